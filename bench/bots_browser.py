"""The computer opponents' decision time in a real browser (issue 27.5): Chromium, the built site, the engine in
Pyodide in its worker, every seat a computer at one level, "play until it is my turn" (no pause between moves).

For each game and level the script plays fresh games (seeds 1, 2, ...), the table viewed as no seat (a computer's
secrets are never shown), until it has ``N`` decisions with more than one choice (a single option is played without
thought). The page learns a decision's count of choices only where its question was public; where no question is
(Guerilla: every decision is a seat's own, on its hand), it counts every decision, says so, and plays on to ``10 N``
decisions of any kind (most of them have one choice). Then it prints the median and 95th percentile of the
decision as the worker's bridge times it (``sandbox_bot``'s ``bot.ms``: the bot alone, not the page's drawing),
the same over every decision, and the page's longest main-thread task while the computers played (the page must
never freeze). Figures, not pass/fail.

Run (after ``python -m generator build``): ``python bench/bots_browser.py [N=30] [--only GAME,GAME] [--dist DIR]``.
"""

import base64
import datetime
import json
import os
import pathlib
import statistics
import sys
import threading
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))

from generator import build as b  # noqa: E402
from generator.serve import make_server  # noqa: E402
from host import machine  # noqa: E402

T = 600_000
PLAYERS = {"junta": 4, "guerilla": 4}
ROLES = {"uruguay": ["government", "tupamaros"], "paraguay": ["allied", "paraguayan"]}
HOOK = """(() => {
  const Native = window.Worker;
  window.__received = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => window.__received.push(JSON.stringify(e.data)));
    }
  };
  window.__longest = 0;
  window.__since = Infinity;        // set when the computers start: the page's own loading is not counted
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.startTime >= window.__since) window.__longest = Math.max(window.__longest, e.duration);
    }
  }).observe({ type: "longtask", buffered: true });
})();"""


def percentile(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def link(rec):
    return base64.urlsafe_b64encode(json.dumps(rec, separators=(",", ":")).encode()).decode().rstrip("=")


def one_game(browser, url, game, level, seed):
    roles = ROLES.get(game) or [f"p{i + 1}" for i in range(PLAYERS[game])]
    rec = {"game": game, "kind": "game", "seed": seed, "moves": [], "seats": {r: level for r in roles}}
    if game in PLAYERS:
        rec["options"] = {"players": PLAYERS[game]}
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script(HOOK)
    # every seat a computer: the page views the table as no seat (a computer's secrets are never shown), so it
    # learns how many choices a decision had only where the question was public (see ``measure``)
    page.goto(f"{url}{game}/sandbox/index.html#game={link(rec)}")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#bot-bar:not([hidden])", timeout=T)
    page.evaluate("() => { window.__longest = 0; window.__since = performance.now(); }")   # only while they play
    page.click("#bot-until")
    return context, page


def collect(page):
    return [json.loads(t)["bot"] for t in page.evaluate("() => window.__received")
            if '"bot":{' in t and json.loads(t).get("bot")]


def private(bots):
    """Whether the page was told no decision's count of choices: every question was a seat's own (Guerilla's hands),
    whose count the page never learns while the table is viewed as no seat."""
    return bool(bots) and not any("choices" in x for x in bots)


def _counted(bots):
    """The decisions that count toward N: those with more than one choice; every decision where no count is told."""
    return bots if private(bots) else [x for x in bots if x.get("choices", 0) > 1]


def measure(browser, url, game, level, want, cap_s=400):
    thought, every, longest, seeds, hidden = [], [], 0.0, [], False
    began = time.monotonic()
    seed = 1
    while len(thought) < (want * 10 if hidden else want) and time.monotonic() - began < cap_s:
        context, page = one_game(browser, url, game, level, seed)
        seeds.append(seed)
        while time.monotonic() - began < cap_s:
            page.wait_for_timeout(2000)
            bots = collect(page)
            need = want * 10 if private(bots) else want
            if len(thought) + len(_counted(bots)) >= need or page.get_attribute("#sandbox", "data-over"):
                break
        bots = collect(page)
        every += [x["ms"] for x in bots]
        thought += [x["ms"] for x in _counted(bots)]
        hidden = hidden or private(bots)
        longest = max(longest, page.evaluate("() => window.__longest"))
        context.close()
        seed += 1
    return thought, every, longest, seeds, hidden


def main(argv):
    want = int(argv[0]) if argv and argv[0].isdigit() else 30
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else ["uruguay", "junta", "guerilla",
                                                                               "paraguay"]
    dist = pathlib.Path(argv[argv.index("--dist") + 1]) if "--dist" in argv else b.DIST
    if not (dist / "index.html").is_file():
        b.build()
    server = make_server(dist, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC — {machine()}, "
          f"load average {os.getloadavg()[0]:.1f}")
    print("decision ms in Pyodide (Chromium worker), as sandbox_bot times it; budget 1 s, 16 roll-outs")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        kwargs = {"args": ["--no-sandbox", "--disable-gpu"]}
        if os.path.exists("/usr/bin/chromium"):
            kwargs["executable_path"] = "/usr/bin/chromium"
        browser = p.chromium.launch(**kwargs)
        for game in only:
            for level in ("steady", "strong"):
                thought, every, longest, seeds, hidden = measure(browser, url, game, level, want)
                if not thought:
                    print(f"{game} {level}: no decision measured")
                    continue
                which = "decisions (choice counts private: every one)" if hidden else "decisions with a choice"
                print(f"{game} {level}: {len(thought)} {which}: median "
                      f"{statistics.median(thought):.0f} ms, p95 {percentile(thought, 0.95):.0f} ms, max "
                      f"{max(thought):.0f} ms | all {len(every)} decisions: median {statistics.median(every):.0f} "
                      f"ms, p95 {percentile(every, 0.95):.0f} ms | longest main-thread task {longest:.0f} ms | "
                      f"seeds {seeds[0]}-{seeds[-1]}", flush=True)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1:])
