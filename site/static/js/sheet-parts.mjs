// Pieces the games' sheet modules share (sheet-junta.mjs, sheet-guerilla.mjs): rows cloned from the page's
// <template> elements, text set into [data-f] fields, and a hand of cards as a list.
export function fromTemplate(id) {
  return document.getElementById(id).content.firstElementChild.cloneNode(true);
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
