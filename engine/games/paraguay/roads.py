"""Roads over Paraguay's printed map for the computer opponents: hex distance, neighbours, the MP of a step by
season, and the cheapest road from every hex to a set of goals. The steady bot (bot.py), its war plan (plan.py)
and the strong level's score (strong.py) share them."""

import functools
import heapq

from . import hexmap as maps
from . import tables
from .hexmap import DIRECTIONS, cube, step


def distance(a, b):
    x1, y1, z1 = cube(a)
    x2, y2, z2 = cube(b)
    return max(abs(x1 - x2), abs(y1 - y2), abs(z1 - z2))


def neighbours(h):
    if type(h) is str:          # a hex id: its neighbours worked out once (the map's geometry, read at every step)
        return list(_near(h))
    return [n for n in (step(h, d) for d in DIRECTIONS) if n]


@functools.lru_cache(maxsize=None)
def _near(h):
    return tuple(n for n in (step(h, d) for d in DIRECTIONS) if n)


_COSTS = {}
_FIELDS = {}


def step_costs(season):
    """MP for a ground unit to step between adjacent hexes of the printed map (11.10-11.17), by season."""
    if season not in _COSTS:
        hm = maps.load()
        _COSTS[season] = {(a, b): tables.move_cost(hm.hexes[b], hm.hexside(a, b), season)
                          for a in sorted(hm.hexes) for b in hm.neighbours(a)}
    return _COSTS[season]


def field(goals, enemy, season):
    """The MP a ground stack needs from every hex of the printed map to the nearest of ``goals``, going round
    hexes the enemy holds (a stack cannot enter them, 11.1; an objective the enemy holds is attacked from next
    to it): the road to an objective, not the crow's flight. Hexes with no way round are left out."""
    enemy = set(enemy)
    key = (tuple(goals), tuple(sorted(enemy)), season)
    if key in _FIELDS:
        return _FIELDS[key]
    hm = maps.load()
    costs = step_costs(season)
    dist = {}
    heap = [(0, g) for g in sorted(goals) if g in hm.hexes]
    while heap:
        d, b = heapq.heappop(heap)
        if b in dist:
            continue
        dist[b] = d
        if b in enemy and d > 0:
            continue
        for a in hm.neighbours(b):
            if a not in dist:
                heapq.heappush(heap, (d + costs[(a, b)], a))
    if len(_FIELDS) > 32:
        _FIELDS.clear()
    _FIELDS[key] = dist
    return dist
