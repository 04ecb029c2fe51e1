"""One person against the computer on a phone (issue 27's table walk), in real Chromium at 390x844: the person seats
the computer in the Game panel, under the table, and once the computer has moved and the person decides, the table
comes to the window's top with the board and the person's question and first choice on screen (before: the page
stayed at the seats' list, the table out of sight above). While the person decides, the computers' bar is one row
(Pause and the pace), so at the page's top, a game reloaded, the board and the person's question share the first
screen (before: the bar's three rows pushed the question under the window's foot)."""

import pytest

from test_phones import ART, SANDBOXES, SIZES, T

pytestmark = pytest.mark.browser

# how much of an element's box is inside the window (1: all of it)
SHOWN = """(sel) => {
  const el = document.querySelector(sel);
  if (!el || !el.getClientRects().length) return 0;
  const r = el.getBoundingClientRect();
  const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
  const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
  return r.width && r.height ? (h * w) / (r.width * r.height) : 0;
}"""
# a person decides now, after at least one move: no computer is thinking and the person's choices are on the page
PERSON_DECIDES = """() => {
  const s = document.getElementById('sandbox');
  return s.dataset.thinking === '' && Number(s.dataset.moves) > 0 && !!document.querySelector('#actions li.action button');
}"""


def _open(browser, site_url, path):
    context = browser.new_context(**SIZES["390"])
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    return context, page, errors


def test_on_a_phone_the_table_comes_back_into_view_when_the_computer_has_moved(browser, site_url):
    # Uruguay: the Tupamaros move first; the person plays the Government
    context, page, errors = _open(browser, site_url, SANDBOXES["uruguay"])
    page.locator("#seat-tupamaros").scroll_into_view_if_needed()      # the seats' list, under the table
    below = page.evaluate("scrollY")
    assert below > 300 and page.evaluate(SHOWN, "#board > svg") < 0.5
    page.tap("#seat-tupamaros")                        # a finger on the list (the page scrolls itself only after
    page.select_option("#seat-tupamaros", "steady")    # the reader has touched it)
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    assert page.locator("#acting").inner_text().startswith("Government")
    assert page.evaluate(SHOWN, "#board > svg") > 0.97
    assert page.evaluate(SHOWN, "#prompt") == 1
    assert page.evaluate(SHOWN, "#actions li.action button") == 1
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "sandbox-your-turn-uruguay-390.png"))
    assert errors == []
    context.close()


@pytest.mark.parametrize("game,computer", [("uruguay", "tupamaros"), ("paraguay", "paraguayan")])
def test_on_a_phone_the_computers_bar_is_one_row_while_a_person_decides(browser, site_url, game, computer):
    context, page, errors = _open(browser, site_url, SANDBOXES[game])
    page.select_option(f"#seat-{computer}", "steady")
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.reload()                                       # the game comes back: the page at its top, as it opens
    page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.wait_for_timeout(300)
    assert page.evaluate("scrollY") == 0
    bar = page.locator("#bot-bar").bounding_box()
    assert bar["height"] < 60, bar                      # one row: Pause and the pace
    assert page.locator("#bot-pause").is_visible() and page.locator("#bot-pace").is_visible()
    assert page.evaluate(SHOWN, "#bot-until") == 0      # nothing to do while a person decides: back with the computers
    # still read out, and it says whose turn: the one person's, by their seat's name (before: "A person decides
    # now", anyone's); the decision's heading says so too
    people = page.evaluate("() => [...document.querySelectorAll('#seat-list select')].filter(s => s.value === 'person')"
                           ".map(s => s.closest('.seat').querySelector('label').textContent)")
    assert len(people) == 1
    name = people[0]
    assert page.inner_text("#bot-thinking").startswith(f"Your turn ({name}); the computers wait"), name
    assert page.inner_text("#acting").endswith("to decide: your turn")
    assert page.evaluate(SHOWN, "#board > svg") > 0.97
    assert page.evaluate(SHOWN, "#prompt") == 1
    # the person's own question comes before the computers' bar (before: Pause and the pace sat above it)
    assert page.locator("#prompt").bounding_box()["y"] < bar["y"]
    assert errors == []
    context.close()


def test_at_a_desk_the_persons_choices_are_on_the_first_screen_and_why_not_waits_for_their_turn(browser, site_url):
    """1280x800, Uruguay, the person the Government after the steady Tupamaros' first turn: the question and every
    choice are on the first screen, before the computers' bar and its "Since…" (before: the choices began at 917 px).
    While a computer is to move (paused here), "Why not…" is not offered: nothing there is the person's to refuse."""
    context = browser.new_context(**SIZES["1280"])
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}{SANDBOXES['uruguay']}")
    page.wait_for_selector("#sandbox[data-saved='0']", state="attached", timeout=T)
    page.select_option("#seat-tupamaros", "steady")
    page.wait_for_function(PERSON_DECIDES, timeout=T)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    for sel in ("#prompt", "#actions li.action:last-child button"):
        assert page.evaluate(SHOWN, sel) == 1, sel
    assert page.locator("#prompt").bounding_box()["y"] < page.locator("#bot-bar").bounding_box()["y"]
    assert page.locator("#decision .why-not-ask").is_visible()
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / "sandbox-your-turn-uruguay-1280.png"))
    page.click("#bot-pause")
    for _ in range(60):           # the Government's turn, its first choices, to its end: the Tupamaros' move next
        moves = page.get_attribute("#sandbox", "data-moves")
        if page.get_attribute("#sandbox", "data-thinking") == "paused":
            break
        page.click("#random-move")
        page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{moves}'", timeout=T)
    page.wait_for_selector("#sandbox[data-thinking='paused']", state="attached", timeout=T)
    assert page.locator("#decision .why-not-ask").is_hidden()
    # the question stays first while a computer moves too (test_sandbox_since_board: the column keeps its order)
    assert page.locator("#prompt").bounding_box()["y"] < page.locator("#bot-bar").bounding_box()["y"]
    assert errors == []
    context.close()
