"""A player's turn (docs/GUERILLA.md 5.1-7.8): the phase menu, action costs and the Banco's extra action,
withdrawal, deployment and reinforcement, discard, repair, the draw and the end of the turn.

Each call of ``phase_menu`` is one small procedure: one choice in the current phase (and whatever questions
that choice brings), after which ``advance`` starts the next menu. The attack phase's choices live in
``attack.py`` and ``events.py``, trade in ``trade.py``.
"""

from . import attack, events, trade
from .model import ACTIONS_PER_TURN, FNAME, NEUTRAL, PHASE_NAMES, PHASE_RULES, PHASES


# ---------------------------------------------------------------- the turn's bookkeeping (5.1-5.3)

def begin_turn(x, pid):
    """Start ``pid``'s turn: two actions, the Banco's extra one, the Bad Weather clearing roll (5.2, 5.5)."""
    s = x.s
    s["round"]["turn_no"] += 1
    bank = x.ability_group(pid, "extra_action")
    s["turn"] = {"player": pid, "phase": "A", "actions": ACTIONS_PER_TURN, "bank": 1 if bank else 0,
                 "letter": "A", "attacked": [], "touched": [], "repaired": False, "used": [], "ended": False,
                 "no": s["round"]["turn_no"]}
    x.log("5.1", f"{x.pname(pid)}'s turn begins: {ACTIONS_PER_TURN} actions"
                 + (f" and the Banco's extra action for the {FNAME[bank['faction']]}" if bank else "") + ".")
    bw = s["round"]["bad_weather"]
    if bw and bw["player"] == pid and bw["turn"] < s["round"]["turn_no"]:
        roll = x.die("9.2")
        if roll > 5:
            x.discard([bw["card"]])
            s["round"]["bad_weather"] = None
            x.log("9.2", f"{x.pname(pid)} rolls {roll} for the weather: it clears (Bad Weather is discarded).")
        else:
            x.log("9.2", f"{x.pname(pid)} rolls {roll} for the weather: still grounded (a roll above 5 clears it).")


def bank_works(x):
    return x.ability_group(x.turn["player"], "extra_action")


def can_pay(x, faction, cost=1):
    """Whether ``cost`` actions can be paid for an action of ``faction`` (or NEUTRAL) (5.2, 9.3)."""
    if cost == 0:
        return True
    t = x.turn
    bank = bank_works(x)
    extra = t["bank"] if bank and (faction == NEUTRAL or faction == bank["faction"]) else 0
    return t["actions"] + extra >= cost


def pay(x, faction, rule, cost=1):
    """Spend actions, the Banco's first when it may pay for this action (9.3)."""
    t = x.turn
    bank = bank_works(x)
    for _ in range(cost):
        if t["bank"] and bank and (faction == NEUTRAL or faction == bank["faction"]):
            t["bank"] -= 1
        else:
            t["actions"] -= 1


def letter_ok(x, cid):
    """Cards played in one turn go in letter order (5.3)."""
    return x.card(cid)["letter"] >= x.turn["letter"]


def played_letter(x, cid):
    x.turn["letter"] = max(x.turn["letter"], x.card(cid)["letter"])


def touch(x, *gids):
    for gid in gids:
        if gid not in x.turn["touched"]:
            x.turn["touched"].append(gid)


# ---------------------------------------------------------------- the menu

def phase_menu(x):
    """One choice in the current phase of the turn: an action, a free option, or moving on (5.3)."""
    t = x.turn
    pid, ph = t["player"], t["phase"]
    opts = []
    if ph == "A":
        opts += withdraw_options(x)
    elif ph == "B":
        opts += attack.options(x) + events.attack_phase_options(x)
    elif ph == "C":
        opts += deploy_options(x) + events.deployment_options(x)
    elif ph == "D":
        opts += trade.options(x)
    elif ph == "E":
        opts += discard_options(x)
    elif ph == "F":
        opts += draw_options(x)
    opts += ambush_marker_options(x) + rearrange_options(x)
    if ph == "F":
        opts.append(x.opt("end", None, "End your turn", "7.8"))
    else:
        nxt = PHASES[PHASES.index(ph) + 1]
        opts.append(x.opt("next", nxt, f"Go on to Phase {nxt} ({PHASE_NAMES[nxt]})", PHASE_RULES[nxt]))
    left = t["actions"] + (t["bank"] if bank_works(x) else 0)
    a = yield x.ask(pid, f"Phase {ph} ({PHASE_NAMES[ph]}): {left} action(s) left.", opts, PHASE_RULES[ph])
    verb, arg = a["verb"], a["arg"]
    if verb == "next":
        t["phase"] = arg
        return
    if verb == "end":
        t["ended"] = True
        return
    handler = HANDLERS.get(verb) or attack.HANDLERS.get(verb) or events.HANDLERS.get(verb) or trade.HANDLERS.get(verb)
    yield from handler(x, arg)


# ---------------------------------------------------------------- ambush markers and rearranging (6.12, 3.5)

def ambush_marker_options(x):
    p = x.player(x.turn["player"])
    if p["ambush"] < x.s["options"]["ambush_max"] and can_pay(x, NEUTRAL):
        return [x.opt("ambush_marker", None, f"Buy a point of ambush strength (now {p['ambush']}; 1 action)", "6.12")]
    return []


def buy_ambush(x, arg):
    p = x.player(x.turn["player"])
    pay(x, NEUTRAL, "6.12")
    p["ambush"] += 1
    x.log("6.12", f"{x.pname(p['id'])} spends an action on ambush preparation: the ambush marker stands at "
                  f"{p['ambush']}.")
    return
    yield


def rearrange_options(x):
    t = x.turn
    out = []
    for g in x.groups_of(t["player"]):
        if x.sideways(g) and ((t["phase"] == "A" and g["id"] not in t.get("arranged", []))
                              or g["id"] in t["touched"]):
            out.append(x.opt("rearrange", g["id"], f"Rearrange group {g['id']}: choose the units under command",
                             "3.5"))
    return out


def rearrange(x, gid):
    g = x.group(gid)
    r = x.rating(g["leader"], g["faction"])
    units = list(g["units"])
    combos = _combinations(units, r)
    opts = [x.opt("command", list(c), "Under command: " + ", ".join(x.unit_label(u, g["faction"]) for u in c), "3.5")
            for c in combos]
    a = yield x.ask(x.turn["player"], f"Which {r} unit(s) of group {gid} serve under the leader?", opts, "3.5")
    chosen = a["arg"]
    g["units"] = chosen + [u for u in units if u not in chosen]
    x.turn["touched"] = [i for i in x.turn["touched"] if i != gid]
    x.turn.setdefault("arranged", []).append(gid)
    x.log("3.5", f"{x.pname(g['owner'])} rearranges group {gid}: "
                 f"{', '.join(x.unit_label(u, g['faction']) for u in x.sideways(g))} turned sideways.")


def _combinations(items, k):
    if k == 0:
        return [[]]
    if len(items) < k:
        return []
    first, rest = items[0], items[1:]
    return [[first] + c for c in _combinations(rest, k - 1)] + _combinations(rest, k)


def subsets(items):
    """All non-empty subsets of ``items``, in a fixed order."""
    out = [[]]
    for it in items:
        out += [s + [it] for s in out]
    return [s for s in out if s]


# ---------------------------------------------------------------- withdrawal (5.4)

def bridge_free(x, faction):
    """The Bridge: one group of its faction deployed or withdrawn a turn without an action (9.5)."""
    b = x.ability_group(x.turn["player"], "free_move")
    return bool(b) and b["faction"] == faction and "bridge" not in x.turn["used"]


def withdraw_options(x):
    out = []
    for g in x.groups_of(x.turn["player"]):
        if x.isolated(g) or x.is_armor_group(g) or not (g["leader"] or g["units"]):
            continue
        if can_pay(x, g["faction"]) or bridge_free(x, g["faction"]):
            out.append(x.opt("withdraw", g["id"], f"Withdraw all or part of group {g['id']} to your hand", "5.4"))
    return out


def withdraw(x, gid):
    g = x.group(gid)
    pid = x.turn["player"]
    movable = ([g["leader"]] if g["leader"] else []) + list(g["units"])
    opts = []
    for sub in subsets(movable):
        leader = None if g["leader"] in sub else g["leader"]
        units = [u for u in g["units"] if u not in sub]
        if not units and not g["complex"] and leader:
            continue                                  # a leader is never left alone (3.2)
        opts.append(x.opt("cards", sub, "Withdraw " + ", ".join(x.label(c, g["faction"]) for c in sub), "5.4"))
    a = yield x.ask(pid, f"Withdraw which cards of group {gid}?", opts, "5.4")
    if bridge_free(x, g["faction"]):
        x.turn["used"].append("bridge")
        how = "free, by the Bridge (9.5)"
    else:
        pay(x, g["faction"], "5.4")
        how = "1 action"
    for c in a["arg"]:
        x.remove_from_group(g, c)
        x.hand(pid).append(c)
    x.log("5.4", f"{x.pname(pid)} withdraws {len(a['arg'])} card(s) of group {gid} to hand ({how}).")
    if not (g["units"] or g["leader"] or g["complex"]):
        x.s["groups"].remove(g)
        events.group_gone(x, g, "withdrawn")
    else:
        touch(x, gid)


# ---------------------------------------------------------------- deployment (7.1, 7.2)

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
            out.append(x.opt("reinforce", g["id"], f"Reinforce {whose} group {g['id']} from your hand", "7.2"))
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
        a = yield x.ask(pid, f"Choose the cards ({FNAME[faction]} side up).", opts, rule)
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
    x.log("7.1", f"{x.pname(pid)} deploys a new {FNAME[faction]} group {g['id']}: "
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
    x.log("7.2", f"{x.pname(pid)} reinforces group {gid} with "
                 f"{', '.join(x.label(c, g['faction']) for c in ([leader] if leader else []) + units)}{whose}.")


def add_to_group(x, pid, g, leader, units):
    hand = x.hand(pid)
    for c in ([leader] if leader else []) + units:
        hand.remove(c)
        x.player(pid)["bound"].pop(c, None)
    if leader:
        g["leader"] = leader
    g["units"] += units
    touch(x, g["id"])


# ---------------------------------------------------------------- discard and repair (7.4, 7.5)

def discard_options(x):
    out = []
    pid = x.turn["player"]
    if x.hand(pid) and can_pay(x, NEUTRAL):
        out.append(x.opt("discard", None, "Discard up to four cards (1 action)", "7.4"))
    if not x.turn["repaired"]:
        for g in x.groups_of(pid):
            if g["complex"] and g["damage"] > 0 and can_pay(x, g["faction"]):
                out.append(x.opt("repair", g["id"], f"Repair {x.cname(g['complex'])} (damage {g['damage']}; "
                                                    "1 action, once a turn)", "7.5"))
    return out


def discard(x, arg):
    pid = x.turn["player"]
    chosen = []
    while len(chosen) < 4:
        opts = [x.opt("card", c, f"Discard {x.label(c)}", "7.4") for c in x.hand(pid) if c not in chosen]
        if chosen:
            opts.append(x.opt("done", None, "Stop discarding", "7.4"))
        if not opts:
            break
        a = yield x.ask(pid, f"Discard which card (up to {4 - len(chosen)} more; the last one shows)?", opts, "7.4")
        if a["verb"] == "done":
            break
        chosen.append(a["arg"])
    pay(x, NEUTRAL, "7.4")
    for c in chosen:
        x.hand(pid).remove(c)
    x.discard(chosen)
    x.log("7.4", f"{x.pname(pid)} discards {len(chosen)} card(s); the last, {x.label(chosen[-1])}, lies face up.")
    if len(chosen) > 1:
        x.log("7.4", f"You discarded face down: {', '.join(x.label(c) for c in chosen[:-1])}.", to=[pid])


def repair(x, gid):
    g = x.group(gid)
    pay(x, g["faction"], "7.5")
    roll = x.die("7.5")
    fixed = min(g["damage"], roll // 2)
    g["damage"] -= fixed
    x.turn["repaired"] = True
    x.log("7.5", f"{x.pname(g['owner'])} repairs {x.cname(g['complex'])}: rolls {roll}, {fixed} damage repaired "
                 f"({g['damage']} left).")
    return
    yield


# ---------------------------------------------------------------- the draw (7.6, 7.7, 10.1)

def draw_options(x):
    pid = x.turn["player"]
    out = []
    r = x.rnd
    if r["sudden"] is None and x.s["deck"] and len(x.hand(pid)) < x.capacity(pid) and can_pay(x, NEUTRAL):
        out.append(x.opt("draw", None, f"Draw up to your hand capacity of {x.capacity(pid)} (1 action)", "7.6"))
    out += events.draw_phase_options(x)
    return out


def draw(x, arg):
    pid = x.turn["player"]
    pay(x, NEUTRAL, "7.6")
    got = []
    while len(x.hand(pid)) < x.capacity(pid):
        c = take_from_deck(x)
        if c is None:
            break
        if x.is_red(c):
            x.log("7.6", f"{x.pname(pid)} draws {len(got)} card(s), then a red card: {x.cname(c)}.")
            if got:
                x.log("7.6", f"You drew: {', '.join(x.label(k) for k in got)}.", to=[pid])
            yield from events.play_red(x, pid, c)
            x.turn["ended"] = True
            x.log("7.6", f"Playing a drawn red card ends {x.pname(pid)}'s turn.")
            return
        x.hand(pid).append(c)
        got.append(c)
    x.log("7.6", f"{x.pname(pid)} draws {len(got)} card(s).")
    if got:
        x.log("7.6", f"You drew: {', '.join(x.label(k) for k in got)}.", to=[pid])


def take_from_deck(x):
    """The top card of the draw pile; when the pile runs out, the second pass (5-6 players) or sudden death
    begins (10.1). Returns None when nothing more can be drawn."""
    s = x.s
    if x.rnd["sudden"] is not None or not s["deck"]:
        return None
    c = s["deck"].pop(0)
    if not s["deck"]:
        exhausted(x)
    return c


def exhausted(x):
    s = x.s
    r = x.rnd
    r["passes"] += 1
    if len(s["players"]) >= 5 and r["passes"] == 1 and s["discard"]:
        s["deck"] = list(x.chance.shuffle(s["discard"], "10.1"))   # a copy: the outcome stays as recorded
        s["discard"] = []
        x.log("10.1", f"First pass through the draw pile is over: the discard pile is shuffled into a new "
                      f"draw pile of {len(s['deck'])} cards.")
        return
    r["sudden"] = x.s["options"]["sudden_death_start"]
    x.log("10.1", "The draw pile is exhausted: sudden death begins. The end of round marker goes on the 10 "
                  "space; no more cards are drawn.")


def end_turn(x):
    """The end of a turn (7.8): excess cards discarded at random, isolation markers grow, the sudden-death
    roll (10.2). Returns True when the round is over."""
    s = x.s
    pid = x.turn["player"]
    hand = x.hand(pid)
    cap = x.capacity(pid)
    if len(hand) > cap:
        picker = x.clockwise_from(pid)[1]
        lost = []
        while len(hand) > cap:
            c = x.chance.draw(list(hand), "2.2")
            hand.remove(c)
            lost.append(c)
        x.discard(lost)
        x.log("2.2", f"{x.pname(pid)} holds more than {cap} cards: {x.pname(picker)} picks {len(lost)} at random "
                     f"to discard ({', '.join(x.label(c) for c in lost)}).")
    for p in s["players"]:          # a Barracks card that left the hand (traded, discarded) is free again
        p["bound"] = {c: f for c, f in p["bound"].items() if c in p["hand"]}
    events.grow_isolation(x, pid)
    r = x.rnd
    if r["sudden"] is not None:
        roll = x.die("10.2")
        if roll >= r["sudden"]:
            x.log("10.2", f"Sudden death: {roll} against the marker's {r['sudden']}: the round ends now.")
            return True
        x.log("10.2", f"Sudden death: {roll} against the marker's {r['sudden']}: play goes on, the marker moves "
                      f"to {r['sudden'] - 1}.")
        r["sudden"] -= 1
    return False


HANDLERS = {"ambush_marker": buy_ambush, "rearrange": rearrange, "withdraw": withdraw, "deploy": deploy,
            "reinforce": reinforce, "discard": discard, "repair": repair, "draw": draw}
