"""Uruguay's end of game (engine/endgame.py): the three tracks that decide it, each from where it started through
every change the game's log recorded, so that each block's rows add up to its headline (Political Will, Coup Threat,
Public Sympathy); the Tupamaros' pieces at the end; and the People's Prison's place, hidden from the Government
during play (1.4.4).

Every move of a track writes one log line, "Political Will 12 → 9 (Propaganda Round).", with its rule (board.py):
the rows are those moves summed by cause. A Propaganda Round's move is the net of its parts (6.2), logged just
before it as "Political Will: Unrest -2, ... = net -3."; its rows are those parts over every round, and a round
whose net the track's ends cut short (0 and 20, 1.9) adds a row that says so."""

import re

from ...words import signed
from .board import SYMPATHY_NAMES

# the parts of a Propaganda Round's Political Will adjustment (6.2), by the names its log line gives them
WILL_PARTS = {"Unrest": "6.2.1", "Daring Actions": "6.2.2", "Public Sympathy": "6.2.3", "Urban Calm": "6.2.4",
              "Rural Expansion Contained": "6.2.5", "Organization Decimated": "6.2.6"}
TRACKS = {"political_will": "Political Will", "coup_threat": "Coup Threat", "public_sympathy": "Public Sympathy"}
SYMPATHY_VALUES = {name: v for v, name in SYMPATHY_NAMES.items()}


def will_parts(text):
    """The parts of one Propaganda Round's 6.2 line as [(name, value, rule)]."""
    return [(name, int(v), WILL_PARTS[name]) for name, v in re.findall(r"([A-Z][A-Za-z ]+?) ([+-]\d+)", text)
            if name in WILL_PARTS]


def last_will_parts(state):
    """The last Propaganda Round's Political Will parts as (name, value, rule), read from its 6.2 log line."""
    for entry in reversed(state["log"]):
        if entry.get("rule") == "6.2" and entry["text"].startswith("Political Will:"):
            return will_parts(entry["text"])
    return []


def moves(state, track):
    """Every move of a track in the log: [(old, new, why, rule, index of the line)]."""
    name = TRACKS[track]
    pattern = re.compile(rf"{name} (\S+) → (\S+) \((.*)\)\.$")
    out = []
    for i, e in enumerate(state["log"]):
        m = pattern.match(e["text"])
        if m:
            old, new = (SYMPATHY_VALUES[v] if track == "public_sympathy" else int(v) for v in m.group(1, 2))
            out.append((old, new, m.group(3), e.get("rule"), i))
    return out


def track_rows(state, track):
    """The rows of a track's block: where it started, then its moves summed by cause (a Propaganda Round's by its
    parts); they add up to the track's value at the end."""
    found = moves(state, track)
    end = state["tracks"][track]
    rows = [{"label": "At the start", "value": found[0][0] if found else end, "rule": "2.1"}]
    sums, order = {}, []

    def add(label, rule, v):
        if (label, rule) not in sums:
            order.append((label, rule))
            sums[label, rule] = [0, 0]
        sums[label, rule][0] += v
        sums[label, rule][1] += 1
    rounds = [i for i, e in enumerate(state["log"]) if e.get("rule") == "6.2" and e["text"].startswith(
        "Political Will:")] if track == "political_will" else []
    moved_in_round = {max(r for r in rounds if r < i): new - old for old, new, why, rule, i in found
                      if rule == "6.2" and why == "Propaganda Round"}
    for r in rounds:              # the Propaganda Rounds first: the biggest share of most games' Political Will
        parts = will_parts(state["log"][r]["text"])
        for name, v, rule in parts:
            add(f"{name} (Propaganda Rounds)", rule, v)
        cut = moved_in_round.get(r, 0) - sum(v for _, v, _ in parts)
        if cut > 0:
            add("Given back: the track stops at 0 (Propaganda Rounds)", "1.9", cut)
        elif cut < 0:
            add("Not gained: the track stops at 20 (Propaganda Rounds)", "1.9", cut)
    for old, new, why, rule, i in found:
        if not (rule == "6.2" and why == "Propaganda Round"):
            add(why[:1].upper() + why[1:], rule, new - old)
    for label, rule in order:
        total, n = sums[label, rule]
        if total or n and not label.endswith("(Propaganda Rounds)"):
            rows.append({"label": label if n == 1 or "(Propaganda Rounds)" in label else f"{label} ({n} times)",
                         "value": signed(total), "rule": rule})
    return rows


def summary(game, state):
    t = state["tracks"]
    names = {sp["id"]: sp["name"] for sp in game.content()["spaces"]}
    gov = {"who": game.role_name("government"), "role": "government",
           "total": f"Political Will {t['political_will']}", "sources": track_rows(state, "political_will")}
    coup = {"who": "The Coup Threat", "total": f"{t['coup_threat']}" + (
        ", with Military Intervention" if t["military_intervention"] else ", no Military Intervention"),
        "sources": track_rows(state, "coup_threat")}
    sympathy = SYMPATHY_NAMES[t["public_sympathy"]]
    tup = {"who": game.role_name("tupamaros"), "role": "tupamaros",
           "total": f"Public Sympathy {t['public_sympathy']}" + (f" ({sympathy})" if not sympathy.isdigit() else ""),
           "sources": track_rows(state, "public_sympathy")}
    pieces = {"who": "The Tupamaros' pieces at the end", "total": None,
              "sources": [{"label": "Cells in Prison", "value": state["prison"], "rule": "6.2.6"},
                          {"label": "Safe Houses on the map",
                           "value": sum(sp["safe"] for sp in state["spaces"].values()), "rule": "1.4"}]}
    if state["pp"] is None:
        where = "The People's Prison was not on the map at the end."
    else:
        where = f"The People's Prison was in the Safe House in {names.get(state['pp'], state['pp'])}."
    secrets = [{"who": game.role_name("tupamaros"), "role": "tupamaros", "label": "The People's Prison",
                "items": [where], "rule": "1.4.4"}]
    return {"scores": [gov, coup, tup, pieces], "secrets": secrets,
            "scores_heading": "The tracks, from the start through every change"}
