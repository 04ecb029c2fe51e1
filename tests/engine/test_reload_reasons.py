"""A reload of a game with computers puts every reason where the game played live put it, at a cost that grows with
the game, not with its square (engine/seats.py ``rewritten_from`` and ``relocated``, engine/sandbox.py's replay).

``old_rewritten_from`` and ``old_relocated`` are the versions these replaced (commits ac805bb and ca1f6e5), kept
here as the reference: they compared the whole log before and after every move and looked at every note at every
sealed reveal (each note's line found as today's ``own_lines`` finds it, with the rules its line may carry). The
new ones must give the very same notes, the same notes kept for undo and the same reasons on whole Guerilla games
of steady computers, whose sealed Atrocities/Press windows rewrite the log."""

import contextlib
import json
import time

import pytest

from engine import bots, bridge, get_game, procs, seats, setup


def old_rewritten_from(before, after):
    if after[:len(before)] == before:
        return None
    return next(i for i in range(len(before)) if i >= len(after) or before[i] != after[i])


def old_relocated(game, notes, before, after):
    start = old_rewritten_from(before, after)
    if start is None:
        return {}
    out = {}
    for i, n in enumerate(notes):
        if n is not None and start < n.get("first", n["log"]) <= n["log"]:
            first, last = seats.own_lines(game, n["role"], after, start, rules=seats.told_under(before, start)
                                          | {n.get("rule")})
            out[i] = {**n, "first": first, "log": last, "revealed": True}
    return out


def bot_record(game_id, seed, options=None):
    """The record of a whole game from ``seed`` with a steady computer in every seat, each move with its level,
    reason and "open" as the sandbox's computer seats keep them (engine/sandbox.py ``_sandbox_bot``), and the logs
    before and after every move. bench/reload_time.py times the reload of such a record."""
    game = get_game(game_id)
    state = setup(game_id, seed, options=options)
    bot = bots.make(game_id, "steady")
    memory, moves, logs = {}, [], [state["log"]]
    while state["result"] is None:
        role = next(r for r in game.active_roles(state))
        question = game.question(state, role)
        act, reason = bots.decide(state, role, bot, bots.seat_rng(role, state["moves"]), memory.setdefault(role, {}),
                                  bots.Budget(rollouts=16, seconds=1.0, clock=time.perf_counter))
        fields, _ = seats.note_move(game, state, role, act, "steady", reason,
                                    bots.public_basis(game, state, bot, question))
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"], **fields})
        state = game.apply(state, role, act["verb"], act["arg"])
        logs.append(state["log"])
    record = {"kind": "game", "rules": game.rules_version, "seed": seed, "moves": moves,
              "seats": {r: "steady" for r in state["roles"]}}
    if state["options"]:
        record["options"] = state["options"]
    return record, logs


def reload(game_id, record):
    """What a reload keeps: the notes, the notes kept for undo, and the reasons each seat and the public see."""
    answer = json.loads(bridge.handle(json.dumps({"op": "sandbox_new", "game": game_id, "record": record})))
    assert answer["ok"], answer
    state = bridge.SANDBOX["state"]
    shown = {}
    for viewer in [None] + state["roles"]:
        log = get_game(game_id).view(state, viewer)["log"]
        shown[viewer] = seats.reasons_shown(state["log"], bridge.SANDBOX["notes"], bridge.SANDBOX["private"], viewer,
                                            len(log))
    return json.loads(json.dumps({"notes": bridge.SANDBOX["notes"], "renotes": bridge.SANDBOX["renotes"],
                                  "shown": {str(k): v for k, v in shown.items()}}))


@pytest.mark.parametrize("seed,players,rerun", [(1, 4, False), (2, 3, False), (3, 5, False), (2, 3, True)])
def test_a_reload_keeps_the_reasons_where_the_old_replay_put_them(monkeypatch, seed, players, rerun):
    """``rerun``: every answer re-runs its procedure from its base (procs.rerunning), which writes the lines
    before the question again as new objects, equal to the old ones but not the same."""
    with procs.rerunning() if rerun else contextlib.nullcontext():
        record, logs = bot_record("guerilla", seed, {"players": players})
    game = get_game("guerilla")
    for before, after in zip(logs, logs[1:]):
        assert seats.rewritten_from(before, after) == old_rewritten_from(before, after)
    new = reload("guerilla", record)
    assert sum(len(v) for v in new["renotes"].values()) >= 10       # the sealed windows were revealed, often
    assert any(n and n.get("revealed") for n in new["notes"])
    monkeypatch.setattr(seats, "rewritten_from", old_rewritten_from)
    monkeypatch.setattr(seats, "relocated", old_relocated)
    assert reload("guerilla", record) == new
    # the notes as a game played live (engine/sandbox.py _sandbox_do) moves them, move by move, old and new alike
    monkeypatch.undo()
    live_old, live_new = [], []
    for move, kept, before, after in zip(record["moves"], new["notes"], logs, logs[1:]):
        for notes, relocate in ((live_old, old_relocated), (live_new, seats.relocated)):
            notes.append(None)
            moved = relocate(game, notes, before, after)
            for j, note in moved.items():
                notes[j] = note
            where = seats.placed(game, move["role"], before, after, kept["rule"], moved.values())
            notes[-1] = {"role": move["role"], "rule": kept["rule"], **where}
        assert live_new == live_old
    assert live_new == [{k: n[k] for k in n if k in ("role", "rule", "first", "log", "revealed")} for n in new["notes"]]


class Unsliced(list):
    """A log that refuses to be copied or compared whole."""

    def __getitem__(self, key):
        if isinstance(key, slice):
            raise AssertionError("the whole log was copied")
        return super().__getitem__(key)

    def __eq__(self, other):
        raise AssertionError("the whole log was compared")

    __hash__ = None


class Untouchable(dict):
    """A note nobody may read: it lies well before the sealed question."""

    def get(self, *a):
        raise AssertionError("a note long before the question was read")

    def __getitem__(self, key):
        raise AssertionError("a note long before the question was read")


def test_a_move_that_only_adds_lines_costs_no_walk_through_the_game():
    """Before: every move compared the whole log before it with the log after it, and a sealed reveal looked at every
    note since the game began, so a reload of a long game took time with the square of its length."""
    lines = [{"rule": "1", "text": f"line {i}"} for i in range(1000)]
    before = Unsliced(lines)
    after = Unsliced(lines + [{"rule": "2", "text": "Player 1 plays Press."}])
    assert seats.rewritten_from(before, after) is None
    assert seats.move_lines(get_game("guerilla"), "p1", before, after) == (1001, 1001)
    # a reveal: the two "has chosen" lines of moves 900 and 901 become the answers
    asked = lines[:998] + [{"rule": "8.6", "text": "Player 2 has chosen."},
                           {"rule": "8.6", "text": "Player 3 has chosen."}]
    revealed = lines[:998] + [{"rule": "8.6", "text": "Player 2 plays Atrocities."},
                              {"rule": "8.6", "text": "Player 3 plays Press."}]
    notes = [Untouchable() for _ in range(890)] + [
        {"role": "p1", "first": 990, "log": 995, "level": "steady"}] + [None] * 9 + [
        {"role": "p2", "first": 999, "log": 999, "level": "steady"},
        {"role": "p3", "first": 1000, "log": 1000, "level": "steady"}, None]
    moved = seats.relocated(get_game("guerilla"), notes, asked, revealed)
    assert sorted(moved) == [900, 901]
    assert (moved[900]["first"], moved[901]["first"]) == (999, 1000)
