// Lost for Words (Tom Scutt, 2003; loosely after Lost Cities): two players
// build words of five or more letters in up to five columns each.
//
// The rules, our deck and our rulings, in our words:
// docs/rules/lost-for-words.md (also the in-app rules page). This header is
// the rulebook as the engine enforces it.
//
// [SECTION] Cards
// 80 letter cards (kDeckTable below, our deck): vowels A E I O U are
// red, every other letter (Y too) is black. Copies of a letter are identical,
// so inside the engine a card is its letter 'A'..'Z'; '?' is a card the
// viewing seat cannot see.
//
// [SECTION] Set-up and turns
// Shuffle, deal 8 cards to each player; the rest is the draw deck. Option
// "first" picks the starting seat. A turn is two phases, each its own move so
// a screen can show the half-turn:
//   kAct   play a card to one of your five columns, or discard it face up on
//          its colour's pile (red for vowels, black for consonants);
//   kDraw  take the top card of the deck or of either discard pile, never the
//          card you discarded this turn.
// Play-and-discard variant: in kAct you must both play one card and discard
// one (either order), then draw two cards in kDraw (deck and/or piles, one at
// a time; a pile's next card may be taken once its top is gone, but never the
// card you discarded this turn).
// The game ends the moment the deck's last card is drawn, even in the middle
// of a variant turn's two draws.
//
// [SECTION] Columns
// Each player has five column slots, empty at first. A letter is appended to
// the end of a column's word (never inserted). A vowel may instead be played
// sideways as a multiplier, only while the column has no letters yet; every
// multiplier in a column is the same vowel letter, and a column takes at most
// three (the rulebook's scale stops at x4). Letters need not spell a word
// while being played; only the final layout is judged.
//
// [SECTION] Scoring (per column, when the game ends; Scores() is the same
// sum "as if the game ended now")
//   valid   = the letters spell a dictionary word of five or more letters
//   points  = sum of the letter cards' values (multiplier cards score nothing)
//   factor  = 1 + number of multipliers (x1 .. x4)
//   bonus   = +10 if valid and seven or more letters
// An empty column scores 0. Otherwise, as the rulebook's table:
//   standard     base -10, points = valid ? sum : 0
//   alternative  base 0,   points = valid ? sum : -sum
//   sub-total = base + points; total = sub-total x factor + bonus.
// So three multipliers and no letters score -40 (standard), and a valid
// seven-letter word earns +10 after the multiplier.
//
// [SECTION] Move notation (also the move log, game records and scenarios)
//   play E 2      append letter E to your column 2 (columns are 1..5)
//   mult A 3      play A sideways as a multiplier on your column 3
//   discard Q     discard Q onto its colour's pile
//   draw deck     draw the top card of the deck
//   draw red      take the top card of the red (vowel) pile
//   draw black    take the top card of the black (consonant) pile
// Letters may be written in either case; the canonical form is upper case.
//
// [SECTION] Options (GameOptions.variant)
//   "scoring": "standard" (default) | "alternative"
//   "play_and_discard": false (default) | true
//   "first": 0 (default) | 1      the seat that starts
// Unknown keys or values are refused when the game is created.
//
// [SECTION] Set-up language (scenario `setup` lines, before the first move).
// Cards are always moved, never created: they come out of the deck; a card
// the deck no longer holds is taken from a hand, which gets the deck's top
// card in exchange (so hands stay at eight).
//   hand SEAT L L L L L L L L          that seat's hand, exactly eight cards
//                                      (its old hand goes back under the deck)
//   column SEAT COL [mult V]... [letters WORD]
//                                      lay cards straight into an empty column:
//                                      `column 0 3 mult E mult E letters BALLAST`
//   deck L L ...                       these cards on top of the deck, the
//                                      first named drawn first
//   pile red|black L L ...             these cards onto that pile, the last
//                                      named on top
//   deck-size N                        keep the deck's top N cards (N >= 1);
//                                      the rest go under their colour's pile
//
// [SECTION] Query keys (scenario `expect query KEY VALUE`; columns 1..5)
//   deck-count, phase (act|draw|over), current, hand-S (sorted letters),
//   red-top, black-top ("-" if empty), red-count, black-count,
//   word-S-C ("-" if none), mult-S-C (count), value-S-C (total if the game
//   ended now), alive-S-C (yes|no: can still become a word of 5+ letters),
//   row-S-C ("base -10 points 23 subtotal 13 multiplier x2 bonus 0 total 26"),
//   score-S.
//
// [SECTION] View(seat): the facts a seat can see, as JSON
//   seat, current, phase ("act" | "draw" | "over"), scoring,
//   play_and_discard, deck (cards left: the clock),
//   piles {"red": "EA", "black": "QK"} (bottom card first, top last),
//   played / discarded (variant, while acting), draws_left / blocked (while
//   drawing: the pile this seat may not draw from, or null),
//   players [{hand (this seat only), hand_count, known (cards seen taken from
//   a pile), words [5 strings], multipliers [5 strings of the vowel cards],
//   score}].
// Derived facts (a column's value, whether it can still become a word, the
// end-of-game table, hints, narration) come from the typed read API below.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/check.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"

namespace lf {

class Dictionary;

namespace lost_for_words {

inline constexpr int kPlayers = 2;
inline constexpr int kHandSize = 8;
inline constexpr int kColumns = 5;
inline constexpr int kMaxMultipliers = 3;
inline constexpr int kMinWordLength = 5;
inline constexpr int kLongWordLength = 7;
inline constexpr int kLongWordBonus = 10;
inline constexpr int kStandardBase = -10;
inline constexpr char kUnknownCard = '?';

// [SECTION] The deck: one table, A..Z (docs/rules/lost-for-words.md, "The cards").
struct LetterSpec {
  char letter;
  int copies;
  int value;
};
inline constexpr std::array<LetterSpec, 26> kDeckTable = {{
    {'A', 6, 2}, {'B', 2, 5}, {'C', 3, 5},  {'D', 3, 3}, {'E', 9, 2},  {'F', 1, 7}, {'G', 2, 5},
    {'H', 2, 5}, {'I', 6, 2}, {'J', 1, 10}, {'K', 1, 7}, {'L', 4, 3},  {'M', 2, 5}, {'N', 5, 3},
    {'O', 5, 2}, {'P', 2, 5}, {'Q', 1, 10}, {'R', 5, 3}, {'S', 6, 3},  {'T', 5, 3}, {'U', 3, 2},
    {'V', 1, 7}, {'W', 1, 7}, {'X', 1, 10}, {'Y', 2, 5}, {'Z', 1, 10},
}};
inline constexpr int kDeckSize = [] {
  int n = 0;
  for (const auto& s : kDeckTable) n += s.copies;
  return n;
}();
static_assert(kDeckSize == 80, "our deck has 80 cards");

// Card helpers. A card is its upper-case letter.
constexpr bool IsLetter(char c) { return c >= 'A' && c <= 'Z'; }
constexpr int LetterIndex(char c) { return c - 'A'; }
constexpr bool IsVowel(char c) { return c == 'A' || c == 'E' || c == 'I' || c == 'O' || c == 'U'; }
constexpr int LetterValue(char c) { return IsLetter(c) ? kDeckTable[static_cast<size_t>(c - 'A')].value : 0; }
constexpr int LetterCopies(char c) { return IsLetter(c) ? kDeckTable[static_cast<size_t>(c - 'A')].copies : 0; }
// Sum of the card values of a run of letters.
int LettersValue(std::string_view letters);

// Counts per letter, the currency of "no card created or lost" and of the
// bots' reasoning about unseen cards.
using LetterCounts = std::array<int, 26>;
LetterCounts FullDeckCounts();

enum class Pile : uint8_t { kRed, kBlack };  // red = vowels, black = consonants
inline Pile PileOf(char letter) { return IsVowel(letter) ? Pile::kRed : Pile::kBlack; }
std::string_view PileName(Pile p);  // "red" / "black"

enum class Scoring : uint8_t { kStandard, kAlternative };

// [SECTION] A column
struct Column {
  std::string letters;  // the word so far, upper case
  char multiplier = 0;  // the multipliers' vowel, 0 if none
  int multipliers = 0;  // 0..3
  bool empty() const { return letters.empty() && multipliers == 0; }
  int factor() const { return 1 + multipliers; }
  int card_count() const { return static_cast<int>(letters.size()) + multipliers; }
  bool operator==(const Column&) const = default;
};

// One row of the rulebook's end-of-game table.
struct ColumnScore {
  bool empty = true;
  bool valid = false;  // a dictionary word of five or more letters
  int letter_sum = 0;  // value of the letter cards, valid or not
  int base = 0;
  int points = 0;
  int subtotal = 0;
  int factor = 1;  // x1..x4 ("-" in the rulebook's table when x1)
  int bonus = 0;
  int total = 0;
};
ColumnScore ScoreColumn(const Column& column, Scoring scoring, const Dictionary& dict);
// "base -10 points 23 subtotal 13 multiplier x2 bonus 0 total 26"
std::string FormatScoreRow(const ColumnScore& row);

// [SECTION] Moves
struct Move {
  enum class Kind : uint8_t { kPlay, kMultiplier, kDiscard, kDraw };
  enum class Source : uint8_t { kDeck, kRed, kBlack };
  Kind kind = Kind::kPlay;
  char letter = 0;                // kPlay, kMultiplier, kDiscard
  int column = 0;                 // kPlay, kMultiplier: 0..4 (notation 1..5)
  Source source = Source::kDeck;  // kDraw

  static Move Play(char letter, int column) { return {Kind::kPlay, letter, column, Source::kDeck}; }
  static Move Multiplier(char vowel, int column) { return {Kind::kMultiplier, vowel, column, Source::kDeck}; }
  static Move Discard(char letter) { return {Kind::kDiscard, letter, 0, Source::kDeck}; }
  static Move Draw(Source from) { return {Kind::kDraw, 0, 0, from}; }

  std::string ToString() const;
  // Refuses text that is not a move of this game, saying what a move looks like.
  static Result<Move> Parse(std::string_view text);
  bool operator==(const Move&) const = default;
};

enum class Phase : uint8_t { kAct, kDraw, kOver };

// What happened in one move, public to both players (a deck draw's card is
// not recorded: only its drawer sees it, in their hand).
struct Event {
  int seat = 0;
  Move action;
  char card = 0;              // the card played, discarded or taken from a pile
  std::string word_after;     // kPlay: the column's word afterwards
  int multipliers_after = 0;  // kMultiplier: the column's count afterwards
  int deck_after = 0;         // deck count after the move
  bool ended_game = false;    // this draw took the deck's last card
};

// [SECTION] The game
class LostForWords final : public Game {
 public:
  struct Settings {
    Scoring scoring = Scoring::kStandard;
    bool play_and_discard = false;
    int first = 0;
  };
  // Reads GameOptions.variant; refuses unknown keys and values.
  static Result<Settings> ParseSettings(const GameOptions& options);

  // `dict` must outlive the game and its copies.
  LostForWords(const GameOptions& options, const Settings& settings, const Dictionary* dict);

  // --- Game interface ---
  std::string_view Name() const override { return "lost-for-words"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<LostForWords>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override { return phase_ == Phase::kOver ? kTerminalSeat : current_; }
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override;
  std::vector<int> Scores() const override;
  std::unique_ptr<Game> Redacted(int seat) const override;
  // A world sampled for `seat` (sampler.cpp): the opponent's hidden cards and
  // the deck dealt at random from the letters `seat` has not seen; the cards
  // the opponent took from a pile stay in its hand.
  std::unique_ptr<Game> Determinize(int seat, Rng& rng) const override;
  Json View(int seat) const override;
  // The table and the legal moves in words, for the accessibility mirror
  // (words.cpp): "Your columns", "Play E on column 2, making T R E", "Take E
  // from the vowels pile". Read only what `seat` may see.
  std::vector<TextPart> DescribeTable(int seat, const std::vector<std::string>& names) const override;
  MoveText DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const override;
  // {"deck": "??E..." (top last), "piles": {"red","black"}, "players":
  // [{"hand","known","words":[5],"multipliers":[5]}], "current", "phase",
  // "played", "discarded", "draws_left", "blocked", "history": [{"seat",
  // "move","time","card","word_after","multipliers_after","deck_after",
  // "ended_game"}]}: cards as letters, '?' unknown. snapshot.cpp.
  Json Snapshot() const override;
  Status Restore(const Json& snapshot) override;
  const std::vector<LoggedMove>& History() const override { return log_->moves; }
  bool RevealedInformation(size_t history_index) const override;
  // A draw is shown for kDrawHoldShare of the pace (a bot's draw is quicker
  // to watch than its play), unless it ended the game; plays and discards whole.
  double HoldShare(size_t history_index) const override;
  static constexpr double kDrawHoldShare = 0.55;
  Status ApplySetup(std::string_view line) override;
  Result<std::string> Query(std::string_view key) const override;

  // --- Typed moves (bots use these; ApplyMove parses then calls them) ---
  std::vector<Move> LegalActions(int seat) const;
  // Why `action` is illegal for `seat` now, or Ok. Changes nothing.
  Status Check(int seat, const Move& action) const;
  Status Apply(int seat, const Move& action);

  // --- Public read API for screens and bots ---
  const Settings& settings() const { return settings_; }
  const Dictionary& dictionary() const { return *dict_; }
  Phase phase() const { return phase_; }
  // kAct in the variant: what is still owed this turn.
  bool played_this_turn() const { return played_; }
  bool discarded_this_turn() const { return discarded_; }
  // kDraw: cards still to draw this turn (1, or 2 in the variant).
  int draws_left() const { return draws_left_; }
  // The pile the current player discarded to this turn (its top is theirs and
  // may not be taken back), if any.
  bool pile_blocked(Pile p) const { return blocked_pile_ == static_cast<int>(p); }

  int DeckCount() const { return static_cast<int>(deck_.size()); }                             // the game's clock
  const std::vector<char>& PileCards(Pile p) const { return piles_[static_cast<size_t>(p)]; }  // bottom first
  int PileCount(Pile p) const { return static_cast<int>(PileCards(p).size()); }
  char PileTop(Pile p) const { return PileCards(p).empty() ? 0 : PileCards(p).back(); }
  // Sorted letters; another seat's hand is all '?' in a redacted copy.
  const std::string& Hand(int seat) const { return hands_[Index(seat)]; }
  // Cards this seat took from the discard piles and still surely holds: public
  // knowledge, since everyone saw them taken.
  const std::string& KnownHandCards(int seat) const { return known_[Index(seat)]; }
  const Column& ColumnAt(int seat, int column) const;
  // The column's row of the end-of-game table as if the game ended now.
  ColumnScore ColumnValue(int seat, int column) const;
  // Both players' tables: the end screen (and View) use this.
  std::vector<ColumnScore> Breakdown(int seat) const;
  Json BreakdownJson() const;
  // Whether the column can still become a word of five or more letters.
  bool ColumnAlive(int seat, int column) const;
  // Up to `limit` words of 5+ letters the column could still become, most
  // common first (hint mode).
  std::vector<std::string> Hints(int seat, int column, size_t limit) const;
  // Legal moves using one card of the hand (a screen highlights their targets).
  std::vector<Move> ActionsForCard(int seat, char letter) const;
  // Every card in the game, by letter, as this copy knows it ('?' excluded):
  // the test of "no card created or lost" on the full game.
  LetterCounts CountAllCards() const;
  // Letters this seat cannot see (deck + opponent's hand), from what is public
  // and its own hand: the full deck minus everything visible to it.
  LetterCounts UnseenBy(int seat) const;

  // Narration in words: "Ana played E on column 2 (TRE)."
  const std::vector<Event>& Events() const { return log_->events; }
  std::string Describe(size_t history_index, std::string_view player_name) const;

 private:
  static size_t Index(int seat) {
    LF_CHECK(seat >= 0 && seat < kPlayers);
    return static_cast<size_t>(seat);
  }
  Status CheckAct(int seat, const Move& a) const;
  Status CheckDraw(const Move& a) const;
  void TakeFromHand(int seat, char letter);
  void GiveToHand(int seat, char letter);
  void EndTurn();
  // Set-up helpers.
  Status SetupHand(std::istream& in);
  Status SetupColumn(std::istream& in);
  Status SetupDeck(std::istream& in);
  Status SetupPile(std::istream& in);
  Status SetupDeckSize(std::istream& in);
  // Moves one card of `letter` out of the deck (or a hand, which is refilled
  // from the deck) for a set-up line; refuses if every copy is elsewhere.
  Status PullForSetup(char letter);

  GameOptions options_;
  Settings settings_;
  const Dictionary* dict_ = nullptr;
  Rng rng_;
  std::vector<char> deck_;                   // back = top
  std::array<std::vector<char>, 2> piles_;   // back = top; red, black
  std::array<std::string, kPlayers> hands_;  // sorted
  std::array<std::string, kPlayers> known_;  // sorted; subset of hands_
  std::array<std::array<Column, kColumns>, kPlayers> columns_;
  int current_ = 0;
  Phase phase_ = Phase::kAct;
  bool played_ = false;
  bool discarded_ = false;
  int draws_left_ = 0;
  int blocked_pile_ = -1;
  // The move log is shared between copies until one of them moves on: bots,
  // redacted views and undo snapshots copy the game far more often than they
  // extend it.
  struct Log {
    std::vector<LoggedMove> moves;
    std::vector<Event> events;
  };
  std::shared_ptr<Log> log_ = std::make_shared<Log>();
};

// [SECTION] What the table shows about scoring
// Screens draw these; they decide nothing themselves.
// - A column's row of the end-of-game table as if the game ended now:
//   LostForWords::ColumnValue, Breakdown (above).
// - LongWordBonusEarned: the long-word bonus a move newly earned, which the
//   table cheers (docs/rules/lost-for-words.md, "Scoring each column").
// - CheckDiscardOnto: a discard dropped on a pile by hand goes on its
//   colour's pile or is refused with the rule (the notation has no pile).

// Ok if `letter` may be discarded onto `pile` (vowels red, consonants
// black), else refused saying which pile it goes on.
Status CheckDiscardOnto(char letter, Pile pile);

// The bonus (kLongWordBonus) Events()[event] newly earned: a play that made
// its column a word of kLongWordLength letters or more that scores the
// bonus, when the column did not before. 0 for anything else, including a
// play that loses a bonus (a longer column that is no word). scoring_view.cpp.
int LongWordBonusEarned(const LostForWords& game, size_t event);

// The game's descriptor for the registry (descriptor.cpp).
GameInfo Descriptor();

}  // namespace lost_for_words

}  // namespace lf
