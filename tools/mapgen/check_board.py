#!/usr/bin/python3
"""Checks a board's topology file (assets/boards/<board>/board.map) for the mistakes that are easy to make by hand.

    /usr/bin/python3 tools/mapgen/check_board.py [--board standard|ancient-mediterranean|...]

It reads the format described at the top of assets/boards/standard/board.map and docs/VARIANTS.md, and reports:
unknown kinds, centres or powers; names that resolve to no location; adjacency listed from one side only; army
moves of seas or fleet moves of inland provinces; split coasts (every coast's fleet list, and neighbours naming
coasts that exist); names or aliases that two spaces share; start units that cannot stand where they are, or
stand outside their power's home centres; country lines missing a home centre; colour, victory and first-phase
lines. With --geo it also checks the drawing (assets/boards/<board>/board.geo, format in frontend/board/map_geometry.h):
a region for every space, a unit position for every location, a name for every space, a marker for every
supply centre, and no name it does not know. It prints a summary (spaces, centres, locations, start units) and
exits non-zero on any error.
Plain Python 3, no modules beyond the standard library.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
KINDS = ('land', 'coast', 'sea', 'impassable')
COASTS = ('nc', 'sc', 'ec', 'wc')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--board', default='standard')
    ap.add_argument('--map', help='the file to check (default: assets/boards/<board>/board.map)')
    ap.add_argument('--geo', action='store_true', help='also check assets/boards/<board>/board.geo against it')
    args = ap.parse_args()
    path = args.map or os.path.join(ROOT, 'assets', 'boards', args.board, 'board.map')
    errors = []

    def err(no, text):
        errors.append(f'{os.path.relpath(path, ROOT)}:{no}: {text}')

    spaces, powers, starts, countries, colours, convoys = {}, {}, {}, {}, {}, []
    victory = first_phase = None
    for no, raw in enumerate(open(path, encoding='utf-8'), 1):
        line = raw.rstrip('\n')
        if not line.strip() or line.lstrip().startswith('#'):
            continue
        if '|' in line:
            cols = [c.strip() for c in line.split('|')]
            if len(cols) != 7:
                err(no, f'expected 7 columns, found {len(cols)}')
                continue
            abbr, kind, centre, full, other, army, fleet = cols
            if not re.fullmatch(r'[A-Z][A-Za-z]{2}', abbr):
                err(no, f'abbreviation "{abbr}" is not three letters starting with a capital')
            if abbr in spaces:
                err(no, f'{abbr} is listed twice')
            if kind not in KINDS:
                err(no, f'unknown kind "{kind}"')
            coasts = {}
            if ':' in fleet:
                for part in fleet.split(';'):
                    if ':' not in part:
                        err(no, f'split coast list "{part.strip()}" has no "<coast>:"')
                        continue
                    c, lst = part.split(':', 1)
                    c = c.strip()
                    if c not in COASTS:
                        err(no, f'unknown coast "{c}"')
                    coasts[f'{abbr}/{c}'] = lst.split()
            elif fleet:
                coasts[abbr] = fleet.split()
            spaces[abbr] = dict(no=no, kind=kind, centre=centre, full=full,
                                other=[o.strip() for o in other.split(',') if o.strip()],
                                army=army.split(), fleet=coasts)
            continue
        word, _, rest = line.partition(' ')
        if word == 'power':
            w = rest.split()
            if len(w) < 2:
                err(no, 'a power line needs a name and an adjective')
                continue
            powers[w[0]] = dict(no=no, names=w)
        elif word in ('start', 'country'):
            who, _, lst = rest.partition(':')
            table = starts if word == 'start' else countries
            if who.strip() in table:
                err(no, f'a second {word} line for {who.strip()}')
            table[who.strip()] = (no, [x.strip() for x in lst.split(',' if word == 'start' else None) if x.strip()])
        elif word == 'colour':
            w = rest.split()
            if (len(w) != 5 or not all(re.fullmatch(r'[0-9A-Fa-f]{6}', x) for x in (w[1], w[3]))
                    or w[2] not in ('dark', 'light') or w[4] not in ('dark', 'light')):
                err(no, 'expected "colour <Power> <RRGGBB> <dark|light> <RRGGBB> <dark|light>"')
                continue
            colours[w[0]] = (no, w[1:])
        elif word == 'convoys':
            convoys += [(no, w) for w in rest.split()]
        elif word == 'victory':
            if not rest.strip().isdigit():
                err(no, 'expected "victory <N>"')
            victory = (no, int(rest) if rest.strip().isdigit() else 0)
        elif word == 'first-phase':
            w = rest.split()
            seasons = ('Spring', 'Fall', 'Autumn', 'Winter')
            if len(w) != 2 or w[0] not in seasons or not re.fullmatch(r'-?\d{1,5}', w[1]):
                err(no, 'expected "first-phase <Spring|Fall|Winter> <year>"')
            first_phase = rest.strip()
        else:
            err(no, f'unknown line "{word}"')

    # Locations: a province's own location, or its coasts when it has split coasts.
    locs = {}
    for abbr, s in spaces.items():
        if len(s['fleet']) > 1 or any('/' in k for k in s['fleet']):
            for loc in s['fleet']:
                locs[loc] = abbr
            if s['kind'] != 'coast':
                err(s['no'], f'{abbr} has split coasts but is not a coast')
            if len(s['fleet']) < 2:
                err(s['no'], f'{abbr} has a single named coast: name no coast instead')
        else:
            locs[abbr] = abbr
        if abbr not in locs:
            locs[abbr] = abbr  # the province itself (armies, and any location naming the province)

    def loc_ok(name):
        return name in locs or name in spaces

    for abbr, s in spaces.items():
        no, kind = s['no'], s['kind']
        if s['centre'] not in ('-', 'neutral') and s['centre'] not in powers:
            err(no, f'centre "{s["centre"]}" is not a power')
        if kind in ('sea', 'impassable') and s['centre'] != '-':
            err(no, f'a {kind} space cannot be a supply centre')
        if kind in ('sea', 'impassable') and s['army']:
            err(no, f'{abbr} is {kind}: armies cannot move from it')
        if kind in ('land', 'impassable') and s['fleet']:
            err(no, f'{abbr} is {kind}: fleets cannot move from it')
        if kind in ('coast', 'sea') and not s['fleet']:
            err(no, f'{abbr} is {kind} but lists no fleet moves')
        for q in s['army']:
            if q not in spaces:
                err(no, f'army move to unknown space {q}')
            elif spaces[q]['kind'] not in ('land', 'coast'):
                err(no, f'army move to {q}, which is {spaces[q]["kind"]}')
            elif abbr not in spaces[q]['army']:
                err(no, f'{abbr} lists an army move to {q}, but {q} does not list {abbr}')
            if q == abbr:
                err(no, f'{abbr} is its own neighbour')
        if len(set(s['army'])) != len(s['army']):
            err(no, 'an army move is listed twice')
        for loc, lst in s['fleet'].items():
            if len(set(lst)) != len(lst):
                err(no, f'a fleet move of {loc} is listed twice')
            for q in lst:
                qp = q.split('/')[0]
                if qp not in spaces:
                    err(no, f'fleet move to unknown space {q}')
                    continue
                if qp == abbr:
                    err(no, f'{loc} is its own neighbour')
                if q not in spaces[qp]['fleet']:
                    if '/' in q or len(spaces[qp]['fleet']) > 1:
                        err(no, f'fleet move to {q}: {qp} has locations {sorted(spaces[qp]["fleet"])}')
                    else:
                        err(no, f'fleet move to {q}, where fleets cannot stand')
                    continue
                if loc not in spaces[qp]['fleet'][q]:
                    err(no, f'{loc} lists a fleet move to {q}, but {q} does not list {loc}')

    # Names: every abbreviation, full name and alias means one space only (case-insensitive).
    owner = {}
    for abbr, s in spaces.items():
        for n in [abbr, s['full']] + s['other']:
            key = n.lower()
            if key in owner and owner[key] != abbr:
                err(s['no'], f'the name "{n}" also names {owner[key]}')
            owner[key] = abbr

    # Powers: home centres, start units, home countries, colours.
    homes = {p: sorted(a for a, s in spaces.items() if s['centre'] == p) for p in powers}
    for p, info in powers.items():
        if not homes[p]:
            err(info['no'], f'{p} has no home centre')
        if p not in starts:
            err(info['no'], f'{p} has no start line')
        if p not in countries:
            err(info['no'], f'{p} has no country line')
    unit_count = 0
    for p, (no, units) in starts.items():
        if p not in powers:
            err(no, f'start line for unknown power {p}')
            continue
        for u in units:
            m = re.fullmatch(r'([AF]) (\w{3})(?:/(\w\w))?', u)
            if not m:
                err(no, f'cannot read the unit "{u}"')
                continue
            unit_count += 1
            t, prov, coast = m.groups()
            loc = prov + ('/' + coast if coast else '')
            if prov not in spaces:
                err(no, f'{u}: unknown space')
                continue
            s = spaces[prov]
            if t == 'A' and (s['kind'] not in ('land', 'coast') or coast):
                err(no, f'{u}: an army cannot stand there')
            if t == 'F' and loc not in s['fleet']:
                err(no, f'{u}: a fleet cannot stand there (locations {sorted(s["fleet"])})')
            if s['centre'] != p:
                err(no, f'{u}: not a home centre of {p}')
    for p, (no, provs) in countries.items():
        if p not in powers:
            err(no, f'country line for unknown power {p}')
            continue
        for q in provs:
            if q not in spaces:
                err(no, f'unknown space {q}')
            elif spaces[q]['kind'] == 'sea':
                err(no, f'{q} is a sea')
        for h in homes.get(p, []):
            if h not in provs:
                err(no, f'{p}\'s country leaves out its home centre {h}')
        for q in provs:
            for o, (_, other) in countries.items():
                if o < p and q in other:
                    err(no, f'{q} is in the home country of {o} and {p}')
    for no, w in convoys:
        if w not in spaces or spaces[w]['kind'] != 'coast' or len(spaces[w]['fleet']) > 1:
            err(no, f'convoys names {w}: only coasts without split coasts may convoy')
    for p, (no, _) in colours.items():
        if p not in powers:
            err(no, f'colour line for unknown power {p}')
    centres = sum(1 for s in spaces.values() if s['centre'] != '-')
    if victory and not 0 < victory[1] <= centres:
        err(victory[0], f'victory {victory[1]} with {centres} supply centres')

    if args.geo:
        check_geo(os.path.join(os.path.dirname(path), 'board.geo'), spaces, locs, errors)
    for e in errors:
        print(e, file=sys.stderr)
    kinds = {k: sum(1 for s in spaces.values() if s['kind'] == k) for k in KINDS}
    split = sorted(loc for loc in locs if '/' in loc)
    print(f'{os.path.relpath(path, ROOT)}: {len(spaces)} spaces ({", ".join(f"{v} {k}" for k, v in kinds.items())}), '
          f'{centres} supply centres ({centres - sum(len(h) for h in homes.values())} neutral), '
          f'{len(set(locs))} locations, split coasts: {" ".join(split) or "none"}')
    print(f'powers: {" ".join(f"{p} ({len(homes[p])} homes)" for p in powers)}; {unit_count} start units; '
          f'victory: {victory[1] if victory else f"{centres // 2 + 1} (a majority)"}; '
          f'first phase: {first_phase or "Spring 1901"}; colours: {len(colours)} of {len(powers)} powers; '
          f'coasts that convoy: {" ".join(w for _, w in convoys) or "none"}')
    if errors:
        sys.exit(f'{len(errors)} errors')


def check_geo(path, spaces, locs, errors):
    """The drawing has every space's region and name, every location's unit and every centre's marker."""
    seen = {'region': set(), 'label': set(), 'unit': set(), 'centre': set()}
    size = None
    for no, line in enumerate(open(path, encoding='utf-8'), 1):
        w = line.split()
        if not w or w[0].startswith('#'):
            continue
        if w[0] == 'size':
            size = (int(w[1]), int(w[2]))
        elif w[0] in seen and len(w) >= 2:
            if w[0] == 'region' and w[1] == '-':
                continue
            known = locs if w[0] == 'unit' else spaces
            if w[1] not in known:
                errors.append(f'{os.path.relpath(path, ROOT)}:{no}: {w[0]} of unknown {w[1]}')
            if w[1] in seen[w[0]]:
                errors.append(f'{os.path.relpath(path, ROOT)}:{no}: a second {w[0]} for {w[1]}')
            seen[w[0]].add(w[1])
            if w[0] != 'region' and size and not (0 <= int(w[2]) <= size[0] and 0 <= int(w[3]) <= size[1]):
                errors.append(f'{os.path.relpath(path, ROOT)}:{no}: {w[0]} of {w[1]} outside the map')
    want = {'region': set(spaces), 'label': set(spaces), 'unit': set(locs),
            'centre': {a for a, s in spaces.items() if s['centre'] != '-'}}
    for kind, names in want.items():
        for n in sorted(names - seen[kind]):
            errors.append(f'{os.path.relpath(path, ROOT)}: no {kind} for {n}')
    print(f'{os.path.relpath(path, ROOT)}: size {size}, {len(seen["region"])} regions, {len(seen["unit"])} units, '
          f'{len(seen["label"])} names, {len(seen["centre"])} centres')


if __name__ == '__main__':
    main()
