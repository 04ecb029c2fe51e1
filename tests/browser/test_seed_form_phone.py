"""The seed forms on a phone (the walk of issue 27): no label ends a line whose next field is not its own (a label
above its field is fine). At 390 px the Guerilla deal's "Players" label ended the seed's line and its list began
the next, beside "Mercenaries", so a label seemed to name the wrong field; Junta's coup setup and the tournament
packets' "Players at each table" did the same. (Kept whole, a packet's Event title field would widen the page.)"""

import pytest

from screens import PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000
PAGES = {
    "guerilla": "guerilla/deal/index.html?seed=77&players=4",
    "junta": "junta/scenario/index.html?seed=77&players=5",
    "junta-packet": "junta/packet/index.html",
    "guerilla-packet": "guerilla/packet/index.html",
}

APART = """() => [...document.querySelectorAll('form.seed-form label[for]')].map((l) => {
  const own = document.getElementById(l.htmlFor), a = l.getBoundingClientRect(), mid = (a.top + a.bottom) / 2;
  const on = (el) => { const b = el.getBoundingClientRect(); return b.height && mid >= b.top && mid <= b.bottom; };
  const other = [...document.querySelectorAll('form.seed-form input, form.seed-form select')]
    .find((f) => f !== own && on(f));
  return { label: l.textContent.trim(), apart: !on(own) && other ? other.id : null };
}).filter((x) => x.apart)"""


@pytest.mark.parametrize("game", sorted(PAGES))
def test_each_label_of_a_seed_form_is_on_its_fields_line_on_a_phone(browser, site_url, game):
    context, page, errors = open_on(browser, f"{site_url}{PAGES[game]}", PHONE, "form.seed-form")
    assert page.evaluate(APART) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []
    context.close()
