// A debug page, not reachable from the menu, for looking at the art natively
// (lostfound --card-sheet lost-for-words, with --screenshot to save it):
// every letter at the sizes the table draws it (a hand card, a column's
// chip, the opponent's small square), the sideways vowels, the selected
// card and the backs, on the table's oak, at phone sizes on a window
// narrower than 600 px, else at desktop sizes.
#include <algorithm>
#include <memory>
#include <string>

#include "games/lost_for_words/lost_for_words.h"
#include "imgui.h"
#include "ui/games/lost_for_words/lost_for_words_cards.h"
#include "ui/play/reward.h"
#include "ui/screen.h"
#include "ui/theme.h"

namespace lf::ui {
namespace {

class CardSheetScreen final : public Screen {
 public:
  std::string Title() const override { return "Card sheet"; }
  bool ManagesOwnLayout() const override { return true; }

  void Draw(Ui& ui) override {
    cards_.Load(ui.platform());
    // The table's reward over the second row's first card(s), held a
    // quarter of the way through.
    reward_.Start(ui, 0, "7 letters! +10", "preview", -0.25f * Reward::kSeconds);
    cards_.DrawTable(ui.layout().scale, ui.palette().dark);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float margin = 10.0f, gap = 6.0f;
    float y = origin.y + margin;
    if (!cards_.error().empty()) {
      ImGui::SetCursorScreenPos(ImVec2(origin.x + margin, y));
      ImGui::PushTextWrapPos(origin.x + avail.x - margin);
      ImGui::TextColored(ui.palette().bad, "%s", cards_.error().c_str());
      ImGui::PopTextWrapPos();
      y = ImGui::GetCursorScreenPos().y + margin;
    }
    const bool phone = avail.x < 600.0f;
    // The sizes the table uses: a hand card, a column chip, the opponent's
    // square, a multiplier lying across a column.
    const ImVec2 hand = phone ? ImVec2(41, 57) : ImVec2(68, 94);
    const ImVec2 chip = phone ? ImVec2(62, 28) : ImVec2(96, 38);
    const ImVec2 small(26, 26);
    const ImVec2 sideways = phone ? ImVec2(44, 34) : ImVec2(60, 44);
    float x = origin.x + margin, row_h = 0;
    const float right = origin.x + avail.x - margin;
    auto place = [&](ImVec2 size) {
      if (x + size.x > right && x > origin.x + margin) {
        x = origin.x + margin;
        y += row_h + gap * 2;
        row_h = 0;
      }
      const ImVec2 at(x, y);
      x += size.x + gap;
      row_h = std::max(row_h, size.y);
      return at;
    };
    auto new_row = [&] {
      x = origin.x + margin;
      y += row_h + gap * 3;
      row_h = 0;
    };
    auto face = [&](ImVec2 size, char letter, bool selected = false) {
      const ImVec2 a = place(size);
      cards_.DrawFace(dl, ui.fonts(), a, ImVec2(a.x + size.x, a.y + size.y), letter, selected);
    };
    for (char c = 'A'; c <= 'Z'; ++c) face(hand, c);
    new_row();
    {
      const ImVec2 a(origin.x + margin, y);
      reward_.Place(0, a, ImVec2(a.x + hand.x, a.y + hand.y));
    }
    face(hand, 'E', true);
    face(hand, 'K', true);
    for (const ImVec2 back : {ImVec2(16, 22), small, hand, ImVec2(56, 76)}) {
      const ImVec2 a = place(back);
      cards_.DrawBack(dl, a, ImVec2(a.x + back.x, a.y + back.y));
    }
    for (char c : std::string("AEIOU")) {
      const ImVec2 a = place(sideways);
      cards_.DrawSideways(dl, ui.fonts(), a, ImVec2(a.x + sideways.x, a.y + sideways.y), c);
    }
    new_row();
    for (char c : std::string("QUIZ")) face(chip, c);
    for (char c : std::string("JOKES")) face(small, c);
    for (char c : std::string("WORDY")) face(chip, c);
    for (char c = 'A'; c <= 'Z'; ++c) face(small, c);
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y + row_h + margin));
    ImGui::Dummy(ImVec2(1, 1));
    reward_.Draw(ui);
  }

 private:
  LostForWordsCards cards_;
  Reward reward_;
};

}  // namespace

namespace games::lost_for_words {
std::unique_ptr<Screen> MakeCardSheet() { return std::make_unique<CardSheetScreen>(); }
}  // namespace games::lost_for_words

}  // namespace lf::ui
