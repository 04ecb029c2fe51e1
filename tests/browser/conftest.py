"""Browser tests: the built site served on 127.0.0.1, driven in real Chromium with Playwright.

Chromium: Debian's /usr/bin/chromium when present (./build.sh test installs it); otherwise the browser
Playwright manages (``python -m playwright install chromium`` on a machine that may download it).
"""

import os
import threading
import urllib.parse

import pytest

from generator import build as b
from generator.serve import make_server

AXE = b.ROOT / "node_modules" / "axe-core" / "axe.min.js"

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(scope="session")
def site_url():
    """Serve dist/ (building it first when it is missing) and yield its base URL."""
    if not (b.DIST / "index.html").is_file():
        b.build()
    server = make_server(b.DIST, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        kwargs = {"args": ARGS}
        if os.path.exists(CHROMIUM):
            kwargs["executable_path"] = CHROMIUM
        browser = p.chromium.launch(**kwargs)
        yield browser
        browser.close()


class Watched:
    """A page plus every request it made and every console error or page error it raised."""

    def __init__(self, context):
        self.context = context
        self.page = context.new_page()
        self.requests = []
        self.errors = []
        context.on("request", lambda r: self.requests.append(r.url))
        self._watch(self.page)

    def _watch(self, page):
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def new_page(self):
        """Another tab of the same context whose console and page errors are watched too (its requests already
        are: they are the context's)."""
        page = self.context.new_page()
        self._watch(page)
        return page

    def link_to_game(self):
        """Copy the sandbox's link to the whole game and return it: it goes to the clipboard, never into the
        address (issue 25.2)."""
        self.context.grant_permissions(["clipboard-read", "clipboard-write"])
        self.page.click("#copy-url")
        self.page.wait_for_function(
            "() => document.querySelector('#engine-status').textContent.startsWith('Link copied')", timeout=120_000)
        link = self.page.evaluate("() => navigator.clipboard.readText()")
        assert "#game=" in link and "#game=" not in self.page.url
        return link

    def offsite(self):
        """Requests to anything but 127.0.0.1 (data: and blob: URLs never leave the machine)."""
        bad = []
        for url in self.requests:
            parts = urllib.parse.urlsplit(url)
            if parts.scheme in ("data", "blob"):
                continue
            if parts.hostname != "127.0.0.1":
                bad.append(url)
        return bad


@pytest.fixture
def watched(browser):
    context = browser.new_context()
    w = Watched(context)
    yield w
    context.close()


@pytest.fixture
def serious_violations():
    """A function that runs axe-core (from node_modules, never a CDN) on a page and returns its serious and
    critical findings as (rule id, impact, number of elements)."""
    def run(page):
        page.evaluate(AXE.read_text(encoding="utf-8"))   # not a <script> tag: the pages' CSP forbids inline ones
        result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
        return [(v["id"], v["impact"], len(v["nodes"])) for v in result["violations"]
                if v["impact"] in ("serious", "critical")]
    return run
