"""The strong level's choice among its searched candidates (engine/bots/search.py ``Strong.pick``): it leaves the
steady bot's first choice only for a clear gain, and its reason says what the search found."""

import json
import pkgutil

import pytest

import bots_kit
import engine
import engine.games
from engine import bots, procs, prng
from engine.errors import EngineBug
from engine.bots import game_module
from engine.bots.search import MARGIN, SPREAD, Strong


def cands(n):
    return [({"verb": "v", "arg": k, "label": f"choice {k}", "rule": "1.1"}, f"choice {k}, 1.1") for k in range(n)]


def test_a_clear_gain_over_several_rounds_leaves_the_steady_choice():
    rounds = [[0.2, 0.9, 0.1], [0.3, 1.0, 0.2], [0.1, 0.8, 0.3], [0.2, 0.9, 0.2]]
    act, reason = Strong.pick(cands(3), rounds)
    assert act["arg"] == 1
    assert "against 20% for the steady first choice (choice 0)" in reason and "4 sampled futures" in reason


def test_one_round_never_leaves_the_steady_choice():
    act, reason = Strong.pick(cands(2), [[0.0, 1.0]])
    assert act["arg"] == 0 and "choice 1 100%, a lead too small to tell from luck" in reason, reason
    assert "not clearly better" not in reason       # it read as if the worse choice had been taken on purpose


def test_a_lead_within_luck_says_the_steady_choice_stands():
    act, reason = Strong.pick(cands(2), [[0.78, 0.83]] * 3 + [[0.78, 0.84]])
    assert act["arg"] == 0, reason
    assert reason.endswith("searched: it scored 78% over 4 sampled futures and choice 1 83%, a lead too small to "
                           "tell from luck, so the steady first choice stands"), reason


def test_rounds_that_agree_on_a_small_edge_are_no_proof():
    # two rounds, the same edge in both: their own spread is nil, SPREAD stands in for it
    edge = SPREAD / 2 ** 0.5 * 0.9
    act, _ = Strong.pick(cands(2), [[0.4, 0.4 + edge], [0.5, 0.5 + edge]])
    assert act["arg"] == 0
    act, _ = Strong.pick(cands(2), [[0.4, 0.4 + edge * 1.2], [0.5, 0.5 + edge * 1.2]])
    assert act["arg"] == 1


def test_a_gain_below_the_margin_or_a_tie_keeps_the_steady_order():
    many = [[0.5, 0.5 + MARGIN / 2]] * 50
    assert Strong.pick(cands(2), many)[0]["arg"] == 0
    act, reason = Strong.pick(cands(3), [[0.6, 0.6, 0.6]] * 3)
    assert act["arg"] == 0 and "the best of 3" in reason


def test_every_game_offers_a_search_with_its_own_score():
    """Each game's bot module defines the strong level as a subclass of the shared search that scores with the
    game's own evaluation: a roll-out's end in [0, 1] for every role."""
    for game in pkgutil.iter_modules(engine.games.__path__):     # the games of the engine (not a test's own)
        bot = bots.make(game.name, "strong")
        assert isinstance(bot, Strong) and type(bot).score is not Strong.score, game.name
        state = engine.setup(game.name, 1)
        assert all(0 <= bot.score(state, r) <= 1 for r in state["roles"]), game.name


def test_the_search_reads_its_settings_from_the_bot_the_driver_holds():
    """Width and roll-out depth are the bot's own: a subclass that sets them is searched with them (the driver
    draws rollouts / width samples, each round plays width candidates, each roll-out at most depth moves).
    They used to be read from the game's bot module, where a setting defined elsewhere silently did nothing."""
    seen = {"depths": set(), "rounds": []}

    class Probe(game_module("uruguay").Strong):
        width, depth = 2, 3

        def rollout(self, game, state, role, rng, depth, budget=None):
            seen["depths"].add(depth)
            return super().rollout(game, state, role, rng, depth, budget)

        def search(self, *args):
            rounds = super().search(*args)
            seen["rounds"] = rounds
            return rounds

    state = engine.setup("uruguay", 5)
    role = bots.acting(state)
    budget = bots.Budget(rollouts=8, seconds=0)
    bots.decide(state, role, Probe(game_module("uruguay").Steady()), prng.seed_state(1), {}, budget)
    assert len(budget.samples) == 4 and seen["depths"] == {3}
    assert len(seen["rounds"]) == 4 and all(len(r) == 2 for r in seen["rounds"])


@pytest.mark.parametrize("game_id,options", [("uruguay", None), ("junta", {"players": 4}),
                                             ("guerilla", {"players": 4}), ("paraguay", None)])
def test_a_roll_out_with_shared_states_scores_as_one_with_copies(game_id, options):
    """A roll-out's states share their parts with the procedure's working state (``procs.sharing``): the same
    moves and the same score as a roll-out whose every state is a copy, and the state it starts from untouched."""
    bot, game = bots.make(game_id, "strong"), engine.get_game(game_id)
    tried = 0
    for state in bots_kit.positions(game_id, 11, options, moves=120, every=30):
        role = bots.acting(state)
        if role is None:
            continue
        before = json.dumps(state, sort_keys=True)
        shared = bot.rollout(game, state, role, prng.seed_state(5), 20)
        assert json.dumps(state, sort_keys=True) == before
        assert shared == bot.play_out(game, state, role, prng.seed_state(5), 20)
        tried += 1
    assert tried >= 3


def test_a_move_that_fails_half_done_in_a_shared_roll_out_is_played_again_with_copies(monkeypatch):
    """A move that fails half done (an engine bug met inside a procedure) may already have changed the state it
    was applied to, when states are shared: the roll-out is then played again with copies, and scores the state
    before that move, as a roll-out with copies does."""
    game = engine.get_game("uruguay")
    plain_turn, met = game.procedures["faction_turn"], []

    def faulty_turn(x, *args, **kwargs):
        gen = plain_turn(x, *args, **kwargs)
        ask = next(gen)
        while True:
            answer = yield ask
            if answer["verb"] == "op":      # half done: Political Will changed, then the bug
                x.s["tracks"]["political_will"] -= 7
                met.append(answer["arg"])
                raise EngineBug("a bug met half-way through a move")
            try:
                ask = gen.send(answer)
            except StopIteration:
                return

    monkeypatch.setitem(game.procedures, "faction_turn", faulty_turn)
    bot, differ = bots.make("uruguay", "strong"), 0
    for seed in (1, 2, 3):
        state = engine.setup("uruguay", seed)
        role = bots.acting(state)
        for depth in (3, 5, 8):
            plain = bot.play_out(game, state, role, prng.seed_state(seed), depth)
            assert bot.rollout(game, state, role, prng.seed_state(seed), depth) == plain
            with procs.sharing():       # what the roll-out would score if it did not play the moves again
                broken = bot.play_out(game, state, role, prng.seed_state(seed), depth)
            differ += broken != plain
    assert met and differ


@pytest.mark.parametrize("game_id,options", [("uruguay", None), ("junta", {"players": 5}),
                                             ("guerilla", {"players": 4}), ("paraguay", None)])
def test_the_deciding_role_gets_the_question_and_view_the_two_calls_give(game_id, options):
    """``Game.deciding`` (a roll-out's question and view at once) is ``question`` and ``view`` of the first active
    role, key for key, or None when nobody decides."""
    game, tried = engine.get_game(game_id), 0
    for state in bots_kit.positions(game_id, 4, options, moves=300, every=3):
        role = bots.acting(state)
        got = game.deciding(state)
        want = None if role is None else (game.question(state, role), game.view(state, role))
        assert json.dumps(got) == json.dumps(want)          # the same keys in the same order
        tried += got is not None and len(got[0]["actions"]) > 1
    assert tried >= 20
