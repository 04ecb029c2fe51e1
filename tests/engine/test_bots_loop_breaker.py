"""The shared loop-breaker (engine/bots/common.py PriorityBot): a choice made three times at the very same place
(the same question over the same board) is put last, so a steady bot cannot go round in circles; the
same choice at a later turn or after anything changed is an ordinary choice and is never put last."""

import json

from engine import prng
from engine.bots.common import PriorityBot


class Eager(PriorityBot):
    """Always prefers going on; the other choice is poor."""

    def score(self, ctx, act):
        return (5, "on to the next phase") if act["verb"] == "next" else (0, "a poor choice")


ACTIONS = [{"verb": "withdraw", "arg": "g1", "label": "Withdraw group 1", "rule": "5.4"},
           {"verb": "next", "arg": "B", "label": "Go on to Phase B", "rule": "6.1"}]


def _view(turn, log_len):
    return {"role": "p1", "board": {"turn": {"player": "p1", "phase": "A", "no": turn}},
            "log": [{"rule": "5.1", "text": "a turn begins"}] * log_len}


def _ask(bot, view, memory, as_json=False):
    question = {"role": "p1", "prompt": "Phase A (Withdrawal): 2 actions left.", "actions": ACTIONS}
    if as_json:                                        # memory copied as JSON (the fuzzer's twin checks do)
        memory = json.loads(json.dumps(memory))
    act, reason = bot.choose(view, question, memory, prng.seed_state(3))
    return act, reason, memory


def test_a_choice_made_every_turn_is_never_put_last():
    bot, memory = Eager(), {}
    for turn in range(1, 9):                       # the same prompt and choice, turn after turn
        act, reason, memory = _ask(bot, _view(turn, turn), memory)
        assert act["verb"] == "next", (turn, reason)
        assert "put last" not in reason


def test_the_same_choice_at_the_very_same_place_is_put_last_after_three():
    for as_json in (False, True):                  # kept as it is, or copied as JSON between decisions
        bot, memory = Eager(), {}
        view = _view(1, 1)
        verbs = []
        for _ in range(4):                         # nothing changes between the decisions: a loop
            act, reason, memory = _ask(bot, view, memory, as_json)
            verbs.append(act["verb"])
        assert verbs == ["next", "next", "next", "withdraw"], (as_json, verbs)
        act, reason, _ = _ask(bot, _view(1, 2), memory, as_json)    # only the log grew: still the same place
        assert act["verb"] == "withdraw"
        act, reason, _ = _ask(bot, _view(2, 2), memory, as_json)    # the board changed: a new place
        assert act["verb"] == "next" and "put last" not in reason
