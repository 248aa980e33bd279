// The Lost Words' bot turns as a person sees them, in the real web build,
// you against two easy bots from a seeded save (tests/ui/e2e_saves.cpp,
// "three-early"): every frame of their turns recorded at Normal speed on a
// tablet (what moves, where it lands, what the log says: lib/turns.mjs);
// each bot step on the table, in the table's view, for at least its share
// of the pace (a draw 0.55 of it, an end of actions that moves nothing
// 0.35, anything else all of it: the game's HoldShare); how long a whole
// bot turn takes at Slow, Normal and Fast; screenshots of a card in flight
// and of a bot's move at phone, tablet and desktop sizes and at 140% text.
//
// The person plays only by tapping what the screen offers, and waits for
// each bot move's hold to end before moving, as a person watching would.
import assert from "node:assert/strict";

import { items, tap } from "../lib/app.mjs";
import { useSite } from "../lib/fixture.mjs";
import { moveMade, ourMove, turnTests } from "../lib/turns.mjs";
import { STATUS } from "../lib/lost_words.mjs";

const site = useSite();
const GAME = "lost-words";
const MOMENT = "three-early";
const TURNS = { slow: 1, normal: 2, fast: 1 };       // the person's turns each test watches
const DOCK_PAD = 6;  // the dock's edge above its status line, in CSS px at 100%

// A bot move's share of the pace (LostWordsGame::HoldShare): a draw 0.55,
// an end of actions that moved no card 0.35, anything else 1.
function shareOf(text) {
  const sentences = text.split(/(?<=\.) /).length;
  if (sentences === 1 && / (drew a card from the deck|took the .* from the discard pile)\.$/.test(text)) return 0.55;
  if (sentences === 1 && / ended their actions\.$/.test(text)) return 0.35;
  return 1;
}
// A move that puts a card somewhere (the others: ending actions with nothing
// to put away, not putting a spell back, missing a turn).
const movesACard = (text) => !(shareOf(text) === 0.35 || / did not replace | misses this turn/.test(text));

// One quick move of the person's, by taps: draw from the deck, end the
// actions, discard the first card, decline a Conker's question.
async function quickMove(page) {
  const status = await ourMove(page, "lw", STATUS.concat("lw/status/lark"));
  if (status === null) return null;
  if (status === "lw/status/draw") {
    await tap(page, "lw/deck");
  } else if (status === "lw/status/reply") {
    await tap(page, "lw/move/conker-reply decline");
  } else if (status === "lw/status/discard") {
    await tap(page, "lw/hand/0");
    const discard = (await items(page)).find((i) => i.name.startsWith("lw/move/discard "));
    assert.ok(discard, "the card offers its discard");
    await tap(page, discard.name);
  } else {
    await tap(page, "lw/move/end");
  }
  return moveMade(page, status);
}
const PERSON = { prefix: "lw", statuses: STATUS, starts: "lw/status/draw", move: quickMove };

turnTests({ site, game: GAME, moment: MOMENT, person: PERSON, turns: TURNS, dockPad: DOCK_PAD, shareOf, movesACard });
