"""Printed pages that are cut up or run at the table fill their paper at a size read in the hand: Junta's private
slips (the coup sheet's last page) and the printed solo opponents' columns, checked on the laid-out boxes
(WeasyPrint's) and on the ink of the page, A4 and US Letter."""

import io
import re
import subprocess

import pytest
from pypdf import PdfReader

from generator import build as b
from generator import computer
from generator import content
from generator import content_cache
from generator import render as render_mod
from generator.pdf import PAPERS, render_pdf

from test_aids_fill import DPI, page_fill

PT = 0.75                   # a CSS px in pt
# an aid's body type (aid.css, html's font-size): what a slip held in the hand prints at, at least
AID_PT = float(re.search(r"html \{[^}]*font-size: ([\d.]+)pt", (b.STATIC / "css" / "aid.css").read_text()).group(1))
SHEET_MARGINS = (13, 14, 12)          # print.css @page margins, mm: top, bottom, sides
# per table size, the seed whose slips hold the most (offices and cards, by their words) among the first 3,000
FULLEST = {2: 19, 3: 7, 4: 152, 5: 60, 6: 444, 7: 19}


def boxes(box, match):
    """Every box under ``box`` (itself included) for which ``match(box)`` holds, in document order."""
    found = [box] if match(box) else []
    for child in getattr(box, "children", ()):
        found += boxes(child, match)
    return found


def classed(name):
    return lambda box: name in ((getattr(box, "element", None) is not None and box.element.get("class")) or
                                "").split() and getattr(box, "pseudo_type", None) is None


def texts(box):
    return boxes(box, lambda x: type(x).__name__ == "TextBox" and x.text.strip())


@pytest.fixture(scope="module")
def junta():
    return b.gather(content_cache.load("junta"), None, pages=False)


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("players", sorted(FULLEST))
def test_the_private_slips_fill_their_page_in_type_read_in_the_hand(junta, tmp_path, players, paper):
    """The coup sheet's slips (page 3, cut apart and held): every word of a slip at an aid's body size or more (its
    offices printed at 8 pt, its cards at 8.5), every slip inside its dashed cut line on all four sides, nothing
    running past it, and the slips using the page: ink in both halves of it down to 85 % of the printable height
    (the slips of a 7-player coup stopped at half the page, of 3 players at 40 %). The fullest slips dealt to each
    table size, so the largest type that fits the most words is checked."""
    sheet = b.setup_sheet("junta", {"seed": FULLEST[players], "players": players})
    html = b.render_sheet_html(render_mod.environment(), junta, sheet, PAPERS[paper])
    laid = []
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(render_pdf(html, base_url=b.STATIC.as_uri() + "/",
                               layout=lambda render: laid.append(render(html)) or laid[-1]))
    assert len(PdfReader(pdf).pages) == 3, (players, paper)
    slips = [(n, s) for n, page in enumerate(laid[0].pages) for s in boxes(page._page_box, classed("private-slip"))]
    assert len(slips) == players and {n for n, _ in slips} == {2}, (players, paper, [n for n, _ in slips])
    for _, slip in slips:
        seat = slip.element.get("data-seat")
        words = texts(slip)
        small = sorted({round(t.style["font_size"] * PT, 1) for t in words if t.style["font_size"] * PT < AID_PT})
        assert not small, (players, paper, seat, small)
        for side in ("top", "right", "bottom", "left"):
            assert slip.style[f"border_{side}_style"] == "dashed" and slip.style[f"border_{side}_width"] > 0, side
        inner_bottom = slip.position_y + slip.margin_top + slip.border_height() - slip.border_bottom_width
        inner_right = slip.position_x + slip.margin_left + slip.border_width() - slip.border_right_width
        for t in words:
            assert t.position_y + t.height <= inner_bottom + 0.01, (players, paper, seat, "runs past its foot", t.text)
            assert t.position_x + t.width <= inner_right + 0.01, (players, paper, seat, "runs past its side", t.text)
    stem = tmp_path / "slips"
    subprocess.run(["pdftoppm", "-png", "-r", str(DPI), "-f", "3", "-l", "3", "-singlefile", str(pdf), str(stem)],
                   check=True)
    left, right = page_fill(f"{stem}.png", SHEET_MARGINS)
    assert min(left, right) >= 0.85, (players, paper, f"filled {left:.0%} / {right:.0%}")


def solo_games():
    return sorted(p.parent.name for p in content.CONTENT_DIR.glob("*/computer.yaml"))


def laid_solo(gid, paper):
    """The printed solo opponent of ``gid`` on ``paper`` as the build lays it out (computer.print_aid): its
    WeasyPrint document."""
    ctx = b.gather(content.load(games=(gid,)), None, pages=False)
    doc, game, env = ctx["learn"][gid]["computer"], ctx["by_id"][gid], render_mod.environment()
    css_dir = (b.STATIC / "css").as_uri() + "/"

    def html_of(d):
        return computer.aid_html(env, d, game, PAPERS[paper], css_dir)
    laid = []
    render_pdf(html_of(doc), base_url=b.STATIC.as_uri() + "/",
               layout=lambda render: laid.append(computer.lay_out(render, doc, html_of)) or laid[-1])
    return laid[0]


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("gid", solo_games())
def test_a_solo_opponents_numbers_stay_in_their_boxes_and_its_last_page_uses_both_columns(gid, paper):
    """Every step's number prints inside its box (a two-digit number, 10. and on, stood over the box's left line:
    Uruguay's Tupamaros box, Guerilla's and Paraguay's long lists); and the last page does not leave its second
    column empty while its first holds two boxes or more (Guerilla's page 2 printed boxes 3 and 4 one under the
    other, its right column blank): they share the columns, in order of their numbers."""
    document = laid_solo(gid, paper)
    for n, page in enumerate(document.pages, 1):
        for sec in boxes(page._page_box, lambda x: getattr(x, "element_tag", None) == "section"):
            left = sec.position_x + sec.margin_left + sec.border_left_width
            for t in texts(sec):
                if t.element_tag.endswith("::marker"):
                    assert t.position_x >= left, (gid, paper, n, sec.element.get("id"), t.text, left - t.position_x)
    # the last page's columns, a second one that WeasyPrint laid out empty (it makes no box for it) as empty
    columns = [parts for page, _, _, parts in computer._columns(document) if page == len(document.pages) - 1]
    columns += [[]] * (2 - len(columns))
    assert not (len(columns[0]) >= 2 and not columns[1]), (gid, paper, [p["id"] for p in columns[0]])
