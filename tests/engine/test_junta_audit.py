"""Junta, second rules audit (issue 27): points where the engine read the rulebook differently, each
checked against the rulebook's own answer (the audit's question table was a working note: the question that
found a difference is the test here)."""

import engine

import junta_kit as kit


def helicopter_alone_to_a_stack():
    """Player 2's Helicopter flies alone from the First Brigade base into the Central Police Precinct, where
    three Infantry and an Armor of Player 2 wait unmoved, and on towards the Plaza."""
    st = kit.coup()

    def place(s):
        kit.put_all(s, "brigade_1_infantry", "precinct_central", 3)
        kit.put(s, "brigade_1_armor_1", "precinct_central")
    st = kit.arrange(st, place)
    st = kit.act(st, "p2", "play", "helicopter")
    st = kit.act(st, "p2", "space", "barracks_1")
    st = kit.move(st, "p2", "barracks_1", [0, 1], "precinct_central")      # 2 Infantry stay; the Helicopter alone
    return kit.act(st, "p2", "space", "plaza")


def test_a_helicopter_that_lands_on_its_owners_stack_lifts_one_unit_on_not_the_stack():
    # 4.3: the Helicopter may join one of its owner's units and go on with it; the units it finds there are
    # not a second stack moving in the same phase (4.1)
    st = helicopter_alone_to_a_stack()
    assert kit.args(st, "p2", "number") == [0, 1]                        # Infantry: none or one
    assert "one unit at most" in engine.view(st, "p2")["prompt"]
    took_one = kit.act(st, "p2", "number", 1)
    assert "number" not in kit.verbs(took_one, "p2")                  # the Armor is not asked for then
    assert kit.stacks(took_one)["plaza"] == {"p2": {"infantry": 1, "helicopter": 1}}
    assert kit.stacks(took_one)["precinct_central"]["p2"] == {"infantry": 2, "armor": 1}
    assert "carrying 1 Infantry" in kit.log_text(took_one)
    none = kit.act(st, "p2", "number", 0)                                # no Infantry: the Armor may go
    assert kit.args(none, "p2", "number") == [0, 1]
    none = kit.act(none, "p2", "number", 1)
    assert kit.stacks(none)["plaza"] == {"p2": {"armor": 1, "helicopter": 1}}

