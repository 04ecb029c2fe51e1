"""The browser's print of a packet's private slips: every slip's secret half holds all its lines inside its box
(above the dashed cut line), at every player count, on A4 and on US Letter (before: at 5 players a slip with two
Politics cards ran onto the cut line, page 4 of the A4 print)."""

import json
import subprocess
import sys

import pytest

from generator.build import ROOT
from printed import printed_pages

pytestmark = pytest.mark.browser
T = 120_000

# (game, players, event seed): one table whose fullest slip is the fullest of event seeds 0-399 at that count
# (Junta: most cards, then the longest cards and offices; Guerilla: the longest eight cards; searched with
# engine.packet, one table)
FULLEST = [("junta", 2, 66), ("junta", 3, 59), ("junta", 4, 20), ("junta", 5, 4), ("junta", 6, 213),
           ("junta", 7, 59), ("guerilla", 3, 233), ("guerilla", 4, 108), ("guerilla", 5, 49), ("guerilla", 6, 371)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game, players, event_seed", FULLEST)
def test_every_printed_slip_holds_its_secret_inside_its_cut_lines(watched, site_url, tmp_path, paper, game, players,
                                                                   event_seed):
    cli = json.loads(subprocess.run([sys.executable, "-m", "generator", "packet", game, "--event-seed",
                                     str(event_seed), "--tables", "1", "--players", str(players), "--json"],
                                    cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    page = watched.page
    page.goto(f"{site_url}{game}/packet/index.html?event_seed={event_seed}&tables=1&players={players}&paper={paper}")
    page.wait_for_selector(f"body[data-printable='{cli['fingerprint']}']", state="attached", timeout=T)
    page.emulate_media(media="print")
    # each slip: the lowest line of its secret half against that half's box and the slip's dashed border
    rows = page.locator("#packet-tables .slip").evaluate_all("""els => els.map(s => {
        const half = s.querySelector('.slip-secret'), box = half.getBoundingClientRect();
        const lines = [...half.querySelectorAll('p:not([hidden]), li')].map(e => e.getBoundingClientRect().bottom);
        return [s.dataset.seat, Math.max(...lines) - box.bottom, half.scrollHeight - half.clientHeight,
                s.getBoundingClientRect().bottom - box.bottom]; })""")
    assert len(rows) == players
    over = [(seat, round(past, 1), spill, round(room, 1)) for seat, past, spill, room in rows
            if past > 0.5 or spill > 1 or room < -0.5]         # a line below the half, or the half below the slip
    assert not over, over
    pdf = tmp_path / "slips.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True)
    from pypdf import PdfReader
    # the cover, the table's sheet (Junta: 2 pages, Guerilla: 1), its slips: Junta's six to a page, Guerilla's four
    per_page = 6 if game == "junta" else 4
    assert len(PdfReader(pdf).pages) == 1 + (2 if game == "junta" else 1) + (1 if players <= per_page else 2)
    assert watched.errors == []


@pytest.mark.parametrize("paper, players", [("a4", 4), ("a4", 6), ("letter", 3), ("letter", 4), ("letter", 5),
                                            ("letter", 6)])
def test_browser_print_of_a_guerilla_packet_gives_each_table_two_pages(watched, site_url, tmp_path, paper, players):
    """Each table's deal sheet on one page (its draw pile and the cards set aside under their heading), then its
    slips, four to a page turned sideways: a US Letter print ran every sheet onto a third page holding only
    the 4 set-aside cards, their heading left alone at the foot of the page before (25 pages for 8 tables against
    17 on A4)."""
    pdf = printed_packet(watched.page, site_url, tmp_path, "guerilla",
                         f"event_seed=2026&tables=2&players={players}&paper={paper}")
    import unicodedata
    from pypdf import PdfReader
    reader = PdfReader(pdf)
    pages = [" ".join(unicodedata.normalize("NFKC", p.extract_text()).split()) for p in reader.pages]
    slip_pages = 1 if players <= 4 else 2
    assert len(pages) == 1 + 2 * (1 + slip_pages), [p[:60] for p in pages]
    sideways = [float(p.mediabox.width) > float(p.mediabox.height) for p in reader.pages]
    assert sideways == [False] + 2 * ([False] + [True] * slip_pages), sideways
    # five slips print three and two, none alone on a page of its own (before: four and one)
    per_page = [p.count("Your loyalty marker") for p in pages]
    assert per_page == [0] + 2 * ([0] + ([players] if players <= 4 else [4, 2] if players == 6 else [3, 2])), per_page
    for k in (1, 2 + slip_pages):                      # a table's sheet: the pile's last card and the set-aside
        last = f"{92 - 8 * players}."            # 92 cards less the hands
        assert "Set aside until the refill is done" in pages[k] and last in pages[k] and "Revolution" in pages[k]
    assert watched.errors == []


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_browser_print_of_a_uruguay_packet_keeps_the_shared_diagram_on_its_page(watched, site_url, tmp_path, paper):
    """The page every table shares holds its heading, the start in words and the whole diagram with its tracks
    (before, US Letter: that page held the heading and four lines, the diagram went on to the next page)."""
    pdf = printed_packet(watched.page, site_url, tmp_path, "uruguay", f"event_seed=2026&tables=2&paper={paper}")
    from pypdf import PdfReader
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(pdf).pages]
    assert len(pages) == 1 + 1 + 2, [p[:60] for p in pages]       # the cover, the shared page, a sheet a table
    assert "Setup diagram and tracks at the start" in pages[1] and "Political Will" in pages[1] \
        and "Northern Uruguay" in pages[1] and "Safe House" in pages[1]              # the diagram and its key
    assert smallest_text(pdf)[1][1] >= 7.5, smallest_text(pdf)        # its track numbers and counts legible
    assert watched.errors == []


def printed_packet(page, site_url, tmp_path, game, query):
    """The game's packet page for ``query``, made and printed by Chromium (the page's own paper size): the PDF."""
    page.goto(f"{site_url}{game}/packet/index.html?{query}")
    page.wait_for_selector("body[data-printable]", state="attached", timeout=T)
    page.emulate_media(media="print")
    pdf = tmp_path / f"{game}.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True)
    return pdf


def smallest_text(pdf):
    """Per page of a PDF: (sideways?, smallest text size in pt)."""
    return [(w > h, round(smallest, 2)) for w, h, smallest, _ in printed_pages(pdf)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_browser_print_of_a_junta_packet_turns_the_city_sideways(watched, site_url, tmp_path, paper):
    """A table's city prints on a page turned sideways with its key beside it, as the coup page's own print does,
    so that no word of it is under 7.5 pt (before: district names at 6.5 pt on an upright page)."""
    pdf = printed_packet(watched.page, site_url, tmp_path, "junta", f"event_seed=2026&tables=1&players=5&paper={paper}")
    pages = smallest_text(pdf)
    assert [sideways for sideways, _ in pages] == [False, False, True, False], pages   # cover, sheet, city, slips
    assert pages[2][1] >= 7.5, pages
    from pypdf import PdfReader
    city = " ".join(PdfReader(pdf).pages[2].extract_text().split())
    assert "Harbor" in city and "Casco Viejo" in city and "Infantry" in city       # the whole map and its key
    assert watched.errors == []


@pytest.mark.parametrize("path, ready", [("guerilla/deal/index.html?seed=42&players=4", "#sheet:not([hidden])"),
                                         ("guerilla/packet/index.html?event_seed=5&tables=1", "body[data-printable]")])
def test_long_slips_fit_a_phone_on_screen(watched, site_url, path, ready):
    """The slips printed 126 mm wide on a page turned sideways stay within a 390 px screen, every card shown."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}{path}")
    page.wait_for_selector(ready, state="attached", timeout=T)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    hidden = page.locator(".slip-secret").evaluate_all("els => els.filter(e => e.getClientRects().length)"
                                                       ".map(e => e.scrollHeight - e.clientHeight)")
    assert hidden and max(hidden) <= 1, hidden
    assert watched.errors == []
