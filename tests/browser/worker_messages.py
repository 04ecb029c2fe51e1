"""What the sandbox tests watch from inside a page, installed before the page's own scripts: every message the
page receives from the engine worker (as text), and on request every address it writes into the history."""

import json

# window.__received: each message from the worker, as JSON text, in order
WORKER = """
  const Native = window.Worker;
  window.__received = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => window.__received.push(JSON.stringify(e.data)));
    }
  };
"""

# window.__addresses: each address given to history.pushState or replaceState
HISTORY = """
  window.__addresses = [];
  for (const name of ["pushState", "replaceState"]) {
    const native = history[name].bind(history);
    history[name] = (state, unused, url) => {
      window.__addresses.push(String(url));
      return native(state, unused, url);
    };
  }
"""


def hook(*parts):
    """One init script running ``parts`` (the pieces above, or a test's own) in order."""
    return "(() => {" + "".join(parts) + "})();"


def received(page, start=0):
    """The worker's messages to the page so far (from ``start``), as data."""
    return [json.loads(t) for t in page.evaluate("() => window.__received")[start:]]
