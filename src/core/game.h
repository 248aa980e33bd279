// The interface every game implements, in the spirit of OpenSpiel's State.
//
// A Game is a copyable value (Clone) holding the whole table, including its own
// seeded Rng: shuffles happen inside ApplyMove, so a game replays exactly from
// (game name, options, seat count, seed) plus its list of moves. That list is
// the save file, the replay, the undo stack and the bots' search tree.
//
// Moves cross this interface as readable notation ("play ORDER", "draw deck",
// "discard 3"): the same text is the move log shown to players, the game record,
// and the scenario files' language. Inside a game, moves are small typed
// values; each game parses and prints its own notation.
//
// Hidden information: Redacted(seat) returns a copy in which everything that
// seat cannot see is replaced by unknown cards, the Rng is re-seeded and
// Options().seed is cleared (it would re-deal the hidden cards), so the
// bots and the UI, which only ever get a redacted copy, cannot peek.
//
// Who decides: usually one seat at a time (CurrentSeat()). A game may ask
// several seats at once (DecidingSeats(), a secret draft) and may offer an
// optional decision that a seat can decline (PassMove(), a reaction window);
// docs/architecture.md shows how the session and the bots use these.
//
// Time (real-time games, Dynamics::kRealTime): every move carries the game
// time at which it was made, in milliseconds since the game began. The game
// says when its next timed event is due (NextTimedEvent(): the dealer's next
// card, a claim window closing); the program applies the dealer's move at
// that time unless a seat moves first. The times are part of History(), so
// a seed plus the record replays exactly; nothing in a game reads a clock.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
#include "core/rng.h"
#include "core/status.h"

namespace lf {

class Dictionary;

// Special values of CurrentSeat().
inline constexpr int kTerminalSeat = -1;
// Real-time games: while CurrentSeat() is kAnySeat, any seat may move (a
// claim), and the program's clock applies the dealer's move (the next card,
// LegalMoves(kDealerSeat)) when nobody does. kDealerSeat as CurrentSeat()
// means only the dealer's move is possible now.
inline constexpr int kAnySeat = -2;
inline constexpr int kDealerSeat = -3;

// Game time: milliseconds since the game began (real-time games only; a
// turn-based game's moves all carry 0).
using Millis = int64_t;

// How a game runs, as in OpenSpiel's GameType::Dynamics.
enum class Dynamics {
  kTurnBased,  // seats decide in an order the game sets; time plays no part
  kRealTime,   // any seat may move at any moment; the game has timed events
};

struct GameOptions {
  int seats = 2;
  Seed seed;  // 128 bits (core/rng.h); a guest's copy has none
  Json variant = Json(Json::Object{});  // game-specific options, e.g. {"scoring":"alternative"}
};

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string_view Name() const = 0;  // "lost-words", "word-lift", ...
  virtual std::unique_ptr<Game> Clone() const = 0;
  virtual const GameOptions& Options() const = 0;
  int NumSeats() const { return Options().seats; }

  // Whose move it is: a seat index, kAnySeat, kDealerSeat or kTerminalSeat.
  virtual int CurrentSeat() const = 0;
  bool IsTerminal() const { return CurrentSeat() == kTerminalSeat; }

  // --- Who decides -----------------------------------------------------------
  // The seats that must decide now, in the order a table should ask them.
  // Default: the current seat, if it is a seat. A game where several seats
  // choose at once (secretly) lists them all; each then moves, in any order.
  virtual std::vector<int> DecidingSeats() const;
  // The seat whose turn it is in the game's own sense (the active player),
  // which a reaction window's priority may move away from. Default: the
  // current seat. Used for "pass automatically until my turn".
  virtual int ActiveSeat() const { return CurrentSeat(); }
  // The move by which `seat` declines its current decision (a reaction
  // window's "pass"), or "" when the decision cannot be declined. A seat
  // whose only legal move is this one is passed without being asked.
  virtual std::string PassMove(int seat) const {
    (void)seat;
    return {};
  }
  // Whether asking `seat` now can matter: false when, although it could
  // play something besides PassMove(), nothing it could play would change
  // anything (a Handgun after a check already won). The session then passes
  // for a person without asking, as when only the pass is legal. Default:
  // whenever something besides the pass is legal.
  virtual bool WorthAsking(int seat) const {
    (void)seat;
    return true;
  }
  // How much of a bot's (or another device's) move hold (Settings: bot
  // speed) the move at History()[index] needs on screen before the next
  // move, from 0 (a routine step nothing visible follows from, as "done")
  // to 1 (the default: a move a person wants to see), up to 4 for a move
  // that shows several things in turn (a tile explored, its Encounter
  // fought). Lets a game whose turns hold many small steps keep a bot's
  // turn short to watch. A pass nobody chose is held too when its share is
  // above 0 (the pass after which the dice roll).
  virtual double HoldShare(size_t index) const {
    (void)index;
    return 1.0;
  }
  // Whether the decision before `seat` concerns it directly (for "stop only
  // on my Power Checks": a seat may pass automatically otherwise). Default:
  // only the active seat's own turn concerns it.
  virtual bool DecisionConcerns(int seat) const { return seat == ActiveSeat(); }

  // --- Time (real-time games) --------------------------------------------------
  // The time of the last move (0 before any, and always 0 in a turn-based game).
  virtual Millis Now() const { return 0; }
  // When the next timed event is due, or nothing. At that time the program
  // applies LegalMoves(kDealerSeat).front() as kDealerSeat, unless a seat
  // moved first (which may move the event).
  virtual std::optional<Millis> NextTimedEvent() const { return std::nullopt; }
  // Applies a move made at `time`. Real-time games refuse a time before
  // Now() or past NextTimedEvent() (that event must happen first), so a
  // record replays exactly; ApplyMove(seat, move) is a move at Now().
  // Turn-based games ignore the time.
  virtual Status ApplyMoveAt(int seat, std::string_view move, Millis time) {
    (void)time;
    return ApplyMove(seat, move);
  }
  // Moves that arrive at the same instant from several seats (two bots'
  // reactions, two presses in one frame) are applied in this order; the
  // first may make the others illegal. Default: the lowest seat first.
  virtual std::vector<int> OrderTies(std::vector<int> seats) const;

  // Every legal move for `seat` now, in notation, without duplicates. Word
  // games may enumerate through the dictionary; the list can be long.
  virtual std::vector<std::string> LegalMoves(int seat) const = 0;

  // Applies a move, or refuses it with a reason a player can read and leaves
  // the state untouched.
  virtual Status ApplyMove(int seat, std::string_view move) = 0;

  // Scores so far (final when terminal), one per seat.
  virtual std::vector<int> Scores() const = 0;
  // Winning seats (ties share); empty until terminal.
  virtual std::vector<int> Winners() const;

  // A copy holding only what `seat` may know.
  virtual std::unique_ptr<Game> Redacted(int seat) const = 0;
  // A sampled world for searching bots (core/search_bot.h), called on
  // Redacted(seat) (or on the real game): a copy in which every card, tile
  // or deck order hidden from `seat` is dealt at random from what the seat
  // cannot rule out, so that it agrees with everything the seat has seen
  // (played, drawn, revealed): the copy's View(seat) and LegalMoves(seat)
  // are the original's, and it plays on legally from there, its own Rng
  // drawn from `rng`. nullptr if the game has no sampler (the default).
  virtual std::unique_ptr<Game> Determinize(int seat, Rng& rng) const {
    (void)seat, (void)rng;
    return nullptr;
  }
  // Everything `seat` can see, as JSON, for the CLI, tests and the a11y log.
  virtual Json View(int seat) const = 0;

  // --- In words, for a person who cannot see the table (docs/accessibility.md) --
  // The page's accessibility mirror reads these on the viewer's redacted copy;
  // they must read only what `seat` may know, so that the text of the real
  // game, of Redacted(seat) and of any Determinize(seat) world are the same
  // (tests/games/words_test.cpp checks it at every few moves of seeded games).
  // `names` are the players' names by seat ("You" for the viewer).
  struct TextPart {
    std::string heading;             // "Your hand", "Ana's row", "The island"
    std::vector<std::string> lines;  // one sentence or list entry each
  };
  // The table as `seat` sees it, in parts under headings. The default lists
  // View(seat) generically (its fields, one a line); a game writes its own.
  virtual std::vector<TextPart> DescribeTable(int seat, const std::vector<std::string>& names) const;
  // A legal move of `seat` in words, as a button names it ("Play the Heron
  // on your Fern"), and the kind it is grouped under ("Play", "Draw",
  // "Pass"). The default: the notation's first word as the kind, and the
  // notation as the label.
  struct MoveText {
    std::string kind;
    std::string label;
    // A word the player must find (a word to spell, to claim): the mirror
    // lists no such move, which would read out the answers, but plays it when
    // the player types its word (the label names it in capitals).
    bool by_word = false;
  };
  virtual MoveText DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const;

  // --- Snapshots (play on several devices, docs/multi-device.md) -------------
  // The whole table as JSON, its History() included, without the Rng or the
  // options (seat count, variant and seed travel apart, and a guest never
  // gets the seed). A host sends each guest Redacted(seat)->Snapshot(), so
  // a snapshot of a redacted copy holds nothing hidden from that seat.
  virtual Json Snapshot() const;
  // Rebuilds the table from Snapshot() on a game created with the same seat
  // count and variant: View, LegalMoves, Scores, DecidingSeats, History and
  // Snapshot are then those of the game that wrote it. Refuses malformed or
  // inconsistent input (a card out of range, a seat that is not at the
  // table) with a reason, and then leaves the game untouched; never crashes.
  virtual Status Restore(const Json& snapshot);

  // Moves applied so far, with the seat that made each.
  struct LoggedMove {
    int seat;
    std::string move;
    Millis time = 0;  // game time of the move (real-time games; 0 otherwise)
    bool operator==(const LoggedMove&) const = default;
  };
  virtual const std::vector<LoggedMove>& History() const = 0;
  // Whether the move at History()[i] revealed information (a draw, a roll), so
  // undo must not cross it.
  virtual bool RevealedInformation(size_t history_index) const = 0;

  // Scenario support: a game-specific set-up line ("hand 0 D I R T") applied
  // before the first move, and named facts to check ("deck-count"). Both refuse
  // unknown input with a reason.
  virtual Status ApplySetup(std::string_view line) = 0;
  virtual Result<std::string> Query(std::string_view key) const = 0;
};

// A seat's name in `names` (DescribeTable, DescribeLegalMove), or "Seat 3"
// where it has none.
std::string SeatNameIn(const std::vector<std::string>& names, int seat);
// Parts as plain text: "## heading", then one line each (tests, dumps).
std::string TextPartsText(const std::vector<Game::TextPart>& parts);

// Sum-of-seats tie-aware winners from scores: highest score wins.
std::vector<int> HighestScorers(const std::vector<int>& scores);

}  // namespace lf
