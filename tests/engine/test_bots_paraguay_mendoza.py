"""The steady Allies' Mendoza reserve (engine/games/paraguay/bot.py, track_reserve): while the rebellion waits,
enough Argentine reinforcements stay on the Turn Record Track (9.2: entry may be put off; 7.1: no attrition off
the map) that, with those due next turn, 6 infantry and 4 cavalry or artillery are there at the next roll (8.3);
the rebellion takes them first; no unit on the map is kept back for it then, nor replaced first. Hand-made
views as the Allied seat sees them, and one all-steady game."""

import engine
from engine import bots, prng
from engine.games.paraguay import bot
from engine.games.paraguay.bot import NEED, Steady
from engine.games.paraguay.hexmap import load as _load_map


def _ar(uid, kind="infantry", entry=1, attack=2, defense=2):
    return {"id": uid, "nation": "argentina", "type": kind, "name": uid, "attack": attack, "defense": defense,
            "mf": 9 if kind == "cavalry" else 6, "gn": False, "where": "track", "mp": 0, "entry": entry}


def _stack(side, units):
    return {"side": side, "count": len(units), "top": units[0], **({"units": units} if side == "allied" else {})}


def _view(track, hexes=None, turn=1, dead=()):
    hexes = dict(hexes or {})
    hexes.setdefault("1434", {"side": "paraguayan", "count": 1,
                              "top": {"type": "fortress", "attack": 0, "defense": 4, "mf": 0}})
    return {"role": "allied", "log": [], "board": {
        "turn": turn, "season": "early", "control": {}, "hexes": hexes, "moving": None,
        "mendoza": {"status": "none"}, "off_map": {"allied": {"track": list(track), "dead": list(dead)}}}}


def _enter(u, h="1943"):
    return {"verb": "enter", "arg": {"unit": u["id"], "hex": h}, "label": f"Reinforcement: {u['id']} at {h}",
            "rule": "9.2"}


DONE = {"verb": "done", "arg": None, "label": "Start moving", "rule": "9.2"}


def _choose(view, actions, prompt="Reinforcements"):
    return Steady().choose(view, {"role": "allied", "prompt": prompt, "actions": actions}, {}, prng.seed_state(1))


def test_the_track_keeps_what_the_next_roll_needs_counting_those_due_next_turn():
    turn1 = [_ar(f"i{k}") for k in range(5)] + [_ar(f"c{k}", "cavalry") for k in range(5)] \
        + [_ar("fa1", "field_artillery", 1, 3, 1)]
    turn2 = [_ar(f"j{k}", entry=2) for k in range(5)] + [_ar("fa2", "field_artillery", 2, 3, 1)]
    due, hold, covered = bot.track_reserve(turn1 + turn2, 1)
    assert due == {"infantry": 5, "other": 6}
    assert hold == {"infantry": NEED["infantry"] - 5, "other": NEED["other"] - 1}      # Turn II brings 5 and 1
    assert covered == {"infantry": True, "other": True}
    assert bot.track_reserve(turn1 + turn2, 2)[1] == NEED                   # nothing due on Turn III here
    assert bot.track_reserve(turn1[:3], 1)[2] == {"infantry": False, "other": False}


def test_an_argentine_reinforcement_the_reserve_needs_waits_on_the_track():
    held = _ar("i0")
    track = [held] + [_ar(f"j{k}", entry=2) for k in range(5)] + [_ar(f"c{k}", "cavalry") for k in range(4)]
    act, reason = _choose(_view(track), [_enter(held), DONE])
    assert act == DONE                                    # the old bot brought every unit on (6 against 3)
    ranked = Steady().rank(_view(track), {"role": "allied", "prompt": "R", "actions": [_enter(held), DONE]}, {})
    prio, _, why = next(t for t in ranked if t[1]["verb"] == "enter")
    assert prio < 3 and all(r in why for r in ("9.2", "7.1", "8.3")) and "Turn Record Track" in why
    # a second infantry due: one may come on, the stronger first (artillery before cavalry)
    spare = _ar("i1")
    fa = _ar("fa1", "field_artillery", 1, 3, 1)
    act, reason = _choose(_view(track + [spare, fa]), [_enter(spare), _enter(track[6]), _enter(fa), DONE])
    assert act == _enter(fa) and "stronger" in reason
    act, reason = _choose(_view(track + [spare]), [_enter(spare), _enter(track[6]), DONE])
    assert act == _enter(spare) and "stronger" in reason
    # once the rebellion is met, or no roll is left, every unit comes on
    for board in ({"mendoza": {"status": "defeated"}}, {"turn": 9}):
        view = _view(track)
        view["board"].update(board)
        act, reason = _choose(view, [_enter(held), DONE])
        assert act == _enter(held) and "every unit" in reason


def test_the_rebellion_takes_the_units_waiting_on_the_track_first():
    waiting = _ar("c-track", "cavalry")
    near = dict(_ar("c-map", "cavalry"), where="1541")
    hexes = {"1541": _stack("allied", [near])}
    acts = [{"verb": "unit", "arg": i, "label": f"{i}", "rule": "8.3"} for i in ("c-map", "c-track")]
    act, reason = _choose(_view([waiting], hexes, turn=3), acts, "Mendoza: choose unit 1 of 4")
    assert act["arg"] == "c-track" and "Turn Record Track" in reason and "8.3" in reason


def test_with_the_track_holding_the_reserve_no_unit_on_the_map_is_kept_back_or_replaced_first():
    track = [_ar(f"i{k}") for k in range(NEED["infantry"])] + [_ar(f"c{k}", "cavalry") for k in range(NEED["other"])]
    here = bot.neighbours(_load_map().depots[1])[0]                       # a lone Argentine unit beside Mercedes
    lone = dict(_ar("m1"), where=here)
    sel = [{"verb": "select", "arg": {"hex": here, "kind": "ground"}, "label": "Move ground units", "rule": "11.5"},
           {"verb": "end_phase", "arg": None, "label": "End the movement phase", "rule": "5.2"}]
    act, reason = _choose(_view(track, {here: _stack("allied", [lone])}, turn=3), sel, "Move")
    assert act == sel[0] and "Mendoza" not in reason          # the old bot kept it back (KEEP on the map)
    ranked = Steady().rank(_view([], {here: _stack("allied", [lone])}, turn=3),
                           {"role": "allied", "prompt": "Move", "actions": sel}, {})
    assert ranked[0][1] == sel[1] and "Mendoza" in ranked[1][2]    # an empty track: the map reserve as before
    dead = dict(_ar("ar-cav", "cavalry"), where="dead")
    rep = [{"verb": "replace", "arg": {"unit": "ar-cav", "hex": "1943"}, "label": "Replacement: ar-cav",
            "rule": "10.4"}, DONE]
    act, reason = _choose(_view(track, turn=3, dead=[dead]), rep)
    assert act == rep[0] and "every unit" in reason
    act, reason = _choose(_view([], turn=3, dead=[dead]), rep)
    assert act == rep[0] and "short of" in reason


def test_all_steady_play_keeps_six_and_four_on_the_track_and_puts_the_rebellion_down_with_them():
    state = engine.setup("paraguay", 97100)
    steady, rngs = bots.make("paraguay", "steady"), {r: prng.seed_state(i + 1) for i, r in enumerate(state["roles"])}
    memory = {r: {} for r in state["roles"]}
    checked, waiting = 0, set()
    for _ in range(20000):
        role = bots.acting(state)
        if role is None or state["result"] or state["pg"]["mendoza"]["status"] in ("defeated", "undefeated"):
            break
        act, _ = bots.decide(state, role, steady, rngs[role], memory[role])
        turn = state["pg"]["turn"]
        state = engine.apply(state, role, act["verb"], act["arg"])
        if role == "allied" and act["verb"] == "done" and state["pg"]["mendoza"]["status"] == "none":
            # the Allied arrivals are over: the track holds what the next roll may send (8.3)
            waiting = {u["id"] for u in state["units"] if u["where"] == "track" and u["entry"] <= turn + 1
                       and bot.mendoza_kind(u)}
            kinds = [bot.mendoza_group(u) for u in state["units"] if u["id"] in waiting]
            assert kinds.count("infantry") >= NEED["infantry"] and kinds.count("other") >= NEED["other"], turn
            checked += 1
    md = state["pg"]["mendoza"]
    assert checked >= 1 and md["status"] == "defeated", md
    sent = {u["id"] for u in state["units"] if u["where"] == "away"}
    assert len(sent) == NEED["infantry"] + NEED["other"] and sent <= waiting      # none left the front
