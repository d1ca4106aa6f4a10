// Browser tests of games that last and travel (issue 44): the page can be installed (its manifest and icons) and
// asks the browser to keep its storage once a game is saved; every game saved to one file comes back byte for
// byte on another device (a phone), and a damaged file changes nothing; on a phone the share sheet takes the
// game's link and the board's picture. Everything is done by a person's input (clicks, taps, the file picker);
// window.dip and localStorage are only read, to check. An init script stands in for a phone's share sheet, which
// this browser does not have.
// usage: node keep_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { click, press, runTests, settled } from './harness.mjs';
import { openHands, tapControl } from './input.mjs';

// Every stored entry a backup carries (frontend/storage/backup.h), by key, as the page stored it.
const storedGames = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => k.startsWith('dip.game.') || k.startsWith('dip.unreadable.') || k.startsWith('dip.event'))
  .sort().map((k) => [k, localStorage.getItem(k)])));

// The width and height a PNG's header gives.
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(1, 4)], [80, 78, 71], 'a PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

// Presses the control that saves a file; returns the file's name and where it was kept.
async function download(page, label, out, pressIt = press) {
  const file = page.waitForEvent('download');
  await pressIt(page, label);
  const got = await file;
  const path = join(out, got.suggestedFilename());
  await got.saveAs(path);
  return { name: got.suggestedFilename(), path };
}

// Opens a backup with the file picker, as a person picks a file; waits for the page to say what it did (in the
// Games window, and on the banner: the message returned), which must match `told`.
async function openBackup(page, path, told, pressIt = press) {
  const chooser = page.waitForEvent('filechooser');
  await page.evaluate(() => { window.noticeBefore = window.dip.notice(); });
  await pressIt(page, 'Open a backup...');
  await (await chooser).setFiles(path);
  await page.waitForFunction(() => window.dip.notice() !== window.noticeBefore);
  const notice = await page.evaluate(() => window.dip.notice());
  assert.match(notice, told);
  await page.waitForFunction(() => window.dip.controlRect('Backup message') !== null);
  return notice;
}

// A phone's share sheet, which this browser lacks: what is shared is kept in window.shared for the test to read.
function fakeShareSheet() {
  window.shared = [];
  const describe = (data) => ({
    title: data.title, url: data.url, text: data.text,
    files: (data.files || []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
  });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: (data) => {
      if (!navigator.userActivation || !navigator.userActivation.isActive) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
      window.shared.push(describe(data));
      return Promise.resolve();
    },
  });
}

// A saved game written by the Python diplomacy package (tests/fixtures/diplomacy_json/README.md says how).
const pythonGame = (name) => fileURLToPath(new URL(`../fixtures/diplomacy_json/${name}`, import.meta.url));

// Picks another program's file with the file picker; waits for the Games window's report (`label`).
async function openOtherProgram(page, path, label) {
  const chooser = page.waitForEvent('filechooser');
  await press(page, 'Open a game from another program...');
  await (await chooser).setFiles(path);
  await page.waitForFunction((l) => window.dip.controlRect(l) !== null, label);
}

const tests = {
  // The manifest is served, valid and names icons a phone and a desktop ask for; once a game is saved the page
  // asks the browser to keep its storage, and the Games window says whether it is kept and how much is used.
  async 'installable, and asks the browser to keep the games'({ page, url, shot, out }) {
    const link = await page.evaluate(() => document.querySelector('link[rel=manifest]').href);
    const manifest = JSON.parse(await page.evaluate((u) => fetch(u).then((r) => r.text()), link));
    assert.equal(manifest.name, 'Diplomacy');
    assert.equal(manifest.display, 'standalone');
    assert.equal(new URL(manifest.start_url, link).href, url);
    const sizes = {};
    for (const icon of manifest.icons) {
      const bytes = Buffer.from(await page.evaluate((u) => fetch(u).then((r) => r.arrayBuffer())
        .then((b) => Array.from(new Uint8Array(b))), new URL(icon.src, link).href));
      const [w, h] = pngSize(bytes);
      assert.equal(`${w}x${h}`, icon.sizes, icon.src);
      sizes[icon.purpose + ' ' + icon.sizes] = true;
    }
    assert.ok(sizes['any 192x192'] && sizes['any 512x512'] && sizes['maskable 512x512'], JSON.stringify(sizes));
    // The sandbox chosen on the welcome is saved: the browser was asked to keep the storage.
    await click(page, 'par');
    await click(page, 'bur');
    await page.waitForFunction(() => window.dipPersistAsked === true);
    await press(page, 'Games');
    const kept = await page.evaluate(() => navigator.storage.persisted());
    await page.waitForFunction((k) => window.dip.controlRect(k ? 'Storage kept' : 'Storage not kept') !== null, kept);
    await shot('games-storage-1280x800');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('games-storage-390x844');
  },

  // Two games saved to one file; another device (a phone, by touch) opens it and has both, byte for byte; the
  // same file opened again changes nothing; a damaged copy is refused and changes nothing.
  async 'every game saved to a file comes back on another device, byte for byte'({ page, browser, url, out, shot }) {
    await click(page, 'par');
    await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    await page.waitForFunction(() => window.dip.gameInfo().phases_played === 1);
    await press(page, 'Games');
    await press(page, 'Copy');
    await page.waitForFunction(() => window.dip.games().length === 2);
    const games = await storedGames(page);
    assert.equal(Object.keys(games).length, 2);
    const file = await download(page, 'Save every game to a file', out);
    assert.match(file.name, /^diplomacy-backup-\d{4}-\d\d-\d\d\.txt$/);

    const phone = await openHands(browser, url, { width: 390, height: 844, touch: true });
    await tapControl(phone.page, 'Games');
    const before = await storedGames(phone.page);  // the phone's own sandbox
    await openBackup(phone.page, file.path, /^Opened the backup: 2 games added/, tapControl);
    const after = await storedGames(phone.page);
    for (const [key, text] of Object.entries(games)) assert.equal(after[key], text, `${key} byte for byte`);
    for (const [key, text] of Object.entries(before)) assert.equal(after[key], text, `the phone's ${key} kept`);
    assert.equal(Object.keys(after).length, Object.keys(before).length + 2);
    assert.match(await phone.page.evaluate(() => window.dip.games().map((g) => g.name).join('|')), /\(copy\)/);
    await shot('backup-opened-390x844', phone.page);

    // Opened again: nothing added twice.
    await openBackup(phone.page, file.path, /^Opened the backup: 0 games added, 0 games brought up to date, 2 games already here/, tapControl);
    assert.deepEqual(await storedGames(phone.page), after);

    // A byte changed in the middle of the file: refused where the player looks, nothing changed.
    const bytes = await readFile(file.path);
    bytes[Math.floor(bytes.length / 2)] ^= 1;
    const damaged = join(out, 'damaged-backup.txt');
    await writeFile(damaged, bytes);
    await openBackup(phone.page, damaged, /cut short or damaged\. Nothing was changed\.$/, tapControl);
    assert.deepEqual(await storedGames(phone.page), after);
    await shot('backup-refused-390x844', phone.page);
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
  },

  // A phone with a share sheet: the Games window shares the game's link, the Game menu the board as a picture;
  // nothing is downloaded.
  async 'the share sheet takes the link and the board on a phone'({ browser, url, shot }) {
    const { page, context, errors } = await openHands(browser, url, { width: 390, height: 844, touch: true, init: fakeShareSheet });
    let downloads = 0;
    page.on('download', () => downloads++);
    await tapControl(page, 'Games');
    await tapControl(page, 'Share link');
    await page.waitForFunction(() => window.shared.length === 1);
    const shared = await page.evaluate(() => window.shared[0]);
    assert.match(shared.url, /#g=/);
    await shot('share-link-390x844', page);
    await tapControl(page, 'Close');
    await tapControl(page, 'Game');
    await tapControl(page, 'Share the board as a picture');
    await page.waitForFunction(() => window.shared.length === 2);
    const picture = await page.evaluate(() => window.shared[1]);
    assert.equal(picture.files.length, 1);
    assert.equal(picture.files[0].type, 'image/png');
    assert.match(picture.files[0].name, /\.png$/);
    assert.ok(picture.files[0].size > 10000, `a picture of the board: ${picture.files[0].size} bytes`);
    assert.equal(downloads, 0);
    assert.deepEqual(errors, []);
    await context.close();
  },

  // A game written by the Python package opens whole, every phase agreeing; one where their adjudicator departs
  // from DATC opens where the two last agree, and the Games window says where and why; the open game goes out as
  // the package's JSON; a judge's results mails open too.
  async 'games from and for other programs'({ page, out, shot }) {
    await press(page, 'Games');
    await openOtherProgram(page, pythonGame('standard_1.json'), 'Other program report');
    assert.equal((await page.evaluate(() => window.dip.gameInfo())).phases_played, 24);
    assert.match(await page.evaluate(() => window.dip.notice()), /every phase agrees/);
    const file = await download(page, 'Save this game for other programs', out);
    assert.equal(file.name, 'standard_1.json');
    const written = JSON.parse(await readFile(file.path, 'utf8'));
    assert.equal(written.map, 'standard');
    assert.equal(written.phases.length, 25);
    await openOtherProgram(page, pythonGame('via_convoy_deviation.json'), 'Other program report (differs)');
    assert.match(await page.evaluate(() => window.dip.notice()), /up to where its results differ/);
    assert.ok((await page.evaluate(() => window.dip.gameInfo())).phases_played < 2);
    assert.equal((await page.evaluate(() => window.dip.games())).length, 3);
    await shot('import-report-1280x800');
    // A judge's results mails (an archive of an email game) open the same way.
    const judge = fileURLToPath(new URL('../fixtures/judge/scripted_1902.txt', import.meta.url));
    await openOtherProgram(page, judge, 'Other program report');
    assert.match(await page.evaluate(() => window.dip.notice()), /"scripted_1902": every phase agrees/);
    assert.equal((await page.evaluate(() => window.dip.games())).length, 4);
  },
};

runTests(tests);
