"""Paraguay's numbers are set as the pages set them (tests/generator/test_page_text): a negative DRM takes the minus
sign (engine/words.signed), as Guerilla's modifiers do, and a range an en dash; its log lines, questions, choices
and end-of-game reasons reach the sandbox and the examples as they are written."""

import re

import engine
from engine import endgame
import paraguay_kit as kit

PY, AL = "paraguayan", "allied"
HYPHEN_MINUS = re.compile(r"(?<![\w\u2212-])-\d|\d\s+-\s+\d")       # "-3", "4 - 1": the hyphen-minus as a minus
# "0-2": a range with a hyphen; a counter's factors ("0-1-6", attack-defense-movement) are printed so
HYPHEN_RANGE = re.compile(r"(?<![\w.-])\d+-\d+(?![\w-])")


def _badly_set(*texts):
    return [t for t in texts for rx in (HYPHEN_MINUS, HYPHEN_RANGE) if rx.search(t)]


def _asked(st):
    ask = kit.ask(st)
    return [ask["prompt"]] + [o["label"] for o in ask["options"]]


def test_attrition_sets_a_negative_drm_with_the_minus_sign():
    m = kit.mark(kit.mark(kit.terrain(kit.board(), "1531", "marsh"), "1531", chaco=True), "1530", supply=PY)
    units = [kit.inf("py-a", "paraguay", "1531"), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531")]
    st = kit.game(units, m, turn=4, segment="attrition")
    assert "(DRM \u22127)" in kit.ask(st)["prompt"] and _badly_set(*_asked(st)) == []
    st = kit.act(st, PY, "burn", "py-s", rolls=[9])
    line = next(e["text"] for e in st["log"] if e["rule"] == "7.2")
    assert "DRM \u22124 (\u22121 late-year turn 7.6, \u22123 marsh 7.7, \u22123 the Chaco 7.10, +3 burning" in line
    assert _badly_set(kit.log(st)) == []


def test_combat_sets_its_drms_and_the_defences_burn_with_the_minus_sign():
    units = [kit.inf("py-a", "paraguay", "1531", d=2), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             kit.unit("br-a", "brazil", "infantry", 9, 3, 6, "1530")]
    st = kit.game(units, kit.terrain(kit.board(), "1531", "rough"), turn=3, segment="combat3:allied")
    st = kit.act(kit.act(kit.act(st, AL, "target", "1531"), AL, "add", "br-a"), AL, "declare")
    st = kit.act(st, AL, "no_burn")                                      # the attacker answers first (13.24)
    question = _asked(st)
    assert "Burn a supply unit for the defence (\u22123)?" in question[0]
    assert "\u22121 combat phase 3 (13.15)" in question[0] and _badly_set(*question) == []
    st = kit.act(st, PY, "burn", "py-s", rolls=[4])
    line = next(e["text"] for e in st["log"] if e["rule"] == "13.28")
    assert "\u22121 combat phase 3 13.15" in line and "\u22123 defender burns supply 13.24" in line
    assert "for the defence (\u22123)." in kit.log(st) and _badly_set(kit.log(st)) == []


def test_the_guardia_nacional_check_sets_its_range_with_an_en_dash():
    units = [kit.unit("gn", "argentina", "cavalry", 3, 2, 9, "1530", gn=True)]
    st = kit.game(units, kit.board(nation="argentina"), turn=3, segment="move:allied")
    st = kit.act(kit.act(kit.act(st, AL, "select", {"hex": "1530", "kind": "ground"}), AL, "step", "1531"),
                 AL, "finish", rolls=[5])
    assert "(0\u20133 eliminates)" in kit.log(st) and _badly_set(kit.log(st)) == []


def test_the_end_of_game_debit_is_set_with_the_minus_sign():
    m = kit.mark(kit.board(cols=range(17, 28), rows=range(16, 30)), ["1826", "2622", "1918"], nation="paraguay")
    st = kit.game([kit.inf("py-a", "paraguay", "2020")], m, turn=9, segment="end",
                  flip={h: AL for h in ("1826", "2622", "1918")}, mendoza={"status": "undefeated"})
    res = engine.result(st)
    assert "\u22121 the Mendoza rebellion" in res["reason"] and _badly_set(res["reason"]) == []
    values = [s["value"] for s in endgame.summary(kit.GAME, st)["scores"][0]["sources"]]
    assert "\u22121" in values and "+1" in values


def test_a_war_ended_below_nothing_sets_its_total_with_the_minus_sign():
    m = kit.mark(kit.board(cols=range(17, 28), rows=range(16, 30)), ["1826", "2622", "1918"], nation="paraguay")
    st = kit.game([kit.inf("py-a", "paraguay", "2020")], m, turn=9, segment="end", mendoza={"status": "undefeated"})
    res = engine.result(st)
    assert res["vp"] == -1 and "with \u22121 VP" in res["reason"] and _badly_set(res["reason"]) == []
    assert "the Allies have \u22121 VP" in kit.log(st) and _badly_set(kit.log(st)) == []
    assert endgame.summary(kit.GAME, st)["scores"][0]["total"] == "\u22121 VP"
