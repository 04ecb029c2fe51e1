"""Guerilla's fourth rules audit, its leftovers (branch guer14; the audit itself is test_guerilla_audit4.py and
test_guerilla_audit4b.py): rearranging after a change of side (3.5), the cards a full hand loses at a turn's end
(2.2), the "why not?" of an event card in the Attack phase, and the test kit's supply cuts."""

import guerilla_kit as kit


# ---------------------------------------------------------------- the kit: a cut's owner, whatever the order

def test_a_cut_card_belongs_to_the_cutting_groups_owner_whichever_group_is_listed_first():
    """8.10, the test kit: a position may list the isolated group before the group cutting its supply; the cut card
    still belongs to the cutter's owner, who gets it back when the isolated group surrenders."""
    cutter = {"owner": "p3", "faction": "rebel", "units": ["u13_1"]}
    victim = {"owner": "p2", "faction": "government", "units": ["u13_2"], "iso": 1, "cut_card": "supply_cut_1"}
    for groups, cut_by in (([cutter, victim], "g1"), ([victim, cutter], "g2")):
        st = kit.position(groups=[dict(g, cut_by=cut_by) if g is victim else g for g in groups], phase="B")
        isolated = next(g for g in st["groups"] if g["iso"] is not None)
        assert isolated["cut_player"] == "p3", groups
