// What a new player needs to follow a game, in the real web build, from
// seeded saved games (tests/ui/e2e_saves.cpp):
// - a bot's move stays on screen for at least the chosen time (Settings:
//   bot moves, normal = 1.1 s), its line over the table while it is held;
// - a refusal does not move anything the player can tap (the rectangles the
//   test hook publishes, before and after);
// - Enter and Backspace work in Word Lift on a desktop keyboard;
// - Undo is offered only where it works.
import { test } from "node:test";
import assert from "node:assert/strict";

import { has, items, settle, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { savedGame, useSite } from "../lib/fixture.mjs";

const site = useSite();
const TEST_TIMEOUT = { timeout: 120_000 };

// Opens the app with a saved game and the given settings, and resumes it.
async function resume(viewport, game, moment, settings) {
  const opened = await site.open(viewport, {
    "settings.json": JSON.stringify({ reduce_motion: true, ...settings }),
    [`save-${game}.json`]: savedGame(game, moment),
  });
  const { page } = opened;
  await waitFor(page, (all) => has(all, `menu/game/${game}`), `the menu offers ${game}`);
  await tap(page, `menu/game/${game}`);
  await waitFor(page, (all) => has(all, "setup/resume"), "the set-up screen offers the saved game");
  await tap(page, "setup/resume");
  await waitFor(page, (all) => !has(all, "setup/resume"), "the saved game opens");
  return opened;
}

test("a bot's move stays on screen at least the chosen time", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await resume(VIEWPORTS.desktop, "lost-for-words", "early", { bot_speed: "normal" });
  try {
    // Our move: discard the first card, then draw from the deck.
    const hand = (await items(page)).filter((i) => i.name.startsWith("lfw/hand/"));
    assert.ok(hand.length > 0, "our hand is on screen");
    await tap(page, hand[0].name);
    await tap(page, /\/[AEIOU]$/.test(hand[0].name) ? "lfw/pile/red" : "lfw/pile/black");
    await waitFor(page, (all) => has(all, "lfw/status/draw"), "the draw half of our turn");
    await tap(page, "lfw/deck");
    // The bot's two moves: each is held, its line over the table meanwhile.
    await waitFor(page, (all) => has(all, "game/last-move"), "the bot's move is shown", 20_000);
    const shown = Date.now();
    await waitFor(page, (all) => !has(all, "game/last-move") && has(all, "lfw/status/act"), "our turn again", 20_000);
    const held = Date.now() - shown;
    assert.ok(held >= 1000, `the bot's moves stayed on screen ${held} ms (at least 1,100 ms each at the normal speed)`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("a refusal does not move anything the player can tap", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await resume(VIEWPORTS.tabletPortrait, "lost-for-words", "early",
                                                   { bot_speed: "fast" });
  try {
    await waitFor(page, (all) => has(all, "lfw/status/act"), "our turn");
    const before = new Map((await items(page)).map((i) => [i.name, i]));
    // Drawing before playing is refused: a tap on the deck now.
    await tap(page, "lfw/deck");
    await waitFor(page, (all) => has(all, "game/refusal"), "the refusal is shown");
    const after = await items(page);
    let compared = 0;
    for (const item of after) {
      const old = before.get(item.name);
      if (!old || item.name.startsWith("game/refusal")) continue;
      assert.deepEqual([item.x, item.y, item.w, item.h], [old.x, old.y, old.w, old.h], `${item.name} moved`);
      ++compared;
    }
    assert.ok(compared > 10, `compared ${compared} items`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("Enter plays and Backspace takes a card back in Word Lift; Undo is offered only where it works",
     TEST_TIMEOUT, async () => {
  const { context, page, problems } = await resume(VIEWPORTS.desktop, "word-lift", "early", { bot_speed: "fast" });
  try {
    let all = await waitFor(page, (a) => has(a, "wl/status/play"), "our turn to play");
    assert.ok(!has(all, "game/undo"), "no Undo before any move of ours in this turn");
    await tap(page, "wl/hint");
    all = await items(page);
    if (!has(all, "wl/check/ok")) return;  // nothing to play in this deal
    const row = () => items(page).then((a) => a.filter((i) => /^wl\/row\/\d\/\d+\//.test(i.name)));
    const cards = await row();
    const last = cards.map((i) => i.name).sort((a, b) => Number(a.split("/")[3]) - Number(b.split("/")[3])).pop();
    await page.keyboard.press("Backspace");
    await settle(page);
    assert.equal((await row()).length, cards.length - 1, "Backspace took the last card back");
    // Typed again, the same letter goes back at the end; Enter plays the word.
    await page.keyboard.type(last.split("/")[4].charAt(0).toLowerCase());
    await settle(page);
    assert.equal((await row()).length, cards.length, "the letter typed went back into the row");
    await page.keyboard.press("Enter");
    all = await waitFor(page, (a) => has(a, "wl/status/draw"), "Enter played the word");
    // Before the draws, the play can be taken back; after a draw, it cannot.
    assert.ok(has(all, "game/undo"), "Undo is offered before the draws");
    await tap(page, "wl/draw/consonant");
    all = await items(page);
    assert.ok(!has(all, "game/undo"), "no Undo once a card was drawn");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
