"""Two points Guerilla's third audit noticed and left (issue 27). A complex captured by two groups
attacking as one through Air Assault may take its garrison from either group, never the Armor Column (6.10, 8.1,
8.3), and a supply cutter whose last cards go into a garrison frees its victim (8.10); "why not?" about an
Airfield that makes no air strike names the reason, the UN's protection above all (9.1, 8.11). Each test failed
on the engine before its fix."""

import engine
import guerilla_kit as kit

GAME = engine.get_game("guerilla")
BRIDGE = {"owner": "p2", "faction": "rebel", "units": ["u13_1"], "complex": "bridge"}


def _captured_by_combined(groups):
    """Player 1's two groups attack the Rebel Bridge as one (8.1 use 2) and win big: the garrison question."""
    st = kit.position(groups=groups, phase="B", hands={"p1": ["air_assault_1"]})
    st = kit.act(st, "p1", "air_assault", ["air_assault_1", "combine"])
    st = kit.settle(st, dice=[10, 1], stop=lambda s: "garrison" in kit.verbs(s, "p1"), move=("p1", "target", 0))
    assert "Player 1 captures Bridge for the Government." in kit.log_text(st)
    return st


# ---------------------------------------------------------------- 6.10, 8.1: a garrison from either group


def test_a_complex_captured_by_a_combined_attack_takes_its_garrison_from_either_group():
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1"]},
              {"owner": "p1", "faction": "government", "units": ["u33_1", "u22_1"], "leader": "bastidas"}, BRIDGE]
    st = _captured_by_combined(groups)
    offered = kit.args(st, "p1", "garrison")
    # the first group's unit, as before; now the second group's units and leader too, and its leader with the
    # first group's unit; never a choice that leaves the leader alone in his group (6.9)
    for arg in ([], ["u32_1"], ["u33_1"], ["u22_1"], ["bastidas"], ["bastidas", "u33_1"], ["bastidas", "u22_1"],
                ["bastidas", "u32_1"]):
        assert arg in offered, (arg, offered)
    assert len(offered) == 8
    assert {a["rule"] for a in kit.actions(st, "p1") if a["verb"] == "garrison"} == {"6.10"}
    st = kit.act(st, "p1", "garrison", ["bastidas", "u33_1"])
    bridge = kit.group_with(st, "bridge")
    assert (bridge["owner"], bridge["faction"], bridge["leader"], bridge["units"]) == \
        ("p1", "government", "bastidas", ["u33_1"])
    assert kit.group_with(st, "u22_1")["leader"] is None and kit.group_with(st, "u32_1")["units"] == ["u32_1"]
    assert "Garrison of Bridge: " in kit.log_text(st)


def test_a_combined_attack_led_by_the_armor_column_garrisons_from_its_infantry():
    # the Armor Column stands alone and never garrisons (8.3); the infantry group it attacked with may (6.10)
    groups = [{"owner": "p1", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p1", "faction": "government", "units": ["u32_1"]}, BRIDGE]
    st = _captured_by_combined(groups)
    assert kit.args(st, "p1", "garrison") == [[], ["u32_1"]]
    st = kit.act(st, "p1", "garrison", ["u32_1"])
    assert kit.group_with(st, "bridge")["units"] == ["u32_1"] and kit.group_with(st, "u32_1")["owner"] == "p1"
    assert kit.group_with(st, "armor_column_1")["units"] == ["armor_column_1"]


def test_a_group_emptied_into_the_garrison_lets_the_supply_it_cut_through():
    # the cutter attacked again (8.10) and its one unit now holds the complex it took: its victim is free
    groups = [{"owner": "p1", "faction": "government", "units": ["u33_1"]}, BRIDGE,
              {"owner": "p3", "faction": "rebel", "units": ["u23_1"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1", "cut_player": "p1"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    st = kit.settle(st, dice=[10, 1], stop=lambda s: "garrison" in kit.verbs(s, "p1"), move=("p1", "target", 0))
    st = kit.act(st, "p1", "garrison", ["u33_1"])
    assert kit.group(st, "g1") is None and kit.group_with(st, "bridge")["units"] == ["u33_1"]
    victim = kit.group_with(st, "u23_1")
    assert (victim["iso"], victim["cut_by"]) == (None, None)
    assert "supply_cut_1" in st["discard"]


# ---------------------------------------------------------------- 9.1, 8.11: why no air strike?


AIRFIELD = [{"owner": "p1", "faction": "government", "units": ["u32_1"], "complex": "airfield"},
            {"owner": "p2", "faction": "rebel", "units": ["u23_1"]}]


def test_why_no_air_strike_names_the_un_protection():
    st = kit.position(groups=AIRFIELD, phase="B", round={"un": {"player": "p1", "card": "un_intervention"}})
    assert "air_strike" not in kit.verbs(st, "p1")
    for target in ("airfield", "g1"):          # the Airfield's card, or its group, clicked (or picked) on the board
        answer = GAME.why_not(st, "p1", target)
        assert answer["rule"] == "8.11" and "UN" in answer["reason"] and "air strike" in answer["reason"], answer


def test_why_no_air_strike_names_the_other_reasons():
    cases = [({"phase": "C"}, "9.1", "Attack phase"),
             ({"round": {"bad_weather": {"player": "p3"}}}, "9.2", "Bad Weather"),
             ({"groups": [dict(AIRFIELD[0], damage=1), AIRFIELD[1]]}, "9.1", "damaged"),
             ({"groups": [AIRFIELD[0], dict(AIRFIELD[1], owner="p1", faction="government")]}, "9.1", "nothing")]
    for change, rule, words in cases:
        st = kit.position(**{"groups": AIRFIELD, "phase": "B", **change})
        assert "air_strike" not in kit.verbs(st, "p1")
        answer = GAME.why_not(st, "p1", "airfield")
        assert answer["rule"] == rule and words in answer["reason"], (change, answer)


def test_an_airfield_that_may_strike_points_to_its_group_and_the_list():
    st = kit.position(groups=AIRFIELD, phase="B")
    strike = next(a for a in kit.actions(st, "p1") if a["verb"] == "air_strike")
    answer = GAME.why_not(st, "p1", "airfield")
    assert answer["rule"] == "9.1" and strike["label"] in answer["reason"] and "group 1" in answer["reason"], answer
    assert GAME.why_not(st, "p1", "g1") is None                    # the group itself is the choice (its ``at``)
    # another player's Airfield is no business of this question: the plain answer
    st = kit.position(groups=[dict(AIRFIELD[0], owner="p2"), dict(AIRFIELD[1], owner="p3")], phase="B")
    assert "air strike" not in GAME.why_not(st, "p1", "airfield")["reason"]
