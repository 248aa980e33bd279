#include "ui/layout_report.h"

#include <algorithm>
#include <cstdio>

#include "core/json.h"
#include "imgui_internal.h"  // the last item's id and flags (a widget, enabled), the current window

namespace lf::ui {
namespace {

LayoutProbe* g_probe = nullptr;

// Less than this of overlap in either direction is two edges touching.
constexpr float kTouch = 0.75f;

struct Box {
  float x0, y0, x1, y1;
  float w() const { return std::max(0.0f, x1 - x0); }
  float h() const { return std::max(0.0f, y1 - y0); }
  float area() const { return w() * h(); }
};

Box Intersect(const Box& a, const Box& b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

bool Overlap(const Box& a, const Box& b) {
  const Box i = Intersect(a, b);
  return i.w() > kTouch && i.h() > kTouch;
}

Box BoxOf(float x, float y, float w, float h) { return {x, y, x + w, y + h}; }

std::string Short(std::string_view text) {
  std::string out(text.substr(0, 40));
  if (text.size() > 40) out += "\xE2\x80\xA6";
  return out;
}

}  // namespace

LayoutProbe* ActiveLayoutProbe() { return g_probe; }
void SetActiveLayoutProbe(LayoutProbe* probe) { g_probe = probe; }

const LayoutItem* LayoutReport::Find(const std::string& name) const {
  for (const LayoutItem& item : items)
    if (item.name == name) return &item;
  return nullptr;
}

const std::string* LayoutReport::Note(const std::string& key) const {
  const auto it = notes.find(key);
  return it == notes.end() ? nullptr : &it->second;
}

void LayoutProbe::BeginFrame(float width, float height) {
  report_ = LayoutReport{};
  report_.width = width;
  report_.height = height;
  open_.clear();
  texts_.clear();
}

void LayoutProbe::AddItem(const std::string& name) {
  const ImGuiContext& g = *GImGui;
  const ImRect rect = g.LastItemData.Rect;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Box clip = Intersect({list->GetClipRectMin().x, list->GetClipRectMin().y, list->GetClipRectMax().x,
                              list->GetClipRectMax().y},
                             {0, 0, report_.width, report_.height});
  const Box whole{rect.Min.x, rect.Min.y, rect.Max.x, rect.Max.y};
  LayoutItem item;
  item.name = name;
  item.x = whole.x0;
  item.y = whole.y0;
  item.w = whole.w();
  item.h = whole.h();
  item.visible = whole.area() > 0 ? std::clamp(Intersect(whole, clip).area() / whole.area(), 0.0f, 1.0f) : 1.0f;
  item.control = g.LastItemData.ID != 0 && (g.LastItemData.InFlags & ImGuiItemFlags_Disabled) == 0;
  item.layer = CurrentLayer();
  report_.items.push_back(std::move(item));
}

int LayoutProbe::BeginOverlay(const std::string& name) {
  LayoutOverlay overlay;
  overlay.name = name;
  overlay.layer = static_cast<int>(report_.overlays.size()) + 1;
  report_.overlays.push_back(overlay);
  open_.push_back(overlay.layer);
  return overlay.layer;
}

void LayoutProbe::EndOverlay(ImVec2 min, ImVec2 max) {
  if (open_.empty()) return;
  LayoutOverlay& overlay = report_.overlays[static_cast<size_t>(open_.back() - 1)];
  overlay.x = min.x;
  overlay.y = min.y;
  overlay.w = std::max(0.0f, max.x - min.x);
  overlay.h = std::max(0.0f, max.y - min.y);
  open_.pop_back();
}

void LayoutProbe::AddText(std::string_view text, ImVec2 pos, ImVec2 size, ImVec2 clip_min, ImVec2 clip_max,
                          const ImVec2* box_min, const ImVec2* box_max) {
  if (text.empty() || size.x <= 0) return;
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  const Box clip = Intersect({clip_min.x, clip_min.y, clip_max.x, clip_max.y}, {0, 0, report_.width, report_.height});
  const Box whole{pos.x, pos.y, pos.x + size.x, pos.y + size.y};
  const Box shown = Intersect(whole, clip);
  if (shown.w() <= kTouch || shown.h() <= kTouch) return;  // scrolled away: not on screen at all
  std::string why;
  if (box_min != nullptr && box_max != nullptr &&
      (size.x > box_max->x - box_min->x + 1.0f || size.y > box_max->y - box_min->y + 1.0f)) {
    why = "wider than its box";
  } else if (whole.x0 < clip.x0 - 1.0f || whole.x1 > clip.x1 + 1.0f) {
    why = "cut at the side";
  } else if ((whole.y0 < clip.y0 - 1.0f || whole.y1 > clip.y1 + 1.0f) && window->ScrollMax.y <= 0) {
    // (In a window that scrolls, a line half under its edge is scrolled, not cut.)
    why = "cut at the top or bottom";
  }
  if (!why.empty()) report_.clipped.push_back({std::string(text), whole.x0, whole.y0, whole.w(), whole.h(), why});
  texts_.push_back({std::string(text), ImVec2(shown.x0, shown.y0), ImVec2(shown.x1, shown.y1), CurrentLayer(),
                    window->RootWindow != nullptr ? window->RootWindow->ID : window->ID});
}

const LayoutReport& LayoutProbe::EndFrame() {
  // Overlays lie over whatever was drawn on a lower layer.
  for (LayoutItem& item : report_.items) {
    if (item.visible <= 0) continue;
    const Box box = BoxOf(item.x, item.y, item.w, item.h);
    for (const LayoutOverlay& overlay : report_.overlays) {
      if (overlay.layer <= item.layer) continue;
      if (Overlap(box, BoxOf(overlay.x, overlay.y, overlay.w, overlay.h))) {
        item.covered_by = overlay.name;
        break;
      }
    }
  }
  // Text run into other text of the same layer: two lines of a table drawn
  // side by side without room ("Deck 53Discard 1"). A small overlap of two
  // lines' leading is not one: a third of the lower line's height is.
  for (size_t i = 0; i < texts_.size(); ++i) {
    for (size_t j = i + 1; j < texts_.size(); ++j) {
      const Text& a = texts_[i];
      const Text& b = texts_[j];
      if (a.layer != b.layer || a.window != b.window) continue;
      const Box ba{a.min.x, a.min.y, a.max.x, a.max.y}, bb{b.min.x, b.min.y, b.max.x, b.max.y};
      const Box both = Intersect(ba, bb);
      if (both.w() <= 2.0f || both.h() <= std::min(ba.h(), bb.h()) * 0.34f) continue;
      report_.clipped.push_back({a.text, ba.x0, ba.y0, ba.w(), ba.h(), "runs into \"" + Short(b.text) + "\""});
    }
  }
  return report_;
}

std::string LayoutJson(const LayoutReport& report) {
  // {key: text, x, y, w, h}: the start of every entry.
  const auto entry = [](const char* key, const std::string& text, float x, float y, float w, float h) {
    Json j(Json::Object{});
    j.set(key, text);
    j.set("x", static_cast<double>(x));
    j.set("y", static_cast<double>(y));
    j.set("w", static_cast<double>(w));
    j.set("h", static_cast<double>(h));
    return j;
  };
  Json out(Json::Object{});
  out.set("width", static_cast<double>(report.width));
  out.set("height", static_cast<double>(report.height));
  Json items(Json::Array{});
  for (const LayoutItem& item : report.items) {
    Json j = entry("name", item.name, item.x, item.y, item.w, item.h);
    j.set("visible", static_cast<double>(item.visible));
    j.set("control", item.control);
    if (!item.covered_by.empty()) j.set("covered_by", item.covered_by);
    if (item.layer != 0) j.set("layer", static_cast<int64_t>(item.layer));
    items.push_back(j);
  }
  out.set("items", items);
  Json overlays(Json::Array{});
  for (const LayoutOverlay& overlay : report.overlays) {
    overlays.push_back(entry("name", overlay.name, overlay.x, overlay.y, overlay.w, overlay.h));
  }
  out.set("overlays", overlays);
  Json clipped(Json::Array{});
  for (const ClippedText& text : report.clipped) {
    Json j = entry("text", text.text, text.x, text.y, text.w, text.h);
    j.set("why", text.why);
    clipped.push_back(j);
  }
  out.set("clipped", clipped);
  Json notes(Json::Object{});
  for (const auto& [key, value] : report.notes) notes.set(key, value);
  out.set("notes", notes);
  return out.Dump();
}

}  // namespace lf::ui
