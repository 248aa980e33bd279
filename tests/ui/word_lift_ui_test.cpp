// Word Lift through the whole app, headless: the set-up screen, the table,
// a word played by taps and by typing, a refused word with its reason, a
// steal-and-split by taps, the draws, and a whole game of three rounds
// against a bot played by named items only. The state is read back from the
// save the app writes after every move, replayed by the engine.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "games/word_lift/advice.h"
#include "games/word_lift/composer.h"
#include "games/word_lift/word_lift.h"
#include "play/session.h"
#include "ui/games.h"
#include "ui/games/word_lift/word_lift_ui.h"
#include "ui/play/game_ui.h"
#include "ui/play/tutorial.h"  // MakePlayScreen's default guide
#include "ui/word_meaning.h"

using namespace lf;
using namespace lf::ui;
using namespace lf::word_lift;
using testing::FakePlatform;
using testing::Harness;

namespace {

const char* const kSave = "save-word-lift.json";
constexpr int kEnterKey = 13;

std::unique_ptr<GameSession> Saved(const FakePlatform& platform) { return testing::SavedGame(platform, kSave); }

const WordLift& Wl(const GameSession& s) { return static_cast<const WordLift&>(s.game()); }

// Menu-less: the set-up screen opened directly; seat 1 is `opponent`.
void StartGame(Harness& h, const std::string& opponent, const std::string& seed) {
  testing::StartFromSetup(h, games::word_lift::Screens(), opponent, seed);
}

void ReadyIfAsked(Harness& h) {
  if (h.Has("game/ready")) h.Tap("game/ready");
}

// Taps Hint and waits for its search (a few milliseconds a frame) to lay
// the play out.
void TapHint(Harness& h) {
  h.Tap("wl/hint");
  for (int i = 0; i < 3000 && h.Has("wl/hint/thinking"); ++i) h.Frames(1);
  REQUIRE_FALSE(h.Has("wl/hint/thinking"));
}

// The first free hand card of that face on screen.
std::string HandItem(const Harness& h, int face) {
  const std::string suffix = "/" + FaceName(face);
  for (const std::string& name : h.NamesWithPrefix("wl/hand/")) {
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) return name;
  }
  return "";
}

void TapHandFace(Harness& h, int face) {
  const std::string name = HandItem(h, face);
  INFO("no " << FaceName(face) << " in the hand on screen");
  REQUIRE(!name.empty());
  h.Tap(name);
}

// The rows as the test expects them, and taps that change them the way a
// player's would.
struct Rows {
  struct Card {
    int face;
    bool stolen;
    std::string letters;
  };
  std::vector<Card> row[2];
  Harness& h;

  explicit Rows(Harness& harness) : h(harness) {}
  std::string Name(int r, size_t pos) const {
    return "wl/row/" + std::to_string(r) + "/" + std::to_string(pos) + "/" + FaceName(row[r][pos].face);
  }
  // A stolen card tapped: it moves to the end of the other row (a card with
  // a picker needs a first tap that opens the picker).
  void MoveStolen(int r, size_t pos) {
    const Card card = row[r][pos];
    REQUIRE(card.stolen);
    REQUIRE(h.Has(Name(r, pos)));
    const std::string name = Name(r, pos);
    if (SpecialOf(card.face) == Special::kQuestion || SpecialOf(card.face) == Special::kApprox ||
        SpecialOf(card.face) == Special::kEllipsis) {
      h.Tap(name);
      REQUIRE(h.Has("wl/pick/done"));
    }
    h.Tap(name);
    row[r].erase(row[r].begin() + static_cast<long>(pos));
    row[1 - r].push_back(card);
  }
  void AddHand(int r, const CardUse& use) {
    if (h.Has("wl/row/1/end")) h.Tap("wl/row/" + std::to_string(r) + "/end");
    TapHandFace(h, use.face);
    const Special sp = SpecialOf(use.face);
    row[r].push_back({use.face, false, sp == Special::kQuestion || sp == Special::kApprox
                                           ? ""
                                           : std::string(1, PrintedLetter(use.face))});
    SetLetters(r, row[r].size() - 1, use.letters);
  }
  // Picks the letters of a ?, ≈ or … card through its picker.
  void SetLetters(int r, size_t pos, const std::string& letters) {
    Card& card = row[r][pos];
    if (card.letters == letters) return;
    const Special sp = SpecialOf(card.face);
    if (!h.Has("wl/pick/done")) h.Tap(Name(r, pos));  // opens its picker
    if (sp == Special::kEllipsis) {
      h.Tap(letters.size() == 2 ? "wl/pick/double" : "wl/pick/single");
      h.Tap("wl/pick/done");
    } else {
      h.Tap("wl/pick/" + letters);
    }
    card.letters = letters;
    CHECK_FALSE(h.Has("wl/pick/done"));
  }
  // Arranges a steal's two rows as `first` and `second` by taps only.
  void Arrange(const std::vector<CardUse>& first, const std::vector<CardUse>& second) {
    // Every stolen card to the second row; the first row is then built card
    // by card, stolen cards first; the rest of the stolen cards go to the
    // end of the first row and are taken back into the second in order.
    while (!row[0].empty()) MoveStolen(0, 0);
    auto take = [&](int r, const CardUse& use, int from, size_t from_start) {
      for (size_t i = from_start; i < row[from].size(); ++i) {
        if (row[from][i].stolen && row[from][i].face == use.face) {
          MoveStolen(from, i);
          SetLetters(r, row[r].size() - 1, use.letters);
          return;
        }
      }
      AddHand(r, use);
    };
    for (const CardUse& use : first) take(0, use, 1, 0);
    const size_t first_len = row[0].size();
    while (!row[1].empty()) MoveStolen(1, 0);
    for (const CardUse& use : second) take(1, use, 0, first_len);
    REQUIRE(row[0].size() == first.size());
  }
};

// A pass-and-play game between Ana and Ben played by the engine up to a
// position a test needs, then saved so that the app resumes it.
struct Scenario {
  std::unique_ptr<GameSession> session;
  explicit Scenario(uint64_t seed) {
    SessionSetup setup;
    setup.seats = {SeatSetup{true, "medium", "Ana"}, SeatSetup{true, "medium", "Ben"}};
    setup.options.seats = 2;
    setup.options.seed = seed;
    Result<std::unique_ptr<GameSession>> s =
        GameSession::Start(*BuiltinGames().Find("word-lift"), testing::SharedDictionary().get(), setup, nullptr);
    REQUIRE(s.ok());
    session = std::move(*s);
  }
  const WordLift& game() const { return Wl(*session); }
  void Play(const std::string& move) {
    session->Ready();
    const Status st = session->Play(move);
    INFO(move << ": " << st.reason());
    REQUIRE(st.ok());
  }
  // One move of a simple player: the best play by points, else a pass; draws
  // alternate between the decks.
  void Step() {
    const WordLift& g = game();
    const int seat = g.CurrentSeat();
    if (g.phase() == Phase::kDraw) {
      const std::vector<std::string> legal = g.LegalMoves(seat);
      Play(legal[g.History().size() % legal.size()]);
      return;
    }
    const std::optional<Move> best = g.BestByPoints(seat);
    Play(best.has_value() && best->kind == Move::Kind::kPlay ? g.FormatMove(*best) : "pass");
  }
  void Resume(Harness& h, FakePlatform& platform) const {
    platform.user_files[kSave] = session->SaveText();
    h.app().OpenScreen(MakeGameSetupScreen(games::word_lift::Screens()));
    h.Settle();
    h.Tap("setup/resume");
    ReadyIfAsked(h);
  }
};

}  // namespace

TEST_CASE("Word Lift: the menu offers it, the set-up screen has its options, the table shows everything public",
          "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  REQUIRE(h.Has("menu/game/word-lift"));
  h.Tap("menu/game/word-lift");
  if (h.Has("setup/guide/no")) h.Tap("setup/guide/no");  // a first visit's offer of the guided game
  for (const char* name : {"setup/seats/up", "setup/seat/1/easy", "setup/first/0", "setup/strict", "setup/hints",
                           "setup/seed", "setup/start", "setup/rules"}) {
    INFO(name);
    CHECK(h.Has(name));
  }
  h.Tap("setup/seat/1/easy");
  h.Tap("setup/seed");
  h.Type("31");
  h.Tap("setup/start");
  REQUIRE(h.Has("wl/status/play"));
  CHECK(h.NamesWithPrefix("wl/hand/").size() == 7);  // 4 consonants and 3 vowels
  CHECK(h.Has("wl/check/no"));                       // nothing composed yet
  for (const char* name : {"wl/play", "wl/pass", "wl/clear", "wl/hint", "wl/row/0/end", "game/rules"}) {
    INFO(name);
    CHECK(h.Has(name));
  }
  CHECK(h.NamesWithPrefix("wl/word/").empty());  // no words yet
}

TEST_CASE("Word Lift: a word played by taps, then the two draws by buttons", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "5");
  std::unique_ptr<GameSession> s = Saved(platform);
  std::optional<Move> best = Wl(*s).BestByPoints(0);
  // Pass and draw until the hand holds a word.
  for (int turn = 0; turn < 10 && !(best.has_value() && best->kind == Move::Kind::kPlay); ++turn) {
    h.Tap("wl/pass");
    h.Tap("wl/draw/consonant");
    h.Tap("wl/draw/vowel");
    for (int i = 0; i < 100 && !h.Has("wl/status/play"); ++i) h.Frames(10);
    s = Saved(platform);
    best = Wl(*s).BestByPoints(0);
  }
  REQUIRE(best.has_value());
  REQUIRE(best->kind == Move::Kind::kPlay);
  Rows rows(h);
  for (const CardUse& use : best->word) rows.AddHand(0, use);
  CHECK(h.Has("wl/check/ok"));
  const size_t before = s->game().History().size();
  h.Tap("wl/play");
  CHECK_FALSE(h.Has("game/refusal"));
  s = Saved(platform);
  REQUIRE(s->game().History().size() == before + 1);
  CHECK(s->game().History()[before].move.rfind("play ", 0) == 0);
  CHECK(h.Has("wl/word/0/0"));  // the word is on the table
  // The draws: a consonant, then a vowel.
  REQUIRE(h.Has("wl/status/draw"));
  h.Tap("wl/draw/consonant");
  h.Tap("wl/draw/vowel");
  s = Saved(platform);
  REQUIRE(s->game().History().size() >= before + 3);
  CHECK(s->game().History()[before + 1].move == "draw consonant");
  CHECK(s->game().History()[before + 2].move == "draw vowel");
}

TEST_CASE("Word Lift: a word typed on the keyboard, Enter plays it", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  ImGui::GetIO().KeyMap[ImGuiKey_Enter] = kEnterKey;
  // The first deal, from seed 11 on, in which Ana (seat 0) holds a word of
  // plain letters only within her first few turns. (The early turns: the
  // exact best play's search grows with the table, to seconds a move after
  // a hundred moves, and this test is about the keyboard, not the search.)
  std::optional<Scenario> sc;
  std::optional<Move> best;
  for (uint64_t seed = 11; seed < 61 && !best; ++seed) {
    sc.emplace(seed);
    for (int i = 0; i < 12; ++i) {
      const WordLift& g = sc->game();
      if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay) {
        best = g.BestByPoints(0);
        bool plain = best.has_value() && best->kind == Move::Kind::kPlay;
        for (const CardUse& use : plain ? best->word : std::vector<CardUse>{}) {
          const Special sp = SpecialOf(use.face);
          plain = plain && sp != Special::kQuestion && sp != Special::kApprox && sp != Special::kEllipsis;
        }
        if (plain) break;
        best.reset();
      }
      sc->Step();
    }
  }
  REQUIRE(best.has_value());
  sc->Resume(h, platform);
  REQUIRE(h.Has("wl/status/play"));
  const std::string word = SpelledWord(best->word);
  std::string lower = word;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  h.Type(lower.c_str());
  CHECK(h.Has("wl/check/ok"));
  // Backspace takes the last card back; typing it again restores the word.
  h.PressKey(testing::kBackspaceKey);
  CHECK(h.NamesWithPrefix("wl/row/0/").size() == word.size());  // the cards left, and the row's end
  h.Type(lower.substr(lower.size() - 1).c_str());
  const size_t before = Saved(platform)->game().History().size();
  h.PressKey(kEnterKey);
  CHECK_FALSE(h.Has("game/refusal"));
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s->game().History().size() > before);
  CHECK(Wl(*s).Words(0).back().Text() == word);
}

TEST_CASE("Word Lift: a word the rules refuse shows the engine's reason and changes nothing", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "77");
  std::unique_ptr<GameSession> s = Saved(platform);
  const WordLift& game = Wl(*s);
  // The first three cards of the hand, in hand order: not a word here.
  Composer expected(game, 0);
  for (int i = 0; i < 3; ++i) {
    const std::vector<int> free = expected.FreeHand();
    const std::string name = h.NamesWithPrefix("wl/hand/0/").empty() ? "" : *h.NamesWithPrefix("wl/hand/0/").begin();
    REQUIRE(!name.empty());
    h.Tap(name);
    REQUIRE(expected.Add(free[0], 0).ok());
    if (expected.row(0).back().letters.empty()) {
      REQUIRE(expected.SetLetters(0, i, "Q").ok());
      h.Tap("wl/pick/Q");
    }
  }
  const Status why = expected.Check();
  INFO(expected.Spelled(0));
  REQUIRE_FALSE(why.ok());
  CHECK(h.Has("wl/check/no"));
  const size_t before = s->game().History().size();
  h.Tap("wl/play");
  CHECK(h.Has("game/refusal"));
  CHECK(h.LastAnnouncement() == why.reason());
  CHECK(Saved(platform)->game().History().size() == before);
  // A tap on a row card takes it back to the hand.
  const std::string first = *h.NamesWithPrefix("wl/row/0/0/").begin();
  h.Tap(first);
  if (h.Has("wl/pick/done")) h.Tap(first);  // a card with a picker: the second tap
  CHECK(h.NamesWithPrefix("wl/hand/").size() == 5);
}

TEST_CASE("Word Lift: a steal-and-split by taps", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  Scenario sc(3);
  std::optional<Move> steal;
  for (int i = 0; i < 400 && !steal.has_value(); ++i) {
    const WordLift& g = sc.game();
    if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay) {
      g.ForEachLegalAction(0, [&](const Move& m) {
        if (!steal.has_value() && m.kind == Move::Kind::kSteal) steal = m;
      });
      if (steal.has_value()) break;
    }
    if (g.IsTerminal()) break;
    sc.Step();
  }
  REQUIRE(steal.has_value());
  const WordLift& g = sc.game();
  const TableWord& word = g.Words(steal->owner)[static_cast<size_t>(steal->index)];
  INFO(g.FormatMove(*steal));
  sc.Resume(h, platform);
  REQUIRE(h.Has("wl/status/play"));
  h.Tap("wl/word/" + std::to_string(steal->owner) + "/" + std::to_string(steal->index));
  CHECK_FALSE(h.Has("game/refusal"));
  REQUIRE(h.Has("wl/cancel-steal"));
  Rows rows(h);
  for (const PlacedCard& c : word.cards) rows.row[0].push_back({FaceOfCard(c.card), true, c.letters});
  rows.Arrange(steal->first, steal->second);
  CHECK(h.Has("wl/check/ok"));
  const size_t before = Saved(platform)->game().History().size();
  h.Tap("wl/play");
  CHECK_FALSE(h.Has("game/refusal"));
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s->game().History().size() > before);
  CHECK(s->game().History()[before].move.rfind("steal ", 0) == 0);
}

TEST_CASE("Word Lift: a steal refused before any play says why", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  Scenario sc(3);
  // Ben plays a word; Ana has not played one this round.
  for (int i = 0; i < 200; ++i) {
    const WordLift& g = sc.game();
    if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay && !g.Words(1).empty() && !g.played_word(0)) break;
    if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay) {
      sc.Play("pass");
    } else {
      sc.Step();
    }
  }
  const WordLift& g = sc.game();
  REQUIRE(g.CurrentSeat() == 0);
  REQUIRE_FALSE(g.Words(1).empty());
  const Status why = g.CanSteal(0, 1, 0);
  REQUIRE_FALSE(why.ok());
  sc.Resume(h, platform);
  h.Tap("wl/word/1/0");
  CHECK(h.Has("game/refusal"));
  CHECK(h.LastAnnouncement().find(why.reason()) != std::string::npos);
  CHECK_FALSE(h.Has("wl/cancel-steal"));
  CHECK(h.Has("wl/notice"));  // also in the dock, in reach whatever the scroll
  TapHandFace(h, FaceOfCard(g.Hand(0).front()));
  CHECK_FALSE(h.Has("wl/notice"));
}

TEST_CASE("Word Lift: a whole game of three rounds against a bot, by named items", "[ui][wl]") {
  // A tablet in portrait, and a phone.
  const bool phone = GENERATE(false, true);
  FakePlatform platform;
  Harness h(platform, phone ? 390.0f : 820.0f, phone ? 844.0f : 1180.0f);
  ImGui::GetIO().DeltaTime = 0.2f;  // quick bot pauses
  if (phone) {
    // The set-up screen's Start is below the fold on a phone: a new game
    // against an easy bot, saved, is resumed from the top of the screen.
    SessionSetup setup;
    setup.seats = {SeatSetup{true, "medium", "Ana"}, SeatSetup{false, "easy", ""}};
    setup.options.seats = 2;
    setup.options.seed = 99;
    Result<std::unique_ptr<GameSession>> s =
        GameSession::Start(*BuiltinGames().Find("word-lift"), testing::SharedDictionary().get(), setup, nullptr);
    REQUIRE(s.ok());
    platform.user_files[kSave] = (*s)->SaveText();
    h.app().OpenScreen(MakeGameSetupScreen(games::word_lift::Screens()));
    h.Settle();
    h.Tap("setup/resume");
  } else {
    StartGame(h, "easy", "2024");
  }
  int plays = 0, passes = 0, draws = 0, summaries = 0;
  for (int step = 0; step < 4000 && !h.Has("end/menu"); ++step) {
    if (h.Has("wl/summary/continue")) {
      h.Tap("wl/summary/continue");
      ++summaries;
    } else if (h.Has("wl/draw/consonant") || h.Has("wl/draw/vowel")) {
      // (The dock's buttons, not the status line: at the person's turn the
      // frame scrolls the table to the words they may steal, which on a
      // phone takes the status line above the fold; the strip says whose
      // turn it is.)
      std::unique_ptr<GameSession> s = Saved(platform);
      REQUIRE(s != nullptr);
      const WordLift& g = Wl(*s);
      if (h.Has("wl/skip") && draws % 3 == 0) {
        h.Tap("wl/skip");
      } else {
        const bool vowel = (draws % 2 == 1 && g.DeckCount(Deck::kVowel) > 0) || g.DeckCount(Deck::kConsonant) == 0;
        h.Tap(vowel ? "wl/draw/vowel" : "wl/draw/consonant");
      }
      ++draws;
    } else if (h.Has("wl/pass")) {
      TapHint(h);
      if (h.Has("wl/check/ok")) {
        h.Tap("wl/play");
        ++plays;
      } else {
        h.Tap("wl/pass");
        ++passes;
      }
      CHECK_FALSE(h.Has("game/refusal"));
    } else {
      h.Frames(5);
    }
  }
  INFO("plays " << plays << ", passes " << passes << ", draws " << draws << ", summaries " << summaries);
  REQUIRE(h.Has("end/menu"));
  CHECK(summaries == 2);  // between rounds 1 and 2, 2 and 3
  CHECK(plays > 3);
  CHECK(platform.user_files.count(kSave) == 0);
  bool told = false;
  for (const std::string& line : platform.announcements) told = told || line.find("game is over") != std::string::npos;
  CHECK(told);
  if (!phone) {
    // The last round's review, from the end screen (scrolled down to it).
    for (int i = 0; i < 60 && !h.Has("wl/end/review/3"); ++i) {
      ImGui::GetIO().MousePos = ImVec2(410, 600);
      ImGui::GetIO().MouseWheel = -2;
      h.Frames(2);
    }
    REQUIRE(h.Has("wl/end/review/3"));
    h.Tap("wl/end/review/3");
    for (int i = 0; i < 200 && !h.Has("wl/review/done"); ++i) h.Frames(1);
    CHECK(h.Has("wl/review/done"));
    CHECK(!h.NamesWithPrefix("wl/review/0/").empty());
  }
}

TEST_CASE("Word Lift: cards dragged into the word row and reordered there", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "9");
  // Two hand cards tapped in; drag the second before the first.
  h.Tap(*h.NamesWithPrefix("wl/hand/0/").begin());
  if (h.Has("wl/pick/done")) h.Tap("wl/pick/done");
  h.Tap(*h.NamesWithPrefix("wl/hand/0/").begin());
  if (h.Has("wl/pick/done")) h.Tap("wl/pick/done");
  const std::string a = *h.NamesWithPrefix("wl/row/0/0/").begin();
  const std::string b = *h.NamesWithPrefix("wl/row/0/1/").begin();
  const std::string face_a = a.substr(std::string("wl/row/0/0/").size());
  const std::string face_b = b.substr(std::string("wl/row/0/1/").size());
  h.DragTo(b, a);
  CHECK(h.Has("wl/row/0/0/" + face_b));
  CHECK(h.Has("wl/row/0/1/" + face_a));
  // A hand card dragged onto the row's end joins the word; a row card
  // dragged back onto the hand leaves it.
  const std::string hand = *h.NamesWithPrefix("wl/hand/0/").begin();
  h.DragTo(hand, "wl/row/0/end");
  CHECK(h.NamesWithPrefix("wl/row/0/").size() == 4);  // three cards and the end
  CHECK(h.NamesWithPrefix("wl/hand/").size() == 4);
  h.DragTo("wl/row/0/0/" + face_b, *h.NamesWithPrefix("wl/hand/0/").begin());
  CHECK(h.NamesWithPrefix("wl/row/0/").size() == 3);
  CHECK(h.NamesWithPrefix("wl/hand/").size() == 5);
}

TEST_CASE("Word Lift: a word with a Null card lets the player skip the draws", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  std::optional<Move> with_null;
  std::unique_ptr<Scenario> sc;
  // Seeds until Ana (seat 0) can play a word holding a Null card.
  for (uint64_t seed = 2; seed < 60 && !with_null.has_value(); ++seed) {
    sc = std::make_unique<Scenario>(seed);
    for (int i = 0; i < 60 && !with_null.has_value(); ++i) {
      const WordLift& g = sc->game();
      bool null_in_hand = false;
      for (int card : g.Hand(0)) null_in_hand = null_in_hand || SpecialOf(FaceOfCard(card)) == Special::kNull;
      if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay && null_in_hand) {
        g.ForEachLegalAction(0, [&](const Move& m) {
          if (with_null.has_value() || m.kind != Move::Kind::kPlay) return;
          for (const CardUse& use : m.word) {
            const Special sp = SpecialOf(use.face);
            if (sp == Special::kNull) with_null = m;
          }
        });
        if (with_null.has_value()) break;
      }
      sc->Step();
    }
  }
  REQUIRE(with_null.has_value());
  sc->Resume(h, platform);
  REQUIRE(h.Has("wl/status/play"));
  Rows rows(h);
  for (const CardUse& use : with_null->word) rows.AddHand(0, use);
  REQUIRE(h.Has("wl/check/ok"));
  h.Tap("wl/play");
  REQUIRE(h.Has("wl/status/draw"));
  REQUIRE(h.Has("wl/skip"));
  const size_t before = Saved(platform)->game().History().size();
  h.Tap("wl/skip");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s->game().History().size() > before);
  CHECK(s->game().History()[before].move == "skip-draws");
  CHECK_FALSE(h.Has("wl/status/draw"));
}

TEST_CASE("Word Lift: the hint fills the rows, and the set-up option switches it off", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "5");
  REQUIRE(h.Has("wl/hint"));
  h.Tap("wl/hint");
  for (int i = 0; i < 3000 && h.Has("wl/hint/thinking"); ++i) h.Frames(1);
  std::unique_ptr<GameSession> s = Saved(platform);
  // The rows hold the advice's play from the person's view (advice.h), or
  // stay empty when it would pass.
  Judgement advice(Wl(*s), 0);
  while (advice.Step(16)) {
  }
  const std::optional<Move> best = advice.Best();
  if (best.has_value()) {
    CHECK(h.Has("wl/check/ok"));
    if (best->kind == Move::Kind::kPlay) {
      // Its cards, in order, in the first row.
      for (size_t i = 0; i < best->word.size(); ++i)
        CHECK(h.Has("wl/row/0/" + std::to_string(i) + "/" + FaceName(best->word[i].face)));
    }
  } else {
    CHECK(h.Has("wl/check/no"));
  }
  // Off on the set-up screen: no Hint button.
  FakePlatform platform2;
  Harness h2(platform2);
  h2.app().OpenScreen(MakeGameSetupScreen(games::word_lift::Screens()));
  h2.Settle();
  REQUIRE(h2.Has("setup/hints"));
  h2.Tap("setup/hints");
  h2.Tap("setup/seat/1/easy");
  h2.Tap("setup/start");
  REQUIRE(h2.Has("wl/status/play"));
  CHECK(h2.Has("wl/pass"));
  CHECK_FALSE(h2.Has("wl/hint"));
  CHECK(Saved(platform2)->game().Options().variant["hints"].as_bool(true) == false);
}

TEST_CASE("Word Lift: undo takes a play back before the draws, and the rows start empty again", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "5");
  TapHint(h);
  if (!h.Has("wl/check/ok")) return;  // nothing to play in this deal
  const size_t before = Saved(platform)->game().History().size();
  h.Tap("wl/play");
  REQUIRE(h.Has("wl/status/draw"));
  REQUIRE(h.Has("game/undo"));
  h.Tap("game/undo");
  CHECK(Saved(platform)->game().History().size() == before);
  REQUIRE(h.Has("wl/status/play"));
  CHECK(h.NamesWithPrefix("wl/row/0/") == std::set<std::string>{"wl/row/0/end"});
  CHECK(h.NamesWithPrefix("wl/hand/").size() == 7);
  CHECK(h.NamesWithPrefix("wl/word/").empty());
}

TEST_CASE("Word Lift: pass-and-play hides the hand until the next player is ready, then shows theirs", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  Scenario sc(21);
  sc.Resume(h, platform);  // Ana's turn, after her privacy screen
  REQUIRE(h.Has("wl/status/play"));
  h.Tap("wl/pass");
  h.Tap("wl/draw/consonant");
  h.Tap("wl/draw/vowel");
  REQUIRE(h.Has("game/ready"));  // Ben's turn: the table is hidden
  CHECK(h.NamesWithPrefix("wl/hand/").empty());
  h.Tap("game/ready");
  REQUIRE(h.Has("wl/status/play"));
  std::unique_ptr<GameSession> s = Saved(platform);
  const std::vector<int>& hand = Wl(*s).Hand(1);
  CHECK(h.NamesWithPrefix("wl/hand/").size() == hand.size());
  CHECK(!HandItem(h, FaceOfCard(hand.front())).empty());  // Ben's own cards, face up
  h.Tap("wl/pass");
  CHECK(Saved(platform)->game().History().back().move == "pass");
  CHECK(Saved(platform)->game().History().back().seat == 1);
}

TEST_CASE("Word Lift: three players, two of them bots, play a round's first turns", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform, 1280, 2000);  // tall: the set-up screen with three seats fits
  ImGui::GetIO().DeltaTime = 0.2f;
  h.app().OpenScreen(MakeGameSetupScreen(games::word_lift::Screens()));
  h.Settle();
  h.Tap("setup/seats/up");
  h.Tap("setup/seat/1/easy");
  h.Tap("setup/seat/2/medium");
  h.Tap("setup/seed");
  h.Type("12");
  h.Tap("setup/start");
  REQUIRE(h.Has("wl/status/play"));
  CHECK(Saved(platform)->game().NumSeats() == 3);
  // Three turns of Ana's, each the hint's play or a pass, then the draws.
  for (int turn = 0; turn < 3; ++turn) {
    for (int i = 0; i < 200 && !h.Has("wl/status/play"); ++i) {
      if (h.Has("wl/summary/continue")) h.Tap("wl/summary/continue");  // the round ended
      h.Frames(5);
    }
    INFO("last move: " << h.LastAnnouncement());
    REQUIRE(h.Has("wl/status/play"));
    TapHint(h);
    h.Tap(h.Has("wl/check/ok") ? "wl/play" : "wl/pass");
    CHECK_FALSE(h.Has("game/refusal"));
    if (h.Has("wl/draw/consonant")) h.Tap("wl/draw/consonant");
    if (h.Has("wl/draw/vowel")) h.Tap("wl/draw/vowel");
  }
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  int ana = 0, bots = 0;
  for (const auto& m : s->game().History()) (m.seat == 0 ? ana : bots) += 1;
  CHECK(ana >= 3);  // three plays or passes, and draws unless on final turns
  CHECK(bots >= 4);
}

TEST_CASE("Word Lift: with a ? card's picker open, a typed letter is its letter", "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  Scenario sc(4);
  int question = -1;
  for (int i = 0; i < 300 && question < 0; ++i) {
    const WordLift& g = sc.game();
    if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay) {
      for (int card : g.Hand(0))
        if (SpecialOf(FaceOfCard(card)) == Special::kQuestion) question = FaceOfCard(card);
      if (question >= 0) break;
    }
    sc.Step();
  }
  REQUIRE(question >= 0);
  sc.Resume(h, platform);
  REQUIRE(h.Has("wl/status/play"));
  TapHandFace(h, question);
  REQUIRE(h.Has("wl/pick/done"));  // the picker opened by itself
  const size_t hand_before = h.NamesWithPrefix("wl/hand/").size();
  h.Type("s");
  CHECK_FALSE(h.Has("wl/pick/done"));
  CHECK(h.NamesWithPrefix("wl/hand/").size() == hand_before);  // no other card was taken
  CHECK(h.NamesWithPrefix("wl/row/0/").size() == 2);          // the ? card and the row's end
}

TEST_CASE("Word Lift: after a round, the review lists the human's turns, judged as the Hint and the coach judge them",
          "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform, 820.0f, 1180.0f);
  ImGui::GetIO().DeltaTime = 0.2f;  // quick bot pauses
  StartGame(h, "easy", "2024");
  // Round 1: the first two turns passed (a word is surely there with seven
  // cards), then the hinted play or a pass.
  int turns = 0, draws = 0;
  std::vector<int> hinted;             // turns that played the hint
  std::vector<std::string> passed_as;  // the review's verdict expected for each of the first two passes
  for (int step = 0; step < 3000 && !h.Has("wl/summary/continue"); ++step) {
    if (h.Has("wl/status/draw")) {
      std::unique_ptr<GameSession> s = Saved(platform);
      REQUIRE(s != nullptr);
      const bool vowel = (draws % 2 == 1 && Wl(*s).DeckCount(Deck::kVowel) > 0) || Wl(*s).DeckCount(Deck::kConsonant) == 0;
      h.Tap(h.Has("wl/skip") ? "wl/skip" : vowel ? "wl/draw/vowel" : "wl/draw/consonant");
      ++draws;
    } else if (h.Has("wl/status/play")) {
      if (turns >= 2) TapHint(h);
      if (turns >= 2 && h.Has("wl/check/ok")) {
        h.Tap("wl/play");
        hinted.push_back(turns);
      } else {
        if (turns < 2) {
          // What the advice makes of a pass here, judged from the person's view.
          std::unique_ptr<GameSession> s = Saved(platform);
          Judgement advice(Wl(*s), 0, "pass");
          while (advice.Step(16)) {
          }
          const bool better = advice.best_move() != "pass" && advice.best_value() - advice.played_value() >= kAdviceMinDrop;
          passed_as.push_back(better ? "better" : "best");
        }
        h.Tap("wl/pass");
      }
      ++turns;
    } else {
      h.Frames(5);
    }
  }
  REQUIRE(h.Has("wl/summary/continue"));
  REQUIRE(h.Has("wl/summary/review"));
  h.Tap("wl/summary/review");
  // Computed one turn a frame: pending entries first, then every verdict.
  const std::set<std::string> first = h.NamesWithPrefix("wl/review/0/");
  REQUIRE(first.size() == 1);
  for (int i = 0; i < 5000 && !h.Has("wl/review/done"); ++i) h.Frames(1);
  REQUIRE(h.Has("wl/review/done"));
  int listed = 0;
  for (int k = 0; k < turns; ++k) listed += h.NamesWithPrefix("wl/review/" + std::to_string(k) + "/").empty() ? 0 : 1;
  CHECK(listed == turns);
  CHECK(h.NamesWithPrefix("wl/review/" + std::to_string(turns) + "/").empty());
  // A pass is judged as the advice (and the coach) judge it there.
  REQUIRE(passed_as.size() == 2);
  CHECK(h.Has("wl/review/0/pass/" + passed_as[0]));
  CHECK(h.Has("wl/review/1/pass/" + passed_as[1]));
  // Hint and Review agree: a hinted play (or steal) is the review's best play.
  for (int k : hinted) {
    const std::string prefix = "wl/review/" + std::to_string(k) + "/";
    INFO("turn " << k);
    CHECK((h.Has(prefix + "play/best") || h.Has(prefix + "steal/best")));
  }
  for (const std::string& name : h.NamesWithPrefix("wl/review/")) CHECK(name.find("/pending") == std::string::npos);
  // Back to the scores, then on to round 2.
  h.Tap("wl/review/back");
  REQUIRE(h.Has("wl/summary/continue"));
  h.Tap("wl/summary/continue");
  CHECK_FALSE(h.Has("wl/summary/continue"));
}

TEST_CASE("Word Lift: a hand card dragged onto a table word starts that steal, the card in the second row",
          "[ui][wl]") {
  FakePlatform platform;
  Harness h(platform);
  Scenario sc(3);
  std::optional<Move> steal;
  for (int i = 0; i < 400 && !steal.has_value(); ++i) {
    const WordLift& g = sc.game();
    if (g.CurrentSeat() == 0 && g.phase() == Phase::kPlay) {
      g.ForEachLegalAction(0, [&](const Move& m) {
        if (!steal.has_value() && m.kind == Move::Kind::kSteal) steal = m;
      });
      if (steal.has_value()) break;
    }
    if (g.IsTerminal()) break;
    sc.Step();
  }
  REQUIRE(steal.has_value());
  const size_t stolen_cards = sc.game().Words(steal->owner)[static_cast<size_t>(steal->index)].cards.size();
  sc.Resume(h, platform);
  REQUIRE(h.Has("wl/status/play"));
  const size_t hand = h.NamesWithPrefix("wl/hand/").size();
  const std::string word = "wl/word/" + std::to_string(steal->owner) + "/" + std::to_string(steal->index);
  h.DragTo(*h.NamesWithPrefix("wl/hand/0/").begin(), word);
  CHECK_FALSE(h.Has("game/refusal"));
  REQUIRE(h.Has("wl/cancel-steal"));
  CHECK(h.NamesWithPrefix("wl/row/0/").size() == stolen_cards + 1);  // the stolen cards and the end
  CHECK(h.NamesWithPrefix("wl/row/1/").size() == 2);                 // the dragged card and the end
  CHECK(h.NamesWithPrefix("wl/hand/").size() == hand - 1);
  // A second card dropped on the same word joins it too (the steal stays).
  h.DragTo(*h.NamesWithPrefix("wl/hand/0/").begin(), word);
  if (h.Has("wl/pick/done")) h.Tap("wl/pick/done");
  CHECK(h.Has("wl/cancel-steal"));
  CHECK(h.NamesWithPrefix("wl/row/1/").size() == 3);
  // Cancel steal: the word goes back to the table and every card of yours to your hand.
  h.Tap("wl/cancel-steal");
  CHECK_FALSE(h.Has("wl/cancel-steal"));
  CHECK(h.NamesWithPrefix("wl/row/0/") == std::set<std::string>{"wl/row/0/end"});
  CHECK(h.NamesWithPrefix("wl/hand/").size() == hand);
}

namespace {

// Word Lift's table over a set-up of the scenario language, the person at seat 0.
void OpenWordLift(Harness& h, const std::vector<std::string>& lines) {
  SessionSetup setup;
  setup.seats = {SeatSetup{true, "medium", "You"}, SeatSetup{false, "easy", ""}};
  setup.options.seats = 2;
  setup.options.seed = 1;
  const GameEntry* entry = FindGameEntry("word-lift");
  REQUIRE(entry != nullptr);
  Result<std::unique_ptr<GameSession>> s = GameSession::Start(*BuiltinGames().Find("word-lift"),
                                                              testing::SharedDictionary().get(), setup,
                                                              entry->screens->describe);
  REQUIRE(s.ok());
  for (const std::string& line : lines) REQUIRE((*s)->ApplySetup(line).ok());
  h.app().OpenScreen(MakePlayScreen(*entry->screens, std::move(*s)));
  h.Settle();
}

// Presses on a named item for `seconds`, then lets go.
void Hold(Harness& h, const std::string& name, float seconds) {
  const NamedItem* item = h.Find(name);
  INFO("holding " << name);
  REQUIRE(item != nullptr);
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(item->x + item->w * 0.5f, item->y + item->h * 0.5f);
  h.Frame();
  io.MouseDown[0] = true;
  for (float t = 0; t < seconds; t += io.DeltaTime) h.Frame();
  io.MouseDown[0] = false;
  h.Frame();
  io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  h.Frames(5);
}

}  // namespace

TEST_CASE("Word Lift: a word held on the table shows its meaning, a word WordNet lacks says so, a damaged file too",
          "[ui][wl][meaning]") {
  const std::vector<std::string> table = {"word 1 C A T", "word 1 P A X W A X", "hand 0 D O G E", "played 0 yes",
                                          "current 0"};
  {
    FakePlatform platform;
    Harness h(platform);
    OpenWordLift(h, table);
    REQUIRE(h.Has("wl/status/play"));
    // A tap steals (the rows open); a hold shows the meaning instead.
    Hold(h, "wl/word/1/0", 0.8f);
    REQUIRE(h.Has("meaning/card"));
    CHECK(h.Has("meaning/word"));
    CHECK(h.Has("meaning/sense/0"));
    CHECK_FALSE(h.Has("wl/cancel-steal"));  // the hold stole nothing
    h.Tap("meaning/close");
    CHECK_FALSE(h.Has("meaning/card"));
    Hold(h, "wl/word/1/1", 0.8f);
    REQUIRE(h.Has("meaning/card"));
    CHECK(h.Has("meaning/none"));  // PAXWAX: in the word list, not in WordNet
    // A tap outside the card closes it; the table is as it was.
    const NamedItem* card = h.Find("meaning/card");
    REQUIRE(card != nullptr);
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(card->x + card->w * 0.5f, card->y + card->h + 40);
    h.Frame();
    io.MouseDown[0] = true;
    h.Frame();
    io.MouseDown[0] = false;
    h.Frames(3);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    CHECK_FALSE(h.Has("meaning/card"));
    CHECK(h.Has("wl/status/play"));
    // A plain tap on a word still starts its steal.
    h.Tap("wl/word/1/0");
    CHECK(h.Has("wl/cancel-steal"));
  }
  {
    FakePlatform platform;
    platform.asset_overrides[WordMeaning::kAsset] = std::vector<uint8_t>{'L', 'F', 'M', 'E', 'A', 'N', '\r', '\n', 1};
    Harness h(platform);
    OpenWordLift(h, table);
    Hold(h, "wl/word/1/0", 0.8f);
    REQUIRE(h.Has("meaning/card"));
    CHECK(h.Has("meaning/error"));
    CHECK(h.Has("meaning/retry"));
    h.Tap("meaning/retry");
    CHECK(platform.fetched_again.size() == 1);
    CHECK(h.Has("wl/status/play"));  // the table goes on
  }
  {
    FakePlatform platform;
    platform.asset_states[WordMeaning::kAsset] = {Platform::AssetState::Status::kPending, 10, 100, ""};
    Harness h(platform);
    OpenWordLift(h, table);
    Hold(h, "wl/word/1/0", 0.8f);
    CHECK(h.Has("meaning/wait"));
    platform.asset_states.erase(WordMeaning::kAsset);  // it arrived
    h.Frames(2);
    CHECK(h.Has("meaning/sense/0"));
  }
}
