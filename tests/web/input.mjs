// A person's hands for the browser tests: every function here acts only as a person can, through the mouse,
// the keyboard, a finger (CDP touch events), the system clipboard and the address bar. Where to act is READ
// from the page (window.dip.screenPoint for a map location, window.dip.controlRect for a labelled control);
// nothing here calls window.dip to do what a test is about. It does not check results: the tests do.
//
// Pages and contexts
//   openHands(browser, url, {width, height, scale, touch, welcome})  a new context and page, with the
//       clipboard permissions granted (and a touch screen, isMobile, when `touch`); waits for the page's ready
//       signal. A first visit's welcome is answered "Try the sandbox" (by a tap on a touch screen) unless
//       `welcome` is true. Returns {page, context, errors} like harness.openPage.
//   grantClipboard(context, url)          lets the page read and write the system clipboard (for a context
//       made elsewhere, e.g. harness.openPage).
// Where things are (read, waiting until the layout settles)
//   pointOf(page, location)               {x, y} of a map location's unit or spot ("par", "stp/nc")
//   rectOf(page, label)                   {x, y, width, height, view} of a labelled control, or null if never
//                                         drawn (it may be scrolled out of its window's view)
// Every press and tap of a labelled control first brings it into sight as a person would: the wheel over its
// panel or dialog for the mouse, a finger's swipe on a touch screen (harness.reach).
// Mouse
//   click(page, location), press(page, label), clickAt(page, x, y)  (from harness.mjs: slow, person-paced)
//   fastClick(page, x, y)                 press and release with no frame between them (a quick click)
//   drag(page, from, to, steps)           press at from {x, y}, move in steps, release at to
//   wheel(page, x, y, dy)                 a wheel turn over (x, y); dy > 0 scrolls down
// Keyboard
//   key(page, name)                       (from harness.mjs) one key pressed and released
//   typeText(page, text)                  types text key by key into whatever has the focus
//   shortcut(page, combo)                 e.g. "Control+V", "Control+A", "Control+C"
//   quickControl(page, letter)            Ctrl+letter pressed and let go at once: all four key events sent
//                                         together, not waiting for each to be handled (a quick hand)
// Touch (the context must have been made with touch)
//   tap(page, x, y), tapOn(page, location), tapControl(page, label)
//   swipe(page, from, to, steps)          one finger down at from, moved, lifted at to after a rest (no flick)
//   pinch(page, centre, fromGap, toGap, steps)  two fingers about centre, their gap going fromGap -> toGap
// Clipboard
//   putOnClipboard(page, text)            what copying elsewhere would do: puts text on the system clipboard
//   clipboardText(page)                   reads the system clipboard (navigator.clipboard.readText)
//   pasteShortcut(page)                   Ctrl+V, and waits until the program has the pasted text
//   pasteInto(page, label, text)          puts text on the clipboard, clicks the text box `label`, Ctrl+A,
//                                         Ctrl+V (the whole of a person's paste)
// Address bar
//   openLinkInSameTab(page, link)         types a new link into the address bar of the same tab: for a link
//       that differs only after '#', a hash-only navigation (no page load). Waits for the program to act on
//       it (a change of the board, or a frame run after).
//
// Every mouse, touch and key function waits until the game program has read the input (its window.dipInputs
// count grows, a frame ends after it, and no input waits for a later frame). On a page without the program at its top (a reading page of
// boards), pass {wait: false} as the last argument.
import assert from 'node:assert/strict';
import { click, clickAt, control, input, key, moveMouse, press, reach, ready, settled } from './harness.mjs';

export { click, clickAt, key, press };

// ---- Pages and contexts ------------------------------------------------------------------------------
export async function grantClipboard(context, url) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
}

export async function openHands(browser, url, { width = 1280, height = 800, scale = 1, touch = false, welcome = false, init } = {}) {
  const context = await browser.newContext({
    viewport: { width, height }, deviceScaleFactor: scale, hasTouch: touch, isMobile: touch,
  });
  if (init) await context.addInitScript(init);  // the device's conditions, before the page's own scripts
  if (/^https?:/.test(url)) await grantClipboard(context, url);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(url);
  await ready(page);
  if (!welcome) {
    await settled(page);
    if (await page.evaluate(() => window.dip.controlRect('Try the sandbox') !== null)) {
      if (touch) await tapControl(page, 'Try the sandbox');
      else await press(page, 'Try the sandbox');
    }
  }
  return { page, context, errors };
}

// ---- Where things are ---------------------------------------------------------------------------------
export async function pointOf(page, location) {
  // harness.click settles the layout the same way; read once settled through a control-less wait.
  await page.waitForFunction((l) => window.dip && window.dip.screenPoint(l) !== null, location);
  let last = null;
  for (;;) {
    const p = await page.evaluate((l) => window.dip.screenPoint(l), location);
    if (last && last.x === p.x && last.y === p.y) return p;
    last = p;
    const f = await page.evaluate(() => window.dipFrame);
    await page.waitForFunction((g) => window.dipFrame > g || window.dipResting, f);
  }
}

export async function rectOf(page, label) {
  return control(page, label);
}


// Runs `action` and, unless told not to, waits until the program has read it.
async function act(page, action, { wait = true } = {}) {
  if (wait) await input(page, action);
  else await action();
}

// ---- Mouse --------------------------------------------------------------------------------------------
export async function fastClick(page, x, y, opts) {
  await moveMouse(page, x, y);
  // Down and up sent together, not waiting for the first to be handled: the program reads both in one frame.
  const s = await cdp(page);
  const event = (type) => s.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 });
  await act(page, () => Promise.all([event('mousePressed'), event('mouseReleased')]), opts);
}

export async function drag(page, from, to, steps = 8, opts) {
  await act(page, () => page.mouse.move(from.x, from.y), opts);
  await act(page, () => page.mouse.down(), opts);
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await act(page, () => page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t), opts);
  }
  await act(page, () => page.mouse.up(), opts);
}

export async function wheel(page, x, y, dy, opts) {
  await page.mouse.move(x, y);
  await act(page, () => page.mouse.wheel(0, dy), opts);
}

// ---- Keyboard -----------------------------------------------------------------------------------------
export async function typeText(page, text, opts) {
  await act(page, () => page.keyboard.type(text), opts);
}

export async function shortcut(page, combo, opts) {
  await act(page, () => page.keyboard.press(combo), opts);
}

export async function quickControl(page, letter, opts) {
  const s = await cdp(page);
  const ctrl = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17, location: 1 };
  const it = { key: letter, code: 'Key' + letter.toUpperCase(), windowsVirtualKeyCode: letter.toUpperCase().charCodeAt(0) };
  const send = (type, k, modifiers) => s.send('Input.dispatchKeyEvent', { type, modifiers, ...k });
  await act(page, () => Promise.all([send('rawKeyDown', ctrl, 2), send('rawKeyDown', it, 2), send('keyUp', it, 2),
                                     send('keyUp', ctrl, 0)]), opts);
}

// ---- Touch --------------------------------------------------------------------------------------------
const sessions = new WeakMap();  // one CDP session per page

async function cdp(page) {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  return sessions.get(page);
}

// When the last touch event of each page was given (seconds): a finger's events never go back in time.
const lastTouch = new WeakMap();

// Sends one touch event. `at` (seconds since 1970) is the time the event says it happened, for a swipe whose
// pace is given by its events' own times; without it, the event happens as it is sent.
async function touch(page, type, points, at) {
  const s = await cdp(page);
  const time = at === undefined ? Date.now() / 1000 : at;
  lastTouch.set(page, Math.max(time, lastTouch.get(page) || 0));
  await s.send('Input.dispatchTouchEvent', {
    type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i, radiusX: 4, radiusY: 4, force: 1 })),
    ...(at === undefined ? {} : { timestamp: at }),
  });
}

// The times of a gesture's events, `gaps` seconds apart, ending no later than now and after the page's last
// touch: a finger's pace, whatever the time the events take to send on a busy machine. (Times ahead of the
// clock make the browser scroll by a few pixels only.)
function gestureTimes(page, gaps) {
  const total = gaps.reduce((a, b) => a + b, 0);
  let t = Math.max(Date.now() / 1000 - total, (lastTouch.get(page) || 0) + 0.001);
  return gaps.map((gap) => (t += gap));
}

export async function tap(page, x, y, opts) {
  await act(page, () => touch(page, 'touchStart', [{ x, y }]), opts);
  await act(page, () => touch(page, 'touchEnd', []), opts);
}

export async function tapOn(page, location, opts) {
  const p = await pointOf(page, location);
  await tap(page, p.x, p.y, opts);
}

export async function tapControl(page, label, opts) {
  const r = await reach(page, label, swipeScroll(page, opts), () => tapControl(page, 'Menu', opts));
  assert.ok(r, `no control "${label}" on screen`);
  await tap(page, r.x + r.width / 2, r.y + r.height / 2, opts);
}

// A person's hands at this size ({touch}): the mouse on a laptop, a finger on a phone. press(label) presses a
// control; on(location) clicks or taps a unit's place on the map.
export function hands(page, size) {
  return {
    press: (label) => (size.touch ? tapControl(page, label) : press(page, label)),
    on: async (location) => {
      if (!size.touch) return click(page, location);
      const p = await pointOf(page, location);
      return tap(page, p.x, p.y);
    },
  };
}

// Scrolls a window by a finger's swipe on its right side (clear of text boxes, left of its scrollbar), over
// 60% of its height.
export function swipeScroll(page, opts) {
  return async (view, down) => {
    const x = Math.round(view.x + view.width - 30), near = view.y + view.height * 0.2, far = view.y + view.height * 0.8;
    await swipe(page, { x, y: down ? far : near }, { x, y: down ? near : far }, 8, opts);
  };
}

// The finger moves a step each 16 ms (a touch screen's pace) and rests at `to` for 200 ms before it lifts, so
// a page scrolls by the swipe's length and no further: a flick's momentum would depend on how fast the events
// were sent (a scroll from 385 to 2100 px for the same swipe, measured on a busy machine). The events say when
// they happened (gestureTimes): the browser judges a flick from these times, not from when they came.
export async function swipe(page, from, to, steps = 8, opts) {
  const times = gestureTimes(page, [0, ...Array(steps).fill(0.016), 0.2]);
  await act(page, () => touch(page, 'touchStart', [from], times[0]), opts);
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await act(page, () => touch(page, 'touchMove', [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }], times[i]), opts);
  }
  await act(page, () => touch(page, 'touchEnd', [], times[steps + 1]), opts);
}

export async function pinch(page, centre, fromGap, toGap, steps = 8, opts) {
  const at = (gap) => [{ x: centre.x - gap / 2, y: centre.y }, { x: centre.x + gap / 2, y: centre.y }];
  await act(page, () => touch(page, 'touchStart', at(fromGap)), opts);
  for (let i = 1; i <= steps; i++) await act(page, () => touch(page, 'touchMove', at(fromGap + (toGap - fromGap) * i / steps)), opts);
  await act(page, () => touch(page, 'touchEnd', []), opts);
}

// ---- Clipboard ----------------------------------------------------------------------------------------
// The clipboard API needs a focused document: the page is brought to the front first.
export async function putOnClipboard(page, text) {
  await page.bringToFront();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
}

export async function clipboardText(page) {
  await page.bringToFront();
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function pasteInto(page, label, text) {
  await putOnClipboard(page, text);
  await press(page, label);
  await shortcut(page, 'Control+A');
  await pasteShortcut(page);
}

// Ctrl+V in a text box of the game: the keys, then the paste itself, which the browser delivers to the page's
// text field a moment later (it reads the clipboard first). Waits until the program has received the text
// (window.dipTextArrived grew) and has given it to the box (no input waiting).
export async function pasteShortcut(page) {
  const before = await page.evaluate(() => window.dipTextArrived || 0);
  await shortcut(page, 'Control+V');
  await page.waitForFunction((b) => window.dipTextArrived > b && !window.dipInputsWaiting, before);
}

// ---- Address bar --------------------------------------------------------------------------------------
export async function openLinkInSameTab(page, link) {
  const f = await page.evaluate(() => {
    window.dipTestChanged = false;
    window.addEventListener('dip-change', () => { window.dipTestChanged = true; }, { once: true });
    return window.dipFrame;
  });
  await page.goto(link);
  await page.waitForFunction((g) => window.dipTestChanged === true || window.dipFrame > g + 2, f);
}
