"""Secret twins for the fuzzer's hidden-information check (engine/fuzz.py ``check_secrets``): states that
differ from a real one only in what the other players hide, their loyalty markers and their hands."""

import json

from .windows import NEEDS

# Answer verbs whose effect hangs on holding a card of a kind: the response windows and the defender's ambush ask
# alike whatever a hand holds (windows.py), so the same answer plays a card or counts as none. While such a
# question runs, or has been answered in the running procedure, cards of that kind stay where they are: moved,
# they would turn a played card into no response, which the log shows, as playing a card means it to.
STAKED = NEEDS


def secret_twins(state, viewer, red=lambda c: False, kind=lambda c: c):
    """(label, twin, same chance?) for every kind of secret ``viewer`` may not see: two other players'
    loyalty markers exchanged, and the other players' hand cards passed round (each hand keeps its size).
    A red card (``red``) stays where it is: one in a hand (a Bad Weather dealt at the start) is shown when it goes
    back to the dealer at the refill (4.8), so the refill's draws rightly depend on whose hand held it."""
    if state["result"] is not None:
        return []
    frames = [f for f in state["stack"] if "base" in f]
    out = []
    others = [i for i, p in enumerate(state["players"]) if p["id"] != viewer]
    pair = next(((i, j) for i in others for j in others if i < j
                 and state["players"][i]["loyalty"] != state["players"][j]["loyalty"]), None)
    if pair and all(_same(f["base"]["players"], state["players"], "loyalty") for f in frames):
        def swap_loyalty(players):
            rows = [dict(p) for p in players]
            i, j = pair
            rows[i]["loyalty"], rows[j]["loyalty"] = players[j]["loyalty"], players[i]["loyalty"]
            return rows
        out.append(("two other players' loyalty markers exchanged", _twin(state, frames, swap_loyalty), True))
    named = set(strings([f.get("answers") for f in state["stack"]] + [f.get("sealed") for f in state["stack"]]))
    staked = {STAKED[v] for v in named | _asked_verbs(state) if v in STAKED}
    slots = [(i, k) for i in others for k, c in enumerate(state["players"][i]["hand"])
             if c not in named and c not in state["players"][i]["bound"] and not red(c) and kind(c) not in staked]
    cards = [state["players"][i]["hand"][k] for i, k in slots]
    if (state["trade"] is None and len({i for i, _ in slots}) >= 2 and len(set(cards)) >= 2
            and all(_same(f["base"]["players"], state["players"], "hand") for f in frames)):
        turned = dict(zip(slots, cards[1:] + cards[:1]))

        def pass_round(players):
            rows = [dict(p, hand=list(p["hand"])) for p in players]
            for (i, k), c in turned.items():
                rows[i]["hand"][k] = c
            return rows
        out.append(("the other players' hand cards passed round", _twin(state, frames, pass_round), True))
    return out


def _asked_verbs(state):
    """The verbs of the pending question's options (a sealed question's, every role's)."""
    ask = (state["stack"][-1].get("ask") or {}) if state["stack"] else {}
    lists = [q["options"] for q in ask["each"].values()] if "each" in ask else [ask.get("options") or []]
    return {o["verb"] for opts in lists for o in opts}


def _twin(state, frames, change):
    twin = dict(state, players=change(state["players"]))
    twin["stack"] = [dict(f, base={**f["base"], "players": change(f["base"]["players"])}) if "base" in f else f
                     for f in state["stack"]]
    return twin


def _same(rows, players, key):
    return [r[key] for r in rows] == [p[key] for p in players]


def strings(value):
    """Every string value (not key) inside plain data, e.g. the card ids named by answers given so far (a list,
    in no particular order); a value that is not JSON data raises TypeError."""
    out = []
    todo = [value]
    pop, extend, add = todo.pop, todo.extend, out.append
    while todo:                   # exact type tests: JSON data has no subclasses, and this runs on every board
        v = pop()
        t = type(v)
        if t is str:
            add(v)
        elif t is dict:
            extend(v.values())
        elif t is list:
            extend(v)
        elif v is not None and t is not int and t is not float and t is not bool:
            json.dumps(v)
    return out
