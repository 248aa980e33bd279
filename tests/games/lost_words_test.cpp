// The Lost Words: random simulation with the game's invariants, then one test
// per rule, refusal, special and ruling of the spec, the notation, the
// hidden-information guarantees, the read API for the UI and the bots.
#include "games/lost_words/lost_words.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "../support/simulation.h"
#include "core/record.h"
#include "core/tournament.h"
#include "games/lost_words/bots.h"

using namespace lf;
using namespace lf::lost_words;

namespace {

const LostWordsGame& AsLW(const Game& g) { return dynamic_cast<const LostWordsGame&>(g); }

std::unique_ptr<LostWordsGame> NewGame(int seats, const std::vector<std::string>& setup, int first = 0,
                                       uint64_t seed = 1) {
  GameOptions o;
  o.seats = seats;
  o.seed = seed;
  o.variant.set("first", first);
  auto created = LostWordsGame::Create(o);
  REQUIRE(created.ok());
  std::unique_ptr<LostWordsGame> g(static_cast<LostWordsGame*>(created->release()));
  for (const auto& line : setup) {
    const Status st = g->ApplySetup(line);
    INFO("setup " << line << ": " << st.reason());
    REQUIRE(st.ok());
    REQUIRE(g->state().Census() == DeckComposition());
  }
  return g;
}

void Play(LostWordsGame& g, int seat, const std::string& move) {
  const Status st = g.ApplyMove(seat, move);
  INFO("seat " << seat << " \"" << move << "\": " << st.reason());
  REQUIRE(st.ok());
}

void Refused(LostWordsGame& g, int seat, const std::string& move, const std::string& reason) {
  const std::string before = testing::StateFingerprint(g);
  const Status st = g.ApplyMove(seat, move);
  INFO("seat " << seat << " \"" << move << "\"");
  REQUIRE_FALSE(st.ok());
  CHECK(st.reason().find(reason) != std::string::npos);
  INFO("reason: " << st.reason());
  CHECK(testing::StateFingerprint(g) == before);
}

std::string Q(const LostWordsGame& g, const std::string& key) {
  auto r = g.Query(key);
  INFO("query " << key << ": " << r.error());
  REQUIRE(r.ok());
  return *r;
}

bool IsLegal(const LostWordsGame& g, int seat, const std::string& move) {
  const auto moves = g.LegalMoves(seat);
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// A two-player table used by most rule tests: seat 0 to move.
std::vector<std::string> TwoPlayerTable() {
  return {
      "nature 0 Fern Ivy Wren Otter Newt Raven",
      "nature 1 Adder Bluebell Bramble Heather Kingfisher Willow",
      "spares Acorn Lark",
      "hand 0 Fern Ivy special:Lark",
      "hand 1 Adder Heather special:Conker",
      "discard Starling",
      "deck-top Weasel Dandelion spell:Magpie spell:Heron spell:Conker",
  };
}

// The game's own invariants, checked after every action of the simulation.
void CheckInvariants(const Game& game) {
  const auto& g = AsLW(game);
  const State& s = g.state();
  // No card created or lost; every nature card exactly once.
  REQUIRE(s.Census() == DeckComposition());
  for (int n : s.NatureCensus()) REQUIRE(n == 1);
  const int per_seat = s.seats() == 2 ? 6 : s.seats() == 3 ? 5 : 4;
  for (int p = 0; p < s.seats(); ++p) REQUIRE(s.row(p).size() == per_seat);
  // The discard pile is never empty while the deck has a card.
  REQUIRE((!s.discard().empty() || s.deck().empty()));
  // A new turn starts with every hand at exactly three (unless both piles ran dry).
  if (s.phase() == Phase::kDraw) {
    REQUIRE(s.used().empty());
    REQUIRE(s.actions_left() == 1);
    const bool exhausted = s.deck().empty() && s.discard().size() <= 1;
    for (int p = 0; p < s.seats(); ++p)
      if (!exhausted) REQUIRE(s.hand(p).size() == kHandSize);
  }
  // Public knowledge is true knowledge.
  for (int p = 0; p < s.seats(); ++p) {
    for (int code = 1; code < Card::kCodes; ++code)
      REQUIRE(s.known(p, Card::FromCode(code)) <= s.hand(p).Count(Card::FromCode(code)));
    for (int w = 0; w < kNumWords; ++w)
      if (s.known_absent(p, WordAt(w))) REQUIRE_FALSE(s.hand(p).Contains(Card::Spell(WordAt(w))));
  }
  // Scores equal a recomputation from the rows: a pair is matched when a spell
  // of its word or the Wild One lies on it.
  std::vector<int> recomputed;
  for (int p = 0; p < s.seats(); ++p) {
    int matched = 0;
    for (const auto& slot : s.row(p)) {
      const bool spell = slot.cover == NatureSlot::Cover::kSpell;
      matched += spell || slot.cover == NatureSlot::Cover::kWildOne;
      REQUIRE((slot.wall ? (spell || slot.wild()) : true));  // a Wall only on a matched pair
    }
    recomputed.push_back(matched);
  }
  REQUIRE(g.Scores() == recomputed);
  // The game ends exactly when someone's row is complete, and only them.
  int complete = 0;
  for (int p = 0; p < s.seats(); ++p) complete += s.Complete(p);
  if (g.IsTerminal()) {
    REQUIRE(complete == 1);
    REQUIRE(g.Winners().size() == 1);
    REQUIRE(s.Complete(g.Winners()[0]));
  } else {
    REQUIRE(complete == 0);
  }
  // Hidden information: a redacted copy holds no other hand and no deck order,
  // nor the seed that would deal them again.
  for (int seat = 0; seat < s.seats(); ++seat) {
    const auto red = g.Redacted(seat);
    const State& r = AsLW(*red).state();
    REQUIRE(red->Options().seed == 0);
    for (int p = 0; p < s.seats(); ++p) {
      REQUIRE(r.hand(p).size() == s.hand(p).size());
      for (Card c : r.hand(p)) REQUIRE((p == seat) != c.IsUnknown());
    }
    for (Card c : r.deck()) REQUIRE(c.IsUnknown());
    REQUIRE(r.deck().size() == s.deck().size());
    // A determinized copy is a full, consistent deal that keeps everything
    // public (one seat per action, in turn, to keep the test quick).
    if (seat != static_cast<int>(g.History().size() % static_cast<size_t>(s.seats()))) continue;
    State d = r;
    Rng rng(s.deck().size() * 31u + static_cast<uint64_t>(seat));
    d.Determinize(rng);
    REQUIRE(d.Census() == DeckComposition());
    REQUIRE(d.hand(seat) == s.hand(seat));
    REQUIRE(d.discard() == s.discard());
  }
  // Every move can be told in words.
  if (!g.History().empty()) REQUIRE_FALSE(g.Describe(g.History().size() - 1).empty());
}

// [SECTION] Random simulation -----------------------------------------------------------

// Random-only games run long (hundreds of moves), bot games about a hundred,
// and the harness's cost per move grows with the seats: the batches cover
// every seat count and level, each a ctest entry of its own (scaled by
// tools/test.sh: a tenth under the sanitizers, ten times for --soak).
const lf::testing::RegisterSimulations kSimulations({
    .game = "lost-words",
    .info = [] { return lost_words::Descriptor(); },
    .invariant = CheckInvariants,
    .batches =
    {
        {.name = "2 seats, random only", .games = 30, .levels = {"random", "random"}, .full_legal_check_every = 11},
        {.name = "3 seats, random only", .games = 12, .levels = {"random", "random", "random"},
         .full_legal_check_every = 11},
        {.name = "4 seats, random only", .games = 8, .levels = {"random", "random", "random", "random"},
         .full_legal_check_every = 11},
        {.name = "2 seats, easy v random", .games = 450, .levels = {"easy", "random"}, .full_legal_check_every = 13},
        {.name = "2 seats, medium v easy", .games = 400, .levels = {"medium", "easy"}, .full_legal_check_every = 13},
        {.name = "2 seats, medium v easy, more seeds", .games = 400, .levels = {"medium", "easy"},
         .full_legal_check_every = 13},
        {.name = "3 seats, medium easy random", .games = 300, .levels = {"medium", "easy", "random"},
         .full_legal_check_every = 13},
        {.name = "4 seats, easy medium easy medium", .games = 200, .levels = {"easy", "medium", "easy", "medium"},
         .full_legal_check_every = 13},
        {.name = "2 seats, hard v medium", .games = 150, .levels = {"hard", "medium"}, .full_legal_check_every = 17},
        {.name = "4 seats, random easy medium hard", .games = 50, .levels = {"random", "easy", "medium", "hard"},
         .full_legal_check_every = 17},
    },
});

}  // namespace

// [SECTION] Set-up and options ------------------------------------------------------------

TEST_CASE("the deal: 6/5/4 nature cards, two spares, three cards each, one discard", "[lost-words][rules]") {
  for (int seats = 2; seats <= 4; ++seats) {
    auto g = NewGame(seats, {}, 0, 7);
    const State& s = g->state();
    const int per = seats == 2 ? 6 : seats == 3 ? 5 : 4;
    for (int p = 0; p < seats; ++p) {
      CHECK(s.row(p).size() == per);
      CHECK(s.MatchedCount(p) == 0);
      CHECK(s.hand(p).size() == 3);
      CHECK(g->Progress(p) == "0 of " + std::to_string(per) + " matched");
    }
    CHECK(s.box().size() == kNumWords - seats * per - 2);
    CHECK(s.discard().size() == 1);
    CHECK(s.deck().size() == kDeckSize - 3 * seats - 1);
    CHECK(s.phase() == Phase::kDraw);
    CHECK(g->CurrentSeat() == 0);
  }
}

TEST_CASE("the first player is an option, by default the game's Rng chooses", "[lost-words][rules]") {
  GameOptions o;
  o.seats = 3;
  std::set<int> firsts;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    o.seed = seed;
    auto g = LostWordsGame::Create(o);
    REQUIRE(g.ok());
    firsts.insert((*g)->CurrentSeat());
    auto again = LostWordsGame::Create(o);
    CHECK((*again)->CurrentSeat() == (*g)->CurrentSeat());
  }
  CHECK(firsts.size() == 3);
  o.variant.set("first", 2);
  CHECK((*LostWordsGame::Create(o))->CurrentSeat() == 2);
  o.variant.set("first", "random");
  CHECK(LostWordsGame::Create(o).ok());
  o.variant.set("first", 3);
  CHECK(LostWordsGame::Create(o).error().find("first must be a seat from 0 to 2") != std::string::npos);
  o.variant = Json(Json::Object{});
  o.variant.set("jokers", true);
  CHECK(LostWordsGame::Create(o).error().find("unknown option") != std::string::npos);
  o.variant = Json(Json::Object{});
  o.seats = 5;
  CHECK(LostWordsGame::Create(o).error() == "The Lost Words is for 2 to 4 players");
  o.seats = 1;
  CHECK_FALSE(LostWordsGame::Create(o).ok());
}

TEST_CASE("set-up lines move cards without creating or losing any", "[lost-words][setup]") {
  auto g = NewGame(2, TwoPlayerTable());
  CHECK(Q(*g, "row:0") == "Fern Ivy Wren Otter Newt Raven");
  CHECK(Q(*g, "spares") == "Acorn Lark");
  CHECK(Q(*g, "hand:0") == "spell:Fern spell:Ivy special:Lark");
  CHECK(Q(*g, "discard-top") == "spell:Starling");
  CHECK(Q(*g, "deck-top") == "spell:Weasel");
  CHECK(Q(*g, "card-total") == "60");
  CHECK(Q(*g, "nature-total") == "20");
  // Both Fern spells: one in hand 0, the other is taken from wherever it is.
  REQUIRE(g->ApplySetup("match 0 Fern wall").ok());
  CHECK(Q(*g, "row:0") == "Fern+spell+wall Ivy Wren Otter Newt Raven");
  CHECK(g->ApplySetup("match 1 Adder").ok());
  // Both Ferns are in use (hand 0, seat 0's pair): the one in hand 0 moves to
  // hand 1, and hand 0 gets the deck's top card instead.
  REQUIRE(g->ApplySetup("hand 1 Fern").ok());
  CHECK(Q(*g, "hand:1") == "spell:Fern");
  CHECK(Q(*g, "hand:0") == "spell:Ivy spell:Weasel special:Lark");
  CHECK(g->state().Census() == DeckComposition());
  CHECK(g->ApplySetup("wild-one 1 Bluebell").ok());
  CHECK(g->ApplySetup("wild-one 1 Bramble").reason().find("no free Wild One special") != std::string::npos);
  CHECK(g->ApplySetup("match 0 Ivy").reason() == "");
  CHECK(g->ApplySetup("nature 0 Fern Ivy").reason().find("name 6") != std::string::npos);
  CHECK(g->ApplySetup("nature 0 Fern Fern Wren Otter Newt Raven").reason().find("named twice") != std::string::npos);
  CHECK(g->ApplySetup("discard").reason().find("at least one card") != std::string::npos);
  CHECK(g->ApplySetup("frobnicate").reason().find("unknown set-up") != std::string::npos);
  CHECK(g->ApplySetup("hand 7 Fern").reason().find("not a seat") != std::string::npos);
  // Moving a matched nature card away returns its spell to the deck.
  REQUIRE(g->ApplySetup("nature 1 Weasel Bluebell Bramble Heather Kingfisher Willow").ok());
  CHECK(Q(*g, "row:1") == "Weasel Bluebell Bramble Heather Kingfisher Willow");
  CHECK(g->state().Census() == DeckComposition());
  for (int n : g->state().NatureCensus()) CHECK(n == 1);
  // Not after the first move.
  Play(*g, 0, "draw deck");
  CHECK(g->ApplySetup("hand 0 Fern").reason() == "set-up lines must come before the first move");
}

TEST_CASE("a set-up may not complete a row before the game starts", "[lost-words][setup]") {
  auto g = NewGame(4, {"nature 0 Fern Ivy Wren Otter", "match 0 Fern", "match 0 Ivy", "match 0 Wren"});
  CHECK(g->ApplySetup("match 0 Otter").reason().find("before the game starts") != std::string::npos);
}

// [SECTION] Drawing ---------------------------------------------------------------------------

TEST_CASE("draw from the deck or the discard pile, never a special from the discard pile", "[lost-words][rules]") {
  auto g = NewGame(2, TwoPlayerTable());
  Refused(*g, 0, "match Fern", "draw a card first");
  Refused(*g, 0, "end", "draw a card first");
  Refused(*g, 1, "draw deck", "it is not your turn");
  Play(*g, 0, "draw discard");
  CHECK(Q(*g, "hand:0") == "spell:Fern spell:Ivy spell:Starling special:Lark");
  CHECK(Q(*g, "known:0") == "spell:Starling");
  // The discard pile emptied, so the deck's top was turned over onto it.
  CHECK(Q(*g, "discard-top") == "spell:Weasel");
  CHECK(g->Describe(0) ==
        "Seat 0 took the Starling spell from the discard pile. The top card of the deck, the Weasel spell, was "
        "turned over onto the discard pile.");
  Refused(*g, 0, "draw deck", "you have already drawn this turn");

  auto h = NewGame(2, {"discard special:Heron"});
  Refused(*h, 0, "draw discard", "a special on top of the discard pile cannot be drawn");
  CHECK_FALSE(IsLegal(*h, 0, "draw discard"));
  CHECK(IsLegal(*h, 0, "draw deck"));
}

TEST_CASE("the first card turned may be a special, it stays on the discard pile", "[lost-words][rules]") {
  // Find a seed whose first discard is a special.
  for (uint64_t seed = 1; seed < 200; ++seed) {
    auto g = NewGame(2, {}, 0, seed);
    if (!g->state().discard().back().IsSpecial()) continue;
    CHECK(g->state().discard().size() == 1);
    Refused(*g, 0, "draw discard", "a special on top of the discard pile cannot be drawn");
    return;
  }
  FAIL("no seed turned a special");
}

// [SECTION] Actions ---------------------------------------------------------------------------

TEST_CASE("exactly one action, or none, each Lark adds one and costs none", "[lost-words][rules]") {
  auto g = NewGame(2, TwoPlayerTable());
  Play(*g, 0, "draw deck");  // Weasel
  CHECK(Q(*g, "actions-left") == "1");
  Play(*g, 0, "match Fern");
  CHECK(Q(*g, "actions-left") == "0");
  Refused(*g, 0, "match Ivy", "you have no actions left this turn");
  Refused(*g, 0, "exchange Wren Acorn", "no actions left");
  Play(*g, 0, "play Lark");
  CHECK(Q(*g, "actions-left") == "1");
  CHECK(Q(*g, "larks") == "1");
  CHECK(Q(*g, "used") == "special:Lark");
  Play(*g, 0, "match Ivy");
  CHECK(Q(*g, "progress:0") == "2 of 6 matched");
  Play(*g, 0, "end");
  // Lark to the discard pile first; then the hand (Weasel) is topped up to three.
  CHECK(Q(*g, "discard-top") == "special:Lark");
  CHECK(Q(*g, "hand-count:0") == "3");
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "used") == "none");
}

TEST_CASE("taking no action is allowed", "[lost-words][rules]") {
  auto g = NewGame(2, TwoPlayerTable());
  Play(*g, 0, "draw deck");
  Play(*g, 0, "end");
  CHECK(g->state().phase() == Phase::kDiscard);
  Refused(*g, 0, "match Fern", "discard down to three cards first");
  Refused(*g, 0, "discard Otter", "you have no Otter spell in your hand");
  Play(*g, 0, "discard Weasel");
  CHECK(g->CurrentSeat() == 1);
}

TEST_CASE("match: a spell on your own unmatched nature card of the same word", "[lost-words][rules]") {
  auto g = NewGame(2, TwoPlayerTable());
  Play(*g, 0, "draw deck");
  Refused(*g, 0, "match Otter", "you have no Otter spell in your hand");
  Refused(*g, 0, "match Weasel", "Weasel is not one of your nature cards");
  Refused(*g, 0, "match Lark", "you have no Lark spell");  // the spell, not the special
  Play(*g, 0, "play Lark");
  Play(*g, 0, "match Fern");
  CHECK(g->state().row(0)[0].matched());
  CHECK(g->Describe(2) == "Seat 0 matched Fern.");
  auto h = NewGame(2, {"nature 0 Fern Ivy Wren Otter Newt Raven", "match 0 Fern", "hand 0 Fern"});
  Play(*h, 0, "draw deck");
  Refused(*h, 0, "match Fern", "your Fern is already matched");
}

TEST_CASE("exchange an unmatched nature card for either spare", "[lost-words][rules]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("match 0 Wren").ok());
  Play(*g, 0, "draw deck");
  Refused(*g, 0, "exchange Wren Acorn", "a matched nature card cannot be exchanged");
  Refused(*g, 0, "exchange Ivy Heron", "Heron is not a spare in the centre");
  Refused(*g, 0, "exchange Adder Acorn", "Adder is not one of your nature cards");
  Play(*g, 0, "exchange Ivy Lark");
  CHECK(Q(*g, "row:0") == "Fern Lark Wren+spell Otter Newt Raven");
  CHECK(Q(*g, "spares") == "Acorn Ivy");
  CHECK(g->Describe(1) == "Seat 0 exchanged their Ivy for the spare Lark.");
}

// [SECTION] End of turn -----------------------------------------------------------------------

TEST_CASE("end of turn: used specials are discarded first, then down to or up to three", "[lost-words][rules]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Fern special:Acorn special:Lark").ok());
  Play(*g, 0, "draw deck");   // Weasel
  Play(*g, 0, "play Acorn");  // Dandelion, the Magpie spell
  CHECK(Q(*g, "hand:0") == "spell:Dandelion spell:Fern spell:Magpie spell:Weasel special:Lark");
  CHECK(g->Describe(1) == "Seat 0 played Acorn and drew two more cards.");
  Play(*g, 0, "play Lark");
  Refused(*g, 0, "discard Weasel", "end your actions first");
  Play(*g, 0, "end");
  // Acorn then Lark went to the discard pile before any chosen discard.
  const State& s = g->state();
  REQUIRE(s.discard().size() == 3);
  CHECK(s.discard()[1] == Card::Of(Special::kAcorn));
  CHECK(s.discard()[2] == Card::Of(Special::kLark));
  CHECK(s.phase() == Phase::kDiscard);
  CHECK(IsLegal(*g, 0, "discard Magpie"));
  CHECK_FALSE(IsLegal(*g, 0, "discard special:Lark"));  // already on the discard pile
  Play(*g, 0, "discard Dandelion");
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "hand-count:0") == "3");
  CHECK(Q(*g, "discard-top") == "spell:Dandelion");
}

// [SECTION] Conker ---------------------------------------------------------------------------

TEST_CASE("Conker: an opponent's unprotected pair loses its spell, the victim is asked", "[lost-words][conker]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Otter Ivy special:Conker").ok());
  REQUIRE(g->ApplySetup("match 1 Adder").ok());
  REQUIRE(g->ApplySetup("match 1 Bluebell wall").ok());
  REQUIRE(g->ApplySetup("wild-one 1 Bramble").ok());
  REQUIRE(g->ApplySetup("match 0 Fern").ok());
  REQUIRE(g->ApplySetup("hand 1 Adder Heather Willow").ok());
  Play(*g, 0, "draw deck");
  Refused(*g, 0, "play Conker 0 Fern", "choose an opponent's pair, not your own");
  Refused(*g, 0, "play Conker 1 Bluebell", "that pair is protected by a Wall");
  Refused(*g, 0, "play Conker 1 Bramble", "that pair is protected by the Wild One");
  Refused(*g, 0, "play Conker 1 Heather", "seat 1's Heather is not matched");
  Refused(*g, 0, "play Conker 1 Fern", "seat 1 has no Fern");
  Refused(*g, 0, "play Conker 3 Adder", "there is no seat 3");
  Play(*g, 0, "play Conker 1 Adder");
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "discard-top") == "spell:Adder");
  CHECK(Q(*g, "row:1") == "Adder Bluebell+spell+wall Bramble+wild-one Heather Kingfisher Willow");
  CHECK(g->Describe(1) == "Seat 0 played Conker on Seat 1's Adder; the Adder spell goes to the discard pile.");
  Refused(*g, 0, "end", "waiting for seat 1 to answer the Conker");
  Refused(*g, 1, "draw deck", "answer the Conker first");
  CHECK(g->LegalMoves(1) == std::vector<std::string>{"conker-reply rematch", "conker-reply decline"});
  Play(*g, 1, "conker-reply rematch");
  CHECK(Q(*g, "row:1") == "Adder+spell Bluebell+spell+wall Bramble+wild-one Heather Kingfisher Willow");
  CHECK(Q(*g, "hand-count:1") == "3");  // put one back, drew one
  CHECK(g->Describe(2) == "Seat 1 put their own Adder spell back and drew a card.");
  CHECK(g->CurrentSeat() == 0);
  Play(*g, 0, "end");
  CHECK(Q(*g, "discard-top") == "special:Conker");
}

TEST_CASE("Conker: a victim without a duplicate is still asked and can only decline", "[lost-words][conker]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Otter Ivy special:Conker").ok());
  REQUIRE(g->ApplySetup("match 1 Adder").ok());
  REQUIRE(g->ApplySetup("hand 1 Heather Willow Kingfisher").ok());
  Play(*g, 0, "draw deck");
  Play(*g, 0, "play Conker 1 Adder");
  CHECK(g->CurrentSeat() == 1);
  CHECK(g->LegalMoves(1) == std::vector<std::string>{"conker-reply decline"});
  Refused(*g, 1, "conker-reply rematch", "you have no Adder spell to put back");
  Play(*g, 1, "conker-reply decline");
  CHECK(Q(*g, "matched:1") == "0");
  CHECK(g->Describe(2) == "Seat 1 did not replace the Adder spell.");
  Refused(*g, 1, "conker-reply decline", "it is not your turn");
  Refused(*g, 0, "conker-reply decline", "there is no Conker to answer");
}

// [SECTION] Heron ---------------------------------------------------------------------------

TEST_CASE("Heron: opponents asked from the left, the first holder gives one and draws", "[lost-words][heron]") {
  auto g = NewGame(4,
                   {"hand 0 Fern Ivy special:Heron", "hand 1 Adder Heather Willow", "hand 2 Raven Wren Willow",
                    "hand 3 Raven Otter Newt", "deck-top Weasel Dandelion special:Magpie"},
                   3);
  // Seat 3 moves first; its left is seat 0, then 1, then 2.
  Play(*g, 3, "draw deck");
  Play(*g, 3, "end");
  Play(*g, 3, "discard Weasel");
  Play(*g, 0, "draw deck");  // Dandelion
  Play(*g, 0, "play Heron Raven");
  // Seat 1 has none; seat 2 gives its Raven and draws a replacement (a
  // Magpie); seat 3, holding the other Raven, is never asked.
  CHECK(Q(*g, "hand:0") == "spell:Dandelion spell:Fern spell:Ivy spell:Raven");
  CHECK(Q(*g, "hand:2") == "spell:Willow spell:Wren special:Magpie");
  CHECK(Q(*g, "hand:3") == "spell:Newt spell:Otter spell:Raven");
  CHECK(Q(*g, "absent:1") == "Raven");
  CHECK(Q(*g, "absent:3") == "none");
  CHECK(Q(*g, "known:0") == "spell:Raven");
  CHECK(Q(*g, "skip:0") == "0");
  CHECK(g->Describe(4) ==
        "Seat 0 played Heron, fishing for Raven. Seat 1 has no Raven. Seat 2 gave Seat 0 a Raven spell and drew a "
        "replacement.");
  // The answer is public: every seat's view shows it.
  for (int p = 0; p < 4; ++p) CHECK(g->View(p).Dump().find("\"known_absent\":[\"Raven\"]") != std::string::npos);
  CHECK(g->RevealedInformation(4));
}

TEST_CASE("Heron: if nobody has the spell, its player misses the next turn", "[lost-words][heron]") {
  auto g = NewGame(3, {"hand 0 Fern Ivy special:Heron", "hand 1 Adder Heather Willow", "hand 2 Otter Newt Wren",
                       "discard Raven Raven"});
  Play(*g, 0, "draw deck");
  Play(*g, 0, "play Heron Raven");
  CHECK(Q(*g, "skip:0") == "1");
  CHECK(g->View(1).Dump().find("\"skip_turns\":1") != std::string::npos);
  CHECK(g->Describe(1) ==
        "Seat 0 played Heron, fishing for Raven. Seat 1 has no Raven. Seat 2 has no Raven. Nobody had Raven: Seat 0 "
        "will miss their next turn.");
  // The one person against bots is "You": the sentences say so in the second person.
  CHECK(g->Describe(1, {"You", "Ana", "Ben"}) ==
        "You played Heron, fishing for Raven. Ana has no Raven. Ben has no Raven. Nobody had Raven: You "
        "will miss your next turn.");
  CHECK(g->Describe(1, {"Ana", "You", "Ben"}).find("You have no Raven.") != std::string::npos);
  Play(*g, 0, "end");  // three cards: the turn passes at once
  for (int seat : {1, 2}) {
    Play(*g, seat, "draw deck");
    Play(*g, seat, "end");
    const auto discards = g->LegalMoves(seat);
    Play(*g, seat, discards.front());
  }
  // Seat 0's turn was passed over.
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "skip:0") == "0");
  const auto& last = g->Events(g->History().size() - 1);
  CHECK(std::any_of(last.begin(), last.end(), [](const Event& e) { return e.kind == Event::Kind::kTurnSkipped; }));
  CHECK(g->Describe(g->History().size() - 1).find("Seat 0 misses this turn.") != std::string::npos);
}

// [SECTION] Magpie, Wall, Wild One ----------------------------------------------------------

TEST_CASE("Magpie: take an opponent's unprotected pair, give an unmatched nature card", "[lost-words][magpie]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Fern Ivy special:Magpie").ok());
  REQUIRE(g->ApplySetup("match 1 Bramble").ok());
  REQUIRE(g->ApplySetup("match 1 Adder wall").ok());
  REQUIRE(g->ApplySetup("wild-one 1 Willow").ok());
  REQUIRE(g->ApplySetup("match 0 Wren").ok());
  Play(*g, 0, "draw deck");
  Refused(*g, 0, "play Magpie 1 Adder give Ivy", "that pair is protected by a Wall");
  Refused(*g, 0, "play Magpie 1 Willow give Ivy", "that pair is protected by the Wild One");
  Refused(*g, 0, "play Magpie 1 Bramble give Wren", "your Wren is matched: give an unmatched nature card");
  Refused(*g, 0, "play Magpie 1 Bramble give Adder", "Adder is not one of your nature cards");
  Refused(*g, 0, "play Magpie 1 Heather give Ivy", "seat 1's Heather is not matched");
  Play(*g, 0, "play Magpie 1 Bramble give Ivy");
  CHECK(Q(*g, "row:0") == "Fern Bramble+spell Wren+spell Otter Newt Raven");
  CHECK(Q(*g, "row:1") == "Adder+spell+wall Bluebell Ivy Heather Kingfisher Willow+wild-one");
  CHECK(g->Describe(1) == "Seat 0 played Magpie, taking Seat 1's Bramble pair and giving them Ivy.");
}

TEST_CASE("the game ends the moment a Magpie completes a row", "[lost-words][magpie][end]") {
  auto h = NewGame(
      2, {"nature 0 Fern Ivy Wren Otter Newt Raven", "match 0 Fern", "match 0 Ivy", "match 0 Wren", "match 0 Otter",
          "match 0 Newt", "hand 0 Adder special:Magpie special:Lark",
          "nature 1 Adder Bluebell Bramble Heather Kingfisher Willow", "match 1 Bramble", "deck-top Kingfisher"});
  // Seat 0 holds five matched pairs and one unmatched (Raven).
  Play(*h, 0, "draw deck");
  Play(*h, 0, "play Lark");
  Play(*h, 0, "play Magpie 1 Bramble give Raven");  // wins by the Magpie
  CHECK(h->IsTerminal());
  CHECK(h->Winners() == std::vector<int>{0});
  CHECK(Q(*h, "progress:0") == "6 of 6 matched");
  Refused(*h, 0, "end", "the game is over");
}

TEST_CASE("Magpie needs an unmatched nature card to give", "[lost-words][magpie]") {
  auto g = NewGame(2, {"nature 0 Fern Ivy Wren Otter Newt Raven", "match 0 Fern", "match 0 Ivy", "match 0 Wren",
                       "match 0 Otter", "match 0 Newt", "hand 0 Adder special:Magpie",
                       "nature 1 Adder Bluebell Bramble Heather Kingfisher Willow", "match 1 Bramble"});
  Play(*g, 0, "draw deck");
  // Raven is the only unmatched card: giving it is the only legal Magpie.
  auto magpies = g->MovesWithCard(0, Card::Of(Special::kMagpie));
  REQUIRE(magpies.size() == 1);
  CHECK(magpies[0].ToString() == "play Magpie 1 Bramble give Raven");
  Refused(*g, 0, "play Magpie 1 Bramble give Fern", "your Fern is matched");
  // With every card matched the game would be over; the rules refuse the
  // Magpie anyway, checked on a state built past that point.
  State s = g->state();
  REQUIRE(s.SetupCover(0, Word::kRaven, NatureSlot::Cover::kSpell, false).ok());
  CHECK(s.Check(0, Move::Magpie(1, Word::kBramble, Word::kRaven)).reason() ==
        "you have no unmatched nature card to give");
}

TEST_CASE("Wall: protects one of your matched pairs and stays on it", "[lost-words][wall]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Fern special:Wall special:Lark").ok());
  REQUIRE(g->ApplySetup("wild-one 0 Ivy").ok());
  Play(*g, 0, "draw deck");
  Refused(*g, 0, "play Wall Wren", "your Wren is not matched: a Wall protects a matched pair");
  Refused(*g, 0, "play Wall Ivy", "your Ivy is already protected by the Wild One");
  Refused(*g, 0, "play Wall Adder", "Adder is not one of your nature cards");
  Play(*g, 0, "match Fern");
  Play(*g, 0, "play Lark");
  Play(*g, 0, "play Wall Fern");
  CHECK(Q(*g, "row:0") == "Fern+spell+wall Ivy+wild-one Wren Otter Newt Raven");
  Play(*g, 0, "end");
  // The Wall stayed on the pair; only the Lark went to the discard pile.
  CHECK(Q(*g, "discard-top") == "special:Lark");
  CHECK(g->state().row(0)[0].is_protected());
  CHECK(Q(*g, "card-total") == "60");
}

TEST_CASE("Wild One: the spell of any unmatched nature card, protected, a match action", "[lost-words][wild-one]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Fern special:Wild-One Ivy").ok());
  Play(*g, 0, "draw deck");
  Refused(*g, 0, "play Wild-One Adder", "Adder is not one of your nature cards");
  Play(*g, 0, "play Wild-One Newt");
  CHECK(Q(*g, "actions-left") == "0");
  Refused(*g, 0, "match Fern", "no actions left");
  CHECK(Q(*g, "row:0") == "Fern Ivy Wren Otter Newt+wild-one Raven");
  CHECK(g->Describe(1) == "Seat 0 played the Wild One on their Newt; it is matched and protected.");
  Play(*g, 0, "end");
  CHECK(Q(*g, "used") == "none");
  CHECK(Q(*g, "discard-top") == "spell:Starling");
}

// [SECTION] Deck and discard pile --------------------------------------------------------------

TEST_CASE("the deck is rebuilt from the discard pile, all but its top card, not shuffled", "[lost-words][deck]") {
  auto g = NewGame(2, {"hand 0 Fern Ivy Wren", "discard Otter Newt Raven special:Heron", "deck-size 0 hand 1"});
  CHECK(Q(*g, "deck-count") == "0");
  Play(*g, 0, "draw deck");
  // Otter, the oldest discard, was drawn: the new deck is Newt then Raven.
  CHECK(Q(*g, "hand:0") == "spell:Fern spell:Ivy spell:Otter spell:Wren");
  CHECK(Q(*g, "deck-count") == "2");
  CHECK(Q(*g, "deck-top") == "spell:Newt");
  CHECK(Q(*g, "discard-top") == "special:Heron");
  CHECK(Q(*g, "discard-count") == "1");
  CHECK(g->Describe(0) ==
        "The discard pile, all but its top card, was turned over to make a new deck of 3 cards. Seat 0 drew a card "
        "from the deck.");
}

TEST_CASE("both piles exhausted: the draw is skipped, nothing crashes", "[lost-words][deck]") {
  auto g = NewGame(2, {"hand 0 Fern Ivy", "discard special:Heron", "deck-size 0 hand 1"});
  CHECK(g->LegalMoves(0) == std::vector<std::string>{"draw deck"});
  Play(*g, 0, "draw deck");
  CHECK(g->Describe(0) == "The deck and the discard pile are exhausted: Seat 0 draws nothing.");
  CHECK(Q(*g, "hand-count:0") == "2");
  Play(*g, 0, "end");
  // Still two cards: the top-up was skipped too.
  CHECK(Q(*g, "hand-count:0") == "2");
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "card-total") == "60");
}

TEST_CASE("deck empty but a spell on the discard pile: take it", "[lost-words][deck]") {
  auto g = NewGame(2, {"hand 0 Fern Ivy Wren", "discard Otter", "deck-size 0 hand 1"});
  Refused(*g, 0, "draw deck", "the deck is empty: draw the top of the discard pile");
  Play(*g, 0, "draw discard");
  CHECK(Q(*g, "discard-count") == "0");  // nothing left to turn over
  Play(*g, 0, "end");
  Play(*g, 0, "discard Otter");
  CHECK(Q(*g, "discard-top") == "spell:Otter");
}

// [SECTION] The end ---------------------------------------------------------------------------

TEST_CASE("the game ends the moment a row is complete, by a match or the Wild One", "[lost-words][end]") {
  auto g = NewGame(3, {"nature 0 Fern Ivy Wren Otter Newt", "match 0 Fern", "match 0 Ivy", "match 0 Wren",
                       "match 0 Otter", "hand 0 Newt special:Lark Adder"});
  Play(*g, 0, "draw deck");
  Play(*g, 0, "play Lark");  // one action more would be spare: the game ends first
  Play(*g, 0, "match Newt");
  CHECK(g->IsTerminal());
  CHECK(g->CurrentSeat() == kTerminalSeat);
  CHECK(g->Winners() == std::vector<int>{0});
  CHECK(g->LegalMoves(0).empty());
  CHECK(g->Describe(2) == "Seat 0 matched Newt. Seat 0 has matched all their nature cards and wins!");
  const Json b = g->Breakdown();
  REQUIRE(b.size() == 3);
  CHECK(b.as_array()[0]["matched"].as_int() == 5);
  CHECK(b.as_array()[0]["by_spell"].as_int() == 5);
  CHECK(b.as_array()[0]["winner"].as_bool());
  CHECK(b.as_array()[0]["progress"].as_string() == "5 of 5 matched");
  CHECK(b.as_array()[1]["unmatched"].size() == 5);
  CHECK_FALSE(b.as_array()[1]["winner"].as_bool());
  CHECK(g->Scores() == std::vector<int>{5, 0, 0});

  auto h = NewGame(2,
                   {"nature 1 Fern Ivy Wren Otter Newt Raven", "match 1 Fern", "match 1 Ivy wall", "match 1 Wren",
                    "match 1 Otter", "match 1 Newt", "hand 1 special:Wild-One Adder Heather"},
                   1);
  Play(*h, 1, "draw deck");
  Play(*h, 1, "play Wild-One Raven");
  CHECK(h->Winners() == std::vector<int>{1});
  const Json hb = h->Breakdown();
  CHECK(hb.as_array()[1]["by_wild_one"].as_int() == 1);
  CHECK(hb.as_array()[1]["walls"].as_int() == 1);
  CHECK(hb.as_array()[1]["protected"].as_int() == 2);
}

// [SECTION] Notation ---------------------------------------------------------------------------

TEST_CASE("notation: every legal move prints and parses back to itself", "[lost-words][notation]") {
  const GameInfo info = lost_words::Descriptor();
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    GameOptions o;
    o.seats = 2 + static_cast<int>(seed % 3);
    o.seed = seed;
    auto g = LostWordsGame::Create(o);
    Rng rng(seed);
    auto bot = info.make_bot("random", nullptr);
    for (int n = 0; n < 400 && !(*g)->IsTerminal(); ++n) {
      const int seat = (*g)->CurrentSeat();
      for (const std::string& m : (*g)->LegalMoves(seat)) {
        auto parsed = Move::Parse(m);
        REQUIRE(parsed.ok());
        CHECK(parsed->ToString() == m);
      }
      REQUIRE((*g)->ApplyMove(seat, bot->ChooseMove(*(*g)->Redacted(seat), seat, rng)).ok());
    }
  }
}

TEST_CASE("notation: specials and spells of the same name are never confused", "[lost-words][notation]") {
  CHECK(Card::Parse("Acorn") == Card::Spell(Word::kAcorn));
  CHECK(Card::Parse("spell:Acorn") == Card::Spell(Word::kAcorn));
  CHECK(Card::Parse("special:Acorn") == Card::Of(Special::kAcorn));
  CHECK(Card::Parse("Wall") == Card::Of(Special::kWall));
  CHECK(Card::Parse("wild-one") == Card::Of(Special::kWildOne));
  CHECK_FALSE(Card::Parse("special:Fern").has_value());
  CHECK(Card::Of(Special::kAcorn).Token() == "special:Acorn");
  CHECK(Card::Spell(Word::kAcorn).Token() == "spell:Acorn");
  CHECK(Move::Discard(Card::Of(Special::kMagpie)).ToString() == "discard special:Magpie");
  CHECK(Move::Discard(Card::Spell(Word::kMagpie)).ToString() == "discard Magpie");
  CHECK(Move::Parse("PLAY conker 2 OTTER")->ToString() == "play Conker 2 Otter");
  CHECK(Move::Parse("play Magpie 1 Wren give Ivy")->ToString() == "play Magpie 1 Wren give Ivy");
  CHECK(Move::Parse("play WildOne Newt")->ToString() == "play Wild-One Newt");
  CHECK(Move::Parse("play Fern").error() == "spells are matched, not played: say \"match Fern\"");
  CHECK(Move::Parse("match special:Lark").error().find("a special is played, not matched") != std::string::npos);
  CHECK(Move::Parse("play Conker Otter").error() == "say \"play Conker SEAT WORD\"");
  CHECK(Move::Parse("play Magpie 1 Wren Ivy").error() == "say \"play Magpie SEAT WORD give YOUR-WORD\"");
  CHECK(Move::Parse("draw").error() == "say \"draw deck\" or \"draw discard\"");
  CHECK(Move::Parse("match Unicorn").error() == "\"Unicorn\" is not one of the twenty words");
  CHECK(Move::Parse("").error().find("say a move") != std::string::npos);
  CHECK(Move::Parse("fly away").error().find("is not a move here") != std::string::npos);
  // The view marks each card's kind.
  auto g = NewGame(2, {"hand 0 Acorn special:Acorn Fern"});
  const std::string v = g->View(0).Dump();
  CHECK(v.find("\"hand\":[\"spell:Acorn\",\"special:Acorn\",\"spell:Fern\"]") != std::string::npos);
}

// [SECTION] Hidden information -------------------------------------------------------------------

TEST_CASE("views and redacted copies show a seat only what it may see", "[lost-words][hidden]") {
  auto g = NewGame(2, TwoPlayerTable());
  const std::string v0 = g->View(0).Dump();
  CHECK(v0.find("\"hand\":[\"spell:Fern\",\"spell:Ivy\",\"special:Lark\"]") != std::string::npos);
  CHECK(v0.find("special:Conker") == std::string::npos);  // seat 1's card
  CHECK(v0.find("spell:Weasel") == std::string::npos);    // the deck's top
  CHECK(v0.find("\"hand_count\":3") != std::string::npos);
  const std::string v1 = g->View(1).Dump();
  CHECK(v1.find("special:Lark") == std::string::npos);
  CHECK(v1.find("special:Conker") != std::string::npos);
  // A spectator sees no hand at all.
  CHECK(g->View(-1).Dump().find("\"hand\":") == std::string::npos);
  // Two games that differ only in hidden cards look the same to seat 0.
  auto other = NewGame(2, TwoPlayerTable());
  REQUIRE(other->ApplySetup("hand 1 Willow Bluebell special:Acorn").ok());
  REQUIRE(other->ApplySetup("deck-top Weasel Dandelion spell:Magpie spell:Heron spell:Conker").ok());
  CHECK(g->View(0).Dump() != g->View(1).Dump());
  CHECK(other->View(0) == g->View(0));
  CHECK(other->Redacted(0)->View(0) == g->Redacted(0)->View(0));
  // ...and so the bots, which see only the redacted copy, choose alike.
  for (const char* level : {"easy", "medium", "hard"}) {
    auto bot = MakeBot(level);
    Rng a(5), b(5);
    CHECK(bot->ChooseMove(*g->Redacted(0), 0, a) == bot->ChooseMove(*other->Redacted(0), 0, b));
  }
}

TEST_CASE("a sampled world keeps what a seat saw: a card taken from the discard pile, a Heron's no",
          "[lost-words][hidden][sampler]") {
  // Seat 0 takes the Starling from the discard pile in front of seat 1.
  auto g = NewGame(2, TwoPlayerTable());
  Play(*g, 0, "draw discard");
  const auto view = g->Redacted(1);
  std::set<std::string> hands;
  for (uint64_t k = 0; k < 20; ++k) {
    Rng rng(k);
    const auto world = view->Determinize(1, rng);
    REQUIRE(world != nullptr);
    const State& w = AsLW(*world).state();
    CHECK(w.Census() == DeckComposition());
    CHECK(w.hand(1) == g->state().hand(1));
    CHECK(w.hand(0).size() == 4);
    CHECK(w.hand(0).Contains(Card::Spell(Word::kStarling)));
    for (Card c : w.deck()) CHECK_FALSE(c.IsUnknown());
    CHECK(world->View(1) == g->View(1));
    hands.insert(Q(AsLW(*world), "hand:0"));
  }
  // The rest of seat 0's hand is dealt anew each time.
  CHECK(hands.size() > 5);

  // Seat 1 said it has no Raven: seat 0's samples never put one in its hand.
  auto h = NewGame(4,
                   {"hand 0 Fern Ivy special:Heron", "hand 1 Adder Heather Willow", "hand 2 Raven Wren Willow",
                    "hand 3 Raven Otter Newt", "deck-top Weasel Dandelion special:Magpie"},
                   3);
  Play(*h, 3, "draw deck");
  Play(*h, 3, "end");
  Play(*h, 3, "discard Weasel");
  Play(*h, 0, "draw deck");
  Play(*h, 0, "play Heron Raven");
  const auto seen = h->Redacted(0);
  for (uint64_t k = 0; k < 20; ++k) {
    Rng rng(100 + k);
    const std::unique_ptr<Game> world = seen->Determinize(0, rng);
    const State& w = AsLW(*world).state();
    CHECK_FALSE(w.hand(1).Contains(Card::Spell(Word::kRaven)));
    CHECK(w.hand(0) == h->state().hand(0));
  }
  // On the real game too, a sample deals the hidden cards anew.
  Rng a(1), b(2);
  CHECK(AsLW(*h->Determinize(0, a)).state().hand(0) == h->state().hand(0));
  CHECK_FALSE(AsLW(*h->Determinize(0, a)).state() == AsLW(*h->Determinize(0, b)).state());
}

TEST_CASE("undo may not cross a move that revealed a card", "[lost-words][hidden]") {
  auto g = NewGame(2, TwoPlayerTable());
  Play(*g, 0, "draw deck");
  Play(*g, 0, "match Fern");
  Play(*g, 0, "play Lark");
  Play(*g, 0, "match Ivy");
  Play(*g, 0, "end");  // tops the hand up from the deck
  CHECK(g->RevealedInformation(0));
  CHECK_FALSE(g->RevealedInformation(1));
  CHECK_FALSE(g->RevealedInformation(3));
  CHECK(g->RevealedInformation(4));
  auto h = NewGame(2, TwoPlayerTable());
  Play(*h, 0, "draw discard");
  CHECK(h->RevealedInformation(0));  // the deck's top was turned over
}

// [SECTION] Read API for the UI -------------------------------------------------------------------

TEST_CASE("legal targets for a selected card or nature card", "[lost-words][ui]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Fern special:Conker special:Wall").ok());
  REQUIRE(g->ApplySetup("match 1 Adder").ok());
  REQUIRE(g->ApplySetup("match 1 Heather wall").ok());
  REQUIRE(g->ApplySetup("match 0 Ivy").ok());
  CHECK(g->MovesWithCard(0, Card::Spell(Word::kFern)).empty());  // draw first
  Play(*g, 0, "draw deck");
  auto as_text = [](const std::vector<Move>& ms) {
    std::vector<std::string> out;
    for (const auto& m : ms) out.push_back(m.ToString());
    return out;
  };
  CHECK(as_text(g->MovesWithCard(0, Card::Spell(Word::kFern))) == std::vector<std::string>{"match Fern"});
  CHECK(as_text(g->MovesWithCard(0, Card::Of(Special::kConker))) == std::vector<std::string>{"play Conker 1 Adder"});
  CHECK(as_text(g->MovesWithCard(0, Card::Of(Special::kWall))) == std::vector<std::string>{"play Wall Ivy"});
  CHECK(as_text(g->MovesWithNature(0, Word::kAcorn)).size() == 5);  // five unmatched cards for the spare Acorn
  CHECK(as_text(g->MovesWithNature(0, Word::kFern)) ==
        std::vector<std::string>{"match Fern", "exchange Fern Acorn", "exchange Fern Lark"});
  CHECK(as_text(g->MovesWithNature(0, Word::kAdder)) == std::vector<std::string>{"play Conker 1 Adder"});
  CHECK(g->MovesWithCard(1, Card::Spell(Word::kAdder)).empty());  // not seat 1's turn
  // The view carries the rows, progress and counts the table draws.
  const Json v = g->View(0);
  const Json& p1 = v["players"].as_array()[1];
  CHECK(p1["matched"].as_int() == 2);
  CHECK(p1["total"].as_int() == 6);
  CHECK(g->Progress(1) == "2 of 6 matched");
  CHECK(p1["row"].as_array()[3].as_string() == "Heather|spell:Heather|wall");
  CHECK(p1["row"].as_array()[0].as_string() == "Adder|spell:Adder");
  CHECK(p1["row"].as_array()[1].as_string() == "Bluebell");
  CHECK(v["deck_count"].as_int() == g->state().deck().size());
  CHECK(v["discard_top"].as_string() == "spell:Starling");
  CHECK(v["actions_left"].as_int() == 1);
}

TEST_CASE("narration uses the players' names", "[lost-words][ui]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Otter Ivy special:Conker").ok());
  REQUIRE(g->ApplySetup("match 1 Adder").ok());
  Play(*g, 0, "draw deck");
  Play(*g, 0, "play Conker 1 Adder");
  CHECK(g->Describe(1, {"Ana", "Ben"}) ==
        "Ana played Conker on Ben's Adder; the Adder spell goes to the discard pile.");
  Play(*g, 1, "conker-reply decline");
  Play(*g, 0, "end");
  CHECK(g->Describe(3, {"Ana", "Ben"}).find("Ana's used Conker goes to the discard pile.") == 0);
}

// [SECTION] Bots ----------------------------------------------------------------------------------

namespace {
int Wins(const std::string& a, const std::string& b, int games, int seats = 2) {
  const GameInfo info = lost_words::Descriptor();
  int wins = 0;
  for (int k = 0; k < games; ++k) {
    // Both seat orders, so the first player's edge cancels out.
    const bool swap = k % 2 == 1;
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < seats; ++s) bots.push_back(info.make_bot((s == 0) != swap ? a : b, nullptr));
    GameOptions o;
    o.seats = seats;
    o.seed = 9000 + static_cast<uint64_t>(k);
    const MatchResult r = PlayMatch(info, o, bots, nullptr);
    REQUIRE(r.finished);
    if (r.winners == std::vector<int>{swap ? 1 : 0}) ++wins;
  }
  return wins;
}
}  // namespace

TEST_CASE("stronger bots win more", "[lost-words][bots]") {
  CHECK(Wins("easy", "random", 100) >= 85);
  CHECK(Wins("medium", "easy", 100) >= 60);
  CHECK(Wins("hard", "easy", 60) >= 40);
}

TEST_CASE("medium uses specials sensibly", "[lost-words][bots]") {
  Rng rng(3);
  // Conker on the leader (seat 2), not on seat 1.
  auto g =
      NewGame(3, {"nature 0 Raven Starling Willow Acorn Lark", "nature 1 Adder Bluebell Bramble Heather Kingfisher",
                  "match 1 Adder", "nature 2 Fern Ivy Wren Otter Newt", "match 2 Fern", "match 2 Ivy",
                  "hand 0 special:Conker Weasel Dandelion", "deck-top Bluebell"});
  Play(*g, 0, "draw deck");
  const auto red = g->Redacted(0);
  const Move m = MediumMove(AsLW(*red).state(), 0, rng);
  CHECK(m.kind == Move::Kind::kPlay);
  CHECK(m.special == Special::kConker);
  CHECK(m.target == 2);
  // Heron for a needed spell whose copies are not both in sight.
  auto h = NewGame(2, {"nature 0 Fern Ivy Wren Otter Newt Raven", "hand 0 special:Heron Weasel Adder",
                       "discard Fern Fern Ivy", "deck-top Kingfisher"});
  Play(*h, 0, "draw deck");
  const Move heron = MediumMove(AsLW(*h->Redacted(0)).state(), 0, rng);
  CHECK(heron.kind == Move::Kind::kPlay);
  CHECK(heron.special == Special::kHeron);
  CHECK(heron.word != Word::kFern);  // both Fern spells are on the discard pile
  CHECK(heron.word != Word::kIvy);   // Ivy has one copy left, others two
}

TEST_CASE("hard takes a win on the table and answers Conkers", "[lost-words][bots]") {
  Rng rng(4);
  auto g = NewGame(
      2, {"nature 0 Fern Ivy Wren Otter Newt Raven", "match 0 Fern", "match 0 Ivy", "match 0 Wren", "match 0 Otter",
          "match 0 Newt", "hand 0 special:Magpie Weasel Adder",
          "nature 1 Adder Bluebell Bramble Heather Kingfisher Willow", "match 1 Bramble", "deck-top Kingfisher"});
  Play(*g, 0, "draw deck");
  CHECK(HardMove(AsLW(*g->Redacted(0)).state(), 0, rng).ToString() == "play Magpie 1 Bramble give Raven");
  auto h = NewGame(2, TwoPlayerTable());
  REQUIRE(h->ApplySetup("hand 0 Otter Ivy special:Conker").ok());
  REQUIRE(h->ApplySetup("match 1 Adder").ok());
  REQUIRE(h->ApplySetup("hand 1 Adder Heather Willow").ok());
  Play(*h, 0, "draw deck");
  Play(*h, 0, "play Conker 1 Adder");
  CHECK(HardMove(AsLW(*h->Redacted(1)).state(), 1, rng).ToString() == "conker-reply rematch");
}

TEST_CASE("a seat's snapshot holds only what it sees, and a damaged one is refused", "[lost-words][snapshot]") {
  auto g = NewGame(2, TwoPlayerTable());
  Play(*g, 0, "draw deck");
  Play(*g, 0, "match Fern");
  // Seat 1 holds Adder Heather special:Conker; no other Adder spell or Conker
  // special is in sight (the rest are in the deck).
  const std::string mine = g->Redacted(1)->Snapshot().Dump();
  const std::string theirs = g->Redacted(0)->Snapshot().Dump();
  CHECK(mine.find("spell:Adder") != std::string::npos);
  CHECK(mine.find("special:Conker") != std::string::npos);
  CHECK(theirs.find("spell:Adder") == std::string::npos);
  CHECK(theirs.find("special:Conker") == std::string::npos);
  CHECK(theirs.find("spell:Weasel") != std::string::npos);  // seat 0 drew it
  CHECK(mine.find("spell:Weasel") == std::string::npos);
  CHECK(theirs.find("\"history\":[{") != std::string::npos);

  // A guest rebuilds seat 0's table from the text.
  GameOptions o = g->Redacted(0)->Options();
  auto guest = LostWordsGame::Create(o);
  REQUIRE(guest.ok());
  REQUIRE((*guest)->Restore(*Json::Parse(theirs)).ok());
  CHECK((*guest)->Snapshot().Dump() == theirs);
  CHECK((*guest)->View(0) == g->View(0));
  CHECK(AsLW(**guest).Describe(1) == g->Describe(1));

  // Damaged: a card that does not exist, an event's card code out of range,
  // a snapshot of a three-seat table. Each is refused and changes nothing.
  auto damaged = [&](std::string text, const std::string& from, const std::string& to) {
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    Result<Json> parsed = Json::Parse(text);
    REQUIRE(parsed.ok());
    return *parsed;
  };
  const std::vector<Json> bad = {
      damaged(theirs, "\"hand\":[\"spell:", "\"hand\":[\"spell:Nope"),
      damaged(theirs, "[[5,0,-1,6,0,0,0]]", "[[5,0,-1,6,0,28,0]]"),
      damaged(theirs, "\"turn\":0", "\"turn\":2"),
      NewGame(3, {})->Redacted(0)->Snapshot(),
  };
  for (const Json& j : bad) {
    const Status st = (*guest)->Restore(j);
    INFO(st.reason());
    CHECK_FALSE(st.ok());
    CHECK((*guest)->Snapshot().Dump() == theirs);
  }
  CHECK((*guest)->Options().seed == 0);
}

// [SECTION] In words (the accessibility mirror) ------------------------------------------------

TEST_CASE("in words: the table and the moves as a screen reader says them", "[lost-words][words]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("match 1 Adder").ok());
  REQUIRE(g->ApplySetup("hand 0 Fern Ivy special:Conker").ok());
  Play(*g, 0, "draw deck");  // the Weasel spell
  const std::vector<std::string> names = {"You", "Ana"};
  const std::vector<Game::TextPart> parts = g->DescribeTable(0, names);
  std::string text;
  for (const auto& p : parts) {
    text += "## " + p.heading + "\n";
    for (const auto& l : p.lines) text += l + "\n";
  }
  WARN(text);
  REQUIRE(parts.size() >= 5);
  CHECK(parts[0].heading == "Turn");
  CHECK(parts[0].lines[0] ==
        "Your turn: 1 action left; match a spell, play a special or exchange a nature card for a spare, then end your "
        "actions.");
  CHECK(parts[1].lines == std::vector<std::string>{"You have 0 of 6 matched.", "Ana has 1 of 6 matched."});
  CHECK(parts[2].heading == "Your hand");
  CHECK(parts[2].lines == std::vector<std::string>{"Fern spell: matches your Fern", "Ivy spell: matches your Ivy",
                                                   "Conker special: knock the spell off an opponent's pair",
                                                   "Weasel spell"});
  CHECK(parts[3].heading == "Your row");
  CHECK(parts[3].lines[0] == "Fern: unmatched");
  CHECK(parts[4].heading == "Ana's row");
  CHECK(parts[4].lines[0] == "Adder: matched by its spell");
  CHECK(parts[4].lines.back() == "Ana holds 3 cards.");
  CHECK(parts.back().lines == std::vector<std::string>{"Spare nature cards: Acorn and Lark.",
                                                       "Discard pile: 1 card, the Starling spell on top.",
                                                       "Deck: " + std::to_string(g->state().deck().size()) + " cards."});

  std::string moves;
  for (const std::string& m : g->LegalMoves(0)) {
    const Game::MoveText t = g->DescribeLegalMove(0, m, names);
    moves += "[" + t.kind + "] " + t.label + "\n";
  }
  WARN(moves);
  auto label = [&](const std::string& m) { return g->DescribeLegalMove(0, m, names); };
  CHECK(label("match Fern").label == "Match your Fern with the Fern spell");
  CHECK(label("match Fern").kind == "Match");
  CHECK(label("play Conker 1 Adder").label == "Play Conker on Ana's Adder: knock its spell off");
  CHECK(label("exchange Ivy Lark").label == "Exchange your Ivy for the spare Lark");
  CHECK(label("end").label == "End your actions");
  // The other seat's view: the hand is only a count.
  const std::vector<Game::TextPart> theirs = g->DescribeTable(1, {"Ben", "You"});
  CHECK(theirs[0].lines[0] == "Ben's turn: taking actions (1 action left).");
  CHECK(theirs[3].heading == "Your row");
  CHECK(theirs[4].heading == "Ben's row");
  CHECK(theirs[4].lines.back() == "Ben holds 4 cards.");
}

// [SECTION] How long a move stays on screen --------------------------------------------------

TEST_CASE("a draw is held for part of the pace, a quiet end for less, a play and a win whole",
          "[lost-words][hold]") {
  auto g = NewGame(2, TwoPlayerTable());
  REQUIRE(g->ApplySetup("hand 0 Fern special:Acorn special:Lark").ok());
  Play(*g, 0, "draw deck");
  CHECK(g->HoldShare(0) == LostWordsGame::kDrawHoldShare);
  Play(*g, 0, "play Acorn");
  CHECK(g->HoldShare(1) == 1.0);
  Play(*g, 0, "end");  // the Acorn goes to the discard pile: a card moves
  CHECK(g->HoldShare(2) == 1.0);
  Play(*g, 0, "discard Dandelion");
  CHECK(g->HoldShare(3) == 1.0);
  Play(*g, 0, "discard Magpie");
  REQUIRE(g->CurrentSeat() == 1);
  Play(*g, 1, "draw deck");
  REQUIRE(Q(*g, "hand-count:1") == "4");
  Play(*g, 1, "end");  // nothing moves yet: the discard is a move of its own
  CHECK(g->HoldShare(6) == LostWordsGame::kQuietHoldShare);
  CHECK(LostWordsGame::kDrawHoldShare < 1.0);
  CHECK(LostWordsGame::kQuietHoldShare < LostWordsGame::kDrawHoldShare);
}
