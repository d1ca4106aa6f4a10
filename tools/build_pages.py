#!/usr/bin/python3
"""Builds the site's reading pages from their sources, each board becoming a live embedded board:

  guide.html    the illustrated rules guide, from web/guide/guide.txt
  gallery.html  every DATC case, from the engine's own test files tests/datc/*.txt

Usage: build_pages.py GUIDE_TXT DATC_DIR MAP_FILE OUT_DIR

Boards are written in the position format (docs/POSITION_FORMAT.md). The page shows each in an iframe of
embed.html with the board's text in the address; `=> result` notes, `expect:` sections and comments are left
out of the address (the engine works the results out itself) but kept in the page. The gallery also carries
each case's expectations as data, and its script (web/gallery.js) checks every board against them."""

import html
import json
import re
import sys
import urllib.parse
from pathlib import Path

from datc_expectations import ExpectationError, PlaceNames, case_expectations

DATC_SECTIONS = {
    "A": "Basic checks",
    "B": "Coasts",
    "C": "Circular movement",
    "D": "Supports and dislodgements",
    "E": "Head-to-head battles and the beleaguered garrison",
    "F": "Convoys",
    "G": "Convoying to a neighbouring province",
    "H": "Retreats",
    "I": "Builds",
    "J": "Civil disorder and disbands",
}


class BoardError(Exception):
    pass


def board_for_address(text):
    """The board text without comments, result notes and expectations: what the embedded board reads."""
    out = []
    in_expect = False
    for line in text.splitlines():
        code = line.split("#", 1)[0].rstrip()
        if not code.strip():
            continue
        if code.strip() == "---":
            in_expect = False
            out.append("---")
            continue
        if not code[0].isspace():  # a section's first line: "phase:", "units:", "orders:", "expect:"...
            in_expect = code.startswith("expect:")
        if in_expect:
            continue
        out.append(code.split("=>", 1)[0].rstrip())
    return "\n".join(out) + "\n"


def expected_results(text):
    """[[phase number, order as written, result], ...] from the board's `=> result` notes."""
    results, phase = [], 0
    for line in text.splitlines():
        code = line.split("#", 1)[0]
        if code.strip() == "---":
            phase += 1
        elif "=>" in code:
            order, result = code.split("=>", 1)
            order = order.strip()
            if ":" in order:
                order = order.split(":", 1)[1].strip()  # "France: A Par - Bur" -> "A Par - Bur"
            results.append([phase, order, result.strip()])
    return results


def expectations(text):
    """The lines of the board's `expect:` sections: "units: Russia: A Sev, F Bal", "dislodged: none"."""
    out, inside = [], False
    for line in text.splitlines():
        code = line.split("#", 1)[0].rstrip()
        if not code.strip():
            continue
        if not code[0].isspace():
            inside = code.startswith("expect:")
            rest = code[len("expect:"):].strip() if inside else ""
            if rest:
                out.append(rest)
        elif inside:
            out.append(code.strip())
    return out


def embed_address(text, options):
    address = "embed.html#text=" + urllib.parse.quote(board_for_address(text), safe="")
    for key in ("region", "crop", "step"):
        if options.get(key):
            address += "&" + key + "=" + urllib.parse.quote(options[key], safe=",")
    return address


def board_figure(board_id, caption, text, options, above="", below="", data=None):
    """A live board: a placeholder the page script turns into an iframe when it comes into view. With
    `above`, that text heads the figure in place of the caption under the board; `data` goes into the
    figure's data-datc attribute as JSON."""
    address = embed_address(text, options)
    shown = html.escape(board_for_address(text))
    caption_html = f"<figcaption>{above}</figcaption>\n" if above else ""
    data_html = f' data-datc="{html.escape(json.dumps(data, separators=(",", ":")), quote=True)}"' if data else ""
    return (
        f'<figure class="board" id="{board_id}"{data_html}>\n{caption_html}'
        f'<div class="frame" data-src="{html.escape(address, quote=True)}" '
        f'data-title="{html.escape(caption, quote=True)}">'
        f'<a class="placeholder" href="{html.escape(address, quote=True)}">Show the board: {html.escape(caption)}</a></div>\n'
        f"{'' if above else '<figcaption>' + html.escape(caption) + '</figcaption>'}\n{below}"
        f"<details><summary>The board as text</summary><pre>{shown}</pre></details>\n"
        f"</figure>\n"
    )


# What a reading page may load (a Content-Security-Policy): its scripts and style from the site, the site's boards
# in frames (embed.html), and the data: pictures its style and icon are.
POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; frame-src 'self'; "
          "base-uri 'none'; form-action 'none'")


def page(title, body, description, scripts=("boards.js",)):
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<meta name="description" content="{html.escape(description, quote=True)}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="pages.css">
</head>
<body>
<nav class="site" aria-label="Site">
  <a href="index.html">Play</a> <a href="guide.html">Rules guide</a> <a href="gallery.html">DATC gallery</a>
</nav>
<main>
{body}
</main>
{"".join(f'<script src="{name}"></script>' for name in scripts)}
</body>
</html>
"""


def inline(text):
    """A paragraph's text: HTML-escaped, *emphasis* in single stars."""
    return re.sub(r"\*([^*]+)\*", r"<em>\1</em>", html.escape(text))


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def parse_options(header):
    """'board Caption | region=france | step=orders' -> (caption, {options})."""
    parts = [p.strip() for p in header[len("board"):].split("|")]
    options = {}
    for part in parts[1:]:
        key, eq, value = part.partition("=")
        if not eq or key.strip() not in ("region", "crop", "step"):
            raise BoardError(f"unknown board option {part!r}")
        options[key.strip()] = value.strip()
    return parts[0], options


def build_guide(source):
    lines = source.read_text(encoding="utf-8").splitlines()
    if not lines or not lines[0].startswith("# "):
        raise BoardError(f"{source}: the first line must be '# title'")
    title = lines[0][2:].strip()
    sections, body, paragraph, board_count = [], [], [], 0
    i = 1

    def end_paragraph():
        if paragraph:
            body.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph.clear()

    while i < len(lines):
        line = lines[i]
        if line.startswith("## "):
            end_paragraph()
            heading = line[3:].strip()
            sections.append(heading)
            body.append(f'<h2 id="{slug(heading)}">{html.escape(heading)}</h2>')
        elif line.startswith("```board"):
            end_paragraph()
            caption, options = parse_options(line[3:])
            end = next((j for j in range(i + 1, len(lines)) if lines[j].strip() == "```"), None)
            if end is None:
                raise BoardError(f"{source}:{i + 1}: board without a closing ```")
            board_count += 1
            body.append(board_figure(f"board-{board_count}", caption, "\n".join(lines[i + 1:end]), options))
            i = end
        elif not line.strip():
            end_paragraph()
        else:
            paragraph.append(line.strip())
        i += 1
    end_paragraph()
    contents = "\n".join(f'<li><a href="#{slug(s)}">{html.escape(s)}</a></li>' for s in sections)
    intro = (f"<h1>{html.escape(title)}</h1>\n"
             "<p class=\"lead\">Every board on this page is live: step through it with the arrows, or press "
             "<em>Try it</em> to change the orders and see what happens instead.</p>\n"
             f'<nav class="contents" aria-label="Contents"><ol>{contents}</ol></nav>')
    return page(title, intro + "\n" + "\n".join(body), "The rules of Diplomacy, with live boards."), board_count


def datc_number_key(path):
    section, number = re.match(r"6\.([A-Z])\.(\d+)", path.name).groups()
    return section, int(number)


def situations(text):
    """A test file's separate situations: a block after "---" that names its own phase starts afresh
    (the scenario format's rule), and is shown as a board of its own."""
    parts, current = [], []
    for block in re.split(r"^---[ \t]*$\n?", text, flags=re.M):
        names_phase = any(line.split("#", 1)[0].strip().startswith("phase:") for line in block.splitlines())
        if names_phase and current:
            parts.append("---\n".join(current))
            current = []
        current.append(block)
    parts.append("---\n".join(current))
    return parts


def leading_comments(text):
    """(question, expected) from the comment lines that open a situation; "Expected (DATC):" starts the
    second part."""
    question, expected = [], []
    into = question
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        h = line[1:].strip()
        if h.startswith("Expected (DATC):"):
            into = expected
            h = h[len("Expected (DATC):"):].strip()
        into.append(h)
    return " ".join(question), " ".join(expected)


def read_datc_case(path):
    """(number, title, [(question, expected, text) for each situation]) from a DATC test file."""
    text = path.read_text(encoding="utf-8")
    first = text.split("\n", 1)[0]
    m = re.match(r"# DATC (6\.[A-Z]\.\d+)\. Test case, (.*)", first)
    if not m:
        raise BoardError(f"{path}: the first line must be '# DATC 6.X.N. Test case, title'")
    parts = situations(text.split("\n", 1)[1])
    return m.group(1), m.group(2), [leading_comments(part) + (part,) for part in parts]


def build_gallery(datc_dir, names):
    cases = sorted(Path(datc_dir).glob("6.*.txt"), key=datc_number_key)
    if not cases:
        raise BoardError(f"{datc_dir}: no DATC cases")
    body, contents, current = [], [], None
    for path in cases:
        number, title, cases_in_file = read_datc_case(path)
        letter = number.split(".")[1]
        if letter != current:
            current = letter
            heading = f"6.{letter} {DATC_SECTIONS.get(letter, '')}".strip()
            contents.append(f'<li><a href="#section-{letter}">{html.escape(heading)}</a></li>')
            body.append(f'<h2 id="section-{letter}">{html.escape(heading)}</h2>')
        for k, (question, expected, text) in enumerate(cases_in_file):
            board_id = f"case-{number}" + (f"-{k + 1}" if k else "")
            name = html.escape(title[:1].upper() + title[1:]) + (f" (situation {k + 1})" if len(cases_in_file) > 1 else "")
            results = "".join(f"<li><code>{html.escape(o)}</code>: {html.escape(r)}</li>" for _, o, r in expected_results(text))
            results += "".join(f"<li>Afterwards, {html.escape(e)}</li>" for e in expectations(text))
            try:
                data = case_expectations(text, names)
            except ExpectationError as e:
                raise BoardError(f"{path}: {e}") from e
            if not any(data.values()):
                raise BoardError(f"{path}: situation {k + 1} expects nothing the page could check")
            above = (f'<h3><a href="#{board_id}">{number}</a> {name}</h3>\n'
                     f'<p class="question">{html.escape(question)}</p>')
            below = (f'<p class="datc"><strong>The DATC expects:</strong> {html.escape(expected)}</p>\n'
                     f'<div class="ours"><strong>In detail:</strong><ul>{results}</ul></div>\n'
                     '<p class="verdict" data-verdict="unchecked" aria-live="polite">Not checked yet: the board checks '
                     'itself against the DATC when it comes into view.</p>\n')
            body.append(board_figure(board_id, f"{number} {title}", text, {"step": "results"}, above, below, data))
    intro = ("<h1>The DATC gallery</h1>\n"
             "<p class=\"lead\">The Diplomacy Adjudicator Test Cases (DATC, version 3.0) are the standard set of tricky "
             "positions every adjudicator must settle. Here is each one as a live board, made from the very files our "
             f"engine's tests run: {len(cases)} cases. Each board, as it comes into view, checks the results it shows "
             "against what the DATC expects, here in your browser. Where the DATC leaves a choice open, the "
             "project's rules notes (docs/RULES.md) say which answer we take and why.</p>\n"
             '<p class="tally" id="tally" role="status" aria-live="polite">No board checked yet: scroll down, and '
             "each board checks itself.</p>\n"
             f'<nav class="contents" aria-label="Sections"><ol>{"".join(contents)}</ol></nav>')
    return page("The DATC gallery", intro + "\n" + "\n".join(body), "Every DATC test case as a live Diplomacy board.",
                ("boards.js", "gallery.js")), len(cases)


def main(argv):
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    guide_txt, datc_dir, map_file, out_dir = (Path(a) for a in argv[1:])
    try:
        guide, guide_boards = build_guide(guide_txt)
        gallery, cases = build_gallery(datc_dir, PlaceNames(map_file))
    except (BoardError, ExpectationError, OSError) as e:
        print(f"build_pages: {e}", file=sys.stderr)
        return 1
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "guide.html").write_text(guide, encoding="utf-8")
    (out_dir / "gallery.html").write_text(gallery, encoding="utf-8")
    print(f"build_pages: guide.html ({guide_boards} boards), gallery.html ({cases} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
