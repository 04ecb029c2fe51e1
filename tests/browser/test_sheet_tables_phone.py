"""A setup sheet's tables on a phone (the walk of issue 27): every cell of Junta's coup sheet lies inside the 390 px
screen. Its players table was 430 px wide (each office kept on one line), so the Politics cards column sat off to
the right of a box that had to be scrolled sideways, and the offices looked cut."""

import pytest

from screens import DESK, PHONE, open_on

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
# the Before the coup column: with it the Politics cards column ran past the screen's edge
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


# the players table's text as the page holds it (a copy, a search) and as a screen reader names its headings
HEADS = """() => [...document.querySelectorAll('.coup-sheet table.players thead th')].map((h) => h.textContent.trim())"""
# each active seat's "Before the coup" cell: its text, the words drawn in its place, whether they are set on one line
# and fit the cell
ACTIVE = """() => [...document.querySelectorAll('.coup-sheet table.players td[data-f="status"]:not([colspan])')].map((c) => {
  const after = getComputedStyle(c, '::after').content;
  return { text: c.textContent.trim(), drawn: after === 'none' || after === 'normal' ? c.innerText.trim()
    : JSON.parse(after), oneLine: getComputedStyle(c).whiteSpace === 'nowrap' || ({LINES})(c) === 1,
    fits: c.scrollWidth <= c.clientWidth }; })""".replace("{LINES}", LINES)


# how many lines the Before the coup heading takes (its short words, drawn after their hidden span, included)
BEFORE_LINES = f"""() => ({LINES})(document.querySelector('.coup-sheet table.players th.casualty'))"""


@pytest.mark.parametrize("screen", ["390", "1280"])
def test_the_players_table_says_each_heading_once_and_in_the_coup_on_one_line(browser, site_url, screen):
    """Before: the Politics cards heading read "Politics cardsCards" to anything reading the page's text (the
    phone's short heading was a hidden span: a screen reader and a copy got both). Now the page's text says it once
    in every width, the phone's short word drawn in its place; a screen reader names the heading with the words
    shown. And on a phone "In the coup" ran over two lines: the phone says "In play", on one line; the heading
    "Before the coup (1.3)" ran over three: the phone says "Before (1.3)", in two at most, its rule still a link."""
    context, page, errors = open_on(browser, f"{site_url}junta/scenario/index.html?seed=4444&players=7&casualties=yes",
                                    PHONE if screen == "390" else DESK,
                                    ".coup-sheet:not([hidden]) table.players tbody tr", T)
    assert page.evaluate(HEADS) == ["Seat", "Offices", "Before the coup (1.3)", "Politics cards"]
    shown = "Cards" if screen == "390" else "Politics cards"
    heading = page.locator(".coup-sheet table.players").get_by_role("columnheader", name=shown, exact=True)
    assert heading.count() == 1
    before = "Before (1.3)" if screen == "390" else "Before the coup (1.3)"
    assert page.locator(".coup-sheet table.players").get_by_role("columnheader", name=before, exact=True).count() == 1
    link = page.locator(".coup-sheet table.players th.casualty a.ruleref")
    assert link.inner_text() == "1.3" and link.get_attribute("href").endswith("#1.3")
    assert page.evaluate(BEFORE_LINES) <= (2 if screen == "390" else 1)    # it ran over three lines on a phone
    cells = page.evaluate(ACTIVE)
    assert len(cells) == 6 and all(c["text"] == "In the coup" for c in cells), cells
    assert all(c["drawn"] == ("In play" if screen == "390" else "In the coup") for c in cells), cells
    if screen == "390":
        assert all(c["oneLine"] and c["fits"] for c in cells), cells
    assert page.evaluate(PAST) == []
    assert errors == []
    context.close()
