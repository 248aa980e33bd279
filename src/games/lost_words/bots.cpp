#include "games/lost_words/bots.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/search_bot.h"

namespace lf::lost_words {

// [SECTION] What a seat can see --------------------------------------------------

namespace {

// The seat's own accounting of the spell copies: those it can see (discard
// pile, matched pairs, its hand, cards known to be in other hands), so it
// knows how many are still out there unseen.
struct Knowledge {
  std::array<int, kNumWords> visible{};
  std::array<int, kNumWords> in_hand{};
  std::array<int, kNumSpecials> specials{};
  std::vector<Word> unmatched;  // own unmatched nature cards, in row order

  int unseen(Word w) const { return std::max(0, kSpellCopies - visible[static_cast<size_t>(Index(w))]); }
  bool holds(Word w) const { return in_hand[static_cast<size_t>(Index(w))] > 0; }
  bool holds(Special s) const { return specials[static_cast<size_t>(Index(s))] > 0; }
};

Knowledge Know(const State& s, int seat) {
  Knowledge k;
  for (Card c : s.hand(seat)) {
    if (c.IsSpell()) {
      ++k.in_hand[static_cast<size_t>(Index(c.word()))];
      ++k.visible[static_cast<size_t>(Index(c.word()))];
    } else if (c.IsSpecial()) {
      ++k.specials[static_cast<size_t>(Index(c.special()))];
    }
  }
  for (Card c : s.discard())
    if (c.IsSpell()) ++k.visible[static_cast<size_t>(Index(c.word()))];
  for (int p = 0; p < s.seats(); ++p) {
    for (const auto& slot : s.row(p))
      if (slot.cover == NatureSlot::Cover::kSpell) ++k.visible[static_cast<size_t>(Index(slot.nature))];
    if (p == seat) continue;
    for (int w = 0; w < kNumWords; ++w) k.visible[static_cast<size_t>(w)] += s.known(p, Card::Spell(WordAt(w)));
  }
  for (const auto& slot : s.row(seat))
    if (!slot.matched()) k.unmatched.push_back(slot.nature);
  return k;
}

// Opponents, the leader (most matched) first; ties in turn order after `seat`.
std::vector<int> OpponentsByThreat(const State& s, int seat) {
  std::vector<int> opps;
  for (int k = 1; k < s.seats(); ++k) opps.push_back((seat + k) % s.seats());
  std::stable_sort(opps.begin(), opps.end(), [&](int a, int b) { return s.MatchedCount(a) > s.MatchedCount(b); });
  return opps;
}

std::vector<Word> UnprotectedPairs(const State& s, int seat) {
  std::vector<Word> out;
  for (const auto& slot : s.row(seat))
    if (slot.matched() && !slot.is_protected()) out.push_back(slot.nature);
  return out;
}

// The unmatched nature card hardest to complete: not in hand, fewest spells
// left unseen.
std::optional<Word> Hardest(const Knowledge& k) {
  std::optional<Word> best;
  int best_score = std::numeric_limits<int>::max();
  for (Word w : k.unmatched) {
    const int score = (k.holds(w) ? 10 : 0) + k.unseen(w);
    if (score < best_score) {
      best_score = score;
      best = w;
    }
  }
  return best;
}

// How much `seat` wants to keep a card (higher = keep).
int KeepValue(const State& s, int seat, const Knowledge& k, Card c, int copies_seen_before) {
  if (c.IsSpecial()) {
    switch (c.special()) {
      case Special::kWildOne:
        return 60;
      case Special::kMagpie:
        return 45;
      case Special::kConker:
        return 20;
      case Special::kWall:
        return s.MatchedCount(seat) > 0 ? 18 : 10;
      case Special::kLark:
        return 12;
      case Special::kAcorn:
        return 10;
      case Special::kHeron:
        return 10;
    }
  }
  if (!c.IsSpell()) return 0;
  const Word w = c.word();
  const bool needed = std::find(k.unmatched.begin(), k.unmatched.end(), w) != k.unmatched.end();
  if (needed) return copies_seen_before == 0 ? 50 : 4;
  const int slot = s.SlotOf(seat, w);
  // A duplicate of a matched, unprotected pair answers a Conker.
  if (slot >= 0 && !s.row(seat)[slot].is_protected()) return copies_seen_before == 0 ? 7 : 1;
  if (s.spares()[0] == w || s.spares()[1] == w) return 3;
  return 0;
}

Move ChooseDiscard(const State& s, int seat, Rng& rng, bool careless) {
  const Knowledge k = Know(s, seat);
  const CardList& h = s.hand(seat);
  std::vector<Card> pool;
  int best = std::numeric_limits<int>::max();
  for (int i = 0; i < h.size(); ++i) {
    if (h[i].IsUnknown()) continue;
    int before = 0;
    for (int j = 0; j < i; ++j) before += h[j] == h[i];
    const int v = KeepValue(s, seat, k, h[i], before);
    if (careless) {
      // Easy only tells useful from useless.
      if (v < 20) pool.push_back(h[i]);
      continue;
    }
    if (v < best) {
      best = v;
      pool.clear();
    }
    if (v == best) pool.push_back(h[i]);
  }
  if (pool.empty())
    for (Card c : h)
      if (!c.IsUnknown()) pool.push_back(c);
  LF_CHECK(!pool.empty());
  return Move::Discard(pool[rng.UniformBelow(static_cast<uint32_t>(pool.size()))]);
}

Move ChooseDraw(const State& s, int seat) {
  const Knowledge k = Know(s, seat);
  if (s.DiscardTopDrawable()) {
    const Word w = s.DiscardTop()->word();
    const bool needed = std::find(k.unmatched.begin(), k.unmatched.end(), w) != k.unmatched.end();
    // in_hand counts only our own cards: we want it if we do not hold it yet.
    if (needed && !k.holds(w)) return Move::DrawDiscard();
  }
  if (s.Check(seat, Move::DrawDeck()).ok()) return Move::DrawDeck();
  return Move::DrawDiscard();
}

Move Legal(const State& s, int seat, const Move& m) {
  // Policies reason about cards and targets; a move they propose that the
  // rules refuse is a bug in the policy.
  const Status st = s.Check(seat, m);
  if (!st.ok()) detail::CheckFailed(__FILE__, __LINE__, "policy proposed an illegal move", m.ToString(), st.reason());
  return m;
}

// [SECTION] Medium -------------------------------------------------------------------

// The best action by medium's rules, if any is worth an action.
std::optional<Move> MediumAction(const State& s, int seat, const Knowledge& k) {
  const std::vector<int> opps = OpponentsByThreat(s, seat);
  const bool magpie = k.holds(Special::kMagpie) && !k.unmatched.empty();

  // Win at once.
  if (k.unmatched.size() == 1) {
    const Word w = k.unmatched[0];
    if (k.holds(w)) return Move::Match(w);
    if (k.holds(Special::kWildOne)) return Move::PlayOn(Special::kWildOne, w);
    if (magpie)
      for (int p : opps)
        for (Word pair : UnprotectedPairs(s, p)) return Move::Magpie(p, pair, w);
  }
  // Magpie on the leader: one pair more for us, one fewer for them.
  if (magpie) {
    const Word give = *Hardest(k);
    for (int p : opps) {
      const auto pairs = UnprotectedPairs(s, p);
      if (!pairs.empty()) return Move::Magpie(p, pairs.front(), give);
    }
  }
  for (Word w : k.unmatched)
    if (k.holds(w)) return Move::Match(w);
  if (k.holds(Special::kWildOne) && !k.unmatched.empty()) {
    const Word w = *Hardest(k);
    if (k.unseen(w) == 0 || k.unmatched.size() <= 2) return Move::PlayOn(Special::kWildOne, w);
  }
  // Conker on the leader, where the victim cannot put a duplicate back.
  if (k.holds(Special::kConker)) {
    for (int p : opps) {
      const auto pairs = UnprotectedPairs(s, p);
      if (pairs.empty()) continue;
      Word best = pairs.front();
      int best_score = -1;
      for (Word w : pairs) {
        // The pair's own spell is one visible copy; a second one seen
        // elsewhere (and not known in the victim's hand) cannot come back.
        const int score = (k.unseen(w) == 0 ? 2 : 0) - s.known(p, Card::Spell(w));
        if (score > best_score) {
          best_score = score;
          best = w;
        }
      }
      return Move::Conker(p, best);
    }
  }
  if (k.holds(Special::kWall)) {
    const auto at_risk = UnprotectedPairs(s, seat);
    if (!at_risk.empty() && (s.MatchedCount(seat) >= 2 || k.unmatched.size() <= 2)) {
      Word best = at_risk.front();
      for (Word w : at_risk)
        if (k.unseen(w) == 0 && !k.holds(w)) best = w;
      return Move::PlayOn(Special::kWall, best);
    }
  }
  // Heron for a spell we need that may be out there.
  if (k.holds(Special::kHeron)) {
    std::optional<Word> ask;
    int ask_unseen = 0;
    for (Word w : k.unmatched) {
      if (k.holds(w) || k.unseen(w) <= ask_unseen) continue;
      bool someone_may = false;
      for (int p : opps) someone_may = someone_may || !s.known_absent(p, w);
      if (!someone_may) continue;
      ask = w;
      ask_unseen = k.unseen(w);
    }
    if (ask) return Move::PlayOn(Special::kHeron, *ask);
  }
  // Exchange a nature card whose spells are gone, or one we cannot match for
  // a spare whose spell we hold.
  for (Word n : k.unmatched) {
    if (k.holds(n)) continue;
    for (Word spare : s.spares()) {
      if (k.unseen(n) == 0 && (k.holds(spare) || k.unseen(spare) > 0)) return Move::Exchange(n, spare);
      if (k.unseen(n) <= 1 && k.holds(spare)) return Move::Exchange(n, spare);
    }
  }
  if (k.holds(Special::kAcorn)) return Move::Play(Special::kAcorn);
  return std::nullopt;
}

}  // namespace

Move MediumMove(const State& s, int seat, Rng& rng) {
  switch (s.phase()) {
    case Phase::kOver:
      return Move::End();
    case Phase::kConkerReply:
      return s.Check(seat, Move::Rematch()).ok() ? Move::Rematch() : Move::Decline();
    case Phase::kDraw:
      return ChooseDraw(s, seat);
    case Phase::kDiscard:
      return ChooseDiscard(s, seat, rng, false);
    case Phase::kAction:
      break;
  }
  const Knowledge k = Know(s, seat);
  const auto best = MediumAction(s, seat, k);
  if (!best) return Move::End();
  if (s.actions_left() > 0) return Legal(s, seat, *best);
  if (k.holds(Special::kLark)) return Move::Play(Special::kLark);
  return Move::End();
}

// [SECTION] Easy ---------------------------------------------------------------------

Move EasyMove(const State& s, int seat, Rng& rng) {
  switch (s.phase()) {
    case Phase::kOver:
      return Move::End();
    case Phase::kConkerReply:
      return s.Check(seat, Move::Rematch()).ok() ? Move::Rematch() : Move::Decline();
    case Phase::kDraw:
      return ChooseDraw(s, seat);
    case Phase::kDiscard:
      return ChooseDiscard(s, seat, rng, true);
    case Phase::kAction:
      break;
  }
  const Knowledge k = Know(s, seat);
  if (s.actions_left() > 0) {
    std::vector<Word> matches;
    for (Word w : k.unmatched)
      if (k.holds(w)) matches.push_back(w);
    if (!matches.empty()) return Move::Match(matches[rng.UniformBelow(static_cast<uint32_t>(matches.size()))]);
  }
  if (!rng.Chance(1, 2)) return Move::End();
  // A random special from the hand, then a random target for it.
  std::vector<Move> plays;
  for (const Move& m : s.LegalMoves())
    if (m.kind == Move::Kind::kPlay) plays.push_back(m);
  if (plays.empty()) return Move::End();
  std::vector<Special> kinds;
  for (const Move& m : plays)
    if (std::find(kinds.begin(), kinds.end(), m.special) == kinds.end()) kinds.push_back(m.special);
  const Special chosen = kinds[rng.UniformBelow(static_cast<uint32_t>(kinds.size()))];
  std::vector<Move> targets;
  for (const Move& m : plays)
    if (m.special == chosen) targets.push_back(m);
  return targets[rng.UniformBelow(static_cast<uint32_t>(targets.size()))];
}

// [SECTION] Hard ---------------------------------------------------------------------

double Evaluate(const State& s, int seat) {
  if (s.phase() == Phase::kOver) return s.winner() == seat ? 1e5 : -1e5;
  auto score = [&](int p) {
    const Knowledge k = Know(s, p);
    double v = 100.0 * s.MatchedCount(p) + 12.0 * s.ProtectedCount(p);
    for (Word w : k.unmatched) v += k.holds(w) ? 40.0 : -6.0 * (kSpellCopies - k.unseen(w));
    if (!k.unmatched.empty()) {
      v += 45.0 * k.specials[static_cast<size_t>(Index(Special::kWildOne))];
      v += 35.0 * k.specials[static_cast<size_t>(Index(Special::kMagpie))];
    }
    v += 15.0 * k.specials[static_cast<size_t>(Index(Special::kConker))];
    v += 12.0 * k.specials[static_cast<size_t>(Index(Special::kWall))];
    v += 10.0 * k.specials[static_cast<size_t>(Index(Special::kLark))];
    v += 8.0 * k.specials[static_cast<size_t>(Index(Special::kAcorn))];
    v += 8.0 * k.specials[static_cast<size_t>(Index(Special::kHeron))];
    v -= 70.0 * s.skip_turns(p);
    if (k.unmatched.size() == 1) v += 30.0;
    return v;
  };
  double best_other = -std::numeric_limits<double>::infinity();
  for (int p = 0; p < s.seats(); ++p)
    if (p != seat) best_other = std::max(best_other, score(p));
  return score(seat) - best_other;
}

namespace {

// Plays on with the medium policy for everyone until `me` is about to draw
// again (one full round) or the game ends.
void Rollout(State& t, int me, Rng& rng, int rounds) {
  bool left = false;
  for (int guard = 0; guard < 500 * rounds && t.phase() != Phase::kOver; ++guard) {
    if (t.turn() != me) left = true;
    if (left && t.turn() == me && t.phase() == Phase::kDraw) {
      if (--rounds == 0) return;
      left = false;
    }
    const int cur = t.current();
    const Status st = t.Apply(cur, MediumMove(t, cur, rng));
    LF_CHECK(st.ok());
  }
}

std::vector<Move> HardCandidates(const State& s, int seat) {
  const Knowledge k = Know(s, seat);
  std::vector<Move> out;
  for (const Move& m : s.LegalMoves()) {
    if (m.kind == Move::Kind::kPlay && m.special == Special::kHeron) {
      // Only fishing for a spell we need that may be out there is worth trying.
      const bool needed = std::find(k.unmatched.begin(), k.unmatched.end(), m.word) != k.unmatched.end();
      if (!needed || k.holds(m.word) || k.unseen(m.word) == 0) continue;
    }
    out.push_back(m);
  }
  return out;
}

}  // namespace

Move HardMove(const State& view, int seat, Rng& rng, const HardConfig& config) {
  if (view.phase() == Phase::kConkerReply)
    return view.Check(seat, Move::Rematch()).ok() ? Move::Rematch() : Move::Decline();
  const std::vector<Move> candidates = HardCandidates(view, seat);
  LF_CHECK(!candidates.empty());
  if (candidates.size() == 1) return candidates.front();
  // A move that wins now needs no search (the rows are public).
  for (const Move& m : candidates) {
    if (m.kind != Move::Kind::kMatch && m.kind != Move::Kind::kPlay) continue;
    State t = view;
    if (t.Apply(seat, m).ok() && t.winner() == seat) return m;
  }
  const int n = static_cast<int>(candidates.size());
  const int samples = std::clamp(config.rollout_budget / n, config.min_samples, config.max_samples);
  std::vector<State> worlds;
  std::vector<uint64_t> seeds;
  for (int i = 0; i < samples; ++i) {
    worlds.push_back(view);
    worlds.back().Determinize(rng);
    seeds.push_back(rng.Next64());
  }
  size_t best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  for (size_t c = 0; c < candidates.size(); ++c) {
    double total = 0;
    // The same worlds and the same rollout dice for every candidate, so the
    // comparison measures the move, not the luck.
    for (int i = 0; i < samples; ++i) {
      State t = worlds[static_cast<size_t>(i)];
      const Status st = t.Apply(seat, candidates[c]);
      LF_CHECK(st.ok());
      Rng roll(seeds[static_cast<size_t>(i)]);
      Rollout(t, seat, roll, config.rounds);
      total += Evaluate(t, seat);
    }
    if (total > best_value) {
      best_value = total;
      best = c;
    }
  }
  return candidates[best];
}

// [SECTION] Bot objects ----------------------------------------------------------------

std::string LostWordsBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  const auto* game = dynamic_cast<const LostWordsGame*>(&view);
  LF_CHECK(game != nullptr);
  const State& s = game->state();
  if (s.current() != seat) return {};
  switch (level_) {
    case BotLevel::kEasy:
      return EasyMove(s, seat, rng).ToString();
    case BotLevel::kMedium:
      return MediumMove(s, seat, rng).ToString();
    case BotLevel::kHard:
      return HardMove(s, seat, rng).ToString();
  }
  return {};
}

std::unique_ptr<Bot> MakeBot(std::string_view level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (level == "expert") {
    // Determinized search (core/search_bot.h) over the same sampled worlds
    // for every move, each world played on for about a round (8 moves) by
    // the medium policy and judged by the hard bot's evaluation. Medium, not
    // hard, plays the rollouts: hard searches at every move, and within the
    // time a decision may take (docs/rules/lost-words.md, "Bots") many
    // more cheap playouts judged this way beat a few strong ones. Its
    // strength against hard, its bounds and what was tried and not kept:
    // docs/architecture.md, "How strong the experts are".
    SearchOptions o;
    o.iterations = 3000;
    o.max_plies = 8;
    o.common_worlds = true;
    o.evaluate = [](const Game& world, int seat) {
      const double v = Evaluate(dynamic_cast<const LostWordsGame&>(world).state(), seat);
      return 1.0 / (1.0 + std::exp(-v / 100.0));  // a matched nature card is worth 100
    };
    return std::make_unique<SearchBot>([] { return std::make_unique<LostWordsBot>(BotLevel::kMedium); }, o);
  }
  if (level == "medium") return std::make_unique<LostWordsBot>(BotLevel::kMedium);
  if (level == "hard") return std::make_unique<LostWordsBot>(BotLevel::kHard);
  return std::make_unique<LostWordsBot>(BotLevel::kEasy);
}

}  // namespace lf::lost_words
