"""Seeded random playouts of whole Paraguay games (engine.fuzz): no crash, no dead end, the game ends after
Turn IX (or by sudden death), units conserved, one side per hex, stacking during combat, replay gives the
same state; fog of war never shows an enemy stack's contents; golden digests of whole games. More games by
hand: ``nice -n 19 python -m engine.fuzz paraguay --games 20`` (docs/PARAGUAY.md records runs)."""

import hashlib
import json
import re

import engine
from engine import fuzz, prng

from fuzz_kit import secrets_at

# sha256 (first 16 hex digits) of the final state of each fuzzed game: the same in CPython and Pyodide. A rules
# or content change that alters play changes them; refresh them then, saying why in the commit, and bump the
# game's rules_version (engine/core.py) if recorded moves no longer replay.
GOLDEN = {"whole": "0aa28b0598bee15d", "frontline": "a34cd1041805c26f"}
# Before an attrition check with nothing to choose named its losses on the roll line (the owner's reading), a chosen
# loss got a public line of its own ("Allied: 2 units of the stack at 1335 are lost to attrition."), a declared attack
# became one line (the defenders the attacker sees in his reading, rule 6.4) and passengers aboard went into the
# owner's reading of the stop and start lines: 26f9f74bb6f02143 and 9d74a1e54d631b98; the same moves and the same
# final state but for the log (1981 and 2022 entries then, 1882 and 1941 now).
# Before a private line that only completed the public one before it became that line's owner's reading (one entry,
# two readings: a step, what joins or leaves a moving stack, a lost GN unit, the 8.2/8.3 reasons, an entering
# reinforcement or replacement, the look under an over-stacked hex): ad007901c7dd5562 and 0c14763cfdb7e579; the same
# moves and the same final state but for the log, which has fewer entries.
# Before a step's public line lost its rule of movement (12.3 or 11.1) and its MP cost, which now go to the owner on
# a line of his own ("Into 1433 by river: 1 MP, 11 left."): fc21f9ea34fbe0d0 and 77eb90d17fe82ad1; the same moves
# (1845 and 1890) and the same final state but for the log (2086 and 2169 entries then, 2815 and 2835 now).
# Before a fleet's passengers and rafts, the 7.14 rolls and the kinds sent against the Matto Grosso invasion went to
# their owner alone (the public log says only "takes along one unit" / "one unit stays behind", a lost GN unit as
# "one unit of the stack ... is lost after its move", a fleet taken up again counts its passengers):
# bc6aa4513b117a78 and b1b11be0c13e7cfe; the same moves (1845 and 1890) and the same final state but for the log,
# whose entries are the only differences.
# Before the fourth audit kept off-map events' reasons private ("You had no free infantry and cavalry to meet
# it." told to Paraguay alone, no longer on the public 8.2 line): a8ac3e5b0e4bd61c for the frontline game; the
# same moves, the two log entries the only differences.
# Before the end-of-war total's minus sign ("the Allies end Turn IX with −1 VP"): 3ed0a0d24d553682 for the whole
# game; the same moves, the result's reason and the 4.3 log line the only differences.
# Before the log's minus signs and en dashes ("DRM −4", "(0–3 eliminates)", the result's "−1"):
# df599388d1e55b60 and 309c596d6e27debe; the same moves, every difference in the states' words.


def digest(state):
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode("utf-8")).hexdigest()[:16]


def test_a_whole_random_game_keeps_every_invariant_and_ends():
    state, moves = fuzz.playout("paraguay", 1, max_moves=20000, check_every=25)
    result = engine.result(state)
    assert result["winner"] in ("allied", "paraguayan", "draw") and result["rule"] in ("4.2", "4.3")
    assert result["rule"] == "4.2" or state["pg"]["turn"] == 9
    assert any(e["rule"] == "7.2" for e in state["log"]) and any(e["rule"] == "9.2" for e in state["log"])
    assert digest(state) == GOLDEN["whole"]


def frontline():
    """Placements (3.4) that put the Paraguayan free set-up within three hexes of Corrientes, so that a random
    game fights from the first turn."""
    st = engine.setup("paraguay", 1)
    game = engine.get_game("paraguay")
    hm = game.hexmap(st)
    near = [h for h in sorted(hm.hexes) if hm.nation(h) == "paraguay" and hm.distance("1335", h) <= 3]
    free = [u["id"] for u in st["units"] if u["code"] == "Paraguay"]
    return {uid: near[k % len(near)] for k, uid in enumerate(free)}


def test_a_random_game_from_a_frontline_set_up_fights_and_keeps_every_invariant():
    state, moves = fuzz.playout("paraguay", 6, max_moves=20000, check_every=25, secrets_every=97,
                                options={"placements": frontline(), "matto_grosso": True})
    rules = {e["rule"] for e in state["log"]} | {r["rule"] for e in state["log"] for r in e.get("own", {}).values()}
    assert {"13.28", "13.29", "6.4"} <= rules           # 6.4: the defenders, in the attacker's reading
    assert engine.result(state)["rule"] in ("4.2", "4.3")
    assert digest(state) == GOLDEN["frontline"]


def test_a_combat_phase_is_played_on_public_facts_not_on_what_a_stack_hides(monkeypatch):
    """Found by the by-hand fuzzer (seed 740174, move 1799): the Paraguayan second combat phase was skipped when no
    unit next to an enemy could attack, so the Allied player learnt whether a stack hid an infantry unit or a
    supply unit. A combat phase is now played whenever a stack stands next to an enemy stack (13.2)."""
    problems, state = secrets_at(monkeypatch, "paraguay", 740174, 1799, 31)
    assert problems == []


def test_over_stacking_shows_the_stack_to_the_player_who_removes_from_it(monkeypatch):
    """Found by the by-hand fuzzer (seed 750675, move 1117): the Paraguayan, asked which Allied units to remove
    from an over-stacked hex (6.2), was offered the stack's hidden units by name while his board still hid them,
    so the options told him what the stack held. Choosing means looking: while the removal lasts the over-stacked
    stack is shown to both players, as a stack under attack is (6.4), and twins leave its units alone."""
    problems, state = secrets_at(monkeypatch, "paraguay", 750675, 1117, 31)
    assert problems == []
    assert state["stack"][-1].get("proc") == "overstack"
    game = engine.get_game("paraguay")
    question = game.question(state, "paraguayan")
    board = game.board(state, "paraguayan")
    shown = {u["id"] for row in board["hexes"].values() for u in row.get("units", []) if row["side"] == "allied"}
    offered = {a["arg"] for a in question["actions"] if a["verb"] == "lose"}
    assert offered and offered <= shown


def test_the_look_under_an_over_stacked_stack_is_logged_for_the_remover(monkeypatch):
    """Found by the by-hand fuzzer (seed 760180, move 497): when the Allied movement phase ended with 1042
    over-stacked, the Paraguayan's next question listed the stack's units though nothing in his log said he had
    looked, so the secrets check saw a question that depended on hidden units. The look is now a log line for the
    remover (6.2), as the defenders of a declared attack are for the attacker (6.4)."""
    problems, state = secrets_at(monkeypatch, "paraguay", 760180, 497, 31)
    assert problems == []
    after = engine.apply(state, "allied", "end_phase", None)
    theirs = [e["text"] for e in engine.view(after, "paraguayan")["log"][-3:]]
    assert any("looking under the stack to choose" in text and "Argentine cavalry 3CP" in text for text in theirs)


def hidden_ids(state, role):
    """Ids of enemy units the view of ``role`` may not show: not on top of their stack, not in a battle's
    revealed defenders, not offered to ``role`` to remove for over-stacking (6.2)."""
    game = engine.get_game("paraguay")
    board = game.board(state, role)
    allowed = {row["top"]["id"] for row in board["hexes"].values()}
    top = state["stack"][-1] if state["stack"] else None
    if top and top["step"] == "proc" and top.get("proc") == "battle":
        allowed |= {i for ids in state["pg"]["cb"]["revealed"].values() for i in ids}
    allowed |= {a["arg"] for a in engine.actions(state, role) if isinstance(a["arg"], str)}
    return [u["id"] for u in state["units"] if u["side"] != role and u["id"] not in allowed]


def test_fog_of_war_never_leaks_a_stacks_contents_into_the_other_sides_view():
    state = engine.setup("paraguay", 2)
    chooser = prng.seed_state(2)
    game = engine.get_game("paraguay")
    checked = 0
    for n in range(900):
        if state["result"] is not None:
            break
        if n % 9 == 0:
            for role in ("allied", "paraguayan"):
                view = engine.view(state, role)
                view["log"] = view["log"][-60:]
                text = json.dumps(view)
                for uid in hidden_ids(state, role):
                    assert not re.search(r'"%s"' % re.escape(uid), text), (n, role, uid)
                for row in view["board"]["hexes"].values():
                    assert row["side"] == role or "units" not in row or n == 0
                checked += 1
        legal = [(r, a) for r in state["roles"] for a in engine.actions(state, r)]
        legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        role, act = legal[prng.below(chooser, len(legal))]
        state = engine.apply(state, role, act["verb"], act["arg"])
    assert checked > 50


def test_hidden_contents_change_nothing_the_other_side_is_shown():
    game = engine.get_game("paraguay")
    state = engine.setup("paraguay", 3)
    for viewer in ("allied", None):               # the Paraguayan free set-up makes stacks to hide things in
        assert game.secret_twins(state, viewer)
    assert fuzz.check_secrets(game, state, "set-up") == []
    moving = engine.apply(state, "paraguayan", "select", engine.actions(state, "paraguayan")[0]["arg"])
    assert game.question(moving, "allied")["private"] and game.question(moving, "allied")["actions"] == []
    assert fuzz.check_secrets(game, moving, "a stack moving") == []
