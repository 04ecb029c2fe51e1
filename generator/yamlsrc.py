"""Read YAML files so that every mapping and sequence remembers where it came from (file, line)."""

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


class _Loader(yaml.SafeLoader):
    """SafeLoader that builds LDict/LList and refuses duplicate keys."""


def _construct_mapping(loader, node):
    loader.flatten_mapping(node)
    out = LDict()
    out.src, out.line, out.key_lines = loader.name, node.start_mark.line + 1, {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
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


def load(path, display=None):
    """Parse one YAML file; return (data, problems). A syntax error becomes a Problem with its line."""
    name = str(display or path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        return None, [Problem(name, 0, f"not UTF-8 text ({err.reason} at byte {err.start})")]
    loader = _Loader(text)
    loader.name = name
    try:
        return loader.get_single_data(), []
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
