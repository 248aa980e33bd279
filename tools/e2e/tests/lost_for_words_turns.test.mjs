// Lost for Words' bot turns as a person sees them, in the real web build,
// you against an easy bot from a seeded save (tests/ui/e2e_saves.cpp,
// "early"): every frame of its turns recorded at Normal speed on a tablet
// (what moves, where it lands, what the log says: lib/turns.mjs); each bot
// step (a play or a discard, then a draw) on the table, in the table's view,
// for at least its share of the pace (a draw 0.55 of it, anything else all
// of it: the game's HoldShare); how long a whole bot turn takes at Slow,
// Normal and Fast; screenshots of a card in flight and of the bot's move at
// phone, tablet and desktop sizes and at 140% text.
//
// The person plays only by tapping what the screen offers, and waits for
// each bot move's hold to end before moving, as a person watching would.
import { has, items, settle, tap, waitFor } from "../lib/app.mjs";
import { useSite } from "../lib/fixture.mjs";
import { moveMade, ourMove, turnTests } from "../lib/turns.mjs";

const site = useSite();
const GAME = "lost-for-words";
const MOMENT = "early";
const TURNS = { slow: 2, normal: 3, fast: 2 };       // the person's turns each test watches
const DOCK_PAD = 5;  // the dock's edge above its status line, in CSS px at 100%
const STATUS = ["lfw/status/act", "lfw/status/draw"];

// A bot move's share of the pace (LostForWords::HoldShare): a draw 0.55
// (unless it took the deck's last card), anything else 1.
const shareOf = (text) => (/ (drew from the deck \(|took .* from the .* pile\.)/.test(text) ? 0.55 : 1);
const movesACard = () => true;  // every move of this game moves a card

// One quick move of the person's, by taps: a draw from the deck, or the
// first card of the hand onto its colour's pile.
async function quickMove(page) {
  const status = await ourMove(page, "lfw", STATUS);
  if (status === null) return null;
  if (status === "lfw/status/draw") {
    // (On a phone at 140% the view glides down to the piles as the draw starts.)
    await waitFor(page, (a) => has(a, "lfw/deck"), "the deck comes into view for the draw", 5_000);
    // A person taps once it has stopped: the deck where it rests.
    let at = null;
    for (let i = 0; i < 40; ++i) {
      await settle(page, 2);
      const deck = (await items(page)).find((it) => it.name === "lfw/deck");
      if (deck && at && Math.abs(deck.y - at) < 0.5) break;
      at = deck ? deck.y : null;
    }
    await tap(page, "lfw/deck");
  } else {
    const card = (await items(page)).filter((i) => i.name.startsWith("lfw/hand/")).map((i) => i.name).sort()[0];
    await tap(page, card);
    await tap(page, "AEIOU".includes(card.at(-1)) ? "lfw/pile/red" : "lfw/pile/black");
  }
  return moveMade(page, status);
}
const PERSON = { prefix: "lfw", statuses: STATUS, starts: "lfw/status/act", move: quickMove };

turnTests({ site, game: GAME, moment: MOMENT, person: PERSON, turns: TURNS, dockPad: DOCK_PAD, shareOf, movesACard });
