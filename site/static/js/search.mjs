// Offline search (Pagefind's own interface, loaded from this site). A rule number or card id typed in is
// answered first from the list of every game's rules and cards; every result names its game.
const box = document.getElementById("search");
const siteRoot = box.dataset.root;
const lookup = JSON.parse(document.getElementById("lookup").textContent);
const exact = document.getElementById("exact");

function exactHits(query) {
  const q = query.trim().replace(/^#/, "");
  if (!/^(\d+(\.\d+)*|[A-Za-z]\d{1,2})$/.test(q)) return [];
  const want = q.toUpperCase();
  return lookup.filter(([, id]) => id.toUpperCase() === want || (/^\d+$/.test(q) && id === `${q}.0`));
}

function showExact(query) {
  const hits = exactHits(query);
  if (!hits.length) {
    exact.replaceChildren();
    return;
  }
  const list = document.createElement("ul");
  list.className = "exact-hits";
  for (const [game, id, title, page] of hits) {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = `${siteRoot}${page}`;
    a.textContent = `${id} ${title}`;
    const tag = document.createElement("span");
    tag.className = "game-tag";
    tag.textContent = game;
    li.append(tag, " ", a);
    list.append(li);
  }
  const h = document.createElement("h2");
  h.textContent = hits.length === 1 ? "Exact match" : "Exact matches";
  exact.replaceChildren(h, list);
}

// eslint-disable-next-line no-undef
const ui = new PagefindUI({
  element: "#search", bundlePath: box.dataset.bundle, showSubResults: true, showImages: false,
  processResult(result) {
    const game = result.meta.game || "Tablero";
    result.meta.title = `${game} · ${result.meta.title}`;
    return result;
  },
});

// Pagefind counts a query's facets only from the filter lists it has already loaded: a query run before they arrive
// keeps the whole site's counts beside its own total. Load them here (the same module the interface imports) and run
// a query typed meanwhile once more, keeping any filters ticked.
const bundle = new URL(`${box.dataset.bundle}pagefind.js`, document.baseURI).href;
import(bundle).then((pagefind) => pagefind.filters()).then(() => {
  const term = input ? input.value.trim() : "";
  if (!term) return;
  const ticked = {};
  for (const tick of box.querySelectorAll("input.pagefind-ui__filter-checkbox:checked")) {
    (ticked[tick.name] ||= []).push(tick.value);
  }
  ui.triggerFilters(ticked);
}).catch(() => {});      // no index, no filters: the interface itself says so

const input = box.querySelector("input");
if (input) {
  input.setAttribute("aria-label", "Search all games: words, a rule number or a card");
  // the exact match sits right under the box, above the word results (above the box it pushed the box down as
  // one typed: walk 5)
  input.after(exact);
  input.addEventListener("input", () => showExact(input.value));
  // a query in the address (search/?q=ambush, a link from elsewhere) is typed in and run
  const given = (new URL(window.location.href).searchParams.get("q") || "").trim();
  if (given) {
    input.value = given;
    ui.triggerSearch(given);
    showExact(given);
  }
}
