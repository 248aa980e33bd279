// Lost: The Board Game's bot turns frame by frame in the real web build
// (issue 39: every step of a bot's turn shown where it happens, at the
// chosen bot speed). The page's recorder (lib/turns.mjs, RECORDER) keeps,
// at every frame, the island's animation items (lbg/anim/...: a token's
// walk, a tile turning over, a card travelling, the dice rolling and
// landing, the result, a mark on a Character) and every log line. The
// person's decisions are taken by touch (lib/board.mjs); between them the
// bots play at the Normal speed, with motion on.
//
// What it asserts, from what is on screen only: each step that started and
// ended while recording stayed on screen for at least a part of the pace
// (the board game's EventShare gives no event less than a third of it); a
// die never shows more than 6; no Character walks in two places in one
// frame. It prints how long each kind
// of step stayed, median and max.
import { test } from "node:test";
import assert from "node:assert/strict";

import { has } from "../lib/app.mjs";
import { decide } from "../lib/board.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { useSite } from "../lib/fixture.mjs";
import { median, resumeRecorded } from "../lib/turns.mjs";

const site = useSite();
const GAME = "lost-board-game";
const NORMAL_PACE_MS = 1100;  // Settings: bot moves "normal" (ui/settings.h)
// The least a step may stay: a third of the pace, less a frame's slack.
const LEAST_MS = NORMAL_PACE_MS / 3 - 40;

// Each step of a bot's move: an animation item from the first frame it
// shows to the first frame without it (and the most it can have been, from
// the frame before). The person's own moves are not held (they made them). Steps already showing when the recording starts, or
// still showing when it ends, are left out (their length is not known).
function stepsOf(frames) {
  const open = new Map();  // name -> first frame index
  const steps = [];
  for (let i = 0; i < frames.length; ++i) {
    const names = new Set(frames[i].items.map((it) => it.name).filter((n) => n.startsWith("lbg/anim/")));
    for (const n of names) if (!open.has(n)) open.set(n, i);
    for (const [n, first] of [...open]) {
      if (names.has(n)) continue;
      open.delete(n);
      // Seen for `ms`; at most `upTo` (from the frame before it showed): a
      // slow frame blurs both ends, so only a step whose most is short was.
      // A bot's step: its move is being held on screen (game/last-move).
      const bot = frames[first].items.some((it) => it.name === "game/last-move");
      if (first > 0 && bot) {
        steps.push({ name: n, at: frames[first].t, ms: frames[i].t - frames[first].t,
                     upTo: frames[i].t - frames[first - 1].t });
      }
    }
  }
  return steps;
}

test("tablet, Normal speed, motion on: every step of the bots' turns on the island stays for its share of the pace",
     { timeout: 115_000 }, async () => {
  const { context, page, problems } = await resumeRecorded(site, VIEWPORTS.tabletLandscape, GAME, "early",
                                                           { reduce_motion: false, bot_speed: "normal" });
  try {
    await page.evaluate(() => {
      const rec = window.__lfRecord;
      rec.keep = /^(lbg\/anim\/|lbg\/status\/|game\/last-move$)/;
      rec.frames = [];
      rec.log = [];
      rec.on = true;
    });
    // Our decisions by touch until the bots have played for a while.
    const started = Date.now();
    let decisions = 0;
    while (Date.now() - started < 45_000) {
      const made = await decide(page, 40_000);
      if (made === "end") break;
      ++decisions;
    }
    const { frames, log } = await page.evaluate(() => {
      const rec = window.__lfRecord;
      rec.on = false;
      return { frames: rec.frames, log: rec.log };
    });
    const steps = stepsOf(frames);
    const byKind = {};
    for (const s of steps) (byKind[s.name.split("/")[2]] ||= []).push(s.ms);
    const seconds = (frames[frames.length - 1].t - frames[0].t) / 1000;
    const interval = frames.length > 1 ? (frames[frames.length - 1].t - frames[0].t) / (frames.length - 1) : 0;
    console.log(`# ${Math.round(interval)} ms a frame on average`);
    console.log(`# ${frames.length} frames over ${seconds.toFixed(1)} s, ${decisions} decisions of ours, ` +
                `${log.length} log lines, ${steps.length} steps`);
    for (const [kind, ms] of Object.entries(byKind)) {
      console.log(`# ${kind}: ${ms.length} steps, median ${Math.round(median(ms))} ms, max ${Math.round(Math.max(...ms))} ms`);
    }
    assert.ok(steps.length >= 5, `the bots' turns showed steps on the island: ${steps.length}`);
    assert.ok(Object.keys(byKind).length >= 2, `more than one kind of step: ${Object.keys(byKind)}`);
    for (const s of steps) {
      assert.ok(s.upTo >= LEAST_MS,
                `${s.name} at ${Math.round(s.at)} ms stayed ${Math.round(s.ms)} ms, at most ${Math.round(s.upTo)} ms ` +
                `(at least ${Math.round(LEAST_MS)})`);
    }
    // The dice never show more than 6 (0: not rolled yet).
    for (let i = 0; i < frames.length; ++i) {
      for (const it of frames[i].items) {
        const m = it.name.match(/^lbg\/anim\/dice\/(\d+)-(\d+)$/);
        if (!m) continue;
        for (const d of [Number(m[1]), Number(m[2])]) assert.ok(d >= 0 && d <= 6, `a die shows ${d}`);
      }
      // One token per Character in any frame.
      const walkers = frames[i].items.map((it) => it.name).filter((n) => n.startsWith("lbg/anim/walk/"));
      assert.equal(new Set(walkers).size, walkers.length, `at ${Math.round(frames[i].t)} ms no Character walks twice`);
    }
    assert.ok(has(frames[frames.length - 1].items, "lbg/status/act") || decisions > 0, "the person was asked");
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
