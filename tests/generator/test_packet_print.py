"""Tournament packets from the command line: python -m generator packet GAME … (JSON, text, one PDF)."""

import json
import re
import subprocess
import sys

import pytest
from pypdf import PdfReader

from engine import packet as engine_packet
from generator import cli
from generator import files
from generator import packet as packet_mod
from generator.content import ROOT


def run(*args):
    return subprocess.run([sys.executable, "-m", "generator", "packet", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def page_texts(pdf):
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True)
    return [" ".join(p.split()) for p in out.stdout.split("\f")[:-1]]


def packet_pdf(tmp_path, *args):
    """Make a packet PDF with ``args``; return (its JSON record, its pages' text)."""
    pdf = tmp_path / "packet.pdf"
    out = run(*args, "--pdf", str(pdf), "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout), page_texts(pdf)


def words_in_boxes(pdf, page):
    """The words of one PDF page with their positions (pdftotext -bbox): [(x, y, word)]."""
    out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"],
                         capture_output=True, text=True, check=True).stdout
    return [(float(x), float(y), w) for x, y, w in
            re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</word>', out)]


def test_json_is_the_engines_packet_with_golden_fingerprints():
    out = run("uruguay", "--event-seed", "2026", "--tables", "4", "--json")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    engine_record = engine_packet.packet("uruguay", 2026, 4)
    assert {k: v for k, v in record.items() if k not in ("title", "paper")} == engine_record
    assert [t["fingerprint"] for t in record["list"]] == ["RXG4-NFKI", "G5SU-LHN5", "DYKO-L7DP", "QUAN-WHPV"]
    assert record["fingerprint"] == "6O2N-IKAD" and record["paper"] == "a4"
    assert [t["sheet"]["deck"] for t in record["list"]][0] == engine_record["list"][0]["sheet"]["deck"]


def test_same_and_distinct_from_the_command_line():
    same = json.loads(run("junta", "--event-seed", "9", "--tables", "5", "--players", "3", "--same", "--json").stdout)
    assert {t["seed"] for t in same["list"]} == {9} and len({t["fingerprint"] for t in same["list"]}) == 1
    distinct = json.loads(run("junta", "--event-seed", "9", "--tables", "5", "--players", "3", "--json").stdout)
    assert len({t["fingerprint"] for t in distinct["list"]}) == 5 and distinct["players"] == 3


def test_text_lists_every_table():
    out = run("junta", "--event-seed", "2026", "--tables", "3", "--players", "4", "--title", "Spring Open")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Spring Open: event seed 2026, 3 tables, 4 players")
    for seed, fp in ((7726863918183057, "U5Y4-2VGD"), (4248041821152936, "5RXE-XWTF"), (6010908983278679, "U4DW-KGRO")):
        assert re.search(rf"seed\s+{seed}\s+fingerprint {fp}", out.stdout)


@pytest.mark.parametrize("args, words", [
    (["uruguay", "--event-seed", "1", "--tables", "0"], "1 to 256"),
    (["uruguay", "--event-seed", "1", "--tables", "257"], "1 to 256"),
    (["uruguay", "--event-seed", "1", "--tables", "many"], "1 to 256"),
    (["uruguay", "--event-seed", "-5", "--tables", "2"], "negative"),
    (["uruguay", "--event-seed", "9007199254740992", "--tables", "2"], "too large"),
    (["junta", "--event-seed", "1", "--tables", "2", "--players", "8"], "2 to 7"),
    (["uruguay", "--event-seed", "1", "--tables", "2", "--players", "4"], "uruguay takes exactly 2 players, got '4'"),
    (["uruguay", "--event-seed", "1", "--tables", "2", "--title", "x" * 121], "120 characters"),
    (["uruguay", "--event-seed", "1", "--tables", "2", "--title", "bad\x07bell"], "printable"),
    (["uruguay", "--event-seed", "1", "--tables", "2", "--base-url", "ftp://x"], "http"),
    (["uruguay", "--event-seed", "1", "--tables", "2", "--pdf", "/no/such/folder/p.pdf"], "does not exist"),
    (["junta", "--event-seed", "1", "--tables", "12", "--only", "13"], "'13' is not among the tables; give a table "
     "number, a list or a span, e.g. 5, 3,7 or 2–4 (tables of this packet are 1 to 12)"),
    (["junta", "--event-seed", "1", "--tables", "12", "--only", "table 5"], "'table 5' is not a table number"),
    (["junta", "--event-seed", "1", "--tables", "12", "--only", "7-3"], "'7-3' runs backwards"),
    (["uruguay", "--event-seed", "1", "--tables", "1", "--only", "0"], "this packet has only table 1"),
])
def test_bad_input_gives_a_message_and_no_file(tmp_path, args, words):
    out = run(*args, "--pdf", str(tmp_path / "p.pdf")) if "--pdf" not in args else run(*args)
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr and words in out.stderr and out.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, only, drop", [
    (["uruguay", "--event-seed", "2026", "--tables", "3"], "2", ("Table 1 of 3", "Table 3 of 3")),
    (["junta", "--event-seed", "2026", "--tables", "3", "--players", "5"], "2-3", ("Table 1 of 3",)),
    (["guerilla", "--event-seed", "7", "--tables", "3", "--players", "4"], "1,3", ("Table 2 of 3",)),
])
def test_only_prints_again_those_tables_pages_as_in_the_whole_packet(tmp_path, args, only, drop):
    """A sheet spoilt at table 2: --only 2 prints its pages again, the same as in the packet (its table band, code,
    seed, fingerprint and slips), with the page every table shares and no cover; the text lists those tables."""
    whole, reprint = tmp_path / "whole.pdf", tmp_path / "again.pdf"
    assert run(*args, "--pdf", str(whole)).returncode == 0
    out = run(*args, "--only", only, "--pdf", str(reprint), "--json")
    assert out.returncode == 0, out.stderr
    rec = json.loads(out.stdout)
    wanted = [int(n) for n in re.split("[,-]", only)]
    wanted = list(range(wanted[0], wanted[-1] + 1)) if "-" in only else wanted
    assert rec["only"] == wanted and [t["table"] for t in rec["list"]] == wanted and rec["tables"] == 3
    assert rec["fingerprint"] == json.loads(run(*args, "--json").stdout)["fingerprint"]
    unpaged = [re.sub(r"page \d+ of \d+", "", p) for p in page_texts(whole)]
    kept = [p for p in unpaged[1:] if not any(d in p for d in drop)]
    assert "Organiser's cover" in unpaged[0] and len(kept) < len(unpaged) - 1
    assert [re.sub(r"page \d+ of \d+", "", p) for p in page_texts(reprint)] == kept
    text = run(*args, "--only", only).stdout
    assert f"printing again only table{'s' if len(wanted) > 1 else ''} {', '.join(map(str, wanted))}" in text
    assert [int(n) for n in re.findall(r"table\s+(\d+)\s+seed", text)] == wanted


@pytest.mark.parametrize("args, seats", [
    (["junta", "--event-seed", "2026", "--tables", "3", "--players", "5"], [f"Player {n}" for n in range(1, 6)]),
    (["uruguay", "--event-seed", "2026", "--tables", "2"], ["Government", "Tupamaros"]),
])
def test_seating_adds_a_list_of_every_tables_seats_after_the_cover(tmp_path, args, seats):
    """--seating: after the cover, every table (number and code) with a line beside each of its seats for the
    player's name; the JSON names the seats; without it, or in a re-print (--only), no such page."""
    rec, pages = packet_pdf(tmp_path, *args, "--seating")
    assert rec["seats"] == seats
    seating = pages[1]
    assert "Organiser's cover" in pages[0] and "Seating list: organiser's, it names no secret" in seating
    assert all(f"Table {t['table']} {packet_mod.table_code(t)}" in seating for t in rec["list"])
    assert all(seating.count(name) == len(rec["list"]) for name in seats), seating     # each table's seats, once
    _, plain = packet_pdf(tmp_path, *args)
    assert len(plain) == len(pages) - 1 and not any("Seating list" in p for p in plain)
    again = tmp_path / "again.pdf"
    assert run(*args, "--seating", "--only", "1", "--pdf", str(again)).returncode == 0
    assert not any("Seating list" in p for p in page_texts(again))


def test_a_failed_render_leaves_no_half_written_file(tmp_path, monkeypatch, capsys):
    target = tmp_path / "packet.pdf"

    def broken(*args):
        raise ValueError("the renderer broke")
    monkeypatch.setattr(packet_mod, "render_html", broken)
    assert cli.main(["packet", "uruguay", "--event-seed", "1", "--tables", "2", "--pdf", str(target)]) == 1
    assert "the renderer broke" in capsys.readouterr().err and list(tmp_path.iterdir()) == []


def test_write_atomic_replaces_the_file_whole(tmp_path):
    target = tmp_path / "p.pdf"
    target.write_bytes(b"old")
    files.write_atomic(target, b"new bytes")
    assert target.read_bytes() == b"new bytes" and [p.name for p in tmp_path.iterdir()] == ["p.pdf"]


def test_uruguay_packet_pdf_pages_headers_seeds_and_no_loopback(tmp_path):
    pdf = tmp_path / "u.pdf"
    out = run("uruguay", "--event-seed", "2026", "--tables", "3", "--pdf", str(pdf), "--json")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    pages = page_texts(pdf)
    assert len(PdfReader(pdf).pages) == len(pages) == 1 + 1 + 3        # cover, the shared diagram, one per table
    cover = pages[0]
    assert "Organiser's cover" in cover and "Event seed 2026" in cover and record["fingerprint"] in cover
    assert "Paper A4" in cover and not re.search(r"20\d\d-\d\d-\d\d", cover)
    for t in record["list"]:
        assert re.search(rf"{t['table']} {packet_mod.table_code(t)} {t['seed']} {t['fingerprint']} ☐ ☐", cover)
    assert "The same at every table" in pages[1] and "Political Will at 18" in pages[1]
    for t, text in zip(record["list"], pages[2:]):
        assert f"Table {t['table']} of 3 · {packet_mod.table_code(t)} · seed {t['seed']} · {t['fingerprint']}" in text  # running header
        assert f"Seed {t['seed']}" in text and f"Fingerprint {t['fingerprint']}" in text
        assert t["sheet"]["deck"][0] in text
        # the sheet tells the face-down deck's order: its band and the sheet say it is the organiser's (before:
        # nothing said so, and the cover's "every sheet carries its table code" suggested sheets at the tables)
        assert "Organiser's copy: it shows the order of the face-down Event deck, keep it off the table" in text
        assert "Keep this sheet off the table" in text
        rows = [cid for pile in t["sheet"]["piles"] for cid in pile]      # numbered 1-27 across the three piles
        assert len(rows) == 27 and all(re.search(rf"(^|\s){n}\. {cid}\s", text) for n, cid in enumerate(rows, 1))
    assert not any("127.0.0.1" in p or "localhost" in p for p in pages)
    assert not [img for page in PdfReader(pdf).pages for img in page.images], "no QR code without a public address"


def test_packet_with_a_public_address_prints_links_and_qr_codes(tmp_path):
    pdf = tmp_path / "u.pdf"
    out = run("uruguay", "--event-seed", "5", "--tables", "2", "--pdf", str(pdf), "--paper", "letter",
              "--base-url", "https://games.example.org/t/", "--json")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    reader = PdfReader(pdf)
    assert (round(float(reader.pages[0].mediabox.width)), round(float(reader.pages[0].mediabox.height))) == (612, 792)
    texts = [p.replace(" ", "") for p in page_texts(pdf)]
    for t, text in zip(record["list"], texts[2:]):
        assert f"https://games.example.org/t/uruguay/deck/?seed={t['seed']}&fp={t['fingerprint']}" in text
    assert len({img.name for p in reader.pages for img in p.images}) == 2        # one QR code a table


def test_junta_packet_slips_hold_only_their_own_seats_secrets(tmp_path):
    pdf = tmp_path / "j.pdf"
    out = run("junta", "--event-seed", "2026", "--tables", "2", "--players", "4", "--pdf", str(pdf), "--json")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    pages = page_texts(pdf)
    assert len(pages) == 1 + 2 * (2 + 1)          # cover; per table its sheet (2 pages) and one page of 4 slips
    cards = {c["name"] for t in record["list"] for r in t["sheet"]["rows"] for c in r["hand"]}
    offices = {o for t in record["list"] for r in t["sheet"]["rows"] for o in r["offices"]}
    assert not any(name in pages[0] for name in cards | offices), "the cover shows no secret"
    for k, t in enumerate(record["list"]):
        sheet, slips = pages[1 + 3 * k], pages[3 + 3 * k]
        assert t["fingerprint"] in sheet and "Table copy: no secret on it" in sheet and "Organiser's copy" not in sheet
        assert f"Table {t['table']} of 2 · private slips" in slips
        boxes = words_in_boxes(pdf, 4 + 3 * k)
        mid_x = float(PdfReader(pdf).pages[0].mediabox.width) / 2
        labels = sorted({round(y) for x, y, w in boxes if w == "private:"})     # the top line of each row of slips
        mid_y = labels[1] - 2 if len(labels) > 1 else 10_000
        for i, slip in enumerate(t["slips"]):
            col, row = i % 2, i // 2
            mine = " ".join(w for x, y, w in boxes if (x > mid_x) == bool(col) and (y > mid_y) == bool(row))
            assert f"{slip['name'].split()[1]} · Table {t['table']}" in mine.replace("Player ", "")
            for card in slip["hand"]:
                assert card["name"].split()[0] in mine
            others = {c["name"] for s in t["slips"] if s["seat"] != slip["seat"] for c in s["hand"]} - \
                {c["name"] for c in slip["hand"]}
            assert not any(name in mine for name in others), (slip["seat"], others)
    assert not any("127.0.0.1" in p for p in pages)
    # the seed deals every player's cards again: it is on the organiser's cover only, never on a table's pages
    for t in record["list"]:
        assert str(t["seed"]) in pages[0]
        assert not any(str(t["seed"]) in p for p in pages[1:]), t["seed"]
    assert "event seed 2026" in pages[0].lower()
    assert not any("event seed" in p.lower() for p in pages[1:]), "nor the event seed, in the running head"
    assert not any("--seed" in p or "?seed=" in p or "Permalink" in p for p in pages[1:])


def test_guerilla_packet_sheets_say_they_are_the_organisers_and_why(tmp_path):
    """Guerilla's table sheet lists the draw pile in order: its band says so, and its seed may stay on it."""
    record, pages = packet_pdf(tmp_path, "guerilla", "--event-seed", "31", "--tables", "2", "--players", "4")
    for t in record["list"]:
        first = next(p for p in pages[1:] if f"Table {t['table']} of 2 · code" in p)
        assert "Organiser's copy: it shows the order of the draw pile, keep it off the table" in first
        assert f"seed {t['seed']}" in first


def _boxes(box):
    yield box
    for child in getattr(box, "children", None) or []:
        yield from _boxes(child)


def laid_out_slips(gid, event_seed, players, paper):
    """The packet of one table as WeasyPrint lays it out: [(page, slip's room below its secret half's lowest line,
    room below the secret half inside the slip's dashed border)], in CSS px."""
    from generator import build as b
    from generator import content_cache, pdf_fast
    from generator import pdf as pdf_mod
    from generator import render as render_mod
    ctx = b.gather(content_cache.load(gid), None, pages=False)
    pictures = {}
    html = packet_mod.render_html(render_mod.environment(), ctx, packet_mod.kinds()[gid],
                                  packet_mod.record(gid, event_seed, 1, players=players), paper, pictures)
    pdf_fast.install()
    doc = pdf_mod.weasyprint().HTML(string=html, base_url=render_mod.STATIC.as_uri() + "/",
                                    url_fetcher=pdf_mod._fetcher(pdf_mod.ALLOWED, pictures)).render()
    out = []
    for number, page in enumerate(doc.pages, 1):
        for slip in _boxes(page._page_box):
            if getattr(slip, "element_tag", None) != "div" or "slip" not in (slip.element.get("class") or "").split():
                continue
            half = next(b for b in _boxes(slip) if getattr(b, "element_tag", None) == "div"
                        and "slip-secret" in (b.element.get("class") or "").split())
            low = max(line.position_y + line.height for line in _boxes(half) if type(line).__name__ == "LineBox")
            half_bottom = half.border_box_y() + half.border_height()
            out.append((number, half_bottom - low, slip.border_box_y() + slip.border_height() - half_bottom))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("paper", ["A4", "letter"])
@pytest.mark.parametrize("gid, players, event_seed", [
    ("junta", 2, 66), ("junta", 3, 59), ("junta", 4, 20), ("junta", 5, 4), ("junta", 6, 213), ("junta", 7, 59),
    ("guerilla", 3, 233), ("guerilla", 4, 108), ("guerilla", 5, 49), ("guerilla", 6, 371)])
def test_packet_slips_hold_their_secret_inside_their_cut_lines(paper, gid, players, event_seed):
    """Each event seed's one table holds the fullest slip of event seeds 0-399 at that count (Junta: most cards,
    then the longest cards and offices; Guerilla: the longest eight cards): its last line sits above the fold's
    box, the box inside the dashed border (before: the browser's print at 5 players ran a line onto the cut line;
    Guerilla's slips at 5 and 6 players lost their last cards), and a page holds up to six Junta slips, four
    Guerilla ones."""
    slips = laid_out_slips(gid, event_seed, players, paper)
    assert len(slips) == players
    assert all(room >= 0 and inside >= 0 for _, room, inside in slips), slips
    per_page = 6 if gid == "junta" else 4
    assert len({page for page, _, _ in slips}) == (1 if players <= per_page else 2)


def word_sizes(pdf):
    """Per page of a PDF: its words' printed heights in pt, as the page number's line (set at 8 pt) measures them
    (pdftotext's word boxes, as tests/generator/test_print.py measures the coup sheet's city)."""
    sizes = []
    for page in range(1, len(PdfReader(pdf).pages) + 1):
        out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"],
                             capture_output=True, text=True, check=True).stdout
        boxes = [(float(y0), float(y1), w) for y0, y1, w in
                 re.findall(r'<word [^>]*yMin="([\d.]+)"[^>]*yMax="([\d.]+)">([^<]*)</word>', out)]
        # the page number's line: the lowest "Tablero" (a sheet's words may name Tablero too: "any copy of Tablero")
        footer = max((y0, y1 - y0) for y0, y1, w in boxes if w == "Tablero")[1]
        sizes.append([(round((y1 - y0) / footer * 8, 2), w) for y0, y1, w in boxes])
    return sizes


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("gid, players", [("junta", 5), ("guerilla", 5), ("uruguay", None), ("paraguay", None)])
def test_packet_prints_no_word_under_seven_and_a_half_points(tmp_path, paper, gid, players):
    """Every word of a table's pages at 7.5 pt or more: Junta's city on a page turned sideways as the coup sheet's
    PDF prints it (before: district names at 6.5 pt upright), Guerilla's slip lists (7 pt), the slips' labels and
    the running header (7 pt), Uruguay's diagram's track numbers, counts and small names (6.3-6.9 pt), Paraguay's
    map, hex numbers and all, in four parts and a legend (before: 2-3 pt whole, 4.8 pt in two parts)."""
    pdf = tmp_path / "p.pdf"
    more = ["--players", str(players)] if players else []
    out = run(gid, "--event-seed", "2026", "--tables", "1", *more, "--paper", paper, "--pdf", str(pdf))
    assert out.returncode == 0, out.stderr
    sizes = word_sizes(pdf)
    small = [(n, s, w) for n, page in enumerate(sizes, 1) for s, w in page if s < 7.5]
    assert not small, small[:10]
    if gid == "junta":
        city = PdfReader(pdf).pages[2]
        assert float(city.mediabox.width) > float(city.mediabox.height)       # the city's page turned sideways
        assert any(w == "District" for _, w in sizes[2]) and any(w == "Harbor" for _, w in sizes[2])


def test_guerilla_packet_prints_each_card_of_the_draw_pile_on_one_line(tmp_path):
    """The packet prints the draw pile as flowing text: each card, its number and its whole name, on one line
    (before, "8. Unit G2/" ended a line and "R1" began the next, and a number stood alone at a line's end)."""
    record, _ = packet_pdf(tmp_path, "guerilla", "--event-seed", "2026", "--tables", "1", "--players", "6")
    lines = subprocess.run(["pdftotext", str(tmp_path / "packet.pdf"), "-"], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    pile = record["list"][0]["sheet"]["pile"]
    split = [f"{n}. {c['name']}" for n, c in enumerate(pile, 1)
             if not any(f"{n}. {c['name']}" in " ".join(line.split()) for line in lines)]
    assert split == [], split


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_long_title_keeps_the_running_head_to_one_line(tmp_path, paper):
    """A title may hold 120 characters (packet.TITLE_MAX): the cover prints it whole, but the running head at the
    top left of every page (42 % of the width at 7.5 pt) took three lines for it, the first 2 mm under the paper's
    edge. The head now ends a long title at a word with "…", keeps " · event seed N" whole, and stays on one line."""
    title = ("Campeonato Rioplatense de Juegos de Simulación Histórica · Montevideo · Sede Ciudad Vieja · "
             "Edición de primavera 2027")
    assert len(title) <= 120
    record, pages = packet_pdf(tmp_path, "uruguay", "--event-seed", "7", "--tables", "1", "--title", title,
                               "--paper", paper)
    assert title in " ".join(pages[0].split())                  # the cover: the whole title
    pdf = tmp_path / "packet.pdf"
    width = float(PdfReader(pdf).pages[0].mediabox.width)
    for page in range(1, len(pages) + 1):
        top = [(y, w) for x, y, w in words_in_boxes(pdf, page) if y < 30 and x < width * 0.45]
        assert len({round(y) for y, _ in top}) == 1, (page, top)
        head = " ".join(w for _, w in top)
        assert head.startswith("Campeonato Rioplatense de Juegos") and head.endswith("… · event seed 7"), head
        assert min(y for y, _ in top) > 8                       # clear of the paper's edge (pt)


def test_a_span_of_tables_may_be_typed_with_a_hyphen_or_an_en_dash():
    """The help writes a span with an en dash (2–4) as every range the site prints; a keyboard's hyphen is read
    the same, and so is a space beside either."""
    assert packet_mod.check_only("2-4", 12) == packet_mod.check_only("2\u20134", 12) == [2, 3, 4]
    assert packet_mod.check_only("3, 7 \u2013 8", 12) == [3, 7, 8]
    with pytest.raises(ValueError, match="runs backwards"):
        packet_mod.check_only("4\u20132", 12)
