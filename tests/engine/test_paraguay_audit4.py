"""Paraguay's fourth rules audit: questions the earlier audits and the other Paraguay tests left
open, read from the rulebook alone and put to the engine as small games. Each docstring names the rule and says
what it asks for; a test that failed before a fix says so."""

import engine
import paraguay_kit as kit
from engine.games.paraguay import attrition, combat, supply

PY, AL = "paraguayan", "allied"


def br(uid, where, a=9, d=3, kind="infantry", mf=6, **more):
    return kit.unit(uid, "brazil", kind, a, d, mf, where, **more)


def ship(uid, nation, where, a=3, d=3, mf=10, kind="warship"):
    return kit.unit(uid, nation, kind, a, d, mf, where)


def fight(units, m=None, side=AL, phase=2, turn=3, **more):
    return kit.game(units, m, turn=turn, segment=f"combat{phase}:{side}", **more)


def drm_of(st, side, target, attackers):
    p = kit.p(st)
    att = [kit.u(st, a) for a in attackers]
    return [(v, r) for v, _, r in combat.drms(p, side, target, att, p.at(target), 0, {})]


# ---------------------------------------------------------------- sequence of play and Turn I (5.2, 5.3)

def test_turn_one_halves_the_movement_of_vessels_too():
    """5.3: on Turn I every unit of both sides moves at half its factor, rounded up; vessels are units like any
    other, so a Paraguayan steamer of MF 11 has 6 MP for the river (1 MP a hex, 12.3)."""
    path = ["1530", "1531", "1532", "1533", "1534", "1535", "1536", "1537"]
    m = kit.river(kit.board(), path)
    st = kit.game([ship("py-w", "paraguay", "1530", mf=11)], m, turn=1, segment="move:paraguayan")
    st = kit.act(st, PY, "select", {"hex": "1530", "kind": "river"})
    for h in path[1:6]:
        st = kit.act(st, PY, "step", h)
    assert kit.labels(st, PY, "step")["1536"] == "Sail to 1536: 1 MP, 0 left"
    st = kit.act(st, PY, "step", "1536")
    assert "1537" not in kit.labels(st, PY, "step")


def test_a_stack_attacked_in_one_combat_phase_may_be_attacked_again_in_the_next():
    """13.2: within one combat phase no enemy unit is attacked twice, but every adjacent enemy unit may be attacked
    in each of the three phases. A stack that beat off an attack (worse than 1:3, 13.12) in phase 1 may not be
    attacked again in phase 1 and may be in phase 2."""
    units = [kit.inf("py-a", "paraguay", "1531", d=30), br("br-a", "1530", a=9), br("br-b", "1530", a=9)]
    st = kit.attack(fight(units, phase=1), AL, "1531", ["br-a"])
    assert kit.where(st, "br-a") == "dead" and kit.where(st, "py-a") == "1531"
    assert "1531" not in kit.args(st, AL, "target")
    st = kit.end_phase(st, AL)                           # combat phase 1 ends
    assert st["pg"]["cb"]["phase"] == 2 and "1531" in kit.args(st, AL, "target")
    st = kit.act(st, AL, "target", "1531")
    assert "br-b" in kit.args(st, AL, "add")


# ---------------------------------------------------------------- stacking (6.1, 6.2)

def test_vessels_count_against_the_stacking_limit_like_ground_units():
    """6.1: every unit is one unit for stacking, ground or riverine alike. A river hex holding 25 Allied infantry
    and one warship is full: no reinforcement may be placed there (6.2, 9.1)."""
    m = kit.mark(kit.river(kit.board(nation="argentina"), ["1230", "1231"]), "1230", supply="allied")
    units = [kit.inf(f"ar-{k}", "argentina", "1230") for k in range(25)]
    units += [ship("ar-w", "argentina", "1230"), kit.inf("ar-new", "argentina", "track", code="III")]
    st = kit.game(units, m, turn=3, segment="arrive:allied")
    assert kit.p(st).room("1230", AL) == 0
    assert not any(a["unit"] == "ar-new" for a in kit.args(st, AL, "enter"))


# ---------------------------------------------------------------- movement (3.6, 11.17, 11.18)

def test_enemy_units_next_to_a_moving_stack_neither_stop_it_nor_cost_it_more():
    """11.1 and 11.4: the rules know no zones of control; enemy units only close their own hexes. A Paraguayan
    infantry unit walks past an Allied stack, hex after hex beside it, at 1 MP a clear hex, and keeps going."""
    units = [kit.inf("py-a", "paraguay", "1529"), br("br-a", "1531")]
    st = kit.game(units, turn=3, segment="move:paraguayan")
    st = kit.act(st, PY, "select", {"hex": "1529", "kind": "ground"})
    for h, left in (("1530", 5), ("1431", 4), ("1432", 3), ("1532", 2)):      # each hex next to 1531
        assert kit.labels(st, PY, "step")[h] == f"Move to {h}: 1 MP (clear), {left} left"
        st = kit.act(st, PY, "step", h)
    assert "1531" not in kit.labels(st, PY, "step")                            # only its own hex is shut
    st = kit.act(kit.act(st, PY, "step", "1533"), PY, "finish")
    assert kit.where(st, "py-a") == "1533"


def test_a_step_between_two_road_hexes_off_the_road_pays_the_terrain():
    """11.17: the 1-MP road rate is for a step from road hex to road hex across a hexside the road itself runs
    over. Two roads side by side do not make the step between them a road step: into forest it costs 2."""
    m = kit.road(kit.road(kit.terrain(kit.board(), "1631", "forest"), ["1530", "1531", "1532"]),
                 ["1630", "1631", "1632"])
    st = kit.game([kit.inf("py-a", "paraguay", "1531")], m, turn=3, segment="move:paraguayan")
    steps = kit.labels(kit.act(st, PY, "select", {"hex": "1531", "kind": "ground"}), PY, "step")
    assert steps["1532"] == "Move to 1532: 1 MP (road, 11.17), 5 left"
    assert steps["1631"] == "Move to 1631: 2 MP (forest), 4 left"


def test_the_free_railroad_may_be_ridden_after_every_mp_is_spent():
    """11.18: before any Allied unit has entered it, Paraguayan units ride the railroad from railroad hex to
    railroad hex at no cost, at any point of their move, after their normal movement too. An infantry unit that
    spends its last MP reaching the railroad may still ride it to the far end."""
    m = kit.railroad(kit.board(), ["1531", "1532", "1533", "1534"])
    m = kit.terrain(kit.terrain(kit.terrain(m, "1529", "forest"), "1530", "forest"), "1531", "forest")
    st = kit.game([kit.inf("py-a", "paraguay", "1528")], m, turn=3, segment="move:paraguayan")
    st = kit.act(st, PY, "select", {"hex": "1528", "kind": "ground"})
    for h in ("1529", "1530", "1531"):
        st = kit.act(st, PY, "step", h)
    assert kit.u(st, "py-a")["mp"] == 6
    assert kit.labels(st, PY, "step")["1532"] == "Move to 1532: 0 MP (railroad, free, 11.18), 0 left"
    st = kit.act(kit.act(kit.act(st, PY, "step", "1532"), PY, "step", "1533"), PY, "step", "1534")
    assert kit.where(kit.act(st, PY, "finish"), "py-a") == "1534"


def test_an_allied_vessel_sailing_into_a_paraguayan_river_hex_takes_control_of_it():
    """3.6: a hex changes hands whenever a unit of the other side enters it; a vessel is a unit. An Allied
    warship sailing into Asunción (a Paraguayan supply source and replacement town) makes it Allied: the source
    is lost for good (7.13) and Paraguay's replacements fall to one a turn (10.3)."""
    m = kit.mark(kit.river(kit.board(cols=range(16, 20), rows=range(24, 29)), ["1825", "1826"]), "1826",
                 supply="paraguayan", name="Asunción")
    st = kit.game([ship("br-w", "brazil", "1825", mf=8)], m, turn=3, segment="move:allied")
    st = kit.move(st, AL, "1825", ["1826"], kind="river")
    assert kit.p(st).control("1826") == AL and "1826" in st["pg"]["ever_allied"]
    assert "supply-source capacity for good" in kit.log(st) and kit.p(st).py_rate() == 1


def test_a_unit_set_ashore_may_board_a_fresh_transport_in_the_hex_where_it_landed():
    """12.5: transported ground units mix their own movement and transport within their movement factor; a unit
    landed by one vessel may pay 3 MP again to board another vessel not yet used, waiting in the landing hex.
    An infantry unit of MF 9 rides a steamer two hexes (3 MP), lands, boards a transport there (3 more) and
    lands again further down with 3 MP left."""
    m = kit.river(kit.board(), ["1530", "1531", "1532", "1533", "1534"])
    units = [kit.inf("py-i", "paraguay", "1530", m=9), ship("py-w", "paraguay", "1530"),
             ship("py-t", "paraguay", "1532", a=0, d=1, kind="transport")]
    st = kit.game(units, m, turn=3, segment="move:paraguayan")
    st = kit.act(kit.act(st, PY, "select", {"hex": "1530", "kind": "river"}), PY, "embark", "py-i")
    st = kit.act(kit.act(kit.act(st, PY, "step", "1531"), PY, "step", "1532"), PY, "unload", "py-i")
    st = kit.act(st, PY, "finish")
    st = kit.act(st, PY, "select", {"hex": "1532", "kind": "river"})
    assert "(3 MP of its own, 3 left)" in kit.labels(st, PY, "embark")["py-i"]
    st = kit.act(kit.act(st, PY, "embark", "py-i"), PY, "step", "1533")
    st = kit.act(kit.act(kit.act(st, PY, "step", "1534"), PY, "unload", "py-i"), PY, "finish")
    assert kit.where(st, "py-i") == "1534" and kit.u(st, "py-i")["mp"] == 6


# ---------------------------------------------------------------- supply and attrition (7.2, 7.12, 7.14)

def test_an_allied_supply_line_runs_through_a_paraguayan_source_but_never_ends_there():
    """7.12: Allied units never draw supply from a Paraguayan source hex, though a line may pass through one on its
    way to an Allied source. A road leading only to a Paraguayan source gives an Allied unit no line; once it runs
    on to an Allied source, the same unit has one."""
    m = kit.road(kit.mark(kit.board(), "1330", supply="paraguayan"), ["1330", "1430", "1530"])
    st = kit.game([br("br-a", "1531")], m, turn=3, segment="move:allied")
    assert not supply.has_line(kit.p(st), AL, "1531")
    assert supply.has_line(kit.p(st), PY, "1531")                         # the same road serves Paraguay
    m = kit.road(kit.mark(m, "1230", supply="allied", nation="argentina"), ["1230", "1330"])
    st = kit.game([br("br-a", "1531")], m, turn=3, segment="move:allied")
    assert supply.has_line(kit.p(st), AL, "1531")


def test_a_fortress_among_the_vessels_spoils_the_riverine_only_modifier():
    """7.2: the +3 for a hex holding only riverine units needs every unit there to be a vessel, and 7.8 counts a
    fortress among the hex's units though it never suffers. Humaitá with its fortress and two steamers gets the
    fortress's +3 (7.8) but not the riverine +3; the steamers alone next door get both."""
    m = kit.river(kit.board(), ["1432", "1532"])
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 16, 0, "1432", code="1432"),
             ship("py-w1", "paraguay", "1432"), ship("py-w2", "paraguay", "1432"),
             ship("py-w3", "paraguay", "1532")]
    st = kit.game(units, m, turn=3, segment="move:allied")
    at_fort = [(v, r) for v, _, r in attrition.attrition_drms(kit.p(st), "1432", PY)]
    beside = [(v, r) for v, _, r in attrition.attrition_drms(kit.p(st), "1532", PY)]
    assert (3, "7.8") in at_fort and (3, "7.2") not in at_fort
    assert (3, "7.8") in beside and (3, "7.2") in beside


def test_guardia_nacional_units_set_up_on_the_map_check_from_the_first_allied_move():
    """7.14: GN units that start on the map roll their special check from the Allied movement phase of Turn I;
    only reinforcements get a grace turn. In a seeded game an Argentine GN cavalry division of the 1335-7 group
    that moves on Turn I rolls, and a 0 eliminates it."""
    st = engine.setup("paraguay", 1)
    while not any(a["verb"] == "select" for a in kit.actions(st, AL)):
        st = kit.end_phase(st, PY if kit.actions(st, PY) else AL)
    assert st["pg"]["turn"] == 1
    cav = next(u for u in st["units"] if u.get("gn") and u["type"] == "cavalry" and u["where"] not in
               ("track", "dead") and len(kit.p(st).at(u["where"])) == 1)
    st = kit.act(st, AL, "select", {"hex": cav["where"], "kind": "ground"})
    st = kit.act(st, AL, "step", str(kit.args(st, AL, "step")[0]))
    st = kit.act(st, AL, "finish", rolls=[0])
    assert kit.where(st, cav["id"]) == "dead"
    assert "Guardia Nacional check for a moved unit, roll 0 (0–3 eliminates)." in kit.log(st)


# ---------------------------------------------------------------- combat (13.18, 13.20, 13.22, 13.27, 13.29)

def test_a_vessel_beside_guardia_nacional_attackers_spares_them_the_minus_one():
    """13.20: the −1 on the attack (and the +1 against the defence) is for a force of nothing but GN ground
    units. A warship is not one: GN cavalry attacking with a warship, or defending with one, loses no DRM."""
    m = kit.river(kit.board(), ["1530", "1531"])
    gn = kit.unit("gn-a", "argentina", "cavalry", 3, 2, 9, "1630", gn=True)
    units = [kit.inf("py-a", "paraguay", "1531"), gn, ship("ar-w", "argentina", "1530")]
    st = fight(units, m)
    assert (-1, "13.20") in drm_of(st, AL, "1531", ["gn-a"])
    assert (-1, "13.20") not in drm_of(st, AL, "1531", ["gn-a", "ar-w"])
    units = [kit.inf("py-a", "paraguay", "1630"), dict(gn, where="1531"), ship("ar-w", "argentina", "1531")]
    st = fight(units, m, side=PY)
    assert not any(r == "13.20" for _, r in drm_of(st, PY, "1531", ["py-a"]))


def test_a_river_hex_whose_fortress_has_fallen_gives_its_defenders_the_river_minus_one():
    """13.22: defenders of an unfortified navigable river hex get −1; the fortress DRM (13.16) replaces it only
    while a fortress unit stands among the defenders. Once Curupayty's fortress is gone, the Paraguayan units
    left in its river hex defend with the river's −1 and no fortress DRM."""
    m = kit.river(kit.board(), ["1432", "1433"])
    fort = kit.unit("py-f", "paraguay", "fortress", 0, 6, 0, "1433", code="1433")
    units = [fort, kit.inf("py-a", "paraguay", "1433"), br("br-a", "1434")]
    got = drm_of(fight(units, m), AL, "1433", ["br-a"])
    assert (-2, "13.16") in got and (-1, "13.22") not in got
    got = drm_of(fight([dict(fort, where="dead")] + units[1:], m), AL, "1433", ["br-a"])
    assert (-1, "13.22") in got and not any(r == "13.16" for _, r in got)


def test_running_the_guns_never_takes_more_than_the_vessels():
    """13.18: the guns sink vessels only; when the table calls for more than the hulls in the attack, the rest is
    ignored and no ground unit is given up in their place. A roll of 0 (three vessels) against one warship sinks
    it, and the infantry attacking beside it fights on."""
    m = kit.river(kit.board(), ["1431", "1432"])
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 2, 0, "1432", code="1432"),
             ship("br-w", "brazil", "1431", a=4, d=4, mf=8), br("br-a", "1332", a=8), br("br-b", "1332", a=8)]
    st = kit.attack(fight(units, m), AL, "1432", ["br-w", "br-a", "br-b"], rolls=[0, 9])
    assert "Running the guns of 1432: roll 0, 1 vessel lost." in kit.log(st)
    assert kit.where(st, "br-w") == "dead"
    assert "16 against 2" in kit.log(st)                       # both infantry units still attack
    assert kit.where(st, "br-a") != "dead" or kit.where(st, "br-b") != "dead"


def test_attacker_losses_come_only_from_the_units_that_attacked():
    """13.29: each side loses units from those involved in the battle, and a result larger than that force is
    simply all of it, never carried over. Two Brazilian infantry share a hex; one attacks at 1:3 and the roll
    calls for more attacker losses than it has: it alone is lost, its neighbour in the hex stays."""
    units = [kit.inf("py-a", "paraguay", "1531", d=9), br("br-a", "1530", a=3), br("br-b", "1530", a=3)]
    st = kit.attack(fight(units), AL, "1531", ["br-a"], rolls=[0])
    assert kit.ask(st) is None                                  # nobody is asked: the one attacker goes
    assert kit.where(st, "br-a") == "dead" and kit.where(st, "br-b") == "1530"


def test_a_weapons_capture_never_adds_more_than_the_victors_own_attack_factors():
    """13.27: a capture rolls a die for the attack factors the capturing force may add next phase, but never more
    than the attack factors that force has. A force of 3 attack factors rolling 8 gets +3."""
    m = kit.mark(kit.board(), "1530", supply="paraguayan")       # the attacker has a line, the defender none
    units = [kit.inf("py-a", "paraguay", "1530", a=3)] + [br(f"b{k}", "1531", a=1, d=0) for k in range(4)]
    st = kit.attack(fight(units, m, side=PY, phase=1), PY, "1531", ["py-a"], rolls=[9])
    assert "3 against 0: 3:1" in kit.log(st)
    st = kit.act(st, PY, "advance", "py-a", rolls=[8])
    assert "Weapons and supply captured: roll 8, +3 attack factors" in kit.log(st)
    assert st["pg"]["cb"]["captures"][0]["award"] == 3


def test_a_supply_unit_burnt_in_battle_may_come_back_as_a_replacement():
    """13.24 and 7.4: a supply unit consumed for a battle leaves the map but stays eligible for replacement (10.5),
    any number of times, at two steps (10.4)."""
    m = kit.mark(kit.board(nation="argentina"), "1230", supply="allied")
    units = [kit.inf("py-a", "paraguay", "1531", d=20), br("br-a", "1530"),
             br("br-s", "1530", a=0, d=1, kind="supply")]
    st = kit.attack(fight(units, m), AL, "1531", ["br-a"], rolls=[5], burn="br-s")
    assert kit.where(st, "br-s") == "dead"
    later = kit.game([dict(kit.u(st, "br-s"))], m, turn=4, segment="arrive:allied")
    assert {"unit": "br-s", "hex": "1230"} in kit.args(later, AL, "replace")
    later = kit.act(later, AL, "replace", {"unit": "br-s", "hex": "1230"})
    assert later["pg"]["rp"]["brazil"] == 2


def test_one_attacking_hex_without_a_supply_line_costs_the_whole_attack_minus_three():
    """7.11 and 13.25: an attack from several hexes takes −3 when any one of them cannot trace a supply line,
    even if the others can. Two Brazilian infantry attack 1531, one from beside an Allied road, one cut off."""
    m = kit.road(kit.mark(kit.board(nation="argentina"), "1230", supply="allied"), ["1230", "1330", "1430"])
    m = kit.mark(m, ["1531"], nation="paraguay")
    units = [kit.inf("py-a", "paraguay", "1531"), br("br-a", "1530"), br("br-b", "1632")]
    st = fight(units, m)
    assert (-3, "13.25") not in drm_of(st, AL, "1531", ["br-a"])
    assert (-3, "13.25") in drm_of(st, AL, "1531", ["br-a", "br-b"])


def test_units_of_one_stack_may_attack_different_hexes_in_the_same_phase():
    """13.7: the units of one hex need not attack together: some may attack one enemy hex and others another in
    the same combat phase, each unit once (13.2)."""
    units = [kit.inf("py-a", "paraguay", "1531", d=1), kit.inf("py-b", "paraguay", "1630", d=1),
             br("br-a", "1530", a=20), br("br-b", "1530", a=20)]
    st = kit.attack(fight(units), AL, "1531", ["br-a"], rolls=[9])
    st = kit.act(st, AL, "advance", "br-a")
    assert "1630" in kit.args(st, AL, "target")
    st = kit.act(st, AL, "target", "1630")
    assert kit.args(st, AL, "add") == ["br-b"]


# ---------------------------------------------------------------- reinforcements and events (4.4, 8.3, 9.1)

def test_a_reinforcement_spends_nothing_to_be_placed():
    """9.1 and 9.2: a reinforcement placed in its entry hex has its whole movement factor for that phase."""
    m = kit.mark(kit.board(nation="argentina"), "1230", supply="allied")
    st = kit.game([kit.inf("ar-r", "argentina", "track", code="III")], m, turn=3, segment="arrive:allied")
    st = kit.act(kit.act(st, AL, "enter", {"unit": "ar-r", "hex": "1230"}), AL, "done")
    st = kit.act(st, AL, "select", {"hex": "1230", "kind": "ground"})
    assert kit.labels(st, AL, "step")["1330"] == "Move to 1330: 1 MP (clear), 5 left"


def test_units_next_to_paraguayans_guardia_nacional_and_later_reinforcements_never_go_to_mendoza():
    """8.3: the six infantry and four cavalry or artillery sent against Mendoza are Argentine, not GN, and either
    stand on the map with no Paraguayan unit next to them or arrive as reinforcements this turn. A unit next to a
    Paraguayan stack, a GN unit and a reinforcement due on a later turn are not offered."""
    m = kit.board(nation="argentina")
    units = [kit.inf(f"ar-i{k}", "argentina", "1230") for k in range(6)]
    units += [kit.unit(f"ar-c{k}", "argentina", "cavalry", 2, 2, 9, "1230") for k in range(4)]
    units += [kit.inf("ar-near", "argentina", "1533"), kit.inf("ar-gn", "argentina", "1230", gn=True),
              kit.inf("ar-late", "argentina", "track", code="V", entry=5), kit.inf("py-a", "paraguay", "1534")]
    st = kit.game(units, m, turn=3, segment="mendoza", rolls=[1])
    st = kit.act(st, AL, "defeat")
    offered = kit.args(st, AL, "unit")
    assert sorted(offered) == [f"ar-i{k}" for k in range(6)]


def test_the_matto_grosso_vp_stays_when_the_invaders_are_later_destroyed():
    """4.4 and 8.2: once the Allies score the VP for an invasion not met on Turn V it is never lost, whatever
    becomes of the three invaders. With them dead by the end of Turn IX the VP still counts."""
    units = [br(f"mg-{k}", "dead") for k in range(3)] + [kit.inf("py-a", "paraguay", "1531")]
    st = kit.game(units, turn=9, segment="combat3:allied", mg={"status": "entered", "vp": True})
    assert st["result"]["rule"] == "4.3"
    assert "+1 the Matto Grosso invasion was not defeated on Turn V" in st["result"]["reason"]


# ---------------------------------------------------------------- fog of war around the off-map events (6.4)

def logged_for(st, role, rule):
    return [e["text"] for e in engine.view(st, role)["log"] if e["rule"] == rule]


def test_letting_the_matto_grosso_force_in_does_not_tell_the_allies_whether_it_could_have_been_met():
    """6.4 with 8.2: the Paraguayan player announces only whether he meets the invasion. Whether he has a free
    infantry and a free cavalry unit (in Paraguay, no Allied unit next to them) depends on what his stacks hide,
    so the Allied player must not learn it from the log; the Paraguayan player is told why he could not meet it.
    Before the fix the public line added "(He has no free infantry and cavalry to meet it.)"."""
    m = kit.mark(kit.board(cols=range(26, 31), rows=range(18, 24)), ["2919", "3020"], edge="matto_grosso")
    units = [kit.inf("py-a", "paraguay", "2721"), kit.inf("py-b", "paraguay", "2721"),
             kit.inf("br-1", "brazil", "mg"), kit.inf("br-2", "brazil", "mg"),
             kit.unit("br-s", "brazil", "supply", 0, 1, 6, "mg")]
    st = kit.game(units, m, turn=5, segment="matto", mg={"launched": True, "status": "waiting"},
                  mendoza={"status": "defeated"})
    assert [o["verb"] for o in kit.ask(st)["options"]] == ["let_in"]       # no cavalry: he cannot meet it
    st = kit.act(st, PY, "let_in")
    theirs, ours = logged_for(st, AL, "8.2"), logged_for(st, PY, "8.2")
    assert "The Paraguayan player does not meet the Matto Grosso invasion: it enters in the Allied player turn." \
        in theirs
    assert not any("infantry" in t or "cavalry" in t for t in theirs), theirs
    assert ours[-1] == "The Paraguayan player does not meet the Matto Grosso invasion, having no free infantry " \
                       "and cavalry to meet it: it enters in the Allied player turn." and len(ours) == len(theirs)


def test_leaving_mendoza_alone_does_not_tell_paraguay_whether_the_allies_could_have_put_it_down():
    """6.4 with 8.3: the Allied player announces whether he defeats the rebellion and loses the VP if not. Whether
    six infantry and four cavalry or artillery were free to go depends on what his stacks hide: the Paraguayan
    player must not read it in the log, the Allied player is told. Before the fix the public line added "(Not
    enough free Argentine units.)"."""
    units = [kit.inf(f"ar-i{k}", "argentina", "1330") for k in range(5)] + [kit.inf("py-a", "paraguay", "1535")]
    st = kit.game(units, turn=3, segment="mendoza", rolls=[0])
    st = kit.act(st, AL, "ignore")
    theirs, ours = logged_for(st, PY, "8.3"), logged_for(st, AL, "8.3")
    assert "The rebellion is not put down: the Allies lose 1 VP (4.4)." in theirs
    assert not any("enough" in t for t in theirs), theirs
    assert ours[-1] == "The rebellion is not put down, as not enough free Argentine units could be sent against " \
                       "it: the Allies lose 1 VP (4.4)." and len(ours) == len(theirs), ours
