"""The schemas every game's content shares: game.yaml's common keys, scripted examples, the rules
reference, the glossary and player aids. A game's own files have their schemas in generator/games/<game>/."""

from .schema import Check, Enum, Int, ListOf, MapOf, Record, Str, Text, rule_refs

GAME = Record({
    "id": Str(pattern=r"[a-z]+"),
    "title": Str(),
    "short_title": Str(),
    "publisher": Str(),
    "designer": Str(),
    "players": Str(pattern=r"\d(–\d)?", what="a player count such as 2 or 3–6 (an en dash)"),
    "roles": ListOf(Record({"id": Str(pattern=r"[a-z_]+"), "name": Str()}), min=1),
    "summary": Text(),
    "rulebook": Str(),
})

class _Any(Check):
    """Anything (checked by the engine when the example is replayed)."""

    def check(self, value, path, parent, key, problems):
        return None


class Move(Check):
    """One scripted move: [role, verb, arg] or [role, verb, arg, [chance outcomes...]]."""

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, list) or len(value) not in (3, 4) or not isinstance(value[0], str) \
                or not isinstance(value[1], str) or (len(value) == 4 and not isinstance(value[3], list)):
            self.fail(problems, parent, key, path, f"a move is [role, verb, arg] or [role, verb, arg, [chance]], "
                                                   f"got {value!r}")


EXAMPLE = Record(
    {
        "id": Str(pattern=r"[a-z0-9-]+"),
        "title": Str(),
        "summary": Text(),
        "setup": Record({"seed": Int(0, 2**53 - 1)}, optional={
            "deck": ListOf(Str(pattern=r"[A-Za-z0-9_-]+"), min=1),   # card ids, checked by the engine
            "options": MapOf(Str(pattern=r"[a-z_]+"), _Any()),      # checked by the game's engine at build
        }),
        "steps": ListOf(Record(
            {"title": Str(), "say": Text(), "moves": ListOf(Move())},
            optional={"rules": rule_refs(), "expect": MapOf(Str(pattern=r"[a-z_]+"), _Any())}),
            min=1),
    },
    # seen_by: the role whose view (log lines, map) the example's pages show, as the moves name roles; the engine
    # checks it is one (engine/examples.py); without it the pages show what an onlooker sees
    optional={"rule": Str(pattern=r"\d+(\.\d+)*"), "discrepancies": ListOf(Text()),
              "seen_by": Str(pattern=r"[a-z_]+")},
)


REFERENCE = Record({"sections": ListOf(Record(
    {"id": Str(pattern=r"\d+\.\d+(\.\d+)*", what="a rule number such as 3.2 or 3.2.4"), "title": Str(), "body": Text()},
    optional={"tip": Text(), "example": Str(pattern=r"[a-z0-9-]+(#\d+)?"),
              "readings": ListOf(Text(), min=1)}), min=1)})   # readings: where the engine chose a reading

GLOSSARY = Record({"terms": ListOf(Record(
    {"term": Str(), "rules": rule_refs(), "definition": Text()},
    optional={"aliases": ListOf(Str())}), min=1)})

class _Cell(Check):
    """A table cell: text (an empty string leaves the cell blank) or a number."""

    def check(self, value, path, parent, key, problems):
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            self.fail(problems, parent, key, path, f"expected a table cell (text or a number), got {value!r}")


_RULE = Str(pattern=r"\d+(\.\d+)*")
# A player aid is sections of blocks, set in two columns (a section with `span: all` runs across both):
# `items` (a list), `steps` (numbered), `flow` (boxes joined by arrows: the sequence of play, each box with
# its rule and, under `side`, what branches off it), `table` (a real table; `marked` names the reconstructed
# rows or the whole table) and `data` (a table the game's generator builds from its content files, e.g. the CRT).
AID_SECTION = Record({"heading": Str()}, optional={
    "rule": _RULE, "items": ListOf(Text(), min=1), "steps": ListOf(Text(), min=1), "note": Text(),
    "span": Enum("all"), "keep": Enum(True), "data": Str(pattern=r"[a-z_]+"),
    "flow": ListOf(Record({"title": Str(), "rule": _RULE}, optional={
        "text": Text(), "side": ListOf(Text(), min=1), "kind": Enum("start", "decision", "end")}), min=2),
    "table": Record({"head": ListOf(Str(), min=2), "rows": ListOf(ListOf(_Cell(), min=2), min=1)},
                    optional={"marked": Text(), "widths": ListOf(Int(1, 100), min=2)}),
})
AIDS = Record({"aids": ListOf(Record(
    {"id": Str(pattern=r"[a-z-]+"), "title": Str(), "sections": ListOf(AID_SECTION, min=1)},
    optional={"intro": Text(), "pages": Int(1, 4), "tight": Enum(True), "key": Str(pattern=r"[a-z_]+")}), min=1)})
# pages: how many it is laid out for (default 1); tight: a slightly smaller type, for an aid that is one line too long;
# key: a strip under the intro naming the pieces as the board draws them (a table the game's generator builds)


# "How the computer plays" (optional, issue 27.7; the page: generator/computer.py): the steady bot's priorities
# in our words, one block per kind of decision, each step in priority order with its rule; and, optionally, how
# strong each level measured (``strength``: one row per seat and comparison, its figures from docs/BENCHMARKS.md).
COMPUTER = Record({
    "title": Str(), "intro": Text(),
    "decisions": ListOf(Record(
        {"id": Str(pattern=r"[a-z0-9-]+"), "title": Str(),
         "steps": ListOf(Record({"text": Text()}, optional={
             "rule": Str(pattern=r"\d+(\.\d+)*", what="a rule number such as 3.2.4")}), min=1)},
        optional={"roles": ListOf(Str(pattern=r"[a-z_0-9]+"), min=1), "intro": Text()}), min=1),
}, optional={"notes": Text(), "reading": Text(), "strength": Record({"rows": ListOf(Record(
    {"level": Enum("steady", "strong"), "against": Enum("random", "steady"), "games": Int(1, 100000),
     "measured": Str(pattern=r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}(–\d{2}:\d{2})?",
                     what="the start of a docs/BENCHMARKS.md heading, such as 2026-12-03 17:52 or 2026-12-03 17:52–20:10")},
    optional={"role": Str(pattern=r"[a-z_0-9]+"), "seat": Int(1, 7), "players": Int(2, 7), "won": Int(0, 100000),
              "same_seat": Int(0, 100000), "note": Text(),
              "strata": Record({"lost": Int(1, 100000), "won_when_lost": Int(0, 100000),
                                "won": Int(1, 100000), "won_when_won": Int(0, 100000)})}), min=1)},
    optional={"intro": Text()})})


def learning_files():
    """The prose and script files every game with a site has: file stem -> (schema, cross-check)."""
    from .computer import check_file
    return {"examples": (EXAMPLE, None), "reference": (REFERENCE, None), "glossary": (GLOSSARY, None),
            "aids": (AIDS, None), "computer": (COMPUTER, check_file)}
