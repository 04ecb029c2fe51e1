"""Guerilla's sealed initial deployment in one sitting (docs/GUERILLA.md 4.6, issue 25.3): the engine asks one
player, in order of play from the dealer, until his whole deployment is laid, before it asks the next; nothing of
it is shown to another role until the reveal (4.7): their questions, views and log lines stay the same whatever
he holds or lays (the fuzzer's twins and secrets check), and only "he has finished" with his counts is public."""

import random

import pytest

import engine
from engine import fuzz
from engine.games.guerilla.twins import strings

import guerilla_kit as kit

GAME = engine.get_game("guerilla")


def sit_through(seed, players, check=None):
    """Play the sealed deployment with random legal steps; returns (the state after the reveal, the sittings as
    [(role, [state before each of his steps])])."""
    st = engine.setup("guerilla", seed, options={"players": players})
    pick = random.Random(seed)
    sittings = []
    while st["flow"]["stage"] == "deploy":
        active = kit.active(st)
        assert len(active) == 1, active                       # one player asked at a time
        q = active[0]
        if not sittings or sittings[-1][0] != q:
            sittings.append((q, []))
        sittings[-1][1].append(st)
        if check:
            check(st, q)
        acts = [a for a in kit.actions(st, q) if a["verb"] != "misdeal"]
        a = acts[pick.randrange(len(acts))]
        st = kit.act(st, q, a["verb"], a["arg"])
    return st, sittings


@pytest.mark.parametrize("seed,players", [(5, 4), (8, 3), (13, 6)])
def test_each_player_lays_his_whole_deployment_before_the_next_is_asked(seed, players):
    st, sittings = sit_through(seed, players)
    order = [q for q, _ in sittings]
    dealer = engine.setup("guerilla", seed, options={"players": players})["round"]["dealer"]
    roles = st["roles"]
    i = roles.index(dealer)
    assert order == roles[i:] + roles[:i]                     # each sitting once, from the dealer round the table
    assert st["flow"]["stage"] == "turns" and sum(len(steps) for _, steps in sittings) > players
    finished = [e["text"] for e in engine.view(st, None)["log"] if e["rule"] == "4.6"]
    assert [t.split(" has finished")[0] for t in finished] == [GAME.role_name(q) for q in order]


def test_nobody_else_sees_any_of_a_sitting_until_the_reveal():
    def check(st, q):
        assert st["groups"] == []                             # nothing on the table before the reveal (4.7)
        laid = list(kit.hand(st, q))            # his hand, the cards he lays included
        for other in [None] + [r for r in st["roles"] if r != q]:
            question = GAME.question(st, other)
            assert question["actions"] == [] and question["prompt"] == f"Waiting for {GAME.role_name(q)} (a private choice)."
            shown = set(strings(engine.view(st, other)))        # every value the view holds (not its keys)
            assert not any(c in shown for c in laid if other is None or c not in kit.hand(st, other))
        assert fuzz.check_secrets(GAME, st, f"{q}'s sitting") == []
    st, sittings = sit_through(5, 4, check)
    assert len(st["groups"]) >= 1


def test_a_sitting_is_told_apart_by_nobody_from_one_with_other_cards():
    """Another role's question and view stay the same when the sitting player's hand is another (twins)."""
    st, sittings = sit_through(8, 3)
    q, steps = sittings[1]
    mid = steps[len(steps) // 2]
    for viewer in [r for r in mid["roles"] if r != q]:
        twins = GAME.secret_twins(mid, viewer)
        assert twins, viewer
        for label, twin, _ in twins:
            assert GAME.question(twin, viewer) == GAME.question(mid, viewer), label
            assert GAME.view(twin, viewer) == GAME.view(mid, viewer), label
