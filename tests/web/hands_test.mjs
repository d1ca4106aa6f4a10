// Browser tests of what broke in a person's hands (issue 12): paste and copy through the system clipboard,
// text typed on a phone's keyboard, a new link opened in the same tab, quick clicks and taps. Each acts only
// through input.mjs (mouse, keys, fingers, clipboard, address bar); window.dip sets games up and is read to
// check, never used for what a test is about.
// usage: node hands_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import assert from 'node:assert/strict';
import { control, inSight, input, moveMouse, runTests, settled } from './harness.mjs';
import {
  clipboardText, fastClick, grantClipboard, openHands, openLinkInSameTab, pasteInto, pointOf, press, quickControl,
  shortcut, tap, tapControl, tapOn, typeText,
} from './input.mjs';

// A by-link game hosted by France in `host`, and a player's orders code for Austria's A Vie - Gal, made in a
// second browser (set up through the API: these tests are about what the host does with it).
async function hostWithCode(host, browser) {
  await host.evaluate(() => window.dip.newGame('bylink', 'France'));
  const link = await host.evaluate(() => window.dip.sharedLink());
  const { page: player, context } = await openHands(browser, link);
  await player.evaluate(() => { window.dip.playAs('Austria'); window.dip.setOrders('Austria: A Vie - Gal'); });
  const code = await player.evaluate(() => window.dip.ordersCode());
  await context.close();
  return code;
}

const tests = {
  // The host pastes a player's orders code with Ctrl+V into the box for codes, and takes it.
  async 'paste an orders code with ctrl v'({ page, context, browser, url, shot }) {
    await grantClipboard(context, url);
    const code = await hostWithCode(page, browser);
    await pasteInto(page, 'Orders codes box', code);
    await shot('pasted-code');
    await press(page, 'Take these orders');
    // Taken whole (a code cut by the paste would be refused); the host's copy shows only its own orders.
    assert.deepEqual((await page.evaluate(() => window.dip.gameInfo())).handedIn, ['Austria']);
    assert.equal(await page.evaluate(() => window.dip.orders()), '');
    // What became of it is said right under the button, in sight (not at the panel's foot).
    const taken = await control(page, 'Take these orders'), said = await control(page, 'Code message');
    assert.ok(said && inSight(said, page), `the code's message is out of sight: ${JSON.stringify(said)}`);
    assert.ok(said.y >= taken.y + taken.height - 1 && said.y <= taken.y + taken.height + 12,
              `the message is not under the button: ${JSON.stringify([taken, said])}`);
  },

  // "Copy the link" puts the host's link on the system clipboard.
  async 'copy button fills the clipboard'({ page, context, url }) {
    await grantClipboard(context, url);
    await page.evaluate(() => window.dip.newGame('bylink', 'France'));
    await press(page, 'Copy the link');
    await page.waitForFunction(() => navigator.clipboard.readText().then((t) => /#g=/.test(t)));
    assert.ok((await clipboardText(page)).startsWith(url + '#g='));
  },

  // Ctrl+C in a text box copies its selected text to the system clipboard.
  async 'ctrl c copies out of a text box'({ page, context, url }) {
    await grantClipboard(context, url);
    await page.evaluate(() => window.dip.newGame('bylink', 'France'));
    await press(page, 'Orders codes box');
    await typeText(page, 'some text to copy');
    await shortcut(page, 'Control+A');
    await shortcut(page, 'Control+C');
    await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t === 'some text to copy'));
  },

  // Orders typed with the keyboard arrive once each (the page's text field does not double them).
  async 'typed orders arrive once'({ page }) {
    await press(page, 'Typed orders box');
    await typeText(page, 'France: A Par - Bur');
    await press(page, 'Add these orders');
    assert.equal(await page.evaluate(() => window.dip.orders()), 'France: A Par - Bur\n');
  },

  // Ctrl+A let go quicker than a frame (its four key events read together) still selects the whole text box,
  // so what is typed next replaces what was there.
  async 'a quick ctrl a selects all'({ page }) {
    await press(page, 'Typed orders box');
    await typeText(page, 'France: A Par - Pic');
    await quickControl(page, 'a');
    await typeText(page, 'France: A Par - Bur');
    await press(page, 'Add these orders');
    assert.equal(await page.evaluate(() => window.dip.orders()), 'France: A Par - Bur\n');
  },

  // On a touch phone, text comes from the soft keyboard as input into the focused text field (no key
  // events): tapping the box gives the field the focus, and the text reaches the game.
  async 'phone keyboard types orders'({ browser, url, shot }) {
    const { page, context, errors } = await openHands(browser, url, { width: 1024, height: 768, scale: 2, touch: true });
    await tapControl(page, 'Typed orders box');
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'text-field');
    await input(page, () => page.keyboard.insertText('France: A Par - Bur'));  // a soft keyboard: text, no keys
    await tapControl(page, 'Add these orders');
    assert.equal(await page.evaluate(() => window.dip.orders()), 'France: A Par - Bur\n');
    await shot('phone-typed', page);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A link to another game typed into the address bar of the same tab opens that game, as a page load would.
  async 'a new link in the same tab is opened'({ page, browser, url }) {
    const { page: other, context } = await openHands(browser, url);
    await other.evaluate(() => {
      window.dip.setOrders('France: A Par - Bur');
      window.dip.adjudicate();
    });
    const link = await other.evaluate(() => window.dip.gameLink());
    await context.close();
    assert.equal((await page.evaluate(() => window.dip.state())).phase, 'Spring 1901 Movement');
    await openLinkInSameTab(page, url + link.slice(link.indexOf('#')));
    await page.waitForFunction(() => window.dip.state().phase === 'Fall 1901 Movement');
    assert.equal((await page.evaluate(() => window.dip.games())).length, 2);
    assert.equal(new URL(page.url()).hash, '');  // taken from the address, as at a page load
  },

  // Quick clicks (press and release read in the same frame) give orders like slow ones, every time.
  async 'fast clicks are not lost'({ page }) {
    const moves = [['par', 'bur'], ['mar', 'spa'], ['bre', 'pic'], ['mun', 'ruh'], ['ber', 'kie'], ['vie', 'tyr'],
                   ['bud', 'ser'], ['war', 'ukr'], ['mos', 'stp'], ['rom', 'tus'], ['ven', 'pie'], ['con', 'bul']];
    for (const [from, to] of moves) {
      for (const at of [from, to]) {
        const p = await pointOf(page, at);
        await fastClick(page, p.x, p.y);
      }
    }
    const orders = await page.evaluate(() => window.dip.orders());
    for (const [from, to] of moves) {
      const cap = (s) => s[0].toUpperCase() + s.slice(1);
      assert.match(orders, new RegExp(`[AF] ${cap(from)} - ${cap(to)}`, 'i'), `${from} - ${to} lost:\n${orders}`);
    }
  },

  // The mouse over a province shows its name; a finger that tapped one leaves nothing hovered behind (no
  // tooltip or highlight staying over the map where the next tap goes).
  async 'a tap leaves no tooltip behind'({ page, browser, url }) {
    const vie = await pointOf(page, 'vie');
    await moveMouse(page, vie.x, vie.y);
    await settled(page);
    assert.equal(await page.evaluate(() => window.dip.hovered()), 'vie');
    const { page: phone, context, errors } = await openHands(browser, url, { width: 390, height: 844, scale: 2, touch: true });
    await tapOn(phone, 'vie');
    await settled(phone);
    assert.equal(await phone.evaluate(() => window.dip.hovered()), '', 'a tap left the province hovered');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // Quick taps on a touch screen give orders too.
  async 'fast taps are not lost'({ browser, url }) {
    const { page, context, errors } = await openHands(browser, url, { width: 1024, height: 768, scale: 2, touch: true });
    for (const at of ['par', 'bur', 'mar', 'spa']) {
      const p = await pointOf(page, at);
      await tap(page, p.x, p.y);
    }
    const orders = await page.evaluate(() => window.dip.orders());
    assert.match(orders, /A Par - Bur/);
    assert.match(orders, /A Mar - Spa/);
    assert.deepEqual(errors, []);
    await context.close();
  },
};

runTests(tests);
