// About: what this is, and the credits and licences of everything shipped,
// rendered from assets/CREDITS.md so there is one list to keep up to date.
#include <string>
#include <vector>

#include "ui/credits.h"
#include "ui/screens.h"
#include "ui/widgets.h"

#ifndef LF_VERSION
#define LF_VERSION "dev"
#endif

namespace lf::ui {
namespace {

class AboutScreen final : public Screen {
 public:
  std::string Title() const override { return "About"; }
  std::vector<std::string> Assets() const override { return {"CREDITS.md"}; }

  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const FontSet& f = ui.fonts();
    const float s = l.scale;
    const float width = l.column_width;
    if (!parsed_) {
      parsed_ = true;
      if (ui.credits().ok()) blocks_ = ParseSimpleMarkdown(*ui.credits());
    }

    Spacing(l.gap * 0.5f);
    Heading(ui, "Lost & Found");
    Paragraph(ui, std::string("Version ") + LF_VERSION, f.small, &p.ink_muted, width);
    Spacing(6 * s);
    Paragraph(ui,
              "Tabletop word and card games, played around one screen in a browser or on a desktop, with "
              "friends or against the computer. Everything runs on your device: nothing you type or play is "
              "sent anywhere.",
              f.body, nullptr, width);
    Spacing(l.gap * 0.5f);

    if (!ui.credits().ok()) {
      Paragraph(ui, "The credits file is missing from this build: " + ui.credits().error(), f.body, &p.bad, width);
      return;
    }
    for (const TextBlock& block : blocks_) DrawBlock(ui, block, width);
    Spacing(l.gap);
  }

 private:
  void DrawBlock(Ui& ui, const TextBlock& block, float width) {
    const Palette& p = ui.palette();
    const FontSet& f = ui.fonts();
    const float s = ui.layout().scale;
    switch (block.kind) {
      case TextBlock::Kind::kHeading1:
      case TextBlock::Kind::kHeading2:
        Spacing(10 * s);
        Heading(ui, block.text);
        Spacing(2 * s);
        break;
      case TextBlock::Kind::kHeading3:
        Spacing(6 * s);
        Paragraph(ui, block.text, f.strong, nullptr, width);
        break;
      case TextBlock::Kind::kParagraph:
        Paragraph(ui, block.text, f.body, &p.ink, width);
        Spacing(2 * s);
        break;
      case TextBlock::Kind::kBullet: {
        const float indent = 18 * s;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float dot_y = at.y + FontPx(f.body) * 0.62f;
        ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(at.x + 6 * s, dot_y), 2.6f * s, Col(p.accent), 12);
        ImGui::Indent(indent);
        Paragraph(ui, block.text, f.body, &p.ink, width - indent);
        ImGui::Unindent(indent);
        break;
      }
      case TextBlock::Kind::kRule: {
        Spacing(6 * s);
        const ImVec2 a = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddLine(a, ImVec2(a.x + width, a.y), Col(p.border), 1.0f);
        Spacing(6 * s);
        break;
      }
    }
  }

  bool parsed_ = false;
  std::vector<TextBlock> blocks_;
};

}  // namespace

std::unique_ptr<Screen> MakeAboutScreen() { return std::make_unique<AboutScreen>(); }

}  // namespace lf::ui
