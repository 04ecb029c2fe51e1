"""Guerilla's fourth rules audit, its leftovers (branch guer14; the audit itself is test_guerilla_audit4.py and
test_guerilla_audit4b.py): rearranging after a change of side (3.5), the cards a full hand loses at a turn's end
(2.2), the "why not?" of an event card in the Attack phase, and the test kit's supply cuts."""

import pytest

import guerilla_kit as kit

import engine


# ---------------------------------------------------------------- the kit: a cut's owner, whatever the order

def test_a_cut_card_belongs_to_the_cutting_groups_owner_whichever_group_is_listed_first():
    """8.10, the test kit: a position may list the isolated group before the group cutting its supply; the cut card
    still belongs to the cutter's owner, who gets it back when the isolated group surrenders."""
    cutter = {"owner": "p3", "faction": "rebel", "units": ["u13_1"]}
    victim = {"owner": "p2", "faction": "government", "units": ["u13_2"], "iso": 1, "cut_card": "supply_cut_1"}
    for groups, cut_by in (([cutter, victim], "g1"), ([victim, cutter], "g2")):
        st = kit.position(groups=[dict(g, cut_by=cut_by) if g is victim else g for g in groups], phase="B")
        isolated = next(g for g in st["groups"] if g["iso"] is not None)
        assert isolated["cut_player"] == "p3", groups


# ---------------------------------------------------------------- why not: an event card in its own phase

REBEL = {"owner": "p1", "faction": "rebel", "units": ["u22_1"]}
GOV_TWO = {"owner": "p1", "faction": "government", "units": ["u22_1", "u23_1"]}
THEIR_GOV = {"owner": "p2", "faction": "government", "units": ["u22_2"]}
THEIR_LEADER = {"owner": "p2", "faction": "government", "units": ["u22_2"], "leader": "salcedo"}
THEIR_REBEL = {"owner": "p2", "faction": "rebel", "units": ["u22_2"]}


@pytest.mark.parametrize("card, phase, groups, extra, rule, words", [
    ("supply_cut_1", "B", [{"owner": "p1", "faction": "rebel", "units": ["u22_1"], "complex": "airfield"},
                           THEIR_GOV], {}, "8.10", "infantry group"),
    ("supply_cut_1", "B", [REBEL, THEIR_REBEL], {}, "8.10", "nothing to cut"),
    ("supply_cut_1", "B", [REBEL, THEIR_GOV], {"round": {"un": {"player": "p1", "card": "un_intervention"}}}, "8.11", "UN"),
    ("assassin_1", "B", [REBEL, THEIR_GOV], {}, "8.5", "no leader"),
    ("recon_patrol_1", "B", [REBEL, THEIR_REBEL], {}, "8.9", "one-unit Government"),
    ("arms_cache_1", "B", [GOV_TWO, THEIR_GOV], {}, "8.4", "during a battle"),
    ("armor_column_1", "B", [REBEL, THEIR_GOV], {}, "8.3", "no Rebel"),
    ("air_assault_1", "B", [REBEL, THEIR_GOV], {"round": {"bad_weather": {"player": "p2", "card": "bad_weather",
                                                                          "turn": 0}}}, "9.2", "Bad Weather"),
    ("air_assault_1", "B", [REBEL, THEIR_GOV], {}, "8.1", "one of its three uses"),
    ("un_intervention", "C", [REBEL, THEIR_GOV], {}, "8.11", "Atrocit"),
    ("arms_cache_1", "C", [REBEL, THEIR_GOV], {}, "8.4", "isolated Rebel group"),
])
def test_an_event_card_that_cannot_be_played_in_its_phase_says_why(card, phase, groups, extra, rule, words):
    """Why not: in its own phase, an in-turn event card that is not on offer names what it lacks and the rule that
    asks for it, as it names its phase in any other phase (its own words, not "not part of this decision")."""
    st = kit.position(groups=groups, hands={"p1": [card, "u31_1"]}, phase=phase, **extra)
    assert card not in [a["arg"] for a in kit.actions(st, "p1")]
    why = kit.GAME.why_not(st, "p1", card)
    assert why["rule"] == rule and words in why["reason"], why
    assert "not part of this decision" not in why["reason"] and "this is Phase" not in why["reason"], why


def test_an_event_card_with_no_action_left_says_so():
    """5.2: the Assassin costs an action; with none left, that is what the answer names."""
    st = kit.position(groups=[REBEL, THEIR_LEADER], hands={"p1": ["assassin_1"]}, phase="B")
    st = kit.act(kit.act(st, "p1", "ambush_marker"), "p1", "ambush_marker")     # both actions spent
    assert "assassin" not in kit.verbs(st, "p1")
    why = kit.GAME.why_not(st, "p1", "assassin_1")
    assert why["rule"] == "5.2" and "action" in why["reason"], why


# ---------------------------------------------------------------- 2.2: what the table sees of a hand-size discard

def _seen(st, viewer):
    return "\n".join(e["text"] for e in engine.view(st, viewer)["log"])


def test_cards_lost_to_hand_capacity_go_on_the_pile_like_any_discard_only_the_last_face_up():
    """2.2 with 7.4 (reading): the excess goes to the discard pile as every discard does, face down but for the
    last card, which lies face up on top (9.4 and 9.7 rest on the cards below the top being unseen: the Port may
    not look through the pile before it pays). The picker draws blind from the fan. So the others learn how many
    cards went and the top one; the owner is told the rest. Before this the public log named every lost card."""
    hand = ["assassin_1", "supply_cut_1", "recon_patrol_1", "arms_cache_1", "ambush_1", "informant_1",
            "bodyguard_1", "air_assault_1", "u33_1"]
    st = kit.position(hands={"p1": hand}, phase="F")
    st = kit.act(st, "p1", "end", chance=[{"draw": "supply_cut_1"}, {"draw": "assassin_1"}])
    assert st["discard"][-2:] == ["supply_cut_1", "assassin_1"]
    for viewer in ("p2", "p3", "p4", None):
        seen = _seen(st, viewer)
        assert "Player 2 picks 2 cards at random to discard" in seen, viewer
        assert "Supply Cut" not in seen and "the last, Assassin, lies face up" in seen, viewer
        assert engine.view(st, viewer)["board"]["discard_top"] == "assassin_1"
    mine = _seen(st, "p1")
    assert "You lost face down: Supply Cut." in mine and "the last, Assassin, lies face up" in mine


def test_a_single_card_lost_to_hand_capacity_is_the_pile_top_for_all_to_see():
    """2.2 with 7.4: one card lost lies face up on top of the pile, so the public line names it."""
    hand = ["assassin_1", "supply_cut_1", "recon_patrol_1", "arms_cache_1", "ambush_1", "informant_1",
            "bodyguard_1", "u33_1"]
    st = kit.act(kit.position(hands={"p1": hand}, phase="F"), "p1", "end", chance=[{"draw": "ambush_1"}])
    seen = _seen(st, "p3")
    assert "Player 2 picks 1 card at random to discard: Ambush, which lies face up" in seen, seen
    assert "You lost" not in _seen(st, "p1")
