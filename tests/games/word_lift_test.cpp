// Word Lift: the deck, every rule and refusal, the scoring table, the public
// read API, the search (against independent references), bots, and the random
// simulation over thousands of games.
#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/record.h"
#include "core/search_bot.h"
#include "games/word_lift/advice.h"
#include "games/word_lift/bots.h"
#include "games/word_lift/composer.h"
#include "games/word_lift/lexicon.h"
#include "games/word_lift/review.h"
#include "games/word_lift/search.h"
#include "games/word_lift/word_lift.h"
#include "support/simulation.h"
#include "word_lift_checks.h"

namespace lf::word_lift {
namespace {

using testing::CheckInvariants;
using testing::Dict;

std::unique_ptr<WordLift> NewGame(int seats = 2, Json variant = Json(Json::Object{}), uint64_t seed = 1) {
  GameOptions options;
  options.seats = seats;
  options.seed = seed;
  options.variant = std::move(variant);
  auto created = word_lift::Descriptor().create(options, &Dict());
  INFO(created.error());
  REQUIRE(created.ok());
  auto* game = dynamic_cast<WordLift*>(created->release());
  REQUIRE(game != nullptr);
  return std::unique_ptr<WordLift>(game);
}

Json Variant(std::initializer_list<std::pair<const char*, Json>> pairs) {
  Json j(Json::Object{});
  for (const auto& [k, v] : pairs) j.set(k, v);
  return j;
}

void Must(WordLift& g, int seat, const std::string& move) {
  const Status st = g.ApplyMove(seat, move);
  INFO("move \"" << move << "\" by seat " << seat << ": " << st.reason());
  REQUIRE(st.ok());
}

void Setup(WordLift& g, const std::string& line) {
  const Status st = g.ApplySetup(line);
  INFO("set-up \"" << line << "\": " << st.reason());
  REQUIRE(st.ok());
}

std::string Q(const WordLift& g, const std::string& key) {
  auto r = g.Query(key);
  INFO("query " << key << ": " << r.error());
  REQUIRE(r.ok());
  return *r;
}

// Refused with a reason containing `reason`, and nothing changed.
void Refused(WordLift& g, int seat, const std::string& move, const std::string& reason) {
  const std::string before = ::lf::testing::StateFingerprint(g);
  const Status st = g.ApplyMove(seat, move);
  INFO("move \"" << move << "\"");
  REQUIRE_FALSE(st.ok());
  INFO("reason: " << st.reason());
  CHECK(st.reason().find(reason) != std::string::npos);
  CHECK(::lf::testing::StateFingerprint(g) == before);
}

std::vector<CardUse> Uses(const std::string& tokens) {
  std::vector<CardUse> out;
  std::string t;
  for (size_t i = 0; i <= tokens.size(); ++i) {
    if (i == tokens.size() || tokens[i] == ' ') {
      if (!t.empty()) {
        auto u = ParseCardUse(t);
        INFO(t << ": " << u.error());
        REQUIRE(u.ok());
        out.push_back(*u);
      }
      t.clear();
    } else {
      t += tokens[i];
    }
  }
  return out;
}

// [SECTION] The spec's deck table, read again from the spec text (not from
// the engine's table): letter, cards, and the special faces among them.
struct SpecRow {
  char letter;
  int cards;
  std::vector<std::string> specials;
};
const std::vector<SpecRow>& SpecVowels() {
  static const std::vector<SpecRow> rows = {
      {'A', 10, {"A#", "A#", "A\u2020", "A$"}}, {'E', 8, {"E\u2026", "E#"}}, {'I', 12, {"I$", "I\u2020"}},
      {'O', 11, {"O\u2026"}},                   {'U', 4, {"U#"}},
  };
  return rows;
}
const std::vector<SpecRow>& SpecConsonants() {
  static const std::vector<SpecRow> rows = {
      {'?', 3, {"?", "?", "?"}},
      {'B', 3, {"B\u25CA"}},
      {'C', 3, {"C\u2205"}},
      {'D', 5, {"D\u25CA", "D\u00B6"}},
      {'F', 3, {"F\u25CA"}},
      {'G', 4, {"G\u2248"}},
      {'H', 3, {"H\u00B6"}},
      {'J', 2, {"J\u2205"}},
      {'K', 2, {"K\u25CA"}},
      {'L', 5, {"L\u2026", "L$"}},
      {'M', 3, {"M$"}},
      {'N', 7, {"N\u00B6", "N\u2020", "N\u2248"}},
      {'P', 3, {"P\u00B6"}},
      {'Q', 2, {"Q$", "Q\u2205"}},
      {'R', 7, {"R\u2026"}},
      {'S', 6, {"S\u2026", "S\u2020", "S\u2248", "S\u2265"}},
      {'T', 9, {"T\u2026", "T\u00B6", "T\u2020"}},
      {'V', 3, {"V\u25CA"}},
      {'W', 2, {"W\u00B6"}},
      {'X', 2, {}},
      {'Y', 2, {"Y\u25CA"}},
      {'Z', 2, {"Z\u2205"}},
  };
  return rows;
}

// [SECTION] Cards

TEST_CASE("the deck is the spec's 126 cards: 45 vowels and 81 consonants, specials as printed") {
  std::map<char, int> cards;
  std::map<char, std::multiset<std::string>> specials;
  int vowels = 0, consonants = 0;
  for (int f = 0; f < kFaceCount; ++f) {
    const char letter = PrintedLetter(f);
    cards[letter] += kDeckTable[f].copies;
    if (SpecialOf(f) != Special::kNone)
      for (int k = 0; k < kDeckTable[f].copies; ++k) specials[letter].insert(FaceName(f));
    (DeckOfFace(f) == Deck::kVowel ? vowels : consonants) += kDeckTable[f].copies;
  }
  CHECK(vowels == 45);
  CHECK(consonants == 81);
  CHECK(kDeckSize == 126);
  for (const auto* rows : {&SpecVowels(), &SpecConsonants()})
    for (const SpecRow& row : *rows) {
      INFO(row.letter);
      CHECK(cards[row.letter] == row.cards);
      CHECK(specials[row.letter] == std::multiset<std::string>(row.specials.begin(), row.specials.end()));
      for (const std::string& face : row.specials) {
        auto f = ParseFace(face);
        REQUIRE(f.ok());
        CHECK(DeckOfFace(*f) == (rows == &SpecVowels() ? Deck::kVowel : Deck::kConsonant));
      }
    }
  CHECK(cards.size() == SpecVowels().size() + SpecConsonants().size());
  // The three Approximately Equals cards and their letters.
  CHECK(LetterChoices(*ParseFace("G~")) == ((1u << ('F' - 'A')) | (1u << ('G' - 'A')) | (1u << ('H' - 'A'))));
  CHECK(LetterChoices(*ParseFace("N~")) == ((1u << ('M' - 'A')) | (1u << ('N' - 'A')) | (1u << ('O' - 'A'))));
  CHECK(LetterChoices(*ParseFace("S~")) == ((1u << ('R' - 'A')) | (1u << ('S' - 'A')) | (1u << ('T' - 'A'))));
}

TEST_CASE("card faces parse in Unicode and ASCII and print canonically") {
  const std::vector<std::pair<std::string, std::string>> same = {
      {"a#", "A#"},       {"A+", "A\u2020"},  {"a$", "A$"},       {"e...", "E\u2026"}, {"E.", "E\u2026"},
      {"g~", "G\u2248"},  {"b<>", "B\u25CA"}, {"c0", "C\u2205"},  {"d^", "D\u00B6"},   {"s>=", "S\u2265"},
      {"S>", "S\u2265"},  {"?", "?"},         {"x", "X"},         {"T\u00B6", "T\u00B6"},
  };
  for (const auto& [typed, canonical] : same) {
    INFO(typed);
    auto f = ParseFace(typed);
    REQUIRE(f.ok());
    CHECK(FaceName(*f) == canonical);
  }
  CHECK_FALSE(ParseFace("Q").ok());  // every Q card is special
  CHECK(ParseFace("Q").error().find("Q$") != std::string::npos);
  CHECK_FALSE(ParseFace("A~").ok());
  CHECK_FALSE(ParseFace("1").ok());
  // Letters a card stands for.
  CHECK(FormatCardUse(*ParseCardUse("?=r")) == "?=R");
  CHECK(ParseCardUse("?").error().find("?=E") != std::string::npos);
  CHECK(FormatCardUse(*ParseCardUse("g~=h")) == "G\u2248=H");
  CHECK(FormatCardUse(*ParseCardUse("G~=G")) == "G\u2248");
  CHECK(ParseCardUse("G~=X").error().find("F, G or H") != std::string::npos);
  CHECK(FormatCardUse(*ParseCardUse("l...=ll")) == "L\u2026=LL");
  CHECK(FormatCardUse(*ParseCardUse("L...=L")) == "L\u2026");
  CHECK_FALSE(ParseCardUse("L...=LLL").ok());
  CHECK_FALSE(ParseCardUse("L=LL").ok());
  CHECK_FALSE(ParseCardUse("A=B").ok());
  CHECK(SpelledWord(Uses("B E L\u2026=LL")) == "BELL");
}

// [SECTION] Set-up and options

TEST_CASE("a new game deals 4 consonants and 3 vowels to each of 2 to 6 players, the seed fixes the deal") {
  for (int seats = 2; seats <= 6; ++seats) {
    auto g = NewGame(seats);
    for (int s = 0; s < seats; ++s) {
      int consonants = 0;
      for (int card : g->Hand(s)) consonants += DeckOfCard(card) == Deck::kConsonant;
      CHECK(consonants == 4);
      CHECK(g->Hand(s).size() == 7);
    }
    CHECK(g->DeckCount(Deck::kConsonant) == 81 - 4 * seats);
    CHECK(g->DeckCount(Deck::kVowel) == 45 - 3 * seats);
    CHECK(g->round() == 1);
    CHECK(g->CurrentSeat() == 0);
  }
  CHECK(NewGame(3, Json(Json::Object{}), 9)->Hand(1) == NewGame(3, Json(Json::Object{}), 9)->Hand(1));
  CHECK(NewGame(3, Json(Json::Object{}), 9)->Hand(1) != NewGame(3, Json(Json::Object{}), 10)->Hand(1));
  CHECK(NewGame(3, Variant({{"first", 2}}))->CurrentSeat() == 2);
}

TEST_CASE("options and seat counts are checked") {
  const GameInfo info = word_lift::Descriptor();
  GameOptions o;
  o.seats = 7;
  CHECK_FALSE(info.create(o, &Dict()).ok());
  o.seats = 1;
  CHECK_FALSE(info.create(o, &Dict()).ok());
  o.seats = 3;
  CHECK_FALSE(info.create(o, nullptr).ok());
  o.variant = Variant({{"first", 3}});
  CHECK_FALSE(info.create(o, &Dict()).ok());
  o.variant = Variant({{"strict", "yes"}});
  CHECK_FALSE(info.create(o, &Dict()).ok());
  o.variant = Variant({{"colour", true}});
  CHECK(info.create(o, &Dict()).error().find("unknown option") != std::string::npos);
  o.variant = Variant({{"strict", true}, {"first", 1}});
  CHECK(info.create(o, &Dict()).ok());
}

TEST_CASE("set-up lines move cards and refuse what cannot be") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T");
  CHECK(Q(*g, "hand-0") == "I D R T");  // hand order: vowels, then consonants, as in the deck table
  CHECK(g->Hand(0).size() == 4);
  Setup(*g, "word 1 F O R G E");
  CHECK(Q(*g, "words-1") == "FORGE");
  CHECK_FALSE(g->ApplySetup("word 1 X Q Z").ok());        // not a word
  CHECK_FALSE(g->ApplySetup("hand 0 Q").ok());            // no plain Q card
  CHECK_FALSE(g->ApplySetup("hand 0 ? ? ? ?").ok());      // three ? cards only
  CHECK_FALSE(g->ApplySetup("deck vowel B").ok());
  CHECK_FALSE(g->ApplySetup("frobnicate").ok());
  Setup(*g, "deck vowel E A");
  Setup(*g, "deck-size vowel 2");
  CHECK(Q(*g, "vowels") == "2");
  CHECK(std::stoi(Q(*g, "set-aside")) > 0);
  std::vector<int> cards = g->AllCards();
  std::sort(cards.begin(), cards.end());
  CHECK(cards.size() == 126);
  CHECK(std::adjacent_find(cards.begin(), cards.end()) == cards.end());
  Must(*g, 0, "pass");
  Must(*g, 0, "draw vowel");
  CHECK(Q(*g, "hand-0").find("E") != std::string::npos);
  CHECK_FALSE(g->ApplySetup("played 0 yes").ok());  // only before the first move
}

// [SECTION] Plays and the special cards

TEST_CASE("a play is a dictionary word of 3 or more letters from the hand") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T A B");
  Refused(*g, 0, "play D I R X", "you have no X in your hand");
  Refused(*g, 0, "play D D T", "you have only 1 D in your hand");
  Refused(*g, 0, "play A T", "too short");
  Refused(*g, 0, "play T D I R", "TDIR is not a word");
  Refused(*g, 1, "play D I R T", "not your turn");
  Refused(*g, 0, "draw vowel", "after your play");
  Refused(*g, 0, "fly away", "play D I R T");
  Must(*g, 0, "play d i r t");
  CHECK(g->History().back().move == "play D I R T");
  CHECK(Q(*g, "words-0") == "DIRT");
  CHECK(Q(*g, "played-0") == "yes");
  CHECK(Q(*g, "phase") == "draw");
  Refused(*g, 0, "play B A T", "now draw");
  Refused(*g, 0, "skip-draws", "Null");
  Must(*g, 0, "draw consonant");
  CHECK(Q(*g, "draws-left") == "1");
  Must(*g, 0, "draw vowel");
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "hand-count-0") == "4");
}

TEST_CASE("Number Sign: one per word, in a play and in every new word of a steal") {
  auto g = NewGame();
  Setup(*g, "hand 0 A# E# T S U# A");
  Refused(*g, 0, "play E# A# T", "two # cards");
  Must(*g, 0, "play E# A T");
  // A thief must also keep the # cards apart.
  auto h = NewGame();
  Setup(*h, "hand 0 U# N S A");
  Setup(*h, "word 1 T A# M E");
  Setup(*h, "played 0 yes");
  Refused(*h, 0, "steal 1:TAME -> M A# U# N T + E S", "two # cards");
}

TEST_CASE("Pilcrow: first or last letter, in a play and in every new word of a steal") {
  auto g = NewGame();
  Setup(*g, "hand 0 D\u00B6 A R E S");
  Refused(*g, 0, "play R E D\u00B6 S", "\u00B6 must be first or last");
  Must(*g, 0, "play D\u00B6 A R E");
  auto h = NewGame();
  Setup(*h, "hand 0 S S O W");
  Setup(*h, "word 1 D\u00B6 A R E");
  Setup(*h, "played 0 yes");
  Refused(*h, 0, "steal 1:DARE -> R E A D\u00B6 S + S O W", "must be first or last");
}

TEST_CASE("Greater Than Or Equal To: as long as the longest word, not counting the one stolen") {
  auto g = NewGame();
  Setup(*g, "hand 0 S\u2265 T A R E");
  // An empty table sets no limit.
  Must(*g, 0, "play S\u2265 T A R");
  auto h = NewGame();
  Setup(*h, "hand 0 S\u2265 T A R E D");
  Setup(*h, "word 1 G A R D E N");
  Refused(*h, 0, "play S\u2265 T A R E", "\u2265 word too short for the longest word on the table");
  Must(*h, 0, "play S\u2265 T A R E D");
  // Checked only when placed: a longer word later does not undo it.
  auto k = NewGame();
  Setup(*k, "hand 0 S\u2265 T A R E");
  Setup(*k, "word 1 T E N");
  Setup(*k, "hand 1 G A R D E N S");
  Must(*k, 0, "play S\u2265 T A R");
  Must(*k, 0, "draw vowel");
  Must(*k, 0, "draw vowel");
  Must(*k, 1, "play G A R D E N");
  CHECK(Q(*k, "words-0") == "STAR");
  // Stealing: the stolen word itself does not count.
  auto m = NewGame();
  Setup(*m, "hand 0 S\u2265 O P");
  Setup(*m, "word 1 T E A C H E S");
  Setup(*m, "word 0 O P E R A S");
  Setup(*m, "played 0 yes");
  // Longest other word: OPERAS (6).
  Refused(*m, 0, "steal 1:TEACHES -> T E A C H + P O S\u2265 E S", "\u2265 word too short");
  CHECK(m->LongestWord(1, 0) == 6);
  CHECK(m->LongestWord() == 7);
}

TEST_CASE("Ellipsis: its letter once or twice, one card, both letters counting for length") {
  auto g = NewGame();
  Setup(*g, "hand 0 B E L\u2026 O W S");
  Must(*g, 0, "play B E L\u2026=LL O W S");
  CHECK(Q(*g, "words-0") == "BELLOWS");
  // Six letters or more: +2, though only six cards.
  CHECK(Q(*g, "breakdown-0") == "words 6 hand 0 long 2 out 3 raw 11 round 11");
  auto h = NewGame();
  Setup(*h, "hand 0 B E L\u2026 T");
  Must(*h, 0, "play B E L\u2026 T");
  CHECK(Q(*h, "words-0") == "BELT");
}

TEST_CASE("Question Mark and Approximately Equals: chosen when played, chosen again by a thief") {
  auto g = NewGame();
  Setup(*g, "hand 0 ? A T S");
  Refused(*g, 0, "play ? A T", "which letter");
  Must(*g, 0, "play ?=C A T");
  CHECK(Q(*g, "words-0") == "CAT");
  auto h = NewGame();
  Setup(*h, "word 1 ?=C A T");
  Setup(*h, "hand 0 O D E S");
  Setup(*h, "played 0 yes");
  Must(*h, 0, "steal 1:CAT -> ?=D O T + S E A");  // the ? now stands for D
  CHECK(Q(*h, "words-0") == "DOT SEA");
  auto k = NewGame();
  Setup(*k, "hand 0 N\u2248 A P");
  Refused(*k, 0, "play N\u2248=T A P", "stands for M, N or O");
  Must(*k, 0, "play N\u2248=M A P");
  CHECK(Q(*k, "words-0") == "MAP");
}

TEST_CASE("Dollar counts 2 in a word, Lozenge -2 in the hand") {
  auto g = NewGame();
  Setup(*g, "hand 0 M$ A T B\u25CA Y\u25CA E");
  CHECK(Q(*g, "breakdown-0") == "words 0 hand -8 long 0 out 0 raw -8 round 0");
  Must(*g, 0, "play M$ A T");
  CHECK(Q(*g, "breakdown-0") == "words 4 hand -5 long 0 out 0 raw -1 round 0");
  CHECK(Q(*g, "table-0") == "4");
}

TEST_CASE("the long-word bonus and the score texts the table shows come from the rules") {
  CHECK(LongWordBonus(kLongWordLetters - 1) == 0);
  CHECK(LongWordBonus(kLongWordLetters) == kLongWordBonus);
  CHECK(LongWordTag() == "6+");
  // The texts the screens showed before they came from here, word for word.
  CHECK(ScoreTableKey() ==
        "Words: +1 a card in your words, +2 a Dollar card (cards in brackets). Hand: -1 a card left in hand, -2 a "
        "Lozenge. 6+: +2 a word of six letters or more. Out: +3 for the first player out. A round below 0 counts as "
        "0 (the raw sum in brackets).");
  CHECK(PlayPointsText() ==
        "cards from your hand onto the table and those taken from others, +2 a Dollar, +2 a word of six letters or "
        "more, +3 for going out first");

  auto g = NewGame();
  Setup(*g, "hand 0 P L A N E T S");
  Setup(*g, "hand 1 D I R T");
  Must(*g, 0, "play P L A N E T");  // six letters: the bonus, newly
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == kLongWordBonus);
  Must(*g, 0, "draw consonant");
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == 0);
  Must(*g, 0, "draw vowel");
  Must(*g, 1, "play D I R T");  // four letters
  CHECK(LongWordBonusEarned(*g, g->Events().size() - 1) == 0);
  CHECK(LongWordBonusEarned(*g, 0) == kLongWordBonus);  // looking back changes nothing

  // A steal earns the bonus of a new long word; FORGE was Ben's bonus-less word.
  auto steal = NewGame();
  Setup(*steal, "hand 0 D R S I T");
  Setup(*steal, "word 1 F O R G E");
  Setup(*steal, "played 0 yes");
  Must(*steal, 0, "steal 1:FORGE -> O R D E R S + G I F T");
  CHECK(LongWordBonusEarned(*steal, 0) == kLongWordBonus);

  // Splitting one's own long word into a long one and a short one earns
  // nothing new: the bonus was already there.
  auto own = NewGame();
  Setup(*own, "hand 0 D R I T");
  Setup(*own, "word 0 F O R G E S");
  Setup(*own, "word 1 C A T");
  Setup(*own, "played 0 yes");
  Must(*own, 0, "steal 0:FORGES -> O R D E R S + G I F T");
  CHECK(LongWordBonusEarned(*own, 0) == 0);
}

TEST_CASE("Null: played or stolen, the player may skip any or all of the two draws") {
  auto g = NewGame();
  Setup(*g, "hand 0 C\u2205 A T S");
  Must(*g, 0, "play C\u2205 A T");
  CHECK(Q(*g, "may-skip") == "yes");
  const auto legal = g->LegalMoves(0);
  CHECK(std::count(legal.begin(), legal.end(), "skip-draws") == 1);
  Must(*g, 0, "draw vowel");  // one draw, then skip the other
  Must(*g, 0, "skip-draws");
  CHECK(g->CurrentSeat() == 1);
  CHECK(Q(*g, "hand-count-0") == "2");
  auto h = NewGame();
  Setup(*h, "word 1 C\u2205 A T");
  Setup(*h, "hand 0 O D E S");
  Setup(*h, "played 0 yes");
  Must(*h, 0, "steal 1:CAT -> C\u2205 O D + A T E");
  Must(*h, 0, "skip-draws");
  CHECK(h->CurrentSeat() == 1);
}

TEST_CASE("Dagger: the thief draws 2 cards per stolen Dagger, also from their own word and on final turns") {
  auto g = NewGame();
  Setup(*g, "word 1 C A T\u2020");
  Setup(*g, "hand 0 O D E S");
  Setup(*g, "played 0 yes");
  const int consonants = g->DeckCount(Deck::kConsonant), vowels = g->DeckCount(Deck::kVowel);
  Must(*g, 0, "steal 1:CAT -> C O D + A T\u2020 E");
  // The Dagger draws are the thief's own moves, from the decks they choose.
  CHECK(Q(*g, "hand-count-0") == "1");
  CHECK(Q(*g, "dagger-draws") == "2");
  CHECK(Q(*g, "draws-left") == "4");
  CHECK(g->Events().back().dagger_cards == 2);
  CHECK_FALSE(g->RevealedInformation(0));
  CHECK(g->Describe(0, {"Ana", "Ben"}) ==
        "Ana stole CAT from Ben and split it into COD and ATE (+9 this round, -3 for Ben). The Dagger gives Ana 2 "
        "extra draws.");
  Must(*g, 0, "draw vowel");
  Must(*g, 0, "draw vowel");
  CHECK(Q(*g, "hand-count-0") == "3");  // S, plus two vowels
  CHECK(g->DeckCount(Deck::kConsonant) == consonants);
  CHECK(g->DeckCount(Deck::kVowel) == vowels - 2);
  CHECK(g->RevealedInformation(1));
  CHECK(g->Describe(1, {"Ana", "Ben"}) == "Ana drew a vowel for the Dagger.");
  CHECK(Q(*g, "dagger-draws") == "0");
  CHECK(Q(*g, "draws-left") == "2");  // then the normal draws
  // A Dagger played from the hand is not drawn for; own words count.
  auto h = NewGame();
  Setup(*h, "word 0 C A T\u2020");
  Setup(*h, "hand 0 O D E S");
  Setup(*h, "played 0 yes");
  Must(*h, 0, "steal 0:CAT -> C O D + A T\u2020 E");
  CHECK(Q(*h, "dagger-draws") == "2");
  Must(*h, 0, "draw consonant");
  Must(*h, 0, "draw vowel");
  CHECK(Q(*h, "hand-count-0") == "3");
  // Using every hand card in a Dagger steal is not going out.
  auto k = NewGame();
  Setup(*k, "word 1 C A T\u2020");
  Setup(*k, "hand 0 O D E");
  Setup(*k, "played 0 yes");
  Must(*k, 0, "steal 1:CAT -> C O D + A T\u2020 E");
  CHECK(Q(*k, "first-out") == "-");
  CHECK(Q(*k, "phase") == "draw");
  Must(*k, 0, "draw consonant");
  Must(*k, 0, "draw consonant");
  CHECK(Q(*k, "hand-count-0") == "2");
  CHECK(Q(*k, "first-out") == "-");
  CHECK(Q(*k, "phase") == "draw");
}

TEST_CASE("Dagger draws happen on final turns, and the player who went out still ends the round") {
  auto g = NewGame();
  Setup(*g, "hand 0 D O G");
  Setup(*g, "hand 1 O D E S");
  Setup(*g, "word 0 C A T\u2020");
  Setup(*g, "deck consonant X");
  Setup(*g, "deck vowel A");
  Must(*g, 0, "play D O G");
  CHECK(Q(*g, "first-out") == "0");
  // Seat 1's final turn: a steal without an earlier play, two Dagger draws
  // (the thief's choice of decks), no normal draws, then the round is scored.
  Must(*g, 1, "steal 0:CAT -> C O D + A T\u2020 E");
  CHECK(g->round() == 1);
  Refused(*g, 1, "skip-draws", "Null");
  Must(*g, 1, "draw consonant");
  CHECK(g->round() == 1);
  Must(*g, 1, "draw vowel");
  CHECK(g->round() == 2);
  const RoundResult& r = g->Results().at(0);
  CHECK(r.first_out == 0);
  CHECK(r.seats[1].hand_cards == 3);  // S and the two Dagger cards
  CHECK(FormatBreakdown(r.seats[0]) == "words 3 hand 0 long 0 out 3 raw 6 round 6");
  CHECK(FormatBreakdown(r.seats[1]) == "words 6 hand -3 long 0 out 0 raw 3 round 3");
}

TEST_CASE("Dagger draws cannot be skipped, and with few cards left only what the decks hold is drawn") {
  auto g = NewGame();
  Setup(*g, "word 1 C\u2205 A T\u2020");
  Setup(*g, "hand 0 O D E S");
  Setup(*g, "played 0 yes");
  Setup(*g, "deck-size consonant 0");
  Setup(*g, "deck-size vowel 1");
  Must(*g, 0, "steal 1:CAT -> C\u2205 O D + A T\u2020 E");
  CHECK(Q(*g, "dagger-draws") == "1");
  Refused(*g, 0, "skip-draws", "Dagger draws cannot be skipped");
  Refused(*g, 0, "draw consonant", "the consonant deck is empty");
  Must(*g, 0, "draw vowel");
  CHECK(g->CurrentSeat() == 1);  // both decks empty: the turn ends
}

// [SECTION] Stealing

TEST_CASE("a steal uses every stolen card, adds hand cards to both words, and makes two new words") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T E");
  Setup(*g, "word 1 F O R G E");
  Setup(*g, "played 0 yes");
  Refused(*g, 0, "steal 1:FORGE -> O R D E R + F I G T", "FIGT is not a word");
  Refused(*g, 0, "steal 1:FORGE -> O R D E R + G I T", "every card of FORGE must be used: F is left out");
  Refused(*g, 0, "steal 1:FORGE -> F O R G E + D I R T", "FORGE is the word you are stealing");
  Refused(*g, 0, "steal 1:FORGE -> O R D E R", "two new words");
  Refused(*g, 0, "steal 1:FORGED -> O R D E R + G I F T", "seat 1 has no word FORGED");
  Refused(*g, 0, "steal 1:FORGE -> O R D E R + G I F T S", "you have no S in your hand");
  Must(*g, 0, "steal 1:forge -> o r d e r + g i f t");
  CHECK(g->Describe(0, {"Ana", "Ben"}) ==
        "Ana stole FORGE from Ben and split it into ORDER and GIFT (+13 this round, -5 for Ben).");
  // Cards of one face are interchangeable: the R of ORDER may be either.
  CHECK(Q(*g, "hand-0") == "E");
}

TEST_CASE("each new word holds a stolen card and a hand card") {
  auto g = NewGame();
  Setup(*g, "hand 0 E I N");
  Setup(*g, "word 1 C H A R T");
  Setup(*g, "played 0 yes");
  Refused(*g, 0, "steal 1:CHART -> C A R + T H E", "CAR has no card from your hand");
  auto h = NewGame();
  Setup(*h, "hand 0 T E N D T");
  Setup(*h, "word 1 C A R");
  Setup(*h, "played 0 yes");
  Refused(*h, 0, "steal 1:CAR -> C A R T + T E N D", "TEND has no card of the stolen word");
}

TEST_CASE("another form of the stolen word is refused, the strict house rule refuses containing it") {
  auto g = NewGame();
  Setup(*g, "hand 0 D R I T");
  Setup(*g, "word 1 G A M E S");
  Setup(*g, "played 0 yes");
  Refused(*g, 0, "steal 1:GAMES -> G A M E D + S I T", "GAMED is another form of GAMES");
  Must(*g, 0, "steal 1:GAMES -> G A M E R + S I T");
  auto strict = NewGame(2, Variant({{"strict", true}}));
  Setup(*strict, "hand 0 M O R E D");
  Setup(*strict, "word 1 O R E");
  Setup(*strict, "played 0 yes");
  Refused(*strict, 0, "steal 1:ORE -> M O R E + R O D E", "MORE contains ORE (strict house rule)");
  auto lenient = NewGame();
  Setup(*lenient, "hand 0 M O R E D");
  Setup(*lenient, "word 1 O R E");
  Setup(*lenient, "played 0 yes");
  Must(*lenient, 0, "steal 1:ORE -> M O R E + R O D E");
}

TEST_CASE("who may steal: an earlier play this round, and owners with at least as many words") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T E");
  Setup(*g, "word 1 F O R G E");
  Refused(*g, 0, "steal 1:FORGE -> O R D E R + G I F T", "you must play a word from your hand earlier this round");
  CHECK(Q(*g, "steal-0-1:FORGE") == "to steal, you must play a word from your hand earlier this round");
  auto h = NewGame(3);
  Setup(*h, "word 0 C A T");
  Setup(*h, "word 0 D O G");
  Setup(*h, "word 1 F O R G E");
  Setup(*h, "word 2 L I M E");
  Setup(*h, "word 2 H E N");
  Setup(*h, "hand 0 D I R T S E");
  Setup(*h, "played 0 yes");
  Refused(*h, 0, "steal 1:FORGE -> O R D E R + G I F T", "the owner has fewer words than you");
  CHECK(h->CanSteal(0, 2, 0).ok());  // two words, as many as seat 0's
  CHECK(h->CanSteal(0, 0, 0).ok());  // your own word
  // A steal does not count as the earlier play.
  auto k = NewGame();
  Setup(*k, "hand 0 O D E S A");
  Setup(*k, "word 1 C A T");
  Setup(*k, "word 1 H E N");
  Setup(*k, "played 0 yes");
  Must(*k, 0, "steal 1:CAT -> C O D + A T E");
  CHECK(Q(*k, "played-0") == "yes");
  auto m = NewGame();
  Setup(*m, "hand 1 O D E S A");
  Setup(*m, "word 0 C A T");
  Setup(*m, "hand 0 Z");
  Must(*m, 0, "pass");
  Must(*m, 0, "draw vowel");
  Must(*m, 0, "draw vowel");
  CHECK(Q(*m, "played-1") == "no");
  CHECK(Q(*m, "steal-1-0:CAT") == "to steal, you must play a word from your hand earlier this round");
}

TEST_CASE("a seat's two identical words are told apart in notation") {
  auto g = NewGame();
  Setup(*g, "word 1 C A T");
  Setup(*g, "word 1 C A$ T");
  Setup(*g, "hand 0 O D E S");
  Setup(*g, "played 0 yes");
  CHECK(g->FormatMove(Move::Steal(1, 1, Uses("C O D"), Uses("A$ T E"))).find("1:CAT@2 ->") != std::string::npos);
  Must(*g, 0, "steal 1:CAT@2 -> C O D + A$ T E");
  CHECK(Q(*g, "table-0") == "7");
  CHECK(Q(*g, "table-1") == "3");
}

// [SECTION] Turns, rounds and scoring

TEST_CASE("draws: the player picks each deck, an empty deck cannot be picked, no deck ends the draws") {
  auto g = NewGame();
  Setup(*g, "hand 0 D O G");  // a hand set up returns the old one to the decks: size them after
  Setup(*g, "deck-size vowel 0");
  Setup(*g, "current 0");
  Must(*g, 0, "pass");
  Refused(*g, 0, "draw vowel", "the vowel deck is empty: draw a consonant");
  const auto legal = g->LegalMoves(0);
  CHECK(legal == std::vector<std::string>{"draw consonant"});
  Must(*g, 0, "draw c");
  Must(*g, 0, "draw consonant");
  CHECK(g->CurrentSeat() == 1);
  auto h = NewGame();
  Setup(*h, "deck-size vowel 0");
  Setup(*h, "deck-size consonant 1");
  Must(*h, 0, "pass");
  Must(*h, 0, "draw consonant");  // the last card: no second draw
  CHECK(h->CurrentSeat() == 1);
  CHECK(Q(*h, "phase") == "play");
}

TEST_CASE("going out: every other player has one final turn without draws, then the round is scored") {
  auto g = NewGame(3);
  Setup(*g, "hand 0 C A T");
  Setup(*g, "hand 1 D O G X");
  Setup(*g, "hand 2 E");
  Must(*g, 0, "play C A T");
  CHECK(g->Events().back().went_out);
  CHECK(Q(*g, "final-turns") == "2");
  CHECK(g->CurrentSeat() == 1);
  Must(*g, 1, "play D O G");  // no draws on a final turn
  CHECK(g->CurrentSeat() == 2);
  CHECK(Q(*g, "hand-count-1") == "1");
  Must(*g, 2, "pass");
  CHECK(g->round() == 2);
  const RoundResult& r = g->Results().at(0);
  CHECK(FormatBreakdown(r.seats[0]) == "words 3 hand 0 long 0 out 3 raw 6 round 6");
  CHECK(FormatBreakdown(r.seats[1]) == "words 3 hand -1 long 0 out 0 raw 2 round 2");
  CHECK(FormatBreakdown(r.seats[2]) == "words 0 hand -1 long 0 out 0 raw -1 round 0");
  // The lowest round score starts round 2; the table and hands are dealt anew.
  CHECK(r.next_starter == 2);
  CHECK(g->CurrentSeat() == 2);
  CHECK(g->Words(0).empty());
  for (int s = 0; s < 3; ++s) CHECK(g->Hand(s).size() == 7);
  CHECK(g->Totals() == std::vector<int>{6, 2, 0});
  CHECK(g->Scores()[0] >= 6);
  CHECK(g->Describe(g->History().size() - 1, {"Ana", "Ben", "Cy"}) ==
        "Cy passed. Round 1 is over: Ana 6, Ben 2, Cy 0. Cy starts round 2.");
}

TEST_CASE("the next round's first player: lowest round score, then lowest total, then by lot") {
  // Tie on the round score (0 and 0): the lower total starts.
  auto g = NewGame(3);
  Setup(*g, "round 2");
  Setup(*g, "round-score 1 1 5");
  Setup(*g, "round-score 2 1 9");
  Setup(*g, "hand 0 C A T");
  Setup(*g, "hand 1 X");
  Setup(*g, "hand 2 Z");
  Must(*g, 0, "play C A T");
  Must(*g, 1, "pass");
  Must(*g, 2, "pass");
  CHECK(g->round() == 3);
  CHECK(g->Results().back().next_starter == 1);
  CHECK(g->CurrentSeat() == 1);
  // A full tie is settled by the game's Rng: the same seed, the same choice.
  int seen[3] = {0, 0, 0};
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto h = NewGame(3, Json(Json::Object{}), seed);
    Setup(*h, "hand 0 C A T");
    Setup(*h, "hand 1 X");
    Setup(*h, "hand 2 Z");
    Must(*h, 0, "play C A T");
    Must(*h, 1, "pass");
    Must(*h, 2, "pass");
    const int starter = h->CurrentSeat();
    CHECK((starter == 1 || starter == 2));
    ++seen[starter];
  }
  CHECK(seen[1] > 0);
  CHECK(seen[2] > 0);
}

TEST_CASE("with both decks empty, a lap of passes ends the round with no going-out bonus") {
  auto g = NewGame();
  Setup(*g, "hand 0 X");
  Setup(*g, "hand 1 Z Q$");
  Setup(*g, "deck-size vowel 0");
  Setup(*g, "deck-size consonant 0");
  Must(*g, 0, "pass");  // no draws with both decks empty
  CHECK(g->CurrentSeat() == 1);
  Must(*g, 1, "pass");
  CHECK(g->round() == 2);
  CHECK(g->Results()[0].first_out == -1);
  CHECK(g->Events().back().no_play_lap);
  CHECK(g->Describe(1, {}).rfind(
            "Seat 1 passed. Both decks are empty and nobody could play. Round 1 is over: Seat 0 0, Seat 1 0.", 0) == 0);
  // A play in between restarts the lap.
  auto h = NewGame();
  Setup(*h, "hand 0 X");
  Setup(*h, "hand 1 C A T Z");
  Setup(*h, "deck-size vowel 0");
  Setup(*h, "deck-size consonant 0");
  Must(*h, 0, "pass");
  Must(*h, 1, "play C A T");
  Must(*h, 0, "pass");
  CHECK(h->round() == 1);
  Must(*h, 1, "pass");
  CHECK(h->round() == 2);
}

TEST_CASE("three rounds, the highest total wins and ties share") {
  auto g = NewGame();
  Setup(*g, "round 3");
  Setup(*g, "round-score 0 1 10");
  Setup(*g, "round-score 1 2 7");
  Setup(*g, "hand 0 C A T");
  Setup(*g, "hand 1 D O G");
  Must(*g, 0, "play C A T");  // 3 + 3: 16
  CHECK_FALSE(g->IsTerminal());
  Must(*g, 1, "play D O G");  // 3: 10
  CHECK(g->IsTerminal());
  CHECK(g->Scores() == std::vector<int>{16, 10});
  CHECK(g->Winners() == std::vector<int>{0});
  CHECK(g->LegalMoves(0).empty());
  Refused(*g, 0, "pass", "the game is over");
  const Json b = g->BreakdownJson();
  CHECK(b["rounds"].size() == 3);
  CHECK(b["rounds"].as_array()[2]["seats"].as_array()[0]["out_bonus"].as_int() == 3);
  CHECK(b["winners"].as_array().size() == 1);
  // +6: three cards onto the table and three fewer in hand (from -3 to +3).
  CHECK(g->Describe(g->History().size() - 1, {"Ana", "Ben"}) ==
        "Ben played DOG (+6 this round). Round 3 is over: Ana 6, Ben 3. The game is over: Ana wins with 16.");
  auto h = NewGame();
  Setup(*h, "round 3");
  Setup(*h, "round-score 1 1 3");
  Setup(*h, "hand 0 C A T");
  Setup(*h, "hand 1 X");
  Must(*h, 0, "play C A T");
  Must(*h, 1, "pass");
  CHECK(h->Scores() == std::vector<int>{6, 3});
  auto k = NewGame();
  Setup(*k, "round 3");
  Setup(*k, "round-score 1 1 6");
  Setup(*k, "hand 0 C A T");
  Setup(*k, "hand 1 X");
  Must(*k, 0, "play C A T");
  Must(*k, 1, "pass");
  CHECK(k->Winners() == std::vector<int>{0, 1});
}

// [SECTION] Views and narration

TEST_CASE("views show everything public and only the seat's own hand") {
  auto g = NewGame(3);
  Setup(*g, "hand 0 C A T S");
  Setup(*g, "hand 1 Z\u2205 O O");
  Must(*g, 0, "play C A T");
  const Json v0 = g->View(0), v1 = g->View(1);
  const auto& p0 = v1["players"].as_array()[0];
  CHECK_FALSE(p0.has("hand"));
  CHECK(p0["hand_count"].as_int() == 1);
  CHECK(p0["words"].as_array()[0]["word"].as_string() == "CAT");
  CHECK(v1["players"].as_array()[1]["hand"].as_array().size() == 3);
  CHECK(v0.Dump().find("Z\u2205") == std::string::npos);
  CHECK(v1.Dump().find("Z\u2205") != std::string::npos);
  auto r = g->Redacted(0);
  CHECK(r->View(0).Dump() == v0.Dump());
  CHECK(dynamic_cast<const WordLift&>(*r).Hand(1)[0] >= kDeckSize);
}

TEST_CASE("a sampled world deals only the cards the seat cannot see, each hidden hand keeping its decks") {
  // Seat 0 holds both J cards and sees the plain Z in seat 1's ZOO: no sampled
  // hand or deck holds a J, the Z on the table stays there, and the one Z
  // seat 0 has not seen (Z∅) is sometimes in seat 1's hand, sometimes in a deck.
  auto g = NewGame(2);
  Setup(*g, "hand 0 J J\u2205 A E D");
  Setup(*g, "word 1 Z O O");
  Must(*g, 0, "play J A D E");
  Must(*g, 0, "draw vowel");
  Must(*g, 0, "draw consonant");
  const std::unique_ptr<Game> view = g->Redacted(0);
  const int z_null = FindFace('Z', Special::kNull);
  int z_in_hand = 0, z_elsewhere = 0, same_hand = 0;
  const int samples = 200;
  for (int k = 0; k < samples; ++k) {
    Rng rng(static_cast<uint64_t>(k) + 1);
    const std::unique_ptr<Game> sampled = view->Determinize(0, rng);
    REQUIRE(sampled != nullptr);
    const auto& world = dynamic_cast<const WordLift&>(*sampled);
    CHECK(world.Hand(0) == g->Hand(0));
    CHECK(world.Words(0) == g->Words(0));
    CHECK(world.Words(1) == g->Words(1));
    CHECK(Q(world, "hand-count-1") == Q(*g, "hand-count-1"));
    CHECK(world.View(0)["players"].as_array()[1]["hand_vowels"] == g->View(0)["players"].as_array()[1]["hand_vowels"]);
    CHECK(Q(world, "consonants") == Q(*g, "consonants"));
    CHECK(Q(world, "vowels") == Q(*g, "vowels"));
    std::vector<int> cards = world.AllCards();  // every card once, none hidden
    std::sort(cards.begin(), cards.end());
    CHECK(cards.size() == static_cast<size_t>(kDeckSize));
    CHECK(std::adjacent_find(cards.begin(), cards.end()) == cards.end());
    const std::vector<int> hand1 = world.HandFaces(1);
    for (int f : hand1) CHECK(PrintedLetter(f) != 'J');
    const bool z = std::find(hand1.begin(), hand1.end(), z_null) != hand1.end();
    (z ? z_in_hand : z_elsewhere) += 1;
    same_hand += world.Hand(1) == g->Hand(1);
  }
  CHECK(z_in_hand > 0);
  CHECK(z_elsewhere > z_in_hand);  // 7 of 70-odd hidden consonants are in seat 1's hand
  CHECK(same_hand < samples / 10);
  // The same stream, the same world.
  Rng a(5), b(5);
  CHECK(view->Determinize(0, a)->Snapshot() == view->Determinize(0, b)->Snapshot());
}

TEST_CASE("a seat's snapshot holds no other hand, restores its table, and a bad snapshot is refused") {
  auto g = NewGame(2);
  Setup(*g, "hand 0 D I R T S");
  Setup(*g, "hand 1 Q$ U E X");
  Setup(*g, "word 1 F O R G E");
  Must(*g, 0, "play D I R T");
  Must(*g, 0, "draw consonant");
  const std::vector<int> hidden = g->Hand(1);  // seat 1's card ids, which seat 0 may not know
  const Json full = g->Snapshot();
  const std::unique_ptr<Game> redacted = g->Redacted(0);
  const std::string text = redacted->Snapshot().Dump();
  auto parsed = Json::Parse(text);
  REQUIRE(parsed.ok());
  // The whole game's snapshot has seat 1's hand; seat 0's has placeholders
  // in its place, and none of those cards anywhere else either.
  auto ids = [](const Json& cards) {
    std::vector<int> out;
    for (const Json& c : cards.as_array()) out.push_back(static_cast<int>(c.as_int()));
    return out;
  };
  CHECK(ids(full["hands"].as_array()[1]) == hidden);
  CHECK(full.Dump().find(full["hands"].as_array()[1].Dump()) != std::string::npos);
  CHECK(text.find(full["hands"].as_array()[1].Dump()) == std::string::npos);
  CHECK(ids((*parsed)["hands"].as_array()[0]) == g->Hand(0));
  std::vector<int> seen = ids((*parsed)["hands"].as_array()[1]);
  REQUIRE(seen.size() == hidden.size());
  for (int c : seen) CHECK(c >= kDeckSize);
  for (const Json& deck : (*parsed)["decks"].as_array())
    for (int c : ids(deck)) seen.push_back(c);
  for (int c : ids((*parsed)["set_aside"])) seen.push_back(c);
  for (int c : hidden) CHECK(std::find(seen.begin(), seen.end(), c) == seen.end());
  // A guest's game (no seed) restores it: seat 0's table, the move log.
  GameOptions options = redacted->Options();
  REQUIRE(options.seed == 0);
  auto guest = word_lift::Descriptor().create(options, &Dict());
  REQUIRE(guest.ok());
  Game& mirror = **guest;
  const Status restored = mirror.Restore(*parsed);
  INFO(restored.reason());
  REQUIRE(restored.ok());
  CHECK(mirror.Snapshot().Dump() == text);
  CHECK(mirror.View(0).Dump() == g->View(0).Dump());
  CHECK(mirror.History() == g->History());
  CHECK(mirror.LegalMoves(0) == g->LegalMoves(0));
  CHECK(mirror.Options().seed == 0);
  // Refused, and the game stays as it was: a card out of range (past the
  // placeholders), a table of the wrong seat count, a word card shown as a
  // placeholder, a phase that does not exist.
  Json bad_card = *parsed;
  bad_card.mutable_object()["hands"].mutable_array()[1].mutable_array()[0] = Json(kDeckSize + 2);
  Json three_seats = *parsed;
  three_seats.mutable_object()["hands"].push_back(Json(Json::Array{}));
  Json hidden_word = *parsed;
  hidden_word.mutable_object()["table"].mutable_array()[1].mutable_array()[0].mutable_array()[0].mutable_array()[0] =
      Json(kDeckSize);
  Json bad_phase = *parsed;
  bad_phase.set("phase", "nap");
  for (const Json* bad : {&bad_card, &three_seats, &hidden_word, &bad_phase}) {
    const Status st = mirror.Restore(*bad);
    INFO(st.reason());
    CHECK_FALSE(st.ok());
    CHECK(mirror.Snapshot().Dump() == text);
  }
  // A 2-seat table on a 3-seat game.
  auto three = NewGame(3);
  const std::string before = three->Snapshot().Dump();
  CHECK_FALSE(three->Restore(*parsed).ok());
  CHECK(three->Snapshot().Dump() == before);
}

TEST_CASE("the composer's checks: a candidate word and a selected table word") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T S\u2265 ?");
  Setup(*g, "word 1 F O R G E");
  CHECK(g->CheckPlay(0, Uses("D I R T")).ok());
  CHECK(g->CheckPlay(0, Uses("T I D R")).reason() == "TIDR is not a word");
  CHECK(g->CheckPlay(0, Uses("S\u2265 I R")).reason().find("\u2265 word too short") != std::string::npos);
  CHECK(g->CheckPlay(0, Uses("?=B I R D S\u2265")).ok());
  CHECK(g->CanSteal(0, 1, 0).reason().find("earlier this round") != std::string::npos);
  CHECK(g->BestByPoints(0).has_value());
}

// [SECTION] The search, against independent references

// A hand's words, from the dictionary's own sub-anagram search.
std::set<std::string> ReferencePlays(const std::vector<int>& hand) {
  std::vector<Dictionary::Tile> tiles;
  for (int f : hand) {
    Dictionary::Tile t;
    switch (SpecialOf(f)) {
      case Special::kQuestion: t = Dictionary::Tile::Wild(); break;
      case Special::kApprox: t = Dictionary::Tile::Set(kDeckTable[f].choices); break;
      case Special::kEllipsis: t = Dictionary::Tile::OneOrTwo(PrintedLetter(f)); break;
      default: t = Dictionary::Tile::Letter(PrintedLetter(f)); break;
    }
    if (SpecialOf(f) == Special::kPilcrow) t.place = Dictionary::Tile::Place::kFirstOrLast;
    tiles.push_back(t);
  }
  Dictionary::SearchOptions options;
  options.min_length = 3;
  std::set<std::string> words;
  for (const auto& m : Dict().Anagrams(tiles, options)) {
    std::string w = m.word;
    for (char& c : w) c = static_cast<char>(c - 'a' + 'A');
    words.insert(w);
  }
  return words;
}

TEST_CASE("the plays listed are exactly the hand's words, per the dictionary's own anagram search") {
  Rng rng(2024);
  // Faces a hand may hold here: no Number Sign (the dictionary's search does
  // not know the one-per-word rule) and, on an empty table, ≥ is free.
  std::vector<int> faces;
  for (int f = 0; f < kFaceCount; ++f)
    if (SpecialOf(f) != Special::kNumber)
      for (int k = 0; k < kDeckTable[f].copies; ++k) faces.push_back(f);
  for (int trial = 0; trial < 40; ++trial) {
    rng.Shuffle(faces);
    const int size = 4 + static_cast<int>(rng.UniformBelow(6));
    std::string line = "hand 0";
    std::vector<int> hand(faces.begin(), faces.begin() + size);
    for (int f : hand) line += " " + FaceName(f);
    auto g = NewGame();
    Setup(*g, line);
    INFO(line);
    std::set<std::string> listed;
    for (const Move& m : g->LegalActions(0))
      if (m.kind == Move::Kind::kPlay) {
        const std::string word = SpelledWord(m.word);
        CHECK(listed.insert(word).second);  // one entry per word
        CHECK(g->Check(0, m).ok());
      }
    CHECK(listed == ReferencePlays(hand));
  }
}

TEST_CASE("the steals listed are exactly the legal ones, per a brute force over word pairs") {
  Rng rng(77);
  const std::vector<std::string> table = {"CAT", "FORGE", "LINE", "STONE", "DARE", "PIN", "ROUTE", "MEAT"};
  std::vector<char> letters;
  for (const char* p = "AAEEIIOOUDDGLLMNNPRRSSTTTBCH"; *p; ++p) letters.push_back(*p);
  for (int trial = 0; trial < 12; ++trial) {
    auto g = NewGame(2, Json(Json::Object{}), static_cast<uint64_t>(trial + 1));
    std::string target = table[rng.UniformBelow(static_cast<uint32_t>(table.size()))];
    std::string word_line = "word 1";
    for (char c : target) word_line += std::string(" ") + c;
    Setup(*g, word_line);
    rng.Shuffle(letters);
    const int size = 4 + static_cast<int>(rng.UniformBelow(3));
    std::string hand_line = "hand 0";
    std::string hand;
    for (int k = 0; k < size; ++k) {
      hand_line += std::string(" ") + letters[static_cast<size_t>(k)];
      hand += letters[static_cast<size_t>(k)];
    }
    Setup(*g, hand_line);
    Setup(*g, "played 0 yes");
    INFO(word_line << " / " << hand_line);
    // The brute force: every pair of words spelled from the stolen letters and
    // the hand, judged by the engine's rule check alone.
    Dictionary::SearchOptions options;
    options.min_length = 3;
    std::vector<std::string> words;
    for (const auto& m : Dict().Anagrams(target + hand, options)) {
      std::string w = m.word;
      for (char& c : w) c = static_cast<char>(c - 'a' + 'A');
      words.push_back(w);
    }
    auto plain = [](const std::string& w) {
      std::vector<CardUse> uses;
      for (char c : w) uses.push_back({FindFace(c, Special::kNone), std::string(1, c)});
      return uses;
    };
    std::set<std::pair<std::string, std::string>> expected;
    for (size_t i = 0; i < words.size(); ++i)
      for (size_t j = i; j < words.size(); ++j)
        if (g->CheckSteal(0, 1, 0, plain(words[i]), plain(words[j])).ok())
          expected.insert(std::minmax(words[i], words[j]));
    std::set<std::pair<std::string, std::string>> listed;
    for (const Move& m : g->LegalActions(0))
      if (m.kind == Move::Kind::kSteal) {
        CHECK(listed.insert(std::minmax(SpelledWord(m.first), SpelledWord(m.second))).second);
        CHECK(g->Check(0, m).ok());
      }
    CHECK(listed == expected);
  }
}

// Lays up to `count` of `table` (in a shuffled order) on seats 1 and 2's
// tables in turn; a word is skipped if the deck has no more of a letter.
// Returns how many were laid.
int PlaceWords(WordLift& g, Rng& rng, std::vector<std::string> table, int count) {
  rng.Shuffle(table);
  int placed = 0;
  for (const std::string& w : table) {
    std::string line = "word " + std::to_string(1 + placed % 2);
    for (char c : w) line += std::string(" ") + c;
    if (placed < count) placed += g.ApplySetup(line).ok();
  }
  return placed;
}

// Best() against the full enumeration's most valuable candidate. Returns
// Best's stats.
Search::Stats CheckBestIsEnumerations(const SearchInput& in, const Lexicon& lexicon) {
  Search search(Dict(), lexicon);
  int most = INT_MIN;
  search.Enumerate(in, [&](const Candidate& c) { most = std::max(most, c.value); });
  Search best_search(Dict(), lexicon);
  const auto best = best_search.Best(in);
  REQUIRE(best.has_value());
  CHECK(best->value == most);
  return best_search.stats();
}

TEST_CASE("Best finds the most valuable candidate of the full enumeration") {
  auto lexicon = Lexicon::For(Dict());
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto g = NewGame(3, Json(Json::Object{}), seed);
    Rng rng(seed * 31);
    // A position: two words on each table, a hand of 8 with a wildcard now
    // and then.
    const std::vector<std::string> words = {"CAT", "FORGE", "LINE", "STONE", "DARE", "ROUTE"};
    for (int k = 0; k < 6; ++k) {
      std::string line = "word " + std::to_string(k % 3);
      for (char c : words[static_cast<size_t>(k)]) line += std::string(" ") + c;
      Setup(*g, line);
    }
    Setup(*g, seed % 4 == 0 ? "hand 0 ? E A R S T N" : "hand 0 E A R S T M N I");
    Setup(*g, "played 0 yes");
    CheckBestIsEnumerations(HardSearchInput(*g, 0), *lexicon);
    // And the bot's move is that candidate, legal.
    const Move move = ChooseBotMove(*g, 0, BotLevel::kHard, rng);
    CHECK(g->Check(0, move).ok());
  }
}

TEST_CASE("Best is exact with two wildcards and many stealable words (the bench's hard case, smaller)") {
  // Hands of plain letters and two Question Marks: the enumeration's card
  // choice is then the most valuable one, so its best value is the reference.
  // The branch and bound's cuts (going out charged its exposure, wildcards
  // worth least, partner lengths and wildcards bounded by the best found,
  // cards too valuable to leave out) all come into play.
  auto lexicon = Lexicon::For(Dict());
  const std::vector<std::string> table = {"CAT", "FORGE", "LINE", "STONE", "DARE", "ROUTE", "PLANET", "MINE", "SOUP"};
  const std::string pool = "AAEEIIOOUBCDDGLLMNNPRRSSTTTHKW";
  long hoped = 0, missed = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    auto g = NewGame(3, Json(Json::Object{}), seed);
    Rng rng(seed * 131);
    REQUIRE(PlaceWords(*g, rng, table, 6) == 6);
    std::vector<char> letters(pool.begin(), pool.end());
    const int size = 3 + static_cast<int>(seed % 2);  // the enumeration grows fast with two wildcards
    std::string hand;
    for (int tries = 0; tries < 100; ++tries) {  // a hand the deck still holds, after the table's cards
      rng.Shuffle(letters);
      hand = "hand 0 ? ?";
      for (int k = 0; k < size; ++k) hand += std::string(" ") + letters[static_cast<size_t>(k)];
      if (g->ApplySetup(hand).ok()) break;
    }
    Setup(*g, "played 0 yes");
    INFO(hand);
    for (int out : {0, 1}) {
      SearchInput in = HardSearchInput(*g, 0);
      if (out) {  // going out worth more than to the hard bot, so that it is sometimes best
        in.out_bonus = 900;
        in.out_exposure = 60;
      }
      const Search::Stats stats = CheckBestIsEnumerations(in, *lexicon);
      hoped += stats.hoped;
      missed += stats.hope_missed;
    }
  }
  // The steal search's hope (the best pair worth nearly the most a pair
  // could be) was both met and missed: both ways found the best.
  CHECK(missed > 0);
  CHECK(hoped > missed);
}

TEST_CASE("the exact check's counting shortcut values card choices as the full search does, special cards included") {
  // Hands dealt from the whole deck (Pilcrows, Number Signs, ≥, Ellipses,
  // wildcards...) against words on the table: every card choice the
  // shortcut settles while searching for the best is run through the full
  // search too, which must value it the same; and the hard bot's move from
  // each position is legal.
  auto lexicon = Lexicon::For(Dict());
  std::vector<int> faces;
  for (int f = 0; f < kFaceCount; ++f)
    for (int k = 0; k < kDeckTable[f].copies; ++k) faces.push_back(f);
  const std::vector<std::string> table = {"FORGE", "CHART", "PLANET", "STONE", "GARDEN", "TIGER", "HOUSE", "CLOUD"};
  Search search(Dict(), *lexicon);
  search.set_self_check(true);
  Rng rng(4242);
  int positions = 0;
  for (uint64_t seed = 1; positions < 24 && seed < 300; ++seed) {
    auto g = NewGame(3, Json(Json::Object{}), seed);
    const int placed = PlaceWords(*g, rng, table, 4);
    rng.Shuffle(faces);
    std::string hand = "hand 0";
    for (int k = 0; k < 12; ++k) hand += " " + FaceName(faces[static_cast<size_t>(k)]);
    if (placed < 4 || !g->ApplySetup(hand).ok()) continue;  // the deck no longer holds one of them
    Setup(*g, "played 0 yes");
    INFO(hand);
    ++positions;
    search.Best(HardSearchInput(*g, 0));
    const Move move = ChooseBotMove(*g, 0, BotLevel::kHard, rng);
    CHECK(g->Check(0, move).ok());
  }
  CHECK(positions == 24);
  CHECK(search.stats().settled > 50);
  CHECK(search.stats().disagreed == 0);
}

TEST_CASE("bots: the hard bot finds the rulebook's steal, and every level moves legally") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T");
  Setup(*g, "word 1 F O R G E");
  Setup(*g, "played 0 yes");
  Rng rng(1);
  auto view = g->Redacted(0);
  const Move move = ChooseBotMove(dynamic_cast<const WordLift&>(*view), 0, BotLevel::kHard, rng);
  CHECK(move.kind == Move::Kind::kSteal);
  CHECK(g->Check(0, move).ok());
  for (const char* level : {"random", "easy", "medium", "hard"}) {
    auto bot = MakeBot(level, &Dict());
    auto h = NewGame(4, Json(Json::Object{}), 5);
    for (int k = 0; k < 30 && !h->IsTerminal(); ++k) {
      const int seat = h->CurrentSeat();
      auto v = h->Redacted(seat);
      Must(*h, seat, bot->ChooseMove(*v, seat, rng));
    }
  }
}

// Words a person can learn: the easy and medium bots play common words (the
// eye of search.h: long and rare ones missed, not random blunders), and the
// advice's candidates put a common word before an equal rare one.
TEST_CASE("bots: easy and medium play common words, and see long words less often than short ones") {
  std::map<std::string, int> rarest;  // level -> the rarest tier played
  for (const char* level : {"easy", "medium"}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto g = NewGame(2, Json(Json::Object{}), seed);
      auto bot = MakeBot(level, &Dict());
      Rng rng(seed);
      while (!g->IsTerminal()) {
        const int seat = g->CurrentSeat();
        const std::string move = bot->ChooseMove(*g->Redacted(seat), seat, rng);
        const Move m = *g->ParseMove(move);
        for (const auto* word : {&m.word, &m.first, &m.second})
          if (!word->empty()) rarest[level] = std::max(rarest[level], Dict().TierOf(SpelledWord(*word)));
        Must(*g, seat, move);
      }
    }
  }
  CHECK(rarest["easy"] <= 35);
  CHECK(rarest["medium"] <= 50);
  CHECK(rarest["easy"] > 0);
  // The eye: a fixed coin per word and decision; longer words seen less.
  WordEye eye;
  for (auto& by_band : eye.chance) by_band.fill(256);
  eye.chance[7].fill(64);
  eye.chance[4].fill(0);
  int seen7 = 0;
  for (uint32_t id = 0; id < 4000; ++id) {
    CHECK(eye.Sees(id, 3, 10));
    CHECK_FALSE(eye.Sees(id, 4, 10));
    seen7 += eye.Sees(id, 7, 10) ? 1 : 0;
    CHECK(eye.Sees(id, 7, 10) == eye.Sees(id, 7, 70));  // the same coin whatever the band's chance
  }
  CHECK(seen7 > 800);
  CHECK(seen7 < 1200);  // about a quarter
  eye.seed = 99;
  int changed = 0;
  for (uint32_t id = 0; id < 4000; ++id) {
    WordEye other = eye;
    other.seed = 98;
    changed += eye.Sees(id, 7, 10) != other.Sees(id, 7, 10) ? 1 : 0;
  }
  CHECK(changed > 1000);  // another decision, another look
}

TEST_CASE("search: a rarity cost puts a common word before a rare one worth the same") {
  // D E I L: DEIL (tier 70) and IDLE, LIED, DELI (common) take the same cards.
  auto g = NewGame();
  Setup(*g, "hand 0 D E I L");
  const auto lexicon = Lexicon::For(Dict());
  Search search(Dict(), *lexicon);
  SearchInput in;
  for (int f : g->HandFaces(0)) in.hand.push_back(f);
  SetPointsObjective(in);
  const std::optional<Candidate> any = search.Best(in);
  REQUIRE(any);
  in.rarity_cost = {0, 0, 0, 0, 0, 10, 20, 35, 50};
  const std::optional<Candidate> common = search.Best(in);
  REQUIRE(common);
  INFO(any->first_word << " / " << common->first_word);
  CHECK(common->first_word.size() == 4);
  CHECK(Dict().TierOf(common->first_word) <= 50);
  CHECK(common->value == any->value);  // the same cards, and a common word costs nothing
  std::set<std::string> words;
  search.Enumerate(in, [&](const Candidate& c) { words.insert(c.first_word); });
  CHECK(words.count("DEIL") == 1);  // still a legal play, only not preferred
}

TEST_CASE("the random bot draws the same move from the same generator as a pick from the full list") {
  // UniformLegalAction walks the moves without listing them; it must pick
  // LegalActions()[UniformBelow(n)] exactly, so random games stay replayable.
  int steals_seen = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto g = NewGame(3, Json(Json::Object{}), seed);
    Rng play(seed);
    auto bot = MakeBot("random", &Dict());
    for (int k = 0; k < 40 && !g->IsTerminal(); ++k) {
      const int seat = g->CurrentSeat();
      const std::vector<Move> all = g->LegalActions(seat);
      REQUIRE(!all.empty());
      size_t visited = 0;
      CHECK(g->ForEachLegalAction(seat, [&](const Move& m) {
        CHECK(g->FormatMove(m) == g->FormatMove(all[visited]));
        ++visited;
      }) == all.size());
      Rng a(seed * 1000 + static_cast<uint64_t>(k)), b = a;
      const std::optional<Move> sampled = g->UniformLegalAction(seat, a);
      REQUIRE(sampled);
      CHECK(g->FormatMove(*sampled) == g->FormatMove(all[b.UniformBelow(static_cast<uint32_t>(all.size()))]));
      auto view = g->Redacted(seat);
      const std::string move = bot->ChooseMove(*view, seat, play);
      steals_seen += move.rfind("steal", 0) == 0;
      Must(*g, seat, move);
    }
  }
  CHECK(steals_seen > 0);  // the games reached positions with steals to pick from
}

// [SECTION] The composer (the word rows a player builds on screen)

int CardOfFace(const WordLift& g, int seat, const std::string& face) {
  const auto f = ParseFace(face);
  REQUIRE(f.ok());
  for (int card : g.Hand(seat))
    if (FaceOfCard(card) == *f) return card;
  FAIL("no " << face << " in hand");
  return -1;
}

TEST_CASE("composer: typing spells a word from the hand, Backspace takes the last card back") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T S");
  Composer c(*g, 0);
  for (char ch : std::string("dirt")) REQUIRE(c.Type(ch, 0).ok());
  CHECK(c.Spelled(0) == "DIRT");
  CHECK(c.FreeHand().size() == 1);
  CHECK(c.Type('q', 0).reason() == "no card in your hand can be Q");
  CHECK(c.Spelled(0) == "DIRT");
  REQUIRE(c.Check().ok());
  const auto move = c.ToMove();
  REQUIRE(move);
  CHECK(g->FormatMove(*move) == g->FormatMove(Move::Play({{*ParseFace("D"), "D"}, {*ParseFace("I"), "I"},
                                                           {*ParseFace("R"), "R"}, {*ParseFace("T"), "T"}})));
  CHECK(c.Backspace(0));
  CHECK(c.Spelled(0) == "DIR");
  CHECK_FALSE(c.Check().ok());  // not a word (or too short): the engine's reason
  CHECK(c.Check().reason() == g->CheckPlay(0, {{*ParseFace("D"), "D"}, {*ParseFace("I"), "I"}, {*ParseFace("R"), "R"}}).reason());
  c.Clear();
  CHECK(c.Check().reason() == "tap or type cards from your hand to spell a word");
  CHECK_FALSE(c.Backspace(0));
  CHECK(c.Add(CardOfFace(*g, 0, "D"), 0).ok());
  CHECK(c.Add(CardOfFace(*g, 0, "D"), 0).reason() == "that card is already in a word");
  CHECK(c.Add(9999, 0).reason() == "that card is not in your hand");
}

TEST_CASE("composer: ? waits for its letter, typing chooses it, an Ellipsis doubles") {
  auto g = NewGame();
  Setup(*g, "hand 0 B A L… ?");
  Composer c(*g, 0);
  for (char ch : std::string("BALL")) REQUIRE(c.Type(ch, 0).ok());
  CHECK(c.Spelled(0) == "BALL");
  CHECK(c.row(0).size() == 3);  // the Ellipsis stands for LL
  CHECK(c.Check().ok());
  CHECK(c.Backspace(0));  // LL drops to L
  CHECK(c.Spelled(0) == "BAL");
  CHECK(c.row(0).size() == 3);
  REQUIRE(c.Add(CardOfFace(*g, 0, "?"), 0).ok());
  CHECK(c.Spelled(0) == "BAL_");
  CHECK(c.Check().reason().find("choose the letter") == 0);
  CHECK(Composer::HasChoice(c.row(0)[3].card));
  CHECK_FALSE(Composer::HasChoice(c.row(0)[0].card));
  CHECK_FALSE(c.SetLetters(0, 3, "ee").ok());
  REQUIRE(c.SetLetters(0, 3, "e").ok());
  CHECK(c.Spelled(0) == "BALE");
  CHECK(c.Check().ok());
  REQUIRE(c.SetLetters(0, 2, "LL").ok());
  CHECK(c.Spelled(0) == "BALLE");
  CHECK_FALSE(c.SetLetters(0, 0, "C").ok());  // a plain B is a B
}

TEST_CASE("composer: the rulebook's steal of FORGE into ORDER and GIFT, arranged card by card") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T");
  Setup(*g, "word 1 F O R G E");
  Composer c(*g, 0);
  // No word played yet this round: refused, and nothing changes.
  Setup(*g, "played 0 no");
  CHECK(c.BeginSteal(1, 0).reason() == g->CanSteal(0, 1, 0).reason());
  CHECK_FALSE(c.stealing());
  Setup(*g, "played 0 yes");
  Composer s(*g, 0);
  REQUIRE(s.Type('d', 0).ok());
  REQUIRE(s.BeginSteal(1, 0).ok());
  CHECK(s.row_count() == 2);
  CHECK(s.Spelled(0) == "FORGE");
  CHECK(s.Spelled(1) == "D");  // the hand card already chosen moves to the second row
  CHECK(s.Remove(0, 0).reason() == "every card of the stolen word goes into one of the new words");
  CHECK(s.Check().reason() == g->CheckSteal(0, 1, 0, {{*ParseFace("F"), "F"}, {*ParseFace("O"), "O"}, {*ParseFace("R"), "R"},
                                                      {*ParseFace("G"), "G"}, {*ParseFace("E"), "E"}},
                                            {{*ParseFace("D"), "D"}}).reason());
  // Arrange: O R D E R and G I F T.
  REQUIRE(s.Remove(1, 0).ok());  // the D back to the hand
  REQUIRE(s.MoveCard(0, 0, 1, 0).ok());  // F
  REQUIRE(s.MoveCard(0, 2, 1, 0).ok());  // G before it
  CHECK(s.Spelled(0) == "ORE");
  CHECK(s.Spelled(1) == "GF");
  REQUIRE(s.Type('i', 1).ok());
  REQUIRE(s.Type('t', 1).ok());
  REQUIRE(s.MoveCard(1, 2, 1, 1).ok());
  CHECK(s.Spelled(1) == "GIFT");
  REQUIRE(s.Type('d', 0).ok());
  REQUIRE(s.MoveCard(0, 3, 0, 2).ok());
  REQUIRE(s.Type('r', 0).ok());
  CHECK(s.Spelled(0) == "ORDER");
  CHECK(s.FreeHand().empty());
  REQUIRE(s.Check().ok());
  const auto move = s.ToMove();
  REQUIRE(move);
  CHECK(move->kind == Move::Kind::kSteal);
  const ScoreBreakdown thief = g->RoundBreakdown(0), victim = g->RoundBreakdown(1);
  REQUIRE(g->Apply(0, *move).ok());
  // The rulebook: +9 on the thief's side of the table, -5 on the victim's.
  CHECK(g->RoundBreakdown(0).word_points - thief.word_points == 9);
  CHECK(g->RoundBreakdown(1).word_points - victim.word_points == -5);
  CHECK(Q(*g, "words-0") == "ORDER GIFT");
  // The move log in the second person for the one person against bots.
  const std::string mine = g->Describe(g->History().size() - 1, {"You", "Ana"});
  // +9 on the table, +4 no longer in hand, +3 for going out first.
  CHECK(mine.find("You stole FORGE from Ana and split it into ORDER and GIFT (+16 this round, -5 for Ana).") == 0);
  CHECK(mine.find("You have no cards left") != std::string::npos);  // DIRT was the whole hand
  CHECK(g->Describe(g->History().size() - 1, {"Ana", "You"}).find("Ana stole FORGE from you and split it") == 0);
}

TEST_CASE("composer: cancelling a steal keeps the chosen hand cards in the play row") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T");
  Setup(*g, "word 1 F O R G E");
  Setup(*g, "played 0 yes");
  Composer c(*g, 0);
  REQUIRE(c.BeginSteal(1, 0).ok());
  REQUIRE(c.Type('t', 1).ok());
  REQUIRE(c.Type('i', 0).ok());
  c.CancelSteal();
  CHECK_FALSE(c.stealing());
  CHECK(c.row_count() == 1);
  CHECK(c.Spelled(0) == "IT");
  CHECK(c.FreeHand().size() == 2);
}

TEST_CASE("composer: Fill lays out a play or the rulebook's steal, as the hint button does") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T");
  Setup(*g, "word 1 F O R G E");
  Setup(*g, "played 0 yes");
  Composer c(*g, 0);
  REQUIRE(c.Fill(*g->ParseMove("play D I R T")).ok());
  CHECK(c.Spelled(0) == "DIRT");
  CHECK(c.Check().ok());
  REQUIRE(c.Fill(*g->ParseMove("steal 1:FORGE -> O R D E R + G I F T")).ok());
  CHECK(c.stealing());
  CHECK(c.Spelled(0) == "ORDER");
  CHECK(c.Spelled(1) == "GIFT");
  CHECK(c.FreeHand().empty());
  CHECK(c.Check().ok());
  // Cards not at hand: refused, the rows stay as they were.
  CHECK_FALSE(c.Fill(Move::Play({{*ParseFace("D"), "D"}, {*ParseFace("I"), "I"}, {*ParseFace("R"), "R"},
                                  {*ParseFace("E"), "E"}}))
                   .ok());
  CHECK(c.Spelled(0) == "ORDER");
}

// [SECTION] Random simulation

// Every seat count and level, 1,221 games in all, each batch a ctest entry
// of its own (scaled by tools/test.sh: a tenth under the sanitizers, ten
// times for --soak). The cost of a game grows with its seats (every action
// checks every seat's view, and each view shows every seat), so the big
// tables play fewer games. A Word Lift position routinely has thousands of
// legal steal-and-splits (a wildcard on the table, tens of thousands), so
// most batches list the legal moves every few actions and try a sample of
// them; a few list them after every action and try them all now and then.
const ::lf::testing::RegisterSimulations kSimulations({
    .game = "word-lift",
    .info = [] { return word_lift::Descriptor(); },
    .dict = [] { return &Dict(); },
    .invariant = CheckInvariants,
    .batches =
        {
            {.name = "2 seats, random only, every move tried", .games = 30, .levels = {"random", "random"},
             .full_legal_check_every = 53},
            {.name = "2 seats, hard v hard, every move tried", .games = 20, .levels = {"hard", "hard"},
             .full_legal_check_every = 29},
            {.name = "3 seats, every move tried", .games = 10, .levels = {"hard", "easy", "medium"},
             .full_legal_check_every = 29},
            {.name = "4 seats, random easy medium hard, every move tried", .games = 5,
             .levels = {"random", "easy", "medium", "hard"}, .full_legal_check_every = 97},
            {.name = "5 seats, every move tried", .games = 3, .levels = {"medium", "hard", "easy", "random", "easy"},
             .full_legal_check_every = 97},
            {.name = "6 seats, every move tried", .games = 3,
             .levels = {"easy", "medium", "hard", "easy", "medium", "hard"}, .full_legal_check_every = 97},
            {.name = "2 seats, easy v medium", .games = 300, .levels = {"easy", "medium"}, .list_legal_every = 7,
             .sample_legal = 8, .full_legal_check_every = 0},
            {.name = "2 seats, hard v easy", .games = 300, .levels = {"hard", "easy"}, .list_legal_every = 7,
             .sample_legal = 8, .full_legal_check_every = 0},
            {.name = "2 seats, random v hard", .games = 60, .levels = {"random", "hard"}, .list_legal_every = 7,
             .sample_legal = 8, .full_legal_check_every = 0},
            {.name = "3 seats, hard easy medium", .games = 200, .levels = {"hard", "easy", "medium"},
             .list_legal_every = 7, .sample_legal = 8, .full_legal_check_every = 0},
            {.name = "3 seats, random medium easy", .games = 30, .levels = {"random", "medium", "easy"},
             .list_legal_every = 7, .sample_legal = 8, .full_legal_check_every = 0},
            {.name = "4 seats, easy easy medium hard", .games = 110, .levels = {"easy", "easy", "medium", "hard"},
             .list_legal_every = 7, .sample_legal = 8, .full_legal_check_every = 0},
            {.name = "5 seats, medium hard easy medium easy", .games = 80,
             .levels = {"medium", "hard", "easy", "medium", "easy"}, .list_legal_every = 7, .sample_legal = 8,
             .full_legal_check_every = 0},
            {.name = "6 seats, two of each level", .games = 70,
             .levels = {"easy", "medium", "hard", "easy", "medium", "hard"}, .list_legal_every = 7,
             .sample_legal = 8, .full_legal_check_every = 0},
        },
});

}  // namespace
}  // namespace lf::word_lift

// [SECTION] Word values and the round review (review.h)

namespace lf::word_lift {
namespace {

TEST_CASE("word values: a card a point, a Dollar two, six letters or more two more") {
  auto g = NewGame();
  Setup(*g, "word 0 D\u00B6 I R T");
  Setup(*g, "word 0 L$ E M O N S");
  CHECK(WordValue(g->Words(0)[0]) == 4);
  CHECK(WordValue(g->Words(0)[1]) == 6 + 1 + 2);
  CHECK(WordValue(Uses("B E L\u2026=LL O W")) == 5 + 2);  // six letters on five cards
}

// The log's "+N", the review's and the change of the panel's round figure
// are one number (Event::gain): checked at every play and steal of seeded
// games of bots (2 to 4 seats), the victim's loss too.
TEST_CASE("a play's gain in the log is the change of its player's round score, and a steal's loss the victim's") {
  int checked = 0;
  for (int seats = 2; seats <= 4; ++seats) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto g = NewGame(seats, Json(Json::Object{}), seed);
      auto medium = MakeBot("medium", &Dict());
      auto hard = MakeBot("hard", &Dict());
      Rng rng(seed);
      while (!g->IsTerminal()) {
        const int seat = g->CurrentSeat();
        const std::string move = (seat % 2 ? medium : hard)->ChooseMove(*g->Redacted(seat), seat, rng);
        std::vector<int> before;
        for (int s = 0; s < seats; ++s) before.push_back(g->RoundBreakdown(s).raw);
        Must(*g, seat, move);
        const Event& e = g->Events().back();
        if (e.round_over || (e.kind != Move::Kind::kPlay && e.kind != Move::Kind::kSteal)) continue;
        INFO(move);
        CHECK(e.gain == g->RoundBreakdown(seat).raw - before[static_cast<size_t>(seat)]);
        if (e.kind == Move::Kind::kSteal && e.victim != seat)
          CHECK(e.victim_loss == before[static_cast<size_t>(e.victim)] - g->RoundBreakdown(e.victim).raw);
        CHECK(g->Describe(g->History().size() - 1, {}).find("(" + SignedPoints(e.gain) + " this round") !=
              std::string::npos);
        ++checked;
      }
    }
  }
  CHECK(checked > 100);
}

TEST_CASE("a move's worth is what it adds to the round, the measure of the Hint's best play") {
  auto g = NewGame();
  Setup(*g, "hand 0 D I R T E");
  Setup(*g, "word 1 F O R G E");
  Setup(*g, "played 0 yes");
  // DIRT: four cards from the hand onto the table, +4 on the table and -4 no
  // longer in hand.
  CHECK(MoveWorth(*g, 0, *g->ParseMove("play D I R T")) == 8);
  // ORDER + GIFT: FORGE's five cards taken, four from the hand.
  CHECK(MoveWorth(*g, 0, *g->ParseMove("steal 1:FORGE -> O R D E R + G I F T")) == 5 + 8);
  CHECK(MoveWorth(*g, 0, Move::Pass()) == 0);
  const std::optional<Move> best = g->BestByPoints(0);
  REQUIRE(best);
  CHECK(MoveWorth(*g, 0, *best) >= 13);
  for (const Move& m : g->LegalActions(0)) CHECK(MoveWorth(*g, 0, m) <= MoveWorth(*g, 0, *best));
}

// The one judgement (advice.h): the Hint's play is the review's best play,
// judged from what the player saw; the coach runs the same search
// (tests/play/play_coach_test.cpp holds it to that).
TEST_CASE("the round review agrees with the Hint: the best play of each turn is the advice's, seen as the player saw it") {
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    auto g = NewGame(2, Json(Json::Object{}), seed);
    auto bot = MakeBot("easy", &Dict());
    Rng rng(seed);
    std::vector<std::string> hinted;  // seat 0's moves: the Hint's play, every other turn
    int turns = 0;
    while (g->round() == 1 && !g->IsTerminal()) {
      const int seat = g->CurrentSeat();
      std::string move;
      if (seat == 0 && g->phase() == Phase::kPlay) {
        const auto view = g->Redacted(0);
        Judgement hint(dynamic_cast<const WordLift&>(*view), 0);
        while (hint.Step(16)) {
        }
        move = turns++ % 2 == 0 ? hint.best_move() : "pass";
        hinted.push_back(move);
      } else {
        auto view = g->Redacted(seat);
        move = bot->ChooseMove(*view, seat, rng);
      }
      Must(*g, seat, move);
    }
    RoundReview review(*g, 0, 1);
    REQUIRE(review.turns().size() == hinted.size());
    while (review.Step(7)) {  // in chunks of any size: the same search
    }
    CHECK(review.done());
    for (size_t k = 0; k < hinted.size(); ++k) {
      const ReviewTurn& t = review.turns()[k];
      INFO("seed " << seed << ", turn " << k << ": " << hinted[k] << " / best " << t.best_word << t.best_stolen << " "
                   << t.best_first << " " << t.best_second);
      CHECK(t.done);
      if (k % 2 == 0) {
        // The Hint followed: the review calls it the best play, and no
        // better play was there.
        CHECK(t.same);
        CHECK_FALSE(t.better);
        CHECK(t.played_value == t.best_value);
        CHECK(t.found == (hinted[k] != "pass"));
      } else if (t.found) {
        CHECK_FALSE(t.same);
        CHECK(t.better == (t.best_value - t.played_value >= kAdviceMinDrop));
      }
    }
  }
}

TEST_CASE("the advice sees the final-turn steal that going out invites, which points alone do not") {
  // Round 3, Ana (seat 0) one point ahead in the earlier rounds. She holds
  // P L A I D: PLAID empties her hand, and Ben then has a final turn with
  // seven cards against a five-letter word on the table. Points alone
  // (BestByPoints) go out; the advice, playing Ben's turn on in the worlds
  // Ana cannot rule out, judges going out worse than some other play.
  auto g = NewGame(2, Json(Json::Object{}), 9);
  Setup(*g, "round 3");
  Setup(*g, "round-score 0 1 6");
  Setup(*g, "round-score 1 1 5");
  Setup(*g, "hand 0 P L A I D");
  Setup(*g, "hand 1 S E T R O N E");
  Setup(*g, "word 1 C A T");
  Setup(*g, "played 0 yes");
  Setup(*g, "played 1 yes");
  Setup(*g, "current 0");
  const std::optional<Move> by_points = g->BestByPoints(0);
  REQUIRE(by_points);
  const std::string going_out = g->FormatMove(*by_points);
  {
    WordLift after = *g;
    REQUIRE(after.Apply(0, *by_points).ok());
    REQUIRE(after.Events().back().went_out);  // the points' best play goes out
  }
  const auto view = g->Redacted(0);
  Judgement advice(dynamic_cast<const WordLift&>(*view), 0, going_out);
  while (advice.Step(16)) {
  }
  INFO("advice: " << advice.best_move() << " " << advice.best_value() << "; going out (" << going_out
                  << ") " << advice.played_value());
  CHECK(advice.best_move() != going_out);
  CHECK(advice.best_value() - advice.played_value() >= kAdviceMinDrop);
}

// [SECTION] In words (the accessibility mirror)

std::string Flat(const std::vector<Game::TextPart>& parts) { return TextPartsText(parts); }

TEST_CASE("in words: the table and the moves as a screen reader says them") {
  auto g = NewGame();
  Setup(*g, "word 0 T A\u2020 M E");
  Setup(*g, "word 1 F O R G E");
  Setup(*g, "word 1 G A M E");
  Setup(*g, "hand 0 L I F T ? E\u2026");
  Setup(*g, "played 0 yes");
  const std::vector<std::string> names = {"You", "Ana"};
  const auto parts = g->DescribeTable(0, names);
  WARN(Flat(parts));
  REQUIRE(parts.size() == 6);
  CHECK(parts[0].lines == std::vector<std::string>{
                              "Round 1 of 3.",
                              "Your turn: spell a word from your hand, steal a word from the table, or pass."});
  CHECK(parts[1].lines[1] == "Ana has about 2 points: 0 from earlier rounds, about 2 this round so far.");
  CHECK(parts[2].heading == "Your hand");
  CHECK(parts[2].lines == std::vector<std::string>{"E with Ellipsis: E or EE", "I", "Question Mark: any letter", "F",
                                                   "L", "T"});
  CHECK(parts[3].heading == "Your words");
  CHECK(parts[3].lines[0] == "TAME (4 points; A with Dagger)");
  CHECK(parts[4].heading == "Ana's words");
  CHECK(parts[4].lines == std::vector<std::string>{"FORGE (5 points)", "GAME (4 points)",
                                                   "Ana holds 7 cards: 4 consonants and 3 vowels.",
                                                   "Ana has not played a word yet this round."});
  CHECK(parts[5].heading == "Decks");

  std::string moves;
  const std::vector<std::string> legal = g->LegalMoves(0);
  for (size_t i = 0; i < legal.size() && i < 40; ++i) {
    const Game::MoveText t = g->DescribeLegalMove(0, legal[i], names);
    moves += "[" + t.kind + "] " + t.label + "\n";
  }
  WARN(moves);
  auto words = [&](const std::string& m) { return g->DescribeLegalMove(0, m, names); };
  CHECK(words("pass").label == "Pass");
  CHECK(words("play L I F T").label == "Spell LIFT from your hand (4 points)");
  CHECK(words("play L I F T").kind == "Play");
  CHECK(words("play F I L ?=L E\u2026").label == "Spell FILLE from your hand (5 points; the Question Mark as L)");
  CHECK(words("steal 1:GAME -> M A T + G E L").label == "Steal GAME from Ana, making MAT and GEL (6 points)");
  CHECK(words("steal 1:GAME -> M A T + G E L").kind == "Steal");
  CHECK(words("steal 0:TAME -> M E L T + F I A T").label ==
        "Split your TAME into MELT and FIAT (8 points; the Dagger: you draw 2 more)");
  Must(*g, 0, "play L I F T");
  CHECK(words("draw vowel").label == "Draw a vowel (" + std::to_string(g->DeckCount(Deck::kVowel)) + " left)");
  CHECK(g->DescribeTable(1, {"Ben", "You"})[0].lines[1] == "Ben's turn: drawing (2 draws left).");
}

}  // namespace
}  // namespace lf::word_lift
