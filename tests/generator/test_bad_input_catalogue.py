"""Issue 23's bad-input catalogue, points 6-9: one row per hostile input to the bridge, the command lines
(``python -m generator``, ``python -m engine.fuzz``), overlays and the server. Each row gives the input, the
answer it must get (exit status, HTTP status or bridge error) and a fragment of its one-line message; every
row also checks that nothing was changed: the path given is as it was, and so is the checkout's engine/data.
Older rows (seeds, ports, YAML bombs) are in test_bad_inputs.py."""

import json
import os
import pathlib
import resource
import socket
import stat
import subprocess
import sys
import threading
import time

import pytest

from generator.content import ENGINE_DATA_DIR, ROOT

# every row checks that nothing changed the checkout's engine/data: no build may write it meanwhile
pytestmark = pytest.mark.serial


def state_of(path):
    """What a path is now: its kind and, for a regular file, its bytes (a folder: its listing)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISREG(st.st_mode):
        return ("file", pathlib.Path(path).read_bytes())
    if stat.S_ISDIR(st.st_mode):
        return ("folder", sorted(p.name for p in pathlib.Path(path).iterdir()))
    return (stat.S_IFMT(st.st_mode), st.st_rdev, st.st_ino)


def engine_data():
    return {p.name: p.read_bytes() for p in sorted(ENGINE_DATA_DIR.glob("*.json"))}


@pytest.fixture
def places(tmp_path):
    """Hostile targets: a FIFO, a character device of our own (never /dev/null: old code replaced it), a
    folder, a folder of someone's files, a regular file, a missing folder."""
    os.mkfifo(tmp_path / "fifo")
    try:
        os.mknod(tmp_path / "device", 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:
        os.symlink("/dev/null", tmp_path / "device")      # not root: a link to a device (refused the same way)
    (tmp_path / "folder").mkdir()
    (tmp_path / "theirs").mkdir()
    (tmp_path / "theirs" / "thesis.txt").write_text("years of work")
    (tmp_path / "file.txt").write_text("a file")
    return {"fifo": tmp_path / "fifo", "device": tmp_path / "device", "folder": tmp_path / "folder",
            "theirs": tmp_path / "theirs", "file": tmp_path / "file.txt",
            "missing": tmp_path / "no-such-folder" / "out.pdf", "dotdot": tmp_path / "no-such-folder" / ".." / "p.pdf"}


def run(module, args, timeout=120, limit_memory=False):
    def cap():                         # a runaway read (/dev/zero) must fail here, not take the machine's memory
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, preexec_fn=cap if limit_memory else None)


def one_line(err):
    return len(err.strip().splitlines()) == 1


# ----- point 7: the command lines -----
# (id, module, arguments ({name} is a place above), exit status, message fragment, the place that must not change)
CLI = [
    ("packet-pdf-fifo", "generator", ["packet", "uruguay", "--event-seed", "1", "--tables", "2", "--pdf", "{fifo}"],
     2, "is a named pipe (FIFO), not a regular file", "fifo"),
    ("packet-pdf-device", "generator", ["packet", "junta", "--event-seed", "1", "--tables", "1", "--pdf", "{device}"],
     2, "not a regular file", "device"),
    ("packet-pdf-folder", "generator", ["packet", "uruguay", "--event-seed", "1", "--tables", "2", "--pdf", "{folder}"],
     2, "is a folder: give a file name", "folder"),
    ("packet-pdf-missing-folder", "generator",
     ["packet", "uruguay", "--event-seed", "1", "--tables", "2", "--pdf", "{missing}"], 2, "does not exist", "missing"),
    ("packet-pdf-missing-folder-dotdot", "generator",
     ["packet", "uruguay", "--event-seed", "1", "--tables", "2", "--pdf", "{dotdot}"], 2, "does not exist", "dotdot"),
    ("deck-pdf-fifo", "generator", ["deck", "uruguay", "--seed", "5", "--pdf", "{fifo}"], 2, "named pipe", "fifo"),
    ("deck-pdf-folder", "generator", ["deck", "uruguay", "--seed", "5", "--pdf", "{folder}"], 2, "is a folder", "folder"),
    ("deck-pdf-missing-folder", "generator", ["deck", "uruguay", "--seed", "5", "--pdf", "{missing}"], 2,
     "does not exist", "missing"),
    ("scenario-pdf-device", "generator", ["scenario", "--seed", "5", "--players", "3", "--pdf", "{device}"], 2,
     "not a regular file", "device"),
    ("setup-pdf-fifo", "generator", ["setup", "paraguay", "--seed", "5", "--pdf", "{fifo}"], 2, "named pipe", "fifo"),
    ("deal-pdf-folder", "generator", ["deal", "guerilla", "--seed", "5", "--players", "4", "--pdf", "{folder}"], 2,
     "is a folder", "folder"),
    ("build-out-file", "generator", ["build", "--no-pdf", "--out", "{file}"], 2, "is a file, not a folder", "file"),
    ("build-out-device", "generator", ["build", "--no-pdf", "--out", "{device}"], 2, "not a folder", "device"),
    ("build-out-foreign-folder", "generator", ["build", "--no-pdf", "--out", "{theirs}"], 2,
     "holds other files and no earlier build", "theirs"),
    ("argparse-unknown-option", "generator", ["deck", "uruguay", "--seed", "1", "--pdff", "x.pdf"], 2,
     "unrecognized arguments: --pdff", None),
    ("argparse-missing-argument", "generator", ["packet", "uruguay"], 2, "the following arguments are required", None),
    ("argparse-bad-choice", "generator", ["deck", "junta", "--seed", "1"], 2, "invalid choice: 'junta'", None),
    ("fuzz-bad-seed", "engine.fuzz", ["uruguay", "--seed", "abc"], 2, "'abc' is not a whole number", None),
    ("fuzz-negative-seed", "engine.fuzz", ["uruguay", "--seed", "-1"], 2, "--seed must be a whole number from 0", None),
    ("fuzz-seed-past-the-end", "engine.fuzz", ["uruguay", "--seed", "9007199254740991", "--games", "2"], 2,
     "the last game's seed too", None),
    ("fuzz-bad-player-count", "engine.fuzz", ["junta", "--players", "9"], 2, "junta is played by 2 to 7 players", None),
    ("fuzz-unknown-game", "engine.fuzz", ["chess"], 2, "unknown game 'chess'", None),
    ("fuzz-games-0", "engine.fuzz", ["uruguay", "--games", "0"], 2, "--games must be a whole number from 1", None),
    ("fuzz-games-negative", "engine.fuzz", ["uruguay", "--games", "-1"], 2, "--games must be a whole number from 1",
     None),
    ("fuzz-games-huge", "engine.fuzz", ["uruguay", "--games", "1000000000000"], 2, "from 1 to 100000", None),
    ("fuzz-players-for-paraguay", "engine.fuzz", ["paraguay", "--players", "5"], 2,
     "paraguay is a 2-player game: --players 5 does not apply", None),
    ("fuzz-unknown-option", "engine.fuzz", ["uruguay", "--gmes", "3"], 2, "unrecognized arguments: --gmes", None),
]


@pytest.mark.parametrize("module, args, status, words, place", [r[1:] for r in CLI], ids=[r[0] for r in CLI])
def test_command_line_catalogue(places, module, args, status, words, place):
    before_place = state_of(places[place]) if place else None
    before_data = engine_data()
    out = run(module, [a.format(**places) for a in args], timeout=60)
    assert out.returncode == status, (out.returncode, out.stderr[-2000:])
    assert words in out.stderr and one_line(out.stderr) and "Traceback" not in out.stderr, out.stderr[-2000:]
    assert ".part" not in out.stderr, "the message names a temporary file"
    assert out.stdout == ""
    if place:
        assert state_of(places[place]) == before_place, f"{place} was changed"
    assert engine_data() == before_data


# ----- point 8: overlays -----
def _deep(folder):
    (folder / "uruguay" / "cards.yaml").write_text("cards: " + "[" * 50_000 + "]" * 50_000 + "\n")


def _fifo(folder):
    os.mkfifo(folder / "uruguay" / "cards.yaml")


def _zero(folder):
    os.symlink("/dev/zero", folder / "uruguay" / "cards.yaml")


def _outside(folder):
    secret = folder.parent / "secret.yaml"
    secret.write_text("cards:\n  - id: U1\n    kind: nonsense\n")
    os.symlink(secret, folder / "uruguay" / "cards.yaml")


def _folder(folder):
    (folder / "uruguay" / "cards.yaml").mkdir()


def _huge(folder):
    (folder / "uruguay" / "cards.yaml").write_text("# padding\n" * 600_000)


# (id, how the overlay is made, message fragment)
OVERLAYS = [
    ("nested-50000-levels", _deep, "nests deeper than 60 levels"),
    ("fifo", _fifo, "refused: it is a named pipe (FIFO), not a regular file"),
    ("link-to-dev-zero", _zero, "refused: it is a link to /dev/zero, outside the folder"),
    ("link-outside-the-folder", _outside, "outside the folder"),
    ("folder-named-like-a-file", _folder, "refused: it is a folder, not a regular file"),
    ("over-5-mb", _huge, "refused: it is larger than 5,000,000 bytes"),
]


@pytest.mark.parametrize("make, words", [r[1:] for r in OVERLAYS], ids=[r[0] for r in OVERLAYS])
def test_overlay_catalogue(tmp_path, make, words):
    overlay = tmp_path / "overlay"
    (overlay / "uruguay").mkdir(parents=True)
    make(overlay)
    before_data = engine_data()
    out = run("generator", ["check", "--overlay", str(overlay)], timeout=60, limit_memory=True)
    assert out.returncode == 1, (out.returncode, out.stderr[-2000:])
    named = str(overlay / "uruguay" / "cards.yaml")
    assert words in out.stderr and f"  {named}" in out.stderr and "Traceback" not in out.stderr, out.stderr[-2000:]
    assert "content has 1 problem(s)" in out.stderr
    assert engine_data() == before_data


def test_a_build_into_another_folder_with_an_overlay_writes_only_there(tmp_path, monkeypatch, capsys):
    """``build --out ELSEWHERE --overlay DIR``: the overlay's values ship in ELSEWHERE's engine wheel; the
    checkout's engine/data and .cache/ stay as they were, so the next ``deck`` prints the real title. (Pyodide
    is replaced by empty files, so the build makes no snapshot and runs in seconds.)"""
    import zipfile
    from generator import build as b
    from generator import cli
    fake = tmp_path / "pyodide"
    fake.mkdir()
    for name in b.PYODIDE_FILES:
        (fake / name).write_bytes(b"")
    monkeypatch.setattr(b, "PYODIDE_DIR", fake)
    overlay = tmp_path / "overlay" / "uruguay"
    overlay.mkdir(parents=True)
    (overlay / "game.yaml").write_text('title: "Overlay Title, Not Ours"\n')
    cache = ROOT / ".cache"
    listing = sorted((str(p), p.stat().st_mtime_ns) for p in cache.rglob("*")) if cache.is_dir() else []
    before_data = engine_data()
    status = cli.main(["build", "--out", str(tmp_path / "elsewhere"), "--overlay", str(tmp_path / "overlay"),
                       "--no-pdf"])
    assert status == 0, capsys.readouterr().err
    assert engine_data() == before_data, "the checkout's engine/data was rewritten"
    assert (sorted((str(p), p.stat().st_mtime_ns) for p in cache.rglob("*")) if cache.is_dir() else []) == listing
    wheel = next((tmp_path / "elsewhere" / "assets" / "engine").glob("*.whl"))
    shipped = json.loads(zipfile.ZipFile(wheel).read("engine/data/uruguay.json"))
    assert shipped["game"]["title"] == "Overlay Title, Not Ours"
    assert "frames.json" in " ".join(zipfile.ZipFile(wheel).namelist())
    out = run("generator", ["deck", "uruguay", "--seed", "1"])
    assert out.returncode == 0 and "Overlay Title" not in out.stdout


# ----- point 6: huge values at the bridge -----
BIG = "x" * 1_400_000
BRIDGE = [
    ("huge-verb", {"op": "sandbox_act", "role": "tupamaros", "verb": BIG}, "unknown_verb", "(1,400,002 characters)"),
    ("huge-argument", {"op": "sandbox_act", "role": "tupamaros", "verb": "space", "arg": BIG}, "bad_arg",
     "(1,400,002 characters)"),
    ("huge-role", {"op": "sandbox_act", "role": BIG, "verb": "space"}, "bad_role", "(1,400,002 characters)"),
    ("huge-example-id", {"op": "example", "game": "uruguay", "id": BIG}, "unknown_example", "(1,400,002 characters)"),
    ("huge-game", {"op": "setup", "game": BIG, "seed": 1}, "unknown_game", "(1,400,002 characters)"),
    ("record-over-2-mb", {"op": "sandbox_new", "game": "uruguay",
                          "record": {"seed": 1, "moves": [{"role": "tupamaros", "verb": "x" * 300}] * 8000}},
     "bad_record", "at most 2,000,000 are accepted"),
]


@pytest.mark.parametrize("req, code, words", [r[1:] for r in BRIDGE], ids=[r[0] for r in BRIDGE])
def test_bridge_catalogue(req, code, words):
    from engine import bridge
    assert json.loads(bridge.handle(json.dumps({"op": "sandbox_new", "game": "uruguay", "seed": 1})))["ok"]
    kept = json.dumps(bridge.SANDBOX["state"])
    t = time.perf_counter()
    answer = json.loads(bridge.handle(json.dumps(req)))
    assert time.perf_counter() - t < 10
    assert answer["error"] == code and words in answer["message"] and len(answer["message"]) < 400, \
        answer["message"][:300]
    assert json.dumps(bridge.SANDBOX["state"]) == kept, "a refused request changed the running game"


# ----- point 9: the server -----
@pytest.fixture
def server(tmp_path, capfd):
    """A built-site stand-in with folders that have no index.html, served with a 1-second idle timeout."""
    from generator.serve import make_server
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>")
    for folder in ("assets/engine", "pyodide", "pagefind/fragment"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "file.txt").write_text("x")
    (tmp_path / "big.bin").write_bytes(b"\0" * 30_000_000)
    try:
        srv = make_server(tmp_path, port=0, quiet=False, timeout=1)
    except TypeError:                     # the server before issue 23 (no timeout): these rows show what it did
        srv = make_server(tmp_path, port=0, quiet=False)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield srv.server_address[1]
    srv.shutdown()
    srv.server_close()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Exception occurred" not in err, err[-3000:]


def raw_get(port, path):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"GET " + path + b" HTTP/1.0\r\n\r\n")
        return s.recv(100).split(b"\r\n")[0]


# (id, raw request path, status line start)
SERVER = [
    ("nul-byte", b"/%00", b"HTTP/1.0 400"),
    ("nul-byte-in-a-name", b"/index%00.html", b"HTTP/1.0 400"),
    ("not-a-file-name", b"/%ed%a0%80", b"HTTP/1.0 400"),
    ("no-listing-assets", b"/assets/", b"HTTP/1.0 404"),
    ("no-listing-assets-engine", b"/assets/engine/", b"HTTP/1.0 404"),
    ("no-listing-pyodide", b"/pyodide/", b"HTTP/1.0 404"),
    ("no-listing-pagefind", b"/pagefind/fragment/", b"HTTP/1.0 404"),
    ("a-page-still-works", b"/index.html", b"HTTP/1.0 200"),
]


@pytest.mark.parametrize("path, status", [r[1:] for r in SERVER], ids=[r[0] for r in SERVER])
def test_server_catalogue(server, path, status):
    assert raw_get(server, path).startswith(status)


def test_a_cancelled_download_logs_no_traceback(server):
    s = socket.create_connection(("127.0.0.1", server))
    s.sendall(b"GET /big.bin HTTP/1.0\r\n\r\n")
    s.recv(1000)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")     # hang up with a reset
    s.close()
    time.sleep(0.5)
    assert raw_get(server, b"/index.html").startswith(b"HTTP/1.0 200")


def test_idle_connections_block_nobody_and_are_closed(server):
    idle = [socket.create_connection(("127.0.0.1", server)) for _ in range(50)]
    try:
        t = time.perf_counter()
        assert raw_get(server, b"/index.html").startswith(b"HTTP/1.0 200")
        # a server that waited on the 50 silent connections (1 s each before it closes them) would take 50 s; a
        # bound of a few seconds tells the two apart on a loaded machine too
        assert time.perf_counter() - t < 5
        idle[0].settimeout(5)
        assert idle[0].recv(10) == b"", "an idle connection must be closed after the timeout"
    finally:
        for s in idle:
            s.close()
