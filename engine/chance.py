"""Chance outcomes: drawn from the engine's PRNG, or supplied by a caller (an example script, a test).

Every random thing a game does goes through ``Chance``: a die roll, a blind draw from a pool, a shuffle, a
whole prepared deck. A caller may pass a list of outcomes to ``setup`` or ``apply``; they are used in
order, one for each chance event, instead of the PRNG. Each supplied outcome is either a bare value or a
one-key dict naming the kind of event it is meant for (``{"die": 5}``, ``{"draw": "false_info"}``,
``{"deck": [...]}``): a named outcome that meets an event of another kind is refused, so a script that
drifts out of step says so at once. An outcome the event cannot produce (a 7 on a six-sided die, a chit
not in the pool) is refused too, and so is any outcome left over when the action is done.
"""

from . import prng
from .errors import IllegalAction
from .words import count


class Chance:
    """The chance source for one ``setup`` or ``apply`` call."""

    def __init__(self, rng_state, supplied=None):
        if supplied is not None and not isinstance(supplied, list):
            raise IllegalAction("bad_chance", "supplied chance outcomes must be a list")
        self._rng = rng_state
        self._supplied = list(supplied or [])
        self._next = 0
        self.events = []  # (kind, outcome, supplied?) of this call, for the log and for tests

    def event(self, kind, draw, check, rule=None):
        """Resolve one chance event: ``draw(rng)`` makes an outcome, ``check(value)`` vets a supplied one.

        ``check`` returns None when the value is possible, or a message saying why it is not.
        """
        if self._next < len(self._supplied):
            raw = self._supplied[self._next]
            self._next += 1
            if isinstance(raw, dict):
                if len(raw) != 1:
                    raise IllegalAction("bad_chance", f"a named chance outcome has one key, got {sorted(raw)}")
                (named, value), = raw.items()
                if named != kind:
                    raise IllegalAction(
                        "chance_mismatch",
                        f"the next chance event is a {kind!r}, but the supplied outcome is for {named!r}", rule)
            else:
                value = raw
            problem = check(value)
            if problem:
                raise IllegalAction("bad_chance", f"supplied {kind} outcome {value!r} is impossible: {problem}", rule)
            self.events.append({"kind": kind, "outcome": value, "supplied": True})
            return value
        value = draw(self._rng)
        self.events.append({"kind": kind, "outcome": value, "supplied": False})
        return value

    def die(self, sides=6, rule=None):
        """Roll one die with ``sides`` faces (1 … sides)."""
        def check(v):
            ok = isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= sides
            return None if ok else f"a d{sides} shows 1 to {sides}"
        return self.event("die", lambda rng: prng.below(rng, sides) + 1, check, rule)

    def draw(self, pool, rule=None):
        """Draw one item blindly from ``pool`` (a list; duplicates weigh more); returns the item."""
        if not pool:
            raise AssertionError("draw from an empty pool")

        def check(v):
            return None if v in pool else f"it is not in the pool {sorted(set(map(str, pool)))}"
        return self.event("draw", lambda rng: pool[prng.below(rng, len(pool))], check, rule)

    def shuffle(self, items, rule=None):
        """Return a shuffled copy of ``items`` (a supplied outcome must be a reordering of them)."""
        def check(v):
            if not isinstance(v, list) or sorted(map(str, v)) != sorted(map(str, items)):
                return "it must list exactly the same items in a new order"
            return None
        return self.event("shuffle", lambda rng: prng.shuffle(rng, list(items)), check, rule)

    def finish(self):
        """Refuse outcomes that were supplied but never needed."""
        left = self._supplied[self._next:]
        if left:
            raise IllegalAction("unused_chance", f"{count(len(left), 'supplied chance outcome')} {'was' if len(left) == 1 else 'were'} not needed: {left!r}")
