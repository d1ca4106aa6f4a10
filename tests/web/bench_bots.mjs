// The computer players' thinking time in the browser, as the page thinks: the bot benchmark (tools/bot_bench.cpp,
// built by Emscripten) runs in a Web Worker of headless Chromium, one thread, and prints its table (with the
// time to answer a proposal and to make one's own).
// Targets (docs/BOTS.md, "Speed"): Easy at most 50 ms, Normal 2 s, Hard 6 s per power and phase.
// usage: node bench_bots.mjs BUILD_WEB_DIR [--positions N]
import { dirname, join, resolve } from 'node:path';
import { launch, serve } from './harness.mjs';

const [dir, ...args] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench_bots.mjs BUILD_WEB_DIR [bench options]');
  process.exit(2);
}
const root = resolve(dir);
const server = await serve(root);
const browser = await launch();
try {
  const page = await (await browser.newContext()).newPage();
  // A page of the same origin without the site's Content-Security-Policy (which allows no worker made from a
  // blob) hosts the worker: the benchmark's own script, shown as text.
  await page.goto(server.url + 'dip_bot_bench.js');
  const out = await page.evaluate(async ([url, argv]) => {
    // The worker loads the benchmark with its arguments, and posts back what it prints and when it is done.
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    const source = `var Module = { arguments: ${JSON.stringify(argv)}, print: (t) => postMessage({ line: t }),
      printErr: (t) => postMessage({ line: t }), postRun: [() => postMessage({ done: true })],
      onAbort: (what) => postMessage({ failed: String(what) }), locateFile: (f) => ${JSON.stringify(base)} + f };
      importScripts(${JSON.stringify(url)}); `;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    const lines = [];
    await new Promise((done, fail) => {
      worker.onmessage = (e) => {
        if (e.data.done) done();
        else if (e.data.failed) fail(new Error(e.data.failed));
        else lines.push(e.data.line);
      };
      worker.onerror = (e) => fail(new Error(e.message));
    });
    return lines.join('\n');
  }, [server.url + 'dip_bot_bench.js', args]);
  console.log('In a Web Worker of headless Chromium (one thread):');
  console.log(out);
} finally {
  await browser.close();
  await server.close();
}
