"""Shared test set-up: make sure the engine's compiled content matches content/ (CPython only), and, when the
tests run in parallel (pytest-xdist, as ./build.sh test runs them), let a test marked ``serial`` run while no
other test runs."""

import contextlib
import os

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
# One process (no workers): nothing to wait for.

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
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        yield
        return
    # every worker's base temporary folder is a sub-folder of the run's one: the locks live there
    folder = item.config._tmp_path_factory.getbasetemp().parent
    with _turn(folder, item.get_closest_marker("serial") is not None):
        yield
