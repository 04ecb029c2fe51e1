"""The movement phase (11.x, 12.x): a stack, or part of it, moves hex by hex; every step offered names its MP
cost and what is left, and no illegal step is ever offered. Riverine groups carry ground units and tow rafts.

Per unit the state keeps ``mp`` (MP spent this phase) and ``started`` (it has begun moving). The units that
may still move after a pause are the current ``family`` (11.6): the parent stack and what split off it or
joined it on the way (12.5 asks for the broadest reading). Starting another stack closes the family.

Carried ground units stay aboard when their vessels stop (``aboard``: the vessels, the cargo, the cargo that
has ridden a hex): taken up again, the vessels take them on without a new embarkation cost; a carried unit
lands when it is put ashore, walks off or boards another vessel, and every unit still aboard lands when the
movement phase ends (12.4).
"""

from ...core import Context
from ...errors import IllegalAction, excerpt
from ...words import count
from .model import (FastStep, ALLIED, OTHER, PARAGUAYAN, ROMAN, P, count_text, ground, riverine, season, unit_label)

EMBARK_COST = 3        # 12.4


def stack_words(n):
    """A moving stack in a log line: "a single unit", "a stack of 3 units"."""
    return "a single unit" if n == 1 else f"a stack of {count(n, 'unit')}"


# ---------------------------------------------------------------- costs (11.10-11.19, 12.3)

def ground_cost(p, a, b, side):
    """MP for a ground unit of ``side`` to go from hex ``a`` into adjacent hex ``b`` (11.10-11.19)."""
    hm = p.hm
    side_rec = hm.hexside(a, b) or {}
    rails = p.game.rail_hexes(hm)
    if side_rec.get("railroad") and side == PARAGUAYAN and not p.pg["rail_entered"] and a in rails and b in rails:
        return 0, "railroad, free, 11.18"
    if side_rec.get("road") or side_rec.get("railroad"):
        return 1, "road, 11.17"
    return p.game.terrain_cost(hm.hexes[b], side_rec, season(p.turn))


def river_cost(p, b, side):
    """MP for a riverine unit to enter navigable river hex ``b``: 1, or 2 for Allied units in Paraguay (12.3)."""
    if side == ALLIED and p.hm.nation(b) == "paraguay":
        return 2
    return 1


def left(p, u):
    return p.mf(u) - u["mp"]


# ---------------------------------------------------------------- the step

class MoveStep(FastStep):
    """The movement phase of one side: pick a stack, step it hex by hex, split, embark, finish, end the phase."""

    name = "move"

    def prompt(self, game, state, frame, role):
        side = frame["side"]
        if role != side:
            return f"Waiting for the {game.role_name(side)} movement phase."
        g = state["pg"]["mv"]["group"]
        if g:
            return f"Moving {count(len(g['units']), 'unit')} at {g['hex']}: step on, split, or finish (11.2)."
        return f"Turn {ROMAN[state['pg']['turn']]}, {game.role_name(side)} movement: choose a stack to move, or end the phase."

    def actions(self, game, state, frame, role):
        if role != frame["side"] or state.get("result"):
            return []
        p = P(game, Context(state, None), frozen=True)
        g = state["pg"]["mv"]["group"]
        return group_actions(p, g, role) if g else idle_actions(p, role)

    def refuse(self, game, state, frame, role, verb, arg, legal):
        """Say which rule forbids a step that is not offered (11.2, 11.4, 12.2, 11.20)."""
        g = state["pg"]["mv"]["group"]
        if role == frame["side"] and verb == "step" and g and isinstance(arg, str):
            p = P(game, Context(state, None), frozen=True)
            h = g["hex"]
            if arg not in p.hm.neighbours(h):
                return IllegalAction("not_adjacent", f"{arg} is not next to {h}: units move hex by hex", "11.1") \
                    if p.hm.in_grid(arg) else IllegalAction("off_map", f"{excerpt(repr(arg))} is not a hex of the map", "11.20")
            if p.enemy_in(arg, role):
                return IllegalAction("enemy_hex", f"{arg} holds enemy units: no unit may enter it", "11.4")
            if g["kind"] == "river" and not p.hm.navigable(h, arg):
                return IllegalAction("not_navigable", f"the river does not run from {h} into {arg}", "12.2")
            return IllegalAction("no_mp", f"the stack has {remaining(p, g)} MP left, not enough to enter {arg}",
                                 "11.2")
        return super().refuse(game, state, frame, role, verb, arg, legal)

    def on(self, game, ctx, frame, verb, arg):
        p = P(game, ctx)
        side = frame["side"]
        mv = p.pg["mv"]
        if verb in ("select", "resume"):
            begin(p, side, arg["hex"], arg["kind"], verb)
        elif verb == "step":
            step(p, side, arg)
        elif verb == "drop":
            drop(p, side, arg)
        elif verb == "join":
            join(p, side, arg)
        elif verb == "embark":
            embark(p, arg)
        elif verb == "unload":
            unload(p, side, arg)
        elif verb == "tow":
            tow(p, arg)
        elif verb == "untow":
            untow(p, arg)
        elif verb == "finish":
            finish(p, side)
        elif verb == "end_phase":
            land_all(p)
            ctx.pop()
            p.log("5.2", f"The {p.side_name(side)} movement phase ends.")
            game.advance(ctx)
            return
        if mv["group"] is not None and not mv["group"]["units"]:
            mv["group"] = None


def movable(p, u, side):
    """Can ``u`` move (more) this phase: on the map, printed MF 1+, not a raft, fresh or in the family with MP."""
    if u["side"] != side or not p.on_map(u) or u["mf"] <= 0 or u["type"] in ("armed_raft", "fortress"):
        return False
    if not u["started"]:
        return True
    return u["id"] in p.pg["mv"]["family"] and left(p, u) > 0


def idle_actions(p, side):
    mv = p.pg["mv"]
    fam = set(mv["family"])
    seen = {}
    for u in p.units():
        if movable(p, u, side):
            kind = "river" if riverine(u) else "ground"
            key = (u["where"], kind)
            seen.setdefault(key, []).append(u)
    out = []
    fam_left = [u for u in p.units() if u["id"] in fam and movable(p, u, side)]
    for (h, kind), us in sorted(seen.items()):
        what = "riverine units" if kind == "river" else "ground units"
        resumable = [u for u in us if u["id"] in fam]
        fresh = [u for u in us if not u["started"]]
        if resumable:
            out.append(p.opt("resume", {"hex": h, "kind": kind},
                             f"Go on moving the {what} of the moving stack at {p.hname(h)} ({len(resumable)})", "11.6"))
        if fresh:
            # taking up a stack in another hex ends the family's movement, except for its units standing here
            # (begin): say so only when some of them stand elsewhere and would lose their move
            ends = h != mv.get("fam_start") and any(u["where"] != h for u in fam_left)
            note = " (the stack moved before stops for good, 11.6)" if ends else ""
            out.append(p.opt("select", {"hex": h, "kind": kind},
                             f"Move {what} from {p.hname(h)} ({count_text(fresh)}){note}", "11.5"))
    out.append(p.opt("end_phase", None, "End the movement phase" + stacking_note(p), "5.2"))
    return out


def stacking_note(p):
    over = p.overstacked()
    if not over:
        return ""
    where = ", ".join(f"{h} by {n}" for h, _, n in over)
    return f" (over-stacked: {where}; the opponent removes the excess, 6.2)"


def begin(p, side, h, kind, verb):
    mv = p.pg["mv"]
    fam = set(mv["family"])
    want_river = kind == "river"
    here = [u for u in p.at(h, side) if movable(p, u, side) and riverine(u) == want_river]
    if verb == "resume":
        units = [u for u in here if u["id"] in fam]
    else:
        units = [u for u in here if not u["started"]]
        if mv.get("fam_start") != h:
            # a new parent stack: the earlier one stops for good, except what stands here to join it (12.5)
            mv["family"] = [i for i in mv["family"] if p.unit(i)["where"] == h]
            mv["fam_start"] = h
    for u in units:
        u["started"] = True
        if u["id"] not in mv["family"]:
            mv["family"].append(u["id"])
        if not want_river:
            land(p, u["id"])                   # a carried unit walking off lands first (12.4, 12.5)
    units = [u for u in units if u["where"] != "dead"]       # lost to its 7.14 check as it landed: it goes no further
    if not units:
        return
    g = mv["group"] = {"hex": h, "kind": kind, "units": [u["id"] for u in units], "cargo": [], "tows": {},
                       "moved": [], "mixed": False, "mixed_ids": [], "resumed": verb == "resume"}
    aboard = reboard(p, g) if want_river else 0
    # passengers still aboard count: the other side sees the whole moving stack, not who rides (6.4); that they ride
    # on is its owner's reading of the same line (12.4)
    said = f"{p.side_name(side)}: {stack_words(len(units) + len(g['cargo']))} starts moving at {p.hname(h)}"
    p.log("11.5", f"{said}.", own={side: ("12.4", f"{said}: {count(aboard, 'unit')} still aboard "
                                                  f"{'goes' if aboard == 1 else 'go'} on with the vessels (no new "
                                                  "embarkation cost).")} if aboard else None)


def reboard(p, g):
    """Vessels taken up again take on what they still carry, at no new cost (12.4), when they can carry it; how
    many units ride on."""
    ids = set(g["units"])
    riding = 0
    for rec in list(p.pg["mv"].get("aboard", [])):
        if rec["hex"] != g["hex"] or not any(i in ids for i in rec["ships"]):
            continue
        cargo = [p.unit(i) for i in rec["cargo"]]
        if not can_carry(p, g, extra_units=cargo):
            continue
        p.pg["mv"]["aboard"].remove(rec)
        g["cargo"] += rec["cargo"]
        g["moved"] += rec["moved"]
        if rec["moved"]:
            g["mixed"] = True
            g.setdefault("mixed_ids", []).extend(rec["moved"])      # they rode with the vessels (7.14)
        riding += len(cargo)
    return riding


def land(p, uid):
    """A unit still aboard a stopped vessel goes ashore in the vessel's hex; its ride ends (12.4, 7.14)."""
    for rec in p.pg["mv"].get("aboard", []):
        if uid in rec["cargo"]:
            rec["cargo"].remove(uid)
            moved = uid in rec["moved"]
            if moved:
                rec["moved"].remove(uid)
            if not rec["cargo"]:
                p.pg["mv"]["aboard"].remove(rec)
            p.log("12.4", f"A carried unit lands at {p.hname(rec['hex'])}.", to=[p.unit(uid)["side"]])
            end_move(p, [p.unit(uid)], {"moved": [uid] if moved else [], "mixed": True})
            return


def land_all(p):
    """The end of the movement phase: every unit still aboard lands in its vessel's hex (12.4)."""
    for rec in p.pg["mv"].get("aboard", []):
        n = len(rec["cargo"])
        p.log("12.4", f"{count(n, 'carried unit')} {'lands' if n == 1 else 'land'} at {p.hname(rec['hex'])} as the "
                      "movement phase ends.", to=[p.unit(rec["cargo"][0])["side"]])
        end_move(p, [p.unit(i) for i in rec["cargo"]], {"moved": rec["moved"], "mixed": True})
    p.pg["mv"]["aboard"] = []


def group_units(p, g):
    return [p.unit(i) for i in g["units"]]


def leaders(p, g):
    """The units whose MP limit the group: all of a ground group; the riverine units (not towed rafts)."""
    return [u for u in group_units(p, g) if u["type"] != "armed_raft"]


def remaining(p, g):
    us = leaders(p, g)
    return min(left(p, u) for u in us) if us else 0


def fresh_group(p, g):
    return all(u["mp"] == 0 for u in leaders(p, g)) and not g["moved"]


def group_actions(p, g, side):
    out = []
    h = g["hex"]
    rem = remaining(p, g)
    if g["kind"] == "ground":
        for n in p.hm.neighbours(h):
            if not p.hm.in_grid(n) or p.enemy_in(n, side):
                continue
            cost, why = ground_cost(p, h, n, side)
            if cost <= rem:
                out.append(p.opt("step", n, f"Move to {p.hname(n)}: {cost} MP ({why}), {rem - cost} left", "11.1"))
            elif fresh_group(p, g) and cost > 0:
                out.append(p.opt("step", n, f"Move to {p.hname(n)}: costs {cost} MP, all {rem} spent "
                                            "(minimum move, 11.3)", "11.3"))
    else:
        for n in p.hm.neighbours(h):
            if not p.hm.in_grid(n) or not p.hm.navigable(h, n) or p.enemy_in(n, side):
                continue
            cost = river_cost(p, n, side)
            rule = "12.3"
            if cost <= rem:
                out.append(p.opt("step", n, f"Sail to {p.hname(n)}: {cost} MP, {rem - cost} left", rule))
            elif fresh_group(p, g):
                out.append(p.opt("step", n, f"Sail to {p.hname(n)}: costs {cost} MP, all {rem} spent "
                                            "(minimum move, 11.3)", "11.3"))
        for u in p.at(h, side):
            if ground(u) and u["id"] not in g["cargo"] and movable(p, u, side) and left(p, u) >= EMBARK_COST \
                    and can_carry(p, g, extra=u):
                out.append(p.opt("embark", u["id"], f"Embark {unit_label(u)} ({EMBARK_COST} MP of its own, "
                                                    f"{left(p, u) - EMBARK_COST} left)", "12.4"))
        for i in g["cargo"]:
            u = p.unit(i)
            out.append(p.opt("unload", i, f"Land {unit_label(u)} here ({left(p, u)} MP left)", "12.5"))
        if side == PARAGUAYAN:
            for u in p.at(h, side):
                if u["type"] == "armed_raft" and u["id"] not in g["tows"] and free_tower(p, g):
                    out.append(p.opt("tow", u["id"], f"Take the armed raft {u['name']} in tow", "12.6"))
            for r in g["tows"]:
                out.append(p.opt("untow", r, f"Leave the armed raft {p.unit(r)['name']} here", "12.6"))
    for u in group_units(p, g):
        if u["type"] == "armed_raft" or (riverine(u) and not can_carry(p, g, without=u)):
            continue
        if u["id"] in g["tows"].values():
            continue
        out.append(p.opt("drop", u["id"], f"Leave {unit_label(u)} here ({left(p, u)} MP left; it may go on "
                                          "later, 11.6)", "11.6"))
    idle = " (it has not moved since it was taken up again: it is done for the phase)" \
        if g.get("resumed") and not g["moved"] else ""
    out.append(p.opt("finish", None, f"Stop this stack at {p.hname(h)}{idle}", "11.2"))
    # taking along names the stack's own hex as ``at``: the sandbox outlines it on the map like the other moves
    out += [p.opt("join", u["id"], f"Take {unit_label(u)} along from {p.hname(h)} ({left(p, u)} MP left; the "
                                   "stack moves at its slowest unit's pace)", "3.5", at=h) for u in joinable(p, g, side)]
    return out


def joinable(p, g, side):
    """Friendly units a moving stack meets in its hex and may take along, as a substitute counter picks units up
    on its path (3.5): ground units for a ground stack, vessels (not rafts, which only go in tow, 12.6) for a
    river one; any that may still move this phase (fresh, or of the family with MP left, 11.6), except those
    this stack has left behind here (taking them up again would go round in circles). A vessel with units still
    aboard (12.4) is not taken along: taken up on its own, it carries them on."""
    river = g["kind"] == "river"
    loaded = {i for rec in p.pg["mv"].get("aboard", []) for i in rec["ships"]}
    return [u for u in p.at(g["hex"], side) if riverine(u) == river and u["id"] not in g["units"]
            and u["id"] not in g["cargo"] and u["id"] not in loaded and movable(p, u, side)
            and u["id"] not in g.get("left", ())]


def capacity(p, ships):
    """(all cargo, non-infantry cargo) a set of riverine units may carry (12.4)."""
    transports = sum(1 for u in ships if u["type"] == "transport")
    others = sum(1 for u in ships if u["type"] == "warship")
    return 2 * transports + others, 2 * transports


def can_carry(p, g, extra=None, without=None, extra_units=()):
    ships = [u for u in group_units(p, g) if riverine(u) and u is not without]
    cargo = [p.unit(i) for i in g["cargo"]] + ([extra] if extra else []) + list(extra_units)
    total, heavy = capacity(p, ships)
    non_inf = sum(1 for u in cargo if u["type"] != "infantry")
    return len(cargo) <= total and non_inf <= heavy


def free_tower(p, g):
    used = set(p.pg["mv"]["towers"])
    busy = set(g["tows"].values())
    for u in group_units(p, g):
        if u["side"] == PARAGUAYAN and u["type"] in ("warship", "transport") and u["id"] not in used \
                and u["id"] not in busy:
            return u["id"]
    return None


def step(p, side, n):
    mv = p.pg["mv"]
    g = mv["group"]
    h = g["hex"]
    rem = remaining(p, g)
    if g["kind"] == "ground":
        cost, why = ground_cost(p, h, n, side)
    else:
        cost, why = river_cost(p, n, side), ""
    minimum = cost > rem
    for u in leaders(p, g):
        u["mp"] = p.mf(u) if minimum else u["mp"] + cost
    movers = group_units(p, g) + [p.unit(i) for i in g["cargo"]]
    for u in movers:
        u["where"] = n
        if u["id"] not in g["moved"]:
            g["moved"].append(u["id"])
    if any(riverine(u) or not u.get("gn") for u in movers):
        g["mixed"] = True
        # 7.14 looks at the force each unit moved in: only these units stepped beside a non-GN unit or a vessel
        mixed = g.setdefault("mixed_ids", [])
        mixed.extend(u["id"] for u in movers if u["id"] not in mixed)
    g["hex"] = n
    step_lines(p, side, g, h, n, len(movers), (cost, why, rem))
    p.enter(n, side, "3.6")


def step_lines(p, side, g, a, b, size, paid):
    """The log line of one step (6.4), in two readings. Everyone reads that a stack of ``size`` units went from
    ``a`` to ``b``; its owner reads the same sentence with whether it sailed (12.3) or went overland (11.1), the MP
    it paid and had left, or a minimum move (11.3), under that rule. Vessels carrying a ground unit show that unit
    on top (the slowest, 3.5) and may go where a ground stack wades along the river (11.14), so the rule or the
    cost (1 MP by water, 2 on land or for Allied vessels in Paraguay) would tell the other side what the stack
    hides. ``paid``: (cost, its reason, MP the stack had left)."""
    cost, why, rem = paid
    moves = f"{p.side_name(side)}: {stack_words(size)} moves"
    how = "by river" if g["kind"] == "river" else "overland"
    where = f"from {p.hname(a)} to {p.hname(b)}"
    if cost > rem:
        own = ("11.3", f"{moves} {how} {where}: a minimum move ({cost} MP asked, {rem} left), all MP spent.")
    else:
        own = ("12.3" if g["kind"] == "river" else "11.1",
               f"{moves} {how} {where}: {cost} MP{f' ({why})' if why else ''}, {rem - cost} left.")
    p.log("11.1", f"{moves} {where}.", own={side: own})


def mixed_force(g, u):
    """Did ``u`` move in a force holding a non-GN ground unit or a riverine unit (7.14)? Per unit: a GN unit taken
    along (3.5) after the regulars were left behind moved with GN units only. A carried unit's landing passes no
    list (it rode with vessels); a group from before the per-unit list keeps its one flag."""
    ids = g.get("mixed_ids")
    return g["mixed"] if ids is None else u["id"] in ids


def end_move(p, units, g):
    """Special Guardia Nacional attrition at the end of a move (7.14), one roll per unit that moved."""
    for u in units:
        if not u.get("gn") or not ground(u) or u["id"] not in g["moved"] or p.s["result"]:
            continue
        if u.get("entered") == p.turn and u.get("reinforcement"):
            continue
        limit = 2 if mixed_force(g, u) else 3
        roll = p.d10("7.14")
        where, side = u["where"], u["side"]
        # the roll, and so that the stack held a GN unit and what it moved with, is the owner's (6.4); the other
        # side sees only a unit gone from the stack (its size shrinks)
        if roll <= limit:
            p.eliminate(u, "7.14", "special attrition")
            lost = f"{p.side_name(side)}: one unit of the stack at {p.hname(where)} is lost after its move"
            p.log("7.14", f"{lost}.", own={side: ("7.14", f"{lost}: Guardia Nacional check for a moved unit, roll "
                                                          f"{roll} (0–{limit} eliminates).")})
        else:
            p.log("7.14", f"Guardia Nacional check for a moved unit: roll {roll}, it stays (0–{limit} eliminates).",
                  to=[side])


def idle_resume(p, g, ids):
    """Reading of 11.6: a stack taken up again that stops without moving a hex is done for the phase; a unit it
    took along fresh (3.5) has not been taken up again, and keeps its move."""
    if g.get("resumed") and not g["moved"]:
        fam = p.pg["mv"]["family"]
        for i in ids:
            if i in fam and i not in g.get("fresh", ()):
                fam.remove(i)


def join(p, side, uid):
    """The moving stack takes along a friendly unit it meets (3.5); the unit's own MP count from here, and the
    stack goes on at the pace of its slowest unit (11.7)."""
    g = p.pg["mv"]["group"]
    u = p.unit(uid)
    if ground(u):
        land(p, uid)                           # a unit still aboard a stopped vessel here lands first (12.4)
        if u["where"] == "dead":               # lost to its 7.14 check as it landed: nothing joins the stack
            return
    if not u["started"]:
        g.setdefault("fresh", []).append(uid)
    u["started"] = True
    if uid not in p.pg["mv"]["family"]:
        p.pg["mv"]["family"].append(uid)
    g["units"].append(uid)
    takes_along(p, side, g)


def takes_along(p, side, g, own=None):
    """The line of any unit joining the moving stack: taken along (3.5), embarked (12.4) or a raft taken in tow
    (12.6) look alike to the other side, who sees only the stack grow (6.4). ``own``: (rule, what happened), the
    owner's reading of the same line."""
    said = f"{p.side_name(side)}: the moving stack takes along one unit at {p.hname(g['hex'])}"
    p.log("3.5", f"{said}.", own={side: (own[0], f"{said}: {own[1]}.")} if own else None)


def leaves_behind(p, side, g, own=None):
    """The line of any unit leaving the moving stack: left (11.6), landed (12.4) or a raft let go (12.6); ``own`` as
    in ``takes_along``."""
    said = f"{p.side_name(side)}: one unit stays behind at {p.hname(g['hex'])}"
    p.log("11.6", f"{said}.", own={side: (own[0], f"{said}: {own[1]}.")} if own else None)


def drop(p, side, uid):
    g = p.pg["mv"]["group"]
    g["units"].remove(uid)
    g.setdefault("left", []).append(uid)
    idle_resume(p, g, [uid])
    u = p.unit(uid)
    leaves_behind(p, side, g)
    end_move(p, [u], g)
    if g["kind"] == "river" and not [x for x in group_units(p, g) if x["type"] != "armed_raft"]:
        finish(p, side)


def embark(p, uid):
    g = p.pg["mv"]["group"]
    land(p, uid)                               # off another, stopped vessel first (12.5)
    u = p.unit(uid)
    if u["where"] == "dead":                   # lost to its 7.14 check as it landed: nothing boards
        return
    u["mp"] += EMBARK_COST
    u["started"] = True
    if uid not in p.pg["mv"]["family"]:
        p.pg["mv"]["family"].append(uid)
    g["cargo"].append(uid)
    takes_along(p, u["side"], g, ("12.4", f"a ground unit embarks ({EMBARK_COST} MP)"))


def unload(p, side, uid):
    g = p.pg["mv"]["group"]
    g["cargo"].remove(uid)
    leaves_behind(p, side, g, ("12.4", "a ground unit lands"))
    end_move(p, [p.unit(uid)], g)


def tow(p, rid):
    g = p.pg["mv"]["group"]
    tower = free_tower(p, g)
    g["tows"][rid] = tower
    g["units"].append(rid)
    p.pg["mv"]["towers"].append(tower)
    p.unit(rid)["started"] = True
    takes_along(p, PARAGUAYAN, g, ("12.6", "an armed raft is taken in tow"))


def untow(p, rid):
    g = p.pg["mv"]["group"]
    del g["tows"][rid]
    g["units"].remove(rid)
    leaves_behind(p, PARAGUAYAN, g, ("12.6", "an armed raft is left"))


def finish(p, side):
    mv = p.pg["mv"]
    g = mv["group"]
    units = group_units(p, g)
    cargo = list(g["cargo"])
    said = f"{p.side_name(side)}: the stack stops at {p.hname(g['hex'])}"
    own = None
    if cargo:                                  # they land when put ashore or when the phase ends (12.4)
        mv.setdefault("aboard", []).append({"hex": g["hex"], "cargo": cargo,
                                            "ships": [u["id"] for u in units if u["type"] != "armed_raft"],
                                            "moved": [i for i in cargo if i in g["moved"]]})
        one = len(cargo) == 1
        # the other side sees a stack stop, not who rides in it (6.4): the passengers are the owner's reading
        own = {side: ("12.4", f"{said}: {count(len(cargo), 'carried unit')} {'stays' if one else 'stay'} aboard "
                              f"({'it lands' if one else 'they land'} when put ashore or at the end of the movement "
                              "phase).")}
    p.log("11.2", f"{said}.", own=own)
    idle_resume(p, g, [u["id"] for u in units] + cargo)
    end_move(p, units, g)
    mv["group"] = None


def reset_phase(p, side):
    """Fresh MP for the movement phase of ``side``."""
    for u in p.units():
        if u["side"] == side:
            u["mp"] = 0
            u["started"] = False
    p.pg["mv"] = {"group": None, "family": [], "towers": [], "fam_start": None, "aboard": []}


__all__ = ["MoveStep", "ground_cost", "river_cost", "reset_phase", "OTHER", "left"]
