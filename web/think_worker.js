// A Web Worker where computer players think (web/thinkers.js makes them): it loads the small program think.js
// (the engine and the bots, no interface) and answers each request with the orders, telling its progress on
// the way. Messages in: {id, request}; out: {id, percent} while thinking, then {id, answer}.
importScripts('think.js');
var program = DipThink();  // a promise of the program, ready to call
var job = null;            // the id being thought, for the progress it tells
self.dipThinkProgress = function (percent) { postMessage({ id: job, percent: percent }); };
onmessage = function (e) {
  program.then(function (m) {
    job = e.data.id;
    var answer = m.ccall('dip_think', 'string', ['string'], [e.data.request]);
    postMessage({ id: job, answer: answer });
  });
};
