"""Two checkouts' strong play timed in turns (figures, not pass/fail): ``python bench/strong_cpu_pair.py OTHER REPS
GAME SEAT SEED [bench/strong_moves.py options]`` plays the same strong game (bench/strong_moves.py: no clock, so
the same moves when the bots decide alike) REPS times with this checkout's engine and REPS times with the engine
of the checkout OTHER, alternately, so that a load on the machine falls on both alike. It prints each run's CPU
seconds of the strong decisions (``time.process_time``), whether the two played the same moves, and the medians."""
import pathlib
import statistics
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent.parent


def run(root, args):
    """(CPU seconds of the strong decisions, every move line) of one game with the engine of ``root``."""
    out = subprocess.run([sys.executable, str(HERE / "bench" / "strong_moves.py"), *args, "--engine", str(root)],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    return float(out[-1].split(" cpu ")[1].split()[0]), out[:-1] + [out[-1].split(" strong decisions ")[0]]


def main(argv):
    other, reps, args = pathlib.Path(argv[0]).resolve(), int(argv[1]), argv[2:]
    times = {"this": [], "other": []}
    moves = {}
    for rep in range(reps):
        for name, root in (("other", other), ("this", HERE)) if rep % 2 else (("this", HERE), ("other", other)):
            cpu, lines = run(root, args)
            times[name].append(cpu)
            moves.setdefault(name, lines)
            print(f"{rep + 1} {name:5} {cpu:7.2f} s", flush=True)
    print(f"the same moves: {moves['this'] == moves['other']} ({len(moves['this']) - 1} moves)")
    a, b = statistics.median(times["this"]), statistics.median(times["other"])
    print(f"median CPU s of the strong decisions: this {a:.2f}, other {b:.2f}, this/other {a / b:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
