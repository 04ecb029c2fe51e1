"""The strong level's choice among its searched candidates (engine/bots/search.py ``Strong.pick``): it leaves the
steady bot's first choice only for a clear gain, and its reason says what the search found."""

from engine.bots.search import MARGIN, SPREAD, Strong


def cands(n):
    return [({"verb": "v", "arg": k, "label": f"choice {k}", "rule": "1.1"}, f"choice {k}, 1.1") for k in range(n)]


def test_a_clear_gain_over_several_rounds_leaves_the_steady_choice():
    rounds = [[0.2, 0.9, 0.1], [0.3, 1.0, 0.2], [0.1, 0.8, 0.3], [0.2, 0.9, 0.2]]
    act, reason = Strong.pick(cands(3), rounds)
    assert act["arg"] == 1
    assert "against 20% for the steady first choice (choice 0)" in reason and "4 sampled futures" in reason


def test_one_round_never_leaves_the_steady_choice():
    act, reason = Strong.pick(cands(2), [[0.0, 1.0]])
    assert act["arg"] == 0 and "choice 1 (100%) was not clearly better" in reason


def test_rounds_that_agree_on_a_small_edge_are_no_proof():
    # two rounds, the same edge in both: their own spread is nil, SPREAD stands in for it
    edge = SPREAD / 2 ** 0.5 * 0.9
    act, _ = Strong.pick(cands(2), [[0.4, 0.4 + edge], [0.5, 0.5 + edge]])
    assert act["arg"] == 0
    act, _ = Strong.pick(cands(2), [[0.4, 0.4 + edge * 1.2], [0.5, 0.5 + edge * 1.2]])
    assert act["arg"] == 1


def test_a_gain_below_the_margin_or_a_tie_keeps_the_steady_order():
    many = [[0.5, 0.5 + MARGIN / 2]] * 50
    assert Strong.pick(cands(2), many)[0]["arg"] == 0
    act, reason = Strong.pick(cands(3), [[0.6, 0.6, 0.6]] * 3)
    assert act["arg"] == 0 and "the best of 3" in reason
