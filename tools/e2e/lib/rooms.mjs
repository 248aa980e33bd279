// What the browser tests of play on several devices share (tests/rooms*.test.mjs,
// docs/multi-device.md): the site, a local PeerServer (lib/peer-server.mjs),
// devices (browser contexts) whose link to the others is recorded, and the
// check of what a guest may receive.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { open } from "./app.mjs";
import { VIEWPORTS } from "./browser.mjs";
import { SHOTS, useSite } from "./fixture.mjs";
import { startPeerServer } from "./peer-server.mjs";

export const ROOM_SHOTS = path.join(SHOTS, "rooms");
export const PHONE = { ...VIEWPORTS.phone, deviceScaleFactor: 1 };
export const TABLET = { ...VIEWPORTS.tabletLandscape, deviceScaleFactor: 1 };
export const SETTINGS = JSON.stringify({ reduce_motion: true, bot_speed: "fast" });

// Registers the hooks of a file's tests: the site and its browser, and a
// PeerServer on 127.0.0.1. Returns { site, peer }.
export function useRooms() {
  const rooms = { site: useSite(), peer: null };
  before(async () => {
    rooms.peer = await startPeerServer({ expireTimeout: 1000 });
    mkdirSync(ROOM_SHOTS, { recursive: true });
  });
  after(async () => {
    await rooms.peer?.close();
  });
  return rooms;
}

// Runs in every page before its own scripts: records the room code the app
// starts the link with (a host's first name), every message the page's link
// hands the app, and when each message was sent and received (Date.now():
// one clock for all the pages of this machine).
export function recordLink() {
  window.__received = [];
  window.__timeline = [];
  // A message's JSON: the text itself (the handshake), or the body of an
  // envelope "M<counter>.<tag>.<json>"; none for a keep-alive "P...".
  const body = (text) => (text.startsWith("M") ? (/^M\d+\.[^.]*\.([\s\S]*)$/.exec(text) || [])[1] : text);
  const kind = (text) => {
    try {
      return JSON.parse(body(text)).t || "";
    } catch (err) {
      return "";
    }
  };
  const timer = setInterval(() => {
    const net = window.lostfound && window.lostfound.net;
    if (!net || net.__recorded) return;
    const poll = net.poll, start = net.start;
    net.poll = function () {
      const text = poll.apply(this, arguments);
      try {
        for (const e of JSON.parse(text)) {
          if (e.e !== "msg") continue;
          window.__received.push(e.data);
          window.__timeline.push({ at: Date.now(), dir: "in", bytes: e.data.length, t: kind(e.data) });
        }
      } catch (err) { /* not ours to judge */ }
      return text;
    };
    const send = net.send;
    net.send = function (peer, text) {
      window.__timeline.push({ at: Date.now(), dir: "out", bytes: text.length, t: kind(text) });
      return send.apply(this, arguments);
    };
    net.start = function (role, room) {
      window.__room = Array.isArray(room) ? room[0] : room;
      return start.apply(this, arguments);
    };
    const joinLink = net.joinLink;
    net.joinLink = function (room) {
      window.__join = room;  // "CODE.<what the link carries>"
      return joinLink.apply(this, arguments);
    };
    net.__recorded = true;
    clearInterval(timer);
  }, 1);
}

// A device: the site in a context of its own, with `files` in its user
// storage, using the local PeerServer; `hash` follows ("#join=CODE").
export const openDevice = (rooms, contextOptions, files, hash = "") =>
  open(rooms.site.browser, rooms.site.server, contextOptions, files,
       { query: `?peer=127.0.0.1:${rooms.peer.port}${hash}`, init: recordLink });

export const received = (page) => page.evaluate(() => window.__received.splice(0));
export const timeline = (page) => page.evaluate(() => window.__timeline.splice(0));
export const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : NaN;
};

// What a guest at `seat` may receive: no seed anywhere; every table is its
// own seat's (`you`), with the deck face down and (The Lost Words) every
// other hand face down.
// A change (src/play/delta.h) applied to the table before it.
export function patch(old, p) {
  if (Object.keys(p).length === 0) return old;
  if ("!" in p) return p["!"];
  if ("+" in p) return [...old, ...p["+"]];
  if ("[" in p) {
    const out = [...old];
    for (const [i, sub] of Object.entries(p["["])) out[Number(i)] = patch(old[Number(i)], sub);
    return out;
  }
  const out = { ...old };
  for (const key of p["-"] || []) delete out[key];
  Object.assign(out, p["="] || {});
  for (const [key, sub] of Object.entries(p["~"] || {})) out[key] = patch(old[key], sub);
  return out;
}

// A message's JSON text (see recordLink); null for a keep-alive.
export function messageBody(text) {
  if (text.startsWith("P")) return null;
  if (!text.startsWith("M")) return text;
  const m = /^M\d+\.[^.]*\.([\s\S]*)$/.exec(text);
  assert.ok(m, `not an envelope: ${text.slice(0, 80)}`);
  return m[1];
}

// `messages`: every message one guest received, in order (a table is whole,
// or the change from the one before).
export function checkSecrets(messages, seat, handsOf) {
  let tables = 0;
  let last = null;
  for (const message of messages) {
    const text = messageBody(message);
    if (text === null) continue;
    assert.ok(!text.includes("\"seed\""), "a message names the seed");
    const m = JSON.parse(text);
    if (m.t !== "state") continue;
    ++tables;
    assert.equal(m.you, seat, "a table of another seat");
    if ("delta" in m && last === null) continue;  // (its whole table came before the test looked)
    const snap = "delta" in m ? patch(last, m.delta) : m.snapshot;
    last = snap;
    if (Array.isArray(snap.deck)) {
      // Unknown cards ("unknown", "?", -1, or 255 in the board game), but for
      // the top cards this seat has looked at (the board game's deck_known).
      const unknown = (c) => c === "unknown" || c === "?" || c === -1 || c === 255;
      const mayKnow = Array.isArray(snap.deck_known) ? Number(snap.deck_known[seat] || 0) : 0;
      const known = snap.deck.filter((c) => !unknown(c)).length;
      assert.ok(known <= mayKnow, `the deck's order reached a guest (${known} cards known, ${mayKnow} looked at)`);
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

