#include "games/word_lift/bots.h"

#include <algorithm>
#include <array>

#include "core/check.h"
#include "core/search_bot.h"
#include "games/word_lift/lexicon.h"

namespace lf::word_lift {
namespace {

constexpr int kEasyTier = 35;
constexpr int kMediumPlayTier = 50;

// [SECTION] What each level sees (search.h, WordEye)
// A person new to the game knows the common words and finds the short ones;
// a keen player knows many more and finds most of them, missing long ones
// now and then. Chances of 256, by tier band (10, 20, 35, 40, 50, ...) and
// then scaled by length.
WordEye EyeFor(BotLevel level, Rng& rng) {
  static constexpr std::array<int, kTierBands> kEasyBand = {256, 230, 160, 0, 0, 0, 0, 0, 0};
  static constexpr std::array<int, kTierBands> kMediumBand = {256, 256, 240, 200, 150, 0, 0, 0, 0};
  // By letters 0..9, 10+: of 100.
  static constexpr std::array<int, WordEye::kLengths> kEasyLength = {100, 100, 100, 100, 100, 75, 50, 30, 15, 5, 5};
  static constexpr std::array<int, WordEye::kLengths> kMediumLength = {100, 100, 100, 100, 100, 100, 85, 65, 45, 30, 20};
  const bool easy = level == BotLevel::kEasy || level == BotLevel::kCasual;
  const auto& band = easy ? kEasyBand : kMediumBand;
  const auto& length = easy ? kEasyLength : kMediumLength;
  WordEye eye;
  eye.seed = rng.Next64();
  for (size_t l = 0; l < eye.chance.size(); ++l)
    for (size_t b = 0; b < eye.chance[l].size(); ++b)
      eye.chance[l][b] = static_cast<uint16_t>(length[l] >= 100 ? band[b] : band[b] * length[l] / 100);
  return eye;
}

// The advice's (and so the Hint's) candidates prefer common words among
// near-equal plays: a rare word must be worth about a third of a point more
// to come first (x100 per card point).
constexpr std::array<int, kTierBands> kPreferCommon = {0, 0, 0, 0, 0, 10, 20, 35, 50};

// The words `seat` may steal now, with their cards, as the search wants them.
std::vector<SearchTarget> Targets(const WordLift& g, int seat) {
  std::vector<SearchTarget> out;
  for (int owner = 0; owner < g.NumSeats(); ++owner) {
    const auto& words = g.Words(owner);
    for (size_t i = 0; i < words.size(); ++i) {
      if (!g.CanSteal(seat, owner, static_cast<int>(i))) continue;
      SearchTarget t;
      t.owner = owner;
      t.index = static_cast<int>(i);
      for (const PlacedCard& c : words[i].cards) {
        t.faces.push_back(FaceOfCard(c.card));
        t.daggers |= SpecialOf(t.faces.back()) == Special::kDagger;
      }
      t.text = words[i].Text();
      t.longest_other = g.LongestWord(owner, static_cast<int>(i));
      out.push_back(std::move(t));
    }
  }
  return out;
}

SearchInput BaseInput(const WordLift& g, int seat) {
  SearchInput in;
  for (int f : g.HandFaces(seat))
    if (!IsHiddenFace(f)) in.hand.push_back(f);
  in.longest = g.LongestWord();
  in.strict = g.settings().strict;
  return in;
}

int StolenPoints(const SearchTarget& t) {
  int points = 0;
  for (int f : t.faces) points += WordPoints(f);
  return points;
}
int LongBonusOf(const SearchTarget& t) { return LongWordBonus(static_cast<int>(t.text.size())); }
int Daggers(const SearchTarget& t) {
  int n = 0;
  for (int f : t.faces) n += SpecialOf(f) == Special::kDagger;
  return n;
}

Move ToMove(const SearchInput& in, const Candidate& c) {
  if (c.target < 0) return Move::Play(c.first);
  const SearchTarget& t = in.targets[static_cast<size_t>(c.target)];
  return Move::Steal(t.owner, t.index, c.first, c.second);
}

Search MakeSearch(const WordLift& g, std::shared_ptr<const Lexicon>& keep) {
  keep = Lexicon::For(g.dictionary());
  return Search(g.dictionary(), *keep);
}

// [SECTION] Draws
Move DrawMove(const WordLift& g, int seat, BotLevel level) {
  const auto& hand = g.Hand(seat);
  const int size = static_cast<int>(hand.size());
  if (g.may_skip_draws() && level != BotLevel::kEasy) {
    const int deck_cards = g.DeckCount(Deck::kConsonant) + g.DeckCount(Deck::kVowel);
    const int many = level == BotLevel::kHard ? 8 : 10;
    if (size >= many || (level == BotLevel::kHard && deck_cards <= 2 * g.NumSeats())) return Move::SkipDraws();
  }
  int vowels = 0, wild = 0;
  for (int card : hand) {
    const int f = FaceOfCard(card);
    if (SpecialOf(f) == Special::kQuestion) ++wild;
    else if (DeckOfFace(f) == Deck::kVowel) ++vowels;
  }
  // Roughly two vowels in five cards, a wildcard counting as half a vowel.
  const bool want_vowel = 10 * vowels + 5 * wild < 4 * (size + 1);
  Deck d = want_vowel ? Deck::kVowel : Deck::kConsonant;
  if (g.DeckCount(d) == 0) d = d == Deck::kVowel ? Deck::kConsonant : Deck::kVowel;
  return Move::Draw(d);
}

// [SECTION] Plays
// Easy: the best word it sees by points (its eye misses long and rare
// words), no steals until someone steals one of its words; from then on it
// steals from those who stole from it when that earns more. Never splits
// its own words, does not plan going out.
Move EasyPlay(const WordLift& g, int seat, Rng& rng, Search::Stats* stats) {
  std::shared_ptr<const Lexicon> keep;
  Search search = MakeSearch(g, keep);
  const WordEye eye = EyeFor(BotLevel::kEasy, rng);
  SearchInput plays = BaseInput(g, seat);
  SetPointsObjective(plays);
  plays.max_tier = kEasyTier;
  plays.eye = &eye;
  std::vector<bool> stole_from_me(static_cast<size_t>(g.NumSeats()), false);
  bool provoked = false;
  for (const Event& e : g.Events()) {
    if (e.kind == Move::Kind::kSteal && e.victim == seat && e.seat != seat) {
      stole_from_me[static_cast<size_t>(e.seat)] = true;
      provoked = true;
    }
  }
  std::optional<Move> choice;
  int choice_value = 0;
  if (const auto best = search.Best(plays)) {
    choice = ToMove(plays, *best);
    choice_value = best->value;
  }
  if (provoked) {
    SearchInput steals = plays;
    steals.plays = false;
    for (SearchTarget& t : Targets(g, seat)) {
      if (t.owner == seat || !stole_from_me[static_cast<size_t>(t.owner)]) continue;
      t.base = 100 * StolenPoints(t);
      steals.targets.push_back(std::move(t));
    }
    if (!steals.targets.empty())
      if (const auto best = search.Best(steals); best && best->value > choice_value) choice = ToMove(steals, *best);
  }
  if (stats) *stats = search.stats();
  return choice ? *choice : Move::Pass();
}

// A model of a casual player, for measuring the easy bot against (the
// bench): the longest common word its own hand makes, never a steal.
Move CasualPlay(const WordLift& g, int seat) {
  std::shared_ptr<const Lexicon> keep;
  Search search = MakeSearch(g, keep);
  SearchInput plays = BaseInput(g, seat);
  SetPointsObjective(plays);
  plays.max_tier = kEasyTier;
  std::optional<Move> choice;
  size_t longest = 0;
  search.Enumerate(plays, [&](const Candidate& c) {
    const Move m = ToMove(plays, c);
    const size_t letters = SpelledWord(m.word).size();
    if (letters > longest) {
      longest = letters;
      choice = m;
    }
  });
  return choice ? *choice : Move::Pass();
}

// Medium: the play worth most in points of those its eye sees (a word, or
// the steal of anyone's word or its own), going out weighed against the
// final-turn steal it invites.
Move MediumPlay(const WordLift& g, int seat, Rng& rng, Search::Stats* stats) {
  std::shared_ptr<const Lexicon> keep;
  Search search = MakeSearch(g, keep);
  const WordEye eye = EyeFor(BotLevel::kMedium, rng);
  SearchInput plays = BaseInput(g, seat);
  SetPointsObjective(plays);
  plays.max_tier = kMediumPlayTier;
  plays.eye = &eye;
  if (!g.final_turns()) {
    plays.out_bonus = 100 * kFirstOutBonus;
    plays.out_exposure = 100;
  }
  std::optional<Move> choice;
  int choice_value = 0;
  if (const auto best = search.Best(plays)) {
    choice = ToMove(plays, *best);
    choice_value = best->value;
  }
  SearchInput steals = plays;
  steals.plays = false;
  steals.max_tier = kMediumPlayTier;
  for (SearchTarget& t : Targets(g, seat)) {
    const int points = StolenPoints(t);
    t.base = (t.owner == seat ? -100 * LongBonusOf(t) : 100 * points) - 100 * kDaggerDraws * Daggers(t);
    steals.targets.push_back(std::move(t));
  }
  if (!steals.targets.empty())
    if (const auto best = search.Best(steals); best && best->value > choice_value) choice = ToMove(steals, *best);
  if (stats) *stats = search.stats();
  return choice ? *choice : Move::Pass();
}

}  // namespace

SearchInput HardSearchInput(const WordLift& g, int seat) {
  SearchInput in = BaseInput(g, seat);
  SetPointsObjective(in);
  const bool final_turn = g.final_turns();
  // Going out ends the round soon, earns the bonus and saves the two draws,
  // but hands the others a final turn to steal from: likely the new word
  // worth most, lost for good (counted once for the loss, half again for
  // the thief's gain).
  in.out_bonus = final_turn ? 0 : 100 * (kFirstOutBonus + 1);
  in.out_exposure = final_turn ? 0 : 150;
  const std::vector<int> scores = g.Scores();
  int leader = -1;
  for (int s = 0; s < g.NumSeats(); ++s)
    if (s != seat && (leader < 0 || scores[static_cast<size_t>(s)] > scores[static_cast<size_t>(leader)])) leader = s;
  for (SearchTarget& t : Targets(g, seat)) {
    const int points = StolenPoints(t), long_bonus = LongBonusOf(t);
    if (t.owner == seat) {
      t.base = -100 * long_bonus;
    } else {
      // Points taken count fully against the only opponent; with more
      // players, fully against the leader and half against the others.
      const int weight = g.NumSeats() == 2 || t.owner == leader ? 100 : 50;
      t.base = 100 * points + weight * (points + long_bonus);
    }
    // Dagger cards drawn: a card in hand at the end of the round costs a
    // point, surely so on a final turn.
    t.base -= kDaggerDraws * Daggers(t) * (final_turn ? 100 : 50);
    in.targets.push_back(std::move(t));
  }
  return in;
}

Move ChooseBotMove(const WordLift& g, int seat, BotLevel level, Rng& rng, Search::Stats* stats) {
  LF_CHECK_EQ(g.CurrentSeat(), seat);
  if (g.phase() == Phase::kDraw) return DrawMove(g, seat, level);
  switch (level) {
    case BotLevel::kEasy: return EasyPlay(g, seat, rng, stats);
    case BotLevel::kCasual: return CasualPlay(g, seat);
    case BotLevel::kMedium: return MediumPlay(g, seat, rng, stats);
    case BotLevel::kHard: {
      std::shared_ptr<const Lexicon> keep;
      Search search = MakeSearch(g, keep);
      SearchInput in = HardSearchInput(g, seat);
      const auto best = search.Best(in);
      if (stats) *stats = search.stats();
      if (!best || best->value <= 0) return Move::Pass();
      return ToMove(in, *best);
    }
  }
  return Move::Pass();
}

std::string WordLiftBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  const auto* g = dynamic_cast<const WordLift*>(&view);
  LF_CHECK(g != nullptr);
  return g->FormatMove(ChooseBotMove(*g, seat, level_, rng));
}

namespace {

// A uniformly random legal move, the same one RandomBot would pick from
// LegalMoves() with the same generator, without listing every steal (a
// position can hold tens of thousands).
class WordLiftRandomBot final : public Bot {
 public:
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override {
    const auto* g = dynamic_cast<const WordLift*>(&view);
    LF_CHECK(g != nullptr);
    const std::optional<Move> move = g->UniformLegalAction(seat, rng);
    return move ? g->FormatMove(*move) : std::string();
  }
};

// The expert's root moves (SearchOptions::candidates), by the hard bot's
// objective: its own choice first, then the others best first among the
// words from the hand and each stealable word's best steal (a position can
// hold a hundred thousand steals: each word's best is a bounded search), and
// passing last. At a draw the hard bot's draw, without a search.
std::vector<std::string> ExpertCandidates(const Game& view, int seat, size_t limit) {
  const auto* g = dynamic_cast<const WordLift*>(&view);
  LF_CHECK(g != nullptr);
  if (g->phase() == Phase::kDraw) return {g->FormatMove(DrawMove(*g, seat, BotLevel::kHard))};
  std::shared_ptr<const Lexicon> keep;
  Search search = MakeSearch(*g, keep);
  SearchInput in = HardSearchInput(*g, seat);
  in.rarity_cost = kPreferCommon;
  std::vector<std::pair<int, Move>> found;
  auto add = [&](const SearchInput& input, const Candidate& c) {
    if (c.value > 0) found.emplace_back(c.value, ToMove(input, c));
  };
  if (const std::optional<Candidate> best = search.Best(in)) add(in, *best);
  SearchInput plays = in;
  plays.targets.clear();
  search.Enumerate(plays, [&](const Candidate& c) { add(plays, c); });
  SearchInput one = in;
  one.plays = false;
  for (const SearchTarget& t : in.targets) {
    one.targets = {t};
    if (const std::optional<Candidate> c = search.Best(one)) add(one, *c);
  }
  std::stable_sort(found.begin() + (found.empty() ? 0 : 1), found.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::string> out;
  for (const auto& [value, move] : found) {
    if (limit > 0 && out.size() + 1 >= limit) break;
    std::string text = g->FormatMove(move);
    if (std::find(out.begin(), out.end(), text) == out.end()) out.push_back(std::move(text));
  }
  out.push_back(g->FormatMove(Move::Pass()));
  return out;
}

// Determinized search (core/search_bot.h) over the few best moves, each
// sampled world played on by the hard bot for two turns or so (a ply is a
// play or a draw), scored as the round would end then. Tuned against hard
// in two-player games within the browser's time (bench/word_lift_bench).
std::unique_ptr<Bot> MakeExpert() {
  SearchOptions options;
  options.iterations = 64;
  options.max_plies = 6;
  options.max_candidates = 8;
  options.margin_weight = 0.5;  // a playout cut short: the margin says more than who leads
  options.candidates = ExpertCandidates;
  return std::make_unique<SearchBot>([] { return std::make_unique<WordLiftBot>(BotLevel::kHard); }, options);
}

}  // namespace

std::unique_ptr<Bot> MakeBot(std::string_view level, const Dictionary*) {
  if (level == "random") return std::make_unique<WordLiftRandomBot>();
  if (level == "expert") return MakeExpert();
  if (level == "medium") return std::make_unique<WordLiftBot>(BotLevel::kMedium);
  if (level == "hard") return std::make_unique<WordLiftBot>(BotLevel::kHard);
  if (level == "casual") return std::make_unique<WordLiftBot>(BotLevel::kCasual);
  return std::make_unique<WordLiftBot>(BotLevel::kEasy);
}

}  // namespace lf::word_lift
