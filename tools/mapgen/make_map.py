#!/usr/bin/python3
"""Generates assets/boards/<board>/board.geo, the drawing geometry of a board, from Natural Earth data.

Run with Debian's /usr/bin/python3 (needs python3-shapely, python3-mapbox-earcut; qgis-common for the data):
    /usr/bin/python3 tools/mapgen/make_map.py [--board standard|ancient-mediterranean] [--preview out.png]
It reads the board's topology (assets/boards/<board>/board.map) and its tables in tools/mapgen/<board>/: the
frame and projection (board.cfg), the provinces (provinces.txt) and the seas (seas.txt). See README.md beside
this file for the steps and the tables.
"""
import argparse
import math
import os
import re
import sqlite3
import sys

import numpy as np
from shapely import wkb
import mapbox_earcut
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box
from shapely.ops import linemerge, polygonize, transform, unary_union
from shapely.strtree import STRtree

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
GPKG = '/usr/share/qgis/resources/data/world_map.gpkg'
BOARD = 'standard'             # the board being made (--board); its tables are in tools/mapgen/<BOARD>/
TABLES = os.path.join(HERE, BOARD)

# ---- Projection: Lambert conformal conic, set per board by its board.cfg (configure() below) ----------------
# The values here are the standard board's; configure() replaces them all.
LON0, LAT0, PAR1, PAR2 = 15.0, 50.0, 40.0, 60.0
EARTH_KM = 6371.0
# The frame in projected kilometres (x east, y north of the centre): left, bottom, right, top.
FRAME_KM = (-2450.0, -1800.0, 2550.0, 2500.0)
WIDTH = 4000  # map units across the frame
SCALE = WIDTH / (FRAME_KM[2] - FRAME_KM[0])  # map units per km
HEIGHT = int(round((FRAME_KM[3] - FRAME_KM[1]) * SCALE))
DATA_BOX = (-40.0, 20.0, 70.0, 85.0)  # admin-1 regions read: west, south, east, north (degrees)
TITLE = 'the standard Diplomacy board'  # for the asset's first comment line
INTENDED = set()  # pairs of provinces whose drawn border differs from the adjacency on purpose
_N = _F = _RHO0 = 0.0
FRAME = None


def read_config(path):
    """board.cfg: one setting per line, "#" starts a comment; "intended A B" may be repeated."""
    cfg = {'intended': []}
    with open(path, encoding='utf-8') as f:
        for no, raw in enumerate(f, 1):
            words = raw.split('#', 1)[0].split()
            if not words:
                continue
            key, vals = words[0], words[1:]
            if key == 'title':
                cfg[key] = ' '.join(vals)
            elif key == 'intended':
                if len(vals) != 2:
                    sys.exit(f'{path}:{no}: "intended" takes two provinces')
                cfg[key].append(tuple(sorted(vals)))
            elif key in ('centre', 'parallels', 'frame', 'width', 'data'):
                want = {'centre': 2, 'parallels': 2, 'frame': 4, 'width': 1, 'data': 4}[key]
                if len(vals) != want:
                    sys.exit(f'{path}:{no}: "{key}" takes {want} numbers')
                cfg[key] = [float(v) for v in vals]
            else:
                sys.exit(f'{path}:{no}: unknown setting "{key}"')
    for key in ('title', 'centre', 'parallels', 'frame', 'width', 'data'):
        if key not in cfg:
            sys.exit(f'{path}: missing "{key}"')
    return cfg


def configure(board):
    """Points the generator at a board: its tables, and the projection and frame of its board.cfg."""
    global BOARD, TABLES, LON0, LAT0, PAR1, PAR2, FRAME_KM, WIDTH, SCALE, HEIGHT, DATA_BOX, TITLE, INTENDED
    global _N, _F, _RHO0, FRAME
    BOARD = board
    TABLES = os.path.join(HERE, board)
    if not os.path.isdir(TABLES):
        sys.exit(f'make_map: no tables for board "{board}" (expected the folder {TABLES})')
    cfg = read_config(os.path.join(TABLES, 'board.cfg'))
    LON0, LAT0 = cfg['centre']
    PAR1, PAR2 = cfg['parallels']
    FRAME_KM = tuple(cfg['frame'])
    WIDTH = int(cfg['width'][0])
    SCALE = WIDTH / (FRAME_KM[2] - FRAME_KM[0])
    HEIGHT = int(round((FRAME_KM[3] - FRAME_KM[1]) * SCALE))
    DATA_BOX = tuple(cfg['data'])
    TITLE = cfg['title']
    INTENDED = set(cfg['intended'])
    r = math.radians
    _N = (math.log(math.cos(r(PAR1)) / math.cos(r(PAR2)))
          / math.log(math.tan(math.pi / 4 + r(PAR2) / 2) / math.tan(math.pi / 4 + r(PAR1) / 2)))
    _F = math.cos(r(PAR1)) * math.tan(math.pi / 4 + r(PAR1) / 2) ** _N / _N
    _RHO0 = _F / math.tan(math.pi / 4 + r(LAT0) / 2) ** _N
    FRAME = box(0, 0, WIDTH, HEIGHT)


def project(lon, lat):
    """Longitude/latitude in degrees (scalars or arrays) to map units: x right, y down, origin top-left."""
    lon = np.asarray(lon, dtype=float)
    lat = np.asarray(lat, dtype=float)
    rho = _F / np.tan(np.pi / 4 + np.radians(lat) / 2) ** _N
    theta = _N * np.radians(lon - LON0)
    x_km = EARTH_KM * rho * np.sin(theta)
    y_km = EARTH_KM * (_RHO0 - rho * np.cos(theta))
    return (x_km - FRAME_KM[0]) * SCALE, (FRAME_KM[3] - y_km) * SCALE


def project_geom(g):
    return transform(lambda x, y, z=None: project(x, y), g)


def project_pt(lon, lat):
    x, y = project(lon, lat)
    return float(x), float(y)


# ---- Reading the tables ---------------------------------------------------------------------------------------


def logical_lines(path):
    """Yields (line number, text) with comments stripped and continuation lines (leading spaces) joined."""
    cur, cur_no = None, 0
    with open(path, encoding='utf-8') as f:
        for no, raw in enumerate(f, 1):
            text = raw.split('#', 1)[0].rstrip()
            if not text.strip():
                continue
            if raw[0] in ' \t' and cur is not None:
                cur += ' ' + text.strip()
                continue
            if cur is not None:
                yield cur_no, cur
            cur, cur_no = text.strip(), no
    if cur is not None:
        yield cur_no, cur


def split_names(text):
    """Comma-separated names; a name in double quotes may contain commas."""
    return [a if a else b for a, b in re.findall(r'\s*(?:"([^"]*)"|([^,]+))\s*(?:,|$)', text) if (a or b).strip()]


class Tables:
    def __init__(self):
        self.rules = []       # (abbr, country, [names] or None, line)
        self.parts = []       # (abbr, [(lon, lat)...], line, donors or None): land inside goes to abbr
        self.places = {}      # ('unit'|'label'|'centre', loc) -> (lon, lat)
        self.cuts = []        # (name, [(lon, lat)...], line)
        self.seeds = []       # (name, lon, lat, line)
        self.fills = []       # (name, [(lon, lat)...], line)
        self.opens = []       # (name, [(lon, lat)...], line)


def read_tables():
    t = Tables()
    for no, line in logical_lines(os.path.join(TABLES, 'provinces.txt')):
        head = line.split()[0]
        if head in ('unit', 'label', 'centre'):
            _, loc, lon, lat = line.split()
            t.places[(head, loc)] = (float(lon), float(lat))
            continue
        if head == 'part':
            words = line.split()
            donors = None
            if len(words) > 3 and words[2] == 'from':
                donors = set(words[3].split(','))
                words = words[:2] + words[4:]
            nums = [float(v) for v in words[2:]]
            if len(nums) < 6 or len(nums) % 2:
                sys.exit(f'provinces.txt:{no}: a part needs at least three points')
            t.parts.append((words[1], list(zip(nums[0::2], nums[1::2])), no, donors))
            continue
        abbr, rest = line.split(None, 1)
        if ':' in rest:
            country, names = rest.split(':', 1)
            t.rules.append((abbr, country.strip(), split_names(names), no))
        else:
            t.rules.append((abbr, rest.strip(), None, no))
    for no, line in logical_lines(os.path.join(TABLES, 'seas.txt')):
        words = line.split()
        if words[0] == 'cut':
            # Points are "<lon> <lat>"; the first or last may instead be "<A>/<B>": where the border of land
            # provinces A and B meets the water.
            rest, pts = words[2:], []
            while rest:
                if '/' in rest[0]:
                    pts.append(tuple(rest[0].split('/')))
                    rest = rest[1:]
                elif len(rest) >= 2:
                    pts.append((float(rest[0]), float(rest[1])))
                    rest = rest[2:]
                else:
                    sys.exit(f'seas.txt:{no}: a cut needs an even number of coordinates')
            if len(pts) < 2 or any(isinstance(q[0], str) for q in pts[1:-1]):
                sys.exit(f'seas.txt:{no}: a cut needs two points, and "A/B" only at its ends')
            t.cuts.append((words[1], pts, no))
        elif words[0] == 'seed':
            for i in range(2, len(words), 2):
                t.seeds.append((words[1], float(words[i]), float(words[i + 1]), no))
        elif words[0] in ('fill', 'open'):
            nums = [float(v) for v in words[2:]]
            if len(nums) < 6 or len(nums) % 2:
                sys.exit(f'seas.txt:{no}: a {words[0]} needs at least three points')
            (t.fills if words[0] == 'fill' else t.opens).append((words[1], list(zip(nums[0::2], nums[1::2])), no))
        else:
            sys.exit(f'seas.txt:{no}: unknown line')
    return t


def read_board():
    """The provinces of assets/boards/<board>/board.map: abbr -> (kind, centre?, army neighbours, fleet locations)."""
    board = {}
    with open(os.path.join(ROOT, 'assets', 'boards', BOARD, 'board.map'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or '|' not in line:
                continue
            cols = [c.strip() for c in line.split('|')]
            abbr, kind, centre = cols[0], cols[1], cols[2]
            fleet = {}
            if ':' in cols[6]:
                for part in cols[6].split(';'):
                    coast, lst = part.split(':')
                    fleet[abbr + '/' + coast.strip()] = lst.split()
            elif kind in ('coast', 'sea'):
                fleet[abbr] = cols[6].split()
            board[abbr] = dict(kind=kind, centre=centre != '-', army=cols[5].split(), fleet=fleet)
    return board


def board_adjacent(board, a, b):
    """Adjacent on the board: by army, or by fleet between any locations of the two provinces."""
    if b in board[a]['army']:
        return True
    for lst in board[a]['fleet'].values():
        if any(x.split('/')[0] == b for x in lst):
            return True
    return False

# ---- Land ------------------------------------------------------------------------------------------------------


def gpkg_geom(blob):
    flags = blob[3]
    env = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}[(flags >> 1) & 7]
    return wkb.loads(bytes(blob[8 + env:]))


def read_land(tables):
    """Admin-1 regions in and around the frame, grouped into provinces: abbr -> projected geometry ('-': decor)."""
    con = sqlite3.connect(GPKG)
    rows = con.execute(
        'SELECT s.fid, s.admin, s.name, s.geom FROM states_provinces s '
        'JOIN rtree_states_provinces_geom r ON s.fid = r.id '
        'WHERE r.maxx > ? AND r.minx < ? AND r.maxy > ? AND r.miny < ? ORDER BY s.fid',
        (DATA_BOX[0], DATA_BOX[2], DATA_BOX[1], DATA_BOX[3])).fetchall()
    by_country = {}
    for fid, admin, name, blob in rows:
        by_country.setdefault(admin, []).append((fid, name, blob))
    owner = {}
    # "<Abbr> <Country>: *" (the regions of the country that no other line names) is resolved last.
    rules = [r for r in tables.rules if r[2] != ['*']] + [r for r in tables.rules if r[2] == ['*']]
    for abbr, country, names, no in rules:
        regions = by_country.get(country)
        if regions is None:
            sys.exit(f'provinces.txt:{no}: no country "{country}" in the data')
        if names is None:
            chosen = regions
        elif names == ['*']:
            chosen = [r for r in regions if r[0] not in owner]
        else:
            chosen = []
            for n in names:
                hits = [r for r in regions if r[1] == n]
                if not hits:
                    sys.exit(f'provinces.txt:{no}: no region "{n}" in {country}')
                chosen += hits
        for fid, name, _ in chosen:
            if fid in owner:
                sys.exit(f'provinces.txt:{no}: {country}/{name} is already in {owner[fid]}')
            owner[fid] = abbr
    parts = {}
    for fid, admin, name, blob in rows:
        g = gpkg_geom(blob)
        g = project_geom(g).buffer(0)
        if not g.intersects(FRAME):
            continue
        parts.setdefault(owner.get(fid, '-'), []).append(g)
    land = {abbr: unary_union(gs).intersection(FRAME) for abbr, gs in sorted(parts.items())}
    # "part" polygons: the land inside each goes to its province, from whichever held it (in table order).
    for abbr, pts, no, donors in tables.parts:
        cut = Polygon([project_pt(*p) for p in pts])
        if not cut.is_valid:
            sys.exit(f'provinces.txt:{no}: the part polygon crosses itself')
        taken = []
        for k in list(land):
            if k != abbr and (donors is None or k in donors) and land[k].intersects(cut):
                taken.append(land[k].intersection(cut))
                land[k] = areal(land[k].difference(cut))
        if not taken:
            print(f'warning: provinces.txt:{no}: the part for {abbr} takes no land', file=sys.stderr)
            continue
        land[abbr] = unary_union([land.get(abbr, Polygon())] + taken)
    return {k: g for k, g in sorted(land.items()) if not g.is_empty}


def areal(g):
    """Just the polygons of a geometry (an overlay can leave stray lines and points)."""
    ps = polygons(g)
    return ps[0] if len(ps) == 1 else MultiPolygon(ps)


def polygons(g):
    if g.is_empty:
        return []
    if g.geom_type == 'Polygon':
        return [g]
    if g.geom_type == 'MultiPolygon':
        return list(g.geoms)
    if g.geom_type == 'GeometryCollection':
        return [p for h in g.geoms for p in polygons(h)]
    return []


def unproject(x, y):
    """Map units back to longitude/latitude in degrees (for messages)."""
    x_km = x / SCALE + FRAME_KM[0]
    y_km = FRAME_KM[3] - y / SCALE
    dy = _RHO0 - y_km / EARTH_KM
    rho = math.copysign(math.hypot(x_km / EARTH_KM, dy), _N)
    theta = math.atan2(x_km / EARTH_KM, dy)
    lon = LON0 + math.degrees(theta / _N)
    lat = math.degrees(2 * math.atan((_F / rho) ** (1 / _N)) - math.pi / 2)
    return lon, lat


def where(g):
    p = g.representative_point() if not isinstance(g, Point) else g
    lon, lat = unproject(p.x, p.y)
    return f'{lon:.2f} {lat:.2f}'

# ---- Water ------------------------------------------------------------------------------------------------------


def coast_point(a, b, toward, land, water, no):
    """Where the border of land provinces a and b meets the water, nearest to the point `toward`."""
    for k in (a, b):
        if k not in land:
            sys.exit(f'seas.txt:{no}: no land province {k}')
    border = land[a].boundary.intersection(land[b].boundary)
    shore = water.boundary
    ends = []
    for g in getattr(border, 'geoms', [border]):
        coords = list(g.coords) if g.geom_type in ('LineString', 'Point') else []
        for c in ([coords[0], coords[-1]] if g.geom_type == 'LineString' else coords):
            if shore.distance(Point(c)) < 1e-6:
                ends.append(c)
    if not ends:
        sys.exit(f'seas.txt:{no}: the border of {a} and {b} does not reach the water')
    return min(ends, key=lambda c: (c[0] - toward[0]) ** 2 + (c[1] - toward[1]) ** 2)


def cut_line(pts, no, land, water):
    """A cut in map units; an "A/B" end starts on the coast where A and B meet, and reaches a little inland
    along the cut's direction so that it surely crosses the shore there."""
    xy = [None if isinstance(p[0], str) else project_pt(*p) for p in pts]

    def end(p, toward):
        c = coast_point(p[0], p[1], toward, land, water, no)
        dx, dy = c[0] - toward[0], c[1] - toward[1]
        d = math.hypot(dx, dy)
        return [(c[0] + dx / d * 2, c[1] + dy / d * 2), c]
    if xy[0] is None:
        xy[0:1] = end(pts[0], xy[1])
    if xy[-1] is None:
        xy[-1:] = end(pts[-1], xy[-2])[::-1]
    return LineString(xy)


ISLAND_MIN = 60.0   # square map units (about 95 square km): smaller islands are left out
LAGOON_MAX = 400.0  # square map units: larger unseeded water is an error
CLOSE_R = 3.0       # map units: water narrower than about twice this becomes land


def partition(land, tables, board):
    """Shares the frame out: returns {name: geometry} for provinces (land and sea), plus lists of decorative
    land and water polygons."""
    land = dict(land)
    everything = unary_union(list(land.values()))
    for name, pts, no in tables.fills:
        if name not in land:
            sys.exit(f'seas.txt:{no}: no land province {name}')
        extra = Polygon([project_pt(*p) for p in pts]).difference(everything)
        land[name] = unary_union([land[name], extra])
        everything = unary_union([everything, extra])
    # Small islands become water.
    small = [p for p in polygons(everything) if p.area < ISLAND_MIN]
    if small:
        small_u = unary_union(small)
        for k in list(land):
            if land[k].intersects(small_u):
                land[k] = land[k].difference(small_u)
        everything = everything.difference(small_u)
    water = FRAME.difference(everything)
    cuts = [cut_line(pts, no, land, water) for _, pts, no in tables.cuts]
    lines = unary_union([water.boundary, FRAME.boundary] + cuts)
    faces = [f for f in polygonize(lines) if water.contains(f.representative_point())]
    seeds = [(name, Point(project_pt(lon, lat)), no) for name, lon, lat, no in tables.seeds]
    label = {}
    ok = True
    for i, f in enumerate(faces):
        names = sorted({name for name, pt, _ in seeds if f.contains(pt)})
        if len(names) > 1:
            print(f'error: one piece of water at {where(f)} has seeds {names}', file=sys.stderr)
            ok = False
        if names:
            label[i] = names[0]
    for name, pt, no in seeds:
        if not FRAME.contains(pt):
            print(f'warning: seas.txt:{no}: seed {name} outside the frame', file=sys.stderr)
        elif not any(f.contains(pt) for f in faces):
            print(f'error: seas.txt:{no}: seed {name} at {where(pt)} is on land', file=sys.stderr)
            ok = False
    seas, decor_water, lagoons = {}, [], []
    for i, f in enumerate(faces):
        name = label.get(i)
        if name is None:
            if f.area > LAGOON_MAX:
                print(f'error: unseeded water of {f.area:.0f} units at {where(f)}', file=sys.stderr)
                ok = False
            lagoons.append(f)
        elif name == '-':
            decor_water.append(f)
        elif board.get(name, {}).get('kind') == 'sea':
            seas.setdefault(name, []).append(f)
        elif name in land:
            land[name] = unary_union([land[name], f])
        else:
            sys.exit(f'seas.txt: unknown seed name {name}')
    for name, info in board.items():
        if info['kind'] == 'sea' and name not in seas:
            print(f'error: sea {name} gets no water', file=sys.stderr)
            ok = False
    if not ok:
        sys.exit('make_map: fix seas.txt')
    # Narrow water (fjords, sounds between skerries, lagoon mouths) becomes land, as on the classic board:
    # a morphological closing of all land. Decorative water and the areas marked "open" are kept open.
    everything = unary_union(list(land.values()))
    protected = unary_union(decor_water + [Polygon([project_pt(*p) for p in pts]) for _, pts, _ in tables.opens])
    closed = everything.buffer(CLOSE_R, 16).buffer(-CLOSE_R, 16).intersection(FRAME)
    added = closed.difference(everything).difference(protected)
    pieces = [p for p in polygons(added) if p.area > 0.5]
    parts = [(k, p) for k, g in land.items() for p in polygons(g)]
    tree = STRtree([p for _, p in parts])
    index = {id(p): i for i, (_, p) in enumerate(parts)}
    gained = {}
    for piece in pieces:
        contact = {}
        for g in tree.query(piece):
            k = parts[index[id(g)]][0]
            contact[k] = contact.get(k, 0) + g.boundary.intersection(piece.boundary).length
        touched = {k for k, v in contact.items() if v > 0 and k != '-'}
        if len(touched) > 1:
            continue  # never close a strait between two provinces (the Sound)
        if contact and max(contact.values()) > 0:
            gained.setdefault(max(sorted(contact), key=lambda k: contact[k]), []).append(piece)
    for k, ps in gained.items():
        land[k] = unary_union([land[k]] + ps)
    added = unary_union([p for ps in gained.values() for p in ps])
    seas = {k: [f.difference(added) for f in fs] for k, fs in seas.items()}
    lagoons = [p for f in lagoons for p in polygons(f.difference(added))]
    result = {k: areal(v) for k, v in land.items() if k != '-'}
    for k, fs in seas.items():
        result[k] = areal(unary_union(fs))
    return result, polygons(land.get('-', Polygon())), decor_water, lagoons

# ---- One consistent partition: shared arcs simplified once -------------------------------------------------


SIMPLIFY = 2.5      # Douglas-Peucker tolerance in map units, applied once to each shared arc
SLIVER = 12.0       # square map units: faces smaller than this join their longest-bordering neighbour


def simplify_arc(line, tol):
    """Douglas-Peucker on one arc, keeping its end points; a closed arc (an island) stays a ring or vanishes."""
    coords = list(line.coords)
    if tol <= 0:
        return coords
    if coords[0] == coords[-1]:
        if len(coords) < 4:
            return []
        ring = Polygon(coords).simplify(tol, preserve_topology=True)
        if ring.is_empty or ring.geom_type != 'Polygon' or ring.area < tol * tol:
            return []
        return list(ring.exterior.coords)
    return list(line.simplify(tol, preserve_topology=False).coords)


def bad_arcs(arcs):
    """Indices of arcs that cross another arc or themselves (arcs may meet only at their end points)."""
    lines = [LineString(a) for a in arcs]
    tree = STRtree(lines)
    index = {id(l): i for i, l in enumerate(lines)}
    bad = set()
    for i, l in enumerate(lines):
        closed = arcs[i][0] == arcs[i][-1]
        if (closed and not Polygon(arcs[i]).is_valid) or (not closed and not l.is_simple):
            bad.add(i)
        ends_i = {arcs[i][0], arcs[i][-1]}
        for other in tree.query(l):
            j = index[id(other)]
            if j <= i:
                continue
            inter = l.intersection(other)
            if inter.is_empty:
                continue
            ends = ends_i & {arcs[j][0], arcs[j][-1]}
            pts = [inter] if inter.geom_type == 'Point' else (
                list(inter.geoms) if inter.geom_type == 'MultiPoint' else None)
            if pts is None or any((p.x, p.y) not in ends for p in pts):
                bad.add(i)
                bad.add(j)
    return bad


def snap_round(lines):
    """Rounds to integers and re-nodes until every vertex is an integer point (rounding can make lines cross)."""
    for _ in range(20):
        rounded = []
        for l in lines:
            pts = []
            for x, y in l.coords:
                p = (float(round(x)), float(round(y)))
                if not pts or pts[-1] != p:
                    pts.append(p)
            if len(pts) >= 2:
                rounded.append(LineString(pts))
        noded = unary_union(rounded)
        lines = list(noded.geoms) if noded.geom_type == 'MultiLineString' else [noded]
        if all(x == round(x) and y == round(y) for l in lines for x, y in l.coords):
            return lines
    sys.exit('make_map: rounding to integers does not settle')


def simplified_faces(items):
    """items: [(label, geometry)] covering the frame. Nodes all their borders, simplifies each arc once, rounds
    to integers and rebuilds the faces: returns [(label, Polygon)] with exactly shared integer borders."""
    merged = linemerge(unary_union([g.boundary for _, g in items] + [FRAME.boundary]))
    raw = list(merged.geoms) if merged.geom_type == 'MultiLineString' else [merged]
    # Coasts of decorative land may be coarser than the board's own borders.
    geoms = [g for _, g in items]
    tree = STRtree(geoms)
    index = {id(g): i for i, g in enumerate(geoms)}
    tol = []
    for l in raw:
        (x0, y0), (x1, y1) = l.coords[0], l.coords[1]
        mid = Point((x0 + x1) / 2, (y0 + y1) / 2)
        sides = {items[index[id(g)]][0] for g in tree.query(mid.buffer(1e-6)) if g.boundary.distance(mid) < 1e-6}
        tol.append(SIMPLIFY * (2 if sides & {'-L', '-W'} or len(sides) < 2 else 1))
    arcs = [simplify_arc(l, t) for l, t in zip(raw, tol)]
    for attempt in range(12):
        live = [i for i, a in enumerate(arcs) if a]
        bad = bad_arcs([arcs[i] for i in live])
        if not bad:
            break
        for b in bad:
            i = live[b]
            tol[i] = tol[i] / 2 if attempt < 6 else 0
            arcs[i] = simplify_arc(raw[i], tol[i])
    else:
        for b in sorted(bad):
            print(f'error: an arc near {where(LineString(arcs[live[b]]))} crosses another', file=sys.stderr)
        sys.exit(f'make_map: {len(bad)} arcs still cross after simplification')
    lines = snap_round([LineString(a) for a in arcs if a])
    faces = [f for f in polygonize(lines) if f.area > 0]
    # Each face goes to the item it overlaps most.
    out = []
    for f in faces:
        best, best_area = None, 0.0
        for g in tree.query(f):
            a = g.intersection(f).area
            if a > best_area:
                best, best_area = index[id(g)], a
        if best is not None:
            out.append([items[best][0], f])
    return merge_slivers(out)


def ring_edges(coords):
    pts = [(int(x), int(y)) for x, y in coords[:-1]]
    return [(pts[k], pts[(k + 1) % len(pts)]) for k in range(len(pts))]


def face_edges(poly):
    for ring in [poly.exterior] + list(poly.interiors):
        yield from ring_edges(ring.coords)


def edge_key(a, b):
    return (a, b) if a < b else (b, a)


def seglen(e):
    return math.hypot(e[1][0] - e[0][0], e[1][1] - e[0][1])


def merge_slivers(faces):
    """A face below SLIVER area with no neighbour of its own label (a crumb left by rounding, not part of a
    larger piece) takes the label of the neighbour it shares the longest border with."""
    changed = True
    while changed:
        changed = False
        owners = {}
        for i, (_, f) in enumerate(faces):
            for e in face_edges(f):
                owners.setdefault(edge_key(*e), []).append(i)
        for i, (lab, f) in enumerate(faces):
            if f.area >= SLIVER:
                continue
            border = {}
            for e in face_edges(f):
                for j in owners[edge_key(*e)]:
                    if j != i:
                        border[faces[j][0]] = border.get(faces[j][0], 0) + seglen(e)
            if border and lab not in border:
                faces[i][0] = max(sorted(border), key=lambda k: border[k])
                changed = True
    return [(lab, f) for lab, f in faces]


def signed_area(pts):
    return 0.5 * sum(pts[k][0] * pts[(k + 1) % len(pts)][1] - pts[(k + 1) % len(pts)][0] * pts[k][1]
                     for k in range(len(pts)))


def oriented(coords, positive):
    pts = [(int(x), int(y)) for x, y in coords[:-1]]
    return pts if (signed_area(pts) > 0) == positive else pts[::-1]


def assemble(faces):
    """Unites the faces of each label without GEOS: keeps the directed edges that no face of the same label
    cancels, and chains them into rings. Returns {label: [(outer ring, [hole rings])...]}; outer rings have
    positive signed area, holes negative, and a border shared by two labels has the same points in both."""
    edges = {}
    for lab, f in faces:
        d = edges.setdefault(lab, {})
        rings = [oriented(f.exterior.coords, True)] + [oriented(h.coords, False) for h in f.interiors]
        for ring in rings:
            for k in range(len(ring)):
                a, b = ring[k], ring[(k + 1) % len(ring)]
                if (b, a) in d:
                    del d[(b, a)]
                else:
                    d[(a, b)] = True
    result = {}
    for lab, d in edges.items():
        out = {}
        for a, b in d:
            out.setdefault(a, []).append(b)
        rings = []
        while out:
            start = min(out)
            ring, prev, cur = [start], None, start
            while True:
                nxt = out[cur]
                if len(nxt) == 1 or prev is None:
                    b = nxt[0]
                else:
                    # Several ways on (rings touching at a point): take the sharpest turn one way, so each
                    # ring closes on itself instead of wandering into the next.
                    ax, ay = cur[0] - prev[0], cur[1] - prev[1]
                    b = max(nxt, key=lambda q: math.atan2(ax * (q[1] - cur[1]) - ay * (q[0] - cur[0]),
                                                          ax * (q[0] - cur[0]) + ay * (q[1] - cur[1])))
                nxt.remove(b)
                if not nxt:
                    del out[cur]
                prev, cur = cur, b
                if cur == start:
                    break
                ring.append(cur)
            rings.append(ring)
        outers = [r for r in rings if signed_area(r) > 0]
        holes = [r for r in rings if signed_area(r) < 0]
        polys = [(o, []) for o in sorted(outers, key=lambda r: -signed_area(r))]
        shapes = [Polygon(o) for o, _ in polys]
        for h in holes:
            inside = Polygon(h).representative_point()
            cands = [i for i, s in enumerate(shapes) if s.contains(inside)]
            if not cands:
                sys.exit(f'make_map: a hole of {lab} at {where(inside)} has no outer ring')
            polys[min(cands, key=lambda i: shapes[i].area)][1].append(h)
        result[lab] = polys
    return result

# ---- Triangles ------------------------------------------------------------------------------------------------


def triangulate(polys):
    """polys: [(outer, holes)]. Returns (points, rings as (first, count), triangle indices)."""
    points, rings, tris = [], [], []
    for outer, holes in polys:
        base = len(points)
        verts, ends = [], []
        for r in [outer] + holes:
            rings.append((len(points), len(r)))
            points += r
            verts += r
            ends.append(len(verts))
        idx = mapbox_earcut.triangulate_int64(np.array(verts, dtype=np.int64).reshape(-1, 2),
                                              np.array(ends, dtype=np.uint32))
        tris += [base + int(i) for i in idx]
    return points, rings, tris


def tri_area(points, tris):
    total = 0.0
    for k in range(0, len(tris), 3):
        (ax, ay), (bx, by), (cx, cy) = points[tris[k]], points[tris[k + 1]], points[tris[k + 2]]
        total += abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2
    return total

# ---- Where units, names and supply centres go ---------------------------------------------------------------

UNIT_R = 22      # a unit marker's radius, map units (what the layout leaves room for)
CENTRE_R = 9     # a supply-centre marker's radius
LABEL_H = 26     # height of a name's box
CHAR_W = 16      # width of one letter of a name
GAP = 4


def label_box(p, text):
    w = CHAR_W * len(text) + 6
    return box(p[0] - w / 2, p[1] - LABEL_H / 2, p[0] + w / 2, p[1] + LABEL_H / 2)


def grid_points(poly, step):
    """Grid points inside the polygon, each with its distance to the polygon's border."""
    from shapely import vectorized
    minx, miny, maxx, maxy = poly.bounds
    xs = np.arange(math.floor(minx), maxx + step, step)
    ys = np.arange(math.floor(miny), maxy + step, step)
    X, Y = np.meshgrid(xs, ys)
    X, Y = X.ravel(), Y.ravel()
    inside = vectorized.contains(poly, X, Y)
    X, Y = X[inside], Y[inside]
    segs = []
    for ring in [poly.exterior] + list(poly.interiors):
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


class Layout:
    """The markers already placed in one province, and tests for room."""

    def __init__(self, poly):
        self.poly = poly
        self.inner = {}
        self.discs = []   # (centre, radius)
        self.boxes = []

    def shrunk(self, d):
        if d not in self.inner:
            self.inner[d] = self.poly.buffer(-d)
        return self.inner[d]

    def free(self, shape, margin=GAP):
        return (all(shape.distance(Point(c)) >= r + margin for c, r in self.discs)
                and all(shape.distance(b) >= margin for b in self.boxes))

    def disc_fits(self, p, r, margin=GAP):
        return self.shrunk(r + 2).contains(Point(p)) and self.free(Point(p).buffer(r, 8), margin)

    def box_fits(self, p, text, margin=GAP, loose=False):
        b = label_box(p, text)
        inside = self.poly.contains(Point(p)) and self.poly.intersection(b).area > 0.6 * b.area if loose \
            else self.shrunk(2).contains(b)
        return inside and self.free(b, margin)


def offsets(rmin, rmax, step=6, angles=24):
    """Points around the origin, nearest first; straight below/above/sideways before diagonals."""
    out = []
    r = rmin
    while r <= rmax:
        for k in range(angles):
            a = 2 * math.pi * k / angles
            out.append((r, min(k % (angles // 4), angles // 4 - k % (angles // 4)), k,
                        (r * math.sin(a), r * math.cos(a))))
        r += step
    out.sort()
    return [o[3] for o in out]


def layout_province(abbr, geom, info, coast_locs, places):
    """Unit positions for the province and each coast, its label position and its centre position."""
    parts = sorted(polygons(geom), key=lambda p: -p.area)
    fixed = {k: project_pt(*v) for k, v in places.items() if k[1] == abbr or k[1].startswith(abbr + '/')}
    main = parts[0]
    for (kind, loc), p in fixed.items():
        if kind == 'unit' and loc == abbr:
            main = next((q for q in parts if q.contains(Point(p))), main)
    step = max(4.0, math.sqrt(main.area) / 70)
    grid = grid_points(main, step)
    grid.sort(key=lambda g: (-round(g[1], 3), g[0]))
    result = {}
    lay = Layout(main)
    # Coast positions first: near the given point, with room for the marker.
    for loc in coast_locs:
        want = fixed.get(('unit', loc))
        if want is None:
            sys.exit(f'make_map: provinces.txt needs a "unit {loc} <lon> <lat>" line')
        cands = [g for g, c in grid if c >= UNIT_R + 2 and lay.free(Point(g).buffer(UNIT_R, 8))]
        if not cands:
            sys.exit(f'make_map: no room for a unit of {loc}')
        best = min(cands, key=lambda g: (g[0] - want[0]) ** 2 + (g[1] - want[1]) ** 2)
        result[('unit', loc)] = best
        lay.discs.append((best, UNIT_R))
    centre = info['centre']
    label_offsets = offsets(UNIT_R + LABEL_H / 2 + GAP, UNIT_R + 110, 4)
    centre_offsets = offsets(UNIT_R + CENTRE_R + GAP + 2, UNIT_R + 120, 4)

    def try_unit(u, unit_r, centre_r, loose):
        trial = Layout(main)
        trial.inner = lay.inner
        trial.discs = list(lay.discs) + [(u, unit_r)]
        trial.boxes = list(lay.boxes)
        label = fixed.get(('label', abbr))
        if label is None:
            label = next(((u[0] + dx, u[1] + dy) for dx, dy in label_offsets
                          if trial.box_fits((u[0] + dx, u[1] + dy), abbr, loose=loose)), None)
            if label is None:
                return None
        trial.boxes.append(label_box(label, abbr))
        c = None
        if centre:
            c = fixed.get(('centre', abbr))
            if c is None:
                c = next(((u[0] + dx, u[1] + dy) for dx, dy in centre_offsets
                          if trial.disc_fits((u[0] + dx, u[1] + dy), centre_r)), None)
                if c is None:
                    return None
        return u, label, c

    found = None
    want = fixed.get(('unit', abbr))
    if want is not None:  # the nearest point with room for the marker
        cands = [g for g, c in grid if c >= UNIT_R + 2 and lay.free(Point(g).buffer(UNIT_R, 8))]
        want = min(cands, key=lambda g: (g[0] - want[0]) ** 2 + (g[1] - want[1]) ** 2) if cands else want
    tries = [(1.0, False), (1.0, True), (0.8, True), (0.6, True)]
    for shrink, loose in tries:
        unit_r, centre_r = UNIT_R * shrink, CENTRE_R * shrink
        if want is not None:
            found = try_unit(want, unit_r, centre_r, loose)
        else:
            for g, c in grid[:300]:
                if c < unit_r + 2 or not lay.free(Point(g).buffer(unit_r, 8)):
                    continue
                found = try_unit(g, unit_r, centre_r, loose)
                if found:
                    break
        if found:
            if (shrink, loose) != tries[0]:
                print(f'note: {abbr} is crowded: room left for markers at {shrink:.0%} of their size, '
                      'and its name may cross its border', file=sys.stderr)
            break
    if not found:  # too small for the markers at all (an island): everything on its middle, for place_markers
        print(f'note: {abbr} is too small for its markers; they all go on its middle', file=sys.stderr)
        middle = main.representative_point()
        u = (middle.x, middle.y)
        found = (u, fixed.get(('label', abbr), u), fixed.get(('centre', abbr), u) if centre else None)
    u, label, c = found
    result[('unit', abbr)] = u
    result[('label', abbr)] = label
    if c is not None:
        result[('centre', abbr)] = c
    return result

# ---- A picture to look at ------------------------------------------------------------------------------------


def read_asset(path):
    regions, places = [], {}
    size = None
    with open(path, encoding='utf-8') as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith('#'):
                continue
            if w[0] == 'size':
                size = (int(w[1]), int(w[2]))
            elif w[0] == 'region':
                regions.append(dict(name=w[1], kind=w[2], rings=[], tris=[]))
            elif w[0] == 'ring':
                v = list(map(int, w[2:]))
                regions[-1]['rings'].append(list(zip(v[0::2], v[1::2])))
            elif w[0] == 'tris':
                regions[-1]['tris'] = list(map(int, w[2:]))
            else:
                places[(w[0], w[1])] = (int(w[2]), int(w[3]))
    return size, regions, places


def preview(asset, png, scale=0.4):
    from PIL import Image, ImageDraw, ImageFont
    size, regions, places = read_asset(asset)
    im = Image.new('RGB', (int(size[0] * scale), int(size[1] * scale)), (255, 255, 255))
    d = ImageDraw.Draw(im)
    fill = {'land': (236, 222, 178), 'sea': (166, 200, 232), 'water': (150, 185, 225)}
    for r in regions:
        col = fill[r['kind']]
        if r['name'] == '-':
            col = (205, 205, 195) if r['kind'] == 'land' else (150, 185, 225)
        elif r['name'] == 'Swi':
            col = (190, 190, 190)
        pts = [p for ring in r['rings'] for p in ring]
        t = r['tris']
        for k in range(0, len(t), 3):
            d.polygon([(pts[t[k + j]][0] * scale, pts[t[k + j]][1] * scale) for j in range(3)], fill=col)
    for r in regions:
        colour = (0, 0, 0) if r['name'] != '-' else (120, 120, 110)
        for ring in r['rings']:
            d.line([(x * scale, y * scale) for x, y in ring + ring[:1]], fill=colour, width=1)
    try:
        font = ImageFont.truetype('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', max(8, int(LABEL_H * scale * 0.8)))
    except OSError:
        font = ImageFont.load_default()
    d.rectangle((0, 0, im.size[0] - 1, im.size[1] - 1), outline=(0, 0, 0))
    for (kind, loc), (x, y) in places.items():
        x, y = x * scale, y * scale
        if kind == 'unit':
            r = UNIT_R * scale
            d.ellipse((x - r, y - r, x + r, y + r), outline=(200, 0, 0), width=2)
            if '/' in loc:
                d.text((x, y), loc.split('/')[1], fill=(200, 0, 0), font=font, anchor='mm')
        elif kind == 'centre':
            r = CENTRE_R * scale
            d.ellipse((x - r, y - r, x + r, y + r), fill=(0, 0, 0))
        elif kind == 'label':
            d.text((x, y), loc, fill=(0, 0, 0), font=font, anchor='mm')
    im.save(png)


# ---- Putting it together -------------------------------------------------------------------------------------


# Where the drawing departs from the board's adjacency on purpose is listed per board ("intended" lines of
# board.cfg; for the standard board tests/frontend/geometry_test.cpp lists them too, with their reasons).


def check_adjacency(regions, board):
    """Compares shared borders with the board's adjacency; prints the differences."""
    owners = {}
    for name, polys in regions:
        if name == '-':
            continue
        for outer, holes in polys:
            for r in [outer] + holes:
                for a, b in ring_edges(r + [r[0]]):
                    owners.setdefault(edge_key(a, b), set()).add(name)
    shared = {}
    for e, names in owners.items():
        if len(names) == 2:
            k = tuple(sorted(names))
            shared[k] = shared.get(k, 0) + seglen(e)
    problems = []
    names = sorted(board)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            length, adj = shared.get((a, b), 0.0), board_adjacent(board, a, b)
            if adj and length < 8:
                problems.append(f'{a}-{b}: adjacent, border {length:.1f}')
            elif not adj and length > 0:
                problems.append(f'{a}-{b}: not adjacent, border {length:.1f}')
    return problems


def build(tables, board):
    land = read_land(tables)
    provs, decor_land, decor_water, lagoons = partition(land, tables, board)
    items = [(k, g) for k, g in sorted(provs.items())]
    items += [('-L', p) for p in decor_land] + [('-W', p) for p in decor_water]
    for lg in lagoons:  # a lagoon joins whatever it borders most
        touching = [(it[1].boundary.intersection(lg.boundary).length, k) for k, it in enumerate(items)
                    if it[1].distance(lg) < 1e-6]
        items.append((items[max(touching)[1]][0], lg))
    faces = simplified_faces(items)
    shapes = assemble(faces)
    regions = []
    for abbr in board:
        if abbr not in shapes:
            sys.exit(f'make_map: {abbr} vanished')
        regions.append((abbr, shapes[abbr], None))
    for tag in ('-L', '-W'):
        for poly in sorted(shapes.get(tag, []), key=lambda p: (-signed_area(p[0]), p[0][0])):
            regions.append(('-', [poly], tag))
    return regions


def write_asset(path, regions, board, tables):
    lines = [f'# The drawing geometry of {TITLE} (map units: x right, y down).',
             '# Generated by tools/mapgen/make_map.py from Natural Earth 1:10m admin-1 data (public domain):',
             '# do not edit by hand; see tools/mapgen/README.md.',
             f'size {WIDTH} {HEIGHT}']
    placed = {}
    for name, polys, tag in regions:
        if name == '-':
            kind = 'water' if tag == '-W' else 'land'
        else:
            kind = 'sea' if board[name]['kind'] == 'sea' else 'land'
        points, rings, tris = triangulate(polys)
        ring_area = sum(abs(signed_area(o)) - sum(abs(signed_area(h)) for h in hs) for o, hs in polys)
        if abs(tri_area(points, tris) - ring_area) > 0.001 * ring_area + 1:
            sys.exit(f'make_map: the triangles of {name} do not cover it')
        lines.append(f'region {name} {kind}')
        for first, count in rings:
            lines.append(f'ring {count} ' + ' '.join(f'{x} {y}' for x, y in points[first:first + count]))
        lines.append(f'tris {len(tris) // 3} ' + ' '.join(map(str, tris)))
        if name != '-':
            geom = MultiPolygon([Polygon(o, hs) for o, hs in polys])
            coasts = sorted(board[name]['fleet']) if len(board[name]['fleet']) > 1 else []
            placed.update(layout_province(name, geom, board[name], coasts, tables.places))
    for kind in ('label', 'unit', 'centre'):
        for (k, loc), (x, y) in sorted(placed.items()):
            if k == kind:
                lines.append(f'{kind} {loc} {int(round(x))} {int(round(y))}')
    text = '\n'.join(lines) + '\n'
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    return len(text), placed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--board', default='standard', help='the board: a folder of tools/mapgen/ and assets/boards/')
    ap.add_argument('--out', help='the asset to write (default: assets/boards/<board>/board.geo)')
    ap.add_argument('--preview', help='also draw the result to this PNG file')
    args = ap.parse_args()
    configure(args.board)
    if not args.out:
        args.out = os.path.join(ROOT, 'assets', 'boards', args.board, 'board.geo')
    tables = read_tables()
    board = read_board()
    regions = build(tables, board)
    for p in check_adjacency([(n, polys) for n, polys, _ in regions], board):
        pair = tuple(sorted(p.split(':')[0].split('-')))
        print('border' + (' (as intended)' if pair in INTENDED else '') + ':', p, file=sys.stderr)
    size, placed = write_asset(args.out, regions, board, tables)
    print(f'wrote {args.out}: {size} bytes, {len(regions)} regions')
    if args.preview:
        preview(args.out, args.preview)


if __name__ == '__main__':
    import warnings
    warnings.filterwarnings('ignore', message='STRtree will be changed')
    main()
