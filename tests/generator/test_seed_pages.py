"""The setup and deal pages alike in every game (issue 27's walk): the fingerprint check was a box on Guerilla's
deal page (the packet page's stylesheet, which that page loads, boxed its class) and loose on Junta's, with its help
outside the box. It is now one group in the shared form, its line, help and answer inside, boxed by site.css."""

import re

import pytest

from generator import build as b

PAGES = ["guerilla/deal", "junta/scenario", "paraguay/setup", "uruguay/deck"]


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


@pytest.mark.parametrize("page", PAGES)
def test_the_fingerprint_check_is_one_box_holding_its_line_help_and_answer(site, page):
    html = (site / page / "index.html").read_text(encoding="utf-8")
    box = re.search(r'<div class="fp-check"[^>]*>(.*?)</div>', html, re.S)
    assert box, page
    inside = box.group(1)
    for part in ('id="fp"', 'id="check-fp"', 'id="fp-help"', 'id="fp-result"'):
        assert part in inside and html.count(part) == 1, (page, part)
    assert "check-table" not in html.split('<main', 1)[1].split("</main>")[0]    # the packet page's class, not ours


def test_the_box_is_drawn_by_the_sites_own_stylesheet():
    css = (b.ROOT / "site" / "static" / "css" / "site.css").read_text(encoding="utf-8")
    rule = re.search(r"\.seed-form \.fp-check \{([^}]*)\}", css)
    assert rule and "border:" in rule.group(1)


@pytest.mark.parametrize("page", PAGES + [f"{g}/packet" for g in ("guerilla", "junta", "paraguay", "uruguay")]
                         + [f"{g}/sandbox" for g in ("guerilla", "junta", "paraguay", "uruguay")])
def test_no_page_carries_the_seed_limit_nothing_reads(site, page):
    """checkSeed (seed-page.mjs) names the largest seed itself, so the forms' and the sandbox's data-seed-max was
    dead weight: gone from every page, and nothing in the scripts looks for it."""
    html = (site / page / "index.html").read_text(encoding="utf-8")
    assert 'data-wheel="' in html, page                                  # the element that carried it is there
    assert "data-seed-max" not in html, page
    scripts = (b.ROOT / "site" / "static" / "js").glob("*.mjs")
    assert not [p.name for p in scripts if re.search(r"seedMax|seed-max", p.read_text(encoding="utf-8"))]


# Before: in a build without PDFs the ready-made list read "Seed 1978, 5 players (fingerprint …):" with nothing after
# the colon; and a screen reader's list of links heard "web page, A4 PDF, web page, A4 PDF…" on the print pages.
PRINT_PAGES = [f"{g}/print" for g in ("guerilla", "junta", "paraguay", "uruguay")]


def _sample_list(samples, folder, note=True):
    from markupsafe import Markup

    from generator import render as render_mod
    macro = render_mod.environment().get_template("learn/_seed_page.html").module.sample_list
    return str(macro(samples, lambda s: Markup(f"Seed {s['seed']}, {s['players']} players"), folder, note))


def _names(html):
    """The accessible name of each link in ``html`` (its words, those only a screen reader hears included)."""
    return [" ".join(re.sub(r"<[^>]+>", "", inner).split()) for inner in re.findall(r"<a\b[^>]*>(.*?)</a>", html, re.S)]


def test_a_ready_made_sheet_reads_whole_with_or_without_its_pdfs():
    sample = {"seed": 1978, "players": 5, "fingerprint": "2O3B-RBY2", "query": "seed=1978&players=5"}
    for files, folder in (({}, "../scenario/"), ({}, ""),
                          ({"a4": "s-a4.pdf", "letter": "s-letter.pdf"}, "../scenario/")):
        html = _sample_list([{**sample, "files": files}], folder)
        item = re.search(r"<li>(.*?)</li>", html, re.S).group(1)
        assert not re.search(r":\s*$", item), item                           # nothing dangles after the colon
        assert f'<a href="{folder}index.html?seed=1978&amp;players=5">' in item, item      # the sheet's own page
        assert [f"{folder}{f}" for f in files.values()] == re.findall(r'href="([^"?]+\.pdf)"', item)
        assert ("built without its PDFs" in html) == (not files), html     # said once, under the list
        names = _names(item)
        assert len(set(names)) == len(names) == 1 + len(files) and all("Seed 1978, 5 players" in n for n in names)
    assert "built without its PDFs" not in _sample_list([{**sample, "files": {}}], "../scenario/", note=False)


@pytest.mark.parametrize("page", PAGES + PRINT_PAGES)
def test_every_item_of_a_ready_made_list_ends_in_a_link(site, page):
    """Whatever the build in dist/ (with PDFs or without): no list item ends in a colon, and each ready-made sheet
    links its own page with its seed in the address."""
    main = (site / page / "index.html").read_text(encoding="utf-8").split("<main", 1)[1].split("</main>")[0]
    items = re.findall(r"<li>(.*?)</li>", main, re.S)
    assert items and not [i for i in items if re.search(r":\s*$", re.sub(r"<[^>]+>", "", i))], page
    sheets = [i for i in items if "(fingerprint" in i]
    assert sheets and all(re.search(r'<a href="[^"]*index\.html\?seed=\d+', i) for i in sheets), page


@pytest.mark.parametrize("page", PRINT_PAGES)
def test_each_link_of_the_print_page_names_its_aid_or_sheet(site, page):
    """The visible words stay short ("web page", "A4 PDF"); what a screen reader hears names the aid or the sheet,
    so no two links of the page's lists sound alike."""
    main = (site / page / "index.html").read_text(encoding="utf-8").split("<main", 1)[1].split("</main>")[0]
    items = re.findall(r"<li>(.*?)</li>", main, re.S)
    names = [n for i in items for n in _names(i)]
    assert len(names) >= len(items) and len(set(names)) == len(names), (page, names)
    for item in items:
        head = re.sub(r"<[^>]+>", "", item.split(":", 1)[0]).strip()      # the aid's title, or the sheet's seed
        for inner in re.findall(r"<a\b[^>]*>(.*?)</a>", item, re.S):
            seen = re.sub(r'<span class="vh">.*?</span>', "", inner)
            assert seen in ("web page", "A4 PDF", "US Letter PDF"), (page, seen)
            title = re.split(r" \(|, as ", head)[0]     # "Seed 7, 5 players"; "How the computer plays"
            assert title in " ".join(re.sub(r"<[^>]+>", "", inner).split()), (page, head, inner)


def test_the_words_only_a_screen_reader_hears_are_hidden_by_the_sites_stylesheet():
    css = (b.ROOT / "site" / "static" / "css" / "site.css").read_text(encoding="utf-8")
    rule = re.search(r"(?m)^\.vh \{([^}]*)\}", css)
    assert rule and "position: absolute" in rule.group(1) and "clip-path: inset(50%)" in rule.group(1)
