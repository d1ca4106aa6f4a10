// The frame benchmark, in headless Chromium's software WebGL, at a desktop size and on a phone at 3x pixels:
// - at rest, woken: the page kept awake with nothing changing (as input over nothing that lights keeps it); such a
//   frame draws what the canvas already shows, so it is not painted (frontend/frame/repaint_gate.h);
// - a phase playing: every frame painted while the units of a played phase move on the map (an animation).
// Frames are paced by the browser's animation frames, so about 17 ms is the floor.
// Target: under 20 ms a frame at 1280x800.
// usage: node bench_frames.mjs SITE_DIR [FRAMES]
import { launch, openPage, press, serve, settled } from './harness.mjs';

// Twelve armies and fleets on the move in Spring 1901: the phase's film moves units all over the map.
const OPENING = `Austria: A Vie - Gal
Austria: A Bud - Ser
Austria: F Tri - Alb
England: F Lon - Nth
England: F Edi - Nwg
England: A Lvp - Yor
France: A Par - Bur
France: A Mar - Spa
France: F Bre - Mid
Germany: A Ber - Kie
Germany: A Mun - Ruh
Germany: F Kie - Den
Italy: A Ven - Pie
Italy: A Rom - Apu
Italy: F Nap - Ion
Russia: A Mos - Ukr
Russia: A War - Gal
Russia: F Sev - Bla
Russia: F Stp/sc - Bot
Turkey: A Con - Bul
Turkey: A Smy - Con
Turkey: F Ank - Bla`;

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
  const canvasPaints = await page.evaluate(() => window.dipPainted);
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
  const canvasPainted = (await page.evaluate(() => window.dipPainted)) - canvasPaints;
  console.log(`${size.name.padEnd(22)} at rest, woken: ${perFrame.toFixed(1)} ms a frame over ${frames} frames ` +
              `(${canvasPainted} painted; the board's picture drawn anew ${painted} times)`);

  // A phase playing: the orders are set through the scripting API (this is a benchmark, not a test of input);
  // Adjudicate is pressed as a player would, and the frames are timed while the film plays.
  await page.evaluate((orders) => window.dip.setOrders(orders), OPENING);
  await settled(page);
  // Each frame's time from the end of the one before, shared between the frames painted and those not.
  const playing = page.evaluate(() => new Promise((done) => {
    let first = null, last = null, paintedMs = 0;
    const next = () => {
      const f = window.dipFilm;
      const now = { t: performance.now(), frame: window.dipFrame, painted: window.dipPainted, partial: window.dipPartial };
      if (f.playing && first === null) first = now;
      else if (f.playing && now.painted > last.painted) paintedMs += now.t - last.t;
      if (f.playing) last = now;
      if (first !== null && !f.playing) {
        removeEventListener('dip-frame', next);
        done({ ms: last.t - first.t, frames: last.frame - first.frame, painted: last.painted - first.painted,
               partial: last.partial - first.partial, paintedMs });
      }
    };
    addEventListener('dip-frame', next);
  }));
  await press(page, 'Adjudicate Spring 1901 Movement');
  const film = await playing;
  console.log(`${size.name.padEnd(22)} a phase playing: ${(film.ms / film.frames).toFixed(1)} ms a frame over ` +
              `${film.frames} frames; ${film.painted} painted (${film.partial} in part), ` +
              `${(film.paintedMs / Math.max(1, film.painted)).toFixed(1)} ms each`);
  await context.close();
}
await browser.close();
await server.close();
