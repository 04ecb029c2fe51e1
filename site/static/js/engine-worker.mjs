// The rules engine in a module Web Worker: Pyodide (served from this site) + the engine wheel.
// Messages in:  {id, type: "init", wheelUrl} once, then {id, type: "call", request: {op, ...}}.
// Messages out: {id, ok: true, ...answer} or {id, ok: false, error, message, rule}.
import { loadPyodide } from "../../pyodide/pyodide.mjs";

let bridge = null;
let loading = null;

async function start(wheelUrl) {
  const pyodide = await loadPyodide({ indexURL: new URL("../../pyodide/", import.meta.url).href });
  const response = await fetch(wheelUrl);
  if (!response.ok) throw new Error(`could not load the engine package (HTTP ${response.status})`);
  pyodide.unpackArchive(new Uint8Array(await response.arrayBuffer()), "wheel");
  bridge = pyodide.pyimport("engine.bridge");
}

self.onmessage = async (event) => {
  const { id, type } = event.data;
  if (type === "init") {
    loading = loading || start(event.data.wheelUrl);
    try {
      await loading;
      self.postMessage({ id, ok: true });
    } catch (err) {
      self.postMessage({ id, ok: false, error: "engine_load_failed", message: String(err && err.message || err) });
    }
    return;
  }
  if (!bridge) {
    self.postMessage({ id, ok: false, error: "engine_not_ready", message: "the engine has not loaded" });
    return;
  }
  const answer = JSON.parse(bridge.handle(JSON.stringify(event.data.request)));
  self.postMessage({ id, ...answer });
};
