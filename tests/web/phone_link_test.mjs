// Browser test of issue 12's whole by-link phase between a desktop host and a player on a 390x844 touch phone
// with 3x pixels (the one test of a 3x screen; the layout tests use 2x, which is quicker to draw),
// through the system clipboard: the host's link reaches the phone, the phone's orders code reaches the host, and
// the next phase's link reaches the phone again. The phone only taps (controls below the panel's fold are
// brought into sight by a finger's swipe, input.mjs).
// usage: node phone_link_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { runTests } from './harness.mjs';
import { hostPlaysAndCopiesLink, hostStartsGame, hostTakesCode } from './host_by_link.mjs';
import { clipboardText, openHands, openLinkInSameTab, tapControl, tapOn } from './input.mjs';

const tests = {
  // Issue 12's whole by-link phase between a desktop host and a player on a 390x844 touch phone: the link and
  // the orders code go through the clipboard; the player taps everything.
  async 'by link with a phone'({ page: host, context: hosts, browser, url, shot }) {
    const link = await hostStartsGame(host, hosts, url);
    const { page: phone, context, errors } = await openHands(browser, link, { width: 390, height: 844, scale: 3, touch: true });
    await tapControl(phone, 'Italy');
    await tapOn(phone, 'ven');
    await tapOn(phone, 'tyr');
    assert.equal(await phone.evaluate(() => window.dip.orders()), 'Italy: A Ven - Tyr\n');
    await tapControl(phone, 'Copy my orders code');
    const expected = await phone.evaluate(() => window.dip.ordersCode());
    await phone.waitForFunction((c) => navigator.clipboard.readText().then((t) => t === c), expected);
    await shot('phone-by-link', phone);
    await hostTakesCode(host, await clipboardText(phone));
    const next = await hostPlaysAndCopiesLink(host, 'Spring 1901 Movement', 'Fall 1901 Movement', link);
    const name = (await phone.evaluate(() => window.dip.gameInfo())).name;
    await openLinkInSameTab(phone, next);
    await tapControl(phone, `Update "${name}" from the link`);
    const state = await phone.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Fall 1901 Movement');
    assert.equal(state.units.find((u) => u.location === 'tyr').power, 'Italy');
    assert.equal((await phone.evaluate(() => window.dip.gameInfo())).me, 'Italy');
    await shot('phone-next-phase', phone);
    await tapControl(phone, 'Continue to Fall 1901 Movement');  // from the results of the phase missed
    await tapOn(phone, 'tyr');
    await tapOn(phone, 'mun');
    assert.equal(await phone.evaluate(() => window.dip.orders()), 'Italy: A Tyr - Mun\n');
    assert.deepEqual(errors, []);
    await context.close();
  },

};

runTests(tests);
