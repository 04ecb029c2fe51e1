"""The "How the computer plays" pages (issue 27.7; generator/computer.py, content/<game>/computer.yaml): a page for
every game that has the file, linked from the hub, the sub-navigation and the sandbox; every rule number the
steady bot's reasons name in seeded games is on the page as a link into the rules; a broken file is refused with
its file and line; a game without the file builds as before."""

import re
import shutil

import pytest
from content_kit import edit, line_of, problems

import engine
from engine import bots, prng
from generator import build as b
from generator import content
from generator import render as render_mod
from generator import snapshot as snapshot_mod

REAL = content.CONTENT_DIR
RULE = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)*)(?![\w]|\.\d)")
WITH = sorted(p.parent.name for p in REAL.glob("*/computer.yaml"))


class Pages(dict):
    """Pages rendered as the build renders them (generator/build.py), only those a test reads: the hub, the
    rules, the sandbox and the computer page of every game (a whole build takes minutes on a loaded machine)."""

    def read(self, rel):
        return self[rel]


@pytest.fixture(scope="module")
def site():
    ctx = b.gather(content.load(), None, pages=False)
    env = render_mod.environment()
    wanted = {f"{gid}/{name}/index.html" for gid in ctx["learn"]
              for name in ("rules", "sandbox", "computer", "print")}
    wanted |= {f"{gid}/index.html" for gid in ctx["learn"]}
    out, pages = {}, Pages()

    def page(path, template, **extra):
        if path in wanted:
            root = render_mod.page_root(path)
            pages[path] = env.get_template(template).render(
                root=root, games=ctx["games"], wheel_url="", engine_boot=snapshot_mod.boot_json(root, "", {}), **extra)

    for gid in ctx["learn"]:
        b._learning_pages(ctx, env, page, out, gid, False)
    pages.games = sorted(ctx["learn"])
    pages.files = out                   # what the pages' builder wrote beside them (the printable solo opponent)
    return pages


def test_uruguay_and_junta_have_the_file():
    assert {"uruguay", "junta"} <= set(WITH)


def test_the_page_builds_for_every_game_with_the_file_and_is_linked(site):
    for gid in site.games:            # the site's games (a test may have registered an engine-only game too)
        hub = site.read(f"{gid}/index.html")
        if gid not in WITH:
            assert f"{gid}/computer/index.html" not in site and "computer/index.html" not in hub, gid
            continue
        html = site.read(f"{gid}/computer/index.html")
        doc = content.load(games=[gid])[gid]["computer"]
        assert f"<h1>{doc['title']}</h1>" in html
        for dec in doc["decisions"]:
            assert f'id="{dec["id"]}"' in html and f'href="#{dec["id"]}"' in html
        assert html.count('<ol class="priority">') == len(doc["decisions"])
        assert html.count("<li>") >= sum(len(d["steps"]) for d in doc["decisions"])
        assert 'href="computer/index.html"' in hub                               # the hub's card
        for where in ("rules", "sandbox"):                                       # the sub-navigation; the sandbox
            other = site.read(f"{gid}/{where}/index.html")
            assert other.count(f'href="../../{gid}/computer/index.html"') >= (2 if where == "sandbox" else 1), \
                (gid, where)
        if doc.get("strength"):                  # the seat chooser leads to the table of how often each level wins
            assert f'href="../../{gid}/computer/index.html#strength"' in site.read(f"{gid}/sandbox/index.html")
            assert 'id="strength"' in html


def plain(html):
    """The words of some HTML: tags out, entities read, spaces collapsed."""
    import html as html_mod
    return " ".join(html_mod.unescape(re.sub(r"<[^>]+>", " ", str(html))).split())


def test_the_printed_solo_opponent_has_every_line_with_its_rule_and_nothing_on_strength(site):
    """The printable page beside the PDFs (issue 27.7: the lists on paper, to run a seat by hand): every decision
    a box under its title, its lines numbered in the YAML's order, each ending with its rule; the intro's words on
    reading a list and the game's own definitions (reading); nothing on the strong level or how strong each level
    is. The Print page and the computer page link it."""
    for gid in site.games:
        path = f"{gid}/print/computer.html"
        if gid not in WITH:
            assert path not in site.files and "computer.html" not in site.read(f"{gid}/print/index.html"), gid
            continue
        html = site.files[path].decode("utf-8")
        doc = content.load(games=[gid])[gid]["computer"]
        boxes = re.findall(r'<section class="aid-sec decision[^"]*" id="([^"]+)">(.*?)</section>', html, re.S)
        assert [i for i, _ in boxes] == [d["id"] for d in doc["decisions"]], gid
        for n, (dec, (_, box)) in enumerate(zip(doc["decisions"], boxes), 1):
            # its number on the computer page first (the PDF may print a short box early: it is found by that)
            head = plain(re.search(r"<h2>(.*?)</h2>", box, re.S).group(1))
            assert head.startswith(f"{n} {plain(dec['title'])}"), (dec["id"], head)
            # (data-step: the step's number, for the PDF's layout)
            lines = re.findall(r"<li(?: data-step=\"\d+\")?>(.*?)</li>", box, re.S)
            assert len(lines) == len(dec["steps"]), (gid, dec["id"])
            for step, line in zip(dec["steps"], lines):
                words = plain(render_mod.markdown(step["text"]))
                assert plain(line) == (f"{words} ({step['rule']})" if step.get("rule") else words), (gid, line)
            if dec.get("intro"):
                assert plain(render_mod.markdown(dec["intro"])) in plain(box), (gid, dec["id"])
        text = plain(html)
        assert "first line that fits" in text and "a die picks" in text, gid
        if doc.get("reading"):
            assert plain(render_mod.markdown(doc["reading"])) in text, gid
        for left_out in ("How strong", "strong level", "Random play", "sandbox"):
            assert left_out not in text, (gid, left_out)
        assert 'href="computer.html"' in site.read(f"{gid}/print/index.html"), gid
        assert 'href="../print/computer.html"' in site.read(f"{gid}/computer/index.html"), gid


def steady_rules(gid, seeds=(1, 2, 3), max_moves=4000):
    """Every rule number the steady bot's reasons name in seeded games (steady against random in the first seat,
    then every seat steady)."""
    game = engine.get_game(gid)
    counts = list(getattr(game, "player_counts", ()))
    options = {"players": 4 if 4 in counts else counts[0]} if counts else None
    found = {}
    for seed in seeds:
        for mix in (("steady", "random"), ("steady",)):
            state = engine.setup(gid, seed, options=options)
            roles = state["roles"]
            seats = {r: bots.make(gid, mix[i % len(mix)] if i else "steady") for i, r in enumerate(roles)}
            rngs = {r: prng.seed_state(seed * 100 + i) for i, r in enumerate(roles)}
            memory = {r: {} for r in roles}
            for _ in range(max_moves):
                role = bots.acting(state)
                if state["result"] is not None or role is None:
                    break
                act, reason = bots.decide(state, role, seats[role], rngs[role], memory[role], bots.Budget(rollouts=4))
                if seats[role].kind == "steady":
                    for rule in RULE.findall(reason):
                        found.setdefault(rule, reason)
                state = engine.apply(state, role, act["verb"], act["arg"])
    return found


@pytest.mark.parametrize("gid", WITH)
def test_every_rule_the_steady_reasons_name_is_on_the_page(site, gid):
    html = site.read(f"{gid}/computer/index.html")
    # Paraguay's games are long (about 10 s of CPU a seed): seed 1 alone names all 25 rules that seeds 1-3 name
    # (measured 2026-12-06); the other games' seeds 2 and 3 add rules, so they keep all three
    found = steady_rules(gid, seeds=(1,) if gid == "paraguay" else (1, 2, 3))
    assert len(found) >= 5, found
    missing = {rule: why for rule, why in found.items() if f'rules/index.html#{rule}"' not in html}
    assert not missing, f"{gid}: the page does not name these rules of the steady bot's reasons: {missing}"


@pytest.fixture
def tree(tmp_path):
    shutil.copytree(REAL, tmp_path / "content")
    return tmp_path / "content"


def test_a_computer_yaml_against_its_schema_is_refused_with_file_and_line(tree):
    path = tree / "uruguay" / "computer.yaml"
    edit(path, 'rule: "3.2.4"', 'rule: "3.2.x"')
    edit(path, "  - id: fallback\n", "  - id: fallback\n    colour: red\n")
    found = problems(tree)
    assert len(found) == 2, found
    assert found[0].startswith(f"{path}:{line_of(path, '3.2.x')}: ") and "a rule number" in found[0]
    assert found[1].startswith(f"{path}:{line_of(path, 'colour: red')}: ") and "colour" in found[1]


def test_a_computer_yaml_against_the_other_files_is_refused_with_file_and_line(tree):
    path = tree / "uruguay" / "computer.yaml"
    edit(path, 'rule: "5.3"', 'rule: "9.9.9"')                     # no such section in the reference
    edit(path, "  - id: prison\n", "  - id: event\n")              # an id used twice
    edit(path, "    roles: [government]\n", "    roles: [goverment]\n")   # not a role of the game
    found = problems(tree)
    assert len(found) == 3, found
    lines = path.read_text(encoding="utf-8").splitlines()
    second_event = [n for n, t in enumerate(lines, 1) if t == "  - id: event"][1]
    for line, word in ((line_of(path, '"9.9.9"'), "not a section"), (second_event, "twice"),
                       (line_of(path, "[goverment]"), "not a role")):
        hit = [p for p in found if word in p]
        assert hit and hit[0].startswith(f"{path}:{line}: "), (word, hit, line)


def test_a_game_without_the_file_still_loads(tree):
    (tree / "junta" / "computer.yaml").unlink()
    assert "computer" not in content.load(tree, games=["junta"])["junta"]


# ----- "How strong each level is": counts copied from docs/BENCHMARKS.md, rates worked out by the generator -----
BENCHMARKS = REAL.parent / "docs" / "BENCHMARKS.md"


def strength_rows(gid):
    return content.load(REAL, games=[gid])[gid]["computer"]["strength"]["rows"]


@pytest.mark.parametrize("gid", WITH)
def test_every_game_says_how_strong_each_level_measured_and_where(gid):
    """Each row names an entry of docs/BENCHMARKS.md; both comparisons are there; a two-seat game shows both
    seats in each, so a weak seat cannot be left out."""
    headings = [line[3:] for line in BENCHMARKS.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    rows = strength_rows(gid)
    for row in rows:
        assert any(h.startswith(row["measured"]) for h in headings), (gid, row["measured"])
    assert {(r["level"], r["against"]) for r in rows} == {("steady", "random"), ("strong", "steady")}, gid
    game = content.load(REAL, games=[gid])[gid]["game"]
    if str(game["players"]) == "2":
        roles = {r["id"] for r in game["roles"]}
        for level in ("steady", "strong"):
            assert {r.get("role") for r in rows if r["level"] == level} == roles, (gid, level)


@pytest.mark.parametrize("gid", WITH)
def test_the_page_shows_each_row_of_strength(site, gid):
    from generator import computer
    html = site.read(f"{gid}/computer/index.html")
    assert "How strong each level is" in html
    for row in computer.data(content.load(REAL, games=[gid])[gid])["strength"]["rows"]:
        assert row["won_text"] in html and row["range"] in html and row["seat"] in html, row


def test_rates_and_ranges_are_worked_out_from_the_counts():
    from generator import computer
    names = {"paraguay": "Paraguayan player"}
    row = computer._row({"role": "paraguay", "level": "strong", "against": "steady", "won": 72, "games": 110,
                         "same_seat": 54, "measured": "2026-12-03 17:52"}, names)
    # bench/strong_table.py printed the same counts' Wilson interval as 56-74 % (docs/BENCHMARKS.md); 56.2-73.7 %
    assert (row["seat"], row["won_text"], row["range"], row["other"]) == \
        ("Paraguayan player", "72 of 110 (65\u00a0%)", "56–74\u00a0%", "54 of 110 (49\u00a0%)")
    assert computer._row({"players": 4, "level": "steady", "against": "random", "won": 800, "games": 800,
                          "measured": "x"}, {})["range"] == "99–100\u00a0%"      # 99.5-100 %, never "100-100 %"
    # a range's ends round to the nearest whole percent, as the rates do (124 of 200 is 55.1-68.4 %: it read
    # 55-69 % rounded outward); 0 % and 100 % only for an end that is exactly that, and ends that would meet are
    # rounded outward instead, so a range never reads as one point
    for won, games, shown in ((124, 200, "55–68"), (72, 110, "56–74"), (0, 800, "0–1"), (1, 800, "0–1"),
                              (799, 800, "99–100"), (400, 800, "47–53")):
        assert computer._row({"players": 4, "level": "steady", "against": "random", "won": won, "games": games,
                              "measured": "x"}, {})["range"] == f"{shown}\u00a0%", (won, games)
    assert computer._row({"level": "strong", "against": "steady", "won": 211, "games": 212, "measured": "x"},
                         {})["won_text"] == "211 of 212 (99\u00a0%)"        # never 100 % short of all
    assert computer._row({"players": 6, "level": "steady", "against": "random", "won": 1171, "games": 1200,
                          "same_seat": 1000, "measured": "x"}, {})["won_text"] == "1,171 of 1,200 (98\u00a0%)"
    # the strata of strong Junta at 4 players: bench/strong_strata.py printed the estimate 0.9738
    est, low, high = computer.strata_estimate(760, 800, {"lost": 40, "won_when_lost": 38, "won": 40,
                                                          "won_when_won": 39})
    assert abs(est - 0.9738) < 1e-4 and low < est <= high
    est, low, high = computer.strata_estimate(40, 200, {"lost": 16, "won_when_lost": 3, "won": 16,
                                                         "won_when_won": 4})
    assert round(est, 4) == 0.2 and 0 < low < 0.2 < high < 0.5
    # a stratum won in every game still has a spread (before: the normal approximation gave it none, so 20 of 20
    # and 20 of 20 read 100-100 %); about as wide as the Wilson interval of the 40 games replayed (91-100 %)
    from engine.arena import wilson
    est, low, high = computer.strata_estimate(40, 200, {"lost": 20, "won_when_lost": 20, "won": 20,
                                                         "won_when_won": 20})
    assert est == high == 1.0 and abs(low - wilson(40, 40)[0]) < 0.01, (low, wilson(40, 40))
    est, low, high = computer.strata_estimate(40, 200, {"lost": 20, "won_when_lost": 0, "won": 20,
                                                         "won_when_won": 20})
    assert est == 0.2 and low < 0.2 - 0.05 and high > 0.2 + 0.05, (low, high)
    row = computer._row({"seat": 1, "players": 5, "level": "strong", "against": "steady", "games": 200,
                         "same_seat": 40, "strata": {"lost": 16, "won_when_lost": 3, "won": 16, "won_when_won": 4},
                         "measured": "x"}, {})
    # Before: "about 20 %: 3 of 16 games the steady seat lost, 4 of 16 it won" left a reader to guess who won what:
    # the words now say that the games were replayed with the level, and what became of each kind
    assert row["seat"] == "5 players, seat 1" and row["won_text"] == (
        "about 20\u00a0%: replayed with the strong level in this seat, 3 of 16 games that steady play lost became "
        "wins, and 4 of the 16 that steady play won stayed won"), row


def test_a_strength_row_that_does_not_add_up_is_refused_with_file_and_line(tree):
    path = tree / "uruguay" / "computer.yaml"
    text = path.read_text(encoding="utf-8")
    rows = text.index("\n  rows:\n")          # the counts change with each measure: edit the rows by their shape
    first_won = re.search(r"\n      won: \d+\n", text[rows:]).group()
    edit(path, first_won, "\n      won: 99999\n")                          # more than its games
    last_won = re.findall(r"\n      won: \d+\n", text[rows:])[-1]
    text = path.read_text(encoding="utf-8")
    at = text.rindex(last_won)
    path.write_text(text[:at] + last_won + "      strata: {lost: 9, won_when_lost: 9, won: 9, won_when_won: 9}\n"
                    + text[at + len(last_won):], encoding="utf-8")      # won and strata both
    edit(path, "  rows:\n    - role: government\n", "  rows:\n    - role: goverment\n")   # not a role
    found = problems(tree)
    assert len(found) == 3, found
    strata = line_of(path, "strata: {lost: 9")
    for line, word in ((line_of(path, "won: 99999"), "more than games"), (strata - 4, "either won"),
                       (line_of(path, "role: goverment"), "not a role")):
        hit = [p for p in found if word in p]
        assert hit and hit[0].startswith(f"{path}:{line}: "), (word, line, found)


# "How strong each level is" answers "how strong is it now?" first: the newest row of each kind (its comparison,
# table size and seat) in the table, in a fixed order; every older row under "Earlier measurements", with its date.
COMPARISON_ORDER = [("steady", "random"), ("steady", "steady"), ("strong", "random"), ("strong", "steady")]


def _kind(row):
    return row["level"], row["against"], row.get("players"), row.get("role"), row.get("seat")


def _strength_tables(html):
    """The strength section's rows as HTML, (those of the table, those under "Earlier measurements")."""
    section = html[html.index('id="strength"'):]
    section = section[:section.index("</section>")]
    table, _, earlier = section.partition("<details")
    rows = re.compile(r"<tr><th scope=\"row\">.*?</tr>", re.S)
    return rows.findall(table), rows.findall(earlier)


def _shown(row, tr):
    """Whether the table row ``tr`` (HTML) shows the data row ``row`` (computer.data's): its seat, its figures, its
    date."""
    return all(part in tr for part in (f'<th scope="row">{row["seat"]}</th>', row["won_text"], row["range"],
                                       row["other"], row["when"]))


@pytest.mark.parametrize("gid", WITH)
def test_the_strength_table_shows_the_newest_of_each_kind_first_and_every_row_once(site, gid):
    from generator import computer
    files = content.load(REAL, games=[gid])[gid]
    rows = computer.data(files)["strength"]["rows"]
    roles = [r["id"] for r in files["game"]["roles"]]
    current, earlier = _strength_tables(site.read(f"{gid}/computer/index.html"))
    assert len(current) + len(earlier) == len(rows), (gid, len(current), len(earlier), len(rows))
    for row in rows:                    # every row measured is on the page exactly once, in the table or below it
        hits = [tr for tr in current + earlier if _shown(row, tr)]
        assert len(hits) == 1, (gid, row["measured"], row["seat"], len(hits))
        newest = max(r["measured"][:16] for r in rows if _kind(r) == _kind(row))
        # in the table exactly when no row of its kind is newer, and then said so with its date
        assert (hits[0] in current) == (row["measured"][:16] == newest), (gid, row["measured"], row["seat"])
    # the table in a fixed order: steady against random before strong against steady, then table size, then seat
    shown = [next(r for r in rows if _shown(r, tr)) for tr in current]
    order = [(COMPARISON_ORDER.index((r["level"], r["against"])), r.get("players") or 0,
              roles.index(r["role"]) if r.get("role") else -1, r.get("seat") or 0) for r in shown]
    assert order == sorted(order), (gid, order)
    assert len({_kind(r) for r in shown}) == len({_kind(r) for r in rows})       # each kind has its newest there
    # below it, each kind's older rows newest first
    older = [next(r for r in rows if _shown(r, tr)) for tr in earlier]
    for a, b in zip(older, older[1:]):
        if _kind(a) == _kind(b):
            assert a["measured"][:16] >= b["measured"][:16], (gid, a["measured"], b["measured"])


def _strength_data(rows, roles=("government", "tupamaros")):
    from generator import computer
    files = {"game": {"roles": [{"id": r, "name": r.title()} for r in roles]},
             "computer": {"title": "T", "intro": "I", "decisions": [{"id": "d", "title": "D", "steps": [{"text": "x"}]}],
                          "strength": {"rows": rows}}}
    return computer.data(files)


def _row(role, level, against, measured, won=30, **more):
    return {"role": role, "level": level, "against": against, "won": won, "games": 40, "same_seat": 20,
            "measured": measured, **more}


def test_the_newest_of_each_kind_is_current_and_the_older_ones_earlier():
    rows = [_row("tupamaros", "strong", "steady", "2026-12-06 16:32", 31),
            _row("government", "strong", "steady", "2026-12-04 20:09", 32),
            _row("government", "strong", "steady", "2026-12-06 22:18", 33),
            _row("tupamaros", "steady", "random", "2026-12-06 16:32", 34),
            _row("government", "strong", "steady", "2026-12-06 06:18", 35),
            _row("tupamaros", "strong", "steady", "2026-12-07 01:26", 36),
            _row("government", "steady", "random", "2026-12-03 21:17–22:58", 37),
            _row("tupamaros", "strong", "steady", "2026-12-07 01:26", 38)]    # two runs reported at one moment
    st = _strength_data(rows)["strength"]
    assert [r["won"] for r in st["current"]] == [37, 34, 33, 36, 38]
    assert [r["won"] for r in st["earlier"]] == [35, 32, 31]
    assert [r["won"] for r in st["rows"]] == [r["won"] for r in rows]          # the file's rows, as it gives them
    assert st["current"][0]["when"] == "3\u00a0Dec\u00a02026, 21:17–22:58"
    assert st["earlier"][0]["when"] == "6\u00a0Dec\u00a02026, 06:18"
    # by player count, then seat: any seat before seat 1
    rows = [{"players": 4, "level": "strong", "against": "steady", "won": 1, "games": 8, "measured": "2026-12-05 04:49"},
            {"players": 2, "seat": 1, "level": "steady", "against": "random", "won": 2, "games": 8,
             "measured": "2026-12-05 04:49"},
            {"players": 3, "level": "strong", "against": "steady", "won": 3, "games": 8, "measured": "2026-12-05 04:49"},
            {"players": 2, "level": "steady", "against": "random", "won": 4, "games": 8, "measured": "2026-12-01 00:00"}]
    st = _strength_data(rows, roles=())["strength"]
    assert [r["won"] for r in st["current"]] == [4, 2, 3, 1] and st["earlier"] == []


def _render_strength(doc):
    env = render_mod.environment()
    return env.get_template("learn/_strength.html").render(
        computer=doc, root="../../", linker=lambda html, root, terms=True, self_rule=None: html)


def test_earlier_measurements_are_a_closed_disclosure_only_when_there_are_some():
    one_each = [_row("government", "steady", "random", "2026-12-06 16:32", 11),
                _row("tupamaros", "steady", "random", "2026-12-06 16:32", 12)]
    html = _render_strength(_strength_data(one_each))
    assert "<details" not in html and "Earlier measurements" not in html and "older ones" not in html
    assert len(_strength_tables(html)[0]) == 2
    html = _render_strength(_strength_data(one_each + [_row("government", "steady", "random", "2026-12-04 20:09", 13)]))
    assert re.search(r"<details class=\"strength-earlier\" id=\"strength-earlier\">\s*<summary>Earlier measurements "
                     r"\(1\)</summary>", html)              # closed: no "open"
    current, earlier = _strength_tables(html)
    assert len(current) == 2 and len(earlier) == 1 and "13 of 40" in earlier[0] and "4\u00a0Dec\u00a02026, 20:09" in \
        earlier[0] and not any("13 of 40" in tr for tr in current)


def test_the_measured_times_say_they_are_utc_once_in_each_layout():
    """Before: "Measured 6 Dec 2026, 16:32" did not say in which time zone (docs/BENCHMARKS.md's headings are
    UTC). The column's heading says so on a wide screen, and each row's label on a phone (where the heading is not
    shown and each row is a card of its own); the times themselves stay short."""
    rows = [_row("government", "steady", "random", "2026-12-06 16:32", 11),
            _row("tupamaros", "steady", "random", "2026-12-06 16:32", 12),
            _row("government", "steady", "random", "2026-12-04 20:09", 13)]
    html = _render_strength(_strength_data(rows))
    assert html.count('<th scope="col">Measured (UTC)</th>') == 2          # the table and "Earlier measurements"
    cells = re.findall(r'<td data-label="([^"]*)" class="when">([^<]*)</td>', html)
    assert len(cells) == 3 and all(label == "Measured (UTC)" and "UTC" not in when for label, when in cells), cells


def test_guerillas_summary_says_which_runs_its_rates_pool_as_the_table_shows_them():
    """Before: the summary said "over four runs after the audit" at three players while the table showed two of
    them and listed the other two under "Earlier measurements". Its rates are the mean of the strong level's runs
    since the rules audit of 6 December (each note says "after"), and it says where each of those runs is shown."""
    from generator import computer
    doc = computer.data(content.load(REAL, games=["guerilla"])["guerilla"])
    st, words = doc["strength"], " ".join(doc["strength"]["intro"].split())
    number = {1: "one", 2: "two", 3: "three", 4: "four"}
    for players, said in ((3, "at three players"), (4, "at four")):
        def after(rows):
            return [r for r in rows if r["level"] == "strong" and r.get("players") == players
                    and "after the rules audit" in r["note"]]
        now, before = after(st["current"]), after(st["earlier"])
        runs = now + before
        strong = sum(computer.strata_estimate(r["same_seat"], r["games"], r["strata"])[0] for r in runs) / len(runs)
        steady = sum(r["same_seat"] / r["games"] for r in runs) / len(runs)
        where = ("both" if len(now) == 2 else f"all {number[len(now)]}") + " in the table" if not before else (
            f"the {number[len(now)]} in the table and the {number[len(before)]} older ones under \"Earlier "
            f"measurements\"")
        sentence = next((s for s in words.split(". ") if said in s.lower()), "")
        assert f"about {round(100 * strong)} % " in sentence and f"against {round(100 * steady)} %" in sentence, (
            players, sentence)
        assert f"mean of {number[len(runs)]} runs" in sentence and where in sentence, (players, where, sentence)
