"""Hand-offs in the hot seat (issue 25.3; figures, not pass/fail): ``python bench/handoffs.py [games]`` plays
random legal games (the fuzzer's choices, ``fuzz_allows``) of a Guerilla round at 3, 4, 5 and 6 players (dealing,
sealed deployment and the round to its end) and a 4-player Junta coup, and counts how often the device changes
hands under these rules for whom the page hands it to:

- before: the first role with a decision, in seat order (the page as it was until issue 25.3);
- after: the sandbox's ``hot_seat_next`` (engine/sandbox.py; the seated player keeps the device while they have a
  decision of their own; else the next player round the table who has one), with every run of forced choices (one
  option: the seated player's own, or anyone's public one) taken by one "go on to the next decision" click
  (``forced``);
- declare: as after, and every player but the one whose turn it is takes the standing pass (8.12) at the first
  window that asks him after his own turn (so it stands until his next one; his own group's or leader's windows
  still ask him). Under before and after the random choices leave the standing pass out, so those two play
  exactly the games they played before it existed.

All three rules are the sandbox's own: the page shows the hand-off screen exactly when the answer's ``acting`` is not
the seated player. Prints moves, real choices (two or more options), moves taken by go-on, hand-offs, clicks, and
moves and real choices per hand-off, turns and hand-offs per turn (all, and to a player other than the turn's),
with the date and the machine; for Guerilla also, per response window kind
(Informant 8.8, Atrocities/Press 8.6, Bodyguard 8.7), the windows opened, the answers, the hand-offs into the
window and the one right after its last answer, and the battles fought (``python bench/handoffs.py 20 guerilla
after declare from=101``: 20 games, seeds 101-120, Guerilla only, today's page rule without and with the standing
pass). Random games differ in length under the
rules (the order of sealed answers feeds the fuzzer's choices), so compare the figures per hand-off."""

import datetime
import os
import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from engine import get_game, setup  # noqa: E402
from engine.sandbox import forced, hot_seat_next  # noqa: E402
from host import machine  # noqa: E402


WINDOWS = {"8.8": "Informant", "8.6": "Atrocities/Press", "8.7": "Bodyguard"}
STAND = "stand_pass"       # the standing pass's verb (engine/games/guerilla/windows.py, 8.12)


def _window(state):
    """The rule of the sealed window (an ``AskEach``) waiting at the top of the stack, or None."""
    stack = state.get("stack") or []
    ask = (stack[-1].get("ask") or {}) if stack else {}
    return ask.get("rule") if "each" in ask else None


def _battles(before, after):
    """Battles fought by one move: the battle lines (6.7) it added to the log."""
    return sum(1 for e in after["log"][len(before["log"]):]
               if e.get("rule") == "6.7" and e["text"].startswith("Battle"))


def first_active(game, state, seated):
    active = game.active_roles(state)
    return active[0] if active else None


def play(game_id, players, seed, rule, stop, limit=20000):
    """One game from ``seed`` until ``stop(state)``: {moves, forced, handoffs, clicks, deploy_moves,
    deploy_handoffs, battles, and per window rule R (8.8, 8.6, 8.7): windows R (opened), answers R, into R (hand-offs
    to a player answering it), out of R (the hand-off right after its last answer), turns, handoffs to others (to a
    player other than the one whose turn it is)}. ``rule`` is "before", "after" or "declare"."""
    game = get_game(game_id)
    state = setup(game_id, seed, options={"players": players})
    pick = random.Random(seed)
    seated = None
    out = {"moves": 0, "forced": 0, "choices": 0, "handoffs": 0, "clicks": 0, "deploy_moves": 0,
           "deploy_handoffs": 0, "battles": 0, "turns": 0, "handoffs to others": 0}
    going_on = False
    last_window = None                     # the window the last move answered, if any

    def step(role, act):
        nonlocal state, last_window
        window = _window(state)
        new = game.apply(state, role, act["verb"], act["arg"])
        out["battles"] += _battles(state, new)
        out["turns"] += _turns(state, new)
        if window:
            _add(out, "answers " + window)
        opened = _window(new)
        if opened and not new["stack"][-1].get("sealed"):
            _add(out, "windows " + opened)
        last_window = window
        state = new

    for _ in range(limit):
        if state["result"] is not None or stop(state):
            break
        deploying = _deploying(state)
        if rule in ("after", "declare"):
            role = hot_seat_next(game, state, seated)
            act = forced(game, state, role, seated)
            if act is not None:            # "go on to the next decision": one click for a run of forced choices
                out["clicks"] += 0 if going_on else 1
                going_on = True
                out["forced"] += 1
                out["moves"] += 1
                step(role, act)
                continue
        else:
            role = first_active(game, state, seated)
        going_on = False
        if role is None:
            break
        if role != seated:
            out["handoffs"] += 1
            out["handoffs to others"] += role != ((state.get("turn") or {}).get("player") or role)
            out["deploy_handoffs"] += deploying
            if _window(state):
                _add(out, "into " + _window(state))
            elif last_window:
                _add(out, "out of " + last_window)
            seated = role
        legal = game.actions(state, role)
        allowed = [a for a in legal if not hasattr(game, "fuzz_allows") or game.fuzz_allows(state, role, a)] or legal
        stand = next((a for a in allowed if a["verb"] == STAND), None)
        allowed = [a for a in allowed if a["verb"] != STAND] or allowed
        if rule == "declare" and stand and role != (state.get("turn") or {}).get("player"):
            a = stand                      # his first window since his turn: the standing pass
        else:
            a = allowed[pick.randrange(len(allowed))]
        out["choices"] += len(legal) > 1          # a real choice (more than one option)
        out["clicks"] += 1
        out["moves"] += 1
        out["deploy_moves"] += deploying
        step(role, a)
    return out


def _turns(before, after):
    """Turns begun by one move: the turn lines (5.1) it added to the log (Guerilla; none in Junta)."""
    return sum(1 for e in after["log"][len(before["log"]):] if e.get("rule") == "5.1" and "'s turn begins" in e["text"])


def _add(out, key):
    out[key] = out.get(key, 0) + 1


def _deploying(state):
    stack = state.get("stack") or []
    return bool(stack) and stack[-1].get("proc") == "deploy"


def guerilla_round_over(state):
    return state["round"]["number"] > 1


def junta_coup_over(state):
    return False           # the coup plays to its end (the game's result)


CASES = [("guerilla", 3, guerilla_round_over, "Guerilla round, 3 players"),
         ("guerilla", 4, guerilla_round_over, "Guerilla round, 4 players"),
         ("guerilla", 5, guerilla_round_over, "Guerilla round, 5 players"),
         ("guerilla", 6, guerilla_round_over, "Guerilla round, 6 players"),
         ("junta", 4, junta_coup_over, "Junta coup, 4 players")]


def main(games=5, only=None, rules=("before", "after"), first=1):
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {machine()}, "
          f"load average {os.getloadavg()[0]:.1f}; {games} random games a case, seeds {first}-{first + games - 1}")
    for game_id, players, stop, what in CASES:
        if only and game_id != only:
            continue
        for rule in rules:
            tot = {}
            for seed in range(first, first + games):
                for k, v in play(game_id, players, seed, rule, stop).items():
                    tot[k] = tot.get(k, 0) + v
            h = max(tot["handoffs"], 1)
            line = (f"{what}, {rule}: {tot['moves']:,} moves ({tot['choices']:,} with a choice of two or more, "
                    f"{tot['forced']:,} taken by go-on), {tot['handoffs']:,} hand-offs, {tot['clicks']:,} clicks; "
                    f"per hand-off: {tot['moves'] / h:.2f} moves, {tot['choices'] / h:.2f} real choices")
            if tot["turns"]:
                line += (f"; {tot['turns']:,} turns, {tot['handoffs'] / tot['turns']:.2f} hand-offs a turn, "
                         f"{tot['handoffs to others'] / tot['turns']:.2f} to a player other than the turn's")
            if tot["deploy_moves"]:
                line += (f"; sealed deployment: {tot['deploy_moves']:,} decisions, {tot['deploy_handoffs']:,} "
                         f"hand-offs")
            print(line, flush=True)
            if game_id == "guerilla":
                print("    " + windows_line(tot, players), flush=True)


def windows_line(tot, players):
    """The battle windows: per kind, windows opened, answers, hand-offs into the window and right after its last
    answer, hand-offs per window and passes of the device round the table (hand-offs per window / players - 1);
    then battles and the window hand-offs per battle."""
    parts, spent = [], 0
    for rule, name in WINDOWS.items():
        n = tot.get("windows " + rule, 0)
        into, out = tot.get("into " + rule, 0), tot.get("out of " + rule, 0)
        spent += into + out
        per = (into + out) / n if n else 0
        parts.append(f"{name} ({rule}): {n:,} windows, {tot.get('answers ' + rule, 0):,} answers, {into:,} hand-offs "
                     f"in + {out:,} after = {per:.2f} a window ({per / (players - 1):.2f} passes)")
    b = max(tot["battles"], 1)
    battle = sum(tot.get(k, 0) for k in ("into 8.8", "out of 8.8", "into 8.6", "out of 8.6"))
    return "; ".join(parts) + (f"; {tot['battles']:,} battles, {battle / b:.2f} window hand-offs a battle "
                               f"(Informant and Atrocities/Press; {battle / b / (players - 1):.2f} passes)")


if __name__ == "__main__":
    args = sys.argv[1:]
    start = [int(a[5:]) for a in args if a.startswith("from=")]      # from=S: seeds S to S + games - 1 (else 1)
    args = [a for a in args if not a.startswith("from=")]
    main(int(args[0]) if args else 5, *(args[1:2] or [None]), *([tuple(args[2:])] if args[2:] else [("before", "after")]),
         *(start[:1] or [1]))
