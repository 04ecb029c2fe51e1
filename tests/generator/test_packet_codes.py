"""Packets for organisers, on paper: table codes on the cover and every table's pages, cover rows that link to
their tables, QR codes to each table's page only on a public address, and no private slip left alone on a page."""

import json
import subprocess
import sys

from pypdf import PdfReader

from generator import build as b
from generator.packet import table_code


def run_packet(tmp_path, *args):
    pdf = tmp_path / "packet.pdf"
    run = subprocess.run([sys.executable, "-m", "generator", "packet", *args, "--pdf", str(pdf), "--json"], cwd=b.ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout), pdf


def pages_text(pdf):
    out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return [" ".join(p.split()) for p in out.split("\f")[:-1]]


def test_table_code_is_the_number_and_the_start_of_the_fingerprint():
    assert table_code({"table": 7, "fingerprint": "ZWSQ-FHVM"}) == "T07-ZWSQ"
    assert table_code({"table": 128, "fingerprint": "AB2C-DEFG"}) == "T128-AB2C"


def test_five_player_junta_packet_codes_links_and_slips_two_or_more_a_page(tmp_path):
    rec, pdf = run_packet(tmp_path, "junta", "--event-seed", "5", "--tables", "3", "--players", "5")
    pages = pages_text(pdf)
    cover = pages[0]
    for t in rec["list"]:
        code = table_code(t)
        assert code in cover, code
        assert any(p.startswith(f"Table {t['table']} of 3") and code in p for p in pages[1:]), code
    reader = PdfReader(pdf)
    links = [a.get_object() for a in reader.pages[0].get("/Annots", [])]
    assert len([a for a in links if a.get("/Subtype") == "/Link"]) >= 3, "the cover's rows link to their tables"
    slip_pages = [p for p in pages if "private: only for this player" in p]
    assert len(slip_pages) == 3, "five slips of a table fit one page"
    for page in slip_pages:
        assert page.count("private: only for this player") >= 2, page[:80]
    assert not [img for p in reader.pages for img in p.images], "no QR code without a public address"


def test_packet_on_a_public_address_has_a_qr_code_to_each_table_page(tmp_path):
    rec, pdf = run_packet(tmp_path, "uruguay", "--event-seed", "12", "--tables", "3", "--base-url",
                          "https://games.example.org/t/")
    text = "".join(pages_text(pdf)).replace(" ", "")
    for t in rec["list"]:
        assert f"https://games.example.org/t/uruguay/deck/?seed={t['seed']}&fp={t['fingerprint']}" in text
    assert len({img.name for p in PdfReader(pdf).pages for img in p.images}) == 3
