// The Lost Words in the real web build, from seeded saved games
// (tests/ui/e2e_saves.cpp writes them as the app saves them), played only by
// tapping the named items that window.lostfound.items() publishes (the names
// the headless UI tests use): a card of the hand, then one of the move
// buttons it offers; the deck to draw; "End my actions" when no card can do
// anything. A few turns by touch on a tablet, saved after every move; the
// end of a game from a save near its end; the table at phone, tablet and
// desktop sizes; the set-up, rules and privacy screens on a phone; on a
// desktop, a spell dragged with the mouse onto its nature card. Whole games
// are played by the headless UI tests (tests/ui/lost_words_ui_test.cpp).
//
// The player needs no peek at the engine: the buttons a tapped card offers
// are its legal moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, savedGame, useSite } from "../lib/fixture.mjs";
import { has, items, savedUserFileAfterFlush, settle, tap, waitFor } from "../lib/app.mjs";
import { STATUS, named, offeredMoves, playOnce, reveal, tapRevealed } from "../lib/lost_words.mjs";

const site = useSite();
const open = site.open;

const GAME = "lost-words";
const savedAfterFlush = (page) => savedUserFileAfterFlush(page, `save-${GAME}.json`);

test("tablet (touch): a saved game resumes, and a few moves by touch are each saved in IndexedDB", { timeout: 120_000 },
     async () => {
  const { context, page, problems } = await site.resume({ ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 }, GAME,
                                                        "early");
  try {
    const before = (await savedAfterFlush(page)).record.moves.length;
    const played = [];
    for (let i = 0; i < 20 && played.length < 3; ++i) {
      const move = await playOnce(page);
      assert.notEqual(move, null, "the game goes on");
      if (move !== "scrolled") played.push(move);
    }
    assert.equal(played.length, 3, `three moves of ours: ${played.join(", ")}`);
    await page.screenshot({ path: path.join(SHOTS, "web-lw-tablet-820x1180.png") });
    const save = await savedAfterFlush(page);
    assert.ok(save.record.moves.length >= before + played.length,
              `our moves are saved (${before} -> ${save.record.moves.length})`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("tablet (touch): the end of a saved game: the end screen, and the save is gone", { timeout: 120_000 },
     async () => {
  const { context, page, problems } = await site.resume({ ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 }, GAME,
                                                        "end");
  try {
    // Saved at our last decision: a match that wins the game. Any card of
    // the hand that offers a match, else the usual moves.
    const played = [];
    for (;;) {
      const all = await waitFor(page, (a) => has(a, "end/rematch") || STATUS.some((s) => has(a, s)),
                                "our turn comes", 60_000);
      if (has(all, "end/rematch")) break;
      let move = null;
      if (has(all, "lw/status/act")) {
        for (const card of named(all, "lw/hand/").sort()) {
          await tap(page, card);
          move = (await offeredMoves(page)).find((m) => m.startsWith("lw/move/match ")) || null;
          if (move) break;
          await tap(page, card);  // deselect
        }
      }
      if (move) await tapRevealed(page, move);
      else move = await playOnce(page);
      if (move === null) break;
      if (move !== "scrolled") played.push(move);
      assert.ok(played.length < 40, `the game ends within a few turns of its save: ${played.join(", ")}`);
    }
    await waitFor(page, (a) => has(a, "end/rematch") && has(a, "end/menu"), "the end screen");
    await page.screenshot({ path: path.join(SHOTS, "web-lw-end-820x1180.png") });
    assert.equal(await savedAfterFlush(page), null, "the finished game's save is gone from IndexedDB");
    // The move log reached the screen reader's live region.
    assert.ok((await page.locator("#live").innerText()).length > 0, "the aria-live region says something");
    await tap(page, "end/menu");
    await waitFor(page, (all) => has(all, `menu/game/${GAME}`), "back at the menu");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const [label, viewport, size] of [["phone", VIEWPORTS.phone, "390x844"], ["desktop", VIEWPORTS.desktop, "1280x800"],
                                       ["tablet-landscape", VIEWPORTS.tabletLandscape, "1180x820"]]) {
  test(`${label}: The Lost Words table of a saved game shows the hand, rows, piles and turn without scrolling`,
       { timeout: 60_000 }, async () => {
    const vp = label === "desktop" ? { ...viewport, viewport: { width: 1280, height: 800 } } : viewport;
    const { context, page, problems } = await site.resume(vp, GAME, "early");
    try {
      await waitFor(page, (a) => STATUS.some((s) => has(a, s)), "our turn", 60_000);
      await reveal(page, (a) => named(a, "lw/status/").length > 0);
      await page.waitForTimeout(300);
      const all = await items(page);
      for (const name of ["lw/deck", "lw/discard", "lw/hand/0"]) assert.ok(has(all, name), `${name} on screen`);
      assert.ok(named(all, "lw/nature/0/").length > 0 && named(all, "lw/nature/1/").length > 0, "both rows on screen");
      assert.ok(named(all, "lw/status/").length > 0, "whose turn it is, on screen");
      // Every card of the rows whole on screen: none cut by the dock or the edge.
      const heights = all.filter((i) => i.name.startsWith("lw/nature/")).map((i) => i.h);
      assert.ok(Math.max(...heights) - Math.min(...heights) < 2, `rows' cards cut: heights ${heights.join(", ")}`);
      await page.screenshot({ path: path.join(SHOTS, `web-lw-${label}-${size}.png`) });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test("phone: set-up, rules page and the privacy screen of a saved two-person game (screenshots)",
     { timeout: 120_000 }, async () => {
  const { context, page, problems } = await open({ ...VIEWPORTS.phone, deviceScaleFactor: 1 }, {
    "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "fast" }),
    [`save-${GAME}.json`]: savedGame(GAME, "two-people"),
  });
  try {
    await waitFor(page, (all) => has(all, `menu/game/${GAME}`), "the menu offers The Lost Words");
    await tap(page, `menu/game/${GAME}`);
    await waitFor(page, (all) => has(all, "setup/resume"), "the set-up screen offers the saved game");
    await page.screenshot({ path: path.join(SHOTS, "web-lw-setup-390x844.png") });
    await tapRevealed(page, "setup/rules");
    await settle(page, 8);
    await page.screenshot({ path: path.join(SHOTS, "web-lw-rules-390x844.png") });
    await tap(page, "nav/back");
    await tapRevealed(page, "setup/resume");
    // Whoever holds the device after a reload may not be the one who saw the
    // table last: a privacy screen first, with no hand on it.
    const privacy = await waitFor(page, (all) => has(all, "game/ready"), "the privacy screen");
    assert.ok(!privacy.some((i) => i.name.startsWith("lw/hand/")), "no hand shows on the privacy screen");
    await page.screenshot({ path: path.join(SHOTS, "web-lw-privacy-390x844.png") });
    await tap(page, "game/ready");
    await waitFor(page, (a) => named(a, "lw/hand/").length > 0, "the table, with that player's hand");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Drags with the mouse from the middle of one named item to the middle of another.
async function drag(page, from, to) {
  const all = await items(page);
  const a = all.find((i) => i.name === from), b = all.find((i) => i.name === to);
  assert.ok(a && b, `"${from}" and "${to}" on screen`);
  const canvas = await page.locator("#canvas").boundingBox();
  const ax = canvas.x + a.x + a.w / 2, ay = canvas.y + a.y + a.h / 2;
  const bx = canvas.x + b.x + b.w / 2, by = canvas.y + b.y + b.h / 2;
  await page.mouse.move(ax, ay);
  await page.mouse.down();
  for (let i = 1; i <= 12; ++i) {
    await page.mouse.move(ax + ((bx - ax) * i) / 12, ay + ((by - ay) * i) / 12);
    await page.waitForTimeout(30);
  }
  await settle(page, 3);  // the target sees the card over it
  await page.mouse.up();
  await settle(page);  // the move
  await page.waitForTimeout(400);  // and the card's glide
}

test("desktop: a spell dragged from the hand onto its nature card is matched", { timeout: 120_000 }, async () => {
  // Saved where a spell of the hand matches a nature card of ours.
  const { context, page, problems } = await site.resume({ ...VIEWPORTS.desktop, viewport: { width: 1280, height: 800 } },
                                                        GAME, "match");
  try {
    let dragged = false;
    for (let turn = 0; turn < 10 && !dragged; ++turn) {
      const all = await waitFor(page, (a) => has(a, "end/rematch") || STATUS.some((s) => has(a, s)),
                                "our turn comes", 60_000);
      if (has(all, "end/rematch")) break;
      if (has(all, "lw/status/act")) {
        // Which card of the hand matches (tap it, read its buttons, tap it again).
        let found = null;
        for (const card of named(all, "lw/hand/").sort()) {
          await tap(page, card);
          const match = (await offeredMoves(page)).find((m) => m.startsWith("lw/move/match "));
          await tap(page, card);
          if (match) {
            found = { card, nature: `lw/nature/0/${match.slice("lw/move/match ".length).toLowerCase()}` };
            break;
          }
        }
        if (found) {
          const before = named(await items(page), "lw/hand/").length;
          await drag(page, found.card, found.nature);
          const after = await items(page);
          assert.ok(!has(after, "game/refusal"), "the drop was accepted");
          assert.equal(named(after, "lw/hand/").length, before - 1, "the spell left the hand");
          dragged = true;
          break;
        }
      }
      if ((await playOnce(page)) === null) break;
    }
    assert.ok(dragged, "a spell was dragged onto its nature card");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
