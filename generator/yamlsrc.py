"""Read YAML files so that every mapping and sequence remembers where it came from (file, line)."""

import os
import stat

import yaml

from .problems import Problem


class Located:
    """Mixin: the source file and 1-based line of a mapping or list, and the line of each key."""

    src = ""
    line = 0

    def where(self, key=None):
        """Return (file, line) of this node, or of ``key`` inside it when known."""
        if key is not None and key in getattr(self, "key_lines", {}):
            return self.key_lines[key]
        return self.src, self.line


class LDict(dict, Located):
    """A dict that knows its place in a YAML file."""


class LList(list, Located):
    """A list that knows its place in a YAML file."""


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """SafeLoader (libyaml's, 4x faster, when PyYAML has it) that builds LDict/LList and refuses duplicate keys."""


def _construct_mapping(loader, node):
    loader.flatten_mapping(node)
    out = LDict()
    out.src, out.line, out.key_lines = loader.name, node.start_mark.line + 1, {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise yaml.constructor.ConstructorError(
                None, None, f"a key must be a plain word or number, not {'a list' if isinstance(key, list) else 'a mapping' if isinstance(key, dict) else type(key).__name__}",
                key_node.start_mark)
        if key in out:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        out[key] = loader.construct_object(value_node, deep=True)
        out.key_lines[key] = (loader.name, key_node.start_mark.line + 1)
    return out


def _construct_sequence(loader, node):
    out = LList(loader.construct_object(child, deep=True) for child in node.value)
    out.src, out.line = loader.name, node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


MAX_NODES = 200_000       # a content file, its aliases expanded (the largest real file has a few thousand)
MAX_DEPTH = 60            # nesting levels (real content uses fewer than 10)
MAX_BYTES = 5_000_000     # one file (the largest real one is under 100 kB)


def _measure(root):
    """(nodes, depth) of a composed YAML document with every alias expanded, computed without expanding it
    (each distinct node is measured once) and without recursion."""
    size, depth = {}, {}
    todo = [(root, False)]
    while todo:
        node, done = todo.pop()
        if id(node) in size:
            continue
        kids = []
        if isinstance(node, yaml.SequenceNode):
            kids = list(node.value)
        elif isinstance(node, yaml.MappingNode):
            kids = [n for pair in node.value for n in pair]
        if not done:
            todo.append((node, True))
            todo.extend((k, False) for k in kids if id(k) not in size)
            continue
        size[id(node)] = 1 + sum(size.get(id(k), 0) for k in kids)
        depth[id(node)] = 1 + max((depth.get(id(k), 0) for k in kids), default=0)
        if size[id(node)] > MAX_NODES:
            return size[id(node)], depth[id(node)]
    return size[id(root)], depth[id(root)]


def _kind(mode):
    for test, what in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return what
    return "not a regular file"


def read_text(path, inside=None):
    """The text of the regular file ``path``; raises ValueError saying why not: not UTF-8, larger than
    MAX_BYTES, not a regular file (a FIFO would hang, /dev/zero never ends) or, with ``inside`` (a folder),
    a file found through a link that leads out of that folder."""
    real = os.path.realpath(path)
    if inside is not None:
        root = os.path.realpath(inside)
        if os.path.commonpath([root, real]) != root:
            raise ValueError(f"refused: it is a link to {real}, outside the folder {root}; an overlay may hold "
                             "only its own files")
    try:
        mode = os.stat(real).st_mode
        if not stat.S_ISREG(mode):
            raise ValueError(f"refused: it is {_kind(mode)}, not a regular file")
        fd = os.open(real, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise ValueError("refused: it is not a regular file")
            data = f.read(MAX_BYTES + 1)
    except OSError as err:
        raise ValueError(f"cannot be read: {err.strerror or err}") from None
    if len(data) > MAX_BYTES:
        raise ValueError(f"refused: it is larger than {MAX_BYTES:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"not UTF-8 text ({err.reason} at byte {err.start})") from None


def _too_deep(text, name):
    """A Problem when the text nests deeper than MAX_DEPTH, found from the parser's events (which keep their own
    stack: composing nodes recurses, and libyaml's composer crashes Python at ~50,000 levels), else None."""
    loader = _Loader(text)
    loader.name = name
    depth = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    line = event.start_mark.line + 1 if event.start_mark else 0
                    return Problem(name, line, f"refused: it nests deeper than {MAX_DEPTH} levels")
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    except yaml.YAMLError:
        return None                # the syntax error is reported by the real parse, with its line
    finally:
        loader.dispose()
    return None


def load(path, display=None, inside=None):
    """Parse one YAML file; return (data, problems). A syntax error becomes a Problem with its line; so do
    nesting deeper than MAX_DEPTH and aliases that expand beyond MAX_NODES (a "billion laughs" file), and a
    path that is no regular file, or leads out of the folder ``inside`` (``read_text``). A file from such a
    folder (an overlay's, not our own content) has its nesting checked before it is composed. Every problem
    names ``display`` (the path as given), never where a link leads."""
    name = str(display or path)
    try:
        text = read_text(path, inside)
    except ValueError as err:
        return None, [Problem(name, 0, str(err))]
    deep = _too_deep(text, name) if inside is not None else None     # an overlay's file: checked first
    if deep:
        return None, [deep]
    loader = _Loader(text)
    loader.name = name
    try:
        node = loader.get_single_node()
        if node is None:
            return None, []
        nodes, depth = _measure(node)
        if nodes > MAX_NODES:
            return None, [Problem(name, node.start_mark.line + 1, f"refused: its aliases expand to more than "
                                                                   f"{MAX_NODES} values")]
        if depth > MAX_DEPTH:
            return None, [Problem(name, node.start_mark.line + 1, f"refused: it nests deeper than {MAX_DEPTH} levels")]
        return loader.construct_document(node), []
    except RecursionError:
        return None, [Problem(name, 0, f"refused: it nests far deeper than {MAX_DEPTH} levels")]
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 0
        what = " ".join(x for x in (err.context, err.problem) if x)
        return None, [Problem(name, line, f"YAML error: {what}")]
    except yaml.YAMLError as err:
        return None, [Problem(name, 0, f"YAML error: {err}")]
    finally:
        loader.dispose()


def plain(value):
    """Return the same data with plain dicts and lists (for JSON and templates)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value
