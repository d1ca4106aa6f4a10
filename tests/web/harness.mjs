// Shared pieces of the browser tests and the web benchmarks: a static file server for the built site, Debian's
// Chromium launched headless through playwright-core, input as a person gives it, and waits on what the program
// tells the page (frames run, input read, resting, each change of the board; frontend/platform/main.cpp), never
// on time. A test file is `node NAME_test.mjs SITE OUT DIP_TOOL [TEST]`; CMake registers each of its tests from
// lines of the form `  async 'test name'(` (CMakeLists.txt), and runTests checks that every test is written so.
import { createServer } from 'node:http';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { blankCamera, cameraArgs } from './camera.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};

// How long a wait for a state may take before the test fails: long, because a busy machine with software WebGL
// is slow, and every wait ends as soon as its state is reached.
export const WAIT_MS = 120000;

// The command line every test file takes: SITE OUT DIP_TOOL [TEST] (the dip tool is for tests that compare
// with the native engine; "--list" as TEST prints the file's tests).
export function testArgs() {
  const [site, out, dipTool, only] = process.argv.slice(2);
  if (!site || !out) {
    console.error('usage: node NAME_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME | --list]');
    process.exit(2);
  }
  return { site: resolve(site), out: resolve(out), dipTool: dipTool ? resolve(dipTool) : '', only };
}

// Serves `root` on a free localhost port, as a static host would: the browser may keep a file but asks each
// time whether it changed (so a page of many boards compiles the program once, from the browser's cache).
// `cacheControl` replaces that header (e.g. "max-age=3600": the browser may keep files without asking).
// Returns {url, close, setRoot}: setRoot(dir) serves another folder from then on (a new release).
export async function serve(root, { cacheControl = 'no-cache' } = {}) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(normalize(root))) { res.writeHead(403); res.end(); return; }
    try {
      const { size, mtimeMs } = await stat(file);
      const etag = `"${size}-${Math.floor(mtimeMs)}"`;
      const headers = { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': cacheControl, ETag: etag };
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); res.end(); return; }
      const body = await readFile(file);
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404); res.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)),
           setRoot: (dir) => { root = dir; } };
}

// Flags that keep Chromium off the network and give it WebGL on the CPU (SwiftShader).
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

// Content-Security-Policy violations in any page or frame of any context this browser made: every page says
// so on its console (the browser's own report, and the securitypolicyviolation event, which a script run first in
// every document logs). runTests fails a test that caused one.
export const cspViolations = [];
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`Content Security Policy violation: ${e.effectiveDirective} refused ${e.blockedURI || 'an inline script or style'} in ${e.documentURI}`);
  });
}

// Every browser context made from this browser (by the harness or a test) waits up to WAIT_MS for a state, and
// notes the policy violations of its pages.
export async function launch(extraArgs = []) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    await context.addInitScript(reportPolicyViolations);
    await context.addInitScript(resizePendingHelper);
    context.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    return context;
  };
  return browser;
}

// Waits for the program's ready signal (its first frames drawn) in a page or frame.
export async function ready(target) {
  await target.waitForFunction(() => window.dipReady === true);
}

// Opens the page and waits for its ready signal. Console errors and page errors are collected in `errors`.
export async function openPage(browser, url, { width = 1280, height = 800, scale = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(url);
  await ready(page);
  await dismissWelcome(page);
  return { page, context, errors };
}

// A first visit opens the welcome (frontend/ui/windows/welcome.cpp); a test about something else starts as a player
// who chose the sandbox there, by pressing it as a person would.
export async function dismissWelcome(page) {
  await settled(page);
  if (await page.evaluate(() => window.dip && window.dip.controlRect('Try the sandbox') !== null)) await press(page, 'Try the sandbox');
}

// ---- Reading what is on the screen -------------------------------------------------------------------------
// The colour of one CSS pixel of the page as it shows, [r, g, b]: a screenshot of that pixel alone, read from its
// PNG (a 1x1 image's rows hold the pixel's bytes as they are, whatever the row filter).
export async function pixelAt(page, x, y) {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 }, scale: 'css' });
  const idat = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at), type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const row = inflateSync(Buffer.concat(idat));
  return [row[1], row[2], row[3]];
}

// ---- Waiting on the program ------------------------------------------------------------------------------
// In the page: whether the canvas is about to change size (its holder's size differs from the size the program
// last drew at), so that nothing read from the last frame can be trusted yet. Put in every document by launch()
// (the waits below call it: a page's policy forbids evaluating code given as text).
function resizePendingHelper() {
  window.dipTestResizePending = () => {
    const canvas = window.Module && window.Module.canvas;
    if (!canvas || !window.dipSize) return true;
    const box = canvas.parentElement.getBoundingClientRect();
    return Math.max(1, Math.floor(box.width)) !== window.dipSize[0] ||
           Math.max(1, Math.floor(box.height)) !== window.dipSize[1];
  };
}

// Waits until the program has run `n` more frames in a page or frame (input, or a call of the scripting API
// that changes something, wakes it, so they come at once), or rests: a resting program runs none, and it
// rests only after many frames with nothing to do, so whatever a change needed done in the frames after it
// (a game stored, say) is done. On a busy machine the page can come to rest before this wait begins.
export async function programFrames(target, n = 1) {
  const f = await target.evaluate(() => window.dipFrame);
  await target.waitForFunction((g) => window.dipFrame >= g || window.dipResting === true, f + n);
}

// Waits until what the program shows is up to date: it rests (which it does only when nothing changed for
// a while) or it has run two whole frames since, and the canvas has its holder's size. A page without the
// program (a reading page) is always settled.
export async function settled(target) {
  const f = await target.evaluate(() => (typeof window.dipFrame === 'number' ? window.dipFrame : null));
  if (f === null) return;
  await target.waitForFunction((f0) => !window.dipTestResizePending() && (window.dipResting || window.dipFrame >= f0 + 2),
                               f);
}

let stableCalls = 0;

// A value of the scripting API (`screenPoint` or `controlRect` of `arg`) once the layout has settled: not null,
// the same after a whole program frame (or the program rests), and no resize pending. Null if the page never
// shows it.
async function stable(page, method, arg) {
  const id = ++stableCalls;
  const handle = await page.waitForFunction(([method, arg, id]) => {
    const value = window.dip[method](arg);
    const text = JSON.stringify(value);
    const seen = window.dipTestSeen || (window.dipTestSeen = {});
    const last = seen[id];
    if (window.dipTestResizePending() || value === null || !last || last.text !== text) {
      seen[id] = { text, frame: window.dipFrame };
      return false;
    }
    return window.dipFrame > last.frame || window.dipResting ? value : false;
  }, [method, arg, id]).catch((e) => {
    if (/Timeout/.test(String(e))) return null;
    throw e;
  });
  return handle && handle.jsonValue();
}

const pointers = new WeakMap();  // the last place the mouse was moved to, per page

// Gives one input (`action`) and waits until the program has read it and finished the frame that did: the
// count of input events it read has grown, a frame ran after the action was delivered (or the program has
// since come to rest, which on a busy machine can happen before this wait begins), and no event is kept for a
// later frame (a release that came in the frame of its press waits for the next one).
export async function input(page, action) {
  const n = await page.evaluate(() => window.dipInputs);
  await action();
  const f = await page.evaluate(() => window.dipFrame);
  await page.waitForFunction(([n, f]) => (window.dipFrame > f || window.dipResting === true) &&
                                         window.dipInputs > n && !window.dipInputsWaiting, [n, f]);
}

// Moves the mouse and waits until the program has seen it there. Already there (perhaps before the page was
// loaded again), it first steps a pixel aside: a move must be a move for the program to see it.
export async function moveMouse(page, x, y) {
  const last = pointers.get(page);
  if (last && last.x === x && last.y === y) await input(page, () => page.mouse.move(x - 1, y));
  await input(page, () => page.mouse.move(x, y));
  pointers.set(page, { x, y });
}

// A click as slow as a person's at (x, y): the program sees the pointer arrive, the press and the release in
// frames of their own, and has acted on the release when this returns.
export async function clickAt(page, x, y) {
  await moveMouse(page, x, y);
  await input(page, () => page.mouse.down());
  await input(page, () => page.mouse.up());
}

// A click on the unit (or the spot) of a location, where it is drawn once the board's layout has settled.
export async function click(page, location) {
  const p = await stable(page, 'screenPoint', location);
  assert.ok(p, `no screen point for ${location}`);
  await clickAt(page, p.x, p.y);
}

// A click on a button of the interface, found by its label once it is drawn and in place, and brought into
// sight first as a person would: by the wheel over its panel or dialog.
export async function press(page, label) {
  const r = await reach(page, label, wheelScroll(page), () => press(page, 'Menu'));
  assert.ok(r, `no button "${label}" on screen`);
  await clickAt(page, r.x + r.width / 2, r.y + r.height / 2);
}

// Where a button of the interface is once drawn and in place ({x, y, width, height, view}), or null if it
// never is. It may lie outside `view`, the part of the screen its window shows (see reach).
export async function control(page, label) {
  return stable(page, 'controlRect', label);
}

// The part of the page where a control can be seen and pressed: its window's view, within the page.
function sight(r, page) {
  const size = page.viewportSize();
  const x = Math.max(0, r.view.x), y = Math.max(0, r.view.y);
  return { x, y, width: Math.min(size.width, r.view.x + r.view.width) - x,
           height: Math.min(size.height, r.view.y + r.view.height) - y };
}

// Whether the control's whole height is in sight (half a pixel of rounding allowed): windows scroll up and
// down only.
export function inSight(r, page) {
  const v = sight(r, page);
  return r.y >= v.y - 0.5 && r.y + r.height <= v.y + v.height + 0.5;
}

// Whether the control is within the page's width: nothing scrolls sideways, so one past the edge is lost.
function acrossPage(r, page) {
  return r.x >= -0.5 && r.x + r.width <= page.viewportSize().width + 0.5;
}

// The top bar's buttons, which a phone shows as the items of its Menu button.
export const BEHIND_MENU = ['New game', 'Games', 'Game', 'View', 'Rules'];

// Where a control is once it is whole in sight, or null if it is never drawn. While its window (a panel or a
// dialog that scrolls) or the page cuts it off, `scroll(view, down)` scrolls that window as a person would
// (down: to bring what lies below into sight), and the control is looked for again.
export async function reach(page, label, scroll, openMenu) {
  // A phone keeps the top bar's buttons behind its Menu button (frontend/ui/top_bar.cpp): a person opens it first.
  if (openMenu && BEHIND_MENU.includes(label)) {
    await settled(page);
    const [here, menu] = await page.evaluate((l) => [window.dip.controlRect(l), window.dip.controlRect('Menu')], label);
    if (!here && menu) await openMenu();
  }
  for (let tries = 0; tries < 30; tries++) {
    const r = await control(page, label);
    if (r) assert.ok(acrossPage(r, page), `"${label}" goes past the side of the page: ${JSON.stringify(r)}`);
    if (!r || inSight(r, page)) return r;
    const v = sight(r, page);
    assert.ok(v.width > 0 && v.height > 0, `"${label}" is in a window that is off the page: ${JSON.stringify(r)}`);
    await scroll(v, r.y + r.height > v.y + v.height);
  }
  assert.fail(`"${label}" could not be brought into sight`);
}

// Scrolls a window by the mouse wheel, turned over its right side (clear of text boxes that take the wheel).
export function wheelScroll(page) {
  return async (view, down) => {
    await moveMouse(page, Math.round(view.x + view.width - 24), Math.round(view.y + view.height / 2));
    await input(page, () => page.mouse.wheel(0, down ? 160 : -160));
  };
}

// A key pressed and released (Playwright's key names: "s", "ArrowLeft", "Escape"), each read by the program.
export async function key(page, name) {
  await input(page, () => page.keyboard.down(name));
  await input(page, () => page.keyboard.up(name));
}

// ---- Running a file's tests ------------------------------------------------------------------------------
// Runs the named tests (or only the one named on the command line), each with a fresh game page; a test fails
// on an exception or on any console error of that page. Screenshots go to the output folder. Exits 0 if all
// passed, 77 if the site is not built (CTest then reports the test as skipped). With `{ camera: true }` the
// browser's camera plays the file `camera` given to each test (camera.mjs), blank until a test films something.
export async function runTests(tests, { camera: withCamera = false } = {}) {
  const { site, out, dipTool, only } = testArgs();
  const source = readFileSync(process.argv[1], 'utf8');
  const unregistered = Object.keys(tests).filter((name) => !source.includes(`\n  async '${name}'(`));
  if (only === '--list') {
    for (const name of Object.keys(tests)) console.log(name);
    process.exit(0);
  }
  if (unregistered.length) {
    console.log(`FAIL  CTest registers a test only when written as "  async 'name'(": ${unregistered.join(', ')}`);
    process.exit(1);
  }
  try {
    await readFile(join(site, 'index.html'));
  } catch {
    console.log(`the site is not built in ${site} (cmake --preset web && cmake --build --preset web)`);
    process.exit(77);
  }
  await mkdir(out, { recursive: true });
  const server = await serve(site);
  const camera = withCamera ? join(out, 'camera.y4m') : '';
  if (camera) await blankCamera(camera);
  const browser = await launch(camera ? cameraArgs(camera) : []);
  let failed = 0;
  try {
    for (const [name, test] of Object.entries(tests)) {
      if (only && name !== only) continue;
      const { page, context, errors } = await openPage(browser, server.url);
      const shot = async (file, p = page) => { await settled(p); await p.screenshot({ path: join(out, file + '.png') }); };
      cspViolations.length = 0;
      try {
        await test({ page, context, shot, browser, url: server.url, site, out, dipTool, camera });
        await settled(page);
        assert.deepEqual(errors, [], 'the page logged errors');
        assert.deepEqual(cspViolations, [], 'a page broke its Content-Security-Policy');
        console.log(`ok    ${name}`);
      } catch (e) {
        failed++;
        console.log(`FAIL  ${name}\n${e.stack || e}`);
        await page.screenshot({ path: join(out, 'failed-' + name.replace(/ /g, '-') + '.png') }).catch(() => {});
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
