// The offline copy of the game: after the first visit every file of the page is kept in the browser's
// cache, so the game loads and plays with no network. Each build has its own version (a hash of its files);
// a new build installs beside the old one and replaces it, so the page's files always match each other.
// Caches of other apps on the same origin are not ours: only names with our prefix are ever deleted.
const PREFIX = 'diplomacy-';
const VERSION = PREFIX + '@SITE_VERSION@';
const FILES = ['./', 'index.html', 'embed.html', 'style.css', 'api.js', 'thinkers.js', 'dip.js', 'dip.wasm',
  'think_worker.js', 'think.js', 'think.wasm', 'guide.html', 'gallery.html', 'pages.css', 'boards.js', 'gallery.js'];

// The new release's files come from the server, past the browser's HTTP cache: behind a host that says
// "Cache-Control: max-age", the HTTP cache would still hold the previous release's files.
self.addEventListener('install', (event) => {
  const fresh = FILES.map((f) => new Request(f, { cache: 'reload' }));
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(fresh)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== VERSION).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The page's own files come from the cache; anything else, and everything before the first install, from
// the network. With no network, a visit to the page is answered with the cached page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(caches.open(VERSION).then(async (cache) => {
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (error) {
      if (request.mode === 'navigate') return (await cache.match('index.html')) || Response.error();
      throw error;
    }
  }));
});
