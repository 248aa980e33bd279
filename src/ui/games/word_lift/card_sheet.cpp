// A debug page, not reachable from the menu, for looking at the art natively
// (lostfound --card-sheet word-lift, with --screenshot to save it): every
// face of the deck at the sizes the table draws it (a hand card and a word
// on the table), the wildcards standing for letters, the selected and
// stolen marks and both backs, on the table's baize, at phone sizes on a
// window narrower than 600 px, else at desktop sizes.
#include <algorithm>
#include <memory>
#include <string>

#include "imgui.h"
#include "ui/games/word_lift/word_lift_cards.h"
#include "ui/play/reward.h"
#include "ui/screen.h"
#include "ui/theme.h"

namespace lf::ui {
namespace {

using word_lift::Special;

class CardSheetScreen final : public Screen {
 public:
  std::string Title() const override { return "Card sheet"; }
  bool ManagesOwnLayout() const override { return true; }

  void Draw(Ui& ui) override {
    cards_.Load(ui.platform());
    // The table's reward over the second row's first card(s), held a
    // quarter of the way through.
    reward_.Start(ui, 0, "Stolen!", "preview", -0.25f * Reward::kSeconds);
    cards_.DrawTable(ui.layout().scale, ui.palette().dark);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float margin = 10.0f, gap = 5.0f;
    float y = origin.y + margin;
    if (!cards_.error().empty()) {
      ImGui::SetCursorScreenPos(ImVec2(origin.x + margin, y));
      ImGui::PushTextWrapPos(origin.x + avail.x - margin);
      ImGui::TextColored(ui.palette().bad, "%s", cards_.error().c_str());
      ImGui::PopTextWrapPos();
      y = ImGui::GetCursorScreenPos().y + margin;
    }
    const bool phone = avail.x < 600.0f;
    // The sizes the table uses: a hand card, a card of a word on the table.
    const ImVec2 hand = phone ? ImVec2(41, 53) : ImVec2(60, 78);
    const ImVec2 word = phone ? ImVec2(26, 34) : ImVec2(30, 39);
    float x = origin.x + margin, row_h = 0;
    const float right = origin.x + avail.x - margin;
    auto place = [&](ImVec2 size, float spacing) {
      if (x + size.x > right && x > origin.x + margin) {
        x = origin.x + margin;
        y += row_h + gap * 2;
        row_h = 0;
      }
      const ImVec2 at(x, y);
      x += size.x + spacing;
      row_h = std::max(row_h, size.y);
      return at;
    };
    auto new_row = [&] {
      x = origin.x + margin;
      y += row_h + gap * 3;
      row_h = 0;
    };
    auto face = [&](ImVec2 size, int f, const std::string& letters = "", WordLiftLook look = {}, float spacing = 5.0f) {
      const ImVec2 a = place(size, spacing);
      cards_.DrawFace(dl, ui.fonts(), a, ImVec2(a.x + size.x, a.y + size.y), f, letters, look);
    };
    // Every special face first (on a phone they are what shows), then the plain letters.
    for (int f = 0; f < word_lift::kFaceCount; ++f) {
      if (word_lift::SpecialOf(f) != Special::kNone) face(hand, f);
    }
    new_row();
    {
      const ImVec2 a(origin.x + margin, y);
      reward_.Place(0, a, ImVec2(a.x + hand.x * 3 + gap * 2, a.y + hand.y));
    }
    face(hand, word_lift::FindFace('?', Special::kQuestion), "R");
    face(hand, word_lift::FindFace('G', Special::kApprox), "H");
    face(hand, word_lift::FindFace('L', Special::kEllipsis), "LL");
    face(hand, word_lift::FindFace('A', Special::kNone), "", WordLiftLook{.selected = true});
    face(hand, word_lift::FindFace('T', Special::kDagger), "", WordLiftLook{.selected = true});
    face(hand, word_lift::FindFace('S', Special::kNone), "", WordLiftLook{.stolen = true});
    face(hand, word_lift::FindFace('E', Special::kEllipsis), "", WordLiftLook{.stolen = true});
    for (const ImVec2 back : {ImVec2(16, 22), word, hand}) {
      for (word_lift::Deck deck : {word_lift::Deck::kConsonant, word_lift::Deck::kVowel}) {
        const ImVec2 a = place(back, gap);
        cards_.DrawBack(dl, ui.fonts(), a, ImVec2(a.x + back.x, a.y + back.y), deck);
      }
    }
    new_row();
    // Words as the table lays them: cards 1 px apart.
    for (const char* text : {"WORDS", "JOKES"}) {
      for (const char* c = text; *c != 0; ++c) face(word, word_lift::FindFace(*c, Special::kNone), "", {}, 1.0f);
      x += gap * 2;
    }
    for (int f = 0; f < word_lift::kFaceCount; ++f) face(word, f, "", {}, 1.0f);
    new_row();
    for (int f = 0; f < word_lift::kFaceCount; ++f) {
      if (word_lift::SpecialOf(f) == Special::kNone) face(hand, f);
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y + row_h + margin));
    ImGui::Dummy(ImVec2(1, 1));
    reward_.Draw(ui);
  }

 private:
  WordLiftCards cards_;
  Reward reward_;
};

}  // namespace

namespace games::word_lift {
std::unique_ptr<Screen> MakeCardSheet() { return std::make_unique<CardSheetScreen>(); }
}  // namespace games::word_lift

}  // namespace lf::ui
