"""Instant pages in real Chromium: examples step with no engine at all, the browser's engine computes exactly
the prebuilt frames, the warm snapshot falls back to a normal start when it does not fit, "continue in the
sandbox" opens the example's position, and the whole site works under a sub-path with a strict CSP."""

import json
import re
import threading
import urllib.request

import pytest

import engine
from generator import build as b
from generator.serve import Handler, make_server

pytestmark = pytest.mark.browser
T = 120_000
# the policy issue 9 puts on every page (plus data: images, for the pages' empty favicon)
CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; img-src 'self' data:"


def examples():
    return [(g, ex["id"]) for g in ("uruguay", "junta") for ex in engine.content.load(g)["examples"]]


def boot_of(html):
    return json.loads(re.search(r'id="engine-boot">(.*?)</script>', html).group(1))


def test_examples_step_and_go_move_by_move_with_no_engine_at_all(watched, site_url):
    page = watched.page
    page.route(re.compile(r".*/(pyodide/.*|assets/engine/.*)$"), lambda route: route.abort())
    page.goto(f"{site_url}uruguay/examples/example-of-play/index.html#step-16")
    page.wait_for_selector("#stepper[data-shown='16']", timeout=T)
    assert page.get_attribute("#stepper", "data-political-will") == "19"
    assert "Public Sympathy 3 → 2 (Public Fatigue)" in page.inner_text("#step-log")
    page.goto(f"{site_url}uruguay/examples/example-of-play/index.html#step-2-move-4")
    page.wait_for_selector("#stepper[data-move='4']", timeout=T)
    page.click("details.board-text summary")
    assert "Prado (Urban, value 1): 1 Underground Cell, 1 Active Cell" in page.inner_text("#board-text")
    page.wait_for_selector("body[data-engine='failed']", timeout=T)     # the engine never came, the steps did
    assert watched.offsite() == []


def test_the_browsers_engine_computes_every_prebuilt_frame(watched, site_url):
    page = watched.page
    by_game = {}
    for game, eid in examples():
        html = (b.DIST / game / "examples" / eid / "index.html").read_text(encoding="utf-8")
        steps, moves = (re.search(fr'data-{k}="([^"]+)"', html).group(1) for k in ("steps", "moves"))
        by_game.setdefault(game, []).append({"game": game, "id": eid, "steps": f"{site_url}{game}/examples/{eid}/{steps}",
                                             "moves": f"{site_url}{game}/examples/{eid}/{moves}"})
    differ, checked = [], 0
    for game, files in by_game.items():            # each game's pages restore that game's own snapshot
        page.goto(f"{site_url}{game}/examples/{files[0]['id']}/index.html")
        page.wait_for_selector("body[data-engine='ready']", timeout=T)
        assert page.get_attribute("body", "data-engine-start") == "snapshot"
        differ += page.evaluate("""async (files) => {
          const { EngineClient } = await import(document.querySelector("link[href*='/engine-client.']").href);
          const { unpackBoards } = await import(document.querySelector("link[href*='/board-view.']").href);
          const engine = new EngineClient(document.getElementById("stepper").dataset.wheel);
          const bad = [];
          for (const f of files) {
            for (const [kind, op] of [["steps", "example"], ["moves", "example_moves"]]) {
              const built = await (await fetch(f[kind])).json();
              unpackBoards(built, kind === "steps" ? built.steps : built.moves.flat());     // lean files (frames.py)
              const live = await engine.call(op, { game: f.game, id: f.id });
              delete live.id;
              if (JSON.stringify(live) !== JSON.stringify(built)) bad.push(`${f.game}/${f.id} ${kind}`);
            }
          }
          return bad;
        }""", files)
        checked += len(files)
    assert checked == len(examples()) >= 19 and differ == []
    assert watched.errors == []


def corrupt_build_id(route):
    import gzip
    raw = bytearray(gzip.decompress(urllib.request.urlopen(route.request.url).read()))
    raw[16:48] = bytes(32)
    route.fulfill(status=200, body=gzip.compress(bytes(raw), compresslevel=1), content_type="application/gzip")


def truncate(route):
    import gzip
    raw = gzip.decompress(urllib.request.urlopen(route.request.url).read())
    route.fulfill(status=200, body=gzip.compress(raw[: len(raw) // 2], compresslevel=1), content_type="application/gzip")


@pytest.mark.parametrize("spoil", ["build id", "missing", "truncated"])
def test_a_snapshot_that_does_not_fit_falls_back_to_a_normal_start(watched, site_url, spoil):
    page = watched.page
    handler = {"build id": corrupt_build_id, "truncated": truncate,
               "missing": lambda route: route.fulfill(status=404, body="gone")}[spoil]
    page.route(re.compile(r".*/snapshot-uruguay\.[0-9a-f]{12}\.bin\.gz$"), handler)
    page.goto(f"{site_url}uruguay/deck/index.html?seed=42")
    page.wait_for_selector("#sheet[data-seed='42']", timeout=T)
    assert page.get_attribute("body", "data-engine") == "ready"
    assert page.get_attribute("body", "data-engine-start") == "fresh"
    assert page.get_attribute("#sheet", "data-deck") == ",".join(engine.setup("uruguay", 42)["deck"])


def test_the_snapshot_is_used_and_agrees_with_the_engine(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/scenario/index.html?seed=42&players=5")
    page.wait_for_selector("#sheet[data-seed='42']", timeout=T)
    assert page.get_attribute("body", "data-engine-start") == "snapshot"
    sheet = engine.get_game("junta").setup_sheet(engine.setup("junta", 42, options={"players": 5}))
    assert page.get_attribute("#sheet", "data-fingerprint") == sheet["fingerprint"]
    assert watched.errors == []


@pytest.mark.parametrize("game, eid, step", [("uruguay", "example-of-play", 5), ("junta", "a-complete-coup", 3),
                                            ("paraguay", "a-whole-turn", 5)])
def test_continue_from_a_step_in_the_sandbox(watched, site_url, game, eid, step):
    page = watched.page
    page.goto(f"{site_url}{game}/examples/{eid}/index.html#step-{step}")
    page.wait_for_selector(f"#stepper[data-shown='{step}']", timeout=T)
    page.click("details.board-text summary")
    shown = page.inner_text("#board-text")
    assert shown.strip()
    link = page.eval_on_selector("#to-sandbox", "a => a.href")
    assert "#game=" in link
    page.goto(link.replace("#", "?view=#", 1))         # as the Observer: the public board, as the stepper shows it
    page.wait_for_selector("#sandbox[data-moves='0']", timeout=T)
    assert page.inner_text("#error") == ""
    page.click("details.board-text summary")
    # the same board in words, the sandbox's opened with the score strip's line (the stepper has no strip)
    score, _, rest = page.inner_text("#board-text").partition("\n")
    assert score.startswith("Score and tracks: ") and rest == shown, (score, rest[:200], shown[:200])
    default = page.get_attribute("#view-as", "data-default")
    page.select_option("#view-as", default)                 # whoever may act sees it
    page.wait_for_selector(f"#sandbox[data-view='{default}']", timeout=T)     # the Observer's screen is gone
    page.wait_for_selector("#actions li button, #handoff:not([hidden])", timeout=T)
    if page.locator("#handoff").is_visible():       # hot seat with secrets: the deciding player takes the device
        page.click("#handoff-show")
    page.wait_for_selector("#actions li button", timeout=T)
    page.click("#actions li button >> nth=0")
    page.wait_for_selector("#sandbox[data-moves='1']", timeout=T)
    page.click("#copy-url")                 # the link of the game played on from the example reopens it
    other = watched.context.new_page()
    other.goto(page.url)
    other.wait_for_selector("#sandbox[data-moves='1']", timeout=T)
    other.select_option("#view-as", page.eval_on_selector("#view-as", "s => s.value"))     # the same viewer
    other.wait_for_selector("#actions li button, #handoff:not([hidden])", timeout=T)
    if other.locator("#handoff").is_visible():      # fog of war (Paraguay): the viewer takes the device again
        other.click("#handoff-show")
    want = page.text_content("#board-text")
    other.wait_for_function("(want) => document.querySelector('#board-text').textContent === want", arg=want, timeout=T)
    assert watched.offsite() == [] and watched.errors == []


class CspHandler(Handler):
    """The dev server plus the strict Content-Security-Policy the pages are meant to run under."""

    def end_headers(self):
        if self.path.split("?")[0].endswith((".html", "/")):
            self.send_header("Content-Security-Policy", CSP)
        super().end_headers()


@pytest.fixture(scope="module")
def sub_path_url():
    import functools
    import http.server
    handler = functools.partial(type("SubPath", (CspHandler,), {"quiet": True, "prefix": "/tablero/"}),
                                directory=str(b.DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/tablero/"
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("path, ready", [
    ("uruguay/examples/example-of-play/index.html#step-3", "#stepper[data-shown='3']"),
    ("uruguay/deck/index.html?seed=7", "#sheet[data-seed='7']"),
    ("junta/sandbox/index.html?seed=3&players=4", "#sandbox[data-moves='0']"),
])
def test_the_whole_site_under_a_sub_path_with_a_strict_csp(watched, sub_path_url, path, ready):
    page = watched.page
    failed = []
    page.on("response", lambda r: r.status >= 400 and failed.append(f"{r.status} {r.url}"))
    page.goto(f"{sub_path_url}{path}")
    page.wait_for_selector(ready, timeout=T)
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    assert page.get_attribute("body", "data-engine-start") == "snapshot"
    assert failed == [] and watched.offsite() == [] and watched.errors == []
    assert all("/tablero/" in url for url in watched.requests if not url.startswith(("data:", "blob:")))


@pytest.mark.parametrize("path", ["uruguay/deck/", "uruguay/packet/", "uruguay/sandbox/"])
def test_a_page_whose_engine_cannot_load_says_so(watched, site_url, path):
    """The engine's files blocked: the page says the engine did not load, in its error box, and never "ready"."""
    page = watched.page
    page.route(re.compile(r".*/(pyodide/.*|assets/engine/.*)$"), lambda route: route.abort())
    page.goto(f"{site_url}{path}index.html")
    page.wait_for_selector("body[data-engine='failed']", timeout=T)
    assert page.is_visible("#error")
    assert page.inner_text("#error").startswith("The rules engine did not load: ")
    assert "ready" not in page.inner_text("#engine-status").lower()
    assert watched.offsite() == []
