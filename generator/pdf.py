"""PDF output with WeasyPrint: data: URLs and files under the build's own folders only, never the network."""

import base64
import logging
import pathlib
import re
import urllib.parse
import urllib.request

PAPERS = {"a4": "A4", "letter": "letter"}
ROOT = pathlib.Path(__file__).resolve().parent.parent
ALLOWED = (ROOT / "site", ROOT / "content")       # what a sheet or aid may load: our CSS, fonts, images


def inside(path, roots=ALLOWED):
    """True when ``path`` (symbolic links resolved) lies under one of ``roots``."""
    real = pathlib.Path(path).resolve()
    return any(real.is_relative_to(r.resolve()) for r in roots)


def _fetcher(roots):
    from weasyprint.urls import URLFetcher

    class Fetcher(URLFetcher):
        """Only data: URLs and file: URLs under ``roots``; everything else is refused (and left out)."""

        def fetch(self, url, headers=None):
            scheme = url.split(":", 1)[0].lower()
            if scheme == "file":
                path = urllib.request.url2pathname(urllib.parse.urlsplit(url).path)
                if not inside(path, roots):
                    raise ValueError(f"a PDF may not load {url[:200]}: it is outside the project's site and content")
            elif scheme != "data":
                raise ValueError(f"a PDF may not load {url[:200]}: only data: URLs and the project's own files")
            return super().fetch(url, headers)

    return Fetcher(allowed_protocols={"file", "data"})


def render_pdf(html, base_url, roots=ALLOWED):
    """Render an HTML string to PDF bytes; only ``data:`` and files under ``roots`` may be fetched."""
    import weasyprint

    from . import pdf_fast
    pdf_fast.install()
    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    return weasyprint.HTML(string=html, base_url=str(base_url), url_fetcher=_fetcher(roots)).write_pdf()


def check_paper(paper):
    """Return the CSS page-size name for 'a4' or 'letter', or raise ValueError."""
    try:
        return PAPERS[paper.lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, got {paper!r}") from None


class Layers(tuple):
    """A board printed as SVG layers of one size, the bottom one first, stacked in a box ``height_mm`` tall (its
    width follows the layers' viewBox). Layers the same on every sheet (a map's ground) are images used again, so
    a document draws each once (pdf_fast)."""

    def __new__(cls, svgs, height_mm):
        self = super().__new__(cls, svgs)
        self.height_mm = height_mm
        return self


def svg_img(svg):
    """An SVG as an ``<img>`` with a data: URL (WeasyPrint parses an image used again once, and draws it once)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" alt="">'


def board_html(board, inline=True):
    """A sheet's board as markup for WeasyPrint: an SVG text inline (or as one image, ``inline=False``), or a
    game's ``Layers`` stacked in one box."""
    if not isinstance(board, Layers):
        return board if inline else svg_img(board)
    _, _, width, height = (float(v) for v in re.search(r'viewBox="([^"]+)"', board[0]).group(1).split())
    size = f"width: {board.height_mm * width / height:.2f}mm; height: {board.height_mm}mm"
    return f'<div class="map-layers" style="{size}">' + "".join(svg_img(svg) for svg in board) + "</div>"
