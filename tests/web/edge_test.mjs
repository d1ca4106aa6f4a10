// Browser tests of the page's edges where input is untrusted or a part fails (issue 24): a new release that
// takes over behind a host's max-age caching, a paste and an API string far longer than any game, an embedded
// board's address with a broken %-escape, and a computer players' worker that fails. Each acts as a person
// does (the address bar, the mouse, the clipboard), or as the network does (a server, a route).
// usage: node edge_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { click, dismissWelcome, press, ready, runTests, serve, settled } from './harness.mjs';
import { grantClipboard, pasteInto } from './input.mjs';

const state = (page) => page.evaluate(() => window.dip.state());
const notice = (page) => page.evaluate(() => window.dip.notice());

// A copy of the built site as release `name`: its scripts say which release they are (window.dipRelease in the
// page, self.dipRelease in a computer players' worker), and its service worker has a version of its own, as a
// new build's would.
async function release(site, dir, name) {
  await rm(dir, { recursive: true, force: true });
  await cp(site, dir, { recursive: true });
  const api = join(dir, 'api.js');
  await writeFile(api, (await readFile(api, 'utf8')) + `\nwindow.dipRelease = '${name}';\n`);
  const worker = join(dir, 'think_worker.js');
  await writeFile(worker, (await readFile(worker, 'utf8')) + `\nself.dipRelease = '${name}';\n`);
  const sw = join(dir, 'sw.js');
  await writeFile(sw, (await readFile(sw, 'utf8')).replace(/[0-9a-f]{16}/, `release-${name}-000000`));
  return dir;
}

// From the results shown back to the game, through the phases the computers play by themselves, until the
// game is at `phase` (as in bots_test.mjs).
async function continueTo(page, phase) {
  for (let guard = 0; guard < 12; guard++) {
    const now = (await state(page)).phase;
    await settled(page);
    if (await page.evaluate((l) => window.dip.controlRect(l), `Continue to ${now}`)) {
      await press(page, `Continue to ${now}`);
      continue;
    }
    if (now === phase) return;
    await page.waitForFunction((p) => window.dip.state().phase !== p, now);
  }
  assert.fail(`the game never came to ${phase}`);
}

// Waits until the page's service worker registration has `release` active (its cache made, nothing installing
// or waiting), watching the workers' state changes.
async function releaseActive(page, release) {
  await page.evaluate(async (release) => {
    window.dipTestActive = false;
    const registration = await navigator.serviceWorker.getRegistration();
    const check = async () => {
      const names = await caches.keys();
      if (registration.active && registration.active.state === 'activated' && !registration.installing &&
          !registration.waiting && names.some((n) => n.includes(`release-${release}`))) window.dipTestActive = true;
    };
    const watch = (w) => w && w.addEventListener('statechange', check);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    [registration.installing, registration.waiting, registration.active].forEach(watch);
    await check();
  }, release);
  await page.waitForFunction(() => window.dipTestActive === true);
}

// Waits until the cache of `release` is gone (the names are read again on each check).
async function releaseGone(page, release) {
  await page.waitForFunction((release) => {
    caches.keys().then((names) => { window.dipTestCaches = names; });
    return window.dipTestCaches !== undefined && !window.dipTestCaches.some((n) => n.includes(`release-${release}`));
  }, release);
}

// What the page gets when it asks for one of its files now (through its service worker, as its scripts would).
const fetched = (page, file) => page.evaluate(async (f) => (await fetch(f)).text(), file);

const tests = {
  // A host that lets browsers keep files for an hour (Cache-Control: max-age=3600) serves release a, then
  // release b. The player's next visits install b and then run b's files, not a's kept in the browser's HTTP
  // cache; and a cache that another app of the same origin made is left alone.
  async 'a new release takes over behind max age'({ browser, site, out }) {
    const a = await release(site, join(out, 'release-a'), 'a');
    const b = await release(site, join(out, 'release-b'), 'b');
    const server = await serve(a, { cacheControl: 'max-age=3600' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(server.url);
      await ready(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      assert.equal(await page.evaluate(() => window.dipRelease), 'a');
      await page.evaluate(async () => (await caches.open('another-app')).put('/mine', new Response('kept')));

      server.setRoot(b);
      // A visit looks for a new service worker: b's installs beside a's, and takes over (the page open keeps a's
      // files until it is loaded again: the next test).
      await page.reload();
      await ready(page);
      await releaseActive(page, 'b');
      await page.reload();
      await ready(page);
      assert.equal(await page.evaluate(() => window.dipRelease), 'b', 'the new release runs');
      await page.reload();  // no page of a open now: its cache goes, and only ours
      await ready(page);
      await releaseGone(page, 'a');
      assert.equal(await page.evaluate(() => caches.match('/mine').then((r) => r && r.text())), 'kept',
                   "another app's cache is kept");
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },

  // Release a is open in a page when release b is deployed and its service worker installs and takes over: the
  // page goes on with a's files (a file it asks for now, and the computer players' worker it starts now) until
  // it is loaded again, and then runs b. Before, b's worker deleted a's cache at once and answered the open page
  // with b's files: one page ran two releases.
  async 'an open page keeps its release while a new one takes over'({ browser, site, out }) {
    const a = await release(site, join(out, 'keep-a'), 'a');
    const b = await release(site, join(out, 'keep-b'), 'b');
    const server = await serve(a);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(server.url);
      await ready(page);
      await dismissWelcome(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await releaseActive(page, 'a');

      server.setRoot(b);
      // The browser looks for a new service worker (as on a later visit in another tab): b's installs and takes over.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await releaseActive(page, 'b');
      assert.match(await fetched(page, 'api.js'), /dipRelease = 'a'/, 'the open page still gets its own files');
      assert.match(await fetched(page, 'think_worker.js'), /dipRelease = 'a'/);
      // A game against the computer started now: its computer players' workers are a's.
      await press(page, 'Game');
      await press(page, 'New game...');
      await press(page, 'France');
      await press(page, 'Easy');
      await press(page, 'Play against the computer');
      await click(page, 'par');
      await click(page, 'bur');
      await press(page, 'Adjudicate Spring 1901 Movement');
      await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
      assert.ok(page.workers().length >= 1, 'the computers thought in a worker');
      for (const worker of page.workers()) assert.equal(await worker.evaluate(() => self.dipRelease), 'a');
      assert.equal(await page.evaluate(() => window.dipRelease), 'a');

      await page.reload();
      await ready(page);
      assert.equal(await page.evaluate(() => window.dipRelease), 'b', 'loaded again, the page runs b');
      assert.match(await fetched(page, 'think_worker.js'), /dipRelease = 'b'/);
      // Once no page of a is open, its cache goes (at the next page load).
      await page.reload();
      await ready(page);
      await releaseGone(page, 'a');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await server.close();
    }
  },

  // Two million characters pasted with Ctrl+V into the box for save strings and links: the page says the text
  // is far too long (it used to overflow the program's stack, and every later call failed), and it still
  // plays: orders by clicking, then the phase adjudicated.
  async 'a huge paste is refused'({ page, context, url, shot }) {
    await grantClipboard(context, url);
    await press(page, 'Games');
    await pasteInto(page, 'Save string or link box', 'x'.repeat(2000000));
    await page.waitForFunction(() => /too long/.test(window.dip.notice()));
    assert.match(await notice(page), /2,000,000 characters long: far too long .* Nothing was pasted/);
    await shot('huge-paste-refused');
    await press(page, 'Close');
    await click(page, 'par');
    await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    assert.equal((await state(page)).phase, 'Fall 1901 Movement');
    assert.ok((await state(page)).units.some((u) => u.power === 'France' && u.location === 'bur'));
  },

  // The scripting API takes a string of any length through the program's heap: one longer than any game is
  // refused with an error, and the page goes on working.
  async 'a huge string given to the api is refused'({ page }) {
    const huge = 'x'.repeat(2000000);
    for (const method of ['loadGame', 'loadPosition', 'open', 'takeOrdersCode']) {
      const r = await page.evaluate(([m, s]) => window.dip[m](s), [method, huge]);
      assert.equal(r.ok, false, method);
      assert.match(r.error, /too long/, method);
    }
    const orders = await page.evaluate((s) => window.dip.setOrders(s), huge);
    assert.match(orders.errors[0].message, /too long/);
    assert.equal((await page.evaluate(() => window.dip.loadGame('phase: Spring 1901 Movement\nunits:\n  France: A Par\n'))).ok, true);
    await page.evaluate(() => window.dip.setOrders('France: A Par - Bur'));
    assert.equal((await page.evaluate(() => window.dip.adjudicate())).next.phase, 'Fall 1901 Movement');
    // Settings no game may have (engine/variants/catalogue.h settings_error) start nothing, and say why.
    const refused = await page.evaluate(() => window.dip.newGameWith('sandbox', '', { endYear: 100000 }));
    assert.equal(refused.ok, false);
    assert.match(refused.error, /end year must be at most 9999/);
    assert.equal((await page.evaluate(() => window.dip.state())).phase, 'Fall 1901 Movement');
  },

  // An embedded board whose address has a broken %-escape (a link cut short or mistyped) says so in its
  // frame, instead of loading for ever or blaming the board.
  async 'an embedded board with a broken escape says so'({ browser, url, shot }) {
    for (const address of ['embed.html#text=%E0%A4%A', 'embed.html#text=%ZZ&crop=Par']) {
      const context = await browser.newContext({ viewport: { width: 700, height: 500 } });
      const page = await context.newPage();
      await page.goto(url + address);
      await ready(page);
      const s = await page.evaluate(() => window.dip.embedState());
      assert.equal(s.ok, false, address);
      assert.match(s.error, /address is damaged \(a broken %-escape in text=\)/, address);
      assert.equal(await page.textContent('#label'), 'This board could not be shown.');
      if (address.includes('E0')) await shot('embed-broken-escape', page);
      await context.close();
    }
  },

  // The computer players' worker fails as the network can make it: its program think.wasm arrives damaged, or
  // its script think_worker.js is not found. The page thinks for them on its own thread, tells the player so,
  // and the computers' orders of Fall 1901 (the first phase they think in; Spring 1901 is from their book)
  // arrive.
  async 'a failed worker falls back to the page'({ browser, url, shot }) {
    const failures = {
      'damaged-wasm': ['**/think.wasm', (r) => r.fulfill({ status: 200, contentType: 'application/wasm', body: 'not WebAssembly' })],
      'missing-worker': ['**/think_worker.js', (r) => r.fulfill({ status: 404, body: 'not found' })],
    };
    for (const [name, [pattern, answer]] of Object.entries(failures)) {
      // No service worker: a route sees only what goes to the network.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      await context.route(pattern, answer);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(url);
        await ready(page);
        await dismissWelcome(page);
        await press(page, 'Game');
        await press(page, 'New game...');
        await press(page, 'France');
        await press(page, 'Easy');
        await press(page, 'Play against the computer');
        await click(page, 'par'); await click(page, 'bur');
        await press(page, 'Adjudicate Spring 1901 Movement');
        await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
        await continueTo(page, 'Fall 1901 Movement');
        await press(page, 'Adjudicate Fall 1901 Movement');
        await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 2);
        const result = await page.evaluate(() => window.dip.lastResult());
        assert.equal(result.phase, 'Fall 1901 Movement', name);
        for (const p of ['Germany', 'Russia', 'Turkey'])
          assert.ok(result.orders.some((o) => o.power === p && !o.implicit), `${name}: ${p} gave orders`);
        assert.match(await notice(page), /could not think in the background/, name);
        assert.equal(await page.evaluate(() => window.dipThinkers.workers()), 0, `${name}: the failed worker is gone`);
        if (name === 'damaged-wasm') await shot('worker-failed', page);
        // The worker's program reports its own failure as it stops; nothing else may fail.
        assert.deepEqual(errors.filter((e) => !/^Aborted\(CompileError/.test(e)), [], name);
      } finally {
        await context.close();
      }
    }
  },
};

await runTests(tests);
