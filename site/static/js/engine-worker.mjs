// The rules engine in a module Web Worker: Pyodide (served from this site) + the engine wheel.
// Messages in:  {id, type: "init", wheelUrl} once, then {id, type: "call", request: {op, ...}}.
// Messages out: {id, ok: true, ...answer} or {id, ok: false, error, message, rule}. Every message is answered,
// whatever goes wrong (a bug in the engine, a request that cannot be turned into JSON).
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

function failure(error, err) {
  return { ok: false, error, message: String((err && err.message) || err || "unknown error"), rule: null };
}

async function answer(data) {
  if (data.type === "init") {
    loading = loading || start(data.wheelUrl);
    try {
      await loading;
      return { ok: true };
    } catch (err) {
      return failure("engine_load_failed", err);
    }
  }
  if (data.type !== "call") return failure("bad_request", `unknown message type ${String(data.type).slice(0, 40)}`);
  if (!bridge) return failure("engine_not_ready", "the engine has not loaded");
  let text;
  try {
    text = JSON.stringify(data.request);
  } catch (err) {
    return failure("bad_request", `the request cannot be sent to the engine: ${err.message}`);
  }
  try {
    return JSON.parse(bridge.handle(text));
  } catch (err) {
    return failure("internal", `the engine failed: ${err.message}`);
  }
}

self.onmessage = async (event) => {
  const data = event.data && typeof event.data === "object" ? event.data : {};
  let out;
  try {
    out = await answer(data);
  } catch (err) {
    out = failure("internal", err);
  }
  self.postMessage({ ...out, id: data.id });
};

self.onmessageerror = () => {
  self.postMessage({ id: null, ok: false, error: "bad_request", message: "a message could not be read", rule: null });
};
