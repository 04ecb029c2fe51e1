"""Guerilla's fifth rules audit: questions written from the rulebook alone (002_1a18587898828760.txt, numbered as
docs/GUERILLA.md numbers it), each put to the engine from a hand-built position. The rule each answer rests on is
named by number; where the text leaves room the reading is the one docs/GUERILLA.md records."""

import guerilla_kit as kit

import engine

OWN_REBEL = {"owner": "p1", "faction": "rebel", "units": ["u22_1"]}
OTHER_GOV = {"owner": "p2", "faction": "government", "units": ["u22_2"]}


# ---------------------------------------------------------------- 6.3: a garrison makes no ordinary attack

def test_a_complexs_garrison_is_offered_no_ordinary_attack():
    """6.3: units garrisoning a complex do not attack (a complex with an attack of its own, 9.1, is another
    matter); the Bridge has none, so its group is not among the attackers though a Rebel target stands by."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"], "complex": "bridge"},
              {"owner": "p2", "faction": "rebel", "units": ["u12_2"]}]
    st = kit.position(groups=groups, phase="B")
    assert "attack" not in kit.verbs(st, "p1") and "sortie" not in kit.verbs(st, "p1")
    why = kit.GAME.why_not(st, "p1", "attack")
    assert why is None or why.get("rule") in ("6.1", "6.3"), why


# ---------------------------------------------------------------- 6.1: once a turn to attack, any number to be attacked

def test_a_group_attacks_once_a_turn_but_one_group_may_be_attacked_twice():
    """6.1: each group attacks at most once in a turn, while the same enemy group may be the target of several."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"]},             # g1: 2
              {"owner": "p1", "faction": "rebel", "units": ["u23_1"]},             # g2: 3
              {"owner": "p2", "faction": "government", "units": ["u22_2"]}]        # g3: 2
    st = kit.position(groups=groups, phase="B")
    st = kit.settle(kit.act(st, "p1", "attack", "g1"), [3, 3], move=("p1", "target", 0))    # 2 + 3 = 2 + 3: a tie
    assert "no losses" in kit.log_text(st).lower() or kit.group(st, "g3") is not None
    assert kit.args(st, "p1", "attack") == ["g2"]                                  # g1 has had its attack
    st = kit.act(st, "p1", "attack", "g2")
    assert any("group 3" in lb for lb in kit.labels(st, "p1"))                     # g3 may be attacked again


# ---------------------------------------------------------------- 6.5 with 8.10: no sortie while isolated

def test_an_isolated_group_may_attack_its_cutter_but_not_sortie():
    """6.5 with 8.10: an isolated group may not split for a sortie; it may still attack the group cutting it."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u23_1"], "leader": "soliz",
               "iso": 1, "cut_by": "g2", "cut_card": "supply_cut_1"},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]}]
    st = kit.position(groups=groups, phase="B")
    assert kit.args(st, "p1", "attack") == ["g1"] and "sortie" not in kit.verbs(st, "p1")
    free = kit.position(groups=[dict(groups[0], iso=None, cut_by=None, cut_card=None), groups[1]], phase="B")
    assert "sortie" in kit.verbs(free, "p1")                                       # the same group, not cut off


# ---------------------------------------------------------------- 6.12: the marker's ceiling

def test_the_ambush_marker_stops_at_three_or_at_four_with_the_option():
    """6.12: a point of ambush strength costs an action, up to 3; the optional rule raises the ceiling to 4."""
    st = kit.position(groups=[OWN_REBEL], phase="B", ambush={"p1": 3})
    assert "ambush_marker" not in kit.verbs(st, "p1")
    st = kit.position(groups=[OWN_REBEL], phase="B", ambush={"p1": 3}, ambush_max=4)
    assert "ambush_marker" in kit.verbs(st, "p1")
    st = kit.act(st, "p1", "ambush_marker")
    assert kit.player(st, "p1")["ambush"] == 4 and st["turn"]["actions"] == 1
    assert "ambush_marker" not in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 8.4: a demolition that only equals the DF

def test_a_demolition_destroys_a_complex_only_when_its_damage_exceeds_the_df():
    """8.4: six plus a die against DF plus a die; the difference is damage, and a complex is destroyed only when
    its damage goes beyond its DF. Damage equal to the DF leaves it standing, damaged, without its ability (9.1)."""
    st = _raid_to_end([3, 3])                      # 6 + 3 = 9 against 3 + 3 = 6: damage 3, the DF itself
    g = kit.group_with(st, "airfield")
    assert g is not None and g["damage"] == 3, kit.log_text(st)
    assert "Demolition raid on Airfield: 6 + die 3 = 9 against DF 3 + die 3 = 6." in kit.log_text(st)
    st = _raid_to_end([4, 3])                      # 10 against 6: damage 4 > 3
    assert kit.group_with(st, "airfield") is None and "airfield" in st["discard"]


def _raid_to_end(dice):
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"], "complex": "airfield"}]
    st = kit.position(groups=groups, hands={"p1": ["arms_cache_1"]}, phase="B")
    st = kit.act(st, "p1", "demolition", "arms_cache_1")
    return kit.settle(st, dice, move=("p1", kit.actions(st, "p1")[0]["verb"], kit.actions(st, "p1")[0]["arg"]))


def test_a_damaged_airfield_makes_no_air_strike():
    """8.4, 9.1: a damaged complex keeps its DF in defence but loses its special ability."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield", "damage": 1},
              {"owner": "p2", "faction": "rebel", "units": ["u22_2"]}]
    st = kit.position(groups=groups, phase="B")
    assert "air_strike" not in kit.verbs(st, "p1")
    st = kit.position(groups=[dict(groups[0], damage=0), groups[1]], phase="B")
    assert "air_strike" in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 8.9: no patrol from an isolated group

def test_no_recon_patrol_goes_out_from_an_isolated_group_and_the_answer_says_so():
    """8.9: the patrol needs a one-unit Government infantry group that is not isolated."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"],
               "iso": 1, "cut_by": "g2", "cut_card": "supply_cut_1"},
              {"owner": "p2", "faction": "rebel", "units": ["u22_2"]}]
    st = kit.position(groups=groups, hands={"p1": ["recon_patrol_1"], "p2": ["ambush_1"]}, phase="B")
    assert "recon" not in kit.verbs(st, "p1")
    why = kit.GAME.why_not(st, "p1", "recon_patrol_1")
    assert why["rule"] == "8.9" and "not isolated" in why["reason"], why
    free = kit.position(groups=[dict(groups[0], iso=None, cut_by=None, cut_card=None), groups[1]],
                        hands={"p1": ["recon_patrol_1"], "p2": ["ambush_1"]}, phase="B")
    assert kit.args(free, "p1", "recon") == ["recon_patrol_1"]             # the same group, not cut off


# ---------------------------------------------------------------- 8.11: the UN card in battle

UN_ROUND = {"un": {"player": "p2", "card": "un_intervention"}, "atrocity": True}


def test_the_un_card_may_be_fought_by_either_faction_for_no_points_but_not_by_its_player():
    """8.11: the card defends at 10 and may be attacked by any player of either faction; no points are scored in a
    battle with it; the player it protects attacks nobody."""
    rebels = {"owner": "p1", "faction": "rebel", "units": ["u14_1"], "leader": "paredes"}
    for attacker in (rebels, dict(rebels, faction="government", units=["u41_1"], leader="bastidas")):
        groups = [attacker, {"owner": "p2", "faction": "government", "units": ["u22_2"]},
                  {"owner": "p2", "faction": "rebel", "units": ["u22_3"]}]
        st = kit.act(kit.position(groups=groups, phase="B", round=UN_ROUND), "p1", "attack", "g1")
        assert all("UN peacekeepers" in lb for lb in kit.labels(st, "p1")), kit.labels(st, "p1")
        st = kit.settle(st, [10, 1], move=("p1", "target", kit.args(st, "p1", "target")[0]))
        assert "the UN holds with 10 + die 1 = 11" in kit.log_text(st), kit.log_text(st)
        assert st["round"]["un"] is None and "un_intervention" in st["discard"]
        assert kit.player(st, "p1")["score"] == 0 and st["faction_score"] == {"government": 0, "rebel": 0}
    st = kit.position(groups=groups, phase="B", player="p2", round=UN_ROUND)
    assert "attack" not in kit.verbs(st, "p2") and "sortie" not in kit.verbs(st, "p2")


# ---------------------------------------------------------------- 8.10: a cut in place of the attack

def test_a_group_that_has_attacked_cuts_no_supply_that_turn():
    """8.10: a Supply Cut is an infantry group's special attack, made instead of its normal one (6.1: one attack
    a turn); after a battle, the same group may not cut a supply."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]},
              {"owner": "p3", "faction": "government", "units": ["u22_3"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["supply_cut_1"]})
    assert "supply_cut" in kit.verbs(st, "p1")
    st = kit.settle(kit.act(st, "p1", "attack", "g1"), [3, 3], move=("p1", "target", 0))     # a tie: no losses
    assert st["turn"]["actions"] == 1 and "supply_cut" not in kit.verbs(st, "p1")
    why = kit.GAME.why_not(st, "p1", "supply_cut_1")
    assert why["rule"] == "8.10" and "has not attacked" in why["reason"], why


# ---------------------------------------------------------------- 7.7: a drawn complex and an isolated group

def test_a_drawn_complex_never_joins_an_isolated_group_and_stands_alone_under_the_government():
    """7.7: a drawn complex may join a one-unit Government group of the drawer's that is not isolated; with only an
    isolated one (and a Rebel one) it is laid on its own, under Government control, and the turn ends."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"],
               "iso": 1, "cut_by": "g2", "cut_card": "supply_cut_1"},
              {"owner": "p2", "faction": "rebel", "units": ["u22_2"]},
              {"owner": "p1", "faction": "rebel", "units": ["u33_1"]}]
    st = kit.act(kit.position(groups=groups, phase="F", hands={"p1": ["u13_1"]}, deck=["port"]), "p1", "draw")
    port = kit.group_with(st, "port")
    assert port["units"] == [] and port["leader"] is None and port["faction"] == "government", port
    assert kit.group(st, "g1") is None or kit.group(st, "g1")["complex"] is None
    assert "on its own" in kit.log_text(st) and st["turn"]["player"] == "p2"


# ---------------------------------------------------------------- 5.4: withdrawal

def test_a_rebel_complex_keeps_its_side_when_its_garrison_is_withdrawn():
    """5.4: a complex is never withdrawn, and taking its garrison back to hand does not change who controls it;
    one action per group withdrawn from."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"], "complex": "barracks"},
              {"owner": "p1", "faction": "rebel", "units": ["u13_1", "u23_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]}]
    st = kit.act(kit.position(groups=groups, phase="A"), "p1", "withdraw", "g1")
    assert kit.args(st, "p1", "cards") == [["u22_1"]]                      # the complex itself is not offered
    st = kit.act(st, "p1", "cards", ["u22_1"])
    g1 = kit.group(st, "g1")
    assert g1["complex"] == "barracks" and g1["faction"] == "rebel" and g1["units"] == []
    assert st["turn"]["actions"] == 1 and "u22_1" in kit.hand(st, "p1")
    st = kit.act(kit.act(st, "p1", "withdraw", "g2"), "p1", "cards", ["u13_1"])
    assert st["turn"]["actions"] == 0                                      # a second group: a second action


def test_a_withdrawn_unit_may_come_back_that_turn_for_the_other_side_and_no_leader_goes_alone():
    """5.4, 7.1, 3.2: cards withdrawn may be deployed again in the same turn, for either faction; a new group
    needs a unit (or complex): a leader alone is never offered as finished."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1", "u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]}]
    st = kit.position(groups=groups, phase="A", hands={"p1": ["salcedo"]})
    st = kit.act(kit.act(st, "p1", "withdraw", "g1"), "p1", "cards", ["u22_1"])
    st = kit.act(kit.act(st, "p1", "next", "B"), "p1", "next", "C")
    st = kit.act(kit.act(st, "p1", "deploy", "government"), "p1", "card", "salcedo")
    assert "done" not in kit.verbs(st, "p1")                              # the leader may not stand alone
    st = kit.act(kit.act(st, "p1", "card", "u22_1"), "p1", "done")
    new = kit.group_with(st, "u22_1")
    assert new["faction"] == "government" and new["leader"] == "salcedo" and st["turn"]["actions"] == 0


# ---------------------------------------------------------------- 9.4: a Rebel Barracks passes over a Recon Patrol

def test_a_rebel_barracks_passes_over_a_recon_patrol_to_the_next_unit():
    """9.4: the Barracks takes whichever unit, leader or Recon Patrol lies nearest the top, free, in the Draw
    phase; under Rebel control a Recon Patrol is not among them, so the unit below it comes instead."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"], "complex": "barracks"},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]}]
    st = kit.position(groups=groups, phase="F", discard=["u33_1", "recon_patrol_1"])       # the patrol on top
    st = kit.act(st, "p1", "barracks")
    assert "u33_1" in kit.hand(st, "p1") and st["discard"] == ["recon_patrol_1"]
    assert st["turn"]["actions"] == 2 and "barracks" not in kit.verbs(st, "p1")
    gov = [dict(groups[0], faction="government"), dict(groups[1], faction="rebel")]
    st = kit.act(kit.position(groups=gov, phase="F", discard=["u33_1", "recon_patrol_1"]), "p1", "barracks")
    assert "recon_patrol_1" in kit.hand(st, "p1") and st["discard"] == ["u33_1"]


# ---------------------------------------------------------------- 8.4 with 6.11: a raid after the group's battle

RAIDERS = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"]},
           {"owner": "p2", "faction": "government", "units": ["u22_2"], "complex": "airfield"},       # DF 3
           {"owner": "p3", "faction": "government", "units": ["u22_3"]}]


def _after_a_tied_battle(hand):
    st = kit.position(groups=RAIDERS, phase="B", hands={"p1": hand})
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [3, 3], move=("p1", "target", kit.args(st, "p1", "target")[-1]))      # against g3: a tie
    assert "The totals are tied" in kit.log_text(st) and st["turn"]["actions"] == 1
    return st


def test_after_its_battle_a_group_raids_a_complex_only_with_a_second_arms_cache():
    """8.4 with 6.11: a demolition raid is an attack by a Rebel group, and a group attacks once a turn unless an
    Arms Cache (use 1) gives it a second attack, as 6.11 says of destroying a complex. So after a battle one
    Arms Cache cannot both grant the second attack and make the raid, while two can: one is spent on each.
    The raid first and the battle second already worked that way; the battle first refused the raid."""
    st = _after_a_tied_battle(["arms_cache_1"])
    assert "demolition" not in kit.verbs(st, "p1")
    why = kit.GAME.why_not(st, "p1", "arms_cache_1")
    assert why["rule"] == "8.4" and "second Arms Cache" in why["reason"], why
    st = _after_a_tied_battle(["arms_cache_1", "arms_cache_2"])
    assert kit.args(st, "p1", "demolition") == ["arms_cache_1"]
    st = kit.act(st, "p1", "demolition", "arms_cache_1")
    assert kit.args(st, "p1", "demolish") == [["g1", "g2"]]
    st = kit.act(st, "p1", "demolish", ["g1", "g2"], dice=[8, 1])           # 6 + 8 = 14 against 3 + 1 = 4
    text = kit.log_text(st)
    assert "plays an Arms Cache to act with group 1 again" in text, text
    assert kit.group_with(st, "airfield") is None and kit.player(st, "p1")["score"] == 3      # destroyed: its VP
    assert kit.hand(st, "p1") == [] and {"arms_cache_1", "arms_cache_2"} <= set(st["discard"])
    assert st["turn"]["actions"] == 0 and "attack" not in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 6.6: only the unit lying sideways

def test_attacking_only_the_sideways_unit_leaves_the_leader_and_his_units_out_of_the_battle():
    """6.6 with 3.4: the attacker of an over-commanded group may fight only its unit out of command; that unit
    defends alone, without the leader's modifier, and only it can be lost, however large the defeat."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u14_1", "u14_2", "u14_3"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u31_1", "u21_1"], "leader": "paredes"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")       # Paredes commands one (+2)
    labels = kit.labels(st, "p1")
    assert "sideways Unit G2/R1 (Government 2)" in labels[0], labels
    st = kit.settle(st, [5, 5], move=("p1", "target", 0))
    assert "defence 2 strength +0 + die 5 = 7." in kit.log_text(st), kit.log_text(st)    # 12 to lose, 2 on hand
    g2 = kit.group(st, "g2")
    assert g2["leader"] == "paredes" and g2["units"] == ["u31_1"] and kit.player(st, "p1")["score"] == 2


# ---------------------------------------------------------------- 6.12 with 8.8: an Informant against the marker

def test_an_informant_cancels_the_ambush_a_marker_roll_brought():
    """6.12, 8.8: a marker's ambush works exactly as a defensive Ambush card, so an Informant (from any player)
    may cancel it; the marker still drops, for it took effect."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u13_2"]}]
    st = kit.position(groups=groups, phase="B", ambush={"p2": 2}, hands={"p3": ["informant_1"], "p1": ["u22_3"]})
    st = kit.act(kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0), "p1", "done")
    st = kit.act(st, "p2", "marker", dice=[1])                             # 1 <= 2: it works
    st = kit.act(st, "p2", "unit", "u13_2")                                # the unit it doubles
    assert kit.active(st) == ["p1", "p3"]                                  # everyone with cards may answer
    st = kit.act(kit.act(st, "p1", "pass"), "p3", "informant", ["cancel", 0], dice=[3, 3])
    st = kit.settle(st)
    text = kit.log_text(st)
    assert "an ambush!" in text and "Informant" in text, text
    assert "attack 3 strength +0 + die 3 = 6; defence 3 strength +0 + die 3 = 6." in text, text    # not doubled
    assert kit.player(st, "p2")["ambush"] == 1 and "informant_1" in st["discard"]


# ---------------------------------------------------------------- 9.1 with 6.1: what an air strike may hit

def test_an_air_strike_hits_only_the_other_factions_units_and_complexes_of_other_players():
    """9.1 with 6.1: the strike picks one unit or one complex; a garrison unit may be picked; never a group of the
    airfield's own faction, nor any group of its owner (his Rebels included)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]},
              {"owner": "p3", "faction": "rebel", "units": ["u22_3"], "complex": "bridge"},
              {"owner": "p1", "faction": "rebel", "units": ["u33_1"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "air_strike")
    assert sorted(kit.args(st, "p1", "target")) == [["complex", "g3", "bridge"], ["unit", "g3", "u22_3"]]


# ---------------------------------------------------------------- 8.11: the UN may be placed with anyone

def test_the_un_card_may_be_placed_with_any_player_its_player_included():
    """8.11: after an Atrocity this round, the UN card is played in phase C on any player, oneself included."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"]}]
    st = kit.position(groups=groups, phase="C", hands={"p1": ["un_intervention"]}, round={"atrocity": True})
    st = kit.act(st, "p1", "un", "un_intervention")
    assert kit.args(st, "p1", "player") == ["p1", "p2", "p3", "p4"]
    st = kit.act(st, "p1", "player", "p1")
    assert st["round"]["un"]["player"] == "p1" and st["turn"]["actions"] == 1


# ---------------------------------------------------------------- 2.1: a lone complex is a deployed faction

def test_a_lone_government_complex_counts_as_a_deployed_faction_for_hand_capacity():
    """2.1 (reading: a complex is deployed under its controlling faction, 1.6): a player with a Rebel group and a
    Government complex on its own has both factions deployed, so eight cards; without the complex, seven."""
    rebels = {"owner": "p1", "faction": "rebel", "units": ["u22_1"]}
    st = kit.position(groups=[rebels, {"owner": "p1", "faction": "government", "complex": "bridge"}], phase="F")
    assert "hand capacity of 8" in " ".join(kit.labels(st, "p1"))
    st = kit.position(groups=[rebels], phase="F")
    assert "hand capacity of 7" in " ".join(kit.labels(st, "p1"))


# ---------------------------------------------------------------- 9.11: one propaganda attack a turn

def test_the_tv_station_makes_one_propaganda_attack_a_turn_choosing_among_tied_weakest():
    """9.11: once a turn, free; among units tied for weakest the attacker chooses; then no second attempt."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u12_2"]},
              {"owner": "p3", "faction": "rebel", "units": ["u12_3"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "propaganda")
    assert len(kit.actions(st, "p1")) == 2                                 # the two tied units, his choice
    st = kit.act(st, "p1", kit.actions(st, "p1")[1]["verb"], kit.actions(st, "p1")[1]["arg"], dice=[1])
    assert "The propaganda attack fails." in kit.log_text(st) and st["turn"]["actions"] == 2
    assert "propaganda" not in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 8.10 with 5.4: part of a cutter withdrawn

def test_withdrawing_part_of_a_cutting_group_keeps_the_supply_cut():
    """8.10, 5.4: isolation ends when the cutting group is withdrawn; a cutter that only sends part of itself
    back to hand is still there, so its victim stays isolated."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1", "u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"}]
    st = kit.act(kit.act(kit.position(groups=groups, phase="A"), "p1", "withdraw", "g1"), "p1", "cards", ["u22_1"])
    assert kit.group(st, "g2")["iso"] == 1 and kit.group(st, "g2")["cut_by"] == "g1"
    st = kit.act(kit.act(st, "p1", "withdraw", "g1"), "p1", "cards", ["u13_1"])      # now the whole group
    assert kit.group(st, "g2")["iso"] is None and "supply_cut_1" in st["discard"]


# ---------------------------------------------------------------- 9.8 with 8.3: no Palace leader for the Armor Column

def test_the_palace_sends_no_leader_to_the_armor_column():
    """9.8 with 8.3: the Palace's leader may go to any player's group of its faction, but the Armor Column never
    shares its group with a leader, so only infantry (or complex) groups are offered."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "palace"},
              {"owner": "p2", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p4", "faction": "government", "units": ["u22_2"]},
              {"owner": "p3", "faction": "rebel", "units": ["u22_3"]}]
    st = kit.act(kit.position(groups=groups, phase="C", hands={"p1": ["salcedo"]}), "p1", "palace")
    assert sorted(a[1] for a in kit.args(st, "p1", "place")) == ["g1", "g3"]


def test_an_air_strike_line_spells_out_both_totals():
    """9.1: the log sets each side of a strike as a battle line does: the die, the DF or the strength and the
    leader's modifier, and the isolation modifier (8.10) where the target's group has one (before, the complex's
    line gave "DF + die" with neither number, and the unit's line the bare total)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "rebel", "units": ["u12_2"], "leader": "soliz", "complex": "bridge",
               "iso": 1, "cut_by": "g3", "cut_card": "supply_cut_1"},
              {"owner": "p3", "faction": "government", "units": ["u22_3"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "air_strike")
    done = kit.act(st, "p1", "target", ["unit", "g2", "u12_2"], dice=[3, 4])
    assert ("Air strike on Unit G1/R2 (Rebel 2): 6 + die 3 = 9 against 2 strength +2 + die 4 \u2212 1 isolation "
            "= 7.") in kit.log_text(done), kit.log_text(done)
    done = kit.act(st, "p1", "target", ["complex", "g2", "bridge"], dice=[3, 4])
    assert "Air strike on Bridge: 6 + die 3 = 9 against DF 1 + die 4 \u2212 1 isolation = 4." in kit.log_text(done)


# ---------------------------------------------------------------- 7.2 with 3.1: what a reinforcement may add

def test_a_reinforcement_keeps_to_the_group_limits_and_never_joins_the_armor_column():
    """7.2, 3.1, 8.3: a group is reinforced only within its limits: three units take a leader and no fourth unit,
    a complex's one-unit garrison takes a leader only, and the Armor Column takes nobody."""
    groups = [{"owner": "p1", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2", "u22_3", "u13_1"]},
              {"owner": "p3", "faction": "rebel", "units": ["u22_1"], "complex": "bridge"}]
    st = kit.position(groups=groups, phase="C", hands={"p1": ["u31_1", "salcedo"]})
    assert kit.args(st, "p1", "reinforce") == ["g2", "g3"]
    for gid in ("g2", "g3"):
        assert kit.args(kit.act(st, "p1", "reinforce", gid), "p1", "card") == ["salcedo"], gid
