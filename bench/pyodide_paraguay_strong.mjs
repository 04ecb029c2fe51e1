// Benchmark: Paraguay's strong decisions inside Pyodide under Node (the browser's Python), at the weighty
// decisions only (the ones the strong level searches; bench/paraguay_strong.py's ``measure``, run in Pyodide).
// Usage: node bench/pyodide_paraguay_strong.mjs [decisions=40] [seed=40000] [rollouts=16] [seconds=1] [wheel]
// The wheel defaults to dist/assets/engine/*.whl (./build.sh build); any engine wheel will do
// (python -c "from generator.wheel import build_wheel; ..." writes one without building the site).
// The clock is Python's time.perf_counter inside Pyodide, as the sandbox bridge gives the strong bot.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [want, seed, rollouts] = [2, 3, 4].map((i, k) => Number(process.argv[i] || [40, 40000, 16][k]));
const seconds = Number(process.argv[5] || 1);
if (![want, seed, rollouts].every(Number.isInteger) || !(seconds > 0)) {
  throw new Error("usage: pyodide_paraguay_strong.mjs [decisions] [seed] [rollouts] [seconds] [wheel]");
}
let wheel = process.argv[6];
if (!wheel) {
  const dir = path.join(root, "dist", "assets", "engine");
  wheel = path.join(dir, readdirSync(dir).find((f) => f.endsWith(".whl")));
}
const load = os.loadavg()[0];
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", {
  extractDir: pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']"),
});
pyodide.FS.mkdirTree("/bench");
pyodide.FS.writeFile("/bench/paraguay_strong.py", readFileSync(path.join(root, "bench", "paraguay_strong.py")));
const out = pyodide.runPython(`
import json, statistics, sys
sys.path.insert(0, "/bench")
import paraguay_strong
from engine import arena
rounds = []
times, searched = paraguay_strong.measure(${want}, ${seed}, ${rollouts}, ${seconds}, rounds)
json.dumps({"python": sys.version.split()[0], "decisions": len(times), "searched": searched,
            "median_ms": round(statistics.median(times) * 1000), "p95_ms": round(arena.percentile(times, 95) * 1000),
            "longest_ms": round(max(times) * 1000), "over_1500_ms": sum(t > 1.5 for t in times),
            "rounds": {"median": statistics.median(rounds or [0]), "least": min(rounds or [0]), "most": max(rounds or [0])}})
`);
console.log(`${new Date().toISOString().slice(0, 16)} UTC, load average ${load.toFixed(2)} -> ${os.loadavg()[0].toFixed(2)}`);
console.log(`pyodide paraguay strong, budget ${rollouts} roll-outs and ${seconds} s, seeds from ${seed}: ${out}`);
