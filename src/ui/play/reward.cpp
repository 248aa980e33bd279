#include "ui/play/reward.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "ui/fonts.h"
#include "ui/play/card_flight.h"
#include "play/session.h"
#include "ui/screen.h"

namespace lf::ui {
namespace {

// The reward's own colours: a celebration looks the same in both themes.
ImU32 Gold(float alpha) { return IM_COL32(0xf2, 0xb5, 0x31, static_cast<int>(std::clamp(alpha, 0.0f, 1.0f) * 255)); }
ImU32 Pale(float alpha) { return IM_COL32(0xff, 0xf1, 0xc4, static_cast<int>(std::clamp(alpha, 0.0f, 1.0f) * 255)); }
ImU32 Ink(float alpha) { return IM_COL32(0x3a, 0x24, 0x06, static_cast<int>(std::clamp(alpha, 0.0f, 1.0f) * 255)); }

// A four-pointed sparkle.
void Sparkle(ImDrawList* dl, ImVec2 c, float r, ImU32 col) {
  const float k = r * 0.3f;
  dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + k, c.y), ImVec2(c.x, c.y + r), ImVec2(c.x - k, c.y), col);
  dl->AddQuadFilled(ImVec2(c.x - r, c.y), ImVec2(c.x, c.y - k), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + k), col);
}

}  // namespace

bool Reward::NewMove(const play::Session& session) {
  const size_t moves = session.View().History().size();
  const int viewer = session.viewer();
  const bool news = seen_moves_ != static_cast<size_t>(-1) && moves == seen_moves_ + 1 && viewer == seen_viewer_;
  seen_moves_ = moves;
  seen_viewer_ = viewer;
  return news;
}

void Reward::Start(Ui& ui, int key, std::string label, std::string name, float delay) {
  duration_ = ui.MotionSeconds(kSeconds);
  if (duration_ <= 0) return;
  key_ = key;
  label_ = std::move(label);
  name_ = std::move(name);
  start_ = ui.time() + delay;
  placed_frame_ = -1;
}

void Reward::Place(int key, ImVec2 min, ImVec2 max) {
  if (duration_ <= 0 || key != key_) return;
  const int frame = ImGui::GetFrameCount();
  if (placed_frame_ != frame) {
    placed_frame_ = frame;
    min_ = min;
    max_ = max;
  } else {
    min_ = ImVec2(std::min(min_.x, min.x), std::min(min_.y, min.y));
    max_ = ImVec2(std::max(max_.x, max.x), std::max(max_.y, max.y));
  }
}

void Reward::Draw(Ui& ui) {
  if (duration_ <= 0) return;
  const double now = ui.time();
  if (AnyInputThisFrame() || now >= start_ + duration_) {
    duration_ = 0;
    return;
  }
  // Waiting for its delay, or its thing is not on screen this frame.
  if (now < start_ || placed_frame_ != ImGui::GetFrameCount()) return;
  const float t = std::clamp(static_cast<float>((now - start_) / duration_), 0.0f, 1.0f);
  const float e = EaseOutCubic(t);
  const float fade = 1.0f - t;
  const float s = ui.layout().scale;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const ImVec2 c((min_.x + max_.x) * 0.5f, (min_.y + max_.y) * 0.5f);

  // The glow: a faint warm wash over the thing and a gold ring that grows away from it.
  dl->AddRectFilled(min_, max_, Gold(0.14f * fade), 8 * s);
  const float grow = (3.0f + 12.0f * e) * s;
  dl->AddRect(ImVec2(min_.x - grow, min_.y - grow), ImVec2(max_.x + grow, max_.y + grow), Gold(0.9f * fade),
              8 * s + grow, 0, (3.5f - 2.0f * t) * s);

  // Sparkles flying out from behind its edge, largest half-way.
  const float rx = (max_.x - min_.x) * 0.5f, ry = (max_.y - min_.y) * 0.5f;
  constexpr int kSparkles = 12;
  for (int i = 0; i < kSparkles; ++i) {
    const float a = 6.2831853f * static_cast<float>(i) / kSparkles + 0.26f;
    const float reach = (10.0f + 16.0f * e + 6.0f * static_cast<float>(i % 3) * e) * s;
    // From the edge of the thing's ellipse outwards.
    const ImVec2 p(c.x + std::cos(a) * (rx * 1.05f + reach), c.y + std::sin(a) * (ry * 1.05f + reach));
    const float size = (6.0f + 2.5f * static_cast<float>(i % 3)) * s * std::sin(3.14159f * std::min(1.0f, t * 1.1f + 0.12f));
    if (size > 0.5f) {
      Sparkle(dl, ImVec2(p.x, p.y + 1.0f * s), size + 1.0f * s, Ink(0.25f * fade));  // a soft edge on pale cards
      Sparkle(dl, p, size, i % 3 == 1 ? Pale(fade) : Gold(fade));
    }
  }

  // The words, on a gold label over the thing, rising a little; they fade
  // in the last third.
  if (!label_.empty()) {
    ImFont* font = ui.fonts().strong;
    const float px = FontPx(font);
    const ImVec2 ts = font->CalcTextSizeA(px, 1e9f, 0, label_.c_str());
    const ImVec2 pad(9 * s, 4 * s);
    const float alpha = t < 0.66f ? 1.0f : (1.0f - t) / 0.34f;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    float x = std::clamp(c.x - ts.x * 0.5f - pad.x, 4 * s, std::max(4 * s, display.x - ts.x - 2 * pad.x - 4 * s));
    float y = min_.y - ts.y - 2 * pad.y - 6 * s - 10 * s * e;
    if (y < 4 * s) y = max_.y + 6 * s;  // no room above: below it
    const ImVec2 a(std::round(x), std::round(y)), b(a.x + ts.x + 2 * pad.x, a.y + ts.y + 2 * pad.y);
    dl->AddRectFilled(ImVec2(a.x, a.y + 2 * s), ImVec2(b.x, b.y + 2 * s), IM_COL32(0, 0, 0, static_cast<int>(50 * alpha)),
                      (b.y - a.y) * 0.5f);
    dl->AddRectFilled(a, b, Gold(alpha), (b.y - a.y) * 0.5f);
    dl->AddText(font, px, ImVec2(a.x + pad.x, a.y + pad.y), Ink(alpha), label_.c_str());
  }

  // Named for the tests: a reward is showing over this thing.
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min_);
  ImGui::Dummy(ImVec2(std::max(1.0f, max_.x - min_.x), std::max(1.0f, max_.y - min_.y)));
  ui.NameItem("reward/" + name_);
  ImGui::SetCursorScreenPos(cursor);
}

}  // namespace lf::ui
