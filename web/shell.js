// The game page's shell (index.html): a loading overlay until the first frames are drawn, a message if the
// browser loses the graphics context, the ready signal the tests and embedding pages wait for, the text field
// for typed and pasted text, and the offline copy. A page of another site may not show the game in a frame:
// the program is not started there, and the frame offers the game in a tab of its own (embed.html is the page
// made for framing).
window.dipTimes = {};  // milestones in ms since navigation, for the web benchmark
window.dipThinkWorker = 'think_worker.js';  // where computer players think (thinkers.js)
window.dipOfflineCopy = 'sw.js';  // the service worker that keeps the page's files (none in the single file)

var Module = {
  canvas: document.getElementById('canvas'),
  onRuntimeInitialized: function () { window.dipTimes.runtime = performance.now(); },
  print: function (text) { console.log(text); },
  printErr: function (text) { console.warn(text); },
};
function showMessage(text) {
  document.getElementById('overlay-text').textContent = text;
  document.getElementById('overlay').style.display = 'flex';
}
window.dipPageReady = function () {
  window.dipTimes.ready = performance.now();
  document.getElementById('overlay').style.display = 'none';
  window.dipReady = true;
  document.body.dataset.ready = '1';
  window.dispatchEvent(new Event('dip-ready'));
};
window.dipPageError = showMessage;
// Text entry: while a text box of the game is being edited the hidden text field has the focus (the program
// calls dipTextField each frame it wants text), so a phone shows its keyboard, and what arrives in the field
// (typed on a phone, composed, pasted) goes to the program as typed text. A desktop's keys reach the program
// directly: SDL cancels their typing into the field.
var field = document.getElementById('text-field');
window.dipTextField = function (want) {
  if (want && document.activeElement !== field) field.focus({ preventScroll: true });
  if (!want && document.activeElement === field) field.blur();
};
// Through the program's heap, not its stack: a paste may be long (the program refuses one longer than a game).
function sendText(text) {
  if (!text || !Module._dip_text_input) return;
  var p = window.dipToHeap(text);
  try { Module._dip_text_input(p); } finally { _free(p); }
}
field.addEventListener('input', function (e) {
  if (e.isComposing) return;  // a word being composed arrives whole at its end
  sendText(field.value);
  field.value = '';
});
field.addEventListener('compositionend', function () { sendText(field.value); field.value = ''; });
field.addEventListener('paste', function (e) {
  e.preventDefault();
  sendText((e.clipboardData || window.clipboardData).getData('text'));
});
// SDL cancels every key pressed with Ctrl, and so the browser's own paste: Ctrl+V (Cmd+V) in the field
// is kept from SDL so that the paste event comes.
field.addEventListener('keydown', function (e) {
  if ((e.ctrlKey || e.metaKey) && (e.key === 'v' || e.key === 'V')) e.stopPropagation();
});
// A new link opened in this tab (only the part after '#' changes, so the page does not load again).
window.addEventListener('hashchange', function () {
  if (Module._dip_page_link_changed) Module._dip_page_link_changed();
});
// After the first visit the game also works offline (sw.js keeps the page's files).
if (window.dipOfflineCopy && 'serviceWorker' in navigator &&
    (location.protocol === 'https:' || location.hostname === 'localhost' || location.hostname === '127.0.0.1')) {
  navigator.serviceWorker.register(window.dipOfflineCopy).catch(function (e) { console.warn('offline copy not installed: ' + e); });
}
Module.canvas.addEventListener('webglcontextlost', function (e) {
  e.preventDefault();
  showMessage('The browser took the graphics away. Reload the page to go on.');
}, false);
// Right-clicks on the board are the program's, not the browser's menu.
Module.canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });

// Framed by a page of another site (whose location this page may not read): the program is not started (its
// WebAssembly is never instantiated), and the frame says where the game is.
(function () {
  var framed = false;
  try {
    framed = window.top !== window.self && window.top.location.origin !== location.origin;
  } catch (e) {
    framed = true;
  }
  if (!framed) return;
  Module.instantiateWasm = function () {
    window.dipRefusedFrame = true;  // for the tests: the program asked to start and was refused
    return {};
  };
  var text = document.getElementById('overlay-text');
  text.textContent = 'This game plays in a tab of its own, not inside another site\'s page. ';
  var link = document.createElement('a');
  link.href = location.href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Open the game';
  text.appendChild(link);
})();
