// The layout checks in the browser (issue 40; docs/accessibility.md, "What a
// person must see"), on the app's layout report (src/ui/layout_report.h):
// window.lostfound.layout(), published each frame once the page sets
// lostfound.wantLayout. The rules are the native test's
// (tests/ui/layout_check_test.cpp), and so is the list of what the games'
// own tables and guides still get wrong (tests/ui/layout_expected.json).
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { has, items, open, scrollTo, settle, tap, waitFor } from "./app.mjs";
import { ROOT, SAVES } from "./fixture.mjs";

const EXPECTED = JSON.parse(readFileSync(path.join(ROOT, "tests/ui/layout_expected.json"), "utf8"));

// Asks the app for its layout report from its first frame.
export const WANT_LAYOUT = "window.lostfound = Object.assign(window.lostfound || {}, { wantLayout: true });";

export function sizeName(viewport) {
  const w = viewport.viewport.width;
  return w < 600 ? "phone" : w < 1300 ? "tablet" : "desktop";
}

// Opens the app with the report on, `settings` and the player files given.
export async function openWithLayout(site, viewport, files) {
  return open(site.browser, site.server, viewport, files, { init: WANT_LAYOUT });
}

export const report = (page) => page.evaluate(() => (window.lostfound.layout ? window.lostfound.layout() : null));

// What is wrong on the screen, one line each: a control or a card of the
// person's own hand not wholly on screen or under an overlay; text cut.
export function problemsOf(layout) {
  const out = [];
  for (const item of layout.items) {
    if (!item.control && !item.name.includes("/hand/")) continue;
    if (item.visible < 0.995) out.push(`${item.name} is ${item.visible <= 0 ? "off screen" : "partly off screen"}`);
    else if (item.covered_by) out.push(`${item.name} is under ${item.covered_by}`);
  }
  for (const text of layout.clipped) out.push(`text "${text.text}" ${text.why}`);
  return out;
}

// The case of the list a problem matches, or null.
export function expectedCase(section, game, size, scale, what) {
  return EXPECTED[section].find((e) => e.game === game && (!e.size || e.size === size) &&
                                       (!e.scale || e.scale === scale) && what.startsWith(e.what)) || null;
}

// The games of the menu (the registry's, as the app lists them).
export async function menuGames(page) {
  const all = await waitFor(page, (a) => a.some((i) => i.name.startsWith("menu/game/")), "the menu's games");
  return all.filter((i) => i.name.startsWith("menu/game/")).map((i) => i.name.slice("menu/game/".length));
}

// The seeded saved game a game's checks start from (tests/ui/e2e_saves.cpp):
// a few moves in, or (a game saved only near its end) its end.
export function startingSave(game) {
  for (const moment of ["early", "end"]) {
    const file = path.join(SAVES, `${game}-${moment}.json`);
    if (existsSync(file)) return readFileSync(file, "utf8");
  }
  return null;
}

// Waits until the person is to move at the table (the play screen's note),
// or the game is over; returns the report then, or null at the end.
export async function atPersonsTurn(page, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const layout = await report(page);
    if (layout && layout.notes.to_move === "1") {
      await settle(page, 20);  // (what a turn brings glides into view)
      return report(page);
    }
    if (layout && layout.items.some((i) => i.name === "end/rematch")) return null;
    if (Date.now() > deadline) return null;
    await page.waitForTimeout(80);
  }
}

// The person's move through the page's mirror (its "Your move" buttons, as a
// keyboard player presses them); false when it lists none.
export async function moveByMirror(page) {
  const moves = page.getByRole("main", { name: "Lost & Found" }).getByRole("group", { name: "Your move" });
  const buttons = moves.getByRole("button");
  if ((await buttons.count()) === 0) return false;
  const before = await page.evaluate(() => window.lostfound.mirror.json);
  await buttons.first().press("Enter");
  await page.waitForFunction((b) => window.lostfound.mirror.json !== b, before, { timeout: 10_000 }).catch(() => {});
  return true;
}


// For each size and each game of the menu, from its seeded save: the report
// looked at on `checks` of the person's turns, a move made between them
// through the mirror (a real-time game: a second and a half of play); back
// to the menu by the Back button between games. One page a size.
// Returns { unexpected: [...], expected: [...], looked }.
export async function checkEveryGame(site, viewports, scale, checks, shotsDir = null) {
  const unexpected = [], expected = [];
  let looked = 0;
  const files = { "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "fast", ui_scale: scale }) };
  // The menu's games, from a page of their own; then every game's save at
  // once: the set-up screen of each offers its own.
  let games;
  {
    const { context, page } = await openWithLayout(site, viewports[0], files);
    games = await menuGames(page);
    await context.close();
  }
  const saves = {};
  for (const game of games) {
    const save = startingSave(game);
    if (save) saves[`save-${game}.json`] = save;
  }
  for (const viewport of viewports) {
    const size = sizeName(viewport);
    const { context, page, problems } = await openWithLayout(site, viewport, { ...files, ...saves });
    try {
      for (const game of games) {
        if (saves[`save-${game}.json`]) looked += await checkGame(page, game, size, scale, checks, shotsDir, unexpected, expected);
      }
    } finally {
      await context.close();
    }
    if (problems.length) unexpected.push(`at ${size}: ${problems.join("; ")}`);
  }
  return { unexpected: [...new Set(unexpected)], expected: [...new Set(expected)], looked };
}

// One game from the menu: its saved game resumed, looked at, and back to the menu.
async function checkGame(page, game, size, scale, checks, shotsDir, unexpected, expected) {
  let looked = 0;
  // (At 140% text the menu is longer than a phone's screen: a person scrolls.)
  await waitFor(page, (a) => a.some((i) => i.name.startsWith("menu/game/")), "the menu");
  await scrollTo(page, `menu/game/${game}`);
  await tap(page, `menu/game/${game}`);
  await waitFor(page, (a) => has(a, "setup/resume"), `${game}: the set-up screen offers the saved game`, 30_000);
  await tap(page, "setup/resume");
  for (let k = 0; k < checks; ++k) {
    const layout = await atPersonsTurn(page);
    if (!layout) break;
    ++looked;
    if (k === 0 && shotsDir) await page.screenshot({ path: path.join(shotsDir, `layout-${game}-${size}-${scale}.png`) });
    for (const problem of problemsOf(layout)) {
      const e = expectedCase("layout", game, size, scale, problem);
      const line = `${game} at ${size} ${scale}%: ${problem}`;
      if (e) expected.push(`${line} (${e.reason})`);
      else unexpected.push(line);
    }
    if (layout.notes.realtime === "1") {
      await page.waitForTimeout(1500);
    } else if (!(await moveByMirror(page))) {
      break;
    }
  }
  // Back to the menu: the table, then its set-up screen.
  const atMenu = (a) => a.some((i) => i.name.startsWith("menu/game/"));
  for (let i = 0; i < 3 && !atMenu(await items(page)); ++i) {
    const all = await waitFor(page, (a) => has(a, "nav/back") || atMenu(a), "a way back");
    if (has(all, "nav/back")) await tap(page, "nav/back");
    await settle(page, 10);
  }
  return looked;
}

// Every guided first game of the menu at one size, followed to its end by
// touch as a new player would: before each tap, the guide's item (Next, or
// the item it rings) is looked at in the report, wholly on screen and under
// no overlay; in a real-time game each step that makes a move first waits
// until its time has run out (`wait_ms`), once. Returns the problems, each
// "<game> on a <size>, step N: ...", split into unexpected and expected
// (tests/ui/layout_expected.json, "guides").
// `only`: these games of the menu alone (a test file stays within its two
// minutes by taking some of the games).
export async function followEveryGuide(site, viewport, wait_ms = 9_000, only = null) {
  const size = sizeName(viewport);
  const unexpected = [], expected = [];
  const files = { "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "fast" }) };
  let games;
  {
    const { context, page } = await openWithLayout(site, viewport, files);
    games = (await menuGames(page)).filter((g) => !only || only.includes(g));
    await context.close();
  }
  assert.ok(games.length > 0, `the menu offers ${only || "games"}`);
  for (const game of games) {
    const file = path.join(ROOT, "assets/tutorials", `${game}.json`);
    if (!existsSync(file)) continue;
    const guide = JSON.parse(readFileSync(file, "utf8"));
    const { context, page, problems } = await openWithLayout(site, viewport, files);
    const found = [];
    try {
      found.push(...await followGuide(page, game, guide, wait_ms));
      if (problems.length) found.push(`the page: ${problems.join("; ")}`);
    } finally {
      await context.close();
    }
    for (const problem of found) {
      const what = problem.slice(problem.indexOf(": ") + 2);
      const e = expectedCase("guides", game, size, 0, what);
      const line = `${game} on a ${size}, ${problem}`;
      if (e) expected.push(`${line} (${e.reason})`);
      else unexpected.push(line);
    }
  }
  return { unexpected, expected };
}

async function followGuide(page, game, guide, wait_ms) {
  const found = [];
  // (At 140% text the menu is longer than a phone's screen: a person scrolls.)
  await waitFor(page, (a) => a.some((i) => i.name.startsWith("menu/game/")), "the menu");
  await scrollTo(page, `menu/game/${game}`);
  await tap(page, `menu/game/${game}`);
  await waitFor(page, (a) => has(a, "setup/guide"), `${game}: the set-up screen offers the guided game`, 30_000);
  await tap(page, "setup/guide");
  const look = async (at, name) => {
    await settle(page, 3);
    const layout = await report(page);
    const item = layout && layout.items.find((i) => i.name === name);
    if (!item) found.push(`${at}${name} is not on screen`);
    else if (item.visible < 0.995) found.push(`${at}${name} is partly off screen`);
    else if (item.covered_by) found.push(`${at}${name} is under ${item.covered_by}`);
  };
  const refused = async (at) => {
    const all = await items(page);
    if (!has(all, "game/refusal")) return false;
    found.push(`${at}refused after its time ran out`);
    return true;
  };
  for (let k = 0; k < guide.steps.length; ++k) {
    const step = guide.steps[k];
    const on = `tutorial/step/${k + 1}`;
    const at = `step ${k + 1}: `;
    try {
      await waitFor(page, (a) => has(a, on), `${game}: step ${k + 1}`, 30_000);
    } catch (e) {
      found.push(`${at}never came`);
      return found;
    }
    if (step.next) {
      await look(at, "tutorial/next");
      await tap(page, "tutorial/next");
    } else if (step.taps) {
      const realtime = (await report(page))?.notes.realtime === "1";
      for (let j = 0; j < step.taps.length; ++j) {
        if (realtime && step.move && j === 0) await page.waitForTimeout(wait_ms);  // its time runs out
        const name = step.taps[j];
        await look(at, name);
        if (!has(await items(page), name)) return found;
        await tap(page, name);
        if (await refused(at)) return found;
      }
    }
    try {
      await waitFor(page, (a) => !has(a, on), `${game}: step ${k + 1} is done`, 30_000);
    } catch (e) {
      found.push(`${at}did not end`);
      return found;
    }
    if (await refused(at)) return found;
  }
  await waitFor(page, (a) => has(a, "tutorial/done"), `${game}: the guide is done`, 30_000);
  return found;
}
