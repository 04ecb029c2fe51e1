"""Serve the built site on 127.0.0.1 with the right types for .mjs and .wasm."""

import functools
import http.server
import pathlib


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files from the build folder; quiet unless asked."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".pdf": "application/pdf",
    }
    quiet = False

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


def make_server(directory, host="127.0.0.1", port=8000, quiet=False):
    """Return a ThreadingHTTPServer serving ``directory`` (port 0 picks a free port)."""
    directory = pathlib.Path(directory)
    if not (directory / "index.html").is_file():
        raise FileNotFoundError(f"{directory} holds no built site: run 'python -m generator build' first")
    handler = functools.partial(type("QuietHandler" if quiet else "LoudHandler", (Handler,), {"quiet": quiet}),
                                directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)
