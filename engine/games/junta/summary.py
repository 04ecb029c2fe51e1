"""Junta's end of game (engine/endgame.py): who held each Important Power Center, each side's players, and the
Politics cards every player was dealt and still held (hidden from the others during play, 2.2)."""

SIDES = {"rebels": "The Rebels", "presidente": "El Presidente's side"}


def summary(game, state):
    res = state["result"]
    spaces = {sp["id"]: sp["name"] for sp in game.content()["spaces"]}
    cards = {c["id"]: c["name"] for c in game.content()["cards"]}
    control = res.get("control", {})
    scores = []
    for side, name in SIDES.items():
        held = [sid for sid in control if control[sid] == side]
        members = [game.player_name(state, p["id"]) for p in state["players"] if p["side"] == side]
        scores.append({"who": name, "total": f"{len(held)} of {len(control)} Important Power Centers",
                       "sources": [{"label": spaces.get(sid, sid), "value": "held", "rule": "6.2"} for sid in held]
                       + [{"label": "Players", "value": ", ".join(members) or "none", "rule": "6.3"}]})
    dealt = state["deal"]["hands"]
    secrets = []
    for p in state["players"]:
        got = [cards.get(c, c) for c in dealt.get(p["id"], [])]
        kept = [cards.get(c, c) for c in p["hand"]]
        secrets.append({"who": game.player_name(state, p["id"]), "label": "Politics cards",
                        "items": [f"dealt: {', '.join(got) or 'none'}", f"held at the end: {', '.join(kept) or 'none'}"],
                        "rule": "1.6"})
    return {"winner_name": SIDES[res["winner"]], "scores": scores, "secrets": secrets}
