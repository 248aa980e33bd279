// Lost: The Board Game in the real web build, from seeded saved games
// (tests/ui/e2e_saves.cpp writes them as the app saves them), played by
// tapping the named items window.lostfound.items() publishes (the names the
// headless UI tests use): a few decisions by touch on a tablet, each saved;
// a Power Check's odds before the dice; the island with eight players at
// phone, tablet and desktop sizes, zoomed by its buttons. Screenshots go to
// build/screenshots/board/. Whole games are played by the headless UI tests
// (tests/ui/lost_board_game_ui_test.cpp).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { has, items, savedUserFileAfterFlush, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";

const site = useSite();
const GAME = "lost-board-game";
const BOARD_SHOTS = path.join(SHOTS, "board");
const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
const SIZES = { phone: VIEWPORTS.phone, tablet: TABLET, desktop: VIEWPORTS.desktop };
const ourTurn = (a) => has(a, "lbg/status/act") || has(a, "game/ready") || has(a, "end/rematch");

async function shot(page, name) {
  mkdirSync(BOARD_SHOTS, { recursive: true });
  const { width, height } = page.viewportSize();
  await page.screenshot({ path: path.join(BOARD_SHOTS, `web-${name}-${width}x${height}.png`) });
}

// One decision of ours, as the headless test takes them: pass or done when
// offered, else a move of a Character (chosen first), else the first choice.
async function decide(page) {
  const all = await waitFor(page, ourTurn, "our turn comes", 60_000);
  if (has(all, "end/rematch")) return "end";
  const moves = all.map((i) => i.name).filter((n) => n.startsWith("lbg/m/")).sort();
  for (const name of ["lbg/m/pass", "lbg/m/done"]) {
    if (moves.includes(name)) {
      await tap(page, name);
      return name;
    }
  }
  const step1 = moves.find((n) => n.startsWith("lbg/m/move "));
  if (step1) {
    await tap(page, step1);
    return step1;
  }
  const chars = all.map((i) => i.name).filter((n) => n.startsWith("lbg/sel/")).sort();
  if (chars.length > 0) {
    await tap(page, chars[0]);
    return chars[0];
  }
  const other = moves.find((n) => n !== "lbg/m/resign" && n !== "lbg/m/propose share");
  assert.ok(other, `a choice on screen: ${all.map((i) => i.name).join(", ")}`);
  await tap(page, other);
  return other;
}

test("tablet (touch): a saved game resumes, and a few decisions by touch are each saved", { timeout: 120_000 },
     async () => {
  const { context, page, problems } = await site.resume(TABLET, GAME, "early");
  try {
    await waitFor(page, ourTurn, "our turn", 30_000);
    await shot(page, "p2-early");
    const save = async () => (await savedUserFileAfterFlush(page, `save-${GAME}.json`)).record.moves.length;
    const before = await save();
    for (let step = 0; step < 5; ++step) assert.notEqual(await decide(page), "end");
    await waitFor(page, ourTurn, "our turn again", 30_000);
    assert.ok((await save()) > before, "our moves are saved");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

for (const [size, options] of Object.entries(SIZES)) {
  test(`${size}: a Power Check's odds before the dice, and what a card would change`, { timeout: 120_000 },
       async () => {
    const { context, page, problems } = await site.resume(options, GAME, "odds");
    try {
      const all = await waitFor(page, (a) => has(a, "lbg/odds"), "the odds", 30_000);
      assert.ok(all.some((i) => i.name.startsWith("lbg/m/") && i.name !== "lbg/m/pass"), "a card or ability to play");
      await shot(page, "p2-odds");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test(`${size}: eight players on the island; zoom in and fit`, { timeout: 120_000 }, async () => {
    const { context, page, problems } = await site.resume(options, GAME, "eight");
    try {
      await waitFor(page, (a) => has(a, "lbg/map") && has(a, "lbg/start/7"), "the island with eight players", 30_000);
      await shot(page, "p8");
      const width = (a) => a.find((i) => i.name === "lbg/tile/3,3")?.w ?? 0;
      const fitted = width(await items(page));
      await tap(page, "lbg/zoom-in");
      await tap(page, "lbg/zoom-in");
      await shot(page, "p8-zoomed");
      assert.ok(width(await items(page)) > fitted * 1.5, "zoomed in");
      await tap(page, "lbg/fit");
      assert.ok(Math.abs(width(await items(page)) - fitted) < 1, "the whole island again");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
