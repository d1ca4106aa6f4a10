// A camera for the page's QR reader in tests: Chromium plays a Y4M file as its fake camera
// (--use-file-for-fake-video-capture), opened afresh each time a page asks for the camera, so a test films a
// screenshot (a phone's orders code, the table's link) by writing it there just before the page scans. Pictures
// are read, and QR codes in them decoded (as a phone's own camera app would), in a scratch page of the browser.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { settled } from './harness.mjs';

export const CAMERA = { width: 800, height: 600 };

// The flags that give every page of the browser the file `path` as its camera.
export function cameraArgs(path) {
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${path}`];
}

// One frame of grey (4:2:0, the colour planes neutral) from RGBA pixels, as a Y4M file.
function y4m(rgba, { width, height }) {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const luma = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++)
    luma[i] = Math.round(0.299 * rgba[4 * i] + 0.587 * rgba[4 * i + 1] + 0.114 * rgba[4 * i + 2]);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([header, luma, chroma]);
}

// A camera that sees nothing yet (white), so that the browser starts with a camera.
export async function blankCamera(path) {
  await writeFile(path, y4m(new Uint8Array(CAMERA.width * CAMERA.height * 4).fill(255), CAMERA));
}

// Runs `inPage(pngAsBase64, ...args)` in a scratch page with no policy, no site and nothing of the game.
async function scratch(browser, fn, ...args) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(fn, args);
  } finally {
    await context.close();
  }
}

// The picture (PNG bytes) centred on a white frame of the camera's size, as large as fits: its RGBA pixels.
async function framed(browser, png) {
  const pixels = await scratch(browser, async ([b64, w, h]) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, w, h);
    const scale = Math.min(w / img.width, h / img.height) * 0.9;
    g.drawImage(img, (w - img.width * scale) / 2, (h - img.height * scale) / 2, img.width * scale, img.height * scale);
    const data = g.getImageData(0, 0, w, h).data;
    let s = '';
    for (let i = 0; i < data.length; i += 8192) s += String.fromCharCode.apply(null, data.subarray(i, i + 8192));
    return btoa(s);
  }, png.toString('base64'), CAMERA.width, CAMERA.height);
  return Buffer.from(pixels, 'base64');
}

// Puts the picture (PNG bytes) before the camera at `path`: the next scan sees it.
export async function film(browser, path, png) {
  await writeFile(path + '.png', png);  // what the camera saw last, beside it, for a failed test's reader
  await writeFile(path, y4m(await framed(browser, png), CAMERA));
}

// The text of the QR code in the picture (PNG bytes), read by jsQR as the site ships it: what a phone's camera app
// would open.
export async function readQr(browser, site, png) {
  const jsqr = await readFile(join(site, 'jsqr.js'), 'utf8');
  return scratch(browser, async ([source, b64]) => {
    (0, eval)(source);
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0);
    const image = g.getImageData(0, 0, img.width, img.height);
    const found = window.jsQR(image.data, image.width, image.height);
    return found ? found.data : null;
  }, jsqr, png.toString('base64'));
}

// A screenshot of the labelled control's rectangle (a QR code the program drew), as PNG bytes.
export async function shotOf(page, label) {
  await settled(page);  // drawn where the last frame says
  const r = await page.evaluate((l) => window.dip.controlRect(l), label);
  if (!r) throw new Error(`no control "${label}" on the screen`);
  return page.screenshot({ clip: { x: r.x, y: r.y, width: r.width, height: r.height } });
}
