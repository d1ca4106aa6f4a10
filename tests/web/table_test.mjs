// Browser test of a table's game (issue 43): a table screen at 1920x1080 runs the phase clock; two phones at
// 390x844, each its own browser context, open the game from the table's QR code, write orders by tapping and hand
// them in, one by showing its code to the table's camera (Chromium's fake camera playing a screenshot of the
// phone), one by a typed code; the clock runs out with the other powers not handed in (they hold); the results
// play on the table screen, and the phones take the next phase by scanning the table's code. The table's time is the browser's clock, set by the test
// (Playwright's context.clock), never waited for.
// usage: node table_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { control, press, ready, runTests, settled } from './harness.mjs';
import { film, readQr, shotOf } from './camera.mjs';
import { hostTakesCode } from './host_by_link.mjs';
import { clipboardText, grantClipboard, openHands, shortcut, tapControl, tapOn, typeText } from './input.mjs';

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

// A phone opens the table's link, plays `power` and taps its unit from `from` to `to`.
async function phoneWrites(browser, link, power, from, to) {
  const phone = await openHands(browser, link, { width: 390, height: 844, scale: 2, touch: true });
  await phone.context.grantPermissions(['camera'], { origin: new URL(link).origin });
  await tapControl(phone.page, power);
  await tapOn(phone.page, from);
  await tapOn(phone.page, to);
  return phone;
}

// The phone's orders code, copied to its clipboard (to be typed into the table's box).
async function copiedCode(phone) {
  await tapControl(phone.page, 'Copy my orders code');
  const code = await phone.page.evaluate(() => window.dip.ordersCode());
  await phone.page.waitForFunction((c) => navigator.clipboard.readText().then((t) => t === c), code);
  return clipboardText(phone.page);
}

// No control of that label is drawn now (control() would wait its whole time for one to appear).
async function absent(page, label) {
  await settled(page);
  return page.evaluate((l) => window.dip.controlRect(l) === null, label);
}

// Presses the control that saves a file, checks the file's name, and returns its text (kept in `out`).
async function downloaded(page, label, name, out) {
  const download = page.waitForEvent('download');
  await press(page, label);
  const file = await download;
  assert.equal(file.suggestedFilename(), name);
  const path = join(out, name);
  await file.saveAs(path);
  return readFile(path, 'utf8');
}

const handedIn = (table) => table.evaluate(() => window.dip.gameInfo().handedIn.sort());

const tests = {
  async 'a table screen and two phones'({ browser, url, site, camera, shot }) {
    const { page: table, context, errors } = await tableScreen(browser, url, 1920, 1080);
    // The camera refused (the person said no): the page says to type the code instead, and lets go.
    await press(table, 'Scan an orders code');
    await table.waitForFunction(() => /camera could not be used.*Type or paste the code/.test(
      (document.querySelector('.scan-words.scan-failed') || {}).textContent || ''));
    await table.click('.scan-cancel');
    await table.waitForFunction(() => window.dipScanning === false && !document.querySelector('.scan'));
    await context.grantPermissions(['camera'], { origin: new URL(url).origin });
    const clock = await control(table, 'Table clock');
    assert.ok(clock && clock.height >= 1080 / 8, `the clock reads across a room: ${JSON.stringify(clock)}`);
    assert.ok(await control(table, 'Table stage'));
    // The phones open the game from the table's QR code, as a phone's camera app reads it: the game's link.
    const link = await readQr(browser, site, await shotOf(table, "Table's QR code"));
    assert.match(link || '', /#g=/, 'the table shows its link as a QR code');
    await press(table, 'Copy the link');
    await table.waitForFunction(() => navigator.clipboard.readText().then((t) => /#g=/.test(t)));
    assert.equal(link, await clipboardText(table), 'the QR code is the link');

    // Held up to the table's camera, what is not an orders code (here the table's own link) is refused where the
    // game master is looking, and nobody counts as handed in.
    await film(browser, camera, await shotOf(table, "Table's QR code"));
    await press(table, 'Scan an orders code');
    await table.waitForFunction(() => window.dipScansRead === 1);
    const said = await control(table, 'Code message'), scan = await control(table, 'Scan an orders code');
    assert.ok(said && said.y > scan.y, 'the refusal is said under the button');
    assert.deepEqual(await handedIn(table), []);

    // Germany hands in by showing its code to the table's camera; France by a code typed into the table.
    const germany = await phoneWrites(browser, link, 'Germany', 'mun', 'bur');
    await tapControl(germany.page, 'Show it as a QR code');
    await shot('table-phone-390x844', germany.page);
    await film(browser, camera, await shotOf(germany.page, 'QR code'));
    await press(table, 'Scan an orders code');
    await table.waitForFunction(() => window.dipScansRead === 2);
    await table.waitForFunction(() => window.dip.gameInfo().handedIn.includes('Germany'));
    assert.equal(await table.evaluate(() => window.dipScanning), false, 'the camera is let go once it has read');
    const france = await phoneWrites(browser, link, 'France', 'par', 'pic');
    await hostTakesCode(table, await copiedCode(france));
    // Austria plays on paper: the game master types its slip into the table, checked as typed.
    await press(table, "Type a player's paper slip");
    await press(table, 'Austria');
    await press(table, 'Slip box');
    await typeText(table, 'A Bud - Sre');
    await press(table, "Hand in Austria's slip");
    assert.deepEqual(await handedIn(table), ['France', 'Germany'], 'a line that does not read is refused');
    await press(table, 'Slip box');
    await shortcut(table, 'Control+A');
    await typeText(table, 'A Bud - Ser');
    await press(table, "Hand in Austria's slip");
    assert.ok(await control(table, 'Slip message'), 'the table says it is in');
    // The table knows who handed in, and nothing of what they wrote.
    assert.deepEqual(await handedIn(table), ['Austria', 'France', 'Germany']);
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
    assert.equal(at('ser').power, 'Austria', 'the slip was played');
    assert.equal(at('ven').power, 'Italy', "Italy's army held");
    // The results (read here from the page's words for screen readers) say who did not hand in.
    const told = await table.evaluate(() => document.getElementById('announce').textContent);
    for (const power of ['England', 'Italy', 'Russia', 'Turkey'])
      assert.ok(told.includes(`${power} handed in no orders: its units hold.`), told);
    assert.ok(!told.includes('France handed in no orders'), told);
    await table.waitForFunction(() => window.dipFilm.time === 1);
    await shot('table-results-1920x1080', table);

    // The phones take the next phase by scanning the table's code with the page's own camera.
    await press(table, 'Continue to Fall 1901 Movement');
    assert.ok(await absent(table, 'Slip message'), "Spring's word on Austria's slip is gone");
    await film(browser, camera, await shotOf(table, "Table's QR code"));
    await tapControl(germany.page, 'Close dialog');  // its orders code's picture, no longer needed
    for (const phone of [germany, france]) {
      const name = (await phone.page.evaluate(() => window.dip.gameInfo())).name;
      await tapControl(phone.page, "Scan the table's code");
      await phone.page.waitForFunction(() => window.dipScansRead === 1);  // the camera read the code
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
  async 'the director runs two rounds and passes the tournament by link'({ page, context, browser, url, out, shot }) {
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
    const lines = (await downloaded(page, 'Save the standings as CSV', 'club-night-standings.csv', out))
      .split('\r\n').filter((l) => l);
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
    // Seating by hand: Ann changes places with whoever drew Austria (a seat pressed, then the one to swap with).
    const austria = (await page.evaluate(() => window.dip.controlLabels())).find((l) => l.startsWith('Austria: '));
    await press(page, 'Out: Ann');
    await press(page, austria);
    assert.ok(await control(page, 'Austria: Ann'), 'Ann plays Austria');
    assert.ok(await control(page, `Out: ${austria.slice('Austria: '.length)}`), 'and the one who drew it sits out');

    // Round 2 ends in a draw, typed from the board: Austria and England with 17 centres each, Italy with units but no
    // centre, the others out in the years typed. A draw that leaves out a survivor (Italy) is refused (DIAS).
    await press(page, 'Enter the result of board 1');
    for (const [power, n] of Object.entries({ Austria: 17, England: 17 })) {
      await press(page, `Centres of ${power}`);
      await shortcut(page, 'Control+A');
      await typeText(page, String(n));
    }
    await press(page, 'Units left: Italy');
    for (const [power, year] of Object.entries({ France: 1906, Germany: 1904, Russia: 1903, Turkey: 1905 })) {
      await press(page, `Year out: ${power}`);
      await shortcut(page, 'Control+A');
      await typeText(page, String(year));
    }
    await press(page, 'A draw');
    await press(page, 'In the draw: Austria');
    await press(page, 'In the draw: England');
    await press(page, 'Save the result');
    assert.ok(await control(page, 'Save the result'), 'a draw without a survivor is refused: the form stays');
    const problem = await control(page, 'Result problem'), save = await control(page, 'Save the result');
    assert.ok(problem && problem.y > save.y && problem.y + problem.height <= 800, 'and says why under it, in sight');
    await press(page, 'In the draw: Italy');
    await shot('director-draw-1280x800');
    await press(page, 'Save the result');
    assert.ok(await absent(page, 'Save the result'), 'the result is in');

    // The standings as a page to print: both tables, every player.
    const text = await downloaded(page, 'Save the standings as a page to print', 'club-night-standings.html', out);
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal']) assert.match(text, new RegExp(`<td>${name}</td>`));
    assert.match(text, /<h2>Best Country<\/h2>/);

    // The tournament travels by link. A second tab of this browser opens it: the same tournament, so nothing is
    // asked, and the tab follows the director's changes made in the first.
    await grantClipboard(context, url);
    await press(page, "Copy the tournament's link");
    const link = await clipboardText(page);
    assert.match(link, /#e=/);
    const tab = await context.newPage();
    await tab.goto(link);
    await ready(tab);
    assert.ok(await control(tab, "Copy the tournament's link"), "the director's window opens on the tournament");
    assert.ok(await absent(tab, 'Open the tournament from the link'), 'the tournament kept here: nothing to ask');
    await page.bringToFront();
    await press(page, 'New player box');
    await typeText(page, 'Ivy');
    await press(page, 'Add the player');
    assert.ok(await control(tab, 'Ivy'), 'the other tab shows the player added in this one');
    await tab.close();

    // Another device: a link cut short is refused with its reason; the whole link asks, then opens the tournament
    // as this device has it (Ivy included).
    await press(page, "Copy the tournament's link");
    const latest = await clipboardText(page);
    const csv = await downloaded(page, 'Save the standings as CSV', 'club-night-standings.csv', out);
    const other = await openHands(browser, latest.slice(0, latest.length - 40));
    assert.ok(await control(other.page, 'Director message'), 'a cut link is refused, in the window');
    assert.ok(await absent(other.page, 'Open the tournament from the link'));
    await other.page.goto(latest);
    await ready(other.page);
    await press(other.page, 'Open the tournament from the link');
    assert.equal(await downloaded(other.page, 'Save the standings as CSV', 'club-night-standings.csv', out), csv);
    assert.deepEqual(other.errors, []);
    await other.context.close();
  },
};

runTests(tests, { camera: true });
