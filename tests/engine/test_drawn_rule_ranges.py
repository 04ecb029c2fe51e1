"""A range of rules in a text the engine draws or writes for people reads with an en dash ("11.8–11.19"), never a
hyphen: every game's boards (Paraguay's still terrain layers and Guerilla's phone layout too), the words that
describe their spaces, the opening actions, and Guerilla's printed deal."""

import re

import pytest

import engine
from engine.games.paraguay import terrain_svg

HYPHENED = re.compile(r"\b\d+\.\d+\s?-\s?\d+(?:\.\d+)?\b")      # "11.8-11.19", "4.1 - 4.5"
OPTIONS = {"guerilla": {"players": 4}}


def shown(svg):
    """The words of a drawing a person reads: text and titles, and the labels read aloud."""
    return re.findall(r">([^<>]+)<", svg) + re.findall(r'aria-label="([^"]*)"', svg)


def hyphened(texts):
    return sorted({m.group(0) for t in texts for m in HYPHENED.finditer(t)})


@pytest.mark.parametrize("game_id", ["uruguay", "junta", "guerilla", "paraguay"])
def test_the_drawn_boards_write_rule_ranges_with_an_en_dash(game_id):
    game = engine.get_game(game_id)
    state = engine.setup(game_id, 11, options=OPTIONS.get(game_id))
    texts = []
    for role in [None, *state["roles"]]:
        board = engine.view(state, role)["board"]
        texts += shown(game.render(board, role, ()))
        if hasattr(game, "describe_spaces"):
            texts += [s["text"] for s in game.describe_spaces(board, role)]
        if role is not None:
            texts += [a["label"] for a in engine.actions(state, role)]
    if "narrow" in getattr(game, "LAYOUTS", ()):
        texts += shown(game.render(engine.view(state, None)["board"], None, (), layout="narrow"))
    assert hyphened(texts) == []
    if game_id == "paraguay":
        assert "Terrain (11.8–11.19)" in texts                         # the legend's range is drawn at all


def test_paraguays_terrain_layers_and_guerillas_deal_write_rule_ranges_with_an_en_dash():
    texts = shown(terrain_svg.layer("ground").decode()) + shown(terrain_svg.layer("top").decode())
    game = engine.get_game("guerilla")
    deal = game.deal_text(game.deal_record(11, {"players": 4}))
    assert hyphened(texts + deal) == []
    assert deal[0].endswith("(4.1–4.5)")
