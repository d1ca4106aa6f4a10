// Live boards on a long page (the rules guide, the DATC gallery). Each board is an iframe of embed.html, made
// when the board comes near the screen and removed again when it is far away: a browser keeps only about
// sixteen WebGL drawing contexts alive at once, and every live board holds one.
(function () {
  var MAX_LIVE = 8;             // boards alive at once, at most
  var NEAR = '400px 0px';       // how near the screen a board must come to be made
  var frames = Array.prototype.slice.call(document.querySelectorAll('.frame[data-src]'));
  var live = [];                // live frames, the most recently shown last

  function show(frame) {
    if (frame.querySelector('iframe')) return;
    var iframe = document.createElement('iframe');
    iframe.src = frame.dataset.src;
    iframe.title = 'Diplomacy board: ' + frame.dataset.title;
    frame.replaceChildren(iframe);
    live.push(frame);
    while (live.length > MAX_LIVE) hide(live[0]);
  }

  function hide(frame) {
    var at = live.indexOf(frame);
    if (at >= 0) live.splice(at, 1);
    if (!frame.querySelector('iframe')) return;
    var link = document.createElement('a');
    link.className = 'placeholder';
    link.href = frame.dataset.src;
    link.textContent = 'Show the board: ' + frame.dataset.title;
    frame.replaceChildren(link);
  }

  if (!('IntersectionObserver' in window)) return;  // the placeholders stay links to each board
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) show(e.target); else hide(e.target); });
  }, { rootMargin: NEAR });
  frames.forEach(function (f) {
    observer.observe(f);
    // A click on a placeholder shows the board in place rather than leaving the page.
    f.addEventListener('click', function (e) {
      if (e.target.classList.contains('placeholder')) { e.preventDefault(); show(f); }
    });
  });
  // For the browser tests: the frames and which are live.
  window.dipBoards = { frames: frames, live: live, show: show, hide: hide };
})();
