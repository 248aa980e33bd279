// What the browser tests of the page itself share (tests/web.test.mjs,
// tests/storage.test.mjs): the built site served and one Chromium for a
// file's tests, pages whose console errors and page errors are collected,
// taps on named items, screenshots, and the Settings page's helpers.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

import { settle } from "./app.mjs";
import { launchBrowser } from "./browser.mjs";
import { SHOTS, SITE } from "./fixture.mjs";
import { colourStats, decodePng } from "./png.mjs";
import { serveDirectory } from "./server.mjs";

export const FIRST_FRAME_TIMEOUT = 60_000;
export const TEST_TIMEOUT = { timeout: 120_000 };

// The site's server and the browser, started before a file's tests (each
// test file runs in a process of its own).
export const web = { server: null, browser: null };
before(async () => {
  assert.ok(existsSync(path.join(SITE, "index.html")), `no web build in ${SITE}: build it first (tools/build-web.sh)`);
  mkdirSync(SHOTS, { recursive: true });
  web.server = await serveDirectory(SITE);
  web.browser = await launchBrowser();
});
after(async () => {
  await web.browser?.close();
  await web.server?.close();
});

// A page whose console errors and page errors are collected.
export async function newPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("crash", () => problems.push("the page crashed"));
  // The console's "Failed to load resource" names no URL: the response does.
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

export async function waitForFirstFrame(page) {
  await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                             { timeout: FIRST_FRAME_TIMEOUT });
  // The loading screen fades out over 250 ms; screenshots want the game.
  await page.waitForSelector("#loading", { state: "hidden", timeout: 30_000 });
}

// Opens the game and checks it started cleanly: no start-up problem shown
// (a damaged or missing asset would put a notice over the game). `init`, if
// given, runs in the page before its own scripts (playwright's init script).
export async function openApp(contextOptions, init) {
  const context = await web.browser.newContext(contextOptions);
  if (init) await context.addInitScript(init);
  const { page, problems } = await newPage(context);
  await page.goto(web.server.url);
  await waitForFirstFrame(page);
  const notice = page.locator("#notice");
  if (await notice.isVisible()) {
    problems.push(`start-up problem shown: ${await page.locator("#notice-text").innerText()}`);
  }
  return { context, page, problems };
}

export function assertNoProblems(problems, when) {
  assert.deepEqual(problems, [], `${when}: the page reported problems`);
}

export async function items(page) {
  return page.evaluate(() => window.lostfound.items());
}

export async function itemNames(page) {
  return (await items(page)).map((i) => i.name).sort();
}

// Taps the centre of a named item with a touch (items are in CSS px relative
// to the canvas).
export async function tapItem(page, name) {
  const all = await items(page);
  const item = all.find((i) => i.name === name);
  assert.ok(item, `no item "${name}" on screen; items: ${all.map((i) => i.name).join(", ")}`);
  const canvas = await page.locator("#canvas").boundingBox();
  await page.touchscreen.tap(canvas.x + item.x + item.w / 2, canvas.y + item.y + item.h / 2);
}

// Waits until the set of named items differs from `before` (navigation
// takes effect after the frame of the tap).
export async function waitForItemsChange(page, before) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = await itemNames(page);
    if (JSON.stringify(now) !== JSON.stringify(before)) return now;
    if (Date.now() > deadline) assert.fail(`the screen did not change; items are still ${before.join(", ")}`);
    await page.waitForTimeout(100);
  }
}

export async function screenshot(page, file) {
  // Let a few frames settle (hover fades, ImGui's first-frame sizing): drawn
  // frames, not only time, since a busy machine draws few a second.
  await settle(page, 6);
  await page.waitForTimeout(300);
  const png = await page.screenshot({ path: file ? path.join(SHOTS, file) : undefined });
  return decodePng(png);
}

export function assertNotBlank(image, what) {
  const stats = colourStats(image);
  assert.ok(stats.distinct >= 16 && stats.dominantShare < 0.995,
            `${what} looks blank: ${stats.distinct} colours, ${(stats.dominantShare * 100).toFixed(2)}% one colour`);
  return stats;
}

// From the main menu to the Settings page.
export async function openSettings(page) {
  const menu = await itemNames(page);
  assert.ok(menu.includes("menu/settings"), `no menu/settings item; items: ${menu.join(", ")}`);
  await tapItem(page, "menu/settings");
  await waitForItemsChange(page, menu);
}

// Taps a setting and waits for its flush to IndexedDB.
export async function tapAndWaitForFlush(page, name) {
  // A person taps what the screen shows: a setting just changed (a larger
  // text size) lays the page out again on the frames after its tap, so the
  // items are read once those frames are drawn, not from the frame before.
  await settle(page, 4);
  const syncsBefore = await page.evaluate(() => window.lostfound.storage.syncs);
  await tapItem(page, name);
  await page.waitForFunction((n) => window.lostfound.storage.syncs > n && !window.lostfound.storage.busy,
                             syncsBefore, { timeout: 30_000 });
}

// Opens Settings and taps theme choices until the page's dominant colour
// changes: that is the theme really switching, whatever the starting theme
// was. Returns the new dominant colour. With `persistent`, each tap waits for
// its flush to IndexedDB.
export async function switchTheme(page, { persistent }) {
  await openSettings(page);
  const themeItems = (await itemNames(page)).filter((n) => /^settings\/theme\//.test(n));
  assert.ok(themeItems.length >= 2, `no theme choices on the settings page; items: ${(await itemNames(page)).join(", ")}`);
  const original = colourStats(await screenshot(page)).dominant;
  for (const name of themeItems) {
    // (A choice that is already selected saves nothing, hence the catch.)
    if (persistent) await tapAndWaitForFlush(page, name).catch(() => {});
    else await tapItem(page, name);
    const now = colourStats(await screenshot(page)).dominant;
    if (JSON.stringify(now) !== JSON.stringify(original)) return now;
  }
  assert.fail(`no theme choice changed the look (${themeItems.join(", ")})`);
}

// After a reload: the settings page's dominant colour.
export async function settingsColourAfterReload(page) {
  await page.reload();
  await waitForFirstFrame(page);
  await openSettings(page);
  return colourStats(await screenshot(page)).dominant;
}
