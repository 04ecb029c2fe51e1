"""A packet made with a game's setup choice (Guerilla's two Mercenaries, 4.3) from the command line: every table is
the deal the seed gives with that choice (text, --json, the deal command), the PDF says the choice on the cover, the
seating list and every table's band, and links each table to its deal with the choice; a choice the game or its
player count does not allow is one line and exit status 2."""

import json
import re
import subprocess
import sys

import pytest

from generator.content import ROOT

MERC = ["--mercenaries", "2"]


def run(*args):
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def page_texts(pdf):
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True)
    return [" ".join(p.split()) for p in out.stdout.split("\f")[:-1]]


def packet_pdf(tmp_path, game, players, more):
    """A 2-table packet of event seed 7 with the choice ``more`` and its seating list, as PDF: (the command's
    arguments, its --json record, its pages' text, the cover, the seating list)."""
    pdf = tmp_path / "p.pdf"
    args = ["packet", game, "--event-seed", "7", "--tables", "2", "--players", str(players), *more,
            "--base-url", "https://games.example.org/t/"]
    out = run(*args, "--seating", "--pdf", str(pdf), "--json")
    assert out.returncode == 0, out.stderr
    rec = json.loads(out.stdout)
    pages = page_texts(pdf)
    assert f"Packet fingerprint {rec['fingerprint']}" in pages[0]
    return args, rec, pages, pages[0], pages[1]


def reprint_of_table_2(tmp_path, args, pages):
    """``--only 2`` of the same packet: its pages, which must be table 2's pages of the whole (page numbers aside)."""
    again = tmp_path / "again.pdf"
    assert run(*args, "--only", "2", "--pdf", str(again)).returncode == 0
    reprint = [re.sub(r"page \d+ of \d+", "", p) for p in page_texts(again)]
    whole = [re.sub(r"page \d+ of \d+", "", p) for p in pages]
    assert reprint == [p for p in whole if "Table 2 of 2" in p]
    return reprint


@pytest.mark.parametrize("players", [4, 6])
def test_a_packet_table_is_the_deal_of_its_seed_with_two_mercenaries(players):
    """The deal command's text and --json and a packet's table with that seed (--same) hold the same deal."""
    seed = 20261207
    deal = run("deal", "guerilla", "--seed", str(seed), "--players", str(players), *MERC, "--json")
    text = run("deal", "guerilla", "--seed", str(seed), "--players", str(players), *MERC)
    pk = run("packet", "guerilla", "--event-seed", str(seed), "--tables", "1", "--same", "--players", str(players),
             *MERC, "--json")
    assert deal.returncode == text.returncode == pk.returncode == 0, deal.stderr + text.stderr + pk.stderr
    record, packet = json.loads(deal.stdout), json.loads(pk.stdout)
    sheet = packet["list"][0]["sheet"]
    assert packet["options"] == {"mercenaries": 2} and record["mercenaries"] == sheet["mercenaries"] == 2
    assert record["fingerprint"] == sheet["fingerprint"] == packet["list"][0]["fingerprint"]
    assert {k: record[k] for k in ("seed", "players", "dealer", "redeals")} == \
        {k: sheet[k] for k in ("seed", "players", "dealer", "redeals")}
    assert [c["id"] for c in sheet["pile"]] == record["pile"]
    assert {r["id"]: r["loyalty"] for r in sheet["rows"]} == record["loyalty"]
    assert {r["id"]: [c["id"] for c in r["hand"]] for r in sheet["rows"]} == record["hands"]
    assert list(record["loyalty"].values()).count("mercenary") == 2
    assert f"2 Mercenary markers, fingerprint {record['fingerprint']}" in text.stdout
    plain = json.loads(run("packet", "guerilla", "--event-seed", str(seed), "--tables", "1", "--same", "--players",
                           str(players), "--json").stdout)
    assert "options" not in plain and plain["fingerprint"] != packet["fingerprint"]


def test_the_text_names_the_choice_and_the_packet_fingerprint():
    out = run("packet", "guerilla", "--event-seed", "7", "--tables", "3", "--players", "4", *MERC)
    assert out.returncode == 0, out.stderr
    first = out.stdout.splitlines()[0]
    assert "4 players" in first and "Mercenaries: two Mercenary markers" in first and "(4.3)" in first
    assert first.endswith("packet fingerprint WNN5-KJE6")
    assert re.findall(r"fingerprint (\S+)", out.stdout)[1:] == ["YRPL-YXNY", "MSZH-XX7U", "QOLQ-K7XU"]


@pytest.mark.parametrize("args, words", [
    (["guerilla", "--players", "5", *MERC], "error: Mercenaries: 2 (two) is an option for 4 or 6 players only (4.3), "
                                            "not 5"),
    (["guerilla", "--players", "3", *MERC], "only (4.3), not 3"),
    (["guerilla", "--players", "4", "--mercenaries", "1"], "Mercenaries is 2 (two) or not given (as usual) (4.3), "
                                                           "got '1'"),
    (["guerilla", "--mercenaries", "two"], "got 'two'"),
    (["uruguay", *MERC], "error: uruguay has no setup option 'mercenaries': it has none"),
    (["junta", "--players", "4", *MERC], "error: junta has no setup option 'mercenaries'"),
    (["paraguay", *MERC], "error: paraguay has no setup option 'mercenaries'"),
])
def test_a_choice_the_game_or_the_player_count_does_not_allow_is_refused(tmp_path, args, words):
    pdf = tmp_path / "p.pdf"
    out = run("packet", args[0], "--event-seed", "7", "--tables", "2", *args[1:], "--pdf", str(pdf))
    assert out.returncode == 2 and "Traceback" not in out.stderr and words in out.stderr, out.stderr
    assert out.stdout == "" and list(tmp_path.iterdir()) == []


def test_the_help_says_which_game_has_the_choice_and_what_it_takes():
    out = run("packet", "--help")
    assert "--mercenaries" in " ".join(out.stdout.split())
    assert "guerilla: Mercenaries (4.3), 2 (two, 4 or 6 players); not given: as usual" in " ".join(out.stdout.split())


def test_the_pdf_says_the_choice_and_links_each_table_to_its_deal_with_it(tmp_path):
    """Cover (a row, the command's words), seating list, each table's band and its printed link with
    mercenaries=2; --only prints those pages again the same (the band still says it)."""
    args, rec, pages, cover, seating = packet_pdf(tmp_path, "guerilla", 4, MERC)
    assert "Options Mercenaries: two Mercenary markers in place of one Rebel and one Government (4.3)" in cover
    assert "tables and players, the same options and the same choice of setups" in cover
    assert "Every table: Mercenaries, two (two Mercenary markers in place of one Rebel and one Government)." \
        in seating
    tables = [p for p in pages if "Organiser's copy" in p]
    assert len(tables) == 2
    for t, page in zip(rec["list"], tables):
        assert f"fingerprint {t['fingerprint']} · Mercenaries: two · Organiser's copy" in page
        assert "Loyalty markers 1 Government, 1 Rebel, 2 Mercenary" in page
        link = f"https://games.example.org/t/guerilla/deal/?seed={t['seed']}&players=4&mercenaries=2&fp=" \
               f"{t['fingerprint']}"
        assert link in page.replace("? ", "?").replace(" ", ""), page
    assert "Mercenaries: two" in reprint_of_table_2(tmp_path, args, pages)[0]


@pytest.mark.parametrize("more, query", [(MERC, "seed=42&players=4&mercenaries=2"), ([], "seed=42&players=4")])
def test_the_deal_sheets_own_link_carries_two_mercenaries(tmp_path, more, query):
    """`deal … --mercenaries 2 --pdf`: the organiser's sheet prints (and its QR code holds) the address that deals it
    again, so with mercenaries=2 (before: without it, so the link dealt the usual markers)."""
    pdf = tmp_path / "deal.pdf"
    out = run("deal", "guerilla", "--seed", "42", "--players", "4", *more, "--pdf", str(pdf),
              "--base-url", "https://games.example.org/t/")
    assert out.returncode == 0, out.stderr
    text = page_texts(pdf)[0].replace("? ", "?")
    assert f"Permalink https://games.example.org/t/guerilla/deal/?{query} " in text, text[:600]
