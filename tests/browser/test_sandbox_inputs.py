"""Bad addresses and saved games in the sandbox get a clear message and a working game, never a blank menu or
an uncaught error: ?players= and ?view= are checked and corrected, links of any JSON shape are refused."""

import base64
import json

T = 120_000


def link(value):
    text = value if isinstance(value, str) else json.dumps(value)
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def ready(page):
    page.wait_for_selector("body[data-engine='ready']", timeout=T)


def decider_buttons(page):
    """Wait for the deciding player's buttons, passing the hot seat's hand-off screen when it shows; return the
    message the page showed on arrival (before the hand-off)."""
    page.wait_for_selector("#actions li, #handoff:not([hidden])", timeout=T)
    shown = page.inner_text("#error")
    if page.locator("#handoff").is_visible():
        page.click("#handoff-show")
    page.wait_for_selector("#actions li", timeout=T)
    return shown


def test_a_bad_player_count_is_corrected_with_a_message(watched, site_url):
    page = watched.page
    for query in ("players=9", "players=-1", "players=%3Cb%3E5%3C%2Fb%3E"):
        page.goto(f"{site_url}junta/sandbox/index.html?seed=3&{query}")
        ready(page)
        assert "choose 2 to 7 players" in decider_buttons(page)
        assert page.input_value("#players") == "5" and page.get_attribute("#sandbox", "data-moves") == "0"
        assert page.locator("#error b").count() == 0              # shown as text, never as markup
    assert watched.errors == []


def test_a_view_of_a_seat_that_is_not_in_the_game_is_corrected(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/sandbox/index.html?seed=3&players=3&view=p7")
    ready(page)
    shown = decider_buttons(page)                                 # the hot seat: the decider's own buttons
    assert "is not a view of this game" in shown
    assert page.input_value("#view-as") == "acting" and page.locator("#view-as option[value='p4']").count() == 0
    page.click("#actions li button >> nth=0")
    page.wait_for_selector("#sandbox[data-moves='1']", timeout=T)
    assert watched.errors == []


BAD_LINKS = [
    ("null", "holds null"), ("7", "holds a number"), ('"x"', "holds a string"), ("[1]", "holds a list"),
    ({"seed": 1, "moves": {}}, "moves must be a list"), ({"seed": 1, "moves": [3]}, "move 1 is not an object"),
    ({"seed": 1, "moves": [{"role": "tupamaros", "verb": "nope"}]}, "move 1: 'nope' is not possible now"),
    ("[" * 3000 + "]" * 3000, "nests deeper than 40 levels"), ("{not json", "it is not JSON"),
    ({"seed": 1, "setup_chance": [], "moves": []}, "kind 'position'"),
]


def test_a_bad_link_gets_a_message(watched, site_url):
    page = watched.page
    for n, (payload, words) in enumerate(BAD_LINKS):
        page.goto(f"{site_url}uruguay/sandbox/index.html?try={n}#game={link(payload)}")
        ready(page)
        page.wait_for_selector("#error:not([hidden])", timeout=T)
        assert words in page.inner_text("#error"), (payload, page.inner_text("#error"))
    assert watched.errors == []
