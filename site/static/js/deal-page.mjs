// The Guerilla deal page: read ?seed=&players=, ask the engine for the deal, fill the sheet and its slips.
import { seedPage, seedArgs } from "./seed-page.mjs";
import { fillSheet } from "./sheet-guerilla.mjs";

const sheet = document.getElementById("sheet");
const counts = [...document.getElementById("players").options].map((o) => o.value);

function check(values) {
  const seed = seedArgs(values.seed);
  if (seed.error) return seed;
  const text = String(values.players ?? "").trim();
  if (!counts.includes(text)) {
    return { error: `“${text.slice(0, 20)}” is not a number of players: Guerilla takes ${counts[0]} to ${counts[counts.length - 1]} players.` };
  }
  return { args: { seed: seed.args.seed, players: Number(text) } };
}

seedPage({
  game: "guerilla",
  fields: ["seed", "players"],
  check,
  fill: (answer, permalink) => fillSheet(sheet, answer, permalink),
  title: (data) => `Guerilla deal · seed ${data.seed}, ${data.players} players`,
});
