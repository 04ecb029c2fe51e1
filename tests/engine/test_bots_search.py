"""The strong level's choice among its searched candidates (engine/bots/search.py ``Strong.pick``): it leaves the
steady bot's first choice only for a clear gain, and its reason says what the search found."""

import importlib
import pkgutil

import engine.games
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
    assert act["arg"] == 0 and "choice 1 (100%) was not clearly better" in reason


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


def test_every_search_setting_a_game_sets_is_where_the_search_reads_it():
    """The search reads its settings (width, roll-out depth, spread floor) from the game's bot module only: a
    setting defined in another module of the game (its strong.py) and not re-exported by bot.py would silently do
    nothing (Paraguay's spread floor did, 2026-12-03)."""
    names = ("SEARCH_WIDTH", "ROLLOUT_DEPTH", "SPREAD", "MARGIN")
    checked = 0
    for game in pkgutil.iter_modules(engine.games.__path__):     # the games of the engine (not a test's own)
        game_id = game.name
        bot = game_module(game_id)
        package = importlib.import_module(f"engine.games.{game_id}")
        for info in pkgutil.iter_modules(package.__path__):
            mod = importlib.import_module(f"engine.games.{game_id}.{info.name}")
            if "Strong" not in vars(mod):           # only the modules of the search (an SVG margin is no setting)
                continue
            for name in names:
                if name in vars(mod):
                    checked += 1
                    assert getattr(bot, name, None) == vars(mod)[name], f"{game_id}: {info.name}.{name} is not in bot.py"
    assert checked >= 12       # Guerilla and Paraguay: three in strong.py, the same three in bot.py
