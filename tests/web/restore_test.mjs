// Browser tests of opening a link whose save string is sealed correctly (its checksum matches) but whose game
// record does not replay: the open game and every stored game stay exactly as they were, and the page says so.
// usage: node restore_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import assert from 'node:assert/strict';
import { ready, runTests, settled, press, programFrames } from './harness.mjs';

const SPRING_1901 = `
Austria: A Vie - Gal
England: F Lon - Nth
France: A Par - Bur
France: A Mar S A Par - Bur
Germany: A Mun - Bur
Russia: A War - Gal`;

// ---- Save strings (frontend/storage/save.cpp): base64url of a header, a cereal archive and a CRC-32 --------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xFFFFFFFF;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xFF] ^ (c >>> 8);
  return (c ^ 0xFFFFFFFF) >>> 0;
}

// The bytes of a save string without their checksum, and a string sealed again from changed bytes.
function unseal(text) {
  const bytes = Buffer.from(text, 'base64url');
  assert.equal(crc32(bytes.subarray(0, bytes.length - 4)), bytes.readUInt32LE(bytes.length - 4), 'a good string');
  return Buffer.from(bytes.subarray(0, bytes.length - 4));
}
function seal(body) {
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32(body));
  return Buffer.concat([body, crc]).toString('base64url');
}

// A game string's record (version 4, docs/SAVES.md): header (3 bytes), cereal's endianness byte, the record's
// and the byte strings' class versions (4 bytes each), the name (a one-byte length when short), four bytes of
// mode, me, host and turn, the game's identity (8 bytes) ...; the vote record's phase is the int32 eighteen
// bytes from the end in a game of seven powers (before the end's kind and winner, a byte each, the powers' bytes
// with their count, and since release 6 the versions of the rules and computer players, four bytes).
function withVoteInTheFuture(text) {
  const body = unseal(text);
  assert.equal(body[0], 0xD1);
  assert.equal(String.fromCharCode(body[1]), 'G');
  body.writeInt32LE(1000, body.length - 18);  // a vote held in phase 1001 of a game of a few phases
  return seal(body);
}
function withIdentity(text, id) {
  const body = unseal(text);
  const nameLength = body[12];
  assert.ok(nameLength < 128, 'a short name');
  body.writeBigUInt64LE(id, 13 + nameLength + 4);
  return seal(body);
}

// Everything of the open game and the stored games a bad restore could change, as the scripting API reads it.
async function everything(page) {
  return page.evaluate(() => ({
    state: window.dip.state(),
    orders: window.dip.orders(),
    info: window.dip.gameInfo(),
    games: window.dip.games(),
  }));
}

// A game in progress (a phase played, orders written for the next) beside a second stored game.
async function gameInProgress(page) {
  await page.evaluate(() => window.dip.newGame('sandbox'));
  await page.evaluate((o) => window.dip.setOrders(o), SPRING_1901);
  await page.evaluate(() => window.dip.adjudicate());
  await page.evaluate(() => window.dip.setOrders('France: A Bur - Bel\nRussia: A War - Ukr'));
  await programFrames(page, 2);  // saved in the frame after the change
}

// Opens the page anew with this save string in its address, as a player following a link does. If the page
// asks whether to update the game already stored, the player says yes.
async function openLink(page, url, text, visit) {
  await page.goto(`${url}?visit=${visit}#g=${text}`);
  await ready(page);
  await settled(page);
  const update = await page.evaluate(() => {
    const name = window.dip.gameInfo().name;
    return window.dip.controlRect(`Update "${name}" from the link`) ? `Update "${name}" from the link` : null;
  });
  if (update) await press(page, update);
  await settled(page);
}

const tests = {
  // The link holds another game (a new identity) whose vote record is for a phase it has not reached.
  async 'sealed bad link as a new game'({ page, url, shot }) {
    await gameInProgress(page);
    const before = await everything(page);
    const good = await page.evaluate(() => window.dip.saveString());
    await openLink(page, url, withVoteInTheFuture(withIdentity(good, 0x0123456789ABCDEFn)), 1);
    assert.deepEqual(await everything(page), before);
    const notice = await page.evaluate(() => window.dip.notice());
    assert.match(notice, /could not be opened/);
    assert.match(notice, /vote record/);
    assert.match(notice, /stored games are unchanged/);
    await shot('sealed-bad-link-new-game');
  },

  // The link holds the same game as one stored (the next phase of a game by link, say), with a bad record.
  async 'sealed bad link as an update'({ page, url, shot }) {
    await gameInProgress(page);
    const before = await everything(page);
    const good = await page.evaluate(() => window.dip.saveString());
    await openLink(page, url, withVoteInTheFuture(good), 1);
    assert.deepEqual(await everything(page), before);
    const notice = await page.evaluate(() => window.dip.notice());
    assert.match(notice, /could not be opened/);
    assert.match(notice, /stored games are unchanged/);
    // And the game goes on from where it was: the orders written are still there to play.
    const r = await page.evaluate(() => window.dip.adjudicate());
    assert.equal(r.phase, 'Fall 1901 Movement');
    await shot('sealed-bad-link-update');
  },
};

runTests(tests);
