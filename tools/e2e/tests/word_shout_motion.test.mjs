// Finders Keepers' table in motion, in the real web build (issues 39 and
// 40): at every frame of a bot's claim at the Normal bot speed, what is
// moving (the named items the table publishes: ws/ring/..., ws/fly/...,
// ws/slide/..., ws/took/..., table_motion.h) and what the log says; each
// step stays on screen at least the pace's share (the cards ringed with the
// word above them for the whole hold, then flying to the bot's pile, the
// word by the bot's name); and in no frame is a card in two places or in
// none. (Screenshots of the same: word_shout_screens.test.mjs.)
import { test } from "node:test";
import assert from "node:assert/strict";

import { has, items, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { useSite } from "../lib/fixture.mjs";
import { listen, tableOf } from "../lib/word_shout.mjs";

const site = useSite();
const NORMAL_HOLD_MS = 1100;  // Settings: bot moves "normal" (ui/settings.h)
const FLIGHT_MS = 450;        // a card in the air (table_motion.cpp, Timing::For)

// Starts a game from the set-up screen: us and `bots` medium bots.
async function start(page, bots) {
  await listen(page);
  await waitFor(page, (all) => has(all, "menu/game/word-shout"), "the menu offers Finders Keepers");
  await tap(page, "menu/game/word-shout");
  await waitFor(page, (all) => has(all, "setup/start"), "the set-up screen");
  for (let n = 2; n < bots + 1; ++n) await tap(page, "setup/seats/up");
  for (let seat = 1; seat <= bots; ++seat) {
    if (has(await items(page), `setup/seat/${seat}/medium`)) await tap(page, `setup/seat/${seat}/medium`);
  }
  await tap(page, "setup/start");
  await waitFor(page, (all) => has(all, "ws/shout/0"), "the table with our Shout button");
}

// Records every frame the app draws for `ms` (or until `claims` bot claims
// have been seen whole): the time, what moves, the table's cards, the piles
// and the log.
function record(page, ms, claims) {
  return page.evaluate(({ ms, claims }) => new Promise((resolve) => {
    const frames = [];
    const t0 = performance.now();
    let seen = 0, ringing = false;
    const step = () => {
      const all = window.lostfound.items();
      const f = { t: performance.now() - t0, moving: [], cards: 0, piles: {}, said: window.__said.length,
                  last: window.__said[window.__said.length - 1] || "" };
      for (const i of all) {
        if (/^ws\/(ring|fly|slide|took)\//.test(i.name)) f.moving.push(i.name);
        if (i.name.startsWith("ws/card/")) ++f.cards;
        const pile = i.name.match(/^ws\/pile\/(\d+)\/(\d+)$/);
        if (pile) f.piles[pile[1]] = Number(pile[2]);
      }
      frames.push(f);
      const ring = f.moving.some((n) => /^ws\/ring\/[1-9]/.test(n));
      if (ringing && !ring) ++seen;
      ringing = ring;
      if (performance.now() - t0 < ms && (seen < claims || f.moving.length > 0)) requestAnimationFrame(step);
      else resolve({ frames, said: window.__said.slice() });
    };
    requestAnimationFrame(step);
  }), { ms, claims });
}

test("a bot's claim at the Normal speed, frame by frame: each step on screen its share, every card in one place",
     { timeout: 110_000 }, async () => {
  const { context, page, problems } = await site.open({ ...VIEWPORTS.tabletLandscape, deviceScaleFactor: 1 }, {
    "settings.json": JSON.stringify({ bot_speed: "normal", table_switches: { "word-shout/guide-offered": true } }),
  });
  try {
    await start(page, 2);
    const { frames, said } = await record(page, 60_000, 3);
    const interval = frames.length > 1 ? frames[frames.length - 1].t / (frames.length - 1) : 0;
    console.log(`# ${frames.length} frames in ${Math.round(frames[frames.length - 1].t)} ms (${Math.round(interval)} ms a frame)`);
    // Every card in one place, in every frame: the table's cards are on the
    // table or in the air from the deck; nothing is twice in the air.
    for (const f of frames) {
      const table = tableOf(said.slice(0, f.said)).length;
      const deal = f.moving.filter((n) => n.startsWith("ws/fly/deal/")).length;
      assert.equal(f.cards + deal, table, `at ${Math.round(f.t)} ms the table's ${table} cards are each drawn once`);
      const ids = f.moving.filter((n) => /^ws\/(ring|fly\/take|fly\/deal)\//.test(n)).map((n) => n.split("/").pop());
      assert.equal(new Set(ids).size, ids.length, `at ${Math.round(f.t)} ms no card is in two places: ${f.moving}`);
    }
    // Each bot claim, step by step.
    const claims = [];
    for (let i = 0; i < frames.length; ++i) {
      const seat = (frames[i].moving.find((n) => /^ws\/ring\/[1-9]/.test(n)) || "").split("/")[2];
      if (!seat || (i > 0 && frames[i - 1].moving.some((n) => n.startsWith(`ws/ring/${seat}/`)))) continue;
      let j = i;
      while (j < frames.length && frames[j].moving.some((n) => n.startsWith(`ws/ring/${seat}/`))) ++j;
      let k = j;
      while (k < frames.length && frames[k].moving.some((n) => n.startsWith(`ws/fly/take/${seat}/`))) ++k;
      let w = i;
      while (w < frames.length && frames[w].moving.includes(`ws/took/${seat}`)) ++w;
      if (w >= frames.length) break;  // still on screen when the recording ended
      // How long each step was on screen: from its first frame to the first
      // frame without it (the app's clock and the frames' are the same clock).
      const ringed = frames[i].moving.filter((n) => n.startsWith(`ws/ring/${seat}/`)).length;
      // The first frame whose pile shows the cards: they have landed.
      let landed = i;
      while (landed < frames.length && !(frames[landed].piles[seat] >= frames[i].piles[seat] + ringed)) ++landed;
      if (landed >= frames.length) break;
      claims.push({
        seat, at: Math.round(frames[i].t), log: frames[i].last, ringed,
        ring: Math.round(frames[j].t - frames[i].t),
        fly: k > j ? Math.round(frames[k].t - frames[j].t) : 0,
        word: Math.round(frames[w].t - frames[i].t),
        landed: Math.round(frames[landed].t - frames[i].t),
        pile: [frames[i].piles[seat], frames[Math.min(k, frames.length - 1)].piles[seat]],
      });
    }
    for (const c of claims) console.log(`# claim: ${JSON.stringify(c)}`);
    assert.ok(claims.length >= 2, `at least two bot claims were seen whole: ${claims.length}`);
    for (const c of claims) {
      // What the log says in the first frame: who took which word, with as many cards as are ringed.
      const m = c.log.match(/ takes ([A-Z]+) \(([^)]*)\): (\d+) cards/);
      assert.ok(m, `the log says the claim when it shows: "${c.log}"`);
      assert.equal(Number(m[3]), c.ringed, `the claim's ${m[3]} cards are ringed`);
      // Each step on screen for at least the pace's share (the hold, for
      // the cards ringed with the word above them; the flight; then the
      // word by the bot's name for another hold).
      assert.ok(c.ring >= NORMAL_HOLD_MS - 20, `the cards stayed ringed ${c.ring} ms`);
      assert.ok(c.landed >= NORMAL_HOLD_MS + FLIGHT_MS - 20, `then they flew to the bot's pile (landed at ${c.landed} ms)`);
      assert.ok(c.word >= 2 * NORMAL_HOLD_MS - 20, `the word stayed by the bot's name ${c.word} ms`);
      assert.equal(c.pile[1] - c.pile[0], c.ringed, "the pile took the cards once they landed");
    }
    // (A flight lasts less than some slow frames here: seen in one claim at least.)
    assert.ok(claims.some((c) => c.fly > 0), "the cards are seen in the air");
    const sorted = claims.map((c) => c.word).sort((a, b) => a - b);
    console.log(`# a bot's claim on screen at Normal: median ${Math.round(sorted[sorted.length >> 1])} ms, ` +
                `max ${Math.round(sorted[sorted.length - 1])} ms over ${claims.length} claims`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
