"""Two edges of the learning pages in real Chromium (polish6's walk, issue 27): the examples index keeps the
phone's width for its words instead of a list indent, and Guerilla's still picture of a table carries no zoom
controls."""

import pytest

from screens import DESK, PHONE, open_on

pytestmark = pytest.mark.browser
GAMES = ("uruguay", "junta", "guerilla", "paraguay")

# the left edges of the page's heading and of each example's title and summary, in CSS px
EDGES = """() => {
  const h1 = document.querySelector('main h1').getBoundingClientRect();
  const items = [...document.querySelectorAll('.example-list li')].map((li) => {
    const a = li.querySelector('a').getBoundingClientRect(), s = li.querySelector('.meta:last-child');
    return [a.left, s ? s.getBoundingClientRect().left : a.left];
  });
  return { h1: h1.left, items, width: innerWidth };
}"""


@pytest.mark.parametrize("gid", GAMES)
def test_the_examples_index_spends_a_phones_width_on_its_words(browser, site_url, gid):
    """walk: the list's indent took 40 of 390 px from every title and summary (uruguay-examples-390-00)."""
    context, page, errors = open_on(browser, f"{site_url}{gid}/examples/index.html", PHONE, ".example-list li")
    edges = page.evaluate(EDGES)
    context.close()
    assert len(edges["items"]) >= 3 and errors == []
    assert [left for item in edges["items"] for left in item if left - edges["h1"] > 4] == []


def test_guerillas_still_table_has_no_zoom_controls_on_a_desk(browser, site_url):
    """walk: the landing page's picture of a table showed +, −, Whole board and pan buttons
    (guerilla-landing-1280-01), though the table is shown whole. (On a phone they stay: there it opens zoomed to
    readable text, test_hub_boards.)"""
    context, page, errors = open_on(browser, f"{site_url}guerilla/index.html", DESK, "figure.board.still svg")
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)
    state = page.evaluate("""() => { const f = document.querySelector('figure.board.still');
        return { controls: [...f.querySelectorAll('.map-zoom, button')].filter((e) => e.getClientRects().length).length,
                 whole: f.dataset.whole, svgWidth: f.querySelector('svg').getBoundingClientRect().width,
                 figWidth: f.getBoundingClientRect().width }; }""")
    context.close()
    assert errors == []
    assert state["controls"] == 0
    assert state["svgWidth"] > 0.9 * state["figWidth"]          # the whole table, drawn across the figure
