"""No loopback address on paper: ``--base-url`` naming this machine prints no link and no QR code, and says so."""

import subprocess
import sys

import pytest
from pypdf import PdfReader

from generator import build as b


@pytest.mark.parametrize("url, loopback", [
    ("http://127.0.0.1:8000/", True), ("http://127.1.2.3/tablero", True), ("http://localhost:8000", True),
    ("https://app.localhost/", True), ("http://[::1]:8000/", True), ("http://0.0.0.0:8000", True),
    ("https://games.example.org/tablero", False), ("http://127.example.org/", False), ("http://10.0.0.7/", False),
])
def test_loopback_addresses_are_recognised(url, loopback):
    assert b.is_loopback(url) is loopback
    said = []
    assert (b.public_base(url, said.append) is None) is loopback
    assert len(said) == (1 if loopback else 0)


def _pdf_text(path):
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


@pytest.mark.parametrize("command, where", [
    (["deck", "uruguay", "--seed", "1968"], "uruguay/deck/?seed=1968"),
    (["packet", "guerilla", "--event-seed", "5", "--tables", "2", "--players", "3"], "guerilla/deal/?seed="),
])
def test_cli_with_a_loopback_base_url_warns_once_and_prints_no_link_or_qr(tmp_path, command, where):
    pdf = tmp_path / "out.pdf"
    run = subprocess.run([sys.executable, "-m", "generator", *command, "--pdf", str(pdf),
                          "--base-url", "http://127.0.0.1:8000/"], cwd=b.ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    warnings = [line for line in run.stderr.splitlines() if line.startswith("warning")]
    assert len(warnings) == 1 and warnings[0].startswith("warning: --base-url http://127.0.0.1:8000/"), run.stderr
    text = _pdf_text(pdf)
    assert "127.0.0.1" not in text and "http" not in text
    assert not [img for page in PdfReader(pdf).pages for img in page.images], "no QR code of a loopback address"
    assert where in text.replace(" ", ""), "the page's path stays, to find the table again on any copy of the site"
    assert "python -m generator" not in text, "paper gives the seed and the page, not a developer's command"
    assert "any copy of Tablero" in text, "how to make it again from the page's path"


def test_cli_with_a_public_base_url_says_nothing_and_prints_its_qr(tmp_path):
    pdf = tmp_path / "out.pdf"
    run = subprocess.run([sys.executable, "-m", "generator", "deck", "uruguay", "--seed", "7", "--pdf", str(pdf),
                          "--base-url", "https://games.example.org/t"], cwd=b.ROOT, capture_output=True, text=True)
    assert run.returncode == 0 and "warning" not in run.stderr, run.stderr
    assert [img for page in PdfReader(pdf).pages for img in page.images]
