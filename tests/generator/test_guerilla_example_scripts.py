"""Guerilla's scripted examples (content/guerilla/examples/): each replays through the engine with every
expectation holding, the topics the issue asks for are all there, every step names its rules, and every rule
section a step cites links back to an example."""

import pytest

from engine import examples
from generator import build as b
from generator import content as content_mod

WANTED = {                     # example id -> what it must show (issue 13), checked in its steps' rules
    "the-opening": {"4.4", "4.6", "4.7", "4.8", "4.9"},
    "a-whole-turn": {"5.4", "6.1", "7.1", "7.3", "7.4", "7.6"},
    "ambush-on-both-sides": {"6.6", "6.12", "8.2", "3.4"},
    "supply-cut-to-surrender": {"8.10"},
    "a-trade": {"7.3"},
    "revolution-and-traitor": {"9.9", "9.10"},
    "sudden-death-and-scoring": {"10.1", "10.2", "10.5"},
}


@pytest.fixture(scope="module")
def files():
    return content_mod.load()["guerilla"]


def test_every_wanted_example_is_there_and_cites_its_rules(files):
    scripts = {ex["id"]: ex for ex in files["examples"]}
    for eid, rules in WANTED.items():
        assert eid in scripts, eid
        cited = {r for st in scripts[eid]["steps"] for r in st.get("rules", [])}
        assert rules <= cited, (eid, sorted(rules - cited))
        assert all(st.get("rules") and st.get("expect") for st in scripts[eid]["steps"][1:]), eid


def test_every_example_replays_with_every_expectation_holding(files):
    for script in files["examples"]:
        played = examples.play("guerilla", script)
        assert len(played) == len(script["steps"])


def test_an_expectation_that_does_not_hold_stops_the_replay(files):
    script = next(ex for ex in files["examples"] if ex["id"] == "supply-cut-to-surrender")
    wrong = {**script, "steps": [dict(st) for st in script["steps"]]}
    wrong["steps"][-1]["expect"] = {**wrong["steps"][-1]["expect"], "scores": {"p1": 4}}
    with pytest.raises(examples.ExampleError, match="scores.p1: expected 4, found 3"):
        examples.play("guerilla", wrong)


def test_every_rule_a_step_cites_links_back_to_an_example(files):
    learn = b.learn_data("guerilla", {**files, "map": {"spaces": []}})
    sections = {sec["id"]: sec for sec in learn["sections"]}
    cited = {r for ex in files["examples"] for st in ex["steps"] for r in st.get("rules", [])}
    assert cited <= set(sections), sorted(cited - set(sections))
    unlinked = sorted(r for r in cited if not sections[r]["examples"])
    assert not unlinked, f"rule sections cited by an example step but linking to none: {unlinked}"
