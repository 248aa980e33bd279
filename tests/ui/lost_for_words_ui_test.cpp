// Lost for Words through the whole app, headless: set-up, a full game against
// a bot played by tapping named items, refusals, pass-and-play privacy, save
// and resume, a damaged save, undo. The state is read back from the save the
// app writes after every move, replayed by the engine: the test sees the
// whole table, the app only ever shows a seat's view.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "games/lost_for_words/lost_for_words.h"
#include "ui/games/lost_for_words/lost_for_words_ui.h"
#include "play/session.h"

using namespace lf;
using namespace lf::ui;
using testing::FakePlatform;
using testing::Harness;

namespace {

const char* const kSave = "save-lost-for-words.json";

// The whole game as saved by the app, or null when there is no save.
std::unique_ptr<GameSession> Saved(const FakePlatform& platform) { return testing::SavedGame(platform, kSave); }

size_t SavedMoves(const FakePlatform& platform) { return Saved(platform)->game().History().size(); }

std::string SavedHand(const FakePlatform& platform, int seat) {
  const std::unique_ptr<GameSession> saved = Saved(platform);  // outlives the reference below
  const auto& game = static_cast<const lost_for_words::LostForWords&>(saved->game());
  return game.Hand(seat);
}

// Taps the first card of that letter in the viewer's hand.
void TapHandCard(Harness& h, char letter) {
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) {
    if (name.back() == letter) {
      h.Tap(name);
      return;
    }
  }
  FAIL("no card " << letter << " in the hand on screen");
}

// Plays a move in notation the way a player would: by taps.
void TapMove(Harness& h, const std::string& move) {
  INFO("move " << move);
  const Result<lost_for_words::Move> parsed = lost_for_words::Move::Parse(move);
  REQUIRE(parsed.ok());
  const lost_for_words::Move& a = *parsed;
  using K = lost_for_words::Move::Kind;
  using S = lost_for_words::Move::Source;
  switch (a.kind) {
    case K::kPlay:
      TapHandCard(h, a.letter);
      h.Tap("lfw/col/" + std::to_string(a.column + 1));
      break;
    case K::kMultiplier:
      TapHandCard(h, a.letter);
      h.Tap("lfw/mult/" + std::to_string(a.column + 1));
      break;
    case K::kDiscard:
      TapHandCard(h, a.letter);
      h.Tap(lost_for_words::IsVowel(a.letter) ? "lfw/pile/red" : "lfw/pile/black");
      break;
    case K::kDraw:
      h.Tap(a.source == S::kDeck ? "lfw/deck" : a.source == S::kRed ? "lfw/pile/red" : "lfw/pile/black");
      break;
  }
}

// Frames until a human may move (or the game is over); bots pause visibly.
void WaitForHuman(Harness& h, const FakePlatform& platform) {
  for (int i = 0; i < 600; ++i) {
    std::unique_ptr<GameSession> s = Saved(platform);
    if (s == nullptr) return;  // the game is over: its save is gone
    const int seat = s->game().CurrentSeat();
    if (seat < 0 || s->IsHuman(seat)) return;
    h.Frames(10);
  }
  FAIL("the bot never moved");
}

// Plays seat 0's moves, chosen by `choose(game, turn)`, by taps until the
// game is over; checks each is applied as tapped. Returns how many it played.
template <typename Choose>
int PlayToEnd(Harness& h, const FakePlatform& platform, Choose choose) {
  int played = 0;
  for (int turn = 0; turn < 400; ++turn) {
    WaitForHuman(h, platform);
    std::unique_ptr<GameSession> s = Saved(platform);
    if (s == nullptr) break;  // the game ended and its save went away
    const auto& game = static_cast<const lost_for_words::LostForWords&>(s->game());
    const std::string move = choose(game, turn);
    const size_t before = game.History().size();
    TapMove(h, move);
    INFO("after " << move);
    std::unique_ptr<GameSession> after = Saved(platform);
    if (after == nullptr) break;
    // Our move, then maybe the bot's already (slow frames give it time).
    REQUIRE(after->game().History().size() >= before + 1);
    CHECK(after->game().History()[before].move == move);
    CHECK_FALSE(h.Has("game/refusal"));
    ++played;
  }
  h.Frames(90);  // past the hold of a bot's last move (1.1 s at the normal bot speed)
  return played;
}

// Menu -> set-up -> a game: seat 1 as `opponent` ("easy", "human", ...).
void StartGame(Harness& h, const std::string& opponent, const std::string& seed = "") {
  h.Tap("menu/game/lost-for-words");
  REQUIRE(h.Has("setup/start"));
  h.Tap("setup/seat/1/" + opponent);
  if (!seed.empty()) {
    h.Tap("setup/seed");
    h.Type(seed.c_str());
  }
  h.Tap("setup/start");
  INFO("announced: " << h.LastAnnouncement());
  REQUIRE((h.Has("game/rules") || h.Has("game/ready")));
}

}  // namespace

TEST_CASE("Lost for Words: the menu offers it and its set-up screen has every option", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  REQUIRE(h.Has("menu/game/lost-for-words"));
  h.Tap("menu/game/lost-for-words");
  REQUIRE(h.Has("setup/guide"));  // a first visit offers the guided game: answered, it makes room
  h.Tap("setup/guide/no");
  for (const char* name : {"setup/seat/0/human", "setup/seat/1/easy", "setup/seat/1/medium", "setup/seat/1/hard",
                           "setup/name/0", "setup/first/0", "setup/first/1", "setup/scoring/standard",
                           "setup/scoring/alternative", "setup/play-and-discard", "setup/seed", "setup/start",
                           "setup/rules"}) {
    INFO(name);
    CHECK(h.Has(name));
  }
  CHECK_FALSE(h.Has("setup/resume"));
  h.Tap("setup/rules");
  CHECK(h.LastAnnouncement() == "Lost for Words: rules");
}

TEST_CASE("Lost for Words: a whole game against a bot, played by taps", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "4242");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  CHECK(s->game().Options().seed == 4242);
  CHECK_FALSE(h.Has("game/ready"));  // one human: no privacy screen
  const int human_moves = PlayToEnd(h, platform, [](const lost_for_words::LostForWords& game, int turn) {
    const std::vector<std::string> moves = game.LegalMoves(0);
    return moves[static_cast<size_t>(turn * 7919) % moves.size()];
  });
  CHECK(human_moves > 20);
  h.Frames(90);  // past the hold of a bot's last move
  CHECK(h.Has("end/rematch"));
  CHECK(h.Has("end/menu"));
  CHECK(platform.user_files.count(kSave) == 0);  // a finished game is not offered for resume
  bool told_end = false;
  for (const std::string& line : platform.announcements) told_end = told_end || line.find("game is over") != std::string::npos;
  CHECK(told_end);
  h.Tap("end/rematch");
  CHECK(h.Has("lfw/deck"));
  CHECK(Saved(platform)->game().History().empty());
  h.Tap("nav/back");
  CHECK(h.Has("setup/resume"));  // the rematch is saved
  h.Tap("nav/back");
  CHECK(h.Has("menu/game/lost-for-words"));
}

TEST_CASE("Lost for Words: a finished game is not offered for resume", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  ImGui::GetIO().DeltaTime = 0.2f;  // slow frames, as in a software-rendered browser
  StartGame(h, "easy", "8");
  // Discards and deck draws only: the quickest legal game.
  PlayToEnd(h, platform, [](const lost_for_words::LostForWords& game, int) {
    return game.phase() == lost_for_words::Phase::kAct ? std::string("discard ") + game.Hand(0)[0]
                                                       : std::string("draw deck");
  });
  h.Frames(10);
  REQUIRE(h.Has("end/menu"));
  h.Tap("end/menu");
  REQUIRE(h.Has("menu/game/lost-for-words"));
  CHECK_FALSE(h.Has("menu/game/lost-for-words/in-progress"));  // finished: no longer marked on the menu
  h.Tap("menu/game/lost-for-words");
  CHECK(h.Has("setup/start"));
  CHECK_FALSE(h.Has("setup/resume"));
  CHECK_FALSE(h.Has("setup/save-damaged"));
}

TEST_CASE("Lost for Words: the Hints switch is kept after a reload", "[ui][lfw]") {
  FakePlatform platform;
  {
    Harness h(platform);
    StartGame(h, "easy", "8");
    WaitForHuman(h, platform);
    // A column with a letter has a hint line once hints are on.
    const std::unique_ptr<GameSession> saved = Saved(platform);
    const auto& game = static_cast<const lost_for_words::LostForWords&>(saved->game());
    TapMove(h, std::string("play ") + game.Hand(0)[0] + " 1");  // any card starts an empty column
    CHECK(h.NamesWithPrefix("lfw/hint/").empty());
    h.Tap("lfw/hints");
    CHECK_FALSE(h.NamesWithPrefix("lfw/hint/").empty());
  }
  REQUIRE(platform.user_files.count("settings.json") == 1);
  CHECK(ParseSettings(platform.user_files["settings.json"]).settings.table_switches["lost-for-words/hints"]);
  Harness again(platform);  // a reload: the same player files
  again.Tap("menu/game/lost-for-words");
  again.Tap("setup/resume");
  CHECK_FALSE(again.NamesWithPrefix("lfw/hint/").empty());
}

TEST_CASE("Menu: a game in progress is marked on its card until it is finished", "[ui][lfw][menu]") {
  FakePlatform platform;
  Harness h(platform);
  CHECK_FALSE(h.Has("menu/game/lost-for-words/in-progress"));
  StartGame(h, "easy", "8");
  WaitForHuman(h, platform);
  TapMove(h, std::string("discard ") + static_cast<const lost_for_words::LostForWords&>(Saved(platform)->game()).Hand(0)[0]);
  h.app().Back();  // the table
  h.Settle();
  h.app().Back();  // the set-up screen
  h.Settle();
  CHECK(h.Has("menu/game/lost-for-words/in-progress"));
  CHECK_FALSE(h.Has("menu/game/word-lift/in-progress"));
}

TEST_CASE("Lost for Words: an illegal tap is refused with the reason and changes nothing", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "medium", "99");
  WaitForHuman(h, platform);
  const size_t moves = SavedMoves(platform);
  const std::string hand = SavedHand(platform, 0);

  // Drawing before playing: the engine's reason is shown and said.
  h.Tap("lfw/deck");
  CHECK(h.Has("game/refusal"));
  const std::string reason = h.LastAnnouncement();
  CHECK_FALSE(reason.empty());
  CHECK(SavedMoves(platform) == moves);
  CHECK(SavedHand(platform, 0) == hand);

  // A column with no card chosen.
  h.Tap("lfw/col/1");
  CHECK(h.LastAnnouncement().find("choose a card") != std::string::npos);
  CHECK(SavedMoves(platform) == moves);

  // A consonant laid sideways as a multiplier.
  char consonant = 0;
  for (char c : hand) {
    if (!lost_for_words::IsVowel(c)) consonant = c;
  }
  if (consonant != 0) {
    TapHandCard(h, consonant);
    h.Tap("lfw/mult/1");
    CHECK(h.Has("game/refusal"));
    CHECK(SavedMoves(platform) == moves);
    CHECK(SavedHand(platform, 0) == hand);
  }

  // Leaving the table keeps the game: the set-up screen offers it again.
  h.Tap("nav/back");
  CHECK(h.Has("setup/resume"));
}

TEST_CASE("Lost for Words: two people on one device pass it with the table hidden", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "human");
  // Nobody has the device yet: Player 1 is asked to take it.
  CHECK(h.Has("game/ready"));
  CHECK(h.NamesWithPrefix("lfw/hand/").empty());
  h.Tap("game/ready");
  CHECK_FALSE(h.Has("game/ready"));
  CHECK(h.NamesWithPrefix("lfw/hand/").size() == 8);

  std::unique_ptr<GameSession> s = Saved(platform);
  TapMove(h, s->game().LegalMoves(0).front());
  CHECK_FALSE(h.Has("game/ready"));  // still Player 1's turn: they draw
  TapMove(h, "draw deck");
  // Player 2's turn: Player 1's hand is hidden until Player 2 is ready.
  CHECK(h.Has("game/ready"));
  CHECK(h.LastAnnouncement() == "Pass the device to Player 2, then tap when ready.");
  CHECK(h.NamesWithPrefix("lfw/hand/").empty());
  h.Tap("game/ready");
  s = Saved(platform);
  CHECK(s->game().CurrentSeat() == 1);
  // The hand on screen is Player 2's.
  std::string shown;
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) shown += name.back();
  std::sort(shown.begin(), shown.end());
  CHECK(shown == SavedHand(platform, 1));
}

TEST_CASE("Lost for Words: the game is saved after every move and resumes after a reload", "[ui][lfw]") {
  FakePlatform platform;
  std::string hand;
  size_t moves = 0;
  {
    Harness h(platform);
    StartGame(h, "hard", "777");
    WaitForHuman(h, platform);
    std::unique_ptr<GameSession> s = Saved(platform);
    TapMove(h, s->game().LegalMoves(0).front());
    TapMove(h, "draw deck");
    WaitForHuman(h, platform);
    moves = SavedMoves(platform);
    hand = SavedHand(platform, 0);
    CHECK(moves >= 4);
  }
  // "Reload": a new app on the same files.
  Harness h(platform);
  h.Tap("menu/game/lost-for-words");
  REQUIRE(h.Has("setup/resume"));
  h.Tap("setup/resume");
  CHECK(h.Has("lfw/deck"));
  CHECK(SavedMoves(platform) == moves);
  std::string shown;
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) shown += name.back();
  CHECK(shown == hand);
  // And play goes on from there.
  TapMove(h, Saved(platform)->game().LegalMoves(0).front());
  CHECK(SavedMoves(platform) == moves + 1);
}

TEST_CASE("Lost for Words: a damaged save is reported, discarded, and nothing breaks", "[ui][lfw]") {
  for (const char* damage : {"{not json", R"({"format":"lostfound-session","version":1,"record":{}})",
                             R"({"format":"lostfound-session","version":1,"seats":[{"human":true},{"human":false,"level":"easy"}],"record":{"format":"lostfound-record","version":1,"game":"lost-for-words","seats":2,"seed":5,"variant":{},"players":[],"moves":[[0,"draw deck"]]}})"}) {
    INFO(damage);
    FakePlatform platform;
    platform.user_files[kSave] = damage;
    Harness h(platform);
    h.Tap("menu/game/lost-for-words");
    CHECK(h.Has("setup/save-damaged"));
    CHECK_FALSE(h.Has("setup/resume"));
    CHECK(platform.user_files.count(kSave) == 0);
    CHECK(h.LastAnnouncement().find("could not be read") != std::string::npos);
    h.Tap("setup/start");
    CHECK(h.Has("lfw/deck"));
  }
}

TEST_CASE("Lost for Words: undo takes back a move against a bot, not a draw from the deck", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "31");
  WaitForHuman(h, platform);
  const size_t moves = SavedMoves(platform);
  const std::string hand = SavedHand(platform, 0);
  CHECK_FALSE(h.Has("game/undo"));  // nothing of mine to undo yet

  TapMove(h, Saved(platform)->game().LegalMoves(0).front());
  CHECK(SavedMoves(platform) == moves + 1);
  h.Tap("game/undo");
  CHECK(SavedMoves(platform) == moves);
  CHECK(SavedHand(platform, 0) == hand);
  CHECK_FALSE(h.Has("game/refusal"));

  TapMove(h, Saved(platform)->game().LegalMoves(0).front());
  TapMove(h, "draw deck");
  const size_t after_draw = SavedMoves(platform);
  REQUIRE(after_draw >= moves + 2);
  // A draw from the deck showed a hidden card: Undo is not offered at all
  // (it used to be offered and then refused), and nothing was taken back.
  CHECK_FALSE(h.Has("game/undo"));
  CHECK_FALSE(Saved(platform)->CanOfferUndo());
  CHECK(SavedMoves(platform) >= after_draw);  // nothing taken back (the bot may have moved on)
}

TEST_CASE("Lost for Words: a card can be dragged from the hand onto a column or a pile", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "5");
  WaitForHuman(h, platform);
  const size_t moves = SavedMoves(platform);
  std::string card;
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) card = name;  // the last card
  const char letter = card.back();
  h.DragTo(card, "lfw/col/3");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s->game().History().size() == moves + 1);
  CHECK(s->game().History().back().move == std::string("play ") + letter + " 3");
  TapMove(h, "draw deck");
  WaitForHuman(h, platform);

  // Onto the wrong pile: refused with the reason, nothing moves.
  const size_t before = SavedMoves(platform);
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) card = name;
  const bool vowel = lost_for_words::IsVowel(card.back());
  h.DragTo(card, vowel ? "lfw/pile/black" : "lfw/pile/red");
  CHECK(h.Has("game/refusal"));
  CHECK(SavedMoves(platform) == before);
  h.DragTo(card, vowel ? "lfw/pile/red" : "lfw/pile/black");
  CHECK(SavedMoves(platform) == before + 1);
  CHECK(Saved(platform)->game().History().back().move == std::string("discard ") + card.back());
}

TEST_CASE("Lost for Words: the set-up's variant, scoring and first player reach the game", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  h.Tap("menu/game/lost-for-words");
  h.Tap("setup/scoring/alternative");
  h.Tap("setup/play-and-discard");
  h.Tap("setup/first/1");
  h.Tap("setup/seat/1/hard");
  h.Tap("setup/start");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  const auto& game = static_cast<const lost_for_words::LostForWords&>(s->game());
  CHECK(game.settings().scoring == lost_for_words::Scoring::kAlternative);
  CHECK(game.settings().play_and_discard);
  CHECK(game.settings().first == 1);
  CHECK(s->setup().seats[1].level == "hard");
  // The bot starts; then a whole variant game by taps (play and discard, two draws).
  const int played = PlayToEnd(h, platform, [](const lost_for_words::LostForWords& g, int turn) {
    const std::vector<std::string> moves = g.LegalMoves(0);
    return moves[static_cast<size_t>(turn * 104729) % moves.size()];
  });
  CHECK(played > 10);
  CHECK(h.Has("end/rematch"));
}

namespace {

// Plays the viewer's first card to the first column that takes it, by
// taps, stopping the moment the move is made (the card just left the hand).
void PlayFirstCardQuickly(Harness& h, const FakePlatform& platform) {
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  const std::vector<std::string> moves = s->game().LegalMoves(0);
  std::string play;
  for (const std::string& m : moves) {
    if (m.rfind("play ", 0) == 0) {
      play = m;
      break;
    }
  }
  REQUIRE_FALSE(play.empty());
  const Result<lost_for_words::Move> a = lost_for_words::Move::Parse(play);
  REQUIRE(a.ok());
  TapHandCard(h, a->letter);
  h.Tap("lfw/col/" + std::to_string(a->column + 1), 1);  // the save is written a frame later
  std::unique_ptr<GameSession> after = Saved(platform);
  REQUIRE(after != nullptr);
  REQUIRE(after->game().History().size() == s->game().History().size() + 1);
  CHECK(after->game().History().back().move == play);
}

}  // namespace

TEST_CASE("Lost for Words: a played card glides to its place, briefly, and a tap skips it", "[ui][lfw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "12");
  WaitForHuman(h, platform);
  CHECK_FALSE(h.Has("lfw/flight"));

  // The card is in the air right after the move, and lands within ~0.3 s.
  PlayFirstCardQuickly(h, platform);
  h.Frames(2);
  CHECK(h.Has("lfw/flight"));
  h.Frames(6);
  CHECK(h.Has("lfw/flight"));  // 0.13 s: still on its way
  h.Frames(20);                // 0.47 s: landed
  CHECK_FALSE(h.Has("lfw/flight"));

  // The draw flies too; a tap anywhere (here: the banner) lands it at once.
  h.Tap("lfw/deck", 2);
  CHECK(h.Has("lfw/flight"));
  h.Tap("lfw/status/wait", 0);
  CHECK_FALSE(h.Has("lfw/flight"));

  // The bot's move flies as well, face down when it draws from the deck.
  bool bot_flew = false;
  for (int i = 0; i < 300 && !bot_flew; ++i) {
    h.Frame();
    bot_flew = h.Has("lfw/flight");
  }
  CHECK(bot_flew);
}

TEST_CASE("Lost for Words: with reduce motion no card flies", "[ui][lfw]") {
  FakePlatform platform;
  platform.user_files["settings.json"] = R"({"reduce_motion":true})";
  Harness h(platform);
  StartGame(h, "easy", "12");
  WaitForHuman(h, platform);
  PlayFirstCardQuickly(h, platform);
  for (int i = 0; i < 20; ++i) {
    h.Frame();
    CHECK_FALSE(h.Has("lfw/flight"));
  }
  h.Tap("lfw/deck", 0);
  for (int i = 0; i < 60; ++i) {
    h.Frame();
    CHECK_FALSE(h.Has("lfw/flight"));
  }
}

// [Layout] The table at phone, tablet and desktop sizes and at 140% text,
// at every third decision of seeded games against a bot, the person's
// columns growing long: the hand, what to do now, every column and
// multiplier strip of the person's, the value and "✓ word" under each column
// that holds cards, and the piles while drawing, whole on screen (clipped by
// the dock or the edge, an item is shorter than it is drawn).
namespace {

struct ScreenSize {
  const char* name;
  float width, height;
  int scale;  // percent
};
constexpr ScreenSize kScreens[] = {{"phone", 390, 844, 100},      {"tablet", 1180, 820, 100},
                                   {"desktop", 1440, 900, 100},   {"phone 140%", 390, 844, 140},
                                   {"tablet 140%", 1180, 820, 140}, {"portrait tablet", 820, 1180, 100}};

void CheckWhole(Harness& h, const std::string& name, float min_h, const ScreenSize& screen) {
  INFO(screen.name << ": " << name);
  const NamedItem* item = h.Find(name);
  REQUIRE(item != nullptr);
  INFO("at " << item->x << "," << item->y << " " << item->w << "x" << item->h);
  CHECK(item->h >= min_h - 0.5f);
  CHECK(item->x >= -0.5f);
  CHECK(item->x + item->w <= screen.width + 0.5f);
  CHECK(item->y >= -0.5f);
  CHECK(item->y + item->h <= screen.height + 0.5f);
}

void CheckTable(Harness& h, const GameSession& s, const ScreenSize& screen) {
  const float scale = static_cast<float>(screen.scale) / 100.0f;
  const float target = 48.0f * scale;
  const auto& game = static_cast<const lost_for_words::LostForWords&>(s.game());
  CHECK(h.NamesWithPrefix("lfw/status/").size() == 1);
  const std::set<std::string> hand = h.NamesWithPrefix("lfw/hand/");
  CHECK(hand.size() == game.Hand(0).size());
  for (const std::string& card : hand) CheckWhole(h, card, target, screen);
  for (int c = 1; c <= lost_for_words::kColumns; ++c) {
    const std::string n = std::to_string(c);
    if (game.phase() == lost_for_words::Phase::kAct) {
      CheckWhole(h, "lfw/mult/" + n, target, screen);
      CheckWhole(h, "lfw/col/" + n, 3 * 24 * scale, screen);
    }
    // The column's last letter, its value and whether it is a word.
    if (!game.ColumnAt(0, c - 1).empty()) CheckWhole(h, "lfw/score/" + n, 34 * scale, screen);
  }
  if (game.phase() == lost_for_words::Phase::kDraw) {
    for (const char* pile : {"lfw/deck", "lfw/pile/red", "lfw/pile/black"}) CheckWhole(h, pile, target, screen);
  }
}

}  // namespace

TEST_CASE("Lost for Words: what the person needs is whole on screen at every size, however long the columns grow",
          "[ui][lfw][layout]") {
  for (const ScreenSize& screen : kScreens) {
    INFO(screen.name);
    FakePlatform platform;
    platform.user_files["settings.json"] = R"({"bot_speed":"fast","ui_scale":)" + std::to_string(screen.scale) + "}";
    Harness h(platform, screen.width, screen.height);
    SessionSetup setup;
    setup.seats = {SeatSetup{true, "medium", "You"}, SeatSetup{false, "easy", ""}};
    setup.options.seats = 2;
    setup.options.seed = 505;
    Result<std::unique_ptr<GameSession>> started =
        GameSession::Start(*BuiltinGames().Find("lost-for-words"), testing::SharedDictionary().get(), setup,
                           games::lost_for_words::Screens().describe);
    REQUIRE(started.ok());
    h.app().OpenScreen(MakePlayScreen(games::lost_for_words::Screens(), std::move(*started)));
    h.Settle();
    int decisions = 0;
    for (int turn = 0; turn < 60; ++turn) {
      WaitForHuman(h, platform);
      std::unique_ptr<GameSession> s = Saved(platform);
      if (s == nullptr || s->game().IsTerminal()) break;
      const auto& game = static_cast<const lost_for_words::LostForWords&>(s->game());
      if (turn % 3 == 0) {
        h.Frames(30);  // the view has come to the person's columns
        CheckTable(h, *s, screen);
      }
      // Letters onto the first three columns in turn, so that they grow long.
      std::string move = "draw deck";
      if (game.phase() == lost_for_words::Phase::kAct) {
        const std::vector<std::string> moves = game.LegalMoves(0);
        move = moves.front();
        const char column = static_cast<char>('1' + turn % 3);
        for (const std::string& m : moves) {
          if (m.rfind("play ", 0) == 0 && m.back() == column) {
            move = m;
            break;
          }
        }
      }
      TapMove(h, move);
      ++decisions;
    }
    CHECK(decisions >= 40);
  }
}
