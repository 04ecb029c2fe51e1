"""Aids for playing on the map (issue 25.7), computed from what the asking side may know.

``reach``: where the moving stack (or a stack the player has only pointed at, not yet taken up) can get to this
phase, hex by hex, with the MP left on arrival and the steps that lead there. The engine's moves stay single
steps (11.1); the page sends the steps of a path one by one, and every one is checked again as it is played.
Costs come from ``movement.ground_cost`` / ``movement.river_cost``, the same functions that price the offered
steps, and nothing a step changes alters a later step's cost in the same move (a Paraguayan stack's free
railroad ends only when an Allied unit enters it, 11.18).

``odds``: before an attack is declared, the table the attacker decides by: the odds column, every DRM with its
rule and the results of the CRT row for each roll of the d10, with their chances. Fog of war (6.4) hides the
defending stack but for its top unit and its size, so only those are read: with units unseen the defence is
"at least" the top unit's and the column "at best", and the DRMs that hang on the hidden units are named as
unknown. Twins that differ only in hidden units give the same table (tests/engine/test_paraguay_aids.py).
"""

import heapq

from ...core import Context
from .combat import counted_attack, drms
from .model import OTHER, PARAGUAYAN, P
from .movement import fresh_group, ground_cost, remaining, river_cost

D10 = range(10)                       # a d10 reads 0-9 (1.4)


# ---------------------------------------------------------------- reach (11.1-11.3, 12.3)

def _frame(state, role, step):
    frame = state["stack"][-1] if state["stack"] else None
    if state.get("result") or frame is None or frame.get("step") != step or frame.get("side") != role:
        return None
    return frame


def reach(game, state, role, select=None):
    """{hex, kind, left, hexes: {hex: {left, path, minimum}}} for the moving stack of ``role``, or for the stack
    ``select`` ({hex, kind}, as the ``select``/``resume`` action's arg, and that ``verb`` when both are offered) as
    if it were taken up now; None when there is no such stack. Only ``role``'s own units and where enemy stacks
    stand are read."""
    if _frame(state, role, "move") is None:
        return None
    if select is not None:
        arg, verb = {"hex": select.get("hex"), "kind": select.get("kind")}, select.get("verb")
        verbs = [a for a in game.actions(state, role) if a["verb"] in ("select", "resume") and a["arg"] == arg
                 and verb in (None, a["verb"])]
        if not verbs:
            return None
        state = game.apply(state, role, verbs[0]["verb"], arg)         # on a copy: nothing is played
    g = state["pg"]["mv"]["group"]
    if not g:
        return None
    p = P(game, Context(state, None), frozen=True)
    start, rem, fresh = g["hex"], remaining(p, g), fresh_group(p, g)
    best = {start: rem}
    paths = {start: []}
    minimum = set()
    queue = [(-rem, start)]
    while queue:
        neg, h = heapq.heappop(queue)
        left = -neg
        if best.get(h, -1) > left:
            continue
        for n in p.hm.neighbours(h):
            if not p.hm.in_grid(n) or p.enemy_in(n, role):
                continue
            if g["kind"] == "ground":
                cost, _ = ground_cost(p, h, n, role)
            else:
                if not p.hm.navigable(h, n):
                    continue
                cost = river_cost(p, n, role)
            if cost <= left:
                after, least = left - cost, False
            elif h == start and fresh and cost > 0:
                after, least = 0, True                  # the minimum move: one hex, every MP spent (11.3)
            else:
                continue
            if after > best.get(n, -1):
                best[n] = after
                paths[n] = paths[h] + [n]
                if least:
                    minimum.add(n)
                else:
                    minimum.discard(n)
                if not least:
                    heapq.heappush(queue, (-after, n))
    hexes = {h: {"left": best[h], "path": paths[h], "minimum": h in minimum} for h in sorted(best) if h != start}
    return {"hex": start, "kind": g["kind"], "left": rem, "hexes": hexes}


# ---------------------------------------------------------------- odds before a battle (13.9-13.28)

def results(game, column, total):
    """The CRT row a DRM of ``total`` gives in ``column``: [{result, attacker, defender, rolls, modified,
    chance}] in the order of the rolls, equal results together; ``chance`` in tenths of a d10 (13.28)."""
    from . import tables
    out = []
    for roll in D10:
        modified = tables.crt_roll(roll + total)
        a, d = game.crt_result(column, modified)
        if out and (out[-1]["attacker"], out[-1]["defender"]) == (a, d):
            out[-1]["rolls"].append(roll)
            out[-1]["modified"].append(modified)
        else:
            out.append({"result": f"{a}/{d}", "attacker": a, "defender": d, "rolls": [roll], "modified": [modified]})
    for row in out:
        row["chance"] = len(row["rolls"])
    return out


def odds(game, state, role):
    """The table for ``role`` before a battle's roll: the attacker's while he gathers an attack on a chosen
    target (before declaring it, the defenders as fog of war shows them), and each side's at its supply-burning
    question once the attack is declared (every defender in view, 6.4: the same facts the question's own words
    give); else None."""
    gathering = _frame(state, role, "combat")
    if gathering is not None:
        return _gathering(game, state, role)
    frame = state["stack"][-1] if state["stack"] and not state.get("result") else None
    ask = frame and frame.get("ask")
    if not ask or frame.get("proc") != "battle" or ask.get("role") != role or ask.get("rule") != "13.24":
        return None
    side, target = frame["args"]["side"], frame["args"]["target"]
    p = P(game, Context(state, None), frozen=True)
    att = [u for u in (p.unit(i) for i in frame["args"]["attackers"]) if u["where"] != "dead"]
    burns = {"attacker": bool(frame["answers"]) and frame["answers"][0][0] == "burn"}
    foes = p.at(target, OTHER[side])
    out = _table(game, p, side, target, att, foes, 0, burns)
    out["when"] = "declared"
    out["note"] = ("The attack is declared: every defender is in view (6.4). These are the odds as they stand "
                   + ("before the defender answers" if role == side else "now") + "; burning supply adds +3 for "
                   "the attacker or −3 for the defender (13.24).")
    return out


def _gathering(game, state, role):
    cb = state["pg"]["cb"]
    target = cb["target"]
    if not target:
        return None
    p = P(game, Context(state, None), frozen=True)
    att = [p.unit(i) for i in cb["attackers"]]
    foes = p.at(target, OTHER[role])
    if not foes:
        return None
    top = min(foes, key=lambda u: u["mf"])            # the one unit fog of war shows (game.board, 3.5)
    unseen = len(foes) - 1
    out = _table(game, p, role, target, att, [top] if unseen else foes, unseen, {})
    out["when"] = "gathering"
    if out["column"] and not out["auto"]:
        out["note"] = ("Fog of war (6.4): you see the top unit of the stack and its size; "
                       f"{unseen} unit{'s' if unseen != 1 else ''} unseen add defence, so the column is at best "
                       f"{out['column']} until the attack is declared.") if unseen else \
            "Every defender is in view: these are the odds if nobody burns supply (13.24: +3 / −3)."
    return out


def _table(game, p, side, target, att, shown, unseen, burns):
    """Odds, DRMs and the CRT row of ``side``'s attackers ``att`` on ``target`` against the defenders ``shown``
    (the top unit alone when ``unseen`` others hide under it)."""
    cb = p.pg["cb"]
    top = min(shown, key=lambda u: u["mf"])
    out = {"target": target, "name": p.hname(target), "attackers": len(att), "defenders": len(shown) + unseen,
           "unseen": unseen, "top": {"name": top["name"], "defense": top["defense"]}}
    if not att:
        out.update(attack=0, defense=top["defense"], column=None, auto=False, drms=[], total=0, results=[],
                   unknown=[], note="Add attackers to see the odds (13.7).")
        return out
    a_factors, ignored = counted_attack(att)
    a_factors += sum(c["award"] for c in cb["captures"] if c["phase"] == cb["phase"] and not c["used"]
                     and any(u["id"] in c["units"] for u in att))
    d_factors = sum(u["defense"] for u in shown)
    column, extra, auto = game.odds(a_factors, d_factors)
    out.update(attack=a_factors, ignored=ignored, defense=d_factors, column=column, auto=auto)
    if auto:
        out.update(drms=[], total=0, unknown=[], results=[{"result": "all attackers eliminated", "attacker": None,
                                                            "defender": 0, "rolls": list(D10), "modified": [],
                                                            "chance": 10}],
                   note="Worse than 1:3: every attacker would be eliminated, no roll (13.12).")
        return out
    mods = drms(p, side, target, att, shown, extra, burns)
    unknown = []
    if unseen and side == PARAGUAYAN:
        # joint defence and an all-GN defence (13.19, 13.20) hang on the defenders fog of war hides (6.4)
        mods = [m for m in mods if m[2] not in ("13.19", "13.20")]
        unknown.append({"value": "+1 a nation", "reason": "joint defence, if the unseen defenders are of more "
                                                          "than one Allied nation", "rule": "13.19"})
        if top.get("gn") and top["type"] not in ("warship", "transport", "armed_raft"):
            unknown.append({"value": "+1", "reason": "if every defender is Guardia Nacional", "rule": "13.20"})
    total = sum(m[0] for m in mods)
    out.update(drms=[{"value": v, "reason": why, "rule": r} for v, why, r in mods], total=total, unknown=unknown,
               results=results(game, column, total), note="")
    return out


def table_aid(game, state, role, select=None):
    """What the sandbox shows ``role`` on the map now: ``reach`` and ``odds`` (each None when not relevant)."""
    return {"reach": reach(game, state, role, select), "odds": odds(game, state, role)}
