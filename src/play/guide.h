// A guided first game (docs/architecture.md, "Guided first games"): a fixed
// deal in which a guide says what to do, points at what to tap, and explains
// each rule as it first matters. Any game can have one: the text asset
// tutorials/<game-id>.json (assets/tutorials/ in the repository).
//
// The file:
//   {"title": "Your first game of Lost for Words",
//    "seats": [{"human": true, "name": "You"}, {"human": false, "name": "Robin"}],
//    "seed": 7, "variant": {"first": 0},
//    "setup": ["hand 0 A E ...", ...],        game set-up lines (the fixed deal)
//    "bot": {"1": ["discard Q", "draw deck", ...]},   each bot seat's moves, in order
//    "steps": [ ... ]}
// A step says something ("say") and waits for one thing:
//   {"say": "...", "next": true}               the Next button
//   {"say": "...", "taps": ["lfw/hand/0/E", "lfw/col/1"], "move": "play E 1"}
//                                              the player's move, made by tapping
//                                              those items in turn (the guide points
//                                              at each); no other move is accepted
//   {"say": "...", "taps": ["wl/word/1/0"]}    taps only: one stage of a move that
//                                              takes several steps to put together
//   {"say": "...", "bot": true}                the bots' turns, until a person decides (a
//                                              decision the session passes for them, as
//                                              in a reaction window where they hold
//                                              nothing worth playing, is not one)
// In a real-time game the game's clock waits while a step waits for the
// person (Next, or taps), so nothing is dealt or claimed while they read
// or look for the item to tap, unless the step is timed: the person plays
// against the clock (a claim's seconds). Such a step says what happens if
// the time runs out, so that it can never become a dead end:
//   {"say": "...", "taps": [...], "move": "claim ER E",
//    "timed": {"runs_out": "time-up", "again": 4, "say": "Time ran out ..."}}
// if the move `runs_out` is made before the step's move, the guide goes
// back to step `again` (numbered from 1, at or before this one), which
// then says `say` instead of its own words (what happened, and what to do).
// The last step ends the guide: the game goes on against easy bots.
//
// The guide is part of the game in play, so Undo and a reload keep it in
// step with the table: the session asks it where each step began (in moves)
// and takes it back with the moves (Guide::Rewind). A scripted bot's n-th
// move is the n-th of its script whatever happened before, so an undone
// turn is played again the same way.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/json.h"
#include "core/status.h"
#include "play/session_setup.h"

namespace lf::play {

struct TutorialStep {
  std::string say;
  bool next = false;               // waits for Next
  std::vector<std::string> taps;   // named items to tap, in turn
  std::string move;                // the move those taps make
  bool bot = false;                // waits for the bots
  // A timed step (real-time games): the clock runs while it waits for the
  // person; `runs_out` (the dealer's "time-up") sends the guide back to
  // step `again` (an index from 0 here), which then says `late` instead.
  bool timed = false;
  std::string runs_out;
  size_t again = 0;
  std::string late;
  bool TapsOnly() const { return move.empty() && !taps.empty(); }
  // Whether a real-time game's clock waits while this step is on: it waits
  // for the person to read or to tap, and is not played against the clock.
  bool ClockWaits() const { return next || (!taps.empty() && !timed); }
};

struct Tutorial {
  std::string title;
  SessionSetup setup;
  std::vector<std::string> setup_lines;
  std::map<int, std::vector<std::string>> bot_moves;  // by seat
  std::vector<TutorialStep> steps;
  std::string text;  // the file as read (a guided game's save carries it)

  // Reads a tutorial file; refuses a malformed one naming what is wrong.
  static Result<Tutorial> Parse(std::string_view text);
};

// A bot that plays its script: its n-th move in the game is the script's
// n-th (when that is legal), then it plays like `fallback`. In a real-time
// game the scripted move comes when the fallback would have moved, or
// kScriptedReaction after the table last changed if it would not.
class ScriptedBot final : public Bot {
 public:
  static constexpr Millis kScriptedReaction = 2500;
  ScriptedBot(std::vector<std::string> moves, std::unique_ptr<Bot> fallback)
      : moves_(std::move(moves)), fallback_(std::move(fallback)) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  std::optional<TimedMove> React(const Game& view, int seat, Rng& rng) override;

 private:
  // The script's next move for `seat`, if it has one and it is legal now.
  const std::string* Scripted(const Game& view, int seat) const;

  std::vector<std::string> moves_;
  std::unique_ptr<Bot> fallback_;
};

// Which step of the guide is on, and what it lets the player do.
class Guide {
 public:
  explicit Guide(Tutorial tutorial) : tutorial_(std::move(tutorial)) { started_.assign(1, 0); }

  // What the session tells the guide about the table.
  struct Table {
    size_t moves = 0;             // moves in the game
    bool over = false;            // the game is over
    bool person_to_move = false;  // a person decides now, no bot is to move, and no automatic pass is due
  };
  // Advances past steps whose wait is over (a bot step once a person is
  // to move; a move step once its move was made). `history` is the game's.
  void Update(const std::vector<std::string>& history_moves, const Table& table);
  // Whether the player may make `move` now; if not, why.
  Status Allows(const std::string& move) const;
  // The screen's part: the ringed item was tapped; Next was tapped.
  void Tapped();
  void Next();

  // Where Undo back to `moves` moves would put the guide: the first step
  // of the turn that made the move taken back (a word put together over
  // several tap steps starts again from its first), or -1 when no step
  // began there (then Undo is not offered).
  int StepAt(size_t moves) const;
  // Whether Undo back to `moves` moves keeps the guide in step: it went on
  // past the guide's end, or StepAt finds the step to go back to.
  bool CanRewind(size_t moves) const { return (finished() && moves >= started_.back()) || StepAt(moves) >= 0; }
  void Rewind(size_t moves);

  bool finished() const { return step_ >= tutorial_.steps.size(); }
  size_t step() const { return step_; }
  size_t taps_done() const { return taps_done_; }
  // The step on now (after a timed step ran out, the step gone back to,
  // saying what happened), or null once the guide is over.
  const TutorialStep* Current() const {
    if (finished()) return nullptr;
    return late_from_ >= 0 ? &shown_ : &tutorial_.steps[step_];
  }
  const Tutorial& tutorial() const { return tutorial_; }

  // For a guided game's save: the step, and where each step began. Load
  // puts the guide at the start of the turn it was in (as StepAt does).
  Json Save() const;
  Status Load(const Json& j, size_t moves);

 private:
  void Begin(size_t step, size_t moves);
  // Goes back to `timed`'s step `again`, which says its `late` first.
  void RanOut(size_t timed, size_t moves);

  Tutorial tutorial_;
  size_t step_ = 0;
  size_t taps_done_ = 0;          // of the current step's taps
  std::vector<size_t> started_;   // started_[k]: moves in the game when step k began
  int late_from_ = -1;            // the timed step that ran out, sending the guide back here
  TutorialStep shown_;            // then: the step on now, saying the timed step's `late`
};

}  // namespace lf::play
