"""Supply lines (7.5) to each side's ultimate supply sources (7.12, 7.13), and the Paraguayan entry path (10.7).

Reading: the path is a chain of adjacent hexes each holding a road, the railroad or the navigable river
(7.5 makes no distinction between them), free of enemy units; a unit has a line when it stands on such a
chain or next to it. A source hex counts as part of the chain.
"""

from .model import ALLIED, PARAGUAYAN


def line_hexes(hm):
    """The road, railroad and navigable river hexes of a map: the hexes a supply line runs along (7.5)."""
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
    return hexes


def network(game, hm):
    """``line_hexes`` of a map, cached with the map."""
    cache = game.map_cache(hm)
    if "network" not in cache:
        cache["network"] = line_hexes(hm)
    return cache["network"]


def spread(hm, net, start, blocked):
    """The hexes of ``net`` joined to the ``start`` hexes through ``net`` without entering a ``blocked`` hex (7.5);
    a blocked start hex is left out. Read from the map and where the enemy stands only, so a bot may ask it too."""
    start = [h for h in start if h not in blocked]
    seen = set(start)
    todo = list(start)
    while todo:
        h = todo.pop()
        for n in hm.neighbours(h):
            if n not in seen and n in net and n not in blocked:
                seen.add(n)
                todo.append(n)
    return seen


def sources(p, side):
    """Working sources: Allied ones free of Paraguayans (7.12), Paraguayan ones never Allied (7.13)."""
    if side == ALLIED:
        return [h for h in p.game.sources(p.hm, ALLIED) if not p.enemy_in(h, ALLIED)]
    return [h for h in p.game.sources(p.hm, PARAGUAYAN) if not p.ever_allied(h)]


def supplied_path(p, side, only=None):
    """Path hexes joined to a working source of ``side`` without passing enemy units (7.5)."""
    enemy = {u["where"] for u in p.s["units"] if u["side"] != side and p.on_map(u)}
    return spread(p.hm, network(p.game, p.hm), only if only is not None else sources(p, side), enemy)


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


def entry_path(p, hex_id):
    """10.7 (read as Asunción or Cerro León, the map's replacement towns of 10.3): a supply path from the entry hex
    ``hex_id`` (Humaitá) to one of those towns never Allied-controlled."""
    towns = [h for h in p.hm.rate_towns if h in p.hm.hexes and not p.ever_allied(h)]
    if not towns or hex_id not in p.hm.hexes:
        return False
    path = supplied_path(p, PARAGUAYAN, only=towns)
    return hex_id in path or any(n in path for n in p.hm.neighbours(hex_id))


__all__ = ["line_hexes", "network", "spread", "sources", "supplied_path", "Lines", "has_line", "entry_path", "PARAGUAYAN"]
