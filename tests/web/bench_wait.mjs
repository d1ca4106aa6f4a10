// The wait after Adjudicate against Hard computer players: how long from the press until the phase is played,
// when the person presses at once (the computers think from then on, as they all did before they thought ahead),
// and when the person took as long over their orders as the computers took to think (they thought meanwhile).
// A game as Italy (holding everywhere) against six Hard computers, from Spring 1901 to 1903.
// usage: node bench_wait.mjs SITE_DIR
import { launch, openPage, press, serve, settled } from './harness.mjs';

const [site] = process.argv.slice(2);
const server = await serve(site);
const browser = await launch();

const played = (page) => page.evaluate(() => window.dip.gameInfo().phases_played);

// Presses a button and times, in the page, from its release to the first frame after the phase was played.
async function timedAdjudicate(page, label) {
  await page.evaluate((n) => {
    window.dipWait = null;
    addEventListener('mouseup', () => { window.dipWait = { pressed: performance.now() }; }, { once: true });
    const done = () => {
      if (!window.dipWait || window.dip.gameInfo().phases_played <= n) return;
      window.dipWait.seconds = (performance.now() - window.dipWait.pressed) / 1000;
      removeEventListener('dip-frame', done);
    };
    addEventListener('dip-frame', done);
  }, await played(page));
  await press(page, label);
  return (await page.waitForFunction(() => window.dipWait && window.dipWait.seconds)).jsonValue();
}

// A new game as Italy against Hard, Italy holding everywhere, to Spring 1903. In each phase Italy orders, the
// person presses Adjudicate at once, or (`think`) once the computers have thought; the waits, and how long the
// computers thought before the press.
async function waits(think) {
  const { page, context } = await openPage(browser, server.url);
  await press(page, 'Game');
  await press(page, 'New game...');
  await press(page, 'Italy');
  await press(page, 'Hard');
  await press(page, 'Play against the computer');
  const out = { waited: [], thought: 0 };
  for (let guard = 0; guard < 40; guard++) {
    const phase = await page.evaluate(() => window.dip.state().phase);
    if (/1903/.test(phase)) break;
    await settled(page);
    const next = `Continue to ${phase}`;
    if (await page.evaluate((l) => window.dip.controlRect(l), next)) {
      await press(page, next);
      continue;
    }
    const label = `Adjudicate ${phase}`;
    const mine = await page.waitForFunction(([label, phase]) =>
      (window.dip.controlRect(label) && 'mine') || (window.dip.state().phase !== phase && 'played'), [label, phase]);
    if ((await mine.jsonValue()) === 'played') continue;
    if (think) {
      const started = Date.now();
      await page.waitForFunction(() => window.dipThinkers.busy() === 0);
      out.thought += (Date.now() - started) / 1000;
    }
    out.waited.push(await timedAdjudicate(page, label));
  }
  await context.close();
  return out;
}

const sum = (list) => list.reduce((a, b) => a + b, 0);
const show = (list) => list.map((s) => s.toFixed(1)).join(' ');
const atOnce = await waits(false);
const later = await waits(true);
console.log(`wait after Adjudicate against six Hard computers, each phase Italy orders to 1903 (s):\n` +
            `  pressed at once:                       ${show(atOnce.waited)} (total ${sum(atOnce.waited).toFixed(1)})\n` +
            `  pressed once they had thought (${later.thought.toFixed(1)} s): ${show(later.waited)} ` +
            `(total ${sum(later.waited).toFixed(1)})`);
await browser.close();
await server.close();
