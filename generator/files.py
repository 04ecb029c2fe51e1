"""Writing files so that a reader never sees half of one (engine data, sheets, packets)."""

import os
import pathlib
import tempfile


def write_atomic(path, data):
    """Write ``data`` to ``path`` through a temporary file in the same folder, then rename it into place."""
    path = pathlib.Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        pathlib.Path(tmp).unlink(missing_ok=True)
        raise
