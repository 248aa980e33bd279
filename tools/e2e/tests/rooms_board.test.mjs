// Play on several devices (docs/multi-device.md): Lost: The Board Game with
// three devices (the host and two guests by the join link, which carries
// the room's secret) and a bot, from the set-up screen into Round 3, each
// person deciding by touch on their own screen; one guest's page reloads
// mid-game and goes back to its seat. Every table a guest receives is its
// own seat's, with no seed (rebuilt from the changes it was sent).
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, scrollTo, tap, waitFor } from "../lib/app.mjs";
import { decide, ourTurn, roundOf } from "../lib/board.mjs";
import { PHONE, ROOM_SHOTS, SETTINGS, TABLET, checkSecrets, openDevice, received, useRooms } from "../lib/rooms.mjs";

const rooms = useRooms();

test("Lost: The Board Game on three devices and a bot into Round 3, a guest's page reloading on the way",
     { timeout: 300_000 }, async () => {
  const host = await openDevice(rooms, TABLET, { "settings.json": SETTINGS });
  const guests = [];
  try {
    const { page } = host;
    await waitFor(page, (all) => has(all, "menu/game/lost-board-game"), "the menu");
    await tap(page, "menu/game/lost-board-game");
    const setup = await waitFor(page, (all) => has(all, "setup/seat/1/human"), "the set-up screen");
    if (has(setup, "setup/guide/no")) await tap(page, "setup/guide/no");
    // Four seats: the host, two people (the guests' seats) and an easy bot;
    // Beginner rules on the small island, fast bots.
    for (let i = 0; i < 4 && !has(await items(page), "setup/seat/3/easy"); ++i) await tap(page, "setup/seats/up");
    for (const name of ["setup/seat/1/human", "setup/seat/2/human", "setup/seat/3/easy", "setup/mode/beginner",
                        "setup/island/4x4"]) {
      await scrollTo(page, name);
      await tap(page, name);
    }
    await scrollTo(page, "setup/devices");
    await tap(page, "setup/devices");
    await waitFor(page, (all) => has(all, "lobby/code"), "the lobby");
    const join = await page.evaluate(() => window.__join);
    // What follows the code is the room's (its secret, or what proves the
    // host): net.js passes on up to 128 characters of [A-Za-z0-9_.-].
    assert.match(join, /^[A-Z]{8}\.[A-Za-z0-9_.-]{32,128}$/, "the join link carries what proves the room's host");
    for (const seat of [1, 2]) {
      const guest = await openDevice(rooms, PHONE, { "settings.json": SETTINGS }, `#join=${join}`);
      guests.push(guest);
      await waitFor(guest.page, (all) => has(all, "join/connect"), "the join screen", 60_000);
      await tap(guest.page, "join/connect");
      await waitFor(guest.page, (all) => has(all, `join/seat/${seat}`), "the lobby's seat", 30_000);
      await tap(guest.page, `join/seat/${seat}`);
      await waitFor(page, (all) => !has(all, `lobby/seat/${seat}/bot`), "the guest in the host's lobby", 30_000);
    }
    await tap(page, "lobby/start");
    const devices = [host, ...guests];
    for (const d of devices) await waitFor(d.page, (all) => has(all, "lbg/map"), "the island", 30_000);
    // Each person decides when their screen asks; guest 1 reloads once the
    // game is under way.
    const messages = [[], []];
    let reloaded = false, decisions = 0, round = 0;
    const deadline = Date.now() + 240_000;
    while (round < 3 && Date.now() < deadline) {
      let acted = false;
      for (const d of devices) {
        const all = await items(d.page);
        if (d === host) round = Math.max(round, roundOf(all));
        if (!ourTurn(all) || has(all, "end/rematch")) continue;
        try {
          await decide(d.page, 5_000);
        } catch (err) {
          // The table moved on between our look and our tap (a reaction
          // window that closed): look again next time round.
          if (!String(err.message).startsWith("our turn comes")) throw err;
          continue;
        }
        ++decisions;
        acted = true;
      }
      if (!reloaded && decisions >= 12) {
        messages[0].push(...(await received(guests[0].page)));
        await guests[0].page.reload();
        await waitFor(guests[0].page, (all) => has(all, "lbg/map"), "the reloaded guest back at its seat", 60_000);
        reloaded = true;
      }
      if (!acted) await page.waitForTimeout(100);
    }
    await page.screenshot({ path: path.join(ROOM_SHOTS, "lbg-host-tablet.png") });
    await guests[1].page.screenshot({ path: path.join(ROOM_SHOTS, "lbg-guest-phone.png") });
    assert.ok(reloaded, "a guest's page reloaded mid-game");
    assert.ok(round >= 3, `the game reached Round 3 (Round ${round} after ${decisions} decisions)`);
    messages[0].push(...(await received(guests[0].page)));
    messages[1].push(...(await received(guests[1].page)));
    for (const [k] of guests.entries()) {
      assert.ok(checkSecrets(messages[k], k + 1, null) > 3, `guest ${k + 1} received tables`);
    }
    for (const d of devices) assert.deepEqual(d.problems, []);
  } finally {
    await host.context.close();
    for (const g of guests) await g.context.close();
  }
});
