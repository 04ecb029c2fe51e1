"""The board's zoomed view cuts no name and no title in part (issue 27's table walk), in real Chromium: at 390 px
Paraguay's Turn Record Track title shows whole or not at all under the map (before: its start was off the view's
left edge, the track's boxes cut at its foot), and at 1280 px, when Uruguay's Recruit offers spaces over the whole
map, the view's top row shows whole (before: Northern Uruguay's box without its name). One person, the other side a
steady computer, from the game's start."""

import pytest

from test_sandbox_bots import open_game
from test_sandbox_first_view import CUT_AT_TOP

pytestmark = pytest.mark.browser
T = 120_000
READY = ("() => document.querySelectorAll('#actions li button').length > 0"
         " && document.querySelector('#sandbox').dataset.thinking === ''")

# the texts of the board that the view shows in part: inside its width and height in part, not wholly
IN_PART = """(start) => {
  const svg = document.querySelector('#board > svg');
  const s = svg.getBoundingClientRect();
  const cs = getComputedStyle(svg);
  const top = s.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
  const foot = s.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
  const left = Math.max(s.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft), 0);
  const right = Math.min(s.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight), innerWidth);
  return [...svg.querySelectorAll('text')].filter((t) => t.textContent.startsWith(start)).filter((t) => {
    const r = t.getBoundingClientRect();
    const meets = r.right > left + 1 && r.left < right - 1 && r.bottom > top + 1 && r.top < foot - 1;
    return meets && !(r.left >= left - 1 && r.right <= right + 1 && r.top >= top - 1 && r.bottom <= foot + 1);
  }).map((t) => t.textContent);
}"""


def _choose(page, *words):
    for w in words:
        page.wait_for_function(READY, timeout=T)
        page.locator("#actions li button", has_text=w).first.click()
    page.wait_for_function(READY, timeout=T)
    page.wait_for_timeout(300)


def test_on_a_phone_paraguays_track_title_shows_whole_or_not_at_all(watched, site_url):
    page = watched.page
    rec = {"game": "paraguay", "kind": "game", "seed": 1, "moves": [], "seats": {"paraguayan": "steady"}}
    open_game(page, site_url, "paraguay", rec, width=390)
    _choose(page)
    assert "Reinforcements" in page.inner_text("#decision")
    assert page.evaluate(IN_PART, "Turn Record Track") == []
    assert page.evaluate(IN_PART, "Allied holding boxes") == []
    assert watched.errors == []


def test_on_a_desk_recruit_over_the_whole_map_cuts_no_name_at_the_top(watched, site_url):
    page = watched.page
    rec = {"game": "uruguay", "kind": "game", "seed": 202, "moves": [], "seats": {"government": "steady"}}
    open_game(page, site_url, "uruguay", rec, width=1280)
    _choose(page, "Villa del Cerro", "Limited Operation", "Recruit")
    assert "Recruit" in page.inner_text("#decision")
    assert page.locator("#board .is-legal").count() >= 10          # choices all over the map
    assert page.evaluate(CUT_AT_TOP) == []
    assert watched.errors == []
