// Play on several devices (docs/multi-device.md) in the real web build: each
// device a browser context of its own, linked through a local PeerServer
// (lib/peer-server.mjs), played only through the named items.
//
// - The Lost Words on three devices, from a room whose game is near its end
//   (the host's save, which holds its room, and each guest's seat token, in their user
//   storage as after a reload): every device goes back to the table by
//   itself; a guest's page and then the host's page reload mid-game and the
//   game carries on without losing or repeating a move; played by touch to
//   the end screen on every device. Every message a guest receives is
//   recorded: no seed, no deck order, nothing of another seat's hand.
//   The bytes of each table and the time from a guest's move to the other
//   guest's screen are printed. Finders Keepers: rooms_shout.test.mjs; the
//   devices and their recorded link: lib/rooms.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, savedUserFileAfterFlush, settle, waitFor } from "../lib/app.mjs";
import { savedGame } from "../lib/fixture.mjs";
import { STATUS, playOnce } from "../lib/lost_words.mjs";
import { PHONE, ROOM_SHOTS, SETTINGS, TABLET, checkSecrets, median, openDevice, received, timeline, useRooms }
  from "../lib/rooms.mjs";

const rooms = useRooms();

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
  // The host's save holds its room; the note of the table that was open
  // brings the host's page back to it (docs/multi-device.md).
  save.room = room;
  const host = await openDevice(rooms, TABLET, { "settings.json": SETTINGS, "save-lost-words.json": JSON.stringify(save),
                                          "last-table.json": JSON.stringify({ game: "lost-words", slot: "game" }) });
  const guests = [];
  for (const g of [1, 2]) guests.push(await openDevice(rooms, PHONE, { "settings.json": SETTINGS, "room-guest.json": guestFile(g) }));
  const devices = [host, ...guests];
  const messages = [[], []];
  const lines = [[], [], []];  // each device's timeline
  const collect = async () => {
    for (const [k, g] of guests.entries()) messages[k].push(...(await received(g.page)));
    for (const [k, d] of devices.entries()) lines[k].push(...(await timeline(d.page)));
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
        // A guest's page reloads (its seat token brings it back), then the host's (its save, which holds the room).
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
    // What each move costs: the host's tables (one per guest per move), and
    // the time from a guest's move leaving its page to the other guest's
    // page holding the host's next table.
    const tablesOut = lines[0].filter((e) => e.dir === "out" && e.t === "state");
    const delays = [];
    for (const [k, line] of [lines[1], lines[2]].entries()) {
      const other = lines[2 - k];
      for (const move of line.filter((e) => e.dir === "out" && e.t === "move")) {
        const next = other.find((e) => e.dir === "in" && e.t === "state" && e.at >= move.at);
        if (next) delays.push(next.at - move.at);
      }
    }
    console.log(`rooms: The Lost Words, 3 devices: ${tablesOut.length} tables sent, median ${median(tablesOut.map((e) => e.bytes))} bytes ` +
                `(max ${Math.max(...tablesOut.map((e) => e.bytes))}); a guest's move to the other guest's screen: ` +
                `median ${median(delays)} ms over ${delays.length} moves (loopback, SwiftShader)`);
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
