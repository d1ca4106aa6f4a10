// Browser test of sealed orders by link (docs/FAIR_PLAY.md) with no host: three players, two on laptops and one on
// a 390x844 touch phone (2x pixels; phone_link_test draws 3x), each in their own browser context, play two phases
// by real input. Every code goes through the system clipboard (copied by its button, pasted with Ctrl+V into the
// codes box); each device plays the first phase itself and they agree on the next link; in the second phase the
// phone does not play the phase but opens, in its address bar, the link another player's device made, which it
// checks against the seals it holds.
// usage: node sealed_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { runTests } from './harness.mjs';
import {
  click, clipboardText, grantClipboard, openHands, openLinkInSameTab, pasteShortcut, press, putOnClipboard, shortcut,
  tapControl, tapOn,
} from './input.mjs';

// A player at a device: a mouse on a laptop, a finger on the phone.
function player(page, touch, errors = []) {
  return {
    page, errors,
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
}

// The first round for every player, then the second: seal, pass the seals round, open, pass the openings to
// `takers`. Returns each player's opening code.
async function sealAndOpen(players, takers) {
  const seals = [];
  for (const p of players) {
    await p.hit('Seal my orders');
    seals.push(await copied(p, 'Copy my sealed code'));
    assert.equal((await p.info()).sealed.mine, 'sealed');
  }
  for (const [i, p] of players.entries()) {
    await takeCodes(p, seals.filter((_, k) => k !== i));
    await p.page.waitForFunction(() => window.dip.gameInfo().sealed.mayOpen);
  }
  const openings = [];
  for (const p of players) {
    await p.hit('Open my orders');
    openings.push(await copied(p, 'Copy my opening code'));
  }
  for (const p of takers) {
    await takeCodes(p, openings.filter((_, k) => k !== players.indexOf(p)));
    await p.page.waitForFunction(() => window.dip.gameInfo().sealed.mayPlay);
  }
  return openings;
}

const tests = {
  async 'three players with no host play two phases of sealed orders'({ page, context, browser, url, shot }) {
    // France starts the game from the menu: sealed orders (on by default), and the deadline rule, so the four
    // powers nobody plays do not hold the game up.
    await grantClipboard(context, url);
    const france = player(page, false);
    await france.hit('Game');
    await france.hit('New game...');
    await france.hit('Deadline: late seats do not order');
    await france.hit('Host plays Fra');
    await france.hit('Start a game played by link');
    const link = await copied(france, 'Copy the link');
    assert.match(link, /#g=/);

    const laptop = await openHands(browser, link);
    const germany = player(laptop.page, false, laptop.errors);
    await germany.hit('Germany');
    const phone = await openHands(browser, link, { width: 390, height: 844, scale: 2, touch: true });
    const england = player(phone.page, true, phone.errors);
    await england.hit('England');
    const everyone = [france, germany, england];
    for (const p of everyone) assert.equal((await p.info()).sealed.absentRule, true);

    // Spring 1901: orders on the map, then the two rounds; every device plays the phase itself.
    await france.at('par'); await france.at('bur');
    await germany.at('mun'); await germany.at('bur');
    await england.at('lvp'); await england.at('yor');
    await sealAndOpen(everyone, everyone);
    await shot('sealed-ready-laptop', laptop.page);
    await shot('sealed-ready-phone', phone.page);
    const state = await france.page.evaluate(() => window.dip.gameInfo().sealed.standing);
    assert.ok(state.includes('Opened: England, France and Germany.'), state.join(' | '));
    assert.ok(state.includes('Not ordering this phase: Austria, Italy, Russia and Turkey.'), state.join(' | '));
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

    // Fall 1901: all three seal and open; only the laptops take the openings and play. The phone opens
    // Germany's next link in its address bar: it checks it against the seals and its own orders, and updates.
    await france.at('par'); await france.at('pic');
    await germany.at('mun'); await germany.at('ruh');
    await england.at('yor'); await england.at('lon');
    await sealAndOpen(everyone, [france, germany]);
    for (const p of [france, germany]) {
      await p.hit('Adjudicate Fall 1901 Movement');
      await p.page.waitForFunction(() => window.dip.gameInfo().phases_played === 2);
      await p.hit(`Continue to ${(await p.page.evaluate(() => window.dip.state())).phase}`);
    }
    const next = await copied(germany, 'Copy the link');
    assert.equal(await copied(france, 'Copy the link'), next);
    const name = (await england.info()).name;
    await openLinkInSameTab(phone.page, next);
    await england.hit(`Update "${name}" from the link`);
    await phone.page.waitForFunction(() => window.dip.gameInfo().phases_played === 2);
    assert.equal((await england.info()).me, 'England');
    const after = await phone.page.evaluate(() => window.dip.state());
    assert.equal(after.units.find((u) => u.location === 'lon').power, 'England');
    assert.equal(after.units.find((u) => u.location === 'ruh').power, 'Germany');
    assert.equal(await phone.page.evaluate(() => window.dip.sharedLink()), next);
    await shot('sealed-phone-updated', phone.page);
    assert.deepEqual(laptop.errors, []);
    assert.deepEqual(phone.errors, []);
    await laptop.context.close();
    await phone.context.close();
  },
};

runTests(tests);
