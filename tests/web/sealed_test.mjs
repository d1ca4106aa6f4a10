// Browser tests of sealed orders by link (docs/FAIR_PLAY.md) with no host: three players, two on laptops and one on
// a 390x844 touch phone (2x pixels; phone_link_test draws 3x), each in their own browser context, play two phases
// by real input. Every code goes through the system clipboard (copied by its button, pasted with Ctrl+V into the
// codes box). Each player's copy signs its codes with a key of its own, made when it took its seat.
//  - With the deadline rule (ready codes), each device plays the first phase itself and they agree on the next
//    link; in the second phase the phone does not play the phase but opens, in its address bar, the link another
//    player's device made, which it checks against the seals it holds.
//  - With the defaults, from the welcome, the four powers nobody plays hold from the start: nothing is set for
//    them, and the game never waits for them.
//  - A code of another variant pasted into a sealed game is refused before its power is used, and the game still
//    opens after a reload.
// Codes each player pastes per phase: the others' seals, then (deadline rule) their ready codes, then their openings,
// each round one paste of every other player's code: 2 pastes a phase (4 codes with three players) by default, 3 (6
// codes) with the deadline rule; before keys and ready codes it was 2 pastes (4 codes) either way.
// usage: node sealed_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { runTests } from './harness.mjs';
import {
  click, clipboardText, grantClipboard, openHands, openLinkInSameTab, pasteShortcut, press, putOnClipboard, shortcut,
  tapControl, tapOn,
} from './input.mjs';

// A player at a device: a mouse on a laptop, a finger on the phone. `pastes` counts the codes boxes filled.
function player(page, touch, errors = []) {
  return {
    page, errors, pastes: 0,
    hit: (label) => (touch ? tapControl(page, label) : press(page, label)),
    at: (location) => (touch ? tapOn(page, location) : click(page, location)),
    info: () => page.evaluate(() => window.dip.gameInfo()),
  };
}

// Presses a copy button and returns what it put on the clipboard.
async function copied(p, label) {
  const before = await clipboardText(p.page);
  await p.hit(label);
  await p.page.waitForFunction((b) => navigator.clipboard.readText().then((t) => t !== b && t.length > 20), before);
  return clipboardText(p.page);
}

// Pastes the others' codes into the codes box and takes them.
async function takeCodes(p, codes) {
  await putOnClipboard(p.page, codes.join('\n'));
  await p.hit('Codes box');
  await shortcut(p.page, 'Control+A');
  await pasteShortcut(p.page);
  await p.hit('Take these codes');
  p.pastes += 1;
}

// One round: each player presses `action` (if given), copies its code with `copyLabel`, and every taker takes the
// others' codes; then waits for `state` on every taker.
async function round(players, takers, action, copyLabel, state) {
  const codes = [];
  for (const p of players) {
    if (action) await p.hit(action);
    codes.push(await copied(p, copyLabel));
  }
  for (const p of takers) {
    await takeCodes(p, codes.filter((_, k) => players[k] !== p));
    await p.page.waitForFunction(state);
  }
  return codes;
}

// Seal, (deadline rule) ready, open: every round to every player, the openings to `takers`.
async function sealAndOpen(players, takers, deadline) {
  await round(players, players, 'Seal my orders', 'Copy my sealed code',
              deadline ? () => window.dip.gameInfo().sealed.mayReady : () => window.dip.gameInfo().sealed.mayOpen);
  for (const p of players) assert.equal((await p.info()).sealed.mine, 'sealed');
  if (deadline) {
    await round(players, players, 'I am ready', 'Copy my ready code', () => window.dip.gameInfo().sealed.mayOpen);
  }
  await round(players, takers, 'Open my orders', 'Copy my opening code', () => window.dip.gameInfo().sealed.mayPlay);
}

// The others join by the link: each picks its power, which makes its key.
async function joiners(browser, link) {
  const laptop = await openHands(browser, link);
  const germany = player(laptop.page, false, laptop.errors);
  await germany.hit('Germany');
  const phone = await openHands(browser, link, { width: 390, height: 844, scale: 2, touch: true });
  const england = player(phone.page, true, phone.errors);
  await england.hit('England');
  for (const p of [germany, england]) assert.match((await p.info()).sealed.keys.join(' '), /France [0-9A-F]{4}-/);
  return { laptop, phone, germany, england };
}

// Two phases: the first played on every device; in the second only the laptops play, and the phone opens the next
// link in its address bar.
async function twoPhases({ france, germany, england, phone, deadline, shot }) {
  const everyone = [france, germany, england];
  await france.at('par'); await france.at('bur');
  await germany.at('mun'); await germany.at('bur');
  await england.at('lvp'); await england.at('yor');
  await sealAndOpen(everyone, everyone, deadline);
  await shot('sealed-ready-phone', phone.page);
  const state = await france.page.evaluate(() => window.dip.gameInfo().sealed.standing);
  assert.ok(state.includes('Opened: England, France and Germany.'), state.join(' | '));
  for (const p of everyone) {
    await p.hit('Adjudicate Spring 1901 Movement');
    await p.hit('Continue to Fall 1901 Movement');
  }
  const links = [];
  for (const p of everyone) links.push(await copied(p, 'Copy the link'));
  assert.equal(links[1], links[0], 'Germany\'s device made another next link than France\'s');
  assert.equal(links[2], links[0], 'England\'s device made another next link than France\'s');
  const board = await france.page.evaluate(() => window.dip.state());
  assert.equal(board.phase, 'Fall 1901 Movement');
  assert.equal(board.units.find((u) => u.location === 'yor').power, 'England');
  assert.ok(!board.units.some((u) => u.location === 'bur'), 'France and Germany bounce in Burgundy');

  await france.at('par'); await france.at('pic');
  await germany.at('mun'); await germany.at('ruh');
  await england.at('yor'); await england.at('lon');
  await sealAndOpen(everyone, [france, germany], deadline);
  for (const p of [france, germany]) {
    await p.hit('Adjudicate Fall 1901 Movement');
    await p.page.waitForFunction(() => window.dip.gameInfo().phases_played >= 2);
    await p.hit(`Continue to ${(await p.page.evaluate(() => window.dip.state())).phase}`);
  }
  const next = await copied(germany, 'Copy the link');
  assert.equal(await copied(france, 'Copy the link'), next);
  const name = (await england.info()).name;
  await openLinkInSameTab(phone.page, next);
  await england.hit(`Update "${name}" from the link`);
  await phone.page.waitForFunction(() => window.dip.gameInfo().phases_played >= 2);
  assert.equal((await england.info()).me, 'England');
  const after = await phone.page.evaluate(() => window.dip.state());
  assert.equal(after.units.find((u) => u.location === 'lon').power, 'England');
  assert.equal(after.units.find((u) => u.location === 'ruh').power, 'Germany');
  assert.equal(await phone.page.evaluate(() => window.dip.sharedLink()), next);
  // Pastes a player made: one per round and phase.
  const rounds = deadline ? 3 : 2;
  assert.equal(france.pastes, 2 * rounds);
  assert.equal(england.pastes, 2 * rounds - 1);  // (the second phase's openings it did not need: the link came)
}

const tests = {
  async 'three players with no host play two phases of sealed orders'({ page, context, browser, url, shot }) {
    // France starts the game from the menu: sealed orders (on by default), the deadline rule, and the powers the
    // two others play; the four powers nobody plays hold.
    await grantClipboard(context, url);
    const france = player(page, false);
    await france.hit('Game');
    await france.hit('New game...');
    await france.hit('Deadline: late seats do not order');
    await france.hit('Host plays Fra');
    await france.hit('Person plays Ger');
    await france.hit('Person plays Eng');
    await france.hit('Start a game played by link');
    const link = await copied(france, 'Copy the link');
    assert.match(link, /#g=/);
    const { laptop, phone, germany, england } = await joiners(browser, link);
    for (const p of [france, germany, england]) assert.equal((await p.info()).sealed.absentRule, true);
    await shot('sealed-joined-laptop', laptop.page);
    await twoPhases({ france, germany, england, phone, deadline: true, shot });
    await shot('sealed-phone-updated', phone.page);
    assert.deepEqual(laptop.errors, []);
    assert.deepEqual(phone.errors, []);
    await laptop.context.close();
    await phone.context.close();
  },

  async 'three people start a sealed game from the welcome with the defaults'({ browser, url, shot }) {
    // A first visit: the welcome's "Play by link", France, then the two friends' powers. Nothing is set for the
    // four powers nobody plays.
    const start = await openHands(browser, url, { welcome: true });
    const france = player(start.page, false, start.errors);
    await france.hit('Play by link');
    await france.hit('France');
    await france.hit('Germany');
    await france.hit('England');
    await shot('sealed-welcome-people', start.page);
    await france.hit('Start the game');
    const link = await copied(france, 'Copy the link');
    const { laptop, phone, germany, england } = await joiners(browser, link);
    const info = await england.info();
    assert.equal(info.sealed.absentRule, false);
    await twoPhases({ france, germany, england, phone, deadline: false, shot });
    assert.deepEqual(start.errors, []);
    assert.deepEqual(laptop.errors, []);
    assert.deepEqual(phone.errors, []);
    for (const c of [start.context, laptop.context, phone.context]) await c.close();
  },

  async 'a code of another variant is refused and the game still opens after a reload'({ page, context, browser, url }) {
    // A sealed game of the Ancient Mediterranean (five powers), and a standard game's sealed code for Turkey (the
    // seventh power, past the five) pasted into it: refused before its power is used, and nothing stored is lost.
    await grantClipboard(context, url);
    const rome = player(page, false);
    await rome.hit('Game');
    await rome.hit('New game...');
    await rome.hit('Ancient Mediterranean');
    await rome.hit('Host plays Rom');
    await rome.hit('Person plays Gre');
    await rome.hit('Start a game played by link');
    const before = await rome.info();
    assert.equal(before.variant, 'ancient-mediterranean');

    const other = await openHands(browser, url);
    const turkey = player(other.page, false, other.errors);
    await turkey.hit('Game');
    await turkey.hit('New game...');
    await turkey.hit('Host plays Tur');
    await turkey.hit('Person plays Rus');
    await turkey.hit('Start a game played by link');
    const code = (await round([turkey], [], 'Seal my orders', 'Copy my sealed code'))[0];

    await takeCodes(rome, [code]);
    const after = await rome.info();
    assert.deepEqual(after.sealed.standing, before.sealed.standing);
    await page.reload();
    await page.waitForFunction(() => window.dipReady === true);
    const reopened = await rome.info();
    assert.equal(reopened.name, before.name);
    assert.equal(reopened.variant, 'ancient-mediterranean');
    assert.deepEqual(other.errors, []);
    await other.context.close();
  },
};

runTests(tests);
