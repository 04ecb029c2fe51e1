"""Paraguay ground movement (11.x), over-stacking (6.2), Guardia Nacional special attrition (7.14) and
riverine movement (12.x), on small hand-made maps (tests/engine/paraguay_kit.py)."""

import pytest

import engine
import paraguay_kit as kit

PY, AL = "paraguayan", "allied"


def start(units, m=None, turn=3, side=PY, **more):
    return kit.game(units, m, turn=turn, segment=f"move:{side}", **more)


def test_rough_hex_across_a_minor_river_costs_3_in_early_year_and_4_in_late_year():
    m = kit.minor(kit.terrain(kit.board(), "1531", "rough"), "1530-1531")
    for turn, cost in ((3, 3), (4, 4)):
        st = kit.act(start([kit.inf("py-a", "paraguay", "1530")], m, turn=turn), PY, "select",
                     {"hex": "1530", "kind": "ground"})
        assert kit.labels(st, PY, "step")["1531"].startswith(f"Move to 1531: {cost} MP")
        assert f"{6 - cost} left" in kit.labels(st, PY, "step")["1531"]
        assert "1 MP" in kit.labels(st, PY, "step")["1529"]


def test_a_road_costs_one_and_negates_the_minor_river():
    m = kit.road(kit.minor(kit.terrain(kit.board(), "1531", "forest"), "1530-1531"), ["1530", "1531"])
    st = kit.act(start([kit.inf("py-a", "paraguay", "1530")], m), PY, "select", {"hex": "1530", "kind": "ground"})
    assert "1 MP (road, 11.17), 5 left" in kit.labels(st, PY, "step")["1531"]


def test_railroad_is_free_for_paraguay_until_an_allied_unit_enters_it():
    m = kit.railroad(kit.board(), ["1330", "1430", "1530"])
    st = kit.act(start([kit.inf("py-a", "paraguay", "1330")], m), PY, "select", {"hex": "1330", "kind": "ground"})
    assert "0 MP (railroad, free, 11.18)" in kit.labels(st, PY, "step")["1430"]
    st = kit.act(kit.act(st, PY, "step", "1430"), PY, "step", "1530")
    assert kit.u(st, "py-a")["mp"] == 0
    entered = start([kit.inf("py-a", "paraguay", "1330")], m, rail_entered=True)
    entered = kit.act(entered, PY, "select", {"hex": "1330", "kind": "ground"})
    assert "1 MP (road" in kit.labels(entered, PY, "step")["1430"]
    al = start([kit.inf("ar-a", "argentina", "1431")], m, side=AL)
    al = kit.move(al, AL, "1431", ["1430"])
    assert al["pg"]["rail_entered"] and "ordinary road" in kit.log(al)


def test_no_step_into_a_hex_holding_enemy_units():
    st = start([kit.inf("py-a", "paraguay", "1530"), kit.inf("ar-a", "argentina", "1531")])
    st = kit.act(st, PY, "select", {"hex": "1530", "kind": "ground"})
    steps = kit.args(st, PY, "step")
    assert "1531" not in steps and "1529" in steps
    with pytest.raises(engine.IllegalAction) as err:
        kit.act(st, PY, "step", "1531")
    assert err.value.code == "enemy_hex" and err.value.rule == "11.4"


def test_minimum_move_spends_everything_and_turn_one_halves_rounding_up():
    m = kit.terrain(kit.board(), "1531", "marsh")
    st = kit.act(start([kit.inf("py-a", "paraguay", "1530", m=1)], m), PY, "select",
                 {"hex": "1530", "kind": "ground"})
    assert "minimum move, 11.3" in kit.labels(st, PY, "step")["1531"]
    st = kit.act(st, PY, "step", "1531")
    assert kit.args(st, PY, "step") == [] and kit.u(st, "py-a")["mp"] == 1
    t1 = kit.act(start([kit.inf("py-a", "paraguay", "1530", m=5)], turn=1), PY, "select",
                 {"hex": "1530", "kind": "ground"})
    assert "2 left" in kit.labels(t1, PY, "step")["1529"]          # 5 halved, rounded up, is 3 (5.3)


def test_a_stack_moves_with_its_slowest_unit_and_may_drop_units_that_resume_later():
    st = start([kit.inf("py-a", "paraguay", "1530", m=3), kit.inf("py-b", "paraguay", "1530", m=6),
                kit.inf("py-c", "paraguay", "1230")])
    st = kit.act(st, PY, "select", {"hex": "1530", "kind": "ground"})
    st = kit.act(st, PY, "step", "1531")
    assert "1 left" in kit.labels(st, PY, "step")["1532"]
    st = kit.act(st, PY, "drop", "py-a")
    assert "4 left" in kit.labels(st, PY, "step")["1532"]
    st = kit.act(kit.act(st, PY, "step", "1532"), PY, "finish")
    assert {"hex": "1531", "kind": "ground"} in kit.args(st, PY, "resume")
    st = kit.act(st, PY, "resume", {"hex": "1531", "kind": "ground"})
    st = kit.act(kit.act(st, PY, "step", "1431"), PY, "finish")
    assert kit.where(st, "py-a") == "1431" and kit.u(st, "py-a")["mp"] == 2
    assert "stops for good" in kit.labels(st, PY, "select")[str({"hex": "1230", "kind": "ground"})]
    st = kit.move(st, PY, "1230", ["1231"])
    assert [a["hex"] for a in kit.args(st, PY, "resume")] == ["1231"]   # 11.6: the earlier stack is done


def test_over_stacking_at_the_end_of_movement_is_removed_by_the_opponent():
    units = [kit.inf(f"py-{k}", "paraguay", "1530") for k in range(26)] + [kit.inf("py-x", "paraguay", "1531")]
    st = kit.move(start(units), PY, "1531", ["1530"])
    assert "over-stacked: 1530 by 1" in kit.labels(st, PY, "end_phase")["None"]
    st = kit.act(st, PY, "end_phase")
    assert kit.ask(st)["role"] == AL and kit.ask(st)["rule"] == "6.2"
    st = kit.act(st, AL, "lose", "py-7")
    assert kit.where(st, "py-7") == "dead" and sum(1 for x in st["units"] if x["where"] == "1530") == 26


def gn(uid, where, **more):
    return kit.unit(uid, "argentina", "cavalry", 3, 2, 9, where, gn=True, **more)


@pytest.mark.parametrize("roll,lost", [(3, True), (4, False)])
def test_a_guardia_nacional_unit_moving_alone_is_lost_on_0_to_3(roll, lost):
    m = kit.board(nation="argentina")
    st = kit.act(start([gn("gn-1", "1530")], m, side=AL), AL, "select", {"hex": "1530", "kind": "ground"})
    st = kit.act(kit.act(st, AL, "step", "1531"), AL, "finish", rolls=[roll])
    assert (kit.where(st, "gn-1") == "dead") == lost
    assert "7.14" in kit.rules_logged(st)


@pytest.mark.parametrize("roll,lost", [(2, True), (3, False)])
def test_with_a_regular_unit_in_the_stack_only_0_to_2_loses_it(roll, lost):
    m = kit.board(nation="argentina")
    st = start([gn("gn-1", "1530"), kit.inf("ar-1", "argentina", "1530")], m, side=AL)
    st = kit.act(kit.act(st, AL, "select", {"hex": "1530", "kind": "ground"}), AL, "step", "1531")
    st = kit.act(st, AL, "finish", rolls=[roll])
    assert (kit.where(st, "gn-1") == "dead") == lost


def test_a_guardia_nacional_reinforcement_has_a_grace_turn():
    m = kit.board(nation="argentina")
    st = start([gn("gn-1", "1530", entered=3, reinforcement=True)], m, side=AL)
    st = kit.act(st, AL, "select", {"hex": "1530", "kind": "ground"})
    st = kit.act(kit.act(st, AL, "step", "1531"), AL, "finish")      # no die is rolled (none supplied)
    assert kit.where(st, "gn-1") == "1531" and "7.14" not in kit.rules_logged(st)


# ---------------------------------------------------------------- riverine movement (12.x)

def river_map():
    m = kit.river(kit.board(), ["1432", "1433", "1434", "1533"], "paraguay")
    return kit.mark(m, ["1533", "1534", "1633"], nation="argentina")


def test_riverine_units_follow_the_river_hexsides_only():
    st = start([kit.unit("py-ws", "paraguay", "warship", 2, 2, 12, "1433")], river_map())
    st = kit.act(st, PY, "select", {"hex": "1433", "kind": "river"})
    assert sorted(kit.args(st, PY, "step")) == ["1432", "1434"]        # 1433-1533 touch, but not by river (12.2)


def test_allied_riverine_units_pay_two_inside_paraguay():
    st = start([kit.unit("br-ws", "brazil", "warship", 3, 3, 8, "1533")], river_map(), side=AL)
    st = kit.act(st, AL, "select", {"hex": "1533", "kind": "river"})
    assert "2 MP, 6 left" in kit.labels(st, AL, "step")["1434"]


def test_a_nine_mf_unit_embarking_after_two_mp_has_four_left_after_landing():
    units = [kit.inf("py-a", "paraguay", "1532", m=9), kit.unit("py-tr", "paraguay", "transport", 0, 1, 12, "1433")]
    st = kit.move(start(units, river_map()), PY, "1532", ["1433"])
    assert kit.u(st, "py-a")["mp"] == 2                               # a navigable river hex costs 2 (11.14)
    st = kit.act(st, PY, "select", {"hex": "1433", "kind": "river"})
    assert "(3 MP of its own, 4 left)" in kit.labels(st, PY, "embark")["py-a"]
    st = kit.act(kit.act(st, PY, "embark", "py-a"), PY, "step", "1434")
    st = kit.act(st, PY, "unload", "py-a")
    assert kit.where(st, "py-a") == "1434" and kit.u(st, "py-a")["mp"] == 5
    st = kit.act(st, PY, "finish")
    st = kit.act(st, PY, "resume", {"hex": "1434", "kind": "ground"})
    assert all("left" in label for label in kit.labels(st, PY, "step").values())


def test_transport_capacity_two_units_warships_one_infantry():
    units = [kit.inf("py-a", "paraguay", "1433"), kit.inf("py-b", "paraguay", "1433"),
             kit.unit("py-c", "paraguay", "cavalry", 2, 2, 8, "1433"),
             kit.unit("py-ws", "paraguay", "warship", 2, 2, 12, "1433")]
    st = kit.act(start(units, river_map()), PY, "select", {"hex": "1433", "kind": "river"})
    assert sorted(kit.args(st, PY, "embark")) == ["py-a", "py-b"]          # no cavalry on a warship (12.4)
    st = kit.act(st, PY, "embark", "py-a")
    assert kit.args(st, PY, "embark") == []
    units[3] = kit.unit("py-tr", "paraguay", "transport", 0, 1, 12, "1433")
    st = kit.act(start(units, river_map()), PY, "select", {"hex": "1433", "kind": "river"})
    st = kit.act(kit.act(st, PY, "embark", "py-c"), PY, "embark", "py-a")
    assert kit.args(st, PY, "embark") == []


def test_armed_rafts_move_only_in_tow_one_per_tower_and_phase():
    units = [kit.unit("py-r1", "paraguay", "armed_raft", 2, 1, 0, "1433"),
             kit.unit("py-r2", "paraguay", "armed_raft", 2, 1, 0, "1433"),
             kit.unit("py-ws", "paraguay", "warship", 2, 2, 12, "1433")]
    st = start(units, river_map())
    assert [a["hex"] for a in kit.args(st, PY, "select")] == ["1433"]
    st = kit.act(st, PY, "select", {"hex": "1433", "kind": "river"})
    assert sorted(kit.args(st, PY, "tow")) == ["py-r1", "py-r2"]
    st = kit.act(st, PY, "tow", "py-r1")
    assert kit.args(st, PY, "tow") == []
    st = kit.act(kit.act(st, PY, "step", "1434"), PY, "finish")
    assert kit.where(st, "py-r1") == "1434" and kit.where(st, "py-r2") == "1433"


def test_carried_units_stay_aboard_when_the_stack_stops_and_land_when_the_phase_ends():
    units = [kit.inf("py-a", "paraguay", "1433"), kit.unit("py-tr", "paraguay", "transport", 0, 1, 12, "1433")]
    st = kit.act(start(units, river_map()), PY, "select", {"hex": "1433", "kind": "river"})
    st = kit.act(kit.act(kit.act(st, PY, "embark", "py-a"), PY, "step", "1432"), PY, "finish")
    assert kit.where(st, "py-a") == "1432" and st["pg"]["mv"]["group"] is None
    assert st["pg"]["mv"]["aboard"][0]["cargo"] == ["py-a"]                # still aboard (12.4)
    st = kit.act(st, PY, "end_phase")
    assert kit.where(st, "py-a") == "1432" and st["pg"]["mv"]["aboard"] == []


def test_a_stack_taken_up_again_that_does_not_move_is_done_for_the_phase():
    st = kit.move(start([kit.inf("py-a", "paraguay", "1530")]), PY, "1530", ["1531"])
    st = kit.act(st, PY, "resume", {"hex": "1531", "kind": "ground"})
    assert "done for the phase" in kit.labels(st, PY, "finish")["None"]
    st = kit.act(st, PY, "finish")
    assert kit.args(st, PY, "resume") == [] and kit.args(st, PY, "select") == []


def test_a_towing_vessel_cannot_leave_its_raft_behind():
    units = [kit.unit("py-r1", "paraguay", "armed_raft", 2, 1, 0, "1433"),
             kit.unit("py-ws", "paraguay", "warship", 2, 2, 12, "1433"),
             kit.unit("py-tr", "paraguay", "transport", 0, 1, 12, "1433")]
    st = kit.act(start(units, river_map()), PY, "select", {"hex": "1433", "kind": "river"})
    st = kit.act(st, PY, "tow", "py-r1")
    tower = st["pg"]["mv"]["group"]["tows"]["py-r1"]
    assert tower not in kit.args(st, PY, "drop") and len(kit.args(st, PY, "drop")) == 1


def test_entering_hexes_changes_control_and_an_empty_hex_keeps_it():
    m = kit.mark(kit.board(), ["1531", "1532"], nation="argentina")
    st = kit.move(start([kit.inf("py-a", "paraguay", "1530")], m), PY, "1530", ["1531", "1532"])
    assert st["pg"]["flip"] == {"1531": PY, "1532": PY}            # 1531 stays Paraguayan though empty (3.6)
    assert "1531 comes under Paraguayan control." in kit.log(st)


def test_relay_transport_carries_one_load_then_goes_back_for_another():
    units = [kit.inf("py-a", "paraguay", "1433"), kit.inf("py-b", "paraguay", "1433"),
             kit.inf("py-c", "paraguay", "1433"), kit.unit("py-tr", "paraguay", "transport", 0, 1, 12, "1433")]
    st = kit.act(start(units, river_map()), PY, "select", {"hex": "1433", "kind": "river"})
    st = kit.act(kit.act(st, PY, "embark", "py-a"), PY, "embark", "py-b")
    assert kit.args(st, PY, "embark") == []                         # two at a time (12.4)
    st = kit.act(st, PY, "step", "1434")
    st = kit.act(kit.act(st, PY, "unload", "py-a"), PY, "unload", "py-b")
    st = kit.act(kit.act(st, PY, "step", "1433"), PY, "embark", "py-c")
    st = kit.act(kit.act(st, PY, "step", "1434"), PY, "finish")
    assert {kit.where(st, x) for x in ("py-a", "py-b", "py-c")} == {"1434"}
    assert kit.u(st, "py-tr")["mp"] == 3


def test_refused_steps_name_their_rule_and_leave_the_state_untouched():
    m = kit.river(kit.terrain(kit.board(), "1529", "marsh"), ["1432", "1433"])
    st = start([kit.inf("py-a", "paraguay", "1530", m=2), kit.inf("ar-a", "argentina", "1631"),
                kit.unit("py-w", "paraguay", "warship", 2, 2, 12, "1433")], m)
    st = kit.act(kit.act(st, PY, "select", {"hex": "1530", "kind": "ground"}), PY, "step", "1630")
    before = kit.u(st, "py-a")["mp"]
    for target, rule in (("1631", "11.4"), ("1529", "11.2"), ("1532", "11.1"), ("9999", "11.20")):
        with pytest.raises(engine.IllegalAction) as err:
            kit.act(st, PY, "step", target)
        assert err.value.rule == rule, target
    assert kit.u(st, "py-a")["mp"] == before
    river = kit.act(kit.act(st, PY, "finish"), PY, "select", {"hex": "1433", "kind": "river"})
    with pytest.raises(engine.IllegalAction) as err:
        kit.act(river, PY, "step", "1533")
    assert err.value.rule == "12.2"
