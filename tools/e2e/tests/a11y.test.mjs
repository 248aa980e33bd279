// Every game by keyboard and the accessibility tree alone (issue 31,
// docs/accessibility.md): each game is opened from the menu and played to its
// end screen through the page's mirror (shell/mirror.js), finding everything
// by role and name (getByRole) and pressing it with the keyboard (Enter);
// never a canvas coordinate, never a test hook. The turn-based games start
// from a saved game near its end (tests/ui/e2e_saves.cpp), so that a file
// stays within its two minutes; after every move the keyboard's focus is
// still in the mirror (never lost to the page's body).
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, savedGame, useSite } from "../lib/fixture.mjs";

const site = useSite();

const GAMES = [
  ["lost-words", "The Lost Words"],
  ["lost-for-words", "Lost for Words"],
  ["word-lift", "Word Lift"],
  ["lost-board-game", "Lost: The Board Game"],
];

async function focusInMirror(page) {
  return page.evaluate(() => document.getElementById("mirror").contains(document.activeElement));
}

// Opens the app with a game's saved game near its end (and the bots fast).
async function openNearEnd(game) {
  return site.open({ ...VIEWPORTS.desktop }, {
    "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "fast" }),
    [`save-${game}.json`]: savedGame(game, "end"),
  });
}

for (const [game, title] of GAMES) {
  test(`${title}: from the menu to the end screen by keyboard and roles alone`, { timeout: 110_000 }, async () => {
    const started = Date.now();
    const { context, page, problems } = await openNearEnd(game);
    try {
      const mirror = page.getByRole("main", { name: "Lost & Found" });
      // The menu: the game's card is a button named by the game.
      const card = mirror.getByRole("button", { name: title, exact: true });
      await card.waitFor({ state: "attached" });
      await card.press("Enter");
      // Its set-up screen: a heading by the game's name, and Resume.
      await mirror.getByRole("heading", { level: 1, name: title }).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), "the focus moved to the new screen");
      await mirror.getByRole("button", { name: "Resume", exact: true }).press("Enter");
      const moves = mirror.getByRole("group", { name: "Your move" });
      const over = mirror.getByRole("heading", { name: /^Game over/ });
      let pressed = 0;
      for (let step = 0; step < 400; ++step) {
        // Our move, or the end.
        await Promise.race([moves.getByRole("button").first().waitFor({ state: "attached", timeout: 60_000 }),
                            over.waitFor({ state: "attached", timeout: 60_000 })]);
        if (await over.count()) break;
        const button = moves.getByRole("button").nth(pressed % 2 === 0 ? 0 : Math.min(1, await moves.getByRole("button").count() - 1));
        const name = await button.textContent();
        const before = await page.evaluate(() => window.lostfound.mirror.json);
        await button.press("Enter");
        ++pressed;
        // The move is made: the mirror changes.
        await page.waitForFunction((b) => window.lostfound.mirror.json !== b, before, { timeout: 15_000 });
        assert.ok(await focusInMirror(page), `the focus stays in the mirror after "${name}"`);
        if (pressed === 1) await page.screenshot({ path: path.join(SHOTS, `a11y-${game}-table.png`) });
      }
      await over.waitFor({ state: "attached" });
      assert.ok(pressed > 0, "at least one move was made by keyboard");
      await mirror.getByRole("button", { name: "Rematch" }).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), "the focus is in the mirror on the end screen");
      await page.screenshot({ path: path.join(SHOTS, `a11y-${game}-end.png`) });
      assert.deepEqual(problems, []);
      console.log(`${title}: ${pressed} moves by keyboard to the end screen in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });
}
