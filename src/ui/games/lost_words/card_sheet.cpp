// A debug page, not reachable from the menu, for looking at the art natively
// (lostfound --card-sheet lost-words, with --screenshot to save it): every
// Lost Words card kind and card state on one page, at phone size (64 px
// wide) on a window narrower than 600 px, else as large as fits.
#include <algorithm>
#include <cmath>
#include <memory>

#include "imgui.h"
#include "ui/games/lost_words/lost_words_cards.h"
#include "ui/games/lost_words/lost_words_ui.h"
#include "ui/screen.h"

namespace lf::ui {
namespace {

using lost_words::Special;
using lost_words::Word;

class CardSheetScreen final : public Screen {
 public:
  std::string Title() const override { return "Card sheet"; }
  bool ManagesOwnLayout() const override { return true; }

  void Draw(Ui& ui) override {
    cards_.Load(ui.platform());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float margin = 10.0f;
    float y = origin.y + margin;
    if (!cards_.error().empty()) {
      ImGui::SetCursorScreenPos(ImVec2(origin.x + margin, y));
      ImGui::PushTextWrapPos(origin.x + avail.x - margin);
      ImGui::TextColored(ui.palette().bad, "%s", cards_.error().c_str());
      ImGui::PopTextWrapPos();
      y = ImGui::GetCursorScreenPos().y + margin;
    }
    // 20 nature + 20 spells + 7 specials + back + 6 states = 54 cards.
    constexpr int kCount = 54;
    const float gap = 8.0f;
    const float usable_w = avail.x - 2 * margin, usable_h = origin.y + avail.y - y - margin;
    float width = 64.0f;
    if (usable_w >= 600.0f) {
      // Fit them all: the widest card for which every row fits the height.
      for (int cols = 6; cols <= 27; ++cols) {
        const float w = (usable_w - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
        const int rows = (kCount + cols - 1) / cols;
        if (static_cast<float>(rows) * (CardHeight(w) + gap + w * 0.08f) <= usable_h) {
          width = std::floor(w);
          break;
        }
      }
    }
    const int cols = std::max(1, static_cast<int>((usable_w + gap) / (width + gap)));
    int i = 0;
    const FontSet& fonts = ui.fonts();
    auto next = [&]() {
      const int c = i % cols, r = i / cols;
      ++i;
      return ImVec2(origin.x + margin + static_cast<float>(c) * (width + gap),
                    y + width * 0.08f + static_cast<float>(r) * (CardHeight(width) + gap + width * 0.08f));
    };
    // Specials and states first: on a phone screenshot they are what shows.
    for (int s = 0; s < lost_words::kNumSpecials; ++s) {
      cards_.DrawSpecial(dl, fonts, next(), width, lost_words::SpecialAt(s));
    }
    cards_.DrawBack(dl, fonts, next(), width);
    cards_.DrawSpell(dl, fonts, next(), width, Word::kAcorn, CardLook{.selected = true});
    cards_.DrawSpecial(dl, fonts, next(), width, Special::kAcorn, CardLook{.highlighted = true});
    cards_.DrawNature(dl, fonts, next(), width, Word::kAcorn, CardLook{.matched = true});
    cards_.DrawNature(dl, fonts, next(), width, Word::kOtter, CardLook{.matched = true, .wall = true});
    cards_.DrawNature(dl, fonts, next(), width, Word::kWren, CardLook{.wild_one = true});
    cards_.DrawSpell(dl, fonts, next(), width, Word::kFern, CardLook{.dimmed = true});
    for (int w = 0; w < lost_words::kNumWords; ++w) cards_.DrawSpell(dl, fonts, next(), width, lost_words::WordAt(w));
    for (int w = 0; w < lost_words::kNumWords; ++w) cards_.DrawNature(dl, fonts, next(), width, lost_words::WordAt(w));
  }

 private:
  LostWordsCards cards_;
};

}  // namespace

namespace games::lost_words {
std::unique_ptr<Screen> MakeCardSheet() { return std::make_unique<CardSheetScreen>(); }
}  // namespace games::lost_words

}  // namespace lf::ui
