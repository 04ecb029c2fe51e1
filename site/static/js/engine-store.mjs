// The sandbox's autosave, used only inside the engine worker: whole records (every secret) in IndexedDB,
// encrypted. One entry per tab's game: {id, game, format, iv, data, moves, updated}, where data is the record
// sealed with AES-GCM under a key this worker's site keeps in the same database (store "keys"): a CryptoKey made
// non-extractable, so the key object is stored and its bytes never are, and looking at the storage shows no seed
// and no move. The limit, said plainly: any script of this site could still use that key, and a determined person
// at the same browser can read the worker's memory. Entries of the previous format (2: the record in the clear)
// are read once and rewritten encrypted. A tab holds a Web Lock on its entry's id while its worker lives, so a
// second tab (or a duplicated one) that reopens the same game writes a copy under a new id instead of fighting
// over one entry. Without Web Locks (not a secure context) tabs share ids.
export const FORMAT = 3;           // sealed entries; 2: the record in the clear; 1: the page's old localStorage saves
const CLEAR = 2;
const DB_NAME = "tablero-sandbox";
const DB_VERSION = 2;              // 1: the store "games" only; 2: plus the store "keys"
const STORE = "games";
const KEYS = "keys";
const KEY_ID = "sandbox";
const KEEP = 12;                   // entries kept per game: the newest; older ones are deleted as new ones come

let opening = null;

function db() {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      const req = self.indexedDB.open(DB_NAME, DB_VERSION);
      req.onupgradeneeded = () => {
        const names = req.result.objectStoreNames;
        if (!names.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: "id" });
        if (!names.contains(KEYS)) req.result.createObjectStore(KEYS);
      };
      req.onsuccess = () => {
        req.result.onversionchange = () => { req.result.close(); opening = null; };
        resolve(req.result);
      };
      req.onerror = () => reject(req.error || new Error("the browser refused to open its storage"));
      req.onblocked = () => reject(new Error("another tab holds an older version of the storage open"));
    });
    opening.catch(() => { opening = null; });
  }
  return opening;
}

// Run ``work(store, box)`` in one transaction on ``name``; resolves with ``box.value`` once it has committed.
async function transact(name, mode, work) {
  const base = await db();
  return new Promise((resolve, reject) => {
    const tx = base.transaction(name, mode);
    const box = { value: undefined };
    tx.oncomplete = () => resolve(box.value);
    tx.onerror = () => reject(tx.error || new Error("the browser's storage refused the change"));
    tx.onabort = () => reject(tx.error || new Error("the browser's storage refused the change (is it full?)"));
    work(tx.objectStore(name), box);
  });
}

function all(store, box, then) {
  const req = store.getAll();
  req.onsuccess = () => then(req.result || [], box);
}

class NoCrypto extends Error {
  constructor() {
    super("this page cannot encrypt here (the site is not served over HTTPS or from this computer)");
    this.name = "NoCrypto";
  }
}

// A reason the page can show: why storage failed, in a few words.
export function why(err) {
  const name = err && err.name;
  if (name === "QuotaExceededError") return "this browser's storage is full";
  if (name === "SecurityError" || name === "InvalidStateError") return "this browser's storage is switched off";
  if (name === "NoCrypto") return err.message;
  return `this browser's storage failed (${String((err && err.message) || err || "unknown").slice(0, 120)})`;
}

export function newId() {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// ----- the key: made once per browser, kept as a non-extractable CryptoKey (never as bytes) -----
let keying = null;

function subtle() {
  if (!(self.crypto && self.crypto.subtle)) throw new NoCrypto();
  return self.crypto.subtle;
}

async function makeKey() {
  const have = await transact(KEYS, "readonly", (s, box) => {
    const req = s.get(KEY_ID);
    req.onsuccess = () => { box.value = req.result || null; };
  });
  if (have) return have;
  const made = await subtle().generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  // another tab may have made one meanwhile: the first one stored wins, so no entry is sealed under a lost key
  return transact(KEYS, "readwrite", (s, box) => {
    const req = s.get(KEY_ID);
    req.onsuccess = () => {
      if (req.result) {
        box.value = req.result;
      } else {
        s.put(made, KEY_ID);
        box.value = made;
      }
    };
  });
}

function key() {
  if (!keying) {
    keying = makeKey();
    keying.catch(() => { keying = null; });
  }
  return keying;
}

const text = new TextEncoder();

async function seal(game, record) {
  const iv = new Uint8Array(12);
  crypto.getRandomValues(iv);
  const data = await subtle().encrypt({ name: "AES-GCM", iv, additionalData: text.encode(game) }, await key(),
    text.encode(JSON.stringify(record)));
  return { iv, data };
}

// The record of a stored entry (sealed or, from the previous format, clear); null when it cannot be read.
async function unseal(entry) {
  if (entry.format === CLEAR) return entry.record;
  try {
    const plain = await subtle().decrypt({ name: "AES-GCM", iv: entry.iv, additionalData: text.encode(entry.game) },
      await key(), entry.data);
    return JSON.parse(new TextDecoder().decode(plain));
  } catch (err) {
    if (err && err.name === "NoCrypto") throw err;
    return null;            // sealed under a key this browser no longer has, or damaged
  }
}

function sealedEntry(id, game, record, box, updated) {
  return { id, game, format: FORMAT, iv: box.iv, data: box.data, moves: record.moves.length, updated };
}

// Once per worker: every entry still in the clear (format 2) is rewritten sealed, unless it changed meanwhile.
let sealing = null;

function sealOld() {
  if (!sealing) {
    sealing = (async () => {
      const entries = await transact(STORE, "readonly", (s, box) => all(s, box, (list) => { box.value = list; }));
      for (const old of entries.filter((e) => e.format === CLEAR && e.record && Array.isArray(e.record.moves))) {
        const box = await seal(old.game, old.record);
        await transact(STORE, "readwrite", (s) => {
          const req = s.get(old.id);
          req.onsuccess = () => {
            const now = req.result;
            if (now && now.format === CLEAR && now.updated === old.updated) {
              s.put(sealedEntry(old.id, old.game, old.record, box, old.updated));
            }
          };
        });
      }
    })();
    sealing.catch(() => { sealing = null; });
  }
  return sealing;
}

const held = new Set();

// Hold the lock on ``id`` for as long as this worker lives; false when another tab holds it already.
export async function claim(id) {
  if (held.has(id)) return true;
  const locks = self.navigator && self.navigator.locks;
  if (!locks) return true;
  const got = await new Promise((resolve) => {
    locks.request(`tablero-sandbox-${id}`, { ifAvailable: true }, (lock) => {
      resolve(Boolean(lock));
      return lock ? new Promise(() => {}) : undefined;     // never settles: held until the worker ends
    }).catch(() => resolve(true));
  });
  if (got) held.add(id);
  return got;
}

// Store a whole record under ``id``, sealed; then delete this game's entries beyond the newest KEEP.
export async function keep(id, game, record) {
  await sealOld();
  const box = await seal(game, record);
  const entry = sealedEntry(id, game, record, box, Date.now());
  return transact(STORE, "readwrite", (store, b) => {
    store.put(entry);
    all(store, b, (entries) => {
      const mine = entries.filter((e) => e.game === game && e.id !== id).sort((x, y) => y.updated - x.updated);
      for (const old of mine.slice(KEEP - 1)) store.delete(old.id);
    });
  });
}

// Beside the record of the entry under ``id``, sealed the same way: the page's marks of what the computers changed
// since the person's last decision ({moves, since, places, gold}: only places the viewer's own pictures marked), so a
// reload mid-turn shows them again. Every keep() writes the entry anew without them: the page sends them again
// after each change it has drawn, so they are never older than the record beside them. False: no such entry.
export async function mark(id, game, marks) {
  const box = await seal(game, marks);
  return transact(STORE, "readwrite", (store, b) => {
    const req = store.get(id);
    req.onsuccess = () => {
      const entry = req.result;
      b.value = Boolean(entry && entry.game === game && entry.format === FORMAT);
      if (b.value) store.put({ ...entry, marks: { iv: box.iv, data: box.data } });
    };
  });
}

// An entry as the worker uses it: {id, game, format, record, moves, updated, marks}; format is FORMAT when it was
// read, "unreadable" when it cannot be (its key is gone, or it is damaged), else the unknown format it was kept in;
// marks null when none were kept (or they cannot be read: the game comes back without them).
async function opened(entry) {
  if (!entry) return null;
  if (entry.format !== FORMAT && entry.format !== CLEAR) return entry;
  const record = await unseal(entry);
  if (!record) return { ...entry, format: "unreadable", record: null };
  const marks = entry.marks ? await unseal({ game: entry.game, format: FORMAT, ...entry.marks }) : null;
  return { id: entry.id, game: entry.game, format: FORMAT, record, moves: entry.moves, updated: entry.updated, marks };
}

// The entry stored under ``id`` (null when this browser has none).
export async function find(id) {
  await sealOld();
  return opened(await transact(STORE, "readonly", (store, box) => {
    const req = store.get(id);
    req.onsuccess = () => { box.value = req.result || null; };
  }));
}

// The newest entry of ``game`` (null when this browser has none).
export async function latest(game) {
  await sealOld();
  return opened(await transact(STORE, "readonly", (store, box) => {
    all(store, box, (entries) => {
      const mine = entries.filter((e) => e.game === game).sort((a, b) => b.updated - a.updated);
      box.value = mine[0] || null;
    });
  }));
}

export function remove(id) {
  return transact(STORE, "readwrite", (store) => store.delete(id));
}
