"""Paraguay's scripted examples (content/paraguay/examples/): each replays through the engine with every
expectation holding, the topics issue 15 asks for are there, every step names its rules and every move its
rule, every rule a step cites links back to an example, and a wrong expectation stops the replay."""

import pytest

from engine import examples
from generator import build as b
from generator import content as content_mod

WANTED = {                     # example id -> the rules its steps must cite
    "the-odds": {"13.9", "13.10", "13.12"},
    "attrition-in-the-chaco": {"7.3", "7.4", "7.6", "7.7", "7.10"},
    "one-eleven": {"13.28", "13.29", "13.30"},
    "supply-lines": {"7.5", "7.12"},
    "river-transport": {"12.4", "12.5", "12.6"},
    "running-the-guns": {"13.18", "13.16", "13.17"},
    "off-map-events": {"8.2", "8.3"},
    "a-whole-turn": {"5.2", "7.1", "9.2", "10.4", "11.1", "13.2", "13.15"},
}


@pytest.fixture(scope="module")
def files():
    return content_mod.load()["paraguay"]


@pytest.fixture(scope="module")
def played(files):
    return {ex["id"]: examples.play("paraguay", ex, with_moves=True) for ex in files["examples"]}


def test_every_wanted_example_is_there_and_cites_its_rules(files):
    scripts = {ex["id"]: ex for ex in files["examples"]}
    assert set(WANTED) <= set(scripts)
    for eid, rules in WANTED.items():
        cited = {r for st in scripts[eid]["steps"] for r in st.get("rules", [])}
        assert rules <= cited, (eid, sorted(rules - cited))
        assert all(st.get("rules") and st.get("expect") and st["moves"] for st in scripts[eid]["steps"]), eid


def test_every_example_replays_and_every_move_names_its_rule(files, played):
    for script in files["examples"]:
        steps = played[script["id"]]
        assert len(steps) == len(script["steps"])
        for _, _, frames in steps:
            assert all(f["rule"] and f["label"] for f in frames), script["id"]


def test_the_whole_turn_runs_from_the_events_to_the_next_turn(played):
    steps = played["a-whole-turn"]
    first, last = steps[0][1], steps[-1][1]
    assert first["pg"]["turn"] == 3 and last["pg"]["turn"] == 4
    rules = [e["rule"] for e in last["log"]]
    for seen in ("7.1", "10.4", "11.1", "13.28", "9.2", "13.2"):
        assert seen in rules, seen
    texts = [e["text"] for e in last["log"]]
    assert "Turn IV begins (late-year)." in texts
    assert texts.index("The Paraguayan movement phase ends.") < texts.index("Turn III: Allied movement phase.")


def test_an_expectation_that_does_not_hold_stops_the_replay(files):
    script = next(ex for ex in files["examples"] if ex["id"] == "supply-lines")
    wrong = {**script, "steps": [dict(st) for st in script["steps"]]}
    wrong["steps"][0]["expect"] = {**wrong["steps"][0]["expect"], "supply": {"2030": True}}
    with pytest.raises(examples.ExampleError, match="supply.2030: expected True, found False"):
        examples.play("paraguay", wrong)


def test_every_rule_a_step_cites_links_back_to_an_example(files):
    learn = b.learn_data("paraguay", {**files, "map": {"spaces": []}})
    sections = {sec["id"]: sec for sec in learn["sections"]}
    cited = {r for ex in files["examples"] for st in ex["steps"] for r in st.get("rules", [])}
    assert cited <= set(sections), sorted(cited - set(sections))
    unlinked = sorted(r for r in cited if not sections[r]["examples"])
    assert not unlinked, f"rule sections cited by an example step but linking to none: {unlinked}"


def test_a_position_the_engine_refuses_is_named_with_its_example(files):
    script = next(ex for ex in files["examples"] if ex["id"] == "the-odds")
    units = script["setup"]["options"]["units"]
    wrong = {**script, "setup": {**script["setup"], "options": {**script["setup"]["options"],
                                                                  "units": units + [units[0]]}}}
    with pytest.raises(examples.ExampleError, match="the-odds set-up: two units have the same id"):
        examples.play("paraguay", wrong)


def test_an_example_seen_by_an_unknown_role_is_refused_by_name(files):
    """``seen_by`` names a role as the moves do; the content's game.yaml id ("paraguay") is no engine role."""
    script = next(ex for ex in files["examples"] if ex["id"] == "river-transport")
    for wrong in ("paraguay", "nobody"):
        with pytest.raises(examples.ExampleError, match=f"river-transport: seen_by '{wrong}' is not a role of "
                                                        "paraguay; its roles are allied, paraguayan"):
            examples.play("paraguay", {**script, "seen_by": wrong})


def test_the_river_transport_example_shows_the_paraguayan_players_log(files, monkeypatch):
    """The river example is seen by the Paraguayan player (``seen_by``): its steps read his own lines, the
    boarding, the landing, the raft in tow and each step's cost, beside the public ones; an onlooker's request
    (role given as null) still reads only the public lines."""
    import json
    from engine import answers, bridge, content
    script = next(ex for ex in files["examples"] if ex["id"] == "river-transport")
    assert script["seen_by"] == "paraguayan"
    real = content.load("paraguay")
    monkeypatch.setattr(content, "load", lambda gid: {**real, "examples": files["examples"]} if gid == "paraguay"
                        else real)
    monkeypatch.setattr(answers, "EXAMPLES", {})

    def texts(**more):
        answer = json.loads(bridge.handle(json.dumps({"op": "example", "game": "paraguay", "id": "river-transport",
                                                      **more})))
        assert answer["ok"], answer
        return [e["text"] for st in answer["steps"] for e in st["log"]]
    ours, public = texts(), texts(role=None)
    for line in ("Paraguayan: the moving stack takes along one unit at Humaitá (1432): a ground unit embarks (3 MP).",
                 "Paraguayan: one unit stays behind at Curupayty (1433): a ground unit lands.",
                 "Paraguayan: the moving stack takes along one unit at Humaitá (1432): an armed raft is taken in tow.",
                 "2 carried units land at Curupayty (1433) as the movement phase ends."):
        assert line in ours and line not in public, line
    assert any(t.endswith(" moves by river from Humaitá (1432) to Curupayty (1433): 1 MP, 11 left.") for t in ours)
    assert "Paraguayan: the moving stack takes along one unit at Humaitá (1432)." in public
    # the public lines the owner reads in his own words are the steps, what joined or left the moving stacks, and a
    # stack stopping or starting again with passengers aboard (12.4)
    told = [t for t in public if t not in ours]
    assert told and all(" moves from " in t or "takes along one unit" in t or "stays behind" in t
                        or "the stack stops at" in t or " starts moving at " in t for t in told)
    assert "Paraguayan: the stack stops at Curupayty (1433): 2 carried units stay aboard (they land when put ashore " \
           "or at the end of the movement phase)." in ours
    assert not any(t.startswith(("Into ", "A ground unit", "An armed raft")) for t in ours)
