"""Content hashes in the URLs of the site's own scripts and styles, and module preloads on every page.

Run on the finished site in its temporary folder, before it is swapped in:

- every script under ``assets/js`` and style under ``assets/css`` gets a copy named ``name.<12 hex>.ext``, the
  hash of its content, and pages and modules refer to that copy; a module's content includes the hashed
  names of the modules it imports, so a change in any module renames every module above it. ``serve.py``
  (and the host the README describes) caches such names for good, so a returning visitor asks the server
  nothing about them. The plain ``name.ext`` stays too, with the same content;
- each page's ``<script type="module" src=…>`` is followed by ``<link rel="modulepreload">`` for every module
  it imports, directly or not, so the browser fetches the whole tree at once instead of one level at a time.

Only literal relative imports (``"./name.mjs"``) are followed; an import whose name is computed at run time
(``./sheet-${game}.mjs``) loads the plain file, revalidated each time, whose own imports are the hashed copies.
"""

import hashlib
import re

IMPORT = re.compile(r"""(["'])\./([A-Za-z0-9_-]+\.mjs)\1""")
PAGE_REF = re.compile(r"""(assets/(js|css)/)([A-Za-z0-9_-]+\.(?:mjs|css))(?=["'])""")
MODULE_SCRIPT = re.compile(r"""<script type="module" src="([^"]*?)assets/js/([A-Za-z0-9_-]+)\.[0-9a-f]{12}\.mjs"></script>""")
PRELOADED = re.compile(r"""<link rel="modulepreload" href="[^"]*?assets/js/([A-Za-z0-9_-]+)\.[0-9a-f]{12}\.mjs">""")


def hashed_name(name, digest):
    """``engine-client.mjs`` -> ``engine-client.<digest>.mjs``."""
    stem, _, ext = name.rpartition(".")
    return f"{stem}.{digest}.{ext}"


class FingerprintError(Exception):
    """The site's modules import each other in a circle (which no hash can describe)."""


def _digest(data):
    return hashlib.sha256(data).hexdigest()[:12]


def module_hashes(js_dir):
    """{name: (hash, rewritten bytes, [direct imports])} of every module in ``js_dir``, imports hashed first."""
    sources = {p.name: p.read_text(encoding="utf-8") for p in sorted(js_dir.glob("*.mjs"))}
    done, visiting = {}, []

    def visit(name):
        if name in done:
            return done[name][0]
        if name in visiting:
            raise FingerprintError("the site's scripts import each other in a circle: "
                                   + " -> ".join(visiting[visiting.index(name):] + [name]))
        visiting.append(name)
        deps = []

        def hashed(match):
            dep = match.group(2)
            if dep not in sources:
                return match.group(0)            # not one of ours: leave it for the browser to report
            deps.append(dep)
            return f"{match.group(1)}./{hashed_name(dep, visit(dep))}{match.group(1)}"

        text = IMPORT.sub(hashed, sources[name]).encode("utf-8")
        visiting.pop()
        done[name] = (_digest(text), text, sorted(set(deps)))
        return done[name][0]

    for name in sources:
        visit(name)
    return done


def _closure(name, modules):
    """Every module ``name`` imports, directly or not, in a stable order."""
    seen, todo = [], list(modules[name][2])
    while todo:
        dep = todo.pop(0)
        if dep not in seen:
            seen.append(dep)
            todo += modules[dep][2]
    return seen


def apply(site):
    """Rewrite ``site`` (a built site's folder) in place as the module doc says; returns the hashes by URL path."""
    modules = module_hashes(site / "assets" / "js")
    for name, (digest, text, _) in modules.items():
        for target in (name, hashed_name(name, digest)):
            (site / "assets" / "js" / target).write_bytes(text)
    hashes = {f"js/{name}": h for name, (h, _, _) in modules.items()}
    for path in sorted((site / "assets" / "css").glob("*.css")):
        data = path.read_bytes()
        hashes[f"css/{path.name}"] = _digest(data)
        (path.parent / hashed_name(path.name, _digest(data))).write_bytes(data)

    def hashed(match):
        key = f"{match.group(2)}/{match.group(3)}"
        return f"{match.group(1)}{hashed_name(match.group(3), hashes[key])}" if key in hashes else match.group(0)

    def preloads(html):
        have = set(PRELOADED.findall(html))

        def add(match):
            prefix, lines = match.group(1), [match.group(0)]
            for dep in _closure(match.group(2) + ".mjs", modules):
                if dep[:-4] not in have:
                    have.add(dep[:-4])
                    lines.append(f'<link rel="modulepreload" href="{prefix}assets/js/{hashed_name(dep, modules[dep][0])}">')
            return "\n".join(lines)

        return MODULE_SCRIPT.sub(add, html)

    for page in sorted(site.rglob("*.html")):
        if "pagefind" in page.parts:
            continue
        html = page.read_text(encoding="utf-8")
        new = preloads(PAGE_REF.sub(hashed, html))
        if new != html:
            page.write_text(new, encoding="utf-8")
    return {f"assets/{k}": v for k, v in hashes.items()}
