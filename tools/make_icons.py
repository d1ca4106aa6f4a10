#!/usr/bin/env python3
"""Draws the page's app icons (web/icons/): a ring of the seven powers' colours around a sea-blue disc with a
cream compass star, on the page's sea colour. Plain Python (zlib for the PNG), so it needs nothing installed.

    tools/make_icons.py web/icons

The maskable icon keeps everything inside the middle 80% (the safe zone a phone may crop to a circle).
"""
import math
import struct
import sys
import zlib
from pathlib import Path

SEA = (0xA9, 0xCA, 0xDF)  # the page's background (web/style.css)
DEEP = (0x22, 0x31, 0x3F)  # the caption strip's navy
CREAM = (0xFA, 0xF8, 0xF3)
# The standard board's colours, Austria to Turkey (assets/boards/standard/board.map).
POWERS = [0xC8373A, 0x0B208B, 0x87B6E5, 0x3B3B3B, 0x1F9E89, 0xA059D7, 0xE2B20F]


def rgb(value):
    return ((value >> 16) & 255, (value >> 8) & 255, value & 255)


def colour_at(x, y, scale):
    """The icon's colour at (x, y), both from -1 to 1 across the drawing (which `scale` shrinks)."""
    x, y = x / scale, y / scale
    r = math.hypot(x, y)
    if r > 1.0:
        return SEA
    if r > 0.72:  # the ring: seven segments with a thin cream gap between them
        angle = (math.atan2(x, -y) + 2 * math.pi) % (2 * math.pi)
        segment = angle / (2 * math.pi) * 7
        if abs(segment - round(segment)) * (2 * math.pi / 7) * r < 0.035:
            return CREAM
        return rgb(POWERS[int(segment) % 7])
    if r > 0.66:
        return CREAM
    # An eight-pointed star: long points north, south, east and west, short ones between.
    angle = math.atan2(y, x)
    for points, length, width in ((4, 0.6, 0.13), (4, 0.36, 0.09)):
        offset = 0 if length > 0.5 else math.pi / 4
        a = (angle - offset) % (2 * math.pi / points)
        a = min(a, 2 * math.pi / points - a)
        along, across = r * math.cos(a), r * math.sin(a)
        if along <= length and across <= width * (1 - along / length):
            return CREAM if length > 0.5 else (0xE8, 0xDF, 0xC8)
    return DEEP


def draw(size, scale):
    """RGB rows, each pixel the mean of 4x4 samples (smooth edges)."""
    rows = []
    n = 4
    for py in range(size):
        row = bytearray()
        for px in range(size):
            total = [0, 0, 0]
            for sy in range(n):
                for sx in range(n):
                    x = ((px + (sx + 0.5) / n) / size) * 2 - 1
                    y = ((py + (sy + 0.5) / n) / size) * 2 - 1
                    c = colour_at(x, y, scale)
                    for i in range(3):
                        total[i] += c[i]
            row += bytes(round(t / (n * n)) for t in total)
        rows.append(bytes(row))
    return rows


def png(rows, size):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "web/icons")
    out.mkdir(parents=True, exist_ok=True)
    for name, size, scale in (("icon-192.png", 192, 0.94), ("icon-512.png", 512, 0.94),
                              ("icon-maskable-512.png", 512, 0.78), ("apple-touch-icon.png", 180, 0.86)):
        (out / name).write_bytes(png(draw(size, scale), size))
        print(out / name)


if __name__ == "__main__":
    main()
