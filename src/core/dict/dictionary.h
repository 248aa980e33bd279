// The word list as a service: a compact trie over bytes, read in place.
//
// The asset (assets/dict/broad.lfd, built by tools/dictbuild from Debian's
// scowl lists) is loaded as one byte array and traversed as loaded: no
// decompression or rebuild step before the first lookup. Load() validates
// magic, version, sizes and checksum and refuses a bad file with a message a
// player can read; after that, every read stays inside the buffer.
//
// Words are lowercase a-z inside; the API accepts either case.
// Injected where needed (never a global): games and bots get a const pointer.
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/status.h"

namespace lf {

// Commonness tier: the SCOWL level at which a word first appears (10 = words
// a child knows ... 70 = obscure). 0 means "not a word".
using Tier = int;

class Dictionary {
 public:
  // Validates and adopts the bytes. Refuses a truncated/corrupted/foreign file.
  static Result<std::shared_ptr<const Dictionary>> Load(std::vector<uint8_t> bytes);
  static Result<std::shared_ptr<const Dictionary>> LoadFile(const std::string& path);

  size_t WordCount() const;
  // The SCOWL levels that tiers can take, ascending (10, 20, 35, ... 70).
  std::vector<Tier> TierLevels() const;
  size_t WordsOfTier(Tier tier) const;
  int MaxWordLength() const;
  bool Contains(std::string_view word) const;
  Tier TierOf(std::string_view word) const;  // 0 if not a word

  // Prefix walk. A cursor is a position in the trie after some letters.
  class Cursor {
   public:
    bool valid() const;          // false once a letter led nowhere
    bool is_word() const;        // the letters so far spell a word
    Tier tier() const;           // its tier if is_word(), else 0
    // Moves on by one letter (a-z, either case). Returns false (and becomes
    // invalid) if no word continues with it.
    bool Advance(char letter);
    Cursor Child(char letter) const { Cursor c = *this; c.Advance(letter); return c; }
    // Letters that continue some word from here, as a 26-bit mask (bit 0 = a).
    uint32_t NextLetters() const;

   private:
    friend class Dictionary;
    const Dictionary* dict_ = nullptr;
    uint32_t node_ = 0;      // payload offset of the automaton state
    uint8_t tier_code_ = 0;  // the state's tier code (0: not a word)
    bool valid_ = false;
  };
  Cursor Root() const;
  Cursor Walk(std::string_view prefix) const;  // Root() advanced by every letter
  bool IsPrefix(std::string_view prefix) const { return Walk(prefix).valid(); }
  // Some word of at least min_length letters starts with prefix (Lost for
  // Words: can this column still become a word of five or more letters?).
  bool CanComplete(std::string_view prefix, int min_length) const;
  // Up to `limit` words of at least min_length letters that start with prefix,
  // most common first (lowest tier, then alphabetical).
  std::vector<std::string> Completions(std::string_view prefix, int min_length, size_t limit) const;

  // --- Sub-anagram search -------------------------------------------------
  // A tile is what a card can stand for.
  struct Tile {
    enum class Kind : uint8_t {
      kLetter,    // one letter
      kWild,      // any letter
      kSet,       // one of a set of letters (Word Lift's F/G/H card)
      kFixed,     // a fixed run of letters (TH, QU)
      kOneOrTwo,  // the letter once or twice (Word Lift's Ellipsis: L or LL)
    };
    enum class Place : uint8_t { kAnywhere, kFirst, kLast, kFirstOrLast };
    Kind kind = Kind::kLetter;
    Place place = Place::kAnywhere;
    uint32_t letters = 0;  // kLetter/kOneOrTwo: one bit; kSet: the set; kWild: all 26
    std::string fixed;     // kFixed: lowercase letters
    bool required = false; // the word must use this tile

    // Factories take letters a-z or A-Z; anything else is a programmer error.
    static Tile Letter(char c);
    static Tile Wild();
    static Tile Set(std::string_view letters);
    static Tile Fixed(std::string_view letters);
    static Tile OneOrTwo(char c);
  };
  // One tile of a match: which of the tiles given, and the letters of the
  // word it stood for (Match::letters: word[first, first + count)).
  struct TileUse {
    uint8_t tile = 0;   // index into the tiles given (there are at most kMaxTiles)
    uint8_t first = 0;  // its first letter in the word
    uint8_t count = 0;  // how many letters it stood for
  };
  static constexpr size_t kMaxTiles = 255;
  // A match's tile uses, in word order. A word of kInline tiles or fewer
  // keeps them in the match itself, so a search returning tens of thousands
  // of matches makes no allocation per match; a longer one holds them all
  // in one heap array, whose pointer is kept in the inline bytes. The list
  // is 28 bytes and a Match 64: a big search writes tens of thousands of
  // matches into fresh memory, so their size is what its tail costs.
  class TileUses {
   public:
    static constexpr size_t kInline = 9;
    TileUses() = default;
    TileUses(const TileUses& o) { CopyFrom(o); }
    TileUses& operator=(const TileUses& o) {
      if (this != &o) {
        Release();
        CopyFrom(o);
      }
      return *this;
    }
    // A moved-from list is empty.
    TileUses(TileUses&& o) noexcept : size_(std::exchange(o.size_, uint8_t{0})), inline_(o.inline_) {}
    TileUses& operator=(TileUses&& o) noexcept {
      if (this != &o) {
        Release();
        size_ = std::exchange(o.size_, uint8_t{0});
        inline_ = o.inline_;
      }
      return *this;
    }
    ~TileUses() { Release(); }

    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const TileUse* begin() const { return OnHeap() ? Heap() : inline_.data(); }
    const TileUse* end() const { return begin() + size_; }
    TileUse* begin() { return OnHeap() ? Heap() : inline_.data(); }
    TileUse* end() { return begin() + size_; }
    const TileUse& operator[](size_t i) const { return begin()[i]; }
    TileUse& operator[](size_t i) { return begin()[i]; }
    const TileUse& front() const { return *begin(); }
    const TileUse& back() const { return end()[-1]; }
    // Sets the size (at most kMaxTiles): uses kept keep their values, new
    // ones are zero.
    void resize(size_t n) {
      n = std::min(n, kMaxTiles);
      const size_t keep = std::min<size_t>(size_, n);
      if (n <= kInline) {
        if (OnHeap()) {
          TileUse* heap = Heap();  // read before the inline bytes are overwritten
          std::copy_n(heap, keep, inline_.begin());
          delete[] heap;
        }
        std::fill(inline_.begin() + static_cast<std::ptrdiff_t>(keep), inline_.begin() + static_cast<std::ptrdiff_t>(n),
                  TileUse{});
      } else {
        TileUse* more = new TileUse[n]();  // value-initialised: zero
        std::copy_n(begin(), keep, more);
        Release();
        SetHeap(more);
      }
      size_ = static_cast<uint8_t>(n);
    }

   private:
    // TileUse is three bytes and trivially copyable, so its inline array's
    // bytes can hold the pointer (copied in and out with memcpy).
    static_assert(sizeof(TileUse) == 3 && kInline * sizeof(TileUse) >= sizeof(TileUse*));
    static_assert(std::is_trivially_copyable_v<TileUse>);
    bool OnHeap() const { return size_ > kInline; }
    TileUse* Heap() const {
      TileUse* p;
      std::memcpy(&p, static_cast<const void*>(inline_.data()), sizeof p);
      return p;
    }
    void SetHeap(TileUse* p) { std::memcpy(static_cast<void*>(inline_.data()), &p, sizeof p); }
    void Release() {
      if (OnHeap()) delete[] Heap();
      size_ = 0;
    }
    void CopyFrom(const TileUses& o) {
      if (o.OnHeap()) {
        TileUse* p = new TileUse[o.size_];
        std::copy_n(o.Heap(), o.size_, p);
        SetHeap(p);
      } else {
        inline_ = o.inline_;
      }
      size_ = o.size_;
    }

    uint8_t size_ = 0;
    std::array<TileUse, kInline> inline_{};  // the uses, or (past kInline) a TileUse* to them all
  };
  static_assert(sizeof(TileUses) == 1 + TileUses::kInline * sizeof(TileUse));
  struct Match {
    std::string word;
    Tier tier = 0;
    TileUses uses;  // in word order
    // What a use stood for in this word ("qu" for a QU tile, "ll" for a
    // doubled L).
    std::string_view letters(const TileUse& use) const {
      return std::string_view(word).substr(use.first, use.count);
    }
  };
  struct SearchOptions {
    int min_length = 2;      // in letters
    int max_length = 64;
    Tier max_tier = 70;      // only words at most this tier
    size_t limit = SIZE_MAX; // keep only the first `limit` matches of the order below
    int min_tiles = 0;       // use at least this many tiles
    // Stop at the first match the walk finds (is there any word at all?):
    // the result is that one match, not the best one. Far quicker on a big
    // rack that has words.
    bool first_only = false;
  };
  // Every distinct word spellable from a sub-multiset of the tiles, each with
  // one way to spell it. Exact: nothing is sampled, and `limit` cuts the
  // ordered list, so the matches kept are always the best ones. Order:
  // longest first, then most common (lowest tier), then alphabetical.
  // A tile placed kFirst/kLast must spell the start/end of the word; a
  // required tile must be used; min_tiles counts tiles, not letters. More
  // than kMaxTiles tiles find nothing.
  std::vector<Match> Anagrams(const std::vector<Tile>& tiles, const SearchOptions& options) const;

  // The same matches (same words, order and spellings) kept flat: the
  // words' letters back to back, their tile uses back to back, and one
  // small entry per match. No allocation per match, which counts when a
  // search finds tens of thousands (Finders Keepers' table of 30 cards
  // finds some 59,000 words); Anagrams() is built from it.
  class MatchList {
   public:
    size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    std::string_view word(size_t i) const {
      const Entry& e = entries_[i];
      return std::string_view(chars_.data() + e.chars, e.length);
    }
    Tier tier(size_t i) const { return entries_[i].tier; }
    // Match i's tile uses, in word order.
    const TileUse* uses_begin(size_t i) const { return uses_.data() + entries_[i].uses; }
    const TileUse* uses_end(size_t i) const { return uses_begin(i) + entries_[i].use_count; }
    size_t use_count(size_t i) const { return entries_[i].use_count; }
    // What a use of match i stood for ("qu" for a QU tile).
    std::string_view letters(size_t i, const TileUse& use) const { return word(i).substr(use.first, use.count); }
    // Letters of all matches together (for reserving space downstream).
    size_t total_letters() const { return chars_.size(); }
    size_t total_uses() const { return uses_.size(); }

   private:
    friend class Dictionary;
    friend struct MatchListWriter;  // anagram.cpp
    struct Entry {
      uint32_t chars = 0;  // into chars_
      uint32_t uses = 0;   // into uses_
      uint8_t length = 0;
      uint8_t use_count = 0;
      uint8_t tier = 0;    // a Tier (SCOWL levels are at most 95)
    };
    std::vector<Entry> entries_;
    std::string chars_;
    std::vector<TileUse> uses_;
  };
  MatchList FindAnagrams(const std::vector<Tile>& tiles, const SearchOptions& options) const;
  // Convenience for a plain rack: letters a-z (either case) and '?' for a
  // wildcard; anything else (spaces, punctuation) is skipped.
  std::vector<Match> Anagrams(std::string_view rack, const SearchOptions& options) const;

  // --- Word families (Word Lift's steal rule) --------------------------------
  // True if one word is merely another form of the other: plural, possessive,
  // verb tense (-s, -es, -ed, -d, -ing, irregular forms) or comparative
  // (-er, -est) of a shared base, a suffix counting only where the base's
  // part of speech takes it. GAMES/GAMED, QUIZ/QUIZZES: true. GAME/GAMER,
  // NEW/NEWS: false. Spelling rules plus the file's forms section, built
  // from WordNet; see family.cpp.
  bool SameFamily(std::string_view a, std::string_view b) const;
  // The words `word` is merely a form of, itself first (lowercase); empty
  // for anything but letters. WENT: went, go. GAMER: gamer.
  std::vector<std::string> FamilyBases(std::string_view word) const;

  struct Impl;  // opaque: the loaded automaton (dict_internal.h)

 private:
  Dictionary() = default;
  std::shared_ptr<const Impl> impl_;
};

}  // namespace lf
