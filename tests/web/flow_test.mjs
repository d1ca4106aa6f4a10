// Browser tests of the game's flow in a person's hands (issue 12, "Safety and flow"): a phase undone brings its
// orders back and can be redone; the menus work while the device is being handed over in hot seat; builds
// count down, stop being offered once used, and an inland centre offers only an army; the panel starts from its
// top on a new phase; an order typed wrong is told over the map; a click on another menu opens it while one is
// open; two long game names stay whole in the games list. Everything is done with the mouse and the keyboard;
// window.dip sets positions up and is read to check.
// usage: node flow_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { click, control, inSight, input, press, runTests, settled } from './harness.mjs';
import { clipboardText, grantClipboard, shortcut, typeText } from './input.mjs';

const orders = (page) => page.evaluate(() => window.dip.orders());
const phase = async (page) => (await page.evaluate(() => window.dip.state())).phase;

// A control drawn in the last frame, read at once (null when it is not drawn now).
async function drawn(page, label) {
  await settled(page);
  return page.evaluate((l) => window.dip.controlRect(l), label);
}

const tests = {
  // Game > Undo the last phase brings the phase back with its orders, to be changed; Redo plays it again.
  async 'undo brings the orders back and redo plays again'({ page }) {
    await click(page, 'par'); await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    assert.equal(await phase(page), 'Fall 1901 Movement');
    await press(page, 'Game');
    await press(page, 'Undo the last phase');
    assert.equal(await phase(page), 'Spring 1901 Movement');
    assert.equal(await orders(page), 'France: A Par - Bur\n');
    await press(page, 'Game');
    await press(page, 'Redo the phase undone');
    assert.equal(await phase(page), 'Fall 1901 Movement');
    assert.equal((await page.evaluate(() => window.dip.state())).units.find((u) => u.location === 'bur').power, 'France');
  },

  // In the sandbox, loading a text over a game with phases played asks first, and the load can be undone.
  async 'a load over played phases asks first and can be undone'({ page }) {
    await click(page, 'par'); await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    assert.equal(await phase(page), 'Fall 1901 Movement');
    await press(page, 'Game');
    await press(page, 'Position as text...');
    await press(page, 'Load');
    assert.ok(await drawn(page, 'Load in its place'), 'the question');
    await press(page, 'Load in its place');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played === 0);
    await press(page, 'Undo the load');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played === 1);
    assert.equal(await phase(page), 'Fall 1901 Movement');
  },

  // While "pass the device" shows in hot seat, the menus still open and work.
  async 'menus work at the hot-seat hand-over'({ page, context, url, shot }) {
    await grantClipboard(context, url);
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'Start a hot-seat game');
    assert.ok(await drawn(page, 'I am Austria: show my orders'), 'the hand-over screen');
    await press(page, 'Game');
    await press(page, 'Scores and votes...');
    await shot('flow-handover-menu');
    await press(page, 'Close the scores');  // above the hand-over, and pressable
    assert.equal(await drawn(page, 'Close the scores'), null, 'the scores window closed');
    await press(page, 'I am Austria: show my orders');
    await click(page, 'vie'); await click(page, 'gal');
    assert.equal(await orders(page), 'Austria: A Vie - Gal\n');
    const mapOrders = () => page.evaluate(() => window.dip.mapOrders());
    assert.equal(await mapOrders(), 'Austria: A Vie - Gal\n', "the map draws Austria's order for Austria");

    // Austria is done. At England's hand-over, Game > "Position as text" shows the position and nothing of
    // Austria's orders (copied as a player would copy it), and a text pasted there loads only as a new game.
    await press(page, 'Done: pass the device on');
    assert.ok(await drawn(page, 'I am England: show my orders'), "England's hand-over");
    assert.equal(await orders(page), '', 'no orders read at the hand-over');
    assert.equal(await mapOrders(), '', 'no orders drawn on the map at the hand-over');
    await press(page, 'Game');
    await press(page, 'Position as text...');
    assert.ok(await drawn(page, 'Load as a new game'), 'no load in place of the hot-seat game');
    await press(page, 'Copy');
    await page.waitForFunction(() => navigator.clipboard.readText().then((t) => /Austria: A Vie/.test(t)));
    const text = await clipboardText(page);
    assert.doesNotMatch(text, /Gal|orders:/, "Austria's orders shown at England's hand-over");
    await press(page, 'Close');
  },

  // With the Game menu open, a click on View opens View (the click is not spent closing the Game menu).
  async 'a click on another menu opens it while one is open'({ page }) {
    await press(page, 'Game');
    assert.ok(await drawn(page, 'Ways to play...'), 'the Game menu is open');
    await press(page, 'View');
    assert.ok(await drawn(page, 'Colour-blind colours'), 'the click on View was eaten');
    assert.equal(await drawn(page, 'Ways to play...'), null, 'the Game menu stays open');
  },

  // Winter builds count down: an inland centre offers only an army; once the builds are used, no more are
  // offered and "Waive a build" goes.
  async 'builds count down and hide when used'({ page, shot }) {
    await page.evaluate(() => window.dip.loadPosition(`phase: Winter 1901 Adjustments
units:
  France: A Bur, F Mao, A Spa
centers:
  France: Bre, Par, Mar, Spa, Por
`));
    await click(page, 'par');
    assert.ok(await control(page, 'Army'), 'Paris offers an army');
    assert.equal(await drawn(page, 'Fleet'), null, 'an inland centre offers no fleet');
    await shot('flow-build-inland');
    await press(page, 'Army');
    assert.ok(await control(page, 'Waive a build'), 'one build left to make or waive');
    await click(page, 'mar');
    await press(page, 'Fleet');
    assert.equal(await orders(page), 'France: Build A Par\nFrance: Build F Mar\n');
    assert.equal(await drawn(page, 'Waive a build'), null, 'no waive once every build is written');
    await click(page, 'bre');
    assert.equal(await drawn(page, 'Army'), null, 'no third build is offered');
    assert.equal(await orders(page), 'France: Build A Par\nFrance: Build F Mar\n');
  },

  // The panel is scrolled down while reading the results; the next phase's panel starts from its top.
  async 'the panel starts from its top on a new phase'({ page }) {
    await press(page, 'Adjudicate Spring 1901 Movement');
    const panel = (await control(page, 'Continue to Fall 1901 Movement'));
    assert.ok(panel, 'the results are shown');
    await page.mouse.move(1280 - 60, 600);
    for (let i = 0; i < 6; i++) await input(page, () => page.mouse.wheel(0, 240));
    await press(page, 'Continue to Fall 1901 Movement');
    const adjudicate = await control(page, 'Adjudicate Fall 1901 Movement');
    assert.ok(adjudicate && inSight(adjudicate, page), `the panel's top is in sight: ${JSON.stringify(adjudicate)}`);
  },

  // An order typed wrong is told in a banner over the map, where the player is looking, and stays until
  // dismissed.
  async 'a typed order error shows over the map'({ page, shot }) {
    await press(page, 'Typed orders box');
    await typeText(page, 'France: A Par - Xyz');
    await press(page, 'Add these orders');
    assert.match(await page.evaluate(() => window.dip.notice()), /unknown space "Xyz"/);
    const dismiss = await control(page, 'Dismiss');
    assert.ok(dismiss && dismiss.x + dismiss.width < 1280 * 0.72, `the banner is over the map: ${JSON.stringify(dismiss)}`);
    await shot('flow-typed-error');
    await press(page, 'Dismiss');
    assert.equal(await drawn(page, 'Dismiss'), null);
  },

  // Two games whose long names begin alike (a game and its copy) are both shown whole in the games list:
  // wrapped, not cut.
  async 'long game names stay whole'({ page, shot }) {
    const long = 'Tuesday league game with the usual crowd from the office, round one';
    await press(page, 'Games');
    await press(page, 'Rename');
    await press(page, 'Game name box');
    await shortcut(page, 'Control+A');
    await typeText(page, long);
    await press(page, 'Save name');
    await press(page, 'Copy');
    for (const name of [long, long + ' (copy)']) {
      const r = await control(page, `Game named ${name}`);
      assert.ok(r, `"${name}" is listed`);
      assert.ok(r.height > 30, `its name wraps onto more lines instead of being cut: ${JSON.stringify(r)}`);
    }
    await shot('flow-long-names');
  },
};

await runTests(tests);
