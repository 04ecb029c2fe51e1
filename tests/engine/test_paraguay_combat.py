"""Paraguay combat (13.x): odds and their rounding, the artillery cap, every DRM, supply burning, running the
guns, losses defender first, advance after combat, weapons captures, once-per-phase limits and fog (6.4)."""

import pytest

import engine
import paraguay_kit as kit
from engine.games.paraguay import combat

PY, AL = "paraguayan", "allied"
GAME = kit.GAME


def fight(units, m=None, side=AL, phase=2, turn=3, **more):
    return kit.game(units, m, turn=turn, segment=f"combat{phase}:{side}", **more)


def br(uid, where, a=9, d=3, kind="infantry", **more):
    return kit.unit(uid, "brazil", kind, a, d, 6, where, **more)


def test_the_rulebook_odds_examples():
    assert GAME.odds(26, 7) == ("3:1", 0, False)          # 13.9
    assert GAME.odds(5, 11) == ("1:3", 0, False)          # 13.10
    assert GAME.odds(9, 1) == ("6:1", 3, False)           # 13.12: 9:1 is the 6:1 column with +3
    assert GAME.odds(1, 4)[2] is True                     # worse than 1:3: automatic elimination


def test_five_infantry_and_eight_artillery_factors_count_five_artillery():
    force = [kit.unit("i", "brazil", "infantry", 5, 3, 6, "1530"),
             kit.unit("a1", "brazil", "field_artillery", 4, 2, 4, "1530"),
             kit.unit("a2", "brazil", "siege_artillery", 4, 2, 2, "1531"),
             kit.unit("w", "brazil", "warship", 3, 3, 8, "1532")]
    assert combat.counted_attack(force) == (5 + 5 + 3, 3)       # riverine factors stand apart (13.26)


def declared(st, side, target, units, rolls=None):
    return kit.attack(st, side, target, units, rolls)


def test_six_to_one_with_a_five_is_one_eleven_defender_first_then_advance():
    units = [kit.inf(f"py-{k}", "paraguay", "1531", a=1, d=1) for k in range(11)]
    units += [br(f"br-{k}", "1530" if k < 4 else "1532", a=11 if k < 6 else 0) for k in range(6)]
    st = declared(fight(units), AL, "1531", [f"br-{k}" for k in range(6)], rolls=[5])
    text = kit.log(st)
    assert "66 against 11" in text and "6:1" in text and "roll 5, modified 5: 1/11" in text
    assert all(kit.where(st, f"py-{k}") == "dead" for k in range(11))      # 11 losses take all 11
    assert kit.ask(st)["role"] == AL and kit.ask(st)["rule"] == "13.29"
    st = kit.act(st, AL, "lose", "br-0")
    assert kit.ask(st)["rule"] == "13.30" and "stop" not in [o["verb"] for o in kit.ask(st)["options"]]
    st = kit.act(st, AL, "advance", "br-1")
    st = kit.act(st, AL, "stop")
    assert kit.where(st, "br-1") == "1531" and st["pg"]["flip"]["1531"] == AL


def test_below_one_to_three_the_attackers_are_simply_eliminated():
    units = [kit.inf("py-a", "paraguay", "1531", d=9), br("br-a", "1530", a=2)]
    st = declared(fight(units), AL, "1531", ["br-a"])        # no die is rolled
    assert kit.where(st, "br-a") == "dead" and "13.12" in kit.rules_logged(st)


def drm_of(units, target, attackers, side=AL, phase=2, m=None, **more):
    st = fight(units, m, side=side, phase=phase, **more)
    p = kit.p(st)
    att = [kit.u(st, a) for a in attackers]
    return [(v, r) for v, _, r in combat.drms(p, side, target, att, p.at(target), 0, {})]


def test_phase_terrain_and_river_drms():
    m = kit.river(kit.terrain(kit.board(), "1531", "forest"), ["1430", "1531"])
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-a", "1530")]
    got = drm_of(units, "1531", ["br-a"], phase=1, m=m)
    assert {(1, "13.15"), (-1, "13.14"), (-1, "13.22")} <= set(got)
    assert (-1, "13.15") in drm_of(units, "1531", ["br-a"], phase=3, m=m)


@pytest.mark.parametrize("hex_id,drm", [("1432", -4), ("1827", -3), ("1433", -2)])
def test_fortress_drm_with_siege_artillery_and_engineers(hex_id, drm):
    m = kit.river(kit.board(rows=range(26, 36), cols=range(12, 20)), ["1432", "1433"])
    near = next(n for n in ("1332", "1333", "1727", "1728") if GAME.hexmap({"options": {"map": m}}).adjacent(n, hex_id))
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, hex_id, code=hex_id),
             br("br-a", near), br("br-s", near, kind="siege_artillery"), br("br-e", near, kind="engineer")]
    got = drm_of(units, hex_id, ["br-a", "br-s", "br-e"], m=m)
    assert (drm, "13.16") in got
    assert got.count((1, "13.17")) == 2                 # one for siege artillery, one for engineers
    got = drm_of(units, hex_id, ["br-a"], m=m)
    assert (1, "13.17") not in got
    assert (-1, "13.22") not in got                    # the river is already in the fortress DRM


def test_joint_allied_attacks_and_defences():
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-a", "1530"), kit.inf("ar-a", "argentina", "1530"),
             kit.inf("ur-a", "uruguay", "1532")]
    assert (-1, "13.19") in drm_of(units, "1531", ["br-a", "ar-a"])
    assert (-2, "13.19") in drm_of(units, "1531", ["br-a", "ar-a", "ur-a"])
    units = [kit.inf("py-a", "paraguay", "1530"), br("br-a", "1531"), kit.inf("ar-a", "argentina", "1531"),
             kit.inf("ur-a", "uruguay", "1531")]
    assert (2, "13.19") in drm_of(units, "1531", ["py-a"], side=PY)


def test_guardia_nacional_only_forces():
    gn = kit.unit("gn-a", "argentina", "cavalry", 3, 2, 9, "1530", gn=True)
    units = [kit.inf("py-a", "paraguay", "1531"), gn, br("br-a", "1532")]
    assert (-1, "13.20") in drm_of(units, "1531", ["gn-a"])
    assert (-1, "13.20") not in drm_of(units, "1531", ["gn-a", "br-a"])
    units = [kit.inf("py-a", "paraguay", "1531"), dict(gn, where="1530")]
    assert (1, "13.20") in drm_of(units, "1530", ["py-a"], side=PY)


def test_minor_river_only_when_every_attacker_crosses_one():
    m = kit.minor(kit.board(), "1530-1531")
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-a", "1530"), br("br-b", "1532")]
    assert (-1, "13.21") in drm_of(units, "1531", ["br-a"], m=m)
    assert (-1, "13.21") not in drm_of(units, "1531", ["br-a", "br-b"], m=m)


def test_congreve_rockets_in_clear_terrain():
    units = [kit.unit("py-con", "paraguay", "rocket_artillery", 2, 1, 6, "1530"), kit.inf("py-a", "paraguay", "1530"),
             br("br-a", "1531")]
    assert (1, "13.23") in drm_of(units, "1531", ["py-con", "py-a"], side=PY)
    m = kit.terrain(kit.board(), "1531", "rough")
    assert (1, "13.23") not in drm_of(units, "1531", ["py-con", "py-a"], side=PY, m=m)


def test_supply_lines_in_combat():
    m = kit.road(kit.mark(kit.board(), "1230", supply="allied", nation="argentina"), ["1230", "1330", "1430", "1530"])
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-a", "1530")]
    got = drm_of(units, "1531", ["br-a"], m=m)
    assert (3, "13.25") in got and (-3, "13.25") not in got        # defender cut off, attacker on the road


def test_supply_burning_is_announced_by_the_attacker_first():
    units = [kit.inf("py-a", "paraguay", "1531", d=2), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             br("br-a", "1530", a=9), kit.unit("br-s", "brazil", "supply", 0, 1, 6, "1530")]
    st = kit.act(kit.act(kit.act(fight(units), AL, "target", "1531"), AL, "add", "br-a"), AL, "declare")
    assert kit.ask(st)["role"] == AL and kit.ask(st)["rule"] == "13.24"
    st = kit.act(st, AL, "burn", "br-s")
    assert kit.ask(st)["role"] == PY
    st = kit.act(st, PY, "burn", "py-s", rolls=[4])
    text = kit.log(st)
    assert "+3 attacker burns supply" in text and "−3 defender burns supply" in text
    assert kit.where(st, "br-s") == "dead" and kit.where(st, "py-s") == "dead"


def test_running_the_guns_comes_before_the_odds():
    m = kit.river(kit.board(), ["1431", "1432"])
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 2, 0, "1432", code="1432"),
             kit.unit("br-w1", "brazil", "warship", 4, 4, 8, "1431"),
             kit.unit("br-w2", "brazil", "warship", 4, 4, 8, "1431"),
             br("br-a", "1332", a=4)]
    st = declared(fight(units, m), AL, "1432", ["br-w1", "br-w2", "br-a"], rolls=[3])       # 1 vessel lost
    assert "Running the guns" in kit.log(st) and kit.ask(st)["rule"] == "13.18"
    st = kit.act(st, AL, "lose", "br-w2", rolls=[6])
    assert kit.where(st, "br-w2") == "dead"
    assert "8 against 2" in kit.log(st)                                              # odds after the loss


def test_each_unit_attacks_once_and_each_enemy_is_attacked_once_a_phase():
    units = [kit.inf("py-a", "paraguay", "1531", d=1), kit.inf("py-b", "paraguay", "1631", d=30),
             br("br-a", "1530"), br("br-b", "1530"), br("br-z", "1530", a=0)]
    st = fight(units)
    st = kit.act(st, AL, "target", "1531")
    assert sorted(kit.args(st, AL, "add")) == ["br-a", "br-b"]                # zero-attack units never attack
    st = kit.act(kit.act(kit.act(st, AL, "add", "br-a"), AL, "declare"), AL, "no_burn", None, [5])
    assert "1531" not in kit.args(st, AL, "target") or kit.where(st, "py-a") == "dead"
    if "1631" in kit.args(st, AL, "target"):
        st2 = kit.act(st, AL, "target", "1631")
        assert "br-a" not in kit.args(st2, AL, "add")


def test_a_declared_attack_cannot_be_withdrawn_and_reveals_the_stack_to_the_attacker_only():
    units = [kit.inf("py-a", "paraguay", "1531"), kit.inf("py-b", "paraguay", "1531"), br("br-a", "1530"),
             kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531")]
    st = fight(units)
    board = engine.view(st, AL)["board"]["hexes"]["1531"]
    assert board["count"] == 3 and "units" not in board
    st = kit.act(kit.act(st, AL, "target", "1531"), AL, "add", "br-a")
    assert "cancel" in kit.verbs(st, AL)
    st = kit.act(st, AL, "declare")
    assert kit.verbs(st, AL) == ["capitulate", "no_burn"]    # no way back (giving up the war aside, 5.4); the
    #                                                          attacker announces first (13.24)
    st = kit.act(st, AL, "no_burn")
    assert kit.ask(st)["role"] == PY                  # the defender's burn question
    seen = [e for e in engine.view(st, AL)["log"] if e["rule"] == "6.4"]
    assert seen and "Paraguayan infantry py-a" in seen[0]["text"] and "Paraguayan supply" in seen[0]["text"]
    assert not any(e["rule"] == "6.4" for e in engine.view(st, None)["log"])


def test_weapons_captured_by_paraguay_add_to_its_next_attack():
    units = [kit.inf(f"al-{k}", "argentina", "1531", a=1, d=1) for k in range(4)]
    units += [kit.inf("py-a", "paraguay", "1530", a=30, d=3), kit.inf("al-z", "argentina", "1632", d=2)]
    st = declared(fight(units, side=PY, phase=1), PY, "1531", ["py-a"], rolls=[9])
    assert all(kit.where(st, f"al-{k}") == "dead" for k in range(4))
    st = kit.act(st, PY, "advance", "py-a", rolls=[4])
    assert "Weapons and supply captured: roll 4, +4" in kit.log(st)
    st = kit.act(st, PY, "end_combat")
    st = declared(st, PY, "1632", ["py-a"], rolls=[0])
    assert "Captured weapons add 4" in kit.log(st) and "34 against 2" in kit.log(st)


def test_riverine_units_attack_only_across_a_river_hexside_and_rafts_only_in_tow():
    m = kit.river(kit.board(), ["1430", "1431", "1432"])
    units = [kit.unit("py-r", "paraguay", "armed_raft", 2, 1, 0, "1430"),
             kit.unit("py-w", "paraguay", "warship", 2, 2, 12, "1532"),
             kit.inf("br-a", "brazil", "1431")]
    alone = fight(units, m, side=PY)
    assert kit.args(alone, PY, "target") == []             # the warship is off the river, the raft not in tow
    units[1] = dict(units[1], where="1430")
    st = kit.act(fight(units, m, side=PY), PY, "target", "1431")
    assert sorted(kit.args(st, PY, "add")) == ["py-r", "py-w"]
    st = kit.act(st, PY, "add", "py-r")
    assert "declare" not in kit.verbs(st, PY)              # a raft alone is not in tow (12.6)
    assert "declare" in kit.verbs(kit.act(st, PY, "add", "py-w"), PY)


def test_refused_targets_and_attackers_name_their_rule():
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-a", "1530"), br("br-z", "1530", a=0), br("br-far", "1730")]
    st = fight(units)
    with pytest.raises(engine.IllegalAction) as err:
        kit.act(st, AL, "target", "1532")
    assert err.value.rule == "13.1"
    st = kit.act(st, AL, "target", "1531")
    for uid, rule in (("br-z", "13.31"), ("br-far", "13.1")):
        with pytest.raises(engine.IllegalAction) as err:
            kit.act(st, AL, "add", uid)
        assert err.value.rule == rule


def test_a_hex_only_artillery_or_an_untowed_raft_could_attack_is_not_offered():
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-art", "1530", kind="field_artillery")]
    st = fight(units)
    assert st["stack"] == [] or "1531" not in kit.args(st, AL, "target")
