"""Alone at a table of computers: a Guerilla response window whose every card answer the person's hand cannot
carry out is passed for him by the page's engine, his pass in the record as if he had clicked it; holding the card,
he is asked."""

import base64
import json
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser
T = 120_000
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
GROUPS = [{"owner": "p1", "faction": "government", "leader": "bastidas", "units": ["u41_1"]},
          {"owner": "p2", "faction": "rebel", "leader": "carcamo", "units": ["u12_1", "u13_1"]}]


def window_link(p3_card):
    """Player 1 (a computer) has attacked Player 2's Rebel group; Player 3, the one person, holds ``p3_card``; the
    defender's ambush and the Informant window (8.8) come next."""
    import guerilla_kit as kit
    hands = {"p1": ["u32_1", "u22_1"], "p2": ["u22_2"], "p3": [p3_card, "u21_1"], "p4": ["u31_1"]}
    st = kit.act(kit.position(groups=GROUPS, phase="B", hands=hands), "p1", "attack", "g1")
    target = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab)
    pos = {"hands": hands, "groups": GROUPS, "deck": [], "discard": [], "player": "p1", "phase": "B"}
    rec = {"game": "guerilla", "kind": "game", "seed": 1, "options": {"players": 4, "dealer": "p1", "position": pos},
           "moves": [{"role": "p1", "verb": "attack", "arg": "g1"}, {"role": "p1", "verb": "target", "arg": target},
                     {"role": "p1", "verb": "done", "arg": None}],
           "seats": {"p1": "steady", "p2": "steady", "p4": "steady"}}
    return base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")


def saved_moves(page):
    if not page.locator("#save-file").is_visible():       # on a phone the Game panel closes once play is under way
        page.click("#game-panel-open")
    with page.expect_download() as info:
        page.click("#save-file")
    return json.loads(Path(info.value.path()).read_text())["moves"]


@pytest.mark.parametrize("card", ["u12_2", "informant_1"])
def test_a_window_the_persons_hand_cannot_answer_is_passed_for_him(watched, site_url, card):
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}guerilla/sandbox/index.html?view=acting#game={window_link(card)}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    if card == "informant_1":       # he holds one: the computers answer, then he is asked, his card not marked
        page.wait_for_selector("#actions button[data-verb='informant']", timeout=T)
        assert "you hold none" not in page.inner_text("#actions")
        assert not any(m["role"] == "p3" for m in saved_moves(page))
    else:                           # past the window without a question to him: his pass is in the record
        page.wait_for_function("() => +document.querySelector('#sandbox').dataset.moves >= 8", timeout=T)
        moves = saved_moves(page)
        assert {"role": "p3", "verb": "pass", "arg": None, "joined": True} in moves, moves
        assert page.locator("#actions button[data-verb='informant']").count() == 0
    assert watched.errors == []
