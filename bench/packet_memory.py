"""Peak memory (resident set) and time of the packet command for a few table counts, each in a fresh process.

    python bench/packet_memory.py [--tree DIR] [--game paraguay] [--runs 1] TABLES...

Runs ``python -m generator packet GAME --event-seed 2026 --tables N --pdf F`` in DIR (default: this checkout) and
prints, for each N, the peak RSS the kernel reports for that process (``os.wait4``'s ``ru_maxrss``), its wall and
CPU seconds, and the PDF's size and SHA-256 (so that two trees' outputs can be compared byte for byte).
"""

import argparse
import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from host import machine  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]


def one(tree, game, tables, seed):
    """One run: (peak RSS in MiB, wall s, CPU s, PDF bytes, SHA-256 of the PDF)."""
    with tempfile.TemporaryDirectory() as tmp:
        pdf = pathlib.Path(tmp) / "p.pdf"
        cmd = [str(tree / ".venv" / "bin" / "python"), "-m", "generator", "packet", game, "--event-seed", str(seed),
               "--tables", str(tables), "--pdf", str(pdf)]
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=tree, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        err = proc.stderr.read().decode()
        proc.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"failed: {' '.join(cmd)}\n{err}")
        data = pdf.read_bytes()
    return usage.ru_maxrss / 1024, wall, usage.ru_utime + usage.ru_stime, len(data), hashlib.sha256(data).hexdigest()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("tables", nargs="+", type=int)
    p.add_argument("--tree", default=str(ROOT))
    p.add_argument("--game", default="paraguay")
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--runs", type=int, default=1)
    args = p.parse_args()
    tree = pathlib.Path(args.tree).resolve()
    print(machine(), "| load", os.getloadavg()[0])
    for n in args.tables:
        for _ in range(args.runs):
            rss, wall, cpu, size, digest = one(tree, args.game, n, args.seed)
            print(f"{args.game} {n:3d} tables: peak RSS {rss:7.1f} MiB, wall {wall:6.2f} s, CPU {cpu:6.2f} s, "
                  f"{size} bytes, sha256 {digest[:16]} | load {os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
