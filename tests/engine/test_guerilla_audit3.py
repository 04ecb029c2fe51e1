"""Guerilla's third rules audit (issue 27): points where the engine read the rulebook differently,
each checked against the text, and a few where it agrees. The UN-protected player neither attacks nor is attacked,
so his Airfield makes no air strike and no Recon Patrol goes out from him or against him (8.11, 9.1, 8.9); the
Palace's leader is a reinforcement, which no isolated group may get but through an Air Assault (9.8, 8.1); an
attacker's Ambush doubles his own unit against the UN card too, whose own strength alone no card changes (8.2,
8.11); an Air Assault joins the Armor Column to an infantry group, never to the other Armor Column (8.3, 8.1). Each
test of a difference failed on the engine before its fix; the readings are in docs/GUERILLA.md."""

import guerilla_kit as kit

UN_P1 = {"un": {"player": "p1", "card": "un_intervention"}}
UN_P2 = {"un": {"player": "p2", "card": "un_intervention"}}
UN_P3 = {"un": {"player": "p3", "card": "un_intervention"}}

# ---------------------------------------------------------------- 8.11, 9.1: no air strike by the UN's player


def test_the_un_protected_player_makes_no_air_strike():
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "rebel", "units": ["u23_1"]}]
    assert "air_strike" in kit.verbs(kit.position(groups=groups, phase="B"), "p1")
    st = kit.position(groups=groups, phase="B", round=UN_P1)
    assert "air_strike" not in kit.verbs(st, "p1")
    # what the UN leaves him: demolition, propaganda and the Policia are not attacks it stops (his TV still works)
    groups[0]["complex"] = "tv_station"
    assert "propaganda" in kit.verbs(kit.position(groups=groups, phase="B", round=UN_P1), "p1")


# ---------------------------------------------------------------- 8.11, 8.9: no Recon Patrol by or against him


PATROL = [{"owner": "p1", "faction": "government", "units": ["u32_1"]},
          {"owner": "p2", "faction": "rebel", "units": ["u23_1"]}]


def test_no_recon_patrol_goes_out_from_the_un_protected_player():
    st = kit.position(groups=PATROL, phase="B", hands={"p1": ["recon_patrol_1"], "p2": ["ambush_1", "u22_1"]},
                      round=UN_P1)
    assert "recon" not in kit.verbs(st, "p1")


def test_no_recon_patrol_scouts_the_un_protected_player():
    st = kit.position(groups=PATROL, phase="B", hands={"p1": ["recon_patrol_1"], "p2": ["ambush_1", "u22_1"]},
                      round=UN_P2)
    st = kit.act(st, "p1", "recon", "recon_patrol_1")
    scouted = [a["arg"][1] for a in kit.actions(st, "p1") if a["verb"] == "patrol"]
    assert scouted == ["p3", "p4"]


# ---------------------------------------------------------------- 9.8, 8.1: the Palace and an isolated group


def test_the_palace_sends_no_leader_to_an_isolated_group():
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1"], "complex": "palace"},
              {"owner": "p2", "faction": "rebel", "units": ["u23_1"]},
              {"owner": "p3", "faction": "government", "units": ["u32_2"], "iso": 1, "cut_by": "g2",
               "cut_card": "supply_cut_1"}]
    st = kit.act(kit.position(groups=groups, phase="C", hands={"p1": ["bastidas"]}), "p1", "palace")
    assert [a["arg"] for a in kit.actions(st, "p1")] == [["bastidas", "g1"]]


# ---------------------------------------------------------------- 8.2, 8.11: the attacker's Ambush against the UN


def test_an_attacker_may_double_his_own_unit_with_an_ambush_against_the_un():
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u33_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1"]}, round=UN_P3)
    st = kit.act(st, "p1", "attack", "g1")
    un = next(a["arg"] for a in kit.actions(st, "p1") if "UN peacekeepers" in a["label"])
    st = kit.act(st, "p1", "target", un)
    assert ["ambush", ["double", "u32_1"]] in [[a["verb"], a["arg"]] for a in kit.actions(st, "p1")]
    st = kit.settle(st, dice=[5, 1], move=("p1", "ambush", ["double", "u32_1"]))     # no hand left to ask
    text = kit.log_text(st)
    assert "attack 6 strength +0 + die 5 = 11; the UN holds with 10 + die 1 = 11." in text   # 3 doubled; UN 10
    assert "8.2" in kit.rules_logged(st) and "ambush_1" in st["discard"]


# ---------------------------------------------------------------- 8.3, 8.1: the Armor Column and Air Assault


def test_an_air_assault_joins_the_armor_column_to_infantry_never_to_the_other_column():
    rebels = {"owner": "p2", "faction": "rebel", "units": ["u23_1"]}
    two = [{"owner": "p1", "faction": "government", "units": ["armor_column_1"]},
           {"owner": "p1", "faction": "government", "units": ["armor_column_2"]}, rebels]
    st = kit.position(groups=two, phase="B", hands={"p1": ["air_assault_1"]})
    assert not any(a["verb"] == "air_assault" and a["arg"][1] == "combine" for a in kit.actions(st, "p1"))
    mixed = [two[0], {"owner": "p1", "faction": "government", "units": ["u32_1"]}, rebels]
    st = kit.position(groups=mixed, phase="B", hands={"p1": ["air_assault_1"]})
    assert ["air_assault_1", "combine"] in kit.args(st, "p1", "air_assault")


# ---------------------------------------------------------------- where the engine already agrees


def test_an_informant_cancelling_the_lone_defender_ambush_lets_the_whole_group_defend():
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1", "u32_2"], "leader": "bastidas"},
              {"owner": "p2", "faction": "rebel", "units": ["u23_1", "u13_1"], "leader": "soliz"}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1"], "p3": ["informant_1"]})
    st = kit.act(kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0), "p1", "ambush", ["single", "u13_1"])
    st = kit.settle(st, stop=lambda s: "p3" in kit.active(s))
    cancel = next(a["arg"] for a in kit.actions(st, "p3") if a["verb"] == "informant" and a["arg"][0] == "cancel")
    st = kit.settle(kit.act(st, "p3", "informant", cancel), dice=[3, 8])
    assert "defence 6 strength +2 + die 8 = 16." in kit.log_text(st)      # both units and the leader defend


def test_a_garrison_that_just_covers_the_losses_saves_its_complex():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u33_1"]},
              {"owner": "p2", "faction": "government", "units": ["u21_1"], "complex": "bridge"}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0, dice=[5, 3])     # 8 against 6: 2 losses
    g2 = kit.group(st, "g2")
    assert (g2["owner"], g2["faction"], g2["units"], g2["complex"]) == ("p2", "government", [], "bridge")


def test_one_atrocities_and_one_press_a_battle_the_second_atrocities_stays_in_hand():
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u22_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p2": ["atrocities_press_1"], "p3": ["atrocities_press_2"],
                                                       "p4": ["atrocities_press_3"]})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    st = kit.settle(st, dice=[9, 1], stop=lambda s: any("atrocities" in kit.verbs(s, r) for r in kit.active(s)))
    st = kit.act(kit.act(kit.act(st, "p2", "atrocities"), "p3", "atrocities"), "p4", "press")
    assert kit.player(st, "p1")["score"] == 2                # 2 doubled, then halved
    assert kit.hand(st, "p3") == ["atrocities_press_2"] and st["round"]["atrocity"]


def test_the_un_does_not_end_an_isolation_already_there():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u23_1"]},
              {"owner": "p3", "faction": "government", "units": ["u32_2"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"},
              {"owner": "p1", "faction": "government", "units": ["u32_1"]}]
    st = kit.position(groups=groups, phase="C", hands={"p1": ["un_intervention"]}, round={"atrocity": True})
    st = kit.act(kit.act(st, "p1", "un", "un_intervention"), "p1", "player", "p3")
    assert (kit.group(st, "g2")["iso"], kit.group(st, "g2")["cut_by"]) == (1, "g1")
