"""Victory (4.2-4.4): the Paraguayan sudden death at any instant, and the Allied VP count after Turn IX."""

from ...words import number, signed
from .model import ALLIED, PARAGUAYAN


def sudden_death(p):
    """4.2: the Paraguayan player wins the instant he controls every skull-and-crossbones hex of the map (the
    printed map has five); a map without any has no sudden death."""
    hexes = p.hm.sudden_death
    if p.s["result"] is None and hexes and all(p.control(h) == PARAGUAYAN for h in hexes):
        names = [p.hm.hexes.get(h, {}).get("name") or h for h in hexes]
        listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        p.s["result"] = {"winner": PARAGUAYAN, "title": "Paraguayan sudden-death victory", "rule": "4.2",
                         "reason": f"Paraguay controls {listed} at once", "vp": p.pg["vp"], "turn": p.turn}
        p.log("4.2", f"Paraguay controls every sudden-death hex ({listed}): the Paraguayan player wins at once.")


def final_vp(p):
    """The Allied VP at the end of Turn IX with every award and debit, as (total, [(vp, why)]) (4.4)."""
    items = []
    pg = p.pg
    if pg["fortress_vp"]:
        items.append((1, "every Paraguayan fortress eliminated"))
    for h, name in p.hm.awards:              # the map's end-of-war objectives (4.4)
        if h in p.hm.hexes and p.control(h) == ALLIED:
            items.append((1, f"Allied control of {name} ({h})"))
    if pg["mg"].get("vp"):
        items.append((1, "the Matto Grosso invasion was not defeated on Turn V"))
    if pg["mendoza"]["status"] == "undefeated":
        items.append((-1, "the Mendoza rebellion was not put down"))
    return sum(v for v, _ in items), items


def final(p):
    """4.3: 0-1 VP a Paraguayan victory, 2 a draw, 3 or more an Allied victory."""
    total, items = final_vp(p)
    pg = p.pg
    pg["vp"] = total
    why = "; ".join(f"{signed(v)} {w}" for v, w in items) or "no awards"
    if total >= 3:
        winner, title = ALLIED, "Allied victory"
    elif total == 2:
        winner, title = "draw", "A draw"
    else:
        winner, title = PARAGUAYAN, "Paraguayan victory"
    p.s["result"] = {"winner": winner, "title": title, "rule": "4.3", "vp": total,
                     "reason": f"the Allies end Turn IX with {number(total)} VP ({why})", "turn": p.turn}
    p.log("4.3", f"End of Turn IX: the Allies have {number(total)} VP ({why}). {title}.")


__all__ = ["sudden_death", "final", "final_vp"]
