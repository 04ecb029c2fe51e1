"""The Airfield's air strike is a choice on the board (9.1): its offer names the Airfield's group in ``at``, so the
sandbox outlines that group (engine/whynot.py ``outlined``, as board-click.mjs marks it) and a click there picks the
strike; what is sent back (verb and arg) and so every record, replay and bot stays as it was."""

import engine
import guerilla_kit as kit
from engine import whynot

GAME = engine.get_game("guerilla")
AIRFIELD = [{"owner": "p1", "faction": "government", "units": ["u32_1"], "complex": "airfield"},
            {"owner": "p2", "faction": "rebel", "units": ["u23_1"]}]


def _strike(st):
    return next(a for a in kit.actions(st, "p1") if a["verb"] == "air_strike")


def test_the_airfields_group_is_outlined_when_it_may_strike():
    st = kit.position(groups=AIRFIELD, phase="B")
    strike = _strike(st)
    assert whynot.outlined(GAME, st, "p1", [strike]) == {"g1"}         # by the strike alone, not the group's attack
    assert "g1" in whynot.outlined(GAME, st, "p1", kit.actions(st, "p1"))
    assert strike["at"] == "g1" and strike["arg"] is None
    assert 'data-space="g1"' in whynot.drawing(GAME, st, "p1")


def test_the_outlined_group_picks_the_strike_and_the_strike_plays_as_before():
    st = kit.position(groups=AIRFIELD, phase="B")
    on_group = [a for a in kit.actions(st, "p1") if "g1" in whynot.names(a)]
    assert "air_strike" in [a["verb"] for a in on_group]
    after = kit.act(st, "p1", "air_strike")                               # sent as before: no ``at`` in the move
    assert [a["verb"] for a in kit.actions(after, "p1")] == ["target"]            # the one enemy unit

