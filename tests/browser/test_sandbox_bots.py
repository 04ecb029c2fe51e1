"""Computer opponents at the sandbox table (issue 27.5): one person, the other seats computers, in a real browser.

Each game is opened near its end (a record built here by the engine's steady bots from a fixed seed, less its
last moves; Paraguay from its Turn IX start) with every seat but one a computer; the computers play it out
(the person's decisions are clicked) to the end screen. Throughout: no hand-off screen, every view the worker
sends is the person's own, no other seat's secret reaches the page, each computer move's reason is in the log
with a rule link. Uruguay also checks Pause, "play until it is my turn" and a reload that keeps the computers;
Junta that Undo goes back to the person's last decision, past the computers' moves since."""

import base64
import functools
import json
import time

import pytest
from worker_messages import WORKER, hook, received

pytestmark = pytest.mark.browser
T = 120_000

HANDOFFS = """
  window.__handoffs = 0;
  new MutationObserver(() => {
    const box = document.getElementById("handoff");
    if (box && !box.hidden) window.__handoffs += 1;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["hidden"] });
"""
HOOK = hook(WORKER, HANDOFFS)          # the worker's messages, and how many times a hand-off screen showed


@functools.lru_cache(maxsize=None)
def steady_game(game_id, seed, players):
    """A whole game played by the steady bot in every seat, as the sandbox bridge seats them (seat_rng)."""
    from engine import apply, bots, setup
    state = setup(game_id, seed, options={"players": players} if players else None)
    made = bots.make(game_id, "steady")
    memory = {r: {} for r in state["roles"]}
    moves = []
    while state["result"] is None and len(moves) < 5000:
        role = bots.acting(state)
        act, _ = bots.decide(state, role, made, bots.seat_rng(role, state["moves"]), memory[role], bots.Budget())
        state = apply(state, role, act["verb"], act["arg"])
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
    assert state["result"] is not None, f"{game_id} seed {seed}: no end in 5000 moves"
    return state["roles"], moves


def near_end(game_id, seed, players, person, back):
    """The record of that game less its last ``back`` moves, every seat but ``person`` a steady computer."""
    roles, moves = steady_game(game_id, seed, players)
    rec = {"game": game_id, "kind": "game", "seed": seed, "moves": moves[:-back],
           "seats": {r: "steady" for r in roles if r != person}}
    if players:
        rec["options"] = {"players": players}
    return rec


def paraguay_late(person):
    """Paraguay from the Allied stacking segment of Turn IX, the last of the war (units and VP hexes as
    test_paraguay_pages' late game), the other side a computer: a whole Turn IX of hex-by-hex moves takes
    minutes in the browser."""
    import engine
    units = engine.setup("paraguay", 1865)["units"]
    other = "allied" if person == "paraguayan" else "paraguayan"
    return {"game": "paraguay", "kind": "game", "seed": 1865, "moves": [], "seats": {other: "steady"},
            "options": {"units": units, "start": {"turn": 9, "segment": "stack:allied",
                                                   "flip": {"2622": "allied", "1918": "allied"}}}}


def link(rec):
    return base64.urlsafe_b64encode(json.dumps(rec, separators=(",", ":")).encode()).decode().rstrip("=")


def open_game(page, site_url, game_id, rec, width=1280):
    page.set_viewport_size({"width": width, "height": 900})
    page.add_init_script(HOOK)
    page.goto(f"{site_url}{game_id}/sandbox/index.html?view=acting#game={link(rec)}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_function("() => document.querySelector('#sandbox').dataset.moves !== undefined", timeout=T)


def person_moves(page):
    """The person decides: go on, or a choice that ends a phase, else the first offered (never a confirm)."""
    go_on = page.locator("#go-on")
    if go_on.count():
        go_on.click()
        return
    buttons = page.locator("#actions li button")
    texts = buttons.all_inner_texts()
    pick = next((i for i, t in enumerate(texts) if t.startswith(("End", "Pass", "Stop", "Done", "No more"))), 0)
    buttons.nth(pick).click()


def play_out(page, seconds=100):
    """Let the computers play ("play until it is my turn"), clicking for the person, until the end screen."""
    began = time.monotonic()
    while not page.get_attribute("#sandbox", "data-over"):
        assert time.monotonic() - began < seconds, f"no end after {seconds} s, at move " \
            f"{page.get_attribute('#sandbox', 'data-moves')}"
        moves = page.get_attribute("#sandbox", "data-moves")
        if page.locator("#actions li button").count() and page.get_attribute("#sandbox", "data-thinking") == "":
            person_moves(page)
            page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'"
                                   " || document.querySelector('#sandbox').dataset.over", timeout=T)
        else:                       # the computers' turn: no pause between their moves (if still theirs)
            page.evaluate("() => { const b = document.getElementById('bot-until'); if (!b.disabled) b.click(); }")
            page.wait_for_timeout(200)


def secrets_of_others(msg, person):
    """What a message for ``person`` must not hold: another player's hand or loyalty, Uruguay's Prison for the
    Government, units of the other side under the fog (None: nothing found)."""
    view = msg["view"]
    if view["result"] is not None:
        return None                          # the end reveals what the rules reveal
    board = view["board"]
    for p in board.get("players", []):
        if p["id"] != person and (p.get("hand") is not None or p.get("loyalty") not in (None, "hidden")):
            return f"{p['id']}'s hand or loyalty"
    if person == "government" and "peoples_prison" in board:
        return "the People's Prison"
    return None


def check_messages(page, person, start=0):
    # every answer about the game on the table (a finished game's replay frames, "move" of "moves", are public
    # views of past moves, checked in test_sandbox_end.py)
    msgs = [m for m in received(page, start) if "view" in m and not ("move" in m and "moves" in m)]
    assert msgs
    for m in msgs:
        if m["view"]["result"] is None:      # (at the end nobody decides: the public view, secrets revealed)
            assert m["role"] == person, (m["role"], person)       # the person's own view throughout
        assert m["seated"] == person
        found = secrets_of_others(m, person)
        assert found is None, found
    return msgs


GAMES = [  # game, seed, players, the person's seat, moves taken off the end
    ("uruguay", 7, None, "government", 20),
    ("junta", 7, 4, "p1", 20),
    ("guerilla", 7, 3, "p1", 20),
]


@pytest.mark.parametrize("game_id,seed,players,person,back", GAMES, ids=[g[0] for g in GAMES])
def test_computers_play_a_game_out_to_the_end_screen(watched, site_url, game_id, seed, players, person, back):
    page = watched.page
    rec = near_end(game_id, seed, players, person, back)
    open_game(page, site_url, game_id, rec)
    finish(page, watched, game_id, person, rec)


def test_computers_play_paraguay_out_to_the_end_screen(watched, site_url):
    page = watched.page
    rec = paraguay_late("paraguayan")
    open_game(page, site_url, "paraguay", rec)
    finish(page, watched, "paraguay", "paraguayan", rec)
    # Paraguay offers the strong level too: the option can be chosen and no note says otherwise
    strong = page.locator("#seat-allied option[value='strong']")
    assert not strong.is_disabled() and "not offered" not in strong.inner_text()
    assert "not offered" not in page.inner_text("#seat-note")


def finish(page, watched, game_id, person, rec):
    assert page.get_attribute("#sandbox", "data-computers") == ",".join(rec["seats"])
    assert page.input_value(f"#seat-{person}") == "person"
    play_out(page)
    assert page.locator("#victory").is_visible()
    assert page.evaluate("() => window.__handoffs") == 0 and page.locator("#handoff").is_hidden()
    msgs = check_messages(page, person)
    bot_moves = [m for m in msgs if m.get("bot")]
    assert bot_moves, "no computer moved"
    for m in bot_moves:
        assert m["bot"]["role"] != person and m["reason"]
    reasons = page.locator("#log .bot-reason")
    assert reasons.count() > 0
    lines = page.eval_on_selector_all("#log .bot-reason", "ps => ps.map(p => [p.textContent, "
                                      "p.querySelectorAll('a.ruleref').length])")
    for text, links in lines:
        assert "(computer, steady):" in text
        assert links == (0 if "made a private choice" in text else 1), text    # a private choice names no rule
    for m in bot_moves:                 # a move's rule is sent unless the move itself was private
        assert bool(m["bot"]["rule"]) != ("made a private choice" in m["reason"]), m
    assert watched.offsite() == [] and watched.errors == []


def test_uruguay_pause_resume_and_reload_keep_the_computers(watched, site_url):
    page = watched.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.add_init_script(HOOK)
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=5")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    assert page.locator("#bot-bar").is_hidden()                 # the default: every seat a person, as before
    # the Tupamaros become a computer in the game on the board: it moves, with no hand-off from now on
    start = len(received(page))
    page.select_option("#seat-tupamaros", "steady")
    page.wait_for_selector("#bot-bar:not([hidden])", timeout=T)
    page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)   # the one person holds the device
    page.evaluate("() => { window.__handoffs = 0; }")          # (the all-person game began with a hand-off)
    page.wait_for_function("() => Number(document.querySelector('#sandbox').dataset.moves) >= 2", timeout=T)
    page.click("#bot-pause")
    page.wait_for_selector("#sandbox[data-thinking='paused'], #sandbox[data-thinking='']", state="attached",
                           timeout=T)
    page.wait_for_timeout(300)                # a move already asked for may still come in
    moves = page.get_attribute("#sandbox", "data-moves")
    page.wait_for_timeout(2000)
    assert page.get_attribute("#sandbox", "data-moves") == moves            # paused: no computer moves
    assert page.locator("#bot-pause").inner_text() == "Resume"
    page.click("#bot-pause")
    # the person (the Government) decides, the computer answers (play until it is my turn), twice
    ready = ("() => document.querySelectorAll('#actions li button').length > 0"
             " && document.querySelector('#sandbox').dataset.thinking === ''")
    for _ in range(2):
        page.wait_for_function(ready, timeout=T)
        before = int(page.get_attribute("#sandbox", "data-moves"))
        person_moves(page)
        page.wait_for_function(f"() => Number(document.querySelector('#sandbox').dataset.moves) > {before}",
                               timeout=T)
        if page.locator("#bot-until").is_enabled():
            page.click("#bot-until")
    page.wait_for_function(ready, timeout=T)
    assert page.locator("#log .bot-reason").count() > 0
    assert page.evaluate("() => window.__handoffs") == 0
    check_messages(page, "government", start)
    page.screenshot(path="tests/artifacts/sandbox-bots-uruguay-1280.png")
    before = page.get_attribute("#sandbox", "data-moves")
    # a reload keeps the computer seat (the record carries it)
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.saved === '{before}'", timeout=T)
    page.reload()
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector(f"#sandbox[data-saved='{before}']", timeout=T)
    assert page.input_value("#seat-tupamaros") == "steady"
    assert page.input_value("#seat-government") == "person"
    assert page.get_attribute("#sandbox", "data-computers") == "tupamaros"
    assert page.locator("#handoff").is_hidden()
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path="tests/artifacts/sandbox-bots-uruguay-390.png", full_page=True)
    assert watched.offsite() == [] and watched.errors == []


def _fresh_computers_repeat(states, moves, first, stop):
    """Whether steady computers seated afresh play moves ``first`` to ``stop`` as recorded (``steady_game``'s record
    is made outside the sandbox, so its moves carry no memory, engine/bots/memory.py: a Junta seat that proposed to
    stop the coup may ask again, 2.4)."""
    from engine import bots
    made, memory = bots.make("junta", "steady"), {}
    for k in range(first, stop):
        role = moves[k]["role"]
        act, _ = bots.decide(states[k], role, made, bots.seat_rng(role, states[k]["moves"]),
                             memory.setdefault(role, {}), bots.Budget())
        if (act["verb"], act["arg"]) != (moves[k]["verb"], moves[k]["arg"]):
            return False
    return True


def junta_before_a_round_of_moves():
    """A Junta record (4 players, the steady game of seed 7) cut where a player decides and the three others
    then move with no die rolled nor card drawn before that player's next decision; (record, that player, the
    label of the player's recorded choice, how many moves the round takes). The round is one that computers seated
    afresh play as the game did."""
    from engine import apply, get_game, setup
    roles, moves = steady_game("junta", 7, 4)
    game = get_game("junta")
    states = [setup("junta", 7, options={"players": 4})]
    for m in moves:
        states.append(apply(states[-1], m["role"], m["verb"], m["arg"]))
    for i, m in enumerate(moves):
        nxt = next((j for j in range(i + 1, len(moves)) if moves[j]["role"] == m["role"]), None)
        if nxt is None or nxt - i < 4 or len({x["role"] for x in moves[i + 1:nxt]}) < 2:
            continue
        if any(states[k]["rng"] != states[k + 1]["rng"] for k in range(i, nxt)):
            continue
        if game.is_private(states[i], m["role"]) or len(game.active_roles(states[i])) != 1:
            continue
        if not _fresh_computers_repeat(states, moves, i + 1, nxt):
            continue
        label = next(a["label"] for a in game.actions(states[i], m["role"])
                     if a["verb"] == m["verb"] and a["arg"] == m["arg"])
        rec = {"game": "junta", "kind": "game", "seed": 7, "options": {"players": 4}, "moves": moves[:i],
               "seats": {r: "steady" for r in roles if r != m["role"]}}
        return rec, m["role"], label, nxt - i
    raise AssertionError("no round of computer moves without chance in this game")


def test_junta_undo_takes_back_to_the_persons_last_decision(watched, site_url):
    page = watched.page
    rec, person, label, span = junta_before_a_round_of_moves()
    start = len(rec["moves"])
    open_game(page, site_url, "junta", rec)
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{start}'", timeout=T)
    choice = page.locator("#actions li button", has_text=label).first
    choice.click()
    # the computers play their moves, up to the person's next decision
    page.wait_for_function(f"() => Number(document.querySelector('#sandbox').dataset.moves) >= {start + span}"
                           " && document.querySelectorAll('#actions li button').length > 0"
                           " && document.querySelector('#sandbox').dataset.thinking === ''", timeout=T)
    # each computer move's reason (a run of one computer's private choices is one line with its count)
    told = page.eval_on_selector_all("#log .bot-reason", "ps => ps.map(p => Number(p.dataset.times || 1))")
    assert sum(told) >= span - 1, told
    page.click("#undo")
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{start}'", timeout=T)
    assert page.locator("#actions li button", has_text=label).count() >= 1    # the person decides again
    assert page.locator("#log .bot-reason").count() == 0         # the undone computer moves took their reasons
    assert page.evaluate("() => window.__handoffs") == 0
    check_messages(page, person)
    assert watched.errors == []


@pytest.mark.parametrize("path, me, size, level", [
    ("uruguay/sandbox/index.html?seed=5", "government", 1280, "strong"),
    ("junta/sandbox/index.html?seed=4444&players=4", "p3", 390, "steady"),
])
def test_playing_alone_from_the_first_hand_off_seats_the_computer_everywhere_else(watched, site_url, path, me, size,
                                                                                  level):
    """A game not begun, every seat a person: the first hand-off offers "Playing alone?"; choosing a seat there, and
    the computers' level (steady unless chosen; before, strong was only in the Game panel under the table), makes every
    other seat a computer at that level in one step (as the Game panel's selects would), with no hand-off from then
    on; once a move is made, or with a computer seated, the offer is gone."""
    page = watched.page
    page.set_viewport_size({"width": size, "height": 844 if size < 600 else 900})
    page.add_init_script(HOOK)
    page.goto(f"{site_url}{path}")
    page.wait_for_selector("#sandbox[data-saved='0']", timeout=T)
    assert page.locator("#handoff").is_visible() and page.locator("#alone").is_visible()
    roles = page.eval_on_selector_all("#alone-seat option", "os => os.map((o) => o.value)")
    assert me in roles and len(roles) >= 2
    page.select_option("#alone-seat", me)
    assert page.input_value("#alone-level") == "steady"          # unless chosen
    page.select_option("#alone-level", level)
    start = len(received(page))
    page.click("#alone-go")
    others = [r for r in roles if r != me]
    page.wait_for_function("(want) => document.querySelector('#sandbox').dataset.computers === want",
                           arg=",".join(others), timeout=T)
    assert [page.eval_on_selector(f"#seat-{r}", "s => s.value") for r in roles] == \
        ["person" if r == me else level for r in roles]
    page.evaluate("() => { window.__handoffs = 0; }")
    # the computers move until the person decides: the person's own screen, no hand-off, no offer
    page.wait_for_function("() => document.querySelectorAll('#actions li button').length > 0"
                           " && document.querySelector('#sandbox').dataset.thinking === ''", timeout=T)
    assert page.locator("#handoff").is_hidden() and page.locator("#alone").is_hidden()
    assert page.evaluate("window.__handoffs") == 0
    assert page.locator("#bot-bar").is_visible()
    check_messages(page, me, start)          # from the click on, the person's own view only (Uruguay's Prison too)
    assert watched.offsite() == [] and watched.errors == []


def test_with_nobody_at_the_table_the_run_goes_on_to_the_end(watched, site_url):
    """Before: every seat a computer, the button still offered "Play until it is my turn", a turn nobody has. It
    says it plays on to the end, and says "my turn" again once a seat is a person's."""
    page = watched.page
    rec = {"game": "junta", "kind": "game", "seed": 8585, "options": {"players": 4}, "moves": [],
           "seats": {r: "steady" for r in ("p1", "p2", "p3", "p4")}}
    open_game(page, site_url, "junta", rec)
    page.wait_for_selector("#bot-until:not([disabled])", timeout=T)
    assert page.inner_text("#bot-until") == "Play on to the end"
    page.click("#bot-pause")
    if not page.locator("#seat-p1").is_visible():
        page.click("#game-panel-open")
    page.select_option("#seat-p1", "person")
    page.wait_for_function("() => document.getElementById('bot-until').textContent === 'Play until it is my turn'",
                           timeout=T)
    assert watched.errors == []
