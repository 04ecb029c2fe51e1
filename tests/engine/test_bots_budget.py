"""The strong bot's budget (engine/bots Budget, engine/bots/search.py): the engine reads no clock; a caller's clock
ends the search inside a roll-out once the time is spent, and without a clock the roll-out count alone decides, so
the decision is the same every time."""

import time

import engine
from engine import bots, prng

import bots_kit as kit


def crowded(game_id, seed, options=None, least=3):
    """A position from random play where the acting role has at least ``least`` choices."""
    game = engine.get_game(game_id)
    for state in kit.positions(game_id, seed, options, moves=400, every=3):
        role = bots.acting(state)
        if role is not None and len(game.question(state, role)["actions"]) >= least:
            return state, role
    raise AssertionError(f"no position with {least} choices in {game_id} seed {seed}")


class Ticks:
    """A pretend clock: each reading is one second later than the last (so the test needs no real time)."""

    def __init__(self):
        self.now = 0

    def __call__(self):
        self.now += 1
        return self.now


def test_a_spent_budget_stops_the_search_inside_a_roll_out():
    for game_id, options in (("uruguay", None), ("junta", {"players": 4})):
        state, role = crowded(game_id, 3, options)
        clock = Ticks()
        budget = bots.Budget(rollouts=8, seconds=12, clock=clock)
        act, reason = bots.decide(state, role, bots.make(game_id, "strong"), prng.seed_state(1), {}, budget)
        assert act in engine.get_game(game_id).actions(state, role)
        assert act["rule"] in reason
        # a round of four roll-outs of 40 or more moves each needs far more than 12 readings: the search must
        # have looked at the clock inside a roll-out and stopped within a reading or two of the end
        assert len(budget.samples) == 2 and clock.now <= 12 + 3, (game_id, clock.now)
        assert "no time to search" in reason, reason


def test_a_tiny_real_budget_returns_a_legal_action_promptly():
    state, role = crowded("junta", 5, {"players": 5})
    start = time.perf_counter()
    act, reason = bots.decide(state, role, bots.make("junta", "strong"), prng.seed_state(2), {},
                              bots.Budget(rollouts=400, seconds=0.05, clock=time.perf_counter))
    took = time.perf_counter() - start
    assert act in engine.get_game("junta").actions(state, role) and act["rule"] in reason
    assert took < 10, f"a 0.05 s budget took {took:.1f} s"      # generous: the machine is shared


def test_a_count_budget_decides_the_same_every_time():
    for game_id, options in (("uruguay", None), ("junta", {"players": 4})):
        state, role = crowded(game_id, 4, options)
        out = set()
        for _ in range(2):
            act, reason = bots.decide(state, role, bots.make(game_id, "strong"), prng.seed_state(9), {},
                                      bots.Budget(rollouts=8))
            out.add((act["verb"], repr(act["arg"]), reason))
        assert len(out) == 1, out
        assert "searched" in next(iter(out))[2]


def test_a_budget_without_a_clock_never_runs_out():
    budget = bots.Budget(rollouts=4, seconds=0)
    budget.start()
    assert not budget.spent()


def test_the_arena_takes_a_time_budget_or_none(capsys):
    from engine import arena
    assert arena.main(["uruguay", "--seats", "steady,random", "--seconds", "nan"]) == 2
    assert "--seconds" in capsys.readouterr().err
    assert arena.main(["uruguay", "--seats", "steady,random", "--games", "1", "--seconds", "0", "--json"]) == 0
