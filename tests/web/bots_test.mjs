// Browser tests of games against the computer: a game started from the new-game dialog and played with the
// mouse alone, the computer players' orders in every phase's results, and the page drawing while they think.
// usage: node bots_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { click, control, openPage, press, ready, runTests, settled } from './harness.mjs';

const COMPUTERS = ['Austria', 'England', 'Germany', 'Italy', 'Russia', 'Turkey'];

const state = (page) => page.evaluate(() => window.dip.state());
const info = (page) => page.evaluate(() => window.dip.gameInfo());

// Counts, in the page, the frames drawn while some computer player was still thinking, who was seen
// thinking (read from the scripting API at each frame the program reports), and the most Web Workers seen
// thinking at once (web/thinkers.js).
async function watchThinking(page) {
  await page.evaluate(() => {
    window.dipThinking = { frames: 0, seen: [], workers: 0 };
    window.addEventListener('dip-frame', () => {
      const thinking = window.dip.gameInfo().thinking;
      if (!thinking.length) return;
      window.dipThinking.frames++;
      window.dipThinking.workers = Math.max(window.dipThinking.workers, window.dipThinkers.busy());
      for (const p of thinking) if (!window.dipThinking.seen.includes(p)) window.dipThinking.seen.push(p);
    });
  });
}

// A button drawn in the last frame, without waiting for it (null when it is not there).
async function shown(page, label) {
  await settled(page);
  return page.evaluate((l) => window.dip.controlRect(l), label);
}

// From the results shown back to the game, through the phases the computers play by themselves, until the
// game is at `phase`.
async function continueTo(page, phase) {
  for (let guard = 0; guard < 12; guard++) {
    const now = (await state(page)).phase;
    if (await shown(page, `Continue to ${now}`)) {
      await press(page, `Continue to ${now}`);
      continue;
    }
    if (now === phase) return;
    await page.waitForFunction((p) => window.dip.state().phase !== p, now);  // the computers play it
  }
  assert.fail(`the game never came to ${phase}`);
}

// France's orders for a phase, given by clicking: a few moves in movement phases (from where its units are),
// an army built in Paris or Marseilles when a build is due; anything else is left to the defaults.
async function ordersForFrance(page, st) {
  const french = new Set(st.units.filter((u) => u.power === 'France').map((u) => u.location));
  const occupied = new Set(st.units.map((u) => u.location));
  if (st.phase.endsWith('Movement')) {
    const moves = [['par', 'bur'], ['mar', 'spa'], ['bre', 'mao'], ['mao', 'por'], ['bur', 'bel'], ['spa', 'por']];
    let given = 0;
    const targets = new Set();
    for (const [from, to] of moves) {
      if (!french.has(from) || targets.has(to) || given >= 3) continue;
      await click(page, from);
      await click(page, to);
      targets.add(to);
      given++;
    }
    if (given) assert.match(await page.evaluate(() => window.dip.orders()), /^France: /m, 'France ordered by clicking');
  } else if (st.phase.endsWith('Adjustments')) {
    const centres = st.centers.France.length, units = french.size;
    const home = ['par', 'mar'].find((c) => !occupied.has(c) && st.centers.France.includes(c));
    if (centres > units && home) {
      await click(page, home);
      await press(page, 'Army');
      assert.match(await page.evaluate(() => window.dip.orders()), /France: Build A/);
    }
  }
}

const tests = {
  // "Play against the computer" as France at Easy, then Spring 1901 through Winter 1903 by the mouse alone:
  // each phase France plays, the six computers' orders come into the results (legal, their own); phases
  // where only computers decide play themselves; the page keeps drawing while they think.
  async 'play against the computer'({ page, shot }) {
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'France');
    await press(page, 'Easy');
    await shot('bots-new-game');
    await press(page, 'Play against the computer');
    const game = await info(page);
    assert.equal(game.phases_played, 0);
    assert.deepEqual(Object.keys(game.computers).sort(), COMPUTERS);
    assert.ok(Object.values(game.computers).every((l) => l === 'easy'));
    await watchThinking(page);

    let playedByFrance = 0, computerOrders = 0;
    for (let guard = 0; guard < 60; guard++) {
      const st = await state(page);
      if (/1904/.test(st.phase)) break;
      const next = `Continue to ${st.phase}`;
      if (await shown(page, next)) {  // the results of the phase just played are shown
        await press(page, next);
        continue;
      }
      const before = (await info(page)).phases_played;
      await ordersForFrance(page, st);
      if (st.phase === 'Spring 1901 Movement') await shot('bots-spring-1901-orders');
      // A phase France has nothing to decide in (no build, disband or retreat due) offers no button: it plays
      // itself once the computers have thought, which may still be under way.
      const label = `Adjudicate ${st.phase}`;
      const mine = await page.waitForFunction(([label, phase]) =>
        (window.dip.controlRect(label) && 'mine') || (window.dip.state().phase !== phase && 'played'), [label, st.phase]);
      if ((await mine.jsonValue()) === 'played') continue;
      await press(page, label);
      // The computers think, then the phase is played (a state the page reaches, not a time).
      await page.waitForFunction((n) => window.dip.gameInfo().phases_played > n, before);
      playedByFrance++;
      const result = await page.evaluate(() => window.dip.lastResult());
      if (st.phase.endsWith('Movement')) {
        const theirs = result.orders.filter((o) => o.power !== 'France' && !o.implicit);
        for (const o of theirs) assert.notEqual(o.result, 'illegal', `${o.power}: ${o.order}`);
        const powers = new Set(theirs.map((o) => o.power));
        for (const p of COMPUTERS)
          if (st.units.some((u) => u.power === p)) assert.ok(powers.has(p), `${p} gave orders in ${st.phase}`);
        computerOrders += theirs.length;
      }
      if (st.phase === 'Spring 1901 Movement') await shot('bots-spring-1901-results');
    }
    const end = await state(page);
    assert.equal(end.phase, 'Spring 1904 Movement');
    assert.ok(playedByFrance >= 6, `France played ${playedByFrance} phases`);
    assert.ok(computerOrders >= 6 * 3 * 6, `the computers gave ${computerOrders} orders`);
    // The history holds every phase, those the computers played alone included (at least the nine movement
    // and adjustment phases of 1901 to 1903).
    assert.ok((await info(page)).phases_played >= 9);
    const thinking = await page.evaluate(() => window.dipThinking);
    assert.ok(thinking.frames >= 2, `frames drawn while the computers thought: ${thinking.frames}`);
    assert.ok(thinking.seen.length >= 1);
    assert.ok(thinking.seen.every((p) => COMPUTERS.includes(p)), 'only computers think');
    await shot('bots-spring-1904');
  },

  // Hard, the slowest level, thinks in Web Workers, and ahead: the computers are asked for their Fall 1901 orders
  // as soon as the phase begins, before the person presses Adjudicate, and the page answers the person's clicks
  // meanwhile; their orders come into the results.
  async 'Hard thinks ahead in workers'({ page, shot }) {
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'Italy');
    await press(page, 'Hard');
    await press(page, 'Play against the computer');
    assert.ok(Object.values((await info(page)).computers).every((l) => l === 'hard'));
    // In Spring 1901 the computers open from their book at once; they think from Fall 1901 on.
    await click(page, 'ven'); await click(page, 'tyr');
    await press(page, 'Adjudicate Spring 1901 Movement');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
    await continueTo(page, 'Fall 1901 Movement');
    // The computer seats' round of talk and then the six seats' orders asked of the workers for Spring, then for
    // Fall with nothing pressed (the person is still writing: they are asked as the phase begins, even while
    // Spring's results are shown).
    await page.waitForFunction(() => window.dipThinkers.asked() >= 12);
    assert.equal((await info(page)).phases_played, 1, 'the phase waits for the person');
    await click(page, 'rom'); await click(page, 'apu');  // the page answers while they think
    assert.match(await page.evaluate(() => window.dip.orders()), /Italy: A Rom - Apu/);
    await shot('bots-hard-thinking-ahead');
    await press(page, 'Adjudicate Fall 1901 Movement');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 2);
    assert.ok(await page.evaluate(() => window.dipThinkers.workers()) >= 1, 'the computers thought in a Web Worker');
    const result = await page.evaluate(() => window.dip.lastResult());
    assert.ok(result.orders.some((o) => o.power === 'Germany' && !o.implicit && / - /.test(o.order)));
  },

  // A whole game against the computer, to its end by the mouse alone: after a year the player proposes a
  // draw in the scores window, the computers vote by their rule (yes: nobody is near a solo), the player votes
  // yes, and the game ends in a draw with the final scores shown.
  async 'a game against the computer ends in a draw vote'({ page, shot }) {
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'England');
    await press(page, 'Easy');
    await press(page, 'Play against the computer');
    for (const [phase, next] of [['Spring 1901 Movement', 'Fall 1901 Movement'],
                                 ['Fall 1901 Movement', 'Spring 1902 Movement']]) {  // the computers' builds between
      await press(page, `Adjudicate ${phase}`);
      await continueTo(page, next);
    }
    await press(page, 'Game');
    await press(page, 'Scores and votes...');
    await press(page, 'Hold a vote...');
    await press(page, 'Start the vote');  // a draw among every surviving power
    await press(page, 'Yes');  // England's ballot: the computers' are cast by their rule
    // The ballots are counted in the frame after the last is cast.
    await page.waitForFunction(() => window.dip.scores().over);
    const scores = await page.evaluate(() => window.dip.scores());
    assert.match(scores.end, /Draw/);
    assert.ok(await control(page, 'Close the scores'), 'the final scores are shown');
    await shot('bots-draw-vote');
    await press(page, 'Close the scores');
    assert.equal(await shown(page, 'Add these orders'), null, 'no orders are asked for once the game is over');
  },

  // Offline (the page's files, the computer players' worker among them, come from the service worker's
  // cache), a game against the computer still plays.
  async 'offline against the computer'({ page, context }) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await ready(page);
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'France');
    await press(page, 'Easy');
    await press(page, 'Play against the computer');
    await click(page, 'par'); await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
    assert.ok(await page.evaluate(() => window.dipThinkers.workers()) >= 1, 'the computers thought in a worker');
    const result = await page.evaluate(() => window.dip.lastResult());
    assert.ok(result.orders.some((o) => o.power === 'Germany' && !o.implicit));
    await context.setOffline(false);
  },

  // The single-file page, opened from disk, has no Web Worker beside it: its computers think on the page's
  // own thread, a slice of each frame, and the page still draws meanwhile.
  async 'single file plays against the computer'({ browser, site }) {
    const { page, context, errors } = await openPage(browser, 'file://' + join(site, 'diplomacy.html'));
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'Austria');
    await press(page, 'Normal');
    await press(page, 'Play against the computer');
    // In Spring 1901 the computers open from their book at once; they think from Fall 1901 on.
    await press(page, 'Adjudicate Spring 1901 Movement');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 1);
    await continueTo(page, 'Fall 1901 Movement');
    await watchThinking(page);
    await press(page, 'Adjudicate Fall 1901 Movement');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played >= 2);
    const thinking = await page.evaluate(() => window.dipThinking);
    assert.ok(thinking.frames >= 2, `frames drawn while Normal thought: ${thinking.frames}`);
    assert.equal(thinking.workers, 0, 'no Web Worker on a page from disk');
    const result = await page.evaluate(() => window.dip.lastResult());
    assert.ok(result.orders.some((o) => o.power === 'Russia' && !o.implicit && / - /.test(o.order)));
    assert.deepEqual(errors, []);
    await context.close();
  },
};

await runTests(tests);
