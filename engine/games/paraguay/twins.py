"""Secret twins for the fuzzer's hidden-information check (engine/fuzz.py ``check_secrets``): states that differ
from a real one only in what fog of war hides from a viewer (6.4).

An enemy stack shows its top unit (the slowest) and its size; the enemy's off-map boxes, the dead pile among
them, show counts. So a viewer cannot tell a state from one where a hidden unit of one enemy stack has changed
places with a hidden unit of another, or with a unit of the enemy's dead pile. Twins are made in every phase,
in the middle of any procedure too: the exchange is made alike in the state and in the base every running
procedure re-runs from (engine/procs.py). Left alone: the top unit of each stack (it is shown), fortresses
(fixed), the units of a hex under attack (both players see them while the battle lasts) and of an over-stacked
hex while the opponent removes units from it (6.2), units the movement and combat records or a running procedure
name, and units that moved since a running procedure began.
"""

from .model import RIVERINE, overstack_shown, unit_label

ON_MAP = str.isdigit


def secret_twins(state, viewer):
    """(label, twin, same chance?) for ``viewer``: at most one twin of each kind per enemy side. Chance must
    run the same in both (True): whether a question comes, or a die is rolled, may depend on public facts only."""
    if state["result"] is not None:
        return []
    frames = [f for f in state["stack"] if "base" in f]
    busy = _busy(state) | _named(state["stack"])
    out = []
    for side in [s for s in ("allied", "paraguayan") if s != viewer]:
        stacks = {}
        for u in state["units"]:
            if u["side"] == side and ON_MAP(u["where"]):
                stacks.setdefault(u["where"], []).append(u)
        low = {h: min(x["mf"] for x in us) for h, us in stacks.items()}
        steady = _steady(state, frames)
        hidden = [(h, u) for h in sorted(stacks) for u in stacks[h]
                  if u["id"] not in busy and u["id"] in steady and u["mf"] > low[h] and u["type"] != "fortress"]
        dead = [u for u in state["units"] if u["side"] == side and u["where"] == "dead" and u["id"] not in busy
                and u["id"] in steady and u["type"] != "fortress"]
        pair = next(((a, b) for i, (h1, a) in enumerate(hidden) for h2, b in hidden[i + 1:]
                     if h1 != h2 and _apart(a, b) and a["mf"] > low[h2] and b["mf"] > low[h1]), None)
        if pair:
            a, b = pair
            out.append((f"{a['id']} in {b['where']} and {b['id']} in {a['where']}", _swap(state, frames, a, b), True))
        pair = next(((a, b) for _h, a in hidden for b in dead if _apart(a, b) and b["mf"] > low[a["where"]]), None)
        if pair:
            a, b = pair
            out.append((f"{a['id']} dead and {b['id']} in {a['where']}", _swap(state, frames, a, b), True))
    return out


def _apart(a, b):
    """Two units worth exchanging: they differ in what they are, and both are vessels or both are not."""
    return ((a["type"], a["nation"], a["attack"], a["defense"], bool(a.get("gn")))
            != (b["type"], b["nation"], b["attack"], b["defense"], bool(b.get("gn")))
            and (a["type"] in RIVERINE) == (b["type"] in RIVERINE))


def _busy(state):
    """Units the movement and combat records hold, and every unit of a hex under attack (both sides see them)."""
    pg = state["pg"]
    g = pg["mv"]["group"] or {"units": [], "cargo": []}
    cb = pg["cb"]
    out = set(pg["mv"]["family"]) | set(g["units"]) | set(g["cargo"]) | set(cb["used"]) | set(cb["hit"]) \
        | set(cb["attackers"]) | {i for c in cb["captures"] for i in c["units"]}
    for ids in cb.get("revealed", {}).values():
        out |= set(ids)
    for ids in overstack_shown(state).values():
        out |= set(ids)
    if cb["target"]:
        out |= {u["id"] for u in state["units"] if u["where"] == cb["target"]}
    return out


def _named(stack):
    """Every string a frame of the stack names in its arguments or answers (unit ids among them)."""
    out = set()
    todo = [[f.get("args"), f.get("answers")] for f in stack]
    while todo:
        v = todo.pop()
        if isinstance(v, str):
            out.add(v)
        elif isinstance(v, dict):
            todo.extend(v.values())
        elif isinstance(v, list):
            todo.extend(v)
    return out


def _steady(state, frames):
    """Ids of units standing where they stood when every running procedure began (exchanging one that moved
    since would change what the procedure did with it)."""
    places = {u["id"]: (u["where"], u["mp"]) for u in state["units"]}
    for f in frames:
        for u in f["base"]["units"]:
            if places.get(u["id"]) != (u["where"], u["mp"]):
                places.pop(u["id"], None)
    return set(places)


def _swap(state, frames, a, b):
    """A copy of the state with ``a`` and ``b`` exchanged (place and MP spent), in the state and in every base."""
    def change(units):
        rows = []
        for u in units:
            if u["id"] == a["id"]:
                u = dict(u, where=b["where"], mp=b["mp"])
            elif u["id"] == b["id"]:
                u = dict(u, where=a["where"], mp=a["mp"])
            rows.append(u)
        return rows
    twin = dict(state, units=change(state["units"]))
    twin["stack"] = [dict(f, base={**f["base"], "units": change(f["base"]["units"])}) if "base" in f else f
                     for f in state["stack"]]
    return twin


def secret_names(state, viewer):
    """Names fog of war may hide from ``viewer`` (the fuzzer's question check): the id and label of every unit of
    the other side (of both sides, for an onlooker); the check keeps only those the viewer's view does not show."""
    return [n for u in state["units"] if u["side"] != viewer for n in (u["id"], unit_label(u))]


__all__ = ["secret_names", "secret_twins"]
