// Lost: The Board Game's island in motion: what the map shows while the
// events of the latest moves play out one after another, where they happen:
// a token walking its path, a tile turning over, a Fate card drawn to its
// tile, the dice tumbling and landing on what the engine rolled, the result,
// a card played, a Character Injured or led away. Each event gets its share
// of the bot pace (lost_board_game::EventShare), the same shares the session
// holds a bot's move on screen for (Game::HoldShare), so a bot's turn plays
// out within its holds, step by step.
//
// The island drawn is `Shown`: the table's public face as it was before the
// moves, changed one event at a time as each beat ends; once every beat of a
// batch of moves is over, it is the table itself again (nothing drifts). A
// token is always in one place: where Shown says, or on its way.
//
// No ImGui state here but the die's picture: the table (lost_board_game_ui.cpp)
// draws the beats and plays their sounds.
#pragma once
#include <array>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "games/lost_board_game/lost_board_game.h"
#include "imgui.h"

namespace lf::ui::board_motion {

namespace lbg = ::lf::lost_board_game;

// A Fate card as the island shows it: its definition (-1: not known) and whether it lies face down.
struct ShownCard {
  int def = -1;
  bool face_down = true;
};

struct ShownTile {
  bool face_up = false;
  int loc = -1;  // the Location (its definition), -1 while unknown to the viewer
  std::vector<ShownCard> pile;
};

struct ShownChar {
  bool on = false;  // on the board (the island or a Starting Location)
  int pos = -1;
  int controller = -1;
  bool injured = false;
  int trap = 0;
  bool resting = false;
};

struct Shown {
  std::array<ShownChar, lbg::kNumChars> ch{};
  std::vector<ShownTile> cells;

  static Shown Of(const lbg::State& s);
  // The event's effect on the island; `after` is the table once the moves
  // that made it are over (what a tile turned over is).
  void Apply(const lbg::Event& e, const lbg::State& after);
  int MonsterCell(const lbg::Content& content) const;
  // Characters (bits) at a position.
  uint32_t At(int pos) const;
};

struct Beat {
  enum class Kind : uint8_t {
    kWalk,     // a token along `path`
    kFlip,     // a tile turning over (event.cell, event.n the Location)
    kDraw,     // a Fate card from the deck to a tile (or to the discard pile, or a hand)
    kTake,     // an Equipment from its tile to a Character
    kDice,     // a Power Check's dice (or one die: a reroll, the Monster's direction)
    kResult,   // a Power Check's totals and who won
    kPlay,     // an Event played, an ability or an Equipment used
    kMark,     // something happens to a Character: Injured, healed, Trapped, led away...
    kTurn,     // a player's turn begins
    kMonster,  // the Monster moves along `path`
    kNote,     // anything else worth a line (a coin, a peek, a win)
  };
  Kind kind = Kind::kNote;
  uint64_t id = 0;   // in the order they play
  lbg::Event event;  // what it shows (a kDice beat: its kCheckSides, if the dice began a check)
  double start = 0, duration = 0;
  std::vector<int> path;       // kWalk, kMonster: positions from where it stands to where it goes
  int die[2] = {-1, -1};       // kDice: each side's die as it lands (-1: that side does not roll)
  int before[2] = {-1, -1};    // kDice: each side's total before its die (-1: not known)
  uint32_t sides[2] = {0, 0};  // kDice, kResult: the Characters of each side
  int enc = -1;                // kDice, kResult: the Encounter (its definition), -1 none
  int cell = -1;               // where it happens (a tile, a Starting Location), -1 nowhere
  std::string caption;         // what happens, in words
  std::vector<lbg::Event> applies;  // what its end changes on the island (its event and the silent ones after it)

  double end() const { return start + duration; }
  float Progress(double now) const {
    return duration > 0 ? static_cast<float>(std::min(1.0, std::max(0.0, (now - start) / duration))) : 1.0f;
  }
};

class Stage {
 public:
  // The island as the table is now, nothing in motion.
  void Reset(const lbg::State& s);
  // The moves [from, to) of `game` were made: their beats queue up after
  // those still to play, `pace` seconds a share (0: each beat ends at once).
  // A queue far behind is played faster. `names` are the seats' names.
  void Feed(const lbg::LostBoardGame& game, size_t from, size_t to, double now, double pace,
            const std::vector<std::string>& names, int viewer);
  // Ends the beats that are over by `now` (their changes land on the
  // island); returns those that began since the last call, for their sounds.
  std::vector<Beat> Update(double now);
  // Every beat over at once (the person acted: the table is theirs).
  void FinishAll();

  const Shown& shown() const { return shown_; }
  // The beat playing at `now`, or null.
  const Beat* Current(double now) const;
  bool Idle() const { return batches_.empty(); }
  double QueueEnd() const { return end_; }

 private:
  struct Batch {
    std::unique_ptr<lbg::State> after;
    std::deque<Beat> beats;
  };
  void Land(Beat& beat, const lbg::State& after);

  Shown shown_;
  Shown tail_;  // the island once every queued beat is over (what new beats start from)
  std::deque<Batch> batches_;
  double end_ = 0;        // when the last queued beat ends
  uint64_t next_id_ = 1;  // the next beat's id
  uint64_t begun_ = 0;    // the last beat reported as begun
  uint32_t last_sides_[2] = {0, 0};  // the sides of the last Power Check fed
};

// The path a token walks from `from` (a tile or a Starting Location) to the
// tile `to`, both ends included: the Starting Location's anchor first, then
// tile by tile.
std::vector<int> WalkPath(const lbg::State& s, int from, int to);

// A die `size` px across showing `face` (1..6) at `centre`, turned by `angle`
// radians: a rounded body and its pips.
void DrawDie(ImDrawList* list, ImVec2 centre, float size, int face, float angle, ImU32 body, ImU32 edge, ImU32 pips);

}  // namespace lf::ui::board_motion
