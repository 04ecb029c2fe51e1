"""The steady Allies bring reinforcements and replacements on at the entry hex nearest by road to where the war
plan sends its stacks (engine/games/paraguay/bot.py, ``Steady.entry``): fewer turns on the way, fewer attrition
checks (7.1, 7.2). Hand-made views of the printed map, as the Allied seat sees them."""

from engine import prng
from engine.games.paraguay import bot
from engine.games.paraguay.bot import Steady

ENTRIES = ("1042", "1943", "3244")


def _foot(uid, side="allied", nation="brazil"):
    return {"id": uid, "nation": nation if side == "allied" else "paraguay", "type": "infantry", "name": uid,
            "attack": 2, "defense": 3, "mf": 6, "gn": False}


def _fort(defense):
    return {"side": "paraguayan", "count": 1, "top": {"type": "fortress", "attack": 0, "defense": defense, "mf": 0}}


def _board(hexes, turn=6):
    return {"turn": turn, "season": "early", "control": {}, "hexes": hexes, "moving": None,
            "mendoza": {"status": "done"}}


def _question(verb, uid):
    acts = [{"verb": verb, "arg": {"unit": uid, "hex": h}, "label": f"Reinforcement: {uid} enters at {h}",
             "rule": "9.2" if verb == "enter" else "10.4"} for h in ENTRIES]
    acts.append({"verb": "done", "arg": None, "label": "Done", "rule": "9.2"})
    return {"role": "allied", "prompt": "Reinforcements", "actions": acts}


def _ranked(hexes, verb="enter"):
    view = {"role": "allied", "log": [], "board": _board(hexes)}
    return Steady().rank(view, _question(verb, "br-1"), {})


def _open_road():
    """Itapirú and Itapúa fallen; Curupayty, Humaitá and Angostura stand (the road north is open)."""
    return {"1433": _fort(8), "1432": _fort(16), "1827": _fort(10)}


def test_a_reinforcement_enters_where_the_road_to_the_objectives_is_shortest():
    hexes = _open_road()
    ranked = _ranked(hexes)
    first, second = ranked[0], ranked[1]
    assert first[1]["verb"] == "enter" and first[1]["arg"]["hex"] == "1943"
    assert first[0] > second[0]                   # not a tie left to the rng
    field = bot.field(["1826", "2622", "1918"], sorted(hexes), "early")
    assert field["1943"] < min(field["1042"], field["3244"])
    assert "MP by road from" in first[2] and "(7.2)" in first[2]
    # the choice holds whatever the seat's rng
    view = {"role": "allied", "log": [], "board": _board(hexes)}
    for seed in range(1, 6):
        act, _ = Steady().choose(view, _question("enter", "br-1"), {}, prng.seed_state(seed))
        assert act["arg"]["hex"] == "1943"


def test_during_a_siege_the_entry_nearest_the_besieged_fortress_comes_first():
    # Itapirú fallen, Itapúa standing (weak, so a siege is laid): the stacks go beside Itapúa (2534)
    hexes = {**_open_road(), "2534": _fort(2),
             "2435": {"side": "allied", "count": 4, "top": _foot("a0"), "units": [_foot(f"a{i}") for i in range(4)]}}
    view = {"role": "allied", "log": [], "board": _board(hexes)}
    ctx = Steady().context(view, _question("enter", "br-1"), {})
    assert ctx["plan"].siege == "2534"
    road = ctx["plan"].roads["2534"]
    best = min(ENTRIES, key=lambda h: road.get(h, 99))
    ranked = _ranked(hexes)
    assert ranked[0][1]["arg"]["hex"] == best and ranked[0][0] > ranked[1][0]
    assert "the siege of Itapúa" in ranked[0][2]


def test_a_replacement_takes_the_same_entry_and_a_full_entry_hex_is_passed_over():
    hexes = _open_road()
    assert _ranked(hexes, "replace")[0][1]["arg"]["hex"] == "1943"
    full = [_foot(f"f{i}") for i in range(26)]
    hexes["1943"] = {"side": "allied", "count": 26, "top": full[0], "units": full}
    ranked = _ranked(hexes)
    assert ranked[0][1]["arg"]["hex"] != "1943"
