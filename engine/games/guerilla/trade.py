"""Trade (docs/GUERILLA.md 7.3): an offer face up and/or face down with a stated want, counter-offers in turn
order, one accepted or all rejected, and the capacity check with the examine-and-return rule. Promises made
while trading are not binding and are not modelled."""

from ...words import count
from .bookkeeping import can_pay, pay
from .model import NEUTRAL

WANTS = {"anything": "anything", "units": "units", "leaders": "leaders", "events": "event cards"}


def options(x):
    pid = x.turn["player"]
    if x.hand(pid) and can_pay(x, NEUTRAL) and len(x.seats()) > 1:
        return [x.opt("trade", None, "Offer a trade (1 action, whether or not a trade is made)", "7.3")]
    return []


def _shown(x, lots):
    up = [x.label(e["card"]) for e in lots if e["up"]]
    down = sum(1 for e in lots if not e["up"])
    parts = up + ([f"{count(down, 'card')} face down"] if down else [])
    return ", ".join(parts) or "nothing"


def _build(x, pid, lots, prompt, allow_pass):
    """Ask ``pid`` for cards one at a time, each face up or face down, until done (or pass)."""
    while True:
        taken = [e["card"] for e in lots]
        opts = []
        for c in x.hand(pid):
            if c not in taken:
                opts.append(x.opt("offer", [c, True], f"Offer {x.label(c)} face up", "7.3"))
                opts.append(x.opt("offer", [c, False], f"Offer {x.label(c)} face down", "7.3"))
        if lots:
            opts.append(x.opt("done", None, "That is the offer", "7.3"))
        elif allow_pass:
            opts.append(x.opt("pass", None, "Make no offer in return", "7.3"))
        a = yield x.ask(pid, prompt + f" (so far: {_shown(x, lots)})", opts, "7.3")
        if a["verb"] in ("done", "pass"):
            return
        lots.append({"card": a["arg"][0], "up": a["arg"][1]})


def trade(x, arg):
    pid = x.turn["player"]
    t = {"offerer": pid, "offer": [], "want": None, "counters": {}, "order": []}
    x.s["trade"] = t
    yield from _build(x, pid, t["offer"], "Trade: choose the cards you offer", False)
    a = yield x.ask(pid, "What do you say you want in return?",
                    [x.opt("want", k, f"Say you want {v}", "7.3") for k, v in WANTS.items()], "7.3")
    t["want"] = a["arg"]
    pay(x, NEUTRAL, "7.3")
    x.log("7.3", f"{x.pname(pid)} offers {_shown(x, t['offer'])} and wants {WANTS[t['want']]}.")
    for q in x.clockwise_from(pid)[1:]:
        lots = []
        t["counters"][q] = lots
        t["order"].append(q)
        yield from _build(x, q, lots, f"{x.pname(pid)} offers {_shown(x, t['offer'])} for {WANTS[t['want']]}: "
                                      "your offer in return", True)
        if lots:
            x.log("7.3", f"{x.pname(q)} offers {_shown(x, lots)} in return.")
        else:
            del t["counters"][q]
            x.log("7.3", f"{x.pname(q)} makes no offer.")
    opts = [x.opt("accept", q, f"Accept {x.pname(q)}'s offer: {_shown(x, lots)}", "7.3")
            for q, lots in t["counters"].items()]
    if opts:
        opts.append(x.opt("accept", None, "Reject every offer", "7.3"))
        a = yield x.ask(pid, "Accept one offer, or reject them all.", opts, "7.3")
    else:                   # nobody offered anything: there is nothing to reject, and no need to ask
        a = yield x.ask(pid, "Nobody made an offer in return.", [x.opt("accept", None, "End the trade", "7.3")],
                        "7.3")
    partner = a["arg"]
    if partner is None:
        x.log("7.3", f"{x.pname(pid)} rejects every offer; no trade is made (the action is spent)." if opts else
              f"No offer was made to {x.pname(pid)}; no trade is made (the action is spent).")
        x.s["trade"] = None
        return
    give = [e["card"] for e in t["offer"]]
    get = [e["card"] for e in t["counters"][partner]]
    for c in give:
        x.hand(pid).remove(c)
    for c in get:
        x.hand(partner).remove(c)
    x.hand(pid).extend(get)
    x.hand(partner).extend(give)
    for who, gone in ((pid, give), (partner, get)):     # a Barracks card traded away is free at once (9.4):
        for c in gone:                                   # its mark must not follow it back or tell where it went
            x.player(who)["bound"].pop(c, None)
    said = f"{x.pname(pid)} and {x.pname(partner)} trade: {count(len(give), 'card')} for {len(get)}"
    x.log("7.3", f"{said}.", own={pid: ("7.3", f"{said}; you receive {', '.join(x.label(c) for c in get)}."),
                                  partner: ("7.3", f"{said}; you receive {', '.join(x.label(c) for c in give)}.")})
    yield from _over_capacity(x, pid, partner, get)
    yield from _over_capacity(x, partner, pid, give)
    x.s["trade"] = None


def _over_capacity(x, who, other, received):
    """No one finishes a trade above hand capacity: the receiver examines what he got and hands back the
    excess of his choice (7.3)."""
    back = []
    while len(x.hand(who)) > x.capacity(who) and [c for c in received if c not in back]:
        opts = [x.opt("return", c, f"Hand back {x.label(c)}", "7.3") for c in received if c not in back]
        a = yield x.ask(who, f"You hold more than {x.capacity(who)} cards: hand back which received card?", opts, "7.3")
        back.append(a["arg"])
        x.hand(who).remove(a["arg"])
        x.hand(other).append(a["arg"])
    if back:
        x.log("7.3", f"{x.pname(who)} is over hand capacity and hands {count(len(back), 'card')} back to {x.pname(other)}.")


HANDLERS = {"trade": trade}
