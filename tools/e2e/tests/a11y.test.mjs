// Every game by keyboard and the accessibility tree alone (issue 31,
// docs/accessibility.md): each game is opened from the menu and played to its
// end screen through the page's mirror (shell/mirror.js), finding everything
// by role and name (getByRole) and pressing it with the keyboard (Enter);
// never a canvas coordinate, never a test hook. The turn-based games start
// from a saved game near its end (tests/ui/e2e_saves.cpp), so that a file
// stays within its two minutes; after every move the keyboard's focus is
// still in the mirror (never lost to the page's body).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { ROOT, SHOTS, savedGame, useSite } from "../lib/fixture.mjs";

const site = useSite();

const GAMES = [
  ["lost-words", "The Lost Words"],
  ["lost-for-words", "Lost for Words"],
  ["word-lift", "Word Lift"],
  ["lost-board-game", "Lost: The Board Game"],
];

async function focusInMirror(page) {
  return page.evaluate(() => document.getElementById("mirror").contains(document.activeElement));
}

// Opens the app with a game's saved game near its end (and the bots fast).
async function openNearEnd(game) {
  return site.open({ ...VIEWPORTS.desktop }, {
    "settings.json": JSON.stringify({ reduce_motion: true, bot_speed: "fast" }),
    [`save-${game}.json`]: savedGame(game, "end"),
  });
}

for (const [game, title] of GAMES) {
  test(`${title}: from the menu to the end screen by keyboard and roles alone`, { timeout: 110_000 }, async () => {
    const started = Date.now();
    const { context, page, problems } = await openNearEnd(game);
    try {
      const mirror = page.getByRole("main", { name: "Lost & Found" });
      // The menu: the game's card is a button named by the game.
      const card = mirror.getByRole("button", { name: title, exact: true });
      await card.waitFor({ state: "attached" });
      await card.press("Enter");
      // Its set-up screen: a heading by the game's name, and Resume.
      await mirror.getByRole("heading", { level: 1, name: title }).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), "the focus moved to the new screen");
      await mirror.getByRole("button", { name: "Resume", exact: true }).press("Enter");
      const moves = mirror.getByRole("group", { name: "Your move" });
      const over = mirror.getByRole("heading", { name: /^Game over/ });
      let pressed = 0;
      for (let step = 0; step < 400; ++step) {
        // Our move, or the end.
        try {
          await Promise.race([moves.getByRole("button").first().waitFor({ state: "attached", timeout: 30_000 }),
                              over.waitFor({ state: "attached", timeout: 30_000 })]);
        } catch (e) {
          const text = await page.evaluate(() => document.getElementById("mirror").innerText);
          assert.fail(`neither a move nor the end after ${pressed} moves; the mirror says:\n${text}`);
        }
        if (await over.count()) break;
        const button = moves.getByRole("button").nth(pressed % 2 === 0 ? 0 : Math.min(1, await moves.getByRole("button").count() - 1));
        const name = await button.textContent();
        const before = await page.evaluate(() => window.lostfound.mirror.json);
        await button.press("Enter");
        ++pressed;
        // The move is made: the mirror changes.
        await page.waitForFunction((b) => window.lostfound.mirror.json !== b, before, { timeout: 15_000 });
        assert.ok(await focusInMirror(page), `the focus stays in the mirror after "${name}"`);
        if (pressed === 1) await page.screenshot({ path: path.join(SHOTS, `a11y-${game}-table.png`) });
      }
      await over.waitFor({ state: "attached" });
      assert.ok(pressed > 0, "at least one move was made by keyboard");
      await mirror.getByRole("button", { name: "Rematch" }).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), "the focus is in the mirror on the end screen: " +
                await page.evaluate(() => document.activeElement.outerHTML.slice(0, 200)));
      await page.screenshot({ path: path.join(SHOTS, `a11y-${game}-end.png`) });
      assert.deepEqual(problems, []);
      console.log(`${title}: ${pressed} moves by keyboard to the end screen in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });
}

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
    const screens = [["Settings", "Settings"], ["Dictionary", "Dictionary"], ["About", "About"],
                     [/^Join( a game)?$/, "Join a game"]];
    for (const [, name] of GAMES) screens.push([name, name]);
    const rows = [];
    for (const [button, name] of screens) {
      await mirror.getByRole("button", { name: button, exact: typeof button === "string" }).press("Enter");
      await title(name).waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), `${name}: the focus is on the new screen`);
      const unnamed = await mirror.getByRole("button", { name: /^$/ }).count();
      assert.equal(unnamed, 0, `${name}: every button has a name`);
      const buttons = await mirror.getByRole("button").count();
      rows.push(`${name}: ${buttons} buttons`);
      if (name === "Join a game") {
        // The room code by keyboard: typed, and Join becomes pressable.
        await mirror.getByLabel("Room code (8 letters)").focus();
        await page.keyboard.type("abcdefgh");
        await page.waitForFunction(() => [...document.querySelectorAll("#mirror button")].some((b) => b.textContent === "Join" && !b.disabled));
        rows.push("Join a game: a code typed, Join enabled");
      }
      await page.keyboard.press("Escape");
      await title("Lost & Found").waitFor({ state: "attached" });
      assert.ok(await focusInMirror(page), `back from ${name}: the focus is on the menu`);
    }
    // The dictionary by keyboard: a word typed in its field is spelled back,
    // and the verdict is said.
    await mirror.getByRole("button", { name: "Dictionary", exact: true }).press("Enter");
    const field = mirror.getByLabel(/^Type a word to check/);
    await field.focus();
    await page.keyboard.type("house");
    await mirror.getByText("Spelled: H, O, U, S, E").waitFor({ state: "attached" });
    await page.waitForFunction(() => /HOUSE is a word/.test(document.getElementById("live").textContent));
    rows.push("Dictionary: a word typed, spelled back, its verdict said");
    await page.keyboard.press("Escape");
    await title("Lost & Found").waitFor({ state: "attached" });
    // Two people at one device: the second seat a person (a radio of its
    // group), then the privacy screen between their turns.
    await mirror.getByRole("button", { name: "Lost for Words", exact: true }).press("Enter");
    await title("Lost for Words").waitFor({ state: "attached" });
    const noGuide = mirror.getByRole("button", { name: "No thanks" });
    if (await noGuide.count()) await noGuide.press("Enter");
    const seat2 = mirror.getByRole("radiogroup", { name: "Seat 2" });
    await seat2.getByRole("radio", { name: "Person" }).press("Enter");
    await page.waitForFunction(() => document.querySelector("#mirror [role=radiogroup][aria-label='Seat 2'] [aria-checked=true]")?.textContent === "Person");
    await mirror.getByRole("button", { name: "Start", exact: true }).press("Enter");
    const ready = mirror.getByRole("button", { name: /: show my cards$/ });
    await ready.waitFor({ state: "attached" });
    await mirror.getByRole("heading", { name: /^Pass to / }).waitFor({ state: "attached" });
    await ready.press("Enter");
    await mirror.getByRole("group", { name: "Your move" }).getByRole("button").first().waitFor({ state: "attached" });
    rows.push("Lost for Words, two people: the privacy screen, then the table");
    await page.keyboard.press("Escape");
    await title("Lost for Words").waitFor({ state: "attached" });
    // The guided first game: its card's words and its Next button are in the mirror.
    await mirror.getByRole("button", { name: "Rules of Lost for Words" }).press("Enter");
    await mirror.getByRole("button", { name: "Play the guided first game" }).press("Enter");
    await mirror.getByRole("button", { name: /^(Next|Leave the guide)$/ }).first().waitFor({ state: "attached" });
    rows.push("Lost for Words: the guided game's card");
    await page.screenshot({ path: path.join(SHOTS, "a11y-phone-guide.png") });
    assert.deepEqual(problems, []);
    console.log(rows.join("\n"));
  } finally {
    await context.close();
  }
});

// Finders Keepers by keyboard: from the menu to a word claimed. The table's
// face-up cards are read from the mirror's "On the table" part, as a screen
// reader user hears them; the words they might spell come from the native
// CLI's anagrams (a player's own eyes), and each is typed into "Type a word
// to play" until the mirror offers its claim (the mirror never lists the
// words). The claim then shows in "The last claim". (A whole game takes
// minutes of real time: tests/ui/mirror_test.cpp plays it to the end.)
test("Finders Keepers: from the menu to a word claimed, by keyboard and roles alone", { timeout: 110_000 }, async () => {
  const cli = path.join(ROOT, "build/native/src/cli/lostfound-cli");
  assert.ok(existsSync(cli), `the native CLI (${cli}) finds the words a player would see`);
  const { context, page, problems } = await site.open({ ...VIEWPORTS.desktop },
                                                       { "settings.json": JSON.stringify({ reduce_motion: true }) });
  try {
    const mirror = page.getByRole("main", { name: "Lost & Found" });
    await mirror.getByRole("button", { name: "Finders Keepers", exact: true }).press("Enter");
    await mirror.getByRole("heading", { level: 1, name: "Finders Keepers" }).waitFor({ state: "attached" });
    const noGuide = mirror.getByRole("button", { name: "No thanks" });
    if (await noGuide.count()) await noGuide.press("Enter");
    await mirror.getByRole("button", { name: "Start", exact: true }).press("Enter");
    const field = mirror.getByLabel("Type a word to play");
    let claimed = "";
    const tried = new Set();
    for (let attempt = 0; attempt < 40 && !claimed; ++attempt) {
      await page.waitForTimeout(1500);
      if (!(await field.count())) continue;
      // "11 cards face up, in the order dealt:" then "CH, TR, ED, …".
      const text = await page.evaluate(() => document.getElementById("mirror").innerText);
      const line = text.split("\n").find((l) => /^[A-Z?]+(, [A-Z?]+)+\.?$/.test(l.trim()));
      if (!line) continue;
      const letters = line.replace(/[^A-Z]/g, "");
      const words = execFileSync(cli, ["dict", "anagrams", letters.slice(0, 12)], { encoding: "utf8" })
        .split("\n").map((w) => w.trim().toUpperCase()).filter((w) => w.length >= 3 && w.length <= 6 && !tried.has(w));
      for (const word of words.slice(0, 12)) {
        tried.add(word);
        await field.fill("");
        await field.focus();
        await page.keyboard.type(word);
        const claim = mirror.getByRole("button", { name: new RegExp(`^Claim ${word} with `) });
        try {
          await claim.first().waitFor({ state: "attached", timeout: 400 });
        } catch (e) {
          continue;
        }
        const shout = mirror.getByRole("button", { name: /^Shout/ });
        if (await shout.count()) {
          await shout.press("Enter");
          await page.waitForTimeout(200);
          await field.fill("");
          await field.focus();
          await page.keyboard.type(word);
          await claim.first().waitFor({ state: "attached", timeout: 2000 });
        }
        await claim.first().press("Enter");
        claimed = word;
        break;
      }
    }
    assert.ok(claimed, `a word was found and claimed (tried ${[...tried].join(", ")})`);
    await page.waitForFunction((w) => new RegExp(`You take \\d+ cards? with ${w}`).test(document.getElementById("mirror").innerText), claimed,
                               { timeout: 10_000 });
    assert.ok(await focusInMirror(page), "the focus stays in the mirror after the claim");
    await page.screenshot({ path: path.join(SHOTS, "a11y-word-shout-claim.png") });
    assert.deepEqual(problems, []);
    console.log(`Finders Keepers: claimed ${claimed} by keyboard after trying ${tried.size} words`);
  } finally {
    await context.close();
  }
});

// Finders Keepers to its end screen by keyboard, from a saved game near its
// end (the last round, a few cards left in the deck: tests/ui/e2e_saves.cpp).
test("Finders Keepers: from the menu to the end screen by keyboard and roles alone", { timeout: 110_000 }, async () => {
  const started = Date.now();
  const { context, page, problems } = await site.open({ ...VIEWPORTS.desktop }, {
    "settings.json": JSON.stringify({ reduce_motion: true }),
    "save-word-shout.json": savedGame("word-shout", "end"),
  });
  try {
    const mirror = page.getByRole("main", { name: "Lost & Found" });
    await mirror.getByRole("button", { name: "Finders Keepers", exact: true }).press("Enter");
    await mirror.getByRole("heading", { level: 1, name: "Finders Keepers" }).waitFor({ state: "attached" });
    await mirror.getByRole("button", { name: "Resume", exact: true }).press("Enter");
    await mirror.getByRole("heading", { name: "On the table" }).waitFor({ state: "attached" });
    // The word field is there to type into while the last cards come.
    await mirror.getByLabel("Type a word to play").focus();
    const over = mirror.getByRole("heading", { name: /^Game over/ });
    await over.waitFor({ state: "attached", timeout: 90_000 });
    await mirror.getByRole("button", { name: "Rematch" }).waitFor({ state: "attached" });
    assert.ok(await focusInMirror(page), "the focus is in the mirror on the end screen");
    await page.screenshot({ path: path.join(SHOTS, "a11y-word-shout-end.png") });
    assert.deepEqual(problems, []);
    console.log(`Finders Keepers: the end screen by keyboard in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await context.close();
  }
});
