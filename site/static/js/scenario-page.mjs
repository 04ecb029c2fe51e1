// The Junta coup setup page: read ?seed=&players=, ask the engine to deal the coup, fill the setup sheet.
import { seedPage, seedArgs } from "./seed-page.mjs";
import { showBoard } from "./board-view.mjs";

const sheet = document.getElementById("sheet");
const words = JSON.parse(document.getElementById("sheet-words").textContent);
const select = document.getElementById("players");
const counts = [...select.options].map((o) => o.value);

function fromTemplate(id) {
  return document.getElementById(id).content.firstElementChild.cloneNode(true);
}

function setField(row, name, text) {
  row.querySelector(`[data-f="${name}"]`).textContent = text;
}

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
  const cousin = data.cousin.length ? `; ${words.cousin} moves here for ${data.cousin.join(", ")} (4.2)` : "";
  setField(tr, "status", (words.status[data.status] || data.status) + cousin);
  setField(tr, "cards", String(data.hand.length));
  return tr;
}

// A player's private slip: only their own Politics cards, to be cut out and handed over face down.
function slip(data) {
  const box = fromTemplate("slip-template");
  box.dataset.seat = data.id;
  setField(box, "name", data.name);
  setField(box, "offices", data.offices.join("; "));
  const cards = data.hand.map((card) => {
    const li = document.createElement("li");
    li.dataset.card = card.id;
    const name = document.createElement("strong");
    name.textContent = card.name;
    li.append(name, ` ${card.text}`);
    return li;
  });
  if (!cards.length) {
    const li = document.createElement("li");
    li.className = "none";
    li.textContent = "No Politics card.";
    cards.push(li);
  }
  box.querySelector('[data-f="hand"]').replaceChildren(...cards);
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

function fill(answer, permalink) {
  const data = answer.sheet;
  const field = (name, text) => { sheet.querySelector(`[data-field="${name}"]`).textContent = text; };
  field("seed", String(data.seed));
  field("seed2", String(data.seed));
  field("players", String(data.players));
  field("players2", String(data.players));
  field("fingerprint", data.fingerprint);
  field("leader", data.rows.find((r) => r.id === data.leader)?.name ?? data.leader);
  field("budget", words.budget[data.budget ? "yes" : "no"]);
  field("permalink", permalink);
  sheet.querySelector('[data-list="players"]').replaceChildren(...data.rows.map(playerRow));
  sheet.querySelector("table.players").classList.toggle("has-casualties", data.rows.some((r) => r.status !== "active"));
  sheet.querySelector('[data-list="slips"]').replaceChildren(...data.rows.map(slip));
  sheet.querySelector('[data-list="units"]').replaceChildren(...data.units.map(unitRow));
  sheet.querySelector('[data-list="offboard"]').replaceChildren(...data.offboard.map(unitRow));
  // the map comes with the answer when the engine's bridge draws it; a page never shows another coup's map
  sheet.querySelector(".setup-diagram").hidden = !answer.svg;
  document.querySelector("details.board-text").hidden = !answer.svg;
  showBoard(document.getElementById("board"), document.getElementById("board-text"), answer);
  sheet.dataset.players = String(data.players);
  sheet.dataset.fingerprint = data.fingerprint;
}

function check(values) {
  const seed = seedArgs(values.seed);
  if (seed.error) return seed;
  const text = String(values.players ?? "").trim();
  if (!counts.includes(text)) {
    return { error: `“${text.slice(0, 20)}” is not a number of players: a coup takes ${counts[0]} to ${counts[counts.length - 1]} players.` };
  }
  const casualties = String(values.casualties ?? "no");
  if (!["no", "yes"].includes(casualties)) {
    return { error: `“${casualties.slice(0, 20)}” is not a casualties choice: it is yes or no.` };
  }
  const args = { seed: seed.args.seed, players: Number(text) };
  if (casualties === "yes") args.casualties = "yes";
  return { args };
}

seedPage({
  game: "junta",
  fields: ["seed", "players", "casualties"],
  check,
  fill,
  title: (data) => `Junta coup · seed ${data.seed}, ${data.players} players`,
});
