"""The Redeploy Phase ends (6.4.1, 6.4.2): each Police and each Safe House moves once, so neither side can shuttle
a piece between spaces for ever (random play and the bots used to loop there)."""

import pytest

from engine.games.uruguay import flow

import uruguay_kit as kit


@pytest.fixture
def redeploy(monkeypatch):
    def police_only(x):
        yield from flow.redeploy_government(x)

    def safe_houses_only(x):
        yield from flow.redeploy_tupamaros(x)

    monkeypatch.setitem(kit.GAME.procedures, "test_police", police_only)
    monkeypatch.setitem(kit.GAME.procedures, "test_safe", safe_houses_only)


def spaces(st):
    return [arg for verb, arg in kit.options(st) if verb == "space"]


def test_a_police_that_reached_a_center_stays_there(redeploy):
    st = kit.position(spaces={"prado": {"police": 1}, "armory": {"police": 1}})
    st = kit._start(st, "test_police")
    assert set(spaces(st)) == {"prado", "armory"}
    st = kit.answers(st, kit.GOV, ("space", "prado"), ("space", "casino"))
    # the Police now in the Casino has moved: only the Armory's may still go
    assert spaces(st) == ["armory"]
    st = kit.answers(st, kit.GOV, ("space", "armory"), ("space", "casino"))
    assert kit.asking(st) is None
    assert st["spaces"]["casino"]["police"] == 2 and st["spaces"]["prado"]["police"] == 0


def test_the_phase_ends_however_the_government_answers(redeploy):
    st = kit.position(spaces={"prado": {"police": 2}, "armory": {"police": 3}, "casino": {"police": 1}})
    st = kit._start(st, "test_police")
    for _ in range(40):
        if kit.asking(st) is None:
            break
        verb, arg = next(o for o in kit.options(st) if o[0] == "space")  # never "done": always move another
        st = kit.answer(st, kit.GOV, verb, arg)
    assert kit.asking(st) is None
    assert sum(st["spaces"][c]["police"] for c in ("armory", "casino", "government", "prison", "university")) == 6


def test_a_safe_house_moves_once(redeploy):
    st = kit.position(spaces={"prado": {"safe": 1, "cells_u": 2, "pp": True}, "sayago": {"safe": 1, "cells_u": 2}})
    st = kit._start(st, "test_safe")
    assert set(spaces(st)) == {"prado", "sayago"}
    st = kit.answers(st, kit.TUP, ("space", "prado"), ("space", "sayago"))
    # Sayago's two disks: the one that arrived stays, the other may still go (to Prado)
    assert spaces(st) == ["sayago"]
    st = kit.answers(st, kit.TUP, ("space", "sayago"), ("space", "prado"), ("which", "plain"))
    assert kit.asking(st) is None
    assert st["spaces"]["prado"]["safe"] == 1 and st["spaces"]["sayago"]["safe"] == 1
    assert st["pp"] == "sayago"        # the People's Prison went with the first move and stayed
