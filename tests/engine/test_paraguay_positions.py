"""Paraguay positions given by counter id (what the scripted examples start from) and the facts scripts check."""

import pytest

import engine
from engine.errors import IllegalAction

GAME = engine.get_game("paraguay")


def start(units, **more):
    return engine.setup("paraguay", 7, options={"units": units, "start": {"turn": 7, "segment": "move:allied", **more}})


def test_a_counter_id_with_a_hex_takes_the_counters_printed_values():
    st = start([{"id": "br-inf-1c", "where": "1830"}, {"id": "py-fort-h", "where": "1432"},
                {"id": "x-1", "nation": "brazil", "type": "infantry", "attack": 9, "defense": 1, "mf": 4, "where": "2030"}])
    got = {u["id"]: (u["nation"], u["type"], u["attack"], u["defense"], u["mf"], u["where"]) for u in st["units"]}
    assert got["br-inf-1c"] == ("brazil", "infantry", 3, 2, 6, "1830")
    assert got["py-fort-h"][1:5] == ("fortress", 0, 16, 0)
    assert got["x-1"] == ("brazil", "infantry", 9, 1, 4, "2030")          # a full record is taken as given


@pytest.mark.parametrize("units,words", [([{"id": "br-nobody", "where": "1830"}], "no counter 'br-nobody'"),
                                         ([{"where": "1830"}], "has an id"),
                                         ([{"id": "x", "attack": 1, "defense": 1, "mf": 1}], "lacks nation, type")])
def test_a_unit_that_names_no_counter_and_gives_no_values_is_refused(units, words):
    with pytest.raises(IllegalAction) as err:
        start(units)
    assert words in str(err.value)


def test_facts_give_supply_lines_every_log_line_and_places():
    st = start([{"id": "br-inf-1c", "where": "1830"}, {"id": "br-cav-3", "where": "2030"},
                {"id": "py-inf-1", "where": "2026"}])
    facts = GAME.example_facts(st)
    assert facts["supply"] == {"1830": True, "2026": True, "2030": False}          # 7.5's two examples
    assert facts["where"]["br-cav-3"] == "2030" and facts["turn"] == 7 and facts["winner"] is None
    assert all(facts["logged"][e["text"]] for e in st["log"])
