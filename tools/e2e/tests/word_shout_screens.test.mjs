// Finders Keepers' table in motion, looked at (issues 39 and 40):
// screenshots at phone, tablet and desktop sizes of a card in flight from
// the deck, a bot's claim (its cards ringed, the word above them), its cards
// flying to the bot's pile, the table after the claim (closed up), and the
// end screen (its chart in the players' colours, labels apart). One game,
// the page resized between sizes; the end screen from a saved game's last
// round (tests/ui/e2e_saves.cpp). What moves, frame by frame, is
// word_shout_motion.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, savedGame, useSite } from "../lib/fixture.mjs";

const site = useSite();
const SIZES = [["phone", { width: 390, height: 844 }], ["tablet", { width: 1180, height: 820 }],
               ["desktop", { width: 1440, height: 900 }]];
const moving = (a) => a.some((i) => /^ws\/(ring|fly|slide|took)\//.test(i.name));

test("screenshots: a card in flight, a claim, the table after a claim, the end screen (phone, tablet, desktop)",
     { timeout: 115_000 }, async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.phone, deviceScaleFactor: 1 }, {
    "settings.json": JSON.stringify({ bot_speed: "slow", table_switches: { "word-shout/guide-offered": true } }),
  });
  try {
    await waitFor(page, (all) => has(all, "menu/game/word-shout"), "the menu offers Finders Keepers");
    await tap(page, "menu/game/word-shout");
    await waitFor(page, (all) => has(all, "setup/start"), "the set-up screen");
    await tap(page, "setup/seats/up");
    await tap(page, "setup/start");
    await waitFor(page, (all) => has(all, "ws/shout/0"), "the table with our Shout button");
    for (const [label, size] of SIZES) {
      await page.setViewportSize(size);
      await waitFor(page, (a) => a.some((i) => i.name.startsWith("ws/fly/deal/")), `a card dealt, in the air (${label})`,
                    15_000);
      await page.screenshot({ path: path.join(SHOTS, `web-ws-flight-${label}.png`) });
      await waitFor(page, (a) => a.some((i) => i.name.startsWith("ws/ring/")), `a bot's claim (${label})`, 40_000);
      await page.screenshot({ path: path.join(SHOTS, `web-ws-claim-${label}.png`) });
      // (A screenshot of a big page can outlast a flight: then the next claim's.)
      await waitFor(page, (a) => a.some((i) => i.name.startsWith("ws/fly/take/")), `its cards flying (${label})`, 40_000);
      await page.screenshot({ path: path.join(SHOTS, `web-ws-taken-${label}.png`) });
      await waitFor(page, (a) => !moving(a), `the table after the claim (${label})`, 15_000);
      await page.screenshot({ path: path.join(SHOTS, `web-ws-after-claim-${label}.png`) });
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  const end = await site.open({ ...VIEWPORTS.phone, deviceScaleFactor: 1 }, {
    "settings.json": JSON.stringify({ reduce_motion: true }),
    "save-word-shout.json": savedGame("word-shout", "end"),
  });
  try {
    const { page } = end;
    await waitFor(page, (all) => has(all, "menu/game/word-shout"), "the menu offers Finders Keepers");
    await tap(page, "menu/game/word-shout");
    await waitFor(page, (all) => has(all, "setup/resume"), "the set-up screen offers the saved game");
    await tap(page, "setup/resume");
    await waitFor(page, (all) => has(all, "end/rematch"), "the end screen, once the last round is over", 60_000);
    for (const [label, size] of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(SHOTS, `web-ws-end-${label}.png`) });
    }
    assert.deepEqual(end.problems, []);
  } finally {
    await end.context.close();
  }
});
