// A GIF reader for the tests (GIF89a, as frontend/film/gif_encoder.h writes it: a global colour table, each frame a
// rectangle laid over what the frames before it left): each frame's delay (hundredths of a second) and the whole
// picture after it (RGB, rows from the top).
export function decodeGif(bytes) {
  let at = 0;
  const byte = () => bytes[at++];
  const word = () => byte() | (byte() << 8);
  if (String.fromCharCode(...bytes.slice(0, 6)) !== 'GIF89a') throw new Error('not a GIF89a file');
  at = 6;
  const width = word(), height = word(), flags = byte();
  byte(); byte();
  const table = bytes.slice(at, at + 3 * (1 << ((flags & 7) + 1)));
  at += table.length;
  const frames = [];
  let delay = 0;
  const shown = new Uint8Array(width * height * 3);
  const blocks = () => {
    const out = [];
    for (let n = byte(); n > 0; n = byte()) for (let i = 0; i < n; i++) out.push(byte());
    return out;
  };
  for (;;) {
    const kind = byte();
    if (kind === 0x3b || kind === undefined) break;
    if (kind === 0x21) {
      const label = byte(), data = blocks();
      if (label === 0xf9) delay = data[1] | (data[2] << 8);
      continue;
    }
    if (kind !== 0x2c) throw new Error('unexpected block ' + kind);
    const left = word(), top = word(), w = word(), h = word();
    byte();
    const min = byte(), data = blocks();
    const clear = 1 << min, end = clear + 1;
    let dict, size, previous = -1;
    const reset = () => {
      dict = [];
      for (let i = 0; i < clear; i++) dict.push([i]);
      dict.push([], []);
      size = min + 1;
    };
    reset();
    const indices = [];
    for (let bit = 0; bit + size <= data.length * 8;) {
      let code = 0;
      for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
      if (code === clear) { reset(); previous = -1; continue; }
      if (code === end) break;
      let entry;
      if (code < dict.length) entry = dict[code];
      else entry = [...dict[previous], dict[previous][0]];
      for (const i of entry) indices.push(i);
      if (previous >= 0 && dict.length < 4096) {
        dict.push([...dict[previous], entry[0]]);
        if (dict.length === (1 << size) && size < 12) size++;
      }
      previous = code;
    }
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = indices[y * w + x];
        shown.set(table.slice(i * 3, i * 3 + 3), ((top + y) * width + left + x) * 3);
      }
    frames.push({ delay, rgb: shown.slice() });
  }
  return { width, height, frames };
}
