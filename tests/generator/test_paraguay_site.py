"""Paraguay on paper and in the generator: the setup sheet (its rows, the sample PDFs, --pdf from the command
line), the player aids' contents, the packet command, and the site data the pages read."""

import json
import subprocess
import sys

import pytest
from pypdf import PdfReader

from generator import build as b
from test_print import SIZES, filled, keep_png, text_of

SEED = 1865


def text_of_page(pdf, n):
    """Page ``n``'s text in the order it is drawn (-raw): the map's part labels come before the map, whose words
    cut off by the part's box are still in the PDF and, read by position, would fall in among them."""
    out = subprocess.run(["pdftotext", "-raw", "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True,
                         text=True, check=True)
    return " ".join(out.stdout.split())


@pytest.fixture(scope="module")
def site():
    if not list((b.DIST / "paraguay" / "setup").glob("*.pdf")):
        b.build()
    return b.DIST


def test_setup_sheet_rows_hold_every_unit_once_with_the_track_by_turn():
    from generator.games.paraguay import site as pg_site
    sheet = b.setup_sheet("paraguay", {"seed": SEED})
    opened = pg_site.open_rows(sheet)
    for side in ("allied", "paraguayan"):
        mine = [u for u in sheet["units"] if u["side"] == side]
        rows = pg_site.placements(mine)                 # the side's private part
        assert sum(len(units) for _, _, units in rows) == len(mine)
        keys = [w for w, _, _ in rows]
        assert keys == sorted(keys, key=lambda w: (not w.isdigit(), pg_site.TURN_ORDER.get(w, 0), w))
        # the open part: one row a hex (its size and top unit); the boxes as counts, both sides in one table; the
        # track's units counted turn by turn on their own table
        on_map = sorted({u["where"] for u in mine if u["where"].isdigit()})
        assert [w for w, _, _, _ in opened[side]] == on_map
        on_track = sum(1 for u in mine if u["where"] == "track")
        in_boxes = sum(row[2 if side == "allied" else 3] for row in pg_site.open_boxes(sheet))
        assert sum(n for _, _, n, _ in opened[side]) + in_boxes + on_track == len(mine)
    boxes = pg_site.open_boxes(sheet)
    assert [w for w, *_ in boxes] == sorted({u["where"] for u in sheet["units"] if not u["where"].isdigit()} - {"track"})
    assert boxes[0][1] == "Set aside: available as replacements (3.2)"
    labels = [label for _, label, _ in pg_site.placements([u for u in sheet["units"] if u["side"] == "allied"])]
    assert "Turn Record Track, Turn II (3.2)" in labels and "Turn Record Track, Turn IX (3.2)" not in labels[:3]
    assert sum(n for _, n in sheet["open"]["track"]) == sum(1 for u in sheet["units"] if u["where"] == "track")


def pages_of(pdf):
    """Each page's text, its words joined by single spaces (a name wrapped at a line's end reads whole)."""
    n = len(PdfReader(pdf).pages)
    return [text_of_page(pdf, k) for k in range(1, n + 1)]


def named(text, unit_words):
    """Does ``text`` name this unit ('Paraguayan infantry 1', not as the start of 'Paraguayan infantry 12')?"""
    import re
    return re.search(re.escape(unit_words) + r"(?![\w])", text) is not None


def hidden_units(sheet):
    """The units under a stack's top (the observer's view, 6.4), by side: what only their own player may read."""
    from generator.games.paraguay import site as pg_site
    tops = {r["hex"]: pg_site.unit_text(r["top"]) for side in sheet["open"]["hexes"] for r in sheet["open"]["hexes"][side]}
    out = {"allied": [], "paraguayan": []}
    for u in sheet["units"]:
        if u["where"].isdigit() and pg_site.unit_text(u) != tops[u["where"]]:
            out[u["side"]].append(pg_site.unit_text(u))
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_sample_setup_sheets(site, paper):
    """The open pages (the stacks by top unit and size, then the map in four parts and its legend) come first and
    name no unit under a stack's top, nor the seed's page or command; each side's private part follows on pages of
    its own, the organiser's line above the first, and names only that side's units."""
    sheet = b.setup_sheet("paraguay", {"seed": SEED})
    pdf = site / "paraguay" / "setup" / f"setup-sheet-seed-{SEED}-{paper}.pdf"
    reader = PdfReader(pdf)
    pages = pages_of(pdf)
    first = next(k for k, t in enumerate(pages) if "part 1 of 4: the north-west" in t)
    assert "The map at the start" in pages[first]
    for k, where in enumerate(("north-west", "north-east", "south-west", "south-east")):
        assert f"part {k + 1} of 4: the {where}" in pages[first + k]
    # the legend on a page of its own, after the four parts
    legend = pages[first + 4]
    assert "Legend of the map" in legend and "Counter colours (2.6)" in legend and "Unit types (2.9)" in legend
    assert all((round(float(p.mediabox.width)), round(float(p.mediabox.height))) == SIZES[paper] for p in reader.pages)
    tables, private = " ".join(pages[:first]), pages[first + 5:]
    opened = " ".join(pages[:first + 5])
    assert sheet["fingerprint"] in tables and "Turn Record Track: units waiting" in tables and "Top unit" in tables
    assert "Humaitá" in opened and "RECONSTRUCTED MAP" in opened
    for u in sheet["units"][:40]:
        if u["where"].isdigit():
            assert u["where"] in tables
    # the keeper's parts (the seed draws every unit again) only in the organiser's line, after the open pages
    assert "Seed" not in tables and f"seed {SEED}" not in opened and "setup paraguay --seed" not in opened and "?seed=" not in opened.replace(" ", "")
    assert len(private) == 2 and "Organiser's line" in private[0] and f"seed {SEED}," in private[0]
    assert "-m generator" not in " ".join(private), "paper gives the seed and the page, not a command"
    assert "paraguay/setup/?seed=1865" in private[0].replace(" ", "") and "127.0.0.1" not in " ".join(pages)
    assert "Allied player only" in private[0] and "Paraguayan player only" in private[1]
    assert "Turn Record Track, Turn II (3.2)" in private[0]
    hidden = hidden_units(sheet)
    assert len(hidden["allied"]) > 5 and len(hidden["paraguayan"]) > 5
    for side, own, other in (("allied", private[0], private[1]), ("paraguayan", private[1], private[0])):
        for words in hidden[side]:
            assert not named(opened, words), f"{words} is under a stack's top, yet on an open page"
            assert named(own, words) and not named(other, words), words
    keep_png(pdf, f"paraguay-setup-sheet-{paper}")
    keep_png(pdf, f"paraguay-setup-sheet-{paper}-map", page=first + 1)
    keep_png(pdf, f"paraguay-setup-sheet-{paper}-map-south-east", page=first + 4)
    keep_png(pdf, f"paraguay-setup-sheet-{paper}-legend", page=first + 5)
    keep_png(pdf, f"paraguay-setup-sheet-{paper}-allied", page=first + 6)


@pytest.mark.parametrize("paper, most", [("A4", (186, 242)), ("letter", (191, 225))])
def test_the_printed_map_comes_in_four_parts_with_every_hex_whole_on_one_and_numbers_at_seven_and_a_half_points(
        paper, most):
    """Issue 27's walk: printed whole, the hex numbers came out about 3 pt; before: in two parts 186 mm wide, 4.8 pt.
    Now four parts (two across, two down), each at most as wide as the paper's page inside its margins (186 mm on
    A4, 191 on Letter) and as tall as the page holds under a label (242 mm on A4, 225 on Letter: before, A4 took
    Letter's 225 and left 30 mm empty), at a scale that prints the map's smallest text (10.5 units) at 7.5 pt or
    more; neighbouring parts overlap, so every hex is whole on one part at least; a key beside each label."""
    import math
    import re
    from engine.games.paraguay import svg as board
    from generator.games.paraguay import print_map
    from generator.games.paraguay import site as pg_site
    from generator.pdf import board_html
    layers = pg_site.print_board({}, b.setup_sheet("paraguay", {"seed": SEED}))
    html = board_html(layers, paper=paper)
    assert html.count('class="map-window"') == 5 and html.count('class="map-layers map-cut"') == 4
    assert board.MIN_TEXT * layers.mm / 25.4 * 72 >= 7.5
    *parts, legend = layers.windows[paper]
    assert "picture" in legend and 'class="legend"' in legend["picture"] and 'class="legend"' not in "".join(layers)
    _, _, lw, _ = (float(v) for v in re.search(r'viewBox="([^"]+)"', legend["picture"]).group(1).split())
    assert lw * layers.mm <= most[0] + 0.5
    for part in parts:
        left, top, right, bottom = part["box"]
        assert (right - left) * layers.mm <= most[0] + 0.5 and (bottom - top) * layers.mm <= most[1] + 0.5 and part["key"]
        # the edges cut no hex number only where they must (clear): each part keeps most of its page
        assert (right - left) * layers.mm >= most[0] - 8 and (bottom - top) * layers.mm >= most[1] - 12
    _, pos, _, _, _ = board._geom()
    half_w, half_h = board.S, board.S * math.sqrt(3) / 2
    for h, (x, y) in pos.items():
        assert any(l <= x - half_w and x + half_w <= r and t <= y - half_h and y + half_h <= bt
                   for l, t, r, bt in (p["box"] for p in parts)), h
    # the labels name the columns and rows whole on each part
    assert [print_map.whole(p["box"]) for p in parts][0][0][0] == 10 and "hex columns 10–" in parts[0]["label"]
    with pytest.raises(ValueError, match="paper"):
        board_html(layers)                      # parts made for each paper: a caller must say which



@pytest.mark.parametrize("paper, aid, words", [
    ("a4", "turn-sequence", ["Off-Map Event", "Mutual Attrition", "combat phase", "Victory", "5.2"]),
    ("letter", "combat", ["Odds", "Die roll modifiers", "Helps the attacker", "Hurts the attacker", "13.16", "13.25",
                          "Humaitá", "Combat Results Table", "1/11"]),
    ("a4", "attrition-supply", ["Attrition DRM", "Chaco", "Supply line", "Ultimate supply sources", "7.14"]),
    ("letter", "movement", ["Terrain effects", "Minor river", "Railroad", "Riverine units", "12.4", "Counters"]),
])
def test_the_player_aids(site, paper, aid, words):
    pdf = site / "paraguay" / "print" / f"aid-{aid}-{paper}.pdf"
    reader = PdfReader(pdf)
    assert len(reader.pages) == 1
    assert (round(float(reader.pages[0].mediabox.width)), round(float(reader.pages[0].mediabox.height))) == SIZES[paper]
    text = text_of(pdf)
    for word in words:
        assert word in text, word
    keep_png(pdf, f"paraguay-aid-{aid}-{paper}")


def test_setup_from_the_command_line_writes_a_pdf(tmp_path):
    pdf = tmp_path / "sheet.pdf"
    run = subprocess.run([sys.executable, "-m", "generator", "setup", "paraguay", "--seed", "7", "--pdf", str(pdf),
                          "--paper", "letter"], cwd=b.ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    sheet = b.setup_sheet("paraguay", {"seed": 7})
    assert sheet["fingerprint"] in run.stdout and sheet["fingerprint"] in text_of(pdf)
    assert (round(float(PdfReader(pdf).pages[0].mediabox.width))) == SIZES["letter"][0]


def test_packet_command_lists_each_tables_setup():
    run = subprocess.run([sys.executable, "-m", "generator", "packet", "paraguay", "--event-seed", "5", "--tables", "3",
                          "--json"], cwd=b.ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    rec = json.loads(run.stdout)
    assert [t["table"] for t in rec["list"]] == [1, 2, 3]
    for t in rec["list"]:
        assert t["fingerprint"] == b.setup_sheet("paraguay", {"seed": t["seed"]})["fingerprint"]
    assert len({t["fingerprint"] for t in rec["list"]}) == 3


def lost_head_lines(pdf):
    """The baselines of the Run the Guns table's row head: "Lost" and the "(13.18)" printed nearest it."""
    import re
    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    words = [(float(x), float(y), w) for x, y, w in
             re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</word>', out)]
    lost = next(w for w in words if w[2] == "Lost")
    rule = min((w for w in words if w[2] == "(13.18)"), key=lambda w: abs(w[0] - lost[0]) + abs(w[1] - lost[1]))
    return {round(lost[1]), round(rule[1])}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_run_the_guns_row_head_stays_on_one_line_in_its_cell(site, paper):
    """Issue 27's walk: in the combat aid, "Lost (13.18)" broke after "Lost" and its second line spilled out of its
    cell (the table's eleven columns were alike). The row heads' column is wide enough for it now."""
    assert len(lost_head_lines(site / "paraguay" / "print" / f"aid-combat-{paper}.pdf")) == 1
