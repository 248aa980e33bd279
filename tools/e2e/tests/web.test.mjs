// Browser end-to-end test of the web build (build/web/site), in Debian's
// Chromium through playwright-core. Run: tools/e2e/run.sh (or `npm test` in
// tools/e2e after building the web version).
//
// Every page load fails the test on any console error or uncaught page error.
// Screenshots go to build/screenshots/ (LOSTFOUND_SCREENSHOTS): look at them.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { launchBrowser, VIEWPORTS } from "../lib/browser.mjs";
import { colourStats, decodePng, differingShare } from "../lib/png.mjs";
import { serveDirectory } from "../lib/server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SITE = process.env.LOSTFOUND_SITE || path.join(ROOT, "build/web/site");
const SHOTS = process.env.LOSTFOUND_SCREENSHOTS || path.join(ROOT, "build/screenshots");
const FIRST_FRAME_TIMEOUT = 60_000;
const TEST_TIMEOUT = { timeout: 180_000 };

let server;
let browser;

before(async () => {
  assert.ok(existsSync(path.join(SITE, "index.html")),
            `no web build in ${SITE}: build it first (tools/serve-web or emcmake cmake -S . -B build/web && cmake --build build/web)`);
  mkdirSync(SHOTS, { recursive: true });
  server = await serveDirectory(SITE);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

// --- helpers -------------------------------------------------------------------------

// A page whose console errors and page errors are collected.
async function newPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("crash", () => problems.push("the page crashed"));
  return { page, problems };
}

async function waitForFirstFrame(page) {
  await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                             { timeout: FIRST_FRAME_TIMEOUT });
  // The loading screen fades out over 250 ms; screenshots want the game.
  await page.waitForSelector("#loading", { state: "hidden", timeout: 30_000 });
}

// Opens the game and checks it started cleanly: no start-up problem shown
// (a damaged or missing asset would put a notice over the game). `init`, if
// given, runs in the page before its own scripts (playwright's init script).
async function openApp(contextOptions, init) {
  const context = await browser.newContext(contextOptions);
  if (init) await context.addInitScript(init);
  const { page, problems } = await newPage(context);
  await page.goto(server.url);
  await waitForFirstFrame(page);
  const notice = page.locator("#notice");
  if (await notice.isVisible()) {
    problems.push(`start-up problem shown: ${await page.locator("#notice-text").innerText()}`);
  }
  return { context, page, problems };
}

function assertNoProblems(problems, when) {
  assert.deepEqual(problems, [], `${when}: the page reported problems`);
}

async function items(page) {
  return page.evaluate(() => window.lostfound.items());
}

async function itemNames(page) {
  return (await items(page)).map((i) => i.name).sort();
}

// Taps the centre of a named item with a touch (items are in CSS px relative
// to the canvas).
async function tapItem(page, name) {
  const all = await items(page);
  const item = all.find((i) => i.name === name);
  assert.ok(item, `no item "${name}" on screen; items: ${all.map((i) => i.name).join(", ")}`);
  const canvas = await page.locator("#canvas").boundingBox();
  await page.touchscreen.tap(canvas.x + item.x + item.w / 2, canvas.y + item.y + item.h / 2);
}

// Waits until the set of named items differs from `before` (navigation
// takes effect after the frame of the tap).
async function waitForItemsChange(page, before) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = await itemNames(page);
    if (JSON.stringify(now) !== JSON.stringify(before)) return now;
    if (Date.now() > deadline) assert.fail(`the screen did not change; items are still ${before.join(", ")}`);
    await page.waitForTimeout(100);
  }
}

async function screenshot(page, file) {
  // Let a frame or two settle (hover fades, ImGui's first-frame sizing).
  await page.waitForTimeout(300);
  const png = await page.screenshot({ path: file ? path.join(SHOTS, file) : undefined });
  return decodePng(png);
}

function assertNotBlank(image, what) {
  const stats = colourStats(image);
  assert.ok(stats.distinct >= 16 && stats.dominantShare < 0.995,
            `${what} looks blank: ${stats.distinct} colours, ${(stats.dominantShare * 100).toFixed(2)}% one colour`);
  return stats;
}

// --- tests -----------------------------------------------------------------------------

test("desktop: loads without console errors and draws a real frame", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.desktop);
  try {
    const firstFrameMs = await page.evaluate(() => window.lostfound.firstFrameMs);
    assert.ok(firstFrameMs > 0, "firstFrameMs is recorded");
    // The renderer took over the shader program the page started compiling
    // (it would compile its own if the page's sources differed from its own).
    assert.equal(await page.evaluate(() => window.lostfound.prebuiltShaders), null,
                 "the game used the shaders the page compiled early");
    const image = await screenshot(page, "web-desktop-1440x900.png");
    assertNotBlank(image, "the desktop canvas");
    const canvas = await page.evaluate(() => {
      const c = document.getElementById("canvas");
      return { width: c.width, height: c.height, css: c.getBoundingClientRect().width, dpr: devicePixelRatio };
    });
    assert.equal(canvas.width, Math.round(canvas.css * canvas.dpr), "canvas backing store is CSS size x DPR");
    assert.ok((await items(page)).length > 0, "the app names its widgets for the test hook");
    assertNoProblems(problems, "desktop load");
  } finally {
    await context.close();
  }
});

test("tablet with touch: tapping a menu item opens another screen", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.tabletPortrait);
  try {
    const canvas = await page.evaluate(() => ({ width: document.getElementById("canvas").width, dpr: devicePixelRatio }));
    assert.equal(canvas.width, 820 * canvas.dpr, "high-DPI backing store on the tablet");
    const before = await itemNames(page);
    const target = ["menu/about", "menu/dictionary", "menu/settings"].find((n) => before.includes(n));
    assert.ok(target, `no menu item to tap; items: ${before.join(", ")}`);
    const shotBefore = await screenshot(page);
    await tapItem(page, target);
    const afterNames = await waitForItemsChange(page, before);
    assert.notDeepEqual(afterNames, before, "different named items after the tap");
    const shotAfter = await screenshot(page);
    assert.ok(differingShare(shotBefore, shotAfter) > 0.01, "the screen looks different after the tap");
    assertNotBlank(shotAfter, `the ${target} screen`);

    // The browser's back button goes back a screen, not off the site.
    await page.goBack();
    const backNames = await waitForItemsChange(page, afterNames);
    assert.deepEqual(backNames, before, "back on the main menu after the browser's back");
    assert.equal(new URL(page.url()).origin, new URL(server.url).origin, "still on the game's page");

    // Turning the tablet: the backing store follows the new CSS size.
    await page.setViewportSize({ width: 1180, height: 820 });
    await page.waitForFunction(() => document.getElementById("canvas").width === 1180 * devicePixelRatio &&
                                      document.getElementById("canvas").height === 820 * devicePixelRatio,
                               null, { timeout: 10_000 });
    const turned = await items(page);
    assert.ok(turned.every((i) => i.x + i.w <= 1180 + 1 && i.y >= -1), "the menu is laid out for the new size");
    assertNoProblems(problems, "tablet tap");
  } finally {
    await context.close();
  }
});

test("screenshots at phone, tablet and desktop sizes", TEST_TIMEOUT, async () => {
  const shots = [
    ["web-phone-390x844.png", VIEWPORTS.phone],
    ["web-tablet-820x1180.png", VIEWPORTS.tabletPortrait],
    ["web-tablet-1180x820.png", VIEWPORTS.tabletLandscape],
    ["web-desktop-1440x900.png", VIEWPORTS.desktop],
  ];
  for (const [file, options] of shots) {
    const { context, page, problems } = await openApp(options);
    try {
      assertNotBlank(await screenshot(page, file), file);
      assertNoProblems(problems, file);
    } finally {
      await context.close();
    }
  }
});

// From the main menu to the Settings page.
async function openSettings(page) {
  const menu = await itemNames(page);
  assert.ok(menu.includes("menu/settings"), `no menu/settings item; items: ${menu.join(", ")}`);
  await tapItem(page, "menu/settings");
  await waitForItemsChange(page, menu);
}

// Taps a setting and waits for its flush to IndexedDB.
async function tapAndWaitForFlush(page, name) {
  const syncsBefore = await page.evaluate(() => window.lostfound.storage.syncs);
  await tapItem(page, name);
  await page.waitForFunction((n) => window.lostfound.storage.syncs > n && !window.lostfound.storage.busy,
                             syncsBefore, { timeout: 10_000 });
}

// Opens Settings and taps theme choices until the page's dominant colour
// changes: that is the theme really switching, whatever the starting theme
// was. Returns the new dominant colour. With `persistent`, each tap waits for
// its flush to IndexedDB.
async function switchTheme(page, { persistent }) {
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
async function settingsColourAfterReload(page) {
  await page.reload();
  await waitForFirstFrame(page);
  await openSettings(page);
  return colourStats(await screenshot(page)).dominant;
}

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
                               { timeout: 10_000 });
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
    const button = async () => (await items(page)).find((i) => i.name === "menu/settings");
    const before = await button();
    assert.ok(before, "a menu/settings item");
    await openSettings(page);
    for (let i = 0; i < 2; i++) await tapAndWaitForFlush(page, "settings/scale/up");
    await page.reload();
    await waitForFirstFrame(page);
    const after = await button();
    assert.ok(after && after.h > before.h * 1.1 && after.w > before.w * 1.1,
              `the menu is drawn larger after the reload: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    const image = await screenshot(page, "web-scaled-1180x820.png");
    assertNotBlank(image, "the scaled menu");
    assertNoProblems(problems, "UI scale persistence");
  } finally {
    await context.close();
  }
});

test("after one visit, the service worker makes a reload work offline", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.desktop);
  try {
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker.state !== "activated") {
        await new Promise((resolve) => worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve();
        }));
      }
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
      }
      return { scope: registration.scope, active: registration.active && registration.active.state };
    });
    assert.equal(registered.active, "activated", "the service worker is active");
    const cacheNames = await page.evaluate(() => caches.keys());
    assert.equal(cacheNames.filter((n) => n.startsWith("lostfound-")).length, 1, `one build cache: ${cacheNames}`);

    await context.setOffline(true);
    await page.reload();
    await waitForFirstFrame(page);
    assertNotBlank(await screenshot(page), "the offline reload");
    assertNoProblems(problems, "offline reload");
  } finally {
    await context.close();
  }
});

test("the loading screen shows real progress while files arrive", TEST_TIMEOUT, async () => {
  const context = await browser.newContext({ ...VIEWPORTS.tabletPortrait, serviceWorkers: "block" });
  try {
    // Hold the wasm back so the page is caught mid-load.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route(/\/lostfound\.wasm(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const { page, problems } = await newPage(context);
    await page.goto(server.url);
    await page.waitForFunction(() => Number(document.getElementById("progress").getAttribute("aria-valuenow")) > 0,
                               null, { timeout: 20_000 });
    const value = Number(await page.locator("#progress").getAttribute("aria-valuenow"));
    assert.ok(value > 0 && value < 100, `progress between 0 and 100 while the wasm is held: ${value}`);
    assert.match(await page.locator("#progress-text").innerText(), /of [0-9.]+ MB/);
    await page.screenshot({ path: path.join(SHOTS, "web-loading-820x1180.png") });
    release();
    await waitForFirstFrame(page);
    assertNoProblems(problems, "loading");
  } finally {
    await context.close();
  }
});

test("a file missing from the site is named in plain words", TEST_TIMEOUT, async () => {
  const context = await browser.newContext({ ...VIEWPORTS.desktop, serviceWorkers: "block" });
  try {
    await context.route(/\/lostfound\.wasm(\?|$)/, (route) => route.fulfill({ status: 404, body: "not found" }));
    const page = await context.newPage();
    const pageErrors = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    await page.goto(server.url);
    await page.waitForSelector("#message", { state: "visible", timeout: 20_000 });
    const text = await page.locator("#message-text").innerText();
    assert.match(text, /lostfound\.wasm/, `the message names the file: "${text}"`);
    assert.match(text, /missing/i);
    assert.deepEqual(pageErrors, [], "no uncaught errors");
  } finally {
    await context.close();
  }
});

test("without WebGL 2 the page says so in plain words", TEST_TIMEOUT, async () => {
  // Two ways a browser lacks it: no API at all (old browser), or the API
  // there but no context (turned off, blocklisted GPU).
  const cases = {
    "no API": () => { delete window.WebGL2RenderingContext; },
    "turned off": () => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === "webgl2" ? null : original.call(this, type, ...rest);
      };
    },
  };
  for (const [label, disable] of Object.entries(cases)) {
    const context = await browser.newContext({ ...VIEWPORTS.desktop, serviceWorkers: "block" });
    try {
      await context.addInitScript(disable);
      const { page, problems } = await newPage(context);
      const requests = [];
      page.on("request", (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(server.url);
      await page.waitForSelector("#message", { state: "visible", timeout: 20_000 });
      const text = await page.locator("#message-text").innerText();
      assert.match(text, /WebGL 2 is turned off or not supported/, label);
      await page.waitForTimeout(500);
      assert.equal(await page.locator("#loading").isVisible(), false, `${label}: no loading bar left behind`);
      if (label === "no API") {
        assert.ok(!requests.some((p) => p.endsWith(".wasm")), "the wasm is not downloaded for nothing");
      }
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  }
});

test("a GPU that cannot build the game's shaders gets a message in plain words", TEST_TIMEOUT, async () => {
  // The renderer checks its shader program at the first frame (not while it
  // compiles: src/platform/imgui_renderer.h); here the link "fails".
  const context = await browser.newContext({ ...VIEWPORTS.desktop, serviceWorkers: "block" });
  try {
    await context.addInitScript(() => {
      const proto = WebGL2RenderingContext.prototype;
      const getProgramParameter = proto.getProgramParameter;
      proto.getProgramParameter = function (program, pname) {
        return pname === this.LINK_STATUS ? false : getProgramParameter.call(this, program, pname);
      };
    });
    const { page, problems } = await newPage(context);
    await page.goto(server.url);
    await page.waitForSelector("#message", { state: "visible", timeout: 30_000 });
    const text = await page.locator("#message-text").innerText();
    assert.match(text, /can't show the game: the graphics driver could not build the game's shaders/);
    assert.equal(await page.evaluate(() => window.lostfound.firstFrameMs), undefined, "no frame was drawn");
    assertNoProblems(problems, "a failed shader link");
  } finally {
    await context.close();
  }
});
