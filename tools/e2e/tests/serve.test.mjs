// tools/serve.mjs, the server of tools/serve.sh (a phone on the LAN opens the
// game from it): it sends files as a static host does. On a small site of
// its own: application/wasm, brotli where the request takes it and it is
// ready, else gzip, else the bytes as they are; Vary and an ETag per
// encoding, 304 for a request that holds this version in an encoding it
// takes, HEAD, nothing outside the site.
// Then a phone's first visit of the real site in Chromium (the page and
// everything its service worker caches): the bytes sent, against the bytes
// of the same files as they are. (Before, serve.mjs sent every file as it
// is and without an ETag, so the worker's second fetch of each was whole
// again: 7.1 MB for this visit.)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { VIEWPORTS, launchBrowser } from "../lib/browser.mjs";
import { ROOT, SITE } from "../lib/fixture.mjs";

const { serve } = await import(path.join(ROOT, "tools/serve.mjs"));

let browser, dir;
before(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(os.tmpdir(), "lostfound-serve-"));
});
after(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const stop = (server) => new Promise((resolve) => {
  server.closeAllConnections();
  server.close(resolve);
});

// One request: {status, headers, sent (bytes), body (decoded as the browser would)}.
function get(port, file, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: file, headers, method }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers["content-encoding"];
        const body = !raw.length ? raw : enc === "br" ? zlib.brotliDecompressSync(raw) : enc === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode, headers: res.headers, sent: raw.length, body });
      });
    }).on("error", reject);
  });
}

test("serve.mjs: types, brotli or gzip as the request takes them, Vary, ETag and 304, HEAD, nothing outside the site",
     { timeout: 30_000 }, async () => {
  const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(20_000, 7)]);
  const page = Buffer.from("<!doctype html><title>x</title>" + "<p>words and words</p>".repeat(400));
  writeFileSync(path.join(dir, "app.wasm"), wasm);
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, "icon.png"), Buffer.alloc(5_000, 1));
  const server = await serve(dir, 0, "127.0.0.1", { precompress: true });
  const { port } = server.address();
  try {
    await server.ready;
    const br = await get(port, "/app.wasm", { "accept-encoding": "gzip, deflate, br" });
    assert.equal(br.status, 200);
    assert.equal(br.headers["content-type"], "application/wasm");
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers.vary, "Accept-Encoding");
    assert.ok(br.body.equals(wasm) && br.sent < wasm.length / 10, `brotli: ${br.sent} bytes for ${wasm.length}`);
    const gz = await get(port, "/app.wasm", { "accept-encoding": "gzip;q=1, br;q=0" });
    assert.equal(gz.headers["content-encoding"], "gzip");
    assert.ok(gz.body.equals(wasm));
    const plain = await get(port, "/app.wasm", {});
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.ok(plain.body.equals(wasm) && plain.sent === wasm.length);
    // Each encoding has its own ETag; a request holding it costs a 304.
    assert.notEqual(br.headers.etag, gz.headers.etag);
    const again = await get(port, "/app.wasm", { "accept-encoding": "gzip", "if-none-match": gz.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.sent, 0);
    const other = await get(port, "/app.wasm", { "accept-encoding": "br", "if-none-match": gz.headers.etag });
    assert.equal(other.status, 200, "a copy in an encoding the request does not take is not good for it");
    const held = await get(port, "/app.wasm", { "accept-encoding": "gzip, br", "if-none-match": gz.headers.etag });
    assert.equal(held.status, 304, "a gzip copy is still good once brotli is ready");
    assert.equal(held.headers.etag, gz.headers.etag);
    const head = await get(port, "/", { "accept-encoding": "gzip" }, "HEAD");
    assert.equal(head.status, 200);
    assert.equal(head.headers["content-type"], "text/html; charset=utf-8");
    assert.equal(head.sent, 0);
    assert.ok(Number(head.headers["content-length"]) < page.length / 5);
    const png = await get(port, "/icon.png", { "accept-encoding": "gzip, br" });
    assert.equal(png.headers["content-encoding"], undefined, "PNG is compressed already");
    for (const outside of ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd"]) {
      assert.ok([403, 404].includes((await get(port, outside)).status), outside);
    }
    assert.equal((await get(port, "/nothing.js")).status, 404);
  } finally {
    await stop(server);
  }
});

test("a phone's first visit downloads the app compressed", { timeout: 90_000 }, async () => {
  // (Not precompressed, and brotli at quality 5: at its best, 11, it takes
  // some seconds a file, and until a file's is ready a request gets gzip;
  // tools/serve.sh precompresses at 11 as it starts.)
  const server = await serve(SITE, 0, "127.0.0.1", { brotli: 5 });
  const { port } = server.address();
  const context = await browser.newContext(VIEWPORTS.phone);
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.lostfound && window.lostfound.firstFrameMs !== undefined, null,
                               { timeout: 60_000 });
    // Everything the service worker caches for offline play is in.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker.state !== "activated") {
        await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
      }
    });
    const sent = server.log.filter((e) => e.status === 200);
    const files = sent.map((e) => readFileSync(path.join(SITE, e.path === "/" ? "index.html" : e.path)));
    const raw = files.reduce((n, f) => n + f.length, 0);
    const bytes = sent.reduce((n, e) => n + e.bytes, 0);
    // What a browser that takes gzip only gets (Chromium and Firefox take
    // brotli only from https and localhost: a phone opening the LAN address).
    const gzip = sent.reduce((n, e, i) => n + (e.encoding ? zlib.gzipSync(files[i], { level: 9 }).length : e.bytes), 0);
    const encodings = {};
    for (const e of sent) encodings[e.encoding || "none"] = (encodings[e.encoding || "none"] || 0) + 1;
    const mb = (n) => (n / 1e6).toFixed(2);
    console.log(`# a phone's first visit: ${sent.length} files, ${mb(raw)} MB as they are, ` +
                `${mb(bytes)} MB sent (${Object.entries(encodings).map(([k, v]) => `${k} ${v}`).join(", ")}; ` +
                `it asked for ${[...new Set(sent.map((e) => e.accept))].join(" | ")}); with gzip alone ${mb(gzip)} MB`);
    assert.ok(raw > 2e6, `the visit fetched the app (${raw} bytes)`);
    // What compresses (gzip takes a tenth off or more) is sent compressed;
    // what is already (PNG, ADPCM sounds, the word list's and meanings'
    // own .gz copies) is sent as it is, and is left out of the ratio.
    let packedRaw = 0, packedSent = 0, packedGzip = 0;
    sent.forEach((e, i) => {
      if (files[i].length < 256 || zlib.gzipSync(files[i]).length > files[i].length * 0.9) return;
      assert.ok(e.encoding, `${e.path} (${files[i].length} bytes) is sent compressed`);
      packedRaw += files[i].length;
      packedSent += e.bytes;
      packedGzip += zlib.gzipSync(files[i], { level: 9 }).length;
    });
    console.log(`# of which compressible: ${mb(packedRaw)} MB, sent ${mb(packedSent)} MB (gzip alone ${mb(packedGzip)} MB)`);
    assert.ok(packedSent < packedRaw * 0.6 && packedGzip < packedRaw * 0.6,
              `sent ${packedSent} (gzip alone ${packedGzip}) of ${packedRaw} compressible bytes`);
  } finally {
    await context.close();
    await stop(server);
  }
});
