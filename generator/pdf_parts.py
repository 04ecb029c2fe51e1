"""One long PDF laid out in parts, so that its memory does not grow with its length.

WeasyPrint lays out a whole document before it writes any of it, and holds every laid-out page (boxes, styles, text
layouts) until the end: a 24-table packet of the largest sheets took about 530 MB. Here the document comes as parts,
each a whole HTML document of its own (a few tables), laid out one after the other; each part's pages are drawn into
the one PDF at once and their layout let go before the next part is laid out. The parts share the fonts and the
PDF's resources, so a picture is drawn once for the whole PDF, as in one document (pdf_fast), and the PDF gets the
links, named destinations and outline one document would have. Nothing of a part is kept past its turn: each has its
own image cache (an SVG image keeps the layout of the part that loaded it), and a raster image written at the end
gets a cache of its own in place of its part's.

What a part cannot know alone is given to it as CSS (``numbering``): the page counter starts at the part's first
page, and "page N of M" prints the whole document's total. That total is known only once every part is laid out (one
table's sheets take eight pages, the next nine), so each part is laid out twice: first only to count its pages, then
to be drawn (the price of memory that stays flat: more time). Every part but the first must begin on a new page in
the whole document too (a part's first page is its first). Each part but the last is laid out with a spare blank
page after its own, which is not drawn: its last page is then laid out as a page with more after it, as in one
document (the page's background runs to its foot; on a document's last page it stops where the content ends). The
PDF comes out byte for byte as one document's would.
"""

import gc
import io
import pathlib
import re

from . import pdf as pdf_mod

SPARE = '<div style="break-before: page"></div>'
PRINT_CSS = pathlib.Path(__file__).resolve().parent.parent / "site" / "static" / "css" / "print.css"


def numbering(first, total):
    """CSS for a part whose pages are ``first`` … of ``total``: the footer of print.css with ``counter(pages)``
    put as the number, and the page counter set at the part's first page."""
    found = re.search(r"@bottom-right\s*\{\s*content:([^;]+);", PRINT_CSS.read_text(encoding="utf-8"))
    if not found or "counter(pages)" not in found.group(1):
        raise ValueError("print.css has no page footer with counter(pages) to number a PDF's parts")
    footer = found.group(1).replace("counter(pages)", f'"{int(total)}"')
    return f"@page {{ @bottom-right {{ content:{footer}; }} }} @page :first {{ counter-set: page {int(first)}; }}"


def supported():
    """True when this WeasyPrint is the one whose writing ``_render`` follows (pdf_fast.VERSION); with another, a
    long document is laid out in one piece, as before."""
    from . import pdf_fast
    pdf_mod.weasyprint()
    return pdf_fast.install()


def _html(module, text, base_url, roots, pictures):
    return module.HTML(string=text, base_url=str(base_url), url_fetcher=pdf_mod._fetcher(roots, pictures))


def count_pages(html, base_url, pictures=None, roots=pdf_mod.ALLOWED):
    """How many pages ``html`` lays out into (laid out, counted, let go)."""
    from . import pdf_fast
    module = pdf_mod.weasyprint()
    pdf_fast.install()
    with pdf_mod._few_collections():
        pages = len(_html(module, html, base_url, roots, pictures).render().pages)
        gc.collect()            # a layout is a web of boxes pointing at each other: only a collection frees it
    return pages


def render(part, parts, base_url, roots=pdf_mod.ALLOWED, pictures=None):
    """PDF bytes of a document in ``parts`` parts, ``part(k, (first, total))`` giving part k's HTML. Each part is
    laid out twice: once to count its pages (the total every page prints), then to be drawn."""
    counts = [count_pages(_with_spare(part(k, (1, 1)), k, parts), base_url, pictures, roots) - (k < parts - 1)
              for k in range(parts)]
    data, pages = _render(part, parts, sum(counts), base_url, roots, pictures)
    if pages != sum(counts):
        raise ValueError(f"the parts of a PDF made {sum(counts)} pages, then {pages}")
    return data


def _with_spare(html, k, parts):
    """Part ``k``'s HTML, with a spare page after its own unless it is the last (module doc)."""
    return html.replace("</body>", f"{SPARE}</body>", 1) if k < parts - 1 else html


def _render(part, parts, total, base_url, roots, pictures):
    """One run: (PDF bytes, the number of pages the parts made). As WeasyPrint's own ``write_pdf`` (version 70) with
    its default options, page by page; what it does for options we never set (attachments, tags, PDF variants,
    colour profiles, metadata beyond the HTML's) is left out."""
    import pydyf
    from tinycss2.color5 import D50, D65

    from . import pdf_fast
    module = pdf_mod.weasyprint()
    pdf_fast.install()                          # before the names below are taken: it replaces _use_references
    from weasyprint import DEFAULT_OPTIONS, VERSION, Document
    from weasyprint import pdf as weasy_pdf
    from weasyprint.pdf.anchors import add_outlines
    from weasyprint.pdf.fonts import build_fonts_dictionary
    from weasyprint.text.fonts import FontConfiguration
    options = dict(DEFAULT_OPTIONS)
    compress = not options["uncompressed_pdf"]
    font_config, fonts, images = FontConfiguration(), {}, {}
    pdf = pydyf.PDF()
    color_space = pydyf.Dictionary({
        name: pydyf.Array(("/Lab", pydyf.Dictionary({"WhitePoint": pydyf.Array(white),
                                                    "Range": pydyf.Array((-125, 125, -125, 125))})))
        for name, white in (("lab-d50", D50), ("lab-d65", D65))})
    pdf.add_object(color_space)
    resources = pydyf.Dictionary({"ExtGState": pydyf.Dictionary(), "XObject": pydyf.Dictionary(),
                                  "Pattern": pydyf.Dictionary(), "Shading": pydyf.Dictionary(),
                                  "ColorSpace": color_space.reference})
    pdf.add_object(resources)
    shared = {"pdf": pdf, "resources": resources, "fonts": fonts, "images": images, "compress": compress,
              "names": [], "anchors": set(), "internal": [], "files": {}}
    shells, first, metadata = [], 1, None
    with pdf_mod._few_collections():
        for k in range(parts):
            html = _with_spare(part(k, (first, total)), k, parts)
            doc = _html(module, html, base_url, roots, pictures).render(font_config=font_config)
            metadata = metadata or doc.metadata
            drawn = doc.pages[:-1] if k < parts - 1 else doc.pages
            for page in drawn:
                _draw(shared, doc, page)
                page.links, page.anchors, page.forms = [], {}, {None: []}
                del page._page_box                  # drawn: its layout is let go
                shells.append(page)                 # its size and bookmarks stay, for the outline
            first += len(drawn)
            for entry in images.values():       # a picture written at the end keeps a cache of its own, not the part's
                image = entry["image"]
                if hasattr(image, "_cache") and not getattr(image, "_tablero_own", False):
                    image._cache, image._tablero_own = {}, True
            del doc, drawn
            gc.collect()        # the part's layout, let go (the collector runs seldom meanwhile: _few_collections)
    for annotation, name, pdf_page in shared["internal"]:      # as WeasyPrint: a link to no anchor is left out
        if name not in shared["anchors"]:
            pdf_page["Annots"].remove(annotation.reference)
    add_outlines(pdf, Document(shells, metadata, None, font_config, {}, None).make_bookmark_tree(
        0.75, transform_pages=True))
    _info(pdf, metadata, VERSION)
    pdf_fonts = build_fonts_dictionary(pdf, fonts, compress, not options["full_fonts"], options)
    pdf.add_object(pdf_fonts)
    resources["Font"] = pdf_fonts.reference
    weasy_pdf._use_references(pdf, resources, images, {})
    if shared["names"]:
        listed = pydyf.Array()
        for name, dest in sorted(shared["names"]):
            listed.extend((pydyf.String(name), dest))
        pdf.catalog.setdefault("Names", pydyf.Dictionary())["Dests"] = pydyf.Dictionary({"Names": listed})
    out = io.BytesIO()
    pdf.write(out, options["pdf_version"], options["pdf_identifier"], compress)
    return out.getvalue(), first - 1


def _draw(shared, doc, page):
    """Draw one laid-out ``page`` of ``doc`` as the next page of the PDF, with its links and anchors."""
    import pydyf
    from weasyprint.matrix import Matrix
    from weasyprint.pdf.anchors import add_annotations, add_forms, add_links
    from weasyprint.pdf.stream import Stream

    pdf, scale = shared["pdf"], 0.75
    fresh = [(name, x, y) for name, (x, y, _, _) in page.anchors.items() if name not in shared["anchors"]]
    shared["anchors"].update(name for name, _, _ in fresh)          # the first anchor of a name counts
    matrix = Matrix(scale, 0, 0, -scale, 0, page.height * scale)
    bleed = page.bleed
    width = scale * (page.width + bleed["left"] + bleed["right"])
    height = scale * (page.height + bleed["top"] + bleed["bottom"])
    left, top = -scale * bleed["left"], -scale * bleed["top"]
    right, bottom = left + width, top + height
    rectangle = (left / scale, top / scale, (right - left) / scale, (bottom - top) / scale)
    stream = Stream(shared["fonts"], rectangle, shared["resources"], shared["images"], None, doc.color_profiles,
                    doc.output_intent, compress=shared["compress"])
    stream.transform(d=-1, f=(page.height * scale))
    pdf.add_object(stream)
    pdf_page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([left, top, right, bottom]),
                                 "Contents": stream.reference, "Resources": shared["resources"].reference})
    pdf.add_page(pdf_page)
    add_links((page.links, fresh), matrix, pdf, pdf_page, shared["names"], None)
    add_annotations(page.links, matrix, doc, pdf, pdf_page, shared["files"], shared["compress"])
    add_forms(page.forms, matrix, pdf, pdf_page, shared["resources"], stream, doc.font_config.font_map)
    page.paint(stream, scale)
    shared["internal"] += [(link[3].link_annotation, link[1], pdf_page) for link in page.links
                           if link[0] == "internal"]
    edge = {key: value * 0.75 for key, value in bleed.items()}
    trim = [left + edge["left"], top + edge["top"], right - edge["right"], bottom - edge["bottom"]]
    pdf_page["TrimBox"] = pydyf.Array(trim)
    pdf_page["BleedBox"] = pydyf.Array([trim[0] - min(10, edge["left"]), trim[1] - min(10, edge["top"]),
                                        trim[2] + min(10, edge["right"]), trim[3] + min(10, edge["bottom"])])


def _info(pdf, metadata, version):
    """The document's information (producer, and what the HTML says: title, authors, …), as WeasyPrint writes it."""
    import pydyf
    pdf.info["Producer"] = pydyf.String(f"WeasyPrint {version}")
    for key, value in (("Title", metadata.title), ("Author", ", ".join(metadata.authors or ())),
                       ("Subject", metadata.description), ("Keywords", ", ".join(metadata.keywords or ())),
                       ("Creator", metadata.generator)):
        if value:
            pdf.info[key] = pydyf.String(value)
    from weasyprint.pdf import _w3c_date_to_pdf
    for key, value, name in (("CreationDate", metadata.created, "created"), ("ModDate", metadata.modified, "modified")):
        if value:
            pdf.info[key] = pydyf.String(_w3c_date_to_pdf(value, name))
    if metadata.lang:
        pdf.catalog["Lang"] = pydyf.String(metadata.lang)
