// Play on several devices, the page's side (shell/net.js, docs/multi-device.md):
// three devices (browser contexts, each the real site) linked through a local
// PeerServer (lib/peer-server.mjs) by window.lostfound.net alone, as the
// wasm module calls it: a host and two guests, messages both ways (one of
// 50 KB, sent in pieces), a guest dropped and back, the host closing, the
// errors for a taken room code and a room nobody hosts, the QR code, the join
// link, and the scripts of lib/ from the service worker's cache offline. The
// app loads in each page too; these tests do not touch it (they assume it
// does not poll lostfound.net while on its menu).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";

import { launchBrowser } from "../lib/browser.mjs";
import { SITE } from "../lib/fixture.mjs";
import { startPeerServer } from "../lib/peer-server.mjs";
import { serveDirectory } from "../lib/server.mjs";

const TEST_TIMEOUT = { timeout: 60_000 };
const EVENT_TIMEOUT = 15_000;

let site, peerServer, browser;
const devices = [];

before(async () => {
  assert.ok(existsSync(path.join(SITE, "index.html")), `no web build in ${SITE}: build it first (tools/build-web.sh)`);
  [site, peerServer] = await Promise.all([serveDirectory(SITE), startPeerServer({ expireTimeout: 1000 })]);
  // No WebRTC flags: Chromium hides each context's address behind an mDNS
  // name (.local), and contexts of one browser resolve each other's names
  // (the network service is shared), so their data channels connect here as
  // they do between real devices. (--disable-features=
  // WebRtcHideLocalIpsWithMdns would be the switch if that ever changes.)
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([site?.close(), peerServer?.close()]);
});

// A device: a page of the site using the local PeerServer, and the events
// its net.poll() returned that no check has taken yet.
async function openDevice(name) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const device = { name, context, page, events: [], problems: [] };
  page.on("pageerror", (err) => device.problems.push(`page error: ${err.message}`));
  await page.goto(`${site.url}?peer=127.0.0.1:${peerServer.port}`);
  await page.waitForFunction(() => window.lostfound && window.lostfound.net);
  devices.push(device);
  return device;
}

const net = (device, method, ...args) =>
  device.page.evaluate(([method, args]) => window.lostfound.net[method](...args), [method, args]);

// Waits for (and takes) the first event of `device` that matches `want`
// (an object whose fields must all be equal).
async function expectEvent(device, want, timeout = EVENT_TIMEOUT) {
  const matches = (e) => Object.entries(want).every(([k, v]) => e[k] === v);
  const deadline = Date.now() + timeout;
  for (;;) {
    device.events.push(...JSON.parse(await net(device, "poll")));
    const i = device.events.findIndex(matches);
    if (i >= 0) return device.events.splice(i, 1)[0];
    if (Date.now() > deadline) {
      assert.fail(`${device.name}: no event ${JSON.stringify(want)} in ${timeout} ms; ` +
                  `it had ${JSON.stringify(device.events).slice(0, 500)}`);
    }
    await device.page.waitForTimeout(40);
  }
}

// A message of about `kb` KB of JSON text, with accents and characters
// outside the BMP, so that pieces end next to multi-byte characters.
function bigMessage(kb, tag) {
  const words = [];
  for (let i = 0; words.join(" ").length < kb * 1000; i++) words.push(`${tag}${i} café 🌲 naïve`);
  return JSON.stringify({ tag, words });
}

test("a host and two guests exchange messages, a guest is dropped and comes back, the host closes",
     TEST_TIMEOUT, async () => {
  const t0 = Date.now();
  const [host, a, b] = await Promise.all([openDevice("host"), openDevice("guest A"), openDevice("guest B")]);
  assert.equal(await net(host, "server"), `127.0.0.1:${peerServer.port}/`);

  await net(host, "start", "host", "TESTROOM");
  await expectEvent(host, { e: "ready" });
  await net(a, "start", "guest", "testroom");  // codes are case-insensitive
  await expectEvent(a, { e: "ready" });
  await expectEvent(host, { e: "open", peer: 1 });
  await net(b, "start", "guest", "TESTROOM");
  await expectEvent(b, { e: "ready" });
  await expectEvent(host, { e: "open", peer: 2 });
  const linked = Date.now() - t0;

  // Both ways, to the right device.
  assert.equal(await net(host, "send", 1, '{"to":"A"}'), true);
  assert.equal(await net(host, "send", 2, '{"to":"B"}'), true);
  await expectEvent(a, { e: "msg", peer: 0, data: '{"to":"A"}' });
  await expectEvent(b, { e: "msg", peer: 0, data: '{"to":"B"}' });
  await net(a, "send", 0, '{"from":"A"}');
  await net(b, "send", 0, '{"from":"B"}');
  await expectEvent(host, { e: "msg", peer: 1, data: '{"from":"A"}' });
  await expectEvent(host, { e: "msg", peer: 2, data: '{"from":"B"}' });
  assert.equal(await net(a, "send", 1, "x"), false, "a guest has no peer 1");

  // 50 KB each way, whole and in order with a small one after it.
  const big = bigMessage(50, "h"), bigBack = bigMessage(50, "a");
  assert.ok(big.length > 50_000);
  await net(host, "send", 1, big);
  await net(host, "send", 1, "after");
  await net(a, "send", 0, bigBack);
  const got = await expectEvent(a, { e: "msg", peer: 0 });
  assert.equal(got.data.length, big.length);
  assert.ok(got.data === big, "the 50 KB message arrived unchanged");
  await expectEvent(a, { e: "msg", peer: 0, data: "after" });
  assert.ok((await expectEvent(host, { e: "msg", peer: 1 })).data === bigBack, "50 KB back, unchanged");

  // The host drops A: both sides hear it; B plays on.
  await net(host, "send", 1, "bye");
  await net(host, "drop", 1);
  await expectEvent(host, { e: "closed", peer: 1 });
  await expectEvent(a, { e: "msg", peer: 0, data: "bye" });  // what was sent before the drop arrives
  await expectEvent(a, { e: "closed", peer: 0 });
  assert.equal(await net(host, "send", 1, "gone"), false);
  await net(host, "send", 2, "still here");
  await expectEvent(b, { e: "msg", peer: 0, data: "still here" });

  // A cannot host the same room; it joins again, as guest 3.
  await net(a, "start", "host", "TESTROOM");
  const taken = await expectEvent(a, { e: "error" });
  assert.equal(taken.type, "unavailable-id");
  assert.equal(taken.fatal, true);
  assert.match(taken.text, /already hosting .*TESTROOM/);
  await net(a, "start", "guest", "TESTROOM");
  await expectEvent(a, { e: "ready" });
  await expectEvent(host, { e: "open", peer: 3 });
  await net(a, "send", 0, "back");
  await expectEvent(host, { e: "msg", peer: 3, data: "back" });

  // The host closes: every guest hears that the host is gone.
  await net(host, "close");
  await expectEvent(a, { e: "closed", peer: 0 });
  await expectEvent(b, { e: "closed", peer: 0 });
  assert.equal(await net(host, "poll"), "[]", "nothing after close()");

  // A room nobody hosts.
  await net(b, "start", "guest", "NOBODY");
  const missing = await expectEvent(b, { e: "error" });
  assert.equal(missing.type, "peer-unavailable");
  assert.equal(missing.fatal, true);
  assert.match(missing.text, /NOBODY/);

  for (const d of devices) assert.deepEqual(d.problems, [], d.name);
  console.log(`# linked 3 devices in ${linked} ms (pages loaded meanwhile); whole exchange ${Date.now() - t0} ms`);
});

test("a message over 1 MiB closes the connection that sent it, before it is put together", TEST_TIMEOUT, async () => {
  const [host, guest] = await Promise.all([openDevice("host"), openDevice("guest")]);
  await net(host, "start", "host", "BIGROOM");
  await expectEvent(host, { e: "ready" });
  await net(guest, "start", "guest", "BIGROOM");
  await expectEvent(guest, { e: "ready" });
  const { peer } = await expectEvent(host, { e: "open" });
  // 1 MiB and a little more, in the pieces net.js sends.
  const huge = "x".repeat(1024 * 1024 + 100);
  assert.equal(await net(guest, "send", 0, huge), true);
  await expectEvent(host, { e: "closed", peer });
  await expectEvent(guest, { e: "closed", peer: 0 });
  host.events = host.events.filter((e) => !(e.e === "msg" && e.peer === peer));
  assert.ok(!(JSON.parse(await net(host, "poll"))).some((e) => e.e === "msg"), "no message was delivered");
  await net(host, "close");
});

test("a page whose ?peer= names a server not on this device asks before using it", TEST_TIMEOUT, async () => {
  const open = async (query, answer) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const asked = [];
    page.on("dialog", async (dialog) => {
      asked.push(dialog.message());
      if (answer) await dialog.accept();
      else await dialog.dismiss();
    });
    await page.goto(`${site.url}${query}`);
    await page.waitForFunction(() => window.lostfound && window.lostfound.net);
    const server = await page.evaluate(() => window.lostfound.net.server());
    await context.close();
    return { asked, server };
  };
  const no = await open("?peer=peer.example.org:9000", false);
  assert.equal(no.asked.length, 1);
  assert.match(no.asked[0], /peer\.example\.org:9000/);
  assert.equal(no.server, "cloud", "turned down: the usual server");
  const yes = await open("?peer=peer.example.org:9000", true);
  assert.equal(yes.server, "peer.example.org:9000/");
  // A server on this device is used without a question.
  const local = await open(`?peer=127.0.0.1:${peerServer.port}`, false);
  assert.deepEqual(local.asked, []);
  assert.equal(local.server, `127.0.0.1:${peerServer.port}/`);
});

test("qr() gives a QR code of the join link once qrcode.js is in; joinLink and pendingJoin", TEST_TIMEOUT, async () => {
  const device = devices[0] || (await openDevice("host"));
  const link = await net(device, "joinLink", "ab12");
  const origin = new URL(site.url).origin;
  assert.equal(link, `${origin}/?peer=${encodeURIComponent(`127.0.0.1:${peerServer.port}`)}#join=AB12`);

  // The first calls start loading the script.
  let qr = await net(device, "qr", link);
  const deadline = Date.now() + 10_000;
  while (qr === "" && Date.now() < deadline) {
    await device.page.waitForTimeout(50);
    qr = await net(device, "qr", link);
  }
  const m = /^(\d+):([01]+)$/.exec(qr);
  assert.ok(m, `qr() gave ${qr.slice(0, 80)}`);
  const n = Number(m[1]);
  assert.equal(m[2].length, n * n);
  assert.equal((n - 17) % 4, 0, `a QR code's size is 17 + 4 x version, not ${n}`);
  const at = (r, c) => m[2][r * n + c];
  // The three finder patterns: a dark 7x7 ring around a dark 3x3 centre.
  for (const [r0, c0] of [[0, 0], [0, n - 7], [n - 7, 0]]) {
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        const ring = r === 0 || r === 6 || c === 0 || c === 6;
        const centre = r >= 2 && r <= 4 && c >= 2 && c <= 4;
        assert.equal(at(r0 + r, c0 + c), ring || centre ? "1" : "0", `finder at ${r0},${c0}: module ${r},${c}`);
      }
    }
  }
  assert.equal(await net(device, "qr", link), qr, "the same text, the same code");

  // (replaceState: setting location.hash would add a history entry, which
  // the page's back-button guard answers by going back.)
  await device.page.evaluate(() => history.replaceState(history.state, "", "#join=xy9z"));
  assert.equal(await net(device, "pendingJoin"), "XY9Z");
  assert.equal(await device.page.evaluate(() => location.hash), "");
  assert.equal(await net(device, "pendingJoin"), "");
  // A room's secret rides beside the code, in the fragment (no server sees it).
  const secret = "0123456789abcdef0123456789abcdef";
  assert.match(await net(device, "joinLink", `ab12.${secret}`), new RegExp(`#join=AB12\\.${secret}$`));
  await device.page.evaluate((s) => history.replaceState(history.state, "", `#join=xy9z.${s}`), secret);
  assert.equal(await net(device, "pendingJoin"), `XY9Z.${secret}`);
  await device.page.evaluate(() => history.replaceState(history.state, "", "#join=xy9z.nothex"));
  assert.equal(await net(device, "pendingJoin"), "XY9Z");
});

test("offline, once the service worker is in, qr() and start() still load their scripts (from its cache)", TEST_TIMEOUT, async () => {
  const device = devices[1] || (await openDevice("guest A"));
  // (The page registers the worker once the files after its first frame are in.)
  const cached = await device.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker.state !== "activated") {
      await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
    }
    const name = (await caches.keys()).find((n) => n.startsWith("lostfound-"));
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  });
  assert.ok(cached.includes("/lib/peerjs.min.js") && cached.includes("/lib/qrcode.js"), `cached: ${cached.join(" ")}`);
  await device.context.setOffline(true);
  try {
    await device.page.reload();
    await device.page.waitForFunction(() => window.lostfound && window.lostfound.net);
    let qr = "";
    const deadline = Date.now() + 10_000;
    while (!(qr = await net(device, "qr", "https://example.org/#join=OFFLINE")) && Date.now() < deadline) {
      await device.page.waitForTimeout(50);
    }
    assert.match(qr, /^\d+:[01]+$/, "qr() works offline");
    // PeerJS comes from the cache too; the server is what is missing.
    await net(device, "start", "host", "OFFLINE");
    const error = await expectEvent(device, { e: "error" });
    assert.equal(error.fatal, true);
    assert.ok(await device.page.evaluate(() => typeof window.peerjs === "object"), "PeerJS loaded offline");
    console.log(`# offline start(): ${error.type}: ${error.text}`);
  } finally {
    await device.context.setOffline(false);
  }
});
