"""The Guerrilla Generation: Uruguay: the game object, its setup and its steps.

Implemented so far: deck preparation (2.1) with the tracks' starting positions (2.1). Play from 2.2 on
(and the placement of forces and the People's Prison at setup) is not implemented yet: the engine says so
in its prompt and refuses every action with the code ``not_implemented``.
"""

from ... import content
from ...core import Game, Step
from ...errors import IllegalAction
from ...registry import register
from . import deck as decks

GOVERNMENT = "government"
TUPAMAROS = "tupamaros"


class NotImplementedYet(Step):
    """Where play stops for now: everything after setup is refused, visibly."""

    name = "not_implemented"

    def prompt(self, game, state, frame, role):
        return ("Setup (2.1) is done: the deck is prepared. Play from rule 2.2 on is not implemented yet "
                "in this version of the engine.")

    def refuse(self, game, state, frame, role, verb, arg, legal):
        return IllegalAction("not_implemented",
                             "playing the game (rule 2.2 onward) is not implemented yet in this engine", "2.2")


@register
class Uruguay(Game):
    """The Guerrilla Generation: Uruguay."""

    id = "uruguay"
    title = "The Guerrilla Generation: Uruguay"
    roles = (GOVERNMENT, TUPAMAROS)
    scenarios = {"standard": "Tupamaros Insurgency: 1968-1972 (2.1)"}
    default_scenario = "standard"
    steps = {s.name: s for s in (NotImplementedYet(),)}

    def cards(self):
        """Return the compiled card list."""
        return content.load(self.id)["cards"]

    def start(self, ctx, scenario, options):
        state = ctx.state
        cards = self.cards()
        state["deck"] = ctx.chance.event(
            "deck", lambda rng: decks.prepare(rng, cards), lambda v: decks.check_supplied(v, cards), "2.1")
        state["set_aside"] = decks.set_aside(state["deck"], cards)
        state["played"] = []
        state["tracks"] = {"political_will": 18, "coup_threat": 0, "public_sympathy": 2,
                           "military_intervention": False, "structure": "control"}
        state["eligibility"] = [TUPAMAROS, GOVERNMENT]
        ctx.log("2.1", f"Deck prepared: {len(state['deck'])} cards in the draw deck, "
                       f"{len(state['set_aside'])} Events set aside (fingerprint {decks.fingerprint(state['deck'])}).")
        ctx.push(NotImplementedYet.name)

    def board(self, state, role):
        return {
            "deck_size": len(state["deck"]),
            "played": list(state["played"]),
            "tracks": dict(state["tracks"]),
            "eligibility": list(state["eligibility"]),
        }

    def setup_sheet(self, state):
        """Return the deck-preparation record of a fresh state (the deck page, CLI and PDF show it)."""
        return {
            "game": self.id,
            "seed": state["seed"],
            "deck": list(state["deck"]),
            "set_aside": list(state["set_aside"]),
            "piles": decks.piles(state["deck"]),
            "fingerprint": decks.fingerprint(state["deck"]),
            "legal": not decks.problems(state["deck"], state["set_aside"], self.cards()),
        }
