"""The browser's print of a packet's private slips: every slip's secret half holds all its lines inside its box
(above the dashed cut line), at every player count, on A4 and on US Letter (walk4: at 5 players a slip with two
Politics cards ran onto the cut line, page 4 of the A4 print)."""

import json
import subprocess
import sys

import pytest

from generator.build import ROOT

pytestmark = pytest.mark.browser
T = 120_000

# (players, event seed): one table whose fullest slip is the fullest of event seeds 0-399 at that count (most
# cards, then the longest cards and offices; /tmp search of the pack3 branch, engine.packet with 1 table)
FULLEST = [(2, 66), (3, 59), (4, 20), (5, 4), (6, 213), (7, 59)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("players, event_seed", FULLEST)
def test_every_printed_slip_holds_its_secret_inside_its_cut_lines(watched, site_url, tmp_path, paper, players,
                                                                   event_seed):
    cli = json.loads(subprocess.run([sys.executable, "-m", "generator", "packet", "junta", "--event-seed",
                                     str(event_seed), "--tables", "1", "--players", str(players), "--json"],
                                    cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    page = watched.page
    page.goto(f"{site_url}junta/packet/index.html?event_seed={event_seed}&tables=1&players={players}&paper={paper}")
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
    # the cover, the table's sheet (2 pages), its slips: on one page up to 6 players, 7 take two pages
    assert len(PdfReader(pdf).pages) == (4 if players <= 6 else 5)
    assert watched.errors == []
