"""Helpers for tests that break a private copy of the content and read the problems the loader reports."""

import pytest

from generator import content
from generator.problems import ContentError


def edit(path, old, new):
    """Replace the first ``old`` in ``path`` by ``new`` (``old`` must be there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path, needle):
    """The 1-based number of the first line of ``path`` holding ``needle``."""
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def problems(tree):
    """The problems the loader reports for the content folder ``tree``, as text."""
    with pytest.raises(ContentError) as err:
        content.load(tree)
    return [str(p) for p in err.value.problems]
