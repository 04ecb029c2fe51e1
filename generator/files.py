"""Writing files so that a reader never sees half of one (engine data, sheets, packets), and the one check of a
path a command is asked to write (``--pdf FILE``, ``--out DIR``) before anything is made."""

import errno
import os
import pathlib
import stat
import tempfile

# a write that failed because of the path given (bad input: exit status 2), not because of the disk
PATH_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT, errno.ENOTDIR, errno.EISDIR, errno.ENAMETOOLONG,
               errno.ELOOP)


class PathError(Exception):
    """A path a command was asked to write cannot be used; the message names it. ``status``: 2 when the path
    itself is wrong (bad input), 1 when writing failed for another reason (a full disk)."""

    def __init__(self, message, status=2):
        super().__init__(message)
        self.status = status


def _kind(mode):
    for test, name in ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder")):
        if test(mode):
            return name
    return "not a regular file"


def file_target(name, option="--pdf", example="sheet.pdf"):
    """The path of a file a command will write, checked before anything is made: a regular file (replaced
    whole) or a new name in a folder that exists. A folder, a FIFO, a device or a socket is refused (writing
    would replace it, or hang); so is a name whose folder is missing. Raises PathError naming the path."""
    path = pathlib.Path(name)
    if not str(name).strip():
        raise PathError(f"{option} needs a file name, e.g. {example}")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as err:
        raise PathError(f"{option} {name}: {err.strerror or err}") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise PathError(f"{option} {name} is a folder: give a file name, e.g. {path / example}")
    if mode is not None and not stat.S_ISREG(mode):
        raise PathError(f"{option} {name} is {_kind(mode)}, not a regular file: give a file name, e.g. {example}")
    if not path.parent.is_dir():
        raise PathError(f"{option} {name}: the folder {path.parent} does not exist")
    return path


def folder_target(name, option="--out", marker="build-info.json"):
    """The path of a folder a command will replace whole (a build's output), checked first: a new name in a
    folder that exists or can be made, an empty folder, or a folder holding ``marker`` (an earlier output). Any
    other folder is refused, or its files would be deleted; so is anything that is not a folder."""
    path = pathlib.Path(name)
    if not str(name).strip():
        raise PathError(f"{option} needs a folder name")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return path
    except OSError as err:
        raise PathError(f"{option} {name}: {err.strerror or err}") from None
    if not stat.S_ISDIR(mode):
        raise PathError(f"{option} {name} is {_kind(mode) if not stat.S_ISREG(mode) else 'a file'}, not a folder: "
                        "give a new folder name")
    if any(path.iterdir()) and not (path / marker).is_file():
        raise PathError(f"{option} {name} is a folder that holds other files and no earlier build ({marker}): "
                        "the build replaces its folder whole, so give a new or empty folder")
    return path


def write_target(name, data, option="--pdf", example="sheet.pdf"):
    """Check ``name`` (``file_target``) and write ``data`` there whole; any failure is a PathError naming
    ``name`` (never the temporary file beside it)."""
    path = file_target(name, option, example)
    try:
        write_atomic(path, data)
    except OSError as err:
        status = 2 if err.errno in PATH_ERRORS else 1
        raise PathError(f"cannot write {option} {name}: {err.strerror or err}", status) from None
    return path


def write_atomic(path, data):
    """Write ``data`` to ``path`` through a temporary file in the same folder, then rename it into place. The
    file keeps the permissions it had (a new one: readable by all, as an ordinary write under the usual umask
    makes it; the temporary file alone would be the owner's only)."""
    path = pathlib.Path(path)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = 0o644
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            os.fchmod(f.fileno(), mode)
        os.replace(tmp, path)
    except BaseException:
        pathlib.Path(tmp).unlink(missing_ok=True)
        raise
