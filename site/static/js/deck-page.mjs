// The Uruguay deck page: read ?seed=, ask the engine for the deck, fill the setup sheet.
import { EngineClient, checkSeed, randomSeed } from "./engine-client.mjs";

const form = document.getElementById("seed-form");
const input = document.getElementById("seed");
const status = document.getElementById("engine-status");
const errorBox = document.getElementById("error");
const sheet = document.getElementById("sheet");
const rowTemplate = document.getElementById("card-row-template");
const cards = JSON.parse(document.getElementById("card-titles").textContent);
const seedHelp = document.getElementById("seed-help").textContent;
const engine = new EngineClient(form.dataset.wheel);

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
  sheet.hidden = true;
  delete sheet.dataset.seed;
}

function clearError() {
  errorBox.hidden = true;
  errorBox.textContent = "";
}

function permalink(seed) {
  const url = new URL(window.location.href);
  url.search = `?seed=${seed}`;
  url.hash = "";
  return url.href;
}

function cardRow(cid) {
  const li = rowTemplate.content.firstElementChild.cloneNode(true);
  li.dataset.card = cid;
  li.querySelector(".cid").textContent = cid;
  li.querySelector(".ctitle").textContent = cards[cid] ? cards[cid].title : "";
  li.classList.toggle("is-propaganda", Boolean(cards[cid]) && cards[cid].kind === "propaganda");
  return li;
}

function fill(data) {
  for (const [k, pile] of data.piles.entries()) {
    sheet.querySelector(`[data-list="pile-${k}"]`).replaceChildren(...pile.map(cardRow));
  }
  sheet.querySelector('[data-list="set-aside"]').replaceChildren(...data.set_aside.map(cardRow));
  sheet.querySelector('[data-field="seed"]').textContent = String(data.seed);
  sheet.querySelector('[data-field="seed2"]').textContent = String(data.seed);
  sheet.querySelector('[data-field="fingerprint"]').textContent = data.fingerprint;
  sheet.querySelector('[data-field="permalink"]').textContent = permalink(data.seed);
  sheet.dataset.seed = String(data.seed);
  sheet.dataset.deck = data.deck.join(",");
  sheet.hidden = false;
  document.title = `Uruguay deck · seed ${data.seed} · Tablero`;
}

async function show(text) {
  input.value = text;
  const checked = checkSeed(text);
  if (checked.error) {
    showError(`${checked.error} ${seedHelp}`);
    return;
  }
  clearError();
  const answer = await engine.call("sheet", { game: "uruguay", seed: checked.seed });
  if (!answer.ok) {
    showError(answer.error === "bad_seed" ? `${answer.message}.` : `The engine could not build the deck: ${answer.message}`);
    return;
  }
  fill(answer.sheet);
}

function go(text, push) {
  const url = new URL(window.location.href);
  url.searchParams.set("seed", text.trim());
  if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
  show(text);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  go(input.value, true);
});
document.getElementById("random-seed").addEventListener("click", () => go(String(randomSeed()), true));
document.getElementById("print").addEventListener("click", () => window.print());
window.addEventListener("popstate", () => show(new URL(window.location.href).searchParams.get("seed") ?? ""));

engine.ready.then((answer) => {
  if (answer.ok) {
    status.textContent = "Rules engine ready.";
    status.classList.add("is-ready");
    document.body.dataset.engine = "ready";
  } else {
    status.textContent = "";
    showError(`The rules engine did not load: ${answer.message}`);
    document.body.dataset.engine = "failed";
  }
});

const given = new URL(window.location.href).searchParams.get("seed");
if (given === null) go(String(randomSeed()), false); else show(given);
