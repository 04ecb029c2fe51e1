"""A steady list that declares it reads nothing secret on a public choice (a bot module's ``PUBLIC_BASIS``) is
handed the public view there (engine/bots ``public_basis``), so its reason may be shown to every seat. These tests
hold the declaration to its word: from the seat's own view and from the public one the list makes the same choice
for the same reason, so the public basis changes no game; and the driver really hands it the public view."""

import pytest

import engine
from engine import bots, prng
from bots_kit import positions

DECLARED = [("junta", {"players": 2}), ("junta", {"players": 5}), ("uruguay", None)]


@pytest.mark.parametrize("game_id,options", DECLARED)
def test_the_steady_list_chooses_alike_from_its_own_view_and_the_public_one(game_id, options):
    game = engine.get_game(game_id)
    assert bots.game_module(game_id).PUBLIC_BASIS
    steady = bots.make(game_id, "steady")
    checked = hidden_held = 0
    for seed in (3, 8, 21):
        for state in positions(game_id, seed, options, moves=300, every=3):
            role = bots.acting(state)
            if role is None:
                continue
            question = game.question(state, role)
            if len(question["actions"]) < 2 or not bots.public_basis(game, state, steady, question):
                continue
            own = game.view(state, role)
            hidden_held += own["board"] != game.view(state, None)["board"]
            a = steady.choose(own, question, {}, prng.seed_state(11))
            b = steady.choose(bots.public_view(game, state, question), question, {}, prng.seed_state(11))
            assert (a[0]["verb"], a[0]["arg"], a[1]) == (b[0]["verb"], b[0]["arg"], b[1]), (seed, state["moves"])
            checked += 1
    assert checked >= 20 and hidden_held      # seats holding a secret were among them


class Spy:
    """A steady bot that keeps the view it was handed."""

    kind = "steady"

    def __init__(self, game_id):
        self.inner, self.seen = bots.make(game_id, "steady"), []

    def rank(self, view, question, memory):
        self.seen.append(view)
        return self.inner.rank(view, question, memory)

    def choose(self, view, question, memory, rng, budget=None):
        self.seen.append(view)
        return self.inner.choose(view, question, memory, rng, budget)


def test_the_driver_hands_a_public_choice_the_public_view_and_a_private_one_the_seats_own():
    game = engine.get_game("junta")
    public = private = 0
    for state in positions("junta", 4, {"players": 4}, moves=200, every=2):
        role = bots.acting(state)
        if role is None or not game.question(state, role)["actions"]:
            continue
        spy = Spy("junta")
        bots.decide(state, role, spy, prng.seed_state(5), {})
        if len(game.question(state, role)["actions"]) == 1 and not spy.seen:
            continue            # the only choice of a private question: nothing to weigh
        seen = spy.seen[0]
        if game.is_private(state, role):
            assert seen == game.view(state, role)
            private += 1
        else:
            assert seen["board"] == game.view(state, None)["board"] and seen["role"] == role
            assert seen["board"] != game.view(state, role)["board"]        # the seat's hand is left out
            public += 1
    assert public and private


def test_the_only_choice_on_the_public_basis_does_not_say_how_many_there_were():
    game = engine.get_game("junta")
    for state in positions("junta", 4, {"players": 4}, moves=300, every=1):
        role = bots.acting(state)
        if role is None or game.is_private(state, role) or len(game.question(state, role)["actions"]) != 1:
            continue
        act, reason = bots.decide(state, role, bots.make("junta", "steady"), prng.seed_state(5), {})
        assert "the only choice" not in reason and reason.endswith(act["rule"]), reason
        return
    raise AssertionError("no public question with one option met")
