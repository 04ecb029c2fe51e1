"""Junta Battle (5.x) and firing rules (3.x): declarations, the order of battles, Gunboat and Air Raids,
three sealed exchanges with simultaneous hits, dice ratings (1.4), 6s and the firer's choice, firing on the
Palace Guard, El Presidente in the Rebellion Phase, retreat and its consent, Embassies."""

import engine

import junta_kit as kit


def attack(st, role, space):
    """``role`` declares an attack in ``space``; nobody declares anything else."""
    return kit.end_declarations(kit.act(st, role, "attack", space))


def at_phase1(place):
    """Coup Phase 1 with the map cleared but for what ``place(s)`` puts there; stops at the first declaration."""
    st = kit.pass_until(kit.coup(), lambda s: kit.phase(s) == 1 and kit.segment(s) == "movement")

    def arrange(s):
        kit.clear(s)
        place(s)
    st = kit.arrange(st, arrange)
    return kit.pass_until(st, lambda s: kit.segment(s) != "movement")


def test_declarations_go_from_el_presidente_clockwise_and_no_declaration_means_no_battle():
    def place(s):
        kit.put(s, "palace_guard_1", "plaza")
        kit.put(s, "police_1", "plaza")
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "brigade_3_infantry_1", "plaza")
    st = at_phase1(place)
    order = []
    while kit.segment(st) == "declare":
        role = kit.active(st)[0]
        order.append(role)
        assert "attack" in kit.verbs(st, role)
        st = kit.act(st, role, "done")
    assert order == ["p1", "p2", "p3", "p4"]
    assert "Battle in" not in kit.log_text(st)
    assert kit.phase(st) == 2


def test_an_embassy_is_never_a_battle():
    def place(s):
        kit.put(s, "palace_guard_1", "embassy_usa")
        kit.put(s, "brigade_1_infantry_1", "embassy_usa")
        kit.put(s, "brigade_1_infantry_2", "plaza")
        kit.put(s, "police_1", "plaza")
    st = at_phase1(place)
    assert kit.active(st) == ["p2"]                           # p1 has nothing to attack outside the Embassy
    assert kit.args(st, "p2", "attack") == ["plaza"]


def test_units_hit_still_fire_in_that_exchange():
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "police_1", "plaza")
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    assert sorted(kit.active(st)) == ["p2", "p3"]                 # a sealed question to both
    st = kit.act(st, "p2", "dice", ["p3", 1])
    st = kit.act(st, "p3", "dice", ["p2", 1], dice=[6, 6])
    assert "plaza" not in kit.stacks(st)
    log = kit.log_text(st)
    assert "Player 2 fires 1 die at Player 3: 6 (1 hit)" in log and "Player 3 fires 1 die at Player 2: 6 (1 hit)" in log


def test_a_sealed_choice_is_hidden_from_the_others_until_all_have_chosen():
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "police_1", "plaza")
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    st = kit.act(st, "p2", "dice", ["p3", 1])
    mine, theirs = engine.view(st, "p2"), engine.view(st, "p3")
    assert mine["actions"] == [] and "sealed" in mine["prompt"]
    assert theirs["actions"] and "you have 1 die to fire; how many at" in theirs["prompt"]
    assert "['p3', 1]" not in str(theirs) and "sealed" not in str(theirs["board"])
    assert theirs["log"][-1]["text"] == "Player 2 has chosen."


def test_dice_ratings_palace_guard_doubles_in_the_palace_and_crowds_roll_one_die_per_two():
    def place(s):
        kit.put_all(s, "palace_guard", "presidential_palace", 2)
        kit.put_all(s, "brigade_1_infantry", "presidential_palace", 1)
    st = at_phase1(place)
    st = attack(st, "p1", "presidential_palace")
    assert max(a[1] for a in kit.args(st, "p1", "dice")) == 4
    game = engine.get_game("junta")
    from engine.core import Context
    from engine.games.junta.model import J
    s = kit.arrange(kit.coup(), lambda s: (kit.clear(s), kit.put_all(s, "palace_guard", "plaza", 3)))
    assert J(game, Context(s, None)).dice_at("plaza", "p1") == 3
    s = kit.act(kit.coup(), "p2", "play", "students")
    assert J(game, Context(s, None)).dice_at("university_quarter", "p2") == 1


def test_a_six_eliminates_the_unit_the_firer_chooses():
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "police_1", "plaza")
        kit.put(s, "police_2", "plaza")
        kit.put(s, "brigade_2_armor_1", "plaza")
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    st = kit.act(st, "p2", "dice", ["p3", 1])
    st = kit.act(st, "p3", "dice", ["p2", 0], dice=[6])
    assert kit.args(st, "p2", "hit") == [["p3", "police"], ["p3", "armor"]]
    st = kit.act(st, "p2", "hit", ["p3", "armor"])
    assert kit.stacks(st)["plaza"]["p3"] == {"police": 2}


def test_a_quiet_exchange_still_counts_and_three_exchanges_at_most():
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "police_1", "plaza")
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    st = kit.act(st, "p2", "dice", ["p3", 0])
    st = kit.act(st, "p3", "dice", ["p2", 0])
    assert "Exchange 1 in Plaza de la República: Player 3, Player 2 hold fire: nobody fires." in kit.log_text(st)
    assert sorted(kit.active(st)) == ["p2", "p3"]              # the second exchange follows (5.6)
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    for _ in range(3):
        st = kit.act(st, "p2", "dice", ["p3", 1])
        st = kit.act(st, "p3", "dice", ["p2", 1], dice=[1, 2])
    log = kit.log_text(st)
    assert "Exchange 3" in log and "Exchange 4" not in log
    assert "everyone lost the same number of units: nobody has to retreat" in log   # 0 losses each (5.8)
    assert kit.phase(st) == 2


def test_a_battle_where_only_the_gunboat_hit_ends_with_a_retreat_decision():
    def place(s):
        kit.put(s, "police_1", "waterfront")
        kit.put(s, "police_2", "waterfront")
        kit.put(s, "brigade_1_infantry_1", "waterfront")
    st = at_phase1(place)
    st = kit.act(st, "p2", "gunboat", "waterfront")
    while kit.segment(st) == "declare":           # nobody declares anything else; the last pass starts the battle
        try:
            st = kit.act(st, kit.active(st)[0], "done", dice=[6, 1, 1])
        except engine.IllegalAction:                   # not the last to declare: no dice are rolled yet
            st = kit.act(st, kit.active(st)[0], "done")
    assert "The Gunboat fires on Waterfront: 6 1 1 (1 hit)." in kit.log_text(st)
    for _ in range(3):                                          # three quiet exchanges still follow (5.6)
        st = kit.act(st, "p2", "dice", ["p3", 0])
        st = kit.act(st, "p3", "dice", ["p2", 0])
    assert kit.active(st) == ["p2"] and sorted(kit.verbs(st, "p2")) == ["expel", "hold"]    # p3 lost one (5.8)


def test_firing_on_the_palace_guard_makes_a_rebel_of_a_loyal_player():
    def place(s):
        kit.put(s, "palace_guard_1", "parliament")
        kit.put(s, "police_1", "parliament")
    st = at_phase1(place)
    st = attack(st, "p1", "parliament")
    assert "makes you a Rebel" in engine.view(st, "p3")["prompt"]
    st = kit.act(st, "p1", "dice", ["p3", 0])
    st = kit.act(st, "p3", "dice", ["p1", 1], dice=[2])
    assert kit.player(st, "p3")["rebel"]
    assert "Player 3 fires on the Palace Guard and is now a Rebel" in kit.log_text(st)


def test_in_the_rebellion_phase_el_presidente_cannot_fire_and_firing_back_makes_a_rebel():
    st = kit.coup()

    def place(s):
        kit.clear(s)
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "palace_guard_1", "plaza")
        kit.put(s, "police_1", "plaza")
    st = kit.arrange(st, place)
    st = kit.pass_until(st, lambda s: kit.segment(s) == "declare")
    assert kit.active(st) == ["p2"]                           # El Presidente declares nothing in the Rebellion
    st = attack(st, "p2", "plaza")
    assert sorted(kit.active(st)) == ["p2", "p3"]             # p1 is shot at but may not shoot
    assert kit.args(st, "p2", "dice")[0] == ["p3", 0]        # the Rebellion's order: from the leader, p3 first
    st = kit.act(st, "p2", "dice", ["p3", 1])
    st = kit.act(st, "p3", "dice", ["p2", 1])
    # each shooter is asked about every foe, even with no dice left: who is asked shows nothing of a sealed split
    assert kit.args(st, "p2", "dice") == [["p1", 0]] and sorted(kit.active(st)) == ["p2", "p3"]
    st = kit.act(st, "p2", "dice", ["p1", 0])
    st = kit.act(st, "p3", "dice", ["p1", 0], dice=[1, 1])
    assert kit.player(st, "p3")["rebel"] and not kit.player(st, "p1")["rebel"]
    assert "Player 3 fires in the Rebellion Phase and is now a Rebel" in kit.log_text(st)


def test_the_gunboat_shells_spaces_beside_the_harbor_once_a_phase_and_cannot_be_hit():
    def place(s):
        kit.put(s, "police_1", "waterfront")
        kit.put(s, "police_2", "plaza")
        kit.put(s, "brigade_1_infantry_1", "plaza")
    st = at_phase1(place)
    assert kit.active(st) == ["p2"]                          # El Presidente has nothing to declare
    assert kit.args(st, "p2", "gunboat") == ["waterfront"]   # the Plaza does not border the Harbor
    st = kit.act(st, "p2", "gunboat", "waterfront")
    assert kit.verbs(st, "p2") == ["attack", "done"]          # one shelling a phase
    st = kit.act(st, "p2", "done")
    st = kit.act(st, "p3", "done")
    st = kit.act(st, "p4", "done", dice=[6, 1, 1])
    assert "The Gunboat fires on Waterfront: 6 1 1 (1 hit)." in kit.log_text(st)
    assert "waterfront" not in kit.stacks(st)
    assert all(u["where"] == "offboard" for u in st["units"] if u["kind"] in ("gunboat", "air_force"))


def test_air_raids_six_dice_three_per_coup_one_per_phase():
    def place(s):
        kit.put(s, "police_1", "plaza")
        kit.put(s, "police_2", "train_station")
        kit.put(s, "brigade_3_infantry_1", "las_lomas")
    st = at_phase1(place)
    while kit.active(st) != ["p4"]:
        st = kit.act(st, kit.active(st)[0], "done")
    assert sorted(kit.args(st, "p4", "air_raid")) == ["plaza", "train_station"]
    st = kit.act(st, "p4", "air_raid", "plaza", dice=[6, 1, 1, 1, 1, 1])
    assert "The Air Raid fires on Plaza de la República: 6 1 1 1 1 1 (1 hit)." in kit.log_text(st)
    assert "plaza" not in kit.stacks(st)
    assert st["coup"]["raids_used"] == 1 and st["coup"]["raid_phases"] == [1]


def test_the_rebel_leader_orders_the_battles():
    def place(s):
        kit.put(s, "police_1", "plaza")
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "police_2", "parliament")
        kit.put(s, "brigade_1_infantry_2", "parliament")
    st = at_phase1(place)
    st = kit.act(st, "p2", "attack", "plaza")
    st = attack(st, "p2", "parliament")
    st = kit.pass_until(st, lambda s: kit.segment(s) == "battle")
    assert kit.active(st) == ["p2"] and sorted(kit.args(st, "p2", "space")) == ["parliament", "plaza"]
    st = kit.act(st, "p2", "space", "parliament")
    assert "Battle in Parliament." in kit.log_text(st)


def test_the_rebel_leader_sets_the_whole_order_before_the_first_battle():
    def place(s):
        for k, sid in enumerate(("plaza", "parliament", "central_bank")):
            kit.put(s, f"police_{k + 1}", sid)
            kit.put(s, f"brigade_1_infantry_{k + 1}", sid)
    st = at_phase1(place)
    st = kit.act(st, "p2", "attack", "plaza")
    st = kit.act(st, "p2", "attack", "parliament")
    st = attack(st, "p2", "central_bank")
    st = kit.pass_until(st, lambda s: kit.segment(s) == "battle")
    st = kit.act(st, "p2", "space", "central_bank")
    assert "Battle in" not in kit.log_text(st)                # nothing fought yet: the order is still being set
    assert kit.active(st) == ["p2"] and sorted(kit.args(st, "p2", "space")) == ["parliament", "plaza"]
    st = kit.act(st, "p2", "space", "plaza")
    log = kit.log_text(st)
    assert "sets the order of battles: Central Bank, Plaza de la República, Parliament." in log
    assert "Battle in Central Bank." in log


def test_the_side_with_fewer_losses_makes_the_others_retreat_with_consent_to_enter():
    def place(s):
        kit.put_all(s, "brigade_1_infantry", "plaza", 2)
        kit.put_all(s, "police", "plaza", 2)
        kit.put(s, "palace_guard_1", "train_station")     # an occupied neighbour
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    st = kit.act(st, "p2", "dice", ["p3", 2])
    st = kit.act(st, "p3", "dice", ["p2", 0], dice=[6, 1])
    for _ in range(2):
        st = kit.act(st, "p2", "dice", ["p3", 1])
        st = kit.act(st, "p3", "dice", ["p2", 0], dice=[1])
    assert kit.active(st) == ["p2"] and kit.verbs(st, "p2") == ["hold", "expel"]
    st = kit.act(st, "p2", "expel")
    assert "Ask Player 1 to let you into Train Station" in [a["label"] for a in kit.actions(st, "p3")]
    st = kit.act(st, "p3", "ask", "train_station")
    st = kit.act(st, "p1", "refuse")
    assert "ask" not in kit.verbs(st, "p3")
    st = kit.act(st, "p3", "space", "el_mercado")
    assert kit.stacks(st)["el_mercado"] == {"p3": {"police": 1}}
    assert "Player 3 is refused entry into Train Station." in kit.log_text(st)


def test_units_with_nowhere_to_retreat_are_removed():
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "precinct_south")
        kit.put_all(s, "police", "precinct_south", 2)
        kit.put(s, "palace_guard_1", "barracks_1")        # the South Precinct's only neighbours, both held
        kit.put(s, "palace_guard_2", "puerto_del_sur")
    st = at_phase1(place)
    st = attack(st, "p2", "precinct_south")
    st = kit.pass_until(st, lambda s: "dice" in kit.verbs(s, "p3"))
    st = kit.act(st, "p2", "dice", ["p3", 1])
    st = kit.act(st, "p3", "dice", ["p2", 0], dice=[6])
    for _ in range(2):                                       # two quiet exchanges: still three in all (5.6)
        st = kit.act(st, "p2", "dice", ["p3", 0])
        st = kit.act(st, "p3", "dice", ["p2", 0])
    st = kit.act(st, "p2", "expel")
    for sid in ("barracks_1", "puerto_del_sur"):
        st = kit.act(st, "p3", "ask", sid)
        st = kit.act(st, "p1", "refuse")
    assert "precinct_south" in kit.stacks(st) and kit.stacks(st)["precinct_south"] == {"p2": {"infantry": 1}}
    assert "have nowhere to retreat from South Police Precinct and are removed" in kit.log_text(st)
    assert sum(u["where"] == "eliminated" for u in st["units"] if u["kind"] == "police") >= 2


def test_dead_players_units_are_ignored_they_neither_fight_nor_move():
    def place(s):
        kit.put(s, "brigade_3_infantry_1", "plaza")            # p4 is dead: this unit is not there for the rules
        kit.put(s, "brigade_1_infantry_1", "plaza")
    st = kit.pass_until(kit.coup(status={"p4": "dead"}), lambda s: kit.phase(s) == 1 and kit.segment(s) == "movement")
    st = kit.arrange(st, lambda s: (kit.clear(s), place(s)))
    st = kit.pass_until(st, lambda s: kit.segment(s) != "movement")
    assert "p4" not in [r for r in st["roles"] if kit.actions(st, r)]
    assert kit.segment(st) != "declare" or "attack" not in kit.verbs(st, kit.active(st)[0])
    assert "Battle in" not in kit.log_text(st)


def test_several_players_retreat_in_the_phases_order():
    def place(s):
        kit.put_all(s, "brigade_1_infantry", "plaza", 2)        # p2
        kit.put_all(s, "police", "plaza", 2)                     # p3
        kit.put(s, "brigade_3_infantry_1", "plaza")              # p4
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")

    def round_(st, answers, dice=None):
        last = list(answers)[-1]
        for q, arg in answers.items():
            st = kit.act(st, q, "dice", arg, dice=dice if q == last else None)
        return st
    # the phase's order is p3, p4, p1, p2, so p2's foes come p3 then p4; p3's p4 then p2; p4's p3 then p2
    st = round_(st, {"p2": ["p3", 1], "p3": ["p4", 0], "p4": ["p3", 0]})
    st = round_(st, {"p2": ["p4", 0], "p3": ["p2", 1], "p4": ["p2", 0]}, dice=[6, 6])
    for _ in range(2):                                       # exchanges 2 and 3, quiet
        st = round_(st, {"p2": ["p3", 0], "p3": ["p4", 0], "p4": ["p3", 0]})
        st = round_(st, {"p2": ["p4", 0], "p3": ["p2", 0], "p4": ["p2", 0]})
    assert kit.active(st) == ["p4"] and kit.verbs(st, "p4") == ["hold", "expel"]    # p4 lost nothing
    st = kit.act(st, "p4", "expel")
    assert kit.active(st) == ["p3"]                               # p3 retreats first, then p2
    st = kit.act(st, "p3", "space", "el_mercado")
    assert kit.active(st) == ["p2"]
    st = kit.act(st, "p2", "space", "train_station")
    assert kit.stacks(st)["plaza"] == {"p4": {"infantry": 1}}


def test_hit_and_dice_choices_name_the_battle_space_for_the_board():
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")
        kit.put(s, "police_1", "plaza")
        kit.put(s, "police_2", "plaza")
        kit.put(s, "brigade_2_armor_1", "plaza")
    st = at_phase1(place)
    st = attack(st, "p2", "plaza")
    assert {a.get("at") for a in kit.actions(st, "p2") if a["verb"] == "dice"} == {"plaza"}
    st = kit.act(st, "p2", "dice", ["p3", 1])
    st = kit.act(st, "p3", "dice", ["p2", 0], dice=[6])
    hits = [a for a in kit.actions(st, "p2") if a["verb"] == "hit"]
    assert len(hits) == 2 and all(a["at"] == "plaza" for a in hits)        # the arg names a player and a kind only
