// Shared by the stepper and the sandbox: show a board picture, its text version, and log lines with rule links.
export function showBoard(figure, list, answer) {
  if (answer.svg) {
    const caption = figure.querySelector("figcaption");
    figure.innerHTML = answer.svg;
    if (caption) figure.append(caption);
  }
  if (list && answer.spaces) {
    list.replaceChildren(...answer.spaces.map((s) => {
      const li = document.createElement("li");
      li.textContent = s.text;
      return li;
    }));
  }
}

// A game whose map's ground is two still pictures of the site (Paraguay: <meta name="board-ground">, "board-top"):
// what the engine is asked with, so that it draws only what changes over them (issue 25.11); {} for any other game.
export function terrainOf() {
  const [ground, top] = ["board-ground", "board-top"].map((n) => document.querySelector(`meta[name="${n}"]`));
  return ground && top ? { terrain: { ground: ground.content, top: top.content } } : {};
}

// A prebuilt example file of big pictures has one base picture and each board's picture as the pieces that
// differ from it (generator/frames.py): [i, j] copies base pieces i..j-1 (text split before each "<"), a
// string is new text. Every picture is made whole again when it is first read (issue 25.11: a page opens on one
// board, so it does not rebuild the others at load); the answer is then the engine's own.
export function unpackBoards(answer, boards) {
  if (!answer.svg_base) return answer;
  const text = answer.svg_base;
  let base = null;
  for (const b of boards) {
    if (!Array.isArray(b.svg)) continue;
    const pieces = b.svg;
    let whole = null;
    Object.defineProperty(b, "svg", {
      configurable: true,
      enumerable: true,
      get() {
        if (whole === null) {
          base = base || text.split(/(?=<)/);
          whole = pieces.map((p) => (typeof p === "string" ? p : base.slice(p[0], p[1]).join(""))).join("");
        }
        return whole;
      },
      set(v) {
        whole = v;
      },
    });
  }
  delete answer.svg_base;
  return answer;
}

export function ruleLink(rulesUrl, rule) {
  const a = document.createElement("a");
  a.className = "ruleref rule-tag";
  if (/^U\d+$/.test(rule)) {
    a.href = rulesUrl.replace("rules/index.html", `cards/index.html#${rule}`);
  } else {
    a.href = `${rulesUrl}#${rule}`;
  }
  a.textContent = rule;
  return a;
}

export function logItem(rulesUrl, entry) {
  const li = document.createElement("li");
  if (entry.rule) li.append(ruleLink(rulesUrl, entry.rule), " ");
  li.append(entry.text);
  return li;
}
