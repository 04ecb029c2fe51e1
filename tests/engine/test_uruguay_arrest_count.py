"""One count of an Arrest's reach (3.2.4): the Operation and its note read it from the state's space, the steady
bot from its view's; ``notes.arrest_count`` is that count, over the space's public cube counts, for all of them."""

import uruguay_kit as kit

import engine
from engine.chance import Chance
from engine.core import Context
from engine.games.uruguay import bot, notes

SPACES = {"prado": {"troops": 3, "police": 5, "cells_a": 4},                  # Urban: 1 + 1 (1 + 2 with U7)
          "malvin": {"troops": 1, "police": 2, "cells_a": 1, "safe": 1},     # Urban: 0 (1 with U7)
          "aguada": {"troops": 4, "police": 0, "cells_a": 1, "safe": 1},     # Urban: 2 (a Cell, then the house)
          "casino": {"troops": 1, "police": 1, "cells_a": 1, "cells_u": 1, "safe": 1},   # Center: 2, house shielded
          "northern": {"troops": 2, "police": 1, "cells_a": 5}}              # Rural: 3


def test_the_state_and_a_view_count_an_arrests_reach_alike():
    st = kit.position(SPACES)
    x = kit.GAME.procedure_context(Context(st, Chance(st["rng"], None)))
    seen = engine.view(st, "government")["board"]["spaces"]
    kinds = {s["id"]: s["type"] for s in kit.GAME.content()["spaces"]}
    want = {"prado": (2, 3, 1), "malvin": (0, 1, 0), "aguada": (2, 2, 0), "casino": (2, 2, 1),
            "northern": (3, 3, 1)}          # (reach, with the Elite police unit, with Police only)
    for sid, (reach, elite, police) in want.items():
        assert notes.arrest_count(seen[sid], kinds[sid]) == reach, sid
        assert notes.arrest_count(seen[sid], kinds[sid], elite=True) == elite, sid
        assert notes.arrest_count(seen[sid], kinds[sid], police_only=True) == police, sid
        assert notes.arrest_reach(x, sid) == reach and notes.arrest_reach(x, sid, elite=True) == elite, sid
        assert notes.arrest_reach(x, sid, police_only=True) == police, sid
    # what the bot expects to take: Active Cells first, a Safe House only once no Cell is left there
    assert bot._arrest_yield(seen["prado"], "urban") == (2, 0)
    assert bot._arrest_yield(seen["aguada"], "urban") == (1, 1)
    assert bot._arrest_yield(seen["casino"], "center") == (1, 0)
    assert bot._arrest_yield(seen["northern"], "rural", police_only=True) == (1, 0)
