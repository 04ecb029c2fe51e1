"""Guerilla's questions never offer two options that read the same (issue 27): copies of one card
(two "Unit G3/R3" in a hand, two like units in a group, two Ambushes to hand back) are told apart by their place
among the alike (windows.apart, applied to every question by ``Guerilla.actions``), and options that are not alike
say what sets them apart (an air strike names the target's group). The state keeps the options as asked, so the
page and the move record, which go by verb and argument, and the bots' choices are unchanged."""

import collections

import engine
from engine import arena, prng

import guerilla_kit as kit

GAME = kit.GAME


def repeated(state):
    """Every (role, label) that a role's question offers more than once."""
    out = []
    for role in state["roles"]:
        labels = collections.Counter(a["label"] for a in GAME.actions(state, role))
        out += [(role, label) for label, n in labels.items() if n > 1]
    return out


def test_no_question_of_random_or_steady_games_offers_two_options_that_read_the_same():
    seen = []
    for seed, players in ((5101, 3), (5102, 4), (5103, 5), (5104, 6)):
        st = engine.setup("guerilla", seed, options={"players": players})
        chooser = prng.seed_state(seed)
        while st["result"] is None:
            seen += [(seed, len(st["log"]), *r) for r in repeated(st)]
            legal = [(r, a) for r in st["roles"] for a in GAME.actions(st, r)]
            role, act = legal[prng.below(chooser, len(legal))]
            st = engine.apply(st, role, act["verb"], act["arg"])
    arena.play("guerilla", ["steady"] * 4, 5105, {"players": 4}, 16, seconds=0,
               look=lambda move, st: seen.extend((5105, move, *r) for r in repeated(st)))
    assert seen == []


def test_the_sealed_deployment_tells_two_copies_of_a_unit_apart_and_either_may_be_laid():
    st = engine.setup("guerilla", 3, options={"players": 4})          # Player 4 lays first, two Unit G3/R3 in hand
    st = engine.apply(st, "p4", "group", "government")
    adds = [a for a in engine.actions(st, "p4") if a["verb"] == "add" and "G3/R3" in a["label"]]
    assert [a["label"] for a in adds] == ["Add Unit G3/R3 (Government 3), 1 of 2 alike",
                                          "Add Unit G3/R3 (Government 3), 2 of 2 alike"]
    assert [o["label"] for o in kit.asked(st, "p4") if o["verb"] == "add" and "G3/R3" in o["label"]] == \
        ["Add Unit G3/R3 (Government 3)"] * 2                          # the state keeps the question as asked
    after = engine.apply(st, "p4", "add", adds[1]["arg"])
    left = [a["label"] for a in engine.actions(after, "p4") if "G3/R3" in a["label"]]
    assert left == ["Add Unit G3/R3 (Government 3)"]                   # one copy left: nothing to tell apart


def test_a_reinforcement_and_a_hand_back_tell_copies_apart():
    st = kit.position(hands={"p1": ["u22_1", "u22_2", "u33_1"]},
                      groups=[{"owner": "p1", "faction": "rebel", "units": ["u41_1"]}], phase="C")
    st = kit.act(st, "p1", "reinforce", "g1")
    labels = kit.labels(st, "p1")
    assert "Add Unit G2/R2 (Rebel 2), 1 of 2 alike" in labels and "Add Unit G2/R2 (Rebel 2), 2 of 2 alike" in labels
    assert "Add Unit G3/R3 (Rebel 3)" in labels and len(set(labels)) == len(labels)


def test_an_air_strike_names_the_group_of_its_target():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "rebel", "units": ["u21_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u21_2"], "leader": "carcamo"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "air_strike")
    assert kit.labels(st, "p1") == ["Strike Unit G2/R1 (Rebel 1) of Player 2's group 2",
                                    "Strike Unit G2/R1 (Rebel 1) of Player 2's group 3"]


def test_a_propaganda_tie_names_the_group_of_each_weakest_unit():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u21_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u21_2", "u33_1"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "propaganda")
    assert kit.labels(st, "p1") == ["Unit G2/R1 (Rebel 1) of Player 2's group 2",
                                    "Unit G2/R1 (Rebel 1) of Player 2's group 3"]


def test_the_defenders_alike_ambushes_are_told_apart_before_his_hand_marks_them():
    """Two like defending units and no Ambush in the defender's hand: each answer reads apart, and the mark his hand
    puts on it ends its words (the sandbox shows a label's closing ``note`` as a second line), so the defender's own
    question is told apart as it is asked, before ``Guerilla.actions`` adds the marks (attack.py)."""
    groups = [{"owner": "p1", "faction": "government", "leader": "bastidas", "units": ["u41_1", "u41_2"]},
              {"owner": "p2", "faction": "rebel", "leader": "carcamo", "units": ["u12_1", "u12_2"]}]
    st = kit.position(groups=groups, phase="B", hands={"p2": ["u22_1"]})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 2)          # all its units defend
    ambushes = [a for a in engine.actions(st, "p2") if a["verb"] == "ambush"]
    mark = "(you hold none: counts as no response)"
    assert [a["label"] for a in ambushes] == [f"Ambush: double Unit G1/R2 (Rebel 2), {k} of 2 alike {mark}"
                                              for k in (1, 2)]
    assert all(a["note"] == mark and a["label"].endswith(" " + a["note"]) for a in ambushes)
