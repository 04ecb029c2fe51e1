"""Player aids are charts on full pages: each aid renders to exactly its page count on A4 and US Letter (none
overflowing), every page's ink reaches at least 80 % down the printable area in both columns, and every line
carries a rule number. A PNG of every page is kept in tests/artifacts/ to look at."""

import math
import re
import subprocess

import pytest
from PIL import Image
from pypdf import PdfReader

from generator import build as b
from generator import content
from generator import render as render_mod
from generator.pdf import PAPERS, render_pdf

ART = b.ROOT / "tests" / "artifacts"
MIN_FILL = 0.80
MIN_PT = 7.0
GAMES = ("uruguay", "junta", "guerilla", "paraguay")
DPI = 40
MM = DPI / 25.4
TOP, BOTTOM, SIDE = 11, 12, 10          # aid.css @page margins, mm


@pytest.fixture(scope="module")
def gathered():
    cache = {}

    def get(gid):
        if gid not in cache:
            cache[gid] = b.gather(content.load(games=(gid,)), None, pages=False)
        return cache[gid]
    return get


def aid_html(ctx, gid, aid, paper):
    learn = ctx["learn"][gid]
    return render_mod.environment().get_template("learn/aid.html").render(
        css_dir=(b.STATIC / "css").as_uri() + "/", aid=aid, game=ctx["by_id"][gid], paper=paper,
        tables=learn.get("aid_tables", {}))


def smallest_text(pdf):
    """The smallest size of any text in the PDF, in pt (from pypdf's text matrices)."""
    sizes = []

    def seen(text, cm, tm, font, size):
        if text.strip():
            sizes.append(size * math.hypot(tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]))
    for pg in PdfReader(pdf).pages:
        pg.extract_text(visitor_text=seen)
    return min(sizes)


def page_fill(png, margins=(TOP, BOTTOM, SIDE)):
    """How far down the printable area the ink reaches, in the left and in the right half of the page (``margins``:
    the page's top, bottom and side margins in mm, an aid's unless given)."""
    im = Image.open(png).convert("L")
    w, h = im.size
    top, bottom = int(margins[0] * MM), int(h - margins[1] * MM)
    px = im.load()
    out = []
    for x0, x1 in ((int(margins[2] * MM), w // 2), (w // 2, int(w - margins[2] * MM))):
        low = top
        for y in range(bottom - 1, top, -1):
            if any(px[x, y] < 200 for x in range(x0, x1)):
                low = y
                break
        out.append((low - top) / (bottom - top))
    return out


def aids():
    import yaml
    for gid in GAMES:
        for aid in yaml.safe_load((b.ROOT / "content" / gid / "aids.yaml").read_text())["aids"]:
            yield gid, aid["id"]


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("gid, aid_id", list(aids()))
def test_aid_pages_are_counted_and_full(gathered, tmp_path, gid, aid_id, paper):
    ctx = gathered(gid)
    aid = next(a for a in ctx["learn"][gid]["aids"] if a["id"] == aid_id)
    pdf = tmp_path / f"{aid_id}.pdf"
    pdf.write_bytes(render_pdf(aid_html(ctx, gid, aid, PAPERS[paper]), base_url=b.STATIC.as_uri() + "/"))
    want = aid.get("pages", 1)
    assert len(PdfReader(pdf).pages) == want, f"{gid}/{aid_id} ({paper}) is laid out for {want} page(s)"
    # read at the table: no word under 7 pt (Paraguay's counter captions printed at 6.8 pt on A4, 6.4 on Letter)
    assert smallest_text(pdf) >= MIN_PT - 0.1, f"{gid}/{aid_id} ({paper}): text at {smallest_text(pdf):.1f} pt"
    ART.mkdir(parents=True, exist_ok=True)
    stem = ART / f"aid-{gid}-{aid_id}-{paper}"
    subprocess.run(["pdftoppm", "-png", "-r", str(DPI), str(pdf), str(stem)], check=True)
    pngs = sorted(ART.glob(f"{stem.name}-*.png"))
    assert len(pngs) == want
    for n, png in enumerate(pngs, 1):
        left, right = page_fill(png)
        assert min(left, right) >= MIN_FILL, f"{gid}/{aid_id} ({paper}) page {n}: filled {left:.0%} / {right:.0%}"


def body_size(pdf):
    """The size most of the PDF's characters print at, in pt: its body type."""
    from collections import Counter
    sizes = Counter()

    def seen(text, cm, tm, font, size):
        if text.strip():
            sizes[round(size * math.hypot(tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]), 1)] += \
                len(text.strip())
    for pg in PdfReader(pdf).pages:
        pg.extract_text(visitor_text=seen)
    return sizes.most_common(1)[0][0]


@pytest.mark.parametrize("gid, aid_id", list(aids()))
def test_an_aid_on_letter_prints_at_its_a4_size(gathered, tmp_path, gid, aid_id):
    """Letter is wider and shorter than A4: every aid printed its body at 7.9 pt there against 8.4 on A4 (a fixed
    shrink for the shorter page). Now within 0.3 pt of its A4 twin, on as many pages."""
    ctx = gathered(gid)
    aid = next(a for a in ctx["learn"][gid]["aids"] if a["id"] == aid_id)
    sizes = {}
    for paper in PAPERS:
        pdf = tmp_path / f"{aid_id}-{paper}.pdf"
        pdf.write_bytes(render_pdf(aid_html(ctx, gid, aid, PAPERS[paper]), base_url=b.STATIC.as_uri() + "/"))
        assert len(PdfReader(pdf).pages) == aid.get("pages", 1), (gid, aid_id, paper)
        sizes[paper] = body_size(pdf)
    assert abs(sizes["letter"] - sizes["a4"]) <= 0.3, (gid, aid_id, sizes)


RULE = re.compile(r"\d+\.\d+|\(\d+\)")


@pytest.mark.parametrize("gid", GAMES)
def test_every_line_of_an_aid_names_its_rule(gathered, gid):
    ctx = gathered(gid)
    for aid in ctx["learn"][gid]["aids"]:
        html = aid_html(ctx, gid, aid, "A4")
        for tag in ("li", "tr"):
            for line in re.findall(rf"<{tag}[ >].*?</{tag}>", html, re.S):
                text = re.sub(r"<[^>]+>", " ", line)
                if tag == "tr" and ("<th scope=\"col\"" in line or "<svg" in line or re.fullmatch(r"[\s\d/—+−]*", text)):
                    continue                # a table's head, a row of pictures, or a row of numbers under a head
                assert RULE.search(text), f"{gid}/{aid['id']}: no rule number in {' '.join(text.split())[:90]!r}"


def test_paraguay_aids_carry_the_tables_built_from_content(gathered):
    ctx = gathered("paraguay")
    tables = ctx["learn"]["paraguay"]["aid_tables"]
    from engine.games.paraguay import tables as engine_tables
    crt = tables["crt"]
    for row in crt["rows"]:                   # the aid's CRT is the engine's CRT, cell by cell
        roll = int(row[0]["t"])
        for col, cell in zip(crt["head"][1:], row[1:]):
            att, dfn = engine_tables.crt(col, roll)
            assert cell["t"] == f"{att}/{dfn}"
    assert [c["c"] for r in crt["rows"] for c in r[1:]].count("printed") == 1
    html = " ".join(aid_html(ctx, "paraguay", a, "A4") for a in ctx["learn"]["paraguay"]["aids"])
    for needed in ("Combat Results Table", "Attrition Table", "Run the Guns", "Terrain effects", "Turn Record Track",
                   "Die roll modifiers", 'class="flow"', "Reconstructed"):
        assert needed in html, needed


def table_places(document):
    """Where each table of a laid-out aid lies: {table's caption or first heading cell: {(page, left edge), ...}}, a
    table that a column or page break cuts lying in more than one place."""
    places = {}

    def walk(box, page):
        el = getattr(box, "element", None)
        if getattr(box, "element_tag", None) == "table" and el is not None and box.__class__.__name__ == "TableBox":
            name = " ".join("".join(el.itertext()).split())[:60]
            places.setdefault((id(el), name), set()).add((page, round(box.position_x)))
        for child in getattr(box, "children", ()):
            walk(child, page)
    for n, page in enumerate(document.pages):
        walk(page._page_box, n)
    return {name: where for (_, name), where in places.items()}


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("gid", GAMES)
def test_no_aid_table_is_cut_across_columns_or_pages(gathered, gid, paper):
    """A table a player reads across (a chart, a list of conditions) lies whole in one column of one page: Paraguay's
    Victory table (4.0) printed its first row at the foot of the Turn sequence aid's first column and the other six
    atop the second; Junta's Coup aid its Movement table's last two rows under the head repeated atop the second
    column (once let pass here by name, as if it could not be helped: none is now)."""
    ctx = gathered(gid)
    for aid in ctx["learn"][gid]["aids"]:
        laid = []
        render_pdf(aid_html(ctx, gid, aid, PAPERS[paper]), base_url=b.STATIC.as_uri() + "/",
                   layout=lambda render, a=aid: laid.append(render(aid_html(ctx, gid, a, PAPERS[paper]))) or laid[-1])
        cut = {name: sorted(where) for name, where in table_places(laid[0]).items() if len(where) > 1}
        assert not cut, (gid, aid["id"], paper, cut)
