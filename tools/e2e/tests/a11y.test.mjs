// Every game by keyboard and the accessibility tree alone (issues 31 and
// 40, docs/accessibility.md): each game is opened from the menu and played
// to its end screen through the page's mirror (shell/mirror.js), reached
// from the page's first Tab and moved in with the arrow keys, finding
// everything by role and name (getByRole) and pressing it with Enter
// (lib/keys.mjs); never a canvas coordinate, never a test hook, never an
// element focused from the script. axe-core checks every screen it passes. The turn-based games start
// from a saved game near its end (tests/ui/e2e_saves.cpp), so that a file
// stays within its two minutes; after every move the keyboard's focus is
// still in the mirror (never lost to the page's body). Every screen of the
// menu by keyboard, the privacy screen and a guided game:
// keyboard.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { ROOT, SHOTS, savedGame, useSite } from "../lib/fixture.mjs";
import { activate, axeViolations, focusInMirror, reach, typeInto } from "../lib/keys.mjs";

const site = useSite();

const GAMES = [
  ["lost-words", "The Lost Words"],
  ["lost-for-words", "Lost for Words"],
  ["word-lift", "Word Lift"],
  ["lost-board-game", "Lost: The Board Game"],
];


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
      await activate(page, card);
      // Its set-up screen: a heading by the game's name, and Resume.
      await mirror.getByRole("heading", { level: 1, name: title }).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), "the focus moved to the new screen");
      await activate(page, mirror.getByRole("button", { name: "Resume", exact: true }));
      const moves = mirror.getByRole("group", { name: "Your move" });
      const over = mirror.getByRole("heading", { name: /^Game over/ });
      let pressed = 0;
      for (let step = 0; step < 400; ++step) {
        // Our move, or the end.
        try {
          await Promise.race([moves.getByRole("button").first().waitFor({ state: "attached", timeout: 30_000 }),
                              over.waitFor({ state: "attached", timeout: 30_000 })]);
        } catch (e) {
          const text = await page.evaluate(() => document.getElementById("mirror").innerText);
          assert.fail(`neither a move nor the end after ${pressed} moves; the mirror says:\n${text}`);
        }
        if (await over.count()) break;
        // The buttons as they are now. A bot's move or the end of a held
        // step may redraw the group between our look and our keys (a person
        // then looks again): a button gone before Enter is looked for anew.
        const count = await moves.getByRole("button").count();
        if (count === 0) continue;
        const button = moves.getByRole("button").nth(pressed % 2 === 0 ? 0 : Math.min(1, count - 1));
        const before = await page.evaluate(() => window.lostfound.mirror.json);
        let name;
        try {
          name = await button.textContent({ timeout: 2_000 });
          await activate(page, button, { timeout: 5_000 });
        } catch (e) {
          if (e.name === "TimeoutError" && (await button.count()) === 0) continue;
          throw e;
        }
        ++pressed;
        // The move is made: the mirror changes.
        await page.waitForFunction((b) => window.lostfound.mirror.json !== b, before, { timeout: 15_000 });
        assert.ok(await focusInMirror(page), `the focus stays in the mirror after "${name}"`);
        if (pressed === 1) {
          await page.screenshot({ path: path.join(SHOTS, `a11y-${game}-table.png`) });
          assert.deepEqual(await axeViolations(page), [], `axe-core on ${title}'s table`);
        }
      }
      await over.waitFor({ state: "attached" });
      assert.ok(pressed > 0, "at least one move was made by keyboard");
      await mirror.getByRole("button", { name: "Rematch" }).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), "the focus is in the mirror on the end screen: " +
                await page.evaluate(() => document.activeElement.outerHTML.slice(0, 200)));
      await page.screenshot({ path: path.join(SHOTS, `a11y-${game}-end.png`) });
      assert.deepEqual(await axeViolations(page), [], `axe-core on ${title}'s end screen`);
      assert.deepEqual(problems, []);
      console.log(`${title}: ${pressed} moves by keyboard to the end screen in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });
}

// Finders Keepers by keyboard: from the menu to a word claimed. The table's
// face-up cards are read from the mirror's "On the table" part, as a screen
// reader user hears them; the words they might spell come from the native
// CLI's anagrams (a player's own eyes), and each is typed into "Type a word
// to play" until the mirror offers its claim (the mirror never lists the
// words). The claim then shows in "The last claim". (A whole game takes
// minutes of real time: tests/ui/mirror_test.cpp plays it to the end.)
test("Finders Keepers: from the menu to a word claimed, by keyboard and roles alone", { timeout: 110_000 }, async () => {
  const cli = path.join(ROOT, "build/native/src/cli/lostfound-cli");
  assert.ok(existsSync(cli), `the native CLI (${cli}) finds the words a player would see`);
  const { context, page, problems } = await site.open({ ...VIEWPORTS.desktop },
                                                       { "settings.json": JSON.stringify({ reduce_motion: true }) });
  try {
    const mirror = page.getByRole("main", { name: "Lost & Found" });
    await activate(page, mirror.getByRole("button", { name: "Finders Keepers", exact: true }));
    await mirror.getByRole("heading", { level: 1, name: "Finders Keepers" }).waitFor({ state: "attached" });
    const noGuide = mirror.getByRole("button", { name: "No thanks" });
    if (await noGuide.count()) await activate(page, noGuide);
    await activate(page, mirror.getByRole("button", { name: "Start", exact: true }));
    const field = mirror.getByLabel("Type a word to play");
    let claimed = "";
    const tried = new Set();
    for (let attempt = 0; attempt < 40 && !claimed; ++attempt) {
      await page.waitForTimeout(1500);
      if (!(await field.count())) continue;
      // "11 cards face up, in the order dealt:" then "CH, TR, ED, …".
      const text = await page.evaluate(() => document.getElementById("mirror").innerText);
      const line = text.split("\n").find((l) => /^[A-Z?]+(, [A-Z?]+)+\.?$/.test(l.trim()));
      if (!line) continue;
      const letters = line.replace(/[^A-Z]/g, "");
      const words = execFileSync(cli, ["dict", "anagrams", letters.slice(0, 12)], { encoding: "utf8" })
        .split("\n").map((w) => w.trim().toUpperCase()).filter((w) => w.length >= 3 && w.length <= 6 && !tried.has(w));
      for (const word of words.slice(0, 12)) {
        tried.add(word);
        await typeInto(page, field, word);
        const claim = mirror.getByRole("button", { name: new RegExp(`^Claim ${word} with `) });
        try {
          await claim.first().waitFor({ state: "attached", timeout: 400 });
        } catch (e) {
          continue;
        }
        const shout = mirror.getByRole("button", { name: /^Shout/ });
        if (await shout.count()) {
          await activate(page, shout);
          await page.waitForTimeout(200);
          await typeInto(page, field, word);
          await claim.first().waitFor({ state: "attached", timeout: 2000 });
        }
        // The claim is ours, or a bot called first (the game shows a new
        // last claim, or refuses ours): then look at the table again.
        const claimLines = () => page.evaluate(() => document.getElementById("mirror").innerText.split("\n")
          .filter((l) => / takes? \d+ cards? with |claims? |a claim is being made/.test(l)).join("\n"));
        const earlier = await claimLines();
        await activate(page, claim.first());
        const outcome = await page.waitForFunction(([w, earlier]) => {
          const lines = document.getElementById("mirror").innerText.split("\n")
            .filter((l) => / takes? \d+ cards? with |claims? |a claim is being made/.test(l));
          if (lines.some((l) => new RegExp(`You take \\d+ cards? with ${w}`).test(l))) return "taken";
          return lines.join("\n") !== earlier ? "lost" : false;
        }, [word, earlier], { timeout: 10_000 }).then((h) => h.jsonValue(), async () => {
          console.log(`claiming ${word} changed nothing in 10 s; the mirror says:\n` +
                      await page.evaluate(() => document.getElementById("mirror").innerText));
          return "nothing";
        });
        if (outcome === "taken") claimed = word;
        break;
      }
    }
    assert.ok(claimed, `a word was found and claimed (tried ${[...tried].join(", ")})`);
    assert.ok(await focusInMirror(page), "the focus stays in the mirror after the claim");
    await page.screenshot({ path: path.join(SHOTS, "a11y-word-shout-claim.png") });
    assert.deepEqual(await axeViolations(page), [], "axe-core on Finders Keepers' table");
    assert.deepEqual(problems, []);
    console.log(`Finders Keepers: claimed ${claimed} by keyboard after trying ${tried.size} words`);
  } finally {
    await context.close();
  }
});

// Finders Keepers to its end screen by keyboard, from a saved game near its
// end (the last round, a few cards left in the deck: tests/ui/e2e_saves.cpp).
test("Finders Keepers: from the menu to the end screen by keyboard and roles alone", { timeout: 110_000 }, async () => {
  const started = Date.now();
  const { context, page, problems } = await site.open({ ...VIEWPORTS.desktop }, {
    "settings.json": JSON.stringify({ reduce_motion: true }),
    "save-word-shout.json": savedGame("word-shout", "end"),
  });
  try {
    const mirror = page.getByRole("main", { name: "Lost & Found" });
    await activate(page, mirror.getByRole("button", { name: "Finders Keepers", exact: true }));
    await mirror.getByRole("heading", { level: 1, name: "Finders Keepers" }).waitFor({ state: "attached" });
    await activate(page, mirror.getByRole("button", { name: "Resume", exact: true }));
    await mirror.getByRole("heading", { name: "On the table" }).waitFor({ state: "attached" });
    // The word field is there to type into while the last cards come.
    await reach(page, mirror.getByLabel("Type a word to play"));
    const over = mirror.getByRole("heading", { name: /^Game over/ });
    await over.waitFor({ state: "attached", timeout: 90_000 });
    await mirror.getByRole("button", { name: "Rematch" }).waitFor({ state: "attached" });
    assert.ok(await focusInMirror(page), "the focus is in the mirror on the end screen");
    await page.screenshot({ path: path.join(SHOTS, "a11y-word-shout-end.png") });
    assert.deepEqual(await axeViolations(page), [], "axe-core on Finders Keepers' end screen");
    assert.deepEqual(problems, []);
    console.log(`Finders Keepers: the end screen by keyboard in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await context.close();
  }
});
