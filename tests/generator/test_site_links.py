"""Every internal link of the built site resolves: the target file exists and so does its #anchor."""

import html.parser
import urllib.parse

import pytest

from generator import build as b


class _Collect(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        for key in ("href", "src"):
            if key in a and a[key] is not None:
                self.links.append(a[key])


def _parse(path):
    c = _Collect()
    c.feed(path.read_text(encoding="utf-8"))
    return c


@pytest.fixture(scope="module")
def site():
    if not (b.DIST / "index.html").is_file():
        b.build()
    return b.DIST


def test_every_internal_link_resolves(site):
    pages = sorted(p for p in site.rglob("*.html") if "pagefind" not in p.parts)
    assert len(pages) >= 10
    parsed = {p: _parse(p) for p in pages}
    broken = []
    for page, c in parsed.items():
        for link in c.links:
            parts = urllib.parse.urlsplit(link)
            if parts.scheme in ("data", "mailto") or (not parts.path and not parts.fragment):
                continue
            assert not parts.scheme and not parts.netloc, f"{page}: external link {link}"
            target = (page.parent / urllib.parse.unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)} -> {link}")
                continue
            if parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else _parse(target).ids
                frag = urllib.parse.unquote(parts.fragment)
                if frag not in ids and not frag.startswith("step-"):
                    broken.append(f"{page.relative_to(site)} -> {link} (no #{frag})")
    assert broken == []


def test_rule_references_become_links(site):
    rules = (site / "uruguay" / "rules" / "index.html").read_text(encoding="utf-8")
    assert 'id="3.2.4"' in rules and 'class="ruleref" href="../../uruguay/rules/index.html#' in rules
    assert 'class="term"' in rules and 'class="term-def"' in rules
    cards = (site / "uruguay" / "cards" / "index.html").read_text(encoding="utf-8")
    assert cards.count('class="game-card') == 39
