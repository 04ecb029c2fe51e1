"""The rulebook's example of play (8.0), replayed move by move by the engine (also inside Pyodide).

The script lives in content/uruguay/examples/example-of-play.yaml; each step's own ``expect`` is checked by
engine.examples.play. Here we also check the headline facts 8.0 states, step by step."""

import pytest

import engine
from engine import content, examples

EXAMPLES = {ex["id"]: ex for ex in content.load("uruguay")["examples"]}


def states():
    return [state for _, state in examples.play("uruguay", EXAMPLES["example-of-play"])]


def test_every_scripted_example_replays():
    for ex in EXAMPLES.values():
        assert examples.play("uruguay", ex)


def test_political_will_and_public_sympathy_follow_the_rulebook():
    seq = states()
    will = [s["tracks"]["political_will"] for s in seq]
    sympathy = [s["tracks"]["public_sympathy"] for s in seq]
    # 18 -> 17 (the Hostage) -> 18 (the Raid) -> 19 (the Propaganda Round)
    assert [w for i, w in enumerate(will) if i == 0 or w != will[i - 1]] == [18, 17, 18, 19]
    # 2 -> 3 (University sabotaged) -> 4 (Propagandize) -> 3 (Censor) -> 2 (Public Fatigue)
    assert [p for i, p in enumerate(sympathy) if i == 0 or p != sympathy[i - 1]] == [2, 3, 4, 3, 2]


def test_the_single_unrest_is_in_ituzaingo():
    final = states()[-1]
    unrest = [e["text"] for e in final["log"] if e["rule"] == "6.1.1"]
    assert unrest == ["Unrest in Ituzaingó."]


def test_eligibility_order_card_by_card():
    seq = states()
    after_cards = [seq[i]["eligibility"][0] for i in (3, 6, 8, 10, 12, 14)]
    assert after_cards == ["government", "tupamaros", "government", "tupamaros", "government", "tupamaros"]


def test_a_broken_script_names_step_and_move():
    bad = dict(EXAMPLES["example-of-play"])
    bad["steps"] = [dict(bad["steps"][0], moves=[["government", "space", "prado"]])]
    with pytest.raises(examples.ExampleError) as err:
        examples.play("uruguay", bad)
    assert "step 1" in str(err.value) and "move 1" in str(err.value)
    wrong = dict(EXAMPLES["example-of-play"])
    wrong["steps"] = [dict(wrong["steps"][0], expect={"tracks": {"political_will": 3}})]
    with pytest.raises(examples.ExampleError) as err:
        examples.play("uruguay", wrong)
    assert "political_will: expected 3, found 18" in str(err.value)


def test_government_never_learns_where_the_peoples_prison_is():
    for state in states():
        view = engine.view(state, "government")
        assert "peoples_prison" not in view["board"]
        assert not any("People's Prison" in e["text"] and "Villa del Cerro" in e["text"] for e in view["log"])
        assert "'base':" not in str(view)
