"""Where the examples' boards open: every step of every example page of a built site, at one window width, in real
Chromium (Playwright). For each step: how many spaces the step changed (outlined in gold), how many of them its board
shows wholly at its first view, how many in part, and the zoom. It prints each step where some changed space is not
wholly in view, then the totals; with --json, every row to a file.

    python bench/example_views.py WIDTH [--root dist] [--json OUT] [GAME...]

The window is 390x844 (a phone, with touch) below 600 px wide, else WIDTH x 800. The site is served from --root
(default dist/, as `python -m generator build` makes it), so two builds can be compared."""

import argparse
import json
import pathlib
import sys
import threading

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from generator.serve import make_server  # noqa: E402

# the changed spaces of the board shown: each counted once (a piece in a space counts as its space), wholly in the
# part of the picture in view, or in part
COUNT = """() => {
  const svg = document.querySelector('#board > svg');
  const [x, y, w, h] = svg.getAttribute('viewBox').split(/\\s+/).map(Number);
  const inv = svg.getScreenCTM().inverse(); const seen = new Set(); let n = 0, whole = 0, part = 0;
  for (const el of svg.querySelectorAll('.changed')) {
    const sp = el.closest('[data-space]') || el; if (seen.has(sp) || sp.closest('.legend, defs')) continue; seen.add(sp); n++;
    const b = sp.getBoundingClientRect();
    const a = new DOMPoint(b.left, b.top).matrixTransform(inv), c = new DOMPoint(b.right, b.bottom).matrixTransform(inv);
    if (a.x >= x - 1 && c.x <= x + w + 1 && a.y >= y - 1 && c.y <= y + h + 1) whole++;
    else if (c.x > x && a.x < x + w && c.y > y && a.y < y + h) part++;
  }
  return {n, whole, part, zoom: document.querySelector('#board').dataset.zoom};
}"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("width", type=int)
    ap.add_argument("games", nargs="*", default=["uruguay", "junta", "guerilla", "paraguay"])
    ap.add_argument("--root", default="dist")
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright
    root = pathlib.Path(a.root)
    server = make_server(root, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    phone = a.width < 600
    rows = []
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        ctx = b.new_context(viewport={"width": a.width, "height": 844 if phone else 800}, device_scale_factor=1,
                            **({"has_touch": True, "is_mobile": True} if phone else {}))
        page = ctx.new_page()
        for game in a.games:
            for f in sorted((root / game / "examples").glob("*/index.html")):
                page.goto(f"{base}{game}/examples/{f.parent.name}/index.html")
                page.wait_for_selector("#stepper[data-shown='1']")
                for s in range(1, int(page.get_attribute("#stepper", "data-count")) + 1):
                    if s > 1:
                        page.click("button[data-go=next]")
                        page.wait_for_selector(f"#stepper[data-shown='{s}']")
                    page.wait_for_timeout(150)
                    r = {"game": game, "example": f.parent.name, "step": s, **page.evaluate(COUNT)}
                    rows.append(r)
                    if r["n"] and r["whole"] < r["n"]:
                        print(game, f.parent.name, s, f"changed {r['n']}, whole {r['whole']}, part {r['part']}, "
                              f"zoom {r['zoom']}", flush=True)
        b.close()
    server.shutdown()
    if a.json:
        pathlib.Path(a.json).write_text(json.dumps(rows, indent=0))
    changed = [r for r in rows if r["n"]]
    print(f"width {a.width}: {len(rows)} steps; {sum(r['n'] for r in rows)} changed spaces, "
          f"{sum(r['whole'] for r in rows)} wholly in view, {sum(r['part'] for r in rows)} in part; "
          f"steps with every changed space wholly in view: {sum(r['whole'] == r['n'] for r in changed)} "
          f"of {len(changed)}")


if __name__ == "__main__":
    main()
