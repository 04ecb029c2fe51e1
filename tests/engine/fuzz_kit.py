"""Replays of the by-hand fuzzer's games for regression tests: play one fuzzed game (random play, or bots as
``python -m engine.fuzz GAME --bots KINDS`` plays them) up to a move and run the secrets check there only."""

from engine import fuzz


def secrets_at(monkeypatch, game_id, seed, move, secrets_every, bots=None, options=None):
    """Play the fuzzer's game of ``seed`` up to ``move`` (a move the fuzzer checks: ``secrets_every`` as in its
    command line) and run the secrets check there only: (its problems, the state)."""
    found = {}

    def stop_there(game, state, where, steps=2):
        if where == f"move {move}":
            found["problems"] = fuzz.check_secrets.__wrapped__(game, state, where, steps)
            found["state"] = state
            raise StopIteration
        return []
    stop_there.__wrapped__ = fuzz.check_secrets
    monkeypatch.setattr(fuzz, "check_secrets", stop_there)
    pick = None
    if bots:
        from engine.bots.fuzzing import picker
        pick = picker(game_id, bots.split(","), seed, twins_every=0)
    try:
        fuzz.playout(game_id, seed, check_every=0, secrets_every=secrets_every, check_replay=False,
                     options=options, pick=pick)
    except StopIteration:
        pass
    assert "problems" in found, f"{game_id} seed {seed} never reached move {move}"
    return found["problems"], found["state"]
