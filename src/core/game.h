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
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
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

struct GameOptions {
  int seats = 2;
  uint64_t seed = 0;
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
  // Everything `seat` can see, as JSON, for the CLI, tests and the a11y log.
  virtual Json View(int seat) const = 0;

  // Moves applied so far, with the seat that made each.
  struct LoggedMove {
    int seat;
    std::string move;
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

// Sum-of-seats tie-aware winners from scores: highest score wins.
std::vector<int> HighestScorers(const std::vector<int>& scores);

}  // namespace lf
