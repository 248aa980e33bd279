// Word Lift: a word spelling and stealing card game for 2-6 players, three
// rounds.
//
// The rules and our rulings, in our words: docs/rules/word-lift.md (also the
// in-app rules page). This header is the rulebook as the engine enforces it.
// The cards are in cards.h (one table).
//
// [SECTION] Set-up
// Consonants (81 cards) and vowels (45) are two decks, shuffled apart. Each
// player is dealt 4 consonants and 3 vowels. Option "first" picks who starts
// round 1; rounds 2 and 3 start with the lowest score of the round before
// (tie: the lowest total, then a draw of lots with the game's Rng).
//
// [SECTION] A turn (phases kPlay, then kDraw)
// kPlay: one play, then the end-of-turn draws:
//   - play a word of 3+ letters from your hand (letters, not cards: L…=LL
//     counts two), a dictionary word, obeying the special cards;
//   - or steal-and-split: take one word from the table with all its cards,
//     add at least one card from your hand and make exactly two new words.
//     Every stolen card is used; each new word holds at least one stolen
//     card and one card from your hand; neither is the stolen word or
//     another form of it (Dictionary::SameFamily: plural, possessive, verb
//     tense, comparative; GAMES -> GAMED is refused, GAME -> GAMER is not);
//     the "strict" option also refuses any new word containing the stolen
//     word. You may steal from a player (yourself included) whose number of
//     words is at least yours, counted before the steal, and only once you
//     have played a word from your hand this round (a steal does not count);
//   - or pass.
//   Cards of one face are interchangeable: a steal is legal if some way of
//   telling which card of a face came from where meets the rules.
// kDraw: two draws, each its own move: the player picks the consonant or
//   the vowel deck for each (an empty deck cannot be picked; with both empty
//   the turn ends). A Null card played from the hand this turn, or in the
//   stolen word, lets the player skip any or all of these draws.
// Dagger draws come first in kDraw: 2 per Dagger in the stolen word (not
//   those from the hand), as many as the decks hold, each a "draw" move
//   from the deck the thief picks, like the normal draws; they cannot be
//   skipped. They also happen on final turns (then they are the only draws)
//   and when stealing your own word; a thief who used every hand card but
//   has Dagger draws to make has not gone out.
//
// [SECTION] Special cards (cards.h has the symbols)
//   #  at most one Number Sign card in a word.
//   †  Dagger: see above.
//   $  Dollar: 2 points in a word at the end of the round.
//   …  Ellipsis: its letter once or twice, chosen when played and again by a
//      thief; one card either way, both letters count for length.
//   ?  Question Mark: any letter, chosen when played, fixed on the table,
//      chosen again by a thief.
//   ≈  Approximately Equals: one of its three printed letters, same as ?.
//   ◊  Lozenge: -2 in your hand at the end of the round.
//   ∅  Null: see kDraw.
//   ¶  Pilcrow: first or last letter of its word.
//   ≥  only in a word at least as long as the longest word on the table just
//      before the play (not counting the word being stolen); an empty table
//      sets no limit. Checked only when the card is placed, so a later,
//      longer word does not undo it, and a ≥ card in a stolen word is not
//      checked again; one the thief adds from the hand is.
// Every new word of a steal obeys # and ¶ again.
//
// [SECTION] End of a round
// - A player who has used every hand card with their play (before drawing,
//   and still with no cards after any Dagger draws) goes out: every other
//   player gets one final turn, in order. On final turns nobody makes the
//   normal draws (Dagger draws still happen) and everyone may steal without
//   an earlier play. Then the round ends.
// - With both decks empty, a full lap of passes ends the round with no
//   going-out bonus.
// Scoring, per player: +1 per card in your words (+2 for a Dollar), -1 per
// card in your hand (-2 for a Lozenge), +2 per word of 6+ letters, +3 for
// the first player out; a round score below 0 counts as 0. Three rounds;
// the highest total wins; ties share the win. Scores() is the total so far,
// with the current round counted as if it ended now.
//
// [SECTION] Move notation (the move log, game records and scenarios)
// Cards are written by face (cards.h), in word order:
//   play D I R T                    a word from the hand
//   play ?=S T A R                  the Question Mark card as S
//   play B E L…=LL                  a doubled Ellipsis
//   steal 1:FORGE -> O R D E R + G I F T
//                                   seat 1's word FORGE (seats from 0), split
//                                   with hand cards into ORDER and GIFT; any
//                                   card of a face may come from the stolen
//                                   word or the hand. If a seat has the same
//                                   word twice, 1:FORGE@2 is its second one.
//   pass
//   draw consonant | draw vowel
//   skip-draws                      (Null) no more draws this turn
// Card faces and words may be typed in either case; the canonical form is
// the one above (upper case, Unicode symbols, "=" only where it says
// something). LegalMoves lists each distinct play once: one entry per word,
// and per stolen word and pair of new words, with the card choice worth most
// at the end of the round (keeping wildcards when that costs nothing).
//
// [SECTION] Options (GameOptions.variant)
//   "first": 0..seats-1 (default 0)   who starts round 1
//   "strict": false (default) | true  the house rule on containing the stolen word
//   "hints": true (default) | false   the table's Hint button (no effect on the rules)
//
// [SECTION] Set-up language (scenario `setup` lines, before the first move).
// Cards are moved, never created: a named card comes out of its deck, or
// the cards set aside, or another hand (which gets its deck's top card in
// exchange).
//   hand SEAT CARD...          that seat's hand (its old hand goes under its
//                              decks); at least one card
//   word SEAT CARD...          a word on that seat's table: cards with their
//                              letters, as in a play (`word 1 F O R G E`)
//   played SEAT yes|no         whether the seat has played a word from its
//                              hand this round
//   deck consonant|vowel CARD...   these cards on top of that deck, the
//                              first named drawn first
//   deck-size consonant|vowel N    keep that deck's top N cards; the rest
//                              are set aside until the round ends
//   current SEAT               whose turn it is
//   round N                    the round being played (1..3); earlier
//                              rounds scored 0 unless set with round-score
//   round-score SEAT ROUND N   a finished round's score for that seat
//
// [SECTION] Query keys (scenario `expect query KEY VALUE`; S, O are seats)
//   round, phase (play|draw|over), current, consonants, vowels (deck
//   counts), set-aside, draws-left (Dagger draws included), dagger-draws,
//   may-skip (yes|no), first-out (seat|-),
//   final-turns (how many are left), longest (letters),
//   hand-S (faces, sorted), hand-count-S, words-S (space separated, or -),
//   word-count-S, table-S (points of the seat's words), played-S (yes|no),
//   round-score-S (this round, as if it ended now), total-S (finished
//   rounds), score-S (Scores()), breakdown-S ("words 9 hand -4 long 0 out 0
//   raw 5 round 5", this round as if it ended now), result-R-S (the same
//   for finished round R), steal-S-O:WORD ("yes", or why seat S may not
//   steal that word now).
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/word_lift/cards.h"

namespace lf {

class Dictionary;

namespace word_lift {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;
inline constexpr int kRounds = 3;
inline constexpr int kDealConsonants = 4;
inline constexpr int kDealVowels = 3;
inline constexpr int kDrawsPerTurn = 2;
inline constexpr int kMinWordLetters = 3;
inline constexpr int kLongWordLetters = 6;
inline constexpr int kLongWordBonus = 2;
inline constexpr int kFirstOutBonus = 3;
inline constexpr int kDaggerDraws = 2;

// [SECTION] The table
struct PlacedCard {
  int card = 0;         // card id (cards.h)
  std::string letters;  // what it stands for in this word
  bool operator==(const PlacedCard&) const = default;
};

struct TableWord {
  std::vector<PlacedCard> cards;
  std::string Text() const;        // upper case
  int Letters() const { return static_cast<int>(Text().size()); }
  std::vector<CardUse> Uses() const;
  bool operator==(const TableWord&) const = default;
};

// [SECTION] Moves
struct Move {
  enum class Kind : uint8_t { kPlay, kSteal, kPass, kDraw, kSkipDraws };
  Kind kind = Kind::kPass;
  std::vector<CardUse> word;           // kPlay
  int owner = -1;                      // kSteal: whose word
  int index = -1;                      // kSteal: which of the owner's words
  std::vector<CardUse> first, second;  // kSteal: the two new words
  Deck deck = Deck::kConsonant;        // kDraw

  static Move Play(std::vector<CardUse> cards);
  static Move Steal(int owner, int index, std::vector<CardUse> first, std::vector<CardUse> second);
  static Move Pass();
  static Move Draw(Deck deck);
  static Move SkipDraws();
  bool operator==(const Move&) const = default;
};

enum class Phase : uint8_t { kPlay, kDraw, kOver };

// A seat's row of the end-of-round table.
struct ScoreBreakdown {
  int word_cards = 0;
  int word_points = 0;   // +1 per card in words, +2 per Dollar
  int hand_cards = 0;
  int hand_points = 0;   // -1 per card in hand, -2 per Lozenge (zero or less)
  int long_words = 0;
  int long_bonus = 0;    // +2 per word of 6+ letters
  int out_bonus = 0;     // +3 for the first player out
  int raw = 0;           // the sum
  int score = 0;         // the round's score: raw, or 0 if raw is negative
  bool operator==(const ScoreBreakdown&) const = default;
};
// "words 9 hand -4 long 0 out 0 raw 5 round 5"
std::string FormatBreakdown(const ScoreBreakdown& b);

struct RoundResult {
  int round = 0;                     // 1..3
  std::vector<ScoreBreakdown> seats;
  int first_out = -1;                // -1: the round ran out of cards
  std::vector<int> totals;           // totals after this round
  int next_starter = -1;             // who starts the next round (-1: none)
};

// What happened in one move, public to everyone.
struct Event {
  int seat = 0;
  Move::Kind kind = Move::Kind::kPass;
  std::string word;                  // kPlay: the word
  int points = 0;                    // kPlay/kSteal: points of the new word(s) on the table
  // kPlay/kSteal: what the move added to its player's round, as the round's
  // score table counts it (words, hand, 6+, out; before the floor at 0): the
  // "+N" of the log, the review and the change of the player's panel.
  int gain = 0;
  int victim_loss = 0;               // kSteal: what it took from the victim's round (0 for one's own word)
  int victim = -1;                   // kSteal: the owner of the stolen word
  std::string stolen;                // kSteal
  std::string first, second;         // kSteal: the new words
  int dagger_cards = 0;              // kSteal: Dagger draws the thief now makes
  bool dagger_draw = false;          // kDraw: a Dagger draw
  Deck deck = Deck::kConsonant;      // kDraw
  int deck_left = 0;                 // kDraw: cards left in that deck
  bool went_out = false;             // this play used the last hand card
  bool round_over = false;           // this move ended a round
  bool no_play_lap = false;          // ... by a lap of passes with both decks empty
  bool game_over = false;
  int round = 0;                     // the round this move was made in (1..3)
};

// [SECTION] The game
class WordLift final : public Game {
 public:
  struct Settings {
    int first = 0;
    bool strict = false;
  };
  // Reads GameOptions.variant; refuses unknown keys and values.
  static Result<Settings> ParseSettings(const GameOptions& options);

  // `dict` must outlive the game and its copies.
  WordLift(const GameOptions& options, const Settings& settings, const Dictionary* dict);

  // --- Game interface ---
  std::string_view Name() const override { return "word-lift"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<WordLift>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override { return phase_ == Phase::kOver ? kTerminalSeat : current_; }
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override;
  std::vector<int> Scores() const override;
  std::unique_ptr<Game> Redacted(int seat) const override;
  // A sampled world for the expert bot (sampler.cpp): the cards `seat` cannot
  // see (the other hands, both decks, the cards set aside) dealt anew from
  // the cards not in its hand or on the table, each to a place of its own
  // deck (a hidden card's deck is public), the decks in a random order.
  std::unique_ptr<Game> Determinize(int seat, Rng& rng) const override;
  Json View(int seat) const override;
  // The table and the legal moves in words, for the accessibility mirror
  // (words.cpp): "Your hand", "Ana's words", "Steal FORGE from Ana, making
  // ORDER and GIFT (9 points)". Read only what `seat` may see.
  std::vector<TextPart> DescribeTable(int seat, const std::vector<std::string>& names) const override;
  MoveText DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const override;
  const std::vector<LoggedMove>& History() const override { return history_; }
  bool RevealedInformation(size_t history_index) const override;
  // A play or a steal is held on screen whole; a pass a little less; a
  // draw about half (the bot's turn is its play, its draws follow it quickly).
  double HoldShare(size_t index) const override;
  Status ApplySetup(std::string_view line) override;
  Result<std::string> Query(std::string_view key) const override;
  // Snapshots (docs/multi-device.md; snapshot.cpp): the table, the rounds
  // so far and the move log with its events; not the Rng, the options or
  // the dictionary.
  Json Snapshot() const override;
  Status Restore(const Json& snapshot) override;

  // --- Typed moves (bots use these; ApplyMove parses, then applies) ---
  Result<Move> ParseMove(std::string_view text) const;
  std::string FormatMove(const Move& move) const;  // canonical notation, for the state before the move
  std::vector<Move> LegalActions(int seat) const;
  // The same moves, in the same order, one at a time (a position can hold
  // very many steals: this keeps no list). Returns how many were visited.
  size_t ForEachLegalAction(int seat, const std::function<void(const Move&)>& visit) const;
  // One legal move chosen uniformly, as LegalActions(seat)[rng.UniformBelow(n)]
  // would (the same draw from `rng`, so the same move) without building the
  // list; nullopt when `seat` may not move.
  std::optional<Move> UniformLegalAction(int seat, Rng& rng) const;
  // Why `move` is illegal for `seat` now, or Ok. Changes nothing.
  Status Check(int seat, const Move& move) const;
  Status Apply(int seat, const Move& move);

  // --- Public read API for screens and bots ---
  const Settings& settings() const { return settings_; }
  const Dictionary& dictionary() const { return *dict_; }
  Phase phase() const { return phase_; }
  int round() const { return round_ + 1; }   // 1..3
  int starter() const { return starter_; }   // who started this round
  // Draws still to make this turn: the Dagger draws first, then the normal
  // ones.
  int draws_left() const { return dagger_left_ + draws_left_; }
  int dagger_draws_left() const { return dagger_left_; }
  // A Null card lets the normal draws be skipped, once the Dagger draws are made.
  bool may_skip_draws() const { return may_skip_ && dagger_left_ == 0; }
  bool final_turns() const { return first_out_ >= 0; }
  int final_turns_left() const { return final_left_; }
  int first_out() const { return first_out_; }
  bool played_word(int seat) const { return played_[Index(seat)]; }
  // Card ids in hand order (by face); in a redacted copy another seat's
  // cards are placeholders (cards.h) telling only their deck.
  const std::vector<int>& Hand(int seat) const { return hands_[Index(seat)]; }
  std::vector<int> HandFaces(int seat) const;
  const std::vector<TableWord>& Words(int seat) const { return table_[Index(seat)]; }
  int DeckCount(Deck d) const { return static_cast<int>(deck(d).size()); }
  int SetAsideCount() const { return static_cast<int>(set_aside_.size()); }
  // The longest word on the table (letters), not counting one word (an owner
  // of -1 counts every word): the ≥ limit of a play or a steal.
  int LongestWord(int skip_owner = -1, int skip_index = -1) const;

  // The word composer: whether these cards, in this order, make a word this
  // seat may play now ("not a word", "too short", "two # cards", "¶ must be
  // first or last", "≥ word too short for the longest word on the table", or
  // a card not in the hand); Ok if so.
  Status CheckPlay(int seat, const std::vector<CardUse>& cards) const;
  // Whether this seat may steal that word now (turn, earlier play, word
  // counts), before any new words are composed.
  Status CanSteal(int seat, int owner, int index) const;
  // The full check of a steal-and-split (what ApplyMove enforces).
  Status CheckSteal(int seat, int owner, int index, const std::vector<CardUse>& first,
                    const std::vector<CardUse>& second) const;
  // The rules of one word alone: length, # and ¶, dictionary, then ≥
  // against `at_least` letters (0: no limit).
  Status CheckWordCards(const std::vector<CardUse>& cards, int at_least) const;

  // Scoring: the seat's row for the round in progress (as if it ended now),
  // finished rounds, and everything for an end-of-round or end-of-game
  // screen as JSON (rows per round and seat, totals per round for a plot).
  ScoreBreakdown RoundBreakdown(int seat) const;
  const std::vector<RoundResult>& Results() const { return results_; }
  const std::vector<int>& Totals() const { return totals_; }
  Json BreakdownJson() const;

  // The best play for `seat` by end-of-round points (hint button; the
  // post-round review uses the hard bot). None if only passing is possible.
  std::optional<Move> BestByPoints(int seat) const;

  // Narration in words: "Ana stole FORGE from Ben and split it into ORDER
  // and GIFT." Missing names read "Seat N".
  const std::vector<Event>& Events() const { return events_; }
  std::string Describe(size_t history_index, const std::vector<std::string>& names = {}) const;

  // Every card of the game by id, in decks, hands, words and set aside
  // (placeholders excluded): the test of "no card created or lost".
  std::vector<int> AllCards() const;

 private:
  static size_t Index(int seat) { return static_cast<size_t>(seat); }
  const std::vector<int>& deck(Deck d) const { return decks_[static_cast<size_t>(d)]; }
  std::vector<int>& deck(Deck d) { return decks_[static_cast<size_t>(d)]; }
  int NextSeat(int seat) const { return (seat + 1) % NumSeats(); }
  Status CheckTurn(int seat) const;
  Status CheckHandHas(int seat, const std::vector<int>& faces) const;
  void TakeFromHand(int seat, int face, std::vector<int>& out);
  void GiveToHand(int seat, int card);
  int DrawCard(Deck d);  // -1 if that deck is empty
  void FinishPlay(int seat, bool passed, bool null_played, Event& event);
  void EndTurn();
  void EndDraws(int seat, Event& event);      // the draw phase is over
  void EndFinalTurn(int seat, Event& event);  // a final turn is over
  void EndRound(Event& event);
  // Per face, how many stolen cards may go to the first new word of a steal
  // ([lo, hi]; lo > hi: none works): the count rules, and a ≥ card in a word
  // shorter than `at_least` must be a stolen one.
  struct StealBounds {
    std::array<int, kFaceCount> lo{}, hi{};
  };
  StealBounds StealSplit(const TableWord& target, const std::vector<CardUse>& first,
                         const std::vector<CardUse>& second, int at_least) const;
  void StartRound(int starter);
  // Set-up helpers.
  Status PullForSetup(int face, int& card);
  Status SetupHand(std::istream& in);
  Status SetupWord(std::istream& in);
  Status SetupDeck(std::istream& in);
  Status SetupDeckSize(std::istream& in);
  Status SetupRound(std::istream& in);
  Status SetupRoundScore(std::istream& in);

  GameOptions options_;
  Settings settings_;
  const Dictionary* dict_ = nullptr;
  Rng rng_;
  std::array<std::vector<int>, 2> decks_;   // consonants, vowels; back = top
  std::vector<int> set_aside_;
  std::vector<std::vector<int>> hands_;     // card ids, sorted
  std::vector<std::vector<TableWord>> table_;
  std::vector<bool> played_;
  int round_ = 0;
  int starter_ = 0;
  int current_ = 0;
  Phase phase_ = Phase::kPlay;
  int draws_left_ = 0;   // normal draws left
  int dagger_left_ = 0;  // Dagger draws left (made before the normal ones)
  bool may_skip_ = false;
  int first_out_ = -1;
  int final_left_ = 0;
  int idle_passes_ = 0;
  std::vector<int> totals_;
  std::vector<RoundResult> results_;
  std::vector<LoggedMove> history_;
  std::vector<bool> revealed_;
  std::vector<Event> events_;
};

// [SECTION] What the table shows about scoring
// Screens draw these; they decide nothing themselves (the numbers are the
// constants above and cards.h's; docs/rules/word-lift.md, "Scoring a
// round"). scoring_view.cpp.
// - A round's score table: RoundResult / ScoreBreakdown, and
//   WordLift::RoundBreakdown for the round in play.

// The long-word bonus of a word of `letters` letters: kLongWordBonus from
// kLongWordLetters on, else 0.
int LongWordBonus(int letters);
// The long-word bonus Events()[event] newly earned for its mover: a play's
// word, or a steal's two new words, less the stolen word's bonus when it
// was the mover's own. 0 when that is not a gain, and for any other move.
int LongWordBonusEarned(const WordLift& game, size_t event);
// "6+": the score table's heading for the long-word bonus, and a word's tag.
std::string LongWordTag();
// The key under the round's score table: what each column counts.
std::string ScoreTableKey();
// What a play adds to its player's round, in words (the review's "Points").
std::string PlayPointsText();
// "+8", "0", "-5": a change of a round's score, as the log, the review and
// the round summary write it (Event::gain).
std::string SignedPoints(int points);

// The game's descriptor for the registry (descriptor.cpp).
GameInfo Descriptor();

}  // namespace word_lift

}  // namespace lf
