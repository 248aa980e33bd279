// Lost for Words in the real web build: a whole game against a bot on a
// touch tablet, played by tapping the named items window.lostfound.items()
// publishes (the same names the headless UI tests use), plus screenshots of
// the table at phone, tablet and desktop sizes and of the end screen.
//
// The player's strategy needs no peek at the engine: appending a letter to
// one's own column and discarding a card onto its colour's pile are always
// legal, and so is drawing from the deck.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, savedUserFile, scrollTo, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";

const site = useSite();

// Menu -> set-up (seat 2 an easy bot) -> the table.
async function startGame(page) {
  await waitFor(page, (all) => has(all, "menu/game/lost-for-words"), "the menu offers Lost for Words");
  await tap(page, "menu/game/lost-for-words");
  await waitFor(page, (all) => has(all, "setup/seat/1/easy"), "the set-up screen opens");
  await tap(page, "setup/seat/1/easy");
  await scrollTo(page, "setup/start");
  await tap(page, "setup/start");
  await waitFor(page, (all) => has(all, "lfw/deck"), "the table appears");
}

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

test("tablet (touch): a whole game of Lost for Words against a bot, through the real UI", { timeout: 900_000 },
     async () => {
  // Touch emulation at the tablet's size; one device pixel per CSS pixel
  // keeps SwiftShader quick enough for a whole game.
  const { context, page, problems } = await site.open({ ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 });
  try {
    // Bots' pauses are shorter with reduced motion: the game goes faster.
    await tap(page, "menu/settings");
    await waitFor(page, (all) => has(all, "settings/reduce-motion"), "settings open");
    await tap(page, "settings/reduce-motion");
    await tap(page, "nav/back");
    await startGame(page);
    let actions = 0;
    while (await playOnce(page, actions)) {
      actions += 1;
      if (actions === 30) {
        await page.screenshot({ path: path.join(SHOTS, "web-lfw-tablet-820x1180.png") });
        // Saved after every move, and kept in IndexedDB across reloads.
        await page.waitForTimeout(500);
        const save = await savedUserFile(page, "save-lost-for-words.json");
        assert.ok(save && save.record.moves.length >= 30, "the game in progress is saved in IndexedDB");
      }
      assert.ok(actions < 400, "the game ends");
    }
    assert.ok(actions > 20, `we played a real game (${actions} actions)`);
    await page.waitForTimeout(1000);  // IndexedDB catches up
    await page.screenshot({ path: path.join(SHOTS, "web-lfw-end-820x1180.png") });
    const save = await savedUserFile(page, "save-lost-for-words.json");
    assert.equal(save, null, `the finished game's save is gone (${save && save.record.moves.length} moves saved)`);
    // The move log reached the screen reader's live region.
    const live = await page.locator("#live").innerText();
    assert.ok(live.length > 0, "the aria-live region says something");
    // Back to the menu, and no game is offered for resume (it is finished).
    await tap(page, "end/menu");
    await waitFor(page, (all) => has(all, "menu/game/lost-for-words"), "back at the menu");
    await tap(page, "menu/game/lost-for-words");
    const setup = await waitFor(page, (all) => has(all, "setup/seat/1/easy"), "the set-up screen opens");
    await page.screenshot({ path: path.join(SHOTS, "web-lfw-setup-after-game-820x1180.png") });
    assert.ok(!has(setup, "setup/resume"), "a finished game is not offered for resume");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const [label, viewport, size] of [["phone", VIEWPORTS.phone, "390x844"], ["desktop", VIEWPORTS.desktop, "1440x900"],
                                       ["tablet-landscape", VIEWPORTS.tabletLandscape, "1180x820"]]) {
  test(`${label}: the Lost for Words table mid-game (screenshot)`, { timeout: 300_000 }, async () => {
    const { context, page, problems } = await site.open(viewport);
    try {
      await startGame(page);
      for (let i = 0; i < 10; ++i) assert.ok(await playOnce(page, i));
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `web-lfw-${label}-${size}.png`) });
      // A card chosen: its legal targets light up.
      const all = await waitFor(page, (a) => has(a, "lfw/status/act") || has(a, "lfw/status/draw"), "our turn", 30_000);
      if (has(all, "lfw/status/act")) {
        await tap(page, all.filter((i) => i.name.startsWith("lfw/hand/")).map((i) => i.name).sort()[0]);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(SHOTS, `web-lfw-${label}-selected-${size}.png`) });
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

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
      assert.equal(save?.record?.seed, "717");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
