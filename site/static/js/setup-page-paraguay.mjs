// The Paraguay setup page: read ?seed=, ask the engine to draw the setup, fill the setup sheet and the map. Each
// side's private part stays folded away until its button is pressed (one person draws a setup for two, 6.4).
import { seedPage, seedArgs } from "./seed-page.mjs";
import { fillSheet, toggleSlip } from "./sheet-paraguay.mjs";
import { terrainOf } from "./board-view.mjs";

const sheet = document.getElementById("sheet");

for (const button of sheet.querySelectorAll("button.slip-show")) {
  button.addEventListener("click", () => toggleSlip(button, button.getAttribute("aria-expanded") !== "true"));
}

seedPage({
  game: "paraguay",
  fields: ["seed"],
  check: (values) => seedArgs(values.seed),
  fill: (answer, permalink) => fillSheet(sheet, answer, permalink, document.getElementById("board-text")),
  title: (data) => `Paraguay setup · seed ${data.seed}`,
  extra: terrainOf(),          // the map's ground from the page's still pictures (issue 25.11)
});
