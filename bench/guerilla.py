"""Guerilla benchmarks and the by-hand fuzz (figures, not pass/fail).

    python bench/guerilla.py [games]        figures: a whole random game per player count in CPython and in
                                            Pyodide (median), deals per second, the example stepper's usable
                                            time in headless Chromium (needs a build with Guerilla's pages)
    python bench/guerilla.py fuzz --minutes M --seed S --players 3,4,5,6 --out FILE [--unchecked]
                                            whole games with every invariant after every move, the replay
                                            check and the secrets check every 25 moves, until the time is up;
                                            one JSON line a game in FILE, then a summary (loyalty of winners);
                                            --unchecked: no checks, games for the win statistics only;
                                            --policy heuristic: bench/guerilla_policy.py plays (unchecked);
                                            --games N: stop after N games

Run the fuzz with ``nice -n 19``; docs/BENCHMARKS.md records the runs.
"""

import argparse
import datetime
import json
import pathlib
import re
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import engine  # noqa: E402
from engine import fuzz  # noqa: E402

GAME = engine.get_game("guerilla")
MAX_MOVES = 20000


def whole_games(players, n):
    times, moves = [], []
    for seed in range(1, n + 1):
        start = time.perf_counter()
        _, played = fuzz.playout("guerilla", seed, max_moves=MAX_MOVES, check_every=0, check_replay=False,
                                 options={"players": players})
        times.append(time.perf_counter() - start)
        moves.append(len(played))
    return times, moves


def pyodide_games(players, n):
    out = subprocess.run(["node", str(ROOT / "bench" / "pyodide_fuzz.mjs"), str(n), "guerilla", str(players)],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def deals_per_second(n=500):
    start = time.perf_counter()
    for seed in range(n):
        engine.setup("guerilla", seed, options={"players": 4})
    setups = n / (time.perf_counter() - start)
    start = time.perf_counter()
    for seed in range(n):
        GAME.deal_record(seed, {"players": 4})
    return setups, n / (time.perf_counter() - start)


def example_usable(path="guerilla/examples/a-whole-turn/index.html#step-8", ready="#stepper[data-shown='8']"):
    from run import browser_ready
    return browser_ready(path, ready)


def figures(n):
    from host import machine
    print(f"Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"Machine: {machine()}")
    setups, records = deals_per_second()
    print(f"Guerilla deals per second, 4 players (CPython): engine.setup {setups:,.0f}; the CLI's deal_record "
          f"(redealt until legal, with fingerprint) {records:,.0f}")
    for players in (3, 4, 5, 6):
        times, moves = whole_games(players, n)
        print(f"Guerilla random whole game, {players} players, CPython ({n} games): median "
              f"{statistics.median(times):.2f} s (min {min(times):.2f}, max {max(times):.2f}; median "
              f"{statistics.median(moves):.0f} moves a game)")
        try:
            py = pyodide_games(players, n)
        except (OSError, subprocess.CalledProcessError) as err:
            print(f"Guerilla in Pyodide, {players} players: not measured ({err})")
            continue
        print(f"Guerilla random whole game, {players} players, inside Pyodide {py['python']} (Node, {n} games): "
              f"median {py['median_ms'] / 1000:.2f} s (min {py['min_ms'] / 1000:.2f}, max {py['max_ms'] / 1000:.2f};"
              f" median {py['median_moves']:.0f} moves a game)")
    if (ROOT / "dist" / "guerilla" / "examples" / "a-whole-turn" / "index.html").is_file():
        cold, warm = example_usable()
        print(f"Guerilla example stepper, navigation to a usable table at step 8 of 'a-whole-turn' (headless "
              f"Chromium): cold median {statistics.median(cold):.2f} s (runs: {', '.join(f'{v:.2f}' for v in cold)}); "
              f"warm median {statistics.median(warm):.2f} s (runs: {', '.join(f'{v:.2f}' for v in warm)})")
    else:
        print("Guerilla example stepper: not measured (no Guerilla example pages in dist/; build the site first)")


SCORES = re.compile(r" scores (\d+) for the (Government|Rebels?) \((.*)\)\.$")


def point_sources(state):
    """Faction points by source over the game's log: battle losses, assassinations, air strikes and propaganda,
    surrenders, complexes destroyed by Rebels, complexes held at the end."""
    out = {}
    for e in state["log"]:
        m = SCORES.search(e["text"])
        if not m:
            continue
        why = m.group(3)
        why = "complex held" if "held at the end" in why else "complex destroyed" if "destroyed by" in why else why
        key = f"{'G' if m.group(2) == 'Government' else 'R'}: {why}"
        out[key] = out.get(key, 0) + int(m.group(1))
    return out


def one_game(seed, players, checked=True, policy="random"):
    """One playout (checked: every invariant after every move, the replay, the secrets check every 25 moves;
    policy "heuristic": bench/guerilla_policy.py plays every role, unchecked); a JSON-safe record of it (or of
    its failure)."""
    start = time.perf_counter()
    cpu = time.process_time()
    row = {"seed": seed, "players": players, "checked": checked and policy == "random", "policy": policy}
    try:
        if policy == "heuristic":
            import guerilla_policy
            state, n, sides = guerilla_policy.playout("guerilla", seed, {"players": players}, MAX_MOVES)
            row["mercenary_side"] = sorted({sides[p["id"]] for p in state["players"] if p["loyalty"] == "mercenary"
                                            and p["id"] in sides})
        else:
            state, moves = fuzz.playout("guerilla", seed, max_moves=MAX_MOVES, check_every=1 if checked else 0,
                                        check_replay=checked, options={"players": players},
                                        secrets_every=25 if checked else 0)
            n = len(moves)
    except (fuzz.FuzzFailure, RuntimeError) as err:
        row.update(failure=str(err)[:2000])
    else:
        last = state["rounds"][-1]
        win = state["result"]["winner"]
        row.update(moves=n, turns=state["round"]["turn_no"], faction=last["winner"], margin=last["margin"],
                   winner=win, winner_loyalty=last["players"][win]["loyalty"],
                   battles=sum(1 for e in state["log"] if e["rule"] == "6.7" and e["text"].startswith("Battle")),
                   sources=point_sources(state), totals=last["faction_score"])
    row["seconds"] = round(time.perf_counter() - start, 1)
    row["cpu"] = round(time.process_time() - cpu, 1)
    return row


def run_fuzz(args):
    counts = [int(p) for p in args.players.split(",")]
    deadline = time.monotonic() + args.minutes * 60
    seed = args.seed
    out = pathlib.Path(args.out)
    while time.monotonic() < deadline and not (args.games and seed - args.seed >= args.games):
        row = one_game(seed, counts[(seed - args.seed) % len(counts)], not args.unchecked, args.policy)
        with out.open("a", encoding="utf-8") as f:
            f.write(json.dumps(row, sort_keys=True) + "\n")
        seed += 1
    summarise([json.loads(line) for line in out.read_text(encoding="utf-8").splitlines() if line.strip()])


def summarise(rows):
    """Games, failures, median moves, round winners and the loyalty of the game's winner, by player count."""
    for players in sorted({r["players"] for r in rows}):
        mine = [r for r in rows if r["players"] == players]
        ok = [r for r in mine if "failure" not in r]
        loyal = {}
        for r in ok:
            loyal[r["winner_loyalty"]] = loyal.get(r["winner_loyalty"], 0) + 1
        gov = sum(1 for r in ok if r["faction"] == "government")
        print(f"{players} players: {len(mine)} games, {len(mine) - len(ok)} failures; "
              + (f"median {statistics.median(r['moves'] for r in ok):.0f} moves, "
                 f"{statistics.median(r['turns'] for r in ok):.0f} turns, "
                 f"{statistics.median(r['battles'] for r in ok):.0f} battles, margin "
                 f"{statistics.median(r['margin'] for r in ok):.0f}; round won by Government {gov} / Rebels "
                 f"{len(ok) - gov}; winner's loyalty {json.dumps(loyal, sort_keys=True)}" if ok else ""))
        if ok and "sources" in ok[0]:
            src = {}
            for r in ok:
                for k, val in r["sources"].items():
                    src[k] = src.get(k, 0) + val
            per = {k: round(val / len(ok), 1) for k, val in sorted(src.items())}
            print(f"   points a game by source: {json.dumps(per)}; battles a turn "
                  f"{sum(r['battles'] for r in ok) / max(1, sum(r['turns'] for r in ok)):.2f}; CPU a game "
                  f"{statistics.median(r['cpu'] for r in ok):.1f} s (median)")
    for r in rows:
        if "failure" in r:
            print(f"FAIL seed {r['seed']} ({r['players']} players): {r['failure'][:300]}")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["fuzz"]:
        p = argparse.ArgumentParser(prog="bench/guerilla.py fuzz")
        p.add_argument("--minutes", type=float, default=30)
        p.add_argument("--seed", type=int, default=500001)
        p.add_argument("--players", default="3,4,5,6")
        p.add_argument("--out", default="guerilla-fuzz.jsonl")
        p.add_argument("--summary", action="store_true", help="only summarise the lines already in --out")
        p.add_argument("--unchecked", action="store_true", help="no checks: games for the win statistics only")
        p.add_argument("--policy", choices=["random", "heuristic"], default="random",
                       help="random play (engine.fuzz) or the heuristic players of bench/guerilla_policy.py")
        p.add_argument("--games", type=int, default=0, help="stop after this many games (0: only the time)")
        args = p.parse_args(argv[1:])
        if args.summary:
            rows = [json.loads(x) for x in pathlib.Path(args.out).read_text(encoding="utf-8").splitlines() if x]
            summarise(rows)
            return
        run_fuzz(args)
        return
    figures(int(argv[0]) if argv else 5)


if __name__ == "__main__":
    main()
