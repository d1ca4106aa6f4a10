// Browser tests of "Save the board as a picture" (Game menu): the player gets a PNG file named after the game
// and the phase, the map as it is drawn on screen with a caption strip under it, at the canvas's resolution.
// usage: node picture_test.mjs SITE_DIR OUT_DIR DIP_TOOL [TEST_NAME]   (no name: every test)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { click, press, runTests, settled } from './harness.mjs';

const STRIP = [0x22, 0x31, 0x3f];  // the caption strip's colour (frontend/platform/board_image_saver.cpp)

// Chooses the menu item with the mouse and returns the file the browser was given, saved under `out`.
async function savePicture(page, out, file) {
  const download = page.waitForEvent('download');
  await press(page, 'Game');
  await press(page, 'Save the board as a picture');
  const got = await download;
  const path = join(out, file);
  await got.saveAs(path);
  return { name: got.suggestedFilename(), bytes: await readFile(path) };
}

// Decodes two PNG files with the browser's own decoder and compares them: `picture` placed with its top left
// corner at (x, y) of `screen`. Returns the picture's size, its bottom left pixel, and the share of sampled
// map pixels (a grid over the picture above its strip) that match the screen's within a small tolerance.
async function compare(page, picture, screen, stripHeight) {
  return page.evaluate(async ([a, b, strip]) => {
    const pixels = async (b64) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
    };
    const p = await pixels(a), s = await pixels(b);
    const at = (img, x, y) => Array.from(img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));
    const mapHeight = p.height - strip, top = s.height - mapHeight;  // the map reaches the window's foot
    let same = 0, samples = 0;
    for (let gy = 1; gy < 20; gy++)
      for (let gx = 1; gx < 20; gx++) {
        const x = Math.floor(p.width * gx / 20), y = Math.floor(mapHeight * gy / 20);
        const d = at(p, x, y).map((v, i) => Math.abs(v - at(s, x, top + y)[i]));
        samples++;
        if (Math.max(...d) <= 24) same++;
      }
    return { width: p.width, height: p.height, corner: at(p, 2, p.height - 2), same: same / samples };
  }, [picture.toString('base64'), screen.toString('base64'), stripHeight]);
}

const tests = {
  // The opening board: the file is named after the game and the phase, and shows the map as the screen does,
  // the right way up, with the caption strip under it.
  async 'picture of the board'({ page, out }) {
    const { name, bytes } = await savePicture(page, out, 'picture-opening.png');
    const info = await page.evaluate(() => window.dip.gameInfo());
    const slug = info.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    assert.equal(name, `diplomacy-${slug}-spring-1901-movement.png`);
    await settled(page);
    const screen = await page.screenshot();
    const seen = await compare(page, bytes, screen, 36);
    // At 1280x800 the map takes the width left of the side panel and the height under the top bar.
    assert.ok(seen.width >= 640 && seen.width < 1280, `the map's width (${seen.width})`);
    assert.ok(seen.height > 600 && seen.height <= 800 + 36, `the map's height and the strip (${seen.height})`);
    assert.deepEqual(seen.corner, STRIP, 'a caption strip under the map');
    assert.ok(seen.same >= 0.9, `the picture is the map as drawn (${(seen.same * 100).toFixed(0)}% of samples alike)`);
  },

  // After a phase is played the picture shows its results, and says so; then the next phase's board.
  async 'picture follows the phase'({ page, out, shot }) {
    await click(page, 'par');
    await click(page, 'bur');
    await press(page, 'Adjudicate Spring 1901 Movement');
    const results = await savePicture(page, out, 'picture-results.png');
    assert.match(results.name, /-spring-1901-movement-results\.png$/);
    await press(page, 'Continue to Fall 1901 Movement');
    const next = await savePicture(page, out, 'picture-fall.png');
    assert.match(next.name, /-fall-1901-movement\.png$/);
    await shot('after-picture');
  },
};

await runTests(tests);
