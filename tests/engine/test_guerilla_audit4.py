"""Guerilla's fourth rules audit (branch audit13): rules of the rulebook the earlier audits and the other Guerilla
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
        assert not any("loyalty marker is now" in t for t in seen), viewer
    for pid, now in (("p2", "Rebel"), ("p3", "Government")):
        seen = [e["text"] for e in engine.view(st, pid)["log"]]
        assert f"Your loyalty marker is now {now}." in seen


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
