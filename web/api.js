// window.dip: the game page's scripting API, for tests, embedding pages and scripting.
// Texts are in the position format (docs/POSITION_FORMAT.md); results are JSON (docs/JSON.md).
// Call after the page is ready: `window.dipReady` is true, or wait for the window's "dip-ready" event.
// A JavaScript string copied into the program's memory as UTF-8, for the program to free (used by the
// program's own JavaScript glue, frontend/platform/browser.cpp, and for every string given to it here).
window.dipToHeap = function (s) {
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  if (!p) throw new RangeError('The page has no memory left for a text of ' + n + ' bytes.');
  stringToUTF8(s, p, n);
  return p;
};

// Hands a file to the browser to download (a saved picture, moving picture or video), or to the system's share
// sheet when the player chose to share it (window.dipShareNext, set by the program): if the sheet cannot take it
// (the browser's moment to share passed while a film was made), it is downloaded. window.dipShared counts what
// went to the sheet, for the tests.
window.dipDownload = (function () {
  function download(blob, name) {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 60000);  // the download has its copy by then
  }
  return function (blob, name) {
    if (window.dipShareNext) {
      window.dipShareNext = false;
      var file = new File([blob], name, { type: blob.type });
      if (navigator.share && navigator.canShare && navigator.canShare({ files: [file] })) {
        navigator.share({ files: [file], title: name }).then(function () {
          window.dipShared = (window.dipShared || 0) + 1;
        }, function (e) {
          if (!e || e.name !== 'AbortError') download(blob, name);
        });
        return;
      }
    }
    download(blob, name);
  };
})();

(function () {
  // A call that may change what the board shows tells the program to draw again (it rests otherwise).
  // Strings go in through the program's heap: Module.ccall would copy them onto its 5 MiB stack, which a
  // string of a million characters overflowed, breaking every later call. The program refuses texts longer
  // than any game with a sentence (frontend/platform/text_limit.h).
  // Calls that only read: they do not wake a resting program.
  // The scoring systems, in the engine's order (engine/rules/tournament.h).
  var SCORINGS = ['c-diplo', 'sum-of-squares', 'draw-size', 'carnage', 'open-tribute', 'tribute', 'manorcon'];
  var READS = {};
  ['dip_orders', 'dip_messages', 'dip_map_orders', 'dip_state', 'dip_position_text', 'dip_last_result', 'dip_scores', 'dip_game_info', 'dip_games',
   'dip_save_string', 'dip_game_link', 'dip_notice', 'dip_storage_error', 'dip_embed_state', 'dip_control_rect',
   'dip_control_labels',
   'dip_hovered', 'dip_screen_point', 'dip_board_box', 'dip_suggest'].forEach(function (n) { READS[n] = true; });
  function ccall(name, ret, types, args) {
    var heap = [], r;
    try {
      var given = args.map(function (a, i) {
        if (types[i] !== 'string') return a;
        heap.push(window.dipToHeap(String(a)));
        return heap[heap.length - 1];
      });
      r = Module.ccall(name, ret, types.map(function (t) { return t === 'string' ? 'number' : t; }), given);
    } finally {
      heap.forEach(function (p) { _free(p); });
    }
    if (!READS[name]) Module.ccall('dip_wake', null, [], []);
    return r;
  }
  function call(name, args) {
    var types = (args || []).map(function () { return 'string'; });
    return ccall(name, 'string', types, args || []);
  }
  function json(name, args) { return JSON.parse(call(name, args)); }
  window.dip = {
    // Replaces the game by a position (its orders become the orders being written): {ok, error}.
    loadPosition: function (text) { return json('dip_load_position', [text]); },
    // Replaces the game by one written as phases separated by "---" lines: {ok, error}.
    loadGame: function (text) { return json('dip_load_game', [text]); },
    // Adds orders, one "Power: order" per line: {ok, errors: [{line, message}]}.
    setOrders: function (text) { return json('dip_set_orders', [text]); },
    clearOrders: function () { ccall('dip_clear_orders', null, [], []); },
    // The orders written so far, as text.
    orders: function () { return call('dip_orders'); },
    // The messages between powers this device's viewer may see, oldest first: [{from, to, phase, text}].
    messages: function () { return json('dip_messages'); },
    // The orders the map draws now, as text.
    mapOrders: function () { return call('dip_map_orders'); },
    // Adjudicates the current phase: {phase, orders: [...], next: {...}}.
    adjudicate: function () { return json('dip_adjudicate'); },
    // The current position: {phase, units, dislodged, contested, centers, winner}.
    state: function () { return json('dip_state'); },
    // The current position in the position format.
    positionText: function () { return call('dip_position_text'); },
    // The results of the last phase played, or null.
    lastResult: function () { return json('dip_last_result'); },
    // Takes back the last phase: true if there was one.
    undo: function () { return ccall('dip_undo', 'number', [], []) === 1; },
    // A new game of the standard variant, stored beside the others: "sandbox", "hotseat", or "bylink" (then `me`
    // is the power the host plays, or nothing).
    newGame: function (mode, me) {
      ccall('dip_new_game', null, ['number', 'string'], [mode === 'hotseat' ? 1 : mode === 'bylink' ? 2 : 0, me || '']);
    },
    // The same with settings (docs/API.md): {variant: "standard", "formal", "france-austria"... (an id of
    // docs/VARIANTS.md), solo: true, endYear, maxTurns, scoring: one of SCORINGS, computers: {Germany: "easy"|
    // "normal"|"hard", ...}}. {ok, error}: settings out of range start nothing.
    newGameWith: function (mode, me, settings) {
      var s = settings || {};
      var started = JSON.parse(ccall('dip_new_game_with', 'string',
            ['number', 'string', 'string', 'number', 'number', 'number', 'number'],
            [mode === 'hotseat' ? 1 : mode === 'bylink' ? 2 : 0, me || '', s.variant || 'standard',
             s.solo === false ? -1 : 0, s.endYear || 0, s.maxTurns || 0,
             Math.max(0, SCORINGS.indexOf(s.scoring))]));
      if (!started.ok) return started;
      Object.keys(s.computers || {}).forEach(function (power) {
        ccall('dip_set_computer', null, ['string', 'string'], [power, s.computers[power]]);
      });
      return started;
    },
    // The computer's choice of orders for a power now, as "Power: order" lines (level "easy" unless given).
    suggest: function (power, level) {
      return ccall('dip_suggest', 'string', ['string', 'string'], [power, level || 'easy']);
    },
    // The score table, final or provisional: {over, end, scoring, table: [{power, place, centres, points}]}.
    scores: function () { return json('dip_scores'); },
    // A vote: kind "draw" or "concede" (to a power); ballots {France: "no", ...}, others abstaining.
    // {ok, error, passed}.
    vote: function (kind, to, ballots) {
      var letters = Object.keys(ballots || {}).map(function (p) {
        var b = ballots[p];
        return p + '=' + (b === 'yes' ? 'y' : b === 'no' ? 'n' : 'a');
      }).join(',');
      return JSON.parse(ccall('dip_vote', 'string', ['number', 'string', 'string'], [kind === 'concede' ? 1 : 0, to || '', letters]));
    },
    setCivilDisorder: function (power, on) {
      ccall('dip_set_civil_disorder', null, ['string', 'number'], [power, on ? 1 : 0]);
    },
    // The open game: {name, mode, me, host, phases_played}.
    gameInfo: function () { return json('dip_game_info'); },
    // The stored games: [{name, mode, phase, current}].
    games: function () { return json('dip_games'); },
    // The current game as a save string, and as a link that opens it.
    saveString: function () { return call('dip_save_string'); },
    gameLink: function () { return call('dip_game_link'); },
    // Opens a game or position from a save string or link, stored beside the others: {ok, error}.
    open: function (text) { return json('dip_open', [text]); },
    // The message the page shows now ("" for none); the last storage failure ("" when saving works).
    notice: function () { return call('dip_notice'); },
    storageError: function () { return call('dip_storage_error'); },
    // Play by link: the host's link to send, a player's power, a player's orders code, the host taking one.
    sharedLink: function () { return call('dip_shared_link'); },
    playAs: function (power) { ccall('dip_play_as', null, ['string'], [power]); },
    ordersCode: function () { return call('dip_orders_code'); },
    takeOrdersCode: function (code) { return json('dip_take_orders_code', [code]); },
    // View settings: {colourBlind: bool, fullNames: bool, zoom: number (1: whole board), centre: "bur"}.
    setView: function (v) {
      v = v || {};
      ccall('dip_set_view', null, ['number', 'number', 'number', 'string'],
                   [v.colourBlind ? 1 : 0, v.fullNames ? 1 : 0, v.zoom || 1, v.centre || '']);
    },
    // Embedded boards: {ok, error, label, step, steps, trying, description, code, played: [phase results]},
    // and the steps' controls.
    embedState: function () { return json('dip_embed_state'); },
    embedGo: function (step) { ccall('dip_embed_go', null, ['number'], [step]); },
    embedTry: function () { ccall('dip_embed_try', null, [], []); },
    embedPlay: function () { ccall('dip_embed_play', null, [], []); },
    embedReset: function () { ccall('dip_embed_reset', null, [], []); },
    // Where the button with this label is on the page: {x, y, width, height} in CSS pixels, or null; `view`
    // is the part of the page its window shows (a panel or dialog scrolled, the control may lie outside it).
    controlRect: function (label) {
      var s = call('dip_control_rect', [label]);
      if (!s) return null;
      var v = s.split(',').map(parseFloat);
      return { x: v[0], y: v[1], width: v[2] - v[0], height: v[3] - v[1],
               view: { x: v[4], y: v[5], width: v[6] - v[4], height: v[7] - v[5] } };
    },
    // The labels of every control drawn in the last frame, in drawing order.
    controlLabels: function () {
      var s = call('dip_control_labels');
      return s ? s.split('\n') : [];
    },
    // The province under the pointer on the map, the one its tooltip names ("vie"), or "" for none.
    hovered: function () { return call('dip_hovered'); },
    // Where a location's unit is drawn on the page: {x, y} in CSS pixels, or null.
    screenPoint: function (location) {
      var s = call('dip_screen_point', [location]);
      if (!s) return null;
      var xy = s.split(',');
      return { x: parseFloat(xy[0]), y: parseFloat(xy[1]) };
    },
    // Where the whole board is drawn on the page: [x0, y0, x1, y1] in CSS pixels.
    boardBox: function () { return call('dip_board_box').split(',').map(parseFloat); },
  };
})();
