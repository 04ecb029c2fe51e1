"""Shared test set-up: make sure the engine's compiled content matches content/ (CPython only), and, when the
tests run in parallel (pytest-xdist, as ./build.sh test runs them), let a test marked ``serial`` run while no
other test runs."""

import contextlib

import pytest

try:
    from generator import content as _content
except ImportError:  # inside Pyodide: no PyYAML; the shipped wheel carries the compiled content
    _content = None

if _content is not None:
    _content.compile_to_engine(_content.load())


# A test marked ``serial`` writes files every other test may read (the checkout's engine/data, its example
# digests, .cache/) or checks that nobody changed them. With several workers it takes a lock the others
# share: it waits until their running tests end, and none starts until it has ended. A second lock (the door)
# keeps a serial test from waiting for ever behind a stream of others: once it queues, nobody new gets in.
# The locks live in a folder the run's controller makes when it starts its first worker and hands every worker
# (xdist's ``workerinput``); it removes it when the run ends. One process (no workers, or inside Pyodide, where
# xdist is absent): none is made, nothing to wait for.

SERIAL_DIR = "tablero_serial_dir"
_made = pytest.StashKey[str]()


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """(xdist, in the controller, once a worker) Give the worker the run's lock folder."""
    import tempfile
    config = node.config
    if _made not in config.stash:
        config.stash[_made] = tempfile.mkdtemp(prefix="tablero-tests-serial-")
    node.workerinput[SERIAL_DIR] = config.stash[_made]


def pytest_unconfigure(config):
    if _made in config.stash:
        import shutil
        shutil.rmtree(config.stash[_made], ignore_errors=True)


@contextlib.contextmanager
def _turn(folder, serial):
    import fcntl
    door = open(folder / "tablero-tests-door.lock", "a")
    room = open(folder / "tablero-tests-room.lock", "a")
    try:
        fcntl.flock(door, fcntl.LOCK_EX)
        try:
            fcntl.flock(room, fcntl.LOCK_EX if serial else fcntl.LOCK_SH)
        finally:
            fcntl.flock(door, fcntl.LOCK_UN)
        yield
    finally:
        room.close()            # closing lets go of the lock
        door.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    workerinput = getattr(item.config, "workerinput", None)
    if workerinput is None:
        yield
        return
    if SERIAL_DIR not in workerinput:
        raise pytest.UsageError("tests/conftest.py: this worker was given no folder for the serial lock (its "
                                "controller did not load tests/conftest.py)")
    import pathlib
    with _turn(pathlib.Path(workerinput[SERIAL_DIR]), item.get_closest_marker("serial") is not None):
        yield
