"""Supply lines (7.5) to each side's ultimate supply sources (7.12, 7.13), and the Paraguayan entry path (10.7).

Reading: the path is a chain of adjacent hexes each holding a road, the railroad or the navigable river
(7.5 makes no distinction between them), free of enemy units; a unit has a line when it stands on such a
chain or next to it. A source hex counts as part of the chain.
"""

from .model import ALLIED, PARAGUAYAN


def network(game, hm):
    """The road, railroad and navigable river hexes of a map (cached with the map)."""
    cache = game.map_cache(hm)
    if "network" not in cache:
        hexes = set()
        for h, rec in hm.hexes.items():
            if rec.get("river"):
                hexes.add(h)
                continue
            for n in hm.neighbours(h):
                side = hm.hexside(h, n) or {}
                if side.get("road") or side.get("railroad"):
                    hexes.add(h)
                    break
        cache["network"] = hexes
    return cache["network"]


def sources(p, side):
    """Working sources: Allied ones free of Paraguayans (7.12), Paraguayan ones never Allied (7.13)."""
    if side == ALLIED:
        return [h for h in p.game.sources(p.hm, ALLIED) if not p.enemy_in(h, ALLIED)]
    return [h for h in p.game.sources(p.hm, PARAGUAYAN) if not p.ever_allied(h)]


def supplied_path(p, side, only=None):
    """Path hexes joined to a working source of ``side`` without passing enemy units (7.5)."""
    net = network(p.game, p.hm)
    enemy = {u["where"] for u in p.s["units"] if u["side"] != side and p.on_map(u)}
    start = [h for h in (only if only is not None else sources(p, side)) if h not in enemy]
    seen = set(start)
    todo = list(start)
    while todo:
        h = todo.pop()
        for n in p.hm.neighbours(h):
            if n not in seen and n in net and n not in enemy:
                seen.add(n)
                todo.append(n)
    return seen


class Lines:
    """Supply-line answers for one side at one instant (computed once, asked many times)."""

    def __init__(self, p, side):
        self.p = p
        self.side = side
        self.path = supplied_path(p, side)

    def has(self, hex_id):
        """Does a unit or stack in ``hex_id`` have a supply line (7.5)?"""
        if hex_id in self.path:
            return True
        return any(n in self.path for n in self.p.hm.neighbours(hex_id))


def has_line(p, side, hex_id):
    return Lines(p, side).has(hex_id)


def humaita_path(p):
    """10.7 (read as Asunción or Cerro León): Humaitá's supply path to one never Allied-controlled."""
    towns = [h for h in ("1826", "2026") if h in p.hm.hexes and not p.ever_allied(h)]
    if not towns or "1432" not in p.hm.hexes:
        return False
    path = supplied_path(p, PARAGUAYAN, only=towns)
    return "1432" in path or any(n in path for n in p.hm.neighbours("1432"))


__all__ = ["network", "sources", "supplied_path", "Lines", "has_line", "humaita_path", "PARAGUAYAN"]
