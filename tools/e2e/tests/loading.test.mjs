// Browser tests of how the web build loads (issue 22): what a first visit
// downloads, offline play after it, the files fetched after the first frame
// (a screen that waits for them, a failed download, a damaged copy).
//
// The site is served as a real host serves it (lib/host.mjs: gzip, "max-age"
// and ETags), which logs every request with the bytes it sent.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { has, items, scrollTo, settle, tap, waitFor } from "../lib/app.mjs";
import { launchBrowser, VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, SITE } from "../lib/fixture.mjs";
import { serveLikeHost } from "../lib/host.mjs";

const TEST_TIMEOUT = { timeout: 60_000 };
const LIST = JSON.parse(readFileSync(path.join(SITE, "asset-list.json"), "utf8"));
const DICT = LIST.files.find((f) => f.path === "assets/dict/broad.lfd");
// The word list's URL path as the page asks for it (its gzip copy where there is one).
const DICT_PATH = "/" + DICT.path + (DICT.gz ? ".gz" : "");

let host;
let browser;

before(async () => {
  assert.ok(existsSync(path.join(SITE, "index.html")), `no web build in ${SITE}`);
  mkdirSync(SHOTS, { recursive: true });
  host = await serveLikeHost(SITE);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await host?.close();
});

// --- helpers -------------------------------------------------------------------------

// A page of the app in a new context, at its first frame. `init` runs in the
// page before its own scripts; `serve` sets the host's overrides for the
// visit. Console errors and page errors are collected.
async function openApp(contextOptions, { init, serve, beforeFirstFrame } = {}) {
  host.clearOverrides();
  if (serve) serve();
  const context = await browser.newContext(contextOptions);
  context._lfTouch = Boolean(contextOptions.hasTouch);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  await page.goto(host.url);
  if (beforeFirstFrame) await beforeFirstFrame(page);
  await waitForFirstFrame(page);
  return { context, page, problems };
}

async function waitForFirstFrame(page) {
  await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                             { timeout: 30_000 });
  await page.waitForSelector("#loading", { state: "hidden", timeout: 10_000 });
}

// Every file fetched after the first frame has arrived (or failed).
const laterFilesSettled = (page) => page.waitForFunction(
  () => [...window.lostfound.laterFiles.entries.values()].every((e) => e.state !== "pending"), null,
  { timeout: 20_000 });

// The service worker is active and controls the page.
async function serviceWorkerInstalled(page) {
  await page.evaluate(async () => {
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
  });
}

// Sends the first third of `urlPath` and holds the rest back until
// `release` is called.
function holdBack(urlPath) {
  const hold = {};
  const held = new Promise((resolve) => { hold.release = resolve; });
  hold.serve = () => host.override(urlPath, async (req, res) => {
    const body = readFileSync(path.join(SITE, urlPath));
    res.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": body.length,
                         "Cache-Control": "no-store" });
    res.write(body.subarray(0, body.length / 3));
    await held;
    res.end(body.subarray(body.length / 3));
  });
  return hold;
}

// The word list with one byte changed (as its gzip copy where the page asks for that).
function damagedDictionary() {
  const bytes = Buffer.from(readFileSync(path.join(SITE, DICT.path)));
  bytes[bytes.length >> 1] ^= 0x5a;
  return DICT.gz ? zlib.gzipSync(bytes) : bytes;
}

function serveDamagedDictionary() {
  const body = damagedDictionary();
  host.override(DICT_PATH, (req, res) => {
    res.writeHead(200, { "Content-Type": "application/octet-stream", "Cache-Control": "no-store" });
    res.end(body);
  });
}

// Escape, down and up in separate frames (ImGui 1.86 misses a press that
// begins and ends within one).
// Then the mouse moves, as a player's would before the next click: after a
// key, ImGui takes no click until the mouse has moved.
async function escape(page) {
  await page.keyboard.down("Escape");
  await settle(page, 2);
  await page.keyboard.up("Escape");
  await settle(page);
  await page.mouse.move(5, 5);
  await settle(page, 2);
}

async function shot(page, file) {
  await settle(page, 3);
  await page.screenshot({ path: path.join(SHOTS, file) });
}

// --- tests -----------------------------------------------------------------------------

test("a first visit fetches each file once, the service worker's precaching included, and then works offline",
     TEST_TIMEOUT, async () => {
  const from = host.log.length;
  const { context, page, problems } = await openApp(VIEWPORTS.desktop);
  try {
    await laterFilesSettled(page);
    await serviceWorkerInstalled(page);
    await page.waitForTimeout(300);  // (anything the browser asks for late)
    const visit = host.log.slice(from);
    const perPath = new Map();
    for (const r of visit) perPath.set(r.path, [...(perPath.get(r.path) || []), r.status]);
    const twice = [...perPath].filter(([, statuses]) => statuses.length > 1);
    assert.deepEqual(twice, [], "no file is requested twice");
    // Everything the service worker keeps went over the wire once.
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("lostfound-"));
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    });
    for (const p of cached) assert.ok(perPath.has(p === "/" ? "/index.html" : p), `${p} is cached and was fetched`);
    const sent = visit.reduce((n, r) => n + r.bytes, 0);
    let distinct = 0;
    for (const p of perPath.keys()) distinct += await host.sentSize(p);
    assert.ok(sent <= 1.05 * distinct, `downloaded ${sent} B for ${distinct} B of distinct files`);

    // Offline: a reload reaches the menu, and a game whose data came after
    // the first frame opens and starts.
    await context.setOffline(true);
    await page.reload();
    await waitForFirstFrame(page);
    await tap(page, "menu/game/lost-for-words");
    await waitFor(page, (all) => has(all, "setup/seat/0/human"), "the set-up screen, offline");
    await scrollTo(page, "setup/start");
    await tap(page, "setup/start");
    await waitFor(page, (all) => has(all, "game/rules") || has(all, "game/ready"), "the table, offline");
    await laterFilesSettled(page);
    const states = await page.evaluate(() => [...window.lostfound.laterFiles.entries.values()].map((e) => e.state));
    assert.ok(states.every((s) => s === "ready"), `every file came from the cache offline: ${states}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// The program comes in two parts (src/platform/split_wasm.py); the second,
// the games' code, arrives after the first frame. Nothing a player can reach
// before it arrives may need it (the page would then fetch it on the spot,
// blocking): web/startup-functions.txt must be up to date.
test("the menu, Settings and every screen's wait need nothing from the program's second part", TEST_TIMEOUT,
     async () => {
  const { context, page, problems } = await openApp({ ...VIEWPORTS.desktop, serviceWorkers: "block" }, {
    serve: () => {
      for (const f of LIST.files.filter((f) => f.when === "later")) {
        // Never answered, but for the second part, which fails at once: a
        // page that needs it early must not block for ever on it.
        host.override("/" + f.path + (f.gz ? ".gz" : ""),
                      f.kind === "code" ? (req, res) => res.writeHead(503).end() : () => {});
      }
    },
    beforeFirstFrame: async (page) => {
      await page.waitForFunction(() => window.lostfound &&
                                 (window.lostfound.firstFrameMs !== undefined || window.lostfound.secondPartNeededEarly),
                                 null, { timeout: 30_000 });
      assert.equal(await page.evaluate(() => window.lostfound.secondPartNeededEarly), undefined,
                   "the first frame needed the second part: run tools/web-bench/profile-startup.mjs");
    },
  });
  try {
    const games = (await items(page)).map((i) => i.name).filter((n) => n.startsWith("menu/game/"));
    assert.ok(games.length > 0, "games on the menu");
    await tap(page, "menu/settings");
    const settings = (await waitFor(page, (all) => has(all, "settings/theme/dark"), "Settings"))
      .map((i) => i.name).filter((n) => n.startsWith("settings/"));
    // The server field first: the next tap takes the focus from it, and
    // Escape then goes back (in a text field it would only leave the field).
    settings.sort((a, b) => (b === "settings/peer-server") - (a === "settings/peer-server"));
    for (const name of settings) await tap(page, name);
    await escape(page);
    for (const name of ["menu/about", "menu/dictionary", ...games]) {
      await waitFor(page, (all) => has(all, name), "the menu");
      await tap(page, name);
      await waitFor(page, (all) => has(all, "assets/progress"), `${name} waits`);
      await escape(page);
    }
    await waitFor(page, (all) => has(all, "menu/settings"), "the menu");
    const early = await page.evaluate(() => window.lostfound.secondPartNeededEarly);
    assert.equal(early, undefined, "the second part was needed early: run tools/web-bench/profile-startup.mjs");
    assert.deepEqual(problems.filter((p) => !/status of 503|^HTTP 503:/.test(p)), []);  // (the second part's own fetch)
  } finally {
    host.clearOverrides();
    await context.close();
  }
});

test("a game opened before its data arrived shows a progress bar, then opens", TEST_TIMEOUT, async () => {
  for (const [name, viewport] of [["phone", VIEWPORTS.phone], ["tablet", VIEWPORTS.tabletPortrait],
                                  ["desktop", VIEWPORTS.desktop]]) {
    const hold = holdBack(DICT_PATH);
    const { context, page, problems } = await openApp({ ...viewport, serviceWorkers: "block" }, { serve: hold.serve });
    try {
      await tap(page, "menu/game/word-lift");
      await waitFor(page, (all) => has(all, "assets/progress") && has(all, "nav/back"), "a progress bar");
      await page.waitForFunction(() => window.lostfound.laterFiles.state("dict/broad.lfd").loaded > 0, null,
                                 { timeout: 10_000 });
      await shot(page, `loading-waiting-${name}.png`);
      hold.release();
      await waitFor(page, (all) => has(all, "setup/seat/0/human"), "the set-up screen once the word list is in");
      assert.deepEqual(problems, [], name);
    } finally {
      hold.release();
      await context.close();
    }
  }
});

test("a failed download says so, and Retry fetches it", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp({ ...VIEWPORTS.phone, serviceWorkers: "block" }, {
    serve: () => host.override("/assets/art/lost_words.png", (req, res) => { res.writeHead(503).end(); }),
  });
  try {
    await tap(page, "menu/game/lost-words");
    await waitFor(page, (all) => has(all, "assets/retry"), "a Retry button");
    await shot(page, "loading-failed-phone.png");
    host.clearOverrides();
    await tap(page, "assets/retry");
    await waitFor(page, (all) => has(all, "setup/seat/0/human"), "the set-up screen after Retry");
    // (Chromium reports the 503 on the console itself.)
    assert.deepEqual(problems.filter((p) => !/status of 503|^HTTP 503:/.test(p)), []);
  } finally {
    await context.close();
  }
});

test("a damaged word list in the cache is fetched again, and the player hears nothing", TEST_TIMEOUT, async () => {
  const { context, page, problems } = await openApp(VIEWPORTS.tabletLandscape);
  try {
    await laterFilesSettled(page);
    await serviceWorkerInstalled(page);
    // Damage the cached copy, as a bad disk or an interrupted write could.
    const url = new URL(DICT_PATH + "?v=" + (DICT.gz ? DICT.gz.hash : DICT.hash), host.url).href;
    await page.evaluate(async ({ url, body }) => {
      const name = (await caches.keys()).find((n) => n.startsWith("lostfound-"));
      const cache = await caches.open(name);
      await cache.put(url, new Response(new Uint8Array(body)));
    }, { url, body: [...damagedDictionary()] });
    const from = host.log.length;
    await page.reload();
    await waitForFirstFrame(page);
    await laterFilesSettled(page);
    await tap(page, "menu/dictionary");
    await waitFor(page, (all) => has(all, "dict/key/A"), "the Dictionary page works");
    assert.equal(await page.locator("#notice").isVisible(), false, "no message for a copy that was fixed");
    const refetched = host.log.slice(from).filter((r) => r.path === DICT_PATH);
    assert.equal(refetched.length, 1, "the word list was fetched once more, from the network");
    // The cache now holds the good copy.
    const fixed = await page.evaluate(async (url) => {
      const name = (await caches.keys()).find((n) => n.startsWith("lostfound-"));
      const hit = await (await caches.open(name)).match(url);
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await hit.arrayBuffer()));
      return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
    }, url);
    assert.equal(fixed, DICT.gz ? DICT.gz.hash : DICT.hash, "the cached copy was replaced");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Two ways a damaged word list reaches the player: the page finds it
// damaged (its hash), or, where the browser cannot hash (plain http), the
// app does (the word list's own checksum). Either way a second copy is
// fetched past every cache, and only when that one is damaged too is the
// player told, with "Download again".
test("a word list that stays damaged is explained, with Download again", TEST_TIMEOUT, async () => {
  const cases = {
    "the page's hash": null,
    "the app's checksum": () => { Object.defineProperty(window.crypto, "subtle", { value: undefined }); },
  };
  for (const [label, init] of Object.entries(cases)) {
    const context = await browser.newContext({ ...VIEWPORTS.tabletPortrait, serviceWorkers: "block" });
    context._lfTouch = true;
    try {
      if (init) await context.addInitScript(init);
      serveDamagedDictionary();
      const from = host.log.length;
      const page = await context.newPage();
      const problems = [];
      page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
      await page.goto(host.url);
      await waitForFirstFrame(page);
      await page.waitForSelector("#notice", { state: "visible", timeout: 15_000 });
      const notice = await page.locator("#notice-text").innerText();
      assert.match(notice, /word list/i, `${label}: the notice names the word list: "${notice}"`);
      assert.equal(host.log.slice(from).filter((r) => r.path === DICT_PATH).length, 2, `${label}: two copies`);
      await page.locator("#notice-close").tap();
      await tap(page, "menu/game/lost-for-words");
      await waitFor(page, (all) => has(all, "assets/download-again"), `${label}: Download again`);
      if (!init) await shot(page, "loading-damaged-tablet.png");
      host.clearOverrides();
      await tap(page, "assets/download-again");
      await waitFor(page, (all) => has(all, "setup/seat/0/human"), `${label}: the set-up screen with a good copy`);
      assert.deepEqual(problems, [], label);
    } finally {
      host.clearOverrides();
      await context.close();
    }
  }
});
