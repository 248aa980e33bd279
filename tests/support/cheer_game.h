// "Cheer": High Card (fixture_game.h) with a reaction window after every
// play: each other seat in turn may "cheer" (once per game) or "pass". A seat
// whose cheer is gone can only pass (Game::PassMove), which the session,
// PlayMatch and the scenario runner do for it.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "fixture_game.h"

namespace lf::testing {

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
    copy->inner_ = static_cast<const lf::testing::HighCardGame&>(*inner_.Redacted(seat));
    return copy;
  }
  lf::Json View(int seat) const override { return inner_.View(seat); }
  const std::vector<LoggedMove>& History() const override { return history_; }
  bool RevealedInformation(size_t) const override { return false; }
  lf::Status ApplySetup(std::string_view line) override { return inner_.ApplySetup(line); }
  lf::Result<std::string> Query(std::string_view key) const override { return inner_.Query(key); }

 private:
  lf::testing::HighCardGame inner_;
  std::vector<int> cheers_;
  int asking_ = -1, player_ = 0;
  std::vector<LoggedMove> history_;
};
inline GameInfo CheerInfo() {
  GameInfo info = HighCardInfo();
  info.name = "cheer";
  info.title = "Cheer";
  info.create = [](const GameOptions& o, const Dictionary*) -> Result<std::unique_ptr<Game>> {
    return std::unique_ptr<Game>(std::make_unique<CheerGame>(o));
  };
  return info;
}

}  // namespace lf::testing
