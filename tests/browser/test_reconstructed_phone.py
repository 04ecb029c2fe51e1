"""The reconstructed-data pages on a phone (the walk of issue 27): no word of their tables is broken across two lines
("Urba/n", "Sayag/o" and "RECO/NSTRU/CTED" in Uruguay's map table at 390 px, "Govern/ment" in Guerilla's) and no
cell lies past the screen's edge: each row reads as a small card whose cells name their column."""

import pytest

from screens import PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000

# the words (4 letters and more) of the tables' cells that the layout breaks over two lines, and the cells past the edge
BROKEN = """(tables = 'main table.data') => {
  const broken = [], past = [];
  for (const table of document.querySelectorAll(tables)) {
    if (table.matches('.crt, .attrition, .guns, .pieces')) continue;   // grids of figures scroll sideways by design
    for (const cell of [...table.querySelectorAll('tbody th, tbody td')].slice(0, 120)) {
      const r = cell.getBoundingClientRect();
      if (r.width && r.right > innerWidth + 1) past.push(cell.textContent.trim().slice(0, 30));
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent.matchAll(/[^\\s,;:().\\-/]{4,}/g)) {
          const range = document.createRange();
          range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((q) => q.width).map((q) => Math.round(q.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
    }
  }
  return { broken: [...new Set(broken)].slice(0, 10), past: past.slice(0, 10) };
}"""


@pytest.mark.parametrize("game", ["guerilla", "junta", "uruguay"])
def test_the_reconstructed_tables_break_no_word_on_a_phone(browser, site_url, game):
    context, page, errors = open_on(browser, f"{site_url}{game}/reconstructed/index.html", PHONE, "main table.data")
    assert page.evaluate(BROKEN) == {"broken": [], "past": []}
    assert errors == []
    context.close()


def test_a_guerilla_card_with_nothing_of_its_own_shows_no_empty_notes_on_a_phone(browser, site_url):
    """Each kind of card gives its shared source once, above its table: a row with nothing of its own then read
    "Notes: —" as a card on a phone. Such a cell is left out there; a row with a note of its own keeps it."""
    context, page, errors = open_on(browser, f"{site_url}guerilla/reconstructed/index.html", PHONE, "main table.data")
    shown = page.evaluate("""() => [...document.querySelectorAll('main table.data td[data-label="Notes"]')]
      .map((td) => [td.textContent.trim(), td.getBoundingClientRect().height > 0])""")
    assert shown and not [t for t, seen in shown if seen and t in ("", "—")], shown
    assert any(seen for t, seen in shown if t not in ("", "—")), shown
    assert errors == []
    context.close()


# the web pages of the player aids (not the PDFs): a wordy table reads as cards on a phone, as the tables above do;
# LINES: how many rows of a table of short figures each aid has (a row a line, or two for two tables side by side)
LINES = {"paraguay/print/aid-combat.html": 9}
@pytest.mark.parametrize("aid", ["paraguay/print/aid-combat.html", "paraguay/print/aid-movement.html",
                                 "uruguay/print/aid-government.html"])
def test_the_player_aids_tables_break_no_word_on_a_phone(browser, site_url, aid):
    """Issue 27's walk: on a phone the aids' tables were squeezed into narrow columns ("+1 / / +2", "Congreve /
    rockets / attack / a / clear / hex"). Each wordy table's row is a card whose cells name their column; a grid of
    figures keeps its shape and scrolls in its own box, never the page."""
    context, page, errors = open_on(browser, f"{site_url}{aid}", PHONE, "table.aid-table")
    assert page.evaluate(BROKEN, "table.aid-table") == {"broken": [], "past": []}
    wordy = "table.aid-table:not(.crt, .attrition, .guns, .pieces, .forts, .lines)"
    cards = page.eval_on_selector_all(f"{wordy} tbody td[data-label]",
                                      "tds => tds.map(td => getComputedStyle(td, '::before').content)")
    assert (cards or aid in LINES) and all(c.startswith('"') and c.endswith(': "') for c in cards), cards[:5]
    # a table of conditions and short figures (the DRM: helps | DRM | Rule beside hurts | DRM | Rule) keeps each row
    # a line, or each half of it, words and figures side by side: as cards of labelled lines it ran to 1,400 px
    lines = page.eval_on_selector_all("table.aid-table.lines tbody tr", """trs => trs.map(tr => {
      const halves = [[...tr.querySelectorAll(':scope > :not(.half2)')], [...tr.querySelectorAll(':scope > .half2')]];
      return halves.map(cells => cells.filter(c => c.getClientRects().length).map(c => c.getBoundingClientRect()))
        .filter(rects => rects.length).map(rects => rects.every(r => Math.abs(r.top - rects[0].top) < 2
          && (r === rects[0] || r.left > rects[0].right - 1)));
    })""")
    assert len(lines) == LINES.get(aid, 0) and all(all(row) for row in lines), lines
    narrow = page.eval_on_selector_all(f"{wordy} tbody tr", """trs =>
      trs.flatMap(tr => [...tr.children].filter(c => c.getBoundingClientRect().width
        && c.getBoundingClientRect().width < 0.8 * tr.getBoundingClientRect().width).map(c => c.textContent.trim()))""")
    assert narrow == []                          # every cell has its card's width, none is squeezed into a column
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []
    context.close()
