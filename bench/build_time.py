"""How long the whole build takes, and how much of it the printed solo opponents are (issue 27.7).

    python bench/build_time.py [RUNS] [--out DIR]

Runs ``python -m generator build`` RUNS times (default 3) in this checkout, one after another, after one build not
counted (it fills the caches), and prints each run's wall time and CPU time (user + system of the build and its
subprocesses), their medians, and the load average before and after. CPU time is the steadier figure on a shared
machine: wall time grows with the other work on it. Then, in this process, the CPU time of rendering every game's
solo-opponent PDFs (A4 and US Letter, ``generator.computer.print_aid``), median of RUNS, WeasyPrint warmed first.
"""

import os
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def one_build(out):
    before = os.times()
    start = time.perf_counter()
    cmd = [sys.executable, "-m", "generator", "build"] + (["--out", out] if out else [])
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = os.times()
    return wall, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def solo_pdfs(runs):
    """{game: median CPU seconds of its solo opponent's two PDFs}, or {} when this checkout has none."""
    from generator import build as b
    from generator import computer, content
    from generator import render as render_mod
    if not hasattr(computer, "print_aid"):
        return {}
    from generator.pdf import weasyprint
    weasyprint()
    ctx = b.gather(content.load(), None, pages=False)
    env = render_mod.environment()
    games = [gid for gid in sorted(ctx["learn"]) if ctx["learn"][gid].get("computer")]
    computer.print_aid(env, games[0], ctx["learn"][games[0]], ctx["by_id"][games[0]], {}, True, b.STATIC)
    out = {}
    for gid in games:
        times = []
        for _ in range(runs):
            t = time.process_time()
            computer.print_aid(env, gid, ctx["learn"][gid], ctx["by_id"][gid], {}, True, b.STATIC)
            times.append(time.process_time() - t)
        out[gid] = statistics.median(times)
    return out


def main(argv):
    runs = int(argv[0]) if argv and argv[0].isdigit() else 3
    out = argv[argv.index("--out") + 1] if "--out" in argv else None
    from host import machine
    print(machine())
    print("load average before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    one_build(out)                                   # not counted: fills the caches
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = one_build(out)
        walls.append(wall)
        cpus.append(cpu)
        print(f"  build: {wall:.1f} s wall, {cpu:.1f} s CPU")
    print(f"median of {runs}: {statistics.median(walls):.1f} s wall, {statistics.median(cpus):.1f} s CPU")
    solo = solo_pdfs(runs)
    if solo:
        print("solo-opponent PDFs (A4 + US Letter), CPU median of", runs, ":",
              ", ".join(f"{gid} {t:.2f} s" for gid, t in solo.items()), f"; all {sum(solo.values()):.2f} s")
    print("load average after:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main(sys.argv[1:])
