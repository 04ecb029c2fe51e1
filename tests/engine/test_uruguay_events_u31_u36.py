"""Scenario tests for the Uruguay Events U31-U36 (engine/games/uruguay/events/u25_u36.py).

Every test builds a position by hand, runs one card side, answers its questions and checks the exact outcome.
"""

import pytest

import uruguay_kit as kit
from engine import IllegalAction

GOV, TUP = kit.GOV, kit.TUP


# ----- U31 Wilson Ferreira Delivers Speech on Police Methods -----
def test_u31_top_only_after_military_intervention():
    st = kit.effect(kit.position(tracks={"military_intervention": True, "political_will": 10}), "U31", "top", GOV)
    assert st["tracks"]["political_will"] == 11
    st = kit.effect(kit.position(tracks={"political_will": 10}), "U31", "top", GOV)
    assert st["tracks"]["political_will"] == 10 and kit.texts(st, "U31") == ["No Military Intervention: no effect."]
    st = kit.effect(kit.position(tracks={"military_intervention": True, "political_will": 20}), "U31", "top", GOV)
    assert st["tracks"]["political_will"] == 20


def test_u31_bottom_trades_coup_threat_for_sympathy():
    st0 = kit.position(tracks={"coup_threat": 2, "public_sympathy": 2})
    st = kit.effect(st0, "U31", "bottom", GOV)
    assert st["tracks"]["coup_threat"] == 1 and st["tracks"]["public_sympathy"] == 3
    kit.finished(st0, st)


def test_u31_bottom_no_effect_at_coup_threat_zero():
    st0 = kit.position(tracks={"coup_threat": 0, "public_sympathy": 2})
    st = kit.effect(st0, "U31", "bottom", TUP)
    assert st["tracks"] == st0["tracks"]
    assert kit.texts(st, "U31") == ["Coup Threat is already 0: no effect."]


def test_u31_bottom_at_support_gives_the_edge_effect():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"coup_threat": 1, "public_sympathy": 4})
    st = kit.effect(st0, "U31", "bottom", GOV)
    assert st["tracks"]["coup_threat"] == 0 and kit.role_asked(st) == TUP
    st = kit.answer(st, TUP, "place", "prado")
    assert st["spaces"]["prado"]["safe"] == 1 and st["tracks"]["public_sympathy"] == 4
    kit.finished(st0, st)


def test_u31_news_sabotage_in_an_urban_space_without_one():
    st0 = kit.position(spaces={"prado": {"sabotage": 1}})
    st = kit.effect(st0, "U31", "news")
    offered = kit.spaces_offered(st)
    assert kit.role_asked(st) == TUP and "prado" not in offered and len(offered) == 8 and "armory" not in offered
    st = kit.answer(st, TUP, "space", "carrasco")
    assert st["spaces"]["carrasco"]["sabotage"] == 1
    st = kit.answer(kit.effect(st0, "U31", "news"), TUP, "done")
    assert st["spaces"]["carrasco"]["sabotage"] == 0


# ----- U32 Sewer Network Exploited by Guerrillas -----
def test_u32_top_searches_with_the_cubes_in_place_only():
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_u": 2}, "sayago": {"police": 6},
                               "aguada": {"police": 2, "cells_u": 2}, "northern": {"police": 2, "cells_u": 1}},
                       intel_held={"info": 1}, intel_pool={"info": 3})
    st = kit.effect(st0, "U32", "top", TUP)
    assert kit.role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes")
    offered = kit.spaces_offered(st)
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
    assert not any("moves from" in t for t in kit.texts(st))
    kit.finished(st0, st)


def test_u32_top_declined():
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_u": 2}})
    st = kit.answer(kit.effect(st0, "U32", "top", GOV), GOV, "no")
    assert st["spaces"] == st0["spaces"]
    kit.finished(st0, st)


def test_u32_bottom_flips_every_cell_underground_in_two_urban_spaces():
    st0 = kit.position(spaces={"prado": {"cells_a": 3, "cells_u": 1}, "aguada": {"cells_a": 1},
                               "carrasco": {"cells_a": 2}, "northern": {"cells_a": 1}})
    st = kit.effect(st0, "U32", "bottom", GOV)
    assert kit.role_asked(st) == TUP and kit.spaces_offered(st) == ["prado", "aguada", "carrasco"]
    st = kit.answers(st, TUP, ("space", "prado"))
    assert kit.spaces_offered(st) == ["aguada", "carrasco"]
    st = kit.answer(st, TUP, "space", "carrasco")
    assert st["spaces"]["prado"]["cells_u"] == 4 and st["spaces"]["carrasco"]["cells_u"] == 2
    assert st["spaces"]["aguada"]["cells_a"] == 1 and st["spaces"]["northern"]["cells_a"] == 1
    kit.finished(st0, st)


def test_u32_bottom_nothing_to_flip_and_declined():
    st = kit.effect(kit.position(spaces={"northern": {"cells_a": 1}}), "U32", "bottom", TUP)
    assert kit.texts(st, "U32") == ["No Urban space has an Active Cell."]
    st0 = kit.position(spaces={"prado": {"cells_a": 1}})
    st = kit.answer(kit.effect(st0, "U32", "bottom", TUP), TUP, "done")
    assert st["spaces"]["prado"]["cells_a"] == 1


def test_u32_news_value_2_urban_space_without_sabotage():
    st0 = kit.position(spaces={"carrasco": {"sabotage": 1}})
    st = kit.effect(st0, "U32", "news")
    assert kit.spaces_offered(st) == ["ciudad_vieja", "punta_carretas"]
    st = kit.answer(st, TUP, "space", "punta_carretas")
    assert st["spaces"]["punta_carretas"]["sabotage"] == 1
    st0 = kit.position(spaces={"carrasco": {"sabotage": 1}, "ciudad_vieja": {"sabotage": 2},
                               "punta_carretas": {"sabotage": 1}})
    st = kit.effect(st0, "U32", "news")
    assert kit.asking(st) is None and st["spaces"] == st0["spaces"]


# ----- U33 Prisoner Exchange Offered (single effect + Breaking News) -----
def test_u33_government_refuses_the_exchange():
    st0 = kit.jailed(kit.position(spaces={"prado": {"safe": 1, "pp": True}}, supply_pool={"hostage": 2},
                              hostages_aside=1), 5)
    st = kit.effect(st0, "U33", "top", TUP)
    assert kit.role_asked(st) == GOV and kit.options(st) == [("refuse", None), ("release", None)]
    st = kit.answer(st, GOV, "refuse")
    assert st["tracks"]["public_sympathy"] == 3 and st["prison"] == 5 and st["supply_pool"]["hostage"] == 2
    kit.finished(st0, st)


def test_u33_government_releases_prisoners_and_hostages_leave_the_pool():
    st0 = kit.jailed(kit.position(spaces={"prado": {"safe": 1, "pp": True}}, supply_pool={"hostage": 2},
                              hostages_aside=1), 5)
    st = kit.answer(kit.effect(st0, "U33", "top", GOV), GOV, "release")
    assert st["prison"] == 0 and st["available"]["cells"] == 12
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3
    assert st["tracks"]["public_sympathy"] == 2
    kit.finished(st0, st)


def test_u33_release_with_an_empty_prison_box_still_clears_hostages():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}}, supply_pool={"hostage": 1}, hostages_aside=2)
    st = kit.answer(kit.effect(st0, "U33", "top", GOV), GOV, "release")
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3 and st["prison"] == 0
    kit.finished(st0, st)


def test_u33_no_effect_without_the_peoples_prison():
    st0 = kit.jailed(kit.position(spaces={"prado": {"safe": 1}}), 4)
    st = kit.effect(st0, "U33", "top", GOV)
    assert kit.texts(st, "U33") == ["The People's Prison is not on the map: no effect."]
    assert st["prison"] == 4 and st["tracks"] == st0["tracks"]


def test_u33_refusal_at_support_gives_the_edge_effect():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True, "cells_u": 1}}, tracks={"public_sympathy": 4})
    st = kit.answer(kit.effect(st0, "U33", "top", GOV), GOV, "refuse")
    assert kit.role_asked(st) == TUP and ("skip", None) in kit.options(st)
    st = kit.answer(st, TUP, "skip")
    kit.finished(st0, st)


def test_u33_is_a_single_effect_card():
    from engine.games.uruguay.events import EVENTS
    assert set(EVENTS["U33"]) == {"top", "news"}


def test_u33_news_free_kidnap():
    st0 = kit.position(spaces={"prado": {"cells_u": 2, "police": 1}})
    st = kit.effect(st0, "U33", "news")
    assert kit.role_asked(st) == TUP
    st = kit.answer(st, TUP, "yes")
    st = kit.answer(st, TUP, "space", "prado", chance=[{"die": 3}])
    st = kit.answers(st, TUP, ("chit", "arms"), ("chit", "escape"))
    assert st["supply_held"] == {"arms": 1, "escape": 1, "orders": 0}
    assert st["spaces"]["prado"]["cells_a"] == 1
    kit.finished(st0, st)


def test_u33_news_kidnap_not_possible_or_declined():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 1}})
    st = kit.effect(st0, "U33", "news")
    assert kit.texts(st, "U33") == ["Kidnap is not possible now."]
    st0 = kit.position(spaces={"prado": {"cells_u": 1}})
    st = kit.answer(kit.effect(st0, "U33", "news"), TUP, "no")
    assert st["spaces"] == st0["spaces"] and st["supply_held"] == st0["supply_held"]


# ----- U34 (printed P34) Héctor Morán Charquero Assassinated -----
def test_u34_top_interrogate_then_any_limited_operation():
    st0 = kit.jailed(kit.position(spaces={"prado": {"cells_u": 1}}), 4)
    st = kit.effect(st0, "U34", "top", TUP)
    assert kit.role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes", chance=[{"draw": "false_info"}, {"draw": "info_draw"}, {"draw": "info"}])
    assert st["intel_held"] == {"info": 1, "info_draw": 1, "false_info": 0}
    # Deploy cannot take Interrogate normally, but the card allows any Limited Operation
    assert ("op", "deploy") in kit.options(st)
    st = kit.answers(st, GOV, ("op", "deploy"), ("space", "aguada"))
    assert st["spaces"]["aguada"]["police"] == 1 and st["available"]["police"] == 19
    assert kit.options(st) == []                                  # a single Limited Operation
    kit.finished(st0, st)


def test_u34_top_interrogate_impossible_and_operation_declined():
    st0 = kit.jailed(kit.position(spaces={"prado": {"cells_u": 1}}), 1)
    st = kit.effect(st0, "U34", "top", GOV)
    assert "Interrogate is not possible now." in kit.texts(st, "U34")
    st = kit.answer(st, GOV, "skip")
    assert st["spaces"] == st0["spaces"] and st["intel_held"] == st0["intel_held"]
    kit.finished(st0, st)


def test_u34_bottom_intimidate_in_one_space_discarding_two_intel_chits():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}, "aguada": {"cells_u": 1, "police": 1}},
                       tracks={"structure": "expansion"}, intel_held={"info": 2, "info_draw": 1},
                       intel_pool={"info": 2, "info_draw": 0})
    st = kit.effect(st0, "U34", "bottom", GOV)
    assert kit.role_asked(st) == TUP and kit.spaces_offered(st) == ["prado", "aguada"]
    st = kit.answer(st, TUP, "space", "prado")
    assert st["spaces"]["prado"]["police"] == 1
    st = kit.answers(st, TUP, ("intel", "info_draw"), ("intel", "info"))
    # only one space even at Expansion
    assert kit.asking(st) is None and st["spaces"]["aguada"]["police"] == 1
    assert st["intel_held"] == {"info": 1, "info_draw": 0, "false_info": 0}
    kit.finished(st0, st)


def test_u34_bottom_declined_and_impossible():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}})
    st = kit.answer(kit.effect(st0, "U34", "bottom", GOV), TUP, "done")
    assert st["spaces"] == st0["spaces"]
    st0 = kit.position(spaces={"prado": {"cells_a": 1, "police": 2}})
    st = kit.effect(st0, "U34", "bottom", TUP)
    assert kit.texts(st, "U34") == ["No space has both Underground Cells and Police: Intimidate is not possible."]


def test_u34_bottom_fewer_intel_chits_than_allowed():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 1}}, intel_held={"info": 1},
                       intel_pool={"info": 3})
    st = kit.answer(kit.effect(st0, "U34", "bottom", TUP), TUP, "space", "prado")
    st = kit.answer(st, TUP, "intel", "info")
    assert st["intel_held"]["info"] == 0 and st["spaces"]["prado"]["police"] == 0
    kit.finished(st0, st)


def test_u34_news_flips_the_lone_peoples_prison_publicly():
    st0 = kit.position(spaces={"prado": {"safe": 1, "pp": True}, "aguada": {"safe": 1}})
    st = kit.effect(st0, "U34", "news")
    assert kit.role_asked(st) == GOV and kit.spaces_offered(st) == ["prado", "aguada"]
    st = kit.answer(st, GOV, "space", "prado")
    entry = [e for e in st["log"] if e["rule"] == "U34"][-1]
    assert entry == {"rule": "U34", "text": "The Safe House flipped in Prado is the People's Prison."}
    assert st["pp"] == "prado" and st["spaces"] == st0["spaces"]
    kit.finished(st0, st)


def test_u34_news_blind_flip_among_two_and_plain_safe_house():
    st0 = kit.position(spaces={"prado": {"safe": 2, "pp": True}, "aguada": {"safe": 1}})
    st = kit.answer(kit.effect(st0, "U34", "news"), GOV, "space", "prado", chance=[{"draw": "safe_house"}])
    assert kit.texts(st, "U34")[-1] == "The Safe House flipped in Prado is a plain Safe House."
    st = kit.answer(kit.effect(st0, "U34", "news"), GOV, "space", "prado", chance=[{"draw": "peoples_prison"}])
    assert kit.texts(st, "U34")[-1] == "The Safe House flipped in Prado is the People's Prison."
    st = kit.answer(kit.effect(st0, "U34", "news"), GOV, "space", "aguada")   # no chance needed
    assert kit.texts(st, "U34")[-1] == "The Safe House flipped in Aguada is a plain Safe House."
    st = kit.answer(kit.effect(st0, "U34", "news"), GOV, "done")
    assert kit.texts(st, "U34") == []
    with pytest.raises(IllegalAction):
        kit.answer(kit.effect(st0, "U34", "news"), GOV, "space", "aguada", chance=[{"draw": "safe_house"}])


def test_u34_news_no_safe_house():
    st = kit.effect(kit.position(), "U34", "news")
    assert kit.asking(st) is None and kit.texts(st, "U34") == ["No Safe House on the map to flip."]


# ----- U35 Autocratic Neighbors Wary of Escalating Unrest -----
def test_u35_top_coup_threat_for_four_intel_chits():
    st0 = kit.position(tracks={"coup_threat": 3})
    st = kit.effect(st0, "U35", "top", TUP)
    assert kit.role_asked(st) == GOV
    st = kit.answer(st, GOV, "yes", chance=[{"draw": "info"}, {"draw": "false_info"}, {"draw": "info_draw"},
                                            {"draw": "info"}, {"draw": "info"}])
    assert st["tracks"]["coup_threat"] == 4
    assert st["intel_held"] == {"info": 3, "info_draw": 1, "false_info": 0}
    kit.finished(st0, st)


def test_u35_top_declined_and_coup_threat_at_maximum():
    st0 = kit.position(tracks={"coup_threat": 3})
    st = kit.answer(kit.effect(st0, "U35", "top", GOV), GOV, "no")
    assert st["tracks"]["coup_threat"] == 3 and st["intel_held"] == st0["intel_held"]
    st = kit.effect(kit.position(tracks={"coup_threat": 20}), "U35", "top", GOV)
    assert kit.asking(st) is None and st["intel_held"]["info"] == 0


def test_u35_bottom_shifts_toward_support():
    st = kit.effect(kit.position(tracks={"public_sympathy": 3, "political_will": 10}), "U35", "bottom", GOV)
    assert st["tracks"]["public_sympathy"] == 4 and st["tracks"]["political_will"] == 10


def test_u35_bottom_at_support_lowers_political_will_without_edge_effect():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 4, "political_will": 10})
    st = kit.effect(st0, "U35", "bottom", GOV)
    assert kit.asking(st) is None
    assert st["tracks"]["public_sympathy"] == 4 and st["tracks"]["political_will"] == 9
    assert st["spaces"] == st0["spaces"]


def test_u35_news_has_no_effect():
    st0 = kit.position(tracks={"coup_threat": 2})
    st = kit.effect(st0, "U35", "news")
    assert st["tracks"] == st0["tracks"] and kit.texts(st, "5.4") == ["No effect."]


# ----- U36 Exposé on Financiera Monty -----
@pytest.mark.parametrize("sabotaged, gain", [([], 1), (["carrasco"], 1), (["carrasco", "ciudad_vieja"], 0),
                                             (["prado", "aguada"], 1)])
def test_u36_top_political_will_per_two_clean_value_2_spaces(sabotaged, gain):
    st0 = kit.position(spaces={sid: {"sabotage": 1} for sid in sabotaged}, tracks={"political_will": 10})
    st = kit.effect(st0, "U36", "top", TUP)
    assert st["tracks"]["political_will"] == 10 + gain


def test_u36_bottom_rob_in_value_2_space_then_discard_for_two_steps():
    st0 = kit.position(spaces={"carrasco": {"cells_u": 1}, "prado": {"cells_u": 1}},
                       tracks={"public_sympathy": 1})
    st = kit.effect(st0, "U36", "bottom", GOV)
    assert kit.role_asked(st) == TUP
    st = kit.answer(st, TUP, "yes")
    assert kit.spaces_offered(st) == ["carrasco"]
    st = kit.answers(st, TUP, ("space", "carrasco"), ("chit", "arms"), ("chit", "orders"))
    assert st["spaces"]["carrasco"]["cells_a"] == 1
    assert kit.options(st) == [("chit", "arms"), ("chit", "orders"), ("done", None)]
    st = kit.answer(st, TUP, "chit", "arms")
    assert st["supply_held"] == {"arms": 0, "escape": 0, "orders": 1}
    assert st["tracks"]["public_sympathy"] == 3
    kit.finished(st0, st)


def test_u36_bottom_no_rob_possible_discard_at_three_and_declined():
    st0 = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 3},
                       supply_held={"escape": 1}, supply_pool={"escape": 1})
    st = kit.effect(st0, "U36", "bottom", TUP)
    assert "No Value 2 Urban space has an Underground Cell: no Rob." in kit.texts(st, "U36")
    st1 = kit.answer(st, TUP, "chit", "escape")
    assert st1["tracks"]["public_sympathy"] == 4 and st1["supply_held"]["escape"] == 0
    st2 = kit.answer(st, TUP, "done")
    assert st2["tracks"]["public_sympathy"] == 3 and st2["supply_held"]["escape"] == 1
    kit.finished(st0, st2)


def test_u36_bottom_rob_declined_and_nothing_held():
    st0 = kit.position(spaces={"carrasco": {"cells_u": 1}})
    st = kit.answer(kit.effect(st0, "U36", "bottom", TUP), TUP, "no")
    assert kit.asking(st) is None and st["spaces"] == st0["spaces"]
    assert kit.texts(st, "U36")[-1] == "The Tupamaros hold no Supply chit to discard."


def test_u36_news_coup_threat_per_three_cells_in_prison():
    st = kit.effect(kit.jailed(kit.position(tracks={"coup_threat": 1}), 7), "U36", "news")
    assert st["tracks"]["coup_threat"] == 3
    st = kit.effect(kit.jailed(kit.position(tracks={"coup_threat": 1}), 2), "U36", "news")
    assert st["tracks"]["coup_threat"] == 1
