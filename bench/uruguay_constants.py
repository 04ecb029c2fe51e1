"""All-steady Uruguay with the steady bot's constants changed (figures, not pass/fail; for tuning on seeds kept
apart from final ones): ``python bench/uruguay_constants.py FIRST GAMES [NAME=VALUE ...]`` plays seeds FIRST ..
as the arena does (no clock) with each named constant of engine/games/uruguay/bot.py set to VALUE (e.g.
DEPLOY_PRIO=9.2 DEPLOY_POLICE=5) and prints the Tupamaros' wins, how many games saw a Military Intervention,
and the games by winner and deciding rule."""
import collections
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena  # noqa: E402
from engine.games.uruguay import bot  # noqa: E402

if __name__ == "__main__":
    first, games = int(sys.argv[1]), int(sys.argv[2])
    for pair in sys.argv[3:]:
        name, value = pair.split("=")
        if not hasattr(bot, name):
            sys.exit(f"no constant {name} in engine/games/uruguay/bot.py")
        setattr(bot, name, float(value))
    tup = mi = 0
    ends = collections.Counter()
    for seed in range(first, first + games):
        st, _ = arena.play("uruguay", ["steady", "steady"], seed, None, 16, seconds=0)
        winner = st["result"]["winner"]
        tup += winner == "tupamaros"
        mi += bool(st["tracks"]["military_intervention"])
        ends[f"{winner} {st['result'].get('rule')}"] += 1
    print(" ".join(sys.argv[3:]) or "as committed", f"tupamaros {tup}/{games}", f"military intervention {mi}",
          dict(sorted(ends.items())))
