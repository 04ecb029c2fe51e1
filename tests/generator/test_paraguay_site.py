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
    rows = pg_site.placements(sheet)
    for side in ("allied", "paraguayan"):
        assert sum(len(units) for _, _, units in rows[side]) == len([u for u in sheet["units"] if u["side"] == side])
        keys = [w for w, _, _ in rows[side]]
        assert keys == sorted(keys, key=lambda w: (not w.isdigit(), pg_site.TURN_ORDER.get(w, 0), w))
    labels = [label for _, label, _ in rows["allied"]]
    assert "Turn Record Track, Turn II (3.2)" in labels and "Turn Record Track, Turn IX (3.2)" not in labels[:3]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_sample_setup_sheets(site, paper):
    sheet = b.setup_sheet("paraguay", {"seed": SEED})
    pdf = site / "paraguay" / "setup" / f"setup-sheet-seed-{SEED}-{paper}.pdf"
    reader = PdfReader(pdf)
    n = len(reader.pages)
    assert 3 <= n <= 5 and "The map at the start" in text_of_page(pdf, n - 1)      # the map's two parts end it
    assert "part 1 of 2: the north" in text_of_page(pdf, n - 1) and "part 2 of 2: the south" in text_of_page(pdf, n)
    # the north part's page ends with the key to the counters, in the room the part leaves at its foot
    north = text_of_page(pdf, n - 1)
    assert "Key to the counters" in north and "Counter colours (2.6)" in north and "Unit types (2.9)" in north
    assert filled(pdf, n - 1) > 0.8, "the north part's page is partly empty"
    assert all((round(float(p.mediabox.width)), round(float(p.mediabox.height))) == SIZES[paper] for p in reader.pages)
    text = text_of(pdf)
    assert f"Seed {SEED}" in text and sheet["fingerprint"] in text and "Turn Record Track, Turn II" in text
    assert "paraguay/setup/?seed=1865" in text.replace(" ", "") and "127.0.0.1" not in text
    # (in the drawing's own order: laid out, a band under the map may set "MAP" apart from "RECONSTRUCTED")
    raw = subprocess.run(["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "RECONSTRUCTED MAP" in " ".join(raw.split()) and "Humaitá" in text
    for u in sheet["units"][:40]:
        if u["where"].isdigit():
            assert u["where"] in text
    keep_png(pdf, f"paraguay-setup-sheet-{paper}")
    keep_png(pdf, f"paraguay-setup-sheet-{paper}-map", page=n - 1)
    keep_png(pdf, f"paraguay-setup-sheet-{paper}-map-south", page=n)


def test_the_printed_map_comes_in_two_parts_the_pages_width_with_every_hex_whole_on_one():
    """Issue 27's walk: printed whole, 226 mm tall, the map took half the page's width and its hex numbers came out
    about 3 pt. It prints in two parts now, each 186 mm wide (A4's width inside the margins), on pages of their
    own; a hex row is on both, so every hex is whole on one part at least, and together they hold the legend."""
    import math
    import re
    from engine.games.paraguay import svg as board
    from generator.games.paraguay import site as pg_site
    from generator.pdf import board_html
    layers = pg_site.print_board({}, b.setup_sheet("paraguay", {"seed": SEED}))
    html = board_html(layers)
    assert html.count('class="map-window"') == 2 and html.count("width: 186.00mm") == 3
    _, _, width, height = (float(v) for v in re.search(r'viewBox="([^"]+)"', layers[0]).group(1).split())
    (_, t1, b1), (_, kt, kb, follows), (_, t2, b2) = layers.windows
    # the key to the counters (the legend's last rows) follows the north part on its page, and fits under it
    assert follows and html.count('class="map-window map-follows"') == 1
    heads = {w: float(y) for y, w in re.findall(r'<text [^>]*y="([\d.]+)"[^>]*>(Counter colours|Unit types)', layers[2])}
    assert kt < heads["Counter colours"] < heads["Unit types"] < kb <= height
    assert (b1 - t1 + kb - kt) * 186 / width < 235
    assert t1 == 0 and b2 == height and t2 < b1
    assert max(b1 - t1, b2 - t2) * 186 / width < 235              # each part fits a Letter page under its heading
    _, pos, _, _, _ = board._geom()
    half = board.S * math.sqrt(3) / 2
    assert all(t1 <= y - half and y + half <= b1 or t2 <= y - half and y + half <= b2 for _, y in pos.values())


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
