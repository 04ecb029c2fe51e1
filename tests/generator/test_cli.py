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


@pytest.mark.parametrize("command, players", [
    (["deck", "uruguay"], None), (["scenario"], 6), (["deal", "guerilla"], 4), (["setup", "paraguay"], None),
])
def test_a_seed_gives_the_same_setup_in_text_json_a_packet_and_the_sandbox(command, players):
    """One seed, everywhere an organiser meets it: the command line's text and --json, a packet's table with that
    seed (--same) and the sandbox the seed page links to (the engine's sandbox_new with that seed and player count)
    hold the same setup sheet and fingerprint."""
    from engine import bridge
    from engine import packet as engine_packet
    seed, more = 20261207, (["--players", str(players)] if players else [])
    as_json = run(*command, "--seed", str(seed), *more, "--json")
    text = run(*command, "--seed", str(seed), *more)
    assert as_json.returncode == 0 and text.returncode == 0, as_json.stderr + text.stderr
    record = json.loads(as_json.stdout)
    gid = record["game"]
    answer = json.loads(bridge.handle(json.dumps({"op": "sandbox_new", "game": gid, "seed": seed,
                                                  **({"options": {"players": players}} if players else {})})))
    assert answer["ok"] and answer["moves"] == 0, answer
    from engine.sandbox import SANDBOX
    in_sandbox = engine.get_game(gid).setup_sheet(SANDBOX["state"])
    table = engine_packet.packet(gid, seed, 1, same=True, players=players)["list"][0]
    assert in_sandbox == table["sheet"] and in_sandbox["seed"] == seed
    assert record["fingerprint"] == in_sandbox["fingerprint"] == table["fingerprint"]
    assert re.search(rf"fingerprint:? {record['fingerprint']}", text.stdout, re.IGNORECASE), text.stdout[:300]


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


def junta_sheet(seed, players):
    return engine.get_game("junta").setup_sheet(engine.setup("junta", seed, options={"players": players}))


@pytest.mark.parametrize("seed, players", [(42, 5), (7, 2), (1978, 7)])
def test_scenario_json_is_the_engines_setup_sheet(seed, players):
    out = run("scenario", "--seed", str(seed), "--players", str(players), "--json")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    assert record == junta_sheet(seed, players)
    assert record["game"] == "junta" and record["seed"] == seed and len(record["rows"]) == players
    offices = [o for row in record["rows"] for o in row["offices"] + row["cousin"]]
    assert sorted(offices) == sorted(r["name"] for r in engine.content.load("junta")["game"]["roles"])


def test_scenario_text_lists_seats_offices_and_units():
    out = run("scenario", "--seed", "3", "--players", "7")
    assert out.returncode == 0, out.stderr
    sheet = junta_sheet(3, 7)
    assert f"seed 3, 7 players, fingerprint {sheet['fingerprint']}" in out.stdout
    for row in sheet["rows"]:
        assert row["name"] in out.stdout and all(o in out.stdout for o in row["offices"])
    assert "Units on the map:" in out.stdout and "Presidential Palace" in out.stdout
    assert "Rebel Leader" in out.stdout and out.stdout.count("card: ") == sum(len(r["hand"]) for r in sheet["rows"])


def test_scenario_casualties_only_when_asked():
    seeds = range(20)
    plain = [json.loads(run("scenario", "--seed", str(s), "--players", "5", "--json").stdout) for s in seeds[:6]]
    assert all(r["status"] == "active" and r["offices"] for rec in plain for r in rec["rows"])
    asked = [engine.setup("junta", s, options={"players": 5, "casualties": True}) for s in seeds]
    seed = next(s for s, st in zip(seeds, asked) if any(p["status"] != "active" for p in st["players"]))
    out = run("scenario", "--seed", str(seed), "--players", "5", "--casualties", "--json")
    assert out.returncode == 0, out.stderr
    assert any(r["status"] != "active" for r in json.loads(out.stdout)["rows"])


def test_scenario_defaults_to_five_players():
    out = run("scenario", "--seed", "11", "--json")
    assert out.returncode == 0 and json.loads(out.stdout)["players"] == 5


@pytest.mark.parametrize("args, words", [(["--seed", "abc"], "not a whole number"), (["--seed", "-3"], "negative"),
                                         (["--seed", "5", "--players", "9"], "2 to 7"),
                                         (["--seed", "5", "--players", "1"], "2 to 7"),
                                         (["--seed", "5", "--players", "five"], "2 to 7")])
def test_scenario_bad_input_gives_a_message_not_a_traceback(args, words):
    out = run("scenario", *args)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and words in out.stderr and out.stdout == ""


@pytest.mark.parametrize("paper, size", [("a4", (595, 842)), ("letter", (612, 792))])
def test_scenario_pdf(tmp_path, paper, size):
    pdf = tmp_path / f"coup-{paper}.pdf"
    out = run("scenario", "--seed", "42", "--players", "6", "--pdf", str(pdf), "--paper", paper)
    assert out.returncode == 0, out.stderr
    reader = PdfReader(pdf)
    assert len(reader.pages) == 3           # players and units, the city map, then the private slips alone
    sizes = [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages]
    assert sizes == [size, size[::-1], size]      # the city's page turned sideways
    text = pdf_text(pdf)
    sheet = junta_sheet(42, 6)
    assert "Players 6" in text and sheet["fingerprint"] in text
    # the seed and the page only in the organiser's line, above the slips on page 3 (never on a page left open)
    slips_page = reader.pages[2].extract_text()
    assert "Organiser's line" in slips_page and "seed 42," in slips_page
    assert "junta/scenario/?seed=42&players=6" in slips_page.replace(" ", "").replace("\n", "")
    assert "Seed 42" not in "".join(page.extract_text() for page in reader.pages[:2])
    assert all(office in text for row in sheet["rows"] for office in row["offices"])
