// Browser test of issue 44's year by link in two exchanges: three players (the host's France at a desktop, Germany
// on a 390x844 touch phone, Italy at a second desktop) give their retreat and winter preferences with their
// movement orders, by mouse and by finger; the host takes the codes, plays Spring and Fall, and the Fall's retreat
// and winter play themselves as the preferences say. The year takes exactly two links out and two rounds of codes
// back; the links and codes go through the system clipboard.
// usage: node preferences_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { press, runTests } from './harness.mjs';
import { hostTakesCode } from './host_by_link.mjs';
import { click, clipboardText, grantClipboard, openHands, openLinkInSameTab, tapControl, tapOn } from './input.mjs';

const state = (page) => page.evaluate(() => window.dip.state());
const unitAt = (s, loc) => s.units.find((u) => u.location === loc);

// The host starts a game by link, not sealed, playing France, and copies its link.
async function hostStarts(host, context, url) {
  await grantClipboard(context, url);
  await press(host, 'Game');
  await press(host, 'New game...');
  await press(host, 'Sealed orders: no host to trust');
  await press(host, 'Host plays Fra');
  await press(host, 'Start a game played by link');
  return copyLink(host, '');
}

async function copyLink(host, last) {
  await press(host, 'Copy the link');
  await host.waitForFunction((l) => navigator.clipboard.readText().then((t) => /#g=/.test(t) && t !== l), last);
  return clipboardText(host);
}

// A player's copy, opened from the host's first link, chooses its power.
const choose = (hand, power) => hand.press(power);

// A player's copy opens the host's next link: it updates its copy and goes on from the results it missed.
async function openLink(page, link, hand) {
  const name = (await page.evaluate(() => window.dip.gameInfo())).name;
  await openLinkInSameTab(page, link);
  await hand.press(`Update "${name}" from the link`);
  await hand.press(`Continue to ${(await state(page)).phase}`);
}

// The player copies their orders code; the host pastes it in.
async function sendCode(page, hand, host) {
  await hand.press('Copy my orders code');
  const expected = await page.evaluate(() => window.dip.ordersCode());
  await page.waitForFunction((c) => navigator.clipboard.readText().then((t) => t === c), expected);
  await hostTakesCode(host, await clipboardText(page));
}

// Orders as moves: [from, to] pairs, or [unit, 'Support (S)', supported, to].
async function give(hand, orders) {
  for (const steps of orders) for (const s of steps) await (s.includes(' ') ? hand.press(s) : hand.on(s));
}

// Opens the preferences under the power's orders and adds entries by their menus: [menu, item] pairs.
async function prefer(hand, entries) {
  await hand.press('If dislodged, and the winter: decide now');
  for (const [menu, item] of entries) {
    if (menu) await hand.press(menu);
    await hand.press(item);
  }
}

const tests = {
  async 'a year by link in two exchanges, with a phone'({ page: host, context: hosts, browser, url, shot }) {
    let link = await hostStarts(host, hosts, url);
    const phone = await openHands(browser, link, { width: 390, height: 844, scale: 2, touch: true });
    const desk = await openHands(browser, link, { width: 1280, height: 800 });
    const germany = { press: (l) => tapControl(phone.page, l), on: (l) => tapOn(phone.page, l) };
    const italy = { press: (l) => press(desk.page, l), on: (l) => click(desk.page, l) };
    const france = { press: (l) => press(host, l), on: (l) => click(host, l) };
    let exchanges = 0;

    // ---- Spring 1901: the first exchange -------------------------------------------------------------------
    await choose(germany, 'Germany');
    await give(germany, [['mun', 'ruh'], ['ber', 'mun'], ['kie', 'den']]);
    await sendCode(phone.page, germany, host);
    await choose(italy, 'Italy');
    await give(italy, [['nap', 'ion']]);
    await sendCode(desk.page, italy, host);
    await give(france, [['par', 'bur'], ['bre', 'mao']]);
    await press(host, 'Adjudicate Spring 1901 Movement');
    await press(host, 'Adjudicate Spring 1901 Movement anyway');  // the four powers nobody plays hold
    await press(host, 'Continue to Fall 1901 Movement');
    link = await copyLink(host, link);
    exchanges++;

    // ---- Fall 1901: the second exchange, with the retreat and winter decided now -----------------------------
    await openLink(phone.page, link, germany);
    await give(germany, [['mun', 'bur'], ['ruh', 'Support (S)', 'mun', 'bur']]);
    await prefer(germany, [['Decide my winter now', 'Add a build'], [null, 'Build F Kie']]);
    await shot('preferences-390x844', phone.page);
    await sendCode(phone.page, germany, host);
    await openLink(desk.page, link, italy);
    await give(italy, [['ion', 'tun']]);
    await prefer(italy, [['Decide my winter now', 'Add a build'], [null, 'Build F Nap']]);
    await sendCode(desk.page, italy, host);
    await give(france, [['mao', 'por']]);
    // France's A Bur, if dislodged: Munich first (where the attack comes from: never open), then Picardy. The
    // winter: Marseilles first (occupied: skipped), then Paris.
    await prefer(france, [['A Bur: add a retreat', 'Retreat to Mun'], ['A Bur: add a retreat', 'Retreat to Pic'],
                          ['Decide my winter now', 'Add a build'], [null, 'Build A Mar'], ['Add a build', 'Build A Par']]);
    await shot('preferences-1280x800', host);
    await press(host, 'Adjudicate Fall 1901 Movement');
    await press(host, 'Adjudicate Fall 1901 Movement anyway');
    // The host goes on from each phase's results; the retreat and winter play themselves between (their results
    // are shown in turn, as a hot-seat group sees them).
    for (const next of ['Fall 1901 Retreats', 'Winter 1901 Adjustments', 'Spring 1902 Movement']) {
      await press(host, `Continue to ${next}`);
    }
    assert.equal((await state(host)).phase, 'Spring 1902 Movement');
    exchanges++;

    // The retreat and the winter were played as the preferences said, asking nobody.
    const s = await state(host);
    assert.equal(unitAt(s, 'bur').power, 'Germany');
    assert.equal(unitAt(s, 'pic').power, 'France', 'the first open place on the list');
    assert.equal(unitAt(s, 'par').power, 'France', 'the first legal build on the list');
    assert.equal(unitAt(s, 'kie').power, 'Germany');
    assert.equal(unitAt(s, 'nap').power, 'Italy');
    const played = (await host.evaluate(() => window.dip.gameInfo())).phases_played;
    assert.equal(played, 4, 'Spring, Fall, the Fall retreats and the winter');
    assert.equal(exchanges, 2);
    // The next link brings every player to Spring 1902 at once.
    link = await copyLink(host, link);
    await openLink(phone.page, link, germany);
    assert.equal((await state(phone.page)).phase, 'Spring 1902 Movement');
    await shot('preferences-played-390x844', phone.page);
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(desk.errors, []);
    await phone.context.close();
    await desk.context.close();
  },
};

runTests(tests);
