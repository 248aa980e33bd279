#include "ui/play/card_motion.h"

#include <algorithm>
#include <cmath>

#include "play/session.h"

namespace lf::ui {

void RotateVerticesSince(ImDrawList* list, int from, ImVec2 centre, float radians) {
  const float c = std::cos(radians), s = std::sin(radians);
  for (int i = from; i < list->VtxBuffer.Size; ++i) {
    ImVec2& p = list->VtxBuffer[i].pos;
    const float x = p.x - centre.x, y = p.y - centre.y;
    p = ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c);
  }
}

void ScaleVerticesSince(ImDrawList* list, int from, ImVec2 centre, float factor) {
  for (int i = from; i < list->VtxBuffer.Size; ++i) {
    ImVec2& p = list->VtxBuffer[i].pos;
    p = ImVec2(centre.x + (p.x - centre.x) * factor, centre.y + (p.y - centre.y) * factor);
  }
}

void FadeVerticesSince(ImDrawList* list, int from, float alpha) {
  alpha = std::clamp(alpha, 0.0f, 1.0f);
  for (int i = from; i < list->VtxBuffer.Size; ++i) {
    ImU32& col = list->VtxBuffer[i].col;
    const ImU32 a = (col >> IM_COL32_A_SHIFT) & 0xFF;
    col = (col & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::lround(static_cast<float>(a) * alpha)) << IM_COL32_A_SHIFT);
  }
}

float FlightSeconds(Ui& ui, bool own_move, double pace) {
  if (own_move) return ui.MotionSeconds(0.3f);
  return ui.MotionSeconds(std::clamp(static_cast<float>(pace) * 0.4f, 0.25f, 0.6f));
}

TableNews MoveWatch::See(const play::Session& session) {
  const size_t moves = session.View().History().size();
  const int viewer = session.viewer();
  if (moves == seen_moves_ && viewer == seen_viewer_) return TableNews::kNone;
  const bool fresh = seen_moves_ == static_cast<size_t>(-1);
  const bool next = !fresh && moves == seen_moves_ + 1 && viewer == seen_viewer_;
  seen_moves_ = moves;
  seen_viewer_ = viewer;
  if (viewer < 0) return TableNews::kOther;
  if (fresh && moves == 0) return TableNews::kDeal;
  return next ? TableNews::kMove : TableNews::kOther;
}

bool MoveWatch::Current(const play::Session& session) const {
  return session.View().History().size() == seen_moves_;
}

void NameMovingCard(Ui& ui, const std::string& prefix, bool fade, bool deal, const std::string& what,
                    const std::string& place, ImVec2 min, ImVec2 max) {
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ui.NameItem(prefix + (fade ? "/fade" : deal ? "/deal" : "/flight"));
  ui.NameItem(prefix + "/flying/" + what + "/" + place);
  ImGui::SetCursorScreenPos(cursor);
}

void TimedSounds::Update(Ui& ui) {
  if (AnyInputThisFrame()) due_.clear();
  const double now = ui.time();
  for (auto it = due_.begin(); it != due_.end();) {
    if (now >= it->first) {
      ui.PlaySound(it->second);
      it = due_.erase(it);
    } else {
      ++it;
    }
  }
}

ImVec2 HandSlides::At(Ui& ui, size_t i, ImVec2 at) {
  if (i >= slides_.size() || !slides_[i]) return at;
  const Slide& slide = *slides_[i];
  const float t = EaseOutCubic(static_cast<float>((ui.time() - slide.start) / slide.duration));
  if (t >= 1.0f) {
    slides_[i].reset();
    return at;
  }
  return ImVec2(slide.from.x + (at.x - slide.from.x) * t, slide.from.y + (at.y - slide.from.y) * t);
}

bool FinalTableHold::Holds(Ui& ui, const play::Session& session, double motion_end) {
  if (!session.View().IsTerminal()) {
    saw_live_ = true;
    over_at_ = -1;
    return false;
  }
  if (!saw_live_) return false;  // opened finished: the results at once
  const double now = ui.time();
  if (over_at_ < 0) over_at_ = now;
  if (AnyInputThisFrame()) saw_live_ = false;
  const double hold = std::clamp(1.6 * ui.settings().bot_hold_seconds(), 1.0, 3.2);
  return saw_live_ && now < std::max(over_at_ + hold, motion_end + 0.5);
}

void ViewFollow::Bring(Ui& ui, float top, float bottom, bool prefer_bottom, bool under_line) {
  const float s = ui.layout().scale;
  const float margin = 8 * s;
  const float cover = under_line ? 2 * ImGui::GetFontSize() + 2 * 10 * s + 4 * s : 0.0f;  // the move's floating line
  const float view_top = ImGui::GetWindowPos().y + cover + margin;
  const float view_bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - margin;
  // A glide under way counts: the table will be where it ends.
  const float now = ImGui::GetScrollY();
  const float base = duration_ > 0 ? to_ : now;
  top -= base - now;
  bottom -= base - now;
  float delta = 0;
  if (bottom - top <= view_bottom - view_top) {
    if (top < view_top) delta = top - view_top;
    if (bottom > view_bottom) delta = bottom - view_bottom;
  } else {
    delta = prefer_bottom ? bottom - view_bottom : top - view_top;
  }
  // (Not clamped to the scroll's end: on a table's first frame its height is
  // not known yet. Dear ImGui keeps the scroll within the content.)
  const float target = std::max(base + delta, 0.0f);
  if (std::fabs(target - base) < 1.0f) return;
  from_ = now;
  to_ = target;
  start_ = ui.time();
  duration_ = ui.MotionSeconds(0.35f);
  if (duration_ <= 0) ImGui::SetScrollY(to_);
}

void ViewFollow::Update(Ui& ui) {
  if (duration_ <= 0) return;
  // A drag or a wheel on the table: the person scrolls (a tap does not).
  if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8 * ui.layout().scale) || ImGui::GetIO().MouseWheel != 0) {
    duration_ = 0;
    return;
  }
  const float t = std::clamp(static_cast<float>((ui.time() - start_) / duration_), 0.0f, 1.0f);
  ImGui::SetScrollY(from_ + (to_ - from_) * EaseOutCubic(t));
  if (t >= 1.0f) duration_ = 0;
}

}  // namespace lf::ui
