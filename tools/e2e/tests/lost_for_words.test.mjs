// Lost for Words in the real web build, from seeded saved games
// (tests/ui/e2e_saves.cpp writes them as the app saves them): a few turns by
// touch on a tablet, saved to IndexedDB after every move; the end of a game
// from a save near its end; the table at phone, tablet and desktop sizes
// (screenshots); the set-up screen's on-screen keys. Whole games are played
// by the headless UI tests (tests/ui/lost_for_words_ui_test.cpp).
//
// The player's strategy needs no peek at the engine: appending a letter to
// one's own column and discarding a card onto its colour's pile are always
// legal, and so is drawing from the deck.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, savedUserFile, savedUserFileAfterFlush, scrollTo, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";

const site = useSite();
const GAME = "lost-for-words";

// One action of ours when the banner asks for it; returns false when the game is over.
async function playOnce(page, turn) {
  const all = await waitFor(page, (a) => has(a, "end/rematch") || has(a, "lfw/status/act") || has(a, "lfw/status/draw"),
                            "our turn comes", 30_000);
  if (has(all, "end/rematch")) return false;
  if (has(all, "lfw/status/draw")) {
    await tap(page, "lfw/deck");
    await waitFor(page, (a) => !has(a, "lfw/status/draw"), "the draw is taken");
    return true;
  }
  const hand = all.filter((i) => i.name.startsWith("lfw/hand/")).map((i) => i.name).sort();
  assert.ok(hand.length >= 7, `a hand of cards is shown: ${hand.join(", ")}`);
  const card = hand[turn % hand.length];
  const letter = card.at(-1);
  const columns = all.filter((i) => i.name.startsWith("lfw/col/")).map((i) => i.name);
  await tap(page, card);
  if (turn % 3 !== 2 && columns.length > 0) {
    await tap(page, columns[turn % columns.length]);
  } else {
    await tap(page, "AEIOU".includes(letter) ? "lfw/pile/red" : "lfw/pile/black");
  }
  const after = await waitFor(page, (a) => !has(a, "lfw/status/act") || has(a, "game/refusal"), "the card is played");
  assert.ok(!has(after, "game/refusal"), `a legal move was refused (${card})`);
  return true;
}

const savedAfterFlush = (page) => savedUserFileAfterFlush(page, `save-${GAME}.json`);

test("tablet (touch): a saved game resumes, and a few turns by touch are each saved in IndexedDB", { timeout: 120_000 },
     async () => {
  const { context, page, problems } = await site.resume({ ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 }, GAME,
                                                        "early");
  try {
    await waitFor(page, (all) => has(all, "lfw/deck"), "the table appears");
    const before = (await savedAfterFlush(page)).record.moves.length;
    for (let action = 0; action < 6; ++action) assert.ok(await playOnce(page, action), "the game goes on");
    await page.screenshot({ path: path.join(SHOTS, "web-lfw-tablet-820x1180.png") });
    const save = await savedAfterFlush(page);
    assert.ok(save.record.moves.length >= before + 6, `our moves are saved (${before} -> ${save.record.moves.length})`);
    // A card chosen: its legal targets light up.
    const all = await waitFor(page, (a) => has(a, "lfw/status/act") || has(a, "lfw/status/draw"), "our turn", 30_000);
    if (has(all, "lfw/status/act")) {
      await tap(page, all.filter((i) => i.name.startsWith("lfw/hand/")).map((i) => i.name).sort()[0]);
      await page.screenshot({ path: path.join(SHOTS, "web-lfw-tablet-selected-820x1180.png") });
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("tablet (touch): the end of a saved game: the end screen, the save gone, no resume offered", { timeout: 120_000 },
     async () => {
  const { context, page, problems } = await site.resume({ ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 }, GAME,
                                                        "end");
  try {
    let actions = 0;
    while (await playOnce(page, actions)) {
      actions += 1;
      assert.ok(actions < 30, "the game ends within a few turns of its save");
    }
    await waitFor(page, (a) => has(a, "end/menu"), "the end screen");
    await page.screenshot({ path: path.join(SHOTS, "web-lfw-end-820x1180.png") });
    assert.equal(await savedAfterFlush(page), null, "the finished game's save is gone from IndexedDB");
    // The move log reached the screen reader's live region.
    assert.ok((await page.locator("#live").innerText()).length > 0, "the aria-live region says something");
    // Back to the menu, and no game is offered for resume (it is finished).
    await tap(page, "end/menu");
    await waitFor(page, (all) => has(all, `menu/game/${GAME}`), "back at the menu");
    await tap(page, `menu/game/${GAME}`);
    const setup = await waitFor(page, (all) => has(all, "setup/seat/1/easy"), "the set-up screen opens");
    await page.screenshot({ path: path.join(SHOTS, "web-lfw-setup-after-game-820x1180.png") });
    assert.ok(!has(setup, "setup/resume"), "a finished game is not offered for resume");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("phone, desktop and tablet landscape: the Lost for Words table of a saved game (screenshots)",
     { timeout: 120_000 }, async () => {
  for (const [label, viewport, size] of [["phone", VIEWPORTS.phone, "390x844"],
                                         ["desktop", VIEWPORTS.desktop, "1440x900"],
                                         ["tablet-landscape", VIEWPORTS.tabletLandscape, "1180x820"]]) {
    const { context, page, problems } = await site.resume(viewport, GAME, "early");
    try {
      const all = await waitFor(page, (a) => has(a, "lfw/status/act") || has(a, "lfw/status/draw"), "our turn", 30_000);
      await page.screenshot({ path: path.join(SHOTS, `web-lfw-${label}-${size}.png`) });
      if (has(all, "lfw/status/act")) {
        await tap(page, all.filter((i) => i.name.startsWith("lfw/hand/")).map((i) => i.name).sort()[0]);
        await page.screenshot({ path: path.join(SHOTS, `web-lfw-${label}-selected-${size}.png`) });
      }
      assert.deepEqual(problems, [], label);
    } finally {
      await context.close();
    }
  }
});

// The set-up screen's on-screen keys: a tablet's browser opens no system
// keyboard for the canvas, so names and seeds are typed on the app's own.
for (const [label, viewport, size] of [["phone", VIEWPORTS.phone, "390x844"], ["desktop", VIEWPORTS.desktop, "1440x900"]]) {
  test(`${label}: a name and a seed typed on the set-up screen's on-screen keys`, { timeout: 120_000 }, async () => {
    const { context, page, problems } = await site.open({ ...viewport, deviceScaleFactor: 1 });
    try {
      await waitFor(page, (all) => has(all, "menu/game/lost-for-words"), "the menu offers Lost for Words");
      await tap(page, "menu/game/lost-for-words");
      await waitFor(page, (all) => has(all, "setup/name/0/edit"), "the set-up screen opens");
      // A touch on the field opens the keys; a mouse uses the Edit button.
      await tap(page, viewport.hasTouch ? "setup/name/0" : "setup/name/0/edit");
      await waitFor(page, (all) => has(all, "setup/name/0/key/A"), "the letter keys open");
      for (const key of ["J", "O", "backspace", "O", "space", "B"]) await tap(page, `setup/name/0/key/${key}`);
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(SHOTS, `web-setup-name-keys-${label}-${size}.png`) });
      await tap(page, "setup/name/0/key/done");
      await waitFor(page, (all) => !has(all, "setup/name/0/key/A"), "Done closes the letter keys");
      await scrollTo(page, "setup/seed/edit");
      await tap(page, "setup/seed/edit");
      await waitFor(page, (all) => has(all, "setup/seed/key/done"), "the digit pad opens in view");
      for (const key of ["7", "1", "7"]) await tap(page, `setup/seed/key/${key}`);
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(SHOTS, `web-setup-seed-keys-${label}-${size}.png`) });
      await tap(page, "setup/seed/key/done");
      await scrollTo(page, "setup/start");
      await tap(page, "setup/start");
      await waitFor(page, (all) => has(all, "lfw/deck"), "the table appears");
      await page.waitForTimeout(500);  // IndexedDB catches up
      const save = await savedUserFile(page, "save-lost-for-words.json");
      assert.equal(save?.seats?.[0]?.name, "Jo B");
      // The typed seed, as every seed is stored: 32 hex digits (128 bits).
      assert.equal(save?.record?.seed, (717).toString(16).padStart(32, "0"));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
