"""The turn's bookkeeping (docs/GUERILLA.md 5.2, 5.3): actions and what pays for them (the Banco's extra action,
9.3; the Bridge's free deployment or withdrawal, 9.5), the letter order of a turn's cards, the groups a turn
has touched, and finding or spending a card in hand. Every rule module below the turn's menu uses these."""

from itertools import combinations

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


def command_choices(x, g):
    """The different ways to choose the units under ``g``'s leader, the present one first; none when nothing lies
    sideways, for then every unit serves (3.4, 3.5). Two ways are one when they put the same printed cards under
    command: the copies of a unit card are alike on both halves (its kind says both strengths), and every rule that
    later reads who serves or lies sideways (the attack and the attacked parts, 6.4-6.6; strengths in battle and
    at a change of sides; the losses, 6.8; points, 10.3; the Port's search by kind, 9.7) reads the printed cards,
    never which copy. Only the group's cards on the table and its leader's rating count: public facts."""
    if not g["leader"] or not x.sideways(g):
        return []
    seen, out = set(), []
    for c in combinations(g["units"], x.rating(g["leader"], g["faction"])):
        key = tuple(sorted(x.kind(u) for u in c))
        if key not in seen:
            seen.add(key)
            out.append(list(c))
    return out


def command_matters(x, g):
    """Whether choosing the units under ``g``'s leader could change anything: two different ways at least (3.5)."""
    return len(command_choices(x, g)) > 1


def choose_command(x, g, why=""):
    """Ask ``g``'s owner which units serve under its leader and turn the rest sideways (3.5); ``why`` opens the
    question (a sentence without its full stop) when it comes outside the owner's own phase menu. When every way
    comes to the same cards (or nothing lies sideways) nobody is asked: the group stays as it is, and the log
    says which units lie sideways and why nothing was asked."""
    choices = command_choices(x, g)
    if not choices:
        return
    side = x.sideways(g)
    if len(choices) == 1:
        x.log("3.5", f"{x.gname(g, True)} stays as it is: {', '.join(x.unit_label(u, g['faction']) for u in side)} "
                     f"{'lies' if len(side) == 1 else 'lie'} sideways whichever units serve under the leader, "
                     "so there is nothing to choose.")
        return
    r = x.rating(g["leader"], g["faction"])
    opts = [x.opt("command", c, "Under command: " + ", ".join(x.unit_label(u, g["faction"]) for u in c), "3.5")
            for c in choices]
    ask = (f"which {'unit' if r == 1 else f'{r} units'} of {x.gname(g)} {'serves' if r == 1 else 'serve'} under the "
           "leader?")
    a = yield x.ask(g["owner"], f"{why}: {ask}" if why else ask[:1].upper() + ask[1:], opts, "3.5")
    chosen = a["arg"]
    g["units"] = chosen + [u for u in g["units"] if u not in chosen]
    x.log("3.5", f"{x.pname(g['owner'])} rearranges {x.gname(g)}: "
                 f"{', '.join(x.unit_label(u, g['faction']) for u in x.sideways(g))} turned sideways.")


def owners_rearrange(x, gids, why):
    """3.5 lets a group be rearranged after a battle or a deployment involving it, even in another player's turn:
    the owner of each group of ``gids`` that is not the turn's player (who has his phase menu) is asked there and
    then when the choice could change anything (``choose_command``). All it rests on is on the table: the group's
    cards and its leader's rating."""
    for gid in gids:
        g = x.group(gid)
        if g is not None and g["owner"] != x.turn["player"]:
            yield from choose_command(x, g, why)


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
