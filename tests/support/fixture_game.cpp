#include "fixture_game.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace lf::testing {

HighCardGame::HighCardGame(const GameOptions& options) : options_(options), rng_(options.seed) {
  reactions_ = options.variant.is_object() && options.variant["reactions"].as_bool(false);
  for (int v = 1; v <= 12; ++v) {
    deck_.push_back(v);
    deck_.push_back(v);
  }
  rng_.Shuffle(deck_);
  hands_.resize(static_cast<size_t>(options.seats));
  scores_.assign(static_cast<size_t>(options.seats), 0);
  for (int round = 0; round < 3; ++round)
    for (auto& h : hands_) {
      h.push_back(deck_.back());
      deck_.pop_back();
    }
}

int HighCardGame::CurrentSeat() const {
  if (window_) return window_->priority;
  for (const auto& h : hands_)
    if (!h.empty()) return current_;
  return kTerminalSeat;
}

int HighCardGame::ActiveSeat() const { return window_ ? window_->active : CurrentSeat(); }

std::string HighCardGame::PassMove(int seat) const {
  return window_ && seat == window_->priority ? "pass" : "";
}

std::vector<std::string> HighCardGame::LegalMoves(int seat) const {
  std::vector<std::string> moves;
  if (seat != CurrentSeat() || seat < 0) return moves;
  if (window_) {
    moves.push_back("pass");
    if (seat == window_->active) return moves;
    std::vector<int> values = hands_[static_cast<size_t>(seat)];
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    for (int v : values)
      if (v > window_->value) moves.push_back("block " + std::to_string(v));
    return moves;
  }
  std::vector<int> values = hands_[static_cast<size_t>(seat)];
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  for (int v : values) moves.push_back("play " + std::to_string(v));
  return moves;
}

void HighCardGame::NextTurn() {
  // Next seat that still holds cards.
  for (int k = 1; k <= options_.seats; ++k) {
    const int next = (current_ + k) % options_.seats;
    if (!hands_[static_cast<size_t>(next)].empty()) {
      current_ = next;
      break;
    }
  }
}

Status HighCardGame::ApplyMove(int seat, std::string_view move) {
  if (IsTerminal()) return Status::Refused("the game is over");
  if (window_) {
    Window& w = *window_;
    if (seat != w.priority) return Status::Refused("wait: it is seat " + std::to_string(w.priority) + "'s priority");
    int value = 0;
    if (move == "pass") {
      ++w.passes;
    } else if (move.substr(0, 6) == "block " && seat != w.active) {
      const auto tail = move.substr(6);
      const auto [p, ec] = std::from_chars(tail.data(), tail.data() + tail.size(), value);
      auto& hand = hands_[static_cast<size_t>(seat)];
      const auto it = std::find(hand.begin(), hand.end(), value);
      if (ec != std::errc() || p != tail.data() + tail.size() || it == hand.end() || value <= w.value)
        return Status::Refused("block with a card of yours higher than " + std::to_string(w.value));
      hand.erase(it);
      centre_.insert(centre_.begin(), value);  // under the pile: the top card stays the played one
      if (!w.blocked) scores_[static_cast<size_t>(w.active)] -= w.value;
      w.blocked = true;
      scores_[static_cast<size_t>(seat)] += 1;
      w.passes = 0;
    } else {
      return Status::Refused("say \"pass\" or \"block C\"");
    }
    history_.push_back({seat, std::string(move)});
    revealed_.push_back(false);
    // Priority: back to the active seat after a block, else clockwise; the
    // window closes once every seat has passed in a row.
    if (w.passes >= options_.seats) {
      window_.reset();
      NextTurn();
    } else {
      w.priority = w.passes == 0 ? w.active : (w.priority + 1) % options_.seats;
    }
    return Status::Ok();
  }
  if (seat != current_) return Status::Refused("it is not your turn");
  if (move.substr(0, 5) != "play ") return Status::Refused("say \"play N\"");
  int value = 0;
  const auto tail = move.substr(5);
  const auto [p, ec] = std::from_chars(tail.data(), tail.data() + tail.size(), value);
  if (ec != std::errc() || p != tail.data() + tail.size()) return Status::Refused("say \"play N\"");
  auto& hand = hands_[static_cast<size_t>(seat)];
  auto it = std::find(hand.begin(), hand.end(), value);
  if (it == hand.end()) return Status::Refused("you have no " + std::to_string(value) + " in your hand");
  hand.erase(it);
  const bool scored = centre_.empty() || value > centre_.back();
  if (scored) scores_[static_cast<size_t>(seat)] += value;
  centre_.push_back(value);
  const bool draws = !deck_.empty();
  if (draws) {
    hand.push_back(deck_.back());
    deck_.pop_back();
  }
  history_.push_back({seat, std::string(move)});
  revealed_.push_back(draws);
  if (reactions_ && scored) {
    window_ = Window{seat, value, false, seat, 0};
  } else {
    NextTurn();
  }
  return Status::Ok();
}

std::unique_ptr<Game> HighCardGame::Redacted(int seat) const {
  auto copy = std::make_unique<HighCardGame>(*this);
  for (size_t s = 0; s < copy->hands_.size(); ++s)
    if (static_cast<int>(s) != seat) std::fill(copy->hands_[s].begin(), copy->hands_[s].end(), kUnknown);
  std::fill(copy->deck_.begin(), copy->deck_.end(), kUnknown);
  copy->rng_.Reset(0);
  copy->options_.seed = 0;  // the seed would let a bot deal the hidden cards again
  return copy;
}

Json HighCardGame::View(int seat) const {
  Json j(Json::Object{});
  Json hands(Json::Array{});
  for (size_t s = 0; s < hands_.size(); ++s) {
    if (static_cast<int>(s) == seat) {
      Json cards(Json::Array{});
      for (int v : hands_[s]) cards.push_back(v);
      hands.push_back(cards);
    } else {
      hands.push_back(static_cast<int>(hands_[s].size()));
    }
  }
  j.set("hands", hands);
  j.set("deck", static_cast<int>(deck_.size()));
  j.set("top", centre_.empty() ? 0 : centre_.back());
  j.set("current", CurrentSeat());
  if (window_) {
    Json w(Json::Object{});
    w.set("active", window_->active);
    w.set("value", window_->value);
    w.set("blocked", window_->blocked);
    w.set("passes", window_->passes);
    j.set("window", w);
  }
  return j;
}

Status HighCardGame::ApplySetup(std::string_view line) {
  // "hand SEAT v v v": give that seat exactly these cards, taken from the deck
  // (its old hand goes back), so no card is created or lost.
  std::istringstream in{std::string(line)};
  std::string word;
  int seat = -1;
  in >> word >> seat;
  if (word != "hand" || seat < 0 || seat >= options_.seats) return Status::Refused("use: hand SEAT V V V");
  auto& hand = hands_[static_cast<size_t>(seat)];
  deck_.insert(deck_.end(), hand.begin(), hand.end());
  hand.clear();
  int v;
  while (in >> v) {
    auto it = std::find(deck_.begin(), deck_.end(), v);
    if (it == deck_.end()) return Status::Refused("no " + std::to_string(v) + " left in the deck");
    deck_.erase(it);
    hand.push_back(v);
  }
  return Status::Ok();
}

Result<std::string> HighCardGame::Query(std::string_view key) const {
  if (key == "deck-count") return std::to_string(deck_.size());
  if (key == "top") return std::to_string(centre_.empty() ? 0 : centre_.back());
  return Result<std::string>::Error("unknown query");
}

int HighCardGame::TotalCards() const {
  size_t n = deck_.size() + centre_.size();
  for (const auto& h : hands_) n += h.size();
  return static_cast<int>(n);
}

namespace {
// Plays its highest card: a weak but not random strategy, for tournament tests.
class HighestBot final : public Bot {
 public:
  std::string ChooseMove(const Game& view, int seat, Rng&) override {
    const auto moves = view.LegalMoves(seat);
    return moves.empty() ? std::string() : moves.back();
  }
};
}  // namespace

GameInfo HighCardInfo() {
  GameInfo info;
  info.name = "high-card";
  info.title = "High Card";
  info.min_seats = 2;
  info.max_seats = 4;
  info.options = {OptionSpec::Bool("reactions", "Reaction windows", false, "others may block a scoring play")};
  info.create = [](const GameOptions& o, const Dictionary*) -> Result<std::unique_ptr<Game>> {
    if (o.seats < 2 || o.seats > 4) return Result<std::unique_ptr<Game>>::Error("High Card is for 2 to 4 players");
    return Result<std::unique_ptr<Game>>(std::make_unique<HighCardGame>(o));
  };
  info.make_bot = [](std::string_view level, const Dictionary*) -> std::unique_ptr<Bot> {
    if (level == "random") return std::make_unique<RandomBot>();
    return std::make_unique<HighestBot>();
  };
  return info;
}

const GameRegistry& FixtureRegistry() {
  static const GameRegistry r = [] {
    GameRegistry reg;
    reg.Add(HighCardInfo());
    return reg;
  }();
  return r;
}

}  // namespace lf::testing
