"""A game's hub page on a phone (the walk of issue 27): its board opens at a size its smallest text can be read at
(11 CSS px and more, with zoom and pan, as in the sandbox: map-zoom.mjs), and its caption is shown whole, not cut
to two lines ending in "…" (Uruguay's map was drawn at 5 px; Paraguay's caption lost how to zoom). On a desk the
same board is drawn whole at a readable size, and then it offers no zoom or pan buttons, whatever the game: the rule
is the shared map-zoom.mjs's, not a game's stylesheet's (maps8)."""

import pytest

from screens import DESK, PHONE, open_on
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
    assert page.locator("figure.board > .map-zoom").is_visible()        # opened zoomed: the bar stays
    assert errors == []
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_hub_board_drawn_whole_and_readable_on_a_desk_has_no_zoom_bar_until_zoomed(browser, site_url, game):
    context, page, errors = open_on(browser, f"{site_url}{game}/index.html", DESK, "figure.board > svg")
    page.evaluate("document.querySelector('figure.board').scrollIntoView()")
    page.wait_for_function("() => document.querySelector('figure.board').dataset.zoom", timeout=T)
    state = page.evaluate("""() => { const f = document.querySelector('figure.board');
        return { whole: f.dataset.whole, bars: f.querySelectorAll(':scope > .map-zoom').length,
                 shown: [...f.querySelectorAll('.map-zoom, button')].filter((e) => e.getClientRects().length).length,
                 svgWidth: f.querySelector('svg').getBoundingClientRect().width,
                 figWidth: f.getBoundingClientRect().width }; }""")
    small = page.evaluate(SMALLEST, "figure.board")
    assert state["whole"] == "yes" and small["px"] >= 11, (state, small)
    assert state["svgWidth"] > 0.9 * state["figWidth"], state     # the whole board, across the figure
    assert state["bars"] == 1 and state["shown"] == 0, state       # no zoom or pan buttons shown
    page.focus("figure.board")
    page.keyboard.press("+")                                       # zoomed all the same: the bar comes back
    page.wait_for_function("() => Number(document.querySelector('figure.board').dataset.zoom) > 1", timeout=T)
    assert page.locator("figure.board > .map-zoom").is_visible()
    assert errors == []
    context.close()

