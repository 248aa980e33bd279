// A small reward when something good happens at a table (a match in The
// Lost Words, a steal or a long word in Word Lift, a seven-letter word in
// Lost for Words): a gold glow around the thing, a ring of sparkles and a
// word or two ("Matched!") over it, drawn on the foreground draw list for
// under a second.
//
// Never in the way: it changes no layout, takes no input (a tap goes to
// what is under it, and any tap or key ends it at once), and with "Reduce
// motion" (Ui::MotionSeconds returns 0) it never starts. Keyed by the app's
// clock, like card_flight.h, so it never touches the game's timing.
//
// A table uses it in three calls a frame:
//   if (reward_.NewMove(session)) { ...look at the last move; maybe Start... }
//   reward_.Place(key, min, max);   // wherever the thing `key` is drawn
//   reward_.Draw(ui);               // after the table
// While it shows, the item "reward/<name>" (the Start's name) covers the
// thing, for the tests.
#pragma once
#include <cstddef>
#include <string>

#include "imgui.h"

namespace lf::ui {

}  // namespace lf::ui
namespace lf::play { class Session; }
namespace lf::ui {
class Ui;

class Reward {
 public:
  // How long the reward shows (before "Reduce motion").
  static constexpr float kSeconds = 0.8f;

  // True when exactly one move was added since the last call, seen by the
  // same viewer: the moment to look at it. A resume, an undo, several moves
  // at once or the table handed to another player are not news.
  bool NewMove(const play::Session& session);

  // Celebrates the thing the table will Place as `key`, with `label` ("Matched!")
  // over it, after `delay` seconds (a card still flying there; a negative
  // delay starts it that far along: a debug page's still picture). Restarts
  // a reward already showing; nothing at all with reduced motion.
  void Start(Ui& ui, int key, std::string label, std::string name, float delay = 0.0f);
  // Where `key` is drawn this frame (screen coordinates). Called more than
  // once in a frame, the reward covers all of the rectangles (a steal's two
  // new words).
  void Place(int key, ImVec2 min, ImVec2 max);
  // Draws it, if any, over everything; ends it when its time is up or on
  // any tap or key. Call once a frame after the table (and its Places).
  void Draw(Ui& ui);

  // Showing now (or waiting for its delay).
  bool active() const { return duration_ > 0; }
  int key() const { return key_; }
  const std::string& label() const { return label_; }

 private:
  size_t seen_moves_ = static_cast<size_t>(-1);
  int seen_viewer_ = -2;
  int key_ = -1;
  std::string label_, name_;
  double start_ = 0;
  float duration_ = 0;  // 0: none
  int placed_frame_ = -1;
  ImVec2 min_, max_;
};

}  // namespace lf::ui
