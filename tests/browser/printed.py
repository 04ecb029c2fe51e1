"""What a printed PDF holds, for the browser tests of printing: each page's size, smallest text and words."""

import math
import unicodedata

from pypdf import PdfReader


def printed_pages(pdf):
    """Per page of a PDF: (width, height, smallest text size in pt, the page's words), from pypdf's text matrices;
    the words without ligatures."""
    out = []
    for pg in PdfReader(pdf).pages:
        sizes = []

        def seen(text, cm, tm, font, size):
            if text.strip():
                sizes.append(size * math.hypot(tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]))
        words = " ".join(unicodedata.normalize("NFKC", pg.extract_text(visitor_text=seen)).split())
        out.append((float(pg.mediabox.width), float(pg.mediabox.height), min(sizes), words))
    return out
