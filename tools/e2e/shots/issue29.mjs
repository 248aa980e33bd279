// Screenshots to look at (not a test): Lost: The Board Game and Finders
// Keepers as a new player meets them, at phone, tablet and desktop sizes.
//   cd tools/e2e && NODE_PATH=/usr/share/nodejs node shots/issue29.mjs [name...]
// Needs a web build (tools/build-web.sh) and the saves (e2e_saves build/e2e-saves).
import { mkdirSync } from "node:fs";
import path from "node:path";

import { has, items, open, scrollTo, settle, tap, waitFor } from "../lib/app.mjs";
import { decide } from "../lib/board.mjs";
import { playOnce } from "../lib/word_lift.mjs";
import { launchBrowser, VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, SITE, savedGame } from "../lib/fixture.mjs";
import { serveDirectory } from "../lib/server.mjs";

const OUT = path.join(SHOTS, "issue29");
const TABLET = { viewport: { width: 1180, height: 820 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
const SIZES = { phone: VIEWPORTS.phone, tablet: TABLET, desktop: VIEWPORTS.desktop };
const only = process.argv.slice(2);

mkdirSync(OUT, { recursive: true });
const server = await serveDirectory(SITE);
const browser = await launchBrowser();

async function shot(page, name) {
  const { width, height } = page.viewportSize();
  const file = path.join(OUT, `${name}-${width}x${height}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function withPage(size, files, fn) {
  const { context, page, problems } = await open(browser, server, SIZES[size], files);
  try {
    await fn(page);
  } finally {
    if (problems.length) console.log(`${size}: ${problems.join("; ")}`);
    await context.close();
  }
}

async function resume(page, game) {
  await waitFor(page, (a) => has(a, `menu/game/${game}`), "menu");
  await tap(page, `menu/game/${game}`);
  await waitFor(page, (a) => has(a, "setup/resume"), "resume");
  await tap(page, "setup/resume");
  await waitFor(page, (a) => !has(a, "setup/resume"), "table");
  await settle(page, 20);
}

const settings = (extra = {}) => JSON.stringify({ bot_speed: "normal", ...extra });
const shots = {
  // The board game: a save of each moment, opened on its table.
  board: async (size) => {
    for (const moment of ["early", "odds", "end", "eight"]) {
      await withPage(size, { "settings.json": settings({ reduce_motion: true }),
                             "save-lost-board-game.json": savedGame("lost-board-game", moment) }, async (page) => {
        await resume(page, "lost-board-game");
        if (moment === "end") {
          // Played on by touch to the end screen, then the coach's look.
          for (let k = 0; k < 300 && (await decide(page)) !== "end"; ++k);
          await shot(page, "board-end-screen");
          if (has(await items(page), "end/coach")) {
            await tap(page, "end/coach");
            await waitFor(page, (a) => !has(a, "end/coach/progress"), "the coach", 120_000);
            await settle(page, 5);
            await shot(page, "board-coach");
          }
          return;
        }
        await shot(page, `board-${moment}`);
        if (moment === "early") {
          const token = (await items(page)).find((i) => i.name.startsWith("lbg/char/"));
          if (token) {
            await tap(page, token.name);
            await settle(page, 10);
            await shot(page, "board-info");
          }
        }
      });
    }
  },
  // Word Lift near its end, played to the end screen; the coach's look.
  coach: async (size) => {
    await withPage(size, { "settings.json": settings({ reduce_motion: true, bot_speed: "fast" }),
                           "save-word-lift.json": savedGame("word-lift", "end") }, async (page) => {
      await resume(page, "word-lift");
      for (let k = 0; k < 40 && (await playOnce(page, k)) !== "end"; ++k);
      await scrollTo(page, "end/coach");
      await tap(page, "end/coach");
      await settle(page, 3);
      await shot(page, "coach-progress");
      await waitFor(page, (a) => !has(a, "end/coach/progress"), "the coach", 180_000);
      await scrollTo(page, "end/coach/turn/0").catch(() => {});
      await settle(page, 5);
      await shot(page, "coach");
    });
  },
  setup: async (size) => {
    await withPage(size, { "settings.json": settings() }, async (page) => {
      await waitFor(page, (a) => has(a, "menu/game/word-lift"), "menu");
      await tap(page, "menu/game/word-lift");
      const setup = await waitFor(page, (a) => has(a, "setup/start"), "set-up");
      if (has(setup, "setup/guide/no")) await tap(page, "setup/guide/no");
      await settle(page, 5);
      await shot(page, "setup-word-lift");
      await scrollTo(page, "setup/levels");
      await settle(page, 5);
      await shot(page, "setup-word-lift-levels");
    });
  },
  menu: async (size) => {
    for (const scale of [100, 140]) {
      await withPage(size, { "settings.json": settings({ ui_scale: scale }) }, async (page) => {
        await waitFor(page, (a) => has(a, "menu/game/lost-words"), "menu");
        await page.waitForTimeout(3000);
        await settle(page, 10);
        await shot(page, `menu-text${scale}`);
      });
    }
  },
  shout: async (size) => {
    await withPage(size, { "settings.json": settings() }, async (page) => {
      await waitFor(page, (a) => has(a, "menu/game/word-shout"), "menu");
      await tap(page, "menu/game/word-shout");
      const setup = await waitFor(page, (a) => has(a, "setup/start"), "set-up");
      if (has(setup, "setup/guide/no")) await tap(page, "setup/guide/no");
      await tap(page, "setup/start");
      const took = await waitFor(page, (a) => a.some((i) => i.name.startsWith("ws/took/")), "a bot's claim", 90_000);
      await shot(page, "shout-claim");
      void took;
    });
  },
  guides: async (size) => {
    for (const game of ["lost-board-game", "word-shout"]) {
      await withPage(size, { "settings.json": settings() }, async (page) => {
        await waitFor(page, (a) => has(a, `menu/game/${game}`), "menu");
        await tap(page, `menu/game/${game}`);
        const setup = await waitFor(page, (a) => has(a, "setup/start"), "set-up");
        if (!has(setup, "setup/guide")) { console.log(`${game}: no guide offered`); return; }
        await tap(page, "setup/guide");
        await settle(page, 30);
        await shot(page, `guide-${game}-1`);
        for (let k = 0; k < 3 && has(await items(page), "tutorial/next"); ++k) await tap(page, "tutorial/next");
        await settle(page, 30);
        await shot(page, `guide-${game}-2`);
      });
    }
  },
};

try {
  for (const [name, fn] of Object.entries(shots)) {
    if (only.length && !only.includes(name)) continue;
    for (const size of Object.keys(SIZES)) await fn(size);
  }
} finally {
  await browser.close();
  await server.close();
}
