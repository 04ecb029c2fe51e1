"""A question's facts for programs (engine/procs.py ``Ask``'s ``key`` and ``about``): the asked role gets them with
its question, an onlooker only with a public question's prompt and options, and the roll-outs' shortcut
(``Game.deciding``) hands over the very same question."""

import engine
from engine import procs

from bots_kit import positions


def _keyed(game_id, seeds, options=None, moves=300):
    """(state, asked role, its question) along random games, for every question that carries a key."""
    game = engine.get_game(game_id)
    for seed in seeds:
        for state in positions(game_id, seed, options, moves=moves, every=1):
            active = game.active_roles(state)
            if active:
                q = game.question(state, active[0])
                if "key" in q:
                    yield state, active[0], q


def test_the_asked_role_gets_the_key_and_an_onlooker_only_with_a_public_question():
    game = engine.get_game("uruguay")
    seen, public, private = set(), 0, 0
    for state, role, q in _keyed("uruguay", (1, 2, 3)):
        seen.add(q["key"])
        assert isinstance(q["key"], str) and q["key"]
        onlooker = game.question(state, None)
        if game.is_private(state, role):
            private += 1
            assert "key" not in onlooker and "about" not in onlooker and not onlooker["actions"], onlooker
        else:
            public += 1
            assert (onlooker.get("key"), onlooker.get("about")) == (q["key"], q.get("about")), onlooker
        assert game.deciding(state)[0] == q
    assert public > 20 and {"box.op_sa", "box.event", "box.limited"} & seen, seen


def test_about_names_a_space_the_prompt_names():
    game = engine.get_game("uruguay")
    names = {sid: sp["name"] for sid, sp in game.map()["by_id"].items()}
    abouts = 0
    for _, _, q in _keyed("uruguay", (1, 2, 3, 4)):
        if "about" in q:
            abouts += 1
            assert names[q["about"]] in q["prompt"], q
    assert abouts > 5


def test_a_sealed_question_gives_its_key_to_each_role_still_to_answer():
    ask = procs.AskEach({"north": ("Agree?", [procs.option("agree", None, "Agree", "1")]),
                         "south": ("Agree?", [procs.option("agree", None, "Agree", "1")])}, "1", key="stop.vote")
    frame = {"ask": ask.as_dict(), "sealed": {"north": ["agree", None]}}
    step = procs.ProcStep()
    assert step.facts(None, None, frame, "south") == {"key": "stop.vote"}
    assert step.facts(None, None, frame, "north") == {}        # has answered: no longer asked
    assert step.facts(None, None, frame, "east") == {}
    plain = procs.Ask("north", "Which?", [procs.option("space", "a", "A", "1")], "1", key="pick.space", about="a")
    assert plain.as_dict()["key"] == "pick.space" and plain.as_dict()["about"] == "a"
    assert "key" not in procs.Ask("north", "Which?", [procs.option("space", "a", "A", "1")], "1").as_dict()
