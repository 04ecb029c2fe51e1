"""Second rules audit of Uruguay (2026-12-06): the points where the engine read the rulebook
differently, each set up from a hand-built position. The audit's questions and the engine's answers were a
working table: those where the engine differed are the tests here; rule numbers are the rulebook's."""

import uruguay_kit as kit
from uruguay_ops_kit import GOV, TUP, done, sp, start, verbs


# ----- U7 "Elite police unit" reaches every Arrest in an Urban space, the Patrol's too -----
# 3.2.2: a Patrol ends with an Arrest (3.2.4) by Police in one destination; U7's upper text changes how an
# Arrest counts Police in one Urban space (1 piece per 2 Police in place of per 3).
def test_u7_top_elite_police_offered_for_the_arrest_that_ends_a_patrol():
    st0 = kit.position(spaces={"prado": {"police": 4, "cells_a": 3}}, capabilities={"U7": "top"})
    t = kit.totals(st0)
    st = start(st0, GOV, "patrol")
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None), ("space", "prado"))
    assert kit.asking(st)["rule"] == "U7" and verbs(st) == ["yes", "no"]
    st = kit.answer(st, GOV, "yes")                     # 4 // 2 = 2 Cells, not 4 // 3 = 1
    done(st, t)
    assert [e["text"] for e in st["log"] if e["rule"] == "U7"] == [
        "Elite police unit: the Police in Prado count 1 piece per 2."]
    assert sp(st, "prado") == {"police": 4, "cells_a": 1} and st["prison"] == 2
    # not offered where it changes nothing: 3 Police (3 // 2 == 3 // 3), or a Rural space (1 per cube already, 3.2.4)
    st0 = kit.position(spaces={"prado": {"police": 3, "cells_a": 3}, "northern": {"police": 2, "cells_a": 3}},
                       capabilities={"U7": "top"})
    st = start(st0, GOV, "patrol")
    # pick both (no Police moves in), end the Patrol, then Arrest in Northern Uruguay
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None), ("space", "northern"), ("done", None),
                     ("done", None), ("space", "northern"))
    assert kit.asking(st) is None and sp(st, "northern") == {"police": 2, "cells_a": 1}


def test_u7_top_declined_in_a_patrol_keeps_the_usual_count():
    st0 = kit.position(spaces={"prado": {"police": 4, "cells_a": 3}}, capabilities={"U7": "top"})
    st = start(st0, GOV, "patrol")
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None), ("space", "prado"), ("no", None))
    assert kit.asking(st) is None
    assert sp(st, "prado") == {"police": 4, "cells_a": 2} and st["prison"] == 1


def test_u3_mousetrap_arrest_in_an_urban_space_may_use_u7_elite_police():
    st0 = kit.position(spaces={"prado": {"police": 4, "cells_a": 2, "safe": 1}}, intel_held={"info": 2},
                       intel_pool={"info": 2}, capabilities={"U3": "top", "U7": "top"},
                       tracks={"political_will": 10})
    t = kit.totals(st0)
    st = start(st0, GOV, "arrest", with_sa=True)
    st = kit.answers(st, GOV, ("special", "raid"), ("space", "prado"))     # the Safe House goes (4.2.2)
    assert kit.asking(st)["rule"] == "U3"
    st = kit.answer(st, GOV, "yes")
    assert kit.asking(st)["rule"] == "U7"
    st = kit.answer(st, GOV, "yes")
    done(st, t)                                         # nothing Active is left for the Arrest itself
    assert sp(st, "prado") == {"police": 4} and st["prison"] == 2


# ----- U16 "Unrestrained violence" rolls for the Intimidate that U34 grants -----
# U16 (Expansion): every Intimidate calls for a die roll; U34's lower text is an Intimidate (in one space).
def test_u34_bottom_intimidate_rolls_for_u16_at_expansion():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}}, tracks={"structure": "expansion",
                       "public_sympathy": 3}, capabilities={"U16": "structure"})
    st = kit.effect(st0, "U34", "bottom", TUP)
    st = kit.answer(st, TUP, "space", "prado", chance=[{"die": 2}])       # 2 < 3: one step toward Disgust
    kit.finished(st0, st)
    assert st["tracks"]["public_sympathy"] == 2
    assert any(e["rule"] == "U16" for e in st["log"])


def test_u34_bottom_u16_roll_not_below_sympathy_changes_nothing():
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}}, tracks={"structure": "expansion",
                       "public_sympathy": 3}, capabilities={"U16": "structure"})
    st = kit.effect(st0, "U34", "bottom", TUP)
    st = kit.answer(st, TUP, "space", "prado", chance=[{"die": 3}])
    assert st["tracks"]["public_sympathy"] == 3 and sp(st, "prado") == {"cells_u": 1, "police": 1}
    # U16's Control side gives Intimidate 2 spaces, but U34 names a single space (5.1.1) and rolls nothing
    st0 = kit.position(spaces={"prado": {"cells_u": 1, "police": 2}, "aguada": {"cells_u": 1, "police": 1}},
                       tracks={"public_sympathy": 3}, capabilities={"U16": "structure"})
    st = kit.effect(st0, "U34", "bottom", TUP)
    st = kit.answer(st, TUP, "space", "prado")
    assert kit.asking(st) is None and st["tracks"]["public_sympathy"] == 3
    assert sp(st, "aguada") == {"cells_u": 1, "police": 1}
