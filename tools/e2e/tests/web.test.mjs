// Browser end-to-end test of the web build (build/web/site), in Debian's
// Chromium through playwright-core: loading, the canvas and its backing
// store, touch, the browser's back button, screenshots at phone, tablet and
// desktop sizes, the service worker and offline play, and what the page says
// when something is missing or broken. The player's saved files (IndexedDB)
// are tests/storage.test.mjs.
//
// Every page load fails the test on any console error or uncaught page error.
// Screenshots go to build/screenshots/ (LOSTFOUND_SCREENSHOTS): look at them.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, SITE } from "../lib/fixture.mjs";
import { differingShare } from "../lib/png.mjs";
import {
  TEST_TIMEOUT, assertNoProblems, assertNotBlank, itemNames, items, newPage, openApp, screenshot, tapItem,
  waitForFirstFrame, waitForItemsChange, web,
} from "../lib/web.mjs";

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
    assert.equal(new URL(page.url()).origin, new URL(web.server.url).origin, "still on the game's page");

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
  const context = await web.browser.newContext({ ...VIEWPORTS.tabletPortrait, serviceWorkers: "block" });
  try {
    // Hold the wasm back so the page is caught mid-load.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route(/\/lostfound\.wasm(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const { page, problems } = await newPage(context);
    await page.goto(web.server.url);
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
  const context = await web.browser.newContext({ ...VIEWPORTS.desktop, serviceWorkers: "block" });
  try {
    await context.route(/\/lostfound\.wasm(\?|$)/, (route) => route.fulfill({ status: 404, body: "not found" }));
    const page = await context.newPage();
    const pageErrors = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    await page.goto(web.server.url);
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
    const context = await web.browser.newContext({ ...VIEWPORTS.desktop, serviceWorkers: "block" });
    try {
      await context.addInitScript(disable);
      const { page, problems } = await newPage(context);
      const requests = [];
      page.on("request", (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(web.server.url);
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
  const context = await web.browser.newContext({ ...VIEWPORTS.desktop, serviceWorkers: "block" });
  try {
    await context.addInitScript(() => {
      const proto = WebGL2RenderingContext.prototype;
      const getProgramParameter = proto.getProgramParameter;
      proto.getProgramParameter = function (program, pname) {
        return pname === this.LINK_STATUS ? false : getProgramParameter.call(this, program, pname);
      };
    });
    const { page, problems } = await newPage(context);
    await page.goto(web.server.url);
    await page.waitForSelector("#message", { state: "visible", timeout: 30_000 });
    const text = await page.locator("#message-text").innerText();
    assert.match(text, /can't show the game: the graphics driver could not build the game's shaders/);
    assert.equal(await page.evaluate(() => window.lostfound.firstFrameMs), undefined, "no frame was drawn");
    assertNoProblems(problems, "a failed shader link");
  } finally {
    await context.close();
  }
});

