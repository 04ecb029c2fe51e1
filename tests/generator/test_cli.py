"""The command line as a user runs it: python -m generator …"""

import json
import re
import subprocess
import sys

import pytest
from pypdf import PdfReader

import engine
from generator.content import ROOT


def run(*args):
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_deck_json_has_the_documented_shape():
    out = run("deck", "uruguay", "--seed", "42", "--json")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    assert list(record)[:5] == ["game", "seed", "deck", "set_aside", "fingerprint"]
    assert record["game"] == "uruguay" and record["seed"] == 42
    assert record["deck"] == engine.setup("uruguay", 42)["deck"]
    assert record["fingerprint"] == "6Z6N-VGN2" and len(record["set_aside"]) == 12


def test_deck_text_lists_piles():
    out = run("deck", "uruguay", "--seed", "1968")
    assert out.returncode == 0
    assert "fingerprint ZWSQ-FHVM" in out.stdout and out.stdout.count("<- Propaganda") == 3
    assert "Pile 3:" in out.stdout and "Set aside (not used):" in out.stdout


@pytest.mark.parametrize("seed, words", [("abc", "not a whole number"), ("-1", "negative"),
                                         ("9007199254740992", "too large"), ("1e9", "not a whole number")])
def test_bad_seeds_give_a_message_not_a_traceback(seed, words):
    out = run("deck", "uruguay", "--seed", seed)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and words in out.stderr and "9007199254740991" in out.stderr
    assert out.stdout == ""


def test_check_lists_content_problems_with_lines(tmp_path):
    over = tmp_path / "o" / "uruguay"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: U3\n    kind: gadget\n  - id: U4\n    rules: [x]\n")
    out = run("check", "--overlay", str(tmp_path / "o"))
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "2 problem(s)" in out.stderr
    assert f"{over / 'cards.yaml'}:3:" in out.stderr and f"{over / 'cards.yaml'}:5:" in out.stderr


def test_check_passes_on_real_content():
    out = run("check")
    assert out.returncode == 0 and "content is valid" in out.stdout


def pdf_text(path):
    """The PDF's text in reading order (poppler's pdftotext, which ./build.sh test installs), spaces folded."""
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


@pytest.mark.parametrize("paper, size", [("a4", (595, 842)), ("letter", (612, 792))])
def test_pdf_setup_sheet(tmp_path, paper, size):
    pdf = tmp_path / f"sheet-{paper}.pdf"
    out = run("deck", "uruguay", "--seed", "42", "--pdf", str(pdf), "--paper", paper, "--json")
    assert out.returncode == 0, out.stderr
    reader = PdfReader(pdf)
    assert len(reader.pages) == 2          # deck lists, then the setup diagram
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == size
    text = pdf_text(pdf)
    assert "Seed 42" in text and "6Z6N-VGN2" in text
    assert "uruguay/deck/?seed=42" in text.replace(" ", "")
    titles = {c["id"]: c["title"] for c in engine.content.load("uruguay")["cards"]}
    pos = 0
    for cid in json.loads(out.stdout)["deck"]:
        found = re.search(re.escape(cid) + r"\s+" + r"\s*".join(map(re.escape, titles[cid].split())), text[pos:])
        assert found, (cid, titles[cid])
        pos += found.end()
