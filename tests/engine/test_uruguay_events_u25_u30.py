"""Scenario tests for the Uruguay Events U25-U30 (engine/games/uruguay/events/u25_u36.py).

Every test builds a position by hand, runs one card side, answers its questions and checks the exact outcome.
"""

import uruguay_kit as kit

GOV, TUP = kit.GOV, kit.TUP


# ----- U25 Geoffrey Jackson's Disappearance Investigated -----
def test_u25_top_reveals_the_peoples_prison_publicly_then_limited_search():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True, "cells_u": 2, "police": 2},
                               "sayago": {"police": 2}})
    st = kit.effect(st0, "U25", "top", TUP)
    reveal = [e for e in st["log"] if e["rule"] == "U25"]
    assert reveal == [{"rule": "U25", "text": "The Tupamaros reveal the People's Prison: it is in Prado."}]  # no "to"
    assert kit.role_asked(st) == GOV and kit.options(st) == [("yes", None), ("no", None)]
    st = kit.answer(st, GOV, "yes")
    assert len(kit.spaces_offered(st)) == 17                   # a Search may pick any space
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("move", ["sayago", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["sayago", "police"]), ("done", None))
    # Limited: one space only, so the Search resolves at once: 3 cubes activate 1 Cell
    assert st["spaces"]["prado"]["police"] == 3 and st["spaces"]["sayago"]["police"] == 1
    assert st["spaces"]["prado"]["cells_a"] == 1 and st["spaces"]["prado"]["cells_u"] == 1
    assert st["pp"] == "prado"
    kit.finished(st0, st)


def test_u25_top_without_peoples_prison_and_search_declined():
    st0 = kit.position(spaces={"prado": {"safe": 1, "cells_u": 2, "police": 3}})
    st = kit.effect(st0, "U25", "top", GOV)
    assert "The People's Prison is not on the map: there is nothing to reveal." in kit.texts(st, "U25")
    st = kit.answer(st, GOV, "no")
    assert st["spaces"] == st0["spaces"]
    kit.finished(st0, st)


def test_u25_bottom_adds_two_hostages_when_the_peoples_prison_is_on_the_map():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "pp": True}})
    st = kit.effect(st0, "U25", "bottom", TUP)
    assert st["supply_pool"]["hostage"] == 2 and st["hostages_aside"] == 1
    kit.finished(st0, st)


def test_u25_bottom_adds_only_the_hostages_left_aside():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "pp": True}}, hostages_aside=1,
                       supply_pool={"hostage": 2})
    st = kit.effect(st0, "U25", "bottom", GOV)
    assert st["supply_pool"]["hostage"] == 3 and st["hostages_aside"] == 0
    assert "Only 1 Hostage marker could be added (none left aside)." in kit.texts(st, "U25")
    kit.finished(st0, st)


def test_u25_bottom_nothing_without_peoples_prison():
    st0 = kit.position(spaces={"aguada": {"safe": 1}})
    st = kit.effect(st0, "U25", "bottom", TUP)
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3
    assert kit.texts(st, "U25") == ["The People's Prison is not on the map: no Hostage is added."]
    kit.finished(st0, st)


def test_u25_news_has_no_effect():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "pp": True, "cells_u": 1}})
    st = kit.effect(st0, "U25", "news")
    assert st["spaces"] == st0["spaces"] and st["tracks"] == st0["tracks"]
    assert kit.texts(st, "5.4") == ["No effect."]
    kit.finished(st0, st)


# ----- U26 "Four Soldiers" Incident Infuriates Army -----
def test_u26_top_four_limited_operations_and_one_special_activity():
    st0 = kit.jailed(kit.position(spaces={"northern": {"troops": 2, "cells_a": 1, "cells_u": 1},
                                      "prado": {"police": 3, "cells_a": 1}},
                              tracks={"military_intervention": True}), 4)
    st = kit.effect(st0, "U26", "top", TUP)          # executed by the Tupamaros: the Government still decides
    assert kit.role_asked(st) == GOV
    assert kit.options(st) == [("op", "deploy"), ("op", "patrol"), ("op", "search"), ("op", "arrest")]  # no skip
    # 1: Limited Arrest with Interrogate paired to it
    st = kit.answer(st, GOV, "op", "arrest")
    assert ("special", "interrogate") in kit.options(st)
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}, {"draw": "info"}])
    assert st["intel_held"]["info"] == 2
    st = kit.answer(st, GOV, "space", "northern")
    assert st["spaces"]["northern"]["cells_a"] == 0 and st["prison"] == 5
    assert kit.options(st) == [("lead", "info"), ("done", None)]   # one space only, unless an Intel lead
    st = kit.answer(st, GOV, "done")
    # 2: Limited Arrest again: the Special Activity is spent
    assert "Special Activity" not in kit.asking(st)["prompt"]
    st = kit.answer(st, GOV, "op", "arrest")
    assert ("special", "interrogate") not in kit.options(st) and ("special", "raid") not in kit.options(st)
    st = kit.answer(st, GOV, "space", "prado")
    assert st["spaces"]["prado"]["cells_a"] == 0 and st["prison"] == 6   # no other space to buy with Intel
    # 3: Limited Search in Northern with the Troops already there (per cube in a Rural space)
    st = kit.answers(st, GOV, ("op", "search"), ("space", "northern"))
    assert kit.options(st) == [("lead", "info"), ("done", None)]
    st = kit.answers(st, GOV, ("done", None))                   # no cube next door: no moving question
    assert st["spaces"]["northern"]["cells_a"] == 1
    # 4: Limited Deploy, then Military Intervention lets Troops move
    assert kit.asking(st)["prompt"].startswith("U26: Limited Operation 4 of 4")
    st = kit.answers(st, GOV, ("op", "deploy"), ("space", "aguada"))
    assert st["spaces"]["aguada"]["police"] == 1
    assert kit.asking(st)["prompt"] == "Move Troops to one space?"
    st = kit.answers(st, GOV, ("space", "aguada"), ("space", "northern"), ("done", None))
    assert st["spaces"]["aguada"]["troops"] == 1 and st["spaces"]["northern"]["troops"] == 1
    kit.finished(st0, st)


def test_u26_top_special_activity_may_go_with_a_later_operation():
    st0 = kit.jailed(kit.position(spaces={"prado": {"police": 3, "cells_a": 1}},
                              tracks={"military_intervention": True}), 2)
    st = kit.effect(st0, "U26", "top", GOV)
    st = kit.answers(st, GOV, ("op", "deploy"), ("space", "aguada"))
    assert kit.options(st) == [("special", "censor"), ("done", None)]      # offered after the space, declined
    st = kit.answer(st, GOV, "done")                                       # (no Troops to move)
    assert "Special Activity" in kit.asking(st)["prompt"]
    st = kit.answer(st, GOV, "op", "patrol")
    assert kit.options(st)[-2:] == [("special", "censor"), ("special", "interrogate")]
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}])
    assert st["intel_held"]["info"] == 1
    assert not [o for o in kit.options(st) if o[0] == "special"]
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "aguada"), ("done", None))
    assert kit.options(st) == [("space", "prado"), ("done", None)]         # the Patrol's Arrest, Police only
    st = kit.answer(st, GOV, "space", "prado")
    assert st["spaces"]["prado"] == {**st0["spaces"]["prado"], "police": 4, "cells_a": 0}
    assert st["prison"] == 3 and st["spaces"]["aguada"]["police"] == 0
    assert kit.asking(st)["prompt"] == "U26: Limited Operation 3 of 4."
    st = kit.answers(st, GOV, ("op", "search"), ("space", "carrasco"), ("done", None))
    st = kit.answers(st, GOV, ("op", "search"), ("space", "malvin"), ("done", None))
    kit.finished(st0, st)


def test_u26_top_needs_military_intervention():
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_a": 1}})
    st = kit.effect(st0, "U26", "top", GOV)
    assert kit.texts(st, "U26") == ["No Military Intervention yet: no effect."]
    assert st["spaces"] == st0["spaces"]
    kit.finished(st0, st)


def test_u26_bottom_lowers_political_will_without_military_intervention():
    st0 = kit.position(tracks={"political_will": 9})
    st = kit.effect(st0, "U26", "bottom", TUP)
    assert st["tracks"]["political_will"] == 7
    kit.finished(st0, st)


def test_u26_bottom_stops_at_zero_and_does_nothing_after_intervention():
    st = kit.effect(kit.position(tracks={"political_will": 1}), "U26", "bottom", TUP)
    assert st["tracks"]["political_will"] == 0
    st0 = kit.position(tracks={"political_will": 9, "military_intervention": True})
    st = kit.effect(st0, "U26", "bottom", TUP)
    assert st["tracks"]["political_will"] == 9
    kit.finished(st0, st)


def test_u26_news_places_up_to_two_underground_cells_in_the_university():
    st0 = kit.position()
    st = kit.effect(st0, "U26", "news")
    assert kit.role_asked(st) == TUP and kit.options(st) == [("number", 0), ("number", 1), ("number", 2)]
    st = kit.answer(st, TUP, "number", 2)
    assert st["spaces"]["university"]["cells_u"] == 2 and st["available"]["cells"] == 10
    kit.finished(st0, st)


def test_u26_news_limited_by_available_cells_and_declinable():
    st0 = kit.position(available={"cells": 1})
    st0["expansion"]["cells"] += 11
    st = kit.effect(st0, "U26", "news")
    assert kit.options(st) == [("number", 0), ("number", 1)]
    st = kit.answer(st, TUP, "number", 0)
    assert st["spaces"]["university"]["cells_u"] == 0
    kit.finished(st0, st)
    st0["available"]["cells"], st0["expansion"]["cells"] = 0, st0["expansion"]["cells"] + 1
    st = kit.effect(st0, "U26", "news")
    assert kit.texts(st, "U26") == ["No Cell is Available: none can be placed in the University."]
    kit.finished(st0, st)


# ----- U27 "Paysandú Proclamation" Suggests Escalating Violence -----
def test_u27_top_search_then_arrest_in_rural_spaces():
    st0 = kit.position(spaces={"northern": {"cells_u": 1, "safe": 1}, "sayago": {"police": 2},
                               "southwest": {"police": 1, "cells_a": 1}},
                       supply_held={"arms": 1}, supply_pool={"arms": 1}, intel_held={"info": 1},
                       intel_pool={"info": 3})
    st = kit.effect(st0, "U27", "top", TUP)
    assert kit.role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes")
    assert kit.spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, GOV, ("space", "northern"), ("space", "southeast"))
    # 2 spaces and no Intel lead for a 3rd: the cubes move in once both are chosen
    assert kit.options(st) == [("move", ["sayago", "police"]), ("move", ["southwest", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["sayago", "police"]), ("move", ["sayago", "police"]), ("done", None))
    # (no cube stands next to Southeast: that question is not asked)
    assert st["spaces"]["northern"]["cells_a"] == 1 and st["spaces"]["northern"]["police"] == 2
    # Arrest: only the searched spaces (Southwest has cubes and an Active Cell but was not searched)
    assert kit.spaces_offered(st) == ["northern"]
    st = kit.answer(st, GOV, "space", "northern")
    assert st["spaces"]["northern"]["cells_a"] == 0 and st["spaces"]["northern"]["safe"] == 0
    assert st["prison"] == 1 and st["tracks"]["political_will"] == 19
    assert st["spaces"]["southwest"]["cells_a"] == 1
    assert st["supply_held"]["arms"] == 0 and st["intel_held"]["info"] == 1
    kit.finished(st0, st)


def test_u27_top_random_supply_discard_on_safe_house_removal_and_declined():
    st0 = kit.position(spaces={"southeast": {"safe": 1, "cells_a": 1, "troops": 0}, "carrasco": {"police": 2}},
                       supply_held={"orders": 1}, supply_pool={"orders": 1})
    st = kit.effect(st0, "U27", "top", GOV)
    st = kit.answer(st, GOV, "no")
    assert st["spaces"] == st0["spaces"]
    kit.finished(st0, st)
    st = kit.effect(st0, "U27", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "southeast"), ("done", None),
                     ("move", ["carrasco", "police"]), ("move", ["carrasco", "police"]))
    st = kit.answer(st, GOV, "space", "southeast", chance=[{"draw": "orders"}])
    assert st["spaces"]["southeast"]["safe"] == 0 and st["supply_held"]["orders"] == 0
    assert st["tracks"]["political_will"] == 19 and st["prison"] == 1
    kit.finished(st0, st)


def test_u27_top_nothing_to_arrest_after_the_search():
    st0 = kit.position(spaces={"northern": {"cells_u": 1}})
    st = kit.effect(st0, "U27", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "northern"), ("done", None))
    assert "No searched space has cubes and Active Tupamaros pieces: no Arrest." in kit.texts(st, "U27")
    assert st["spaces"]["northern"]["cells_u"] == 1
    kit.finished(st0, st)


def test_u27_bottom_three_limited_operations_in_rural_spaces():
    st0 = kit.position(spaces={"prado": {"cells_u": 2, "cells_a": 1}})
    st = kit.effect(st0, "U27", "bottom", GOV)
    assert kit.role_asked(st) == TUP
    assert kit.options(st) == [("op", "recruit"), ("op", "travel"), ("skip", None)]   # no Rob, no Sabotage yet
    # 1: Travel from Prado: only Rural destinations
    st = kit.answers(st, TUP, ("op", "travel"), ("space", "prado"))
    assert kit.spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, TUP, ("space", "northern"), ("number", 1), ("number", 1), ("done", None))
    assert st["spaces"]["northern"]["cells_u"] == 1 and st["spaces"]["northern"]["cells_a"] == 1
    assert st["spaces"]["prado"]["cells_u"] == 1
    # 2: Recruit in Northern: no Safe House, so no Cell, but a Safe House may go where a Cell is
    assert ("op", "sabotage") in kit.options(st)
    st = kit.answers(st, TUP, ("op", "recruit"))
    assert kit.spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, TUP, ("space", "northern"), ("space", "northern"))
    assert st["spaces"]["northern"]["safe"] == 1 and st["spaces"]["northern"]["cells_u"] == 1
    # 3: Recruit again in Northern, now with a Safe House: 2 Cells
    st = kit.answers(st, TUP, ("op", "recruit"), ("space", "northern"), ("number", 2), ("done", None))
    assert st["spaces"]["northern"]["cells_u"] == 3
    assert kit.asking(st) is None
    kit.finished(st0, st)


def test_u27_bottom_sabotage_in_rural_space_and_skip():
    st0 = kit.position(spaces={"southwest": {"cells_u": 1}, "prado": {"cells_u": 1}})
    st = kit.effect(st0, "U27", "bottom", TUP)
    st = kit.answer(st, TUP, "op", "sabotage")
    assert kit.spaces_offered(st) == ["southwest"]
    st = kit.answer(st, TUP, "space", "southwest")
    assert st["spaces"]["southwest"]["sabotage"] == 1 and st["spaces"]["southwest"]["cells_a"] == 1
    st = kit.answer(st, TUP, "skip")
    kit.finished(st0, st)


def test_u27_bottom_nothing_possible():
    st0 = kit.position(available={"cells": 0})
    st0["expansion"]["cells"] += 12
    st = kit.effect(st0, "U27", "bottom", TUP)
    # Recruit stays possible (it can select Rural spaces); with nothing on the map it is the only choice
    assert kit.options(st) == [("op", "recruit"), ("skip", None)]
    st = kit.answer(st, TUP, "skip")
    kit.finished(st0, st)


def test_u27_news_government_removes_up_to_two_urban_sabotage_markers():
    st0 = kit.position(spaces={"prado": {"sabotage": 2}, "carrasco": {"sabotage": 1}, "armory": {"sabotage": 1},
                               "northern": {"sabotage": 1}})
    st = kit.effect(st0, "U27", "news")
    assert kit.role_asked(st) == GOV and kit.spaces_offered(st) == ["prado", "carrasco"]
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "prado"))
    assert st["spaces"]["prado"]["sabotage"] == 0 and st["spaces"]["carrasco"]["sabotage"] == 1
    assert st["spaces"]["armory"]["sabotage"] == 1 and st["spaces"]["northern"]["sabotage"] == 1
    kit.finished(st0, st)


def test_u27_news_declined_and_nothing_possible():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}})
    st = kit.answer(kit.effect(st0, "U27", "news"), GOV, "done")
    assert st["spaces"]["prado"]["sabotage"] == 1
    st0 = kit.position(spaces={"armory": {"sabotage": 1}})
    st = kit.effect(st0, "U27", "news")
    assert kit.texts(st, "U27") == ["No Urban space has a Sabotage marker."]
    kit.finished(st0, st)


# ----- U28 Skillful Disguises Baffle Police (Capability: Breaking News only) -----
def test_u28_news_takes_an_escape_chit_even_at_expansion():
    st0 = kit.position(tracks={"structure": "expansion"})
    st = kit.effect(st0, "U28", "news")
    assert st["supply_held"]["escape"] == 1 and st["supply_pool"]["escape"] == 1
    kit.finished(st0, st)


def test_u28_news_no_escape_left():
    st0 = kit.position(supply_held={"escape": 2}, supply_pool={"escape": 0})
    st = kit.effect(st0, "U28", "news")
    assert st["supply_held"]["escape"] == 2
    assert kit.texts(st, "U28") == ["No Escape Supply chit is left in the pool."]
    kit.finished(st0, st)


def test_u28_capability_sides_are_not_event_code():
    from engine.games.uruguay.events import EVENTS
    assert set(EVENTS["U28"]) == {"news"}
    st = kit.effect(kit.position(), "U28", "capability", TUP)
    assert st["capabilities"] == {"U28": "structure"}


# ----- U29 Analysis of Guillén's Writings -----
def test_u29_top_discards_half_rounded_down_chosen_by_the_tupamaros():
    st0 = kit.position(supply_held={"arms": 2, "escape": 1, "orders": 2}, supply_pool={"arms": 0, "escape": 1,
                                                                                         "orders": 0})
    st = kit.effect(st0, "U29", "top", GOV)
    assert kit.role_asked(st) == TUP
    assert kit.options(st) == [("chit", "arms"), ("chit", "escape"), ("chit", "orders")]
    # each button says what its chit does ("Arms", "Escape", "Orders" alone said nothing to a newcomer)
    assert [o["label"] for o in kit.asking(st)["options"]] == [
        "Arms: one more Sabotage marker when you Sabotage",
        "Escape: a Travel group goes Underground without a Safe House",
        "Orders: one more space for an Operation (one a card)"]
    st = kit.answers(st, TUP, ("chit", "escape"), ("chit", "orders"))
    assert st["supply_held"] == {"arms": 2, "escape": 0, "orders": 1}
    kit.finished(st0, st)


def test_u29_top_single_kind_needs_no_question_and_one_chit_is_kept():
    st0 = kit.position(supply_held={"arms": 2}, supply_pool={"arms": 0})
    st = kit.effect(st0, "U29", "top", GOV)
    assert st["supply_held"]["arms"] == 1
    kit.finished(st0, st)
    st0 = kit.position(supply_held={"orders": 1}, supply_pool={"orders": 1})
    st = kit.effect(st0, "U29", "top", GOV)
    assert st["supply_held"]["orders"] == 1
    kit.finished(st0, st)


def test_u29_bottom_one_limited_operation_per_safe_house_on_the_map():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}, "aguada": {"safe": 1, "cells_u": 1}})
    st = kit.effect(st0, "U29", "bottom", GOV)
    assert kit.role_asked(st) == TUP
    assert kit.asking(st)["prompt"] == "U29: Limited Operation 1 of 2."
    st = kit.answers(st, TUP, ("op", "recruit"), ("space", "prado"), ("number", 2))
    assert st["spaces"]["prado"]["cells_u"] == 2
    st = kit.answers(st, TUP, ("done", None))
    assert kit.asking(st)["prompt"] == "U29: Limited Operation 2 of 2."
    st = kit.answers(st, TUP, ("op", "rob"), ("space", "aguada"), ("chit", "orders"))
    assert st["supply_held"]["orders"] == 1 and st["spaces"]["aguada"]["cells_a"] == 1
    assert kit.options(st) == [("orders", None), ("done", None)]      # the new Orders chit could add a space
    st = kit.answer(st, TUP, "done")
    kit.finished(st0, st)


def test_u29_bottom_no_safe_house_and_declined():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}})
    st = kit.effect(st0, "U29", "bottom", TUP)
    assert kit.texts(st, "U29") == ["No Safe House on the map: no Limited Operation."]
    kit.finished(st0, st)
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "safe": 1}})
    st = kit.answer(kit.effect(st0, "U29", "bottom", TUP), TUP, "skip")
    assert st["spaces"] == st0["spaces"]
    kit.finished(st0, st)


def test_u29_news_adds_a_sabotage_marker_where_one_already_is():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}, "government": {"sabotage": 1}, "aguada": {"cells_u": 1}})
    st = kit.effect(st0, "U29", "news")
    assert kit.role_asked(st) == TUP and kit.spaces_offered(st) == ["prado", "government"]
    st = kit.answer(st, TUP, "space", "government")
    assert st["spaces"]["government"]["sabotage"] == 2
    assert st["tracks"]["political_will"] == 18           # no Strategic Center effect from an Event marker
    kit.finished(st0, st)


def test_u29_news_nothing_possible_and_declined():
    st0 = kit.position()
    st = kit.effect(st0, "U29", "news")
    assert kit.texts(st, "U29") == ["No space holds a Sabotage marker: no Sabotage marker can be placed."]
    st0 = kit.position(spaces={"prado": {"sabotage": 1}})
    st = kit.answer(kit.effect(st0, "U29", "news"), TUP, "done")
    assert st["spaces"]["prado"]["sabotage"] == 1


# ----- U30 Tupamaros Establish Ties with Other Guerrillas -----
def test_u30_top_discards_two_chosen_chits():
    st0 = kit.position(supply_held={"arms": 1, "orders": 2}, supply_pool={"arms": 1, "orders": 0})
    st = kit.effect(st0, "U30", "top", GOV)
    assert kit.role_asked(st) == TUP
    st = kit.answer(st, TUP, "chit", "orders")
    st = kit.answer(st, TUP, "chit", "orders")
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 0}
    kit.finished(st0, st)


def test_u30_top_with_one_or_no_chit():
    st0 = kit.position(supply_held={"escape": 1}, supply_pool={"escape": 1})
    st = kit.effect(st0, "U30", "top", GOV)
    assert st["supply_held"]["escape"] == 0
    assert "No Supply chit left to discard." in kit.texts(st, "U30")
    kit.finished(st0, st)
    st = kit.effect(kit.position(), "U30", "top", GOV)
    assert kit.texts(st, "U30") == ["The Tupamaros hold no Supply chit."]


def test_u30_bottom_control_chooses_and_may_stop():
    st0 = kit.position()
    st = kit.effect(st0, "U30", "bottom", GOV)
    assert kit.role_asked(st) == TUP
    st = kit.answers(st, TUP, ("yes", None), ("chit", "arms"), ("yes", None), ("chit", "arms"), ("no", None))
    assert st["supply_held"] == {"arms": 2, "escape": 0, "orders": 0}
    kit.finished(st0, st)


def test_u30_bottom_expansion_draws_at_random_including_a_hostage():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}}, tracks={"structure": "expansion"},
                       supply_pool={"hostage": 1}, hostages_aside=2)
    st = kit.effect(st0, "U30", "bottom", TUP)
    st = kit.answer(st, TUP, "yes", chance=[{"draw": "hostage"}])
    assert st["tracks"]["political_will"] == 17 and st["hostages_aside"] == 3
    st = kit.answer(st, TUP, "yes", chance=[{"draw": "escape"}])
    st = kit.answer(st, TUP, "yes", chance=[{"draw": "orders"}])
    assert st["supply_held"] == {"arms": 0, "escape": 1, "orders": 1}
    kit.finished(st0, st)


def test_u30_bottom_empty_pool():
    st0 = kit.position(supply_pool={"arms": 0, "escape": 0, "orders": 0},
                       supply_held={"arms": 2, "escape": 2, "orders": 2})
    st = kit.effect(st0, "U30", "bottom", TUP)
    assert kit.texts(st, "U30") == ["The Supply chit pool is empty."]
    kit.finished(st0, st)


def test_u30_news_has_no_effect():
    st0 = kit.position(supply_held={"arms": 1}, supply_pool={"arms": 1})
    st = kit.effect(st0, "U30", "news")
    assert st["supply_held"] == st0["supply_held"] and kit.texts(st, "5.4") == ["No effect."]
