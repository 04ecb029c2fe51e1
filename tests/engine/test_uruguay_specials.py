"""Uruguay Special Activities (4.0), each run from hand-built positions with exact outcomes, as the Operations
they accompany are in test_uruguay_ops.py. Rules cited are from the rulebook; the engine is
engine/games/uruguay/ops.py."""

import copy

import pytest

import uruguay_kit as kit
from engine import IllegalAction
from uruguay_ops_kit import GOV, HOSTAGES, TUP, board, done, sp, specials, start, texts, track, verbs


# ============================================================================================
# 4.1 / 4.1.1 Special Activities in general
# ============================================================================================
def gov_sa_position():
    # Raid possible (Safe House, 3 cubes > 1 Cell, 2 Intel), Interrogate possible (2 in Prison), Censor always
    return kit.position(spaces={"prado": {"police": 3, "cells_a": 1, "safe": 1}},
                        intel_held={"info": 2}, intel_pool={"info": 2}, prison=2)


def tup_sa_position():
    # Kidnap possible (2 Underground Cells > 1 Police), Intimidate possible, Propagandize always
    return kit.position(spaces={"prado": {"police": 1, "cells_u": 2}})


@pytest.mark.parametrize("op, expected", [
    ("deploy", ["censor"]),
    ("patrol", ["censor", "raid", "interrogate"]),
    ("search", ["raid", "interrogate"]),
    ("arrest", ["raid", "interrogate"]),
    ("recruit", ["kidnap", "propagandize"]),
    ("travel", ["kidnap", "intimidate"]),
    ("sabotage", ["kidnap", "propagandize", "intimidate"]),
    ("rob", ["propagandize", "intimidate"]),
])
def test_special_activities_accompany_only_their_operations(op, expected):
    role = GOV if op in ("deploy", "patrol", "search", "arrest") else TUP
    st = gov_sa_position() if role == GOV else tup_sa_position()
    assert specials(start(st, role, op, with_sa=True)) == expected
    # never with a Limited Operation (2.3.5), and not when the box chosen allows none
    assert specials(start(st, role, op, limited=True, with_sa=True)) == []
    assert specials(start(st, role, op, with_sa=False)) == []


def test_special_activity_offered_only_when_it_can_do_something():
    st = kit.position(spaces={"prado": {"police": 4, "cells_a": 1, "cells_u": 2, "safe": 1},
                              "malvin": {"police": 2, "cells_u": 2, "safe": 1}},
                      intel_held={"info": 1}, intel_pool={"info": 3}, prison=1)
    # 1 Intel chit: no Raid; 1 Cell in Prison: no Interrogate
    assert specials(start(st, GOV, "arrest", with_sa=True)) == []
    st["intel_held"]["info"], st["intel_pool"]["info"] = 2, 2
    st = start(st, GOV, "arrest", with_sa=True)
    assert specials(st) == ["raid"]
    st = kit.answer(st, GOV, "special", "raid")
    # only Safe House spaces where cubes outnumber Cells (Malvín: 2 cubes = 2 Cells)
    assert kit.options(st) == [("space", "prado")]
    # a Tupamaros position where Kidnap and Intimidate have no target
    tp = kit.position(spaces={"prado": {"police": 2, "cells_u": 2}, "northern": {"cells_u": 2},
                              "aguada": {"police": 1, "cells_a": 1}})
    assert specials(start(tp, TUP, "sabotage", with_sa=True)) == ["propagandize", "intimidate"]
    tp["spaces"]["prado"]["police"], tp["spaces"]["sayago"]["police"] = 0, 2
    assert specials(start(tp, TUP, "sabotage", with_sa=True)) == ["kidnap", "propagandize"]


def test_special_activity_before_during_and_after_the_operation():
    base = kit.position(spaces={"prado": {"police": 3, "cells_a": 1}, "armory": {"police": 1, "cells_a": 1},
                                "casino": {"police": 1, "cells_a": 1}}, prison=1)
    t = kit.totals(base)
    st = start(base, GOV, "arrest", with_sa=True)
    assert specials(st) == []                              # before: 1 Cell in Prison, nothing to Interrogate
    st = kit.answer(st, GOV, "space", "prado")             # Prison 2
    # during: between two spaces
    assert kit.options(st) == [("space", "armory"), ("space", "casino"), ("special", "interrogate"),
                               ("done", None)]
    during = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}])
    assert during["intel_held"]["info"] == 1
    assert kit.options(during) == [("space", "armory"), ("space", "casino"), ("done", None)]   # only one SA
    during = kit.answers(during, GOV, ("space", "armory"), ("space", "casino"))
    done(during, t)       # the new chit would buy a 4th space (2.3.9), but no other space has an Active piece
    assert during["prison"] == 4 and during["intel_held"]["info"] == 1
    # after: the third space ends the Arrest, then a last offer (4.1) with Prison at 4: two draws
    st3 = kit.answers(st, GOV, ("space", "armory"), ("space", "casino"))
    assert kit.asking(st3)["rule"] == "4.1" and kit.asking(st3)["prompt"] == "Add your Special Activity now?"
    assert kit.options(st3) == [("special", "interrogate"), ("done", None)]
    after = kit.answer(st3, GOV, "special", "interrogate", chance=[{"draw": "info"}, {"draw": "info"}])
    done(after, t)
    assert after["prison"] == 4 and after["intel_held"]["info"] == 2
    declined = kit.answer(st3, GOV, "done")
    done(declined, t)
    assert declined["intel_held"] == base["intel_held"]
    # ending the Arrest early: the Special Activity is still offered after it
    early = kit.answer(st, GOV, "done")
    assert kit.asking(early)["rule"] == "4.1"
    assert kit.options(early) == [("special", "interrogate"), ("done", None)]
    early = kit.answer(early, GOV, "done")
    done(early, t)
    assert early["prison"] == 2 and early["intel_held"] == base["intel_held"]


def test_special_activity_after_patrol_arrest_when_no_sa_was_possible_before():
    st = kit.position(spaces={"armory": {"police": 1, "cells_a": 1}}, prison=1)
    t = kit.totals(st)
    st = start(st, GOV, "patrol", limited=True)            # Limited: no Special Activity ever
    st = kit.answers(st, GOV, ("space", "armory"), ("space", "armory"))   # no Police anywhere to move in
    done(st, t)
    assert st["prison"] == 2


def test_special_activity_after_patrol_arrest():
    # 4.1: a Special Activity may come after the Operation; the Patrol's Arrest is part of the Operation
    st = kit.position(spaces={"armory": {"police": 1, "cells_a": 1}}, prison=1)
    t = kit.totals(st)
    st = start(st, GOV, "patrol", with_sa=True)
    assert specials(st) == ["censor"]
    st = kit.answers(st, GOV, ("space", "armory"), ("done", None), ("space", "armory"))
    # the Patrol's Arrest filled the Prison box to 2: Interrogate is now possible, after the Operation
    assert st["prison"] == 2
    assert kit.asking(st) is not None and kit.asking(st)["rule"] == "4.1"
    assert kit.options(st) == [("special", "censor"), ("special", "interrogate"), ("done", None)]
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info_draw"}, {"draw": "info"}])
    done(st, t)
    assert st["intel_held"] == {"info": 1, "info_draw": 1, "false_info": 0}


def test_search_special_activity_offered_while_cubes_move():
    st = kit.position(spaces={"prado": {"police": 2, "cells_u": 2}, "sayago": {"police": 1}}, prison=3)
    t = kit.totals(st)
    st = start(st, GOV, "search", with_sa=True)
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None))
    assert kit.options(st) == [("move", ["sayago", "police"]), ("special", "interrogate"), ("done", None)]
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}])
    assert kit.options(st) == [("move", ["sayago", "police"]), ("done", None)]
    st = kit.answer(st, GOV, "move", ["sayago", "police"])   # the last cube next door: no more to ask
    st = kit.answer(st, GOV, "skip")                       # keep the Info chit
    done(st, t)
    assert sp(st, "prado") == {"police": 3, "cells_u": 1, "cells_a": 1} and st["intel_held"]["info"] == 1


# ============================================================================================
# 4.2.1 Censor
# ============================================================================================
def test_censor_roll_above_sympathy_shifts_toward_disgust_then_may_block_news():
    st = kit.position(tracks={"public_sympathy": 2}, current="U5")
    t = kit.totals(st)
    st = start(st, GOV, "deploy", with_sa=True)
    st = kit.answer(st, GOV, "special", "censor", chance=[{"die": 3}])
    assert track(st, "public_sympathy") == 1
    assert kit.asking(st)["rule"] == "4.2.1" and verbs(st) == ["yes", "no"]
    # the question quotes the news it would block ("Block this card's Breaking News?" said not which)
    assert kit.asking(st)["prompt"] == ("Block U5's Breaking News, “\"Mekong Delta\" of Montevideo”? It says: The "
                                        "Tupamaros may put a Safe House into an Urban space of Economic Value 1.")
    st = kit.answer(st, GOV, "yes")
    assert st["news_blocked"] == GOV
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None))
    done(st, t)
    assert board(st) == {"prado": {"police": 1}}


def test_censor_roll_not_above_sympathy_changes_nothing():
    st = kit.position(tracks={"public_sympathy": 2}, current="U5")
    t = kit.totals(st)
    st = start(st, GOV, "patrol", with_sa=True)
    st = kit.answer(st, GOV, "special", "censor", chance=[{"die": 2}])
    assert track(st, "public_sympathy") == 2
    st = kit.answer(st, GOV, "no")
    assert st["news_blocked"] is None
    st = kit.answers(st, GOV, ("space", "armory"), ("done", None))    # no Police to move: no such question
    done(st, t)


def test_censor_with_military_intervention_rolls_twice():
    st = kit.position(tracks={"public_sympathy": 2, "military_intervention": True})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", with_sa=True)
    st = kit.answer(st, GOV, "special", "censor", chance=[{"die": 5}])
    assert track(st, "public_sympathy") == 1
    assert kit.asking(st)["prompt"] == "Military Intervention: make the second Censor roll?"
    st = kit.answer(st, GOV, "yes", chance=[{"die": 2}])
    assert track(st, "public_sympathy") == 0
    # no current card: no Breaking News to block
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None))    # no Troops on the map to move
    done(st, t)


def test_censor_at_disgust_activates_a_cell_instead_of_rolling():
    st = kit.position(spaces={"prado": {"cells_u": 1}, "malvin": {"cells_u": 2}, "aguada": {"cells_a": 1}},
                      tracks={"public_sympathy": 0})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", with_sa=True)
    st = kit.answer(st, GOV, "special", "censor")          # no die: a supplied roll would be refused as unused
    assert kit.asking(st)["rule"] == "6.6.4"
    assert kit.options(st) == [("space", "prado"), ("space", "malvin"), ("done", None)]
    st = kit.answer(st, GOV, "space", "malvin")
    assert not any("Censor roll" in s for s in texts(st))
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None))
    done(st, t)
    assert board(st) == {"prado": {"cells_u": 1, "police": 1}, "malvin": {"cells_u": 1, "cells_a": 1},
                         "aguada": {"cells_a": 1}}
    assert track(st, "public_sympathy") == 0


def test_censor_at_disgust_with_military_intervention_activates_two_cells():
    st = kit.position(spaces={"malvin": {"cells_u": 2}}, tracks={"public_sympathy": 0, "military_intervention": True})
    t = kit.totals(st)
    st = start(st, GOV, "patrol", with_sa=True)
    st = kit.answers(st, GOV, ("special", "censor"), ("space", "malvin"), ("yes", None), ("space", "malvin"))
    assert sp(st, "malvin") == {"cells_a": 2}
    st = kit.answers(st, GOV, ("space", "malvin"), ("done", None))
    done(st, t)
    assert not any("Censor roll" in s for s in texts(st))


# ============================================================================================
# 4.2.2 Raid
# ============================================================================================
def test_raid_removes_the_peoples_prison_and_its_hostages():
    st = kit.position(spaces={"prado": {"police": 4, "cells_u": 2, "safe": 1, "pp": True}},
                      intel_held={"info": 1, "info_draw": 1}, intel_pool={"info": 3, "info_draw": 0},
                      supply_pool={"hostage": 1}, hostages_aside=2, tracks={"political_will": 20})
    t = kit.totals(st)
    safe = st["available"]["safe"]
    st = start(st, GOV, "search", with_sa=True)
    assert specials(st) == ["raid"]
    st = kit.answers(st, GOV, ("special", "raid"), ("space", "prado"))
    # two different chits held: the Government picks the first; the second is the only one left
    assert kit.options(st) == [("intel", "info"), ("intel", "info_draw")]
    st = kit.answer(st, GOV, "intel", "info_draw")
    assert sp(st, "prado") == {"police": 4, "cells_u": 2}
    assert st["pp"] is None and st["pp_box"] == "peoples_prison" and st["available"]["safe"] == safe + 1
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == HOSTAGES
    assert track(st, "political_will") == 20                # capped at 20 (1.9)
    assert st["intel_held"] == {"info": 0, "info_draw": 0, "false_info": 0}
    assert st["intel_pool"] == {"info": 4, "info_draw": 1, "false_info": 1}
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None))   # no cube next door: no moving question
    done(st, t)
    assert sp(st, "prado") == {"police": 4, "cells_u": 1, "cells_a": 1}


def test_u3_top_raid_then_arrest_in_the_same_space():
    st = kit.position(spaces={"prado": {"police": 3, "cells_a": 1, "safe": 1}},
                      intel_held={"info": 2}, intel_pool={"info": 2}, capabilities={"U3": "top"})
    t = kit.totals(st)
    st = start(st, GOV, "search", with_sa=True)
    st = kit.answers(st, GOV, ("special", "raid"), ("space", "prado"))
    assert kit.asking(st)["rule"] == "U3" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes")                        # 3 Police in Urban: the Active Cell to Prison
    assert sp(st, "prado") == {"police": 3} and st["prison"] == 1
    assert track(st, "political_will") == 19
    st = kit.answers(st, GOV, ("space", "malvin"), ("done", None))   # no cube can move in: not asked
    done(st, t)


def test_raid_without_u3_asks_no_arrest():
    st = kit.position(spaces={"prado": {"police": 3, "cells_a": 1, "safe": 1}},
                      intel_held={"info": 2}, intel_pool={"info": 2})
    st = start(st, GOV, "search", with_sa=True)
    st = kit.answers(st, GOV, ("special", "raid"), ("space", "prado"))
    assert kit.asking(st)["rule"] == "3.2.3" and st["prison"] == 0
    assert sp(st, "prado") == {"police": 3, "cells_a": 1}


# ============================================================================================
# 4.2.3 Interrogate and the Intel chit draw (1.8.2)
# ============================================================================================
def interrogate(prison, chance):
    st = kit.position(spaces={"armory": {"police": 1, "cells_a": 1}}, prison=prison)
    t = kit.totals(st)
    st = start(st, GOV, "arrest", with_sa=True)
    st = kit.answer(st, GOV, "special", "interrogate", chance=chance)
    assert kit.options(st) == [("space", "armory")]
    st = kit.answer(st, GOV, "space", "armory")
    done(st, t)
    return st


def test_interrogate_info_draw_draws_again_false_info_goes_straight_back():
    # 4 in Prison: 2 draws. False Info (back to the pool, it still counts), Info + Draw (kept, one more),
    # False Info again (it was back in the pool).
    st = interrogate(4, [{"draw": "false_info"}, {"draw": "info_draw"}, {"draw": "false_info"}])
    assert st["intel_held"] == {"info": 0, "info_draw": 1, "false_info": 0}
    assert st["intel_pool"] == {"info": 4, "info_draw": 0, "false_info": 1}
    assert texts(st, "1.8.2") == ["Intel chit drawn: False Info, back to the pool.", "Intel chit drawn: Info + Draw.",
                                  "Intel chit drawn: False Info, back to the pool."]


def test_interrogate_draws_one_per_two_cells_in_prison():
    st = interrogate(5, [{"draw": "info"}, {"draw": "info_draw"}, {"draw": "info"}])
    assert st["intel_held"] == {"info": 2, "info_draw": 1, "false_info": 0}
    assert st["prison"] == 6


def test_interrogate_stops_when_the_intel_pool_is_empty():
    st = kit.position(spaces={"armory": {"police": 1, "cells_a": 1}}, prison=6,
                      intel_held={"info": 4, "info_draw": 1}, intel_pool={"info": 0, "info_draw": 0})
    t = kit.totals(st)
    st = start(st, GOV, "arrest", with_sa=True)
    # 3 draws due, only False Info in the pool: it is drawn three times and goes back each time
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "false_info"}] * 3)
    st = kit.answer(st, GOV, "space", "armory")
    done(st, t)
    assert st["intel_held"] == {"info": 4, "info_draw": 1, "false_info": 0}
    assert st["intel_pool"] == {"info": 0, "info_draw": 0, "false_info": 1}


# ============================================================================================
# 4.3.1 Kidnap
# ============================================================================================
def test_kidnap_gains_half_a_die_and_re_adds_the_hostage_it_drew():
    st = kit.position(spaces={"prado": {"police": 1, "cells_u": 2}, "aguada": {"police": 1, "cells_u": 1},
                              "armory": {"cells_u": 1}, "northern": {"cells_u": 2},
                              "villa_del_cerro": {"safe": 1, "pp": True}},
                      supply_pool={"hostage": 1}, hostages_aside=2)
    t = kit.totals(st)
    st = start(st, TUP, "recruit", with_sa=True)
    st = kit.answer(st, TUP, "special", "kidnap")
    # Urban or Strategic Center with more Underground Cells than Police
    assert kit.options(st) == [("space", "prado"), ("space", "armory")]
    st = kit.answer(st, TUP, "space", "prado", chance=[{"die": 5}])    # ceil(5 / 2) = 3 chits, chosen
    assert sp(st, "prado") == {"police": 1, "cells_u": 1, "cells_a": 1}
    st = kit.answers(st, TUP, ("chit", "hostage"), ("chit", "arms"), ("chit", "escape"))
    assert track(st, "political_will") == 17 and st["hostages_aside"] == HOSTAGES
    # the People's Prison is on the map: the Hostage may go straight back into the pool (4.3.1 note)
    assert kit.asking(st)["rule"] == "4.3.1" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, TUP, "yes")
    assert st["supply_pool"] == {"arms": 1, "escape": 1, "orders": 2, "hostage": 1}
    assert st["hostages_aside"] == HOSTAGES - 1
    assert st["supply_held"] == {"arms": 1, "escape": 1, "orders": 0}
    assert "special" not in verbs(st)
    st = kit.answers(st, TUP, ("space", "sayago"), ("done", None), ("done", None))
    done(st, t)
    assert sp(st, "sayago") == {"cells_u": 1}


def test_kidnap_without_the_peoples_prison_cannot_add_a_hostage():
    st = kit.position(spaces={"armory": {"police": 1, "cells_u": 2}, "prado": {"cells_u": 1}})
    t = kit.totals(st)
    assert st["pp"] is None
    st = start(st, TUP, "sabotage", with_sa=True)
    st = kit.answers(st, TUP, ("special", "kidnap"))
    st = kit.answer(st, TUP, "space", "armory", chance=[{"die": 1}])   # ceil(1 / 2) = 1
    st = kit.answer(st, TUP, "chit", "orders")
    # no Hostage question: straight back to the Sabotage
    assert kit.asking(st)["rule"] == "3.3.3"
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == HOSTAGES
    st = kit.answers(st, TUP, ("space", "prado"), ("done", None))
    done(st, t)
    assert board(st) == {"armory": {"police": 1, "cells_u": 1, "cells_a": 1}, "prado": {"cells_a": 1, "sabotage": 1}}
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 1}


def test_kidnap_at_expansion_draws_at_random_and_may_decline_the_hostage():
    st = kit.position(spaces={"ciudad_vieja": {"cells_u": 1}, "malvin": {"safe": 1, "pp": True}},
                      tracks={"structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "travel", with_sa=True)
    st = kit.answer(st, TUP, "special", "kidnap")
    st = kit.answer(st, TUP, "space", "ciudad_vieja", chance=[{"die": 4}, {"draw": "arms"}, {"draw": "orders"}])
    st = kit.answer(st, TUP, "no")
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == HOSTAGES
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 1}
    st = kit.answers(st, TUP, ("space", "ciudad_vieja"), ("space", "malvin"), ("number", 1), ("done", None))
    done(st, t)
    assert board(st) == {"malvin": {"safe": 1, "cells_u": 1}}     # Safe House: the Active Cell goes Underground


def test_kidnap_may_put_back_the_very_hostage_it_drew():
    def position():
        return kit.position(spaces={"prado": {"cells_u": 1}, "malvin": {"safe": 1, "pp": True}},
                            supply_pool={"hostage": HOSTAGES, "arms": 0, "escape": 0, "orders": 0},
                            supply_held={"arms": 2, "escape": 2, "orders": 2}, hostages_aside=0)
    assert specials(start(position(), TUP, "rob", with_sa=True)) == ["propagandize"]   # not with Rob (4.3.1)
    st = position()
    t = kit.totals(st)
    st = start(st, TUP, "travel", with_sa=True)
    st = kit.answer(st, TUP, "special", "kidnap")
    # only Hostages in the pool: the one chit gained is a Hostage (-1 Political Will), set aside ...
    st = kit.answer(st, TUP, "space", "prado", chance=[{"die": 2}])
    assert kit.options(st) == [("chit", "hostage")]
    st = kit.answer(st, TUP, "chit", "hostage")
    assert track(st, "political_will") == 17 and st["hostages_aside"] == 1
    # ... and, the People's Prison being on the map, added straight back (4.3.1 note)
    st = kit.answer(st, TUP, "yes")
    assert st["supply_pool"]["hostage"] == HOSTAGES and st["hostages_aside"] == 0
    assert kit.asking(st)["rule"] == "3.3.2"
    assert kit.totals(st) == t


# ============================================================================================
# 4.3.2 Propagandize
# ============================================================================================
def test_propagandize_at_control_may_roll_twice_then_block_news():
    st = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 2}, current="U5")
    t = kit.totals(st)
    st = start(st, TUP, "rob", with_sa=True)
    st = kit.answer(st, TUP, "special", "propagandize", chance=[{"die": 3}])
    assert track(st, "public_sympathy") == 3
    assert kit.asking(st)["prompt"] == "Control: make the second Propagandize roll?"
    st = kit.answer(st, TUP, "yes", chance=[{"die": 3}])   # 3 is not more than 3
    assert track(st, "public_sympathy") == 3
    assert kit.asking(st)["rule"] == "4.3.2" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, TUP, "yes")
    assert st["news_blocked"] == TUP
    st = kit.answers(st, TUP, ("space", "prado"), ("chit", "arms"))
    done(st, t)


def test_propagandize_at_expansion_rolls_once():
    st = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 1, "structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", with_sa=True)
    st = kit.answer(st, TUP, "special", "propagandize", chance=[{"die": 6}])
    assert track(st, "public_sympathy") == 2
    assert kit.asking(st)["rule"] == "3.3.3"               # no second roll, no news to block
    st = kit.answer(st, TUP, "space", "prado")
    done(st, t)


def test_propagandize_at_support_places_or_moves_a_safe_house_per_roll_at_control():
    st = kit.position(spaces={"prado": {"cells_u": 1, "safe": 1}, "northern": {"cells_u": 1},
                              "malvin": {"cells_a": 1}, "southwest": {"safe": 1}},
                      tracks={"public_sympathy": 4})
    t = kit.totals(st)
    assert st["available"]["safe"] == 1
    st = start(st, TUP, "recruit", with_sa=True)
    st = kit.answer(st, TUP, "special", "propagandize")    # no die rolled
    assert kit.asking(st)["rule"] == "6.6.4"
    assert kit.options(st) == [("place", "prado"), ("place", "malvin"), ("place", "northern"),
                               ("move_from", "prado"), ("move_from", "southwest"), ("skip", None)]
    st = kit.answer(st, TUP, "place", "northern")
    assert kit.asking(st)["prompt"] == "Control: make the second Propagandize roll?"
    st = kit.answer(st, TUP, "yes")                        # the second "roll" is a second Safe House
    # none Available any more, and the one just placed in Northern Uruguay is not moved on: "two Safe Houses"
    # (4.3.2), each placed or moved once
    assert kit.options(st) == [("move_from", "prado"), ("move_from", "southwest"), ("skip", None)]
    st = kit.answer(st, TUP, "move_from", "southwest")
    assert kit.options(st) == [("space", "prado"), ("space", "malvin"), ("space", "northern")]
    st = kit.answer(st, TUP, "space", "malvin")
    assert not any("Propagandize roll" in s for s in texts(st))
    st = kit.answers(st, TUP, ("space", "sayago"), ("done", None))
    done(st, t)
    assert board(st) == {"prado": {"cells_u": 1, "safe": 1}, "northern": {"cells_u": 1, "safe": 1},
                         "malvin": {"cells_a": 1, "safe": 1}, "sayago": {"cells_u": 1}}
    assert track(st, "public_sympathy") == 4 and st["available"]["safe"] == 0


def test_propagandize_at_support_at_expansion_only_one_safe_house():
    st = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 4, "structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "rob", with_sa=True)
    st = kit.answers(st, TUP, ("special", "propagandize"), ("place", "prado"))
    assert kit.asking(st)["rule"] == "3.3.4"
    st = kit.answer(st, TUP, "space", "prado", chance=[{"draw": "arms"}])
    done(st, t)
    assert sp(st, "prado") == {"cells_a": 1, "safe": 1}


# ============================================================================================
# 4.3.3 Intimidate
# ============================================================================================
def test_intimidate_at_control_one_space_then_discard_an_intel_chit():
    st = kit.position(spaces={"prado": {"police": 2, "cells_u": 1}, "malvin": {"police": 1, "cells_u": 1},
                              "sayago": {"police": 1, "cells_a": 1}},
                      intel_held={"info": 1, "info_draw": 1}, intel_pool={"info": 3, "info_draw": 0})
    t = kit.totals(st)
    police = st["available"]["police"]
    st = start(st, TUP, "rob", with_sa=True)
    st = kit.answer(st, TUP, "special", "intimidate")
    assert kit.options(st) == [("space", "prado"), ("space", "malvin")]   # Underground Cells and Police
    st = kit.answer(st, TUP, "space", "prado")
    assert kit.options(st) == [("intel", "info"), ("intel", "info_draw"), ("skip", None)]
    st = kit.answer(st, TUP, "intel", "info_draw")
    assert st["intel_held"] == {"info": 1, "info_draw": 0, "false_info": 0} and st["intel_pool"]["info_draw"] == 1
    assert kit.asking(st)["rule"] == "3.3.4"               # one space at Control: back to the Rob
    st = kit.answers(st, TUP, ("space", "prado"), ("chit", "escape"), ("done", None))
    done(st, t)
    assert board(st) == {"prado": {"police": 1, "cells_a": 1}, "malvin": {"police": 1, "cells_u": 1},
                         "sayago": {"police": 1, "cells_a": 1}}
    assert st["available"]["police"] == police + 1


def test_intimidate_at_expansion_two_spaces_two_discards():
    st = kit.position(spaces={"prado": {"police": 2, "cells_u": 1}, "armory": {"police": 1, "cells_u": 1}},
                      intel_held={"info": 2}, intel_pool={"info": 2}, tracks={"structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "travel", with_sa=True)
    st = kit.answer(st, TUP, "special", "intimidate")
    st = kit.answer(st, TUP, "space", "armory")
    assert kit.options(st) == [("space", "prado"), ("done", None)]
    st = kit.answers(st, TUP, ("space", "prado"), ("intel", "info"), ("intel", "info"))
    assert st["intel_held"]["info"] == 0 and st["intel_pool"]["info"] == 4
    assert sp(st, "prado") == {"police": 1, "cells_u": 1} and sp(st, "armory") == {"cells_u": 1}
    st = kit.answers(st, TUP, ("space", "prado"), ("done", None), ("done", None))   # Travel nobody
    done(st, t)


def test_intimidate_at_expansion_may_stop_after_one_space_and_keep_intel():
    st = kit.position(spaces={"prado": {"police": 2, "cells_u": 1}, "armory": {"police": 1, "cells_u": 1}},
                      intel_held={"info": 2}, intel_pool={"info": 2}, tracks={"structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", with_sa=True)
    st = kit.answers(st, TUP, ("special", "intimidate"), ("space", "armory"), ("done", None), ("skip", None))
    assert st["intel_held"]["info"] == 2 and sp(st, "armory") == {"cells_u": 1}
    st = kit.answers(st, TUP, ("space", "armory"), ("done", None))
    done(st, t)
    assert sp(st, "armory") == {"cells_a": 1, "sabotage": 1}
    assert st["supply_held"]["arms"] == 1                 # the Armory's own effect (1.3.4)


# ============================================================================================
# Capabilities
# ============================================================================================
def test_u7_top_elite_police_in_one_urban_arrest_space():
    st = kit.position(spaces={"prado": {"police": 4, "cells_a": 3}, "aguada": {"police": 5, "cells_a": 2},
                              "malvin": {"police": 4, "cells_a": 2}},
                      capabilities={"U7": "top"})
    t = kit.totals(st)
    st = start(st, GOV, "arrest")
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.asking(st)["rule"] == "U7" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes")                        # 4 // 2 = 2 instead of 4 // 3 = 1
    assert sp(st, "prado") == {"police": 4, "cells_a": 1}
    st = kit.answers(st, GOV, ("space", "aguada"), ("space", "malvin"))   # once per Arrest: 1 each
    done(st, t)
    assert board(st) == {"prado": {"police": 4, "cells_a": 1}, "aguada": {"police": 5, "cells_a": 1},
                         "malvin": {"police": 4, "cells_a": 1}}
    assert st["prison"] == 4


def test_u7_top_declined_is_kept_for_a_later_space():
    st = kit.position(spaces={"prado": {"police": 4, "cells_a": 3}, "malvin": {"police": 4, "cells_a": 2}},
                      capabilities={"U7": "top"})
    st = start(st, GOV, "arrest")
    st = kit.answers(st, GOV, ("space", "prado"), ("no", None), ("space", "malvin"))
    assert kit.asking(st)["rule"] == "U7"
    st = kit.answer(st, GOV, "yes")
    assert sp(st, "prado") == {"police": 4, "cells_a": 2} and sp(st, "malvin") == {"police": 4}


# ============================================================================================
# Illegal answers
# ============================================================================================
def test_illegal_answers_raise_and_leave_the_state_untouched():
    st = kit.position(spaces={"prado": {"police": 3, "cells_a": 1}, "northern": {"cells_u": 2}}, prison=2)
    st = start(st, GOV, "arrest", with_sa=True)
    before = copy.deepcopy(st)
    for role, verb, arg, chance in [
        (GOV, "space", "northern", None),                  # not a legal Arrest space
        (GOV, "space", "atlantis", None),
        (GOV, "done", None, None),                         # no space picked yet: no "done"
        (GOV, "special", "censor", None),                  # Censor does not go with Arrest
        (GOV, "lead", "info", None),                       # no Intel chit held
        (TUP, "space", "prado", None),                     # not the Tupamaros' decision
        (GOV, "special", "interrogate", [{"die": 3}]),     # a die supplied where a chit is drawn
        (GOV, "space", "prado", [{"draw": "info"}]),       # an outcome nothing needs
    ]:
        with pytest.raises(IllegalAction):
            kit.answer(st, role, verb, arg, chance=chance)
        assert st == before
    # and a legal answer still works on the untouched state
    st = kit.answer(st, GOV, "space", "prado")
    assert st["prison"] == 3


def test_illegal_number_of_cells_is_refused():
    st = kit.position(spaces={"prado": {"cells_u": 1}})
    st = start(st, TUP, "travel")
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "sayago"))
    before = copy.deepcopy(st)
    with pytest.raises(IllegalAction):
        kit.answer(st, TUP, "number", 2)
    assert st == before
