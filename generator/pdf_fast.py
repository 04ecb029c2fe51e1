"""Faster drawing of our SVG pictures in WeasyPrint 70 (issue 26.7); any other version draws as it comes.

WeasyPrint spends most of a map's time in three places, and each is changed here for the simple cases only
(anything else goes down WeasyPrint's own path, unchanged):

1. **An SVG image drawn again is not drawn again.** The first time an ``<img>`` SVG is drawn at a size, its
   drawing goes into a PDF form XObject; every later use of the same image at that size in the document is one
   ``Do`` of that form. A packet's map base (the same for every table) is drawn once, not once per table. A
   picture whose address is its content (``data:``, ``tablero-picture:``) is known by that address, so a PDF
   laid out in parts (``pdf_parts``: one resources dictionary, an image cache a part) draws it once too.
2. **Plain text is laid out once.** WeasyPrint lays out an SVG ``<text>`` letter by letter (one Pango layout
   per letter) and shifts a centred or right-aligned one through a group of its own. A text with one ``x`` and
   one ``y``, no per-letter positions, spacing, length or baseline alignment and no child elements (every hex
   number of a map) is laid out as one line, and its anchor moves its ``x`` instead.
3. **A user-space pattern is made once.** WeasyPrint makes a new tiling pattern for every shape it fills and
   anchors it at the shape's corner. A ``patternUnits="userSpaceOnUse"`` pattern is, by the SVG rules, anchored
   at the user space's origin, the same for every shape: it is made once per pattern and transformation and
   reused (the terrain hatching of hundreds of hexes is four patterns, not hundreds).

4. **A group marked to be reused is drawn once.** An SVG ``<g data-print-reuse="">`` says that its drawing needs
   nothing from outside it (Paraguay's stacks, each drawn about its own corner and moved into place, engine
   ``svg.draw(reusable=True)``): the first time a group of that content (and inherited attributes, font size and
   picture size) is drawn in a document, its drawing goes into a PDF form XObject; every later one, in the same
   picture or another, is that form placed by the group's own transform. A packet's 5,457 stacks are 249 forms.
   A group that refers to anything (``url(``, ``href``), has an opacity, filter, clip or mask, or lies in a
   picture with a stylesheet is drawn WeasyPrint's own way.

5. **The HTML parser's regular expressions are made once.** tinyhtml5 keeps the expression for each set of
   stop characters under the wrong key (the expression itself), so every scan of text or an attribute built it
   again; here they are kept under the characters they stop at (the same expressions, found again).

``install()`` applies them once per process; ``generator.pdf.render_pdf`` calls it.
"""

from math import inf

VERSION = "70.0"                 # the WeasyPrint whose code paths these changes were checked against
PICTURE = "tablero-picture:"      # an SVG handed to the renderer beside the HTML, by its hash (generator/pdf.py)
_STATE = {"installed": None}
_PLAIN_REFUSE = ("dx", "dy", "rotate", "textLength", "letter-spacing", "display-anchor", "dominant-baseline",
                 "alignment-baseline", "word-spacing")


def install():
    """Apply the changes (once); True when they apply, False for another WeasyPrint version."""
    if _STATE["installed"] is not None:
        return _STATE["installed"]
    import weasyprint
    _STATE["installed"] = weasyprint.__version__ == VERSION
    if _STATE["installed"]:
        _shared_images()
        _plain_text()
        _shared_patterns()
        _reused_groups()
        _parser_regexes()
    return _STATE["installed"]


# ----- 1. an SVG image drawn once per document and size -----
def _shared_images():
    import pydyf
    from weasyprint import images

    draw = images.SVGImage.draw

    def shared_draw(self, stream, width, height, style):
        resources = stream._resources
        url = getattr(self, "_base_url", None) or ""
        if url.startswith((PICTURE, "data:")):    # a picture named by its content: once per resources (all parts)
            forms, key = resources.__dict__.setdefault("_tablero_forms", {}), (url, round(width, 4), round(height, 4))
        else:
            forms, key = self.__dict__.setdefault("_tablero_forms", {}), (id(resources), round(width, 4),
                                                                           round(height, 4))
        name, form = forms.get(key, (None, None))
        if name is None or resources["XObject"].get(name) is not form:     # (a resources dict of another document)
            own = pydyf.Dictionary({"ExtGState": pydyf.Dictionary(), "XObject": pydyf.Dictionary(),
                                    "Pattern": pydyf.Dictionary(), "Shading": pydyf.Dictionary(),
                                    "ColorSpace": resources["ColorSpace"], "Font": None})
            extra = pydyf.Dictionary({"Type": "/XObject", "Subtype": "/Form", "Resources": own,
                                      "BBox": pydyf.Array((0, 0, width, height))})
            form = stream.clone(resources=own, extra=extra)
            draw(self, form, width, height, style)
            name = f"svg{len(resources['XObject'])}"
            resources["XObject"][name] = form
            forms[key] = (name, form)
        stream.draw_x_object(name)

    images.SVGImage.draw = shared_draw


# ----- 2. plain text laid out as one line -----
def _is_plain(node):
    text = node.text
    if not text or any(k in node.attrib for k in _PLAIN_REFUSE) or node.get("direction", "ltr") != "ltr":
        return False
    if any(True for _ in node):                 # tspans and the like: WeasyPrint's own way
        return False
    return all(len(node.get(k, "0").split()) == 1 and "," not in node.get(k, "0") for k in ("x", "y"))


def _style(svg, node, font_size):
    """The text style WeasyPrint's SVG text builds (family, style, weight, size over the initial values)."""
    from weasyprint.css.properties import INITIAL_VALUES
    from weasyprint.svg.text import Style
    style = Style()
    style.update(INITIAL_VALUES)
    style.font_config = svg.font_config
    style["font_family"] = [f.strip("\"'") for f in node.get("font-family", "sans-serif").split(",")]
    style["font_style"] = node.get("font-style", "normal")
    weight = node.get("font-weight", 400)
    weight = {"normal": 400, "bold": 700}.get(weight, weight)
    try:
        style["font_weight"] = int(weight)
    except ValueError:
        style["font_weight"] = 400
    style["font_size"] = font_size
    return style


def _line(svg, node, font_size):
    """(style, layout, width, height, baseline) of a plain text, laid out once per drawing and size."""
    from weasyprint.text.line_break import split_first_line
    key = (id(svg.context), font_size)
    kept = node.__dict__.get("_tablero_line")
    if kept and kept[0] == key:
        return kept[1]
    style = _style(svg, node, font_size)
    layout, _, _, width, height, baseline = split_first_line(node.text, style, svg.context, inf, 0)
    node._tablero_line = (key, (style, layout, width, height, baseline))
    return node._tablero_line[1]


def _plain_text():
    from weasyprint import svg as svg_mod
    from weasyprint.draw.text import draw_emojis, draw_first_line
    from weasyprint.matrix import Matrix
    from weasyprint.svg.bounding_box import extend_bounding_box
    from weasyprint.svg.text import TextBox
    from weasyprint.svg.utils import size

    text, draw_node = svg_mod.text, svg_mod.SVG.draw_node

    def anchored_draw_node(self, node, font_size, fill_stroke=True, context=None):
        if node.tag == "text" and node.get("_tablero_plain") is None:
            plain = _is_plain(node)
            node.attrib["_tablero_plain"] = "1" if plain else "0"
            anchor = node.get("text-anchor", "start")
            if plain and anchor in ("middle", "end"):
                own = size(node.get("font-size", "1em"), font_size, font_size)
                width = _line(self, node, own)[2]
                x = size(node.get("x", "0"), own, self.inner_width)
                node.attrib["x"] = repr(x - (width / 2 if anchor == "middle" else width))
                node.attrib["text-anchor"] = "start"
        return draw_node(self, node, font_size, fill_stroke, context)

    def plain_text(svg, node, font_size):
        if node.get("_tablero_plain") != "1":
            return text(svg, node, font_size)
        style, layout, width, height, baseline = _line(svg, node, font_size)
        x = size(node.attrib["x"], font_size, svg.inner_width) if "x" in node.attrib else svg.cursor_position[0]
        y = size(node.attrib["y"], font_size, svg.inner_height) if "y" in node.attrib else svg.cursor_position[1]
        svg.cursor_d_position = [0, 0]
        svg.cursor_position = (x + width, y)
        node.text_bounding_box = extend_bounding_box(node.text_bounding_box,
                                                     ((x, y - baseline), (x + width, y - baseline + height)))
        svg.stream.push_state()
        fill, stroke = svg.set_graphical_state(node, font_size)
        svg.stream.begin_text()
        layout.reactivate(style)
        svg.fill_stroke(fill, stroke, text=True)
        box = TextBox(layout, style)
        box.baseline = baseline
        emojis = draw_first_line(svg.stream, box, "none", "none", Matrix(a=1, d=-1, e=x, f=y))
        svg.stream.end_text()
        svg.stream.pop_state()
        draw_emojis(svg.stream, style, x, y, emojis)

    for tag, fn in list(svg_mod.TAGS.items()):
        if fn is text:
            svg_mod.TAGS[tag] = plain_text
    svg_mod.text = plain_text               # draw_node tells text nodes by this name (anchors of the others)
    svg_mod.SVG.draw_node = anchored_draw_node


# ----- 3. a user-space pattern made once -----
def _shared_patterns():
    from weasyprint import svg as svg_mod
    from weasyprint.matrix import Matrix
    from weasyprint.svg.bounding_box import is_valid_bounding_box
    from weasyprint.svg.utils import size, transform

    draw_pattern = svg_mod.draw_pattern

    def shared_pattern(svg, node, pattern, font_size, opacity, stroke):
        if (pattern.get("patternUnits") != "userSpaceOnUse" or "viewBox" in pattern.attrib
                or pattern.get("patternContentUnits") == "objectBoundingBox"):
            return draw_pattern(svg, node, pattern, font_size, opacity, stroke)
        if not is_valid_bounding_box(svg.calculate_bounding_box(node, font_size, stroke)):
            return False
        width, height = size(pattern.get("width", 0), font_size, 1), size(pattern.get("height", 0), font_size, 1)
        if width == 0 or height == 0:
            return False
        stream = svg.stream
        key = (id(pattern), id(stream._resources), float(opacity), tuple(stream.ctm.values), font_size)
        cache = svg.__dict__.setdefault("_tablero_patterns", {})
        name = cache.get(key)
        if name is None or name not in stream._resources["Pattern"]:
            matrix = Matrix()
            if "patternTransform" in pattern.attrib:
                matrix = transform(pattern.get("patternTransform"), "0 0", font_size, svg.inner_diagonal) @ matrix
            pattern._etree_node.tag = "svg"
            tile = stream.add_pattern(0, 0, width, height, width, height, matrix @ stream.ctm)
            tile.set_alpha(opacity)
            group = tile.add_group(0, 0, width, height)
            svg_mod.Pattern(pattern, svg).draw(group, width, height, svg.base_url, svg.context)
            tile.draw_x_object(group.id)
            name = cache[key] = tile.id
        stream.set_color_space("Pattern", stroke=stroke)
        stream.set_color_special(name, stroke=stroke)
        return True

    svg_mod.draw_pattern = shared_pattern


# ----- 4. a group marked to be reused drawn once per document -----
REUSE = "data-print-reuse"
_REUSE_REFUSE = ("opacity", "filter", "clip-path", "mask")
_DOCUMENT = {"images": None, "forms": {}}       # the forms of the document being drawn (by its images dict)


class _Shared:
    """A reused form as named in one resource dictionary among several; written once (``_use_references``)."""
    __slots__ = ("form",)

    def __init__(self, form):
        self.form = form


def _reuse_key(svg, node, font_size, fill_stroke, context):
    """What the drawing of the marked group ``node`` depends on, or None when it may not be reused."""
    from xml.etree import ElementTree
    if not fill_stroke or context is not None or not node.visible or any(k in node.attrib for k in _REUSE_REFUSE):
        return None
    styled = svg.__dict__.get("_tablero_styled")
    if styled is None:
        styled = svg._tablero_styled = any(
            el.tag.rsplit("}", 1)[-1] == "style" for el in svg.tree._etree_node.iter() if isinstance(el.tag, str))
    if styled:
        return None
    inner = node.__dict__.get("_tablero_inner")
    if inner is None:
        inner = node._tablero_inner = b"".join(ElementTree.tostring(child) for child in node._etree_node)
    if b"url(" in inner or b"href" in inner:
        return None
    own = tuple(sorted((k, v) for k, v in node.attrib.items() if k != "transform" and not k.startswith("data-")))
    return inner, own, font_size, svg.inner_width, svg.inner_height


def _reused_groups():
    import pydyf
    from weasyprint import pdf as pdf_mod
    from weasyprint import svg as svg_mod
    from weasyprint.svg.utils import size

    draw_node = svg_mod.SVG.draw_node
    use_references = pdf_mod._use_references

    def reusing_draw_node(self, node, font_size, fill_stroke=True, context=None):
        if REUSE not in node.attrib or node.tag != "g":
            return draw_node(self, node, font_size, fill_stroke, context)
        own_size = size(node.get("font-size", "1em"), font_size, font_size)
        key = _reuse_key(self, node, own_size, fill_stroke, context)
        if not key:
            return draw_node(self, node, font_size, fill_stroke, context)
        stream = self.stream
        if _DOCUMENT["images"] is not stream._images:
            _DOCUMENT.update(images=stream._images, forms={})
        forms = _DOCUMENT["forms"]
        if key not in forms:
            own = pydyf.Dictionary({"ExtGState": pydyf.Dictionary(), "XObject": pydyf.Dictionary(),
                                    "Pattern": pydyf.Dictionary(), "Shading": pydyf.Dictionary(),
                                    "ColorSpace": stream._resources["ColorSpace"], "Font": None})
            reach = 2 * (self.inner_width + self.inner_height)
            extra = pydyf.Dictionary({"Type": "/XObject", "Subtype": "/Form", "Resources": own,
                                      "BBox": pydyf.Array((-reach, -reach, reach, reach))})
            form = stream.clone(resources=own, extra=extra)
            self.stream = form
            try:
                for child in node:
                    self.draw_node(child, own_size)
            finally:
                self.stream = stream
            forms[key] = (f"reuse{len(forms)}", form)
        name, form = forms[key]
        named = stream._resources["XObject"]
        if name not in named:
            named[name] = _Shared(form)
        stream.push_state()
        self.transform(node, own_size)
        stream.draw_x_object(name)
        stream.pop_state()

    def shared_references(pdf, resources, images, color_profiles):
        named = resources.get("XObject") or {}
        shared = {k: v.form for k, v in named.items() if isinstance(v, _Shared)}
        for k in shared:
            del named[k]
        use_references(pdf, resources, images, color_profiles)
        for k, form in shared.items():
            if form.number is None:              # its first mention: written (with its resources) now
                use_references(pdf, {"XObject": {k: form}, "Font": resources["Font"]}, images, color_profiles)
            named[k] = form.reference

    svg_mod.SVG.draw_node = reusing_draw_node
    pdf_mod._use_references = shared_references


# ----- 5. the HTML parser's regular expressions made once -----
def _parser_regexes():
    import re

    from tinyhtml5 import inputstream

    class Regexes(dict):
        """{(stop characters, opposite): the expression ``chars_until`` builds for them}, each made once."""

        def __missing__(self, key):
            characters, opposite = key
            chars = "".join(f"\\x{ord(c):02x}" for c in characters)
            self[key] = re.compile(f"[{chars}]+" if opposite else f"[^{chars}]+")
            return self[key]

    inputstream.characters_until_regex = Regexes()
