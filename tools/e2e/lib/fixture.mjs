// What every browser test file shares: the web build (LOSTFOUND_SITE, default
// build/web/site), a static server for it and one headless Chromium, started
// before the file's tests and closed after them; screenshots go to
// LOSTFOUND_SCREENSHOTS (default build/screenshots).
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { has, open, tap, waitFor } from "./app.mjs";
import { launchBrowser } from "./browser.mjs";
import { serveDirectory } from "./server.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const SITE = process.env.LOSTFOUND_SITE || path.join(ROOT, "build/web/site");
export const SHOTS = process.env.LOSTFOUND_SCREENSHOTS || path.join(ROOT, "build/screenshots");
// The saved games the tests start from, written by the native program
// tests/ui/e2e_saves.cpp (tools/test.sh runs it before these tests).
export const SAVES = process.env.LOSTFOUND_SAVES || path.join(ROOT, "build/e2e-saves");

// A saved game as the app saves it: "<game>-<moment>.json" of SAVES.
export function savedGame(game, moment) {
  const file = path.join(SAVES, `${game}-${moment}.json`);
  assert.ok(existsSync(file), `no saved game ${file}: build/native/tests/ui/e2e_saves ${SAVES} writes them`);
  return readFileSync(file, "utf8");
}

// Registers the before/after hooks; returns { server, browser,
// open(contextOptions, userFiles?, extra?), resume(contextOptions, game,
// moment, settings?, extra?) }. resume() opens the app with that saved game
// (and by default reduced motion, fast bots: the bots move sooner) in its
// user storage, and taps through the menu and the set-up screen's Resume to
// the table. `extra` as app.mjs's open() takes it (a script run first).
export function useSite() {
  const site = {
    server: null,
    browser: null,
    open: (contextOptions, userFiles = null, extra = {}) =>
      open(site.browser, site.server, contextOptions, userFiles, extra),
    resume: async (contextOptions, game, moment, settings = { reduce_motion: true, bot_speed: "fast" }, extra = {}) => {
      const opened = await site.open(contextOptions, {
        "settings.json": JSON.stringify(settings),
        [`save-${game}.json`]: savedGame(game, moment),
      }, extra);
      const { page } = opened;
      await waitFor(page, (all) => has(all, `menu/game/${game}`), `the menu offers ${game}`);
      await tap(page, `menu/game/${game}`);
      await waitFor(page, (all) => has(all, "setup/resume"), "the set-up screen offers to resume the saved game");
      await tap(page, "setup/resume");
      await waitFor(page, (all) => !has(all, "setup/resume"), "the saved game opens");
      return opened;
    },
  };
  before(async () => {
    assert.ok(existsSync(path.join(SITE, "index.html")), `no web build in ${SITE}`);
    mkdirSync(SHOTS, { recursive: true });
    site.server = await serveDirectory(SITE);
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
