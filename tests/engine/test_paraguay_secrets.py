"""Paraguay's fog of war (6.4) in the questions of a running procedure: attrition (7.2, 7.4), combat losses and
running the guns (13.18, 13.29), advance after combat (13.30), over-stacking (6.2). A question whose options name
units is private; whether it is asked depends on what the other side can see (a stack's size and top unit); the
fuzzer's secret twins exist in every phase, and its check catches a question that shows hidden units."""

import engine
import paraguay_kit as kit
from engine import fuzz
from engine.games.paraguay import twins

PY, AL = "paraguayan", "allied"
GAME = kit.GAME


def br(uid, where, a=2, d=3, kind="infantry", **more):
    return kit.unit(uid, "brazil", kind, a, d, 6, where, **more)


def supply(uid, where, nation="brazil"):
    return kit.unit(uid, nation, "supply", 0, 1, 6, where)


def sees_nothing_hidden(st, viewer, ids):
    """The viewer's question (and its options) name none of ``ids``."""
    q = GAME.question(st, viewer)
    text = repr(q)
    return q["actions"] == [] and q["private"] and not any(i in text for i in ids)


def attrition_at(units, rolls=None):
    return kit.game(units, kit.mark(kit.board(), "1530", supply="allied"), turn=3, segment="attrition",
                    rolls=rolls)


# ---------------------------------------------------------------- attrition

def test_the_burn_question_comes_for_any_stack_of_two_whether_or_not_it_holds_supply():
    with_fuel = attrition_at([kit.unit("br-a", "brazil", "field_artillery", 2, 2, 5, "1531"), br("br-b", "1531"),
                              supply("br-s", "1531")])
    without = attrition_at([kit.unit("br-a", "brazil", "field_artillery", 2, 2, 5, "1531"), br("br-b", "1531"),
                            br("br-c", "1531")])
    for st in (with_fuel, without):
        assert kit.ask(st)["rule"] == "7.4" and kit.ask(st)["role"] == AL
        assert GAME.question(st, PY) == GAME.question(with_fuel, PY)      # the same "waiting" for both
        assert sees_nothing_hidden(st, PY, ["br-b", "br-s", "br-c"])
    assert kit.verbs(without, AL) == ["capitulate", "no_burn"]
    assert "burn" in kit.verbs(with_fuel, AL)
    lone = attrition_at([br("br-a", "1531")], rolls=[5])                   # one unit, shown on top: no question
    assert "Attrition at 1531: 1 unit" in kit.log(lone)


def test_the_owner_chooses_which_supply_unit_burns_in_attrition():
    st = attrition_at([br("br-a", "1531"), supply("br-s1", "1531"), supply("br-s2", "1531", nation="argentina")])
    assert sorted(kit.args(st, AL, "burn")) == ["br-s1", "br-s2"]
    st = kit.act(st, AL, "burn", "br-s2", rolls=[9])
    assert kit.where(st, "br-s2") == "dead" and kit.where(st, "br-s1") == "1531"
    assert "+3 burning supply 7.4" in kit.log(st)


def test_attrition_losses_are_chosen_in_private_even_among_alike_units():
    units = [br(f"br-{k}", "1531") for k in range(5)]
    st = kit.act(attrition_at(units), AL, "no_burn", None, rolls=[0])       # modified 0: 3 of 5 lost
    assert ": 3 lost." in kit.log(st)
    for k in range(3):
        assert kit.ask(st)["rule"] == "7.2" and sees_nothing_hidden(st, PY, [f"br-{j}" for j in range(5)])
        st = kit.act(st, AL, "lose", kit.args(st, AL, "lose")[-1])
    assert sum(1 for u in st["units"] if u["where"] == "dead") == 3
    # one line, two readings: the Paraguayan reads that three units went, the Allied player which (3 infantry)
    gone = "Allied: 3 units of the stack at 1531 are lost to attrition"
    assert [e["text"] for e in engine.view(st, AL)["log"] if e["text"].startswith(gone)] == [f"{gone}: 3 infantry."]
    assert [e["text"] for e in engine.view(st, PY)["log"] if e["text"].startswith(gone)] == [f"{gone}."]


# ---------------------------------------------------------------- combat

def fight(units, m=None, side=AL, phase=2):
    return kit.game(units, m, turn=3, segment=f"combat{phase}:{side}")


def declare(st, side, target, attackers):
    st = kit.act(st, side, "target", target)
    for uid in attackers:
        st = kit.act(st, side, "add", uid)
    return kit.act(st, side, "declare")


def test_the_attacker_chooses_which_supply_unit_on_hand_burns():
    units = [kit.inf("py-a", "paraguay", "1531", d=2), br("br-a", "1530", a=9), supply("br-s1", "1530"),
             br("br-b", "1532", a=9), supply("br-s2", "1532")]
    st = declare(fight(units), AL, "1531", ["br-a", "br-b"])
    assert sorted(kit.args(st, AL, "burn")) == ["br-s1", "br-s2"]
    assert sees_nothing_hidden(st, PY, ["br-s1", "br-s2"])
    st = kit.act(st, AL, "burn", "br-s2", rolls=[5])
    assert kit.where(st, "br-s2") == "dead" and kit.where(st, "br-s1") == "1530"


def test_attacker_losses_and_advance_are_private_to_the_attacker():
    units = [kit.inf("py-a", "paraguay", "1531", a=1, d=1)]
    units += [br("br-a", "1530", a=4), br("br-b", "1530", a=4), kit.unit("br-c", "brazil", "cavalry", 3, 2, 9, "1530"),
              kit.inf("br-z", "brazil", "1530")]                      # br-z stays home, hidden
    st = kit.act(declare(fight(units), AL, "1531", ["br-a", "br-b", "br-c"]), AL, "no_burn", None, rolls=[0])
    hidden = ["br-a", "br-b", "br-c", "br-z"]
    text = kit.log(st)
    assert "/" in text and kit.where(st, "py-a") == "dead"
    while kit.ask(st) and kit.ask(st)["rule"] in ("13.29", "13.30"):
        assert kit.ask(st)["role"] == AL and sees_nothing_hidden(st, PY, hidden)
        assert sees_nothing_hidden(st, None, hidden)
        opts = kit.ask(st)["options"]
        pick = next((o for o in opts if o["verb"] == "stop"), opts[0])
        st = kit.act(st, AL, pick["verb"], pick["arg"])
    assert kit.where(st, "br-z") == "1530"


def test_running_the_guns_losses_are_private():
    m = kit.river(kit.board(), ["1431", "1432"])
    units = [kit.unit("py-f", "paraguay", "fortress", 0, 2, 0, "1432", code="1432"),
             kit.unit("br-w1", "brazil", "warship", 4, 4, 8, "1431"),
             kit.unit("br-w2", "brazil", "warship", 3, 4, 8, "1431"), br("br-a", "1332", a=4)]
    st = kit.act(declare(fight(units, m), AL, "1432", ["br-w1", "br-w2", "br-a"]), AL, "no_burn", None, rolls=[3])
    assert kit.ask(st)["rule"] == "13.18" and sees_nothing_hidden(st, PY, ["br-w1", "br-w2"])


def test_over_stacking_removal_is_private_to_the_remover():
    units = [kit.inf(f"py-{k}", "paraguay", "1531") for k in range(28)] + [br("br-a", "1731")]
    st = kit.game(units, turn=3, segment="stack:paraguayan")
    assert kit.ask(st)["rule"] == "6.2" and kit.ask(st)["role"] == AL
    assert GAME.question(st, PY)["private"] and GAME.question(st, None)["actions"] == []


# ---------------------------------------------------------------- the fuzzer's twins and check

def test_twins_exist_in_attrition_and_during_a_battle_and_change_nothing_the_viewer_sees():
    units = [kit.unit("br-a", "brazil", "field_artillery", 2, 2, 5, "1531"), br("br-b", "1531"), br("br-c", "1531"),
             kit.unit("br-a2", "brazil", "field_artillery", 2, 2, 5, "1533"), supply("br-s", "1533"),
             kit.unit("br-d", "brazil", "cavalry", 3, 2, 9, "dead")]
    st = attrition_at(units)
    made = twins.secret_twins(st, PY)
    assert len(made) == 2 and all(same is True for _, _, same in made)
    assert fuzz.check_secrets(GAME, st, "attrition") == []
    battle = kit.game(units + [kit.inf("py-a", "paraguay", "1532", d=1), kit.inf("py-b", "paraguay", "1632")],
                      turn=3, segment="combat2:paraguayan")
    battle = declare(battle, PY, "1531", ["py-a"])
    assert battle["stack"][-1]["proc"] == "battle"
    made = twins.secret_twins(battle, PY)
    assert made and all("1531" not in label for label, _, _ in made)     # the hex under attack is seen by both
    assert fuzz.check_secrets(GAME, battle, "battle") == []


def test_the_check_catches_a_loss_question_that_shows_hidden_units(monkeypatch):
    units = [br(f"br-{k}", "1531") for k in range(3)] + [kit.unit("br-t", "brazil", "field_artillery", 2, 2, 5, "1531"),
                                                         kit.unit("br-d", "brazil", "cavalry", 3, 2, 9, "dead")]
    st = kit.act(attrition_at(units), AL, "no_burn", None, rolls=[0])
    assert kit.ask(st)["rule"] == "7.2"
    assert fuzz.check_secrets(GAME, st, "losses") == []
    from engine.games.paraguay import model
    plain = model.P.ask
    monkeypatch.setattr(model.P, "ask", staticmethod(lambda role, prompt, options, rule, private=False:
                                                     plain(role, prompt, options, rule, False)))
    leaky = kit.act(attrition_at(units), AL, "no_burn", None, rolls=[0])
    assert any("tell apart" in p or "other choices" in p for p in fuzz.check_secrets(GAME, leaky, "losses"))


def test_the_paraguayan_page_never_receives_the_names_of_hidden_allied_units_during_attrition():
    """What the audit saw (6.4): the Paraguayan's page, while the Allied player picks attrition losses, listed the
    hidden units; the same names reached the page's move record. Through the bridge, as the sandbox page asks."""
    import json

    from engine import bridge

    def ask(**req):
        return json.loads(bridge.handle(json.dumps(req)))
    units = [{"id": "br-inf-1", "where": "1335"}, {"id": "br-inf-2", "where": "1335"},
             {"id": "br-fa-1", "where": "1335"}, {"id": "br-sup-1", "where": "1335"},
             {"id": "ar-inf-1b", "where": "1335"}, {"id": "py-inf-1", "where": "1532"}]
    record = {"kind": "position", "seed": 4, "moves": [],
              "options": {"units": units, "start": {"turn": 3, "segment": "attrition"}}}
    a = ask(op="sandbox_new", game="paraguay", record=record, role="paraguayan")
    assert a["ok"], a
    hidden = ["br-inf-1", "br-inf-2", "br-sup-1", "ar-inf-1b", "Brazilian supply", "Argentine infantry"]

    def seen(answer):       # the position's own set-up (the record's options) is what the page loaded, not news
        return json.dumps([{k: v for k, v in answer.items() if k != "record"}, answer["record"]["moves"]])
    for _ in range(6):
        if a["acting"] != "allied":
            break
        text = seen(a)
        assert not any(h in text for h in hidden), [h for h in hidden if h in text]
        assert a["actions"] == [] and a["private"]
        mine = ask(op="sandbox_view", role="allied")
        pick = next(x for x in mine["actions"] if x["verb"] in ("no_burn", "lose"))
        a = ask(op="sandbox_act", role="allied", verb=pick["verb"], arg=pick["arg"])
        a = ask(op="sandbox_view", role="paraguayan")
    text = seen(a)
    assert all(m == {"role": "allied", "private": True} for m in a["record"]["moves"]) and a["record"]["moves"]
    assert not any(h in text for h in hidden[:4])
