// The Lost Words in the real web build: a whole game against an easy bot on
// a touch tablet, played only by tapping the named items that
// window.lostfound.items() publishes (the names the headless UI tests use):
// a card of the hand, then one of the move buttons it offers; the deck to
// draw; "End my actions" when no card can do anything. Then the end screen,
// and screenshots of the table at phone, tablet and desktop sizes; on a
// desktop, a spell dragged with the mouse onto its nature card.
//
// The player needs no peek at the engine: the buttons a tapped card offers
// are its legal moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";
import { has, items, settle, tap, waitFor } from "../lib/app.mjs";

const site = useSite();
const open = site.open;
const named = (all, prefix) => all.filter((i) => i.name.startsWith(prefix)).map((i) => i.name);

// Scrolls the table (mouse wheel over its upper part) until `found(items)`
// holds: first up, then down. Returns the items, or null.
async function reveal(page, found) {
  const canvas = await page.locator("#canvas").boundingBox();
  let all = await items(page);
  if (found(all)) return all;
  for (const dy of [-300, 250]) {
    for (let i = 0; i < 12; ++i) {
      await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height * 0.3);
      await page.mouse.wheel(0, dy);
      await settle(page);
      all = await items(page);
      if (found(all)) return all;
    }
  }
  return null;
}

async function tapRevealed(page, name) {
  assert.ok(await reveal(page, (all) => has(all, name)), `"${name}" never scrolled into view`);
  await tap(page, name);
}

// The move buttons the current selection offers (scrolled into view).
async function offeredMoves(page) {
  const all = await reveal(page, (a) => named(a, "lw/move/").length > 0);
  return all ? named(all, "lw/move/") : [];
}

// Which move of those offered we like best (null: none worth it).
function pick(moves) {
  for (const prefix of ["lw/move/match ", "lw/move/play Wild-One", "lw/move/play Wall", "lw/move/play Lark",
                        "lw/move/play Acorn", "lw/move/play Conker", "lw/move/play Magpie", "lw/move/play Heron",
                        "lw/move/discard ", "lw/move/conker-reply"]) {
    const m = moves.find((name) => name.startsWith(prefix));
    if (m) return m;
  }
  return null;
}

// Menu -> set-up (seat 2 an easy bot) -> the table.
async function startGame(page) {
  await waitFor(page, (all) => has(all, "menu/game/lost-words"), "the menu offers The Lost Words");
  await tap(page, "menu/game/lost-words");
  await waitFor(page, (all) => has(all, "setup/seat/1/easy"), "the set-up screen opens");
  await tap(page, "setup/seat/1/easy");
  await tapRevealed(page, "setup/start");
  await waitFor(page, (all) => has(all, "lw/deck") || has(all, "lw/status/wait"), "the table appears");
}

const STATUS = ["lw/status/draw", "lw/status/act", "lw/status/discard", "lw/status/reply"];

// One move of ours when the table asks for one; returns the move's name, or
// null when the game is over.
async function playOnce(page) {
  const all = await waitFor(page, (a) => has(a, "end/rematch") || STATUS.some((s) => has(a, s)) ||
                                         (named(a, "lw/status/").length === 0 && named(a, "lw/hand/").length > 0),
                            "our turn comes", 60_000);
  if (has(all, "end/rematch")) return null;
  const before = (await items(page)).find((i) => i.name.startsWith("lw/status/"));
  if (!before) {
    // The status line is scrolled away: bring the top of the table back.
    await reveal(page, (a) => named(a, "lw/status/").length > 0);
    return "scrolled";
  }

  const status = before.name;
  if (!STATUS.includes(status)) return "scrolled";  // the bot's turn after all
  let move = null;
  if (status === "lw/status/draw") {
    move = "lw/deck";
    await tapRevealed(page, move);
  } else if (status === "lw/status/reply") {
    move = pick(await offeredMoves(page));
    assert.ok(move, "a Conker reply is offered");
    await tapRevealed(page, move);
  } else {
    // Try the cards of the hand until one offers a move we like.
    const hand = named(all, "lw/hand/").sort();
    for (const card of hand) {
      await tap(page, card);
      const choice = pick(await offeredMoves(page));
      if (choice) {
        move = choice;
        break;
      }
      await tap(page, card);  // deselect
    }
    if (!move) {
      const now = await reveal(page, (a) => named(a, "lw/status/").length > 0);
      if (!now || !has(now, "lw/status/act")) return "scrolled";  // the table moved on meanwhile
      assert.equal(status, "lw/status/act", "a card of the hand can be discarded");
      move = "lw/move/end";
    }
    await tapRevealed(page, move);
  }
  await settle(page);  // the move reaches the screen
  const after = await items(page);
  assert.ok(!has(after, "game/refusal"), `a legal move was refused (${move})`);
  return move;
}

test("tablet (touch): a whole game of The Lost Words against an easy bot, through the real UI", { timeout: 1_200_000 },
     async () => {
  const { context, page, problems } = await open({ ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 });
  try {
    // Bots' pauses are shorter with reduced motion: the game goes faster.
    await tap(page, "menu/settings");
    await waitFor(page, (all) => has(all, "settings/reduce-motion"), "settings open");
    await tap(page, "settings/reduce-motion");
    await tap(page, "nav/back");
    await startGame(page);
    const played = [];
    for (;;) {
      const move = await playOnce(page);
      if (move === null) break;
      if (move !== "scrolled") played.push(move);
      if (process.env.LW_TRACE) appendFileSync(process.env.LW_TRACE, `${move}\n`);
      if (played.length === 25) await page.screenshot({ path: path.join(SHOTS, "web-lw-tablet-820x1180.png") });
      assert.ok(played.length < 1500, "the game ends");
    }
    assert.ok(played.some((m) => m.startsWith("lw/move/match ")), `we matched a spell: ${played.join(", ")}`);
    const end = await waitFor(page, (a) => has(a, "end/rematch") && has(a, "end/menu"), "the end screen");
    assert.ok(end.length > 0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, "web-lw-end-820x1180.png") });
    // The move log reached the screen reader's live region.
    const live = await page.locator("#live").innerText();
    assert.ok(live.length > 0, "the aria-live region says something");
    await tap(page, "end/menu");
    await waitFor(page, (all) => has(all, "menu/game/lost-words"), "back at the menu");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const [label, viewport, size] of [["phone", VIEWPORTS.phone, "390x844"], ["desktop", VIEWPORTS.desktop, "1280x800"],
                                       ["tablet-landscape", VIEWPORTS.tabletLandscape, "1180x820"]]) {
  test(`${label}: The Lost Words table mid-game shows the hand, rows, piles and turn without scrolling`,
       { timeout: 300_000 }, async () => {
    const vp = label === "desktop" ? { ...viewport, viewport: { width: 1280, height: 800 } } : viewport;
    const { context, page, problems } = await open(vp);
    try {
      await startGame(page);
      for (let i = 0; i < 6; ++i) assert.ok(await playOnce(page));
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

test("phone: set-up, rules page and the privacy screen of a two-human game (screenshots)", { timeout: 300_000 },
     async () => {
  const { context, page, problems } = await open(VIEWPORTS.phone);
  try {
    await waitFor(page, (all) => has(all, "menu/game/lost-words"), "the menu offers The Lost Words");
    await tap(page, "menu/game/lost-words");
    await waitFor(page, (all) => has(all, "setup/seat/1/human"), "the set-up screen opens");
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, "web-lw-setup-390x844.png") });
    await tapRevealed(page, "setup/rules");
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(SHOTS, "web-lw-rules-390x844.png") });
    await tap(page, "nav/back");
    await tapRevealed(page, "setup/seat/1/human");
    await tapRevealed(page, "setup/start");
    // The first player sees their table after a privacy screen or at once;
    // after their turn the device is passed on.
    let played = 0;
    for (let i = 0; i < 40; ++i) {
      const all = await waitFor(page, (a) => has(a, "game/ready") || STATUS.some((s) => has(a, s)),
                                "a privacy screen or our turn", 60_000);
      if (has(all, "game/ready")) {
        if (played > 0) break;
        await tap(page, "game/ready");
        await waitFor(page, (a) => !has(a, "game/ready"), "the privacy screen goes");
      } else {
        assert.ok(await playOnce(page));
        played += 1;
      }
      await page.waitForTimeout(100);
    }
    const privacy = await waitFor(page, (all) => has(all, "game/ready"), "the privacy screen");
    assert.ok(!privacy.some((i) => i.name.startsWith("lw/hand/")), "no hand shows on the privacy screen");
    await page.screenshot({ path: path.join(SHOTS, "web-lw-privacy-390x844.png") });
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

test("desktop: a spell dragged from the hand onto its nature card is matched", { timeout: 600_000 }, async () => {
  const { context, page, problems } = await open({ ...VIEWPORTS.desktop, viewport: { width: 1280, height: 800 } });
  try {
    await startGame(page);
    let dragged = false;
    for (let turn = 0; turn < 300 && !dragged; ++turn) {
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
