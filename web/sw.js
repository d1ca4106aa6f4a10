// The offline copy of the game: after the first visit every file of the page is kept in the browser's
// cache, so the game loads and plays with no network. Each build has its own version (a hash of its files) and
// its own cache. A new build installs beside the old one and takes over at once, but a page keeps the release it
// was loaded with until it is loaded again: its later requests (a computer players' worker, its program) are
// answered from its own release's cache, which is kept while any page of that release is open. So the files of
// one page always match each other. Caches of other apps on the same origin are not ours: only names with our
// prefix are ever deleted.
const PREFIX = 'diplomacy-';
const VERSION = PREFIX + '@SITE_VERSION@';
const CLIENTS = PREFIX + 'clients';  // which release each open page and worker was loaded from
const FILES = ['./', 'index.html', 'embed.html', 'style.css', 'embed.css', 'api.js', 'shell.js', 'embed.js',
  'thinkers.js', 'dip.js', 'dip.wasm', 'think_worker.js', 'think.js', 'think.wasm', 'guide.html', 'gallery.html',
  'pages.css', 'boards.js', 'gallery.js', 'scanner.js', 'jsqr.js', 'manifest.webmanifest', 'icons/icon-192.png',
  'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png'];

// ---- Which release a page or worker runs ----------------------------------------------------------------
// Kept in a cache (a worker is stopped when idle and forgets its variables), one entry per client: its release.
const releases = new Map();  // client id -> cache name, as read or written by this worker
// Pages and workers this service worker gave a release and has not yet seen listed among the open clients: a new
// one is not listed at once. A page (null here) runs this release, which is kept anyway. A worker runs the release
// of the page or worker that started it (kept here), and is kept while that starter is open: a worker that ends
// before it is ever listed ended with its starter, and must not keep the starter's release alive after it.
const starting = new Map();
const entry = (id) => new Request(self.registration.scope + '.clients/' + encodeURIComponent(id));

async function releaseOf(id) {
  if (!id) return null;
  if (!releases.has(id)) {
    const hit = await (await caches.open(CLIENTS)).match(entry(id));
    releases.set(id, hit ? await hit.text() : null);
  }
  return releases.get(id);
}

async function setRelease(id, release) {
  if (!id) return;
  releases.set(id, release);
  await (await caches.open(CLIENTS)).put(entry(id), new Response(release));
}

// Forgets the clients that are gone, and deletes the caches of releases no open page or worker runs.
async function tidy() {
  const open = new Set((await self.clients.matchAll({ type: 'all', includeUncontrolled: true })).map((c) => c.id));
  for (const id of open) starting.delete(id);  // listed once: from now on kept only while listed
  const kept = (id) => open.has(id) || (starting.has(id) && (starting.get(id) === null || open.has(starting.get(id))));
  const clients = await caches.open(CLIENTS);
  const used = new Set([VERSION]);
  for (const request of await clients.keys()) {
    const id = decodeURIComponent(request.url.slice(request.url.lastIndexOf('/') + 1));
    if (kept(id)) used.add(await (await clients.match(request)).text());
    else {
      releases.delete(id);
      await clients.delete(request);
    }
  }
  const ours = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CLIENTS);
  await Promise.all(ours.filter((k) => !used.has(k)).map((k) => caches.delete(k)));
}

// ---- Installing and taking over ---------------------------------------------------------------------------
// The new release's files come from the server, past the browser's HTTP cache: behind a host that says
// "Cache-Control: max-age", the HTTP cache would still hold the previous release's files.
self.addEventListener('install', (event) => {
  const fresh = FILES.map((f) => new Request(f, { cache: 'reload' }));
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(fresh)).then(() => self.skipWaiting()));
});

// Pages open before this worker runs keep their release. One whose release is not noted was loaded from the
// network on the first visit (this release), or served by a release that did not note it (the only earlier
// release there is).
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const earlier = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CLIENTS && k !== VERSION);
    for (const client of await self.clients.matchAll({ type: 'all', includeUncontrolled: true })) {
      if (await releaseOf(client.id)) continue;
      await setRelease(client.id, earlier.length === 1 ? earlier[0] : VERSION);
    }
    await tidy();
    await self.clients.claim();
  })());
});

// ---- Answering ----------------------------------------------------------------------------------------------
// The page's own files come from the cache of the release of the page asking (a new page: this release; a
// worker: its page's); anything else, and everything before the first install, from the network. With no
// network, a visit to the page is answered with the cached page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const creates = request.mode === 'navigate' || request.destination === 'worker';
    const release = request.mode === 'navigate' ? VERSION : (await releaseOf(event.clientId)) || VERSION;
    if (creates) {
      starting.set(event.resultingClientId, request.mode === 'navigate' ? null : event.clientId);
      event.waitUntil(setRelease(event.resultingClientId, release).then(tidy));
    }
    const cache = await caches.open(release);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (error) {
      if (request.mode === 'navigate') return (await cache.match('index.html')) || Response.error();
      throw error;
    }
  })());
});
