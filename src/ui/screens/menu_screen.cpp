// The main menu: the title, then exactly what works.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "ui/games.h"
#include "ui/screens.h"
#include "ui/widgets.h"

#ifndef LF_VERSION
#define LF_VERSION "dev"
#endif

namespace lf::ui {
namespace {

class MenuScreen final : public Screen {
 public:
  std::string Title() const override { return "Lost & Found"; }

  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const FontSet& f = ui.fonts();
    const float s = l.scale;
    // A menu reads best as a narrow stack, even on a wide screen.
    const float width = std::min(l.column_width, 560 * s);
    const float x = ImGui::GetCursorPosX() + (l.column_width - width) * 0.5f;

    // Sit the block a little above the middle of tall windows; content taller
    // than the window simply scrolls.
    const float avail = ImGui::GetWindowHeight();
    const float top = std::max(l.gap, (avail - content_height_) * 0.4f);
    const float start_y = ImGui::GetCursorPosY();
    // The first frame only measures, so the menu never appears in one place
    // and jumps to another.
    const bool measuring = content_height_ == 0;
    if (measuring) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.0f);
    Spacing(top);

    DrawTitle(ui, x, width);
    Spacing(l.gap * 1.2f);

    const std::vector<GameEntry>& games = GameEntries();
    if (!games.empty()) {
      ImGui::SetCursorPosX(x);
      Heading(ui, "Games");
      Spacing(2 * s);
      for (const GameEntry& game : games) {
        ImGui::SetCursorPosX(x);
        const std::string name = "menu/game/" + game.id;
        if (MenuCard(ui, name.c_str(), {game.title.substr(0, 1), game.title, game.blurb}, width)) {
          ui.Push(game.open(ui));
        }
        Spacing(4 * s);
      }
      Spacing(l.gap * 0.5f);
    }

    ImGui::SetCursorPosX(x);
    const bool dict_ok = ui.dictionary() != nullptr;
    if (MenuCard(ui, "menu/dictionary",
                 {"Aa", "Dictionary",
                  dict_ok ? "Check a word, or find every word in a set of letters"
                          : "Unavailable: the word list did not load. Tap for details.",
                  !dict_ok},
                 width)) {
      ui.Push(MakeDictionaryScreen());
    }
    Spacing(4 * s);
    ImGui::SetCursorPosX(x);
    if (MenuCard(ui, "menu/settings", {kIconGear, "Settings", "Theme, text size and motion"}, width)) {
      ui.Push(MakeSettingsScreen());
    }
    Spacing(4 * s);
    ImGui::SetCursorPosX(x);
    if (MenuCard(ui, "menu/about", {"i", "About", "Credits and licences"}, width)) {
      ui.Push(MakeAboutScreen());
    }

    if (ui.CanQuit()) {
      Spacing(l.small_gap);
      const float quit_w = 140 * s;
      ImGui::SetCursorPosX(x + (width - quit_w) * 0.5f);
      if (Button(ui, "menu/quit", "Quit", ButtonKind::kQuiet, quit_w)) ui.Quit();
    }

    Spacing(l.gap);
    const std::string version = std::string("Version ") + LF_VERSION;
    const ImVec2 vs = MeasureText(f.small, version);
    ImGui::SetCursorPosX(x + (width - vs.x) * 0.5f);
    Paragraph(ui, version, f.small, &p.ink_faint, width);
    Spacing(l.gap);
    content_height_ = ImGui::GetCursorPosY() - start_y - top;
    if (measuring) ImGui::PopStyleVar();
  }

 private:
  // "Lost & Found" with the ampersand in the accent colour, over a small
  // rule with a diamond (one of Word Lift's card symbols).
  void DrawTitle(Ui& ui, float x, float width) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const FontSet& f = ui.fonts();
    const float s = l.scale;
    ImFont* font = f.title;
    float size = FontPx(font) * l.title_scale;
    const char* parts[3] = {"Lost ", "&", " Found"};
    auto measure = [&](const char* t) { return font->CalcTextSizeA(size, FLT_MAX, 0, t).x; };
    float total = measure(parts[0]) + measure(parts[1]) + measure(parts[2]);
    if (total > width) {  // a very narrow window: shrink to fit
      size *= width / total;
      total = width;
    }
    ImGui::SetCursorPosX(x);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    float pen = origin.x + (width - total) * 0.5f;
    const ImVec4 colors[3] = {p.ink, p.accent, p.ink};
    for (int i = 0; i < 3; ++i) {
      list->AddText(font, size, ImVec2(std::round(pen), origin.y), Col(colors[i]), parts[i]);
      pen += measure(parts[i]);
    }
    const float title_h = size * 1.1f;
    ImGui::Dummy(ImVec2(width, title_h));

    // The rule: ——— ◊ ———
    const float rule_y = ImGui::GetCursorScreenPos().y + 4 * s;
    const float cx = origin.x + width * 0.5f;
    const float half = std::min(width * 0.28f, 120 * s);
    const float d = 5 * s;
    list->AddLine(ImVec2(cx - half, rule_y), ImVec2(cx - d * 2.2f, rule_y), Col(p.border), 1.5f * s);
    list->AddLine(ImVec2(cx + d * 2.2f, rule_y), ImVec2(cx + half, rule_y), Col(p.border), 1.5f * s);
    list->AddQuadFilled(ImVec2(cx, rule_y - d * 1.3f), ImVec2(cx + d, rule_y), ImVec2(cx, rule_y + d * 1.3f),
                        ImVec2(cx - d, rule_y), Col(p.accent));
    ImGui::Dummy(ImVec2(width, 10 * s));

    const char* tagline = "Word and card games for the table";
    const ImVec2 ts = MeasureText(f.body, tagline);
    ImGui::SetCursorPosX(x + std::max(0.0f, (width - ts.x) * 0.5f));
    Paragraph(ui, tagline, f.body, &p.ink_muted, width);
  }

  float content_height_ = 0;  // measured last frame, for vertical centring
};

}  // namespace

std::unique_ptr<Screen> MakeMenuScreen() { return std::make_unique<MenuScreen>(); }

}  // namespace lf::ui
