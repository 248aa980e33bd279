// Play on several devices (docs/multi-device.md) in the real web build: each
// device a browser context of its own, linked through a local PeerServer
// (lib/peer-server.mjs), played only through the named items.
//
// - The Lost Words on three devices, from a room whose game is near its end
//   (the host's save and room file, each guest's seat token, in their user
//   storage as after a reload): every device goes back to the table by
//   itself; a guest's page and then the host's page reload mid-game and the
//   game carries on without losing or repeating a move; played by touch to
//   the end screen on every device. Every message a guest receives is
//   recorded: no seed, no deck order, nothing of another seat's hand.
// - Finders Keepers from the set-up screen: "Play on several devices", the
//   lobby's room code, a guest following the join link, taking a seat; the
//   host starts; the round is dealt and claimed (bots) to its end on both
//   screens. Screenshots of the lobby, the join screen and both tables at
//   phone and tablet sizes (build/screenshots/rooms/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, savedGame, useSite } from "../lib/fixture.mjs";
import { has, items, open, savedUserFileAfterFlush, scrollTo, settle, tap, waitFor } from "../lib/app.mjs";
import { STATUS, playOnce } from "../lib/lost_words.mjs";
import { startPeerServer } from "../lib/peer-server.mjs";

const site = useSite();
let peer = null;
const ROOM_SHOTS = path.join(SHOTS, "rooms");
before(async () => {
  peer = await startPeerServer({ expireTimeout: 1000 });
  mkdirSync(ROOM_SHOTS, { recursive: true });
});
after(async () => {
  await peer?.close();
});

const PHONE = { ...VIEWPORTS.phone, deviceScaleFactor: 1 };
const TABLET = { ...VIEWPORTS.tabletLandscape, deviceScaleFactor: 1 };
const SETTINGS = JSON.stringify({ reduce_motion: true, bot_speed: "fast" });

// Runs in every page before its own scripts: records the room code the app
// starts the link with, and every message the page's link hands the app.
function recordLink() {
  window.__received = [];
  const timer = setInterval(() => {
    const net = window.lostfound && window.lostfound.net;
    if (!net || net.__recorded) return;
    const poll = net.poll, start = net.start;
    net.poll = function () {
      const text = poll.apply(this, arguments);
      try {
        for (const e of JSON.parse(text)) if (e.e === "msg") window.__received.push(e.data);
      } catch (err) { /* not ours to judge */ }
      return text;
    };
    net.start = function (role, room) {
      window.__room = room;
      return start.apply(this, arguments);
    };
    net.__recorded = true;
    clearInterval(timer);
  }, 1);
}

const openDevice = (contextOptions, files, hash = "") =>
  open(site.browser, site.server, contextOptions, files, { query: `?peer=127.0.0.1:${peer.port}${hash}`, init: recordLink });

const received = (page) => page.evaluate(() => window.__received.splice(0));

// What a guest at `seat` may receive: no seed anywhere; every table is its
// own seat's (`you`), with the deck face down and (The Lost Words) every
// other hand face down.
function checkSecrets(messages, seat, handsOf) {
  let tables = 0;
  for (const text of messages) {
    assert.ok(!text.includes("\"seed\""), "a message names the seed");
    const m = JSON.parse(text);
    if (m.t !== "state") continue;
    ++tables;
    assert.equal(m.you, seat, "a table of another seat");
    const snap = m.snapshot;
    if (Array.isArray(snap.deck)) {
      assert.ok(snap.deck.every((c) => c === "unknown" || c === "?" || c === -1), "the deck's order reached a guest");
    }
    if (handsOf) {
      for (const [s, hand] of handsOf(snap).entries()) {
        if (s === seat) continue;
        assert.ok(hand.every((c) => c === "unknown"), `seat ${s}'s hand reached seat ${seat}: ${hand.join(" ")}`);
      }
    }
  }
  return tables;
}

test("three devices play The Lost Words to the end; reloads lose nothing; guests get only their own seat's table",
     { timeout: 240_000 }, async () => {
  const CODE = "TESTRMAB";
  const names = ["Hana", "Ben", "Cleo"];
  const tokens = ["", "b".repeat(32), "c".repeat(32)];
  const save = JSON.parse(savedGame("lost-words", "three-late"));
  save.seats = save.seats.map((s, i) => (i === 0 ? { ...s, human: true, name: names[0] }
                                                 : { human: true, remote: true, level: "medium", name: names[i] }));
  save.viewer = 0;
  const room = {
    format: "lostfound-room", version: 1, code: CODE, game: "lost-words", host_seat: 0, quiet: 0, started: true,
    seats: names.map((name, i) => ({ kind: i === 0 ? "host" : "guest", name, token: tokens[i], level: "medium", last_seq: 0 })),
  };
  const guestFile = (g) => JSON.stringify({ format: "lostfound-guest", version: 1, code: CODE, token: tokens[g],
                                            name: names[g], next_seq: 0 });
  const host = await openDevice(TABLET, { "settings.json": SETTINGS, "save-lost-words.json": JSON.stringify(save),
                                          "room-host.json": JSON.stringify(room) });
  const guests = [];
  for (const g of [1, 2]) guests.push(await openDevice(PHONE, { "settings.json": SETTINGS, "room-guest.json": guestFile(g) }));
  const devices = [host, ...guests];
  const messages = [[], []];
  const collect = async () => {
    for (const [k, g] of guests.entries()) messages[k].push(...(await received(g.page)));
  };
  try {
    // Every device goes back to the room's table by itself.
    for (const d of devices) await waitFor(d.page, (all) => has(all, "game/room-line"), "the room's table", 60_000);
    const before = (await savedUserFileAfterFlush(host.page, "save-lost-words.json")).record.moves.length;
    const shot = { host: false, guest: false };
    let moves = 0, reloaded = 0;
    for (let round = 0; round < 120; ++round) {
      const seen = await Promise.all(devices.map((d) => items(d.page)));
      if (seen.every((all) => has(all, "end/menu"))) break;
      const k = seen.findIndex((all) => STATUS.some((s) => has(all, s)));
      if (k < 0) {
        await settle(host.page, 3);
        continue;
      }
      if (k === 0 && !shot.host) shot.host = await host.page.screenshot({ path: path.join(ROOM_SHOTS, "lw-host-tablet.png") });
      if (k > 0 && !shot.guest) shot.guest = await devices[k].page.screenshot({ path: path.join(ROOM_SHOTS, "lw-guest-phone.png") });
      const move = await playOnce(devices[k].page);
      if (move === null || move === "scrolled") continue;
      ++moves;
      if (moves === 1 || moves === 2) {
        // A guest's page reloads (its seat token brings it back), then the host's (its save and room file).
        const d = moves === 1 ? guests[0] : host;
        await collect();
        const saved = moves === 2 ? (await savedUserFileAfterFlush(host.page, "save-lost-words.json")).record.moves : null;
        await d.page.reload();
        await d.page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                                     { timeout: 60_000 });
        ++reloaded;
        for (const e of devices) await waitFor(e.page, (all) => has(all, "game/room-line") || has(all, "end/menu"),
                                               "every device back at the table", 60_000);
        if (saved) {
          const again = (await savedUserFileAfterFlush(host.page, "save-lost-words.json")).record.moves;
          assert.deepEqual(again.slice(0, saved.length), saved, "the host's game after its reload is the one saved");
        }
      }
    }
    for (const d of devices) await waitFor(d.page, (all) => has(all, "end/menu"), "the end screen on every device", 30_000);
    assert.equal(reloaded, 2, "both reloads happened");
    assert.ok(moves >= 3, `moves by touch across the devices: ${moves}`);
    await guests[1].page.screenshot({ path: path.join(ROOM_SHOTS, "lw-guest-end-phone.png") });
    await collect();
    const hands = (snap) => snap.players.map((p) => p.hand);
    for (const [k] of guests.entries()) {
      assert.ok(checkSecrets(messages[k], k + 1, hands) > 3, "each guest received tables");
    }
    assert.ok(before > 0);
    for (const d of devices) assert.deepEqual(d.problems, []);
  } finally {
    for (const d of devices) await d.context.close();
  }
});

test("Finders Keepers: a room from the set-up screen, a guest by the join link, a round to its end on both screens",
     { timeout: 180_000 }, async () => {
  const host = await openDevice(TABLET, { "settings.json": SETTINGS });
  let guest = null;
  try {
    const { page } = host;
    await waitFor(page, (all) => has(all, "menu/game/word-shout"), "the menu");
    await tap(page, "menu/game/word-shout");
    await waitFor(page, (all) => has(all, "setup/seat/1/human"), "the set-up screen");
    // Four players: the host, a guest, two bots (who claim quickly).
    while (!has(await items(page), "setup/seat/3/human")) await tap(page, "setup/seats/up");
    await tap(page, "setup/seat/1/human");
    await scrollTo(page, "setup/devices");
    await tap(page, "setup/devices");
    await waitFor(page, (all) => has(all, "lobby/code"), "the lobby");
    await settle(page, 10);  // the QR code's script arrives
    await page.screenshot({ path: path.join(ROOM_SHOTS, "lobby-tablet.png") });
    const code = await page.evaluate(() => window.__room);
    assert.match(code, /^[A-Z]{8}$/);

    guest = await openDevice(PHONE, { "settings.json": SETTINGS }, `#join=${code}`);
    await waitFor(guest.page, (all) => has(all, "join/connect"), "the join screen with the code", 60_000);
    await guest.page.screenshot({ path: path.join(ROOM_SHOTS, "join-phone.png") });
    await tap(guest.page, "join/connect");
    await waitFor(guest.page, (all) => has(all, "join/seat/1"), "the lobby's open seat", 30_000);
    await tap(guest.page, "join/seat/1");
    await waitFor(page, (all) => !has(all, "lobby/seat/1/bot"), "the guest in the host's lobby", 30_000);
    await tap(page, "lobby/start");
    for (const d of [host, guest]) await waitFor(d.page, (all) => has(all, "game/room-line"), "the table", 30_000);
    await settle(guest.page, 20);
    await guest.page.screenshot({ path: path.join(ROOM_SHOTS, "ws-guest-phone.png") });
    await page.screenshot({ path: path.join(ROOM_SHOTS, "ws-host-tablet.png") });
    // The bots claim; the round ends on both screens.
    for (const d of [host, guest]) await waitFor(d.page, (all) => has(all, "ws/next"), "the round's end", 150_000);
    const tables = checkSecrets(await received(guest.page), 1, null);
    assert.ok(tables > 3, `tables the guest received: ${tables}`);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await host.context.close();
    await guest?.context.close();
  }
});
