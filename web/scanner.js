// The camera that reads a QR code for the program (a phone's orders code at the table, the table's link on a
// phone). The camera is asked for only when the player chooses to scan, and let go as soon as a code is read or the
// player cancels. The browser's BarcodeDetector reads the frames where it has one; elsewhere jsQR (web/package.json,
// pinned), loaded the first time it is needed. What is read goes to the program as if the player had typed it.
'use strict';

(function () {
  let scan = null;  // the scan under way: { stream, overlay, stopped }
  let jsqr = null;  // the promise of jsQR once asked for

  function loadJsQr() {
    if (!jsqr) {
      jsqr = new Promise(function (resolve, reject) {
        const script = document.createElement('script');
        script.src = 'jsqr.js';
        script.onload = function () { resolve(window.jsQR); };
        script.onerror = function () { jsqr = null; reject(new Error('the code reader did not load')); };
        document.head.appendChild(script);
      });
    }
    return jsqr;
  }

  // A function from a canvas to the text of a QR code in it (null: none seen).
  async function reader() {
    if ('BarcodeDetector' in window) {
      try {
        const formats = await window.BarcodeDetector.getSupportedFormats();
        if (formats.indexOf('qr_code') >= 0) {
          const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
          return async function (canvas) {
            const found = await detector.detect(canvas);
            return found.length ? found[0].rawValue : null;
          };
        }
      } catch (e) { /* no detector after all: jsQR below */ }
    }
    const decode = await loadJsQr();
    return async function (canvas) {
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = decode(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      return found ? found.data : null;
    };
  }

  function element(tag, className, text) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text) e.textContent = text;
    return e;
  }

  function stop() {
    if (!scan) return;
    scan.stopped = true;
    if (scan.stream) scan.stream.getTracks().forEach(function (t) { t.stop(); });
    scan.overlay.remove();
    scan = null;
    window.dipScanning = false;
    if (window.Module && Module.canvas) Module.canvas.focus();
  }

  function failed(words) {
    if (!scan) return;
    scan.words.textContent = words;
    scan.words.classList.add('scan-failed');
    scan.cancel.textContent = 'Close';
  }

  // Opens the camera over the page until a QR code is read (then hands its text to the program) or the player
  // cancels. `what` says what to hold up ("a player's orders code").
  window.dipScan = async function (what) {
    if (scan) return;
    const overlay = element('div', 'scan');
    const box = element('div', 'scan-box');
    const video = element('video', 'scan-video');
    video.muted = true;
    video.playsInline = true;
    video.setAttribute('playsinline', '');
    const words = element('p', 'scan-words', 'Hold ' + what + ' in front of the camera.');
    const cancel = element('button', 'scan-cancel', 'Cancel');
    cancel.type = 'button';
    cancel.addEventListener('click', stop);
    box.append(video, words, cancel);
    overlay.append(box);
    document.body.append(overlay);
    const here = scan = { stream: null, overlay: overlay, words: words, cancel: cancel, stopped: false };
    window.dipScanning = true;
    let read;
    try {
      if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia)
        throw new Error('this browser gives the page no camera');
      const [stream, r] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }), reader()]);
      here.stream = stream;
      read = r;
      if (here.stopped) { stream.getTracks().forEach(function (t) { t.stop(); }); return; }
      video.srcObject = stream;
      await video.play();
    } catch (e) {
      const why = e && e.name === 'NotAllowedError' ? 'the camera was not allowed'
        : e && e.name === 'NotFoundError' ? 'no camera was found' : (e && e.message) || String(e);
      failed('The camera could not be used: ' + why + '. Type or paste the code instead.');
      return;
    }
    const frame = element('canvas');
    // Each frame the camera gives, scaled to at most 800 pixels across (enough for a code filling a third of it).
    async function look() {
      if (here.stopped) return;
      if (video.readyState >= 2 && video.videoWidth) {
        const scale = Math.min(1, 800 / Math.max(video.videoWidth, video.videoHeight));
        frame.width = Math.round(video.videoWidth * scale);
        frame.height = Math.round(video.videoHeight * scale);
        frame.getContext('2d', { willReadFrequently: true }).drawImage(video, 0, 0, frame.width, frame.height);
        let text = null;
        try { text = await read(frame); } catch (e) { text = null; }
        if (here.stopped) return;
        if (text) {
          stop();
          window.dipScansRead = (window.dipScansRead || 0) + 1;
          if (Module._dip_code_scanned) Module.ccall('dip_code_scanned', null, ['string'], [text]);
          return;
        }
      }
      if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(look);
      else requestAnimationFrame(look);
    }
    look();
  };

  // Esc closes the camera, as it closes the program's dialogs.
  document.addEventListener('keydown', function (e) {
    if (scan && e.key === 'Escape') { e.stopPropagation(); stop(); }
  }, true);
})();
