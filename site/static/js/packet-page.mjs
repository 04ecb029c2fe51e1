// The tournament packet page (/GAME/packet/): the parameters live in the address (?event_seed=&tables=&players=
// &same=&paper=&title=, and each of the game's setup choices by its name); the engine in the worker derives every
// table's seed and fingerprint (bridge op "packet"), the table list shows at once, then every table's sheet (and
// slips) is filled for printing. The game's own sheet script (sheet-GAME.mjs) fills its sheets and slips; this file
// names no game.
import { EngineClient, checkSeed, markEngine, randomSeed } from "./engine-client.mjs";
import { printedLink } from "./seed-page.mjs";
import { repeatedNotes, showNotes, unknownNotes } from "./url-notes.mjs";

const form = document.getElementById("packet-form");
const game = form.dataset.game;
const hook = await import(`./sheet-${game}.mjs`);
const status = document.getElementById("engine-status");
const errorBox = document.getElementById("error");
const packetBox = document.getElementById("packet");
const tablesBox = document.getElementById("packet-tables");
const printButton = document.getElementById("print");
const maxTables = Number(form.dataset.maxTables);
const counts = form.dataset.counts.split(",");
const keys = form.dataset.keys.split(",");
// The game's setup choices (engine Game.setup_choices): {name, label, rule, usual, usual_value, values: [{value,
// label, says, players}]}; each is a menu of the form whose first entry (its usual_value, else "usual") leaves it
// out, as does "usual" in an older address.
const choices = JSON.parse(form.dataset.choices || "[]");
const choiceNames = choices.map((c) => c.name);
const usualOf = (c) => c.usual_value ?? "usual";
const engine = new EngineClient(form.dataset.wheel);
const input = (id) => document.getElementById(id);
let shown = 0;

// A message shown below the form: at a phone's width the form fills the screen, so scroll just far enough to see it.
function reveal(box) {
  const r = box.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) box.scrollIntoView({ block: "nearest" });
}

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
  reveal(errorBox);
  packetBox.hidden = true;
  printButton.disabled = true;
  delete document.body.dataset.packet;
}

// The form's values cannot make a packet, but one is already on the page: it stays, and so does its address; the
// message says which packet it still is.
function keepPacket(message) {
  const p = current;
  errorBox.textContent = `${message} The packet below is still the one made before: event seed ${p.event_seed}, `
    + `${p.tables} table${p.tables === 1 ? "" : "s"}.`;
  errorBox.hidden = false;
  reveal(errorBox);
}

function values() {
  return {
    event_seed: input("event_seed").value, tables: input("tables").value, players: input("players").value,
    same: document.querySelector("input[name=same]:checked").value, paper: input("paper").value,
    title: input("title").value, seating: input("seating").checked ? "1" : "0",
    ...Object.fromEntries(choiceNames.map((name) => [name, input(name).value])),
  };
}

function setForm(v) {
  for (const name of ["event_seed", "tables", "players", "paper", "title", ...choiceNames]) {
    if (v[name] == null) continue;
    const box = input(name), held = box.value;
    box.value = v[name];
    // a menu set to a choice it lacks shows none: it keeps the one it held, and the error names the bad value
    if (box.options && box.selectedIndex < 0) box.value = held;
  }
  input(v.same === "1" ? "same-1" : "same-0").checked = true;
  input("seating").checked = v.seating === "1";
}

// The address's values (a missing one keeps the form's, a missing setup choice is the usual setup); what cannot be
// used as given is said on the page.
function fromUrl() {
  const query = new URL(window.location.href).searchParams;
  const current = values();
  const out = Object.fromEntries(Object.keys(current).map((k) => [k, query.get(k) ?? current[k]]));
  for (const c of choices) out[c.name] = query.get(c.name) ?? usualOf(c);     // left out of the address: the usual
  const notes = [...repeatedNotes(query, Object.keys(current)), ...unknownNotes(query, Object.keys(current))];
  if (!["0", "1"].includes(out.same)) {
    notes.push(`"${String(out.same).slice(0, 20)}" is not a value of same (1: the same setup at every table, 0: a `
      + "different setup at each table): a different setup at each table is used.");
    out.same = "0";
  }
  if (!["0", "1"].includes(out.seating)) {
    notes.push(`"${String(out.seating).slice(0, 20)}" is not a value of seating (1: a seating list after the cover, `
      + "0: none): no seating list.");
    out.seating = "0";
  }
  if (notes.length && query.get("event_seed") === null) {
    notes.push("The address gives no event seed, so a random one is drawn.");
  }
  showNotes(notes);
  return out;
}

// Player counts as the pages set them (engine/words.py counts): runs in a row with an en dash, "4 or 6", "4–7".
function countSpan(ns) {
  const runs = [];
  for (const n of [...ns].map(Number).sort((a, b) => a - b)) {
    if (runs.length && n === runs[runs.length - 1][1] + 1) runs[runs.length - 1][1] = n;
    else runs.push([n, n]);
  }
  const parts = runs.map(([a, b]) => (a === b ? String(a) : `${a}\u2013${b}`));
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} or ${parts[parts.length - 1]}`;
}

function check(v) {
  const seed = checkSeed(v.event_seed);
  if (seed.error) return { error: `Event seed: ${seed.error} ${input("seed-help").textContent}` };
  const tables = String(v.tables ?? "").trim();
  const span = `a packet has 1 to ${maxTables} tables.`;
  if (tables === "") return { error: `Tables: the number is missing; ${span}` };
  if (!/^[0-9]+$/.test(tables)) return { error: `Tables: “${tables.slice(0, 20)}” is not a whole number; ${span}` };
  if (Number(tables) < 1) return { error: `Tables: there must be at least one; ${span}` };
  if (Number(tables) > maxTables) return { error: `Tables: ${tables.slice(0, 20)} are too many; ${span}` };
  const players = String(v.players ?? "").trim();
  if (!counts.includes(players)) {
    const [least, most] = [counts[0], counts[counts.length - 1]];
    const takes = least === most ? `exactly ${least}` : `${least} to ${most}`;
    return { error: `“${players.slice(0, 20)}” is not a number of players: this game takes ${takes}.` };
  }
  if (!["a4", "letter"].includes(v.paper)) return { error: "The paper is A4 or US Letter." };
  const options = {};
  for (const c of choices) {
    const given = String(v[c.name] ?? usualOf(c)).trim();
    if (given === usualOf(c) || given === "usual") continue;
    const rule = c.rule ? ` (${c.rule})` : "";
    const value = c.values.find((x) => String(x.value) === given);
    if (!value) {
      const allowed = [usualOf(c), ...c.values.map((x) => String(x.value))].map((x) => `“${x}”`).join(" or ");
      return { error: `“${given.slice(0, 20)}” is not a ${c.label} choice: ${allowed}${rule}.` };
    }
    if (value.players && !value.players.includes(Number(players))) {     // the engine's words (core.py)
      return { error: `${c.label}: ${value.value} (${value.label}) is an option for ${countSpan(value.players)} `
        + `players only${rule}, not ${players}.` };
    }
    options[c.name] = value.value;
  }
  const more = Object.keys(options).length ? { options } : {};
  return { args: { game, event_seed: seed.seed, tables: Number(tables), players: Number(players),
    same: v.same === "1", ...more } };
}

// The packet's setup choices in words (the engine's "choices"): "Label: what it gives (rule)", or with ``short``
// "Label: value's label"; "" when none.
function choicesText(p, short) {
  return (p.choices ?? []).map((c) => (short ? `${c.label}: ${c.short}`
    : `${c.label}: ${c.says}${c.rule ? ` (${c.rule})` : ""}`)).join("; ");
}

// What the cover adds after "Or open … with the table's seed": the players (a game of several counts) and each setup
// choice as the seed page's menu and address name them; "" when none (generator/packet.py reopen_words says the same).
function reopenWords(p) {
  const parts = [...(counts.length > 1 ? [`${p.players} players`] : []),
    ...(p.choices ?? []).map((c) => `${c.label} set to \u201c${c.short}\u201d (${c.name}=${c.value} in its address)`)];
  if (!parts.length) return "";
  const last = parts.pop();
  return parts.length ? `, ${parts.join(", ")} and ${last},` : ` and ${last},`;
}

// What a table's sheet prints to find it again: the full address of a public site, else the page's path.
function tableLink(table, options) {
  const query = new URLSearchParams(Object.fromEntries(keys.map((k) => [k, String(table.sheet[k])])));
  // the packet's setup choices, by name, as the seed page reads them
  for (const [name, value] of Object.entries(options ?? {})) query.set(name, String(value));
  query.set("fp", table.fingerprint);
  const url = new URL(`${form.dataset.page}?${query}`, window.location.href);
  return printedLink(url);
}

// A table's short code, e.g. "T07-ZWSQ": its number and the first four signs of its fingerprint (the same as
// generator/packet.py table_code).
export function tableCode(t) {
  return `T${String(t.table).padStart(2, "0")}-${String(t.fingerprint).replace("-", "").slice(0, 4)}`;
}

function cloneTemplate(id) {
  return document.getElementById(id).content.cloneNode(true);
}

// Ids inside a cloned sheet get the table's suffix, so that 64 sheets never share an id.
function renameIds(root, suffix) {
  for (const el of root.querySelectorAll("[id]")) el.id = `${el.id}-${suffix}`;
  for (const el of root.querySelectorAll("[aria-labelledby]")) {
    el.setAttribute("aria-labelledby", `${el.getAttribute("aria-labelledby")}-${suffix}`);
  }
}

function fillBand(root, t, tables) {
  for (const el of root.querySelectorAll("[data-pk]")) {
    const name = el.dataset.pk;
    if (name === "tables") el.textContent = String(tables);
    else if (name in t) el.textContent = String(t[name]);
  }
}

function fillCover(p, v) {
  const cover = document.getElementById("packet-cover");
  const set = (name, text) => { cover.querySelector(`[data-pk="${name}"]`).textContent = text; };
  set("title", p.title);
  set("event_seed", String(p.event_seed));
  set("tables", String(p.tables));
  set("players", String(p.players));
  set("mode", p.same ? "the same setup at every table (duplicate)" : "a different setup at every table");
  set("paper", v.paper === "letter" ? "US Letter" : "A4");
  set("fingerprint", p.fingerprint);
  const players = counts.length > 1 ? ` --players ${p.players}` : "";
  const flags = Object.entries(p.options ?? {}).map(([k, value]) => ` --${k.replace(/_/g, "-")} ${value}`).join("");
  set("command", `python -m generator packet ${game} --event-seed ${p.event_seed} --tables ${p.tables}`
    + `${p.same ? " --same" : ""}${players}${flags}`);
  const row = cover.querySelector('[data-pk-row="choices"]');
  if (row) {
    row.hidden = !p.choices;
    set("choices", choicesText(p, false));
    cover.querySelector('[data-pk-row="choices-how"]').hidden = !p.choices;
  }
  set("reopen", reopenWords(p));
  cover.querySelector('[data-list="tables"]').replaceChildren(...p.list.map((t) => {
    const tr = document.getElementById("table-row-template").content.firstElementChild.cloneNode(true);
    tr.dataset.table = String(t.table);
    const row = { ...t, code: tableCode(t) };
    for (const name of ["table", "code", "seed", "fingerprint"]) {
      tr.querySelector(`[data-f="${name}"]`).textContent = String(row[name]);
    }
    for (const a of tr.querySelectorAll("a")) a.href = `#table-${t.table}`;
    return tr;
  }));
}

// The seating list: a block for each table, a line beside each seat (shown and printed only when asked for).
function fillSeating(p, v) {
  const box = document.getElementById("packet-seating");
  box.hidden = v.seating !== "1";
  box.querySelector('[data-pk="seating-choices"]').textContent = (p.choices ?? [])
    .map((c) => ` Every table: ${c.label}, ${c.short} (${c.says}).`).join("");
  box.querySelector('[data-list="seating"]').replaceChildren(...p.list.map((t) => {
    const block = document.getElementById("seating-row-template").content.firstElementChild.cloneNode(true);
    block.dataset.table = String(t.table);
    block.querySelector('[data-f="table"]').textContent = String(t.table);
    block.querySelector('[data-f="code"]').textContent = tableCode(t);
    const seat = block.querySelector(".seats li");
    block.querySelector(".seats").replaceChildren(...p.seats.map((name) => {
      const li = seat.cloneNode(true);
      li.querySelector('[data-f="seat"]').textContent = name;
      return li;
    }));
    return block;
  }));
}

function fillTables(p) {
  const parts = [];
  const shared = document.getElementById("shared-template");
  const sharedBoard = shared && p.svgs && p.svgs.length === 1;
  if (sharedBoard) {
    const section = cloneTemplate("shared-template");
    section.querySelector(".board").innerHTML = p.svgs[0];
    parts.push(section);
  }
  for (const t of p.list) {
    const section = cloneTemplate("table-template");
    renameIds(section, `t${t.table}`);
    fillBand(section, { ...t, code: tableCode(t) }, p.tables);
    const tableBox = section.querySelector(".packet-table");
    tableBox.dataset.table = String(t.table);
    tableBox.id = `table-${t.table}`;
    const band = section.querySelector(".table-band");
    const seed = "seedless" in band.dataset ? "" : ` · seed ${t.seed}`;     // a table copy names no seed
    band.dataset.head = `Table ${t.table} of ${p.tables} · ${tableCode(t)}${seed} · ${t.fingerprint}`;
    const svg = sharedBoard || t.svg === undefined ? null : p.svgs[t.svg];
    section.querySelector('[data-pk="choices-band"]').textContent = p.choices ? ` · ${choicesText(p, true)}` : "";
    hook.fillSheet(section.querySelector(".sheet"), { sheet: t.sheet, svg }, tableLink(t, p.options));
    if (sharedBoard) section.querySelector(".setup-diagram")?.remove();
    const slips = section.querySelector(".packet-slips");
    if (slips) {
      slips.dataset.table = String(t.table);
      // 5-6 slips on one page, unless the game's slips are long (the template says so: four to a page)
      slips.classList.toggle("slips-six", !slips.classList.contains("slips-long") && [5, 6].includes(t.slips.length));
      slips.querySelector('[data-list="slips"]').replaceChildren(...t.slips.map((s) => {
        const slip = cloneTemplate("slip-template").firstElementChild;
        slip.dataset.seat = s.seat;
        fillBand(slip, { name: s.name, table: t.table }, p.tables);
        hook.fillSlip(slip.querySelector(".slip-secret"), s, t.table);
        return slip;
      }));
    }
    parts.push(section);
  }
  tablesBox.replaceChildren(...parts);
}

// The tables to print again ("5", "3,7", "2-4" or "2–4"; empty: the whole packet), read as the command line's --only.
export function onlyTables(text, tables) {
  if (!String(text).trim()) return { tables: null };
  const allowed = tables > 1 ? `tables of this packet are 1 to ${tables}` : "this packet has only table 1";
  const how = `give a table number, a list or a span, e.g. 5, 3,7 or 2–4 (${allowed}).`;
  const wanted = new Set();
  for (const part of String(text).split(",")) {
    const ends = part.split(/[-\u2013]/).map((end) => end.trim());
    const shown = `Print only tables: “${part.trim().slice(0, 20)}”`;
    if (ends.length > 2 || !ends.every((end) => /^[0-9]+$/.test(end))) {
      return { error: `${shown} is not a table number; ${how}` };
    }
    const [low, high] = [Number(ends[0]), Number(ends[ends.length - 1])];
    if (low > high) return { error: `${shown} runs backwards (a span goes from low to high); ${how}` };
    if (low < 1 || high > tables) return { error: `${shown} is not among the tables; ${how}` };
    for (let k = low; k <= high; k += 1) wanted.add(k);
  }
  return { tables: [...wanted].sort((a, b) => a - b) };
}

// Print only some tables: the cover and the other tables' sheets and slips leave the print (null: all print again).
function markUnprinted(tables) {
  for (const el of document.querySelectorAll("#packet-cover, #packet-seating, .packet-table, .packet-slips")) {
    const kept = !tables || (el.dataset.table && tables.includes(Number(el.dataset.table)));
    el.toggleAttribute("data-unprinted", !kept);
  }
}

// Check a table: the code (or number, and optionally the fingerprint) read off a sheet against this packet.
let current = null;
const checkCode = input("check-code");
const checkFp = input("check-fp");
const checkResult = input("check-result");

function checkTable() {
  const raw = checkCode.value.trim().toUpperCase().replace(/\s+/g, "");
  const fp = checkFp.value.trim().toUpperCase().replace(/[^A-Z2-7]/g, "");
  delete checkResult.dataset.match;
  checkResult.textContent = "";
  if (!raw || !current) return;
  const m = raw.match(/^(?:T|TABLE)?0*(\d{1,3})(?:-?([A-Z2-7]{4}))?$/);
  const say = (match, text) => { checkResult.dataset.match = match; checkResult.textContent = text; };
  if (!m) {
    say("no", `✗ Not a table code: “${checkCode.value.trim().slice(0, 20)}”. A code reads like T07-ABCD; `
      + "a table number like 7.");
    return;
  }
  const t = current.list.find((x) => x.table === Number(m[1]));
  if (!t) {
    say("no", `✗ Mismatch: this packet has tables 1 to ${current.list.length}, no table ${Number(m[1])}. `
      + "Check the event seed.");
    return;
  }
  const code = tableCode(t);
  const facts = `table ${t.table}: code ${code}, seed ${t.seed}, fingerprint ${t.fingerprint}`;
  const wrongCode = m[2] && m[2] !== code.slice(4);
  const wrongFp = fp && fp !== t.fingerprint.replace("-", "");
  if (wrongCode || wrongFp) {
    const theirs = wrongCode ? `the sheet's code ${raw}`
      : `the sheet's fingerprint ${checkFp.value.trim().slice(0, 12)}`;
    say("no", `✗ Mismatch: ${theirs} is not this packet's ${facts}. `
      + "The sheet comes from another event seed or table.");
  } else if (m[2] || fp) {
    say("yes", `✓ Match: the sheet is this packet's ${facts}.`);
  } else {
    say("info", `Table ${t.table} of this packet: code ${code}, seed ${t.seed}, fingerprint ${t.fingerprint}. `
      + "Compare them with the sheet, or type its code.");
  }
}

input("check-form").addEventListener("submit", (event) => {
  event.preventDefault();
  checkTable();
});
checkCode.addEventListener("input", checkTable);
checkFp.addEventListener("input", checkTable);

async function show(v) {
  const run = ++shown;
  setForm(v);
  const checked = check(v);
  if (checked.error) {
    showError(checked.error);
    return;
  }
  errorBox.hidden = true;
  printButton.disabled = true;
  const paper = v.paper === "letter" ? "letter" : "A4";          // a part may ask for the page turned sideways
  document.getElementById("paper-style").textContent
    = `@page { size: ${paper}; } @page wide { size: ${paper} landscape; }`;
  const answer = await engine.call("packet", checked.args);
  if (run !== shown) return;
  if (!answer.ok) {
    showError(answer.error === "internal" ? `The engine could not do it: ${answer.message}` : `${answer.message}.`);
    return;
  }
  const p = { ...answer.packet, title: v.title.trim() || `Tournament packet · ${game}` };
  fillCover(p, v);
  fillSeating(p, v);
  current = p;
  checkTable();
  tablesBox.replaceChildren();
  packetBox.hidden = false;
  document.body.dataset.packet = p.fingerprint;
  document.title = `${p.title} · Tablero`;
  const full = await engine.call("packet", { ...checked.args, full: true, pictures: true });
  if (run !== shown) return;
  if (!full.ok) {
    showError(`${full.message}.`);
    return;
  }
  fillTables({ ...full.packet, title: p.title });
  printButton.disabled = false;
  document.body.dataset.printable = p.fingerprint;
}

function go(v, push) {
  const checked = check(v);
  if (push && checked.error && current && !packetBox.hidden) {
    keepPacket(checked.error);
    return;
  }
  if (push) showNotes([]);        // the form's own values replace what the address said
  const url = new URL(window.location.href);
  for (const [k, value] of Object.entries(v)) url.searchParams.set(k, String(value).trim());
  // a setup choice at its usual setup stays out of the address, as on the seed pages (its packet is the same)
  for (const c of choices) {
    if ([usualOf(c), "usual"].includes(url.searchParams.get(c.name))) url.searchParams.delete(c.name);
  }
  for (const name of [...url.searchParams.keys()]) if (!(name in v)) url.searchParams.delete(name);   // unread names
  if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
  show(v);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  go(values(), true);
});
document.getElementById("random-seed").addEventListener("click",
  () => go({ ...values(), event_seed: String(randomSeed()) }, true));
printButton.addEventListener("click", () => {
  const only = onlyTables(input("only").value, current ? current.tables : 0);
  const box = input("only-error");
  box.textContent = only.error ?? "";
  box.hidden = !only.error;
  if (only.error) {
    reveal(box);
    return;
  }
  markUnprinted(only.tables);
  window.print();
});
window.addEventListener("afterprint", () => markUnprinted(null));
window.addEventListener("popstate", () => show(fromUrl()));

engine.ready.then((answer) => markEngine(status, answer, showError));

const given = fromUrl();
if (new URL(window.location.href).searchParams.get("event_seed") === null) {
  go({ ...given, event_seed: String(randomSeed()) }, false);
}
else show(given);
