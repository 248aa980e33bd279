// Helpers for browser tests that play the app through the named items
// window.lostfound.items() publishes (the names the headless UI tests use).
// Taps are touches when the context has touch, mouse clicks otherwise.
import assert from "node:assert/strict";

// A page of the app in a new context, its console errors and page errors
// collected. `userFiles` ({name: text}), if given, are put into the app's
// user storage before its first load (see putUserFiles).
// `extra.query` ("?peer=127.0.0.1:9000#join=ABCDEFGH") follows the site's
// address; `extra.init` is a script run in every page before its own.
export async function open(browser, server, contextOptions, userFiles = null, extra = {}) {
  const context = await browser.newContext(contextOptions);
  if (extra.init) await context.addInitScript(extra.init);
  const page = await context.newPage();
  if (userFiles) await putUserFiles(page, server, userFiles);
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
  context._lfTouch = Boolean(contextOptions.hasTouch);
  await page.goto(server.url + (extra.query || ""));
  await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                             { timeout: 60_000 });
  await page.waitForSelector("#loading", { state: "hidden", timeout: 30_000 });
  return { context, page, problems };
}

// Writes files into the app's user storage as the app itself keeps them: the
// IndexedDB database "/user" that Emscripten's IDBFS syncs /user with (its
// name, version 21, store FILE_DATA and timestamp index, as shell/loader.js
// opens it; entries {timestamp, mode, contents} keyed by path). Done from a
// page of the same origin before the app loads, so the app finds them as a
// returning player's files.
export async function putUserFiles(page, server, files) {
  // A blank page of the site's origin (not the app, which would read the
  // database as it starts). Its icon is inline: without one the browser asks
  // the server for /favicon.ico, and that 404 could reach the console after
  // the app's page is being watched (an unnamed "Failed to load resource").
  const blank = new URL("e2e-blank.html", server.url).href;
  await page.route(blank, (route) => route.fulfill({
    contentType: "text/html", body: '<!doctype html><title>-</title><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate((files) => new Promise((resolve, reject) => {
    const request = indexedDB.open("/user", 21);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore("FILE_DATA");
      store.createIndex("timestamp", "timestamp", { unique: false });
    };
    request.onerror = () => reject(new Error(`opening /user: ${request.error}`));
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction("FILE_DATA", "readwrite");
      for (const [name, text] of Object.entries(files)) {
        tx.objectStore("FILE_DATA").put(
          { timestamp: new Date(), mode: 0o100666, contents: new TextEncoder().encode(text) }, `/user/${name}`);
      }
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(new Error(`writing /user: ${tx.error}`));
    };
  }), files);
}

export const items = (page) => page.evaluate(() => window.lostfound.items());

// A user file as IndexedDB holds it (IDBFS's store), parsed as JSON, or null.
export async function savedUserFile(page, name) {
  return page.evaluate((name) => new Promise((resolve) => {
    const open = indexedDB.open("/user");
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      const store = db.transaction("FILE_DATA", "readonly").objectStore("FILE_DATA");
      const get = store.get("/user/" + name);
      get.onerror = () => resolve(null);
      get.onsuccess = () => {
        const entry = get.result;
        if (!entry || !entry.contents) return resolve(null);
        resolve(JSON.parse(new TextDecoder().decode(entry.contents)));
      };
    };
  }), name);
}

// The same, once the app's writes have reached IndexedDB (its flushes done).
export async function savedUserFileAfterFlush(page, name) {
  await page.waitForFunction(() => !window.lostfound.storage.busy, null, { timeout: 10_000 });
  await settle(page, 2);
  await page.waitForFunction(() => !window.lostfound.storage.busy, null, { timeout: 10_000 });
  return savedUserFile(page, name);
}

export async function waitFor(page, predicate, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const all = await items(page);
    if (predicate(all)) return all;
    if (Date.now() > deadline) assert.fail(`${what}; items: ${all.map((i) => i.name).join(", ")}`);
    await page.waitForTimeout(60);
  }
}
export const has = (all, name) => all.some((i) => i.name === name);

// Waits until the app has drawn `frames` more frames (it draws one per
// animation frame). What a tap changes is on screen, and in items(), some
// frames later: ImGui sees the press in one frame, the release (the click) in
// the next, and the screen drawn after it in the one after. Waiting a fixed
// time instead made the tests depend on the frame rate, which under a
// software GPU falls to a few frames a second on a busy table.
export async function settle(page, frames = 4) {
  await page.evaluate((frames) => new Promise((resolve) => {
    let left = frames;
    const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), frames);
}

export async function tap(page, name) {
  const all = await items(page);
  const item = all.find((i) => i.name === name);
  assert.ok(item, `no item "${name}" on screen; items: ${all.map((i) => i.name).join(", ")}`);
  const canvas = await page.locator("#canvas").boundingBox();
  const x = canvas.x + item.x + item.w / 2, y = canvas.y + item.y + item.h / 2;
  if (page.context()._lfTouch === false) await page.mouse.click(x, y);
  else await page.touchscreen.tap(x, y);
  await settle(page);
}

// Scrolls the screen (mouse wheel over the canvas) until `name` is on screen.
export async function scrollTo(page, name) {
  const canvas = await page.locator("#canvas").boundingBox();
  for (let i = 0; i < 20; ++i) {
    if (has(await items(page), name)) return;
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    await page.mouse.wheel(0, 200);
    await settle(page);
  }
  assert.fail(`"${name}" never scrolled into view`);
}

