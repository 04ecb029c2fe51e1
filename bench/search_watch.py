"""For bench scripts that study the strong level's searched decisions (figures, not pass/fail): ``watch(entry)``
wraps ``engine.bots.search.Strong.pick`` so that every pick also appends ``entry(cands, rounds, act)`` to ``LOG``;
the pick itself is unchanged (``PICK`` is the unwatched one). ``means`` and ``chosen`` read a pick's rounds."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from engine.bots import search  # noqa: E402

LOG = []
PICK = search.Strong.pick


def watch(entry):
    """From now on every ``Strong.pick`` appends ``entry(cands, rounds, act)`` to ``LOG``; returns ``LOG``."""
    def pick(cands, rounds, spread=search.SPREAD):
        act, why = PICK(cands, rounds, spread)
        LOG.append(entry(cands, rounds, act))
        return act, why
    search.Strong.pick = staticmethod(pick)
    return LOG


def means(cands, rounds):
    """Each candidate's mean score over the rounds."""
    return [sum(r[k] for r in rounds) / len(rounds) for k in range(len(cands))]


def chosen(cands, act):
    """The index of the candidate the pick played."""
    return next(i for i, (a, _) in enumerate(cands) if a is act)
