// A game in progress on the screen, for any game of the registry: the Game
// itself, who sits where (humans and bots), the bots' turns with a pause a
// player can follow, the move log in words, undo, pass-and-play privacy and
// the save file. No ImGui here: the screens in game_screens.cpp draw it, the
// tests drive it.
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
#include "core/record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/status.h"
#include "ui/platform.h"

namespace lf::ui {

inline constexpr const char* kBotLevels[] = {"easy", "medium", "hard"};

struct SeatSetup {
  bool human = true;
  std::string level = "medium";  // bots: easy, medium, hard
  std::string name;
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
  // Reads a save file written by SaveText(); refuses damaged or tampered
  // files. `registry` must outlive the session (it keeps its GameInfo).
  static Result<std::unique_ptr<GameSession>> Load(std::string_view text, const GameRegistry& registry,
                                                   const Dictionary* dict, MoveDescriber describe);

  // The user file a game's save lives in: "save-lost-for-words.json".
  static std::string SaveFileName(std::string_view game);

  const Game& game() const { return *game_; }  // the whole table: never drawn directly
  const GameInfo& info() const { return *info_; }
  const SessionSetup& setup() const { return setup_; }
  const std::vector<std::string>& names() const { return names_; }
  int HumanCount() const;
  bool IsHuman(int seat) const;

  // The seat whose view the screen shows, and that view (a redacted copy).
  int viewer() const { return viewer_; }
  const Game& View() const { return *view_; }
  // Frees the views and games replaced since the last call; the play screen
  // calls it at the start of each frame, before anything holds a reference.
  void ReleaseRetired() { retired_.clear(); }

  // Pass-and-play: true while the screen must hide the table until the next
  // human (PrivacySeat()) says they are ready.
  bool NeedsPrivacy() const;
  int PrivacySeat() const { return game_->CurrentSeat(); }
  void Ready();

  // A human's move for the current seat (the viewer). Refusals change nothing.
  Status Play(std::string_view move);

  // Advances the bots: when a bot is to move and its pause is over, it moves.
  // `now` is the app's clock in seconds; `pause` how long each bot move shows.
  // Returns true if a move was made.
  bool Update(double now, double pause);
  bool BotToMove() const;
  // Seconds until the pending bot move (0 when none or due).
  double BotDue() const { return bot_due_; }

  // Undo of the viewer's last move against bots (and every bot move after it).
  bool CanOfferUndo() const;
  Status Undo();

  const std::vector<std::string>& log() const { return log_; }
  // Scores after each move (row 0: before the first move), for the end plot.
  const std::vector<std::vector<int>>& score_history() const { return score_history_; }

  // The save file's contents: the game record plus who sits where.
  std::string SaveText() const;

  // A new game with the same seats and options and a fresh random seed.
  Result<std::unique_ptr<GameSession>> Rematch() const;

  // Random seeds stay below 2^31 so a JSON number keeps them exactly.
  static uint64_t RandomSeed();

 private:
  GameSession() = default;
  Status Apply(int seat, std::string_view move);
  void AfterMove();
  void Rebuild();  // view, log and score history from the game

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
  Rng bot_rng_;
  int viewer_ = 0;
  bool privacy_cleared_ = true;
  double bot_due_ = -1;  // app time at which the pending bot move happens; -1 none scheduled
  std::vector<std::string> log_;
  std::vector<std::vector<int>> score_history_;
};

}  // namespace lf::ui
