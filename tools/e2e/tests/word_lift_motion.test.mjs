// Word Lift's motion in the real web build: a bot's turn watched frame by
// frame at Normal speed, and the time a whole bot turn takes at each speed.
//
// 1. From the saved steal (tests/ui/e2e_saves.cpp: once the person passes and
//    draws, the hard bot steals their FORGE), at Normal speed with motion on:
//    at every frame of the bot's turn, what is in the air (wl/flight/<card>,
//    face down wl/flight/back/<seat>), where every card lies (wl/card/<card>)
//    and what the log says (the lines the page announces). A card is never
//    both in the air and in its place, nor missing once seen; each move of
//    the turn stays on screen for at least the pace times the game's
//    HoldShare (a play whole, a draw 0.45). A screenshot of the steal in the air.
// 2. From an early save against the easy bot, for Slow, Normal and Fast: the
//    time from the person's last draw to their next turn (the bot's whole
//    turn), its median and maximum over several turns.
// Each prints its figures.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, savedGame, useSite } from "../lib/fixture.mjs";

const site = useSite();
const GAME = "word-lift";
const TABLET = { ...VIEWPORTS.tabletLandscape, deviceScaleFactor: 1 };
// Settings' bot speeds (src/ui/settings.h, bot_hold_seconds) and Word Lift's
// HoldShare (src/games/word_lift/word_lift.cpp).
const PACE = { slow: 2.0, normal: 1.1, fast: 0.5 };
const share = (line) => (/ stole | split | played /.test(line) ? 1.0 : / passed/.test(line) ? 0.6
                         : / drew /.test(line) ? 0.45 : / skipped /.test(line) ? 0.3 : 1.0);

// The app with a saved game and these settings, resumed to the table.
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
  await waitFor(page, (a) => has(a, "wl/play") || has(a, "wl/draw/consonant"), "our turn", 30_000);
  // Every line the page announces, with its time.
  await page.evaluate(() => {
    const lf = window.lostfound;
    lf._said = [];
    const say = lf.announce;
    lf.announce = (text) => {
      lf._said.push({ t: performance.now(), text });
      say(text);
    };
  });
  return opened;
}

// Pass (if it is our play), then our draws: a consonant, then vowels.
async function passAndDraw(page) {
  if (has(await items(page), "wl/pass")) await tap(page, "wl/pass");
  for (let k = 0; k < 3; ++k) {
    const all = await waitFor(page, (a) => has(a, "wl/draw/consonant") || !has(a, "wl/pass"), "the draws", 10_000);
    if (!has(all, "wl/draw/consonant")) return;
    await tap(page, k === 0 ? "wl/draw/consonant" : "wl/draw/vowel");
  }
}

// Records every frame until our turn comes back (the Play button), up to
// `limit` ms: [{t, flying: [names], cards: [names], backs}], and the lines said.
function recordFrames(page, limit) {
  return page.evaluate((limit) => new Promise((resolve) => {
    const lf = window.lostfound;
    const start = performance.now();
    const frames = [];
    let seenOther = false;
    const step = () => {
      const now = performance.now();
      const all = lf.items();
      const names = all.map((i) => i.name);
      frames.push({
        t: now,
        flying: names.filter((n) => n.startsWith("wl/flight/")),
        cards: names.filter((n) => n.startsWith("wl/card/")),
        backs: names.filter((n) => n.startsWith("wl/back/")).length,
      });
      const mine = names.includes("wl/play");
      if (!mine) seenOther = true;
      if ((seenOther && mine) || now - start > limit) resolve({ frames, said: lf._said.slice() });
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }), limit);
}

test("tablet, Normal speed: a bot's steal and draws, frame by frame; each held for its share of the pace",
     { timeout: 120_000 }, async () => {
  const { context, page, problems } = await resume(TABLET, "steal", { bot_speed: "normal", reduce_motion: false });
  try {
    const saidBefore = (await page.evaluate(() => window.lostfound._said.length));
    await passAndDraw(page);
    // The steal's screenshot, taken while its cards are in the air.
    const shot = (async () => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const all = await items(page);
        if (all.filter((i) => i.name.startsWith("wl/flight/")).length >= 3) {
          await page.screenshot({ path: path.join(SHOTS, "web-wl-steal-in-flight-1180x820.png") });
          return true;
        }
        await page.waitForTimeout(30);
      }
      return false;
    })();
    const { frames, said } = await recordFrames(page, 20_000);
    assert.ok(await shot, "the steal's cards were seen in the air");
    // The bots' lines (a bot is named with its level: "Rose (hard) drew…";
    // the person's own moves, by their name, are not held for them).
    const lines = said.slice(saidBefore).filter((s) => /^[^.]*? \((easy|medium|hard|expert)\) /.test(s.text));
    assert.ok(lines.some((s) => / stole FORGE /.test(s.text)), `the bot stole FORGE: ${lines.map((s) => s.text)}`);
    // Every frame: no card both in the air and in its place.
    let moving = 0;
    for (const f of frames) {
      const inPlace = new Set(f.cards.map((n) => n.slice("wl/card/".length)));
      for (const n of f.flying) {
        if (n.startsWith("wl/flight/back/")) continue;
        assert.ok(!inPlace.has(n.slice("wl/flight/".length)), `${n} drawn in the air and in its place at once`);
      }
      if (f.flying.length > 0) ++moving;
    }
    // A card once seen (in the air or in place) stays seen for the rest of
    // the turn: never a frame with a card nowhere.
    const stolen = new Set();
    for (const f of frames) for (const n of f.flying) if (!n.startsWith("wl/flight/back/")) stolen.add(n.slice(10));
    assert.ok(stolen.size >= 6, `the steal's cards flew (${stolen.size})`);
    for (const id of stolen) {
      let seen = false;
      for (const f of frames) {
        const here = f.flying.includes(`wl/flight/${id}`) || f.cards.includes(`wl/card/${id}`);
        if (seen) assert.ok(here, `card ${id} vanished at ${Math.round(f.t - frames[0].t)} ms`);
        seen = seen || here;
      }
    }
    // Each bot move on screen at least its share of the pace (the next line
    // comes no sooner), a little under for the frame it lands in.
    // (The turn's last line has no next line: our turn coming back does not
    // take it off the screen, so it is not judged here.)
    const end = frames[frames.length - 1].t;
    const steps = lines.slice(0, -1).map((s, k) => ({ text: s.text, shown: lines[k + 1].t - s.t }));
    for (const s of steps) {
      const least = PACE.normal * share(s.text) * 1000 * 0.9;
      assert.ok(s.shown >= least, `"${s.text}" on screen ${Math.round(s.shown)} ms, under ${Math.round(least)}`);
    }
    const fps = frames.length / ((end - frames[0].t) / 1000);
    console.log(`# the bot's turn at Normal: ${frames.length} frames (${fps.toFixed(1)} a second), cards in the air in ` +
                `${moving} of them`);
    for (const s of steps) console.log(`#   ${Math.round(s.shown)} ms on screen: ${s.text}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("tablet: a whole bot turn at each speed, median and max over several turns", { timeout: 120_000 }, async () => {
  const figures = [];
  for (const [speed, turns] of [["fast", 5], ["normal", 5], ["slow", 4]]) {
    const { context, page, problems } = await resume(TABLET, "early", { bot_speed: speed, reduce_motion: false });
    try {
      const times = [];
      for (let k = 0; k < turns; ++k) {
        const all = await waitFor(page, (a) => has(a, "wl/play") || has(a, "wl/summary/continue") ||
                                               has(a, "end/rematch"), "our turn", 30_000);
        if (!has(all, "wl/play")) break;  // the round (or game) ended: enough turns seen
        await passAndDraw(page);
        const t0 = Date.now();
        const back = await waitFor(page, (a) => has(a, "wl/play") || has(a, "wl/summary/continue") ||
                                                has(a, "end/rematch"), "the bot's turn ends", 30_000);
        if (has(back, "wl/play")) times.push(Date.now() - t0);
      }
      assert.ok(times.length >= 2, `${speed}: bot turns measured (${times.length})`);
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)], max = times[times.length - 1];
      // A turn holds at least its play (or pass) and is over well within a
      // few paces (its play and two draws).
      assert.ok(median >= PACE[speed] * 0.6 * 1000 * 0.9, `${speed}: median ${median} ms`);
      assert.ok(max <= PACE[speed] * 6 * 1000 + 2000, `${speed}: max ${max} ms`);
      figures.push(`${speed}: median ${median} ms, max ${max} ms over ${times.length} bot turns`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
  for (const f of figures) console.log(`# a whole bot turn, ${f}`);
});
