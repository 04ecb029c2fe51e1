"""Tournament packets: ``the packet document (PDF), its command line record and the ``/GAME/packet/`` pages.

The engine derives every table's seed and fingerprint (``engine/packet.py``). Here the packet becomes one
document: the organiser's cover, each table's setup sheet (table number in the running header) and, for a
game with secrets, one private slip per player per table. The PDF and the page's browser print share
``site/templates/packet/_packet.html``. A game plugs in through its ``SheetKind`` (``packet``: its hook
template ``<game>/_packet.html`` with ``table_sheet``, ``slip_body`` when it has secrets, ``shared_page`` when
every table starts from the same board) and its page script ``sheet-<game>.mjs`` (``fillSheet``,
``fillSlip``); nothing here names a game.
"""

from . import render as render_mod

WORDS = {
    "same": "the same setup at every table (duplicate)",
    "distinct": "a different setup at every table",
    "table_copy": "Table copy: no secret on it, it may lie open on the table (its seed is on the organiser's cover)",
    "slips_how": "Private slips: each table's slips follow its setup sheet. Cut each slip out on its dashed line "
                 "and fold its lower half up onto the hatched half, so that only the player and table show; "
                 "hand it to that player.",
    "slips_cut": "cut on the dashed lines, fold each lower half up onto its hatched half",
    "private": "private: only for this player",
    "fold": "fold the lower half up onto this one",
}
TITLE_MAX = 120
# The running head at the top left of every page (packet.css): 42 % of the narrowest page's width inside its margins
# (A4 upright, 186 mm), at 7.5 pt in DejaVu Sans; a little spared for the box's own edges
HEAD_PT = 0.42 * 186 / 25.4 * 72 - 6
HEAD_SIZE = 7.5


def running_head(title, after=""):
    """The packet's running head: ``title`` then ``after`` (" · event seed 7") on one line; a title too long for it
    (a 120-character title took three lines, the first 2 mm under the paper's edge) ends at a word with "…", and
    ``after`` stays whole. The cover prints the title whole."""
    from engine.drawing import cut_to, text_width
    room = HEAD_PT - text_width(after, HEAD_SIZE)
    if text_width(title, HEAD_SIZE) <= room:
        return title + after
    short = cut_to(title, room, HEAD_SIZE)
    at_word = short[:-1].rsplit(" ", 1)[0].rstrip(" ·,;:–—") if " " in short[:-1] else short[:-1]
    return at_word + "…" + after


def kinds():
    """{game id: SheetKind} of the games that make packets (their sheet kind names a packet hook)."""
    from .games import SITES
    return {gid: site.sheet for gid, site in sorted(SITES.items()) if site.sheet and site.sheet.packet}


def check_title(text, default):
    """The event title: printable text, at most 120 characters (ValueError otherwise)."""
    if text is None:
        return default
    title = " ".join(str(text).split())
    if not title:
        return default
    if len(title) > TITLE_MAX or not all(ch.isprintable() for ch in title):
        raise ValueError(f"the title must be printable text of at most {TITLE_MAX} characters")
    return title


def check_only(text, tables):
    """The tables to print again, from "5", "3,7" or "2-4" (a span with a hyphen or an en dash; each 1 …
    ``tables``), in order; ValueError otherwise."""
    allowed = f"tables of this packet are 1 to {tables}" if tables > 1 else "this packet has only table 1"
    how = f"give a table number, a list or a span, e.g. 5, 3,7 or 2–4 ({allowed})"
    wanted = set()
    for part in str(text).split(","):
        ends = [end.strip() for end in part.replace("\u2013", "-").split("-")]
        if not 1 <= len(ends) <= 2 or not all(end.isascii() and end.isdigit() for end in ends):
            raise ValueError(f"--only: {part.strip()[:20]!r} is not a table number; {how}")
        low, high = int(ends[0]), int(ends[-1])
        if low > high:
            raise ValueError(f"--only: {part.strip()[:20]!r} runs backwards (a span goes from low to high); {how}")
        if not 1 <= low <= high <= tables:
            raise ValueError(f"--only: {part.strip()[:20]!r} is not among the tables; {how}")
        wanted.update(range(low, high + 1))
    return sorted(wanted)


def record(gid, event_seed, tables, same=False, players=None, title=None, default_title="", full=True, options=None):
    """The packet record (engine.packet.packet plus the event title); ``options``: the game's setup choices.
    Raises IllegalAction or ValueError."""
    from engine import packet as engine_packet
    rec = engine_packet.packet(gid, event_seed, tables, same=same, players=players, full=full, options=options)
    return {"title": check_title(title, default_title or f"{gid} tournament packet"), **rec}


def command(gid, rec, counts):
    """The command line that makes this packet again."""
    players = f" --players {rec['players']}" if len(counts) > 1 else ""
    return (f"python -m generator packet {gid} --event-seed {rec['event_seed']} --tables {rec['tables']}"
            f"{' --same' if rec['same'] else ''}{players}{option_flags(rec)}")


def option_flags(rec):
    """The command line's flags for a packet's setup choices, e.g. ' --name 2' ('' for none)."""
    return "".join(f" --{name.replace('_', '-')} {value}" for name, value in rec.get("options", {}).items())


def choices_text(rec):
    """A packet's setup choices in words, 'Label: what it gives (rule)' each ('' for none)."""
    return "; ".join(f"{c['label']}: {c['says']}" + (f" ({c['rule']})" if c.get("rule") else "")
                     for c in rec.get("choices", []))


def reopen_words(rec, counts):
    """What the cover's way to check a table by hand adds after "with the table's seed": the players (for a game
    played by more than one count: the seed page opens at its own default) and each setup choice as the seed page's
    menu and address name them (without them that page deals another setup); '' when there is nothing to add.
    (packet-page.mjs ``reopenWords`` says the same.)"""
    parts = [f"{rec['players']} players"] if len(counts) > 1 else []
    parts += [f"{c['label']} set to \u201c{c['short']}\u201d ({c['name']}={c['value']} in its address)"
              for c in rec.get("choices") or ()]
    if not parts:
        return ""
    return f", {', '.join(parts[:-1])} and {parts[-1]}," if len(parts) > 1 else f" and {parts[0]},"


def table_code(t):
    """A table's short code, e.g. 'T07-ZWSQ': its number and the first four signs of its fingerprint, so that a
    code read off a sheet names the table and shows at once whether the sheet belongs to this packet.
    (packet-page.mjs ``tableCode`` makes the same.)"""
    return f"T{int(t['table']):02d}-{t['fingerprint'].replace('-', '')[:4]}"


def table_link(base_url, kind, t, options=None):
    """A table's printed way back to its page: a full link with a public address, else the page's path; the
    packet's setup choices ``options`` ride along as the seed page reads them (``&name=value``)."""
    query = "&".join(f"{k}={v}" for k, v in {**kind.args(t["sheet"]), **(options or {})}.items())
    query += f"&fp={t['fingerprint']}"
    return f"{base_url}{kind.page}?{query}" if base_url else f"{kind.page}?{query}"


def info(ctx, gid, kind):
    """The words and facts the cover needs, the same for the PDF and the page."""
    import engine
    from engine import packet as engine_packet
    game = engine.get_game(gid)
    counts = engine_packet.player_range(game)
    where = f"{ctx['base_url']}{kind.page}" if ctx.get("base_url") else f"the page {kind.page} of this site"
    return {"game_title": ctx["by_id"][gid]["title"], "words": WORDS,
            "has_slips": hasattr(game, "private_slips"), "counts": counts,
            # A game with secrets: its seed deals them all again, so a table's sheet that can lie open on the
            # table shows no seed (the cover lists them); one that shows a secret itself is the organiser's copy.
            "organiser_copy": f"Organiser's copy: it shows {kind.keep}, keep it off the table" if kind.keep else None,
            "table_copy": WORDS["table_copy"] if hasattr(game, "private_slips") and not kind.keep else None,
            "command": lambda rec: command(gid, rec, counts),
            "running_head": running_head,
            "check_how": "Check a table: every sheet carries its table code (T07-ABCD: the table number and the "
                         "start of its fingerprint). On this packet's page, enter the code or the table number under "
                         "\u201cCheck a table\u201d: it answers \u2713 match or \u2717 mismatch. Or open "
                         f"{where} with the table's seed",          # the cover goes on: reopen_words, then the end
            "reopen": lambda rec: reopen_words(rec, counts)}


def _qr(link):
    import segno
    return segno.make(link, error="m").png_data_uri(scale=4, border=2)


def render_html(env, ctx, kind, rec, paper, pictures=None, only=None, seating=False):
    """The whole packet as one HTML document (what WeasyPrint prints): standalone, or, given a dict
    ``pictures``, with the boards' SVGs put there (each once) for ``render_pdf``. ``only`` (table numbers): a
    re-print of those tables, pages the same as in the whole packet, without the cover; ``seating``: a seating list
    after the cover."""
    tables, shared = _tables(env, ctx, kind, rec, paper, pictures, only)
    return _document(env, ctx, kind, rec, paper, tables, shared, bool(only), seating)


def _tables(env, ctx, kind, rec, paper, pictures, only):
    """The printed tables (each with its code, link, QR code and board markup) and the board every table shares
    (None unless all tables show one and the same board and the game's hook prints it once)."""
    from .pdf import board_html
    base, images, tables = ctx.get("base_url"), {}, []
    for t in rec["list"]:
        if only and t["table"] not in only:
            continue
        link = table_link(base, kind, t, rec.get("options"))
        svg = kind.board(ctx, t["sheet"])
        images.setdefault(svg, board_html(svg, inline=False, pictures=pictures, paper=paper))   # each distinct one once
        tables.append({**t, "code": table_code(t), "link": link, "qr": _qr(link) if base else None,
                       "board_svg": images[svg], **({"choices": rec["choices"]} if rec.get("choices") else {})})
    shared = None
    if len(images) == 1 and hasattr(env.get_template(kind.packet).module, "shared_page"):
        shared = next(iter(images.values()))    # the same board everywhere: printed once, after the cover
        tables = [{**t, "board_svg": None} for t in tables]
    return tables, shared


def _document(env, ctx, kind, rec, paper, tables, shared, reprint, seating, pages=None, sections=None):
    """The HTML of the packet (the cover and seating list list ``tables``; unless ``reprint``, the cover first),
    with the sheets and slips of ``sections`` (None: every one of ``tables``); ``pages`` (first, total): a part of
    a longer document (``pdf_parts``), its pages numbered from ``first`` of ``total``."""
    gid = rec["game"]
    html = env.get_template("packet/packet_pdf.html").render(
        css_dir=(render_mod.STATIC / "css").as_uri() + "/", hook_template=kind.packet, game=ctx["by_id"][gid],
        learn=ctx["learn"][gid], info=info(ctx, gid, kind), packet={**rec, "list": tables}, paper=paper,
        paper_name="A4" if paper == "A4" else "US Letter", shared_board=shared, reprint=reprint,
        seating_list=seating, sections=sections)
    if pages is None:
        return html
    from .pdf_parts import numbering
    return html.replace("</head>", f"<style>{numbering(*pages)}</style>\n</head>", 1)


# A packet of more tables than this is laid out this many tables at a time (``pdf_parts``): WeasyPrint holds every
# laid-out page of a document until it is written (a table of the largest sheets, eight or nine pages, took about
# 18 MB), so one document of 256 tables would need about 5 GB. Laid out in parts, every part is laid out twice (the
# first time to count its pages); 8 keeps packets of up to 8 tables as fast as before and any other's memory at
# about theirs.
TABLES_A_PART = 8


def pdf(ctx, kind, rec, paper, only=None, seating=False):
    """PDF bytes of the packet ``rec`` on ``paper`` ('A4' or 'letter'): one document; ``only``: the numbers of the
    tables to print again (no cover); ``seating``: with a seating list after the cover. Up to ``TABLES_A_PART``
    tables it is rendered at once; a longer one in parts of that many tables, the cover (seating list, shared page)
    with the first, its pages numbered through and written as one document (``pdf_parts``), the same pages."""
    from .pdf import render_pdf
    env, pictures = render_mod.environment(), {}
    from . import pdf_parts
    printed = [t for t in rec["list"] if not only or t["table"] in only]
    if len(printed) <= TABLES_A_PART or not pdf_parts.supported():
        html = render_html(env, ctx, kind, rec, paper, pictures, only, seating)
        return render_pdf(html, base_url=render_mod.STATIC.as_uri() + "/", pictures=pictures)
    tables, shared = _tables(env, ctx, kind, rec, paper, pictures, only)
    chunks = [tables[k:k + TABLES_A_PART] for k in range(0, len(tables), TABLES_A_PART)]

    def part(k, pages=None):
        """Part ``k``: the cover (unless a re-print), seating list and shared page come with the first."""
        if k == 0:
            return _document(env, ctx, kind, rec, paper, tables, shared, bool(only), seating, pages, chunks[0])
        return _document(env, ctx, kind, rec, paper, chunks[k], None, True, False, pages)

    return pdf_parts.render(part, len(chunks), base_url=render_mod.STATIC.as_uri() + "/", pictures=pictures)


# ----- the site -----
def page(ctx, page_fn, gid, common):
    """The game's packet page (``/GAME/packet/``), when its sheet kind has a packet hook."""
    import engine
    from engine import packet as engine_packet
    kind = kinds().get(gid)
    if kind is None:
        return
    env = render_mod.environment()
    shared = None
    if hasattr(env.get_template(kind.packet).module, "shared_page") and ctx["samples"].get(gid):
        shared = kind.board(ctx, ctx["samples"][gid][0])     # the board every table shares
    counts = engine_packet.player_range(engine.get_game(gid))
    page_fn(f"{gid}/packet/index.html", "packet/page.html", title=f"Tournament packet: {common['game']['short_title']}",
            kind=kind, info=info(ctx, gid, kind), counts=counts,
            default_players=common["learn"].get("default_players", counts[0]), max_tables=engine_packet.MAX_TABLES,
            choices=list(engine.get_game(gid).setup_choices),
            seed_help=ctx["seed_help"], shared_board=shared, **common)
