"""What follows a Bodyguard window (8.7) in the hot seat (issue 27; figures, not pass/fail):
``python bench/guerilla_bodyguard_after.py FIRST COUNT`` plays COUNT random legal Guerilla games (3-6 players by
seed, the fuzzer's steering ``fuzz_allows``) from seed FIRST and, right after each Bodyguard window's last answer,
asks the sandbox's rule (``engine.sandbox.hot_seat_next``) whom the device goes to, whether that is the killer (the
turn's player, who is never asked in that window), whether his question is private, how many options it has and
their verbs, and whether he makes a real choice (two or more options) before the device leaves him."""
import collections
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import apply, get_game, prng, setup  # noqa: E402
from engine.sandbox import hot_seat_next  # noqa: E402

GAME = get_game("guerilla")


def _bodyguard(state):
    ask = (state["stack"][-1].get("ask") or {}) if state["stack"] else {}
    return "each" in ask and ask.get("rule") == "8.7"


def main(first, count):
    tally, sizes, verbs = collections.Counter(), collections.Counter(), collections.Counter()
    for seed in range(first, first + count):
        st = setup("guerilla", seed, options={"players": 3 + seed % 4})
        chooser = prng.seed_state(seed)
        run = None                   # [killer, real choices so far] while the device stays with the killer
        while st["result"] is None:
            legal = [(r, a) for r in st["roles"] for a in GAME.actions(st, r)]
            legal = [(r, a) for r, a in legal if GAME.fuzz_allows(st, r, a)] or legal
            role, act = legal[prng.below(chooser, len(legal))]
            inside, killer = _bodyguard(st), (st.get("turn") or {}).get("player")
            after = apply(st, role, act["verb"], act["arg"])
            if inside and not _bodyguard(after) and after["result"] is None:
                tally["windows"] += 1
                if hot_seat_next(GAME, after, role) == killer:
                    tally["the device goes to the killer"] += 1
                    tally["his question private"] += GAME.is_private(after, killer)
                    acts = GAME.actions(after, killer)
                    sizes[len(acts)] += 1
                    verbs[", ".join(sorted({a["verb"] for a in acts}))] += 1
                    run = [killer, 0]
            if run and after["result"] is None:
                if GAME.active_roles(after) != [run[0]]:
                    tally["a real choice before the device leaves him" if run[1] else "forced moves only"] += 1
                    run = None
                elif len(GAME.actions(after, run[0])) > 1:
                    run[1] += 1
            st = after
    print(f"seeds {first}-{first + count - 1}: " + "; ".join(f"{k}: {v}" for k, v in tally.items()))
    print("options of the killer's next question: " + ", ".join(f"{n}: {k}" for n, k in sorted(sizes.items())))
    print("their verbs: " + "; ".join(f"{v} ({k})" for v, k in verbs.most_common(8)))


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
