// Shared pieces of the browser tests and the web benchmark: a static file server for the built site, and
// Debian's Chromium launched headless through playwright-core, with the page's console watched.
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};

// Serves `root` on a free localhost port. Returns {url, close}.
export async function serve(root) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(normalize(root))) { res.writeHead(403); res.end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404); res.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

// Flags that keep Chromium off the network and give it WebGL on the CPU (SwiftShader).
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

// Opens the page and waits for its ready signal. Console errors and page errors are collected in `errors`.
export async function openPage(browser, url, { width = 1280, height = 800, scale = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.dipReady === true, null, { timeout: 60000 });
  return { page, context, errors };
}

// Waits for the browser to draw `n` more frames (the program reads input once a frame; headless Chromium
// with software WebGL may draw only about ten a second).
export async function frames(page, n = 3) {
  await page.evaluate((count) => new Promise((ok) => {
    let k = 0;
    const step = () => (++k >= count ? ok() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);
}

// A click on the unit (or the spot) of a location, as slow as a person's: the program sees the press and
// the release in different frames.
export async function click(page, location) {
  const p = await page.evaluate((l) => window.dip.screenPoint(l), location);
  assert.ok(p, `no screen point for ${location}`);
  await page.mouse.move(p.x, p.y);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 3);
}

// A click on a button of the interface, found by its label.
export async function press(page, label) {
  const r = await page.evaluate((l) => window.dip.controlRect(l), label);
  assert.ok(r, `no button "${label}" on screen`);
  await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 3);
}

// Runs the named tests (or only the one named `only`), each with a fresh game page; a test fails on an
// exception or on any console error of that page. Screenshots go to `out`. Exits 0 if all passed.
export async function runTests(tests, site, out, only) {
  await mkdir(out, { recursive: true });
  const server = await serve(site);
  const browser = await launch();
  let failed = 0;
  try {
    for (const [name, test] of Object.entries(tests)) {
      if (only && name !== only) continue;
      const { page, context, errors } = await openPage(browser, server.url);
      const shot = async (file, p = page) => { await frames(p); await p.screenshot({ path: join(out, file + '.png') }); };
      try {
        await test({ page, context, shot, browser, url: server.url });
        await frames(page);
        assert.deepEqual(errors, [], 'the page logged errors');
        console.log(`ok    ${name}`);
      } catch (e) {
        failed++;
        console.log(`FAIL  ${name}\n${e.stack || e}`);
        await shot('failed-' + name.replace(/ /g, '-')).catch(() => {});
      }
      await context.close();
    }
  } catch (e) {
    console.error(e);
    failed++;
  } finally {
    await browser.close();
    await server.close();
  }
  if (only && !tests[only]) { console.log(`no test named "${only}"`); failed++; }
  process.exit(failed ? 1 : 0);
}
