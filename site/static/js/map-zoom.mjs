// Zoom and pan for a big board picture (any figure.board on a page that loads this module): mouse wheel and
// drag, keyboard (+ and − zoom, arrows pan, 0 resets), touch pinch and drag, and buttons. It works on the SVG's
// viewBox, so the picture stays one vector drawing; a new SVG put in the figure (the next move) keeps the view.
// A drag never counts as a click, so choosing a space by clicking still does what its button does.

const MAX_SCALE = 8;
const STEP = 1.5;
const DRAG = 5;               // pixels a press must travel before it pans instead of clicking

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
  let full = null;
  let view = null;
  const svgOf = () => figure.querySelector(":scope > svg");
  const scale = () => (full && view ? full.w / view.w : 1);

  // the picture's width on screen, and the height it gets: its own at full size, at most 85% of the window zoomed
  function display(svg, s) {
    const width = svg.getBoundingClientRect().width || 1;
    const natural = width * full.h / full.w;
    return { width, height: s > 1.001 ? Math.min(natural, window.innerHeight * 0.85) : natural };
  }

  function apply() {
    const svg = svgOf();
    if (!svg || !svg.getAttribute("viewBox")) return;
    if (!svg.dataset.fullBox) svg.dataset.fullBox = svg.getAttribute("viewBox");
    const box = parse(svg.dataset.fullBox);
    if (!full || box.w !== full.w) view = null;          // another picture; a taller one keeps the zoom
    full = box;
    if (!view) view = { x: full.x, y: full.y, w: full.w };
    view.w = Math.min(Math.max(view.w, full.w / MAX_SCALE), full.w);
    const s = scale();
    const shown = display(svg, s);
    svg.style.height = s > 1.001 ? `${shown.height}px` : "";
    const h = Math.min(full.h, view.w * shown.height / shown.width);
    view.x = Math.min(Math.max(view.x, full.x), full.x + full.w - view.w);
    view.y = Math.min(Math.max(view.y, full.y), full.y + full.h - h);
    svg.setAttribute("viewBox", s > 1.001 ? `${view.x} ${view.y} ${view.w} ${h}` : svg.dataset.fullBox);
    figure.dataset.zoom = s.toFixed(2);
    // at full size a finger scrolls the page; zoomed in, it pans the map
    svg.style.touchAction = s > 1.001 ? "none" : "pan-y";
    out.disabled = s <= 1.001;
    reset.disabled = s <= 1.001;
    zoomIn.disabled = s >= MAX_SCALE - 0.001;
    level.textContent = `${Math.round(s * 100)}%`;
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
    if (!full) return;
    const at = pictureAt(cx, cy);
    const svg = svgOf();
    const before = svg.getBoundingClientRect();
    const s = Math.min(Math.max(scale() * factor, 1), MAX_SCALE);
    const w = full.w / s;
    const k = w / view.w;
    // the point under the pointer stays under it (as far as the picture's new height allows)
    const ctm = svg.getScreenCTM();
    const screenY = ctm ? ctm.d * at.y + ctm.f : before.top;         // where that point is on the screen now
    const top = Math.min(Math.max(screenY - before.top, 0), window.innerHeight * 0.85);
    view = { w, x: at.x - (at.x - view.x) * k, y: at.y - top * (w / (before.width || 1)) };
    apply();
  }

  function panPixels(dx, dy) {
    const svg = svgOf();
    if (!full || !svg) return;
    const per = view.w / (svg.getBoundingClientRect().width || 1);
    view = { ...view, x: view.x - dx * per, y: view.y - dy * per };
    apply();
  }

  function panShare(fx, fy) {
    if (!full) return;
    const svg = svgOf();
    const shown = display(svg, scale());
    const h = view.w * shown.height / shown.width;
    view = { ...view, x: view.x + fx * view.w, y: view.y + fy * h };
    apply();
  }

  function resetView() {
    view = full ? { x: full.x, y: full.y, w: full.w } : null;
    apply();
  }

  const bar = document.createElement("div");
  bar.className = "map-zoom screen-only";
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", "Zoom and pan the map");
  const zoomIn = button("Zoom in (+)", "+", () => zoomBy(STEP));
  const out = button("Zoom out (−)", "−", () => zoomBy(1 / STEP));
  const reset = button("Show the whole map (0)", "Whole map", resetView);
  const level = document.createElement("span");
  level.className = "zoom-level";
  level.setAttribute("aria-live", "polite");
  const pans = [["Pan up (↑)", "↑", 0, -0.25], ["Pan left (←)", "←", -0.25, 0], ["Pan right (→)", "→", 0.25, 0],
    ["Pan down (↓)", "↓", 0, 0.25]].map(([label, text, fx, fy]) => button(label, text, () => panShare(fx, fy)));
  bar.append(zoomIn, out, reset, level, ...pans);

  function placeBar() {              // first in the figure, above the picture (a new picture removes it)
    if (bar.parentNode === figure && figure.firstElementChild === bar) return;
    figure.prepend(bar);
  }

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const keys = {
      "+": () => zoomBy(STEP), "=": () => zoomBy(STEP), "-": () => zoomBy(1 / STEP), "_": () => zoomBy(1 / STEP),
      "0": resetView, ArrowUp: () => panShare(0, -0.1), ArrowDown: () => panShare(0, 0.1),
      ArrowLeft: () => panShare(-0.1, 0), ArrowRight: () => panShare(0.1, 0),
    };
    const go = keys[event.key];
    if (!go) return;
    if (event.key.startsWith("Arrow") && scale() <= 1.001) return;     // nothing to pan: let the page scroll
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
    if (scale() > 1.001) panPixels(now.x - was.x, now.y - was.y);
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
  figure.setAttribute("aria-keyshortcuts", "+ - 0 ArrowUp ArrowDown ArrowLeft ArrowRight");

  // a new picture (the next move): keep the view and the buttons
  new MutationObserver(() => {
    placeBar();
    apply();
  }).observe(figure, { childList: true });
  // print the whole picture, whatever the zoom
  window.addEventListener("beforeprint", () => {
    const svg = svgOf();
    if (svg && svg.dataset.fullBox) svg.setAttribute("viewBox", svg.dataset.fullBox);
  });
  window.addEventListener("afterprint", apply);
  window.addEventListener("resize", apply);

  placeBar();
  apply();
  figure.mapZoom = { zoomBy, panPixels, panShare, reset: resetView, scale };
  figure.dataset.zoomable = "";
  return figure.mapZoom;
}

for (const figure of document.querySelectorAll("figure.board")) zoomable(figure);
