// The guided first games of Lost: The Board Game (the other games: guides_tablet*.test.mjs) played to its end on a tablet in the
// real web build (issue 40): at every step the guide's item (Next, or the
// item it rings) is wholly on screen and under no overlay, and in a
// real-time game each step that makes a move first lets its time run out
// (lib/layout.mjs, followEveryGuide). What the games' own guides still get
// wrong is listed, with the reasons, in tests/ui/layout_expected.json.
import { test } from "node:test";
import assert from "node:assert/strict";

import { VIEWPORTS } from "../lib/browser.mjs";
import { useSite } from "../lib/fixture.mjs";
import { followEveryGuide } from "../lib/layout.mjs";

const site = useSite();

test("the guided games of Lost: The Board Game on a tablet: the guide's item on screen and uncovered at every step, timed steps run out",
     { timeout: 240_000 /* twice an idle machine's two minutes: room for a busy one */ }, async () => {
  const started = Date.now();
  const found = await followEveryGuide(site, VIEWPORTS.tabletLandscape, 9_000, ["lost-board-game"]);
  for (const line of found.expected) console.log(`expected: ${line}`);
  console.log(`every guide on a tablet in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(found.unexpected, []);
});
