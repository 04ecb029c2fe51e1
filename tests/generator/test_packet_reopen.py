"""The packet cover's way to check a table by hand ("Or open the seed page with the table's seed …") names, for a
packet made with a setup choice, the players and the choice as that page's menu and address take them, on A4 and US
Letter (before: the seed alone, which opens another deal); a packet without a choice names the players where the
game has several counts (the seed page opens at its own default), and nothing more."""

import json
import re

import pytest

from generator import packet as packet_mod
from tests.generator.test_packet_options import page_texts, run

BASE = "https://games.example.org/t/"
CASES = [("junta", 5, ["--casualties", "yes"], "junta/scenario/",
          "5 players and Casualties set to “one may be dead or exiled” (casualties=yes in its address)"),
         ("guerilla", 6, ["--mercenaries", "2"], "guerilla/deal/",
          "6 players and Mercenaries set to “two” (mercenaries=2 in its address)")]


def cover(tmp_path, game, players, more, paper):
    pdf = tmp_path / f"{game}-{paper}.pdf"
    out = run("packet", game, "--event-seed", "7", "--tables", "2", "--players", str(players), *more,
              "--base-url", BASE, "--paper", paper, "--pdf", str(pdf), "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout), page_texts(pdf)[0]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game, players, more, page, words", CASES)
def test_the_cover_says_the_players_and_choices_a_tables_page_needs(tmp_path, game, players, more, page, words, paper):
    rec, text = cover(tmp_path, game, players, more, paper)
    assert f"Or open {BASE}{page} with the table's seed, {words}, and compare the fingerprints." in text, text


@pytest.mark.parametrize("game, players, more, page, words", CASES)
def test_what_the_cover_names_opens_each_tables_own_setup(game, players, more, page, words):
    """The words are the seed page's: its address, with a table's seed, the players and the choice the cover names,
    deals that table (its fingerprint), where the seed and players alone deal another."""
    import engine
    from engine import bridge
    from engine.packet import player_range
    rec = json.loads(run("packet", game, "--event-seed", "7", "--tables", "2", "--players", str(players), *more,
                         "--json").stdout)
    said = packet_mod.reopen_words(rec, player_range(engine.get_game(game)))
    assert said == f", {words},"
    named = dict(re.findall(r"\((\w+)=(\w+) in its address\)", said))
    assert named == {more[0][2:]: more[1]}
    for t in rec["list"]:
        ask = {"op": "sheet", "game": game, "seed": t["seed"], "players": players}
        got = json.loads(bridge.handle(json.dumps({**ask, **named})))
        assert got["ok"] and got["sheet"]["fingerprint"] == t["fingerprint"]
        alone = json.loads(bridge.handle(json.dumps(ask)))
        assert alone["sheet"]["fingerprint"] != t["fingerprint"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_cover_without_choices_names_the_players_and_casualties_no_is_that_packet(tmp_path, paper):
    """No choice: the players only (the coup page opens at 5: seed and page alone deal a 3-seat table's coup wrong),
    and `--casualties no` prints the very same PDF, byte for byte."""
    rec, text = cover(tmp_path, "junta", 3, [], paper)
    assert f"Or open {BASE}junta/scenario/ with the table's seed and 3 players, and compare the fingerprints." in text
    assert "in its address" not in text and "options" not in rec
    said = tmp_path / "said.pdf"
    out = run("packet", "junta", "--event-seed", "7", "--tables", "2", "--players", "3", "--casualties", "no",
              "--base-url", BASE, "--paper", paper, "--pdf", str(said))
    assert out.returncode == 0, out.stderr
    assert said.read_bytes() == (tmp_path / f"junta-{paper}.pdf").read_bytes()
