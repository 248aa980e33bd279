// A dependency-free static file server for the built site (build/web/site),
// sending it as a static host does: the MIME types browsers insist on
// (application/wasm, for streaming compilation), each compressible file
// compressed once per version (brotli where the browser accepts it, else
// gzip; Content-Encoding and Vary: Accept-Encoding) and kept in memory, an
// ETag for each so a reload costs a 304, and no caching surprises (every
// request revalidates: the service worker decides what is cached). Used by
// tools/serve.sh; a phone on the LAN downloads the app compressed.
//
//   node tools/serve.mjs DIR [PORT] [HOST]   PORT 0: any free port; HOST
//                                            127.0.0.1 (this machine only, the
//                                            default) or 0.0.0.0 (the LAN too)
//
//   import { serve } from "./serve.mjs";
//   const server = await serve(dir, port, host, { precompress, brotli });
//   server.log: [{path, status, encoding, bytes, accept}] of the responses;
//   server.ready: resolves once every file is compressed (precompress)
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.ttf': 'font/ttf', '.otf': 'font/otf', '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.data': 'application/octet-stream', '.bin': 'application/octet-stream',
};
// What a static host compresses: text, JSON, wasm, SVG, uncompressed fonts
// and Emscripten's packaged data; PNG and WOFF2 are compressed already.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.ico',
                              '.ttf', '.otf', '.md', '.txt', '.data', '.bin']);
const MIN_COMPRESS = 256;  // smaller bodies gain nothing

// The encodings `accept` (an Accept-Encoding header) takes, of br and gzip, best first.
export function acceptedEncodings(accept) {
  const q = new Map();
  for (const part of String(accept || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name, weight ? Number(weight[1]) : 1);
  }
  const takes = (name) => (q.has(name) ? q.get(name) > 0 : q.has('*') && q.get('*') > 0);
  return ['br', 'gzip'].filter(takes);
}

// One version of a file (its path, size and modification time): its bytes,
// ETag, and each encoding's bytes once asked for (promises, so that requests
// at the same time compress once; `ready`: the encodings done).
async function versionOf(cache, file, st) {
  const key = `${st.size}:${st.mtimeMs}`;
  let v = cache.get(file);
  if (!v || v.key !== key) {
    v = { key, raw: fs.promises.readFile(file), encoded: new Map(), ready: new Set(), etag: null };
    cache.set(file, v);
  }
  const raw = await v.raw;
  if (!v.etag) v.etag = createHash('sha1').update(raw).digest('base64url').slice(0, 20);
  return { v, raw };
}

const brotli = promisify(zlib.brotliCompress), gzip = promisify(zlib.gzip);
// Brotli at its best (quality 11: a tenth smaller than 9 on the wasm, but
// some seconds a file), gzip -9 (a tenth of a second); each once per version.
// A request gets the best encoding that is ready (gzip is made on the spot
// when it is not), so nobody waits for brotli.
function encode(v, raw, encoding, quality) {
  let bytes = v.encoded.get(encoding);
  if (!bytes) {
    bytes = encoding === 'br'
      ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
                                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzip(raw, { level: 9 });
    bytes.then(() => v.ready.add(encoding), () => v.encoded.delete(encoding));
    v.encoded.set(encoding, bytes);
  }
  return bytes;
}

function bestReady(v, raw, accepted, quality) {
  for (const encoding of accepted) {
    if (v.ready.has(encoding)) return encoding;
    encode(v, raw, encoding, quality);  // ready for the next request
  }
  return accepted.includes('gzip') ? 'gzip' : accepted[0] || '';
}

// Serves `root` on host:port. precompress: compress every compressible file
// in the background at once (gzip first, then brotli), so that the first
// visit finds them ready. brotli: its quality (11, or less to be quicker).
export async function serve(root, port = 0, host = '127.0.0.1', { precompress = false, brotli: quality = 11 } = {}) {
  const base = path.resolve(root);
  const cache = new Map();  // file -> version (see versionOf)
  const log = [];
  const server = http.createServer(async (req, res) => {
    try {
      await answer(req, res);
    } catch (err) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err && err.message));
    }
  });
  async function answer(req, res) {
    let rel;
    try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { rel = '/'; }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(base, '.' + rel);
    if (!file.startsWith(base + path.sep)) { res.writeHead(403).end(); return; }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405, { Allow: 'GET, HEAD' }).end(); return; }
    const st = await fs.promises.stat(file).catch(() => null);
    if (!st || !st.isFile()) { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
    const ext = path.extname(file).toLowerCase();
    const { v, raw } = await versionOf(cache, file, st);
    const compressible = COMPRESSIBLE.has(ext) && raw.length >= MIN_COMPRESS;
    const accept = String(req.headers['accept-encoding'] || '');
    const encoding = compressible ? bestReady(v, raw, acceptedEncodings(accept), quality) : '';
    const tagOf = (enc) => `"${v.etag}${enc ? '-' + enc : ''}"`;
    const etag = tagOf(encoding);
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: etag,
      'Last-Modified': new Date(Math.floor(st.mtimeMs / 1000) * 1000).toUTCString(),
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    // A copy the client holds in any encoding it takes, of this version, is
    // still good (one it got as gzip before brotli was ready, say).
    const holds = String(req.headers['if-none-match'] || '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    const held = holds.includes('*') ? etag
      : ['', ...(compressible ? acceptedEncodings(accept) : [])].map(tagOf).find((t) => holds.includes(t));
    if (held) {
      headers.ETag = held;
      res.writeHead(304, headers).end();
      log.push({ path: rel, status: 304, encoding, bytes: 0, accept });
      return;
    }
    const body = encoding ? await encode(v, raw, encoding, quality) : raw;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    log.push({ path: rel, status: 200, encoding, bytes: req.method === 'HEAD' ? 0 : body.length, accept });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  server.log = log;
  await new Promise((resolve) => server.listen(port, host, resolve));
  if (precompress) {
    server.ready = (async () => {
      for (const file of filesUnder(base)) {
        const ext = path.extname(file).toLowerCase();
        if (!COMPRESSIBLE.has(ext)) continue;
        const st = await fs.promises.stat(file);
        const { v, raw } = await versionOf(cache, file, st);
        if (raw.length >= MIN_COMPRESS) await encode(v, raw, 'gzip', quality);
      }
      for (const file of filesUnder(base)) {
        const v = cache.get(file);
        if (v && COMPRESSIBLE.has(path.extname(file).toLowerCase()) && (await v.raw).length >= MIN_COMPRESS) {
          await encode(v, await v.raw, 'br', quality);
        }
      }
    })();
  } else {
    server.ready = Promise.resolve();
  }
  return server;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

// This machine's LAN addresses (for the URL a phone opens).
function lanAddresses() {
  return Object.values(os.networkInterfaces()).flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => a.address);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'build/web/site', port = '8080', host = '127.0.0.1'] = process.argv.slice(2);
  const server = await serve(root, Number(port), host, { precompress: true });
  const { port: p } = server.address();
  const shown = host === '0.0.0.0' || host === '::' ? ['127.0.0.1', ...lanAddresses()] : [host];
  console.log(`Lost & Found is being served at ${shown.map((h) => `http://${h}:${p}/`).join(' ')} (Ctrl+C to stop)`);
}
