"""A game's hub page on a phone (the walk of issue 27): its board opens at a size its smallest text can be read at
(11 CSS px and more, with zoom and pan, as in the sandbox: map-zoom.mjs), and its caption is shown whole, not cut
to two lines ending in "…" (Uruguay's map was drawn at 5 px; Paraguay's caption lost how to zoom). On a desk the
same board is drawn whole at a readable size, and then it offers no zoom or pan buttons, whatever the game: the rule
is the shared map-zoom.mjs's, not a game's stylesheet's."""

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



# the words of the hub's board that the part of the picture on screen cuts across at its top or its foot (a word
# beside the part on screen, left or right of it, is not in view at all): each text chosen by ``sel`` whose words
# match the pattern ``words``, by the box of its ink, from its baseline up ``up`` em and down ``down`` em
CUT_WORDS = """([sel, words, up, down]) => {
  const svg = document.querySelector('figure.board > svg');
  const s = svg.getBoundingClientRect(), cs = getComputedStyle(svg);
  const T = s.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
  const B = s.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
  const L = Math.max(0, s.left), R = Math.min(innerWidth, s.right);
  const cut = [];
  for (const t of svg.querySelectorAll(sel)) {
    if (!new RegExp(words).test(t.textContent)) continue;
    const m = t.getScreenCTM(), em = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    const base = new DOMPoint(Number(t.getAttribute('x')), Number(t.getAttribute('y'))).matrixTransform(m).y;
    const r = t.getBoundingClientRect();
    const [top, foot] = [base - up * em, base + down * em];
    if (r.right <= L + 1 || r.left >= R - 1) continue;
    if ((top < T - 0.5 && foot > T + 0.5) || (top < B - 0.5 && foot > B + 0.5)) {
      cut.push(`${t.textContent.slice(0, 40)}: ${Math.round(top - T)}..${Math.round(foot - T)} px from the top, `
               + `${Math.round(B - T)} px shown`);
    }
  }
  return cut;
}"""


def _hub_on_a_phone(browser, site_url, game):
    context, page, errors = open_on(browser, f"{site_url}{game}/index.html", PHONE, "figure.board")
    page.evaluate("document.querySelector('figure.board').scrollIntoView()")
    page.wait_for_function("() => document.querySelector('figure.board').dataset.zoom", timeout=T)
    page.wait_for_timeout(300)
    return context, page, errors


def test_guerillas_hub_board_on_a_phone_shows_the_rounds_heading_whole_or_not_at_all(browser, site_url):
    """Before, at 390 px the hub's table opened with "Round 1 · dealer Player 1 · turn of Player 1" cut in two at the
    view's top (its upper half above it). The heading and the phase track under it (A Withdrawal ... F Draw) are
    marked for the view (data-whole): each whole in view or out of it."""
    context, page, errors = _hub_on_a_phone(browser, site_url, "guerilla")
    assert page.evaluate("document.querySelector('figure.board').dataset.zoom") != "1.00"   # a zoomed view
    assert page.evaluate(CUT_WORDS, ["text", "^Round ", 0.93, 0.24]) == []
    track = "^([A-F]|Withdrawal|Attack|Deployment|Trade|Discard|Draw)$"
    assert page.evaluate(CUT_WORDS, ["text", track, 0.93, 0.24]) == []
    assert errors == []
    context.close()


def test_paraguays_hub_board_on_a_phone_slices_no_row_of_hex_numbers(browser, site_url):
    """Before, at 390 px the hub's map opened with its top edge through a row of hex numbers (1816, 2016, 2216: their
    lower halves under the edge). The rows are marked for the view (data-line): a view's top and foot fall between
    them. The digits' ink is 0.73 em tall on the baseline."""
    context, page, errors = _hub_on_a_phone(browser, site_url, "paraguay")
    assert page.evaluate("document.querySelector('figure.board').dataset.zoom") != "1.00"
    assert page.evaluate(CUT_WORDS, [".hex-ids text", "", 0.73, 0]) == []
    assert errors == []
    context.close()


SCROLL = """() => ({ y: Math.round(scrollY), zoom: document.querySelector('figure.board').dataset.zoom,
  bar: !document.querySelector('figure.board > .map-zoom').hidden })"""


@pytest.mark.parametrize("game", GAMES)
def test_the_wheel_over_a_hub_board_without_a_bar_scrolls_the_page_and_ctrl_wheel_zooms(browser, site_url, game):
    """On a desk the hub's board is drawn whole and readable, with no zoom bar, yet the mouse wheel over it
    zoomed it instead of scrolling the page. Now the wheel scrolls the page; a pinch on a touchpad (the wheel with
    ctrl) still zooms it, and the bar comes back."""
    context, page, errors = open_on(browser, f"{site_url}{game}/index.html", DESK, "figure.board > svg")
    page.evaluate("document.querySelector('figure.board').scrollIntoView({ block: 'center' })")
    page.wait_for_function("() => document.querySelector('figure.board').dataset.zoom", timeout=T)
    page.evaluate("scrollTo(0, Math.max(0, scrollY - 150))")        # room to scroll down
    before = page.evaluate(SCROLL)
    assert before["zoom"] == "1.00" and not before["bar"], before
    box = page.locator("figure.board > svg").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, max(box["y"], 0) + 60)
    page.mouse.wheel(0, 120)
    page.wait_for_function(f"() => Math.round(scrollY) !== {before['y']}", timeout=5_000)
    after = page.evaluate(SCROLL)
    assert after["y"] > before["y"] and after["zoom"] == "1.00" and not after["bar"], (before, after)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -120)
    page.keyboard.up("Control")
    page.wait_for_function("() => Number(document.querySelector('figure.board').dataset.zoom) > 1", timeout=5_000)
    assert page.evaluate(SCROLL)["bar"]
    assert errors == []
    context.close()
