"""Shared CSS names no game: each game's own rules live in static/css/<game id>.css, which every page of that game,
its sheet PDFs and its packets load (and no other game's)."""

import re

import pytest

from generator import build as b

SITE = b.ROOT / "site"
CSS = SITE / "static" / "css"
SHARED = ("sheet.css", "print.css", "site.css", "packet.css")
GAMES = sorted(p.name for p in (b.ROOT / "content").iterdir() if p.is_dir())


def owners():
    """Each class named in a template's class="..." or a script's class list, and who uses it: a game id when only
    that game's templates (site/templates/<id>/) or scripts (js/*<id>*.mjs) name it and only that game's built pages
    carry it, else "shared" (markup the generator writes itself, such as a table's "mark reconstructed", is seen in
    the built pages: used by two games, it is shared)."""
    seen = {}
    files = list((SITE / "templates").rglob("*.html")) + list((SITE / "static" / "js").glob("*.mjs"))
    for path in files:
        rel = path.relative_to(SITE).as_posix()
        who = next((g for g in GAMES if rel.startswith(f"templates/{g}/") or
                    (rel.startswith("static/js/") and g in path.name)), "shared")
        text = path.read_text(encoding="utf-8")
        names = []
        for m in re.finditer(r'class="([^"]*)"', text):
            names += re.sub(r"\{[{%].*?[%}]\}", " ", m.group(1)).split()
        names += re.findall(r'classList\.(?:add|toggle|remove)\("([\w-]+)"', text)
        for name in names:
            seen.setdefault(name, set()).add(who)
    for page in built().rglob("*.html"):
        rel = page.relative_to(b.DIST).as_posix()
        if rel.startswith(("pagefind/", "pyodide/", "assets/")):
            continue
        who = rel.split("/")[0] if rel.split("/")[0] in GAMES else "shared"
        for m in re.finditer(r'class="([^"]*)"', page.read_text(encoding="utf-8")):
            for name in m.group(1).split():
                if name in seen:
                    seen[name].add(who)
    return {name: next(iter(who)) for name, who in seen.items() if len(who) == 1}


def built():
    """The built site (built now if it is not there)."""
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


def selectors(css):
    """The class names a stylesheet's selectors use (comments and declarations left out)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return set(re.findall(r"\.([A-Za-z][\w-]*)", re.sub(r"\{[^{}]*\}", "{}", css)))


def test_game_ids_and_their_sheet_classes_are_found():
    own = owners()
    assert GAMES == ["guerilla", "junta", "paraguay", "uruguay"]
    assert {own.get("coup-sheet"), own.get("pg-sheet"), own.get("start-words"), own.get("deal-sheet")} == \
        {"junta", "paraguay", "uruguay", "guerilla"}
    assert own.get("sheet") is None and own.get("setup-diagram") is None        # used by more than one game
    assert own.get("reconstructed") is None and own.get("rulebook") is None    # written by the generator for all


@pytest.mark.parametrize("name", SHARED)
def test_shared_css_names_no_game(name):
    text = (CSS / name).read_text(encoding="utf-8")
    words = [g for g in GAMES if re.search(rf"\b{g}\b", text, re.I)]
    assert words == [], f"{name} names {words}"
    own = owners()
    one_game = sorted(f".{c} ({own[c]})" for c in selectors(text) if own.get(c, "shared") != "shared")
    assert one_game == [], f"{name} styles one game's classes: {one_game}"


# the scripts every game's board, sandbox and examples share: they name no game, not even in a comment's example
SHARED_JS = sorted(p.name for p in (SITE / "static" / "js").glob("map-*.mjs")) + ["stepper.mjs", "sandbox.mjs",
                                                                                  "why-not.mjs"]


def test_the_shared_board_scripts_are_found():
    assert {"map-zoom.mjs", "map-place.mjs", "map-shapes.mjs", "map-where.mjs", "map-controls.mjs"} <= set(SHARED_JS)


@pytest.mark.parametrize("name", SHARED_JS)
def test_shared_board_scripts_name_no_game(name):
    text = (SITE / "static" / "js" / name).read_text(encoding="utf-8")
    words = sorted({m.group(0) for g in GAMES for m in re.finditer(rf"\b{g}\b", text, re.I)})
    assert words == [], f"{name} names {words}"


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_own_sheet_css_naming_no_other_game(game):
    text = (CSS / f"{game}.css").read_text(encoding="utf-8")
    own = owners()
    others = sorted(f".{c} ({own[c]})" for c in selectors(text) if own.get(c, "shared") not in ("shared", game))
    assert others == []
    assert any(own.get(c) == game for c in selectors(text))


def test_every_page_of_a_game_loads_its_css_and_no_other():
    built()
    link = re.compile(r'assets/css/(\w+)(?:\.[0-9a-f]{12})?\.css')
    sheet_pages = {"junta": "scenario", "uruguay": "deck", "guerilla": "deal", "paraguay": "setup"}
    for page in b.DIST.rglob("index.html"):
        rel = page.relative_to(b.DIST).as_posix()
        loaded = set(link.findall(page.read_text(encoding="utf-8"))) & set(GAMES)
        game = rel.split("/")[0]
        assert loaded == ({game} if game in GAMES else set()), rel
        if rel in {f"{g}/{p}/index.html" for g, p in sheet_pages.items()} | {f"{g}/packet/index.html" for g in GAMES}:
            assert loaded == {game}, rel
    for g, p in sheet_pages.items():                     # once: the page's own head block no longer links it
        text = (b.DIST / g / p / "index.html").read_text(encoding="utf-8")
        assert len(re.findall(rf'assets/css/{g}(?:\.[0-9a-f]{{12}})?\.css', text)) == 1, g
    for template in ("learn/_sheet_pdf.html", "packet/packet_pdf.html"):     # the PDFs: after print.css
        text = (SITE / "templates" / template).read_text(encoding="utf-8")
        assert text.index("print.css") < text.index("{{ game.id }}.css"), template
