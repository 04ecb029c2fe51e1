// Zoom and pan for every board picture (any figure.board on a page that loads this module): mouse wheel and
// drag, keyboard (+ and − zoom, arrows pan, 0 shows the whole board), touch pinch and drag, and buttons. It works
// on the SVG's viewBox, so the picture stays one vector drawing; a new SVG put in the figure (the next move) keeps
// the view the reader chose, and pans to the spaces the viewer may choose when none is in it (else to the spaces the
// move changed when they are out of it). A picture the viewer only watches keeps the view shown when what its move
// changed is in it, or when its move is of the kind the view last went to (a computer's run of like moves: stays).
// A drag never counts as a click, so choosing a space by clicking still does what its button does.
//
// The default view is the widest one whose smallest text is still READABLE CSS pixels (READABLE_PHONE on a phone;
// measured from the picture's own text), about the viewer's choices (else what the last move changed): on a phone
// a big board opens zoomed on a part of it, with pan (on a desk, only when a little zoom is enough: DESK). The
// picture is never taller than its CSS max-height (a page's layout keeps the board and the decision on one screen):
// the rest of a tall board is reached by panning, or by "Whole board", which fits all of it. Its edges fall between
// what the picture names, not through it (issue 27's table walk): a space with its badges, a heading, a label
// marked [data-whole], a stack is in view whole or not at all where some place near the play allows it (the place
// that cuts the fewest, else; a phone's view may zoom out to READABLE px to find one that cuts none), the view
// staying near the last one from move to move.
//
// Light on a phone (issue 25.11): a big picture is laid out once, at its default view. A drawing that says its
// smallest text (data-min-text, in its own units) and marks what changed with polygons is measured without laying it
// out: the picture is hidden while the figure's width is read, its view is set, then it is shown. A board far below
// the first screen (a game's hub) gets its view only when it comes near the window. A big picture in the page's HTML
// comes held (figure[data-held]: the CSS leaves its inside unlaid, in a box of its proportions) until its first view is
// set, so the page lays it out once, at that view, and not first at its whole size while the page is read.

// The parts: map-shapes.mjs reads what the picture draws (boxes, the focus, the named spaces, the smallest text);
// map-place.mjs chooses where a view goes (the default view, the place whose edges cut the fewest names);
// map-controls.mjs is the bar, the keyboard and the pointers. This module holds each figure's view and sets it.
import { controls } from "./map-controls.mjs";
import { CLEAR, MAX_SCALE, centreOn as centreView, clampView as clampTo, defaultView as firstView,
  display as displayOf, inView as within, least, readableAt, snug } from "./map-place.mjs";
import { aboutFocus, boxOf, focusBox, focusOf, parse, pointsBoxOf } from "./map-shapes.mjs";
import { whereLine } from "./map-where.mjs";

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
  let frameH = 0;               // a decision's default view made snug (map-place.mjs): its frame's height in CSS px
  // the parts' functions, on this figure's view (its frame no taller than a snug default view made it)
  const display = (svg, outer) => {
    const d = displayOf(full, view, svg, outer);
    if (frameH > 0 && frameH < d.height) d.height = frameH;
    return d;
  };
  const clampView = () => clampTo(full, view, shownH);
  const centreOn = (box, svg, elements, quick, first) => centreView(full, view, shownH, box, svg, elements, quick,
    first);
  const inView = (box) => within(view, shownH, box);
  function defaultView(svg, outer, last) {
    frameH = 0;
    ({ view, shownH } = firstView(full, view, svg, outer, last));
    const cut = snug(full, view, shownH, svg, outer !== undefined);
    if (cut) {                    // the frame cut to what the view shows, kept while the reader zooms and pans
      view.y += cut.top;
      frameH = ((shownH - cut.top - cut.foot) * displayOf(full, view, svg, outer).width) / view.w;
    }
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
    const calm = next && !fresh && view !== null && shownH > 0 && stays(svg);
    // unless the reader chose a view, or the one shown is to stay (stays), the default one again
    const anew = fresh || !view || (next && !chosen && !calm);
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
    // a picture drawn whole at a readable size (a hub's still board on a desk) offers no zoom or pan, and the wheel
    // over it scrolls the page: its bar only comes back once the reader zooms all the same (keys, a pinch, ctrl and
    // the wheel), so that they can return. Where the default view is zoomed (a phone's), the bar stays.
    bar.hidden = !chosen && whole && readableAt(svg, shown, view.w);
    level.textContent = `${Math.round(s * 100)}%`;
    figure.dispatchEvent(new Event("mapview"));       // the view is set (the score strip reads what it shows)
    // the choices the view leaves out, offered one by one (map-where.mjs)
    where(svg, (sp) => {
      const b = boxOf(svg, [sp]);
      return b !== null && inView(b);
    });
    if (outer !== undefined) width = Math.round(outer);     // the resize watcher: this width is done
    if (again || all || calm) return;
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

  // Whether the view shown stays as it is for this next picture, which the viewer only watches (no choice of theirs
  // on it: a computer moving, another seat's turn seen from a fixed seat). It stays when what the move changed is in
  // it already, or when the move is of the kind the view last went to: the figure's data-move-kind, which the page
  // sets from the move's log line (its rule). A computer's run of like moves far apart (a sweep of attrition checks
  // across a map) made the board hop every 0.6 s; now the view goes to the run's first move and stays, the
  // rest marked where they are (and listed in the log); a move of another kind is followed, and the viewer's own
  // choices always are. Where the view goes is still the default view's (or the chosen view's pan) otherwise.
  let followed = null;        // the kind of move the view last went to while the viewer watched (null: none yet)
  function stays(svg) {
    if (svg.querySelector(".is-legal")) {          // the viewer decides: the view goes to their choices
      followed = null;
      return false;
    }
    const kind = figure.dataset.moveKind || "";
    if (kind && kind === followed) return true;
    const changes = [...svg.querySelectorAll(".changed")].filter((el) => !el.closest(".legend, defs"));
    const box = changes.length ? pointsBoxOf(svg, changes) || boxOf(svg, changes) : null;
    if (box && inView(box)) return true;
    followed = kind || null;
    return false;
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

  const { bar, zoomIn, out, reset, level, placeBar } = controls(figure, svgOf,
    { zoomBy, panPixels, panShare, resetView, readableView });
  const where = whereLine(figure, show);

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
