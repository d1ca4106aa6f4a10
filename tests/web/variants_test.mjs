// Browser tests of the variants (docs/VARIANTS.md), by a person's input alone: France vs Austria started from the
// new-game dialog against the computer and its first phase played, on a laptop with the mouse and on a phone
// by touch; the Ancient Mediterranean started in hot seat and its first phase played by every power in turn,
// at both sizes; and an embedded board of a variant, by its id and by a rules line. window.dip is only read.
// usage: node variants_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { openPage, runTests, settled } from './harness.mjs';
import { hands, openHands } from './input.mjs';

const PHONE = { width: 390, height: 844, scale: 2, touch: true };
const LAPTOP = { width: 1280, height: 800, scale: 1, touch: false };

const state = (page) => page.evaluate(() => window.dip.state());
const info = (page) => page.evaluate(() => window.dip.gameInfo());

// Opens the page at this size as a first visitor who chose the sandbox, and the new-game dialog on a variant.
async function newGameDialog(browser, url, size, variant) {
  const opened = await openHands(browser, url, size);
  const h = hands(opened.page, size);
  await h.press('New game');
  await h.press(variant);
  return { ...opened, h };
}

// France vs Austria against the computer: France at Easy; Paris to Burgundy by two clicks (or taps), then the
// phase is adjudicated, Austria's orders (the computer's) in its results, and the next phase shown.
async function franceAgainstAustria(browser, url, size, shot, name) {
  const { page, context, errors, h } = await newGameDialog(browser, url, size, 'France vs Austria');
  await h.press('France');
  await h.press('Easy');
  await shot(`variants-${name}-new-game`, page);
  await h.press('Play against the computer');
  const game = await info(page);
  assert.equal(game.variant, 'france-austria');
  assert.deepEqual(game.powers, ['Austria', 'France']);
  assert.deepEqual(game.computers, { Austria: 'easy' });
  const start = await state(page);
  assert.equal(start.phase, 'Spring 1901 Movement');
  assert.equal(start.units.length, 6);
  assert.ok(!start.units.some((u) => u.location === 'lon'), 'England is not in the game');
  await h.on('par');
  await h.on('bur');
  assert.match(await page.evaluate(() => window.dip.orders()), /France: A Par - Bur/);
  await shot(`variants-${name}-orders`, page);
  await h.press('Adjudicate Spring 1901 Movement');
  await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
  const result = await page.evaluate(() => window.dip.lastResult());
  const austrian = result.orders.filter((o) => o.power === 'Austria' && !o.implicit);
  assert.equal(austrian.length, 3, 'the computer ordered every Austrian unit');
  for (const o of austrian) assert.notEqual(o.result, 'illegal', o.order);
  assert.ok(result.orders.some((o) => o.power === 'France' && /Par - Bur/.test(o.order) && o.result === 'succeeds'));
  await shot(`variants-${name}-results`, page);
  await settled(page);
  assert.deepEqual(errors, [], 'the page logged errors');
  await context.close();
}

// The Ancient Mediterranean in hot seat, every power a person: each confirms at the hand-over screen, Carthage
// moves A Car - Mau and Rome A Rom - Etr by clicks (or taps), the others hold, and the last "Done" plays
// Spring of year 1; the units stand where they moved.
async function ancientMediterraneanHotSeat(browser, url, size, shot, name) {
  const { page, context, errors, h } = await newGameDialog(browser, url, size, 'Ancient Mediterranean');
  await shot(`variants-${name}-am-new-game`, page);
  await h.press('Start a hot-seat game');
  const game = await info(page);
  assert.equal(game.variant, 'ancient-mediterranean');
  assert.equal(game.mode, 'Hot seat');
  assert.deepEqual(game.powers, ['Carthage', 'Egypt', 'Greece', 'Persia', 'Rome']);
  assert.equal((await state(page)).phase, 'Spring 1 Movement');
  const moves = { Carthage: ['car', 'mau'], Rome: ['rom', 'etr'] };
  for (const power of game.powers) {
    await h.press(`I am ${power}: show my orders`);
    if (moves[power]) {
      await h.on(moves[power][0]);
      await h.on(moves[power][1]);
    }
    if (power === 'Rome') await shot(`variants-${name}-am-rome`, page);
    await h.press('Done: pass the device on');
  }
  await page.waitForFunction(() => window.dip.state().phase === 'Fall 1 Movement');
  const after = await state(page);
  const at = (loc) => after.units.find((u) => u.location === loc);
  assert.equal(at('mau').power, 'Carthage');
  assert.equal(at('etr').power, 'Rome');
  assert.equal(after.units.length, 15);
  await shot(`variants-${name}-am-fall`, page);
  await settled(page);
  assert.deepEqual(errors, [], 'the page logged errors');
  await context.close();
}

const tests = {
  async 'France vs Austria against the computer'({ browser, url, shot }) {
    await franceAgainstAustria(browser, url, LAPTOP, shot, 'laptop');
  },

  async 'France vs Austria against the computer on a phone'({ browser, url, shot }) {
    await franceAgainstAustria(browser, url, PHONE, shot, 'phone');
  },

  async 'Ancient Mediterranean in hot seat'({ browser, url, shot }) {
    await ancientMediterraneanHotSeat(browser, url, LAPTOP, shot, 'laptop');
  },

  async 'Ancient Mediterranean in hot seat on a phone'({ browser, url, shot }) {
    await ancientMediterraneanHotSeat(browser, url, PHONE, shot, 'phone');
  },

  // embed.html shows a variant's start by its id, and a position of a variant its rules line names.
  async 'an embedded board of a variant'({ browser, url, shot }) {
    const start = await openPage(browser, `${url}embed.html#variant=ancient-mediterranean`, { width: 640, height: 480 });
    assert.equal((await start.page.evaluate(() => window.dip.embedState())).ok, true);
    // The board shows its start, played without orders (as an embedded board plays its last phase).
    const am = await start.page.evaluate(() => window.dip.state());
    assert.equal(am.phase, 'Fall 1 Movement');
    assert.equal(am.units.length, 15);
    assert.ok(am.units.some((u) => u.location === 'rom' && u.power === 'Rome'));
    await shot('variants-embed-ancient-mediterranean', start.page);
    assert.deepEqual(start.errors, []);
    await start.context.close();
    const text = 'rules: france-austria\nphase: Spring 1901 Movement\nunits:\n  France: A Par\n  Austria: A Vie\n' +
                 'orders:\n  France: A Par - Bur\n';
    const fva = await openPage(browser, `${url}embed.html#text=${encodeURIComponent(text)}`, { width: 640, height: 480 });
    const st = await fva.page.evaluate(() => window.dip.embedState());
    assert.equal(st.ok, true, st.error);
    assert.match(JSON.stringify(st.played), /Par - Bur/);
    assert.deepEqual(fva.errors, []);
    await fva.context.close();
  },
};

await runTests(tests);
