"""Lean prebuilt example files (generator/frames.py): a file of big pictures carries one base picture and
patches, unpacks to exactly the bridge's answer, and small pictures are shipped as they are."""

import json

import pytest

from engine import bridge
from generator import frames


def answer(op, game, eid):
    return bridge.handle(json.dumps({"op": op, "game": game, "id": eid}))


@pytest.fixture(scope="module")
def whole_turn():
    try:
        yield {key: answer(op, "paraguay", "a-whole-turn") for op, key in (("example", "steps"),
                                                                           ("example_moves", "moves"))}
    finally:
        bridge.EXAMPLES.clear()


def test_a_hex_map_examples_files_unpack_to_the_engines_answer_and_shrink(whole_turn):
    for key, text in whole_turn.items():
        packed = frames.pack(text, key)
        assert frames.unpack(packed, key) == json.loads(text)
        assert list(frames.unpack(packed, key)) == list(json.loads(text))          # keys keep their order
        assert len(packed) < len(text) / 4 and len(packed) < 1_000_000, (key, len(text), len(packed))
    steps = json.loads(frames.pack(whole_turn["steps"], "steps"))
    assert all(isinstance(s["svg"], list) for s in steps["steps"]) and steps["svg_base"].startswith("<svg")


def test_small_pictures_are_shipped_as_the_engine_gives_them():
    text = answer("example", "junta", "cousin-and-exile")
    bridge.EXAMPLES.clear()
    assert frames.pack(text, "steps") == text


def test_a_patch_copies_runs_of_the_base_and_keeps_new_text():
    base = frames._pieces('<svg><g id="a"/><g id="b"/><g id="c"/></svg>')
    where = {t: k for k, t in enumerate(base)}
    patch = frames._patch(base, where, '<svg><g id="a"/><g id="x"/><g id="c"/></svg>')
    assert patch == [[0, 2], '<g id="x"/>', [3, 5]]
    assert "".join(p if isinstance(p, str) else "".join(base[p[0]:p[1]]) for p in patch) == \
        '<svg><g id="a"/><g id="x"/><g id="c"/></svg>'


def test_each_example_page_gets_step_one_board_as_its_steps_file_gives_it():
    learn = {"paraguay": {"examples": [{"id": "the-odds"}]}, "junta": {"examples": [{"id": "cousin-and-exile"}]}}
    firsts = {}
    files, names, _ = frames.example_files(learn, firsts)
    for gid, eid in (("paraguay", "the-odds"), ("junta", "cousin-and-exile")):
        steps = frames.unpack(files[f"{gid}/examples/{eid}/{names[gid][eid]['steps']}"].decode(), "steps")
        assert firsts[gid][eid] == steps["steps"][0]["svg"] and firsts[gid][eid].startswith("<svg")


def test_only_a_picture_that_says_its_smallest_text_is_held_with_its_proportions():
    from generator.render import held_board
    big = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1160 2537.3" role="group" data-min-text="10.5"><g/></svg>'
    assert str(held_board(big)) == ' data-held style="--board-ratio: 1160 / 2537.3"'
    assert str(held_board('<svg viewBox="0 0 800 600"><text>x</text></svg>')) == ""
    assert str(held_board("")) == "" and str(held_board('<svg data-min-text="9"></svg>')) == ""


def test_the_digests_file_is_replaced_whole_never_rewritten_in_place(tmp_path):
    """engine/data/frames.json is written as the content files are (a new file renamed over the old): a reader
    that opened the old file reads it whole, and an unchanged file is not written again."""
    old = {"uruguay": {"x": {"steps": "a" * 64, "moves": "b" * 64}}}
    frames.write_digests(old, tmp_path)
    path = tmp_path / frames.DIGESTS
    with open(path, encoding="utf-8") as reader:             # opened before the next build writes
        new = {"uruguay": {"x": {"steps": "c" * 64, "moves": "d" * 64}}}
        frames.write_digests(new, tmp_path)
        assert json.loads(reader.read()) == old              # (before: truncated and rewritten under the reader)
    assert json.loads(path.read_text(encoding="utf-8")) == new
    stamp = path.stat().st_mtime_ns, path.stat().st_ino
    frames.write_digests(new, tmp_path)
    assert (path.stat().st_mtime_ns, path.stat().st_ino) == stamp
    assert [p.name for p in tmp_path.iterdir()] == [frames.DIGESTS]      # no temporary file left beside it
