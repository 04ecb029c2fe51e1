"""Junta's section of the site: its pages, their links into the rules and glossary, the reconstructed data,
and the city map drawing (engine/games/junta/svg.py) as standalone SVG."""

import re
import xml.etree.ElementTree as ET

import pytest

import engine
from generator import build as b

SVG = "{http://www.w3.org/2000/svg}"
PAGES = ("junta/index.html", "junta/rules/index.html", "junta/glossary/index.html", "junta/examples/index.html",
         "junta/reconstructed/index.html", "junta/print/index.html", "junta/print/aid-coup.html",
         "junta/scenario/index.html")


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "junta" / "index.html").is_file():
        b.build(pdf=False)
    return b.DIST


def read(site, rel):
    return (site / rel).read_text(encoding="utf-8")


def test_junta_has_a_section_linked_from_home_and_navigation(site):
    for rel in PAGES:
        assert (site / rel).is_file(), rel
    home = read(site, "index.html")
    junta_entry = next(li for li in home.split("<li>") if 'href="junta/index.html"' in li)
    assert "In preparation" not in junta_entry      # other games may still be in preparation
    scenario = read(site, "junta/scenario/index.html")
    assert 'aria-label="Junta"' in scenario and 'href="../../junta/rules/index.html"' in scenario
    for ex in engine.content.load("junta")["examples"]:
        page = read(site, f"junta/examples/{ex['id']}/index.html")
        assert 'data-game="junta"' in page and f'data-example="{ex["id"]}"' in page
        assert '"p1": "Player 1"' in page.replace("&#34;", '"')


def test_junta_rules_link_rule_numbers_and_glossary_terms(site):
    rules = read(site, "junta/rules/index.html")
    assert 'id="4.2"' in rules and 'id="6.3"' in rules
    assert 'class="ruleref" href="../../junta/rules/index.html#' in rules
    assert 'class="term" href="../../junta/glossary/index.html#term-' in rules
    assert "uruguay/" not in re.sub(r'<(header|nav)[^>]*>.*?</\1>', "", rules, flags=re.S)
    glossary = read(site, "junta/glossary/index.html")
    assert glossary.count("<dt>") == len(b.content_mod.load()["junta"]["glossary"]["terms"])


def test_reconstructed_page_lists_everything_with_its_source(site):
    page = read(site, "junta/reconstructed/index.html")
    data = engine.content.load("junta")
    for prefix, records in (("space", data["spaces"]), ("kind", data["kinds"]), ("unit", data["units"]),
                            ("card", data["cards"])):
        for rec in records:
            row = re.search(f'<tr id="{prefix}-{rec["id"]}">(.*?)</tr>', page, re.S)
            assert row, (prefix, rec["id"])
            assert f'class="mark {rec["provenance"]}"' in row.group(1)
    assert "python -m generator build --overlay MYDIR" in page


def test_scenario_page_works_before_the_engine(site):
    page = read(site, "junta/scenario/index.html")
    assert 'id="seed-form"' in page and '<select id="players"' in page
    assert all(f'<option value="{n}"' in page for n in range(2, 8))
    assert 'id="player-row-template"' in page and 'id="unit-row-template"' in page
    # the command as a reader sees it (each option kept whole with its value by a span, render.command)
    assert "python -m generator scenario --seed 42 --players 5" in re.sub(r"<[^>]+>", "", page)
    if list((site / "junta" / "scenario").glob("*.pdf")):
        for args in b.sheet_kind("junta").samples:
            assert f"setup-sheet-seed-{args['seed']}-{args['players']}p-a4.pdf" in page


def board_of(seed, players):
    game = engine.get_game("junta")
    return game, game.view(engine.setup("junta", seed, options={"players": players}), None)["board"]


@pytest.mark.parametrize("players", [2, 5, 7])
def test_map_svg_is_standalone_with_a_title_for_every_space(players):
    game, board = board_of(9, players)
    text = game.render(board, None, ("plaza",), "A test map")
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and root.find(f"{SVG}title").text == "A test map"
    spaces = engine.content.load("junta")["spaces"]
    groups = {g.get("data-space"): g for g in root.iter(f"{SVG}g") if g.get("data-space")}
    assert list(groups) == [s["id"] for s in spaces]
    described = game.describe_spaces(board, None)
    assert [d["id"] for d in described] == list(groups)
    for d in described:
        assert groups[d["id"]].find(f"{SVG}title").text == d["text"]
    assert "changed" in groups["plaza"].get("class")
    assert "Rebellion" in text and "Player 1" in text and f"Player {players}" in text
    palace = next(d["text"] for d in described if d["id"] == "presidential_palace")
    assert "Palace Guard" in palace and "held for El Presidente" in palace


def test_map_marks_battle_control_cousin_and_players_out_of_the_coup():
    from engine.games.junta import svg
    data = engine.content.load("junta")
    players = [{"id": f"p{i}", "name": f"Player {i}", "offices": [], "status": "active", "rebel": False,
                "side": None, "hand_size": 1} for i in range(1, 4)]
    players[0]["offices"], players[1]["status"], players[2]["rebel"] = ["presidente"], "dead", True
    board = {"phase": 3, "phase_name": "Coup Phase 3", "segment": "battle", "leader": "p3", "players": players,
             "stacks": {"plaza": {"p3": {"crowd": 2}, "cousin": {"infantry": 5}}, "barracks_1": {"p2": {"infantry": 5}}},
             "offboard": {"p3": {"air_force": 1}}, "control": {"parliament": "rebels"}, "battle": "plaza",
             "raids_left": 2, "gunboat_ready": False}
    text = svg.render(board, data["spaces"], data["kinds"], "p3")
    ET.fromstring(text)
    assert "BATTLE" in text and ">Rebels<" in text and "Player 3 (you)" in text and "Gunboat used" in text
    assert 'data-owner="cousin"' in text and "El Presidente's Cousin" in text
    words = {d["id"]: d["text"] for d in svg.describe_spaces(board, data["spaces"], data["kinds"])}
    assert words["plaza"] == ("Plaza de la República (District): El Presidente's Cousin: 5 Infantry; "
                              "Player 3: 2 Crowds. A battle is being fought here")    # the Cousin after El Presidente
    assert "Player 2 (dead, not counted): 5 Infantry" in words["barracks_1"]
    assert "held by the Rebels" in words["parliament"]
    # the Cousin's chips take El Presidente's colour (seat 1's)
    cousin = re.search(r'<g class="chip" data-owner="cousin">(.*?)</g>', text).group(1)
    assert svg.SEAT_COLORS[0] in cousin


def test_a_reference_section_links_a_step_of_an_example_and_a_wrong_link_stops_the_build():
    from generator import content
    files = content.load()["junta"]
    learn = b.learn_data("junta", files)
    sec = next(s for s in learn["sections"] if s["id"] == "4.2")
    assert {"id": "cousin-and-exile", "title": "The Cousin moves, an exile comes home, another leaves, step 2",
            "step": 2} in sec["examples"]
    broken = dict(files, reference=[{"sections": [dict(sec, example="cousin-and-exile#99")]}])
    with pytest.raises(b.BuildError) as err:
        b.learn_data("junta", broken)
    assert "section 4.2 points at example 'cousin-and-exile#99'" in str(err.value)
