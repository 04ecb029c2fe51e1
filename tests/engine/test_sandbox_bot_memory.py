"""A computer seat's memory travels with the game (engine/bots/memory.py, engine/sandbox.py): what each computer
move changed in it is kept with the move, so a reloaded game, a link or an undo gives every computer the memory it
had at that point, and it plays on as it would have. Junta's steady seats remember a refused proposal to stop the
coup (2.4); forgetting it made them ask again after a reload."""

import json

import pytest

from engine import bridge, prng, sandbox
from engine.bots import memory as botmem


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def play(game, answers, limit):
    """``limit`` decisions from here: the computers' moves and the person's (the person takes the first action on
    offer). The moves played, as (role, verb, arg)."""
    a = ask(op="sandbox_view", game=game, role="acting")
    start = a["moves"]
    for _ in range(limit):
        if a["view"]["result"]:
            break
        if a["computer"]:
            a = ask(op="sandbox_bot", game=game, role="computer")
        else:
            act = a["actions"][0]
            a = ask(op="sandbox_act", game=game, role=a["acting"], verb=act["verb"], arg=act["arg"])
        assert a["ok"], a
        answers.append(a)
    rec = ask(op="sandbox_export", game=game)["record"]
    return [(m["role"], m["verb"], m["arg"]) for m in rec["moves"][start:]]


SIX = {"p2": "steady", "p3": "steady", "p4": "steady", "p5": "steady", "p6": "steady"}


def junta_with_a_refused_proposal():
    """A 6-player Junta game (one person, five steady computers) played until some computer remembers a proposal
    to stop the coup; its record."""
    ask(op="sandbox_new", game="junta", seed=11, role="acting", options={"players": 6}, seats=SIX)
    for _ in range(60):
        play("junta", [], 40)
        if any("stop_proposed" in m for m in sandbox.SANDBOX["bot_memory"].values()):
            return ask(op="sandbox_export", game="junta")["record"]
    raise AssertionError("no computer proposed to stop the coup")


def test_a_reloaded_game_gives_each_computer_its_memory_and_plays_on_alike():
    rec = junta_with_a_refused_proposal()
    kept = botmem.snapshot(sandbox.SANDBOX["bot_memory"])
    assert kept and all(m.get("recent") for m in kept.values())
    assert any("mem" in m for m in rec["moves"]) and all("bot" in m for m in rec["moves"] if "mem" in m)
    on = play("junta", [], 150)
    back = ask(op="sandbox_new", game="junta", record=rec, role="acting")      # a reload, a link, a file
    assert back["ok"]
    assert sandbox.SANDBOX["bot_memory"] == kept
    assert play("junta", [], 150) == on


def computers_until_person(game):
    """The computers' moves up to the person's next decision; that answer."""
    a = ask(op="sandbox_view", game=game, role="acting")
    while a["computer"] and not a["view"]["result"]:
        a = ask(op="sandbox_bot", game=game, role="computer")
        assert a["ok"], a
    return a


def test_undo_gives_the_computers_back_their_memory_of_then():
    ask(op="sandbox_new", game="junta", seed=11, role="acting", options={"players": 6}, seats=SIX)
    for _ in range(80):
        a = computers_until_person("junta")
        then, moves = botmem.snapshot(sandbox.SANDBOX["bot_memory"]), a["moves"]
        act = a["actions"][0]
        ask(op="sandbox_act", game="junta", role=a["acting"], verb=act["verb"], arg=act["arg"])
        a = computers_until_person("junta")
        if sandbox.SANDBOX["bot_memory"] != then and a["can_undo"]:
            undone = ask(op="sandbox_undo", game="junta")
            assert undone["ok"] and undone["moves"] == moves
            assert sandbox.SANDBOX["bot_memory"] == then
            return
    raise AssertionError("no computer move that undo may take back changed a memory")


def test_the_page_never_gets_a_computers_memory():
    junta_with_a_refused_proposal()
    a = ask(op="sandbox_view", game="junta", role="acting")
    assert not any("mem" in m for m in a["record"]["moves"])


@pytest.mark.parametrize("mem, words", [
    ({"put": {}}, "an object with some of set, push, drop"),
    ({}, "an object with some of"),
    ({"push": {"recent": ["ab", 3]}}, "push gives each list its new items and its length"),
    ({"drop": [3]}, "drop is a list of names"),
])
def test_a_bad_memory_change_in_a_record_is_refused_by_name(mem, words):
    ask(op="sandbox_new", game="junta", seed=11, role="acting", options={"players": 3},
        seats={"p2": "steady", "p3": "steady"})
    play("junta", [], 12)
    rec = ask(op="sandbox_export", game="junta")["record"]
    i = next(i for i, m in enumerate(rec["moves"]) if "bot" in m)
    rec["moves"][i]["mem"] = mem
    before = ask(op="sandbox_view", game="junta", role="acting")
    a = ask(op="sandbox_new", game="junta", record=rec, role="acting")
    assert not a["ok"] and a["error"] == "bad_record"
    assert f"move {i + 1}: mem" in a["message"] and words in a["message"]
    assert ask(op="sandbox_view", game="junta", role="acting")["moves"] == before["moves"]   # the game untouched


def test_a_memory_change_made_again_gives_the_memory_back():
    rng = prng.seed_state(5)
    memory = {}
    for step in range(400):             # a history bounded at 7, flags set and dropped, a plan replaced
        before = botmem.snapshot(memory)
        pick = prng.below(rng, 5)
        if pick < 3:
            memory["recent"] = (memory.get("recent", []) + [f"{prng.below(rng, 4):08x}"] * (pick + 1))[-7:]
        elif pick == 3:
            memory["mode"] = ["discard", "build", None][prng.below(rng, 3)]
        elif memory:
            memory.pop(sorted(memory)[prng.below(rng, len(memory))])
        delta = botmem.change(before, memory)
        assert botmem.problem(delta) is None if delta else before == memory
        assert botmem.apply(botmem.snapshot(before), delta or {}) == memory, step
    grown = botmem.change({"recent": list("abcdefg")}, {"recent": list("defghij")})
    assert grown == {"push": {"recent": [list("hij"), 7]}}
