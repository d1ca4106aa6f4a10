// The web benchmark: how much the page transfers (gzip, as a server would send it) and how long it takes
// to show its first interactive frame in headless Chromium on localhost (median of several loads).
// Targets: at most 1.5 MB transferred, first frame within 1.5 s.
// usage: node bench.mjs SITE_DIR [LOADS]
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, openPage, serve } from './harness.mjs';

const [site, loadsArg] = process.argv.slice(2);
const loads = Number(loadsArg || 7);

async function files(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...await files(p));
    else out.push(p);
  }
  return out;
}

// The game page loads these; other pages of the site (guide, embeds) are not counted here.
const PAGE = ['index.html', 'style.css', 'api.js', 'thinkers.js', 'shell.js', 'dip.js', 'dip.wasm'];
// Loaded only when a computer player first has to think.
const LAZY = ['think_worker.js', 'think.js', 'think.wasm'];
let raw = 0, gz = 0;
console.log('file                 bytes     gzip');
for (const name of PAGE) {
  const body = await readFile(join(site, name));
  const g = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += g;
  console.log(`${name.padEnd(16)} ${String(body.length).padStart(9)} ${String(g).padStart(8)}`);
}
console.log(`${'game page'.padEnd(16)} ${String(raw).padStart(9)} ${String(gz).padStart(8)}   (${(gz / 1e6).toFixed(2)} MB transferred; target 1.5 MB)`);
for (const name of LAZY) {
  const body = await readFile(join(site, name));
  const g = gzipSync(body, { level: 9 }).length;
  console.log(`${name.padEnd(16)} ${String(body.length).padStart(9)} ${String(g).padStart(8)}   (later, for the computer players)`);
}
const all = await files(site);
let siteBytes = 0;
for (const f of all) siteBytes += (await stat(f)).size;
console.log(`whole site: ${all.length} files, ${siteBytes} bytes`);

const server = await serve(site);
const browser = await launch();
const times = [], runtimes = [];
for (let i = 0; i < loads; i++) {
  const { page, context } = await openPage(browser, server.url);
  // From the start of navigation to the program's ready signal (its first frames drawn).
  const t = await page.evaluate(() => window.dipTimes);
  times.push(t.ready);
  runtimes.push(t.runtime);
  await context.close();
}
runtimes.sort((a, b) => a - b);
await browser.close();
await server.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`program loaded and compiled: median ${(runtimes[Math.floor(runtimes.length / 2)] / 1000).toFixed(2)} s`);
console.log(`first interactive frame: median ${(median / 1000).toFixed(2)} s over ${loads} loads ` +
            `(min ${(times[0] / 1000).toFixed(2)} s, max ${(times[times.length - 1] / 1000).toFixed(2)} s); target 1.5 s`);
