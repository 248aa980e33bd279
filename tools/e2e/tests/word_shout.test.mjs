// Finders Keepers (the word-shout game) in the real web build, against bots,
// by touch on a tablet: a new game from the set-up screen, a right claim
// (Shout, the cards tapped in order, Claim), a wrong claim refused with its
// penalty, and the round played on to its end summary. Whole games are
// played by the headless UI tests (tests/ui/word_shout_ui_test.cpp).
//
// The test reads the table from what the app says (window.lostfound.announce,
// the screen reader's lines: "Dealt: TH.", "Ana takes CAT (C·A·T): 3 cards.")
// and finds a word with a short list of common words; the cards are the
// named items ws/card/<i>, in table order. Wrong claims are two cards: a word
// needs three, so two cards are always refused, and every other player gets
// a card from the deck. Claiming wrong again and again empties the deck
// quickly (seven bots take seven cards each time), which ends the round.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";

import { has, items, tap, waitFor } from "../lib/app.mjs";
import { VIEWPORTS } from "../lib/browser.mjs";
import { SHOTS, useSite } from "../lib/fixture.mjs";
import { listen, said, tableOf } from "../lib/word_shout.mjs";

const site = useSite();
const GAME = "word-shout";
const TABLET = { ...VIEWPORTS.tabletPortrait, deviceScaleFactor: 1 };

// Common words of three to five letters (all in the dictionary's first tiers).
const WORDS = `the and for are but not you all any can her was one our out day get has him his how man new now old
see two way who boy did its let put say she too use act add age ago aid aim air art ask ate bad bag bar bat bed bet
big bit box bus buy car cat cup cut dad dog dry due ear eat egg end eye fan far fat few fit fix fly fun gas god got
gun guy hat hit hot ice ill job key kid lad law lay leg lie lip lot low mad map mat men met mix mom mud net nor nut
oak odd off oil pan pat pay pen pet pie pin pit pot ran rat raw red rid rob rod row rub run sad sat sea set sit six
sky son sun tan tap tar tea ten tie tin tip toe ton top toy try van war wet win yes yet zoo arm bee dot fog hen hop
jar jet log mop nap pig pop rag rib rug sip tag tub web wig able also area army away baby back ball band bank base
bear beat bell best bird blue boat body bone book born both cake call calm came camp card care case cash cell chat
city club coal coat code cold come cook cool cost crew dark data date dead deal dear deep door down draw drop each
east easy edge else even ever face fact fail fair fall farm fast fear feel feet fell felt file fill film find fine
fire fish five flat food foot form four free from full game gave girl give glad goal gold gone good grew hair half
hall hand hard hate have head hear heat held help here hero high hill hold hole home hope horn hour huge idea into
iron item join just keep kind king knew know lady lake land last late lead left less life line lion list live load
lone long look lose lost love made mail main make male many mark meal mean meat meet mind mine miss mode more most
move much must name near neck need news next nice nine none nose note once only open over pace pack page paid pain
pair park part pass past path pick plan play poor port post pull pure race rain rate read real rest rice rich ride
ring rise road rock role roof room rose rule safe said sale salt same sand save seat seed seen sell send ship shop
shot show shut side sign sing site size slow snow soft soil sold some song soon sort star stay step stop such sure
take tale talk tall team tell tend term test than that them then they thin this time tiny told tone took tour town
tree trip true turn type unit upon used vast very view vote wait walk wall want warm wash wave weak wear week well
went were west what when wide wife wild will wind wine wing wise wish with wood word wore work yard year your zero
earth heart horse house mouse night other there these those three water where which while white world write young
about after again along began being below bring built carry chair cheap child clean clear close could count cover
dance dream drink early enter every field first floor found front given great green group happy heard heavy horse
later learn least leave light might money month never north often order paint paper party peace piece place plant
point power quite reach ready right river round seven shall shape share short since small smile sound south space
stand start state still stone story study table taste thank thing think third today total touch train under until
voice watch whole woman women wrong`.split(/\s+/).filter(Boolean);

// The table positions that spell `word` with single and double cards (no
// wild cards), at least three cards, or null.
function spell(word, table) {
  const up = word.toUpperCase();
  const used = new Array(table.length).fill(false);
  const picks = [];
  const walk = (at) => {
    if (at === up.length) return picks.length >= 3;
    for (const len of [1, 2]) {
      const piece = up.slice(at, at + len);
      if (piece.length !== len) continue;
      for (let i = 0; i < table.length; ++i) {
        if (used[i] || table[i] !== piece) continue;
        used[i] = true;
        picks.push(i);
        if (walk(at + len)) return true;
        picks.pop();
        used[i] = false;
        break;  // cards of one face are interchangeable
      }
    }
    return false;
  };
  return walk(0) ? [...picks] : null;
}

// Shouts (again while another player's claim is judged), taps the cards at
// `positions` in order if the table is still `planned`, and confirms; returns
// the line that judged our claim, or null if we never got to claim (the
// round ended).
async function claim(page, positions, planned) {
  const before = (await said(page)).length;
  const until = Date.now() + 15_000;
  for (;;) {
    const all = await items(page);
    if (has(all, "ws/confirm")) break;
    if (has(all, "ws/next") || Date.now() > until) return null;
    if (has(all, "ws/shout/0")) await tap(page, "ws/shout/0");
    else await page.waitForTimeout(100);
  }
  // Another claim may have taken cards before our shout: then we name
  // nothing, and the claim runs out of time (a wrong claim too).
  const same = tableOf(await said(page)).join(" ") === planned.join(" ");
  if (same) {
    for (const i of positions) await tap(page, `ws/card/${i}`);
    await tap(page, "ws/confirm");
  }
  const deadline = Date.now() + 15_000;
  for (;;) {
    const lines = (await said(page)).slice(before);
    const verdict = lines.find((l) => /^You (take|claim|named) /.test(l));
    if (verdict) return verdict;
    assert.ok(Date.now() < deadline, `no verdict on our claim; said: ${lines.join(" | ")}`);
    await page.waitForTimeout(60);
  }
}

// Taps a named item if it is on screen (inside the viewport).
async function tapIfShown(page, name) {
  const item = (await items(page)).find((i) => i.name === name);
  const canvas = await page.locator("#canvas").boundingBox();
  if (!item || canvas.y + item.y + item.h > page.viewportSize().height || canvas.y + item.y < 0) return false;
  await tap(page, name);
  return true;
}

test("tablet (touch): against seven bots, a right claim, a wrong one with its penalty, and the round's end",
     { timeout: 120_000 }, async () => {
  const { context, page, problems } = await site.open(TABLET, {
    "settings.json": JSON.stringify({ reduce_motion: true, table_switches: { [`${GAME}/guide-offered`]: true } }),
  });
  try {
    await listen(page);
    await waitFor(page, (all) => has(all, `menu/game/${GAME}`), "the menu offers Finders Keepers");
    await tap(page, `menu/game/${GAME}`);
    await waitFor(page, (all) => has(all, "setup/start"), "the set-up screen");
    // Eight players: us and seven easy bots, dealt fast.
    for (let n = 0; n < 8; ++n) {
      if (!has(await items(page), "setup/seats/up")) break;
      await tap(page, "setup/seats/up");
    }
    // Easy bots where the screen shows their seat (the others keep the
    // default level), and the fast pace if it is shown.
    for (let seat = 1; seat < 8; ++seat) await tapIfShown(page, `setup/seat/${seat}/easy`);
    await tapIfShown(page, "setup/pace/fast");
    await tap(page, "setup/start");
    await waitFor(page, (all) => has(all, "ws/shout/0"), "the table with our Shout button");

    // A right claim: the first word of the list the table spells.
    let right = null;
    const deadline = Date.now() + 45_000;
    while (!right) {
      assert.ok(Date.now() < deadline, `no word of the list on the table: ${tableOf(await said(page)).join(" ")}`);
      const table = tableOf(await said(page));
      const all = await items(page);
      const cards = all.filter((i) => i.name.startsWith("ws/card/")).length;
      if (cards === table.length && has(all, "ws/shout/0")) {
        for (const word of WORDS) {
          const positions = spell(word, table);
          if (!positions) continue;
          const verdict = await claim(page, positions, table);
          assert.ok(verdict, "we get to claim");
          if (verdict.startsWith(`You take ${word.toUpperCase()} `)) right = { word, verdict };
          break;
        }
      }
      if (!right) await page.waitForTimeout(300);
    }
    console.log(`# right claim: ${right.verdict}`);
    await page.screenshot({ path: path.join(SHOTS, "web-ws-right-claim.png") });

    // Wrong claims: two cards, refused, every other player given a card.
    // Repeated, they empty the deck and end the round.
    let wrong = null;
    let claims = 0;
    for (;;) {
      const all = await waitFor(page, (a) => has(a, "ws/next") || (has(a, "ws/shout/0") && has(a, "ws/card/1")),
                                "the table has two cards, or the round is over", 30_000);
      if (has(all, "ws/next")) break;
      const verdict = await claim(page, [0, 1], tableOf(await said(page)));
      if (!verdict) continue;  // the round ended meanwhile
      assert.match(verdict, /^You (claim .*(not in our dictionary|a word needs 3)|named no word in time)/,
                   "two cards are refused");
      assert.match(verdict, /(get|gets) a card from the deck|The deck is empty/, "the penalty is said");
      if (!wrong) {
        wrong = verdict;
        await page.screenshot({ path: path.join(SHOTS, "web-ws-wrong-claim.png") });
      }
      assert.ok(++claims < 30, "the round ends");
    }
    console.log(`# wrong claim: ${wrong}`);
    console.log(`# wrong claims until the round ended: ${claims}`);
    await waitFor(page, (a) => has(a, "ws/next"), "the round's end summary");
    await page.screenshot({ path: path.join(SHOTS, "web-ws-round-end.png") });
    const lines = await said(page);
    assert.ok(lines.some((l) => /wins? the point|share the point/.test(l)), `the round's end is said: ${lines.slice(-3)}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
