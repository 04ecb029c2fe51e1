"""Junta's third rules audit (issue 27): questions the earlier audits did not ask, where the engine
already agrees with the rulebook (and one point the text leaves open, with the reading kept). Retreats go in the
phase's order of play (5.8); at the end a center goes by the sides chosen, not by who turned Rebel during the coup
(6.2); an exiled player's units give the Gunboat nothing to shoot at (1.3, 5.4); the Minister sends no Police after
the crowds of his own card (4.8, reading in docs/JUNTA.md)."""

import engine
import junta_kit as kit
from engine.chance import Chance
from engine.core import Context, clone
from engine.games.junta import coup
from engine.games.junta.model import J


def _phase1(place):
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.segment(s) == "movement")
    return kit.arrange(st, lambda s: (kit.clear(s), place(s)))


def test_the_losers_retreat_in_the_phases_order_of_play_not_the_seats():
    def place(s):
        for uid in ("brigade_2_infantry_1", "brigade_2_infantry_2", "brigade_3_infantry_1", "brigade_3_infantry_2",
                    "palace_guard_1", "palace_guard_2"):
            kit.put(s, uid, "plaza")
    st = _phase1(place)
    assert st["coup"]["seat_order"] == ["p3", "p4", "p1", "p2"]         # Coup Phase 1 starts left of the leader
    st = kit.pass_until(st, lambda s: kit.segment(s) == "declare" and kit.active(s) == ["p3"])
    st = kit.pass_until(kit.act(st, "p3", "attack", "plaza"), lambda s: kit.segment(s) == "battle")
    dice = [6, 6]                     # Player 3 hits one unit of Player 4 and one of El Presidente, then holds fire
    while "expel" not in kit.verbs(st, "p3"):
        role = kit.active(st)[0]
        a = kit.quiet_choice(st, role)
        if role == "p3" and dice:
            a = next(x for x in kit.actions(st, role) if x["verb"] == "dice" and x["arg"][1] == 1)
        try:
            st = engine.apply(st, role, a["verb"], a["arg"], [{"die": d} for d in dice] if dice else None)
            dice = []
        except engine.IllegalAction as err:
            assert err.code == "unused_chance"
            st = engine.apply(st, role, a["verb"], a["arg"])
    st = kit.act(st, "p3", "expel")
    assert kit.active(st) == ["p4"]                     # Player 4 before Player 1, as they moved this phase (5.8)
    assert "5.8" in [e["rule"] for e in st["log"]]


def test_at_the_end_a_center_goes_by_the_side_chosen_not_by_who_rebelled():
    st = _phase1(lambda s: (kit.put(s, "brigade_1_infantry_1", "parliament"),
                            kit.put(s, "brigade_2_infantry_1", "central_bank")))
    s = clone(st)
    kit.player(s, "p2")["side"], kit.player(s, "p3")["side"] = "presidente", "rebels"
    assert kit.player(s, "p2")["rebel"] and not kit.player(s, "p3")["rebel"]
    now, end = kit.GAME.control(s), kit.GAME.control(s, final=True)
    assert (now["parliament"], now["central_bank"]) == ("rebels", "presidente")
    assert (end["parliament"], end["central_bank"]) == ("presidente", "rebels")          # 6.2


def test_the_gunboat_has_nothing_to_shoot_at_among_an_exiled_players_units():
    st = _phase1(lambda s: (kit.put(s, "brigade_3_infantry_1", "waterfront"),
                            kit.put(s, "brigade_3_infantry_2", "customs_house")))
    st = kit.pass_until(st, lambda s: kit.segment(s) == "declare" and kit.active(s) == ["p2"])
    assert sorted(kit.args(st, "p2", "gunboat")) == ["customs_house", "waterfront"]
    s = clone(st)
    kit.player(s, "p4")["status"], kit.player(s, "p4")["exiled_here"] = "exiled", True     # fled to an Embassy
    shown = [o["arg"] for o in coup.attack_options(J(kit.GAME, Context(s, Chance(s["rng"]))), "p2")]
    assert shown == []                                  # 1.3: his units can be neither shot nor shelled


def test_the_minister_sends_no_police_after_the_crowds_of_his_own_card():
    st = kit.act(kit.coup(hands={"p1": [], "p2": [], "p3": ["students"], "p4": ["agitators"]}), "p2", "done")
    st = kit.act(st, "p3", "play", "students")
    assert kit.active(st) == ["p3"] and "send" not in kit.verbs(st, "p3")     # his own Movement turn goes on
    st = kit.act(st, "p3", "done")
    st = kit.act(st, "p4", "play", "agitators")
    if "space" in kit.verbs(st, "p4"):
        st = kit.act(st, "p4", "space", kit.args(st, "p4", "space")[0])
    assert kit.active(st) == ["p3"] and "send" in kit.verbs(st, "p3")         # another Rebel's crowds: he may
