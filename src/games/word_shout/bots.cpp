#include "games/word_shout/bots.h"

#include <algorithm>

#include "core/check.h"

namespace lf::word_shout {

namespace {

uint64_t Mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

uint64_t HashText(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}

}  // namespace

BotParams ParamsFor(std::string_view level) {
  BotParams p;
  if (level == "easy") {
    p.fastest = 4000;
    p.slowest = 8000;
    p.per_letter = 300;
    p.max_tier = 20;
    p.max_letters = 4;
  } else if (level == "hard") {
    p.fastest = 1000;
    p.slowest = 2000;
    p.per_letter = 100;
    p.max_tier = 70;
    p.most_cards = true;
  } else {  // medium
    p.fastest = 2500;
    p.slowest = 5000;
    p.per_letter = 400;
    p.max_tier = 35;
  }
  return p;
}

const std::vector<TableWord>& ShoutBot::Candidates(const WordShout& view, int seat) {
  const std::vector<int> kinds = view.TableKinds();
  const int need = view.Need(seat);
  if (kinds == cached_kinds_ && need == cached_need_) return cached_;
  cached_kinds_ = kinds;
  cached_need_ = need;
  FindOptions options;
  options.min_cards = need;
  options.max_tier = params_.max_tier;
  options.max_letters = params_.max_letters;
  cached_ = view.dictionary() != nullptr ? FindWords(*view.dictionary(), kinds, options) : std::vector<TableWord>{};
  return cached_;
}

Millis ShoutBot::Delay(const TableWord& word, Millis available, int seat) const {
  (void)seat;  // the salt already differs from seat to seat (each bot has its own Rng stream)
  const uint64_t h = Mix(salt_ ^ HashText(word.word) ^ Mix(static_cast<uint64_t>(available)));
  const Millis span = params_.slowest - params_.fastest;
  const Millis base = params_.fastest + static_cast<Millis>(h % static_cast<uint64_t>(span + 1));
  const Millis letters = static_cast<Millis>(word.word.size());
  return base + params_.per_letter * std::max<Millis>(0, letters - 3);
}

std::optional<ShoutBot::Plan> ShoutBot::PlanFor(const WordShout& view, int seat) {
  if (view.IsTerminal() || view.phase() != Phase::kDealing) return std::nullopt;
  const std::vector<TableWord>& words = Candidates(view, seat);
  if (words.empty()) return std::nullopt;
  auto available = [&](const TableWord& w) {
    Millis t = 0;
    for (int pos : w.positions) t = std::max(t, view.table()[static_cast<size_t>(pos)].dealt);
    return t;
  };
  std::optional<Plan> best;
  if (params_.most_cards) {
    // The word with the most cards (then the most letters: FindWords' order
    // is longest first), noticed after its own reaction time.
    const TableWord* pick = &words.front();
    for (const TableWord& w : words)
      if (w.cards() > pick->cards()) pick = &w;
    const Millis since = available(*pick);
    best = Plan{*pick, since, since + Delay(*pick, since, seat)};
  } else {
    for (const TableWord& w : words) {
      const Millis since = available(w);
      const Millis at = since + Delay(w, since, seat);
      if (!best || at < best->at) best = Plan{w, since, at};
    }
  }
  // Noticed while the table was busy (a claim was being judged): claim
  // just after a glance at the table as it is now.
  if (best->at < view.Now()) {
    const uint64_t h = Mix(salt_ ^ static_cast<uint64_t>(view.Now()) * 7);
    best->at = view.Now() + params_.glance_min +
               static_cast<Millis>(h % static_cast<uint64_t>(params_.glance_max - params_.glance_min + 1));
  }
  return best;
}

std::optional<TimedMove> ShoutBot::React(const Game& view, int seat, Rng& rng) {
  if (!salted_) {
    salt_ = rng.Next64();
    salted_ = true;
  }
  const auto& ws = static_cast<const WordShout&>(view);
  std::optional<Plan> plan = PlanFor(ws, seat);
  if (!plan) return std::nullopt;
  return TimedMove{"claim " + PartsNotation(plan->word.parts), plan->at};
}

std::string ShoutBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  // Only a real-time game asks React; a turn-based caller gets the move
  // the bot would make next.
  std::optional<TimedMove> move = React(view, seat, rng);
  if (move) return move->move;
  const std::vector<std::string> legal = view.LegalMoves(seat);
  return legal.empty() ? std::string() : legal.front();
}

std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict) {
  (void)dict;
  if (level == "random") return std::make_unique<RandomBot>(3000);
  return std::make_unique<ShoutBot>(ParamsFor(level));
}

}  // namespace lf::word_shout
