"""What Paraguay's pages need: the hex map drawn, the reconstructed tables with their printed cells, the
setup-sheet phrases, its own pages (setup, sandbox) and the printed setup sheet (placements and the map)."""

from ..site import SheetKind, json_script, new_state
from .aid_tables import aid_tables
from .board import board_svg

SAMPLE = {"seed": 1865}
SIDES = {"allied": "Allied player", "paraguayan": "Paraguayan player"}
WHERE = {"track": "Turn Record Track (3.2)", "mg": "Matto Grosso force, off the map (8.2)",
         "dead": "Set aside: available as replacements (3.2)", "away": "Away (8.3)", "unplaced": "Not yet placed"}
TYPE_WORDS = {"field_artillery": "field artillery", "siege_artillery": "siege artillery",
              "rocket_artillery": "rocket artillery", "armed_raft": "armed raft"}
NATIONS = {"paraguay": "Paraguayan", "argentina": "Argentine", "brazil": "Brazilian", "uruguay": "Uruguayan"}


def terrain_files():
    """The map's two still pictures (engine/games/paraguay/terrain_svg.py, ``layer``) as site files named by their
    content, so a browser keeps them for good: ({path: bytes}, {"ground": path, "top": path}), paths from the site's
    root. The sandbox and the setup page draw the map's ground from them (issue 25.11)."""
    import hashlib
    from engine.games.paraguay import terrain_svg
    files, paths = {}, {}
    for part in ("ground", "top"):
        data = terrain_svg.layer(part)
        paths[part] = f"assets/img/paraguay-{part}.{hashlib.sha256(data).hexdigest()[:12]}.svg"
        files[paths[part]] = data
    return files, paths


def initial_spaces():
    """The sample setup's map in words (the overview page's text version of the map)."""
    import engine
    from engine.games.paraguay import svg
    return svg.describe_board(engine.get_game("paraguay").view(new_state("paraguay", SAMPLE), None)["board"])


def print_board(ctx, sheet):
    """The printed sheet's map (the track is listed in words), in four layers of which two are the same for every
    seed (print_map.py), printed in four parts as wide and as tall as each paper allows (A4 and Letter have their
    own, print_map.PART_MM), each on a page of its own with a key to where it lies, then the legend on a page of its
    own, all at a scale that prints every hex number at 7.5 pt or more (print_map.windows)."""
    from ...pdf import Layers
    from .print_map import MM, labels, layers, title_lines, windows
    svgs = layers(SHEET.args(sheet), sheet["fingerprint"])
    parts = windows(svgs[0], title_lines(svgs), labels(svgs))
    terrain = ((ctx.get("learn") or {}).get("paraguay") or {}).get("aid_tables", {}).get("terrain")
    if terrain:              # under the legend, on its page: what each feature it keys costs (the Movement aid's table)
        parts = {paper: [*ps[:-1], {**ps[-1], "after": terrain_html(terrain)}] for paper, ps in parts.items()}
    return Layers(svgs, 226, windows=parts, mm=MM)


def terrain_html(table):
    """The terrain effects table (aid_tables.terrain) as the printed sheet sets it, under the map's legend."""
    from html import escape

    def row(cells, tag):
        return "<tr>" + "".join(f"<{tag}>{escape(c['t'] if isinstance(c, dict) else c)}</{tag}>" for c in cells) + "</tr>"
    return (f'<section class="legend-terrain"><h3>Terrain effects ({escape(table["rule"])})<small>◆ the movement '
            'column is rebuilt from 11.10–11.19 and 12.3: the rulebook prints no such table</small></h3>'
            f'<table class="data"><thead>{row(table["head"], "th")}</thead>'
            f'<tbody>{"".join(row(r, "td") for r in table["rows"])}</tbody></table></section>')


SHEET = SheetKind("paraguay/setup/", ("seed",), "paraguay/setup_sheet_pdf.html", "setup-sheet-seed-{seed}-{paper}.pdf",
                  (SAMPLE,), print_board, packet="paraguay/_packet.html")

# Phrases of the setup sheet, shared by its template and by sheet-paraguay.mjs (as JSON in the page).
WORDS = {"sides": SIDES, "where": WHERE, "types": TYPE_WORDS, "nations": NATIONS,
         "matto": {"yes": "declared: the Matto Grosso force waits off the map for Turn V (8.2)",
                   "no": "not declared (8.2)"},
         # the private parts (one a side, 6.4): what the page's buttons say, and how the paper is handed over
         "private_how": "Each player gets his own part only: every unit of his side and the hex, box or turn where "
                        "it starts. Each part prints on a page of its own: fold it with the writing inside and hand "
                        "it over. The pages before them hold no unit under a stack's top and lie open on the table.",
         "slip_note": "private: only for this player",
         "show": {side: f"Show the {name.split()[0]} placements" for side, name in SIDES.items()},
         "hide": {side: f"Hide the {name.split()[0]} placements" for side, name in SIDES.items()}}


def placements(units):
    """One side's units (a private slip's) grouped for printing: [(where, label, [unit words])], hexes first, then
    the boxes and the track turn by turn."""
    groups = {}
    for u in units:
        groups.setdefault(place(u), []).append(unit_text(u))
    rows = [(w, label(w), sorted(us)) for w, us in groups.items()]
    return sorted(rows, key=lambda r: (not r[0].isdigit(), TURN_ORDER.get(r[0], 0), r[0]))


def open_rows(sheet):
    """What the open part of the sheet lists for each side's stacks (the sheet's ``open``, as the observer's view
    has it, 6.4): per side, [(hex, hex, count, top unit's words)]; the boxes are in ``open_boxes``."""
    return {side: [(r["hex"], r["hex"], r["count"], unit_text(r["top"])) for r in sheet["open"]["hexes"][side]]
            for side in SIDES}


def open_boxes(sheet):
    """The boxes off the map as the open part counts them (6.4), both sides in one table: [(box, label, Allied
    count, Paraguayan count)], each box either side has a unit in, in name order."""
    boxes = sheet["open"]["boxes"]
    names = sorted({box for side in SIDES for box in boxes[side]})
    return [(box, label(box), boxes["allied"].get(box, 0), boxes["paraguayan"].get(box, 0)) for box in names]


def _open_lines(sheet, size):
    """The printed open part's items in order, at ``size`` pt: [(key, lines, repeated head's lines if a column starts
    here)]. A line is a row, a caption's line or a head; a top unit's words wider than its cell (about 40 mm) take
    two; a table carried on to the next column repeats its head there."""
    from engine.games.paraguay.counters_svg import text_width
    items = []
    for side, rows in open_rows(sheet).items():
        for k, (where, _, _, top) in enumerate(rows):
            lines = 1 + (text_width(top, size) * 25.4 / 72 > 40)
            items.append((side if k == 0 else f"{side}:{where}", lines + (3 if k == 0 else 0), 0 if k == 0 else 1))
    items.append(("boxes", 2 + 3 * len(open_boxes(sheet)), 0))
    items.append(("track", 2 + len(sheet["open"]["track"]), 0))
    return items


def _columns(items, columns):
    """Where the columns start (a set of item keys) and the most lines a column holds, each column about as long."""
    target = sum(n for _, n, _ in items) / columns
    breaks, height, column, most = set(), 0.0, 1, 0.0
    for key, lines, head in items:
        if height and column < columns and height + lines / 2 > target:
            breaks.add(key)
            column += 1
            most, height = max(most, height), head
        height += lines
    return breaks, max(most, height)


# The sizes the open part's tables may print at, largest first (above 9 pt most top units take two lines), and how
# much a column of it may hold: its lines times their size in points. A column of 43 lines at 9 pt (seed 378, the
# most rows in seeds 0-2999) ran to 91 % of a Letter page, its foot 12 mm under that, so it prints at 8.5 pt.
OPEN_SIZES = (9, 8.5, 8, 7.5)
OPEN_BUDGET = 370
# The room the open part's columns have on page 1, in pt, from their tables' top (163 pt down) to the page's content
# foot (14 mm above the edge), per paper; how tall a printed line is, per pt of its size, with its row's 0.6 pt above
# and below and its rule (measured: seeds 290, 378 and 1865 at 8.5 and 9 pt, 1.39-1.41); how much of the room the
# longest column may fill; the most room a row may take above and below its words besides (paraguay.css).
OPEN_ROOM = {"a4": 639, "letter": 589}
OPEN_LINE, OPEN_FOOT, OPEN_PAD = 1.41, 0.95, 2.0


def open_size(sheet):
    """The size in pt the printed open part's tables print at: the largest of ``OPEN_SIZES`` at which its longest
    column fits the page (``OPEN_BUDGET``), so a setup with fewer stacks prints larger (the page was sized for the
    most, 7.5 pt, and left a third of it empty)."""
    for size in OPEN_SIZES:
        if _columns(_open_lines(sheet, size), 3)[1] * size <= OPEN_BUDGET:
            return size
    return OPEN_SIZES[-1]


def open_pads(sheet):
    """How much room, in pt, each printed open table's row takes above and below its words on each paper: the 0.6
    pt it always has, and what the longest column (``open_size``'s lines, each counted as a row) may spend besides
    to reach ``OPEN_FOOT`` of the room the page leaves it, at most ``OPEN_PAD``. A setup with fewer or shorter
    rows prints them airier, so that page 1 is full (seed 1865's longest column ended 17 % of an A4 page above its
    foot, its first 27 %)."""
    size = open_size(sheet)
    lines = _columns(_open_lines(sheet, size), 3)[1]
    return {paper: round(0.6 + max(0.0, min(OPEN_PAD, (OPEN_FOOT * room - OPEN_LINE * lines * size) / (2 * lines))), 2)
            for paper, room in OPEN_ROOM.items()}


def open_breaks(sheet, columns=3):
    """Where the printed open part's columns start (the PDF's: WeasyPrint balances columns by laying them out again
    and again, which made a packet 40-50 % slower, so its columns fill down the page, column-fill: auto, and break
    where this says): a set of row keys ("allied:1042") and table names ("paraguayan", "boxes", "track") before
    which a column begins, so that each of ``columns`` holds about as many lines at the size it prints at
    (``open_size``). The two short tables (boxes, track) are never split."""
    return _columns(_open_lines(sheet, open_size(sheet)), columns)[0]


TURN_ORDER = {f"track-{r}": i + 1 for i, r in enumerate(("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"))}


def place(u):
    """Where a unit starts, as a row key: a hex, a box, or the track's turn box ("track-III")."""
    return f"track-{u['entry']}" if u["where"] == "track" and u.get("entry") else u["where"]


def label(where):
    """A row's heading: the hex id, or the box in words."""
    if where.startswith("track-"):
        return f"Turn Record Track, Turn {where[6:]} (3.2)"
    return where if where.isdigit() else WHERE.get(where, where)


def unit_text(u):
    """'Brazilian infantry 1C' for a sheet row."""
    kind = TYPE_WORDS.get(u["type"], u["type"].replace("_", " "))
    return f"{NATIONS.get(u['nation'], u['nation'])} {kind} {u['name']}"


def tables(files):
    """The reconstructed tables with the cells the rulebook prints marked (13.28, 7.2)."""
    t = files["tables"]
    crt, att = t["crt"], t["attrition"]
    crt_printed = {(p["column"], p["roll"]) for p in crt.get("printed", [])}
    att_printed = {(p["units"], p["roll"]) for p in att.get("printed", [])}
    crt_rows = [{"roll": crt["roll_min"] + i,
                 "cells": [{"text": c, "printed": (col, crt["roll_min"] + i) in crt_printed}
                           for col, c in zip(crt["columns"], row)]} for i, row in enumerate(crt["rows"])]
    att_rows = [{"roll": att["roll_min"] + i,
                 "cells": [{"text": c, "printed": (n + 1, att["roll_min"] + i) in att_printed}
                           for n, c in enumerate(row)]} for i, row in enumerate(att["rows"])]
    return {"crt": crt, "crt_rows": crt_rows, "attrition": att, "attrition_rows": att_rows,
            "guns": t["run_the_guns"], "fortress_drm": t["fortress_drm"], "terrain": t["terrain_costs"]}


def data(engine, files):
    """Paraguay's roles, the sample setup drawn, the tables, bases and counters, and the sub-navigation."""
    counters = files["counters"]
    units = counters.get("units") or counters.get("counters") or []
    by = {}
    for u in units:
        key = (u["nation"], u["type"])
        by[key] = by.get(key, 0) + 1
    hexes = files["map"]["hexes"]
    terrain = {}
    for h in (hexes.values() if isinstance(hexes, dict) else hexes):
        kind = "river" if h.get("river") else h.get("terrain", "clear")
        terrain[kind] = terrain.get(kind, 0) + 1
    ground_files, ground = terrain_files()
    sample_title = "Paraguay: a setup before Turn I (seed 1865), as both players see it (6.4)"
    return {
        "roles": SIDES, "sample": SAMPLE, "words": WORDS, "words_json": json_script(WORDS),
        "initial_svg": board_svg(SAMPLE, sample_title, spaces=True, still=True),      # the overview's: no picks
        # the sandbox's first map draws its ground from the still pictures, as the engine's maps there do
        # (without its spaces: the engine's first answer, which replaces it, has them)
        "sandbox_svg": board_svg(SAMPLE, sample_title, terrain={k: "../../" + v for k, v in ground.items()}),
        "terrain": ground, "files": ground_files,
        "initial_spaces": initial_spaces(),
        "tables": tables(files), "aid_tables": aid_tables(files), "rule_tables": {"13.28": ["crt"], "11.9": ["terrain"],
                                                                                  "7.2": ["attrition"], "13.18": ["run_the_guns"]},
        "bases": files["bases"]["bases"],
        "counter_mix": [{"nation": NATIONS.get(n, n), "type": TYPE_WORDS.get(k, k.replace("_", " ")), "count": c}
                        for (n, k), c in sorted(by.items())],
        "counter_total": len(units), "terrain_counts": sorted(terrain.items()), "hex_count": sum(terrain.values()),
        "placements": placements, "open_rows": open_rows, "open_boxes": open_boxes, "open_breaks": open_breaks,
        "open_size": open_size, "open_pads": open_pads,
        "track_label": label,
        "nav": [("Overview", "index.html"), ("Rules", "rules/index.html"), ("Glossary", "glossary/index.html"),
                ("Examples", "examples/index.html"), ("Sandbox", "sandbox/index.html"), ("Setup", "setup/index.html"),
                ("Packet", "packet/index.html"), ("Print", "print/index.html"),
                ("Reconstructed data", "reconstructed/index.html")],
    }


def pages(ctx, page, samples, common):
    """The setup page and the sandbox."""
    short = common["game"]["short_title"]
    page("paraguay/setup/index.html", "paraguay/setup.html", title=f"Setup: {short}",
         samples=samples, seed_help=ctx["seed_help"], **common)
    page("paraguay/sandbox/index.html", "paraguay/sandbox.html", title=f"Sandbox: {short}", **common)
