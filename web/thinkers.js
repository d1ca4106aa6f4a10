// The computer players' Web Workers (think_worker.js, each running the small program think.js: the engine and
// the bots only). The game program hands them requests and picks up their answers each frame
// (frontend/platform/worker_thinker.cpp); the page keeps drawing at full speed while they think. A page that
// cannot have workers (the single-file page opened from disk sets no window.dipThinkWorker) answers
// start() with 0, and the program thinks on its own thread instead; so it does when a worker fails (it cannot
// start, or breaks while thinking): start() then answers -1, and the decisions asked of workers come back as
// "error: ..." answers.
window.dipThinkers = (function () {
  var workers = [];   // {worker, job}: job is the id being thought, or null
  var queue = [];     // requests waiting for a free worker: {id, request}
  var answers = [];   // finished: {id, answer}; an answer is the orders in hex, or "error: ..."
  var progress = {};  // id -> percent
  var broken = false; // a worker failed: no more are made
  var asked = 0;      // decisions asked for so far (tests see that the computers think ahead)

  function size() {
    var cores = navigator.hardwareConcurrency || 2;
    return Math.max(1, Math.min(4, cores - 1));  // a core stays for the page
  }
  function spawn() {
    var slot = { worker: new Worker(window.dipThinkWorker), job: null };
    slot.worker.onmessage = function (e) {
      var m = e.data;
      if ('percent' in m) { progress[m.id] = m.percent; return; }
      if ('failed' in m) { fail(slot, m.failed); return; }
      answers.push({ id: m.id, answer: m.answer });
      delete progress[m.id];
      slot.job = null;
      dispatch();
    };
    // Its script could not be loaded or run.
    slot.worker.onerror = function (e) {
      e.preventDefault();
      fail(slot, e.message || 'it could not start');
    };
    workers.push(slot);
    return slot;
  }
  // A worker that failed: its decision and every one waiting come back as errors (the program thinks them on
  // the page's thread), and no more workers are made.
  function fail(slot, why) {
    broken = true;
    if (slot.job !== null) {
      answers.push({ id: slot.job, answer: 'error: the worker failed (' + why + ')' });
      delete progress[slot.job];
    }
    slot.job = null;
    slot.worker.terminate();
    if (workers.indexOf(slot) >= 0) workers.splice(workers.indexOf(slot), 1);
    for (var i = 0; i < queue.length; i++) answers.push({ id: queue[i].id, answer: 'error: no worker' });
    queue = [];
  }
  function dispatch() {
    while (queue.length) {
      var free = null;
      for (var i = 0; i < workers.length && !free; i++) if (workers[i].job === null) free = workers[i];
      if (!free && workers.length < size() && !broken) free = spawn();
      if (!free) return;
      var job = queue.shift();
      free.job = job.id;
      free.worker.postMessage(job);
    }
  }
  return {
    // Asks for a decision: 1 when asked, 0 when this page cannot have workers, -1 when they failed.
    start: function (id, request) {
      if (!window.dipThinkWorker || typeof Worker === 'undefined') return 0;
      if (broken) return -1;
      try {
        queue.push({ id: id, request: request });
        asked++;
        dispatch();
        return broken ? -1 : 1;
      } catch (e) {
        broken = true;
        return -1;
      }
    },
    // A decision no longer wanted: dropped if waiting, its worker replaced if already thinking.
    cancel: function (id) {
      queue = queue.filter(function (j) { return j.id !== id; });
      for (var i = 0; i < workers.length; i++)
        if (workers[i].job === id) {
          workers[i].worker.terminate();
          workers.splice(i, 1);
          break;
        }
      delete progress[id];
      dispatch();
    },
    // The answers that arrived since the last call, as lines "id answer".
    take: function () {
      var out = answers.map(function (a) { return a.id + ' ' + a.answer; }).join('\n');
      answers = [];
      return out;
    },
    percent: function (id) { return id in progress ? progress[id] : -1; },
    busy: function () { return workers.filter(function (w) { return w.job !== null; }).length; },
    workers: function () { return workers.length; },  // started and not failed, busy or idle
    asked: function () { return asked; },
  };
})();
