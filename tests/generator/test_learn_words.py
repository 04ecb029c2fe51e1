"""What the learning pages say in words (a walk of the pages, issue 27): a source badge is not said again in the text
beside it, a player never reads a developer's file name, Paraguay's bases have names, the map's own spelling
holds in the notes about it, and a glossary entry lists its rules in order. Read from the built site (``dist/``),
like the other page tests."""

import html
import re
import unicodedata

import pytest

from generator import build as b
from generator import content

GAMES = ("uruguay", "junta", "guerilla", "paraguay")
_TAG = re.compile(r"<[^>]+>")
_CODE = re.compile(r"<(script|style|code|svg|pre|template)\b.*?</\1>", re.S)


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


def text_of(markup):
    """The words a reader sees in a piece of HTML (code blocks and pictures left out)."""
    return re.sub(r"\s+", " ", html.unescape(_TAG.sub(" ", _CODE.sub(" ", markup)))).strip()


def game_pages(site, gid):
    """A game's pages a player reads on screen (the printed aids, another part of the site, aside)."""
    return sorted(p for p in (site / gid).rglob("*.html") if "print" not in p.relative_to(site / gid).parts)


@pytest.mark.parametrize("gid", GAMES)
def test_a_source_badge_is_not_said_again_in_the_words_beside_it(site, gid):
    """walk: "RECONSTRUCTED Reconstructed: the coastal casinos", "RULEBOOK … (rulebook)", "RULEBOOK The rulebook
    names …": the badge already says where a row comes from; the words say what it rests on."""
    page = (site / gid / "reconstructed" / "index.html").read_text(encoding="utf-8")
    badges = re.findall(r'<span class="mark (\w+)">\w+</span>(.*?)</(?:td|p|caption|dd)>', page, re.S)
    assert len(badges) >= 4
    echoes = []
    for word, rest in badges:
        said = text_of(rest)
        if re.match(rf"(?:(?:a|an|the)\s+)?{word}\b", said, re.I) or re.search(rf"\({word}\)", said, re.I):
            echoes.append(f"{word.upper()} {said[:90]}")
    assert echoes == []


@pytest.mark.parametrize("gid", GAMES)
def test_a_player_never_reads_a_developers_file_name(site, gid):
    """A page said "our reading (DATA-GAPS.md)": a file of the code or the notes means nothing to a player (an overlay's
    own file names, shown as code to the people who write one, are another matter)."""
    found = []
    for path in game_pages(site, gid):
        words = text_of(path.read_text(encoding="utf-8"))
        for m in re.finditer(r"[\w./-]*\b[\w-]+\.(?:md|py|yaml|json|mjs)\b", words):
            found.append(f"{path.relative_to(site)}: …{words[max(0, m.start() - 40):m.end()]}")
    assert found == []


def test_paraguays_bases_are_headed_by_names_in_words(site):
    """walk: the list of what each reconstruction rests on was headed by ids such as paraguay_interior."""
    page = (site / "paraguay" / "reconstructed" / "index.html").read_text(encoding="utf-8")
    heads = [text_of(dt) for dt in re.findall(r"<dt>(.*?)</dt>", page.split('<dl class="bases">')[1].split("</dl>")[0], re.S)]
    ids = [b["id"] for b in content.load()["paraguay"]["bases"]["bases"]]
    assert len(heads) == len(ids) > 10
    assert [h for h in heads if "_" in h or h in ids or not h[:1].isupper()] == []
    assert len(set(heads)) == len(heads)


def _plain(name):
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


@pytest.mark.parametrize("gid", ["uruguay", "junta"])
def test_a_space_is_spelled_as_the_map_spells_it(site, gid):
    """walk: Uruguay's reconstructed sources wrote Ituzaingo and Malvin where the map says Ituzaingó and Malvín."""
    names = [s["name"] for s in content.load()[gid]["map"]["spaces"]]
    accented = {_plain(n): n for n in names if _plain(n) != n}
    assert gid == "junta" or len(accented) >= 2
    found = []
    for path in game_pages(site, gid):
        words = text_of(path.read_text(encoding="utf-8"))
        for plain, name in accented.items():
            if re.search(rf"\b{re.escape(plain)}\b", words):
                found.append(f"{path.relative_to(site)}: {plain} for {name}")
    assert found == []


def _key(rid):
    return [int(n) for n in rid.split(".")]


@pytest.mark.parametrize("gid", GAMES)
def test_a_glossary_entry_lists_its_rules_in_order(site, gid):
    """walk: Junta's glossary listed "5.5, 1.4"."""
    page = (site / gid / "glossary" / "index.html").read_text(encoding="utf-8")
    lists = [re.findall(r'class="ruleref"[^>]*>([\d.]+)</a>', m)
             for m in re.findall(r'<span class="meta">Rules: (.*?)</span></dd>', page, re.S)]
    assert len(lists) > 20 and any(len(rules) > 1 for rules in lists)
    assert [r for r in lists if r != sorted(r, key=_key)] == []
