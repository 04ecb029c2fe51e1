"""Uruguay's end of game (engine/endgame.py): the tracks that decided it, the last Propaganda Round's Political
Will by source, and the People's Prison's place, hidden from the Government during play (1.4.4)."""

import re

# the parts of a Propaganda Round's Political Will adjustment (6.2), by the names its log line gives them
WILL_PARTS = {"Unrest": "6.2.1", "Daring Actions": "6.2.2", "Public Sympathy": "6.2.3", "Urban Calm": "6.2.4",
              "Rural Expansion Contained": "6.2.5", "Organization Decimated": "6.2.6"}


def last_will_parts(state):
    """The last Propaganda Round's Political Will parts as (name, value, rule), read from its 6.2 log line."""
    for entry in reversed(state["log"]):
        if entry.get("rule") == "6.2" and entry["text"].startswith("Political Will:"):
            return [(name, int(v), WILL_PARTS[name]) for name, v in
                    re.findall(r"([A-Z][A-Za-z ]+?) ([+-]\d+)", entry["text"]) if name in WILL_PARTS]
    return []


def summary(game, state):
    t = state["tracks"]
    names = {sp["id"]: sp["name"] for sp in game.content()["spaces"]}
    sources = [{"label": f"{name} (last Propaganda Round)", "value": f"{v:+d}", "rule": rule}
               for name, v, rule in last_will_parts(state)]
    gov = {"who": game.role_name("government"), "total": f"Political Will {t['political_will']}",
           "sources": sources + [{"label": "Coup Threat", "value": t["coup_threat"], "rule": "7.0.2"},
                                 {"label": "Military Intervention", "value": "yes" if t["military_intervention"]
                                  else "no", "rule": "7.0.2"}]}
    tup = {"who": game.role_name("tupamaros"), "total": f"Public Sympathy {t['public_sympathy']}",
           "sources": [{"label": "Cells in Prison", "value": state["prison"], "rule": "6.2.6"},
                       {"label": "Safe Houses on the map", "value": sum(sp["safe"] for sp in state["spaces"].values()),
                        "rule": "1.4"}]}
    if state["pp"] is None:
        where = "The People's Prison was not on the map at the end."
    else:
        where = f"The People's Prison was in the Safe House in {names.get(state['pp'], state['pp'])}."
    secrets = [{"who": game.role_name("tupamaros"), "label": "The People's Prison", "items": [where],
                "rule": "1.4.4"}]
    return {"scores": [gov, tup], "secrets": secrets}
