"""Guerilla's response windows (docs/GUERILLA.md 8.6-8.8, issue 25.3): a player is asked the same question whether
or not he holds the card it is about (prompt, option count and order, the same in the state); only his own screen
marks the answers his hand cannot carry out (issue 27), and nobody else's question changes with his
hand; a card chosen without being held counts as no response and only its chooser is told; only players with cards
are asked, the player whose turn it is last; two ambushes an Informant could cancel read apart; the fuzzer's twins
keep the staked cards in place while such a question runs."""

import engine
from engine import bridge, fuzz

import guerilla_kit as kit

REBEL_ATTACKED = [{"owner": "p1", "faction": "government", "leader": "bastidas", "units": ["u41_1"]},
                  {"owner": "p2", "faction": "rebel", "leader": "carcamo", "units": ["u12_1", "u13_1"]}]


def attack(st, dice=None):
    """Player 1's group 1 attacks all the units of Player 2's group 2."""
    st = kit.act(st, "p1", "attack", "g1")
    return kit.act(st, "p1", "target", next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab),
                   dice=dice)


def seen_by(st, role):
    """Everything of the pending decision ``role`` sees: prompt, and each option's verb, argument, label, rule."""
    q = kit.GAME.question(st, role)
    return q["prompt"], q["private"], [(a["verb"], a["arg"], a["label"], a["rule"]) for a in q["actions"]]


def informant_window(p3_card, ambush=True):
    """Player 1 attacks Player 2's Rebel group, with an Ambush or not; Player 3 holds ``p3_card``; the Informant
    window (8.8) is open."""
    st = kit.position(groups=REBEL_ATTACKED, phase="B", hands={"p1": ["ambush_1" if ambush else "u32_1", "u22_1"],
                                                              "p2": ["u22_2"], "p3": [p3_card, "u21_1"],
                                                              "p4": ["u31_1"]})
    st = attack(st)
    if ambush:
        st = kit.act(st, "p1", "ambush", ["double", "u41_1"])
    st = kit.act(st, "p1", "done")
    st = kit.act(st, "p2", "done")                                   # the defender springs none
    assert kit.GAME.answers_last(st) == "p1" and sorted(kit.active(st)) == ["p1", "p2", "p3", "p4"]
    return st


NONE = " (you hold none: counts as no response)"
STAND = "Pass now and until my next turn (unless my group or leader is attacked)"


def alike_but_marks(holds, lacks, role):
    """The question ``role`` is shown when he holds the card and when he lacks it: the same but for the marks his own
    screen adds to the answers he cannot carry out, which the state's question never holds."""
    (p1, v1, o1), (p2, v2, o2) = seen_by(holds, role), seen_by(lacks, role)
    assert (p1, v1) == (p2, v2) and [o[:2] + o[3:] for o in o1] == [o[:2] + o[3:] for o in o2]
    assert kit.asked(holds, role) == kit.asked(lacks, role) and all(NONE not in o["label"] for o in kit.asked(lacks, role))
    return [o[2] for o in o1], [o[2] for o in o2]


def test_the_informant_window_looks_the_same_whether_or_not_a_player_holds_one():
    holds, lacks = informant_window("informant_1"), informant_window("u12_2")
    for role in ("p1", "p2", "p4", None):                     # every other seat, and an onlooker: the very same
        assert seen_by(holds, role) == seen_by(lacks, role)
    mine, marked = alike_but_marks(holds, lacks, "p3")
    assert mine == ["No Informant", "Informant: cancel Player 1's ambush that doubles Unit G4/R1 (Government 4)",
                    "Informant: let group 2 retreat", STAND]
    assert marked == [mine[0]] + [lab + NONE for lab in mine[1:3]] + [STAND]        # he holds none: told so, on his screen
    prompt, private, options = seen_by(holds, "p3")
    assert private is False and [o[0] for o in options] == ["pass", "informant", "informant", "stand_pass"]
    assert "a card you do not hold counts as no response" in prompt
    assert all(kit.asked(holds, r) == kit.asked(holds, "p3") for r in ("p1", "p2", "p4"))  # every player asked alike
    assert all(seen_by(holds, r)[2][1][2].endswith(NONE) for r in ("p1", "p2", "p4"))       # (they hold none)


def test_an_informant_not_held_counts_as_no_response_and_only_its_chooser_is_told():
    st = informant_window("u12_2")
    for role in ("p2", "p4"):
        st = kit.act(st, role, "pass")
    st = kit.act(st, "p3", "informant", ["cancel", 0])
    st = kit.act(st, "p1", "pass", dice=[5, 5])                 # the turn's player answers last
    assert "Battle:" in kit.log_text(st) and "cancelled" not in kit.log_text(st)
    mine = [e["text"] for e in engine.view(st, "p3")["log"]]
    assert "You hold no Informant: your answer counts as no response." in mine
    for other in (None, "p1", "p2", "p4"):
        assert all("You hold no" not in e["text"] for e in engine.view(st, other)["log"])


def atrocities_window(p4_card):
    """A battle with losses (Player 2's group beaten), Player 4 holding ``p4_card``: the Atrocities/Press window."""
    st = kit.position(groups=REBEL_ATTACKED, phase="B",
                      hands={"p1": ["u22_1"], "p2": ["u22_2"], "p3": ["u21_1"], "p4": [p4_card]})
    st = kit.act(st, "p1", "attack", "g1")
    target = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab)
    return kit.settle(st, [10, 1], move=("p1", "target", target),
                      stop=lambda s: any(a["rule"] == "8.6" for r in kit.active(s) for a in kit.actions(s, r)))


def test_the_atrocities_window_looks_the_same_whether_or_not_a_player_holds_the_card():
    holds, lacks = atrocities_window("atrocities_press_1"), atrocities_window("u31_1")
    assert sorted(kit.active(holds)) == ["p1", "p2", "p3", "p4"]
    for role in ("p1", "p2", "p3"):
        assert seen_by(holds, role) == seen_by(lacks, role)
    mine, marked = alike_but_marks(holds, lacks, "p4")
    assert marked == [mine[0], mine[1] + NONE, mine[2] + NONE, STAND] and NONE not in "".join(mine)
    assert [o[0] for o in seen_by(holds, "p4")[2]] == ["pass", "atrocities", "press", "stand_pass"]
    assert kit.GAME.question(holds, None)["actions"] == [] and kit.GAME.question(holds, None)["private"]


def test_the_atrocities_window_says_whose_loss_it_is_as_a_fact():
    """The question's ``key`` and ``about`` (engine/procs.py ``Ask``): the faction the lost cards fought for, the
    same for every asked player and said in the prompt too, so that a program reads it there and never in the log's
    words (engine/games/guerilla/bot.py ``atrocity``); an onlooker is shown no question and no facts."""
    rebel_lost = atrocities_window("atrocities_press_1")
    for role in ("p1", "p2", "p3", "p4"):
        q = kit.GAME.question(rebel_lost, role)
        assert (q["key"], q["about"]) == ("atrocities.press", "rebel") and "of Rebel losses" in q["prompt"]
    assert "key" not in kit.GAME.question(rebel_lost, None) and "about" not in kit.GAME.question(rebel_lost, None)
    swapped = [dict(REBEL_ATTACKED[0], faction="rebel"), dict(REBEL_ATTACKED[1], faction="government")]
    st = kit.position(groups=swapped, phase="B",
                      hands={"p1": ["u22_1"], "p2": ["u22_2"], "p3": ["u21_1"], "p4": ["atrocities_press_1"]})
    st = kit.act(st, "p1", "attack", "g1")
    target = next(i for i, lab in enumerate(kit.labels(st, "p1")) if "all its" in lab)
    st = kit.settle(st, [10, 1], move=("p1", "target", target),
                    stop=lambda s: any(a["rule"] == "8.6" for r in kit.active(s) for a in kit.actions(s, r)))
    q = kit.GAME.question(st, "p4")
    assert (q["key"], q["about"]) == ("atrocities.press", "government") and "of Government losses" in q["prompt"]


def test_the_defenders_ambush_question_is_the_same_with_or_without_an_ambush_card():
    def asked(card):
        st = kit.position(groups=REBEL_ATTACKED, phase="B", hands={"p1": ["u22_1"], "p2": [card, "u31_2"]})
        st = kit.act(attack(st), "p1", "done")
        assert kit.active(st) == ["p2"]
        return st
    holds, lacks = asked("ambush_1"), asked("u21_2")
    for role in ("p1", "p3", "p4", None):
        assert seen_by(holds, role) == seen_by(lacks, role)
    mine, marked = alike_but_marks(holds, lacks, "p2")
    assert marked == [mine[0] + NONE, mine[1] + NONE, mine[2]] and NONE not in "".join(mine)
    assert [o[0] for o in seen_by(holds, "p2")[2]] == ["ambush", "ambush", "done"]


def test_the_hot_seat_goes_round_once_and_ends_with_the_player_whose_turn_it_is():
    st = informant_window("informant_1")
    game = kit.GAME
    seated, order = "p2", []                 # the defender holds the device when the window opens
    while kit.active(st) and any(a["rule"] == "8.8" for r in kit.active(st) for a in kit.actions(st, r)):
        seated = bridge.hot_seat_next(game, st, seated)
        order.append(seated)
        st = kit.act(st, seated, "pass", dice=[5, 5] if len(kit.active(st)) == 1 else None)
    assert order == ["p2", "p3", "p4", "p1"]         # the seated defender, round the table, the attacker last


def test_the_twins_keep_the_staked_cards_in_place_and_the_window_keeps_its_secrets():
    st = informant_window("informant_1", ambush=False)
    twins = dict((label, twin) for label, twin, _ in kit.GAME.secret_twins(st, "p2"))
    passed = twins["the other players' hand cards passed round"]
    assert "informant_1" in kit.hand(passed, "p3") and kit.hand(passed, "p1") != kit.hand(st, "p1")
    assert fuzz.check_secrets(kit.GAME, st, "the Informant window") == []
    st = kit.act(st, "p3", "informant", ["retreat"])
    assert fuzz.check_secrets(kit.GAME, st, "an Informant answered") == []


def test_only_the_asker_sees_the_marks_of_his_own_hand_and_the_twins_keep_their_secrets():
    """A seat holding no Bodyguard sees each answer marked; a twin holding one sees the first unmarked and the
    others as how many it plays; every other seat (and an onlooker) is shown the same in both twins, and no
    question another seat receives names a mark."""
    groups = [{"owner": "p2", "faction": "government", "units": ["u22_1"], "leader": "bastidas"}]

    def window(p3_card):
        st = kit.position(groups=groups, hands={"p1": ["assassin_1"], "p2": ["u12_1", "u13_1"],
                                                "p3": [p3_card, "u21_1"], "p4": ["u31_1"]}, phase="B")
        return kit.act(kit.act(st, "p1", "assassin", "assassin_1"), "p1", "leader", "g1")
    lacks, holds = window("u12_2"), window("bodyguard_1")
    assert sorted(kit.active(holds)) == ["p2", "p3", "p4"]
    assert kit.labels(lacks, "p3") == ["No Bodyguard", "Play 1 Bodyguard" + NONE, "Play 2 Bodyguards" + NONE, STAND]
    assert kit.labels(holds, "p3") == ["No Bodyguard", "Play 1 Bodyguard",
                                       "Play 2 Bodyguards (you hold only 1: 1 played)", STAND]
    assert kit.asked(lacks, "p3") == kit.asked(holds, "p3") == kit.asked(holds, "p2")
    for viewer in ("p1", "p2", "p4", None):
        assert seen_by(lacks, viewer) == seen_by(holds, viewer)
        assert engine.view(lacks, viewer) == engine.view(holds, viewer)
    for st in (lacks, holds):
        for viewer in ("p1", "p2", "p3", "p4", None):
            q = kit.GAME.question(st, viewer)
            if q["role"] != viewer:
                assert q["actions"] == [] and q["private"] and "you hold" not in q["prompt"]
        assert fuzz.check_secrets(kit.GAME, st, "the Bodyguard window") == []


def test_two_ambushes_of_one_player_read_apart_in_the_informant_window():
    """Player 1 doubles two copies of one unit with two Ambushes: the Informant's two cancels (before: both read
    "Informant: cancel Player 1's ambush") say which ambush each cancels, and tell the copies apart."""
    groups = [{"owner": "p1", "faction": "government", "leader": "bastidas", "units": ["u41_1", "u41_2"]},
              {"owner": "p2", "faction": "rebel", "leader": "carcamo", "units": ["u12_1", "u13_1"]}]
    st = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1", "ambush_2", "u22_1"], "p2": ["u22_2"],
                                                       "p3": ["informant_1"], "p4": ["u31_1"]})
    st = attack(st)
    assert kit.labels(st, "p1")[:3] == ["Ambush: double Unit G4/R1 (Government 4), 1 of 2 alike",
                                        "Ambush: double Unit G4/R1 (Government 4), 2 of 2 alike",
                                        "Ambush: only Unit G1/R2 (Rebel 2) defends"]
    st = kit.act(st, "p1", "ambush", ["double", "u41_1"])
    st = kit.act(st, "p1", "ambush", ["single", "u13_1"])
    st = kit.act(kit.act(st, "p1", "done"), "p2", "done")
    assert kit.labels(st, "p3") == ["No Informant",
                                    "Informant: cancel Player 1's ambush that doubles Unit G4/R1 (Government 4)",
                                    "Informant: cancel Player 1's ambush that lets only Unit G1/R3 (Rebel 3) defend",
                                    "Informant: let group 2 retreat", STAND]
    other = kit.position(groups=groups, phase="B", hands={"p1": ["ambush_1", "ambush_2", "u22_1"], "p2": ["u22_2"],
                                                          "p3": ["informant_1"], "p4": ["u31_1"]})
    other = attack(other)
    for u in ("u41_1", "u41_2"):
        other = kit.act(other, "p1", "ambush", ["double", u])
    other = kit.act(kit.act(other, "p1", "done"), "p2", "done")
    cancels = [lab for lab in kit.labels(other, "p3") if "cancel" in lab]
    assert cancels == ["Informant: cancel Player 1's ambush that doubles Unit G4/R1 (Government 4), 1 of 2 alike",
                       "Informant: cancel Player 1's ambush that doubles Unit G4/R1 (Government 4), 2 of 2 alike"]
