import { launch } from './harness.mjs';
const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 500, height: 420 } })).newPage();
await page.goto('file:///tmp/shots/phase-film.gif');
await page.screenshot({ path: '/tmp/look/gif.png' });
await browser.close();
