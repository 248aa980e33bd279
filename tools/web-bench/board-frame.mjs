// Frame time of Lost: The Board Game's busiest table in the web build: eight
// players late in an Advanced game on the 8x8 island (the saved game
// build/e2e-saves/lost-board-game-eight-late.json, which tests/ui/e2e_saves.cpp
// writes), at desktop (1440x900) and phone (390x844, DPR 3, touch) sizes; the
// table left alone, then panned and zoomed. Prints figures; asserts nothing.
//
//   bash tools/build-web.sh && build/native/tests/ui/e2e_saves build/e2e-saves
//   node tools/web-bench/board-frame.mjs [--frames 300]
//
// (playwright-core comes from tools/e2e's node_modules: tools/setup.sh e2e.)
//
// What is measured: the page exposes no frame time of its own, so an init
// script wraps requestAnimationFrame (as bench.mjs does), and for each call of
// the app's main loop (Emscripten's emscripten_set_main_loop runs one per
// animation frame) records
//   - cpu: performance.now() around the callback: the app's own work on the
//     main thread for that frame (ImGui, the table, issuing the WebGL calls;
//     not the GPU process's rasterisation, here SwiftShader's);
//   - interval: between the frames' rAF timestamps (what the player sees:
//     16.7 ms at 60 Hz, longer when a frame did not make it).
// Median and p95 of each over --frames frames, after 30 frames of warm-up.
// Headless Chromium draws WebGL with SwiftShader on the CPU, on a machine that
// may be shared: compare figures taken on the same machine, in the same run.
// A screenshot of each table goes to build/screenshots/board/bench-p8-late-*.png.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { has, items, putUserFiles, settle, tap, waitFor } from "../e2e/lib/app.mjs";
import { launchBrowser, VIEWPORTS } from "../e2e/lib/browser.mjs";
import { serveDirectory } from "../e2e/lib/server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SITE = process.env.LOSTFOUND_SITE || path.join(ROOT, "build/web/site");
const SAVES = process.env.LOSTFOUND_SAVES || path.join(ROOT, "build/e2e-saves");
const SHOTS = path.join(process.env.LOSTFOUND_SCREENSHOTS || path.join(ROOT, "build/screenshots"), "board");
const GAME = "lost-board-game";
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const FRAMES = Number(option("--frames", 300));
const WARMUP = 30;
const SIZES = { desktop: VIEWPORTS.desktop, phone: VIEWPORTS.phone };

// Every callback of one animation frame gets the same timestamp `t`: the
// frame's callbacks (the app's, and any of this script's input helpers) are
// summed as that frame's cpu, and the interval is from the previous frame's t.
function instrument() {
  const raf = window.requestAnimationFrame.bind(window);
  const bench = (window.__board = { recording: false, frames: [], t: 0 });
  window.requestAnimationFrame = (callback) => raf((t) => {
    const start = performance.now();
    const result = callback(t);
    const cpu = performance.now() - start;
    if (t !== bench.t) {
      if (bench.recording) bench.frames.push({ cpu: 0, interval: bench.t ? t - bench.t : NaN });
      bench.t = t;
    }
    if (bench.recording && bench.frames.length) bench.frames[bench.frames.length - 1].cpu += cpu;
    return result;
  });
}

const quantile = (values, q) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

// Records `frames` frames (after the warm-up) while `during()` runs its input.
async function record(page, frames, during = null) {
  await page.evaluate(() => { window.__board.frames = []; window.__board.recording = true; });
  const want = WARMUP + frames;
  let stop = false;
  const input = during ? (async () => { while (!stop) await during(); })() : null;
  await page.waitForFunction((want) => window.__board.frames.length >= want, want, { timeout: 600_000, polling: 200 });
  stop = true;
  await input;
  const got = await page.evaluate(() => { window.__board.recording = false; return window.__board.frames; });
  const used = got.slice(WARMUP, want);
  const f = (key) => [quantile(used.map((x) => x[key]), 0.5), quantile(used.map((x) => x[key]), 0.95)];
  return { n: used.length, cpu: f("cpu"), interval: f("interval") };
}

async function measure(browser, server, size, options) {
  const context = await browser.newContext(options);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const problems = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`${m.text()} (${m.location().url})`));
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  try {
    await putUserFiles(page, server, {
      "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "normal" }),
      [`save-${GAME}.json`]: readFileSync(path.join(SAVES, `${GAME}-eight-late.json`), "utf8"),
    });
    context._lfTouch = Boolean(options.hasTouch);
    await page.goto(server.url);
    await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                               { timeout: 60_000 });
    await waitFor(page, (a) => has(a, `menu/game/${GAME}`), "the menu", 30_000);
    await tap(page, `menu/game/${GAME}`);
    await waitFor(page, (a) => has(a, "setup/resume"), "Resume", 30_000);
    await tap(page, "setup/resume");
    const all = await waitFor(page, (a) => has(a, "lbg/map") && has(a, "lbg/start/7"), "the island", 60_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `bench-p8-late-${options.viewport.width}x${options.viewport.height}.png`) });
    const tiles = all.filter((i) => i.name.startsWith("lbg/tile/")).length;
    const canvas = await page.locator("#canvas").boundingBox();
    const map = all.find((i) => i.name === "lbg/map");
    const cx = canvas.x + map.x + map.w / 2, cy = canvas.y + map.y + map.h / 2;
    const rows = [];
    rows.push(["still", await record(page, FRAMES)]);
    // Panning: a finger (phone: CDP touch events) or the mouse dragged to and
    // fro across the island, a step per 16 ms; zooming by the map's buttons
    // and (desktop) the wheel, in turns with the pans.
    const cdp = options.hasTouch ? await context.newCDPSession(page) : null;
    const touch = (type, x, y) => cdp.send("Input.dispatchTouchEvent",
                                           { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    let turn = 0;
    const panZoom = async () => {
      const dx = Math.min(map.w, map.h) * 0.3 * (turn % 2 ? -1 : 1);
      if (cdp) await touch("touchStart", cx, cy);
      else { await page.mouse.move(cx, cy); await page.mouse.down(); }
      for (let k = 1; k <= 12; ++k) {
        if (cdp) await touch("touchMove", cx + (dx * k) / 12, cy + (dx * k) / 24);
        else await page.mouse.move(cx + (dx * k) / 12, cy + (dx * k) / 24);
        await page.waitForTimeout(16);
      }
      if (cdp) await touch("touchEnd"); else await page.mouse.up();
      const zoom = turn % 4 < 2 ? "lbg/zoom-in" : "lbg/zoom-out";
      if (has(await items(page), zoom)) await tap(page, zoom);
      if (!cdp) {
        await page.mouse.move(cx, cy);
        await page.mouse.wheel(0, turn % 4 < 2 ? -120 : 120);
      }
      ++turn;
    };
    rows.push(["pan/zoom", await record(page, FRAMES, panZoom)]);
    await settle(page, 2);
    const { width, height } = options.viewport;
    const fmt = ([m, p]) => `${m.toFixed(1).padStart(6)} ${p.toFixed(1).padStart(6)}`;
    for (const [what, r] of rows) {
      console.log(`${`${size} ${width}x${height}`.padEnd(18)} ${what.padEnd(9)} ${String(r.n).padStart(4)} frames` +
                  `  cpu ms median/p95 ${fmt(r.cpu)}   interval ms median/p95 ${fmt(r.interval)}`);
    }
    console.log(`${"".padEnd(18)} ${tiles} tiles on screen at first; ${turn} pans and zooms` +
                (problems.length ? `; page problems: ${problems.join(" | ")}` : ""));
  } finally {
    await context.close();
  }
}

if (!existsSync(path.join(SITE, "index.html"))) throw new Error(`no web build in ${SITE}: bash tools/build-web.sh`);
if (!existsSync(path.join(SAVES, `${GAME}-eight-late.json`))) {
  throw new Error(`no ${GAME}-eight-late.json in ${SAVES}: build/native/tests/ui/e2e_saves ${SAVES}`);
}
const server = await serveDirectory(SITE);
const browser = await launchBrowser();
try {
  console.log(`Lost: The Board Game, eight players late on the 8x8 island; ${FRAMES} frames each ` +
              "(cpu: the app's rAF callback; interval: between frames)");
  for (const [size, options] of Object.entries(SIZES)) await measure(browser, server, size, options);
} finally {
  await browser.close();
  await server.close();
}
