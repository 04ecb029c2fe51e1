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
