"""Deployment (docs/GUERILLA.md 7.1, 7.2): which cards of a hand may be laid down as which faction, building a
new group or reinforcing one (also another player's: the cards become his), card by card, leader on top.
The turn's menu (turn.py) offers these in phase C; Air Assault (airborne.py) deploys with them too."""

from .bookkeeping import bridge_free, can_pay, owners_rearrange, pay, touch
from .model import FNAME


def bound_faction(x, pid, cid):
    """A card retrieved by the Barracks must first be deployed on the Barracks' side (9.4)."""
    p = x.player(pid)
    if cid in p["bound"]:
        barracks = x.complex_group("barracks")
        if barracks is not None:
            return p["bound"][cid]
    return None


def deployable(x, pid, faction):
    """Cards of ``pid``'s hand that may go into a ``faction`` group (not the Armor Column, 8.3)."""
    out = []
    for c in x.hand(pid):
        if (x.card(c)["type"] == "unit" or x.is_leader(c)) and bound_faction(x, pid, c) in (None, faction):
            out.append(c)
    return out


def deploy_options(x):
    pid = x.turn["player"]
    out = []
    for f in ("government", "rebel"):
        if any(x.card(c)["type"] == "unit" for c in deployable(x, pid, f)) and (can_pay(x, f) or bridge_free(x, f)):
            out.append(x.opt("deploy", f, f"Deploy a new {FNAME[f]} group from your hand", "7.1"))
    for g in x.groups():
        if room(x, g) and any(_fits(x, g, c) for c in deployable(x, pid, g["faction"])) and (
                can_pay(x, g["faction"]) or (g["owner"] == pid and bridge_free(x, g["faction"]))):
            whose = "your" if g["owner"] == pid else f"{x.pname(g['owner'])}'s"
            out.append(x.opt("reinforce", g["id"], f"Reinforce {whose} {x.gname(g)} from your hand", "7.2"))
    return out


def room(x, g):
    return not x.isolated(g) and not x.is_armor_group(g)


def _fits(x, g, c):
    if x.is_leader(c):
        return g["leader"] is None
    return x.valid_group(g["leader"], g["units"] + [c], g["complex"])


def build_group(x, pid, faction, g=None, rule="7.1", max_units=3):
    """Ask for cards one at a time (leader on top, then units) until the player stops; returns (leader, units)."""
    leader = None
    units = []
    while True:
        base_leader = g["leader"] if g else None
        base_units = g["units"] if g else []
        cplx = g["complex"] if g else None
        opts = []
        for c in deployable(x, pid, faction):
            if c in units or c == leader:
                continue
            if x.is_leader(c) and leader is None and base_leader is None:
                opts.append(x.opt("card", c, f"Add {x.label(c, faction)} (on top)", "3.2"))
            elif (x.card(c)["type"] == "unit" and len(units) < max_units
                  and x.valid_group(base_leader or leader, base_units + units + [c], cplx)):
                opts.append(x.opt("card", c, f"Add {x.label(c, faction)}", "3.1"))
        if units or (g is not None and leader):
            opts.append(x.opt("done", None, "That is all", rule))
        side = FNAME[faction]
        if g is None:
            prompt = (f"New {side} group: choose its cards one at a time, {side} side up (a leader on top, up to "
                      f"{max_units} units).")
        else:
            prompt = f"Reinforcing {x.gname(g)}: choose the cards to add, {side} side up."
        if leader or units:
            prompt += f" Chosen so far: {', '.join(x.label(c, faction) for c in ([leader] if leader else []) + units)}."
        a = yield x.ask(pid, prompt, opts, rule)
        if a["verb"] == "done":
            return leader, units
        if x.is_leader(a["arg"]):
            leader = a["arg"]
        else:
            units.append(a["arg"])


def deploy(x, faction):
    pid = x.turn["player"]
    leader, units = yield from build_group(x, pid, faction)
    free = bridge_free(x, faction)
    if free:
        x.turn["used"].append("bridge")
    else:
        pay(x, faction, "7.1")
    g = place(x, pid, faction, leader, units)
    x.log("7.1", f"{x.pname(pid)} deploys a new {FNAME[faction]} group, {x.gname(g)}: "
                 f"{', '.join(x.label(c, faction) for c in x.cards_of(g))}" + (" (free, by the Bridge)." if free else "."))
    return g


def place(x, pid, faction, leader, units):
    hand = x.hand(pid)
    for c in ([leader] if leader else []) + units:
        hand.remove(c)
        x.player(pid)["bound"].pop(c, None)
    g = x.new_group(pid, faction, leader, units)
    touch(x, g["id"])
    return g


def reinforce(x, gid):
    pid = x.turn["player"]
    g = x.group(gid)
    leader, units = yield from build_group(x, pid, g["faction"], g, "7.2")
    if g["owner"] == pid and bridge_free(x, g["faction"]):
        x.turn["used"].append("bridge")
    else:
        pay(x, g["faction"], "7.2")
    add_to_group(x, pid, g, leader, units)
    whose = "" if g["owner"] == pid else f" (the cards now belong to {x.pname(g['owner'])}, 7.2)"
    x.log("7.2", f"{x.pname(pid)} reinforces {x.gname(gid)} with "
                 f"{', '.join(x.label(c, g['faction']) for c in ([leader] if leader else []) + units)}{whose}.")
    yield from owners_rearrange(x, [gid], f"{x.gname(g, True)} has been reinforced")


def add_to_group(x, pid, g, leader, units):
    hand = x.hand(pid)
    for c in ([leader] if leader else []) + units:
        hand.remove(c)
        x.player(pid)["bound"].pop(c, None)
    if leader:
        g["leader"] = leader
    g["units"] += units
    touch(x, g["id"])
