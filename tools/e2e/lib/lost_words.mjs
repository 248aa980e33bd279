// Playing The Lost Words by touch in a browser test (tests/lost_words.test.mjs,
// tests/rooms.test.mjs): only through the named items the app publishes.
// The player needs no peek at the engine: the buttons a tapped card offers
// are its legal moves.
import assert from "node:assert/strict";

import { has, items, settle, tap, waitFor } from "./app.mjs";

export const named = (all, prefix) => all.filter((i) => i.name.startsWith(prefix)).map((i) => i.name);

// Scrolls the table (mouse wheel over its upper part) until `found(items)`
// holds: first up, then down, each way until the screen stops moving.
// Returns the items, or null.
export async function reveal(page, found) {
  const canvas = await page.locator("#canvas").boundingBox();
  let all = await items(page);
  if (found(all)) return all;
  const where = (a) => a.map((i) => `${i.name}@${Math.round(i.y)}`).join(" ");
  for (const dy of [-300, 250]) {
    let still = 0;  // wheels that moved nothing (the first may land before the hover)
    for (let i = 0; i < 12 && still < 2; ++i) {
      const before = where(all);
      await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height * 0.3);
      await page.mouse.wheel(0, dy);
      await settle(page);
      all = await items(page);
      if (found(all)) return all;
      still = where(all) === before ? still + 1 : 0;
    }
  }
  return null;
}

export async function tapRevealed(page, name) {
  assert.ok(await reveal(page, (all) => has(all, name)), `"${name}" never scrolled into view`);
  await tap(page, name);
}

// The move buttons the current selection offers (scrolled into view).
export async function offeredMoves(page) {
  const all = await reveal(page, (a) => named(a, "lw/move/").length > 0);
  return all ? named(all, "lw/move/") : [];
}

// Which move of those offered we like best (null: none worth it).
export function pick(moves) {
  for (const prefix of ["lw/move/match ", "lw/move/play Wild-One", "lw/move/play Wall", "lw/move/play Lark",
                        "lw/move/play Acorn", "lw/move/play Conker", "lw/move/play Magpie", "lw/move/play Heron",
                        "lw/move/discard ", "lw/move/conker-reply"]) {
    const m = moves.find((name) => name.startsWith(prefix));
    if (m) return m;
  }
  return null;
}

export const STATUS = ["lw/status/draw", "lw/status/act", "lw/status/discard", "lw/status/reply"];

// One move of ours when the table asks for one; returns the move's name, or
// null when the game is over.
export async function playOnce(page) {
  const all = await waitFor(page, (a) => has(a, "end/rematch") || STATUS.some((s) => has(a, s)) ||
                                         (named(a, "lw/status/").length === 0 && named(a, "lw/hand/").length > 0),
                            "our turn comes", 60_000);
  if (has(all, "end/rematch")) return null;
  const before = (await items(page)).find((i) => i.name.startsWith("lw/status/"));
  if (!before) {
    // The status line is scrolled away: bring the top of the table back.
    await reveal(page, (a) => named(a, "lw/status/").length > 0);
    return "scrolled";
  }

  const status = before.name;
  if (!STATUS.includes(status)) return "scrolled";  // the bot's turn after all
  let move = null;
  if (status === "lw/status/draw") {
    move = "lw/deck";
    await tapRevealed(page, move);
  } else if (status === "lw/status/reply") {
    move = pick(await offeredMoves(page));
    assert.ok(move, "a Conker reply is offered");
    await tapRevealed(page, move);
  } else {
    // Try the cards of the hand until one offers a move we like.
    const hand = named(all, "lw/hand/").sort();
    for (const card of hand) {
      await tap(page, card);
      const choice = pick(await offeredMoves(page));
      if (choice) {
        move = choice;
        break;
      }
      await tap(page, card);  // deselect
    }
    if (!move) {
      const now = await reveal(page, (a) => named(a, "lw/status/").length > 0);
      if (!now || !has(now, "lw/status/act")) return "scrolled";  // the table moved on meanwhile
      assert.equal(status, "lw/status/act", "a card of the hand can be discarded");
      move = "lw/move/end";
    }
    await tapRevealed(page, move);
  }
  await settle(page);  // the move reaches the screen
  const after = await items(page);
  assert.ok(!has(after, "game/refusal"), `a legal move was refused (${move})`);
  return move;
}
