// The Lost Words table through the whole app, headless: a game against a
// bot played only by tapping named items (cards, then the move buttons they
// offer), from set-up to the end screen. The state is read back from the
// save the app writes after every move: the test sees the whole table, the
// app only ever shows the viewer's view.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "games/lost_words/lost_words.h"
#include "ui/app.h"
#include "ui/game/session.h"
#include "ui/lost_words_screen.h"

using namespace lf;
using namespace lf::ui;
using lost_words::Move;
using testing::FakePlatform;
using testing::Harness;

namespace {

const char* const kSave = "save-lost-words.json";

std::unique_ptr<GameSession> Saved(const FakePlatform& platform) {
  auto it = platform.user_files.find(kSave);
  if (it == platform.user_files.end()) return nullptr;
  Result<std::unique_ptr<GameSession>> s = GameSession::Load(it->second, BuiltinGames(), nullptr, nullptr);
  INFO(s.error());
  REQUIRE(s.ok());
  return std::move(*s);
}

const lost_words::LostWordsGame& Lw(const GameSession& s) {
  return static_cast<const lost_words::LostWordsGame&>(s.game());
}

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

void TapHandCard(Harness& h, const GameSession& s, lost_words::Card card) {
  const lost_words::CardList& hand = Lw(s).state().hand(0);
  for (int i = 0; i < hand.size(); ++i) {
    if (hand[i] == card) {
      h.Tap("lw/hand/" + std::to_string(i));
      return;
    }
  }
  FAIL("no " << card.Token() << " in the hand");
}

// Plays a move the way a player would: the card, then the move's button.
void TapMove(Harness& h, const GameSession& s, const std::string& text) {
  INFO("move " << text);
  const Result<Move> parsed = Move::Parse(text);
  REQUIRE(parsed.ok());
  const Move& m = *parsed;
  switch (m.kind) {
    case Move::Kind::kDrawDeck: return h.Tap("lw/deck");
    case Move::Kind::kDrawDiscard: return h.Tap("lw/discard");
    case Move::Kind::kMatch: TapHandCard(h, s, lost_words::Card::Spell(m.word)); break;
    case Move::Kind::kPlay: TapHandCard(h, s, lost_words::Card::Of(m.special)); break;
    case Move::Kind::kDiscard: TapHandCard(h, s, m.card); break;
    case Move::Kind::kExchange: h.Tap("lw/nature/0/" + Lower(lost_words::WordName(m.word))); break;
    default: break;  // end, Conker replies: a button is always there
  }
  h.Tap("lw/move/" + text);
}

// A simple player: matches first, then useful specials, then draws; ends
// its actions otherwise; discards and replies whatever comes first.
std::string Choose(const std::vector<std::string>& moves, int turn) {
  for (const char* prefix : {"match ", "play Wild-One", "play Wall", "play Magpie", "play Conker", "play Acorn",
                             "play Lark", "draw discard"}) {
    for (const std::string& m : moves) {
      if (m.rfind(prefix, 0) == 0) return m;
    }
  }
  std::vector<std::string> rest;
  for (const std::string& m : moves) {
    if (m.rfind("play Heron", 0) != 0 && m.rfind("exchange", 0) != 0) rest.push_back(m);
  }
  if (rest.empty()) rest = moves;
  return rest[static_cast<size_t>(turn) % rest.size()];
}

void WaitForHuman(Harness& h, const FakePlatform& platform) {
  for (int i = 0; i < 600; ++i) {
    std::unique_ptr<GameSession> s = Saved(platform);
    if (s == nullptr) return;
    const int seat = s->game().CurrentSeat();
    if (seat < 0 || s->IsHuman(seat)) return;
    h.Frames(10);
  }
  FAIL("the bot never moved");
}

void StartGame(Harness& h, const std::string& opponent, const std::string& seed) {
  h.app().OpenScreen(MakeGameSetupScreen(LostWordsUi()));
  h.Settle();
  REQUIRE(h.Has("setup/start"));
  h.Tap("setup/seat/1/" + opponent);
  h.Tap("setup/seed");
  h.Type(seed.c_str());
  h.Tap("setup/start");
  REQUIRE((h.Has("game/rules") || h.Has("game/ready")));
}

}  // namespace

TEST_CASE("The Lost Words: a whole game against a bot, played by taps", "[ui][lw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "777");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  CHECK(h.Has("lw/deck"));
  CHECK(h.Has("lw/discard"));
  CHECK_FALSE(h.Has("lw/art-error"));  // the real atlas loads
  CHECK(platform.textures_created == 1);
  int human_moves = 0;
  for (int turn = 0; turn < 1500; ++turn) {
    WaitForHuman(h, platform);
    s = Saved(platform);
    if (s == nullptr) break;
    const std::vector<std::string> moves = s->game().LegalMoves(0);
    REQUIRE_FALSE(moves.empty());
    const std::string move = Choose(moves, turn);
    const size_t before = s->game().History().size();
    TapMove(h, *s, move);
    INFO("after " << move);
    std::unique_ptr<GameSession> after = Saved(platform);
    if (after == nullptr) break;  // the game ended and its save went away
    REQUIRE(after->game().History().size() >= before + 1);
    CHECK(after->game().History()[before].move == move);
    CHECK_FALSE(h.Has("game/refusal"));
    ++human_moves;
  }
  CHECK(human_moves > 10);
  h.Frames(10);
  CHECK(h.Has("end/rematch"));
  CHECK(platform.user_files.count(kSave) == 0);
}

TEST_CASE("The Lost Words: a card shows its moves, and a tap out of turn is refused", "[ui][lw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "human", "12");
  if (h.Has("game/ready")) h.Tap("game/ready");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  const int seat = s->game().CurrentSeat();
  CHECK(h.Has("lw/status/draw"));
  // Every hand card and nature card is on screen, named.
  CHECK(h.NamesWithPrefix("lw/hand/").size() == 3);
  CHECK(h.NamesWithPrefix("lw/nature/").size() == 12);
  CHECK(h.NamesWithPrefix("lw/spare/").size() == 2);
  h.Tap("lw/deck");
  std::unique_ptr<GameSession> after = Saved(platform);
  REQUIRE(after->game().History().size() == 1);
  CHECK(after->game().History()[0].move == "draw deck");
  CHECK(after->game().History()[0].seat == seat);
  // In the action phase "end" is always offered, and a second draw is refused.
  CHECK(h.Has("lw/status/act"));
  CHECK(h.Has("lw/move/end"));
  h.Tap("lw/deck");
  CHECK(h.Has("game/refusal"));
  CHECK(Saved(platform)->game().History().size() == 1);
}

TEST_CASE("The Lost Words: damaged card art is reported on the table, and the game goes on", "[ui][lw][art]") {
  FakePlatform platform;
  platform.asset_overrides["art/lost_words.png"] = std::vector<uint8_t>{0x89, 'P', 'N', 'G', 0, 1, 2, 3};
  Harness h(platform);
  StartGame(h, "easy", "5");
  CHECK(h.Has("lw/art-error"));
  CHECK(platform.textures_created == 0);
  h.Tap("lw/deck");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  REQUIRE_FALSE(s->game().History().empty());
  CHECK(s->game().History()[0].move == "draw deck");
}
