"""Uruguay Operations (3.0): every one run from hand-built positions, with exact outcomes (pieces per space,
Prison box, Available, tracks, chits held and pooled, and whether the engine still asks something). Rules cited are
from the rulebook; the engine is engine/games/uruguay/ops.py. Special Activities (4.0): test_uruguay_specials.py."""

import uruguay_kit as kit
from uruguay_ops_kit import (ALL, CENTERS, GOV, HOSTAGES, TUP, URBAN_RURAL, board, done, sp, spaces_offered,
                             specials, start, texts, track, verbs)



def test_map_order_assumed_by_these_tests():
    st = kit.position()
    assert list(st["spaces"]) == ALL


# ============================================================================================
# 3.2.1 Deploy
# ============================================================================================
def test_deploy_two_police_only_where_cubes_outnumber_cells():
    st = kit.position(spaces={"prado": {"police": 2, "cells_u": 1},      # 2 cubes > 1 Cell: up to 2 Police
                              "northern": {"police": 1, "cells_a": 1},   # 1 = 1: only 1 Police
                              "armory": {"police": 1}},
                      intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st)
    police = st["available"]["police"]
    st = start(st, GOV, "deploy")
    # Urban and Rural spaces only (no Strategic Center), no Special Activity, no Intel lead (2.3.9: not Deploy)
    assert kit.options(st) == [("space", s) for s in URBAN_RURAL]
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("number", 1), ("number", 2)]
    # the number is about Prado: each choice names it, so the board outlines Prado and brings it into view
    assert [o.get("at") for o in kit.asking(st)["options"]] == ["prado", "prado"]
    st = kit.answer(st, GOV, "number", 2)
    st = kit.answer(st, GOV, "space", "northern")          # no "how many" question: exactly 1
    assert kit.asking(st)["rule"] == "3.2.1" and "northern" not in spaces_offered(st)
    assert ("done", None) in kit.options(st)
    st = kit.answer(st, GOV, "space", "aguada")            # 0 cubes, 0 Cells: not more cubes, 1 Police
    done(st, t)                                            # three spaces: the Deploy ends by itself
    assert board(st) == {"prado": {"police": 4, "cells_u": 1}, "northern": {"police": 2, "cells_a": 1},
                         "aguada": {"police": 1}, "armory": {"police": 1}}
    assert st["available"]["police"] == police - 4
    assert st["intel_held"]["info"] == 1


def test_deploy_cubes_fewer_than_cells_places_one_and_stops_when_no_police_left():
    st = kit.position(spaces={"prado": {"police": 1, "cells_u": 3}, "sayago": {"police": 2},
                              "punta_carretas": {"police": 16}})
    t = kit.totals(st)
    assert st["available"]["police"] == 1
    st = start(st, GOV, "deploy")
    st = kit.answer(st, GOV, "space", "prado")             # 1 cube < 3 Cells: one Police, no question
    done(st, t)                                            # no Police Available: no further space is offered
    assert sp(st, "prado") == {"police": 2, "cells_u": 3} and st["available"]["police"] == 0


def test_limited_deploy_then_military_intervention_moves_troops_to_one_space():
    st = kit.position(spaces={"prado": {"troops": 2}, "malvin": {"troops": 1}, "sayago": {"police": 1}},
                      tracks={"military_intervention": True}, intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", limited=True, with_sa=True)
    assert "special" not in verbs(st)                      # 2.3.5: no Special Activity with a Limited Operation
    st = kit.answer(st, GOV, "space", "sayago")            # 1 cube > 0 Cells: 1 or 2
    st = kit.answer(st, GOV, "number", 2)
    # Limited: one space; no Intel lead for Deploy; straight on to the Troops (3.2.1 "even if Limited")
    assert kit.asking(st)["prompt"] == "Move Troops to one space?"
    assert kit.options(st) == [("space", s) for s in ALL] + [("done", None)]
    st = kit.answer(st, GOV, "space", "sayago")
    assert kit.options(st) == [("space", "prado"), ("space", "malvin"), ("done", None)]
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "prado"), ("space", "malvin"))
    done(st, t)                                            # no Troop left elsewhere: nothing more is asked
    assert board(st) == {"sayago": {"police": 3, "troops": 3}}


def test_deploy_without_military_intervention_never_moves_troops():
    st = kit.position(spaces={"prado": {"troops": 2}})
    t = kit.totals(st)
    st = start(st, GOV, "deploy", limited=True)
    st = kit.answer(st, GOV, "space", "malvin")
    done(st, t)
    assert board(st) == {"prado": {"troops": 2}, "malvin": {"police": 1}}


# ============================================================================================
# 3.2.2 Patrol
# ============================================================================================
def test_patrol_moves_police_from_anywhere_then_arrests_with_police_only():
    st = kit.position(spaces={"prado": {"troops": 4, "cells_a": 2},
                              "carrasco": {"police": 3}, "sayago": {"police": 1}, "malvin": {"cells_u": 1}})
    t = kit.totals(st)
    st = start(st, GOV, "patrol")
    # destinations: spaces with Cells, or Strategic Centers (3.2.2)
    assert kit.options(st) == [("space", s) for s in ["prado", "malvin"] + CENTERS]
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("space", "sayago"), ("space", "carrasco"), ("done", None)]   # from anywhere
    st = kit.answers(st, GOV, ("space", "carrasco"), ("space", "carrasco"), ("space", "carrasco"))
    assert kit.options(st) == [("space", "sayago"), ("done", None)]
    st = kit.answer(st, GOV, "done")
    st = kit.answer(st, GOV, "space", "armory")            # a Strategic Center without Cells
    st = kit.answer(st, GOV, "space", "sayago")
    # Police that arrived in Prado may not move on, and no other Police is left: the next question is the
    # next destination
    assert kit.asking(st)["prompt"].startswith("Patrol: choose a destination")
    st = kit.answer(st, GOV, "done")
    # Arrest in one destination with Police: only Prado has Police and Active pieces
    assert kit.asking(st)["rule"] == "3.2.2"
    assert kit.options(st) == [("space", "prado"), ("done", None)]
    st = kit.answer(st, GOV, "space", "prado")
    done(st, t)
    # Urban: 3 Police remove 1 piece; the 4 Troops do not count for a Patrol's Arrest
    assert board(st) == {"prado": {"troops": 4, "police": 3, "cells_a": 1}, "armory": {"police": 1},
                         "malvin": {"cells_u": 1}}
    assert st["prison"] == 1


def test_limited_patrol_intel_chit_adds_a_destination():
    st = kit.position(spaces={"prado": {"cells_u": 1}, "government": {"cells_a": 1}, "carrasco": {"police": 2}},
                      intel_held={"info_draw": 1}, intel_pool={"info_draw": 0})
    t = kit.totals(st)
    st = start(st, GOV, "patrol", limited=True, with_sa=True)
    assert "special" not in verbs(st)
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "carrasco"), ("done", None))
    # Limited: no room left, but an Intel chit buys one more space (2.3.9, even if Limited)
    assert kit.options(st) == [("lead", "info_draw"), ("done", None)]
    st = kit.answer(st, GOV, "lead", "info_draw")
    assert st["intel_held"]["info_draw"] == 0 and st["intel_pool"]["info_draw"] == 1
    assert "prado" not in spaces_offered(st) and "government" in spaces_offered(st)
    st = kit.answers(st, GOV, ("space", "government"), ("space", "carrasco"))
    # only one lead per Operation, so the destinations are complete; Arrest in the Government center
    assert kit.options(st) == [("space", "government"), ("done", None)]
    st = kit.answer(st, GOV, "space", "government")        # Strategic Center: 1 per cube
    done(st, t)
    assert board(st) == {"prado": {"police": 1, "cells_u": 1}, "government": {"police": 1}}
    assert st["prison"] == 1


# ============================================================================================
# 3.2.3 Search
# ============================================================================================
def test_search_urban_one_per_three_rural_one_per_cube_intel_one_per_cube():
    st = kit.position(spaces={"prado": {"police": 2, "cells_u": 3}, "sayago": {"police": 2},
                              "government": {"police": 1}, "northern": {"police": 1, "cells_u": 3},
                              "southwest": {"police": 1}, "ciudad_vieja": {"police": 3, "cells_u": 2}},
                      intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st)
    st = start(st, GOV, "search")
    assert kit.options(st) == [("space", s) for s in ALL]  # any space
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "northern"), ("space", "ciudad_vieja"))
    assert kit.options(st) == [("lead", "info"), ("done", None)]      # 2.3.9: a 4th space for an Intel chit
    st = kit.answer(st, GOV, "done")
    # only adjacent cubes may come in
    assert kit.options(st) == [("move", ["sayago", "police"]), ("move", ["government", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["sayago", "police"]), ("done", None))
    assert kit.options(st) == [("move", ["sayago", "police"]), ("move", ["southwest", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["southwest", "police"]), ("done", None))
    # no cube stands next to Ciudad Vieja: that question is not even asked
    # Prado: 3 cubes would Activate 1; the Intel chit makes it 1 per cube
    assert kit.asking(st)["rule"] == "3.2.3" and kit.options(st) == [("intel", "info"), ("skip", None)]
    st = kit.answer(st, GOV, "intel", "info")
    done(st, t)                                            # no Intel left for Ciudad Vieja; none asked in Rural
    assert board(st) == {"prado": {"police": 3, "cells_a": 3}, "sayago": {"police": 1},
                         "government": {"police": 1}, "northern": {"police": 2, "cells_u": 1, "cells_a": 2},
                         "ciudad_vieja": {"police": 3, "cells_u": 1, "cells_a": 1}}
    assert st["intel_held"]["info"] == 0 and st["intel_pool"]["info"] == 4


def test_search_rural_never_asks_for_intel_and_urban_below_three_cubes_activates_nothing():
    st = kit.position(spaces={"northern": {"police": 1, "troops": 1, "cells_u": 3},
                              "aguada": {"police": 2, "cells_u": 1}},
                      intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st)
    st = start(st, GOV, "search")
    st = kit.answers(st, GOV, ("space", "northern"), ("space", "aguada"), ("done", None))   # no cube to move in
    # Rural: a Police and a Troop Activate 2 without any Intel question; then Aguada asks
    assert sp(st, "northern") == {"police": 1, "troops": 1, "cells_u": 1, "cells_a": 2}
    assert kit.options(st) == [("intel", "info"), ("skip", None)]
    st = kit.answer(st, GOV, "skip")
    done(st, t)
    assert sp(st, "aguada") == {"police": 2, "cells_u": 1} and st["intel_held"]["info"] == 1


def test_search_intel_in_a_strategic_center_and_troops_count_as_cubes():
    st = kit.position(spaces={"government": {"troops": 2, "cells_u": 3}, "prado": {"police": 1},
                              "ituzaingo": {"troops": 2, "police": 1, "cells_u": 2}},
                      intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st)
    st = start(st, GOV, "search")
    st = kit.answers(st, GOV, ("space", "government"), ("space", "ituzaingo"), ("done", None))
    assert kit.options(st) == [("move", ["prado", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["prado", "police"]))   # nothing else can move in, so nothing is asked
    # Government center: 3 cubes would Activate 1, the Intel chit makes it 3 (3.2.3: Strategic Centers too)
    assert kit.options(st) == [("intel", "info")] + [("skip", None)]
    st = kit.answer(st, GOV, "intel", "info")
    done(st, t)                                            # Ituzaingó: 2 Troops + 1 Police = 3 cubes, 1 Cell
    assert board(st) == {"government": {"troops": 2, "police": 1, "cells_a": 3},
                         "ituzaingo": {"troops": 2, "police": 1, "cells_u": 1, "cells_a": 1}}


def test_limited_search_intel_chit_adds_a_space():
    st = kit.position(spaces={"prado": {"police": 3, "cells_u": 1}, "government": {"police": 3, "cells_u": 1}},
                      intel_held={"info": 1}, intel_pool={"info": 3})
    t = kit.totals(st)
    st = start(st, GOV, "search", limited=True)
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("lead", "info"), ("done", None)]
    st = kit.answer(st, GOV, "lead", "info")
    st = kit.answer(st, GOV, "space", "government")
    # no third space: straight to the cube moves
    assert kit.asking(st)["prompt"].startswith("Search: move adjacent cubes into Prado")
    st = kit.answers(st, GOV, ("done", None), ("done", None))
    done(st, t)
    assert board(st) == {"prado": {"police": 3, "cells_a": 1}, "government": {"police": 3, "cells_a": 1}}
    assert st["intel_held"]["info"] == 0 and st["intel_pool"]["info"] == 4


# ============================================================================================
# 3.2.4 Arrest
# ============================================================================================
def test_arrest_urban_per_two_troops_or_three_police_rural_and_center_per_cube():
    st = kit.position(spaces={"prado": {"troops": 2, "police": 5, "cells_a": 4},    # 1 + 1 = 2
                              "armory": {"police": 2, "cells_a": 3},                # center: 2
                              "northern": {"troops": 1, "cells_a": 2},              # rural: 1
                              "aguada": {"police": 2, "cells_u": 1}},               # no Active piece
                      prison=1)
    t = kit.totals(st)
    st = start(st, GOV, "arrest")
    assert kit.options(st) == [("space", "prado"), ("space", "armory"), ("space", "northern")]
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "armory"), ("space", "northern"))
    done(st, t)
    assert board(st) == {"prado": {"troops": 2, "police": 5, "cells_a": 2}, "armory": {"police": 2, "cells_a": 1},
                         "northern": {"troops": 1, "cells_a": 1}, "aguada": {"police": 2, "cells_u": 1}}
    assert st["prison"] == 1 + 5


def test_arrest_two_police_in_urban_space_removes_nothing():
    st = kit.position(spaces={"aguada": {"police": 2, "cells_a": 1}})
    t = kit.totals(st)
    st = start(st, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "aguada")
    done(st, t)
    assert sp(st, "aguada") == {"police": 2, "cells_a": 1} and st["prison"] == 0
    assert texts(st, "3.2.4")[-1] == "Arrest in Aguada removes nothing."


def test_arrest_underground_cells_protect_a_safe_house_raid_does_not_care():
    st = kit.position(spaces={"prado": {"police": 6, "cells_a": 1, "cells_u": 1, "safe": 1}},
                      intel_held={"info": 2}, intel_pool={"info": 2},
                      supply_held={"arms": 1}, supply_pool={"arms": 1})
    t = kit.totals(st)
    safe = st["available"]["safe"]
    st = start(st, GOV, "arrest", with_sa=True)
    st = kit.answer(st, GOV, "space", "prado")
    # 6 Police could take 2 pieces: the Active Cell goes, the Underground Cell shields the Safe House (3.2.4)
    assert sp(st, "prado") == {"police": 6, "cells_u": 1, "safe": 1}
    assert st["prison"] == 1 and track(st, "political_will") == 18 and st["supply_held"]["arms"] == 1
    # Raid: the Underground Cell does not protect it (4.2.2 note); 2 Intel chits spent, no choice to make
    assert specials(st) == ["raid"]
    st = kit.answer(st, GOV, "special", "raid")
    assert kit.options(st) == [("space", "prado")]
    st = kit.answer(st, GOV, "space", "prado", chance=[{"draw": "arms"}])
    done(st, t)
    assert sp(st, "prado") == {"police": 6, "cells_u": 1}
    assert st["available"]["safe"] == safe + 1
    assert track(st, "political_will") == 19
    assert st["supply_held"]["arms"] == 0 and st["supply_pool"]["arms"] == 2
    assert st["intel_held"]["info"] == 0 and st["intel_pool"]["info"] == 4


def test_arrest_removes_a_safe_house_once_no_cell_remains():
    st = kit.position(spaces={"southeast": {"police": 3, "cells_a": 1, "safe": 1}},
                      supply_held={"orders": 1, "escape": 1}, supply_pool={"orders": 1, "escape": 1})
    t = kit.totals(st)
    safe = st["available"]["safe"]
    st = start(st, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "southeast", chance=[{"draw": "escape"}])
    done(st, t)
    assert sp(st, "southeast") == {"police": 3}
    assert st["prison"] == 1 and st["available"]["safe"] == safe + 1
    assert track(st, "political_will") == 19
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 1}
    assert st["supply_pool"]["escape"] == 2


def test_arrest_of_the_peoples_prison_clears_hostages_and_frees_the_reminder():
    st = kit.position(spaces={"northern": {"police": 3, "cells_a": 1, "safe": 1, "pp": True}},
                      supply_pool={"hostage": 2}, hostages_aside=1)
    assert st["pp"] == "northern" and st["pp_box"] == "safe_house"
    t = kit.totals(st)
    safe = st["available"]["safe"]
    st = start(st, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "northern")          # no Supply chit held: no random discard
    done(st, t)
    assert sp(st, "northern") == {"police": 3} and st["prison"] == 1
    assert st["pp"] is None and st["pp_box"] == "peoples_prison"
    assert st["available"]["safe"] == safe + 1             # the reminder Safe House comes back (1.4.4)
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == HOSTAGES
    assert track(st, "political_will") == 19
    assert "The Safe House removed from Northern Uruguay is the People's Prison." in texts(st, "1.4.4")


def test_arrest_two_safe_houses_one_the_peoples_prison_blind_draw():
    st = kit.position(spaces={"northern": {"police": 4, "safe": 2, "pp": True}},
                      supply_pool={"hostage": 1}, hostages_aside=2, tracks={"political_will": 10})
    t = kit.totals(st)
    assert st["available"]["safe"] == 1
    st = start(st, GOV, "arrest", limited=True)
    # the first disk taken is drawn blind: a plain Safe House; the second is then the People's Prison
    st = kit.answer(st, GOV, "space", "northern", chance=[{"draw": "safe_house"}])
    done(st, t)
    assert sp(st, "northern") == {"police": 4}
    assert st["pp"] is None and st["pp_box"] == "peoples_prison" and st["available"]["safe"] == 3
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == HOSTAGES
    assert track(st, "political_will") == 12


def test_limited_arrest_intel_chit_adds_a_space():
    st = kit.position(spaces={"armory": {"police": 1, "cells_a": 1}, "casino": {"police": 1, "cells_a": 1}},
                      intel_held={"false_info": 1}, intel_pool={"false_info": 0})   # e.g. kept under U12
    t = kit.totals(st)
    st = start(st, GOV, "arrest", limited=True)
    st = kit.answer(st, GOV, "space", "armory")
    assert kit.options(st) == [("lead", "false_info"), ("done", None)]
    st = kit.answers(st, GOV, ("lead", "false_info"), ("space", "casino"))
    done(st, t)
    assert board(st) == {"armory": {"police": 1}, "casino": {"police": 1}} and st["prison"] == 2
    assert st["intel_pool"]["false_info"] == 1


# ============================================================================================
# 3.3.1 Recruit
# ============================================================================================
def test_recruit_urban_one_cell_safe_house_two_rural_needs_safe_house():
    st = kit.position(spaces={"malvin": {"safe": 1}})
    t = kit.totals(st)
    cells, safe = st["available"]["cells"], st["available"]["safe"]
    st = start(st, TUP, "recruit")
    assert kit.options(st) == [("space", s) for s in URBAN_RURAL]
    st = kit.answer(st, TUP, "space", "prado")             # Urban without a Safe House: 1 Cell, no question
    st = kit.answer(st, TUP, "space", "malvin")
    assert kit.options(st) == [("number", 1), ("number", 2)]
    st = kit.answer(st, TUP, "number", 2)
    st = kit.answer(st, TUP, "space", "southwest")         # Rural without a Safe House: no Cell
    assert "No Safe House in Southwest Uruguay: Recruit places no Cell there." in texts(st, "3.3.1")
    # then a Safe House may go into one chosen space holding a Cell (Southwest has none)
    assert kit.options(st) == [("space", "prado"), ("space", "malvin"), ("done", None)]
    st = kit.answer(st, TUP, "space", "prado")
    done(st, t)
    assert board(st) == {"prado": {"cells_u": 1, "safe": 1}, "malvin": {"cells_u": 2, "safe": 1}}
    assert st["available"]["cells"] == cells - 3 and st["available"]["safe"] == safe - 1


def test_recruit_rural_with_safe_house_and_safe_house_into_rural_space_with_a_cell():
    # Expansion: 4 Safe Houses, 3 on the map, 1 Available
    st = kit.position(spaces={"northern": {"safe": 1}, "southeast": {"cells_a": 1}, "malvin": {"safe": 2,
                                                                                            "cells_u": 1}},
                      tracks={"structure": "expansion"})
    st["available"]["safe"], st["expansion"]["safe"] = st["available"]["safe"] + 1, st["expansion"]["safe"] - 1
    assert st["available"]["safe"] == 1
    t = kit.totals(st)
    st = start(st, TUP, "recruit")
    st = kit.answers(st, TUP, ("space", "northern"), ("number", 2), ("space", "southeast"), ("space", "malvin"),
                     ("number", 1))
    # Malvín already holds 2 Safe Houses (1.4.2): not offered
    assert kit.options(st) == [("space", "northern"), ("space", "southeast"), ("done", None)]
    st = kit.answer(st, TUP, "space", "southeast")
    done(st, t)
    assert board(st) == {"northern": {"cells_u": 2, "safe": 1}, "southeast": {"cells_a": 1, "safe": 1},
                         "malvin": {"cells_u": 2, "safe": 2}}
    assert st["available"]["safe"] == 0


def test_recruit_no_safe_house_question_when_none_available():
    st = kit.position(spaces={"northern": {"safe": 1}, "southeast": {"safe": 1}, "carrasco": {"safe": 1}})
    assert st["available"]["safe"] == 0                    # Control: 3 Safe Houses, all on the map
    t = kit.totals(st)
    st = start(st, TUP, "recruit", limited=True)
    st = kit.answer(st, TUP, "space", "prado")
    done(st, t)
    assert sp(st, "prado") == {"cells_u": 1}


def test_recruit_with_only_one_cell_available_asks_no_number():
    st = kit.position(spaces={"malvin": {"safe": 1}, "southwest": {"cells_u": 11}})
    t = kit.totals(st)
    assert st["available"]["cells"] == 1
    st = start(st, TUP, "recruit", limited=True)
    st = kit.answer(st, TUP, "space", "malvin")
    assert kit.asking(st)["prompt"].startswith("Recruit: add a Safe House")
    st = kit.answer(st, TUP, "done")
    done(st, t)
    assert sp(st, "malvin") == {"cells_u": 1, "safe": 1} and st["available"]["cells"] == 0


# ============================================================================================
# 2.3.9 / 1.8.1 Orders: one more space for a Tupamaros Operation, once per card
# ============================================================================================
def test_orders_chit_adds_a_space_even_when_limited_but_only_once_per_card():
    st = kit.position(spaces={"prado": {"cells_u": 2}, "aguada": {"cells_u": 1}},
                      supply_held={"orders": 2}, supply_pool={"orders": 0})
    t = kit.totals(st)
    st = start(st, TUP, "recruit", limited=True)
    st = kit.answer(st, TUP, "space", "prado")
    assert kit.options(st) == [("orders", None), ("done", None)]
    st = kit.answer(st, TUP, "orders")
    assert st["supply_held"]["orders"] == 1 and st["supply_pool"]["orders"] == 1 and st["turn"]["orders_used"]
    st = kit.answer(st, TUP, "space", "aguada")
    # still one Orders chit held, but only one may be played per card: the Recruit's spaces are done
    assert kit.asking(st)["prompt"].startswith("Recruit: add a Safe House")
    st = kit.answer(st, TUP, "done")
    done(st, t)
    assert board(st) == {"prado": {"cells_u": 3}, "aguada": {"cells_u": 2}}
    # a second Operation on the same card: no Orders offered
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "prado")
    done(st, t)
    assert st["supply_held"]["orders"] == 1
    # next card: the Orders chit may be played again
    st["turn"]["orders_used"] = False
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "prado")
    assert kit.options(st) == [("orders", None), ("done", None)]


def test_orders_chit_adds_a_fourth_space_to_a_full_operation():
    st = kit.position(spaces={s: {"cells_u": 1} for s in ("prado", "aguada", "sayago", "malvin")},
                      supply_held={"orders": 1}, supply_pool={"orders": 1})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage")
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "aguada"), ("space", "sayago"))
    assert kit.options(st) == [("orders", None), ("done", None)]
    st = kit.answers(st, TUP, ("orders", None), ("space", "malvin"))
    done(st, t)
    assert board(st) == {s: {"cells_a": 1, "sabotage": 1} for s in ("sayago", "prado", "aguada", "malvin")}
    assert st["supply_held"]["orders"] == 0 and st["supply_pool"]["orders"] == 2


def test_intel_lead_is_not_offered_to_deploy_nor_orders_to_the_government():
    st = kit.position(intel_held={"info": 1}, intel_pool={"info": 3}, supply_held={"orders": 1},
                      supply_pool={"orders": 1})
    st = start(st, GOV, "deploy", limited=True)
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.asking(st) is None


# ============================================================================================
# 3.3.2 Travel
# ============================================================================================
def test_travel_safe_house_flips_underground_other_cells_keep_their_side():
    st = kit.position(spaces={"prado": {"cells_u": 1, "cells_a": 2}, "malvin": {"safe": 1}})
    t = kit.totals(st)
    st = start(st, TUP, "travel")
    assert kit.options(st) == [("space", "prado")]         # origins: spaces with Cells
    st = kit.answer(st, TUP, "space", "prado")
    # any space, the origin itself included (3.3.2)
    assert kit.options(st) == [("space", s) for s in ALL] + [("done", None)]
    st = kit.answer(st, TUP, "space", "malvin")
    assert kit.options(st) == [("number", 0), ("number", 1)]
    st = kit.answer(st, TUP, "number", 0)
    assert kit.options(st) == [("number", 1), ("number", 2)]   # the group may not be empty
    st = kit.answer(st, TUP, "number", 1)
    st = kit.answers(st, TUP, ("space", "sayago"), ("number", 1), ("number", 1))
    # Prado is empty: on to the next origin. Malvín's Cell reached a Safe House and may go on; Sayago's two
    # reached none and have finished moving (3.3.2 note), so Sayago is no origin
    assert kit.options(st) == [("space", "malvin"), ("done", None)]
    st = kit.answer(st, TUP, "done")
    done(st, t)
    assert board(st) == {"malvin": {"cells_u": 1, "safe": 1}, "sayago": {"cells_u": 1, "cells_a": 1}}


def test_travel_into_strategic_center_goes_active_when_group_plus_cubes_exceed_three():
    st = kit.position(spaces={"aguada": {"cells_u": 2}, "armory": {"police": 2},
                              "prado": {"cells_u": 2}, "government": {"police": 1}})
    t = kit.totals(st)
    st = start(st, TUP, "travel")
    st = kit.answers(st, TUP, ("space", "aguada"), ("space", "armory"), ("number", 2))    # 2 + 2 > 3
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "government"), ("number", 2))  # 2 + 1 = 3
    done(st, t)                      # no origin left: every Cell on the map has arrived without a Safe House
    assert board(st) == {"armory": {"police": 2, "cells_a": 2}, "government": {"police": 1, "cells_u": 2}}
    assert "Too many eyes in Armory: the Cells are Active." in texts(st, "3.3.2")


def test_travel_escape_chit_keeps_a_group_underground_in_a_strategic_center():
    st = kit.position(spaces={"aguada": {"cells_u": 2}, "armory": {"police": 2}, "prado": {"cells_u": 1}},
                      supply_held={"escape": 1}, supply_pool={"escape": 1})
    t = kit.totals(st)
    st = start(st, TUP, "travel")
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "sayago"), ("number", 1))
    # an Underground group into a plain space: nothing to flip, no Escape question
    assert kit.asking(st)["prompt"].startswith("Travel: choose an origin")
    st = kit.answers(st, TUP, ("space", "aguada"), ("space", "armory"), ("number", 2))
    assert kit.asking(st)["rule"] == "1.8.1" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, TUP, "yes")
    done(st, t)                      # no origin left: every Cell on the map has arrived without a Safe House
    assert board(st) == {"armory": {"police": 2, "cells_u": 2}, "sayago": {"cells_u": 1}}
    assert st["supply_held"]["escape"] == 0 and st["supply_pool"]["escape"] == 2


def test_travel_escape_chit_flips_active_cells_without_a_safe_house():
    st = kit.position(spaces={"aguada": {"cells_a": 1}}, supply_held={"escape": 2}, supply_pool={"escape": 0})
    t = kit.totals(st)
    st = start(st, TUP, "travel", limited=True)
    st = kit.answers(st, TUP, ("space", "aguada"), ("space", "carrasco"), ("number", 1), ("no", None))
    done(st, t)
    assert board(st) == {"carrasco": {"cells_a": 1}} and st["supply_held"]["escape"] == 2


def test_limited_travel_one_origin_several_destinations():
    st = kit.position(spaces={"prado": {"cells_u": 2}, "aguada": {"cells_u": 1}})
    t = kit.totals(st)
    st = start(st, TUP, "travel", limited=True, with_sa=True)
    assert "special" not in verbs(st)
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "sayago"), ("number", 1))
    st = kit.answers(st, TUP, ("space", "ituzaingo"), ("number", 1))
    done(st, t)                                            # Aguada may not be a second origin
    assert board(st) == {"sayago": {"cells_u": 1}, "ituzaingo": {"cells_u": 1}, "aguada": {"cells_u": 1}}


def test_limited_travel_orders_chit_adds_a_second_origin():
    st = kit.position(spaces={"prado": {"cells_u": 1}, "aguada": {"cells_a": 1}, "malvin": {"safe": 1}},
                      supply_held={"orders": 1}, supply_pool={"orders": 1})
    t = kit.totals(st)
    st = start(st, TUP, "travel", limited=True)
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "government"), ("number", 1))
    assert kit.options(st) == [("orders", None), ("done", None)]
    st = kit.answer(st, TUP, "orders")
    # origins with Cells not yet selected; the Cell that reached the Government Strategic Center (no Safe House
    # there) has finished moving (3.3.2 note)
    assert spaces_offered(st) == ["aguada"]
    st = kit.answers(st, TUP, ("space", "aguada"), ("space", "malvin"), ("number", 1))
    done(st, t)
    assert board(st) == {"government": {"cells_u": 1}, "malvin": {"safe": 1, "cells_u": 1}}
    assert st["supply_held"]["orders"] == 0 and st["supply_pool"]["orders"] == 2


def test_travel_may_end_in_the_origin_space_to_go_underground():
    # 3.3.2: a Travel may end in the Cells' own space; a Safe House there flips them
    st = kit.position(spaces={"malvin": {"safe": 1, "cells_a": 2}})
    t = kit.totals(st)
    st = start(st, TUP, "travel", limited=True)
    st = kit.answer(st, TUP, "space", "malvin")
    assert ("space", "malvin") in kit.options(st)
    st = kit.answers(st, TUP, ("space", "malvin"), ("number", 2))
    # the Cells that arrived at a Safe House may move on, the origin being selected (3.3.2 note)
    assert kit.asking(st)["prompt"].startswith("Travel: move Cells from Malvín")
    st = kit.answer(st, TUP, "done")
    done(st, t)
    assert sp(st, "malvin") == {"safe": 1, "cells_u": 2}


def test_travel_group_cannot_be_split_to_dodge_activation():
    st = kit.position(spaces={"aguada": {"cells_u": 2}, "armory": {"police": 2}})
    st = start(st, TUP, "travel", limited=True)
    st = kit.answers(st, TUP, ("space", "aguada"), ("space", "armory"), ("number", 1))
    if ("space", "armory") in kit.options(st):             # a second group to the same destination ...
        st = kit.answers(st, TUP, ("space", "armory"), ("number", 1))
        # ... is the same group: 2 moving Cells + 2 cubes > 3, all of them Active
        assert sp(st, "armory") == {"police": 2, "cells_a": 2}


def test_travel_cells_that_arrived_without_a_safe_house_do_not_move_again():
    st = kit.position(spaces={"prado": {"cells_u": 2}, "sayago": {"cells_u": 1}})
    st = start(st, TUP, "travel")
    st = kit.answers(st, TUP, ("space", "prado"), ("space", "sayago"), ("number", 2))
    st = kit.answers(st, TUP, ("space", "sayago"), ("space", "northern"))
    assert kit.options(st) == [("number", 0), ("number", 1)]   # only Sayago's own Cell
    t = kit.totals(st)
    st = kit.answer(st, TUP, "number", 1)
    # Sayago's 2 arrivals stay put, and so does the Cell now in Northern Uruguay: no origin is left
    done(st, t)
    assert board(st) == {"sayago": {"cells_u": 2}, "northern": {"cells_u": 1}}


# ============================================================================================
# 3.3.3 Sabotage and the Strategic Centers (1.3.4)
# ============================================================================================
def test_sabotage_activates_a_cell_places_marker_and_arms_adds_one():
    st = kit.position(spaces={"prado": {"cells_u": 2}, "aguada": {"cells_u": 1}, "sayago": {"cells_a": 1}},
                      supply_held={"arms": 1}, supply_pool={"arms": 1})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage")
    assert kit.options(st) == [("space", "prado"), ("space", "aguada")]   # Underground Cells only
    st = kit.answer(st, TUP, "space", "prado")
    assert kit.asking(st)["rule"] == "1.8.1" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, TUP, "yes")
    st = kit.answer(st, TUP, "space", "aguada")            # no Arms left: no question
    done(st, t)                                            # no Underground Cell in an unselected space
    assert board(st) == {"prado": {"cells_u": 1, "cells_a": 1, "sabotage": 2},
                         "aguada": {"cells_a": 1, "sabotage": 1}, "sayago": {"cells_a": 1}}
    assert st["supply_held"]["arms"] == 0 and st["supply_pool"]["arms"] == 2
    assert track(st, "political_will") == 18 and track(st, "public_sympathy") == 2


def sabotage_center(center, chance=None, **fields):
    st = kit.position(spaces={center: {"cells_u": 1}}, **fields)
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", center, chance=chance)
    return st, t


def test_sabotage_armory_gains_an_arms_chit():
    st, t = sabotage_center("armory", tracks={"structure": "expansion"})   # a named chit: no random draw
    done(st, t)
    assert sp(st, "armory") == {"cells_a": 1, "sabotage": 1}
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 0} and st["supply_pool"]["arms"] == 1


def test_sabotage_armory_with_no_arms_in_pool_gains_nothing():
    st, t = sabotage_center("armory", supply_held={"arms": 2}, supply_pool={"arms": 0})
    st = kit.answer(st, TUP, "no")                         # keep the Arms chits
    done(st, t)
    assert st["supply_held"] == {"arms": 2, "escape": 0, "orders": 0}


def test_sabotage_casino_gains_a_chosen_supply_chit_at_control():
    st, t = sabotage_center("casino", supply_pool={"hostage": 1}, hostages_aside=2)
    assert kit.asking(st)["rule"] == "1.8.1"
    assert kit.options(st) == [("chit", "arms"), ("chit", "escape"), ("chit", "orders"), ("chit", "hostage")]
    st = kit.answer(st, TUP, "chit", "orders")
    # the Orders chit just gained buys a space only where one could still be Sabotaged (2.3.9): none here
    done(st, t)
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 1} and st["supply_pool"]["orders"] == 1


def test_sabotage_casino_draws_at_random_at_expansion():
    st, t = sabotage_center("casino", chance=[{"draw": "escape"}], tracks={"structure": "expansion"})
    done(st, t)
    assert st["supply_held"] == {"arms": 0, "escape": 1, "orders": 0}


def test_sabotage_government_lowers_political_will():
    st, t = sabotage_center("government")
    done(st, t)
    assert track(st, "political_will") == 17 and sp(st, "government") == {"cells_a": 1, "sabotage": 1}


def test_sabotage_prison_returns_up_to_two_cells():
    st, t = sabotage_center("prison", prison=3)
    cells = st["available"]["cells"]
    assert kit.options(st) == [("number", 0), ("number", 1), ("number", 2)]
    st = kit.answer(st, TUP, "number", 2)
    done(st, t)
    assert st["prison"] == 1 and st["available"]["cells"] == cells + 2


def test_sabotage_prison_with_empty_prison_box_asks_nothing():
    st, t = sabotage_center("prison")
    done(st, t)
    assert st["prison"] == 0 and sp(st, "prison") == {"cells_a": 1, "sabotage": 1}


def test_sabotage_university_shifts_sympathy_toward_support():
    st, t = sabotage_center("university", tracks={"public_sympathy": 2})
    done(st, t)
    assert track(st, "public_sympathy") == 3


def test_sabotage_university_at_support_triggers_the_track_edge():
    st = kit.position(spaces={"university": {"cells_u": 1}, "prado": {"cells_u": 1}},
                      tracks={"public_sympathy": 4})
    t = kit.totals(st)
    st = start(st, TUP, "sabotage", limited=True)
    st = kit.answer(st, TUP, "space", "university")
    assert kit.asking(st)["rule"] == "6.6.4"
    assert kit.options(st) == [("place", "prado"), ("skip", None)]    # never into a Strategic Center
    st = kit.answer(st, TUP, "place", "prado")
    done(st, t)
    assert track(st, "public_sympathy") == 4 and sp(st, "prado") == {"cells_u": 1, "safe": 1}


# ============================================================================================
# 3.3.4 Rob
# ============================================================================================
def test_rob_control_chooses_chits_equal_to_economic_value():
    st = kit.position(spaces={"ciudad_vieja": {"cells_u": 1}, "prado": {"cells_u": 2}, "northern": {"cells_u": 1},
                              "armory": {"cells_u": 1}, "aguada": {"cells_a": 1}},
                      supply_pool={"hostage": 1}, hostages_aside=2)
    t = kit.totals(st)
    st = start(st, TUP, "rob")
    assert kit.options(st) == [("space", "prado"), ("space", "ciudad_vieja")]   # Urban, Underground Cell
    st = kit.answer(st, TUP, "space", "ciudad_vieja")      # Economic Value 2
    st = kit.answer(st, TUP, "chit", "hostage")            # a ransom: -1 Political Will, marker set aside
    assert track(st, "political_will") == 17 and st["hostages_aside"] == HOSTAGES
    assert kit.options(st) == [("chit", "arms"), ("chit", "escape"), ("chit", "orders")]
    st = kit.answer(st, TUP, "chit", "arms")
    st = kit.answer(st, TUP, "space", "prado")             # Economic Value 1
    st = kit.answer(st, TUP, "chit", "orders")
    done(st, t)
    assert board(st) == {"ciudad_vieja": {"cells_a": 1}, "prado": {"cells_u": 1, "cells_a": 1},
                         "northern": {"cells_u": 1}, "armory": {"cells_u": 1}, "aguada": {"cells_a": 1}}
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 1}
    assert st["supply_pool"] == {"arms": 1, "escape": 2, "orders": 1, "hostage": 0}


def test_rob_expansion_draws_at_random():
    st = kit.position(spaces={"punta_carretas": {"cells_u": 1}, "prado": {"cells_u": 1}},
                      tracks={"structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "rob", limited=True)
    st = kit.answer(st, TUP, "space", "punta_carretas", chance=[{"draw": "escape"}, {"draw": "escape"}])
    done(st, t)                                            # Limited: Prado is not offered
    assert st["supply_held"] == {"arms": 0, "escape": 2, "orders": 0} and st["supply_pool"]["escape"] == 0
    assert board(st) == {"punta_carretas": {"cells_a": 1}, "prado": {"cells_u": 1}}


def test_rob_with_an_empty_pool_gains_nothing():
    st = kit.position(spaces={"carrasco": {"cells_u": 1}},
                      supply_held={"arms": 1, "escape": 2, "orders": 2}, supply_pool={"arms": 1, "escape": 0,
                                                                                     "orders": 0})
    st["turn"]["orders_used"] = True                       # (keeps the Orders chits out of the way)
    t = kit.totals(st)
    st = start(st, TUP, "rob", limited=True)
    st = kit.answer(st, TUP, "space", "carrasco")          # only one chit left: Control still chooses
    assert kit.options(st) == [("chit", "arms")]
    st = kit.answer(st, TUP, "chit", "arms")
    done(st, t)
    assert st["supply_held"] == {"arms": 2, "escape": 2, "orders": 2}
    assert "The Supply chit pool is empty." in texts(st, "3.3.4")


def test_u19_control_rob_gains_double():
    st = kit.position(spaces={"carrasco": {"cells_u": 1}}, capabilities={"U19": "structure"})
    t = kit.totals(st)
    st = start(st, TUP, "rob", limited=True)
    st = kit.answers(st, TUP, ("space", "carrasco"), ("chit", "arms"), ("chit", "arms"), ("chit", "escape"),
                     ("chit", "escape"))
    done(st, t)                                            # Economic Value 2, doubled: 4 chits
    assert st["supply_held"] == {"arms": 2, "escape": 2, "orders": 0}


def test_u19_expansion_rob_gains_at_most_one():
    st = kit.position(spaces={"carrasco": {"cells_u": 1}}, capabilities={"U19": "structure"},
                      tracks={"structure": "expansion"})
    t = kit.totals(st)
    st = start(st, TUP, "rob", limited=True)
    st = kit.answer(st, TUP, "space", "carrasco", chance=[{"draw": "arms"}])
    done(st, t)
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 0}
