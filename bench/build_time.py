"""How long the whole build takes, and how much of it the printed solo opponents are (issue 27.7).

    python bench/build_time.py [RUNS]

Runs the build (``generator.build.build``, what ``python -m generator build`` runs) RUNS times (default 3) in this
process, one after another, after one build not counted (it fills the caches and imports everything), and prints each
run's wall time and CPU time (user + system, this process and its subprocesses), their medians, the load average
before and after, and, when this checkout has them, the part of each build spent writing the solo opponents
(``generator.computer.print_aid``: every game's printable page and its PDFs on A4 and US Letter). CPU time is the
steadier figure on a shared machine: wall time grows with the other work on it.
"""

import os
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def cpu():
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def line(head, row, has_solo):
    text = f"{head} {row[0]:.1f} s wall, {row[1]:.1f} s CPU"
    return text + (f"; solo opponents {row[2]:.2f} s wall, {row[3]:.2f} s CPU" if has_solo else "")


def main(argv):
    runs = int(argv[0]) if argv and argv[0].isdigit() else 3
    from host import machine

    from generator import build as b
    from generator import computer
    print(machine())
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    solo = [0.0, 0.0]                      # wall, CPU inside print_aid during the current build
    has_solo = hasattr(computer, "print_aid")      # a checkout from before the solo opponents: the build alone
    if has_solo:
        inner = computer.print_aid

        def timed(*args, **kwargs):
            w, c = time.perf_counter(), cpu()
            try:
                return inner(*args, **kwargs)
            finally:
                solo[0] += time.perf_counter() - w
                solo[1] += cpu() - c
        computer.print_aid = timed
    b.build()                                        # not counted: fills the caches
    rows = []
    for _ in range(runs):
        solo[:] = [0.0, 0.0]
        w, c = time.perf_counter(), cpu()
        b.build()
        rows.append((time.perf_counter() - w, cpu() - c, *solo))
        print(line("  build:", rows[-1], has_solo))
    print(line(f"median of {runs}: build", [statistics.median(r[i] for r in rows) for i in range(4)], has_solo))
    print("load average after:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main(sys.argv[1:])
