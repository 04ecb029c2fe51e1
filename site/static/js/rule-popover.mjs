// Rules in place (issue 25.5): a rule number on a button, a log line, the prompt or a "why not" opens that rule's
// text from the built rules reference in a dialog over the game, never leaving it. A click with a modifier key
// (or a middle click) still opens the reference in a new tab as a plain link does.
let pages = new Map();          // rules page URL -> Promise of its parsed document

function load(url) {
  if (!pages.has(url)) {
    pages.set(url, fetch(url).then((r) => {
      if (!r.ok) throw new Error(`the rules reference answered ${r.status}`);
      return r.text();
    }).then((text) => new DOMParser().parseFromString(text, "text/html")).catch((err) => {
      pages.delete(url);
      throw err;
    }));
  }
  return pages.get(url);
}

function dialogBox() {
  let box = document.getElementById("rule-popover");
  if (box) return box;
  box = document.createElement("dialog");
  box.id = "rule-popover";
  box.className = "rule-popover";
  box.setAttribute("aria-labelledby", "rule-popover-h");
  // Close and the link at the top, held there while a long rule scrolls under them (issue 27's table walk: on a phone
  // Close was only at the rule's foot)
  box.innerHTML = '<p class="rule-popover-foot rule-popover-bar">'
    + '<a class="rule-popover-full" target="_blank" rel="noopener">Open in the rules reference</a> '
    + '<button type="button" class="rule-popover-close">Close</button></p><div class="rule-popover-body"></div>';
  box.querySelector(".rule-popover-close").addEventListener("click", () => box.close());
  box.addEventListener("click", (event) => { if (event.target === box) box.close(); });     // a click outside
  document.body.append(box);
  return box;
}

async function show(link) {
  const url = new URL(link.href, document.baseURI);
  const rule = decodeURIComponent(url.hash.slice(1));
  const page = url.href.split("#")[0];
  const box = dialogBox();
  const body = box.querySelector(".rule-popover-body");
  box.querySelector(".rule-popover-full").href = url.href;
  body.replaceChildren(`Rule ${rule}…`);
  if (!box.open) box.showModal();
  try {
    const doc = await load(page);
    const section = doc.getElementById(rule);
    if (!section) {
      body.replaceChildren(`Rule ${rule} is not in the rules reference.`);
      return;
    }
    const copy = document.importNode(section, true);
    for (const a of copy.querySelectorAll(".copy-link")) a.remove();
    for (const el of copy.querySelectorAll("[id]")) el.removeAttribute("id");
    for (const a of copy.querySelectorAll("a[href]")) a.href = new URL(a.getAttribute("href"), page).href;
    const heading = copy.querySelector("h2, h3, h4, h5");
    if (heading) heading.id = "rule-popover-h";
    body.replaceChildren(...copy.childNodes);
  } catch (err) {
    body.replaceChildren(`The rules reference could not be read here (${err.message}): use the link below.`);
  }
}

// Rule links inside ``scope`` whose address is the rules page (``rulesUrl``) open in the dialog.
export function rulesInPlace(scope, rulesUrl) {
  const rulesPage = new URL(rulesUrl, document.baseURI).href.split("#")[0];
  scope.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a.ruleref");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (new URL(link.href, document.baseURI).href.split("#")[0] !== rulesPage) return;      // a card's page: as is
    event.preventDefault();
    show(link);
  });
}
