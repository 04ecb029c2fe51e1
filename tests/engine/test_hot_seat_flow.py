"""Hand-offs only where a secret is at stake (issue 25.3), through the bridge as the sandbox page drives it: the
seated player keeps the device while a sealed question still waits for them; a sealed window goes round the table
once, each hand-off answer alike whatever a player holds; forced steps pass with one "go on" and no hand-off;
and no answer carries a player's view before that player is seated."""

import json
import random

from engine import bridge, get_game


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def public(a):
    """Nothing of anybody's hand or loyalty in an answer sent before its player is seated."""
    assert a["role"] is None
    for p in a["view"]["board"].get("players", []):
        assert p.get("hand") is None and p.get("loyalty") in (None, "hidden"), p


def drive(game, seed, players, moves, choose=lambda acts: acts[0], start=None):
    """Play the hot seat as the page does: press "I am ..." at each hand-off, "go on" when forced, else the
    seated player's choice; yields (kind, answer) for each answer the page gets."""
    a = start or ask(op="sandbox_new", game=game, seed=seed, options={"players": players}, role="acting")
    for _ in range(moves):
        if a["acting"] is None or a["view"]["result"]:
            return
        if a["forced"]:
            yield "forced", a
            a = ask(op="sandbox_go_on", game=game)
        elif a["seated"] != a["acting"]:
            yield "handoff", a
            a = ask(op="sandbox_view", game=game, role="acting", seated=a["acting"])
        else:
            yield "seated", a
            x = choose(a["actions"])
            a = ask(op="sandbox_act", game=game, role=a["acting"], verb=x["verb"], arg=x["arg"])
        assert a["ok"], a


def test_each_player_lays_his_whole_sealed_deployment_in_one_sitting():
    """Guerilla's sealed deployment (4.6): the engine asks one player again until his deployment is complete, so
    the device passes once a player (issue 25.3); at each hand-off the answer is public."""
    seats_seen, handoffs, decisions = [], 0, 0
    for kind, a in drive("guerilla", 5, 4, 400):
        if a["view"]["board"].get("stage") != "deploy":
            if decisions:
                break
            continue
        if kind == "handoff":
            handoffs += 1
            public(a)
        else:
            decisions += 1
            if not seats_seen or seats_seen[-1] != a["seated"]:
                seats_seen.append(a["seated"])
    assert sorted(seats_seen) == ["p1", "p2", "p3", "p4"]        # each sitting once, never come back to
    assert handoffs == 4 and decisions > 8


def _sealed_window(players=4):
    """A state of a random game in which a sealed question (Atrocities/Press, 8.6) waits for several players."""
    import bots_kit
    game = get_game("guerilla")
    for seed in range(1, 40):
        for state in bots_kit.positions("guerilla", seed, {"players": players}, moves=3000, every=1):
            if len(game.active_roles(state)) >= 3:
                return game, state
    raise AssertionError("no sealed window met")


def test_the_seated_player_is_kept_while_he_has_a_question_and_the_next_is_round_the_table():
    game, state = _sealed_window()
    active, last = game.active_roles(state), game.answers_last(state)        # last: the turn's player (public)
    roles = state["roles"]
    for seated in active:
        i = roles.index(seated)
        assert bridge.hot_seat_next(game, state, seated) == (seated if seated != last else next(
            r for r in roles[i + 1:] + roles[:i] if r in active))
    assert bridge.hot_seat_next(game, state, None) == next(r for r in active if r != last)
    first = next(r for r in active if r != last)
    act = game.actions(state, first)[0]
    after = game.apply(state, first, act["verb"], act["arg"])
    i = roles.index(first)
    left = game.active_roles(after)
    want = next((r for r in roles[i + 1:] + roles[:i] if r in left and r != last), last)
    assert bridge.hot_seat_next(game, after, first) == want      # round the table from the seated player, last last


def test_forced_steps_pass_in_one_click_and_never_hand_off():
    """A run of steps with one option each (a phase with nothing to do) is taken by one "go on"; an answer that
    offers it is never a hand-off, and before the press it is public."""
    runs = 0
    for kind, a in drive("guerilla", 5, 3, 1500):
        if kind != "forced":
            continue
        runs += 1
        assert len(a["actions"]) == 1
        if a["seated"] != a["acting"]:
            public(a)                            # someone else's forced step: public, taken without their seat
            assert not get_game("guerilla").is_private(_state(), a["acting"])
        moves = a["moves"]
        after = ask(op="sandbox_view", game="guerilla", role="acting")
        assert after["moves"] == moves
        if runs >= 6:
            break
    assert runs >= 6


def _state():
    return bridge.SANDBOX["state"]


def test_go_on_takes_every_forced_step_up_to_the_next_real_decision():
    a = None
    for kind, a in drive("guerilla", 5, 3, 1500):
        if kind == "forced":
            break
    assert a is not None and a["forced"]
    moves = a["moves"]
    b = ask(op="sandbox_go_on", game="guerilla")
    assert b["ok"] and b["moves"] > moves
    game, state = bridge.SANDBOX["game"], bridge.SANDBOX["state"]
    nxt = bridge.hot_seat_next(game, state, bridge.SANDBOX["seated"])
    assert state["result"] is not None or bridge.forced(game, state, nxt, bridge.SANDBOX["seated"]) is None


def before_a_window(seed, players=4):
    """Random hot-seat play (as bench/handoffs.py) up to the first Atrocities/Press window (8.6): (moves, the
    player seated when it opens), or None."""
    game = get_game("guerilla")
    state = game.setup(seed, None, {"players": players})
    pick, moves, seated = random.Random(seed), [], None
    for _ in range(6000):
        if state["result"] is not None:
            return None
        role = bridge.hot_seat_next(game, state, seated)
        legal = game.actions(state, role)
        if any(a["rule"] == "8.6" for a in legal):
            return moves, seated
        allowed = [a for a in legal if game.fuzz_allows(state, role, a) and a["verb"] != "stand_pass"] or legal
        a = allowed[pick.randrange(len(allowed))]       # (the standing pass, 8.12, left out: every window asks all)
        state = game.apply(state, role, a["verb"], a["arg"])
        moves.append({"role": role, "verb": a["verb"], "arg": a["arg"]})
        seated = role
    return None


def test_a_sealed_window_goes_round_once_and_its_hand_offs_look_alike():
    """Atrocities/Press after a battle (8.6): every player with cards is asked; the answers come in one pass of the
    device, each player once and the player whose turn it is last, so the device ends where play goes on (the
    seated player answers first, without a hand-off, unless he is that player); a hand-off answer in the window
    says only whom the device goes to and who has yet to answer, whatever anyone holds."""
    seed = next(n for n in range(1, 30) if before_a_window(n))
    moves, seated = before_a_window(seed)
    ask(op="sandbox_new", game="guerilla", role="acting",
        record={"kind": "game", "seed": seed, "options": {"players": 4}, "moves": moves})
    a = ask(op="sandbox_view", game="guerilla", role="acting", seated=seated)
    asked, turn = sorted(_state()["stack"][-1]["ask"]["each"]), _state()["turn"]["player"]
    assert len(asked) >= 2 and turn in asked
    assert (a["acting"] == seated) == (seated in asked and seated != turn)
    answered, passes = [], []
    for kind, a in drive("guerilla", None, 4, 40, start=a):
        if kind == "handoff":
            public(a)
            if len(answered) == len(asked):
                break
            assert a["actions"] == [] and a["private"] and not a["forced"]
            assert a["prompt"].startswith("Waiting for ") and a["prompt"].endswith("(private choices).") \
                or a["prompt"].endswith("(a private choice).")
            passes.append(a["acting"])
        elif any(x["rule"] == "8.6" for x in a["actions"]):
            answered.append(a["seated"])
        else:
            break
    assert sorted(answered) == asked and answered[-1] == turn                 # each once, the turn's player last
    assert len(passes) == len(asked) - (answered[0] == seated) and len(set(passes)) == len(passes)


def test_one_undo_takes_back_everything_one_go_on_did():
    """A "go on" that passes several forced steps in one click goes back in one Undo too (issue 25.3): its moves
    after the first are marked joined in the record, so a reloaded game undoes it whole as well."""
    found = None
    for seed in range(1, 40):
        for kind, a in drive("guerilla", seed, 3, 1500):
            if kind != "forced":
                continue
            rec = ask(op="sandbox_export", game="guerilla")["record"]
            before = ask(op="sandbox_view", game="guerilla", role="acting")
            b = ask(op="sandbox_go_on", game="guerilla")
            if b["moves"] - a["moves"] >= 2 and bridge.SANDBOX["floor"] <= a["moves"]:
                found = rec, before, b
                break
            ask(op="sandbox_new", game="guerilla", role="acting", record=rec)        # drive on from where it was
            ask(op="sandbox_view", game="guerilla", role="acting", seated=a["seated"])
        if found:
            break
    assert found, "no go-on of two moves or more that undo may take back in seeds 1-39"
    rec, before, after = found
    done = ask(op="sandbox_export", game="guerilla")["record"]["moves"][len(rec["moves"]):]
    assert len(done) == after["moves"] - before["moves"] >= 2
    assert "joined" not in done[0] and all(m["joined"] is True for m in done[1:])
    handing = after["acting"] != after["seated"]        # the click ended at a hand-off: then nobody holds the device
    back = ask(op="sandbox_undo", game="guerilla")       # after the undo (issue 27), until "I am ..."
    assert back["ok"] and back["moves"] == before["moves"] and (back["seated"] is None) == handing
    if handing:
        back = ask(op="sandbox_view", game="guerilla", role="acting", seated=before["seated"])
    assert back["view"] == before["view"] and back["forced"] and back["actions"] == before["actions"]
    # after a reload the record keeps the group: one undo still takes the whole click back
    ask(op="sandbox_go_on", game="guerilla")
    whole = ask(op="sandbox_export", game="guerilla")["record"]
    ask(op="sandbox_new", game="guerilla", role="acting", record=whole)
    back = ask(op="sandbox_undo", game="guerilla")
    assert back["ok"] and back["moves"] == before["moves"]
    assert ask(op="sandbox_export", game="guerilla")["record"]["moves"] == rec["moves"]
