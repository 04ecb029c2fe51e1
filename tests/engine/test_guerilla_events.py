"""Guerilla's event and red cards (docs/GUERILLA.md 8.1-9.11) from hand-built positions, and the trade
(7.3). Response windows ask every player at once, whatever their hands hold."""

import engine

import guerilla_kit as kit

STAND = "Pass now and until my next turn (unless my group or leader is attacked)"   # 8.12

CUT = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},                  # g1: the cutter, 3
       {"owner": "p2", "faction": "rebel", "units": ["u12_1", "u13_1"]}]               # g2: 2 and 3


def _cut(**kw):
    st = kit.position(groups=CUT, hands={"p1": ["supply_cut_1"]}, phase="B", **kw)
    st = kit.act(st, "p1", "supply_cut", "supply_cut_1")
    return kit.act(st, "p1", "cut", ["g1", "g2"])


def test_supply_cut_isolates_and_the_marker_grows_at_the_owners_turn_end_until_surrender():
    st = _cut()
    g2 = kit.group(st, "g2")
    assert g2["iso"] == 0 and g2["cut_by"] == "g1" and g2["cut_card"] == "supply_cut_1"
    assert "g1" in st["turn"]["attacked"] and st["turn"]["actions"] == 1
    for ph in "CDEF":
        st = kit.act(st, "p1", "next", ph)
    st = kit.act(st, "p1", "end")
    assert kit.group(st, "g2")["iso"] == 0                     # Player 1's turn end: not the owner's
    for ph in "BCDEF":
        st = kit.act(st, "p2", "next", ph)
    st = kit.act(st, "p2", "end")
    assert kit.group(st, "g2")["iso"] == 1 and "marker is now \u22121" in kit.log_text(st)
    st = kit.arrange(st, lambda s: next(g for g in s["groups"] if g["id"] == "g2").update(iso=2))
    while st["turn"]["player"] != "p2":
        st = kit.act(st, st["turn"]["player"], "end" if st["turn"]["phase"] == "F" else "next",
                     None if st["turn"]["phase"] == "F" else "ABCDEF"["ABCDEF".index(st["turn"]["phase"]) + 1])
    for ph in "BCDEF":
        st = kit.act(st, "p2", "next", ph)
    st = kit.act(st, "p2", "end")                              # marker 3 = the highest strength: surrender
    assert kit.group(st, "g2") is None and "surrenders" in kit.log_text(st)
    assert "supply_cut_1" in kit.hand(st, "p1") and kit.player(st, "p1")["score"] == 2 + 3


def test_an_isolated_group_attacks_only_its_cutter_at_half_strength():
    groups = CUT + [{"owner": "p3", "faction": "government", "units": ["u21_1"]}]
    st = kit.position(groups=groups, player="p2", phase="B")
    st = kit.arrange(st, lambda s: next(g for g in s["groups"] if g["id"] == "g2").update(
        iso=1, cut_by="g1", cut_card="supply_cut_1", cut_player="p1"))
    st = kit.act(st, "p2", "attack", "g2")
    assert all("group 1" in lab for lab in kit.labels(st, "p2"))
    st = kit.settle(st, [10, 1], stop=lambda s: "Battle:" in kit.log_text(s), move=("p2", "target", 0))
    assert "attack 0 strength +0 + die 10 \u2212 1 isolation" in kit.log_text(st) or \
        "attack 1 strength +0 + die 10 \u2212 1 isolation" in kit.log_text(st)
    assert "sortie" not in kit.verbs(st, "p2")


def test_isolation_ends_when_the_cutter_attacks_again_and_the_card_is_discarded():
    groups = CUT + [{"owner": "p3", "faction": "rebel", "units": ["u12_2"]}]
    st = kit.position(groups=groups, hands={"p1": ["supply_cut_1"]}, phase="B", round={})
    st = kit.act(kit.act(st, "p1", "supply_cut", "supply_cut_1"), "p1", "cut", ["g1", "g2"])
    st = kit.arrange(st, lambda s: s["turn"].update(attacked=[]))     # as on a later turn
    st = kit.act(st, "p1", "attack", "g1")
    target = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "group 3" in lab)
    st = kit.settle(st, [5, 5], move=("p1", "target", target))
    assert kit.group(st, "g2")["iso"] is None and "supply_cut_1" in st["discard"]
    assert "attacked again" in kit.log_text(st)


def test_an_informant_lets_the_attacked_rebel_group_retreat_to_hand():
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, hands={"p3": ["informant_1"], "p1": ["u12_2"]}, phase="B")
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    st = kit.act(st, "p1", "done")                           # asked whatever cards he holds: no card
    assert sorted(kit.active(st)) == ["p1", "p3"]       # every player with cards is asked (p2, p4 hold none)
    assert kit.asked(st, "p1") == kit.asked(st, "p3") and "informant" in kit.verbs(st, "p3")
    assert [a["label"] for a in kit.actions(st, "p1")] == ["No Informant", "Informant: let group 2 retreat (you hold "
                                                          "none: counts as no response)", STAND]   # his eyes only
    assert [a["label"] for a in kit.actions(st, "p3")] == ["No Informant", "Informant: let group 2 retreat", STAND]
    st = kit.act(st, "p1", "pass")
    st = kit.act(st, "p3", "informant", ["retreat"])
    st = kit.act(st, "p2", "retreat", True)
    assert kit.group(st, "g2") is None and "u12_1" in kit.hand(st, "p2") and "informant_1" in st["discard"]
    assert st["turn"]["actions"] == 1 and "Battle:" not in kit.log_text(st)


def test_atrocities_double_the_points_and_open_the_way_for_the_un():
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, hands={"p4": ["atrocities_press_1"], "p1": ["un_intervention"]}, phase="B")
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [9, 1], stop=lambda s: "atrocities" in kit.verbs(s, "p4"), move=("p1", "target", 0))
    st = kit.settle(st, choose=lambda s, r, acts: next((a for a in acts if a["verb"] == "atrocities"), None))
    assert kit.player(st, "p1")["score"] == 4 and st["round"]["atrocity"] is True      # 2 doubled
    for ph in "C":
        st = kit.act(st, "p1", "next", ph)
    st = kit.act(st, "p1", "un", "un_intervention")
    st = kit.act(st, "p1", "player", "p2")
    assert st["round"]["un"] == {"player": "p2", "card": "un_intervention"}


def test_the_un_needs_an_atrocity_this_round_and_shields_its_player():
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, hands={"p1": ["un_intervention"]}, phase="C")
    assert "un" not in kit.verbs(st, "p1")
    st = kit.position(groups=groups, phase="B", round={"un": {"player": "p2", "card": "un_intervention"}})
    st = kit.act(st, "p1", "attack", "g1")
    assert all("UN peacekeepers" in lab for lab in kit.labels(st, "p1"))    # only the UN card itself


def test_an_assassin_rolls_once_more_for_each_bodyguard_and_the_lowest_counts():
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"], "leader": "bastidas"}]   # +2
    st = kit.position(groups=groups, hands={"p1": ["assassin_1"], "p2": ["u12_1"], "p3": ["bodyguard_1"]},
                      phase="B")
    st = kit.act(kit.act(st, "p1", "assassin", "assassin_1"), "p1", "leader", "g1")
    assert kit.active(st) == ["p2", "p3"]               # not the killer, nor a player with an empty hand
    assert kit.asked(st, "p2") == kit.asked(st, "p3") and kit.args(st, "p3", "bodyguards") == [0, 1]
    assert kit.labels(st, "p2") == ["No Bodyguard", "Play 1 Bodyguard (you hold none: counts as no response)", STAND]
    assert kit.labels(st, "p3") == ["No Bodyguard", "Play 1 Bodyguard", STAND]
    st = kit.act(st, "p2", "bodyguards", 1)             # he holds none: no response, and only he is told
    st = kit.act(st, "p3", "bodyguards", 1, dice=[10, 7])
    assert "7 (lowest of 10, 7) minus +2 = 5" in kit.log_text(st) and kit.group(st, "g1")["leader"] == "bastidas"
    assert "Player 3 plays 1 Bodyguard." in kit.log_text(st) and "Player 2 plays" not in kit.log_text(st)
    told = [e["text"] for e in engine.view(st, "p2")["log"] if e["rule"] == "8.7"]
    assert "You hold no Bodyguard: your answer counts as no response." in told
    assert all("You hold" not in e["text"] for r in ("p1", "p3") for e in engine.view(st, r)["log"])
    st = kit.position(groups=groups, hands={"p1": ["assassin_1"]}, phase="B")
    st = kit.act(st, "p1", "assassin", "assassin_1")
    st = kit.settle(st, [10], move=("p1", "leader", "g1"))
    assert kit.group(st, "g1")["leader"] is None and kit.player(st, "p1")["score"] == 5
    assert st["faction_score"]["rebel"] == 5


def test_the_tv_station_attacks_the_weakest_enemy_unit_free():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u21_1", "u33_1"]},
              {"owner": "p1", "faction": "rebel", "units": ["u41_1"]}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "propaganda", None, dice=[3])        # u21_1 (1): 3 - 1 = 2 > 0
    assert kit.group(st, "g2")["units"] == ["u33_1"] and st["turn"]["actions"] == 2
    assert "propaganda" not in kit.verbs(st, "p1")


def test_the_revolution_swaps_two_markers_and_turns_a_government_group_rebel():
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"]},
              {"owner": "p3", "faction": "government", "units": ["u22_2"], "complex": "palace"}]
    st = kit.position(groups=groups, deck=["revolution"], phase="F",
                      loyalty={"p1": "rebel", "p2": "government", "p3": "government", "p4": "rebel"})
    st = kit.act(st, "p1", "draw")
    assert ["p1", "p3"] not in kit.args(st, "p1", "swap") and ["p1", "p2"] in kit.args(st, "p1", "swap")
    st = kit.act(st, "p1", "swap", ["p2", "p4"])
    assert kit.args(st, "p1", "group") == ["g1"]                 # the Palace holder's groups are left out
    st = kit.act(st, "p1", "group", "g1")
    assert kit.player(st, "p2")["loyalty"] == "rebel" and kit.group(st, "g1")["faction"] == "rebel"
    line = next(e for e in st["log"] if "exchanges the loyalty markers" in e["text"])
    assert sorted(line["own"]) == ["p2", "p4"] and line["own"]["p2"]["text"].endswith(": yours is now Rebel.")


def test_a_traitor_turns_the_group_or_the_leader_is_shot():
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"], "leader": "irala"}]    # -2
    st = kit.position(groups=groups, deck=["traitor_1"], phase="F")
    st = kit.act(kit.act(st, "p1", "draw"), "p1", "group", "g1", dice=[7])
    assert kit.group(st, "g1")["leader"] is None and "shot as a traitor" in kit.log_text(st)
    st = kit.position(groups=groups, deck=["traitor_1"], phase="F")
    st = kit.act(kit.act(st, "p1", "draw"), "p1", "group", "g1", dice=[9])
    assert kit.group(st, "g1")["faction"] == "rebel"


def test_a_recon_patrol_inspects_a_hand_in_secret_and_takes_a_card():
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]}]
    st = kit.position(groups=groups, hands={"p1": ["recon_patrol_1"], "p2": ["assassin_1", "u22_1"]}, phase="B")
    st = kit.act(kit.act(st, "p1", "recon", "recon_patrol_1"), "p1", "patrol", ["g1", "p2"])
    assert kit.verbs(st, "p2") == ["counter"]                    # no Ambush in hand: only "let it through"
    st = kit.act(st, "p2", "counter", None)
    assert [e for e in engine.view(st, "p3")["log"] if "assassin" in e["text"].lower()] == []
    st = kit.act(st, "p1", "take", "assassin_1")
    assert "assassin_1" in kit.hand(st, "p1") and kit.hand(st, "p2") == ["u22_1"]


def test_the_patrols_counter_ambush_tells_two_copies_of_one_unit_apart():
    """Two copies of one unit in the scouted hand: the two counters read apart (before: the same words twice)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]}]
    st = kit.position(groups=groups, hands={"p1": ["recon_patrol_1"], "p2": ["ambush_1", "u22_1", "u22_2"]},
                      phase="B")
    st = kit.act(kit.act(st, "p1", "recon", "recon_patrol_1"), "p1", "patrol", ["g1", "p2"])
    assert kit.labels(st, "p2") == ["Let the patrol through",
                                    "Ambush the patrol with Unit G2/R2 (Rebel 2), 1 of 2 alike",
                                    "Ambush the patrol with Unit G2/R2 (Rebel 2), 2 of 2 alike"]


def test_an_arms_cache_lets_a_rebel_group_attack_twice_or_raid_a_complex():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_1"], "complex": "bridge"}]
    st = kit.position(groups=groups, hands={"p1": ["arms_cache_1", "arms_cache_2"]}, phase="B")
    st = kit.act(st, "p1", "demolition", "arms_cache_1")
    st = kit.act(st, "p1", "demolish", ["g1", "g2"], dice=[9, 1])     # 6 + 9 = 15 against 1 + 1: 13 damage
    assert kit.group(st, "g2")["complex"] is None and kit.player(st, "p1")["score"] == 1
    assert kit.args(st, "p1", "attack") == ["g1"]                      # again, with the second Arms Cache
    assert "again, playing an Arms Cache" in " ".join(kit.labels(st, "p1"))


def test_air_assault_drops_a_group_from_hand_into_an_attack_but_not_in_bad_weather():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1"]}]
    st = kit.position(groups=groups, hands={"p1": ["air_assault_1", "u31_1"]}, phase="B")
    st = kit.act(st, "p1", "air_assault", ["air_assault_1", "drop"])
    st = kit.act(kit.act(st, "p1", "card", "u31_1"), "p1", "done")
    assert "target" in kit.verbs(st, "p1") and st["turn"]["actions"] == 1
    st = kit.position(groups=groups, hands={"p1": ["air_assault_1", "u31_1"]}, phase="B",
                      round={"bad_weather": {"player": "p3", "card": "bad_weather", "turn": 0}})
    assert "air_assault" not in kit.verbs(st, "p1")


def test_the_armor_column_attacks_rebel_units_one_at_a_time_while_it_wins():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1", "u21_2"]}]
    st = kit.position(groups=groups, hands={"p1": ["armor_column_1"]}, phase="B")
    st = kit.act(st, "p1", "armor_card", "armor_column_1")
    st = kit.act(st, "p1", "target", "g1")
    st = kit.act(st, "p2", "refuse", False)
    st = kit.settle(st, [6, 1], stop=lambda s: "u21_1" in s["discard"] and "refuse" in kit.verbs(s, "p2"),
                    move=("p2", "unit", "u21_1"))
    assert kit.active(st) == ["p2"]                                         # it won: it must go on (8.3)
    st = kit.act(st, "p2", "refuse", True)
    assert kit.group(st, "g1") is None and "u21_2" in kit.hand(st, "p2")


def test_a_trade_hides_face_down_cards_and_takes_counter_offers_in_turn_order():
    st = kit.position(hands={"p1": ["u22_1", "ambush_1"], "p2": ["u13_1"], "p3": ["informant_1"], "p4": []},
                      phase="D")
    st = kit.act(st, "p1", "trade")
    st = kit.act(st, "p1", "offer", ["u22_1", True])
    st = kit.act(st, "p1", "offer", ["ambush_1", False])
    st = kit.act(st, "p1", "done")
    st = kit.act(st, "p1", "want", "units")
    assert engine.view(st, "p2")["board"]["trade"]["offer"] == ["u22_1", None]
    assert kit.active(st) == ["p2"]
    st = kit.act(kit.act(st, "p2", "offer", ["u13_1", False]), "p2", "done")
    assert kit.active(st) == ["p3"]
    st = kit.act(st, "p3", "pass")
    st = kit.act(st, "p4", "pass")
    assert kit.args(st, "p1", "accept") == ["p2", None]
    st = kit.act(st, "p1", "accept", "p2")
    assert kit.hand(st, "p1") == ["u13_1"] and sorted(kit.hand(st, "p2")) == ["ambush_1", "u22_1"]
    assert st["trade"] is None and st["turn"]["actions"] == 1


def test_a_trade_nobody_answered_says_no_offer_was_made_not_that_every_offer_was_rejected():
    """The log said "Player 1 rejects every offer" when nobody had offered anything. With no offer in return the offerer
    is asked only to end the trade, and the log says no offer was made; with offers the words are as before."""
    st = kit.position(hands={"p1": ["u22_1"], "p2": ["u13_1"], "p3": [], "p4": []}, phase="D")
    st = kit.act(kit.act(kit.act(st, "p1", "trade"), "p1", "offer", ["u22_1", True]), "p1", "done")
    st = kit.act(st, "p1", "want", "units")
    asked = kit.act(kit.act(kit.act(st, "p2", "pass"), "p3", "pass"), "p4", "pass")
    q = engine.get_game("guerilla").question(asked, "p1")
    assert [a["label"] for a in q["actions"]] == ["End the trade"] and "reject" not in q["prompt"].lower(), q
    done = kit.act(asked, "p1", "accept", None)
    said = [e["text"] for e in done["log"][len(asked["log"]):]]
    assert said == ["No offer was made to Player 1; no trade is made (the action is spent)."], said
    offered = kit.act(kit.act(kit.act(kit.act(st, "p2", "offer", ["u13_1", True]), "p2", "done"), "p3", "pass"),
                      "p4", "pass")
    assert [a["label"] for a in engine.get_game("guerilla").question(offered, "p1")["actions"]][-1] == \
        "Reject every offer"
    done = kit.act(offered, "p1", "accept", None)
    assert done["log"][-1]["text"].startswith("Player 1 rejects every offer")


def test_while_a_full_hand_hands_back_what_it_got_only_the_offerer_sees_his_own_face_down_card():
    full = ["u13_1", "u13_2", "u13_3", "u14_1", "u14_2", "u21_1", "u21_2", "u21_3"]
    st = kit.position(hands={"p1": ["u22_1", "ambush_1"], "p2": full, "p3": ["informant_1"], "p4": []}, phase="D")
    st = kit.act(st, "p1", "trade")
    st = kit.act(st, "p1", "offer", ["u22_1", True])
    st = kit.act(st, "p1", "offer", ["ambush_1", False])
    st = kit.act(kit.act(st, "p1", "done"), "p1", "want", "units")
    st = kit.act(kit.act(st, "p2", "offer", ["u13_1", False]), "p2", "done")
    before = kit.act(kit.act(st, "p3", "pass"), "p4", "pass")
    st = kit.act(before, "p1", "accept", "p2")
    assert kit.active(st) == ["p2"] and kit.verbs(st, "p2") == ["return", "return"]     # over capacity (7.3)
    assert "ambush_1" in kit.hand(st, "p2")
    assert engine.view(st, "p1")["board"]["trade"]["offer"] == ["u22_1", "ambush_1"]     # he offered it himself
    assert engine.view(st, "p3")["board"]["trade"]["offer"] == ["u22_1", None]
    assert engine.get_game("guerilla").step_invariants(before, st) == []


def test_a_barracks_card_traded_away_is_free_at_once_and_its_mark_does_not_follow_it():
    st = kit.position(hands={"p1": ["u22_1", "ambush_1"], "p2": ["u13_1"], "p3": [], "p4": []}, phase="D")
    st = kit.arrange(st, lambda s: s["players"][0].update(bound={"u22_1": "government"}))
    assert engine.view(st, "p3")["board"]["players"][0]["bound"] == 1          # taken from the Barracks (9.4)
    st = kit.act(st, "p1", "trade")
    st = kit.act(kit.act(st, "p1", "offer", ["u22_1", False]), "p1", "done")
    st = kit.act(st, "p1", "want", "units")
    st = kit.act(kit.act(st, "p2", "offer", ["u13_1", False]), "p2", "done")
    st = kit.act(kit.act(st, "p3", "pass"), "p4", "pass")
    st = kit.act(st, "p1", "accept", "p2")
    assert "u22_1" in kit.hand(st, "p2") and kit.player(st, "p1")["bound"] == {}
    assert all(engine.view(st, r)["board"]["players"][0]["bound"] == 0 for r in ("p1", "p2", "p3"))
