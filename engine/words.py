"""Words the games' labels and log lines share: a count with its noun in the right number ("1 card", "2 cards")."""


def count(n, one, many=None):
    """``n`` and the noun for it: ``count(1, "card")`` is "1 card", ``count(2, "card")`` "2 cards";
    ``many`` for a plural that is not ``one`` + "s" (``count(2, "Bodyguard")``, ``count(3, "army", "armies")``)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def plural(n, one, many=None):
    """The noun alone, in the number ``n`` asks for."""
    return one if n == 1 else (many or one + "s")
