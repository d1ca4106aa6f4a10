// Browser tests of the page's layout in a person's hands, at a phone held upright (390x844, touch, 2x pixels),
// the same phone on its side (844x390) and a laptop (1280x800): the side panel scrolls by finger (and by the
// wheel) to the controls below its fold, the panel is a sheet on a narrow screen, the top bar shows every
// control whole, the map keeps 60% of a phone's screen, choosing one's power after opening a link offers every
// power but the host's, the welcome of a
// first visit starts each way to play, every step of the welcome and the new-game dialog fits a phone and three
// desktop sizes and closes, touch targets are at least 44 CSS pixels, and a pinch zooms about the
// fingers. They act only through a
// finger (CDP touch events), the mouse and the address bar; window.dip is only read.
// usage: node layout_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]
import assert from 'node:assert/strict';
import { clickAt, control, input, key, press, reach, ready, runTests, settled, wheelScroll } from './harness.mjs';
import { pinch, pointOf, swipe, swipeScroll, tap } from './input.mjs';

// Layout is in CSS pixels, so these phones have 2x pixels: a software renderer draws a 3x screen at half the
// speed. A 3x phone plays a whole by-link phase in phone_link_test.mjs.
const PHONE = { width: 390, height: 844, scale: 2, touch: true, name: 'phone' };
const PHONE_SIDEWAYS = { width: 844, height: 390, scale: 2, touch: true, name: 'phone-sideways' };
const LAPTOP = { width: 1280, height: 800, scale: 1, touch: false, name: 'laptop' };
const SIZES = [PHONE, PHONE_SIDEWAYS, LAPTOP];
const WIDE_LAPTOP = { width: 1440, height: 900, scale: 1, touch: false, name: 'laptop-1440' };
const DESKTOP = { width: 1920, height: 1080, scale: 1, touch: false, name: 'desktop' };
const TOUCH_TARGET = 44;  // CSS pixels
const TOP_BAR = ['New game', 'Games', 'Game', 'View', 'Rules'];

// ---- Pages ----------------------------------------------------------------------------------------------
async function openAt(browser, url, size) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.scale,
    hasTouch: size.touch, isMobile: size.touch,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(url);
  await ready(page);
  await settled(page);
  return { page, context, errors, size };
}

// The rect of a control drawn in the last frame, read at once (null when it is not on screen now).
async function rectNow(page, label) {
  await settled(page);
  return page.evaluate((l) => window.dip.controlRect(l), label);
}

function inside(r, size) {
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width + 0.5 && r.y + r.height <= size.height + 0.5;
}

function bigEnough(r, label) {
  assert.ok(r.height >= TOUCH_TARGET - 0.5 && r.width >= TOUCH_TARGET - 0.5,
            `"${label}" is ${r.width.toFixed(0)}x${r.height.toFixed(0)} CSS px: a finger needs ${TOUCH_TARGET}`);
}

// Presses a control as a person on this screen would: a tap on a touch screen, else a click, once it is
// brought into sight (a dialog taller than a phone on its side scrolls). On a touch screen the control must be
// big enough for a finger.
async function hit(p, label) {
  if (!p.size.touch) return press(p.page, label);
  const r = await reach(p.page, label, swipeScroll(p.page), () => hit(p, 'Menu'));
  assert.ok(r, `no "${label}" on screen`);
  assert.ok(inside(r, p.size), `"${label}" is off the ${p.size.name}'s screen: ${JSON.stringify(r)}`);
  bigEnough(r, label);
  await tap(p.page, r.x + r.width / 2, r.y + r.height / 2);
}

// ---- Dialogs ----------------------------------------------------------------------------------------------
// The open dialog's controls: those drawn inside its window (the page's own lie under the dimmed backdrop).
async function dialogControls(page) {
  await settled(page);
  return page.evaluate(() => {
    const close = window.dip.controlRect('Close dialog');
    if (!close) return [];
    const w = close.view, within = (v) => v.x >= w.x - 0.5 && v.y >= w.y - 0.5 &&
      v.x + v.width <= w.x + w.width + 0.5 && v.y + v.height <= w.y + w.height + 0.5;
    return window.dip.controlLabels().filter((l) => l !== 'Close dialog' && within(window.dip.controlRect(l).view));
  });
}

// Every control of the open dialog can be brought whole onto the screen (the dialog scrolls), its window and its
// × are on the screen. Returns the controls' labels.
async function checkDialogFits(p, what) {
  const close = await rectNow(p.page, 'Close dialog');
  assert.ok(close, `${what}: no dialog open on the ${p.size.name}`);
  assert.ok(inside(close.view, p.size), `${what}: the dialog runs off the ${p.size.name}'s screen: ${JSON.stringify(close.view)}`);
  assert.ok(inside(close, p.size), `${what}: its × is off the ${p.size.name}'s screen`);
  const labels = await dialogControls(p.page);
  const scroll = p.size.touch ? swipeScroll(p.page) : wheelScroll(p.page);
  for (const label of labels) {
    const r = await reach(p.page, label, scroll);
    assert.ok(r && inside(r, p.size), `${what}: "${label}" cannot be brought onto the ${p.size.name}'s screen: ${JSON.stringify(r)}`);
  }
  return labels;
}

// A press on a point, as a person on this screen makes it (the × is ImGui's own, smaller than a finger).
async function pointAt(p, x, y) {
  if (p.size.touch) await tap(p.page, x, y);
  else await clickAt(p.page, x, y);
}

async function dialogGone(p, what) {
  assert.equal(await rectNow(p.page, 'Close dialog'), null, `${what}: the dialog is still open`);
}

// The welcome again, from the Game menu.
async function welcomeAgain(p) {
  await hit(p, 'Game');
  await hit(p, 'Ways to play...');
}

// A fresh laptop page whose player chose "Play by link" on the welcome, plays France, and says every other power is a
// friend's; its link.
async function hostedLink(browser, url) {
  const host = await openAt(browser, url, LAPTOP);
  await hit(host, 'Play by link');
  await hit(host, 'France');
  for (const friend of ['Austria', 'England', 'Germany', 'Italy', 'Russia', 'Turkey']) await hit(host, friend);
  await hit(host, 'Start the game');
  const info = await host.page.evaluate(() => window.dip.gameInfo());
  assert.equal(info.mode, 'By link');
  assert.equal(info.me, 'France');
  // Stored, in the frame after the one that starts it.
  await host.page.waitForFunction(() => window.dip.games().some((g) => g.current && g.mode === 'By link'));
  const link = await host.page.evaluate(() => window.dip.sharedLink());
  return { host, link };
}

const tests = {
  // A player who opened the host's link picks a power among all seven but the host's (on rows that fit the
  // screen), then reaches "Seal my orders" below the panel's fold by dragging the panel with a finger (on the
  // laptop, by the wheel); the orders are sealed, and the button beside copies the sealed code.
  async 'panel scrolls by finger to the orders code'({ browser, url, shot }) {
    const { host, link } = await hostedLink(browser, url);
    for (const size of SIZES) {
      const p = await openAt(browser, link, size);
      for (const power of ['Austria', 'England', 'Germany', 'Italy', 'Russia', 'Turkey']) {
        const r = await control(p.page, power);
        assert.ok(r && inside(r, size), `${power} is not offered whole on the ${size.name}: ${JSON.stringify(r)}`);
        if (size.touch) bigEnough(r, power);
      }
      assert.equal(await rectNow(p.page, 'France'), null, 'the host\'s power is offered');
      await shot(`layout-choose-power-${size.name}`, p.page);
      await hit(p, 'Turkey');
      assert.equal((await p.page.evaluate(() => window.dip.gameInfo())).me, 'Turkey');

      // Scroll until the button is on screen, whole, and not under the handle or the map.
      const label = 'Seal my orders';
      for (let tries = 0; tries < 12; tries++) {
        const r = await rectNow(p.page, label);
        assert.ok(r, 'no button to seal the orders');
        const handle = await rectNow(p.page, 'Panel handle');
        const top = handle ? handle.y + handle.height : 0;
        if (inside(r, size) && r.y >= top) break;
        if (size.touch) {
          const x = size.width - 60;  // on the panel, right of the text boxes' start, left of its scrollbar
          const from = { x, y: size.height - 30 };
          await swipe(p.page, from, { x, y: Math.max(top + 10, from.y - 200) });
        } else {
          await p.page.mouse.move(size.width - 100, size.height - 60);
          await input(p.page, () => p.page.mouse.wheel(0, 240));
        }
      }
      const r = await rectNow(p.page, label);
      assert.ok(inside(r, size), `"${label}" could not be brought on the ${size.name}'s screen: ${JSON.stringify(r)}`);
      await shot(`layout-orders-code-${size.name}`, p.page);
      await hit(p, label);
      assert.equal((await p.page.evaluate(() => window.dip.gameInfo())).sealed.mine, 'sealed');
      await hit(p, 'Copy my sealed code');
      assert.match(await p.page.evaluate(() => window.dipCopied), /^0VMB[A-Za-z0-9_-]{40,}$/, 'no sealed code copied');
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
    assert.deepEqual(host.errors, []);
    await host.context.close();
  },

  // Every control of the top bar is whole on the screen and works when pressed near its lower edge (where a
  // bar cut short would let the press fall on the map); on a phone, the same of its Menu button and its items.
  async 'top bar fits'({ browser, url, shot }) {
    const opens = { 'New game': 'Start a sandbox game', Games: 'Copy save string', Game: 'Scores and votes...',
                    View: 'Fit the map to the window', Rules: 'The rules guide' };
    // Menus close by a harmless choice (Escape is no key on a phone); Rules, the last, stays open.
    const closes = { 'New game': ['Start a sandbox game'], Games: ['Close'], Game: ['Ways to play...', 'Try the sandbox'],
                     View: ['Fit the map to the window'], Rules: [] };
    for (const size of SIZES) {
      const p = await openAt(browser, url, size);
      await hit(p, 'Try the sandbox');
      await shot(`layout-top-bar-${size.name}`, p.page);
      const pressNearFoot = async (label) => {
        const r = await control(p.page, label);
        assert.ok(r && inside(r, size), `"${label}" is off the ${size.name}'s screen: ${JSON.stringify(r)}`);
        if (size.touch) bigEnough(r, label);
        const x = r.x + r.width / 2, y = r.y + r.height - 4;
        if (size.touch) await tap(p.page, x, y);
        else await press(p.page, label);
      };
      for (const label of TOP_BAR) {
        if (size.width < 700) await pressNearFoot('Menu');  // a phone's bar is one row: these are its Menu's items
        await pressNearFoot(label);
        assert.ok(await control(p.page, opens[label]), `"${label}" pressed near its foot opened nothing on the ${size.name}`);
        for (const c of closes[label]) await hit(p, c);
      }
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
  },

  // On a phone held upright the panel is a sheet over the map: its handle lowers it (the map shows above
  // it, a unit there can be tapped), raises it by taps and by a drag.
  async 'panel is a sheet on a phone'({ browser, url, shot }) {
    const p = await openAt(browser, url, PHONE);
    await hit(p, 'Try the sandbox');
    const at = async () => (await control(p.page, 'Panel handle')).y;
    const half = await at();
    assert.ok(half > 844 * 0.3 && half < 844 * 0.7, `the sheet starts half way: ${half}`);
    await hit(p, 'Panel handle');  // a tap raises it
    const raised = await at();
    assert.ok(raised < half - 100, `a tap raises the sheet: ${half} -> ${raised}`);
    await shot('layout-sheet-raised', p.page);
    await hit(p, 'Panel handle');  // from the top, a tap lowers it all the way
    const lowered = await at();
    assert.ok(lowered > 844 - 120, `the sheet is lowered: ${lowered}`);
    await shot('layout-sheet-lowered', p.page);
    const r = await control(p.page, 'Panel handle');
    await swipe(p.page, { x: r.x + r.width / 2, y: r.y + r.height / 2 }, { x: r.x + r.width / 2, y: half + r.height / 2 + 30 });
    const dragged = await at();
    assert.ok(Math.abs(dragged - half) < 40, `a drag to the middle rests the sheet half way: ${dragged}`);
    // The map above the sheet still takes a tap: a unit there is chosen to be ordered.
    const par = await p.page.evaluate(() => window.dip.screenPoint('par'));
    assert.ok(par.y < dragged, 'Paris is above the sheet');
    await tap(p.page, par.x, par.y);
    await hit(p, 'Hold (H)');
    assert.equal(await p.page.evaluate(() => window.dip.orders()), 'France: A Par H\n',
                 'tapping a unit above the sheet did not choose it');
    assert.deepEqual(p.errors, []);
    await p.context.close();
  },

  // On a phone held upright the map keeps at least 60% of the screen, clear of the banners over it, while orders
  // are written and while a phase plays (the top bar is one row; the sheet rises when the player wants it).
  async 'map gets the screen on a phone'({ browser, url, shot }) {
    const p = await openAt(browser, url, PHONE);
    await hit(p, 'Try the sandbox');
    const share = async () => {
      await settled(p.page);
      const [, top, , bottom] = await p.page.evaluate(() => window.dipMapClear);
      return (bottom - top) / PHONE.height;
    };
    const writing = await share();
    assert.ok(writing >= 0.6, `the map has ${(writing * 100).toFixed(0)}% of the screen while orders are written`);
    const par = await pointOf(p.page, 'par'), bur = await pointOf(p.page, 'bur');
    await tap(p.page, par.x, par.y);
    await tap(p.page, bur.x, bur.y);
    assert.equal(await p.page.evaluate(() => window.dip.orders()), 'France: A Par - Bur\n');
    await shot('layout-orders-phone', p.page);
    await hit(p, 'Adjudicate Spring 1901 Movement');
    assert.equal(await p.page.evaluate(() => window.dipFilm.phase), 0, 'the phase played is shown');
    const watching = await share();
    await shot('layout-phase-plays-phone', p.page);
    assert.ok(watching >= 0.6, `the map has ${(watching * 100).toFixed(0)}% of the screen while the phase plays`);
    assert.deepEqual(p.errors, []);
    await p.context.close();
  },

  // A first visit shows the welcome; each way to play starts its game, the rules guide opens, and the welcome
  // is in the Game menu again; a later visit goes straight to the game.
  async 'welcome starts each way to play'({ browser, url, shot }) {
    for (const size of [PHONE, PHONE_SIDEWAYS]) {  // the laptop's welcome is pressed by the first test
      const p = await openAt(browser, url, size);
      for (const label of ['Play against the computer', 'Try the sandbox', 'Play around this device', 'Play by link',
                           'Read the rules guide']) {
        const r = await control(p.page, label);
        assert.ok(r && inside(r, size), `the welcome's "${label}" is not whole on the ${size.name}: ${JSON.stringify(r)}`);
        if (size.touch) bigEnough(r, label);
      }
      await shot(`layout-welcome-${size.name}`, p.page);
      await p.context.close();
    }
    const ways = [
      { choose: ['Try the sandbox'], mode: 'Sandbox' },
      { choose: ['Play around this device', 'France', 'Germany', 'Start: the computer plays the others'],
        mode: 'Hot seat', computers: 5 },
      { choose: ['Play by link', 'Italy', 'France', 'Start the game'], mode: 'By link', me: 'Italy' },
      { choose: ['Play against the computer', 'Russia'], mode: 'Hot seat', me: null, computers: 6 },
    ];
    for (const way of ways) {
      const p = await openAt(browser, url, PHONE);
      for (const label of way.choose) await hit(p, label);
      const info = await p.page.evaluate(() => window.dip.gameInfo());
      assert.equal(info.mode, way.mode, `${way.choose.join(' > ')} started a ${info.mode} game`);
      if ('me' in way) assert.equal(info.me, way.me);
      if (way.computers) assert.equal(Object.keys(info.computers || {}).length, way.computers, JSON.stringify(info));
      assert.equal(await rectNow(p.page, 'Try the sandbox'), null, 'the welcome stays open');
      // The phone's map opens with the board's sides cropped, around the player's own units: Russia's are all
      // in sight, Sevastopol at the board's eastern edge too.
      if (way.choose.includes('Russia'))
        for (const u of (await p.page.evaluate(() => window.dip.state())).units.filter((v) => v.power === 'Russia')) {
          const at = await p.page.evaluate((l) => window.dip.screenPoint(l), u.location);
          assert.ok(at.x >= 0 && at.x <= PHONE.width, `Russia's unit in ${u.location} is off the screen at x = ${at.x}`);
        }
      // Stored in the frame after the one that starts it (the pages of this test share their storage).
      await p.page.waitForFunction((mode) => window.dip.games().some((g) => g.current && g.mode === mode), way.mode);
      await p.context.close();
    }
    // The guide; the welcome again from the Game menu; and no welcome once a game is stored.
    const p = await openAt(browser, url, PHONE);
    await Promise.all([p.page.waitForURL(/guide\.html/), hit(p, 'Read the rules guide').catch(() => {})]);
    await p.page.goto(url);
    await ready(p.page);
    assert.equal(await rectNow(p.page, 'Try the sandbox'), null, 'the welcome shows on a later visit');
    await hit(p, 'Game');
    await hit(p, 'Ways to play...');
    assert.ok(await control(p.page, 'Play around this device'), 'the Game menu does not open the welcome');
    await shot('layout-welcome-again', p.page);
    await p.context.close();
  },

  // Every step of the welcome and the new-game dialog, at a phone and three desktop sizes: each control can be
  // brought onto the screen, every later step has its way back at its top, and each dialog closes by its ×, by
  // Esc (where there is a keyboard) and, the welcome, by a click outside it.
  async 'every dialog fits and closes'({ browser, url, shot }) {
    // Each step: the presses that reach it (each followed by a control only the next step has), the controls it
    // must have, and the controls each "< Back" leads to.
    const steps = [
      { go: [], expect: ['Play against the computer', 'Play a variant...', 'Not now: look at the board'] },
      { go: [['Play against the computer', 'Any: choose for me']], expect: ['< Back'], back: ['Play by link'] },
      { go: [['Play by link', 'None: I only host']], expect: ['< Back'], back: ['Play by link'] },
      { go: [['Play by link', 'None: I only host'], ['Italy', 'Start the game']], expect: ['< Back'],
        back: ['None: I only host', 'Play by link'] },
      { go: [['Play around this device', 'Start: the computer plays the others']], expect: ['< Back'],
        back: ['Play by link'] },
      { go: [['Play a variant...', 'Ancient Mediterranean']], expect: ['< Back'], back: ['Play by link'] },
    ];
    for (const size of [PHONE, LAPTOP, WIDE_LAPTOP, DESKTOP]) {
      const p = await openAt(browser, url, size);
      for (const step of steps) {
        const what = `${size.name}: the welcome${step.go.map(([l]) => ' > ' + l).join('')}`;
        for (const [label, next] of step.go) {
          await hit(p, label);
          assert.ok(await control(p.page, next), `${what}: "${label}" did not lead to the step with "${next}"`);
        }
        const labels = await checkDialogFits(p, what);
        for (const e of step.expect) assert.ok(labels.includes(e), `${what}: no "${e}" among ${JSON.stringify(labels)}`);
        if (step.go.length && step.go[0][0] === 'Play a variant...') await shot(`dialog-variants-${size.name}`, p.page);
        for (const next of step.back || []) {
          await hit(p, '< Back');
          assert.ok(await control(p.page, next), `${what}: "< Back" did not lead to the step with "${next}"`);
        }
      }
      // Closed by its ×, by a click outside it, by "Not now" and (with a keyboard) by Esc; the board is there.
      const close = await rectNow(p.page, 'Close dialog');
      await pointAt(p, close.x + close.width / 2, close.y + close.height / 2);
      await dialogGone(p, 'the welcome\'s ×');
      await welcomeAgain(p);
      const view = (await rectNow(p.page, 'Close dialog')).view;
      await pointAt(p, Math.max(2, view.x / 2), size.height - 4);
      await dialogGone(p, 'a click outside the welcome');
      await welcomeAgain(p);
      await hit(p, 'Not now: look at the board');
      await dialogGone(p, 'Not now');
      if (!size.touch) {
        await welcomeAgain(p);
        await key(p.page, 'Escape');
        await dialogGone(p, 'Esc on the welcome');
      }
      // The new-game dialog.
      await hit(p, 'New game');
      const labels = await checkDialogFits(p, 'the new-game dialog');
      assert.ok(labels.includes('Cancel'), JSON.stringify(labels));
      await shot(`dialog-new-game-${size.name}`, p.page);
      if (size.touch) {
        const x = await rectNow(p.page, 'Close dialog');
        await pointAt(p, x.x + x.width / 2, x.y + x.height / 2);
      } else {
        await key(p.page, 'Escape');
      }
      await dialogGone(p, 'the new-game dialog');
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
  },

  // Two fingers spread over the map zoom in about the point between them: the province under the fingers
  // stays under them while the others move apart.
  async 'pinch zooms under the fingers'({ browser, url }) {
    const p = await openAt(browser, url, PHONE);
    await hit(p, 'Try the sandbox');
    const gap = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
    const mun = await pointOf(p.page, 'mun'), ber = await pointOf(p.page, 'ber');
    await pinch(p.page, mun, 40, 160);  // the fingers' gap grows four times
    const munAfter = await pointOf(p.page, 'mun'), berAfter = await pointOf(p.page, 'ber');
    const grew = gap(munAfter, berAfter) / gap(mun, ber);
    assert.ok(Math.abs(grew - 4) < 0.4, `the map grew ${grew.toFixed(2)} times under fingers spread 4 times`);
    assert.ok(gap(mun, munAfter) < 12, `Munich left the fingers: ${JSON.stringify(mun)} -> ${JSON.stringify(munAfter)}`);
    assert.deepEqual(p.errors, []);
    await p.context.close();
  },

  // On a touch screen the panel's small controls (an order's remove button, the menus' items, the
  // typed-orders and sandbox buttons) are as big as a finger needs.
  async 'touch targets are big enough'({ browser, url }) {
    for (const size of [PHONE, PHONE_SIDEWAYS]) {
      const p = await openAt(browser, url, size);
      await hit(p, 'Try the sandbox');
      const par = await p.page.evaluate(() => window.dip.screenPoint('par'));
      await tap(p.page, par.x, par.y);
      await hit(p, 'Hold (H)');
      const x = await control(p.page, 'x');
      assert.ok(x, 'no button to remove the order');
      bigEnough(x, 'x (remove the order)');
      for (const [menu, items] of [['Game', ['Games...', 'New game...', 'Ways to play...', 'Scores and votes...']],
                                   ['View', ['Colour-blind colours', 'Side panel', 'Fit the map to the window']],
                                   ['Rules', ['The rules guide', 'The DATC gallery']]]) {
        await hit(p, menu);
        for (const item of items) bigEnough(await control(p.page, item), item);
        if (menu === 'Game') { await hit(p, 'Ways to play...'); await hit(p, 'Try the sandbox'); }
        if (menu === 'View') await hit(p, 'Fit the map to the window');
      }
      if (size === PHONE) bigEnough(await control(p.page, 'Panel handle'), 'Panel handle');
      assert.deepEqual(p.errors, []);
      await p.context.close();
    }
  },
};

await runTests(tests);
