// A card gliding across a table: where it was, where it goes, when it left
// and for how long. Keyed by the app's clock (Ui::time()), so it never
// changes the game's timing: the table draws it on top while it is in the
// air, leaves the destination empty, and forgets it once it lands or the
// player taps or types (any input skips it). A duration of 0 (Ui::MotionSeconds
// with "Reduce motion" on) means no flight at all.
//
// Any game's table can use it: Lost for Words does; The Lost Words may.
#pragma once
#include <algorithm>

#include "imgui.h"

namespace lf::ui {

// Fast out, gentle landing.
inline float EaseOutCubic(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  const float u = 1.0f - t;
  return 1.0f - u * u * u;
}

// A value that moves from 0 to 1 over `duration` seconds from `start`.
struct Tween {
  double start = 0;
  float duration = 0;  // 0: not running

  bool Running(double now) const { return duration > 0 && now < start + duration; }
  float Linear(double now) const {
    if (duration <= 0) return 1.0f;
    return std::clamp(static_cast<float>((now - start) / duration), 0.0f, 1.0f);
  }
  float Eased(double now) const { return EaseOutCubic(Linear(now)); }
  void Finish() { duration = 0; }
};

// A card in the air: the rectangle it left; the rectangle it goes to is
// asked for every frame (the table may scroll or reflow meanwhile).
struct CardFlight {
  Tween tween;
  ImVec2 from_min, from_max;

  bool Running(double now) const { return tween.Running(now); }
  // The card's rectangle now, on its way to [to_min, to_max].
  void At(double now, ImVec2 to_min, ImVec2 to_max, ImVec2* min, ImVec2* max) const {
    const float t = tween.Eased(now);
    auto lerp = [t](ImVec2 a, ImVec2 b) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); };
    *min = lerp(from_min, to_min);
    *max = lerp(from_max, to_max);
  }
};

// True when the player tapped, clicked, typed or pressed a key this frame:
// the cue to finish any flight at once.
inline bool AnyInputThisFrame() {
  const ImGuiIO& io = ImGui::GetIO();
  for (int b = 0; b < IM_ARRAYSIZE(io.MouseDown); ++b) {
    if (ImGui::IsMouseClicked(b)) return true;
  }
  if (io.InputQueueCharacters.Size > 0) return true;
  for (int k = 0; k < IM_ARRAYSIZE(io.KeysDown); ++k) {
    if (io.KeysDown[k] && io.KeysDownDuration[k] == 0.0f) return true;
  }
  return false;
}

}  // namespace lf::ui
