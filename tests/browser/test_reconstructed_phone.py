"""The reconstructed-data pages on a phone (the walk of issue 27): no word of their tables is broken across two lines
("Urba/n", "Sayag/o" and "RECO/NSTRU/CTED" in Uruguay's map table at 390 px, "Govern/ment" in Guerilla's) and no
cell lies past the screen's edge: each row reads as a small card whose cells name their column."""

import pytest

from screens import PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000

# the words (4 letters and more) of the tables' cells that the layout breaks over two lines, and the cells past the edge
BROKEN = """() => {
  const broken = [], past = [];
  for (const table of document.querySelectorAll('main table.data')) {
    if (table.matches('.crt, .attrition')) continue;      // Paraguay's numeric grids scroll sideways by design
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
