// The Junta coup setup page: read ?seed=&players=, ask the engine to deal the coup, fill the setup sheet.
import { seedPage, seedArgs } from "./seed-page.mjs";
import { fillSheet } from "./sheet-junta.mjs";

const sheet = document.getElementById("sheet");
const select = document.getElementById("players");
const counts = [...select.options].map((o) => o.value);

function fill(answer, permalink) {
  fillSheet(sheet, answer, permalink, document.getElementById("board-text"));
  document.querySelector("details.board-text").hidden = !answer.svg;
}

function check(values) {
  const seed = seedArgs(values.seed);
  if (seed.error) return seed;
  const text = String(values.players ?? "").trim();
  if (!counts.includes(text)) {
    const [least, most] = [counts[0], counts[counts.length - 1]];
    return { error: `“${text.slice(0, 20)}” is not a number of players: a coup takes ${least} to ${most} `
      + "players." };
  }
  const casualties = String(values.casualties ?? "no");
  if (!["no", "yes"].includes(casualties)) {
    return { error: `“${casualties.slice(0, 20)}” is not a casualties choice: it is yes or no.` };
  }
  const args = { seed: seed.args.seed, players: Number(text) };
  if (casualties === "yes") args.casualties = "yes";
  return { args };
}

seedPage({
  game: "junta",
  fields: ["seed", "players", "casualties"],
  check,
  fill,
  title: (data) => `Junta coup · seed ${data.seed}, ${data.players} players`,
});
