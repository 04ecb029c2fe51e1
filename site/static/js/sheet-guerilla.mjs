// Guerilla's deal sheet and private slips filled from the engine's answer: used by the deal page and by the
// packet page. The organiser's copy never holds a hand or a loyalty marker; only the slips do.
import { fillHead, fromTemplate, setField, setHand } from "./sheet-parts.mjs";

function pileItems(cards, numbered) {
  return cards.map((c, i) => {
    const li = fromTemplate("pile-card-template");
    li.dataset.card = c.id;
    if (numbered) setField(li, "n", `${i + 1}.`); else li.querySelector('[data-f="n"]').remove();
    setField(li, "name", c.name);
    return li;
  });
}

function playerRow(row) {
  const tr = fromTemplate("player-row-template");
  tr.dataset.seat = row.id;
  setField(tr, "name", row.name);
  tr.querySelector('[data-f="dealer"]').hidden = !row.dealer;
  setField(tr, "cards", String(row.cards));
  return tr;
}

// One player's private slip body: that seat's loyalty marker and eight cards only.
export function fillSlip(body, slip, table) {
  setField(body, "name", slip.name);
  const t = body.querySelector('[data-f="table"]');
  if (t) t.textContent = String(table);
  setField(body, "loyalty", slip.loyalty_name);
  setHand(body.querySelector('[data-f="hand"]'), slip.hand);
}

// sheet: the sheet element; answer: {sheet}; link: the permalink (or the page's path) to print.
export function fillSheet(sheet, answer, link) {
  const data = answer.sheet;
  const field = fillHead(sheet, data, link);
  field("dealer", data.dealer_name);
  field("redeals", String(data.redeals));
  const m = data.markers;
  field("markers", `${m.government} Government, ${m.rebel} Rebel, ${m.mercenary} Mercenary`);
  field("pile-count", String(data.pile.length));
  sheet.querySelector('[data-list="players"]').replaceChildren(...data.rows.map(playerRow));
  sheet.querySelector('[data-list="pile"]').replaceChildren(...pileItems(data.pile, true));
  sheet.querySelector('[data-list="set-aside"]').replaceChildren(...pileItems(data.set_aside, false));
  const slips = sheet.querySelector('[data-list="slips"]');
  if (slips && document.getElementById("deal-slip-template")) {
    slips.replaceChildren(...data.rows.map((row) => {
      const box = fromTemplate("deal-slip-template");
      box.dataset.seat = row.id;
      box.querySelector('[data-pk="name"]').textContent = row.name;
      fillSlip(box.querySelector(".slip-secret"),
        { name: row.name, loyalty_name: row.loyalty_name, hand: row.hand }, "");
      return box;
    }));
  }
  sheet.dataset.seed = String(data.seed);
  sheet.dataset.players = String(data.players);
  sheet.dataset.fingerprint = data.fingerprint;
  sheet.hidden = false;
}
