// What Finders Keepers' table shows about scoring: the claim timer, each
// player's longest word, the words nobody called (word_shout.h, section
// "What the table shows about scoring"). Screens only draw these.
#include <algorithm>
#include <cctype>

#include "games/word_shout/word_shout.h"
#include "games/word_shout/words.h"

namespace lf::word_shout {

namespace {

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// How many candidates a table's search keeps per list: enough for the
// summary's lists even when the best words were claimed.
constexpr size_t kKeep = 16;

// Keeps the kKeep*2 longest and the kKeep*2 with the most cards, so the
// map of a long round stays small.
void Prune(std::map<std::string, MissedWord>& seen) {
  if (seen.size() <= 4 * kKeep) return;
  std::vector<MissedWord> all;
  for (auto& [w, s] : seen) all.push_back(s);
  std::set<std::string> keep;
  std::sort(all.begin(), all.end(), [](const MissedWord& a, const MissedWord& b) { return a.letters > b.letters; });
  for (size_t i = 0; i < kKeep * 2 && i < all.size(); ++i) keep.insert(all[i].word);
  std::sort(all.begin(), all.end(), [](const MissedWord& a, const MissedWord& b) { return a.cards > b.cards; });
  for (size_t i = 0; i < kKeep * 2 && i < all.size(); ++i) keep.insert(all[i].word);
  for (auto it = seen.begin(); it != seen.end();) it = keep.count(it->first) ? std::next(it) : seen.erase(it);
}

}  // namespace

std::optional<Millis> WordShout::ClaimTimeLeft(Millis now) const {
  if (phase() != Phase::kClaim) return Millis{0};
  const std::optional<Millis> deadline = ClaimDeadline();
  if (!deadline) return std::nullopt;
  return std::max<Millis>(0, *deadline - now);
}

int WordShout::SmallestNeedInRound(int round) const {
  int need = -1;
  for (int s = 0; s < NumSeats(); ++s) {
    int won = 0;
    for (size_t r = 0; r < results_.size() && static_cast<int>(r) < round; ++r) {
      const auto& winners = results_[r].winners;
      won += std::count(winners.begin(), winners.end(), s) > 0 ? 1 : 0;
    }
    const int n = settings_.min_cards + (settings_.closer ? won : 0);
    need = need < 0 ? n : std::min(need, n);
  }
  return need;
}

std::vector<std::string> LongestWordsClaimed(const WordShout& game, int round) {
  std::vector<std::string> best(static_cast<size_t>(game.NumSeats()));
  std::vector<int> cards(static_cast<size_t>(game.NumSeats()), 0);
  for (size_t i = 0; i < game.Events().size(); ++i) {
    const Event& e = game.Events()[i];
    if (e.round != round || e.kind != Event::Kind::kClaim || !e.right()) continue;
    const std::string word = game.ClaimWord(i);
    std::string& b = best[static_cast<size_t>(e.seat)];
    if (word.size() > b.size() || (word.size() == b.size() && e.cards > cards[static_cast<size_t>(e.seat)])) {
      b = word;
      cards[static_cast<size_t>(e.seat)] = e.cards;
    }
  }
  return best;
}

WonSteps CardsWonOverRound(const WordShout& g, int round) {
  WonSteps out;
  const int n = g.NumSeats();
  std::vector<int> won(static_cast<size_t>(n), 0);
  Millis start = -1;
  const auto& results = g.Results();
  if (static_cast<size_t>(round) < results.size()) start = results[static_cast<size_t>(round)].started;
  for (size_t i = 0; i < g.Events().size(); ++i) {
    const Event& e = g.Events()[i];
    if (e.round != round) continue;
    if (start < 0) start = g.round() == round ? g.round_started() : e.time;
    bool changed = false;
    if (e.kind == Event::Kind::kClaim && e.right()) {
      won[static_cast<size_t>(e.seat)] += e.cards;
      changed = true;
    }
    for (int s = 0; s < n; ++s) {
      if (e.Penalised(s)) {
        ++won[static_cast<size_t>(s)];
        changed = true;
      }
    }
    if (changed || out.times.empty()) {
      out.times.push_back(e.time - start);
      out.counts.push_back(won);
    }
    out.length = std::max(out.length, e.time - start);
  }
  if (out.times.empty()) {
    out.times.push_back(0);
    out.counts.push_back(won);
  }
  return out;
}

void MissedWordsFollower::Reset() {
  next_ = 0;
  round_ = -1;
  kinds_.clear();
  rounds_.clear();
  complete_.clear();
}

bool MissedWordsFollower::Follow(const WordShout& game, size_t max_searches) {
  const auto& events = game.Events();
  if (events.size() < next_) Reset();  // another game
  size_t searches = 0;
  while (next_ < events.size()) {
    // A search is due on this event: stop before it, not after, so that a
    // caller's budget of one search a frame holds.
    const size_t i = next_;
    const Event& e = events[i];
    const bool changes = e.kind == Event::Kind::kDeal || (e.kind == Event::Kind::kClaim && e.right());
    if (changes && !e.round_ended() && game.dictionary() != nullptr && searches >= max_searches) return false;
    ++next_;
    if (e.round != round_) {
      round_ = e.round;
      kinds_.clear();
    }
    if (e.kind == Event::Kind::kDeal) {
      kinds_.push_back(KindOf(e.card));
    } else if (e.kind == Event::Kind::kClaim && e.right()) {
      std::vector<int> positions = PositionsOf(game.ClaimParts(i), kinds_);
      std::sort(positions.rbegin(), positions.rend());
      for (int pos : positions) kinds_.erase(kinds_.begin() + pos);
    }
    if (e.round_ended()) {
      kinds_.clear();
      complete_.insert(round_);
      continue;
    }
    if (changes && game.dictionary() != nullptr) {
      // The round's own start (a finished round's result, else the round
      // in play), not its first card: "at 0:02" is two seconds in.
      const auto& results = game.Results();
      const Millis start = static_cast<size_t>(round_) < results.size() ? results[static_cast<size_t>(round_)].started
                                                                        : game.round_started();
      Search(*game.dictionary(), game.SmallestNeedInRound(round_), e.time - start);
      ++searches;
    }
  }
  return true;
}

void MissedWordsFollower::Search(const Dictionary& dict, int need, Millis at) {
  FindOptions options;
  options.min_cards = need;
  options.limit = kKeep * 3;  // longest first: the candidates for both lists
  auto& seen = rounds_[round_];
  for (const TableWord& w : FindWords(dict, kinds_, options)) {
    const std::string word = Upper(w.word);
    if (seen.count(word)) continue;
    // The most cards the table gives this word (FindWords keeps one spelling).
    const auto readings = Readings(w.word, kinds_, 1);
    const int cards = readings.empty() ? w.cards() : std::max(w.cards(), static_cast<int>(readings.front().size()));
    seen[word] = MissedWord{word, static_cast<int>(w.word.size()), cards, at};
  }
  Prune(seen);
}

MissedWords MissedWordsFollower::Of(const WordShout& game, int round) const {
  MissedWords out;
  auto it = rounds_.find(round);
  if (!Tracked(round) || it == rounds_.end()) return out;
  std::set<std::string> claimed;
  for (size_t i = 0; i < game.Events().size(); ++i) {
    const Event& e = game.Events()[i];
    if (e.round == round && e.kind == Event::Kind::kClaim && e.right()) claimed.insert(game.ClaimWord(i));
  }
  std::vector<MissedWord> missed;
  for (const auto& [word, seen] : it->second)
    if (!claimed.count(word)) missed.push_back(seen);
  std::sort(missed.begin(), missed.end(), [](const MissedWord& a, const MissedWord& b) {
    if (a.letters != b.letters) return a.letters > b.letters;
    if (a.cards != b.cards) return a.cards > b.cards;
    return a.word < b.word;
  });
  for (size_t i = 0; i < missed.size() && i < kMissedLongest; ++i) out.longest.push_back(missed[i]);
  for (const MissedWord& s : missed)
    if (!out.most_cards || s.cards > out.most_cards->cards) out.most_cards = s;
  return out;
}

MissedWords WordsNobodyCalled(const WordShout& game, int round) {
  MissedWordsFollower follower;
  follower.Follow(game);
  return follower.Of(game, round);
}

}  // namespace lf::word_shout
