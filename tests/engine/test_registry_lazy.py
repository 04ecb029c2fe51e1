"""The registry imports a game the first time it is asked for (issue 26.7: a command about one game loads that
game only), and lists every game of engine/games/ all the same."""

import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
import engine
loaded = lambda: sorted({m.split(".")[2] for m in sys.modules if m.startswith("engine.games.")})
out = {"at_import": loaded(), "ids": engine.game_ids()}
out["title"] = engine.get_game("junta").title
out["after_one"] = loaded()
try:
    engine.get_game("chess")
except engine.IllegalAction as err:
    out["unknown"] = err.message
out["listing"] = [g["id"] for g in json.loads(__import__("engine.bridge").bridge.handle(json.dumps({"op": "games"})))["games"]]
out["after_listing"] = loaded()
print(json.dumps(out))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a fresh interpreter (a subprocess): CPython only")
def test_one_game_is_imported_when_asked_for_and_every_game_is_listed():
    run = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    out = json.loads(run.stdout)
    folders = sorted(p.name for p in (ROOT / "engine" / "games").iterdir() if (p / "__init__.py").is_file())
    assert out["at_import"] == [] and out["ids"] == folders
    assert out["title"].startswith("Junta") and out["after_one"] == ["junta"]
    assert out["unknown"] == f"unknown game 'chess'; known: {', '.join(folders)}"
    assert out["listing"] == folders and out["after_listing"] == folders
