"""The Content-Security-Policy: every page carries it (a <meta>; `generator serve` sends the same header), and
the engine, the stepper, the sandbox and search all still work under it, with no violation reported."""

import html
import re
import urllib.request

from generator.render import CSP

T = 120_000
WATCH = """window.__csp = []; document.addEventListener('securitypolicyviolation',
  (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));"""


def test_every_page_has_the_policy_and_the_server_sends_it(site_url):
    from generator import build as b
    pages = [p for p in b.DIST.rglob("*.html") if "pagefind" not in p.parts]
    for page in pages:
        meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', page.read_text("utf-8"))
        assert meta and html.unescape(meta.group(1)) == CSP, page
    for path in ("index.html", "assets/js/engine-worker.mjs"):
        with urllib.request.urlopen(site_url + path) as r:
            policy = r.headers["Content-Security-Policy"]
        assert policy.startswith(CSP) and "frame-ancestors 'none'" in policy
    assert "script-src 'self' 'wasm-unsafe-eval'" in CSP and "unsafe-eval'" not in CSP.replace("wasm-unsafe-eval", "")


def test_the_engine_runs_under_the_policy(watched, site_url):
    page = watched.page
    page.add_init_script(WATCH)
    page.goto(f"{site_url}uruguay/sandbox/index.html?seed=4&view=tupamaros")
    page.wait_for_selector("body[data-engine='ready']", timeout=T)
    page.wait_for_selector("#actions li", timeout=T)
    page.click("#random-move")
    page.wait_for_selector("#sandbox[data-moves='1']", timeout=T)
    page.goto(f"{site_url}junta/examples/a-complete-coup/index.html#step-3")
    page.wait_for_selector("#stepper[data-shown='3']", timeout=T)
    page.goto(f"{site_url}search/index.html")
    page.fill("input", "Political Will")
    page.wait_for_selector(".pagefind-ui__result", timeout=T)
    assert page.evaluate("window.__csp") == []
    assert not [e for e in watched.errors if "Content Security Policy" in e]
    assert watched.offsite() == []
