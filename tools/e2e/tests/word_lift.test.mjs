// Word Lift in the real web build, from seeded saved games
// (tests/ui/e2e_saves.cpp writes them as the app saves them), played by
// tapping the named items window.lostfound.items() publishes (the names the
// headless UI tests use): a few turns by touch on a tablet, saved after every
// move; the end of round 1 from a save (its summary and review, the hard
// search running a turn a frame while the page draws); the end of the game
// (its end screen and last round's review); the table at phone and desktop
// sizes, the hint laid out, and cards dragged by finger and by mouse.
// Whole games are played by the headless UI tests
// (tests/ui/word_lift_ui_test.cpp).
//
// The player's strategy needs no peek at the engine: Hint fills in the best
// play (the verdict line then says wl/check/ok), else we pass; draws
// alternate between the decks (the other one when a deck is empty).
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, savedUserFileAfterFlush, scrollTo, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";
import { frames, playOnce } from "../lib/word_lift.mjs";

const site = useSite();

// Drags from the middle of one named item to the middle of another: a
// finger (CDP touch events) in a touch context, else the mouse.
async function dragTo(page, from, to) {
  const all = await items(page);
  const a = all.find((i) => i.name === from), b = all.find((i) => i.name === to);
  assert.ok(a && b, `drag ${from} -> ${to}: both on screen`);
  const canvas = await page.locator("#canvas").boundingBox();
  const x0 = canvas.x + a.x + a.w / 2, y0 = canvas.y + a.y + a.h / 2;
  const x1 = canvas.x + b.x + b.w / 2, y1 = canvas.y + b.y + b.h / 2;
  const steps = 12;
  if (page.context()._lfTouch) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, x, y) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", x0, y0);
    await page.waitForTimeout(50);
    for (let i = 1; i <= steps; ++i) {
      await touch("touchMove", x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(50);
    await touch("touchEnd", x1, y1);
    await cdp.detach();
  } else {
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.waitForTimeout(50);
    await page.mouse.move(x1, y1, { steps });
    await page.waitForTimeout(50);
    await page.mouse.up();
  }
  await frames(page, 3);
}

const GAME = "word-lift";
const savedAfterFlush = (page) => savedUserFileAfterFlush(page, `save-${GAME}.json`);
const TABLET = { ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 };
const ourTurn = (a) => has(a, "wl/status/play") || has(a, "wl/status/draw") || has(a, "wl/summary/continue") ||
                       has(a, "end/rematch");

test("tablet (touch): a saved game resumes, and a few turns by touch are each saved in IndexedDB", { timeout: 120_000 },
     async () => {
  const { context, page, problems } = await site.resume(TABLET, GAME, "early");
  try {
    await waitFor(page, ourTurn, "our turn", 30_000);
    const before = (await savedAfterFlush(page)).record.moves.length;
    const counts = { play: 0, pass: 0, draw: 0, summary: 0 };
    for (let step = 0; step < 6; ++step) {
      const done = await playOnce(page, step);
      assert.notEqual(done, "end");
      counts[done] += 1;
    }
    await page.screenshot({ path: path.join(SHOTS, "web-wl-tablet-820x1180.png") });
    const save = await savedAfterFlush(page);
    assert.ok(save.record.moves.length >= before + counts.play + counts.pass + counts.draw,
              `our moves are saved (${before} -> ${save.record.moves.length})`);
    console.log(`# a few turns: ${JSON.stringify(counts)}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("tablet (touch): the end of round 1 from a save: its summary, and its review searched while the page draws",
     { timeout: 120_000 }, async () => {
  const { context, page, problems } = await site.resume(TABLET, GAME, "round");
  try {
    let reviewed = false;
    const review = async (p) => {
      reviewed = true;
      await p.screenshot({ path: path.join(SHOTS, "web-wl-summary-820x1180.png") });
      await tap(p, "wl/summary/review");
      const started = Date.now();
      const all = await waitFor(p, (a) => has(a, "wl/review/done"), "the review is complete", 60_000);
      const turns = all.filter((i) => /^wl\/review\/\d+\//.test(i.name));
      assert.ok(turns.length > 0, "the review lists our turns");
      assert.ok(!turns.some((i) => i.name.endsWith("/pending")), "every turn is searched");
      console.log(`# review of ${turns.length} turns in ${Date.now() - started} ms`);
      await p.screenshot({ path: path.join(SHOTS, "web-wl-review-820x1180.png") });
      await scrollTo(p, "wl/review/back");  // (below the words' meanings)
      await tap(p, "wl/review/back");
      await waitFor(p, (a) => has(a, "wl/summary/continue"), "back at the scores");
    };
    for (let step = 0; !reviewed; ++step) {
      const done = await playOnce(page, step, review);
      assert.notEqual(done, "end");
      assert.ok(step < 30, "round 1 ends within a few turns of its save");
    }
    await waitFor(page, (a) => has(a, "wl/status/play") || has(a, "wl/status/wait"), "round 2 starts", 30_000);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("tablet (touch): the end of a saved game: the end screen, the last round's review, the save gone",
     { timeout: 120_000 }, async () => {
  const { context, page, problems } = await site.resume(TABLET, GAME, "end");
  try {
    for (let step = 0; ; ++step) {
      if ((await playOnce(page, step)) === "end") break;
      assert.ok(step < 30, "the game ends within a few turns of its save");
    }
    await page.screenshot({ path: path.join(SHOTS, "web-wl-end-820x1180.png") });
    assert.ok((await page.locator("#live").innerText()).length > 0, "the aria-live region says something");
    assert.equal(await savedAfterFlush(page), null, "the finished game's save is gone from IndexedDB");
    // The last round has no summary screen: its review is on the end screen.
    await scrollTo(page, "wl/end/review/3");
    await tap(page, "wl/end/review/3");
    await waitFor(page, (a) => has(a, "wl/review/done"), "the last round's review is complete", 60_000);
    await page.screenshot({ path: path.join(SHOTS, "web-wl-end-review-820x1180.png") });
    const canvas = await page.locator("#canvas").boundingBox();
    for (let i = 0; i < 30 && !has(await items(page), "end/menu"); ++i) {
      await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
      await page.mouse.wheel(0, -400);
      await frames(page, 2);
    }
    await tap(page, "end/menu");
    await waitFor(page, (all) => has(all, `menu/game/${GAME}`), "back at the menu");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const [label, viewport, size] of [["phone", VIEWPORTS.phone, "390x844"], ["desktop", VIEWPORTS.desktop, "1440x900"]]) {
  test(`${label}: the Word Lift table of a saved game, the hint laid out, cards dragged (screenshots)`,
       { timeout: 120_000 }, async () => {
    const { context, page, problems } = await site.resume({ ...viewport, deviceScaleFactor: 1 }, GAME, "table");
    try {
      // Our turn to play: the table, then the hint laid out in the rows.
      await waitFor(page, (a) => has(a, "wl/status/play"), "our turn", 60_000);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `web-wl-${label}-${size}.png`) });
      await tap(page, "wl/hint");
      await waitFor(page, (a) => !has(a, "wl/hint/thinking"), "the hint's search ends", 30_000);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `web-wl-${label}-hint-${size}.png`) });
      // Drags (a finger on the phone, the mouse on the desktop): a hand card
      // onto a table word starts that steal or says why not; onto the row's
      // end it joins the word.
      if (has(await items(page), "wl/cancel-steal")) await tap(page, "wl/cancel-steal");
      await frames(page, 3);
      if (has(await items(page), "wl/clear")) await tap(page, "wl/clear");
      await frames(page, 3);
      const words = (await items(page)).filter((i) => /^wl\/word\/1\//.test(i.name)).map((i) => i.name);
      assert.ok(words.length > 0, "the saved game has the bot's words on the table");
      {
        const hand = (await items(page)).filter((i) => i.name.startsWith("wl/hand/")).map((i) => i.name).sort();
        await dragTo(page, hand[0], words[0]);
        const after = await items(page);
        assert.ok(has(after, "wl/cancel-steal") || has(after, "game/refusal"),
                  `a card dropped on ${words[0]} starts the steal or says why not`);
        if (has(after, "wl/cancel-steal")) {
          assert.ok(after.some((i) => i.name.startsWith("wl/row/1/") && i.name !== "wl/row/1/end"),
                    "the dropped card is in the second row");
          await page.screenshot({ path: path.join(SHOTS, `web-wl-${label}-drag-steal-${size}.png`) });
          await tap(page, "wl/cancel-steal");
          await frames(page, 3);
        }
      }
      const hand = (await items(page)).filter((i) => i.name.startsWith("wl/hand/")).map((i) => i.name).sort();
      await scrollTo(page, "wl/row/0/end");
      await dragTo(page, hand[0], "wl/row/0/end");
      assert.ok((await items(page)).some((i) => i.name.startsWith("wl/row/0/0/")), "a dragged card joins the word row");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
