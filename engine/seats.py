"""Who plays each seat at the sandbox table (issue 27.5): a person, or a computer at a level of engine/bots.

The bridge keeps ``seats`` as ``{role: level}`` for the computer seats only (a role not named is a person), with
the game's record, so a kept game, a file or a link reopens with its computers. Everything here decides from
public facts only: which roles decide now (public, as the hot seat's hand-offs are), which seats are computers
(the page chose them) and the game's views compared with the public one. Shared code: it names no game.
"""

from . import bots
from .errors import IllegalAction

PERSON = "person"
LEVELS = ("steady", "strong")          # the computer levels a seat may have at the table (random is the toolbar's)


def levels(game):
    """{level: None when the game offers it, else the sentence saying why not} (a game may refuse one)."""
    return {level: bots.refusal(game.id, level) for level in LEVELS}


def check(game, state, seats):
    """``seats`` as asked ({role: "person" | level}) made the bridge's own: computer seats only; IllegalAction
    ('bad_seats') naming the first role or level that is not one of this game."""
    if seats is None:
        return {}
    if not isinstance(seats, dict):
        raise IllegalAction("bad_seats", "seats name each role's player: an object {role: person, steady or strong}")
    out = {}
    offered = levels(game)
    for role, kind in seats.items():
        if role not in state["roles"]:
            raise IllegalAction("bad_seats", f"{str(role)[:40]!r} is not a player in this game; players: "
                                             f"{', '.join(state['roles'])}")
        if kind == PERSON:
            continue
        if kind not in offered:
            raise IllegalAction("bad_seats", f"{str(kind)[:40]!r} is not a seat kind; known: "
                                             f"{', '.join((PERSON,) + LEVELS)}")
        if offered[kind]:
            raise IllegalAction("bad_seats", offered[kind][:1].upper() + offered[kind][1:])
        out[role] = kind
    return {r: out[r] for r in state["roles"] if r in out}      # in seat order, whatever order they came in


def persons(state, seats):
    return [r for r in state["roles"] if r not in seats]


def seated(state, seats, held):
    """Who holds the device: with exactly one person at the table, always that person (there is nobody to hand
    it to, and no hand-off screen); else whoever last pressed "I am ..." (``held``)."""
    people = persons(state, seats)
    return people[0] if len(people) == 1 else held


def computer_next(game, state, seats):
    """The first computer seat that has a decision now (who decides is public), or None."""
    if state["result"] is not None:
        return None
    return next((r for r in game.active_roles(state) if r in seats), None)


def knows_only_public(game, state, role):
    """True when ``role``'s board and log show nothing beyond the public ones: its reasons can then tell nobody
    a secret. Whether a seat holds something unseen (a hand, a loyalty, a hidden Safe House, units in the fog)
    follows from public facts (how many cards it holds, which markers are face down)."""
    mine, public = game.view(state, role), game.view(state, None)
    return mine["board"] == public["board"] and mine.get("log") == public.get("log")


def reason_for(game, state, role, viewer, act, reason):
    """The computer's one-line reason as ``viewer`` may read it. A bot reasons from its whole view, so its words
    may rest on its own secrets ("we back the Government side"): they reach another seat only when the bot's
    view held nothing beyond the public one (decided on ``state``, the position it decided in); else the line
    says what was chosen and its rule, and that the why stays with the seat."""
    if viewer == role or knows_only_public(game, state, role):
        return reason
    return (f"{act['label']}: why stays hidden, since {game.role_name(role)} also weighed what only that seat "
            f"may see, {act['rule']}")


def undo_depth(moves, seats, history, floor):
    """How many moves ``Undo`` takes back: with computers at the table, every move since the last person's
    decision and that decision (the person decides again); else one. 0 when a die roll or a hidden draw lies in
    between (undo never goes back past one)."""
    depth = 1
    if seats:
        last = next((i for i in range(len(moves) - 1, -1, -1) if moves[i]["role"] not in seats), None)
        depth = len(moves) - last if last is not None else len(moves)
    if depth < 1 or len(history) - depth < floor:
        return 0
    return depth
