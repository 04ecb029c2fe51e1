"""An example's first step outlines in gold what it changed on the set-up board, as every later step does on the board
before it: step 1 had no board before it and outlined nothing, so the page's first view framed the spaces holding
pieces (Paraguay's attrition example opened at Asunción, not at Corrientes where its first step happens)."""

import json

from engine import bridge, content


def ask(**req):
    answer = json.loads(bridge.handle(json.dumps(req)))
    assert answer["ok"], answer
    return answer


def test_the_attrition_examples_first_step_outlines_corrientes():
    steps = ask(op="example", game="paraguay", id="attrition-in-the-chaco")["steps"]
    assert steps[0]["changed"] == ["1335"] and steps[1]["changed"] == ["1825"]
    assert 'class="changed"' in steps[0]["svg"] or " changed" in steps[0]["svg"]
    moves = ask(op="example_moves", game="paraguay", id="attrition-in-the-chaco")["moves"]
    assert "changed" in moves[0][1]["svg"]                  # the battalion lost at Corrientes, move by move


def test_every_games_first_step_with_moves_outlines_something():
    """A first step that moves pieces on a map outlines where (Guerilla's table of cards has no spaces)."""
    for game in ("uruguay", "junta", "paraguay"):
        outlined = []
        for script in content.load(game)["examples"]:
            steps = ask(op="example", game=game, id=script["id"])["steps"]
            outlined.append(bool(steps[0]["changed"]))
        assert any(outlined), game
