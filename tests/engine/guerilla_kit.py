"""Test kit for Guerilla: hand-built positions, actions by verb or label, quick passing.

    st = kit.position(hands={"p1": ["ambush_1", "u22_1"]},
                      groups=[{"owner": "p1", "faction": "rebel", "units": ["u33_1"]},
                              {"owner": "p2", "faction": "government", "units": ["u22_2"]}],
                      phase="B")                        # Player 1's turn, Attack phase; groups are g1, g2
    st = kit.act(st, "p1", "attack", "g1")              # = engine.apply, with optional dice
    kit.labels(st, "p1")                                # what Player 1 may do now

Cards not placed anywhere go to the draw pile in catalogue order (``deck`` puts some on top first).
"""

import engine

GAME = engine.get_game("guerilla")


def position(players=4, hands=None, groups=None, deck=None, discard=None, player="p1", phase="A", loyalty=None,
             ambush=None, round=None, seed=1, **options):
    pos = {"hands": hands or {}, "groups": groups or [], "deck": deck or [], "discard": discard or [],
           "player": player, "phase": phase}
    if loyalty:
        pos["loyalty"] = loyalty
    if ambush:
        pos["ambush"] = ambush
    if round:
        pos["round"] = round
    return engine.setup("guerilla", seed, options={"players": players, "dealer": "p1", "position": pos, **options})


def act(st, role, verb, arg=None, dice=None, chance=None):
    outcomes = chance if chance is not None else ([{"die": d} for d in dice] if dice else None)
    return engine.apply(st, role, verb, arg, outcomes)


def actions(st, role):
    return engine.actions(st, role)


def asked(st, role):
    """The options the running procedure asks ``role`` (a sealed question's or a plain one's), as the state holds
    them: alike for every hand; ``actions`` adds the marks only the asker sees (windows.marked)."""
    ask = st["stack"][-1]["ask"]
    return ask["each"][role]["options"] if "each" in ask else (ask["options"] if ask["role"] == role else [])


def verbs(st, role):
    return [a["verb"] for a in engine.actions(st, role)]


def args(st, role, verb):
    return [a["arg"] for a in engine.actions(st, role) if a["verb"] == verb]


def labels(st, role):
    return [a["label"] for a in engine.actions(st, role)]


def pick(st, role, words, dice=None):
    """Take the one action of ``role`` whose label contains ``words``."""
    found = [a for a in engine.actions(st, role) if words in a["label"]]
    assert len(found) == 1, (words, [a["label"] for a in engine.actions(st, role)])
    return act(st, role, found[0]["verb"], found[0]["arg"], dice)


def active(st):
    return engine.view(st, None)["active"]


def group(st, gid):
    return next((g for g in st["groups"] if g["id"] == gid), None)


def group_with(st, cid):
    return next((g for g in st["groups"] if cid in g["units"] or cid in (g["leader"], g["complex"])), None)


def hand(st, pid):
    return next(p for p in st["players"] if p["id"] == pid)["hand"]


def player(st, pid):
    return next(p for p in st["players"] if p["id"] == pid)


def log_text(st):
    return "\n".join(e["text"] for e in st["log"])


def rules_logged(st):
    return [e["rule"] for e in st["log"]]


PASSIVE = ("pass", "done", "next", "counter", "end")


def answer_passively(st, roles=None, limit=60):
    """Everyone asked (except the turn's player unless listed) gives the most passive answer until only
    ``roles`` remain to decide, or nobody outside them is asked."""
    for _ in range(limit):
        waiting = [r for r in active(st) if roles is None or r not in roles]
        if not waiting:
            return st
        role = waiting[0]
        acts = engine.actions(st, role)
        a = next((a for verb in PASSIVE for a in acts if a["verb"] == verb), None)
        if a is None:
            a = next((a for a in acts if a["verb"] == "bodyguards" and a["arg"] == 0), acts[0])
        st = engine.apply(st, role, a["verb"], a["arg"])
    raise AssertionError("answer_passively: never settled")


def at_menu(st):
    """True when the turn's player faces the phase menu (nothing else is being asked)."""
    top = st["stack"][-1] if st["stack"] else None
    return top is not None and top["proc"] == "menu" and not top["answers"]


def settle(st, dice=None, stop=None, choose=None, limit=80, move=None):
    """Answer every question passively (``choose(st, role, actions)`` may pick instead) until the turn's
    player is back at the phase menu or ``stop(st)``; ``dice`` are supplied to the first answer that rolls,
    ``move`` (role, verb, arg) included: made first, it rolls them itself when nobody is asked before the dice
    (a window opens only for players with cards in hand)."""
    dice = list(dice or [])
    if move is not None:
        try:
            st = engine.apply(st, *move, [{"die": d} for d in dice] if dice else None)
            dice = []
        except engine.IllegalAction as err:
            if err.code != "unused_chance":
                raise
            st = engine.apply(st, *move)
    for _ in range(limit):
        if st["result"] is not None or at_menu(st) or (stop and stop(st)):
            return st
        role = active(st)[0]
        acts = engine.actions(st, role)
        a = choose(st, role, acts) if choose else None
        if a is None:
            a = next((a for verb in PASSIVE for a in acts if a["verb"] == verb), None)
        if a is None:
            a = next((a for a in acts if a["verb"] in ("bodyguards", "retreat", "refuse") and not a["arg"]), acts[0])
        if dice:
            try:
                st = engine.apply(st, role, a["verb"], a["arg"], [{"die": d} for d in dice])
                dice = []
                continue
            except engine.IllegalAction as err:
                if err.code not in ("unused_chance",):
                    raise
        st = engine.apply(st, role, a["verb"], a["arg"])
    raise AssertionError("settle: never came back to the menu")


def scores(gov, reb, per):
    """An edit for ``arrange``: the factions' totals ``gov`` and ``reb`` and each player's own points (``per``, by
    player id; 0 for the others)."""
    def fn(s):
        s["faction_score"] = {"government": gov, "rebel": reb}
        for p in s["players"]:
            p["score"] = per.get(p["id"], 0)
    return fn


def arrange(st, fn):
    """Edit the state and the running procedure's starting copy alike (so the edit survives the procedure's
    replay, engine.procs); use it only at the phase menu, before any answer."""
    from engine import procs
    from engine.chance import Chance
    from engine.core import Context, clone
    st = clone(st)
    fn(st)
    if st["stack"]:
        frame = st["stack"][-1]
        assert not frame["answers"], "arrange only at the start of a procedure"
        fn(frame["base"])
        chance = Chance(st["rng"])
        procs.run(GAME, Context(st, chance), [])
        chance.finish()
    return st
