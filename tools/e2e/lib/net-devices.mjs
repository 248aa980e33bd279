// What the tests of the page's link share (tests/net*.test.mjs, shell/net.js,
// docs/multi-device.md "The link"): the site, a local PeerServer
// (lib/peer-server.mjs) and one Chromium; devices (browser contexts) that
// drive window.lostfound.net as the wasm module does, and wait for its events.
//
//   const net = useNet();                    // registers the before/after hooks
//   const host = await net.device("host");   // the real site (the app loads too)
//   const hostile = await net.device("x", { light: true });  // net.js and PeerJS alone
//   await call(host, "start", "host", ["ROOM"]);  await expectEvent(host, { e: "ready" });
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { launchBrowser } from "./browser.mjs";
import { ROOT, SITE } from "./fixture.mjs";
import { startPeerServer } from "./peer-server.mjs";
import { serveDirectory } from "./server.mjs";

export const EVENT_TIMEOUT = 15_000;

// The light pages' site: a page that loads shell/net.js, and the web build's
// lib/ (PeerJS), served from 127.0.0.1 like the site (a page the test
// fulfils itself counts as public to Chromium, which then blocks its
// connections to the loopback PeerServer).
function lightSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lostfound-net-"));
  writeFileSync(path.join(dir, "index.html"),
                '<!doctype html><title>net</title><link rel="icon" href="data:,"><script src="net.js"></script>');
  symlinkSync(path.join(ROOT, "shell/net.js"), path.join(dir, "net.js"));
  symlinkSync(path.join(SITE, "lib"), path.join(dir, "lib"));
  return dir;
}

export function useNet() {
  const net = { site: null, light: null, peer: null, browser: null, devices: [] };
  let lightDir = "";
  before(async () => {
    assert.ok(existsSync(path.join(SITE, "index.html")), `no web build in ${SITE}: build it first (tools/build-web.sh)`);
    lightDir = lightSite();
    [net.site, net.light, net.peer] = await Promise.all([serveDirectory(SITE), serveDirectory(lightDir),
                                                         startPeerServer({ expireTimeout: 1000 })]);
    // No WebRTC flags: Chromium hides each context's address behind an mDNS
    // name (.local), and contexts of one browser resolve each other's names
    // (the network service is shared), so their data channels connect here as
    // they do between real devices. (--disable-features=
    // WebRtcHideLocalIpsWithMdns would be the switch if that ever changes.)
    net.browser = await launchBrowser();
  });
  after(async () => {
    await net.browser?.close();
    await Promise.all([net.site?.close(), net.light?.close(), net.peer?.close()]);
    if (lightDir) rmSync(lightDir, { recursive: true, force: true });
  });
  // A device: a page using the local PeerServer, and the events its poll()
  // returned that no check has taken yet. The real site, or (light) a page
  // with shell/net.js alone, which loads PeerJS from lib/ as the app's page
  // does: no app, no WebGL, so a test can open many. init: a script run in
  // the page before its own (a function, or [function, its argument]).
  net.device = async (name, { light = false, init = null, query = "" } = {}) => {
    const context = await net.browser.newContext();
    if (init) await (Array.isArray(init) ? context.addInitScript(...init) : context.addInitScript(init));
    const page = await context.newPage();
    const device = { name, context, page, events: [], problems: [] };
    page.on("pageerror", (err) => device.problems.push(`page error: ${err.message}`));
    page.on("crash", () => device.problems.push("the page crashed"));
    await page.goto(`${(light ? net.light : net.site).url}?peer=127.0.0.1:${net.peer.port}${query}`);
    await page.waitForFunction(() => window.lostfound && window.lostfound.net);
    net.devices.push(device);
    return device;
  };
  net.closeAll = async () => {
    for (const d of net.devices.splice(0)) await d.context.close();
  };
  return net;
}

export const call = (device, method, ...args) =>
  device.page.evaluate(([method, args]) => window.lostfound.net[method](...args), [method, args]);

// Polls `device` once, keeping what it returned.
export async function pollInto(device) {
  const got = JSON.parse(await call(device, "poll"));
  device.events.push(...got);
  return got;
}

// Polls `device` until one of its events matches `want` (an object whose
// fields must all be equal); takes `take(events, i)` of them.
async function waitForEvent(device, want, timeout, take) {
  const matches = (e) => Object.entries(want).every(([k, v]) => e[k] === v);
  const deadline = Date.now() + timeout;
  for (;;) {
    await pollInto(device);
    const i = device.events.findIndex(matches);
    if (i >= 0) return take(device.events, i);
    if (Date.now() > deadline) {
      assert.fail(`${device.name}: no event ${JSON.stringify(want)} in ${timeout} ms; ` +
                  `it had ${JSON.stringify(device.events).slice(0, 500)}`);
    }
    await device.page.waitForTimeout(40);
  }
}

// The first event of `device` that matches `want` (taken out of its events).
export const expectEvent = (device, want, timeout = EVENT_TIMEOUT) =>
  waitForEvent(device, want, timeout, (events, i) => events.splice(i, 1)[0]);

// Every event of `device`, in order, up to and with the first that matches `until`.
export const eventsUntil = (device, until, timeout = EVENT_TIMEOUT) =>
  waitForEvent(device, until, timeout, (events, i) => events.splice(0, i + 1));

// A message of about `kb` KB of JSON text, with accents and characters
// outside the BMP, so that pieces end next to multi-byte characters.
export function bigMessage(kb, tag) {
  const words = [];
  for (let i = 0; words.join(" ").length < kb * 1000; i++) words.push(`${tag}${i} café 🌲 naïve`);
  return JSON.stringify({ tag, words });
}

// "sha-256 AB:CD:..." (32 bytes in hex)
export const FINGERPRINT = /^sha-256 [0-9A-F]{2}(:[0-9A-F]{2}){31}$/;
