"""Third rules audit of Uruguay (2026-12-06): the points where the engine read the rulebook
differently, each from a hand-built position, and a few answers that already agreed. The audit's question table
was a working note: its questions that needed a test are the tests here; rule numbers are the rulebook's."""

import uruguay_kit as kit
from uruguay_ops_kit import GOV, TUP, done, sp, start, verbs


# ----- U5's upper text has a price: +1 Coup Threat. At 20 it cannot be paid -----
# The tips of U2 and U31 say an effect bought by moving Coup Threat needs the track to move; the engine already
# reads U2's upper text and U35's upper text so at Coup Threat 20. U5's upper text ("may increase Coup Threat by
# 1 to Search") is the same kind of price and was still offered for free at 20.
def test_u5_top_at_coup_threat_20_offers_no_search():
    st0 = kit.position(spaces={"prado": {"police": 1, "cells_u": 1}}, tracks={"coup_threat": 20})
    st = kit.effect(st0, "U5", "top", GOV)
    kit.finished(st0, st)
    assert st["spaces"]["prado"] == st0["spaces"]["prado"] and st["tracks"]["coup_threat"] == 20
    assert kit.texts(st, "U5") == ["Coup Threat is already at 20: it cannot be raised to pay for the Search."]


def test_u5_top_below_20_still_pays_and_searches():
    st0 = kit.position(spaces={"prado": {"police": 1, "cells_u": 1}}, tracks={"coup_threat": 19})
    st = kit.effect(st0, "U5", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "prado"), ("done", None))
    kit.finished(st0, st)
    assert st["tracks"]["coup_threat"] == 20 and sp(st, "prado") == {"police": 1, "cells_a": 1}


# ----- U27's lower text: its Limited Travel is a Travel (3.3.2) whose Cells go into Rural spaces -----
# 3.3.2 lets Cells move "to any spaces ..., including their original space": a Rural origin is itself a Rural
# destination, so Active Cells there may stay and go Underground at their Safe House.
def test_u27_bottom_travel_may_end_in_its_own_rural_space():
    st0 = kit.position(spaces={"northern": {"cells_a": 2, "safe": 1}})
    st = kit.effect(st0, "U27", "bottom", TUP)
    st = kit.answers(st, TUP, ("op", "travel"), ("space", "northern"))
    assert kit.spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, TUP, ("space", "northern"), ("number", 2), ("done", None), ("skip", None))
    kit.finished(st0, st)
    assert sp(st, "northern") == {"cells_u": 2, "safe": 1}


# The 3.3.2 note: Cells that moved into a space with a Safe House may move again from there if it is picked as
# an origin; Cells that reached a space without one have finished moving. An Orders chit (2.3.9) gives U27's
# Limited Travel a second origin, but the Cells that just reached Northern Uruguay (no Safe House) stay there.
def test_u27_bottom_cells_that_reached_a_rural_space_without_a_safe_house_stay():
    st0 = kit.position(spaces={"prado": {"cells_u": 2}, "southwest": {"cells_u": 1}}, supply_held={"orders": 1},
                       supply_pool={"orders": 1})
    st = kit.effect(st0, "U27", "bottom", TUP)
    st = kit.answers(st, TUP, ("op", "travel"), ("space", "prado"), ("space", "northern"), ("number", 2),
                     ("orders", None))
    # Northern is no origin any more (its Cells have arrived for good); Southwest's own Cell may still go
    assert kit.spaces_offered(st) == ["southwest"]
    st = kit.answers(st, TUP, ("space", "southwest"), ("space", "southeast"), ("number", 1), ("skip", None))
    kit.finished(st0, st)
    assert sp(st, "northern") == {"cells_u": 2} and sp(st, "southeast") == {"cells_u": 1}
    assert st["supply_held"]["orders"] == 0


# ----- 2.3.9: an Intel or Orders chit is played "to select an additional space" -----
# Where no further space qualifies, the chit would buy nothing; the engine offered it and the chit was spent
# for no space at all. Now it is offered only while some space is still open to the Operation.
def test_intel_lead_not_offered_when_no_other_space_qualifies():
    st0 = kit.position(spaces={"northern": {"police": 2, "cells_a": 1}}, intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st0)
    st = start(st0, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "northern")
    done(st, t)
    assert st["intel_held"]["info"] == 1 and st["prison"] == 1


def test_intel_lead_still_offered_when_another_space_qualifies():
    st0 = kit.position(spaces={"northern": {"police": 2, "cells_a": 1}, "southwest": {"police": 1, "cells_a": 1}},
                       intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st0)
    st = start(st0, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "northern")
    assert kit.options(st) == [("lead", "info"), ("done", None)]
    st = kit.answers(st, GOV, ("lead", "info"), ("space", "southwest"))
    done(st, t)
    assert st["prison"] == 2 and st["intel_held"]["info"] == 0


def test_orders_chit_not_offered_when_no_other_space_qualifies():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, supply_held={"orders": 1}, supply_pool={"orders": 1})
    t = kit.totals(st0)
    st = start(st0, TUP, "rob", limited=True)
    st = kit.answers(st, TUP, ("space", "prado"), ("chit", "orders"))
    done(st, t)
    assert st["supply_held"]["orders"] == 2      # the one held, and the one Rob gained


# ----- answers that already agreed (kept cheap) -----
def test_two_groups_into_one_strategic_center_are_judged_group_by_group():
    """3.3.2: each group (one origin, one destination) goes Active only if it plus the cubes there exceed 3."""
    st0 = kit.position(spaces={"prado": {"cells_u": 1}, "aguada": {"cells_u": 2}, "casino": {"police": 2}})
    t = kit.totals(st0)
    st = start(st0, TUP, "travel")
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "casino"), ("number", 1),
                     ("space", "aguada"), ("space", "casino"), ("number", 2))
    done(st, t)
    assert sp(st, "casino") == {"police": 2, "cells_u": 1, "cells_a": 2}


def test_rural_arrest_of_two_safe_houses_costs_two_random_chits():
    """3.2.4: one piece per cube in a Rural space; each Safe House removed is +1 Political Will and a chit."""
    st0 = kit.position(spaces={"northern": {"police": 2, "safe": 2}}, supply_held={"arms": 1, "orders": 1},
                       supply_pool={"arms": 1, "orders": 1}, tracks={"political_will": 10})
    t = kit.totals(st0)
    st = start(st0, GOV, "arrest")
    st = kit.answer(st, GOV, "space", "northern")
    done(st, t)
    assert sp(st, "northern") == {"police": 2} and st["tracks"]["political_will"] == 12
    assert sum(st["supply_held"].values()) == 0


def test_final_round_without_military_intervention_ignores_coup_threat():
    """7.0.2 compares Coup Threat only when Military Intervention is in effect."""
    st = kit.position(tracks={"political_will": 3, "coup_threat": 9, "public_sympathy": 4})
    st = kit.propaganda(st, final=True)
    assert st["tracks"]["political_will"] == 5 < st["tracks"]["coup_threat"]
    assert st["result"]["winner"] == GOV and st["result"]["rule"] == "7.0.2"


def test_the_tupamaros_are_first_after_a_propaganda_round_whatever_the_boxes():
    """6.5: the Reset sets Tupamaros 1st Eligible, Government 2nd."""
    st = kit.position(tracks={"political_will": 15})
    st["eligibility"] = [GOV, TUP]
    st["turn"]["boxes"] = {GOV: "limited", TUP: "op_sa"}
    st["deck"] = []                      # the game stops at the next reveal
    st = kit.propaganda(st, final=False)
    while kit.asking(st):
        st = kit.answer(st, kit.role_asked(st), *kit.options(st)[-1])
    assert st["eligibility"] == [TUP, GOV]


def test_why_not_names_the_cells_that_have_finished_their_travel():
    """3.3.2 note: a space whose Cells all arrived in this Travel without a Safe House is no origin; "Why not?"
    says so."""
    st = kit.position(spaces={"prado": {"cells_u": 1}, "aguada": {"cells_u": 1}})
    st = start(st, TUP, "travel")
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "sayago"), ("number", 1))
    assert kit.spaces_offered(st) == ["aguada"]
    answer = kit.GAME.why_not(st, TUP, "sayago")
    assert answer["rule"] == "3.3.2" and "arrived in this Travel" in answer["reason"]


# ----- U5's lower text moves "up to 2 Safe Houses": two disks, each once (as in the Redeploy Phase, 6.4.2) -----
def test_u5_bottom_moves_two_safe_houses_not_one_twice():
    st0 = kit.position(spaces={"prado": {"safe": 1}, "aguada": {"cells_u": 2}, "malvin": {"cells_u": 2}})
    st = kit.effect(st0, "U5", "bottom", TUP)
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "aguada"))
    # the only Safe House on the map has moved: there is no second one to move
    kit.finished(st0, st)
    assert sp(st, "aguada") == {"cells_u": 2, "safe": 1} and sp(st, "malvin") == {"cells_u": 2}
    st0 = kit.position(spaces={"prado": {"safe": 1}, "sayago": {"safe": 1}, "aguada": {"cells_u": 2},
                               "malvin": {"cells_u": 2}})
    st = kit.effect(st0, "U5", "bottom", TUP)
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "aguada"))
    assert kit.spaces_offered(st) == ["sayago"]
    st = kit.answers(st, TUP, ("space", "sayago"), ("space", "malvin"))
    kit.finished(st0, st)
    assert sp(st, "aguada")["safe"] == 1 and sp(st, "malvin")["safe"] == 1


# ----- 4.3.2 at Support and Control: "place or move two Safe Houses", two disks (the same reading as U5) -----
def test_propagandize_at_support_at_control_moves_two_safe_houses_not_one_twice():
    st0 = kit.position(spaces={"prado": {"safe": 1}, "aguada": {"cells_u": 2}, "malvin": {"cells_u": 2}},
                       available={"safe": 0}, tracks={"public_sympathy": 4})
    st0["expansion"]["safe"] += st0["available"]["safe"]
    st0["available"]["safe"] = 0
    t = kit.totals(st0)
    st = start(st0, TUP, "rob", with_sa=True)
    st = kit.answers(st, TUP, ("special", "propagandize"), ("move_from", "prado"), ("space", "aguada"),
                     ("yes", None))
    # the second edge effect (6.6.4): the disk now in Aguada has moved already and none is Available, so it
    # offers nothing; the Rob goes on
    assert kit.asking(st)["rule"] == "3.3.4" and sp(st, "aguada") == {"cells_u": 2, "safe": 1}
    st = kit.answers(st, TUP, ("space", "aguada"), ("chit", "arms"), ("done", None))
    done(st, t)
    assert st["tracks"]["public_sympathy"] == 4
