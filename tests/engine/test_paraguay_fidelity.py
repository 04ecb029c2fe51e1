"""Paraguay rules read as the rulebook writes them (issue 24): a weapons capture in the third combat phase is
rolled (13.27), the Allied player chooses the Matto Grosso force and it always enters (8.2), and carried
units stay aboard until they land or the movement phase ends (12.4). Each test fails on the engine before it."""

import copy

import pytest

import engine
import paraguay_kit as kit
from engine.core import Context
from engine.games.paraguay import setup
from engine.games.paraguay.model import P

PY, AL = "paraguayan", "allied"


# ---------------------------------------------------------------- 13.27

def test_a_weapons_capture_in_the_third_phase_is_rolled_and_lapses():
    units = [kit.inf(f"al-{k}", "argentina", "1531", a=1, d=1) for k in range(4)]
    units += [kit.inf("py-a", "paraguay", "1530", a=30, d=3)]
    st = kit.game(units, turn=3, segment="combat3:paraguayan")
    st = kit.attack(st, PY, "1531", ["py-a"], rolls=[9])
    assert all(kit.where(st, f"al-{k}") == "dead" for k in range(4))
    st = kit.act(st, PY, "advance", "py-a", rolls=[4])           # the capture's die is rolled (13.27)
    assert "Weapons and supply captured: roll 4, +4 attack factors, but no combat phase follows" in kit.log(st)
    assert "it lapses" in kit.log(st) and st["pg"]["cb"]["captures"] == []
    assert kit.rules_logged(st)[-1] == "13.27"


def test_a_supply_unit_the_defender_burns_counts_among_the_four_a_capture_needs():
    """13.27 with 13.24 (agrees; Tablero's reading, the text being loose): the four Allied units are those in the
    hex when the attack comes. A defender who burns one of them for the defence (−3) has not saved the hex from a
    capture: the three left are eliminated, the hex is empty, the Paraguayan advances and rolls. At Corrientes, a
    depot town, the advance also ends its depot status (7.9): nothing about the burnt supply changes that."""
    m = kit.mark(kit.board(nation="argentina"), "1335", depot=True, name="Corrientes", town=True)
    units = [kit.inf("py-a", "paraguay", "1334", a=30)] + [kit.inf(f"al-{k}", "argentina", "1335", a=1, d=1)
                                                           for k in range(3)]
    units.append(kit.unit("al-s", "argentina", "supply", 0, 1, 6, "1335"))
    st = kit.attack(kit.game(units, m, turn=3, segment="combat1:paraguayan"), PY, "1335", ["py-a"])
    assert kit.ask(st)["role"] == AL and kit.ask(st)["rule"] == "13.24"
    st = kit.act(st, AL, "burn", "al-s", rolls=[9])
    assert "The Allied player burns a supply unit for the defence (−3)." in kit.log(st)
    assert all(kit.where(st, f"al-{k}") == "dead" for k in range(3)) and kit.where(st, "al-s") == "dead"
    st = kit.act(st, PY, "advance", "py-a", rolls=[6])
    assert kit.where(st, "py-a") == "1335" and st["pg"]["depots_lost"] == ["1335"]
    assert "Weapons and supply captured: roll 6, +6 attack factors for this force's attack next phase." \
        in kit.log(st)
    assert st["pg"]["cb"]["captures"] == [{"units": ["py-a"], "award": 6, "phase": 2, "used": False}]


def test_a_hex_of_three_allied_units_makes_no_capture():
    """13.27, the other side of the line drawn above: three Allied units eliminated and the hex taken make no
    capture, so the burnt fourth unit is what made one there."""
    units = [kit.inf("py-a", "paraguay", "1530", a=30)] + [kit.inf(f"al-{k}", "argentina", "1531", a=1, d=1)
                                                           for k in range(3)]
    st = kit.attack(kit.game(units, turn=3, segment="combat1:paraguayan"), PY, "1531", ["py-a"], rolls=[9])
    assert all(kit.where(st, f"al-{k}") == "dead" for k in range(3))
    st = kit.act(st, PY, "advance", "py-a")
    assert "Weapons and supply captured" not in kit.log(st) and st["pg"]["cb"]["captures"] == []


# ---------------------------------------------------------------- 8.2: choosing the force

def test_the_allied_player_chooses_the_matto_grosso_force_when_setting_up_by_hand():
    st = engine.setup("paraguay", 4, options={"by_hand": True})
    st = kit.act(st, AL, "matto", True)
    assert kit.verbs(st, AL) == ["capitulate", "force"]
    assert kit.args(st, AL, "force") == ["br-sup-1", "br-sup-2"]          # the Available supply units first
    seen = kit.GAME.question(st, PY)                                     # the Paraguayan player sees no unit
    assert seen["private"] and not seen["actions"] and "br-" not in seen["prompt"]
    st = kit.act(st, AL, "force", "br-sup-2")
    infantry = kit.args(st, AL, "force")
    assert infantry == ["br-inf-3c", "br-inf-4c", "br-inf-2f", "br-inf-mg", "br-inf-go", "br-inf-1", "br-inf-2",
                        "br-inf-3", "br-inf-4"]                           # every Turn I Brazilian infantry unit
    st = kit.act(kit.act(st, AL, "force", "br-inf-1"), AL, "force", "br-inf-go")
    assert sorted(u["id"] for u in st["units"] if u["where"] == "mg") == ["br-inf-1", "br-inf-go", "br-sup-2"]
    assert kit.where(st, "br-sup-1") == "dead" and kit.where(st, "br-inf-3c") == "track"
    assert "place" in kit.verbs(st, AL)


def test_placements_choose_the_matto_grosso_force_and_the_seed_draws_the_rest():
    st = engine.setup("paraguay", 3, options={"matto_grosso": True,
                                              "placements": {"br-inf-2": "mg", "br-inf-mg": "mg"}})
    force = sorted(u["id"] for u in st["units"] if u["where"] == "mg")
    assert force[:2] == ["br-inf-2", "br-inf-mg"] and force[2] in ("br-sup-1", "br-sup-2")
    for bad in ({"br-sup-3": "mg"}, {"br-inf-1": "mg", "br-inf-2": "mg", "br-inf-3": "mg"}):
        with pytest.raises(engine.IllegalAction) as err:
            engine.setup("paraguay", 3, options={"matto_grosso": True, "placements": bad})
        assert err.value.rule == "8.2"
    with pytest.raises(engine.IllegalAction):
        engine.setup("paraguay", 3, options={"matto_grosso": False, "placements": {"br-inf-2": "mg"}})


def test_without_two_turn_one_brazilian_infantry_the_invasion_cannot_be_launched():
    units = [kit.unit("br-s", "brazil", "supply", 0, 1, 6, "dead", code="Available"),
             kit.inf("br-1", "brazil", "track", code="I"), kit.inf("br-2", "brazil", "track", code="II"),
             kit.inf("py-a", "paraguay", "1531")]
    st = kit.game(units)
    p = P(kit.GAME, Context(copy.deepcopy(st), None))
    before = copy.deepcopy(p.s)
    with pytest.raises(engine.IllegalAction) as err:          # not a force of two units (8.2)
        setup.declare(p, True)
    assert err.value.rule == "8.2" and err.value.code == "no_force" and p.s == before
    assert not setup.can_launch(p)


# ---------------------------------------------------------------- 8.2: the force enters

def mg_map():
    return kit.mark(kit.board(cols=range(26, 31), rows=range(18, 24)), ["2919", "3020"], edge="matto_grosso")


def mg_units(*blockers):
    return [kit.inf("br-1", "brazil", "mg"), kit.inf("br-2", "brazil", "mg"),
            kit.unit("br-s", "brazil", "supply", 0, 1, 6, "mg")] + [kit.inf(f"py-{h}", "paraguay", h)
                                                                   for h in blockers]


def test_with_one_empty_edge_hex_left_the_force_is_still_entered():
    st = kit.game(mg_units("2919"), mg_map(), turn=5, segment="arrive:allied",
                  mg={"launched": True, "status": "entering"})
    assert st["stack"] and st["stack"][-1]["step"] == "arrive"
    assert kit.args(st, AL, "matto") == ["3020"] and "done" not in kit.verbs(st, AL)
    assert "must enter first" in kit.GAME.question(st, AL)["prompt"]
    st = kit.act(st, AL, "matto", "3020")
    assert {kit.where(st, x) for x in ("br-1", "br-2", "br-s")} == {"3020"}
    assert st["pg"]["mg"]["status"] == "entered"


def test_with_no_empty_edge_hex_the_force_waits_and_enters_when_one_is_free():
    st = kit.game(mg_units("2919", "3020"), mg_map(), turn=5, segment="arrive:allied",
                  mg={"launched": True, "status": "entering"})
    assert "the Matto Grosso force waits off the map" in kit.log(st)
    assert kit.where(st, "br-1") == "mg" and kit.args(st, AL, "matto") == []
    later = kit.game(mg_units("2919"), mg_map(), turn=6, segment="arrive:allied",
                     mg={"launched": True, "status": "entering", "vp": True}, vp=1)
    assert kit.args(later, AL, "matto") == ["3020"]
    later = kit.act(later, AL, "matto", "3020")
    assert kit.where(later, "br-s") == "3020" and later["pg"]["vp"] == 1


# ---------------------------------------------------------------- 12.4

def river_map():
    return kit.river(kit.board(), ["1432", "1433", "1434", "1435"], "paraguay")


def test_carried_units_stay_aboard_through_a_pause_and_pay_to_embark_once():
    units = [kit.inf("py-a", "paraguay", "1432", m=9), kit.unit("py-tr", "paraguay", "transport", 0, 1, 12, "1432")]
    st = kit.game(units, river_map(), segment="move:paraguayan")
    st = kit.act(kit.act(st, PY, "select", {"hex": "1432", "kind": "river"}), PY, "embark", "py-a")
    st = kit.act(kit.act(st, PY, "step", "1433"), PY, "finish")        # the relay pauses
    assert kit.where(st, "py-a") == "1433" and kit.u(st, "py-a")["mp"] == 3
    st = kit.act(st, PY, "resume", {"hex": "1433", "kind": "river"})
    assert kit.args(st, PY, "unload") == ["py-a"] and kit.args(st, PY, "embark") == []
    st = kit.act(kit.act(st, PY, "step", "1434"), PY, "unload", "py-a")
    assert kit.where(st, "py-a") == "1434" and kit.u(st, "py-a")["mp"] == 3      # 3 MP once (12.4)


def test_units_still_aboard_land_when_the_movement_phase_ends():
    units = [kit.inf("py-g", "paraguay", "1432", gn=True),
             kit.unit("py-ws", "paraguay", "warship", 2, 2, 12, "1432")]
    st = kit.game(units, river_map(), segment="move:paraguayan")
    st = kit.act(kit.act(st, PY, "select", {"hex": "1432", "kind": "river"}), PY, "embark", "py-g")
    st = kit.act(kit.act(st, PY, "step", "1433"), PY, "finish")
    assert "the stack stops at 1433: 1 carried unit stays aboard (it lands" in kit.log(st) \
        and "Guardia Nacional" not in kit.log(st)
    st = kit.act(st, PY, "end_phase", rolls=[2])         # lands now; its ride was with a vessel: 0-2 loses it
    assert "1 carried unit lands at 1433 as the movement phase ends." in kit.log(st)
    assert "Paraguayan: one unit of the stack at 1433 is lost after its move: Guardia Nacional check for a moved " \
           "unit, roll 2 (0–2 eliminates)." in kit.log(st)
    assert kit.where(st, "py-g") == "dead" and st["pg"]["mv"]["aboard"] == []


def ferried_gn(extra=()):
    """An Allied transport carries a Guardia Nacional cavalry division from 1432 to 1433 and stops there, the
    division still aboard (12.4); ``extra``: Allied units waiting at 1433."""
    units = [kit.unit("al-tr", "brazil", "transport", 0, 1, 12, "1432"),
             kit.unit("al-gn", "argentina", "cavalry", 3, 2, 9, "1432", gn=True), kit.inf("py-x", "paraguay", "1237")]
    st = kit.game(units + list(extra), river_map(), segment="move:allied")
    st = kit.act(kit.act(st, AL, "select", {"hex": "1432", "kind": "river"}), AL, "embark", "al-gn")
    return kit.act(kit.act(st, AL, "step", "1433"), AL, "finish")


LANDINGS = {
    "walks off": ((), [(AL, "resume", {"hex": "1433", "kind": "ground"})]),
    "is taken along": ([kit.inf("al-i", "argentina", "1433")],
                       [(AL, "select", {"hex": "1433", "kind": "ground"}), (AL, "join", "al-gn")]),
    "boards another vessel": ([kit.unit("al-tr2", "brazil", "transport", 0, 1, 12, "1433")],
                              [(AL, "select", {"hex": "1433", "kind": "river"}), (AL, "embark", "al-gn")]),
}


@pytest.mark.parametrize("how", sorted(LANDINGS))
def test_a_guardia_nacional_unit_lost_as_it_lands_goes_no_further(how):
    """7.14 with 12.4: a carried GN unit checks when it lands, also when it lands to walk off, to be taken along by
    a ground stack or to board another vessel. Lost on that check, it is dead: it may not go on with the stack.
    Before the fix the dead unit went on with the moving stack, and its first step put it back on the map."""
    extra, moves = LANDINGS[how]
    st = ferried_gn(extra)
    for role, verb, arg in moves[:-1]:
        st = kit.act(st, role, verb, arg)
    role, verb, arg = moves[-1]
    st = kit.act(st, role, verb, arg, rolls=[0])       # the landing's 7.14 check: 0 with a mixed force loses it
    assert kit.where(st, "al-gn") == "dead"
    assert "Allied: one unit of the stack at 1433 is lost after its move" in kit.log(st)
    group = st["pg"]["mv"]["group"]
    assert group is None or ("al-gn" not in group["units"] and "al-gn" not in group["cargo"])
    steps = kit.args(st, AL, "step")
    if steps:
        st = kit.act(st, AL, "step", steps[0])
    assert kit.where(st, "al-gn") == "dead"
    assert all(u["id"] != "al-gn" for h in engine.view(st, AL)["board"]["hexes"].values()
               for u in h.get("units", []))
