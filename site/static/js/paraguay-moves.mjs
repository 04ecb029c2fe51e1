// Paraguay's sandbox played on the map (issue 25.7). In the movement phase a tap (or Enter) on one of your stacks
// points at it: the hexes it can reach this phase light up with the MP it would have left (from the engine:
// sandbox_aid), and a tap on one of them plays the very actions the list's buttons play, the stack taken up
// ("select") and its single steps (11.1) one by one along the path shown. A tap elsewhere or Esc drops the
// pointing; nothing is played until a destination is tapped. The list keeps what the map cannot show (splitting,
// boarding, towing), the map's own moves folded away under one line, and the game-level actions (end a phase,
// stop the stack, capitulate behind its confirmation) sit in a bar that stays on screen. Before an attack is
// declared, a table gives the odds column, every DRM with its rule and the CRT row's results with their chances,
// computed by the engine from what the attacker may see (fog of war, 6.4).
import { ruleLink } from "./board-view.mjs";
import { shapeOf } from "./board-click.mjs";
import { signed } from "./numbers.mjs";

const MAP_VERBS = new Set(["select", "resume", "step"]);
const BAR_VERBS = new Set(["end_phase", "end_combat", "finish", "capitulate"]);
const SVG = "http://www.w3.org/2000/svg";

let now = null;          // the decision on the page: {answer, figure, list, engine, play, playAll, root, rulesUrl}
let pointed = null;      // a stack pointed at, not yet taken up: its select/resume action
let turn = 0;            // which render an engine answer belongs to (a late answer of an old one is dropped)
let keysReady = false;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function hexName(figure, h) {
  const g = figure.querySelector(`g.space[data-space="${h}"]`);
  const t = g && g.querySelector("title");
  return t ? t.textContent.split(/ \(|:/)[0] : h;
}

// ----- the list: the map's moves folded away, the game-level actions in a bar that stays in view

// The bar is one line on a phone: each button says what it does in a few words ("Capitulate", "End the movement
// phase"), its whole label in aria-label and title; a note the label carries in brackets (an over-stacked hex, a stack
// that is done for the phase) is shown in full above the buttons, and a capitulation's confirmation says it all.
function shorten(a, b) {
  const cut = a.confirm && a.label.includes(":") ? a.label.indexOf(":") : a.label.indexOf(" (");
  if (cut <= 0) return null;
  b.dataset.short = a.label.slice(0, cut);
  b.textContent = b.dataset.short;
  b.title = a.label;
  b.setAttribute("aria-label", a.label);
  return a.confirm ? null : a.label;
}

function arrange(c) {
  const bar = [];
  const mapped = [];
  const notes = [];
  for (const [a, b] of c.buttons) {
    const li = b.closest("li");
    if (BAR_VERBS.has(a.verb) || a.confirm) {
      bar.push(li);
      const note = shorten(a, b);
      if (note) notes.push(note);
    } else if (MAP_VERBS.has(a.verb)) mapped.push(li);
  }
  if (bar.length) {
    const li = el("li", "game-bar");
    li.setAttribute("aria-label", "Game actions");
    const ul = el("ul");
    ul.append(...bar);
    if (notes.length) li.append(el("p", "bar-note", notes.join(" ")));
    li.append(ul);
    c.list.append(li);
  }
  if (mapped.length) {
    const li = el("li", "map-list");
    const details = el("details");
    const summary = el("summary", "",
      `The map's moves as a list (${mapped.length}): the same choices as tapping the map`);
    const ul = el("ul", "actions");
    ul.append(...mapped);
    details.append(summary, ul);
    li.append(details);
    c.list.append(li);
  }
  document.body.classList.toggle("has-game-bar", bar.length > 0);
}

// ----- the map: hexes to tap, and what a stack can reach

function clearMap(figure) {
  const svg = figure.querySelector("svg");
  if (!svg) return;
  for (const e of svg.querySelectorAll(".hit, .reach-mp")) e.remove();
  for (const g of svg.querySelectorAll("g.space.is-legal, g.space.is-reach, g.space.is-pointed")) {
    g.classList.remove("is-legal", "is-reach", "is-pointed");
  }
  figure.dataset.reach = "0";
}

function hitOn(figure, h, cls, label, onPick) {
  const svg = figure.querySelector("svg");
  const g = figure.querySelector(`g.space[data-space="${h}"]`);
  const shape = g && shapeOf(g);
  if (!svg || !shape) return null;
  const hit = shape.cloneNode(false);
  hit.removeAttribute("id");
  hit.setAttribute("class", `hit ${cls}`);
  hit.setAttribute("tabindex", "0");
  hit.setAttribute("role", "button");
  hit.setAttribute("aria-label", label);
  hit.dataset.space = h;
  hit.addEventListener("click", (event) => {
    event.stopPropagation();
    onPick();
  });
  hit.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick();
    }
  });
  svg.append(hit);
  return hit;
}

function stacksToPoint(c, acts) {
  const byHex = new Map();
  for (const a of acts) {
    if (a.verb !== "select" && a.verb !== "resume") continue;
    if (!byHex.has(a.arg.hex)) byHex.set(a.arg.hex, []);
    byHex.get(a.arg.hex).push(a);
  }
  for (const [h, list] of byHex) {
    const g = c.figure.querySelector(`g.space[data-space="${h}"]`);
    if (g) g.classList.add("is-legal");
    const what = list.length === 1 ? list[0].label : `${list.length} stacks to move`;
    hitOn(c.figure, h, "stack", `${hexName(c.figure, h)}: ${what}`, () => {
      if (list.length === 1) point(list[0]);
      else offerKinds(h, list);
    });
  }
  return byHex.size;
}

function showReach(c, reach, first) {
  for (const e of c.figure.querySelectorAll(".hit.reach, .reach-mp")) e.remove();
  const svg = c.figure.querySelector("svg");
  let n = 0;
  for (const [h, r] of Object.entries(reach.hexes)) {
    const g = c.figure.querySelector(`g.space[data-space="${h}"]`);
    if (!g) continue;
    g.classList.add("is-reach");
    const name = hexName(c.figure, h);
    const words = r.minimum ? `${name}: the minimum move, every MP spent (11.3)`
      : `${name}: ${r.path.length} hex${r.path.length === 1 ? "" : "es"}, ${r.left} MP left`;
    const hit = hitOn(c.figure, h, "reach", `Move to ${words}`, () => go(first, r.path));
    if (!hit) continue;
    hit.dataset.left = String(r.left);
    hit.dataset.steps = String(r.path.length);
    const box = shapeOf(g).getBBox();
    const t = document.createElementNS(SVG, "text");
    t.setAttribute("class", "reach-mp");
    t.setAttribute("x", String(box.x + box.width / 2));
    t.setAttribute("y", String(box.y + box.height * 0.82));
    t.setAttribute("text-anchor", "middle");
    t.setAttribute("aria-hidden", "true");
    t.textContent = r.minimum ? "0*" : String(r.left);
    svg.append(t);
    n += 1;
  }
  const from = c.figure.querySelector(`g.space[data-space="${reach.hex}"]`);
  if (from) {
    from.classList.add("is-pointed");
    shapeOf(from);
  }
  c.figure.dataset.reach = String(n);
  return n;
}

// The units the moving stack may take along where it stands (3.5, verb "join", each naming that hex as ``at``): the
// hex outlined like the other moves, and a tap there takes the one unit along, or asks which when there are several.
function takeAlong(c, acts) {
  const joins = acts.filter((a) => a.verb === "join" && a.at);
  if (!joins.length) return 0;
  const h = joins[0].at;
  const name = hexName(c.figure, h);
  const what = joins.length === 1 ? joins[0].label : `take along one of ${joins.length} units`;
  const hit = hitOn(c.figure, h, "join", `${name}: ${what}`, () => {
    if (joins.length === 1) c.play(joins[0].verb, joins[0].arg);
    else say(`Take along which unit at ${name}? `, ...joins.map((a) => button(a.label, () => c.play(a.verb, a.arg))));
  });
  if (!hit) return 0;
  c.figure.querySelector(`g.space[data-space="${h}"]`).classList.add("is-legal");
  hit.dataset.choices = String(joins.length);
  return joins.length;
}

function say(text, ...buttons) {
  const box = document.getElementById("map-move");
  if (!box) return;
  box.replaceChildren(text, ...buttons.flatMap((b) => [" ", b]));
}

function button(text, onClick) {
  const b = el("button", "", text);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

function offerKinds(h, list) {
  say(`Which units at ${hexName(now.figure, h)}? `, ...list.map((a) => button(a.label, () => point(a))),
    button("Cancel", cancel));
}

async function aid(select) {
  const mine = turn;
  const answer = await now.engine("sandbox_aid", { role: now.role, ...(select ? { select } : {}) });
  if (mine !== turn) return null;
  if (!answer.ok) {
    say(answer.message || "The engine could not say where the stack can go.");
    return null;
  }
  if (!answer.aid) {          // never silent (before: a tapped stack did nothing): the engine says why there is none
    say(`The map cannot help here: ${answer.why || "the engine sent no aid"}. The list of moves below still works.`);
    return null;
  }
  return answer.aid;
}

async function point(action) {
  pointed = action;
  now.root.dataset.pointed = action.arg.hex;
  const got = await aid({ ...action.arg, verb: action.verb });
  if (!got || pointed !== action) return;
  const reach = got.reach;
  const n = reach ? showReach(now, reach, action) : 0;
  say(n ? `${action.label}: ${reach.left} MP. Tap a lit hex to move there (the number is the MP left), or tap `
    + "elsewhere or press Esc to cancel." : `${action.label}: it cannot reach any hex now.`, button("Cancel", cancel));
  const first = now.figure.querySelector(".hit.reach");       // the keyboard goes on to the first destination
  const from = document.activeElement;
  if (first && from && from.closest && from.closest(".hit.stack, #map-move")) first.focus();
}

function cancel() {
  if (!pointed) return;
  pointed = null;
  delete now.root.dataset.pointed;
  for (const e of now.figure.querySelectorAll(".hit.reach, .reach-mp")) e.remove();
  for (const g of now.figure.querySelectorAll("g.space.is-reach, g.space.is-pointed")) {
    g.classList.remove("is-reach", "is-pointed");
  }
  now.figure.dataset.reach = "0";
  say("Tap one of your stacks (outlined) to see where it can go.");
}

// The actions the list's buttons would send: the stack taken up (when only pointed at), then each step, played as one
// group (the engine marks the moves after the first "joined"), so one Undo takes the whole move back; a refused step
// leaves the game as it was.
async function go(first, path) {
  const c = now;
  const moves = [...(first ? [{ verb: first.verb, arg: first.arg }] : []),
    ...path.map((h) => ({ verb: "step", arg: h }))];
  pointed = null;
  turn += 1;
  say(`Moving… (${path.length} step${path.length === 1 ? "" : "s"})`);
  if (moves.length === 1) await c.play(moves[0].verb, moves[0].arg);
  else await c.playAll(moves);
}

// ----- the odds before an attack is declared

function oddsTable(c, odds) {
  const box = el("div", "odds");
  box.id = "odds";
  const table = el("table", "odds-table");
  const when = odds.when === "declared" ? "declared, before the roll" : "before declaring it";
  const cap = el("caption", "", `Odds of the attack on ${odds.name}, ${when}`);
  table.append(cap);
  const row = (head, value, rule) => {
    const tr = el("tr");
    const th = el("th", "", head);
    th.scope = "row";
    const td = el("td", "", value);
    const tr3 = el("td", "rule");
    if (rule) tr3.append(ruleLink(c.rulesUrl, rule));
    tr.append(th, td, tr3);
    return tr;
  };
  const body = el("tbody");
  body.append(row("Attack factors",
    String(odds.attack) + (odds.ignored ? ` (${odds.ignored} of artillery not counted)` : ""), "13.26"));
  const seen = odds.unseen ? `at least ${odds.defense}: the top unit (${odds.top.name}); ${odds.unseen} unseen`
    : String(odds.defense);
  body.append(row("Defence factors", seen, odds.unseen ? "6.4" : "13.9"));
  if (odds.column || odds.auto) {
    body.append(row("Odds column",
      odds.auto ? "worse than 1:3" : (odds.unseen ? `${odds.column} at best` : odds.column),
      odds.auto ? "13.12" : "13.9"));
  }
  for (const m of odds.drms) body.append(row(`DRM ${signed(m.value)}`, m.reason, m.rule));
  for (const m of odds.unknown) body.append(row(`DRM ${m.value}?`, `unknown: ${m.reason}`, m.rule));
  if (!odds.auto && odds.column) body.append(row("Total DRM", signed(odds.total), "13.28"));
  table.append(body);
  box.append(table);
  if (odds.results.length) {
    const res = el("table", "odds-table crt-row");
    res.append(el("caption", "",
      odds.auto ? "Result" : `CRT row ${odds.column}${odds.unseen ? " (at best)" : ""}, d10 0–9`));
    const head = el("tr");
    for (const h of ["Roll", "Modified", "Losses (attacker / defender)", "Chance"]) {
      const th = el("th", "", h);
      th.scope = "col";
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    const tb = el("tbody");
    const all = (n, of) => (of && n >= of ? `${n} (all)` : String(n));      // losses are counted in units (13.29)
    const span = (xs) => (xs.length ? (xs.length === 1 ? String(xs[0]) : `${xs[0]}–${xs[xs.length - 1]}`) : "—");
    for (const r of odds.results) {
      const tr = el("tr");
      tr.append(el("td", "", span(r.rolls)), el("td", "", span(r.modified)),
        el("td", "", r.attacker === null ? r.result
          : `${all(r.attacker, odds.attackers)} / ${all(r.defender, odds.unseen ? 0 : odds.defenders)}`),
        el("td", "", `${r.chance * 10}%`));
      tb.append(tr);
    }
    res.append(thead, tb);
    box.append(res);
  }
  box.append(el("p", "meta", odds.note));
  return box;
}

// ----- the hook sandbox.mjs calls after each render

export function onDecision(c) {
  now = c;
  pointed = null;
  turn += 1;
  delete c.root.dataset.pointed;
  const old = document.getElementById("odds");
  if (old) old.remove();
  let panel = document.getElementById("map-move");
  if (!panel) {
    panel = el("p", "map-move meta");
    panel.id = "map-move";
    panel.setAttribute("aria-live", "polite");
    c.list.before(panel);
  }
  panel.replaceChildren();
  if (!keysReady) {
    keysReady = true;
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && pointed) cancel();
    });
  }
  arrange(c);
  const acts = c.answer.actions || [];
  if (c.answer.forced || !acts.length) return;
  const verbs = new Set(acts.map((a) => a.verb));
  const svg = c.figure.querySelector("svg");
  if (svg && !svg.dataset.mapMoves) {
    svg.dataset.mapMoves = "yes";
    svg.addEventListener("click", (event) => {         // a tap elsewhere drops the pointing
      if (pointed && !event.target.closest(".hit")) cancel();
    });
  }
  if (verbs.has("select") || verbs.has("resume")) {
    clearMap(c.figure);
    const n = stacksToPoint(c, acts);
    say(n ? "Tap one of your stacks (outlined) to see where it can go." : "");
  } else if (c.answer.view.board.moving) {
    clearMap(c.figure);
    const mine = turn;
    const joins = takeAlong(c, acts);
    const along = joins
      ? ` Tap its own hex (outlined) to take along ${joins === 1 ? "the unit" : "a unit"} it meets there (3.5).` : "";
    aid(null).then((got) => {
      if (!got || mine !== turn || !got.reach) return;
      const n = showReach(c, got.reach, null);
      const where = hexName(c.figure, got.reach.hex);
      say((n ? `Moving the stack at ${where}, ${got.reach.left} MP left: tap a lit hex to move on (the number is the `
        + "MP left), or stop it in the bar below."
        : `The stack at ${where} can go no further: stop it in the bar below.`) + along);
    });
  } else if (verbs.has("declare") || verbs.has("add") || verbs.has("cancel") || verbs.has("no_burn")) {
    const mine = turn;
    aid(null).then((got) => {
      if (!got || mine !== turn || !got.odds) return;
      c.list.before(oddsTable(c, got.odds));
    });
  }
}
