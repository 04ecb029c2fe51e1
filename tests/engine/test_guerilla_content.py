"""Guerilla's reconstructed deck (docs/GUERILLA.md 1.1-1.5): 128 cards, every kind the rulebook names, every
reconstructed value marked; and the content schema refuses a manifest that breaks these facts."""

import copy
import sys

import pytest

import engine

IN_PYODIDE = sys.platform == "emscripten"


def data():
    return engine.content.load("guerilla")


def test_the_manifest_holds_exactly_128_cards():
    d = data()
    total = (sum(r["count"] for k in ("units", "events", "specials") for r in d[k])
             + len(d["leaders"]) + len(d["complexes"]))
    assert total == d["total"] == 128


def test_the_rulebook_facts_hold():
    d = data()
    assert sorted(c["name"] for c in d["complexes"]) == sorted([
        "Airfield", "Banco de Nationale", "Barracks", "Bridge", "Policia", "Port", "Presidential Palace",
        "TV Station"])
    assert len(d["events"]) == 11
    specials = {s["id"]: s["count"] for s in d["specials"]}
    assert specials == {"bad_weather": 1, "revolution": 1, "traitor": 3}
    letters = {e["id"]: e["letter"] for e in d["events"]}
    assert letters["assassin"] == "B" and letters["un_intervention"] == "C"
    out_of_turn = sorted(e["id"] for e in d["events"] if e["timing"] == "out_of_turn")
    assert out_of_turn == ["ambush", "atrocities_press", "bodyguard", "informant"]
    assert d["die"]["sides"] == 10


def test_every_value_the_rulebook_does_not_print_is_marked_reconstructed():
    d = data()
    for key in ("units", "leaders", "complexes", "events"):
        for rec in d[key]:
            assert rec["provenance"] == "reconstructed" and len(rec["basis"]) > 40, rec["id"]


@pytest.mark.skipif(IN_PYODIDE, reason="the generator (YAML) is not in the engine wheel")
def test_the_schema_refuses_a_wrong_total_a_missing_complex_and_a_wrong_printed_letter():
    from generator.games.guerilla import schema
    d = copy.deepcopy({k: v for k, v in data().items() if k in schema.CARDS.required})
    problems = []
    schema.check_cards(d, problems)
    assert problems == []
    d["units"][0]["count"] += 2
    d["complexes"] = d["complexes"][1:]
    next(e for e in d["events"] if e["id"] == "assassin")["letter"] = "C"
    problems = []
    schema.check_cards(d, problems)
    text = " ".join(p.message for p in problems)
    assert "exactly 128" in text and "missing airfield" in text and "prints letter B" in text
