// The controls of a board's view (map-zoom.mjs): its bar of buttons (zoom, whole board, first view, pan), the
// keyboard (+ and − zoom, arrows pan, 0 the whole board, 1 the first view), mouse drag and wheel (where the bar is
// hidden, a picture drawn whole and readable, the wheel scrolls the page), touch drag and pinch. A drag never counts
// as a click, so choosing a space by clicking still does what its button does. They act through the view's own moves
// (`act`); the view reads back the bar's buttons and level to set them.

const STEP = 1.5;
const DRAG = 5;               // pixels a press must travel before it pans instead of clicking

function button(label, text, go) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.setAttribute("aria-label", label);
  b.title = label;
  b.addEventListener("click", go);
  return b;
}

export function controls(figure, svgOf, act) {
  const { zoomBy, panPixels, panShare, resetView, readableView } = act;
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
  const pans = [["Pan up (↑)", "↑", 0, -0.25], ["Pan left (←)", "←", -0.25, 0],
    ["Pan right (→)", "→", 0.25, 0], ["Pan down (↓)", "↓", 0, 0.25]]
    .map(([label, text, fx, fy]) => button(label, text, () => panShare(fx, fy)));
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
    // a picture that offers no bar (drawn whole and readable) lets the wheel scroll the page; a pinch on a touchpad
    // (a wheel with ctrl) still zooms it, and the bar then comes back
    if (bar.hidden && !event.ctrlKey) return;
    event.preventDefault();
    const step = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    zoomBy(Math.exp(-Math.max(-300, Math.min(300, step)) / 300), event.clientX, event.clientY);
  }, { passive: false });
  figure.addEventListener("keydown", onKey);
  if (!figure.hasAttribute("tabindex")) figure.tabIndex = 0;
  figure.setAttribute("aria-keyshortcuts", "+ - 0 1 ArrowUp ArrowDown ArrowLeft ArrowRight");

  return { bar, zoomIn, out, reset, level, placeBar };
}
