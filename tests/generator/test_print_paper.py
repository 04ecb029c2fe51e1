"""The printed sheets read as a player holds them (issue 27): the way back to a setup is the seed and the
page's address, never a developer's command. Reads the sample PDFs the build already wrote: no new PDF."""

import re

import pytest

from generator import build as b

from test_print import SIZES, text_of


@pytest.fixture(scope="module")
def site():
    if not list((b.DIST / "uruguay" / "deck").glob("*.pdf")):
        b.build()
    return b.DIST


def sample_sheets():
    """(game, folder, sheet args) of every game's sample setup, deal or coup sheet."""
    return [(gid, kind.page.strip("/").split("/")[-1], args)
            for gid in ("uruguay", "junta", "guerilla", "paraguay") for kind in [b.sheet_kind(gid)]
            for args in kind.samples]


@pytest.mark.parametrize("paper", list(SIZES))
def test_a_printed_sheet_gives_the_seed_and_the_page_not_a_command(site, paper):
    """Every sample sheet on paper: no ``python -m generator …`` (a person holding paper cannot run it), and the way
    back instead: the seed to type into the page, and the page's address with the seed."""
    checked = 0
    for gid, folder, args in sample_sheets():
        kind = b.sheet_kind(gid)
        pdf = site / gid / folder / kind.file_name(b.setup_sheet(gid, args), paper)
        text = text_of(pdf)
        assert "-m generator" not in text and "command line" not in text, (pdf.name, text[:300])
        assert re.search(rf"\bseed {args['seed']}\b", text), (pdf.name, "the seed to type into the page")
        assert "any copy of Tablero" in text, pdf.name
        assert kind.permalink("", b.setup_sheet(gid, args)) in text.replace(" ", ""), (pdf.name, "the page's address")
        checked += 1
    assert checked >= 7


@pytest.mark.parametrize("paper", list(SIZES))
def test_the_coup_sheets_open_page_prints_its_tables_at_twelve_points_and_uses_the_page(site, paper):
    """Page 1 of the coup setup sheet lies open on the table and is read from a seat: its tables' words (a space's
    name, a seat, an office) print at 12 pt, measured against the page number's line, set at 8 pt (they were 8 pt,
    then 10 pt with 40 % of the page empty), and every sample's page 1 is used below its middle: its ink runs past
    70 % of the page's height (it stopped at 55-59 %)."""
    from test_print import filled, junta_sheet_pdf, word_heights
    for args in b.sheet_kind("junta").samples:
        pdf = junta_sheet_pdf(site, paper, args)
        heights = word_heights(pdf, 1)
        footer = next(h for h, w in heights if w == "Tablero")
        for word in ("Presidential", "Infantry", "Armor", "Gunboat"):         # words of the tables only
            size = [round(h / footer * 8, 1) for h, w in heights if w == word]
            assert size and min(size) >= 11.8, (args, word, size)
        assert filled(pdf, 1) > 0.7, (args, paper, filled(pdf, 1))


def test_the_most_a_coup_deals_still_fits_page_one_at_twelve_points():
    """Seven seats and eleven rows of units on the map (seed 398), the most a coup deals: at 12 pt its tables
    still end on page 1, on both papers (three pages: the tables, the city, the slips)."""
    import io
    import tempfile
    from pypdf import PdfReader
    from generator import content_cache
    from test_print import filled, word_heights
    ctx = b.gather(content_cache.load("junta"), None, pages=False)
    sheet = b.setup_sheet("junta", {"seed": 398, "players": 7})
    assert len(sheet["units"]) == 11 and len(sheet["rows"]) == 7
    for paper in ("A4", "letter"):
        data = b.sheet_pdf(ctx, sheet, paper)
        assert len(PdfReader(io.BytesIO(data)).pages) == 3, paper
        with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
            f.write(data)
            f.flush()
            heights = word_heights(f.name, 1)
            footer = next(h for h, w in heights if w == "Tablero")
            assert min(round(h / footer * 8, 1) for h, w in heights if w == "Infantry") >= 11.8, paper
            assert filled(f.name, 1) < 0.93, (paper, filled(f.name, 1))


@pytest.mark.parametrize("seed", [4444, 4])
def test_a_seven_seat_coup_with_a_casualty_still_fits_page_one(seed):
    """Seven seats, one of them dead before the coup, and the most units a coup deals (11 rows on the map, 4 off it):
    seed 4444 (the Cousin moves for the Air Force Commander) and seed 4 (for the Minister of Internal Security, the
    longest office). The seat's fate and the Cousin's offices stood in a column of their own, seven lines deep, and
    pushed the last rows of page 1 onto a page of their own (four pages): they now take the offices' cell too. Three
    pages on both papers, no word of page 1 under 7 pt, the casualty's words at the tables' 12 pt."""
    import io
    import tempfile
    from pypdf import PdfReader
    from generator import content_cache
    from test_print import word_heights
    ctx = b.gather(content_cache.load("junta"), None, pages=False)
    sheet = b.setup_sheet("junta", {"seed": seed, "players": 7, "casualties": True})
    dead = [r for r in sheet["rows"] if r["status"] != "active"]
    assert [r["status"] for r in dead] == ["dead"] and len(sheet["units"]) == 11 and len(sheet["offboard"]) == 4
    assert dead[0]["cousin"] == [{4444: "Air Force Commander", 4: "Minister of Internal Security"}[seed]]
    for paper in ("A4", "letter"):
        data = b.sheet_pdf(ctx, sheet, paper)
        reader = PdfReader(io.BytesIO(data))
        assert len(reader.pages) == 3, paper
        assert "Off the map until called in" in reader.pages[0].extract_text(), paper
        with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
            f.write(data)
            f.flush()
            heights = word_heights(f.name, 1)
        footer = next(h for h, w in heights if w == "Tablero")
        assert min(round(h / footer * 8, 1) for h, _ in heights) >= 7, paper
        assert min(round(h / footer * 8, 1) for h, w in heights if w in ("Dead", "Cousin", "Commander")) >= 11.8


@pytest.mark.parametrize("paper", list(SIZES))
def test_paraguays_open_page_prints_as_large_as_its_stacks_let_it(site, paper):
    """The setup sheet's page 1 (the open tables) was sized for the most stacks a set-up deals (about 100, at 7.5 pt)
    and left a third of the page empty for the sample's 86 rows: its tables now print at 9 pt, and its ink runs past
    75 % of the page (it stopped at 64-68 %)."""
    from test_print import filled, word_heights
    args = b.sheet_kind("paraguay").samples[0]
    pdf = site / "paraguay" / "setup" / b.sheet_kind("paraguay").file_name(b.setup_sheet("paraguay", args), paper)
    heights = word_heights(pdf, 1)
    footer = next(h for h, w in heights if w == "Tablero")
    sizes = [round(h / footer * 8, 1) for h, w in heights if w == "infantry"]
    assert sizes and min(sizes) >= 8.8, sizes
    assert filled(pdf, 1) > 0.75, filled(pdf, 1)


@pytest.mark.parametrize("paper", list(SIZES))
def test_guerillas_deal_sheet_prints_its_pile_as_large_as_its_length_lets_it(site, paper):
    """The deal sheet's page 1 set the draw pile at 8 pt, for the longest pile (100 cards, three players), and left a
    quarter of the page empty: a sample's pile (92 or 84 cards) now prints at 9 pt or more, its ink past 80 % of the
    page (it stopped at 75-81 %). Its words measure 0.91 of their size against the page number's line (8 pt
    measured 7.3), so 9 pt reads 8.2."""
    from test_print import filled, word_heights
    kind = b.sheet_kind("guerilla")
    for args in kind.samples:
        pdf = site / "guerilla" / "deal" / kind.file_name(b.setup_sheet("guerilla", args), paper)
        heights = word_heights(pdf, 1)
        footer = next(h for h, w in heights if w == "Tablero")
        sizes = [round(h / footer * 8, 1) for h, w in heights if w in ("Ambush", "Informant", "Assassin")]
        assert sizes and min(sizes) >= 8.1, (args, sizes)
        assert filled(pdf, 1) > 0.8, (args, filled(pdf, 1))


@pytest.mark.parametrize("paper", list(SIZES))
def test_the_solo_opponent_names_itself_at_each_pages_foot(site, paper):
    """The printed solo opponent is not a player aid: its pages' foot says what it is (it read "Tablero player aid")."""
    from pypdf import PdfReader
    checked = 0
    for gid in ("uruguay", "junta", "guerilla", "paraguay"):
        pdf = site / gid / "print" / f"computer-{paper}.pdf"
        pages = PdfReader(pdf).pages
        for n, page in enumerate(pages, 1):
            text = "".join(page.extract_text().split())          # (pypdf spaces some kerned pairs: "T ablero")
            assert f"Tablerosoloopponent·page{n}of{len(pages)}" in text and "playeraid" not in text, (gid, n)
        checked += 1
    assert checked == 4


@pytest.mark.parametrize("paper", list(SIZES))
def test_the_deck_sheet_sets_out_the_start_as_a_table(site, paper):
    """The Uruguay sheet's first page gives the map at the start as a table, a column for each kind of piece: each
    count printed under its column's head (it was a list of sentences, "Villa del Cerro (Urban, value 1): 1 Police,
    2 Underground Cells, 1 Safe House"), and the totals to check the map against."""
    import subprocess
    pdf = site / "uruguay" / "deck" / f"setup-sheet-seed-1968-{paper}.pdf"
    out = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True, text=True,
                         check=True).stdout
    words = [(float(x0), float(y0), float(x1), w) for x0, y0, x1, w in
             re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)</word>', out)]
    villa = next(y for _, y, _, w in words if w == "Villa")
    heads = {}          # the left half's heads: the line just above Villa del Cerro's row, leftmost first
    for x0, y, x1, w in sorted(words, reverse=True):
        if w in ("Police", "Cells", "Houses") and villa - 15 < y < villa:
            heads[w] = (x0, x1)
    assert set(heads) == {"Police", "Cells", "Houses"}, "the table's heads"
    line = [(x0, x1, w) for x0, y, x1, w in words if abs(y - villa) < 1.5 and w.isdigit()]
    centre = {w: None for w in heads}
    for head, (h0, h1) in heads.items():
        centre[head] = [w for x0, x1, w in line if h0 - 3 <= (x0 + x1) / 2 <= h1 + 3]
    # Villa del Cerro: 1 Police, 2 Underground Cells, 1 Safe House, each under its head
    assert centre == {"Police": ["1"], "Cells": ["2"], "Houses": ["1"]}, (centre, line)
    text = text_of(pdf)
    assert "On the map at the start: 16 Police, 9 Underground Cells, 3 Safe Houses" in text
