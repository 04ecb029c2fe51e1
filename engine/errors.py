"""The engine's two kinds of failure: a refused request (IllegalAction) and a bug (EngineBug); and ``excerpt``,
what of a value given to the engine a refusal's message may repeat."""

EXCERPT = 60      # characters of a value a message repeats back (a 1.4 MB verb must not come back whole)


def excerpt(text, limit=EXCERPT):
    """``text`` (a value already shown as text, e.g. its repr) cut to its first ``limit`` characters plus
    "… (N characters)" when longer: what a message may repeat of a value it was given."""
    text = str(text)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters)"


class IllegalAction(Exception):
    """A request the rules do not allow; the state given to the engine is left untouched.

    ``code`` is stable (tests and the browser rely on it), ``message`` says why in plain words, ``rule`` is
    the rulebook section that decides it (or None when the problem is the request's form).
    """

    def __init__(self, code, message, rule=None):
        super().__init__(f"{message} ({rule})" if rule else message)
        self.code = code
        self.message = message
        self.rule = rule

    def as_dict(self):
        """Return the error as JSON-safe data for a page or the CLI."""
        return {"error": self.code, "message": self.message, "rule": self.rule}


class EngineBug(AssertionError):
    """An internal invariant broke: a defect in the engine, never a player's mistake."""
