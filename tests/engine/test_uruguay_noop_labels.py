"""A space choice that the rules allow but that would change nothing says so in its label, with the rule why
(engine/games/uruguay/notes.py): Recruit in a Rural space without a Safe House (3.3.1) and under the Safe House
limit (1.4.4), Deploy with no Police left (3.2.1), an Arrest too weak to remove a piece or blocked by Underground
Cells (3.2.4, and the Patrol's Arrest, 3.2.2), a Search where nothing can move in or be Activated (3.2.3)."""

import engine
import uruguay_kit as kit
from uruguay_ops_kit import GOV, TUP, start, texts


def labels(st):
    """{arg: label} of the pending question's space options."""
    return {o["arg"]: o["label"] for o in kit.asking(st)["options"] if o["verb"] == "space"}


# ----- 3.3.1 Recruit -----
def test_recruit_rural_space_without_safe_house_or_cell_says_it_places_nothing():
    st = kit.position(spaces={"northern": {"safe": 1}, "southeast": {"cells_u": 1}})
    st = start(st, TUP, "recruit")
    got = labels(st)
    # short words that tell the spaces' cases apart; why a Rural space takes no Cell is said once, in the question
    assert got["southwest"] == "Southwest Uruguay — places nothing: no Safe House or Cell here"
    # a Cell there already: no Cell, but the Safe House that Recruit may add can go there
    assert got["southeast"] == "Southeast Uruguay — no Cell (no Safe House here); a Safe House may go here"
    # where Recruit places Cells, the plain name
    assert got["northern"] == "Northern Uruguay" and got["prado"] == "Prado"
    question = kit.asking(st)["prompt"]
    assert question == ("Recruit: choose an Urban or Rural space. Recruit places Cells in a Rural space only where a "
                        "Safe House stands, and a Safe House only where a Cell is (3.3.1).")
    rural = [label for arg, label in got.items() if "—" in label]
    assert len(rural) == 2 and all(len(label) < 80 and "(3.3.1)" not in label for label in rural), rural
    assert len(set(label.split(" — ")[1] for label in rural)) == 2       # not one long sentence over and over


def test_recruit_question_says_nothing_more_when_every_space_places_something():
    spaces = {s: {"safe": 1} for s in ("northern", "southwest", "southeast")}
    st = kit.position(spaces=spaces)
    st = start(st, TUP, "recruit")
    assert all("—" not in label for label in labels(st).values()), labels(st)
    assert kit.asking(st)["prompt"] == "Recruit: choose an Urban or Rural space."


def test_recruit_rural_space_with_a_cell_under_the_safe_house_limit_says_why_and_the_log_too():
    # Control: three Safe Houses at most in play (1.4.4), all three on the map
    st = kit.position(spaces={"malvin": {"safe": 1}, "carrasco": {"safe": 1}, "prado": {"safe": 1},
                              "southeast": {"cells_u": 1}})
    assert st["available"]["safe"] == 0
    t = kit.totals(st)
    st = start(st, TUP, "recruit", limited=True)
    assert labels(st)["southeast"] == "Southeast Uruguay — places nothing: no Safe House here or Available (1.4.4)"
    st = kit.answer(st, TUP, "space", "southeast")
    assert kit.asking(st) is None and kit.totals(st) == t
    assert st["spaces"]["southeast"]["cells_u"] == 1 and st["spaces"]["southeast"]["safe"] == 0
    assert texts(st, "1.4.4") == ["No Safe House is Available (the Organizational Structure's limit is in play): "
                                  "Recruit adds none."]


def test_recruit_with_no_cell_available_says_so_even_in_an_urban_space():
    st = kit.position(spaces={"southwest": {"cells_u": 12}})
    assert st["available"]["cells"] == 0
    st = start(st, TUP, "recruit")
    got = labels(st)
    assert got["prado"] == "Prado — places nothing: no Cell Available, no Cell here"
    assert got["southwest"] == "Southwest Uruguay — no Cell (no Safe House here); a Safe House may go here"


def test_the_steady_bot_reads_the_recruit_question_as_no_safe_house_question():
    # the added sentence names the Safe House; the question (its key) asks for none, and the steady bot's Recruit
    # stays as it was (bench/steady_hash.py uruguay 1-5 unchanged): the bot reads the key, never the words
    from engine.games.uruguay.bot import HOUSE_GOES
    st = start(kit.position(spaces={"northern": {"safe": 1}}), TUP, "recruit")
    asked = engine.get_game("uruguay").question(st, TUP)
    assert "Safe House" in asked["prompt"] and asked["key"] == "recruit.space" and asked["key"] not in HOUSE_GOES
    assert "recruit.house" in HOUSE_GOES


# ----- the Government's Operations -----
def test_deploy_with_no_police_available_but_troops_to_move_says_it_places_none():
    st = kit.position(spaces={"armory": {"police": 20, "troops": 2}}, tracks={"military_intervention": True})
    assert st["available"]["police"] == 0
    st = start(st, GOV, "deploy", limited=True)
    assert labels(st)["prado"] == "Prado — places nothing: no Police Available (3.2.1)"


def test_arrest_in_an_urban_space_with_too_few_police_says_it_removes_nothing():
    st = kit.position(spaces={"prado": {"police": 2, "cells_a": 1}, "aguada": {"police": 3, "cells_a": 1},
                              "northern": {"police": 1, "cells_a": 1},
                              "malvin": {"troops": 2, "safe": 1, "cells_u": 1}})
    st = start(st, GOV, "arrest")
    got = labels(st)
    assert got["prado"] == "Prado — removes nothing: an Urban space needs 2 Troops or 3 Police for each piece (3.2.4)"
    assert got["malvin"] == "Malvín — removes nothing: Underground Cells here shield the Safe House (3.2.4)"
    assert got["aguada"] == "Aguada" and got["northern"] == "Northern Uruguay"


def test_patrols_arrest_with_police_only_says_which_destination_removes_nothing():
    st = kit.position(spaces={"prado": {"troops": 2, "police": 2, "cells_a": 1}, "aguada": {"police": 3, "cells_a": 1}})
    st = start(st, GOV, "patrol")
    st = kit.answers(st, GOV, ("space", "prado"), ("done", None), ("space", "aguada"), ("done", None), ("done", None))
    assert kit.asking(st)["prompt"] == "Patrol: Arrest with Police in one destination?"
    got = labels(st)
    assert got["prado"] == "Prado — removes nothing: an Urban space needs 3 Police for each piece (3.2.4)"
    assert got["aguada"] == "Aguada"


def test_search_where_no_cube_can_move_in_and_none_would_activate_says_so():
    # Prison is next to Punta Carretas only; Carrasco's neighbours hold no cube either
    st = kit.position(spaces={"prison": {"police": 2, "cells_u": 2}, "carrasco": {"cells_u": 1},
                              "casino": {"troops": 1}})
    st = start(st, GOV, "search")
    got = labels(st)
    assert got["prison"] == ("Prison — changes nothing: no cube may move in, and here it takes 3 cubes to Activate "
                             "a Cell (3.2.3)")
    assert got["carrasco"] == "Carrasco — changes nothing: no cube here, and none may move in (3.2.3)"
    assert got["southwest"] == ("Southwest Uruguay — changes nothing: no Underground Cell here, and no cube may "
                                "move in (3.2.3)")
    # cubes next door may move in: a real choice, the plain name
    assert got["malvin"] == "Malvín" and got["punta_carretas"] == "Punta Carretas"
