"""One game's checked content kept in .cache/content/ for the printing commands (issue 26.7): the same data as
loading and checking it, and never a stale answer: any change to the content is checked (and refused) again."""

import shutil

import pytest

from content_kit import edit
from generator import content, content_cache
from generator.problems import ContentError

REAL = content.CONTENT_DIR


@pytest.fixture
def tree(tmp_path):
    shutil.copytree(REAL / "junta", tmp_path / "content" / "junta")
    return tmp_path / "content"


def test_the_cache_gives_the_checked_content_and_is_used_the_second_time(tree, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    first = content_cache.load("junta", tree, cache)
    assert first == content.load(tree, games=("junta",))
    assert len(list(cache.glob("junta-*.pickle"))) == 1

    def no_check(*args, **kwargs):
        raise AssertionError("loaded and checked again")
    monkeypatch.setattr(content, "load", no_check)
    assert content_cache.load("junta", tree, cache) == first


def test_a_changed_file_is_checked_again_and_its_problem_reported(tree, tmp_path):
    cache = tmp_path / "cache"
    content_cache.load("junta", tree, cache)
    edit(tree / "junta" / "game.yaml", 'title: "Junta"', "title: 7")
    with pytest.raises(ContentError) as err:
        content_cache.load("junta", tree, cache)
    assert any("game.yaml" in str(p) for p in err.value.problems)
    assert len(list(cache.glob("junta-*.pickle"))) == 1          # the problem is not kept: the old entry only
    edit(tree / "junta" / "game.yaml", "title: 7", 'title: "Junta, again"')
    assert content_cache.load("junta", tree, cache)["junta"]["game"]["title"] == "Junta, again"
    assert len(list(cache.glob("junta-*.pickle"))) == 1          # one entry a game


def test_an_unknown_folder_beside_the_game_is_still_reported(tree, tmp_path):
    cache = tmp_path / "cache"
    content_cache.load("junta", tree, cache)
    (tree / "chess").mkdir()
    with pytest.raises(ContentError) as err:
        content_cache.load("junta", tree, cache)
    assert any("unknown game folder" in str(p) for p in err.value.problems)


def test_the_key_follows_the_code_that_checks(tree, monkeypatch, tmp_path):
    before = content_cache.key("junta", tree)
    code = tmp_path / "code"
    code.mkdir()
    (code / "check.py").write_text("RULE = 1\n")
    monkeypatch.setattr(content_cache, "CODE_DIRS", content_cache.CODE_DIRS + (code,))
    one = content_cache.key("junta", tree)
    (code / "check.py").write_text("RULE = 2\n")
    assert len({before, one, content_cache.key("junta", tree)}) == 3


def test_an_unreadable_entry_is_passed_by(tree, tmp_path):
    cache = tmp_path / "cache"
    first = content_cache.load("junta", tree, cache)
    entry = next(cache.glob("junta-*.pickle"))
    entry.write_bytes(b"not a pickle")
    assert content_cache.load("junta", tree, cache) == first
