"""Paraguay's questions before a combat roll show the odds and every DRM as they stand (13.9-13.25)."""

import paraguay_kit as kit

PY, AL = "paraguayan", "allied"


def br(uid, where, a=9, d=3, kind="infantry", **more):
    return kit.unit(uid, "brazil", kind, a, d, 6, where, **more)


def declared(units, target, attackers, side=AL, phase=1, m=None):
    st = kit.game(units, m, turn=3, segment=f"combat{phase}:{side}")
    st = kit.act(st, side, "target", target)
    for uid in attackers:
        st = kit.act(st, side, "add", uid)
    return kit.act(st, side, "declare")


def test_the_attackers_burn_question_shows_odds_and_every_drm():
    m = kit.terrain(kit.board(), "1531", "rough")
    units = [kit.inf("py-a", "paraguay", "1531", d=2), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             br("br-a", "1530", a=9), kit.unit("ar-a", "argentina", "infantry", 2, 2, 6, "1532")]
    st = declared(units, "1531", ["br-a", "ar-a"], m=m)
    q = kit.ask(st)
    assert q["role"] == AL
    text = q["prompt"]
    assert "Odds now: 11 against 3, column 3:1 (13.9)" in text
    for part in ("+1 combat phase 1 (13.15)", "−1 defender in rough (13.14)", "−1 joint attack of 2 Allied nations (13.19)"):
        assert part in text
    st = kit.act(st, AL, "no_burn")
    q = kit.ask(st)                                                   # the defender's question, before the roll
    assert q["role"] == PY and "Odds now: 11 against 3, column 3:1" in q["prompt"]


def test_an_attack_worse_than_one_to_three_says_so_before_the_roll():
    units = [kit.inf("py-a", "paraguay", "1531", d=9), br("br-a", "1530", a=2)]
    st = declared(units, "1531", ["br-a"])
    assert "worse than 1:3: every attacker would be eliminated (13.12)" in kit.ask(st)["prompt"]


def test_a_burnt_attacker_supply_shows_in_the_defenders_question():
    units = [kit.inf("py-a", "paraguay", "1531", d=2), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             br("br-a", "1530", a=9), kit.unit("br-s", "brazil", "supply", 0, 1, 6, "1530")]
    st = kit.act(declared(units, "1531", ["br-a"], phase=2), AL, "burn", "br-s")
    assert "+3 attacker burns supply (13.24)" in kit.ask(st)["prompt"]


def test_a_choice_of_one_unit_says_the_hex_it_stands_in():
    """A supply unit to burn (or a loss to take) is chosen where it stands: the action carries that hex as ``at``
    (the sandbox outlines it on the map and shows it; before, such a choice named no hex and the board's view stayed
    wherever the last move was). Only the asking side's own units, so the hex is no secret of the other side."""
    import engine
    from engine.words import a_or_an
    units = [kit.inf("py-a", "paraguay", "1531", d=2), kit.unit("py-s", "paraguay", "supply", 0, 1, 6, "1531"),
             br("br-a", "1530", a=9), kit.unit("ar-a", "argentina", "infantry", 2, 2, 6, "1532")]
    st = kit.act(declared(units, "1531", ["br-a", "ar-a"]), AL, "no_burn")
    burns = [a for a in engine.actions(st, PY) if a["verb"] == "burn"]
    assert [(a["arg"], a["at"]) for a in burns] == [("py-s", "1531")]
    assert all("at" not in a for a in engine.actions(st, PY) if a["verb"] != "burn")
    assert [a_or_an(w, capital=k == 0) for k, w in enumerate(("Allied", "infantry", "cavalry", "Uruguayan"))] == \
        ["An Allied", "an infantry", "a cavalry", "a Uruguayan"]
