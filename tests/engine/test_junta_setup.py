"""Junta: the coup scenario from a seed (offices, Rebel Leader, budget, hands, fates), starting units (1.5),
options and their errors, the setup sheet, and the Rebellion Phase's first question (2.2)."""

import json

import pytest

import engine
from engine.games.junta.model import OFFICES

import junta_kit as kit


@pytest.mark.parametrize("n", range(2, 8))
def test_every_office_is_held_and_el_presidente_holds_only_his(n):
    for seed in range(40):
        st = engine.setup("junta", seed, options={"players": n})
        assert st["roles"] == [f"p{i}" for i in range(1, n + 1)]
        offices = st["offices"]
        assert sorted(offices) == sorted(OFFICES)
        pres = offices["presidente"]
        assert pres in st["roles"]
        assert kit.player(st, pres)["offices"] == ["presidente"]
        assert st["leader"] != pres and kit.player(st, st["leader"])["status"] == "active"
        # every seat but a dead one holds an office; with 7 players exactly one each
        holders = {h for h in offices.values() if h != "cousin"}
        alive = {p["id"] for p in st["players"] if p["status"] != "dead"}
        assert alive <= holders | {p["id"] for p in st["players"] if p["status"] == "exiled"}
        if n == 7 and "cousin" not in offices.values():
            assert sorted(offices.values()) == sorted(st["roles"])
        for office, holder in offices.items():
            if holder == "cousin":
                assert kit.player(st, st["cousin_seat"][office])["status"] == "dead"
        cards = [c for p in st["players"] for c in p["hand"]]
        assert len(cards) == len(set(cards)) and all(len(p["hand"]) <= 3 for p in st["players"])
        for p in st["players"]:                    # nobody is dealt a card they may not play
            for cid in p["hand"]:
                who = engine.get_game("junta").card(cid)["who"]
                assert who == "any" or who in p["offices"]
        assert not any(p["hand"] for p in st["players"] if p["status"] == "dead")


def test_the_scenario_is_a_function_of_the_seed_and_fates_occur_only_when_asked():
    a = engine.setup("junta", 77, options={"players": 6})
    b = engine.setup("junta", 77, options={"players": 6})
    assert a == b
    assert engine.setup("junta", 78, options={"players": 6}) != a
    asked = {"players": 5, "casualties": True}
    fates = {p["status"] for seed in range(60) for p in engine.setup("junta", seed, options=asked)["players"]}
    assert fates == {"active", "dead", "exiled"}


@pytest.mark.parametrize("n", range(2, 8))
def test_by_default_every_seated_player_is_alive_in_the_coup_and_holds_an_office(n):
    for seed in list(range(40)) + [4444]:
        st = engine.setup("junta", seed, options={"players": n})
        assert all(p["status"] == "active" and p["offices"] for p in st["players"]), (seed, n)
        assert "cousin" not in st["offices"].values()
    with pytest.raises(engine.IllegalAction) as err:
        engine.setup("junta", 1, options={"players": 4, "casualties": "yes"})
    assert err.value.rule == "1.3"


def test_units_start_in_fixed_places_and_the_police_follow_the_budget():
    st = kit.coup()
    where = {u["id"]: u["where"] for u in st["units"]}
    assert {where[f"palace_guard_{i}"] for i in range(1, 5)} == {"presidential_palace"}
    assert sorted(where[f"police_{i}"] for i in range(1, 5)) == sorted(
        ["precinct_north", "precinct_east", "precinct_central", "precinct_south"])
    assert {where[f"brigade_1_infantry_{i}"] for i in range(1, 6)} == {"barracks_1"}
    assert where["marines_1"] == where["paratroopers_1"] == where["gunboat_1"] == where["air_force_1"] == "offboard"
    passed = kit.coup(budget=True)
    assert {u["where"] for u in passed["units"] if u["kind"] == "police"} == {"parliament"}
    assert "all in Parliament" in kit.log_text(passed)


def test_units_belong_to_their_office_holders():
    st = kit.coup()
    owner = {u["id"]: u["owner"] for u in st["units"]}
    assert owner["palace_guard_1"] == "p1" and owner["police_1"] == "p3" and owner["marines_1"] == "p2"
    assert owner["brigade_3_armor_1"] == "p4" and owner["air_force_1"] == "p4"


@pytest.mark.parametrize("options, words", [
    ({"players": 1}, "from 2 to 7"),
    ({"players": 8}, "from 2 to 7"),
    ({"players": "many"}, "from 2 to 7"),
    ({"colour": "red"}, "players, deal and casualties"),
    ({"players": 3, "deal": {"leader": "p2"}}, "deal: needs"),
    ({"players": 3, "deal": dict(kit.DEAL4, leader="p1")}, "seat p1..pN"),
])
def test_bad_options_are_refused_with_a_reason(options, words):
    with pytest.raises(engine.IllegalAction) as err:
        engine.setup("junta", 1, options=options)
    assert words in err.value.message


def test_a_deal_with_the_leader_as_el_presidente_is_refused():
    with pytest.raises(engine.IllegalAction) as err:
        kit.coup(leader="p1")
    assert "other than El Presidente" in err.value.message


def test_the_setup_sheet_lists_players_offices_hands_and_units():
    st = engine.setup("junta", 5, options={"players": 5})
    sheet = engine.get_game("junta").setup_sheet(st)
    assert sheet["seed"] == 5 and sheet["players"] == 5 and len(sheet["rows"]) == 5
    assert sum(r["leader"] for r in sheet["rows"]) == 1
    assert sum(u["count"] for u in sheet["units"]) + sum(u["count"] for u in sheet["offboard"]) == len(st["units"])
    assert any(r["offices"] == ["El Presidente"] for r in sheet["rows"])
    assert json.loads(json.dumps(sheet)) == sheet
    again = engine.get_game("junta").setup_sheet(engine.setup("junta", 5, options={"players": 5}))
    assert again["fingerprint"] == sheet["fingerprint"]
    other = engine.get_game("junta").setup_sheet(engine.setup("junta", 6, options={"players": 5}))
    assert other["fingerprint"] != sheet["fingerprint"]


def test_the_rebel_leader_acts_first_and_el_presidente_has_no_rebellion_turn():
    st = kit.coup()
    assert kit.active(st) == ["p2"]
    assert kit.player(st, "p2")["rebel"] and not kit.player(st, "p3")["rebel"]
    order = []
    while kit.phase(st) == 0 and kit.segment(st) == "movement":
        role = kit.active(st)[0]
        order.append(role)
        st = kit.act(st, role, "done")
    assert order == ["p2", "p3", "p4"]
    assert "Player 3 stays loyal and sits out the Rebellion Phase." in kit.log_text(st)


def test_the_bridge_draws_a_sheet_for_a_player_count_and_reports_bad_input():
    from engine import bridge
    ok = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 9, "players": 3})))
    assert ok["ok"] and ok["sheet"]["players"] == 3
    bad = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 9, "players": 9})))
    assert not bad["ok"] and "from 2 to 7" in bad["message"]


CASUALTIES_AT = "Casualties: yes (one may be dead or exiled) is an option for 4–7 players only (1.3), not {}"


@pytest.mark.parametrize("n", [2, 3])
def test_casualties_asked_for_two_or_three_players_are_refused_as_a_packet_refuses_them(n):
    """The deal makes no casualty below four seats (1.3 as the deal reads it), so asking for one there is refused
    (before: taken, and the sheet and its printed link said casualties to a deal that had none), by setup, the seed
    page's bridge op and a packet in the same words."""
    from engine import bridge, packet
    with pytest.raises(engine.IllegalAction) as err:
        engine.setup("junta", 9, options={"players": n, "casualties": True})
    assert err.value.message == CASUALTIES_AT.format(n) and err.value.rule == "1.3"
    bad = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 9, "players": n,
                                               "casualties": "yes"})))
    assert not bad["ok"] and bad["error"] == "bad_option" and bad["message"] == CASUALTIES_AT.format(n)
    with pytest.raises(engine.IllegalAction) as err:
        packet.packet("junta", 9, 1, players=n, options={"casualties": "yes"})
    assert err.value.message == CASUALTIES_AT.format(n)
    ok = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 9, "players": 4,
                                              "casualties": "yes"})))
    assert ok["ok"] and ok["sheet"]["casualties"] is True
    plain = json.loads(bridge.handle(json.dumps({"op": "sheet", "game": "junta", "seed": 9, "players": n,
                                                 "casualties": "no"})))
    assert plain["ok"] and "casualties" not in plain["sheet"]


def test_each_phase_is_started_by_the_next_player_clockwise():
    st = kit.coup()
    starters = []
    for phase in (1, 2, 3, 4, 5):
        st = kit.pass_until(st, lambda s, n=phase: kit.phase(s) == n and kit.segment(s) == "movement")
        starters.append(kit.active(st)[0])
        assert st["coup"]["starter"] == starters[-1]
    assert starters == ["p3", "p4", "p1", "p2", "p3"]        # from the seat left of the Rebel Leader (p2)
    assert "The Coup Phase marker moves on: Coup Phase 3. Player 1 moves first." in kit.log_text(st)


def test_the_start_player_passes_over_seats_that_cannot_act():
    deal = {"offices": {"presidente": "p1", "general_1": "p2", "admiral": "p2", "interior": "p3",
                        "general_2": "p3", "general_3": "p4", "air_force": "p5"},
            "status": {"p3": "dead"}, "leader": "p2", "budget": False,
            "hands": {"p1": [], "p2": [], "p4": [], "p5": []}}
    st = kit.coup(deal, players=5)
    starters = []
    for phase in (1, 2, 3):
        st = kit.pass_until(st, lambda s, n=phase: kit.phase(s) == n and kit.segment(s) == "movement")
        starters.append(st["coup"]["starter"])
    assert starters == ["p4", "p5", "p1"]                   # p3 is dead and nobody acts in his seat (2.2)


COUSIN_DEAL = {"offices": {"presidente": "p1", "general_1": "p2", "admiral": "p2", "interior": "cousin",
                           "general_2": "cousin", "general_3": "p4", "air_force": "p5"},
               "cousin_seat": {"interior": "p3", "general_2": "p3"}, "status": {"p3": "dead"},
               "leader": "p2", "budget": False, "hands": {"p1": [], "p2": [], "p4": [], "p5": []}}


def test_a_dead_seat_whose_offices_the_cousin_holds_takes_its_place_as_starter():
    st = kit.coup(COUSIN_DEAL, players=5)
    starters = []
    for phase in (1, 2, 3):
        st = kit.pass_until(st, lambda s, n=phase: kit.phase(s) == n and kit.segment(s) == "movement")
        starters.append(st["coup"]["starter"])
        if phase == 1:                                      # the seat's turn opens the phase: the Cousin's move
            assert kit.active(st) == ["p1"] and "Cousin holds Player 3's office" in engine.view(st, "p1")["prompt"]
            assert "Coup Phase 1. Player 3 moves first." in kit.log_text(st)
    assert starters == ["p3", "p4", "p5"]                   # El Presidente acts in p3's seat (2.2, 4.2)


def test_the_cousins_seat_is_passed_over_once_el_presidente_is_out_of_the_coup():
    st = kit.coup(COUSIN_DEAL, players=5)
    st = kit.arrange(st, lambda s: kit.player(s, "p1").update(status="exiled", exiled_here=True))
    starters = []
    for phase in (1, 2, 3):
        st = kit.pass_until(st, lambda s, n=phase: kit.phase(s) == n and kit.segment(s) == "movement")
        starters.append(st["coup"]["starter"])
    assert starters == ["p4", "p5", "p2"]       # El Presidente fled: nobody moves in p3's seat, nor in his own
