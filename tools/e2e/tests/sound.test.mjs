// The table's sounds in the browser (shell/sound.js, docs/architecture.md
// "Sound"): no audio before the person's first touch (a sound asked for
// then is recorded, not played), the audio running after it, and a sound
// really reaching the output (the page's meter after the master gain sees
// its samples); window.lostfound.sounds says which sounds played when.
// Settings' Sound switch off: nothing plays.
import { test } from "node:test";
import assert from "node:assert/strict";

import { settle, tap, waitFor, has, scrollTo } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { useSite } from "../lib/fixture.mjs";

const site = useSite();

const soundState = (page) => page.evaluate(() => window.lostfound.sound.state());
const record = (page) => page.evaluate(() => window.lostfound.sounds.map((s) => ({ ...s })));

// The loudest output level from now on, watched in the page every 5 ms
// (a sound of a tenth of a second is over before a tap's frames are).
const watchPeak = (page) => page.evaluate(() => {
  clearInterval(window._lfPeakTimer);
  window._lfPeak = 0;
  window._lfPeakTimer = setInterval(() => { window._lfPeak = Math.max(window._lfPeak, window.lostfound.sound.peak()); }, 5);
});
const peakSoFar = async (page, ms) => {
  await page.waitForTimeout(ms);
  return page.evaluate(() => window._lfPeak);
};

test("sound: nothing before the first tap; after it a sound plays, mixed, at the volume set", { timeout: 90_000 }, async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.phone });
  try {
    // The sounds arrive after the first frame, with the other later files.
    await page.waitForFunction(() => window.lostfound.laterFiles.state("sounds/card-place.wav")?.state === "ready",
                               null, { timeout: 60_000 });
    await settle(page, 4);
    assert.equal(await soundState(page), "none", "no audio context before the person touched the page");
    // A play asked for now is recorded, not played (and not kept for later).
    await page.evaluate(() => window.lostfound.sound.play("card-place", 0.5));
    assert.deepEqual((await record(page)).map((s) => [s.name, s.played]), [["card-place", false]]);
    assert.equal(await soundState(page), "none");
    // The first tap (on the Settings card) starts the audio.
    await tap(page, "menu/settings");
    await page.waitForFunction(() => window.lostfound.sound.state() === "running", null, { timeout: 10_000 });
    await waitFor(page, (all) => has(all, "settings/theme/dark"), "the Settings page");
    // Volume down: a sound at the new level, really at the output.
    await scrollTo(page, "settings/volume/down");
    const before = (await record(page)).length;
    await watchPeak(page);
    await tap(page, "settings/volume/down");
    const peak = await peakSoFar(page, 300);
    const played = (await record(page)).slice(before);
    assert.deepEqual(played.map((s) => [s.name, s.played]), [["card-place", true]], JSON.stringify(played));
    assert.ok(Math.abs(played[0].volume - 0.36) < 1e-6, `60% on the squared curve: ${played[0].volume}`);
    assert.ok(peak > 0.005, `the sound reached the output (peak ${peak})`);
    // Two at once: both sound together, mixed (the second does not cut the first).
    await watchPeak(page);
    const together = await page.evaluate(() => {
      window.lostfound.sound.play("card-place", 0.5);
      window.lostfound.sound.play("card-place", 0.5);
      return window.lostfound.sound.playing();
    });
    assert.equal(together, 2, "two sounds playing at once");
    const mixed = await peakSoFar(page, 200);
    assert.ok(mixed > 0.005, `two sounds at once reach the output (peak ${mixed})`);
    // The switch off: the app asks for nothing more.
    await scrollTo(page, "settings/sound");
    await tap(page, "settings/sound");
    const off = (await record(page)).length;
    await tap(page, "settings/volume/up").catch(() => {});  // (disabled while off)
    await settle(page, 6);
    assert.equal((await record(page)).length, off, "with Sound off nothing is played");
    assert.deepEqual(problems, []);
    console.log(`first play before the tap: recorded, not played; after it: peak ${peak.toFixed(3)} at 60%, ` +
                `${mixed.toFixed(3)} mixed; the record: ${JSON.stringify((await record(page)).map((s) => s.name))}`);
  } finally {
    await context.close();
  }
});
