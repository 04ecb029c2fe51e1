// What a board picture draws, read for the view (map-zoom.mjs): boxes of its elements in the picture's own units
// (laid out, or read from the shapes' own numbers without laying the picture out), the focus a view goes to (the
// spaces the viewer may choose, else what the last move changed, ...), the named boxes a view's edge must not cut,
// and the smallest text. Nothing here knows the view: each function reads the picture it is given.

export function parse(text) {
  const [x, y, w, h] = String(text).trim().split(/[\s,]+/).map(Number);
  return { x, y, w, h };
}

// the smallest text of the picture, in its units (a text drawn inside a transform counts at its drawn size)
export function smallestText(svg) {
  const said = parseFloat(svg.dataset.minText);
  if (said > 0) return said;                 // the drawing says it: nothing to measure
  const base = svg.getScreenCTM();
  let small = Infinity;
  if (!base) return small;
  const inverse = base.inverse();
  for (const t of svg.querySelectorAll("text")) {
    if (!t.textContent.trim() || t.closest("defs, symbol, .hit")) continue;
    const ctm = t.getScreenCTM();
    const size = parseFloat(getComputedStyle(t).fontSize);
    if (!ctm || !size) continue;
    const m = inverse.multiply(ctm);
    small = Math.min(small, size * Math.hypot(m.a, m.b));
  }
  return small;
}

// the bounding box of some elements of the picture, in its units (null when none is drawn)
export function boxOf(svg, elements) {
  const ctm = svg.getScreenCTM();
  if (!ctm || !elements.length) return null;
  const inverse = ctm.inverse();
  let box = null;
  for (const el of elements) {
    const r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const a = new DOMPoint(r.left, r.top).matrixTransform(inverse);
    const b = new DOMPoint(r.right, r.bottom).matrixTransform(inverse);
    const [x0, y0, x1, y1] = [Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y)];
    box = box
      ? { x0: Math.min(box.x0, x0), y0: Math.min(box.y0, y0), x1: Math.max(box.x1, x1), y1: Math.max(box.y1, y1) }
      : { x0, y0, x1, y1 };
  }
  return box;
}
// the same box read from the shapes' own numbers, without laying the picture out: null unless every element is
// a polygon or a rect, or a group of them, with no transform on the way
export function pointsBoxOf(svg, elements) {
  let box = null;
  for (const el of elements) {
    const shapes = el.matches("polygon, rect") ? [el] : [...el.querySelectorAll("polygon, rect")];
    if (!shapes.length) return null;
    for (const sh of shapes) {
      for (let a = sh; a && a !== svg; a = a.parentElement) if (a.hasAttribute("transform")) return null;
      let xs; let ys;
      if (sh.localName === "rect") {
        const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => parseFloat(sh.getAttribute(k)) || 0);
        [xs, ys] = [[x, x + w], [y, y + h]];
      } else {
        const n = (sh.getAttribute("points") || "").trim().split(/[\s,]+/).map(Number);
        xs = n.filter((_, i) => i % 2 === 0);
        ys = n.filter((_, i) => i % 2 === 1);
      }
      if (!xs.length || xs.some((v) => !Number.isFinite(v)) || ys.some((v) => !Number.isFinite(v))) return null;
      const b = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
      box = box ? { x0: Math.min(box.x0, b.x0), y0: Math.min(box.y0, b.y0), x1: Math.max(box.x1, b.x1),
        y1: Math.max(box.y1, b.y1) } : b;
    }
  }
  return box;
}

// the elements of the picture matching a selector, each as its space (a piece counts as the space it stands in,
// its name read with it; each space once), not those of a key or a box beside the map
export function spacesOf(svg, sel) {
  const found = [...svg.querySelectorAll(sel)].filter((el) => !el.closest(".legend, defs, .holding-box"));
  return [...new Set(found.map((el) => el.closest(".space") || el))];
}
// where the view goes: the spaces the viewer may choose now (outlined in blue) with the selected one, when there
// are any: it is their turn, and what they must decide is what they need to see (issue 27's table walk: after the
// computers moved, the view opened on the computers' last move, far from the person's choices). Else what the
// last move changed (outlined in gold), else the selected space, else the seat whose turn it is (.acting: a table
// of seats), else the pieces on the board (a stack, or a piece
// or a chip in a space, whatever a drawing calls them): never an empty corner. ``main`` is what the view must
// hold; ``also``, what the last move changed, is held with it when both fit in one view; ``first``, the part of
// the main one a drawing marks .target (the side a question is about: a battle's target), is the part held when
// not all of it fits, rather than whichever part lies nearest the middle.
const PIECES = ".stack, .space .piece, .space .chip";
// what the last move changed, and (a table of computers, since-marks.mjs) what their moves changed before it since
// the person's last decision
const CHANGED = ".changed, .since-changed";
export function focusOf(svg) {
  const legal = spacesOf(svg, ".is-legal");
  const target = (main) => spacesOf(svg, ".target").filter((el) => main.includes(el));
  if (legal.length) {
    const main = [...new Set([...legal, ...spacesOf(svg, ".selected")])];
    return { main, also: spacesOf(svg, CHANGED).filter((el) => !main.includes(el)), first: target(main) };
  }
  for (const sel of [CHANGED, ".selected", ".acting", PIECES]) {
    const found = spacesOf(svg, sel);
    // (the seat whose turn it is is held first: a view holds it, or stays where it was put on it)
    if (found.length) {
      return { main: found, also: [], first: sel === ".acting" ? found : target(found), pieces: sel === PIECES };
    }
  }
  return { main: [], also: [], first: [] };
}
// the box to centre on for a focus (focusOf) in a view w wide and h high: its main part and what it may also hold
// when all of them fit, else the main part (aboutFocus); null when nothing of it is drawn
export function focusBox(svg, focus, w, h, quick) {
  const box = (els) => (quick ? pointsBoxOf(svg, els) : boxOf(svg, els));
  if (focus.also.length) {
    const all = box([...focus.main, ...focus.also]);
    if (all && all.x1 - all.x0 <= w && all.y1 - all.y0 <= h) return all;
  }
  return aboutFocus(svg, focus.main, w, h, quick, focus.first);
}
// what a view's edge must show whole or not at all, in the picture's units: each space that shows a name (a
// text; not a key's or a box's beside the map) with all it draws (its .shape and the badges beside it: a badge
// drawn over its box's edge), read from its own numbers when the picture is not laid out (quick); and each heading or
// label a drawing marks [data-whole]; and each row of words it marks [data-line], and, laid out, each line of words
// in those spaces and labels (both marked .line). A box of the
// spaces in `elements` (the decision's own) weighs three.
export function namedSpaces(svg, quick, elements) {
  const boxes = [];
  for (const sp of svg.querySelectorAll(".space")) {
    const shape = sp.querySelector(".shape");
    if (!shape || !sp.querySelector("text") || sp.closest(".legend, defs, .holding-box")) continue;
    if (quick && getComputedStyle(sp).display === "none") continue;      // a page's style leaves it out
    let box = null;
    if (quick && shape.localName === "circle") {
      let plain = true;
      for (let a = shape; a && a !== svg; a = a.parentElement) if (a.hasAttribute("transform")) plain = false;
      const [cx, cy, r] = ["cx", "cy", "r"].map((k) => parseFloat(shape.getAttribute(k)));
      if (plain && [cx, cy, r].every(Number.isFinite)) box = { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r };
    }
    if (quick) {
      const parts = [box || pointsBoxOf(svg, [shape]), pointsBoxOf(svg, [...sp.querySelectorAll("rect, polygon")])];
      box = union(parts.filter(Boolean));
    } else {
      box = boxOf(svg, [sp]);
    }
    if (box) boxes.push({ ...box, weight: elements && elements.includes(sp) ? 3 : 1 });
  }
  // a stack of pieces drawn on its own (over a hex), not in a space
  const wholes = [...svg.querySelectorAll("[data-whole], .stack")].filter((el) => !el.closest("defs, .space, .legend"));
  for (const el of wholes) {
    if (quick && getComputedStyle(el).display === "none") continue;
    const box = quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]);
    // (a heading or a label, marked .label: one wider than the view is cut at its sides wherever the view stands)
    if (box) boxes.push({ ...box, weight: 1, label: el.hasAttribute("data-whole") });
  }
  // a row of words a drawing repeats across the picture (a map's hex numbers, drawn in a picture of its own whose
  // words the page cannot see), as an unseen rect marked [data-line]: a line, read from its own numbers
  for (const el of svg.querySelectorAll("[data-line]")) {
    if (el.closest("defs, .legend")) continue;
    const box = pointsBoxOf(svg, [el]) || (quick ? null : boxOf(svg, [el]));
    if (box) boxes.push({ ...box, weight: 1, line: true, row: true });
  }
  // laid out, their lines of words too (read without laying out, the words have no box)
  if (!quick) {
    for (const t of svg.querySelectorAll(".space text, [data-whole] text")) {
      if (!t.textContent.trim() || t.closest(".legend, defs, .holding-box")) continue;
      const box = boxOf(svg, [t]);
      if (box) boxes.push({ ...box, weight: 1, line: true });
    }
  }
  return boxes;
}
// the boxes of the focus's elements a view should hold, each weighing one (the target, ``first``, a thousand), each
// with the stacks a drawing stands on it apart from it (a .stack naming its space in data-hex, drawn over the map),
// with `margin` picture units round it inside `full`, the whole
// picture: a focus at a view's edge is not drawn flush against it (issue 27: an example's step, its changed hex's
// stack cut at the view's foot by a few pixels)
export function keptBoxes(svg, elements, quick, first, full, margin = 0) {
  return (elements || []).flatMap((el) => {
    const id = el.dataset && (el.dataset.space || el.dataset.hex);     // a space, or an outline drawn over one
    const on = id ? [...svg.querySelectorAll(".stack[data-hex]")].filter((st) => st.dataset.hex === id
      && !st.closest(".legend, defs")) : [];
    const own = quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]);
    const stacks = on.length ? (quick ? pointsBoxOf(svg, on) : boxOf(svg, on)) : null;
    const b = own && stacks ? union([own, stacks]) : own;
    if (!b) return [];
    const m = full ? margin : 0;
    const padded = m ? { x0: Math.max(full.x, b.x0 - m), y0: Math.max(full.y, b.y0 - m),
      x1: Math.min(full.x + full.w, b.x1 + m), y1: Math.min(full.y + full.h, b.y1 + m) } : b;
    return [{ ...padded, weight: first && first.includes(el) ? 1000 : 1 }];
  });
}
// a view x, y, w wide and h high holds a box wholly, or across it where the box is wider (or taller) than any view:
// a seat's header as wide as the table is held by a view that shows a part of it (before: a card table's turn)
export function holds(b, x, y, w, h) {
  const across = (lo, hi, at, size) => (hi - lo > size ? lo < at + size && hi > at
    : lo >= at - 0.5 && hi <= at + size + 0.5);
  return across(b.x0, b.x1, x, w) && across(b.y0, b.y1, y, h);
}
export const heldOf = (keep, x, y, w, h) => keep.filter((b) => holds(b, x, y, w, h)).reduce((n, b) => n + b.weight, 0);
export const union = (boxes) => boxes.reduce((u, b) => (u ? { x0: Math.min(u.x0, b.x0), y0: Math.min(u.y0, b.y0),
  x1: Math.max(u.x1, b.x1), y1: Math.max(u.y1, b.y1) } : b), null);
// the part of the focus to centre on: all of it when it fits in a view w wide and h high, else the most of its
// elements that fit in one view (of views holding as many, the one nearest the middle of them all), so that the
// view opens where the play is and not between two far groups
export function aboutFocus(svg, elements, w, h, quick, first) {
  // a part wider (or taller) than the view is held by its start, its left (or top) end, where its words begin: a
  // seat's band across a card table, and a view about its middle showed only the band's empty run
  const start = (b) => b && { x0: b.x0, y0: b.y0, x1: Math.min(b.x1, b.x0 + w), y1: Math.min(b.y1, b.y0 + h) };
  const boxes = elements.map((el) => start(quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]))).filter(Boolean);
  const all = union(boxes);
  // the target's boxes (focusOf's ``first``): a view holding them comes before any that holds more of the rest
  const must = (first || []).map((el) => start(quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]))).filter(Boolean);
  if (!all || (all.x1 - all.x0 <= w && all.y1 - all.y0 <= h)) return all;
  const mid = { x: (all.x0 + all.x1) / 2, y: (all.y0 + all.y1) / 2 };
  let best = null;
  // a view holding the most can be slid until an element touches its left edge or its right one, and its top or
  // its foot: those are the views to try
  const xs = boxes.flatMap((b) => [b.x0, b.x1 - w]);
  const ys = boxes.flatMap((b) => [b.y0, b.y1 - h]);
  for (const x of xs) {
    for (const y of ys) {
      const inside = (b) => b.x0 >= x - 0.5 && b.x1 <= x + w + 0.5 && b.y0 >= y - 0.5 && b.y1 <= y + h + 0.5;
      let n = 0;
      for (const b of boxes) if (inside(b)) n += 1;
      if (must.length && must.every(inside)) n += boxes.length + 1;
      if (!n || (best && n < best.n)) continue;
      const held = boxes.filter(inside);
      const u = union(held);
      const off = Math.hypot((u.x0 + u.x1) / 2 - mid.x, (u.y0 + u.y1) / 2 - mid.y);
      if (!best || n > best.n || off < best.off - 1e-6) {
        best = { n, off, box: u };
      }
    }
  }
  return best ? best.box : boxes[0];
}
