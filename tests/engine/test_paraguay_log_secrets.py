"""Paraguay's public log and fog of war (6.4): a line every seat reads may tell only what the other side sees of a
stack (its size, its top unit) or what play at a table shows (an open roll, the units of a battle). The strong
check: two positions that differ only in what one stack hides, played with the same moves, leave the other side
(and an onlooker) the same log. The owner still reads every detail, in his own reading of a public line or on a line
written to him alone."""

import json

import engine
import paraguay_kit as kit

PY, AL = "paraguayan", "allied"


def seen(st, viewer):
    return [(e["rule"], e["text"]) for e in engine.view(st, viewer)["log"]]


def play(st, moves):
    for role, verb, arg, rolls in moves:
        st = kit.act(st, role, verb, arg, rolls=rolls)
    return st


def same_for(viewers, *states):
    for viewer in viewers:
        first = seen(states[0], viewer)
        for other in states[1:]:
            assert seen(other, viewer) == first, (viewer, [x for x in seen(other, viewer) if x not in first],
                                                  [x for x in first if x not in seen(other, viewer)])


# ---------------------------------------------------------------- 7.14: the Guardia Nacional check

def gn(uid, where):
    return kit.unit(uid, "argentina", "cavalry", 3, 2, 9, where, gn=True)


def cav(uid, where):
    return kit.unit(uid, "argentina", "cavalry", 3, 2, 9, where)


def moved(hidden, rolls):
    """An Allied stack (an infantry unit on top, ``hidden`` under it) steps a hex and stops; a Paraguayan far off."""
    units = [kit.inf("ar-r", "argentina", "1530"), hidden, kit.inf("py-a", "paraguay", "1537")]
    st = kit.game(units, kit.board(nation="argentina"), turn=3, segment="move:allied")
    return play(st, [(AL, "select", {"hex": "1530", "kind": "ground"}, None), (AL, "step", "1531", None),
                     (AL, "finish", None, rolls)])


def test_a_guardia_nacional_check_that_spares_the_unit_is_not_told_to_the_other_side():
    """Whether a moved stack rolls 7.14 tells the other side that it holds a GN unit, and the 0-2 or 0-3 range what
    it moved with: the roll is the owner's. Before the fix the public log read "Guardia Nacional check for a moved
    unit: roll 5, it stays (0–2 eliminates)."."""
    with_gn, without = moved(gn("ar-g", "1530"), [5]), moved(cav("ar-c", "1530"), None)
    same_for([PY, None], with_gn, without)
    assert kit.where(with_gn, "ar-g") == "1531"
    assert ("7.14", "Guardia Nacional check for a moved unit: roll 5, it stays (0–2 eliminates).") \
        in seen(with_gn, AL)


def test_a_guardia_nacional_unit_lost_after_its_move_shows_only_a_smaller_stack():
    """A lost GN unit leaves the stack one unit smaller, which the other side sees on the map: the public line says
    that much and no more (not the roll, the range or the unit)."""
    st = moved(gn("ar-g", "1530"), [0])
    assert kit.where(st, "ar-g") == "dead"
    theirs = "\n".join(t for _, t in seen(st, PY))
    assert "Allied: one unit of the stack at 1531 is lost after its move." in theirs
    assert not any(w in theirs for w in ("Guardia", "GN", "roll 0", "0–2", "cavalry")), theirs
    assert engine.view(st, PY)["board"]["hexes"]["1531"]["count"] == 1
    assert ("7.14", "Allied: one unit of the stack at 1531 is lost after its move: Guardia Nacional check for a "
                    "moved unit, roll 0 (0–2 eliminates).") in seen(st, AL)
    assert len(seen(st, AL)) == len(seen(st, PY)) + 0       # no line of its own: one entry, two readings


# ---------------------------------------------------------------- 12.4, 12.6: what joins and leaves a fleet

def fleet(joiner):
    """A Paraguayan steamer sails from 1432 to 1433, where a fortress (on top) and ``joiner`` stand; it takes the
    joiner along and sails on to 1434."""
    m = kit.river(kit.board(), ["1431", "1432", "1433", "1434", "1435"])
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, "1433", code="1433"), joiner,
             kit.unit("py-w", "paraguay", "warship", 2, 2, 12, "1432"), kit.inf("br-a", "brazil", "1237")]
    return kit.game(units, m, turn=3, segment="move:paraguayan")


HOW = {"tow": ("untow", kit.unit("py-x", "paraguay", "armed_raft", 2, 1, 0, "1433")),
       "embark": ("unload", kit.inf("py-x", "paraguay", "1433")),
       "join": ("drop", kit.unit("py-x", "paraguay", "warship", 2, 2, 12, "1433"))}


def sail(take, leave=True):
    off, joiner = HOW[take]
    moves = [(PY, "select", {"hex": "1432", "kind": "river"}, None), (PY, "step", "1433", None),
             (PY, take, "py-x", None), (PY, "step", "1434", None)]
    moves += [(PY, off, "py-x", None)] if leave else []
    return play(fleet(joiner), moves + [(PY, "finish", None, None), (PY, "end_phase", None, None)])


def test_a_raft_in_tow_a_passenger_and_a_vessel_taken_along_look_alike_to_the_other_side():
    """The other side sees the moving stack grow by one unit and, later, one unit stay behind; what that unit is
    stays hidden (6.4). Before the fix the public log said "An armed raft is taken in tow at 1433" (and "is left
    at 1434") or "A ground unit embarks at 1433 (3 MP)" (and "lands at 1434")."""
    runs = {take: sail(take) for take in HOW}
    assert kit.where(runs["tow"], "py-x") == kit.where(runs["embark"], "py-x") == "1434"
    same_for([AL, None], *runs.values())
    assert ("12.6", "Paraguayan: the moving stack takes along one unit at 1433: an armed raft is taken in tow.") \
        in seen(runs["tow"], PY)
    assert ("12.6", "Paraguayan: one unit stays behind at 1434: an armed raft is left.") in seen(runs["tow"], PY)
    assert ("12.4", "Paraguayan: one unit stays behind at 1434: a ground unit lands.") in seen(runs["embark"], PY)
    for st in runs.values():       # the owner reads each of those lines in his own words, in its place
        assert len(seen(st, PY)) == len(seen(st, AL)), [x for x in seen(st, PY) if x not in seen(st, AL)]
    theirs = "\n".join(t for _, t in seen(runs["tow"], AL))
    assert "takes along one unit at 1433" in theirs and "one unit stays behind at 1434" in theirs


def test_a_passenger_still_aboard_when_the_fleet_stops_is_the_owners_news():
    """Units aboard a stopped vessel, and their landing when the phase ends (12.4), say that the stack holds
    vessels carrying ground units: lines for the owner alone."""
    runs = {take: sail(take, leave=False) for take in HOW}
    same_for([AL, None], *runs.values())
    ours = [t for _, t in seen(runs["embark"], PY)]
    assert "Paraguayan: the stack stops at 1434: 1 carried unit stays aboard (it lands when put ashore or at the end " \
           "of the movement phase)." in ours and "1 carried unit lands at 1434 as the movement phase ends." in ours
    theirs = "\n".join(t for _, t in seen(runs["embark"], AL))
    assert not any(w in theirs for w in ("aboard", "carried", "embark", "raft", "ground unit")), theirs


def test_a_passenger_that_rides_on_after_a_pause_is_the_owners_news():
    """Vessels taken up again carry on what they still hold (12.4): the line saying so is the owner's, and the
    stack that starts moving again counts its passengers, as the map shows them. Before the fix a steamer with a
    passenger aboard started again as "a single unit" and sailed on as "a stack of 2 units"."""
    runs = {}
    for take in ("embark", "join"):
        runs[take] = play(fleet(HOW[take][1]),
                          [(PY, "select", {"hex": "1432", "kind": "river"}, None), (PY, "step", "1433", None),
                           (PY, take, "py-x", None), (PY, "step", "1434", None), (PY, "finish", None, None),
                           (PY, "resume", {"hex": "1434", "kind": "river"}, None), (PY, "step", "1435", None)])
    assert kit.where(runs["embark"], "py-x") == kit.where(runs["join"], "py-x") == "1435"
    assert ("12.4", "Paraguayan: a stack of 2 units starts moving at 1434: 1 unit still aboard goes on with the "
                    "vessels (no new embarkation cost).") in seen(runs["embark"], PY)
    same_for([AL, None], *runs.values())
    assert "Paraguayan: a stack of 2 units starts moving at 1434." in [t for _, t in seen(runs["embark"], AL)]


# ---------------------------------------------------------------- 8.2: the units that meet the invasion

def invasion(first, second):
    """Turn V, the Matto Grosso force waiting: 1531 holds a slow infantry unit on top and ``first`` under it,
    1533 the same with ``second``. The Paraguayan meets the invasion with the infantry and the cavalry unit."""
    units = [kit.inf("py-t1", "paraguay", "1531", m=4), dict(first, where="1531"),
             kit.inf("py-t2", "paraguay", "1533", m=4), dict(second, where="1533"),
             kit.inf("ar-x", "argentina", "1236"), kit.inf("br-1", "brazil", "mg")]
    st = kit.game(units, turn=5, segment="matto", mg={"launched": True, "status": "waiting"},
                  mendoza={"status": "defeated"})
    st = kit.act(st, PY, "meet")
    return play(st, [(PY, "unit", "py-i", None), (PY, "unit", "py-c", None)])


def test_which_kind_of_unit_left_which_stack_to_meet_the_invasion_is_the_paraguayans():
    """The Allied player sees a unit leave each stack, not what it is. Before the fix the public lines named the
    kind: "A Paraguayan infantry unit leaves 1531 to meet the invasion."."""
    infantry, cavalry = kit.inf("py-i", "paraguay", "x", m=6), kit.unit("py-c", "paraguay", "cavalry", 2, 2, 8, "x")
    one, other = invasion(infantry, cavalry), invasion(cavalry, infantry)
    assert kit.where(one, "py-i") == kit.where(other, "py-c") == "away"
    same_for([AL, None], one, other)
    assert ("8.2", "A Paraguayan unit leaves 1531 to meet the invasion.") in seen(one, AL)
    assert any(r == "8.2" and t.startswith("Paraguayan infantry") and t.endswith(" leaves 1531 to meet the invasion.")
               for r, t in seen(one, PY))
    assert len(seen(one, PY)) == len(seen(one, AL))        # the owner reads the same line in his own words


# ---------------------------------------------------------------- the sandbox's pages

def test_the_paraguayan_page_never_reads_the_allied_guardia_nacional_check():
    """Through the bridge, as the sandbox page asks: the Allied player moves a stack holding a GN unit; the
    Paraguayan seat's answer (its log, its since-your-last-turn mark, its move record) names neither the check nor
    the unit, whatever the die shows."""
    from engine import bridge

    def ask(**req):
        return json.loads(bridge.handle(json.dumps(req)))
    units = [{"id": "ar-inf-1b", "where": "1335"}, {"id": "ar-cav-1gn", "where": "1335"},
             {"id": "py-inf-1", "where": "1537"}]
    for seed in (1, 2, 3, 4):
        record = {"kind": "position", "seed": seed, "moves": [],
                  "options": {"units": units, "start": {"turn": 3, "segment": "move:allied"}}}
        assert ask(op="sandbox_new", game="paraguay", record=record, role="allied")["ok"]
        mine = ask(op="sandbox_view", role="allied")
        step = next(a for a in mine["actions"] if a["verb"] == "select" and a["arg"]["hex"] == "1335")
        ask(op="sandbox_act", role="allied", verb="select", arg=step["arg"])
        mine = ask(op="sandbox_view", role="allied")
        ask(op="sandbox_act", role="allied", verb="step", arg=next(a for a in mine["actions"]
                                                                     if a["verb"] == "step")["arg"])
        a = ask(op="sandbox_act", role="allied", verb="finish", arg=None)
        assert a["ok"], a
        ours = ask(op="sandbox_view", role="allied")
        assert ours["view"]["role"] == "allied" and any("Guardia Nacional check" in e["text"]
                                                        for e in ours["view"]["log"])
        theirs = ask(op="sandbox_view", role="paraguayan")
        text = json.dumps([{k: v for k, v in theirs.items() if k != "record"}, theirs["record"]["moves"]])
        assert theirs["view"]["role"] == "paraguayan" and "stops at" in text
        assert not any(w in text for w in ("Guardia", "ar-cav-1gn", ">1GN<", "eliminates")), seed
        assert theirs["since_line"] is None or theirs["since_line"] <= len(theirs["view"]["log"])
