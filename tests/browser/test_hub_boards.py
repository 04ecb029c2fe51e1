"""A game's hub page on a phone (the walk of issue 27): its board opens at a size its smallest text can be read at
(11 CSS px and more, with zoom and pan, as in the sandbox: map-zoom.mjs), and its caption is shown whole, not cut
to two lines ending in "…" (Uruguay's map was drawn at 5 px; Paraguay's caption lost how to zoom)."""

import pytest

from screens import PHONE, open_on
from test_phones import SMALLEST

pytestmark = pytest.mark.browser
T = 120_000
GAMES = ["guerilla", "junta", "paraguay", "uruguay"]

CUT = """() => { const c = document.querySelector('figure.board figcaption');
  return { cut: c.scrollHeight > c.clientHeight + 1 || getComputedStyle(c).webkitLineClamp !== 'none',
           text: c.textContent.slice(0, 60) }; }"""


@pytest.mark.parametrize("game", GAMES)
def test_a_hub_board_on_a_phone_is_readable_and_its_caption_whole(browser, site_url, game):
    context, page, errors = open_on(browser, f"{site_url}{game}/index.html", PHONE, "figure.board")
    page.evaluate("document.querySelector('figure.board').scrollIntoView()")
    page.wait_for_selector("figure.board > .map-zoom", timeout=T)
    page.wait_for_function("() => document.querySelector('figure.board').dataset.zoom", timeout=T)
    small = page.evaluate(SMALLEST, "figure.board")
    assert small["px"] >= 11, small
    assert small["page"] <= 390, small
    assert not page.evaluate(CUT)["cut"], page.evaluate(CUT)
    assert errors == []
    context.close()

