"""Mutual attrition (7.1-7.10): every hex holding units is checked, one hex at a time in hex order.

Readings: the Chaco -3 applies to every Chaco hex (7.10's own example adds it to a marsh hex); a hex next
to two fortresses (or two depot towns) gets the +3 once; fortresses count but never suffer (7.8).
"""

from ...words import count as count_words, signed
from . import supply
from .model import ALLIED, PARAGUAYAN, burn_options, count_text, late_year, riverine, unit_label

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


def could_burn(units):
    """Whether the other side cannot rule out a supply unit in the stack: it sees only the top unit and the size
    (6.4), so any stack of two or more may hold one. The burn question is asked on this public fact alone."""
    return len(units) > 1 or units[0]["type"] == "supply"


def attrition_hex(p, hex_id):
    """One attrition check (7.2): burn supply or not, roll, and the owner picks the losses, riverine last."""
    units = p.at(hex_id)
    if not units or not needs_check(p, hex_id):
        return
    side = units[0]["side"]
    burnt = None
    if could_burn(units):
        base = attrition_drms(p, hex_id, side)
        opts = burn_options(units, "+3", "7.4")
        # every option names the hex (``at``), the roll's too: the sandbox outlines it and brings it into view even
        # when there is nothing to burn (the question is private, about the asking side's own stack)
        a = yield p.ask(side, f"Attrition at {p.hname(hex_id)} (DRM {signed(sum(m[0] for m in base))}): "
                              + ("burn a supply unit for +3?" if opts else "no supply unit here to burn."),
                        opts + [p.opt("no_burn", None, "Do not burn supply" if opts else "Go on to the roll", "7.4",
                                      at=hex_id)],
                        "7.4", private=True)
        burnt = p.unit(a["arg"]) if a["verb"] == "burn" else None
    mods = attrition_drms(p, hex_id, side, burn=burnt is not None)
    if burnt:
        p.eliminate(burnt, "7.4", "burnt")
        p.log("7.4", f"The {p.side_name(side)} player burns a supply unit at {p.hname(hex_id)} (+3).")
    total = sum(m[0] for m in mods)
    roll = p.d10("7.2")
    count = len(units)
    n = p.game.attrition_losses(count, clamp(roll + total))
    why = ", ".join(f"{signed(v)} {r} {rule}" for v, r, rule in mods) or "none"
    said = (f"Attrition at {p.hname(hex_id)}: {count} unit{'s' if count != 1 else ''}, DRM {signed(total)} "
            f"({why}); roll {roll}, modified {clamp(roll + total)}: {n} lost")
    pool = [u for u in p.at(hex_id) if u["type"] != "fortress"]
    if n == 0 or n >= len(pool):
        # nothing to choose: the units go with the roll, one moment and one line; which they are is the owner's
        # reading of it, the other side sees only the stack shrink (6.4)
        every = "all there are: " if n > len(pool) else ""
        p.log("7.2", f"{said}.", own={side: ("7.2", f"{said} ({every}{count_text(pool)}).")} if n else None)
        for u in (pool if n else ()):
            p.eliminate(u, "7.2", "attrition")
        return
    p.log("7.2", f"{said}.")
    lost = []
    for k in range(n):
        pool = [u for u in pool if u not in lost]
        grounds = [u for u in pool if not riverine(u)]
        choice = grounds or pool
        # asked even when every candidate is alike: whether a question comes may not tell the other side what
        # the hidden units are (6.4); the options are private for the same reason
        a = yield p.ask(side, f"Attrition at {p.hname(hex_id)}: choose a unit to lose ({k + 1} of {n}; riverine "
                              "units only once no ground unit is left)",
                        [p.opt("lose", u["id"], unit_label(u), "7.2") for u in choice], "7.2", private=True)
        lost.append(p.unit(a["arg"]))
    for u in lost:
        p.eliminate(u, "7.2", "attrition")
    # a second moment: the owner has chosen and the stack shrinks on the map; the other side reads that much,
    # the owner which units went
    gone = (f"{p.side_name(side)}: {count_words(n, 'unit')} of the stack at {p.hname(hex_id)} "
            f"{'is' if n == 1 else 'are'} lost to attrition")
    p.log("7.2", f"{gone}.", own={side: ("7.2", f"{gone}: {count_text(lost)}.")})


__all__ = ["attrition_hex", "attrition_drms", "clamp", "could_burn", "needs_check"]
