// Finders Keepers (the word-shout game): letter cards dealt face up in real
// time; the first to shout a word of 3+ cards from the table takes them.
// 2-8 players, as many rounds as players.
//
// The rules in our words, with our rulings: docs/rules/word-shout.md. This
// header is those rules as the engine enforces them. The deck is cards.h.
// A real-time game (docs/architecture.md, "Time"): every move carries its
// game time in milliseconds; the dealer's moves are timed events.
//
// [SECTION] A round
// The 80 cards are shuffled. The dealer (a seat; it moves to the next seat
// each round) plays like anyone, but the program deals: "deal" turns the
// deck's top card face up onto the table every `pace` ms (slow 3000,
// normal 2000, fast 1200), the first one `pace` ms after the round starts.
// - Any seat may "shout" while no claim is open: dealing stops, and the
//   claimant has the claim window (the option claim_time: kClaimWindow,
//   8 s, by default; 0: no limit) to "claim" the cards of a word, in word
//   order. The dealer's "time-up" at the window's end is a wrong claim; so
//   is the claimant's "give-up" (any time during the claim: with no limit,
//   the way a claim ends without a word).
// - A seat may also claim with no shout before (shout and word at once, as
//   a bot does).
// - Judging: the cards must lie on the table (else the move is refused and
//   nothing changes). The claim is right if it uses at least need(seat)
//   cards and spells a word of the dictionary; a double card spells its two
//   letters as printed, a wild card the letter given. Right: the claimant
//   takes the cards. Wrong (not a word, too few cards, time-up): every
//   other seat, from the claimant's left, is given one card from the deck,
//   face down (kUnknown in every redacted copy), counted as won; when the
//   deck runs out the rest get none.
// - Dealing goes on `pace` ms after a claim ends.
// - Once the deck is empty (and no claim is open), the round ends the
//   moment no word of min(need) cards can be made from the table (checked
//   after every move: the sub-anagram search of words.h), or at the dealer's
//   "close", the final window (FinalWindow: kFinalWindow, 10 s, with the
//   usual 8 s claims; longer in proportion to a longer claim_time; a
//   minute with no limit) after the last card or the last right claim
//   (a wrong claim, free once the deck is empty, does not lengthen it; a
//   claim still open then is judged first). Cards left on the table are not
//   scored.
// - The seat(s) with the most cards won this round (penalty cards count)
//   score a point; nobody scores a round in which no card was won.
// - Between rounds (phase kBetween) every card goes back into the deck and
//   is shuffled; the next round starts when any seat says "next", or with
//   the dealer's "next" kBetweenRounds (60 s) after the round ended.
// - After the last round the game is over: most points wins, ties share.
// need(seat) is the option min_cards (3-5), plus, in a closer game, one
// per round the seat has won so far.
// Two moves in the same instant (OrderTies): fewer cards won this round
// first, then the first seat to the dealer's left. The first shout opens a
// claim and the others are refused ("a claim is being made").
//
// [SECTION] Move notation
//   shout                 open a claim (seats)
//   give-up               end one's own open claim with no word: a wrong
//                         claim, as the time-up (the claimant)
//   claim T H E           the cards of a word, in order (seats): single and
//                         double cards by their face, a wild card as ?=S
//   next                  start the next round (seats, between rounds)
//   deal | time-up | close | next     the dealer's timed moves
// Faces may be typed in either case; the canonical form is upper case.
// LegalMoves(seat) lists shout, next, one claim for every word the table
// can spell for that seat (a single spelling each), (so that random play
// also makes wrong claims) the table's cards in the order dealt, and last,
// for the claimant, give-up. With no claim limit the dealer has no move
// while a claim is open (NextTimedEvent() is empty).
//
// [SECTION] Options (GameOptions.variant)
//   "min_cards": 3 (default) | 4 | 5     cards per word
//   "closer": false (default) | true     each round won adds a card per word
//   "pace": "slow" | "normal" (default) | "fast"
//   "dealer": 0..seats-1 (default 0)     who deals first
//   "head_start": 0..10 (default 0)      seconds every bot waits longer
//                                        before it shouts (bots.h); a table
//                                        rule, so it is in the record
//   "claim_time": 0..30 (default 8)      seconds to claim after a shout;
//                                        0: no limit (8, 15 and 30 are the
//                                        set-up screen's usual choices)
//
// [SECTION] Set-up language (scenario `setup` lines). Cards are moved,
// never created: named cards come out of the deck.
//   deck CARD...      these cards on top of the deck, the first named dealt first
//   table CARD...     these cards face up on the table now
//   deck-size N       keep the deck's top N cards; the rest are set aside
//                     until the round ends
//
// [SECTION] Query keys (scenario `expect query KEY VALUE`; S is a seat)
//   table (faces, in order, or "empty"), deck-count, set-aside, won-S
//   (cards won this round), penalty-S (of which penalty cards), points-S,
//   need-S, round (1..), dealer, phase (dealing|claim|between|over),
//   claimant (seat or -), last (the verdict on the last claim: "right THE 3"
//   or "wrong: REASON"), end (why the last round ended), can-make-WORD
//   (yes|no: the table spells WORD with at least min(need) cards),
//   words (how many words the table spells with min(need) cards), ties-SEATS
//   (the order OrderTies gives those seats: "ties-012" -> "1 2 0")
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/game.h"
#include "core/rng.h"
#include "games/word_shout/cards.h"

namespace lf::word_shout {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 8;
inline constexpr Millis kClaimWindow = 8000;
inline constexpr Millis kFinalWindow = 10000;
inline constexpr Millis kBetweenRounds = 60000;

enum class Pace { kSlow, kNormal, kFast };
Millis PaceMillis(Pace pace);

struct Settings {
  int min_cards = 3;
  bool closer = false;
  Pace pace = Pace::kNormal;
  int dealer = 0;
  int head_start = 0;  // seconds
  int claim_time = 8;  // seconds; 0: no limit
};

// The claim window of these settings in ms (0: no limit), the final
// window (docs/rules/word-shout.md, "Our rulings": 10 s with 8 s claims,
// claim_time x 1.25 rounded up to a second when longer, a minute with no
// limit), and the bots' head start in ms.
Millis ClaimWindow(const Settings& settings);
Millis FinalWindow(const Settings& settings);
Millis HeadStart(const Settings& settings);
inline constexpr Millis kUnlimitedFinalWindow = 60000;

enum class Phase { kDealing, kClaim, kBetween, kOver };

// A card face up on the table, and when it came.
struct TableCard {
  int card = kUnknown;
  Millis dealt = 0;
};

// What a move did, one per History() entry (the move log, the screens).
// Small and trivially copyable: every bot gets a copy of the game after
// every move, so the game must be cheap to copy. A claim's cards are the
// move's own text (WordShout::ClaimParts).
struct Event {
  enum class Kind : uint8_t { kDeal, kShout, kClaim, kTimeUp, kClose, kNext };
  // kClaim / kTimeUp: the verdict.
  // kTimeUp ends a claim with no word: kNoCardsNamed (the dealer's
  // time-up) or kGaveUp (the claimant's give-up).
  enum class Verdict : uint8_t { kNone, kRight, kNotAWord, kTooFewCards, kNoCardsNamed, kGaveUp };
  // Why the round ended with this move, if it did.
  enum class End : uint8_t { kNone, kNoWordLeft, kAllClaimed, kTimeRanOut };
  Kind kind = Kind::kDeal;
  Verdict verdict = Verdict::kNone;
  End end = End::kNone;
  uint8_t cards = 0;      // kClaim: how many cards were named
  uint8_t need = 0;       // kClaim: how many the claimant needed
  uint16_t penalised = 0; // bit s: seat s was given a card from the deck
  int seat = kDealerSeat; // kTimeUp: the claimant (time-up or give-up)
  int round = 0;          // from 0
  int card = kUnknown;    // kDeal: the card dealt
  Millis time = 0;

  bool right() const { return verdict == Verdict::kRight; }
  bool wrong() const { return verdict != Verdict::kNone && verdict != Verdict::kRight; }
  bool round_ended() const { return end != End::kNone; }
  bool Penalised(int s) const { return (penalised >> s & 1) != 0; }
};
static_assert(std::is_trivially_copyable_v<Event>);

// A finished round.
struct RoundResult {
  int dealer = 0;
  Millis started = 0, ended = 0;
  std::vector<int> cards;    // cards won per seat
  std::vector<int> winners;  // who scored the point
  Event::End end = Event::End::kNone;  // why it ended (WordShout::EndReason)
  std::vector<int> left_on_table;
};

class WordShout final : public Game {
 public:
  static Result<Settings> ParseSettings(const GameOptions& options);
  WordShout(const GameOptions& options, const Settings& settings, const Dictionary* dict);

  std::string_view Name() const override { return "word-shout"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<WordShout>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override;
  std::vector<int> DecidingSeats() const override;
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override { return ApplyMoveAt(seat, move, now_); }
  Status ApplyMoveAt(int seat, std::string_view move, Millis time) override;
  Millis Now() const override { return now_; }
  std::optional<Millis> NextTimedEvent() const override;
  std::vector<int> OrderTies(std::vector<int> seats) const override;
  std::vector<int> Scores() const override { return points_; }
  std::unique_ptr<Game> Redacted(int seat) const override;
  Json View(int seat) const override;
  const std::vector<LoggedMove>& History() const override { return history_; }
  bool RevealedInformation(size_t i) const override { return i < revealed_.size() && revealed_[i]; }
  Status ApplySetup(std::string_view line) override;
  Result<std::string> Query(std::string_view key) const override;
  // Snapshots (docs/multi-device.md; snapshot.cpp): the table, every timer,
  // the rounds so far and the move log with its events; not the Rng, the
  // options or the dictionary.
  Json Snapshot() const override;
  Status Restore(const Json& snapshot) override;
  // The table and the legal moves in words (in_words.cpp, docs/accessibility.md).
  std::vector<TextPart> DescribeTable(int seat, const std::vector<std::string>& names) const override;
  MoveText DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const override;

  // --- The table, for bots and screens ----------------------------------------
  const Settings& settings() const { return settings_; }
  const Dictionary* dictionary() const { return dict_; }
  Phase phase() const;
  int round() const { return round_; }  // from 0; == NumSeats() once over
  int Rounds() const { return NumSeats(); }
  int dealer() const { return dealer_; }
  Millis pace() const { return PaceMillis(settings_.pace); }
  const std::vector<TableCard>& table() const { return table_; }
  std::vector<int> TableKinds() const;
  int DeckCount() const { return static_cast<int>(deck_.size()); }
  int SetAsideCount() const { return static_cast<int>(set_aside_.size()); }
  // Cards won this round: taken from the table, and given as penalties
  // (kUnknown in a redacted copy).
  const std::vector<int>& Taken(int seat) const { return taken_[static_cast<size_t>(seat)]; }
  const std::vector<int>& Penalties(int seat) const { return penalties_[static_cast<size_t>(seat)]; }
  int CardsWon(int seat) const;
  std::vector<int> CardsWonAll() const;
  int Need(int seat) const;
  int SmallestNeed() const;
  int claimant() const { return claimant_; }
  Millis claim_started() const { return claim_started_; }
  // The claim window (0: no limit), the final window and the bots' head
  // start of this game's options, in ms.
  Millis claim_window() const { return ClaimWindow(settings_); }
  Millis final_window() const { return FinalWindow(settings_); }
  Millis head_start() const { return HeadStart(settings_); }
  // The open claim's deadline (claim_started() + claim_window()), and the
  // time left before it at game time `now`, never below 0; 0 when no claim
  // is open; nothing when the claim has no limit. The section "What the
  // table shows about scoring" below.
  std::optional<Millis> ClaimDeadline() const;
  std::optional<Millis> ClaimTimeLeft(Millis now) const;
  // need(seat) as it was during `round` (from 0): in a closer game the
  // rounds a seat won before that one raise it (Results()).
  int SmallestNeedInRound(int round) const;
  Millis round_started() const { return round_started_; }
  const std::vector<Event>& Events() const { return events_; }
  // A claim's cards and word (upper case), from History()[i].
  std::vector<Part> ClaimParts(size_t i) const;
  std::string ClaimWord(size_t i) const;
  // Why a claim was wrong, in words: "THE uses 2 cards; a word needs at
  // least 3" (Events()[i] must be a wrong kClaim or a kTimeUp).
  std::string WrongReason(size_t i) const;
  static std::string EndReason(Event::End end);
  const std::vector<RoundResult>& Results() const { return results_; }
  // Every card, wherever it is (the invariant: always kDeckSize).
  int TotalCards() const;

 private:
  bool Over() const { return round_ >= NumSeats(); }
  std::string DealerMove() const;
  Status Claim(int seat, std::string_view cards, Millis time, Event& event);
  void Penalise(int claimant, Event& event);
  // A claim is over; dealing moves on from `time` unless the deck was
  // already empty and the claim was wrong (the final window stays as it was).
  void ClaimEnded(Millis time, bool moves_on);
  void CheckRoundEnd(Millis time, Event& event);
  void EndRound(Millis time, Event::End why, Event& event);
  void StartRound(Millis time);

  GameOptions options_;
  Settings settings_;
  const Dictionary* dict_ = nullptr;
  Rng rng_;
  int round_ = 0;
  int dealer_ = 0;
  bool between_ = false;
  std::vector<int> deck_;  // back = top
  std::vector<int> set_aside_;
  std::vector<TableCard> table_;
  std::vector<std::vector<int>> taken_, penalties_;
  std::vector<int> points_;
  std::vector<int> rounds_won_;
  int claimant_ = -1;
  Millis claim_started_ = 0;
  Millis last_ = 0;  // when dealing last moved on: a card, a claim's end, a round's start
  Millis round_started_ = 0;
  Millis round_ended_ = 0;
  Millis now_ = 0;
  std::vector<LoggedMove> history_;
  std::vector<bool> revealed_;
  std::vector<Event> events_;
  std::vector<RoundResult> results_;
};

// [SECTION] What the table shows about scoring
// Screens draw these; they decide nothing themselves.
// - The claim timer: WordShout::ClaimDeadline() and ClaimTimeLeft(now).
// - Each player's longest word of a round: LongestWordsClaimed, and their
//   cards won over it: CardsWonOverRound.
// - The words nobody called (docs/rules/word-shout.md, "The end of a
//   round"): every table the round had (after each card dealt and each
//   right claim, rebuilt from the public events, so a redacted copy or a
//   game opened again gives the same answer) is searched for words of at
//   least the round's smallest need; each word is kept with when it first
//   lay there and the most cards the table gave it. Of those nobody
//   claimed that round: the three longest (then most cards, then
//   alphabetical) and the one with the most cards (the first of that order
//   on a tie).
//   WordsNobodyCalled(game, round) is the whole answer at once (tests,
//   the CLI). A search costs milliseconds, so a screen follows the game
//   with a MissedWordsFollower instead, a few searches a frame; both give
//   the same lists.

// Per seat, the longest word it claimed rightly in `round` (upper case;
// most letters, then most cards, then the first claimed), "" if none.
std::vector<std::string> LongestWordsClaimed(const WordShout& game, int round);

// Each player's cards won through a round (right claims and penalty
// cards), a step each time a count changed, from the public events.
struct WonSteps {
  std::vector<Millis> times;             // ms since the round began
  std::vector<std::vector<int>> counts;  // per step, per seat
  Millis length = 0;                     // the last event's time
};
WonSteps CardsWonOverRound(const WordShout& game, int round);

struct MissedWord {
  std::string word;  // upper case
  int letters = 0;
  int cards = 0;  // the most cards the table gave it
  Millis at = 0;  // when it first lay there, ms since the round began
  bool operator==(const MissedWord&) const = default;
};
struct MissedWords {
  std::vector<MissedWord> longest;       // at most kMissedLongest
  std::optional<MissedWord> most_cards;  // empty when nothing was missed
};
inline constexpr size_t kMissedLongest = 3;

class MissedWordsFollower {
 public:
  // Catches up with the game's events, running at most `max_searches`
  // searches of a table (the dictionary's); true once caught up. Another
  // game (fewer events than followed) starts it over.
  bool Follow(const WordShout& game, size_t max_searches = SIZE_MAX);
  // Whether every table of `round` has been searched (the round is over
  // and followed to its end).
  bool Tracked(int round) const { return complete_.count(round) > 0; }
  // The words of `round` nobody claimed (empty lists until Tracked).
  MissedWords Of(const WordShout& game, int round) const;

 private:
  void Reset();
  void Search(const Dictionary& dict, int need, Millis at);

  size_t next_ = 0;  // the next event to follow
  int round_ = -1;
  std::vector<int> kinds_;  // the table as of the events followed
  std::set<int> complete_;  // rounds followed to their end
  std::map<int, std::map<std::string, MissedWord>> rounds_;
};

// The words of a finished round nobody claimed, all at once.
MissedWords WordsNobodyCalled(const WordShout& game, int round);

}  // namespace lf::word_shout
