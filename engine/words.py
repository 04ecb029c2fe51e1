"""Words the games' labels and log lines share: a count with its noun in the right number ("1 card", "2 cards"),
a word with its indefinite article ("an Allied", "a cavalry")."""


def count(n, one, many=None):
    """``n`` and the noun for it: ``count(1, "card")`` is "1 card", ``count(2, "card")`` "2 cards";
    ``many`` for a plural that is not ``one`` + "s" (``count(2, "Bodyguard")``, ``count(3, "army", "armies")``)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def plural(n, one, many=None):
    """The noun alone, in the number ``n`` asks for."""
    return one if n == 1 else (many or one + "s")


def signed(n):
    """A whole number with its sign, set as on a printed page: "+1", "+0", "−2" (the minus sign, not a hyphen)."""
    return f"{n:+d}".replace("-", "\u2212")


def number(n):
    """A whole number as a result is set on a printed page: "3", "0", "−2" (a sign only when below 0, and then the
    minus sign, not a hyphen)."""
    return f"{n:d}".replace("-", "\u2212")


YOU = ("uni", "uru", "use", "usu", "uti", "eu")     # beginnings read with a "y" sound: "a unit", "a Uruguayan"


def a_or_an(word, capital=False):
    """``word`` after its indefinite article: "an Allied", "an infantry", "a cavalry", "a Uruguayan", "a unit";
    with ``capital``, the article begins a sentence ("An Allied")."""
    low = word.lower()
    article = "an" if low[:1] in ("a", "e", "i", "o", "u") and not low.startswith(YOU) else "a"
    return f"{article.capitalize() if capital else article} {word}"


SINGULAR = {"are": "is", "were": "was", "have": "has", "do": "does", "go": "goes"}


def agree(subject, verb, plural=False):
    """``subject`` and ``verb`` (given as after "they": "choose", "are") in the subject's number: a plural
    subject keeps it ("the Tupamaros choose"), a singular one takes the "-s" form ("the Government chooses",
    "the Government passes", "the Government is")."""
    if plural:
        return f"{subject} {verb}"
    head, space, rest = verb.partition(" ")
    if head in SINGULAR:
        head = SINGULAR[head]
    elif head.endswith(("s", "sh", "ch", "x", "z", "o")):
        head += "es"
    elif head.endswith("y") and head[-2:-1] not in ("a", "e", "i", "o", "u"):
        head = head[:-1] + "ies"
    else:
        head += "s"
    return f"{subject} {head}{space}{rest}"


def counts(ns):
    """Player counts as a page sets them: runs of two or more in a row with an en dash, the last joined by "or":
    ``counts([4, 6])`` is "4 or 6", ``counts([4, 5, 6, 7])`` "4–7", ``counts([2, 4, 5, 6])`` "2 or 4–6"."""
    runs = []
    for n in sorted(int(x) for x in ns):
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    parts = [str(a) if a == b else f"{a}\u2013{b}" for a, b in runs]
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} or {parts[-1]}"
