"""What the built pages say, read as a reader reads it (pages8): every rule number in the words is a link, and
numbers are set as numbers (a range takes an en dash, a negative number a minus sign). Read from ``dist/``, like
the other page tests: a cheap check over every game's pages a player reads on screen."""

import html.parser
import re

import pytest

from generator import build as b

GAMES = ("uruguay", "junta", "guerilla", "paraguay")
# Words a reader does not read as prose: a link's own text (already a link), code and commands, pictures, scripts;
# and a menu's choices (an <option> holds text only, so a rule number there cannot be a link).
_SKIP = {"a", "code", "pre", "kbd", "samp", "script", "style", "svg", "template", "title", "textarea", "option"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}


class _Words(html.parser.HTMLParser):
    """The words of a page outside the elements above, as (text, section) pieces: ``section`` is the rule whose
    section (``<section id="3.2.4">`` of a rules page) holds the words, or None. An element with class ``sheet``
    (a printed setup or deal sheet shown on its page, and the packets' sheets) is left out with ``sheets=False``."""

    def __init__(self, sheets):
        super().__init__(convert_charrefs=True)
        self.sheets, self.stack, self.pieces = sheets, [], []

    def handle_starttag(self, tag, attrs):
        if tag in _VOID:
            return
        a = dict(attrs)
        skip = tag in _SKIP or (not self.sheets and "sheet" in (a.get("class") or "").split())
        rid = a.get("id") if tag == "section" and re.fullmatch(r"\d+(\.\d+)+", a.get("id") or "") else None
        self.stack.append((tag, skip, rid))

    def handle_endtag(self, tag):
        if any(t == tag for t, _, _ in self.stack):
            while self.stack and self.stack.pop()[0] != tag:
                pass

    def handle_data(self, data):
        if any(skip for _, skip, _ in self.stack):
            self.pieces.append((" ", None))
            return
        rid = next((r for _, _, r in reversed(self.stack) if r), None)
        self.pieces.append((data, rid))


def words(path, sheets=False):
    """[(text, section)] of the page at ``path``, runs of one section joined."""
    parser = _Words(sheets)
    parser.feed(path.read_text(encoding="utf-8"))
    joined = []
    for text, rid in parser.pieces:
        if joined and joined[-1][1] == rid:
            joined[-1] = (joined[-1][0] + text, rid)
        else:
            joined.append((text, rid))
    return [(re.sub(r"\s+", " ", t), rid) for t, rid in joined]


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


def screen_pages(site, gid):
    """A game's pages read on screen: every page but the printed aids (print/, print8's)."""
    return sorted(p for p in (site / gid).rglob("*.html") if "print" not in p.relative_to(site / gid).parts)


_NUM = r"\d+\.\d+(?:\.\d+)*"
# A rule cited in words: "rule 8.0", "rules 3.2 and 3.3", "section 1.3"; or in brackets: "(4.4)", "(1.1, 1.6)",
# "(rule 2.1)", "(see 6.4.2)". Every such number is a link, save a section's own number inside that section.
_CITED = re.compile(rf"\b(?:rules?|sections?)\s+({_NUM}(?:(?:,\s*|\s+and\s+|\s+or\s+|\s+to\s+){_NUM})*)"
                    rf"|\((?:(?:rules?|see|sections?)\s+)?({_NUM}(?:(?:,\s*|\s+and\s+|\s+or\s+){_NUM})*)\)", re.I)


def unlinked_rules(path):
    """Every rule number cited in the words of the page at ``path`` that is not a link, with its context."""
    found = []
    for text, own in words(path):
        for m in _CITED.finditer(text):
            for num in re.findall(_NUM, m.group(1) or m.group(2)):
                if num != own:
                    found.append(f"{num}: …{text[max(0, m.start() - 50):m.end() + 10]}")
    return found


@pytest.mark.parametrize("gid", GAMES)
def test_every_rule_number_cited_in_a_pages_words_is_a_link(site, gid):
    """walk (issue 27): Uruguay's examples said "(rule 8.0)" in plain text, where every other rule number is a link
    (8.0, the rulebook's example of play, is not a section of the reference: it is the example itself)."""
    found = [f"{p.relative_to(site)}: {f}" for p in screen_pages(site, gid) for f in unlinked_rules(p)]
    assert found == []
