"""Junta: a fifth rules audit, its questions written from the rulebook alone before the engine's code was read,
then put to the engine. Rule numbers are Tablero's own (docs/JUNTA.md). The questions keep to edges no earlier
Junta test asks: shelling near the Palace Guard, dead players' units beside a retreat and in a power center, who
orders the battles once the Rebel Leader has fled, third parties in a battle, Rebels fighting Rebels, lone
unarmed units, Embassies under Air Raids and as a refuge, the Police reaction in part or with the Minister away,
the count of phases, the sides' first chooser, transfers and control, and the Gunboat of an absent Admiral."""

import engine
import junta_kit as kit
from engine.chance import Chance
from engine.core import Context, clone
from engine.games.junta.model import J


def _phase1(place, deal=None, **changes):
    """Coup Phase 1, Movement, the map cleared but for what ``place(s)`` puts there."""
    st = kit.pass_until(kit.coup(deal, **changes), lambda s: kit.phase(s) == 1 and kit.segment(s) == "movement")
    return kit.arrange(st, lambda s: (kit.clear(s), place(s)))


def _declaring(place, deal=None, **changes):
    return kit.pass_until(_phase1(place, deal, **changes), lambda s: kit.segment(s) != "movement")


def _crowd(s, owner, where, n=1):
    """Put ``n`` Crowd units of ``owner`` in ``where``, as a crowd card would bring them (4.7)."""
    for _ in range(n):
        s["next_unit"] += 1
        s["units"].append({"id": f"crowd_{s['next_unit']}", "kind": "crowd", "office": None, "owner": owner,
                           "where": where, "moved": False})


def _hand_over(s, uid, owner):
    next(u for u in s["units"] if u["id"] == uid)["owner"] = owner


def _close_declarations(st, dice):
    """Everybody still to declare declares nothing more; ``dice`` go with the answer that starts the battles."""
    while True:
        role = kit.active(st)[0]
        after = kit.act(st, role, "done")
        if kit.segment(after) != "declare":
            return kit.act(st, role, "done", dice=dice)
        st = after


def _declare(st, role, verb, sid):
    """``role`` declares one attack and nothing more (5.3)."""
    st = kit.act(st, role, verb, sid)
    return kit.act(st, role, "done") if kit.segment(st) == "declare" and kit.active(st) == [role] else st


def _until_active(st, role):
    while kit.active(st) != [role]:
        st = kit.act(st, kit.active(st)[0], "done")
    return st


# ---------------------------------------------------------------- firing (3.2, 5.4, 5.5)


def test_a_shelling_hit_on_a_guard_holders_other_units_makes_a_rebel():
    """3.2 with 5.5 (the reading in the rules reference): the Air Raid rolls first and its commander then picks
    whose unit a 6 takes. Picking any unit of a player whose units there include the Palace Guard fires on the
    Guard, just as aiming a die at that player does in an exchange (5.6). A hit on a player without the Guard
    keeps the commander loyal. FIXED: before, only a hit on the Guard counter itself made a Rebel."""
    def place(s):
        kit.put(s, "police_1", "plaza")
        kit.put(s, "palace_guard_1", "plaza")
        _hand_over(s, "palace_guard_1", "p3")                 # the Minister was handed a Guard earlier (4.4)
        kit.put(s, "police_2", "parliament")
    st = _until_active(_declaring(place), "p4")
    assert not kit.player(st, "p4")["rebel"]
    raid = kit.act(st, "p4", "air_raid", "plaza", dice=[6, 1, 1, 1, 1, 1])
    assert "makes you a Rebel" in engine.view(raid, "p4")["prompt"]
    assert kit.args(raid, "p4", "hit") == [["p3", "palace_guard"], ["p3", "police"]]
    raid = kit.act(raid, "p4", "hit", ["p3", "police"])
    assert kit.player(raid, "p4")["rebel"]
    assert "Player 4 fires on the Palace Guard and is now a Rebel" in kit.log_text(raid)
    assert kit.stacks(raid)["plaza"] == {"p3": {"palace_guard": 1}}
    calm = kit.act(st, "p4", "air_raid", "parliament", dice=[6, 1, 1, 1, 1, 1])      # no Guard there
    assert not kit.player(calm, "p4")["rebel"] and "parliament" not in kit.stacks(calm)


def test_shelling_comes_before_the_exchanges_and_its_dead_never_fire():
    """2.1, 5.4: the Battle segment shells before the three exchanges; a unit the Gunboat takes is gone before
    anyone fires, so a space left to one player has no exchange at all."""
    def place(s):
        kit.put(s, "police_1", "waterfront")
        kit.put(s, "brigade_1_infantry_1", "waterfront")
    st = _declaring(place)
    st = _close_declarations(kit.act(st, "p2", "gunboat", "waterfront"), [6, 2, 3])
    log = kit.log_text(st)
    assert "The Gunboat fires on Waterfront: 6 2 3 (1 hit)." in log and "Player 3 loses 1 Police." in log
    assert "Exchange 1 in Waterfront" not in log and kit.phase(st) == 2
    assert kit.stacks(st)["waterfront"] == {"p2": {"infantry": 1}}


# ---------------------------------------------------------------- dead and absent players (1.3)


def test_a_neighbour_held_only_by_a_dead_players_units_is_free_for_a_retreat():
    """1.3, 5.8: a dead player's units are not there for the rules, so a space holding only them is free: the
    retreating player goes in without asking anyone. With that player alive, entry must be asked for."""
    def place(s):
        kit.put_all(s, "brigade_1_infantry", "precinct_south", 2)     # p2
        kit.put_all(s, "police", "precinct_south", 2)                  # p3
        kit.put(s, "brigade_3_infantry_1", "barracks_1")               # p4, the only neighbours' occupant
        kit.put(s, "brigade_3_infantry_2", "puerto_del_sur")

    def fight(st):
        st = kit.end_declarations(kit.act(st, "p2", "attack", "precinct_south"))
        st = kit.act(st, "p3", "dice", ["p2", 0])
        st = kit.act(st, "p2", "dice", ["p3", 1], dice=[6])          # one Police falls
        for _ in range(2):
            st = kit.act(st, "p3", "dice", ["p2", 0])
            st = kit.act(st, "p2", "dice", ["p3", 0])
        return kit.act(st, "p2", "expel")
    dead = fight(_declaring(place, status={"p4": "dead"}))
    assert kit.active(dead) == ["p3"]
    assert sorted((a["verb"], a["arg"]) for a in kit.actions(dead, "p3")) == [
        ("space", "barracks_1"), ("space", "puerto_del_sur")]
    alive = fight(_declaring(place))
    assert sorted((a["verb"], a["arg"]) for a in kit.actions(alive, "p3")) == [
        ("ask", "barracks_1"), ("ask", "puerto_del_sur")]


def test_a_dead_players_units_neither_hold_a_center_nor_spoil_a_rebel_one():
    """1.3, 6.2: a center where only a dead player's units stand counts as empty (El Presidente's); one where
    they stand beside a Rebel's units is the Rebels'."""
    def place(s):
        kit.put(s, "brigade_3_infantry_1", "radio_transmitter")       # p4, dead
        kit.put(s, "brigade_3_infantry_2", "train_station")
        kit.put(s, "brigade_1_infantry_1", "train_station")            # p2, the Rebel Leader
    st = _phase1(place, status={"p4": "dead"})
    held = kit.GAME.control(st)
    assert held["radio_transmitter"] == "presidente" and held["train_station"] == "rebels"
    alive = _phase1(place)
    kit.player(alive, "p4")["rebel"] = False
    assert kit.GAME.control(alive)["train_station"] == "presidente"


def test_el_presidente_orders_the_battles_once_the_rebel_leader_has_fled():
    """5.2: the Rebel Leader sets the order of battles; if he has gone into exile, El Presidente does."""
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "embassy_usa")              # p2's way out
        kit.put(s, "palace_guard_1", "plaza")
        kit.put(s, "police_1", "plaza")
        kit.put(s, "police_2", "parliament")
        kit.put(s, "brigade_3_infantry_1", "parliament")
    st = kit.pass_until(_phase1(place), lambda s: kit.active(s) == ["p2"])
    st = kit.act(st, "p2", "exile")
    assert kit.segment(st) == "declare" and kit.active(st) == ["p1"]
    st = _until_active(_declare(st, "p1", "attack", "plaza"), "p4")
    st = _declare(st, "p4", "attack", "parliament")
    assert kit.segment(st) == "battle" and kit.active(st) == ["p1"]
    assert sorted(kit.args(st, "p1", "space")) == ["parliament", "plaza"]
    st = kit.act(st, "p1", "space", "parliament")
    assert "Player 1 sets the order of battles: Parliament, Plaza de la República." in kit.log_text(st)


def test_no_gunboat_for_an_admiral_in_exile_but_el_presidente_fires_the_cousins():
    """1.3, 4.2, 5.4: an Admiral in exile has no Gunboat to fire; when the Cousin holds the Navy, El Presidente
    commands its Gunboat in the Coup Phases."""
    def place(s):
        kit.put(s, "police_1", "waterfront")
        kit.put(s, "brigade_1_infantry_1", "waterfront")
    navy_away = dict(kit.DEAL4, offices={**kit.DEAL4["offices"], "admiral": "p4"})
    st = _declaring(place, navy_away, status={"p4": "exiled"})
    seen = set()
    while kit.segment(st) == "declare":
        role = kit.active(st)[0]
        seen.update(kit.verbs(st, role))
        st = kit.act(st, role, "done")
    assert "attack" in seen and "gunboat" not in seen
    cousin = dict(kit.DEAL4, offices={**kit.DEAL4["offices"], "admiral": "cousin"}, cousin_seat={"admiral": "p4"})
    st = _declaring(place, cousin)
    assert kit.active(st) == ["p1"] and kit.args(st, "p1", "gunboat") == ["waterfront"]


# ---------------------------------------------------------------- battle (5.1, 5.3, 5.6, 1.4)


def test_a_player_who_declared_nothing_may_fire_at_the_one_who_did():
    """5.3: once one player declares an attack in a space, everyone there may pick targets, the declarer
    included; a third player who declared nothing may fire at him."""
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")                    # p2
        kit.put(s, "police_1", "plaza")                                # p3
        kit.put(s, "brigade_3_infantry_1", "plaza")                    # p4
    st = kit.end_declarations(kit.act(_declaring(place), "p2", "attack", "plaza"))
    assert sorted(kit.active(st)) == ["p2", "p3", "p4"]
    for q, foe in (("p3", "p4"), ("p4", "p3"), ("p2", "p3")):          # first foes in the order p3, p4, p2
        st = kit.act(st, q, "dice", [foe, 0])
    assert kit.args(st, "p4", "dice") == [["p2", 0], ["p2", 1]]
    st = kit.act(st, "p3", "dice", ["p2", 0])
    st = kit.act(st, "p2", "dice", ["p4", 0])
    st = kit.act(st, "p4", "dice", ["p2", 1], dice=[6])
    assert "Exchange 1 in Plaza de la República: Player 4 fires 1 die at Player 2: 6 (1 hit)." in kit.log_text(st)
    assert "p2" not in kit.stacks(st)["plaza"]


def test_two_rebels_in_one_space_may_fight_each_other():
    """5.1: a battle may happen wherever two or more players have units; being on the same side is no bar."""
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "plaza")                    # p2, the Rebel Leader
        kit.put(s, "brigade_3_infantry_1", "plaza")                    # p4, a Rebel too
        kit.player(s, "p4")["rebel"] = True
    st = _until_active(_declaring(place), "p2")
    assert kit.args(st, "p2", "attack") == ["plaza"]
    st = kit.end_declarations(kit.act(st, "p2", "attack", "plaza"))
    assert sorted(kit.active(st)) == ["p2", "p4"] and kit.args(st, "p2", "dice") == [["p4", 0], ["p4", 1]]


def test_one_unarmed_unit_rolls_no_die_so_two_lone_crowds_cannot_fight():
    """1.4: unarmed units roll one die per two in the space, rounded down; a single Crowd rolls none. Two
    players with one Crowd each may still declare, but nobody there can fire, and nobody must retreat."""
    def place(s):
        _crowd(s, "p2", "plaza")
        _crowd(s, "p3", "plaza")
    st = _until_active(_declaring(place), "p2")
    st = kit.end_declarations(kit.act(st, "p2", "attack", "plaza"))
    log = kit.log_text(st)
    assert "Exchange 1 in Plaza de la República: nobody there can fire." in log
    assert "nobody has to retreat" in log and kit.phase(st) == 2
    assert kit.stacks(st)["plaza"] == {"p2": {"crowd": 1}, "p3": {"crowd": 1}}


def test_no_air_raid_or_gunboat_on_an_embassy():
    """5.9, 5.5, 5.4: an Embassy is never fought over, from the air or from the sea either; the same foes on a
    street by the Harbor may be raided and shelled."""
    def place(s):
        kit.put(s, "police_1", "embassy_usa")
        kit.put(s, "police_2", "embassy_mexico")
        kit.put(s, "brigade_1_infantry_1", "embassy_mexico")
        kit.put(s, "police_3", "customs_house")
        kit.put(s, "brigade_3_infantry_1", "customs_house")
    st = _declaring(place)
    offered = {}
    while kit.segment(st) == "declare":
        role = kit.active(st)[0]
        for a in kit.actions(st, role):
            offered.setdefault(a["verb"], set()).add(a["arg"])
        st = kit.act(st, role, "done")
    assert offered == {"attack": {"customs_house"}, "gunboat": {"customs_house"}, "air_raid": {"customs_house"},
                       "done": {None}}
    assert "Battle in" not in kit.log_text(st)


def test_a_retreat_into_an_embassy_needs_nobody_s_consent():
    """5.8, 5.9: a retreat goes to a free neighbour or to one whose occupants let it in; an Embassy, open to
    anyone, takes the retreating units whoever stands there."""
    def place(s):
        kit.put_all(s, "brigade_1_infantry", "precinct_east", 2)        # p2
        kit.put_all(s, "police", "precinct_east", 2)                     # p3
        kit.put(s, "palace_guard_1", "embassy_usa")                      # p1 in every neighbour
        kit.put(s, "palace_guard_2", "barrio_obrero")
        kit.put(s, "brigade_3_infantry_1", "barracks_2")                 # and p4
    st = kit.end_declarations(kit.act(_declaring(place), "p2", "attack", "precinct_east"))
    st = kit.act(st, "p3", "dice", ["p2", 0])
    st = kit.act(st, "p2", "dice", ["p3", 1], dice=[6])
    for _ in range(2):
        st = kit.act(st, "p3", "dice", ["p2", 0])
        st = kit.act(st, "p2", "dice", ["p3", 0])
    st = kit.act(st, "p2", "expel")
    assert sorted((a["verb"], a["arg"]) for a in kit.actions(st, "p3")) == [
        ("ask", "barracks_2"), ("ask", "barrio_obrero"), ("space", "embassy_usa")]
    st = kit.act(st, "p3", "space", "embassy_usa")
    assert kit.stacks(st)["embassy_usa"] == {"p1": {"palace_guard": 1}, "p3": {"police": 1}}


# ---------------------------------------------------------------- movement and the Police (4.4, 4.8)


def test_the_police_reaction_may_send_some_police_and_leaves_the_minister_loyal():
    """4.8: the Minister may send some or all of his Police onto a Rebel's new crowds; the reaction is no move,
    so it neither makes him a Rebel nor spends his one move."""
    st = kit.act(kit.coup(), "p2", "play", "students")
    assert kit.active(st) == ["p3"] and len(kit.args(st, "p3", "send")) == 4
    st = kit.act(st, "p3", "send", ["precinct_north", "university_quarter"])
    st = kit.act(st, "p3", "done")
    assert kit.stacks(st)["university_quarter"] == {"p2": {"crowd": 3}, "p3": {"police": 1}}
    assert sum(1 for u in st["units"] if u["kind"] == "police" and u["where"].startswith("precinct_")) == 3
    assert not kit.player(st, "p3")["rebel"]
    st = kit.act(st, "p2", "done")
    assert kit.active(st) == ["p3"] and "move" in kit.verbs(st, "p3")
    assert not any(u["moved"] for u in st["units"] if u["kind"] == "police")


def test_no_police_reaction_while_the_minister_is_in_exile():
    """4.8 with 1.3: the Police of a Minister in exile are out of the coup; a crowd card calls nobody out."""
    st = kit.act(kit.coup(status={"p3": "exiled"}), "p2", "play", "students")
    assert kit.active(st) == ["p2"] and "send" not in kit.verbs(st, "p2")
    assert "Police reaction" not in kit.log_text(st)


def test_units_handed_to_a_loyal_player_stop_holding_a_center_for_the_rebels():
    """4.4, 6.2: a transfer changes whose units they are, so a Rebel who hands his only units in a center to a
    loyal player gives that center back to El Presidente."""
    def place(s):
        kit.put(s, "brigade_1_infantry_1", "train_station")
        kit.put(s, "brigade_1_infantry_2", "plaza")
    st = kit.pass_until(_phase1(place), lambda s: kit.active(s) == ["p2"])
    assert kit.GAME.control(st)["train_station"] == "rebels"
    st = kit.act(kit.act(st, "p2", "give"), "p2", "space", "train_station")
    st = kit.act(st, "p2", "player", "p3")
    assert "Player 2 transfers 1 Infantry in Train Station to Player 3." in kit.log_text(st)
    assert kit.GAME.control(st)["train_station"] == "presidente"


# ---------------------------------------------------------------- the course and the end (2.1, 6.1)


def test_the_coup_has_exactly_six_coup_phases_after_the_rebellion():
    """2.1, 2.3: the Rebellion Phase and six Coup Phases, then the sides are chosen; there is no seventh."""
    st = kit.pass_until(kit.coup(), lambda s: kit.segment(s) == "sides")
    log = kit.log_text(st)
    assert kit.phase(st) == 6 and "Coup Phase 6 is over." in log and "Coup Phase 7" not in log
    assert all(f"The Coup Phase marker moves on: Coup Phase {n}." in log for n in range(1, 7))


def test_with_the_rebel_leader_in_exile_the_next_seat_chooses_a_side_first():
    """6.1: sides are chosen from the Rebel Leader clockwise; a leader who has fled chooses nothing, so the seat
    after his starts, and El Presidente is never asked."""
    st = kit.pass_until(_phase1(lambda s: kit.put(s, "brigade_1_infantry_1", "embassy_usa")),
                        lambda s: kit.active(s) == ["p2"])
    st = kit.pass_until(kit.act(st, "p2", "exile"), lambda s: kit.segment(s) == "sides")
    asked = []
    while kit.segment(st) == "sides":
        role = kit.active(st)[0]
        asked.append(role)
        st = kit.act(st, role, "side", "rebels")
    assert asked == ["p3", "p4"]
    assert kit.player(st, "p2")["side"] is None and "p2" not in st["result"]["players"]


def test_a_shelling_prompt_warns_only_a_loyal_shooter():
    """3.2, 3.3: the warning beside a shelling hit's choice goes to a loyal shooter only; a Rebel has nothing
    left to lose and El Presidente never turns."""
    def place(s):
        kit.put(s, "police_1", "customs_house")
        kit.put(s, "palace_guard_1", "customs_house")
        _hand_over(s, "palace_guard_1", "p3")
        kit.put(s, "brigade_3_infantry_1", "customs_house")
    st = _declaring(place)
    st = _close_declarations(kit.act(st, "p2", "gunboat", "customs_house"), [6, 1, 1])
    assert kit.active(st) == ["p2"] and "makes you a Rebel" not in engine.view(st, "p2")["prompt"]
    before = clone(st)
    st = kit.act(st, "p2", "hit", ["p3", "police"])
    assert kit.player(st, "p2")["rebel"] and "fires on the Palace Guard" not in kit.log_text(st)[
        len(kit.log_text(before)):]


def test_a_loyal_player_whose_crowd_card_makes_him_a_rebel_calls_out_the_police():
    """4.8 with 3.1: the reaction answers a Rebel's crowds; a loyal player who plays a crowd card in the Rebellion
    Phase turns Rebel by playing it, so the Minister may answer him too."""
    st = kit.act(kit.act(kit.coup(), "p2", "done"), "p3", "done")
    assert kit.active(st) == ["p4"] and not kit.player(st, "p4")["rebel"]
    st = kit.act(kit.act(st, "p4", "play", "agitators"), "p4", "space", "barrio_obrero")
    assert kit.player(st, "p4")["rebel"]
    assert "Player 4 acts in the Rebellion Phase and is now a Rebel" in kit.log_text(st)
    assert kit.active(st) == ["p3"] and {a[1] for a in kit.args(st, "p3", "send")} == {"barrio_obrero"}
    assert not kit.player(st, "p3")["rebel"]


def test_a_palace_guard_handed_to_another_player_still_rolls_two_dice_in_the_palace():
    """1.4, 4.4: the Guard's two dice in the Presidential Palace belong to the unit, whoever controls it."""
    def place(s):
        kit.put_all(s, "palace_guard", "presidential_palace", 2)
        _hand_over(s, "palace_guard_1", "p4")
        kit.put(s, "palace_guard_3", "plaza")
        _hand_over(s, "palace_guard_3", "p4")
        kit.put(s, "brigade_1_infantry_1", "presidential_palace")
    st = _until_active(_declaring(place), "p2")
    st = kit.end_declarations(kit.act(st, "p2", "attack", "presidential_palace"))
    # the phase's order is p3, p4, p1, p2: each shooter's dice show as the highest number it may fire
    assert max(a[1] for a in kit.args(st, "p4", "dice")) == 2
    assert max(a[1] for a in kit.args(st, "p1", "dice")) == 2
    assert max(a[1] for a in kit.args(st, "p2", "dice")) == 1
    assert J(kit.GAME, Context(st, Chance(st["rng"]))).dice_at("plaza", "p4") == 1


def test_a_ministry_el_presidente_holds_sends_no_police_in_the_rebellion_phase():
    """AMBIGUOUS, reading chosen (docs/JUNTA.md): 4.8 lets the Minister react whether Rebel or loyal, but 3.4
    keeps El Presidente idle in the Rebellion Phase. When a hand-written deal gives him the Ministry, his Police
    stay put, as the Cousin's Ministry's do. Before, they answered the crowds."""
    deal = dict(kit.DEAL4, offices={**kit.DEAL4["offices"], "interior": "p1"})
    st = kit.act(kit.coup(deal), "p2", "play", "students")
    assert kit.active(st) == ["p2"] and "Police reaction" not in kit.log_text(st)
    assert "send" not in kit.verbs(st, "p1")
    st = kit.act(kit.coup(), "p2", "play", "students")               # the usual Minister, Player 3, answers
    assert kit.active(st) == ["p3"] and "send" in kit.verbs(st, "p3")
