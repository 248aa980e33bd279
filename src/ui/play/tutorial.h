// A guided first game: a fixed deal in which a guide card says what to do,
// points at what to tap, and explains each rule as it first matters. Any
// game can have one: the text asset tutorials/<game-id>.json (from
// assets/tutorials/ in the repository). It is offered once when a game's
// set-up screen is first opened, and always from its rules page; it can be
// skipped at any moment, and it is never saved.
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
//   {"say": "...", "bot": true}                the bots' turns, until a person is to move
// The last step ends the guide: the game goes on against an easy bot.
#pragma once
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/json.h"
#include "core/status.h"
#include "imgui.h"
#include "ui/play/session.h"

namespace lf::ui {

class Ui;
class Screen;
struct GameUi;

struct TutorialStep {
  std::string say;
  bool next = false;               // waits for Next
  std::vector<std::string> taps;   // named items to tap, in turn
  std::string move;                // the move those taps make
  bool bot = false;                // waits for the bots
};

struct Tutorial {
  std::string title;
  SessionSetup setup;
  std::vector<std::string> setup_lines;
  std::map<int, std::deque<std::string>> bot_moves;  // by seat
  std::vector<TutorialStep> steps;

  // Reads a tutorial file; refuses a malformed one naming what is wrong.
  static Result<Tutorial> Parse(std::string_view text);
  // The session of the guided game: the deal fixed, bots that play the
  // script. Refuses a script that does not fit the game.
  Result<std::unique_ptr<GameSession>> Start(const GameInfo& info, const Dictionary* dict,
                                             MoveDescriber describe) const;
};

// A bot that plays the moves it is given, in order (a guided game's
// opponent). When its script runs out it plays like `fallback`.
class ScriptedBot final : public Bot {
 public:
  ScriptedBot(std::deque<std::string> moves, std::unique_ptr<Bot> fallback)
      : moves_(std::move(moves)), fallback_(std::move(fallback)) {}
  std::string ChooseMove(const Game& view, int seat, Rng& rng) override;
  bool done() const { return moves_.empty(); }

 private:
  std::deque<std::string> moves_;
  std::unique_ptr<Bot> fallback_;
};

// The guide on a play screen: which step is on, what it lets the player do,
// and the guide card with the pointer.
class TutorialGuide {
 public:
  explicit TutorialGuide(Tutorial tutorial) : tutorial_(std::move(tutorial)) {}

  // Before the table is drawn: advances past steps whose wait is over
  // (a bot step once a person is to move; a move step once it was made).
  void Update(const GameSession& session);
  // Whether the player may make `move` now; if not, why (shown as a refusal).
  Status Allows(const std::string& move) const;
  // After the table is drawn: the pointer around the item to tap and the
  // guide card at `top` (screen coordinates), `width` wide; `*bottom` gets
  // the card's lower edge. Returns true when the player chose to leave the
  // guided game.
  bool Draw(Ui& ui, ImVec2 top, float width, float* bottom);

  bool finished() const { return step_ >= tutorial_.steps.size(); }
  size_t step() const { return step_; }
  const Tutorial& tutorial() const { return tutorial_; }

 private:
  const TutorialStep* Current() const { return finished() ? nullptr : &tutorial_.steps[step_]; }

  Tutorial tutorial_;
  size_t step_ = 0;
  size_t taps_done_ = 0;      // of the current step's taps
  size_t history_seen_ = 0;   // moves in the game when the current step began
};

// Opens the guided first game of `game` (loads tutorials/<id>.json), or says
// on screen why it cannot.
std::unique_ptr<Screen> MakeTutorialScreen(const GameUi& game);
// Whether `game` has a guided first game (its file is among the assets).
bool HasTutorial(Ui& ui, const GameUi& game);

}  // namespace lf::ui
