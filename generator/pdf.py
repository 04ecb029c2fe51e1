"""PDF output with WeasyPrint: local files and data: URLs only, never the network."""

import logging

PAPERS = {"a4": "A4", "letter": "letter"}


def render_pdf(html, base_url):
    """Render an HTML string to PDF bytes; only ``file:`` and ``data:`` resources may be fetched."""
    import weasyprint
    from weasyprint.urls import URLFetcher

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    fetcher = URLFetcher(allowed_protocols={"file", "data"})
    return weasyprint.HTML(string=html, base_url=str(base_url), url_fetcher=fetcher).write_pdf()


def check_paper(paper):
    """Return the CSS page-size name for 'a4' or 'letter', or raise ValueError."""
    try:
        return PAPERS[paper.lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, got {paper!r}") from None
