"""Stage 4: turn gathered data into HTML (Jinja2, StrictUndefined, autoescape; Markdown with raw HTML off)."""

import pathlib
import re

import jinja2
from markdown_it import MarkdownIt
from markupsafe import Markup, escape

from engine.words import counts

TEMPLATES = pathlib.Path(__file__).resolve().parent.parent / "site" / "templates"
STATIC = TEMPLATES.parent / "static"         # CSS, scripts and images, copied to dist/assets/

_MD = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})

# The Content-Security-Policy of every page (a <meta> in the templates; `generator serve` sends it as a header
# too). Scripts only from the site itself, no inline script, WebAssembly compiled as Pyodide needs; data:
# images only besides the site's own (the QR codes, the favicon); nothing fetched from elsewhere. Styles allow
# inline <style> because engine pictures (SVG) and printed aids (@page size) carry their own.
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
       "img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self'; manifest-src 'self'; "
       "base-uri 'none'; form-action 'self'; object-src 'none'")


def markdown(text):
    """Render our Markdown (no raw HTML allowed) to safe HTML."""
    return Markup(_MD.render(text or ""))


def command(text):
    """A command line as HTML whose options stay whole: each option and its value ("--seed 42", "-m generator") in
    a span that does not wrap (``.nw``, sheet.css), so a narrow line breaks only between them. (Chromium may break
    after "--": "--|players 4" at 390 px.) The text itself is unchanged, so a copied command still runs."""
    words = str(text).split(" ")
    out, k = [], 0
    while k < len(words):
        w = words[k]
        if w.startswith("-") and len(w) > 1:
            pair = [w] + ([words[k + 1]] if k + 1 < len(words) and not words[k + 1].startswith("-") else [])
            out.append(Markup('<span class="nw">{}</span>').format(" ".join(pair)))
            k += len(pair)
        else:
            out.append(escape(w))
            k += 1
    return Markup(" ").join(out)


def signed(value):
    """``n | signed``: a whole number with its sign, as a modifier is written: "+2", "+0", "−1" (the minus sign,
    not the hyphen "%+d" gives)."""
    return f"{int(value):+d}".replace("-", "\u2212")


def environment():
    """Return the Jinja2 environment every page and sheet is rendered with."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["md"] = markdown
    env.filters["link"] = _link
    env.filters["held"] = held_board
    env.filters["command"] = command
    env.filters["signed"] = signed
    env.filters["counts"] = counts
    env.tests["ruled"] = lambda text: bool(re.search(r"\d+\.\d+|\(\d+\)", str(text)))   # names a rule number
    env.globals["term_anchor"] = term_anchor
    env.globals["filter_hint"] = filter_hint
    env.globals["csp"] = CSP
    return env


_VIEWBOX = re.compile(r'<svg\b[^>]*?\bviewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"')


def filter_hint(words=(), sections=None):
    """A filter box's placeholder from the page's own words (walk, issue 27: every game's glossary offered "Cell" and
    every rules page "Arrest", words only Uruguay has): the shortest of ``words`` of four letters or more (the first
    of equals); for a rules page, ``sections``: the shortest title among its deepest sections, and a number of one."""
    number = None
    if sections:
        deepest = max(sec["depth"] for sec in sections)
        low = [sec for sec in sections if sec["depth"] == deepest]
        words, number = [sec["title"] for sec in low], low[len(low) // 2]["id"]
    words = [str(w).strip() for w in words if str(w).strip()]
    if not words:
        return ""
    short = min(words, key=lambda w: (len(w) < 4, len(w.split()), len(w)))
    return f"e.g. {short} or {number}" if number else f"e.g. {short}"


def held_board(svg):
    """``svg | held``: the attributes of a board's figure whose big picture (one that says its smallest text, which
    map-zoom.mjs views at once) waits for its first view before it is laid out (issue 25.11): ``data-held`` and the
    picture's proportions, which its box keeps meanwhile; nothing for any other picture."""
    found = _VIEWBOX.search(str(svg))
    if not found or "data-min-text=" not in str(svg)[:found.end() + 400]:
        return Markup("")
    return Markup(f' data-held style="--board-ratio: {found[1]} / {found[2]}"')


@jinja2.pass_context
def _link(context, html, root, terms=True, self_rule=None):
    """``text | link(root)``: links by the ``linker`` (a Linker) of the game whose page this is."""
    return context["linker"](html, root, terms, self_rule)


def page_root(path):
    """Return the relative prefix from the page at ``path`` (e.g. 'uruguay/deck/index.html') to the site root."""
    depth = len(pathlib.PurePosixPath(path).parts) - 1
    return "../" * depth


_TAG = re.compile(r"(<[^>]+>)")
_KEEP = re.compile(r"<(/)?(?:code|svg|script|style)\b")        # what the Linker leaves as it is, inside and out
_RULE = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)*)(?![\w]|\.\d)")
_CARD = re.compile(r"(?<![\w])(U\d{1,2}|P34)(?![\w])")
# A number in arithmetic is a quantity, not a rule (before: "11 divided by 5 is 2.2" linked rule 2.2): one that an
# operator stands next to, or that "is", "times" or "divided by" introduces after a figure in the same clause.
_OPERATOR_BEFORE = re.compile(r"[=×÷+−*]\s*$")
_WORDS_BEFORE = re.compile(r"\d[^.;:()\d]{0,24}\b(?:is|are|times|divided by|makes|gives|equals)\s+$")
_OPERATOR_AFTER = re.compile(r"^\s*[=×÷+−*]")


def _sum(text, start, end):
    """Whether the number at text[start:end] is part of a sum."""
    before = text[max(0, start - 40):start]
    return bool(_OPERATOR_BEFORE.search(before) or _WORDS_BEFORE.search(before) or _OPERATOR_AFTER.match(text[end:]))


class Linker:
    """Turns rule numbers, card ids and glossary terms in rendered HTML text into links.

    Only text outside tags is touched, never the inside of an existing link, of code, or of a picture, script or
    style (a printed sheet shown on its page passes whole, its board drawing with it). A glossary term is
    linked at its first use in each piece of text, with its definition shown on hover and keyboard focus.
    """

    def __init__(self, rules_url, cards_url, glossary_url, rule_ids, card_ids, terms, card_names=(), replayed=None):
        self.rules_url, self.cards_url, self.glossary_url = rules_url, cards_url, glossary_url
        self.rule_ids, self.card_ids = set(rule_ids), set(card_ids)
        # replayed: {rule number: page} of rulebook sections that are not in the reference but are an example of
        # play replayed whole on a page of its own (Uruguay's 8.0): the number links to that page
        self.replayed = dict(replayed or {})
        # card_names: [{name, anchor, definition}] of a game whose cards are named in prose: a card's name (or a
        # glossary term of that name) links to the card on the cards page, with the definition shown alike
        by_card = {c["name"]: c for c in card_names}
        names = []
        for term in list(terms) + [{"term": c["name"], "definition": c["definition"]} for c in card_names
                                   if not any(c["name"] in [t["term"]] + list(t.get("aliases", [])) for t in terms)]:
            card = next((by_card[n] for n in [term["term"]] + list(term.get("aliases", [])) if n in by_card), None)
            if card:
                term = {**term, "href": f"{cards_url}#{card['anchor']}"}
            for name in [term["term"]] + list(term.get("aliases", [])):
                names.append((name, term))
        names.sort(key=lambda nt: -len(nt[0]))
        self.terms = names
        self._term_re = re.compile(r"\b(" + "|".join(re.escape(n) for n, _ in names) + r")\b") if names else None
        self._by_name = {n: t for n, t in names}

    def __call__(self, html, root="", terms=True, self_rule=None):
        out, in_link, in_code, used = [], 0, 0, set()
        for part in _TAG.split(str(html)):
            if part.startswith("<"):
                low = part.lower()
                in_link += 1 if low.startswith("<a ") or low == "<a>" else (-1 if low.startswith("</a>") else 0)
                opened = _KEEP.match(low)
                in_code += (1 if opened[1] is None else -1) if opened and not low.endswith("/>") else 0
                out.append(part)
                continue
            if in_link or in_code or not part:
                out.append(part)
                continue
            out.append(self._text(part, root, terms, used, self_rule))
        return Markup("".join(out))

    def _text(self, text, root, terms, used, self_rule):
        def rule(m):
            rid = m.group(1)
            known = rid in self.rule_ids or rid in self.replayed
            if not known or rid == self_rule or _sum(m.string, m.start(), m.end()):
                return m.group(0)
            if rid not in self.rule_ids:
                return f'<a class="ruleref" href="{root}{self.replayed[rid]}">{rid}</a>'
            return f'<a class="ruleref" href="{root}{self.rules_url}#{rid}">{rid}</a>'

        def card(m):
            cid = "U34" if m.group(1) == "P34" else m.group(1)
            if cid not in self.card_ids:
                return m.group(0)
            return f'<a class="cardref" href="{root}{self.cards_url}#{cid}">{m.group(1)}</a>'

        pieces = [text]
        if terms and self._term_re is not None:
            pieces = []
            pos = 0
            for m in self._term_re.finditer(text):
                term = self._by_name[m.group(1)]
                if term["term"] in used:
                    continue
                used.add(term["term"])
                pieces.append(text[pos:m.start()])
                href = term.get("href") or f'{self.glossary_url}#{term_anchor(term["term"])}'
                pieces.append(Markup(
                    f'<a class="term" href="{root}{href}">{m.group(1)}'
                    f'<span class="term-def" role="tooltip" data-pagefind-ignore>{escape(term["definition"])}</span></a>'))
                pos = m.end()
            pieces.append(text[pos:])
        done = []
        for piece in pieces:
            if isinstance(piece, Markup):
                done.append(str(piece))
            else:
                done.append(_CARD.sub(card, _RULE.sub(rule, piece)))
        return "".join(done)


def term_anchor(term):
    """The anchor of a glossary term, e.g. 'term-people-s-prison'."""
    return "term-" + re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-")
