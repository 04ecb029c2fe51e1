// What the computers' moves changed since the person's last decision, marked on the board (the newcomer's walk of a
// table of one person and computers: a computers' turn left no trace on the board but its last move's gold outline).
// Derived only from what reached the page for the viewing seat: each picture the engine drew after a move marks
// what that move changed (.changed, the public boards' difference, engine/answers.py); the places so marked since
// the person's last decision are gathered here and marked again on every later picture, as far as that picture
// draws them (a place the viewer's picture does not draw gets no mark). Gold stays the last move's; the others get
// a dotted outline of their own, explained in one line under the board. Names no game.
// A reload mid-turn: the page keeps the places marked with the game kept in this browser (``kept``, sealed beside
// its record by the worker) and gives them back before the reopened game's first picture (``restore``): the same
// places this viewer's pictures marked, never more. The last move's gold goes with them (``gold``), and the page
// asks the reopened game's picture to outline those places in gold again (the engine draws them as before).
// The gold is the last move's wherever it is drawn: the engine outlines the places whose public board the move
// changed (engine/sandbox.py), the same for every viewer, so a picture of the same position for another view (the
// "View as" menu, the hot seat's "I am …", a phone turned, a reload) asks for that gold again (``gold``), and each
// picture draws it only where it draws the place. Nothing of one seat's own view goes into another's.

const SVG = "http://www.w3.org/2000/svg";
const PAD = 4;              // how far a mark drawn around a place's box stands off it, in the picture's units

// the place a .changed element marks: a space's id (data-space), or a hex's outline (Paraguay: data-hex)
function placeOf(el) {
  if (el.closest(".legend, defs")) return null;
  const holder = el.closest("[data-space], [data-hex]");
  if (!holder) return null;
  return holder.dataset.space || holder.dataset.hex || null;
}

function changedNow(svg) {
  const out = new Set();
  for (const el of svg.querySelectorAll(".changed")) {
    const id = placeOf(el);
    if (id) out.add(id);
  }
  return out;
}

// the space of the picture that draws place ``id`` (not a key's, nor a box beside the map), or null
function spaceIn(svg, id) {
  for (const el of svg.querySelectorAll(".space[data-space]")) {
    if (el.dataset.space === id && !el.closest(".legend, defs, .holding-box")) return el;
  }
  return null;
}

// a dotted outline over a space: its own shape again, or its hex's points, else a rectangle round what it draws
function outline(space) {
  const shape = space.querySelector(":scope > .shape");
  let mark;
  if (shape) {
    mark = shape.cloneNode(false);
    mark.removeAttribute("id");
  } else if (space.dataset.points) {
    mark = document.createElementNS(SVG, "polygon");
    mark.setAttribute("points", space.dataset.points);
  } else {
    let box;
    try {
      box = space.getBBox();
    } catch {
      return null;
    }
    if (!box.width && !box.height) return null;
    mark = document.createElementNS(SVG, "rect");
    for (const [k, v] of [["x", box.x - PAD], ["y", box.y - PAD], ["width", box.width + 2 * PAD],
      ["height", box.height + 2 * PAD], ["rx", 6]]) mark.setAttribute(k, String(v));
  }
  mark.setAttribute("class", "since-outline");
  for (const k of ["fill", "stroke", "stroke-width", "stroke-dasharray", "style", "filter"]) mark.removeAttribute(k);
  mark.setAttribute("fill", "none");
  mark.setAttribute("aria-hidden", "true");
  mark.setAttribute("pointer-events", "none");
  return mark;
}

// ``figure``: the board's figure; ``list``: the board in words (a line there names the places marked).
export function setUpSinceMarks({ figure, list }) {
  let places = new Set();       // the places changed since the person's last decision, in the order first seen
  let at = null;                // the ``since`` of the last picture (null: no run)
  let back = null;              // {since, places, gold} kept with the reopened game, for its first picture
  let goldNow = [];             // the places the last move's picture outlined in gold

  // after each answer's picture is on the page: ``since`` the first log line since the person's last decision
  // (null: no such run, or the person has just decided: nothing gathered any more), ``words`` its heading
  // ("Since your last move"), ``names`` id -> a place's name (the board in words)
  // ``alone``: one person at a table of computers, the game on (the line under the board keeps its room even while
  // nothing is marked, so that nothing under it moves when marks come or go); ``again``: the same position drawn
  // anew (another view of it), its gold asked for with ``gold``: the last move's stays what it was
  function show({ since, words, names, alone, again = false }) {
    const svg = figure.querySelector(":scope > svg");
    if (since === null || since === undefined) places = new Set();
    else if (back && back.since === since) places = new Set(back.places);     // the same run, reloaded
    back = null;
    at = since ?? null;
    const gold = svg ? changedNow(svg) : new Set();
    if (since !== null && since !== undefined) for (const id of gold) places.add(id);
    if (!again) goldNow = [...gold];
    const marked = [];
    if (svg) {
      for (const id of places) {
        if (gold.has(id)) continue;            // the last move's own gold says it already
        const space = spaceIn(svg, id);
        const mark = space && outline(space);
        if (!mark) continue;                   // not drawn in this view: nothing to mark
        space.classList.add("since-changed");
        space.append(mark);
        marked.push(id);
      }
    }
    legend(marked, gold.size > 0, words, names, alone);
  }

  function legend(marked, gold, words, names, alone) {
    let line = figure.querySelector(":scope > .since-legend");
    if (!line) {
      line = document.createElement("p");
      line.className = "since-legend";
      line.id = "since-legend";
    }
    const caption = figure.querySelector(":scope > figcaption");
    if (line.parentNode !== figure || line.nextElementSibling !== caption) {
      if (caption) caption.before(line);
      else figure.append(line);
    }
    line.hidden = !marked.length && !alone;
    line.classList.toggle("is-empty", !marked.length);
    for (const old of list ? list.querySelectorAll(":scope > .since-words") : []) old.remove();
    if (!marked.length) {
      line.replaceChildren("\u00a0");
      line.removeAttribute("title");
      return;
    }
    const swatch = document.createElement("span");
    swatch.className = "since-swatch";
    swatch.setAttribute("aria-hidden", "true");
    const n = marked.length;
    const what = words.toLowerCase();
    const said = `${n} ${n === 1 ? "place" : "places"} changed ${what}`;
    const text = ` Dotted: ${said}`;
    // "Dotted:" is read out but not shown on a phone, where the line must stay one line and be read whole: the
    // dotted swatch before the words shows it (before: "…since the game beg…" at 390 px); so is the gold's part
    const head = document.createElement("span");
    head.className = "since-head";
    head.textContent = "Dotted: ";
    const last = document.createElement("span");
    last.className = "since-gold";
    last.textContent = gold ? "; gold: the last move" : "";
    line.replaceChildren(swatch, " ", head, said, last, ".");
    const named = marked.map((id) => names[id] || id);
    line.title = `${text.trim()}${last.textContent}: ${named.join(", ")}.`;   // (the places, named)
    if (!list) return;
    const li = document.createElement("li");
    li.className = "since-words";
    li.textContent = `Changed ${what}, before the last move: ${named.join(", ")}.`;
    list.prepend(li);
  }

  return {
    show,
    // what to keep with the game: the run's first line (null: no run), the places marked so far and the ones the
    // last move's picture outlined in gold (nothing marked, no gold: nothing to keep)
    kept() {
      const run = at !== null && places.size > 0;
      if (!run && !goldNow.length) return null;
      return { since: run ? at : null, places: run ? [...places] : [], gold: [...goldNow] };
    },
    // the marks kept with a reopened game ({since, places, gold} as ``kept`` gave them; anything else is ignored)
    restore(marks) {
      const ok = marks && (Number.isInteger(marks.since) || marks.since === null) && Array.isArray(marks.places)
        && Array.isArray(marks.gold);
      const places = ok ? marks.places.filter((p) => typeof p === "string").slice(0, 500) : [];
      const gold = ok ? marks.gold.filter((p) => typeof p === "string" && p.length <= 80).slice(0, 500) : [];
      back = ok ? { since: marks.since, places, gold } : null;
      goldNow = gold;
    },
    // the places a picture of the same position is to outline in gold again: the last move's (after a reload, as
    // kept with the game), else none
    gold() {
      return [...goldNow];
    },
  };
}
