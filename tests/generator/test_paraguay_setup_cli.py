"""``python -m generator setup paraguay --seed N [--json]``: a random legal set-up with its fingerprint."""

import json
import subprocess
import sys

import engine
from generator.content import ROOT


def run(*args):
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_setup_json_matches_the_engine():
    out = run("setup", "paraguay", "--seed", "42", "--json")
    assert out.returncode == 0, out.stderr
    sheet = json.loads(out.stdout)
    state = engine.setup("paraguay", 42)
    assert sheet["seed"] == 42 and sheet["matto_grosso"] == state["pg"]["mg"]["launched"]
    assert {u["id"]: u["where"] for u in sheet["units"]} == {u["id"]: u["where"] for u in state["units"]}
    assert sheet["fingerprint"] == engine.get_game("paraguay").setup_sheet(state)["fingerprint"]


def test_setup_text_and_a_bad_seed():
    out = run("setup", "paraguay", "--seed", "7")
    assert out.returncode == 0 and "fingerprint" in out.stdout and "Paraguayan setup (3.4):" in out.stdout
    bad = run("setup", "paraguay", "--seed", "x")
    assert bad.returncode == 2 and "not a whole number" in bad.stderr and "Traceback" not in bad.stderr
