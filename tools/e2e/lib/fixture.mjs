// What every browser test file shares: the web build (LOSTFOUND_SITE, default
// build/web/site), a static server for it and one headless Chromium, started
// before the file's tests and closed after them; screenshots go to
// LOSTFOUND_SCREENSHOTS (default build/screenshots).
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { open } from "./app.mjs";
import { launchBrowser } from "./browser.mjs";
import { serveDirectory } from "./server.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const SITE = process.env.LOSTFOUND_SITE || path.join(ROOT, "build/web/site");
export const SHOTS = process.env.LOSTFOUND_SCREENSHOTS || path.join(ROOT, "build/screenshots");

// Registers the before/after hooks; returns { server, browser, open(contextOptions) }.
export function useSite() {
  const site = {
    server: null,
    browser: null,
    open: (contextOptions) => open(site.browser, site.server, contextOptions),
  };
  before(async () => {
    assert.ok(existsSync(path.join(SITE, "index.html")), `no web build in ${SITE}`);
    mkdirSync(SHOTS, { recursive: true });
    site.server = await serveDirectory(SITE);
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
