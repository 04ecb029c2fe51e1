// Uruguay's setup sheet filled from the engine's answer: used by the deck page and by the packet page.
const rowTemplate = () => document.getElementById("card-row-template");
const cards = JSON.parse(document.getElementById("card-titles").textContent);

// A row is <li class="card-row"><span class="cid">U7</span> title </li>: the title is plain text, no element
// of its own (one text box less per row for WeasyPrint, which prints the same markup).
function cardRow(cid) {
  const template = rowTemplate();
  const li = template ? template.content.firstElementChild.cloneNode(true) : defaultRow();
  const id = li.querySelector(".cid");
  li.dataset.card = cid;
  id.textContent = cid;
  li.replaceChildren(id, ` ${cards[cid] ? cards[cid].title : ""} `);
  li.classList.toggle("is-propaganda", Boolean(cards[cid]) && cards[cid].kind === "propaganda");
  return li;
}

function defaultRow() {
  const li = document.createElement("li");
  li.className = "card-row";
  const id = document.createElement("span");
  id.className = "cid";
  li.append(id);
  return li;
}

// sheet: the sheet element; answer: {sheet, svg}; link: the permalink (or page path) to print.
export function fillSheet(sheet, { sheet: data }, link) {
  for (const [k, pile] of data.piles.entries()) {
    sheet.querySelector(`[data-list="pile-${k}"]`).replaceChildren(...pile.map(cardRow));
  }
  sheet.querySelector('[data-list="set-aside"]').replaceChildren(...data.set_aside.map(cardRow));
  sheet.querySelector('[data-field="seed"]').textContent = String(data.seed);
  sheet.querySelector('[data-field="seed2"]').textContent = String(data.seed);
  sheet.querySelector('[data-field="fingerprint"]').textContent = data.fingerprint;
  sheet.querySelector('[data-field="permalink"]').textContent = link;
  sheet.querySelector('[data-field="link-label"]').textContent = link.includes("://") ? "Permalink" : "Page";
  sheet.dataset.deck = data.deck.join(",");
  sheet.dataset.seed = String(data.seed);
  sheet.hidden = false;
}
