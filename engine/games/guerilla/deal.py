"""Preparations for play (docs/GUERILLA.md 4.1-4.9): loyalty markers, the deal, the misdeal call, the sealed
simultaneous initial deployment, the refill and the draw pile with the Revolution in its bottom half."""

from ...words import count
from .model import FNAME

LOYALTY_NAMES = {"rebel": "Rebel", "government": "Government", "mercenary": "Mercenary"}


def loyalty_markers(n, mercenaries):
    """The markers for ``n`` players: an even Rebel/Government split, Mercenaries making up the rest (4.2, 4.3)."""
    side = (n - mercenaries) // 2
    return ["rebel"] * side + ["government"] * side + ["mercenary"] * mercenaries


def held_back(cat):
    """The Revolution and the three Traitors, set aside before the deal (4.4)."""
    return [cid for cid, c in cat.items() if c["kind"] in ("revolution", "traitor")]


def deal_markers(s, chance, n):
    """Loyalty markers shuffled and one taken by each player, in secret (4.2, 4.3)."""
    markers = chance.shuffle(loyalty_markers(n, s["options"]["mercenaries"]), "4.2")
    for p, m in zip(s["players"], markers):
        p["loyalty"] = m


def deal_round(game, s, chance, n):
    """The shuffle and eight cards each, the Revolution and Traitors set aside (4.4): fills the hands, the
    deck and the set-aside cards."""
    cat = game.catalog()
    aside = held_back(cat)
    deck = list(chance.shuffle([cid for cid in cat if cid not in aside], "4.4"))
    order = _from_dealer(s)
    for p in s["players"]:
        p["hand"] = []
    for k in range(8 * n):
        next(p for p in s["players"] if p["id"] == order[k % n])["hand"].append(deck[k])
    s["deck"] = deck[8 * n:]
    s["setaside"] = aside
    s["discard"] = []


def _from_dealer(s):
    seats = [p["id"] for p in s["players"]]
    i = seats.index(s["round"]["dealer"])
    return seats[i:] + seats[:i]


def has_unit(game, hand):
    cat = game.catalog()
    return any(cat[c]["type"] == "unit" for c in hand)


def initial_deployment(x):
    """Everybody deploys face down, sealed (4.6), each player in one sitting: the players in order of play from
    the dealer (5.1) lay their whole deployment one after the other, a private question a step, so the hot seat
    passes the device once a player. No card is shown until all are done (4.7); that a player has finished, and
    how many cards he laid face down in how many groups, is public (at the table he is seen to stop). A player
    dealt no unit may call a misdeal (4.5) in the first question of his sitting; nothing has been revealed by
    then, so the cards go back and the deal is made again.
    A finished player's groups wait in the state's ``face_down`` ({seat: [group]}, there only until the reveal):
    they stay in his hand until then, and a view shows their counts to all, their cards to him alone (game.py)."""
    plans = {}
    for q in x.clockwise_from(x.rnd["dealer"]):
        plan = plans[q] = {"groups": [], "open": None, "done": False}
        first = True
        while not plan["done"]:
            a = yield x.ask(q, _prompt(x, q, plan), _options(x, q, plan, first), "4.6")
            if a["verb"] == "misdeal":
                x.log("4.5", f"{x.pname(q)} calls a misdeal (dealt no unit): every card goes back and the dealer "
                             "deals again.")
                x.s.pop("face_down", None)
                x.s["flow"]["stage"] = "redeal"
                return
            first = False
            _apply(plan, a["verb"], a["arg"], x.is_leader)
        groups = plan["groups"]           # as at the table, everyone sees a player stop laying cards down
        x.s.setdefault("face_down", {})[q] = [dict(g, units=list(g["units"])) for g in groups]
        n = sum(len(planned_cards(g)) for g in groups)
        x.log("4.6", f"{x.pname(q)} has finished deploying: {count(n, 'card')} face down in "
                     f"{count(len(groups), 'group')}.")
    reveal(x, plans)


def laid(state, pid):
    """The cards ``pid`` has laid face down in the sealed deployment and that wait for the reveal (4.6, 4.7), as
    his groups ([{faction, leader, units, complex}]), or None if he has not finished (or nothing waits)."""
    return (state.get("face_down") or {}).get(pid)


def laying(game, state, pid):
    """What ``pid`` has laid face down so far in his sitting of the sealed deployment, while he is still at it (4.6):
    {"groups": [closed group], "open": the group he is building or None}, or None when he is not laying now. It is
    rebuilt from the deployment's answers: the sittings come one after the other in order of play from the dealer,
    each ending with "done", so the sitting in progress is the one after the last "done". Only his own view shows it
    (game.py): the others see him laying, as at the table, and learn his counts when he stops."""
    frame = next((f for f in state.get("stack") or () if f.get("proc") == "deploy"), None)
    if frame is None or laid(state, pid) is not None:
        return None
    answers = [a for a in frame["answers"] if a and a[0] != "sealed"]
    order = _from_dealer(state)
    sitting = sum(1 for a in answers if a[0] == "done")
    if sitting >= len(order) or order[sitting] != pid:
        return None
    last = max((i for i, a in enumerate(answers) if a[0] == "done"), default=-1)
    plan = {"groups": [], "open": None, "done": False}
    cat = game.catalog()
    for verb, arg in answers[last + 1:]:
        _apply(plan, verb, arg, lambda c: cat[c]["type"] == "leader")
    return {"groups": plan["groups"], "open": plan["open"]}


def planned_cards(g):
    """A planned group's cards: its leader, units and complex."""
    return ([g["leader"]] if g["leader"] else []) + g["units"] + ([g["complex"]] if g["complex"] else [])


def _used(plan):
    return [c for g in plan["groups"] + ([plan["open"]] if plan["open"] else []) for c in planned_cards(g)]


def _prompt(x, q, plan):
    parts = []
    for g in plan["groups"]:
        parts.append(_describe(x, g))
    so_far = "; ".join(parts) if parts else "nothing yet"
    if plan["open"]:
        return (f"Initial deployment (sealed): building {_describe(x, plan['open'])}. Add a card or close the "
                f"group. Placed so far: {so_far}.")
    return f"Initial deployment (sealed, face down): every complex must be placed. Placed so far: {so_far}."


def _describe(x, g):
    cards = ([g["complex"]] if g["complex"] else []) + ([g["leader"]] if g["leader"] else []) + g["units"]
    if not cards:
        return f"a new {FNAME[g['faction']]} group, no card in it yet"
    return f"{FNAME[g['faction']]} group of " + ", ".join(x.label(c, g["faction"]) for c in cards)


def _options(x, q, plan, first):
    left = [c for c in x.hand(q) if c not in _used(plan)]
    opts = []
    g = plan["open"]
    if g:
        for c in left:
            if x.card(c)["type"] == "unit" and x.valid_group(g["leader"], g["units"] + [c], g["complex"]):
                opts.append(x.opt("add", c, f"Add {x.label(c, g['faction'])}", "3.1"))
            elif x.is_leader(c) and not g["leader"]:
                opts.append(x.opt("add", c, f"Add {x.label(c, g['faction'])} on top", "3.2"))
        if g["complex"] or g["units"]:
            opts.append(x.opt("close", None, "Close this group", "3.1"))
        return opts
    for c in left:
        if x.card(c)["type"] == "complex":
            opts.append(x.opt("complex", c, f"Place {x.cname(c)} (it starts under Government control)", "4.6"))
    if any(x.card(c)["type"] == "unit" for c in left):
        for f in ("government", "rebel"):
            opts.append(x.opt("group", f, f"Start a new {FNAME[f]} group", "4.7"))
    if not any(x.card(c)["type"] == "complex" for c in left):
        opts.append(x.opt("done", None, "Finish the initial deployment", "4.6"))
    if first and not has_unit(x.game, x.hand(q)):
        opts.append(x.opt("misdeal", None, "Call a misdeal (you were dealt no unit)", "4.5"))
    return opts


def _apply(plan, verb, arg, is_leader):
    """One answer of a sitting applied to the plan (``is_leader``: whether a card is a leader)."""
    if verb == "complex":
        plan["open"] = {"faction": "government", "leader": None, "units": [], "complex": arg}
    elif verb == "group":
        plan["open"] = {"faction": arg, "leader": None, "units": [], "complex": None}
    elif verb == "add":
        if is_leader(arg):
            plan["open"]["leader"] = arg
        else:
            plan["open"]["units"].append(arg)
    elif verb == "close":
        plan["groups"].append(plan["open"])
        plan["open"] = None
    elif verb == "done":
        plan["done"] = True


def reveal(x, plan):
    """All deployed cards are turned face up at once (4.7)."""
    x.s.pop("face_down", None)
    for q in x.seats():
        hand = x.hand(q)
        for g in plan[q]["groups"]:
            new = x.new_group(q, g["faction"], g["leader"], g["units"], g["complex"])
            for c in x.cards_of(new):
                hand.remove(c)
            x.log("4.7", f"{x.pname(q)} reveals a {_describe(x, g)}.", group=new["id"])
        if not plan[q]["groups"]:
            x.log("4.7", f"{x.pname(q)} deployed nothing.")
    x.s["flow"]["stage"] = "refill"


def refill(x):
    """Refill every hand to capacity, red cards going back to the dealer (4.8); shuffle them and the Traitors
    in, cut, and shuffle the Revolution into the bottom half (4.9)."""
    s = x.s
    returned = []
    for q in _from_dealer(s):
        hand = x.hand(q)
        for c in [c for c in hand if x.is_red(c)]:      # reading: a Bad Weather dealt in the hand goes back too
            hand.remove(c)
            returned.append(c)
            x.log("4.8", f"{x.pname(q)} shows {x.cname(c)} from the opening hand: it goes back to the dealer.")
        while len(hand) < x.capacity(q) and s["deck"]:
            c = s["deck"].pop(0)
            if x.is_red(c):
                returned.append(c)
            else:
                hand.append(c)
        x.log("4.8", f"{x.pname(q)} refills to {len(hand)} cards.",
              own={q: ("4.8", f"{x.pname(q)} refills to {len(hand)} cards and holds "
                              f"{', '.join(x.label(c) for c in hand)}.")})
    if returned:
        x.log("4.8", f"{count(len(returned), 'red card')} {'goes' if len(returned) == 1 else 'go'} back to the dealer: "
                     f"{', '.join(x.cname(c) for c in returned)}.")
    revolution = [c for c in s["setaside"] if x.kind(c) == "revolution"]
    traitors = [c for c in s["setaside"] if x.kind(c) == "traitor"]
    deck = list(x.chance.shuffle(s["deck"] + returned + traitors, "4.9"))
    half = len(deck) // 2
    bottom = list(x.chance.shuffle(deck[half:] + revolution, "4.9"))
    s["deck"] = deck[:half] + bottom
    s["setaside"] = []
    x.log("4.9", f"The dealer shuffles the returned red cards and the three Traitors in, cuts the deck and "
                 f"shuffles the Revolution into the bottom half: {count(len(s['deck']), 'card')} to draw.")
    s["flow"]["stage"] = "turns"
