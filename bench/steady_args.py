"""The command line bench/steady_hash.py and bench/steady_time.py share: ``GAME [--players N] SEED [SEED ...]``."""

from engine import get_game


def steady_args(argv):
    """(game id, options, the seeds as typed, the number of seats) from ``argv`` (``sys.argv[1:]``): ``--players
    N`` makes the options ``{"players": N}``, for a game that takes a count (else None: its default)."""
    game_id, args = argv[0], argv[1:]
    options = None
    if args[:1] == ["--players"]:
        options, args = {"players": int(args[1])}, args[2:]
    return game_id, options, args, len(get_game(game_id).roles)
