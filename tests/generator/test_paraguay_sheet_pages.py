"""Paraguay's printed setup sheet and packet, page by page (issue 27): the open part on one page, each
side's private part on one page, A4 and Letter, for the seeds with the most rows; a page-long slip's running
header names its player from its first page; no edge of a printed map part cuts a hex number, the title or a name."""

import re
import subprocess
import sys
import tempfile

import pytest
from pypdf import PdfReader

from generator import build as b

# the most rows among seeds 0-2999 (bench/paraguay_sheet_pages.py rows 0 3000): 378 the most in the open part (102:
# 22 Allied stacks, 72 Paraguayan, 7 turns of the track, 1 box), 1424 the most Paraguayan hexes (74 private rows)
SEEDS = (378, 1424)


def pages_of(pdf):
    n = len(PdfReader(pdf).pages)
    return [" ".join(subprocess.run(["pdftotext", "-raw", "-f", str(k), "-l", str(k), str(pdf), "-"],
                                    capture_output=True, text=True, check=True).stdout.split()) for k in range(1, n + 1)]


def cli(tmp_path, *args):
    pdf = tmp_path / "out.pdf"
    run = subprocess.run([sys.executable, "-m", "generator", *args, "--pdf", str(pdf)], cwd=b.ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return pdf


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("seed", SEEDS)
def test_the_open_part_and_each_private_part_fit_one_page(tmp_path, seed, paper):
    """Before: the open tables ran onto a second page (up to ~74 Paraguayan stacks), and on Letter the Paraguayan
    private part did too. Now the open part's tables flow in three columns and the Paraguayan part in two."""
    from generator.games.paraguay import site as pg_site
    sheet = b.setup_sheet("paraguay", {"seed": seed})
    pages = pages_of(cli(tmp_path, "setup", "paraguay", "--seed", str(seed), "--paper", paper))
    first = next(k for k, t in enumerate(pages) if "part 1 of 4: the north-west" in t)
    assert first == 1, f"the open part runs to {first} pages"
    opened = pages[0]
    for side, rows in pg_site.open_rows(sheet).items():
        assert len(rows) > 10
        for hex_id, _, count, top in rows:
            assert re.search(rf"(^|\s){hex_id} {count} {re.escape(top)}(?![\w])", opened), (side, hex_id)
    assert "Off the map: units in each box" in opened and "Set aside: available as replacements (3.2)" in opened
    assert all(f" {turn} {n}" in opened for turn, n in sheet["open"]["track"])
    private = pages[first + 5:]
    assert len(private) == 2, "each side's private part on one page"
    for side, page in zip(("allied", "paraguayan"), private):
        name = pg_site.SIDES[side]
        assert f"{name} only" in page
        rows = pg_site.placements([u for u in sheet["units"] if u["side"] == side])
        for where, label, units in rows:
            assert all(u in page for u in units), (side, where)


def header_words(pdf, page):
    """The words of a page's running header (above its top margin, 13 mm)."""
    out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"],
                         capture_output=True, text=True, check=True).stdout
    return " ".join(w for y, w in re.findall(r'<word [^>]*yMax="([\d.]+)">([^<]*)</word>', out)
                    if float(y) < 13 / 25.4 * 72)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_page_long_slips_running_header_names_its_player_on_its_first_page(tmp_path, paper):
    """Before: the Allied slip's page (the first of the table's slips) said "Table 1 of 2 · private slips"."""
    pdf = cli(tmp_path, "packet", "paraguay", "--event-seed", "2027", "--tables", "2", "--paper", paper)
    pages = pages_of(pdf)
    for table in (1, 2):
        for name in ("Allied player", "Paraguayan player"):
            k = next(k for k, t in enumerate(pages, 1) if f"{name}: every unit and where it starts" in t
                     and f"{name} · Table {table}" in t)
            head = header_words(pdf, k)
            assert f"Table {table} · {name} only" in head and "private slips" not in head, (k, head)
    assert len(pages) == 1 + 2 * 8, "cover, then per table: the open page, four map parts, the legend, two slips"


@pytest.mark.parametrize("paper", ["A4", "letter"])
def test_no_map_part_cuts_a_hex_number_or_the_title(paper):
    """Walk5: the east parts showed a stray "9" (the end of the map's title, cut by the part's left edge) and hex
    numbers cut at the parts' edges ("816"). Each number and title line is wholly on a part or wholly off it."""
    from generator.games.paraguay import print_map
    from generator.games.paraguay import site as pg_site
    layers = pg_site.print_board({}, b.setup_sheet("paraguay", {"seed": 1865}))
    *parts, _ = layers.windows[paper]
    titles = print_map.title_lines(layers)
    assert [t[3] for t in titles] == ["War of the Triple Alliance, 1865–1870",
                                      "Paraguay: the setup with fingerprint I3GK-WVLF (3.1–3.4)"]
    ink = print_map.number_boxes() + print_map.title_boxes(titles)
    assert len(ink) > 600
    for part in parts:
        left, top, right, bottom = part["box"]
        for x0, y0, x1, y1 in ink:
            inside = left <= x0 and x1 <= right and top <= y0 and y1 <= bottom
            outside = x1 <= left or right <= x0 or y1 <= top or bottom <= y0
            assert inside or outside, (part["label"][:30], (x0, y0, x1, y1))
    west, east = parts[0]["box"], parts[1]["box"]
    title_bottom = print_map.title_boxes(titles)[0][3]
    assert west[1] == 0 and east[1] >= title_bottom, "the title whole on the north-west part, off the north-east one"


@pytest.mark.parametrize("paper", ["A4", "letter"])
def test_no_map_part_cuts_a_name(paper):
    """A later walk: names were still cut at the parts' edges ("Santo Tomé" read "Sa" on A4's south-west
    part, "▼ URUGUAY (S" beside it, "…on" for Asunción on the north-east). A name an edge cuts prints whole just
    inside that edge, on a plate that covers the cut one (the part's "over", laid over the layers and cut alike);
    every other name is wholly on the part or wholly off it."""
    import xml.etree.ElementTree as ET
    from generator.games.paraguay import print_map
    from generator.games.paraguay import site as pg_site
    from generator.pdf import board_html
    layers = pg_site.print_board({}, b.setup_sheet("paraguay", {"seed": 1865}))
    names = print_map.labels(layers)
    words = [n[2] for n in names]
    assert {"Santo Tomé", "Asunción", "Paraguay River", "▼ URUGUAY (south of the map)"} <= set(words)
    assert len(names) > 30 and "PARAGUAY" not in words and not any("2-3-6" in w for w in words)
    *parts, _ = layers.windows[paper]
    moved = 0
    for part in parts:
        left, top, right, bottom = part["box"]
        cut = set()
        for x, y, text, attrs in names:
            x0, y0, x1, y1 = print_map.label_box(x, y, text, attrs)
            if not (left <= x0 and x1 <= right and top <= y0 and y1 <= bottom or
                    x1 <= left or right <= x0 or y1 <= top or bottom <= y0):
                cut.add(text)
        over = part.get("over")
        assert bool(over) == bool(cut), part["label"][:30]
        if not over:
            continue
        tree = ET.fromstring(over)
        texts = [t for t in tree.iter() if t.tag.endswith("}text")]
        plates = [r for r in tree.iter() if r.tag.endswith("}rect")]
        assert sorted(t.text for t in texts) == sorted(cut) and len(plates) == len(cut)
        for t, plate in zip(texts, plates):
            attrs = {k: v for k, v in t.attrib.items() if k not in ("x", "y")}
            x0, y0, x1, y1 = print_map.label_box(float(t.get("x")), float(t.get("y")), t.text, attrs)
            assert left <= x0 and x1 <= right and top <= y0 and y1 <= bottom, (t.text, part["label"][:30])
            px, py = float(plate.get("x")), float(plate.get("y"))
            pw, ph = float(plate.get("width")), float(plate.get("height"))
            assert px <= x0 and x1 <= px + pw and py <= y0 and y1 <= py + ph       # the plate holds the name
            moved += 1
    assert moved >= 4
    html = board_html(layers, paper=paper)
    plates = sum(1 for p in parts if p.get("over"))
    assert len(layers) == 4 and html.count('<img style="left:') == 4 * len(parts) + plates


def test_the_printed_legend_keys_only_what_paper_shows():
    """The legend page of the printed map keyed the sandbox's marks too: "Hex you may pick (Tab, Enter)", "Selected
    hex", "Changed by the last move" — nothing on a printed map is picked, selected or changed. Paper keys what it
    prints; the screen's map keeps its full legend."""
    from engine.games.paraguay import svg as board
    from generator.games.paraguay import print_map
    screen_only = ("Tab, Enter", "Selected hex", "Changed by the last move")
    svgs = print_map.layers({"seed": 1865}, "ABCD-EFGH")
    for paper, parts in print_map.windows(svgs[0]).items():
        legend = parts[-1]["picture"]
        assert "Legend" in legend and "Units in the stack (6.4)" in legend, paper
        for words in screen_only:
            assert words not in legend, (paper, words)
    whole = board.draw([], title="x")            # the screen's map keeps them
    assert all(words in whole for words in screen_only)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_legend_page_carries_the_terrain_effects_under_the_key(tmp_path, paper):
    """The legend's page keyed the map and left its lower half blank (a third of it once the screen's marks went);
    a player reading the printed map wants what each feature costs next to its key: the terrain effects table (the
    Movement aid's, from the same content), every row, on the legend's page, which still ends the open part."""
    from PIL import Image
    from generator import content
    ctx = b.gather(content.load(games=("paraguay",)), None, pages=False)
    table = ctx["learn"]["paraguay"]["aid_tables"]["terrain"]
    pdf = cli(tmp_path, "setup", "paraguay", "--seed", "1865", "--paper", paper)
    pages = pages_of(pdf)
    legend = next(k for k, t in enumerate(pages) if "Legend of the map (all four parts)" in t)
    assert legend == 5, legend
    page = pages[legend]
    assert "Terrain effects (11.9)" in page
    for row in table["rows"]:
        assert row[0] in page and row[-1] in page, row
    subprocess.run(["pdftoppm", "-r", "30", "-gray", "-png", "-f", str(legend + 1), "-l", str(legend + 1),
                    "-singlefile", str(pdf), str(tmp_path / "legend")], check=True)
    im = Image.open(tmp_path / "legend.png").convert("L")
    px, (w, h) = im.load(), im.size
    ink = max(y for y in range(int(h * 0.93)) if any(px[x, y] < 200 for x in range(w)))
    assert ink / h > 0.8, f"the legend's page inked to {ink / h:.0%} of its height"


def column_feet(pdf, page=1):
    """How far down ``page`` the ink of each of its three columns reaches, as shares of the page's height (the
    page number's line, in the bottom 12 mm, left out)."""
    from PIL import Image
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", "40", "-gray", "-png", "-f", str(page), "-l", str(page), "-singlefile",
                        str(pdf), f"{tmp}/page"], check=True)
        im = Image.open(f"{tmp}/page.png").convert("L")
    px, (w, h) = im.load(), im.size
    foot = h - round(12 / 25.4 * 40)
    edge = round(12 / 25.4 * 40)                   # the page's side margins, 12 mm
    third = (w - 2 * edge) / 3
    return [max((y for y in range(foot) if any(px[x, y] < 200 for x in range(round(edge + k * third),
                                                                             round(edge + (k + 1) * third)))),
                default=0) / h for k in range(3)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("seed", (621, 1865, 378))
def test_the_open_part_fills_page_1_for_few_stacks_and_many(tmp_path, seed, paper):
    """Page 1 was sized for the seeds with the most stacks: seed 1865's columns ended at 70, 68 and 79 % of an A4
    page, a quarter of it blank. Now its rows are as airy as the room lets them (site.py open_pads): for the fewest
    rows (621), 1865's, and the most (378), the longest column reaches 88 % of the page and none stops above 76 %,
    and the open part still ends on page 1."""
    pdf = cli(tmp_path, "setup", "paraguay", "--seed", str(seed), "--paper", paper)
    assert "part 1 of 4: the north-west" in pages_of(pdf)[1]
    feet = column_feet(pdf)
    assert max(feet) >= 0.88 and min(feet) >= 0.76, [f"{f:.0%}" for f in feet]
