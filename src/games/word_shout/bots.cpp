#include "games/word_shout/bots.h"

#include <algorithm>
#include <cmath>

#include "core/check.h"

namespace lf::word_shout {

namespace {

uint64_t Mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

BotParams ParamsFor(std::string_view level) {
  BotParams p;
  if (level == "easy") {
    p.median = 2400;
    p.spread = 0.4;
    p.fastest = 1200;
    p.slow_rarity = 0.4;
    p.per_letter = 350;
    p.see = 0.85;
    p.see_rarity = 0.6;
    p.see_letter = 0.7;
    p.max_tier = 20;
    p.max_letters = 4;
  } else if (level == "hard") {
    p.median = 1100;
    p.spread = 0.25;
    p.fastest = 600;
    p.slow_rarity = 0.05;
    p.per_letter = 60;
    p.see = 1.0;
    p.see_rarity = 0.9;
    p.see_letter = 0.97;
    p.max_tier = 70;
    p.most_cards = true;
    p.pick_window = 400;
  } else {  // medium
    p.median = 1400;
    p.spread = 0.4;
    p.fastest = 750;
    p.slow_rarity = 0.25;
    p.per_letter = 200;
    p.see = 0.9;
    p.see_rarity = 0.75;
    p.see_letter = 0.85;
    p.max_tier = 40;
    p.max_letters = 7;
  }
  return p;
}

double Rarity(Tier tier) { return std::max(0.0, (static_cast<double>(tier) - 10.0) / 10.0); }

double SeeChance(const BotParams& params, Tier tier, int letters) {
  return params.see * std::pow(params.see_rarity, Rarity(tier)) * std::pow(params.see_letter, std::max(0, letters - 3));
}

Millis WordDelay(const BotParams& params, Millis reaction, Tier tier, int letters) {
  const double slowed = static_cast<double>(reaction) * (1.0 + params.slow_rarity * Rarity(tier));
  return static_cast<Millis>(std::llround(slowed)) + params.per_letter * std::max(0, letters - 3);
}

Millis AttentionFrom(const WordShout& view) {
  Millis from = view.round_started();
  const std::vector<Event>& events = view.Events();
  for (size_t i = events.size(); i-- > 0;) {
    const Event& e = events[i];
    if (e.round != view.round()) break;
    if (e.kind == Event::Kind::kClaim || e.kind == Event::Kind::kTimeUp || e.kind == Event::Kind::kNext) {
      from = std::max(from, e.time);
      break;
    }
  }
  return from;
}

const TableWordList& ShoutBot::Candidates(const WordShout& view, int seat) {
  const std::vector<int> kinds = view.TableKinds();
  const int need = view.Need(seat);
  if (kinds == cached_kinds_ && need == cached_need_) return cached_;
  cached_kinds_ = kinds;
  cached_need_ = need;
  FindOptions options;
  options.min_cards = need;
  options.max_tier = params_.max_tier;
  options.max_letters = params_.max_letters;
  // Flat: a hard bot on a big table knows tens of thousands of words, and
  // only the one it picks becomes a TableWord.
  cached_ = view.dictionary() != nullptr ? FindWordList(*view.dictionary(), kinds, options) : TableWordList{};
  return cached_;
}

namespace {

// A standard normal deviate from two uniform hashes (Box-Muller), so the
// reaction's spread needs no Rng call (the plan must not change from one
// call to the next).
double Normal(uint64_t h) {
  const double u1 = (static_cast<double>(h >> 11) + 1.0) / 9007199254740993.0;  // (0, 1]
  const double u2 = static_cast<double>(Mix(h) >> 11) / 9007199254740992.0;
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

}  // namespace

Millis ShoutBot::Reaction(Millis since) const {
  const double z = std::clamp(Normal(Mix(salt_ ^ Mix(static_cast<uint64_t>(since) + 0x51ED))), -3.0, 3.0);
  const double ms = static_cast<double>(params_.median) * std::exp(params_.spread * z);
  return std::max(params_.fastest, static_cast<Millis>(std::llround(ms)));
}

bool ShoutBot::Sees(Millis since, std::string_view word, Tier tier) const {
  const double chance = SeeChance(params_, tier, static_cast<int>(word.size()));
  if (chance >= 1.0) return true;
  uint64_t h = Mix(salt_ ^ Mix(static_cast<uint64_t>(since) * 0x9E37 + 0x5EE5));
  for (char c : word) h = Mix(h ^ static_cast<unsigned char>(c));
  return static_cast<double>(h >> 11) / 9007199254740992.0 < chance;
}

std::optional<ShoutBot::Plan> ShoutBot::PlanFor(const WordShout& view, int seat) {
  if (view.IsTerminal() || view.phase() != Phase::kDealing) return std::nullopt;
  const TableWordList& words = Candidates(view, seat);
  if (words.empty()) return std::nullopt;
  // This look at the table: since the last claim ended or the round began.
  const Millis since = AttentionFrom(view);
  const Millis reaction = Reaction(since);
  // Each word it sees, and when: from its last card (or the look).
  struct Seen {
    size_t index;
    Millis start, at;
  };
  std::vector<Seen> seen;
  for (size_t w = 0; w < words.size(); ++w) {
    if (!Sees(since, words.word(w), words.tier(w))) continue;
    Millis start = since;
    for (int k = 0; k < words.cards(w); ++k)
      start = std::max(start, view.table()[static_cast<size_t>(words.Position(w, k))].dealt);
    seen.push_back(
        {w, start, start + WordDelay(params_, reaction, words.tier(w), static_cast<int>(words.word(w).size()))});
  }
  if (seen.empty()) return std::nullopt;
  // The first it sees (FindWords' order on a tie: the longest, the commonest).
  const Seen* pick = &seen.front();
  for (const Seen& s : seen)
    if (s.at < pick->at) pick = &s;
  if (params_.most_cards) {
    // Hard looks a little longer for a word of more cards.
    const Millis until = pick->at + params_.pick_window;
    for (const Seen& s : seen)
      if (s.at <= until && words.cards(s.index) > words.cards(pick->index)) pick = &s;
  }
  // The table's head start for people (the option head_start): every
  // reaction comes that much later.
  const Millis head_start = view.head_start();
  Plan plan{words[pick->index], pick->start, pick->at + head_start, reaction};
  // Noticed while the table was busy (a claim was being judged): claim
  // just after a glance at the table as it is now (and the head start).
  if (plan.at < view.Now() + head_start) {
    const uint64_t h = Mix(salt_ ^ static_cast<uint64_t>(view.Now()) * 7);
    plan.at = view.Now() + head_start + params_.glance_min +
              static_cast<Millis>(h % static_cast<uint64_t>(params_.glance_max - params_.glance_min + 1));
  }
  return plan;
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

namespace {

// The random level (a test opponent) with the table's head start: each of
// its shouts (and claims with no shout) comes head_start later, as a
// ShoutBot's do; its moves while it claims and between rounds do not.
class HeadStartBot final : public Bot {
 public:
  explicit HeadStartBot(std::unique_ptr<Bot> inner) : inner_(std::move(inner)) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override { return inner_->ChooseMove(view, seat, rng); }
  std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) override {
    std::optional<TimedMove> move = inner_->React(view, seat, rng);
    const auto& ws = static_cast<const WordShout&>(view);
    // Before it shouts, not while it claims. The wait runs from the oldest
    // card on the table, as a ShoutBot's runs from when its word was first
    // there: the driver asks again after every deal, and a wait counted from
    // now would be put off by each deal for as long as the deal is quicker
    // than the head start (the table would grow to the whole deck).
    if (move && ws.phase() == Phase::kDealing && !ws.table().empty()) {
      Millis oldest = ws.table().front().dealt;
      for (const auto& card : ws.table()) oldest = std::min(oldest, card.dealt);
      move->at = std::max(move->at, oldest + ws.head_start());
    }
    return move;
  }

 private:
  std::unique_ptr<Bot> inner_;
};

}  // namespace

std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary* dict) {
  (void)dict;
  if (level == "random") return std::make_unique<HeadStartBot>(std::make_unique<RandomBot>(3000));
  return std::make_unique<ShoutBot>(ParamsFor(level));
}

}  // namespace lf::word_shout
