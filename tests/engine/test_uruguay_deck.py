"""Uruguay deck preparation (rule 2.1): legality over many seeds, golden decks, scripted decks, refusals.
The same file runs in CPython and inside Pyodide: the golden decks prove both give the same deck."""

import copy
import json

import pytest

import engine
from engine import IllegalAction, content
from engine.games.uruguay import deck as decks

CARDS = content.load("uruguay")["cards"]
EVENTS = [c["id"] for c in CARDS if c["kind"] != "propaganda"]
PROPAGANDA = ["U37", "U38", "U39"]

GOLDEN = {
    0: ("U33 U3 U4 U29 U5 U1 U8 U37 U23 U32 U16 U2 U34 U11 U31 U38 U21 U7 U20 U27 U28 U13 U24 U10 U30 U39 U6",
        None),
    42: ("U10 U22 U15 U18 U23 U31 U9 U37 U7 U13 U30 U29 U2 U3 U19 U38 U24 U28 U34 U33 U14 U6 U17 U32 U25 U26 U39",
         "6Z6N-VGN2"),
    1968: ("U33 U15 U32 U28 U9 U17 U30 U3 U37 U18 U13 U23 U12 U36 U21 U38 U7 U8 U4 U16 U35 U22 U29 U24 U39 U25 U1",
           "ZWSQ-FHVM"),
    2**53 - 1: ("U24 U7 U18 U28 U5 U15 U37 U21 U6 U12 U13 U1 U31 U16 U30 U29 U38 U17 U32 U11 U10 U33 U36 U23 U39 "
                "U22 U19", None),
}


def test_content_has_39_cards_with_3_propaganda():
    assert len(CARDS) == 39 and len(EVENTS) == 36
    assert [c["id"] for c in CARDS if c["kind"] == "propaganda"] == PROPAGANDA


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_golden_decks(seed):
    state = engine.setup("uruguay", seed)
    expected, fingerprint = GOLDEN[seed]
    assert state["deck"] == expected.split()
    sheet = engine.get_game("uruguay").setup_sheet(state)
    if fingerprint:
        assert sheet["fingerprint"] == fingerprint


def test_every_deck_is_legal_for_10000_seeds():
    positions = {p: [0] * 3 for p in PROPAGANDA}
    used = dict.fromkeys(EVENTS, 0)
    for seed in range(10000):
        state = engine.setup("uruguay", seed)
        d, aside = state["deck"], state["set_aside"]
        assert len(d) == 27 and len(set(d)) == 27
        assert len(aside) == 12 and not set(aside) & set(d)
        assert sorted(d + aside) == sorted(EVENTS + PROPAGANDA)
        for k, prop in enumerate(PROPAGANDA):
            pile = d[9 * k:9 * k + 9]
            assert [c for c in pile if c in PROPAGANDA] == [prop]
            assert pile.index(prop) >= 6, (seed, pile)
            positions[prop][pile.index(prop) - 6] += 1
        for c in d:
            if c in used:
                used[c] += 1
        assert decks.problems(d, aside, CARDS) == []
    # the draw is fair: each Propaganda card sits in each of its 3 slots about a third of the time, and each
    # Event is in the deck about 24/36 of the time (bounds are > 6 standard deviations wide)
    for counts in positions.values():
        assert all(3100 < n < 3567 for n in counts), positions
    assert all(6350 < n < 6980 for n in used.values()), used


def test_problems_spots_illegal_decks():
    good = engine.setup("uruguay", 5)
    d, aside = good["deck"], good["set_aside"]
    assert decks.problems(d, aside, CARDS) == []
    moved = d[:]
    i = moved.index("U37")
    moved[i], moved[0] = moved[0], moved[i]
    assert any("bottom 3" in p for p in decks.problems(moved, aside, CARDS))
    assert decks.problems(d[:-1], aside, CARDS)
    assert decks.problems(d, aside + ["U37"], CARDS)


def test_a_scripted_deck_order_is_honoured():
    # the example of play (8.0) stacks these seven cards, top first
    order = ["U5", "U1", "U23", "U4", "U3", "U6", "U39"]
    state = engine.setup("uruguay", 1, chance=[{"deck": order}])
    assert state["deck"] == order
    assert len(state["set_aside"]) == 30 and "U5" not in state["set_aside"]
    assert engine.setup("uruguay", 999, chance=[order])["deck"] == order


@pytest.mark.parametrize("bad", [["U5", "U5"], ["U99"], [], "U5", [5]])
def test_impossible_scripted_decks_are_refused(bad):
    with pytest.raises(IllegalAction) as err:
        engine.setup("uruguay", 1, chance=[{"deck": bad}])
    assert err.value.code == "bad_chance" and err.value.rule == "2.1"


def test_setup_tracks_and_forces_follow_2_1():
    state = engine.setup("uruguay", 3)
    assert state["tracks"] == {"political_will": 18, "coup_threat": 0, "public_sympathy": 2,
                               "military_intervention": False, "structure": "control"}
    assert state["eligibility"] == ["tupamaros", "government"]
    assert state["log"][0]["rule"] == "2.1"
    sp = state["spaces"]
    assert (sp["villa_del_cerro"]["safe"], sp["villa_del_cerro"]["cells_u"], sp["villa_del_cerro"]["police"]) == (1, 2, 1)
    assert sp["university"]["cells_u"] == 1 and sp["armory"]["police"] == 2 and sp["punta_carretas"]["police"] == 2
    assert sum(s["police"] for s in sp.values()) == 16 and state["available"]["police"] == 4
    assert sum(s["cells_u"] for s in sp.values()) == 9 and state["available"]["cells"] == 3
    assert state["expansion"] == {"cells": 6, "safe": 1} and state["mi_box"] == {"troops": 10}
    assert all(s["cells_a"] == 0 for s in sp.values())   # 1.4.3: set up Underground
    assert json.loads(json.dumps(state)) == state


def test_views_do_not_reveal_the_deck_order():
    state = engine.setup("uruguay", 42)
    for role in ("government", "tupamaros", None):
        v = engine.view(state, role)
        assert v["board"]["deck_size"] == 27
        assert "U22" not in json.dumps(v["board"])


def test_first_decision_is_the_secret_peoples_prison():
    state = engine.setup("uruguay", 42)
    before = copy.deepcopy(state)
    assert engine.actions(state, "government") == []
    assert [a["arg"] for a in engine.actions(state, "tupamaros")] == ["villa_del_cerro", "prado", "malvin"]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "government", "space", "prado")
    assert err.value.code == "not_your_turn"
    assert state == before
    after = engine.apply(state, "tupamaros", "space", "prado")
    gov = engine.view(after, "government")
    assert after["pp"] == "prado" and "peoples_prison" not in gov["board"]
    assert not any("Prado" in e["text"] for e in gov["log"] if "People's Prison" in e["text"])
    assert any("Prado" in e["text"] for e in engine.view(after, "tupamaros")["log"] if "People's Prison" in e["text"])
    assert engine.view(after, "tupamaros")["board"]["peoples_prison"] == "prado"


def test_fingerprint_is_short_and_order_sensitive():
    d = engine.setup("uruguay", 8)["deck"]
    fp = decks.fingerprint(d)
    assert len(fp) == 9 and fp[4] == "-" and fp == decks.fingerprint(list(d))
    assert decks.fingerprint(d[1:] + d[:1]) != fp
