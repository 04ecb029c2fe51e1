"""Guerilla's response windows (docs/GUERILLA.md 8.6-8.8, issue 25.3): a player asked in a window sees the same
question whether or not he holds the card it is about (prompt, labels, option count and order); a card chosen
without being held counts as no response and only its chooser is told; only players with cards are asked, the
player whose turn it is last; the fuzzer's twins keep the staked cards in place while such a question runs."""

import engine
from engine import bridge, fuzz

import guerilla_kit as kit

REBEL_ATTACKED = [{"owner": "p1", "faction": "government", "leader": "bastidas", "units": ["u41_1"]},
                  {"owner": "p2", "faction": "rebel", "leader": "carcamo", "units": ["u12_1", "u13_1"]}]


def attack(st, dice=None):
    """Player 1's group 1 attacks all the units of Player 2's group 2."""
    st = kit.act(st, "p1", "attack", "g1")
    return kit.act(st, "p1", "target", next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab),
                   dice=dice)


def seen_by(st, role):
    """Everything of the pending decision ``role`` sees: prompt, and each option's verb, argument, label, rule."""
    q = kit.GAME.question(st, role)
    return q["prompt"], q["private"], [(a["verb"], a["arg"], a["label"], a["rule"]) for a in q["actions"]]


def informant_window(p3_card, ambush=True):
    """Player 1 attacks Player 2's Rebel group, with an Ambush or not; Player 3 holds ``p3_card``; the Informant
    window (8.8) is open."""
    st = kit.position(groups=REBEL_ATTACKED, phase="B", hands={"p1": ["ambush_1" if ambush else "u32_1", "u22_1"],
                                                              "p2": ["u22_2"], "p3": [p3_card, "u21_1"],
                                                              "p4": ["u31_1"]})
    st = attack(st)
    if ambush:
        st = kit.act(st, "p1", "ambush", ["double", "u41_1"])
    st = kit.act(st, "p1", "done")
    st = kit.act(st, "p2", "done")                                   # the defender springs none
    assert kit.GAME.answers_last(st) == "p1" and sorted(kit.active(st)) == ["p1", "p2", "p3", "p4"]
    return st


def test_the_informant_window_looks_the_same_whether_or_not_a_player_holds_one():
    holds, lacks = informant_window("informant_1"), informant_window("u12_2")
    for role in ("p1", "p2", "p3", "p4"):
        assert seen_by(holds, role) == seen_by(lacks, role)
    prompt, private, options = seen_by(holds, "p3")
    assert private is False and [o[0] for o in options] == ["pass", "informant", "informant"]
    assert [o[2] for o in options] == ["No Informant", "Informant: cancel Player 1's ambush",
                                       "Informant: let group 2 retreat"]
    assert "a card you do not hold counts as no response" in prompt
    assert all(seen_by(holds, r)[2] == options for r in ("p1", "p2", "p4"))     # every player: the same question


def test_an_informant_not_held_counts_as_no_response_and_only_its_chooser_is_told():
    st = informant_window("u12_2")
    for role in ("p2", "p4"):
        st = kit.act(st, role, "pass")
    st = kit.act(st, "p3", "informant", ["cancel", 0])
    st = kit.act(st, "p1", "pass", dice=[5, 5])                 # the turn's player answers last
    assert "Battle:" in kit.log_text(st) and "cancelled" not in kit.log_text(st)
    mine = [e["text"] for e in engine.view(st, "p3")["log"]]
    assert "You hold no Informant: your answer counts as no response." in mine
    for other in (None, "p1", "p2", "p4"):
        assert all("You hold no" not in e["text"] for e in engine.view(st, other)["log"])


def atrocities_window(p4_card):
    """A battle with losses (Player 2's group beaten), Player 4 holding ``p4_card``: the Atrocities/Press window."""
    st = kit.position(groups=REBEL_ATTACKED, phase="B",
                      hands={"p1": ["u22_1"], "p2": ["u22_2"], "p3": ["u21_1"], "p4": [p4_card]})
    st = kit.act(st, "p1", "attack", "g1")
    target = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab)
    return kit.settle(st, [10, 1], move=("p1", "target", target),
                      stop=lambda s: any(a["rule"] == "8.6" for r in kit.active(s) for a in kit.actions(s, r)))


def test_the_atrocities_window_looks_the_same_whether_or_not_a_player_holds_the_card():
    holds, lacks = atrocities_window("atrocities_press_1"), atrocities_window("u31_1")
    assert sorted(kit.active(holds)) == ["p1", "p2", "p3", "p4"]
    for role in ("p1", "p2", "p3", "p4"):
        assert seen_by(holds, role) == seen_by(lacks, role)
    assert [o[0] for o in seen_by(holds, "p4")[2]] == ["pass", "atrocities", "press"]
    assert kit.GAME.question(holds, None)["actions"] == [] and kit.GAME.question(holds, None)["private"]


def test_the_defenders_ambush_question_is_the_same_with_or_without_an_ambush_card():
    def asked(card):
        st = kit.position(groups=REBEL_ATTACKED, phase="B", hands={"p1": ["u22_1"], "p2": [card, "u31_2"]})
        st = kit.act(attack(st), "p1", "done")
        assert kit.active(st) == ["p2"]
        return st
    holds, lacks = asked("ambush_1"), asked("u21_2")
    for role in ("p1", "p2", "p3", "p4", None):
        assert seen_by(holds, role) == seen_by(lacks, role)
    assert [o[0] for o in seen_by(holds, "p2")[2]] == ["ambush", "ambush", "done"]


def test_the_hot_seat_goes_round_once_and_ends_with_the_player_whose_turn_it_is():
    st = informant_window("informant_1")
    game = kit.GAME
    seated, order = "p2", []                 # the defender holds the device when the window opens
    while kit.active(st) and any(a["rule"] == "8.8" for r in kit.active(st) for a in kit.actions(st, r)):
        seated = bridge.hot_seat_next(game, st, seated)
        order.append(seated)
        st = kit.act(st, seated, "pass", dice=[5, 5] if len(kit.active(st)) == 1 else None)
    assert order == ["p2", "p3", "p4", "p1"]         # the seated defender, round the table, the attacker last


def test_the_twins_keep_the_staked_cards_in_place_and_the_window_keeps_its_secrets():
    st = informant_window("informant_1", ambush=False)
    twins = dict((label, twin) for label, twin, _ in kit.GAME.secret_twins(st, "p2"))
    passed = twins["the other players' hand cards passed round"]
    assert "informant_1" in kit.hand(passed, "p3") and kit.hand(passed, "p1") != kit.hand(st, "p1")
    assert fuzz.check_secrets(kit.GAME, st, "the Informant window") == []
    st = kit.act(st, "p3", "informant", ["retreat"])
    assert fuzz.check_secrets(kit.GAME, st, "an Informant answered") == []
