#!/usr/bin/python3
"""Chooses where each province's unit, name and supply centre are drawn, and writes them into the asset.

Run with Debian's /usr/bin/python3 (needs python3-shapely, python3-numpy, python3-fonttools):
    /usr/bin/python3 tools/mapgen/place_markers.py [--board standard|ancient-mediterranean] [--preview out.png]
It reads the outlines already in the asset (assets/boards/<board>/board.geo: make_map.py writes them, then this
runs), the board (assets/boards/<board>/board.map), the names' glyph widths from DejaVu Sans Bold and the hand
placements of tools/mapgen/<board>/markers.txt.
It does not change outlines. The sizes below are those of frontend/board/map_layout.h at the fitted zoom;
tests/frontend/map_layout_test.cpp checks the result with the C++ code the page draws with.
"""
import argparse
import math
import os
import random
import sys

import numpy as np
from fontTools.ttLib import TTFont
from shapely import vectorized
from shapely.geometry import Point, Polygon, box
from shapely.ops import unary_union
from shapely.prepared import prep

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

# ---- Sizes at the fitted zoom: keep in step with frontend/board/map_layout.h -----------------------------------------
# Marks are a fixed size in map units at the fitted zoom; pads given in screen pixels are turned into map units at
# the smallest fitted scale of the standard screens (a 390-px-wide phone), where they are biggest on the map.
LABEL_SIZE = 58.0     # kLabelMapSize: a name's font size, map units
UNIT_R = 42.0         # kUnitMapRadius: a unit token's radius, map units
CENTRE_R = 22.0 + 4   # kCentreMapRadius, and its dark outline
S_MIN = 0.095         # px per map unit on the smallest standard screen, for a board 4000 x 3440 (fit_board)
PAD = (1.0 + 0.5) / S_MIN  # kHaloPx and the text's rounding to whole pixels, map units
ARMY_REACH = 1.15     # army_reach(): an army's disc with its rim, in token radii
FLEET = (-1.5, -1.1, 1.5, 0.95)  # fleet_box(): a fleet's boat with its rim, in token radii around its point
SPILL = 14.0          # a name's ink may cross its province's border by this much, map units (as the test)
GAP = 3.0             # what the search keeps between marks that must not touch, map units (the test wants 0)


class Glyphs:
    """Advance widths and ink boxes of DejaVu Sans Bold, in font units, as ImGui lays text out."""

    def __init__(self, path=FONT):
        f = TTFont(path)
        self.cmap = f.getBestCmap()
        self.hmtx = f['hmtx']
        self.glyf = f['glyf']
        hhea = f['hhea']
        self.ascent, self.height = hhea.ascent, hhea.ascent - hhea.descent

    def ink_box(self, text, size):
        """What a name centred on (0, 0) covers without its pad (x0, y0, x1, y1), as label_box() in map_layout.cpp:
        the advances' width, and the letters' ink from top to bottom."""
        k = size / self.height
        width, top, bottom = 0.0, 0, 0
        for ch in text:
            name = self.cmap[ord(ch)]
            g = self.glyf[name]
            if getattr(g, 'numberOfContours', 0):
                top, bottom = max(top, g.yMax), min(bottom, g.yMin)
            width += self.hmtx[name][0] * k
        baseline = -size / 2 + self.ascent * k
        return (-width / 2, baseline - top * k, width / 2, baseline - bottom * k)


# ---- Reading --------------------------------------------------------------------------------------------------


def read_asset(path):
    """The asset's lines, and each province's outline as a shapely geometry."""
    lines = open(path, encoding='utf-8').read().split('\n')
    shapes, cur, rings = {}, None, []

    def close():
        if cur and cur != '-':
            outers, holes = [], []
            for ring in rings:
                a = sum(ring[i][0] * ring[(i + 1) % len(ring)][1] - ring[(i + 1) % len(ring)][0] * ring[i][1]
                        for i in range(len(ring)))
                (outers if a > 0 else holes).append(ring)
            g = unary_union([Polygon(o) for o in outers])
            for h in holes:
                g = g.difference(Polygon(h))
            shapes[cur] = g
    for line in lines:
        w = line.split()
        if w and w[0] == 'region':
            close()
            cur, rings = w[1], []
        elif w and w[0] == 'ring':
            n = int(w[1])
            rings.append([(float(w[2 + 2 * i]), float(w[3 + 2 * i])) for i in range(n)])
    close()
    return lines, shapes


def read_board(name='standard'):
    """abbr -> dict(kind, centre, army neighbours, coasts (locations of a split coast), neighbours)."""
    board = {}
    with open(os.path.join(ROOT, 'assets', 'boards', name, 'board.map'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or '|' not in line:
                continue
            cols = [c.strip() for c in line.split('|')]
            abbr, kind, centre = cols[0], cols[1], cols[2]
            coasts, near = [], set(cols[5].split())
            if ':' in cols[6]:
                for part in cols[6].split(';'):
                    coast, lst = part.split(':')
                    coasts.append(abbr + '/' + coast.strip())
                    near |= {x.split('/')[0] for x in lst.split()}
            else:
                near |= {x.split('/')[0] for x in cols[6].split()}
            board[abbr] = dict(kind=kind, centre=centre != '-', coasts=coasts, near=near)
    return board


def read_hand_placed(path):
    """Two tables (kind, loc) -> (x, y) in map units: what the search starts from (near: a coast's fleet goes
    near it; "search unit|label|centre": a mark fixed before the search, which the other marks then avoid),
    and the marks that replace the search's choice afterwards (plain unit, label, centre lines)."""
    search, after = {}, {}
    for no, raw in enumerate(open(path, encoding='utf-8'), 1):
        text = raw.split('#', 1)[0].split()
        if not text:
            continue
        table = after
        if text[0] == 'search' and len(text) == 5 and text[1] != 'near':
            table, text = search, text[1:]
        if len(text) != 4 or text[0] not in ('unit', 'label', 'centre', 'near'):
            sys.exit(f'markers.txt:{no}: expected "[search] <unit|label|centre|near> <loc> <x> <y>"')
        (search if text[0] == 'near' else table)[(text[0], text[1])] = (float(text[2]), float(text[3]))
    return search, after


# ---- Shapes: every mark as boxes and discs ----------------------------------------------------------------------


def unit_boxes(p, fleet):
    """A token as boxes: a fleet's hull box, or an army's disc as its bounding box (cut to an octagon below)."""
    x, y = p
    if fleet:
        return [(x + FLEET[0] * UNIT_R, y + FLEET[1] * UNIT_R, x + FLEET[2] * UNIT_R, y + FLEET[3] * UNIT_R)]
    return []


def disc_box_gap(c, r, b):
    dx = max(b[0] - c[0], 0, c[0] - b[2])
    dy = max(b[1] - c[1], 0, c[1] - b[3])
    return math.hypot(dx, dy) - r


def box_box_gap(a, b):
    dx = max(b[0] - a[2], a[0] - b[2], 0)
    dy = max(b[1] - a[3], a[1] - b[3], 0)
    if dx == 0 and dy == 0:
        return -min(a[2] - b[0], b[2] - a[0], a[3] - b[1], b[3] - a[1])
    return math.hypot(dx, dy)


class Marks:
    """One choice for a province: unit points (main and coasts), a label box and a centre disc."""

    def __init__(self, units, label_at, label_box, centre, cost):
        self.units = units          # [(loc, (x, y), may_be_army, may_be_fleet)]
        self.label_at = label_at
        self.label = label_box      # with its halo
        self.centre = centre        # (x, y) or None
        self.cost = cost
        self.discs = [(p, UNIT_R * ARMY_REACH) for _, p, army, _ in units if army]
        self.boxes = [b for _, p, _, fleet in units if fleet for b in unit_boxes(p, True)]

    def token_gap_to_box(self, b):
        g = [disc_box_gap(c, r, b) for c, r in self.discs] + [box_box_gap(x, b) for x in self.boxes]
        return min(g) if g else 1e9

    def token_gap_to_disc(self, c, r):
        g = [math.hypot(c[0] - d[0], c[1] - d[1]) - r - dr for d, dr in self.discs]
        g += [disc_box_gap(c, r, x) for x in self.boxes]
        return min(g) if g else 1e9


def conflicts(a, b):
    """How badly two provinces' marks overlap (0: not at all): names, tokens and centres kept apart."""
    bad = 0.0

    def hit(gap):
        return 0.0 if gap >= GAP else 1.0 + (GAP - gap) / 10

    bad += hit(box_box_gap(a.label, b.label))
    bad += hit(a.token_gap_to_box(b.label)) + hit(b.token_gap_to_box(a.label))
    for x, y in ((a, b), (b, a)):
        if x.centre:
            bad += hit(disc_box_gap(x.centre, CENTRE_R, y.label))
            bad += hit(y.token_gap_to_disc(x.centre, CENTRE_R))
    for c, r in a.discs:
        bad += 0.5 * hit(b.token_gap_to_disc(c, r))
    for bx in a.boxes:
        bad += 0.5 * hit(b.token_gap_to_box(bx))
    return bad


# ---- Candidates ---------------------------------------------------------------------------------------------------


def grid(poly, step):
    """Grid points inside the polygon, with each one's distance to the border."""
    minx, miny, maxx, maxy = poly.bounds
    xs = np.arange(math.floor(minx), maxx + step, step)
    ys = np.arange(math.floor(miny), maxy + step, step)
    X, Y = np.meshgrid(xs, ys)
    X, Y = X.ravel(), Y.ravel()
    inside = vectorized.contains(poly, X, Y)
    X, Y = X[inside], Y[inside]
    segs = []
    for part in getattr(poly, 'geoms', [poly]):
        for ring in [part.exterior] + list(part.interiors):
            c = np.asarray(ring.coords)
            segs.append(np.hstack([c[:-1], c[1:]]))
    S = np.vstack(segs)
    ax, ay, bx, by = S[:, 0], S[:, 1], S[:, 2], S[:, 3]
    dx, dy = bx - ax, by - ay
    len2 = np.maximum(dx * dx + dy * dy, 1e-12)
    clear = np.empty(len(X))
    for k in range(0, len(X), 256):
        px, py = X[k:k + 256, None], Y[k:k + 256, None]
        t = np.clip(((px - ax) * dx + (py - ay) * dy) / len2, 0, 1)
        d2 = (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2
        clear[k:k + 256] = np.sqrt(d2.min(axis=1))
    return [((float(x), float(y)), float(c)) for x, y, c in zip(X, Y, clear)]


def spread(points, key, count, min_dist):
    """The best `count` points by key, at least min_dist apart."""
    out = []
    for p in sorted(points, key=key):
        if all(math.hypot(p[0][0] - q[0][0], p[0][1] - q[0][1]) >= min_dist for q in out):
            out.append(p)
            if len(out) == count:
                break
    return out


def province_choices(abbr, poly, info, glyphs, hand, keep=160):
    """The province's best Marks by their own cost, each with no overlap inside the province."""
    area = poly.area
    step = max(5.0, math.sqrt(area) / 40)
    pts = grid(poly, step)
    inside = prep(poly)
    sea = info['kind'] == 'sea'
    ink = glyphs.ink_box(abbr, LABEL_SIZE)
    half = (ink[2] - ink[0]) / 2 + PAD
    # The pole: the point farthest from the border; a unit near it reads as "in" the province.
    pole, pole_clear = max(pts, key=lambda g: g[1])
    size = math.sqrt(area)

    def unit_cost(p, clear):
        c = max(0.0, UNIT_R * 1.3 - clear) * 2.0 + math.hypot(p[0] - pole[0], p[1] - pole[1]) / size * 40
        return c

    # Unit candidates for the main location (an army's or a fleet's point).
    if ('unit', abbr) in hand:
        unit_cands = [(hand[('unit', abbr)], 0.0)]
    else:
        unit_cands = spread([(p, unit_cost(p, c)) for p, c in pts if c >= 0.25 * UNIT_R],
                            lambda g: g[1], 40, max(step * 1.5, UNIT_R * 0.5))
        if not unit_cands:
            unit_cands = [(pole, 0.0)]
    # Coasts: fleets near their sea, close to the hand-given point.
    coast_cands = []
    for loc in info['coasts']:
        if ('unit', loc) in hand:
            coast_cands.append([(hand[('unit', loc)], 0.0)])
            continue
        want = hand.get(('near', loc))
        if want is None:
            sys.exit(f'place_markers: markers.txt needs a "near {loc} x y" line')
        near = [(p, math.hypot(p[0] - want[0], p[1] - want[1]) / 4 + max(0.0, UNIT_R - c))
                for p, c in pts if c >= 0.3 * UNIT_R]
        coast_cands.append(spread(near, lambda g: g[1], 6, step * 2))
    # Label points: where the whole name (without halo) stays inside the province.
    label_pts = []
    roomy = prep(poly.buffer(SPILL))
    for p, c in pts:
        b = box(p[0] + ink[0], p[1] + ink[1], p[0] + ink[2], p[1] + ink[3])
        if c >= (ink[3] - ink[1]) / 2 - SPILL and roomy.contains(b):
            label_pts.append(p)
    if ('label', abbr) in hand:
        label_pts = [hand[('label', abbr)]]
    if not label_pts:
        # A small island: its name goes beside it, on the water around (nearest first).
        print(f'note: the name of {abbr} fits nowhere inside it; it goes beside it', file=sys.stderr)
        reach = (ink[2] - ink[0]) / 2 + UNIT_R * 2
        around = [(p, poly.distance(Point(p))) for p, _ in grid(poly.buffer(reach), step)]
        label_pts = [p for p, d in sorted(around, key=lambda g: g[1]) if d > 0][:400] or [pole]
    centre_pts = spread([(p, -c) for p, c in pts if c >= CENTRE_R * 0.8], lambda g: 0, 400, step * 1.5)
    if not centre_pts:  # too narrow for the whole marker (an island): its roomiest points
        centre_pts = spread([(p, -c) for p, c in pts], lambda g: g[1], 40, step * 1.5)
    centre_pts = [p for p, _ in centre_pts] if info['centre'] else [None]
    if info['centre'] and ('centre', abbr) in hand:
        centre_pts = [hand[('centre', abbr)]]

    def label_box_at(p):
        return (p[0] + ink[0] - PAD, p[1] + ink[1] - PAD, p[0] + ink[2] + PAD, p[1] + ink[3] + PAD)

    import itertools

    def build(relaxed):
        choices = []
        for coasts in itertools.product(*coast_cands) if coast_cands else [()]:
            for u, uc in unit_cands:
                units = [(abbr, u, not sea, info['kind'] != 'land')]
                units += [(loc, p, False, True) for loc, (p, _) in zip(info['coasts'], coasts)]
                base = uc + sum(c for _, c in coasts)
                probe = Marks(units, None, (0, 0, 0, 0), None, 0)
                # Names: the nearer the main token the better, below it best (then above, then beside).
                ranked = []
                for lp in label_pts:
                    lb = label_box_at(lp)
                    gap = probe.token_gap_to_box(lb)
                    if gap < GAP and not relaxed:
                        continue
                    dx, dy = lp[0] - u[0], lp[1] - u[1]
                    side = 0.0 if dy > 0 and abs(dx) < half else (6.0 if abs(dx) < half else 14.0)
                    ranked.append((gap * 0.6 + side + abs(dx) * 0.05 + 300.0 * (gap < GAP), lp, lb))
                ranked.sort(key=lambda t: t[0])
                for lcost, lp, lb in ranked[:14]:
                    # Centres: beside the token, clear of the name and the token.
                    cs = []
                    for cp in centre_pts:
                        if cp is None:
                            cs.append((0.0, None))
                            continue
                        g1 = probe.token_gap_to_disc(cp, CENTRE_R)
                        g2 = disc_box_gap(cp, CENTRE_R, lb)
                        if (g1 < -CENTRE_R and not relaxed) or not inside.contains(Point(cp)):
                            continue
                        crowded = 200.0 * (g1 < 2) + 200.0 * (g2 < GAP)  # a last resort in a cramped province
                        cs.append((crowded + min(g1, 60) * 0.8 + abs(cp[1] - u[1]) * 0.15 + (0 if cp[0] > u[0] else 3),
                                   cp))
                        if len(cs) > 40 and crowded == 0 and g1 < 20:
                            break
                    cs.sort(key=lambda t: t[0])
                    for ccost, cp in cs[:4]:
                        choices.append(Marks(units, lp, lb, cp, base + lcost + ccost))
        return choices

    choices = build(False)
    if not choices:  # a cramped province (a narrow coast): marks may touch each other, at a cost
        print(f'note: {abbr} is cramped: its own marks may touch', file=sys.stderr)
        choices = build(True)
    if not choices:
        sys.exit(f'place_markers: no room for the marks of {abbr}')
    choices.sort(key=lambda m: m.cost)
    return choices[:keep]


# ---- The search ---------------------------------------------------------------------------------------------------


def search(choices, board, seed=1, rounds=60000):
    """Simulated annealing over each province's choice: overlaps between provinces cost most."""
    names = sorted(choices)
    rng = random.Random(seed)

    def bounds(m):
        xs = [m.label[0], m.label[2]] + [p[0] for _, p, _, _ in m.units]
        ys = [m.label[1], m.label[3]] + [p[1] for _, p, _, _ in m.units]
        return min(xs), min(ys), max(xs), max(ys)
    reach = 3 * UNIT_R + 80
    ext = {}
    for n in names:
        bs = [bounds(m) for m in choices[n]]
        ext[n] = (min(b[0] for b in bs) - reach, min(b[1] for b in bs) - reach,
                  max(b[2] for b in bs) + reach, max(b[3] for b in bs) + reach)
    near = {n: [o for o in names if o != n and box_box_gap(ext[n], ext[o]) <= 0] for n in names}
    pick = {n: 0 for n in names}
    cache = {}

    def pair(a, ia, b, ib):
        key = (a, ia, b, ib) if a < b else (b, ib, a, ia)
        v = cache.get(key)
        if v is None:
            v = conflicts(choices[a][ia], choices[b][ib])
            # Neighbours' tokens a little apart, so an arrow between them shows.
            if b in board[a]['near']:
                pa, pb = choices[a][ia].units[0][1], choices[b][ib].units[0][1]
                d = math.hypot(pa[0] - pb[0], pa[1] - pb[1])
                v += max(0.0, 4.6 * UNIT_R - d) / UNIT_R * 0.8
            cache[key] = v
        return v

    def local(n, i):
        return choices[n][i].cost * 0.05 + 30 * sum(pair(n, i, o, pick[o]) for o in near[n])

    temp0 = 8.0
    for step in range(rounds):
        temp = temp0 * (1 - step / rounds) + 0.01
        n = names[rng.randrange(len(names))]
        i = rng.randrange(len(choices[n])) if rng.random() < 0.5 else min(len(choices[n]) - 1,
                                                                         int(rng.expovariate(0.15)))
        if i == pick[n]:
            continue
        delta = local(n, i) - local(n, pick[n])
        if delta < 0 or rng.random() < math.exp(-delta / temp):
            pick[n] = i
    bad = []
    for n in names:
        for o in near[n]:
            if n < o and conflicts(choices[n][pick[n]], choices[o][pick[o]]) > 0:
                bad.append((n, o))
    total = sum(local(n, pick[n]) for n in names)
    return pick, bad, total


def fit_board(width, height):
    """Sizes for a board of this drawing size: a board wider (or taller) than the standard one is drawn smaller on
    the same screens, so its pads cover more map units, and on a 390-px phone its names and tokens reach the
    floors of board_sizes() in frontend/board/map_layout.cpp (5.5-px names, 4-px tokens) and cover more map units too."""
    global S_MIN, PAD, LABEL_SIZE, UNIT_R
    S_MIN = 0.095 * min(1.0, 4000.0 / width, 3440.0 / height)
    PAD = (1.0 + 0.5) / S_MIN
    phone = 390.0 / width  # the fitted scale of the phone held upright, where the floors bite first
    LABEL_SIZE = max(58.0, 5.5 / phone)
    UNIT_R = max(42.0, 4.0 / phone)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--board', default='standard', help='the board: a folder of tools/mapgen/ and assets/boards/')
    ap.add_argument('--asset', help='the asset to rewrite (default: assets/boards/<board>/board.geo)')
    ap.add_argument('--rounds', type=int, default=80000)
    ap.add_argument('--seeds', type=int, default=1, help='searches to run; the best is kept')
    ap.add_argument('--preview', help='also draw the marks to this PNG file')
    args = ap.parse_args()
    if not args.asset:
        args.asset = os.path.join(ROOT, 'assets', 'boards', args.board, 'board.geo')
    lines, shapes = read_asset(args.asset)
    size = next(ln.split() for ln in lines if ln.startswith('size '))
    fit_board(float(size[1]), float(size[2]))
    board = read_board(args.board)
    given, hand = read_hand_placed(os.path.join(HERE, args.board, 'markers.txt'))
    for (kind, loc) in list(given) + list(hand):
        abbr = loc.split('/')[0]
        if abbr not in board or (loc != abbr and loc not in board[abbr]['coasts']):
            sys.exit(f'place_markers: markers.txt names an unknown location {loc}')
        if kind == 'centre' and not board[abbr]['centre']:
            sys.exit(f'place_markers: markers.txt places a supply centre in {abbr}, which has none')
    # The search sees where the split coasts' fleets go ("near") and the marks fixed for it ("search ..."); the
    # other marks fixed by hand replace its choice afterwards (so they do not change what it picks elsewhere).
    near = given
    glyphs = Glyphs()
    choices = {}
    for abbr, info in sorted(board.items()):
        if info['kind'] == 'impassable':
            continue
        choices[abbr] = province_choices(abbr, shapes[abbr], info, glyphs, near)
    best = None
    for seed in range(1, args.seeds + 1):
        pick, bad, total = search(choices, board, seed, args.rounds)
        print(f'search {seed}: {len(bad)} overlapping pairs, cost {total:.1f}', file=sys.stderr)
        if best is None or (len(bad), total) < (len(best[1]), best[2]):
            best = (pick, bad, total)
    pick, bad, _ = best
    marks = {}
    for abbr, info in board.items():
        if abbr not in choices:  # impassable: nothing is drawn there; keep make_map.py's points
            for ln in lines:
                w = ln.split()
                if len(w) == 4 and w[0] in ('label', 'unit') and w[1] == abbr:
                    marks[(w[0], abbr)] = (float(w[2]), float(w[3]))
            continue
        m = choices[abbr][pick[abbr]]
        for loc, p, _, _ in m.units:
            marks[('unit', loc)] = p
        marks[('label', abbr)] = m.label_at
        if m.centre:
            marks[('centre', abbr)] = m.centre
    for (kind, loc), p in hand.items():
        marks[(kind, loc)] = p
    for a, b in final_overlaps(board, marks, glyphs):
        print(f'overlap: {a} and {b}', file=sys.stderr)
    for abbr, d in names_outside(board, marks, shapes, glyphs):
        print(f'note: the name of {abbr} crosses its border by {d:.0f} units', file=sys.stderr)
    out = [ln for ln in lines if not ln.split()[:1] or ln.split()[0] not in ('label', 'unit', 'centre')]
    while out and out[-1] == '':
        out.pop()
    for kind in ('label', 'unit', 'centre'):
        for (k, loc), (x, y) in sorted(marks.items(), key=lambda kv: kv[0][1].lower()):
            if k == kind:
                out.append(f'{kind} {loc} {int(round(x))} {int(round(y))}')
    with open(args.asset, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    print(f'wrote the marks of {len(choices)} provinces into {args.asset}')
    if args.preview:
        size = next(tuple(int(v) for v in ln.split()[1:3]) for ln in lines if ln.startswith('size '))
        preview(shapes, marks, board, glyphs, args.preview, size)


def names_outside(board, marks, shapes, glyphs):
    """Provinces whose name's letters (corners and middles of the sides) reach more than SPILL beyond their
    outline, as tests/frontend/map_layout_test.cpp measures them, with how far."""
    out = []
    for abbr, info in sorted(board.items()):
        if info['kind'] == 'impassable':
            continue
        x, y = marks[('label', abbr)]
        ink = glyphs.ink_box(abbr, LABEL_SIZE)
        x0, y0, x1, y1 = x + ink[0], y + ink[1], x + ink[2], y + ink[3]
        poly = prep(shapes[abbr])
        edge = shapes[abbr].boundary
        far = max(0.0 if poly.contains(Point(q)) else edge.distance(Point(q))
                  for q in ((x0, y0), (x, y0), (x1, y0), (x0, y), (x1, y), (x0, y1), (x, y1), (x1, y1)))
        if far > SPILL:
            out.append((abbr, far))
    return out


def final_overlaps(board, marks, glyphs):
    """Pairs of provinces whose final marks (hand-fixed ones included) still overlap."""
    final = {}
    for abbr, info in sorted(board.items()):
        if info['kind'] == 'impassable':
            continue
        sea = info['kind'] == 'sea'
        units = [(abbr, marks[('unit', abbr)], not sea, info['kind'] != 'land')]
        units += [(loc, marks[('unit', loc)], False, True) for loc in info['coasts']]
        x, y = marks[('label', abbr)]
        ink = glyphs.ink_box(abbr, LABEL_SIZE)
        label = (x + ink[0] - PAD, y + ink[1] - PAD, x + ink[2] + PAD, y + ink[3] + PAD)
        final[abbr] = Marks(units, (x, y), label, marks.get(('centre', abbr)), 0)
    names = sorted(final)
    return [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if conflicts(final[a], final[b]) > 0]


def preview(shapes, marks, board, glyphs, png, size=(4000, 3440), scale=S_MIN * 2):
    """The outlines and the marks' shapes at twice the smallest default scale."""
    from PIL import Image, ImageDraw
    img = Image.new('RGB', (int(size[0] * scale), int(size[1] * scale)), (169, 202, 223))
    d = ImageDraw.Draw(img)
    for abbr, g in shapes.items():
        for part in getattr(g, 'geoms', [g]):
            fill = (239, 230, 207) if board[abbr]['kind'] != 'sea' else (169, 202, 223)
            d.polygon([(x * scale, y * scale) for x, y in part.exterior.coords], fill=fill, outline=(120, 110, 90))
    for (kind, loc), (x, y) in marks.items():
        abbr = loc.split('/')[0]
        if kind == 'label' and board[abbr]['kind'] != 'impassable':
            ink = glyphs.ink_box(abbr, LABEL_SIZE)
            d.rectangle([(x + ink[0]) * scale, (y + ink[1]) * scale, (x + ink[2]) * scale, (y + ink[3]) * scale],
                        outline=(200, 0, 0))
            d.text(((x + ink[0]) * scale, (y + ink[1]) * scale), abbr, fill=(0, 0, 0))
        elif kind == 'unit' and board[abbr]['kind'] != 'impassable':
            r = UNIT_R * scale
            d.ellipse([x * scale - r, y * scale - r, x * scale + r, y * scale + r], outline=(0, 0, 160))
        elif kind == 'centre':
            r = CENTRE_R * scale
            d.ellipse([x * scale - r, y * scale - r, x * scale + r, y * scale + r], outline=(0, 120, 0))
    img.save(png)


if __name__ == '__main__':
    main()
