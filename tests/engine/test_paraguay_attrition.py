"""Paraguay attrition (7.1-7.10) and supply lines (7.5, 7.12, 7.13): the rulebook's numbers, every DRM, who
may be lost, and the 7.5 examples on the content map."""

import paraguay_kit as kit
from engine.games.paraguay import attrition, supply

PY, AL = "paraguayan", "allied"


def sourced(m=None, side="paraguayan"):
    """A board whose hex 1530 is an ultimate supply source of ``side`` (so 1531 has a supply line)."""
    return kit.mark(m or kit.board(), "1530", supply=side)


def drms(st, hex_id, side, burn=False):
    return [(v, r) for v, _, r in attrition.attrition_drms(kit.p(st), hex_id, side, burn=burn)]


def test_late_year_marsh_chaco_is_minus_seven_and_burning_supply_makes_it_minus_four():
    m = sourced(kit.mark(kit.terrain(kit.board(), "1531", "marsh"), "1531", chaco=True))
    units = [kit.inf("py-a", "paraguay", "1531"), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531")]
    st = kit.game(units, m, turn=4, segment="attrition")
    assert sum(v for v, _ in drms(st, "1531", PY)) == -7
    assert kit.ask(st)["rule"] == "7.4" and kit.ask(st)["role"] == PY
    st = kit.act(st, PY, "burn", "py-s", rolls=[9])
    assert "2 units, DRM −4" in kit.log(st)                # the burnt unit still counts (7.4)
    assert kit.where(st, "py-s") == "dead"


def test_a_lone_unit_is_counted_in_the_singular():
    st = kit.game([kit.inf("py-a", "paraguay", "1531")], sourced(), turn=3, segment="attrition", rolls=[5])
    assert "Attrition at 1531: 1 unit, DRM +0 (none); roll 5, modified 5:" in kit.log(st)


def test_seventeen_units_rolling_five_without_drm_lose_seven():
    units = [kit.inf(f"py-{k}", "paraguay", "1531") for k in range(17)]
    st = kit.game(units, sourced(), turn=3, segment="attrition")
    assert kit.verbs(st, PY) == ["capitulate", "no_burn"]     # asked though nothing can burn (6.4: the stack is hidden)
    st = kit.act(st, PY, "no_burn", None, rolls=[5])
    assert "Attrition at 1531: 17 units, DRM +0 (none); roll 5, modified 5: 7 lost." in kit.log(st)
    for _ in range(7):                                          # alike units: asked all the same, in private
        st = kit.act(st, PY, "lose", kit.args(st, PY, "lose")[0])
    assert sum(1 for u in st["units"] if u["where"] == "dead") == 7


def test_modified_rolls_are_clamped_to_0_and_14():
    assert attrition.clamp(-6) == 0 and attrition.clamp(17) == 14 and attrition.clamp(7) == 7


def test_terrain_fortress_depot_and_riverine_drms():
    m = kit.mark(kit.terrain(kit.board(), "1531", "forest"), "1631", depot=True, nation="argentina")
    units = [kit.inf("py-a", "paraguay", "1531"),
             kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, "1431", code="1431")]
    st = kit.game(units, m, turn=3, segment="move:allied")
    got = drms(st, "1531", PY)
    assert (-2, "7.7") in got and (3, "7.8") in got and (-3, "7.5") in got and (3, "7.9") not in got
    units = [kit.inf("ar-a", "argentina", "1531"), kit.unit("ar-w", "argentina", "warship", 2, 2, 8, "1632")]
    st = kit.game(units, m, turn=3, segment="move:allied")
    assert (3, "7.9") in drms(st, "1531", AL) and (3, "7.8") not in drms(st, "1531", AL)
    assert (3, "7.2") in drms(st, "1632", AL)                  # only riverine units in the hex
    lost = kit.game(units, m, turn=3, segment="move:allied", depots_lost=["1631"])
    assert (3, "7.9") not in drms(lost, "1531", AL)


def test_ground_units_go_before_riverine_ones_and_fortresses_never_go():
    units = [kit.inf("py-a", "paraguay", "1531"), kit.unit("py-w", "paraguay", "warship", 2, 2, 8, "1531"),
             kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, "1531", code="1531")]
    st = kit.act(kit.game(units, kit.board(), turn=3, segment="attrition"), PY, "no_burn", None, rolls=[4])
    assert "3 units, DRM +0" in kit.log(st) and ": 1 lost." in kit.log(st)      # the fortress counts (7.8)
    assert kit.args(st, PY, "lose") == ["py-a"]                                 # ground first, never the fortress
    st = kit.act(st, PY, "lose", "py-a")
    assert kit.where(st, "py-a") == "dead" and kit.where(st, "py-w") == "1531" and kit.where(st, "py-f") == "1531"
    st = kit.act(kit.game(units, kit.board(), turn=3, segment="attrition"), PY, "no_burn", None, rolls=[0])
    assert kit.where(st, "py-w") == "dead" and kit.where(st, "py-f") == "1531"  # 2 lost: both, never the fortress


def test_a_fortress_alone_is_not_checked_and_turn_one_has_no_attrition():
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, "1531", code="1531")]
    assert not attrition.needs_check(kit.p(kit.game(units, turn=3, segment="move:allied")), "1531")
    st = kit.game([kit.inf("py-a", "paraguay", "1531")], turn=1, segment="attrition")
    assert "No attrition on Turn I." in kit.log(st) and "7.2" not in kit.rules_logged(st)


def test_supply_line_examples_on_the_content_map():
    st = kit.game([kit.inf("br-a", "brazil", "1830")], "content", segment="move:allied")
    p = kit.p(st)
    assert supply.has_line(p, AL, "1830")          # 1730's road to 1432, then the river down to 1042 (7.5)
    assert not supply.has_line(p, AL, "2030") and not supply.has_line(p, PY, "2030")
    blocked = kit.game([kit.inf("br-a", "brazil", "1830"), kit.inf("py-a", "paraguay", "1730"),
                        kit.inf("py-b", "paraguay", "1631"), kit.inf("py-c", "paraguay", "1731")], "content",
                       segment="move:allied")
    path = supply.supplied_path(kit.p(blocked), AL)
    assert "1730" not in path


def test_allied_sources_fail_while_occupied_paraguayan_ones_for_good():
    m = kit.mark(kit.mark(kit.board(), "1530", supply="allied", nation="argentina"), "1230", supply="paraguayan")
    st = kit.game([kit.inf("py-a", "paraguay", "1530")], m, segment="move:allied")
    assert supply.sources(kit.p(st), AL) == []
    st = kit.game([kit.inf("br-a", "brazil", "1531")], m, segment="move:allied", ever_allied=["1230"])
    assert supply.sources(kit.p(st), PY) == [] and supply.sources(kit.p(st), AL) == ["1530"]


def test_the_attrition_question_names_its_hex_even_with_nothing_to_burn():
    """The roll's own option says the hex (``at``) whether or not a supply unit could burn: the sandbox outlines
    that hex and brings it into view (before, a stack with nothing to burn left the view wherever it was)."""
    units = [kit.inf(f"py-{k}", "paraguay", "1531") for k in range(3)]
    st = kit.game(units, sourced(), turn=3, segment="attrition")
    q = kit.ask(st)
    assert "Attrition at 1531" in q["prompt"] and "no supply unit here to burn" in q["prompt"]
    assert [(a["verb"], a.get("at")) for a in kit.actions(st, PY) if a["verb"] != "capitulate"] == [("no_burn", "1531")]
    units.append(kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"))
    st = kit.game(units, sourced(), turn=3, segment="attrition")
    assert [(a["verb"], a.get("at")) for a in kit.actions(st, PY) if a["verb"] != "capitulate"] == \
        [("burn", "1531"), ("no_burn", "1531")]
