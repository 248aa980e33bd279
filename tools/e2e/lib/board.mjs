// Playing Lost: The Board Game by touch in the browser tests, as the
// headless UI tests take their decisions (tests/ui/lost_board_game_ui_test.cpp).
import assert from "node:assert/strict";

import { has, items, tap as tapItem, waitFor } from "./app.mjs";

// The person is asked something (or the game is over).
export const ourTurn = (a) => has(a, "lbg/status/act") || has(a, "game/ready") || has(a, "end/rematch");

// The Round the status line shows (0 before Round 1).
export const roundOf = (a) => Number(a.find((i) => i.name.startsWith("lbg/round/"))?.name.slice("lbg/round/".length) ?? 0);

// One decision of ours, as the headless test takes them: pass or done when
// offered, else a move of a Character (chosen first), else the first choice.
// Waits up to `timeout` ms for the table to ask.
export async function decide(page, timeout = 60_000) {
  const all = await waitFor(page, ourTurn, "our turn comes", timeout);
  // A reaction the table passed by itself meanwhile (the panel's "until my
  // turn") takes its buttons away between our look and our tap: look again.
  const tap = async (page, name) => {
    try {
      await tapItem(page, name);
    } catch (err) {
      if (has(await items(page), name)) throw err;
    }
  };
  if (has(all, "end/rematch")) return "end";
  const moves = all.map((i) => i.name).filter((n) => n.startsWith("lbg/m/")).sort();
  for (const name of ["lbg/m/pass", "lbg/m/done"]) {
    if (moves.includes(name)) {
      await tap(page, name);
      return name;
    }
  }
  const step1 = moves.find((n) => n.startsWith("lbg/m/move "));
  if (step1) {
    await tap(page, step1);
    return step1;
  }
  const chars = all.map((i) => i.name).filter((n) => n.startsWith("lbg/sel/")).sort();
  if (chars.length > 0) {
    await tap(page, chars[0]);
    return chars[0];
  }
  const other = moves.find((n) => n !== "lbg/m/resign" && n !== "lbg/m/propose share");
  assert.ok(other, `a choice on screen: ${all.map((i) => i.name).join(", ")}`);
  await tap(page, other);
  return other;
}

