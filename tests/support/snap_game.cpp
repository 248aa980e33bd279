#include "snap_game.h"

#include <algorithm>
#include <sstream>

#include "core/check.h"

namespace lf::testing {

SnapGame::SnapGame(const GameOptions& options, Millis pace) : options_(options), pace_(pace), rng_(options.seed) {
  for (int v = 1; v <= 10; ++v)
    for (int k = 0; k < 4; ++k) deck_.push_back(v);
  rng_.Shuffle(deck_);
  won_.resize(static_cast<size_t>(options.seats));
}

bool SnapGame::Over() const { return closed_ || (deck_.empty() && claimant_ < 0 && !TopPairMatches()); }

int SnapGame::CurrentSeat() const {
  if (Over()) return kTerminalSeat;
  if (claimant_ >= 0) return claimant_;
  return kAnySeat;
}

std::vector<int> SnapGame::DecidingSeats() const {
  if (Over()) return {};
  if (claimant_ >= 0) return {claimant_};
  std::vector<int> all;
  for (int s = 0; s < NumSeats(); ++s) all.push_back(s);
  return all;
}

std::vector<std::string> SnapGame::LegalMoves(int seat) const {
  if (Over()) return {};
  if (seat == kDealerSeat) {
    if (claimant_ >= 0) return {"time-up"};
    return {deck_.empty() ? "close" : "deal"};
  }
  if (seat < 0 || seat >= NumSeats()) return {};
  if (claimant_ >= 0) return seat == claimant_ ? std::vector<std::string>{"take"} : std::vector<std::string>{};
  return {"shout"};
}

std::optional<Millis> SnapGame::NextTimedEvent() const {
  if (Over()) return std::nullopt;
  if (claimant_ >= 0) return claim_started_ + kWindow;
  if (!deck_.empty()) return last_ + pace_;
  return last_ + kWindow;  // the last chance to shout a matching pair
}

std::vector<int> SnapGame::OrderTies(std::vector<int> seats) const {
  std::sort(seats.begin(), seats.end(), [&](int a, int b) {
    const size_t wa = won_[static_cast<size_t>(a)].size(), wb = won_[static_cast<size_t>(b)].size();
    return wa != wb ? wa < wb : a < b;
  });
  return seats;
}

void SnapGame::Penalise(int claimant) {
  for (int k = 1; k < NumSeats(); ++k) {
    if (deck_.empty()) break;
    const int other = (claimant + k) % NumSeats();
    won_[static_cast<size_t>(other)].push_back(deck_.back());
    deck_.pop_back();
  }
}

Status SnapGame::ApplyMoveAt(int seat, std::string_view move, Millis time) {
  if (Over()) return Status::Refused("the game is over");
  if (time < now_) return Status::Refused("time runs forward: " + std::to_string(time) + " ms is before " +
                                          std::to_string(now_) + " ms");
  const Millis due = *NextTimedEvent();
  const std::vector<std::string> legal = LegalMoves(seat);
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
    if (seat == kDealerSeat) return Status::Refused("the dealer cannot \"" + std::string(move) + "\" now");
    if (claimant_ >= 0 && seat != claimant_) return Status::Refused("wait: a claim is being made");
    return Status::Refused("say \"shout\", then \"take\"");
  }
  if (seat == kDealerSeat ? time != due : time > due) {
    return Status::Refused("at " + std::to_string(time) + " ms the dealer's " + legal.front() + " (due at " +
                           std::to_string(due) + " ms) must come first");
  }
  bool revealed = false;
  if (move == "deal") {
    pile_.push_back(deck_.back());
    deck_.pop_back();
    last_ = time;
    revealed = true;
  } else if (move == "close") {
    closed_ = true;
  } else if (move == "shout") {
    claimant_ = seat;
    claim_started_ = time;
  } else if (move == "take" || move == "time-up") {
    const int claimant = claimant_;
    if (move == "take" && TopPairMatches()) {
      auto& mine = won_[static_cast<size_t>(claimant)];
      mine.insert(mine.end(), pile_.begin(), pile_.end());
      pile_.clear();
    } else {
      revealed = !deck_.empty();
      Penalise(claimant);
    }
    claimant_ = -1;
    last_ = time;
  }
  now_ = time;
  history_.push_back({seat, std::string(move), time});
  revealed_.push_back(revealed);
  return Status::Ok();
}

std::vector<int> SnapGame::Scores() const {
  std::vector<int> scores;
  for (const auto& w : won_) scores.push_back(static_cast<int>(w.size()));
  return scores;
}

std::unique_ptr<Game> SnapGame::Redacted(int seat) const {
  auto copy = std::make_unique<SnapGame>(*this);
  std::fill(copy->deck_.begin(), copy->deck_.end(), kUnknown);
  // Penalty cards are dealt face down: only their number is known.
  for (auto& w : copy->won_) std::fill(w.begin(), w.end(), kUnknown);
  copy->rng_.Reset(0);
  copy->options_.seed = 0;
  (void)seat;
  return copy;
}

Json SnapGame::View(int seat) const {
  (void)seat;
  Json j(Json::Object{});
  Json pile(Json::Array{});
  for (int v : pile_) pile.push_back(v);
  j.set("pile", pile);
  j.set("deck", static_cast<int>(deck_.size()));
  Json won(Json::Array{});
  for (const auto& w : won_) won.push_back(static_cast<int>(w.size()));
  j.set("won", won);
  j.set("claimant", claimant_);
  j.set("now", now_);
  const std::optional<Millis> next = NextTimedEvent();
  j.set("next", next ? Json(*next) : Json(nullptr));
  return j;
}

Status SnapGame::ApplySetup(std::string_view line) {
  std::istringstream in{std::string(line)};
  std::string word;
  in >> word;
  if (word != "deck" || !history_.empty()) return Status::Refused("use: deck V V V (before the first move)");
  std::vector<int> top;
  int v;
  while (in >> v) {
    auto it = std::find(deck_.begin(), deck_.end(), v);
    if (it == deck_.end()) return Status::Refused("no " + std::to_string(v) + " left in the deck");
    deck_.erase(it);
    top.push_back(v);
  }
  deck_.insert(deck_.end(), top.rbegin(), top.rend());
  return Status::Ok();
}

Result<std::string> SnapGame::Query(std::string_view key) const {
  if (key == "deck-count") return std::to_string(deck_.size());
  if (key == "claimant") return std::to_string(claimant_);
  if (key == "pile") {
    std::string out;
    for (int v : pile_) out += (out.empty() ? "" : " ") + std::to_string(v);
    return out.empty() ? std::string("empty") : out;
  }
  if (key.substr(0, 4) == "won-") {
    const std::string s(key.substr(4));
    if (s.size() == 1 && s[0] >= '0' && s[0] - '0' < NumSeats()) return std::to_string(won_[static_cast<size_t>(s[0] - '0')].size());
  }
  return Result<std::string>::Error("unknown query (pile, deck-count, won-S, claimant)");
}

int SnapGame::TotalCards() const {
  size_t n = deck_.size() + pile_.size();
  for (const auto& w : won_) n += w.size();
  return static_cast<int>(n);
}

namespace {

// Shouts when it sees a matching pair, after its reaction time (drawn from
// a range that is its level's parameter), then takes at once. It never
// shouts without a pair.
class ReactionBot final : public Bot {
 public:
  ReactionBot(Millis fastest, Millis slowest) : fastest_(fastest), slowest_(slowest) {}
  std::string ChooseMove(const Game& view, int seat, Rng&) override {
    const auto moves = view.LegalMoves(seat);
    return moves.empty() ? std::string() : moves.front();
  }
  std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) override {
    const auto& snap = static_cast<const SnapGame&>(view);
    if (snap.claimant() == seat) return TimedMove{"take", view.Now() + 150};
    if (snap.claimant() >= 0 || !snap.TopPairMatches()) return std::nullopt;
    const Millis delay =
        fastest_ + static_cast<Millis>(rng.UniformBelow(static_cast<uint32_t>(slowest_ - fastest_) + 1));
    return TimedMove{"shout", view.Now() + delay};
  }

 private:
  Millis fastest_, slowest_;
};

}  // namespace

GameInfo SnapInfo() {
  GameInfo info;
  info.name = "snap";
  info.title = "Snap";
  info.blurb = "shout when the top two cards match";
  info.min_seats = 2;
  info.max_seats = 4;
  info.dynamics = Dynamics::kRealTime;
  info.options = {OptionSpec::Int("pace", "Dealing pace (ms)", 300, 3000, 1000, "milliseconds between two cards")};
  info.create = [](const GameOptions& o, const Dictionary*) -> Result<std::unique_ptr<Game>> {
    const Json pace = o.variant.is_object() ? o.variant["pace"] : Json();
    return Result<std::unique_ptr<Game>>(std::make_unique<SnapGame>(o, pace.is_number() ? pace.as_int() : 1000));
  };
  info.make_bot = [](std::string_view level, const Dictionary*) -> std::unique_ptr<Bot> {
    if (level == "random") return std::make_unique<RandomBot>(3000);
    if (level == "easy") return std::make_unique<ReactionBot>(900, 1800);
    if (level == "medium") return std::make_unique<ReactionBot>(500, 1000);
    return std::make_unique<ReactionBot>(250, 500);
  };
  return info;
}

const GameRegistry& SnapRegistry() {
  static const GameRegistry r = [] {
    GameRegistry reg;
    reg.Add(SnapInfo());
    return reg;
  }();
  return r;
}

}  // namespace lf::testing
