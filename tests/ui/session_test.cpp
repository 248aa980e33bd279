// The session serves every kind of game (docs/architecture.md): a real-time
// game's clock, bots' reactions and timed events, moves by any person at the
// screen; several seats deciding, automatic passes and privacy in a
// reaction window; and saves written before these existed still load.
// No drawing here: GameSession is driven directly, with made-up app times.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "../support/fixture_game.h"
#include "../support/snap_game.h"
#include "core/tournament.h"
#include "play/session.h"

using lf::Millis;
using lf::play::LocalSession;
using GameSession = lf::play::LocalSession;
using lf::play::SeatSetup;
using lf::play::SessionSetup;

namespace {

SeatSetup Person(const std::string& name) { return SeatSetup{true, "medium", name}; }
SeatSetup Bot(const std::string& level) { return SeatSetup{false, level, ""}; }

std::unique_ptr<GameSession> StartSnap(std::vector<SeatSetup> seats, uint64_t seed) {
  SessionSetup setup;
  setup.seats = std::move(seats);
  setup.options.seats = static_cast<int>(setup.seats.size());
  setup.options.seed = seed;
  auto s = GameSession::Start(*lf::testing::SnapRegistry().Find("snap"), nullptr, setup, {});
  REQUIRE(s.ok());
  return std::move(*s);
}

// Runs the session's frames at 60 a second of app time from `t` until the
// game ends or `seconds` pass; returns the app time reached.
double RunFrames(GameSession& s, double t, double seconds) {
  const double end = t + seconds;
  for (; t < end && !s.game().IsTerminal(); t += 1.0 / 60) s.Update(t, 0.8);
  return t;
}

// The fixture's card game with reaction windows, these seats, this seed.
std::unique_ptr<GameSession> StartHighCard(std::vector<SeatSetup> seats, uint64_t seed) {
  SessionSetup setup;
  setup.seats = std::move(seats);
  setup.options.seats = static_cast<int>(setup.seats.size());
  setup.options.seed = seed;
  setup.options.variant.set("reactions", true);
  auto started = GameSession::Start(*lf::testing::FixtureRegistry().Find("high-card"), nullptr, setup, {});
  REQUIRE(started.ok());
  return std::move(*started);
}

}  // namespace

TEST_CASE("Session: a real-time game of bots on screen plays exactly as the headless match of the same seed",
          "[ui][session][realtime]") {
  for (uint64_t seed : {3u, 4u, 5u}) {
    auto s = StartSnap({Bot("hard"), Bot("easy"), Bot("medium")}, seed);
    REQUIRE(s->RealTime());
    RunFrames(*s, 10.0, 600);
    REQUIRE(s->game().IsTerminal());
    std::vector<std::unique_ptr<lf::Bot>> bots;
    for (const char* level : {"hard", "easy", "medium"}) bots.push_back(lf::testing::SnapInfo().make_bot(level, nullptr));
    lf::GameOptions o;
    o.seats = 3;
    o.seed = seed;
    const lf::MatchResult headless = lf::PlayMatch(lf::testing::SnapInfo(), o, bots, nullptr);
    REQUIRE(headless.finished);
    CHECK(s->game().History() == headless.record.moves);
    CHECK(s->log().size() == headless.record.moves.size());
    CHECK(s->score_history().size() == headless.record.moves.size() + 1);
  }
}

TEST_CASE("Session: the clock follows the app's time, never jumps, and timed events happen at their own times",
          "[ui][session][realtime]") {
  auto s = StartSnap({Person("Ana"), Person("Ben")}, 9);
  CHECK_FALSE(s->NeedsPrivacy());  // nothing is hidden from anyone at a real-time table
  CHECK_FALSE(s->CanOfferUndo());
  s->Update(100.0, 0.8);  // the first frame starts the clock
  CHECK(s->Clock() == 0);
  s->Update(100.5, 0.8);
  CHECK(s->Clock() == 250);  // a late frame moves the clock a quarter second at most
  CHECK(s->game().History().empty());
  double t = 100.5;
  for (int i = 0; i < 60; ++i) s->Update(t += 1.0 / 60, 0.8);  // about 1,000 ms more
  REQUIRE(s->game().History().size() == 1);
  CHECK(s->game().History()[0].move == "deal");
  CHECK(s->game().History()[0].time == 1000);  // dealt at its time, not at the frame's
  CHECK(s->Clock() >= 1000);
}

TEST_CASE("Session: any person at a real-time table may move, at the clock, and only people may",
          "[ui][session][realtime]") {
  auto s = StartSnap({Person("Ana"), Person("Ben"), Bot("easy")}, 21);
  double t = 5.0;
  s->Update(t, 0.8);
  t = RunFrames(*s, t, 1.05);  // the first card is down
  REQUIRE(s->game().History().size() == 1);
  const Millis clock = s->Clock();
  CHECK_FALSE(s->Play(2, "shout").ok());   // the bot's seat
  CHECK_FALSE(s->Play(7, "shout").ok());   // no such seat
  CHECK(s->game().History().size() == 1);
  REQUIRE(s->Play(1, "shout").ok());       // Ben, not the viewer (Ana), shouts
  CHECK(s->game().History().back().seat == 1);
  CHECK(s->game().History().back().time == clock);
  CHECK(s->log().back().find("Ben") != std::string::npos);
  CHECK_FALSE(s->Play(0, "shout").ok());   // a claim is open: Ana must wait
  // Dealing pauses while the claim is made: the next event is the claim's end.
  CHECK(s->game().NextTimedEvent() == clock + lf::testing::SnapGame::kWindow);
  REQUIRE(s->Play(1, "take").ok());
  // The dealer's timed moves appear under the dealer's name in the log.
  RunFrames(*s, t, 1.1);
  CHECK(s->game().History().back().seat == lf::kDealerSeat);
  CHECK(s->log().back().find("Dealer") != std::string::npos);
}

TEST_CASE("Session: a reaction window asks only seats that can play, passes the others, and keeps privacy honest",
          "[ui][session][reactions]") {
  // Deal so that Ana's play of 5 can be blocked by Ben (holding 9) but not by Ana herself.
  std::unique_ptr<GameSession> started = StartHighCard({Person("Ana"), Person("Ben"), Bot("medium")}, 77);
  GameSession& s = *started;
  auto& game = const_cast<lf::testing::HighCardGame&>(static_cast<const lf::testing::HighCardGame&>(s.game()));
  for (const char* line : {"hand 0", "hand 1", "hand 2", "hand 0 5 1 2", "hand 1 9 3 4", "hand 2 6 7 8"})
    REQUIRE(game.ApplySetup(line).ok());
  // Two people: the first to decide takes the device.
  REQUIRE(s.NeedsPrivacy());
  CHECK(s.PrivacySeat() == 0);
  s.Ready();
  REQUIRE(s.Play(0, "play 5").ok());
  // The window opens at Ana, who has nothing to play but "pass": passed at once, unasked.
  CHECK(s.game().CurrentSeat() == 0);
  CHECK(s.game().ActiveSeat() == 0);
  CHECK(s.Update(1.0, 0.8));
  CHECK(s.game().History().back().move == "pass");
  CHECK(s.game().History().back().seat == 0);
  // Ben holds a 9: he is asked, behind his privacy screen.
  CHECK(s.game().CurrentSeat() == 1);
  CHECK(s.NeedsPrivacy());
  CHECK(s.PrivacySeat() == 1);
  CHECK_FALSE(s.Play(0, "pass").ok());  // Ana cannot act for Ben
  s.Ready();
  CHECK(s.viewer() == 1);
  REQUIRE(s.Play(1, "block 9").ok());
  CHECK(s.game().Scores() == std::vector<int>{0, 1, 0});
  // Priority restarts at Ana (passed automatically again), then Ben has
  // nothing higher than 5 left... only 3 and 4: passed too; the bot decides.
  for (int i = 0; i < 4 && s.game().CurrentSeat() != 2; ++i) s.Update(2.0 + i, 0.8);
  CHECK(s.game().CurrentSeat() == 2);
  CHECK(s.BotToMove());
  CHECK(s.WaitingText().find("Rose (medium)") != std::string::npos);  // (the bot's name, issue 39)
}

TEST_CASE("Session: 'pass automatically until my turn' and 'unless it concerns me' skip a person's optional decisions",
          "[ui][session][reactions]") {
  std::unique_ptr<GameSession> started = StartHighCard({Bot("medium"), Person("Ben")}, 5);
  GameSession& s = *started;
  auto& game = const_cast<lf::testing::HighCardGame&>(static_cast<const lf::testing::HighCardGame&>(s.game()));
  for (const char* line : {"hand 0", "hand 1", "hand 0 5 1 2", "hand 1 9 10 11"}) REQUIRE(game.ApplySetup(line).ok());
  SECTION("asked by default") {
    double t = 0;
    while (s.game().CurrentSeat() != 1 && t < 10) s.Update(t += 1.0, 0.5);
    CHECK(s.game().PassMove(1) == "pass");
    CHECK(s.game().LegalMoves(1).size() > 1);  // Ben is asked: he could block
  }
  SECTION("until my turn") {
    s.SetAutoPass(1, GameSession::AutoPass::kUntilMyTurn);
    double t = 0;
    while (s.game().History().size() < 3 && t < 10) s.Update(t += 1.0, 0.5);
    REQUIRE(s.game().History().size() >= 3);
    CHECK(s.game().History()[2].seat == 1);
    CHECK(s.game().History()[2].move == "pass");
  }
  SECTION("unless it concerns me") {
    s.SetAutoPass(1, GameSession::AutoPass::kUnlessConcerned);
    double t = 0;
    while (s.game().History().size() < 3 && t < 10) s.Update(t += 1.0, 0.5);
    REQUIRE(s.game().History().size() >= 3);
    CHECK(s.game().History()[2].move == "pass");
  }
}

TEST_CASE("Session: a person's auto-pass choice is kept in the save", "[ui][session][reactions]") {
  const lf::GameInfo& info = *lf::testing::FixtureRegistry().Find("high-card");
  SessionSetup setup;
  setup.seats = {Bot("medium"), Person("Ben"), Person("Cy")};
  setup.options.seats = 3;
  setup.options.seed = 6;
  setup.options.variant.set("reactions", true);
  auto s = GameSession::Start(info, nullptr, setup, {});
  REQUIRE(s.ok());
  (*s)->SetAutoPass(1, GameSession::AutoPass::kUntilMyTurn);
  (*s)->SetAutoPass(2, GameSession::AutoPass::kUnlessConcerned);
  for (double t = 0; t < 3; t += 1) (*s)->Update(t, 0.5);
  auto again = GameSession::Load((*s)->SaveText(), lf::testing::FixtureRegistry(), nullptr, {});
  REQUIRE(again.ok());
  CHECK((*again)->auto_pass(0) == GameSession::kDefaultAutoPass);
  CHECK((*again)->auto_pass(1) == GameSession::AutoPass::kUntilMyTurn);
  CHECK((*again)->auto_pass(2) == GameSession::AutoPass::kUnlessConcerned);
  CHECK((*again)->game().History() == (*s)->game().History());
}

TEST_CASE("Session: a save written before sessions knew time and descriptors still loads and replays",
          "[ui][session][records]") {
  std::ifstream in(std::string(LF_TEST_SOURCE_DIR) + "/tests/fixtures/records/save-lost-words.json");
  REQUIRE(in.good());
  std::ostringstream text;
  text << in.rdbuf();
  auto s = GameSession::Load(text.str(), lf::BuiltinGames(), nullptr, {});
  REQUIRE(s.ok());
  CHECK((*s)->names()[0] == "Ana");
  CHECK((*s)->game().IsTerminal());
  CHECK((*s)->game().Scores() == std::vector<int>{5, 3, 1});
}

TEST_CASE("Session: \"Wait for me\" holds each bot move until the person goes on, and never in a room",
          "[ui][session]") {
  SessionSetup setup;
  setup.seats = {Person("Ana"), Bot("easy")};
  setup.options.seats = 2;
  setup.options.seed = 21;
  auto started = GameSession::Start(*lf::BuiltinGames().Find("lost-words"), nullptr, setup, {});
  REQUIRE(started.ok());
  GameSession& s = **started;
  s.SetWaitForPerson(true);
  CHECK(s.WaitsForPerson());
  double t = 1.0;
  lf::Rng rng(3);
  // The person plays until a bot's move is on screen.
  for (int i = 0; i < 200 && !s.Holding(t); ++i) {
    if (s.IsDeciding(0)) {
      const std::vector<std::string> legal = s.game().LegalMoves(0);
      REQUIRE(s.Play(0, legal[rng.UniformBelow(static_cast<uint32_t>(legal.size()))]).ok());
    }
    s.Update(t += 0.5, 0.8);
  }
  REQUIRE(s.Holding(t));
  const size_t moves = s.game().History().size();
  // Ten minutes later it is still on screen, and no bot has moved since.
  for (int i = 0; i < 600; ++i) s.Update(t += 1.0, 0.8);
  CHECK(s.Holding(t));
  CHECK(s.game().History().size() == moves);
  // Go on: the hold ends; a bot to move moves at once (and is held again).
  s.GoOn(t);
  CHECK_FALSE(s.Holding(t));
  s.Update(t += 1.0 / 60, 0.8);
  if (!s.IsDeciding(0)) CHECK(s.game().History().size() > moves);
  // Without waiting, the same hold lasts the pace.
  s.SetWaitForPerson(false);
  CHECK_FALSE(s.WaitsForPerson());
}

TEST_CASE("Session: bots have names of their own with their level, passes are marked, and the recap says what the "
          "others did since the person's last turn",
          "[ui][session][names]") {
  // Names: a bot nobody named gets its own, its level beside; never a name a
  // person took; a bot named by the player keeps that name.
  const std::vector<std::string> names =
      lf::play::SeatNames({Person("Rose"), Bot("hard"), Bot("easy"), SeatSetup{false, "medium", "Robo"}});
  CHECK(names == std::vector<std::string>{"Rose", "Rowan (hard)", "Robin (easy)", "Robo"});
  CHECK(lf::play::SeatNames({Person(""), Person("")}) == std::vector<std::string>{"Player 1", "Player 2"});

  std::unique_ptr<GameSession> started = StartHighCard({Person("Ana"), Bot("medium"), Bot("hard")}, 77);
  GameSession& s = *started;
  CHECK(s.names() == std::vector<std::string>{"Ana", "Rose (medium)", "Rowan (hard)"});
  double t = 1;
  int checked = 0;
  for (int guard = 0; guard < 2000 && !s.game().IsTerminal(); ++guard) {
    t += 5;
    s.Update(t, 0.8);
    if (!s.IsDeciding(0) || s.BotToMove()) continue;
    // The recap: every line since Ana's last own move, by the others, no pass among them.
    const std::vector<size_t> recap = s.SinceLastTurn(0);
    size_t last_own = 0;
    for (size_t i = 0; i < s.log().size(); ++i)
      if (s.LogSeat(i) == 0 && !s.Automatic(i)) last_own = i + 1;
    size_t expected = 0;
    for (size_t i = last_own; i < s.log().size(); ++i) expected += s.LogSeat(i) != 0 && !s.IsPass(i) ? 1 : 0;
    CHECK(recap.size() == expected);
    for (size_t i : recap) {
      CHECK(i >= last_own);
      CHECK(s.LogSeat(i) != 0);
      CHECK_FALSE(s.IsPass(i));
    }
    ++checked;
    const std::vector<std::string> moves = s.game().LegalMoves(0);
    REQUIRE(s.Play(0, moves.front()).ok());
  }
  CHECK(checked > 3);
  // Passes are marked as such, as the game names them, and only they.
  size_t passes = 0;
  for (size_t i = 0; i < s.log().size(); ++i) {
    const bool pass = s.game().History()[i].move == "pass";
    CHECK(s.IsPass(i) == pass);
    passes += pass ? 1 : 0;
  }
  CHECK(passes > 0);
  // A reload marks them the same (the log is rebuilt from the record).
  auto loaded = GameSession::Load(s.SaveText(), lf::testing::FixtureRegistry(), nullptr, {});
  REQUIRE(loaded.ok());
  for (size_t i = 0; i < s.log().size(); ++i) CHECK((*loaded)->IsPass(i) == s.IsPass(i));
  CHECK((*loaded)->names() == s.names());
}
