// Browser tests of the games kept in the browser (issue 24): two tabs of one browser on one game lose nothing
// (a tab never writes over the other's newer copy; it follows it, or asks); a storage that is full or turned
// off is told on the banner over the map; a game saved by a newer release is kept, listed and told; a game that
// cannot be read is set aside, listed, and copied from the Games window. Everything
// a test is about is done by a person's input (clicks on the map and the page's buttons, a reload); window.dip
// is only read, to check. Init scripts stand in for the browser's conditions (a full storage, one turned off,
// a tab busy elsewhere whose storage events come late).
// usage: node storage_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { click, control, press, ready, runTests, settled } from './harness.mjs';
import { grantClipboard } from './input.mjs';

// A second tab of the same browser (its context: the same storage), with the page ready. `init`, if given, runs
// in it before the page's own scripts.
async function secondTab(context, url, init) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  if (init) await page.addInitScript(init);
  await page.goto(url);
  await ready(page);
  await settled(page);
  return { page, errors };
}

// A tab busy elsewhere: the storage events from other tabs reach the page only when window.holdStorage is false.
function holdStorageEvents() {
  window.holdStorage = true;
  window.addEventListener('storage', (e) => { if (window.holdStorage) e.stopImmediatePropagation(); }, true);
}

// The stored record of the open game, as the page keeps it (frontend/storage/stored_record.h): its header's fields.
async function storedHeader(page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('dip.game.'));
    const text = localStorage.getItem(key);
    const fields = {};
    for (const line of text.slice(0, text.indexOf('\n\n')).split('\n').slice(1)) {
      const at = line.indexOf(' ');
      fields[line.slice(0, at)] = line.slice(at + 1);
    }
    return fields;
  });
}

// Spring and Fall 1901 played with the mouse: A Par - Bur, then everyone holds.
async function playTwoPhases(page) {
  await click(page, 'par');
  await click(page, 'bur');
  await press(page, 'Adjudicate Spring 1901 Movement');
  await press(page, 'Continue to Fall 1901 Movement');
  await press(page, 'Adjudicate Fall 1901 Movement');
  // Saved in the frame after: the page's list follows its own save.
  await page.waitForFunction(() => window.dip.games()[0].phase === 'Spring 1902 Movement');
}

// Screenshots at a desk's size and a phone's, then back to the desk's.
async function shots(page, out, name) {
  for (const [w, h, size] of [[1280, 800, 'wide'], [390, 844, 'phone']]) {
    await page.setViewportSize({ width: w, height: h });
    await settled(page);
    await page.screenshot({ path: join(out, `${name}-${size}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
}

// The banner's Dismiss button is drawn over the map, near its top: where the player looks.
async function bannerInSight(page) {
  const r = await page.evaluate(() => window.dip.controlRect('Dismiss'));
  assert.ok(r, 'a banner with its Dismiss button');
  assert.ok(r.y < 300, `the banner is at the top of the map: ${JSON.stringify(r)}`);
}

// A save string as a newer release would write it: its format's major version one more (docs/SAVES.md).
function fromNewerRelease(text) {
  const CRC = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xFFFFFFFF;
    for (const b of bytes) c = CRC[(c ^ b) & 0xFF] ^ (c >>> 8);
    return (c ^ 0xFFFFFFFF) >>> 0;
  };
  const bytes = Buffer.from(text, 'base64url');
  const body = Buffer.from(bytes.subarray(0, bytes.length - 4));
  body[2] += 1;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32(body));
  return Buffer.concat([body, sum]).toString('base64url');
}

const tests = {
  // Tab B, with nothing unsaved, follows the two phases played in tab A as soon as it hears of them.
  async 'a tab follows the game played in another tab'({ page, context, url, out }) {
    const { page: b, errors } = await secondTab(context, url);
    assert.equal((await b.evaluate(() => window.dip.gameInfo())).phases_played, 0);
    await playTwoPhases(page);
    await b.waitForFunction(() => window.dip.gameInfo().phases_played === 2);
    assert.match(await b.evaluate(() => window.dip.notice()), /played on in another tab/);
    await bannerInSight(b);
    await shots(b, out, 'tab-followed');
    assert.deepEqual(errors, []);
  },

  // Tab B writes an order before it hears of A's two phases: the stored game keeps A's phases, B says so and
  // offers the newer copy, which the player opens with a click.
  async 'a tab behind never writes over the newer copy'({ page, context, url, out }) {
    const { page: b, errors } = await secondTab(context, url, holdStorageEvents);
    await playTwoPhases(page);
    const header = await storedHeader(page);
    assert.equal(header.phases, '2');
    await click(b, 'par');
    await click(b, 'pic');
    await b.waitForFunction(() => /saved in another tab/.test(window.dip.notice()));
    assert.deepEqual(await storedHeader(page), header, 'the newer copy is untouched');
    await bannerInSight(b);
    await shots(b, out, 'tab-behind');
    await b.evaluate(() => { window.holdStorage = false; });
    await press(b, 'Open the newer copy');
    assert.equal((await b.evaluate(() => window.dip.gameInfo())).phases_played, 2);
    assert.equal((await b.evaluate(() => window.dip.state())).phase, 'Spring 1902 Movement');
    // From there B's next order is saved, and A follows it.
    await click(b, 'bur');
    await click(b, 'bel');
    await page.waitForFunction(() => /A Bur - Bel/.test(window.dip.orders()));
    assert.deepEqual(errors, []);
  },

  // The browser's storage is full: the first change that cannot be saved is told on the banner.
  async 'storage full is told on the banner'({ context, url, out }) {
    const { page, errors } = await secondTab(context, url, () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (String(key).startsWith('dip.game.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await click(page, 'par');
    await click(page, 'bur');
    await page.waitForFunction(() => /storage is full/.test(window.dip.notice()));
    await bannerInSight(page);
    await shots(page, out, 'storage-full-banner');
    assert.deepEqual(errors, []);
  },

  // The browser keeps nothing for the page (storage turned off): said as such, not as a full storage.
  async 'storage turned off is told on the banner'({ browser, url, out }) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await secondTab(context, url, () => {
      Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });
    });
    await press(page, 'Try the sandbox');
    await click(page, 'par');
    await click(page, 'bur');
    const notice = await page.evaluate(() => window.dip.notice());
    assert.match(notice, /keeps nothing/);
    assert.doesNotMatch(notice, /full/);
    await bannerInSight(page);
    await shots(page, out, 'storage-off-banner');
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A game saved by a newer release (this one cannot read it) is kept and listed, and the player is told.
  async 'a game from a newer release is kept and listed'({ page, url, out }) {
    const good = await page.evaluate(() => window.dip.saveString());
    await page.evaluate((text) => localStorage.setItem('dip.game.future', text), fromNewerRelease(good));
    await page.reload();  // as after the newer release stored it, in a tab since gone back to this one
    await ready(page);
    await page.waitForFunction(() => /newer release/.test(window.dip.notice()));
    await bannerInSight(page);
    await shots(page, out, 'newer-release-banner');
    await press(page, 'Games');
    // Stored without a line of its own (as by a release before lines): listed by what is known of it.
    assert.ok(await page.evaluate(() => window.dip.controlRect('Newer release note of A game from a newer release')),
              'the newer game is listed with its note');
    await settled(page);
    await page.screenshot({ path: join(out, 'newer-release-list-wide.png') });
    await press(page, 'Close');
    // On a phone, the window opened there.
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await press(page, 'Games');
    await settled(page);
    await page.screenshot({ path: join(out, 'newer-release-list-phone.png') });
    await press(page, 'Close');
    await page.reload();
    await ready(page);
    await settled(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('dip.game.future')), fromNewerRelease(good));
  },

  // The game played last was damaged in storage: the page sets it aside and opens another, and the Games window
  // lists it under "Games that could not be read", where Copy puts its save string on the clipboard (to send
  // us, or to open with a later release) and Delete removes it, with Undo.
  async 'a game that could not be read is kept, listed and copied'({ page, context, url, out }) {
    await grantClipboard(context, url);
    const good = await page.evaluate(() => window.dip.saveString());
    const damaged = good.slice(0, -4) + (good.endsWith('AAAA') ? 'BBBB' : 'AAAA');  // its checksum no longer matches
    const record = ['dip-record 1', 'revision 1', 'writer 1', 'name Damaged game', 'mode 0',
                    'phase Spring 1901 Movement', 'saved 1', 'id 5', 'phases 0', 'variant ', '', damaged].join('\n');
    await page.evaluate((r) => {
      localStorage.setItem('dip.game.damaged', r);
      localStorage.setItem('dip.last', 'dip.game.damaged');  // so the page opens it first
    }, record);
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => /set aside/.test(window.dip.notice()));
    await press(page, 'Games');
    const key = 'dip.unreadable.damaged';
    assert.ok(await control(page, `Set aside ${key}`), 'the damaged game is listed');
    assert.ok(!(await page.evaluate(() => window.dip.games().some((g) => g.name === 'Damaged game'))),
              'and not among the games');
    await settled(page);
    await page.screenshot({ path: join(out, 'set-aside-list-wide.png') });
    await press(page, `Copy##${key}`);
    await page.bringToFront();  // the clipboard is read from a focused document
    await page.waitForFunction((t) => {
      navigator.clipboard.readText().then((c) => { window.testClipboard = c; });
      return window.testClipboard === t;
    }, damaged);
    await press(page, `Delete##${key}`);
    await page.waitForFunction((k) => localStorage.getItem(k) === null, key);
    await press(page, 'Undo##set-aside');
    await page.waitForFunction((k) => localStorage.getItem(k) !== null, key);
    assert.ok(await control(page, `Set aside ${key}`), 'listed again');
  },
};

runTests(tests);
