"""Junta Movement (4.x) and the Rebel rules of the Rebellion Phase (3.x): one stack one space, leaving
units behind, the Cousin's extra move, the Helicopter, transfers, Paratroopers, Marines, Politics cards,
Police reaction, exile and return, and the proposal to stop (2.4)."""

import pytest

import engine

import junta_kit as kit


def test_a_move_takes_some_units_of_one_space_to_an_adjacent_space_once_a_phase():
    st = kit.coup()
    st = kit.move(st, "p2", "barracks_1", [3, 0], "precinct_central")
    assert kit.stacks(st)["precinct_central"] == {"p2": {"infantry": 3}, "p3": {"police": 1}}
    assert kit.stacks(st)["barracks_1"] == {"p2": {"infantry": 2, "armor": 1}}
    assert "move" not in kit.verbs(st, "p2")             # one move a phase (4.1)
    assert "Player 2 moves 3 Infantry from First Army Brigade Base to Central Police Precinct." in kit.log_text(st)


def test_destinations_are_the_adjacent_land_spaces_only():
    st = kit.coup()
    st = kit.act(st, "p2", "move")
    st = kit.act(st, "p2", "space", "barracks_1")
    st = kit.act(st, "p2", "number", 1)
    st = kit.act(st, "p2", "number", 0)
    assert sorted(kit.args(st, "p2", "space")) == ["embassy_usa", "precinct_central", "precinct_south"]
    with pytest.raises(engine.IllegalAction) as err:
        kit.act(st, "p2", "space", "plaza")
    assert err.value.code == "bad_arg"


def test_at_least_one_unit_must_go():
    st = kit.coup()
    st = kit.act(st, "p2", "move")
    st = kit.act(st, "p2", "space", "barracks_1")
    st = kit.act(st, "p2", "number", 0)                  # no infantry ...
    assert kit.args(st, "p2", "number") == [1]           # ... so the armor must go


def test_moving_in_the_rebellion_phase_makes_a_rebel_and_waiting_keeps_loyal():
    st = kit.act(kit.coup(), "p2", "done")
    st = kit.move(st, "p3", "barracks_2", [1, 0], "industrial_quarter")
    assert kit.player(st, "p3")["rebel"]
    assert "Player 3 moves units in the Rebellion Phase and is now a Rebel" in kit.log_text(st)
    st = kit.act(st, "p3", "done")
    st = kit.act(st, "p4", "done")
    assert not kit.player(st, "p4")["rebel"]


def test_playing_a_card_or_landing_in_the_rebellion_phase_makes_a_rebel_but_a_transfer_does_not():
    st = kit.act(kit.coup(), "p2", "done")
    st = kit.act(st, "p3", "give")
    st = kit.act(st, "p3", "space", "barracks_2")
    st = kit.act(st, "p3", "number", 1)
    st = kit.act(st, "p3", "number", 0)
    # the question names where the units are: on a phone that space may lie out of the board's view
    assert engine.view(st, "p3")["prompt"] == "Give 1 Infantry in Second Brigade Barracks to whom?"
    st = kit.act(st, "p3", "player", "p4")
    assert not kit.player(st, "p3")["rebel"]
    assert kit.stacks(st)["barracks_2"] == {"p3": {"infantry": 4, "armor": 1}, "p4": {"infantry": 1}}
    st = kit.act(st, "p3", "done")
    st = kit.act(st, "p4", "land", "paratroopers_1")
    assert kit.player(st, "p4")["rebel"]


def test_el_presidente_never_becomes_a_rebel_and_loyalists_cannot_be_forced():
    st = kit.coup()
    assert not kit.player(st, "p1")["rebel"]
    st = kit.pass_until(st, lambda s: kit.phase(s) == 1)
    assert not any(kit.player(st, p)["rebel"] for p in ("p1", "p3", "p4"))


def test_a_transferred_unit_that_has_moved_cannot_move_again_this_phase():
    st = kit.coup()
    st = kit.move(st, "p2", "barracks_1", [1, 0], "precinct_central")
    st = kit.act(st, "p2", "give")
    st = kit.act(st, "p2", "space", "precinct_central")
    st = kit.act(st, "p2", "player", "p3")              # the only unit there: no count asked
    moved = [u for u in st["units"] if u["where"] == "precinct_central" and u["kind"] == "infantry"]
    assert moved[0]["owner"] == "p3" and moved[0]["moved"]
    st = kit.act(st, "p2", "done")
    st = kit.act(st, "p3", "move")
    st = kit.act(st, "p3", "space", "precinct_central")
    assert "Move 1 Police from Central Police Precinct" in engine.view(st, "p3")["prompt"]   # not the infantry (4.4)


def test_the_cousin_moves_in_the_turn_of_the_seat_whose_office_he_took():
    deal = dict(kit.DEAL4)
    deal["offices"] = dict(deal["offices"], general_2="cousin", interior="cousin")
    deal = dict(deal, cousin_seat={"general_2": "p3", "interior": "p3"}, status={"p3": "dead"},
                hands={"p1": [], "p2": [], "p4": []})
    st = kit.coup(deal)
    st = kit.pass_until(st, lambda s: kit.phase(s) == 1)
    assert st["coup"]["starter"] == "p3" and kit.active(st) == ["p1"]   # p3's seat starts Coup Phase 1 (2.2)
    assert kit.segment(st) == "movement" and "Cousin holds Player 3's office" in engine.view(st, "p1")["prompt"]
    st = kit.act(st, "p1", "move")
    st = kit.act(st, "p1", "space", "barracks_2")
    st = kit.act(st, "p1", "number", 2)
    st = kit.act(st, "p1", "number", 0)
    st = kit.act(st, "p1", "space", "barrio_obrero")
    assert kit.stacks(st)["barrio_obrero"] == {"cousin": {"infantry": 2}}
    assert "Player 1 (the Cousin) moves 2 Infantry" in kit.log_text(st)
    assert kit.active(st) == ["p4"]                        # p3 has no turn of his own; then p4, p1, p2


def test_the_helicopter_flies_two_spaces_and_carries_units_one_of_them():
    st = kit.act(kit.coup(), "p2", "play", "helicopter")
    st = kit.act(st, "p2", "space", "barracks_1")         # arrives beside one of p2's stacks
    st = kit.move(st, "p2", "barracks_1", [0, 0, 1], "precinct_central")   # the Helicopter alone
    assert "Fly on to Plaza de la República" in [a["label"] for a in kit.actions(st, "p2")]
    st = kit.act(st, "p2", "space", "plaza")
    assert kit.stacks(st)["plaza"] == {"p2": {"helicopter": 1}}
    st2 = kit.act(kit.coup(), "p2", "play", "helicopter")
    st2 = kit.act(st2, "p2", "space", "barracks_1")
    st2 = kit.move(st2, "p2", "barracks_1", [0, 0, 1], "precinct_central")
    assert kit.verbs(st2, "p2") == ["space"] * 5 + ["done"]     # Central Precinct's neighbours, or stop


def test_a_helicopter_alone_picks_up_units_where_it_lands():
    st = kit.act(kit.coup(), "p2", "play", "helicopter")
    st = kit.act(st, "p2", "space", "barracks_1")
    st = kit.act(st, "p2", "move")
    st = kit.act(st, "p2", "space", "barracks_1")
    st = kit.act(st, "p2", "number", 0)
    st = kit.act(st, "p2", "number", 0)
    st = kit.act(st, "p2", "number", 1)                    # helicopter alone to the precinct
    st = kit.act(st, "p2", "space", "precinct_central")
    # nothing of p2's waits in the Central Precinct, so it flies on alone
    st = kit.act(st, "p2", "space", "plaza")
    assert kit.stacks(st)["plaza"] == {"p2": {"helicopter": 1}}


def test_a_helicopter_with_passengers_flies_on_alone():
    st = kit.act(kit.coup(), "p2", "play", "helicopter")
    st = kit.act(st, "p2", "space", "barracks_1")
    st = kit.move(st, "p2", "barracks_1", [2, 0, 1], "precinct_central")
    st = kit.act(st, "p2", "space", "presidential_palace")
    assert kit.stacks(st)["precinct_central"] == {"p2": {"infantry": 2}, "p3": {"police": 1}}
    assert kit.stacks(st)["presidential_palace"]["p2"] == {"helicopter": 1}


def test_paratroopers_drop_on_any_spot_embassies_included_once_per_coup_and_it_is_not_a_move():
    st = kit.act(kit.coup(), "p2", "done")
    st = kit.act(st, "p3", "done")
    st = kit.act(st, "p4", "land", "paratroopers_1")
    drops = kit.args(st, "p4", "space")
    assert "presidential_palace" in drops and "embassy_usa" in drops and "harbor" not in drops
    st = kit.act(st, "p4", "space", "central_bank")
    assert "move" in kit.verbs(st, "p4") and "land" not in kit.verbs(st, "p4")


def test_marines_land_beside_the_harbor_or_at_the_first_brigade_base():
    st = kit.act(kit.coup(), "p2", "land", "marines_1")
    assert sorted(kit.args(st, "p2", "space")) == ["barracks_1", "customs_house", "puerto_del_sur", "waterfront"]


def test_a_card_brings_units_that_may_move_at_once_if_the_player_has_not_moved():
    st = kit.act(kit.coup(), "p2", "done")
    st = kit.act(st, "p3", "done")
    st = kit.act(st, "p4", "play", "mercenaries")
    assert kit.stacks(st)["waterfront"] == {"p4": {"infantry": 2}}
    st = kit.move(st, "p4", "waterfront", [2], "central_bank")
    assert kit.stacks(st)["central_bank"] == {"p4": {"infantry": 2}}


def test_only_the_minister_may_play_the_secret_police():
    st = kit.act(kit.coup(hands={"p2": ["secret_police"], "p3": []}), "p2", "done")
    assert "play" not in kit.verbs(st, "p3")
    st = kit.act(kit.coup(), "p2", "done")
    assert "secret_police" in kit.args(st, "p3", "play")
    st2 = kit.coup(hands={"p2": ["secret_police"]})
    assert "play" not in kit.verbs(st2, "p2")


def test_police_react_to_a_crowd_card_in_the_rebellion_phase_only():
    st = kit.act(kit.coup(), "p2", "play", "students")
    assert kit.active(st) == ["p3"]                        # the Minister, loyal, may answer (4.8)
    sends = kit.args(st, "p3", "send")
    assert ["precinct_north", "university_quarter"] in sends and len(sends) == 4
    st = kit.act(st, "p3", "send", ["precinct_north", "university_quarter"])
    st = kit.act(st, "p3", "done")
    assert kit.stacks(st)["university_quarter"] == {"p2": {"crowd": 3}, "p3": {"police": 1}}
    assert not kit.player(st, "p3")["rebel"]
    assert kit.active(st) == ["p2"]
    st = kit.act(st, "p2", "done")
    st = kit.act(st, "p3", "move")                         # the reaction was not his move
    assert "precinct_east" in kit.args(st, "p3", "space")
    # in Coup Phase 1 the same kind of card brings no reaction
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.active(s) == ["p4"])
    st = kit.act(st, "p4", "play", "agitators")
    st = kit.act(st, "p4", "space", "plaza")
    assert kit.active(st) == ["p4"] and "send" not in kit.verbs(st, "p3")


def test_exile_from_an_embassy_takes_a_player_and_units_out_of_the_coup():
    st = kit.coup()
    st = kit.arrange(st, lambda s: kit.put(s, "brigade_1_infantry_1", "embassy_usa"))
    assert "exile" in kit.verbs(st, "p2")
    st = kit.act(st, "p2", "exile")
    assert kit.player(st, "p2")["status"] == "exiled" and kit.active(st) == ["p3"]
    board = engine.view(st, None)["board"]
    assert not any(u["active"] for u in board["units"] if u["owner"] == "p2")
    # the exiled leader no longer orders battles: El Presidente does (5.2)
    from engine.games.junta import coup
    from engine.games.junta.model import J
    from engine.core import Context
    assert coup.orderer(J(kit.GAME, Context(st, None))) == "p1"
    # and someone exiled during the coup does not come back in it (4.9)
    st = kit.pass_until(st, lambda s: kit.phase(s) == 2)
    assert "return" not in [a["verb"] for r in st["roles"] for a in kit.actions(st, r)]


def test_a_player_exiled_before_the_coup_may_return_in_a_coup_phase():
    st = kit.coup(status={"p4": "exiled"})
    while kit.phase(st) == 0:
        assert "p4" not in kit.active(st)
        st = kit.act(st, kit.active(st)[0], kit.quiet_choice(st, kit.active(st)[0])["verb"],
                     kit.quiet_choice(st, kit.active(st)[0])["arg"])
    st = kit.pass_until(st, lambda s: kit.active(s) == ["p4"])
    assert kit.verbs(st, "p4") == ["return", "done"]
    st = kit.act(st, "p4", "return")
    assert kit.player(st, "p4")["status"] == "active" and "move" in kit.verbs(st, "p4")
    assert "Player 4 returns from exile" in kit.log_text(st)


def test_stopping_the_coup_needs_everyone_still_in_it():
    st = kit.act(kit.coup(), "p2", "propose_end")
    assert sorted(kit.active(st)) == ["p1", "p3", "p4"]
    st = kit.act(st, "p1", "agree")
    assert "agree" not in kit.verbs(st, "p1")
    assert engine.view(st, "p3")["actions"] and "agree" not in str(engine.view(st, "p3")["log"][-1:])
    st = kit.act(st, "p3", "agree")
    refused = kit.act(st, "p4", "refuse")
    assert kit.segment(refused) == "movement" and "propose_end" not in kit.verbs(refused, "p2")
    agreed = kit.act(st, "p4", "agree")
    assert kit.segment(agreed) == "sides" and kit.active(agreed) == ["p2"]


def test_why_not_says_where_a_cards_units_may_not_arrive_and_where_paratroopers_may_not_drop():
    # 4.7: each card's own arrival rule says why a space is refused; 4.5: Paratroopers drop on land only
    game = kit.GAME
    name = {sid: s["name"] for sid, s in game.map()["by_id"].items()}
    st = kit.act(kit.act(kit.coup(), "p2", "done"), "p3", "play", "secret_police")
    assert game.why_not(st, "p3", "embassy_usa") == {
        "reason": f"The Secret Police card brings its units to any land space but an Embassy: {name['embassy_usa']} "
                  "is an Embassy", "rule": "4.7"}
    assert game.why_not(st, "p3", "harbor")["reason"].endswith(f"{name['harbor']} is water")
    assert game.why_not(st, "p3", "plaza") is None
    st = kit.act(kit.coup(), "p2", "play", "helicopter")
    assert game.why_not(st, "p2", "plaza") == {
        "reason": "The Helicopter card brings its units to a space where you have units taking part in the coup: you "
                  f"have none in {name['plaza']}", "rule": "4.7"}
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.active(s) == ["p4"])
    st = kit.act(st, "p4", "play", "agitators")
    assert game.why_not(st, "p4", "central_bank") == {
        "reason": f"The Agitators card brings its units to a district: {name['central_bank']} is not a district",
        "rule": "4.7"}
    st = kit.act(kit.act(kit.act(kit.coup(), "p2", "done"), "p3", "done"), "p4", "land", "paratroopers_1")
    assert game.why_not(st, "p4", "harbor") == {"reason": f"Paratroopers drop on land only: {name['harbor']} is water",
                                                "rule": "4.5"}
