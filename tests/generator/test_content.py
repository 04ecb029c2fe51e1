"""Content loading and validation: every problem is listed with its file and line."""

import shutil

import pytest
from content_kit import edit

from generator import content
from generator.problems import ContentError

REAL = content.CONTENT_DIR


@pytest.fixture
def tree(tmp_path):
    """A private copy of content/ to break."""
    shutil.copytree(REAL, tmp_path / "content")
    return tmp_path / "content"


def line_of(path, needle):
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return n
    raise AssertionError(needle)


def problems(tree, overlay=None):
    with pytest.raises(ContentError) as err:
        content.load(tree, overlay=overlay)
    return [str(p) for p in err.value.problems]


def test_junta_content_is_checked_across_files(tree):
    game_map = tree / "junta" / "map.yaml"
    text = game_map.read_text(encoding="utf-8")
    assert "Central Bank" in text
    game_map.write_text(text.replace("Central Bank", "Reserve Bank", 1), encoding="utf-8")
    assert any("power center" in p.lower() for p in problems(tree))


def test_real_content_is_valid():
    loaded = content.load()
    assert len(loaded["uruguay"]["cards"]["cards"]) == 39
    assert loaded["uruguay"]["game"]["id"] == "uruguay"


def test_yaml_syntax_error_names_file_and_line(tree):
    cards = tree / "uruguay" / "cards.yaml"
    edit(cards, "    kind: event\n", "    kind: [event\n")
    found = problems(tree)
    assert len(found) == 1 and "cards.yaml:" in found[0] and "YAML error" in found[0]
    line = int(found[0].split("cards.yaml:")[1].split(":")[0])
    assert abs(line - line_of(cards, "kind: [event")) <= 2


def test_all_schema_problems_are_listed_with_lines(tree):
    cards = tree / "uruguay" / "cards.yaml"
    edit(cards, "    kind: event\n", "    kind: evnt\n")
    edit(cards, "  - id: U5\n", "  - id: U5\n    colour: red\n")
    edit(tree / "uruguay" / "game.yaml", "players: \"2\"", "players: two")
    found = problems(tree)
    assert len(found) == 3, found
    kind = next(p for p in found if "evnt" in p)
    assert kind.startswith(f"{cards}:{line_of(cards, 'kind: evnt')}: ")
    assert "cards[0].kind" in kind
    colour = next(p for p in found if "colour" in p)
    assert colour.startswith(f"{cards}:{line_of(cards, 'colour: red')}: ") and "unknown key" in colour
    game = tree / "uruguay" / "game.yaml"
    assert any(p.startswith(f"{game}:{line_of(game, 'players: two')}: ") for p in found)


def test_cross_checks(tree):
    cards = tree / "uruguay" / "cards.yaml"
    edit(cards, "  - id: U7\n", "  - id: U8\n")
    found = problems(tree)
    assert any("does not match its number 7" in p for p in found)
    assert any("appears twice" in p for p in found)


def test_missing_and_unknown_files(tree):
    (tree / "uruguay" / "cards.yaml").unlink()
    (tree / "uruguay" / "extras.yaml").write_text("a: 1\n")
    found = problems(tree)
    assert any("cards.yaml" in p and "missing" in p for p in found)
    assert any("extras.yaml" in p and "no schema" in p for p in found)


def test_duplicate_keys_are_refused(tree):
    edit(tree / "uruguay" / "game.yaml", "short_title: Uruguay\n", "short_title: Uruguay\nshort_title: Again\n")
    assert any("duplicate key" in p for p in problems(tree))


def test_overlay_replaces_fields_by_id(tmp_path):
    over = tmp_path / "overlay" / "uruguay"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: U2\n    title: Printed Title\n", encoding="utf-8")
    loaded = content.load(overlay=tmp_path / "overlay")
    cards = {c["id"]: c for c in loaded["uruguay"]["cards"]["cards"]}
    assert cards["U2"]["title"] == "Printed Title"
    assert cards["U2"]["kind"] == "event" and cards["U3"]["title"] == "Ratoneras Terrorize Neighborhoods"


def test_overlay_is_validated_too(tmp_path):
    over = tmp_path / "overlay" / "uruguay"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: U2\n    number: 99\n  - id: U77\n    title: X\n")
    found = problems(REAL, overlay=tmp_path / "overlay")
    assert any("U77" in p and "overlay" in p for p in found)
    assert any("99 is outside" in p for p in found)
    assert any(p.startswith(str(over / "cards.yaml")) for p in found)


def test_compiled_engine_data_is_the_content(tmp_path):
    paths = content.compile_to_engine(content.load(), tmp_path)
    assert [p.name for p in paths] == [f"{game}.json" for game in sorted(content.SITES)]
    import json
    data = json.loads(next(p for p in paths if p.name == "uruguay.json").read_text(encoding="utf-8"))
    assert data["game"]["id"] == "uruguay" and len(data["cards"]) == 39


def test_one_game_is_loaded_alone_and_ignores_other_games_overlays(tmp_path):
    over = tmp_path / "overlay" / "junta"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: NOPE\n    name: X\n", encoding="utf-8")   # a bad Junta overlay
    loaded = content.load(overlay=tmp_path / "overlay", games=("uruguay",))
    assert list(loaded) == ["uruguay"] and loaded["uruguay"] == content.load(games=("uruguay",))["uruguay"]
    with pytest.raises(ContentError):
        content.load(overlay=tmp_path / "overlay", games=("junta",))        # the same overlay counts for Junta
