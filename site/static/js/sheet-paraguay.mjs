// Paraguay's setup sheet filled from the engine's answer: used by the setup page and by the packet page. The
// phrases come from the page (#sheet-words, the same words the template uses); rows from #place-row-template.
import { showBoard } from "./board-view.mjs";
import { setRuled } from "./sheet-parts.mjs";

const words = JSON.parse(document.getElementById("sheet-words").textContent);

function unitText(u) {
  const kind = words.types[u.type] || u.type.replaceAll("_", " ");
  return `${words.nations[u.nation] || u.nation} ${kind} ${u.name}`;
}

const TURNS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];

function label(where) {
  if (where.startsWith("track-")) return `Turn Record Track, Turn ${where.slice(6)} (3.2)`;
  return /^\d+$/.test(where) ? where : (words.where[where] || where);
}

// One side's units (a private part's) grouped: [[where, label, [unit words]]], hexes first in id order, then the
// boxes and the track turn by turn (as site.py's placements groups them)
export function placements(units) {
  const groups = new Map();
  for (const u of units) {
    const where = u.where === "track" && u.entry ? `track-${u.entry}` : u.where;
    if (!groups.has(where)) groups.set(where, []);
    groups.get(where).push(unitText(u));
  }
  const rows = [...groups].map(([where, list]) => [where, label(where), list.sort()]);
  const turn = (where) => String(TURNS.indexOf(where.replace("track-", "")) + 1).padStart(2, "0");
  const key = (r) => `${/^\d+$/.test(r[0]) ? 0 : 1}${turn(r[0])}${r[0]}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function fromTemplate(id) {
  return document.getElementById(id).content.firstElementChild.cloneNode(true);
}

function row([where, label, units]) {
  const tr = fromTemplate("place-row-template");
  tr.dataset.where = where;
  setRuled(tr.querySelector('[data-f="where"]'), label);
  tr.querySelector('[data-f="count"]').textContent = String(units.length);
  tr.querySelector('[data-f="units"]').textContent = units.join("; ");
  return tr;
}

// The open part (6.4): a side's stacks by hex with the top unit and size (site.py open_rows)
function stackRows(open, side) {
  return open.hexes[side].map((r) => {
    const tr = fromTemplate("stack-row-template");
    tr.dataset.where = r.hex;
    tr.querySelector('[data-f="where"]').textContent = r.hex;
    tr.querySelector('[data-f="count"]').textContent = String(r.count);
    tr.querySelector('[data-f="top"]').textContent = unitText(r.top);
    return tr;
  });
}

// ... and the boxes off the map as counts, both sides in one table (site.py open_boxes)
function boxRows(open) {
  const names = [...new Set(Object.keys(words.sides).flatMap((side) => Object.keys(open.boxes[side])))].sort();
  return names.map((box) => {
    const tr = fromTemplate("box-row-template");
    tr.dataset.where = box;
    tr.querySelector('[data-f="where"]').textContent = label(box);
    for (const side of Object.keys(words.sides)) {
      tr.querySelector(`[data-f="${side}"]`).textContent = String(open.boxes[side][box] || 0);
    }
    return tr;
  });
}

function trackRow([turn, count]) {
  const tr = fromTemplate("track-row-template");
  tr.dataset.turn = turn;
  tr.querySelector('[data-f="turn"]').textContent = turn;
  tr.querySelector('[data-f="count"]').textContent = String(count);
  return tr;
}

// The map printed light: Chromium prints the map's SVG (hundreds of patterned hexes) as a PDF of 150 MB or
// more, and fails outright for a packet of several tables. So a picture of the drawn map (JPEG, about 200 dpi
// across the page's width) stands in for the SVG on paper; the screen keeps the SVG. If drawing the picture
// fails, the SVG prints as before.
const PRINT_WIDTH = 1600;

// A picture drawn from a blob loads nothing from outside it: the map's ground, two still pictures of the site on a
// page that has them (<image class="terrain ...">, issue 25.11), goes inside it as their drawings, which are in the
// map's own units from its top left corner.
async function withGround(xml, svg) {
  const images = [...svg.querySelectorAll("image.terrain")];
  const parts = await Promise.all(images.map(async (img) => {
    const got = await fetch(new URL(img.getAttribute("href"), document.baseURI));
    if (!got.ok) throw new Error(`the map's ground: ${got.status}`);
    return (await got.text()).replace(/^[\s\S]*?<svg\b[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  }));
  let i = 0;
  const image = /<image\b[^>]*\bclass="terrain[^"]*"[^>]*?\/?>(<\/image>)?/g;
  return images.length ? xml.replace(image, () => `<g>${parts[i++]}</g>`) : xml;
}

export async function printPicture(figure) {
  const svg = figure.querySelector("svg");
  if (!svg) return;
  figure.querySelector("img.print-map")?.remove();
  figure.classList.remove("has-print-map");
  let url = null;
  try {
    // the whole map, whatever part of it the zoom shows on screen (map-zoom.mjs keeps the whole in data-full-box)
    const whole = svg.cloneNode(true);
    if (svg.dataset.fullBox) whole.setAttribute("viewBox", svg.dataset.fullBox);
    whole.removeAttribute("style");
    const xml = await withGround(new XMLSerializer().serializeToString(whole), svg);
    url = URL.createObjectURL(new Blob([xml], { type: "image/svg+xml" }));
    const img = new Image();
    img.src = url;
    await img.decode();
    const box = whole.viewBox && whole.viewBox.baseVal && whole.viewBox.baseVal.width ? whole.viewBox.baseVal
      : { width: img.naturalWidth, height: img.naturalHeight };
    const canvas = document.createElement("canvas");
    canvas.width = PRINT_WIDTH;
    canvas.height = Math.round(PRINT_WIDTH * box.height / box.width);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise((done) => canvas.toBlob(done, "image/jpeg", 0.88));
    if (!blob || !figure.contains(svg)) return;
    const pic = document.createElement("img");
    pic.className = "print-map";
    pic.alt = svg.getAttribute("aria-label") || "The map at the start";
    pic.src = URL.createObjectURL(blob);
    await pic.decode();
    svg.after(pic);
    figure.classList.add("has-print-map");
  } catch (err) {
    // the SVG prints instead
  } finally {
    if (url) URL.revokeObjectURL(url);
  }
}

// Drawing a picture holds the main thread for a few hundred milliseconds, and nobody prints in a page's first
// seconds: the pictures wait until the page has been quiet for a while (or until the reader goes for a Print
// button), then are drawn one map at a time in idle moments, so opening a page (a packet has up to 64 maps)
// never waits on them. A print started before they are ready prints the SVG, as before.
const QUIET_MS = 6000;
const queue = [];
let started = false;
let drawing = false;

function whenIdle(fn) {
  if (window.requestIdleCallback) window.requestIdleCallback(fn, { timeout: 1500 });
  else setTimeout(fn, 50);
}

function drawNext() {
  if (drawing || !queue.length) return;
  const { figure, done } = queue.shift();
  drawing = true;
  printPicture(figure).finally(() => {
    done();
    drawing = false;
    whenIdle(drawNext);
  });
}

function startDrawing() {
  if (started) return;
  started = true;
  whenIdle(drawNext);
}

setTimeout(() => whenIdle(startDrawing), QUIET_MS);
window.addEventListener("beforeprint", startDrawing);
for (const kind of ["pointerover", "focusin"]) {
  document.addEventListener(kind, (event) => {
    if (event.target.closest && event.target.closest("#print")) startDrawing();
  }, { passive: true });
}

export function schedulePrintPicture(figure, done) {
  queue.push({ figure, done });
  if (started) whenIdle(drawNext);
}

// A private part's button: shows or folds away that side's own placements on the screen (paper prints them all).
export function toggleSlip(button, show) {
  const slip = button.closest(".pg-slip");
  slip.classList.toggle("shown", show);
  button.setAttribute("aria-expanded", String(show));
  button.textContent = words[show ? "hide" : "show"][button.dataset.side];
}

// sheet: the sheet element; answer: {sheet, svg, spaces}; link: the permalink (or page path) to print.
export function fillSheet(sheet, answer, link, list) {
  const data = answer.sheet;
  for (const side of Object.keys(words.sides)) {
    sheet.querySelector(`[data-list="open-${side}"]`).replaceChildren(...stackRows(data.open, side));
    // a sheet with its private parts (the setup page): each side's own units, folded away until asked for
    const own = sheet.querySelector(`.pg-slip[data-side="${side}"]`);
    if (own) {
      own.querySelector(`[data-list="${side}"]`)
        .replaceChildren(...placements(data.units.filter((u) => u.side === side)).map(row));
      toggleSlip(own.querySelector("button.slip-show"), false);
    }
  }
  sheet.querySelector('[data-list="boxes"]').replaceChildren(...boxRows(data.open));
  sheet.querySelector('[data-list="track"]').replaceChildren(...data.open.track.map(trackRow));
  const set = (name, text) => {
    const el = sheet.querySelector(`[data-field="${name}"]`);
    if (el) el.textContent = text;
  };
  set("seed", String(data.seed));
  set("seed2", String(data.seed));
  set("seed3", String(data.seed));      // the organiser's line (a sheet with its private parts)
  set("seed4", String(data.seed));
  set("fingerprint", data.fingerprint);
  setRuled(sheet.querySelector('[data-field="matto"]'), words.matto[data.matto_grosso ? "yes" : "no"]);
  set("permalink", link);
  set("permalink2", link);
  set("link-label", link.includes("://") ? "Permalink" : "Page");
  const diagram = sheet.querySelector(".setup-diagram");
  if (answer.svg) {
    showBoard(diagram.querySelector(".board"), list || null, answer);
    diagram.hidden = false;
    sheet.dataset.printMap = "pending";
    schedulePrintPicture(diagram.querySelector(".board"), () => { sheet.dataset.printMap = "ready"; });
  } else {
    diagram.hidden = true;
  }
  sheet.dataset.seed = String(data.seed);
  sheet.dataset.fingerprint = data.fingerprint;
  sheet.hidden = false;
}

// One side's private slip in a packet: that side's units only (engine private_slips), by hex, box and turn.
export function fillSlip(body, slip) {        // (the slip's label names the player and the table)
  const tableEl = body.querySelector("table.placements");
  tableEl.dataset.side = slip.seat;
  const rules = slip.seat === "allied" ? "3.2, 3.3" : "3.4";
  setRuled(tableEl.querySelector("caption"), `${slip.name}: every unit and where it starts (${rules})`);
  tableEl.querySelector('[data-f="side-head"]').textContent = `Counters (${slip.name} only)`;
  const tbody = tableEl.querySelector("tbody");
  tbody.dataset.list = slip.seat;
  tbody.replaceChildren(...placements(slip.units).map(row));
}
