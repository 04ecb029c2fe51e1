"""Serve the built site on 127.0.0.1 with the right types for .mjs and .wasm, and caching headers as a static
host would send them: a file whose name carries a content hash (``name.<12 hex>.ext``, or a ``?h=`` URL) is
cached for a year and never revalidated; everything else (pages, scripts, styles, Pyodide) carries an ETag
and ``no-cache``, so the browser keeps it but asks each time whether it changed (a 304 costs no body).
A precompressed asset (``assets/…/name.gz``, e.g. the engine's snapshot) goes out as its inner file with
``Content-Encoding: gzip`` to a browser that accepts it, so the browser inflates it off the page's threads
(what nginx's ``gzip_static`` and most static hosts do); the worker inflates it itself when a host does not.
A text file (page, script, style, JSON, SVG) of ``COMPRESS_MIN`` bytes or more goes out gzip-compressed to a
browser that accepts it, as GitHub Pages, Netlify and nginx's ``gzip on`` send it (a Paraguay page's 370 KB of
map is about 40 KB on the wire); its ETag is the file's with ``-gzip`` added, the compressed bytes are kept for
the file's current size and time.
Hostile requests get a short answer and no traceback: a path with a NUL byte or bytes no file name can hold is
a 400, a folder without index.html a 404 (no listings), a client that hangs up mid-download is let go, and an
idle or half-open connection is closed after ``TIMEOUT`` seconds."""

import email.utils
import functools
import gzip
import http.server
import io
import os
import pathlib
import re
import socket
import urllib.parse

HASHED = re.compile(r"\.[0-9a-f]{12}\.[A-Za-z0-9.]+$")
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
TIMEOUT = 20              # seconds a connection may stay silent (a half-open one is closed, its thread ends)
COMPRESS_MIN = 1024       # bytes: a smaller text file goes out as it is
TEXT_TYPES = ("text/", "application/json", "application/javascript", "image/svg+xml", "application/xml")
_GZIPPED = {}             # local path -> (ETag, compressed bytes), one entry a file


def cache_control(url_path, query=""):
    """The Cache-Control a static host should send for ``url_path`` (see the module doc)."""
    if HASHED.search(url_path) or re.search(r"(^|&)h=[0-9a-f]{8,}", query):
        return IMMUTABLE
    return REVALIDATE


def etag(stat):
    """A strong validator from the file's size and modification time (what common static servers use)."""
    return f'"{stat.st_size:x}-{stat.st_mtime_ns:x}"'


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files from the build folder (under ``prefix``, e.g. /tablero/); quiet unless asked."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".pdf": "application/pdf",
        ".gz": "application/gzip",
    }
    quiet = False
    prefix = "/"
    timeout = TIMEOUT

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)

    def handle(self):
        """Serve the connection; a client that hangs up or falls silent is let go with one log line."""
        try:
            super().handle()
        except (ConnectionError, socket.timeout) as err:
            self.close_connection = True
            self.log_message("connection ended by the client: %s", type(err).__name__)

    def list_directory(self, path):
        """No folder listings: a folder without index.html is not found."""
        self.send_error(404, "File not found")
        return None

    def _bad_path(self, url_path):
        """Why ``url_path`` can name no file (a NUL byte, bytes no file name holds), or None."""
        text = urllib.parse.unquote(url_path, errors="surrogatepass")
        if "\0" in text:
            return "a NUL byte in the path"
        try:
            os.fsencode(text)
        except UnicodeError:
            return "the path is not a file name"
        return None

    def _site_path(self):
        """The request's path inside the site, or None when it is outside the prefix."""
        path = urllib.parse.urlsplit(self.path).path
        if not path.startswith(self.prefix):
            return None if path + "/" != self.prefix else "/"
        return "/" + path[len(self.prefix):]

    def translate_path(self, path):
        inside = self._site_path()
        if inside is None:
            return str(pathlib.Path(self.directory) / ".not-in-this-site")
        return super().translate_path(inside)

    def _precompressed(self, url_path):
        """True when ``url_path`` is a precompressed asset and the browser accepts gzip."""
        return (url_path.endswith(".gz") and "/assets/" in url_path
                and "gzip" in self.headers.get("Accept-Encoding", ""))

    def _compressible(self, local, st):
        """True when the file at ``local`` is text worth compressing (its answer then varies by encoding)."""
        return (st.st_size >= COMPRESS_MIN and not local.endswith(".gz")
                and self.guess_type(local).startswith(TEXT_TYPES))

    def _send_gzipped(self, local, st, tag):
        """Answer with the file at ``local`` gzip-compressed (made once per version of the file)."""
        kept = _GZIPPED.get(local)
        if kept is None or kept[0] != tag:
            with open(local, "rb") as f:
                kept = (tag, gzip.compress(f.read(), compresslevel=6, mtime=0))
            _GZIPPED[local] = kept
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(local))
        self.send_header("Content-Length", str(len(kept[1])))
        self.send_header("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True))
        self.end_headers()
        return io.BytesIO(kept[1])

    def guess_type(self, path):
        if getattr(self, "_gzip", False) and str(path).endswith(".gz"):
            return super().guess_type(str(path)[:-3]) if "." in pathlib.PurePath(str(path)[:-3]).name \
                else "application/octet-stream"
        return super().guess_type(path)

    def send_head(self):
        self._extra = {}
        self._gzip = False
        inside = self._site_path()
        parts = urllib.parse.urlsplit(self.path)
        if inside is None:
            self.send_error(404, "File not found")
            return None
        bad = self._bad_path(parts.path)
        if bad:
            self.send_error(400, f"Bad request: {bad}")
            return None
        if inside == "/" and not parts.path.endswith("/"):
            self.send_response(301)
            self.send_header("Location", parts.path + "/")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        local = self.translate_path(self.path)
        if os.path.isdir(local) and parts.path.endswith("/"):
            local = os.path.join(local, "index.html")
        if os.path.isfile(local):
            st = os.stat(local)
            self._extra = {"Cache-Control": cache_control(parts.path, parts.query), "ETag": etag(st)}
            compress = False
            if self._compressible(local, st):
                self._extra["Vary"] = "Accept-Encoding"
                compress = "gzip" in self.headers.get("Accept-Encoding", "")
            if compress:
                self._extra.update({"ETag": etag(st)[:-1] + '-gzip"', "Content-Encoding": "gzip"})
            elif self._precompressed(parts.path):
                self._gzip = True
                self._extra.update({"Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
            if self._extra["ETag"] in [t.strip() for t in self.headers.get("If-None-Match", "").split(",")]:
                self.send_response(304)
                self.send_header("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True))
                self.end_headers()
                return None
            if compress:
                return self._send_gzipped(local, st, self._extra["ETag"])
        return super().send_head()

    def end_headers(self):
        for name, value in getattr(self, "_extra", {}).items():
            self.send_header(name, value)
        security_headers(self)
        super().end_headers()


def security_headers(handler):
    """The pages' Content-Security-Policy (the same as their <meta> tag) on every answer, workers included,
    with what a <meta> cannot say: no framing by other sites."""
    from .render import CSP
    handler.send_header("Content-Security-Policy", CSP + "; frame-ancestors 'none'")
    handler.send_header("X-Content-Type-Options", "nosniff")


def make_server(directory, host="127.0.0.1", port=8000, quiet=False, prefix="/", timeout=TIMEOUT):
    """Return a ThreadingHTTPServer serving ``directory`` at ``prefix`` (port 0 picks a free port); a connection
    silent for ``timeout`` seconds is closed."""
    directory = pathlib.Path(directory)
    if not (directory / "index.html").is_file():
        raise FileNotFoundError(f"{directory} holds no built site: run 'python -m generator build' first")
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = functools.partial(type("QuietHandler" if quiet else "LoudHandler", (Handler,),
                                     {"quiet": quiet, "prefix": prefix, "timeout": timeout}),
                                directory=str(directory))
    return http.server.ThreadingHTTPServer((host, port), handler)
