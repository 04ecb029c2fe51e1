// Benchmark: whole random games inside Pyodide under Node (the browser's Python), median per game.
// Usage: node bench/pyodide_fuzz.mjs [games=20] [game=uruguay] [players]   (after ./build.sh build, which
// makes the engine wheel; players only for games that take a player count, e.g. junta 2-7)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const games = Number(process.argv[2] || 20);
const game = process.argv[3] || "uruguay";
const players = Number(process.argv[4] || 0);
if (!/^[a-z]+$/.test(game) || !Number.isInteger(players)) throw new Error("usage: pyodide_fuzz.mjs [games] [game] [players]");
const dir = path.join(root, "dist", "assets", "engine");
const wheel = readdirSync(dir).find((f) => f.endsWith(".whl"));
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(path.join(dir, wheel))), "wheel", {
  extractDir: pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']"),
});
const out = pyodide.runPython(`
import json, statistics, sys, time
from engine import fuzz
times, moves = [], []
for seed in range(1, ${games} + 1):
    t = time.perf_counter()
    state, mv = fuzz.playout("${game}", seed, check_every=0, check_replay=False,
                             options={"players": ${players}} if ${players} else None)
    times.append(time.perf_counter() - t)
    moves.append(len(mv))
json.dumps({"python": sys.version.split()[0], "games": ${games}, "median_ms": statistics.median(times) * 1000,
            "min_ms": min(times) * 1000, "max_ms": max(times) * 1000, "median_moves": statistics.median(moves)})
`);
console.log(out);
