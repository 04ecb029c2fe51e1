"""Guerilla's sealed deployment as the table sees it (4.6, 4.7): once a player has finished, every view agrees with
the log's "N cards face down in M groups" (his hand smaller by N, M face-down groups drawn and told), he alone
sees those groups' cards, and nobody else can tell which cards went down or for which side."""

import re

import engine
from engine import fuzz
from engine.games.guerilla.twins import strings

GAME = engine.get_game("guerilla")


def sitting(st, plan):
    """The acting player's whole sitting: ``plan`` picks one of his options at each step (by verb, then by
    ``index`` into that verb's options); returns the state after his "done"."""
    q = st["stack"][-1]["ask"]["role"]
    for verb, index in plan:
        opts = [a for a in engine.actions(st, q) if a["verb"] == verb]
        st = engine.apply(st, q, verb, opts[index]["arg"])
    assert not st["stack"] or st["stack"][-1]["ask"]["role"] != q
    return st


def row(view, pid):
    return next(p for p in view["board"]["players"] if p["id"] == pid)


def counts(view, pid):
    """(cards, groups) from the log's line that ``pid`` has finished deploying."""
    line = next(e["text"] for e in view["log"] if e["text"].startswith(GAME.role_name(pid) + " has finished"))
    cards, groups = re.search(r"(\d+) cards? face down in (\d+) groups?", line).groups()
    return int(cards), int(groups)


def test_every_view_of_a_finished_sitting_matches_the_log_and_only_he_sees_his_cards():
    st = engine.setup("guerilla", 4242, options={"players": 5})
    dealer = st["round"]["dealer"]
    hand = list(next(p for p in st["players"] if p["id"] == dealer)["hand"])
    # a Government group of a leader and a unit, a Rebel group of one unit
    st = sitting(st, [("group", 0), ("add", 0), ("add", 0), ("close", 0),
                      ("group", 1), ("add", 0), ("close", 0), ("done", 0)])
    assert st["groups"] == [] and st["flow"]["stage"] == "deploy"          # nothing on the table before 4.7
    own = engine.view(st, dealer)
    laid = [c for g in row(own, dealer)["face_down_groups"] for c in
            ([g["leader"]] if g["leader"] else []) + g["units"] + ([g["complex"]] if g["complex"] else [])]
    cards, groups = counts(own, dealer)
    assert (cards, groups) == (len(laid), 2) and cards >= 3
    assert row(own, dealer)["hand"] == [c for c in hand if c not in laid]
    assert [g["faction"] for g in row(own, dealer)["face_down_groups"]] == ["government", "rebel"]
    for viewer in [None] + [r for r in st["roles"] if r != dealer]:
        view = engine.view(st, viewer)
        seat = row(view, dealer)
        assert counts(view, dealer) == (cards, groups)
        assert seat["hand_size"] == 8 - cards and seat["face_down"] == {"cards": cards, "groups": groups}
        assert "hand" not in seat and "face_down_groups" not in seat
        shown = set(strings(view))
        assert not any(c in shown for c in hand), viewer                   # none of his cards, laid or kept
        drawn = GAME.render(view["board"], viewer, layout="narrow")
        assert drawn.count('<g class="face-down">') == groups               # backs only, one per group
        assert not any(c in drawn for c in hand)
        words = next(s["text"] for s in GAME.describe_spaces(view["board"], viewer) if s["id"] == dealer)
        assert f"{8 - cards} cards in hand" in words and f"{cards} cards face down in 2 groups" in words
    mine = GAME.render(own["board"], dealer)
    told = next(s["text"] for s in GAME.describe_spaces(own["board"], dealer) if s["id"] == dealer)
    assert mine.count('<g class="face-down">') == groups and "Face down · Rebel" in mine
    assert "your Government group face down: " in told and "your Rebel group face down: " in told
    assert all(GAME.catalog()[c]["name"] in told for c in laid if GAME.catalog()[c]["type"] == "leader")
    assert fuzz.check_secrets(GAME, st, "after the dealer's sitting") == []
    # the others' sittings: at the reveal the face-down groups become the table's, and the counts go
    while st["flow"]["stage"] == "deploy":
        q = st["stack"][-1]["ask"]["role"]
        opts = engine.actions(st, q)
        a = next((a for a in opts if a["verb"] == "done"), opts[0])
        st = engine.apply(st, q, a["verb"], a["arg"])
    assert "face_down" not in st
    assert all("face_down" not in p for p in engine.view(st, None)["board"]["players"])
    assert sorted(c for g in st["groups"] if g["owner"] == dealer
                  for c in ([g["leader"]] if g["leader"] else []) + g["units"]) == sorted(laid)


def test_twins_that_laid_other_cards_for_another_side_look_alike_to_everyone_else():
    """The same counts, other cards, another faction: every other seat's (and an onlooker's) view and question
    are the same, and show the one face-down group."""
    twins = []
    for plan in ([("group", 1), ("add", 0), ("close", 0), ("done", 0)],      # a Rebel group of his first unit
                 [("group", 1), ("add", 1), ("close", 0), ("done", 0)],      # of another unit
                 [("group", 0), ("add", 1), ("close", 0), ("done", 0)]):     # a Government group of it
        twins.append(sitting(engine.setup("guerilla", 2, options={"players": 4}), plan))
    dealer = twins[0]["round"]["dealer"]
    own = [row(engine.view(t, dealer), dealer)["face_down_groups"] for t in twins]
    assert own[0] != own[1] and own[1] != own[2]                            # they did lay other things
    for viewer in [None] + [r for r in twins[0]["roles"] if r != dealer]:
        seen = [(engine.view(t, viewer), GAME.question(t, viewer)) for t in twins]
        assert seen[0] == seen[1] == seen[2], viewer
        assert row(seen[0][0], dealer)["face_down"] == {"cards": 1, "groups": 1}
        drawn = [GAME.render(v["board"], viewer) for v, _ in seen]
        assert drawn[0] == drawn[1] == drawn[2] and drawn[0].count('<g class="face-down">') == 1


def test_a_misdeal_after_a_finished_sitting_takes_the_face_down_cards_back():
    """Seed 1, 5 players: Player 1, fourth to sit, was dealt no unit and calls a misdeal (4.5) after three have
    finished; the redeal starts from full hands and nothing face down."""
    st = engine.setup("guerilla", 1, options={"players": 5})
    started = []
    while st["stack"][-1]["ask"]["role"] != "p1":
        q = st["stack"][-1]["ask"]["role"]
        verbs = {a["verb"]: a for a in reversed(engine.actions(st, q))}     # each verb's first option
        verb = next(v for v in ("close", "add", "complex", "group", "done") if v in verbs
                    and (v != "group" or q not in started))
        started.append(q)
        st = engine.apply(st, q, verb, verbs[verb]["arg"])
    view = engine.view(st, "p1")
    finished = [p for p in view["board"]["players"] if "face_down" in p]
    assert [p["id"] for p in finished] == ["p3", "p4", "p5"]
    assert all((p["face_down"]["cards"], p["face_down"]["groups"]) == counts(view, p["id"]) and
               p["face_down"]["groups"] >= 1 and p["hand_size"] == 8 - p["face_down"]["cards"] for p in finished)
    st = engine.apply(st, "p1", "misdeal", None)
    assert "face_down" not in st and st["flow"]["stage"] == "deploy" and st["redeals"] == 1
    assert all(p["hand_size"] == 8 and "face_down" not in p for p in engine.view(st, None)["board"]["players"])


def test_during_his_sitting_only_the_player_laying_sees_what_he_has_laid_so_far():
    """Mid-sitting his own screen shows the cards he has laid face down so far, out of his hand and drawn as the
    groups they make (before: his hand still listed all 8 and no group was drawn until he finished); every other
    view is as before: his 8 cards as a count, nothing laid."""
    st = engine.setup("guerilla", 4242, options={"players": 5})
    dealer = st["round"]["dealer"]
    hand = list(next(p for p in st["players"] if p["id"] == dealer)["hand"])
    before = {viewer: engine.view(st, viewer)["board"] for viewer in [None] + [r for r in st["roles"] if r != dealer]}
    for verb, index in [("group", 0), ("add", 0), ("add", 0), ("close", 0), ("group", 1), ("add", 0)]:
        opts = [a for a in engine.actions(st, dealer) if a["verb"] == verb]
        st = engine.apply(st, dealer, verb, opts[index]["arg"])
    own = row(engine.view(st, dealer), dealer)
    laying = own["laying"]
    laid = [c for g in laying for c in ([g["leader"]] if g["leader"] else []) + g["units"]]
    assert [g["faction"] for g in laying] == ["government", "rebel"] and len(laid) == 3
    assert own["hand"] == [c for c in hand if c not in laid] and own["hand_size"] == 8
    mine = GAME.render(engine.view(st, dealer)["board"], dealer)
    assert "Laying face down so far: 3 cards in 2 groups" in mine and mine.count('<g class="face-down">') == 2
    told = next(s["text"] for s in GAME.describe_spaces(engine.view(st, dealer)["board"], dealer) if s["id"] == dealer)
    assert "your Government group so far: " in told and "your Rebel group so far: " in told
    assert "5 cards in hand" in told and "5 cards in hand" in mine            # his own count, less what he laid
    for viewer, board in before.items():
        seat = row(engine.view(st, viewer), dealer)
        assert "laying" not in seat and "hand" not in seat and seat["hand_size"] == 8, viewer
        assert seat == next(p for p in board["players"] if p["id"] == dealer)
        drawn = GAME.render(engine.view(st, viewer)["board"], viewer)
        assert "Laying face down" not in drawn and not any(c in drawn for c in hand)
    assert fuzz.check_secrets(GAME, st, "in the dealer's sitting") == []
    st = engine.apply(st, dealer, "close", None)
    st = engine.apply(st, dealer, "done", None)
    own = row(engine.view(st, dealer), dealer)
    assert "laying" not in own and len(own["face_down_groups"]) == 2
    nxt = st["stack"][-1]["ask"]["role"]
    assert "laying" not in row(engine.view(st, nxt), nxt)          # nothing laid yet in the next sitting
