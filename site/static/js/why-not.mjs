// "Why not?" (issue 25.4): a click or tap on a space or piece of the board that is not a legal choice now shows,
// in one line under the decision, why not and the rule that says so (from the engine: sandbox_why_not). Keyboard
// users ask the same from a list of the board's spaces ("Why not…?"). Legal spaces keep their own buttons
// (board-click.mjs), which lie over the board and take their clicks first.
import { ruleLink } from "./board-view.mjs";

let box = null;
let line = null;
let picker = null;
let listed = null;        // the spaces the picker lists (or is about to): a board of the same spaces keeps its list
let filling = 0;          // which list the next idle moment fills in (a newer board's wins)
let pickWords = "";      // the picker's empty choice, in the game's own words (its sandbox page: data-why-not-pick)

function ensure(anchor, ask) {
  if (box && box.isConnected) return;
  box = document.createElement("div");
  box.className = "why-not";
  line = document.createElement("p");
  line.id = "why-not";
  line.className = "why-not-line";
  line.setAttribute("aria-live", "polite");
  const form = document.createElement("form");
  form.className = "why-not-ask";
  const label = document.createElement("label");
  label.textContent = "Why not… ";
  picker = document.createElement("select");
  picker.id = "why-not-target";
  label.append(picker);
  const go = document.createElement("button");
  go.type = "submit";
  go.textContent = "Ask";
  form.append(label, " ", go);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (picker.value) ask(picker.value);
  });
  box.append(line, form);
  anchor.before(box);
  listed = null;
}

// The picker's options: hundreds for a big map (637 hexes on one), a long task's worth of work (issue 25.11), so
// they are made in an idle moment after the board is shown, and only when the board's spaces are not those listed.
function list(named) {
  const key = named.map(([id, text]) => `${id}\u0000${text}`).join("\u0001");
  if (key === listed) {
    picker.value = "";
    return;
  }
  listed = key;
  const mine = ++filling;
  const fill = () => {
    if (mine !== filling) return;
    picker.replaceChildren(...[["", pickWords], ...named].map(([id, text]) => {
      const o = document.createElement("option");
      o.value = id;
      o.textContent = text;
      return o;
    }));
  };
  if (window.requestIdleCallback) window.requestIdleCallback(fill, { timeout: 1000 });
  else setTimeout(fill, 0);
}

// ``figure``: the board; ``anchor``: the decision's list of actions (the answer goes just above it, under the
// prompt); ``spaces``: the board in words ({id, text}), for names the picture does not give; ``rulesUrl``: the rules
// page; ``call(op, args)``: the engine; ``role``: who asks;
// ``pick``: the picker's empty choice, naming what the game's board is made of ("a hex of the map…").
export function setUpWhyNot({ figure, anchor, spaces, rulesUrl, call, role, pick }) {
  pickWords = pick || "a place on the board…";
  const ask = async (target, name, space) => {     // ``space``: the one under a tapped piece (the engine picks which)
    const answer = await call("sandbox_why_not", { role, target, ...(space ? { space } : {}) });
    if (!answer.ok) {
      line.replaceChildren(answer.message || "The engine could not answer.");
      return;
    }
    if (answer.reason === null) {
      line.replaceChildren(`${name || target}: a legal choice now (outlined on the board).`);
      return;
    }
    line.replaceChildren(`Why not: ${answer.reason}`);
    if (answer.rule) line.append(" (rule ", ruleLink(rulesUrl, answer.rule), ")");
    line.append(".");
    line.dataset.target = target;
  };
  ensure(anchor, ask);
  line.replaceChildren();
  delete line.dataset.target;
  // every space drawn on the board, by the name its picture gives it (the board in words where it has none)
  const words = new Map((spaces || []).map((s) => [s.id, s.text]));
  const named = distinct([...new Map([...figure.querySelectorAll("g.space[data-space]")].map((g) => {
    const t = g.querySelector("title");
    return [g.dataset.space, t ? t.textContent : words.get(g.dataset.space) || g.dataset.space];
  }))]);
  const nameOf = new Map(named);
  list(named);
  const svg = figure.querySelector("svg");
  if (!svg || svg.dataset.whyNot) return;
  svg.dataset.whyNot = "yes";
  svg.addEventListener("click", (event) => {
    if (event.target.closest(".hit")) return;             // a legal choice: board-click.mjs takes it
    const piece = event.target.closest("[data-piece]");
    const space = event.target.closest("g.space[data-space]") || (piece ? null : spaceAt(svg, event));
    const target = piece ? piece.dataset.piece : space ? space.dataset.space : null;
    if (!target) return;
    const name = nameOf.get(target) || (space && nameOf.get(space.dataset.space)) || target;
    ask(target, name, piece && space ? space.dataset.space : null);
  });
}

// Short names for the picker, each its own: a title's words before its first ':' or ' (' ("Player 3: 7 cards in
// hand" is Player 3). Where that name is not one's own (a hand's cards all begin "In your hand: …"), the title up to
// its ' (' names it, then the whole title, each only where it tells them apart; things still alike are counted
// ("…, 1 of 2 alike").
function distinct(entries) {
  const cuts = [(t) => t.split(/ \(|:/)[0], (t) => t.split(" (")[0], (t) => t];
  const names = entries.map(([, t]) => cuts[0](t));
  const tally = () => names.reduce((m, n) => m.set(n, (m.get(n) || 0) + 1), new Map());
  for (const cut of cuts.slice(1)) {       // (longer words only where they tell a name's holders apart)
    const longer = new Map();
    entries.forEach(([, t], i) => longer.set(names[i], (longer.get(names[i]) || new Set()).add(cut(t))));
    entries.forEach(([, t], i) => { if (longer.get(names[i]).size > 1) names[i] = cut(t); });
  }
  const seen = tally();
  const nth = new Map();
  return entries.map(([id], i) => {
    const n = seen.get(names[i]);
    if (n === 1) return [id, names[i]];
    nth.set(names[i], (nth.get(names[i]) || 0) + 1);
    return [id, `${names[i]}, ${nth.get(names[i])} of ${n} alike`];
  });
}

// The space under a click that met no space's own drawing (a plain hex over a still picture of the ground draws
// nothing of its own, issue 25.11): the one whose outline (its shape, or the points it carries) holds the point.
function spaceAt(svg, event) {
  const seen = new Map();               // a group's screen-to-drawing matrix, once per group
  for (const g of svg.querySelectorAll("g.space[data-space]")) {
    const shape = g.querySelector(".shape");
    const pts = shape && shape.getAttribute("points") || g.dataset.points;
    if (!pts) continue;
    const parent = g.parentNode;
    if (!seen.has(parent)) {
      const m = parent.getScreenCTM && parent.getScreenCTM();
      seen.set(parent, m ? new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse()) : null);
    }
    const p = seen.get(parent);
    if (p && inside(pts, p.x, p.y)) return g;
  }
  return null;
}

function inside(points, x, y) {
  const v = points.trim().split(/[\s,]+/).map(Number);
  let hit = false;
  for (let i = 0, j = v.length - 2; i < v.length; j = i, i += 2) {
    if ((v[i + 1] > y) !== (v[j + 1] > y) && x < (v[j] - v[i]) * (y - v[i + 1]) / (v[j + 1] - v[i + 1]) + v[i]) {
      hit = !hit;
    }
  }
  return hit;
}
