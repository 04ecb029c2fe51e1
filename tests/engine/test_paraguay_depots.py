"""The Allied depot towns (7.9) come from the map's own depot flags, for every rule and bot that reads them:
a map that flags other hexes changes which town a Paraguayan entry strips of its status, and where the
steady Allies' surplus vessels gather."""

import copy

import paraguay_kit as kit
from engine.games.paraguay import hexmap
from engine.games.paraguay.fleet import Fleet

PY = "paraguayan"


def _map(depot):
    """A small Allied-held map whose only depot town is ``depot``; 1335 stays an Allied town either way."""
    m = kit.mark(kit.board(cols=range(12, 18), rows=range(28, 38)), ["1335", "1631"], nation="argentina")
    return kit.mark(m, depot, depot=True)


def _enter(m, start, goal):
    st = kit.game([kit.inf("py-a", "paraguay", start)], m, segment="move:paraguayan")
    return kit.move(st, PY, start, [goal])


def test_the_printed_map_flags_corrientes_and_mercedes():
    assert hexmap.load().depots == ("1335", "1541")


def test_entering_a_flagged_town_takes_its_depot_status_and_an_unflagged_one_keeps_none():
    on_1631 = _map("1631")
    st = _enter(on_1631, "1334", "1335")                   # Corrientes' hex, not flagged on this map
    assert st["pg"]["depots_lost"] == [] and "depot-town status" not in kit.log(st)
    assert st["pg"]["flip"] == {"1335": PY}                # control changes all the same (3.6)
    st = _enter(on_1631, "1630", "1631")
    assert st["pg"]["depots_lost"] == ["1631"] and "1631 loses its depot-town status for good" in kit.log(st)
    st = _enter(_map("1335"), "1334", "1335")
    assert st["pg"]["depots_lost"] == ["1335"]


def test_the_fleet_gathers_beside_the_towns_the_map_flags():
    data = _map("1631")
    hm = kit.GAME.hexmap({"options": {"map": data}})
    fleet = Fleet({"hexes": {}}, hm)
    assert fleet.depot == {"1631", *hm.neighbours("1631")}
    assert hm.depots == ("1631",)
    lost = Fleet({"hexes": {}, "depots_lost": ["1631"]}, hm)
    assert lost.depot == set()
    unflagged = copy.deepcopy(data)
    for rec in unflagged["hexes"]:
        rec.pop("depot", None)
    assert Fleet({"hexes": {}}, kit.GAME.hexmap({"options": {"map": unflagged}})).depot == set()
