// Where a board's view goes (map-zoom.mjs): the picture's size on screen, the default view (the widest whose
// smallest text is readable, about the focus), and the place whose edges cut the fewest named spaces. A view is
// { x, y, w } in the picture's units, with the height shown (shownH) beside it, inside the whole picture (full):
// each function is given them, and a function that moves the view changes the object it is given.
import {
  boxOf, focusBox, focusOf, heldOf, holds, keptBoxes, namedSpaces, pointsBoxOf, smallestText, union,
} from "./map-shapes.mjs";

export const MAX_SCALE = 8;
const READABLE = 11;          // CSS pixels: the smallest board text at the default zoom on a desk
const READABLE_PHONE = 12;    // and on a phone, read at arm's length (a phone held upright zooms in a little more)
const DESK = 1.5;             // wider than a phone, the default zooms in no further than this: a board whose text
                              // needs more opens at its full width (a tall hex map needed 1.3-1.4 at 1280 px)
const PHONE = "(max-width: 40rem)";
const ZOOM_OUT_STEPS = 6;     // the zooms a phone's first view may try between READABLE_PHONE px and READABLE px

// the picture's width on screen, its height at full width, and the height it gets: never above its CSS max-height
// (inside its border and padding, where the viewBox is drawn; "edge" is what they add to the height), for the
// current view (a picture zoomed in gets at most 85% of the window's height where its page sets none)
export function display(full, view, svg, outer) {
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
// whether the smallest text of the picture, at a view w wide shown `shown` (display), reads at READABLE px
// (READABLE_PHONE on a phone): a picture drawn whole at that size needs no zoom
export function readableAt(svg, shown, w) {
  const small = smallestText(svg);
  const need = window.matchMedia(PHONE).matches ? READABLE_PHONE : READABLE;
  return Number.isFinite(small) && (small * shown.width) / w >= need - 0.01;
}
// the smallest zoom: the whole picture in the height it gets
export const least = (shown) => Math.min(1, shown.height / shown.natural);
// centre the view on a box, then slide it off the named spaces its edges would cut (ease)
export function centreOn(full, view, shownH, box, svg, elements, quick, first) {
  if (!box || !view) return;
  view.x = (box.x0 + box.x1) / 2 - view.w / 2;
  view.y = (box.y0 + box.y1) / 2 - shownH / 2;
  if (svg) ease(full, view, shownH, svg, elements, quick, first);
}
export const CLEAR = 8;             // picture units left between a space and the edge that leaves it out
const MARGIN = 2.5;                 // and between the view's own focus and an edge that holds it (keptBoxes): the
                                    // narrower gap bestPlace tries (2), with holds' half unit of slack
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
function bestPlace(full, spaces, keep, need, x, y, w, h, last, whole) {
  const places = (at, size, lo, span, k0, k1, was) => {
    if (size >= span) return { a: lo - (size - span) / 2, all: [lo - (size - span) / 2] };   // centred
    const clamp = (p) => Math.min(Math.max(p, lo), lo + span - size);
    const a = clamp(at);
    const found = new Set([a]);
    if (was !== undefined && Math.abs(clamp(was) - a) <= size) found.add(clamp(was));
    for (const b of spaces) {
      if (b.line && k0 === "x0") continue;
      for (const c of b.row ? [0.5] : b.line ? [1] : [CLEAR, 2]) {
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
        // (a box wider than the view is cut at a side wherever the view stands: one, or none for a heading, where
        // its left is in view, where a drawing starts its words; two where its left is out, as a narrower box's)
        const sides = wide ? (b.x0 < px - 0.5 ? 2 : b.label ? 0 : 1)
          : (b.x0 < px - 0.5 ? 2 : 0) + (b.x1 > px + w + 0.5 ? 2 : 0);
        if (b.row) {
          // a row of words across the picture (a map's numbers): cut at its sides wherever the view stands, it
          // weighs as a line of words cut across, three times at the top, where the words lose their upper halves
          cost += SLICE * ends;
        } else if (b.line) {
          if (ends || sides) cost += SLICE;
        } else {
          cuts += b.weight * (ends + sides);
          cost += b.weight * (ends + sides);
          // whole, but touching an edge: a view with room is better (a heading wider than the view always does)
          if (!ends && !sides && !(b.label && wide) && (b.x0 < px + CLEAR || b.x1 > px + w - CLEAR || b.y0 < py + CLEAR
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
function ease(full, view, shownH, svg, elements, quick, first) {
  clampView(full, view, shownH);
  const keep = roomy(full, keptBoxes(svg, elements, quick, first, full, MARGIN), keptBoxes(svg, elements, quick, first),
    view.x, view.y, view.w, shownH);
  const spaces = namedSpaces(svg, quick, elements);
  const need = heldOf(keep, view.x, view.y, view.w, shownH);
  const best = bestPlace(full, spaces, keep, need, view.x, view.y, view.w, shownH);
  if (best) [view.x, view.y] = [best.x, best.y];
  return best;
}
// the focus's boxes with their margin (MARGIN) where a view there holds as much of them so, else without it: a row of
// spaces that fills a phone's view (a city drawn as a grid of boxes) is held flush rather than not at all
function roomy(full, padded, tight, x, y, w, h) {
  return heldOf(padded, x, y, w, h) >= heldOf(tight, x, y, w, h) ? padded : tight;
}
// a box wholly in a view (a unit of slack)
export const inView = (view, shownH, box) => box.x0 >= view.x - 1 && box.x1 <= view.x + view.w + 1
  && box.y0 >= view.y - 1 && box.y1 <= view.y + shownH + 1;

// the default: the widest view whose smallest text is READABLE px, about what changed (or may be chosen), placed
// where its edges cut the fewest named spaces, headings and badges (bestPlace; near `last`, the view before this
// move's, when there is one). On a phone, when every such place cuts one, it may zoom out, down to READABLE px
// (never wider than the picture), to the first zoom with a place that cuts none (issue 27's table walk): the
// picture still fills its frame, the view only shows a little more of it. Given the view before (or null), it
// returns the new one and its height shown, { view, shownH }.
export function defaultView(full, before, svg, outer, last) {
  const placed = placeDefault(full, before, svg, outer, last);
  offRows(full, placed.view, placed.shownH, svg, outer !== undefined);
  return placed;
}
// A view's top or foot that slices a row of words drawn across the picture ([data-line]: a map's hex numbers, their
// digits 0.8 units over a counter's top) slides off it, by a row's height at most, where the view then holds every
// box of the focus it held (flush against the edge, without its margin) and cuts no named box more (at 390 px the
// hub's map opened with 1816, 2016 and 2216 cut in half at its top, for the margin over the counter under 2216).
const ROW_SLIDE = 12;
function offRows(full, view, shownH, svg, quick) {
  if (shownH >= full.h - 0.5) return;
  const main = focusOf(svg).main;
  const named = namedSpaces(svg, quick, main);
  const across = (b) => b.x1 > view.x + 0.5 && b.x0 < view.x + view.w - 0.5;
  const rows = named.filter((b) => b.row && across(b));
  const slices = (y) => rows.some((r) => (r.y0 < y - 0.1 && r.y1 > y + 0.1)
    || (r.y0 < y + shownH - 0.1 && r.y1 > y + shownH + 0.1));
  if (!slices(view.y)) return;
  const boxes = named.filter((b) => !b.line && across(b));
  const cuts = (y) => boxes.filter((b) => (b.y0 < y - 0.5 && b.y1 > y + 0.5)
    || (b.y0 < y + shownH - 0.5 && b.y1 > y + shownH + 0.5)).length;
  const keep = keptBoxes(svg, main, quick);
  const held = heldOf(keep, view.x, view.y, view.w, shownH);
  const had = cuts(view.y);
  const tries = rows.flatMap((r) => [r.y1 + 0.3, r.y0 - 0.3, r.y1 + 0.3 - shownH, r.y0 - 0.3 - shownH])
    .filter((y) => Math.abs(y - view.y) <= ROW_SLIDE && y >= full.y && y + shownH <= full.y + full.h)
    .sort((a, b) => Math.abs(a - view.y) - Math.abs(b - view.y));
  const y = tries.find((t) => !slices(t) && cuts(t) <= had && heldOf(keep, view.x, t, view.w, shownH) >= held);
  if (y !== undefined) view.y = y;
}
// the default view before offRows
function placeDefault(full, before, svg, outer, last) {
  const quick = outer !== undefined;                 // measured without laying the picture out
  const shown = display(full, before, svg, outer);
  const small = smallestText(svg);
  const phone = window.matchMedia(PHONE).matches;
  const per = Number.isFinite(small) ? full.w / (small * shown.width) : 0;   // the zoom for 1 px of text
  const readable = per ? (phone ? READABLE_PHONE : READABLE) * per : 1;
  const want = Math.ceil(readable * 100 + 1) / 100;
  const most = phone ? MAX_SCALE : want <= DESK ? DESK : 1;
  const s = Math.min(Math.max(Math.min(want, most), least(shown)), MAX_SCALE);
  const floor = per ? Math.max(Math.ceil(READABLE * per * 100 + 1) / 100, least(shown), Math.min(s, 1)) : s;
  let view = { x: full.x, y: full.y, w: full.w / s };
  const now = quick ? display(full, view, svg, outer) : display(full, view, svg);
  let shownH = Math.min(full.h, view.w * now.height / now.width);
  if (!(s > 1.001 || shownH < full.h - 0.5)) return { view, shownH };     // all of it in view
  const focus = focusOf(svg);
  const box = focusBox(svg, focus, view.w, shownH, quick);
  if (!box) return { view, shownH };                  // nothing to go to: the picture's top left
  const mid = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
  // nothing changed and nobody chooses (a board's first view: its pieces), and one view holds less than half of the
  // spaces with pieces (a phone, a map with pieces on every space): the view holds whole the part focusBox chose,
  // where the most of them lie about their middle, and a place whose edges cut fewer spaces is looked for about that
  // part, not instead of it (at 390 px a city's first view slid 200 units up from the four spaces in its middle to
  // two at its top, one of the middle ones cut). A view holding most of them (a desk's) is placed as before, and so
  // are stacks drawn over a map of their own (a hex map's), which are not spaces.
  const held = focus.pieces && !focus.first.length ? focus.main.filter((el) => {
    if (!el.classList.contains("space")) return false;
    const b = quick ? pointsBoxOf(svg, [el]) : boxOf(svg, [el]);
    return b && b.x0 >= box.x0 - 0.5 && b.x1 <= box.x1 + 0.5 && b.y0 >= box.y0 - 0.5 && b.y1 <= box.y1 + 0.5;
  }) : [];
  const targets = held.length && held.length * 2 < focus.main.length ? held : focus.first;
  const tight = keptBoxes(svg, focus.main, quick, targets);
  let keep = keptBoxes(svg, focus.main, quick, targets, full, MARGIN);
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
    clampView(full, view, shownH);
    if (i === 0) keep = roomy(full, keep, tight, view.x, view.y, w, h);
    if (i === 0) need = heldOf(keep, view.x, view.y, w, h);
    const place = bestPlace(full, spaces, keep, need, view.x, view.y, w, h, last, i > 0);
    if (place) [view.x, view.y] = [place.x, place.y];
    if (i === 0 && (!place || place.cuts === 0)) return { view, shownH };
    if (i > 0 && place) return { view, shownH };      // a wider zoom only when it cuts nothing
    if (i === 0) first = { ...view, h };
  }
  return { view: { x: first.x, y: first.y, w: first.w }, shownH: first.h };
}
// A decision's default view on a map read zoomed in, placed, may hold its choices beside a band with nothing drawn in
// it, water or a margin, and beyond that band things far from the choices (a city's view about two choices by its
// shore, under them water and then a track's label), for a place that would hold them further in cuts a space
// or another choice. The frame is then made snug: from the choices it holds, out to the first gap as high as a fifth
// of the frame with no named box, no word and no choice in it, above them and below; what lies beyond the gap is cut
// off the frame's height, down to SNUG of it. A picture read whole across (a table of cards), or not laid out, is left
// as it is. Returns the units to cut at the top and at the foot, or null.
const SNUG = 0.55;
export function snug(full, view, shownH, svg, quick) {
  if (quick || shownH >= full.h - 0.5 || full.w / view.w <= 1.001) return null;
  if (!svg.querySelector(".is-legal")) return null;            // only while the viewer chooses
  const focus = focusOf(svg);
  const crosses = (b) => b.x1 > view.x && b.x0 < view.x + view.w && b.y1 > view.y && b.y0 < view.y + shownH;
  const held = keptBoxes(svg, focus.main, false).filter((b) => holds(b, view.x, view.y, view.w, shownH));
  const choices = union(held);
  if (!choices) return null;
  const words = [...svg.querySelectorAll("text")].filter((t) => t.textContent.trim() && !t.closest("defs, symbol"))
    .map((t) => boxOf(svg, [t])).filter(Boolean);
  const drawn = [...namedSpaces(svg, false, focus.main).filter((b) => !b.line), ...words,
    ...keptBoxes(svg, [...focus.main, ...focus.also], false)].filter(crosses);
  const gap = shownH / 5;
  // down from the choices: the foot of what touches them, unless the view's foot comes first
  let foot = 0;
  let reach = choices.y1;
  for (const b of [...drawn].sort((a, c) => a.y0 - c.y0)) {
    if (b.y1 <= reach) continue;
    if (b.y0 - reach >= gap) break;
    reach = Math.max(reach, b.y1);
  }
  if (view.y + shownH - reach - CLEAR >= gap) foot = view.y + shownH - reach - CLEAR;
  // and up from them
  let top = 0;
  reach = choices.y0;
  for (const b of [...drawn].sort((a, c) => c.y1 - a.y1)) {
    if (b.y0 >= reach) continue;
    if (reach - b.y1 >= gap) break;
    reach = Math.min(reach, b.y0);
  }
  if (reach - CLEAR - view.y >= gap) top = reach - CLEAR - view.y;
  if (!(top + foot > 0)) return null;
  const most = shownH * (1 - SNUG);
  if (top + foot > most) [top, foot] = [(top * most) / (top + foot), (foot * most) / (top + foot)];
  return { top, foot };
}
// a view wider or taller than the picture is centred on it; else it stays inside the picture
export function clampView(full, view, shownH) {
  view.x = view.w >= full.w ? full.x - (view.w - full.w) / 2
    : Math.min(Math.max(view.x, full.x), full.x + full.w - view.w);
  view.y = shownH >= full.h ? full.y - (shownH - full.h) / 2
    : Math.min(Math.max(view.y, full.y), full.y + full.h - shownH);
}
