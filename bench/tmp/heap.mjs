import { readFileSync } from "node:fs";
import { loadPyodide } from "pyodide";
const py = await loadPyodide({ stdout: () => {} });
const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
py.unpackArchive(new Uint8Array(readFileSync("dist/assets/engine/tablero_engine-0.1.0-py3-none-any.whl")), "wheel", { extractDir: site });
const mb = () => (py._module.HEAP8.length / 1048576).toFixed(0);
console.log("start", mb());
py.runPython("import engine, json, importlib, pkgutil\nfrom engine import bridge\nfor i in pkgutil.walk_packages(engine.__path__, 'engine.'): importlib.import_module(i.name)");
console.log("imported", mb());
for (const g of py.runPython("engine.game_ids()").toJs()) {
  py.runPython(`engine.content.load("${g}")`);
  console.log(g, "content", mb());
  for (const op of ["setup", "sandbox_new", "sandbox_random", "sandbox_next_card"]) {
    const opts = g === "junta" ? {players: 4} : null;
    const req = op === "setup" ? {op, game: g, seed: 7, options: opts} : op === "sandbox_new" ? {op, game: g, seed: 7, options: opts} : {op};
    const t = performance.now();
    const a = JSON.parse(py.runPython(`bridge.handle(${JSON.stringify(JSON.stringify(req))})`));
    console.log(g, op, a.ok, mb(), Math.round(performance.now() - t), "ms", a.ok ? "" : a.message);
  }
}
