// What a person must tap or read is on screen (issue 40), in the real web
// build: for every game of the menu, on a phone, a tablet and a desktop, on
// a few of the person's turns of a seeded saved game, every control and card
// of the person's own hand wholly on screen and under no overlay (dock,
// banner, guide card), and no text cut (lib/layout.mjs; the native test
// tests/ui/layout_check_test.cpp looks at many more turns). At 140% text:
// layout_large_text.test.mjs. What the games' own tables still get wrong is
// listed, with the reasons, in tests/ui/layout_expected.json.
import { test } from "node:test";
import assert from "node:assert/strict";

import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";
import { checkEveryGame } from "../lib/layout.mjs";

const site = useSite();

test("every game's table at 100% text on a phone: controls and the person's cards on screen and uncovered, no text cut",
     { timeout: 240_000 /* twice an idle machine's two minutes: room for a busy one */ }, async () => {
  const started = Date.now();
  const found = await checkEveryGame(site, [VIEWPORTS.phone], 100, 2, SHOTS);
  for (const line of found.expected) console.log(`expected: ${line}`);
  console.log(`${found.looked} tables looked at in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.ok(found.looked >= 4, `looked at ${found.looked} tables`);
  assert.deepEqual(found.unexpected, []);
});
