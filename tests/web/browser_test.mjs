// Browser tests of the game page: the built site served on localhost, Debian's Chromium driven by
// playwright-core. Each test fails on any console error. Screenshots go to the output folder.
// usage: node browser_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { click, control, key, moveMouse, openPage, pixelAt, press, programFrames, ready, runTests, settled } from './harness.mjs';
import { hostPlaysAndCopiesLink, hostStartsGame, hostTakesCode } from './host_by_link.mjs';
import { decodeGif } from './gif.mjs';
import { clipboardText, grantClipboard, openHands, openLinkInSameTab, pasteInto } from './input.mjs';

const SPRING_1901 = `
Austria: A Vie - Gal
Austria: A Bud - Ser
Austria: F Tri - Alb
England: F Lon - Nth
England: F Edi - Nwg
England: A Lvp - Yor
France: F Bre - Mao
France: A Par - Bur
France: A Mar - Spa
Germany: F Kie - Den
Germany: A Ber - Kie
Germany: A Mun - Ruh
Italy: F Nap - Ion
Italy: A Rom - Apu
Italy: A Ven H
Russia: F StP/sc - Bot
Russia: A Mos - Ukr
Russia: A War - Gal
Russia: F Sev - Bla
Turkey: F Ank - Bla
Turkey: A Con - Bul
Turkey: A Smy - Con`;

const FALL_1901 = `
Austria: F Alb - Gre
Austria: A Ser S F Alb - Gre
England: F Nth C A Yor - Nwy
England: A Yor - Nwy
England: F Nwg S A Yor - Nwy
France: A Bur - Bel
France: F Mao - Por
Germany: A Kie - Hol
Germany: A Ruh - Bel
Italy: F Ion C A Apu - Tun
Italy: A Apu - Tun
Russia: F Bot - Swe
Russia: A Ukr - Rum
Russia: F Sev S A Ukr - Rum
Russia: A War - Gal`;

// A phase with a bounce (Munich and Paris in Burgundy) and a dislodgement (Venice takes Trieste).
const FILM_POSITION = `phase: Spring 1901 Movement
units:
  Austria: A Tri, A Vie
  Italy: A Ven, A Tyr
  Germany: A Mun
  France: A Par
orders:
  Italy: A Ven - Tri
  Italy: A Tyr S A Ven - Tri
  Germany: A Mun - Bur
  France: A Par - Bur
`;

function unitAt(state, location) { return state.units.find((u) => u.location === location); }

// FILM_POSITION loaded, and where its film is read: Trieste's place on the screen, and the colours of an Austrian and
// an Italian army there (those of Vienna's and Tyrolia's, a little left of their middles, clear of any mark).
async function filmPosition(page) {
  await page.evaluate((p) => window.dip.loadPosition(p), FILM_POSITION);
  const p = await page.evaluate(() => window.dip.screenPoint('tri'));
  const vie = await page.evaluate(() => window.dip.screenPoint('vie'));
  const tyr = await page.evaluate(() => window.dip.screenPoint('tyr'));
  await settled(page);
  return { p, austrian: await pixelAt(page, vie.x - 5, vie.y), italian: await pixelAt(page, tyr.x - 5, tyr.y) };
}

const tests = {
  // The page loads, draws the opening position, and says it is ready.
  async 'page loads'({ page, shot }) {
    const state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Spring 1901 Movement');
    assert.equal(state.units.length, 22);
    await shot('opening');
  },

  // Spring and Fall 1901 through the scripting API, then the builds.
  async 'api plays 1901'({ page, shot }) {
    let r = await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    assert.deepEqual(r, { ok: true, errors: [] });
    r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.phase, 'Spring 1901 Movement');
    assert.equal(r.next.phase, 'Fall 1901 Movement');
    const bounce = r.orders.find((o) => o.order === 'A Vie - Gal');
    assert.equal(bounce.result, 'fails');
    assert.match(bounce.reason, /bounced/);
    r = await page.evaluate((o) => window.dip.setOrders(o), FALL_1901);
    assert.equal(r.ok, true);
    r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.next.phase, 'Winter 1901 Adjustments');
    await shot('results-fall-1901');
    const state = await page.evaluate(() => window.dip.state());
    assert.deepEqual(state.centers.Russia, ['mos', 'rum', 'sev', 'stp', 'swe', 'war']);
    assert.deepEqual(state.centers.England, ['edi', 'lon', 'lvp', 'nwy']);
    assert.equal(unitAt(state, 'tun').power, 'Italy');
    r = await page.evaluate(() => window.dip.setOrders('Russia: Build F StP/nc\nEngland: Build F Lon'));
    assert.equal(r.ok, true);
    r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.next.phase, 'Spring 1902 Movement');
    const spring = await page.evaluate(() => window.dip.state());
    assert.equal(unitAt(spring, 'stp/nc').type, 'fleet');
  },

  // Orders given with the mouse on the canvas: a move, then a support chosen with the S key.
  async 'mouse orders'({ page, shot }) {
    await click(page, 'par');
    await shot('order-entry');
    await click(page, 'bur');
    await click(page, 'mar');
    await key(page, 's');
    await click(page, 'par');
    await click(page, 'bur');
    await click(page, 'mun');
    await click(page, 'mun');  // a second click on the same unit: hold
    const orders = await page.evaluate(() => window.dip.orders());
    assert.match(orders, /France: A Par - Bur/);
    assert.match(orders, /France: A Mar S A Par - Bur/);
    assert.match(orders, /Germany: A Mun H/);
    await shot('orders-drawn');
    const r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.orders.find((o) => o.order === 'A Par - Bur').result, 'succeeds');
    const state = await page.evaluate(() => window.dip.state());
    assert.equal(unitAt(state, 'bur').power, 'France');
    await shot('results');
  },

  // A phase plays on the map after Adjudicate (frontend/film/phase_motion.h): frames are drawn while the units move, they
  // end at their new places (Venice's army in Trieste, Trieste's beside it), and the page then rests, drawing no
  // frame. Replayed at half speed it pauses; Step stops where the bounced armies turn back, then where they are
  // home; Skip goes to the end. A player who asks for reduced motion sees the end at once.
  async 'phase plays on the map'({ page, shot }) {
    await page.evaluate((p) => window.dip.loadPosition(p), FILM_POSITION);
    const at = async (loc) => { const p = await page.evaluate((l) => window.dip.screenPoint(l), loc); return [p.x - 5, p.y]; };
    const [tri, vie, tyr, mun] = [await at('tri'), await at('vie'), await at('tyr'), await at('mun')];
    await settled(page);
    const austrian = await pixelAt(page, ...vie), italian = await pixelAt(page, ...tyr), munich = await pixelAt(page, ...mun);
    assert.deepEqual(await pixelAt(page, ...tri), austrian, 'an Austrian army stands in Trieste');
    assert.notDeepEqual(austrian, italian);

    const f0 = await page.evaluate(() => window.dipFrame), part0 = await page.evaluate(() => window.dipPartial);
    const board = await page.evaluate(() => window.dip.boardBox());
    await press(page, 'Adjudicate Spring 1901 Movement');
    await page.waitForFunction(() => window.dipFilm.phase === 0 && window.dipFilm.time === 1 && !window.dipFilm.playing);
    // The played phase's controls head the side panel: nothing covers the board, and it stays put.
    assert.deepEqual(await page.evaluate(() => window.dip.boardBox()), board, 'the board did not move');
    const clear = await page.evaluate(() => window.dipMapClear);
    assert.ok(clear[1] <= board[1], `nothing over the board's top: the map is clear from ${clear[1]}`);
    const onward = await control(page, 'Continue to Spring 1901 Retreats');
    assert.ok(onward && onward.x >= clear[2], `the way on is in the side panel: ${JSON.stringify(onward)}`);
    assert.ok(await page.evaluate((f) => window.dipFrame - f, f0) >= 10, 'the phase was drawn as it moved');
    await settled(page);
    assert.deepEqual(await pixelAt(page, ...tri), italian, "Venice's army ends in Trieste");
    assert.deepEqual(await pixelAt(page, ...mun), munich, "Munich's army is home after its bounce");
    await shot('phase-played');
    // The film painted only what moved (frontend/frame/frame_damage.h), and left the picture a whole frame paints: the
    // window made smaller and back paints the same picture whole.
    assert.ok(await page.evaluate((p) => window.dipPartial - p, part0) >= 3, 'frames painted in part');
    await page.waitForFunction(() => window.dipResting === true);
    const inPart = await page.screenshot();
    await page.setViewportSize({ width: 1000, height: 700 });
    await settled(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await settled(page);
    await page.waitForFunction(() => window.dipResting === true);
    assert.ok(inPart.equals(await page.screenshot()), 'the picture painted in part is the one painted whole');

    // At rest: sixty of the browser's animation frames go by without a frame of the program's.
    await page.waitForFunction(() => window.dipResting === true);
    const rested = await page.evaluate(() => new Promise((done) => {
      const f = window.dipFrame;
      let n = 0;
      const tick = () => (++n < 60 ? requestAnimationFrame(tick) : done(window.dipFrame - f));
      requestAnimationFrame(tick);
    }));
    assert.equal(rested, 0, 'no frame drawn while nothing moves');

    await press(page, 'Speed 1x');
    await press(page, 'Speed 2x');
    assert.ok(await control(page, 'Speed 1/2x'));
    await press(page, 'Replay');
    assert.equal(await page.evaluate(() => window.dipFilm.playing), true);
    await press(page, 'Pause');
    const paused = await page.evaluate(() => window.dipFilm);
    assert.ok(!paused.playing && paused.time < 1, JSON.stringify(paused));
    await press(page, 'Skip');
    await press(page, 'Step');  // from the end: the first stop, where the bounces turn back
    const turned = await page.evaluate(() => window.dipFilm.time);
    assert.ok(turned > 0.2 && turned < 0.5, String(turned));
    await settled(page);
    assert.notDeepEqual(await pixelAt(page, ...mun), munich, "Munich's army is on its way to Burgundy");
    await shot('phase-bounce-turns');
    await press(page, 'Step');
    await settled(page);
    assert.deepEqual(await pixelAt(page, ...mun), munich, "and back home");
    assert.deepEqual(await pixelAt(page, ...tri), italian, 'Venice has taken Trieste');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await press(page, 'Play');
    const still = await page.evaluate(() => window.dipFilm);
    assert.ok(!still.playing && still.time === 1, JSON.stringify(still));

    // The side panel closed: the played phase's controls become a banner over the map, and the board is fitted
    // below it rather than under it; the panel open again, the board is where it was.
    await press(page, 'View');
    await press(page, 'Side panel');
    await settled(page);
    const [, clearTop] = await page.evaluate(() => window.dipMapClear);
    const below = await page.evaluate(() => window.dip.boardBox());
    assert.ok(await control(page, 'Replay'), 'the banner is over the map');
    assert.ok(clearTop > board[1] && below[1] >= clearTop - 1, `the board starts at ${below[1]}, the banner ends at ${clearTop}`);
    await shot('results-banner-1280x800');
    await press(page, 'View');
    await press(page, 'Side panel');
    await settled(page);
    assert.deepEqual(await page.evaluate(() => window.dip.boardBox()), board, 'back where it was');
  },

  // "Save this phase as a moving picture": the played phase downloads as a looping GIF of 24 moments (frames that
  // change nothing lengthen the one before), the last held, captioned with the game and the phase; its first frame
  // shows Trieste's Austrian army and its last the Italian one that took its place, in the colours on the screen.
  async 'phase saved as a moving picture'({ page, out }) {
    const { p, austrian, italian } = await filmPosition(page);
    await press(page, 'Adjudicate Spring 1901 Movement');
    await press(page, 'Game');
    const downloaded = page.waitForEvent('download');
    await press(page, 'Save this phase as a moving picture');
    const file = await downloaded;
    assert.match(file.suggestedFilename(), /spring-1901-movement-results\.gif$/);
    const path = join(out, 'phase-film.gif');
    await file.saveAs(path);
    const gif = decodeGif(new Uint8Array(await readFile(path)));
    const saved = await page.evaluate(() => window.dipFilmSaved);
    assert.equal(gif.frames.length, saved.frames);
    assert.ok(saved.frames >= 10, `${saved.frames} frames: the units did not move`);
    assert.deepEqual([gif.width, gif.height], [saved.width, saved.height]);
    assert.equal(gif.frames.reduce((sum, f) => sum + f.delay, 0), 23 * 10 + 250, 'the film lasts 4.8 s');
    assert.ok(gif.frames.at(-1).delay >= 250, 'its end is held');
    const at = (frame) => {
      const x = Math.floor((p.x - 5 - saved.left) / saved.shrunk), y = Math.floor((p.y - saved.top) / saved.shrunk);
      return [...frame.rgb.slice((y * gif.width + x) * 3, (y * gif.width + x) * 3 + 3)];
    };
    const close = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 24);
    assert.ok(close(at(gif.frames[0]), austrian), `first frame at Trieste ${at(gif.frames[0])}, Austria ${austrian}`);
    assert.ok(close(at(gif.frames.at(-1)), italian), `last frame at Trieste ${at(gif.frames.at(-1))}, Italy ${italian}`);
  },

  // "Film of the game...": three phases played, the dialog watches them one after another on the map, saves them as
  // one moving picture (each phase's 24 moments, its end held, the caption strip over the top), and saves the last
  // one alone as a video (WebM) recorded from the canvas.
  async 'game saved as a film'({ page, out }) {
    const { p, austrian, italian } = await filmPosition(page);
    await press(page, 'Adjudicate Spring 1901 Movement');
    await press(page, 'Continue to Spring 1901 Retreats');
    await press(page, 'Adjudicate Spring 1901 Retreats');  // Trieste's army has nowhere to go: disbanded
    await press(page, 'Continue to Fall 1901 Movement');
    await press(page, 'Adjudicate Fall 1901 Movement');

    await press(page, 'Game');
    await press(page, 'Film of the game...');
    await press(page, 'Watch');
    await page.waitForFunction(() => window.dipFilm.phase === 0 && window.dipFilm.playing);
    await page.waitForFunction(() => window.dipFilm.phase === 2 && window.dipFilm.time === 1 && !window.dipFilm.playing);

    await press(page, 'Game');
    await press(page, 'Film of the game...');
    let downloaded = page.waitForEvent('download');
    await press(page, 'Save as GIF');
    let file = await downloaded;
    assert.match(file.suggestedFilename(), /spring-1901-movement-to-fall-1901-movement\.gif$/);
    const path = join(out, 'game-film.gif');
    await file.saveAs(path);
    const gif = decodeGif(new Uint8Array(await readFile(path)));
    const saved = await page.evaluate(() => window.dipFilmSaved);
    assert.equal(gif.frames.length, saved.frames);
    assert.equal(gif.frames.reduce((sum, f) => sum + f.delay, 0), 3 * 23 * 10 + 2 * 100 + 250, 'three phases, each held');
    const at = (frame, x, y) => {
      const i = Math.floor((y - saved.top) / saved.shrunk) * gif.width + Math.floor((x - saved.left) / saved.shrunk);
      return [...frame.rgb.slice(i * 3, i * 3 + 3)];
    };
    const close = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 24);
    assert.ok(close(at(gif.frames[0], p.x - 5, p.y), austrian), 'the film starts with Austria in Trieste');
    assert.ok(close(at(gif.frames.at(-1), p.x - 5, p.y), italian), 'and ends with Italy there');
    assert.deepEqual(at(gif.frames[0], saved.left + 3, saved.top + 3), [0x22, 0x31, 0x3f], 'the caption strip');

    await press(page, 'Game');
    await press(page, 'Film of the game...');
    await press(page, 'From later');
    await press(page, 'From later');  // from Fall 1901 Movement, the last phase: one phase
    downloaded = page.waitForEvent('download');
    await press(page, 'Save as video');
    file = await downloaded;
    assert.match(file.suggestedFilename(), /fall-1901-movement-results\.webm$/);
    const video = await readFile(await file.path());
    assert.deepEqual([...video.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'a WebM (Matroska) file');
    const recorded = await page.evaluate(() => window.dipVideoSaved);
    assert.ok(recorded.frames >= 10 && recorded.bytes === video.length, JSON.stringify(recorded));
  },

  // Esc closes an open menu of the top bar, as in any application.
  async 'Esc closes a menu'({ page }) {
    await press(page, 'Game');
    assert.ok(await control(page, 'Scores and votes...'), 'the Game menu opened');
    await key(page, 'Escape');
    await settled(page);
    assert.equal(await page.evaluate(() => window.dip.controlRect('Scores and votes...')), null, 'the menu is still open');
  },

  // The board's picture is drawn once and kept while nothing on it changes (frontend/ui/map/board_layer.h): the
  // pointer moving over the side panel draws frames but no new picture; a unit clicked lights the provinces it may
  // go to, and the picture shows them; Esc puts it back as it was.
  async 'board picture kept'({ page }) {
    const bur = await page.evaluate(() => window.dip.screenPoint('bur'));
    await moveMouse(page, 1100, 300);
    await settled(page);
    const plain = await pixelAt(page, bur.x, bur.y), paints = await page.evaluate(() => window.dipBoardPaints);
    assert.ok(paints > 0, 'the board is drawn through its kept picture');
    for (const y of [320, 360, 420, 500]) await moveMouse(page, 1100, y);
    await programFrames(page, 3);
    assert.equal(await page.evaluate(() => window.dipBoardPaints), paints, 'no new picture while the board is unchanged');
    await click(page, 'par');
    await moveMouse(page, 1100, 300);
    await settled(page);
    assert.ok(await page.evaluate(() => window.dipBoardPaints) > paints, 'a new picture once provinces are lit');
    const lit = await pixelAt(page, bur.x, bur.y);
    assert.notDeepEqual(lit, plain, 'Burgundy is lit on the screen');
    await key(page, 'Escape');
    await settled(page);
    assert.deepEqual(await pixelAt(page, bur.x, bur.y), plain, 'Burgundy is as it was');
  },

  // 1901 from the opening to the Winter build with the mouse alone: map clicks and the page's buttons.
  async 'mouse plays 1901'({ page, shot }) {
    await click(page, 'par'); await click(page, 'bur');
    await click(page, 'mar'); await press(page, 'Support (S)'); await click(page, 'par'); await click(page, 'bur');
    await click(page, 'mun'); await click(page, 'ruh');
    await click(page, 'lon'); await click(page, 'nth');
    await press(page, 'Adjudicate Spring 1901 Movement');
    let state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Fall 1901 Movement');
    assert.equal(unitAt(state, 'bur').power, 'France');
    // The phase told in words, for screen readers too (the page's live region).
    assert.equal(await page.evaluate(() => document.getElementById('announce').textContent),
                 'Spring 1901 Movement: England moves from London to North Sea. France moves from Paris to Burgundy. ' +
                 'Germany moves from Munich to Ruhr.');
    await shot('results-told');
    await press(page, 'Continue to Fall 1901 Movement');
    await click(page, 'bur'); await click(page, 'bel');
    await click(page, 'ruh'); await click(page, 'hol');
    await click(page, 'nth'); await click(page, 'nwy');
    await press(page, 'Adjudicate Fall 1901 Movement');
    state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Winter 1901 Adjustments');
    assert.match(await page.evaluate(() => document.getElementById('announce').textContent),
                 /^Fall 1901 Movement: England's fleet in North Sea takes Norway\..* England gains Norway \(4 centres\)\./);
    assert.deepEqual(state.centers.England, ['edi', 'lon', 'lvp', 'nwy']);
    await press(page, 'Continue to Winter 1901 Adjustments');
    await click(page, 'lon');
    await shot('build-question');
    await press(page, 'Fleet');
    await click(page, 'par');
    await press(page, 'Army');
    assert.match(await page.evaluate(() => window.dip.orders()), /England: Build F Lon\nFrance: Build A Par/);
    await press(page, 'Adjudicate Winter 1901 Adjustments');
    state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Spring 1902 Movement');
    assert.equal(unitAt(state, 'lon').type, 'fleet');
    assert.equal(unitAt(state, 'par').type, 'army');
  },

  // Hot seat with the mouse: each player confirms at the hand-over screen and sees only their own orders.
  async 'mouse plays hot seat'({ page, shot }) {
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'Start a hot-seat game');
    assert.equal((await page.evaluate(() => window.dip.gameInfo())).mode, 'Hot seat');
    await press(page, 'I am Austria: show my orders');
    await click(page, 'vie'); await click(page, 'gal');
    await press(page, 'Done: pass the device on');
    await shot('hotseat-england-handover');
    await press(page, 'I am England: show my orders');
    await shot('hotseat-england');
    // England cannot order Austria's units, and does not see Austria's orders on the map or in the list (nor
    // does the scripting API show them at England's turn); Austria's order still plays, below.
    await click(page, 'bud');
    assert.equal(await page.evaluate(() => window.dip.orders()), '');
    await click(page, 'lon'); await click(page, 'eng');
    for (const power of ['France', 'Germany', 'Italy', 'Russia']) {
      await press(page, 'Done: pass the device on');
      await press(page, `I am ${power}: show my orders`);
    }
    await press(page, 'Done: pass the device on');
    await press(page, 'I am Turkey: show my orders');
    await press(page, 'Done: pass the device on');  // the last player: the phase is played
    const state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Fall 1901 Movement');
    assert.equal(unitAt(state, 'gal').power, 'Austria');
    assert.equal(unitAt(state, 'eng').power, 'England');
    await shot('hotseat-results');
  },

  // A fleet sent to a province with two coasts is asked which one.
  async 'coast is asked'({ page, shot }) {
    await page.evaluate(() => window.dip.loadPosition('phase: Spring 1901 Movement\nunits:\n  France: F Mao\n'));
    await click(page, 'mao');
    await click(page, 'spa/nc');
    await shot('coast-question');
    assert.equal(await page.evaluate(() => window.dip.orders()), '');  // not until the coast is chosen
  },

  // Hot seat: the hand-over screen, and orders hidden from the other powers.
  async 'hot seat'({ page, shot }) {
    await page.evaluate(() => window.dip.newGame('hotseat'));
    await shot('hotseat-handover');
  },

  // Bad input gives a clear message and changes nothing.
  async 'bad input'({ page }) {
    let r = await page.evaluate(() => window.dip.loadPosition('phase: Spring 1901 Movement\nunits:\n  France: F Par\n'));
    assert.equal(r.ok, false);
    assert.match(r.error, /cannot stand in Paris/);
    r = await page.evaluate(() => window.dip.loadGame('nonsense'));
    assert.equal(r.ok, false);
    r = await page.evaluate(() => window.dip.setOrders('France: A Par - Xyz\nFrance: A Mar - Spa'));
    assert.equal(r.ok, false);
    assert.equal(r.errors.length, 1);
    assert.equal(r.errors[0].line, 1);
    assert.match(r.errors[0].message, /unknown space "Xyz"/);
    const state = await page.evaluate(() => window.dip.state());
    assert.equal(state.units.length, 22);
    assert.match(await page.evaluate(() => window.dip.orders()), /France: A Mar - Spa/);
  },

  // The other views: colour-blind colours with full names, a zoomed-in board, a retreat to be ordered.
  async 'views'({ page, shot }) {
    await page.evaluate(() => window.dip.setView({ colourBlind: true, fullNames: true }));
    await shot('colour-blind-full-names');
    await page.evaluate(() => window.dip.loadPosition(`phase: Spring 1901 Retreats
units:
  Austria: A Vie, A Bud
  Germany: A Boh, A Mun
  Italy: A Tyr
dislodged:
  Italy: A Vie <- Bud
contested: Gal`));
    await page.evaluate(() => window.dip.setView({ zoom: 3, centre: 'vie' }));
    await click(page, 'vie');
    await shot('retreat-zoomed');
    const p = await page.evaluate(() => window.dip.screenPoint('tyr'));
    assert.ok(p.x > 0 && p.x < 1280 && p.y > 0 && p.y < 800);
    await click(page, 'tri');
    assert.match(await page.evaluate(() => window.dip.orders()), /Italy: A Vie R Tri/);
  },

  // Every change is saved at once: a reload brings back every phase and the orders being written.
  async 'game survives reload'({ page }) {
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    await page.evaluate(() => window.dip.adjudicate());
    await page.evaluate(() => window.dip.setOrders('France: A Bur - Bel'));
    await programFrames(page);  // the program saves a change in the frame after it
    await page.reload();
    await ready(page);
    const state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Fall 1901 Movement');
    assert.match(await page.evaluate(() => window.dip.orders()), /France: A Bur - Bel/);
    const games = await page.evaluate(() => window.dip.games());
    assert.equal(games.length, 1);
    assert.equal(games[0].current, true);
  },

  // A link copied from the Games window opens the game in another browser, next to that browser's own games;
  // the address is cleaned. The same link pasted into another browser's Games window opens it there too.
  async 'link round trip'({ page, context: own, browser, url, shot }) {
    await grantClipboard(own, url);
    await click(page, 'par');
    await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    await press(page, 'Games');
    await press(page, 'Copy link');
    await page.waitForFunction(() => navigator.clipboard.readText().then((t) => /#g=/.test(t)));
    const link = await clipboardText(page);
    assert.ok(link.startsWith(url + '#g='), link);
    assert.ok(link.length < 600, `a one-phase game's link is short (${link.length})`);
    const { page: friend, context: friends, errors: friendErrors } = await openHands(browser, url);
    await press(friend, 'Games');
    await pasteInto(friend, 'Save string or link box', link);
    await press(friend, 'Open it');
    assert.equal((await friend.evaluate(() => window.dip.state())).phase, 'Fall 1901 Movement');
    assert.equal((await friend.evaluate(() => window.dip.games())).length, 2);
    assert.deepEqual(friendErrors, []);
    await friends.close();
    const { page: other, context, errors } = await openHands(browser, link);
    const state = await other.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Fall 1901 Movement');
    assert.equal(unitAt(state, 'bur').power, 'France');
    assert.equal((await other.evaluate(() => window.dip.games())).length, 1);
    assert.doesNotMatch(other.url(), /#g=/);
    await shot('opened-from-link', other);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A broken link says what is wrong, and every stored game stays as it was.
  async 'broken link leaves games intact'({ page, url, shot }) {
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    await page.evaluate(() => window.dip.adjudicate());
    await programFrames(page);  // saved
    const before = await page.evaluate(() => window.dip.games());
    const good = await page.evaluate(() => window.dip.saveString());
    for (const broken of [good.slice(0, good.length - 9), good.slice(0, 20) + 'x' + good.slice(21), 'not-a-game-at-all']) {
      await page.goto(url + '?again=' + broken.length + '#g=' + broken);  // a new page load
      await ready(page);
      assert.match(await page.evaluate(() => window.dip.notice()), /could not be opened/);
      assert.deepEqual(await page.evaluate(() => window.dip.games()), before);
      assert.equal((await page.evaluate(() => window.dip.state())).phase, 'Fall 1901 Movement');
    }
    await shot('broken-link');
  },

  // The page is kept for offline use: with the network cut off it reloads and plays.
  async 'works offline'({ page, context }) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    await page.evaluate(() => window.dip.adjudicate());
    await programFrames(page);  // saved
    await context.setOffline(true);
    await page.reload();
    await ready(page);
    assert.equal((await page.evaluate(() => window.dip.state())).phase, 'Fall 1901 Movement');
    const r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.next.phase, 'Winter 1901 Adjustments');
    await context.setOffline(false);
  },

  // The single self-contained page plays when opened straight from disk.
  async 'single file from disk'({ browser, site }) {
    const { page, context, errors } = await openPage(browser, 'file://' + join(site, 'diplomacy.html'));
    assert.equal((await page.evaluate(() => window.dip.state())).units.length, 22);
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    const r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.next.phase, 'Fall 1901 Movement');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // The Games window with the mouse: copy a game, delete one, bring it back.
  async 'games window'({ page, shot }) {
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    await page.evaluate(() => window.dip.adjudicate());
    await press(page, 'Games');
    await press(page, 'Copy');
    assert.equal((await page.evaluate(() => window.dip.games())).length, 2);
    await shot('games-window');
    await press(page, 'Delete');
    await press(page, 'Delete it');
    assert.equal((await page.evaluate(() => window.dip.games())).length, 1);
    await press(page, 'Undo');
    const games = await page.evaluate(() => window.dip.games());
    assert.equal(games.length, 2);
    assert.ok(games.some((g) => /\(copy\)/.test(g.name)));
  },

  // A full storage is reported plainly, and saving works again once there is room.
  async 'storage full is reported'({ page, shot }) {
    await page.evaluate(() => {
      let i = 0;
      for (let size = 1 << 20; size >= 64; size >>= 1) {
        const chunk = 'x'.repeat(size);
        try { for (;;) localStorage.setItem('junk' + i++, chunk); } catch (e) { /* full at this size */ }
      }
    });
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    await page.evaluate(() => window.dip.adjudicate());
    await programFrames(page);  // the program tried to save
    assert.match(await page.evaluate(() => window.dip.storageError()), /storage is full/);
    await shot('storage-full');
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('junk')) localStorage.removeItem(k); });
    await page.evaluate(() => window.dip.setOrders('France: A Bur - Bel'));
    await programFrames(page);  // saved again
    assert.equal(await page.evaluate(() => window.dip.storageError()), '');
  },

  // Play by link with the mouse and the clipboard: the host starts the game from the menu and copies the link;
  // a player opens it, picks a power, orders, copies the orders code; the host pastes it, plays the phase
  // (confirming that the others' orders are missing) and copies the next link, which the player opens in the
  // same tab to bring their copy up to date.
  async 'play by link'({ page: host, context: hosts, browser, url, shot }) {
    const link = await hostStartsGame(host, hosts, url);
    const { page: player, context, errors } = await openHands(browser, link);
    let info = await player.evaluate(() => window.dip.gameInfo());
    assert.equal(info.mode, 'By link');
    assert.equal(info.host, false);
    assert.equal(info.me, null);
    await press(player, 'Austria');  // "Which power do you play?"
    info = await player.evaluate(() => window.dip.gameInfo());
    assert.equal(info.me, 'Austria');
    await click(player, 'vie');
    await click(player, 'gal');
    await click(player, 'mun');  // not Austria's: nothing happens
    assert.equal(await player.evaluate(() => window.dip.orders()), 'Austria: A Vie - Gal\n');
    await shot('by-link-player', player);
    await press(player, 'Copy my orders code');
    const expected = await player.evaluate(() => window.dip.ordersCode());
    await player.waitForFunction((c) => navigator.clipboard.readText().then((t) => t === c), expected);
    const code = await clipboardText(player);
    assert.ok(code.length < 80, `a one-order code is short (${code.length})`);

    await hostTakesCode(host, code);
    // The host's copy holds Austria's orders now, and (like every player's copy) shows only its own.
    assert.deepEqual((await host.evaluate(() => window.dip.gameInfo())).handedIn, ['Austria']);
    assert.equal(await host.evaluate(() => window.dip.orders()), '');
    await shot('by-link-host');
    const nextLink = await hostPlaysAndCopiesLink(host, 'Spring 1901 Movement', 'Fall 1901 Movement', link);
    const next = await host.evaluate(() => window.dip.state());
    assert.equal(next.phase, 'Fall 1901 Movement');
    assert.equal(unitAt(next, 'gal').power, 'Austria');
    const late = await host.evaluate((c) => window.dip.takeOrdersCode(c), code);
    assert.equal(late.ok, false);
    assert.match(late.error, /earlier phase/);

    const name = (await player.evaluate(() => window.dip.gameInfo())).name;
    await openLinkInSameTab(player, nextLink);  // the same tab: no page load
    await press(player, `Update "${name}" from the link`);
    info = await player.evaluate(() => window.dip.gameInfo());
    assert.equal(info.me, 'Austria');
    assert.equal(info.phases_played, 1);
    assert.equal((await player.evaluate(() => window.dip.games())).length, 1);
    assert.equal(unitAt(await player.evaluate(() => window.dip.state()), 'gal').power, 'Austria');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // The page at a phone's size and at twice the pixel density stays usable and sharp.
  async 'small and sharp'({ browser, url, shot }) {
    const { page, context, errors } = await openPage(browser, url, { width: 390, height: 844, scale: 2 });
    await shot('phone', page);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A new game from the Game menu, with the mouse: stored beside the first, opened at Spring 1901.
  async 'new game from the menu'({ page }) {
    await click(page, 'par');
    await click(page, 'bur');
    await press(page, 'Game');
    await press(page, 'New game...');
    await press(page, 'Start a sandbox game');
    // The new game is stored in the frame after the one that started it.
    await page.waitForFunction(() => window.dip.games().length === 2);
    assert.equal(await page.evaluate(() => window.dip.orders()), '');
    assert.equal((await page.evaluate(() => window.dip.gameInfo())).mode, 'Sandbox');
  },

  // A tournament game set to end after Fall 1907, scored by C-Diplo: played to its end, scores shown.
  async 'tournament to 1907'({ page, shot }) {
    await press(page, 'Game');
    await press(page, 'New game...');
    await shot('new-game-settings');
    await press(page, 'Cancel');
    await page.evaluate(() => window.dip.newGameWith('sandbox', '', { endYear: 1907, scoring: 'c-diplo' }));
    await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
    await page.evaluate(() => window.dip.adjudicate());
    await page.evaluate((o) => window.dip.setOrders(o), FALL_1901);
    await page.evaluate(() => window.dip.adjudicate());
    let provisional = await page.evaluate(() => window.dip.scores());
    assert.equal(provisional.over, false);
    assert.equal(provisional.table[0].power, 'Russia');
    let phases = 0;
    while (!(await page.evaluate(() => window.dip.scores())).over) {
      await page.evaluate(() => window.dip.adjudicate());  // every unit holds; builds are waived
      assert.ok(++phases < 40, 'the game never ended');
    }
    const state = await page.evaluate(() => window.dip.state());
    assert.equal(state.phase, 'Winter 1907 Adjustments');
    const final = await page.evaluate(() => window.dip.scores());
    assert.equal(final.scoring, 'C-Diplo');
    assert.match(final.end, /Fall 1907/);
    assert.equal(final.table.length, 7);
    assert.deepEqual(final.table[0], { power: 'Russia', place: 1, centres: 6, points: 45 });  // 1 + 6 + 38
    // Every power: 1 for playing, 1 per centre; the bonuses (38 + 14 + 7) shared out among the places.
    const centres = final.table.reduce((a, l) => a + l.centres, 0);
    assert.equal(Math.round(final.table.reduce((a, l) => a + l.points, 0) * 100) / 100, 7 + centres + 59);
    console.log(final.table.map((l) => `${l.place}. ${l.power} ${l.centres} ${l.points}`).join('; '));
    // The final scores open by themselves when the game ends.
    assert.ok(await control(page, 'Close the scores'), 'the final scores are not shown');
    await shot('final-scores');
    // Nothing more can be played.
    const info = await page.evaluate(() => window.dip.gameInfo());
    const again = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(again.ok, false);
    assert.match(again.error, /The game is over: the time limit was reached after Fall 1907/i);
    assert.equal((await page.evaluate(() => window.dip.gameInfo())).phases_played, info.phases_played);
  },

  // Draw and concession votes: unanimous, one per movement phase, a failed vote reveals no counts.
  async 'votes'({ page, shot }) {
    await page.evaluate(() => window.dip.newGameWith('sandbox', '', { scoring: 'draw-size' }));
    let r = await page.evaluate(() => window.dip.vote('draw', '', { France: 'no' }));
    assert.deepEqual(r, { ok: true, passed: false });
    r = await page.evaluate(() => window.dip.vote('draw', '', {}));
    assert.equal(r.ok, false);
    assert.match(r.error, /one vote/);
    await page.evaluate(() => window.dip.adjudicate());
    r = await page.evaluate(() => window.dip.vote('draw', '', { England: 'yes' }));  // the others abstain: yes
    assert.deepEqual(r, { ok: true, passed: true });
    const scores = await page.evaluate(() => window.dip.scores());
    assert.equal(scores.over, true);
    assert.match(scores.end, /Draw/);
    for (const line of scores.table) assert.ok(Math.abs(line.points - 100 / 7) < 0.01);
    assert.ok(await control(page, 'Close the scores'), 'the final scores are not shown');
    await shot('draw-scores');
    await press(page, 'Close the scores');
    await press(page, 'Game');
    await press(page, 'Scores and votes...');
    assert.ok(await control(page, 'Close the scores'));
    // The result survives a reload.
    await page.reload();
    await ready(page);
    assert.equal((await page.evaluate(() => window.dip.scores())).over, true);
  },

  // A Formal Diplomacy game played to its end: war declared with the page's buttons, a sphere claimed by
  // typing, victory points counted after Fall, the winner on points shown with the war matrix.
  async 'formal diplomacy'({ page, shot }) {
    await page.evaluate(() => window.dip.newGameWith('sandbox', '', { variant: 'formal', maxTurns: 4 }));
    // The page must have drawn the new game before a phase of it is played: a game it first sees already played
    // on is shown as it stands, without the results (on a busy machine the calls below can come within a frame).
    await settled(page);
    let r = await page.evaluate(() => window.dip.setOrders('France: A Par - Pic\nGermany: A Mun - Bur\nEngland: F Lon - Nth'));
    assert.equal(r.ok, true);
    await page.evaluate(() => window.dip.adjudicate());
    // Austria declares war on France with the button under its orders (the first power listed).
    await press(page, 'Continue to Fall 1901 Movement');
    await press(page, 'Declare war...');
    await press(page, 'Declare war on France');
    assert.match(await page.evaluate(() => window.dip.orders()), /Austria: Declare War On France/);
    r = await page.evaluate(() => window.dip.setOrders('Germany: Declare War On France\nGermany: A Bur - Par\n' +
                                                      'France: SOI Bel\nFrance: A Pic S SOI Bel\nEngland: F Nth - Bel'));
    assert.equal(r.ok, true, JSON.stringify(r));
    await shot('formal-orders');
    const fall = await page.evaluate(() => window.dip.adjudicate());
    const eng = fall.orders.find((o) => o.order === 'F Nth - Bel');
    assert.equal(eng.result, 'succeeds');  // nobody's sphere yet at the start of the turn: the claim loses to it
    const claim = fall.orders.find((o) => o.order === 'SOI Bel');
    assert.equal(claim.result, 'fails');
    let state = await page.evaluate(() => window.dip.state());
    assert.deepEqual(state.wars, [['Austria', 'France'], ['France', 'Germany']]);
    assert.equal(state.points.Austria, -1);  // declaring war costs a point
    assert.equal(state.points.Germany, 0);   // -1 for declaring, +1 for Paris
    assert.equal(state.points.France, -1);   // its home centre held by another
    assert.equal(state.points.England, 1);   // Belgium
    if (state.phase.startsWith('Winter')) await page.evaluate(() => window.dip.adjudicate());
    r = await page.evaluate(() => window.dip.setOrders('France: SOI Hol\nFrance: F Bre - Eng'));
    while (!(await page.evaluate(() => window.dip.scores())).over) await page.evaluate(() => window.dip.adjudicate());
    state = await page.evaluate(() => window.dip.state());
    assert.equal(state.winner, 'England');  // the only power with a point
    assert.ok(await control(page, 'Close the scores'), 'the final scores are not shown');
    await shot('formal-end');
  },
};

runTests(tests);
