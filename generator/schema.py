"""A small schema language for content: each check reports problems with file, line and key path.

    Record({"id": Str(pattern=r"U\\d+"), "kind": Enum("event", "propaganda")}, optional={"tip": Text()})

Records reject unknown keys and name missing ones. ``check(value, path, parent, key, problems)`` appends
``Problem``s; it never raises.
"""

import re

from .problems import Problem
from .yamlsrc import Located

RULE_REF = r"\d+(\.\d+)*"


def _where(parent, key):
    if isinstance(parent, Located):
        return parent.where(key)
    return ("<content>", 0)


class Check:
    """Base class of schema checks."""

    def check(self, value, path, parent, key, problems):
        raise NotImplementedError

    def fail(self, problems, parent, key, path, message):
        file, line = _where(parent, key)
        problems.append(Problem(file, line, f"{path}: {message}"))


class Str(Check):
    """A non-empty string, optionally matching a regular expression (whole string)."""

    def __init__(self, pattern=None, what=None):
        self.pattern = re.compile(pattern) if pattern else None
        self.what = what or (f"text matching {pattern}" if pattern else "text")

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, str) or not value.strip():
            self.fail(problems, parent, key, path, f"expected {self.what}, got {value!r}")
        elif self.pattern and not self.pattern.fullmatch(value):
            self.fail(problems, parent, key, path, f"expected {self.what}, got {value!r}")


class Text(Str):
    """Prose in our own words: a non-empty string of at least a few characters."""

    def __init__(self):
        super().__init__(what="a sentence of text")


class Int(Check):
    """An integer within [lo, hi]."""

    def __init__(self, lo=None, hi=None):
        self.lo, self.hi = lo, hi

    def check(self, value, path, parent, key, problems):
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(problems, parent, key, path, f"expected a whole number, got {value!r}")
        elif (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            self.fail(problems, parent, key, path, f"{value} is outside {self.lo}..{self.hi}")


class Enum(Check):
    """One of the given values."""

    def __init__(self, *values):
        self.values = values

    def check(self, value, path, parent, key, problems):
        if value not in self.values:
            self.fail(problems, parent, key, path,
                      f"{value!r} is not one of {', '.join(map(str, self.values))}")


class ListOf(Check):
    """A list whose every item passes ``item``; ``min``/``max`` bound its length."""

    def __init__(self, item, min=0, max=None):
        self.item, self.min, self.max = item, min, max

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, list):
            self.fail(problems, parent, key, path, f"expected a list, got {type(value).__name__}")
            return
        if len(value) < self.min or (self.max is not None and len(value) > self.max):
            bound = f"{self.min}..{self.max}" if self.max is not None else f"at least {self.min}"
            self.fail(problems, parent, key, path, f"expected {bound} items, got {len(value)}")
        for i, item in enumerate(value):
            self.item.check(item, f"{path}[{i}]", value, None, problems)


class MapOf(Check):
    """A mapping whose keys pass ``key`` and whose values pass ``value``."""

    def __init__(self, key, value):
        self.key, self.value = key, value

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, dict):
            self.fail(problems, parent, key, path, f"expected a mapping, got {type(value).__name__}")
            return
        for k, v in value.items():
            self.key.check(k, f"{path} key", value, k, problems)
            self.value.check(v, f"{path}.{k}", value, k, problems)


class Record(Check):
    """A mapping with required keys, optional keys, and nothing else."""

    def __init__(self, required, optional=None):
        self.required = required
        self.optional = optional or {}

    def check(self, value, path, parent, key, problems):
        if not isinstance(value, dict):
            self.fail(problems, parent, key, path, f"expected a mapping, got {type(value).__name__}")
            return
        for name, check in self.required.items():
            if name not in value:
                self.fail(problems, value, None, path, f"missing key {name!r}")
            else:
                check.check(value[name], f"{path}.{name}", value, name, problems)
        for name, check in self.optional.items():
            if name in value:
                check.check(value[name], f"{path}.{name}", value, name, problems)
        allowed = set(self.required) | set(self.optional)
        for name in value:
            if name not in allowed:
                self.fail(problems, value, name, path,
                          f"unknown key {name!r} (allowed: {', '.join(sorted(allowed))})")


def rule_refs():
    """A list of rule section numbers such as "3.2.4"."""
    return ListOf(Str(pattern=RULE_REF, what="a rule number such as 3.2.4"))


def problem_at(problems, node, key, message):
    """Record a cross-field problem at ``node`` (and ``key`` inside it, when given)."""
    file, line = _where(node, key)
    problems.append(Problem(file, line, message))
