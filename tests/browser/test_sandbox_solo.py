"""One person alone against the computers (issue 27), in a real browser: a computer seat's own view is never offered
nor sent to the page (the "View as" menu, ?view=, a seat turned into a computer while viewed, a reload); Undo is
off while the person has nothing of their own to take back; the log keeps every line since the person's last move,
and earlier ones on demand."""

import pytest
from test_sandbox_bots import T, link, open_game, secrets_of_others
from worker_messages import received

pytestmark = pytest.mark.browser

PERSONS_TURN = ("() => { const r = document.querySelector('#sandbox');"
                " return Number(r.dataset.moves) >= {n} && r.dataset.thinking === ''"
                " && document.querySelectorAll('#actions li button').length > 0; }")


def persons_turn(page, moves):
    page.wait_for_function(PERSONS_TURN.replace("{n}", str(moves)), timeout=T)


def rush(page):
    """The computers play on without a pause ("Play until it is my turn")."""
    page.wait_for_function("() => !document.getElementById('bot-until').disabled", timeout=T)
    page.click("#bot-until")


def options(page):
    return page.eval_on_selector_all("#view-as option", "os => os.map(o => [o.value, o.disabled, o.textContent])")


def views_sent(page, start=0):
    """Every view the worker sent the page from ``start``: (role it shows, the view)."""
    return [(m["role"], m) for m in received(page, start) if "view" in m and "role" in m]


JUNTA = {"game": "junta", "kind": "game", "seed": 8585, "options": {"players": 4}, "moves": [],
         "seats": {"p2": "steady", "p3": "steady", "p4": "steady"}}


def test_a_computer_seats_own_view_is_never_offered_nor_sent(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    from test_sandbox_bots import HOOK
    page.add_init_script(HOOK)
    # asked for in the address: refused with a message, the default view instead
    page.goto(f"{site_url}junta/sandbox/index.html?view=p2#game={link(JUNTA)}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.moves !== undefined", timeout=T)
    assert page.input_value("#view-as") == "acting"
    said = page.text_content("#error")
    assert '"p2"' in said and "computer" in said and "Whoever decides" in said, said
    rush(page)
    persons_turn(page, 1)
    offered = {v: disabled for v, disabled, _ in options(page)}
    assert offered == {"acting": False, "p1": False, "p2": True, "p3": True, "p4": True, "": False}, offered
    label = next(t for v, _, t in options(page) if v == "p3")
    assert "computer" in label, label
    # a seat made a person, viewed, then made a computer again: the page goes back to the default view
    page.select_option("#seat-p2", "person")
    page.wait_for_function("() => !document.querySelector('#view-as option[value=p2]').disabled", timeout=T)
    assert page.text_content("#hand-head") == "Your Politics cards"
    # two people now sit at this table: Player 2's own view opens only once asked again (issue 27's third walk)
    before = page.get_attribute("#sandbox", "data-view")
    sent = len(views_sent(page))
    page.select_option("#view-as", "p2")
    page.wait_for_selector("#view-confirm:not([hidden])", timeout=T)
    said = page.text_content("#view-confirm-text")
    assert "Player 2 is another person at this table" in said and "their cards and sealed choices" in said, said
    assert page.input_value("#view-as") == "acting" and page.get_attribute("#sandbox", "data-view") == before
    page.click("#view-confirm-no")                 # kept: nothing asked of the engine, nothing shown
    assert page.locator("#view-confirm").is_hidden() and page.input_value("#view-as") == "acting"
    assert len(views_sent(page)) == sent
    page.select_option("#view-as", "p2")
    page.click("#view-confirm-yes")
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.view === 'p2'", timeout=T)
    assert page.locator("#view-confirm").is_hidden()
    assert page.text_content("#hand-head") == "Player 2's Politics cards"       # not "Your": another's (third walk)
    start = len(received(page))
    page.select_option("#seat-p2", "steady")
    page.wait_for_function("() => document.querySelector('#view-as').value === 'acting'"
                           " && document.querySelector('#sandbox').dataset.view === 'acting'", timeout=T)
    assert page.is_disabled("#view-as option[value=p2]")
    sent = views_sent(page, start)
    assert sent and all(role != "p2" for role, _ in sent), [r for r, _ in sent]
    # every view the page ever got at this table (while p2 was a person, p2's own view was a fair choice)
    for role, m in views_sent(page):
        assert role in ("p1", "p2", None), role
    for role, m in views_sent(page, start):
        assert secrets_of_others(m, "p1") is None
    # kept in the browser: a reload still offers no computer's seat
    page.wait_for_function("() => location.hash.startsWith('#saved=')", timeout=T)
    page.reload()
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.saved", timeout=T)
    offered = {v: disabled for v, disabled, _ in options(page)}
    assert offered["p2"] and offered["p3"] and offered["p4"] and not offered["p1"], offered
    assert watched.errors == []


def test_uruguay_hot_seat_still_offers_both_sides(watched, site_url):
    """Every seat a person: nothing changes, each side's own view is there to choose."""
    page = watched.page
    open_game(page, site_url, "uruguay", {"game": "uruguay", "kind": "game", "seed": 8585, "moves": []})
    offered = {v: disabled for v, disabled, _ in options(page)}
    assert offered == {"acting": False, "": False, "tupamaros": False, "government": False}, offered
    page.select_option("#seat-tupamaros", "steady")
    page.wait_for_function("() => document.querySelector('#view-as option[value=tupamaros]').disabled", timeout=T)
    assert not page.is_disabled("#view-as option[value=government]")
    assert watched.errors == []


def test_undo_is_off_until_the_person_has_decided(watched, site_url):
    """The Tupamaros computer moves first (8 moves): at the Government's first decision there is nothing of theirs
    to take back, so Undo is off and says why (it would rewind to move 0 and the computer replay the same moves)."""
    page = watched.page
    rec = {"game": "uruguay", "kind": "game", "seed": 8585, "moves": [], "seats": {"tupamaros": "steady"}}
    open_game(page, site_url, "uruguay", rec)
    rush(page)
    persons_turn(page, 1)
    assert page.is_disabled("#undo")
    why = page.get_attribute("#undo", "title") or ""
    assert "nothing of yours to take back yet" in why.lower(), why
    assert page.is_visible("#undo-why") and "take back" in page.text_content("#undo-why")
    assert watched.errors == []


def test_the_log_keeps_every_line_of_a_long_computer_turn(watched, site_url):
    """Paraguay, seed 7: the Allied computer's long opening run (moves 2-132) after the person's (Paraguayan) first
    decision; the game is opened from a file saved at move 65, in the middle of that run. Every line since the
    person's decision is in the log, those written before the file was saved too (the engine keeps where the run
    began, seats.since_line; before, the page counted only from the opening), the first marked; "Show earlier
    lines" brings back the ones before. The computer's reasons stay beside the early lines of the run too."""
    from engine import get_game, setup
    from test_sandbox_bots import steady_game
    _, moves = steady_game("paraguay", 7, None)
    start = 65
    assert [m["role"] for m in moves[:start + 67]].count("paraguayan") == 1      # only the first decision is theirs
    game = get_game("paraguay")
    decided = game.apply(setup("paraguay", 7), moves[0]["role"], moves[0]["verb"], moves[0].get("arg"))
    run_from = len(game.view(decided, "paraguayan")["log"])     # the person's log when the computer's run began
    kept = [dict(m, bot="steady", why=f"A kept reason of move {i}.", open=True) if m["role"] == "allied" else m
            for i, m in enumerate(moves[:start], 1)]          # as the sandbox keeps a computer's move
    rec = {"game": "paraguay", "kind": "game", "seed": 7, "moves": kept, "seats": {"allied": "steady"}}
    page = watched.page
    open_game(page, site_url, "paraguay", rec)
    before = page.evaluate("() => document.querySelectorAll('#log > li').length")
    total_before = page.evaluate("() => Number(document.getElementById('log').start) - 1") + before
    rush(page)
    persons_turn(page, start + 1)
    lines = page.evaluate("() => { const log = document.getElementById('log');"
                          " return { first: Number(log.start), count: log.children.length,"
                          " mark: [...log.children].findIndex(li => li.classList.contains('is-since')) }; }")
    total = lines["first"] - 1 + lines["count"]
    written = total - run_from
    assert total - total_before > 60 and written > total - total_before + 40, (written, total, total_before)
    assert lines["count"] >= written, lines        # every line since the person's last move is on the page
    assert lines["mark"] == lines["count"] - written, lines       # the first of them marked
    # the computer's reasons beside its lines, the early ones of the run too (the engine sends the last 60 lines')
    early = page.evaluate("() => [...document.getElementById('log').children].slice(0, -60)"
                          ".filter(li => li.querySelector('.bot-reason')).length")
    assert early > 0, early
    head = page.text_content("#bot-since-head")
    assert f"{written} lines" in head, head
    # earlier lines on demand
    more = page.locator("#log-earlier")
    assert more.is_visible()
    more.click()
    page.wait_for_function(f"() => Number(document.getElementById('log').start) < {lines['first']}", timeout=T)
    assert page.evaluate("() => document.querySelectorAll('#log > li.is-since').length") == 1
    assert watched.errors == []


def test_earlier_lines_come_with_the_computers_reasons(watched, site_url):
    """Junta (4 players, the steady game of seed 7), opened late in the game with the person (Player 1) to decide:
    "Show earlier lines" brings the lines above the log's last 60, and with them the computers' reasons for the
    moves those lines tell (kept with each move in the record; before, the engine sent reasons for the last 60
    lines and the run since the person's last move only)."""
    from test_sandbox_bots import steady_game
    roles, moves = steady_game("junta", 7, 4)
    kept = [dict(m, bot="steady", why=f"A kept reason of move {i}.", open=True) if m["role"] != "p1" else m
            for i, m in enumerate(moves, 1)]           # as the sandbox keeps a computer's move
    cut = max(i for i, m in enumerate(moves) if m["role"] == "p1" and i < len(moves) * 3 // 4)
    rec = {"game": "junta", "kind": "game", "seed": 7, "options": {"players": 4}, "moves": kept[:cut],
           "seats": {r: "steady" for r in roles if r != "p1"}}
    page = watched.page
    open_game(page, site_url, "junta", rec)
    persons_turn(page, cut)
    told = ("() => [...document.querySelectorAll('#log .bot-reason')].map(p => p.textContent)"
            ".filter(t => t.includes('A kept reason of move'))")
    first = page.evaluate("() => Number(document.getElementById('log').start)")
    assert first > 1
    before = page.evaluate(told)
    # the button says how many lines it brings, once (before: "Show 5 earlier lines (5 before these)")
    words = page.inner_text("#log-earlier")
    assert words == (f"Show the {first - 1} earlier lines" if 1 < first - 1 <= 200 else "Show the earlier line"
                     if first == 2 else f"Show 200 earlier lines ({first - 1} before these)"), (words, first)
    page.click("#log-earlier")
    page.wait_for_function(f"() => Number(document.getElementById('log').start) < {first}", timeout=T)
    page.wait_for_function(f"() => ({told})().length > {len(before)}", timeout=T)
    added = page.evaluate(f"() => [...document.getElementById('log').children]"
                          f".slice(0, {first} - Number(document.getElementById('log').start))"
                          ".filter(li => li.querySelector('.bot-reason')).length")
    assert added > 0, added
    assert watched.errors == []


def test_the_pace_chosen_is_kept_and_undo_brings_its_question_into_view(watched, site_url):
    """Issue 27's third walk: a reload went back from Slow to Readable; on a phone, after Undo the page stayed where
    it was scrolled and the question that came back sat under the held board. The pace is kept in this browser;
    Undo brings the table back into sight, the question readable."""
    page = watched.page
    open_game(page, site_url, "junta", JUNTA, width=390)
    page.select_option("#bot-pace", "1500")
    page.reload()
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    assert page.input_value("#bot-pace") == "1500"
    page.select_option("#bot-pace", "150")
    rush(page)
    persons_turn(page, 1)
    for _ in range(20):                 # the person's decisions, until the computers have moved after one
        start = int(page.get_attribute("#sandbox", "data-moves"))
        page.locator("#actions li button").first.click()
        persons_turn(page, start + 1)
        if int(page.get_attribute("#sandbox", "data-moves")) > start + 1 and not page.is_disabled("#undo"):
            break
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")        # reading the log, far below
    page.click("#undo")
    page.wait_for_function(f"() => Number(document.querySelector('#sandbox').dataset.moves) <= {start}", timeout=T)
    page.wait_for_timeout(300)
    seen = page.evaluate("""() => { const p = document.getElementById('prompt').getBoundingClientRect();
        const x = p.left + Math.min(20, p.width / 2), y = p.top + p.height / 2;
        const at = document.elementFromPoint(x, y);
        return [p.top, p.bottom, window.innerHeight, Boolean(at && at.closest('#prompt'))]; }""")
    assert 0 <= seen[0] and seen[1] <= seen[2] and seen[3], seen
    assert watched.errors == []


def show_every_line(page):
    """Press "Show earlier lines" until the whole log is on the page."""
    while page.is_visible("#log-earlier"):
        first = page.evaluate("() => Number(document.getElementById('log').start)")
        page.click("#log-earlier")
        page.wait_for_function(f"() => Number(document.getElementById('log').start) < {first}", timeout=T)


LINES = "() => [...document.getElementById('log').children].map(li => li.outerHTML)"


def test_a_computers_run_adds_its_lines_to_a_whole_log_without_building_it_again(watched, site_url):
    """Paraguay, seed 7, opened paused in the middle of the Allied computer's long opening run, every line shown: the
    rest of the run adds its lines alone, the lines already on the page stay the very same elements (before: the
    whole log was built again at every move, some 150 ms an answer with 1,800 lines), and the log reads, reasons and
    the mark of the first line since the person's move included, as when it is built whole after the run."""
    from test_sandbox_bots import steady_game
    _, moves = steady_game("paraguay", 7, None)
    # opened where the Paraguayan's log is longer than the window's 60 lines, so that "Show earlier lines" is there
    # to press (every line shown: the window then stays at the first line after the run)
    start = 75
    kept = [dict(m, bot="steady", why=f"A kept reason of move {i}.", open=True) if m["role"] == "allied" else m
            for i, m in enumerate(moves[:start], 1)]
    rec = {"game": "paraguay", "kind": "game", "seed": 7, "moves": kept, "seats": {"allied": "steady"},
           "paused": True}
    page = watched.page
    open_game(page, site_url, "paraguay", rec)
    show_every_line(page)
    marked = page.evaluate("() => { const lis = [...document.getElementById('log').children];"
                           " for (const li of lis) li.kept = true; return lis.length; }")
    rush(page)
    persons_turn(page, start + 1)
    now = page.evaluate("() => { const lis = [...document.getElementById('log').children];"
                        " return { lines: lis.length, kept: lis.filter((li) => li.kept).length,"
                        " first: Number(document.getElementById('log').start) }; }")
    assert now["first"] == 1 and now["lines"] > marked + 40, (now, marked)
    assert now["kept"] == marked, (now, marked)          # the run built only its own lines
    grown = page.evaluate(LINES)
    assert any('class="bot-reason"' in li for li in grown) and sum("is-since" in li for li in grown) == 1
    # the 16 reinforcements the Allied computer placed without a line are one line of their own; its moves that
    # wrote lines are not folded into it (before: all 131 private choices were that one "own" line)
    own = [li for li in grown if "bot-own" in li]
    assert len(own) == 1 and own[0].count("bot-own") == 1 and "(16 times)" in own[0], own
    open_game(page, site_url, "paraguay", rec)            # the same run, its lines shown only after it: built whole
    rush(page)
    persons_turn(page, start + 1)
    show_every_line(page)
    assert page.evaluate(LINES) == grown
    assert watched.errors == []
