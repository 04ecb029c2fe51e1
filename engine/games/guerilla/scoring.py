"""The end of a round and scoring (docs/GUERILLA.md 10.3-10.6): complexes held, faction totals, full or half
personal points by loyalty and the Mercenary's margin, running totals over several rounds, the winner."""

from ...words import agree, count
from .deal import LOYALTY_NAMES
from .model import FSIDE
from .windows import lapse_standing

MERCENARY_MARGIN = 25


def end_round(x):
    """Score the round; start the next one or finish the game."""
    s = x.s
    lapse_standing(x)               # standing passes (8.12) do not outlive the round
    for g in x.groups():
        if g["complex"]:
            vp = max(0, x.card(g["complex"])["vp"] - g["damage"] - x.iso_mod(g))
            x.score(g["owner"], g["faction"], vp, "10.3", f"{x.cname(g['complex'])} held at the end of the round")
    fs = s["faction_score"]
    winner = "rebel" if fs["rebel"] > fs["government"] else "government"
    margin = abs(fs["rebel"] - fs["government"])
    x.log("10.4", f"Round {x.rnd['number']}: Government {fs['government']}, Rebels {fs['rebel']}: "
                  f"{agree(FSIDE[winner], 'win', winner == 'rebel')}"
                  + (" (a tie goes to the Government)." if margin == 0 else f" by {margin}."))
    rows = {}
    for p in s["players"]:
        full = p["score"]
        if p["loyalty"] == winner or (p["loyalty"] == "mercenary" and margin < MERCENARY_MARGIN):
            got = full
        else:
            got = full // 2
        p["total"] += got
        rows[p["id"]] = {"loyalty": p["loyalty"], "points": full, "scored": got}
        x.log("10.5", f"{x.pname(p['id'])} was {LOYALTY_NAMES[p['loyalty']]}: {count(full, 'personal point')}, scores "
                      f"{got} (total {p['total']}).")
    s["rounds"].append({"number": x.rnd["number"], "faction_score": dict(fs), "winner": winner, "margin": margin,
                        "players": rows})
    if x.rnd["number"] < s["options"]["rounds"]:
        s["flow"]["stage"] = "next_round"
        return
    finish(x)


def finish(x):
    """Highest total wins; a tie goes to the tied player who took a turn most recently (10.5)."""
    s = x.s
    best = max(p["total"] for p in s["players"])
    tied = [p for p in s["players"] if p["total"] == best]
    win = max(tied, key=lambda p: p["last_turn"])
    reason = f"{x.pname(win['id'])} has the highest total, {count(best, 'point')}"
    if len(tied) > 1:
        reason += " (of the tied players, the one who took a turn most recently)"
    s["flow"]["stage"] = "over"
    s["result"] = {"winner": win["id"], "title": f"{x.pname(win['id'])} wins", "reason": reason, "rule": "10.6",
                   "totals": {p["id"]: p["total"] for p in s["players"]},
                   "factions": [r["winner"] for r in s["rounds"]]}
    x.log("10.6", f"The game is over: {reason}.")
