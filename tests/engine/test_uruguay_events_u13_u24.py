"""Uruguay Events U13-U24: every implemented side from hand-built positions, with exact outcomes."""

import pytest

import uruguay_kit as kit
from engine.games.uruguay.events import EVENTS

GOV, TUP = kit.GOV, kit.TUP


# ----- small helpers -----
def start(st, cid, side, role=None, chance=None):
    """Start a card side, remembering the piece totals to compare at the end."""
    return kit.effect(st, cid, side, role, chance=chance)


def done(st, before):
    """The card has finished and no piece was created or lost."""
    assert kit.asking(st) is None
    assert kit.totals(st) == kit.totals(before)


def who(st):
    return kit.asking(st)["role"]


def new_log(st, before):
    return st["log"][len(before["log"]):]


def rules_logged(st, before):
    return [e["rule"] for e in new_log(st, before)]


def sp(st, sid):
    return st["spaces"][sid]


def at_expansion(st):
    """Switch a kit position to Expansion the way 6.4.3 does (the Expansion box pieces become Available)."""
    st["tracks"]["structure"] = "expansion"
    st["available"]["cells"] += st["expansion"]["cells"]
    st["available"]["safe"] += st["expansion"]["safe"]
    st["expansion"] = {"cells": 0, "safe": 0}
    return st


# ----- registration -----
def test_batch_registers_every_side_and_only_news_for_capabilities():
    for cid in ("U13", "U14", "U17", "U18", "U20", "U21", "U22", "U23", "U24"):
        assert sorted(EVENTS[cid]) == ["bottom", "news", "top"], cid
    for cid in ("U15", "U16", "U19"):
        assert sorted(EVENTS[cid]) == ["news"], cid


# ----- U13 General Motors Complex Destroyed -----
def test_u13_top_two_markers_in_one_space_shift_toward_disgust():
    st0 = kit.position(spaces={"prado": {"sabotage": 2}}, tracks={"public_sympathy": 2})
    st = start(st0, "U13", "top", GOV)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == 1


def test_u13_top_markers_spread_over_spaces_do_nothing():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}, "sayago": {"sabotage": 1}, "armory": {"sabotage": 1}},
                       tracks={"public_sympathy": 2})
    st = start(st0, "U13", "top", GOV)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == 2
    assert "U13" in rules_logged(st, st0)


def test_u13_top_at_disgust_gives_the_government_an_activation():
    st0 = kit.position(spaces={"casino": {"sabotage": 3}, "aguada": {"cells_u": 2}}, tracks={"public_sympathy": 0})
    st = start(st0, "U13", "top", TUP)
    assert who(st) == GOV and kit.asking(st)["rule"] == "6.6.4"
    assert kit.options(st) == [("space", "aguada"), ("done", None)]
    st = kit.answer(st, GOV, "space", "aguada")
    done(st, st0)
    assert sp(st, "aguada")["cells_a"] == 1 and sp(st, "aguada")["cells_u"] == 1
    assert st["tracks"]["public_sympathy"] == 0


def test_u13_bottom_three_markers_and_an_arms_chit_for_a_fourth():
    st0 = kit.position(spaces={"prado": {"cells_u": 2, "police": 1, "sabotage": 1}, "northern": {"cells_u": 1},
                               "government": {"cells_u": 1}, "sayago": {"cells_a": 1}},
                       supply_held={"arms": 1}, supply_pool={"arms": 1})
    st = start(st0, "U13", "bottom", GOV)   # the Government executes, the Tupamaros choose (the card names them)
    assert who(st) == TUP
    assert kit.options(st) == [("space", "prado"), ("done", None)]
    st = kit.answer(st, TUP, "space", "prado")
    assert who(st) == TUP and kit.asking(st)["rule"] == "1.8.1"        # the Arms chit (no second space asked)
    st = kit.answer(st, TUP, "yes")
    done(st, st0)
    assert sp(st, "prado") == {**sp(st0, "prado"), "cells_u": 1, "cells_a": 1, "sabotage": 1 + 1 + 1 + 2}
    assert st["supply_held"]["arms"] == 0 and st["supply_pool"]["arms"] == 2


def test_u13_bottom_without_arms_places_exactly_three():
    st0 = kit.position(spaces={"carrasco": {"cells_u": 1}})
    st = start(st0, "U13", "bottom", TUP)
    st = kit.answer(st, TUP, "space", "carrasco")
    done(st, st0)
    assert sp(st, "carrasco")["sabotage"] == 3
    assert sp(st, "carrasco")["cells_a"] == 1 and sp(st, "carrasco")["cells_u"] == 0


def test_u13_bottom_declined_changes_nothing():
    st0 = kit.position(spaces={"carrasco": {"cells_u": 1}})
    st = start(st0, "U13", "bottom", TUP)
    st = kit.answer(st, TUP, "done")
    done(st, st0)
    assert st["spaces"] == st0["spaces"]


def test_u13_bottom_needs_an_underground_cell_in_an_urban_space():
    # Tips: an Active Cell is not enough; Rural and Strategic Center Cells do not qualify.
    st0 = kit.position(spaces={"carrasco": {"cells_a": 2}, "northern": {"cells_u": 1}, "casino": {"cells_u": 1}})
    st = start(st0, "U13", "bottom", TUP)
    done(st, st0)
    assert st["spaces"] == st0["spaces"]


def test_u13_news_propagandize_without_blocking_its_own_news():
    st0 = kit.position(tracks={"public_sympathy": 2})
    st = start(st0, "U13", "news")
    assert who(st) == TUP
    st = kit.answer(st, TUP, "yes", chance=[{"die": 5}])
    assert st["tracks"]["public_sympathy"] == 3
    assert kit.asking(st)["prompt"].startswith("Control")             # second roll at Control (4.3.2)
    st = kit.answer(st, TUP, "yes", chance=[{"die": 3}])              # 3 is not above 3: no shift
    done(st, st0)                                                     # no question about blocking the news
    assert st["tracks"]["public_sympathy"] == 3 and st["news_blocked"] is None


def test_u13_news_declined():
    st0 = kit.position(tracks={"public_sympathy": 2})
    st = start(st0, "U13", "news")
    st = kit.answer(st, TUP, "no")
    done(st, st0)
    assert st["tracks"] == st0["tracks"]


# ----- U14 Tupamaros Strike Rural Town -----
def test_u14_top_rural_sabotage_shifts_two_steps():
    st0 = kit.position(spaces={"southwest": {"sabotage": 1}}, tracks={"public_sympathy": 3})
    st = start(st0, "U14", "top", GOV)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == 1


def test_u14_top_from_1_stops_at_disgust_without_edge_effect():
    st0 = kit.position(spaces={"northern": {"sabotage": 1}, "prado": {"cells_u": 1}}, tracks={"public_sympathy": 1})
    st = start(st0, "U14", "top", GOV)
    done(st, st0)                                   # moving further gives no edge effect (6.6.4)
    assert st["tracks"]["public_sympathy"] == 0 and sp(st, "prado")["cells_u"] == 1


def test_u14_top_at_disgust_triggers_one_edge_effect():
    st0 = kit.position(spaces={"northern": {"sabotage": 1}, "prado": {"cells_u": 2}}, tracks={"public_sympathy": 0})
    st = start(st0, "U14", "top", GOV)
    st = kit.answer(st, GOV, "space", "prado")
    done(st, st0)
    assert sp(st, "prado")["cells_a"] == 1


def test_u14_top_urban_sabotage_only_does_nothing():
    st0 = kit.position(spaces={"prado": {"sabotage": 3}, "prison": {"sabotage": 1}}, tracks={"public_sympathy": 3})
    st = start(st0, "U14", "top", GOV)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == 3


def test_u14_bottom_switch_to_expansion_then_recruit_three_spaces_even_with_u6():
    st0 = kit.position(spaces={"northern": {"safe": 1}}, capabilities={"U6": "structure"})
    st = start(st0, "U14", "bottom", GOV)
    assert who(st) == TUP
    st = kit.answer(st, TUP, "yes")
    assert st["tracks"]["structure"] == "expansion"
    assert st["available"]["cells"] == st0["available"]["cells"] + 6
    assert st["available"]["safe"] == st0["available"]["safe"] + 1
    st = kit.answer(st, TUP, "yes")                                   # Recruit
    st = kit.answer(st, TUP, "space", "prado")
    st = kit.answer(st, TUP, "space", "sayago")
    assert ("space", "northern") in kit.options(st)                   # a 3rd space despite U6 at Expansion
    st = kit.answer(st, TUP, "space", "northern")
    st = kit.answer(st, TUP, "number", 2)
    assert kit.options(st) == [("space", "prado"), ("space", "sayago"), ("space", "northern"), ("done", None)]
    st = kit.answer(st, TUP, "space", "sayago")                       # a Safe House with the new Cell
    done(st, st0)
    assert (sp(st, "prado")["cells_u"], sp(st, "sayago")["cells_u"], sp(st, "northern")["cells_u"]) == (1, 1, 2)
    assert sp(st, "sayago")["safe"] == 1
    assert st["expansion"] == {"cells": 0, "safe": 0}


def test_u14_bottom_both_declined():
    st0 = kit.position()
    st = start(st0, "U14", "bottom", TUP)
    st = kit.answers(st, TUP, ("no", None), ("no", None))
    done(st, st0)
    assert st["tracks"]["structure"] == "control" and st["spaces"] == st0["spaces"]


def test_u14_bottom_already_at_expansion_goes_straight_to_recruit():
    st0 = at_expansion(kit.position())
    st = start(st0, "U14", "bottom", TUP)
    assert kit.asking(st)["prompt"] == "U14: Recruit in up to 3 spaces?"


def test_u14_bottom_nothing_available_to_recruit():
    st0 = at_expansion(kit.position(available={"cells": 0, "safe": 0}, expansion={"cells": 0, "safe": 0}))
    st = start(st0, "U14", "bottom", TUP)
    done(st, st0)
    assert st["spaces"] == st0["spaces"]


def test_u14_news_free_raid_next_to_the_university():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "police": 2, "cells_u": 1},
                               "prado": {"safe": 1, "police": 3},                 # raidable but not adjacent
                               "ciudad_vieja": {"safe": 1, "police": 1, "cells_u": 1}},  # not more cubes than Cells
                       supply_held={"escape": 1}, supply_pool={"escape": 1}, tracks={"political_will": 10})
    st = start(st0, "U14", "news")
    assert who(st) == GOV
    assert kit.options(st) == [("space", "aguada"), ("done", None)]
    st = kit.answer(st, GOV, "space", "aguada", chance=[{"draw": "escape"}])
    done(st, st0)
    assert sp(st, "aguada")["safe"] == 0 and sp(st, "aguada")["cells_u"] == 1
    assert st["tracks"]["political_will"] == 11
    assert st["supply_held"]["escape"] == 0 and st["intel_held"] == st0["intel_held"]


def test_u14_news_raid_of_the_peoples_prison_clears_hostages_and_applies_u3_bottom():
    st0 = kit.position(spaces={"punta_carretas": {"safe": 1, "police": 1}}, capabilities={"U3": "bottom"},
                       tracks={"political_will": 10, "public_sympathy": 3})
    st0 = kit.place(st0, "punta_carretas", pp=True)
    st0["hostages_aside"] -= 1
    st0["supply_pool"]["hostage"] += 1
    st = start(st0, "U14", "news")
    st = kit.answer(st, GOV, "space", "punta_carretas", chance=[{"die": 2}])
    done(st, st0)
    assert st["pp"] is None and st["supply_pool"]["hostage"] == 0
    assert st["tracks"]["political_will"] == 10               # +1 for the Safe House, -1 for U3 (2 < 3)


def test_u14_bottom_an_orders_chit_may_add_a_fourth_space():
    st0 = kit.position(supply_held={"orders": 1}, supply_pool={"orders": 1})
    st = start(st0, "U14", "bottom", TUP)
    st = kit.answers(st, TUP, ("no", None), ("yes", None), ("space", "prado"), ("space", "sayago"),
                     ("space", "aguada"))
    assert kit.options(st) == [("orders", None), ("done", None)]
    st = kit.answers(st, TUP, ("orders", None), ("space", "malvin"), ("done", None))
    done(st, st0)
    assert [sp(st, s)["cells_u"] for s in ("prado", "sayago", "aguada", "malvin")] == [1, 1, 1, 1]
    assert st["supply_held"]["orders"] == 0


def test_u14_news_raid_with_u3_mousetrap_arrest():
    st0 = kit.position(spaces={"ciudad_vieja": {"safe": 2, "police": 3, "cells_a": 1}}, capabilities={"U3": "top"})
    st = start(st0, "U14", "news")
    st = kit.answer(st, GOV, "space", "ciudad_vieja")
    assert who(st) == GOV and kit.asking(st)["rule"] == "U3"
    st = kit.answer(st, GOV, "yes")
    done(st, st0)
    assert sp(st, "ciudad_vieja")["safe"] == 1 and sp(st, "ciudad_vieja")["cells_a"] == 0 and st["prison"] == 1
    assert st["tracks"]["political_will"] == st0["tracks"]["political_will"] + 1


def test_u14_news_declined_and_impossible():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "police": 2}})
    st = kit.answer(start(st0, "U14", "news"), GOV, "done")
    done(st, st0)
    assert sp(st, "aguada")["safe"] == 1
    st1 = kit.position(spaces={"aguada": {"safe": 1, "police": 1, "cells_u": 1}})
    st = start(st1, "U14", "news")
    done(st, st1)
    assert st["spaces"] == st1["spaces"]


# ----- capability cards: Breaking News only -----
@pytest.mark.parametrize("cid", ["U15", "U19"])
def test_capability_news_without_effect(cid):
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 1}}, prison=2)
    st = start(st0, cid, "news")
    done(st, st0)
    assert {k: st[k] for k in ("spaces", "tracks", "prison")} == {k: st0[k] for k in ("spaces", "tracks", "prison")}


def test_u16_news_intimidate():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}}, intel_held={"info": 1},
                       intel_pool={"info": 3})
    st = start(st0, "U16", "news")
    assert who(st) == TUP
    st = kit.answers(st, TUP, ("yes", None), ("space", "prado"), ("intel", "info"))
    done(st, st0)
    assert sp(st, "prado")["police"] == 1 and st["intel_held"]["info"] == 0


def test_u16_news_declined_and_impossible():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}})
    st = kit.answer(start(st0, "U16", "news"), TUP, "no")
    done(st, st0)
    assert sp(st, "prado")["police"] == 2
    st1 = kit.position(spaces={"prado": {"cells_a": 1, "police": 2}})    # Active Cells cannot Intimidate
    st = start(st1, "U16", "news")
    done(st, st1)
    assert sp(st, "prado")["police"] == 2


# ----- U17 Massive Prison Break Embarrasses Police -----
def test_u17_top_activates_around_the_prison_then_arrests():
    st0 = kit.position(spaces={"prison": {"cells_u": 2, "police": 1}, "punta_carretas": {"cells_u": 1},
                               "aguada": {"cells_u": 1}})
    st = start(st0, "U17", "top", TUP)
    assert who(st) == GOV
    assert sp(st, "prison")["cells_a"] == 2 and sp(st, "punta_carretas")["cells_a"] == 1
    assert sp(st, "aguada")["cells_u"] == 1                         # not adjacent to the Prison
    st = kit.answer(st, GOV, "yes")
    done(st, st0)
    assert sp(st, "prison")["cells_a"] == 1 and st["prison"] == 1   # 1 per cube in a Strategic Center


def test_u17_top_arrest_declined():
    st0 = kit.position(spaces={"prison": {"cells_u": 1, "troops": 2}})
    st = kit.answer(start(st0, "U17", "top", GOV), GOV, "no")
    done(st, st0)
    assert sp(st, "prison")["cells_a"] == 1 and st["prison"] == 0


def test_u17_top_without_cubes_only_activates():
    st0 = kit.position(spaces={"prison": {"cells_u": 1}, "punta_carretas": {"cells_u": 2, "police": 5}})
    st = start(st0, "U17", "top", GOV)
    done(st, st0)
    assert sp(st, "prison")["cells_a"] == 1 and sp(st, "punta_carretas")["cells_a"] == 2 and st["prison"] == 0


def test_u17_bottom_half_the_prison_returns_at_control():
    st0 = kit.position(prison=5, available={"cells": 5})
    st = start(st0, "U17", "bottom", TUP)
    done(st, st0)
    assert st["prison"] == 3 and st["available"]["cells"] == 7


def test_u17_bottom_at_expansion_may_switch_to_control():
    st0 = at_expansion(kit.position(prison=4, available={"cells": 6}))
    st = start(st0, "U17", "bottom", GOV)
    assert st["prison"] == 2 and who(st) == TUP
    st = kit.answer(st, TUP, "yes")
    done(st, st0)
    assert st["tracks"]["structure"] == "control"
    assert st["expansion"] == {"cells": 6, "safe": 1}
    assert st["available"]["cells"] == 6 + 6 + 2 - 6 and st["available"]["safe"] == st0["available"]["safe"] - 1


def test_u17_bottom_single_prisoner_stays_and_switch_declined():
    st0 = at_expansion(kit.position(prison=1))
    st = kit.answer(start(st0, "U17", "bottom", TUP), TUP, "no")
    done(st, st0)
    assert st["prison"] == 1 and st["tracks"]["structure"] == "expansion"


def test_u17_news_activates_a_whole_urban_space():
    st0 = kit.position(spaces={"prado": {"cells_u": 2, "cells_a": 1}, "northern": {"cells_u": 3},
                               "casino": {"cells_u": 1}})
    st = start(st0, "U17", "news")
    assert who(st) == GOV
    assert kit.options(st) == [("space", "prado"), ("done", None)]
    st = kit.answer(st, GOV, "space", "prado")
    done(st, st0)
    assert sp(st, "prado")["cells_a"] == 3 and sp(st, "prado")["cells_u"] == 0


def test_u17_news_declined_and_impossible():
    st0 = kit.position(spaces={"prado": {"cells_u": 2}})
    st = kit.answer(start(st0, "U17", "news"), GOV, "done")
    done(st, st0)
    assert sp(st, "prado")["cells_u"] == 2
    st1 = kit.position(spaces={"prado": {"cells_a": 2}, "northern": {"cells_u": 1}})
    st = start(st1, "U17", "news")
    done(st, st1)


# ----- U18 Héctor Amodio Pérez's Actions Stun City -----
def test_u18_top_one_intel_draw_per_prisoner():
    st0 = kit.position(prison=3)
    st = start(st0, "U18", "top", TUP,
               chance=[{"draw": "info"}, {"draw": "false_info"}, {"draw": "info_draw"}, {"draw": "info"}])
    done(st, st0)
    assert (st["intel_held"]["info"], st["intel_held"]["info_draw"]) == (2, 1)
    assert st["intel_pool"] == {"info": 2, "info_draw": 0, "false_info": 1}


def test_u18_top_empty_prison_draws_nothing():
    st0 = kit.position(prison=0)
    st = start(st0, "U18", "top", GOV)
    done(st, st0)
    assert st["intel_held"] == st0["intel_held"]


def test_u18_bottom_same_special_activity_twice_with_the_same_pieces():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}}, intel_held={"info": 2},
                       intel_pool={"info": 2})
    st = start(st0, "U18", "bottom", GOV)
    assert who(st) == TUP
    assert kit.options(st) == [("special", "propagandize"), ("special", "intimidate"), ("done", None)]
    st = kit.answers(st, TUP, ("special", "intimidate"), ("space", "prado"), ("intel", "info"))
    assert kit.options(st) == [("special", "propagandize"), ("special", "intimidate"), ("done", None)]
    st = kit.answers(st, TUP, ("special", "intimidate"), ("space", "prado"), ("intel", "info"))
    done(st, st0)
    assert sp(st, "prado")["police"] == 0 and st["intel_held"]["info"] == 0


def test_u18_bottom_propagandize_may_block_the_cards_news():
    st0 = kit.position(tracks={"structure": "control", "public_sympathy": 1})
    st = start(st0, "U18", "bottom", TUP)
    st = kit.answer(st, TUP, "special", "propagandize", chance=[{"die": 2}])
    st = kit.answer(st, TUP, "no")                                       # no second roll
    st = kit.answer(st, TUP, "yes")                                      # block U18's Breaking News
    assert st["news_blocked"] == TUP and st["tracks"]["public_sympathy"] == 2
    st = kit.answer(st, TUP, "done")
    done(st, st0)


def test_u18_bottom_declined():
    st0 = kit.position()
    st = kit.answer(start(st0, "U18", "bottom", TUP), TUP, "done")
    done(st, st0)
    assert st["tracks"] == st0["tracks"]


def test_u18_news_discard_for_sympathy():
    st0 = kit.position(supply_held={"orders": 1, "arms": 1}, supply_pool={"orders": 1, "arms": 1})
    st = start(st0, "U18", "news")
    assert who(st) == TUP
    assert kit.options(st) == [("chit", "arms"), ("chit", "orders"), ("done", None)]
    st = kit.answer(st, TUP, "chit", "orders")
    done(st, st0)
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 0}
    assert st["tracks"]["public_sympathy"] == 3


def test_u18_news_at_support_gives_the_edge_effect():
    st0 = kit.position(spaces={"malvin": {"cells_u": 1}}, supply_held={"escape": 1}, supply_pool={"escape": 1},
                       tracks={"public_sympathy": 4})
    st = kit.answer(start(st0, "U18", "news"), TUP, "chit", "escape")
    assert who(st) == TUP and kit.asking(st)["rule"] == "6.6.4"
    st = kit.answer(st, TUP, "place", "malvin")
    done(st, st0)
    assert sp(st, "malvin")["safe"] == 1 and st["tracks"]["public_sympathy"] == 4


def test_u18_news_declined_and_impossible():
    st0 = kit.position(supply_held={"arms": 1}, supply_pool={"arms": 1})
    st = kit.answer(start(st0, "U18", "news"), TUP, "done")
    done(st, st0)
    assert st["supply_held"]["arms"] == 1 and st["tracks"] == st0["tracks"]
    st1 = kit.position()
    st = start(st1, "U18", "news")
    done(st, st1)
    assert st["tracks"] == st1["tracks"]


# ----- U20 Radio Sarandí Seized, Propaganda Broadcast -----
def test_u20_top_one_step_toward_disgust():
    st0 = kit.position(tracks={"public_sympathy": 4})
    st = start(st0, "U20", "top", TUP)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == 3


def test_u20_top_at_disgust_without_underground_cells_does_nothing():
    st0 = kit.position(spaces={"prado": {"cells_a": 1}}, tracks={"public_sympathy": 0})
    st = start(st0, "U20", "top", GOV)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == 0 and st["spaces"] == st0["spaces"]


def test_u20_bottom_two_propagandizes_block_asked_once():
    st0 = at_expansion(kit.position(tracks={"public_sympathy": 2}))
    st = start(st0, "U20", "bottom", GOV)
    assert who(st) == TUP
    st = kit.answer(st, TUP, "yes", chance=[{"die": 4}])                 # 4 > 2: to 3
    assert "Breaking News" in kit.asking(st)["prompt"]
    st = kit.answer(st, TUP, "yes")                                      # block U20's news
    st = kit.answer(st, TUP, "yes", chance=[{"die": 3}])                 # 3 is not above 3
    done(st, st0)                                                        # the block is not offered again
    assert st["tracks"]["public_sympathy"] == 3 and st["news_blocked"] == TUP


def test_u20_bottom_declined_twice():
    st0 = kit.position()
    st = kit.answers(start(st0, "U20", "bottom", TUP), TUP, ("no", None), ("no", None))
    done(st, st0)
    assert st["tracks"] == st0["tracks"] and st["news_blocked"] is None


def test_u20_news_sabotage_next_to_a_cell():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"political_will": 12})
    st = start(st0, "U20", "news")
    assert who(st) == TUP
    assert kit.options(st) == [("space", "sayago"), ("space", "ituzaingo"), ("space", "aguada"),
                               ("space", "government"), ("done", None)]
    st = kit.answer(st, TUP, "space", "government")
    done(st, st0)
    assert sp(st, "government")["sabotage"] == 1
    assert st["tracks"]["political_will"] == 12                          # no Strategic Center effect


def test_u20_news_cell_space_counts_only_when_next_to_another_cell():
    st0 = kit.position(spaces={"prison": {"cells_a": 1}, "punta_carretas": {"cells_u": 1}})
    st = start(st0, "U20", "news")
    opts = kit.options(st)
    assert ("space", "punta_carretas") in opts and ("space", "prison") in opts
    assert ("space", "malvin") in opts and ("space", "prado") not in opts
    st = kit.answer(st, TUP, "done")
    done(st, st0)
    assert all(s["sabotage"] == 0 for s in st["spaces"].values())


def test_u20_news_without_cells_does_nothing():
    st0 = kit.position()
    st = start(st0, "U20", "news")
    done(st, st0)


# ----- U21 Police Close In On Raúl Sendic -----
def test_u21_top_raid_then_forced_expansion():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "police": 2}}, intel_held={"info": 2},
                       intel_pool={"info": 2}, tracks={"political_will": 15})
    st = start(st0, "U21", "top", TUP)
    assert who(st) == GOV
    st = kit.answers(st, GOV, ("yes", None), ("space", "aguada"))
    done(st, st0)
    assert sp(st, "aguada")["safe"] == 0 and st["intel_held"]["info"] == 0
    assert st["tracks"]["political_will"] == 16
    assert st["tracks"]["structure"] == "expansion" and st["expansion"] == {"cells": 0, "safe": 0}
    assert st["available"]["cells"] == st0["available"]["cells"] + 6


def test_u21_top_no_raid_possible_still_forces_expansion():
    st0 = kit.position(spaces={"aguada": {"safe": 1, "police": 2}}, intel_held={"info": 1}, intel_pool={"info": 3})
    st = start(st0, "U21", "top", GOV)
    done(st, st0)
    assert sp(st, "aguada")["safe"] == 1 and st["tracks"]["structure"] == "expansion"


def test_u21_top_raid_declined_at_expansion():
    st0 = at_expansion(kit.position(spaces={"aguada": {"safe": 1, "police": 2}}, intel_held={"info": 2},
                                    intel_pool={"info": 2}))
    st = kit.answer(start(st0, "U21", "top", GOV), GOV, "no")
    done(st, st0)
    assert st["spaces"] == st0["spaces"] and st["available"] == st0["available"]


def test_u21_bottom_government_discards_half_of_its_intel():
    st0 = kit.position(intel_held={"info": 3, "info_draw": 1}, intel_pool={"info": 1, "info_draw": 0})
    st = start(st0, "U21", "bottom", TUP)
    assert who(st) == GOV
    assert kit.options(st) == [("intel", "info"), ("intel", "info_draw")]
    st = kit.answer(st, GOV, "intel", "info_draw")        # the second chit can only be an Info: not asked
    done(st, st0)
    assert (st["intel_held"]["info"], st["intel_held"]["info_draw"]) == (2, 0)


def test_u21_bottom_one_chit_rounds_down_to_none():
    st0 = kit.position(intel_held={"info": 1}, intel_pool={"info": 3})
    st = start(st0, "U21", "bottom", GOV)
    done(st, st0)
    assert st["intel_held"]["info"] == 1


def test_u21_news_hunger_strike():
    st0 = kit.position(prison=2, available={"cells": 8})
    st = start(st0, "U21", "news")
    assert who(st) == TUP
    st = kit.answer(st, TUP, "yes")
    done(st, st0)
    assert st["prison"] == 1 and st["available"]["cells"] == 9 and st["tracks"]["public_sympathy"] == 3


def test_u21_news_empty_prison_cannot_shift_sympathy():
    st0 = kit.position(prison=0)
    st = start(st0, "U21", "news")
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == st0["tracks"]["public_sympathy"]


def test_u21_news_declined():
    st0 = kit.position(prison=3, available={"cells": 7})
    st = kit.answer(start(st0, "U21", "news"), TUP, "no")
    done(st, st0)
    assert st["prison"] == 3 and st["tracks"] == st0["tracks"]


# ----- U22 Election Results Declared -----
def test_u22_top_pay_sympathy_for_two_special_activities():
    st0 = kit.position(prison=2, tracks={"public_sympathy": 2})
    st = start(st0, "U22", "top", TUP)
    assert who(st) == GOV
    st = kit.answer(st, GOV, "yes")
    assert st["tracks"]["public_sympathy"] == 3
    assert kit.options(st) == [("special", "censor"), ("special", "interrogate"), ("done", None)]
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}])
    st = kit.answer(st, GOV, "special", "censor", chance=[{"die": 5}])   # 5 > 3: back to 2
    st = kit.answer(st, GOV, "yes")                                       # block U22's news
    done(st, st0)
    assert st["intel_held"]["info"] == 1 and st["tracks"]["public_sympathy"] == 2
    assert st["news_blocked"] == GOV


def test_u22_top_declined():
    st0 = kit.position()
    st = kit.answer(start(st0, "U22", "top", GOV), GOV, "no")
    done(st, st0)
    assert st["tracks"] == st0["tracks"]


def test_u22_top_at_support_the_price_is_the_tupamaros_edge_effect():
    st0 = kit.position(spaces={"sayago": {"cells_u": 1}}, tracks={"public_sympathy": 4})
    st = kit.answer(start(st0, "U22", "top", GOV), GOV, "yes")
    assert who(st) == TUP and kit.asking(st)["rule"] == "6.6.4"
    st = kit.answer(st, TUP, "skip")
    assert who(st) == GOV
    st = kit.answer(st, GOV, "done")
    done(st, st0)


@pytest.mark.parametrize("before, after", [(1, 3), (3, 4)])
def test_u22_bottom_two_steps_toward_support(before, after):
    st0 = kit.position(tracks={"public_sympathy": before})
    st = start(st0, "U22", "bottom", GOV)
    done(st, st0)
    assert st["tracks"]["public_sympathy"] == after


def test_u22_bottom_at_support_one_edge_effect_only():
    st0 = kit.position(spaces={"sayago": {"cells_u": 1}}, tracks={"public_sympathy": 4})
    st = start(st0, "U22", "bottom", GOV)
    st = kit.answer(st, TUP, "place", "sayago")
    done(st, st0)                                   # two steps, one edge effect (6.6.4)
    assert sp(st, "sayago")["safe"] == 1


@pytest.mark.parametrize("pw, ct, pw_after, ct_after", [(10, 3, 12, 4), (19, 20, 20, 20)])
def test_u22_news_political_will_and_coup_threat(pw, ct, pw_after, ct_after):
    st0 = kit.position(tracks={"political_will": pw, "coup_threat": ct})
    st = start(st0, "U22", "news")
    done(st, st0)
    assert (st["tracks"]["political_will"], st["tracks"]["coup_threat"]) == (pw_after, ct_after)


# ----- U23 Carlos Marighella's Writings Guide Tupamaros -----
def test_u23_top_two_limited_operations():
    st0 = kit.position(spaces={"prado": {"police": 1}})
    st = start(st0, "U23", "top", TUP)
    assert who(st) == GOV
    st = kit.answers(st, GOV, ("op", "deploy"), ("space", "prado"), ("number", 2), ("op", "deploy"),
                     ("space", "sayago"))
    done(st, st0)
    assert sp(st, "prado")["police"] == 3 and sp(st, "sayago")["police"] == 1


def test_u23_bottom_orders_only_while_in_the_pool():
    st0 = kit.position(supply_held={"orders": 1}, supply_pool={"orders": 1})
    st = start(st0, "U23", "bottom", GOV)
    done(st, st0)
    assert st["supply_held"]["orders"] == 2 and st["supply_pool"]["orders"] == 0


def test_u23_news_two_cells_to_available():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "cells_a": 1}})
    st = start(st0, "U23", "news")
    st = kit.answers(st, GOV, ("space", "prado"), ("side", "cells_u"), ("space", "prado"))
    done(st, st0)
    assert sp(st, "prado")["cells_u"] == 0 and sp(st, "prado")["cells_a"] == 0
    assert st["available"]["cells"] == st0["available"]["cells"] + 2


# ----- U24 Plan Tatú Uncovered -----
def test_u24_top_search_then_raid_adds_one_more_political_will():
    st0 = kit.position(spaces={"northern": {"safe": 1, "cells_u": 2}, "sayago": {"police": 3}},
                       intel_held={"info": 2}, intel_pool={"info": 2}, tracks={"political_will": 10})
    st = start(st0, "U24", "top", TUP)
    assert who(st) == GOV
    assert kit.options(st) == [("space", "northern"), ("space", "southwest"), ("space", "southeast"), ("done", None)]
    st = kit.answer(st, GOV, "space", "northern")
    assert kit.asking(st)["rule"] == "3.2.3"                        # straight to moving cubes in
    st = kit.answers(st, GOV, ("move", ["sayago", "police"]), ("move", ["sayago", "police"]),
                     ("move", ["sayago", "police"]))         # no cube left next door: no more to ask
    assert sp(st, "northern")["cells_a"] == 2                       # Rural: 1 Cell per cube
    st = kit.answer(st, GOV, "yes")
    done(st, st0)
    assert sp(st, "northern")["safe"] == 0 and st["intel_held"]["info"] == 0
    assert st["tracks"]["political_will"] == 12


def test_u24_top_search_only_when_short_of_intel():
    st0 = kit.position(spaces={"southeast": {"safe": 1, "cells_u": 1, "police": 2}}, intel_held={"info": 1},
                       intel_pool={"info": 3})
    st = start(st0, "U24", "top", GOV)
    st = kit.answer(st, GOV, "space", "southeast")                # no cube next door: nothing to move in
    done(st, st0)
    assert sp(st, "southeast") == {**sp(st0, "southeast"), "cells_u": 0, "cells_a": 1}
    assert "U24" in rules_logged(st, st0)


def test_u24_top_raid_declined_and_search_declined():
    st0 = kit.position(spaces={"southwest": {"safe": 1, "police": 1}}, intel_held={"info": 2}, intel_pool={"info": 2})
    st = start(st0, "U24", "top", GOV)
    st = kit.answers(st, GOV, ("space", "southwest"), ("no", None))
    done(st, st0)
    assert sp(st, "southwest")["safe"] == 1 and st["intel_held"]["info"] == 2
    st = kit.answer(start(st0, "U24", "top", GOV), GOV, "done")
    done(st, st0)
    assert st["spaces"] == st0["spaces"]


def test_u24_bottom_safe_house_and_two_cells_to_a_rural_space():
    st0 = kit.position(spaces={"prado": {"safe": 2, "cells_u": 2, "cells_a": 1}, "sayago": {"cells_u": 1},
                               "northern": {"cells_u": 1}})
    st0 = kit.place(st0, "prado", pp=True)
    st = start(st0, "U24", "bottom", GOV)
    assert who(st) == TUP
    st = kit.answers(st, TUP, ("space", "southeast"), ("space", "prado"))
    assert kit.asking(st)["rule"] == "1.4.4"                       # which disk leaves is the Tupamaros' secret
    st = kit.answers(st, TUP, ("which", "peoples_prison"), ("space", "prado"))
    assert kit.options(st) == [("space", "sayago"), ("space", "prado"), ("done", None)]   # Urban only
    st = kit.answer(st, TUP, "space", "sayago")
    done(st, st0)
    assert sp(st, "southeast")["safe"] == 1 and sp(st, "southeast")["cells_u"] == 2 and st["pp"] == "southeast"
    assert sp(st, "prado")["safe"] == 1 and sp(st, "prado")["cells_u"] == 1 and sp(st, "prado")["cells_a"] == 1
    assert sp(st, "sayago")["cells_u"] == 0


def test_u24_bottom_full_rural_space_still_takes_cells():
    st0 = kit.position(spaces={"northern": {"safe": 2}, "aguada": {"safe": 1, "cells_u": 1}})
    st = start(st0, "U24", "bottom", TUP)
    st = kit.answers(st, TUP, ("space", "northern"), ("space", "aguada"))
    done(st, st0)
    assert sp(st, "northern")["safe"] == 2 and sp(st, "northern")["cells_u"] == 1 and sp(st, "aguada")["safe"] == 1


def test_u24_bottom_declined_and_impossible():
    st0 = kit.position(spaces={"aguada": {"safe": 1}})
    st = kit.answer(start(st0, "U24", "bottom", TUP), TUP, "done")
    done(st, st0)
    assert st["spaces"] == st0["spaces"]
    st1 = kit.position(spaces={"aguada": {"cells_a": 2}, "northern": {"safe": 1, "cells_u": 1}})
    st = start(st1, "U24", "bottom", TUP)
    done(st, st1)
    assert st["spaces"] == st1["spaces"]


def test_u24_news_no_effect():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}})
    st = start(st0, "U24", "news")
    done(st, st0)
    assert st["spaces"] == st0["spaces"] and st["tracks"] == st0["tracks"]
