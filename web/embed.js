// The embedded board's page (embed.html): reads the board from the address, drives the step bar and the text,
// tells the page around it what the board shows, and shields the board in a page of boards. embed.html is the
// one page of the site made to be framed, by any site.
// An embedded board: the position and orders come in the address after "#", as
//   #p=<position code>  or  #text=<position text, URL-encoded>  or  #variant=<id> (its starting position)
// followed by &region=<name>, &crop=Par,Bur,Mun, &step=before|orders|results|after, &try=0 (no "Try it").
(function () {
  var params = {};
  location.hash.replace(/^#/, '').split('&').forEach(function (part) {
    var eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  });
  // A malformed %-escape (a link cut short or mistyped) is not read: the board says so in its frame.
  var error = '';
  function decoded(name) {
    try {
      return decodeURIComponent(params[name] || '');
    } catch (e) {
      error = error || 'its address is damaged (a broken %-escape in ' + name + '=). Was the link cut short? ' +
                       'Copy the whole link again.';
      return '';
    }
  }
  var text = decoded('text'), crop = decoded('crop');
  var board = params.p ? '#p=' + params.p : text;
  window.dipEmbed = { board: board, region: params.region || '', crop: crop,
                      step: params.step || 'results', variant: params.variant || '', error: error };
  window.dipEmbedParams = params;
})();
var Module = { canvas: document.getElementById('canvas') };
function $(id) { return document.getElementById(id); }
if (window.parent === window) $('shield').hidden = true;  // only a board in a page of boards is shielded
// Right-clicks on the board are the program's, not the browser's menu.
Module.canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
// The page around the board (the DATC gallery, any page) hears what the board shows after each change:
// a message {type: 'dip-board', given: false once the reader changed the orders, state: embedState()}.
function tellParent(s) {
  if (window.parent !== window) window.parent.postMessage({ type: 'dip-board', given: !window.dipTried, state: s }, '*');
}
function update() {
  var s = window.dip.embedState();
  tellParent(s);
  if (!s.ok) {
    $('label').textContent = 'This board could not be shown.';
    $('desc').textContent = s.error;
    return;
  }
  $('label').textContent = s.label;
  $('prev').disabled = s.trying || s.step === 0;
  $('next').disabled = s.trying || s.step + 1 >= s.steps;
  $('try').disabled = s.trying || window.dipEmbedParams['try'] === '0';
  $('play').hidden = !s.trying;
  $('reset').hidden = !s.trying && !window.dipTried;
  $('desc').textContent = s.description;
  var base = location.href.replace(/embed\.html.*$/, '');
  $('open').href = base + 'index.html#p=' + s.code;
}
function go(delta) { var s = window.dip.embedState(); if (s.ok) { window.dip.embedGo(s.step + delta); update(); } }
$('prev').onclick = function () { go(-1); };
$('next').onclick = function () { go(1); };
$('try').onclick = function () { window.dip.embedTry(); window.dipTried = true; update(); };
$('play').onclick = function () { window.dip.embedPlay(); update(); };
$('reset').onclick = function () { window.dip.embedReset(); window.dipTried = false; update(); };
$('text').onclick = function () {
  var shown = $('desc').classList.toggle('hidden-text') === false;
  $('text').setAttribute('aria-expanded', shown ? 'true' : 'false');
};
document.addEventListener('keydown', function (e) {
  if (e.target && (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA')) return;
  if (e.key === 'ArrowLeft') go(-1);
  if (e.key === 'ArrowRight') go(1);
});
// A board inside another page (the guide, the gallery) is shielded: the wheel and a finger's swipe over it
// scroll the page, until the reader clicks (taps) into it; Esc, or a click anywhere outside, shields it again.
var framed = window.parent !== window;
function shield(on) {
  $('shield').hidden = !on;
  $('hint').hidden = on;
}
if (framed) {
  shield(true);
  $('shield').addEventListener('click', function () { shield(false); window.focus(); });
  window.addEventListener('blur', function () { shield(true); });  // the reader clicked outside the board
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') shield(true); });
}
// While trying, clicks on the board change orders: the program says so after each change of the board, and
// the words and buttons follow.
window.addEventListener('dip-change', function () { if (window.dipReady) update(); });
window.dipPageReady = function () {
  $('message').remove();
  update();
  window.dipReady = true;
  document.body.dataset.ready = '1';
  window.dispatchEvent(new Event('dip-ready'));
};
window.dipPageError = function (text) { $('message').textContent = text; };
// A browser keeps only so many WebGL boards alive; when a page holds more, the oldest lose their drawing.
// Such a board offers to come back (reloading it, so it takes a fresh context).
$('canvas').addEventListener('webglcontextlost', function (e) {
  e.preventDefault();
  var again = document.createElement('button');
  again.id = 'message';
  again.textContent = 'This board was put to sleep: there are many boards on the page. Show it again';
  again.onclick = function () { location.reload(); };
  var old = $('message');
  if (old) old.remove();
  $('board').appendChild(again);
});
