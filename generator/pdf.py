"""PDF output with WeasyPrint: data: URLs and files under the build's own folders only, never the network."""

import logging
import pathlib
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

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    return weasyprint.HTML(string=html, base_url=str(base_url), url_fetcher=_fetcher(roots)).write_pdf()


def check_paper(paper):
    """Return the CSS page-size name for 'a4' or 'letter', or raise ValueError."""
    try:
        return PAPERS[paper.lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, got {paper!r}") from None
