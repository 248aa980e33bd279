// Word Lift's screens as a person sees them, at a phone, a tablet and a
// desktop, and a phone with text at 140%: a steal's cards in the air (the
// saved steal of tests/ui/e2e_saves.cpp, at Normal speed with motion on), a
// word's meaning (the bot's new word held), and the round's summary and its
// review (the end of round 1 from a save, fast bots). Screenshots in
// build/screenshots/web-wl-<size>-{steal,meaning,summary,review}.png, looked
// at by a person; the test checks what each must hold.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, scrollTo, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, savedGame, useSite } from "../lib/fixture.mjs";
import { frames, playOnce } from "../lib/word_lift.mjs";

const site = useSite();
const GAME = "word-lift";

async function resume(viewport, moment, settings) {
  const opened = await site.open(viewport, {
    "settings.json": JSON.stringify(settings),
    [`save-${GAME}.json`]: savedGame(GAME, moment),
  });
  const { page } = opened;
  await waitFor(page, (a) => has(a, `menu/game/${GAME}`), "the menu");
  await tap(page, `menu/game/${GAME}`);
  await waitFor(page, (a) => has(a, "setup/resume"), "the set-up screen offers the saved game");
  await tap(page, "setup/resume");
  await waitFor(page, (a) => !has(a, "setup/resume"), "the saved game opens", 30_000);
  return opened;
}

// A finger (or the mouse) held on a named item for `ms`.
async function hold(page, name, ms) {
  const all = await items(page);
  const item = all.find((i) => i.name === name);
  assert.ok(item, `no ${name} on screen`);
  const canvas = await page.locator("#canvas").boundingBox();
  const x = canvas.x + item.x + item.w / 2, y = canvas.y + item.y + item.h / 2;
  if (page.context()._lfTouch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await page.waitForTimeout(ms);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(ms);
    await page.mouse.up();
  }
  await frames(page, 3);
}

const SIZES = [
  ["phone", VIEWPORTS.phone, "390x844", 100],
  ["tablet", VIEWPORTS.tabletLandscape, "1180x820", 100],
  ["desktop", VIEWPORTS.desktop, "1440x900", 100],
  ["phone-140", VIEWPORTS.phone, "390x844", 140],
];

for (const [label, viewport, size, text] of SIZES) {
  test(`${label}: a steal in the air, a word's meaning, the round's summary and review (screenshots)`,
       { timeout: 120_000 }, async () => {
    const view = { ...viewport, deviceScaleFactor: 1 };
    {
      const settings = { bot_speed: "normal", reduce_motion: false, ui_scale_percent: text };
      const { context, page, problems } = await resume(view, "steal", settings);
      try {
        await waitFor(page, (a) => has(a, "wl/pass"), "our turn", 30_000);
        await tap(page, "wl/pass");
        for (const deck of ["wl/draw/consonant", "wl/draw/vowel"]) {
          await waitFor(page, (a) => has(a, deck), "a draw");
          await tap(page, deck);
        }
        // The bot's steal: its cards in the air.
        const deadline = Date.now() + 20_000;
        let seen = false;
        while (!seen && Date.now() < deadline) {
          const all = await items(page);
          if (all.filter((i) => i.name.startsWith("wl/flight/")).length >= 3) {
            await page.screenshot({ path: path.join(SHOTS, `web-wl-${label}-steal-${size}.png`) });
            seen = true;
          }
          await page.waitForTimeout(25);
        }
        assert.ok(seen, "the steal's cards were in the air");
        // Our turn again: the bot's new word held, its meaning.
        const all = await waitFor(page, (a) => has(a, "wl/play"), "our turn again", 30_000);
        const word = all.find((i) => /^wl\/word\/1\/\d+$/.test(i.name));
        assert.ok(word, "the bot's words are on screen");
        await hold(page, word.name, 700);
        await waitFor(page, (a) => has(a, "meaning/sense/0") || has(a, "meaning/none"), "the meaning", 30_000);
        const card = (await items(page)).find((i) => i.name === "meaning/card");
        assert.ok(card && card.x >= 0 && card.x + card.w <= view.viewport.width + 1, "the card fits the screen");
        assert.ok(has(await items(page), "meaning/close"), "its Close button is on screen");
        await page.screenshot({ path: path.join(SHOTS, `web-wl-${label}-meaning-${size}.png`) });
        await tap(page, "meaning/close");
        await waitFor(page, (a) => !has(a, "meaning/card"), "the card closes");
        assert.ok(!has(await items(page), "wl/cancel-steal"), "holding the word stole nothing");
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
    {
      const settings = { bot_speed: "fast", reduce_motion: true, ui_scale_percent: text };
      const { context, page, problems } = await resume(view, "round", settings);
      try {
        let reviewed = false;
        for (let step = 0; !reviewed; ++step) {
          await playOnce(page, step, async (p) => {
            reviewed = true;
            const all = await items(p);
            assert.ok(has(all, "wl/summary/continue") && has(all, "wl/summary/review"),
                      "Next round and Review are on screen with the scores");
            await p.screenshot({ path: path.join(SHOTS, `web-wl-${label}-summary-${size}.png`) });
            await tap(p, "wl/summary/review");
            await waitFor(p, (a) => has(a, "wl/review/done"), "the review is complete", 60_000);
            await p.screenshot({ path: path.join(SHOTS, `web-wl-${label}-review-${size}.png`) });
            await scrollTo(p, "wl/review/back");  // (below the words' meanings)
      await tap(p, "wl/review/back");
            await waitFor(p, (a) => has(a, "wl/summary/continue"), "back at the scores");
          });
          assert.ok(step < 30, "round 1 ends within a few turns of its save");
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });
}
