// Writes web/startup-functions.txt: the functions the program's first part
// keeps (src/platform/split_wasm.py). Everything else goes to the second
// part, which the page fetches after the first frame.
//
//   bash tools/build-web.sh && node tools/web-bench/profile-startup.mjs && bash tools/build-web.sh
//
// Runs the build's recording module (Emscripten's SPLIT_MODULE writes it as
// build/web/src/platform/lostfound.wasm, beside the plain lostfound.wasm.orig)
// in headless Chromium, at desktop size with a mouse and at phone size with
// touch, while every file the page fetches after the first frame is held
// back, and goes where a player can go before those files arrive: the menu,
// Settings (every choice), About, the Dictionary and each game (which wait
// for their files), back by the button, by Escape and by the browser's back,
// and a window resize. Every function that ran is kept.
//
// Re-run it when the menu, Settings or the start-up code changes: a function
// missing from the list still works (the page then loads the second part on
// the spot, and says so on the console), but it costs a player the time of
// that download; tests/loading.test.mjs checks that it does not happen.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { has, items, settle, tap, waitFor } from "../e2e/lib/app.mjs";
import { launchBrowser, VIEWPORTS } from "../e2e/lib/browser.mjs";
import { serveLikeHost } from "../e2e/lib/host.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BUILD = process.env.LOSTFOUND_WEB_BUILD || path.join(ROOT, "build/web");
const SITE = path.join(BUILD, "site");
const RECORDING = path.join(BUILD, "src/platform/lostfound.wasm");
const ORIG = path.join(BUILD, "src/platform/lostfound.wasm.orig");
const OUT = path.join(ROOT, "web/startup-functions.txt");

// --- the module's function names, and their ids (as split_wasm.py makes them) ---

function leb(data, i) {
  let result = 0, shift = 0;
  for (;;) {
    const byte = data[i++];
    result += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [result, i];
  }
}

function readModule(data) {
  const names = new Map();
  let defined = 0;
  for (let i = 8; i < data.length;) {
    const id = data[i];
    const [size, start] = leb(data, i + 1);
    const end = start + size;
    if (id === 10) defined = leb(data, start)[0];
    if (id === 0) {
      const [n, j0] = leb(data, start);
      if (data.toString("utf8", j0, j0 + n) === "name") {
        for (let j = j0 + n; j < end;) {
          const sub = data[j];
          const [subSize, subStart] = leb(data, j + 1);
          if (sub === 1) {
            let [count, k] = leb(data, subStart);
            while (count--) {
              let index, length;
              [index, k] = leb(data, k);
              [length, k] = leb(data, k);
              names.set(index, data.toString("utf8", k, k + length));
              k += length;
            }
          }
          j = subStart + subSize;
        }
      }
    }
    i = end;
  }
  return { names, defined };
}

function functionIds(names) {
  const seen = new Map();
  const ids = new Map();
  for (const index of [...names.keys()].sort((a, b) => a - b)) {
    const base = "f" + createHash("sha1").update(names.get(index)).digest("hex").slice(0, 12);
    const n = (seen.get(base) || 0) + 1;
    seen.set(base, n);
    ids.set(index, n === 1 ? base : `${base}_${n}`);
  }
  return ids;
}

// --- a tour of what a player can reach before the later files arrive ---

async function tour(browser, host, contextOptions, label) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: "block" });
  context._lfTouch = Boolean(contextOptions.hasTouch);
  await context.addInitScript(() => {
    const instantiate = WebAssembly.instantiate;
    WebAssembly.instantiate = function (...args) {
      return instantiate.apply(this, args).then((result) => {
        if (!window.__recording) window.__recording = result.instance || result;
        return result;
      });
    };
  });
  // Held back for good: everything after the first frame.
  await context.route((url) => /\/lostfound\.deferred\.wasm$|\/assets\/(?!fonts\/[^/]+\.ttf$)/.test(url.pathname),
                      () => {});
  const page = await context.newPage();
  page.on("pageerror", (e) => console.warn(`${label}: page error: ${e.message}`));
  await page.goto(host.url);
  await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                             { timeout: 60_000 });
  await settle(page, 10);
  const menu = (await items(page)).map((i) => i.name);
  const back = async (how) => {
    if (how === "escape") {
      // (Down and up in separate frames: ImGui 1.86 misses a press that
      // begins and ends within one; and it takes no click after a key until
      // the mouse has moved.)
      await page.keyboard.down("Escape");
      await settle(page, 2);
      await page.keyboard.up("Escape");
      await page.mouse.move(5, 5);
      await settle(page, 2);
    }
    else if (how === "browser") await page.goBack();
    else await tap(page, "nav/back");
    await waitFor(page, (all) => has(all, "menu/settings"), `${label}: back on the menu`);
  };
  // Settings: every choice, twice over (so each is both chosen and left).
  await tap(page, "menu/settings");
  await waitFor(page, (all) => all.some((i) => i.name.startsWith("settings/")), `${label}: Settings`);
  for (let round = 0; round < 2; round++) {
    const choices = (await items(page)).map((i) => i.name).filter((n) => n.startsWith("settings/"));
    for (const name of choices) {
      if (has(await items(page), name)) await tap(page, name);
    }
  }
  await back("escape");
  // The keyboard on the menu (ImGui's navigation: the arrows; Tab leaves
  // the canvas for the page's mirror), then the mouse again.
  for (const key of ["ArrowDown", "ArrowDown", "ArrowUp", "ArrowRight"]) {
    await page.keyboard.down(key);
    await settle(page, 2);
    await page.keyboard.up(key);
  }
  await page.mouse.move(5, 5);
  await settle(page, 2);
  const others = ["menu/about", "menu/dictionary", ...menu.filter((n) => n.startsWith("menu/game/")),
                  ...menu.filter((n) => n === "menu/join")];
  const ways = ["button", "escape", "browser"];
  for (const [i, name] of others.entries()) {
    await tap(page, name);
    await settle(page, 6);
    await back(ways[i % ways.length]);
  }
  await page.setViewportSize({ width: 700, height: 500 });
  await settle(page, 6);
  const counts = await page.evaluate(() => {
    const e = window.__recording.exports;
    const memory = Object.values(e).find((x) => x instanceof WebAssembly.Memory);
    const n = e.__write_profile(0, 0);
    const at = e.malloc ? e.malloc(n) : 1 << 20;
    e.__write_profile(at, n);
    return Array.from(new Uint8Array(memory.buffer, at, n));
  });
  await context.close();
  // The profile: an 8-byte hash of the module, then a 32-bit time stamp per
  // defined function (0: it never ran).
  const profile = Buffer.from(counts);
  const ran = [];
  for (let k = 0; 8 + 4 * k + 4 <= profile.length; k++) if (profile.readUInt32LE(8 + 4 * k)) ran.push(k);
  return ran;
}

async function main() {
  const { names, defined } = readModule(readFileSync(ORIG));
  if (!names.size) throw new Error(`${ORIG} has no function names: is the build split (LF_WEB_SPLIT)?`);
  const imported = Math.max(...names.keys()) + 1 - defined;
  const ids = functionIds(names);

  // The site with the recording module in place of the first part.
  const dir = mkdtempSync(path.join(os.tmpdir(), "lostfound-profile-"));
  const site = path.join(dir, "site");
  cpSync(SITE, site, { recursive: true });
  cpSync(RECORDING, path.join(site, "lostfound.wasm"));
  const size = statSync(RECORDING).size;
  for (const file of ["index.html", "asset-list.json"]) {
    const text = readFileSync(path.join(site, file), "utf8")
      .replace(/("path": "lostfound\.wasm", "size": )\d+/, `$1${size}`);
    writeFileSync(path.join(site, file), text);
  }
  const host = await serveLikeHost(site);
  const browser = await launchBrowser();
  const ran = new Set();
  try {
    for (const [label, options] of [["desktop", VIEWPORTS.desktop], ["phone", VIEWPORTS.phone]]) {
      const these = await tour(browser, host, options, label);
      console.log(`${label}: ${these.length} functions ran`);
      for (const k of these) ran.add(k);
    }
  } finally {
    await browser.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
  // What split_wasm.py's rules keep anyway (ImGui, SDL, the C++ library's
  // containers, tiny functions) is left out of the list.
  const always = new Set(execFileSync("python3", [path.join(ROOT, "src/platform/split_wasm.py"), "--always-kept", ORIG],
                                      { encoding: "utf8", maxBuffer: 1 << 26 }).split("\n").filter(Boolean));
  const lines = [...ran].sort((a, b) => a - b)
    .map((k) => imported + k)
    .filter((index) => !always.has(ids.get(index)))
    .map((index) => `${ids.get(index)} ${names.get(index).slice(0, 160)}`);
  writeFileSync(OUT, [
    "# The functions the web build's first part keeps (src/platform/split_wasm.py) beyond those its rules keep",
    "# anyway: every one that ran before the files fetched after the first frame arrived, in a tour of the menu,",
    "# Settings, About, the Dictionary and each game. Written by tools/web-bench/profile-startup.mjs; do not",
    "# edit by hand.",
    "# <id: f + 12 hex digits of the SHA-1 of the name (+ _N for the Nth of a name)> <name>",
    ...lines, ""].join("\n"));
  console.log(`${ran.size} of ${defined} functions ran, ${lines.length} of them listed (the rest are kept by rule): ` +
              path.relative(ROOT, OUT));
}

main().catch((e) => {
  console.error(e.stack || e.message || e);
  process.exit(1);
});
