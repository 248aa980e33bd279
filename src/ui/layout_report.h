// The frame's layout as the layout checks read it (docs/accessibility.md,
// "What a person must see"): every named item whole, with how much of it is
// on screen and whether an overlay (a dock, a banner, the guide's card) lies
// over it; the overlays themselves; and every piece of text that did not fit
// (cut by its box or its window, or run into other text).
//
// Who fills it:
// - the app, for every ui.NameItem (its whole rectangle, its clip, whether
//   it is a widget a tap acts on);
// - whatever draws over other things: ui.BeginOverlay(name) before it,
//   ui.EndOverlay(min, max) after (items named in between are on it, not
//   under it);
// - the widgets' text functions (ui/widgets.h: DrawText, DrawTextCentered,
//   Paragraph, Heading, Button labels, segments), which measure each text
//   against the box it is drawn in;
// - screens, with facts a check needs (ui.NoteLayout: "to_move", "game",
//   "guide_target").
// It costs nothing unless the platform asks for it (Platform::WantsLayout:
// the tests, and a browser page that sets lostfound.wantLayout).
#pragma once
#include <map>
#include <string>
#include <vector>

#include "imgui.h"

namespace lf::ui {

struct LayoutItem {
  std::string name;
  float x = 0, y = 0, w = 0, h = 0;  // the whole item, scrolled or clipped parts included
  float visible = 1;                 // the share of its area inside its clip and the window (0..1)
  bool control = false;              // an enabled widget a tap acts on (not text, not a picture)
  std::string covered_by;            // the overlay lying over part of it, or ""
  int layer = 0;                     // 0: the screen; n: drawn on the n-th overlay
  bool fully_shown() const { return visible >= 0.995f && covered_by.empty(); }
};

struct LayoutOverlay {
  std::string name;
  float x = 0, y = 0, w = 0, h = 0;
  int layer = 0;
};

struct ClippedText {
  std::string text;
  float x = 0, y = 0, w = 0, h = 0;  // where the whole text would be
  std::string why;                   // "cut by its box", "cut by the window", "runs into \"...\""
};

struct LayoutReport {
  float width = 0, height = 0;
  std::vector<LayoutItem> items;
  std::vector<LayoutOverlay> overlays;
  std::vector<ClippedText> clipped;
  std::map<std::string, std::string> notes;  // ui.NoteLayout's facts

  const LayoutItem* Find(const std::string& name) const;
  const std::string* Note(const std::string& key) const;
};

// The report as JSON for the browser tests (window.lostfound.layout()).
std::string LayoutJson(const LayoutReport& report);

// Collects one frame's report. The app owns one and makes it the active one
// for the length of the frame; the widgets' text functions find it through
// ActiveLayoutProbe() (they are free functions without a Ui).
class LayoutProbe {
 public:
  void BeginFrame(float width, float height);
  // Adds the last ImGui item under `name`.
  void AddItem(const std::string& name);
  int BeginOverlay(const std::string& name);
  void EndOverlay(ImVec2 min, ImVec2 max);
  // A text `size` wide and tall at `pos`, drawn under the clip rectangle
  // [clip_min, clip_max] into `box` (its own box: a button, a segment; or
  // null: the clip rectangle is its box).
  void AddText(std::string_view text, ImVec2 pos, ImVec2 size, ImVec2 clip_min, ImVec2 clip_max,
               const ImVec2* box_min = nullptr, const ImVec2* box_max = nullptr);
  void Note(const std::string& key, const std::string& value) { report_.notes[key] = value; }
  // Works out what covers what and which texts run into each other.
  const LayoutReport& EndFrame();

 private:
  struct Text {
    std::string text;
    ImVec2 min, max;
    int layer;
    ImGuiID window;
  };
  int CurrentLayer() const { return open_.empty() ? 0 : open_.back(); }
  LayoutReport report_;
  std::vector<int> open_;  // overlays being drawn (nested), innermost last
  std::vector<Text> texts_;
};

// The probe of the frame being drawn, or null when nobody asked for a report.
LayoutProbe* ActiveLayoutProbe();
void SetActiveLayoutProbe(LayoutProbe* probe);

}  // namespace lf::ui
