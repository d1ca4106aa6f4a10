import { launch, openPage, press, serve, settled } from './harness.mjs';
const server = await serve(process.argv[2]);
const browser = await launch();
const { page } = await openPage(browser, server.url, { width: 390, height: 844, scale: 2 });
await page.evaluate(() => window.dip.loadPosition(`phase: Spring 1901 Movement
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
`));
await settled(page);
await page.screenshot({ path: '/tmp/look/phone-orders.png' });
await press(page, 'Adjudicate Spring 1901 Movement');
await page.waitForFunction(() => window.dipFilm.time > 0.3);
await page.screenshot({ path: '/tmp/look/phone-mid.png' });
await page.waitForFunction(() => window.dipFilm.time === 1);
await settled(page);
await page.screenshot({ path: '/tmp/look/phone-end.png' });
await browser.close(); await server.close();
