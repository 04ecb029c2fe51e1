"""PDF output with WeasyPrint: data: URLs and files under the build's own folders only, never the network."""

import base64
import contextlib
import hashlib
import io
import logging
import pathlib
import re
import sys

PAPERS = {"a4": "A4", "letter": "letter"}
from .pdf_fast import PICTURE     # an SVG handed to render_pdf beside the HTML (``pictures``), by its hash
ROOT = pathlib.Path(__file__).resolve().parent.parent
ALLOWED = (ROOT / "site", ROOT / "content")       # what a sheet or aid may load: our CSS, fonts, images


def inside(path, roots=ALLOWED):
    """True when ``path`` (symbolic links resolved) lies under one of ``roots``."""
    real = pathlib.Path(path).resolve()
    return any(real.is_relative_to(r.resolve()) for r in roots)


def _fetcher(roots, pictures=None):
    import urllib.parse
    import urllib.request

    from weasyprint.urls import URLFetcher, URLFetcherResponse

    class Fetcher(URLFetcher):
        """Only data: URLs, file: URLs under ``roots`` and the ``pictures`` given; everything else is refused
        (and left out)."""

        def fetch(self, url, headers=None):
            scheme = url.split(":", 1)[0].lower()
            if url.startswith(PICTURE) and url[len(PICTURE):] in (pictures or {}):
                return URLFetcherResponse(url, pictures[url[len(PICTURE):]], {"Content-Type": "image/svg+xml"})
            if scheme == "file":
                path = urllib.request.url2pathname(urllib.parse.urlsplit(url).path)
                if not inside(path, roots):
                    raise ValueError(f"a PDF may not load {url[:200]}: it is outside the project's site and content")
            elif scheme != "data":
                raise ValueError(f"a PDF may not load {url[:200]}: only data: URLs and the project's own files")
            return super().fetch(url, headers)

    return Fetcher(allowed_protocols={"file", "data"})


def weasyprint():
    """WeasyPrint, imported once. On Linux its libraries are first opened by their usual file names: WeasyPrint
    tries other names before those, and each miss makes ``ctypes.util.find_library`` run ldconfig (and gcc) in
    subprocesses, 0.2-0.8 s of every command that writes a PDF. If that fails, WeasyPrint's own way, as it comes."""
    if "weasyprint" in sys.modules:
        return sys.modules["weasyprint"]
    if sys.platform.startswith("linux"):
        import ctypes.util
        find = ctypes.util.find_library
        ctypes.util.find_library = lambda name: None
        try:
            with contextlib.redirect_stdout(io.StringIO()):       # its message for a library it cannot open
                import weasyprint as module
            return module
        except OSError:
            for name in [m for m in sys.modules if m == "weasyprint" or m.startswith("weasyprint.")]:
                del sys.modules[name]
        finally:
            ctypes.util.find_library = find
    import weasyprint as module
    return module


def render_pdf(html, base_url, roots=ALLOWED, pictures=None, layout=None):
    """Render an HTML string to PDF bytes; only ``data:`` URLs, files under ``roots`` and the SVG ``pictures``
    ({key: SVG bytes}, from ``svg_img``) may be fetched. ``layout``: given, a function of ``render`` (HTML -> the
    laid-out document, WeasyPrint's ``Document``) that returns the document to write, in place of ``html``'s: a
    document that adapts itself to where its columns and pages broke, laid out as many times as it needs."""
    module = weasyprint()

    from . import pdf_fast
    pdf_fast.install()
    logging.getLogger("weasyprint").setLevel(logging.ERROR)

    def render(text):
        return module.HTML(string=text, base_url=str(base_url), url_fetcher=_fetcher(roots, pictures)).render()
    with _few_collections():
        return (render(html) if layout is None else layout(render)).write_pdf()


@contextlib.contextmanager
def _few_collections():
    """Python's cycle collector, run less often while a document is laid out: WeasyPrint makes hundreds of
    thousands of small objects, and each full collection walks them all again (10-15 % of a packet's time).
    What was there before (modules, content) is set aside from collection; all as before afterwards."""
    import gc
    before = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(100_000, 50, 100)
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def check_paper(paper):
    """Return the CSS page-size name for 'a4' or 'letter', or raise ValueError."""
    try:
        return PAPERS[paper.lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, got {paper!r}") from None


class Layers(tuple):
    """A board printed as SVG layers of one size, the bottom one first, stacked in a box ``height_mm`` tall (its
    width follows the layers' viewBox). Layers the same on every sheet (a map's ground) are images used again, so
    a document draws each once (pdf_fast).

    ``windows``: the board printed in parts instead (the same parts on every paper, or {paper: parts} when each
    paper, pdf.PAPERS' names, has its own), at ``mm`` millimetres a unit of the viewBox, each part on a
    page of its own under its label: {"label", "box": (left, top, right, bottom)} in the viewBox's units shows that
    piece of the layers (the same images, cut by the box), with, given "key" (an SVG), a little picture beside the
    label (where the part lies), and given "over" (an SVG of the layers' size), that picture laid over the layers
    and cut alike; {"label", "picture": an SVG} prints that picture (a legend) at the same scale. A part's "after"
    (HTML) prints under it on its page."""

    def __new__(cls, svgs, height_mm, windows=None, mm=None):
        self = super().__new__(cls, svgs)
        self.height_mm = height_mm
        self.windows = dict(windows) if isinstance(windows, dict) else tuple(windows or ())
        self.mm = mm
        if self.windows and not mm:
            raise ValueError("a board printed in parts needs its scale (mm a unit)")
        return self


def text_floor(svg, floor):
    """An SVG drawing whose every text set smaller than ``floor`` (in the drawing's units, a ``font-size``
    attribute) is set at ``floor``: a drawing printed smaller than the screen shows it keeps its words legible on
    paper. Other sizes, and everything else, as they were."""
    def raised(match):
        return f'font-size="{floor:g}"' if float(match.group(1)) < floor else match.group(0)
    return re.sub(r'font-size="([\d.]+)"', raised, svg)


def svg_img(svg, pictures=None):
    """An SVG as an ``<img>`` (WeasyPrint parses an image used again once, and draws it once): with a data: URL,
    or, given ``pictures`` (a dict that goes to ``render_pdf`` with the HTML), a short reference to the SVG kept
    there, so that a picture used at many tables is in the HTML once (a packet's HTML: 6.8 -> 0.35 MB)."""
    data = svg.encode("utf-8")
    if pictures is None:
        return f'<img src="data:image/svg+xml;base64,{base64.b64encode(data).decode("ascii")}" alt="">'
    key = hashlib.sha256(data).hexdigest()[:32]
    pictures[key] = data
    return f'<img src="{PICTURE}{key}" alt="">'


def board_html(board, inline=True, pictures=None, paper=None):
    """A sheet's board as markup for WeasyPrint: an SVG text inline (or as one image, ``inline=False``), or a
    game's ``Layers`` stacked in one box (or in its parts for ``paper``, 'A4' or 'letter'); ``pictures``: as
    ``svg_img``."""
    if not isinstance(board, Layers):
        return board if inline else svg_img(board, pictures)
    _, _, width, height = (float(v) for v in re.search(r'viewBox="([^"]+)"', board[0]).group(1).split())
    windows = board.windows
    if isinstance(windows, dict):
        if paper not in windows:
            raise ValueError(f"this board's parts are for paper {' or '.join(sorted(windows))}, not {paper!r}")
        windows = windows[paper]
    if windows:
        from html import escape
        mm = board.mm
        imgs = "".join(svg_img(svg, pictures) for svg in board)
        parts = []
        for part in windows:
            head = f'<p class="map-window-label">{escape(part["label"])}</p>'
            if part.get("key"):
                key = svg_img(part["key"], pictures).replace("<img ", '<img style="float: right; height: 16mm; '
                                                              'margin: 0 0 1.5mm 3mm" ')
                head = f'<div style="overflow: hidden">{key}{head}</div>'
            if "picture" in part:
                _, _, w, _ = (float(v) for v in re.search(r'viewBox="([^"]+)"', part["picture"]).group(1).split())
                body = svg_img(part["picture"], pictures).replace("<img ", f'<img style="width: {w * mm:.2f}mm" ')
            else:
                left, top, right, bottom = part["box"]
                # the whole picture, slid so that the box's piece shows in a box that cuts off the rest
                cut = f"left: {-left * mm:.2f}mm; top: {-top * mm:.2f}mm; width: {width * mm:.2f}mm; " \
                      f"height: {height * mm:.2f}mm"
                over = svg_img(part["over"], pictures) if part.get("over") else ""
                body = (f'<div class="map-layers map-cut" style="width: {(right - left) * mm:.2f}mm; '
                        f'height: {(bottom - top) * mm:.2f}mm">'
                        + (imgs + over).replace("<img ", f'<img style="{cut}" ') + "</div>")
            parts.append(f'<div class="map-window">{head}{body}{part.get("after", "")}</div>')
        return "".join(parts)
    size = f"width: {board.height_mm * width / height:.2f}mm; height: {board.height_mm}mm"
    return f'<div class="map-layers" style="{size}">' + "".join(svg_img(svg, pictures) for svg in board) + "</div>"
