// The frame benchmark: how long the game page takes per frame while it is kept awake with nothing changing on the
// board (the cost of drawing the page again), in headless Chromium's software WebGL, at a desktop size and on a
// phone at 3x pixels. Frames are paced by the browser's animation frames, so about 17 ms is the floor.
// Target: under 20 ms a frame at 1280x800.
// usage: node bench_frames.mjs SITE_DIR [FRAMES]
import { launch, openPage, serve, settled } from './harness.mjs';

const [site, framesArg] = process.argv.slice(2);
const frames = Number(framesArg || 120);

const server = await serve(site);
const browser = await launch();
const sizes = [
  { name: 'desktop 1280x800', width: 1280, height: 800, scale: 1 },
  { name: 'phone 390x844 at 3x', width: 390, height: 844, scale: 3 },
];
for (const size of sizes) {
  const { page, context } = await openPage(browser, server.url, size);
  await settled(page);
  // Each frame's end wakes the program again (as a call of the scripting API that changes something would), so
  // the page draws continuously without any change to what it shows. The first frames are left out (warm-up).
  const paints = await page.evaluate(() => window.dipBoardPaints);
  const perFrame = await page.evaluate((n) => new Promise((done) => {
    let count = 0, start = 0;
    const next = () => {
      ++count;
      if (count === 10) start = performance.now();
      if (count === 10 + n) {
        removeEventListener('dip-frame', next);
        done((performance.now() - start) / n);
      } else {
        Module.ccall('dip_wake', null, [], []);
      }
    };
    addEventListener('dip-frame', next);
    Module.ccall('dip_wake', null, [], []);
  }), frames);
  const painted = (await page.evaluate(() => window.dipBoardPaints)) - paints;
  console.log(`${size.name.padEnd(22)} ${perFrame.toFixed(1)} ms a frame over ${frames} frames ` +
              `(the board's picture drawn anew ${painted} times)`);
  await context.close();
}
await browser.close();
await server.close();
