"""The shared loop-breaker (engine/bots/common.py PriorityBot): a choice made three times at the very same place
(the same question over the same board) is put last, so a steady bot cannot go round in circles; the
same choice at a later turn or after anything changed is an ordinary choice and is never put last."""

import json

from engine import prng
from engine.bots.common import PriorityBot, seen_as


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


def test_the_place_is_the_questions_key_and_about_not_its_words():
    """A question with a key is known by its key and about over the board (engine/procs.py ``Ask``): a reworded
    prompt is the same place, another about or key another place; a question without a key is known by its prompt."""
    view = _view(1, 1)

    def place(prompt, **facts):
        return seen_as(view, {"role": "p1", "prompt": prompt, "actions": ACTIONS, **facts})
    here = place("Withdraw which cards of group 1?", key="withdraw.cards", about="g1")
    assert place("Which cards of group 1 come back to the hand?", key="withdraw.cards", about="g1") == here
    assert place("Withdraw which cards of group 1?", key="withdraw.cards", about="g2") != here
    assert place("Withdraw which cards of group 1?", key="other.cards", about="g1") != here
    assert place("Withdraw which cards of group 1?") != place("Which cards of group 1 come back to the hand?")
    bot, memory = Eager(), {}
    for prompt in ("Phase A: go on?", "Phase A, withdrawal: go on?", "Go on to Phase B?"):   # three wordings
        act, _ = bot.choose(view, {"role": "p1", "prompt": prompt, "actions": ACTIONS, "key": "phase.a"}, memory,
                            prng.seed_state(3))
        assert act["verb"] == "next"
    again = {"role": "p1", "prompt": "Again?", "actions": ACTIONS, "key": "phase.a"}
    assert "put last" in dict((a["verb"], why) for _, a, why in bot.rank(view, again, memory))["next"]
    assert bot.choose(view, again, memory, prng.seed_state(3))[0]["verb"] == "withdraw"


def test_a_key_and_its_about_tell_decisions_apart_as_their_prompts_do():
    """Along seeded all-steady games, a seat's (board, key, about) never stands for two prompts, so the loop memory
    tells places apart as it did by the prompt's words, save where no answer can come twice: the order of battles
    (a battle ordered leaves the options) and Recruit's spaces (a space chosen leaves them; the prompt adds why some
    change nothing, from the spaces left)."""
    import engine
    from engine import arena, bots
    merged, keyed = [], 0
    for game_id, seats, options, seed in (("uruguay", 2, None, 3), ("junta", 4, {"players": 4}, 91001),
                                          ("guerilla", 4, {"players": 4}, 1)):
        game, seen = engine.get_game(game_id), {}

        def look(move, state):
            nonlocal keyed
            role = bots.acting(state)
            q = game.question(state, role)
            if "key" in q:
                keyed += 1
                where = seen_as(engine.view(state, role), q)
                if seen.setdefault((role, where), q["prompt"]) != q["prompt"] and q["key"] not in (
                        "battle.order", "recruit.space"):
                    merged.append((game_id, move, q["key"], seen[(role, where)], q["prompt"]))
        arena.play(game_id, ["steady"] * seats, seed, options, seconds=0, look=look)
    assert keyed > 300 and merged == [], merged
