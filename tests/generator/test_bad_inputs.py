"""A catalogue of bad input to the command line, the content and its overlays, and the PDF fetcher: each
entry is the input and the message it must get (never a traceback, exit status not 0). The engine's own
catalogue (saved games, links, requests) is in tests/engine/test_bridge_sandbox.py."""

import shutil
import socket
import subprocess
import sys

import pytest

from generator import content, pdf
from generator.content import ROOT
from generator.problems import ContentError


def run(*args):
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


# (arguments, exit status, words in the message)
CLI = [
    (["scenario", "--seed", "5", "--players", "٣"], 2, "players must be a whole number from 2 to 7"),
    (["scenario", "--seed", "5", "--players", "５"], 2, "players must be a whole number from 2 to 7"),
    (["scenario", "--seed", "5", "--players", "²"], 2, "players must be a whole number from 2 to 7"),
    (["deck", "uruguay", "--seed", "٣"], 2, "is not a whole number"),
    (["deck", "uruguay", "--seed", "5", "--pdf", "/tmp"], 2, "is a folder: give a file name"),
    (["deck", "uruguay", "--seed", "5", "--pdf", "/no/such/folder/sheet.pdf"], 2, "does not exist"),
    (["serve", "--no-build", "--port", "70000"], 2, "--port must be a whole number from 1 to 65535"),
    (["serve", "--no-build", "--port", "-1"], 2, "--port must be a whole number from 1 to 65535"),
]


@pytest.mark.parametrize("args, status, words", CLI, ids=[" ".join(a) for a, _, _ in CLI])
def test_cli_catalogue(args, status, words):
    out = run(*args)
    assert out.returncode == status and words in out.stderr and "Traceback" not in out.stderr, out.stderr


def test_serve_on_a_busy_port_says_so():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(1)
        out = run("serve", "--no-build", "--port", str(sock.getsockname()[1]))
    assert out.returncode == 1 and "is busy" in out.stderr and "Traceback" not in out.stderr


def test_pdf_to_an_unwritable_place_or_a_device_says_so():
    """A path that cannot be written is bad input (exit status 2), as every path problem (issue 23.7)."""
    out = run("scenario", "--seed", "5", "--players", "3", "--pdf", "/sys/tablero-sheet.pdf")
    assert out.returncode == 2 and "Permission denied" in out.stderr and "Traceback" not in out.stderr, out.stderr
    assert "cannot write --pdf /sys/tablero-sheet.pdf" in out.stderr and ".part" not in out.stderr
    out = run("scenario", "--seed", "5", "--players", "3", "--pdf", "/dev/full")
    assert out.returncode == 2 and "not a regular file" in out.stderr and "Traceback" not in out.stderr


def test_pdf_to_a_full_disk_says_so(monkeypatch, tmp_path, capsys):
    import errno
    from generator import cli, files

    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(files, "write_atomic", full)
    status = cli.main(["scenario", "--seed", "5", "--players", "3", "--pdf", str(tmp_path / "sheet.pdf")])
    err = capsys.readouterr().err
    assert status == 1 and "cannot write --pdf" in err and "No space left on device" in err


def test_a_file_written_whole_keeps_its_permissions_and_a_new_one_is_readable_by_all(tmp_path):
    """The temporary file a whole write goes through is the owner's only; the file put in place is not (before, a
    recompiled engine/data file or a PDF was left readable by its owner alone)."""
    from generator import files
    new = tmp_path / "new.pdf"
    files.write_atomic(new, b"%PDF")
    assert new.stat().st_mode & 0o777 == 0o644 and new.read_bytes() == b"%PDF"
    kept = tmp_path / "kept.json"
    kept.write_text("{}")
    kept.chmod(0o640)
    files.write_atomic(kept, b"[]")
    assert kept.stat().st_mode & 0o777 == 0o640 and kept.read_bytes() == b"[]"


def bomb(key="title"):
    lines = ["cards:", "  - id: U1", f'    {key}: &a ["x","x","x","x","x","x","x","x","x","x"]']
    for i in range(1, 7):
        lines.append(f"    t{i}: &a{i} [" + ",".join([f"*a{i - 1}" if i > 1 else "*a"] * 10) + "]")
    return "\n".join(lines) + "\n"


# (overlay files {path: text}, words in the problem, the file the problem must name)
OVERLAYS = [
    ({"uruguay/cards.yaml": "? [a, b]\n: 1\n"}, "a key must be a plain word or number, not a list",
     "uruguay/cards.yaml:1"),
    ({"uruguay/cards.yaml": "cards:\n  - id: [U1, U2]\n    title: x\n"}, "an id must be a word or number, not a list",
     "uruguay/cards.yaml:2"),
    ({"uruguay/cards.yaml": "cards:\n  - id: {a: 1}\n    title: x\n"}, "an id must be a word or number, not a mapping",
     "uruguay/cards.yaml:2"),
    ({"uruguay/cards.yaml": "cards: " + "[" * 3000 + "]" * 3000 + "\n"}, "deeper than", "uruguay/cards.yaml"),   # "far deeper" in pure Python
    ({"uruguay/cards.yaml": "cards: " + "[" * 80 + "]" * 80 + "\n"}, "nests deeper than 60 levels", "uruguay/cards.yaml"),
    ({"uruguay/cards.yaml": bomb()}, "aliases expand to more than", "uruguay/cards.yaml"),
    ({"junta/examples.yaml": "steps: []\n"}, "is a folder of documents", "junta/examples.yaml"),
    ({"uruguay/reference.yaml": "sections: []\n"}, "is a folder of documents", "uruguay/reference.yaml"),
    ({"junta/examples/no-such-example.yaml": "title: x\n"}, "matches no content file content/junta/examples/",
     "junta/examples/no-such-example.yaml"),
    ({"junta/examples/a-complete-coup.yaml": "title: 7\n"}, "expected text",
     "junta/examples/a-complete-coup.yaml:1"),
    ({"uruguay/reference/rules-1-3.yaml": "- 1\n"}, "must be a mapping of the keys it changes",
     "uruguay/reference/rules-1-3.yaml:1"),
    ({"uruguay/glossary.yaml": "terms:\n  - term: Prison\n    text: 'see ![x](/etc/passwd)'\n"},
     "image '/etc/passwd' refused", "uruguay/glossary.yaml"),
]


@pytest.mark.parametrize("files, words, where", OVERLAYS, ids=[next(iter(f)) + " " + w[:30] for f, w, _ in OVERLAYS])
def test_overlay_catalogue(tmp_path, files, words, where):
    for rel, text in files.items():
        path = tmp_path / "overlay" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as err:
        content.load(overlay=tmp_path / "overlay")
    text = str(err.value)
    assert words in text and where in text, text


def test_content_images_must_stay_inside_the_site(tmp_path):
    shutil.copytree(content.CONTENT_DIR, tmp_path / "content")
    glossary = tmp_path / "content" / "uruguay" / "glossary.yaml"
    text = glossary.read_text(encoding="utf-8")
    glossary.write_text(text.replace("terms:\n", "terms:\n  - term: Picture\n    text: 'a ![map](file:///etc/hostname) "
                                                 "and ![b](../../secret.png) and ![c](https://example.org/x.png)'\n", 1),
                        encoding="utf-8")
    with pytest.raises(ContentError) as err:
        content.load(tmp_path / "content")
    found = str(err.value)
    assert "image '../../secret.png' refused" in found and "image 'https://example.org/x.png' refused" in found
    assert "glossary.yaml:" in found


def test_the_pdf_fetcher_allows_only_the_projects_files_and_data_urls(tmp_path):
    fetcher = pdf._fetcher(pdf.ALLOWED)
    ok = fetcher.fetch((ROOT / "site" / "static" / "css" / "print.css").as_uri())
    assert ok is not None
    assert fetcher.fetch("data:text/plain,hi") is not None
    outside = tmp_path / "secret.png"
    outside.write_bytes(b"x")
    link = ROOT / "site" / "static" / "link-to-secret.png"
    for url in ("file:///etc/hostname", outside.as_uri(), "http://127.0.0.1/x.png", "https://example.org/x.css"):
        with pytest.raises(ValueError):
            fetcher.fetch(url)
    try:
        link.symlink_to(outside)                      # a link inside the site that leads out of it
        with pytest.raises(ValueError):
            fetcher.fetch(link.as_uri())
    finally:
        link.unlink(missing_ok=True)


def test_a_pdf_leaves_out_an_image_from_outside_the_project(tmp_path):
    from pypdf import PdfReader
    import io
    from PIL import Image
    secret = tmp_path / "secret.png"
    Image.new("RGB", (40, 40), "red").save(secret)
    html = f'<html><body><p>sheet</p><img src="{secret.as_uri()}"></body></html>'
    reader = PdfReader(io.BytesIO(pdf.render_pdf(html, base_url=(ROOT / "site" / "static").as_uri() + "/")))
    assert not any(page.images for page in reader.pages)
