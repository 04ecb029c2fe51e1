"""Guerilla at a table of computers (issue 27's table walk): in a battle's response window the person, on a phone
(390 px) or a desk (1280 px), sees the battle being decided (before: a phone's view stayed on the table's header,
a desk's cut the attacked groups at its foot) and, on their own buttons only, which answers their hand cannot carry
out. An all-steady 5-player game (seed 31, the phone tests' Guerilla seed) is opened at the Informant window of
Player 3's attack on Player 1's group 1 (move 74), where Player 3, the person, holds an Informant, and at the
Atrocities/Press window of move 289, where Player 1, the person, holds both cards; every other seat a steady computer.
(The person was Player 2 once, who holds none of them: at a table of one person such a window is now passed
for him, so the page never stops there. The marks of the cards a hand lacks are tested in hot seat and in the
engine: tests/engine/test_sandbox_seats.py.)"""

import pytest

from test_phones import ART
from test_sandbox_bots import check_messages, open_game, steady_game

pytestmark = pytest.mark.browser
T = 120_000
NONE = "(you hold none"

# the battle's groups (the drawing's .selected spaces) and those wholly inside the part of the board on screen
BATTLE = """() => {
  const svg = document.querySelector('#board > svg');
  const s = svg.getBoundingClientRect();
  const cs = getComputedStyle(svg);
  const left = Math.max(s.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft), 0);
  const right = Math.min(s.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight), innerWidth);
  const top = s.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
  const bottom = s.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
  const inside = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= left - 1 && r.right <= right + 1 && r.top >= top - 1 && r.bottom <= bottom + 1;
  };
  const groups = [...svg.querySelectorAll('g.space.selected')];
  return { battle: groups.map((g) => g.dataset.space).sort(),
    inView: groups.filter(inside).map((g) => g.dataset.space).sort(),
    target: groups.filter((g) => g.classList.contains('target')).map((g) => g.dataset.space) };
}"""

# the battle's outline on a group and the key's sample of it (stroke, width, dashes), and the key's words about it
SIGN = """() => {
  const svg = document.querySelector('#board > svg');
  const look = (el) => el && ['stroke', 'stroke-width', 'stroke-dasharray'].map((k) => el.getAttribute(k)).join(' ');
  const sample = svg.querySelector('.battle-sign');
  const outline = [...svg.querySelectorAll('g.space.selected > rect')].find((r) => r.getAttribute('stroke-dasharray'));
  return { key: look(sample), group: look(outline),
    words: sample ? [...svg.querySelectorAll('text')].map((t) => t.textContent).join(' ') : '' };
}"""

# the texts of the table's groups that run out of their group's box (its .shape), with the box
OUTSIDE = """() => {
  const out = [];
  for (const g of document.querySelectorAll('#board > svg g.space[data-space^="g"]')) {
    const box = g.querySelector('.shape').getBoundingClientRect();
    for (const t of g.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(t.textContent);
    }
  }
  return out;
}"""

# each answer's button: its words and the lines they take (its height less its padding and border, over a line)
LINES = """() => [...document.querySelectorAll('#actions li button')].map((b) => {
  const cs = getComputedStyle(b);
  const px = (k) => parseFloat(cs[k]) || 0;
  const inner = b.getBoundingClientRect().height - px('paddingTop') - px('paddingBottom') - px('borderTopWidth')
    - px('borderBottomWidth');
  return [b.innerText, Math.round(inner / px('lineHeight') * 100) / 100];
})"""


@pytest.mark.parametrize("size", [390, 1280])
@pytest.mark.parametrize("at,person,window,battle,target", [
    (74, "p3", "play an Informant?", ["g1", "g7"], "g1"),
    (289, "p1", "Atrocities or Press?", ["g4", "g5"], "g5")], ids=["informant", "atrocities"])
def test_in_a_response_window_the_person_sees_the_battle_and_what_their_hand_allows(watched, site_url, size, at,
                                                                                     person, window, battle, target):
    page = watched.page
    roles, moves = steady_game("guerilla", 31, 5)
    rec = {"game": "guerilla", "kind": "game", "seed": 31, "options": {"players": 5}, "moves": moves[:at],
           "seats": {r: "steady" for r in roles if r != person}}
    open_game(page, site_url, "guerilla", rec, width=size)
    page.wait_for_function("() => document.querySelectorAll('#actions li button').length > 0"
                           " && document.querySelector('#sandbox').dataset.thinking === ''", timeout=T)
    page.wait_for_timeout(500)
    decision = page.inner_text("#decision")
    assert f"Player {person[1:]} to decide" in decision and window in decision
    # the person holds the window's cards: no answer is marked as not held; the standing pass (8.12) comes last
    labels = page.locator("#actions li button").all_inner_texts()
    assert len(labels) >= 3 and not any(NONE in lab for lab in labels), labels
    assert labels[-1].startswith("Pass now and until my next turn"), labels
    check_messages(page, person)            # every view the worker sent is the person's own: no other seat's marks
    seen = page.evaluate(BATTLE)
    assert seen["battle"] == battle, seen   # the battle's groups are the drawing's selected spaces
    assert seen["inView"], seen             # and the view holds them (both, when they fit in one view)
    # and when both do not fit, the target, the side the window asks about (before: at 390 px the attacker of
    # move 74's battle, the target of move 153's)
    assert seen["target"] == [target] and target in seen["inView"], seen
    # the board's key shows that outline, drawn alike, and says what it means (before: the key left it out)
    sign = page.evaluate(SIGN)
    assert sign["key"] and sign["key"] == sign["group"], sign
    assert "in the battle being decided" in sign["words"], sign
    # every text of a group inside the group's box (before: "Group 13 · Government" ran past its right edge)
    assert page.evaluate(OUTSIDE) == []
    # on a phone each answer reads in two lines at most: the answer, then its mark as a smaller line (before: the
    # mark wrapped with the answer, up to four lines)
    if size == 390:
        lines = page.evaluate(LINES)
        assert all(n <= 2 for _, n in lines), lines
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#board").screenshot(path=str(ART / f"guerilla-battle-view-{at}-{size}.png"))
    assert watched.errors == []
