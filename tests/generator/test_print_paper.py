"""The printed sheets read as a player holds them (issue 27, print6): the way back to a setup is the seed and the
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
def test_the_coup_sheets_open_page_prints_its_tables_at_ten_points(site, paper):
    """Page 1 of the coup setup sheet lies open on the table and is read from a seat: its tables' words (a space's
    name, a seat, an office) print at 10 pt, measured against the page number's line, set at 8 pt (they were 8 pt,
    under half the page used)."""
    from test_print import junta_sheet_pdf, word_heights
    heights = word_heights(junta_sheet_pdf(site, paper, b.sheet_kind("junta").samples[0]), 1)
    footer = next(h for h, w in heights if w == "Tablero")
    for word in ("Presidential", "Infantry", "Armor", "Politics"):
        size = [round(h / footer * 8, 1) for h, w in heights if w == word]
        assert size and min(size) >= 9.8, (word, size)


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
