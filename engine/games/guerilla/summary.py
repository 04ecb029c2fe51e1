"""Guerilla's end of game (engine/endgame.py): every player's points round by round, what each round's winning
faction scored, and every player's secret loyalty (4.2) and the cards left in hand."""

from .deal import LOYALTY_NAMES
from .scoring import MERCENARY_MARGIN


def kept(row, rnd):
    """Why a round's personal points counted whole or halved (10.5), in a few words."""
    side = LOYALTY_NAMES.get(rnd["winner"], str(rnd["winner"]))
    if row["loyalty"] == "mercenary":
        if row["scored"] != row["points"]:
            return f"halved, the sides ended {rnd['margin']} apart ({MERCENARY_MARGIN} or more)"
        return f"kept whole, the sides ended {rnd['margin']} apart (under {MERCENARY_MARGIN})"
    if row["scored"] != row["points"]:
        return f"halved, the {side} side won"
    return f"kept whole, the {side} side won"


def summary(game, state):
    cat = game.catalog()
    scores = []
    for p in state["players"]:
        sources = []
        for r in state["rounds"]:
            row = r["players"].get(p["id"])
            if row is None:
                continue
            loyal = LOYALTY_NAMES[row["loyalty"]]
            sources.append({"label": f"Round {r['number']}: {loyal}, {row['points']} personal "
                                     f"{'point' if row['points'] == 1 else 'points'}, {kept(row, r)}",
                            "value": row["scored"],
                            "rule": "10.5"})
        scores.append({"who": game.role_name(p["id"]), "role": p["id"], "total": p["total"], "sources": sources})
    rounds = [{"label": f"Round {r['number']}: the {LOYALTY_NAMES.get(r['winner'], str(r['winner']))} side won",
               "value": ", ".join(f"{LOYALTY_NAMES.get(k, k)} {v}" for k, v in sorted(r["faction_score"].items())),
               "rule": "10.4"} for r in state["rounds"]]
    scores.append({"who": "The factions", "total": None, "sources": rounds})
    secrets = [{"who": game.role_name(p["id"]), "role": p["id"], "label": "Loyalty and hand",
                "items": [f"loyalty: {LOYALTY_NAMES[p['loyalty']]}",
                          "cards in hand at the end: " + (", ".join(cat[c]["name"] for c in p["hand"]) or "none")],
                "rule": "4.2"} for p in state["players"]]
    return {"scores": scores, "secrets": secrets}
