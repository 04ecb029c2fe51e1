"""Every control of the sandbox is 44 CSS px tall on a phone (390x844, touch), the size touch guidelines ask for:
the hand-off's button and its offer to play alone, the table's buttons and menus, the heading's "Game" button, the
computers' bar and its "Since your last move", the board in words, and the Game panel's fields and buttons.
Before (a new player's walk through the four games): the table's buttons were 40 px, the heading's Game button 32,
the Game panel's seed, player count, seat menus and "Load from file" 34-37, and the "Since your last move" line
that opens what the computers did 20."""

import pytest

from screens import PHONE, open_on
from test_phones import ART, SANDBOXES, T

pytestmark = pytest.mark.browser

THUMB = 44

# every control a finger can meet in the sandbox, shown now: [what it is, its height] (a seat's "6 offices" is words
# in the line that says who decides, opened like a link in a sentence: not a control of its own)
CONTROLS = """() => {
  const sel = ':is(.sandbox-head, #sandbox) :is(button, select, input:not([type=file]):not([type=checkbox]),'
    + ' summary:not(.seat-offices-more > summary), label.file-button, label.check)';
  return [...document.querySelectorAll(sel)].filter((el) => {
    if (el.closest('svg')) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  }).map((el) => [`${el.tagName.toLowerCase()}#${el.id || el.textContent.trim().slice(0, 24)}`,
    Math.round(el.getBoundingClientRect().height * 10) / 10]);
}"""


def _short(controls):
    return [(name, h) for name, h in controls if h < THUMB - 0.01]


@pytest.mark.parametrize("game", sorted(SANDBOXES))
def test_every_control_of_the_sandbox_is_a_thumbs_height_on_a_phone(browser, site_url, game):
    context, page, errors = open_on(browser, f"{site_url}{SANDBOXES[game]}", PHONE, "body[data-engine='ready']", T)
    page.wait_for_selector("#alone:not([hidden])", timeout=T)
    first = page.evaluate(CONTROLS)
    names = [n for n, _ in first]
    assert "button#handoff-show" in names and "button#alone-go" in names and "button#game-panel-open" in names
    assert _short(first) == [], _short(first)
    # one seat against the computers: at the person's first decision, the table and the computers' bar
    page.locator("#alone-go").tap()
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.thinking === ''"
                           " && document.querySelectorAll('#actions li button').length > 0", timeout=T)
    page.wait_for_timeout(300)
    table = page.evaluate(CONTROLS)
    names = [n for n, _ in table]
    assert "button#undo" in names and "select#view-as" in names and "button#bot-pause" in names, names
    assert any(n.startswith("summary#") for n in names), names          # the board in words, at least
    assert _short(table) == [], _short(table)
    if page.locator("#bot-since").is_visible():          # what the computers did since: a line to tap open
        assert page.locator("#bot-since-head").bounding_box()["height"] >= THUMB - 0.01
    # the Game panel, opened from the heading's button: its fields, menus and buttons
    page.locator("#game-panel-open").tap()
    page.wait_for_function("() => document.getElementById('game-panel').open", timeout=T)
    page.wait_for_timeout(200)
    panel = page.evaluate(CONTROLS)
    names = [n for n, _ in panel]
    assert "input#seed" in names and "button#save-file" in names and "label#Load from file" in names, names
    assert sum(n.startswith("select#seat-") for n in names) >= 2, names
    assert _short(panel) == [], _short(panel)
    ART.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ART / f"sandbox-thumb-{game}-390.png"))
    assert errors == []
    context.close()


def test_the_since_line_is_a_thumbs_height_when_the_computers_have_moved(browser, site_url):
    """Junta's coup from seed 4444 for 4: the computers move before the person's first decision, so "Since the game
    began" is there to tap, under the decision."""
    context, page, errors = open_on(browser, f"{site_url}{SANDBOXES['junta']}", PHONE, "body[data-engine='ready']", T)
    page.wait_for_selector("#alone:not([hidden])", timeout=T)
    page.locator("#alone-go").tap()
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.thinking === ''"
                           " && document.querySelectorAll('#actions li button').length > 0", timeout=T)
    page.wait_for_selector("#bot-since", state="visible", timeout=T)
    assert page.locator("#bot-since-head").bounding_box()["height"] >= THUMB - 0.01
    page.locator("#bot-since-head").tap()
    assert page.evaluate("() => document.getElementById('bot-since').open")
    assert errors == []
    context.close()


def test_a_choices_rule_number_is_as_tall_as_its_button_on_a_phone(browser, site_url):
    """The rule number beside each choice ("3.2.1") opens that rule over the game; on a phone it was a line of small
    type 20 px tall right beside the choice's button, so a thumb meant for the rule could make the move instead."""
    context, page, errors = open_on(browser, f"{site_url}{SANDBOXES['uruguay']}", PHONE, "body[data-engine='ready']",
                                    T)
    page.locator("#handoff-show").tap()
    page.wait_for_selector("#actions > li.action > a.rule-tag", timeout=T)
    rows = page.eval_on_selector_all("#actions > li.action:not(.go-on)", """lis => lis.map((li) => {
      const b = li.querySelector(':scope > button').getBoundingClientRect(),
        a = li.querySelector(':scope > a.rule-tag').getBoundingClientRect();
      return [li.textContent.trim(), b.top, b.bottom, a.top, a.bottom, a.width]; })""")
    assert len(rows) >= 3, rows
    for text, b_top, b_bottom, a_top, a_bottom, width in rows:
        assert a_bottom - a_top >= THUMB - 0.01 and width >= 36, (text, a_top, a_bottom, width)
        assert abs(a_top - b_top) <= 1 and abs(a_bottom - b_bottom) <= 1, (text, b_top, b_bottom, a_top, a_bottom)
    page.locator("#actions > li.action > a.rule-tag").first.tap()          # the rule opens over the game
    page.wait_for_selector("dialog.rule-popover[open]", timeout=T)
    assert page.get_attribute("#sandbox", "data-moves") == "0"              # and no move was made
    assert errors == []
    context.close()
