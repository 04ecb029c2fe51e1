"""Shared test set-up: make sure the engine's compiled content matches content/ (CPython only)."""

try:
    from generator import content as _content
except ImportError:  # inside Pyodide: no PyYAML; the shipped wheel carries the compiled content
    _content = None

if _content is not None:
    _content.compile_to_engine(_content.load())
