"""The sandbox's game records: what a saved game, a file or a link holds (``RECORD_KINDS``, a move's marks), the
checks it passes before a single move is replayed (``check_record``, ``within_size``) and the state its moves are
played from (``start_state``). engine/sandbox.py keeps the game itself and its ops; nothing here keeps state."""

import json

from . import answers, parse_seed, seats as table
from .bots import memory as botmem
from .errors import IllegalAction, excerpt
from .words import plural


MAX_MOVES = 20000
MAX_RECORD_BYTES = 2_000_000   # a saved game or link, as compact JSON: 20,000 legal Paraguay moves take about 1.1 MB
RECORD_KINDS = {
    # a game replays from its seed: the seed, the options that do not set up a position, the moves
    "game": {"kind", "game", "rules", "seed", "hidden_seed", "options", "moves", "seats", "paused"},
    # a position is set up by hand (Junta's deal, scripted chance): replayed exactly as given, kept apart
    "position": {"kind", "game", "rules", "seed", "scenario", "options", "setup_chance", "moves", "seats", "paused"},
    # a position of a scripted example (step, and move within it; 0: the step's end), plus the moves played on
    "example": {"kind", "game", "rules", "example", "step", "move", "seed", "moves", "seats", "paused"},
}
# Every kind may carry "seats": who plays each role at the sandbox table, {role: "steady" | "strong"} for the
# computer seats (issue 27.5; a role not named is a person). Absent when every seat is a person.
SEAT_KINDS = ("person", "steady", "strong")
# Every kind may carry "paused": true, when the computers' play was paused at the table (the page's Pause, kept with
# the game so that a reload does not set them playing again; a public fact, like the seats).
# Every kind may carry "rules": the game's rules_version the moves were recorded under (absent in records saved
# before versions were kept). A record replays under today's rules whatever it says; the version only explains
# a replay that fails.
# A game dealt from a seed the engine drew itself carries "hidden_seed": true. The seed fixes every hidden card
# and every die roll to come, so the page never receives it (only the whole export, which shows every secret).


# A move may carry marks the sandbox made (absent in records saved before them, which replay as they did): "joined":
# true, made with the move before it in one action on the page (a map move's steps after the stack was taken up),
# so one undo takes them back together; a computer's "bot" (its level), "why" (its reason) and "open" (true when
# its seat knew only public facts as it chose), so a reloaded game shows its reasons again (engine/seats.py), and
# "mem" (what the move changed in that seat's memory, engine/bots/memory.py), so it plays on as it would have.
MOVE_MARKS = {"joined", "bot", "why", "open", "mem"}


def _check_marks(m, i, bad):
    if "joined" in m and (m["joined"] is not True or i == 1):
        raise bad(f"move {i}: joined is true, and only on a move after another")
    if "bot" in m and m["bot"] not in bots_kinds():
        raise bad(f"move {i}: bot names a computer's level ({', '.join(bots_kinds())})")
    if "why" in m and (not isinstance(m["why"], str) or len(m["why"]) > table.WHY_MAX or "bot" not in m):
        raise bad(f"move {i}: why is a computer's reason, a text of at most {table.WHY_MAX} characters, with its bot")
    if "open" in m and (m["open"] is not True or "why" not in m):
        raise bad(f"move {i}: open is true, and only with a computer's reason")
    if "mem" in m and ("bot" not in m or botmem.problem(m["mem"])):
        raise bad(f"move {i}: mem is what a computer's move changed in its memory, "
                  f"{botmem.problem(m['mem']) or 'only on a computer move'}")


def bots_kinds():
    from .bots import KINDS
    return KINDS


def _type_name(value):
    return {dict: "an object", list: "a list", str: "a text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number")


def check_record(game, rec):
    """Validate a saved game or link (see RECORD_KINDS); return it normalised, or raise IllegalAction saying
    what is wrong. Moves are checked for shape here and for legality when replayed."""
    def bad(why):
        return IllegalAction("bad_record", f"this saved game cannot be opened: {why}")
    if not isinstance(rec, dict):
        raise bad(f"it is {_type_name(rec)}, not an object with a seed and moves")
    kind = rec.get("kind", "game")
    if kind not in RECORD_KINDS:
        raise bad(f"unknown kind {excerpt(repr(kind))}; known: {', '.join(RECORD_KINDS)}")
    extra = sorted(excerpt(k, 40) for k in set(rec) - RECORD_KINDS[kind])
    if extra:
        hint = " (a set-up position is a record of kind 'position')" if set(extra) & {"setup_chance", "scenario"} else ""
        raise bad(f"a record of kind {kind!r} has no field {', '.join(extra)}{hint}")
    if "game" in rec and rec["game"] != game.id:
        raise bad(f"it is a saved {excerpt(repr(rec['game']))} game, not {game.id}")
    if kind == "example":
        if not isinstance(rec.get("example"), str) or not isinstance(rec.get("step"), int) \
                or not isinstance(rec.get("move") or 0, int):
            raise bad("a record of kind 'example' names the example (a text), its step and move (whole numbers)")
        seed = rec["seed"] if "seed" in rec else None
    elif "seed" not in rec:
        raise bad("it has no seed")
    else:
        seed = parse_seed(rec["seed"])
    options = rec.get("options") or {}
    if not isinstance(options, dict):
        raise bad(f"options must be an object, not {_type_name(options)}")
    fixed = sorted(k for k in options if k in getattr(game, "setup_options", ()))
    if kind == "game" and fixed:
        raise bad(f"options.{fixed[0]} sets up the position instead of the seed: a link to a game replays its "
                  "seed, options and moves only (a set-up position is a record of kind 'position')")
    moves = rec.get("moves", [])
    if not isinstance(moves, list):
        raise bad(f"moves must be a list, not {_type_name(moves)}")
    if len(moves) > MAX_MOVES:
        raise bad(f"it has {len(moves)} moves; at most {MAX_MOVES} are accepted")
    keys = {"role", "verb", "arg"} | MOVE_MARKS | ({"chance"} if kind == "position" else set())
    for i, m in enumerate(moves, 1):
        if not isinstance(m, dict) or not isinstance(m.get("role"), str) or not isinstance(m.get("verb"), str):
            raise bad(f"move {i} is not an object with a role and a verb")
        if set(m) - keys:
            raise bad(f"move {i} has unknown {plural(len(set(m) - keys), 'field')} {', '.join(sorted(excerpt(k, 20) for k in set(m) - keys))}")
        _check_marks(m, i, bad)
    rules = rec.get("rules")
    if rules is not None and (type(rules) is not int or rules < 1):
        raise bad(f"its rules version must be a whole number from 1, not {_type_name(rules)} {excerpt(rules, 20)}")
    out = {"kind": kind, "seed": seed, "moves": [dict(m) for m in moves], "rules": rules}
    hidden = rec.get("hidden_seed", False)
    if type(hidden) is not bool:
        raise bad(f"hidden_seed must be true or false, not {_type_name(hidden)}")
    if hidden:
        out["hidden_seed"] = True
    if kind == "example":
        out.update(example=rec["example"], step=rec["step"], move=rec.get("move") or 0)
    for key in ("scenario", "setup_chance"):
        if key in rec:
            out[key] = rec[key]
    seats = rec.get("seats") or {}
    if not isinstance(seats, dict) or not all(isinstance(k, str) and v in SEAT_KINDS for k, v in seats.items()):
        raise bad(f"seats must be an object naming each computer seat's level ({', '.join(SEAT_KINDS[1:])})")
    if seats:
        out["seats"] = dict(seats)
    paused = rec.get("paused", False)
    if type(paused) is not bool:
        raise bad(f"paused must be true or false, not {_type_name(paused)}")
    if paused:
        out["paused"] = True
    if options:
        out["options"] = options
    return out


def within_size(rec):
    """``rec`` itself, or IllegalAction('bad_record') when it is larger than MAX_RECORD_BYTES as compact JSON: a
    record that size is refused at once, before a single move is replayed."""
    try:
        size = len(json.dumps(rec, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    except (TypeError, ValueError):
        return rec                 # not plain data: check_record says what is wrong with it
    if size > MAX_RECORD_BYTES:
        raise IllegalAction("bad_record", f"this saved game cannot be opened: it is {size:,} bytes long; at most "
                                          f"{MAX_RECORD_BYTES:,} are accepted (20,000 moves take about 1,100,000)")
    return rec


def version_hint(game, rules):
    """Why an old record may not replay: it names the rules version it was saved under (bridge records)."""
    now = game.rules_version
    if rules == now:
        return ""
    if rules is None:
        return (f" (it was saved before Tablero kept rules versions; {game.title}'s rules engine has changed since, "
                f"now version {now}, and asks its questions differently)") if now > 1 else ""
    if rules < now:
        return (f" (it was saved under version {rules} of Tablero's {game.title} rules; this site plays version "
                f"{now}, which asks its questions differently)")
    return f" (it was saved under version {rules} of Tablero's {game.title} rules, newer than this site's {now})"


def start_state(game, record):
    """The state a checked record's moves are played from: its example position, or its setup."""
    if record["kind"] == "example":      # a position of a scripted example, plus the moves played on from it
        return answers.example_position(record, game.id)
    return game.setup(record["seed"], record.get("scenario"), record.get("options"), record.get("setup_chance"))
