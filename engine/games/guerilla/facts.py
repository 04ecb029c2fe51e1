"""What a Guerilla example script may check after a step (``expect``): the table, hands, markers and piles."""


def example_facts(state):
    """Derived values for scripted examples: every key here may appear in a step's ``expect``."""
    r = state["round"]
    t = state["turn"]
    deck = state["deck"]
    rev = next((i for i, c in enumerate(deck) if c == "revolution"), None)
    return {
        "stage": state["flow"]["stage"],
        "groups": len(state["groups"]),
        "table": {g["id"]: {"owner": g["owner"], "faction": g["faction"], "leader": g["leader"],
                            "units": list(g["units"]), "complex": g["complex"], "damage": g["damage"],
                            "iso": g["iso"], "cut_by": g["cut_by"]} for g in state["groups"]},
        "hands": {p["id"]: sorted(p["hand"]) for p in state["players"]},
        "hand_sizes": {p["id"]: len(p["hand"]) for p in state["players"]},
        "loyalty": {p["id"]: p["loyalty"] for p in state["players"]},
        "ambush": {p["id"]: p["ambush"] for p in state["players"]},
        "scores": {p["id"]: p["score"] for p in state["players"]},
        "totals": {p["id"]: p["total"] for p in state["players"]},
        "faction_score": dict(state["faction_score"]),
        "deck_size": len(deck),
        "deck_top": deck[0] if deck else None,
        "revolution_half": None if rev is None else ("bottom" if rev >= len(deck) // 2 else "top"),
        "discard": list(state["discard"]),
        "setaside": sorted(state["setaside"]),
        "turn": None if t is None else {k: t[k] for k in ("player", "phase", "actions", "bank", "ended")},
        "round": {k: r[k] for k in ("number", "dealer", "passes", "sudden", "atrocity", "un", "bad_weather")},
        "result": state["result"],
    }
