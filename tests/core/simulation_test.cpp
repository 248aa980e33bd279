#include <catch2/catch.hpp>

#include "../support/fixture_game.h"
#include "../support/simulation.h"

using lf::testing::HighCardGame;

TEST_CASE("random simulation of the fixture game keeps every invariant", "[simulation]") {
  const auto* info = lf::testing::FixtureRegistry().Find("high-card");
  for (int seats = 2; seats <= 4; ++seats) {
    lf::testing::SimulationConfig config;
    config.games = 1000;
    config.seats = seats;
    config.first_seed = 1000u * static_cast<uint64_t>(seats);
    const long actions = lf::testing::RunSimulation(*info, nullptr, config, [&](const lf::Game& g) {
      const auto& game = static_cast<const HighCardGame&>(g);
      REQUIRE(game.TotalCards() == 24);  // no card created or lost
      // Nothing hidden leaks: another seat's redacted copy holds no real card of ours.
      for (int s = 0; s < g.NumSeats(); ++s) {
        auto view = g.Redacted((s + 1) % g.NumSeats());
        for (int c : static_cast<const HighCardGame&>(*view).Hand(s)) REQUIRE(c == HighCardGame::kUnknown);
      }
    });
    CHECK(actions >= 24 * 1000 / 1);
  }
}

TEST_CASE("a bot that plays high beats a random bot", "[simulation][tournament]") {
  const auto* info = lf::testing::FixtureRegistry().Find("high-card");
  int wins = 0, games = 400;
  for (int k = 0; k < games; ++k) {
    std::vector<std::unique_ptr<lf::Bot>> bots;
    bots.push_back(info->make_bot("medium", nullptr));
    bots.push_back(info->make_bot("random", nullptr));
    lf::GameOptions o;
    o.seed = static_cast<uint64_t>(k);
    auto r = lf::PlayMatch(*info, o, bots, nullptr);
    REQUIRE(r.finished);
    if (r.winners == std::vector<int>{0}) ++wins;
  }
  CHECK(wins > games / 2);
}

TEST_CASE("a match is reproducible from its seed and prints one JSON line", "[tournament]") {
  const auto* info = lf::testing::FixtureRegistry().Find("high-card");
  auto play = [&] {
    std::vector<std::unique_ptr<lf::Bot>> bots;
    for (int s = 0; s < 3; ++s) bots.push_back(info->make_bot("random", nullptr));
    lf::GameOptions o;
    o.seats = 3;
    o.seed = 31337;
    return lf::PlayMatch(*info, o, bots, nullptr);
  };
  const auto a = play(), b = play();
  CHECK(a.record.moves == b.record.moves);
  CHECK(a.ToJsonLine() == b.ToJsonLine());
  auto line = lf::Json::Parse(a.ToJsonLine());
  REQUIRE(line.ok());
  CHECK((*line)["game"].as_string() == "high-card");
  CHECK((*line)["seed"].as_int() == 31337);
  CHECK((*line)["scores"].size() == 3);
  CHECK((*line)["turns"].as_int() == 24);
  CHECK((*line)["winner"].size() >= 1);
}

TEST_CASE("seat specs are parsed and checked", "[tournament]") {
  auto ok = lf::ParseSeatSpec("hard,easy,random");
  REQUIRE(ok.ok());
  CHECK(ok->size() == 3);
  CHECK_FALSE(lf::ParseSeatSpec("hard,genius").ok());
  CHECK_FALSE(lf::ParseSeatSpec("").ok());
}

namespace {
// High Card with a reaction after every play: each other seat may "cheer"
// (once per game) or "pass". PlayMatch must pass a seat whose only move is
// "pass" without asking its bot.
class CheerGame final : public lf::Game {
 public:
  explicit CheerGame(const lf::GameOptions& o) : inner_(o), cheers_(static_cast<size_t>(o.seats), 1) {}
  std::string_view Name() const override { return "cheer"; }
  std::unique_ptr<lf::Game> Clone() const override { return std::make_unique<CheerGame>(*this); }
  const lf::GameOptions& Options() const override { return inner_.Options(); }
  int CurrentSeat() const override { return asking_ >= 0 ? asking_ : inner_.CurrentSeat(); }
  std::string PassMove(int seat) const override { return seat == asking_ ? "pass" : ""; }
  std::vector<std::string> LegalMoves(int seat) const override {
    if (asking_ < 0) return inner_.LegalMoves(seat);
    if (seat != asking_) return {};
    std::vector<std::string> m = {"pass"};
    if (cheers_[static_cast<size_t>(seat)]) m.push_back("cheer");
    return m;
  }
  lf::Status ApplyMove(int seat, std::string_view move) override {
    if (asking_ >= 0) {
      if (seat != asking_ || (move != "pass" && (move != "cheer" || !cheers_[static_cast<size_t>(seat)])))
        return lf::Status::Refused("pass or cheer");
      if (move == "cheer") cheers_[static_cast<size_t>(seat)] = 0;
      history_.push_back({seat, std::string(move)});
      asking_ = (asking_ + 1) % NumSeats() == player_ ? -1 : (asking_ + 1) % NumSeats();
      return lf::Status::Ok();
    }
    const int before = inner_.CurrentSeat();
    if (lf::Status st = inner_.ApplyMove(seat, move); !st) return st;
    history_.push_back({seat, std::string(move)});
    player_ = before;
    if (!inner_.IsTerminal()) asking_ = (before + 1) % NumSeats();
    return lf::Status::Ok();
  }
  std::vector<int> Scores() const override { return inner_.Scores(); }
  std::unique_ptr<lf::Game> Redacted(int seat) const override {
    auto copy = std::make_unique<CheerGame>(*this);
    copy->inner_ = static_cast<const HighCardGame&>(*inner_.Redacted(seat));
    return copy;
  }
  lf::Json View(int seat) const override { return inner_.View(seat); }
  const std::vector<LoggedMove>& History() const override { return history_; }
  bool RevealedInformation(size_t) const override { return false; }
  lf::Status ApplySetup(std::string_view line) override { return inner_.ApplySetup(line); }
  lf::Result<std::string> Query(std::string_view key) const override { return inner_.Query(key); }

 private:
  HighCardGame inner_;
  std::vector<int> cheers_;
  int asking_ = -1, player_ = 0;
  std::vector<LoggedMove> history_;
};

class CountingBot final : public lf::Bot {
 public:
  explicit CountingBot(int* asked_to_pass) : asked_(asked_to_pass) {}
  std::string ChooseMove(const lf::Game& view, int seat, lf::Rng& rng) override {
    const auto moves = view.LegalMoves(seat);
    if (moves == std::vector<std::string>{"pass"}) ++*asked_;
    return moves[rng.UniformBelow(static_cast<uint32_t>(moves.size()))];
  }

 private:
  int* asked_;
};
}  // namespace

TEST_CASE("a seat that can only pass is passed without asking its bot", "[tournament]") {
  lf::GameInfo info = lf::testing::HighCardInfo();
  info.name = "cheer";
  info.create = [](const lf::GameOptions& o, const lf::Dictionary*) -> lf::Result<std::unique_ptr<lf::Game>> {
    return std::unique_ptr<lf::Game>(std::make_unique<CheerGame>(o));
  };
  int asked_to_pass = 0;
  std::vector<std::unique_ptr<lf::Bot>> bots;
  for (int s = 0; s < 3; ++s) bots.push_back(std::make_unique<CountingBot>(&asked_to_pass));
  lf::GameOptions o;
  o.seats = 3;
  o.seed = 9;
  int passes = 0;
  auto r = lf::PlayMatch(info, o, bots, nullptr, 100000, [&](const lf::Game&, int, const std::string& m) {
    passes += m == "pass";
  });
  REQUIRE(r.finished);
  // Every play opens a window for the two others; once a seat's cheer is
  // gone the match passes it, and its bot is never asked to pass.
  CHECK(r.turns == static_cast<int>(r.record.moves.size()));
  CHECK(passes > 24);
  CHECK(asked_to_pass == 0);
}
