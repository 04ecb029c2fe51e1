"""The build: complete output, deterministic engine wheel, and a failed build never touches the old output."""

import io
import pathlib
import re
import shutil
import zipfile

import pytest

from generator import build as b
from generator import content
from generator.problems import ContentError
from generator.wheel import build_wheel

# builds write the checkout's engine/data (the overlay test changes it and puts it back): one at a time
pytestmark = pytest.mark.serial


def snapshot(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A copy of the site the build step made (./build.sh builds dist/ before the tests, with this code): one whole
    build less; built here when there is none. test_rebuild_replaces_output builds into it again."""
    out = tmp_path_factory.mktemp("build") / "dist"
    if (b.DIST / "index.html").is_file():
        shutil.copytree(b.DIST, out)
    else:
        assert b.build(out=out, pdf=False)["files"] >= 4
    return out


def test_build_writes_pages_assets_pyodide_and_the_engine(site):
    for rel in ("index.html", "uruguay/index.html", "uruguay/deck/index.html", "assets/js/engine-worker.mjs",
                "assets/css/print.css", "pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"):
        assert (site / rel).is_file(), rel
    wheels = list((site / "assets" / "engine").glob("*.whl"))
    assert len(wheels) == 1
    names = zipfile.ZipFile(wheels[0]).namelist()
    assert "engine/__init__.py" in names and "engine/data/uruguay.json" in names
    # the only bytecode is the browser's own (3.14, compiled by Pyodide): never this machine's CPython's
    pyc = [n for n in names if "__pycache__" in n]
    assert "engine/__pycache__/bridge.cpython-314.pyc" in pyc
    assert all(n.endswith(".cpython-314.pyc") for n in pyc)


def test_build_ships_the_engine_snapshot_bytecode_stdlib_and_example_frames(site):
    import json
    page = (site / "uruguay" / "examples" / "example-of-play" / "index.html").read_text(encoding="utf-8")
    boot = json.loads(re.search(r'<script type="application/json" id="engine-boot">(.*?)</script>', page).group(1))
    assert boot["pyodide"] == "314.0.7" and len(boot["build_id"]) == 64
    assert 20_000_000 < boot["heap"] < 40_000_000, "the snapshot grew: does a warm-up call leave much garbage?"
    for key in ("snapshot", "stdlib"):
        assert re.search(r"\.[0-9a-f]{12}\.", boot[key]) and (site / "uruguay/examples/example-of-play" / boot[key]).is_file()
    assert zipfile.ZipFile(site / "uruguay/examples/example-of-play" / boot["stdlib"]).getinfo("os.pyc")
    # each game's pages restore a snapshot of the shared engine and that game alone
    snaps = {}
    for gid in ("uruguay", "junta", "guerilla", "paraguay"):
        other = json.loads(re.search(r'id="engine-boot">(.*?)</script>', (site / gid / "sandbox" / "index.html")
                                     .read_text(encoding="utf-8")).group(1))
        assert f"snapshot-{gid}." in other["snapshot"] and other["heap"] < 40_000_000, gid
        snaps[gid] = other["snapshot"]
    assert snaps["uruguay"].endswith(boot["snapshot"].split("/")[-1]) and len(set(snaps.values())) == 4
    steps = re.search(r'data-steps="(steps\.[0-9a-f]{12}\.json)"', page).group(1)
    frames = json.loads((site / "uruguay/examples/example-of-play" / steps).read_text(encoding="utf-8"))
    assert frames["ok"] and len(frames["steps"]) == 16 and "<svg" in frames["steps"][0]["svg"]


def test_pages_reference_nothing_outside_the_site(site):
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for attr in re.findall(r'(?:src|href)="([^"]+)"', html):
            assert not re.match(r"^[a-z]+://", attr) or attr.startswith("data:"), (page, attr)
            assert not attr.startswith("//"), (page, attr)
    for script in (site / "assets").rglob("*.mjs"):
        assert "cdn" not in script.read_text(encoding="utf-8").lower(), script


def test_wheel_is_deterministic():
    name1, data1 = build_wheel(b.ROOT / "engine")
    name2, data2 = build_wheel(b.ROOT / "engine")
    assert name1 == name2 and data1 == data2
    record = zipfile.ZipFile(io.BytesIO(data1)).read("tablero_engine-0.1.0.dist-info/RECORD").decode()
    assert "engine/prng.py,sha256=" in record


def test_failed_content_leaves_previous_output_intact(site, tmp_path):
    before = snapshot(site)
    over = tmp_path / "overlay" / "uruguay"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: U1\n    kind: nonsense\n")
    with pytest.raises(ContentError):
        b.build(out=site, overlay=tmp_path / "overlay", pdf=False)
    assert snapshot(site) == before


def test_failed_write_leaves_previous_output_intact_and_no_debris(site, tmp_path):
    before = snapshot(site)
    with pytest.raises(b.BuildError) as err:
        b.build(out=site, pdf=False, pyodide_dir=tmp_path / "no-pyodide")
    assert "npm ci" in str(err.value)
    assert snapshot(site) == before
    assert not [p for p in site.parent.iterdir() if p.name.startswith(".dist-")]


def test_a_build_refused_after_validation_leaves_the_engine_data_alone(site, tmp_path):
    """Valid content whose examples no longer replay: the build stops at gathering, and neither the site nor
    engine/data changes (before, the data was written first, so the CLI and tests ran on refused values)."""
    before, data = snapshot(site), snapshot(content.ENGINE_DATA_DIR)
    over = tmp_path / "overlay" / "uruguay"
    over.mkdir(parents=True)
    (over / "setup.yaml").write_text("scenarios:\n  - id: standard\n    tracks: {political_will: 3, coup_threat: 0, "
                                     "public_sympathy: 2, structure: control}\n")
    with pytest.raises(b.BuildError) as err:
        b.build(out=site, overlay=tmp_path / "overlay", pdf=False)
    assert "examples" in str(err.value)
    assert snapshot(content.ENGINE_DATA_DIR) == data and snapshot(site) == before
    import engine
    assert engine.setup("uruguay", 1)["tracks"]["political_will"] == 18       # the engine runs on the real data


class Stopped(BaseException):
    """Stands for a build killed at that point (no clean-up of its own can run then)."""


def test_a_build_stopped_before_its_end_has_not_touched_the_engine_data(site, tmp_path, monkeypatch):
    """engine/data is written only once the whole site is, just before it is swapped in: a build stopped while it
    makes the engine's assets (here, where a kill would leave no chance to put the data back) has changed no file
    there yet, although its content changes the data (before, the data and the frames' digests were written
    first, and a killed build left them new beside the old site)."""
    data = snapshot(content.ENGINE_DATA_DIR)
    over = tmp_path / "overlay" / "uruguay"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: U10\n    title: Printed Navy Base Title\n")
    seen = {}

    def stop(*args, **kwargs):
        seen["data"] = snapshot(content.ENGINE_DATA_DIR)
        raise Stopped

    monkeypatch.setattr(b.snapshot_mod, "engine_assets", stop)
    try:
        with pytest.raises(Stopped):
            b.build(out=site, overlay=tmp_path / "overlay", pdf=False)
        assert seen["data"] == data
    finally:
        content.compile_to_engine(content.load())      # (before the fix, the overlay's data was left there)
    assert snapshot(content.ENGINE_DATA_DIR) == data


def test_rebuild_replaces_output(site):
    (site / "stale.txt").write_text("old")
    assert b.build(out=site, pdf=False)["files"] >= 4
    assert not (site / "stale.txt").exists() and (site / "index.html").is_file()
    assert not [p for p in site.parent.iterdir() if p.name.startswith(".dist-")]


def test_overlay_reaches_pages_and_engine(tmp_path):
    over = tmp_path / "overlay" / "uruguay"
    over.mkdir(parents=True)
    (over / "cards.yaml").write_text("cards:\n  - id: U10\n    title: Printed Navy Base Title\n")
    out = tmp_path / "dist"
    try:
        b.build(out=out, overlay=tmp_path / "overlay", pdf=False)
        assert "Printed Navy Base Title" in (out / "uruguay" / "deck" / "index.html").read_text(encoding="utf-8")
    finally:
        plain = content.load()                     # put the engine's data back to the plain content
        content.compile_to_engine(plain)
        from generator import frames
        frames.prebuild(b.gather(plain, b.DEFAULT_BASE_URL))    # and the example frames' digests


def test_the_engine_draws_boards_without_importing_xml():
    import subprocess
    import sys
    code = ("import json, sys; from engine import bridge\n"
            "for req in ({'op': 'sheet', 'game': 'uruguay', 'seed': 1}, {'op': 'sheet', 'game': 'junta', 'seed': 1, 'players': 4}):\n"
            "    assert '<svg' in json.loads(bridge.handle(json.dumps(req)))['svg']\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('xml', 'email', 'http') or m == 'urllib.request'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=b.ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_scripts_and_styles_carry_content_hashes_and_pages_preload_their_modules(site):
    page = (site / "uruguay" / "sandbox" / "index.html").read_text(encoding="utf-8")
    src = re.search(r'<script type="module" src="\.\./\.\./assets/js/sandbox\.([0-9a-f]{12})\.mjs"', page)
    assert src, "the page's own module has a hashed name"
    preloaded = [f"{m}.mjs" for m in re.findall(r'<link rel="modulepreload" href="\.\./\.\./assets/js/([a-z-]+)\.[0-9a-f]{12}\.mjs">', page)]
    assert {"engine-client.mjs", "board-view.mjs", "board-click.mjs", "engine-worker.mjs"} <= set(preloaded)
    assert len(preloaded) == len(set(preloaded))
    css = re.search(r'href="\.\./\.\./assets/css/(site\.[0-9a-f]{12}\.css)"', page).group(1)
    assert (site / "assets" / "css" / css).read_bytes() == (site / "assets" / "css" / "site.css").read_bytes()
    # inside the modules too: a module's hash covers the hashed names of what it imports
    module = (site / "assets" / "js" / "sandbox.mjs").read_text(encoding="utf-8")
    client = re.search(r'from "\./engine-client\.([0-9a-f]{12})\.mjs"', module).group(1)
    import hashlib
    assert hashlib.sha256((site / "assets" / "js" / "engine-client.mjs").read_bytes()).hexdigest()[:12] == client
    assert hashlib.sha256((site / "assets" / "js" / "sandbox.mjs").read_bytes()).hexdigest()[:12] == src.group(1)
    assert (site / "assets" / "js" / f"sandbox.{src.group(1)}.mjs").read_bytes() == module.encode("utf-8")
    assert not re.search(r'"\./[a-z-]+\.mjs"', module), "every literal import is hashed"


def test_scripts_that_import_in_a_circle_are_refused(tmp_path):
    from generator import fingerprint
    (tmp_path / "assets" / "js").mkdir(parents=True)
    (tmp_path / "assets" / "css").mkdir()
    (tmp_path / "assets" / "js" / "a.mjs").write_text('import "./b.mjs";\n')
    (tmp_path / "assets" / "js" / "b.mjs").write_text('import "./a.mjs";\n')
    with pytest.raises(fingerprint.FingerprintError, match="a.mjs -> b.mjs -> a.mjs"):
        fingerprint.apply(tmp_path)


def test_uruguay_cards_name_the_event_texts_as_the_sandbox_does(site):
    """Issue 27: the Cards page (and the sandbox's card in play, the same template) calls a card's two Event texts
    by the words of the sandbox's options (flow.TEXT_WORDS), as does the glossary; before: "Top:" / "Bottom:". The
    words are a label of their own over the text's heading (a text may itself open "Lower Coup Threat")."""
    from engine.games.uruguay.flow import TEXT_WORDS
    page = (site / "uruguay" / "cards" / "index.html").read_text(encoding="utf-8")
    upper, lower = (TEXT_WORDS[k][0].upper() + TEXT_WORDS[k][1:] for k in ("top", "bottom"))
    label = '<dt><span class="text-label">{}</span> '
    assert page.count(label.format(upper)) >= 30 and page.count(label.format(lower)) >= 30
    assert "<dt>Top:" not in page and "<dt>Bottom:" not in page and "top at Expansion" not in page
    glossary = (site / "uruguay" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert upper in glossary and lower in glossary


def test_a_swap_that_fails_puts_the_old_output_back(tmp_path, monkeypatch):
    """The new site could not be renamed into place after the old output was moved aside: the old output is back
    where it was, with its files, no folder is left behind, and the build says so (a BuildError, no traceback)."""
    out = tmp_path / "dist"
    out.mkdir()
    (out / "index.html").write_text("the old site\n")
    (out / "uruguay").mkdir()
    (out / "uruguay" / "index.html").write_text("the old Uruguay page\n")
    before = snapshot(out)
    rename = b.os.rename

    def failing(src, dst):
        if pathlib.Path(src).name.startswith(".dist-new-"):
            raise OSError(16, "Device or resource busy")
        return rename(src, dst)
    monkeypatch.setattr(b.os, "rename", failing)
    monkeypatch.setattr(b, "_search_index", lambda site, sections: None)
    with pytest.raises(b.BuildError) as err:
        b.write({"index.html": b"the new site\n"}, out, sections=())
    assert "old output is kept" in str(err.value) and "busy" in str(err.value)
    assert snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist"]
