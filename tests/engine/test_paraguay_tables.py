"""The Paraguay tables: the values the rulebook prints and its numeric examples."""

import pytest

from engine.games.paraguay import tables


def test_odds_examples():
    assert tables.odds_column(26, 7) == ("3:1", 0)        # 13.9
    assert tables.odds_column(5, 11) == ("1:3", 0)        # 13.10
    assert tables.odds_column(9, 1) == ("6:1", 3)         # 13.12
    assert tables.odds_column(63, 7) == ("6:1", 3)
    assert tables.odds_column(7, 7) == ("1:1", 0) and tables.odds_column(10, 11) == ("1:2", 0)
    assert tables.odds_column(4, 13) == (None, 0)         # below 1:3: attackers eliminated
    for bad in ((0, 3), (3, 0), (True, 2), (2.5, 1)):
        with pytest.raises(ValueError):
            tables.odds_column(*bad)


def test_printed_values():
    assert tables.crt("6:1", 5) == (1, 11)                # 13.28
    assert tables.attrition(17, 5) == 7                   # 7.2


def test_clamps_and_shape():
    assert tables.crt("1:3", -9) == tables.crt("1:3", 0) and tables.crt("6:1", 30) == tables.crt("6:1", 14)
    assert tables.attrition(17, -4) == tables.attrition(17, 0) and tables.attrition(17, 20) == tables.attrition(17, 14)
    assert tables.attrition(0, 3) == 0 and tables.attrition(40, 0) == tables.attrition(26, 0)
    assert all(tables.attrition(n, r) <= n for n in range(1, 27) for r in range(15))
    with pytest.raises(ValueError):
        tables.crt("7:1", 5)
    assert [tables.run_the_guns(r) for r in range(10)] == sorted((tables.run_the_guns(r) for r in range(10)), reverse=True)
    with pytest.raises(ValueError):
        tables.run_the_guns(10)


def test_terrain_costs():
    side = {"river": False, "minor_river": True, "road": False, "railroad": False}
    assert tables.move_cost("rough", side, "early") == 3  # 11.19
    assert tables.move_cost("rough", side, "late") == 4   # 11.15
    assert tables.move_cost("clear", None, 1) == 1 and tables.move_cost("marsh", {}, 2) == 2
    assert tables.move_cost({"terrain": "clear", "river": True}, {}, "early") == 2      # 11.14
    road = dict(side, road=True)
    assert tables.move_cost("marsh", road, "late") == 1   # 11.17
    rail = dict(side, railroad=True)
    assert tables.move_cost("rough", rail, "early") == 1 and tables.move_cost("rough", rail, "early", free_rail=True) == 0
    assert tables.riverine_cost(True, True) == 2 and tables.riverine_cost(False, True) == 1       # 12.3
    assert tables.season(2) == "late" and tables.season(9) == "early"                             # 7.6
    assert tables.fortress_drm("1432") == -4 and tables.fortress_drm("1827") == -3 and tables.fortress_drm("2534") == -2
    assert tables.fortress_drm("1826") == 0
    with pytest.raises(ValueError):
        tables.move_cost("swamp", None, "early")
