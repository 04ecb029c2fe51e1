"""Test kit for Junta: a fixed four-player deal, units put where a test wants them, and quick passing.

    st = kit.coup()                                   # Rebellion Phase, Player 2 (the Rebel Leader) to act
    st = kit.arrange(st, lambda s: kit.put(s, "brigade_1_infantry_1", "plaza"))
    st = kit.act(st, "p2", "move")                    # = engine.apply, with optional dice
    kit.stacks(st)["plaza"]                           # {"p2": {"infantry": 1}}
    st = kit.pass_until(st, lambda s: kit.phase(s) == 1)

``arrange`` edits the state and the running procedure's starting copy alike, so the edit survives the
procedure's replay (engine.procs); use it only when a procedure has just started (no answers given yet).
"""

import engine
from engine import procs
from engine.chance import Chance
from engine.core import Context, clone

GAME = engine.get_game("junta")

# Player 1 El Presidente; 2 the Rebel Leader (First Brigade, Navy); 3 Minister of Internal Security and
# Second Brigade; 4 Third Brigade and Air Force. The budget failed, so the Police stand in their Precincts.
DEAL4 = {
    "offices": {"presidente": "p1", "general_1": "p2", "admiral": "p2", "interior": "p3", "general_2": "p3",
                "general_3": "p4", "air_force": "p4"},
    "leader": "p2",
    "budget": False,
    "hands": {"p1": ["demonstrators"], "p2": ["students", "helicopter"], "p3": ["secret_police"],
              "p4": ["mercenaries", "agitators"]},
}


def coup(deal=None, players=4, seed=1, **changes):
    d = clone(deal or DEAL4)
    d.update(changes)
    return engine.setup("junta", seed, options={"players": players, "deal": d})


def arrange(st, fn):
    st = clone(st)
    fn(st)
    if st["stack"]:
        frame = st["stack"][-1]
        assert not frame["answers"], "arrange only at the start of a procedure"
        fn(frame["base"])
        chance = Chance(st["rng"])
        procs.run(GAME, Context(st, chance), [])      # ask the procedure's first question again
        chance.finish()
    return st


def put(s, uid, where):
    next(u for u in s["units"] if u["id"] == uid)["where"] = where


def put_all(s, prefix, where, n=None):
    """Put the first ``n`` (all) units whose id starts with ``prefix`` in ``where``."""
    units = [u for u in s["units"] if u["id"].startswith(prefix)]
    for u in units[:n]:
        u["where"] = where


def clear(s, keep=()):
    """Take every unit off the map (eliminated) except those whose id starts with one of ``keep``."""
    for u in s["units"]:
        if u["where"] not in ("offboard",) and not u["id"].startswith(tuple(keep) or ("\0",)):
            u["where"] = "eliminated"


def act(st, role, verb, arg=None, dice=None):
    return engine.apply(st, role, verb, arg, [{"die": d} for d in dice] if dice else None)


def move(st, role, origin, counts, dest):
    """``role`` moves from ``origin`` (how many of each kind the question asks, ``counts`` in order) to ``dest``."""
    st = act(st, role, "move")
    st = act(st, role, "space", origin)
    for n in counts:
        st = act(st, role, "number", n)
    return act(st, role, "space", dest)


def actions(st, role):
    return engine.actions(st, role)


def verbs(st, role):
    return [a["verb"] for a in engine.actions(st, role)]


def args(st, role, verb):
    return [a["arg"] for a in engine.actions(st, role) if a["verb"] == verb]


def active(st):
    return engine.view(st, None)["active"]


def stacks(st):
    return GAME.example_facts(st)["stacks"]


def phase(st):
    return st["coup"]["phase"]


def segment(st):
    return st["coup"]["segment"]


def player(st, pid):
    return next(p for p in st["players"] if p["id"] == pid)


def log_text(st):
    return "\n".join(e["text"] for e in st["log"])


def end_declarations(st):
    """Everybody still to declare declares nothing more (5.3)."""
    while segment(st) == "declare":
        st = act(st, active(st)[0], "done")
    return st


QUIET = ("done", "refuse", "hold")


def quiet_choice(st, role):
    """The most peaceful answer open to ``role``: pass, refuse, hold, fire no dice, or the first option."""
    acts = engine.actions(st, role)
    for verb in QUIET:
        for a in acts:
            if a["verb"] == verb:
                return a
    for a in acts:
        if a["verb"] == "dice" and a["arg"][1] == 0:
            return a
    return acts[0]


def pass_until(st, pred, limit=500):
    """Answer every question as quietly as possible until ``pred(st)`` holds."""
    for _ in range(limit):
        if pred(st):
            return st
        role = active(st)[0]
        a = quiet_choice(st, role)
        st = engine.apply(st, role, a["verb"], a["arg"])
    raise AssertionError("pass_until: the condition never came true")
