"""Each game's sandbox names its own board in its own words (issue 27's walk): the "Why not…" picker's empty choice
said "a space of the board…" on Guerilla's table of cards and groups, which has no spaces in that sense. The words
live in each game's sandbox template (data-why-not-pick); the shared script names no game and holds no default
that speaks of spaces."""

import re

import pytest

from generator import build as b

WORDS = {"guerilla": "a group, card or seat…", "junta": "a place in the city…", "paraguay": "a hex of the map…",
         "uruguay": "a space of the map…"}


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


@pytest.mark.parametrize("game", sorted(WORDS))
def test_each_sandbox_names_what_its_board_is_made_of(site, game):
    page = (site / game / "sandbox" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'data-why-not-pick="([^"]*)"', page) == [WORDS[game]]


def test_the_shared_picker_speaks_of_no_space_of_the_board():
    script = (b.ROOT / "site" / "static" / "js" / "why-not.mjs").read_text(encoding="utf-8")
    assert "a space of the board" not in script and "whyNotPick" not in script      # the page passes its words
    assert "pick" in re.search(r"export function setUpWhyNot\(\{([^}]*)\}", script).group(1)
