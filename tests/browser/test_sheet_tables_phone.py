"""A setup sheet's tables on a phone (the walk of issue 27): every cell of Junta's coup sheet lies inside the 390 px
screen. Its players table was 430 px wide (each office kept on one line), so the Politics cards column sat off to
the right of a box that had to be scrolled sideways, and the offices looked cut."""

import pytest

from screens import PHONE, open_on

pytestmark = pytest.mark.browser
T = 120_000
PAST = """() => [...document.querySelectorAll('.coup-sheet td, .coup-sheet th')].filter((c) => {
  const r = c.getBoundingClientRect(); return r.width && r.right > innerWidth; }).map((c) => c.textContent.trim())"""


@pytest.mark.parametrize("players", [3, 7])
def test_the_coup_sheet_tables_fit_a_phone(browser, site_url, players):
    context, page, errors = open_on(browser, f"{site_url}junta/scenario/index.html?seed=77&players={players}", PHONE,
                                    ".coup-sheet:not([hidden]) table.players tbody tr", T)
    assert page.evaluate(PAST) == []
    assert errors == []
    context.close()
