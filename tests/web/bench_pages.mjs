// The board-pages benchmark: how quickly a page with many live boards (the rules guide, 26 boards) is usable
// in headless Chromium on localhost. Prints the time to the page's own content, to its first board drawn, and
// the time each of its first 20 boards takes to come alive as a reader scrolls to it.
// Target: the text at once, the first board within 2 s, each further board within 1 s (median).
// usage: node bench_pages.mjs SITE_DIR [PAGE] [BOARDS]
import { launch, serve } from './harness.mjs';

const [site, pageName = 'guide.html', boardsArg] = process.argv.slice(2);
const boards = Number(boardsArg || 20);

const server = await serve(site);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
const page = await context.newPage();

const ready = (i) => page.waitForFunction((i) => {
  const iframe = window.dipBoards.frames[i].querySelector('iframe');
  return iframe && iframe.contentWindow && iframe.contentWindow.dipReady;
}, i, { timeout: 60000, polling: 20 });

const t0 = Date.now();
await page.goto(server.url + pageName, { waitUntil: 'domcontentloaded' });
const content = Date.now() - t0;
await ready(0);
const first = Date.now() - t0;
const count = await page.evaluate(() => window.dipBoards.frames.length);

const each = [];
for (let i = 1; i < Math.min(boards, count); i++) {
  const t = Date.now();
  await page.evaluate((i) => window.dipBoards.frames[i].scrollIntoView({ block: 'center' }), i);
  await ready(i);
  each.push(Date.now() - t);
}
const live = await page.evaluate(() => window.dipBoards.live.length);
await browser.close();
await server.close();

const sorted = [...each].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const total = each.reduce((a, b) => a + b, first);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`${pageName}: ${count} boards`);
console.log(`page text shown: ${s(content)}`);
console.log(`first board drawn: ${s(first)} (target 2 s)`);
console.log(`each further board, scrolled to: median ${s(median)}, max ${s(sorted[sorted.length - 1])} over ` +
            `${each.length} boards (target 1 s median)`);
console.log(`${each.length + 1} boards brought up in ${s(total)} in all; ${live} alive at the end (at most 8 at once)`);
