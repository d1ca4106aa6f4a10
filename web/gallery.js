// The DATC gallery's verdict, worked out in the reader's browser: every live board tells this page what it shows
// (embed.html posts its state to its parent), and that is checked against what the DATC expects, which the build
// wrote into each figure (data-datc, tools/datc_expectations.py). Each case shows its verdict, and a running
// tally counts the boards checked so far. A board is judged as it was given, never after a reader's "Try it".
(function () {
  var figures = Array.prototype.slice.call(document.querySelectorAll('figure[data-datc]'));
  var verdicts = {};  // figure id -> the differences found ([] when the board agrees with the DATC)

  // The unit an order is for: "A Par - Bur", "Build F StP/nc", "Remove A Kie" -> {type: "a", province: "par"}.
  function unitOf(order) {
    var w = order.split(' ');
    if (w[0] === 'Build' || w[0] === 'Remove') w = w.slice(1);
    if (w.length < 2 || (w[0] !== 'A' && w[0] !== 'F')) return null;
    return { type: w[0].toLowerCase(), province: w[1].toLowerCase().split('/')[0] };
  }
  function words(list) { return list.length ? list.join(', ') : 'none'; }
  function sorted(list) { return list.slice().sort(); }

  // What a board shows (window.dip.embedState() of embed.html) against what its case expects: the list of
  // differences, empty when they agree.
  function differences(expect, state) {
    if (!state || !state.ok) return ['the board could not be shown' + (state ? ': ' + state.error : '')];
    var out = [];
    function played(k) {
      if (!state.played[k]) out.push('phase ' + (k + 1) + ' was not played');
      return state.played[k];
    }
    // Each expected result must be shown for an order of that power for that unit.
    var taken = {};
    expect.orders.forEach(function (e) {  // [phase, power, province, result, order as written]
      var p = played(e[0]);
      if (!p) return;
      var key = e[0] + ' ' + e[1] + ' ' + e[2];
      if (!taken[key]) {
        taken[key] = p.orders.filter(function (o) {
          var u = unitOf(o.order);
          return o.power === e[1] && u && u.province === e[2];
        }).map(function (o) { return o.result; });
      }
      var at = taken[key].indexOf(e[3]);
      if (at >= 0) taken[key].splice(at, 1);
      else out.push(e[1] + ': ' + e[4] + ': the DATC expects "' + e[3] + '", the board shows "' + words(taken[key]) + '"');
    });
    expect.dislodged.forEach(function (e) {  // [phase, ["england f nth", ...]]
      var p = played(e[0]);
      if (!p) return;
      var seen = {};
      p.orders.forEach(function (o) {
        var u = unitOf(o.order);
        if (u && 'dislodged_by' in o && !seen[u.province]) seen[u.province] = o.power.toLowerCase() + ' ' + u.type + ' ' + u.province;
      });
      var shown = sorted(Object.keys(seen).map(function (k) { return seen[k]; }));
      if (words(shown) !== words(e[1])) out.push('dislodged: the DATC expects ' + words(e[1]) + ', the board shows ' + words(shown));
    });
    expect.units.forEach(function (e) {  // [phase, power, ["russia a sev", ...]]: all of that power's units afterwards
      var p = played(e[0]);
      if (!p) return;
      var shown = sorted(p.next.units.filter(function (u) { return u.power === e[1]; }).map(function (u) {
        return u.power.toLowerCase() + ' ' + u.type[0] + ' ' + u.location.split('/')[0];
      }));
      if (words(shown) !== words(e[2])) out.push(e[1] + "'s units: the DATC expects " + words(e[2]) + ', the board shows ' + words(shown));
    });
    expect.retreats.forEach(function (e) {  // [phase, "russia f hol", ["bel", "hel", "nth"]]
      var p = played(e[0]);
      if (!p) return;
      var province = e[1].split(' ')[2];
      var d = (p.next.dislodged || []).filter(function (u) { return u.location.split('/')[0] === province; })[0];
      var shown = sorted(d ? d.retreats.map(function (l) { return l.toLowerCase(); }) : []);
      if (words(shown) !== words(e[2])) out.push('retreats of ' + e[1] + ': the DATC expects ' + words(e[2]) + ', the board shows ' + words(shown));
    });
    return out;
  }

  function showTally() {
    var ids = Object.keys(verdicts);
    var differ = ids.filter(function (id) { return verdicts[id].length > 0; });
    var agree = ids.length - differ.length;
    var text;
    if (ids.length === figures.length && differ.length === 0) {
      text = 'All ' + agree + ' boards agree with the DATC, checked here in your browser.';
    } else {
      text = agree + ' of ' + ids.length + ' boards checked so far agree with the DATC (' + figures.length + ' boards in all)';
      text += differ.length ? '; ' + differ.length + ' differ: ' + differ.join(', ') + '.' : '.';
    }
    var tally = document.getElementById('tally');
    tally.textContent = text;
    tally.dataset.agree = agree;
    tally.dataset.differ = differ.length;
    tally.dataset.checked = ids.length;
  }

  function judge(figure, state) {
    var found = differences(JSON.parse(figure.dataset.datc), state);
    verdicts[figure.id] = found;
    var line = figure.querySelector('.verdict');
    line.dataset.verdict = found.length ? 'differs' : 'agrees';
    line.textContent = found.length ? 'Differs from the DATC: ' + found.join('; ') + '.'
                                    : 'Agrees with the DATC: checked in your browser against the board above.';
    showTally();
  }

  window.addEventListener('message', function (e) {
    if (!e.data || e.data.type !== 'dip-board' || !e.data.given) return;
    var figure = figures.filter(function (f) {
      var iframe = f.querySelector('iframe');
      return iframe && iframe.contentWindow === e.source;
    })[0];
    if (figure && !verdicts[figure.id]) judge(figure, e.data.state);
  });
  // For the browser tests: each checked board's differences.
  window.dipGallery = { verdicts: verdicts };
})();
