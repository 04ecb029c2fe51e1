// Runs the engine's test suite (tests/engine) inside Pyodide under Node: the same Python 3.14 the browser
// runs, with the engine installed from the very wheel the built site ships (dist/assets/engine/*.whl).
// Usage: node tests/pyodide/run-engine-tests.mjs WHEEL_DIR [pytest args...]
// WHEEL_DIR holds pure-Python wheels of pytest and its dependencies (./build.sh downloads them).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const [wheelDir, ...pytestArgs] = process.argv.slice(2);
if (!wheelDir) {
  console.error("usage: node tests/pyodide/run-engine-tests.mjs WHEEL_DIR [pytest args...]");
  process.exit(2);
}

const engineDir = path.join(root, "dist", "assets", "engine");
const engineWheels = readdirSync(engineDir).filter((f) => f.endsWith(".whl")).map((f) => path.join(engineDir, f));
if (engineWheels.length !== 1) {
  console.error(`expected one engine wheel in ${engineDir}; run ./build.sh build first`);
  process.exit(2);
}
const testWheels = readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).map((f) => path.join(wheelDir, f));

const pyodide = await loadPyodide();
const purelib = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const wheel of [...engineWheels, ...testWheels]) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: purelib });
}
pyodide.FS.mkdir("/proj");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/proj");
pyodide.globals.set("pytest_args", pyodide.toPy(["-q", "-p", "no:cacheprovider", "/proj/tests/engine", ...pytestArgs]));
const code = pyodide.runPython(`
import os, sys
sys.path[:] = [p for p in sys.path if p not in ("", ".", "/proj")]
os.chdir("/proj")
import engine, pytest
where = os.path.dirname(engine.__file__)
print(f"Python {sys.version.split()[0]} in Pyodide; engine from {where}")
rc = 3 if where.startswith("/proj") else int(pytest.main(list(pytest_args)))
rc
`);
if (!Number.isInteger(code)) {
  console.error(`pytest gave no exit code (${code})`);
  process.exit(3);
}
process.exit(code);
