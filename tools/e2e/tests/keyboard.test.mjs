// The keyboard gets in and out, and the page can be zoomed (issue 40,
// docs/accessibility.md): from a fresh page, with no script focusing
// anything, the first Tab leaves the canvas for the mirror (its panel shows),
// Shift+Tab goes back to the canvas, and Tab past the mirror's last control
// leaves the page; the viewport lets a person zoom; a page zoomed to 200%
// keeps the canvas sharp (its backing store follows the new pixel ratio)
// and a tap still lands on the control under it; over the canvas a touch
// is the game's (touch-action: none), elsewhere the page's. Then every
// screen of the menu by keyboard, each checked by axe-core.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { items, settle, tap, waitFor, has } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";
import { activate, axeViolations, focusInMirror, typeInto } from "../lib/keys.mjs";

const site = useSite();
const GAME_TITLES = ["The Lost Words", "Lost for Words", "Word Lift", "Lost: The Board Game"];

const active = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e ? (e.id ? `#${e.id}` : `${e.tagName.toLowerCase()} "${(e.textContent || "").trim().slice(0, 40)}"`) : "none";
});

test("Tab and Shift+Tab move between the canvas and the mirror from a fresh page", { timeout: 60_000 }, async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.desktop });
  try {
    // The page puts the focus on the canvas once the game draws.
    assert.equal(await active(page), "#canvas");
    await page.keyboard.press("Tab");
    assert.ok(await focusInMirror(page), `the first Tab reaches the mirror (the focus is on ${await active(page)})`);
    const first = await active(page);
    // Its panel is on screen while it holds the focus.
    const box = await page.locator("#mirror").boundingBox();
    assert.ok(box && box.width > 200 && box.height > 200, `the mirror shows as a panel: ${JSON.stringify(box)}`);
    await page.screenshot({ path: path.join(SHOTS, "keys-first-tab.png") });
    await page.keyboard.press("Shift+Tab");
    assert.equal(await active(page), "#canvas", "Shift+Tab goes back to the canvas");
    // The canvas keeps its own keys: the arrows and Escape go to the game.
    await page.keyboard.press("Tab");
    assert.equal(await active(page), first, "Tab again: the same first control");
    // Tab through every control of the menu's mirror, then out of the page.
    const controls = await page.evaluate(() =>
      Array.from(document.querySelectorAll("#mirror button, #mirror input")).filter((e) => !e.disabled).length);
    let tabs = 1;
    while (await focusInMirror(page)) {
      await page.keyboard.press("Tab");
      assert.ok(++tabs <= controls + 2, `Tab never leaves the mirror (${tabs} presses, ${controls} controls)`);
    }
    assert.equal(tabs, controls + 1, "Tab visits each control once, then leaves");
    const out = await active(page);  // the page's body (the browser's own controls next), or round to the canvas
    // Shift+Tab from outside comes back into the mirror's last control.
    await page.keyboard.press("Shift+Tab");
    assert.ok(await focusInMirror(page), `Shift+Tab comes back in (the focus is on ${await active(page)})`);
    assert.deepEqual(problems, []);
    console.log(`first Tab: ${first}; ${controls} controls in the menu's mirror, then out to ${out}`);
  } finally {
    await context.close();
  }
});

test("the page lets a person zoom; zoomed to 200% the canvas stays sharp and taps land", { timeout: 60_000 }, async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.desktop });
  try {
    const viewport = await page.evaluate(() => document.querySelector("meta[name=viewport]").content);
    assert.doesNotMatch(viewport, /user-scalable\s*=\s*no|maximum-scale/, `the viewport forbids no zoom: ${viewport}`);
    const touch = await page.evaluate(() => [getComputedStyle(document.getElementById("canvas")).touchAction,
                                            getComputedStyle(document.body).touchAction]);
    assert.deepEqual(touch, ["none", "manipulation"], "over the canvas a touch is the game's; elsewhere the page's");
    // The browser's zoom to 200%: the page's CSS pixels halve, the device pixel ratio doubles.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDeviceMetricsOverride", { width: 720, height: 450, deviceScaleFactor: 2, mobile: false });
    await page.waitForFunction(() => {
      const c = document.getElementById("canvas");
      return c.width === Math.trunc(c.clientWidth * devicePixelRatio) && c.clientWidth === 720;
    }, null, { timeout: 15_000 });
    await settle(page, 6);
    const backing = await page.evaluate(() => {
      const c = document.getElementById("canvas");
      return { css: [c.clientWidth, c.clientHeight], pixels: [c.width, c.height], dpr: devicePixelRatio };
    });
    assert.deepEqual(backing.pixels, [1440, 900], `one canvas pixel per device pixel: ${JSON.stringify(backing)}`);
    // The menu laid out for 720 CSS px, and a click on a game's card opens its set-up screen.
    const all = await waitFor(page, (list) => has(list, "menu/game/lost-words"), "the menu at 200%");
    assert.ok(all.every((i) => i.x + i.w <= 721), "every control inside the zoomed page");
    await page.screenshot({ path: path.join(SHOTS, "keys-zoom-200.png") });
    await tap(page, "menu/game/lost-words");
    await waitFor(page, (list) => has(list, "setup/start"), "the set-up screen opened by a click at 200%");
    assert.deepEqual(problems, []);
    console.log(`zoomed: ${JSON.stringify(backing)}; ${(await items(page)).length} controls on the set-up screen`);
  } finally {
    await context.close();
  }
});

test("axe-core on a fresh page: the canvas in a landmark, zoom allowed, no violation", { timeout: 60_000 }, async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.phone });
  try {
    // Out of sight (the canvas has the focus) and as a panel (the mirror has it).
    assert.deepEqual(await axeViolations(page), [], "the menu, the mirror out of sight");
    await page.keyboard.press("Tab");
    assert.ok(await focusInMirror(page));
    assert.deepEqual(await axeViolations(page), [], "the menu, the mirror's panel showing");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Every screen of the menu by keyboard on a phone: each opens with its title
// as the mirror's heading (and the focus on it), names every button, and
// Escape goes back to the menu with the focus still in the mirror. Then a
// game for two people at one device (its privacy screen) and a guided game.
test("every screen by keyboard: titles, named buttons, Escape back; the privacy screen; a guided game", { timeout: 110_000 },
     async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.phone },
                                                       { "settings.json": JSON.stringify({ reduce_motion: true }) });
  try {
    const mirror = page.getByRole("main", { name: "Lost & Found" });
    const title = (name) => mirror.getByRole("heading", { level: 1, name, exact: true });
    await title("Lost & Found").waitFor({ state: "attached" });
    assert.deepEqual(await axeViolations(page), [], "axe-core on the menu");
    const screens = [["Settings", "Settings"], ["Dictionary", "Dictionary"], ["About", "About"],
                     [/^Join( a game)?$/, "Join a game"]];
    for (const name of GAME_TITLES) screens.push([name, name]);
    const rows = [];
    for (const [button, name] of screens) {
      await activate(page, mirror.getByRole("button", { name: button, exact: typeof button === "string" }));
      await title(name).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), `${name}: the focus is on the new screen`);
      const unnamed = await mirror.getByRole("button", { name: /^$/ }).count();
      assert.equal(unnamed, 0, `${name}: every button has a name`);
      const buttons = await mirror.getByRole("button").count();
      const violations = await axeViolations(page);
      rows.push(`${name}: ${buttons} buttons, axe-core: ${violations.length} violations`);
      assert.deepEqual(violations, [], `axe-core on ${name}`);
      if (name === "Join a game") {
        // The room code by keyboard: typed, and Join becomes pressable.
        await typeInto(page, mirror.getByLabel("Room code (8 letters)"), "abcdefgh");
        await page.waitForFunction(() => [...document.querySelectorAll("#mirror button")].some((b) => b.textContent === "Join" && !b.disabled));
        rows.push("Join a game: a code typed, Join enabled");
      }
      await page.keyboard.press("Escape");
      await title("Lost & Found").waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), `back from ${name}: the focus is on the menu`);
    }
    // The dictionary by keyboard: a word typed in its field is spelled back,
    // and the verdict is said.
    await activate(page, mirror.getByRole("button", { name: "Dictionary", exact: true }));
    const field = mirror.getByLabel(/^Type a word to check/);
    await typeInto(page, field, "house");
    await mirror.getByText("Spelled: H, O, U, S, E").waitFor({ state: "attached" });
    await page.waitForFunction(() => /HOUSE is a word/.test(document.getElementById("live").textContent));
    rows.push("Dictionary: a word typed, spelled back, its verdict said");
    await page.keyboard.press("Escape");
    await title("Lost & Found").waitFor({ state: "attached" });
    // Two people at one device: the second seat a person (a radio of its
    // group), then the privacy screen between their turns.
    await activate(page, mirror.getByRole("button", { name: "Lost for Words", exact: true }));
    await title("Lost for Words").waitFor({ state: "attached" });
    const noGuide = mirror.getByRole("button", { name: "No thanks" });
    if (await noGuide.count()) await activate(page, noGuide);
    const seat2 = mirror.getByRole("radiogroup", { name: "Seat 2" });
    await activate(page, seat2.getByRole("radio", { name: "Person" }));
    await page.waitForFunction(() => document.querySelector("#mirror [role=radiogroup][aria-label='Seat 2'] [aria-checked=true]")?.textContent === "Person");
    await activate(page, mirror.getByRole("button", { name: "Start", exact: true }));
    const ready = mirror.getByRole("button", { name: /: show my cards$/ });
    await ready.waitFor({ state: "attached" });
    await mirror.getByRole("heading", { name: /^Pass to / }).waitFor({ state: "attached" });
    assert.deepEqual(await axeViolations(page), [], "axe-core on the privacy screen");
    await activate(page, ready);
    await mirror.getByRole("group", { name: "Your move" }).getByRole("button").first().waitFor({ state: "attached" });
    rows.push("Lost for Words, two people: the privacy screen, then the table");
    await page.keyboard.press("Escape");
    await title("Lost for Words").waitFor({ state: "attached" });
    // The guided first game: its card's words and its Next button are in the mirror.
    await activate(page, mirror.getByRole("button", { name: "Rules of Lost for Words" }));
    await activate(page, mirror.getByRole("button", { name: "Play the guided first game" }));
    await mirror.getByRole("button", { name: /^(Next|Leave the guide)$/ }).first().waitFor({ state: "attached" });
    assert.deepEqual(await axeViolations(page), [], "axe-core on the guided game");
    rows.push("Lost for Words: the guided game's card");
    await page.screenshot({ path: path.join(SHOTS, "a11y-phone-guide.png") });
    assert.deepEqual(problems, []);
    console.log(rows.join("\n"));
  } finally {
    await context.close();
  }
});
