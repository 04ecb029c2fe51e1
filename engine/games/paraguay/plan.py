"""The Allied war plan of the steady Paraguay bot: which objective each Allied ground stack marches on, read from
the Allied seat's view only (its own stacks, each enemy stack's size and top unit, hex control).

Why: control of a hex changes the moment a unit enters it (3.6) and stays until the other side enters it again,
so the Allies need not hold the objectives, only reach them before the war's end (4.4); but attrition (7.2)
wears every stack down each turn, far worse out of supply (7.5), so every stack that marches on the same
objective as the others is mostly lost for nothing. Each stack therefore seeks the nearest objective the Allies
lack, those no enemy stack stands on first (entering one is enough; one held must be attacked), skipping an
objective that already has ``COVER`` Allied ground units nearer to it than this stack: the three objectives are
each sought at once.

Once Itapirú and Itapúa have fallen (``opened``: the road north is a supply line, 7.5, below), the army streams
north along one road, and a stack near its head is nearer every objective than the stacks behind it; counted that
way it would cover all three, and every stack behind would seek the first of its order, the same one. So from
then on (``_deal``) the stacks are taken nearest an objective first, and ``COVER`` counts only the units of the
stacks already taken that seek the objective: the stack behind one bound for Curupaity goes on to Concepción.

Tried and not kept (docs/BENCHMARKS.md, the entry of 2026-12-02 16:14): waiting beside the depot towns until a
late march (fewer objectives reached, and the Argentine units for Mendoza were lost), and a siege of the
fortresses first (more objectives reached, but fewer Victory Points: the Matto Grosso invasion was met more often
and Mendoza lost more often). That siege sent every stack not yet due to march to the nearest fortress; the one
kept now (below, entry of 2026-12-03 08:21) besieges only Itapirú and then Itapúa, whose fall opens the road north
as a supply line, with only as many stacks as the odds need.

The Matto Grosso invasion (8.2) is a Victory Point unless Paraguay meets it at the start of Turn V, and it can meet
it only with an infantry and a cavalry unit in Paraguay that have no Allied unit next to them. So on Turns II, III
and IV, when the invasion waits, the plan also ``pins``: of the Paraguayan stacks in Paraguay that may hold cavalry
(the top unit is cavalry, or a stack of two or more whose top unit is no faster than cavalry) and those that may
hold infantry, it takes the kind with fewer stacks still free and sends to each of them the nearest Allied ground
stack that can get next to it by the end of Turn IV (its fastest unit's movement factor for each turn left); that
stack leaves all but one of its fastest units behind (one unit is enough), which stops next to the Paraguayan stack
and stays until the invasion is decided; if one of them has no such stack, there are no pins at all
(Paraguay would meet the invasion all the same). All of it is read from the view: an
enemy stack's size and top unit, the map, the invasion's status.

The river fortresses (``siege``): an enemy stack on a fortress hex blocks the Allied supply line along the river
(7.5), so that every hex of Paraguay north of the confluence is out of supply while Itapirú, Curupayty and Humaitá
stand, and all five fallen are a Victory Point (4.4). The plan therefore lays siege to the first fortress of the
river ``CHAIN`` still standing (its counter is always on top: it never moves, 3.5): the Allied ground stacks
nearest the hexes beside it (by road) go there, nearest first, until their attack factors reach ``SIEGE_ODDS``
times the defence it may have (its printed defence, public on the counter, and ``GARRISON`` for each other unit
in the hex); the steady attack rule then strikes at it. When the whole army could not reach that, no siege.
"""

from . import hexmap as maps
from .model import ALLIED, ARTILLERY, RIVERINE

COVER = 2        # Allied ground units nearer an objective than a stack that leave the stack free to seek another
PIN_TURNS = (2, 3, 4)   # the turns on which stacks go to pin Paraguay's units before the invasion (8.2)
PIN_MOST = 6     # more free Paraguayan stacks than this of the kind pinned: the pins are not tried
SPEED = {"cavalry": 9, "infantry": 6}    # printed movement factors of the two kinds that meet the invasion
CHAIN = ("1434", "2534")   # Itapirú, then Itapúa: the river, then the road north from Itapúa, open (7.5, 12.2)
SIEGE_ODDS = 4   # the attack factors a siege gathers, as a multiple of the defence the fortress hex may have
GARRISON = 3     # the defence assumed for each unit beside the fortress counter (a Paraguayan infantry unit's)


def ground(units):
    return [u for u in units or () if u.get("type") not in RIVERINE and u.get("type") != "fortress"]


def attack(units):
    """The attack factors a stack's ground units bring, artillery no more than the others' (13.26)."""
    us = ground(units)
    art = sum(u.get("attack", 0) for u in us if u.get("type") in ARTILLERY)
    other = sum(u.get("attack", 0) for u in us if u.get("type") not in ARTILLERY)
    return other + min(art, other)


class Plan:
    """The plan at one instant, from the Allied view's board (see the module docstring)."""

    def __init__(self, board, field, lacking):
        self.hexes = hexes = board.get("hexes") or {}
        season = board.get("season") or "early"
        enemy = sorted(h for h, cell in hexes.items() if cell.get("side") != ALLIED)
        self.lacking = list(lacking)
        self.held = {g for g in self.lacking if (hexes.get(g) or {}).get("side") not in (None, ALLIED)}
        self.roads = {g: field([g], enemy, season) for g in self.lacking}
        self.army = {h: len(ground(cell.get("units"))) for h, cell in hexes.items() if cell.get("side") == ALLIED}
        self.pins = self._pins(board, field, enemy, season)
        self.siege, self.besiegers = self._siege(field, enemy, season)
        self.dealt = self._deal()

    def _pins(self, board, field, enemy, season):
        """{Allied stack hex: the Paraguayan stack it goes to stand next to}, with ``targets``, ``guards`` (the
        Allied hexes next to each target) and the roads to the targets (see the module docstring)."""
        self.pin_roads, self.targets, self.guards = {}, [], {}
        mg = board.get("matto_grosso") or {}
        if board.get("turn") not in PIN_TURNS or not mg.get("launched") or mg.get("status") != "waiting":
            return {}
        hm = maps.load()
        hexes = self.hexes
        mine = {h for h, cell in hexes.items() if cell.get("side") == ALLIED}
        theirs = {h: cell for h, cell in hexes.items() if cell.get("side") not in (None, ALLIED)
                  and hm.nation(h) == "paraguay"}
        may, free = {}, {}
        for kind, mf in SPEED.items():
            may[kind] = [h for h, cell in sorted(theirs.items()) if (cell.get("top") or {}).get("type") == kind
                         or (cell.get("count", 1) > 1 and (cell.get("top") or {}).get("mf", 0) <= mf)]
            if not may[kind]:
                return {}                     # Paraguay cannot have that kind in Paraguay: it cannot meet it
            free[kind] = [h for h in may[kind] if not any(n in mine for n in hm.neighbours(h))]
        kind = min(free, key=lambda k: (len(free[k]), k))
        if len(free[kind]) > PIN_MOST:
            return {}
        self.targets = may[kind]
        self.guards = {t: [n for n in hm.neighbours(t) if n in mine] for t in self.targets}
        todo = free[kind]
        for t in todo:
            self.pin_roads[t] = field([n for n in hm.neighbours(t) if n not in theirs], enemy, season)
        turns = PIN_TURNS[-1] - board["turn"] + 1
        reach = {h: turns * max(u.get("mf", 0) for u in ground(hexes[h].get("units")))
                 for h in sorted(self.army) if self.army[h] and not any(h in g for g in self.guards.values())}
        pairs = sorted((self.pin_roads[t].get(h, 99), h, t) for t in todo for h in reach
                       if self.pin_roads[t].get(h, 99) <= reach[h])
        out = {}
        for d, h, t in pairs:
            if h not in out and t not in out.values():
                out[h] = t
        if any(t not in out.values() for t in todo):
            return {}                         # one stack out of reach: Paraguay meets the invasion all the same
        return out

    def _siege(self, field, enemy, season):
        """(the fortress hex besieged or None, the Allied stack hexes sent to it); see the module docstring."""
        hexes = self.hexes
        fort = next((h for h in CHAIN if ((hexes.get(h) or {}).get("top") or {}).get("type") == "fortress"), None)
        if fort is None or (hexes.get(fort) or {}).get("side") == ALLIED:
            return None, set()
        hm = maps.load()
        beside = [n for n in hm.neighbours(fort) if (hexes.get(n) or {}).get("side") in (None, ALLIED)]
        if not beside:
            return None, set()
        self.roads[fort] = road = field(beside, enemy, season)
        cell = hexes[fort]
        need = SIEGE_ODDS * ((cell.get("top") or {}).get("defense", 0) + GARRISON * (cell.get("count", 1) - 1))
        busy = set(self.pins) | {h for g in self.guards.values() for h in g}
        ranked = sorted((road.get(h, 99), h) for h in self.army if self.army[h] and h not in busy and h in road)
        sent, have = set(), 0
        for _, h in ranked:
            if have >= need:
                break
            sent.add(h)
            have += attack(hexes[h].get("units"))
        return (fort, sent) if have >= need else (None, set())

    def opened(self):
        """Whether the road north is open: no fortress of ``CHAIN`` stands (its counter is gone from the map)."""
        return not any(((self.hexes.get(h) or {}).get("top") or {}).get("type") == "fortress" for h in CHAIN)

    def _deal(self):
        """{Allied stack hex: its objective} once the road north is open (see the module docstring): the stacks
        are taken nearest an objective first, and each seeks the first objective of its own order (empty ones
        first, then the nearest) that fewer than ``COVER`` units of the stacks taken before it seek, else the
        first. A lone unit on a sudden-death hex (it stays, 4.2) and a stack with no road to any is left out."""
        if not self.lacking or not self.opened():
            return {}
        busy = set(self.pins) | {h for g in self.guards.values() for h in g} | self.besiegers
        sudden = maps.load().sudden_death
        ranked = sorted((min(self.road(g, h) for g in self.lacking), h) for h, n in self.army.items()
                        if n and h not in busy and not (h in sudden and n <= 1))
        sought = {g: 0 for g in self.lacking}
        out = {}
        for d, h in ranked:
            if d >= 99:
                continue
            order = sorted(self.lacking, key=lambda g: (g in self.held, self.road(g, h), g))
            g = next((g for g in order if sought[g] < COVER and self.road(g, h) < 99), order[0])
            out[h] = g
            sought[g] += self.army[h]
        return out

    def name(self, g):
        """An objective's or a besieged fortress's name, for the bot's reasons."""
        return maps.load().hexes[g].get("name", g) if g == self.siege else dict(maps.load().awards).get(g, g)

    def guarding(self, h):
        """The Paraguayan stack that the Allied stack at ``h`` alone stands next to, if any (it must stay)."""
        return next((t for t in self.targets if self.guards.get(t) == [h]), None)

    def road(self, g, h):
        """MP from ``h`` to objective ``g`` by the cheapest way round the enemy's stacks (99: no way)."""
        return self.roads[g].get(h, 99)

    def objective(self, h):
        """The objective a stack at ``h`` seeks, or the fortress it besieges (see the module docstring)."""
        if h in self.besiegers:
            return self.siege
        if h in self.dealt:
            return self.dealt[h]
        order = sorted(self.lacking, key=lambda g: (g in self.held, self.road(g, h), g))
        for g in order:
            mine = self.road(g, h)
            ahead = sum(n for x, n in self.army.items() if x != h and self.road(g, x) < mine)
            if ahead < COVER:
                return g
        return order[0]


__all__ = ["Plan", "COVER", "PIN_TURNS", "CHAIN", "SIEGE_ODDS", "GARRISON"]
