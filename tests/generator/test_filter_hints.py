"""The filter boxes of a game's rules and glossary pages suggest words of that game (the walk of issue 27: every
game's glossary suggested "Cell" and every rules page "Arrest or 3.2.4", words only Uruguay has): the word is a
title or term shown on the page and the number is a section of it."""

import html
import re

import pytest

from generator import build as b

GAMES = ["guerilla", "junta", "paraguay", "uruguay"]


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build(pdf=False)
    return b.DIST


def placeholder(page):
    found = re.search(r'<input id="filter"[^>]*placeholder="([^"]*)"', page)
    assert found, "no filter box"
    return html.unescape(found[1])


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_filter_suggests_a_title_and_a_number_of_this_game(site, game):
    page = (site / game / "rules" / "index.html").read_text(encoding="utf-8")
    hint = re.fullmatch(r"e\.g\. (.+) or ([\d.]+)", placeholder(page))
    assert hint, placeholder(page)
    word, number = hint[1], hint[2]
    assert f'id="{number}"' in page, number
    titles = [html.unescape(re.sub(r"<[^>]+>", "", t)) for t in re.findall(r"<h[2-5][^>]*>(.*?)</h[2-5]>", page, re.S)]
    assert any(word in t for t in titles), (word, titles[:8])


@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_filter_suggests_a_term_of_this_game(site, game):
    page = (site / game / "glossary" / "index.html").read_text(encoding="utf-8")
    hint = re.fullmatch(r"e\.g\. (.+)", placeholder(page))
    assert hint, placeholder(page)
    terms = [html.unescape(re.sub(r"<[^>]+>", "", t)).strip() for t in re.findall(r"<dt>(.*?)</dt>", page, re.S)]
    assert any(t == hint[1] or t.startswith(hint[1] + " ") for t in terms), (hint[1], terms[:8])
