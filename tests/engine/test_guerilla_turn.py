"""Guerilla's turn (docs/GUERILLA.md 5.1-7.8, 10.1-10.6) from hand-built positions: actions and the Banco,
phases in order, withdrawal, the Bridge, deployment and reinforcement, trade, discard, repair, the draw and
red cards, hand capacity, sudden death and scoring."""

import engine

import guerilla_kit as kit


def test_two_actions_a_turn_and_phases_in_order():
    st = kit.position(hands={"p1": ["u22_1", "u22_2", "u22_3"]}, phase="C")
    assert kit.args(st, "p1", "next") == ["D"]
    st = kit.act(st, "p1", "deploy", "rebel")
    st = kit.act(st, "p1", "card", "u22_1")
    st = kit.act(st, "p1", "done")
    st = kit.act(st, "p1", "deploy", "government")
    st = kit.act(st, "p1", "card", "u22_2")
    st = kit.act(st, "p1", "done")
    assert st["turn"]["actions"] == 0 and "deploy" not in kit.verbs(st, "p1")
    assert "reinforce" not in kit.verbs(st, "p1")


def test_the_banco_adds_an_action_its_faction_must_use():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"], "complex": "banco"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"]}]
    st = kit.position(groups=groups, hands={"p1": ["u22_3", "u22_4", "u22_5"]}, phase="C")
    assert st["turn"]["bank"] == 1 and "Banco's extra action for the Rebels" in kit.log_text(st)
    for f, c in (("government", "u22_3"), ("government", "u22_4")):
        st = kit.act(kit.act(kit.act(st, "p1", "deploy", f), "p1", "card", c), "p1", "done")
    assert st["turn"]["actions"] == 0 and st["turn"]["bank"] == 1
    assert kit.args(st, "p1", "deploy") == ["rebel"]          # only the Banco's faction may use it


def test_withdrawal_costs_an_action_per_group_keeps_complexes_and_never_leaves_a_leader_alone():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1", "u13_1"], "leader": "soliz"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"], "complex": "port"}]
    st = kit.position(groups=groups)
    st = kit.act(st, "p1", "withdraw", "g1")
    subsets = kit.args(st, "p1", "cards")
    assert ["soliz", "u22_1", "u13_1"] in subsets and ["u22_1"] in subsets
    assert ["u22_1", "u13_1"] not in subsets                  # it would leave Soliz alone (3.2)
    st = kit.act(st, "p1", "cards", ["u22_1"])
    assert kit.group(st, "g1")["units"] == ["u13_1"] and "u22_1" in kit.hand(st, "p1")
    st = kit.act(st, "p1", "withdraw", "g2")
    assert kit.args(st, "p1", "cards") == [["u22_2"]]           # the Port itself never goes back to hand
    st = kit.act(st, "p1", "cards", ["u22_2"])
    assert kit.group(st, "g2")["complex"] == "port" and st["turn"]["actions"] == 0


def test_a_leader_alone_is_never_what_a_withdrawal_leaves():
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u22_1"], "leader": "soliz"}]
    st = kit.act(kit.position(groups=groups), "p1", "withdraw", "g1")
    assert sorted(map(sorted, kit.args(st, "p1", "cards"))) == [["soliz"], ["soliz", "u22_1"]]


def test_the_bridge_withdraws_or_deploys_one_group_of_its_faction_free():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "bridge"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"]}]
    st = kit.act(kit.act(kit.position(groups=groups), "p1", "withdraw", "g2"), "p1", "cards", ["u22_2"])
    assert st["turn"]["actions"] == 2 and "free, by the Bridge" in kit.log_text(st)


def test_reinforcing_another_players_group_gives_him_the_cards_but_no_new_group_for_him():
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u22_1"]}]
    st = kit.position(groups=groups, hands={"p1": ["u13_1", "soliz"]}, phase="C")
    st = kit.act(st, "p1", "reinforce", "g1")
    # the question says which group the cards go to and, once some are chosen, which
    assert engine.get_game("guerilla").question(st, "p1")["prompt"].startswith("Reinforcing group 1: choose the cards to add, Rebel side")
    st = kit.act(st, "p1", "card", "soliz")
    assert "Chosen so far: Comandante Elena Soliz" in engine.get_game("guerilla").question(st, "p1")["prompt"]
    st = kit.act(st, "p1", "card", "u13_1")
    st = kit.act(st, "p1", "done")
    g = kit.group(st, "g1")
    assert g["owner"] == "p2" and g["leader"] == "soliz" and g["units"] == ["u22_1", "u13_1"]
    assert "belong to Player 2" in kit.log_text(st)


def test_an_isolated_group_cannot_be_reinforced_or_withdrawn():
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_2"]},
              {"owner": "p1", "faction": "rebel", "units": ["u22_1"], "iso": 0, "cut_by": "g1",
               "cut_card": "supply_cut_1"}]
    st = kit.position(groups=groups, hands={"p1": ["u13_1"]})
    assert "withdraw" not in kit.verbs(st, "p1")
    st = kit.act(st, "p1", "next", "B")
    st = kit.act(st, "p1", "next", "C") if "next" in kit.verbs(st, "p1") else st
    assert "g2" not in kit.args(st, "p1", "reinforce")


def test_discard_up_to_four_shows_only_the_last():
    st = kit.position(hands={"p1": ["u22_1", "u22_2", "ambush_1", "u13_1", "u13_2"]}, phase="E")
    st = kit.act(st, "p1", "discard")
    # the question says how many may go and which one shows
    prompt = engine.get_game("guerilla").question(st, "p1")["prompt"]
    assert "up to 4 for this action" in prompt and "the last you discard, which lies face up" in prompt, prompt
    for c in ("u22_1", "ambush_1", "u13_1", "u22_2"):
        st = kit.act(st, "p1", "card", c)
    assert st["discard"][-1] == "u22_2" and kit.hand(st, "p1") == ["u13_2"]
    public = [e["text"] for e in engine.view(st, "p2")["log"]]
    assert any("discards 4 cards; the last, Unit G2/R2, lies face up" in t for t in public)
    assert not any("Ambush" in t for t in public)


def test_repair_is_half_a_roll_once_a_turn():
    groups = [{"owner": "p1", "faction": "government", "units": [], "complex": "palace", "damage": 3}]
    st = kit.position(groups=groups, phase="E")
    st = kit.act(st, "p1", "repair", "g1", dice=[5])
    assert kit.group(st, "g1")["damage"] == 1 and "repair" not in kit.verbs(st, "p1")


def test_draw_to_capacity_and_a_red_card_is_played_at_once_ending_the_turn():
    st = kit.position(hands={"p1": ["u22_1"]}, deck=["u22_2", "u22_3", "bad_weather", "u22_4"], phase="F")
    st = kit.act(st, "p1", "draw")
    assert kit.hand(st, "p1") == ["u22_1", "u22_2", "u22_3"] and st["round"]["bad_weather"]["player"] == "p1"
    assert st["turn"]["player"] == "p2" and "Playing a drawn red card ends Player 1's turn." in kit.log_text(st)


def test_a_drawn_complex_may_join_a_one_unit_government_group():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "leader": "bastidas"},
              {"owner": "p1", "faction": "government", "units": ["u22_2", "u22_3"]},
              {"owner": "p1", "faction": "rebel", "units": ["u22_4"]}]
    st = kit.position(groups=groups, deck=["airfield"], phase="F")
    st = kit.act(st, "p1", "draw")
    assert kit.args(st, "p1", "host") == ["g1", None]
    st = kit.act(st, "p1", "host", "g1")
    assert kit.group(st, "g1")["complex"] == "airfield" and kit.group(st, "g1")["faction"] == "government"


def test_excess_cards_are_discarded_at_random_at_the_end_of_the_turn():
    hand = [f"u22_{k}" for k in range(1, 10)]
    st = kit.position(hands={"p1": hand}, phase="F")
    st = kit.act(st, "p1", "end", chance=[{"draw": "u22_4"}, {"draw": "u22_7"}])
    assert sorted(kit.hand(st, "p1")) == sorted(c for c in hand if c not in ("u22_4", "u22_7"))
    assert "Player 2 picks 2 cards at random" in kit.log_text(st)


def test_the_exhausted_pile_starts_sudden_death_and_a_roll_at_the_marker_ends_the_round():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "palace"},
              {"owner": "p2", "faction": "rebel", "units": ["u33_1"]}]
    st = kit.position(groups=groups, players=3, phase="F", loyalty={"p1": "government", "p2": "rebel",
                                                                    "p3": "mercenary"})
    st = kit.arrange(st, lambda s: s.update(deck=["u13_1"], discard=s["deck"][1:] + s["discard"]))
    st = kit.arrange(st, kit.scores(10, 4, {"p1": 10, "p2": 4}))
    st = kit.act(st, "p1", "draw")
    assert st["round"]["sudden"] == 10 and "sudden death begins" in kit.log_text(st)
    assert "draw" not in kit.verbs(st, "p1")
    st = kit.act(st, "p1", "end", dice=[9])                   # 9 < 10: the marker moves to 9
    assert st["round"]["sudden"] == 9 and st["turn"]["player"] == "p2"
    for ph in "BCDEF":
        st = kit.act(st, "p2", "next", ph)
    st = kit.act(st, "p2", "end", dice=[9])                   # 9 >= 9: the round ends
    assert st["result"] is not None
    r = st["rounds"][0]
    vp = kit.GAME.catalog()["palace"]["vp"]                   # the Palace held at the end (10.3)
    assert r["faction_score"] == {"government": 10 + vp, "rebel": 4} and r["winner"] == "government"
    assert r["players"]["p1"]["scored"] == 10 + vp and r["players"]["p2"]["scored"] == 2     # loser: half
    assert r["players"]["p3"]["scored"] == 0 and st["result"]["winner"] == "p1" and st["result"]["rule"] == "10.6"


def test_a_mercenary_scores_in_full_only_when_the_margin_is_under_25():
    for gov, merc_full in ((30, False), (20, True)):
        st = kit.position(players=3, phase="F", loyalty={"p1": "government", "p2": "rebel", "p3": "mercenary"},
                          round={"sudden": 1})
        st = kit.arrange(st, kit.scores(gov, 0, {"p3": 9, "p1": gov - 9}))
        st = kit.act(st, "p1", "end", dice=[1])
        assert st["rounds"][0]["players"]["p3"]["scored"] == (9 if merc_full else 4)


def test_several_rounds_keep_running_totals_and_the_next_player_deals():
    st = kit.position(players=3, phase="F", rounds=2, round={"sudden": 1}, loyalty={"p1": "rebel"})
    st = kit.arrange(st, kit.scores(0, 6, {"p1": 6}))
    st = kit.act(st, "p1", "end", dice=[1])
    assert st["result"] is None and st["round"]["number"] == 2 and st["round"]["dealer"] == "p2"
    assert kit.player(st, "p1")["total"] == 6 and st["flow"]["stage"] == "deploy"
    assert all(len(p["hand"]) == 8 for p in st["players"]) and st["faction_score"] == {"government": 0, "rebel": 0}
