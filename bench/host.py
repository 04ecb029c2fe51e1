"""The machine a benchmark ran on, in one line (every figure in docs/BENCHMARKS.md is printed with it)."""

import os
import pathlib
import platform


def machine():
    cpu = "unknown CPU"
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{os.cpu_count()} cores, {cpu}, {mem:.0f} GiB, {platform.system()} {platform.release()}, " \
           f"Python {platform.python_version()}"
