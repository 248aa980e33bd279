// The game in play (docs/architecture.md, "The game in play"): a game on a
// device, whatever draws it. Screens read a Session and call Play(); each
// frame they call Update(now), which moves the game on (bots after a pause
// a person can follow, automatic passes, a real-time game's clock, and a
// room's link), saves it, and says whether anything changed. No ImGui, SDL
// or Emscripten here: the tests drive sessions directly.
//
// Two kinds:
// - LocalSession: the authority over a game on this device: one person
//   against bots, people passing the device, a guided first game, or the
//   host of a room (its HostRoom is pumped by the session). Its record is
//   seed + set-up lines + moves with times; Undo, saves and reloads replay it.
// - GuestSession (play/room.h): a guest's copy of its own seat's table,
//   kept by its GuestRoom from the host's messages.
//
// Hidden information: the screens only ever read View(), the redacted copy
// of the seat whose player is looking at the screen; bots get
// Redacted(their seat) and nothing else.
#pragma once
#include <functional>
#include <map>
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
#include "play/protocol.h"
#include "play/session_setup.h"
#include "play/store.h"

namespace lf::play {

class Guide;
class HostRoom;
class Transport;
struct Tutorial;

// What a table's frame shows of the room it is played in.
struct RoomStatus {
  bool host = false;
  std::string code;
  std::vector<SeatInfo> seats;
  bool connected = true;
  std::string problem;  // "Reconnecting…", the link's last problem ("" when all is well)
  // A guest's: whether the device answering proved it is the room's host;
  // seconds since the host was last heard from, and whether that is minutes
  // (the person is told and may leave); the seat open on another device
  // now; the host gave this device's seat to a bot for now.
  bool checked = true;
  double away = 0;
  bool gone = false;
  bool elsewhere = false;
  bool viewer_held = false;
};

class Session {
 public:
  virtual ~Session();

  const GameInfo& info() const { return *info_; }
  const SessionSetup& setup() const { return setup_; }
  const std::vector<std::string>& names() const { return names_; }
  // The table this device holds: the whole game on a LocalSession (never
  // drawn directly), a guest's own seat's table on a GuestSession.
  const Game& game() const { return *game_; }
  // The seat whose view the screen shows, and that view (a redacted copy).
  int viewer() const { return viewer_; }
  const Game& View() const { return *view_; }
  // Frees the views and games replaced since the last call; the play screen
  // calls it at the start of each frame, before anything holds a reference.
  void ReleaseRetired() { retired_.clear(); }

  int HumanCount() const;
  // Whether a person plays the seat (false for a bot, and for a remote seat
  // while a bot stands in for its absent player).
  bool IsHuman(int seat) const;
  // A person at this device's screen (a human seat that is not remote).
  bool IsLocal(int seat) const { return IsHuman(seat) && !setup_.seats[static_cast<size_t>(seat)].remote; }
  int LocalHumanCount() const;
  // A remote seat a bot plays for now (its player's device went quiet).
  bool IsStandIn(int seat) const;
  // A seat's name for the log and the screens; "Dealer" for the dealer.
  std::string SeatName(int seat) const;
  // What the table says while nobody at the screen is to act: "Ana is
  // playing…", "Ana and Ben are deciding…".
  std::string WaitingText() const;
  bool RealTime() const { return info_->dynamics == Dynamics::kRealTime; }

  // The seats that must decide now (the game's DecidingSeats), and whether
  // `seat` is one of them (not while its move is on its way to a host).
  std::vector<int> Deciding() const { return game_->DecidingSeats(); }
  virtual bool IsDeciding(int seat) const;

  // Passing automatically (a reaction window the player does not want to be
  // asked about): kAsk asks whenever the seat has something worth playing;
  // kUntilMyTurn passes every optional decision outside the seat's own
  // turn; kUnlessConcerned passes unless the decision concerns the seat
  // (Game::DecisionConcerns: "stop only on my Power Checks");
  // kWhenItMatters, the default, asks only where the decision concerns the
  // seat or where the game's hard bot in that seat, from its view, would
  // play rather than pass (a game without a hard bot asks as kAsk does).
  enum class AutoPass { kAsk, kUntilMyTurn, kUnlessConcerned, kWhenItMatters };
  static constexpr AutoPass kDefaultAutoPass = AutoPass::kWhenItMatters;
  virtual void SetAutoPass(int seat, AutoPass mode);
  AutoPass auto_pass(int seat) const;
  // Whether the session is about to pass for `seat` without asking (an
  // automatic pass waiting for the move on screen before it): a table
  // shows no question meanwhile.
  virtual bool PassesFor(int seat) const {
    (void)seat;
    return false;
  }

  // Pass-and-play: true while the screen must hide the table until the next
  // person to decide (PrivacySeat()) says they are ready.
  virtual bool NeedsPrivacy() const { return false; }
  int PrivacySeat() const;
  void Ready();

  // A person's move for `seat`. Refusals change nothing.
  virtual Status Play(int seat, std::string_view move) = 0;
  // The viewer's move (a turn-based table acting for the person looking).
  Status Play(std::string_view move) { return Play(viewer_, move); }

  // Moves the game on to app time `now` (seconds): the room's messages,
  // automatic passes, a bot's move once its pause is over, a real-time
  // game's clock (at most a quarter second a call, so a late frame does not
  // jump the game). Saves after any change. True if the table changed.
  virtual bool Update(double now) = 0;
  bool Update(double now, double pace) {
    SetPace(pace);
    return Update(now);
  }
  // How long each move of a bot (or of another device's player) stays on
  // screen before the next (Settings: bot moves slow, normal, fast).
  void SetPace(double seconds) { pace_ = seconds; }
  // Settings, "Wait for me": each bot move stays on screen until the person
  // says GoOn (WCAG 2.2.1: no time limit at all). Not in a room, where the
  // other devices' players would wait too.
  void SetWaitForPerson(bool wait) { wait_ = wait; }
  bool WaitsForPerson() const { return wait_ && !Room().has_value(); }
  // Ends the hold of the move on screen now; the next bot move follows.
  virtual void GoOn(double now) {
    if (other_moved_at_ >= 0 && now >= other_moved_at_ && now - other_moved_at_ < other_hold_)
      other_hold_ = now - other_moved_at_;
  }
  // True while the last move was a bot's (or another device's) and is
  // younger than the pace: the table keeps showing it, and nothing that
  // follows from it (a round's summary).
  bool Holding(double now) const {
    return other_moved_at_ >= 0 && now >= other_moved_at_ && now - other_moved_at_ < other_hold_;
  }
  virtual bool BotToMove() const { return false; }
  // Real-time games: the game clock (ms since the game began).
  Millis Clock() const { return clock_; }
  // A room's turn timer: seconds `seat` has left to decide, at app time
  // `now` (nullopt: no limit runs for it).
  virtual std::optional<double> TurnLeft(int seat, double now) const {
    (void)seat, (void)now;
    return std::nullopt;
  }
  // The plan of a bot seat in a real-time game (to show "about to shout").
  virtual const std::optional<TimedMove>* BotPlan(int seat) const {
    (void)seat;
    return nullptr;
  }

  // Undo of the viewer's last decision against bots (and every move after
  // it). Offered exactly where it works (LocalSession says when).
  virtual bool CanOfferUndo() const { return false; }
  virtual Status Undo() { return Status::Refused("There is no move of yours to undo."); }

  const std::vector<std::string>& log() const { return log_; }
  // Whether log line `i` is a pass (an optional decision declined, asked or
  // not): the screens leave passes out of the log unless asked to show them.
  bool IsPass(size_t i) const { return i < log_pass_.size() && log_pass_[i]; }
  // The seat whose move log line `i` is (kDealerSeat for the dealer's), or -1.
  int LogSeat(size_t i) const;
  // What happened since `seat` last decided: the log lines made since its
  // last move of its own choosing, by the other seats, passes left out (the
  // recap a person sees when their turn comes back).
  std::vector<size_t> SinceLastTurn(int seat) const;
  // Turns played so far: runs of moves by one seat, the dealer's not counted.
  int TurnsPlayed() const;
  // Scores after each move (row 0: before the first move), for the end plot.
  const std::vector<std::vector<int>>& score_history() const { return score_history_; }

  // A guided first game's guide (null otherwise). The screen draws it and
  // reports taps and Next (Guide::Tapped, Guide::Next).
  virtual Guide* guide() { return nullptr; }
  virtual const Guide* guide() const { return nullptr; }
  // The room the table is played in, if any.
  virtual std::optional<RoomStatus> Room() const { return std::nullopt; }
  // A refusal that came from elsewhere (the host refused a guest's move),
  // or a room that closed; once.
  virtual std::string TakeNotice() { return ""; }

  // Whether the session keeps a save on this device, and why the last save
  // failed ("" when it did not).
  virtual bool Saves() const { return false; }
  const std::string& save_error() const { return save_error_; }

  // A new game with the same seats and options and a fresh random seed (a
  // host takes its room along).
  virtual Result<std::unique_ptr<Session>> Rematch() = 0;
  // The person leaves the table. `for_good`: the game is over and they go
  // back to the menu (a host closes its room, a guest forgets its seat).
  // Otherwise a room's link closes quietly, to be reopened by Resume.
  virtual void Leave(bool for_good) { (void)for_good; }

  // How a pass mode is written in saves and messages ("until-my-turn").
  static const char* PassModeName(AutoPass mode);
  static AutoPass PassModeOf(const std::string& name);

 protected:
  Session() = default;
  void Retire(std::unique_ptr<Game> old) {
    if (old) retired_.push_back(std::move(old));
  }
  void SetView(std::unique_ptr<Game> view) {
    Retire(std::move(view_));
    view_ = std::move(view);
  }
  std::string Describe(size_t index) const;
  int NextHumanToDecide() const;
  // Whether History()[i] was a pass the session made for a person (not their decision).
  virtual bool IsAutomatic(size_t i) const {
    (void)i;
    return false;
  }

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
  std::vector<AutoPass> auto_pass_;
  std::vector<bool> stand_in_;  // remote seats a bot plays for now
  int viewer_ = 0;
  double pace_ = 0.8;
  bool wait_ = false;  // SetWaitForPerson
  double other_moved_at_ = -1;  // app time of the last move if a bot or another device made it
  double other_hold_ = 0;       // ... and how long it stays on screen (the pace times its HoldShare)
  // Notes that the last move of the game was a bot's or another device's, at `now`.
  void OtherMoved(double now);
  Millis clock_ = 0;
  std::vector<std::string> log_;
  std::vector<bool> log_pass_;  // per line of log_: a pass
  std::vector<std::vector<int>> score_history_;
  std::string save_error_;
};

class LocalSession final : public Session {
 public:
  // Starts a new game; refuses bad options with the game's own reason.
  // `info` and `dict` must outlive the session.
  static Result<std::unique_ptr<LocalSession>> Start(const GameInfo& info, const Dictionary* dict, SessionSetup setup,
                                                     MoveDescriber describe);
  // A guided first game: its fixed deal, its scripted bots, its guide.
  static Result<std::unique_ptr<LocalSession>> StartGuided(const GameInfo& info, const Dictionary* dict,
                                                           Tutorial tutorial, MoveDescriber describe);
  // Reads a save written by SaveText() (of any version), or a plain game
  // record (its players named "bot:LEVEL" are bots); refuses damaged or
  // tampered files. `registry` must outlive the session.
  static Result<std::unique_ptr<LocalSession>> Load(std::string_view text, const GameRegistry& registry,
                                                    const Dictionary* dict, MoveDescriber describe);
  ~LocalSession() override;

  // Saves after every change into `store` (a guided game into its own
  // slot); a finished game's save is removed. Saves now.
  void KeepIn(Store& store);
  Slot slot() const { return guide_ ? Slot::kGuide : Slot::kGame; }

  // --- Several devices (docs/multi-device.md) ------------------------------
  // The host's room: the session pumps it in Update and saves it with the game.
  void Host(std::shared_ptr<HostRoom> room);
  HostRoom* host_room() { return room_.get(); }
  // A save of a host's game holds its room: reopens it on `link` (after the
  // host's reload). Without a link (natively) or a room, bots play the
  // remote seats.
  void ReopenRoom(Transport* link, double now);
  // A bot of `level` plays a remote seat whose player has gone quiet, until
  // StandIn(seat, "") gives the seat back to them.
  void StandIn(int seat, const std::string& level);
  // The game moved to another of the host's devices (HostRoom::OfferHandover):
  // the guests are told to follow, the link closes, and this device's save
  // of the game goes (it would open the room again).
  void HandedOver();
  // Where `seat`'s current decision began (the number of moves then), or
  // kNotDeciding: a guest's move made on an older table is refused
  // (docs/multi-device.md, "Moves bound to their table").
  static constexpr size_t kNotDeciding = static_cast<size_t>(-1);
  size_t DecisionStart(int seat) const;
  // A room's turn timer (HostRoom::turn_seconds): when a person's turn has
  // lasted that long, a bot plays it for them (the person is told).
  std::optional<double> TurnLeft(int seat, double now) const override;
  std::string TakeNotice() override;
  // The seats whose turn a bot played since the last call (the room tells
  // their devices).
  std::vector<int> TakeTimedOut();
  // The same session over another table of the same game whose history
  // `seat` sees the same (a world the game's sampler dealt for it, which may
  // name another seat's secret choice otherwise: the board game's draft
  // "keep"): the secrecy test hosts both and compares what that seat's guest
  // receives.
  void AdoptTable(std::unique_ptr<Game> table, int seat);

  void SetAutoPass(int seat, AutoPass mode) override;
  bool NeedsPrivacy() const override;
  using Session::Play;
  Status Play(int seat, std::string_view move) override;
  using Session::Update;
  bool PassesFor(int seat) const override;
  void GoOn(double now) override {
    Session::GoOn(now);
    if (bot_due_ > now) bot_due_ = now;  // (it waited for the move on screen)
  }
  bool Update(double now) override;
  bool BotToMove() const override;
  const std::optional<TimedMove>* BotPlan(int seat) const override { return driver_.PlanOf(seat); }
  // Offered only where it works: one person, against bots, on one device,
  // turn-based, while that person decides, and only back to their last
  // decision (an automatic pass is not one) when no move since showed
  // anyone a hidden card; in a guided game, where the guide can step back.
  bool CanOfferUndo() const override;
  Status Undo() override;
  Guide* guide() override { return guide_.get(); }
  const Guide* guide() const override { return guide_.get(); }
  std::optional<RoomStatus> Room() const override;
  bool Saves() const override { return store_ != nullptr; }
  Result<std::unique_ptr<Session>> Rematch() override;
  void Leave(bool for_good) override;

  // The save's contents: the record, who sits where, the guide's place, the
  // room, and when it was saved (seconds since 1970; 0: not given).
  std::string SaveText(int64_t saved_at = 0) const;
  int64_t saved_at() const { return saved_at_; }
  // The game as a record (set-up lines included): what Undo and a reload replay.
  GameRecord Record() const;
  // Whether History()[i] was an automatic pass, not a person's decision.
  bool Automatic(size_t i) const { return i < automatic_.size() && automatic_[i]; }
  bool IsAutomatic(size_t i) const override { return Automatic(i); }

  // A set-up line of the game's scenario language, before the first move
  // only (a fixed deal); it is part of the record from then on.
  Status ApplySetup(std::string_view line);
  // The same game as it was after its first `moves` moves, with the same
  // seats, to play on from there (the coach's "Play on from there"); never
  // a guided game.
  Result<std::unique_ptr<LocalSession>> Replayed(size_t moves) const;
  // Puts another bot in a bot's seat.
  void SetBot(int seat, std::unique_ptr<Bot> bot);

 private:
  LocalSession() = default;
  static Result<std::unique_ptr<LocalSession>> LoadRecord(std::string_view text, const GameRegistry& registry,
                                                          const Dictionary* dict, MoveDescriber describe);
  // The session of `record` replayed, with these seats (not yet rebuilt).
  static Result<std::unique_ptr<LocalSession>> FromRecord(const GameInfo& info, const Dictionary* dict,
                                                          SessionSetup setup, const GameRecord& record,
                                                          MoveDescriber describe);
  Status Apply(int seat, std::string_view move, Millis time, bool automatic);
  void AfterMove();
  void Rebuild();  // view, log and score history from the game
  // A seat that passes without being asked now (its only move is to
  // decline, nothing it could play would change anything, or its auto-pass
  // mode says so), or -1.
  int AutoPassSeat() const;
  void Replan();  // real-time: every bot's reaction to the table as it is now
  Bot* BotOf(int seat);
  void Script(const std::map<int, std::vector<std::string>>& scripts);
  bool Step(double now);  // Update without the room
  // The stream a turn-based bot decides with: a function of the table
  // (seed, seat, moves so far), so a turn taken back or played after a
  // reload is decided the same way.
  Rng DecisionRng(int seat) const;
  // AutoPass::kWhenItMatters: whether the game's hard bot in `seat` would
  // play now rather than pass (true when the game has no hard bot).
  bool AdviserPlays(int seat) const;
  Result<size_t> UndoFrom() const;  // where an undo would cut the history, or why it cannot
  void UpdateGuide();
  void Persist();
  // Each seat's decision: where it began (after every move), and when its
  // turn timer started (app time, -1: not yet).
  void TrackDecisions(int moved);
  void TurnTimers(double now);

  std::vector<size_t> decision_start_;
  std::vector<double> decision_clock_;
  double timers_at_ = -1;  // app time of the last TurnTimers
  std::string notice_;  // for this device's person: a turn a bot played for them
  std::vector<int> timed_out_;  // seats whose turn a bot played, for the room to tell

  std::vector<std::string> setup_lines_;
  std::vector<bool> automatic_;  // per move of the history
  std::vector<std::unique_ptr<Bot>> bots_;  // null for human seats
  std::map<int, std::unique_ptr<Bot>> scripted_;  // a guided game's scripted seats (ScriptedBot)
  std::vector<Rng> seat_rngs_;  // real-time: each bot's own stream (as in PlayMatch)
  RealTimeDriver driver_;
  double last_update_ = -1;  // app time of the last Update (real-time), -1 before the first
  int64_t saved_at_ = 0;
  double bot_due_ = -1;  // app time at which the pending bot move happens; -1 none scheduled
  double now_ = 0;       // app time of the last Update (the guide's wait for the bots' holds)
  bool last_was_pass_ = false;  // the last move a person chose (not automatic) was a pass
  // AdviserPlays: the hard bot that answers it, and its answer for the table
  // of `advice_at_` moves (reset by every move and every rebuild).
  mutable std::unique_ptr<Bot> adviser_;
  mutable bool adviser_made_ = false;
  mutable int advice_seat_ = -1;
  mutable size_t advice_at_ = 0;
  mutable bool advice_plays_ = true;
  std::string bot_move_;  // the pending bot move, chosen at the table of bot_move_at_ moves
  size_t bot_move_at_ = 0;
  int bot_seat_ = -1;
  std::unique_ptr<Guide> guide_;
  std::shared_ptr<HostRoom> room_;
  Json room_saved_;  // a loaded save's room, until ReopenRoom
  Store* store_ = nullptr;
  bool dirty_ = false;  // changed since the last save
  size_t saved_step_ = 0;  // the guide's step in the last save
};

}  // namespace lf::play
