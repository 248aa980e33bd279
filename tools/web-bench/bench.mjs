// Load-time and size benchmark of the web build against Dear ImGui's own
// SDL2 + OpenGL3 example built the same way (tools/web-bench/run.sh builds
// both). Prints figures; asserts nothing.
//
//   node tools/web-bench/bench.mjs [--network local|mobile] [--runs N] [--size WxH] [--compare SITE]
//
// --compare SITE adds another build of the app (a site directory: an older
// commit's build/web/site) to the same alternation, so that two builds are
// timed under the same conditions (on a shared machine, separate runs are not
// comparable).
//
// Both sites are served as a host serves them (tools/e2e/lib/host.mjs: gzip
// for the types GitHub Pages compresses, "Cache-Control: max-age=600", ETags).
// --network mobile throttles every page with Chromium's own network
// emulation (CDP Network.emulateNetworkConditions) to Lighthouse's mobile
// profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up. "local" (the
// default) does not throttle.
//
// Prints:
//   - time to first frame: both pages get the same instrumentation (an init
//     script): the first requestAnimationFrame callback that issued a WebGL
//     draw call marks the first frame, as performance.now() (milliseconds
//     since navigation start). Each run is a fresh browser context (empty
//     HTTP cache, no service worker). Runs alternate between the two pages;
//     one warm-up run of each is discarded. The median of each, and their
//     ratio;
//   - the bytes each file took on the wire before the first frame (resource
//     timing's encoded body sizes);
//   - a first visit of the app, until its service worker is installed: the
//     bytes the host sent for it (the page's and the service worker's
//     requests), against the site's own gzip total (each distinct file
//     fetched, once, as the host sends it).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { launchBrowser } from "../e2e/lib/browser.mjs";
import { serveLikeHost } from "../e2e/lib/host.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const APP_SITE = process.env.LOSTFOUND_SITE || path.join(ROOT, "build/web/site");
const EXAMPLE_SITE = path.join(ROOT, "build/web-bench/site");

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const NETWORK = option("--network", "local");
const RUNS = Number(option("--runs", process.env.BENCH_RUNS || 5));
const [WIDTH, HEIGHT] = option("--size", "1440x900").split("x").map(Number);
const COMPARE = option("--compare", null);
const PROFILES = {
  local: null,
  // Lighthouse's mobile profile, as CDP takes it (bytes per second).
  mobile: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
};
if (!(NETWORK in PROFILES)) throw new Error(`--network is one of ${Object.keys(PROFILES).join(", ")}`);

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

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  if (PROFILES[NETWORK]) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", PROFILES[NETWORK]);
  }
  return { context, page };
}

// What the page fetched by its first frame: [{file, bytes}] (encoded body sizes).
function fetchedBefore(frameMs) {
  const nav = performance.getEntriesByType("navigation")[0];
  const rows = [{ file: new URL(nav.name).pathname, bytes: nav.encodedBodySize, end: nav.responseEnd }];
  for (const r of performance.getEntriesByType("resource")) {
    rows.push({ file: new URL(r.name).pathname, bytes: r.encodedBodySize, end: r.responseEnd });
  }
  return rows.filter((r) => r.end <= frameMs).map(({ file, bytes }) => ({ file, bytes }));
}

async function timeToFirstFrame(browser, url) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__benchFirstFrameMs !== undefined, null, { timeout: 120_000 });
    return await page.evaluate((fetchedBefore) => {
      const frame = window.__benchFirstFrameMs;
      return {
        frame,
        own: window.lostfound ? window.lostfound.firstFrameMs : undefined,
        marks: performance.getEntriesByType("mark").map((m) => [m.name, m.startTime]),
        fetched: new Function("return " + fetchedBefore)()(frame),
      };
    }, fetchedBefore.toString());
  } finally {
    await context.close();
  }
}

// A first visit of the app, left open until everything it fetches after the
// first frame is in and its service worker has installed (and so precached
// everything). Returns the host's log of that visit.
async function firstVisit(browser, host) {
  const { context, page } = await newPage(browser);
  try {
    const from = host.log.length;
    await page.goto(host.url);
    await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                               { timeout: 120_000 });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker.state !== "activated") {
        await new Promise((resolve) => worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve();
        }));
      }
    });
    await page.waitForTimeout(500);  // (anything the browser asks for late: the manifest's icons)
    return host.log.slice(from);
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => (n / 1000).toFixed(1).padStart(8);

function printFetched(title, runs) {
  // Median bytes per file over the runs (the same in every run, barring a
  // request still in flight at the first frame).
  const byFile = new Map();
  for (const run of runs) {
    for (const { file, bytes } of run.fetched) byFile.set(file, [...(byFile.get(file) || []), bytes]);
  }
  console.log(`\n${title}`);
  let total = 0;
  for (const [file, sizes] of [...byFile].sort((a, b) => median(b[1]) - median(a[1]))) {
    const m = median(sizes);
    total += m;
    console.log(`  ${file.padEnd(44)} ${kb(m)} kB${sizes.length < runs.length ? `  (in ${sizes.length} of ${runs.length} runs)` : ""}`);
  }
  console.log(`  ${"TOTAL".padEnd(44)} ${kb(total)} kB`);
}

async function main() {
  for (const [what, dir] of [["app", APP_SITE], ["ImGui example", EXAMPLE_SITE]]) {
    if (!existsSync(dir)) throw new Error(`no ${what} build in ${dir}: run tools/web-bench/run.sh`);
  }
  const appHost = await serveLikeHost(APP_SITE);
  const exampleHost = await serveLikeHost(EXAMPLE_SITE);
  const otherHost = COMPARE ? await serveLikeHost(COMPARE) : null;
  const browser = await launchBrowser();
  const profile = PROFILES[NETWORK]
    ? `${NETWORK} network (${PROFILES[NETWORK].latency} ms round trip, ${(PROFILES[NETWORK].downloadThroughput * 8 / 1e6).toFixed(2)} Mbps down, ` +
      `${(PROFILES[NETWORK].uploadThroughput * 8 / 1e3).toFixed(0)} kbps up)`
    : "local network (no throttling)";
  try {
    const appUrl = appHost.url;
    const exampleUrl = exampleHost.url + "example.html";
    await timeToFirstFrame(browser, appUrl);  // warm-up runs, discarded
    await timeToFirstFrame(browser, exampleUrl);
    if (otherHost) await timeToFirstFrame(browser, otherHost.url);
    const app = [], example = [], other = [];
    for (let i = 0; i < RUNS; i++) {
      example.push(await timeToFirstFrame(browser, exampleUrl));
      app.push(await timeToFirstFrame(browser, appUrl));
      if (otherHost) other.push(await timeToFirstFrame(browser, otherHost.url));
    }
    const frames = (runs) => runs.map((r) => r.frame);
    const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(", ");
    console.log(`Time from navigation to first frame, headless Chromium (SwiftShader), ${WIDTH}x${HEIGHT}, ${profile}, ` +
                `median of ${RUNS} cold-cache runs each, alternating:`);
    console.log(`  ImGui example      ${median(frames(example)).toFixed(0).padStart(6)} ms   runs: ${fmt(frames(example))}`);
    console.log(`  Lost & Found app   ${median(frames(app)).toFixed(0).padStart(6)} ms   runs: ${fmt(frames(app))}`);
    const own = app.map((r) => r.own).filter((x) => x !== undefined);
    if (own.length) console.log(`  (app's own window.lostfound.firstFrameMs: median ${median(own).toFixed(0)} ms)`);
    const marks = new Map();
    for (const run of app) for (const [name, t] of run.marks) marks.set(name, [...(marks.get(name) || []), t]);
    if (marks.size) {
      console.log("  the app's timing marks (ms since navigation, median):");
      const rows = [...marks].map(([name, ts]) => [name, median(ts)]).sort((x, y) => x[1] - y[1]);
      for (const [name, t] of rows) console.log(`    ${t.toFixed(0).padStart(6)}  ${name}`);
    }
    const ratio = median(frames(app)) / median(frames(example));
    console.log(`  ratio app / example: ${ratio.toFixed(2)} (goal: at most 1.00)`);
    if (otherHost) {
      console.log(`  compared build     ${median(frames(other)).toFixed(0).padStart(6)} ms   runs: ${fmt(frames(other))}` +
                  `   (${COMPARE})`);
      console.log(`  ratio compared build / example: ${(median(frames(other)) / median(frames(example))).toFixed(2)}`);
    }

    printFetched("Lost & Found: bytes on the wire before the first frame (gzip as the host sends it)", app);
    printFetched("Dear ImGui example: bytes on the wire before the first frame", example);

    // --- a first visit, service worker included ---
    const log = await firstVisit(browser, appHost);
    const perPath = new Map();
    for (const r of log) {
      const p = perPath.get(r.path) || { requests: 0, bytes: 0, statuses: [] };
      p.requests++;
      p.bytes += r.bytes;
      p.statuses.push(r.status);
      perPath.set(r.path, p);
    }
    let downloaded = 0, distinct = 0;
    console.log(`\nLost & Found: a first visit until the service worker is installed (${profile}):`);
    console.log(`  ${"file".padEnd(44)} ${"requests".padStart(8)} ${"sent kB".padStart(8)} ${"file kB".padStart(8)}`);
    for (const [p, r] of [...perPath].sort((a, b) => b[1].bytes - a[1].bytes)) {
      const size = r.statuses.includes(200) ? await appHost.sentSize(p) : 0;
      downloaded += r.bytes;
      distinct += size;
      const note = r.statuses.some((s) => s !== 200) ? `  (${r.statuses.join(", ")})` : "";
      console.log(`  ${p.padEnd(44)} ${String(r.requests).padStart(8)} ${kb(r.bytes)} ${kb(size)}${note}`);
    }
    console.log(`  downloaded ${(downloaded / 1e3).toFixed(1)} kB for ${(distinct / 1e3).toFixed(1)} kB of distinct files: ` +
                `${(downloaded / distinct).toFixed(3)}x (goal: at most 1.05x)`);
  } finally {
    await browser.close();
    await appHost.close();
    await exampleHost.close();
    await otherHost?.close();
  }
}

main().catch((e) => {
  console.error(e.message || e);
  process.exit(1);
});
