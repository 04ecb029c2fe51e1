"""Uruguay's computer opponents: legal and explained moves, the same decision in states that differ only in
where the People's Prison is (the Government may not know), determinism, and whole bot games."""

import pytest

import engine
from engine import bots, prng
from engine.games.uruguay import flow

import bots_kit as kit
import uruguay_kit as ukit


def test_steady_and_random_play_legal_explained_and_repeatable():
    moves, _ = kit.legal_and_explained("uruguay", 5, kinds=("steady", "random"), moves=250)
    assert len(moves) == 250


def test_bots_decide_alike_in_twins_differing_only_in_the_prison():
    assert kit.fairness("uruguay", [1, 2], kinds=("steady", "random"), strong=1, every=5) >= 3


def test_steady_beats_random_in_a_few_games():
    out = kit.whole_games("uruguay", ["steady", "random"], games=3)
    assert out["wins"]["steady"] >= 2, out


def test_strong_searches_and_names_its_rule():
    state = engine.setup("uruguay", 4)
    while True:
        role = bots.acting(state)
        q = engine.get_game("uruguay").question(state, role)
        if len(q["actions"]) > 2:
            break
        state = engine.apply(state, role, q["actions"][0]["verb"], q["actions"][0]["arg"])
    act, reason = bots.decide(state, role, bots.make("uruguay", "strong"), prng.seed_state(1), {},
                              bots.Budget(rollouts=8, seconds=60))
    assert "searched" in reason and act["rule"] in reason


RURAL = ("northern", "southwest", "southeast")
URBAN = ("villa_del_cerro", "sayago", "prado", "ituzaingo", "aguada", "ciudad_vieja", "punta_carretas", "malvin",
         "carrasco")


# ----- the steady Tupamaros' aims at the Propaganda Round (issue 27): positions built by hand -----
def steady_choice(st, role="tupamaros"):
    return bots.decide(st, role, bots.make("uruguay", "steady"), prng.seed_state(1), {})


def test_steady_sabotage_goes_where_the_marker_tips_a_space_into_unrest():
    # Prado: one Cell against one Police, so the marker makes Cells and Sabotage outnumber the cubes (6.1.1);
    # Malvín: three Cells and no cube, in Unrest whatever happens, the pick by the fewest cubes alone
    st = ukit.position(spaces={"prado": {"police": 1, "cells_u": 1}, "malvin": {"cells_u": 3}})
    act, reason = steady_choice(ukit.operation(st, "tupamaros", "sabotage"))
    assert (act["verb"], act["arg"]) == ("space", "prado"), reason
    assert "6.1.1" in reason and "Unrest" in reason


def test_steady_sabotage_strikes_a_strategic_center_not_yet_sabotaged():
    st = ukit.position(spaces={"government": {"cells_u": 1}, "malvin": {"cells_u": 3}})
    act, reason = steady_choice(ukit.operation(st, "tupamaros", "sabotage"))
    assert (act["verb"], act["arg"]) == ("space", "government"), reason
    assert "6.2.2" in reason


def test_steady_travel_sends_two_cells_to_the_countryside_when_no_rural_safe_house_stands():
    # no Safe House (and no Cell) in any Rural space: 6.2.5 would give the Government +2 at the Propaganda Round
    st = ukit.position(spaces={"prado": {"cells_u": 4, "safe": 1}, "carrasco": {"cells_u": 1, "safe": 1}})
    st = ukit.answer(ukit.operation(st, "tupamaros", "travel"), "tupamaros", "space", "prado")
    act, reason = steady_choice(st)
    assert act["verb"] == "space" and act["arg"] in RURAL and "6.2.5" in reason, (act, reason)
    st = ukit.answer(st, "tupamaros", act["verb"], act["arg"])
    act, reason = steady_choice(st)
    assert (act["verb"], act["arg"]) == ("number", 2) and "6.2.5" in reason, (act, reason)


def test_steady_recruit_skips_a_rural_space_where_nothing_would_be_placed():
    # every Urban space holds a Police, so by the count of cubes alone an empty Rural space would come first; but
    # without a Safe House or a Cell there, Recruit places nothing in it (3.3.1)
    st = ukit.position(spaces={sid: {"police": 1} for sid in URBAN})
    act, reason = steady_choice(ukit.operation(st, "tupamaros", "recruit"))
    assert act["verb"] == "space" and act["arg"] not in RURAL, (act, reason)


def tup_turn(st, card="U1"):
    """The Tupamaros' go on ``card`` as 1st Eligible, the Operation & Special Activity box taken (2.3.2)."""
    st = dict(st, current=card)
    st["turn"] = dict(st["turn"], boxes={})
    st = ukit._start(st, "faction_turn", role="tupamaros", slot=0)
    return ukit.answer(st, "tupamaros", "box", "op_sa")


# Police moved in by the Government's Patrol leave spaces with as many cubes as Cells and markers; the steady
# Tupamaros' answer is to tip them (one more marker or one Police fewer) and to spread Cells where they outnumber
# the cubes at once (issue 27)
def test_steady_tupamaros_recruit_where_the_cells_placed_outnumber_the_cubes():
    # Prado and Aguada each hold one Cell against one Police: Sabotage could tip either (6.1.1), but Recruit's one
    # Cell in each tips both, and a third in an empty Urban space (3.3.1)
    st = ukit.position(spaces={"prado": {"police": 1, "cells_u": 1}, "aguada": {"police": 1, "cells_u": 1}})
    act, reason = steady_choice(tup_turn(st))
    assert (act["verb"], act["arg"]) == ("op", "recruit") and "3.3.1" in reason and "6.1.1" in reason, (act, reason)
    act, reason = steady_choice(ukit.operation(st, "tupamaros", "recruit"))
    # Ciudad Vieja, Punta Carretas and Carrasco are worth 2 each and empty: one Cell there is Unrest
    assert act["verb"] == "space" and act["arg"] in ("ciudad_vieja", "punta_carretas", "carrasco"), (act, reason)
    assert "6.1.1" in reason and "Economic Value 2" in reason


def test_steady_tupamaros_sabotage_before_travel_where_a_marker_tips_a_space():
    # no Cell in the countryside (the list would Travel there first, 6.2.5), but Prado's one Cell meets one Police:
    # a Sabotage marker there tips it into Unrest (6.1.1). Every other Urban space holds two Police, so Recruit's
    # one Cell tips Prado alone
    st = ukit.position(spaces=dict({sid: {"police": 2} for sid in URBAN if sid != "prado"},
                                   prado={"police": 1, "cells_u": 1}))
    act, reason = steady_choice(tup_turn(st))
    assert (act["verb"], act["arg"]) == ("op", "sabotage") and "6.1.1" in reason, (act, reason)


def test_steady_tupamaros_intimidate_where_one_police_fewer_tips_a_space():
    # Prado: one Underground Cell against one Police; Malvín: one Cell against three Police, more to drive off but
    # still held after one goes. Intimidate goes with the Sabotage (4.3.3), and to Prado
    st = ukit.position(spaces={"prado": {"police": 1, "cells_u": 1}, "malvin": {"police": 3, "cells_u": 1}})
    st = ukit.operation(st, "tupamaros", "sabotage", with_sa=True)
    act, reason = steady_choice(st)
    assert (act["verb"], act["arg"]) == ("special", "intimidate") and "6.1.1" in reason, (act, reason)
    act, reason = steady_choice(ukit.answer(st, "tupamaros", "special", "intimidate"))
    assert (act["verb"], act["arg"]) == ("space", "prado") and "6.1.1" in reason, (act, reason)


@pytest.fixture
def safe_house_redeploy(monkeypatch):
    """The Tupamaros' Redeploy step of the Propaganda Round (6.4.1) alone, as a procedure a test may start."""
    monkeypatch.setitem(ukit.GAME.procedures, "test_safe", flow.redeploy_tupamaros)


def test_steady_redeploy_moves_a_safe_house_to_the_countryside(safe_house_redeploy):
    # Cells outnumber the cubes in Northern Uruguay, where no Safe House stands (nor in any Rural space); Carrasco,
    # worth more by the ordinary count, is open too
    st = ukit.position(spaces={"prado": {"cells_u": 2, "safe": 1}, "northern": {"cells_u": 2},
                               "carrasco": {"cells_u": 3}})
    st = ukit._start(st, "test_safe")
    act, reason = steady_choice(st)
    assert (act["verb"], act["arg"]) == ("space", "prado") and "6.2.5" in reason, (act, reason)
    st = ukit.answer(st, "tupamaros", act["verb"], act["arg"])
    act, reason = steady_choice(st)
    assert (act["verb"], act["arg"]) == ("space", "northern") and "6.2.5" in reason, (act, reason)


# ----- the steady Government's aims at the Propaganda Round (issue 27): positions built by hand -----
def gov_choice(st, seed=1):
    return steady_choice(st, role="government") if seed == 1 else bots.decide(
        st, "government", bots.make("uruguay", "steady"), prng.seed_state(seed), {})


def gov_turn(st, card, slot=0, taken=None):
    """The Government's go on ``card`` (2.3.2): 1st Eligible, or 2nd after the Tupamaros took the box ``taken``."""
    st = dict(st, current=card)
    st["turn"] = dict(st["turn"], boxes={"tupamaros": taken} if taken else {})
    return ukit._start(st, "faction_turn", role="government", slot=slot)


def test_steady_government_patrols_with_censor_where_spare_police_keep_a_space_out_of_unrest():
    # Prado: two Cells against one Police, Unrest at the next Propaganda Round (6.1.1); two Police stand idle in
    # the Government Center. By the old list the hidden Cells called for a Search
    st = ukit.position(spaces={"prado": {"police": 1, "cells_u": 2}, "government": {"police": 2}})
    st = ukit.answer(gov_turn(st, "U1"), "government", "box", "op_sa")
    act, reason = gov_choice(st)
    assert (act["verb"], act["arg"]) == ("op", "patrol") and "6.1.1" in reason, (act, reason)


def test_steady_government_patrol_takes_spare_police_to_the_space_headed_for_unrest_and_no_more():
    # Malvín: three Cells held by three Police (no Unrest, 6.1.1), more Tupamaros but nothing to gain there; Prado
    # lacks one cube; the Police in the Government Center are free to go, Malvín's are not
    st = ukit.position(spaces={"prado": {"police": 1, "cells_u": 2}, "malvin": {"police": 3, "cells_u": 3},
                               "government": {"police": 2}})
    st = ukit.operation(st, "government", "patrol")
    act, reason = gov_choice(st)
    assert (act["verb"], act["arg"]) == ("space", "prado") and "6.1.1" in reason, (act, reason)
    st = ukit.answer(st, "government", "space", "prado")
    act, reason = gov_choice(st)
    assert (act["verb"], act["arg"]) == ("space", "government") and "3.2.2" in reason, (act, reason)
    st = ukit.answer(st, "government", "space", "government")
    act, reason = gov_choice(st)          # Prado now holds (two cubes, two Cells): the others stay where they are
    assert act["verb"] == "done", (act, reason)


def test_steady_government_censors_to_push_public_sympathy_toward_disgust():
    st = ukit.position(spaces={"prado": {"police": 1, "cells_u": 2}, "government": {"police": 2}},
                       tracks={"public_sympathy": 3})
    act, reason = gov_choice(ukit.operation(st, "government", "patrol", with_sa=True))
    assert (act["verb"], act["arg"]) == ("special", "censor") and "6.2.3" in reason, (act, reason)


def test_steady_government_arrests_where_the_cubes_can_take_a_piece():
    # Ciudad Vieja: two Active Cells but only two Police, and an Urban Arrest takes one piece per three Police
    # (3.2.4); Southwest Uruguay: one Police takes its one Active Cell
    st = ukit.position(spaces={"ciudad_vieja": {"police": 2, "cells_a": 2}, "southwest": {"police": 1, "cells_a": 1}})
    act, reason = gov_choice(ukit.operation(st, "government", "arrest"))
    assert (act["verb"], act["arg"]) == ("space", "southwest") and "3.2.4" in reason, (act, reason)


def test_steady_government_arrest_takes_a_safe_house_before_searching():
    # Northern Uruguay: a Safe House with no Cell and two Police, taken by Arrest (+1 Political Will, 3.2.4); Cells
    # hide in Carrasco (the old list searched them first)
    st = ukit.position(spaces={"northern": {"police": 2, "safe": 1}, "carrasco": {"police": 1, "cells_u": 1}})
    st = ukit.answer(gov_turn(st, "U1"), "government", "box", "limited")
    act, reason = gov_choice(st)
    assert (act["verb"], act["arg"]) == ("op", "arrest") and "Safe House" in reason and "3.2.4" in reason, \
        (act, reason)


def test_steady_government_plays_the_upper_side_of_an_event():
    st = ukit.answer(gov_turn(ukit.position(), "U1"), "government", "box", "event")
    for seed in range(1, 9):           # whatever its rng, the Government's own side (5.2)
        act, reason = gov_choice(st, seed)
        assert (act["verb"], act["arg"]) == ("event", "top") and "5.2" in reason, (seed, act, reason)


def test_steady_tupamaros_put_a_government_capability_in_play_on_its_bottom_effect():
    # U7 is a Government Capability: either side may execute it and the effect chosen lasts (5.3); its bottom
    # effect (Sabotage where a Search activates two Cells without Intel) works against the Government
    st = dict(ukit.position(), current="U7")
    st["turn"] = dict(st["turn"], boxes={})
    st = ukit.answer(ukit._start(st, "faction_turn", role="tupamaros", slot=0), "tupamaros", "box", "event")
    for seed in range(1, 9):           # whatever its rng
        act, reason = bots.decide(st, "tupamaros", bots.make("uruguay", "steady"), prng.seed_state(seed), {})
        assert (act["verb"], act["arg"]) == ("event", "bottom") and "5.3" in reason, (seed, act, reason)
    st = ukit.answer(st, "tupamaros", "event", "bottom")
    assert st["capabilities"]["U7"] == "bottom"


def test_steady_government_leaves_a_tupamaros_capability_alone():
    # the Tupamaros took the Operation & Special Activity box; U6 is a Tupamaros Capability, so the Event box would
    # only put it in play (5.3): the Limited Operation instead
    act, reason = gov_choice(gov_turn(ukit.position(), "U6", slot=1, taken="op_sa"))
    assert (act["verb"], act["arg"]) == ("box", "limited"), (act, reason)


def test_steady_government_search_leaves_the_cube_that_holds_a_space_out_of_unrest():
    # Prado's one Police holds its one Cell (6.1.1); moving it into Sayago would open Prado to Unrest
    st = ukit.position(spaces={"sayago": {"cells_u": 3}, "prado": {"police": 1, "cells_u": 1}})
    st = ukit.answers(ukit.operation(st, "government", "search"), "government", ("space", "sayago"), ("done", None))
    assert ("move", ["prado", "police"]) in ukit.options(st)
    act, reason = gov_choice(st)
    assert act["verb"] == "done", (act, reason)


def test_steady_government_raids_the_countryside_first():
    # a Safe House in Prado and one in Southeast Uruguay, each with more cubes than Cells; only the Rural one
    # costs the Government its +2 at the Propaganda Round (6.2.5)
    st = ukit.position(spaces={"prado": {"police": 2, "safe": 1}, "southeast": {"police": 2, "safe": 1}},
                       intel_held={"info": 2})
    st = ukit.answer(ukit.operation(st, "government", "arrest", with_sa=True), "government", "special", "raid")
    for seed in range(1, 9):
        act, reason = gov_choice(st, seed)
        assert (act["verb"], act["arg"]) == ("space", "southeast") and "6.2.5" in reason, (seed, act, reason)


# ----- the steady Tupamaros' Event sides and Organizational Structure (issue 27) -----
def tup_event_box(st, card, slot=0, taken=None):
    """The Tupamaros in the Event box of ``card``: 1st Eligible, or 2nd after the Government took ``taken``."""
    st = dict(st, current=card)
    st["turn"] = dict(st["turn"], boxes={"government": taken} if taken else {})
    return ukit.answer(ukit._start(st, "faction_turn", role="tupamaros", slot=slot), "tupamaros", "box", "event")


def tup_choices(st):
    """The steady Tupamaros' answer under eight different rngs (a rule's answer does not hang on the die)."""
    return {(a["verb"], a["arg"], "5.2" in why or "5.3" in why)
            for a, why in (bots.decide(st, "tupamaros", bots.make("uruguay", "steady"), prng.seed_state(seed), {})
                           for seed in range(1, 9))}


def test_steady_tupamaros_play_the_lower_side_of_an_event():
    # U1: the upper text lets the Government remove a Sabotage marker, the lower one moves Public Sympathy toward
    # Support for each Supply chit discarded (5.2); main chose by the die
    assert tup_choices(tup_event_box(ukit.position(), "U1")) == {("event", "bottom", True)}


def test_steady_tupamaros_pass_on_a_lower_side_whose_condition_is_unmet():
    # U26's lower text works only before Military Intervention, U11's only with the People's Prison on the map
    # (a blank board has it in its box); the upper texts serve the Government, and a pass gains a Supply chit
    after_mi = ukit.position(tracks={"military_intervention": True})
    assert tup_choices(tup_event_box(after_mi, "U26")) == {("pass", None, False)}
    assert tup_choices(tup_event_box(ukit.position(), "U11")) == {("pass", None, False)}
    st = ukit.position(spaces={"prado": {"safe": 1, "cells_u": 1}})
    st = ukit.place(st, "prado", pp=True)
    assert tup_choices(tup_event_box(st, "U11")) == {("event", "bottom", True)}


def test_steady_tupamaros_as_second_eligible_take_the_limited_operation_before_an_idle_event():
    st = dict(ukit.position(tracks={"military_intervention": True}), current="U26")
    st["turn"] = dict(st["turn"], boxes={"government": "op_sa"})
    st = ukit._start(st, "faction_turn", role="tupamaros", slot=1)
    act, reason = steady_choice(st)
    assert (act["verb"], act["arg"]) == ("box", "limited"), (act, reason)
    st = ukit.position()
    st = dict(st, current="U1")
    st["turn"] = dict(st["turn"], boxes={"government": "op_sa"})
    act, reason = steady_choice(ukit._start(st, "faction_turn", role="tupamaros", slot=1))
    assert (act["verb"], act["arg"]) == ("box", "event"), (act, reason)


def test_steady_tupamaros_leave_their_own_capability_alone_at_expansion():
    # U6 at Expansion would limit every Tupamaros Operation to two spaces (5.3)
    st = ukit.position(tracks={"structure": "expansion"})
    assert tup_choices(tup_event_box(st, "U6")) == {("pass", None, False)}


@pytest.fixture
def structure_question(monkeypatch):
    """The Tupamaros' choice of Organizational Structure at the Propaganda Round (6.4.3) alone."""
    from engine.games.uruguay.structure import structure_choice
    monkeypatch.setitem(ukit.GAME.procedures, "test_structure", lambda x: structure_choice(x, "6.4.3"))


def structure_answer(st):
    return {(a["verb"], "6.4.3" in why) for a, why in (
        bots.decide(st, "tupamaros", bots.make("uruguay", "steady"), prng.seed_state(seed), {}) for seed in (1, 2))}


def test_steady_tupamaros_stay_at_expansion_when_control_would_take_cells_off_the_map(structure_question):
    # at Expansion with 4 Cells Available: Control would put six back in the box, two of them off the map (6.4.3)
    st = ukit.position(spaces={"prado": {"cells_u": 3}}, tracks={"structure": "expansion"})
    st["available"]["cells"], st["expansion"]["cells"] = 4, 0
    assert structure_answer(ukit._start(st, "test_structure")) == {("no", True)}
    st["available"]["cells"] = 9          # Control would still leave three Available
    assert structure_answer(ukit._start(st, "test_structure")) == {("yes", True)}


def test_steady_tupamaros_go_to_expansion_only_when_control_runs_short_of_cells(structure_question):
    st = ukit.position(spaces={"prado": {"cells_u": 3}})
    st["available"]["cells"] = 3
    assert structure_answer(ukit._start(st, "test_structure")) == {("no", True)}
    st["available"]["cells"] = 2
    assert structure_answer(ukit._start(st, "test_structure")) == {("yes", True)}
    # U14's lower side offers the same switch before its Recruit
    st = ukit.effect(st, "U14", "bottom", "tupamaros")
    assert "U14" in ukit.asking(st)["prompt"] and structure_answer(st) == {("yes", True)}


# ----- the steady Government's answer to them (issue 27) -----
def test_steady_government_deploys_police_waiting_in_available_where_cells_outnumber_the_cubes():
    # every Police waits in Available (Intimidate sends them there, 4.3.3); Carrasco (worth 2) and Sayago (worth 1)
    # each hold more Cells than cubes, Unrest at the Propaganda Round (6.1.1). No Police on the map to Patrol with,
    # so the old list searched the hidden Cells
    st = ukit.position(spaces={"carrasco": {"cells_u": 1}, "sayago": {"cells_u": 2}})
    assert st["available"]["police"] >= 3
    st = ukit.answer(gov_turn(st, "U1"), "government", "box", "op_sa")
    act, reason = gov_choice(st)
    assert (act["verb"], act["arg"]) == ("op", "deploy") and "3.2.1" in reason and "6.1.1" in reason, (act, reason)
    act, reason = gov_choice(ukit.operation(st, "government", "deploy"))
    assert (act["verb"], act["arg"]) == ("space", "carrasco") and "6.1.1" in reason, (act, reason)


def test_steady_government_puts_a_tupamaros_capability_in_play_at_expansion():
    # at Expansion U6's effect limits every Tupamaros Operation to two spaces (5.3)
    st = gov_turn(ukit.position(tracks={"structure": "expansion"}), "U6", slot=1, taken="op_sa")
    act, reason = gov_choice(st)
    assert (act["verb"], act["arg"]) == ("box", "event"), (act, reason)
    act, reason = gov_choice(ukit.answer(st, "government", "box", "event"))
    assert (act["verb"], act["arg"]) == ("event", "capability") and "5.3" in reason, (act, reason)


def test_steady_government_takes_the_limited_operation_before_an_idle_upper_side():
    # U26's upper side works only after Military Intervention, U31's too; U11's needs a Hostage in the Supply pool
    for card in ("U26", "U31", "U11"):
        act, reason = gov_choice(gov_turn(ukit.position(spaces={"prado": {"cells_u": 1}}), card, slot=1,
                                          taken="op_sa"))
        assert (act["verb"], act["arg"]) == ("box", "limited"), (card, act, reason)
    act, reason = gov_choice(gov_turn(ukit.position(tracks={"military_intervention": True}), "U26", slot=1,
                                      taken="op_sa"))
    assert (act["verb"], act["arg"]) == ("box", "event"), (act, reason)


# ----- U33 by a rule, and "how many" answers with their own reasons (issue 27) -----
def u33_offer(prison, hostages, sympathy, rounds_played=0):
    """U33 played by the Tupamaros with the People's Prison in Prado: the Government's question."""
    st = ukit.jailed(ukit.position(spaces={"prado": {"safe": 1, "pp": True, "cells_u": 1}},
                                   supply_pool={"hostage": hostages}, hostages_aside=3 - hostages,
                                   tracks={"public_sympathy": sympathy}, propaganda_played=rounds_played), prison)
    st = ukit.effect(st, "U33", "top", "tupamaros")
    assert ukit.options(st) == [("refuse", None), ("release", None)]
    return st


def gov_answers(st):
    """The steady Government's answer under eight rngs, with the rules its reason names."""
    return {(a["verb"], "U33" in why and "6.2.6" in why and "6.2.3" in why)
            for a, why in (gov_choice(st, seed) for seed in range(1, 9))}


def test_steady_government_answers_u33_by_weighing_political_will():
    # five Cells in the Prison box bring nothing at any Propaganda Round (six make one, 6.2.6), while refusing moves
    # Public Sympathy from 2 to 3, three Political Will over the three rounds left (6.2.3), and two Hostages wait
    # in the Supply pool (1.8.1): release. Main left it to the die
    assert gov_answers(u33_offer(prison=5, hostages=2, sympathy=2)) == {("release", True)}
    # eleven Cells bring one at the one round left, as much as refusing costs (Public Sympathy 0 to 1): refuse
    assert gov_answers(u33_offer(prison=11, hostages=0, sympathy=0, rounds_played=2)) == {("refuse", True)}


def test_u33_terms_count_the_prison_as_the_reset_halves_it():
    from engine.games.uruguay.bot import u33_terms, _spaces
    board = engine.view(u33_offer(prison=11, hostages=0, sympathy=1), "government")["board"]
    terms = u33_terms(board, _spaces())
    # 11 Cells: 1 at the first round, 6 after the Reset (1), 3 after the next (0); refusing: 1 -> 2, two rounds
    assert (terms["prison_will"], terms["refuse_will"], terms["hostages"], terms["answer"]) == (2, 2, 0, "refuse")
    board["supply_pool"]["hostage"] = 1         # one Hostage more tips it: 1 + 2 against 2
    assert u33_terms(board, _spaces())["answer"] == "release"


def test_steady_tupamaros_play_u33_only_when_the_governments_answer_serves_them():
    def offered(prison, hostages):
        st = ukit.jailed(ukit.position(spaces={"prado": {"safe": 1, "pp": True, "cells_u": 1}},
                                       supply_pool={"hostage": hostages}, hostages_aside=3 - hostages), prison)
        return tup_choices(tup_event_box(st, "U33"))
    # the Government's rule releases: three Cells back to Available and no Hostage to lose
    assert offered(prison=3, hostages=0) == {("event", "top", True)}
    # it releases, and two Hostages leave the Supply pool for Cells worth nothing to the Government: pass
    assert offered(prison=3, hostages=2) == {("pass", None, False)}


def test_steady_tupamaros_pass_on_u33_says_why_by_its_rule():
    """The pass that U33 leaves the Tupamaros names U33 and what the Government's answer would cost them (before:
    "Pass: no other choice here is worth making", the same words as any pass)."""
    def reasons(prison, hostages, pp=True):
        spaces = {"prado": {"safe": 1, "pp": pp, "cells_u": 1}}
        st = ukit.jailed(ukit.position(spaces=spaces, supply_pool={"hostage": hostages}, hostages_aside=3 - hostages),
                         prison)
        st = tup_event_box(st, "U33")
        return {(a["verb"], why) for a, why in (bots.decide(st, "tupamaros", bots.make("uruguay", "steady"),
                                                             prng.seed_state(seed), {}) for seed in range(1, 5))}
    [(verb, why)] = reasons(prison=3, hostages=2)
    assert verb == "pass" and "U33" in why and "2.3.3" in why and "2 Hostages" in why and "3 Cells" in why, why
    [(verb, why)] = reasons(prison=0, hostages=0)
    assert verb == "pass" and "U33" in why and "no Cell to free" in why, why
    [(verb, why)] = reasons(prison=3, hostages=0, pp=False)
    assert verb == "pass" and "People's Prison is off the map" in why and "U33" in why, why


def test_steady_government_sends_underground_cells_away_on_u9():
    # U9's upper text sends half of Prado's four Cells back to Available, the executing Government picking which:
    # the two Underground ones go, and the two Active ones stay where an Arrest can take them (3.2.4). Main sent
    # as many Active ones as it could ("as many as may go")
    st = ukit.position(spaces={"prado": {"cells_u": 2, "cells_a": 2, "police": 3}})
    st = ukit.answer(ukit.effect(st, "U9", "top", "government"), "government", "space", "prado")
    assert ukit.options(st) == [("number", 0), ("number", 1), ("number", 2)]
    for seed in range(1, 5):
        act, reason = gov_choice(st, seed)
        assert act["arg"] == 0 and "U9" in reason and "3.2.4" in reason, (seed, act, reason)
    st = ukit.answer(st, "government", "number", 0)
    assert st["spaces"]["prado"]["cells_a"] == 2 and st["spaces"]["prado"]["cells_u"] == 0


def test_steady_how_many_answers_name_their_own_rule():
    # Deploy where the cubes already outnumber the Cells may place two Police (3.2.1): both, since Police on the
    # map can later Patrol anywhere (3.2.2); Recruit where a Safe House stands places up to two Cells (3.3.1)
    st = ukit.position(spaces={"prado": {"police": 2, "cells_u": 1}})
    st = ukit.answer(ukit.operation(st, "government", "deploy"), "government", "space", "prado")
    act, reason = gov_choice(st)
    assert act == dict(act, verb="number", arg=2) and "3.2.2" in reason and "as many as may go" not in reason, \
        (act, reason)
    st = ukit.position(spaces={"prado": {"cells_u": 1, "safe": 1}})
    st = ukit.answer(ukit.operation(st, "tupamaros", "recruit"), "tupamaros", "space", "prado")
    act, reason = steady_choice(st)
    assert act == dict(act, verb="number", arg=2) and "3.3.1" in reason and "6.1.1" in reason, (act, reason)


def event_reasons(st, role):
    """The steady seat's reason for every Event text it may play now (``rank``: each option with its reason)."""
    game = engine.get_game("uruguay")
    ranked = bots.make("uruguay", "steady").rank(game.view(st, role), game.question(st, role), {})
    return {act["arg"]: why for _, act, why in ranked if act["verb"] == "event"}


def test_steady_event_reasons_name_the_event_texts_as_the_cards_do():
    """The cards, the options and the glossary call a card's two texts its upper and lower Event text (5.2); the
    reasons did not: "the upper side of the card", "a Government Capability's bottom effect"."""
    seen = {}
    for card, role in (("U1", "government"), ("U1", "tupamaros"), ("U7", "tupamaros"), ("U7", "government")):
        st = dict(ukit.position(), current=card)
        st["turn"] = dict(st["turn"], boxes={})
        st = ukit.answer(ukit._start(st, "faction_turn", role=role, slot=0), role, "box", "event")
        for arg, why in event_reasons(st, role).items():
            seen[card, role, arg] = why
    after_mi = tup_event_box(ukit.position(tracks={"military_intervention": True}), "U26")
    seen["U26", "tupamaros", "bottom"] = event_reasons(after_mi, "tupamaros")["bottom"]
    assert len(seen) == 9, seen
    for key, why in seen.items():
        assert "Event text" in why.split(":", 1)[1], (key, why)
        for word in (" side", "effect"):
            assert word not in why.replace("Capability's helpful effect", ""), (key, why)


def test_steady_government_search_where_no_tupamaros_stand_says_so():
    # no Cell or Safe House anywhere: the space is chosen by its Economic Value, and the reason may not claim
    # "the most Tupamaros there" over "0 Cells, 0 Safe Houses" (issue 27)
    st = ukit.operation(ukit.position(spaces={"carrasco": {"police": 1}}), "government", "search")
    act, reason = gov_choice(st)
    assert act["verb"] == "space", (act, reason)
    assert "most Tupamaros" not in reason and "no Cell or Safe House there" in reason and "3.2.3" in reason, reason


def test_steady_yes_to_an_extra_effect_names_the_effect():
    # a bare "Yes" reason read away from its question must say what was accepted (issue 27)
    from engine.games.uruguay.bot import Steady
    question = {"role": "tupamaros", "prompt": "Add a Hostage marker to the Supply pool?",
                "actions": [{"verb": "yes", "arg": None, "label": "Yes", "rule": "4.3.1"},
                            {"verb": "no", "arg": None, "label": "No", "rule": "4.3.1"}]}
    view = engine.get_game("uruguay").view(ukit.position(), "tupamaros")
    act, reason = Steady().choose(view, question, {}, prng.seed_state(1))
    assert act["verb"] == "yes" and "Add a Hostage marker to the Supply pool" in reason and "4.3.1" in reason, reason


def test_an_operation_and_a_special_activity_open_their_log_lines_with_who_acts():
    # "4.2.2 Raid." alone in the log said neither who acted nor what kind of step it was (issue 27)
    st = ukit.position(spaces={"prado": {"police": 2, "safe": 1}}, intel_held={"info": 2})
    st = ukit.operation(st, "government", "arrest", with_sa=True)
    assert "Government Operation: Arrest with a Special Activity." in ukit.texts(st, "3.2.4"), ukit.texts(st)
    st = ukit.answer(st, "government", "special", "raid")
    assert "Government Special Activity: Raid." in ukit.texts(st, "4.2.2"), ukit.texts(st)


def block_choice(role, card, u15=False):
    """The steady bot's answer to the Censor's or Propagandize's "Block this card's Breaking News?" (4.2.1,
    4.3.2), or to U15's roll-or-block, while ``card`` is the current card."""
    from engine.games.uruguay.bot import Steady
    st = ukit.position()
    st["current"] = card
    key = None
    if u15:
        prompt = "Censorship evaded (U15): Censor may either roll or block the Breaking News."
        actions = [{"verb": "roll", "arg": None, "label": "Roll against Public Sympathy", "rule": "U15"},
                   {"verb": "block", "arg": None, "label": "Block the Breaking News", "rule": "U15"}]
    else:
        prompt, rule = "Block this card's Breaking News?", "4.2.1" if role == "government" else "4.3.2"
        key = "news.block"
        actions = [{"verb": "yes", "arg": None, "label": "Block it", "rule": rule},
                   {"verb": "no", "arg": None, "label": "Let it run", "rule": rule}]
    view = engine.get_game("uruguay").view(st, role)
    question = {"role": role, "prompt": prompt, "actions": actions, "key": key}
    return Steady().choose(view, question, {}, prng.seed_state(1))


def test_steady_government_lets_a_breaking_news_that_helps_it_run():
    # U27 "Strike Ends": the Government may take away two Sabotage markers; blocking it would only hurt itself
    act, reason = block_choice("government", "U27")
    assert act["verb"] == "no", reason
    assert reason.startswith("Let it run: U27's Breaking News \"Strike Ends\" would help the Government, so it runs "
                             "(5.4)"), reason
    act, reason = block_choice("government", "U27", u15=True)
    assert act["verb"] == "roll", reason


def test_steady_government_blocks_a_breaking_news_that_helps_the_tupamaros():
    act, reason = block_choice("government", "U4")          # two Cells back out of the Prison box
    assert act["verb"] == "yes" and "would help the Tupamaros, so it is blocked (5.4)" in reason, reason
    act, reason = block_choice("government", "U4", u15=True)
    assert act["verb"] == "block", reason


def test_steady_tupamaros_block_only_the_governments_news_and_let_a_news_without_effect_run():
    act, reason = block_choice("tupamaros", "U23")          # the Government removes two Cells
    assert act["verb"] == "yes" and "would help the Government" in reason, reason
    act, reason = block_choice("tupamaros", "U1")           # their own Sabotage marker
    assert act["verb"] == "no", reason
    act, reason = block_choice("tupamaros", "U6")           # "No effect."
    assert act["verb"] == "no" and "changes nothing on the board" in reason and "(5.4)" in reason, reason


def test_every_breaking_news_with_an_effect_is_weighed_by_the_steady_bots():
    # a card whose news does something is on one side of the table; a card listed does something
    from engine import content
    from engine.games.uruguay.bot import NEWS_HELPS
    listed = [c for cards in NEWS_HELPS.values() for c in cards]
    assert len(listed) == len(set(listed))
    for card in content.load("uruguay")["cards"]:
        news = card.get("breaking_news")
        if news:
            assert (card["id"] in listed) == (news["text"] != "No effect."), card["id"]


def test_facts_kept_for_a_decision_rank_as_facts_worked_out_for_each_action():
    """The steady list works out a decision's facts (spaces tipped, spaces a Patrol can hold, the card's side...)
    once and keeps them in its context (``common.per_decision``): every ranking, reasons and all, is the one the
    same methods give when worked out afresh for each action."""
    from engine.games.uruguay.bot import Steady

    class Afresh(Steady):
        pass
    kept = [n for n, f in vars(Steady).items() if not isinstance(f, staticmethod) and hasattr(f, "__wrapped__")]
    for name in kept:
        setattr(Afresh, name, getattr(Steady, name).__wrapped__)
    assert {"fixable", "recruit_tips", "tips", "wants_home", "tup_event_side", "idle"} <= set(kept)
    game, seen = engine.get_game("uruguay"), []

    def look(move, state):
        role = bots.acting(state)
        question = game.question(state, role)
        if len(question["actions"]) > 1:
            view = game.view(state, role)
            seen.append(Steady().rank(view, question, {}) == Afresh().rank(view, question, {}))
    engine.arena.play("uruguay", ["steady", "steady"], 6, seconds=0, look=look, max_moves=300)
    assert len(seen) > 150 and all(seen)
