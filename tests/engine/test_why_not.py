""""Why not?" (issue 25.4, engine/whynot.py): along random games of every game, for every space and piece the
acting player can click, the engine's legal actions and ``why_not`` agree (a legal target gets no reason, every
other one a reason naming a rule, and the engine refuses it for every verb on offer); the answer is the same in
every secret twin of the position, so it never tells what the asking player may not see."""

import json
import re

import pytest

import engine
from engine import bridge, fuzz, procs, prng
from engine.errors import IllegalAction
from engine.whynot import clickable, names

GAMES = {"uruguay": None, "junta": {"players": 4}, "guerilla": {"players": 4}, "paraguay": None}
MOVES, EVERY, SAMPLE = 60, 12, 24


def positions(gid, seed):
    """Every EVERY-th position of a random game (fuzz_allows steers it as the fuzzer does)."""
    game = engine.get_game(gid)
    state = game.setup(seed, options=GAMES[gid])
    rng = prng.seed_state(seed ^ 0x5EED)
    for i in range(MOVES):
        if state["result"] is not None:
            break
        legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
        if hasattr(game, "fuzz_allows"):
            legal = [(r, a) for r, a in legal if game.fuzz_allows(state, r, a)] or legal
        if not legal:
            break
        if i % EVERY == 0:
            yield state
        role, act = legal[prng.below(rng, len(legal))]
        state = game.apply(state, role, act["verb"], act["arg"])


@pytest.mark.parametrize("gid", sorted(GAMES))
@pytest.mark.parametrize("seed", [3])
def test_refused_targets_have_reasons_and_legal_ones_none(gid, seed):
    game = engine.get_game(gid)
    checked = refused = 0
    for state in positions(gid, seed):
        for role in game.active_roles(state)[:2]:
            legal = game.actions(state, role)
            offered = {t for a in legal for t in names(a)}
            verbs = sorted({a["verb"] for a in legal if isinstance(a["arg"], str)})
            every = clickable(game, state, role)
            sample = sorted(set(every[::max(1, len(every) // SAMPLE)]) | (offered & set(every)))
            for target in sample:
                answer = game.why_not(state, role, target)
                checked += 1
                if target in offered:
                    assert answer is None, (role, target, answer)
                    continue
                refused += 1
                assert answer and answer["reason"] and answer["rule"], (role, target, answer)
                assert answer["rule"][0].isdigit() or answer["rule"][0] == "U", answer
                for verb in verbs:          # the engine itself refuses it, leaving the state alone
                    with pytest.raises(IllegalAction):
                        game.apply(state, role, verb, target)
        waiting = [r for r in state["roles"] if r not in game.active_roles(state)]
        for role in waiting[:1]:
            targets = clickable(game, state, role)
            answer = game.why_not(state, role, targets[0])
            assert answer and answer["rule"] and "waiting for" in answer["reason"], answer
    assert checked and refused, (checked, refused)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_same_answer_in_secret_twins(gid):
    game = engine.get_game(gid)
    twinned = 0
    for state in positions(gid, 5):
        for viewer in state["roles"]:
            twins = procs.sealed_twins(game, state, viewer)
            if hasattr(game, "secret_twins"):
                twins += game.secret_twins(state, viewer)
            if not twins:
                continue
            targets = clickable(game, state, viewer)
            targets = targets[::max(1, len(targets) // SAMPLE)]
            mine = [game.why_not(state, viewer, t) for t in targets]
            for _label, twin, _same in twins[:3]:
                assert [game.why_not(twin, viewer, t) for t in targets] == mine, (viewer, _label)
                twinned += 1
    if gid != "junta":          # Junta's twins need Politics cards in several hands, not always there early
        assert twinned, gid


def _outlined(game, state, role):
    """The spaces the page outlines for ``role``: every ``g.space[data-space]`` of the drawing that a legal action
    names in its arg or its ``at`` (site/static/js/board-click.mjs, read here from the SVG text on its own)."""
    svg = game.render(game.view(state, role)["board"], role, ())
    tags = re.findall(r"<g\b[^>]*>", svg)
    drawn = {re.search(r'\bdata-space="([^"]+)"', t).group(1) for t in tags
             if 'data-space="' in t and re.search(r'\bclass="(?:[^"]* )?space[ "]', t)}
    return drawn & {t for a in game.actions(state, role) for t in names(a)}


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_choices_on_the_board_are_the_spaces_the_board_outlines(gid):
    """Issue 27: "N choices on the board" counts the spaces the page outlines, and "pick from the list" comes
    exactly when it outlines none; an action's text that no drawn space carries (a phase letter) is no board choice."""
    game = engine.get_game(gid)
    counted = listed = 0
    for seed in (3, 5):
        for state in positions(gid, seed):
            for role in game.active_roles(state)[:2]:
                outlined = _outlined(game, state, role)
                for target in clickable(game, state, role)[:6]:
                    answer = game.why_not(state, role, target)
                    if answer is None or "waiting for" in answer["reason"]:
                        continue
                    found = re.search(r"not (?:the one|one of the (\d+)) choices? on the board now", answer["reason"])
                    if found:
                        assert int(found.group(1) or 1) == len(outlined), (role, target, answer, outlined)
                        counted += 1
                    elif "pick from the list" in answer["reason"]:
                        assert not outlined, (role, target, answer, outlined)
                        listed += 1
    assert counted + listed, gid


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_reason_ends_in_words_not_in_brackets(gid):
    """The page sets the rule in brackets after the reason ("... (rule 2.3.2)."), so a reason of its own ends in
    words: "pick from the list (3 choices) (rule 2.3.2)" read as two asides in a row."""
    game = engine.get_game(gid)
    seen = 0
    for seed in (3, 5):
        for state in positions(gid, seed):
            for role in game.active_roles(state)[:2]:
                for target in clickable(game, state, role)[:6]:
                    answer = game.why_not(state, role, target)
                    if answer is not None:
                        assert not answer["reason"].rstrip().endswith(")"), (role, target, answer)
                        seen += 1
    assert seen, gid


def test_guerilla_phase_menu_is_chosen_from_the_list():
    """At Guerilla's phase menu the "go on to the next phase" choice carries the phase's letter: nothing on the board
    is a choice, so a click on it points to the list, with the rule of the phase being played (not the next one's)."""
    import guerilla_kit as kit

    mine = {"owner": "p1", "faction": "government", "units": ["u32_1"]}
    st = kit.position(groups=[mine], phase="B")
    assert [(a["verb"], a["arg"]) for a in kit.actions(st, "p1")] == [("ambush_marker", None), ("next", "C")]
    assert kit.GAME.why_not(st, "p1", "g1") == {
        "reason": "Government group 1 of Player 1 is not part of this decision: pick from the list of 2 choices",
        "rule": "6.1"}
    # with an attack on offer, its group is the one choice on the board (the phase letter is not a second one)
    st = kit.position(groups=[mine, {"owner": "p2", "faction": "rebel", "units": ["u23_1"]}], phase="B")
    assert "attack" in kit.verbs(st, "p1")
    assert kit.GAME.why_not(st, "p1", "deck") == {"reason": "Draw pile is not the one choice on the board now",
                                                  "rule": "6.1"}


def test_uruguay_names_the_operation_and_its_condition():
    game = engine.get_game("uruguay")
    for state in positions("uruguay", 3):
        legal = game.actions(state, "government")
        if any(a["verb"] == "space" and a["rule"] == "3.2.2" for a in legal):
            board = game.view(state, "government")["board"]["spaces"]
            empty = [s for s, sp in board.items() if not sp["cells_u"] + sp["cells_a"]
                     and game.map()["by_id"][s]["type"] != "center"]
            answer = game.why_not(state, "government", empty[0])
            assert answer["rule"] == "3.2.2" and "Patrol needs Cells" in answer["reason"], answer
            return
    pytest.skip("no Patrol in this game's first moves")


def test_paraguay_reuses_the_movement_refusals():
    game = engine.get_game("paraguay")
    state = game.setup(3)
    side = game.active_roles(state)[0]
    legal = game.actions(state, side)
    own = {a["arg"]["hex"] for a in legal if a["verb"] == "select"}
    empty = next(t for t in clickable(game, state, side) if t.isdigit() and t not in own
                 and not any(u["where"] == t for u in state["units"]))
    assert game.why_not(state, side, empty) == {"reason": f"You have no unit in {empty} to move", "rule": "11.5"}
    pick = next(a for a in legal if a["verb"] == "select")
    moving = game.apply(state, side, "select", pick["arg"])
    far = "1016" if pick["arg"]["hex"] != "1016" else "1017"
    answer = game.why_not(moving, side, far)
    err = pytest.raises(IllegalAction, game.apply, moving, side, "step", far).value
    assert (answer["rule"], answer["reason"].lower()) == (err.rule, err.message.lower())


def test_bridge_op():
    ask = lambda **req: json.loads(bridge.handle(json.dumps(req)))
    new = ask(op="sandbox_new", game="paraguay", seed=3, role="acting")
    assert new["ok"]
    side = new["acting"]
    public = ask(op="sandbox_why_not", role="acting", target="1016")       # nobody seated: no player's answer
    assert public["ok"] and public["rule"] is None and "player" in public["reason"]
    ask(op="sandbox_view", role="acting", seated=side)
    answer = ask(op="sandbox_why_not", role="acting", target="1016")
    assert answer == {"ok": True, "target": "1016", "reason": "You have no unit in 1016 to move", "rule": "11.5"}
    seated = ask(op="sandbox_view", role="acting", seated=side)
    legal = next(a for a in seated["actions"] if a["verb"] == "select")["arg"]["hex"]
    assert ask(op="sandbox_why_not", role=side, target=legal)["reason"] is None
    bad = ask(op="sandbox_why_not", role=side, target=["x"])
    assert not bad["ok"] and bad["error"] == "bad_request"


def test_a_piece_on_a_space_is_answered_for_the_space_it_stands_in():
    """A tapped piece sent its own id, often a kind of piece (Uruguay's "police"), and the answer was about
    that kind, not the space it stands in. With ``space`` the sandbox answers for the space (the board offers its
    choices by space), unless a legal action names that piece in that space."""
    ask = lambda **req: json.loads(bridge.handle(json.dumps(req)))
    new = ask(op="sandbox_new", game="uruguay", seed=3, role="tupamaros")
    assert [a["rule"] for a in new["actions"]] == ["2.1"] * 3 and "armory" not in {a["arg"] for a in new["actions"]}
    got = ask(op="sandbox_why_not", role="tupamaros", target="police", space="armory")
    assert got == {"ok": True, "target": "armory", "rule": "2.1",
                   "reason": "The People's Prison goes under one of your Safe Houses: Armory has none"}, got
    legal = new["actions"][0]["arg"]
    assert ask(op="sandbox_why_not", role="tupamaros", target="police", space=legal)["reason"] is None
    assert ask(op="sandbox_why_not", role="tupamaros", target="police")["target"] == "police"    # no space: as asked
    bad = ask(op="sandbox_why_not", role="tupamaros", target="police", space=7)
    assert not bad["ok"] and bad["error"] == "bad_request"


def test_junta_movement_says_where_units_may_go_and_why_not():
    """Junta's "why not?" used to say only "X is not one of the N choices". Its Movement Phase now says why:
    no unit of yours there, not next to the stack's space (4.1), the Helicopter's extra space (4.3), the Marines'
    landing (4.6), a transfer's space (4.4). Every answer agrees with the legal actions (a refused target only)."""
    game = engine.get_game("junta")
    state = game.setup(12, options={"players": 4})
    rng = prng.seed_state(99)
    said = {}
    for _ in range(300):
        if state["result"] is not None:
            break
        for role in game.active_roles(state):
            legal = game.actions(state, role)
            offered = {a["arg"] for a in legal if a["verb"] == "space"}
            if not offered:
                continue
            prompt = game.question(state, role)["prompt"]
            for target in game.map()["by_id"]:
                answer = game.why_not(state, role, target)
                assert (answer is None) == (target in offered), (target, prompt, answer)
                if answer and "is not one of the" not in answer["reason"]:
                    said.setdefault(answer["rule"], set()).add(answer["reason"].split(":")[0].split(" ")[-1])
                    if " from " in prompt and prompt.endswith("to which space?") and target not in offered:
                        origin = prompt.split(" from ")[1][:-len(" to which space?")]
                        assert f"not next to {origin}" in answer["reason"] or "already" in answer["reason"] \
                            or "water" in answer["reason"], answer
        legal = [(r, a) for r in state["roles"] for a in game.actions(state, r)]
        role, act = legal[prng.below(rng, len(legal))]
        state = game.apply(state, role, act["verb"], act["arg"])
    assert {"4.1", "4.3", "4.4", "4.6"} <= set(said), said


def test_uruguay_sabotage_marker_is_not_taken_for_the_sabotage_operation():
    """A tap on the Sabotage marker (on the board or in its key) asked about "sabotage", which is also the id of the
    Sabotage Operation: while the Tupamaros chose an Operation the marker was "a legal choice now". The marker is
    drawn with its own id, one that no action names."""
    game = engine.get_game("uruguay")
    state, rng = game.setup(2), prng.seed_state(7)
    for _ in range(400):
        legal = game.actions(state, "tupamaros")
        if any(a["verb"] == "op" and a["arg"] == "sabotage" for a in legal):
            break
        role = next(r for r in state["roles"] if game.actions(state, r))
        acts = game.actions(state, role)
        act = acts[prng.below(rng, len(acts))]
        state = game.apply(state, role, act["verb"], act["arg"])
    else:
        pytest.fail("no Sabotage Operation offered")
    drawn = clickable(game, state, "tupamaros")
    marker = re.findall(r'<g class="key" data-piece="([^"]+)"', game.render(game.view(state, "tupamaros")["board"],
                                                                            "tupamaros", ()))
    assert "sabotage_marker" in marker and "sabotage" not in drawn + marker
    answer = game.why_not(state, "tupamaros", "sabotage_marker")
    assert answer is not None and answer["reason"].startswith("The Sabotage marker is not"), answer
    # every piece id the board draws is apart from every id an action names
    named = {t for r in state["roles"] for a in game.actions(state, r) for t in names(a)}
    pieces = set(re.findall(r'data-piece="([^"]+)"', game.render(game.view(state, "tupamaros")["board"],
                                                                 "tupamaros", ())))
    assert not pieces & named, pieces & named
