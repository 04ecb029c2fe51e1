// Zoom and pan for every board picture (any figure.board on a page that loads this module): mouse wheel and
// drag, keyboard (+ and − zoom, arrows pan, 0 shows the whole board), touch pinch and drag, and buttons. It works
// on the SVG's viewBox, so the picture stays one vector drawing; a new SVG put in the figure (the next move) keeps
// the view the reader chose, and pans to the spaces the viewer may choose when none is in it (else to the spaces the
// move changed when they are out of it).
// A drag never counts as a click, so choosing a space by clicking still does what its button does.
//
// The default view is the widest one whose smallest text is still READABLE CSS pixels (READABLE_PHONE on a phone;
// measured from the picture's own text), about the viewer's choices (else what the last move changed): on a phone
// a big board opens zoomed on a part of it, with pan (on a desk, only when a little zoom is enough: DESK). The picture is never taller than its CSS max-height
// (a page's layout keeps the board and the decision on one screen): the rest of a tall board is reached by
// panning, or by "Whole board", which fits all of it. Its edges fall between what the picture names, not through it
// (issue 27's table walk): a space with its badges, a heading, a label marked [data-whole], a stack is in view whole
// or not at all where some place near the play allows it (the place that cuts the fewest, else; a phone's view may
// zoom out to READABLE px to find one that cuts none), the view staying near the last one from move to move.
//
// Light on a phone (issue 25.11): a big picture is laid out once, at its default view. A drawing that says its
// smallest text (data-min-text, in its own units) and marks what changed with polygons is measured without laying it
// out: the picture is hidden while the figure's width is read, its view is set, then it is shown. A board far below
// the first screen (a game's hub) gets its view only when it comes near the window. A big picture in the page's HTML
// comes held (figure[data-held]: the CSS leaves its inside unlaid, in a box of its proportions) until its first view is
// set, so the page lays it out once, at that view, and not first at its whole size while the page is read.

const MAX_SCALE = 8;
const STEP = 1.5;
const DRAG = 5;               // pixels a press must travel before it pans instead of clicking
const READABLE = 11;          // CSS pixels: the smallest board text at the default zoom on a desk
const READABLE_PHONE = 12;    // and on a phone, read at arm's length (a phone held upright zooms in a little more)
const DESK = 1.5;             // wider than a phone, the default zooms in no further than this: a board whose text
                              // needs more opens at its full width (Paraguay's map needs 1.3-1.4 at 1280 px)
const PHONE = "(max-width: 40rem)";
const ZOOM_OUT_STEPS = 6;     // the zooms a phone's first view may try between READABLE_PHONE px and READABLE px

function parse(text) {
  const [x, y, w, h] = String(text).trim().split(/[\s,]+/).map(Number);
  return { x, y, w, h };
}

function button(label, text, go) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.setAttribute("aria-label", label);
  b.title = label;
  b.addEventListener("click", go);
  return b;
}

export function zoomable(figure) {
  if (figure.mapZoom) return figure.mapZoom;
  let full = null;              // the whole picture's box, in its own units
  let view = null;              // the part shown: x, y, width (its height follows from the space on screen)
  let chosen = false;           // the reader zoomed or panned: a resize keeps their view instead of the default
  let shownH = 0;               // the height of the part shown, in the picture's units
  let drawn = null;             // the picture the view was last set on
  let width = 0;                // the figure's width the view was set for (the resize watcher's)
  const svgOf = () => figure.querySelector(":scope > svg");
  const scale = () => (full && view ? full.w / view.w : 1);

  // the picture's width on screen, its height at full width, and the height it gets: never above its CSS max-height
  // (inside its border and padding, where the viewBox is drawn; "edge" is what they add to the height)
  function display(svg, outer) {
    const cs = getComputedStyle(svg);
    const px = (k) => parseFloat(cs[k]) || 0;
    const width = Math.max(1, (outer || svg.getBoundingClientRect().width) - px("borderLeftWidth")
      - px("borderRightWidth") - px("paddingLeft") - px("paddingRight"));
    const edge = px("borderTopWidth") + px("borderBottomWidth") + px("paddingTop") + px("paddingBottom");
    const natural = width * full.h / full.w;
    // a page that lays out a board gives its picture a max-height; elsewhere the picture has its natural height,
    // and at most 85% of the window's once zoomed in
    const css = parseFloat(cs.maxHeight);
    const zoomed = view && full.w / view.w > 1.001;
    const cap = (Number.isFinite(css) && css > 40 ? css : zoomed ? window.innerHeight * 0.85 : Infinity)
      - (cs.boxSizing === "border-box" ? edge : 0);
    return { width, natural, height: Math.min(natural, cap), edge: cs.boxSizing === "border-box" ? edge : 0 };
  }
  // the smallest zoom: the whole picture in the height it gets
  const least = (shown) => Math.min(1, shown.height / shown.natural);

  // the smallest text of the picture, in its units (a text drawn inside a transform counts at its drawn size)
  function smallestText(svg) {
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
  function boxOf(svg, elements) {
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
      box = box ? { x0: Math.min(box.x0, x0), y0: Math.min(box.y0, y0), x1: Math.max(box.x1, x1), y1: Math.max(box.y1, y1) }
        : { x0, y0, x1, y1 };
    }
    return box;
  }
  // the same box read from the shapes' own numbers, without laying the picture out: null unless every element is
  // a polygon or a rect, or a group of them, with no transform on the way
  function pointsBoxOf(svg, elements) {
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
  function spacesOf(svg, sel) {
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
  function focusOf(svg) {
    const legal = spacesOf(svg, ".is-legal");
    const target = (main) => spacesOf(svg, ".target").filter((el) => main.includes(el));
    if (legal.length) {
      const main = [...new Set([...legal, ...spacesOf(svg, ".selected")])];
      return { main, also: spacesOf(svg, ".changed").filter((el) => !main.includes(el)), first: target(main) };
    }
    for (const sel of [".changed", ".selected", ".acting", PIECES]) {
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
  function focusBox(svg, focus, w, h, quick) {
    const box = (els) => (quick ? pointsBoxOf(svg, els) : boxOf(svg, els));
    if (focus.also.length) {
      const all = box([...focus.main, ...focus.also]);
      if (all && all.x1 - all.x0 <= w && all.y1 - all.y0 <= h) return all;
    }
    return aboutFocus(svg, focus.main, w, h, quick, focus.first);
  }
  // centre the view on a box, then slide it off the named spaces its edges would cut (ease)
  function centreOn(box, svg, elements, quick, first) {
    if (!box || !view) return;
    view.x = (box.x0 + box.x1) / 2 - view.w / 2;
    view.y = (box.y0 + box.y1) / 2 - shownH / 2;
    if (svg) ease(svg, elements, quick, first);
  }
  // what a view's edge must show whole or not at all, in the picture's units: each space that shows a name (a
  // text; not a key's or a box's beside the map) with all it draws (its .shape and the badges beside it: Junta's
  // "Loyal" over its box), read from its own numbers when the picture is not laid out (quick); and each heading or
  // label a drawing marks [data-whole]; and, laid out, each line of words in them (marked .line). A box of the
  // spaces in `elements` (the decision's own) weighs three.
  function namedSpaces(svg, quick, elements) {
    const boxes = [];
    for (const sp of svg.querySelectorAll(".space")) {
      const shape = sp.querySelector(".shape");
      if (!shape || !sp.querySelector("text") || sp.closest(".legend, defs, .holding-box")) continue;
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
    // a stack of pieces drawn on its own (Paraguay's, over a hex), not in a space
    const wholes = [...svg.querySelectorAll("[data-whole], .stack")].filter((el) => !el.closest("defs, .space, .legend"));
    for (const el of wholes) {
      const box = quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]);
      if (box) boxes.push({ ...box, weight: 1 });
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
  // the boxes of the focus's elements a view should hold, each weighing one (the target, ``first``, a thousand)
  function keptBoxes(svg, elements, quick, first) {
    return (elements || []).flatMap((el) => {
      const b = quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]);
      return b ? [{ ...b, weight: first && first.includes(el) ? 1000 : 1 }] : [];
    });
  }
  const CLEAR = 8;                    // picture units left between a space and the edge that leaves it out
  const LOSS = 4;                     // what a choice no longer held weighs, against an edge's cut (top 3, side 2)
  const SLICE = 0.5;                  // what a line of words cut across weighs (inside a space already cut)
  const MOVE = 2;                     // what a slide of a whole view's width (or height) from the last view weighs
  const TIGHT = 0.05;                 // what a box touching an edge weighs (whole in view or out of it)
  // the best place for a view w wide and h high near (x, y): the place whose edges cut the fewest named boxes
  // (`spaces`: a space cut by the top edge loses its name, so that edge counts most; a box wider or taller than
  // the view, which no view holds whole, counts one for being in part in view; a line of words cut across, SLICE,
  // so that a space that must be cut is cut between its lines), holding as much of `keep` as `need` (each part
  // less costs LOSS; none at all, or the target lost, is no place), and, given the last view (`last`: the view
  // before this move's), the least far from it (MOVE), so that the view does not wander from move to move, and
  // with the fewest boxes touching an edge, inside or out (TIGHT); of equal places, the nearest. Tried: where it
  // is, where the last view was, and where an edge lies just off a box (CLEAR units, or 2 in a narrower gap; just
  // off a line, for the top and the foot), within a view of it. With `whole`, only a place that cuts no named box.
  function bestPlace(spaces, keep, need, x, y, w, h, last, whole) {
    const places = (at, size, lo, span, k0, k1, was) => {
      if (size >= span) return { a: lo - (size - span) / 2, all: [lo - (size - span) / 2] };   // centred
      const clamp = (p) => Math.min(Math.max(p, lo), lo + span - size);
      const a = clamp(at);
      const found = new Set([a]);
      if (was !== undefined && Math.abs(clamp(was) - a) <= size) found.add(clamp(was));
      for (const b of spaces) {
        if (b.line && k0 === "x0") continue;
        for (const c of b.line ? [1] : [CLEAR, 2]) {
          for (const p of [b[k1] + c, b[k0] - c, b[k0] - c - size, b[k1] + c - size]) {
            if (Math.abs(p - a) <= size && clamp(p) === p) found.add(Math.round(p * 2) / 2);
          }
        }
      }
      return { a, all: [...found] };
    };
    const xs = places(x, w, full.x, full.w, "x0", "x1", last && last.x);
    const ys = places(y, h, full.y, full.h, "y0", "y1", last && last.y);
    // only the boxes a tried place can touch
    const near = spaces.filter((b) => b.x1 > xs.a - w && b.x0 < xs.a + 2 * w && b.y1 > ys.a - h && b.y0 < ys.a + 2 * h);
    const target = need >= 1000;
    let best = null;
    for (const px of xs.all) {
      for (const py of ys.all) {
        let held = 0;
        for (const b of keep) {
          if (holds(b, px, py, w, h)) held += b.weight;
        }
        if ((need > 0 && held === 0) || (target && held < 1000)) continue;
        let cuts = LOSS * Math.max(0, need - held);
        // (a slide of more than a view counts as one: the last view is no guide to a part of the map far from it)
        let cost = cuts + (last ? MOVE * Math.min(1, Math.abs(px - last.x) / w + Math.abs(py - last.y) / h) : 0);
        let tight = 0;
        for (const b of near) {
          if ((best && cost > best.cost) || (whole && cuts > 0)) break;
          if (b.x1 <= px + 0.5 || b.x0 >= px + w - 0.5 || b.y1 <= py + 0.5 || b.y0 >= py + h - 0.5) {
            // out of view, but its outline showing along an edge: a view with room is better
            if (!b.line && b.x1 > px - CLEAR && b.x0 < px + w + CLEAR && b.y1 > py - CLEAR && b.y0 < py + h + CLEAR) {
              tight += 1;
            }
            continue;
          }
          const tall = b.y1 - b.y0 > h;
          const wide = b.x1 - b.x0 > w;
          const ends = tall ? 1 : (b.y0 < py - 0.5 ? 3 : 0) + (b.y1 > py + h + 0.5 ? 1 : 0);
          const sides = wide ? 1 : (b.x0 < px - 0.5 ? 2 : 0) + (b.x1 > px + w + 0.5 ? 2 : 0);
          if (b.line) {
            if (ends || sides) cost += SLICE;
          } else {
            cuts += b.weight * (ends + sides);
            cost += b.weight * (ends + sides);
            // whole, but touching an edge: a view with room is better
            if (!ends && !sides && (b.x0 < px + CLEAR || b.x1 > px + w - CLEAR || b.y0 < py + CLEAR
              || b.y1 > py + h - CLEAR)) tight += 1;
          }
        }
        cost += TIGHT * tight;
        if ((best && cost > best.cost) || (whole && cuts > 0)) continue;
        const off = Math.abs(px - xs.a) + Math.abs(py - ys.a);
        if (!best || cost < best.cost || (cost === best.cost && off < best.off)) best = { x: px, y: py, cost, cuts, off };
      }
    }
    return best;
  }
  // slide the view, its size kept, to its best place (bestPlace) about `elements`, holding as many of them as where
  // it is: a map's top row then shows whole or not at all, instead of as boxes without their names (issue 27's
  // table walk)
  function ease(svg, elements, quick, first) {
    clampView();
    const keep = keptBoxes(svg, elements, quick, first);
    const spaces = namedSpaces(svg, quick, elements);
    const need = heldOf(keep, view.x, view.y, view.w, shownH);
    const best = bestPlace(spaces, keep, need, view.x, view.y, view.w, shownH);
    if (best) [view.x, view.y] = [best.x, best.y];
    return best;
  }
  // a view x, y, w wide and h high holds a box wholly, or across it where the box is wider (or taller) than any view:
  // a seat's header as wide as the table is held by a view that shows a part of it (walk4: Guerilla's turn)
  function holds(b, x, y, w, h) {
    const across = (lo, hi, at, size) => (hi - lo > size ? lo < at + size && hi > at : lo >= at - 0.5 && hi <= at + size + 0.5);
    return across(b.x0, b.x1, x, w) && across(b.y0, b.y1, y, h);
  }
  const heldOf = (keep, x, y, w, h) => keep.filter((b) => holds(b, x, y, w, h)).reduce((n, b) => n + b.weight, 0);
  const union = (boxes) => boxes.reduce((u, b) => (u ? { x0: Math.min(u.x0, b.x0), y0: Math.min(u.y0, b.y0),
    x1: Math.max(u.x1, b.x1), y1: Math.max(u.y1, b.y1) } : b), null);
  // the part of the focus to centre on: all of it when it fits in a view w wide and h high, else the most of its
  // elements that fit in one view (of views holding as many, the one nearest the middle of them all), so that the
  // view opens where the play is and not between two far groups
  function aboutFocus(svg, elements, w, h, quick, first) {
    // a part wider (or taller) than the view is held by its start, its left (or top) end, where its words begin: a
    // Guerilla seat's band spans the table, and a view about its middle showed only the band's empty run (walk5)
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
  const inView = (box) => box.x0 >= view.x - 1 && box.x1 <= view.x + view.w + 1 && box.y0 >= view.y - 1
    && box.y1 <= view.y + shownH + 1;

  // the default: the widest view whose smallest text is READABLE px, about what changed (or may be chosen), placed
  // where its edges cut the fewest named spaces, headings and badges (bestPlace; near `last`, the view before this
  // move's, when there is one). On a phone, when every such place cuts one, it may zoom out, down to READABLE px
  // (never wider than the picture), to the first zoom with a place that cuts none (issue 27's table walk): the
  // picture still fills its frame, the view only shows a little more of it.
  function defaultView(svg, outer, last) {
    const quick = outer !== undefined;                 // measured without laying the picture out
    const shown = display(svg, outer);
    const small = smallestText(svg);
    const phone = window.matchMedia(PHONE).matches;
    const per = Number.isFinite(small) ? full.w / (small * shown.width) : 0;   // the zoom for 1 px of text
    const readable = per ? (phone ? READABLE_PHONE : READABLE) * per : 1;
    const want = Math.ceil(readable * 100 + 1) / 100;
    const most = phone ? MAX_SCALE : want <= DESK ? DESK : 1;
    const s = Math.min(Math.max(Math.min(want, most), least(shown)), MAX_SCALE);
    const floor = per ? Math.max(Math.ceil(READABLE * per * 100 + 1) / 100, least(shown), Math.min(s, 1)) : s;
    view = { x: full.x, y: full.y, w: full.w / s };
    const now = quick ? display(svg, outer) : display(svg);
    shownH = Math.min(full.h, view.w * now.height / now.width);
    if (!(s > 1.001 || shownH < full.h - 0.5)) return;     // all of it in view
    const focus = focusOf(svg);
    const box = focusBox(svg, focus, view.w, shownH, quick);
    if (!box) return;                                   // nothing to go to: the picture's top left
    const mid = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
    // nothing changed and nobody chooses (a board's first view: its pieces), and one view holds less than half of the
    // spaces with pieces (a phone: Uruguay's are on every space of the city): the view holds whole the part focusBox
    // chose, where the most of them lie about their middle, and a place whose edges cut fewer spaces is looked for
    // about that part, not instead of it (at 390 px Uruguay's first view slid 200 units up from Armory, Aguada,
    // University and Ciudad Vieja, the middle of the city, to Sayago and Prado at its top, the Armory cut). A view
    // holding most of them (a desk's) is placed as before, and so are stacks drawn over a map of their own
    // (Paraguay's), which are not spaces.
    const held = focus.pieces && !focus.first.length ? focus.main.filter((el) => {
      if (!el.classList.contains("space")) return false;
      const b = quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]);
      return b && b.x0 >= box.x0 - 0.5 && b.x1 <= box.x1 + 0.5 && b.y0 >= box.y0 - 0.5 && b.y1 <= box.y1 + 0.5;
    }) : [];
    const keep = keptBoxes(svg, focus.main, quick, held.length && held.length * 2 < focus.main.length ? held : focus.first);
    const spaces = namedSpaces(svg, quick, focus.main);
    const ratio = shownH / view.w;
    let need = 0;
    let first = null;                                   // the place found at the readable zoom
    for (let i = 0; i <= ZOOM_OUT_STEPS; i += 1) {
      if (i > 0 && floor >= s - 0.005) break;
      const w = full.w / (s * (floor / s) ** (i / ZOOM_OUT_STEPS));
      const h = Math.min(full.h, w * ratio);
      // a wider view: about the same middle (a box wider than it from its left, where a drawing writes its name)
      view = { x: box.x1 - box.x0 > w ? box.x0 - CLEAR : mid.x - w / 2, y: mid.y - h / 2, w };
      shownH = h;
      clampView();
      if (i === 0) need = heldOf(keep, view.x, view.y, w, h);
      const place = bestPlace(spaces, keep, need, view.x, view.y, w, h, last, i > 0);
      if (place) [view.x, view.y] = [place.x, place.y];
      if (i === 0 && (!place || place.cuts === 0)) return;
      if (i > 0 && place) return;                       // a wider zoom only when it cuts nothing
      if (i === 0) first = { ...view, h };
    }
    [view, shownH] = [{ x: first.x, y: first.y, w: first.w }, first.h];
  }
  // a view wider or taller than the picture is centred on it; else it stays inside the picture
  function clampView() {
    view.x = view.w >= full.w ? full.x - (view.w - full.w) / 2 : Math.min(Math.max(view.x, full.x), full.x + full.w - view.w);
    view.y = shownH >= full.h ? full.y - (shownH - full.h) / 2 : Math.min(Math.max(view.y, full.y), full.y + full.h - shownH);
  }

  // the quick default view of a new picture, before the browser lays it out: the figure's width read with the
  // picture hidden (the rest of the page is laid out, not the picture). Only for a drawing that says its smallest
  // text and whose focus is made of plain shapes (or any such drawing when the reader's view is kept); the answer
  // is the width the picture will have, or undefined.
  function quickWidth(svg, forDefault) {
    if (forDefault) {                                  // the default view needs the text size and the focus box
      if (!(parseFloat(svg.dataset.minText) > 0)) return undefined;
      const focus = focusOf(svg);
      const all = [...focus.main, ...focus.also];
      if (all.length && !pointsBoxOf(svg, all)) return undefined;
    } else if (!svg.dataset.minText) {
      return undefined;
    }
    // (a held picture, figure[data-held], is not laid out inside: it need not be hidden, which would style it anew)
    const hide = !figure.hasAttribute("data-held");
    const was = svg.style.display;
    if (hide) svg.style.display = "none";
    const cs = getComputedStyle(figure);
    const own = getComputedStyle(svg);          // a picture wider than its figure (a phone's: site.css) says so
    const inner = figure.clientWidth - (parseFloat(cs.paddingLeft) || 0) - (parseFloat(cs.paddingRight) || 0)
      - (parseFloat(own.marginLeft) || 0) - (parseFloat(own.marginRight) || 0);
    if (hide) svg.style.display = was;
    return inner > 0 ? inner : undefined;
  }

  function apply(again) {
    const svg = svgOf();
    if (!svg || !svg.getAttribute("viewBox")) return;
    if (!svg.dataset.fullBox) svg.dataset.fullBox = svg.getAttribute("viewBox");
    const box = parse(svg.dataset.fullBox);
    const fresh = !full || box.w !== full.w;          // another board: its own default view
    const next = svg !== drawn;                       // the next picture of the same board (the next move, step)
    const anew = fresh || !view || (next && !chosen);  // unless the reader chose a view, the default one again
    const outer = next ? quickWidth(svg, anew) : undefined;
    // not on screen yet (a new picture measured quickly is: its figure has a width, and reading the picture's own
    // box would lay it out once more at its whole size, for nothing)
    if (outer === undefined && !svg.getBoundingClientRect().width) return;
    drawn = svg;
    full = box;
    if (anew) {
      if (fresh) chosen = false;
      // the view of the last picture of this board, which the new one's stays near when it can
      const last = !fresh && view && shownH > 0 ? { ...view } : null;
      svg.setAttribute("viewBox", svg.dataset.fullBox);
      svg.style.height = "";
      defaultView(svg, outer, last);
      if (outer !== undefined) again = true;          // centred on its focus already: nothing to read back
    }
    const shown = display(svg, outer);
    view.w = Math.min(Math.max(view.w, full.w / MAX_SCALE), full.w / least(shown));
    shownH = view.w * shown.height / shown.width;
    if (!(view.w > 0 && shownH > 0 && Number.isFinite(view.w + shownH + view.x + view.y))) {
      view = { x: full.x, y: full.y, w: full.w };      // a layout caught half-way (a window being resized): all of it
      shownH = full.h;
    }
    const s = scale();
    const whole = Math.abs(s - 1) < 0.001 && shownH >= full.h - 0.5;
    svg.style.height = whole ? "" : `${shown.height + shown.edge}px`;
    clampView();
    svg.setAttribute("viewBox", whole ? svg.dataset.fullBox : `${view.x} ${view.y} ${view.w} ${shownH}`);
    figure.removeAttribute("data-held");              // its first view is set: the picture is laid out once, at it
    figure.dataset.zoom = s.toFixed(2);
    const all = s <= least(shown) + 0.001;
    figure.dataset.whole = all ? "yes" : "no";
    // all of the picture in view: a finger scrolls the page; else it pans the picture
    svg.style.touchAction = all ? "pan-y" : "none";
    out.disabled = all;
    reset.disabled = all;
    zoomIn.disabled = s >= MAX_SCALE - 0.001;
    level.textContent = `${Math.round(s * 100)}%`;
    if (outer !== undefined) width = Math.round(outer);     // the resize watcher: this width is done
    if (again || all) return;
    // a view the reader chose is kept, unless the play left it: the viewer's choices all out of view (go to them),
    // or, when they have none, the last move out of view (go there)
    const focus = focusOf(svg);
    const choosing = svg.querySelector(".is-legal") !== null;
    const changes = choosing ? [] : [...svg.querySelectorAll(".changed")].filter((el) => !el.closest(".legend, defs"));
    const held = (el) => {
      const b = boxOf(svg, [el]);
      return b !== null && inView(b);
    };
    if (choosing && !focus.main.some(held)) {
      centreOn(focusBox(svg, focus, view.w, shownH, false), svg, focus.main, false);
      apply(true);
      return;
    }
    const changed = changes.length ? aboutFocus(svg, changes, view.w, shownH, false) : null;
    if (changed && !inView(changed)) {                // the last move happened out of view: go there
      centreOn(changed, svg, changes, false);
      apply(true);
    }
  }

  // a point of the picture under the client point (cx, cy); the centre of the picture on screen when none is given
  function pictureAt(cx, cy) {
    const svg = svgOf();
    const ctm = svg && svg.getScreenCTM();
    if (!ctm) return { x: view.x + view.w / 2, y: view.y };
    const focus = cx === undefined && svg.querySelector(".selected");
    if (focus) {                      // a button or a key zooms about the selected space, when there is one
      const f = focus.getBoundingClientRect();
      [cx, cy] = [f.left + f.width / 2, f.top + f.height / 2];
    } else if (cx === undefined) {
      const r = svg.getBoundingClientRect();
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, window.innerHeight);
      [cx, cy] = [r.left + r.width / 2, (top + bottom) / 2];
    }
    const p = new DOMPoint(cx, cy).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  function zoomBy(factor, cx, cy) {
    const svg = svgOf();
    if (!full || !svg) return;
    const at = pictureAt(cx, cy);
    const shown = display(svg);
    const s = Math.min(Math.max(scale() * factor, least(shown)), MAX_SCALE);
    const k = (full.w / s) / view.w;
    // the point under the pointer stays under it (the picture's height on screen does not change with the zoom)
    view = { w: full.w / s, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
    chosen = true;
    apply(true);
  }

  function panPixels(dx, dy) {
    const svg = svgOf();
    if (!full || !svg) return;
    const per = view.w / display(svg).width;
    view = { ...view, x: view.x - dx * per, y: view.y - dy * per };
    chosen = true;
    apply(true);
  }

  function panShare(fx, fy) {
    if (!full) return;
    view = { ...view, x: view.x + fx * view.w, y: view.y + fy * shownH };
    chosen = true;
    apply(true);
  }

  function resetView() {              // the whole picture, in the height it gets
    const svg = svgOf();
    if (!full || !svg) return;
    view = { x: full.x, y: full.y, w: full.w / least(display(svg)) };
    chosen = true;
    apply(true);
  }

  function readableView() {           // back to the default view (readable, about what changed)
    const svg = svgOf();
    if (!full || !svg) return;
    svg.setAttribute("viewBox", svg.dataset.fullBox);
    svg.style.height = "";
    defaultView(svg);
    chosen = false;
    apply(true);
  }

  // pan so that these elements of the picture are in the middle of the view (the stepper's "where it happens")
  function show(elements) {
    const svg = svgOf();
    const box = svg && boxOf(svg, elements);
    if (!box) return;
    centreOn(box, svg, elements, false);
    apply(true);
  }

  // zoom out (or in) and pan so that these elements are all in view together, whatever the zoom needs (the reader
  // asks for it: the stepper's button for all the spaces a step changed)
  function frame(elements) {
    const svg = svgOf();
    const box = svg && boxOf(svg, elements);
    if (!box) return;
    const shown = display(svg);
    const ratio = shown.height / shown.width;
    const w = Math.max(box.x1 - box.x0 + 2 * CLEAR, (box.y1 - box.y0 + 2 * CLEAR) / ratio, full.w / MAX_SCALE);
    view = { w: Math.min(w, full.w / least(shown)) };
    view.x = (box.x0 + box.x1) / 2 - view.w / 2;
    view.y = (box.y0 + box.y1) / 2 - (view.w * ratio) / 2;
    chosen = true;
    apply(true);
  }

  const bar = document.createElement("div");
  bar.className = "map-zoom screen-only";
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", "Zoom and pan the board");
  const zoomIn = button("Zoom in (+)", "+", () => zoomBy(STEP));
  const out = button("Zoom out (−)", "−", () => zoomBy(1 / STEP));
  const reset = button("Show the whole board (0)", "Whole board", resetView);
  const readable = button("Back to the first view (1)", "First view", readableView);
  const level = document.createElement("span");
  level.className = "zoom-level";
  level.setAttribute("aria-live", "polite");
  const pans = [["Pan up (↑)", "↑", 0, -0.25], ["Pan left (←)", "←", -0.25, 0], ["Pan right (→)", "→", 0.25, 0],
    ["Pan down (↓)", "↓", 0, 0.25]].map(([label, text, fx, fy]) => button(label, text, () => panShare(fx, fy)));
  bar.append(zoomIn, out, reset, readable, level, ...pans);

  function placeBar() {              // first in the figure, above the picture (a new picture removes it)
    if (bar.parentNode === figure && figure.firstElementChild === bar) return;
    figure.prepend(bar);
  }

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const keys = {
      "+": () => zoomBy(STEP), "=": () => zoomBy(STEP), "-": () => zoomBy(1 / STEP), "_": () => zoomBy(1 / STEP),
      "0": resetView, "1": readableView, ArrowUp: () => panShare(0, -0.1), ArrowDown: () => panShare(0, 0.1),
      ArrowLeft: () => panShare(-0.1, 0), ArrowRight: () => panShare(0.1, 0),
    };
    const go = keys[event.key];
    if (!go) return;
    if (event.key.startsWith("Arrow") && figure.dataset.whole === "yes") return;   // nothing to pan: the page scrolls
    event.preventDefault();
    go();
  }

  // pointers: one drags (pans), two pinch (zoom about their middle and pan with it)
  const pointers = new Map();
  let press = null;
  let dragged = false;
  let pinch = null;

  function middle() {
    const [a, b] = [...pointers.values()];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) };
  }

  figure.addEventListener("pointerdown", (event) => {
    if (!svgOf() || !svgOf().contains(event.target) || (event.pointerType === "mouse" && event.button !== 0)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) {
      press = { x: event.clientX, y: event.clientY, id: event.pointerId };
      dragged = false;
    } else if (pointers.size === 2) {
      pinch = middle();
      dragged = true;
    }
  });
  figure.addEventListener("pointermove", (event) => {
    const was = pointers.get(event.pointerId);
    if (!was) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, now);
    if (pointers.size >= 2 && pinch) {
      const m = middle();
      if (pinch.d > 0 && m.d > 0) zoomBy(m.d / pinch.d, m.x, m.y);
      panPixels(m.x - pinch.x, m.y - pinch.y);
      pinch = m;
      event.preventDefault();
      return;
    }
    if (!press || press.id !== event.pointerId) return;
    if (!dragged && Math.hypot(now.x - press.x, now.y - press.y) < DRAG) return;
    if (!dragged) {
      dragged = true;
      try {
        svgOf().setPointerCapture(event.pointerId);
      } catch {
        /* the pointer left already */
      }
    }
    if (figure.dataset.whole !== "yes") panPixels(now.x - was.x, now.y - was.y);
    event.preventDefault();
  });
  const lift = (event) => {
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) press = null;
  };
  figure.addEventListener("pointerup", lift);
  figure.addEventListener("pointercancel", lift);
  // the click that ends a drag or a pinch chooses nothing
  figure.addEventListener("click", (event) => {
    if (dragged && svgOf() && svgOf().contains(event.target)) {
      event.stopPropagation();
      event.preventDefault();
    }
    dragged = false;
  }, true);
  figure.addEventListener("wheel", (event) => {
    if (!svgOf() || !svgOf().contains(event.target)) return;
    event.preventDefault();
    const step = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    zoomBy(Math.exp(-Math.max(-300, Math.min(300, step)) / 300), event.clientX, event.clientY);
  }, { passive: false });
  figure.addEventListener("keydown", onKey);
  if (!figure.hasAttribute("tabindex")) figure.tabIndex = 0;
  figure.setAttribute("aria-keyshortcuts", "+ - 0 1 ArrowUp ArrowDown ArrowLeft ArrowRight");

  // a new picture (the next move): keep the view and the buttons
  // (only a new picture: the bar put back first in the figure is a change too, and it needs no new view). It runs once
  // the page has marked the picture's choices (.is-legal), which the default view goes to.
  new MutationObserver(() => {
    placeBar();
    if (started && svgOf() !== drawn) apply();
  }).observe(figure, { childList: true });
  // print the whole picture, whatever the zoom
  window.addEventListener("beforeprint", () => {
    const svg = svgOf();
    if (svg && svg.dataset.fullBox) svg.setAttribute("viewBox", svg.dataset.fullBox);
  });
  window.addEventListener("afterprint", () => apply());
  // another width (a resize, a phone turned, the board shown after a hand-off): the default view again, unless the
  // reader chose one
  new ResizeObserver(() => {
    const w = Math.round(figure.getBoundingClientRect().width);
    if (w === width || !started) return;
    width = w;
    if (!full || !view) apply();
    else if (chosen) apply(true);
    else readableView();
  }).observe(figure);

  placeBar();
  // a board far below the first screen (a game's hub) is left as drawn until it comes near the window: the page
  // opens without laying the picture out again
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    apply();
  };
  const svg0 = svgOf();
  const below = svg0 && (() => {
    const hide = !figure.hasAttribute("data-held");   // a held picture is not laid out inside: nothing to hide
    const was = svg0.style.display;
    if (hide) svg0.style.display = "none";
    const top = figure.getBoundingClientRect().top;
    if (hide) svg0.style.display = was;
    return top > window.innerHeight * 1.5;
  })();
  if (below && "IntersectionObserver" in window) {
    const near = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      start();
    }, { rootMargin: "50% 0px" });
    near.observe(figure);
  } else {
    start();
  }
  figure.mapZoom = { zoomBy, panPixels, panShare, reset: resetView, readable: readableView, show, frame, scale };
  figure.dataset.zoomable = "";
  return figure.mapZoom;
}

for (const figure of document.querySelectorAll("figure.board")) zoomable(figure);
