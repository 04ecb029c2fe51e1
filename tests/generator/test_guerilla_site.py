"""Guerilla on paper and in the generator: the deal sheet PDF (organiser's copy and folded private slips, A4 and
Letter) from `generator deal --pdf`, the Guerilla packet PDF, bad input, and the pages the build writes."""

import json
import re
import subprocess
import sys

import pytest
from pypdf import PdfReader

import engine
from generator import build as b

ART = b.ROOT / "tests" / "artifacts"
SIZES = {"a4": (595, 842), "letter": (612, 792)}


def run(*args):
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=b.ROOT, capture_output=True, text=True)


def page_texts(pdf):
    return [" ".join((p.extract_text() or "").split()) for p in PdfReader(pdf).pages]


def keep_png(pdf, name, page=1):
    ART.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", str(page), "-l", str(page), "-singlefile", str(pdf),
                    str(ART / name)], check=True)
    assert (ART / f"{name}.png").stat().st_size > 10_000


@pytest.mark.parametrize("paper", ["a4"])
def test_deal_pdf_organiser_copy_holds_no_secret_and_each_slip_its_own(tmp_path, paper):
    pdf = tmp_path / "deal.pdf"
    out = run("deal", "guerilla", "--seed", "42", "--players", "5", "--json", "--pdf", str(pdf), "--paper", paper)
    assert out.returncode == 0, out.stderr
    rec = json.loads(out.stdout)
    reader = PdfReader(pdf)
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == SIZES[paper]
    texts = page_texts(pdf)
    first_slips = next(i for i, t in enumerate(texts) if "Your loyalty marker" in t)
    organiser = " ".join(texts[:first_slips])
    assert "42" in organiser and rec["fingerprint"] in organiser and "127.0.0.1" not in " ".join(texts)
    cat = engine.get_game("guerilla").catalog()
    top = " ".join(f"{k + 1}. {cat[c]['name']}" for k, c in enumerate(rec["pile"][:5]))
    assert top in organiser                              # the pile by the cards' printed names, top first
    assert not re.search(r"\bu\d+_\d+\b", " ".join(texts))  # names, not ids (issue 25.6)
    # a leader is one of a kind: one dealt to a hand must not be named on the organiser's copy
    dealt = [cat[c]["name"] for hand in rec["hands"].values() for c in hand if cat[c]["type"] == "leader"]
    assert dealt and not any(n in organiser for n in dealt)
    slips = " ".join(texts[first_slips:])
    assert slips.count("Your loyalty marker") == 5 and slips.count("Your eight cards") == 5
    assert 2 <= len(texts) - first_slips <= 3 and len(texts) <= 6
    # no slip alone on a page (the fifth sat alone on page 3 before: three and two now), and the players' table has
    # no column that said "on the private slip" in every row
    assert [t.count("Your loyalty marker") for t in texts[first_slips:]] == [3, 2], texts
    assert "on the private slip" not in organiser and "Hand and loyalty marker" not in organiser
    keep_png(pdf, f"guerilla-deal-{paper}")
    keep_png(pdf, f"guerilla-deal-slips-{paper}", first_slips + 1)


@pytest.fixture(scope="module")
def site():
    if not list((b.DIST / "guerilla" / "deal").glob("*.pdf")):
        b.build()
    return b.DIST


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_builds_sample_deals_and_the_two_page_aid_on_both_papers(site, paper):
    for args in b.sheet_kind("guerilla").samples:
        pdf = site / "guerilla" / "deal" / f"deal-seed-{args['seed']}-{args['players']}p-{paper}.pdf"
        reader = PdfReader(pdf)
        texts = page_texts(pdf)
        # the organiser's pages upright, the slips' pages (eight cards a slip, one line a card) turned sideways
        assert [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages] == \
            [SIZES[paper][::-1] if "Your loyalty marker" in t else SIZES[paper] for t in texts]
        assert sum(t.count("Your loyalty marker") for t in texts) == args["players"]
        assert f"Seed{args['seed']}" in texts[0].replace(' ', '') and "Players" in texts[0]
    aid = site / "guerilla" / "print" / f"aid-guerilla-{paper}.pdf"
    texts = page_texts(aid)
    assert len(texts) == 2 and all(w in " ".join(texts) for w in ("Withdrawal", "Ambush", "10.5", "Mercenary"))
    keep_png(aid, f"guerilla-aid-{paper}")
    keep_png(aid, f"guerilla-aid-{paper}-2", 2)


def test_deal_pdf_refuses_bad_input_and_writes_nothing(tmp_path):
    pdf = tmp_path / "deal.pdf"
    for args in (["--seed", "x"], ["--seed", "1", "--players", "9"], ["--seed", "1", "--players", "4",
                                                                     "--mercenaries", "1"]):
        out = run("deal", "guerilla", *args, "--pdf", str(pdf))
        assert out.returncode == 2 and out.stderr.startswith("error: ") and "Traceback" not in out.stderr
    assert not pdf.exists()


def test_guerilla_packet_pdf_has_cover_tables_and_slips(tmp_path):
    pdf = tmp_path / "packet.pdf"
    out = run("packet", "guerilla", "--event-seed", "9", "--tables", "2", "--players", "3", "--json", "--pdf", str(pdf))
    assert out.returncode == 0, out.stderr
    rec = json.loads(out.stdout)
    texts = page_texts(pdf)
    cover = texts[0]
    for t in rec["list"]:
        assert str(t["seed"]) in cover and t["fingerprint"] in cover
        on_table = [x for x in texts[1:] if f"Table {t['table']} of 2" in x]
        assert any(str(t["seed"]) in x and t["fingerprint"] in x for x in on_table)
        for s in t["slips"]:
            assert not any(c["id"] in cover for c in s["hand"])
    assert sum(x.count("Your loyalty marker") for x in texts) == 6
    # the draw pile as a grid to stack from, three cards a line, each number under the one three before it; run on
    # as one paragraph (before), card 4 followed card 3 on the first line
    bbox = subprocess.run(["pdftotext", "-bbox", "-f", "2", "-l", "2", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    at = {w: (round(float(x)), round(float(y))) for x, y, w in
          re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>(\d+\.)</word>', bbox)}
    for n in range(1, 4):
        assert at[f"{n}."][1] == at["1."][1] and at[f"{n + 3}."][1] > at[f"{n}."][1], (n, at)
        assert abs(at[f"{n + 3}."][0] - at[f"{n}."][0]) <= 6, (n, at)
    keep_png(pdf, "guerilla-packet-table", 2)


def test_the_build_writes_every_guerilla_page():
    site = b.DIST
    if not (site / "guerilla" / "index.html").is_file():
        b.build(pdf=False)
    for rel in ("index.html", "rules/index.html", "glossary/index.html", "cards/index.html", "examples/index.html",
                "sandbox/index.html", "deal/index.html", "packet/index.html", "print/index.html",
                "reconstructed/index.html"):
        assert (site / "guerilla" / rel).is_file(), rel
    html = (site / "guerilla" / "sandbox" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'data-in-play="[./]*assets/js/inplay-guerilla\.[0-9a-f]{12}\.mjs"', html) and 'data-space="deck"' in html
    gallery = (site / "guerilla" / "cards" / "index.html").read_text(encoding="utf-8")
    assert gallery.count('class="game-card') >= 40 and "reconstructed" in gallery


def test_the_deal_page_says_the_organisers_copy_holds_secrets(site):
    """Before: the page said "The organiser's copy shows no secret", yet the copy lists the draw pile in order and
    prints the seed and page that deal every hand again. It now says to keep the copy off the table."""
    html = (site / "guerilla" / "deal" / "index.html").read_text(encoding="utf-8")
    text = " ".join(re.sub(r"<[^>]+>", " ", html).split())
    assert "shows no secret" not in text
    assert "The organiser's copy holds the draw pile in order" in text and "keep it off the table" in text
