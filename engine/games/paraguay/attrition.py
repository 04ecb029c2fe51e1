"""Mutual attrition (7.1-7.10): every hex holding units is checked, one hex at a time in hex order.

Readings: the Chaco -3 applies to every Chaco hex (7.10's own example adds it to a marsh hex); a hex next
to two fortresses (or two depot towns) gets the +3 once; fortresses count but never suffer (7.8).
"""

from . import supply
from .model import ALLIED, PARAGUAYAN, count_text, late_year, riverine, unit_label

TERRAIN_DRM = {"rough": -1, "forest": -2, "marsh": -3}     # 7.7


def attrition_drms(p, hex_id, side, lines=None, burn=False):
    """Every attrition DRM for ``side``'s units in ``hex_id``, as (value, reason, rule) (7.3-7.10, 7.2)."""
    hm = p.hm
    rec = hm.hexes[hex_id]
    units = p.at(hex_id, side)
    out = []
    has = lines.has(hex_id) if lines else supply.has_line(p, side, hex_id)
    if not has:
        out.append((-3, "no supply line", "7.5"))
    if late_year(p.turn):
        out.append((-1, "late-year turn", "7.6"))
    if rec.get("terrain") in TERRAIN_DRM:
        out.append((TERRAIN_DRM[rec["terrain"]], rec["terrain"], "7.7"))
    near = [hex_id] + list(hm.neighbours(hex_id))
    if side == PARAGUAYAN and any(p.fortress_in(h) for h in near):
        out.append((3, "Paraguayan fortress in or next to the hex", "7.8"))
    if side == ALLIED and any(h in p.game.depots(hm) and h not in p.pg["depots_lost"] for h in near):
        out.append((3, "Allied depot town in or next to the hex", "7.9"))
    if rec.get("chaco"):
        out.append((-3, "the Chaco", "7.10"))
    if burn:
        out.append((3, "burning supply", "7.4"))
    if units and all(riverine(u) for u in units):
        out.append((3, "only riverine units", "7.2"))
    return out


def clamp(roll):
    """Modified attrition rolls run from 0 to 14 (7.3)."""
    return max(0, min(14, roll))


def needs_check(p, hex_id):
    """A hex is checked unless it holds nothing but fortress units (7.8)."""
    return any(u["type"] != "fortress" for u in p.at(hex_id))


def attrition_hex(p, hex_id):
    """One attrition check (7.2): burn supply or not, roll, and the owner picks the losses, riverine last."""
    units = p.at(hex_id)
    if not units or not needs_check(p, hex_id):
        return
    side = units[0]["side"]
    burn = False
    fuel = [u for u in units if u["type"] == "supply"]
    if fuel:
        base = attrition_drms(p, hex_id, side)
        a = yield p.ask(side, f"Attrition at {p.hname(hex_id)} (DRM {sum(m[0] for m in base):+d}): burn a supply "
                              "unit for +3?",
                        [p.opt("burn", fuel[0]["id"], f"Burn {unit_label(fuel[0])} (+3)", "7.4"),
                         p.opt("no_burn", None, "Do not burn supply", "7.4")], "7.4")
        burn = a["verb"] == "burn"
    mods = attrition_drms(p, hex_id, side, burn=burn)
    if burn:
        p.eliminate(fuel[0], "7.4", "burnt")
    total = sum(m[0] for m in mods)
    roll = p.d10("7.2")
    count = len(units)
    n = p.game.attrition_losses(count, clamp(roll + total))
    why = ", ".join(f"{v:+d} {r} {rule}" for v, r, rule in mods) or "none"
    p.log("7.2", f"Attrition at {p.hname(hex_id)}: {count} unit{'s' if count != 1 else ''}, DRM {total:+d} ({why}); roll {roll}, "
                 f"modified {clamp(roll + total)}: {n} lost.")
    lost = []
    pool = [u for u in p.at(hex_id) if u["type"] != "fortress"]
    for k in range(n):
        pool = [u for u in pool if u not in lost]
        if not pool:
            break
        grounds = [u for u in pool if not riverine(u)]
        choice = grounds or pool
        if len(pool) <= n - k:
            lost += pool
            break
        if len({(u["type"], u["nation"], u["attack"], u["defense"], u["mf"], bool(u.get("gn"))) for u in choice}) == 1:
            lost.append(choice[0])
            continue
        a = yield p.ask(side, f"Attrition at {p.hname(hex_id)}: choose a unit to lose ({k + 1} of {n}; riverine "
                              "units only once no ground unit is left)",
                        [p.opt("lose", u["id"], unit_label(u), "7.2") for u in choice], "7.2")
        lost.append(p.unit(a["arg"]))
    for u in lost:
        p.eliminate(u, "7.2", "attrition")
    if lost:
        p.log("7.2", f"Lost to attrition at {p.hname(hex_id)}: {count_text(lost)}.", to=[side])


__all__ = ["attrition_hex", "attrition_drms", "clamp", "needs_check"]
