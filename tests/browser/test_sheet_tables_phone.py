"""A setup sheet's tables on a phone (the walk of issue 27): every cell of Junta's coup sheet lies inside the 390 px
screen. Its players table was 430 px wide (each office kept on one line), so the Politics cards column sat off to
the right of a box that had to be scrolled sideways, and the offices looked cut."""

import pytest

from screens import PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000
# a cell past the screen's edge, or past its own table's box (a table scrolls sideways in its box on a phone: a
# cell out there is cut off at the box's edge though it lies inside the screen)
PAST = """() => [...document.querySelectorAll('.coup-sheet td, .coup-sheet th')].filter((c) => {
  const r = c.getBoundingClientRect(), t = c.closest('table').getBoundingClientRect();
  return r.width && (r.right > innerWidth || r.right > t.right + 0.5); }).map((c) => c.textContent.trim())"""

# a seat's name, or a word of an office, set on more than one line (its text's boxes at more than one height)
LINES = """(c) => { const r = document.createRange(); r.selectNodeContents(c);
  return new Set([...r.getClientRects()].filter((b) => b.width > 1).map((b) => Math.round(b.top))).size; }"""
BROKEN = f"""() => [...document.querySelectorAll('.coup-sheet [data-f="name"], .coup-sheet td[data-f="owner"]')]
  .filter((c) => c.textContent.trim() && ({LINES})(c) > 1).map((c) => c.textContent.trim())"""
SPLIT = f"""() => [...document.querySelectorAll('.coup-sheet .office')].filter((o) => o.textContent.trim()).flatMap((o) => {{
  const words = o.textContent.trim().split(/\\s+/), r = document.createRange(), t = o.firstChild;
  let at = o.textContent.indexOf(words[0]);
  return words.filter((w) => {{ const i = o.textContent.indexOf(w, at); at = i + w.length; if (!t || t.nodeType !== 3) return false;
    r.setStart(t, i); r.setEnd(t, i + w.length);
    return new Set([...r.getClientRects()].filter((b) => b.width > 1).map((b) => Math.round(b.top))).size > 1; }}); }})"""


# seed 4444 with 7 players and casualties deals a seat dead before the coup (its fate across the offices' cell) and
# the Before the coup column: with it the Politics cards column ran past the screen's edge (walk of this session)
@pytest.mark.parametrize("query", ["seed=77&players=3", "seed=77&players=7", "seed=4444&players=7&casualties=yes"])
def test_the_coup_sheet_tables_fit_a_phone(browser, site_url, query):
    context, page, errors = open_on(browser, f"{site_url}junta/scenario/index.html?{query}", PHONE,
                                    ".coup-sheet:not([hidden]) table.players tbody tr", T)
    if "casualties" in query:
        assert page.locator(".coup-sheet table.players.has-casualties td[colspan='2']").count() == 1
    assert page.evaluate(PAST) == []
    assert page.evaluate(BROKEN) == []           # "Player / 1" broke over two lines in the units tables
    assert page.evaluate(SPLIT) == []            # and "Commande / r" in the offices
    assert errors == []
    context.close()
