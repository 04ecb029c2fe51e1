"""Guerilla rules checked against the rulebook's text (issue 24): destroying a complex captured this turn
(6.11), the Armor Column's chain (8.3), a leader falling outside battle (9.1, 9.11, 10.3), no Ambush in a
battle against a group holding a complex (8.2), the Port's retrieval bounded by actions only (9.7), and the
readings kept (6.2 ties, 6.6 "all units", 9.4 once a turn, 9.6 one action)."""

import guerilla_kit as kit

import engine

# ---------------------------------------------------------------- 6.11: a complex captured this turn


CAPTURE = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u13_2"], "leader": "soliz"},
           {"owner": "p2", "faction": "government", "units": ["u21_1"], "complex": "tv_station"}]


def _capture(hand):
    st = kit.position(groups=CAPTURE, phase="B", hands={"p1": hand})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    st = kit.act(st, "p1", "done", dice=[8, 1])            # 3 + 3 + 2 + 8 against 2 + 2 + 1: captured
    st = kit.settle(st, stop=lambda s: "garrison" in kit.verbs(s, "p1"))
    st = kit.act(st, "p1", "garrison", ["u13_2"])
    assert kit.at_menu(st) and kit.group(st, "g2")["faction"] == "rebel" and kit.group(st, "g2")["owner"] == "p1"
    return st


def test_a_complex_captured_this_turn_is_not_destroyed_without_an_arms_cache():
    st = _capture(["u12_1"])
    assert "g2" in st["turn"]["attacked"]                  # the capture was the complex group's attack (6.11)
    assert st["turn"]["actions"] == 1 and "destroy" not in kit.verbs(st, "p1")


def test_with_an_arms_cache_the_captured_complex_is_destroyed_and_the_card_spent():
    st = _capture(["arms_cache_1"])
    assert kit.args(st, "p1", "destroy") == ["g2"]
    st = kit.act(st, "p1", "destroy", "g2")
    assert "arms_cache_1" not in kit.hand(st, "p1") and "arms_cache_1" in st["discard"]
    assert "tv_station" in st["discard"] and "8.4" in kit.rules_logged(st)


# ---------------------------------------------------------------- 8.3: the Armor Column's chain


def _armor_won_once(groups):
    st = kit.position(groups=groups, hands={"p1": ["armor_column_1"]}, phase="B")
    st = kit.act(st, "p1", "armor_card", "armor_column_1")
    st = kit.act(st, "p1", "target", "g1")
    after = kit.act(st, "p2", "refuse", False)
    move = ("p2", "unit", "u21_1") if "unit" in kit.verbs(after, "p2") else ("p2", "refuse", False)
    return kit.settle(after if move[1] == "unit" else st, [6, 1],
                      stop=lambda s: "u21_1" in s["discard"] and kit.active(s) == ["p2"], move=move)


def test_the_armor_column_goes_on_against_the_same_group_and_its_owner_cannot_stop_it():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1", "u21_2"]},
              {"owner": "p3", "faction": "rebel", "units": ["u21_3"]}]
    st = _armor_won_once(groups)
    assert "u21_1" in st["discard"]
    assert "stop" not in kit.verbs(st, "p1") and "target" not in kit.verbs(st, "p1")     # no stop, no switch
    assert kit.active(st) == ["p2"] and kit.verbs(st, "p2") == ["refuse", "refuse"]     # g1 again: refuse?
    assert "its chain goes on against group 1" in kit.log_text(st)


def test_the_armor_column_chain_ends_when_its_rebel_group_is_gone():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1"]},
              {"owner": "p3", "faction": "rebel", "units": ["u21_3"]}]
    st = kit.position(groups=groups, hands={"p1": ["armor_column_1"]}, phase="B")
    st = kit.act(st, "p1", "armor_card", "armor_column_1")
    st = kit.act(st, "p1", "target", "g1")
    st = kit.settle(st, [6, 1], move=("p2", "refuse", False))
    assert kit.group(st, "g1") is None and kit.at_menu(st) and kit.log_text(st).count("Battle:") == 1
    assert kit.group(st, "g2")["units"] == ["u21_3"] and kit.group_with(st, "armor_column_1") is not None


def test_a_garrison_refusing_the_armor_column_leaves_its_complex_to_be_attacked():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1"], "complex": "bridge"}]
    st = kit.position(groups=groups, hands={"p1": ["armor_column_1"]}, phase="B")
    st = kit.act(st, "p1", "armor_card", "armor_column_1")
    st = kit.act(kit.act(st, "p1", "target", "g1"), "p2", "refuse", True, dice=[10, 1])
    st = kit.settle(st)
    assert kit.group_with(st, "u21_1")["id"] != "g1" and kit.group_with(st, "u21_1")["owner"] == "p2"
    g1 = kit.group(st, "g1")                                # 5 + 10 against DF + 1: the complex is captured
    assert g1["complex"] == "bridge" and g1["owner"] == "p1" and g1["faction"] == "government"


# ---------------------------------------------------------------- 10.3: a leader falling outside battle


def _air_strike_on_the_last_unit(leader):
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "rebel", "units": ["u21_1"], "leader": leader}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "air_strike")
    return kit.act(st, "p1", "target", ["unit", "g2", "u21_1"], dice=[10, 1])


def test_a_leader_falling_with_his_last_unit_to_an_air_strike_scores_like_an_eliminated_leader():
    st = _air_strike_on_the_last_unit("carcamo")
    cat = kit.GAME.catalog()
    want = cat["u21_1"]["rebel"] + max(0, cat["carcamo"]["rebel"] + cat["carcamo"]["modifier"])
    assert kit.group(st, "g2") is None and "carcamo" in st["discard"]
    assert kit.player(st, "p1")["score"] == want and st["faction_score"]["government"] == want


def test_a_leader_falling_with_his_last_unit_to_propaganda_scores_too():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u21_1"], "leader": "carcamo"}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "propaganda", None, dice=[10])
    cat = kit.GAME.catalog()
    want = cat["u21_1"]["rebel"] + max(0, cat["carcamo"]["rebel"] + cat["carcamo"]["modifier"])
    assert "carcamo" in st["discard"] and kit.player(st, "p1")["score"] == want


def test_a_garrison_leader_left_alone_by_an_air_strike_that_destroys_his_complex_scores_for_the_striker():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "rebel", "units": [], "leader": "carcamo", "complex": "bridge"}]
    st = kit.position(groups=groups, phase="B")
    st = kit.act(st, "p1", "air_strike")
    st = kit.act(st, "p1", "target", ["complex", "g2", "bridge"], dice=[10, 1])
    cat = kit.GAME.catalog()
    assert 16 - (cat["bridge"]["df"] + 1) > cat["bridge"]["df"]                  # the damage destroys it
    assert "bridge" in st["discard"] and "carcamo" in st["discard"]
    assert kit.player(st, "p1")["score"] == max(0, cat["carcamo"]["rebel"] + cat["carcamo"]["modifier"])


def test_a_rebel_who_blows_up_his_own_complex_scores_nothing_for_his_lone_leader():
    groups = [{"owner": "p1", "faction": "rebel", "units": [], "leader": "carcamo", "complex": "palace"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "destroy", "g1")
    assert "carcamo" in st["discard"] and kit.player(st, "p1")["score"] == kit.GAME.catalog()["palace"]["vp"]


# ---------------------------------------------------------------- 8.2: no Ambush against a complex's group


def test_no_defensive_ambush_when_the_armor_column_meets_a_complex_garrison():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1"], "complex": "bridge"}]
    st = kit.position(groups=groups, hands={"p1": ["armor_column_1"], "p2": ["ambush_1"]}, phase="B",
                      ambush={"p2": 3})
    st = kit.act(st, "p1", "armor_card", "armor_column_1")
    st = kit.act(kit.act(st, "p1", "target", "g1"), "p2", "refuse", False)
    asked = [a["verb"] for r in kit.active(st) for a in kit.actions(st, r)]
    assert "ambush" not in asked and "marker" not in asked


def test_a_group_without_a_complex_may_still_ambush_the_armor_column():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u21_1"]}]
    st = kit.position(groups=groups, hands={"p1": ["armor_column_1"], "p2": ["ambush_1"]}, phase="B")
    st = kit.act(st, "p1", "armor_card", "armor_column_1")
    st = kit.act(kit.act(st, "p1", "target", "g1"), "p2", "refuse", False)
    assert "ambush" in kit.verbs(st, "p2")


# ---------------------------------------------------------------- 9.4, 9.7: retrievals


def test_the_port_may_be_used_again_while_actions_last_but_the_barracks_once_a_turn():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "port"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"], "complex": "barracks"}]
    st = kit.position(groups=groups, phase="F", discard=["air_assault_1", "u31_1", "armor_column_1", "u41_1"])
    st = kit.act(st, "p1", "port")
    assert "armor_column_1" in kit.hand(st, "p1") and st["turn"]["actions"] == 1
    assert "port" in kit.verbs(st, "p1")                   # nothing in 9.7 limits it but its action
    st = kit.act(st, "p1", "port")
    assert "air_assault_1" in kit.hand(st, "p1") and st["turn"]["actions"] == 0
    st = kit.act(st, "p1", "barracks")
    assert "u41_1" in kit.hand(st, "p1") and "barracks" not in kit.verbs(st, "p1")   # one free pick (9.4)


# ---------------------------------------------------------------- readings kept


def test_a_tie_at_best_is_no_chance_of_success():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u41_1"]},                     # 1 + 10 = 11
              {"owner": "p2", "faction": "government", "units": ["u41_2", "u41_3"], "leader": "bastidas"}]
    st = kit.position(groups=groups, phase="B")                                           # 4 + 4 + 2 + 1 = 11
    assert "attack" not in kit.verbs(st, "p1")


def test_all_units_of_an_over_commanded_group_defend_with_their_strength():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u14_1", "u14_2"], "leader": "vidaurre"},
              {"owner": "p2", "faction": "government", "units": ["u31_1", "u21_1", "u22_1"], "leader": "paredes"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    k = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its units" in lab)
    st = kit.settle(st, [5, 5], stop=lambda s: "Battle:" in kit.log_text(s), move=("p1", "target", k))
    cat = kit.GAME.catalog()
    d = sum(cat[u]["government"] for u in ("u31_1", "u21_1", "u22_1"))
    assert f"defence {d} strength {cat['paredes']['modifier']:+d} + die 5" in kit.log_text(st)


def test_the_policia_costs_one_action_in_the_attack_phase():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "policia"},
              {"owner": "p2", "faction": "government", "units": ["u21_1"], "leader": "carcamo"}]
    st = kit.position(groups=groups, phase="B")
    assert "policia" in kit.verbs(st, "p1")
    st = kit.settle(st, [10], move=("p1", "policia", None))
    assert st["turn"]["actions"] == 1 and "carcamo" in st["discard"]
    assert engine.view(st, "p3")["board"]["turn"]["actions"] == 1
