"""Paraguay's end of game (engine/endgame.py): the Allied Victory Points by source (4.3, 4.4), and every stack's
units, which the other side saw only by their top unit and size during play (6.4)."""

from ...core import Context, clone
from ...words import number, signed
from .model import P, ROMAN, SIDE_NAMES, unit_label
from .victory import final_vp


def turn_name(turn):
    """A turn as the Turn Record Track prints it (5.2): 3 is "III"; anything else as it is."""
    return ROMAN[turn] if isinstance(turn, int) and 1 <= turn < len(ROMAN) else turn


def summary(game, state):
    res = state["result"]
    p = P(game, Context(clone(state), None), frozen=True)
    total, items = final_vp(p)
    sources = [{"label": why, "value": signed(v), "rule": "4.4"} for v, why in items]
    if res.get("rule") == "4.3":
        score = {"who": "The Allies", "role": "allied", "total": f"{number(res['vp'])} VP", "sources": sources}
    else:       # a sudden death or a capitulation: the VP the Allies would have had, had the game gone on
        score = {"who": "The Allies", "role": "allied",
                 "total": f"{number(total)} VP at the end (not counted: the game ended on Turn {turn_name(res.get('turn'))} by rule "
                          f"{res.get('rule')})", "sources": sources}
    secrets = []
    for side in sorted(SIDE_NAMES):
        stacks = {}
        for u in state["units"]:
            if u["side"] == side and len(u["where"]) == 4 and u["where"].isdigit():
                stacks.setdefault(u["where"], []).append(u)
        items = [f"{p.hname(h) if p.hname(h) != h else 'hex ' + h}: " + ", ".join(unit_label(u) for u in us)
                 for h, us in sorted(stacks.items()) if len(us) > 1]
        secrets.append({"who": SIDE_NAMES[side], "role": side, "label": "Stacks of more than one unit (the enemy saw "
                        "the top one and the size)", "items": items or ["none"], "rule": "6.4"})
    return {"scores": [score], "secrets": secrets}
