// Playing Word Lift by touch in the browser tests and screenshots: Hint
// fills in the best play (the verdict line then says wl/check/ok), else
// (the advice would pass) we pass; draws alternate between the decks (the other one when a deck is
// empty). No peek at the engine.
import assert from "node:assert/strict";

import { has, items, tap, waitFor } from "./app.mjs";

// Waits until the page has drawn `n` more frames.
export async function frames(page, n) {
  for (let i = 0; i < n; ++i) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
}

const handCount = (all) => all.filter((i) => i.name.startsWith("wl/hand/")).length;

// One action of ours when it is asked for; returns what was done, or "end"
// when the game is over.
export async function playOnce(page, step, review = null) {
  const all = await waitFor(page, (a) => has(a, "end/rematch") || has(a, "wl/summary/continue") ||
                                         has(a, "wl/status/play") || has(a, "wl/status/draw"),
                            "our turn comes", 60_000);
  if (has(all, "end/rematch")) return "end";
  if (has(all, "wl/summary/continue")) {
    if (review) await review(page);
    await tap(page, "wl/summary/continue");
    await waitFor(page, (a) => !has(a, "wl/summary/continue"), "the next round starts");
    return "summary";
  }
  if (has(all, "wl/status/draw")) {
    const before = handCount(all);
    const first = step % 2 === 0 ? "wl/draw/consonant" : "wl/draw/vowel";
    const second = step % 2 === 0 ? "wl/draw/vowel" : "wl/draw/consonant";
    await tap(page, first);
    const drawn = async () => {
      const deadline = Date.now() + 1500;
      while (Date.now() < deadline) {
        const a = await items(page);
        if (handCount(a) !== before || !has(a, "wl/status/draw")) return true;
        await page.waitForTimeout(60);
      }
      return false;
    };
    if (!(await drawn())) {
      await tap(page, second);  // that deck was empty
      assert.ok(await drawn(), "a card is drawn from one deck or the other");
    }
    return "draw";
  }
  await tap(page, "wl/hint");
  // The hint searches a few milliseconds a frame (its button says so, named
  // wl/hint/thinking meanwhile); then its play is in the rows.
  await frames(page, 3);
  await waitFor(page, (a) => !has(a, "wl/hint/thinking"), "the hint's search ends", 30_000);
  const filled = await waitFor(page, (a) => has(a, "wl/check/ok") || has(a, "wl/check/no") || !has(a, "wl/play"),
                               "the hint is given", 30_000);
  if (has(filled, "wl/check/ok")) {
    await waitFor(page, (a) => has(a, "wl/play"), "Play, once the rows are laid out", 5_000);
    await tap(page, "wl/play");
    const after = await waitFor(page, (a) => !has(a, "wl/status/play") || has(a, "game/refusal"), "the word is played");
    assert.ok(!has(after, "game/refusal"), "the hinted play was refused");
    return "play";
  }
  await tap(page, "wl/pass");
  await waitFor(page, (a) => !has(a, "wl/status/play"), "the pass is taken");
  return "pass";
}

