#!/usr/bin/python3
"""Generates assets/standard_map.geo, the drawing geometry of the standard Diplomacy board.

Run with Debian's /usr/bin/python3 (needs python3-shapely, python3-mapbox-earcut; qgis-common for the data):
    /usr/bin/python3 tools/mapgen/make_map.py [--preview out.png]
See README.md beside this file for the steps and the tables it reads.
"""
import argparse
import math
import os
import re
import sqlite3
import sys

import numpy as np
from shapely import wkb
from shapely.geometry import LineString, MultiLineString, MultiPolygon, Point, Polygon, box
from shapely.ops import linemerge, polylabel, polygonize, transform, unary_union
from shapely.strtree import STRtree

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
GPKG = '/usr/share/qgis/resources/data/world_map.gpkg'

# ---- Projection: Lambert conformal conic, standard parallels 40N and 60N, centred on 15E 50N ------------------
LON0, LAT0, PAR1, PAR2 = 15.0, 50.0, 40.0, 60.0
EARTH_KM = 6371.0
# The frame in projected kilometres (x east, y north of the centre): left, bottom, right, top.
FRAME_KM = (-2450.0, -1800.0, 2550.0, 2500.0)
WIDTH = 4000  # map units across the frame
SCALE = WIDTH / (FRAME_KM[2] - FRAME_KM[0])  # map units per km
HEIGHT = int(round((FRAME_KM[3] - FRAME_KM[1]) * SCALE))

_r = math.radians
_N = (math.log(math.cos(_r(PAR1)) / math.cos(_r(PAR2)))
      / math.log(math.tan(math.pi / 4 + _r(PAR2) / 2) / math.tan(math.pi / 4 + _r(PAR1) / 2)))
_F = math.cos(_r(PAR1)) * math.tan(math.pi / 4 + _r(PAR1) / 2) ** _N / _N
_RHO0 = _F / math.tan(math.pi / 4 + _r(LAT0) / 2) ** _N


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


FRAME = box(0, 0, WIDTH, HEIGHT)

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
        self.places = {}      # ('unit'|'label'|'centre', loc) -> (lon, lat)
        self.cuts = []        # (name, [(lon, lat)...], line)
        self.seeds = []       # (name, lon, lat, line)
        self.islands = []     # (name, lon, lat): keep this small island although below the size limit


def read_tables():
    t = Tables()
    for no, line in logical_lines(os.path.join(HERE, 'provinces.txt')):
        head = line.split()[0]
        if head in ('unit', 'label', 'centre'):
            _, loc, lon, lat = line.split()
            t.places[(head, loc)] = (float(lon), float(lat))
            continue
        abbr, rest = line.split(None, 1)
        if ':' in rest:
            country, names = rest.split(':', 1)
            t.rules.append((abbr, country.strip(), split_names(names), no))
        else:
            t.rules.append((abbr, rest.strip(), None, no))
    for no, line in logical_lines(os.path.join(HERE, 'seas.txt')):
        words = line.split()
        if words[0] == 'cut':
            nums = [float(v) for v in words[2:]]
            if len(nums) < 4 or len(nums) % 2:
                sys.exit(f'seas.txt:{no}: a cut needs an even number of coordinates')
            t.cuts.append((words[1], list(zip(nums[0::2], nums[1::2])), no))
        elif words[0] == 'seed':
            for i in range(2, len(words), 2):
                t.seeds.append((words[1], float(words[i]), float(words[i + 1]), no))
        elif words[0] == 'island':
            t.islands.append((words[1], float(words[2]), float(words[3])))
        else:
            sys.exit(f'seas.txt:{no}: unknown line')
    return t


def read_board():
    """The provinces of assets/standard.map: abbr -> (kind, centre?, army neighbours, fleet locations)."""
    board = {}
    with open(os.path.join(ROOT, 'assets', 'standard.map'), encoding='utf-8') as f:
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
        'WHERE r.maxx > -40 AND r.minx < 70 AND r.maxy > 20 AND r.miny < 85 ORDER BY s.fid').fetchall()
    by_country = {}
    for fid, admin, name, blob in rows:
        by_country.setdefault(admin, []).append((fid, name, blob))
    owner = {}
    for abbr, country, names, no in tables.rules:
        regions = by_country.get(country)
        if regions is None:
            sys.exit(f'provinces.txt:{no}: no country "{country}" in the data')
        if names is None:
            chosen = regions
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
    return {abbr: unary_union(gs).intersection(FRAME) for abbr, gs in sorted(parts.items())}


def polygons(g):
    if g.is_empty:
        return []
    if g.geom_type == 'Polygon':
        return [g]
    if g.geom_type == 'MultiPolygon':
        return list(g.geoms)
    return [p for h in g.geoms for p in polygons(h)]
