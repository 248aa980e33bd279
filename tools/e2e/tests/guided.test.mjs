// Word Lift's guided first game with Undo, as a new player tried it (issue
// 27): Undo in the middle of the guide (spell PAID, Play, Undo) gives back the
// same hand with the guide back at PAID; after the guide's end, a play of
// the player's own and Undo go on with no crash, the guide still done; and a
// reload in the middle of the guide comes back to the guided game where it
// was (the set-up screen offers it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { has, items, settle, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { ROOT, useSite } from "../lib/fixture.mjs";

const site = useSite();
const TEST_TIMEOUT = { timeout: 120_000 };
const guide = JSON.parse(readFileSync(path.join(ROOT, "assets/tutorials/word-lift.json"), "utf8"));

const stepName = (k) => `tutorial/step/${k + 1}`;
const hand = async (page) => (await items(page)).filter((i) => i.name.startsWith("wl/hand/")).map((i) => i.name).sort();

// Does what step k asks, by touch, and waits for the next step.
async function follow(page, k) {
  const step = guide.steps[k];
  await waitFor(page, (all) => has(all, stepName(k)), `step ${k + 1} of the guide`, 20_000);
  if (step.next) {
    await tap(page, "tutorial/next");
  } else if (step.taps) {
    for (const name of step.taps) {
      await waitFor(page, (all) => has(all, name), `${name} (step ${k + 1})`);
      await tap(page, name);
    }
  }
  await waitFor(page, (all) => !has(all, stepName(k)), `step ${k + 1} is done`, 20_000);
}

async function crashed(page) {
  return page.evaluate(() => !document.getElementById("message").hidden);
}

test("Word Lift's guided game: Undo mid-guide and after it, and a reload mid-guide", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await site.open(VIEWPORTS.desktop, {
    "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "fast" }),
  });
  try {
    await waitFor(page, (all) => has(all, "menu/game/word-lift"), "the menu offers Word Lift");
    await tap(page, "menu/game/word-lift");
    await waitFor(page, (all) => has(all, "setup/guide"), "the set-up screen offers the guided game");
    await tap(page, "setup/guide");
    await follow(page, 0);  // Welcome: Next
    // Spell PAID, Play, Undo: the same hand, the guide back at PAID.
    await waitFor(page, (all) => has(all, stepName(1)), "the guide asks for PAID");
    const before = await hand(page);
    await follow(page, 1);
    let all = await waitFor(page, (a) => has(a, "game/undo"), "Undo is offered after PAID");
    await tap(page, "game/undo");
    all = await waitFor(page, (a) => has(a, stepName(1)), "the guide is back at PAID");
    assert.deepEqual(await hand(page), before, "the same hand, not a new deal");
    assert.ok(!has(all, "game/refusal"), "no refusal");
    // A reload in the middle of the guide: the set-up screen offers it back.
    await page.reload();
    await waitFor(page, (a) => has(a, "menu/game/word-lift"), "the menu after the reload", 30_000);
    await tap(page, "menu/game/word-lift");
    await waitFor(page, (a) => has(a, "setup/guide/resume"), "the guided game is offered where it was");
    await tap(page, "setup/guide/resume");
    await waitFor(page, (a) => has(a, stepName(1)), "back at PAID after the reload");
    // The whole guide, then a play of our own and Undo.
    for (let k = 1; k < guide.steps.length; ++k) await follow(page, k);
    all = await waitFor(page, (a) => has(a, "tutorial/done") && has(a, "wl/status/play"), "the guide is done; our turn",
                        30_000);
    const mine = await hand(page);
    // Type a word from the hand on the keyboard (MEOW when the deal gives it).
    const letters = mine.map((n) => n.split("/")[3]).join("");
    const word = ["MEOW", "MOW", "ONE", "EON", "MEN", "NOW", "OWN", "SUN", "NUT", "TEN"].find((w) =>
      [...w].every((c) => letters.split(c).length - 1 >= w.split(c).length - 1));
    assert.ok(word, `a word from ${letters}`);
    await page.keyboard.type(word.toLowerCase());
    await settle(page);
    await page.keyboard.press("Enter");
    await waitFor(page, (a) => has(a, "wl/status/draw"), `${word} was played`);
    await waitFor(page, (a) => has(a, "game/undo"), "Undo is offered after our play");
    await tap(page, "game/undo");
    all = await waitFor(page, (a) => has(a, "wl/status/play"), "our play is taken back");
    await settle(page, 10);
    assert.ok(!(await crashed(page)), "the game did not stop");
    assert.deepEqual(await hand(page), mine, "the hand as it was before the play");
    assert.ok(has(await items(page), "tutorial/done"), "the guide is still done");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
