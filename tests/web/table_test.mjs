// Browser test of a table's game (issue 43): a table screen at 1920x1080 runs the phase clock; two phones at
// 390x844, each its own browser context, open the game from the table's link, write orders by tapping and hand
// them in by code; the clock runs out with the other powers not handed in (they hold); the results play on the
// table screen, and the phones take the next phase. The table's time is the browser's clock, set by the test
// (Playwright's context.clock), never waited for.
// usage: node table_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { control, press, ready, runTests, settled } from './harness.mjs';
import { hostTakesCode } from './host_by_link.mjs';
import { clipboardText, grantClipboard, openHands, openLinkInSameTab, shortcut, tapControl, tapOn, typeText } from './input.mjs';

const T0 = Date.parse('2026-11-29T10:00:00Z');
const MINUTE = 60 * 1000;

// The table's device: a screen of `width` x `height` whose clock the test sets.
async function tableScreen(browser, url, width, height) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.clock.setFixedTime(T0);
  await grantClipboard(context, url);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(url);
  await ready(page);
  await settled(page);
  if (await control(page, 'Try the sandbox')) await press(page, 'Try the sandbox');
  await press(page, 'Game');
  await press(page, 'New game...');
  await press(page, 'WBC: 10 + 2 minutes');
  await press(page, 'Start a table game');
  return { page, context, errors };
}

// A phone opens the table's link, plays `power`, taps its unit from `from` to `to`, and copies its orders code.
async function phoneHandsIn(browser, link, power, from, to) {
  const phone = await openHands(browser, link, { width: 390, height: 844, scale: 2, touch: true });
  await tapControl(phone.page, power);
  await tapOn(phone.page, from);
  await tapOn(phone.page, to);
  await tapControl(phone.page, 'Copy my orders code');
  const code = await phone.page.evaluate(() => window.dip.ordersCode());
  await phone.page.waitForFunction((c) => navigator.clipboard.readText().then((t) => t === c), code);
  return { ...phone, code: await clipboardText(phone.page) };
}

const tests = {
  async 'a table screen and two phones'({ browser, url, shot }) {
    const { page: table, context, errors } = await tableScreen(browser, url, 1920, 1080);
    const clock = await control(table, 'Table clock');
    assert.ok(clock && clock.height >= 1080 / 8, `the clock reads across a room: ${JSON.stringify(clock)}`);
    assert.ok(await control(table, 'Table stage'));
    await press(table, 'Copy the link');
    await table.waitForFunction(() => navigator.clipboard.readText().then((t) => /#g=/.test(t)));
    const link = await clipboardText(table);

    const germany = await phoneHandsIn(browser, link, 'Germany', 'mun', 'bur');
    await shot('table-phone-390x844', germany.page);
    const france = await phoneHandsIn(browser, link, 'France', 'par', 'pic');
    await hostTakesCode(table, germany.code);
    await hostTakesCode(table, france.code);
    // The table knows who handed in, and nothing of what they wrote.
    assert.deepEqual((await table.evaluate(() => window.dip.gameInfo())).handedIn.sort(), ['France', 'Germany']);
    assert.equal(await table.evaluate(() => window.dip.orders()), '');
    await shot('table-1920x1080', table);

    // The deadline: twelve minutes on. The phase plays with what is in; the others hold.
    await context.clock.setFixedTime(T0 + 12 * MINUTE + 1000);
    await table.waitForFunction(() => window.dip.state().phase === 'Fall 1901 Movement');
    await table.waitForFunction(() => window.dipFilm.phase === 0);  // the results play on the table screen
    const state = await table.evaluate(() => window.dip.state());
    const at = (loc) => state.units.find((u) => u.location === loc);
    assert.equal(at('bur').power, 'Germany');
    assert.equal(at('pic').power, 'France');
    assert.equal(at('ven').power, 'Italy', "Italy's army held");
    assert.match(await table.evaluate(() => window.dip.notice()),
      /Not handed in, so their units held: Austria, England, Italy, Russia, Turkey\./);
    await table.waitForFunction(() => window.dipFilm.time === 1);
    await shot('table-results-1920x1080', table);

    // The phones take the next phase from the table's new link.
    await press(table, 'Continue to Fall 1901 Movement');
    await press(table, 'Copy the link');
    await table.waitForFunction((l) => navigator.clipboard.readText().then((t) => /#g=/.test(t) && t !== l), link);
    const next = await clipboardText(table);
    for (const phone of [germany, france]) {
      const name = (await phone.page.evaluate(() => window.dip.gameInfo())).name;
      await openLinkInSameTab(phone.page, next);
      await tapControl(phone.page, `Update "${name}" from the link`);
      assert.equal((await phone.page.evaluate(() => window.dip.state())).phase, 'Fall 1901 Movement');
      assert.deepEqual(phone.errors, []);
      await phone.context.close();
    }
    // On a laptop the same screen: the clock still an eighth of the height.
    await table.setViewportSize({ width: 1280, height: 800 });
    await settled(table);
    const small = await control(table, 'Table clock');
    assert.ok(small && small.height >= 800 / 8, `the clock at 1280x800: ${JSON.stringify(small)}`);
    await shot('table-1280x800', table);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // The director's view through a round at 1280x800: eight players (one sits out), the seeded draw, a result typed
  // from the centre chart, the standings saved as CSV, and the event still there after a reload, where round 2 is
  // drawn with a volunteer to sit out.
  async 'the director runs a round and saves the standings'({ page, out, shot }) {
    await press(page, 'Game');
    await press(page, 'Tournament director...');
    await press(page, 'Start the tournament');
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal']) {
      await press(page, 'New player box');
      await typeText(page, name);
      await press(page, 'Add the player');
    }
    await press(page, 'Draw round 1');
    assert.ok(await control(page, 'Enter the result of board 1'), 'one board of seven: the eighth sits out');
    await press(page, 'Enter the result of board 1');
    const centres = { Austria: 12, England: 10, France: 6, Germany: 3, Italy: 2, Russia: 1, Turkey: 0 };
    for (const [power, n] of Object.entries(centres)) {
      await press(page, `Centres of ${power}`);
      await shortcut(page, 'Control+A');
      await typeText(page, String(n));
    }
    await press(page, 'Save the result');
    await shot('director-1280x800');
    const downloaded = page.waitForEvent('download');
    await press(page, 'Save the standings as CSV');
    const file = await downloaded;
    assert.equal(file.suggestedFilename(), 'club-night-standings.csv');
    const path = join(out, 'standings.csv');
    await file.saveAs(path);
    const lines = (await readFile(path, 'utf8')).split('\r\n').filter((l) => l);
    assert.equal(lines[0], 'Rank,Player,Total,Round 1,Round 2,Round 3,Best game,Average centres,Centre differential,' +
      'Tie broken by,Rounds counted');
    // C-Diplo: 1 for playing, 1 a centre, 38, 14 and 7 for the three largest.
    assert.deepEqual(lines.slice(1, 8).map((l) => l.split(',')[2]), ['51', '25', '14', '4', '3', '2', '1']);
    assert.deepEqual(lines.slice(1, 8).map((l) => l.split(',')[0]), ['1', '2', '3', '4', '5', '6', '7']);
    assert.equal(lines.length, 9, 'and the player who sat out, unranked');
    assert.equal(lines[8].split(',')[0], '');

    // A reload: the tournament is kept, ready for round 2.
    await page.reload();
    await ready(page);
    await settled(page);
    await press(page, 'Game');
    await press(page, 'Tournament director...');
    // Round 2: Ann volunteers to sit out, and the draw takes her first.
    await press(page, 'Volunteer: Ann');
    await press(page, 'Draw round 2');
    assert.ok(await control(page, 'Sitting out: Ann'), 'the volunteer sits out');
    assert.ok(await control(page, 'Enter the result of board 1'));
  },
};

runTests(tests);
