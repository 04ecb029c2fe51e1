"""Junta's computer opponents: legal and explained moves, the same decision in states that differ only in the
other players' Politics cards or their sealed fire (which a seat may not see), determinism, and whole coups."""

import bots_kit as kit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("junta", 3, {"players": 4}, kinds=("steady", "random"), moves=200)
    assert len(moves) >= 50


def test_bots_decide_alike_in_twins_differing_only_in_secrets():
    n = kit.fairness("junta", [1, 2], {"players": 5}, kinds=("steady", "random"), strong=1, every=3)
    assert n >= 3


def test_whole_coups_between_bots_end_with_a_side_winning():
    out = kit.whole_games("junta", ["steady", "random", "random"], games=3)
    assert out["draws"] == 0, out


def test_how_many_answers_name_the_kind_so_a_hidden_reason_says_what_was_chosen():
    from engine import apply, bots, get_game, prng, setup
    from engine.seats import seen_reason
    state, game, bot, rng = setup("junta", 3, options={"players": 3}), get_game("junta"), bots.make("junta", "steady"), \
        prng.seed_state(3)
    for _ in range(400):
        role = bots.acting(state)
        question = game.question(state, role)
        if any(a["verb"] == "number" for a in question["actions"]):
            break
        act, _ = bots.decide(state, role, bot, rng, {})
        state = apply(state, role, act["verb"], act["arg"])
    kind = question["prompt"].split("how many ", 1)[1].split(" (of", 1)[0]
    assert [a["label"] for a in question["actions"]][-1].endswith(kind) and question["prompt"].startswith("Moving")
    act = question["actions"][-1]
    note = {"role": role, "open": False, "why": "weighed 4 ways", "label": act["label"], "rule": act["rule"]}
    text, _ = seen_reason(note, False, "another seat")
    assert text.startswith(f"chose “{act['label']}” ({act['rule']}). "), text      # the kind named, not a bare number


# ----- the steady priorities on hand-made views (engine/games/junta/bot.py)

def _view(stacks, phase=1, rebels=(), me="p2"):
    players = [{"id": p, "name": p, "rebel": p in rebels, "side": None, "status": "active", "hand_size": 0}
               for p in ("p1", "p2", "p3", "p4")]
    return {"role": me, "log": [], "board": {
        "phase": phase, "players": players, "stacks": stacks, "control": {},
        "offices": {"presidente": "p1", "admiral": "p2"}}}


def _choose(view, prompt, actions, key=None):
    from engine import prng
    from engine.games.junta.bot import Steady
    question = {"role": view["role"], "prompt": prompt, "actions": actions, "key": key}
    return Steady().choose(view, question, {}, prng.seed_state(1))


def _opt(verb, arg, label, rule):
    return {"verb": verb, "arg": arg, "label": label, "rule": rule}


def test_steady_never_shells_a_space_without_a_foe():
    # loyal: the Waterfront holds only El Presidente's (a friend's) units; the Customs House a Rebel's
    view = _view({"waterfront": {"p1": {"infantry": 2}}, "customs_house": {"p3": {"infantry": 2}}}, rebels=("p3",))
    prompt = "Coup Phase 1, Battle: declare your attacks."
    done = _opt("done", None, "Declare no more attacks", "5.3")
    act, reason = _choose(view, prompt, [_opt("gunboat", "waterfront", "Gunboat shells Waterfront (3 dice)", "5.4"),
                                         done])
    assert act["verb"] == "done", reason
    act, reason = _choose(view, prompt, [_opt("air_raid", "waterfront", "Air Raid on Waterfront (6 dice)", "5.5"),
                                         _opt("gunboat", "customs_house", "Gunboat shells Customs House", "5.4"), done])
    assert (act["verb"], act["arg"]) == ("gunboat", "customs_house"), reason


def test_steady_rebels_with_cause_and_stays_loyal_without():
    prompt = "Rebellion Phase, Movement: act, or stay loyal and do nothing."
    acts = [_opt("move", None, "Move the units of one space (your one move this phase)", "4.1"),
            _opt("done", None, "Stay loyal: sit out the Rebellion Phase", "3.4")]
    # our units next to three Important Power Centers no loyal unit holds: the Rebels would take them
    strong = {"plaza": {"p2": {"armor": 2}}, "el_mercado": {"p2": {"infantry": 2}}, "parliament": {"p1": {"police": 1}}}
    act, reason = _choose(_view(strong, phase=0, rebels=("p3",)), prompt, acts)
    assert act["verb"] == "move" and "3.1" in reason and "Train Station" in reason, reason
    # one center within reach only: no cause
    weak = {"el_mercado": {"p2": {"infantry": 1}}, "radio_transmitter": {"p1": {"infantry": 2}}}
    act, reason = _choose(_view(weak, phase=0, rebels=("p3",)), prompt, acts)
    assert act["verb"] == "done" and "3.4" in reason, reason
    # without cause a loyal player declares no attack in the Rebellion Phase (it would make it a Rebel, 3.1)
    decl = [_opt("attack", "el_mercado", "Attack in El Mercado", "5.3"), _opt("done", None, "Declare no more", "5.3")]
    weak["el_mercado"]["p3"] = {"crowd": 1}
    act, reason = _choose(_view(weak, phase=0, rebels=("p3",)), "Rebellion Phase, Battle: declare your attacks.", decl)
    assert act["verb"] == "done", reason


def test_steady_asks_to_stop_the_coup_again_only_after_the_table_changed():
    from engine import prng
    from engine.games.junta.bot import Steady
    centers = ("train_station", "radio_transmitter", "parliament", "central_bank", "presidential_palace")
    view = _view({"parliament": {"p2": {"infantry": 2}}}, rebels=("p3",))
    view["board"]["control"] = {sid: "presidente" if i < 3 else "rebels" for i, sid in enumerate(centers)}
    prompt = "Coup Phase 1, Movement: your turn."
    acts = [_opt("propose_end", None, "Propose to stop the coup here and choose sides", "2.4"),
            _opt("done", None, "End your Movement turn", "4.1")]
    bot, memory = Steady(), {}

    def turn(phase):
        view["board"]["phase"] = phase
        question = {"role": "p2", "prompt": prompt.replace("1", str(phase)), "actions": acts}
        return bot.choose(view, question, memory, prng.seed_state(phase))
    act, reason = turn(1)
    assert act["verb"] == "propose_end" and "2.4" in reason, reason
    # the next phase, the chance comes again (so the proposal was refused) and nothing public changed: no asking
    for phase in (2, 3):
        act, reason = turn(phase)
        assert act["verb"] == "done", reason
    assert "refused" in bot.rank(view, {"role": "p2", "prompt": prompt, "actions": acts}, memory)[-1][2]
    # centers change hands, still three ours: the same answer is to be expected
    view["board"]["control"].update(train_station="rebels", central_bank="presidente")
    assert turn(4)[0]["verb"] == "done"
    # our side gains a fourth center: worth asking again, once
    view["board"]["control"]["train_station"] = "presidente"
    assert turn(5)[0]["verb"] == "propose_end"
    assert turn(6)[0]["verb"] == "done"
    # a player turns Rebel: the stands changed, so once more
    view["board"]["players"][3]["rebel"] = True
    assert turn(7)[0]["verb"] == "propose_end"


def test_steady_says_why_a_stack_leaves_its_space_and_why_it_goes_whole():
    prompt = "Move from which space?"
    stacks = {"parliament": {"p2": {"infantry": 2}}, "barrio_norte": {"p2": {"infantry": 5, "armor": 1}}}
    acts = [_opt("space", "parliament", "Parliament", "4.1"), _opt("space", "barrio_norte", "Barrio Norte", "4.1")]
    act, reason = _choose(_view(stacks), prompt, acts, "move.from")
    assert act["arg"] == "barrio_norte" and "strength 14" in reason and "no Important Power Center" in reason, reason
    assert reason.endswith(", 4.1"), reason
    act, reason = _choose(_view(stacks), prompt, acts[:1], "move.from")
    assert "Parliament, an Important Power Center" in reason and "the only stack of ours" in reason, reason
    # asked kind by kind: one plain answer per kind, not the same sentence each time
    ask = "Moving from Barrio Norte: how many Infantry (of 5)?"
    act, reason = _choose(_view(stacks), ask, [_opt("number", n, f"{n} Infantry", "4.1") for n in range(6)],
                          "move.count")
    assert act["arg"] == 5 and reason == "Moving from Barrio Norte: 5 Infantry (all of them): our stack moves " \
        "whole, never split, 4.1", reason


# ----- the strong level (engine/games/junta/bot.py: Strong)

def _eager_strong():
    """A strong bot whose roll-out score loves any ended coup, won or lost: left free, its search would stop it."""
    from engine.games.junta import bot
    return type("Eager", (bot.Strong,), {"score": staticmethod(lambda state, role: 1.0 if state["result"] else 0.0)})(
        bot.Steady())


def test_strong_leaves_stopping_the_coup_to_the_steady_list():
    from engine import arena, bots, get_game, prng, setup
    from engine.games.junta.bot import STOP, Steady
    game, steady, eager = get_game("junta"), Steady(), _eager_strong()
    checked = {"declined": 0, "followed": 0}
    for seed in (54001, 54002, 54003):
        state = setup("junta", seed, options={"players": 2})
        rngs = arena.seat_rngs(seed, state["roles"])
        for _ in range(400):
            if state["result"] is not None:
                break
            role = bots.acting(state)
            question = game.question(state, role)
            if any(a["verb"] in STOP for a in question["actions"]):
                top = steady.rank(game.view(state, role), question, {})[0][1]
                act, reason = bots.decide(state, role, eager, prng.seed_state(seed), {},
                                          bots.Budget(rollouts=8, seconds=0, clock=None))
                assert (act["verb"] in STOP) == (top["verb"] in STOP), (seed, act, top, reason)
                assert "2.4" in reason or act["verb"] not in STOP, reason
                checked["followed" if top["verb"] in STOP else "declined"] += 1
            act, _ = bots.decide(state, role, steady, rngs[role], {})
            state = game.apply(state, role, act["verb"], act["arg"])
    assert checked["declined"] >= 3 and checked["followed"] >= 1, checked
