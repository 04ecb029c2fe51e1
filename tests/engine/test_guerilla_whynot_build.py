""""Why not?" while a Guerilla player builds a group (engine/games/guerilla/whynot.py): a card of his own hand that
the group does not take says why, naming its rule, instead of only "not one of the N choices on the board". An
event card tells when it is played instead (phase, whose turn, cost, what it does); at the sealed initial
deployment, where his open group is his own to see, a second leader, a fourth unit, a complex and a card already
laid say what stands in the way."""

import guerilla_kit as kit

import engine

GAME = kit.GAME


def test_event_card_while_deploying_in_a_turn_says_when_it_is_played():
    st = kit.position(hands={"p1": ["supply_cut_1", "u22_1", "ambush_1", "u23_1"]}, phase="C")
    st = kit.act(st, "p1", "deploy", "government")
    assert {a["arg"] for a in kit.actions(st, "p1")} == {"u22_1", "u23_1"}
    cut = GAME.why_not(st, "p1", "supply_cut_1")
    assert cut["rule"] == "8.10", cut
    assert "event card" in cut["reason"] and "only units and a leader (3.1)" in cut["reason"], cut
    assert "Phase B (Attack) of your own turn, for 1 action" in cut["reason"], cut
    assert "infantry group" in cut["reason"], cut
    ambush = GAME.why_not(st, "p1", "ambush_1")
    assert ambush["rule"] == "8.2" and "out of turn, in anyone's turn" in ambush["reason"], ambush
    assert "for no action" in ambush["reason"], ambush
    assert GAME.why_not(st, "p1", "u22_1") is None


def sitting():
    """Player 3's sealed initial deployment of seed 1 (3 players), a Government group opened: his hand is
    Arancibia, the Banco, the Palace, Supply Cut, Recon Patrol and three units."""
    st = engine.setup("guerilla", 1, options={"players": 3})
    assert GAME.actions(st, "p3") and not GAME.actions(st, "p1")
    return GAME.apply(st, "p3", "group", "government")


def test_initial_deployment_names_what_stands_in_the_way():
    st = sitting()
    cut = GAME.why_not(st, "p3", "supply_cut_1")
    assert cut["rule"] == "8.10" and "Phase B (Attack) of your own turn" in cut["reason"], cut
    patrol = GAME.why_not(st, "p3", "recon_patrol_3")
    assert patrol["rule"] == "8.9" and patrol["reason"] != cut["reason"], patrol
    banco = GAME.why_not(st, "p3", "banco")
    assert banco["rule"] == "4.6" and "a group of its own" in banco["reason"], banco
    st = GAME.apply(st, "p3", "add", "arancibia")
    again = GAME.why_not(st, "p3", "arancibia")
    assert again["rule"] == "4.6" and "this group already" in again["reason"], again
    for unit in ("u14_2", "u22_2", "u13_3"):
        st = GAME.apply(st, "p3", "add", unit)
    st = GAME.apply(st, "p3", "close", None)
    st = GAME.apply(st, "p3", "complex", "banco")
    laid = GAME.why_not(st, "p3", "u13_3")
    assert laid["rule"] == "4.6" and "another of your face-down groups" in laid["reason"], laid


def test_a_second_leader_and_a_fourth_unit():
    st = engine.setup("guerilla", 46, options={"players": 3})     # Player 1 sits first: two leaders, four units
    st = GAME.apply(st, "p1", "group", "rebel")
    for card in ("salcedo", "u23_6", "u33_3", "u23_5"):
        st = GAME.apply(st, "p1", "add", card)
    assert [a["verb"] for a in GAME.actions(st, "p1")] == ["close"]
    leader = GAME.why_not(st, "p1", "carcamo")
    assert leader["rule"] == "3.2" and "has its leader already" in leader["reason"], leader
    unit = GAME.why_not(st, "p1", "u21_4")
    assert unit["rule"] == "3.1" and "three units already" in unit["reason"], unit


def test_event_card_at_the_phase_menu_says_its_phase_or_that_it_is_played_out_of_turn():
    st = kit.position(hands={"p1": ["supply_cut_1", "u22_1", "ambush_1", "u23_1"]}, phase="C")
    cut = GAME.why_not(st, "p1", "supply_cut_1")
    assert cut == {"reason": "Supply Cut is played in Phase B (Attack) of your own turn, for 1 action, and this is "
                             "Phase C (Deployment). What it does: an infantry group cuts an enemy group's supply: it "
                             "is isolated, weakens and may surrender", "rule": "8.10"}
    ambush = GAME.why_not(st, "p1", "ambush_1")
    assert ambush["rule"] == "8.2" and ambush["reason"].startswith(
        "Ambush is not played from the phase menu: it is played out of turn, in anyone's turn"), ambush
    # in its own phase the card's own conditions decide: no word on the phase then
    st = kit.position(hands={"p1": ["supply_cut_1", "u22_1"]}, phase="B")
    assert "this is Phase" not in GAME.why_not(st, "p1", "supply_cut_1")["reason"]
