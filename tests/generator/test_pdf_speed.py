"""Printing fast and light (issue 26.7): Paraguay's map in layers, a repeated SVG image drawn once, plain SVG text
laid out in one piece where WeasyPrint's own way puts it."""

import collections
import re
import subprocess
import sys

import pytest

from generator import build as b
from generator import pdf as pdf_mod
from generator.games.paraguay import print_map
from generator.games.paraguay.site import board_svg

TAG = re.compile(r"<[^>]+>")


def _tags(svg):
    return collections.Counter(TAG.findall(svg))


def test_the_map_layers_stacked_give_back_the_engines_drawing():
    fp = b.setup_sheet("paraguay", {"seed": 7})["fingerprint"]
    ground, stacks, top, over = print_map.layers({"seed": 7}, fp)
    full = board_svg({"seed": 7}, title=print_map.map_title(fp), parts=(), reusable=True)
    head = full[:full.index(">") + 1]
    defs = full[full.index("<defs>"):full.index("</defs>") + len("</defs>")]
    extra = _tags(head * 3) + _tags(defs) + _tags("</svg>" * 3)
    assert _tags(ground) + _tags(stacks) + _tags(top) + _tags(over) - extra == _tags(full)
    assert 'class="stack"' in stacks and 'class="stack"' not in ground + top + over
    assert over.count("<") == 2                     # seed 7: no count drawn over a name (seed 1865: below)
    fingerprint = f"fingerprint {fp}"
    assert fingerprint in stacks and fingerprint not in ground + top and "seed 7" not in ground + stacks + top
    assert 'class="hex-ids"' in ground and 'class="place-names"' in top


def test_the_printed_stacks_are_the_screens_stacks_moved_into_place():
    """Each stack of the printed layer is drawn about its own corner in a group moved to that corner: the same
    shapes as the screen's drawing, every coordinate shifted by that corner (and no hover title)."""
    from engine.games.paraguay import svg as pg_svg
    screen = board_svg({"seed": 7}, parts=("legend",))
    printed = board_svg({"seed": 7}, parts=("legend",), reusable=True)
    moved = re.findall(r'<g class="stack"[^>]* transform="translate\(([-\d.]+) ([-\d.]+)\)" data-print-reuse="">',
                       printed)
    assert len(moved) == screen.count('class="stack"') == printed.count('class="stack"') > 40
    stacks = re.compile(r'<g class="stacks">.*')
    assert stacks.sub("", printed) == stacks.sub("", screen)
    first = re.search(r'<g class="stack"[^>]*><title>[^<]*</title>(<rect x="([-\d.]+)" y="([-\d.]+)")', screen)
    x, y = moved[0]
    assert (float(first.group(2)), float(first.group(3))) == (pytest.approx(float(x), abs=0.05),
                                                              pytest.approx(float(y), abs=0.05))
    assert "<title>" not in stacks.search(printed).group().split("</g></g>")[0]
    assert pg_svg.draw([]) == pg_svg.draw([], reusable=True)          # no stacks: nothing changes


def test_the_ground_and_the_top_layer_are_the_same_for_every_seed():
    a, b_ = (print_map.layers({"seed": s}, b.setup_sheet("paraguay", {"seed": s})["fingerprint"]) for s in (7, 1865))
    assert a[0] == b_[0] and a[2] == b_[2]
    assert a[1] != b_[1]
    # the count of the stack in 1826 (Asunción), drawn again over a name beside it, lies over the top layer: not in it
    assert 'class="counts"' not in a[3] and 'data-hex="1826"' in b_[3] and 'class="counts"' not in b_[2]


def _render(html):
    return pdf_mod.render_pdf(html, base_url=b.STATIC.as_uri() + "/")


SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><defs><pattern id="p" patternUnits="userSpaceOnUse" '
       'width="10" height="10"><circle cx="5" cy="5" r="2" fill="#383"/></pattern></defs>'
       + "".join(f'<polygon points="{x},20 {x + 30},20 {x + 30},50 {x},50" fill="url(#p)"/>' for x in range(0, 400, 40))
       + "".join(f'<text x="{x + 15}" y="80" font-size="10" text-anchor="middle">{1000 + x}</text>' for x in range(0, 400, 40))
       + '<text x="390" y="150" font-size="14" text-anchor="end" font-weight="bold">THE END</text>'
       '<text x="10" y="150" font-size="14">start</text></svg>')


def test_an_svg_image_used_again_is_drawn_once():
    img = pdf_mod.svg_img(SVG)
    one = _render(f"<body>{img}</body>")
    six = _render("<body>" + "".join(f'<div style="break-after: page">{img}</div>' for _ in range(6)) + "</body>")
    from pypdf import PdfReader
    import io
    reader = PdfReader(io.BytesIO(six))
    assert len(reader.pages) == 6
    assert all("1360" in page.extract_text() for page in reader.pages)      # every page shows the picture
    assert len(six) < len(one) * 1.5, (len(one), len(six))                  # but the document holds it once


def _ink_box(pdf_bytes, tmp_path, name):
    """The bounding box of the dark pixels of page 1 at 72 dpi, and how many there are."""
    from PIL import Image
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf_bytes)
    subprocess.run(["pdftoppm", "-r", "72", "-gray", "-png", "-singlefile", str(path), str(tmp_path / name)], check=True)
    img = Image.open(tmp_path / f"{name}.png").point(lambda v: 255 if v < 128 else 0)
    return img.getbbox(), img.histogram()[255]


def test_plain_text_lands_where_weasyprints_own_drawing_puts_it(tmp_path):
    """The same SVG text (centred, right-aligned and plain), drawn by WeasyPrint as it comes (in a process of its
    own) and with generator/pdf_fast.py: the ink covers the same box, within a pixel or two."""
    svg = SVG.replace("fill=\"url(#p)\"", "fill=\"none\"")
    html = f"<body>{pdf_mod.svg_img(svg)}</body>"
    own = subprocess.run([sys.executable, "-c", "import sys, weasyprint; sys.stdout.buffer.write("
                          "weasyprint.HTML(string=sys.stdin.read()).write_pdf())"],
                         input=html.encode(), capture_output=True, check=True).stdout
    fast = _render(html)
    (box_own, ink_own), (box_fast, ink_fast) = _ink_box(own, tmp_path, "own"), _ink_box(fast, tmp_path, "fast")
    assert box_own and all(abs(p - q) <= 2 for p, q in zip(box_own, box_fast)), (box_own, box_fast)
    assert abs(ink_own - ink_fast) <= 0.1 * ink_own, (ink_own, ink_fast)


@pytest.mark.slow
def test_a_paraguay_packet_holds_the_map_once(tmp_path):
    """Three tables: three different set-ups over one ground, which the PDF holds once."""
    from generator import cli
    sizes = {}
    for n in (1, 3):
        out = tmp_path / f"p{n}.pdf"
        assert cli.main(["packet", "paraguay", "--event-seed", "2026", "--tables", str(n), "--pdf", str(out)]) == 0
        sizes[n] = out.stat().st_size
    assert sizes[3] < 2 * sizes[1], sizes
    # read in the drawing's own order (laid out, the key to the counters under a table's north part may set the
    # words of the picture above it apart)
    text = subprocess.run(["pdftotext", "-raw", str(tmp_path / "p3.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout
    text = " ".join(text.split())
    from engine import packet
    for t in packet.packet("paraguay", 2026, 3)["list"]:
        assert f"setup with fingerprint {t['fingerprint']} (3.1–3.4)" in text      # each table's own stacks layer
    assert "setup of seed" not in text         # a seed draws both sides again: the open map pages never name it
    assert text.count("RECONSTRUCTED MAP") == 3                        # the ground shows under every table


REUSED = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" font-family="DejaVu Sans, sans-serif">'
          + "".join(f'<g transform="translate({x} {y})"{{mark}}><rect x="0" y="0" width="30" height="30" rx="2" '
                    f'fill="#c33" stroke="#111"/><text x="15" y="20" font-size="11" text-anchor="middle" '
                    f'fill="#fff">{n}</text></g>' for x, y, n in ((10, 10, 7), (60, 20, 7), (110, 30, 8), (160, 40, 7),
                                                                  (10, 120, 8), (300, 150, 7)))
          + '</svg>')


def test_a_group_marked_for_reuse_prints_as_it_does_unmarked_and_is_held_once(tmp_path):
    """Six groups of two kinds: the same picture as without the mark, within a pixel's grey here and there, and
    the PDF holds two forms; a second picture of the same groups uses the same two."""
    plain = _render("<body>" + pdf_mod.svg_img(REUSED.format(mark="")) + "</body>")
    marked_svg = REUSED.format(mark=' data-print-reuse=""')
    marked = _render("<body>" + pdf_mod.svg_img(marked_svg) + "</body>")
    (box_plain, ink_plain), (box_marked, ink_marked) = _ink_box(plain, tmp_path, "plain"), _ink_box(marked, tmp_path, "m")
    assert box_plain == box_marked and abs(ink_plain - ink_marked) <= 0.02 * ink_plain, (ink_plain, ink_marked)
    two = _render("<body>" + pdf_mod.svg_img(marked_svg) + pdf_mod.svg_img(marked_svg.replace("300 150", "310 150"))
                  + "</body>")
    forms = [_reused_forms(pdf) for pdf in (plain, marked, two)]
    assert not forms[0] and sorted(sum(forms[1].values(), [])) == ["/reuse0", "/reuse1"]
    assert forms[2].keys() == forms[1].keys()                      # each form once in the document...
    assert all(len(names) == 2 for names in forms[2].values())     # ...named in each picture that uses it


def _reused_forms(pdf_bytes):
    """{object number of a reused form: [each resource dictionary's name for it]} in a PDF."""
    import io
    from pypdf import PdfReader
    found, seen = {}, set()

    def walk(resources):
        for name, ref in (resources.get("/XObject") or {}).items():
            if ref.idnum in seen:
                continue
            seen.add(ref.idnum)
            if name.startswith("/reuse"):
                found.setdefault(ref.idnum, []).append(name)
                seen.discard(ref.idnum)
            walk(ref.get_object().get("/Resources") or {})

    for page in PdfReader(io.BytesIO(pdf_bytes)).pages:
        walk(page.get("/Resources") or {})
    return found


def test_a_marked_group_that_needs_its_surroundings_is_drawn_as_it_comes():
    """A stylesheet in the picture, or a reference out of the group: no form."""
    styled = REUSED.format(mark=' data-print-reuse=""').replace("<g ", "<style>rect { stroke-width: 3 }</style><g ", 1)
    linked = REUSED.format(mark=' data-print-reuse=""').replace('fill="#c33"', 'fill="url(#none)"')
    assert _reused_forms(_render("<body>" + pdf_mod.svg_img(REUSED.format(mark=' data-print-reuse=""')) + "</body>"))
    for svg in (styled, linked):
        assert not _reused_forms(_render("<body>" + pdf_mod.svg_img(svg) + "</body>"))


@pytest.mark.slow
def test_a_paraguay_packet_is_the_same_bytes_every_time(tmp_path):
    """Reused stacks and all: two renders in one process and one in another give the same PDF, to the byte."""
    from generator import cli
    args = ["packet", "paraguay", "--event-seed", "77", "--tables", "2", "--paper", "letter", "--pdf"]
    for name in ("a", "b"):
        assert cli.main(args + [str(tmp_path / f"{name}.pdf")]) == 0
    subprocess.run([sys.executable, "-m", "generator", *args, str(tmp_path / "c.pdf")], check=True, capture_output=True,
                   cwd=pdf_mod.ROOT)
    a, b_, c = ((tmp_path / f"{name}.pdf").read_bytes() for name in "abc")
    assert a == b_ == c and len(_reused_forms(a)) > 20


def test_a_picture_handed_beside_the_html_prints_as_its_data_url_does():
    """A packet's boards go to WeasyPrint beside the HTML (each once): the same PDF, to the byte, as data: URLs."""
    import gc
    pictures = {}
    short = "<body>" + pdf_mod.svg_img(SVG, pictures) * 2 + "</body>"
    assert len(pictures) == 1 and "base64" not in short
    before = gc.get_threshold()
    assert pdf_mod.render_pdf(short, b.STATIC.as_uri() + "/", pictures=pictures) == _render(
        "<body>" + pdf_mod.svg_img(SVG) * 2 + "</body>")
    assert gc.get_threshold() == before                   # the collector as it was after a render


def test_only_the_pictures_given_are_served():
    fetcher = pdf_mod._fetcher(pdf_mod.ALLOWED, {"a" * 32: b"<svg/>"})
    assert fetcher.fetch(pdf_mod.PICTURE + "a" * 32).read() == b"<svg/>"
    with pytest.raises(ValueError):
        fetcher.fetch(pdf_mod.PICTURE + "b" * 32)


def test_the_html_parser_finds_text_and_attributes_as_it_did():
    """pdf_fast keeps tinyhtml5's regular expressions under the characters they stop at: the same tree."""
    import tinyhtml5
    from tinyhtml5 import inputstream
    from xml.etree import ElementTree
    html = "<p class='a b' title=\"x &amp; y\">one <b>two</b>\u00a0three</p><!-- c --><p id=z>&lt;four&gt;</p>"
    own = inputstream.characters_until_regex
    inputstream.characters_until_regex = {}
    try:
        plain = ElementTree.tostring(tinyhtml5.parse(html))
    finally:
        inputstream.characters_until_regex = own
    from generator import pdf_fast
    pdf_fast.install()
    assert ElementTree.tostring(tinyhtml5.parse(html)) == plain
    assert any(isinstance(k[0], (tuple, frozenset, str)) for k in inputstream.characters_until_regex)
