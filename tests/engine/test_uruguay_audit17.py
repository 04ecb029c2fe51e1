"""An independent rules audit of Uruguay, from the rulebook alone: twenty-three questions a careful player asks about
the limits of Operations and Special Activities, what things cost, passing and the sequence of play, the track's
edges, stacking and the pieces' pools. Each was written before the engine's code for it was read, then put to the
engine from a hand-built position; rule numbers are the rulebook's. One answer differed from the rulebook and was
fixed: U1's lower text moved Public Sympathy a step at a time, so at Support two chits gave two Safe Houses where
6.6.4's note allows one push, one edge effect (rules_version 4). Two smaller gaps were closed on the way: a push
past the track's end that could do nothing left no trace in the log, and a Safe House that could only "move" into
its own space was offered at Support.

Readings taken where the rulebook leaves room (each also in the rules reference, content/uruguay/reference/):
an Urban Arrest counts Troops and Police apart (3.2.4); one Arms chit per Sabotage space (3.3.3); a Strategic
Center's Sabotage effect happens once however many markers go there (3.3.3); an Event that moves the track a step
per chit makes one push of that many steps (6.6.4); an Event's Operation takes the extra space of an Intel or
Orders chit only when the card gives it in the usual up to 3 spaces of any kind (2.3.9, 5.1.1)."""

import uruguay_kit as kit
from uruguay_ops_kit import (CENTERS, GOV, TUP, URBAN_RURAL, board, done, sp, spaces_offered, specials, start,
                             texts, track, verbs)

URBAN = URBAN_RURAL[:9]


def rules_logged(st):
    return [e["rule"] for e in st["log"]]


# ============================================================================================
# Q1-Q2 Sabotage (3.3.3) and the Strategic Centers (1.3.4)
# ============================================================================================
def test_q01_sabotage_in_the_government_center_with_an_arms_chit_costs_political_will_once():
    """3.3.3 + 1.3.4: two markers in the Government center (one for an Arms chit), but its effect is one
    Sabotage's: Political Will -1, not -2. 6.2.2 will count that center once too."""
    st = kit.position(spaces={"government": {"cells_u": 1}}, supply_held={"arms": 1}, supply_pool={"arms": 1})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "government")
    assert kit.asking(st)["rule"] == "1.8.1"
    st = kit.answer(st, TUP, "yes")
    done(st, t)
    assert sp(st, "government") == {"cells_a": 1, "sabotage": 2}
    assert track(st, "political_will") == 17
    assert texts(st, "1.3.4") == ["Political Will 18 → 17 (Government Strategic Center sabotaged)."]


def test_q02_one_arms_chit_per_sabotage_space_the_second_goes_elsewhere():
    """3.3.3's note: each Arms chit adds a marker in one selected space, and several may be spent. Reading: one per
    space, so with two chits held the second is offered in the next space, not again in the first."""
    st = kit.position(spaces={"prado": {"cells_u": 1}, "aguada": {"cells_u": 1}},
                      supply_held={"arms": 2}, supply_pool={"arms": 0})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage")
    st = kit.answers(st, TUP, ("space", "prado"), ("yes", None))
    assert kit.asking(st)["rule"] == "3.3.3" and ("space", "aguada") in kit.options(st)   # no second Arms question
    st = kit.answers(st, TUP, ("space", "aguada"), ("yes", None))
    done(st, t)
    assert sp(st, "prado")["sabotage"] == 2 and sp(st, "aguada")["sabotage"] == 2
    assert st["supply_held"]["arms"] == 0 and st["supply_pool"]["arms"] == 2


# ============================================================================================
# Q3-Q4 where Rob and Recruit may go (3.3.4, 3.3.1)
# ============================================================================================
def test_q03_rob_picks_urban_spaces_only_never_a_center_or_the_countryside():
    """3.3.4: Urban spaces with an Underground Cell; a Strategic Center or a Rural space with one is no target."""
    st = kit.position(spaces={"casino": {"cells_u": 2}, "northern": {"cells_u": 2}, "carrasco": {"cells_u": 1},
                              "prado": {"cells_a": 1}})
    st = start(st, TUP, "rob")
    assert kit.options(st) == [("space", "carrasco")]
    assert kit.asking(st)["rule"] == "3.3.4"


def test_q04_recruit_never_picks_a_strategic_center():
    """3.3.1: Urban and/or Rural spaces; a Cell standing in a Strategic Center does not open it to Recruit."""
    st = kit.position(spaces={"university": {"cells_u": 2}, "armory": {"cells_a": 1}})
    st = start(st, TUP, "recruit")
    assert spaces_offered(st) == URBAN_RURAL
    assert not set(spaces_offered(st)) & set(CENTERS)


# ============================================================================================
# Q5-Q6 Arrest (3.2.4): mixed cubes, Political Will at 20, the discarded chit
# ============================================================================================
def test_q05_urban_arrest_counts_troops_and_police_apart():
    """3.2.4: in an Urban space 1 piece per 2 Troops or per 3 Police. Reading: each kind on its own, so a leftover
    Troop and leftover Police never combine: 1 Troop + 2 Police removes nothing, 1 + 3 one, 2 + 3 two."""
    for troops, police, removed in ((1, 2, 0), (1, 3, 1), (2, 3, 2), (3, 5, 2)):
        st = kit.position(spaces={"aguada": {"troops": troops, "police": police, "cells_a": 3}})
        t = kit.totals(st)
        st = start(st, GOV, "arrest", limited=True)
        st = kit.answer(st, GOV, "space", "aguada")
        done(st, t)
        assert st["prison"] == removed, (troops, police)
        assert sp(st, "aguada").get("cells_a", 0) == 3 - removed


def test_q06_a_safe_house_arrested_at_political_will_20_leaves_it_at_20_and_the_chit_goes_back_to_the_pool():
    """1.9: Political Will never passes 20, so the +1 of 3.2.4 is lost at 20; the random Supply chit is still
    discarded, and it goes back into the pool (1.8.1), not aside."""
    st = kit.position(spaces={"northern": {"police": 1, "safe": 1}}, tracks={"political_will": 20},
                      supply_held={"escape": 1}, supply_pool={"escape": 1})
    t = kit.totals(st)
    st = start(st, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "northern")
    done(st, t)
    assert sp(st, "northern") == {"police": 1} and st["available"]["safe"] == 3
    assert track(st, "political_will") == 20
    assert st["supply_held"]["escape"] == 0 and st["supply_pool"]["escape"] == 2
    assert "Random Supply chit discarded: Escape." in texts(st, "3.2.4")


# ============================================================================================
# Q7-Q8 the track's edges (6.6.4) under Censor and University Sabotage
# ============================================================================================
def test_q07_censor_with_military_intervention_reaches_disgust_then_its_second_roll_is_one_activation():
    """4.2.1 + 6.6.4's note: each roll that would be made at the edge is replaced by the edge effect. From 1, the
    first roll (5) reaches Disgust; the second roll is then one Cell flipped Active, not two."""
    st = kit.position(spaces={"prado": {"cells_u": 2}}, tracks={"public_sympathy": 1, "military_intervention": True})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", with_sa=True)
    st = kit.answer(st, GOV, "special", "censor", chance=[{"die": 5}])
    assert track(st, "public_sympathy") == 0
    assert kit.asking(st)["rule"] == "4.2.1" and verbs(st) == ["yes", "no"]      # the second roll
    st = kit.answer(st, GOV, "yes")                                            # no die: none is rolled
    assert kit.asking(st)["rule"] == "6.6.4" and kit.options(st) == [("space", "prado"), ("done", None)]
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.asking(st)["rule"] == "3.2.1"                                   # back to the Deploy: no second flip
    assert sp(st, "prado") == {"cells_u": 1, "cells_a": 1}
    st = kit.answers(st, GOV, ("space", "sayago"), ("done", None))
    done(st, t)


def test_q08_the_support_edge_never_puts_a_safe_house_in_a_strategic_center():
    """6.6.4 + 1.4.2: at Support, University Sabotage lets the Tupamaros put a Safe House where a Cell stands,
    but a Strategic Center never holds one: with Cells only in centers nothing is offered; with a Cell in
    Prado, Prado alone is."""
    st = kit.position(spaces={"university": {"cells_u": 1}, "casino": {"cells_u": 1}}, tracks={"public_sympathy": 4})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "university")
    done(st, t)
    assert track(st, "public_sympathy") == 4 and st["available"]["safe"] == 3
    # the log says why the push did nothing (before, it said nothing at all)
    assert texts(st, "6.6.4") == ["Public Sympathy is at Support already, and no Urban or Rural space with a Cell "
                                  "has room for a Safe House."]
    st = kit.position(spaces={"university": {"cells_u": 1}, "prado": {"cells_a": 1}}, tracks={"public_sympathy": 4})
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "university")
    assert kit.asking(st)["rule"] == "6.6.4"
    assert kit.options(st) == [("place", "prado"), ("skip", None)]


def test_q08_a_push_past_an_edge_that_can_do_nothing_is_logged():
    """6.6.4 at Disgust with no Underground Cell (here a Censor): no question, and the log says why nothing
    happened. At Support, a Safe House standing alone in the only space that could take one is not offered as
    a disk to move (it would have nowhere to go)."""
    st = kit.position(spaces={"prado": {"cells_a": 2}}, tracks={"public_sympathy": 0})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", with_sa=True)
    st = kit.answer(st, GOV, "special", "censor")
    assert texts(st, "6.6.4") == ["Public Sympathy is at Disgust already, and no Cell is Underground to flip Active "
                                  "instead."]
    assert kit.asking(st)["rule"] == "3.2.1"
    st = kit.answers(st, GOV, ("space", "sayago"), ("done", None))
    done(st, t)
    st = kit.position(spaces={"university": {"cells_u": 1}, "prado": {"cells_u": 1, "safe": 1}},
                      tracks={"public_sympathy": 4})
    st["available"]["safe"] = 0
    st["expansion"]["safe"] += 2
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "university")
    done(st, t)
    assert texts(st, "6.6.4") == ["Public Sympathy is at Support already, and no Safe House is Available, nor one "
                                  "on the map that could move there."]


# ============================================================================================
# Q9 one Orders chit per card (1.8.1), even across an Event's two Limited Operations
# ============================================================================================
def test_q09_one_orders_chit_per_card_across_u4s_two_limited_operations():
    """1.8.1: at most one Orders chit per Event card. U4's lower text gives two Limited Operations: the first may
    take an Orders chit for a second space, the second may not, though another Orders chit is held."""
    st = kit.position(spaces={s: {"cells_u": 1} for s in ("prado", "aguada", "sayago", "malvin")},
                      supply_held={"orders": 2}, supply_pool={"orders": 0, "arms": 2, "escape": 2})
    t = kit.totals(st)
    st = kit.effect(st, "U4", "bottom", TUP)
    st = kit.answers(st, TUP, ("op", "rob"), ("space", "sayago"), ("chit", "arms"))
    assert ("orders", None) in kit.options(st)
    st = kit.answers(st, TUP, ("orders", None), ("space", "prado"), ("chit", "arms"))
    assert kit.asking(st)["rule"] == "U4" and kit.asking(st)["prompt"] == "U4: Limited Operation 2 of 2."
    st = kit.answers(st, TUP, ("op", "rob"), ("space", "aguada"), ("chit", "escape"))
    done(st, t)                                  # no Orders offer after the one space of the second Limited Rob
    assert st["supply_held"] == {"arms": 2, "escape": 1, "orders": 1}
    assert texts(st, "2.3.9") == ["Orders Supply chit played."]


# ============================================================================================
# Q10-Q11 passing (2.3.3): what the chit draws give
# ============================================================================================
def test_q10_a_government_pass_that_draws_false_info_gains_nothing_info_and_draw_draws_again():
    """2.3.3 + 1.8.2: the pass draws one Intel chit. False Info goes straight back with no replacement; Info + Draw
    is kept and draws once more (and that draw may be False Info, which again gives nothing)."""
    st = kit.run_loop(kit.position(eligibility=[GOV, TUP]), ["U12", "U1"])
    st = kit.answer(st, GOV, "box", "event")
    st = kit.answer(st, GOV, "pass", chance=[{"draw": "false_info"}])
    assert st["intel_held"] == {"info": 0, "info_draw": 0, "false_info": 0}
    assert st["intel_pool"] == {"info": 4, "info_draw": 1, "false_info": 1}
    assert texts(st, "1.8.2") == ["Intel chit drawn: False Info, back to the pool."]
    st = kit.run_loop(kit.position(eligibility=[GOV, TUP]), ["U12", "U1"])
    st = kit.answer(st, GOV, "box", "event")
    st = kit.answer(st, GOV, "pass", chance=[{"draw": "info_draw"}, {"draw": "false_info"}])
    assert st["intel_held"] == {"info": 0, "info_draw": 1, "false_info": 0}
    assert kit.asking(st)["role"] == TUP                                  # the pass is over: the 2nd Eligible acts


def test_q11_a_tupamaros_pass_at_control_may_take_a_hostage_which_costs_political_will_and_goes_aside():
    """2.3.3 + 1.8.1: at Control the Tupamaros choose the chit their pass gains, a Hostage included; it is never
    held: Political Will -1 and the marker is set aside."""
    st = kit.position(supply_pool={"hostage": 1}, hostages_aside=2, tracks={"political_will": 15},
                      spaces={"villa_del_cerro": {"safe": 1, "pp": True}})
    st = kit.run_loop(st, ["U12", "U1"])
    st = kit.answers(st, TUP, ("box", "op_sa"), ("pass", None))
    assert kit.asking(st)["rule"] == "1.8.1"
    assert kit.options(st) == [("chit", "arms"), ("chit", "escape"), ("chit", "orders"), ("chit", "hostage")]
    st = kit.answer(st, TUP, "chit", "hostage")
    assert track(st, "political_will") == 14
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 0}
    assert kit.asking(st)["role"] == GOV


# ============================================================================================
# Q12 Kidnap (4.3.1): half a die rounded up; a Hostage only while one is left aside
# ============================================================================================
def test_q12_kidnap_gains_half_a_die_rounded_up_and_asks_no_hostage_when_none_is_left():
    """4.3.1: a 1 gains 1 chit, a 6 gains 3. With every Hostage marker already in the pool there is none to add,
    so the question is not asked (1.8.1: three Hostage markers in all)."""
    for die, gained in ((1, 1), (6, 3)):
        st = kit.position(spaces={"prado": {"cells_u": 2}, "villa_del_cerro": {"safe": 1, "pp": True}},
                          supply_pool={"hostage": 3}, hostages_aside=0)
        st = start(st, TUP, "travel", with_sa=True)
        st = kit.answer(st, TUP, "special", "kidnap")
        st = kit.answer(st, TUP, "space", "prado", chance=[{"die": die}])
        for _ in range(gained):
            assert kit.asking(st)["rule"] == "1.8.1"
            st = kit.answer(st, TUP, "chit", "arms" if st["supply_pool"]["arms"] else "escape")
        assert kit.asking(st)["rule"] == "3.3.2"          # straight back to the Travel: no Hostage question
        assert sum(st["supply_held"].values()) == gained
        assert st["supply_pool"]["hostage"] == 3 and track(st, "political_will") == 18
        assert f"Kidnap roll {die}: {gained} Supply chit{'s' if gained > 1 else ''}." in texts(st, "4.3.1")


# ============================================================================================
# Q13 Redeploy (6.4.2): where a Safe House may go
# ============================================================================================
def test_q13_redeployed_safe_houses_go_only_where_cells_outnumber_cubes_and_never_make_a_third():
    """6.4.2 + 1.4.2: only Urban or Rural spaces where Cells outnumber cubes; not Malvín (a tie), not Aguada (two Safe
    Houses already), never the Casino (a Strategic Center, whose Cells must leave afterwards)."""
    st = kit.position(spaces={"prado": {"safe": 1, "cells_u": 1}, "aguada": {"cells_u": 3, "police": 1, "safe": 2},
                              "malvin": {"cells_u": 1, "police": 1}, "northern": {"cells_u": 1},
                              "casino": {"cells_u": 3}, "sayago": {"cells_u": 2, "police": 1}},
                      tracks={"political_will": 10})
    st["deck"] = []
    st = kit.propaganda(st, final=False)
    assert kit.asking(st)["rule"] == "6.4.1"
    st = kit.answer(st, GOV, "done")
    assert kit.asking(st)["rule"] == "6.4.2" and spaces_offered(st) == ["prado", "aguada"]
    st = kit.answer(st, TUP, "space", "aguada")
    assert spaces_offered(st) == ["sayago", "prado", "northern"]


# ============================================================================================
# Q14 Raid (4.2.2): two Intel chits, more cubes than Cells
# ============================================================================================
def test_q14_raid_needs_two_intel_chits_and_more_cubes_than_cells_underground_ones_counted():
    """4.2.2: one chit is not enough; Underground Cells count against the cubes (they only fail to shield the Safe
    House); Troops count as cubes."""
    def offered(intel, prado):
        st = kit.position(spaces={"prado": prado, "sayago": {"cells_a": 1, "police": 1}},
                          intel_held={"info": intel}, intel_pool={"info": 4 - intel})
        return "raid" in specials(start(st, GOV, "patrol", with_sa=True))
    assert not offered(1, {"police": 3, "cells_u": 1, "safe": 1})
    assert offered(2, {"police": 3, "cells_u": 1, "cells_a": 1, "safe": 1})
    assert not offered(2, {"police": 2, "cells_u": 1, "cells_a": 1, "safe": 1})
    assert offered(2, {"police": 1, "troops": 2, "cells_u": 2, "safe": 1})


# ============================================================================================
# Q15 Search (3.2.3): the cubes move all at once
# ============================================================================================
def test_q15_search_moves_cubes_once_and_counts_activations_after_every_move():
    """3.2.3: the cubes move simultaneously, so a Police that came into Sayago does not go on into Prado (only the
    one that started there may), and Sayago's Activations are counted once all cubes have moved (2 there: none)."""
    st = kit.position(spaces={"sayago": {"police": 1, "cells_u": 1}, "villa_del_cerro": {"police": 2},
                              "prado": {"cells_u": 3}})
    t = kit.totals(st)
    st = start(st, GOV, "search")
    st = kit.answers(st, GOV, ("space", "sayago"), ("space", "prado"), ("done", None),
                     ("move", ["villa_del_cerro", "police"]), ("move", ["villa_del_cerro", "police"]))
    assert kit.asking(st)["prompt"] == "Search: move adjacent cubes into Prado."
    st = kit.answer(st, GOV, "move", ["sayago", "police"])
    done(st, t)                               # Sayago's one starting Police has gone: nothing more may move
    assert board(st) == {"sayago": {"police": 2, "cells_u": 1}, "prado": {"police": 1, "cells_u": 3}}


# ============================================================================================
# Q16 Arrest to the maximum extent (3.1)
# ============================================================================================
def test_q16_arrest_takes_every_piece_its_cubes_allow_without_asking():
    """3.1: targeted pieces are affected to the maximum extent. Three Police in a Rural space take both Active
    Cells and then the Safe House (no Cell left); in the other, the Underground Cell keeps the Safe House."""
    st = kit.position(spaces={"northern": {"police": 3, "cells_a": 2, "safe": 1},
                              "southwest": {"police": 4, "cells_a": 1, "cells_u": 1, "safe": 1}})
    t = kit.totals(st)
    st = start(st, GOV, "arrest")
    st = kit.answer(st, GOV, "space", "northern")
    assert kit.asking(st)["rule"] == "3.2.4" and spaces_offered(st) == ["southwest"]   # no "how many?"
    st = kit.answer(st, GOV, "space", "southwest")
    done(st, t)
    assert board(st) == {"northern": {"police": 3}, "southwest": {"police": 4, "cells_u": 1, "safe": 1}}
    assert st["prison"] == 3 and track(st, "political_will") == 19


# ============================================================================================
# Q17 Deploy (3.2.1): Troops count as cubes; their move may end anywhere
# ============================================================================================
def test_q17_deploy_counts_troops_as_cubes_and_may_send_troops_into_a_strategic_center():
    """3.2.1: two Police where cubes (Troops too) outnumber Cells; after Military Intervention the Troops may go to
    any one space, a Strategic Center that no Deploy could select included."""
    st = kit.position(spaces={"prado": {"troops": 2, "cells_u": 1}, "aguada": {"troops": 1}},
                      tracks={"military_intervention": True})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", limited=True)
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("number", 1), ("number", 2)]
    st = kit.answer(st, GOV, "number", 2)
    assert kit.asking(st)["rule"] == "3.2.1" and ("space", "armory") in kit.options(st)
    st = kit.answers(st, GOV, ("space", "armory"), ("space", "aguada"), ("space", "prado"), ("space", "prado"))
    done(st, t)
    assert board(st) == {"prado": {"police": 2, "cells_u": 1}, "armory": {"troops": 3}}


# ============================================================================================
# Q18 Travel (3.3.2): Troops count toward a Strategic Center's crowd
# ============================================================================================
def test_q18_travel_into_a_center_counts_troops_among_the_cubes():
    """3.3.2: 2 moving Cells plus 2 Troops exceed 3, so the group turns Active on arrival."""
    st = kit.position(spaces={"prado": {"cells_u": 2}, "government": {"troops": 2}})
    t = kit.totals(st)
    st = start(st, TUP, "travel", limited=True)
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "government"), ("number", 2))
    done(st, t)
    assert board(st) == {"government": {"troops": 2, "cells_a": 2}}
    assert texts(st, "3.3.2")[-1] == "Too many eyes in Government: the Cells are Active."


# ============================================================================================
# Q19 Patrol (3.2.2): Police come from anywhere, another destination included
# ============================================================================================
def test_q19_patrol_may_draw_police_out_of_another_destination():
    """3.2.2: Police move "from anywhere on the map", so Prado's, though Prado is a destination too, may go on to
    Malvín; the one Arrest then happens where the Police now are."""
    st = kit.position(spaces={"prado": {"police": 3, "cells_a": 1}, "malvin": {"cells_a": 1},
                              "casino": {"police": 1}})
    t = kit.totals(st)
    st = start(st, GOV, "patrol")
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None), ("space", "malvin"))
    assert kit.options(st) == [("space", "prado"), ("space", "casino"), ("done", None)]
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "prado"), ("space", "prado"), ("space", "casino"),
                     ("done", None))
    assert kit.asking(st)["rule"] == "3.2.2" and kit.options(st) == [("space", "malvin"), ("done", None)]
    st = kit.answer(st, GOV, "space", "malvin")
    done(st, t)
    assert board(st) == {"prado": {"cells_a": 1}, "malvin": {"police": 4}} and st["prison"] == 1


# ============================================================================================
# Q20 an Event that moves the track a step per chit (U1's lower text, 6.6.4) -- fixed
# ============================================================================================
def u1_bottom(ps, held):
    st = kit.position(spaces={"prado": {"cells_u": 1}, "malvin": {"cells_u": 1}}, tracks={"public_sympathy": ps},
                      supply_held=held, supply_pool={k: 2 - n for k, n in held.items()})
    return st, kit.totals(st), kit.effect(st, "U1", "bottom", TUP)


def test_q20_u1_lower_text_at_support_gives_one_safe_house_however_many_chits_go():
    """6.6.4's note: an Event that would move the track two spaces when it is already at Support triggers the edge
    effect once. U1's lower text at Support: the first chit brings the Safe House; a second would add nothing, so
    it is not asked for. Before the fix each chit was its own push: two Safe Houses."""
    st0, t, st = u1_bottom(4, {"arms": 1, "orders": 1})
    assert kit.asking(st)["rule"] == "U1" and "at Support already" in kit.asking(st)["prompt"]
    st = kit.answer(st, TUP, "chit", "arms")
    assert kit.asking(st)["rule"] == "6.6.4"
    st = kit.answer(st, TUP, "place", "prado")
    kit.finished(st0, st)
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 1}
    assert sp(st, "prado") == {"cells_u": 1, "safe": 1} and st["available"]["safe"] == 2
    assert track(st, "public_sympathy") == 4


def test_q20_u1_lower_text_moves_the_track_once_by_a_step_per_chit():
    """From 2, two chits make one push of two steps (one log line); from 3 the first chit already reaches Support
    and a second is not offered (a push that starts below the end gives no edge effect, as for U2's lower text)."""
    st0, t, st = u1_bottom(2, {"arms": 1, "orders": 1})
    st = kit.answer(st, TUP, "chit", "arms")
    assert kit.asking(st)["prompt"] == "U1: discard another Supply chit, for 2 steps toward Support in all?"
    st = kit.answer(st, TUP, "chit", "orders")
    kit.finished(st0, st)
    assert track(st, "public_sympathy") == 4
    assert texts(st, "U1")[-1] == "Public Sympathy 2 → Support (food distributed)."
    assert rules_logged(st).count("6.6.4") == 0
    st0, t, st = u1_bottom(3, {"arms": 1, "orders": 1})
    st = kit.answer(st, TUP, "chit", "arms")
    kit.finished(st0, st)
    assert track(st, "public_sympathy") == 4 and st["supply_held"]["orders"] == 1
    assert board(st) == {"prado": {"cells_u": 1}, "malvin": {"cells_u": 1}}


# ============================================================================================
# Q21 an Event's Operation and the chit for one more space (2.3.9, 5.1.1) -- ambiguous, reading documented
# ============================================================================================
def test_q21_an_events_search_takes_an_intel_lead_only_when_the_card_gives_the_usual_three_spaces():
    """2.3.9 lets a chit add a space to any Operation; 5.1.1 lets an Event's text override. Reading (5.1.1 in the
    rules reference): U5's Search "in up to 3 spaces", like a normal Search, may take a 4th for an Intel chit;
    U32's Search "in 3 Urban spaces" names its spaces by kind and does not."""
    st = kit.position(spaces={s: {"police": 1, "cells_u": 1} for s in ("prado", "aguada", "sayago", "malvin")},
                      intel_held={"info": 1}, intel_pool={"info": 3})
    pick3 = (("yes", None), ("space", "prado"), ("space", "aguada"), ("space", "sayago"))
    u5 = kit.answers(kit.effect(st, "U5", "top", GOV), GOV, *pick3)
    assert kit.asking(u5)["rule"] == "3.2.3" and kit.options(u5) == [("lead", "info"), ("done", None)]
    u5 = kit.answers(u5, GOV, ("lead", "info"), ("space", "malvin"))
    assert u5["intel_held"]["info"] == 0 and "Search: Malvín selected." in texts(u5, "3.2.3")
    u32 = kit.answers(kit.effect(st, "U32", "top", GOV), GOV, *pick3)
    assert ("lead", "info") not in kit.options(u32)
    assert kit.asking(u32)["prompt"] == "Spend an Intel chit in Prado to Activate one Cell per cube?"


# ============================================================================================
# Q22 what is public (1.8.1, 1.8.2, 2.2, 1.4.4)
# ============================================================================================
def test_q22_held_chits_and_the_decks_size_are_public_its_order_and_the_peoples_prison_are_not():
    """1.8.1 / 1.8.2: the type of every held Supply and Intel chit is public; 2.2: the played cards and the
    number of cards left are open, the order is not; 1.4.4: only the Tupamaros know which Safe House is the
    People's Prison."""
    st = kit.position(spaces={"prado": {"safe": 1, "cells_u": 1}, "malvin": {"safe": 1, "pp": True}},
                      supply_held={"arms": 1}, supply_pool={"arms": 1}, intel_held={"info_draw": 1},
                      intel_pool={"info_draw": 0})
    st = kit.run_loop(st, ["U12", "U1", "U5"])
    views = {role: kit.GAME.view(st, role)["board"] for role in (GOV, TUP, None)}
    for role, b in views.items():
        assert b["supply_held"]["arms"] == 1 and b["intel_held"]["info_draw"] == 1, role
        assert b["played"] == ["U12"] and b["deck_size"] == 2 and b["current"] == "U12", role
        assert "'U1'" not in str(b) and "'U5'" not in str(b), role      # the next cards stay face down
        assert b["peoples_prison_on_map"] is True
    assert views[TUP]["peoples_prison"] == "malvin"
    assert "peoples_prison" not in views[GOV] and "peoples_prison" not in views[None]


# ============================================================================================
# Q23 Breaking News after two passes (2.3.3, 2.3.6, 2.3.7)
# ============================================================================================
def test_q23_breaking_news_runs_even_when_both_factions_pass_and_the_boxes_still_set_eligibility():
    """2.3.3: both may pass; 2.3.6: the Breaking News comes once both have acted, passing included; 2.3.7: the
    Government, whose cylinder sits in the Event box left of the Tupamaros' Operation & Special Activity box, leads
    on the next card."""
    st = kit.run_loop(kit.position(supply_pool={"arms": 2}), ["U1", "U12"])
    st = kit.answers(st, TUP, ("box", "op_sa"), ("pass", None), ("chit", "arms"))
    st = kit.answer(st, GOV, "box", "event")
    st = kit.answer(st, GOV, "pass", chance=[{"draw": "info"}])
    assert kit.asking(st)["rule"] == "U1" and kit.asking(st)["role"] == TUP       # U1's Breaking News
    st = kit.answer(st, TUP, "space", "prado")
    assert sp(st, "prado") == {"sabotage": 1}
    assert st["current"] == "U12" and st["eligibility"] == [GOV, TUP] and kit.asking(st)["role"] == GOV
    assert "Breaking News: New Strikes Announced." in texts(st, "5.4")
