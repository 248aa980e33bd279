// A tiny static file server for the built site: 127.0.0.1, a random free
// port, the MIME types browsers insist on (application/wasm for streaming
// compilation, text/javascript for service workers), optional gzip like a
// real host (GitHub Pages gzips), and no caching surprises.
//
// A real host compresses a file once and serves the stored result from its
// cache (GitHub Pages' CDN does), so this server gzips each file once per
// version (path, size and modification time) and keeps the bytes: gzip -9
// of a megabyte on every request cost ~50 ms of the same two CPU cores the
// browser was loading the page with, which load-time measurements counted.
import { createServer } from "node:http";
import { createReadStream, promises as fs } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".woff2": "font/woff2",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

const COMPRESSIBLE = /^(text\/|application\/(json|wasm|manifest\+json)|image\/svg|font\/(ttf|otf))/;

// Serves `root`. Options: gzip (default true). Resolves to {url, close(), requests}.
export async function serveDirectory(root, { gzip = true } = {}) {
  const absRoot = path.resolve(root);
  const requests = [];
  const gzipped = new Map();  // file -> {key, bytes}: see the note at the top
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    let rel = decodeURIComponent(url.pathname);
    if (rel.endsWith("/")) rel += "index.html";
    const file = path.join(absRoot, path.normalize(rel));
    requests.push(rel);
    if (!file.startsWith(absRoot + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    if (!stat.isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = MIME[path.extname(file).toLowerCase()] || "application/octet-stream";
    const headers = { "Content-Type": type, "Cache-Control": "no-cache" };
    const acceptsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] || "");
    if (gzip && acceptsGzip && COMPRESSIBLE.test(type)) {
      const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
      let body = gzipped.get(file);
      if (!body || body.key !== key) {
        body = { key, bytes: zlib.gzipSync(await fs.readFile(file), { level: 9 }) };
        gzipped.set(file, body);
      }
      headers["Content-Encoding"] = "gzip";
      headers["Vary"] = "Accept-Encoding";
      headers["Content-Length"] = body.bytes.length;
      res.writeHead(200, headers);
      res.end(body.bytes);
    } else {
      headers["Content-Length"] = stat.size;
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }),
  };
}
