// A Web Worker where computer players think (web/thinkers.js makes them): it loads the small program think.js
// (the engine and the bots, no interface) and answers each request with the orders, telling its progress on
// the way. Messages in: {id, request}; out: {id, percent} while thinking, then {id, answer}, or {id, failed}
// when the program could not start (think.wasm missing or damaged) or broke while thinking: the page then
// thinks on its own thread (thinkers.js).
importScripts('think.js');
var program = DipThink();  // a promise of the program, ready to call
var job = null;            // the id being thought, for the progress it tells
self.dipThinkProgress = function (percent) { postMessage({ id: job, percent: percent }); };
onmessage = function (e) {
  program.then(function (m) {
    job = e.data.id;
    var answer;
    try {
      answer = m.ccall('dip_think', 'string', ['string'], [e.data.request]);
    } catch (error) {
      postMessage({ id: job, failed: 'it broke while thinking: ' + error });
      return;
    }
    postMessage({ id: job, answer: answer });
  }, function (error) {
    postMessage({ id: e.data.id, failed: 'it could not start: ' + error });
  });
};
