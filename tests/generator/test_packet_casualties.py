"""A Junta packet made with its casualties choice (1.3) from the command line: ``--casualties yes``, the word the
coup page's address uses, deals every table as the scenario command does with --casualties; the PDF says so on the
cover, the seating list and every band (a coup's table sheet is a table copy: it prints no seed and so no link),
and the coup sheet's own printed link carries casualties=yes; a packet without it is as before."""

import json

import pytest

from tests.generator.test_packet_options import packet_pdf, page_texts, reprint_of_table_2, run

CAS = ["--casualties", "yes"]


def test_a_packet_table_is_the_coup_of_its_seed_with_casualties():
    seed = 4444
    deal = run("scenario", "--seed", str(seed), "--players", "7", "--casualties", "--json")
    pk = run("packet", "junta", "--event-seed", str(seed), "--tables", "1", "--same", "--players", "7", *CAS,
             "--json")
    assert deal.returncode == pk.returncode == 0, deal.stderr + pk.stderr
    record, packet = json.loads(deal.stdout), json.loads(pk.stdout)
    sheet = packet["list"][0]["sheet"]
    assert packet["options"] == {"casualties": "yes"}
    assert sheet == record and sheet["casualties"] is True
    assert [r["status"] for r in sheet["rows"]].count("active") == 6       # this seed deals a casualty
    plain = json.loads(run("packet", "junta", "--event-seed", str(seed), "--tables", "1", "--same", "--players", "7",
                           "--json").stdout)
    assert "options" not in plain and plain["fingerprint"] != packet["fingerprint"]
    assert "casualties" not in plain["list"][0]["sheet"]


def test_the_text_names_the_choice_and_bad_values_are_one_line():
    out = run("packet", "junta", "--event-seed", "7", "--tables", "2", "--players", "5", *CAS)
    assert out.returncode == 0, out.stderr
    first = out.stdout.splitlines()[0]
    assert "Casualties: a deal that may leave one player dead or in exile before the coup (1.3)" in first
    assert first.endswith("packet fingerprint 56JZ-3YXP")
    for args, words in [(["--players", "3", *CAS], "error: Casualties: yes (one may be dead or exiled) is an option "
                                                   "for 4–7 players only (1.3), not 3"),
                        (["--casualties", "true"], "or not given (none) (1.3), got 'true'"),
                        (["--players", "4", "--casualties"], "expected one argument")]:
        bad = run("packet", "junta", "--event-seed", "7", "--tables", "2", *args)
        assert bad.returncode == 2 and words in bad.stderr and "Traceback" not in bad.stderr, bad.stderr


def test_the_help_says_junta_takes_casualties():
    out = " ".join(run("packet", "--help").stdout.split())
    assert "junta: Casualties (1.3), yes (one may be dead or exiled, 4–7 players); not given or no: none" in out


def test_casualties_no_makes_the_packet_made_without_the_choice():
    """`--casualties no` (the coup page's menu value, and what its packet page's address says) is the usual deal in so
    many words: the same text and JSON as leaving the choice out (before: refused, exit status 2)."""
    base = ["packet", "junta", "--event-seed", "7", "--tables", "2", "--players", "3"]
    for more in ([], ["--json"]):
        plain, said = run(*base, *more), run(*base, "--casualties", "no", *more)
        assert plain.returncode == said.returncode == 0, said.stderr
        assert said.stdout == plain.stdout


@pytest.mark.parametrize("players", ["2", "3"])
def test_the_coup_command_refuses_casualties_where_the_deal_makes_none(players):
    """`scenario --casualties` at 2 or 3 players: one line, exit status 2, the packet's words (before: a sheet whose
    printed link asked for casualties the deal never makes)."""
    bad = run("scenario", "--seed", "7", "--players", players, "--casualties")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr, bad.stderr
    assert bad.stderr == ("error: Casualties: yes (one may be dead or exiled) is an option for 4–7 players only (1.3), "
                          f"not {players}\n")
    assert run("scenario", "--seed", "7", "--players", "4", "--casualties").returncode == 0


def test_the_pdf_says_casualties_and_links_each_table_to_its_coup_with_them(tmp_path):
    args, rec, pages, cover, seating = packet_pdf(tmp_path, "junta", 5, CAS)
    assert "Options Casualties: a deal that may leave one player dead or in exile before the coup (1.3)" in cover
    assert "the same options and the same choice of setups" in cover
    assert "Every table: Casualties, one may be dead or exiled (a deal that may leave one player dead or in exile " \
           "before the coup)." in seating
    tables = [p for p in pages if "Table copy" in p]       # a coup's sheet lies open: no seed, so no link on it
    assert len(tables) == 2
    for t, page in zip(rec["list"], tables):
        assert f"fingerprint {t['fingerprint']} · Casualties: one may be dead or exiled · Table copy" in page
        assert "scenario/?" not in page.replace("? ", "?")
    assert "Casualties: one may be dead or exiled" in reprint_of_table_2(tmp_path, args, pages)[0]


def test_the_coup_sheets_own_link_carries_casualties(tmp_path):
    """`scenario … --casualties --pdf` prints (and puts in its QR code) the address that deals that coup again, so
    with casualties=yes (before: without it, which dealt another coup); without the flag, no such word."""
    for more, query in [(["--casualties"], "seed=4444&players=7&casualties=yes"), ([], "seed=4444&players=7")]:
        pdf = tmp_path / "coup.pdf"
        out = run("scenario", "--seed", "4444", "--players", "7", *more, "--pdf", str(pdf),
                  "--base-url", "https://games.example.org/t/")
        assert out.returncode == 0, out.stderr
        text = " ".join(page_texts(pdf)).replace("? ", "?").replace("/ ", "/")
        assert f"https://games.example.org/t/junta/scenario/?{query}. " in text, text[-1200:]
        assert ("7 players, with casualties (1.3), page" in text) == bool(more)
