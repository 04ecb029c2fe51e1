"""What the sandbox's log costs the page in a long game (issue 27; figures, not pass/fail).

    python bench/sandbox_log.py [--seed 7] [--at 1000] [--width 1280] [--dist dist] [--all-lines] [--profile]

Plays Paraguay with the steady bot in both seats (engine, CPython) from ``--seed``, takes the record up to the
Paraguayan's first decision after move ``--at`` that a run of more than 40 Allied moves follows, and opens it in the built
sandbox (Chromium) with the Allies a steady computer. "Play until it is my turn" lets the computer play its run
in the page; for every answer the worker sends, the main thread's time from the message's arrival to the next
task (the page's whole handling of it: rendering the board, the decision and the log) is taken with
performance.now(). Then "Show earlier lines" is pressed until the whole log is on the page and the view is asked
again, to show what one answer costs with every line built. Prints the date, the machine, load averages, the log's
length, the lines on the page and the medians and maxima (wall-clock ms on the main thread).

``--all-lines``: "Show earlier lines" is pressed until the whole log is on the page *before* the computer's run, so
every answer of the run lands on a page that shows every line (the case of a person reading the whole game while the
computers play on). ``--profile``: the run and the view changes are also recorded by Chromium's sampling profiler
(0.1 ms), and the milliseconds spent inside the page's log and board functions (inclusive of what they call) are
printed, per answer.
"""

import argparse
import base64
import datetime
import json
import os
import pathlib
import statistics
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from engine import apply, bots, setup  # noqa: E402
from generator.serve import make_server  # noqa: E402
from host import machine  # noqa: E402

T = 240_000
HOOK = """(() => {
  window.__cost = [];
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => {
        const t0 = performance.now();
        setTimeout(() => window.__cost.push(performance.now() - t0), 0);
      });
    }
  };
})();"""


def steady_record(seed, at):
    state = setup("paraguay", seed)
    made = bots.make("paraguay", "steady")
    memory = {r: {} for r in state["roles"]}
    moves = []
    cut = None
    while state["result"] is None and len(moves) < 6000:
        role = bots.acting(state)
        act, _ = bots.decide(state, role, made, bots.seat_rng(role, state["moves"]), memory[role], bots.Budget())
        state = apply(state, role, act["verb"], act["arg"])
        moves.append({"role": role, "verb": act["verb"], "arg": act["arg"]})
        if cut is None and len(moves) > at and role == "paraguayan":
            cut = len(moves)
        if cut is not None and role == "paraguayan" and len(moves) > cut:
            if len(moves) - cut > 40:             # a run of more than 40 Allied moves follows the cut
                break
            cut = len(moves)
    if cut is None or state["result"] is not None and len(moves) - cut <= 40:
        raise SystemExit(f"seed {seed}: no long Allied run after move {at} (the game has {len(moves)} moves)")
    return {"game": "paraguay", "kind": "game", "seed": seed, "moves": moves[:cut], "seats": {"allied": "steady"}}


def every_line(page):
    """Press "Show earlier lines" until the whole log is on the page, each press once its lines are there."""
    while page.is_visible("#log-earlier"):
        first = page.evaluate("() => Number(document.getElementById('log').start)")
        page.click("#log-earlier")
        page.wait_for_function(f"() => Number(document.getElementById('log').start) < {first}", timeout=T)


PARTS = ("showLog", "decorate", "logItem", "showBoard", "render")


def inclusive(profile, names):
    """Milliseconds of a CPU profile (Chromium's Profiler) spent inside each function of ``names`` (the first node of
    that name on a sample's stack, so recursion counts once), and the busy total (all but idle)."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {c: n["id"] for n in profile["nodes"] for c in n.get("children", ())}
    out = dict.fromkeys(names, 0.0)
    total = 0.0
    for node, delta in zip(profile["samples"], profile["timeDeltas"][1:] + [0]):
        if nodes[node]["callFrame"]["functionName"] == "(idle)":
            continue
        seen = set()
        while node is not None:
            name = nodes[node]["callFrame"]["functionName"]
            if name in out and name not in seen:
                out[name] += delta / 1000
                seen.add(name)
            node = parent.get(node)
        total += delta / 1000
    out["busy (not idle)"] = total
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--at", type=int, default=1000)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--dist", default=str(ROOT / "dist"))
    ap.add_argument("--all-lines", action="store_true")
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    print(f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, {machine()}, "
          f"load average {os.getloadavg()[0]:.1f}")
    rec = steady_record(a.seed, a.at)
    print(f"record: Paraguay seed {a.seed}, {len(rec['moves'])} moves, the Allies a steady computer")
    link = base64.urlsafe_b64encode(json.dumps(rec, separators=(",", ":")).encode()).decode().rstrip("=")
    server = make_server(pathlib.Path(a.dist), port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = b.new_context(viewport={"width": a.width, "height": 900}).new_page()
        page.add_init_script(HOOK)
        page.goto(f"{base}paraguay/sandbox/index.html?view=acting#game={link}")
        page.wait_for_selector("body[data-engine='ready']", timeout=T)
        start = str(len(rec["moves"]))
        page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.moves === '{start}'", timeout=T)
        page.wait_for_function("() => !document.getElementById('bot-until').disabled", timeout=T)
        if a.all_lines:
            every_line(page)
            page.wait_for_timeout(300)
        page.evaluate("() => { window.__cost = []; }")
        cdp = page.context.new_cdp_session(page) if a.profile else None
        if cdp:
            cdp.send("Profiler.enable")
            cdp.send("Profiler.setSamplingInterval", {"interval": 100})
            cdp.send("Profiler.start")
        page.click("#bot-until")
        page.wait_for_function(f"() => Number(document.querySelector('#sandbox').dataset.moves) > {start}"
                               " && document.querySelector('#sandbox').dataset.thinking === ''"
                               " && document.querySelectorAll('#actions li button').length > 0", timeout=T)
        page.wait_for_timeout(300)
        run = page.evaluate("() => window.__cost")
        spent = inclusive(cdp.send("Profiler.stop")["profile"], PARTS) if cdp else None
        shown = page.evaluate("() => ({ moves: document.querySelector('#sandbox').dataset.moves,"
                              " lines: document.querySelectorAll('#log > li').length,"
                              " first: Number(document.getElementById('log').start),"
                              " since: document.getElementById('bot-since-head').textContent })")
        total = shown["first"] - 1 + shown["lines"]
        print(f"the computer's run: {int(shown['moves']) - int(start)} moves, {len(run)} answers; the log has "
              f"{total} lines, {shown['lines']} on the page ({shown['since']})")
        print(f"  main thread per answer: median {statistics.median(run):.1f} ms, max {max(run):.1f} ms")
        if spent is not None:
            print("  profiled, per answer (inclusive ms): " + ", ".join(f"{k} {v / len(run):.1f}" for k, v in spent.items()))
        every_line(page)
        page.evaluate("() => { window.__cost = []; }")
        if cdp:
            cdp.send("Profiler.start")
        for view in ["", "acting"] * 3:
            page.select_option("#view-as", view)
            page.wait_for_function(f"() => document.querySelector('#sandbox').dataset.view === '{view}'", timeout=T)
            page.wait_for_timeout(200)
        whole = page.evaluate("() => window.__cost")
        spent = inclusive(cdp.send("Profiler.stop")["profile"], PARTS) if cdp else None
        lines = page.evaluate("() => document.querySelectorAll('#log > li').length")
        print(f"every line on the page ({lines}): main thread per answer (6 view changes): median "
              f"{statistics.median(whole):.1f} ms, max {max(whole):.1f} ms")
        if spent is not None:
            print("  profiled, per view change (inclusive ms): "
                  + ", ".join(f"{k} {v / len(whole):.1f}" for k, v in spent.items()))
        b.close()
    server.shutdown()
    print(f"load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
