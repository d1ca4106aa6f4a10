// Browser tests of a newcomer's first hour (issue 42): the seven lessons played through by the mouse on a laptop
// and by touch on a phone, each goal checked by the page (one lesson failed first, then tried again), the
// lessons left by a reload and taken up again from the Game menu at the lesson next due; then the first game
// against Easy computers with the coach's hints, to the end of 1902, every order written by its "Write this
// order for me" button; and on a phone, a tap between two units that a finger cannot tell apart asks which one.
// window.dip is only read.
// usage: node lessons_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { ready, runTests, settled } from './harness.mjs';
import { hands, openHands, pointOf, tap, tapControl } from './input.mjs';

const PHONE = { width: 390, height: 844, scale: 2, touch: true, welcome: true };
const LAPTOP = { width: 1280, height: 800, scale: 1, touch: false, welcome: true };

const state = (page) => page.evaluate(() => window.dip.state());
const info = (page) => page.evaluate(() => window.dip.gameInfo());

// A button drawn in the last frame, read at once (null when it is not drawn now).
async function shown(page, label) {
  await settled(page);
  return page.evaluate((l) => window.dip.controlRect(l), label);
}

// Each lesson's title (its card heads "Lesson N of 7: title"), and the clicks and buttons that pass it.
const LESSONS = [
  { title: 'Move', steps: [['par', 'bur']], orders: 'France: A Par - Bur\n' },
  { title: 'Bounce', steps: [['mar', 'bur']], orders: 'France: A Mar - Bur\n' },
  { title: 'Support', steps: [['par', 'bur'], ['mar', 'Support (S)', 'par', 'bur']],
    orders: 'France: A Par - Bur\nFrance: A Mar S A Par - Bur\n' },
  { title: 'Cut a support', steps: [['hol', 'ruh']], orders: 'France: A Hol - Ruh\n' },
  { title: 'Convoy', steps: [['lon', 'nwy'], ['nth', 'Convoy (C)', 'lon', 'nwy']],
    orders: 'England: A Lon - Nwy\nEngland: F Nth C A Lon - Nwy\n' },
  { title: 'Retreat', steps: [['bur', 'bel']], orders: 'France: A Bur R Bel\n' },
  { title: 'Build', steps: [['par', 'Army'], ['bre', 'Fleet']], orders: 'France: Build A Par\nFrance: Build F Bre\n' },
];

// Plays lesson `i` (its card on show): its orders by clicks or taps and buttons (a capitalised step is a
// button), then Adjudicate; the page says it is done and offers the next.
async function passLesson(page, h, i, shot, name) {
  const lesson = LESSONS[i];
  assert.ok(await shown(page, 'Leave the lessons'), `lesson ${i + 1}'s card is not shown`);
  const st = await state(page);
  for (const step of lesson.steps)
    for (const s of step) await (/^[A-Z]/.test(s) ? h.press(s) : h.on(s));
  const orders = await page.evaluate(() => window.dip.orders());
  for (const line of lesson.orders.split('\n').filter(Boolean))
    assert.ok(orders.includes(line), `lesson ${lesson.title}: "${line}" not written by clicks: ${orders}`);
  if (i === 2) await shot(`lessons-${name}-support-written`, page);
  await h.press(`Adjudicate ${st.phase}`);
  await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
  const next = i + 1 < LESSONS.length ? `Next lesson: ${LESSONS[i + 1].title}` : 'Play a first game with hints';
  assert.ok(await shown(page, next), `lesson ${lesson.title} is not passed: no "${next}"`);
  if (i === 2) await shot(`lessons-${name}-support-done`, page);
  return next;
}

const tests = {
  // The welcome's lessons by the mouse at 1280x800: the first lesson failed by playing it with no order, tried
  // again and passed, then every other lesson; the last one starts the first game against Easy computers with
  // hints, played to the end of 1902 by the coach's button alone.
  async 'the lessons and a first game with hints on a laptop'({ browser, url, shot }) {
    const { page, context, errors } = await openHands(browser, url, LAPTOP);
    const h = hands(page, LAPTOP);
    await h.press('New to Diplomacy? Learn it in 7 short lessons');
    await shot('lessons-laptop-first', page);
    const games = (await page.evaluate(() => window.dip.games())).length;
    // Played with no order: not yet.
    await h.press('Adjudicate Spring 1901 Movement');
    assert.ok(await shown(page, 'Try again'), 'a lesson failed offers another try');
    assert.equal(await shown(page, 'Next lesson: Bounce'), null, 'a lesson failed is passed');
    await shot('lessons-laptop-not-yet', page);
    await h.press('Try again');
    assert.equal((await info(page)).phases_played, 0, 'trying again starts the lesson afresh');
    for (let i = 0; i < LESSONS.length; i++) await h.press(await passLesson(page, h, i, shot, 'laptop'));
    // Lessons are kept nowhere among the games.
    assert.equal((await page.evaluate(() => window.dip.games())).filter((g) => /^Lesson/.test(g.name)).length, 0);

    // The first game: France against six Easy computers, hints on.
    const game = await info(page);
    assert.ok(!('France' in game.computers), JSON.stringify(game));
    assert.equal(Object.keys(game.computers).length, 6);
    assert.ok((await page.evaluate(() => window.dip.games())).length > games, 'the first game is kept');
    let hinted = 0, mine = 0;
    for (let guard = 0; guard < 120; guard++) {
      const st = await state(page);
      if (/1903/.test(st.phase)) break;
      if (await shown(page, `Continue to ${st.phase}`)) {
        await h.press(`Continue to ${st.phase}`);
        continue;
      }
      if (await shown(page, 'Write this order for me')) {
        if (!hinted) await shot('lessons-laptop-hint', page);
        await h.press('Write this order for me');
        hinted++;
        continue;
      }
      const label = `Adjudicate ${st.phase}`;
      const ready = await page.waitForFunction(([label, phase]) =>
        (window.dip.controlRect(label) && 'mine') || (window.dip.state().phase !== phase && 'played'), [label, st.phase]);
      if ((await ready.jsonValue()) === 'played') continue;
      const before = (await info(page)).phases_played;
      await h.press(label);
      await page.waitForFunction((n) => window.dip.gameInfo().phases_played > n, before);
      mine++;
      const result = await page.evaluate(() => window.dip.lastResult());
      const french = result.orders.filter((o) => o.power === 'France' && !o.implicit);
      for (const o of french) assert.notEqual(o.result, 'illegal', o.order);
    }
    assert.match((await state(page)).phase, /1903/, 'the first game reached 1903');
    assert.ok(hinted >= 12, `hints written: ${hinted}`);
    assert.ok(mine >= 4, `phases France played: ${mine}`);
    await shot('lessons-laptop-1903', page);
    await settled(page);
    assert.deepEqual(errors, [], 'the page logged errors');
    await context.close();
  },

  // The lessons by touch on a phone: three passed, the page loaded again (the lessons are left), then the Game
  // menu's "Lessons" takes them up at the fourth, and the rest are passed.
  async 'the lessons on a phone, left and taken up again'({ browser, url, shot }) {
    const { page, context, errors } = await openHands(browser, url, PHONE);
    const h = hands(page, PHONE);
    await h.press('New to Diplomacy? Learn it in 7 short lessons');
    await shot('lessons-phone-first', page);
    for (let i = 0; i < 3; i++) {
      const next = await passLesson(page, h, i, shot, 'phone');
      if (i < 2) await h.press(next);
    }
    await page.reload();
    await ready(page);
    await settled(page);
    assert.equal(await shown(page, 'Leave the lessons'), null, 'a reload leaves the lessons');
    await h.press('Game');
    await h.press('Lessons: learn to play');
    await page.waitForFunction(() => /Lesson: Cut a support/.test(window.dip.gameInfo().name));
    await shot('lessons-phone-resumed', page);
    for (let i = 3; i < LESSONS.length; i++) {
      const next = await passLesson(page, h, i, shot, 'phone');
      if (i + 1 < LESSONS.length) await h.press(next);
    }
    await h.press('Leave the lessons');
    assert.equal(await shown(page, 'Leave the lessons'), null);
    await settled(page);
    assert.deepEqual(errors, [], 'the page logged errors');
    await context.close();
  },

  // On a phone the whole board leaves France's units closer than a fingertip: a tap between Paris and Brest asks
  // which one was meant, and the one chosen is ordered; a tap right on a unit asks nothing.
  async 'a tap between two units asks which one'({ browser, url, shot }) {
    const { page, context, errors } = await openHands(browser, url, { ...PHONE, welcome: false });
    const par = await pointOf(page, 'par'), bre = await pointOf(page, 'bre');
    const apart = Math.hypot(par.x - bre.x, par.y - bre.y);
    assert.ok(apart < 44, `Paris and Brest are ${apart} px apart: no longer a case for the picker`);
    await tap(page, (par.x + bre.x) / 2, (par.y + bre.y) / 2);
    assert.ok(await shown(page, 'Paris') && await shown(page, 'Brest'), 'no picker between Paris and Brest');
    await shot('lessons-phone-picker', page);
    await tapControl(page, 'Paris');
    assert.equal(await shown(page, 'Brest'), null, 'the picker stays open');
    await tap(page, (await pointOf(page, 'bur')).x, (await pointOf(page, 'bur')).y);
    assert.equal(await page.evaluate(() => window.dip.orders()), 'France: A Par - Bur\n');
    await tap(page, bre.x, bre.y);  // right on Brest: no question
    assert.equal(await shown(page, 'Neither'), null, 'a tap on a unit asked which one');
    await settled(page);
    assert.deepEqual(errors, [], 'the page logged errors');
    await context.close();
  },
};

await runTests(tests);
