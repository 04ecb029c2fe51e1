"""The layout's own rules, read from the source as text (nothing is run): no module of the engine or the generator
imports another that imports it back, however far round and wherever the import stands (an import inside a function
or at a file's end still ties two files together), and no source file grows past the size the team keeps to."""

import ast
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
LINES = 800            # "files under ~800 lines": past this a file wants splitting along a seam
SOURCES = (".py", ".mjs", ".js", ".css", ".html")


def _modules():
    mods = {}
    for top in ("engine", "generator"):
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            mods[".".join(parts)] = path
    return mods


def _imports(name, path, mods):
    """The modules of ``mods`` that ``path`` (module ``name``) imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in mods)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            for a in node.names:
                whole = f"{base}.{a.name}"
                out.add(whole if whole in mods else base)
    return {m for m in out if m in mods and m != name}


def circles(graph):
    """The groups of two or more modules that import each other round a loop (strongly connected parts)."""
    order, low, stack, on, found, count = {}, {}, [], set(), [], [0]

    def visit(v):
        order[v] = low[v] = count[0]
        count[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in order:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], order[w])
        if low[v] == order[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in order:
            visit(v)
    return found


def test_no_module_imports_one_that_imports_it_back():
    mods = _modules()
    graph = {name: _imports(name, path, mods) for name, path in mods.items()}
    assert "engine.whynot" in graph["engine.core"]       # the reader sees an import inside a function
    assert circles(graph) == []


def test_the_circle_finder_finds_a_loop_however_far_round():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_source_file_is_longer_than_the_team_keeps_to():
    tracked = subprocess.run(["git", "ls-files", "engine", "generator", "site", "bench", "tests"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split()
    long = {}
    for rel in tracked:
        if rel.endswith(SOURCES) and (ROOT / rel).is_file():
            n = (ROOT / rel).read_text(encoding="utf-8").count("\n")
            if n > LINES:
                long[rel] = n
    assert long == {}, f"split these along a seam (at most {LINES} lines a file): {long}"


WIDTH = 120            # the page scripts' and build.sh's lines, as the Python's: past this a line wants wrapping
WRAPPED = ("site/static/js/*.mjs", "build.sh")


def too_wide(root):
    """The lines of the page scripts and build.sh wider than WIDTH characters, as {file: [line numbers]}."""
    out = {}
    for pattern in WRAPPED:
        for path in sorted(root.glob(pattern)):
            wide = [i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if len(line) > WIDTH]
            if wide:
                out[str(path.relative_to(root))] = wide
    return out


def test_no_page_script_line_is_wider_than_the_team_keeps_to():
    assert (ROOT / "build.sh").is_file() and list(ROOT.glob(WRAPPED[0]))
    assert too_wide(ROOT) == {}, f"wrap these lines (at most {WIDTH} characters): {too_wide(ROOT)}"
