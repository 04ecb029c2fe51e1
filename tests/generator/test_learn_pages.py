"""The learning pages' rough edges a new visitor found: a decimal in arithmetic made a rule link, glossary
entries repeated their own name, Junta's contents had one chapter, rule numbers in the cards and setup pages' prose
were plain text, ranges mixed hyphens and en dashes, and Guerilla's reconstructed data said one long source on every
row. Read from the built site (``dist/``), like the other page tests."""

import html
import re

import pytest

from generator import build as b
from generator import render

GAMES = ("uruguay", "junta", "guerilla", "paraguay")
_DROP = re.compile(r"<(script|style|code|svg|pre|a|title|option|select|template)\b.*?</\1>", re.S)
_TAG = re.compile(r"<[^>]+>")
_NUMBER = re.compile(r"(?<![\w.])(\d{1,2}\.\d{1,2}(?:\.\d+)?)(?![\w]|\.\d)")


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


def read(site, rel):
    return (site / rel).read_text(encoding="utf-8")


def words(markup):
    """The text a reader sees, less links, code, pictures and form options."""
    return re.sub(r"\s+", " ", html.unescape(_TAG.sub(" ", _DROP.sub(" ", markup))))


def test_a_number_in_arithmetic_is_not_a_rule_link():
    link = render.Linker("r.html", "c.html", "g.html", ["2.2", "2.5", "3.1", "13.9"], [], [])
    for text in ("11 divided by 5 is 2.2, so", "2 + 0.5 = 2.5 here", "a ratio of 5 × 2.2", "2.5 × 2 is 5"):
        assert "ruleref" not in link(text), text
    for text, rid in (("see 2.2 and 3.1", "2.2"), ("as 2.5 says", "2.5"), ("(2.2, 3.1)", "3.1"),
                      ("the cost is 1 (13.9)", "13.9")):
        assert f'href="r.html#{rid}">{rid}</a>' in link(text), text


def test_no_built_page_links_a_rule_number_that_follows_arithmetic(site):
    found = []
    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for m in re.finditer(r'<a class="ruleref" href="[^"]*">([^<]+)</a>', text):
            before = words(text[max(0, m.start() - 200):m.start()]).rstrip()
            if re.search(r"(?:[=×÷+−]|\bis|\btimes|\bdivided by)$", before) and re.search(r"\d", before[-25:]):
                found.append(f"{page.relative_to(site)}: …{before[-30:]} {m.group(1)}")
    assert found == []


@pytest.mark.parametrize("gid", GAMES)
def test_a_glossary_entry_lists_only_forms_that_differ_from_its_headword(site, gid):
    page = read(site, f"{gid}/glossary/index.html")
    entries = re.findall(r"<dt>(.*?)</dt>", page, re.S)
    assert len(entries) > 20
    same = []
    for dt in entries:
        head, _, forms = html.unescape(_TAG.sub("", dt)).partition(" (")
        listed = [f.strip().lower() for f in forms.rstrip(")").split(",") if f.strip()]
        if head.strip().lower() in listed or len(set(listed)) != len(listed):
            same.append(dt)
    assert same == []


def test_junta_rules_contents_have_a_chapter_for_each_part(site):
    page = read(site, "junta/rules/index.html")
    chapters = re.findall(r'<li class="toc-1"><a href="#(\d+\.0)">', page)
    assert chapters == ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]
    for n in range(2, 7):                         # each chapter heads its own sections, not 1.0's
        assert f'<section class="rule depth-1" id="{n}.0"' in page
        assert f'<section class="rule depth-2" id="{n}.1"' in page


@pytest.mark.parametrize("rel", ["uruguay/cards/index.html", "uruguay/deck/index.html", "junta/scenario/index.html",
                                 "paraguay/setup/index.html", "guerilla/deal/index.html"])
def test_rule_numbers_in_the_cards_and_setup_pages_prose_are_links(site, rel):
    page = read(site, rel)
    main = page[page.index("<main"):page.index("</main>")]
    prose = "".join(re.findall(r"<p\b.*?</p>", main, re.S))
    assert "ruleref" in prose
    plain = [m.group(1) for m in _NUMBER.finditer(words(prose))]
    assert plain == []


def test_prose_ranges_use_en_dashes_and_paraguay_has_one_span(site):
    found = []
    for page in sorted(site.rglob("*.html")):
        if "pagefind" in page.parts:
            continue
        text = words(page.read_text(encoding="utf-8"))
        for m in re.finditer(r"(?<![\w\-–/.:\"])\d{1,4}-\d{1,4}(?![\w\-–/\"])", text):    # a range; not "1335-7" or 2-3-6
            found.append(f"{page.relative_to(site)}: {m.group(0)}")
        if "1865–1869" in text or "1865-1869" in text:
            found.append(f"{page.relative_to(site)}: the war dated 1865–1869")
    assert found == []
    assert "War of the Triple Alliance: Paraguay 1865–1870" in read(site, "paraguay/index.html")


def test_guerilla_reconstructed_data_says_a_kinds_shared_source_once(site):
    page = read(site, "guerilla/reconstructed/index.html")
    text = words(page)
    for start in ("Split unit card", "Leader card (", "The complex and its ability are in the Red Card",
                  "Name, use and timing"):
        assert text.count(start) == 1, start
    # what one kind of event adds of its own stays on its row
    assert "Strength 5 (not printed)" in text and "which use doubles is our reading" in text


# The pages a player reads on screen: every rule number there is a link, as in the rules, the printed
# sheets shown on the deck, deal, setup and packet pages too (their PDFs keep plain numbers). Left out: the printed
# aids (print/).
_PRINTED = {"print"}
_SECTION = re.compile(r'<section class="rule depth-\d+" id="([\d.]+)"')


def plain_rule_numbers(markup, rule_ids):
    """The rule numbers a page shows as plain text: numbers of real rules outside links, code and pictures, less a
    rule's own number in its heading or its own section (the rules page links no rule to itself)."""
    found = []
    parts = _SECTION.split(markup)                      # [before, id, section…, id, section…]
    for own, part in [(None, parts[0])] + list(zip(parts[1::2], parts[2::2])):
        part = re.sub(r'<span class="num">[^<]*</span>', " ", part)
        found += [n for n in _NUMBER.findall(words(part)) if n in rule_ids and n != own]
    return found


@pytest.mark.parametrize("gid", GAMES)
def test_rule_numbers_on_the_learning_pages_are_links(site, gid):
    rule_ids = set(_SECTION.findall(read(site, f"{gid}/rules/index.html")))
    assert len(rule_ids) > 30
    found = []
    for page in sorted((site / gid).rglob("index.html")):
        rel = page.relative_to(site / gid)
        if rel.parts[0] in _PRINTED:
            continue
        plain = plain_rule_numbers(page.read_text(encoding="utf-8"), rule_ids)
        if plain:
            found.append(f"{rel}: {' '.join(plain[:6])}{' …' if len(plain) > 6 else ''}")
    assert found == []


def test_no_word_runs_into_a_bracket(site):
    """Paraguay's rules lead read "section numbers(1.0 to 13.31)": a template's line break was trimmed away."""
    found = []
    for page in sorted(site.rglob("*.html")):
        if "pagefind" not in page.parts:
            text = words(page.read_text(encoding="utf-8"))
            found += [f"{page.relative_to(site)}: …{text[max(0, m.start() - 20):m.end() + 10]}"
                      for m in re.finditer(r"[A-Za-z]\((?=\w)", text)]
    assert found == []


def test_a_glossary_entry_s_other_forms_are_worked_out_before_the_page():
    """The glossary prints a term's other forms; the gatherer works them out (before: it was a loop in Jinja)."""
    term = {"term": "Cell", "aliases": ["cell", "Cells", "cells", "Underground Cell", "CELLS"]}
    assert b.other_forms(term) == ["Cells", "Underground Cell"]
    assert b.other_forms({"term": "Arrest"}) == []
    learn = b.learn_data("uruguay", {"game": {}, "glossary": {"terms": [term]}})
    assert learn["terms"][0]["forms"] == ["Cells", "Underground Cell"]


def test_paraguay_s_scenario_and_set_up_titles_take_en_dashes_in_ranges():
    """A range takes an en dash in a name or a title too: "Turns I–IX (1865–1869)", "the set-up … (3.1–3.4)"."""
    import engine
    from generator.games.paraguay import board, print_map
    hyphen_range = re.compile(r"(?<![\w-])(?:\d+(?:\.\d+)?|[IVX]+)-(?:\d+(?:\.\d+)?|[IVX]+)(?![\w-])")
    titles = list(engine.get_game("paraguay").scenarios.values()) + [print_map.map_title("I3GK-WVLF")]
    titles.append(re.search(r"<title[^>]*>([^<]*)</title>", board.board_svg({"seed": 1}, parts=()))[1])  # the map's own
    assert len(titles) == 3 and "1865–1869" in titles[0] and "(3.1–3.4)" in titles[2]
    assert [t for t in titles if hyphen_range.search(t)] == []


def test_paraguays_reconstructed_tables_lead_to_what_they_rest_on(site):
    """The tables' sources read "RECONSTRUCTED (crt)", an id from the content files (a walk of the pages): each now
    leads to its basis further down the page, in words."""
    page = read(site, "paraguay/reconstructed/index.html")
    text = words(page)
    assert not re.search(r"\((?:crt|attrition|run_the_guns)\)", text)
    for basis in ("crt", "attrition", "run_the_guns"):
        assert f'<a href="#basis-{basis}">what it rests on</a>' in page and f'id="basis-{basis}"' in page


def test_rule_ranges_on_the_learning_pages_take_en_dashes(site):
    """"3.3-3.4", "11.10-11.19" read on Paraguay's reconstructed data, rules and landing pages (a walk of the pages): a
    range of rules takes an en dash as any other range. Pictures (their own drawing) and the printed sheets aside."""
    found = []
    for gid in GAMES:
        for page in sorted((site / gid).rglob("index.html")):
            rel = page.relative_to(site / gid)
            if rel.parts[0] not in _PRINTED:
                text = re.sub(r"<(svg|script|style|title)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
                text = html.unescape(_TAG.sub("", text))            # links' words kept: "11.10-11.19" is two links
                found += [f"{gid}/{rel}: {m}" for m in re.findall(r"\d+\.\d+-\d+\.\d+", text)]
    assert found == []


@pytest.mark.parametrize("gid", GAMES)
def test_the_game_menu_marks_the_section_of_an_example_page(site, gid):
    """The sub-navigation marks its link to the page shown, and on a page inside a section (an example of play,
    under examples/ID/) the section's link: "Examples" was left unmarked there."""
    def marked(rel):
        nav = read(site, rel).split('<nav class="subnav', 1)[1].split("</nav>", 1)[0]
        return re.findall(r'<a href="[^"]*" aria-current="(\w+)">([^<]+)</a>', nav)
    examples = sorted(p.parent.name for p in (site / gid / "examples").glob("*/index.html"))
    assert examples
    assert marked(f"{gid}/examples/{examples[0]}/index.html") == [("true", "Examples")]
    assert marked(f"{gid}/examples/index.html") == [("page", "Examples")]
    assert marked(f"{gid}/rules/index.html") == [("page", "Rules")]
    assert marked(f"{gid}/index.html") == [("page", "Overview")]


def test_no_form_option_holds_a_rule_number_and_junta_s_casualties_link_theirs(site):
    """A rule number inside a <select>'s option cannot be a link: Junta's "(1.3)" moved beside its label."""
    found = []
    for page in sorted(site.rglob("*.html")):
        for option in re.findall(r"<option\b[^>]*>([^<]*)</option>", page.read_text(encoding="utf-8")):
            if _NUMBER.search(option):
                found.append(f"{page.relative_to(site)}: {option}")
    assert found == []
    field = read(site, "junta/scenario/index.html").split('<label for="casualties">', 1)[1].split("</select>")[0]
    assert '<a class="ruleref" href="../../junta/rules/index.html#1.3">1.3</a>' in field


_SHEET_PAGES = ["uruguay/deck/index.html", "junta/scenario/index.html", "paraguay/setup/index.html",
                "guerilla/deal/index.html"] + [f"{g}/packet/index.html" for g in GAMES]


@pytest.mark.parametrize("rel", _SHEET_PAGES)
def test_the_printed_sheet_shown_on_a_page_links_its_rule_numbers(site, rel):
    """The sheet (and a packet's table and cover, cloned from the page's <template>s) on screen: every rule number a
    link, as everywhere else on the site; a board drawing inside it is left whole."""
    page = read(site, rel)
    main = page[page.index("<main"):page.index("</main>")]
    rule_ids = set(_SECTION.findall(read(site, rel.split("/")[0] + "/rules/index.html")))
    kept = re.sub(r"<(script|style|svg|code|a|option|select)\b.*?</\1>", " ", main, flags=re.S)
    plain = [n for n in _NUMBER.findall(html.unescape(_TAG.sub(" ", kept))) if n in rule_ids]
    assert plain == []
    sheet = main[main.index('class="sheet') if 'class="sheet' in main else main.index("<template"):]
    assert sheet.count('class="ruleref"') >= 2
    assert not re.search(r"<svg\b(?:(?!</svg>).)*class=\"ruleref\"", main, re.S)
