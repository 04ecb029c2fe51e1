"""Junta's fourth rules audit: questions the earlier audits and the other Junta tests did not
ask, read from the rulebook alone. The rulebook covers the Coup d'État only (no budget vote, no locations, no
assassinations, no Swiss bank: those belong to the political game, which Tablero does not model), so the
questions are about the coup: cards in the Battle segment, landings, transfers, the Police reaction, shelling in
the Rebellion Phase, the Air Raids' count, the Palace Guard in other hands, retreats, control at the end, the
Cousin, and what changes with 2, 3 and 7 players. Rule numbers are Tablero's own (docs/JUNTA.md)."""

import engine
import junta_kit as kit
from engine.chance import Chance
from engine.core import Context, clone
from engine.games.junta import coup
from engine.games.junta.model import J


def _j(st):
    return J(kit.GAME, Context(st, Chance(st["rng"])))


def _phase1(place, deal=None, **changes):
    """Coup Phase 1, Movement, the map cleared but for what ``place(s)`` puts there."""
    st = kit.pass_until(kit.coup(deal, **changes), lambda s: kit.phase(s) == 1 and kit.segment(s) == "movement")
    return kit.arrange(st, lambda s: (kit.clear(s), place(s)))


def _to_declarations(st):
    return kit.pass_until(st, lambda s: kit.segment(s) != "movement")


def _fire(st, role, foe, n, dice=None):
    return kit.act(st, role, "dice", [foe, n], dice=dice)


# ---------------------------------------------------------------- cards and movement (1.6, 4.x)


def test_a_politics_card_is_played_only_in_ones_own_movement_turn():
    """1.6 (reading in docs/JUNTA.md): while another player takes his Movement turn, a player holding a card
    has nothing to do, so no card comes in out of turn."""
    st = kit.coup()
    assert kit.active(st) == ["p2"] and kit.player(st, "p4")["hand"]
    assert kit.actions(st, "p4") == [] and kit.actions(st, "p1") == []
    st = kit.act(kit.act(st, "p2", "done"), "p3", "done")
    assert "play" in kit.verbs(st, "p4") and kit.actions(st, "p2") == []


def test_no_politics_card_is_played_once_the_battle_segment_begins():
    """1.6, 2.1: cards come into play in a Movement segment; from the declarations to the last exchange of
    fire nobody may play one (nor move, land or hand units over), and the hands stay as they were."""
    st = _phase1(lambda s: (kit.put(s, "brigade_1_infantry_1", "plaza"), kit.put(s, "police_1", "plaza")))
    hands = {p["id"]: list(p["hand"]) for p in st["players"]}
    assert any(hands.values())
    st = _to_declarations(st)
    st = kit.end_declarations(kit.act(st, "p2", "attack", "plaza"))
    seen = 0
    while kit.phase(st) == 1 and kit.segment(st) != "movement":
        for role in kit.active(st):
            assert not {"play", "move", "land", "give"} & set(kit.verbs(st, role))
            seen += 1
        role = kit.active(st)[0]
        a = kit.quiet_choice(st, role)
        st = engine.apply(st, role, a["verb"], a["arg"])
    assert seen >= 6                                       # three exchanges of two shooters at least
    assert {p["id"]: p["hand"] for p in st["players"]} == hands


def test_a_card_played_after_ones_move_brings_units_that_stay_put_this_phase():
    """4.7: new units may move at once only if their player has not yet made his move; after it they wait."""
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.active(s) == ["p4"])
    st = kit.move(st, "p4", "barracks_3", [1, 0], "las_lomas")
    st = kit.act(st, "p4", "play", "mercenaries")
    assert kit.stacks(st)["waterfront"] == {"p4": {"infantry": 2}}
    assert "move" not in kit.verbs(st, "p4")


def test_paratroopers_may_drop_after_the_move_and_then_wait_or_drop_first_and_move_at_once():
    """4.5: the drop is no move. Dropped after the player's one move, the Paratroopers stay where they fell this
    phase; dropped before it, they may make that move themselves (read like a card's new units, 4.7)."""
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.active(s) == ["p4"])
    after = kit.move(st, "p4", "barracks_3", [1, 0], "las_lomas")
    assert "land" in kit.verbs(after, "p4")
    after = kit.act(kit.act(after, "p4", "land", "paratroopers_1"), "p4", "space", "central_bank")
    assert "move" not in kit.verbs(after, "p4")
    first = kit.act(kit.act(st, "p4", "land", "paratroopers_1"), "p4", "space", "central_bank")
    first = kit.act(first, "p4", "move")
    assert "central_bank" in kit.args(first, "p4", "space")


def test_paratroopers_in_an_embassy_open_the_way_into_exile():
    """4.9, 4.5: one unit in an Embassy is enough to go into exile, and the Paratroopers may drop into one."""
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.active(s) == ["p4"])
    assert "exile" not in kit.verbs(st, "p4")
    st = kit.act(kit.act(st, "p4", "land", "paratroopers_1"), "p4", "space", "embassy_mexico")
    assert "exile" in kit.verbs(st, "p4")
    st = kit.act(st, "p4", "exile")
    assert kit.player(st, "p4")["status"] == "exiled"


def test_units_handed_to_a_player_still_to_move_may_move_with_him():
    """4.4: a transfer only forbids a second move of the same units; units that have not moved this phase may
    make their move under the new holder, in his turn."""
    st = _phase1(lambda s: kit.put_all(s, "brigade_2_infantry", "plaza", 2))
    assert st["coup"]["seat_order"][:2] == ["p3", "p4"]
    st = kit.act(st, "p3", "give")
    st = kit.act(st, "p3", "space", "plaza")
    st = kit.act(st, "p3", "number", 2)
    st = kit.act(st, "p3", "player", "p4")
    st = kit.act(st, "p3", "done")
    assert kit.active(st) == ["p4"]
    st = kit.move(st, "p4", "plaza", [2], "parliament")
    assert kit.stacks(st)["parliament"] == {"p4": {"infantry": 2}}


def test_nobody_hands_units_to_or_asks_a_vote_of_a_player_in_exile():
    """1.3, 2.4, 4.4: a player in exile is out of the coup: he receives no units and has no say in stopping it."""
    st = kit.coup(status={"p4": "exiled"})
    st = kit.act(st, "p2", "give")
    st = kit.act(st, "p2", "space", "barracks_1")
    while "number" in kit.verbs(st, "p2"):
        st = kit.act(st, "p2", "number", max(kit.args(st, "p2", "number")))
    assert sorted(kit.args(st, "p2", "player")) == ["p1", "p3"]
    st = kit.act(kit.coup(status={"p4": "exiled"}), "p2", "propose_end")
    assert sorted(kit.active(st)) == ["p1", "p3"]


# ---------------------------------------------------------------- the Police reaction (4.8)


def test_only_the_four_crowd_cards_call_out_the_police():
    """4.8: Agitators, Students, Strikers and Demonstrators bring a Police reaction; other cards' units (the
    Mercenaries here, played by a Rebel in the Rebellion Phase) do not."""
    cards = kit.GAME.content()["cards"]
    assert sorted(c["name"] for c in cards if c.get("police_reaction")) == \
        ["Agitators", "Demonstrators", "Strikers", "Students"]
    st = kit.act(kit.coup(hands={"p1": [], "p2": ["mercenaries"], "p3": [], "p4": []}), "p2", "play", "mercenaries")
    assert kit.active(st) == ["p2"] and "send" not in kit.verbs(st, "p3")


def test_neither_the_cousin_nor_el_presidente_acts_in_the_rebellion_phase():
    """3.4, 4.2, 4.8: in the Rebellion Phase El Presidente does nothing, so the Cousin's units (his to move) stay
    put and a Ministry the Cousin holds sends no Police after a Rebel's crowds (reading in docs/JUNTA.md)."""
    deal = dict(kit.DEAL4, offices=dict(kit.DEAL4["offices"], interior="cousin", general_2="cousin"),
                cousin_seat={"interior": "p3", "general_2": "p3"}, status={"p3": "dead"},
                hands={"p1": [], "p2": ["students"], "p4": []})
    st = kit.act(kit.coup(deal), "p2", "play", "students")
    assert kit.active(st) == ["p2"]
    while kit.phase(st) == 0:
        assert "p1" not in kit.active(st)
        role = kit.active(st)[0]
        a = kit.quiet_choice(st, role)
        st = engine.apply(st, role, a["verb"], a["arg"])
    assert not any(u["moved"] or u["where"] == "university_quarter" for u in st["units"] if u["owner"] == "cousin")


# ---------------------------------------------------------------- battles (3.x, 5.x)


def test_a_loyal_admiral_or_air_commander_who_shells_in_the_rebellion_phase_turns_rebel():
    """3.1, 5.4, 5.5: calling the Gunboat or an Air Raid in the Rebellion Phase is firing in it."""
    deal = dict(kit.DEAL4, offices=dict(kit.DEAL4["offices"], admiral="p4"))
    for verb in ("gunboat", "air_raid"):
        st = kit.arrange(kit.coup(deal), lambda s: (kit.clear(s), kit.put(s, "police_1", "waterfront")))
        st = kit.pass_until(st, lambda s: kit.segment(s) == "declare")
        assert kit.active(st) == ["p4"] and not kit.player(st, "p4")["rebel"]
        st = kit.act(st, "p4", verb, "waterfront")
        assert kit.player(st, "p4")["rebel"]
        assert "Player 4 attacks in the Rebellion Phase and is now a Rebel" in kit.log_text(st)


def test_an_air_raid_that_hits_nothing_still_spends_one_of_the_three():
    """5.5: three raids a coup, in three different phases; the reading kept (docs/JUNTA.md) is that every raid
    flown counts, hit or miss, and once three are flown no fourth is offered."""
    st = _to_declarations(_phase1(lambda s: kit.put(s, "police_1", "plaza")))
    st = kit.pass_until(st, lambda s: kit.active(s) == ["p4"])
    st = kit.act(st, "p4", "air_raid", "plaza", dice=[1, 2, 3, 4, 5, 5])
    assert "(0 hits)" in kit.log_text(st)
    assert st["coup"]["raids_used"] == 1 and engine.view(st, "p4")["board"]["raids_left"] == 2
    s = clone(st)
    s["coup"].update(raids_used=3, raid_declared=False)
    assert not [o for o in coup.attack_options(_j(s), "p4") if o["verb"] == "air_raid"]


def test_firing_on_the_palace_guard_in_other_hands_still_makes_a_rebel():
    """3.2: the Palace Guard turns its shooter Rebel whoever controls it; El Presidente never turns (3.3)."""
    def place(s):
        kit.put(s, "palace_guard_1", "plaza")
        next(u for u in s["units"] if u["id"] == "palace_guard_1")["owner"] = "p4"     # handed over earlier
        kit.put(s, "police_1", "plaza")
        kit.put(s, "palace_guard_2", "plaza")
    st = _to_declarations(_phase1(place))
    st = kit.end_declarations(kit.act(st, "p1", "attack", "plaza"))
    assert "makes you a Rebel" in engine.view(st, "p3")["prompt"]
    st = _fire(st, "p1", "p3", 0)
    st = _fire(st, "p3", "p4", 1)
    st = _fire(st, "p4", "p3", 0)
    st = _fire(st, "p1", "p4", 1)
    st = _fire(st, "p3", "p1", 0)
    st = _fire(st, "p4", "p1", 0, dice=[2, 2])
    assert kit.player(st, "p3")["rebel"] and not kit.player(st, "p1")["rebel"]
    assert "Player 3 fires on the Palace Guard and is now a Rebel" in kit.log_text(st)


def test_mixed_armed_and_unarmed_units_add_their_dice():
    """1.4: one die for each armed unit, plus one for every two unarmed ones of the same player there."""
    st = kit.act(kit.coup(), "p2", "play", "students")                         # three Crowds
    assert _j(st).dice_at("university_quarter", "p2") == 1
    s = clone(st)
    kit.put(s, "brigade_1_infantry_1", "university_quarter")
    assert _j(s).dice_at("university_quarter", "p2") == 2
    kit.put(s, "palace_guard_1", "university_quarter")             # another player's units do not add to his
    assert _j(s).dice_at("university_quarter", "p2") == 2


def test_a_retreat_may_go_to_a_neighbour_held_only_by_the_retreaters_own_units():
    """5.8: a space is free for a retreat when no other player has units there; one's own units do not block it."""
    def place(s):
        kit.put_all(s, "brigade_1_infantry", "plaza", 2)
        kit.put_all(s, "police", "plaza", 2)
        kit.put(s, "police_3", "el_mercado")                 # Player 3's own units next door
        kit.put(s, "palace_guard_1", "train_station")        # and somebody else's
    st = _to_declarations(_phase1(place))
    st = kit.end_declarations(kit.act(st, "p2", "attack", "plaza"))
    st = _fire(st, "p2", "p3", 2)
    st = _fire(st, "p3", "p2", 0, dice=[6, 1])
    for _ in range(2):
        st = _fire(_fire(st, "p2", "p3", 1), "p3", "p2", 0, dice=[1])
    st = kit.act(st, "p2", "expel")
    assert "el_mercado" in kit.args(st, "p3", "space") and "train_station" in kit.args(st, "p3", "ask")
    st = kit.act(st, "p3", "space", "el_mercado")
    assert kit.stacks(st)["el_mercado"] == {"p3": {"police": 2}}


def test_in_the_rebellion_phase_being_made_to_retreat_or_making_others_retreat_keeps_a_player_loyal():
    """3.1, 3.4, 5.8: only moving, landing, playing a card, declaring or firing turn a player Rebel in the Rebellion
    Phase. A loyal player whose units are driven out retreats without turning (the retreat is forced, not his
    move), and a loyal player with the fewest losses may send the Rebels away and stays loyal (a decision, not
    fire)."""
    def place(s):
        kit.clear(s)
        kit.put_all(s, "brigade_1_infantry", "plaza", 2)
        kit.put_all(s, "police", "plaza", 2)
    st = kit.pass_until(kit.arrange(kit.coup(hands={"p1": [], "p2": [], "p3": [], "p4": []}), place),
                        lambda s: kit.segment(s) == "declare")
    driven = kit.end_declarations(kit.act(st, "p2", "attack", "plaza"))
    driven = _fire(_fire(driven, "p2", "p3", 1), "p3", "p2", 0, dice=[6])
    for _ in range(2):
        driven = _fire(_fire(driven, "p2", "p3", 0), "p3", "p2", 0)
    driven = kit.act(driven, "p2", "expel")
    driven = kit.act(driven, "p3", "space", "el_mercado")
    assert kit.stacks(driven)["el_mercado"] == {"p3": {"police": 1}} and not kit.player(driven, "p3")["rebel"]
    st = kit.act(kit.act(st, "p2", "attack", "plaza"), "p3", "done")
    st = kit.end_declarations(kit.act(st, "p4", "air_raid", "plaza", dice=[6, 1, 1, 1, 1, 1]))
    st = kit.act(st, "p4", "hit", ["p2", "infantry"])
    for _ in range(3):
        st = _fire(_fire(st, "p2", "p3", 0), "p3", "p2", 0)
    assert kit.active(st) == ["p3"] and kit.verbs(st, "p3") == ["hold", "expel"]
    st = kit.act(st, "p3", "expel")
    assert "space" in kit.verbs(st, "p2")
    assert not kit.player(st, "p3")["rebel"] and kit.player(st, "p4")["rebel"]


def test_proposing_or_voting_to_stop_the_coup_in_the_rebellion_phase_keeps_a_player_loyal():
    """2.4, 3.4: asking to stop, or answering the question, is neither a move nor fire."""
    st = kit.act(kit.act(kit.coup(), "p2", "done"), "p3", "propose_end")
    for q in ("p1", "p2", "p4"):
        st = kit.act(st, q, "refuse")
    assert kit.active(st) == ["p3"] and not kit.player(st, "p3")["rebel"]
    assert "Stay loyal" in next(a["label"] for a in kit.actions(st, "p3") if a["verb"] == "done")
    assert "propose_end" not in kit.verbs(st, "p3")                  # once a phase


# ---------------------------------------------------------------- the end (6.x)


def test_a_cousins_unit_in_a_center_keeps_it_for_el_presidente():
    """6.2, 4.2: the Cousin's units are loyal units; beside them the Rebels do not hold a Power Center."""
    deal = dict(kit.DEAL4, offices=dict(kit.DEAL4["offices"], general_3="cousin", air_force="cousin"),
                cousin_seat={"general_3": "p4", "air_force": "p4"}, status={"p4": "dead"},
                hands={"p1": [], "p2": [], "p3": []})
    st = _phase1(lambda s: (kit.put(s, "brigade_1_infantry_1", "parliament"),
                            kit.put(s, "brigade_3_infantry_1", "parliament"),
                            kit.put(s, "brigade_1_infantry_2", "central_bank")), deal)
    s = clone(st)
    kit.player(s, "p2")["side"] = "rebels"
    end = kit.GAME.control(s, final=True)
    assert (end["parliament"], end["central_bank"]) == ("presidente", "rebels")


# ---------------------------------------------------------------- player counts (1.1, 2.2)


def test_with_two_players_one_commands_every_force_and_his_own_crowds_bring_no_police():
    """1.1, 2.2, 4.8: at two, the player facing El Presidente holds the six other offices and leads the rebellion;
    his crowds call out no Police (they are his own), and the phases start with each seat in turn."""
    for seed in range(1, 6):
        st = engine.setup("junta", seed, options={"players": 2})
        other = st["leader"]
        assert kit.player(st, st["offices"]["presidente"])["offices"] == ["presidente"]
        assert len(kit.player(st, other)["offices"]) == 6 and kit.active(st) == [other]
    st = kit.coup(players=2, offices={"presidente": "p1", **{o: "p2" for o in
                                      ("general_1", "admiral", "interior", "general_2", "general_3", "air_force")}},
                  hands={"p1": [], "p2": ["students"]})
    st = kit.act(st, "p2", "play", "students")
    assert kit.active(st) == ["p2"] and "send" not in kit.verbs(st, "p2")
    starters = []
    while kit.segment(st) != "sides":
        if kit.segment(st) == "movement" and st["coup"]["starter"] not in starters[-1:]:
            starters.append(st["coup"]["starter"])
        role = kit.active(st)[0]
        a = kit.quiet_choice(st, role)
        st = engine.apply(st, role, a["verb"], a["arg"])
    assert starters == ["p2", "p1", "p2", "p1", "p2", "p1", "p2"]


def test_with_seven_players_every_seat_starts_exactly_one_phase():
    """1.1, 2.2: seven players hold one office each; the Rebel Leader opens the Rebellion Phase and each Coup Phase
    goes to the next seat on the left, so over the seven phases every seat starts once, El Presidente's too."""
    st = engine.setup("junta", 5, options={"players": 7})
    assert all(len(p["offices"]) == 1 for p in st["players"])
    starters = [st["coup"]["starter"]]
    while kit.segment(st) != "sides":
        role = kit.active(st)[0]
        a = kit.quiet_choice(st, role)
        st = engine.apply(st, role, a["verb"], a["arg"])
        if kit.phase(st) == len(starters):
            starters.append(st["coup"]["starter"])
    lead = int(st["leader"][1:])
    assert starters == [f"p{(lead - 1 + k) % 7 + 1}" for k in range(7)]
    assert sorted(starters) == sorted(st["roles"])


def test_with_three_players_the_sides_go_round_from_the_leader_and_el_presidente_holds_for_himself():
    """1.1, 6.1: at three, two players share the six offices; at the end the two of them choose sides from the
    Rebel Leader on, and El Presidente is asked nothing."""
    st = engine.setup("junta", 3, options={"players": 3})
    pres = st["offices"]["presidente"]
    others = [p["id"] for p in st["players"] if p["id"] != pres]
    assert sorted(len(kit.player(st, q)["offices"]) for q in others) == [3, 3]
    st = kit.pass_until(st, lambda s: kit.segment(s) == "sides")
    asked = []
    while kit.segment(st) == "sides":
        asked += kit.active(st)
        st = kit.act(st, kit.active(st)[0], "side", "rebels")
    assert asked == [st["leader"]] + [q for q in others if q != st["leader"]]
    assert kit.player(st, pres)["side"] == "presidente"


# ---------------------------------------------------------------- the Cousin's landings (4.2, 4.5, 4.6): a fix


def _cousin_deal(*offices):
    return dict(kit.DEAL4, offices=dict(kit.DEAL4["offices"], **{o: "cousin" for o in offices}),
                cousin_seat={o: "p4" for o in offices}, status={"p4": "dead"}, hands={"p1": [], "p2": [], "p3": []})


def test_el_presidente_drops_the_cousins_paratroopers_in_the_dead_players_turn():
    """4.2, 4.5: the Cousin's units are El Presidente's to command in the dead player's turn, and the Paratroopers'
    drop is part of what their commander does when it is time to move (not a move): so El Presidente may drop the
    Cousin's Paratroopers there, once a coup, and still make the Cousin's extra move, with them if he likes.
    Before the fix the Cousin's turn offered a move only, and the Paratroopers never came into the city."""
    st = kit.pass_until(kit.coup(_cousin_deal("general_3", "air_force")),
                        lambda s: kit.phase(s) == 1 and "Cousin holds" in engine.view(s, "p1")["prompt"])
    assert kit.args(st, "p1", "land") == ["paratroopers_1"]
    st = kit.act(st, "p1", "land", "paratroopers_1")
    assert "embassy_usa" in kit.args(st, "p1", "space")
    st = kit.act(st, "p1", "space", "central_bank")
    assert "Player 1 (the Cousin) lands the Paratroopers in Central Bank." in kit.log_text(st)
    assert kit.stacks(st)["central_bank"] == {"cousin": {"paratroopers": 1}}
    assert "land" not in kit.verbs(st, "p1") and "move" in kit.verbs(st, "p1")
    st = kit.move(st, "p1", "central_bank", [], "presidential_palace")
    assert kit.stacks(st)["presidential_palace"]["cousin"] == {"paratroopers": 1}
    assert "Cousin holds" not in engine.view(st, "p1")["prompt"]      # nothing left: El Presidente's own turn next
    st = kit.pass_until(st, lambda s: kit.phase(s) == 2 and "Cousin holds" in engine.view(s, "p1")["prompt"])
    assert "land" not in kit.verbs(st, "p1")              # once a coup


def test_el_presidente_lands_the_cousins_marines_after_the_cousins_move():
    """4.2, 4.6: the landing is not a move, so it may also follow the Cousin's extra move; the Marines then wait.
    A Cousin with nothing on the map but Marines still waiting offshore has a turn: the landing."""
    st = kit.pass_until(kit.coup(_cousin_deal("general_3", "admiral")),
                        lambda s: kit.phase(s) == 1 and "Cousin holds" in engine.view(s, "p1")["prompt"])
    assert kit.verbs(st, "p1") == ["land", "move", "done"]
    st = kit.move(st, "p1", "barracks_3", [1, 0], "las_lomas")
    assert kit.verbs(st, "p1") == ["land", "done"]
    st = kit.act(st, "p1", "land", "marines_1")
    assert sorted(kit.args(st, "p1", "space")) == ["barracks_1", "customs_house", "puerto_del_sur", "waterfront"]
    st = kit.act(st, "p1", "space", "waterfront")
    assert "Cousin holds" not in engine.view(st, "p1")["prompt"]
    assert kit.stacks(st)["waterfront"] == {"cousin": {"marines": 1}}
    alone = kit.pass_until(kit.coup(_cousin_deal("admiral")),
                           lambda s: kit.phase(s) == 1 and "Cousin holds" in engine.view(s, "p1")["prompt"])
    assert kit.verbs(alone, "p1") == ["land", "done"]
