"""A computer's move that wrote no line the viewer sees (engine/seats.py ``reasons_shown``: ``silent`` and ``what``)
tells that viewer nothing its own log hides: twins that differ only in secrets give one and the same list of reasons,
and in Paraguay under fog of war the Paraguayan page never gets the label of an Allied private choice, nor the name
of a hidden unit."""

import json
import re

import pytest

import engine
from engine import bots, bridge, procs, seats


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def _noted(game, notes, before, after, role, act, reason):
    """The notes after a computer's move, as the sandbox keeps them (_sandbox_new's replay): the notes of earlier
    moves whose lines the move rewrote found again (a sealed question revealed), then the move's own note."""
    notes = list(notes)
    for j, moved in seats.relocated(game, notes, before["log"], after["log"]).items():
        notes[j] = moved
    _, note = seats.note_move(game, before, role, act, "steady", reason)
    first, last = seats.move_lines(game, role, before["log"], after["log"])
    note.update(first=first, log=last, start=len(before["log"]))
    return notes + [note]


def _told(game, state, notes, private, viewer):
    """What ``viewer`` is given of the computers' moves: its log, and the reasons beside it."""
    log = game.view(state, viewer)["log"]
    return log, seats.reasons_shown(state["log"], notes, private, viewer, len(log), since=-1)


def _walk_with_twins(game_id, seed, options, viewer, moves):
    """Steady computers in every seat but ``viewer``'s (a person whose own moves have no note) for ``moves`` moves;
    before each computer's move, every secret twin of the position for ``viewer`` (the same public position, other
    secrets; the fuzzer's) where the same action is legal is played on alike: when the viewer's log after it is the
    same (the move revealed nothing the rules mean it to), the reasons the viewer is given must be the same too.
    Returns (twins compared, of them how many moves were silent for the viewer)."""
    game = bridge.get_game(game_id)
    state = engine.setup(game_id, seed, options=options)
    made = bots.make(game_id, "steady")
    memory = {r: {} for r in state["roles"]}
    notes, private = [], []
    compared = silent = 0
    for _ in range(moves):
        if state["result"] is not None:
            break
        role = bots.acting(state)
        act, reason = bots.decide(state, role, made, bots.seat_rng(role, state["moves"]), memory[role],
                                  bots.Budget())
        after = game.apply(state, role, act["verb"], act["arg"])
        if role == viewer:
            notes, private = notes + [None], private + [game.is_private(state, role)]
            state = after
            continue
        real_private = private + [game.is_private(state, role)]
        real_notes = _noted(game, notes, state, after, role, act, reason)
        told = _told(game, after, real_notes, real_private, viewer)
        twins = procs.sealed_twins(game, state, viewer) + game.secret_twins(state, viewer)
        for label, twin, same_chance in twins:
            if same_chance is not True or act not in game.actions(twin, role):
                continue
            try:
                twin_after = game.apply(twin, role, act["verb"], act["arg"])
            except (engine.IllegalAction, engine.EngineBug):
                continue            # the twin changed a secret this seat's earlier private answers rest on
            if twin_after["rng"] != after["rng"] or game.view(twin_after, viewer)["log"] != told[0]:
                continue            # chance, or the log, told the secret as the rules mean it to
            twin_notes = _noted(game, notes, twin, twin_after, role, act, reason)
            twin_private = private + [game.is_private(twin, role)]
            assert _told(game, twin_after, twin_notes, twin_private, viewer) == told, (
                f"{game_id}: {viewer} can tell apart, by the reasons beside its log, positions differing only in "
                f"{label} (move {len(notes) + 1}, {role}'s {act['label']!r})")
            compared += 1
            silent += bool(told[1] and told[1][-1]["move"] == len(real_notes) and told[1][-1].get("silent"))
        notes, private, state = real_notes, real_private, after
    return compared, silent


@pytest.mark.parametrize("game_id, seed, options, viewer, moves", [
    ("paraguay", 7, None, "paraguayan", 90),          # the Allied reinforcements (no line), then moves under fog
    ("guerilla", 12, {"players": 4}, "p1", 160),      # hidden hands, sealed deployments
    ("junta", 8585, {"players": 4}, "p1", 250),       # Politics cards in hand, sealed votes
])
def test_twins_differing_only_in_secrets_give_the_viewer_the_same_reasons(game_id, seed, options, viewer, moves):
    compared, silent = _walk_with_twins(game_id, seed, options, viewer, moves)
    assert compared, "no secret twin was tried"
    assert silent, "no move without a line of the viewer's came among them"


def _secret_in(text, shown, names):
    """The first of ``names`` (things that may be hidden) that ``text`` names and the view (``shown``) does not."""
    return next((n for n in names if n in text and n not in shown
                 and re.search(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", text)), None)


def _hides_allied_moves(a, game):
    """The reasons in a sandbox answer ``a`` to the Paraguayan: each an Allied private choice, told as no more than
    that; none names a label of an Allied private choice or a unit that the Paraguayan's view hides. How many of
    them were silent (the move wrote no line the Paraguayan sees)."""
    state, notes = bridge.SANDBOX["state"], bridge.SANDBOX["notes"]
    labels = {n["label"] for n, p in zip(notes, bridge.SANDBOX["private"]) if n and p}
    assert any(x.startswith("Reinforcement: ") for x in labels), labels
    shown = json.dumps(a["view"], ensure_ascii=False)
    names = game.secret_names(state, "paraguayan")
    for r in a["reasons"]:
        text = json.dumps(r, ensure_ascii=False)
        said = "made a private choice" + (" that left no line in your log" if r.get("silent") else "")
        assert r["role"] == "allied" and r["text"] == said and r.get("what") is None, r
        assert not [x for x in labels if x in text], r
        assert _secret_in(text, shown, names) is None, (r, _secret_in(text, shown, names))
    return sum(bool(r.get("silent")) for r in a["reasons"])


def test_under_fog_the_paraguayan_is_told_no_label_nor_unit_of_an_allied_move():
    """Paraguay, the Allied side a steady computer: its opening run places 16 reinforcements, each a move that
    writes no line ("Reinforcement: Argentine infantry 1B (2-2-6) enters ..." names a unit the Paraguayan cannot
    see), then moves stacks under fog. Every answer the Paraguayan's page gets on the way, and the game reopened
    from its record, carry no Allied label and no hidden unit in their reasons: a private choice is "made a
    private choice" (a silent one: "... that left no line in your log"), and nothing more."""
    a = ask(op="sandbox_new", game="paraguay", seed=7, seats={"allied": "steady"}, role="paraguayan")
    assert a["ok"], a
    game = bridge.get_game("paraguay")
    a = ask(op="sandbox_act", game="paraguay", role="paraguayan", verb="end_phase", arg=None)   # the Paraguayan
    assert a["ok"], a                       # moves first, and stays put; then the Allied computer's run
    silent = 0
    for _ in range(24):                     # past the 16 reinforcements, into the moves under fog
        assert a["computer"], a
        a = ask(op="sandbox_bot", game="paraguay", role="computer")
        assert a["ok"] and a["role"] == "paraguayan", a
        assert a["reason"] == "made a private choice" and a["bot"]["rule"] is None and "choices" not in a["bot"]
        silent = max(silent, _hides_allied_moves(a, game))
    assert silent == 16, silent
    rec = ask(op="sandbox_export", game="paraguay")["record"]
    assert any("why" in m for m in rec["moves"])
    a = ask(op="sandbox_new", game="paraguay", record=rec, role="paraguayan")     # a reload: the notes replayed
    assert a["ok"] and _hides_allied_moves(a, game) == 16
