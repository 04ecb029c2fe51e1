"""The command line: ``python -m generator build | serve | compile | check | deck | scenario | setup | packet | deal``.

Errors are messages, never tracebacks: bad content lists every problem with file and line; a bad seed (or
number of players) says which are accepted; a wrong option is one line. Exit status 0 on success, 1 on a
content or build problem (or a full disk), 2 on bad usage: a bad value, or a path that cannot be written (every
command checks its ``--pdf`` file and ``--out`` folder alike, with ``files.file_target`` / ``folder_target``).
"""

import argparse
import json
import pathlib
import sys

from . import files
from . import packet as packet_mod
from .problems import ContentError

GAMES_WITH_DECKS = ("uruguay",)
GAMES_WITH_SETUPS = ("paraguay",)


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (what is wrong, and where the help is) and exit status 2."""

    def error(self, message):
        self.exit(2, f"error: {message} (see: {self.prog} --help)\n")


def _parser():
    p = OneLineParser(prog="python -m generator", description="Build and serve Tablero; draw decks.")
    sub = p.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="build the site (and its PDFs) into dist/")
    b.add_argument("--out", default=None, help="output folder (default: dist/)")
    b.add_argument("--overlay", default=None, help="folder of content overrides (printed values), see README")
    b.add_argument("--base-url", default=None, help="the site's public address, printed on sheets")
    b.add_argument("--no-pdf", action="store_true", help="skip the PDFs (faster)")

    s = sub.add_parser("serve", help="build, then serve the site on http://127.0.0.1:PORT")
    s.add_argument("--port", type=_whole, default=8000)
    s.add_argument("--out", default=None)
    s.add_argument("--no-build", action="store_true", help="serve the existing build as it is")
    s.add_argument("--overlay", default=None)
    s.add_argument("--base-url", default=None, help="the site's public address, printed on sheets")

    c = sub.add_parser("compile", help="validate content and write the engine's data files")
    c.add_argument("--overlay", default=None)

    k = sub.add_parser("check", help="validate all content and list every problem")
    k.add_argument("--overlay", default=None)

    d = sub.add_parser("deck", help="draw a legal deck from a seed")
    d.add_argument("game", choices=GAMES_WITH_DECKS)
    _sheet_options(d, "the deck")

    j = sub.add_parser("scenario", help="deal a Junta coup (offices, hands, starting units) from a seed")
    j.add_argument("--players", default="5", help="how many players, 2 to 7 (default 5)")
    j.add_argument("--casualties", action="store_true",
                   help="let the deal leave one player dead or in exile (1.3); by default all are in the coup")
    _sheet_options(j, "the coup setup")

    g = sub.add_parser("deal", help="deal a card game's opening hands from a seed (games with deal_record)")
    g.add_argument("game")
    g.add_argument("--seed", required=True, help="a whole number from 0 to 2^53 − 1")
    g.add_argument("--players", default=None, help="how many players")
    g.add_argument("--mercenaries", default=None, help="Guerilla: Mercenary markers (1 with an odd count; 0 or 2 "
                                                       "with an even one)")
    g.add_argument("--json", action="store_true", help="print the deal as JSON")
    g.add_argument("--pdf", default=None, metavar="FILE", help="also write the deal sheet (organiser's copy and "
                                                               "private slips) as a PDF to FILE")
    g.add_argument("--paper", default="a4", choices=("a4", "letter"), help="PDF paper size (default a4)")
    g.add_argument("--base-url", default=None, help="site address used for the printed permalink")
    u = sub.add_parser("setup", help="a random legal setup of a game from a seed (with its fingerprint)")
    u.add_argument("game", choices=GAMES_WITH_SETUPS)
    _sheet_options(u, "the setup")
    _packet_parser(sub)
    return p


def _whole(text):
    """An argparse type: a whole number in ASCII digits only (as seeds and player counts)."""
    t = text.strip()
    if not (t.isascii() and t.lstrip("-").isdigit() and len(t) < 12):
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number (ASCII digits 0–9)")
    return int(t)


def _sheet_options(parser, what):
    parser.add_argument("--seed", required=True, help="a whole number from 0 to 2^53 − 1")
    parser.add_argument("--json", action="store_true", help=f"print {what} as JSON")
    parser.add_argument("--pdf", default=None, metavar="FILE", help="also write the setup sheet PDF to FILE")
    parser.add_argument("--paper", default="a4", choices=("a4", "letter"), help="PDF paper size (default a4)")
    parser.add_argument("--base-url", default=None, help="site address used for the printed permalink")


def _fail(message, code=1):
    print(f"error: {message}", file=sys.stderr)
    return code


def _content_problems(err):
    print(f"content has {len(err.problems)} problem(s):", file=sys.stderr)
    for problem in err.problems:
        print(f"  {problem}", file=sys.stderr)
    return 1


def cmd_build(args):
    from . import build as b
    out = pathlib.Path(args.out) if args.out else b.DIST
    report = b.build(out=out, overlay=args.overlay, base_url=args.base_url,
                     pdf=not args.no_pdf, checkout=not args.out)     # --out: nothing else is written
    print(f"built {report['files']} pages and files into {report['out']} in {report['seconds']:.2f} s")
    return 0


def cmd_serve(args):
    from . import build as b
    from .serve import make_server
    out = pathlib.Path(args.out) if args.out else b.DIST
    if not 0 <= args.port <= 65535:
        return _fail(f"--port must be a whole number from 1 to 65535 (0: any free port), got {args.port}", 2)
    _port_free(args.port)                      # fail at once, not after a whole build
    if not args.no_build:
        report = b.build(out=out, overlay=args.overlay, base_url=args.base_url, checkout=not args.out)
        print(f"built {report['files']} pages and files in {report['seconds']:.2f} s")
    try:
        server = make_server(out, port=args.port)
    except OSError as err:
        raise CliError(_port_message(args.port, err)) from None
    print(f"serving {out} on http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


class CliError(Exception):
    """A command cannot do what was asked (a busy port, a PDF path that cannot be written); exit status 1."""


def _port_message(port, err):
    if getattr(err, "errno", None) in (98, 48, 10048):       # EADDRINUSE on Linux, macOS, Windows
        return f"port {port} is busy (another server uses it): choose another with --port"
    return f"cannot serve on port {port}: {err.strerror or err}"


def _port_free(port):
    import socket
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError as err:
            raise CliError(_port_message(port, err)) from None


def cmd_compile(args):
    from . import content
    paths = content.compile_to_engine(content.load(overlay=args.overlay))
    for path in paths:
        print(f"wrote {path}")
    return 0


def cmd_check(args):
    from . import content
    loaded = content.load(overlay=args.overlay)
    print(f"content is valid: {', '.join(sorted(loaded))}")
    return 0


def deck_record(game_id, seed):
    """Return the JSON record of a deck (the CLI's --json output)."""
    import engine
    sheet = setup_sheet(game_id, {"seed": seed})
    return {"game": game_id, "seed": sheet["seed"], "deck": sheet["deck"], "set_aside": sheet["set_aside"],
            "fingerprint": sheet["fingerprint"], "piles": sheet["piles"], "prng": engine.PRNG_ALGORITHM}


def setup_sheet(game_id, args):
    """The setup sheet of ``game_id`` for the query ``args`` (seed, and Junta's players); content is
    compiled for the engine first when it never was."""
    import engine
    from . import build as b
    from . import content
    try:
        engine.content.load(game_id)
    except engine.content.MissingContent:
        content.compile_to_engine(content.load())
    return b.setup_sheet(game_id, args)


def _sheet_args(args, **more):
    """The seed (and other fields) of a sheet command, checked: (query, None) or (None, exit status)."""
    import engine
    try:
        return {"seed": engine.parse_seed(args.seed), **more}, None
    except engine.IllegalAction as err:
        return None, _fail(err.message, 2)


def _write_pdf(args, sheet):
    from . import build as b
    from . import content_cache
    ctx = b.gather(content_cache.load(sheet["game"]), args.base_url, pages=False)  # only this game's content
    data = b.sheet_pdf(ctx, sheet, "A4" if args.paper == "a4" else "letter")
    files.write_target(args.pdf, data, example="setup-sheet.pdf")
    print(f"wrote {args.pdf} ({args.paper})", file=sys.stderr)


def cmd_deck(args):
    import engine
    query, status = _sheet_args(args)
    if status is not None:
        return status
    record = deck_record(args.game, query["seed"])
    seed = record["seed"]
    if args.pdf:
        _write_pdf(args, setup_sheet(args.game, query))
    if args.json:
        print(json.dumps(record, ensure_ascii=False))
    else:
        cards = {c["id"]: c for c in engine.content.load(args.game)["cards"]}
        print(f"Uruguay Event deck, seed {seed}, fingerprint {record['fingerprint']} (rule 2.1)")
        for k, pile in enumerate(record["piles"]):
            print(f"Pile {k + 1}:")
            for i, cid in enumerate(pile):
                mark = "  <- Propaganda" if cards[cid]["kind"] == "propaganda" else ""
                print(f"  {9 * k + i + 1:2d}. {cid:<4} {cards[cid]['title']}{mark}")
        print("Set aside (not used): " + ", ".join(record["set_aside"]))
    return 0


def cmd_scenario(args):
    import engine
    from .games.junta.site import WORDS as words
    if not (args.players.strip().isascii() and args.players.strip().isdigit()):     # ASCII digits, as seeds
        return _fail(f"players must be a whole number from 2 to 7, got {args.players!r}", 2)
    more = {"casualties": True} if args.casualties else {}
    query, status = _sheet_args(args, players=int(args.players), **more)
    if status is not None:
        return status
    try:
        sheet = setup_sheet("junta", query)
    except engine.IllegalAction as err:
        return _fail(err.message, 2)
    if args.pdf:
        _write_pdf(args, sheet)
    if args.json:
        print(json.dumps(sheet, ensure_ascii=False))
        return 0
    names = {r["id"]: r["name"] for r in sheet["rows"]}
    print(f"Junta coup setup, seed {sheet['seed']}, {sheet['players']} players, fingerprint {sheet['fingerprint']}")
    budget = words["budget"]["yes" if sheet["budget"] else "no"]
    print(f"{words['leader']}: {names[sheet['leader']]} (1.2). Budget {budget}")
    for row in sheet["rows"]:
        print(f"{row['name']}{' (' + words['leader'] + ')' if row['leader'] else ''}: "
              f"{'; '.join(row['offices']) or 'no office'}"
              f"{'' if row['status'] == 'active' else ' - ' + words['status'][row['status']]}")
        if row["cousin"]:
            print(f"  {words['cousin']} moves in this seat's turn for: {', '.join(row['cousin'])} (4.2)")
        for card in row["hand"]:
            print(f"  card: {card['name']} - {card['text']}")
    print("Units on the map:")
    for u in sheet["units"]:
        print(f"  {u['space_name']:<26} {u['owner_name']:<22} {u['kind_name']} x{u['count']}")
    print("Off the map:")
    for u in sheet["offboard"]:
        print(f"  {u['owner_name']:<22} {u['kind_name']} x{u['count']}")
    return 0


def cmd_deal(args):
    """Deal from a seed with the game's own ``deal_record``; bad input is a message and exit status 2."""
    import engine
    from . import content
    try:
        game = engine.get_game(args.game)
    except engine.IllegalAction as err:
        return _fail(err.message, 2)
    if not hasattr(game, "deal_record"):
        return _fail(f"{args.game} has no deal from a seed (try: deck, scenario)", 2)
    try:
        seed = engine.parse_seed(args.seed)
        options = {k: v for k, v in (("players", args.players), ("mercenaries", args.mercenaries)) if v is not None}
        try:
            engine.content.load(args.game)
        except engine.content.MissingContent:
            content.compile_to_engine(content.load())
        record = game.deal_record(seed, options)
    except engine.IllegalAction as err:
        return _fail(err.message, 2)
    if args.pdf:
        from .build import sheet_kind
        if sheet_kind(args.game) is None or not hasattr(game, "setup_sheet"):
            return _fail(f"{args.game} has no printed deal sheet", 2)
        _write_pdf(args, setup_sheet(args.game, {"seed": seed, **options}))
    if args.json:
        print(json.dumps(record, ensure_ascii=False))
    else:
        print("\n".join(game.deal_text(record)))
    return 0


def cmd_setup(args):
    import engine
    query, status = _sheet_args(args)
    if status is not None:
        return status
    try:
        engine.content.load(args.game)
    except engine.content.MissingContent:
        from . import content
        content.compile_to_engine(content.load())
    try:
        game = engine.get_game(args.game)
        sheet = game.setup_sheet(engine.setup(args.game, query["seed"]))
    except engine.IllegalAction as err:
        return _fail(err.message, 2)
    if args.pdf:
        _write_pdf(args, sheet)
    if args.json:
        print(json.dumps(sheet, ensure_ascii=False))
        return 0
    print(f"{game.title}: setup from seed {sheet['seed']}, fingerprint {sheet['fingerprint']}")
    for line in sheet["lines"]:
        print(line)
    return 0


def _packet_parser(sub):
    """The ``packet`` sub-command."""
    k = sub.add_parser("packet", help="a tournament packet: every table's setup from one event seed")
    k.add_argument("game", choices=sorted(packet_mod.kinds()))
    k.add_argument("--event-seed", required=True, help="the event's seed, a whole number from 0 to 2^53 − 1")
    k.add_argument("--tables", required=True, help="how many tables, 1 to 256")
    k.add_argument("--same", action="store_true", help="the same setup at every table (duplicate-style)")
    k.add_argument("--players", default=None, help="players per table, in the game's range")
    k.add_argument("--title", default=None, help="the event's title, printed on the cover")
    k.add_argument("--pdf", default=None, metavar="FILE", help="write the packet PDF to FILE")
    k.add_argument("--seating", action="store_true",
                   help="add a seating list after the cover: every table's seats, a line for each player's name")
    k.add_argument("--only", default=None, metavar="TABLES",
                   help="print again only these tables (5, 3,7 or 2–4, typed with a hyphen or a dash): their "
                        "pages as in the packet, no cover")
    k.add_argument("--paper", default="a4", choices=("a4", "letter"), help="PDF paper size (default a4)")
    k.add_argument("--base-url", default=None, help="the site's public address, for printed links and QR codes")
    k.add_argument("--json", action="store_true", help="print the packet as JSON")
    for name, helps in _packet_choices().items():
        k.add_argument(f"--{name.replace('_', '-')}", dest=f"choice_{name}", default=None, metavar="VALUE",
                       help="; ".join(helps))


def _packet_choices():
    """{option name: help lines}: every setup choice (``Game.setup_choices``) of a game that makes packets, one
    command-line option each, its help saying which game has it and which values and player counts it takes."""
    import engine
    from engine.words import counts
    out = {}
    for gid in sorted(packet_mod.kinds()):
        for choice in engine.get_game(gid).setup_choices:
            values = ", ".join(f"{v['value']} ({v['label']}"
                               + (f", {counts(v['players'])} players" if "players" in v else "") + ")"
                               for v in choice["values"])
            rule = f" ({choice['rule']})" if choice.get("rule") else ""
            usual = f" or {choice['usual_value']}" if choice.get("usual_value") else ""     # the same packet
            out.setdefault(choice["name"], []).append(f"{gid}: {choice['label']}{rule}, {values}; not given{usual}: "
                                                      f"{choice['usual']}")
    return out


def _given_choices(args):
    """The setup choices given on the command line, {name: text} (those not given left out)."""
    return {key[len("choice_"):]: value for key, value in sorted(vars(args).items())
            if key.startswith("choice_") and value is not None}


def cmd_packet(args, fail=None):
    """Run ``packet``: the table list as text, or --json, and --pdf FILE; exit status 2 on bad input."""
    import engine
    from . import build as b
    from . import content
    fail = fail or _fail
    try:
        engine.content.load(args.game)
    except engine.content.MissingContent:
        content.compile_to_engine(content.load())
    kind = packet_mod.kinds()[args.game]
    default = f"Tournament packet · {engine.get_game(args.game).title}"
    try:
        b.public_base(args.base_url)
        rec = packet_mod.record(args.game, args.event_seed, args.tables, args.same, args.players, args.title, default,
                                options=_given_choices(args))
        only = None if args.only is None else packet_mod.check_only(args.only, rec["tables"])
    except engine.IllegalAction as err:
        return fail(err.message, 2)
    except ValueError as err:
        return fail(str(err), 2)
    if args.pdf:
        from . import content_cache
        ctx = b.gather(content_cache.load(args.game), args.base_url, pages=False)  # only this game's content
        files.write_target(args.pdf, packet_mod.pdf(ctx, kind, rec, "A4" if args.paper == "a4" else "letter", only,
                                                     args.seating),
                           example="packet.pdf")
        what = f"table{'s' if len(only) > 1 else ''} {', '.join(map(str, only))} of {rec['tables']}" if only else \
            f"{rec['tables']} tables"
        print(f"wrote {args.pdf} ({args.paper}, {what})", file=sys.stderr)
    if only:      # the packet's own facts (its fingerprint checks every table) stay; the list holds the chosen ones
        rec = {**rec, "only": only, "list": [t for t in rec["list"] if t["table"] in only]}
    if args.json:
        print(json.dumps({**rec, "paper": args.paper}, ensure_ascii=False))
        return 0
    chosen = f"; {packet_mod.choices_text(rec)}" if rec.get("choices") else ""
    print(f"{rec['title']}: event seed {rec['event_seed']}, {rec['tables']} tables, {rec['players']} players, "
          f"{packet_mod.WORDS['same'] if rec['same'] else packet_mod.WORDS['distinct']}{chosen}; "
          f"packet fingerprint {rec['fingerprint']}"
          + (f"; printing again only table{'s' if len(only) > 1 else ''} {', '.join(map(str, only))}" if only else ""))
    for t in rec["list"]:
        print(f"  table {t['table']:3d}  seed {t['seed']:>16}  fingerprint {t['fingerprint']}")
    return 0


COMMANDS = {"setup": cmd_setup, "build": cmd_build, "serve": cmd_serve, "compile": cmd_compile, "check": cmd_check,
            "deck": cmd_deck, "scenario": cmd_scenario, "packet": cmd_packet, "deal": cmd_deal}


def _check_targets(args):
    """Every path a command will write, checked before it does anything (files.PathError, exit status 2)."""
    if getattr(args, "pdf", None) is not None:
        files.file_target(args.pdf, example=f"{args.command}.pdf")
    if getattr(args, "out", None) is not None and not getattr(args, "no_build", False):
        files.folder_target(args.out)


def main(argv=None):
    """Run the command line; return the exit status."""
    args = _parser().parse_args(argv)
    from .build import BuildError
    try:
        _check_targets(args)
        return COMMANDS[args.command](args)
    except ContentError as err:
        return _content_problems(err)
    except files.PathError as err:
        return _fail(str(err), err.status)
    except (BuildError, FileNotFoundError, ValueError, CliError) as err:
        return _fail(str(err))
    except OSError as err:          # a disk or file problem the command did not foresee: a message, no traceback
        return _fail(f"{err.strerror or err}{': ' + str(err.filename) if err.filename else ''}")
    except BrokenPipeError:
        return 0
