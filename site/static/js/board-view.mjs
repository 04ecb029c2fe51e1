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
