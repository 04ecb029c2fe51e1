"""Package the engine (code + compiled content) as a pure-Python wheel for Pyodide's unpackArchive.

Deterministic: files in sorted order, fixed timestamps, so the same sources give the same bytes (and the
same content hash in the URL, which lets browsers cache it safely).
"""

import base64
import hashlib
import io
import pathlib
import zipfile

NAME = "tablero_engine"
VERSION = "0.1.0"
_EPOCH = (2020, 1, 1, 0, 0, 0)


def _files(engine_dir):
    for path in sorted(engine_dir.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".json"):
            yield path


def build_wheel(engine_dir, extra=(), data=None):
    """Return (file name, bytes) of a wheel holding the ``engine`` package found at ``engine_dir``; ``extra``:
    more (archive name, bytes) entries, e.g. the engine's bytecode compiled by Pyodide; ``data``: {file name:
    text} of ``engine/data`` to ship instead of the files there (a build that leaves engine/data alone)."""
    engine_dir = pathlib.Path(engine_dir)
    dist_info = f"{NAME}-{VERSION}.dist-info"
    data = {f"engine/data/{name}": text.encode("utf-8") for name, text in (data or {}).items()}
    found = {"engine/" + path.relative_to(engine_dir).as_posix(): path for path in _files(engine_dir)}
    # one order whether or not a data file is in engine/data yet (the folders' order: by parts, as _files walks)
    entries = [(arc, data[arc] if arc in data else found[arc].read_bytes())
               for arc in sorted({*found, *data}, key=lambda arc: arc.split("/"))]
    entries.extend(sorted(extra))
    entries.append((f"{dist_info}/METADATA",
                    f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\n".encode()))
    entries.append((f"{dist_info}/WHEEL",
                    b"Wheel-Version: 1.0\nGenerator: tablero\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    record = []
    for arc, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for arc, data in entries:
            info = zipfile.ZipInfo(arc, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return f"{NAME}-{VERSION}-py3-none-any.whl", buf.getvalue()
