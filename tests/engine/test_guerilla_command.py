"""Guerilla 3.5, who serves under a leader: a group's owner is asked only when the choice could change the game.
The copies of a unit card are alike on both halves, so choices that put the same printed cards under command are
one; when every choice comes to the same cards nobody is asked (no hand-off at the table), the owner's phase menu
offers no "rearrange", and an Armor Column's chain asks the defender once, when it is over (the arrangement is
read by nothing between its links)."""

import guerilla_kit as kit

import engine
from engine.sandbox import hot_seat_next

GAME = engine.get_game("guerilla")


def _asked_now(st):
    """(role asked, its verbs, each once) of the question the game waits on."""
    role = kit.active(st)[0]
    return role, sorted(set(kit.verbs(st, role)))


def _battle(units):
    """Player 1's Rebel unit attacks Player 2's Government group under Paredes (Government rating 1: two of
    ``units`` lie sideways) through the units under command, and loses; returns the state once the battle is
    over and the next decision waits."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u33_1"]},
              {"owner": "p2", "faction": "government", "leader": "paredes", "units": list(units)}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    target = next(a["arg"] for a in kit.actions(st, "p1") if "units under command" in a["label"])
    return kit.settle(st, [1, 10], move=("p1", "target", target), stop=lambda s: "command" in kit.verbs(s, "p2"))


def test_no_question_after_a_battle_when_the_units_are_alike():
    """Three copies of one unit card under a leader who commands one: whichever serves, the same printed card
    serves and the same two lie sideways, so the battle's end asks Player 2 nothing and the group stays as it was
    (the log says so). Before, he was asked to choose among three alike answers."""
    st = _battle(["u22_2", "u22_3", "u22_4"])
    assert kit.at_menu(st) and st["turn"]["player"] == "p1" and "command" not in kit.verbs(st, "p2")
    assert kit.group(st, "g2")["units"] == ["u22_2", "u22_3", "u22_4"]
    assert "Group 2 stays as it is: Unit G2/R2 (Government 2), Unit G2/R2 (Government 2) lie sideways" \
        in kit.log_text(st)


def test_the_hot_seat_keeps_the_device_when_no_choice_is_left():
    """The hand-off the question made: after Player 1's battle against alike units the device stays with him
    (before, it went to Player 2 for the question and back); a group of unlike units still hands it over."""
    assert hot_seat_next(GAME, _battle(["u22_2", "u22_3", "u22_4"]), "p1") == "p1"
    assert hot_seat_next(GAME, _battle(["u22_2", "u31_1", "u13_1"]), "p1") == "p2"


def test_alike_choices_are_offered_once():
    """Two copies of Unit G2/R2 and a Unit G3/R1 under a leader who commands one: two different answers, not
    three (the present one first)."""
    st = _battle(["u22_2", "u31_1", "u22_3"])
    assert _asked_now(st) == ("p2", ["command"])
    assert kit.args(st, "p2", "command") == [["u22_2"], ["u31_1"]]


def test_a_reinforcement_with_a_like_unit_asks_nothing():
    """7.2, 3.5: a copy of the unit already serving joins Paredes' group from another player's hand: either copy
    serving is the same, so Player 2 is not asked."""
    groups = [{"owner": "p2", "faction": "government", "leader": "paredes", "units": ["u22_2"]}]
    st = kit.act(kit.position(groups=groups, phase="C", hands={"p1": ["u22_3"]}), "p1", "reinforce", "g1")
    st = kit.act(kit.act(st, "p1", "card", "u22_3"), "p1", "done")
    assert kit.at_menu(st) and "command" not in kit.verbs(st, "p2")
    assert kit.group(st, "g1")["units"] == ["u22_2", "u22_3"] and "Group 1 stays as it is" in kit.log_text(st)


def test_a_change_of_sides_with_alike_units_asks_nothing():
    """9.9, 3.5: Bastidas' three alike units turn Rebel, where he commands one: nothing to choose, so the
    Revolution passes the turn to Player 2 without a question."""
    group = {"owner": "p2", "faction": "government", "leader": "bastidas", "units": ["u22_2", "u22_3", "u22_4"]}
    st = kit.act(kit.position(groups=[group], deck=["revolution"], phase="F"), "p1", "draw")
    st = kit.act(kit.act(st, "p1", "swap", None), "p1", "group", "g1")
    assert kit.group(st, "g1")["faction"] == "rebel" and st["turn"]["player"] == "p2"
    assert "command" not in kit.verbs(st, "p2") and "Group 1 stays as it is" in kit.log_text(st)


def test_the_phase_menu_offers_no_rearranging_that_changes_nothing():
    """The turn's player's own group: "rearrange" is offered at the start of his turn only when the choice could
    change which cards serve."""
    alike = {"owner": "p1", "faction": "government", "leader": "paredes", "units": ["u22_1", "u22_2"]}
    unlike = dict(alike, units=["u22_1", "u31_1"])
    assert "rearrange" not in kit.verbs(kit.position(groups=[alike], phase="A"), "p1")
    assert "rearrange" in kit.verbs(kit.position(groups=[unlike], phase="A"), "p1")


def test_an_armor_columns_chain_asks_the_defender_to_rearrange_once_when_it_is_over():
    """8.3, 3.5: each link of the chain meets the one unit the defender picks, sideways or not, with the leader's
    modifier, so nothing between links reads who serves under Bastidas; Player 2 is asked once, when the chain
    ends. Before, he was asked after every link won by the Column too."""
    groups = [{"owner": "p1", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p2", "faction": "rebel", "leader": "bastidas", "units": ["u13_1", "u31_1", "u22_2"]}]
    st = kit.act(kit.act(kit.position(groups=groups, phase="B"), "p1", "armor", "g1"), "p1", "target", "g2")
    st = kit.act(kit.act(st, "p2", "refuse", False), "p2", "unit", "u31_1", dice=[5, 6])     # 10 against 9
    st = kit.act(st, "p2", "losses", ["u31_1"])
    assert _asked_now(st) == ("p2", ["refuse"])                 # the next link, no rearranging in between
    st = kit.act(kit.act(st, "p2", "refuse", False), "p2", "unit", "u22_2", dice=[1, 10])   # 6 against 14
    st = kit.settle(st, stop=lambda s: "command" in kit.verbs(s, "p2"))
    assert _asked_now(st) == ("p2", ["command"])
    assert st["stack"][-1]["ask"]["prompt"].startswith("The Armor Column's chain is over")
    st = kit.act(st, "p2", "command", ["u22_2"])
    assert kit.group(st, "g2")["units"] == ["u22_2", "u13_1"] and kit.at_menu(st)
    assert kit.log_text(st).count("Player 2 rearranges group 2") == 1
