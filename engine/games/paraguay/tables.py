"""The mapsheet's tables, read from content/paraguay/tables.yaml: CRT, Attrition, Run the Guns, terrain costs.

Each function takes ``data`` (the compiled content) for tests and overlays; by default the built content.
"""

from ... import content

COLUMNS = ("1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1")


def _data(data):
    return data if data is not None else content.load("paraguay")


def odds_column(attack, defense):
    """(CRT column, extra +1 DRMs) for attack vs defense factors (13.9, 13.10, 13.12); (None, 0) below 1:3.

    High odds divide defence into attack and round down (26 vs 7 is 3:1); poor odds divide attack into
    defence and round up (5 vs 11 is 1:3); above 6:1 the 6:1 column is used with +1 per step (9:1 is 6:1 +3);
    below 1:3 the attackers are simply eliminated (None).
    """
    for name, value in (("attack", attack), ("defense", defense)):
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ValueError(f"{name} factors must be a whole number above 0, got {value!r} (13.9, 13.31)")
    if attack >= defense:
        ratio = attack // defense
        return (f"{min(ratio, 6)}:1", max(0, ratio - 6))
    ratio = -(-defense // attack)
    return (f"1:{ratio}", 0) if ratio <= 3 else (None, 0)


def crt_roll(roll, data=None):
    """A modified combat roll clamped to the CRT's rows (0-14, read like the attrition roll, 7.3)."""
    t = _data(data)["crt"]
    return max(t["roll_min"], min(t["roll_max"], roll))


def crt(column, roll, data=None):
    """(attacker losses, defender losses) in units for a CRT column and modified roll (13.28, 13.29)."""
    t = _data(data)["crt"]
    if column not in t["columns"]:
        raise ValueError(f"{column!r} is not a CRT column ({', '.join(t['columns'])}; 13.12)")
    cell = t["rows"][crt_roll(roll, data) - t["roll_min"]][t["columns"].index(column)]
    a, d = cell.split("/")
    return int(a), int(d)


def attrition(units, roll, data=None):
    """Units lost by a hex of ``units`` units on a modified roll, clamped to 0-14 (7.2, 7.3)."""
    t = _data(data)["attrition"]
    if units <= 0:
        return 0
    roll = max(t["roll_min"], min(t["roll_max"], roll))
    return t["rows"][roll - t["roll_min"]][min(units, t["max_units"]) - 1]


def run_the_guns(roll, data=None):
    """Ships the Allied attacker loses running a fortress's guns, on an unmodified d10 roll 0-9 (13.18)."""
    t = _data(data)["run_the_guns"]
    if not 0 <= roll <= 9:
        raise ValueError(f"a d10 roll reads 0-9 (1.4), got {roll!r}")
    return t["losses"][roll]


def season(turn):
    """'late' for late-year (even) game turns, 'early' for the others (7.6, 11.15)."""
    return "late" if turn % 2 == 0 else "early"


def move_cost(terrain, hexside=None, season="early", free_rail=False, data=None):
    """MP for a ground unit to enter a hex (11.10-11.19): the hex's terrain plus a minor river's extra, or
    1 along a road or railroad hexside (0 on the railroad when ``free_rail``, 11.18).

    ``terrain`` is clear, rough, forest, marsh or river (a navigable river hex, 11.14), or a hex record of
    HexMap.hexes; ``hexside`` a HexMap.hexside record; ``season`` 'early', 'late' or a turn number.
    """
    t = _data(data)["terrain_costs"]
    if isinstance(terrain, dict):
        terrain = "river" if terrain.get("river") else terrain.get("terrain")
    if terrain not in t["enter"]:
        raise ValueError(f"unknown terrain {terrain!r} ({', '.join(t['enter'])}; 11.9)")
    if isinstance(season, int):
        season = globals()["season"](season)
    side = hexside or {}
    if side.get("railroad") and free_rail:
        return t["railroad_free"]
    if side.get("road") or side.get("railroad"):
        return t["road"]
    return t["enter"][terrain] + (t["minor_river"][season] if side.get("minor_river") else 0)


def riverine_cost(allied, in_paraguay, data=None):
    """MP for a riverine unit to enter a navigable river hex: 1, or 2 for Allied ones inside Paraguay (12.3)."""
    t = _data(data)["terrain_costs"]["riverine"]
    return t["allied_in_paraguay"] if allied and in_paraguay else t["enter"]


def fortress_drm(hex_id, data=None):
    """The combat DRM an Allied attack on the fortress in ``hex_id`` suffers (13.16); 0 if none."""
    return _data(data)["fortress_drm"]["hexes"].get(hex_id, 0)
