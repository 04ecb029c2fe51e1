// The Uruguay deck page: read ?seed=, ask the engine for the deck, fill the setup sheet.
import { seedPage, seedArgs } from "./seed-page.mjs";

const sheet = document.getElementById("sheet");
const rowTemplate = document.getElementById("card-row-template");
const cards = JSON.parse(document.getElementById("card-titles").textContent);

function cardRow(cid) {
  const li = rowTemplate.content.firstElementChild.cloneNode(true);
  li.dataset.card = cid;
  li.querySelector(".cid").textContent = cid;
  li.querySelector(".ctitle").textContent = cards[cid] ? cards[cid].title : "";
  li.classList.toggle("is-propaganda", Boolean(cards[cid]) && cards[cid].kind === "propaganda");
  return li;
}

function fill({ sheet: data }, permalink) {
  for (const [k, pile] of data.piles.entries()) {
    sheet.querySelector(`[data-list="pile-${k}"]`).replaceChildren(...pile.map(cardRow));
  }
  sheet.querySelector('[data-list="set-aside"]').replaceChildren(...data.set_aside.map(cardRow));
  sheet.querySelector('[data-field="seed"]').textContent = String(data.seed);
  sheet.querySelector('[data-field="seed2"]').textContent = String(data.seed);
  sheet.querySelector('[data-field="fingerprint"]').textContent = data.fingerprint;
  sheet.querySelector('[data-field="permalink"]').textContent = permalink;
  sheet.dataset.deck = data.deck.join(",");
}

seedPage({
  game: "uruguay",
  fields: ["seed"],
  check: (values) => seedArgs(values.seed),
  fill,
  title: (data) => `Uruguay deck · seed ${data.seed}`,
});
