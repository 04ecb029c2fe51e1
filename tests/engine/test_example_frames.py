"""Every example's prebuilt frames (what the stepper shows without an engine) are exactly what this engine computes.

The build asks the bridge for each example's steps and move-by-move boards and records the SHA-256 of the JSON
text in engine/data/frames.json. Here the running engine (CPython, and Pyodide when this file runs inside it)
recomputes every one: equal digests mean the browser's engine would show byte for byte what the files hold.
"""

import hashlib
import json

import pytest

from engine import bridge, content

DIGESTS = content.DATA_DIR / "frames.json"


def digests():
    if not DIGESTS.is_file():
        pytest.fail(f"{DIGESTS} is missing: build the site first (python -m generator build)")
    return json.loads(DIGESTS.read_text(encoding="utf-8"))


def frames_sha(op, game, eid):
    text = bridge.handle(json.dumps({"op": op, "game": game, "id": eid}))
    assert json.loads(text)["ok"], text[:300]
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_every_example_of_every_game_has_prebuilt_frames():
    recorded = digests()
    for game in recorded:
        assert sorted(recorded[game]) == sorted(ex["id"] for ex in content.load(game)["examples"])
    assert {"uruguay", "junta", "paraguay", "guerilla"} <= set(recorded)


@pytest.mark.parametrize("game", ["uruguay", "junta", "paraguay", "guerilla"])
def test_the_engine_computes_the_prebuilt_frames_byte_for_byte(game):
    recorded = digests()[game]
    try:
        for eid, want in sorted(recorded.items()):
            assert frames_sha("example", game, eid) == want["steps"], f"{game}/{eid}: steps differ"
            assert frames_sha("example_moves", game, eid) == want["moves"], f"{game}/{eid}: move boards differ"
    finally:
        bridge.EXAMPLES.clear()
