// The Lost Words card game (2–4 players). The rules and our rulings, in our
// words: docs/rules/lost-words.md (also the in-app rules page).
//
// [SECTION] Index
//   Components ... Cards (Word, Special, Card), FixedVec, NatureSlot
//   Phases ....... Phase, and the turn as a state machine
//   Notation ..... Move: every move a player can make, as readable text
//   Events ....... Event: what happened, for narration ("Ana played Conker ...")
//   State ........ the rules as a copyable value (bots search on copies)
//   Game ......... LostWordsGame: the lf::Game face, the read API for the UI,
//                  the set-up language and the query keys for scenarios
//
// [SECTION] Components
// 20 nature cards (one per word), 40 spell cards (the same 20 words, two copies
// each) and 20 special cards: Acorn x3, Conker x3, Heron x3, Lark x3, Magpie x3,
// Wall x4, Wild One x1. Five specials share a name with a nature word; they are
// different cards, and everything here keeps them apart: a Card is either a
// spell (of a Word) or a special (a Special), and its text token says which
// ("spell:Acorn" and "special:Acorn").
//
// Set-up: nature cards are dealt face up, 6 each with 2 players, 5 with 3 and 4
// with 4; two more go face up to the centre as the spares; the rest are out of
// the game (the "box"). The 60 spell and special cards are shuffled, three go
// to each hand, and the top card of the rest starts the discard pile (a special
// stays there; it just cannot be drawn). The first player is the set-up option
// `first` (a seat), else chosen by the game's Rng.
//
// [SECTION] Phases (one turn)
//   kDraw        draw the top of the deck, or the top of the discard pile unless
//                it is a special. Only if neither pile can give a card (both are
//                exhausted) is "draw deck" a draw of nothing.
//   kAction      any number of moves while actions last: one action per turn,
//                plus one per Lark played (playing a Lark costs no action).
//                Actions: match a spell on your unmatched nature card of the
//                same word; play a special; exchange an unmatched nature card
//                for a spare. "end" ends the phase (taking no action is fine).
//   kConkerReply entered by a Conker: the victim (CurrentSeat()) answers
//                whether to put their own duplicate spell back on the pair (and
//                then draw a card). Every victim is asked, holding a duplicate
//                or not, so the question itself reveals nothing.
//   kDiscard     after "end": the used specials have gone to the discard pile;
//                with more than three cards in hand, discard one at a time down
//                to three (with fewer, the deck tops the hand up to three and the
//                turn passes at once).
//   kOver        someone's nature cards are all matched. Checked after every
//                action and every Conker reply, for every player (a Magpie
//                changes two rows).
// A player who has to miss turns (a Heron nobody could answer) is passed over
// when their turn comes, one missed turn per failed Heron.
//
// Deck and discard: when a card must be drawn from an empty deck, the discard
// pile except its top card is turned over, not shuffled, to become the deck
// (so its oldest card is drawn first). If the discard pile ever empties, the
// deck's top card is turned over onto it. If both are exhausted, the draw is
// skipped.
//
// [SECTION] Hidden information
// Hands and the deck's order are hidden; everything else is public: the rows,
// the spares, every card that lands face up on the discard pile (the view
// shows its top and count; State keeps the whole pile, which a player with a
// good memory knows), the specials used this turn, and every Heron's answer.
// State tracks what everyone knows about a hand: cards taken from the
// discard pile or given by a Heron, and spells a Heron proved absent (until
// that hand next draws a hidden card). Redacted(seat) turns the other hands
// and the deck into unknown cards and forgets the seed (which would deal them
// again); bots determinize such a copy with State::Determinize. A move that
// drew a hidden card or made a Heron answer is RevealedInformation (no undo).
//
// [SECTION] Notation (Move::Parse / Move::ToString; words are case-insensitive)
//   draw deck | draw discard
//   match Fern                      spell Fern from hand onto your nature Fern
//   play Acorn                      draw two more cards
//   play Conker 2 Otter             seat 2's Otter pair loses its spell
//   play Heron Raven                fish for a Raven spell
//   play Lark                       one more action (costs none)
//   play Magpie 1 Wren give Ivy     take seat 1's Wren pair, give them your Ivy
//   play Wall Fern                  protect your matched Fern pair
//   play Wild-One Newt              the Wild One as the spell of your Newt
//   exchange Ivy Wren               your unmatched Ivy for the spare Wren
//   end                             end the action phase
//   discard Otter | discard special:Acorn
//   conker-reply rematch | conker-reply decline
// Card tokens: a bare word or "spell:Fern" is a spell card; "special:Acorn",
// "special:Wild-One" are specials ("Wall" and "Wild-One" need no prefix, as no
// spell has those names). ToString always writes the canonical form.
//
// [SECTION] Set-up language (LostWordsGame::ApplySetup; before the first move)
// Set-up lines move cards, never create or lose one:
//   nature SEAT W...        that row becomes these nature cards, unmatched, in
//                           this order (as many as the row holds). Each named
//                           card swaps places with the row's old card at that
//                           position (from another row, the spares or the box);
//                           spells, Walls and Wild Ones on moved cards go to the
//                           bottom of the deck.
//   spares W W              the two spares, by the same swapping.
//   hand SEAT C...          that hand becomes exactly these cards (any number).
//                           Its old cards go to the bottom of the deck.
//   discard C...            the discard pile becomes these cards, the last on
//                           top (at least one). Its old cards go to the bottom
//                           of the deck.
//   deck-top C...           these cards go on top of the deck, the first named
//                           being the next card drawn.
//   match SEAT W [wall]     seat's nature W gets its spell (and a Wall).
//   wild-one SEAT W [wall]  seat's nature W gets the Wild One (and a Wall).
//   wall SEAT W             a Wall on seat's matched W.
//   deck-size N hand SEAT   only the top N cards stay in the deck; the others
//                           go into that hand (to test exhausted piles).
// A named card is taken from the deck if it is there, else from the discard
// pile, else from another hand (which gets the deck's top card instead); a
// card that is nowhere free is refused ("no free Wild One special"). Later
// lines may take cards from the deck, so give deck-top last.
//
// [SECTION] Query keys (LostWordsGame::Query, for scenarios and tests)
//   phase, turn, current, winner ("none" or a seat), actions-left, larks,
//   deck-count, discard-count, discard-top, deck-top (test-only), spares,
//   used (specials used this turn), card-total, nature-total,
//   hand:S (sorted tokens), hand-count:S, row:S ("Fern+spell Ivy
//   Newt+wild-one Otter+spell+wall"), matched:S, progress:S, skip:S,
//   known:S (cards publicly known to be in that hand), absent:S (spell words
//   publicly known not to be in it), last (narration of the last move).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/check.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"

namespace lf::lost_words {

// [SECTION] Cards ------------------------------------------------------------

inline constexpr int kNumWords = 20;
inline constexpr int kNumSpecials = 7;
inline constexpr int kSpellCopies = 2;
inline constexpr int kDeckSize = 60;  // 40 spells + 20 specials
inline constexpr int kMaxSeats = 4;
inline constexpr int kMaxNature = 6;
inline constexpr int kHandSize = 3;

// The twenty words, alphabetical. Values 0..19.
// clang-format off
enum class Word : uint8_t {
  kAcorn, kAdder, kBluebell, kBramble, kConker, kDandelion, kFern, kHeather, kHeron, kIvy,
  kKingfisher, kLark, kMagpie, kNewt, kOtter, kRaven, kStarling, kWeasel, kWillow, kWren,
};
// clang-format on
enum class Special : uint8_t { kAcorn, kConker, kHeron, kLark, kMagpie, kWall, kWildOne };

inline constexpr std::array<int, kNumSpecials> kSpecialCopies = {3, 3, 3, 3, 3, 4, 1};

inline constexpr int Index(Word w) { return static_cast<int>(w); }
inline constexpr int Index(Special s) { return static_cast<int>(s); }
inline constexpr Word WordAt(int i) { return static_cast<Word>(i); }
inline constexpr Special SpecialAt(int i) { return static_cast<Special>(i); }

std::string_view WordName(Word w);            // "Fern"
std::string_view SpecialName(Special s);      // "Wild One" (for people)
std::string_view SpecialNotation(Special s);  // "Wild-One" (in moves)
// Case-insensitive; nullopt if unknown.
std::optional<Word> ParseWord(std::string_view text);
std::optional<Special> ParseSpecial(std::string_view text);  // accepts "Wild-One", "WildOne"

// A spell or special card, or an unknown card (a hidden card in a redacted
// copy). One byte: 0 unknown, 1..20 spells, 21..27 specials.
class Card {
 public:
  static constexpr int kCodes = 1 + kNumWords + kNumSpecials;

  constexpr Card() = default;
  static constexpr Card Unknown() { return Card(0); }
  static constexpr Card Spell(Word w) { return Card(static_cast<uint8_t>(1 + Index(w))); }
  static constexpr Card Of(Special s) { return Card(static_cast<uint8_t>(1 + kNumWords + Index(s))); }
  static constexpr Card FromCode(int code) { return Card(static_cast<uint8_t>(code)); }

  constexpr bool IsUnknown() const { return code_ == 0; }
  constexpr bool IsSpell() const { return code_ >= 1 && code_ <= kNumWords; }
  constexpr bool IsSpecial() const { return code_ > kNumWords && code_ < kCodes; }
  constexpr bool Is(Special s) const { return *this == Of(s); }
  Word word() const {
    LF_CHECK(IsSpell());
    return WordAt(code_ - 1);
  }
  Special special() const {
    LF_CHECK(IsSpecial());
    return SpecialAt(code_ - 1 - kNumWords);
  }
  constexpr int code() const { return code_; }

  std::string Token() const;     // "spell:Fern", "special:Wild-One", "unknown"
  std::string Notation() const;  // "Fern", "special:Acorn" (as written in moves)
  std::string Title() const;     // "the Fern spell", "a Wild One" (for narration)
  // Accepts the notation and the token forms; nullopt if not a card.
  static std::optional<Card> Parse(std::string_view text);

  constexpr bool operator==(const Card&) const = default;

 private:
  constexpr explicit Card(uint8_t code) : code_(code) {}
  uint8_t code_ = 0;
};

// How many copies of each card code the game holds (index 0, unknown, is 0).
std::array<int, Card::kCodes> DeckComposition();

// A vector with inline storage: states are copied by the thousand in bot
// search, so they hold no heap memory. Overflow is a programmer error (no pile
// can hold more cards than the game has).
template <typename T, int N>
class FixedVec {
 public:
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](int i) const {
    LF_CHECK_LT(i, size_);
    return items_[static_cast<size_t>(i)];
  }
  T& operator[](int i) {
    LF_CHECK_LT(i, size_);
    return items_[static_cast<size_t>(i)];
  }
  const T& back() const { return (*this)[size_ - 1]; }
  void push_back(const T& v) {
    LF_CHECK_LT(size_, N);
    items_[static_cast<size_t>(size_++)] = v;
  }
  T pop_back() {
    LF_CHECK_GT(size_, 0);
    return items_[static_cast<size_t>(--size_)];
  }
  void insert(int at, const T& v) {
    LF_CHECK_LT(size_, N);
    LF_CHECK_LE(at, size_);
    for (int i = size_; i > at; --i) items_[static_cast<size_t>(i)] = items_[static_cast<size_t>(i - 1)];
    items_[static_cast<size_t>(at)] = v;
    ++size_;
  }
  void erase(int at) {
    LF_CHECK_LT(at, size_);
    for (int i = at; i + 1 < size_; ++i) items_[static_cast<size_t>(i)] = items_[static_cast<size_t>(i + 1)];
    --size_;
  }
  void clear() { size_ = 0; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  // Index of the last element equal to v (nearest the top of a pile), or -1.
  int FindLast(const T& v) const {
    for (int i = size_ - 1; i >= 0; --i)
      if (items_[static_cast<size_t>(i)] == v) return i;
    return -1;
  }
  int Count(const T& v) const {
    int n = 0;
    for (int i = 0; i < size_; ++i) n += items_[static_cast<size_t>(i)] == v;
    return n;
  }
  bool Contains(const T& v) const { return FindLast(v) >= 0; }
  // Only the live elements count: storage past size() keeps stale values.
  bool operator==(const FixedVec& o) const {
    if (size_ != o.size_) return false;
    for (int i = 0; i < size_; ++i)
      if (!(items_[static_cast<size_t>(i)] == o.items_[static_cast<size_t>(i)])) return false;
    return true;
  }

 private:
  std::array<T, N> items_{};
  int size_ = 0;
};

using CardList = FixedVec<Card, kDeckSize>;

// One nature card in a player's row, with what lies on it.
struct NatureSlot {
  enum class Cover : uint8_t { kNone, kSpell, kWildOne };
  Word nature = Word::kAcorn;
  Cover cover = Cover::kNone;
  bool wall = false;

  bool matched() const { return cover != Cover::kNone; }
  bool wild() const { return cover == Cover::kWildOne; }
  // Walls and the Wild One keep Conker and Magpie away.
  bool is_protected() const { return wall || wild(); }
  bool operator==(const NatureSlot&) const = default;
};
using Row = FixedVec<NatureSlot, kMaxNature>;

// [SECTION] Phases -------------------------------------------------------------

enum class Phase : uint8_t { kDraw, kAction, kConkerReply, kDiscard, kOver };
std::string_view PhaseName(Phase p);  // "draw", "action", "conker-reply", "discard", "over"

// [SECTION] Notation -----------------------------------------------------------

struct Move {
  enum class Kind : uint8_t {
    kDrawDeck,
    kDrawDiscard,
    kMatch,
    kPlay,
    kExchange,
    kEnd,
    kDiscard,
    kConkerRematch,
    kConkerDecline,
  };
  Kind kind = Kind::kEnd;
  Special special = Special::kAcorn;  // kPlay: which special
  // kMatch: the spell/nature word. kPlay: Conker/Magpie the target pair's
  // nature, Heron the word asked for, Wall/Wild-One your nature card.
  // kExchange: your nature card.
  Word word = Word::kAcorn;
  Word other = Word::kAcorn;  // Magpie: your nature card given; exchange: the spare taken
  int target = -1;            // Conker/Magpie: the opponent's seat
  Card card;                  // kDiscard

  static Move OfKind(Kind k) {
    Move m;
    m.kind = k;
    return m;
  }
  static Move DrawDeck() { return OfKind(Kind::kDrawDeck); }
  static Move DrawDiscard() { return OfKind(Kind::kDrawDiscard); }
  static Move Match(Word w);
  static Move Play(Special s);            // Acorn, Lark
  static Move PlayOn(Special s, Word w);  // Heron, Wall, Wild One
  static Move Conker(int seat, Word w);
  static Move Magpie(int seat, Word take, Word give);
  static Move Exchange(Word own, Word spare);
  static Move End() { return OfKind(Kind::kEnd); }
  static Move Discard(Card c);
  static Move Rematch() { return OfKind(Kind::kConkerRematch); }
  static Move Decline() { return OfKind(Kind::kConkerDecline); }

  // The card from the mover's hand this move uses, if any.
  std::optional<Card> CardUsed() const;
  bool CostsAction() const;

  std::string ToString() const;
  // Refuses text that is not a move, with the shape it should have.
  static Result<Move> Parse(std::string_view text);

  bool operator==(const Move& o) const { return ToString() == o.ToString(); }
};

// [SECTION] Events ---------------------------------------------------------------

// One thing that happened, public information only (never a card drawn from
// the deck), so every seat may read every event. A move produces a few events;
// LostWordsGame::Describe turns them into sentences.
struct Event {
  enum class Kind : uint8_t {
    kDrewDeck,       // seat drew a card from the deck
    kDrewDiscard,    // seat took `card` from the discard pile
    kDrawSkipped,    // seat could not draw: both piles exhausted
    kDeckRebuilt,    // the discard pile (but its top) became a deck of `count`
    kDiscardTurned,  // the deck's top `card` was turned to restart the discard pile
    kMatched,        // seat matched `word`
    kPlayedAcorn,    // seat played Acorn and drew `count` cards
    kPlayedConker,   // seat played Conker on `other`'s `word`
    kConkerRematch,  // seat (the victim) put its own `word` spell back and drew `count`
    kConkerDecline,  // seat (the victim) did not replace `word`
    kPlayedHeron,    // seat played Heron asking for `word`
    kHeronNone,      // `other` (asked) had no `word`
    kHeronGave,      // `other` gave seat a `word` spell and drew `count` replacement
    kHeronFailed,    // nobody had `word`: seat misses its next turn
    kPlayedLark,     // seat played Lark: one more action
    kPlayedMagpie,   // seat took `other`'s `word` pair and gave them `word2`
    kPlayedWall,     // seat put a Wall on its `word` pair
    kPlayedWildOne,  // seat put the Wild One on its `word`
    kExchanged,      // seat exchanged its `word` for the spare `word2`
    kEndedActions,   // seat ended its action phase
    kUsedDiscarded,  // seat's used special `card` went to the discard pile
    kDiscarded,      // seat discarded `card`
    kToppedUp,       // seat drew `count` cards to hold three
    kTurnSkipped,    // seat missed this turn
    kWon,            // seat matched all its nature cards
  };
  Kind kind = Kind::kDrewDeck;
  int seat = -1;
  int other = -1;
  Word word = Word::kAcorn;
  Word word2 = Word::kAcorn;
  Card card;
  int count = 0;

  static Event Of(Kind k, int seat = -1) {
    Event e;
    e.kind = k;
    e.seat = seat;
    return e;
  }
};
using EventLog = std::vector<Event>;

// [SECTION] State ----------------------------------------------------------------

// The whole table as a value with no heap memory: the rules engine. Moves are
// typed here; LostWordsGame adds the notation, history and narration.
class State {
 public:
  // Deals a new game.
  // `first` is the first seat, or -1 to let `rng` choose after the shuffles.
  static State Deal(int seats, int first, Rng& rng);

  // --- Reading the table (all public except hands and deck order) ---
  int seats() const { return seats_; }
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }  // whose turn it is
  // Who must move now: the turn's player, the Conker victim while they answer,
  // or kTerminalSeat.
  int current() const;
  int winner() const { return winner_; }
  const Row& row(int seat) const { return rows_[Seat(seat)]; }
  const CardList& hand(int seat) const { return hands_[Seat(seat)]; }
  const CardList& deck() const { return deck_; }        // back() is the top
  const CardList& discard() const { return discard_; }  // back() is the top
  const std::array<Word, 2>& spares() const { return spares_; }
  const FixedVec<Word, kNumWords>& box() const { return box_; }
  const FixedVec<Card, kDeckSize>& used() const { return used_; }  // specials used this turn
  int actions_left() const { return actions_left_; }
  int larks_played() const { return larks_played_; }
  int skip_turns(int seat) const { return skip_[Seat(seat)]; }
  int conker_attacker() const { return phase_ == Phase::kConkerReply ? turn_ : -1; }
  int conker_victim() const { return phase_ == Phase::kConkerReply ? conker_victim_ : -1; }
  Word conker_word() const { return conker_word_; }
  // Public knowledge: how many copies of `card` everyone knows to be in the
  // hand (taken from the discard pile or given by a Heron), and which spell
  // words everyone knows are not in it (a Heron's "no", until the next
  // hidden draw).
  int known(int seat, Card card) const { return known_[Seat(seat)][static_cast<size_t>(card.code())]; }
  bool known_absent(int seat, Word w) const { return (absent_[Seat(seat)] >> Index(w)) & 1u; }

  int MatchedCount(int seat) const;
  int ProtectedCount(int seat) const;
  bool Complete(int seat) const;
  // The row position of nature word w in seat's row, or -1.
  int SlotOf(int seat, Word w) const;
  // The seat whose row holds nature w, or -1 (spare or out of the game).
  int OwnerOf(Word w) const;
  bool HasUnmatched(int seat) const { return MatchedCount(seat) < row(seat).size(); }
  bool DiscardTopDrawable() const { return !discard_.empty() && discard_.back().IsSpell(); }
  // A card can come off the deck (directly or after turning the discard pile).
  bool DeckCanGive() const { return !deck_.empty() || discard_.size() >= 2; }
  std::optional<Card> DiscardTop() const {
    if (discard_.empty()) return std::nullopt;
    return discard_.back();
  }

  // --- Rules ---
  // Legal moves for current(), each accepted by Apply. Empty when over.
  std::vector<Move> LegalMoves() const;
  // Why `seat` may not make `move` now, or ok. Changes nothing.
  Status Check(int seat, const Move& move) const;
  // Checks, then plays the move; events go to `log` if given.
  Status Apply(int seat, const Move& move, EventLog* log = nullptr);

  // --- Hidden information ---
  // What `seat` may know: other hands and the deck become unknown cards.
  State RedactedFor(int seat) const;
  // Fills the unknown cards of a redacted copy with a random deal consistent
  // with what is public (known cards in hands, Heron answers where possible),
  // for the bots' determinized search. No-op on a full state.
  void Determinize(Rng& rng);

  // Every card code counted over all piles: equal to DeckComposition() in a
  // full state (no card created or lost).
  std::array<int, Card::kCodes> Census() const;
  // The 20 nature words over rows, spares and box, each exactly once.
  std::array<int, kNumWords> NatureCensus() const;

  // --- Set-up (see the set-up language above) ---
  Status SetupNature(int seat, const std::vector<Word>& words);
  Status SetupSpares(Word a, Word b);
  Status SetupHand(int seat, const std::vector<Card>& cards);
  Status SetupDiscard(const std::vector<Card>& cards);
  Status SetupDeckTop(const std::vector<Card>& cards);
  Status SetupCover(int seat, Word w, NatureSlot::Cover cover, bool wall);
  Status SetupWall(int seat, Word w);
  Status SetupDeckSize(int n, int seat);
  // After every set-up line: the discard pile must not be left empty.
  void SettleAfterSetup() { KeepDiscardStarted(nullptr); }

  // --- Snapshots (docs/multi-device.md; snapshot.cpp) ---
  // Every field as JSON: cards as tokens ("spell:Fern", "unknown"), rows as
  // "Fern+spell+wall".
  Json ToJson() const;
  // The state written by ToJson for `seats` seats, every field checked (no
  // card created or lost, each nature card once, a Conker victim with the
  // pair to answer for), or a refusal saying what is wrong.
  static Result<State> FromJson(const Json& j, int seats);

  bool operator==(const State&) const = default;

 private:
  static size_t Seat(int seat) {
    LF_CHECK_GE(seat, 0);
    LF_CHECK_LT(seat, kMaxSeats);
    return static_cast<size_t>(seat);
  }
  Status CheckAction(int seat, const Move& move) const;
  Status CheckPlay(int seat, const Move& move) const;
  Status CheckTargetPair(int seat, const Move& move) const;
  void Perform(int seat, const Move& move, EventLog* log);
  void PerformPlay(int seat, const Move& move, EventLog* log);
  // Card movements that keep the public knowledge up to date.
  void RemoveFromHand(int seat, Card c);
  void AddKnownToHand(int seat, Card c);
  bool DrawFromDeck(int seat, EventLog* log);  // false if both piles are exhausted
  bool RebuildDeck(EventLog* log);
  void KeepDiscardStarted(EventLog* log);
  void EndActions(EventLog* log);
  void FinishTurn(EventLog* log);
  void BeginTurn(int seat);
  bool CheckWin(int actor, EventLog* log);
  // Set-up helpers.
  Status TakeForSetup(Card c, int keep_hand_of);
  void SwapNature(Word w, int seat, int slot);
  void ClearCover(NatureSlot& slot);

  int seats_ = 2;
  Phase phase_ = Phase::kDraw;
  int turn_ = 0;
  int winner_ = -1;
  int actions_left_ = 0;
  int larks_played_ = 0;
  int conker_victim_ = -1;
  Word conker_word_ = Word::kAcorn;
  std::array<Row, kMaxSeats> rows_{};
  std::array<CardList, kMaxSeats> hands_{};
  std::array<uint8_t, kMaxSeats> skip_{};
  std::array<std::array<uint8_t, Card::kCodes>, kMaxSeats> known_{};
  std::array<uint32_t, kMaxSeats> absent_{};
  std::array<Word, 2> spares_{};
  FixedVec<Word, kNumWords> box_;
  CardList deck_;
  CardList discard_;
  FixedVec<Card, kDeckSize> used_;
};

// [SECTION] Game -----------------------------------------------------------------

class LostWordsGame final : public Game {
 public:
  // Options: seats 2..4; variant {"first": seat} (or "random", the default).
  static Result<std::unique_ptr<Game>> Create(const GameOptions& options);

  std::string_view Name() const override { return "lost-words"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<LostWordsGame>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override { return state_.current(); }
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override;
  // Each player's count of matched nature cards (the progress); the winner has
  // them all.
  std::vector<int> Scores() const override;
  std::vector<int> Winners() const override;
  std::unique_ptr<Game> Redacted(int seat) const override;
  // A world sampled for `seat` (sampler.cpp): the other hands and the deck
  // dealt at random from the cards the seat cannot account for, with the
  // public knowledge of hands kept (State::Determinize).
  std::unique_ptr<Game> Determinize(int seat, Rng& rng) const override;
  // {"you","phase","turn","current","winner","actions_left","larks_played",
  //  "used":[cards],"players":[{"row":["Ivy","Fern|spell:Fern|wall",
  //  "Newt|special:Wild-One"],"matched","total","hand_count",
  //  "hand":[cards] (your own only),"skip_turns",
  //  "known_cards":[cards],"known_absent":[words]}],"spares":[words],
  //  "deck_count","discard_count","discard_top":card|null,
  //  "conker":{"attacker","victim","nature"} (while a Conker is answered)}.
  // Cards are tokens that say their kind: "spell:Acorn", "special:Acorn".
  // A pair with a Wall or the Wild One is protected. Lists of known cards
  // are left out when empty. seat -1 is a spectator (no hand). (The UI reads
  // the typed API below; this view serves the CLI, tests and records.)
  Json View(int seat) const override;
  // The table and the legal moves in words, for the accessibility mirror
  // (words.cpp): "Your hand", "Ana's row", "Play Conker on Ana's Otter: knock
  // its spell off". Read only what `seat` may see.
  std::vector<TextPart> DescribeTable(int seat, const std::vector<std::string>& names) const override;
  MoveText DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const override;
  // The state (State::ToJson) and "history": [{"seat","move","time",
  // "revealed","events":[[kind,seat,other,word,word2,card,count]...]}], the
  // events as numbers (Event's enums, Card::code()). snapshot.cpp.
  Json Snapshot() const override;
  Status Restore(const Json& snapshot) override;
  const std::vector<LoggedMove>& History() const override { return log_->history; }
  bool RevealedInformation(size_t i) const override { return i < log_->revealed.size() && log_->revealed[i]; }
  // A draw is shown for kDrawHoldShare of the pace (a bot's draw is quicker
  // to watch than its play); "end" that moved no card for kQuietHoldShare;
  // everything else, and any move that won the game, whole.
  double HoldShare(size_t i) const override;
  static constexpr double kDrawHoldShare = 0.55;
  static constexpr double kQuietHoldShare = 0.35;
  Status ApplySetup(std::string_view line) override;
  Result<std::string> Query(std::string_view key) const override;

  // --- Read API for the UI ---
  const State& state() const { return state_; }
  // "3 of 5 matched".
  std::string Progress(int seat) const;
  // The end-of-game table (also valid mid-game), one object per seat:
  // {"seat","nature_cards","matched","by_spell","by_wild_one","walls",
  //  "protected","unmatched":[words],"progress","skip_turns","winner"}.
  Json Breakdown() const;
  // Legal moves of `seat` that use this card from its hand (the targets to
  // highlight when the card is selected), or that involve this nature card
  // (own: exchange, Wall, Wild One, Magpie give; an opponent's: Conker,
  // Magpie; a spare: exchange).
  std::vector<Move> MovesWithCard(int seat, Card card) const;
  std::vector<Move> MovesWithNature(int seat, Word nature) const;
  // The move at History()[i] in words, with its consequences: "Ana played
  // Conker on Ben's Otter; the Otter spell goes to the discard pile." Names
  // default to "Seat N".
  std::string Describe(size_t i, const std::vector<std::string>& names = {}) const;
  std::span<const Event> Events(size_t i) const;
  // Whether the move at History()[i] began a turn (its draw from the deck or
  // the discard pile): the table uses it to tell "this turn" from earlier ones.
  bool StartsTurn(size_t i) const;
  // One event as a sentence (the pieces Describe joins).
  static std::string Narrate(const Event& e, const std::vector<std::string>& names);

  // Use Create (it validates the options). `first` is a seat or -1 (random).
  LostWordsGame(const GameOptions& options, int first);

 private:
  // The moves so far and what each one did. Shared between copies and copied
  // only when a shared one grows: bots and tests copy the game after every
  // move, and copying a long log each time would make a game quadratic.
  struct Log {
    std::vector<LoggedMove> history;
    std::vector<bool> revealed;
    // Every move's events, flat: move i's are events[event_begin[i]] up to
    // the next move's, so a copy is a few memcpys, not one vector per move.
    std::vector<Event> events;
    std::vector<uint32_t> event_begin;
  };
  void Record(LoggedMove move, const EventLog& events);

  Json BuildView(int seat) const;
  void ForgetViews() const { view_cache_ = {}; }

  GameOptions options_;
  Rng rng_;
  State state_;
  std::shared_ptr<const Log> log_ = std::make_shared<const Log>();
  // View(seat) by seat + 1, built on first use after a change: the test
  // harnesses ask for every seat's view several times per move. Forgotten
  // by every ApplyMove (even a refused one, so "nothing changed" is checked
  // against a fresh view) and in redacted copies. Like the rest of the game,
  // not for use from two threads at once.
  mutable std::array<std::shared_ptr<const Json>, kMaxSeats + 1> view_cache_;
};

// The game's descriptor for the registry (descriptor.cpp).
GameInfo Descriptor();

}  // namespace lf::lost_words
