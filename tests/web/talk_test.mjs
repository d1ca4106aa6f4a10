// Browser tests of talking to the computer players (issue 45): Germany, a person against six Normal computer
// players, proposes peace and a demilitarised Burgundy to France by buttons and a tap on the map, France answers in
// words, keeps both, and the phase's account says so; what the computer seats' round of talk brings as it comes in
// moves no button; in the Fall England proposes a zone to Germany in that round, Germany asks France a question,
// and accepts England's zone (with the mouse) or counters it without Belgium, tapped out on the map (with a
// finger). At a laptop's size with the mouse and at a phone's with a finger. The game (tests/fixtures/web/press-germany.save, the game of tests/frontend/talk_test.cpp)
// comes by the address bar, as a link would bring it. Germany breaking its word gets France's withdrawal. In a sandbox, what two computer seats say to each other is
// read in the panel.
// usage: node talk_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { runTests, settled } from './harness.mjs';
import { hands, openHands } from './input.mjs';

const GAME = readFileSync(new URL('../fixtures/web/press-germany.save', import.meta.url)).toString().trim();
// A sandbox where Austria and Italy are computer seats (tests/fixtures/web/sandbox-talk.save, of talk_test.cpp).
const SANDBOX = readFileSync(new URL('../fixtures/web/sandbox-talk.save', import.meta.url)).toString().trim();
const LAPTOP = { width: 1280, height: 800, scale: 1, touch: false };
const PHONE = { width: 390, height: 844, scale: 2, touch: true };

const messages = (page) => page.evaluate(() => window.dip.messages());

// Where a control is drawn, and whether the computer seats' round of talk is still to come in.
const place = (page, label) => page.evaluate((l) => ({ talking: window.dip.gameInfo().talking,
                                                       rect: window.dip.controlRect(l) }), label);

// The round comes in at any moment, and what it brings (a line of "Waiting for your answer", the end of "the
// computer players are talking") must not move the control a hand aims at meanwhile: where it was while they
// talked (`before`, of place()), it is once they are done.
async function staysAsTheRoundEnds(page, label, before) {
  await page.waitForFunction(() => !window.dip.gameInfo().talking);
  await settled(page);
  if (before.talking) assert.deepEqual((await place(page, label)).rect, before.rect, label);
}

// Waits for the message number `n` (from 0) and returns it.
async function message(page, n) {
  await page.waitForFunction((k) => window.dip.messages().length > k, n);
  return (await messages(page))[n];
}

async function conversation(browser, url, size, shot, name, fall) {
  const { page, context, errors } = await openHands(browser, `${url}#g=${GAME}`, size);
  const h = hands(page, size);
  await page.waitForFunction(() => window.dip.gameInfo().name === 'Germany talks');
  assert.equal((await page.evaluate(() => window.dip.gameInfo())).phases_played, 0);
  await staysAsTheRoundEnds(page, 'Propose peace', await place(page, 'Propose peace'));

  // Peace, by one button; France answers at once.
  await h.press('With France');
  await h.press('Propose peace');
  assert.deepEqual(await message(page, 0),
                   { from: 'Germany', to: 'France', phase: 'Spring 1901 Movement', text: 'I propose peace between us.' });
  assert.equal((await message(page, 1)).text, 'I accept: it keeps my centres safe.');
  // A zone: the button, then Burgundy tapped on the map, then Send.
  await h.press('Propose a zone');
  await h.on('bur');
  await h.press('Send');
  assert.equal((await message(page, 2)).text, 'I propose that neither of us enters Burgundy.');
  assert.equal((await message(page, 3)).text, 'I accept: it helps us both.');
  await shot(`talk-agreed-${name}`, page);
  // Belgium, which France turns down with its reason.
  await h.press('Propose a zone');
  await h.on('bel');
  await h.press('Send');
  assert.equal((await message(page, 5)).from, 'France');
  assert.equal((await message(page, 5)).text, 'No: I do better without it.');
  await shot(`talk-rejected-${name}`, page);

  // Germany's orders, by the map, and the phase: France honours what it agreed.
  for (const [from, to] of [['mun', 'ruh'], ['kie', 'den'], ['ber', 'kie']]) {
    await h.on(from);
    await h.on(to);
  }
  const written = await page.evaluate(() => window.dip.orders());
  for (const o of ['A Mun - Ruh', 'F Kie - Den', 'A Ber - Kie']) assert.match(written, new RegExp(`Germany: ${o}`));
  await h.press('Adjudicate Spring 1901 Movement');
  await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
  const result = await page.evaluate(() => window.dip.lastResult());
  const french = result.orders.filter((o) => o.power === 'France');
  assert.ok(french.length >= 3, JSON.stringify(french));
  assert.ok(french.every((o) => !/ - Bur/.test(o.order)), `France kept out of Burgundy: ${JSON.stringify(french)}`);
  // The account of the phase, as the page tells it (its live region, read by screen readers), holds the promises.
  await page.waitForFunction(() => /France kept its promise to keep out of Burgundy/.test(
    document.getElementById('announce').textContent));
  const told = await page.evaluate(() => document.getElementById('announce').textContent);
  assert.match(told, /France kept the peace with Germany\./);
  await settled(page);
  await shot(`talk-results-${name}`, page);

  // Fall 1901: the computer seats talk among themselves as the phase begins (thought in a worker, often while the
  // results are read). England's proposal comes in that round and waits for an answer: the line that says so takes
  // the place of one that was there already. Then Germany asks France a question. (A question asked during the
  // round is held until it ends: tests/frontend/talk_test.cpp, as the round's length is the machine's.)
  await h.press('Continue to Fall 1901 Movement');
  await settled(page);
  await staysAsTheRoundEnds(page, 'With England', await place(page, 'With England'));
  await h.press('With France');
  await h.press('Ask a question');
  await h.press('Send');
  const england = await message(page, 6);
  assert.deepEqual(england, { from: 'England', to: 'Germany', phase: 'Fall 1901 Movement',
                              text: 'I propose that neither of us enters Belgium, Heligoland Bight and Holland.' });
  assert.deepEqual(await message(page, 7),
                   { from: 'Germany', to: 'France', phase: 'Fall 1901 Movement', text: 'Where will your units move?' });
  const answer = await message(page, 8);
  assert.equal(answer.from, 'France');
  assert.match(answer.text, /^I will order /);
  await settled(page);
  await shot(`talk-waiting-${name}`, page);
  await h.press('With England');
  if (fall === 'accept') {
    // The page told of England's proposal where the player looks; once it is answered, that notice goes.
    assert.match(await page.evaluate(() => window.dip.notice()), /^England proposes: /);
    await h.press('Accept');
    assert.deepEqual(await message(page, 9),
                     { from: 'Germany', to: 'England', phase: 'Fall 1901 Movement', text: 'I accept.' });
    await page.waitForFunction(() => !/England proposes/.test(window.dip.notice()));
  } else {
    // A counter-proposal: their zone copied, Belgium tapped out of it on the map, sent as the answer to theirs.
    await h.press('Counter');
    await h.on('bel');
    await shot(`talk-counter-${name}`, page);
    await h.press('Send');
    assert.deepEqual(await message(page, 9),
                     { from: 'Germany', to: 'England', phase: 'Fall 1901 Movement',
                       text: 'Instead, I propose that neither of us enters Heligoland Bight and Holland.' });
    assert.equal((await message(page, 10)).text, 'I accept: it helps us both.');
  }
  await shot(`talk-england-${name}`, page);
  assert.deepEqual(errors, []);
  await context.close();
}

// The sandbox sees everything: what the computer seats say to each other as the phase begins is read in the panel,
// as one of them (it may not speak for them).
async function watch(browser, url, size, shot, name) {
  const { page, context, errors } = await openHands(browser, `${url}#g=${SANDBOX}`, size);
  const h = hands(page, size);
  await page.waitForFunction(() => window.dip.gameInfo().name === 'Computers talk');
  assert.deepEqual(await message(page, 0),
                   { from: 'Austria', to: 'Italy', phase: 'Spring 1901 Movement', text: 'I propose peace between us.' });
  assert.deepEqual(await message(page, 1),
                   { from: 'Italy', to: 'Austria', phase: 'Spring 1901 Movement', text: 'No: I do better without it.' });
  await h.press('Read Austria');
  await h.press('With Italy');
  assert.equal(await page.evaluate(() => window.dip.controlRect('Propose peace')), null, 'nobody speaks for Austria');
  await settled(page);
  await shot(`talk-sandbox-${name}`, page);
  assert.deepEqual(errors, []);
  await context.close();
}

// Germany makes peace and a free Burgundy with France, then marches into Burgundy: as the Fall begins France
// withdraws from both deals and says why, and turns Germany's next peace down.
async function betray(browser, url, size, shot, name) {
  const { page, context, errors } = await openHands(browser, `${url}#g=${GAME}`, size);
  const h = hands(page, size);
  await page.waitForFunction(() => window.dip.gameInfo().name === 'Germany talks');
  await h.press('With France');
  await h.press('Propose peace');
  assert.equal((await message(page, 1)).text, 'I accept: it keeps my centres safe.');
  await h.press('Propose a zone');
  await h.on('bur');
  await h.press('Send');
  assert.equal((await message(page, 3)).text, 'I accept: it helps us both.');
  await h.on('mun');
  await h.on('bur');
  assert.match(await page.evaluate(() => window.dip.orders()), /Germany: A Mun - Bur/);
  await h.press('Adjudicate Spring 1901 Movement');
  await page.waitForFunction(() => /Germany promised to keep out of Burgundy/.test(
    document.getElementById('announce').textContent));
  await h.press('Continue to Fall 1901 Movement');
  const withdrawal = (m) => m.from === 'France' && m.to === 'Germany' && /^I withdraw/.test(m.text);
  await page.waitForFunction(() => window.dip.messages().filter((m) => m.from === 'France' && m.to === 'Germany' &&
    /^I withdraw/.test(m.text)).length >= 2);
  const withdrawn = (await messages(page)).filter(withdrawal);
  assert.deepEqual(withdrawn.map((m) => m.text), [
    'I withdraw from our deal: peace between us; you have not kept faith with me.',
    'I withdraw from our deal: that neither of us enters Burgundy; you have not kept faith with me.']);
  await h.press('With France');
  await h.press('Propose peace');
  await page.waitForFunction(() => window.dip.messages().some((m) => m.from === 'France' &&
    m.text === 'No: you have not kept faith with me.'));
  await settled(page);
  await shot(`talk-withdrawn-${name}`, page);
  assert.deepEqual(errors, []);
  await context.close();
}

const tests = {
  async 'Germany talks to France with the mouse'({ browser, url, shot }) {
    await conversation(browser, url, LAPTOP, shot, '1280x800', 'accept');
  },

  async 'Germany talks to France with a finger, and counters England'({ browser, url, shot }) {
    await conversation(browser, url, PHONE, shot, '390x844', 'counter');
  },

  async 'Germany breaks its word to France, which withdraws, with a finger'({ browser, url, shot }) {
    await betray(browser, url, PHONE, shot, '390x844');
  },

  async 'the sandbox reads the computers talking, with the mouse'({ browser, url, shot }) {
    await watch(browser, url, LAPTOP, shot, '1280x800');
  },

  async 'the sandbox reads the computers talking, with a finger'({ browser, url, shot }) {
    await watch(browser, url, PHONE, shot, '390x844');
  },
};

await runTests(tests);
