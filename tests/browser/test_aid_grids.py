"""The player aids' grids of figures on a screen (the walk of 2026-12-06): at a desk Paraguay's Combat Results Table
scrolled inside its column, its 6:1 column out of sight until scrolled. At 1280 and 1024 px every grid of every aid
(the CRT, Attrition, Run the Guns, the counters, the fortresses) shows whole, every column inside the table's box and
the screen; on a phone a grid may scroll in its own box, and then a line above it says so."""

import pytest

from screens import PHONE, SMALL_WORDS, open_on

pytestmark = pytest.mark.browser

AIDS = ["paraguay/print/aid-combat.html", "paraguay/print/aid-attrition-supply.html",
        "paraguay/print/aid-movement.html", "paraguay/print/aid-turn-sequence.html", "guerilla/print/aid-guerilla.html",
        "junta/print/aid-coup.html", "uruguay/print/aid-government.html", "uruguay/print/aid-tupamaros.html",
        "uruguay/print/aid-propaganda.html"]
GRIDS = "table.aid-table:is(.crt, .attrition, .guns, .pieces, .forts)"
# each grid: whether it scrolls in its box, whether a cell of it lies past its box or the screen, and the hint over it
SEEN = """(sel) => [...document.querySelectorAll(sel)].map((t) => {
  const box = t.getBoundingClientRect();
  const cells = [...t.querySelectorAll('th, td')].map((c) => c.getBoundingClientRect()).filter((r) => r.width);
  const hint = t.closest('.aid-sec') && t.closest('.aid-sec').querySelector('.scroll-hint');
  return { cls: t.className, scrolls: t.scrollWidth > t.clientWidth + 1,
           past: cells.filter((r) => r.right > box.right + 1 || r.right > innerWidth + 1).length,
           hint: !!hint && hint.getClientRects().length > 0 && hint.textContent.trim() };
})"""


@pytest.mark.parametrize("width", [1280, 1024])
def test_at_a_desk_every_grid_of_an_aid_shows_whole(browser, site_url, width):
    for aid in AIDS:
        context, page, errors = open_on(browser, f"{site_url}{aid}", {"viewport": {"width": width, "height": 800}},
                                        "table.aid-table")
        grids = page.evaluate(SEEN, GRIDS)
        if aid.endswith("aid-combat.html"):
            assert [g for g in grids if "crt" in g["cls"]], grids
        assert [g for g in grids if g["scrolls"] or g["past"]] == [], (aid, width, grids)
        assert not [g for g in grids if g["hint"]], (aid, grids)           # nothing to scroll, nothing to say
        assert errors == []
        context.close()


@pytest.mark.parametrize("aid", AIDS)
def test_on_a_phone_a_grid_scrolls_only_in_its_box_and_says_so(browser, site_url, aid):
    context, page, errors = open_on(browser, f"{site_url}{aid}", PHONE, "table.aid-table")
    for g in page.evaluate(SEEN, GRIDS):
        assert not g["scrolls"] or g["hint"], (aid, g)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []
    context.close()


def test_an_aids_web_page_reads_at_12px_or_more_on_a_phone(browser, site_url):
    """An aid (and the computer's solo aid) opened as a web page on a phone: every word 12 px or more. The line under
    the title kept its printed 7.8 pt, 10.4 px on screen (the walk of 2026-12-07)."""
    small = {}
    for aid in AIDS + [f"{g}/print/computer.html" for g in ("uruguay", "junta", "guerilla", "paraguay")]:
        context, page, errors = open_on(browser, f"{site_url}{aid}", PHONE, "body.aid")
        found = page.evaluate(SMALL_WORDS)
        if found:
            small[aid] = found
        assert errors == []
        context.close()
    assert small == {}
