"""Guerilla's fourth rules audit: rules of the rulebook the earlier audits and the other Guerilla
tests did not pin down, each asked of the engine from a hand-built position. Most tests keep a reading the engine
already takes; those that found a difference say so in their docstring and failed before the fix."""

import engine

import guerilla_kit as kit

UN_P2 = {"un": {"player": "p2", "card": "un_intervention"}}


def _to_menu_of(st, pid):
    """Pass every phase and turn (nobody has anything to answer) until ``pid``'s turn begins."""
    while st["turn"]["player"] != pid or st["turn"]["phase"] != "A":
        ph = st["turn"]["phase"]
        if ph == "F":
            st = kit.act(st, st["turn"]["player"], "end")
        else:
            st = kit.act(st, st["turn"]["player"], "next", "ABCDEF"["ABCDEF".index(ph) + 1])
    return st


# ---------------------------------------------------------------- 6.1, 8.4: whose complexes a raid may hit


def test_a_rebel_raid_never_hits_a_government_complex_of_the_raiders_own():
    """8.4 lets a Rebel group make a demolition attack on a Government complex, and 6.1 forbids a player ever to
    attack one of his own groups: a player holding both a Rebel group and a Government complex may raid another
    player's Government complex, never his own (which would also score him the complex's points, 10.3)."""
    own = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
           {"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "bridge"}]
    st = kit.position(groups=own, hands={"p1": ["arms_cache_1"]}, phase="B")
    assert "demolition" not in kit.verbs(st, "p1")
    other = own + [{"owner": "p2", "faction": "government", "units": ["u22_2"], "complex": "port"}]
    st = kit.position(groups=other, hands={"p1": ["arms_cache_1"]}, phase="B")
    st = kit.act(st, "p1", "demolition", "arms_cache_1")
    assert kit.args(st, "p1", "demolish") == [["g1", "g3"]]


# ---------------------------------------------------------------- 8.11: what the UN does not stop


def test_the_un_stops_no_demolition_no_assassin_and_no_policia():
    """8.11 names what still reaches the protected player: assassination (the Assassin and the Policia) and
    demolition. With the UN in front of Player 2, his Government complex may be raided and his leaders hunted."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_2"], "leader": "bastidas", "complex": "port"},
              {"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "policia"}]
    st = kit.position(groups=groups, hands={"p1": ["arms_cache_1", "assassin_1"]}, phase="B", round=UN_P2)
    verbs = kit.verbs(st, "p1")
    assert {"demolition", "assassin", "policia"} <= set(verbs)
    st = kit.act(st, "p1", "policia")
    assert kit.args(st, "p1", "leader") == ["g2"]


def test_no_supply_cut_from_or_against_the_un_protected_player():
    """8.10, 8.11: no new Supply Cut is played by the protected player or on one of his groups."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]},
              {"owner": "p3", "faction": "rebel", "units": ["u12_2"]}]
    st = kit.position(groups=groups, hands={"p1": ["supply_cut_1"]}, phase="B", round=UN_P2)
    st = kit.act(st, "p1", "supply_cut", "supply_cut_1")
    assert kit.args(st, "p1", "cut") == [["g1", "g3"]]
    st = kit.position(groups=groups, hands={"p1": ["supply_cut_1"]}, phase="B",
                      round={"un": {"player": "p1", "card": "un_intervention"}})
    assert "supply_cut" not in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 10.3: a complex destroyed by either side


def test_a_complex_destroyed_by_the_government_scores_nothing_by_the_rebels_its_points():
    """10.3: a complex the Rebels destroy scores its victory points; one the Government destroys scores none.
    An air strike (9.1) that does more damage than the DF destroys it either way."""
    for side, target_side, scored in (("government", "rebel", 0), ("rebel", "government", 1)):
        groups = [{"owner": "p1", "faction": side, "units": ["u22_1"], "complex": "airfield"},
                  {"owner": "p2", "faction": target_side, "units": ["u22_2"], "complex": "bridge"}]   # DF 1, VP 1
        st = kit.position(groups=groups, phase="B")
        st = kit.act(st, "p1", "air_strike")
        st = kit.act(st, "p1", "target", ["complex", "g2", "bridge"], dice=[10, 1])      # 16 against 2
        assert kit.group(st, "g2")["complex"] is None and "Bridge is destroyed." in kit.log_text(st)
        assert kit.player(st, "p1")["score"] == scored and st["faction_score"][side] == scored


# ---------------------------------------------------------------- 9.10, 9.8: Traitors on a complex, the Palace


def test_a_traitor_on_a_complex_without_a_leader_rolls_bare_and_may_turn_it():
    """9.10: on a complex with no leader the roll is not modified; above 5 the group (and the complex's control)
    goes over to the other side, otherwise nothing happens (no leader to shoot)."""
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"], "complex": "policia"}]
    for roll, faction in ((5, "government"), (6, "rebel")):
        st = kit.position(groups=groups, deck=["traitor_1"], phase="F")
        st = kit.act(kit.act(st, "p1", "draw"), "p1", "group", "g1", dice=[roll])
        g = kit.group(st, "g1")
        assert (g["faction"], g["complex"], g["units"]) == (faction, "policia", ["u22_1"])
        assert "traitor_1" in st["discard"]


def test_a_damaged_or_isolated_palace_protects_nobody_from_traitors_and_the_revolution():
    """9.8, 9.9, 9.10: the Palace's protection holds only while it is undamaged and not isolated."""
    palace = {"owner": "p2", "faction": "government", "units": ["u22_1"], "leader": "irala", "complex": "palace"}
    st = kit.position(groups=[palace], deck=["traitor_1"], phase="F")
    st = kit.act(st, "p1", "draw")
    assert "traitor_1" in st["discard"] and kit.group(st, "g1")["leader"] == "irala"        # nothing to aim at
    st = kit.position(groups=[dict(palace, damage=1)], deck=["traitor_1"], phase="F")
    assert kit.args(kit.act(st, "p1", "draw"), "p1", "group") == ["g1"]
    cut = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
           dict(palace, iso=1, cut_by="g1", cut_card="supply_cut_1")]
    st = kit.act(kit.position(groups=cut, deck=["revolution"], phase="F"), "p1", "draw")
    assert ["p1", "p2"] in kit.args(st, "p1", "swap")
    st = kit.act(st, "p1", "swap", None)
    assert kit.args(st, "p1", "group") == ["g2"]


def test_the_revolution_never_turns_the_armor_column():
    """8.3: the Armor Column never changes faction, so the Revolution's change of side (9.9) passes it by."""
    groups = [{"owner": "p2", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p3", "faction": "government", "units": ["u22_1"]}]
    st = kit.act(kit.position(groups=groups, deck=["revolution"], phase="F"), "p1", "draw")
    st = kit.act(st, "p1", "swap", None)
    assert kit.args(st, "p1", "group") == ["g2"]
    st = kit.act(kit.position(groups=groups[:1], deck=["revolution"], phase="F"), "p1", "draw")
    st = kit.act(st, "p1", "swap", None)
    assert "No Government group can change sides." in kit.log_text(st) and kit.group(st, "g1")["faction"] == \
        "government"


def test_after_a_revolution_only_the_two_players_see_their_new_markers():
    """9.9: the two whose markers were exchanged may look at their new ones; nobody else learns them, not even
    the player who drew the Revolution."""
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"]}]
    st = kit.position(groups=groups, deck=["revolution"], phase="F",
                      loyalty={"p1": "rebel", "p2": "government", "p3": "rebel", "p4": "government"})
    st = kit.act(kit.act(kit.act(st, "p1", "draw"), "p1", "swap", ["p2", "p3"]), "p1", "group", "g1")
    for viewer in ("p1", "p4", None):
        rows = engine.view(st, viewer)["board"]["players"]
        assert all("loyalty" not in r for r in rows if r["id"] in ("p2", "p3")), viewer
        seen = [e["text"] for e in engine.view(st, viewer)["log"]]
        assert not any("now" in t for t in seen if "loyalty markers" in t), viewer
    for pid, now in (("p2", "Rebel"), ("p3", "Government")):
        seen = [e["text"] for e in engine.view(st, pid)["log"]]
        assert f"Player 1 exchanges the loyalty markers of Player 2 and Player 3: yours is now {now}." in seen
        assert len(seen) == len(engine.view(st, "p4")["log"])        # the same line, in the player's own words


# ---------------------------------------------------------------- 9.6: the Policia's targets and points


def test_the_policia_hunts_only_its_own_factions_leaders_of_other_players_and_scores_anyway():
    """9.6: the Policia tries for a leader of its own faction in another player's group; a kill scores for the
    Policia's player and faction although the victim served the same faction."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "policia"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"], "leader": "salcedo"},
              {"owner": "p2", "faction": "government", "units": ["u22_3"], "leader": "bastidas"},
              {"owner": "p3", "faction": "rebel", "units": ["u22_4"], "leader": "soliz"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "policia")
    assert kit.args(st, "p1", "leader") == ["g3"]
    st = kit.settle(st, [10], move=("p1", "leader", "g3"))       # 10 - 2 = 8 > 5
    assert kit.group(st, "g3")["leader"] is None
    assert kit.player(st, "p1")["score"] == 5 and st["faction_score"]["government"] == 5     # rating 3 + 2


# ---------------------------------------------------------------- 8.4, 8.2: never more than double


def test_a_unit_an_ambush_doubled_is_not_doubled_again_by_an_arms_cache():
    """8.2, 8.4: Ambushes and Arms Caches may be stacked in one battle, but no unit's strength ends above twice its
    own: once the attacker's Ambush doubled a unit, his Arms Cache may double only another one."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u23_1"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u22_1", "u31_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1", "arms_cache_1"]})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    assert "u13_1" in kit.args(st, "p1", "arms_cache")
    st = kit.act(st, "p1", "ambush", ["double", "u13_1"])
    assert kit.args(st, "p1", "arms_cache") == ["u23_1"] and "ambush" not in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 8.8: the Informant's retreat


def _informed(groups, hands):
    """Player 1 attacks group 2; Player 3 answers the Informant window (nobody else holds a card)."""
    st = kit.position(groups=groups, phase="B", hands=hands)
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    return kit.settle(st, stop=lambda s: "p3" in kit.active(s))


def test_a_supply_cutter_that_retreats_before_an_informant_frees_its_victim():
    """8.8, 8.10: a Rebel group cutting another group's supply that retreats on an Informant stops cutting it; the
    Supply Cut card is discarded (not one of the cases that send it back)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p4", "faction": "government", "units": ["u22_1"], "iso": 1, "cut_by": "g2",
               "cut_card": "supply_cut_1"}]
    st = _informed(groups, {"p3": ["informant_1"]})
    st = kit.act(kit.act(st, "p3", "informant", ["retreat"]), "p2", "retreat", True)
    assert kit.group(st, "g2") is None and "u13_1" in kit.hand(st, "p2")
    assert (kit.group(st, "g3")["iso"], kit.group(st, "g3")["cut_by"]) == (None, None)
    assert "supply_cut_1" in st["discard"] and "g1" in st["turn"]["attacked"] and st["turn"]["actions"] == 1


def test_a_leader_alone_garrisoning_a_complex_is_offered_no_retreat():
    """8.8: an Informant's retreat takes troops back to the hand and leaves a complex behind; a leader who is the
    whole garrison cannot go, since he would stand alone (3.2). With a unit beside him both may go."""
    attacker = {"owner": "p1", "faction": "government", "units": ["u41_1", "u41_2"], "leader": "bastidas"}
    lone = {"owner": "p2", "faction": "rebel", "units": [], "leader": "soliz", "complex": "bridge"}
    st = _informed([attacker, lone], {"p3": ["informant_1"]})
    assert ["retreat"] not in kit.args(st, "p3", "informant")
    st = _informed([attacker, dict(lone, units=["u13_1"])], {"p3": ["informant_1"]})
    assert ["retreat"] in kit.args(st, "p3", "informant")
    st = kit.act(kit.act(st, "p3", "informant", ["retreat"]), "p2", "retreat", True)
    assert sorted(kit.hand(st, "p2")) == ["soliz", "u13_1"]
    assert "Bridge is left behind." in kit.log_text(st)           # and the attack goes on against it


# ---------------------------------------------------------------- 8.6: no Atrocities/Press outside battle


def test_an_air_strike_opens_no_atrocities_window():
    """8.6: Atrocities/Press changes the points of a battle only; an air strike's points stand as they are, so
    nobody is asked, though a player holds the card."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "airfield"},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1", "u13_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p3": ["atrocities_press_1"]})
    st = kit.act(kit.act(st, "p1", "air_strike"), "p1", "target", ["unit", "g2", "u12_1"], dice=[10, 1])
    assert kit.at_menu(st) and kit.active(st) == ["p1"]
    assert kit.player(st, "p1")["score"] == 2 and not st["round"]["atrocity"]


# ---------------------------------------------------------------- 9.11: the weakest unit, isolation counted


def test_propaganda_picks_the_weakest_unit_counting_the_isolation_modifier():
    """9.11: the weakest unit is judged on strength plus its leader's modifier less its group's isolation marker;
    the propaganda roll itself then subtracts strength and modifier only."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]},                    # 2
              {"owner": "p4", "faction": "government", "units": ["u22_2"]},
              {"owner": "p3", "faction": "rebel", "units": ["u13_1"], "iso": 2, "cut_by": "g3",
               "cut_card": "supply_cut_1"}]                                              # 3 - 2 = 1
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "propaganda", None, dice=[4])
    assert "Propaganda on Unit G1/R3 (Rebel 3): 4 − (3 +0) = 1." in kit.log_text(st)
    assert kit.group(st, "g4") is None and kit.player(st, "p1")["score"] == 3
    assert "supply_cut_1" in kit.hand(st, "p4")        # eliminated by propaganda: the card goes back (8.10)


# ---------------------------------------------------------------- 8.1: two leaders' modifiers in a combined attack


def _combined_battle_line(lead1, lead2):
    groups = [{"owner": "p1", "faction": "government", "units": ["u32_1"], "leader": lead1},
              {"owner": "p1", "faction": "government", "units": ["u32_2"], "leader": lead2},
              {"owner": "p2", "faction": "rebel", "units": ["u33_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["air_assault_1"]})
    st = kit.act(st, "p1", "air_assault", ["air_assault_1", "combine"])
    st = kit.settle(st, [5, 5], stop=lambda s: "Battle:" in kit.log_text(s), move=("p1", "target", 0))
    return next(e["text"] for e in st["log"] if e["text"].startswith("Battle:"))


def test_a_combined_attack_takes_the_lower_modifier_and_a_lone_leaders_only_when_negative():
    """8.1: two groups attacking as one apply only the lower of their two leaders' modifiers; with one leader
    between them his modifier counts only when it is below zero."""
    assert "attack 6 strength \u22121 + die 5" in _combined_battle_line("bastidas", "cienfuentes")     # +2, −1
    assert "attack 6 strength +1 + die 5" in _combined_battle_line("bastidas", "salcedo")              # +2, +1
    assert "attack 6 strength +0 + die 5" in _combined_battle_line("bastidas", None)                   # +2 alone
    assert "attack 6 strength \u22121 + die 5" in _combined_battle_line(None, "cienfuentes")           # −1 alone


# ---------------------------------------------------------------- 10.1, 10.2: the end of the draw pile


def _last_card(st, discard_units=True):
    """The draw pile down to one unit card; everything else waits in the discard pile."""
    def fn(s):
        rest = s["deck"][1:]
        s["deck"] = s["deck"][:1]
        s["discard"] = rest + s["discard"]
    return kit.arrange(st, fn)


def test_with_five_or_six_players_the_discard_pile_makes_a_second_draw_pile_then_sudden_death():
    """10.1: with 5 or 6 players the first empty pile is replaced by the shuffled discard pile; only when that one
    runs out does sudden death begin. With 3 or 4 it begins at the first."""
    hand = [f"u22_{k}" for k in range(1, 7)]                       # 6 cards: the draw takes one (capacity 7)
    for players, second in ((5, True), (6, True), (4, False), (3, False)):
        st = _last_card(kit.position(players=players, hands={"p1": hand}, phase="F"))
        st = kit.act(st, "p1", "draw")
        assert (st["round"]["sudden"] is None) is second, players
        assert bool(st["deck"]) is second and (st["discard"] == []) is second, players
    st = _last_card(kit.position(players=5, hands={"p1": hand}, phase="F", round={"passes": 1}))
    st = kit.act(st, "p1", "draw")
    assert st["round"]["sudden"] == 10 and st["deck"] == [] and "sudden death begins" in kit.log_text(st)


def test_in_sudden_death_nothing_is_drawn_but_the_port_and_barracks_still_retrieve():
    """10.1: once sudden death has begun no card comes from the draw pile; the Port (9.7) and the Barracks (9.4)
    still take theirs from the discard pile."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "port"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"], "complex": "barracks"}]
    st = kit.position(groups=groups, phase="F", discard=["air_assault_1", "u33_1"], round={"sudden": 7})
    verbs = kit.verbs(st, "p1")
    assert "draw" not in verbs and {"port", "barracks"} <= set(verbs)
    st = kit.act(kit.act(st, "p1", "port"), "p1", "barracks")
    assert {"air_assault_1", "u33_1"} <= set(kit.hand(st, "p1"))


def test_a_sudden_death_roll_at_the_marker_ends_the_round_and_below_moves_it_down():
    """10.2: at each turn's end a roll equal to or above the marker's number ends the round at once; a lower roll
    moves the marker down one."""
    st = kit.act(kit.position(phase="F", round={"sudden": 6}), "p1", "end", dice=[5])
    assert st["round"]["sudden"] == 5 and st["result"] is None and st["turn"]["player"] == "p2"
    st = kit.act(kit.position(phase="F", round={"sudden": 6}), "p1", "end", dice=[6])
    assert st["result"] is not None and st["rounds"][0]["number"] == 1


# ---------------------------------------------------------------- 10.4-10.6: ties and margins


def test_a_faction_tie_goes_to_the_government_and_the_rebels_score_half():
    """10.4, 10.5: equal faction totals give the round to the Government; players loyal to the Rebels then score
    half their personal points, rounded down."""
    st = kit.position(players=3, phase="F", round={"sudden": 1},
                      loyalty={"p1": "government", "p2": "rebel", "p3": "mercenary"})
    st = kit.arrange(st, kit.scores(9, 9, {"p1": 9, "p2": 9}))
    st = kit.act(st, "p1", "end", dice=[1])
    r = st["rounds"][0]
    assert r["winner"] == "government" and "(a tie goes to the Government)" in kit.log_text(st)
    assert (r["players"]["p1"]["scored"], r["players"]["p2"]["scored"]) == (9, 4)


def test_a_margin_of_exactly_25_halves_the_mercenary():
    """10.5: the Mercenary scores in full only when the winners lead by less than 25; a lead of 25 halves him."""
    for gov, merc in ((25, 3), (24, 7)):
        st = kit.position(players=3, phase="F", round={"sudden": 1},
                          loyalty={"p1": "government", "p2": "rebel", "p3": "mercenary"})
        st = kit.arrange(st, kit.scores(gov, 0, {"p3": 7, "p1": gov - 7}))
        st = kit.act(st, "p1", "end", dice=[1])
        assert st["rounds"][0]["margin"] == gov and st["rounds"][0]["players"]["p3"]["scored"] == merc


def test_tied_players_the_one_who_played_most_recently_wins():
    """10.5, 10.6: between players with equal totals the winner is the one whose turn came most recently."""
    for recent, other in (("p2", "p1"), ("p1", "p2")):
        st = kit.position(players=3, player="p3", phase="F", round={"sudden": 1},
                          loyalty={"p1": "government", "p2": "government", "p3": "rebel"})

        def fn(s, recent=recent, other=other):
            kit.scores(10, 0, {"p1": 5, "p2": 5})(s)
            s["turn_seq"] = 3
            for p in s["players"]:
                p["last_turn"] = {recent: 2, other: 1, "p3": 3}[p["id"]]
        st = kit.act(kit.arrange(st, fn), "p3", "end", dice=[1])
        assert st["result"]["winner"] == recent and "took a turn most recently" in st["result"]["reason"]


def test_a_new_round_deals_new_markers_and_forgets_the_atrocity_and_the_un():
    """10.6: after a round's scoring all cards and loyalty markers go back and the preparations start over; faction
    totals start again at zero, so an atrocity or a UN card of the last round counts for nothing (8.11)."""
    st = kit.position(players=3, phase="F", rounds=2,
                      round={"sudden": 1, "atrocity": True, "un": {"player": "p2", "card": "un_intervention"}})
    st = kit.act(st, "p1", "end", dice=[1])
    assert st["round"]["number"] == 2 and st["round"]["atrocity"] is False and st["round"]["un"] is None
    start = max(i for i, e in enumerate(st["log"]) if e["text"] == "Round 2: Player 2 deals.")
    dealt = [e for e in st["log"][start:] if e["text"].startswith("Your loyalty marker:")]
    assert sorted(e["to"][0] for e in dealt) == ["p1", "p2", "p3"]
    assert sorted(p["loyalty"] for p in st["players"]) == ["government", "mercenary", "rebel"]


# ---------------------------------------------------------------- 2.1, 9.7: hand capacity


def _capacity(groups):
    st = kit.position(groups=groups, phase="F", hands={"p1": ["u22_1"]})
    label = next(lab for lab in kit.labels(st, "p1") if lab.startswith("Draw up to"))
    return int(label.split("capacity of ")[1].split(" ")[0])


def test_hand_capacity_is_seven_eight_with_both_sides_and_one_more_for_a_working_port():
    """2.1, 9.7: seven cards, eight once the player has groups of both factions deployed; a working Port adds one,
    a damaged one does not (it has lost its abilities, 8.4)."""
    gov = {"owner": "p1", "faction": "government", "units": ["u22_2"]}
    reb = {"owner": "p1", "faction": "rebel", "units": ["u22_3"]}
    port = {"owner": "p1", "faction": "government", "units": ["u22_4"], "complex": "port"}
    assert _capacity([gov]) == 7 and _capacity([gov, reb]) == 8
    assert _capacity([port]) == 8 and _capacity([port, reb]) == 9 and _capacity([dict(port, damage=1)]) == 7


# ---------------------------------------------------------------- 9.2: the weather


def test_bad_weather_clears_only_on_a_roll_above_five_at_its_drawers_turn():
    """9.2: at the start of each later turn of the player before whom Bad Weather lies, a roll above 5 clears it;
    5 or less keeps the air grounded."""
    for roll, clears in ((5, False), (6, True)):
        st = kit.position(phase="F", round={"bad_weather": {"player": "p2", "card": "bad_weather", "turn": 0}})
        st = kit.act(st, "p1", "end", dice=[roll])
        assert (st["round"]["bad_weather"] is None) is clears and ("bad_weather" in st["discard"]) is clears


# ---------------------------------------------------------------- 9.4: a Barracks card freed when it is destroyed


def test_a_barracks_card_is_free_to_join_either_side_once_the_barracks_is_gone():
    """9.4: a unit the Barracks returned must first be deployed on the Barracks' side, unless the Barracks has been
    destroyed before: then its holder picks the side."""
    def bound(s):
        next(p for p in s["players"] if p["id"] == "p1")["bound"]["u23_1"] = "government"
    barracks = {"owner": "p1", "faction": "government", "units": ["u22_2"], "complex": "barracks"}
    st = kit.arrange(kit.position(groups=[barracks], phase="C", hands={"p1": ["u23_1"]}), bound)
    assert kit.args(st, "p1", "deploy") == ["government"]
    st = kit.arrange(kit.position(groups=[dict(barracks, complex=None)], phase="C", hands={"p1": ["u23_1"]},
                                  discard=["barracks"]), bound)
    assert kit.args(st, "p1", "deploy") == ["government", "rebel"]


# ---------------------------------------------------------------- 6.10: a captured complex works at once


def test_an_airfield_captured_in_the_attack_phase_may_strike_that_same_turn():
    """6.10: a captured complex's ability is its new owner's at once: a Rebel who takes the Airfield with his first
    action may use his second for an air strike on a Government unit (9.1)."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1", "u33_1"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u21_1"], "complex": "airfield"},
              {"owner": "p3", "faction": "government", "units": ["u22_1"]}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    st = kit.settle(st, [10, 1], stop=lambda s: "garrison" in kit.verbs(s, "p1"), move=("p1", "target", 0))
    st = kit.act(st, "p1", "garrison", ["u13_1"])
    g2 = kit.group(st, "g2")
    assert (g2["owner"], g2["faction"], st["turn"]["actions"]) == ("p1", "rebel", 1)
    assert "air_strike" in kit.verbs(st, "p1")
    st = kit.act(st, "p1", "air_strike")
    assert kit.args(st, "p1", "target") == [["unit", "g3", "u22_1"]]


# ---------------------------------------------------------------- 8.10: surrender, overrun, the complex's worth


def test_an_isolated_complex_that_surrenders_passes_to_the_cutters_side():
    """8.10: a group whose isolation marker reaches its highest unit strength or complex DF surrenders: its troops
    are eliminated for the cutter's points, the cutter's side takes the complex, and the Supply Cut card goes
    back to the cutter's hand."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u12_1"], "complex": "policia", "iso": 1,
               "cut_by": "g1", "cut_card": "supply_cut_1"}]                       # unit 1, DF 2: marker 2 ends it
    st = kit.position(groups=groups, player="p2", phase="F")
    st = kit.act(st, "p2", "end")
    g2 = kit.group_with(st, "policia")
    assert (g2["owner"], g2["faction"], g2["units"], g2["iso"]) == ("p1", "rebel", [], None)
    assert "u12_1" in st["discard"] and "supply_cut_1" in kit.hand(st, "p1")
    assert kit.player(st, "p1")["score"] == 1 and st["faction_score"]["rebel"] == 1


def _overrun(att_die, def_die):
    groups = [{"owner": "p1", "faction": "government", "units": ["u41_1"]},
              {"owner": "p3", "faction": "government", "units": ["u22_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"], "iso": 1, "cut_by": "g2",
               "cut_card": "supply_cut_1"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "attack", "g1")
    return kit.settle(st, [att_die, def_die], move=("p1", "target", 0))


def test_an_isolated_group_wiped_out_by_more_than_its_worth_is_overrun_and_the_cut_card_returns():
    """8.10: when an isolated group is eliminated with losses above its unit strength (plus complex DF, plus one
    for a leader) it is overrun and the cutter takes his Supply Cut card back; eliminated by no more than that,
    the card is discarded."""
    st = _overrun(5, 5)                     # 4 + 5 = 9 against 2 + 5 − 1 = 6: 3 losses, more than 2
    assert "defence 2 strength +0 + die 5 \u2212 1 isolation = 6" in kit.log_text(st)
    assert kit.group(st, "g3") is None and kit.hand(st, "p3") == ["supply_cut_1"]
    st = _overrun(4, 5)                     # 8 against 6: 2 losses, no more than its strength
    assert kit.group(st, "g3") is None and "supply_cut_1" in st["discard"] and not kit.hand(st, "p3")


def test_a_complex_held_at_the_end_scores_its_points_less_damage_and_isolation_never_below_zero():
    """10.3: a complex held when the round ends scores its victory points less its damage and its isolation
    marker, at least 0."""
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "palace", "damage": 1,
               "iso": 2, "cut_by": "g1", "cut_card": "supply_cut_1"},                     # 5 − 1 − 2 = 2
              {"owner": "p3", "faction": "government", "units": ["u22_2"], "complex": "bridge", "damage": 1}]
    # Player 2's turn ends the round: Player 1's marker does not grow first (7.8)
    st = kit.act(kit.position(groups=groups, player="p2", phase="F", round={"sudden": 1}), "p2", "end", dice=[1])
    r = st["rounds"][0]
    assert r["players"]["p1"]["points"] == 2 and r["players"]["p3"]["points"] == 0           # Bridge 1 − 1
    assert r["faction_score"]["government"] == 2


def test_an_isolated_group_cuts_no_other_groups_supply():
    """8.10: a group that is itself isolated cannot play Supply Cut on another group."""
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p1", "faction": "government", "units": ["u31_1"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"},
              {"owner": "p3", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["supply_cut_2"]})
    assert "supply_cut" not in kit.verbs(st, "p1")
    st = kit.position(groups=groups + [{"owner": "p1", "faction": "government", "units": ["u31_2"]}], phase="B",
                      hands={"p1": ["supply_cut_2"]})
    st = kit.act(st, "p1", "supply_cut", "supply_cut_2")
    assert {a[0] for a in kit.args(st, "p1", "cut")} == {"g4"}


# ---------------------------------------------------------------- 8.1: reinforcing an isolated group from the air


def test_an_air_assault_reinforces_an_isolated_group_whose_new_units_fight_unhalved():
    """8.1, 8.10: only an Air Assault reinforces an isolated group, which must then attack its supply cutter; the
    units just landed fight at full strength, the others at half, and the isolation marker weighs on the roll."""
    groups = [{"owner": "p2", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p1", "faction": "government", "units": ["u31_1"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"},
              {"owner": "p3", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, phase="C", hands={"p1": ["u41_1"]})
    assert "g2" not in kit.args(st, "p1", "reinforce")
    st = kit.position(groups=groups, phase="B", hands={"p1": ["air_assault_1", "u41_1"]})
    st = kit.act(st, "p1", "air_assault", ["air_assault_1", "relief"])
    st = kit.act(kit.act(kit.act(st, "p1", "group", "g2"), "p1", "card", "u41_1"), "p1", "done")
    assert all("group 1" in lab for lab in kit.labels(st, "p1") if "group" in lab)      # only its cutter
    # leaderless: one unit fights (6.4); the one just landed at its full 4, the one cut off at 3 halved to 1
    landed = kit.settle(st, [6, 1], stop=lambda s: "Battle:" in kit.log_text(s), move=("p1", "target", 1))
    assert "attack 4 strength +0 + die 6 \u2212 1 isolation = 9" in kit.log_text(landed)
    old = kit.settle(st, [6, 1], stop=lambda s: "Battle:" in kit.log_text(s), move=("p1", "target", 0))
    assert "attack 1 strength +0 + die 6 \u2212 1 isolation = 6" in kit.log_text(old)


# ---------------------------------------------------------------- 4.2, 4.3: three and six players


def test_six_players_split_three_and_three_and_three_players_take_one_mercenary_only():
    """4.2, 4.3: six players without the option hold three Rebel and three Government markers; the two-Mercenary
    option is for four or six players only, so three players cannot take it."""
    st = engine.setup("guerilla", 11, options={"players": 6})
    assert sorted(p["loyalty"] for p in st["players"]) == ["government"] * 3 + ["rebel"] * 3
    try:
        engine.setup("guerilla", 11, options={"players": 3, "mercenaries": 2})
    except engine.IllegalAction as err:
        assert (err.code, err.rule) == ("bad_option", "4.3")
    else:
        raise AssertionError("three players took two Mercenaries")


# ---------------------------------------------------------------- 3.1, 3.2: a leader for a bare complex


def test_a_leader_may_reinforce_a_complex_that_has_no_garrison():
    """3.1, 3.2: a complex's garrison is at most one unit and/or a leader, and a leader may stand with a complex
    alone, so a bare complex may take a leader as its garrison."""
    groups = [{"owner": "p1", "faction": "government", "units": [], "complex": "port"}]
    st = kit.position(groups=groups, phase="C", hands={"p1": ["bastidas"]})
    st = kit.act(kit.act(st, "p1", "reinforce", "g1"), "p1", "card", "bastidas")
    st = kit.settle(st, stop=lambda s: kit.at_menu(s), choose=lambda s, r, acts: next(
        (a for a in acts if a["verb"] == "done"), None))
    g = kit.group(st, "g1")
    assert (g["leader"], g["units"], g["complex"]) == ("bastidas", [], "port")


# ---------------------------------------------------------------- 9.4, 9.7: what a retrieval shows the table


def _seen(st, viewer):
    return "\n".join(e["text"] for e in engine.view(st, viewer)["log"])


def test_a_card_the_barracks_or_port_takes_from_under_the_top_stays_hidden_from_the_others():
    """9.4, 9.7: only the discard pile's top card lies face up (7.4 discards the others face down), and a card the
    Barracks returns is kept face down until deployed; so the others learn that a card was taken (and, by the
    face-down card on the table, that the Barracks bound it), never which card. Its taker is told.
    Before this audit the public log named it."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "barracks"},
              {"owner": "p1", "faction": "government", "units": ["u22_2"], "complex": "port"}]
    st = kit.position(groups=groups, phase="F", discard=["u33_1", "air_assault_1", "assassin_1"])
    st = kit.act(kit.act(st, "p1", "barracks"), "p1", "port")
    assert {"u33_1", "air_assault_1"} <= set(kit.hand(st, "p1")) and st["discard"] == ["assassin_1"]
    for viewer in ("p2", "p3", None):
        seen = _seen(st, viewer)
        assert "G3/R3" not in seen and "Air Assault" not in seen, viewer
        assert "takes a card from the discard pile into the Barracks" in seen
        assert "takes a card from the discard pile through the Port" in seen
        row = next(r for r in engine.view(st, viewer)["board"]["players"] if r["id"] == "p1")
        assert row["bound"] == 1 and "bound_cards" not in row
    mine = _seen(st, "p1")
    assert "Unit G3/R3" in mine and "Air Assault" in mine


# ---------------------------------------------------------------- 8.6, 8.11: the UN follows the atrocity


def test_an_atrocity_sends_the_un_card_to_the_player_who_suffered_the_losses():
    """8.11: while the UN card is in play, an atrocity moves it to the player who took the losses of that battle."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]}]
    st = kit.position(groups=groups, hands={"p4": ["atrocities_press_1"]}, phase="B",
                      round={"un": {"player": "p3", "card": "un_intervention"}, "atrocity": True})
    st = kit.act(st, "p1", "attack", "g1")
    st = kit.settle(st, [9, 1], stop=lambda s: "atrocities" in kit.verbs(s, "p4"), move=("p1", "target", 0))
    st = kit.settle(kit.act(st, "p4", "atrocities"))
    assert st["round"]["un"] == {"player": "p2", "card": "un_intervention"}
    assert "The UN card moves to Player 2, who suffered the atrocity." in kit.log_text(st)
    assert kit.player(st, "p1")["score"] == 4                                      # 2 doubled


# ---------------------------------------------------------------- 6.12: a marker roll that fails


def test_an_ambush_marker_that_fails_its_roll_keeps_its_strength():
    """6.12: the marker drops one step only when it takes effect (a roll at or under its number); a higher roll
    leaves it as it was."""
    groups = [{"owner": "p1", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_1"]}]
    st = kit.position(groups=groups, phase="B", ambush={"p2": 2})
    st = kit.act(kit.act(st, "p1", "attack", "g1"), "p1", "target", 0)
    st = kit.act(st, "p2", "marker", None, dice=[3])
    assert kit.player(st, "p2")["ambush"] == 2


# ---------------------------------------------------------------- 8.4: the Arms Cache serves Rebels only


def test_a_government_attacker_is_offered_no_arms_cache():
    """8.4: Arms Caches are for Rebel groups only: a Government attack neither plays one nor counts it towards
    its chance of success (6.2)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u33_1"], "leader": "soliz"}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["arms_cache_1"]})
    st = kit.act(st, "p1", "attack", "g1")
    assert len(kit.args(st, "p1", "target")) == 1
    st = kit.act(st, "p1", "target", 0)
    assert "arms_cache" not in kit.verbs(st, "p1")
    # 2 + 10 cannot beat 9 + 2 + 1; doubled, 4 + 10 could: a Rebel's Arms Cache makes the attack, a Government's not
    strong = ["u33_1", "u33_2", "u33_3"]
    gov = [groups[0], dict(groups[1], units=strong)]
    assert "attack" not in kit.verbs(kit.position(groups=gov, phase="B", hands={"p1": ["arms_cache_1"]}), "p1")
    reb = [dict(groups[0], faction="rebel"), dict(groups[1], faction="government", units=strong, leader="bastidas")]
    assert "attack" in kit.verbs(kit.position(groups=reb, phase="B", hands={"p1": ["arms_cache_1"]}), "p1")


# ---------------------------------------------------------------- 8.10: a change of side ends isolation


def test_an_isolated_group_turned_by_a_traitor_is_free_and_the_cut_card_goes_back():
    """8.10: isolation ends when the isolated group changes faction, and then the cutter gets his Supply Cut card
    back; when the cutting group changes faction instead, isolation ends and the card is discarded."""
    groups = [{"owner": "p3", "faction": "rebel", "units": ["u13_1"]},
              {"owner": "p2", "faction": "government", "units": ["u22_1"], "leader": "paredes", "iso": 1,
               "cut_by": "g1", "cut_card": "supply_cut_1"}]                               # Paredes +2
    st = kit.act(kit.act(kit.position(groups=groups, deck=["traitor_1"], phase="F"), "p1", "draw"),
                 "p1", "group", "g2", dice=[4])                                           # 4 + 2 = 6 > 5
    g2 = kit.group(st, "g2")
    assert (g2["faction"], g2["iso"], g2["cut_by"]) == ("rebel", None, None)
    assert kit.hand(st, "p3") == ["supply_cut_1"]
    groups = [{"owner": "p3", "faction": "rebel", "units": ["u13_1"], "leader": "soliz"},
              {"owner": "p2", "faction": "government", "units": ["u22_1"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"}]                                               # Soliz +2, the cutter
    st = kit.act(kit.act(kit.position(groups=groups, deck=["traitor_1"], phase="F"), "p1", "draw"),
                 "p1", "group", "g1", dice=[4])
    assert kit.group(st, "g1")["faction"] == "government" and kit.group(st, "g2")["iso"] is None
    assert "supply_cut_1" in st["discard"] and kit.hand(st, "p3") == []


# ---------------------------------------------------------------- 8.3, 8.8: no free refusal of an Air Assault


def test_rebels_refuse_an_armor_column_joined_by_air_assault_only_through_an_informant():
    """8.3: a Rebel group may refuse the Armor Column's own attacks, but not one it makes with an infantry group
    through an Air Assault, unless an Informant is played (8.8)."""
    groups = [{"owner": "p1", "faction": "government", "units": ["armor_column_1"]},
              {"owner": "p1", "faction": "government", "units": ["u32_1"]},
              {"owner": "p2", "faction": "rebel", "units": ["u13_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["air_assault_1"], "p3": ["informant_1"]})
    st = kit.act(kit.act(st, "p1", "air_assault", ["air_assault_1", "combine"]), "p1", "target", 0)
    refused = []
    st = kit.settle(st, stop=lambda s: "p3" in kit.active(s),
                    choose=lambda s, r, acts: refused.extend(a for a in acts if a["verb"] == "refuse") or None)
    assert refused == [] and ["retreat"] in kit.args(st, "p3", "informant")


# ---------------------------------------------------------------- 9.8: the Palace's leader


def test_the_palace_leader_displaces_another_players_leader_for_no_points():
    """9.8: for one action in the Deployment phase the Palace's holder puts a leader from his hand on any
    player's group of the Palace's faction; a leader already there goes to the discard pile and nobody scores."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "palace"},
              {"owner": "p2", "faction": "government", "units": ["u22_2"], "leader": "irala"},
              {"owner": "p3", "faction": "rebel", "units": ["u22_3"]}]
    st = kit.act(kit.position(groups=groups, phase="C", hands={"p1": ["bastidas"]}), "p1", "palace")
    assert kit.args(st, "p1", "place") == [["bastidas", "g1"], ["bastidas", "g2"]]
    st = kit.act(st, "p1", "place", ["bastidas", "g2"])
    g2 = kit.group(st, "g2")
    assert (g2["owner"], g2["leader"], g2["units"]) == ("p2", "bastidas", ["u22_2"])
    assert "irala" in st["discard"] and st["turn"]["actions"] == 1
    assert all(p["score"] == 0 for p in st["players"]) and st["faction_score"] == {"government": 0, "rebel": 0}


# ---------------------------------------------------------------- 5.3: the letter order across phases


def test_an_arms_cache_relief_in_phase_c_comes_before_the_un_card_never_after():
    """5.3: a turn's cards go in letter order. The Arms Cache (B) may relieve an isolated Rebel group in the
    Deployment phase, before the UN card (C) is played; once the UN card is down, no Arms Cache follows."""
    groups = [{"owner": "p2", "faction": "government", "units": ["u31_1"]},
              {"owner": "p1", "faction": "rebel", "units": ["u13_1"], "iso": 1, "cut_by": "g1",
               "cut_card": "supply_cut_1"}]
    hands = {"p1": ["arms_cache_1", "un_intervention"]}
    st = kit.position(groups=groups, phase="C", hands=hands, round={"atrocity": True})
    assert {"relieve", "un"} <= set(kit.verbs(st, "p1"))
    after_un = kit.act(kit.act(st, "p1", "un", "un_intervention"), "p1", "player", "p3")
    assert "relieve" not in kit.verbs(after_un, "p1")
    st = kit.act(kit.act(st, "p1", "relieve", "arms_cache_1"), "p1", "group", "g2")
    assert kit.group(st, "g2")["iso"] is None and "un" in kit.verbs(st, "p1")


# ---------------------------------------------------------------- 8.10: a cutter's new Supply Cut or patrol is an attack


CUTTING = [{"owner": "p1", "faction": "government", "units": ["u31_1"]},
           {"owner": "p2", "faction": "rebel", "units": ["u12_1"], "iso": 1, "cut_by": "g1", "cut_card": "supply_cut_1"},
           {"owner": "p3", "faction": "rebel", "units": ["u12_2"]}]


def test_a_cutter_that_cuts_another_groups_supply_frees_the_first():
    """8.10: a Supply Cut is a special attack made instead of the group's normal one, and isolation ends when the
    cutting group makes another attack; so a group that cuts a second group's supply lets the first one's through
    (its card is discarded). Before this audit the engine kept both isolated."""
    st = kit.position(groups=CUTTING, phase="B", hands={"p1": ["supply_cut_2"]})
    st = kit.act(kit.act(st, "p1", "supply_cut", "supply_cut_2"), "p1", "cut", ["g1", "g3"])
    assert (kit.group(st, "g3")["iso"], kit.group(st, "g3")["cut_by"]) == (0, "g1")
    assert (kit.group(st, "g2")["iso"], kit.group(st, "g2")["cut_by"]) == (None, None)
    assert "supply_cut_1" in st["discard"] and "attacked again" in kit.log_text(st)


def test_a_cutter_sent_on_a_recon_patrol_frees_the_group_it_cut():
    """8.9, 8.10: a Recon Patrol is the scouting group's attack for the turn (the reading the engine takes for the
    UN, 8.11), so a cutting group that goes on patrol has attacked again and its victim's supply runs again.
    Before this audit the engine kept the victim isolated."""
    st = kit.position(groups=CUTTING, phase="B", hands={"p1": ["recon_patrol_1"], "p4": ["u22_1"]})
    st = kit.act(kit.act(st, "p1", "recon", "recon_patrol_1"), "p1", "patrol", ["g1", "p4"])
    st = kit.settle(st, choose=lambda s, r, acts: next((a for a in acts if a["verb"] == "take"), None))
    assert (kit.group(st, "g2")["iso"], kit.group(st, "g2")["cut_by"]) == (None, None)
    assert "supply_cut_1" in st["discard"]


# ---------------------------------------------------------------- 9.9: the Revolution may turn a complex


def test_a_revolution_that_turns_a_complexs_group_hands_the_complex_to_the_rebels():
    """9.9: the Government group the Revolution turns may hold a complex, whose control then passes to the Rebels
    with it (same owner); its ability now serves the Rebels."""
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p3", "faction": "government", "units": ["u22_2"]}]
    st = kit.act(kit.act(kit.position(groups=groups, deck=["revolution"], phase="F"), "p1", "draw"), "p1", "swap", None)
    assert kit.args(st, "p1", "group") == ["g1", "g2"]
    st = kit.act(st, "p1", "group", "g1")
    g1 = kit.group(st, "g1")
    assert (g1["owner"], g1["faction"], g1["complex"]) == ("p2", "rebel", "tv_station")
    st = _to_menu_of(st, "p2")
    st = kit.act(st, "p2", "next", "B")
    assert "propaganda" in kit.verbs(st, "p2")                       # now against Government units (9.11)
    st = kit.act(st, "p2", "propaganda", None, dice=[10])
    assert kit.group(st, "g2") is None and st["faction_score"]["rebel"] == 2


# ---------------------------------------------------------------- 9.11, 8.11: propaganda reaches the UN's player


def test_propaganda_reaches_the_units_of_the_un_protected_player():
    """8.11, 9.11: the UN card leaves propaganda open: the weakest enemy unit may belong to the protected player."""
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u12_1"]},
              {"owner": "p3", "faction": "rebel", "units": ["u33_1"]}]
    st = kit.act(kit.position(groups=groups, phase="B", round=UN_P2), "p1", "propaganda", None, dice=[9])
    assert kit.group(st, "g2") is None and kit.player(st, "p1")["score"] == 2
