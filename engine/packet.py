"""Tournament packets: many tables' setups from one event seed, the same for ever and everywhere.

Table seeds (version ``splitmix64-tables-1``):

* Tables are numbered 1 … 256 (``MAX_TABLES``).
* Table ``k``'s seed is the ``k``-th output of SplitMix64 started from the event seed ``E``, shifted right by
  11 bits so that it lies in the seed range 0 … 2**53 - 1. The ``k``-th output needs no loop: with
  ``x = (E + k * 0x9E3779B97F4A7C15) mod 2**64`` it is SplitMix64's mix of ``x`` (``engine/prng.py`` has
  the mix; the golden vectors are in ``tests/engine/test_packet.py``).
* ``same`` (duplicate-style events): every table gets the event seed itself, so every table has the setup
  that the event seed gives on the deck or setup page.

A table's record is its game's setup sheet (``Game.setup_sheet``) with that sheet's fingerprint, plus the
private slips of a game with secrets at the start (``Game.private_slips(sheet)``: one per seat, holding
only that seat's own secrets). The packet's own fingerprint checks the whole table list at once; its ``seats`` name
the seats at every table (for the organiser's seating list). A game's ``setup_choices`` (engine/core.py) may
be given for every table (``options``): they are checked against the number of players and named in the
packet's fingerprint.
"""

import base64
import hashlib

from . import prng
from .core import parse_seed, refuse_for_players
from .errors import IllegalAction
from .registry import get

ALGORITHM = "splitmix64-tables-1"
MAX_TABLES = 256
_GAMMA = 0x9E3779B97F4A7C15
_M64 = 0xFFFFFFFFFFFFFFFF


def table_seed(event_seed, table, same=False):
    """Return table ``table``'s seed (1-based) derived from ``event_seed`` (see the module doc)."""
    event_seed = parse_seed(event_seed)
    if isinstance(table, bool) or not isinstance(table, int) or not 1 <= table <= MAX_TABLES:
        raise IllegalAction("bad_table", f"a table number is a whole number from 1 to {MAX_TABLES}")
    if same:
        return event_seed
    _, out = prng._splitmix64((event_seed + (table - 1) * _GAMMA) & _M64)
    return out >> 11


def check_tables(value):
    """Return ``value`` as a number of tables (1 … 256), or raise IllegalAction saying what is accepted."""
    text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) else ""
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= MAX_TABLES:
        shown = str(value)[:20] if isinstance(value, (int, str)) else type(value).__name__
        raise IllegalAction("bad_tables", f"tables must be a whole number from 1 to {MAX_TABLES}, got {shown!r}")
    return int(text)


def player_range(game):
    """The numbers of players a game takes: its ``player_counts``, or its fixed number of roles."""
    counts = getattr(game, "player_counts", None)
    return list(counts) if counts else [len(game.roles)]


def check_players(game, value):
    """Return the players option ({} or {"players": n}) for ``value`` (None: the game's default)."""
    counts = player_range(game)
    if value is None:
        return {}
    text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) else ""
    if not (text.isascii() and text.isdigit() and int(text) in counts):
        allowed = f"{counts[0]} to {counts[-1]}" if len(counts) > 1 else f"exactly {counts[0]}"
        raise IllegalAction("bad_players", f"{game.id} takes {allowed} players, got {str(value)[:20]!r}")
    return {"players": int(text)} if getattr(game, "player_counts", None) else {}


def check_choices(game, given, players):
    """The setup options for the choices ``given`` ({name: value}; None or {}: none) at tables of ``players``: each
    one of the game's ``setup_choices`` (engine/core.py), with a value it lists and that this many players allow
    (its ``usual_value`` counts as not given: the same packet and fingerprint). Returns them by name in order, each
    value in its address form (``value``, as a page's address and the command line spell it); raises IllegalAction
    saying what is accepted."""
    if not given:
        return {}
    if not isinstance(given, dict):
        raise IllegalAction("bad_option", "a packet's options are names, each with its value")
    declared = {c["name"]: c for c in game.setup_choices}
    out = {}
    for name in sorted(given, key=str):
        choice = declared.get(name)
        if choice is None:
            has = f"; it has: {', '.join(declared)}" if declared else ": it has none"
            raise IllegalAction("bad_option", f"{game.id} has no setup option {str(name)[:20]!r}{has}")
        value = given[name]
        text = str(value).strip() if isinstance(value, (int, str)) and not isinstance(value, bool) else None
        if text is not None and text == choice.get("usual_value"):
            continue                # the usual setup asked for in so many words: as if not given
        match = next((v for v in choice["values"] if str(v["value"]) == text), None)
        rule = f" ({choice['rule']})" if choice.get("rule") else ""
        if match is None:
            allowed = " or ".join(f"{v['value']} ({v['label']})" for v in choice["values"])
            usual = f"{choice['usual_value']} or " if choice.get("usual_value") else ""
            raise IllegalAction("bad_option", f"{choice['label']} is {allowed} or {usual}not given ({choice['usual']})"
                                              f"{rule}, got {str(value)[:20]!r}", choice.get("rule"))
        refuse_for_players(choice, match, players)
        out[name] = match["value"]
    return out


def choice_words(game, options):
    """What a packet's options mean, one entry a choice: {name, value, label, short (the value's label), says,
    rule} (empty: none)."""
    out = []
    for choice in game.setup_choices:
        if choice["name"] in options:
            value = next(v for v in choice["values"] if v["value"] == options[choice["name"]])
            out.append({"name": choice["name"], "value": value["value"], "label": choice["label"],
                        "short": value["label"], "says": value["says"], "rule": choice.get("rule")})
    return out


def engine_forms(game, chosen):
    """The setup options for checked choices ``chosen`` ({name: address form}): each value in the form the
    game's ``setup`` takes (the value's ``engine``, else the value itself)."""
    out = {}
    for choice in game.setup_choices:
        if choice["name"] in chosen:
            value = next(v for v in choice["values"] if v["value"] == chosen[choice["name"]])
            out[choice["name"]] = value.get("engine", value["value"])
    return out


def _checked(game, players, choices):
    """(players option, choices in their address form), both checked (``check_players``, ``check_choices``)."""
    options = check_players(game, players)
    count = options.get("players")
    if count is None:
        count = game.check_options({}).get("players", player_range(game)[0]) if game.setup_choices \
            else player_range(game)[0]
    return options, check_choices(game, choices, count)


def setup_options(game, players=None, choices=None):
    """The options every table of a packet is set up with, as ``setup`` takes them: the number of players, then
    the choices, both checked."""
    options, chosen = _checked(game, players, choices)
    return {**options, **engine_forms(game, chosen)}


def code(text):
    """A short check code of ``text``, e.g. 'K3QF-7ZPM' (SHA-256, base32), as the games' fingerprints are."""
    digest = base64.b32encode(hashlib.sha256(text.encode("utf-8")).digest()[:5]).decode("ascii")
    return f"{digest[:4]}-{digest[4:]}"


def table(game_id, seed, options=None, number=1):
    """One table of a packet: {table, seed, fingerprint, sheet, slips} (slips empty when nothing is secret)."""
    game = get(game_id)
    if not hasattr(game, "setup_sheet"):
        raise IllegalAction("no_sheet", f"{game_id} has no seeded setup to make a packet of")
    state = game.setup(seed, None, options or None)
    sheet = game.setup_sheet(state)
    slips = game.private_slips(sheet) if hasattr(game, "private_slips") else []
    return {"table": number, "seed": sheet["seed"], "fingerprint": sheet["fingerprint"], "sheet": sheet,
            "slips": slips, "seats": [game.role_name(role) for role in state["roles"]]}


def packet(game_id, event_seed, tables, same=False, players=None, full=True, options=None):
    """The packet: its parameters, every table (sheet and slips too when ``full``) and its fingerprint.

    ``options``: the game's setup choices ({name: value}, see ``check_choices``), the same at every table. A
    packet with any names them (in their address form) in its fingerprint and carries ``options`` (address forms)
    and ``choices`` (their words); one
    without has neither key and the fingerprint it always had."""
    game = get(game_id)
    event_seed = parse_seed(event_seed)
    tables = check_tables(tables)
    counted, chosen = _checked(game, players, options)
    setup = {**counted, **engine_forms(game, chosen)}
    rows = [table(game_id, table_seed(event_seed, k, same), setup, k) for k in range(1, tables + 1)]
    seats = [row.pop("seats") for row in rows][0]       # the seats every table has, as the sheets name them
    listing = ";".join(f"{r['table']}:{r['seed']}:{r['fingerprint']}" for r in rows)
    named = "".join(f"{k}={v};" for k, v in chosen.items())
    out = {"game": game_id, "event_seed": event_seed, "tables": tables, "same": bool(same),
           "players": rows[0]["sheet"].get("players", player_range(game)[0]), "derivation": ALGORITHM,
           "prng": prng.ALGORITHM, "fingerprint": code(f"packet:{game_id}:{named}{listing}"), "seats": seats,
           "list": rows}
    if chosen:
        out["options"], out["choices"] = chosen, choice_words(game, chosen)
    if not full:
        out["list"] = [{key: r[key] for key in ("table", "seed", "fingerprint")} for r in rows]
    return out
