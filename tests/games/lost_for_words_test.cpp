// Lost for Words: every rule and refusal, the rulebook's scoring table, the
// public read API, bots, and the random simulation over thousands of games.
#include "games/lost_for_words/lost_for_words.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/record.h"
#include "games/lost_for_words/bots.h"
#include "support/game_test_util.h"
#include "support/simulation.h"

namespace lf::lost_for_words {
namespace {

const Dictionary& Dict() { return lf::testing::TestDictionary(); }
using lf::testing::Must;
using lf::testing::Setup;
using lf::testing::Variant;

std::unique_ptr<LostForWords> NewGame(Json variant = Json(Json::Object{}), uint64_t seed = 1) {
  GameOptions options;
  options.seats = 2;
  options.seed = seed;
  options.variant = std::move(variant);
  auto created = lost_for_words::Descriptor().create(options, &Dict());
  INFO(created.error());
  REQUIRE(created.ok());
  auto* game = dynamic_cast<LostForWords*>(created->get());
  REQUIRE(game != nullptr);
  created->release();
  return std::unique_ptr<LostForWords>(game);
}

// Refused with a reason containing `reason`, and nothing changed.
void Refused(LostForWords& g, int seat, const std::string& move, const std::string& reason) {
  const std::string before = testing::StateFingerprint(g);
  const Status st = g.ApplyMove(seat, move);
  INFO("move \"" << move << "\"");
  REQUIRE_FALSE(st.ok());
  INFO("reason: " << st.reason());
  CHECK(st.reason().find(reason) != std::string::npos);
  CHECK(testing::StateFingerprint(g) == before);
}

// [SECTION] An independent reading of the spec, for recomputation.

// The spec's table as printed: letter groups, copies each, value each.
struct SpecRow {
  const char* letters;
  int copies;
  int value;
};
constexpr SpecRow kSpecTable[] = {
    {"E", 9, 2}, {"AI", 6, 2}, {"O", 5, 2}, {"U", 3, 2},      {"S", 6, 3},    {"RTN", 5, 3},
    {"L", 4, 3}, {"D", 3, 3},  {"C", 3, 5}, {"GPMHBY", 2, 5}, {"FKWV", 1, 7}, {"ZXJQ", 1, 10},
};

int SpecValue(char c) {
  for (const auto& row : kSpecTable)
    if (std::string(row.letters).find(c) != std::string::npos) return row.value;
  FAIL("no value for " << c);
  return 0;
}

// The rulebook's column score, written from the rules text, not the engine.
int RecomputeColumn(const Column& col, bool alternative) {
  if (col.letters.empty() && col.multipliers == 0) return 0;
  int sum = 0;
  for (char c : col.letters) sum += SpecValue(c);
  const bool valid = col.letters.size() >= 5 && Dict().Contains(col.letters);
  const int times = 1 + col.multipliers;
  const int bonus = valid && col.letters.size() >= 7 ? 10 : 0;
  if (!alternative) return (-10 + (valid ? sum : 0)) * times + bonus;
  return (valid ? sum : -sum) * times + bonus;
}

int RecomputeSeat(const LostForWords& g, int seat) {
  int total = 0;
  for (int c = 0; c < kColumns; ++c)
    total += RecomputeColumn(g.ColumnAt(seat, c), g.settings().scoring == Scoring::kAlternative);
  return total;
}

// [SECTION] Cards

TEST_CASE("the deck is the spec's 80 cards: 29 red vowels, 51 black consonants") {
  int total = 0, vowels = 0;
  for (const auto& row : kSpecTable)
    for (const char* p = row.letters; *p; ++p) {
      INFO(*p);
      CHECK(LetterCopies(*p) == row.copies);
      CHECK(LetterValue(*p) == row.value);
      total += row.copies;
      if (IsVowel(*p)) vowels += row.copies;
    }
  CHECK(total == 80);
  CHECK(kDeckSize == 80);
  CHECK(vowels == 29);
  CHECK_FALSE(IsVowel('Y'));
  CHECK(PileOf('Y') == Pile::kBlack);
  CHECK(PileOf('U') == Pile::kRed);
  std::set<char> letters;
  for (const auto& spec : kDeckTable) letters.insert(spec.letter);
  CHECK(letters.size() == 26);
}

TEST_CASE("a new game deals eight cards each from a shuffled deck, and the seed fixes the deal") {
  auto g = NewGame();
  CHECK(g->Hand(0).size() == 8);
  CHECK(g->Hand(1).size() == 8);
  CHECK(g->DeckCount() == 64);
  CHECK(g->CountAllCards() == FullDeckCounts());
  CHECK(g->CurrentSeat() == 0);
  CHECK(g->phase() == Phase::kAct);
  auto same = NewGame(Json(Json::Object{}), 1);
  auto other = NewGame(Json(Json::Object{}), 2);
  CHECK(same->Hand(0) == g->Hand(0));
  CHECK((other->Hand(0) != g->Hand(0) || other->Hand(1) != g->Hand(1)));
}

// [SECTION] Options

TEST_CASE("options: scoring, play_and_discard and first are read, and anything else is refused") {
  const GameInfo info = lost_for_words::Descriptor();
  CHECK(info.needs_dictionary);
  CHECK(info.min_seats == 2);
  CHECK(info.max_seats == 2);
  GameOptions o;
  o.seats = 2;
  o.variant = Variant({{"scoring", "alternative"}, {"play_and_discard", true}, {"first", 1}});
  auto ok = info.create(o, &Dict());
  REQUIRE(ok.ok());
  CHECK((*ok)->CurrentSeat() == 1);
  auto* g = dynamic_cast<LostForWords*>(ok->get());
  CHECK(g->settings().scoring == Scoring::kAlternative);
  CHECK(g->settings().play_and_discard);

  o.variant = Variant({{"scoring", "fancy"}});
  CHECK(info.create(o, &Dict()).error().find("standard") != std::string::npos);
  o.variant = Variant({{"colour", "red"}});
  CHECK(info.create(o, &Dict()).error().find("no option \"colour\"") != std::string::npos);
  o.variant = Variant({{"first", 2}});
  CHECK_FALSE(info.create(o, &Dict()).ok());
  o.variant = Variant({{"play_and_discard", "yes"}});
  CHECK_FALSE(info.create(o, &Dict()).ok());
  o.variant = Json(Json::Object{});
  o.seats = 3;
  CHECK(info.create(o, &Dict()).error().find("two players") != std::string::npos);
  o.seats = 2;
  CHECK(info.create(o, nullptr).error().find("dictionary") != std::string::npos);
}

// [SECTION] Notation

TEST_CASE("move notation round-trips and nonsense is refused with an example") {
  for (const char* text : {"play E 2", "mult A 3", "discard Q", "draw deck", "draw red", "draw black"}) {
    auto a = Move::Parse(text);
    REQUIRE(a.ok());
    CHECK(a->ToString() == text);
  }
  auto lower = Move::Parse("play e 5");
  REQUIRE(lower.ok());
  CHECK(lower->letter == 'E');
  CHECK(lower->column == 4);
  CHECK(Move::Parse("play E 6").error() == "columns are numbered 1 to 5");
  CHECK(Move::Parse("play E 0").error() == "columns are numbered 1 to 5");
  CHECK(Move::Parse("play 3 2").error().find("not a letter") != std::string::npos);
  CHECK(Move::Parse("draw hand").error().find("draw from the deck") != std::string::npos);
  CHECK(Move::Parse("").error().find("play E 2") != std::string::npos);
  CHECK(Move::Parse("insert E 2 1").error().find("play E 2") != std::string::npos);
}

// [SECTION] Turn order and phases

TEST_CASE("a turn is play or discard, then draw, and each step is its own move") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Refused(*g, 0, "draw deck", "play or discard a card before you draw");
  Refused(*g, 1, "play A 1", "not your turn");
  Refused(*g, 0, "play Z 1", "you have no Z in your hand");
  Must(*g, 0, "play S 1");
  CHECK(g->phase() == Phase::kDraw);
  CHECK(g->CurrentSeat() == 0);
  CHECK(g->Hand(0).size() == 7);
  Refused(*g, 0, "play T 1", "draw a card now");
  Refused(*g, 0, "draw red", "the red pile is empty");
  Must(*g, 0, "draw deck");
  CHECK(g->Hand(0).size() == 8);
  CHECK(g->CurrentSeat() == 1);
  CHECK(g->DeckCount() == 63);
  // The legal moves are exactly what the rules allow now.
  const auto moves = g->LegalMoves(1);
  CHECK(std::find(moves.begin(), moves.end(), "play A 5") != moves.end());
  CHECK(std::find(moves.begin(), moves.end(), "mult U 1") != moves.end());
  CHECK(std::find(moves.begin(), moves.end(), "mult B 1") == moves.end());
  CHECK(std::find(moves.begin(), moves.end(), "discard D") != moves.end());
  CHECK(std::find(moves.begin(), moves.end(), "draw deck") == moves.end());
  CHECK(g->LegalMoves(0).empty());
}

TEST_CASE("letters go on the end of the word, and there are five columns") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 S T A R E N L D");
  Setup(*g, "deck T A R E");
  Must(*g, 0, "play S 3");
  Must(*g, 0, "draw deck");  // T
  Must(*g, 1, "discard D");
  Must(*g, 1, "draw deck");  // A
  Must(*g, 0, "play T 3");
  CHECK(g->ColumnAt(0, 2).letters == "ST");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "play A 5");
  Must(*g, 1, "draw deck");
  Must(*g, 0, "play A 3");
  CHECK(g->ColumnAt(0, 2).letters == "STA");
  CHECK(g->ColumnAt(1, 4).letters == "A");
  CHECK(Move::Parse("play E 6").error() == "columns are numbered 1 to 5");
}

// [SECTION] Multipliers

TEST_CASE("multipliers: vowels only, before the first letter, all the same vowel, at most three") {
  auto g = NewGame();
  Setup(*g, "hand 0 A A A A E S T R");
  Setup(*g, "hand 1 A E I O U B C D");
  Setup(*g, "deck A E O S");
  Refused(*g, 0, "mult S 1", "only a vowel");
  Must(*g, 0, "mult A 1");
  CHECK(g->ColumnAt(0, 0).multipliers == 1);
  CHECK(g->ColumnAt(0, 0).multiplier == 'A');
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard B");
  Must(*g, 1, "draw deck");
  Refused(*g, 0, "mult E 1", "column 1's multipliers are A: every multiplier in a column must be the same vowel");
  Must(*g, 0, "mult A 1");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard C");
  Must(*g, 1, "draw deck");
  Must(*g, 0, "mult A 1");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard D");
  Must(*g, 1, "draw deck");
  Refused(*g, 0, "mult A 1", "already has three multipliers");
  CHECK(g->ColumnValue(0, 0).total == -40);
  Must(*g, 0, "play S 2");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard E");
  Must(*g, 1, "draw deck");
  Refused(*g, 0, "mult A 2", "multipliers go before a column's first letter: column 2 already has letters (S)");
}

// [SECTION] Discards and draws

TEST_CASE("discards go on their colour's pile and cannot be drawn back the same turn") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Setup(*g, "pile black K");
  Must(*g, 0, "discard Q");
  CHECK(g->PileTop(Pile::kBlack) == 'Q');
  CHECK(g->pile_blocked(Pile::kBlack));
  Refused(*g, 0, "draw black", "you discarded that card this turn");
  const auto moves = g->LegalMoves(0);
  CHECK(std::find(moves.begin(), moves.end(), "draw black") == moves.end());
  Must(*g, 0, "draw deck");
  // The opponent may take it.
  Must(*g, 1, "discard E");
  Refused(*g, 1, "draw red", "you discarded that card this turn");
  Must(*g, 1, "draw black");
  CHECK(g->Hand(1).find('Q') != std::string::npos);
  CHECK(g->KnownHandCards(1) == "Q");
  CHECK(g->PileTop(Pile::kBlack) == 'K');
  // Now seat 0 may take what seat 1 discarded.
  Must(*g, 0, "discard A");
  Refused(*g, 0, "draw red", "you discarded that card this turn");
  Must(*g, 0, "draw black");
  CHECK(g->KnownHandCards(0) == "K");
  Must(*g, 1, "play Q 1");
  CHECK(g->KnownHandCards(1).empty());
}

TEST_CASE("the game ends the moment the deck's last card is drawn") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "deck-size 2");
  CHECK(g->DeckCount() == 2);
  CHECK(g->CountAllCards() == FullDeckCounts());
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  CHECK_FALSE(g->IsTerminal());
  Must(*g, 1, "play " + std::string(1, g->Hand(1)[0]) + " 1");
  // A pile draw leaves the deck alone; only the deck's last card ends it.
  Must(*g, 1, "draw black");
  CHECK_FALSE(g->IsTerminal());
  Must(*g, 0, "play S 1");
  Must(*g, 0, "draw deck");
  CHECK(g->IsTerminal());
  CHECK(g->phase() == Phase::kOver);
  CHECK(g->DeckCount() == 0);
  CHECK(g->LegalMoves(1).empty());
  Refused(*g, 1, "play A 1", "the game is over");
  CHECK(g->Winners() == HighestScorers(g->Scores()));
  CHECK(g->Describe(g->History().size() - 1, "Ana") == "Ana drew the last card of the deck: the game is over.");
}

TEST_CASE("play-and-discard variant: play one and discard one, then draw two") {
  auto g = NewGame(Variant({{"play_and_discard", true}}));
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Setup(*g, "pile black K");
  Refused(*g, 0, "draw deck", "play a card and discard a card before you draw");
  Must(*g, 0, "discard Q");
  Refused(*g, 0, "discard L", "you have already discarded this turn");
  Refused(*g, 0, "draw deck", "play a card before you draw");
  Must(*g, 0, "play S 1");
  CHECK(g->phase() == Phase::kDraw);
  CHECK(g->draws_left() == 2);
  Refused(*g, 0, "draw black", "you discarded that card this turn");
  Must(*g, 0, "draw deck");
  CHECK(g->CurrentSeat() == 0);
  Refused(*g, 0, "draw black", "you discarded that card this turn");
  Must(*g, 0, "draw deck");
  CHECK(g->Hand(0).size() == 8);
  CHECK(g->CurrentSeat() == 1);
  CHECK(g->DeckCount() == 61);  // 64, less the K laid on the pile, less two
  // Play first, then discard; the second draw may take a card the first uncovered.
  Must(*g, 1, "play B 1");
  Refused(*g, 1, "play C 2", "you have already played a card this turn");
  Refused(*g, 1, "draw deck", "discard a card before you draw");
  Must(*g, 1, "discard A");
  Must(*g, 1, "draw black");  // Q
  Must(*g, 1, "draw black");  // K, uncovered by the first draw
  CHECK(g->KnownHandCards(1) == "KQ");
  CHECK(g->Hand(1).size() == 8);
  CHECK(g->CountAllCards() == FullDeckCounts());
}

TEST_CASE("play-and-discard variant: the game can end on the first of the two draws") {
  auto g = NewGame(Variant({{"play_and_discard", true}}));
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "deck-size 1");
  Must(*g, 0, "play S 1");
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  CHECK(g->IsTerminal());
  CHECK(g->Hand(0).size() == 7);
}

// [SECTION] Scoring

TEST_CASE("column scoring, standard and alternative, as the rulebook's table") {
  auto standard = [](const Column& c) { return ScoreColumn(c, Scoring::kStandard, Dict()); };
  auto alternative = [](const Column& c) { return ScoreColumn(c, Scoring::kAlternative, Dict()); };
  Column empty;
  CHECK(standard(empty).total == 0);
  CHECK(alternative(empty).total == 0);
  CHECK(standard(empty).empty);

  Column three{"", 'A', 3};
  CHECK(standard(three).total == -40);
  CHECK(alternative(three).total == 0);

  Column drain{"DRAIN", 0, 0};  // 3+3+2+2+3
  ColumnScore row = standard(drain);
  CHECK(row.valid);
  CHECK(row.base == -10);
  CHECK(row.points == 13);
  CHECK(row.subtotal == 3);
  CHECK(row.factor == 1);
  CHECK(row.bonus == 0);
  CHECK(row.total == 3);
  CHECK(alternative(drain).total == 13);

  // Seven letters: +10 after the multiplier, not multiplied.
  Column ballast{"BALLAST", 'E', 2};  // 21 points
  row = standard(ballast);
  CHECK(row.subtotal == 11);
  CHECK(row.factor == 3);
  CHECK(row.bonus == 10);
  CHECK(row.total == 43);
  CHECK(alternative(ballast).total == 73);
  CHECK(FormatScoreRow(row) == "base -10 points 21 subtotal 11 multiplier x3 bonus 10 total 43");

  // Fewer than five letters scores no points even when it is a word.
  Column code{"CODE", 'O', 1};
  row = standard(code);
  CHECK_FALSE(row.valid);
  CHECK(row.points == 0);
  CHECK(row.total == -20);
  row = alternative(code);
  CHECK(row.points == -12);
  CHECK(row.total == -24);
  CHECK(FormatScoreRow(row) == "base 0 points -12 subtotal -12 multiplier x2 bonus 0 total -24");

  // Not a word, or unfinished: as if no points.
  Column junk{"QXZVJ", 0, 0};
  CHECK(standard(junk).total == -10);
  CHECK(alternative(junk).total == -47);
  Column unfinished{"BALLAS", 0, 0};
  CHECK(standard(unfinished).total == -10);
}

TEST_CASE("the rulebook's example layout scores 46 standard and 102 alternative") {
  for (const bool alternative : {false, true}) {
    auto g = NewGame(alternative ? Variant({{"scoring", "alternative"}}) : Json(Json::Object{}));
    Setup(*g, "column 0 1 mult I letters ANSWER");
    Setup(*g, "column 0 2 letters DRAIN");
    Setup(*g, "column 0 3 mult E mult E letters BALLAST");
    Setup(*g, "column 0 4 mult O letters CODE");
    CHECK(g->CountAllCards() == FullDeckCounts());
    CHECK(g->Scores()[0] == (alternative ? 102 : 46));
    CHECK(g->Scores()[1] == 0);
    const auto rows = g->Breakdown(0);
    REQUIRE(rows.size() == 5);
    const std::vector<int> totals =
        alternative ? std::vector<int>{40, 13, 73, -24, 0} : std::vector<int>{20, 3, 43, -20, 0};
    for (size_t c = 0; c < 5; ++c) CHECK(rows[c].total == totals[c]);
    CHECK(rows[4].empty);
    const Json table = g->BreakdownJson();
    CHECK(table.size() == 2);
    CHECK(table.as_array()[0]["total"].as_int() == (alternative ? 102 : 46));
    CHECK(table.as_array()[0]["columns"].as_array()[2]["bonus"].as_int() == 10);
    CHECK(table.as_array()[0]["columns"].as_array()[2]["multiplier"].as_int() == 3);
  }
}

// [SECTION] Set-up language and queries

TEST_CASE("the long-word bonus a move newly earned is the engine's, for the table to cheer") {
  REQUIRE(Dict().Contains("BALLAST"));
  REQUIRE(Dict().Contains("CARTOONS"));
  auto g = NewGame();
  Setup(*g, "column 0 1 mult E letters BALLAS");
  Setup(*g, "column 0 2 letters CARTOON");  // seven letters: the bonus is already there
  Setup(*g, "column 1 1 letters STATIO");
  Setup(*g, "hand 0 T S E R A N L Q");
  Setup(*g, "hand 1 N E R A I O U Q");
  Must(*g, 0, "play T 1");  // BALLAST: a valid seven-letter word, newly
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == kLongWordBonus);
  Must(*g, 0, "draw deck");
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == 0);  // a draw earns nothing
  Must(*g, 1, "discard Q");
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == 0);
  Must(*g, 1, "draw deck");
  Must(*g, 0, "play S 2");  // CARTOONS: still a bonus, but not a new one
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == 0);
  Must(*g, 0, "draw deck");
  Must(*g, 1, "play N 1");  // STATION: the opponent's column counts the same
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == kLongWordBonus);
  // Looking back changes nothing: the first play still earned it, and a
  // seat's redacted copy agrees.
  CHECK(LongWordBonusEarned(*g, 0) == kLongWordBonus);
  const auto view = g->Redacted(1);
  CHECK(LongWordBonusEarned(static_cast<const LostForWords&>(*view), 0) == kLongWordBonus);
}

TEST_CASE("a discard dropped on a pile goes on its colour's pile, or is refused with the rule") {
  CHECK(CheckDiscardOnto('E', Pile::kRed).ok());
  CHECK(CheckDiscardOnto('Q', Pile::kBlack).ok());
  CHECK(CheckDiscardOnto('E', Pile::kBlack).reason() == "E is a vowel: it goes on the red (vowel) pile.");
  CHECK(CheckDiscardOnto('Q', Pile::kRed).reason() == "Q is a consonant: it goes on the black (consonant) pile.");
}

TEST_CASE("set-up lines move cards, never create them, and refuse impossible layouts") {
  auto g = NewGame();
  Setup(*g, "column 1 5 mult U mult U mult U");
  CHECK(g->CountAllCards() == FullDeckCounts());
  const std::string before = testing::StateFingerprint(*g);
  CHECK(g->ApplySetup("column 1 5 letters A").reason().find("not empty") != std::string::npos);
  CHECK(g->ApplySetup("column 0 1 mult U").reason().find("no U is left") != std::string::npos);
  CHECK(g->ApplySetup("column 0 1 mult A mult E").reason().find("same vowel") != std::string::npos);
  CHECK(g->ApplySetup("column 0 1 mult S").reason().find("only a vowel") != std::string::npos);
  CHECK(g->ApplySetup("column 0 1 letters A mult E").reason().find("before") != std::string::npos);
  CHECK(g->ApplySetup("hand 0 A B").reason().find("eight") != std::string::npos);
  CHECK(g->ApplySetup("hand 0 Q Q A A A A A A").reason().find("no Q is left") != std::string::npos);
  CHECK(g->ApplySetup("pile red Q").reason().find("consonant") != std::string::npos);
  CHECK(g->ApplySetup("deck-size 0").reason().find("at least 1") != std::string::npos);
  CHECK(g->ApplySetup("shuffle").reason().find("unknown set-up") != std::string::npos);
  CHECK(testing::StateFingerprint(*g) == before);
  Setup(*g, "hand 0 J X Z Q K W V F");
  CHECK(g->Hand(0) == "FJKQVWXZ");
  CHECK(g->CountAllCards() == FullDeckCounts());
  Setup(*g, "deck E A");
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  CHECK(g->Hand(0).find('E') != std::string::npos);
  CHECK(g->ApplySetup("deck A").reason().find("before the first move") != std::string::npos);
}

TEST_CASE("queries name the facts a scenario checks") {
  auto g = NewGame();
  Setup(*g, "column 0 2 mult A letters STR");
  Setup(*g, "column 1 1 letters QXZ");
  Setup(*g, "pile red E I");
  auto q = [&](const std::string& key) {
    auto r = g->Query(key);
    INFO(key << ": " << r.error());
    REQUIRE(r.ok());
    return *r;
  };
  CHECK(q("deck-count") == std::to_string(g->DeckCount()));
  CHECK(q("phase") == "act");
  CHECK(q("current") == "0");
  CHECK(q("red-top") == "I");
  CHECK(q("red-count") == "2");
  CHECK(q("black-top") == "-");
  CHECK(q("black-count") == "0");
  CHECK(q("word-0-2") == "STR");
  CHECK(q("word-0-1") == "-");
  CHECK(q("mult-0-2") == "1");
  CHECK(q("value-0-2") == "-20");
  CHECK(q("alive-0-2") == "yes");
  CHECK(q("alive-1-1") == "no");
  CHECK(q("row-0-2") == "base -10 points 0 subtotal -10 multiplier x2 bonus 0 total -20");
  CHECK(q("score-0") == "-20");
  CHECK(q("hand-0") == g->Hand(0));
  CHECK_FALSE(g->Query("word-0-6").ok());
  CHECK_FALSE(g->Query("word-2-1").ok());
  CHECK_FALSE(g->Query("colour").ok());
}

// [SECTION] The public read API

TEST_CASE("columns report their word, value now, whether they can still become a word, and hints") {
  auto g = NewGame();
  Setup(*g, "column 0 1 letters STR");
  Setup(*g, "column 0 2 letters QXZ");
  CHECK(g->ColumnAlive(0, 0));
  CHECK_FALSE(g->ColumnAlive(0, 1));
  CHECK(g->ColumnAlive(0, 2));  // empty: anything may still come
  const auto hints = g->Hints(0, 0, 3);
  REQUIRE(!hints.empty());
  CHECK(hints.size() <= 3);
  for (const auto& w : hints) {
    CHECK(w.rfind("STR", 0) == 0);
    CHECK(w.size() >= 5);
    CHECK(Dict().Contains(w));
  }
  CHECK(g->Hints(0, 1, 3).empty());
  Setup(*g, "hand 0 S T A R E N L E");
  const auto for_e = g->ActionsForCard(0, 'E');
  // Five plays, multipliers on the three columns without letters, one discard.
  CHECK(for_e.size() == 5 + 3 + 1);
  CHECK(g->ActionsForCard(0, 'Q').empty());
}

TEST_CASE("a redacted copy hides the other hand (except cards seen taken) and the deck") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard E");
  Must(*g, 1, "draw black");  // takes the Q: now everyone knows seat 1 holds it
  auto red = g->Redacted(0);
  auto* view = dynamic_cast<LostForWords*>(red.get());
  REQUIRE(view != nullptr);
  CHECK(view->Hand(0) == g->Hand(0));
  CHECK(view->Hand(1) == "???????Q");
  CHECK(view->DeckCount() == g->DeckCount());
  CHECK(view->CountAllCards() != g->CountAllCards());
  const Json seen = g->View(0);
  CHECK(seen["players"].as_array()[1]["hand"].is_null());
  CHECK(seen["players"].as_array()[1]["hand_count"].as_int() == 8);
  CHECK(seen["players"].as_array()[1]["known"].as_string() == "Q");
  CHECK(seen["players"].as_array()[0]["hand"].as_string() == g->Hand(0));
  CHECK(red->View(0).Dump() == seen.Dump());
  // Unseen by seat 0: the deck and seat 1's seven hidden cards.
  const LetterCounts unseen = g->UnseenBy(0);
  int n = 0;
  for (int v : unseen) {
    CHECK(v >= 0);
    n += v;
  }
  CHECK(n == g->DeckCount() + 7);
  CHECK(view->UnseenBy(0) == unseen);
}

TEST_CASE("a seat's snapshot holds only what it sees, and a damaged one is refused") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  auto ParseJson = [](const std::string& text) {
    Result<Json> parsed = Json::Parse(text);
    REQUIRE(parsed.ok());
    return *parsed;
  };
  const std::string mine = g->Redacted(1)->Snapshot().Dump();
  const std::string theirs = g->Redacted(0)->Snapshot().Dump();
  CHECK(mine.find("\"hand\":\"ABCDEIOU\"") != std::string::npos);
  CHECK(theirs.find("ABCDEIOU") == std::string::npos);
  CHECK(theirs.find("\"hand\":\"????????\"") != std::string::npos);
  CHECK(theirs.find("\"hand\":\"" + g->Hand(0) + "\"") != std::string::npos);
  CHECK(mine.find(g->Hand(0)) == std::string::npos);

  // A guest rebuilds seat 0's table from the text, keeping its own options.
  auto guest = NewGame(Json(Json::Object{}), 0);
  REQUIRE(guest->Restore(ParseJson((theirs))).ok());
  CHECK(guest->Snapshot().Dump() == theirs);
  CHECK(guest->View(0) == g->View(0));
  CHECK(guest->History() == g->History());
  CHECK(guest->Describe(1, "Ana") == g->Describe(1, "Ana"));
  CHECK(guest->Options().seed == 0);

  // Damaged: a card out of range, a seat out of range, three players, a card
  // too many. Each is refused and changes nothing.
  auto damaged = [&](const std::string& from, const std::string& to) {
    std::string text = theirs;
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return ParseJson((text));
  };
  Json three = ParseJson((theirs));
  Json players = three["players"];
  players.push_back(players.as_array()[0]);
  three.set("players", players);
  const std::vector<Json> bad = {
      damaged("\"deck\":\"?", "\"deck\":\"#"),
      damaged("\"hand\":\"????????\"", "\"hand\":\"???????a\""),
      damaged("\"current\":1", "\"current\":2"),
      damaged("\"piles\":{\"black\":\"Q\"", "\"piles\":{\"black\":\"QQ\""),
      three,
  };
  for (const Json& j : bad) {
    const Status st = guest->Restore(j);
    INFO(st.reason());
    CHECK_FALSE(st.ok());
    CHECK(guest->Snapshot().Dump() == theirs);
  }
}

TEST_CASE("every move is narrated in words, and deck draws are the only revealing moves") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Must(*g, 0, "play S 2");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "mult A 3");
  Must(*g, 1, "draw deck");
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard E");
  Must(*g, 1, "draw black");
  CHECK(g->Describe(0, "Ana") == "Ana played S on column 2 (S).");
  CHECK(g->Describe(1, "Ana") == "Ana drew from the deck (63 cards left).");
  CHECK(g->Describe(2, "Bo") == "Bo laid A sideways on column 3 as a multiplier (now x2).");
  CHECK(g->Describe(4, "Ana") == "Ana discarded Q onto the black pile.");
  CHECK(g->Describe(6, "Bo") == "Bo discarded E onto the red pile.");
  CHECK(g->Describe(7, "Bo") == "Bo took Q from the black pile.");
  CHECK(g->RevealedInformation(1));
  CHECK_FALSE(g->RevealedInformation(0));
  CHECK_FALSE(g->RevealedInformation(7));
  CHECK_FALSE(g->RevealedInformation(99));
}

// [SECTION] Bots

TEST_CASE("every bot level returns legal moves from its redacted view, in every phase") {
  const GameInfo info = lost_for_words::Descriptor();
  for (const char* level : {"random", "easy", "medium", "hard"}) {
    for (const bool variant : {false, true}) {
      auto g = NewGame(
          variant ? Variant({{"play_and_discard", true}, {"scoring", "alternative"}}) : Json(Json::Object{}), 7);
      auto bot = info.make_bot(level, &Dict());
      REQUIRE(bot != nullptr);
      Rng rng(3);
      for (int i = 0; i < 60 && !g->IsTerminal(); ++i) {
        const int seat = g->CurrentSeat();
        auto view = g->Redacted(seat);
        const std::string move = bot->ChooseMove(*view, seat, rng);
        INFO(level << " chose \"" << move << "\"");
        REQUIRE(g->ApplyMove(seat, move).ok());
      }
    }
  }
}

TEST_CASE("easy keeps columns alive, and medium and hard finish words that a card completes") {
  const GameInfo info = lost_for_words::Descriptor();
  auto g = NewGame();
  Setup(*g, "column 0 1 letters TRAI");
  Setup(*g, "hand 0 N Q X Z J V K W");
  Rng rng(1);
  for (const char* level : {"easy", "medium", "hard"}) {
    auto bot = info.make_bot(level, &Dict());
    INFO(level);
    CHECK(bot->ChooseMove(*g->Redacted(0), 0, rng) == "play N 1");
  }
}

TEST_CASE("hard does not hand the opponent the letter its column needs, and medium does") {
  const GameInfo info = lost_for_words::Descriptor();
  // Play-and-discard: seat 0 has played B towards BLAST and must now discard
  // N, Y or Y, all equally useless to it. The opponent's x2 STRAI wants N.
  auto g = NewGame(Variant({{"play_and_discard", true}}));
  Setup(*g, "column 1 1 mult A letters STRAI");
  Setup(*g, "hand 0 B L A S T N Y Y");
  Must(*g, 0, "play B 1");
  Rng rng(1);
  CHECK(info.make_bot("medium", &Dict())->ChooseMove(*g->Redacted(0), 0, rng) == "discard N");
  CHECK(info.make_bot("hard", &Dict())->ChooseMove(*g->Redacted(0), 0, rng) == "discard Y");
}

TEST_CASE("hard stalls when it needs one more turn, and takes the last card when the opponent does") {
  const GameInfo info = lost_for_words::Descriptor();
  Rng rng(1);
  {
    // TRA + I now and N next turn make TRAIN; drawing from the deck would let
    // the opponent take the last card before that next turn comes.
    auto g = NewGame();
    Setup(*g, "column 0 1 letters TRA");
    Setup(*g, "hand 0 I N Q X Z J V K");
    Setup(*g, "deck-size 2");
    Must(*g, 0, "play I 1");
    const std::string move = info.make_bot("hard", &Dict())->ChooseMove(*g->Redacted(0), 0, rng);
    CHECK(move != "draw deck");
    Must(*g, 0, move);
    CHECK(g->DeckCount() == 2);
  }
  {
    // Seat 0's word is finished; seat 1's x2 STRAI needs one card. Taking the
    // deck's last card ends the game before seat 1 can play it.
    auto g = NewGame();
    Setup(*g, "column 0 1 letters DRAIN");
    Setup(*g, "column 1 1 mult O letters STRAI");
    Setup(*g, "hand 0 E Q X Z J V K W");
    Setup(*g, "deck-size 1");
    Must(*g, 0, "discard Q");
    CHECK(info.make_bot("hard", &Dict())->ChooseMove(*g->Redacted(0), 0, rng) == "draw deck");
  }
}

// [SECTION] Random simulation

// The game-specific invariant checked after every action.
void CheckInvariant(const Game& game) {
  const auto& g = dynamic_cast<const LostForWords&>(game);
  // No card created or lost.
  REQUIRE(g.CountAllCards() == FullDeckCounts());
  // Hand sizes follow the turn.
  const int cur = g.CurrentSeat();
  for (int s = 0; s < 2; ++s) {
    const size_t size = g.Hand(s).size();
    if (g.IsTerminal() || s != cur) {
      REQUIRE(size <= 8);
      if (!g.IsTerminal()) REQUIRE(size == 8);
    } else if (g.phase() == Phase::kAct) {
      const int spent = (g.played_this_turn() ? 1 : 0) + (g.discarded_this_turn() ? 1 : 0);
      REQUIRE(size == static_cast<size_t>(8 - spent));
    } else {
      REQUIRE(size + static_cast<size_t>(g.draws_left()) == 8);
    }
    // Known cards are really in the hand.
    std::string hand = g.Hand(s);
    for (char c : g.KnownHandCards(s)) {
      const auto at = hand.find(c);
      REQUIRE(at != std::string::npos);
      hand.erase(at, 1);
    }
  }
  // The clock: only an empty deck ends the game.
  REQUIRE(g.IsTerminal() == (g.DeckCount() == 0));
  // Scores equal an independent recomputation.
  const auto scores = g.Scores();
  REQUIRE(scores[0] == RecomputeSeat(g, 0));
  REQUIRE(scores[1] == RecomputeSeat(g, 1));
  // Nothing hidden reaches the other seat.
  for (int s = 0; s < 2; ++s) {
    auto red = g.Redacted(s);
    const auto& view = dynamic_cast<const LostForWords&>(*red);
    std::string expect_other = g.KnownHandCards(1 - s);
    expect_other.append(g.Hand(1 - s).size() - expect_other.size(), kUnknownCard);
    std::sort(expect_other.begin(), expect_other.end());
    REQUIRE(view.Hand(1 - s) == expect_other);
    REQUIRE(view.Hand(s) == g.Hand(s));
    REQUIRE(view.CountAllCards()[0] <= g.CountAllCards()[0]);
    REQUIRE(view.UnseenBy(s) == g.UnseenBy(s));
    REQUIRE(view.Scores() == scores);
    // The harness compares each seat's view with its redacted copy's after
    // every action; the JSON itself is checked for the other hand now and then.
    if (g.History().size() % 8 == 0 || g.IsTerminal())
      REQUIRE(g.View(s)["players"].as_array()[static_cast<size_t>(1 - s)]["hand"].is_null());
  }
  // The end-of-game table adds up.
  const Json table = g.BreakdownJson();
  for (int s = 0; s < 2; ++s)
    REQUIRE(table.as_array()[static_cast<size_t>(s)]["total"].as_int() == scores[static_cast<size_t>(s)]);
}

// Random games of every option and bot games, each batch a ctest entry of
// its own (scaled by tools/test.sh: a tenth under the sanitizers, ten times
// for --soak). The planners are slower and already measured by the
// benchmark: a few games each prove they play legally through every option.
const lf::testing::RegisterSimulations kSimulations({
    .game = "lost-for-words",
    .info = [] { return lost_for_words::Descriptor(); },
    .dict = [] { return &Dict(); },
    .invariant = CheckInvariant,
    .batches =
        {
            {.name = "random, standard", .games = 420, .levels = {"random", "random"}, .full_legal_check_every = 17,
             .min_actions_per_game = 50},
            {.name = "random, standard, more seeds", .games = 420, .levels = {"random", "random"},
             .full_legal_check_every = 17, .min_actions_per_game = 50},
            {.name = "random, standard, yet more seeds", .games = 410, .levels = {"random", "random"},
             .full_legal_check_every = 17, .min_actions_per_game = 50},
            {.name = "random, alternative scoring", .games = 250, .levels = {"random", "random"},
             .variant = Variant({{"scoring", "alternative"}}), .full_legal_check_every = 17,
             .min_actions_per_game = 50},
            {.name = "random, play and discard", .games = 250, .levels = {"random", "random"},
             .variant = Variant({{"play_and_discard", true}}), .full_legal_check_every = 17,
             .min_actions_per_game = 50},
            {.name = "easy v random", .games = 200, .levels = {"easy", "random"}, .full_legal_check_every = 29,
             .min_actions_per_game = 50},
            {.name = "medium v easy, alternative scoring", .games = 20, .levels = {"medium", "easy"},
             .variant = Variant({{"scoring", "alternative"}}), .full_legal_check_every = 31,
             .min_actions_per_game = 50},
            {.name = "hard v medium, play and discard, seat 1 first", .games = 16, .levels = {"hard", "medium"},
             .variant = Variant({{"play_and_discard", true}, {"first", 1}}), .full_legal_check_every = 31,
             .min_actions_per_game = 50},
            {.name = "hard v easy", .games = 16, .levels = {"hard", "easy"}, .full_legal_check_every = 31,
             .min_actions_per_game = 50},
        },
});

}  // namespace
// [SECTION] The searching bot's sampler (Game::Determinize)

TEST_CASE("a sampled world keeps the card the opponent was seen taking from a pile") {
  auto g = NewGame();
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  Must(*g, 0, "discard Q");
  Must(*g, 0, "draw deck");
  Must(*g, 1, "discard E");
  Must(*g, 1, "draw black");  // seat 0 saw seat 1 take its Q
  const auto view = g->Redacted(0);
  std::set<std::string> hands;
  for (uint64_t k = 0; k < 20; ++k) {
    Rng rng(k);
    const auto world = view->Determinize(0, rng);
    REQUIRE(world != nullptr);
    const auto& w = dynamic_cast<const LostForWords&>(*world);
    CHECK(w.CountAllCards() == FullDeckCounts());
    CHECK(w.Hand(0) == g->Hand(0));
    CHECK(w.Hand(1).size() == 8);
    CHECK(w.Hand(1).find('Q') != std::string::npos);
    CHECK(w.KnownHandCards(1) == "Q");
    CHECK(w.View(0) == g->View(0));
    CHECK(w.DeckCount() == g->DeckCount());
    hands.insert(w.Hand(1));
  }
  // The other seven are dealt anew each time.
  CHECK(hands.size() > 5);
}

// [SECTION] In words (the accessibility mirror)

std::string Flat(const std::vector<Game::TextPart>& parts) { return TextPartsText(parts); }

TEST_CASE("in words: the table and the moves as a screen reader says them") {
  auto g = NewGame();
  Setup(*g, "column 0 1 letters TRAC");
  Setup(*g, "column 0 2 mult E");
  Setup(*g, "column 1 1 letters XZ");
  Setup(*g, "pile black K");
  Setup(*g, "pile red O");
  Setup(*g, "hand 0 S T A R E N L Q");
  Setup(*g, "hand 1 A E I O U B C D");
  const std::vector<std::string> names = {"You", "Ana"};
  const auto parts = g->DescribeTable(0, names);
  WARN(Flat(parts));
  REQUIRE(parts.size() == 6);
  CHECK(parts[0].lines == std::vector<std::string>{"Your turn: play a card to a column, or discard it, then draw."});
  CHECK(parts[1].lines == std::vector<std::string>{"You have -30 points.", "Ana has -10 points."});
  CHECK(parts[2].heading == "Your hand");
  CHECK(parts[2].lines.front() == "A, worth 2");
  CHECK(parts[3].heading == "Your columns");
  CHECK(parts[3].lines[0] == "Column 1: T R A C, not a word yet, -10 points");
  CHECK(parts[3].lines[1] == "Column 2: no letters yet, x2 (E sideways), -20 points");
  CHECK(parts[3].lines[2] == "Column 3: empty");
  CHECK(parts[4].heading == "Ana's columns");
  CHECK(parts[4].lines[0] == "Column 1: X Z, no word starts this way, -10 points");
  CHECK(parts[4].lines.back() == "Ana holds 8 cards.");
  CHECK(parts[5].lines[1] == "Vowels pile (red): 1 card, O on top.");

  std::string moves;
  for (const std::string& m : g->LegalMoves(0)) {
    const Game::MoveText t = g->DescribeLegalMove(0, m, names);
    moves += "[" + t.kind + "] " + t.label + "\n";
  }
  WARN(moves);
  auto label = [&](const std::string& m) { return g->DescribeLegalMove(0, m, names).label; };
  CHECK(label("play E 1") == "Play E on column 1, making TRACE (a word)");
  CHECK(label("play Q 1") == "Play Q on column 1, making T R A C Q (no word starts this way)");
  CHECK(label("play S 2") == "Play S to start column 2 (x2)");
  CHECK(label("mult E 2") == "Lay E sideways on column 2 as a multiplier (x3)");
  CHECK(label("discard Q") == "Discard Q onto the consonants pile");
  CHECK(g->DescribeLegalMove(0, "discard Q", names).kind == "Discard");
  Must(*g, 0, "discard Q");
  CHECK(g->DescribeTable(0, names)[0].lines ==
        std::vector<std::string>{"Your turn: draw a card from the deck or a discard pile.",
                                 "The Q on the consonants pile was discarded this turn: you may not take it back."});
  CHECK(label("draw red") == "Take O from the vowels pile");
  CHECK(label("draw deck") == "Draw from the deck (" + std::to_string(g->DeckCount()) + " cards left)");
  // The other seat hears the turn from its side, and this hand as a count.
  const auto theirs = g->DescribeTable(1, {"Ben", "You"});
  CHECK(theirs[0].lines[0] == "Ben's turn: drawing a card.");
  CHECK(theirs[4].heading == "Ben's columns");
}

// [SECTION] How long a move stays on screen

TEST_CASE("a draw is held for part of the pace, a play or a discard whole, the game's last draw whole",
          "[lost-for-words][hold]") {
  auto g = NewGame();
  REQUIRE(g->ApplySetup("deck-size 2").ok());
  const std::string play = "play " + std::string(1, g->Hand(0)[0]) + " 1";
  REQUIRE(g->ApplyMove(0, play).ok());
  CHECK(g->HoldShare(0) == 1.0);
  REQUIRE(g->ApplyMove(0, "draw deck").ok());
  CHECK(g->HoldShare(1) == LostForWords::kDrawHoldShare);
  const char letter = g->Hand(1)[0];
  REQUIRE(g->ApplyMove(1, "discard " + std::string(1, letter)).ok());
  CHECK(g->HoldShare(2) == 1.0);
  REQUIRE(g->ApplyMove(1, "draw deck").ok());  // the deck's last card: the game ends here
  REQUIRE(g->IsTerminal());
  CHECK(g->HoldShare(3) == 1.0);
  CHECK(LostForWords::kDrawHoldShare < 1.0);
}

}  // namespace lf::lost_for_words
