#include "ui/widgets.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <string>

#include "imgui_internal.h"  // ClearActiveID: a drag that turns into a scroll cancels the press
#include "ui/art.h"
#include "ui/layout_report.h"

namespace lf::ui {
namespace {

float WidthOr(Ui& ui, float width) { return width > 0 ? width : ui.layout().column_width; }

// Stays within [min, max] and pill-shaped for small heights.
float RoundingFor(Ui& ui, float height) { return std::min(ui.layout().rounding, height * 0.5f); }

// Keyboard navigation (arrows and Enter on a desktop): the widgets here draw
// themselves, so ImGui has no frame to highlight; they get a ring instead,
// shown only while the keyboard, not the mouse or a finger, is in charge.
void FocusRing(Ui& ui, ImVec2 min, ImVec2 max, float rounding) {
  if (!ImGui::IsItemFocused() || GImGui->NavDisableHighlight) return;
  const float s = ui.layout().scale;
  const float out = 3 * s;
  ImGui::GetWindowDrawList()->AddRect(ImVec2(min.x - out, min.y - out), ImVec2(max.x + out, max.y + out),
                                      Col(ui.palette().accent), rounding + out, 0, 2 * s);
}

}  // namespace

ImU32 Col(const ImVec4& color) { return ImGui::GetColorU32(color); }

ImVec2 MeasureText(ImFont* font, std::string_view text, float wrap_width) {
  return font->CalcTextSizeA(FontPx(font), FLT_MAX, wrap_width, text.data(), text.data() + text.size());
}

void DrawText(ImDrawList* list, ImFont* font, ImVec2 pos, const ImVec4& color, std::string_view text,
              float wrap_width) {
  if (LayoutProbe* probe = ActiveLayoutProbe())
    probe->AddText(text, pos, MeasureText(font, text, wrap_width), list->GetClipRectMin(), list->GetClipRectMax());
  list->AddText(font, FontPx(font), ImVec2(std::round(pos.x), std::round(pos.y)), Col(color), text.data(),
                text.data() + text.size(), wrap_width);
}

std::string FitText(ImFont* font, std::string_view text, float width) {
  std::string shown(text);
  if (MeasureText(font, shown).x <= width) return shown;
  const std::string ellipsis = "\xE2\x80\xA6";
  while (!shown.empty() && MeasureText(font, shown + ellipsis).x > width) {
    shown.pop_back();
    while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80) shown.pop_back();  // UTF-8
  }
  while (!shown.empty() && shown.back() == ' ') shown.pop_back();
  return shown + ellipsis;
}

void DrawTextCentered(ImDrawList* list, ImFont* font, ImVec2 min, ImVec2 max, const ImVec4& color,
                      std::string_view text) {
  const ImVec2 size = MeasureText(font, text);
  const ImVec2 pos((min.x + max.x - size.x) * 0.5f, (min.y + max.y - size.y) * 0.5f);
  if (LayoutProbe* probe = ActiveLayoutProbe())
    probe->AddText(text, pos, size, list->GetClipRectMin(), list->GetClipRectMax(), &min, &max);
  list->AddText(font, FontPx(font), ImVec2(std::round(pos.x), std::round(pos.y)), Col(color), text.data(),
                text.data() + text.size());
}

namespace {
// The text ImGui just laid out (a heading, a paragraph), for the layout report.
void ReportLastText(std::string_view text) {
  LayoutProbe* probe = ActiveLayoutProbe();
  if (probe == nullptr) return;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  probe->AddText(text, min, ImVec2(max.x - min.x, max.y - min.y), list->GetClipRectMin(), list->GetClipRectMax());
}
}  // namespace

void DrawCard(ImDrawList* list, ImVec2 min, ImVec2 max, const ImVec4& fill, const Palette& palette, float rounding,
              float shadow, bool border) {
  if (shadow > 0) {
    list->AddRectFilled(ImVec2(min.x, min.y + shadow), ImVec2(max.x, max.y + shadow), Col(palette.shadow), rounding);
  }
  list->AddRectFilled(min, max, Col(fill), rounding);
  if (border) list->AddRect(min, max, Col(WithAlpha(palette.border, palette.dark ? 0.9f : 0.7f)), rounding);
}

// --- Text blocks ----------------------------------------------------------------------

void Heading(Ui& ui, std::string_view text) {
  ui.Mirror({MirrorNode::Role::kHeading, "", std::string(text)});
  ImGui::PushFont(ui.fonts().heading);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.palette().ink);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ui.layout().column_width);
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  ReportLastText(text);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void Paragraph(Ui& ui, std::string_view text, ImFont* font, const ImVec4* color, float width) {
  ui.Mirror({MirrorNode::Role::kText, "", std::string(text)});
  ImGui::PushFont(font ? font : ui.fonts().body);
  ImGui::PushStyleColor(ImGuiCol_Text, color ? *color : ui.palette().ink);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + WidthOr(ui, width));
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  ReportLastText(text);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void Caption(Ui& ui, std::string_view text, float width) {
  Paragraph(ui, text, ui.fonts().small, &ui.palette().ink_muted, width);
}

void Spacing(float logical_px) { ImGui::Dummy(ImVec2(0, std::max(logical_px, 0.0f))); }

// --- Buttons --------------------------------------------------------------------------

bool Button(Ui& ui, const char* name, std::string_view label, ButtonKind kind, float width, bool enabled) {
  const Palette& p = ui.palette();
  const Layout& l = ui.layout();
  ImFont* font = ui.fonts().strong;
  const ImVec2 label_size = MeasureText(font, label);
  const float height = l.target;
  if (width <= 0) width = std::max(label_size.x + 2 * 22 * l.scale, height * 1.6f);

  ImGui::BeginDisabled(!enabled);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  bool pressed = ImGui::InvisibleButton(name, ImVec2(width, height));
  ui.NameItem(name);
  if (enabled && ui.MirrorPressed(name)) pressed = true;
  {
    MirrorNode node{MirrorNode::Role::kButton, name, std::string(label)};
    node.enabled = enabled;
    ui.Mirror(std::move(node));
  }
  const bool held = ImGui::IsItemActive();
  const bool hovered = ImGui::IsItemHovered() && !l.touch;

  ImDrawList* list = ImGui::GetWindowDrawList();
  const float r = RoundingFor(ui, height);
  ImVec4 text = p.ink;
  switch (kind) {
    case ButtonKind::kPrimary:
      list->AddRectFilled(ImVec2(min.x, min.y + 2 * l.scale), ImVec2(max.x, max.y + 2 * l.scale), Col(p.shadow), r);
      list->AddRectFilled(min, max,
                          Col(held      ? p.accent_pressed
                              : hovered ? Mix(p.accent, p.accent_pressed, 0.4f)
                                        : p.accent),
                          r);
      text = p.on_accent;
      break;
    case ButtonKind::kSecondary:
      DrawCard(list, min, max, held ? p.surface_pressed : hovered ? p.surface_hover : p.surface, p, r, 2 * l.scale);
      break;
    case ButtonKind::kQuiet:
      if (held || hovered) list->AddRectFilled(min, max, Col(held ? p.sunken : WithAlpha(p.sunken, 0.6f)), r);
      text = p.accent;
      break;
  }
  DrawTextCentered(list, font, min, max, text, label);
  FocusRing(ui, min, max, r);
  ImGui::EndDisabled();
  return pressed;
}

namespace {

// A menu card's geometry, shared by MenuCard and MenuCardHeight.
struct CardMetrics {
  float pad, badge, chevron_w, text_x, text_w, text_h, height;
  ImVec2 title_size, sub_size, note_size;
};

CardMetrics MeasureCard(Ui& ui, const CardText& card, float width) {
  const Layout& l = ui.layout();
  const FontSet& f = ui.fonts();
  const float s = l.scale;
  CardMetrics m;
  m.pad = (l.compact() ? 14 : 18) * s;
  m.badge = (l.compact() ? 44 : 52) * s;
  m.chevron_w = 22 * s;
  m.text_x = m.pad + m.badge + 16 * s;
  m.text_w = std::max(width - m.text_x - m.pad - m.chevron_w, 40 * s);
  m.title_size = MeasureText(f.heading, card.title);
  m.sub_size = MeasureText(f.small, card.subtitle, m.text_w);
  m.note_size = card.note.empty() ? ImVec2(0, 0) : MeasureText(f.strong, card.note, m.text_w - 14 * s);
  m.text_h = m.title_size.y + 4 * s + m.sub_size.y + (card.note.empty() ? 0 : 6 * s + m.note_size.y);
  m.height = std::max({l.target, m.badge + 2 * m.pad, m.text_h + 2 * m.pad});
  return m;
}

}  // namespace

float MenuCardHeight(Ui& ui, const CardText& card, float width) {
  return MeasureCard(ui, card, WidthOr(ui, width)).height;
}

bool MenuCard(Ui& ui, const char* name, const CardText& card, float width) {
  const Palette& p = ui.palette();
  const Layout& l = ui.layout();
  const FontSet& f = ui.fonts();
  const float s = l.scale;
  width = WidthOr(ui, width);
  const CardMetrics m = MeasureCard(ui, card, width);
  const float pad = m.pad, badge = m.badge, chevron_w = m.chevron_w, text_x = m.text_x, text_w = m.text_w;
  const float text_h = m.text_h, height = m.height;
  const ImVec2 title_size = m.title_size;

  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  bool pressed = ImGui::InvisibleButton(name, ImVec2(width, height));
  ui.NameItem(name);
  if (ui.MirrorPressed(name)) pressed = true;
  ui.Mirror({MirrorNode::Role::kButton, name, std::string(card.title),
             std::string(card.subtitle) + (card.note.empty() ? std::string() : ". " + std::string(card.note))});
  const bool held = ImGui::IsItemActive();
  const bool hovered = ImGui::IsItemHovered() && !l.touch;

  ImDrawList* list = ImGui::GetWindowDrawList();
  DrawCard(list, min, max, held ? p.surface_pressed : hovered ? p.surface_hover : p.surface, p, l.rounding, 2 * s);
  if (hovered || held) {
    list->AddRect(min, max, Col(WithAlpha(p.accent, 0.55f)), l.rounding, 0, 1.5f * s);
  }

  const ImVec2 badge_center(min.x + pad + badge * 0.5f, (min.y + max.y) * 0.5f);
  list->AddCircleFilled(badge_center, badge * 0.5f, Col(card.warn ? p.notice_soft : p.accent_soft), 40);
  // The picture stands a little larger than its disc, as a sticker would;
  // a warning keeps the glyph in the warning's colours.
  const float art = badge * 1.12f;
  const bool pictured = !card.warn && card.art != nullptr && !card.picture.empty() &&
                        DrawSprite(list, *card.art, card.picture, ImVec2(badge_center.x - art * 0.5f, badge_center.y - art * 0.5f),
                                   ImVec2(badge_center.x + art * 0.5f, badge_center.y + art * 0.5f), Col(ImVec4(1, 1, 1, 1)));
  if (!pictured) {
    DrawTextCentered(list, f.heading, ImVec2(badge_center.x - badge * 0.5f, badge_center.y - badge * 0.5f),
                     ImVec2(badge_center.x + badge * 0.5f, badge_center.y + badge * 0.5f),
                     card.warn ? p.notice : p.accent, card.badge);
  }

  const float text_top = (min.y + max.y - text_h) * 0.5f;
  DrawText(list, f.heading, ImVec2(min.x + text_x, text_top), p.ink, card.title);
  DrawText(list, f.small, ImVec2(min.x + text_x, text_top + title_size.y + 4 * s), card.warn ? p.notice : p.ink_muted,
           card.subtitle, text_w);
  if (!card.note.empty()) {
    // A marked line: an accent bar, then the note (a game in progress).
    const float y = text_top + title_size.y + 4 * s + m.sub_size.y + 6 * s;
    list->AddRectFilled(ImVec2(min.x + text_x, y), ImVec2(min.x + text_x + 4 * s, y + m.note_size.y), Col(p.accent),
                        2 * s);
    DrawText(list, f.strong, ImVec2(min.x + text_x + 14 * s, y), p.accent, card.note, text_w - 14 * s);
  }
  // A drawn chevron: crisp at any size and independent of the fonts.
  const float cx = max.x - pad - chevron_w * 0.5f, cy = (min.y + max.y) * 0.5f, arm = 6 * s;
  const ImVec2 chevron[3] = {ImVec2(cx - arm * 0.5f, cy - arm), ImVec2(cx + arm * 0.5f, cy),
                             ImVec2(cx - arm * 0.5f, cy + arm)};
  list->AddPolyline(chevron, 3, Col(p.ink_faint), 0, 2.0f * s);
  FocusRing(ui, min, max, l.rounding);
  return pressed;
}

// --- Choices -----------------------------------------------------------------------------

bool Segmented(Ui& ui, const char* name, const Segment* segments, int count, int* selected, float width) {
  const Palette& p = ui.palette();
  const Layout& l = ui.layout();
  const float s = l.scale;
  width = WidthOr(ui, width);
  const float inset = 4 * s;
  // As many rows as it takes for every label to fit at least in the small
  // font (a phone at large text: five levels of bot in two rows).
  int rows = 1;
  for (; rows < std::max(count, 1); ++rows) {
    const int per_row = (count + rows - 1) / rows;
    const float seg_w = (width - 2 * inset) / static_cast<float>(std::max(per_row, 1));
    bool fits = true;
    for (int i = 0; i < count && fits; ++i) fits = MeasureText(ui.fonts().small, segments[i].label).x <= seg_w - 8 * s;
    if (fits) break;
  }
  const int per_row = (count + rows - 1) / rows;
  const float row_h = l.target;
  const float height = row_h * static_cast<float>(rows) - inset * static_cast<float>(rows - 1);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float r = RoundingFor(ui, row_h);
  list->AddRectFilled(min, ImVec2(min.x + width, min.y + height), Col(p.sunken), r);

  bool changed = false;
  ui.Mirror({MirrorNode::Role::kGroup, name, "", "choice"});  // a radio group
  const float seg_w = (width - 2 * inset) / static_cast<float>(std::max(per_row, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
  for (int i = 0; i < count; ++i) {
    const int row = i / per_row, column = i % per_row;
    const std::string id = std::string(name) + "/" + segments[i].key;
    const float row_y = min.y + static_cast<float>(row) * (row_h - inset);
    const ImVec2 seg_min(min.x + inset + seg_w * static_cast<float>(column), row_y + inset);
    const ImVec2 seg_max(seg_min.x + seg_w, row_y + row_h - inset);
    ImGui::SetCursorScreenPos(ImVec2(seg_min.x, row_y));
    const bool tapped = ImGui::InvisibleButton(id.c_str(), ImVec2(seg_w, row_h - (row + 1 < rows ? inset : 0)));
    if ((tapped || ui.MirrorPressed(id)) && *selected != i) {
      *selected = i;
      changed = true;
    }
    ui.NameItem(id);
    {
      MirrorNode node{MirrorNode::Role::kOption, id, std::string(segments[i].label)};
      node.checked = *selected == i;
      ui.Mirror(std::move(node));
    }
    const bool held = ImGui::IsItemActive();
    const bool is_selected = *selected == i;
    if (is_selected) {
      // In the dark theme the card colour sits too close to the track; lift it.
      DrawCard(list, seg_min, seg_max, p.dark ? p.surface_pressed : p.surface, p,
               RoundingFor(ui, seg_max.y - seg_min.y), 1.5f * s, false);
    } else if (held) {
      list->AddRectFilled(seg_min, seg_max, Col(WithAlpha(p.surface, 0.5f)), RoundingFor(ui, seg_max.y - seg_min.y));
    }
    ImFont* font = ui.fonts().strong;
    // Text that does not fit a narrow segment drops to the smaller font.
    if (MeasureText(font, segments[i].label).x > seg_w - 8 * s) font = ui.fonts().small;
    DrawTextCentered(list, font, seg_min, seg_max, is_selected ? p.ink : p.ink_muted, segments[i].label);
    FocusRing(ui, seg_min, seg_max, RoundingFor(ui, seg_max.y - seg_min.y));
  }
  ImGui::PopStyleVar();
  ui.Mirror({MirrorNode::Role::kEnd});
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(width, height));
  return changed;
}

bool SwitchRow(Ui& ui, const char* name, std::string_view label, std::string_view caption, bool* value, float width) {
  const Palette& p = ui.palette();
  const Layout& l = ui.layout();
  const FontSet& f = ui.fonts();
  const float s = l.scale;
  width = WidthOr(ui, width);
  const float track_w = 52 * s, track_h = 30 * s;
  const float text_w = std::max(width - track_w - 20 * s, 40 * s);
  const ImVec2 label_size = MeasureText(f.strong, label, text_w);
  const ImVec2 caption_size = caption.empty() ? ImVec2(0, 0) : MeasureText(f.small, caption, text_w);
  const float text_h = label_size.y + (caption.empty() ? 0 : 3 * s + caption_size.y);
  const float height = std::max(l.target, text_h + 12 * s);

  const ImVec2 min = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(name, ImVec2(width, height)) || ui.MirrorPressed(name);
  ui.NameItem(name);
  if (pressed) *value = !*value;
  {
    MirrorNode node{MirrorNode::Role::kSwitch, name, std::string(label), std::string(caption)};
    node.checked = *value;
    ui.Mirror(std::move(node));
  }

  ImDrawList* list = ImGui::GetWindowDrawList();
  const float text_top = min.y + (height - text_h) * 0.5f;
  DrawText(list, f.strong, ImVec2(min.x, text_top), p.ink, label, text_w);
  if (!caption.empty()) {
    DrawText(list, f.small, ImVec2(min.x, text_top + label_size.y + 3 * s), p.ink_muted, caption, text_w);
  }
  const ImVec2 t_min(min.x + width - track_w, min.y + (height - track_h) * 0.5f);
  const ImVec2 t_max(t_min.x + track_w, t_min.y + track_h);
  list->AddRectFilled(t_min, t_max, Col(*value ? p.accent : p.sunken), track_h * 0.5f);
  if (!*value) list->AddRect(t_min, t_max, Col(p.border), track_h * 0.5f, 0, 1.0f * s);
  const float knob_r = track_h * 0.5f - 3 * s;
  const float knob_x = *value ? t_max.x - track_h * 0.5f : t_min.x + track_h * 0.5f;
  const ImVec2 knob(knob_x, (t_min.y + t_max.y) * 0.5f);
  list->AddCircleFilled(ImVec2(knob.x, knob.y + 1 * s), knob_r, Col(p.shadow), 24);
  list->AddCircleFilled(knob, knob_r, Col(*value ? p.on_accent : p.surface), 24);
  if (*value) {
    // A tick in the knob: "on" is not told by colour alone.
    const float k = knob_r * 0.45f;
    list->AddPolyline(std::array<ImVec2, 3>{ImVec2(knob.x - k, knob.y), ImVec2(knob.x - k * 0.25f, knob.y + k * 0.75f),
                                            ImVec2(knob.x + k, knob.y - k * 0.7f)}
                          .data(),
                      3, Col(p.accent), 0, 2.0f * s);
  }
  FocusRing(ui, min, ImVec2(min.x + width, min.y + height), l.rounding);
  return pressed;
}

int Stepper(Ui& ui, const char* name, std::string_view value, bool can_decrease, bool can_increase, float width,
            const char* less, const char* more) {
  const Palette& p = ui.palette();
  const Layout& l = ui.layout();
  const float s = l.scale;
  const float button = l.target;
  if (width <= 0) width = 2 * button + 110 * s;
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled(min, ImVec2(min.x + width, min.y + button), Col(p.sunken), RoundingFor(ui, button));

  int step = 0;
  const std::string down = std::string(name) + "/down";
  const std::string up = std::string(name) + "/up";
  auto side = [&](const std::string& id, bool enabled, float x, bool plus) {
    ImGui::SetCursorScreenPos(ImVec2(x, min.y));
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::InvisibleButton(id.c_str(), ImVec2(button, button)) || ui.MirrorPressed(id);
    ui.NameItem(id);
    {
      MirrorNode node{MirrorNode::Role::kButton, id, std::string(plus ? more : less) + " (now " + std::string(value) + ")"};
      node.enabled = enabled;
      ui.Mirror(std::move(node));
    }
    const bool held = ImGui::IsItemActive();
    const ImVec2 b_min(x + 4 * s, min.y + 4 * s), b_max(x + button - 4 * s, min.y + button - 4 * s);
    DrawCard(list, b_min, b_max, held ? p.surface_pressed : p.surface, p, RoundingFor(ui, b_max.y - b_min.y), 1.5f * s,
             false);
    // Drawn rather than typed: a minus sign and a plus the same weight.
    const ImVec2 c((b_min.x + b_max.x) * 0.5f, (b_min.y + b_max.y) * 0.5f);
    const float arm = 7 * s;
    const ImU32 ink = Col(enabled ? p.ink : p.ink_faint);
    list->AddLine(ImVec2(c.x - arm, c.y), ImVec2(c.x + arm, c.y), ink, 2.2f * s);
    if (plus) list->AddLine(ImVec2(c.x, c.y - arm), ImVec2(c.x, c.y + arm), ink, 2.2f * s);
    FocusRing(ui, b_min, b_max, RoundingFor(ui, b_max.y - b_min.y));
    ImGui::EndDisabled();
    return pressed && enabled;
  };
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
  if (side(down, can_decrease, min.x, false)) step = -1;
  if (side(up, can_increase, min.x + width - button, true)) step = +1;
  ImGui::PopStyleVar();
  DrawTextCentered(list, ui.fonts().strong, ImVec2(min.x + button, min.y),
                   ImVec2(min.x + width - button, min.y + button), p.ink, value);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(width, button));
  return step;
}

bool NoticeBar(Ui& ui, const char* name, std::string_view text, float width) {
  const Palette& p = ui.palette();
  const Layout& l = ui.layout();
  const FontSet& f = ui.fonts();
  const float s = l.scale;
  width = WidthOr(ui, width);
  const float pad = 12 * s;
  const float icon_w = 26 * s;
  const ImVec2 dismiss_size = MeasureText(f.strong, "Dismiss");
  const float button_w = dismiss_size.x + 28 * s;
  const float text_w = std::max(width - 2 * pad - icon_w - button_w - 8 * s, 60 * s);
  const ImVec2 text_size = MeasureText(f.body, text, text_w);
  const float height = std::max(l.target + 2 * 4 * s, text_size.y + 2 * pad);

  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  ui.Mirror({MirrorNode::Role::kText, "", std::string(text)});
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled(min, max, Col(p.notice_soft), l.rounding);
  list->AddRect(min, max, Col(WithAlpha(p.notice, 0.35f)), l.rounding);
  DrawTextCentered(list, f.body, ImVec2(min.x + pad, min.y), ImVec2(min.x + pad + icon_w, max.y), p.notice,
                   kIconWarning);
  DrawText(list, f.body, ImVec2(min.x + pad + icon_w, min.y + (height - text_size.y) * 0.5f), p.ink, text, text_w);

  ImGui::SetCursorScreenPos(ImVec2(max.x - button_w - 4 * s, min.y + (height - l.target) * 0.5f));
  const bool dismissed = Button(ui, name, "Dismiss", ButtonKind::kQuiet, button_w);
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(width, height));
  return dismissed;
}

// --- Letters ---------------------------------------------------------------------------------

namespace {

enum class KeyStyle { kPlain, kEmphasised, kAccent };

bool DrawKey(Ui& ui, const char* name, std::string_view label, ImVec2 size, bool enabled, bool repeat,
             KeyStyle style) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  ImGui::BeginDisabled(!enabled);
  if (repeat) ImGui::PushButtonRepeat(true);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(name, size);
  if (repeat) ImGui::PopButtonRepeat();
  ui.NameItem(name);
  const bool held = ImGui::IsItemActive();

  ImDrawList* list = ImGui::GetWindowDrawList();
  const float r = std::min(9 * s, size.y * 0.3f);
  const float lift = 2.5f * s;  // the key's edge below its face; a press closes it
  const ImVec2 face_min(min.x, min.y + (held ? lift : 0));
  const ImVec2 face_max(min.x + size.x, min.y + size.y - lift + (held ? lift : 0));
  ImVec4 face = p.surface, ink = p.ink, pressed_face = p.surface_pressed;
  if (style == KeyStyle::kEmphasised) {
    face = p.dark ? p.surface_pressed : p.sunken;
    ink = p.ink_muted;
  } else if (style == KeyStyle::kAccent) {
    face = p.accent;
    ink = p.on_accent;
    pressed_face = p.accent_pressed;
  }
  list->AddRectFilled(ImVec2(min.x, min.y + lift), ImVec2(min.x + size.x, min.y + size.y),
                      Col(Mix(p.border, p.shadow, 0.35f)), r);
  list->AddRectFilled(face_min, face_max, Col(held ? pressed_face : face), r);
  // One character: the keyboard's big letters. A word: the button font.
  ImFont* font = label.size() <= 3 ? ui.fonts().key : ui.fonts().strong;
  DrawTextCentered(list, font, face_min, face_max, ink, label);
  FocusRing(ui, min, ImVec2(min.x + size.x, min.y + size.y), r);
  ImGui::EndDisabled();
  return pressed && enabled;
}

std::string KeyName(const char* prefix, std::string_view key) {
  std::string name(prefix);
  name += '/';
  name += key;
  return name;
}

KeyTap CharTap(char c) {
  KeyTap tap;
  tap.kind = KeyTap::Kind::kChar;
  tap.c = c;
  return tap;
}

KeyTap KindTap(KeyTap::Kind kind) {
  KeyTap tap;
  tap.kind = kind;
  return tap;
}

}  // namespace

bool KeyButton(Ui& ui, const char* name, std::string_view label, ImVec2 size, bool enabled, bool repeat,
               bool emphasised) {
  return DrawKey(ui, name, label, size, enabled, repeat, emphasised ? KeyStyle::kEmphasised : KeyStyle::kPlain);
}

float LetterKeyboardHeight(const Layout& layout, const LetterKeys& keys, float width) {
  return ComputeKeyboard(layout, width, 10, keys.space_and_done ? 4 : 3).total_height;
}

KeyTap LetterKeyboard(Ui& ui, const char* prefix, const LetterKeys& keys, float width) {
  const int rows = keys.space_and_done ? 4 : 3;
  const KeyboardMetrics kb = ComputeKeyboard(ui.layout(), width, 10, rows);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  static const char* const kRows[3] = {"QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"};
  const ImVec2 key(kb.key_width, kb.key_height);
  const float step = kb.key_width + kb.spacing;
  const float row_step = kb.key_height + kb.spacing;
  // The keys either side of Z..M: '?' on the left, backspace on the right.
  const float wide = kb.key_width * 1.5f + kb.spacing * 0.5f;
  KeyTap tap;

  for (int r = 0; r < 3; ++r) {
    const float indent = r == 0 ? 0.0f : r == 1 ? step * 0.5f : wide + kb.spacing;
    const float y = origin.y + static_cast<float>(r) * row_step;
    for (int i = 0; kRows[r][i]; ++i) {
      const char letter = kRows[r][i];
      const char label[2] = {letter, 0};
      ImGui::SetCursorScreenPos(ImVec2(origin.x + indent + step * static_cast<float>(i), y));
      if (DrawKey(ui, KeyName(prefix, label).c_str(), label, key, keys.letters, false, KeyStyle::kPlain)) {
        tap = CharTap(letter);
      }
    }
  }
  const float y2 = origin.y + 2 * row_step;
  if (keys.wildcard) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y2));
    if (DrawKey(ui, KeyName(prefix, "wild").c_str(), "?", ImVec2(wide, kb.key_height), keys.wildcard_enabled, false,
                KeyStyle::kEmphasised)) {
      tap = CharTap('?');
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x + width - wide, y2));
  if (DrawKey(ui, KeyName(prefix, "backspace").c_str(), kIconBackspace, ImVec2(wide, kb.key_height), keys.erase,
              true, KeyStyle::kEmphasised)) {
    tap = KindTap(KeyTap::Kind::kBackspace);
  }
  if (keys.space_and_done) {
    const float y3 = origin.y + 3 * row_step;
    const float done_w = std::max(wide, width * 0.25f);
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y3));
    if (DrawKey(ui, KeyName(prefix, "space").c_str(), "space", ImVec2(width - done_w - kb.spacing, kb.key_height),
                keys.letters && keys.space_enabled, false, KeyStyle::kPlain)) {
      tap = CharTap(' ');
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x + width - done_w, y3));
    if (DrawKey(ui, KeyName(prefix, "done").c_str(), "Done", ImVec2(done_w, kb.key_height), true, false,
                KeyStyle::kAccent)) {
      tap = KindTap(KeyTap::Kind::kDone);
    }
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width, kb.total_height));
  return tap;
}

float DigitPadHeight(const Layout& layout, float width) { return ComputeKeyboard(layout, width, 4, 4).total_height; }

KeyTap DigitPad(Ui& ui, const char* prefix, bool digits_enabled, bool erase_enabled, float width) {
  const Layout& l = ui.layout();
  const float s = l.scale;
  KeyboardMetrics kb = ComputeKeyboard(l, width, 4, 4);
  // Wider keys than a letter keyboard's: four columns leave the room, and
  // numbers are typed without looking down at a small target.
  kb.key_width = std::min((width - 3 * kb.spacing) / 4, 92 * s);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 key(kb.key_width, kb.key_height);
  const float step_x = kb.key_width + kb.spacing;
  const float step_y = kb.key_height + kb.spacing;
  static const char kDigits[4][3] = {{'1', '2', '3'}, {'4', '5', '6'}, {'7', '8', '9'}, {0, '0', 0}};
  KeyTap tap;
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 3; ++c) {
      const char digit = kDigits[r][c];
      if (digit == 0) continue;
      const char label[2] = {digit, 0};
      ImGui::SetCursorScreenPos(ImVec2(origin.x + step_x * static_cast<float>(c), origin.y + step_y * static_cast<float>(r)));
      if (DrawKey(ui, KeyName(prefix, label).c_str(), label, key, digits_enabled, false, KeyStyle::kPlain)) {
        tap = CharTap(digit);
      }
    }
  }
  const float right = origin.x + 3 * step_x;
  ImGui::SetCursorScreenPos(ImVec2(right, origin.y));
  if (DrawKey(ui, KeyName(prefix, "backspace").c_str(), kIconBackspace, key, erase_enabled, true,
              KeyStyle::kEmphasised)) {
    tap = KindTap(KeyTap::Kind::kBackspace);
  }
  ImGui::SetCursorScreenPos(ImVec2(right, origin.y + step_y));
  if (DrawKey(ui, KeyName(prefix, "clear").c_str(), "Clear", key, erase_enabled, false, KeyStyle::kEmphasised)) {
    tap = KindTap(KeyTap::Kind::kClear);
  }
  ImGui::SetCursorScreenPos(ImVec2(right, origin.y + 2 * step_y));
  if (DrawKey(ui, KeyName(prefix, "done").c_str(), "Done", ImVec2(kb.key_width, 2 * kb.key_height + kb.spacing), true,
              false, KeyStyle::kAccent)) {
    tap = KindTap(KeyTap::Kind::kDone);
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(4 * kb.key_width + 3 * kb.spacing, kb.total_height));
  return tap;
}

void LetterTiles(Ui& ui, std::string_view letters, int max_letters, std::string_view placeholder, float width) {
  {
    // Read back letter by letter: a screen reader says "L, I, F, T".
    std::string spelled;
    for (const char c : letters) spelled += std::string(spelled.empty() ? "" : ", ") + (c == '?' ? std::string("blank") : std::string(1, c));
    ui.Mirror({MirrorNode::Role::kText, "", letters.empty() ? std::string(placeholder) : "Spelled: " + spelled});
  }
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  width = WidthOr(ui, width);
  const float pad = 10 * s;
  const float gap = 6 * s;
  const float inner = width - 2 * pad;
  const int count = static_cast<int>(letters.size());
  // Tiles shrink as letters arrive, down to a legible size, then wrap.
  const int fit_for = std::max(count, std::min(max_letters, 8));
  const float tile =
      std::clamp((inner - gap * static_cast<float>(fit_for - 1)) / static_cast<float>(fit_for), 30 * s, 50 * s);
  const int per_row = std::max(1, static_cast<int>((inner + gap) / (tile + gap)));
  const int rows = std::max(1, (count + per_row - 1) / per_row);
  const float height = 2 * pad + rows * tile + (rows - 1) * gap;

  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled(min, ImVec2(min.x + width, min.y + height), Col(p.sunken), ui.layout().rounding);
  if (count == 0) {
    DrawTextCentered(list, ui.fonts().body, min, ImVec2(min.x + width, min.y + height), p.ink_muted, placeholder);
  }
  for (int i = 0; i < count; ++i) {
    const int row = i / per_row, col = i % per_row;
    const int in_row = std::min(per_row, count - row * per_row);
    const float row_w = in_row * tile + (in_row - 1) * gap;
    const float x = min.x + (width - row_w) * 0.5f + col * (tile + gap);
    const float y = min.y + pad + row * (tile + gap);
    const bool blank = letters[i] == '?';
    const float edge = 3 * s;
    const float r = 7 * s;
    list->AddRectFilled(ImVec2(x, y + edge), ImVec2(x + tile, y + tile), Col(p.tile_edge), r);
    list->AddRectFilled(ImVec2(x, y), ImVec2(x + tile, y + tile - edge),
                        Col(blank ? Mix(p.tile, p.tile_edge, 0.25f) : p.tile), r);
    const char glyph[2] = {letters[i], 0};
    DrawTextCentered(list, ui.fonts().tile, ImVec2(x, y), ImVec2(x + tile, y + tile - edge),
                     blank ? Mix(p.tile_ink, p.tile_edge, 0.55f) : p.tile_ink, glyph);
  }
  ImGui::Dummy(ImVec2(width, height));
}

// --- Floating cards ----------------------------------------------------------------------------

bool BeginFloatingCard(Ui& ui, const char* name, ImVec2 pos, float width, const FloatingCard& card) {
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | card.extra;
  if (!card.inputs) flags |= ImGuiWindowFlags_NoInputs;
  ImGui::SetNextWindowPos(pos);
  if (card.height > 0) {
    ImGui::SetNextWindowSize(ImVec2(width, card.height));
  } else {
    flags |= ImGuiWindowFlags_AlwaysAutoResize;
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, card.min_height), ImVec2(width, FLT_MAX));
  }
  ImGui::PushStyleColor(ImGuiCol_WindowBg, card.fill);
  ImGui::PushStyleColor(ImGuiCol_Border, card.border);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, ui.layout().rounding);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, card.border_size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, card.padding);
  ui.BeginOverlay(name);
  return ImGui::Begin((std::string("##") + name).c_str(), nullptr, flags);
}

void EndFloatingCard(Ui& ui, ImVec2* min, ImVec2* max) {
  *min = ImGui::GetWindowPos();
  *max = ImVec2(min->x + ImGui::GetWindowWidth(), min->y + ImGui::GetWindowHeight());
  ImGui::End();
  ui.EndOverlay(*min, *max);
  ImGui::PopStyleVar(3);
  ImGui::PopStyleColor(2);
}

// --- Scrolling ---------------------------------------------------------------------------------

void UpdateDragScroll(Ui& ui, DragScroll& state) {
  ImGuiIO& io = ImGui::GetIO();
  const float max_scroll = ImGui::GetScrollMaxY();
  const float threshold = 8 * ui.layout().scale;
  const float dt = std::max(io.DeltaTime, 1.0f / 240.0f);

  // A mouse wheel's notch moves the page as far as a browser's does (about
  // 120 px; ImGui's own step is five lines of the small text, some 40 to 90
  // px here). The innermost scrolling area under the pointer takes it; the
  // areas around it then see no wheel.
  if (io.MouseWheel != 0 && max_scroll > 0 && ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows)) {
    const float step = std::min(120 * ui.layout().scale, ImGui::GetWindowHeight() * 0.8f);
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() - io.MouseWheel * step, 0.0f, max_scroll));
    state.velocity = 0;
    io.MouseWheel = 0;
  }

  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    state.velocity = 0;  // a touch stops a glide
    state.pressed =
        ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows | ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    state.dragging = false;
    state.press_y = io.MousePos.y;
  }
  if (state.pressed && io.MouseDown[ImGuiMouseButton_Left]) {
    if (!state.dragging && max_scroll > 0 && std::fabs(io.MousePos.y - state.press_y) > threshold) {
      state.dragging = true;
      ImGui::ClearActiveID();  // the button under the finger must not fire on release
    }
    if (state.dragging) {
      ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() - io.MouseDelta.y, 0.0f, max_scroll));
      const float instant = -io.MouseDelta.y / dt;
      state.velocity = state.velocity * 0.6f + instant * 0.4f;
    }
    return;
  }
  if (state.pressed) {  // released
    state.pressed = false;
    if (!state.dragging || ui.MotionSeconds(1.0f) == 0.0f) state.velocity = 0;
    state.dragging = false;
  }
  if (state.velocity != 0) {
    const float next = ImGui::GetScrollY() + state.velocity * dt;
    ImGui::SetScrollY(std::clamp(next, 0.0f, max_scroll));
    state.velocity *= std::exp(-4.0f * dt);
    if (std::fabs(state.velocity) < 15.0f || next <= 0 || next >= max_scroll) state.velocity = 0;
  }
}

ImGuiWindowFlags ScrollFlags(Ui& ui) {
  // The wheel is UpdateDragScroll's (a browser's step, not ImGui's).
  return ImGuiWindowFlags_NoScrollWithMouse | (ui.layout().touch ? ImGuiWindowFlags_NoScrollbar : 0);
}

void DrawScrollFades(Ui& ui) {
  const float scroll = ImGui::GetScrollY(), max_scroll = ImGui::GetScrollMaxY();
  if (max_scroll <= 0) return;
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  const float depth = std::min(28 * ui.layout().scale, size.y * 0.15f);
  const ImU32 solid = Col(ui.palette().background);
  const ImU32 clear = Col(WithAlpha(ui.palette().background, 0.0f));
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->PushClipRect(pos, ImVec2(pos.x + size.x, pos.y + size.y), false);
  // Each fade grows in over the first few pixels of scrolling, so it never pops.
  const float top = std::min(scroll / depth, 1.0f) * depth;
  const float bottom = std::min((max_scroll - scroll) / depth, 1.0f) * depth;
  if (top > 0.5f) list->AddRectFilledMultiColor(pos, ImVec2(pos.x + size.x, pos.y + top), solid, solid, clear, clear);
  if (bottom > 0.5f) {
    list->AddRectFilledMultiColor(ImVec2(pos.x, pos.y + size.y - bottom), ImVec2(pos.x + size.x, pos.y + size.y), clear,
                                  clear, solid, solid);
  }
  list->PopClipRect();
}

bool AcceptIntDrop(const char* payload_type, int* value) {
  bool dropped = false;
  if (ImGui::BeginDragDropTarget()) {
    if (const ImGuiPayload* payload = ImGui::AcceptDragDropPayload(payload_type)) {
      *value = *static_cast<const int*>(payload->Data);
      dropped = true;
    }
    ImGui::EndDragDropTarget();
  }
  return dropped;
}

// A one-line text field tall enough for a finger.
bool TextField(Ui& ui, const char* name, const char* hint, char* buffer, size_t size, float width,
               ImGuiInputTextFlags flags, ImGuiInputTextCallback filter) {
  if (filter != nullptr) flags |= ImGuiInputTextFlags_CallbackCharFilter;
  const Layout& l = ui.layout();
  const float pad_y = std::max((l.target - ImGui::GetFontSize()) * 0.5f, 4.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(12 * l.scale, pad_y));
  ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, std::min(l.rounding, l.target * 0.5f));
  ImGui::PushStyleColor(ImGuiCol_FrameBg, ui.palette().sunken);
  ImGui::SetNextItemWidth(width);
  const std::string id = std::string("##") + name;
  bool changed = ImGui::InputTextWithHint(id.c_str(), hint, buffer, size, flags, filter);
  ui.NameItem(name);
  if (const std::string* typed = ui.MirrorTyped(name); typed != nullptr && size > 0) {
    // Typed on the page's mirror: through the same filter as a key.
    std::string text;
    for (const char c : *typed) {
      ImGuiInputTextCallbackData data{};
      data.EventFlag = ImGuiInputTextFlags_CallbackCharFilter;
      data.Flags = flags;
      data.EventChar = static_cast<ImWchar>(static_cast<unsigned char>(c));
      if (filter != nullptr && filter(&data) != 0) continue;
      if (data.EventChar < 0x80) text += static_cast<char>(data.EventChar);
    }
    text.resize(std::min(text.size(), size - 1));
    if (text != buffer) {
      std::copy(text.begin(), text.end(), buffer);
      buffer[text.size()] = '\0';
      changed = true;
    }
  }
  {
    MirrorNode node{MirrorNode::Role::kField, name, hint != nullptr ? hint : ""};
    node.value = buffer;
    ui.Mirror(std::move(node));
  }
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(2);
  return changed;
}

}  // namespace lf::ui
