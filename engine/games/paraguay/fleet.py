"""Where the steady Allies keep their vessels: one to a hex along the river their supply runs up (bot side).

Why: the attrition table hits a lone unit far less than a stack at a good roll. Vessels alone in a hex add +3
(7.2), so on a river hex with a supply line a lone vessel loses a unit about one turn in ten, while a fleet of
any size there loses some 30 % of its vessels a turn; beside a working depot town (+3 more, 7.9) a lone vessel
loses nothing and a fleet some 16 %. The steady Allies never send the fleet against the river fortresses (their
armies march overland), so nothing is gained by keeping the vessels together.

So a ``station`` is a navigable river hex the Allied supply line reaches (7.5: the chain of river, road and
railroad hexes from a working Allied source, 7.12, free of enemy stacks) that holds no Allied ground unit (a
ground unit would take the +3 away) and has no enemy stack next to it (a lone vessel would be an easy prey).
Each vessel seeks the nearest station no Allied unit holds; when none is left, the rest of the fleet gathers on
the best station (beside a working depot town first, ``surplus``). All of it is read from the Allied view: the
map, its own stacks, where the enemy's stacks stand.
"""

from .model import ALLIED, RIVERINE
from .supply import line_hexes, spread

_NET = {}


def network(hm):
    """The hexes a supply line runs along (supply.line_hexes), cached with the map."""
    if id(hm) not in _NET:
        _NET.clear()
        _NET[id(hm)] = line_hexes(hm)
    return _NET[id(hm)]


def supplied(hm, enemy):
    """The line hexes joined to an Allied source without passing an enemy stack (7.5, 7.12)."""
    return spread(hm, network(hm), list(hm.sources[ALLIED]), enemy)


_LINED = {}


def lined(hm, enemy):
    """The hexes where an Allied unit has a supply line (7.5): on the supplied chain or next to it (cached by
    where the enemy stands, which is all it depends on)."""
    key = (id(hm), tuple(sorted(enemy)))
    if key not in _LINED:
        path = supplied(hm, set(enemy))
        if len(_LINED) > 16:
            _LINED.clear()
        _LINED[key] = path | {n for h in path for n in hm.neighbours(h)}
    return _LINED[key]


def has_ground(cell):
    return any(u.get("type") not in RIVERINE for u in cell.get("units") or ())


class Fleet:
    """The stations at one instant, from the Allied view's board, and the river roads to the free ones."""

    def __init__(self, board, hm):
        self.hm = hm
        self.hexes = hexes = board.get("hexes") or {}
        self.enemy = {h for h, cell in hexes.items() if cell.get("side") not in (None, ALLIED)}
        line = supplied(hm, self.enemy)
        depots = [d for d in hm.depots if d not in (board.get("depots_lost") or ())]
        self.depot = {h for d in depots for h in [d] + list(hm.neighbours(d))}
        self.stations = sorted(h for h in line if hm.hexes[h].get("river") and h not in self.enemy
                               and not has_ground(hexes.get(h) or {})
                               and not any(n in self.enemy for n in hm.neighbours(h)))

    def free(self, moving=None, moving_count=0):
        """Stations no Allied unit holds (the moving stack's own hex counts as free while only it stands there)."""
        def count(h):
            n = (self.hexes.get(h) or {}).get("count", 0)
            return n - moving_count if h == moving else n
        return [h for h in self.stations if count(h) <= 0]

    def surplus(self, start):
        """Where the vessels with no free station left gather: the station beside a working depot town nearest
        ``start``, else the nearest station (the +3 of 7.9 makes a stack there lose about half as much)."""
        road = self.road(self.stations, start)
        ranked = sorted((h not in self.depot, road.get(h, 99), h) for h in self.stations)
        return ranked[0][2] if ranked else None

    def road(self, goals, start=None):
        """Hexes along the navigable river from every river hex to the nearest of ``goals`` (12.2), round the
        enemy's stacks; with ``start`` the distances from ``start`` instead."""
        hm = self.hm
        todo = [start] if start is not None else [g for g in goals]
        dist = {h: 0 for h in todo}
        while todo:
            nxt = []
            for h in todo:
                for n in hm.neighbours(h):
                    if n not in dist and hm.navigable(h, n) and n not in self.enemy:
                        dist[n] = dist[h] + 1
                        nxt.append(n)
            todo = nxt
        return dist

    def goals(self, moving, moving_count):
        """Where a river stack moving from ``moving`` heads: the free stations, else the surplus station."""
        free = self.free(moving, moving_count)
        reach = self.road([], moving)
        free = [h for h in free if h in reach]
        if free:
            return free
        spot = self.surplus(moving)
        return [spot] if spot is not None else []

    def settled(self, h, count):
        """Whether the vessels at ``h`` (``count`` of them, all of ours there) are where they belong: alone on a
        station, or gathered on the surplus station when no station is free (see the module docstring)."""
        if h not in self.stations:
            return False
        if count <= 1:
            return True
        return not [x for x in self.free() if x in self.road([], h)] and self.surplus(h) == h


__all__ = ["Fleet", "lined", "network", "supplied"]
