// Every page: glossary terms (hover, focus or tap shows the definition in place; Escape closes it) and, on long
// reference pages, the in-page filter and one keyboard stop per term per chapter.

const EDGE = 8;       // px kept free between a definition and the side of the window

function place(term) {
  const tip = term.querySelector(".term-def");
  if (!tip) return;
  term.style.setProperty("--tip-x", "0px");
  const box = tip.getBoundingClientRect();
  if (!box.width) return;
  const width = document.documentElement.clientWidth;
  let shift = 0;
  if (box.right > width - EDGE) shift = width - EDGE - box.right;
  if (box.left + shift < EDGE) shift = EDGE - box.left;
  term.style.setProperty("--tip-x", `${Math.round(shift)}px`);
}

function closeAll(except = null) {
  for (const t of document.querySelectorAll("a.term.is-open")) {
    if (t !== except) t.classList.remove("is-open");
  }
}

let lastPointer = "mouse";
document.addEventListener("pointerdown", (event) => { lastPointer = event.pointerType; }, true);

for (const term of document.querySelectorAll("a.term")) {
  term.addEventListener("mouseenter", () => { term.classList.remove("is-closed"); place(term); });
  term.addEventListener("focus", () => { term.classList.remove("is-closed"); place(term); });
  term.addEventListener("mouseleave", () => term.classList.remove("is-closed"));
  term.addEventListener("blur", () => term.classList.remove("is-open"));
  term.addEventListener("click", (event) => {
    // A tap shows the definition in place; a second tap on the open definition goes to the glossary.
    const touch = lastPointer === "touch" || window.matchMedia("(hover: none)").matches;
    if (!touch || term.classList.contains("is-open")) return;
    event.preventDefault();
    closeAll(term);
    term.classList.remove("is-closed");
    term.classList.add("is-open");
    place(term);
  });
}

document.addEventListener("click", (event) => {
  if (!event.target.closest("a.term")) closeAll();
});

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const shown = [...document.querySelectorAll("a.term.is-open, a.term:hover, a.term:focus")];
  if (!shown.length) return;
  for (const t of shown) {
    t.classList.remove("is-open");
    t.classList.add("is-closed");
  }
});

// One keyboard stop per glossary term, rule or card link in each chapter (or card): the other mentions stay
// clickable (and show their definition on hover or tap), but Tab skips them.
for (const group of document.querySelectorAll("[data-term-scope]")) {
  const seen = new Set();
  const scopes = group.querySelectorAll(group.dataset.termScope);
  let current = null;
  for (const scope of scopes) {
    if (!current || scope.matches(group.dataset.termReset || "*")) {
      seen.clear();
      current = scope;
    }
    for (const term of scope.querySelectorAll("a.term, a.ruleref, a.cardref")) {
      const key = term.getAttribute("href");
      if (seen.has(key)) term.tabIndex = -1;
      else seen.add(key);
    }
  }
}

// "Tab also stops on glossary terms": off, the keyboard goes from rule link to rule link (kept for next time).
const termsTab = document.getElementById("terms-tab");
if (termsTab) {
  const terms = [...document.querySelectorAll(".reference-body a.term")];
  const first = new Map(terms.map((t) => [t, t.tabIndex]));
  const set = () => {
    for (const t of terms) t.tabIndex = termsTab.checked ? first.get(t) : -1;
    try { localStorage.setItem("tablero-terms-tab", termsTab.checked ? "on" : "off"); } catch { /* private mode */ }
  };
  try { termsTab.checked = localStorage.getItem("tablero-terms-tab") !== "off"; } catch { /* private mode */ }
  termsTab.addEventListener("change", set);
  set();
}

// The in-page filter of a long reference page: keeps the items whose text (or number) holds every word typed.
const filter = document.getElementById("filter");
if (filter) {
  const items = [...document.querySelectorAll(filter.dataset.items)];
  const count = document.getElementById("filter-count");
  const text = new Map(items.map((el) => {
    const clone = el.cloneNode(true);
    for (const tip of clone.querySelectorAll(".term-def")) tip.remove();
    return [el, `${el.id} ${clone.textContent}`.toLowerCase().replace(/\s+/g, " ")];
  }));
  const tocLinks = [...document.querySelectorAll(".toc a[href^='#']")];
  const apply = () => {
    const words = filter.value.toLowerCase().trim().split(/\s+/).filter(Boolean);
    const number = words.length === 1 && /^\d+(\.\d+)*\.?$/.test(words[0]) ? words[0].replace(/\.$/, "") : null;
    const byId = number && items.some((el) => el.id === number || el.id.startsWith(`${number}.`));
    let shown = 0;
    for (const el of items) {
      // a rule number keeps that rule and the rules under it; anything else keeps the items that mention it
      const keep = byId ? el.id === number || el.id.startsWith(`${number}.`)
        : words.every((w) => text.get(el).includes(w));
      el.hidden = !keep;
      if (keep) shown += 1;
    }
    for (const a of tocLinks) {
      const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
      a.parentElement.hidden = Boolean(target && target.hidden);
    }
    const none = words.length > 0 && shown === 0;
    count.textContent = !words.length ? "" : none
      ? `Nothing here matches “${filter.value.trim()}”: try fewer words, another spelling or a rule number `
        + "(Esc clears the filter)."
      : `${shown} of ${items.length} shown`;
    count.classList.toggle("filter-none", none);
    document.body.dataset.filtered = String(shown);
  };
  filter.addEventListener("input", apply);
  filter.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && filter.value) {
      filter.value = "";
      apply();
    }
  });
  const given = new URL(window.location.href).searchParams.get("filter");
  if (given) {
    filter.value = given;
    apply();
  }
}

// The game's sub-navigation: one row. Its link to this page or this page's section (marked aria-current by the
// page itself, learn/_page.html) is, where the row slides sideways (a phone), brought into view; a fade at either
// edge shows that more lies that way (site.css, data-more).
const subnav = document.querySelector(".subnav");
const row = subnav && subnav.querySelector("ul");
if (row) {
  const mark = row.querySelector("a[aria-current]");
  if (mark) {
    const item = mark.getBoundingClientRect(), box = row.getBoundingClientRect();
    if (item.right > box.right) row.scrollLeft += item.left - box.left - box.width / 3;
  }
  const edges = () => {
    const start = row.scrollLeft > 2, end = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
    subnav.dataset.more = start && end ? "both" : start ? "start" : end ? "end" : "none";
  };
  row.addEventListener("scroll", edges, { passive: true });
  window.addEventListener("resize", edges);
  edges();
}
