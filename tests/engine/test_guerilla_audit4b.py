"""Guerilla's fourth rules audit, continued (the first part is test_guerilla_audit4.py): a few more
rules pinned as the engine reads them, and the timing of a surrender, which the rulebook leaves open (the reading
is in docs/GUERILLA.md)."""

import guerilla_kit as kit


def test_the_armor_column_stays_in_play_until_it_is_eliminated():
    """8.3: once in play the Armor Column stays until eliminated: it is never withdrawn to the hand (5.4)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p1", "faction": "government", "units": ["u22_1"]}]
    st = kit.position(groups=groups, phase="A")
    assert kit.args(st, "p1", "withdraw") == ["g2"]


def test_no_player_sends_an_assassin_after_his_own_leader():
    """6.1, 8.5: an assassination is aimed at another player's leader; one's own leaders are never offered, of
    either faction."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "leader": "bastidas"},
              {"owner": "p1", "faction": "rebel", "units": ["u22_2"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u22_3"], "leader": "salcedo"}]
    st = kit.act(kit.position(groups=groups, phase="B", hands={"p1": ["assassin_1"]}), "p1", "assassin", "assassin_1")
    assert kit.args(st, "p1", "leader") == ["g3"]


def test_a_tie_in_battle_costs_nothing_and_opens_no_atrocities_window():
    """6.8, 8.6: equal totals mean no losses; with no losses there are no points for Atrocities/Press to change, so
    nobody is asked, though a player holds the card."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u22_2"]}]
    st = kit.position(groups=groups, phase="B", hands={"p3": ["atrocities_press_1"]})
    st = kit.act(st, "p1", "attack", "g1")
    asked = []
    st = kit.settle(st, [5, 5], move=("p1", "target", 0),
                    choose=lambda s, r, acts: asked.extend(a["verb"] for a in acts) or None)
    assert "The totals are tied: no losses." in kit.log_text(st)
    assert "atrocities" not in asked and [g["units"] for g in st["groups"]] == [["u22_1"], ["u22_2"]]


def test_a_group_whose_marker_already_matches_its_best_unit_surrenders_at_its_owners_turn_end():
    """8.10 (reading): the marker is set against the group's best unit strength or complex DF when it grows, at
    the end of its owner's turn. A group that loses its strongest unit so that the marker already equals the
    best one left does not surrender on the spot; it does when its marker next grows."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p3", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u13_2", "u31_1"], "iso": 1, "cut_by": "g2",
               "cut_card": "supply_cut_1"}]                                 # strengths 1 and 3, marker 1
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "air_strike")
    st = kit.act(st, "p1", "target", ["unit", "g3", "u31_1"], dice=[10, 1])            # 16 against 3 + 1 − 1
    g3 = kit.group(st, "g3")
    assert g3["units"] == ["u13_2"] and g3["iso"] == 1                               # marker 1 = best strength 1
    st = kit.act(st, "p1", "next", "C")
    while st["turn"]["player"] != "p2" or st["turn"]["phase"] != "F":
        ph = st["turn"]["phase"]
        st = kit.act(st, st["turn"]["player"], "end" if ph == "F" else "next",
                     None if ph == "F" else "ABCDEF"["ABCDEF".index(ph) + 1])
    assert kit.group(st, "g3") is not None
    st = kit.act(st, "p2", "end")
    assert kit.group(st, "g3") is None and "Group 3 surrenders" in kit.log_text(st)
    assert kit.hand(st, "p3") == ["supply_cut_1"]


def test_a_sortie_of_a_cutting_group_leaves_the_supply_cut():
    """6.5, 8.10 (reading): the new group a sortie splits off is not the group cutting supply, so its patrol (or its
    attack) leaves the victim isolated; the cutting group itself, having used its attack on the split, stays."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1", "u32_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["recon_patrol_1"], "p4": ["u22_1"]})
    st = kit.act(kit.act(st, "p1", "recon", "recon_patrol_1"), "p1", "patrol", ["g1", "p4", ["u31_1"]])
    st = kit.settle(st, choose=lambda s, r, acts: next((a for a in acts if a["verb"] == "take"), None))
    assert kit.group(st, "g1")["units"] == ["u32_1"] and "g1" in st["turn"]["attacked"]
    assert (kit.group(st, "g2")["iso"], kit.group(st, "g2")["cut_by"]) == (1, "g1")
