// The board is the interface: every space (or piece) a legal action names is outlined, clickable and reachable
// by keyboard, and choosing it does exactly what that action's button does.

function tokens(arg, out = []) {
  if (typeof arg === "string") out.push(arg);
  else if (Array.isArray(arg)) for (const a of arg) tokens(a, out);
  else if (arg && typeof arg === "object") for (const a of Object.values(arg)) tokens(a, out);
  return out;
}

function spaceName(g) {
  const t = g.querySelector("title");
  return t ? t.textContent.split(/ \(|:/)[0] : g.dataset.space;
}

// A space's outline (its .shape). A drawing may leave a plain space without one and give its points instead
// (data-points: Paraguay's hexes over the map's still ground, issue 25.11): the outline is made when the page first
// marks the space or lays a button over it.
export function shapeOf(g) {
  let shape = g.querySelector(".shape");
  if (!shape && g.dataset.points) {
    shape = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
    shape.setAttribute("class", "shape");
    shape.setAttribute("points", g.dataset.points);
    g.append(shape);
  }
  return shape;
}

// Marks the choosable spaces of the board in ``figure``. ``choose(action)`` runs an action, ``offer(actions,
// where)`` is asked to point at several actions when one click is not enough to tell them apart.
export function boardChoices(figure, actions, choose, offer) {
  const spaces = new Map([...figure.querySelectorAll("g.space[data-space]")].map((g) => [g.dataset.space, g]));
  const bySpace = new Map();
  for (const a of actions) {
    // the spaces an action names: in its arg, or in ``at`` when it is about a space it does not name (a hit)
    for (const t of new Set([...tokens(a.arg), ...(a.at ? [a.at] : [])])) {
      if (spaces.has(t)) {
        if (!bySpace.has(t)) bySpace.set(t, []);
        bySpace.get(t).push(a);
      }
    }
  }
  const svg = figure.querySelector("svg");
  for (const [sid, choices] of bySpace) {
    const g = spaces.get(sid);
    g.classList.add("is-legal");
    const name = spaceName(g);
    // a button without text of its own laid over the space: named by the space's contents and its choice.
    // Spaces that tile the board (hexes: data-hit="shape") take their own outline, so neighbours never overlap.
    const shape = (g.closest("[data-hit]") || g).dataset.hit === "shape" ? shapeOf(g) : null;
    let hit;
    if (shape) {
      hit = shape.cloneNode(false);
    } else {
      const box = g.getBBox();
      hit = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      for (const [k, v] of Object.entries({ x: box.x, y: box.y, width: box.width, height: box.height, rx: 12 })) {
        hit.setAttribute(k, String(v));
      }
    }
    hit.setAttribute("class", "hit");
    hit.setAttribute("tabindex", "0");
    hit.setAttribute("role", "button");
    hit.dataset.space = sid;
    hit.dataset.choices = String(choices.length);
    const title = g.querySelector("title");
    const what = choices.length === 1 ? `choose: ${choices[0].label}` : `${choices.length} choices`;
    hit.setAttribute("aria-label", `${title ? title.textContent : name} (${what})`);
    const pick = (event) => {
      let found = choices;
      const under = event && "clientX" in event ? document.elementsFromPoint(event.clientX, event.clientY) : [];
      const piece = under.map((el) => el.closest && el.closest("[data-piece], [data-owner]")).find(Boolean);
      if (piece) {
        const token = piece.dataset.piece || piece.dataset.owner;
        const narrower = choices.filter((a) => tokens(a.arg).includes(token));
        if (narrower.length) found = narrower;
      }
      if (found.length === 1) choose(found[0]);
      else offer(found, name);
    };
    hit.addEventListener("click", pick);
    hit.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        pick(null);
      }
    });
    svg.append(hit);
  }
  if (svg && bySpace.size) svg.setAttribute("role", "group");     // a picture with buttons in it, not a flat image
  figure.dataset.legal = String(bySpace.size);
  return bySpace;
}
