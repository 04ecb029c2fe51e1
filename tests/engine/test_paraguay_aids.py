"""The map's aids (issue 25.7, engine/games/paraguay/aids.py): the reach of a stack is exactly what the engine's
own single steps can reach, with the same MP left; the odds table before an attack reads the CRT row as the
battle would, and uses no unit fog of war hides (twins give the same table)."""

import json

import engine
import paraguay_kit as kit
from engine import bridge
from engine.games.paraguay import aids, tables

PY, AL = "paraguayan", "allied"
GAME = kit.GAME


def engine_reach(st, role):
    """Every hex the moving stack can get to by the engine's offered steps, with the most MP left there."""
    def left(s):
        g = s["pg"]["mv"]["group"]
        return min(kit.p(s).mf(u) - u["mp"] for u in s["units"] if u["id"] in g["units"]) if g else 0
    start = st["pg"]["mv"]["group"]["hex"]
    best, todo = {}, [st]
    while todo:
        s = todo.pop()
        for h in kit.args(s, role, "step"):
            nxt = kit.act(s, role, "step", h)
            mp = left(nxt)
            if h != start and mp > best.get(h, -1):
                best[h] = mp
                todo.append(nxt)
    return best


def mixed_board():
    m = kit.board(cols=range(12, 18), rows=range(28, 36))
    m = kit.terrain(kit.terrain(kit.terrain(m, "1431", "rough"), "1432", "marsh"), "1530", "forest")
    m = kit.road(m, ["1531", "1532", "1533", "1534"])
    return kit.minor(m, "1430-1531")


def test_reach_is_what_the_engines_steps_reach_with_the_same_mp_left():
    units = [kit.inf("py-a", "paraguay", "1531", m=6), kit.unit("py-c", "paraguay", "cavalry", 2, 1, 9, "1531"),
             kit.inf("br-a", "brazil", "1333")]
    st = kit.game(units, mixed_board(), turn=3, segment="move:paraguayan")
    pointed = aids.reach(GAME, st, PY, {"hex": "1531", "kind": "ground"})
    assert st["pg"]["mv"]["group"] is None                       # pointing at a stack plays nothing
    taken = kit.act(st, PY, "select", {"hex": "1531", "kind": "ground"})
    moving = aids.reach(GAME, taken, PY)
    assert pointed == moving and moving["left"] == 6
    want = engine_reach(taken, PY)
    assert {h: r["left"] for h, r in moving["hexes"].items()} == want
    assert "1333" not in moving["hexes"]                         # an enemy hex is never entered (11.4)
    for h, r in moving["hexes"].items():                         # every path plays, step by step, to that hex
        s = taken
        for step in r["path"]:
            s = kit.act(s, PY, "step", step)
        assert kit.where(s, "py-a") == h


def test_the_minimum_move_is_one_hex_with_every_mp_spent():
    m = kit.terrain(kit.board(), "1530", "marsh")
    st = kit.game([kit.unit("py-s", "paraguay", "siege_artillery", 4, 1, 1, "1531")], m, turn=3,
                  segment="move:paraguayan")
    r = aids.reach(GAME, st, PY, {"hex": "1531", "kind": "ground"})
    assert r["hexes"]["1530"] == {"left": 0, "path": ["1530"], "minimum": True}
    assert all(len(x["path"]) == 1 for x in r["hexes"].values())
    assert aids.reach(GAME, st, AL, {"hex": "1531", "kind": "ground"}) is None      # not the Allied phase
    assert aids.reach(GAME, st, PY, {"hex": "1532", "kind": "ground"}) is None      # no stack there


def test_the_odds_table_reads_the_crt_row_for_a_known_case():
    # 66 factors against 11 (13.12's printed 6:1 example): six Brazilian attackers, a lone 11-factor defender
    units = [kit.inf("py-0", "paraguay", "1531", a=1, d=11)]
    units += [kit.unit(f"br-{k}", "brazil", "infantry", 11, 3, 6, "1530" if k < 4 else "1532") for k in range(6)]
    st = kit.game(units, None, turn=3, segment="combat2:allied")
    st = kit.act(st, AL, "target", "1531")
    for k in range(6):
        st = kit.act(st, AL, "add", f"br-{k}")
    table = aids.odds(GAME, st, AL)
    assert (table["attack"], table["defense"], table["column"], table["unseen"]) == (66, 11, "6:1", 0)
    assert table["total"] == sum(m["value"] for m in table["drms"])
    assert all(m["rule"] for m in table["drms"])
    flat = {r: row["result"] for row in table["results"] for r in row["rolls"]}
    assert flat == {r: "%d/%d" % tables.crt("6:1", r + table["total"]) for r in range(10)}
    assert sum(row["chance"] for row in table["results"]) == 10
    if table["total"] == 0:
        assert flat[5] == "1/11"                                  # the printed cell (13.28)
    # the battle itself, declared and rolled 5, gives the table's result for a 5
    done = kit.act(kit.act(st, AL, "declare"), AL, "no_burn", None, [5])
    assert f"roll 5, modified {5 + table['total']}: {flat[5]}" in kit.log(done)


def test_a_hidden_stack_gives_the_odds_at_best_and_the_same_table_in_twins():
    def position(hidden):
        units = [kit.unit("br-top", "brazil", "field_artillery", 3, 1, 5, "1531")] + hidden
        units += [kit.inf("py-a", "paraguay", "1530", a=6), kit.inf("py-b", "paraguay", "1532", a=6)]
        st = kit.game(units, None, turn=3, segment="combat2:paraguayan")
        st = kit.act(st, PY, "target", "1531")
        return kit.act(kit.act(st, PY, "add", "py-a"), PY, "add", "py-b")
    one = position([kit.inf("br-x", "brazil", "1531", d=2), kit.inf("br-y", "brazil", "1531", d=2)])
    two = position([kit.inf("ar-x", "argentina", "1531", d=9), kit.unit("br-y", "brazil", "cavalry", 2, 4, 9,
                                                                        "1531", gn=True)])
    assert engine.view(one, PY)["board"]["hexes"]["1531"] == engine.view(two, PY)["board"]["hexes"]["1531"]
    a, b = aids.odds(GAME, one, PY), aids.odds(GAME, two, PY)
    assert a == b
    assert (a["attack"], a["defense"], a["unseen"], a["column"]) == (12, 1, 2, "6:1")
    assert "at best" in a["note"] and [u["rule"] for u in a["unknown"]] == ["13.19"]
    assert json.dumps(a).count("ar-x") == 0 and "br-x" not in json.dumps(a)


def test_secret_twins_of_a_real_set_up_give_the_same_aids():
    st = engine.setup("paraguay", 1865)
    role = engine.view(st, None)["active"][0]
    checked = 0
    for a in [x for x in kit.actions(st, role) if x["verb"] == "select"][:6]:
        for _label, twin, _same in GAME.secret_twins(st, role):
            assert GAME.table_aid(st, role, a["arg"]) == GAME.table_aid(twin, role, a["arg"])
            checked += 1
    assert checked


def test_the_bridge_answers_the_decider_only():
    ask = lambda **k: json.loads(bridge.handle(json.dumps(k)))       # noqa: E731
    first = ask(op="sandbox_new", game="paraguay", seed=1865, role="acting")
    role = first["acting"]
    assert ask(op="sandbox_aid", game="paraguay", role="acting")["aid"] is None      # nobody has the device yet
    seated = ask(op="sandbox_view", game="paraguay", role="acting", seated=role)
    pick = next(a for a in seated["actions"] if a["verb"] == "select")
    aid = ask(op="sandbox_aid", game="paraguay", role="acting", select=pick["arg"])["aid"]
    assert aid["reach"]["hex"] == pick["arg"]["hex"] and aid["odds"] is None
    other = "allied" if role == PY else PY
    assert ask(op="sandbox_aid", game="paraguay", role=other, select=pick["arg"])["aid"]["reach"] is None
    bad = ask(op="sandbox_aid", game="paraguay", role=role, select="1531")
    assert not bad["ok"] and "select" in bad["message"]


def test_alone_against_a_computer_the_person_gets_the_aids_without_pressing_i_am():
    """One person and a computer: nobody presses "I am ...", the person holds the device all game (seats.seated).
    The aid answered the page's "acting" by who pressed it, so nobody, and the map stayed silent; it now
    answers who the why-not answers, and an answer without an aid says why."""
    ask = lambda **k: json.loads(bridge.handle(json.dumps(k)))       # noqa: E731
    first = ask(op="sandbox_new", game="paraguay", seed=1865, role="acting")
    role = first["acting"]
    other = "allied" if role == PY else PY
    a = ask(op="sandbox_seats", game="paraguay", seats={other: "steady"})
    assert a["seated"] == role and a["role"] == role and a["actions"]
    pick = next(x for x in a["actions"] if x["verb"] == "select")
    got = ask(op="sandbox_aid", game="paraguay", role="acting", select=pick["arg"])
    assert got["ok"] and got["aid"] and got["aid"]["reach"]["hex"] == pick["arg"]["hex"], got
    mine = GAME.table_aid(engine.setup("paraguay", 1865), role, pick["arg"])       # what that seat's own page gets
    assert got["aid"] == json.loads(json.dumps(mine))
    ask(op="sandbox_seats", game="paraguay", seats={})           # two persons again, nobody has pressed "I am"
    none = ask(op="sandbox_aid", game="paraguay", role="acting", select=pick["arg"])
    assert none["aid"] is None and "decides" in none["why"], none


def test_once_declared_each_side_gets_the_table_at_its_supply_question():
    units = [kit.inf("py-a", "paraguay", "1531", d=3), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             kit.unit("br-a", "brazil", "infantry", 6, 3, 6, "1530"), kit.inf("ar-a", "argentina", "1631", a=4)]
    st = kit.game(units, None, turn=3, segment="combat1:allied")
    st = kit.act(st, AL, "target", "1531")
    st = kit.act(kit.act(st, AL, "add", "br-a"), AL, "add", "ar-a")
    before = aids.odds(GAME, st, AL)
    assert before["unseen"] == 1 and before["defense"] == 3          # the supply unit hides under the infantry
    st = kit.act(st, AL, "declare")
    mine = aids.odds(GAME, st, AL)
    assert mine["when"] == "declared" and mine["unseen"] == 0 and mine["defense"] == 4 and mine["attack"] == 10
    assert aids.odds(GAME, st, PY) is None                           # not asked yet: nothing for the defender
    for _label, twin, _same in GAME.secret_twins(st, AL):
        assert aids.odds(GAME, twin, AL) == mine
    st = kit.act(st, AL, "no_burn")
    theirs = aids.odds(GAME, st, PY)
    assert theirs["column"] == mine["column"] and theirs["drms"] == mine["drms"]
    assert aids.odds(GAME, st, AL) is None
    done = kit.act(st, PY, "no_burn", None, [7])
    flat = {r: row["result"] for row in theirs["results"] for r in row["rolls"]}
    assert f"roll 7, modified {7 + theirs['total']}: {flat[7]}" in kit.log(done)


def test_a_paused_stack_and_a_fresh_one_in_one_hex_each_get_their_own_reach():
    units = [kit.inf("py-a", "paraguay", "1531"), kit.inf("py-b", "paraguay", "1531"), kit.inf("py-c", "paraguay", "1530")]
    st = kit.game(units, None, turn=3, segment="move:paraguayan")
    st = kit.act(st, PY, "select", {"hex": "1531", "kind": "ground"})
    st = kit.act(st, PY, "step", "1530")
    st = kit.act(kit.act(st, PY, "drop", "py-b"), PY, "finish")
    offered = {a["verb"] for a in kit.actions(st, PY) if a["verb"] in ("select", "resume") and a["arg"]["hex"] == "1530"}
    assert offered == {"select", "resume"}
    where = {"hex": "1530", "kind": "ground"}
    paused = aids.reach(GAME, st, PY, {**where, "verb": "resume"})
    fresh = aids.reach(GAME, st, PY, {**where, "verb": "select"})
    assert paused["left"] == 5 and fresh["left"] == 6
    assert paused == aids.reach(GAME, kit.act(st, PY, "resume", where), PY)
    assert fresh == aids.reach(GAME, kit.act(st, PY, "select", where), PY)
