"""Guerilla's rolls against a modifier are set as its cards set them (engine/words: ``signed``, ``number``): a
leader's negative modifier and a result below 0 take the minus sign, a subtraction the minus sign too, in the log
lines of the Policia's assassination (9.6), the Traitors (9.10), the propaganda attack (9.11) and in a leader's
label, as the pages set numbers (tests/generator/test_page_text)."""

import re

import engine
import guerilla_kit as kit

HYPHEN_MINUS = re.compile(r"(?<![\w\u2212-])-\d|\d\s+-\s+\d")       # "-2", "4 - 1": the hyphen-minus as a minus


def _badly_set(text):
    return HYPHEN_MINUS.findall(text)


def test_a_traitor_roll_against_a_negative_modifier():
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"], "leader": "irala"}]        # −2
    st = kit.position(groups=groups, deck=["traitor_1"], phase="F")
    question = [a["label"] for a in kit.actions(kit.act(st, "p1", "draw"), "p1")]
    assert any("(Government rating 2, \u22122)" in label for label in question), question
    st = kit.act(kit.act(st, "p1", "draw"), "p1", "group", "g1", dice=[1])
    assert "Traitors: 1 \u22122 = \u22121:" in kit.log_text(st) and _badly_set(kit.log_text(st)) == []


def test_the_policias_assassination_against_a_negative_modifier():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "policia"},
              {"owner": "p2", "faction": "government", "units": ["u21_1"], "leader": "irala"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "policia")
    st = kit.settle(st, [1], move=("p1", "leader", "g2"))
    assert "1 minus \u22122 = 3." in kit.log_text(st) and _badly_set(kit.log_text(st)) == []


def test_a_failed_propaganda_attack_sets_its_subtraction_with_the_minus_sign():
    groups = [{"owner": "p1", "faction": "government", "units": ["u22_1"], "complex": "tv_station"},
              {"owner": "p2", "faction": "rebel", "units": ["u33_1"], "leader": "irala"}]
    st = kit.act(kit.position(groups=groups, phase="B"), "p1", "propaganda", None, dice=[1])
    strength = engine.get_game("guerilla").catalog()["u33_1"]["rebel"]
    net = 1 - (strength - 2)
    assert f": 1 \u2212 ({strength} \u22122) = {net}".replace("-", "\u2212") in kit.log_text(st)
    assert _badly_set(kit.log_text(st)) == []
