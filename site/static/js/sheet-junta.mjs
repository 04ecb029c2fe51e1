// Junta's coup setup sheet and private slips filled from the engine's answer: used by the coup setup page and
// by the packet page. The phrases come from the page (#sheet-words, the same words the template uses).
import { showBoard } from "./board-view.mjs";
import { fillHead, fromTemplate, setField, setHand, setRuled } from "./sheet-parts.mjs";

const words = JSON.parse(document.getElementById("sheet-words").textContent);

// Offices as unbreakable names with "; " between them, so a line only ever breaks between two offices.
function setOffices(row, name, offices) {
  const cell = row.querySelector(`[data-f="${name}"]`);
  if (!offices.length) {
    cell.textContent = "—";
    return;
  }
  cell.replaceChildren(...offices.flatMap((office, i) => {
    const span = document.createElement("span");
    span.className = "office";
    span.textContent = office;
    return i ? ["; ", span] : [span];
  }));
}

function playerRow(data) {
  const tr = fromTemplate("player-row-template");
  tr.dataset.seat = data.id;
  setField(tr, "name", data.name);
  tr.querySelector('[data-f="leader"]').hidden = !data.leader;
  setOffices(tr, "offices", data.offices);
  if (data.status !== "active") {          // no office: the seat's fate takes the offices' cell too (as the template)
    tr.querySelector('[data-f="offices"]').remove();
    tr.querySelector('[data-f="status"]').colSpan = 2;
  }
  const cousin = data.cousin.length ? `; ${words.cousin} moves here for ${data.cousin.join(", ")} (4.2)` : "";
  const status = tr.querySelector('[data-f="status"]');
  const short = !cousin && (words.status_short || {})[data.status];
  if (short) {            // a phone says the short words (junta.css draws them), the cell's own text said once
    status.dataset.short = short;
    const long = document.createElement("span");
    long.className = "long";
    long.textContent = words.status[data.status];
    status.replaceChildren(long);
  } else {
    delete status.dataset.short;
    setRuled(status, (words.status[data.status] || data.status) + cousin);
  }
  setField(tr, "cards", String(data.hand.length));        // the cards themselves are on the private slips
  return tr;
}

// A player's private slip on the setup sheet: only their own Politics cards, cut out and handed over face down.
function slip(data) {
  const box = fromTemplate("sheet-slip-template");
  box.dataset.seat = data.id;
  setField(box, "name", data.name);
  setField(box, "offices", data.offices.join("; "));
  const list = box.querySelector('[data-f="hand"]');
  setHand(list, data.hand, "none");
  if (!data.hand.length) {
    list.firstElementChild.className = "none";
    list.firstElementChild.textContent = "No Politics card.";
  }
  return box;
}

function unitRow(u) {
  const tr = fromTemplate("unit-row-template");
  tr.dataset.owner = u.owner;
  setField(tr, "space", u.space_name || "");
  setField(tr, "owner", u.owner_name);
  setField(tr, "kind", u.kind_name);
  setField(tr, "count", String(u.count));
  if (!u.space) tr.querySelector('[data-f="space"]').remove();
  return tr;
}

// sheet: the sheet element; answer: {sheet, svg, spaces}; link: the permalink (or page path) to print;
// boardText: the list for the city in words (the setup page has one), or null.
export function fillSheet(sheet, answer, link, boardText = null) {
  const data = answer.sheet;
  const field = fillHead(sheet, data, link);
  field("leader", data.rows.find((r) => r.id === data.leader)?.name ?? data.leader);
  setRuled(sheet.querySelector('[data-field="budget"]'), words.budget[data.budget ? "yes" : "no"]);
  for (const [name, text] of [["seed3", String(data.seed)], ["players3", String(data.players)], ["permalink2", link],
    ["seed4", String(data.seed)], ["players4", String(data.players)],
    ["casualties3", data.casualties ? ", with casualties (1.3)" : ""],
    ["casualties2", data.casualties ? " with casualties (1.3)" : ""]]) {
    const el = sheet.querySelector(`[data-field="${name}"]`);     // the organiser's line (a sheet with its slips)
    if (el) el.textContent = text;
  }
  sheet.querySelector('[data-list="players"]').replaceChildren(...data.rows.map(playerRow));
  sheet.querySelector("table.players").classList.toggle("has-casualties", data.rows.some((r) => r.status !== "active"));
  const slips = sheet.querySelector('[data-list="slips"]');
  if (slips && document.getElementById("sheet-slip-template")) slips.replaceChildren(...data.rows.map(slip));
  sheet.querySelector('[data-list="units"]').replaceChildren(...data.units.map(unitRow));
  sheet.querySelector('[data-list="offboard"]').replaceChildren(...data.offboard.map(unitRow));
  // the map comes with the answer when the engine's bridge draws it; a sheet never shows another coup's map
  sheet.querySelector(".setup-diagram").hidden = !answer.svg;
  showBoard(sheet.querySelector(".setup-diagram .board"), boardText, answer);
  sheet.dataset.seed = String(data.seed);
  sheet.dataset.players = String(data.players);
  sheet.dataset.fingerprint = data.fingerprint;
  sheet.hidden = false;
}

// One player's private slip (the slip body the template made, filled with that seat's own secrets only).
export function fillSlip(body, slip, table) {
  setField(body, "name", slip.name);
  setField(body, "table", String(table));
  body.querySelector('[data-f="leader"]').hidden = !slip.leader;
  setOffices(body, "offices", slip.offices);
  setOffices(body, "cousin", slip.cousin);
  body.querySelector('[data-f="cousin-line"]').hidden = !slip.cousin.length;
  setField(body, "status", words.status[slip.status] || slip.status);
  body.querySelector('[data-f="status-line"]').hidden = slip.status === "active";
  setHand(body.querySelector('[data-f="hand"]'), slip.hand, "none");
}
