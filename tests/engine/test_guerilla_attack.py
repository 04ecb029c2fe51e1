"""Guerilla's attack (docs/GUERILLA.md 6.1-6.12) from hand-built positions: whom a group may attack, the
chance-of-success test with the WBC errata, leaderless and over-command defences, totals, losses no larger
than needed, lone leaders, the victor's discard order, capture and garrison, destroying a Rebel complex and
the ambush marker."""

import guerilla_kit as kit

import engine

REBEL_VS_GOV = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u23_1"], "leader": "soliz"},   # g1: 3+3, +2
                {"owner": "p2", "faction": "government", "units": ["u22_1"]},                            # g2: 2
                {"owner": "p1", "faction": "government", "units": ["u22_2"]}]                            # g3: own


def test_a_group_attacks_only_the_other_faction_and_never_its_own_players_groups():
    st = kit.position(groups=REBEL_VS_GOV, phase="B")
    assert kit.args(st, "p1", "attack") == ["g1"]          # g3 (Government) has no Rebel target of another player
    st = kit.act(st, "p1", "attack", "g1")
    targets = [a["label"] for a in kit.actions(st, "p1")]
    assert len(targets) == 1 and "Player 2's group 2" in targets[0]
    assert all(a["rule"] == "6.1" for a in kit.actions(st, "p1"))


def test_an_attack_without_a_chance_is_not_offered_but_the_attackers_own_ambush_counts():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u41_1"]},                                  # strength 1
              {"owner": "p2", "faction": "government", "units": ["u41_2", "u41_3"], "leader": "bastidas"}]
    st = kit.position(groups=groups, phase="B")              # best 1 + 10 = 11 against worst 4 + 4 + 2 + 1 = 11
    assert "attack" not in kit.verbs(st, "p1")
    st = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1"]})
    assert kit.args(st, "p1", "attack") == ["g1"]            # the Ambush can single out one defender (WBC 8.15)
    st = kit.position(groups=groups, phase="B", hands={"p2": ["ambush_1", "ambush_2"]})
    assert "attack" not in kit.verbs(st, "p1")               # the defender's cards never count


def test_the_attacker_picks_the_defender_of_a_leaderless_group_and_the_owner_the_attacking_unit():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u12_1", "u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u31_1", "u21_1"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    labels = kit.labels(st, "p1")
    assert len(labels) == 4                                  # 2 attacking units x 2 defending units
    # the defender named plainly as the foe's ("attacks its Unit …" read as the attacker's own unit)
    assert "Unit G1/R3 (Rebel 3) attacks the Unit G2/R1 (Government 2) of Player 2's group 2" in labels, labels
    assert not any(" attacks its " in lab for lab in labels), labels


def test_an_over_command_group_can_be_attacked_three_ways():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u14_1", "u14_2"], "leader": "vidaurre"},
              {"owner": "p2", "faction": "government", "units": ["u31_1", "u21_1", "u22_1"], "leader": "paredes"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    labels = kit.labels(st, "p1")
    assert any("only the sideways Unit G2/R1 (Government 2)" in lab for lab in labels)
    assert any("only the sideways Unit G2/R2 (Government 2)" in lab for lab in labels)
    assert any("the units under command" in lab for lab in labels) and any("all its units" in lab for lab in labels)


def _battle(dice, groups=REBEL_VS_GOV, hands=None, **kw):
    st = kit.position(groups=groups, phase="B", hands=hands, **kw)
    st = kit.act(st, "p1", "attack", "g1")
    return kit.settle(st, dice, stop=lambda s: any(a["verb"] == "losses" for r in kit.active(s)
                                                   for a in kit.actions(s, r)), move=("p1", "target", 0))


def test_totals_and_the_losers_losses_at_printed_strength():
    st = _battle([4, 3])                     # attack 3 + 3 + 2 + 4 = 12 against 2 + 3 = 5: Government loses 7
    assert "Battle: attack 6 strength +2 + die 4 = 12; defence 2 strength +0 + die 3 = 5." in kit.log_text(st)
    assert kit.group(st, "g2") is None and "u22_1" in st["discard"]
    assert kit.player(st, "p1")["score"] == 2 and st["faction_score"]["rebel"] == 2
    assert kit.at_menu(st) and st["turn"]["actions"] == 1 and "g1" in st["turn"]["attacked"]


def test_the_battle_line_sets_minus_signs_as_printed_not_hyphens():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u23_1"], "leader": "soliz",
               "iso": 2, "cut_by": "g2", "cut_card": "supply_cut_1"},
              {"owner": "p2", "faction": "government", "units": ["u12_1"], "leader": "cienfuentes",    # 1, −1
               "iso": 2, "cut_by": "g1", "cut_card": "supply_cut_2"}]
    st = _battle([4, 1], groups=groups)      # isolated: the attack halved to 2; the defence 1 − 1 + 1 − 2 = −1
    line = next(ln for ln in kit.log_text(st).splitlines() if "Battle:" in ln)
    assert ("Battle: attack 2 strength +2 + die 4 \u2212 2 isolation = 6; defence 1 strength \u22121 + die 1 "
            "\u2212 2 isolation = \u22121.") in line, line
    assert "-" not in line, line


def test_a_leader_left_alone_after_losses_is_eliminated():
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"], "leader": "bastidas"},      # 3, +2
              {"owner": "p2", "faction": "rebel", "units": ["u21_1"], "leader": "carcamo"}]              # 1, +0
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [1, 4], stop=lambda s: "losses" in kit.verbs(s, "p2"), move=("p1", "target", 0))
    assert "attack 3 strength +2 + die 1 = 6; defence 1 strength +0 + die 4 = 5." in kit.log_text(st)
    assert sorted(kit.args(st, "p2", "losses")) == [["carcamo"], ["u21_1"]]     # one point: a leader pays one
    st = kit.settle(kit.act(st, "p2", "losses", ["u21_1"]))
    assert kit.group(st, "g2") is None and "Sergeant Benito Carcamo [carcamo] is left alone" not in kit.log_text(st)
    assert "is left alone and is eliminated" in kit.log_text(st) and {"u21_1", "carcamo"} <= set(st["discard"])
    assert kit.player(st, "p1")["score"] == 1 + 1                # the unit's 1 and the leader's rating 1 + 0


def test_the_loser_chooses_among_minimal_sets_of_losses():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u13_2", "u13_3"], "leader": "marambio"},
              {"owner": "p2", "faction": "government", "units": ["u12_1", "u22_1", "u31_1"], "leader": "iturbe"}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [9, 1], stop=lambda s: "losses" in kit.verbs(s, "p2"), move=("p1", "target", 0))
    # attack 9 + 1 + 9 = 19 against 1 + 2 + 3 + 1 + 1 = 8: 11 to lose, more than the 7 on hand -> all go
    assert kit.group(st, "g2") is None
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [1, 2], stop=lambda s: "losses" in kit.verbs(s, "p2"), move=("p1", "target", 0))
    # 9 + 1 + 1 = 11 against 6 + 1 + 2 = 9: lose 2 -> {u22_1}, {u31_1}, {u12_1 + leader}; never u12_1 + u22_1
    sets = sorted(sorted(a) for a in kit.args(st, "p2", "losses"))
    assert sets == [["iturbe", "u12_1"], ["u22_1"], ["u31_1"]]
    st = kit.act(st, "p2", "losses", ["u12_1", "iturbe"] if ["u12_1", "iturbe"] in kit.args(st, "p2", "losses")
                 else ["iturbe", "u12_1"])
    st = kit.settle(st)
    g2 = kit.group(st, "g2")
    assert g2["leader"] is None and g2["units"] == ["u22_1", "u31_1"]
    assert kit.player(st, "p1")["score"] == 1 + (3 + 1)      # the unit's 1, the leader's rating 3 + modifier 1


def test_the_victor_orders_the_discard_pile():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u13_2", "u13_3"], "leader": "marambio"},
              {"owner": "p2", "faction": "government", "units": ["u22_1", "u31_1"], "leader": "olaizola"}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [10, 1], stop=lambda s: any(a["rule"] == "6.9" for a in kit.actions(s, "p1")),
                    move=("p1", "target", 0))
    assert sorted(kit.args(st, "p1", "card")) == ["olaizola", "u22_1", "u31_1"]
    st = kit.act(st, "p1", "card", "u31_1")
    st = kit.act(st, "p1", "card", "olaizola")
    assert st["discard"][-3:] == ["u31_1", "olaizola", "u22_1"]


def test_a_complex_is_captured_when_it_would_take_losses_and_may_be_garrisoned():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u13_2"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u21_1"], "complex": "tv_station"}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["u12_1"]})
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.act(st, "p1", "target", 0)
    assert kit.verbs(st, "p1") == ["done"]                  # a Rebel attacker with cards is asked (an Arms Cache?)
    st = kit.act(st, "p1", "done", dice=[8, 1])             # no Ambush against a complex: then the dice roll
    st = kit.settle(st, stop=lambda s: "garrison" in kit.verbs(s, "p1"))
    # 3 + 3 + 2 + 8 = 16 against 2 (unit) + 2 (DF) + 1 = 5: the garrison falls, the TV Station is captured
    g2 = kit.group(st, "g2")
    assert g2["owner"] == "p1" and g2["faction"] == "rebel" and g2["units"] == [] and "u21_1" in st["discard"]
    st = kit.act(st, "p1", "garrison", ["soliz", "u13_2"])
    g2 = kit.group(st, "g2")
    assert g2["leader"] == "soliz" and g2["units"] == ["u13_2"] and kit.group(st, "g1")["units"] == ["u13_1"]
    assert "6.10" in kit.rules_logged(st)


def test_the_owner_may_destroy_his_rebel_complex_and_scores_its_points():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"], "complex": "palace"}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "destroy", "g1")
    assert "palace" in st["discard"] and kit.group(st, "g1")["complex"] is None
    vp = kit.GAME.catalog()["palace"]["vp"]                   # the manifest's value (reconstructed)
    assert kit.player(st, "p1")["score"] == vp and st["faction_score"]["rebel"] == vp
    assert "destroy" not in kit.verbs(st, "p1")


def test_ambush_marker_bought_with_actions_and_used_in_defence():
    st = kit.position(phase="A")
    st = kit.act(st, "p1", "ambush_marker")
    st = kit.act(st, "p1", "ambush_marker")
    assert kit.player(st, "p1")["ambush"] == 2 and "ambush_marker" not in kit.verbs(st, "p1")
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_1"]}]
    st = kit.position(groups=groups, phase="B", ambush={"p2": 2}, hands={"p1": ["u12_1"]})
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.act(st, "p1", "target", 0)
    st = kit.act(st, "p1", "done")                           # the attacker plays no card
    st = kit.act(st, "p2", "marker", None, dice=[2])
    assert kit.player(st, "p2")["ambush"] == 1
    st = kit.act(st, "p2", "unit", "u22_1")             # his one unit doubled: nothing more to ask him
    assert kit.active(st) == ["p1"]          # an ambush: anyone with a card may answer with an Informant (p1 only)
    st = kit.settle(st, [5, 5], stop=lambda s: "Battle:" in kit.log_text(s))
    assert "defence 4 strength +0 + die 5 = 9" in kit.log_text(st)       # doubled 2 -> 4


def _after_attackers_ambush(second):
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u23_1"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u22_1", "u31_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1", second]})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    return kit.act(st, "p1", "ambush", ["double", "u13_1"])


def test_the_attacker_is_asked_again_after_an_ambush_whether_or_not_he_holds_another():
    # the question after the first card depends on public facts (cards in hand, units not yet doubled), so the
    # others cannot tell from it whether a second Ambush is in his hand (8.2)
    with_two, with_one = _after_attackers_ambush("ambush_2"), _after_attackers_ambush("u12_1")
    assert kit.active(with_two) == kit.active(with_one) == ["p1"]
    assert kit.verbs(with_one, "p1") == ["done"]
    assert "ambush" in kit.verbs(with_two, "p1")
    for viewer in (None, "p2", "p3"):
        assert engine.view(with_two, viewer)["log"] == engine.view(with_one, viewer)["log"]
        game = engine.get_game("guerilla")
        assert game.question(with_two, viewer) == game.question(with_one, viewer)


def test_an_attacker_with_an_empty_hand_is_not_asked_for_cards():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u21_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p2": ["u12_1"]})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    assert kit.active(st) == ["p2"]                          # straight to the defender's ambush question
    assert kit.verbs(st, "p2") == ["ambush", "done"]         # asked as if he held an Ambush (a card in hand)
    st = kit.act(st, "p2", "ambush", "u21_1", dice=[5, 5])          # it counts as no ambush: on to the dice
    assert "no ambush is sprung" in kit.log_text(st) and "Battle:" in kit.log_text(st)
    assert "no ambush is sprung" not in "\n".join(e["text"] for e in engine.view(st, "p1")["log"])


def test_nobody_is_asked_before_the_dice_when_no_hand_holds_a_card_and_no_marker_is_left():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u21_1"]}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0, dice=[5, 5])
    assert "Battle:" in kit.log_text(st)
