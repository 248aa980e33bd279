#include "ui/theme.h"

namespace lf::ui {
namespace {

ImVec4 Hex(unsigned rgb, float alpha = 1.0f) {
  return ImVec4(static_cast<float>((rgb >> 16) & 0xFF) / 255.0f, static_cast<float>((rgb >> 8) & 0xFF) / 255.0f,
                static_cast<float>(rgb & 0xFF) / 255.0f, alpha);
}

Palette MakeLight() {
  Palette p;
  p.dark = false;
  p.background = Hex(0xF3ECDF);
  p.surface = Hex(0xFFFAF2);
  p.surface_hover = Hex(0xFDF5E8);
  p.surface_pressed = Hex(0xEFE4D1);
  p.sunken = Hex(0xE8DECC);
  p.border = Hex(0xD8CAB3);
  p.shadow = Hex(0x5A3C1E, 0.13f);
  p.ink = Hex(0x2A251F);
  p.ink_muted = Hex(0x675C4E);
  p.ink_faint = Hex(0xA09381);
  p.accent = Hex(0xA0461F);  // 4.5:1 or more on every light surface (tests/ui/contrast_test.cpp)
  p.accent_pressed = Hex(0x8F3F1D);
  p.on_accent = Hex(0xFFF8EE);
  p.accent_soft = Hex(0xF2D9C6);
  p.good = Hex(0x286940);
  p.good_soft = Hex(0xDCEDDD);
  p.bad = Hex(0xAE3328);
  p.bad_soft = Hex(0xF5DAD4);
  p.notice = Hex(0x7A5000);
  p.notice_soft = Hex(0xF6E6BF);
  p.tile = Hex(0xFBEFD5);
  p.tile_edge = Hex(0xCDB384);
  p.tile_ink = Hex(0x2A251F);
  return p;
}

Palette MakeDark() {
  Palette p;
  p.dark = true;
  p.background = Hex(0x1B1814);
  p.surface = Hex(0x27231D);
  p.surface_hover = Hex(0x2D2923);
  p.surface_pressed = Hex(0x37312A);
  p.sunken = Hex(0x13110E);
  p.border = Hex(0x3E372E);
  p.shadow = Hex(0x000000, 0.35f);
  p.ink = Hex(0xF0E8DA);
  p.ink_muted = Hex(0xB7AA96);
  p.ink_faint = Hex(0x7B7062);
  p.accent = Hex(0xEA8A5C);  // 4.5:1 or more on every dark surface
  p.accent_pressed = Hex(0xC9683C);
  p.on_accent = Hex(0x1E150F);
  p.accent_soft = Hex(0x4A2F22);
  p.good = Hex(0x7CC894);
  p.good_soft = Hex(0x1F3A29);
  p.bad = Hex(0xF08677);
  p.bad_soft = Hex(0x4A2521);
  p.notice = Hex(0xEBC06A);
  p.notice_soft = Hex(0x3D3120);
  p.tile = Hex(0xEDE0C4);
  p.tile_edge = Hex(0xB09A6C);
  p.tile_ink = Hex(0x2A251F);
  return p;
}

}  // namespace

const Palette& LightPalette() {
  static const Palette palette = MakeLight();
  return palette;
}

const Palette& DarkPalette() {
  static const Palette palette = MakeDark();
  return palette;
}

ImVec4 WithAlpha(const ImVec4& c, float alpha) { return ImVec4(c.x, c.y, c.z, c.w * alpha); }

ImVec4 Mix(const ImVec4& a, const ImVec4& b, float t) {
  return ImVec4(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t);
}

void ApplyStyle(const Palette& p, float scale, bool touch, ImGuiStyle* style) {
  ImGuiStyle s;  // from ImGui's defaults, so repeated calls never compound the scale
  s.WindowPadding = ImVec2(0, 0);
  s.WindowRounding = 0;
  s.WindowBorderSize = 0;
  s.ChildRounding = 14;
  s.ChildBorderSize = 0;
  s.PopupRounding = 14;
  s.PopupBorderSize = 1;
  s.FramePadding = ImVec2(14, 10);
  s.FrameRounding = 12;
  s.FrameBorderSize = 0;
  s.ItemSpacing = ImVec2(12, 10);
  s.ItemInnerSpacing = ImVec2(10, 8);
  s.TouchExtraPadding = touch ? ImVec2(2, 2) : ImVec2(0, 0);
  s.IndentSpacing = 22;
  s.ScrollbarSize = touch ? 6 : 12;
  s.ScrollbarRounding = 6;
  s.GrabMinSize = 24;
  s.GrabRounding = 10;
  s.TabRounding = 10;
  s.SelectableTextAlign = ImVec2(0, 0.5f);
  s.DisplaySafeAreaPadding = ImVec2(0, 0);
  s.ScaleAllSizes(scale);

  const ImVec4 hover = touch ? p.surface : p.surface_hover;
  ImVec4* c = s.Colors;
  c[ImGuiCol_Text] = p.ink;
  c[ImGuiCol_TextDisabled] = p.ink_muted;  // a field's hint is text: 4.5:1
  c[ImGuiCol_WindowBg] = p.background;
  c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_PopupBg] = p.surface;
  c[ImGuiCol_Border] = p.border;
  c[ImGuiCol_BorderShadow] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_FrameBg] = p.sunken;
  c[ImGuiCol_FrameBgHovered] = Mix(p.sunken, p.border, touch ? 0.0f : 0.4f);
  c[ImGuiCol_FrameBgActive] = p.surface_pressed;
  c[ImGuiCol_TitleBg] = p.surface;
  c[ImGuiCol_TitleBgActive] = p.surface;
  c[ImGuiCol_TitleBgCollapsed] = p.surface;
  c[ImGuiCol_MenuBarBg] = p.surface;
  c[ImGuiCol_ScrollbarBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_ScrollbarGrab] = WithAlpha(p.ink_muted, 0.35f);
  c[ImGuiCol_ScrollbarGrabHovered] = WithAlpha(p.ink_muted, 0.55f);
  c[ImGuiCol_ScrollbarGrabActive] = WithAlpha(p.ink_muted, 0.75f);
  c[ImGuiCol_CheckMark] = p.accent;
  c[ImGuiCol_SliderGrab] = p.accent;
  c[ImGuiCol_SliderGrabActive] = p.accent_pressed;
  c[ImGuiCol_Button] = p.surface;
  c[ImGuiCol_ButtonHovered] = hover;
  c[ImGuiCol_ButtonActive] = p.surface_pressed;
  c[ImGuiCol_Header] = p.accent_soft;
  c[ImGuiCol_HeaderHovered] = touch ? p.accent_soft : Mix(p.accent_soft, p.accent, 0.15f);
  c[ImGuiCol_HeaderActive] = Mix(p.accent_soft, p.accent, 0.3f);
  c[ImGuiCol_Separator] = p.border;
  c[ImGuiCol_SeparatorHovered] = p.border;
  c[ImGuiCol_SeparatorActive] = p.accent;
  c[ImGuiCol_ResizeGrip] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_ResizeGripHovered] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_ResizeGripActive] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_Tab] = p.sunken;
  c[ImGuiCol_TabHovered] = p.surface;
  c[ImGuiCol_TabActive] = p.surface;
  c[ImGuiCol_TabUnfocused] = p.sunken;
  c[ImGuiCol_TabUnfocusedActive] = p.surface;
  c[ImGuiCol_PlotLines] = p.accent;
  c[ImGuiCol_PlotLinesHovered] = p.accent_pressed;
  c[ImGuiCol_PlotHistogram] = p.accent;
  c[ImGuiCol_PlotHistogramHovered] = p.accent_pressed;
  c[ImGuiCol_TableHeaderBg] = p.sunken;
  c[ImGuiCol_TableBorderStrong] = p.border;
  c[ImGuiCol_TableBorderLight] = WithAlpha(p.border, 0.6f);
  c[ImGuiCol_TableRowBg] = ImVec4(0, 0, 0, 0);
  c[ImGuiCol_TableRowBgAlt] = WithAlpha(p.sunken, 0.5f);
  c[ImGuiCol_TextSelectedBg] = p.accent_soft;
  c[ImGuiCol_DragDropTarget] = p.accent;
  c[ImGuiCol_NavHighlight] = p.accent;
  c[ImGuiCol_NavWindowingHighlight] = p.accent;
  c[ImGuiCol_NavWindowingDimBg] = WithAlpha(p.shadow, 0.5f);
  c[ImGuiCol_ModalWindowDimBg] = p.dark ? ImVec4(0, 0, 0, 0.55f) : ImVec4(0.16f, 0.12f, 0.08f, 0.35f);
  *style = s;
}

}  // namespace lf::ui
