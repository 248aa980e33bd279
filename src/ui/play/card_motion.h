// Every card a move sends across a table, each from where it was to where
// it goes, several at once when a move moves several (an Acorn's two draws,
// a Magpie's two nature cards changing rows, the used specials going to the
// discard pile, a deal), built on card_flight.h; and a view that follows
// the play when the table scrolls. The Lost Words and Lost for Words use it.
//
// What it keeps true:
// - A card is in exactly one place at every frame. A card whose turn to
//   move has not come yet (staggered) waits, drawn where it was; in the
//   air, the table leaves the place it goes to empty (InAir) and shows
//   there what the place showed before; once landed it is the table's
//   again. A new move, a tap or a key lands everything at once.
// - Reduce motion (Ui::MotionSeconds gives 0): no card moves; each one
//   fades out where it was while it fades in where it goes, over
//   kFadeSeconds.
// - Sounds at those moments (ui/sound.h): card-slide as a card leaves,
//   card-place as it lands, each where the table asks for it.
//
// Keyed by the app's clock (Ui::time()): the game's timing never waits for it.
//
// Index
//   [SECTION] Vertices: a card drawn, then turned, scaled or faded
//   [SECTION] Timing
//   [SECTION] CardMotion: the cards of a move in the air
//   [SECTION] Around the cards: places, sounds due, a hand closing up, the end held
//   [SECTION] ViewFollow: the table scrolls to the play
#pragma once
#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/play/card_flight.h"
#include "ui/screen.h"
#include "ui/sound.h"

namespace lf::play {
class Session;
}

namespace lf::ui {

//-----------------------------------------------------------------------------
// [SECTION] Vertices: a card drawn, then turned, scaled or faded
//-----------------------------------------------------------------------------
// `from` is the draw list's VtxBuffer.Size before the card was drawn: the
// calls change only what was added since (shapes, text and pictures alike).

void RotateVerticesSince(ImDrawList* list, int from, ImVec2 centre, float radians);
void ScaleVerticesSince(ImDrawList* list, int from, ImVec2 centre, float factor);
void FadeVerticesSince(ImDrawList* list, int from, float alpha);

//-----------------------------------------------------------------------------
// [SECTION] Timing
//-----------------------------------------------------------------------------

// How long a card under Reduce motion takes to fade from one place to the other.
inline constexpr float kFadeSeconds = 0.2f;

// How long one card of a move is in the air. The viewer's own moves are
// quick (the player knows what they did: 0.3 s); another player's take a
// share of the pace (Settings, bot speed: how long their move stays on
// screen) so that the eye can follow them: 0.44 s at Normal, 0.6 s at
// Slow, 0.25 s at Fast. 0 under Reduce motion.
float FlightSeconds(Ui& ui, bool own_move, double pace);
// The pause between the cards of one move leaving, a third of a flight.
inline float StaggerSeconds(float flight) { return flight * 0.33f; }

//-----------------------------------------------------------------------------
// [SECTION] CardMotion: the cards of a move in the air
//-----------------------------------------------------------------------------

// Where a place of the table was drawn (screen coordinates), by the table's
// key for it: where a card leaving it starts from, where one going there lands.
struct PlaceRect {
  ImVec2 min, max;
  bool ok = false;
};
using PlaceRects = std::map<int, PlaceRect>;


// One card on its way. `Card` is the table's own description of what to
// draw (a card face, a back, a nature card with its pair).
template <typename Card>
struct MovingCard {
  Card card{};
  int place = 0;  // the table's key for where it lands
  ImVec2 from_min, from_max;
  double start = 0;    // app time it leaves
  float duration = 0;  // in the air (or fading)
  bool fade = false;   // Reduce motion: fades across instead of moving
  float turn = 0;      // radians it turns by on its way (a spell tucked under its nature card)
  bool sound_leave = true, sound_land = true;
  bool left = false, landed = false;  // its sounds were played

  double end() const { return start + duration; }
  // 0 before it leaves, 1 once landed, eased on the way.
  float Progress(double now) const {
    if (duration <= 0 || now >= end()) return 1.0f;
    if (now <= start) return 0.0f;
    return fade ? static_cast<float>((now - start) / duration) : EaseOutCubic(static_cast<float>((now - start) / duration));
  }
};

template <typename Card>
class CardMotion {
 public:
  using Item = MovingCard<Card>;

  void Add(Item item) { items_.push_back(std::move(item)); }
  // Lands every card now (a new move, a tap): the table shows them in place.
  void Finish() { items_.clear(); }
  bool empty() const { return items_.empty(); }
  const std::vector<Item>& items() const { return items_; }
  // When the last card lands (0 when none is moving).
  double EndTime() const {
    double end = 0;
    for (const Item& i : items_) end = std::max(end, i.end());
    return end;
  }

  // Once a frame, before the table is drawn: the sounds due, and the cards
  // that landed are forgotten. A tap or a key lands them all.
  void Update(Ui& ui) {
    const double now = ui.time();
    if (!items_.empty() && AnyInputThisFrame()) {
      Finish();
      return;
    }
    for (Item& i : items_) {
      if (!i.left && now >= i.start) {
        i.left = true;
        if (i.sound_leave) ui.PlaySound(Sound::kCardSlide);
      }
      if (!i.landed && now >= i.end()) {
        i.landed = true;
        if (i.sound_land) ui.PlaySound(Sound::kCardPlace);
      }
    }
    std::erase_if(items_, [&](const Item& i) { return now >= i.end(); });
  }

  // Whether a card is still on its way to `place` (the place shows what it
  // showed before the move until then).
  bool InAir(int place) const {
    return std::any_of(items_.begin(), items_.end(), [&](const Item& i) { return i.place == place; });
  }
  // How many cards are still on their way to `place` (a hand of backs shows that many fewer).
  int CountInAir(int place) const {
    return static_cast<int>(std::count_if(items_.begin(), items_.end(), [&](const Item& i) { return i.place == place; }));
  }
  // The first card still on its way to `place`, or null.
  const Item* Heading(int place) const {
    for (const Item& i : items_)
      if (i.place == place) return &i;
    return nullptr;
  }

  // Draws every card in the air over the table (the foreground list), from
  // where it was towards `to(place, &min, &max)` (false: the place is not on
  // screen this frame, and the card is not drawn), or to its place's
  // rectangle in `places`, with `draw(list, card, min, max)`.
  // `name(item, min, max)` names each for the tests.
  void Draw(Ui& ui, const PlaceRects& places, const std::function<void(ImDrawList*, const Card&, ImVec2, ImVec2)>& draw,
            const std::function<void(const Item&, ImVec2, ImVec2)>& name) const {
    Draw(
        ui,
        [&](int place, ImVec2* min, ImVec2* max) {
          const auto it = places.find(place);
          if (it == places.end()) return false;
          *min = it->second.min;
          *max = it->second.max;
          return true;
        },
        draw, name);
  }
  void Draw(Ui& ui, const std::function<bool(int place, ImVec2* min, ImVec2* max)>& to,
            const std::function<void(ImDrawList*, const Card&, ImVec2, ImVec2)>& draw,
            const std::function<void(const Item&, ImVec2, ImVec2)>& name) const {
    const double now = ui.time();
    ImDrawList* list = ImGui::GetForegroundDrawList();
    for (const Item& i : items_) {
      ImVec2 to_min, to_max;
      if (!to(i.place, &to_min, &to_max)) continue;
      const float t = i.Progress(now);
      if (i.fade) {
        // Out where it was, in where it goes: together they are one card.
        const int a = list->VtxBuffer.Size;
        draw(list, i.card, i.from_min, i.from_max);
        FadeVerticesSince(list, a, 1.0f - t);
        const int b = list->VtxBuffer.Size;
        draw(list, i.card, to_min, to_max);
        FadeVerticesSince(list, b, t);
        name(i, to_min, to_max);
        continue;
      }
      auto lerp = [t](ImVec2 p, ImVec2 q) { return ImVec2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t); };
      const ImVec2 min = lerp(i.from_min, to_min), max = lerp(i.from_max, to_max);
      const int a = list->VtxBuffer.Size;
      // A little lift in the middle of the way: the card is picked up and put down.
      const float lift = std::sin(t * 3.14159f) * 0.06f;
      draw(list, i.card, min, max);
      const ImVec2 centre((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
      if (lift > 0) ScaleVerticesSince(list, a, centre, 1.0f + lift);
      if (i.turn != 0) RotateVerticesSince(list, a, centre, i.turn * t);
      name(i, min, max);
    }
  }

 private:
  std::vector<Item> items_;
};

//-----------------------------------------------------------------------------
// [SECTION] Around the cards: places, sounds due, a hand closing up, the end held
//-----------------------------------------------------------------------------

// What the table shows now against what it showed the frame before: the
// same, a new game (its deal), one move more (its cards travel), or
// anything else (a resume, an undo, the table handed to another player:
// shown as it is, nothing moves).
enum class TableNews { kNone, kDeal, kMove, kOther };
class MoveWatch {
 public:
  // Once a frame, before the table is drawn.
  TableNews See(const play::Session& session);
  // Whether the table still shows the state last seen: a move made
  // mid-frame (a tap) leaves the places of the frame as they were, so that
  // its cards start where they were drawn.
  bool Current(const play::Session& session) const;

 private:
  size_t seen_moves_ = static_cast<size_t>(-1);
  int seen_viewer_ = -2;
};

// A card on its way from `from` to `place`, leaving at `start`.
template <typename Card>
MovingCard<Card> Moving(Card card, int place, const PlaceRect& from, double start, float duration) {
  MovingCard<Card> item;
  item.card = std::move(card);
  item.place = place;
  item.from_min = from.min;
  item.from_max = from.max;
  item.start = start;
  item.duration = duration;
  return item;
}

// Names a card in the air for the tests: "<prefix>/flight" ("/fade" under
// Reduce motion, "/deal" while dealing) and "<prefix>/flying/<what>/<place>".
void NameMovingCard(Ui& ui, const std::string& prefix, bool fade, bool deal, const std::string& what,
                    const std::string& place, ImVec2 min, ImVec2 max);

// Sounds due at a time (a match's claim as its spell lands); a tap or a key
// drops them with the cards it lands.
class TimedSounds {
 public:
  void Add(double at, Sound sound) { due_.emplace_back(at, sound); }
  void Clear() { due_.clear(); }
  // Once a frame: plays those due.
  void Update(Ui& ui);

 private:
  std::vector<std::pair<double, Sound>> due_;
};

// The cards that stay in a hand move over smoothly when it closes up after
// a card left or makes room for one arriving (a sorted hand): each slot's
// card glides from where the same card was drawn before the move.
class HandSlides {
 public:
  // `before`, `after`: the hand's cards as drawn before the move and now;
  // `rects` where the slots were drawn before (slot i at `slot_place` + i);
  // `arriving(i)`: slot i's card comes by air (CardMotion), not sideways.
  template <typename Hand>
  void Plan(Ui& ui, const Hand& before, const Hand& after, const PlaceRects& rects, int slot_place,
            const std::function<bool(int)>& arriving) {
    slides_.clear();
    const float duration = ui.MotionSeconds(0.25f);
    if (duration <= 0) return;
    const int n = static_cast<int>(after.size()), m = static_cast<int>(before.size());
    slides_.assign(static_cast<size_t>(n), std::nullopt);
    std::vector<bool> used(static_cast<size_t>(m), false);
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < m; ++j) {
        if (used[static_cast<size_t>(j)] || !(before[j] == after[i])) continue;
        used[static_cast<size_t>(j)] = true;
        if (i == j || arriving(i)) break;
        const auto it = rects.find(slot_place + j);
        if (it != rects.end()) slides_[static_cast<size_t>(i)] = Slide{it->second.min, ui.time(), duration};
        break;
      }
    }
  }
  void Clear() { slides_.clear(); }
  // Where the card of slot `i`, whose place is `at` now, is drawn this frame.
  ImVec2 At(Ui& ui, size_t i, ImVec2 at);

 private:
  struct Slide {
    ImVec2 from;
    double start = 0;
    float duration = 0;
  };
  std::vector<std::optional<Slide>> slides_;
};

// TableView::HoldsFinalTable: the game's last move stays on the table a
// moment before the end screen (for the pace's length and a half at least a
// second, and until its cards have landed); a tap goes on at once, and a
// game opened already over shows its results at once.
class FinalTableHold {
 public:
  bool Holds(Ui& ui, const play::Session& session, double motion_end);

 private:
  bool saw_live_ = false;
  double over_at_ = -1;
};

//-----------------------------------------------------------------------------
// [SECTION] ViewFollow: the table scrolls to the play
//-----------------------------------------------------------------------------

// When the table is taller than the screen, what just happened must not
// happen off screen: Bring asks for a part of the table (screen
// coordinates, this frame) to be in view of the current scrolling window,
// and the window glides there (at once under Reduce motion). A finger dragging
// the table or a wheel stops it (a tap does not): the person's own scrolling wins.
class ViewFollow {
 public:
  // `prefer_bottom`: a part taller than the window shows its bottom (the
  // letter just played), else its top. `under_line`: another player's move,
  // whose line floats over the top of the window while it is held
  // (game_screens.cpp's Toast, at least two lines tall): kept clear of it.
  void Bring(Ui& ui, float top, float bottom, bool prefer_bottom = false, bool under_line = false);
  // Once a frame inside the window, after the table is drawn.
  void Update(Ui& ui);
  bool moving() const { return duration_ > 0; }

 private:
  double start_ = 0;
  float duration_ = 0;
  float from_ = 0, to_ = 0;
};

}  // namespace lf::ui
