// Finders Keepers' cards in motion (issues 39 and 40): where each card on
// the table lies, how it gets there, and the cards in the air. Kept apart
// from the table's drawing (word_shout_ui.cpp) so that the rules of motion
// read in one place:
//
// - A card dealt travels from the deck to its place at the end of the
//   table (under "Reduce motion": fades in there).
// - A right claim's cards are ringed where they lay for a while (the
//   claimant's word above them), then fly to the claimant's pile (under
//   "Reduce motion": fade out there). A wrong claim's penalty cards travel
//   face down from the deck to each player given one, one after the other
//   (under "Reduce motion": the pile takes them at once).
// - The table closes up after a claim: the cards after a gap slide to
//   their new places (under "Reduce motion": fade in there). Never while
//   the caller says no (the person at the screen is claiming, so the cards
//   they aim at stay put; a finger or the mouse is down), and never before
//   the taken cards have left.
// - A card is in exactly one place in every frame: on the table, ringed or
//   in the air, in the deck, or on a pile. A pile shows only the cards that
//   have landed on it (InFlightTo), and a card in the air is in no pile yet.
//
// Everything here runs on the app's clock (Ui::time()), never the game's:
// motion never changes the game's timing. What moves is published as named
// items for the tests (DrawFlights, and the table for slides):
//   ws/fly/deal/<face>/<card>         a card on its way from the deck
//   ws/fly/take/<seat>/<face>/<card>  a taken card on its way to a pile
//   ws/fly/penalty/<seat>/<k>         a penalty card (face down) on its way
//   ws/ring/<seat>/<face>/<card>      a taken card ringed where it lay
//   ws/slide/<face>/<card>            a table card sliding to its new place
#pragma once
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "imgui.h"
#include "ui/play/card_flight.h"
#include "ui/screen.h"

namespace lf::ui::word_shout_motion {

// A rectangle on screen.
struct Rect {
  ImVec2 min, max;
  bool Contains(ImVec2 p) const { return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y; }
  bool operator==(const Rect& o) const {
    return min.x == o.min.x && min.y == o.min.y && max.x == o.max.x && max.y == o.max.y;
  }
};

// How long each step lasts (seconds of the app's clock).
struct Timing {
  double ring = 0;     // taken cards ringed where they lay, the word above them
  double fly = 0;      // a card in the air (0: a fade instead)
  double slide = 0;    // a table card to its new place (0: a fade instead)
  double fade = 0.2;   // the fade that replaces a flight or a slide
  double stagger = 0;  // between one penalty card and the next
  // From the seconds a bot's move holds (Settings: bot speed) and "Reduce
  // motion" (Ui::MotionSeconds). Another player's claim is ringed for the
  // whole hold: the step a person must see to follow it; the person's own
  // claim, which they know, briefly.
  static Timing For(Ui& ui, double hold, bool own_claim);
};

// A card of the table as laid out this frame.
struct Placed {
  int card = -1;
  int position = -1;      // its place in the game's table (ws/card/<i>)
  Rect at;                // where it is drawn this frame
  float alpha = 1;        // < 1 while it fades in
  bool sliding = false;   // on its way to a new place on the table
  bool arriving = false;  // still in the air from the deck: drawn by DrawFlights
};

// Draws one card: (list, rectangle, kind or -1 for a card face down, ringed, alpha).
using DrawCardFn = std::function<void(ImDrawList*, const Rect&, int, bool, float)>;

class TableMotion {
 public:
  // A new round or another game: nothing moves, what is there appears in place.
  void Reset();

  // --- What happened (the table calls these as it hears of moves) ----------
  // `cards` (card, kind) taken by `seat`, from where they were drawn last
  // (Where); those never drawn simply land.
  void Take(double now, const Timing& timing, int seat, const std::vector<std::pair<int, int>>& cards);
  // One penalty card for each of `seats`, in that order, from the deck at `deck`.
  void Penalty(double now, const Timing& timing, const Rect& deck, const std::vector<int>& seats);

  // --- The table's layout ----------------------------------------------------
  // How many slots the layout needs for `table` now (holes included): the
  // caller sizes its cells by it before Arrange.
  size_t Slots(const std::vector<int>& table, bool may_close, double now) const;
  // Lays out the table's cards (card numbers, in the game's order) in
  // slots whose rectangles `cell(slot)` gives: holes stay (and new cards go
  // after them) until `may_close` and no taken card is still leaving; then
  // the table closes up. A card whose cell changed slides there; a card
  // just dealt flies in from `deck`. Returns every card to draw, in slot order.
  std::vector<Placed> Arrange(double now, const Timing& timing, const std::vector<int>& table, bool may_close,
                              const Rect& deck, const std::function<Rect(size_t)>& cell);
  // Where card `card` was drawn last on the table, if it was.
  std::optional<Rect> Where(int card) const;

  // --- The air ---------------------------------------------------------------
  // Whether anything moves now (a card flying or sliding, a card ringed).
  bool Moving(double now) const;
  // Cards on their way to `seat`'s pile, not yet landed: its pile shows
  // that many fewer.
  int InFlightTo(double now, int seat) const;
  // The kind of the last card that landed on `seat`'s pile face up, -1 if
  // the last was a penalty card (face down), nothing if none has landed
  // since Reset.
  std::optional<int> TopOf(int seat) const;
  // The taken cards ringed now: their claimant and the box around them.
  std::optional<std::pair<int, Rect>> Ringed(double now) const;
  // Draws the cards ringed and in the air, naming each (see the header);
  // `piles` are where each seat's pile lies. Forgets what has landed.
  void DrawFlights(Ui& ui, ImDrawList* list, double now, const std::map<int, Rect>& piles, const DrawCardFn& draw);

 private:
  struct Flight {
    enum class Kind { kDeal, kTake, kPenalty };
    Kind kind = Kind::kDeal;
    int card = -1;     // -1: a penalty card, face down
    int kind_of = -1;  // the card's kind, -1 face down
    int seat = -1;     // the pile it goes to (take, penalty)
    int index = 0;     // a penalty card's number, for its name
    Rect from;         // where it left
    double start = 0;  // when it leaves (a taken card is ringed until then)
    double fly = 0;    // in the air (0: a fade)
    double fade = 0;
    bool Landed(double now) const { return now >= start + std::max(fly, fade); }
  };
  struct Slide {
    Rect from;
    Tween tween;
    bool fade = false;  // "Reduce motion": fades in at its new place instead
  };
  bool Leaving(double now) const;  // taken cards still ringed or in the air

  std::vector<int> order_;      // cards in slot order; -1 a hole left by a taken card
  std::map<int, Rect> target_;  // each card's cell, as last laid out
  std::map<int, Rect> drawn_;   // each card's rectangle as last drawn (Where)
  std::map<int, Slide> slides_;
  std::vector<Flight> flights_;
  std::map<int, int> top_;  // by seat: the last card to land on its pile (kind, -1 face down)
  bool fresh_ = true;       // nothing laid out yet: what is there appears in place
};

}  // namespace lf::ui::word_shout_motion
