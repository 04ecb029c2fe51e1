"""An edge of the learning pages in real Chromium (a walk of the pages, issue 27): the examples index keeps the phone's
width for its words instead of a list indent. (Guerilla's still table without zoom buttons on a desk is now every
game's hub board's rule: test_hub_boards.)"""

import pytest

from screens import PHONE, open_on

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

