// Sub-anagram search: each tile kind and constraint, and random racks
// checked against a brute-force reference over the whole word list.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "dict_test_util.h"

using lf::Dictionary;
using lf::test::Dict;
using lf::test::SourceWords;
using lf::test::TestRandom;
using Tile = Dictionary::Tile;
using Kind = Tile::Kind;
using Place = Tile::Place;
using Options = Dictionary::SearchOptions;

namespace {

// What a tile can stand for at `pos` of `word`: the strings it could spell
// there, ignoring placement.
std::vector<std::string> Productions(const Tile& t, const std::string& word, size_t pos) {
  std::vector<std::string> out;
  const char c = word[pos];
  switch (t.kind) {
    case Kind::kLetter:
    case Kind::kSet:
    case Kind::kWild:
      if (t.kind == Kind::kWild || (t.letters >> (c - 'a') & 1)) out.push_back(std::string(1, c));
      break;
    case Kind::kOneOrTwo:
      if (t.letters >> (c - 'a') & 1) {
        out.push_back(std::string(1, c));
        if (pos + 1 < word.size() && word[pos + 1] == c) out.push_back(std::string(2, c));
      }
      break;
    case Kind::kFixed:
      if (word.compare(pos, t.fixed.size(), t.fixed) == 0) out.push_back(t.fixed);
      break;
  }
  return out;
}

bool PlaceOk(Place p, size_t pos, size_t len, size_t word_len) {
  const bool first = pos == 0, last = pos + len == word_len;
  switch (p) {
    case Place::kAnywhere: return true;
    case Place::kFirst: return first;
    case Place::kLast: return last;
    case Place::kFirstOrLast: return first || last;
  }
  return false;
}

bool Same(const Tile& a, const Tile& b) {
  return a.kind == b.kind && a.place == b.place && a.letters == b.letters && a.fixed == b.fixed &&
         a.required == b.required;
}

// Brute force: can the tiles spell `word` under the options' tile rules?
bool Spell(const std::vector<Tile>& tiles, const Options& o, const std::string& word, size_t pos,
           std::vector<char>& used, int used_count) {
  if (pos == word.size()) {
    if (used_count < o.min_tiles) return false;
    for (size_t i = 0; i < tiles.size(); ++i)
      if (tiles[i].required && !used[i]) return false;
    return true;
  }
  for (size_t i = 0; i < tiles.size(); ++i) {
    if (used[i]) continue;
    bool twin = false;  // an identical earlier tile, unused, would do the same
    for (size_t j = 0; j < i && !twin; ++j) twin = !used[j] && Same(tiles[i], tiles[j]);
    if (twin) continue;
    for (const std::string& p : Productions(tiles[i], word, pos)) {
      if (!PlaceOk(tiles[i].place, pos, p.size(), word.size())) continue;
      used[i] = 1;
      const bool ok = Spell(tiles, o, word, pos + p.size(), used, used_count + 1);
      used[i] = 0;
      if (ok) return true;
    }
  }
  return false;
}

std::set<std::string> BruteForce(const std::vector<Tile>& tiles, const Options& o) {
  std::set<std::string> out;
  std::vector<char> used(tiles.size(), 0);
  for (const auto& w : SourceWords()) {
    if (int(w.word.size()) < o.min_length || int(w.word.size()) > o.max_length || w.tier > o.max_tier) continue;
    if (Spell(tiles, o, w.word, 0, used, 0)) out.insert(w.word);
  }
  return out;
}

// Every match must be a real spelling: uses in word order that concatenate
// to the word, each tile once and within its rules.
void CheckMatch(const std::vector<Tile>& tiles, const Options& o, const Dictionary::Match& m) {
  INFO("word " << m.word);
  CHECK(Dict().TierOf(m.word) == m.tier);
  CHECK(m.tier <= o.max_tier);
  CHECK(int(m.word.size()) >= o.min_length);
  CHECK(int(m.word.size()) <= o.max_length);
  CHECK(int(m.uses.size()) >= o.min_tiles);
  std::vector<char> used(tiles.size(), 0);
  size_t pos = 0;
  for (const auto& u : m.uses) {
    REQUIRE(size_t(u.tile) < tiles.size());
    CHECK_FALSE(used[size_t(u.tile)]);
    used[size_t(u.tile)] = 1;
    REQUIRE(pos < m.word.size());
    CHECK(u.first == pos);
    const auto p = Productions(tiles[size_t(u.tile)], m.word, pos);
    CHECK(std::find(p.begin(), p.end(), m.letters(u)) != p.end());
    CHECK(PlaceOk(tiles[size_t(u.tile)].place, pos, u.count, m.word.size()));
    pos += u.count;
  }
  CHECK(pos == m.word.size());
  for (size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].required) CHECK(used[i]);
}

std::vector<std::string> Words(const std::vector<Dictionary::Match>& ms) {
  std::vector<std::string> out;
  for (const auto& m : ms) out.push_back(m.word);
  return out;
}

bool Has(const std::vector<Dictionary::Match>& ms, const std::string& w) {
  return std::any_of(ms.begin(), ms.end(), [&](const auto& m) { return m.word == w; });
}

// Checks a search end to end: same words as brute force, valid spellings,
// documented order, no duplicates.
std::vector<Dictionary::Match> Verified(const std::vector<Tile>& tiles, const Options& o) {
  const auto got = Dict().Anagrams(tiles, o);
  const std::set<std::string> want = BruteForce(tiles, o);
  const std::vector<std::string> words = Words(got);
  CHECK(std::set<std::string>(words.begin(), words.end()) == want);
  CHECK(words.size() == want.size());
  for (const auto& m : got) CheckMatch(tiles, o, m);
  for (size_t i = 1; i < got.size(); ++i) {
    const auto& a = got[i - 1];
    const auto& b = got[i];
    const bool ordered = a.word.size() != b.word.size() ? a.word.size() > b.word.size()
                         : a.tier != b.tier           ? a.tier < b.tier
                                                      : a.word < b.word;
    CHECK(ordered);
  }
  // The flat list is the same search: same words, tiers and uses, in order.
  const Dictionary::MatchList flat = Dict().FindAnagrams(tiles, o);
  REQUIRE(flat.size() == got.size());
  for (size_t i = 0; i < got.size(); ++i) {
    CHECK(flat.word(i) == got[i].word);
    CHECK(flat.tier(i) == got[i].tier);
    REQUIRE(flat.use_count(i) == got[i].uses.size());
    for (size_t k = 0; k < got[i].uses.size(); ++k) {
      const Dictionary::TileUse& a = flat.uses_begin(i)[k];
      const Dictionary::TileUse& b = got[i].uses[k];
      CHECK((a.tile == b.tile && a.first == b.first && a.count == b.count));
      CHECK(flat.letters(i, a) == got[i].letters(b));
    }
  }
  return got;
}

std::vector<Tile> Letters(const std::string& s) {
  std::vector<Tile> t;
  for (char c : s) t.push_back(c == '?' ? Tile::Wild() : Tile::Letter(c));
  return t;
}

// A random rack of every tile kind. Tile kinds by percentile: a letter below
// `letter`, a wildcard below `wild`, a set of three letters below `set`, a
// fixed run below 91, else one-or-two; about one tile in `required_one_in`
// is required, and some are placed.
struct RackMix {
  uint32_t letter, wild, set;
  uint32_t required_one_in;
};
std::vector<Tile> RandomRack(TestRandom& rng, int count, const RackMix& mix) {
  static const std::string common = "eeeeeeeeaaaaaiiiiioooonnnnrrrrttttllssuddgbbccmmppffhhvvwwyykjxqz";
  static const char* runs[] = {"th", "qu", "er", "in", "st", "ing"};
  std::vector<Tile> tiles;
  for (int i = 0; i < count; ++i) {
    Tile t;
    const uint32_t roll = rng.Below(100);
    const char letter = common[rng.Below(uint32_t(common.size()))];
    if (roll < mix.letter) t = Tile::Letter(letter);
    else if (roll < mix.wild) t = Tile::Wild();
    else if (roll < mix.set) {
      std::string set;
      for (int k = 0; k < 3; ++k) set.push_back(char('a' + rng.Below(26)));
      t = Tile::Set(set);
    } else if (roll < 91) t = Tile::Fixed(runs[rng.Below(6)]);
    else t = Tile::OneOrTwo(letter);
    const uint32_t place = rng.Below(20);
    t.place = place == 0 ? Place::kFirst : place == 1 ? Place::kLast : place == 2 ? Place::kFirstOrLast : Place::kAnywhere;
    t.required = rng.Below(mix.required_one_in) == 0;
    tiles.push_back(t);
  }
  return tiles;
}

}  // namespace

TEST_CASE("plain letters and the rack shorthand", "[dict][anagram]") {
  const auto got = Verified(Letters("retains"), {});
  for (const char* w : {"retains", "nastier", "retinas", "stainer", "stare", "at"}) CHECK(Has(got, w));
  CHECK(got.front().word.size() == 7);
  CHECK(Words(Dict().Anagrams("RETAINS", {})) == Words(got));
  CHECK(Words(Dict().Anagrams("r e t-a i n s", {})) == Words(got));
  CHECK(Dict().Anagrams("", {}).empty());
  CHECK(Dict().Anagrams("q", {}).empty());
}

TEST_CASE("long words that share their first ten letters are ordered letter by letter", "[dict][anagram]") {
  // The search sorts on a key of a word's length, tier and first ten
  // letters; words that tie on it are compared in full.
  const auto got = Verified(Letters("internationalistsm"), {});
  CHECK(Has(got, "internationalist"));
  CHECK(Has(got, "internationalism"));
  Options limited;
  limited.limit = 3;
  const auto cut = Dict().Anagrams(Letters("internationalistsm"), limited);
  REQUIRE(cut.size() == 3);
  for (size_t i = 0; i < cut.size(); ++i) CHECK(cut[i].word == got[i].word);
}

TEST_CASE("a word of more tiles than a match keeps inline", "[dict][anagram]") {
  // 15 tiles spelled one each: the uses move to the heap, and stay right.
  const auto got = Verified(Letters("dermatoglyphics"), {});
  REQUIRE(Has(got, "dermatoglyphics"));
  const Dictionary::Match& m = got.front();
  REQUIRE(m.word == "dermatoglyphics");
  REQUIRE(m.uses.size() == 15);
  static_assert(Dictionary::TileUses::kInline < 15);
  for (size_t i = 0; i < m.uses.size(); ++i) {
    CHECK(m.uses[i].tile == i);
    CHECK(m.letters(m.uses[i]) == std::string(1, m.word[i]));
  }
  // Copies, and sizes across the inline limit, keep every use.
  Dictionary::Match copy = m;
  CHECK(std::equal(copy.uses.begin(), copy.uses.end(), m.uses.begin(), m.uses.end(),
                   [](const auto& a, const auto& b) { return a.tile == b.tile && a.first == b.first && a.count == b.count; }));
  copy.uses.resize(3);
  REQUIRE(copy.uses.size() == 3);
  CHECK(copy.uses.back().tile == 2);
  copy.uses.resize(20);
  CHECK(copy.uses[2].tile == 2);
  CHECK(copy.uses[19].tile == 0);
  CHECK(copy.uses[19].count == 0);
  copy = got.back();
  CHECK(copy.uses.size() == got.back().uses.size());
  // A moved-from list is empty; the list moved to keeps every use.
  Dictionary::Match from = m;
  Dictionary::Match to = std::move(from);
  CHECK(from.uses.empty());  // NOLINT(bugprone-use-after-move): what a move leaves is the point
  REQUIRE(to.uses.size() == 15);
  CHECK(to.uses[14].tile == 14);
  // Assigning over a list on the heap frees its array (the sanitizer build
  // reports a leak otherwise), and a copy owns an array of its own.
  Dictionary::Match other = m;
  other = to;
  REQUIRE(other.uses.size() == 15);
  other.uses[14].tile = 99;
  CHECK(to.uses[14].tile == 14);
  other = std::move(to);
  CHECK(other.uses.size() == 15);
  CHECK(other.uses[14].tile == 14);
  CHECK(to.uses.empty());  // NOLINT(bugprone-use-after-move)
  other = got.back();  // a short word: back inline
  CHECK(other.uses.size() == got.back().uses.size());
}

TEST_CASE("wildcards", "[dict][anagram]") {
  const auto got = Verified(Letters("ca?"), {});
  for (const char* w : {"cat", "car", "cab", "can", "act", "arc"}) CHECK(Has(got, w));
  for (const auto& m : got)
    if (m.word == "cat") CHECK(m.uses[2].tile == 2);  // the wildcard stood for t
  Verified(Letters("??"), {});
  Verified(Letters("qu??"), {});
}

TEST_CASE("sets of letters", "[dict][anagram]") {
  std::vector<Tile> tiles = {Tile::Set("fgh"), Tile::Letter('a'), Tile::Letter('t'), Tile::Letter('e')};
  const auto got = Verified(tiles, {});
  for (const char* w : {"fate", "gate", "hate", "heat", "feat", "eat"}) CHECK(Has(got, w));
  CHECK_FALSE(Has(got, "mate"));
  // A set of one letter is that letter; a set of all 26 is a wildcard.
  CHECK(Words(Dict().Anagrams({Tile::Set("c"), Tile::Letter('a'), Tile::Letter('t')}, {})) ==
        Words(Dict().Anagrams("cat", {})));
  CHECK(Words(Dict().Anagrams({Tile::Set("abcdefghijklmnopqrstuvwxyz"), Tile::Letter('a'), Tile::Letter('t')}, {})) ==
        Words(Dict().Anagrams("?at", {})));
}

TEST_CASE("fixed runs such as QU and TH", "[dict][anagram]") {
  std::vector<Tile> tiles = {Tile::Fixed("qu"), Tile::Letter('i'), Tile::Letter('e'), Tile::Letter('t')};
  const auto got = Verified(tiles, {});
  CHECK(Has(got, "quite"));
  CHECK(Has(got, "quiet"));
  CHECK(Has(got, "tie"));
  for (const auto& m : got)
    if (m.word == "quiet") CHECK(m.letters(m.uses.front()) == "qu");
  // The run is indivisible: no word uses its q without its u.
  Verified({Tile::Fixed("th"), Tile::Letter('e'), Tile::Letter('n'), Tile::Letter('o')}, {});
  Verified({Tile::Fixed("ing"), Tile::Letter('s'), Tile::Letter('a'), Tile::Letter('y')}, {});
  Verified({Tile::Fixed("TH"), Tile::Fixed("th"), Tile::Letter('e')}, {});
}

TEST_CASE("one-or-two tiles", "[dict][anagram]") {
  std::vector<Tile> tiles = {Tile::Letter('b'), Tile::Letter('a'), Tile::OneOrTwo('l')};
  const auto got = Verified(tiles, {});
  CHECK(Has(got, "ball"));
  CHECK(Has(got, "lab"));
  for (const auto& m : got)
    if (m.word == "ball") CHECK(m.letters(m.uses.back()) == "ll");
  Verified({Tile::OneOrTwo('e'), Tile::Letter('f'), Tile::Letter('d'), Tile::Letter('s')}, {});
  Verified({Tile::OneOrTwo('s'), Tile::OneOrTwo('s'), Tile::Letter('e'), Tile::Letter('a')}, {});
}

TEST_CASE("placement: first, last, first-or-last", "[dict][anagram]") {
  Tile s = Tile::Letter('s');
  s.place = Place::kFirst;
  auto got = Verified({s, Tile::Letter('t'), Tile::Letter('a'), Tile::Letter('p')}, {});
  CHECK(Has(got, "spat"));
  CHECK(Has(got, "tap"));  // s unused
  CHECK_FALSE(Has(got, "taps"));
  CHECK_FALSE(Has(got, "past"));

  s.place = Place::kLast;
  got = Verified({s, Tile::Letter('t'), Tile::Letter('a'), Tile::Letter('p')}, {});
  CHECK(Has(got, "taps"));
  CHECK(Has(got, "pats"));
  CHECK_FALSE(Has(got, "spat"));
  CHECK_FALSE(Has(got, "past"));

  s.place = Place::kFirstOrLast;
  got = Verified({s, Tile::Letter('t'), Tile::Letter('a'), Tile::Letter('p')}, {});
  CHECK(Has(got, "taps"));
  CHECK(Has(got, "spat"));
  CHECK_FALSE(Has(got, "past"));

  // Word Lift's pilcrow on a wildcard and a fixed run as the last tile.
  Tile w = Tile::Wild();
  w.place = Place::kFirstOrLast;
  Verified({w, Tile::Letter('a'), Tile::Letter('r'), Tile::Letter('e')}, {});
  Tile ing = Tile::Fixed("ing");
  ing.place = Place::kLast;
  got = Verified({ing, Tile::Letter('s'), Tile::Letter('a'), Tile::Letter('y'), Tile::Letter('w')}, {});
  CHECK(Has(got, "saying"));
  Tile ll = Tile::OneOrTwo('l');
  ll.place = Place::kFirst;
  Verified({ll, Tile::Letter('a'), Tile::Letter('m'), Tile::Letter('a')}, {});
}

TEST_CASE("required tiles, counts, lengths, tiers and limits", "[dict][anagram]") {
  Tile s = Tile::Letter('s');
  s.required = true;
  auto got = Verified({s, Tile::Letter('t'), Tile::Letter('a'), Tile::Letter('p')}, {});
  CHECK(Has(got, "taps"));
  CHECK_FALSE(Has(got, "tap"));
  for (const auto& m : got) CHECK(m.word.find('s') != std::string::npos);

  // A required wildcard next to a plain letter it could replace.
  Tile q = Tile::Wild();
  q.required = true;
  Verified({q, Tile::Letter('a'), Tile::Letter('t'), Tile::Letter('e')}, {});

  Options o;
  o.min_tiles = 4;
  got = Verified(Letters("retains"), o);
  for (const auto& m : got) CHECK(m.uses.size() >= 4);
  o = {};
  o.min_length = 5;
  o.max_length = 6;
  got = Verified(Letters("retains"), o);
  CHECK(!got.empty());
  o = {};
  o.max_tier = 20;
  got = Verified(Letters("retains"), o);
  for (const auto& m : got) CHECK(m.tier <= 20);
  CHECK(Has(got, "rain"));
  CHECK_FALSE(Has(got, "retinas"));

  const auto all = Dict().Anagrams("retains", {});
  o = {};
  o.limit = 10;
  const auto first = Dict().Anagrams("retains", o);
  REQUIRE(first.size() == 10);
  CHECK(std::equal(first.begin(), first.end(), all.begin(),
                   [](const auto& a, const auto& b) { return a.word == b.word; }));
  o.limit = 0;
  CHECK(Dict().Anagrams("retains", o).empty());
  o = {};
  o.max_length = 0;
  CHECK(Dict().Anagrams("retains", o).empty());
}

TEST_CASE("two wildcards in fifteen tiles", "[dict][anagram]") {
  const auto got = Verified(Letters("etaoinshrdlcu??"), {});
  CHECK(got.size() > 10000);
}

TEST_CASE("random racks of every tile kind match brute force", "[dict][anagram]") {
  TestRandom rng(31337);
  for (int round = 0; round < 40; ++round) {
    const int count = 5 + int(rng.Below(5));
    const std::vector<Tile> tiles = RandomRack(rng, count, {65, 75, 83, 12});
    Options o;
    o.min_length = 2 + int(rng.Below(3));
    o.max_length = o.min_length + 1 + int(rng.Below(10));
    o.max_tier = std::vector<int>{10, 20, 35, 40, 50, 55, 60, 70}[rng.Below(8)];
    o.min_tiles = int(rng.Below(4));
    INFO("round " << round);
    Verified(tiles, o);
  }
}

TEST_CASE("a limit keeps the first matches of the full list, spellings included", "[dict][anagram]") {
  // The limit cuts the ordered list after duplicates are dropped: the first
  // k matches, with the same tiers and the same tile uses, whatever k is.
  // Racks mix every tile kind so that some words are found by several
  // spellings (the walk then keeps the first it found).
  TestRandom rng(4242);
  auto same = [](const Dictionary::Match& a, const Dictionary::Match& b) {
    if (a.word != b.word || a.tier != b.tier || a.uses.size() != b.uses.size()) return false;
    for (size_t i = 0; i < a.uses.size(); ++i)
      if (a.uses[i].tile != b.uses[i].tile || a.letters(a.uses[i]) != b.letters(b.uses[i])) return false;
    return true;
  };
  for (int round = 0; round < 30; ++round) {
    const int count = 6 + int(rng.Below(8));
    const std::vector<Tile> tiles = RandomRack(rng, count, {60, 72, 82, 15});
    INFO("round " << round);
    const auto all = Dict().Anagrams(tiles, {});
    for (const auto& m : all) CheckMatch(tiles, {}, m);
    for (size_t limit : {size_t(1), size_t(7), all.size() / 2, all.size(), all.size() + 5}) {
      if (limit == 0) continue;
      Options o;
      o.limit = limit;
      const auto cut = Dict().Anagrams(tiles, o);
      REQUIRE(cut.size() == std::min(limit, all.size()));
      for (size_t i = 0; i < cut.size(); ++i) CHECK(same(cut[i], all[i]));
    }
    // The same search twice gives the same result.
    const auto again = Dict().Anagrams(tiles, {});
    REQUIRE(again.size() == all.size());
    for (size_t i = 0; i < all.size(); ++i) CHECK(same(again[i], all[i]));
  }
}

TEST_CASE("first_only stops at a match exactly when the full search has one", "[dict][anagram]") {
  TestRandom rng(777);
  for (int round = 0; round < 60; ++round) {
    const int count = 2 + int(rng.Below(12));
    const std::vector<Tile> tiles = RandomRack(rng, count, {60, 72, 82, 15});
    Options o;
    o.min_length = 2 + int(rng.Below(4));
    o.min_tiles = int(rng.Below(5));
    o.max_tier = std::vector<int>{10, 35, 70}[rng.Below(3)];
    INFO("round " << round);
    const auto all = Dict().Anagrams(tiles, o);
    o.first_only = true;
    const auto first = Dict().Anagrams(tiles, o);
    REQUIRE(first.size() == std::min<size_t>(1, all.size()));
    for (const auto& m : first) CheckMatch(tiles, o, m);
  }
}
