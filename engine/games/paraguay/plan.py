"""The Allied war plan of the steady Paraguay bot: which objective each Allied ground stack marches on, read from
the Allied seat's view only (its own stacks, each enemy stack's size and top unit, hex control).

Why: control of a hex changes the moment a unit enters it (3.6) and stays until the other side enters it again,
so the Allies need not hold the objectives, only reach them before the war's end (4.4); but attrition (7.2)
wears every stack down each turn, far worse out of supply (7.5), so every stack that marches on the same
objective as the others is mostly lost for nothing. Each stack therefore seeks the nearest objective the Allies
lack, those no enemy stack stands on first (entering one is enough; one held must be attacked), skipping an
objective that already has ``COVER`` Allied ground units nearer to it than this stack: the three objectives are
each sought at once.

Tried and not kept (docs/BENCHMARKS.md, the entry of 2026-12-02 16:14): waiting beside the depot towns until a
late march (fewer objectives reached, and the Argentine units for Mendoza were lost), and a siege of the
fortresses first (more objectives reached, but fewer Victory Points: the Matto Grosso invasion was met more often
and Mendoza lost more often).
"""

from .model import ALLIED, RIVERINE

COVER = 2        # Allied ground units nearer an objective than a stack that leave the stack free to seek another


def ground(units):
    return [u for u in units or () if u.get("type") not in RIVERINE and u.get("type") != "fortress"]


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

    def road(self, g, h):
        """MP from ``h`` to objective ``g`` by the cheapest way round the enemy's stacks (99: no way)."""
        return self.roads[g].get(h, 99)

    def objective(self, h):
        """The objective a stack at ``h`` seeks (see the module docstring)."""
        order = sorted(self.lacking, key=lambda g: (g in self.held, self.road(g, h), g))
        for g in order:
            mine = self.road(g, h)
            ahead = sum(n for x, n in self.army.items() if x != h and self.road(g, x) < mine)
            if ahead < COVER:
                return g
        return order[0]


__all__ = ["Plan", "COVER"]
