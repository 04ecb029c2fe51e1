"""Whether a game's drawing changed (figures, not pass/fail): ``python bench/svg_hash.py GAME [--players N]
[--every K] [--seats KIND] SEED [SEED ...]`` plays each seed's game with KIND in every seat (steady unless told;
random reaches what steady play never does, such as a trade) and, before every K-th decision (K 25 unless told)
and at the end, draws the board of every role's view and the observer's (each layout the game offers, and its
default), its spaces in words and the spaces changed since the last position drawn. It prints, for each seed, the
number of positions and drawings and the first 16 hex digits of the sha256 of them all. Run it from two checkouts
(or before and after a change to the drawing code): equal lines, the same pictures byte for byte."""
import hashlib
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine import arena, get_game, view  # noqa: E402

game_id, args = sys.argv[1], sys.argv[2:]
options, every, kind = None, 25, "steady"
while args[:1] in (["--players"], ["--every"], ["--seats"]):
    if args[0] == "--players":
        options = {"players": int(args[1])}
    elif args[0] == "--every":
        every = int(args[1])
    else:
        kind = args[1]
    args = args[2:]
game = get_game(game_id)
layouts = (None,) + tuple(getattr(game, "LAYOUTS", ()))


def draw(state, digest, last, tally):
    """Every view of ``state`` drawn into ``digest``; ``last``: each viewer's board at the position before."""
    for role in [None] + list(state["roles"]):
        board = view(state, role)["board"]
        # a game without a notion of "changed" (Uruguay's drawing outlines what the page names) draws none; the first
        # position of a game is compared with an empty board
        changed = game.changed_spaces(last.get(role) or {}, board) if hasattr(game, "changed_spaces") else ()
        for layout in layouts:
            extra = {"layout": layout} if layout else {}
            digest.update(game.render(board, role, changed, **extra).encode())
            tally[0] += 1
        digest.update(json.dumps(game.describe_spaces(board, role), sort_keys=True).encode())
        last[role] = board
    tally[1] += 1


for seed in map(int, args):
    digest, last, tally = hashlib.sha256(), {}, [0, 0]
    seats = [kind] * len(game.roles)
    final, _ = arena.play(game_id, seats, seed, options, 16, seconds=0,
                          look=lambda move, st: move % every == 0 and draw(st, digest, last, tally))
    draw(final, digest, last, tally)
    print(seed, f"{tally[1]} positions", f"{tally[0]} drawings", digest.hexdigest()[:16])
