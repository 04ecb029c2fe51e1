"""Paraguay's log, one moment one entry (docs/ENGINE.md, the log): where the owner's private words only complete a
public line of the same moment they are its owner's reading (one entry, two readings); where a decision asked of
the owner lies between (a roll, then the choice of the units lost), each moment has its own public line, in
neutral words, and its owner's reading. Checked with twins, as in test_paraguay_log_secrets.py: two positions that
differ only in what a stack hides, the same moves, the same log for the other side and an onlooker; and every side
reads as many lines as the other."""

import json

import engine
import paraguay_kit as kit
from test_paraguay_log_secrets import HOW, PY, AL, fleet, play, same_for, seen

BOTH = (PY, AL, None)


def counts_agree(st):
    """One entry, one line for every reader: no side reads a line the other does not."""
    n = {v: len(seen(st, v)) for v in BOTH}
    assert len(set(n.values())) == 1, n


# ---------------------------------------------------------------- 7.2: attrition

def allied_stack(hidden):
    """An Allied stack at 1531: a slow infantry unit on top (shown), three units under it (``hidden``: one kind
    for all three, or None for a mix of cavalry, artillery and supply); no enemy near."""
    under = [kit.unit(f"br-{k}", "brazil", kind, 2, 2, mf, "1531")
             for k, (kind, mf) in enumerate([(hidden, 6)] * 3 if hidden else
                                            [("cavalry", 9), ("field_artillery", 5), ("supply", 6)])]
    if not hidden:
        under[2].update(attack=0, defense=1)
    units = [kit.inf("br-top", "brazil", "1531", m=4)] + under + [kit.inf("py-a", "paraguay", "1236")]
    return kit.game(units, kit.mark(kit.board(), "1530", supply="allied"), turn=3, segment="attrition")


def chosen_losses(hidden):
    st = kit.act(allied_stack(hidden), AL, "no_burn", None, rolls=[0])       # 4 units, modified 0: 3 of 4 lost
    for uid in ("br-0", "br-1", "br-2"):
        st = kit.act(st, AL, "lose", uid)
    return st


def test_attrition_losses_the_owner_chooses_are_a_public_line_of_their_own_in_neutral_words():
    """The roll and the owner's choice are two moments: the roll line, the questions (private, 6.4), then the units
    go. Both sides read a line when they go, the other side only that three units of the stack went, the owner which
    ones. Before the change that line was the owner's alone ("Lost to attrition at 1531: ...") and the other side
    read nothing when the stack shrank."""
    alike, mixed = chosen_losses("infantry"), chosen_losses(None)
    for st in (alike, mixed):
        assert [kit.where(st, f"br-{k}") for k in range(3)] == ["dead"] * 3 and kit.where(st, "br-top") == "1531"
        counts_agree(st)
    same_for([PY, None], alike, mixed)
    theirs = [t for _, t in seen(mixed, PY)]
    roll = next(i for i, t in enumerate(theirs) if t.startswith("Attrition at 1531: 4 units"))
    assert theirs[roll].endswith("roll 0, modified 0: 3 lost.")
    assert theirs[roll + 1] == "Allied: 3 units of the stack at 1531 are lost to attrition."      # in that order
    assert ("7.2", "Allied: 3 units of the stack at 1531 are lost to attrition: 1 cavalry, 1 field artillery, "
                   "1 supply.") in seen(mixed, AL)
    assert ("7.2", "Allied: 3 units of the stack at 1531 are lost to attrition: 3 infantry.") in seen(alike, AL)
    assert not any(w in t for t in theirs for w in ("cavalry", "artillery", "supply unit", "br-"))


def fortress_hex(hidden):
    """A Paraguayan fortress (on top, it never moves) and one unit beside it at 1433: ``hidden``."""
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 8, 0, "1433", code="1433"), dict(hidden, where="1433"),
             kit.inf("br-a", "brazil", "1237")]
    return kit.game(units, turn=4, segment="attrition")


def test_attrition_losses_with_nothing_to_choose_are_the_owners_reading_of_the_roll_line():
    """A fortress counts but never goes (7.8): when the roll takes at least every other unit, nobody is asked and the
    units go with the roll, one moment: the other side reads the roll, the owner the same line naming what went."""
    infantry, cavalry = kit.inf("py-x", "paraguay", "x"), kit.unit("py-x", "paraguay", "cavalry", 2, 2, 9, "x")
    runs = [kit.act(fortress_hex(u), PY, "no_burn", None, rolls=[0]) for u in (infantry, cavalry)]
    for st in runs:
        assert kit.where(st, "py-x") == "dead" and kit.where(st, "py-f") == "1433" and kit.ask(st) is None
        counts_agree(st)
    same_for([AL, None], *runs)
    [line] = [(r, t) for r, t in seen(runs[1], AL) if t.startswith("Attrition at 1433")]
    assert line[1].endswith(": 1 lost.")
    assert (line[0], line[1][:-1] + " (1 cavalry).") in seen(runs[1], PY)
    assert (line[0], line[1][:-1] + " (1 infantry).") in seen(runs[0], PY)


def test_the_other_side_reads_the_attrition_of_a_stack_run_by_the_computer_in_order_since_its_last_decision():
    """Through the bridge, a person at the Paraguayan seat and the steady computer at the Allied one: the person's
    attrition check comes first (hex order, 7.1), then the computer's. The person's log, from the line the
    since-your-last-turn mark points at, reads the computer's roll and then its stack shrinking, and never the
    units it lost."""
    from engine import bridge

    def ask(**req):
        return json.loads(bridge.handle(json.dumps(req)))
    units = [{"id": "py-inf-1", "where": "1431"}, {"id": "py-inf-2", "where": "1431"},
             {"id": "br-inf-1c", "where": "1531"}, {"id": "br-inf-1f", "where": "1531"},
             {"id": "br-cav-1gn", "where": "1531"}, {"id": "br-sup-1", "where": "1531"}]
    record = {"kind": "position", "seed": 3, "moves": [], "seats": {"allied": "steady"},
              "options": {"units": units, "start": {"turn": 3, "segment": "attrition"}}}
    a = ask(op="sandbox_new", game="paraguay", record=record, role="paraguayan")
    assert a["ok"], a
    for _ in range(12):
        if a["computer"]:
            a = ask(op="sandbox_bot", role="computer")
        elif a["acting"] == PY and a["actions"] and "Attrition" in a["prompt"]:
            act = next(x for x in a["actions"] if x["verb"] in ("no_burn", "lose"))
            a = ask(op="sandbox_act", role=PY, verb=act["verb"], arg=act["arg"])
        else:
            break
        assert a["ok"], a
    log = [e["text"] for e in a["view"]["log"]]
    roll = next(i for i, t in enumerate(log) if t.startswith("Attrition at 1531: 4 units"))
    assert a["since_line"] is not None and a["since_line"] <= roll
    assert any(t.startswith("Allied: ") and "of the stack at 1531 " in t and t.endswith(" lost to attrition.")
               for t in log[roll + 1:]) or log[roll].endswith(": 0 lost.")
    text = json.dumps([log, a["reasons"], a["record"]["moves"], a["prompt"], a["actions"]])
    assert not any(w in text for w in ("br-inf-1f", "br-cav-1gn", "br-sup-1", "cavalry", "1GN", "1F")), text


# ---------------------------------------------------------------- 6.4: the declaration of an attack

def declared(hidden):
    """Paraguayan infantry at 1530 attack the Allied stack at 1531 (an infantry unit on top, ``hidden`` under it)."""
    units = [kit.inf("py-a", "paraguay", "1530", a=9), kit.inf("br-top", "brazil", "1531", m=4),
             dict(hidden, where="1531")]
    st = kit.game(units, turn=3, segment="combat1:paraguayan")
    st = kit.act(kit.act(kit.act(st, PY, "target", "1531"), PY, "add", "py-a"), PY, "declare")
    return st


def test_declaring_an_attack_is_one_line_the_attacker_reads_with_the_defenders_he_now_sees():
    """The declaration and the attack's first line are one moment: both sides read the attack and that it stands
    for good; the attacker's reading adds the defending units (6.4), which the defender knows anyway. Before the
    change the attacker read a line of his own above the public one ("The Paraguayan player declares an attack on
    1531 (it cannot be withdrawn). Defenders: ...")."""
    cav = kit.unit("br-x", "brazil", "cavalry", 2, 2, 9, "x")
    runs = [declared(kit.inf("br-x", "brazil", "x")), declared(cav)]
    for st in runs:
        counts_agree(st)
    same_for([AL, None], *runs)
    public = "Paraguayan attack on 1531: 1 infantry from 1530, declared for good."
    assert ("13.9", public) in seen(runs[1], AL)
    [mine] = [(r, t) for r, t in seen(runs[1], PY) if t.startswith(public[:-1])]
    assert mine[0] == "6.4" and mine[1].startswith(public[:-1] + ". Defenders: ") and "cavalry" in mine[1]


# ---------------------------------------------------------------- 12.4: passengers aboard a fleet that stops or sails on

def ferry(take):
    """test_paraguay_log_secrets.py's fleet: a Paraguayan steamer sails from 1432 to 1433, takes a unit along there
    (``take``: a ground unit boarding, or a vessel joining), sails to 1434 and stops; taken up again, it sails on
    to 1435 and stops."""
    return play(fleet(HOW[take][1]),
                [(PY, "select", {"hex": "1432", "kind": "river"}, None), (PY, "step", "1433", None),
                 (PY, take, "py-x", None), (PY, "step", "1434", None), (PY, "finish", None, None),
                 (PY, "resume", {"hex": "1434", "kind": "river"}, None), (PY, "step", "1435", None),
                 (PY, "finish", None, None)])


def test_a_fleet_stopping_and_sailing_on_with_a_passenger_is_one_line_each_read_two_ways():
    """A stack stopping with passengers aboard, and taken up again with them, are moments the other side sees (a
    stack stops, a stack starts moving); who rides is the owner's reading of those lines (12.4). Before the change
    "1 carried unit stays aboard at 1433 ..." and "1 unit still aboard goes on with the vessels ..." were lines of
    the owner's alone beside the public ones."""
    runs = {take: ferry(take) for take in ("embark", "join")}
    assert kit.where(runs["embark"], "py-x") == kit.where(runs["join"], "py-x") == "1435"
    same_for([AL, None], *runs.values())
    for st in runs.values():
        counts_agree(st)
    ours = seen(runs["embark"], PY)
    assert ("12.4", "Paraguayan: the stack stops at 1434: 1 carried unit stays aboard (it lands when put ashore or "
                    "at the end of the movement phase).") in ours
    assert ("12.4", "Paraguayan: a stack of 2 units starts moving at 1434: 1 unit still aboard goes on with the "
                    "vessels (no new embarkation cost).") in ours
    theirs = seen(runs["embark"], AL)
    assert ("11.2", "Paraguayan: the stack stops at 1434.") in theirs
    assert ("11.5", "Paraguayan: a stack of 2 units starts moving at 1434.") in theirs
