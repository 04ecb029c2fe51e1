// Talks to the engine worker: one promise per request; the engine never blocks the page.
export class EngineClient {
  constructor(wheelUrl) {
    this.pending = new Map();
    this.nextId = 1;
    this.worker = new Worker(new URL("./engine-worker.mjs", import.meta.url), { type: "module" });
    this.worker.onmessage = (event) => {
      const waiter = this.pending.get(event.data.id);
      if (!waiter) return;
      this.pending.delete(event.data.id);
      waiter(event.data);
    };
    this.worker.onerror = (event) => {
      const failure = { ok: false, error: "worker_failed", message: event.message || "the engine worker failed" };
      for (const waiter of this.pending.values()) waiter(failure);
      this.pending.clear();
    };
    this.ready = this.send({ type: "init", wheelUrl });
  }

  send(message) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, ...message });
    });
  }

  // Resolves with the engine's answer ({ok: true, ...} or {ok: false, error, message, rule}).
  async call(op, args = {}) {
    const loaded = await this.ready;
    if (!loaded.ok) return loaded;
    return this.send({ type: "call", request: { op, ...args } });
  }
}

// Seeds: whole numbers 0 … 2^53 − 1 (the engine checks again; this gives an instant, clear message).
export const MAX_SEED = 2n ** 53n - 1n;

export function checkSeed(text) {
  const value = (text ?? "").trim();
  if (value === "") return { error: "No seed given." };
  if (!/^-?[0-9]+$/.test(value)) return { error: `“${value.slice(0, 40)}” is not a whole number.` };
  if (value.startsWith("-")) return { error: "The seed cannot be negative." };
  if (value.length > 30 || BigInt(value) > MAX_SEED) return { error: "That seed is too large." };
  return { seed: Number(BigInt(value)) };
}

export function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}
