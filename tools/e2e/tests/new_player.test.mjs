// What a new player needs to follow a game, in the real web build, from
// seeded saved games (tests/ui/e2e_saves.cpp):
// - a bot's move stays on screen for at least the chosen time (Settings:
//   bot moves, normal = 1.1 s), its line over the table while it is held;
// - a refusal does not move anything the player can tap (the rectangles the
//   test hook publishes, before and after);
// - Enter and Backspace work in Word Lift on a desktop keyboard;
// - Undo is offered only where it works (after a play, not after a draw).
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
    const now = await waitFor(page, (all) => has(all, "lfw/status/act") || has(all, "lfw/status/draw"), "our turn");
    const before = new Map((await items(page)).map((i) => [i.name, i]));
    // A move out of its time is refused: drawing before playing, or choosing
    // a card when it is time to draw.
    if (has(now, "lfw/status/act")) {
      await tap(page, "lfw/deck");
    } else {
      await tap(page, now.find((i) => i.name.startsWith("lfw/hand/")).name);
    }
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

test("Enter plays and Backspace takes a card back in Word Lift", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await resume(VIEWPORTS.desktop, "word-lift", "early", { bot_speed: "fast" });
  try {
    let all = await waitFor(page, (a) => has(a, "wl/status/play"), "our turn to play");
    await tap(page, "wl/hint");
    all = await waitFor(page, (a) => !has(a, "wl/hint/thinking"), "the hint's search ends", 30_000);
    if (!has(all, "wl/check/ok")) return;  // nothing to play in this deal
    const row = () => items(page).then((a) => a.filter((i) => /^wl\/row\/\d\/\d+\//.test(i.name)).map((i) => i.name));
    const cards = await row();
    await page.keyboard.press("Backspace");
    await settle(page);
    const left = await row();
    assert.equal(left.length, cards.length - 1, "Backspace took the last card back");
    // The card taken back: the last of the row that shrank (names are row/position/face).
    const taken = cards.find((name) => !left.includes(name));
    // Typed again, its letter goes back at the end; Enter plays.
    await page.keyboard.type(taken.split("/")[4].charAt(0).toLowerCase());
    await settle(page);
    assert.equal((await row()).length, cards.length, `the letter typed (${taken}) went back into the row`);
    // (In a steal, the card taken back may sit between stolen cards, which
    // stay; typed again it goes at the end: the hint lays the word out again.)
    if (JSON.stringify(await row()) !== JSON.stringify(cards)) {
      await tap(page, "wl/hint");
      await waitFor(page, (a) => !has(a, "wl/hint/thinking"), "the hint's search ends", 30_000);
      assert.deepEqual(await row(), cards, "the hint laid the word out again");
    }
    await page.keyboard.press("Enter");
    await waitFor(page, (a) => has(a, "wl/status/draw") || has(a, "wl/summary/continue"), "Enter played it");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("Undo is offered only where it works", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await resume(VIEWPORTS.tabletPortrait, "lost-for-words", "early",
                                                   { bot_speed: "fast" });
  try {
    // The saved game stops after our play: it can be taken back...
    let all = await waitFor(page, (a) => has(a, "lfw/status/draw"), "the draw half of our turn");
    assert.ok(has(all, "game/undo"), "Undo is offered after a play");
    // ...but not once a card came from the deck (it showed a hidden card).
    await tap(page, "lfw/deck");
    all = await waitFor(page, (a) => !has(a, "lfw/status/draw"), "the draw is made");
    assert.ok(!has(all, "game/undo"), "no Undo after a draw from the deck");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
