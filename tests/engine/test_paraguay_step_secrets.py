"""Paraguay's step line and fog of war (6.4): the other side watches an enemy stack go hex by hex and sees its
size and its top unit (the slowest, 3.5), not what lies under it. Vessels carrying a ground unit show that unit
on top, as a ground stack would, and both may go along a navigable river (11.14, 12.2): so the public line of a
step names neither the rule of the move (12.3 by river, 11.1 overland) nor its MP cost, which differ between the
two. The owner reads both in his reading of the same line (one entry, two readings). The strong check, as in
test_paraguay_log_secrets.py: two positions that differ only in what a stack hides, the same moves, the same log
for the other side and an onlooker."""

import json

import engine
import paraguay_kit as kit
from test_paraguay_log_secrets import PY, AL, play, same_for, seen

RIVER = ["1431", "1432", "1433", "1434", "1435"]
NATION = {PY: "paraguay", AL: "brazil"}


def ferry(side, vessels):
    """A ground unit of ``side`` walks from 1431 into the river hex 1432 and stops; a second unit waits there: a
    warship (``vessels``) that takes it aboard, or another infantry unit that takes it along. Either way a stack of
    two units with an infantry unit on top goes down the river to 1434 and stops; the phase ends."""
    nation = NATION[side]
    second = kit.unit("x-2", nation, "warship", 2, 2, 12, "1432") if vessels else kit.inf("x-2", nation, "1432")
    foe = kit.inf("foe", NATION[AL if side == PY else PY], "1237")
    st = kit.game([kit.inf("x-1", nation, "1431"), second, foe], kit.river(kit.board(), RIVER), turn=3,
                  segment=f"move:{side}")
    kind = "river" if vessels else "ground"
    return play(st, [(side, "select", {"hex": "1431", "kind": "ground"}, None), (side, "step", "1432", None),
                     (side, "finish", None, None), (side, "select", {"hex": "1432", "kind": kind}, None),
                     (side, "embark" if vessels else "join", "x-1", None), (side, "step", "1433", None),
                     (side, "step", "1434", None), (side, "finish", None, None), (side, "end_phase", None, None)])


def test_vessels_carrying_a_unit_and_a_ground_stack_going_down_a_river_look_alike_to_the_other_side():
    """The Paraguayan warship pays 1 MP a river hex (12.3), the infantry 2 MP (11.14). Before the fix the public
    lines read "Paraguayan: a stack of 2 units moves from 1432 to 1433 (1 MP)." under rule 12.3 for the vessels
    and "... (2 MP)." under 11.1 for the ground stack."""
    fleet, march = ferry(PY, True), ferry(PY, False)
    assert kit.where(fleet, "x-1") == kit.where(march, "x-1") == kit.where(march, "x-2") == "1434"
    for st in (fleet, march):      # what the map shows of the stack: its size and an infantry unit on top
        shown = engine.view(st, AL)["board"]["hexes"]["1434"]
        assert shown["count"] == 2 and shown["top"]["type"] == "infantry" and "units" not in shown
    same_for([AL, None], fleet, march)
    theirs = seen(fleet, AL)
    assert ("11.1", "Paraguayan: a stack of 2 units moves from 1432 to 1433.") in theirs
    assert not any(r == "12.3" or "MP" in t or "river" in t for r, t in theirs), theirs
    assert ("12.3", "Paraguayan: a stack of 2 units moves by river from 1432 to 1433: 1 MP, 11 left.") \
        in seen(fleet, PY)
    assert ("11.1", "Paraguayan: a stack of 2 units moves overland from 1432 to 1433: 2 MP (river hex), 2 left.") \
        in seen(march, PY)
    for st in (fleet, march):      # one line a step for each side: the owner's reading replaces the public one
        steps = {v: [t for _, t in seen(st, v) if " moves " in t] for v in (PY, AL, None)}
        assert len(steps[PY]) == len(steps[AL]) == len(steps[None]) == 3, steps
        assert not any(t.startswith("Into ") for _, t in seen(st, PY))


def test_an_allied_fleet_in_paraguay_pays_as_a_ground_stack_does_but_its_rule_is_still_the_owners():
    """Allied vessels pay 2 MP a river hex inside Paraguay (12.3), as much as Allied infantry wading: before the
    fix only the rule number of the public line (12.3 or 11.1) told the two apart."""
    fleet, march = ferry(AL, True), ferry(AL, False)
    assert kit.where(fleet, "x-1") == kit.where(march, "x-1") == "1434"
    same_for([PY, None], fleet, march)
    assert ("12.3", "Allied: a stack of 2 units moves by river from 1433 to 1434: 2 MP, 8 left.") in seen(fleet, AL)


def test_a_minimum_move_is_the_owners_news():
    """A first step that costs more than the stack has (11.3) spends all its MP: how much it had is a measure of
    the units it moves with, which a fleet with a passenger on top does not show; the public line says only that
    the stack moved. Before the fix it read "... moves from 1531 to 1532 (minimum move, all MP spent)."."""
    units = [kit.inf("py-1", "paraguay", "1531", m=1), kit.inf("ar-x", "argentina", "1237")]
    st = kit.game(units, kit.terrain(kit.board(), "1532", "forest"), turn=3, segment="move:paraguayan")
    st = play(st, [(PY, "select", {"hex": "1531", "kind": "ground"}, None), (PY, "step", "1532", None)])
    assert kit.where(st, "py-1") == "1532"
    theirs = seen(st, AL)
    assert ("11.1", "Paraguayan: a single unit moves from 1531 to 1532.") in theirs
    assert not any("MP" in t or "minimum" in t for _, t in theirs), theirs
    assert ("11.3", "Paraguayan: a single unit moves overland from 1531 to 1532: a minimum move (2 MP asked, 1 "
                    "left), all MP spent.") in seen(st, PY)


def hidden_under(kind):
    """A Paraguayan stack: infantry on top (slowest) and a faster ``kind`` unit under it, through forest and road."""
    under = kit.unit("py-u", "paraguay", "cavalry", 2, 2, 9, "1531") if kind == "cavalry" \
        else kit.inf("py-u", "paraguay", "1531", m=6)
    m = kit.road(kit.terrain(kit.board(), "1532", "forest"), ["1532", "1533", "1534"])
    st = kit.game([kit.inf("py-t", "paraguay", "1531", m=6), under, kit.inf("ar-x", "argentina", "1237")], m,
                  turn=3, segment="move:paraguayan")
    return play(st, [(PY, "select", {"hex": "1531", "kind": "ground"}, None), (PY, "step", "1532", None),
                     (PY, "step", "1533", None), (PY, "step", "1534", None), (PY, "finish", None, None)])


def test_a_ground_step_costs_the_same_whatever_the_stack_hides():
    """A ground step's cost hangs on terrain, season and side, never on the kind of unit (11.10-11.19), and the
    stack goes at its slowest unit's pace (11.7), the one on top: cavalry or infantry under it changes nothing the
    other side reads (this held before the fix too; the test keeps it so)."""
    same_for([AL, None], hidden_under("cavalry"), hidden_under("infantry"))


def test_the_allied_page_reads_no_river_step_of_the_paraguayan_fleet():
    """Through the bridge, as the sandbox page asks: the Paraguayan steamers at Humaitá carry a unit down the
    river; the Allied seat's log, its since-your-last-turn mark and its move record name neither the river rule
    nor a step's cost."""
    from engine import bridge

    def ask(**req):
        return json.loads(bridge.handle(json.dumps(req)))
    units = [{"id": "py-ws-te", "where": "1432"}, {"id": "py-inf-1", "where": "1432"},
             {"id": "br-inf-1", "where": "1237"}]
    record = {"kind": "position", "seed": 1, "moves": [],
              "options": {"units": units, "start": {"turn": 3, "segment": "move:paraguayan"}}}
    assert ask(op="sandbox_new", game="paraguay", record=record, role="paraguayan")["ok"]
    ask(op="sandbox_act", role="paraguayan", verb="select", arg={"hex": "1432", "kind": "river"})
    ask(op="sandbox_act", role="paraguayan", verb="embark", arg="py-inf-1")
    mine = ask(op="sandbox_view", role="paraguayan")
    to = next(a["arg"] for a in mine["actions"] if a["verb"] == "step")
    assert ask(op="sandbox_act", role="paraguayan", verb="step", arg=to)["ok"]
    assert ask(op="sandbox_act", role="paraguayan", verb="finish", arg=None)["ok"]
    theirs = ask(op="sandbox_view", role="allied")
    assert theirs["view"]["role"] == "allied" and theirs["record"]["moves"] == [{"role": "paraguayan",
                                                                                  "private": True}] * 4
    log = [e["text"] for e in theirs["view"]["log"]]
    assert any(t.startswith("Paraguayan: a stack of 2 units moves from Humaitá (1432) to ") for t in log), log
    assert not any(e["rule"] in ("12.3", "12.4") for e in theirs["view"]["log"])
    text = json.dumps([{k: v for k, v in theirs.items() if k not in ("record", "svg", "spaces")}, log])
    assert not [w for w in ("by river", "overland", " MP", "embark", "aboard") if w in text], log
    ours = ask(op="sandbox_view", role="paraguayan")
    assert any(e["rule"] == "12.3" and "by river" in e["text"] for e in ours["view"]["log"])
    assert theirs["since_line"] is None or theirs["since_line"] <= len(theirs["view"]["log"])
