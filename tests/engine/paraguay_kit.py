"""Test kit for Paraguay: small hand-made hex maps in the content's shape, units put where a test wants them,
and a game started at any segment of any turn.

    m = kit.board(rows=range(30, 36))                  # columns 12-17 of clear Paraguay, unless told otherwise
    m = kit.terrain(m, "1531", "rough")
    st = kit.game([kit.unit("py-inf-1", "paraguay", "infantry", 2, 3, 6, "1531")], m, turn=3, segment="move:paraguayan")
    st = kit.act(st, "paraguayan", "select", {"hex": "1531", "kind": "ground"})
    kit.labels(st, "paraguayan", "step")              # {"1530": "Move to 1530: 1 MP (clear), 5 left", ...}

Dice: a d10 reads 0-9 (1.4); ``dice=[5]`` supplies a roll of 5 (the engine's die shows 1-10, so 6 is sent).
"""

import copy

import engine
from engine import content
from engine.core import Context, readings
from engine.games.paraguay.model import P

GAME = engine.get_game("paraguay")


def printed():
    """What the printed map says of its hexes beyond each hex's record, taken from the content (not written again
    here): 4.4's end-of-war objectives with their names, the entry hexes of 10.7 (Paraguayan) and 9.2 (Uruguayan and
    Allied riverine units) and 10.3's towns."""
    data = content.load("paraguay")
    return {"objectives": {"victory_points": copy.deepcopy(data["objectives"]["victory_points"])},
            "entry": {k: list(data["entry"][k]) for k in ("paraguayan", "paraguayan_path", "uruguayan",
                                                               "allied_riverine")},
            "replacements": {"paraguayan_towns": list(data["replacements"]["paraguayan_towns"])}}


def board(cols=range(12, 18), rows=range(28, 38), nation="paraguay", terrain="clear"):
    """Map data (the shape the content compiles to) of a rectangle of hexes, with the printed map's objectives,
    entry hexes and replacement towns (``printed``) wherever they fall (the sudden-death hexes only when a test
    gives them)."""
    return dict({"hexes": [{"id": f"{c:02d}{r:02d}", "terrain": terrain, "nation": nation} for c in cols for r in rows],
                 "navigable_rivers": [], "minor_rivers": [], "roads": [], "railroad": None}, **printed())


def _rec(m, h):
    return next(x for x in m["hexes"] if x["id"] == h)


def terrain(m, h, kind):
    m = copy.deepcopy(m)
    _rec(m, h)["terrain"] = kind
    return m


def mark(m, h, **fields):
    """Set fields of hex records (nation, name, fortress, supply, depot, chaco, edge, enclave)."""
    m = copy.deepcopy(m)
    for one in ([h] if isinstance(h, str) else h):
        _rec(m, one).update(fields)
    return m


def river(m, path, name="river"):
    m = copy.deepcopy(m)
    m["navigable_rivers"].append({"id": name, "hexes": list(path)})
    return m


def minor(m, *sides):
    m = copy.deepcopy(m)
    m["minor_rivers"].append({"id": f"minor{len(m['minor_rivers'])}", "hexsides": list(sides)})
    return m


def road(m, path):
    m = copy.deepcopy(m)
    m["roads"].append({"id": f"road{len(m['roads'])}", "hexes": list(path)})
    return m


def railroad(m, path):
    m = copy.deepcopy(m)
    m["railroad"] = {"id": "railroad", "hexes": list(path)}
    return m


def unit(uid, nation, kind, attack, defense, mf, where, **more):
    return {"id": uid, "nation": nation, "type": kind, "attack": attack, "defense": defense, "mf": mf,
            "where": where, **more}


def inf(uid, nation, where, a=2, d=3, m=6, **more):
    return unit(uid, nation, "infantry", a, d, m, where, **more)


def game(units, m=None, turn=3, segment="move:allied", seed=1, rolls=None, **start):
    """A game at ``segment`` of ``turn`` with exactly these units on this map (``m="content"``: the real map)."""
    options = {"units": units, "start": {"turn": turn, "segment": segment, **start}}
    if m != "content":
        options["map"] = m or board()
    return engine.setup("paraguay", seed, options=options, chance=dice(rolls))


def dice(rolls):
    return [{"die": r + 1} for r in rolls] if rolls else None


def act(st, role, verb, arg=None, rolls=None):
    return engine.apply(st, role, verb, arg, dice(rolls))


def actions(st, role):
    return engine.actions(st, role)


def args(st, role, verb):
    return [a["arg"] for a in engine.actions(st, role) if a["verb"] == verb]


def labels(st, role, verb):
    return {str(a["arg"]): a["label"] for a in engine.actions(st, role) if a["verb"] == verb}


def verbs(st, role):
    return sorted({a["verb"] for a in engine.actions(st, role)})


def where(st, uid):
    return next(u for u in st["units"] if u["id"] == uid)["where"]


def u(st, uid):
    return next(x for x in st["units"] if x["id"] == uid)


def p(st):
    """The rules helper over a state (read-only use)."""
    return P(GAME, Context(st, None))


def log(st):
    """Every line of the log in every reading (the public words and each side's own)."""
    return "\n".join(t for e in st["log"] for t in readings(e))


def rules_logged(st):
    return [e["rule"] for e in st["log"]]


def prompt_role(st):
    return engine.view(st, None)["active"]


def ask(st):
    """The open question of a running procedure (its prompt, role and options), or None."""
    top = st["stack"][-1] if st["stack"] else None
    return top["ask"] if top and top["step"] == "proc" else None


def attack(st, side, target, units, rolls=None, burn=None):
    """Choose ``target``, add ``units``, declare (6.4), then announce the attacker's supply burning (13.24):
    ``burn`` a supply unit id or None; ``rolls`` are used from there on."""
    st = act(st, side, "target", target)
    for uid in units:
        st = act(st, side, "add", uid)
    st = act(st, side, "declare")
    return act(st, side, "burn", burn, rolls) if burn else act(st, side, "no_burn", None, rolls)


def move(st, role, start, path, kind="ground"):
    """Select the stack at ``start`` and step it along ``path``, then stop it there."""
    st = act(st, role, "select", {"hex": start, "kind": kind})
    for h in path:
        st = act(st, role, "step", h)
    return act(st, role, "finish")


QUIET = ("finish", "end_phase", "end_combat", "done", "no_burn", "ignore", "let_in", "stop")


def end_phase(st, role):
    """The quietest answer for ``role``: end what is open, burn nothing, meet nothing; else the first option."""
    acts = engine.actions(st, role)
    for verb in QUIET:
        for a in acts:
            if a["verb"] == verb:
                return act(st, role, verb, a["arg"])
    if acts and ask(st):
        return act(st, role, acts[0]["verb"], acts[0]["arg"])
    raise AssertionError(f"{role} cannot end anything now: {verbs(st, role)}")


def path(m, a, b):
    """The hexes of a shortest path from ``a`` to ``b`` on map data ``m`` (for roads and rivers in tests)."""
    hm = GAME.hexmap({"options": {"map": m}})
    prev, todo = {a: None}, [a]
    while todo and b not in prev:
        nxt = []
        for h in todo:
            for n in hm.neighbours(h):
                if n not in prev:
                    prev[n] = h
                    nxt.append(n)
        todo = nxt
    out = [b]
    while prev[out[-1]] is not None:
        out.append(prev[out[-1]])
    return out[::-1]
