"""Stage 4: turn gathered data into HTML (Jinja2, StrictUndefined, autoescape; Markdown with raw HTML off)."""

import pathlib

import jinja2
from markdown_it import MarkdownIt
from markupsafe import Markup

TEMPLATES = pathlib.Path(__file__).resolve().parent.parent / "site" / "templates"

_MD = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})


def markdown(text):
    """Render our Markdown (no raw HTML allowed) to safe HTML."""
    return Markup(_MD.render(text or ""))


def environment():
    """Return the Jinja2 environment every page and sheet is rendered with."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["md"] = markdown
    return env


def page_root(path):
    """Return the relative prefix from the page at ``path`` (e.g. 'uruguay/deck/index.html') to the site root."""
    depth = len(pathlib.PurePosixPath(path).parts) - 1
    return "../" * depth
