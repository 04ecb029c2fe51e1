"""Junta's end of game (engine/endgame.py): who held each Important Power Center, each side's players, what became
of each player in the coup (their offices, whether they rose, the side they took, exile, their units), and the
Politics cards every player was dealt and still held (hidden from the others during play, 2.2).

Everything here is public at the end: the board shows every unit, office, status and side. What follows a coup in
the whole game (offices handed out anew, exile or the firing squad, the Swiss bank) is the political game's, which
this project does not play, and the summary says so instead of guessing."""

from ...core import Context
from .model import COUSIN, OFFICE_NAMES, OFFICES, J

SIDES = {"rebels": "The Rebels", "presidente": "El Presidente's side"}
SIDE_WORDS = {"rebels": "the Rebels", "presidente": "El Presidente"}
COLUMNS = ["At the end", "", "Rule"]     # the rows are facts about a side or a player, not points
AFTER = ("The coup decides only which side holds the capital. What it means for each player afterwards (new "
         "offices, exile, the firing squad, the Swiss bank) belongs to the political game, which is not played here.")


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
                       + [{"label": "Players", "value": ", ".join(members) or "none", "rule": "6.3"}],
                       "columns": list(COLUMNS), "facts": True})
    scores += [fate(game, state, p, spaces) for p in state["players"]]
    dealt = state["deal"]["hands"]
    secrets = []
    for p in state["players"]:
        got = [cards.get(c, c) for c in dealt.get(p["id"], [])]
        kept = [cards.get(c, c) for c in p["hand"]]
        secrets.append({"who": game.player_name(state, p["id"]), "role": p["id"], "label": "Politics cards",
                        "items": [f"dealt: {', '.join(got) or 'none'}",
                                  f"held at the end: {', '.join(kept) or 'none'}"],
                        "rule": "1.6"})
    return {"winner_name": SIDES[res["winner"]], "scores": scores, "secrets": secrets, "note": AFTER,
            "scores_heading": "The sides, and each player at the end"}


def fate(game, state, p, spaces):
    """One player's end of the coup: a headline (their side, and whether it won) and what it rests on."""
    pid, res = p["id"], state["result"]
    pres = state["offices"]["presidente"]
    name = game.player_name(state, pid)
    dealt = state["deal"].get("status", {}).get(pid, "active")
    if p["status"] == "dead":
        head, side = "dead before the coup: no part in it", "none: dead before the coup"
    elif p["status"] == "exiled":
        head, side = "in exile at the end: no side, and no part in the result", "none: in exile at the end"
    else:
        won = "on the winning side" if p["side"] == res["winner"] else "on the losing side"
        head = f"{'El Presidente' if pid == pres else 'sided with ' + SIDE_WORDS[p['side']]}: {won}"
        side = "his own: El Presidente never chooses" if pid == pres else SIDE_WORDS[p["side"]]
    offices = [OFFICE_NAMES[o] for o in OFFICES if state["offices"][o] == pid]
    cousin = [OFFICE_NAMES[o] for o in OFFICES if state["offices"][o] == COUSIN and state["cousin_seat"].get(o) == pid]
    rows = [{"label": "Offices", "value": "; ".join(offices) or "none", "rule": "1.1"}]
    if cousin:
        rows.append({"label": "Offices held for this seat by El Presidente's Cousin", "value": "; ".join(cousin),
                     "rule": "4.2"})
    said, rule = conduct(game, state, p, pres)
    rows.append({"label": "During the coup", "value": said, "rule": rule})
    rows.append({"label": "Side at the end", "value": side, "rule": "6.1"})
    rows.append({"label": "In the coup", "value": presence(p, dealt),
                 "rule": "4.9" if p["exiled_here"] or dealt == "exiled" else "1.3"})
    mine = [u for u in state["units"] if (pres if u["owner"] == COUSIN else u["owner"]) == pid]
    standing = [u for u in mine if u["where"] in spaces]
    j = J(game, Context(state, None))            # only to count units in words
    counted = "" if p["status"] == "active" else " (not counted: their player is out of the coup, 1.3)"
    rows.append({"label": "Units on the map at the end", "value": j.count_text(standing) + counted, "rule": "6.2"})
    centers = [spaces[sid] for sid in res.get("control", {}) if any(u["where"] == sid for u in standing)]
    rows.append({"label": "Important Power Centers with their units", "value": ", ".join(centers) or "none",
                 "rule": "6.2"})
    lost = [u for u in mine if u["where"] == "eliminated"]
    rows.append({"label": "Units lost", "value": j.count_text(lost).replace("no units", "none"), "rule": "5.6"})
    return {"who": name, "role": pid, "total": head, "sources": rows, "columns": list(COLUMNS), "facts": True}


def conduct(game, state, p, pres):
    """How a player stood during the fighting, and its rule: El Presidente, the Rebel Leader, risen (and what made
    them a Rebel, from the log's line), or loyal."""
    if p["id"] == pres:
        return "El Presidente: never a Rebel", "3.3"
    if p["id"] == state["leader"]:
        return "the Rebel Leader: a Rebel from the start", "1.2"
    if not p["rebel"]:
        return "stayed loyal: never rose", "3.1"
    name = game.player_name(state, p["id"])
    for e in state["log"]:
        if e.get("rule") in ("3.1", "3.2") and e["text"].startswith(name + " ") and " and is now a Rebel" in e["text"]:
            return f"rose as a Rebel: {e['text'][len(name) + 1:].split(' and is now a Rebel')[0]}", e["rule"]
    return "rose as a Rebel", "3.1"


def presence(p, dealt):
    """Whether a player was in the coup at its end: to the end, gone into exile, back from exile, or never."""
    if p["status"] == "dead":
        return "dead before the coup began: their units took no part"
    if p["status"] == "exiled":
        return ("went into exile from an Embassy during the coup" if p["exiled_here"]
                else "in exile since before the coup, never came back")
    if dealt == "exiled":
        return "came back from exile during the coup, and stayed to the end"
    return "to the end"

