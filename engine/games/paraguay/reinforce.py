"""Arrivals at the start of a movement phase: Allied reinforcements (9.1, 9.2), replacements (10.1-10.7), the
Matto Grosso force (8.2) and units coming back from 8.2 and 8.3. Units alike in every printed value are
offered once (the first of them in the counter list), so the list of choices stays short.
"""

from ...core import Context
from ...words import a_or_an, count
from . import supply
from .model import FastStep, ALLIED, ARTILLERY, COUNTRY_NAMES, PARAGUAYAN, STACK_LIMIT, P, riverine, unit_label

COST_TWO = ARTILLERY + ("supply", "engineer")          # 10.4


def cost(u):
    return 2 if u["type"] in COST_TWO else 1


def replaceable(u):
    """Fortresses, GN and riverine units are never replaced (10.2)."""
    return u["type"] != "fortress" and not u.get("gn") and not riverine(u) and u["nation"] != "uruguay"


def profile(u):
    return (u["nation"], u["type"], u["attack"], u["defense"], u["mf"], bool(u.get("gn")), u.get("entry"))


def _allied_entries(p, u):
    """Entry hexes of an Allied unit (9.2, the map's): Uruguayans and riverine units at their own entry hexes
    (2044 and 1042 on the printed map), the rest at any Allied supply source."""
    if u["nation"] == "uruguay":
        hexes = p.hm.uruguay_entry
    elif riverine(u):
        hexes = p.hm.river_entry
    else:
        hexes = p.game.sources(p.hm, ALLIED)
    return [h for h in hexes if h in p.hm.hexes and not p.enemy_in(h, ALLIED) and p.room(h, ALLIED) > 0]


def py_entries(p):
    """Paraguayan entry hexes (10.7, the map's): never Allied-controlled; Humaitá also needs its supply path."""
    out = []
    for h in p.hm.py_entry:
        if h not in p.hm.hexes or p.ever_allied(h) or p.enemy_in(h, PARAGUAYAN) or p.room(h, PARAGUAYAN) <= 0:
            continue
        if h in p.hm.py_entry_path and not supply.entry_path(p, h):
            continue
        out.append(h)
    return out


def mg_hexes(p):
    """Empty map-edge hexes from 2819 to 3226 where the Matto Grosso force may enter (8.2)."""
    return [h for h in p.game.mg_edge(p.hm) if not p.at(h)]


def mg_due(p, side):
    """The Matto Grosso force was let in (Turn V) and has not entered yet: it must enter now (8.2). Reading: when
    no edge hex is empty it waits off the map, as a reinforcement waits for a blocked entry hex (9.2), and
    enters at the start of the first later Allied movement phase that finds one empty."""
    return side == ALLIED and p.pg["mg"]["status"] == "entering" and p.turn >= 5


def options(p, side):
    entries = {}

    def allied_entries(p, u):
        key = "uruguay" if u["nation"] == "uruguay" else "river" if riverine(u) else "land"
        if key not in entries:
            entries[key] = _allied_entries(p, u)
        return entries[key]
    out = []
    pg = p.pg
    turn = p.turn
    seen = set()
    if side == ALLIED:
        if mg_due(p, side):
            for h in mg_hexes(p):
                out.append(p.opt("matto", h, f"Enter the Matto Grosso force (3 units) at {p.hname(h)}", "8.2"))
            if out:
                return out
        for u in p.units():
            due = (u["where"] == "track" and u["entry"] <= turn) or (u["where"] == "away" and u.get("back", 99) <= turn)
            if u["side"] != ALLIED or not due or profile(u) in seen:
                continue
            seen.add(profile(u))
            for h in allied_entries(p, u):
                out.append(p.opt("enter", {"unit": u["id"], "hex": h}, f"Reinforcement: {unit_label(u)} enters at "
                                                                     f"{p.hname(h)}", "9.2"))
    else:
        py = py_entries(p)
        for u in p.units():
            if u["side"] == PARAGUAYAN and u["where"] == "away" and u.get("back", 99) <= turn \
                    and profile(u) not in seen:
                seen.add(profile(u))
                for h in py:
                    out.append(p.opt("enter", {"unit": u["id"], "hex": h}, f"Back from Matto Grosso: "
                                                                         f"{unit_label(u)} at {p.hname(h)}", "8.2"))
    points = pg["rp"]
    py = py_entries(p) if side == PARAGUAYAN else []
    seen = set()
    for u in p.units():
        if u["side"] != side or u["where"] != "dead" or not replaceable(u) or profile(u) in seen:
            continue
        if points.get(u["nation"], 0) < cost(u):
            continue
        seen.add(profile(u))
        hexes = allied_entries(p, u) if side == ALLIED else py
        for h in hexes:
            out.append(p.opt("replace", {"unit": u["id"], "hex": h},
                             f"Replacement ({cost(u)} step{'s' if cost(u) > 1 else ''}): {unit_label(u)} at "
                             f"{p.hname(h)}", "10.4"))
    out.append(p.opt("done", None, "Start moving (unused replacement steps are lost, 10.2; reinforcements not "
                                   "entered wait, 9.2)", "9.2"))
    return out


class ArriveStep(FastStep):
    """Reinforcements and replacements at the very start of a movement phase (9.2, 10.6, 10.7)."""

    name = "arrive"

    def prompt(self, game, state, frame, role):
        if role != frame["side"]:
            return f"Waiting for the {game.role_name(frame['side'])} reinforcements and replacements."
        rp = state["pg"]["rp"]
        steps = ", ".join(f"{COUNTRY_NAMES[k]} {v}" for k, v in sorted(rp.items())) or "none"
        p = P(game, Context(state, None), frozen=True)
        if mg_due(p, role) and mg_hexes(p):
            return "The Matto Grosso force must enter first: choose an empty map-edge hex for it (8.2)."
        return f"Reinforcements and replacements (replacement steps: {steps})."

    def actions(self, game, state, frame, role):
        if role != frame["side"] or state.get("result"):
            return []
        return options(P(game, Context(state, None), frozen=True), role)

    def on(self, game, ctx, frame, verb, arg):
        p = P(game, ctx)
        side = frame["side"]
        if verb == "done":
            arrivals_logged(p, side, ctx.frame.get("entered", []))
            ctx.pop()
            game.advance(ctx)
            return
        if verb == "matto":
            for u in p.units():
                if u["where"] == "mg":
                    place(p, u, arg)
            p.pg["mg"]["status"] = "entered"
            p.log("8.2", f"The Matto Grosso force enters at {p.hname(arg)}.")
            p.enter(arg, ALLIED, "3.6")
            return
        u = p.unit(arg["unit"])
        h = arg["hex"]
        if verb == "replace":
            p.pg["rp"][u["nation"]] -= cost(u)
            # what it is, and so what it cost, only for its own side: the other sees a stack grow (6.4)
            said = f"{a_or_an(p.side_name(side), capital=True)} replacement enters at {p.hname(h)}"
            p.log("10.4", f"{said}.", own={side: ("10.4", f"{said}: {unit_label(u)} ({count(cost(u), 'step')}).")})
        else:
            ctx.frame.setdefault("entered", []).append([h, u["id"]])     # told once per hex when the phase ends
        place(p, u, h)
        p.enter(h, side, "3.6")


def arrivals_logged(p, side, entered):
    """One line per hex for the reinforcements (9.2) and units back from 8.2 that entered it this phase, in the order
    the hexes were first used: how many, for everyone; and which, for their own side alone (6.4)."""
    by_hex = {}
    for h, uid in entered:
        by_hex.setdefault(h, []).append(p.unit(uid))
    for h, units in by_hex.items():
        n = len(units)
        who = f"{n} {p.side_name(side)} reinforcements enter" if n > 1 else \
            f"{a_or_an(p.side_name(side), capital=True)} reinforcement enters"
        p.log("9.2", f"{who} at {p.hname(h)}.",
              own={side: ("9.2", f"{who} at {p.hname(h)}: " + "; ".join(unit_label(u) for u in units) + ".")})


def place(p, u, h):
    u["where"] = h
    u["entered"] = p.turn
    u["reinforcement"] = True
    u["mp"] = 0
    u["started"] = False
    u.pop("back", None)


def start_points(p, side):
    """Replacement steps for this turn (10.3); none on Turn I (5.3). Also says when the Matto Grosso force finds
    no empty edge hex to enter by (8.2)."""
    if mg_due(p, side) and not mg_hexes(p):
        p.log("8.2", "No map-edge hex from 2819 to 3226 is empty: the Matto Grosso force waits off the map and "
                     "enters at the start of the first Allied movement phase that finds one empty.")
    if p.turn == 1:
        p.pg["rp"] = {}
    elif side == ALLIED:
        p.pg["rp"] = {"argentina": 2, "brazil": 4}
    else:
        p.pg["rp"] = {"paraguay": p.py_rate()}


def has_choices(p, side):
    """Is there anything to decide at the start of this movement phase? The Matto Grosso force that must enter
    is always asked about, even with a single empty edge hex (8.2); otherwise more than "done" (9.2, 10.6)."""
    if mg_due(p, side) and mg_hexes(p):
        return True
    return len(options(p, side)) > 1


__all__ = ["ArriveStep", "start_points", "has_choices", "cost", "replaceable", "STACK_LIMIT"]
