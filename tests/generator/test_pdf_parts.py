"""A long packet PDF laid out a few tables at a time (generator/pdf_parts.py): byte for byte the PDF one document
gives (pages, page numbers, running heads, links, outline, pictures), with no more than one part's pages laid out
at any time."""

import gc

import pytest

from generator import build as b
from generator import content_cache
from generator import packet as packet_mod
from generator import pdf_parts


def packet_bytes(monkeypatch, gid, tables, a_part, players=None, only=None, seating=False, options=None):
    rec = packet_mod.record(gid, 2026, tables, players=players, default_title="Spring Open", options=options)
    ctx = b.gather(content_cache.load(gid), "https://games.example.org/t/", pages=False)
    monkeypatch.setattr(packet_mod, "TABLES_A_PART", a_part)
    return packet_mod.pdf(ctx, packet_mod.kinds()[gid], rec, "A4", only, seating)


@pytest.mark.parametrize("gid, tables, players, only, seating, options", [
    ("uruguay", 3, None, None, True, None),           # a page every table shares, after the cover and seating list
    ("uruguay", 4, None, [1, 3, 4], False, None),      # a re-print: the shared page, then three tables
    ("junta", 3, 5, None, True, None),
    ("guerilla", 3, 4, None, False, {"mercenaries": 2}),
    ("paraguay", 2, None, None, False, None),
])
def test_a_packet_in_parts_is_byte_for_byte_the_one_document(monkeypatch, gid, tables, players, only, seating,
                                                              options):
    whole = packet_bytes(monkeypatch, gid, tables, 999, players, only, seating, options)
    calls = []
    real = pdf_parts._render
    monkeypatch.setattr(pdf_parts, "_render", lambda *args: calls.append(args[1]) or real(*args))
    assert packet_bytes(monkeypatch, gid, tables, 1, players, only, seating, options) == whole
    assert calls == [len(only or range(tables))]           # one part a table, drawn once


def test_only_one_parts_pages_are_laid_out_at_a_time(monkeypatch):
    """The memory of a part's layout is let go before the next part is laid out: the page boxes alive while a part
    is laid out are that part's (and its spare page) only."""
    from weasyprint.formatting_structure.boxes import PageBox
    real, alive = pdf_parts._html, []

    class Counted:
        def __init__(self, html):
            self.html = html

        def render(self, **kw):
            doc = self.html.render(**kw)
            gc.collect()
            alive.append((sum(isinstance(o, PageBox) for o in gc.get_objects()), len(doc.pages)))
            return doc
    monkeypatch.setattr(pdf_parts, "_html", lambda *args: Counted(real(*args)))
    packet_bytes(monkeypatch, "junta", 4, 1, players=3)
    assert len(alive) == 2 * 4 and all(live == pages for live, pages in alive), alive  # each part counted, drawn


def test_numbering_puts_the_total_into_print_css_footer():
    css = pdf_parts.numbering(7, 120)
    assert css.startswith("@page { @bottom-right { content:") and '" of " "120"' in css
    assert "counter(pages)" not in css and css.endswith("@page :first { counter-set: page 7; }")
