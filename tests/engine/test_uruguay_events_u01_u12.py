"""Uruguay Events U1-U12 (9.0): every implemented side run from hand-built positions, with exact outcomes."""

import pytest

import uruguay_kit as kit
from engine import IllegalAction
from engine.chance import Chance
from engine.core import Context, clone
from engine.games.uruguay.events import EVENTS

GOV, TUP = kit.GOV, kit.TUP


# ----- helpers -----
def run(st, cid, side, role=None, chance=None):
    """Start a card side and check that piece totals survive it (the caller checks them again at the end)."""
    before = kit.totals(st)
    out = kit.effect(st, cid, side, role, chance=chance)
    assert kit.totals(out) == before
    return out


def done(st, before_totals):
    assert kit.asking(st) is None, kit.asking(st)
    assert kit.totals(st) == before_totals


def texts(st, rule=None):
    return [e["text"] for e in st["log"] if rule is None or e["rule"] == rule]


def sp(st, sid):
    return {k: v for k, v in st["spaces"][sid].items() if v}


def track(st, name):
    return st["tracks"][name]


def verbs(st):
    return [v for v, _ in kit.options(st)]


def spaces_offered(st):
    return [a for v, a in kit.options(st) if v == "space"]


# ----- registration -----
def test_batch_sides_are_registered_and_capabilities_only_have_news():
    for cid in ("U2", "U8", "U9", "U10", "U11"):
        assert set(EVENTS[cid]) == {"top", "bottom", "news"}, cid
    for cid in ("U3", "U6", "U7", "U12"):
        assert set(EVENTS[cid]) == {"news"}, cid



@pytest.mark.parametrize("role", ["government", "tupamaros"])
@pytest.mark.parametrize("cid", ["U3", "U7", "U12", "U15"])
def test_a_government_capability_is_played_from_the_event_box_by_either_faction(cid, role):
    # 5.3: whoever executes a Government Capability picks its top or bottom effect, and it lasts; its sides have no
    # one-off text in EVENTS, so the Event box once offered only Pass on these four cards
    st = dict(kit.position(), current=cid)
    st["turn"] = dict(st["turn"], boxes={})
    st = kit.answer(kit._start(st, "faction_turn", role=role, slot=0), role, "box", "event")
    assert [o for o in kit.options(st) if o[0] == "event"] == [("event", "top"), ("event", "bottom")]
    st = kit.answer(st, role, "event", "bottom")
    assert st["capabilities"][cid] == "bottom"
    assert any(cid in e["text"] and "lasting Capability" in e["text"] for e in st["log"])

# ======================= U1 (existing) =======================
def test_u1_top_removes_sabotage_and_shifts_toward_disgust():
    st = kit.position(spaces={"prado": {"sabotage": 2}}, tracks={"public_sympathy": 3})
    t = kit.totals(st)
    st = run(st, "U1", "top", TUP)
    assert kit.asking(st)["role"] == GOV
    assert kit.options(st) == [("space", "prado"), ("done", None)]
    st = kit.answer(st, GOV, "space", "prado")
    done(st, t)
    assert st["spaces"]["prado"]["sabotage"] == 1 and track(st, "public_sympathy") == 2


def test_u1_news_declined_places_nothing():
    st = kit.position()
    st = run(st, "U1", "news")
    assert kit.asking(st)["role"] == TUP
    st = kit.answer(st, TUP, "done")
    assert all(s["sabotage"] == 0 for s in st["spaces"].values())


# ======================= U2 Jorge Pacheco Takes Office =======================
def u2_position(**fields):
    return kit.position(spaces={"prado": {"police": 3, "cells_a": 1, "cells_u": 1},
                                "aguada": {"police": 1, "cells_u": 2},
                                "sayago": {"police": 2}}, prison=4, **fields)


def test_u2_top_two_limited_ops_share_one_special_activity():
    st = u2_position()
    t = kit.totals(st)
    st = run(st, "U2", "top", TUP)                      # the Tupamaros play it; the Government still decides
    assert kit.asking(st)["role"] == GOV and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes")
    assert track(st, "coup_threat") == 1
    assert ("op", "arrest") in kit.options(st) and ("skip", None) in kit.options(st)
    st = kit.answer(st, GOV, "op", "arrest")
    # a Limited Arrest with the Special Activity allowed during it
    assert kit.options(st) == [("space", "prado"), ("special", "interrogate")]
    st = kit.answer(st, GOV, "space", "prado")         # 3 Police in Urban: 1 Active Cell to Prison (4 -> 5)
    assert st["prison"] == 5 and sp(st, "prado") == {"police": 3, "cells_u": 1}
    # Limited: one space only, so the next question is the Special Activity after the Operation
    assert kit.options(st) == [("special", "interrogate"), ("done", None)]
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}, {"draw": "false_info"}])
    assert st["intel_held"]["info"] == 1 and st["intel_held"]["info_draw"] == 0
    # a Special Activity taken after the Operation's last space closes the Operation (4.1: "after")
    # the second Limited Operation: no Special Activity left to add
    assert kit.asking(st)["prompt"] == "U2: Limited Operation 2 of 2."
    assert all("may add" not in o["label"] for o in kit.asking(st)["options"])
    st = kit.answer(st, GOV, "op", "search")
    assert ("special", "interrogate") not in kit.options(st)
    st = kit.answer(st, GOV, "space", "aguada")
    assert ("lead", "info") in kit.options(st)          # 2.3.9 still lets an Intel chit add a space
    st = kit.answer(st, GOV, "done")
    # moving adjacent cubes: no Special Activity offered there either
    assert "special" not in verbs(st)
    st = kit.answers(st, GOV, ("move", ["prado", "police"]), ("move", ["prado", "police"]), ("done", None))
    # 3 cubes in Aguada: 1 Cell Activated (3 // 3); the Intel chit may be spent for 1 per cube
    assert kit.asking(st)["rule"] == "3.2.3" and verbs(st) == ["intel", "skip"]
    st = kit.answer(st, GOV, "skip")
    done(st, t)
    assert sp(st, "aguada") == {"police": 3, "cells_u": 1, "cells_a": 1}
    assert sp(st, "prado") == {"police": 1, "cells_u": 1}
    assert track(st, "coup_threat") == 1


def test_u2_top_special_activity_unused_in_first_op_goes_with_second():
    st = u2_position()
    t = kit.totals(st)
    st = run(st, "U2", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("op", "deploy"))
    assert ("special", "censor") in kit.options(st)
    st = kit.answer(st, GOV, "space", "sayago")        # cubes outnumber Cells: 1 or 2 Police
    st = kit.answer(st, GOV, "number", 2)
    # Limited: its one space is used, so the only question left is the Special Activity after it (4.1)
    assert kit.asking(st)["rule"] == "4.1" and kit.options(st) == [("special", "censor"), ("done", None)]
    st = kit.answer(st, GOV, "done")                    # no Censor after the Deploy
    assert "(the Special Activity is still unused)" in kit.asking(st)["prompt"]
    st = kit.answer(st, GOV, "op", "arrest")
    st = kit.answer(st, GOV, "special", "interrogate", chance=[{"draw": "info"}, {"draw": "info"}])
    assert st["intel_held"]["info"] == 2
    st = kit.answers(st, GOV, ("space", "prado"))       # no other space to Arrest in: no Intel lead asked
    done(st, t)
    assert sp(st, "sayago") == {"police": 4} and st["prison"] == 5


def test_u2_top_declined_changes_nothing():
    st = u2_position()
    st2 = run(st, "U2", "top", GOV)
    st2 = kit.answer(st2, GOV, "no")
    assert kit.asking(st2) is None
    assert st2["tracks"] == st["tracks"] and st2["spaces"] == st["spaces"]


def test_u2_top_stop_after_one_operation():
    st = u2_position()
    st = run(st, "U2", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("op", "arrest"), ("space", "prado"), ("done", None), ("skip", None))
    assert kit.asking(st) is None and st["prison"] == 5 and track(st, "coup_threat") == 1


def test_u2_top_coup_threat_at_top_of_track_cannot_pay():
    st = u2_position(tracks={"coup_threat": 20})
    st = run(st, "U2", "top", GOV)
    assert kit.asking(st) is None and track(st, "coup_threat") == 20
    assert any("cannot be raised" in s for s in texts(st, "U2"))


def test_u2_bottom_trades_coup_threat_for_two_sympathy_steps():
    st = kit.position(tracks={"coup_threat": 3, "public_sympathy": 1})
    t = kit.totals(st)
    st = run(st, "U2", "bottom", TUP)
    done(st, t)
    assert track(st, "coup_threat") == 2 and track(st, "public_sympathy") == 3


def test_u2_bottom_stops_at_support_without_edge_effect():
    st = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"coup_threat": 1, "public_sympathy": 3})
    st = run(st, "U2", "bottom", TUP)
    assert kit.asking(st) is None
    assert track(st, "coup_threat") == 0 and track(st, "public_sympathy") == 4


def test_u2_bottom_already_at_support_triggers_edge_once():
    st = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"coup_threat": 1, "public_sympathy": 4})
    t = kit.totals(st)
    st = run(st, "U2", "bottom", GOV)
    assert kit.asking(st)["role"] == TUP and kit.asking(st)["rule"] == "6.6.4"
    st = kit.answer(st, TUP, "place", "prado")
    done(st, t)
    assert track(st, "coup_threat") == 0 and sp(st, "prado") == {"cells_u": 1, "safe": 1}


def test_u2_bottom_needs_coup_threat_to_drop():   # the card's tip
    st = kit.position(tracks={"coup_threat": 0, "public_sympathy": 1})
    st = run(st, "U2", "bottom", TUP)
    assert kit.asking(st) is None
    assert track(st, "coup_threat") == 0 and track(st, "public_sympathy") == 1


def test_u2_news_censor_shifts_toward_disgust_and_offers_no_block():
    st = kit.position(tracks={"public_sympathy": 2})
    st = run(st, "U2", "news")
    assert kit.asking(st)["role"] == GOV and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes", chance=[{"die": 3}])
    assert kit.asking(st) is None                       # no "block this Breaking News?" question
    assert track(st, "public_sympathy") == 1 and st["news_blocked"] is None


def test_u2_news_censor_roll_fails():
    st = kit.position(tracks={"public_sympathy": 2})
    st = run(st, "U2", "news")
    st = kit.answer(st, GOV, "yes", chance=[{"die": 2}])
    assert kit.asking(st) is None and track(st, "public_sympathy") == 2
    assert "Censor roll: 2 against Public Sympathy 2." in texts(st, "4.2.1")


def test_u2_news_declined():
    st = kit.position(tracks={"public_sympathy": 2})
    st2 = run(st, "U2", "news")
    st2 = kit.answer(st2, GOV, "no")
    assert kit.asking(st2) is None and st2["tracks"] == st["tracks"]


def test_u2_news_at_disgust_activates_instead_of_rolling():
    st = kit.position(spaces={"malvin": {"cells_u": 2}}, tracks={"public_sympathy": 0})
    st = run(st, "U2", "news")
    st = kit.answer(st, GOV, "yes")                     # no die is needed
    assert kit.asking(st)["rule"] == "6.6.4" and kit.options(st) == [("space", "malvin"), ("done", None)]
    st = kit.answer(st, GOV, "space", "malvin")
    assert kit.asking(st) is None and sp(st, "malvin") == {"cells_u": 1, "cells_a": 1}


def test_u2_news_military_intervention_second_roll():
    st = kit.position(tracks={"public_sympathy": 3, "military_intervention": True})
    st = run(st, "U2", "news")
    st = kit.answer(st, GOV, "yes", chance=[{"die": 6}])
    assert track(st, "public_sympathy") == 2 and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes", chance=[{"die": 3}])
    assert kit.asking(st) is None and track(st, "public_sympathy") == 1


def test_u2_news_military_intervention_at_disgust_two_activations_at_most():
    st = kit.position(spaces={"malvin": {"cells_u": 3}}, tracks={"public_sympathy": 0, "military_intervention": True})
    st = run(st, "U2", "news")
    st = kit.answers(st, GOV, ("yes", None), ("space", "malvin"))
    assert verbs(st) == ["yes", "no"]                   # the second roll, again replaced by one Activation
    st = kit.answers(st, GOV, ("yes", None), ("space", "malvin"))
    assert kit.asking(st) is None and sp(st, "malvin") == {"cells_u": 1, "cells_a": 2}


# ======================= U3, U4, U5, U6 (existing) =======================
def test_u3_news_interrogate():
    st = kit.position(prison=4)
    st = run(st, "U3", "news")
    st = kit.answer(st, GOV, "yes", chance=[{"draw": "info"}, {"draw": "info"}])
    assert kit.asking(st) is None and st["intel_held"]["info"] == 2


def test_u4_news_returns_two_from_prison():
    st = kit.position(prison=3)
    avail = st["available"]["cells"]
    st = run(st, "U4", "news")
    assert st["prison"] == 1 and st["available"]["cells"] == avail + 2


def test_u5_news_value_1_urban_space_only():
    st = kit.position(spaces={"prado": {"safe": 2}})
    st = run(st, "U5", "news")
    assert kit.asking(st)["role"] == TUP
    offered = spaces_offered(st)
    assert "prado" not in offered and "carrasco" not in offered and "villa_del_cerro" in offered
    st = kit.answer(st, TUP, "space", "malvin")
    assert kit.asking(st) is None and sp(st, "malvin") == {"safe": 1}


def test_u6_news_no_effect():
    st = kit.position(spaces={"prado": {"police": 1}})
    st2 = run(st, "U6", "news")
    assert kit.asking(st2) is None and st2["spaces"] == st["spaces"] and st2["tracks"] == st["tracks"]


# ======================= U7 Metropolitan Guard (Capability): Breaking News =======================
def test_u7_news_raises_coup_threat():
    st = kit.position(tracks={"coup_threat": 4})
    t = kit.totals(st)
    st = run(st, "U7", "news")
    done(st, t)
    assert track(st, "coup_threat") == 5
    assert "U7" not in st["capabilities"]


def test_u7_news_coup_threat_capped():
    st = kit.position(tracks={"coup_threat": 20})
    st = run(st, "U7", "news")
    assert track(st, "coup_threat") == 20


# ======================= U8 CNT Demands Better Deal =======================
def test_u8_top_pay_political_will_to_remove_three_markers():
    st = kit.position(spaces={"prado": {"sabotage": 2}, "university": {"sabotage": 1}, "carrasco": {"sabotage": 1}},
                      tracks={"political_will": 10})
    t = kit.totals(st)
    st = run(st, "U8", "top", TUP)
    assert kit.asking(st)["role"] == GOV
    st = kit.answer(st, GOV, "yes")
    assert track(st, "political_will") == 9
    # the first marker is not optional once paid
    assert kit.options(st) == [("space", "prado"), ("space", "carrasco"), ("space", "university")]
    st = kit.answer(st, GOV, "space", "prado")
    assert ("done", None) in kit.options(st) and ("space", "prado") in kit.options(st)
    st = kit.answers(st, GOV, ("space", "prado"), ("space", "university"))
    done(st, t)
    assert st["spaces"]["prado"]["sabotage"] == 0 and st["spaces"]["university"]["sabotage"] == 0
    assert st["spaces"]["carrasco"]["sabotage"] == 1 and track(st, "political_will") == 9


def test_u8_top_may_stop_early():
    st = kit.position(spaces={"prado": {"sabotage": 2}}, tracks={"political_will": 10})
    st = run(st, "U8", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "prado"), ("done", None))
    assert kit.asking(st) is None and st["spaces"]["prado"]["sabotage"] == 1 and track(st, "political_will") == 9


def test_u8_top_declined():
    st = kit.position(spaces={"prado": {"sabotage": 2}}, tracks={"political_will": 10})
    st2 = run(st, "U8", "top", GOV)
    st2 = kit.answer(st2, GOV, "no")
    assert kit.asking(st2) is None and st2["spaces"] == st["spaces"] and track(st2, "political_will") == 10


def test_u8_top_nothing_to_remove_asks_nothing():
    st = kit.position(tracks={"political_will": 10})
    st = run(st, "U8", "top", GOV)
    assert kit.asking(st) is None and track(st, "political_will") == 10


def test_u8_top_political_will_zero_cannot_pay():
    st = kit.position(spaces={"prado": {"sabotage": 1}}, tracks={"political_will": 0})
    st = run(st, "U8", "top", GOV)
    assert kit.asking(st) is None and st["spaces"]["prado"]["sabotage"] == 1


def test_u8_bottom_three_different_urban_spaces():
    st = kit.position()
    t = kit.totals(st)
    st = run(st, "U8", "bottom", GOV)
    assert kit.asking(st)["role"] == TUP
    assert spaces_offered(st) == ["villa_del_cerro", "sayago", "prado", "ituzaingo", "aguada", "ciudad_vieja",
                                  "punta_carretas", "malvin", "carrasco"]
    st = kit.answer(st, TUP, "space", "prado")
    assert "prado" not in spaces_offered(st)
    st = kit.answers(st, TUP, ("space", "carrasco"), ("space", "aguada"))
    done(st, t)
    assert {s: v["sabotage"] for s, v in st["spaces"].items() if v["sabotage"]} == {"prado": 1, "aguada": 1,
                                                                                     "carrasco": 1}


def test_u8_bottom_declined_and_partial():
    st = run(kit.position(), "U8", "bottom", TUP)
    st = kit.answers(st, TUP, ("space", "malvin"), ("done", None))
    assert kit.asking(st) is None
    assert {s: v["sabotage"] for s, v in st["spaces"].items() if v["sabotage"]} == {"malvin": 1}
    st = run(kit.position(), "U8", "bottom", TUP)
    st = kit.answer(st, TUP, "done")
    assert kit.asking(st) is None and not any(v["sabotage"] for v in st["spaces"].values())


def test_u8_news_university_gets_no_center_effect():   # the card's tip
    st = kit.position(tracks={"public_sympathy": 2})
    st = run(st, "U8", "news")
    assert kit.asking(st)["role"] == TUP
    assert sorted(spaces_offered(st)) == ["aguada", "ciudad_vieja", "punta_carretas", "university"]
    st = kit.answer(st, TUP, "space", "university")
    assert kit.asking(st) is None
    assert st["spaces"]["university"]["sabotage"] == 1 and track(st, "public_sympathy") == 2


def test_u8_news_declined():
    st = run(kit.position(), "U8", "news")
    st = kit.answer(st, TUP, "done")
    assert not any(v["sabotage"] for v in st["spaces"].values())


# ======================= U9 Tupamaras Keep Movement Going =======================
def test_u9_top_removes_half_rounded_down_executor_picks_sides():
    st = kit.position(spaces={"prado": {"cells_u": 3, "cells_a": 2}, "malvin": {"cells_u": 1}})
    t = kit.totals(st)
    avail = st["available"]["cells"]
    st = run(st, "U9", "top", GOV)
    assert kit.asking(st)["role"] == GOV
    assert kit.options(st) == [("space", "prado")]      # half of 1 Cell is nothing: Malvin is not offered
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.options(st) == [("number", 0), ("number", 1), ("number", 2)]
    st = kit.answer(st, GOV, "number", 0)                # both Underground
    done(st, t)
    assert sp(st, "prado") == {"cells_u": 1, "cells_a": 2} and st["available"]["cells"] == avail + 2
    assert st["prison"] == 0


def test_u9_top_no_choice_of_side_when_all_alike():
    st = kit.position(spaces={"aguada": {"cells_a": 3, "police": 1}})
    st = run(st, "U9", "top", TUP)
    assert kit.asking(st)["role"] == TUP
    st = kit.answer(st, TUP, "space", "aguada")
    assert kit.asking(st) is None and sp(st, "aguada") == {"cells_a": 2, "police": 1}


def test_u9_top_nothing_possible():
    st = kit.position(spaces={"prado": {"cells_u": 1}, "malvin": {"cells_a": 1}})
    st2 = run(st, "U9", "top", GOV)
    assert kit.asking(st2) is None and st2["spaces"] == st["spaces"]


def test_u9_bottom_one_cell_in_each_urban_space_with_a_safe_house():
    st = kit.position(spaces={"prado": {"safe": 1}, "malvin": {"safe": 2, "cells_a": 1},
                              "northern": {"safe": 1}, "aguada": {"cells_u": 1}})
    t = kit.totals(st)
    avail = st["available"]["cells"]
    st = run(st, "U9", "bottom", TUP)
    done(st, t)
    assert sp(st, "prado") == {"safe": 1, "cells_u": 1}
    assert sp(st, "malvin") == {"safe": 2, "cells_a": 1, "cells_u": 1}
    assert sp(st, "northern") == {"safe": 1} and sp(st, "aguada") == {"cells_u": 1}
    assert st["available"]["cells"] == avail - 2


def test_u9_bottom_short_of_cells_executor_chooses():
    st = kit.position(spaces={"prado": {"safe": 1}, "malvin": {"safe": 1}, "carrasco": {"safe": 1}})
    st["available"]["cells"], st["prison"] = 1, st["available"]["cells"] - 1    # only 1 Cell Available
    t = kit.totals(st)
    st = run(st, "U9", "bottom", TUP)
    assert kit.asking(st)["role"] == TUP
    assert kit.options(st) == [("space", "prado"), ("space", "malvin"), ("space", "carrasco")]
    st = kit.answer(st, TUP, "space", "carrasco")
    done(st, t)
    assert sp(st, "carrasco") == {"safe": 1, "cells_u": 1} and sp(st, "prado") == {"safe": 1}
    assert st["available"]["cells"] == 0 and st["expansion"]["cells"] == 6   # Expansion Cells stay put


def test_u9_bottom_nothing_possible():
    st = kit.position(spaces={"northern": {"safe": 1}})
    st2 = run(st, "U9", "bottom", TUP)
    assert kit.asking(st2) is None and st2["spaces"] == st["spaces"]


def test_u9_news_removes_a_hostage_and_shifts():
    st = kit.position(spaces={"prado": {"safe": 1}}, tracks={"public_sympathy": 3})
    kit.place(st, "prado", safe=1, pp=True)
    st["supply_pool"]["hostage"], st["hostages_aside"] = 2, 1
    t = kit.totals(st)
    st = run(st, "U9", "news")
    done(st, t)
    assert st["supply_pool"]["hostage"] == 1 and st["hostages_aside"] == 2 and track(st, "public_sympathy") == 2


def test_u9_news_without_hostage_does_not_shift():   # the card's tip
    st = kit.position(tracks={"public_sympathy": 3})
    st = run(st, "U9", "news")
    assert kit.asking(st) is None and track(st, "public_sympathy") == 3 and st["hostages_aside"] == 3


def test_u9_news_at_disgust_gives_the_edge_effect():
    st = kit.position(spaces={"sayago": {"cells_u": 1}}, tracks={"public_sympathy": 0})
    kit.place(st, "sayago", safe=1, pp=True)
    st["supply_pool"]["hostage"], st["hostages_aside"] = 1, 2
    st = run(st, "U9", "news")
    assert kit.asking(st)["role"] == GOV and kit.asking(st)["rule"] == "6.6.4"
    st = kit.answer(st, GOV, "space", "sayago")
    assert sp(st, "sayago") == {"cells_a": 1, "safe": 1} and st["supply_pool"]["hostage"] == 0


# ======================= U10 Major Raid on Navy Base =======================
def u10_position():
    return kit.position(spaces={"armory": {"police": 2, "cells_u": 1},
                                "ciudad_vieja": {"police": 3, "cells_u": 2, "cells_a": 1},
                                "aguada": {"cells_u": 1, "safe": 1},
                                "prado": {"cells_u": 2, "police": 3}}, prison=0)


def test_u10_top_activates_around_the_armory_then_arrests():
    st = u10_position()
    t = kit.totals(st)
    st = run(st, "U10", "top", TUP)
    assert sp(st, "armory") == {"police": 2, "cells_a": 1}
    assert sp(st, "ciudad_vieja") == {"police": 3, "cells_a": 3}
    assert sp(st, "aguada") == {"cells_a": 1, "safe": 1}
    assert sp(st, "prado") == {"cells_u": 2, "police": 3}          # not adjacent: untouched
    assert kit.asking(st)["role"] == GOV and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes")
    # Aguada has no cube; no Intel-chit space either
    assert kit.options(st) == [("space", "armory"), ("space", "ciudad_vieja")]
    st = kit.answer(st, GOV, "space", "armory")        # Strategic Center: 1 per cube
    done(st, t)
    assert sp(st, "armory") == {"police": 2} and st["prison"] == 1
    assert sp(st, "ciudad_vieja") == {"police": 3, "cells_a": 3}


def test_u10_top_arrest_declined():
    st = u10_position()
    st = run(st, "U10", "top", GOV)
    st = kit.answer(st, GOV, "no")
    assert kit.asking(st) is None and st["prison"] == 0 and sp(st, "ciudad_vieja") == {"police": 3, "cells_a": 3}


def test_u10_top_elite_police_capability_applies_to_its_arrest():
    st = kit.position(spaces={"ciudad_vieja": {"police": 4, "cells_u": 2}}, capabilities={"U7": "top"})
    st = run(st, "U10", "top", GOV)
    st = kit.answers(st, GOV, ("yes", None), ("space", "ciudad_vieja"))
    assert kit.asking(st)["rule"] == "U7"
    st = kit.answer(st, GOV, "yes")
    assert kit.asking(st) is None and sp(st, "ciudad_vieja") == {"police": 4} and st["prison"] == 2


def test_u10_top_activation_only_when_no_arrest_possible():
    st = kit.position(spaces={"aguada": {"cells_u": 2}, "armory": {"police": 1}})
    st = run(st, "U10", "top", GOV)
    assert kit.asking(st) is None and sp(st, "aguada") == {"cells_a": 2}


def test_u10_bottom_sabotage_and_arms_chit_without_center_effect():   # the card's tip
    st = kit.position(tracks={"structure": "control"})
    t = kit.totals(st)
    st = run(st, "U10", "bottom", GOV)
    done(st, t)                                          # a named chit type: no choice even at Control
    assert st["spaces"]["armory"]["sabotage"] == 1
    assert st["supply_held"] == {"arms": 1, "escape": 0, "orders": 0} and st["supply_pool"]["arms"] == 1


def test_u10_bottom_no_arms_left():
    st = kit.position(supply_pool={"arms": 0}, supply_held={"arms": 2})
    st = run(st, "U10", "bottom", TUP)
    assert kit.asking(st) is None and st["spaces"]["armory"]["sabotage"] == 1 and st["supply_held"]["arms"] == 2


def test_u10_news_no_effect():
    st = u10_position()
    st2 = run(st, "U10", "news")
    assert kit.asking(st2) is None and st2["spaces"] == st["spaces"] and st2["tracks"] == st["tracks"]


# ======================= U11 Dan Mitrione Location Still Unknown =======================
def test_u11_top_one_step_per_hostage_in_pool():
    st = kit.position(tracks={"public_sympathy": 4})
    kit.place(st, "prado", safe=1, pp=True)
    st["supply_pool"]["hostage"], st["hostages_aside"] = 3, 0
    t = kit.totals(st)
    st = run(st, "U11", "top", GOV)
    done(st, t)
    assert track(st, "public_sympathy") == 1 and st["supply_pool"]["hostage"] == 3


def test_u11_top_no_hostage_no_shift():
    st = kit.position(tracks={"public_sympathy": 4})
    st = run(st, "U11", "top", GOV)
    assert kit.asking(st) is None and track(st, "public_sympathy") == 4


def test_u11_top_from_one_past_the_edge_gives_no_edge_effect():
    st = kit.position(spaces={"prado": {"cells_u": 1}}, tracks={"public_sympathy": 1})
    kit.place(st, "prado", safe=1, pp=True)
    st["supply_pool"]["hostage"], st["hostages_aside"] = 2, 1
    st = run(st, "U11", "top", TUP)
    assert kit.asking(st) is None and track(st, "public_sympathy") == 0


def test_u11_top_at_disgust_triggers_the_edge_once():
    st = kit.position(spaces={"prado": {"cells_u": 2}}, tracks={"public_sympathy": 0})
    kit.place(st, "prado", safe=1, pp=True)
    st["supply_pool"]["hostage"], st["hostages_aside"] = 2, 1
    st = run(st, "U11", "top", GOV)
    assert kit.asking(st)["role"] == GOV and kit.asking(st)["rule"] == "6.6.4"
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.asking(st) is None and sp(st, "prado") == {"cells_u": 1, "cells_a": 1, "safe": 1}


def test_u11_bottom_adds_hostage_and_costs_political_will():
    st = kit.position(tracks={"political_will": 15})
    kit.place(st, "malvin", safe=1, pp=True)
    t = kit.totals(st)
    st = run(st, "U11", "bottom", TUP)
    done(st, t)
    assert st["supply_pool"]["hostage"] == 1 and st["hostages_aside"] == 2 and track(st, "political_will") == 14


def test_u11_bottom_needs_the_peoples_prison():
    st = kit.position(spaces={"malvin": {"safe": 1}}, tracks={"political_will": 15})
    st = run(st, "U11", "bottom", TUP)
    assert kit.asking(st) is None
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3 and track(st, "political_will") == 15


def test_u11_bottom_no_marker_left_still_costs_political_will():
    st = kit.position(tracks={"political_will": 15})
    kit.place(st, "malvin", safe=1, pp=True)
    st["supply_pool"]["hostage"], st["hostages_aside"] = 3, 0
    st = run(st, "U11", "bottom", TUP)
    assert st["supply_pool"]["hostage"] == 3 and track(st, "political_will") == 14


def test_u11_news():
    st = kit.position(tracks={"political_will": 15})
    kit.place(st, "carrasco", safe=2, pp=True)
    st = run(st, "U11", "news")
    assert kit.asking(st) is None
    assert st["supply_pool"]["hostage"] == 1 and st["hostages_aside"] == 2 and track(st, "political_will") == 15
    st = run(kit.position(), "U11", "news")
    assert st["supply_pool"]["hostage"] == 0 and st["hostages_aside"] == 3


# ======================= U12 USAID (Capability): Breaking News =======================
def test_u12_news_no_effect():
    st = kit.position(prison=4, tracks={"public_sympathy": 3})
    st2 = run(st, "U12", "news")
    assert kit.asking(st2) is None and st2["tracks"] == st["tracks"] and st2["intel_held"] == st["intel_held"]
    assert st2["log"][-1]["rule"] == "5.4"


# ======================= through the card loop =======================
def test_u2_news_offered_in_the_real_flow_after_both_turns():
    """U2 played from the deck: the Tupamaros take the bottom side, the Government passes, then the Breaking
    News asks the Government whether to Censor."""
    st = kit.setup()
    st["deck"] = ["U2", "U5"]
    st["tracks"]["coup_threat"] = 2
    st["turn"]["phase"] = "reveal"
    ctx = Context(st, Chance(st["rng"], None))
    kit.GAME.advance(ctx)
    st = clone(st)
    assert st["current"] == "U2"
    assert kit.asking(st)["role"] == TUP
    st = kit.answer(st, TUP, "box", "event")
    assert ("event", "bottom") in kit.options(st) and ("event", "top") in kit.options(st)
    st = kit.answer(st, TUP, "event", "bottom")
    assert track(st, "coup_threat") == 1 and track(st, "public_sympathy") == 4
    st = kit.answer(st, GOV, "box", "limited")
    st = kit.answer(st, GOV, "pass", chance=[{"draw": "info"}])
    assert kit.asking(st)["role"] == GOV and kit.asking(st)["prompt"] == "U2: carry out a free Censor?"
    st = kit.answer(st, GOV, "yes", chance=[{"die": 5}])
    assert track(st, "public_sympathy") == 3 and st["news_blocked"] is None
    assert st["current"] == "U5" and kit.asking(st)["role"] == GOV     # Limited box: Government 1st Eligible


def test_illegal_answer_is_refused():
    st = run(kit.position(), "U8", "bottom", TUP)
    with pytest.raises(IllegalAction):
        kit.answer(st, TUP, "space", "northern")
