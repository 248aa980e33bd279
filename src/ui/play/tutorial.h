// The guided first game on screen (the guide itself, its file and its
// steps are the game in play's: play/guide.h): the guide card with what to
// do and Next, the ring around the item to tap, and the screen that opens a
// game's guided game (tutorials/<game-id>.json).
#pragma once
#include <memory>
#include <string>

#include "imgui.h"
#include "play/guide.h"

namespace lf::ui {

class Ui;
class Screen;
struct GameUi;

// The guide of a guided game, drawn after the table: the ring around the
// item to tap (a tap on it is reported to the guide) and the guide's card.
//
// The card lies at the top or the bottom of the area it is given, never
// over the item it points at (the ring's item, found by ui.FindItem): it
// stays where it is while that is clear, and moves to the other end only
// when the next item to tap would be under it. Its buttons keep their
// places: "Leave the guide" on the left, Next on the right, so a tap meant
// for Next never lands on Leave; leaving asks once. Once the guide is done,
// "Play on" closes the card (the game goes on) and "Leave" goes back.
// Items: tutorial/card (the card, an overlay), tutorial/say,
// tutorial/step/<n> or tutorial/done, tutorial/next, tutorial/leave,
// tutorial/leave/yes and tutorial/leave/no (the question), tutorial/close.
class GuideCard {
 public:
  enum class Choice { kNone, kLeave };
  // Draws the card `width` wide from x = `left`, between `area_top` and
  // `area_bottom` (screen coordinates). `*card_min` and `*card_max` get
  // where it lies (both 0 when it is not drawn: closed after the guide).
  Choice Draw(Ui& ui, play::Guide& guide, float left, float width, float area_top, float area_bottom,
              ImVec2* card_min, ImVec2* card_max);
  // The name of the item the guide points at now, or "" (for the screen to
  // scroll it into view, and for the layout checks).
  static std::string Target(const play::Guide& guide);
  bool closed() const { return closed_; }

 private:
  bool at_bottom_ = false;  // where the card lies now
  bool asking_ = false;     // "Leave the guided game?" is on the card
  bool closed_ = false;     // the guide is done and the person closed its card
  size_t asked_at_ = 0;     // the step the question was asked at (a new step takes it back)
};

// Opens the guided first game of `game` (loads tutorials/<id>.json), or says
// on screen why it cannot.
std::unique_ptr<Screen> MakeTutorialScreen(const GameUi& game);
// Whether `game` has a guided first game (its file is among the assets).
bool HasTutorial(Ui& ui, const GameUi& game);

}  // namespace lf::ui
