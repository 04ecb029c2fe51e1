"""Scenario tests for the Uruguay Events U25-U36 (engine/games/uruguay/events/u25_u36.py).

Every test builds a position by hand, runs one card side, answers its questions and checks the exact outcome.
"""

import pytest

import uruguay_kit as kit
from engine import IllegalAction

GOV, TUP = kit.GOV, kit.TUP


def role_asked(st):
    ask = kit.asking(st)
    return ask["role"] if ask else None


def texts(st, rule=None):
    return [e["text"] for e in st["log"] if rule is None or e["rule"] == rule]


def spaces_offered(st):
    return [arg for verb, arg in kit.options(st) if verb == "space"]


def jailed(st, n):
    """Move ``n`` Available Cells into the Prison box."""
    st["available"]["cells"] -= n
    st["prison"] += n
    return st


def run(st, cid, side, role=None, chance=None):
    """Start a card side, remembering the piece totals so that ``done`` can check them."""
    return kit.effect(st, cid, side, role, chance=chance)


def done(before, after):
    assert kit.asking(after) is None
    assert kit.totals(after) == kit.totals(before)


# ----- U25 Geoffrey Jackson's Disappearance Investigated -----
def test_u25_top_reveals_the_peoples_prison_publicly_then_limited_search():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True, "cells_u": 2, "police": 2},
                               "sayago": {"police": 2}})
    st = run(st0, "U25", "top", TUP)
    reveal = [e for e in st["log"] if e["rule"] == "U25"]
    assert reveal == [{"rule": "U25", "text": "The Tupamaros reveal the People's Prison: it is in Prado."}]  # no "to"
    assert role_asked(st) == GOV and kit.options(st) == [("yes", None), ("no", None)]
    st = kit.answer(st, GOV, "yes")
    assert len(spaces_offered(st)) == 17                   # a Search may pick any space
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("move", ["sayago", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["sayago", "police"]), ("done", None))
    # Limited: one space only, so the Search resolves at once: 3 cubes activate 1 Cell
    assert st["spaces"]["prado"]["police"] == 3 and st["spaces"]["sayago"]["police"] == 1
    assert st["spaces"]["prado"]["cells_a"] == 1 and st["spaces"]["prado"]["cells_u"] == 1
    assert st["pp"] == "prado"
    done(st0, st)


def test_u25_top_without_peoples_prison_and_search_declined():
    st0 = kit.position(spaces={"prado": {"safe": 1, "cells_u": 2, "police": 3}})
    st = run(st0, "U25", "top", GOV)
    assert "The People's Prison is not on the map: there is nothing to reveal." in texts(st, "U25")
    st = kit.answer(st, GOV, "no")
    assert st["spaces"] == st0["spaces"]
    done(st0, st)


def test_u25_bottom_adds_two_hostages_when_the_peoples_prison_is_on_the_map():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "pp": True}})
    st = run(st0, "U25", "bottom", TUP)
    assert st["supply_pool"]["hostage"] == 2 and st["hostages_aside"] == 1
    done(st0, st)


def test_u25_bottom_adds_only_the_hostages_left_aside():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "pp": True}}, hostages_aside=1,
                       supply_pool={"hostage": 2})
    st = run(st0, "U25", "bottom", GOV)
    assert st["supply_pool"]["hostage"] == 3 and st["hostages_aside"] == 0
    assert "Only 1 Hostage marker could be added (none left aside)." in texts(st, "U25")
    done(st0, st)


def test_u25_bottom_nothing_without_peoples_prison():
    st0 = kit.position(spaces={"aguada": {"safe": 1}})
    st = run(st0, "U25", "bottom", TUP)
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3
    assert texts(st, "U25") == ["The People's Prison is not on the map: no Hostage is added."]
    done(st0, st)


def test_u25_news_has_no_effect():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "pp": True, "cells_u": 1}})
    st = run(st0, "U25", "news")
    assert st["spaces"] == st0["spaces"] and st["tracks"] == st0["tracks"]
    assert texts(st, "5.4") == ["No effect."]
    done(st0, st)


# ----- U26 "Four Soldiers" Incident Infuriates Army -----
def test_u26_top_four_limited_operations_and_one_special_activity():
    st0 = jailed(kit.position(spaces={"northern": {"troops": 2, "cells_a": 1, "cells_u": 1},
                                      "prado": {"police": 3, "cells_a": 1}},
                              tracks={"military_intervention": True}), 4)
    st = run(st0, "U26", "top", TUP)          # executed by the Tupamaros: the Government still decides
    assert role_asked(st) == GOV
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
    assert st["spaces"]["prado"]["cells_a"] == 0 and st["prison"] == 6
    st = kit.answer(st, GOV, "done")
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
    done(st0, st)


def test_u26_top_special_activity_may_go_with_a_later_operation():
    st0 = jailed(kit.position(spaces={"prado": {"police": 3, "cells_a": 1}},
                              tracks={"military_intervention": True}), 2)
    st = run(st0, "U26", "top", GOV)
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
    done(st0, st)


def test_u26_top_needs_military_intervention():
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_a": 1}})
    st = run(st0, "U26", "top", GOV)
    assert texts(st, "U26") == ["No Military Intervention yet: no effect."]
    assert st["spaces"] == st0["spaces"]
    done(st0, st)


def test_u26_bottom_lowers_political_will_without_military_intervention():
    st0 = kit.position(tracks={"political_will": 9})
    st = run(st0, "U26", "bottom", TUP)
    assert st["tracks"]["political_will"] == 7
    done(st0, st)


def test_u26_bottom_stops_at_zero_and_does_nothing_after_intervention():
    st = run(kit.position(tracks={"political_will": 1}), "U26", "bottom", TUP)
    assert st["tracks"]["political_will"] == 0
    st0 = kit.position(tracks={"political_will": 9, "military_intervention": True})
    st = run(st0, "U26", "bottom", TUP)
    assert st["tracks"]["political_will"] == 9
    done(st0, st)


def test_u26_news_places_up_to_two_underground_cells_in_the_university():
    st0 = kit.position()
    st = run(st0, "U26", "news")
    assert role_asked(st) == TUP and kit.options(st) == [("number", 0), ("number", 1), ("number", 2)]
    st = kit.answer(st, TUP, "number", 2)
    assert st["spaces"]["university"]["cells_u"] == 2 and st["available"]["cells"] == 10
    done(st0, st)


def test_u26_news_limited_by_available_cells_and_declinable():
    st0 = kit.position(available={"cells": 1})
    st0["expansion"]["cells"] += 11
    st = run(st0, "U26", "news")
    assert kit.options(st) == [("number", 0), ("number", 1)]
    st = kit.answer(st, TUP, "number", 0)
    assert st["spaces"]["university"]["cells_u"] == 0
    done(st0, st)
    st0["available"]["cells"], st0["expansion"]["cells"] = 0, st0["expansion"]["cells"] + 1
    st = run(st0, "U26", "news")
    assert texts(st, "U26") == ["No Cell is Available: none can be placed in the University."]
    done(st0, st)


# ----- U27 "Paysandú Proclamation" Suggests Escalating Violence -----
def test_u27_top_search_then_arrest_in_rural_spaces():
    st0 = kit.position(spaces={"northern": {"cells_u": 1, "safe": 1}, "sayago": {"police": 2},
                               "southwest": {"police": 1, "cells_a": 1}},
                       supply_held={"arms": 1}, supply_pool={"arms": 1}, intel_held={"info": 1},
                       intel_pool={"info": 3})
    st = run(st0, "U27", "top", TUP)
    assert role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes")
    assert spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, GOV, ("space", "northern"), ("space", "southeast"))
    # 2 spaces and no Intel lead for a 3rd: the cubes move in once both are chosen
    assert kit.options(st) == [("move", ["sayago", "police"]), ("move", ["southwest", "police"]), ("done", None)]
    st = kit.answers(st, GOV, ("move", ["sayago", "police"]), ("move", ["sayago", "police"]), ("done", None))
    # (no cube stands next to Southeast: that question is not asked)
    assert st["spaces"]["northern"]["cells_a"] == 1 and st["spaces"]["northern"]["police"] == 2
    # Arrest: only the searched spaces (Southwest has cubes and an Active Cell but was not searched)
    assert spaces_offered(st) == ["northern"]
    st = kit.answer(st, GOV, "space", "northern")
    assert st["spaces"]["northern"]["cells_a"] == 0 and st["spaces"]["northern"]["safe"] == 0
    assert st["prison"] == 1 and st["tracks"]["political_will"] == 19
    assert st["spaces"]["southwest"]["cells_a"] == 1
    assert st["supply_held"]["arms"] == 0 and st["intel_held"]["info"] == 1
    done(st0, st)


def test_u27_top_random_supply_discard_on_safe_house_removal_and_declined():
    st0 = kit.position(spaces={"southeast": {"safe": 1, "cells_a": 1, "troops": 0}, "carrasco": {"police": 2}},
                       supply_held={"orders": 1}, supply_pool={"orders": 1})
    st = run(st0, "U27", "top", GOV)
    st = kit.answer(st, GOV, "no")
    assert st["spaces"] == st0["spaces"]
    done(st0, st)
    st = run(st0, "U27", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "southeast"), ("done", None),
                     ("move", ["carrasco", "police"]), ("move", ["carrasco", "police"]))
    st = kit.answer(st, GOV, "space", "southeast", chance=[{"draw": "orders"}])
    assert st["spaces"]["southeast"]["safe"] == 0 and st["supply_held"]["orders"] == 0
    assert st["tracks"]["political_will"] == 19 and st["prison"] == 1
    done(st0, st)


def test_u27_top_nothing_to_arrest_after_the_search():
    st0 = kit.position(spaces={"northern": {"cells_u": 1}})
    st = run(st0, "U27", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "northern"), ("done", None))
    assert "No searched space has cubes and Active Tupamaros pieces: no Arrest." in texts(st, "U27")
    assert st["spaces"]["northern"]["cells_u"] == 1
    done(st0, st)


def test_u27_bottom_three_limited_operations_in_rural_spaces():
    st0 = kit.position(spaces={"prado": {"cells_u": 2, "cells_a": 1}})
    st = run(st0, "U27", "bottom", GOV)
    assert role_asked(st) == TUP
    assert kit.options(st) == [("op", "recruit"), ("op", "travel"), ("skip", None)]   # no Rob, no Sabotage yet
    # 1: Travel from Prado: only Rural destinations
    st = kit.answers(st, TUP, ("op", "travel"), ("space", "prado"))
    assert spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, TUP, ("space", "northern"), ("number", 1), ("number", 1), ("done", None))
    assert st["spaces"]["northern"]["cells_u"] == 1 and st["spaces"]["northern"]["cells_a"] == 1
    assert st["spaces"]["prado"]["cells_u"] == 1
    # 2: Recruit in Northern: no Safe House, so no Cell, but a Safe House may go where a Cell is
    assert ("op", "sabotage") in kit.options(st)
    st = kit.answers(st, TUP, ("op", "recruit"))
    assert spaces_offered(st) == ["northern", "southwest", "southeast"]
    st = kit.answers(st, TUP, ("space", "northern"), ("space", "northern"))
    assert st["spaces"]["northern"]["safe"] == 1 and st["spaces"]["northern"]["cells_u"] == 1
    # 3: Recruit again in Northern, now with a Safe House: 2 Cells
    st = kit.answers(st, TUP, ("op", "recruit"), ("space", "northern"), ("number", 2), ("done", None))
    assert st["spaces"]["northern"]["cells_u"] == 3
    assert kit.asking(st) is None
    done(st0, st)


def test_u27_bottom_sabotage_in_rural_space_and_skip():
    st0 = kit.position(spaces={"southwest": {"cells_u": 1}, "prado": {"cells_u": 1}})
    st = run(st0, "U27", "bottom", TUP)
    st = kit.answer(st, TUP, "op", "sabotage")
    assert spaces_offered(st) == ["southwest"]
    st = kit.answer(st, TUP, "space", "southwest")
    assert st["spaces"]["southwest"]["sabotage"] == 1 and st["spaces"]["southwest"]["cells_a"] == 1
    st = kit.answer(st, TUP, "skip")
    done(st0, st)


def test_u27_bottom_nothing_possible():
    st0 = kit.position(available={"cells": 0})
    st0["expansion"]["cells"] += 12
    st = run(st0, "U27", "bottom", TUP)
    # Recruit stays possible (it can select Rural spaces); with nothing on the map it is the only choice
    assert kit.options(st) == [("op", "recruit"), ("skip", None)]
    st = kit.answer(st, TUP, "skip")
    done(st0, st)


def test_u27_news_government_removes_up_to_two_urban_sabotage_markers():
    st0 = kit.position(spaces={"prado": {"sabotage": 2}, "carrasco": {"sabotage": 1}, "armory": {"sabotage": 1},
                               "northern": {"sabotage": 1}})
    st = run(st0, "U27", "news")
    assert role_asked(st) == GOV and spaces_offered(st) == ["prado", "carrasco"]
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "prado"))
    assert st["spaces"]["prado"]["sabotage"] == 0 and st["spaces"]["carrasco"]["sabotage"] == 1
    assert st["spaces"]["armory"]["sabotage"] == 1 and st["spaces"]["northern"]["sabotage"] == 1
    done(st0, st)


def test_u27_news_declined_and_nothing_possible():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}})
    st = kit.answer(run(st0, "U27", "news"), GOV, "done")
    assert st["spaces"]["prado"]["sabotage"] == 1
    st0 = kit.position(spaces={"armory": {"sabotage": 1}})
    st = run(st0, "U27", "news")
    assert texts(st, "U27") == ["No Urban space has a Sabotage marker."]
    done(st0, st)


# ----- U28 Skillful Disguises Baffle Police (Capability: Breaking News only) -----
def test_u28_news_takes_an_escape_chit_even_at_expansion():
    st0 = kit.position(tracks={"structure": "expansion"})
    st = run(st0, "U28", "news")
    assert st["supply_held"]["escape"] == 1 and st["supply_pool"]["escape"] == 1
    done(st0, st)


def test_u28_news_no_escape_left():
    st0 = kit.position(supply_held={"escape": 2}, supply_pool={"escape": 0})
    st = run(st0, "U28", "news")
    assert st["supply_held"]["escape"] == 2
    assert texts(st, "U28") == ["No Escape Supply chit is left in the pool."]
    done(st0, st)


def test_u28_capability_sides_are_not_event_code():
    from engine.games.uruguay.events import EVENTS
    assert set(EVENTS["U28"]) == {"news"}
    st = run(kit.position(), "U28", "capability", TUP)
    assert st["capabilities"] == {"U28": "structure"}


# ----- U29 Analysis of Guillén's Writings -----
def test_u29_top_discards_half_rounded_down_chosen_by_the_tupamaros():
    st0 = kit.position(supply_held={"arms": 2, "escape": 1, "orders": 2}, supply_pool={"arms": 0, "escape": 1,
                                                                                         "orders": 0})
    st = run(st0, "U29", "top", GOV)
    assert role_asked(st) == TUP
    assert kit.options(st) == [("chit", "arms"), ("chit", "escape"), ("chit", "orders")]
    st = kit.answers(st, TUP, ("chit", "escape"), ("chit", "orders"))
    assert st["supply_held"] == {"arms": 2, "escape": 0, "orders": 1}
    done(st0, st)


def test_u29_top_single_kind_needs_no_question_and_one_chit_is_kept():
    st0 = kit.position(supply_held={"arms": 2}, supply_pool={"arms": 0})
    st = run(st0, "U29", "top", GOV)
    assert st["supply_held"]["arms"] == 1
    done(st0, st)
    st0 = kit.position(supply_held={"orders": 1}, supply_pool={"orders": 1})
    st = run(st0, "U29", "top", GOV)
    assert st["supply_held"]["orders"] == 1
    done(st0, st)


def test_u29_bottom_one_limited_operation_per_safe_house_on_the_map():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}, "aguada": {"safe": 1, "cells_u": 1}})
    st = run(st0, "U29", "bottom", GOV)
    assert role_asked(st) == TUP
    assert kit.asking(st)["prompt"] == "U29: Limited Operation 1 of 2."
    st = kit.answers(st, TUP, ("op", "recruit"), ("space", "prado"), ("number", 2))
    assert st["spaces"]["prado"]["cells_u"] == 2
    st = kit.answers(st, TUP, ("done", None))
    assert kit.asking(st)["prompt"] == "U29: Limited Operation 2 of 2."
    st = kit.answers(st, TUP, ("op", "rob"), ("space", "aguada"), ("chit", "orders"))
    assert st["supply_held"]["orders"] == 1 and st["spaces"]["aguada"]["cells_a"] == 1
    assert kit.options(st) == [("orders", None), ("done", None)]      # the new Orders chit could add a space
    st = kit.answer(st, TUP, "done")
    done(st0, st)


def test_u29_bottom_no_safe_house_and_declined():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}})
    st = run(st0, "U29", "bottom", TUP)
    assert texts(st, "U29") == ["No Safe House on the map: no Limited Operation."]
    done(st0, st)
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "safe": 1}})
    st = kit.answer(run(st0, "U29", "bottom", TUP), TUP, "skip")
    assert st["spaces"] == st0["spaces"]
    done(st0, st)


def test_u29_news_adds_a_sabotage_marker_where_one_already_is():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}, "government": {"sabotage": 1}, "aguada": {"cells_u": 1}})
    st = run(st0, "U29", "news")
    assert role_asked(st) == TUP and spaces_offered(st) == ["prado", "government"]
    st = kit.answer(st, TUP, "space", "government")
    assert st["spaces"]["government"]["sabotage"] == 2
    assert st["tracks"]["political_will"] == 18           # no Strategic Center effect from an Event marker
    done(st0, st)


def test_u29_news_nothing_possible_and_declined():
    st0 = kit.position()
    st = run(st0, "U29", "news")
    assert texts(st, "U29") == ["No space holds a Sabotage marker: no Sabotage marker can be placed."]
    st0 = kit.position(spaces={"prado": {"sabotage": 1}})
    st = kit.answer(run(st0, "U29", "news"), TUP, "done")
    assert st["spaces"]["prado"]["sabotage"] == 1


# ----- U30 Tupamaros Establish Ties with Other Guerrillas -----
def test_u30_top_discards_two_chosen_chits():
    st0 = kit.position(supply_held={"arms": 1, "orders": 2}, supply_pool={"arms": 1, "orders": 0})
    st = run(st0, "U30", "top", GOV)
    assert role_asked(st) == TUP
    st = kit.answer(st, TUP, "chit", "orders")
    st = kit.answer(st, TUP, "chit", "orders")
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 0}
    done(st0, st)


def test_u30_top_with_one_or_no_chit():
    st0 = kit.position(supply_held={"escape": 1}, supply_pool={"escape": 1})
    st = run(st0, "U30", "top", GOV)
    assert st["supply_held"]["escape"] == 0
    assert "No Supply chit left to discard." in texts(st, "U30")
    done(st0, st)
    st = run(kit.position(), "U30", "top", GOV)
    assert texts(st, "U30") == ["The Tupamaros hold no Supply chit."]


def test_u30_bottom_control_chooses_and_may_stop():
    st0 = kit.position()
    st = run(st0, "U30", "bottom", GOV)
    assert role_asked(st) == TUP
    st = kit.answers(st, TUP, ("yes", None), ("chit", "arms"), ("yes", None), ("chit", "arms"), ("no", None))
    assert st["supply_held"] == {"arms": 2, "escape": 0, "orders": 0}
    done(st0, st)


def test_u30_bottom_expansion_draws_at_random_including_a_hostage():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}}, tracks={"structure": "expansion"},
                       supply_pool={"hostage": 1}, hostages_aside=2)
    st = run(st0, "U30", "bottom", TUP)
    st = kit.answer(st, TUP, "yes", chance=[{"draw": "hostage"}])
    assert st["tracks"]["political_will"] == 17 and st["hostages_aside"] == 3
    st = kit.answer(st, TUP, "yes", chance=[{"draw": "escape"}])
    st = kit.answer(st, TUP, "yes", chance=[{"draw": "orders"}])
    assert st["supply_held"] == {"arms": 0, "escape": 1, "orders": 1}
    done(st0, st)


def test_u30_bottom_empty_pool():
    st0 = kit.position(supply_pool={"arms": 0, "escape": 0, "orders": 0},
                       supply_held={"arms": 2, "escape": 2, "orders": 2})
    st = run(st0, "U30", "bottom", TUP)
    assert texts(st, "U30") == ["The Supply chit pool is empty."]
    done(st0, st)


def test_u30_news_has_no_effect():
    st0 = kit.position(supply_held={"arms": 1}, supply_pool={"arms": 1})
    st = run(st0, "U30", "news")
    assert st["supply_held"] == st0["supply_held"] and texts(st, "5.4") == ["No effect."]


# ----- U31 Wilson Ferreira Delivers Speech on Police Methods -----
def test_u31_top_only_after_military_intervention():
    st = run(kit.position(tracks={"military_intervention": True, "political_will": 10}), "U31", "top", GOV)
    assert st["tracks"]["political_will"] == 11
    st = run(kit.position(tracks={"political_will": 10}), "U31", "top", GOV)
    assert st["tracks"]["political_will"] == 10 and texts(st, "U31") == ["No Military Intervention: no effect."]
    st = run(kit.position(tracks={"military_intervention": True, "political_will": 20}), "U31", "top", GOV)
    assert st["tracks"]["political_will"] == 20


def test_u31_bottom_trades_coup_threat_for_sympathy():
    st0 = kit.position(tracks={"coup_threat": 2, "public_sympathy": 2})
    st = run(st0, "U31", "bottom", GOV)
    assert st["tracks"]["coup_threat"] == 1 and st["tracks"]["public_sympathy"] == 3
    done(st0, st)


def test_u31_bottom_no_effect_at_coup_threat_zero():
    st0 = kit.position(tracks={"coup_threat": 0, "public_sympathy": 2})
    st = run(st0, "U31", "bottom", TUP)
    assert st["tracks"] == st0["tracks"]
    assert texts(st, "U31") == ["Coup Threat is already 0: no effect."]


def test_u31_bottom_at_support_gives_the_edge_effect():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"coup_threat": 1, "public_sympathy": 4})
    st = run(st0, "U31", "bottom", GOV)
    assert st["tracks"]["coup_threat"] == 0 and role_asked(st) == TUP
    st = kit.answer(st, TUP, "place", "prado")
    assert st["spaces"]["prado"]["safe"] == 1 and st["tracks"]["public_sympathy"] == 4
    done(st0, st)


def test_u31_news_sabotage_in_an_urban_space_without_one():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}})
    st = run(st0, "U31", "news")
    offered = spaces_offered(st)
    assert role_asked(st) == TUP and "prado" not in offered and len(offered) == 8 and "armory" not in offered
    st = kit.answer(st, TUP, "space", "carrasco")
    assert st["spaces"]["carrasco"]["sabotage"] == 1
    st = kit.answer(run(st0, "U31", "news"), TUP, "done")
    assert st["spaces"]["carrasco"]["sabotage"] == 0


# ----- U32 Sewer Network Exploited by Guerrillas -----
def test_u32_top_searches_with_the_cubes_in_place_only():
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_u": 2}, "sayago": {"police": 6},
                               "aguada": {"police": 2, "cells_u": 2}, "northern": {"police": 2, "cells_u": 1}},
                       intel_held={"info": 1}, intel_pool={"info": 3})
    st = run(st0, "U32", "top", TUP)
    assert role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes")
    offered = spaces_offered(st)
    assert "northern" not in offered and "armory" not in offered and len(offered) == 9
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "aguada"), ("space", "sayago"))
    # the card fixes 3 spaces (no Intel lead for a 4th), and no cube-moving question comes:
    # no cube-moving question: straight to the Intel choice in Prado (3 cubes activate 1 of 2)
    assert kit.options(st) == [("intel", "info"), ("skip", None)]
    st = kit.answer(st, GOV, "skip")
    # Aguada: 2 cubes activate none; Intel doubles up there
    st = kit.answer(st, GOV, "intel", "info")
    assert st["spaces"]["prado"]["cells_a"] == 1 and st["spaces"]["aguada"]["cells_a"] == 2
    assert st["spaces"]["sayago"]["police"] == 6 and st["spaces"]["prado"]["police"] == 3
    assert st["intel_held"]["info"] == 0
    assert not any("moves from" in t for t in texts(st))
    done(st0, st)


def test_u32_top_declined():
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_u": 2}})
    st = kit.answer(run(st0, "U32", "top", GOV), GOV, "no")
    assert st["spaces"] == st0["spaces"]
    done(st0, st)


def test_u32_bottom_flips_every_cell_underground_in_two_urban_spaces():
    st0 = kit.position(spaces={"prado": {"cells_a": 3, "cells_u": 1}, "aguada": {"cells_a": 1},
                               "carrasco": {"cells_a": 2}, "northern": {"cells_a": 1}})
    st = run(st0, "U32", "bottom", GOV)
    assert role_asked(st) == TUP and spaces_offered(st) == ["prado", "aguada", "carrasco"]
    st = kit.answers(st, TUP, ("space", "prado"))
    assert spaces_offered(st) == ["aguada", "carrasco"]
    st = kit.answer(st, TUP, "space", "carrasco")
    assert st["spaces"]["prado"]["cells_u"] == 4 and st["spaces"]["carrasco"]["cells_u"] == 2
    assert st["spaces"]["aguada"]["cells_a"] == 1 and st["spaces"]["northern"]["cells_a"] == 1
    done(st0, st)


def test_u32_bottom_nothing_to_flip_and_declined():
    st = run(kit.position(spaces={"northern": {"cells_a": 1}}), "U32", "bottom", TUP)
    assert texts(st, "U32") == ["No Urban space has an Active Cell."]
    st0 = kit.position(spaces={"prado": {"cells_a": 1}})
    st = kit.answer(run(st0, "U32", "bottom", TUP), TUP, "done")
    assert st["spaces"]["prado"]["cells_a"] == 1


def test_u32_news_value_2_urban_space_without_sabotage():
    st0 = kit.position(spaces={"carrasco": {"sabotage": 1}})
    st = run(st0, "U32", "news")
    assert spaces_offered(st) == ["ciudad_vieja", "punta_carretas"]
    st = kit.answer(st, TUP, "space", "punta_carretas")
    assert st["spaces"]["punta_carretas"]["sabotage"] == 1
    st0 = kit.position(spaces={"carrasco": {"sabotage": 1}, "ciudad_vieja": {"sabotage": 2},
                               "punta_carretas": {"sabotage": 1}})
    st = run(st0, "U32", "news")
    assert kit.asking(st) is None and st["spaces"] == st0["spaces"]


# ----- U33 Prisoner Exchange Offered (single effect + Breaking News) -----
def test_u33_government_refuses_the_exchange():
    st0 = jailed(kit.position(spaces={"prado": {"safe": 1, "pp": True}}, supply_pool={"hostage": 2},
                              hostages_aside=1), 5)
    st = run(st0, "U33", "top", TUP)
    assert role_asked(st) == GOV and kit.options(st) == [("refuse", None), ("release", None)]
    st = kit.answer(st, GOV, "refuse")
    assert st["tracks"]["public_sympathy"] == 3 and st["prison"] == 5 and st["supply_pool"]["hostage"] == 2
    done(st0, st)


def test_u33_government_releases_prisoners_and_hostages_leave_the_pool():
    st0 = jailed(kit.position(spaces={"prado": {"safe": 1, "pp": True}}, supply_pool={"hostage": 2},
                              hostages_aside=1), 5)
    st = kit.answer(run(st0, "U33", "top", GOV), GOV, "release")
    assert st["prison"] == 0 and st["available"]["cells"] == 12
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3
    assert st["tracks"]["public_sympathy"] == 2
    done(st0, st)


def test_u33_release_with_an_empty_prison_box_still_clears_hostages():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}}, supply_pool={"hostage": 1}, hostages_aside=2)
    st = kit.answer(run(st0, "U33", "top", GOV), GOV, "release")
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3 and st["prison"] == 0
    done(st0, st)


def test_u33_no_effect_without_the_peoples_prison():
    st0 = jailed(kit.position(spaces={"prado": {"safe": 1}}), 4)
    st = run(st0, "U33", "top", GOV)
    assert texts(st, "U33") == ["The People's Prison is not on the map: no effect."]
    assert st["prison"] == 4 and st["tracks"] == st0["tracks"]


def test_u33_refusal_at_support_gives_the_edge_effect():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True, "cells_u": 1}}, tracks={"public_sympathy": 4})
    st = kit.answer(run(st0, "U33", "top", GOV), GOV, "refuse")
    assert role_asked(st) == TUP and ("skip", None) in kit.options(st)
    st = kit.answer(st, TUP, "skip")
    done(st0, st)


def test_u33_is_a_single_effect_card():
    from engine.games.uruguay.events import EVENTS
    assert set(EVENTS["U33"]) == {"top", "news"}


def test_u33_news_free_kidnap():
    st0 = kit.position(spaces={"prado": {"cells_u": 2, "police": 1}})
    st = run(st0, "U33", "news")
    assert role_asked(st) == TUP
    st = kit.answer(st, TUP, "yes")
    st = kit.answer(st, TUP, "space", "prado", chance=[{"die": 3}])
    st = kit.answers(st, TUP, ("chit", "arms"), ("chit", "escape"))
    assert st["supply_held"] == {"arms": 1, "escape": 1, "orders": 0}
    assert st["spaces"]["prado"]["cells_a"] == 1
    done(st0, st)


def test_u33_news_kidnap_not_possible_or_declined():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 1}})
    st = run(st0, "U33", "news")
    assert texts(st, "U33") == ["Kidnap is not possible now."]
    st0 = kit.position(spaces={"prado": {"cells_u": 1}})
    st = kit.answer(run(st0, "U33", "news"), TUP, "no")
    assert st["spaces"] == st0["spaces"] and st["supply_held"] == st0["supply_held"]


# ----- U34 (printed P34) Héctor Morán Charquero Assassinated -----
def test_u34_top_interrogate_then_any_limited_operation():
    st0 = jailed(kit.position(spaces={"prado": {"cells_u": 1}}), 4)
    st = run(st0, "U34", "top", TUP)
    assert role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes", chance=[{"draw": "false_info"}, {"draw": "info_draw"}, {"draw": "info"}])
    assert st["intel_held"] == {"info": 1, "info_draw": 1, "false_info": 0}
    # Deploy cannot take Interrogate normally, but the card allows any Limited Operation
    assert ("op", "deploy") in kit.options(st)
    st = kit.answers(st, GOV, ("op", "deploy"), ("space", "aguada"))
    assert st["spaces"]["aguada"]["police"] == 1 and st["available"]["police"] == 19
    assert kit.options(st) == []                                  # a single Limited Operation
    done(st0, st)


def test_u34_top_interrogate_impossible_and_operation_declined():
    st0 = jailed(kit.position(spaces={"prado": {"cells_u": 1}}), 1)
    st = run(st0, "U34", "top", GOV)
    assert "Interrogate is not possible now." in texts(st, "U34")
    st = kit.answer(st, GOV, "skip")
    assert st["spaces"] == st0["spaces"] and st["intel_held"] == st0["intel_held"]
    done(st0, st)


def test_u34_bottom_intimidate_in_one_space_discarding_two_intel_chits():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}, "aguada": {"cells_u": 1, "police": 1}},
                       tracks={"structure": "expansion"}, intel_held={"info": 2, "info_draw": 1},
                       intel_pool={"info": 2, "info_draw": 0})
    st = run(st0, "U34", "bottom", GOV)
    assert role_asked(st) == TUP and spaces_offered(st) == ["prado", "aguada"]
    st = kit.answer(st, TUP, "space", "prado")
    assert st["spaces"]["prado"]["police"] == 1
    st = kit.answers(st, TUP, ("intel", "info_draw"), ("intel", "info"))
    # only one space even at Expansion
    assert kit.asking(st) is None and st["spaces"]["aguada"]["police"] == 1
    assert st["intel_held"] == {"info": 1, "info_draw": 0, "false_info": 0}
    done(st0, st)


def test_u34_bottom_declined_and_impossible():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}})
    st = kit.answer(run(st0, "U34", "bottom", GOV), TUP, "done")
    assert st["spaces"] == st0["spaces"]
    st0 = kit.position(spaces={"prado": {"cells_a": 1, "police": 2}})
    st = run(st0, "U34", "bottom", TUP)
    assert texts(st, "U34") == ["No space has both Underground Cells and Police: Intimidate is not possible."]


def test_u34_bottom_fewer_intel_chits_than_allowed():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 1}}, intel_held={"info": 1},
                       intel_pool={"info": 3})
    st = kit.answer(run(st0, "U34", "bottom", TUP), TUP, "space", "prado")
    st = kit.answer(st, TUP, "intel", "info")
    assert st["intel_held"]["info"] == 0 and st["spaces"]["prado"]["police"] == 0
    done(st0, st)


def test_u34_news_flips_the_lone_peoples_prison_publicly():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}, "aguada": {"safe": 1}})
    st = run(st0, "U34", "news")
    assert role_asked(st) == GOV and spaces_offered(st) == ["prado", "aguada"]
    st = kit.answer(st, GOV, "space", "prado")
    entry = [e for e in st["log"] if e["rule"] == "U34"][-1]
    assert entry == {"rule": "U34", "text": "The Safe House flipped in Prado is the People's Prison."}
    assert st["pp"] == "prado" and st["spaces"] == st0["spaces"]
    done(st0, st)


def test_u34_news_blind_flip_among_two_and_plain_safe_house():
    st0 = kit.position(spaces={"prado": {"safe": 2, "pp": True}, "aguada": {"safe": 1}})
    st = kit.answer(run(st0, "U34", "news"), GOV, "space", "prado", chance=[{"draw": "safe_house"}])
    assert texts(st, "U34")[-1] == "The Safe House flipped in Prado is a plain Safe House."
    st = kit.answer(run(st0, "U34", "news"), GOV, "space", "prado", chance=[{"draw": "peoples_prison"}])
    assert texts(st, "U34")[-1] == "The Safe House flipped in Prado is the People's Prison."
    st = kit.answer(run(st0, "U34", "news"), GOV, "space", "aguada")   # no chance needed
    assert texts(st, "U34")[-1] == "The Safe House flipped in Aguada is a plain Safe House."
    st = kit.answer(run(st0, "U34", "news"), GOV, "done")
    assert texts(st, "U34") == []
    with pytest.raises(IllegalAction):
        kit.answer(run(st0, "U34", "news"), GOV, "space", "aguada", chance=[{"draw": "safe_house"}])


def test_u34_news_no_safe_house():
    st = run(kit.position(), "U34", "news")
    assert kit.asking(st) is None and texts(st, "U34") == ["No Safe House on the map to flip."]


# ----- U35 Autocratic Neighbors Wary of Escalating Unrest -----
def test_u35_top_coup_threat_for_four_intel_chits():
    st0 = kit.position(tracks={"coup_threat": 3})
    st = run(st0, "U35", "top", TUP)
    assert role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes", chance=[{"draw": "info"}, {"draw": "false_info"}, {"draw": "info_draw"},
                                            {"draw": "info"}, {"draw": "info"}])
    assert st["tracks"]["coup_threat"] == 4
    assert st["intel_held"] == {"info": 3, "info_draw": 1, "false_info": 0}
    done(st0, st)


def test_u35_top_declined_and_coup_threat_at_maximum():
    st0 = kit.position(tracks={"coup_threat": 3})
    st = kit.answer(run(st0, "U35", "top", GOV), GOV, "no")
    assert st["tracks"]["coup_threat"] == 3 and st["intel_held"] == st0["intel_held"]
    st = run(kit.position(tracks={"coup_threat": 20}), "U35", "top", GOV)
    assert kit.asking(st) is None and st["intel_held"]["info"] == 0


def test_u35_bottom_shifts_toward_support():
    st = run(kit.position(tracks={"public_sympathy": 3, "political_will": 10}), "U35", "bottom", GOV)
    assert st["tracks"]["public_sympathy"] == 4 and st["tracks"]["political_will"] == 10


def test_u35_bottom_at_support_lowers_political_will_without_edge_effect():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 4, "political_will": 10})
    st = run(st0, "U35", "bottom", GOV)
    assert kit.asking(st) is None
    assert st["tracks"]["public_sympathy"] == 4 and st["tracks"]["political_will"] == 9
    assert st["spaces"] == st0["spaces"]


def test_u35_news_has_no_effect():
    st0 = kit.position(tracks={"coup_threat": 2})
    st = run(st0, "U35", "news")
    assert st["tracks"] == st0["tracks"] and texts(st, "5.4") == ["No effect."]


# ----- U36 Exposé on Financiera Monty -----
@pytest.mark.parametrize("sabotaged, gain", [([], 1), (["carrasco"], 1), (["carrasco", "ciudad_vieja"], 0),
                                             (["prado", "aguada"], 1)])
def test_u36_top_political_will_per_two_clean_value_2_spaces(sabotaged, gain):
    st0 = kit.position(spaces={sid: {"sabotage": 1} for sid in sabotaged}, tracks={"political_will": 10})
    st = run(st0, "U36", "top", TUP)
    assert st["tracks"]["political_will"] == 10 + gain


def test_u36_bottom_rob_in_value_2_space_then_discard_for_two_steps():
    st0 = kit.position(spaces={"carrasco": {"cells_u": 1}, "prado": {"cells_u": 1}},
                       tracks={"public_sympathy": 1})
    st = run(st0, "U36", "bottom", GOV)
    assert role_asked(st) == TUP
    st = kit.answer(st, TUP, "yes")
    assert spaces_offered(st) == ["carrasco"]
    st = kit.answers(st, TUP, ("space", "carrasco"), ("chit", "arms"), ("chit", "orders"))
    assert st["spaces"]["carrasco"]["cells_a"] == 1
    assert kit.options(st) == [("chit", "arms"), ("chit", "orders"), ("done", None)]
    st = kit.answer(st, TUP, "chit", "arms")
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 1}
    assert st["tracks"]["public_sympathy"] == 3
    done(st0, st)


def test_u36_bottom_no_rob_possible_discard_at_three_and_declined():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 3},
                       supply_held={"escape": 1}, supply_pool={"escape": 1})
    st = run(st0, "U36", "bottom", TUP)
    assert "No Value 2 Urban space has an Underground Cell: no Rob." in texts(st, "U36")
    st1 = kit.answer(st, TUP, "chit", "escape")
    assert st1["tracks"]["public_sympathy"] == 4 and st1["supply_held"]["escape"] == 0
    st2 = kit.answer(st, TUP, "done")
    assert st2["tracks"]["public_sympathy"] == 3 and st2["supply_held"]["escape"] == 1
    done(st0, st2)


def test_u36_bottom_rob_declined_and_nothing_held():
    st0 = kit.position(spaces={"carrasco": {"cells_u": 1}})
    st = kit.answer(run(st0, "U36", "bottom", TUP), TUP, "no")
    assert kit.asking(st) is None and st["spaces"] == st0["spaces"]
    assert texts(st, "U36")[-1] == "The Tupamaros hold no Supply chit to discard."


def test_u36_news_coup_threat_per_three_cells_in_prison():
    st = run(jailed(kit.position(tracks={"coup_threat": 1}), 7), "U36", "news")
    assert st["tracks"]["coup_threat"] == 3
    st = run(jailed(kit.position(tracks={"coup_threat": 1}), 2), "U36", "news")
    assert st["tracks"]["coup_threat"] == 1
