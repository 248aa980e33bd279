// A game in progress on the screen, for any game of the registry: the Game
// itself, who sits where (humans and bots), the bots' turns with a pause a
// player can follow, the move log in words, undo, pass-and-play privacy and
// the save file. No ImGui here: the screens in game_screens.cpp draw it, the
// tests drive it.
//
// Every kind of game (docs/architecture.md):
// - Turn-based: the seats in game.DecidingSeats() decide; a bot's move waits
//   for a pause a person can follow; a seat whose only choice is to decline
//   (PassMove) passes at once, and so does a person who asked to "pass
//   automatically until my turn" (SetAutoPass).
// - Real-time: the session keeps a game clock that Update() advances with the
//   app's time (tests pass any times they like: nothing here reads a clock).
//   Bots react through a RealTimeDriver, the game's timed events (the next
//   card) happen when due, and any person at the screen may move at any
//   moment with Play(seat, move), each with their own button.
//
// Hidden information: the screens only ever read View(), the redacted copy
// of the seat whose player is looking at the screen; bots get
// Redacted(their seat) from the session and nothing else.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/game.h"
#include "core/json.h"
#include "core/realtime.h"
#include "core/record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/status.h"
#include "ui/platform.h"

namespace lf::ui {

struct SeatSetup {
  bool human = true;
  std::string level = "medium";  // bots: easy, medium, hard
  std::string name;
  // A person playing on another device (docs/multi-device.md): never asked
  // for this device, never behind its privacy screen.
  bool remote = false;
  std::string Label() const;  // "Ana" or "Bot (hard)" when unnamed
};

struct SessionSetup {
  std::vector<SeatSetup> seats;
  GameOptions options;
};

// "Ana played E on column 2 (TRE)." for History()[index], given the names.
using MoveDescriber = std::function<std::string(const Game& game, size_t index, const std::vector<std::string>& names)>;

class GameSession {
 public:
  // Starts a new game; refuses bad options with the game's own reason.
  // `info` and `dict` must outlive the session.
  static Result<std::unique_ptr<GameSession>> Start(const GameInfo& info, const Dictionary* dict, SessionSetup setup,
                                                    MoveDescriber describe);
  // Reads a save file written by SaveText(), or a plain game record (its
  // players named "bot:LEVEL" are bots); refuses damaged or tampered files.
  // `registry` must outlive the session (it keeps its GameInfo).
  static Result<std::unique_ptr<GameSession>> Load(std::string_view text, const GameRegistry& registry,
                                                   const Dictionary* dict, MoveDescriber describe);

  // The user file a game's save lives in: "save-lost-for-words.json".
  static std::string SaveFileName(std::string_view game);

  const Game& game() const { return *game_; }  // the whole table: never drawn directly
  const GameInfo& info() const { return *info_; }
  const SessionSetup& setup() const { return setup_; }
  const std::vector<std::string>& names() const { return names_; }
  int HumanCount() const;
  // Whether a person plays the seat (false for a bot, and for a remote seat
  // while a bot stands in for its absent player).
  bool IsHuman(int seat) const;
  // A person at this device's screen (a human seat that is not remote).
  bool IsLocal(int seat) const { return IsHuman(seat) && !setup_.seats[static_cast<size_t>(seat)].remote; }
  int LocalHumanCount() const;

  // --- Several devices (docs/multi-device.md) -----------------------------------
  // Host: a bot of `level` plays a remote seat whose player has gone quiet,
  // until StandIn(seat, "") gives the seat back to them.
  void StandIn(int seat, const std::string& level);
  bool IsStandIn(int seat) const;
  // Guest: a copy of the host's table for one seat. It applies no move
  // itself: Play() hands the move to `send` (the host checks it and
  // answers with its next table, or a refusal), and Receive() puts the
  // host's table in place. Bots, saves and undo stay on the host.
  using MoveSender = std::function<void(int seat, const std::string& move)>;
  static Result<std::unique_ptr<GameSession>> Mirror(const GameInfo& info, const Dictionary* dict, SessionSetup setup,
                                                     int seat, MoveDescriber describe, MoveSender send);
  // Puts the host's table (a restored snapshot of the seat's view) in place;
  // `clock` is the host's game clock, `scores` its score history (when the
  // game is over; otherwise the session keeps its own from each table),
  // `now` the app time. `names` are the seats' names as the host shows them.
  void Receive(std::unique_ptr<Game> table, Millis clock, std::vector<std::vector<int>> scores,
               std::vector<std::string> names, double now);
  bool IsMirror() const { return static_cast<bool>(send_); }
  // Guest, turn-based: a move of the seat is on its way to the host; the
  // seat is not asked again until the host's next table (or its refusal).
  bool Awaiting() const { return awaiting_; }
  void MoveRefused() { awaiting_ = false; }
  // Whether the session keeps a save file on this device (not a mirror).
  bool Saves() const { return !IsMirror(); }
  // A seat's name for the log and the screens; "Dealer" for the dealer.
  std::string SeatName(int seat) const;
  // What the table says while nobody at the screen is to act: "Ana is
  // playing…", "Ana and Ben are deciding…".
  std::string WaitingText() const;
  bool RealTime() const { return info_->dynamics == Dynamics::kRealTime; }

  // The seats that must decide now (the game's DecidingSeats), and whether
  // `seat` is one of them.
  std::vector<int> Deciding() const { return game_->DecidingSeats(); }
  bool IsDeciding(int seat) const;

  // Passing automatically (a reaction window the player does not want to be
  // asked about): kAsk asks whenever the seat has something playable;
  // kUntilMyTurn passes every optional decision outside the seat's own
  // turn; kUnlessConcerned passes unless the decision concerns the seat
  // (Game::DecisionConcerns: "stop only on my Power Checks").
  enum class AutoPass { kAsk, kUntilMyTurn, kUnlessConcerned };
  void SetAutoPass(int seat, AutoPass mode);
  AutoPass auto_pass(int seat) const;
  // Guest: a pass mode chosen for the seat goes to the host too.
  void OnAutoPassChange(std::function<void(int seat, AutoPass mode)> f) { on_auto_pass_ = std::move(f); }

  // The seat whose view the screen shows, and that view (a redacted copy).
  int viewer() const { return viewer_; }
  const Game& View() const { return *view_; }
  // Frees the views and games replaced since the last call; the play screen
  // calls it at the start of each frame, before anything holds a reference.
  void ReleaseRetired() { retired_.clear(); }

  // Pass-and-play: true while the screen must hide the table until the next
  // human to decide (PrivacySeat()) says they are ready. Only when that
  // human is not the one looking; never in a real-time game (its table
  // holds nothing hidden from anyone at the screen).
  bool NeedsPrivacy() const;
  int PrivacySeat() const;
  void Ready();

  // A person's move for `seat`: a human seat that is deciding now (any
  // human seat in a real-time game, at the session's clock). Refusals
  // change nothing.
  Status Play(int seat, std::string_view move);
  // The viewer's move (a turn-based table acting for the person looking).
  Status Play(std::string_view move) { return Play(viewer_, move); }

  // Moves the game on: automatic passes at once; a bot's turn once its
  // pause is over; in a real-time game, the clock by the app time elapsed
  // since the last call (at most a quarter second a call, so a frame that
  // came late does not jump the game) and every bot reaction and timed
  // event due by then, each at its own time. `now` is the app's clock in
  // seconds; `pause` how long each bot move of a turn-based game shows.
  // Returns true if a move was made.
  bool Update(double now, double pause);
  bool BotToMove() const;
  // App time at which the pending bot move happens (-1 when none is scheduled).
  double BotDue() const { return bot_due_; }
  // Real-time games: the session's game clock (ms since the game began).
  Millis Clock() const { return clock_; }
  // The plan of a bot seat in a real-time game (to show "about to shout").
  const std::optional<TimedMove>* BotPlan(int seat) const { return driver_.PlanOf(seat); }

  // Undo of the viewer's last move against bots (and every bot move after
  // it). Offered only where it works: one person against bots, turn-based,
  // and no move since (the viewer's included) showed anyone a hidden card.
  bool CanOfferUndo() const;
  Status Undo();

  // True while the last move was a bot's and is younger than `hold` seconds
  // of app time: the table keeps showing it (and nothing that follows from
  // it, such as a round's summary) so that a person can follow it.
  bool Holding(double now, double hold) const;

  const std::vector<std::string>& log() const { return log_; }
  // Turns played so far: runs of moves by one seat (a Lost for Words turn is
  // a play and a draw, a Word Lift turn a play and two draws), the dealer's
  // cards not counted. What "12 turns played" on a resume screen counts.
  int TurnsPlayed() const;
  // Scores after each move (row 0: before the first move), for the end plot.
  const std::vector<std::vector<int>>& score_history() const { return score_history_; }

  // The save file's contents: the game record plus who sits where, and when
  // it was saved (seconds since 1970, 0: not given; the caller knows the time).
  std::string SaveText(int64_t saved_at = 0) const;
  int64_t saved_at() const { return saved_at_; }  // of a loaded save; 0 if it has none

  // A set-up line of the game's scenario language ("hand 0 E R S ..."),
  // before the first move only: a guided game's fixed deal. Such a game is
  // not a record that replays (the deal is not in its options), so the
  // guided game is never saved.
  Status ApplySetup(std::string_view line);
  // Puts another bot in a bot's seat (a guided game's scripted opponent,
  // then an easy bot when the guide is done).
  void SetBot(int seat, std::unique_ptr<Bot> bot);

  // A new game with the same seats and options and a fresh random seed.
  Result<std::unique_ptr<GameSession>> Rematch() const;

  // Random seeds stay below 2^31 so a JSON number keeps them exactly.
  static uint64_t RandomSeed();

 private:
  GameSession() = default;
  static Result<std::unique_ptr<GameSession>> LoadRecord(std::string_view text, const GameRegistry& registry,
                                                         const Dictionary* dict, MoveDescriber describe);
  Status Apply(int seat, std::string_view move, Millis time);
  void AfterMove();
  void Rebuild();  // view, log and score history from the game
  // A seat that passes without being asked now (its only move is to
  // decline, or its auto-pass mode says so), or -1.
  int AutoPassSeat() const;
  // The first deciding seat that a person plays and that will be asked.
  int NextHumanToDecide() const;
  void Replan();  // real-time: every bot's reaction to the table as it is now
  std::string Describe(size_t index) const;
  Result<size_t> UndoFrom() const;  // where an undo would cut the history, or why it cannot

  const GameInfo* info_ = nullptr;
  const Dictionary* dict_ = nullptr;
  MoveDescriber describe_;
  SessionSetup setup_;
  std::vector<std::string> names_;
  std::unique_ptr<Game> game_;
  std::unique_ptr<Game> view_;
  // Views and games replaced by a move or an undo stay alive until the next
  // ReleaseRetired(): a table that played a move mid-frame still holds
  // references into the old view for the rest of that frame.
  std::vector<std::unique_ptr<Game>> retired_;
  void Retire(std::unique_ptr<Game> old) {
    if (old) retired_.push_back(std::move(old));
  }
  std::vector<std::unique_ptr<Bot>> bots_;  // null for human seats
  Rng bot_rng_;                              // turn-based bots' stream
  std::vector<Rng> seat_rngs_;               // real-time: each bot's own stream (as in PlayMatch)
  RealTimeDriver driver_;
  Millis clock_ = 0;
  double last_update_ = -1;  // app time of the last Update (real-time), -1 before the first
  std::vector<AutoPass> auto_pass_;
  int64_t saved_at_ = 0;
  int viewer_ = 0;
  bool privacy_cleared_ = true;
  double bot_due_ = -1;  // app time at which the pending bot move happens; -1 none scheduled
  double bot_moved_at_ = -1;  // app time of the last move if a bot made it; -1 otherwise
  std::vector<std::string> log_;
  std::vector<std::vector<int>> score_history_;
  std::vector<bool> stand_in_;  // remote seats a bot plays for now
  MoveSender send_;             // set: a guest's mirror of the host's table
  std::function<void(int seat, AutoPass mode)> on_auto_pass_;
  bool received_ = false;       // a mirror got a table since the last Update
  bool awaiting_ = false;       // a mirror sent a move and waits for the host's answer
};

}  // namespace lf::ui
