// Load-time and size benchmark of the web build against Dear ImGui's own
// SDL2 + OpenGL3 example built the same way (tools/web-bench/run.sh builds
// both). Prints figures; asserts nothing.
//
// Time to first frame: both pages get the same instrumentation (an init
// script): the first requestAnimationFrame callback that issued a WebGL draw
// call marks the first frame, as performance.now() (milliseconds since
// navigation start). Each run is a fresh browser context: empty HTTP cache,
// no service worker, the same gzip-ing local server. Runs alternate between
// the two pages; one warm-up run of each is discarded.
//
// Bytes on the wire: every file the page loads before its first frame, raw
// and gzip -9 (GitHub Pages serves gzip).
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

import { launchBrowser } from "../e2e/lib/browser.mjs";
import { serveDirectory } from "../e2e/lib/server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const APP_SITE = process.env.LOSTFOUND_SITE || path.join(ROOT, "build/web/site");
const EXAMPLE_SITE = path.join(ROOT, "build/web-bench/site");
const RUNS = Number(process.env.BENCH_RUNS || 5);
const GOAL_GZIP = 1_000_000;

function instrument() {
  let drew = false;
  for (const proto of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!proto) continue;
    for (const fn of ["drawElements", "drawArrays"]) {
      const original = proto.prototype[fn];
      proto.prototype[fn] = function (...args) {
        drew = true;
        return original.apply(this, args);
      };
    }
  }
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((t) => {
    const result = callback(t);
    if (drew && window.__benchFirstFrameMs === undefined) window.__benchFirstFrameMs = performance.now();
    return result;
  });
}

async function timeToFirstFrame(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: "block" });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__benchFirstFrameMs !== undefined, null, { timeout: 60_000 });
    return await page.evaluate(() => ({
      frame: window.__benchFirstFrameMs,
      own: window.lostfound ? window.lostfound.firstFrameMs : undefined,
      marks: performance.getEntriesByType("mark").map((m) => [m.name, m.startTime]),
    }));
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function sizes(root, files) {
  return files.map(({ path: rel, kind }) => {
    const bytes = readFileSync(path.join(root, rel));
    return { rel, kind, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}

function printSizes(title, rows) {
  const kb = (n) => (n / 1000).toFixed(1).padStart(9);
  console.log(`\n${title}`);
  console.log(`  ${"file".padEnd(44)} ${"kind".padEnd(6)} ${"raw kB".padStart(9)} ${"gzip kB".padStart(9)}`);
  for (const r of rows) console.log(`  ${r.rel.padEnd(44)} ${r.kind.padEnd(6)} ${kb(r.raw)} ${kb(r.gzip)}`);
  const byKind = new Map();
  for (const r of rows) {
    const k = byKind.get(r.kind) || { raw: 0, gzip: 0 };
    k.raw += r.raw;
    k.gzip += r.gzip;
    byKind.set(r.kind, k);
  }
  for (const [kind, k] of byKind) console.log(`  ${("all " + kind).padEnd(44)} ${"".padEnd(6)} ${kb(k.raw)} ${kb(k.gzip)}`);
  const total = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(`  ${"TOTAL".padEnd(44)} ${"".padEnd(6)} ${kb(total.raw)} ${kb(total.gzip)}`);
  return total;
}

async function main() {
  for (const [what, dir] of [["app", APP_SITE], ["ImGui example", EXAMPLE_SITE]]) {
    if (!existsSync(dir)) throw new Error(`no ${what} build in ${dir}: run tools/web-bench/run.sh`);
  }

  // --- bytes ---
  const list = JSON.parse(readFileSync(path.join(APP_SITE, "asset-list.json"), "utf8"));
  // (The build inlines shell/loader.js and shell/style.css into index.html;
  // a site staged before that still has them as files.)
  const pageFiles = ["index.html", "loader.js", "style.css", "asset-list.json", "icons/icon.svg"]
    .filter((f) => existsSync(path.join(APP_SITE, f)))
    .map((f) => ({ path: f, kind: "page" }));
  // On the wire the assets are one file (assets.pack); the rows below show
  // what is inside it, each file gzipped on its own, then the pack itself.
  const pack = list.files.find((f) => f.path === "assets.pack");
  const programFiles = list.files.filter((f) => f !== pack);
  const appRows = sizes(APP_SITE, [...pageFiles, ...programFiles, ...(pack ? pack.contents : [])]);
  const packRow = pack ? sizes(APP_SITE, [{ path: "assets.pack", kind: "pack" }])[0] : null;
  const exampleRows = sizes(EXAMPLE_SITE, [
    { path: "example.html", kind: "page" }, { path: "example.js", kind: "js" }, { path: "example.wasm", kind: "wasm" },
  ]);
  printSizes("Lost & Found web build: bytes loaded before the first frame (assets counted file by file)", appRows);
  const wireRows = sizes(APP_SITE, [...pageFiles, ...programFiles]).concat(packRow ? [packRow] : []);
  const appTotal = printSizes("Lost & Found web build: on the wire (assets as the one assets.pack the page fetches)", wireRows);
  const exampleTotal = printSizes("Dear ImGui SDL2 + OpenGL3 example, built the same way", exampleRows);
  console.log(`\n  app gzip total ${(appTotal.gzip / 1e6).toFixed(3)} MB vs goal ${(GOAL_GZIP / 1e6).toFixed(1)} MB: ` +
              `${appTotal.gzip <= GOAL_GZIP ? "within" : "OVER"} (${((100 * appTotal.gzip) / GOAL_GZIP).toFixed(0)}% of the goal); ` +
              `example ${(exampleTotal.gzip / 1e3).toFixed(0)} kB gzip`);

  // --- time to first frame ---
  const appServer = await serveDirectory(APP_SITE);
  const exampleServer = await serveDirectory(EXAMPLE_SITE);
  const browser = await launchBrowser();
  try {
    const appUrl = appServer.url;
    const exampleUrl = exampleServer.url + "example.html";
    await timeToFirstFrame(browser, appUrl);  // warm-up runs, discarded
    await timeToFirstFrame(browser, exampleUrl);
    const app = [], appOwn = [], example = [];
    const marks = new Map();  // the loader's and the app's own timing marks
    for (let i = 0; i < RUNS; i++) {
      const e = await timeToFirstFrame(browser, exampleUrl);
      example.push(e.frame);
      const a = await timeToFirstFrame(browser, appUrl);
      app.push(a.frame);
      if (a.own !== undefined) appOwn.push(a.own);
      for (const [name, t] of a.marks) marks.set(name, [...(marks.get(name) || []), t]);
    }
    const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(", ");
    console.log(`\nTime from navigation to first frame, headless Chromium (SwiftShader), median of ${RUNS}:`);
    console.log(`  ImGui example      ${median(example).toFixed(0).padStart(6)} ms   runs: ${fmt(example)}`);
    console.log(`  Lost & Found app   ${median(app).toFixed(0).padStart(6)} ms   runs: ${fmt(app)}`);
    if (appOwn.length) {
      console.log(`  (app's own window.lostfound.firstFrameMs: median ${median(appOwn).toFixed(0)} ms)`);
    }
    if (marks.size) {
      console.log("  the app's timing marks (ms since navigation, median):");
      const rows = [...marks].map(([name, ts]) => [name, median(ts)]).sort((x, y) => x[1] - y[1]);
      for (const [name, t] of rows) console.log(`    ${t.toFixed(0).padStart(6)}  ${name}`);
    }
    const ratio = median(app) / median(example);
    console.log(`  ratio app / example: ${ratio.toFixed(2)} (goal: at most 1.00)`);
  } finally {
    await browser.close();
    await appServer.close();
    await exampleServer.close();
  }
}

main().catch((e) => {
  console.error(e.message || e);
  process.exit(1);
});
