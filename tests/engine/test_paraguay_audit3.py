"""Paraguay's third rules audit (issue 27; its questions and answers were a working note, the points that needed a
test are the tests here). Two differences, each test failing on the engine before its fix: an empty defending hex is
no "force of only Guardia Nacional units" (13.20), and a GN unit's 7.14 check looks at the units it really moved
with, not at whatever the stack held earlier in its move. The others pin readings the engine already agreed with."""

import engine
import paraguay_kit as kit

PY, AL = "paraguayan", "allied"


def br(uid, where, a=9, d=3, kind="infantry", mf=6, **more):
    return kit.unit(uid, "brazil", kind, a, d, mf, where, **more)


def gn(uid, where):
    return kit.unit(uid, "argentina", "cavalry", 3, 2, 9, where, gn=True)


def test_a_lone_supply_unit_burnt_in_defence_leaves_no_guardia_nacional_force_to_favour():
    """13.20 gives a Paraguayan attack +1 when the Allied force defending "contains only GN ground units". A lone
    Allied supply unit (not GN) burnt for the defence (13.24) leaves the hex empty: an empty force holds no GN unit
    at all, so the +1 must not appear (before the fix it did, by an ``all()`` over no units)."""
    units = [kit.inf("py-a", "paraguay", "1530", a=6), br("al-s", "1531", a=0, d=1, kind="supply")]
    st = kit.game(units, turn=3, segment="combat2:paraguayan")
    st = kit.act(kit.act(kit.act(st, PY, "target", "1531"), PY, "add", "py-a"), PY, "declare")
    st = kit.act(kit.act(st, PY, "no_burn"), AL, "burn", "al-s", rolls=[5])
    line = next(e["text"] for e in st["log"] if e["rule"] == "13.28")
    assert "−3 defender burns supply 13.24" in line
    assert "13.20" not in line and "Guardia" not in line


def test_a_guardia_nacional_unit_that_moved_only_beside_guardia_nacional_units_checks_at_0_to_3():
    """7.14: a moved GN unit dies on 0-3 when it moved alone or only with GN units, on 0-2 when its force held a
    non-GN unit. A regular and GN unit A step a hex; the regular stays there; GN unit B, taken along there (3.5),
    steps on with A. A moved beside the regular, so 0-2 spares its 3; B never did, so its 3 eliminates it.
    Before the fix the whole stack's move counted as mixed and B survived its 3."""
    m = kit.board(nation="argentina")
    units = [kit.inf("r", "argentina", "1530"), gn("a", "1530"), gn("b", "1531")]
    st = kit.game(units, m, turn=3, segment="move:allied")
    st = kit.act(kit.act(st, AL, "select", {"hex": "1530", "kind": "ground"}), AL, "step", "1531")
    st = kit.act(kit.act(st, AL, "drop", "r"), AL, "join", "b")
    st = kit.act(kit.act(st, AL, "step", "1532"), AL, "finish", rolls=[3, 3])
    checks = [e["text"] for e in engine.view(st, AL)["log"] if e["rule"] == "7.14"]      # as the owner reads them
    assert checks == ["Guardia Nacional check for a moved unit: roll 3, it stays (0–2 eliminates).",
                      "Allied: one unit of the stack at 1532 is lost after its move: Guardia Nacional check for a "
                      "moved unit, roll 3 (0–3 eliminates)."]
    assert (kit.where(st, "a"), kit.where(st, "b"), kit.where(st, "r")) == ("1532", "dead", "1531")


def test_a_guardia_nacional_reinforcement_moves_free_of_checks_only_in_its_turn_of_entry():
    """7.14's one-turn grace (agrees): no check on the turn a GN reinforcement enters, a check on the next."""
    m = kit.mark(kit.board(nation="argentina"), "1230", supply="allied")
    st = kit.game([dict(gn("g", "track"), code="III")], m, turn=3, segment="arrive:allied")
    st = kit.act(kit.act(st, AL, "enter", {"unit": "g", "hex": "1230"}), AL, "done")
    st = kit.move(st, AL, "1230", ["1330"])                       # no die is supplied: none may be rolled
    assert kit.where(st, "g") == "1330" and "7.14" not in kit.rules_logged(st)
    later = dict(kit.u(st, "g"), attack=3, defense=2, mf=9)
    st = kit.game([later], m, turn=4, segment="move:allied")
    st = kit.act(kit.act(kit.act(st, AL, "select", {"hex": "1330", "kind": "ground"}), AL, "step", "1430"),
                 AL, "finish", rolls=[0])
    assert kit.where(st, "g") == "dead"


def test_vessel_costs_by_side_and_country_and_a_road_over_water():
    """12.3 (agrees): a Paraguayan vessel pays 1 MP a river hex anywhere, an Allied one 2 inside Paraguay and 1
    outside. 11.17 (agrees): a road step costs 1 MP into a navigable river hex and across a late-year minor river,
    where the same hexside off the road costs 1 + 2 (11.15)."""
    m = kit.mark(kit.river(kit.board(), ["1530", "1531", "1532"]), ["1532"], nation="argentina")
    costs = {}
    for uid, nation, side in (("py-w", "paraguay", PY), ("br-w", "brazil", AL)):
        st = kit.game([kit.unit(uid, nation, "warship", 2, 2, 12, "1531")], m, turn=3, segment=f"move:{side}")
        costs[side] = kit.labels(kit.act(st, side, "select", {"hex": "1531", "kind": "river"}), side, "step")
    assert costs[PY] == {"1530": "Sail to 1530: 1 MP, 11 left", "1532": "Sail to 1532: 1 MP, 11 left"}
    assert costs[AL] == {"1530": "Sail to 1530: 2 MP, 10 left", "1532": "Sail to 1532: 1 MP, 11 left"}
    m = kit.minor(kit.minor(kit.road(kit.river(kit.board(), ["1631", "1632"]), ["1530", "1631"]), "1530-1630"),
                  "1530-1631")
    st = kit.game([kit.inf("py", "paraguay", "1530")], m, turn=4, segment="move:paraguayan")
    steps = kit.labels(kit.act(st, PY, "select", {"hex": "1530", "kind": "ground"}), PY, "step")
    assert steps["1631"] == "Move to 1631: 1 MP (road, 11.17), 5 left"
    assert steps["1630"] == "Move to 1630: 3 MP (clear), 3 left"


def test_a_weapons_capture_counts_allied_vessels_among_the_four_units():
    """13.27 (agrees): the four Allied units a capture needs may be of any nation and of any kind, vessels counted
    with land units: two warships and two infantry eliminated in a river hex, and the advance into it, make a
    capture."""
    m = kit.river(kit.board(), ["1531", "1532"])
    units = [kit.inf("py-a", "paraguay", "1530", a=20), kit.unit("w1", "brazil", "warship", 1, 1, 10, "1531"),
             kit.unit("w2", "brazil", "warship", 1, 1, 10, "1531"), br("b1", "1531", d=1), br("b2", "1531", d=1)]
    st = kit.game(units, m, turn=3, segment="combat1:paraguayan")
    st = kit.attack(st, PY, "1531", ["py-a"], rolls=[9])
    st = kit.act(st, PY, "advance", "py-a", rolls=[7])
    assert kit.log(st).endswith("Weapons and supply captured: roll 7, +7 attack factors for this force's attack "
                                "next phase.")
    assert st["pg"]["cb"]["captures"][0]["award"] == 7
