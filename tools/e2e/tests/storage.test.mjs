// The player's saved files in the web build (IndexedDB, src/platform/pre.js):
// settings kept across reloads, a first visit that starts before the
// database is ready, and a database that never opens. Every page load fails
// the test on any console error or uncaught page error.
import { test } from "node:test";
import assert from "node:assert/strict";

import { VIEWPORTS } from "../lib/browser.mjs";
import {
  TEST_TIMEOUT, assertNoProblems, assertNotBlank, items, openApp, openSettings, screenshot,
  settingsColourAfterReload, switchTheme, tapAndWaitForFlush, waitForFirstFrame,
} from "../lib/web.mjs";

test("a changed theme is still applied after a reload", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.tabletLandscape);
  try {
    const changed = await switchTheme(page, { persistent: true });
    const storage = await page.evaluate(() => window.lostfound.storage);
    assert.ok(storage.persistent && storage.syncs > 0, `settings were flushed to IndexedDB: ${JSON.stringify(storage)}`);
    assert.deepEqual(await settingsColourAfterReload(page), changed,
                     "the settings page has the chosen theme's colours after the reload");
    assertNoProblems(problems, "theme persistence");
  } finally {
    await context.close();
  }
});

// On a first visit the game starts as soon as the page knows the database is
// new (empty), before its creation commits (src/platform/pre.js). Here that
// commit is held back until the player has already changed a setting.
test("a first visit starts before the saved-files database is ready, and saves what was changed meanwhile",
     TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.tabletLandscape, () => {
    // Holds back the success event of an open that creates the database
    // until window.releaseUserDb() (later opens pass straight through).
    // The page gives up on a database that has not answered within 4 s
    // (tested below); on a busy machine this test takes longer than that to
    // change a setting, so its give-up timer is stretched.
    const setTimeoutOfPage = window.setTimeout;
    window.setTimeout = function (handler, ms, ...rest) {
      return setTimeoutOfPage.call(this, handler, ms === 4000 ? 600_000 : ms, ...rest);
    };
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (...args) {
      const request = open.apply(this, args);
      let creating = false, held = null;
      request.addEventListener("upgradeneeded", (e) => { creating = e.oldVersion === 0; });
      request.addEventListener("success", (e) => {
        if (!creating || held) return;
        e.stopImmediatePropagation();
        held = true;
        window.releaseUserDb = () => request.dispatchEvent(new Event("success"));
      });
      return request;
    };
  });
  try {
    let storage = await page.evaluate(() => window.lostfound.storage);
    assert.ok(storage.ready && !storage.persistent, `drawn before the database opened: ${JSON.stringify(storage)}`);

    const changed = await switchTheme(page, { persistent: false });
    storage = await page.evaluate(() => window.lostfound.storage);
    assert.equal(storage.syncs, 0, `nothing can be flushed yet: ${JSON.stringify(storage)}`);
    await page.evaluate(() => window.releaseUserDb());
    await page.waitForFunction(() => window.lostfound.storage.syncs > 0 && !window.lostfound.storage.busy, null,
                               { timeout: 30_000 });
    assert.deepEqual(await settingsColourAfterReload(page), changed,
                     "the theme chosen before the database opened is applied after a reload");
    assertNoProblems(problems, "first visit");
  } finally {
    await context.close();
  }
});

test("a saved-files database that never opens does not keep the game from starting", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.tabletLandscape, () => {
    // An open of the game's database that never answers, neither success
    // nor error (src/platform/pre.js gives up after 4 s).
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name, ...rest) {
      if (name !== "/user") return open.call(this, name, ...rest);
      window.userDbOpens = (window.userDbOpens || 0) + 1;
      return new EventTarget();
    };
  });
  try {
    const storage = await page.evaluate(() => window.lostfound.storage);
    assert.ok(storage.ready && !storage.persistent, `started without saved files: ${JSON.stringify(storage)}`);
    assert.match(storage.lastError, /did not open within/);
    assert.equal(await page.evaluate(() => window.userDbOpens), 1, "the page's open, and no second one");
    // The game works; a change applies for this visit.
    await switchTheme(page, { persistent: false });
    assert.equal((await page.evaluate(() => window.lostfound.storage)).syncs, 0);
    assertNoProblems(problems, "database that never opens");
  } finally {
    await context.close();
  }
});

// The fonts are built at the default scale while the saved settings load
// (src/platform/main.cpp); a saved scale rebuilds them before the first frame.
test("a changed UI scale is still applied after a reload", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.tabletLandscape);
  try {
    // The first game's card: its height follows the text's size (Settings
    // may be a card or, when the cards do not all fit, a button in a row
    // whose height is the touch target's).
    const button = async () => (await items(page)).find((i) => i.name === "menu/game/lost-for-words");
    const before = await button();
    assert.ok(before, "a menu/game/lost-for-words item");
    await openSettings(page);
    for (let i = 0; i < 2; i++) await tapAndWaitForFlush(page, "settings/scale/up");
    await page.reload();
    await waitForFirstFrame(page);
    const after = await button();
    assert.ok(after && after.h > before.h * 1.1,
              `the menu is drawn larger after the reload: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    const image = await screenshot(page, "web-scaled-1180x820.png");
    assertNotBlank(image, "the scaled menu");
    assertNoProblems(problems, "UI scale persistence");
  } finally {
    await context.close();
  }
});
