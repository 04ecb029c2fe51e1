"""Guerilla's response windows in the hot seat (issue 25.3), at 1280 px and at 390 px: every player with cards is asked
the same question, and the screen that asks it must look the same whatever a player holds and whatever the player
before did with the page. After each hand-off the page stands at one fixed place: the hand-off screen, and the
player's own screen once they press "I am ...", have the same scroll position, the decision in the same place and
size with the same words, and the keyboard on the same first choice, for a player who holds the window's card and
for one who does not (the player before one of them scrolled down to read their hand before answering). Only the
player's own answers differ: those their hand cannot carry out are marked so (issue 27's table walk), which may
lengthen the list of answers below its first choice; everything above it, the first choice and the keyboard on it
stay in place."""

import base64
import json
import random
import re

import pytest

from engine import bridge, get_game

pytestmark = pytest.mark.browser
T = 120_000
SIZES = {1280: (1280, 800), 390: (390, 844)}
KIND = {"8.8": "informant", "8.6": "atrocities_press", "8.7": "bodyguard"}
MARK = re.compile(r"\s\(you hold (none: counts as no response|only \d+: \d+ played)\)")   # a line of its own


def unmarked(screen):
    """A player's screen less what their own hand adds: the marks on their answers, and so the answers' height."""
    if screen["words"] is None:
        return screen
    return dict(screen, words=[screen["words"][0], MARK.sub("", screen["words"][1])], actions=screen["actions"][:3])


def ask(**req):
    answer = json.loads(bridge.handle(json.dumps(req)))
    assert answer["ok"], answer
    return answer


def window_game():
    """A 4-player Guerilla game played on in the hot seat (random legal choices, forced steps gone on) up to a
    response window whose askees include a player holding its card and one who does not: (#game= link, askees,
    {askee: holds the card})."""
    game = get_game("guerilla")
    for seed in range(1, 60):
        ask(op="sandbox_new", game="guerilla", seed=seed, options={"players": 4}, role="acting")
        pick = random.Random(seed)
        for _ in range(3000):
            state = bridge.SANDBOX["state"]
            if state["result"] is not None or state["round"]["number"] > 1:
                break
            top = (state.get("stack") or [{}])[-1].get("ask") or {}
            if top.get("rule") in KIND and "each" in top:
                holds = {q: any(game.catalog()[c]["kind"] == KIND[top["rule"]]
                                for c in next(p["hand"] for p in state["players"] if p["id"] == q))
                         for q in top["each"]}
                if any(holds.values()) and not all(holds.values()):
                    rec = ask(op="sandbox_export", game="guerilla")["record"]
                    link = base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")
                    return link, list(top["each"]), holds
            a = ask(op="sandbox_view", role="acting")
            if a["forced"]:
                ask(op="sandbox_go_on")
                continue
            if a["seated"] != a["acting"]:
                a = ask(op="sandbox_view", role="acting", seated=a["acting"])
            acts = [x for x in a["actions"] if game.fuzz_allows(state, a["acting"], x)] or a["actions"]
            x = acts[pick.randrange(len(acts))]
            ask(op="sandbox_act", role=a["acting"], verb=x["verb"], arg=x["arg"])
    pytest.fail("no window with a holder and a non-holder in seeds 1-59")


SCREEN = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); };
  const $ = (id) => document.getElementById(id);
  const a = document.activeElement;
  const shown = !$('handoff').hidden;
  return {scroll: Math.round(window.scrollY), board: box($('board')),
          handoff: shown ? box($('handoff')) : null,
          prompt: shown ? null : box($('prompt')), actions: shown ? null : box($('actions')),
          words: shown ? null : [$('prompt').innerText, $('actions').innerText],
          focus: a ? [a.id || a.textContent, box(a)] : null};
}"""


def open_game(page, site_url, width, link):
    """Open the Guerilla sandbox at ``width`` on the game of a #game= ``link``, the engine ready."""
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[width])))
    page.goto(f"{site_url}guerilla/sandbox/index.html?view=acting#game={link}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#sandbox[data-moves]", state="attached", timeout=T)


@pytest.mark.parametrize("width", sorted(SIZES))
def test_a_window_looks_the_same_to_a_holder_and_a_non_holder_after_each_hand_off(watched, site_url, width):
    link, askees, holds = window_game()
    page = watched.page
    open_game(page, site_url, width, link)
    handoffs, screens = [], {}
    for i in range(len(askees)):
        page.wait_for_selector("#handoff-show:visible", timeout=T)
        who = page.get_attribute("#handoff-show", "data-role")
        if i:              # the first hand-off screen is the page as it opened, before the reader touched it
            handoffs.append(page.evaluate(SCREEN))
        before = page.get_attribute("#sandbox", "data-moves")
        page.click("#handoff-show")
        page.wait_for_function("() => document.getElementById('sandbox').dataset.handoff === ''", timeout=T)
        page.wait_for_timeout(200)
        screens[who] = page.evaluate(SCREEN)
        if i % 2:          # this player reads their hand at the bottom of the page before answering
            page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
            page.evaluate("document.querySelector('#actions button').click()")
        else:
            page.locator("#actions button").first.click()
        page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{before}'", timeout=T)
    assert sorted(screens) == sorted(askees)
    assert {holds[q] for q in screens} == {True, False}        # a holder and a non-holder were both shown
    first = unmarked(next(iter(screens.values())))
    for who, screen in screens.items():
        assert unmarked(screen) == first, f"{who} (holds the card: {holds[who]}) sees another screen than {askees[0]}"
        assert ("(you hold none:" in screen["words"][1]) != holds[who]     # marked for a player who holds none
    assert first["words"][1].startswith(first["focus"][0])        # the keyboard on the first choice
    assert all(h == handoffs[0] for h in handoffs), handoffs
    # the decision is on the screen with the board: its first choice lies inside the window
    height = SIZES[width][1]
    assert 0 <= first["actions"][1] and first["actions"][1] + 40 <= height
    assert watched.errors == []


def go_on_game():
    """A 3-player Guerilla game played on in the hot seat up to a "go on" that passes two forced steps or more which
    undo may take back: (#game= link, the player seated then, the moves that go-on plays)."""
    game = get_game("guerilla")
    for seed in range(1, 40):
        a = ask(op="sandbox_new", game="guerilla", seed=seed, options={"players": 3}, role="acting")
        pick = random.Random(seed)
        for _ in range(1500):
            if a["acting"] is None or a["view"]["result"]:
                break
            if a["forced"]:
                rec = ask(op="sandbox_export", game="guerilla")["record"]
                b = ask(op="sandbox_go_on")
                if b["moves"] - a["moves"] >= 2 and bridge.SANDBOX["floor"] <= a["moves"]:
                    link = base64.urlsafe_b64encode(json.dumps(rec).encode()).decode().rstrip("=")
                    return link, a["seated"], b["moves"] - a["moves"]
                a = b
            elif a["seated"] != a["acting"]:
                a = ask(op="sandbox_view", role="acting", seated=a["acting"])
            else:
                state = bridge.SANDBOX["state"]
                acts = [x for x in a["actions"] if game.fuzz_allows(state, a["acting"], x)] or a["actions"]
                x = acts[pick.randrange(len(acts))]
                a = ask(op="sandbox_act", role=a["acting"], verb=x["verb"], arg=x["arg"])
    pytest.fail("no go-on of two moves or more in seeds 1-39")


@pytest.mark.parametrize("width", sorted(SIZES))
def test_one_undo_takes_back_all_that_one_go_on_did(watched, site_url, width):
    link, seated, run = go_on_game()
    page = watched.page
    open_game(page, site_url, width, link)
    if page.get_attribute("#sandbox", "data-handoff"):         # the link opens with nobody seated: sit down first
        assert page.get_attribute("#handoff-show", "data-role") == seated
        page.click("#handoff-show")
    page.wait_for_selector("#go-on", timeout=T)
    before = page.get_attribute("#sandbox", "data-moves")
    page.click("#go-on")
    page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves !== '{before}'", timeout=T)
    assert int(page.get_attribute("#sandbox", "data-moves")) == int(before) + run
    handing = bool(page.get_attribute("#sandbox", "data-handoff"))   # the click ended where the device changes hands
    page.click("#undo")
    page.wait_for_function(f"() => document.getElementById('sandbox').dataset.moves === '{before}'", timeout=T)
    if handing:     # undo pressed there shows nobody's screen: the player sits down again first (third walk)
        page.wait_for_selector("#handoff-show:visible", timeout=T)
        assert page.get_attribute("#handoff-show", "data-role") == seated
        page.click("#handoff-show")
    page.wait_for_selector("#go-on", timeout=T)                   # back before the click, "go on" offered again
    assert watched.errors == []
