// Pieces the games' sheet modules share (sheet-junta.mjs, sheet-guerilla.mjs, sheet-paraguay.mjs): rows cloned from
// the page's <template> elements, text set into [data-f] fields (its rule numbers as links), and a hand of cards as
// a list.
export function fromTemplate(id) {
  return document.getElementById(id).content.firstElementChild.cloneNode(true);
}

// The head every dealt sheet shares: seed and player count (each twice: heading and footer), the fingerprint, and the
// link to print with its label. Returns the setter of a [data-field] for the rest.
export function fillHead(sheet, data, link) {
  const field = (name, text) => { sheet.querySelector(`[data-field="${name}"]`).textContent = text; };
  for (const [name, text] of [["seed", data.seed], ["seed2", data.seed], ["players", data.players],
    ["players2", data.players], ["fingerprint", data.fingerprint], ["permalink", link],
    ["link-label", link.includes("://") ? "Permalink" : "Page"]]) field(name, String(text));
  return field;
}

export function setField(el, name, text) {
  el.querySelector(`[data-f="${name}"]`).textContent = text;
}

// Each card as its name in bold and its text; ``empty`` (when given) stands in the list for an empty hand.
export function setHand(list, hand, empty = null) {
  list.replaceChildren(...hand.map((card) => {
    const li = document.createElement("li");
    li.dataset.card = card.id;
    const name = document.createElement("strong");
    name.textContent = card.name;
    li.append(name, ` ${card.text}`);
    return li;
  }));
  if (!hand.length && empty) {
    const li = document.createElement("li");
    li.textContent = empty;
    list.append(li);
  }
}

// A sheet is shown on a page one folder under its game's (GAME/deal/, GAME/packet/...): its rules are beside it.
const RULES = new URL("../rules/index.html", window.location.href).pathname;
const RULE = /(\d+\.\d+(?:\.\d+)*)/;

// ``text`` as the children of ``el``, each rule number in it ("(1.3, 4.9)") a link to the rule, as the page's own
// words have them (render.py's Linker); the browser's print shows them as plain numbers (print.css).
export function setRuled(el, text) {
  if (!el) return;                        // (a part this sheet does not have)
  el.replaceChildren(...String(text).split(RULE).map((part, i) => {
    if (i % 2 === 0) return part;
    const a = document.createElement("a");
    a.className = "ruleref";
    a.href = `${RULES}#${part}`;
    a.textContent = part;
    return a;
  }).filter((part) => part !== ""));
}
