"""What the built pages say, read as a reader reads it: every rule number in the words is a link, and
numbers are set as numbers (a range takes an en dash, a negative number a minus sign). Read from ``dist/``, like
the other page tests: a cheap check over every game's pages a player reads on screen."""

import html
import html.parser
import re

import pytest

from generator import build as b
from generator import content

GAMES = ("uruguay", "junta", "guerilla", "paraguay")
# Words a reader does not read as prose: a link's own text (already a link), code and commands, pictures, scripts;
# and a menu's choices (an <option> holds text only, so a rule number there cannot be a link).
_SKIP = {"a", "code", "pre", "kbd", "samp", "script", "style", "svg", "template", "title", "textarea", "option"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}


class _Words(html.parser.HTMLParser):
    """The words of a page outside the elements above, as (text, section) pieces: ``section`` is the rule whose
    section (``<section id="3.2.4">`` of a rules page) holds the words, or None. An element with class ``sheet``
    (a printed setup or deal sheet shown on its page, and the packets' sheets) is left out with ``sheets=False``."""

    def __init__(self, sheets, drawn):
        super().__init__(convert_charrefs=True)
        self.sheets, self.drawn, self.stack, self.pieces = sheets, drawn, [], []

    def handle_starttag(self, tag, attrs):
        self.pieces.append((" ", None))          # words in two elements are two words ("modifier</dt><dd>-1")
        if tag in _VOID:
            return
        a = dict(attrs)
        in_svg = any(t == "svg" for t, _, _ in self.stack)
        skip = (tag in _SKIP and not (self.drawn and (tag == "svg" or tag == "title" and in_svg))) or (
            not self.sheets and "sheet" in (a.get("class") or "").split())
        rid = a.get("id") if tag == "section" and re.fullmatch(r"\d+(\.\d+)+", a.get("id") or "") else None
        self.stack.append((tag, skip, rid))

    def handle_endtag(self, tag):
        self.pieces.append((" ", None))
        if any(t == tag for t, _, _ in self.stack):
            while self.stack and self.stack.pop()[0] != tag:
                pass

    def handle_data(self, data):
        if any(skip for _, skip, _ in self.stack):
            self.pieces.append((" ", None))
            return
        rid = next((r for _, _, r in reversed(self.stack) if r), None)
        self.pieces.append((data, rid))


def words(path, sheets=False, drawn=False):
    """[(text, section)] of the page at ``path``, runs of one section joined; ``drawn``: with the words of its
    pictures (an SVG's labels and titles) too."""
    parser = _Words(sheets, drawn)
    parser.feed(path.read_text(encoding="utf-8"))
    joined = []
    for text, rid in parser.pieces:
        if joined and (joined[-1][1] == rid or not text.strip()):
            joined[-1] = (joined[-1][0] + text, joined[-1][1])
        else:
            joined.append((text, rid))
    return [(re.sub(r"\s+", " ", t), rid) for t, rid in joined]


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


def screen_pages(site, gid):
    """A game's pages read on screen: every page but the printed aids (print/)."""
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


def all_pages(site, gid):
    """Every page of a game, its printed aids (print/) included."""
    return sorted((site / gid).rglob("*.html"))


# A range of numbers ("11.8-11.19", "1-3"): two whole numbers joined by a hyphen, where an en dash belongs. A code
# with letters ("K3Q2-7ZPM", "T07-2BCD") is no range: the letters beside the figures keep it out.
_RANGE = re.compile(r"(?<![\w.])\d+(?:\.\d+)*-\d+(?:\.\d+)*(?![\w]|\.\d)")
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*"
# A range of months ("April-June 1865", the Turn Record Track's dates) alike.
_MONTHS = re.compile(rf"\b{_MONTH}-{_MONTH}\b")
# A negative number or a subtraction with the hyphen-minus ("-2 to +2", "4 - 1 = 3"), where a minus sign belongs.
_MINUS = re.compile(r"(?<![\w−-])-\d|\d\s+-\s+\d")
# What the pages print as the game prints it, hyphens and all (the only exemptions):
_PRINTED_SO = [
    re.compile(r"\b\d+-\d+-\d+\b"),        # a Paraguay counter's factors, attack-defense-movement, as on the counter
    re.compile(r'"\d{4}-\d(?: \w+)?"'),      # a Paraguay setup group's label, a hex and a reach: "1335-7" (3.3)
]
# Words the engine writes, which the pages only show (the seed's help, the legends, the leaders' modifiers), are held
# to the same: none is exempt.


def badly_set(text, allowed):
    """Each range with a hyphen or number with a hyphen-minus in ``text``, outside the spans ``allowed`` match."""
    spared = [m.span() for rx in allowed for m in rx.finditer(text)]
    return [text[max(0, m.start() - 40):m.end() + 20] for rx in (_RANGE, _MONTHS, _MINUS) for m in rx.finditer(text)
            if not any(a <= m.start() and m.end() <= b for a, b in spared)]


def drawn_words(path):
    """The words of every picture (SVG) on the page at ``path``: its labels and titles."""
    page = path.read_text(encoding="utf-8")
    return [html.unescape(t) for svg in re.findall(r"<svg\b.*?</svg>", page, re.S)
            for t in re.findall(r"<(?:text|tspan|title|desc)\b[^>]*>([^<]*)<", svg)]


@pytest.mark.parametrize("gid", GAMES)
def test_numbers_are_set_with_an_en_dash_and_a_minus_sign(site, gid):
    """walk (issue 27): "modifiers -2 to +2" on Guerilla's reconstructed data, "-3 for the marsh" in Paraguay's
    examples, rule ranges "7.3-7.10": a range takes an en dash (–) and a negative number the minus sign (−)."""
    found = [f"{p.relative_to(site)}: …{f}" for p in all_pages(site, gid)
             for text, _ in words(p, sheets=True) for f in badly_set(text, _PRINTED_SO)]
    assert found == []


@pytest.mark.parametrize("gid", GAMES)
def test_the_pictures_numbers_are_set_alike_save_the_engines_known_labels(site, gid):
    """The pictures' own words (an SVG's labels and titles): the dates of Paraguay's Turn Record Track, drawn from
    content, read "April-June 1865"; the engine's own labels ("cmd 2 -1" on a Guerilla leader) are held to the same."""
    found = sorted({f"{p.relative_to(site)}: …{f}" for p in all_pages(site, gid)
                    for text in drawn_words(p) for f in badly_set(text, _PRINTED_SO)})
    assert found == []


def place_names(gid):
    """The names of a game's places: Uruguay's and Junta's map spaces, Paraguay's named hexes."""
    data = content.load()[gid].get("map", {})
    return [p["name"] for p in data.get("spaces", []) + data.get("hexes", []) if p.get("name")]


@pytest.mark.parametrize("gid", ["uruguay", "junta", "paraguay"])
def test_two_places_side_by_side_take_an_en_dash(site, gid):
    """walk (issue 27): Uruguay's map notes read "Prado-Sayago confirmed", a pair of spaces (next to each other, or a
    route between them) joined by a hyphen, as if one place had a double name: two places take an en dash."""
    names = sorted(place_names(gid), key=len, reverse=True)
    assert len(names) > 10
    either = "|".join(re.escape(n) for n in names)
    pair = re.compile(rf"(?<![\w-])(?:{either})-(?:{either})(?![\w-])")
    found = [f"{p.relative_to(site)}: …{text[max(0, m.start() - 30):m.end() + 20]}" for p in all_pages(site, gid)
             for text, _ in words(p, sheets=True) for m in pair.finditer(text) if m.group(0) not in names]
    assert found == []


def test_a_rulebook_section_replayed_as_an_example_links_to_that_example():
    """The linker's side of "(rule 8.0)": a section the reference does not hold, but an example replays whole,
    links to the example (with the root in front); a number that is neither stays plain, and the example's own
    page does not link it to itself."""
    from generator import render
    link = render.Linker("u/rules/index.html", "c.html", "g.html", ["2.1"], [], [],
                         replayed={"8.0": "u/examples/example-of-play/index.html"})
    assert link("(rule 8.0)", "../../") == ('(rule <a class="ruleref" '
                                            'href="../../u/examples/example-of-play/index.html">8.0</a>)')
    assert 'href="#2.1"' not in link("2.1") and 'href="u/rules/index.html#2.1"' in link("2.1")
    assert "<a" not in link("(9.0)") and "<a" not in link("8.0 here", self_rule="8.0")


# A walk of the learning pages (issue 27), each at 390 and 1280 px.

@pytest.mark.parametrize("gid", GAMES)
def test_an_examples_rule_stays_on_one_line_with_its_word(site, gid):
    """At 390 px the examples index broke "(rule" at a line's end and "3.2.4)" on the next: the word and its number
    are held together by a no-break space."""
    page = (site / gid / "examples" / "index.html").read_text(encoding="utf-8")
    cited = re.findall(r"\(rule(\s|&nbsp;|\u00a0)", page)
    assert len(cited) >= 3 and set(cited) <= {"&nbsp;", "\u00a0"}


@pytest.mark.parametrize("gid", GAMES)
def test_an_example_page_leads_back_to_its_game_and_the_examples(site, gid):
    """An example's breadcrumb read "Examples › title" with no game, where every other page of a game begins with
    the game's name: a link opened from elsewhere did not say which game's examples these are."""
    pages = sorted((site / gid / "examples").glob("*/index.html"))
    assert len(pages) >= 3
    title = content.load(games=(gid,))[gid]["game"]["short_title"]        # once, not once a page
    for page in pages:
        crumb = re.search(r'<p class="crumbs[^"]*">(.*?)</p>', page.read_text(encoding="utf-8"), re.S).group(1)
        links = re.findall(r'<a href="([^"]+)">([^<]+)</a>', crumb)
        assert links[:2] == [("../../index.html", title), ("../index.html", "Examples")], page


def test_guerillas_computer_page_says_what_the_mercenarys_margin_is():
    """"wants the margin under 25 to score in full" met a newcomer before any rule had said what margin: the
    sentence says whose margin it is and links the rule that scores it (10.5)."""
    page = (b.DIST / "guerilla" / "computer" / "index.html").read_text(encoding="utf-8")
    our_side = re.search(r"<strong>Our side</strong>(.*?)</p>", page, re.S).group(1)
    assert "winning faction" in our_side and 'href="../../guerilla/rules/index.html#10.5"' in our_side


def _nested_brackets(text):
    """Whether ``text`` opens a bracket inside another: "(Allied player (Argentina, Brazil, Uruguay))"."""
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth > 1:
            return True
    return False


@pytest.mark.parametrize("gid", GAMES)
def test_the_computer_pages_list_of_decisions_has_no_brackets_in_brackets(site, gid):
    """Paraguay's list of decisions read "Moving the Allied stacks (Allied player (Argentina, Brazil, Uruguay))": the
    seat a decision is for follows its title without a bracket of its own, the seat's name keeping its own."""
    page = (site / gid / "computer" / "index.html").read_text(encoding="utf-8")
    toc = re.search(r'<nav class="toc computer-toc".*?</nav>', page, re.S).group(0)
    items = [re.sub(r"<[^>]+>", "", li) for li in re.findall(r"<li>(.*?)</li>", toc, re.S)]
    assert len(items) >= 3 and [t for t in items if _nested_brackets(t)] == []


_HEADING = re.compile(r"<h([1-6])\b[^>]*>(.*?)</h\1>", re.S)


@pytest.mark.parametrize("gid", GAMES)
def test_a_pages_headings_go_down_one_level_at_a_time(site, gid):
    """A reader moving by headings (a screen reader's outline) meets no skipped level: Uruguay's rules had 7.0.1
    as an h4 straight under 7.0's h2, since 7.0 counts as a chapter and 7.0.1 as three numbers deep."""
    skipped = []
    for path in screen_pages(site, gid):
        last = 0
        for m in _HEADING.finditer(path.read_text(encoding="utf-8")):
            level = int(m.group(1))
            if last and level > last + 1:
                name = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", m.group(2))).strip()
                skipped.append(f"{path.relative_to(site)}: h{level} after h{last}: {name}")
            last = level
    assert not skipped, skipped


_HYPHENED_SETUP = re.compile(r"\b[Ss]et-ups?\b")


def _visible_text(path):
    """Every word a page shows or reads out: its text, titles and link words included, its scripts and styles not
    (the tags' attributes, ids and addresses among them, are no words)."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", path.read_text(encoding="utf-8"), flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_paraguay_and_the_hub_write_the_noun_setup_as_one_word(site):
    """Before: Paraguay's pages wrote "set-up" in their text and "Setup" in the page's title and the navigation,
    where the other games write "setup" throughout. The noun is one word on its pages, the hub's and the setup page's
    own words (the verb, "set up", stays two)."""
    pages = all_pages(site, "paraguay") + [site / "index.html"]
    found = [f"{p.relative_to(site)}: …{t[max(0, m.start() - 40):m.end() + 20]}" for p in pages
             for t in [_visible_text(p)] for m in _HYPHENED_SETUP.finditer(t)]
    script = (b.ROOT / "site" / "static" / "js" / "setup-page-paraguay.mjs").read_text(encoding="utf-8")
    found += [f"setup-page-paraguay.mjs: {line.strip()}" for line in script.splitlines()
              if not line.lstrip().startswith("//") and _HYPHENED_SETUP.search(line)]
    assert found == []
