"""What Uruguay's Propaganda Rounds name, game by game (figures, not pass/fail).

``python bench/uruguay_propaganda.py play SEATS FIRST GAMES > FILE`` plays each seed as the arena does
(``engine.arena.play``, no clock; SEATS in seat order government,tupamaros, e.g. ``steady,steady``) and prints one
JSON line a seed: the winner, the deciding rule, the final Political Will; per Propaganda Round the 6.2 parts its
log line names, and the Urban and Rural spaces as they stood at the Unrest Phase (Cells, Sabotage markers, cubes);
how often each faction chose each Operation, Special Activity, Event and pass (from the log, whoever's seat).

``python bench/uruguay_propaganda.py sum FILE [ROLE]`` sums those lines: per group of games (won by each faction)
the mean of each 6.2 part a round, the spaces a round that Cells stood in but cubes held out of Unrest (and how many
of those one Police fewer or one Sabotage marker more would have tipped), and the actions a game. With ROLE,
the groups are that faction's wins and losses only. Run it from the copy whose code it should play (the script puts
its own copy's root first on the path)."""
import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, content  # noqa: E402

PART = re.compile(r"([A-Z][A-Za-z ]+?) ([+-]\d+)")
ACTION = re.compile(r"^(?:Limited )?(Deploy|Patrol|Search|Arrest|Recruit|Travel|Sabotage|Rob)(?: with a Special Activity)?")
SPECIAL = ("Censor", "Raid", "Interrogate", "Kidnap", "Propagandize", "Intimidate")


def kinds():
    return {s["id"]: s["type"] for s in content.load("uruguay")["spaces"]}


def board_at_unrest(state, kind):
    """The Urban and Rural spaces as the Unrest Phase saw them: [id, Cells, Sabotage, cubes, Unrest]."""
    return [[k, sp["cells_u"] + sp["cells_a"], sp["sabotage"], sp["police"] + sp["troops"], bool(sp["unrest"])]
            for k, sp in sorted(state["spaces"].items()) if kind[k] != "center"]


def actions(log):
    """Counts of each faction's choices, read from the log lines' rules and words."""
    out = {"government": {}, "tupamaros": {}}
    for e in log:
        rule, text = e["rule"], e["text"]
        who = None
        if rule.startswith(("3.2", "4.2")):
            who = "government"
        elif rule.startswith(("3.3", "4.3")):
            who = "tupamaros"
        key = None
        m = ACTION.match(text)
        if who and m and (text.endswith("with a Special Activity.") or text.startswith("Limited ")) \
                and "(" not in text:
            key = ("limited " if text.startswith("Limited ") else "") + m.group(1).lower()
        elif who and text.rstrip(".").split(" (")[0] in SPECIAL and "(" not in text:
            key = text.rstrip(".").lower()
        elif rule == "5.1" and " execute " in text:
            who = "government" if text.startswith("Government") else "tupamaros"
            key = "event"
        elif rule == "2.3.3" and text.endswith(" pass."):
            who = "government" if text.startswith("Government") else "tupamaros"
            key = "pass"
        if who and key:
            out[who][key] = out[who].get(key, 0) + 1
    return out


def play(seats, first, games):
    kind = kinds()
    for seed in range(first, first + games):
        rounds = []

        def look(move, state, seen=[0]):
            lines = [e for e in state["log"] if e["rule"] == "6.2" and e["text"].startswith("Political Will:")]
            if len(lines) > seen[0]:
                seen[0] = len(lines)
                rounds.append({"parts": dict((n, int(v)) for n, v in PART.findall(lines[-1]["text"].split(":", 1)[1])),
                               "board": board_at_unrest(state, kind)})
        state, _ = arena.play("uruguay", seats, seed, seconds=0, look=look)
        lines = [e for e in state["log"] if e["rule"] == "6.2" and e["text"].startswith("Political Will:")]
        if len(lines) > len(rounds):        # the last round ends the game: no decision follows it
            rounds.append({"parts": dict((n, int(v)) for n, v in PART.findall(lines[-1]["text"].split(":", 1)[1])),
                           "board": board_at_unrest(state, kind)})
        res = state["result"] or {}
        yield {"seed": seed, "winner": res.get("winner"), "rule": res.get("rule"),
               "pw": state["tracks"]["political_will"], "mi": state["tracks"]["military_intervention"],
               "rounds": rounds, "actions": actions(state["log"])}


def summary(path, role=None):
    rows = [json.loads(line) for line in open(path) if line.strip()]
    groups = {}
    for r in rows:
        key = (("won" if r["winner"] == role else "lost") if role else f"{r['winner']} won")
        groups.setdefault(key, []).append(r)
    print(f"{path}: {len(rows)} games")
    for key, rs in sorted(groups.items()):
        rounds = [rd for r in rs for rd in r["rounds"]]
        n = len(rounds) or 1
        parts = {}
        for rd in rounds:
            for name, v in rd["parts"].items():
                parts[name] = parts.get(name, 0) + v
        held = sum(1 for rd in rounds for _, c, s, q, u in rd["board"] if c and not u)
        police = sum(1 for rd in rounds for _, c, s, q, u in rd["board"] if c and not u and c + s == q)
        pws = sorted(r["pw"] for r in rs)
        print(f"  {key}: {len(rs)} games, {len(rounds)} rounds; final Political Will median {pws[len(pws) // 2]}")
        print("    a round: " + ", ".join(f"{name} {v / n:+.2f}" for name, v in parts.items()))
        print(f"    a round: {held / n:.2f} spaces with Cells held out of Unrest, {police / n:.2f} of them "
              "by exactly as many cubes as Cells and markers (one Police fewer or one marker more tips it)")
        for who in ("government", "tupamaros"):
            acts = {}
            for r in rs:
                for k, v in r["actions"][who].items():
                    acts[k] = acts.get(k, 0) + v
            print(f"    {who} a game: " + ", ".join(f"{k} {v / len(rs):.1f}" for k, v in
                                                   sorted(acts.items(), key=lambda kv: -kv[1])))


if __name__ == "__main__":
    if sys.argv[1] == "play":
        for line in play(sys.argv[2].split(","), int(sys.argv[3]), int(sys.argv[4])):
            print(json.dumps(line), flush=True)
    else:
        summary(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
