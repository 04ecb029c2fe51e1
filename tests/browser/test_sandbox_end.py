"""The end of a sandbox game (issue 25.8): each game is opened one move before its end (a record the test makes
by playing the engine with a fixed seed in Python), the summary is absent until the last move is made, then it
names the winner with the score by source and the secrets, and the replay scrubs to move 1 and back. Screenshots
go to tests/artifacts/end/."""

import base64
import json

import pytest

from engine import bridge, get_game
from generator import build as b

pytestmark = pytest.mark.browser
T = 180_000
ART = b.ROOT / "tests" / "artifacts" / "end"


def ask(**req):
    return json.loads(bridge.handle(json.dumps(req)))


def near_the_end(game, seed, options):
    """A whole game played by the engine's own random moves from a fixed seed: its record without the last move,
    that move's role and label, and the end's summary (from the engine in Python)."""
    a = ask(op="sandbox_new", game=game, seed=seed, **({"options": options} if options else {}))
    for _ in range(400):
        if a["view"]["result"]:
            break
        a = ask(op="sandbox_next_card")
    assert a["view"]["result"], f"{game} did not end"
    summary = ask(op="sandbox_summary")["summary"]
    rec = ask(op="sandbox_export")["record"]
    last = rec["moves"].pop()
    g = get_game(game)
    state = g.setup(rec["seed"], None, rec.get("options"))
    for m in rec["moves"]:
        state = g.apply(state, m["role"], m["verb"], m.get("arg"))
    assert state["result"] is None
    label = next(x["label"] for x in g.actions(state, last["role"])
                 if x["verb"] == last["verb"] and x["arg"] == last.get("arg"))
    return rec, last["role"], label, summary


def capitulation(seed):
    """Paraguay a few random moves in, for a capitulation (5.4): the quickest real end of a game."""
    ask(op="sandbox_new", game="paraguay", seed=seed)
    for _ in range(3):
        a = ask(op="sandbox_random")
    rec = ask(op="sandbox_export")["record"]
    role = a["acting"]
    ask(op="sandbox_act", role=role, verb="capitulate")
    return rec, role, ask(op="sandbox_summary")["summary"]


def open_at(page, site_url, game, role, rec):
    link = base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")
    page.goto(f"{site_url}{game}/sandbox/index.html?view={role}#game={link}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{len(rec['moves'])}'",
                           timeout=T)


def check_end_and_replay(page, summary, total, shot):
    page.wait_for_selector("#game-end", timeout=T)
    text = page.inner_text("#game-end")
    # the result said once: the victory box above names who won, why (its rule) and after how many moves; the
    # summary under it does not say it again (before: "The end: ..." and the same reason, the first screen of a
    # phone filled with the one sentence twice)
    victory = page.inner_text("#victory").split("\n")[0]
    assert summary["reason"] in victory and f"(rule {summary['rule']}), after {total} moves." in victory, victory
    told = page.eval_on_selector("#game-end", "(box) => [...box.children].filter((c) => !c.matches("
                                 "'.game-end-replay')).map((c) => c.textContent).join(' ')")    # (the replay's log
    assert summary["reason"] not in told and summary["title"] not in told, told[:300]              # has the line)
    assert page.locator("#game-end table.game-end-score").count() == len(summary["scores"])
    for sec in summary["secrets"]:
        assert sec["items"][0] in text
    page.wait_for_selector(f".game-end-replay[data-move='{total}']", timeout=T)
    page.click("#replay-first")
    page.wait_for_selector(".game-end-replay[data-move='0']", timeout=T)
    assert page.is_disabled("#replay-prev") and "start of the game" in page.inner_text("#replay-said")
    page.click("#replay-next")
    page.wait_for_selector(".game-end-replay[data-move='1']", timeout=T)
    said = page.inner_text("#replay-said")          # the question the move answered, then the choice
    assert said.startswith(f"Move 1 of {total}. ") and ", asked “" in said and "”, chose " in said, said
    assert page.locator("#replay-board svg").count() == 1
    page.evaluate("""(n) => { const s = document.querySelector('#replay-move'); s.value = String(n);
                             s.dispatchEvent(new Event('input')); }""", total // 2)
    page.wait_for_selector(f".game-end-replay[data-move='{total // 2}']", timeout=T)
    page.click("#replay-last")
    page.wait_for_selector(f".game-end-replay[data-move='{total}']", timeout=T)
    assert page.is_disabled("#replay-next")
    ART.mkdir(parents=True, exist_ok=True)
    page.locator("#game-end").screenshot(path=str(ART / f"{shot}.png"))


GAMES = [("uruguay", 7, None), ("junta", 7, {"players": 4}), ("guerilla", 7, {"players": 3})]


@pytest.mark.parametrize("game,seed,options", GAMES)
def test_the_last_move_brings_the_summary_and_the_replay(watched, site_url, game, seed, options):
    rec, role, label, summary = near_the_end(game, seed, options)
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    open_at(page, site_url, game, role, rec)
    assert page.locator("#game-end").count() == 0 and page.is_hidden("#victory")
    page.locator("#actions button", has_text=label).first.click()
    total = len(rec["moves"]) + 1
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{total}'", timeout=T)
    check_end_and_replay(page, summary, total, f"end-{game}-1280")
    assert watched.errors == [] and watched.offsite() == []


@pytest.mark.parametrize("width", [1280, 390])
def test_paraguay_capitulation_brings_the_summary_and_the_replay(watched, site_url, width):
    rec, role, summary = capitulation(3)
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
    open_at(page, site_url, "paraguay", role, rec)
    assert page.locator("#game-end").count() == 0
    button = page.locator("#actions button[data-verb='capitulate']")
    button.click()
    assert page.locator("#game-end").count() == 0           # the first press only asks to confirm
    button.click()
    total = len(rec["moves"]) + 1
    check_end_and_replay(page, summary, total, f"end-paraguay-{width}")
    if width == 390:
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert watched.errors == [] and watched.offsite() == []


@pytest.mark.parametrize("width", [1280, 390])
def test_a_junta_coup_with_computers_ends_with_each_players_fate_and_yours_marked(watched, site_url, width):
    """Issue 27: one person (Player 2) and three computers to the end of a coup. The victory box lists every seat's
    offices, side and result, the person's row marked "(you)" (on a phone, one short block per seat); the summary
    has a block per seat, the person's headed "Player 2 (you): ..." and outlined, and the secrets mark theirs too
    (before: only who held the capital)."""
    ask(op="sandbox_new", game="junta", seed=7, role="acting", options={"players": 4},
        seats={"p1": "steady", "p3": "steady", "p4": "steady"})
    a = ask(op="sandbox_view", role="acting")
    for _ in range(2000):
        if a["view"]["result"]:
            break
        a = ask(op="sandbox_bot", role="computer") if a["computer"] else ask(op="sandbox_random")
    assert a["view"]["result"]
    summary = ask(op="sandbox_summary")["summary"]
    rec = ask(op="sandbox_export")["record"]
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
    open_at(page, site_url, "junta", "acting", rec)
    page.wait_for_selector("#game-end .game-end-replay[data-move]", timeout=T)
    mine = next(x for x in summary["scores"] if x.get("role") == "p2")
    rows = page.locator("#victory table tbody tr")
    assert rows.count() == 4
    assert [rows.nth(i).locator("th").inner_text() for i in range(4)] == ["Player 1", "Player 2 (you)", "Player 3",
                                                                          "Player 4"]
    yours = page.locator("#game-end table.game-end-yours")
    assert yours.count() == 1
    assert yours.locator("caption").inner_text() == f"Player 2 (you): {mine['total']}"
    heads = yours.locator("thead tr > *")                   # the block's own headers, a blank one a plain cell
    assert [heads.nth(i).inner_text() for i in range(3)] == ["At the end", "", "Rule"]
    assert yours.locator("thead th").count() == 2
    assert page.locator("#game-end table.game-end-score").count() == len(summary["scores"]) == 6
    assert "Player 2 (you), Politics cards" in page.inner_text(".game-end-secrets")
    assert "political game" in page.inner_text("#game-end .game-end-note")
    # the replay's move list: a computer's move says why it was made, with its rule, as the log said it beside the
    # move (before: only who made it, the question and the choice)
    n, bot = max((i, m) for i, m in enumerate(rec["moves"], 1) if m.get("bot"))
    page.evaluate("""(n) => { const s = document.querySelector('#replay-move'); s.value = String(n);
                             s.dispatchEvent(new Event('input')); }""", n)
    page.wait_for_selector(f".game-end-replay[data-move='{n}']", timeout=T)
    why = page.locator("#replay-said .replay-why")
    who = f"Player {bot['role'][1:]}"
    text = bot["why"][len(who) + 1:] if bot["why"].startswith(f"{who} ") else bot["why"]
    assert why.count() == 1 and why.inner_text().startswith(f"{who} (computer, steady): "), why.all_inner_texts()
    assert text in why.inner_text(), (text, why.inner_text())
    page.click("#replay-first")                     # no computer made move 0: no reason
    page.wait_for_selector(".game-end-replay[data-move='0']", timeout=T)
    assert page.locator("#replay-said .replay-why").count() == 0
    if width == 390:
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # on a phone each seat is a short block, its offices a line across the whole box with their name before them
    # (before: four narrow columns, an office name wrapped word by word); at 1280 px the table keeps its columns
    offices = rows.nth(1).locator("td").first
    share = offices.bounding_box()["width"] / rows.nth(1).bounding_box()["width"]
    label = offices.evaluate("(td) => getComputedStyle(td, '::before').content")
    head = page.locator("#victory table thead").bounding_box()
    if width == 390:
        assert share > 0.9 and label == '"Offices: "' and head["height"] <= 1
    else:
        assert share < 0.6 and label == "none" and head["height"] > 10
    # the summary's blocks of facts (each side, each seat): on a phone each row reads as a line of text, "Offices:
    # General, Second Army Brigade; Air Force Commander (1.1)", the label before the value, wrapping across the
    # block (before: three narrow columns, a seat's offices four lines and its Power Centers' label five, a seat's block
    # 650 px tall); at 1280 px the columns stay. Nothing cut, no text under 12 px.
    rows = page.evaluate("""() => [...document.querySelectorAll('#game-end table.game-end-score')].flatMap((t) =>
        [...t.querySelectorAll('tbody tr')].map((tr) => {
            const th = tr.querySelector('th'), td = tr.querySelector('td');
            const a = th.getBoundingClientRect(), b = td.getBoundingClientRect();
            const line = parseFloat(getComputedStyle(td).lineHeight);
            const sizes = [t.querySelector('caption'), th, ...tr.querySelectorAll('td')].map(
                (e) => parseFloat(getComputedStyle(e).fontSize));
            return {text: tr.textContent, lines: (tr.getBoundingClientRect().height - 12) / line,
                    px: Math.min(...sizes), beside: b.left >= a.right - 1 && Math.abs(b.top - a.top) < 2,
                    cut: t.scrollWidth > t.clientWidth + 1};
        }))""")
    assert len(rows) >= 4 * 7 + 2 and all(r["px"] >= 12 and not r["cut"] for r in rows), rows
    if width == 390:
        # (four lines: the longest fact, a seat's units on the map by kind, wraps to four at 16 px)
        assert max(r["lines"] for r in rows) <= 4, [(r["lines"], r["text"]) for r in rows if r["lines"] > 4]
    else:
        assert all(r["beside"] for r in rows), [r for r in rows if not r["beside"]]
    assert watched.errors == [] and watched.offsite() == []


def test_two_people_with_computers_see_no_row_marked_yours(watched, site_url):
    """Issue 27's third walk: two people (Players 1 and 2) and two computers; the end marked "Player 1 (you)", the
    one who made the last move, and not the other person. With two or more people at one device no row is the one
    "you". The game is opened one move before its end, a person's move, which that person makes on the page."""
    from engine import apply, setup
    for seed in range(7, 40):
        ask(op="sandbox_new", game="junta", seed=seed, role="acting", options={"players": 4},
            seats={"p3": "steady", "p4": "steady"})
        a = ask(op="sandbox_view", role="acting")
        for _ in range(3000):
            if a["view"]["result"]:
                break
            a = ask(op="sandbox_bot", role="computer") if a["computer"] else ask(op="sandbox_random")
        rec = ask(op="sandbox_export")["record"]
        if a["view"]["result"] and rec["moves"][-1]["role"] in ("p1", "p2") and not rec["moves"][-1].get("joined"):
            break
    last = rec["moves"].pop()
    state = setup("junta", rec["seed"], options=rec["options"])
    for m in rec["moves"]:
        state = apply(state, m["role"], m["verb"], m["arg"])
    label = next(x["label"] for x in get_game("junta").actions(state, last["role"])
                 if x["verb"] == last["verb"] and x["arg"] == last["arg"])
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    open_at(page, site_url, "junta", "acting", rec)
    if page.locator("#handoff-show").is_visible():
        page.click("#handoff-show")                          # "I am Player N"
    page.locator("#actions li button", has_text=label).first.click()
    page.wait_for_selector("#game-end .game-end-replay[data-move]", timeout=T)
    rows = page.locator("#victory table tbody tr")
    assert [rows.nth(i).locator("th").inner_text() for i in range(4)] == ["Player 1", "Player 2", "Player 3",
                                                                          "Player 4"]
    assert page.locator("#game-end table.game-end-yours").count() == 0
    assert watched.errors == []
