"""Hand-offs only where a secret is at stake (issue 25.3), through the bridge as the sandbox page drives it: the
seated player keeps the device while a sealed question still waits for them; a sealed window goes round the table
once, each hand-off answer alike whatever a player holds; forced steps pass with one "go on" and no hand-off;
and no answer carries a player's view before that player is seated."""

import json

from engine import bridge, get_game


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def public(a):
    """Nothing of anybody's hand or loyalty in an answer sent before its player is seated."""
    assert a["role"] is None
    for p in a["view"]["board"].get("players", []):
        assert p.get("hand") is None and p.get("loyalty") in (None, "hidden"), p


def drive(game, seed, players, moves, choose=lambda acts: acts[0]):
    """Play the hot seat as the page does: press "I am ..." at each hand-off, "go on" when forced, else the
    seated player's choice; yields (kind, answer) for each answer the page gets."""
    a = ask(op="sandbox_new", game=game, seed=seed, options={"players": players}, role="acting")
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


def test_the_last_to_answer_a_sealed_deployment_step_keeps_the_device_for_the_next_step():
    """Guerilla's sealed deployment (4.6): one sealed question a step to every player still deploying; the player
    who answers a step last is still seated when the next step asks him again, so no hand-off comes between."""
    kept = handoffs = decisions = 0
    before = None
    for kind, a in drive("guerilla", 5, 4, 400):
        board = a["view"]["board"]
        if board.get("stage") != "deploy":
            if decisions:
                break
            continue
        if kind == "handoff":
            handoffs += 1
            public(a)
        else:                                 # the seated player's own choice (or his one forced option)
            decisions += 1
            if before == a["seated"]:
                kept += 1
            before = a["seated"]
    assert decisions > 8 and kept >= 2 and handoffs < decisions


def test_the_seated_player_is_kept_while_he_has_a_question_and_the_next_is_round_the_table():
    game = get_game("guerilla")
    state = game.setup(5, None, {"players": 4})
    active = game.active_roles(state)
    assert len(active) == 4                     # the sealed deployment asks everyone at once
    for seated in state["roles"]:
        assert bridge.hot_seat_next(game, state, seated) == seated
    assert bridge.hot_seat_next(game, state, None) == "p1"
    act = game.actions(state, "p2")[0]
    after = game.apply(state, "p2", act["verb"], act["arg"])
    assert bridge.hot_seat_next(game, after, "p2") == "p3"      # round the table from the seated player
    for r in ("p3", "p4", "p1"):
        act = game.actions(after, r)[0]
        after = game.apply(after, r, act["verb"], act["arg"])
    nxt = bridge.hot_seat_next(game, after, "p1")
    assert nxt in (None, "p1") or nxt == "p2" and "p1" not in game.active_roles(after)


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


def test_a_sealed_window_goes_round_once_and_its_hand_offs_look_alike():
    """Atrocities/Press after a battle (8.6): every player is asked; the answers come in one pass of the device
    (each player once), and a hand-off answer in the window says only whom the device goes to and who has yet
    to answer, whatever anyone holds."""
    for seed in range(1, 9):
        answered, passes, inside = [], [], False
        for kind, a in drive("guerilla", seed, 4, 3000, choose=_attack_first):
            asks = kind == "seated" and any(x["rule"] == "8.6" for x in a["actions"])
            if asks:
                answered.append(a["seated"])
                inside = True
            elif kind == "handoff" and inside:
                public(a)
                assert a["actions"] == [] and a["private"] and not a["forced"]
                assert a["prompt"].startswith("Waiting for ") and a["prompt"].endswith("(private choices).") \
                    or a["prompt"].endswith("(a private choice).")
                passes.append(a["acting"])
            elif inside:
                break
        if inside:
            assert sorted(answered) == ["p1", "p2", "p3", "p4"]       # each player once: one pass of the device
            assert len(passes) <= 3 + 1 and len(set(passes)) == len(passes)
            return
    raise AssertionError("no Atrocities/Press window in eight games")


def _attack_first(acts):
    for verb in ("attack", "target", "next"):
        for x in acts:
            if x["verb"] == verb:
                return x
    return acts[0]
