"""Guerilla's standing pass in the sandbox (8.12, a convenience of this site): in a response window a player presses
"Pass now and until my next turn"; the "In play" box shows it to everyone (and "(you)" on that player's own
screen), and the next window of the hot seat hands the device round without coming to that player."""

import base64
import json

import pytest

from engine import get_game, prng, setup, apply

pytestmark = pytest.mark.browser
T = 120_000
GAME = get_game("guerilla")


def _window(st):
    ask = (st["stack"][-1].get("ask") or {}) if st["stack"] else {}
    return ask if "each" in ask and ask.get("rule") in ("8.8", "8.6") and not st["stack"][-1].get("sealed") else None


def _fighting(st):
    battle = (st["turn"] or {}).get("battle") or []
    return {g["owner"] for g in st["groups"] if g["id"] in battle}


def two_windows(seed=1, players=4):
    """A random game (the fuzzer's steering, the standing pass left out) up to a battle window that asks three
    players or more, one of them ``q`` neither the turn's player nor a fighter: its moves (``first``). Then ``q``
    takes the standing pass there, everyone else passes in every window, and play goes on at random up to the next
    window, opened before ``q``'s turn, that would have asked him (cards in hand, not a fighter): all the moves to
    it (``second``)."""
    st = setup("guerilla", seed, options={"players": players})
    pick = prng.seed_state(seed)
    moves, q, first = [], None, None
    for _ in range(4000):
        w = _window(st)
        if w and q is None and len(w["each"]) >= 3:
            others = [r for r in sorted(w["each"]) if r != st["turn"]["player"] and r not in _fighting(st)]
            if others:
                q, first = others[0], list(moves)
        elif w and q is not None and "standing" in st["round"] and q not in w["each"] and len(w["each"]) >= 2 \
                and next(p for p in st["players"] if p["id"] == q)["hand"] and q not in _fighting(st):
            return q, first, list(moves)
        if q is not None and st["turn"]["player"] == q:
            break
        legal = [(r, a) for r in st["roles"] for a in GAME.actions(st, r)]
        legal = [(r, a) for r, a in legal if GAME.fuzz_allows(st, r, a)] or legal
        legal = [(r, a) for r, a in legal if a["verb"] != "stand_pass"]
        if w and q in w["each"] and "standing" not in st["round"]:
            r, a = q, next(a for a in GAME.actions(st, q) if a["verb"] == "stand_pass")
        elif w:
            r = legal[0][0]
            a = next(a for rr, a in legal if rr == r)            # the first answer: no response
        else:
            r, a = legal[prng.below(pick, len(legal))]
        moves.append({"role": r, "verb": a["verb"], "arg": a["arg"]})
        st = apply(st, r, a["verb"], a["arg"])
    raise AssertionError(f"seed {seed}: no second window for the standing pass")


def link(moves, seed=1, players=4):
    rec = {"kind": "game", "rules": GAME.rules_version, "seed": seed, "options": {"players": players}, "moves": moves}
    return "#game=" + base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")


def open_at(page, site_url, moves, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site_url}guerilla/sandbox/index.html" + link(moves))
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#handoff:not([hidden])", timeout=T)


def answer_window(page, choose):
    """Pass the device round a window: each player shown the hand-off presses "I am ..." and ``choose(role)`` names
    the verb of the button he presses; returns the players handed the device, in order, until the window is
    answered (the prompt no longer names a window)."""
    handed = []
    for _ in range(12):
        who = page.get_attribute("#sandbox", "data-handoff")
        if not who:
            break
        handed.append(who)
        page.click("#handoff-show")
        page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)
        prompt = page.inner_text("#prompt")
        if "Informant" not in prompt and "Atrocities or Press" not in prompt:
            handed.pop()                       # play has gone on past the window: this is the turn's next decision
            break
        moves = page.get_attribute("#sandbox", "data-moves")
        page.click(f"#actions li button[data-verb='{choose(who)}']")
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
    return handed


@pytest.mark.parametrize("width", [1280, 390])
def test_a_standing_pass_is_shown_and_the_next_window_passes_that_player_by(watched, site_url, width):
    page = watched.page
    q, first, second = two_windows()
    name = f"Player {q[1:]}"
    open_at(page, site_url, first, width)
    assert page.locator("#standing-facts").is_hidden()
    who = page.get_attribute("#sandbox", "data-handoff")
    page.click("#handoff-show")
    page.wait_for_selector("#handoff[hidden]", state="attached", timeout=T)
    button = page.locator("#actions li button[data-verb='stand_pass']")
    assert "Pass now and until my next turn" in button.inner_text()          # offered to whoever is asked, as a button
    page.locator("#decision").screenshot(path=f"tests/artifacts/sandbox-guerilla-standing-window-{width}.png")
    # the first seat shown answers: it takes the standing pass if it is q, else passes; then round the table
    handed = [who] + answer_window_from(page, who, lambda r: "stand_pass" if r == q else "pass")
    assert q in handed
    facts = page.locator("#standing-facts")
    facts.wait_for(state="visible", timeout=T)
    assert name in facts.inner_text() and "until their next turn" in facts.inner_text() and "8.12" in facts.inner_text()
    assert any(f"{name} passes now" in line for line in page.eval_on_selector_all("#log li", "ls => ls.map(l => l.textContent)"))
    # his own screen says it is his: viewed as him
    page.select_option("#view-as", q)
    if page.locator("#view-confirm").is_visible():
        page.click("#view-confirm-yes")
    page.wait_for_function("() => document.querySelector('#standing-facts').textContent.includes('(you)')", timeout=T)
    assert f"{name} (you)" in facts.inner_text()
    # the next window, from a game at that point: the device goes round without coming to him
    open_at(page, site_url, second, width)
    facts.wait_for(state="visible", timeout=T)
    assert name in facts.inner_text() and "(you)" not in facts.inner_text()     # the hand-off shows the public view
    assert f"Passing until their next turn: {name}." in page.inner_text("#handoff")
    page.locator("#handoff").screenshot(path=f"tests/artifacts/sandbox-guerilla-standing-handoff-{width}.png")
    page.locator("#in-play").screenshot(path=f"tests/artifacts/sandbox-guerilla-standing-inplay-{width}.png")
    handed = answer_window(page, lambda r: "pass")
    assert handed and q not in handed, (q, handed)
    assert watched.offsite() == [] and watched.errors == []


def answer_window_from(page, seated, choose):
    """The seated player (his screen open) presses ``choose(seated)``; then the window goes round (answer_window)."""
    moves = page.get_attribute("#sandbox", "data-moves")
    page.click(f"#actions li button[data-verb='{choose(seated)}']")
    page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves !== '{moves}'", timeout=T)
    return answer_window(page, choose)


@pytest.mark.parametrize("width", [1280, 390])
def test_the_board_tags_the_standing_passer_seat(watched, site_url, width):
    """Issue 27: the drawn table tags the seat of a player with a standing pass ("standing pass",
    with a title), seen on the hand-off screen's public view; before the declaration no seat wears it."""
    page = watched.page
    q, first, second = two_windows()
    open_at(page, site_url, first, width)
    assert page.locator("#board svg g.standing").count() == 0
    open_at(page, site_url, second, width)
    tag = page.locator(f"#board svg [data-space='{q}'] > g.standing")
    tag.wait_for(state="attached", timeout=T)
    assert page.locator("#board svg g.standing").count() == 1
    assert tag.locator("text").inner_html() == "standing pass"
    assert "until their next turn" in tag.locator("title").inner_html()
    assert watched.offsite() == [] and watched.errors == []
