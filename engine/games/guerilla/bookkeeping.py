"""The turn's bookkeeping (docs/GUERILLA.md 5.2, 5.3): actions and what pays for them (the Banco's extra action,
9.3; the Bridge's free deployment or withdrawal, 9.5), the letter order of a turn's cards, the groups a turn
has touched, and finding or spending a card in hand. Every rule module below the turn's menu uses these."""

from .model import NEUTRAL


def bank_works(x):
    """The Banco group of the player whose turn it is, when it works (not damaged or isolated, 9.3), else None."""
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
    """An in-turn card was played: later cards of this turn may not have an earlier letter (5.3)."""
    x.turn["letter"] = max(x.turn["letter"], x.card(cid)["letter"])


def touch(x, *gids):
    """Note groups that this turn changed: each may then be rearranged (3.5)."""
    for gid in gids:
        if gid not in x.turn["touched"]:
            x.turn["touched"].append(gid)


def bridge_free(x, faction):
    """The Bridge: one group of its faction deployed or withdrawn a turn without an action (9.5)."""
    b = x.ability_group(x.turn["player"], "free_move")
    return bool(b) and b["faction"] == faction and "bridge" not in x.turn["used"]


def holding(x, pid, kind, check_letter=False):
    """The first card of ``kind`` in ``pid``'s hand (playable by the letter order, if asked), or None."""
    return next((c for c in x.hand(pid) if x.kind(c) == kind and (not check_letter or letter_ok(x, c))), None)


def use_card(x, pid, cid):
    """Play ``cid`` from the hand onto the discard pile; an in-turn card moves the letter on (5.3)."""
    x.hand(pid).remove(cid)
    x.discard([cid])
    if x.card(cid)["timing"] == "in_turn":
        played_letter(x, cid)
