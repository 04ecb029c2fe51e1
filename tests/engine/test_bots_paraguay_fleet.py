"""The steady Allies' fleet (engine/games/paraguay/fleet.py, bot.py): one vessel to a hex along the supplied
river, the rest gathered beside a depot town; and the tie-break toward kinder ground on the march. Hand-made
views of the printed map, as the Allied seat sees them."""

from engine import prng
from engine.games.paraguay import bot, hexmap
from engine.games.paraguay.bot import Steady
from engine.games.paraguay.fleet import Fleet

# the navigable river from the Allied source at 1042 up to Corrientes (1335) and the fortress at 1434
RIVER = ("1042", "1141", "1140", "1139", "1138", "1238", "1237", "1336", "1335", "1334")


def _vessel(uid):
    return {"id": uid, "nation": "brazil", "type": "warship", "name": uid, "attack": 2, "defense": 2, "mf": 10,
            "gn": False}


def _foot(uid):
    return {"id": uid, "nation": "brazil", "type": "infantry", "name": uid, "attack": 2, "defense": 2, "mf": 6,
            "gn": False}


def _stack(side, units):
    return {"side": side, "count": len(units), "top": units[0], **({"units": units} if side == "allied" else {})}


def _enemy():
    """A Paraguayan stack on the fortress at 1434, as the Allies see it (size and top unit)."""
    return _stack("paraguayan", [{"type": "fortress", "attack": 0, "defense": 8, "mf": 0}])


def _view(hexes, moving=None, count=0, kind="river"):
    return {"role": "allied", "log": [], "board": {
        "turn": 3, "season": "early", "control": {}, "hexes": hexes,
        "moving": {"hex": moving, "count": count, "kind": kind} if moving else None}}


def _choose(hexes, actions, moving=None, count=0, kind="river"):
    q = {"role": "allied", "prompt": "Move", "actions": actions}
    return Steady().choose(_view(hexes, moving, count, kind), q, {}, prng.seed_state(1))


def _sailing(here, ids):
    hm = hexmap.load()
    acts = [{"verb": "drop", "arg": i, "label": f"Leave {i} here", "rule": "11.6"} for i in ids]
    acts += [{"verb": "step", "arg": n, "label": f"Sail to {n}", "rule": "12.3"} for n in hm.neighbours(here)
             if hm.navigable(here, n)]
    return acts + [{"verb": "finish", "arg": None, "label": "Stop this stack", "rule": "11.2"}]


def test_stations_are_supplied_river_hexes_without_ground_units_or_an_enemy_next_door():
    hexes = {"1434": _enemy(), "1138": _stack("allied", [_foot("g1")])}
    fleet = Fleet(_view(hexes)["board"], hexmap.load())
    assert "1042" in fleet.stations and "1336" in fleet.stations
    assert "1138" not in fleet.stations                       # a ground unit there would take the +3 away (7.2)
    assert "1334" not in fleet.stations                       # next to the Paraguayan stack at 1434
    assert not any(h in fleet.stations for h in ("1433", "1432", "1826"))   # beyond the fortress: no supply line


def test_a_fleet_on_a_free_hex_of_the_supplied_river_leaves_one_vessel_there():
    ships = [_vessel(f"v{i}") for i in range(3)]
    hexes = {"1139": _stack("allied", ships), "1434": _enemy()}
    act, reason = _choose(hexes, _sailing("1139", [s["id"] for s in ships]), "1139", 3)
    assert act["verb"] == "drop" and "alone" in reason and "7.2" in reason
    # one has stayed: the hex holds 3, the moving stack 2; the rest sail on toward the nearest free hex
    act, reason = _choose(hexes, _sailing("1139", ["v1", "v2"]), "1139", 2)
    assert act["verb"] == "step" and act["arg"] in ("1138", "1140") and "supplied river" in reason


def test_the_last_vessel_stops_alone_and_a_lone_vessel_on_a_station_stays():
    hexes = {"1139": _stack("allied", [_vessel("v0")]), "1434": _enemy()}
    act, reason = _choose(hexes, _sailing("1139", []), "1139", 1)
    assert act["verb"] == "finish" and "alone" in reason
    acts = [{"verb": "select", "arg": {"hex": "1139", "kind": "river"}, "label": "Move riverine units", "rule": "11.5"},
            {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    act, reason = _choose(hexes, acts)
    assert act["verb"] == "end_phase"
    assert Steady().rank(_view(hexes), {"role": "allied", "prompt": "Move", "actions": acts}, {})[1][0] == 2
    hexes["1139"] = _stack("allied", [_vessel("v0"), _vessel("v1")])      # two together: they spread out
    act, reason = _choose(hexes, acts)
    assert act["verb"] == "select" and "one to a hex" in reason


def test_with_every_station_taken_the_rest_of_the_fleet_gathers_beside_the_depot_town():
    hexes = {h: _stack("allied", [_vessel(f"s{h}")]) for h in RIVER[:-2]}
    hexes["1434"] = _enemy()
    hexes["1335"] = _stack("allied", [_foot("garrison")])             # Corrientes' garrison: no station
    fleet = Fleet(_view(hexes)["board"], hexmap.load())
    assert not fleet.free() and fleet.surplus("1139") == "1336"       # next to Corrientes, a depot town (7.9)
    hexes["1139"] = _stack("allied", [_vessel("s1139"), _vessel("x1"), _vessel("x2")])
    act, reason = _choose(hexes, _sailing("1139", ["x1", "x2"]), "1139", 2)
    assert act["verb"] == "step" and act["arg"] == "1138"             # toward 1336, up the river
    hexes["1336"] = _stack("allied", [_vessel("s1336"), _vessel("x1"), _vessel("x2")])
    act, reason = _choose(hexes, _sailing("1336", ["x1", "x2"]), "1336", 2)
    assert act["verb"] == "finish" and "rest of the fleet" in reason
    assert Fleet(_view(hexes)["board"], hexmap.load()).settled("1336", 3)
    assert not Fleet(_view(hexes)["board"], hexmap.load()).settled("1139", 3)


FORTS = ("1432", "1433", "1434", "1827", "2534")


def _fort():
    return {"side": "paraguayan", "count": 1, "top": {"type": "fortress", "attack": 0, "defense": 8, "mf": 0}}


def _tie(good, bad):
    """A hex of the printed map (the fortresses held by Paraguay) with two next hexes equally nearer its stack's
    objective by road (the war plan's, plan.py), one ``good`` and one ``bad``."""
    from engine.games.paraguay.plan import Plan
    hm = hexmap.load()
    for h in sorted(hm.hexes):
        if hm.hexes[h].get("river") or h in FORTS:
            continue
        hexes = {f: _fort() for f in FORTS}
        hexes[h] = {"side": "allied", "count": 1, "top": _foot("a1"), "units": [_foot("a1")]}
        road = None
        for a in hm.neighbours(h):
            for b in hm.neighbours(h):
                if a in hexes or b in hexes or not good(a) or not bad(b):
                    continue
                if road is None:
                    plan = Plan(_view(hexes)["board"], bot.field, ["1826", "2622", "1918"])
                    road = plan.roads[plan.objective(h)]
                if road.get(a, 99) == road.get(b, 99) < road.get(h, 99):
                    return hexes, h, a, b
    raise AssertionError("no such hex on the map")


def test_of_two_steps_that_gain_alike_the_march_takes_the_one_onto_kinder_ground():
    from engine.games.paraguay.fleet import lined
    hm = hexmap.load()
    line = lined(hm, FORTS)
    assert "1139" in line and "1826" not in line            # north of the fortresses: no Allied supply line (7.5)

    def clear(h):
        return hm.hexes[h].get("terrain") == "clear" and not hm.hexes[h].get("chaco")

    for good, bad in ((lambda h: clear(h) and h in line, lambda h: clear(h) and h not in line),     # 7.5
                      (lambda h: clear(h) and h not in line,
                       lambda h: hm.hexes[h].get("terrain") in ("forest", "marsh") and h not in line)):   # 7.7
        hexes, here, kind, harsh = _tie(good, bad)
        for order in ((kind, harsh), (harsh, kind)):
            steps = [{"verb": "step", "arg": n, "label": f"Move to {n}", "rule": "11.1"} for n in order]
            act, reason = _choose(hexes, steps, here, 1, kind="ground")
            assert act["arg"] == kind and "MP to go" in reason


def test_while_mendoza_waits_the_units_its_reserve_lacks_are_replaced_first():
    from engine.games.paraguay.bot import KEEP
    cav = {"id": "ar-cav", "nation": "argentina", "type": "cavalry", "name": "cav", "attack": 2, "defense": 1,
           "mf": 9, "gn": False, "where": "dead", "mp": 0, "entry": 1}
    inf = dict(_foot("br-inf"), where="dead", mp=0, entry=1)
    acts = [{"verb": "replace", "arg": {"unit": u["id"], "hex": h}, "label": f"Replacement: {u['id']} at {h}",
             "rule": "10.4"} for u in (inf, cav) for h in ("3244", "1943")]
    acts.append({"verb": "done", "arg": None, "label": "Start moving", "rule": "9.2"})

    def choose(on_map):
        by_hex = {}
        for i in range(on_map):
            by_hex.setdefault(RIVER[i % 7], []).append(dict(cav, id=f"c{i}"))
        hexes = {h: _stack("allied", us) for h, us in by_hex.items()}
        hexes["1434"] = _enemy()
        view = _view(hexes)
        view["board"]["off_map"] = {"allied": {"dead": [inf, cav]}}
        view["board"]["mendoza"] = {"status": "none"}
        q = {"role": "allied", "prompt": "Arrivals", "actions": acts}
        return Steady().choose(view, q, {}, prng.seed_state(1))

    act, reason = choose(KEEP["other"] - 1)
    assert act["arg"] == {"unit": "ar-cav", "hex": "1943"} and "8.3" in reason     # 1943: nearer Mercedes' rear
    act, reason = choose(KEEP["other"])                         # the reserve is whole: no unit comes first
    assert "every unit" in reason
