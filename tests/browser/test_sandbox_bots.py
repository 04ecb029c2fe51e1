"""Computer opponents at the sandbox table (issue 27.5): one person, the other seats computers, in a real browser.

Each game is opened near its end (a record built here by the engine's steady bots from a fixed seed, less its
last moves; Paraguay from its Turn IX start) with every seat but one a computer; the computers play it out
(the person's decisions are clicked) to the end screen. Throughout: no hand-off screen, every view the worker
sends is the person's own, no other seat's secret reaches the page, each computer move's reason is in the log
with a rule link. Uruguay also checks Pause, "play until it is my turn", Undo back to the person's decision and
a reload that keeps the computers."""

import base64
import functools
import json
import time

import pytest

pytestmark = pytest.mark.browser
T = 120_000

HOOK = """(() => {
  const Native = window.Worker;
  window.__received = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => window.__received.push(JSON.stringify(e.data)));
    }
  };
  window.__handoffs = 0;
  new MutationObserver(() => {
    const box = document.getElementById("handoff");
    if (box && !box.hidden) window.__handoffs += 1;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["hidden"] });
})();"""


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
    """Paraguay from the Allied movement of Turn IX (as test_paraguay_pages' late game), the other side a computer."""
    import engine
    units = engine.setup("paraguay", 1865)["units"]
    other = "allied" if person == "paraguayan" else "paraguayan"
    return {"game": "paraguay", "kind": "game", "seed": 1865, "moves": [], "seats": {other: "steady"},
            "options": {"units": units, "start": {"turn": 9, "segment": "move:allied",
                                                   "flip": {"2622": "allied", "1918": "allied"}}}}


def link(rec):
    return base64.urlsafe_b64encode(json.dumps(rec, separators=(",", ":")).encode()).decode().rstrip("=")


def received(page, start=0):
    return [json.loads(t) for t in page.evaluate("() => window.__received")[start:]]


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


def play_out(page, seconds=50):
    """Let the computers play ("play until it is my turn"), clicking for the person, until the end screen."""
    began = time.monotonic()
    while not page.get_attribute("#sandbox", "data-over"):
        assert time.monotonic() - began < seconds, f"no end after {seconds} s, at move " \
            f"{page.get_attribute('#sandbox', 'data-moves')}"
        moves = page.get_attribute("#sandbox", "data-moves")
        if page.locator("#actions li button").count():
            person_moves(page)
        elif page.locator("#bot-until").is_enabled():
            page.click("#bot-until")
        else:
            page.wait_for_timeout(100)
            continue
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'"
                               " || document.querySelector('#sandbox').dataset.over", timeout=T)


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
    msgs = [m for m in received(page, start) if "view" in m]
    assert msgs
    for m in msgs:
        assert m["role"] == person, (m["role"], person)       # the person's own view throughout
        assert m["seated"] == person
        found = secrets_of_others(m, person)
        assert found is None, found
    return msgs


GAMES = [  # game, seed, players, the person's seat, moves taken off the end
    ("uruguay", 7, None, "government", 30),
    ("junta", 7, 4, "p1", 30),
    ("guerilla", 7, 3, "p1", 30),
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
    # Paraguay offers no strong level: the option says so and cannot be chosen
    strong = page.locator("#seat-allied option[value='strong']")
    assert strong.is_disabled() and "not offered" in strong.inner_text()
    assert "strong level is not offered for paraguay" in page.inner_text("#seat-note")


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
    first = reasons.first
    assert first.locator("a.ruleref").count() == 1 and "(computer, steady):" in first.inner_text()
    assert watched.offsite() == [] and watched.errors == []


def test_uruguay_pause_undo_and_reload_keep_the_computers(watched, site_url):
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
    # the person (the Government) decides, the computer answers, until a computer move stands between the
    # person's last decision and the next one with nothing in between that undo may not pass (a die, a card)
    ready = ("() => document.querySelectorAll('#actions li button').length > 0"
             " && document.querySelector('#sandbox').dataset.thinking === ''")
    for _ in range(12):
        page.wait_for_function(ready, timeout=T)
        before = int(page.get_attribute("#sandbox", "data-moves"))
        mine = page.locator("#actions li button").first.inner_text()
        person_moves(page)
        page.wait_for_function(f"() => Number(document.querySelector('#sandbox').dataset.moves) > {before}",
                               timeout=T)
        if page.locator("#bot-until").is_enabled():
            page.click("#bot-until")
        page.wait_for_function(ready, timeout=T)
        if page.locator("#undo").is_enabled() and int(page.get_attribute("#sandbox", "data-moves")) > before + 1:
            break
    else:
        raise AssertionError("no computer move came between two of the person's decisions")
    assert page.locator("#log .bot-reason").count() > 0
    assert page.evaluate("() => window.__handoffs") == 0
    check_messages(page, "government", start)
    page.screenshot(path="tests/artifacts/sandbox-bots-uruguay-1280.png")
    # Undo: back to the person's last decision (every computer move since goes too), not one computer move
    moves = int(page.get_attribute("#sandbox", "data-moves"))
    page.click("#undo")
    page.wait_for_function(f"() => Number(document.querySelector('#sandbox').dataset.moves) < {moves}", timeout=T)
    assert int(page.get_attribute("#sandbox", "data-moves")) == before
    assert page.locator("#actions li button").first.inner_text() == mine
    assert "government" in page.inner_text("#acting").lower()
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
