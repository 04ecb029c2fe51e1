"""Paraguay's second rules audit (issue 27; its questions and answers were a working note, the differences found are
the tests here): a moving stack takes along the units it meets, as 3.5's substitute counter may and as the rules
reference says, and the 11.6 warning on taking up another stack only when the stack moved before really stops. Each
test fails on the engine before the fix."""

import paraguay_kit as kit

PY, AL = "paraguayan", "allied"


def met():
    """A Paraguayan infantry unit (MF 6) walks one hex onto a cavalry unit (MF 9) and an artillery unit (MF 5)."""
    units = [kit.inf("py-i", "paraguay", "1530"), kit.unit("py-c", "paraguay", "cavalry", 2, 2, 9, "1531"),
             kit.unit("py-a", "paraguay", "field_artillery", 3, 1, 5, "1531")]
    st = kit.game(units, turn=3, segment="move:paraguayan")
    st = kit.act(st, PY, "select", {"hex": "1530", "kind": "ground"})
    return kit.act(st, PY, "step", "1531")


def test_a_moving_stack_takes_along_the_units_it_meets_and_moves_at_its_slowest_pace():
    st = met()
    offered = kit.labels(st, PY, "join")
    assert sorted(offered) == ["py-a", "py-c"]                             # 3.5: picked up on the path
    assert all(a["rule"] == "3.5" for a in kit.actions(st, PY) if a["verb"] == "join")
    st = kit.act(st, PY, "join", "py-a")
    assert "1 MP (clear), 4 left" in kit.labels(st, PY, "step")["1532"]    # the artillery's 5, the slowest (11.7)
    assert "3.5" in kit.rules_logged(st)
    st = kit.act(kit.act(st, PY, "step", "1532"), PY, "finish")
    assert (kit.where(st, "py-i"), kit.where(st, "py-a"), kit.where(st, "py-c")) == ("1532", "1532", "1531")
    assert (kit.u(st, "py-i")["mp"], kit.u(st, "py-a")["mp"], kit.u(st, "py-c")["mp"]) == (2, 1, 0)


def test_a_unit_left_behind_is_not_taken_up_again_by_the_same_stack():
    st = kit.act(met(), PY, "join", "py-c")
    st = kit.act(st, PY, "drop", "py-c")
    assert kit.args(st, PY, "join") == ["py-a"]                            # no drop-and-take-up circle
    assert kit.where(st, "py-c") == "1531"


def test_a_guardia_nacional_unit_that_takes_along_a_regular_moves_in_a_mixed_force():
    m = kit.board(nation="argentina")
    units = [kit.unit("gn", "argentina", "cavalry", 3, 2, 9, "1530", gn=True), kit.inf("ar-i", "argentina", "1531")]
    st = kit.game(units, m, turn=3, segment="move:allied")
    st = kit.act(kit.act(st, AL, "select", {"hex": "1530", "kind": "ground"}), AL, "step", "1531")
    st = kit.act(kit.act(st, AL, "join", "ar-i"), AL, "step", "1532")
    st = kit.act(st, AL, "finish", rolls=[3])                              # 3 spares a GN unit in a mixed force
    assert kit.where(st, "gn") == "1532"
    assert "roll 3, it stays (0–2 eliminates)" in kit.log(st)              # 7.14


def test_taking_up_a_stack_warns_only_when_the_stack_moved_before_would_stop():
    st = kit.act(met(), PY, "finish")                                      # the infantry stops on the others
    labels = kit.labels(st, PY, "select")
    assert "stops for good" not in labels[str({"hex": "1531", "kind": "ground"})]   # it stands here: kept (11.6)
    st = kit.act(st, PY, "select", {"hex": "1531", "kind": "ground"})
    st = kit.act(st, PY, "finish")
    assert any(a["hex"] == "1531" for a in kit.args(st, PY, "resume"))     # the infantry may still go on
    units = [kit.inf("py-i", "paraguay", "1530"), kit.inf("py-j", "paraguay", "1530"),
             kit.inf("py-far", "paraguay", "1533")]
    st = kit.game(units, turn=3, segment="move:paraguayan")
    st = kit.act(kit.act(st, PY, "select", {"hex": "1530", "kind": "ground"}), PY, "step", "1531")
    st = kit.act(kit.act(st, PY, "drop", "py-j"), PY, "finish")
    labels = kit.labels(st, PY, "select")
    assert "stops for good" in labels[str({"hex": "1533", "kind": "ground"})]      # py-i and py-j would stop


def test_a_moving_fleet_takes_along_a_vessel_it_meets_but_never_a_raft():
    m = kit.river(kit.board(), ["1530", "1531", "1532"])
    units = [kit.unit("py-w1", "paraguay", "warship", 2, 2, 12, "1530"),
             kit.unit("py-w2", "paraguay", "warship", 2, 2, 10, "1531"),
             kit.unit("py-r", "paraguay", "armed_raft", 2, 1, 0, "1531")]
    st = kit.game(units, m, turn=3, segment="move:paraguayan")
    st = kit.act(kit.act(st, PY, "select", {"hex": "1530", "kind": "river"}), PY, "step", "1531")
    assert kit.args(st, PY, "join") == ["py-w2"]                           # the raft goes only in tow (12.6)
    st = kit.act(kit.act(st, PY, "join", "py-w2"), PY, "step", "1532")
    assert kit.where(st, "py-w2") == "1532" and kit.u(st, "py-w2")["mp"] == 1


def test_a_fresh_unit_taken_along_by_a_stack_taken_up_again_keeps_its_move_if_the_stack_does_not_move():
    st = kit.act(met(), PY, "finish")
    st = kit.act(st, PY, "resume", {"hex": "1531", "kind": "ground"})      # the infantry, taken up again
    st = kit.act(kit.act(st, PY, "join", "py-c"), PY, "drop", "py-c")
    st = kit.act(st, PY, "finish")                                         # it did not move: done for the phase
    resumable = [a for a in kit.args(st, PY, "resume") if a["hex"] == "1531"]
    assert resumable                                                       # the cavalry may still go (11.6)
    st = kit.act(st, PY, "resume", resumable[0])
    assert kit.u(st, "py-c")["id"] in st["pg"]["mv"]["group"]["units"]
    assert "py-i" not in st["pg"]["mv"]["group"]["units"]


def test_taking_along_names_the_stacks_hex_so_the_map_can_outline_it():
    """Issue 27: the sandbox outlined every movement choice on the map but "take along", which named a unit
    and no hex. Each "join" now gives the moving stack's hex as ``at`` (where the units it meets stand), as the
    other one-unit choices do, so the map outlines that hex and a tap there offers them."""
    joins = [a for a in kit.actions(met(), PY) if a["verb"] == "join"]
    assert len(joins) == 2 and {a.get("at") for a in joins} == {"1531"}
