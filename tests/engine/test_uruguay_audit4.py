"""Fourth rules audit of Uruguay (2026-12-07): the sequence of play, Military Intervention, the
Propaganda Round step by step and victory, the points the earlier audits (test_uruguay_audit.py,
test_uruguay_audit3.py) and the Operation / Special Activity tests did not pin down. Each test is one question put
to the engine from a hand-built position; rule numbers are the rulebook's. The readings taken where the rulebook
leaves room are listed in this docstring's last paragraph.

Readings: 6.6.4's edge effect at Public Fatigue (6.5.1) stays as the reference records it (offered, though every
Cell goes Underground moments later); 6.2.8 ends the game before the Resources Phase of the last Propaganda
Round (7.0.2 compares the tracks "at the end of the Political Will Phase")."""

import uruguay_kit as kit
import engine
from uruguay_ops_kit import GOV, TUP, URBAN_RURAL, sp, specials, start

URBAN = URBAN_RURAL[:9]


def boxes_offered(st):
    return [a for v, a in kit.options(st) if v == "box"]


def pw_parts(st):
    """The Political Will Phase's sum line (6.2)."""
    return [e["text"] for e in st["log"] if e["rule"] == "6.2" and e["text"].startswith("Political Will:")]


# ============================================================================================
# 2.3 the Initiative Track
# ============================================================================================
def test_second_eligible_chooses_among_the_boxes_left_and_eligibility_follows_the_leftmost_box():
    """2.3.2: the 2nd Eligible faction may take only a box the 1st left empty. 2.3.3: a faction that passes
    still sits in the box it chose (Government draws Intel, Tupamaros Supply). 2.3.7: the faction whose cylinder
    is furthest left (Limited, Event, Operation & Special Activity) is 1st Eligible on the next card."""
    st = kit.run_loop(kit.position(supply_pool={"arms": 2}), ["U12", "U1"])
    assert kit.asking(st)["role"] == TUP and boxes_offered(st) == ["limited", "event", "op_sa"]
    st = kit.answers(st, TUP, ("box", "op_sa"), ("pass", None), ("chit", "arms"))   # at Control they pick (1.8.1)
    assert st["supply_held"]["arms"] == 1
    assert kit.asking(st)["role"] == GOV and boxes_offered(st) == ["limited", "event"]
    st = kit.answer(st, GOV, "box", "event")
    st = kit.answer(st, GOV, "pass", chance=[{"draw": "info"}])
    assert st["intel_held"]["info"] == 1
    # U12's Breaking News has no effect; the next card (U1) is revealed with the Government 1st Eligible
    assert st["current"] == "U1" and st["eligibility"] == [GOV, TUP] and kit.asking(st)["role"] == GOV


def test_military_intervention_needs_political_will_below_12():
    """2.3.4: the Government may call in the military in place of an ordinary pass, once a game, only while
    Political Will is under 12."""
    def offered(pw, used=False):
        st = kit.position(tracks={"political_will": pw}, eligibility=[GOV, TUP], mi_used=used)
        st = kit.run_loop(st, ["U12", "U1"])
        st = kit.answer(st, GOV, "box", "limited")
        return ("intervene", None) in kit.options(st)
    assert offered(11) and not offered(12) and not offered(5, used=True)


def test_military_intervention_places_ten_troops_in_urban_spaces_and_draws_no_intel():
    """2.3.4: Coup Threat rises by 6 and the 10 Troops go onto Urban spaces only; it replaces the pass, so no
    Intel chit is drawn, and it cannot be called again."""
    st = kit.position(tracks={"political_will": 8, "coup_threat": 3}, eligibility=[GOV, TUP])
    intel = dict(st["intel_held"])
    st = kit.run_loop(st, ["U12", "U1", "U4"])
    st = kit.answers(st, GOV, ("box", "event"), ("intervene", None))
    assert st["tracks"]["coup_threat"] == 9 and st["tracks"]["military_intervention"]
    for _ in range(10):
        assert kit.asking(st)["rule"] == "2.3.4" and kit.spaces_offered(st) == URBAN
        st = kit.answer(st, GOV, "space", "prado")
    assert sp(st, "prado") == {"troops": 10} and st["intel_held"] == intel and st["mi_box"]["troops"] == 0
    assert kit.asking(st)["role"] == TUP                     # the 2nd Eligible acts next
    st = kit.answers(st, TUP, ("box", "limited"), ("pass", None), ("chit", "arms"))
    # next card: the Tupamaros took the Limited box and lead; the Government may no longer intervene
    assert st["current"] == "U1" and st["eligibility"] == [TUP, GOV]
    st = kit.answers(st, TUP, ("box", "limited"), ("pass", None), ("chit", "arms"))
    st = kit.answer(st, GOV, "box", "event")
    assert ("intervene", None) not in kit.options(st) and ("pass", None) in kit.options(st)


# ============================================================================================
# 6.1 / 6.2 the Unrest and Political Will Phases
# ============================================================================================
def test_unrest_only_where_cells_and_sabotage_outnumber_cubes_never_for_safe_houses_or_centers():
    """6.1.1: Unrest goes to an Urban or Rural space whose Cells plus Sabotage markers exceed its cubes (Troops
    count as cubes); a tie places none, a Safe House counts for nothing (1.6), a Strategic Center never gets one."""
    st = kit.position(spaces={"prado": {"cells_u": 1, "sabotage": 1, "police": 1},     # 2 > 1: Unrest
                              "aguada": {"cells_a": 2, "troops": 2},                    # tie: none
                              "malvin": {"safe": 2},                                    # Safe Houses only: none
                              "northern": {"cells_u": 1},                               # Rural: Unrest
                              "casino": {"cells_u": 3, "sabotage": 1}},                 # center: none
                      tracks={"political_will": 15})
    st = kit.propaganda(st, final=False)
    assert [s for s in st["spaces"] if st["spaces"][s]["unrest"]] == ["prado", "northern"]


def test_political_will_moves_once_by_the_net_of_the_phase():
    """6.2: all six adjustments are added up first and the marker moves once. From 1, Unrest in a Value 2 space
    (-2) and Public Sympathy 2 (-2) against Urban Calm (+4) and no Rural Safe House (+2) ends at 3, not at the
    6 that stopping at 0 on the way down would give, and it is no Tupamaros win."""
    st = kit.position(spaces={"carrasco": {"cells_u": 1}}, tracks={"political_will": 1, "public_sympathy": 2})
    st = kit.propaganda(st, final=False)
    assert st["tracks"]["political_will"] == 3 and st["result"] is None
    assert pw_parts(st) == ["Political Will: Unrest -2, Daring Actions +0, Public Sympathy -2, Urban Calm +4, "
                            "Rural Expansion Contained +2, Organization Decimated +0 = net +2."]


def test_daring_actions_count_each_sabotaged_center_once_and_prison_each_six_cells():
    """6.2.2: -1 for each Strategic Center holding any Sabotage (two markers in one count once). 6.2.6: +1 per
    full six Cells in the Prison box (11 gives 1, 12 gives 2)."""
    for prison, decimated in ((11, 1), (12, 2)):
        st = kit.position(spaces={"casino": {"sabotage": 2}, "armory": {"sabotage": 1}, "northern": {"safe": 1}},
                          tracks={"political_will": 10, "public_sympathy": 0})
        st = kit.jailed(st, prison)
        st = kit.propaganda(st, final=False)
        assert f"Daring Actions -2" in pw_parts(st)[0] and f"Organization Decimated +{decimated}" in pw_parts(st)[0]
        assert st["tracks"]["political_will"] == 10 - 2 + 4 + decimated


def test_political_will_stops_at_20_in_the_propaganda_round():
    """1.9: Political Will never goes past 20."""
    st = kit.jailed(kit.position(tracks={"political_will": 19, "public_sympathy": 0}), 12)
    st = kit.propaganda(st, final=False)
    assert st["tracks"]["political_will"] == 20


def test_political_will_at_0_ends_the_game_at_once_even_before_the_last_round():
    """6.2.7 / 7.0.1: at 0 after the Political Will Phase the Tupamaros win on the spot: no Resources Phase."""
    st = kit.position(spaces={"carrasco": {"cells_u": 1}, "northern": {"safe": 1}},
                      tracks={"political_will": 2, "public_sympathy": 4}, supply_held={"arms": 1},
                      supply_pool={"arms": 1})
    st = kit.propaganda(st, final=False)
    assert st["tracks"]["political_will"] == 0          # -2 Unrest, -4 Sympathy, +4 Calm
    assert st["result"]["winner"] == TUP and st["result"]["rule"] == "7.0.1" and kit.asking(st) is None
    assert st["supply_held"]["arms"] == 1               # 6.3.1 never ran


def test_political_will_at_0_during_a_campaign_is_no_victory():
    """7.0.1: the Tupamaros win only at the check in the Political Will Phase; Political Will reaching 0 from a
    Sabotage of the Government center (1.3.4) between rounds ends nothing."""
    st0 = kit.position(spaces={"government": {"cells_u": 1}}, tracks={"political_will": 1})
    st = start(st0, TUP, "sabotage")
    st = kit.answer(st, TUP, "space", "government")
    assert kit.asking(st) is None
    assert st["tracks"]["political_will"] == 0 and st["result"] is None


def test_final_round_tie_of_political_will_and_coup_threat_is_a_government_win():
    """7.0.2: after Military Intervention the Tupamaros win only when Political Will is below Coup Threat; a
    tie, like anything else, is a Government win."""
    for coup, winner in ((10, GOV), (11, TUP)):
        # Sympathy -4 against Urban Calm +4, a Rural Safe House: net 0, Political Will stays 10
        st = kit.position(spaces={"northern": {"safe": 1}}, tracks={
            "political_will": 10, "coup_threat": coup, "public_sympathy": 4, "military_intervention": True})
        st = kit.propaganda(st, final=True)
        assert st["tracks"]["political_will"] == 10
        assert st["result"]["winner"] == winner and st["result"]["rule"] == "7.0.2"


# ============================================================================================
# 6.3 the Resources Phase
# ============================================================================================
def test_wasted_supplies_down_to_the_safe_houses_on_the_map_the_peoples_prison_counts():
    """6.3.1: the Tupamaros keep no more Supply chits than they have Safe Houses on the map; the People's Prison
    is a Safe House (1.4.4). 6.3.2: the Government then loses half its Intel chits, rounded down."""
    st = kit.position(spaces={"prado": {"safe": 1}, "northern": {"police": 1}},
                      supply_held={"arms": 2, "orders": 1}, supply_pool={"arms": 0, "orders": 1},
                      intel_held={"info": 3}, intel_pool={"info": 1}, tracks={"political_will": 10})
    st = kit.place(st, "prado", pp=True)
    st = kit.propaganda(st, final=False)
    assert kit.asking(st)["rule"] == "6.3.1" and kit.asking(st)["role"] == TUP
    st = kit.answer(st, TUP, "chit", "arms")
    assert kit.asking(st)["rule"] == "6.3.1"
    st = kit.answer(st, TUP, "chit", "arms")
    assert st["supply_held"] == {**st["supply_held"], "arms": 0, "orders": 1}
    assert sum(st["supply_held"].values()) == 1
    assert st["intel_held"]["info"] == 2                 # 3 // 2 = 1 discarded (one kind only: no question)


def test_outdated_intel_keeps_a_single_chit():
    """6.3.2: half of one chit, rounded down, is none."""
    st = kit.position(intel_held={"info": 1}, intel_pool={"info": 3}, tracks={"political_will": 10})
    st = kit.propaganda(st, final=False)
    assert st["intel_held"]["info"] == 1


def test_public_sympathy_pays_the_government_at_disgust_and_the_tupamaros_at_support():
    """6.6.3 (amounts reconstructed, content/uruguay/tracks.yaml): Disgust gives the Government 2 Intel chits,
    Support gives the Tupamaros 2 Supply chits (at Control they pick them), the middle nothing."""
    st = kit.position(tracks={"political_will": 10, "public_sympathy": 0},
                      intel_pool={"info": 4, "info_draw": 0, "false_info": 0})
    st = kit.propaganda(st, final=False)
    assert st["intel_held"]["info"] == 2
    st = kit.position(spaces={"prado": {"safe": 2}}, tracks={"political_will": 10, "public_sympathy": 4})
    st = kit.propaganda(st, final=False)
    for _ in range(2):
        assert kit.asking(st)["rule"] == "1.8.1" and kit.asking(st)["role"] == TUP
        st = kit.answer(st, TUP, "chit", "escape")
    assert st["supply_held"]["escape"] == 2


# ============================================================================================
# 6.4 / 6.5 Redeploy and Reset
# ============================================================================================
def test_cells_leave_the_strategic_centers_for_safe_house_spaces_else_any_urban_space():
    """6.4.2: every Cell in a Strategic Center must move, to a space with a Safe House, or to any Urban space
    when the map has no Safe House."""
    st = kit.position(spaces={"casino": {"cells_u": 1}, "northern": {"safe": 1}}, tracks={"political_will": 10})
    st = kit.propaganda(st, final=False)
    assert kit.asking(st)["rule"] == "6.4.2" and kit.spaces_offered(st) == ["northern"]
    st = kit.position(spaces={"casino": {"cells_a": 1}}, tracks={"political_will": 10})
    st = kit.propaganda(st, final=False)
    assert kit.asking(st)["rule"] == "6.4.2" and kit.spaces_offered(st) == URBAN


def test_government_redeploy_sends_police_only_to_strategic_centers():
    """6.4.1: Police on the map may move, each to a Strategic Center and nowhere else."""
    st = kit.position(spaces={"prado": {"police": 2}}, tracks={"political_will": 10})
    st = kit.propaganda(st, final=False)
    assert kit.asking(st)["rule"] == "6.4.1" and kit.spaces_offered(st) == ["prado"]
    st = kit.answer(st, GOV, "space", "prado")
    assert kit.spaces_offered(st) == ["armory", "casino", "government", "prison", "university"]


def test_switching_to_control_takes_available_then_map_then_prison():
    """6.4.3: going back to Control puts 6 Cells and 1 Safe House in the Expansion box, taken first from
    Available, then from the map, then from the Prison box."""
    st = kit.position(spaces={"prado": {"cells_u": 3}}, tracks={"political_will": 10, "structure": "expansion"})
    st["available"]["cells"] += st["expansion"]["cells"]
    st["available"]["safe"] += st["expansion"]["safe"]
    st["expansion"] = {"cells": 0, "safe": 0}
    st = kit.jailed(st, st["available"]["cells"] - 2)         # 2 Cells left Available, the rest in Prison
    st["deck"] = []                                         # the game stops at the next reveal
    prison = st["prison"]
    st = kit.propaganda(st, final=False)
    while kit.asking(st)["rule"] != "6.4.3":
        st = kit.answer(st, kit.role_asked(st), *kit.options(st)[-1])
    st = kit.answer(st, TUP, "yes")
    for _ in range(3):                                        # 2 from Available, then all 3 from the map
        assert kit.asking(st)["rule"] == "6.4.3" and kit.spaces_offered(st) == ["prado"]
        st = kit.answer(st, TUP, "space", "prado")
    # the sixth Cell comes from the Prison box; the Safe House from Available; then the Reset runs
    assert st["expansion"] == {"cells": 6, "safe": 1} and sp(st, "prado") == {}
    assert st["tracks"]["structure"] == "control"
    assert st["prison"] + st["available"]["cells"] == prison - 1    # 6.5.2 then freed half of what remained


def test_reset_frees_half_the_prison_clears_markers_and_turns_cells_underground():
    """6.5: Public Sympathy one step toward Disgust, half the Prison box (rounded down) back to Available, every
    Sabotage and Unrest marker off the map, every Cell Underground."""
    st = kit.position(spaces={"prado": {"cells_a": 2, "sabotage": 1}, "northern": {"police": 1}},
                      tracks={"political_will": 10, "public_sympathy": 3})
    st = kit.jailed(st, 5)
    st["deck"] = []                                         # the game stops at the next reveal
    avail = st["available"]["cells"]
    st = kit.propaganda(st, final=False)
    while kit.asking(st):
        st = kit.answer(st, kit.role_asked(st), *kit.options(st)[-1])
    assert st["tracks"]["public_sympathy"] == 2
    assert st["prison"] == 3 and st["available"]["cells"] == avail + 2
    assert sp(st, "prado") == {"cells_u": 2} and not any(s["unrest"] or s["sabotage"] for s in st["spaces"].values())


# ============================================================================================
# Operations and Special Activities: who may be chosen
# ============================================================================================
def test_kidnap_weighs_underground_cells_against_police_only_and_never_in_rural_spaces():
    """4.3.1: Kidnap needs an Urban space or Strategic Center where Underground Cells outnumber the Police;
    Troops do not count, Active Cells do not count, a Rural space never qualifies."""
    st = kit.position(spaces={"prado": {"cells_u": 1, "troops": 3}})
    assert "kidnap" in specials(start(st, TUP, "sabotage", with_sa=True))
    st = kit.position(spaces={"prado": {"cells_u": 1, "cells_a": 2, "police": 1}, "northern": {"cells_u": 3}})
    assert "kidnap" not in specials(start(st, TUP, "sabotage", with_sa=True))


def test_patrol_destinations_are_spaces_with_cells_or_strategic_centers():
    """3.2.2: a Patrol may pick only spaces holding Cells, or Strategic Centers; a space with only a Safe House
    is no destination (the note under 3.2.2)."""
    st = kit.position(spaces={"prado": {"safe": 1, "police": 3}, "aguada": {"cells_u": 1},
                              "northern": {"cells_a": 1}, "malvin": {"police": 2}})
    st = start(st, GOV, "patrol")
    assert kit.spaces_offered(st) == ["aguada", "armory", "casino", "government", "prison", "university",
                                      "northern"]


def test_deploy_picks_urban_and_rural_spaces_only():
    """3.2.1: Deploy places Police in Urban or Rural spaces, never in a Strategic Center."""
    st = start(kit.position(), GOV, "deploy")
    assert kit.spaces_offered(st) == URBAN_RURAL


def test_recruit_places_no_third_safe_house_in_a_space():
    """1.4.2: a space never holds more than two Safe Houses: Recruit's Safe House (3.3.1) may go to a chosen
    space with a Cell that holds fewer."""
    st = kit.position(spaces={"prado": {"safe": 2, "cells_u": 1}, "aguada": {"cells_u": 1}})
    assert st["available"]["safe"] == 1                       # Control: 3 in play at most (1.4.4)
    st = start(st, TUP, "recruit")
    st = kit.answers(st, TUP, ("space", "prado"), ("number", 2), ("space", "aguada"), ("done", None))
    assert kit.asking(st)["rule"] == "3.3.1" and kit.spaces_offered(st) == ["aguada"]
    st = kit.answer(st, TUP, "space", "aguada")
    assert sp(st, "prado") == {"safe": 2, "cells_u": 3} and sp(st, "aguada") == {"safe": 1, "cells_u": 2}


def test_recruit_places_no_safe_house_beyond_the_control_limit():
    """1.4.4: at Control the Tupamaros have at most 3 Safe Houses in play; with 3 on the map Recruit offers none."""
    st = kit.position(spaces={"prado": {"safe": 2, "cells_u": 1}, "aguada": {"safe": 1, "cells_u": 1}})
    assert st["available"]["safe"] == 0
    st = start(st, TUP, "recruit")
    st = kit.answers(st, TUP, ("space", "prado"), ("number", 2), ("space", "aguada"), ("number", 1),
                     ("done", None))
    assert kit.asking(st) is None and sp(st, "aguada") == {"safe": 1, "cells_u": 2}


def test_one_intel_lead_per_operation_however_many_chits_are_held():
    """2.3.9 / 3.1: one Intel chit buys one more space for a Patrol, Search or Arrest, once an Operation: a
    Limited Arrest holding two chits reaches two spaces, not three."""
    st = kit.position(spaces={"armory": {"police": 1, "cells_a": 1}, "casino": {"police": 1, "cells_a": 1},
                              "prison": {"police": 1, "cells_a": 1}}, intel_held={"info": 2}, intel_pool={"info": 2})
    st = start(st, GOV, "arrest", limited=True)
    st = kit.answers(st, GOV, ("space", "armory"), ("lead", "info"), ("space", "casino"))
    assert kit.asking(st) is None and st["intel_held"]["info"] == 1 and st["prison"] == 2


# ============================================================================================
# Words: who the sandbox waits for (engine/core.py names the side with Game.role_phrase)
# ============================================================================================
def test_waiting_and_out_of_turn_lines_name_the_faction_with_its_article():
    """While the Tupamaros secretly place the People's Prison (2.1, 1.4.4) the Government reads "Waiting for the
    Tupamaros"; a Government move then is refused naming the Government, "the Government's decision"."""
    st = engine.setup("uruguay", 5)
    q = kit.GAME.question(st, GOV)
    assert q["private"] and q["prompt"] == "Waiting for the Tupamaros (a private choice).", q
    try:
        engine.apply(st, GOV, "space", "prado")
    except engine.IllegalAction as err:
        assert err.code == "not_your_turn" and err.message == (
            "it is not the Government's decision now: waiting for the Tupamaros"), err.message
    else:
        raise AssertionError("the Government moved out of turn")
    assert kit.GAME.why_not(st, GOV, "prado")["reason"].endswith("waiting for the Tupamaros")


def test_breaking_news_runs_after_both_turns_unless_censor_blocked_it():
    """2.3.6 / 5.4: once both factions have acted the card's Breaking News happens (U22's: Political Will +2,
    Coup Threat +1); a Censor that marked it blocked (4.2.1) cancels it, whatever its die roll did."""
    for block, pw, coup in ((False, 12, 4), (True, 10, 3)):
        st = kit.position(tracks={"political_will": 10, "coup_threat": 3, "public_sympathy": 2},
                          eligibility=[GOV, TUP], supply_pool={"arms": 2})
        st = kit.run_loop(st, ["U22", "U1"])
        st = kit.answers(st, GOV, ("box", "op_sa"), ("op", "deploy"))
        st = kit.answer(st, GOV, "special", "censor", chance=[{"die": 1}])      # 1 is not above 2: no shift
        st = kit.answers(st, GOV, ("yes" if block else "no", None), ("space", "prado"), ("done", None))
        assert kit.asking(st)["role"] == TUP and boxes_offered(st) == ["limited", "event"]
        st = kit.answers(st, TUP, ("box", "limited"), ("pass", None), ("chit", "arms"))
        assert st["tracks"]["political_will"] == pw and st["tracks"]["coup_threat"] == coup
        assert st["tracks"]["public_sympathy"] == 2
        assert st["current"] == "U1" and st["eligibility"] == [TUP, GOV]


def test_either_faction_may_play_a_capability_of_either_label():
    """5.3: the label of a Capability is flavour only. The Government may put a Tupamaros Capability in play
    (its side then follows the Organizational Structure), and the Tupamaros may play either text of a Government
    Capability, which then lasts for the rest of the game, a Propaganda Round included."""
    st = kit.run_loop(kit.position(eligibility=[GOV, TUP]), ["U6", "U1"])
    st = kit.answer(st, GOV, "box", "event")
    assert ("event", "capability") in kit.options(st)
    st = kit.answer(st, GOV, "event", "capability")
    assert st["capabilities"]["U6"] == "structure"
    st = kit.run_loop(kit.position(tracks={"political_will": 10}), ["U3", "U1"])
    st = kit.answer(st, TUP, "box", "event")
    assert ("event", "top") in kit.options(st) and ("event", "bottom") in kit.options(st)
    st = kit.answer(st, TUP, "event", "bottom")
    assert st["capabilities"]["U3"] == "bottom"
    st["deck"] = []
    st = kit.propaganda(st, final=False)
    while kit.asking(st):
        st = kit.answer(st, kit.role_asked(st), *kit.options(st)[-1])
    assert st["capabilities"]["U3"] == "bottom"
