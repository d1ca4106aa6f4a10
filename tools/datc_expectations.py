"""What a DATC case expects, as data the gallery page checks each live board against (web/gallery.js).

Reads a board's `=> result` notes and `expect:` lines (dislodged, units, retreats), naming every unit by its
power and its province's abbreviation, which the board's own results name too; place names written in full
("F North Sea - Picardy") are read with the names of the map file (assets/boards/standard/board.map). Adjudicates nothing:
the page compares what the board shows with this."""

import re


class ExpectationError(Exception):
    pass


class PlaceNames:
    """Every name of every province in the map file (abbreviation, full name, other names), any case."""

    def __init__(self, map_path):
        self.names = {}  # lower-case name -> lower-case abbreviation
        self.powers = set()
        for line in map_path.read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0]
            if line.startswith("power "):
                self.powers.add(line.split()[1])
            elif "|" in line:
                fields = [f.strip() for f in line.split("|")]
                abbr = fields[0].lower()
                for name in [fields[0], fields[3]] + [n for n in fields[4].split(",") if n.strip()]:
                    self.names[" ".join(name.lower().split())] = abbr
        if not self.names:
            raise ExpectationError(f"{map_path}: no provinces")

    def province(self, text):
        """(abbreviation, rest of the text) for the longest province name that opens `text`."""
        words = text.replace("(", " (").replace("/", " /").split()
        for n in range(len(words), 0, -1):
            abbr = self.names.get(" ".join(words[:n]).lower())
            if abbr:
                return abbr, " ".join(words[n:])
        raise ExpectationError(f"no province named at the start of {text!r}")

    def location(self, text):
        """"stp/nc" for "StP/nc", "St Petersburg(nc)" or "StP nc"; "hol" for "Holland"."""
        abbr, rest = self.province(text)
        coast = re.fullmatch(r"(?:/\s*|\(\s*)?(nc|sc|ec|wc)\)?(?:\s+coast)?", rest.strip().lower())
        if rest.strip() and not coast:
            raise ExpectationError(f"cannot read the place {text!r}")
        return abbr + ("/" + coast.group(1) if coast else "")

    def unit(self, text, power=None):
        """"england f nth" for "England F North Sea" (or "F North Sea" with the power given)."""
        words = text.split()
        if power is None:
            if not words or words[0] not in self.powers:
                raise ExpectationError(f"expected a power at the start of {text!r}")
            power, words = words[0], words[1:]
        kind = {"a": "a", "army": "a", "f": "f", "fleet": "f"}.get(words[0].lower() if words else "")
        if not kind:
            raise ExpectationError(f"expected A or F in {text!r}")
        abbr, _ = self.province(" ".join(words[1:]))
        return f"{power.lower()} {kind} {abbr}"


def case_expectations(text, names):
    """{"orders": [[phase, power, province, result, order as written]], "dislodged": [[phase, [unit, ...]]],
    "units": [[phase, power, [unit, ...]]], "retreats": [[phase, unit, [place, ...]]]}, phases counted from 0
    by the "---" lines, units written "england f nth"."""
    out = {"orders": [], "dislodged": [], "units": [], "retreats": []}
    phase, section = 0, ""
    for line in text.splitlines():
        code = line.split("#", 1)[0].rstrip()
        if not code.strip():
            continue
        if code.strip() == "---":
            phase, section = phase + 1, ""
            continue
        if not code[0].isspace():
            section, _, rest = code.partition(":")
            section = section.strip()
            code = "  " + rest if section == "expect" and rest.strip() else ""
            if not code:
                continue
        if section == "orders" and "=>" in code:
            order, result = (s.strip() for s in code.split("=>", 1))
            power, _, written = order.partition(":")
            words = written.split()
            if words and words[0].lower() in ("build", "remove"):
                words = words[1:]
            province = names.unit(" ".join(words), power.strip()).split()[2]
            out["orders"].append([phase, power.strip(), province, result, written.strip()])
        elif section == "expect":
            key, _, value = code.strip().partition(":")
            _expectation(out, phase, key.strip().lower(), value.strip(), names)
    return out


def _expectation(out, phase, key, value, names):
    """Adds one `expect:` line to `out`; only what the gallery's page can check is allowed."""
    listed = lambda s: [] if s.strip().lower() == "none" else [x.strip() for x in s.split(",")]
    if key == "dislodged":
        out["dislodged"].append([phase, sorted(names.unit(u) for u in listed(value))])
    elif key == "units":
        power, _, units = value.partition(":")
        out["units"].append([phase, power.strip(), sorted(names.unit(u, power.strip()) for u in listed(units))])
    elif key == "retreats":
        unit, _, places = value.rpartition(":")
        out["retreats"].append([phase, names.unit(unit), sorted(names.location(p) for p in listed(places))])
    else:
        raise ExpectationError(f"the gallery cannot check the expectation {key!r}: {value}")
