// Watching the bots' turns frame by frame in the real web build
// (tests/lost_words_turns.test.mjs, tests/lost_for_words_turns.test.mjs).
//
// The app publishes its named items every frame (window.lostfound._itemsJson)
// and announces every new line of the move log (window.lostfound.announce).
// RECORDER, run in the page before the app, keeps for every frame the items
// that say what is moving and where (a table's <prefix>/flight,
// <prefix>/flying/<card>/<place>, <prefix>/mark/<place>, its status line and
// game/last-move, the bot move being held), and every log line, each with
// the page's clock. Nothing here looks into the engine: what a person sees
// is what the test reads.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, waitFor } from "./app.mjs";
import { VIEWPORTS } from "./browser.mjs";
import { SHOTS } from "./fixture.mjs";

export const RECORDER = `(() => {
  const lf = (window.lostfound = window.lostfound || {});
  const rec = (window.__lfRecord = { on: false, keep: /^$/, frames: [], log: [] });
  let items = "[]";
  Object.defineProperty(lf, "_itemsJson", {
    configurable: true,
    get() { return items; },
    set(json) {
      items = json;
      if (!rec.on) return;
      const kept = JSON.parse(json).filter((i) => rec.keep.test(i.name));
      rec.frames.push({ t: performance.now(), items: kept });
    },
  });
  let announce = null;
  const said = (text) => {
    if (rec.on) rec.log.push({ t: performance.now(), text });
    if (announce) announce(text);
  };
  Object.defineProperty(lf, "announce", { configurable: true, get() { return said; }, set(f) { announce = f; } });
})();`;

// Starts keeping the frames of the table whose names start with `prefix`
// ("lw", "lfw"), from now on.
export async function startRecording(page, prefix) {
  await page.evaluate((prefix) => {
    const rec = window.__lfRecord;
    rec.keep = new RegExp(`^(${prefix}/(flight|fade|deal|flying/|mark/|status/)|game/last-move$|nav/back$)`);
    rec.frames = [];
    rec.log = [];
    rec.on = true;
  }, prefix);
}

export async function stopRecording(page) {
  return page.evaluate(() => {
    const rec = window.__lfRecord;
    rec.on = false;
    return { frames: rec.frames, log: rec.log };
  });
}

// The part of the screen where the table is seen: under the top bar and
// the bot move's line floating over the table's top (game/last-move), above
// the dock (whose first line is the status).
function tableView(frame, prefix, dockPad) {
  const status = frame.items.find((i) => i.name.startsWith(`${prefix}/status/`));
  const back = frame.items.find((i) => i.name === "nav/back");
  const toast = frame.items.find((i) => i.name === "game/last-move");
  const top = Math.max(back ? back.y + back.h : 0, toast ? toast.y + toast.h : 0);
  return { top, bottom: status ? status.y - dockPad : Infinity };
}

const inside = (item, view) => item.y >= view.top - 1 && item.y + item.h <= view.bottom + 1;

// The bots' moves as the person saw them: each log line not of the person
// (a step) from the frame it was said to the next line (or, for the last of
// a turn before the person's, to the end of the bot move's hold), with what
// moved on the table meanwhile: how long a card of it was in the air, and
// how long the card it moved (in the air, or marked where it went) was in
// the table's view, neither under the dock nor scrolled away.
export function botSteps(recording, { prefix, person, dockPad }) {
  const { frames, log } = recording;
  const steps = [];
  for (let k = 0; k < log.length; ++k) {
    const line = log[k];
    if (playerOf(line.text) === person) continue;
    const next = log[k + 1];
    // A bot's last move before the person's turn is held while game/last-move shows.
    let end = next ? next.t : Infinity;
    if (next && playerOf(next.text) === person) {
      const released = frames.find((f) => f.t > line.t && !f.items.some((i) => i.name === "game/last-move"));
      if (released) end = Math.min(end, released.t);
    }
    if (end === Infinity) break;  // the recording stopped during it
    let flying = 0, seen = 0, frameCount = 0;
    const during = frames.filter((f) => f.t >= line.t && f.t < end);
    for (let i = 0; i < during.length; ++i) {
      const f = during[i];
      const dt = (i + 1 < during.length ? during[i + 1].t : end) - f.t;
      const view = tableView(f, prefix, dockPad);
      const moving = f.items.filter((it) => it.name.startsWith(`${prefix}/flying/`));
      const marks = f.items.filter((it) => it.name.startsWith(`${prefix}/mark/`));
      if (moving.length > 0) flying += dt;
      if ([...moving, ...marks].some((it) => inside(it, view))) seen += dt;
      frameCount += 1;
    }
    const places = new Set();
    for (const f of during) {
      for (const it of f.items) {
        if (it.name.startsWith(`${prefix}/mark/`)) places.add(it.name.slice(`${prefix}/mark/`.length));
      }
    }
    steps.push({ text: line.text, start: line.t, end, shown: (end - line.t) / 1000, flying: flying / 1000,
                 seen: seen / 1000, frames: frameCount, places: [...places],
                 // The longest time between two frames meanwhile: what a measure can be off by.
                 gap: during.reduce((m, f, i) => Math.max(m, ((i + 1 < during.length ? during[i + 1].t : end) - f.t) / 1000), 0) });
  }
  return steps;
}

// Who a log line is about: the words before its verb ("Bot (easy) 1 drew a
// card from the deck.").
// ("Bot (easy) 1's used Lark goes to the discard pile": the end of a turn.)
const VERB = /('s used| (drew|took|played|matched|discarded|ended|exchanged|laid|did not|put|misses|miss)\b)/;
export const playerOf = (text) => {
  const m = VERB.exec(text);
  return m ? text.slice(0, m.index) : text;
};

// The bots' turns: consecutive steps by one player, each from the end of the
// turn before (the person's last move, or the last bot's last hold) to the
// end of its last step.
export function botTurns(steps, recording, { person }) {
  const turns = [];
  let previousEnd = null;
  let current = null;
  for (const line of recording.log) {
    const name = playerOf(line.text);
    if (name === person) {
      if (current) turns.push(current);
      current = null;
      previousEnd = line.t;
      continue;
    }
    const step = steps.find((s) => s.start === line.t);
    if (!step) break;
    if (current && current.name !== name) {
      turns.push(current);
      previousEnd = current.end;
      current = null;
    }
    if (!current) current = { name, start: previousEnd ?? step.start, end: step.end, steps: 0 };
    current.end = step.end;
    current.steps += 1;
  }
  return turns.filter((t) => t.end !== Infinity).map((t) => ({ ...t, seconds: (t.end - t.start) / 1000 }));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

// The app with the recorder, a saved game (tests/ui/e2e_saves.cpp) and
// `settings` in its files, resumed from the menu's set-up screen.
export function resumeRecorded(site, viewport, game, moment, settings) {
  return site.resume(viewport, game, moment, settings, { init: RECORDER });
}

// The person's next move (once the bot's last move has had its hold): the
// status name that asks for it, or null when the game is over.
export async function ourMove(page, prefix, statuses) {
  const all = await waitFor(page, (a) => has(a, "end/rematch") ||
                                         (statuses.some((s) => has(a, s)) && !has(a, "game/last-move")),
                            "our turn comes", 60_000);
  if (has(all, "end/rematch")) return null;
  return all.find((i) => i.name.startsWith(`${prefix}/status/`)).name;
}

// Waits for the move asked by `status` to be made, and checks it was not refused.
export async function moveMade(page, status) {
  await waitFor(page, (a) => !has(a, status) || has(a, "game/refusal"), "the move is made");
  assert.ok(!has(await items(page), "game/refusal"), `a legal move was refused (${status})`);
  return status;
}

// How a table's person plays in these tests: `prefix` of its names, the
// status names that mean "your move" (`statuses`) and the one a turn starts
// with (`starts`), and one quick move by taps (`move(page)`: its status, or
// null when the game is over).
//
// Plays the person's moves, each once the bot's last move has had its hold,
// until `turns` of their turns have started; false if the game ended first.
export async function playTurns(page, person, turns) {
  let started = 0;
  for (let i = 0; i < 100; ++i) {
    const all = await waitFor(page, (a) => has(a, "end/rematch") ||
                                           (person.statuses.some((s) => has(a, s)) && !has(a, "game/last-move")),
                              "our turn comes", 60_000);
    if (has(all, "end/rematch")) return false;
    if (has(all, person.starts) && ++started > turns) return true;
    if ((await person.move(page)) === null) return false;
  }
  return true;
}

// Waits for a bot's card in the air (playing the person's moves meanwhile),
// and takes the screenshot.
export async function shootFlight(page, person, file) {
  const deadline = Date.now() + 60_000;
  const waiting = `${person.prefix}/status/wait`;
  for (;;) {
    const all = await items(page);
    if (all.some((i) => i.name === `${person.prefix}/flight`) && has(all, waiting)) break;
    if (!has(all, waiting) && !has(all, "game/last-move")) await person.move(page);
    assert.ok(Date.now() < deadline, "a bot's card flies");
  }
  await page.screenshot({ path: path.join(SHOTS, file) });
}

// Waits for a bot's move marked where it landed, while it is held (playing
// the person's moves meanwhile), and takes the screenshot.
export async function shootBotMove(page, person, file) {
  const deadline = Date.now() + 60_000;
  const waiting = `${person.prefix}/status/wait`;
  for (;;) {
    const all = await items(page);
    if (has(all, "game/last-move") && all.some((i) => i.name.startsWith(`${person.prefix}/mark/`))) break;
    if (!has(all, waiting) && !has(all, "game/last-move")) await person.move(page);
    assert.ok(Date.now() < deadline, "a bot's move is marked");
  }
  await page.screenshot({ path: path.join(SHOTS, file) });
}

export function report(label, turns) {
  const seconds = turns.map((t) => t.seconds);
  console.log(`${label}: ${turns.length} bot turns, median ${median(seconds).toFixed(2)} s, ` +
              `max ${Math.max(...seconds).toFixed(2)} s`);
}

// Each bot step in words, for the test's log.
export function logSteps(steps) {
  for (const s of steps) {
    console.log(`  ${s.shown.toFixed(2)} s shown, ${s.flying.toFixed(2)} s in the air, ${s.seen.toFixed(2)} s in view ` +
                `(${s.places.join(", ")}; ${s.frames} frames, gap ${s.gap.toFixed(2)} s): ${s.text}`);
  }
}

// The tests every table's file runs (tests/*_turns.test.mjs), for `spec`:
// { site, game, moment (the save), name (the save's person: Ana, as
// tests/ui/e2e_saves.cpp names her), person (as for playTurns), pace (the
// seconds a bot move is held: BOT_PACE), turns {slow, normal, fast} (the
// person's turns each test watches),
// dockPad (the dock's edge above its status line), shareOf(line) (the
// move's HoldShare, from its line in the log), movesACard(line) }.
// Settings, bot speed: the seconds a bot's move is held (src/ui/settings.h, bot_hold_seconds).
export const BOT_PACE = { slow: 2.0, normal: 1.1, fast: 0.5 };

export function turnTests(spec) {
  const { site, game, moment, name = "Ana", person, pace = BOT_PACE, turns: watched, dockPad, shareOf, movesACard } = spec;
  const prefix = person.prefix;
  const ourTurn = (page) => waitFor(page, (a) => person.statuses.some((s) => has(a, s)), "our turn", 60_000);

  test("tablet, Normal speed: every step of the bots' turns is on the table for its share of the pace",
       { timeout: 120_000 }, async () => {
    const { context, page, problems } = await resumeRecorded(site, { ...VIEWPORTS.tabletLandscape, deviceScaleFactor: 1 },
                                                             game, moment, { bot_speed: "normal" });
    try {
      await ourTurn(page);
      await startRecording(page, prefix);
      const more = await playTurns(page, person, watched.normal);
      const recording = await stopRecording(page);
      const steps = botSteps(recording, { prefix, person: name, dockPad });
      logSteps(steps);
      assert.ok(steps.length >= 6, `the bots moved: ${recording.log.map((l) => l.text).join(" | ")}`);
      for (const step of steps) {
        const due = pace.normal * shareOf(step.text);
        const slack = 2 * step.gap + 0.05;  // a measure is off by up to a frame at each end
        assert.ok(step.shown >= due - slack, `"${step.text}" shown ${step.shown.toFixed(2)} s, due ${due.toFixed(2)} s`);
        if (movesACard(step.text)) {
          assert.ok(step.flying > 0, `"${step.text}": a card travels (${step.frames} frames)`);
          assert.ok(step.seen >= Math.min(step.shown, due) - slack - 0.1,
                    `"${step.text}": its card in view ${step.seen.toFixed(2)} of ${step.shown.toFixed(2)} s`);
        }
      }
      const turns = botTurns(steps, recording, { person: name });
      assert.ok(turns.length >= 3, `whole bot turns: ${turns.length}`);
      report("Normal", turns);
      // Pictures, once the recording is done: a card in the air, a bot's move marked.
      if (more) {
        await shootFlight(page, person, `web-${prefix}-flight-1180x820.png`);
        await shootBotMove(page, person, `web-${prefix}-bot-move-1180x820.png`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport, size, speed] of [["phone, Slow", VIEWPORTS.phone, "390x844", "slow"],
                                                ["desktop, Fast", VIEWPORTS.desktop, "1440x900", "fast"]]) {
    test(`${label}: how long a whole bot turn takes; a card in flight and a bot's move (screenshots)`,
         { timeout: 120_000 }, async () => {
      const { context, page, problems } = await resumeRecorded(site, { ...viewport, deviceScaleFactor: 1 }, game, moment,
                                                               { bot_speed: speed });
      try {
        await ourTurn(page);
        await startRecording(page, prefix);
        await playTurns(page, person, watched[speed]);
        const recording = await stopRecording(page);
        const steps = botSteps(recording, { prefix, person: name, dockPad });
        const turns = botTurns(steps, recording, { person: name });
        assert.ok(turns.length >= 2, `whole bot turns: ${turns.length}`);
        report(label.split(", ")[1], turns);
        for (const step of steps) {
          const due = pace[speed] * shareOf(step.text);
          assert.ok(step.shown >= due - 2 * step.gap - 0.05, `"${step.text}" shown ${step.shown.toFixed(2)} s`);
        }
        await shootFlight(page, person, `web-${prefix}-flight-${size}.png`);
        await shootBotMove(page, person, `web-${prefix}-bot-move-${size}.png`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test("140% text on a phone: a card in flight and a bot's move (screenshots)", { timeout: 120_000 }, async () => {
    const { context, page, problems } = await resumeRecorded(site, { ...VIEWPORTS.phone, deviceScaleFactor: 1 }, game,
                                                             moment, { bot_speed: "slow", ui_scale: 140 });
    try {
      await ourTurn(page);
      await shootFlight(page, person, `web-${prefix}-flight-390x844-140.png`);
      await shootBotMove(page, person, `web-${prefix}-bot-move-390x844-140.png`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
