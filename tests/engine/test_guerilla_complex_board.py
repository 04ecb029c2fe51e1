"""The Policia's assassination (9.6) and the TV Station's propaganda (9.11) are choices on the board, as the
Airfield's air strike is (test_guerilla_airfield_board): each offer names its complex's group in ``at``, so the
sandbox outlines that group (engine/whynot.py ``outlined``) and a click there picks the ability; what is sent back
(verb and arg) stays as it was, so records made before still load and replay."""

import engine
import guerilla_kit as kit
from engine import whynot

GAME = engine.get_game("guerilla")
POLICIA = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "policia"},
           {"owner": "p2", "faction": "government", "units": ["u21_1"], "leader": "carcamo"}]
TV = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
      {"owner": "p2", "faction": "rebel", "units": ["u21_1", "u33_1"]},
      {"owner": "p1", "faction": "rebel", "units": ["u41_1"]}]


def _offer(st, verb):
    return next(a for a in kit.actions(st, "p1") if a["verb"] == verb)


def test_the_policias_group_is_outlined_when_it_may_act():
    st = kit.position(groups=POLICIA, phase="B")
    offer = _offer(st, "policia")
    assert offer["at"] == "g1" and offer["arg"] is None
    assert whynot.outlined(GAME, st, "p1", [offer]) == {"g1"}
    assert "g1" in whynot.outlined(GAME, st, "p1", kit.actions(st, "p1"))
    assert 'data-space="g1"' in whynot.drawing(GAME, st, "p1")


def test_the_tv_stations_group_is_outlined_when_it_may_act():
    st = kit.position(groups=TV, phase="B")
    offer = _offer(st, "propaganda")
    assert offer["at"] == "g1" and offer["arg"] is None
    assert whynot.outlined(GAME, st, "p1", [offer]) == {"g1"}
    assert 'data-space="g1"' in whynot.drawing(GAME, st, "p1")


def test_the_outlined_group_picks_the_policia_and_it_plays_as_before():
    st = kit.position(groups=POLICIA, phase="B")
    on_group = [a for a in kit.actions(st, "p1") if "g1" in whynot.names(a)]
    assert "policia" in [a["verb"] for a in on_group]
    assert GAME.why_not(st, "p1", "g1") is None                       # the group itself is a legal choice
    after = kit.act(st, "p1", "policia")                                # sent as before: no ``at`` in the move
    assert [a["arg"] for a in kit.actions(after, "p1") if a["verb"] == "leader"] == ["g2"]


def test_the_outlined_group_picks_the_propaganda_and_it_plays_as_before():
    st = kit.position(groups=TV, phase="B")
    on_group = [a for a in kit.actions(st, "p1") if "g1" in whynot.names(a)]
    assert "propaganda" in [a["verb"] for a in on_group]
    after = kit.act(st, "p1", "propaganda", None, dice=[3])             # u21_1 (1): 3 − 1 = 2 > 0
    assert kit.group(after, "g2")["units"] == ["u33_1"]
    assert "propaganda" not in kit.verbs(after, "p1")


def test_no_outline_when_the_ability_is_spent():
    st = kit.act(kit.position(groups=TV, phase="B"), "p1", "propaganda", None, dice=[1])     # fails, but is spent
    assert "propaganda" not in kit.verbs(st, "p1")
    assert not any(a.get("at") == "g1" for a in kit.actions(st, "p1"))


def test_why_not_on_the_complexs_card_points_to_its_group_and_the_list():
    for groups, card, verb, rule in ((POLICIA, "policia", "policia", "9.6"),
                                     (TV, "tv_station", "propaganda", "9.11")):
        st = kit.position(groups=groups, phase="B")
        answer = GAME.why_not(st, "p1", card)
        assert answer["rule"] == rule and _offer(st, verb)["label"] in answer["reason"], answer
        assert "group 1" in answer["reason"], answer
        assert GAME.why_not(st, "p1", "g1") is None                  # the group itself is the choice (its ``at``)
