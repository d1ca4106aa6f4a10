// Browser tests of the embeddable board and the reading pages built from it (the rules guide, the DATC
// gallery): every board renders, and the results it shows are the native engine's, phase by phase.
// usage: node pages_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { click, control, input, moveMouse, openPage, press, ready, runTests, serve, settled, testArgs } from './harness.mjs';
import { clipboardText, grantClipboard, swipe, wheel } from './input.mjs';

const { out, dipTool } = testArgs();

const BOUNCE = `phase: Spring 1901 Movement
units:
  France: A Par, A Mar
  Germany: A Mun
orders:
  France: A Par - Bur
  France: A Mar S A Par - Bur
  Germany: A Mun - Bur
`;

const embedUrl = (url, text, extra = '') => `${url}embed.html#text=${encodeURIComponent(text)}${extra}`;
const embedState = (page) => page.evaluate(() => window.dip.embedState());
const label = (page) => page.textContent('#label');
const resultOf = (phase, order) => phase.orders.find((o) => o.order === order);

// What the native engine (the `dip` tool) makes of a board: each phase's results as JSON, the phases
// (blocks separated by "---") chained through the position each one leaves.
function engineResults(text) {
  const blocks = text.split(/^---$/m);
  const phases = [];
  let current = blocks[0];
  for (let i = 0; i < blocks.length; i++) {
    phases.push(JSON.parse(execFileSync(dipTool, ['adjudicate', '-'], { input: current }).toString()));
    if (i + 1 < blocks.length) current = execFileSync(dipTool, ['adjudicate', '--text', '-'], { input: current }).toString() + blocks[i + 1];
  }
  return phases;
}

// The phases with their orders in one order (the page lists them by unit, the tool as written).
function sortedOrders(phases) {
  const key = (o) => `${o.power}: ${o.order}`;
  return phases.map((p) => ({ ...p, orders: [...p.orders].sort((a, b) => key(a).localeCompare(key(b))) }));
}

// Brings every live board of a reading page up in turn, and checks that it loaded and shows the native
// engine's results; every `pixelsEvery`-th board is also photographed to see that it drew a map (a blank or
// one-colour frame compresses to a few kilobytes of PNG). Photographs are slow with software WebGL.
async function checkEveryBoard(page, shot, pixelsEvery = 1) {
  const count = await page.evaluate(() => window.dipBoards.frames.length);
  assert.ok(count > 0, 'no boards on the page');
  for (let i = 0; i < count; i++) {
    const { id, src } = await page.evaluate((k) => {
      const f = window.dipBoards.frames[k];
      f.scrollIntoView({ block: 'center' });
      window.dipBoards.show(f);
      return { id: f.parentElement.id, src: f.dataset.src };
    }, i);
    await page.waitForFunction((k) => {
      const iframe = window.dipBoards.frames[k].querySelector('iframe');
      return !!(iframe && iframe.contentWindow && iframe.contentWindow.dipReady);
    }, i);
    const frame = page.frames().find((f) => f.url().endsWith(src.slice(src.indexOf('#'))));
    assert.ok(frame, `${id}: no frame`);
    const state = await frame.evaluate(() => window.dip.embedState());
    assert.ok(state.ok, `${id}: ${state.error}`);
    const text = decodeURIComponent(new URLSearchParams(src.slice(src.indexOf('#') + 1)).get('text'));
    assert.deepEqual(sortedOrders(state.played), sortedOrders(engineResults(text)), `${id}: the results shown are not the engine's`);
    if (i % pixelsEvery !== 0) continue;
    await settled(frame);
    const png = await page.locator(`#${CSS.escape(id)} .frame`).screenshot();
    assert.ok(png.length > 20000, `${id}: the board looks blank (${png.length} bytes of PNG)`);
    if (i < 2) await shot(`${id}`, page);
  }
  return count;
}

// CSS.escape for node (ids like "case-6.A.1" hold dots).
const CSS = { escape: (s) => s.replace(/([^\w-])/g, '\\$1') };

// Runs `action`, a wheel turn or a swipe that scrolls the page, and waits until the page has stopped
// scrolling (its scrollend event): what is read next is where the page came to rest, not a place on the way.
async function scrolled(page, action) {
  await page.evaluate(() => {
    window.dipTestScrollEnded = false;
    window.addEventListener('scrollend', () => { window.dipTestScrollEnded = true; }, { once: true });
  });
  await action();
  await page.waitForFunction(() => window.dipTestScrollEnded);
}

// Brings the guide's first board into view by turning the mouse wheel over the text (or by a finger's swipe
// over it), and waits until it is live. Each turn or swipe aims to put the board's top 100 px below the
// page's, so none is so short that a finger's swipe would be a tap. Returns its frame element's box, and the
// board's frame (the embedded page).
async function firstGuideBoard(page, opts) {
  const at = async () => page.evaluate(() => {
    const r = window.dipBoards.frames[0].getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  for (let box = await at(); box.y + box.height > 880 || box.y < 0; box = await at()) {
    const by = Math.max(-400, Math.min(400, box.y - 100));  // > 0: the page scrolls down
    if (opts && opts.touch) {
      const from = by > 0 ? 700 : 300;
      await scrolled(page, () => swipe(page, { x: 40, y: from }, { x: 40, y: from - by }, 8, { wait: false }));
    } else {
      await scrolled(page, () => wheel(page, 20, 450, by, { wait: false }));
    }
  }
  await page.waitForFunction(() => {
    const iframe = window.dipBoards.frames[0].querySelector('iframe');
    return !!(iframe && iframe.contentWindow && iframe.contentWindow.dipReady);
  });
  const src = await page.evaluate(() => window.dipBoards.frames[0].dataset.src);
  const frame = page.frames().find((f) => f.url().endsWith(src.slice(src.indexOf('#'))));
  await settled(frame);
  return { box: await at(), frame };
}

// The Content-Security-Policy a page carries in its <meta> (a static site sends no headers of its own).
const policyOf = (page) => page.evaluate(() => {
  const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  return meta && meta.content;
});

const tests = {
  // Every page of the site says what it may load, and allows no inline script or style but the single file's own
  // (by their hashes): a script slipped into a page does not run. The harness fails any test in which a page
  // breaks its policy, so every other test checks that the pages work under theirs.
  async 'every page carries a content security policy'({ browser, url, site }) {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const address of [url, embedUrl(url, BOUNCE), url + 'guide.html', url + 'gallery.html',
                           'file://' + join(site, 'diplomacy.html')]) {
      await page.goto(address);
      const policy = await policyOf(page);
      assert.ok(policy, `${address} has a policy`);
      assert.match(policy, /default-src 'none'/, address);
      assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'|\*/, address);
    }
    // The single file's inline scripts run (its program among them) under its policy, from disk.
    await ready(page);
    await context.close();
  },

  // A page of another site (another origin: a second server) frames the game and an embedded board. The game
  // does not start in the frame (a player's clicks there could be steered by the page around it) and offers
  // itself in its own tab; the board, made to be framed, runs.
  async 'the game refuses a frame of another site, the embed does not'({ browser, url, out }) {
    const host = join(out, 'another-site');
    await mkdir(host, { recursive: true });
    await writeFile(join(host, 'index.html'), `<!doctype html><title>Another site</title>
<iframe id="game" src="${url}index.html" width="800" height="500"></iframe>
<iframe id="board" src="${embedUrl(url, BOUNCE)}" width="640" height="480"></iframe>`);
    const server = await serve(host);
    const context = await browser.newContext({ viewport: { width: 1500, height: 1100 } });
    const page = await context.newPage();
    try {
      await page.goto(server.url);
      const game = await (await page.$('#game')).contentFrame();
      const board = await (await page.$('#board')).contentFrame();
      await game.waitForFunction(() => window.dipRefusedFrame === true);
      assert.notEqual(await game.evaluate(() => window.dipReady), true, 'the game did not start');
      assert.match(await game.textContent('#overlay-text'), /plays in a tab of its own/);
      assert.equal(await game.getAttribute('#overlay-text a', 'href'), `${url}index.html`);
      await page.screenshot({ path: join(out, 'framed-by-another-site.png') });
      await ready(board);
      assert.equal((await board.evaluate(() => window.dip.embedState())).ok, true, 'the board runs framed');
    } finally {
      await context.close();
      await server.close();
    }
  },

  // A board from its address: results first, then back through the orders to the board before, by the
  // buttons and by the keyboard; the words for screen readers follow each step.
  async 'embed steps'({ browser, url, shot }) {
    const { page, context, errors } = await openPage(browser, embedUrl(url, BOUNCE, '&region=france'), { width: 640, height: 480 });
    const state = await embedState(page);
    assert.equal(state.steps, 4);
    assert.equal(await label(page), 'Results: Spring 1901 Movement');
    assert.equal(resultOf(state.played[0], 'A Par - Bur').result, 'succeeds');
    assert.equal(resultOf(state.played[0], 'A Mun - Bur').result, 'fails');
    assert.match(await page.textContent('#desc'), /Germany: A Mun - Bur, fails: bounced against A Par from Paris \(1 against 2\)/);
    await shot('embed-results', page);
    await page.click('#prev');
    assert.equal(await label(page), 'Orders: Spring 1901 Movement');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await label(page), 'Before: Spring 1901 Movement');
    assert.match(await page.textContent('#desc'), /France: armies in Marseilles and Paris\. Germany: an army in Munich\./);
    assert.equal(await page.isDisabled('#prev'), true);
    // The toolbar by keyboard alone: Tab reaches "next", Enter presses it.
    await page.focus('body');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'next');
    await page.keyboard.press('Enter');
    assert.equal(await label(page), 'Orders: Spring 1901 Movement');
    await page.click('#next');
    await page.click('#next');
    assert.equal(await label(page), 'After: Fall 1901 Movement');
    assert.match(await page.textContent('#desc'), /France: armies in Burgundy and Marseilles/);
    // "Open" takes the board to the game.
    assert.match(await page.getAttribute('#open', 'href'), /index\.html#p=/);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // Try it: the reader changes an order with the mouse, plays it, and goes back to the board as given.
  async 'embed try it'({ browser, url, shot }) {
    const { page, context, errors } = await openPage(browser, embedUrl(url, BOUNCE), { width: 800, height: 600 });
    await page.click('#try');
    assert.equal(await label(page), 'Your orders for Spring 1901 Movement');
    await click(page, 'par');
    await click(page, 'pic');
    await click(page, 'mar');
    await press(page, 'Support (S)');
    await click(page, 'mun');
    await shot('embed-trying', page);
    await click(page, 'bur');
    // The words follow each order given on the board (the program tells the page of each change).
    assert.match(await page.textContent('#desc'), /Orders written: .*France: A Mar S A Mun - Bur/);
    await page.click('#play');
    let state = await embedState(page);
    assert.equal(state.trying, false);
    assert.equal(resultOf(state.played[0], 'A Par - Pic').result, 'succeeds');
    assert.equal(resultOf(state.played[0], 'A Mar S A Mun - Bur').result, 'succeeds');
    assert.equal(resultOf(state.played[0], 'A Mun - Bur').result, 'succeeds');  // now helped, and unopposed
    assert.equal(await page.isHidden('#reset'), false);
    await page.click('#reset');
    state = await embedState(page);
    assert.equal(resultOf(state.played[0], 'A Par - Bur').result, 'succeeds');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A broken board says what is wrong, on the board and in words; the page does not fail.
  async 'embed bad board'({ browser, url, shot }) {
    let { page, context, errors } = await openPage(browser, embedUrl(url, 'phase: Sprung 1901 Movement\n'));
    let state = await embedState(page);
    assert.equal(state.ok, false);
    assert.match(state.error, /line 1/);
    assert.equal(await label(page), 'This board could not be shown.');
    assert.match(await page.textContent('#desc'), /line 1/);
    await shot('embed-broken', page);
    assert.deepEqual(errors, []);
    await context.close();
    ({ page, context, errors } = await openPage(browser, `${url}embed.html#p=0VAB-broken`));
    state = await embedState(page);
    assert.equal(state.ok, false);
    assert.match(state.error, /not a Diplomacy|damaged|cut short/);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // The documentation author's path: orders in the sandbox, "Embed this board", the snippet pasted into a
  // plain page of their own, and there the live board with those orders and their results.
  async 'embed code from the game'({ page, context: own, browser, url, shot }) {
    await grantClipboard(own, url);
    await page.evaluate(() => window.dip.setOrders('France: A Par - Bur\nGermany: A Mun - Bur'));
    await press(page, 'Game');
    await press(page, 'Embed this board...');
    await shot('embed-dialog');
    await press(page, 'Copy the plain link');
    await page.waitForFunction((u) => navigator.clipboard.readText().then((t) => t.startsWith(u)), `${url}embed.html#p=`);
    await press(page, 'Copy the embed code');
    await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.startsWith('<iframe')));
    const snippet = await clipboardText(page);
    assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html#p=[\w-]+" width="640" height="480"/);
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    const author = await context.newPage();
    await author.setContent(`<!doctype html><html><body><h1>How bounces work</h1><p>Both armies stay home:</p>${snippet}</body></html>`);
    const frame = await (await author.waitForSelector('iframe')).contentFrame();
    await ready(frame);
    const state = await frame.evaluate(() => window.dip.embedState());
    assert.equal(resultOf(state.played[0], 'A Par - Bur').result, 'fails');
    assert.equal(resultOf(state.played[0], 'A Mun - Bur').result, 'fails');
    await settled(frame);
    await author.screenshot({ path: join(out, 'author-page.png') });
    await context.close();
  },

  // The rules guide and the gallery are one menu away from the game, which is there again on return.
  async 'guide from the game'({ page }) {
    await page.evaluate(() => window.dip.setOrders('France: A Par - Bur'));
    await press(page, 'Rules');
    // The release of this click leaves the page: wait for the guide, not for the program.
    const item = await control(page, 'The rules guide');
    assert.ok(item, 'no menu item "The rules guide"');
    await moveMouse(page, item.x + item.width / 2, item.y + item.height / 2);
    await input(page, () => page.mouse.down());
    await Promise.all([page.waitForURL(/guide\.html$/), page.mouse.up()]);
    assert.match(await page.textContent('h1'), /guide/);
    await page.goBack();
    await ready(page);
    assert.match(await page.evaluate(() => window.dip.orders()), /France: A Par - Bur/);
  },

  // The mouse wheel over a board of the guide scrolls the page, until the reader clicks into the board: then
  // the board takes the wheel and a hint says how to leave; Esc gives the wheel back to the page.
  async 'wheel over a guide board scrolls the page'({ browser, url, shot }) {
    const { page, context, errors } = await openReadingPage(browser, url + 'guide.html');
    const { box, frame } = await firstGuideBoard(page);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    let y = await page.evaluate(() => window.scrollY);
    await scrolled(page, () => wheel(page, centre.x, centre.y, 120, { wait: false }));
    assert.ok(await page.evaluate((y0) => window.scrollY > y0, y), 'the wheel over the board did not scroll the page');
    // Into the board: the page stays, the board zooms.
    const { box: now } = await firstGuideBoard(page);
    const inside = { x: now.x + now.width / 2, y: now.y + now.height / 2 };
    await page.mouse.click(inside.x, inside.y);
    await frame.waitForFunction(() => !document.getElementById('hint').hidden);
    await shot('guide-board-in-use', page);
    y = await page.evaluate(() => window.scrollY);
    await input(frame, () => page.mouse.wheel(0, 120));
    assert.equal(await page.evaluate(() => window.scrollY), y, 'the page scrolled under a board in use');
    await page.keyboard.press('Escape');
    await frame.waitForFunction(() => document.getElementById('hint').hidden);
    await scrolled(page, () => wheel(page, inside.x, inside.y, 120, { wait: false }));
    assert.ok(await page.evaluate((y0) => window.scrollY > y0, y), 'the wheel did not scroll the page once the board was left');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A finger's swipe over a board of the guide scrolls the page on a touch screen.
  async 'swipe over a guide board scrolls the page'({ browser, url }) {
    const { page, context, errors } = await openReadingPage(browser, url + 'guide.html', { width: 390, height: 844, touch: true });
    const { box } = await firstGuideBoard(page, { touch: true });
    const y = await page.evaluate(() => window.scrollY);
    const x = box.x + box.width / 2, from = box.y + box.height * 0.5;  // on the map, above the board's toolbar
    await scrolled(page, () => swipe(page, { x, y: from }, { x, y: from - 200 }, 10, { wait: false }));
    assert.ok(await page.evaluate((y0) => window.scrollY > y0 + 50, y), 'the swipe over the board did not scroll the page');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // While a board is made and loads, its box shows the map drawn plainly, not an empty box.
  async 'boards show a drawn placeholder'({ browser, url, shot }) {
    const { page, context, errors } = await openReadingPage(browser, url + 'guide.html');
    const image = await page.evaluate(() => getComputedStyle(window.dipBoards.frames[0]).backgroundImage);
    assert.match(image, /^url\("data:image\/svg\+xml/);
    await page.route('**/dip.wasm', () => {});  // the boards never finish loading
    const later = await page.evaluate(() => window.dipBoards.frames.length - 1);
    await page.evaluate((k) => { window.dipBoards.frames[k].scrollIntoView({ block: 'center' }); }, later);
    await page.waitForFunction((k) => !!window.dipBoards.frames[k].querySelector('iframe'), later);
    const png = await page.locator('.frame').nth(later).screenshot();
    assert.ok(png.length > 8000, `the loading board looks empty (${png.length} bytes of PNG)`);
    await shot('board-loading', page);
    assert.deepEqual(errors.filter((e) => !/wasm|WebAssembly|fetch/i.test(e)), []);
    await context.close();
  },

  // The gallery's contents in two columns on a laptop, one on a phone: no title runs into the number of the item
  // beside it.
  async 'gallery contents stay apart'({ browser, url, shot }) {
    for (const width of [1280, 390]) {
      const { page, context, errors } = await openReadingPage(browser, url + 'gallery.html', { width, height: 800 });
      const clashes = await page.evaluate(() => {
        const em = parseFloat(getComputedStyle(document.querySelector('nav.contents')).fontSize);
        const items = [...document.querySelectorAll('nav.contents li')].map((li) =>
          ({ name: li.textContent.trim(), box: li.getBoundingClientRect(), text: [...li.querySelector('a').getClientRects()] }));
        const out = [];
        for (const a of items)
          for (const b of items) {
            if (b.box.left <= a.box.right - 1) continue;  // only an item in a column right of a's
            for (const r of a.text)  // a's words on b's lines must end before b's number (outside its box)
              if (r.bottom > b.box.top && r.top < b.box.bottom && r.right > b.box.left - 1.6 * em)
                out.push(`"${a.name}" runs into "${b.name}"`);
          }
        return out;
      });
      assert.deepEqual(clashes, [], `at ${width} px`);
      await shot(`gallery-contents-${width}`, page);
      assert.deepEqual(errors, []);
      await context.close();
    }
  },

  // Every board of the rules guide renders and shows the engine's results.
  async 'guide boards'({ browser, url, shot }) {
    const { page, context, errors } = await openReadingPage(browser, url + 'guide.html');
    const n = await checkEveryBoard(page, shot);
    console.log(`      ${n} boards checked`);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // Every DATC case of the gallery renders and shows the engine's results, and the page's own verdict, worked
  // out from what each board shows, finds every board in agreement with the DATC. One case, far down the page,
  // is given a wrong expectation before its board comes alive: the page must find that one to differ.
  async 'gallery boards'({ browser, url, shot }) {
    const { page, context, errors } = await openReadingPage(browser, url + 'gallery.html');
    const wrong = await page.evaluate(() => {
      const figures = [...document.querySelectorAll('figure[data-datc]')].reverse();
      const f = figures.find((g) => JSON.parse(g.dataset.datc).orders.length > 0);
      const expect = JSON.parse(f.dataset.datc);
      expect.orders[0][3] = expect.orders[0][3] === 'succeeds' ? 'fails' : 'succeeds';
      f.dataset.datc = JSON.stringify(expect);
      return f.id;
    });
    const n = await checkEveryBoard(page, shot, 10);
    assert.ok(n >= 160, `only ${n} DATC boards`);
    console.log(`      ${n} boards checked`);
    await page.waitForFunction((count) => Number(document.getElementById('tally').dataset.checked) === count, n);
    const tally = await page.evaluate(() => ({ ...document.getElementById('tally').dataset }));
    const differing = await page.evaluate(() =>
      Object.entries(window.dipGallery.verdicts).filter(([, d]) => d.length).map(([id, d]) => `${id}: ${d.join('; ')}`));
    assert.equal(differing.length, 1, `boards that differ from the DATC:\n${differing.join('\n')}`);
    assert.ok(differing[0].startsWith(`${wrong}: `), differing[0]);
    assert.deepEqual(tally, { agree: String(n - 1), differ: '1', checked: String(n) });
    assert.match(await page.textContent('#tally'), new RegExp(`^${n - 1} of ${n} boards checked so far agree with the DATC`));
    assert.equal(await page.getAttribute(`#${CSS.escape(wrong)} .verdict`, 'data-verdict'), 'differs');
    assert.deepEqual(errors, []);
    await context.close();
  },
};

async function openReadingPage(browser, address, { width = 1100, height = 900, touch = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(address);
  await page.waitForFunction(() => !!window.dipBoards);
  return { page, context, errors };
}

runTests(tests);
