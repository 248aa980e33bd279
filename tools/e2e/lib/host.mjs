// A static server that behaves like a real host (GitHub Pages): each file
// gzip-compressed once (for the types Pages compresses), "Cache-Control:
// max-age=600", a strong ETag and Last-Modified, and 304 Not Modified for a
// request that already holds the current version. Every request is logged
// with the bytes of the body sent, so a test or the benchmark can count what
// a visit downloads, file by file.
//
//   const host = await serveLikeHost(root);
//   host.url, host.log ([{path, status, bytes, at}]), host.close()
//   host.override(path, (req, res) => {...})   serve one path yourself
//   host.clearOverrides()
import { createServer } from "node:http";
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { MIME } from "./server.mjs";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm|manifest\+json)|image\/svg|font\/(ttf|otf))/;

export async function serveLikeHost(root, { cacheControl = "max-age=600" } = {}) {
  const absRoot = path.resolve(root);
  const log = [];
  const overrides = new Map();
  const prepared = new Map();  // file -> {key, raw, gzip, etag, modified}

  async function prepare(file, stat) {
    const key = `${stat.size}\0${stat.mtimeMs}`;
    let p = prepared.get(file);
    if (!p || p.key !== key) {
      const raw = await fs.readFile(file);
      p = {
        key,
        raw,
        gzip: zlib.gzipSync(raw, { level: 9 }),
        etag: '"' + createHash("sha1").update(raw).digest("hex").slice(0, 16) + '"',
        modified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString(),
      };
      prepared.set(file, p);
    }
    return p;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    let rel = decodeURIComponent(url.pathname);
    if (rel.endsWith("/")) rel += "index.html";
    const entry = { path: rel, query: url.search, status: 0, bytes: 0, at: Date.now() };
    log.push(entry);
    const override = overrides.get(rel);
    if (override) {
      const write = res.write.bind(res), end = res.end.bind(res);
      res.write = (chunk, ...rest) => { if (chunk) entry.bytes += chunk.length; return write(chunk, ...rest); };
      res.end = (chunk, ...rest) => {
        if (chunk && typeof chunk !== "function") entry.bytes += chunk.length;
        entry.status = res.statusCode;
        return end(chunk, ...rest);
      };
      await override(req, res);
      return;
    }
    const file = path.join(absRoot, path.normalize(rel));
    let stat = null;
    if (file.startsWith(absRoot + path.sep)) stat = await fs.stat(file).catch(() => null);
    if (!stat || !stat.isFile()) {
      entry.status = 404;
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    const p = await prepare(file, stat);
    const type = MIME[path.extname(file).toLowerCase()] || "application/octet-stream";
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] || "");
    const headers = {
      "Content-Type": type,
      "Cache-Control": cacheControl,
      "ETag": p.etag,
      "Last-Modified": p.modified,
      "Vary": "Accept-Encoding",
    };
    if (req.headers["if-none-match"] === p.etag) {
      entry.status = 304;
      res.writeHead(304, headers).end();
      return;
    }
    const body = gzip ? p.gzip : p.raw;
    if (gzip) headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = body.length;
    entry.status = 200;
    entry.bytes = req.method === "HEAD" ? 0 : body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    log,
    override: (rel, handler) => overrides.set(rel, handler),
    clearOverrides: () => overrides.clear(),
    // The gzip size of a file as this host sends it (raw for types it does not compress).
    async sentSize(rel) {
      const file = path.join(absRoot, rel);
      const p = await prepare(file, await fs.stat(file));
      return COMPRESSIBLE.test(MIME[path.extname(file).toLowerCase()] || "") ? p.gzip.length : p.raw.length;
    },
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }),
  };
}
