#include "games/word_shout/words.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace lf::word_shout {

namespace {

std::vector<Dictionary::Tile> TilesOf(const std::vector<int>& kinds) {
  std::vector<Dictionary::Tile> tiles;
  tiles.reserve(kinds.size());
  for (int kind : kinds) tiles.push_back(TileOfKind(kind));
  return tiles;
}

}  // namespace

TableWordList FindWordList(const Dictionary& dict, const std::vector<int>& kinds, const FindOptions& options) {
  TableWordList list;
  if (static_cast<int>(kinds.size()) < options.min_cards) return list;
  Dictionary::SearchOptions search;
  search.min_tiles = options.min_cards;
  search.min_length = std::max(options.min_letters, options.min_cards);
  search.max_length = options.max_letters;
  search.max_tier = options.max_tier;
  search.limit = options.limit;
  list.matches_ = dict.FindAnagrams(TilesOf(kinds), search);
  list.kinds_ = kinds;
  list.wild_.resize(kinds.size());
  for (size_t i = 0; i < kinds.size(); ++i) list.wild_[i] = IsWildKind(kinds[i]);
  return list;
}

TableWord TableWordList::operator[](size_t i) const {
  TableWord w;
  const std::string_view letters = word(i);
  w.word.assign(letters.data(), letters.size());
  w.tier = tier(i);
  const int n = cards(i);
  w.parts.resize(static_cast<size_t>(n));
  w.positions.resize(static_cast<size_t>(n));
  for (int k = 0; k < n; ++k) {
    w.parts[static_cast<size_t>(k)] = PartOf(i, k);
    w.positions[static_cast<size_t>(k)] = Position(i, k);
  }
  return w;
}

std::vector<TableWord> FindWords(const Dictionary& dict, const std::vector<int>& kinds, const FindOptions& options) {
  const TableWordList list = FindWordList(dict, kinds, options);
  std::vector<TableWord> out;
  out.reserve(list.size());
  for (size_t i = 0; i < list.size(); ++i) out.push_back(list[i]);
  return out;
}

bool AnyWord(const Dictionary& dict, const std::vector<int>& kinds, int min_cards) {
  if (static_cast<int>(kinds.size()) < min_cards) return false;
  Dictionary::SearchOptions search;
  search.min_tiles = min_cards;
  search.min_length = min_cards;
  search.first_only = true;  // any word will do: the walk stops at the first
  return !dict.Anagrams(TilesOf(kinds), search).empty();
}

namespace {

// Depth-first over the word's letters: a single card, a double card, or
// (only when no single card of that letter is left) a wild card.
class ReadingSearch {
 public:
  ReadingSearch(std::string_view word, const std::vector<int>& kinds, size_t limit) : limit_(limit) {
    for (char c : word) word_ += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (int kind : kinds)
      if (kind >= 0 && kind < kKindCount) ++left_[static_cast<size_t>(kind)];
  }

  std::vector<std::vector<Part>> Run() {
    Walk(0);
    auto doubles = [](const std::vector<Part>& r) {
      return std::count_if(r.begin(), r.end(), [](const Part& p) { return IsDoubleKind(p.kind); });
    };
    auto wilds = [](const std::vector<Part>& r) {
      return std::count_if(r.begin(), r.end(), [](const Part& p) { return IsWildKind(p.kind); });
    };
    std::stable_sort(found_.begin(), found_.end(), [&](const auto& a, const auto& b) {
      if (a.size() != b.size()) return a.size() > b.size();
      if (doubles(a) != doubles(b)) return doubles(a) < doubles(b);
      return wilds(a) < wilds(b);
    });
    if (found_.size() > limit_) found_.resize(limit_);
    return found_;
  }

 private:
  void Walk(size_t at) {
    if (found_.size() >= kCap) return;
    if (at == word_.size()) {
      if (!parts_.empty() && std::find(found_.begin(), found_.end(), parts_) == found_.end()) found_.push_back(parts_);
      return;
    }
    const char c = word_[at];
    if (c < 'a' || c > 'z') return;
    const int single = KindOfFace(std::string(1, c));
    bool single_left = false;
    if (single != kNoKind && left_[static_cast<size_t>(single)] > 0) {
      single_left = true;
      Take(single, 0, at + 1);
    }
    if (at + 1 < word_.size()) {
      const int pair = KindOfFace(word_.substr(at, 2));
      if (pair != kNoKind && left_[static_cast<size_t>(pair)] > 0) Take(pair, 0, at + 2);
    }
    const int wild = KindOfFace("?");
    if (!single_left && left_[static_cast<size_t>(wild)] > 0) Take(wild, c, at + 1);
  }

  void Take(int kind, char letter, size_t next) {
    --left_[static_cast<size_t>(kind)];
    parts_.push_back(Part{kind, letter});
    Walk(next);
    parts_.pop_back();
    ++left_[static_cast<size_t>(kind)];
  }

  // Readings are few for any real word; the cap only bounds a pathological input.
  static constexpr size_t kCap = 256;
  std::string word_;
  size_t limit_;
  std::array<int, kKindCount> left_{};
  std::vector<Part> parts_;
  std::vector<std::vector<Part>> found_;
};

}  // namespace

std::vector<std::vector<Part>> Readings(std::string_view word, const std::vector<int>& kinds, size_t limit) {
  if (word.empty() || word.size() > 64) return {};
  return ReadingSearch(word, kinds, limit).Run();
}

std::vector<int> PositionsOf(const std::vector<Part>& parts, const std::vector<int>& kinds) {
  std::vector<int> positions;
  std::vector<bool> taken(kinds.size(), false);
  for (const Part& part : parts) {
    int at = -1;
    for (size_t i = 0; i < kinds.size(); ++i) {
      if (!taken[i] && kinds[i] == part.kind) {
        at = static_cast<int>(i);
        break;
      }
    }
    if (at < 0) return {};
    taken[static_cast<size_t>(at)] = true;
    positions.push_back(at);
  }
  return positions;
}

namespace {

std::string UpperText(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// "the H", "the C and H", "the S, T and R".
std::string LetterList(const std::string& letters) {
  std::string out = "the ";
  for (size_t i = 0; i < letters.size(); ++i)
    out += (i == 0 ? "" : i + 1 == letters.size() ? " and " : ", ") + std::string(1, letters[i]);
  return out;
}

}  // namespace

std::string SpellingProblem(std::string_view word, const std::vector<int>& kinds, int need) {
  std::string lower;
  for (char c : word) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.empty()) return "type a word";
  for (char c : lower)
    if (c < 'a' || c > 'z') return "a word is letters only";
  const std::vector<std::vector<Part>> readings = Readings(lower, kinds, 8);
  if (!readings.empty()) {
    if (static_cast<int>(readings.front().size()) >= need) return "";
    const int cards = static_cast<int>(readings.front().size());
    std::string faces;
    for (const Part& p : readings.front()) faces += (faces.empty() ? "" : "\xC2\xB7") + UpperText(p.Letters());
    return faces + " is only " + std::to_string(cards) + (cards == 1 ? " card" : " cards") + "; a word needs " +
           std::to_string(need);
  }
  // Split every double card into its two letters (counted by letter: a
  // double card's letter need not exist as a card of its own, like QU's Q):
  // if the word can then be spelled, a double card stands in its way.
  std::array<int, 26> have{}, wanted{};
  std::vector<int> doubles;
  int wilds = 0;
  for (int kind : kinds) {
    if (IsWildKind(kind)) ++wilds;
    else if (kind >= 0 && kind < kKindCount) {
      if (IsDoubleKind(kind)) doubles.push_back(kind);
      for (char c : FaceOfKind(kind)) ++have[static_cast<size_t>(c - 'A')];
    }
  }
  for (char c : lower) ++wanted[static_cast<size_t>(c - 'a')];
  int missing = 0;
  for (size_t i = 0; i < 26; ++i) missing += std::max(0, wanted[i] - have[i]);
  if (!doubles.empty() && missing <= wilds) {
    // The letters the word needs that only double cards hold, and those cards.
    std::array<int, 26> singles{};
    for (int kind : kinds)
      if (!IsWildKind(kind) && !IsDoubleKind(kind) && kind >= 0 && kind < kKindCount)
        ++singles[static_cast<size_t>(FaceOfKind(kind)[0] - 'A')];
    std::string letters;
    std::vector<std::string> cards;
    for (int kind : doubles) {
      bool used = false;
      for (char c : FaceOfKind(kind)) {
        const size_t i = static_cast<size_t>(c - 'A');
        if (wanted[i] <= singles[i]) continue;
        used = true;
        if (letters.find(c) == std::string::npos) letters += c;
      }
      const std::string face(FaceOfKind(kind));
      if (used && std::find(cards.begin(), cards.end(), face) == cards.end()) cards.push_back(face);
    }
    std::string where;
    for (size_t i = 0; i < cards.size(); ++i)
      where += (i == 0 ? "" : i + 1 == cards.size() ? " and " : ", ") + cards[i];
    if (letters.empty()) return "a double card is used as printed: never split or turned round";
    return LetterList(letters) + (letters.size() == 1 ? " is" : " are") + " only on the " + where +
           (cards.size() == 1 ? " card" : " cards") +
           ", and a double card is used as printed: never split or turned round";
  }
  // Letters missing: more of a letter than the table holds, even with its
  // double cards' letters and the wild cards.
  std::string short_of;
  for (char c : lower) {
    const size_t i = static_cast<size_t>(c - 'a');
    const char up = static_cast<char>(std::toupper(c));
    if (wanted[i] > have[i] && short_of.find(up) == std::string::npos) short_of += up;
  }
  if (short_of.size() == 1 && wilds == 0) {
    const size_t i = static_cast<size_t>(short_of[0] - 'A');
    if (have[i] == 0) return "there is no " + short_of + " on the table";
    return "it needs " + std::to_string(wanted[i]) + " " + short_of + "s and the table has " + std::to_string(have[i]);
  }
  if (!short_of.empty()) {
    return "the table is short of " + LetterList(short_of).substr(4) +
           (wilds > 0 ? ", even with its wild " + std::string(wilds == 1 ? "card" : "cards") : "");
  }
  return "the cards on the table do not spell it";
}

std::vector<std::vector<Part>> ClaimReadings(std::string_view word, const std::vector<int>& kinds, int need,
                                             size_t limit) {
  std::vector<std::vector<Part>> out = Readings(word, kinds, limit);
  while (!out.empty() && static_cast<int>(out.back().size()) < need) out.pop_back();
  return out;
}

}  // namespace lf::word_shout
