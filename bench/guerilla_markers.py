"""How often the strong level's samples give the other players their true loyalty markers (figures, not
pass/fail): ``python bench/guerilla_markers.py FIRST_SEED GAMES [PLAYERS]``. It plays all-steady Guerilla games and
every 15th move draws ten samples of the other players' markers for the deciding seat, by the table
(``bot.likely_markers``) and blind (the markers shuffled among the other players, as before); it prints the share
of samples in which every marker is right. The true markers are read here only to score the samples."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import bots, get_game, prng  # noqa: E402
from engine.arena import apply, seat_rngs, setup  # noqa: E402
from engine.bots import common  # noqa: E402
from engine.games.guerilla import bot as gbot  # noqa: E402

first, games = int(sys.argv[1]), int(sys.argv[2])
players = int(sys.argv[3]) if len(sys.argv) > 3 else 4
game = get_game("guerilla")
steady = bots.make("guerilla", "steady")
total = by_table = blind = 0
for seed in range(first, first + games):
    state = setup("guerilla", seed, options={"players": players})
    rngs = seat_rngs(seed, state["roles"])
    memory = {r: {} for r in state["roles"]}
    move = 0
    while state["result"] is None:
        role = bots.acting(state)
        if move % 15 == 0:
            others = [i for i, p in enumerate(state["players"]) if p["id"] != role]
            truth = [state["players"][i]["loyalty"] for i in others]
            rng = prng.seed_state(seed * 10000 + move)
            for _ in range(10):
                total += 1
                by_table += gbot.likely_markers(state, others, rng) == truth
                blind += common.deal_again(truth, rng) == truth
        act, _ = bots.decide(state, role, steady, rngs[role], memory[role])
        state = apply(state, role, act["verb"], act["arg"])
        move += 1
print(f"{players} players, {games} games from seed {first}: {total} samples; every marker right: "
      f"by the table {by_table / total:.1%}, blind {blind / total:.1%}")
