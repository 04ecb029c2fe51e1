"""The "How the computer plays" page of a game (issue 27.7), from its optional ``content/<game>/computer.yaml``.

The file (schema ``COMPUTER`` in generator/schemas.py) lists the steady bot's priorities in our words: one block
per kind of decision, its steps in priority order, each with the rule it acts under; and, optionally, how strong each
level measured (``strength``), one row per seat and comparison, copied as counts from docs/BENCHMARKS.md (the entry
named by ``measured``), from which this module works out the rates and their 95 % ranges: never a typed percentage;
the page's table shows the newest row of each kind first, the older ones below it (``current_and_earlier``).
This module checks the file against the game's other files (roles, rule numbers), gives the pages what they need
(``data``, ``add_nav``), renders the page (``page``) and the same lists printed as a solo opponent (``print_aid``:
PDF and a printable page, the steady lists only). A game without the file builds as before: no page, no link.
Names no game.
"""

import math

from .schema import problem_at

PATH = "computer/index.html"
LABEL = "How the computer plays"
AID = "print/computer"          # the printed solo opponent: AID.html, AID-a4.pdf, AID-letter.pdf under the game


def check_file(doc, problems):
    """Within the file: decision ids are unique; each strength row's counts agree (``_check_row``)."""
    seen = set()
    for dec in doc.get("decisions", []) if isinstance(doc, dict) else ():
        if isinstance(dec, dict) and dec.get("id") in seen:
            problem_at(problems, dec, "id", f"decision id {dec['id']!r} is used twice")
        elif isinstance(dec, dict):
            seen.add(dec.get("id"))
    rows = (doc.get("strength") or {}).get("rows") if isinstance(doc, dict) else None
    for row in rows if isinstance(rows, list) else ():
        if isinstance(row, dict):
            _check_row(row, problems)


def _check_row(row, problems):
    """A strength row's counts agree: either ``won`` or ``strata``; no count above its total; strata need the
    steady seat's own wins (``same_seat``) to weigh them; a row names a role or a seat number, not both (neither:
    any seat, the games pooled over every seat)."""
    if "role" in row and "seat" in row:
        problem_at(problems, row, "seat", "a strength row names a role or a seat number, not both")
    games = row.get("games") if isinstance(row.get("games"), int) else None
    if ("won" in row) == ("strata" in row):
        problem_at(problems, row, None, "a strength row gives either won (of games) or strata, not both or neither")
    for key in ("won", "same_seat"):
        if isinstance(row.get(key), int) and games is not None and row[key] > games:
            problem_at(problems, row, key, f"{key} {row[key]} is more than games {games}")
    strata = row.get("strata")
    if isinstance(strata, dict):
        if "same_seat" not in row:
            problem_at(problems, row, "strata", "strata need same_seat: what the steady seat won of games")
        for part, total in (("won_when_lost", "lost"), ("won_when_won", "won")):
            if all(isinstance(strata.get(k), int) for k in (part, total)) and strata[part] > strata[total]:
                problem_at(problems, strata, part, f"{part} {strata[part]} is more than {total} {strata[total]}")


def check_game(files, problems):
    """Against the game's other files: every role is one of the game's (game.yaml), every step's rule is a
    section of the rules reference (so its link leads somewhere)."""
    doc = files.get("computer")
    if not isinstance(doc, dict):
        return
    roles = {r.get("id") for r in files.get("game", {}).get("roles", []) if isinstance(r, dict)}
    sections = {sec.get("id") for ref in files.get("reference", []) if isinstance(ref, dict)
                for sec in ref.get("sections", []) if isinstance(sec, dict)}
    for dec in doc.get("decisions", []):
        for role in dec.get("roles", []):
            if role not in roles:
                problem_at(problems, dec, "roles", f"decision {dec['id']!r}: {role!r} is not a role of the game "
                                                   f"(game.yaml: {', '.join(sorted(roles))})")
        for step in dec.get("steps", []):
            rule = step.get("rule")
            if rule is not None and sections and rule not in sections:
                problem_at(problems, step, "rule", f"decision {dec['id']!r}: rule {rule} is not a section of the "
                                                   "rules reference")
    for row in (doc.get("strength") or {}).get("rows", []):
        if row.get("role") is not None and row["role"] not in roles:
            problem_at(problems, row, "role", f"strength: {row['role']!r} is not a role of the game "
                                              f"(game.yaml: {', '.join(sorted(roles))})")


# How many lines a printed column of the solo opponent holds (learn/computer_aid.html, aid.css; A4 and US Letter
# alike, looked at), and how many characters a line of a list (LINE) or of a decision's intro (INTRO_LINE) holds.
COLUMN_LINES, LINE, INTRO_LINE = 72, 54, 62


def fits_column(dec):
    """Whether a decision's printed box, by a count of its lines, fits in one column of the printed solo opponent:
    such a box is kept whole (moved to the next column rather than split); a longer one may run on, since
    WeasyPrint moves a box it cannot keep whole to the next page, leaving a page empty."""
    lines = 3 + sum(math.ceil((len(step["text"]) + 8) / LINE) for step in dec["steps"])
    lines += sum(math.ceil(len(par) / INTRO_LINE) + 0.5 for par in dec.get("intro", "").split("\n\n") if par.strip())
    return lines <= COLUMN_LINES


def data(files):
    """The page's data (``learn["computer"]``), or None when the game has no computer.yaml."""
    doc = files.get("computer")
    if not doc:
        return None
    names = {r["id"]: r["name"] for r in files["game"].get("roles", [])}
    # each decision numbered in the file's order, the screen's: the printed sheet may move a box up into a column
    # foot (``next_pull``), and its number, printed in its title bar as on the screen, still finds it
    decisions = [{**dec, "number": n, "role_names": [names[r] for r in dec.get("roles", [])],
                  "keep": fits_column(dec)} for n, dec in enumerate(doc["decisions"], 1)]
    out = {**doc, "decisions": decisions}
    if doc.get("strength"):
        rows = [{**_row(r, names), "when": when(r["measured"])} for r in doc["strength"]["rows"]]
        current, earlier = current_and_earlier(rows, list(names))
        out["strength"] = {**doc["strength"], "rows": rows, "current": current, "earlier": earlier}
    return out


# The comparisons in the order the table gives them: the steady level against random play first, then the strong
# level against steady play (the other two pairs the schema allows, should a game measure them, between and after).
COMPARISONS = (("steady", "random"), ("steady", "steady"), ("strong", "random"), ("strong", "steady"))


def kind(row):
    """What a strength row measures, whatever the engine version: its comparison, table size and seat."""
    return row["level"], row["against"], row.get("players"), row.get("role"), row.get("seat")


def kind_order(row, roles):
    """Where a row's kind stands in the table: by comparison (``COMPARISONS``), then table size, then seat in the
    game's order (``roles``: its role ids in game.yaml's order; a row for any seat before seat 1)."""
    level, against, players, role, seat = kind(row)
    return (COMPARISONS.index((level, against)), players or 0, roles.index(role) if role in roles else -1,
            seat or 0)


def measured_start(row):
    """The moment a row's measurement began (``measured`` up to its end time, if it gives one): sorts as a date."""
    return row["measured"][:16]


def current_and_earlier(rows, roles):
    """The rows the table shows first, and those it lists as earlier measurements: of each kind (``kind``), the
    newest by ``measured`` is current (two runs of one kind reported at the same moment are both current), in the
    table's order (``kind_order``); every older row of the kind is earlier, grouped by kind in the same order,
    newest first. Each row is in exactly one of the two lists."""
    newest = {}
    for row in rows:
        newest[kind(row)] = max(newest.get(kind(row), ""), measured_start(row))
    current = [r for r in rows if measured_start(r) == newest[kind(r)]]
    earlier = [r for r in rows if measured_start(r) != newest[kind(r)]]
    current.sort(key=lambda r: kind_order(r, roles))
    earlier.sort(key=lambda r: measured_start(r), reverse=True)
    earlier.sort(key=lambda r: kind_order(r, roles))           # stable: newest first within each kind
    return current, earlier


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def when(measured):
    """A ``measured`` value written for people: '2026-12-06 16:32' -> '6 Dec 2026, 16:32' (a range keeps its end
    time: '3 Dec 2026, 21:17–22:58'); the date never splits across lines, only after its comma. The time stays UTC,
    as docs/BENCHMARKS.md gives it; the table's column says so once (learn/_strength.html)."""
    date, time = measured.split(" ", 1)
    year, month, day = (int(x) for x in date.split("-"))
    return f"{day}\u00a0{MONTHS[month - 1]}\u00a0{year}, {time}"


def strata_estimate(same_seat, games, strata, z=1.96):
    """The rate a level would win at in a seat, from strata (bench/strong_strata.py): the steady seat won
    ``same_seat`` of ``games``; replayed with the level, it won ``won_when_won`` of ``won`` games the steady seat had
    won and ``won_when_lost`` of ``lost`` it had lost. Returns (estimate, low, high), the range by the normal
    approximation of the three proportions' variances, each proportion's variance read Agresti-Coull's way (z²/2
    wins and z²/2 losses added), so a stratum won 20 times in 20 still has a spread, as its Wilson interval has."""
    r = same_seat / games
    pw, pl = strata["won_when_won"] / strata["won"], strata["won_when_lost"] / strata["lost"]
    est = r * pw + (1 - r) * pl

    def adjusted(won, n):
        return (won + z * z / 2) / (n + z * z), n + z * z
    (ra, n), (wa, nw), (la, nl) = (adjusted(same_seat, games), adjusted(strata["won_when_won"], strata["won"]),
                                   adjusted(strata["won_when_lost"], strata["lost"]))
    var = ra * ra * wa * (1 - wa) / nw + (1 - ra) ** 2 * la * (1 - la) / nl + (wa - la) ** 2 * ra * (1 - ra) / n
    half = z * math.sqrt(var)
    return est, max(0.0, est - half), min(1.0, est + half)


def _whole(x):
    """A share as the nearest whole percent, halves up; 100 and 0 only for all and none (211 of 212 gives 99)."""
    n = int(100 * x + 0.5)
    return max(1, min(n, 99)) if 0 < x < 1 else n


def _pct(x):
    """A rate as a whole percentage (``_whole``)."""
    return f"{_whole(x)}\u00a0%"      # a no-break space: "65 %" never splits


def _range(low, high):
    """An interval as whole percentages, each end the nearest (``_whole``: 124 of 200's 55.1-68.4 % reads 55-68 %);
    when the two ends would meet (799 of 800: 99.3-99.98 %), they are rounded outward instead (99-100 %), so the
    range never reads as a single point."""
    lo, hi = _whole(low), _whole(high)
    if lo >= hi:
        lo, hi = math.floor(100 * low), math.ceil(100 * high)
    return f"{lo}–{hi}\u00a0%"


def _row(row, names):
    """A strength row as the page shows it: the seat's name, the rate and its range, the other level's rate."""
    seat = names[row["role"]] if row.get("role") else f"seat {row['seat']}" if row.get("seat") else "any seat"
    seat = f"{row['players']} players, {seat}" if row.get("players") else seat[0].upper() + seat[1:]
    games = row["games"]
    if "strata" in row:
        st = row["strata"]
        est, low, high = strata_estimate(row["same_seat"], games, st)
        # said so a player sees what was compared: the other level's games, replayed with this one
        won = (f"about {_pct(est)}: replayed with the {row['level']} level in this seat, {st['won_when_lost']} of "
               f"{st['lost']} games that {row['against']} play lost became wins, and {st['won_when_won']} of the "
               f"{st['won']} that {row['against']} play won stayed won")
    else:
        from engine.arena import wilson
        low, high = wilson(row["won"], games)
        won = f"{row['won']:,} of {games:,} ({_pct(row['won'] / games)})"
    other = f"{row['same_seat']:,} of {games:,} ({_pct(row['same_seat'] / games)})" if "same_seat" in row else ""
    return {**row, "seat": seat, "won_text": won, "other": other, "range": _range(low, high)}


def add_nav(learn):
    """Put the page in the game's sub-navigation, after the rules reference (when the game has the page)."""
    if not learn.get("computer"):
        return
    nav = list(learn.get("nav", []))
    at = next((i + 1 for i, (_, path) in enumerate(nav) if path.startswith("rules/")), len(nav))
    nav.insert(at, (LABEL, PATH))
    learn["nav"] = nav


def page(ctx, page_fn, gid, common, printed=None):
    """The page ``/GAME/computer/``, when the game has the file; ``printed``: what ``print_aid`` wrote, for the
    page's "Print these lists" links."""
    doc = common["learn"].get("computer")
    if doc:
        page_fn(f"{gid}/{PATH}", "learn/computer.html", title=f"{doc['title']}: {common['game']['short_title']}",
                computer=doc, printed=printed, **common)


def aid_html(env, doc, game, paper, css_dir):
    """The printed solo opponent's HTML: the steady lists of ``doc`` (``data``'s), on ``paper`` ('A4' or
    'letter'), its stylesheet from ``css_dir``."""
    return env.get_template("learn/computer_aid.html").render(css_dir=css_dir, computer=doc, game=game, paper=paper)


# Where a column ends, a box kept whole (it fits a column) moves on whole, unless too much would stay empty: at a
# page's end, more than this share of the page's last column (a solo opponent's Events box left a third of its first
# page's second column blank), and then its first steps stay there, the rest goes on as "… (continued)". Between two
# columns of one page a box still moves whole (the eye finds it beside, uncut) unless that saves a page (``COMPACT``).
GAP = 0.25
# what a part kept back must leave free at its column's foot, in CSS px: heights measured on another layout
SLACK = 2
# the most layouts of one printed solo opponent: each splits or moves one box, at the first column foot that needs it
LAYOUTS = 12


def _columns(document):
    """The columns of the laid-out ``document``, in reading order: [(page number, top, foot, [part, ...])], a column
    from its top to its page's content foot, each box or part of one it holds as {"id", "top", "bottom" (its margin's
    edges), "steps": [(the step's number in its box, from 0; top; bottom), ...]}."""
    out = []

    def steps(box, found):
        for child in getattr(box, "children", ()):
            el = getattr(child, "element", None)
            if getattr(child, "element_tag", None) == "li" and el.get("data-step") is not None:
                found.append((int(el.get("data-step")), child.position_y, child.position_y + child.margin_height()))
            elif getattr(child, "element_tag", None) != "li":
                steps(child, found)
        return found

    def walk(box, n, foot):
        el = getattr(box, "element", None)
        if getattr(box, "element_tag", None) == "div" and "aid-columns" in (el.get("class") or "").split():
            for col in box.children:
                out.append((n, col.position_y, foot, [
                    {"id": s.element.get("id"), "top": s.position_y, "bottom": s.position_y + s.margin_height(),
                     "steps": steps(s, [])} for s in col.children if getattr(s, "element_tag", None) == "section"]))
            return
        for child in getattr(box, "children", ()):
            walk(child, n, foot)

    for n, page in enumerate(document.pages):
        box = page._page_box
        walk(box, n, box.content_box_y() + box.height)
    return out


def next_split(columns, decisions, compact=False):
    """The first column foot, in reading order, of the laid-out solo opponent (``_columns``) where a box should be
    split at a step: (decision id, how many of its steps stay before the split), or None. A box that runs on from
    one column into the next (one too long to keep whole) is split where the column broke it (a step cut in two
    moves whole); a box kept whole that moved on to the next column, leaving more than ``GAP`` of a page's last
    column empty (``compact``: any column foot where a step of it fits), leaves there the steps that fit."""
    return next((found for _, found in _splits(columns, decisions, compact)), None)


def _splits(columns, decisions, compact):
    """(index in ``columns`` of the column whose foot it is, ``next_split``'s answer) for each foot that needs one."""
    keep = {d["id"]: d["keep"] for d in decisions}
    for i, ((page, top, foot, parts), (next_page, _, _, after)) in enumerate(zip(columns, columns[1:])):
        if not parts or not after:
            continue
        last, first = parts[-1], after[0]
        if last["id"] == first["id"]:
            if last["steps"] and first["steps"]:
                yield i, (first["id"], first["steps"][0][0])
            continue
        gap = foot - last["bottom"]
        if not keep.get(first["id"]) or not first["steps"] or \
                not (compact or (next_page != page and gap > GAP * (foot - top))):
            continue
        tail = first["bottom"] - first["steps"][-1][2]         # under its last step: padding, border and margin
        n = sum(1 for _, _, bottom in first["steps"] if bottom - first["top"] + tail <= gap - SLACK)
        n = min(n, len(first["steps"]) - 1)        # it all fits by height, yet was moved on: the last step goes on
        if n > 0:
            yield i, (first["id"], first["steps"][0][0] + n)


def next_pull(columns, decisions):
    """The first column foot, in reading order, of the laid-out solo opponent (``_columns``) that a later box should
    fill: (the later box's id, the id of the box it is moved before), or None. Where a column ends more than ``GAP``
    empty because the next box moved on (its title, introduction and first step did not fit there: Paraguay's
    Allied movement left a third of page 1's first column blank), the tallest later box that fits the gap whole
    moves up into it; a box split in parts, or one that a column breaks, stays where it is. Every box prints its
    number (``data``: the screen page's order), so a box moved up still reads by it."""
    return next((found for _, found in _pulls(columns, decisions)), None)


def _pulls(columns, decisions):
    """(index in ``columns`` of the column whose foot it is, ``next_pull``'s answer) for each foot a box may fill."""
    order = [d["id"] for d in decisions]
    split = {d["of"] for d in decisions if d.get("of")}
    keep = {d["id"]: d["keep"] for d in decisions}
    seen = {}
    for _, _, _, parts in columns:
        for part in parts:
            seen.setdefault(part["id"], []).append(part)
    for i, ((_, top, foot, parts), (_, _, _, after)) in enumerate(zip(columns, columns[1:])):
        if not parts or not after or parts[-1]["id"] == after[0]["id"] or after[0]["id"] not in order:
            continue
        gap = foot - parts[-1]["bottom"]
        moved = after[0]["id"]
        if gap <= GAP * (foot - top) or next(d for d in decisions if d["id"] == moved).get("of"):
            continue
        fits = [(part["bottom"] - part["top"], -order.index(did)) for did in order[order.index(moved) + 1:]
                if keep.get(did) and did not in split and len(seen.get(did, ())) == 1
                for part in seen[did] if part["bottom"] - part["top"] <= gap - SLACK]
        if fits:
            yield i, (order[-max(fits)[1]], moved)


def pull_box(doc, did, before):
    """``doc`` with decision ``did`` moved to just before decision ``before``."""
    moved = next(d for d in doc["decisions"] if d["id"] == did)
    decisions = []
    for d in doc["decisions"]:
        if d["id"] == before:
            decisions.append(moved)
        if d["id"] != did:
            decisions.append(d)
    return {**doc, "decisions": decisions}


def split_box(doc, did, n):
    """``doc`` with decision ``did`` in two boxes: its first ``n`` steps, then the rest under the same title marked
    "(continued)", numbered on (a box's heading is not repeated where a column breaks it)."""
    decisions = []
    for d in doc["decisions"]:
        if d["id"] != did or not 0 < n < len(d["steps"]):
            decisions.append(d)
            continue
        start = d.get("start", 1) + n
        decisions += [{**d, "steps": d["steps"][:n]},
                      {**d, "id": f"{d.get('of', d['id'])}-from-{start}", "of": d.get("of", d["id"]), "intro": "",
                       "title": f"{d.get('whole_title', d['title'])} (continued)",
                       "whole_title": d.get("whole_title", d["title"]), "steps": d["steps"][n:], "start": start}]
    return {**doc, "decisions": decisions}


def _light_last_page(columns):
    """Whether what the last page of the laid-out solo opponent holds would fit, by height, in the room left at the
    feet of the columns before it: then laying it out ``compact`` may save that page."""
    last = columns[-1][0] if columns else 0
    held = sum(parts[-1]["bottom"] - top for n, top, _, parts in columns if n == last and parts)
    room = sum(foot - (parts[-1]["bottom"] if parts else top) for n, top, foot, parts in columns if n < last)
    return last > 0 and held <= room


def balance_last_page(columns):
    """The box (or part of one) that the last page's second column should start with, or None: where the laid-out
    solo opponent (``_columns``) ends with its boxes one under another in the first column and the second column
    empty (Guerilla's page 2: boxes 3 and 4 on the left, nothing on the right), the one that leaves the taller of
    the two columns shortest. The boxes keep their order: the first column's come before the second's."""
    last = [parts for page, _, _, parts in columns if page == columns[-1][0]] if columns else []
    if not last or any(last[1:]) or len(last[0]) < 2:         # (WeasyPrint lays out no empty column at all)
        return None
    parts = last[0]
    top = parts[0]["top"]
    return min(parts[1:], key=lambda part: max(part["top"] - top, parts[-1]["bottom"] - part["top"]))["id"]


def start_column(doc, did):
    """``doc`` with decision ``did`` (a box or a part, ``split_box``) marked to start a column on paper."""
    return {**doc, "decisions": [{**d, "column_start": True} if d["id"] == did else d for d in doc["decisions"]]}


def lay_out(render, doc, html_of):
    """The printed solo opponent of ``doc`` laid out (``render``: HTML -> WeasyPrint's document; ``html_of``: doc ->
    HTML), its boxes split where columns end (``next_split``) or a later box moved up into a column foot left empty
    (``next_pull``), one change at a time from the first column foot, each layout keeping
    what the one before laid out above that point. When its last page is light, laid out again ``compact`` and
    taken if that has fewer pages (Uruguay's ran to a third page holding a quarter of a column). Last, a last page
    whose boxes all stand in its first column shares them between its two (``balance_last_page``)."""
    def settle(compact):
        laid = doc
        for _ in range(LAYOUTS):
            document = render(html_of(laid))
            columns = _columns(document)
            found = [(i, 0, split_box, at) for i, at in _splits(columns, laid["decisions"], compact)][:1] + \
                [(i, 1, pull_box, at) for i, at in _pulls(columns, laid["decisions"])][:1]
            if not found:
                break
            _, _, change, at = min(found, key=lambda f: f[:2])
            laid = change(laid, *at)
        return laid, document, columns

    laid, document, columns = settle(False)
    if _light_last_page(columns):
        tight = settle(True)
        if len(tight[1].pages) < len(document.pages):
            laid, document, columns = tight
    did = balance_last_page(columns)
    if did:
        balanced = render(html_of(start_column(laid, did)))
        if len(balanced.pages) == len(document.pages):
            return balanced
    return document


def print_aid(env, gid, learn, game, out, pdf, static):
    """Write the game's printed solo opponent into ``out`` ({path: bytes}): its printable page, and with ``pdf``
    its PDFs on each paper (pdf.PAPERS), rendered from the files under ``static`` only. Returns what the Print page
    and the computer page link ({"page": file name, "files": {paper: file name}}), or None without the file."""
    doc = learn.get("computer")
    if not doc:
        return None
    from .pdf import PAPERS, render_pdf
    from .render import page_root
    files = {}
    for paper, css in PAPERS.items() if pdf else ():
        name = f"{gid}/{AID}-{paper}.pdf"
        css_dir = (static / "css").as_uri() + "/"
        out[name] = render_pdf(aid_html(env, doc, game, css, css_dir), base_url=static.as_uri() + "/",
                               layout=lambda render: lay_out(render, doc, lambda d: aid_html(env, d, game, css,
                                                                                                css_dir)))
        files[paper] = name.rsplit("/", 1)[1]
    path = f"{gid}/{AID}.html"
    out[path] = aid_html(env, doc, game, "A4", page_root(path) + "assets/css/").encode("utf-8")
    return {"page": path.rsplit("/", 1)[1], "files": files}
