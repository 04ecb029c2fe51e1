"""A player's turn (docs/GUERILLA.md 5.1-7.8): its start, the phase menu, ambush markers and rearranging,
withdrawal, discard, repair, the draw and the end of the turn.

Each call of ``phase_menu`` is one small procedure: one choice in the current phase (and whatever questions
that choice brings), after which ``advance`` starts the next menu. The attack phase's choices live in
``attack.py`` and ``events.py``, deployment in ``deployment.py``, trade in ``trade.py``; what an action costs
in ``bookkeeping.py``.
"""

from ...words import count
from . import attack, events, trade
from .bookkeeping import bank_works, bridge_free, can_pay, choose_command, command_matters, pay, touch
from .deployment import deploy, deploy_options, reinforce
from .model import ACTIONS_PER_TURN, FSIDE, NEUTRAL, PHASE_NAMES, PHASE_RULES, PHASES, subsets
from .red import play_red
from .supply import group_gone, grow_isolation
from .windows import lapse_standing


# ---------------------------------------------------------------- the start of a turn (5.1, 5.2, 5.5)

def begin_turn(x, pid):
    """Start ``pid``'s turn: two actions, the Banco's extra one, the Bad Weather clearing roll (5.2, 5.5)."""
    s = x.s
    s["round"]["turn_no"] += 1
    bank = x.ability_group(pid, "extra_action")
    s["turn"] = {"player": pid, "phase": "A", "actions": ACTIONS_PER_TURN, "bank": 1 if bank else 0,
                 "letter": "A", "attacked": [], "touched": [], "repaired": False, "used": [], "ended": False,
                 "no": s["round"]["turn_no"]}
    x.log("5.1", f"{x.pname(pid)}'s turn begins: {ACTIONS_PER_TURN} actions"
                 + (f" and the Banco's extra action for {FSIDE[bank['faction']]}" if bank else "") + ".")
    lapse_standing(x, pid)          # a standing pass (8.12) lasts until its player's own next turn
    bw = s["round"]["bad_weather"]
    if bw and bw["player"] == pid and bw["turn"] < s["round"]["turn_no"]:
        roll = x.die("9.2")
        if roll > 5:
            x.discard([bw["card"]])
            s["round"]["bad_weather"] = None
            x.log("9.2", f"{x.pname(pid)} rolls {roll} for the weather: it clears (Bad Weather is discarded).")
        else:
            x.log("9.2", f"{x.pname(pid)} rolls {roll} for the weather: still grounded (a roll above 5 clears it).")


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
    a = yield x.ask(pid, f"Phase {ph} ({PHASE_NAMES[ph]}): {count(left, 'action')} left.", opts, PHASE_RULES[ph])
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
        if command_matters(x, g) and ((t["phase"] == "A" and g["id"] not in t.get("arranged", []))
                                      or g["id"] in t["touched"]):
            out.append(x.opt("rearrange", g["id"], f"Rearrange {x.gname(g)}: choose the units under command",
                             "3.5"))
    return out


def rearrange(x, gid):
    yield from choose_command(x, x.group(gid))
    x.turn["touched"] = [i for i in x.turn["touched"] if i != gid]
    x.turn.setdefault("arranged", []).append(gid)


# ---------------------------------------------------------------- withdrawal (5.4)


def withdraw_options(x):
    out = []
    for g in x.groups_of(x.turn["player"]):
        if x.isolated(g) or x.is_armor_group(g) or not (g["leader"] or g["units"]):
            continue
        if can_pay(x, g["faction"]) or bridge_free(x, g["faction"]):
            out.append(x.opt("withdraw", g["id"], f"Withdraw all or part of {x.gname(g)} to your hand", "5.4"))
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
    a = yield x.ask(pid, f"Withdraw which cards of {x.gname(gid)}?", opts, "5.4", key="withdraw.cards", about=gid)
    if bridge_free(x, g["faction"]):
        x.turn["used"].append("bridge")
        how = "free, by the Bridge (9.5)"
    else:
        pay(x, g["faction"], "5.4")
        how = "1 action"
    for c in a["arg"]:
        x.remove_from_group(g, c)
        x.hand(pid).append(c)
    x.log("5.4", f"{x.pname(pid)} withdraws {count(len(a['arg']), 'card')} of {x.gname(gid)} to hand ({how}).")
    if not (g["units"] or g["leader"] or g["complex"]):
        x.s["groups"].remove(g)
        group_gone(x, g, "withdrawn")
    else:
        touch(x, gid)


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
        left = 4 - len(chosen)
        a = yield x.ask(pid, (f"Discard: choose a card (up to {left} for this action)." if not chosen else
                              f"Discard another card (up to {left} more), or stop.")
                        + " The cards go face down, except the last you discard, which lies face up.", opts, "7.4")
        if a["verb"] == "done":
            break
        chosen.append(a["arg"])
    pay(x, NEUTRAL, "7.4")
    for c in chosen:
        x.hand(pid).remove(c)
    x.discard(chosen)
    said = f"{x.pname(pid)} discards {count(len(chosen), 'card')}"
    down = f" ({', '.join(x.label(c) for c in chosen[:-1])} face down)" if len(chosen) > 1 else ""
    last = f"; the last, {x.label(chosen[-1])}, lies face up."
    x.log("7.4", said + last, own={pid: ("7.4", said + down + last)} if down else None)


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
            said, red = f"{x.pname(pid)} draws {count(len(got), 'card')}", f", then a red card: {x.cname(c)}."
            x.log("7.6", said + red,
                  own={pid: ("7.6", f"{said} ({', '.join(x.label(k) for k in got)}){red}")} if got else None)
            yield from play_red(x, pid, c)
            x.turn["ended"] = True
            x.log("7.6", f"Playing a drawn red card ends {x.pname(pid)}'s turn.")
            return
        x.hand(pid).append(c)
        got.append(c)
    said = f"{x.pname(pid)} draws {count(len(got), 'card')}"
    x.log("7.6", f"{said}.", own={pid: ("7.6", f"{said}: {', '.join(x.label(k) for k in got)}.")} if got else None)


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
                      f"draw pile of {count(len(s['deck']), 'card')}.")
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
        # laid as any discard is (7.4): face down but the last, which lies face up on top; the picker draws blind
        head = (f"{x.pname(pid)} holds more than {cap} cards: {x.pname(picker)} picks {count(len(lost), 'card')} "
                "at random to discard")
        if len(lost) == 1:
            x.log("2.2", f"{head}: {x.label(lost[0])}, which lies face up.")
        else:
            down = ', '.join(x.label(c) for c in lost[:-1])
            x.log("2.2", f"{head}; they go face down but the last, {x.label(lost[-1])}, lies face up.",
                  own={pid: ("2.2", f"{head}; they go face down ({down}) but the last, {x.label(lost[-1])}, lies "
                                    "face up.")})
    for p in s["players"]:          # a Barracks card that left the hand (traded, discarded) is free again
        p["bound"] = {c: f for c, f in p["bound"].items() if c in p["hand"]}
    grow_isolation(x, pid)
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
