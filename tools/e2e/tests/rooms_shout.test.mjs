// Play on several devices (docs/multi-device.md), real time: Finders Keepers
// from the set-up screen's "Play on several devices", the lobby's room code,
// a guest following the join link and taking a seat; the host starts; the
// round is dealt and claimed (by the bots) to its end on both screens, the
// guest's table following the host's. Screenshots of the lobby, the join
// screen and both tables (build/screenshots/rooms/). The devices and their
// recorded link: lib/rooms.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, scrollTo, settle, tap, waitFor } from "../lib/app.mjs";
import { PHONE, ROOM_SHOTS, SETTINGS, TABLET, checkSecrets, openDevice, received, useRooms } from "../lib/rooms.mjs";

const rooms = useRooms();

test("Finders Keepers: a room from the set-up screen, a guest by the join link, a round to its end on both screens",
     { timeout: 180_000 }, async () => {
  const host = await openDevice(rooms, TABLET, { "settings.json": SETTINGS });
  let guest = null;
  try {
    const { page } = host;
    await waitFor(page, (all) => has(all, "menu/game/word-shout"), "the menu");
    await tap(page, "menu/game/word-shout");
    await waitFor(page, (all) => has(all, "setup/seat/1/human"), "the set-up screen");
    // Eight players: the host, a guest and six easy bots, dealt fast (the
    // round of tests/word_shout.test.mjs).
    for (let i = 0; i < 8 && has(await items(page), "setup/seats/up"); ++i) await tap(page, "setup/seats/up");
    await tap(page, "setup/seat/1/human");
    for (let seat = 2; seat < 8; ++seat) {
      await scrollTo(page, `setup/seat/${seat}/easy`);
      await tap(page, `setup/seat/${seat}/easy`);
    }
    await scrollTo(page, "setup/pace/fast");
    await tap(page, "setup/pace/fast");
    await scrollTo(page, "setup/devices");
    await tap(page, "setup/devices");
    await waitFor(page, (all) => has(all, "lobby/code"), "the lobby");
    await settle(page, 10);  // the QR code's script arrives
    await page.screenshot({ path: path.join(ROOM_SHOTS, "lobby-tablet.png") });
    await page.setViewportSize(PHONE.viewport);  // the lobby on a phone
    await settle(page, 6);
    await page.screenshot({ path: path.join(ROOM_SHOTS, "lobby-phone.png") });
    await page.setViewportSize(TABLET.viewport);
    await settle(page, 6);
    const code = await page.evaluate(() => window.__room);
    assert.match(code, /^[A-Z]{8}$/);
    // The link carries the room's secret: the guest checks the host's proof.
    const join = await page.evaluate(() => window.__join);
    assert.match(join, new RegExp(`^${code}\\.[A-Za-z0-9_.-]{32,128}$`));

    guest = await openDevice(rooms, PHONE, { "settings.json": SETTINGS }, `#join=${join}`);
    await waitFor(guest.page, (all) => has(all, "join/connect"), "the join screen with the code", 60_000);
    await guest.page.screenshot({ path: path.join(ROOM_SHOTS, "join-phone.png") });
    await tap(guest.page, "join/connect");
    await waitFor(guest.page, (all) => has(all, "join/seat/1"), "the lobby's open seat", 30_000);
    await tap(guest.page, "join/seat/1");
    await waitFor(page, (all) => !has(all, "lobby/seat/1/bot"), "the guest in the host's lobby", 30_000);
    await tap(page, "lobby/start");
    for (const d of [host, guest]) await waitFor(d.page, (all) => has(all, "ws/status"), "the table", 30_000);
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
