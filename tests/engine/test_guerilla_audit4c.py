"""Guerilla's fourth rules audit, its leftovers (the audit itself is test_guerilla_audit4.py and
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
    assert "they go face down (Supply Cut) but the last, Assassin, lies face up" in mine
    assert len(engine.view(st, "p1")["log"]) == len(engine.view(st, "p2")["log"])     # one line, two readings


def test_a_single_card_lost_to_hand_capacity_is_the_pile_top_for_all_to_see():
    """2.2 with 7.4: one card lost lies face up on top of the pile, so the public line names it."""
    hand = ["assassin_1", "supply_cut_1", "recon_patrol_1", "arms_cache_1", "ambush_1", "informant_1",
            "bodyguard_1", "u33_1"]
    st = kit.act(kit.position(hands={"p1": hand}, phase="F"), "p1", "end", chance=[{"draw": "ambush_1"}])
    seen = _seen(st, "p3")
    assert "Player 2 picks 1 card at random to discard: Ambush, which lies face up" in seen, seen
    assert "You lost" not in _seen(st, "p1")


# ---------------------------------------------------------------- 3.5: rearranging when the rule allows it

TURNCOAT = {"owner": "p2", "faction": "government", "leader": "bastidas", "units": ["u31_1", "u22_2", "u13_1"]}


def _asked_now(st):
    """(role asked, its verbs, each once) of the question the game waits on."""
    role = kit.active(st)[0]
    return role, sorted(set(kit.verbs(st, role)))


def test_a_group_that_changes_sides_in_another_players_turn_is_rearranged_by_its_owner_at_once():
    """3.5: a group's cards may be rearranged right after it changes sides, not only at its owner's next turn.
    Bastidas commands three Government units but one Rebel one; when the Revolution drawn by Player 1 turns his
    group, Player 2 chooses there and then which unit serves under him (Player 1's turn has not ended). Before,
    the engine kept the first unit listed and asked nothing until Player 2's own turn."""
    st = kit.act(kit.position(groups=[TURNCOAT], deck=["revolution"], phase="F"), "p1", "draw")
    st = kit.act(kit.act(st, "p1", "swap", None), "p1", "group", "g1")
    assert kit.group(st, "g1")["faction"] == "rebel"
    assert _asked_now(st) == ("p2", ["command"]) and st["turn"]["player"] == "p1"
    assert kit.args(st, "p2", "command") == [["u31_1"], ["u22_2"], ["u13_1"]]       # the one now in command first
    st = kit.act(st, "p2", "command", ["u13_1"])
    assert kit.group(st, "g1")["units"][0] == "u13_1"
    assert "Player 2 rearranges group 1" in kit.log_text(st) and st["turn"]["player"] == "p2"


def test_the_drawer_whose_own_group_turns_rearranges_it_before_his_turn_ends():
    """3.5, 7.6: a drawn red card ends the turn once played, so the drawer too is asked at once when a Traitor turns
    his own group."""
    st = kit.position(groups=[dict(TURNCOAT, owner="p1")], deck=["traitor_1"], phase="F")
    st = kit.act(kit.act(st, "p1", "draw"), "p1", "group", "g1", dice=[6])              # 6 + 2 > 5: it goes over
    assert _asked_now(st) == ("p1", ["command"]) and not st["turn"]["ended"]


def test_a_traitor_waiting_on_the_rearranging_lies_in_one_place_only():
    """7.6, 9.10: while the owner of a group a Traitor turned chooses who serves (3.5), the Traitor card is still
    being played: it lies on the table and is not yet in the discard pile, so every card is in exactly one place at
    that question (the fuzzer found it in both, seed 664769)."""
    game = engine.get_game("guerilla")
    st = kit.position(groups=[TURNCOAT], deck=["traitor_1"], phase="F")
    baseline = game.invariants(st, None)
    st = kit.act(kit.act(st, "p1", "draw"), "p1", "group", "g1", dice=[6])
    assert _asked_now(st) == ("p2", ["command"])
    assert game.invariants(st, baseline) == [] and "traitor_1" not in st["discard"]
    st = kit.act(st, "p2", "command", ["u13_1"])
    assert game.invariants(st, baseline) == [] and st["discard"][-1] == "traitor_1"


def test_no_question_when_the_new_side_commands_every_unit():
    """3.5: Vidaurre commands two Government units and three Rebel ones: turned Rebel, all three serve, there is
    nothing to choose, and nobody is asked."""
    st = kit.position(groups=[dict(TURNCOAT, leader="vidaurre")], deck=["revolution"], phase="F")
    st = kit.act(kit.act(kit.act(st, "p1", "draw"), "p1", "swap", None), "p1", "group", "g1")
    assert st["turn"]["player"] == "p2" and "command" not in kit.verbs(st, "p2")


def test_a_defending_group_is_rearranged_by_its_owner_after_the_battle():
    """3.5: "any battle involving the group" includes the defender's: after an attack on his group in another
    player's turn, its owner may choose again which units serve under the leader."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u33_1"]},
              {"owner": "p2", "faction": "government", "leader": "paredes", "units": ["u22_2", "u31_1", "u13_1"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    target = next(a["arg"] for a in kit.actions(st, "p1") if "units under command" in a["label"])
    st = kit.settle(st, [1, 10], move=("p1", "target", target),
                    stop=lambda s: "command" in kit.verbs(s, "p2"))
    assert _asked_now(st) == ("p2", ["command"]) and kit.group(st, "g2")["units"] == ["u22_2", "u31_1", "u13_1"]
    st = kit.act(st, "p2", "command", ["u31_1"])
    assert kit.group(st, "g2")["units"][0] == "u31_1" and kit.at_menu(st) and st["turn"]["player"] == "p1"


def test_a_group_reinforced_by_another_player_is_rearranged_by_its_owner():
    """3.5, 7.2: a deployment into another player's group is a deployment involving that group: its owner may
    choose which units serve under his leader."""
    groups = [{"owner": "p2", "faction": "government", "leader": "paredes", "units": ["u22_2"]}]
    st = kit.act(kit.position(groups=groups, phase="C", hands={"p1": ["u31_1"]}), "p1", "reinforce", "g1")
    st = kit.act(kit.act(st, "p1", "card", "u31_1"), "p1", "done")
    assert _asked_now(st) == ("p2", ["command"])
    st = kit.act(st, "p2", "command", ["u31_1"])
    assert kit.group(st, "g1")["units"] == ["u31_1", "u22_2"] and kit.at_menu(st)


def test_a_group_given_a_leader_by_the_palace_is_rearranged_by_its_owner():
    """3.5, 9.8: a leader the Palace sends into another player's group is deployed there; when he cannot command
    every unit, the group's owner chooses which serve."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "palace"},
              {"owner": "p2", "faction": "government", "units": ["u22_2", "u31_1"]}]
    st = kit.act(kit.position(groups=groups, phase="C", hands={"p1": ["paredes"]}), "p1", "palace")
    st = kit.act(st, "p1", "place", ["paredes", "g2"])
    assert _asked_now(st) == ("p2", ["command"]) and "Group 2 has a new leader" in st["stack"][-1]["ask"]["prompt"]
