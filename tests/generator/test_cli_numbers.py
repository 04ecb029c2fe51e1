"""Numbers a user reads outside the built pages (test_page_text reads those) are set alike: a range takes an en dash
and a subtraction the minus sign. The command lines' help and errors, each game's scenario names (the engine's and
Uruguay's set-up): "3-6 players", "1968-1972", "digits 0-9", "2^53 - 1" read as
hyphens where the pages read dashes. (The printed map's part labels: test_paraguay_site.)"""

import argparse

import pytest

import engine
from engine import arena, fuzz, registry
from generator import cli, content
from test_page_text import _PRINTED_SO, badly_set


def _help(parser):
    """The help of ``parser`` and of each of its sub-commands."""
    out = [parser.format_help()]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            out += [sub.format_help() for sub in action.choices.values()]
    return out


def _help_of(main, capsys, argv):
    with pytest.raises(SystemExit):
        main(argv)
    return capsys.readouterr().out


def test_the_command_lines_help_and_errors_set_ranges_and_minus_signs(capsys):
    texts = _help(cli._parser())
    texts.append(_help_of(fuzz.main, capsys, ["--help"]))
    texts.append(_help_of(arena.parse, capsys, ["--help"]))
    for whole in (cli._whole, arena.whole, fuzz.whole):
        with pytest.raises(argparse.ArgumentTypeError) as err:
            whole("x")
        texts.append(str(err.value))
    assert len(texts) > 10 and "players" in texts[-4]
    assert [f for t in texts for f in badly_set(t, _PRINTED_SO)] == []


def test_the_scenario_names_set_their_ranges_with_an_en_dash():
    names = [label for gid in registry.ids() for label in engine.get_game(gid).scenarios.values()]
    names += [s["name"] for s in content.load()["uruguay"]["setup"]["scenarios"]]
    assert "Tupamaros Insurgency: 1968\u20131972" in names and "A game of Guerilla (3\u20136 players)" in names
    assert [f for t in names for f in badly_set(t, _PRINTED_SO)] == []

