// Debug pages, not reachable from the menu, for looking at the art natively
// (with --screenshot to save them):
//   lostfound --card-sheet          every Lost Words card kind and card state
//                                   on one page: at phone size (64 px wide) on a
//                                   window narrower than 600 px, else as large
//                                   as fits
//   lostfound --lost-words-preview  the real Lost Words table, a few turns into
//                                   a seeded game against a bot
#include <algorithm>
#include <cmath>
#include <memory>

#include "core/registry.h"
#include "imgui.h"
#include "ui/game/session.h"
#include "ui/lost_words_cards.h"
#include "ui/lost_words_screen.h"
#include "ui/screen.h"
#include "ui/screens.h"

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

// The table as the play screen draws it, on a session advanced by a simple
// policy (matches and specials first) until the human has played a while.
class LostWordsPreviewScreen final : public Screen, public TableContext {
 public:
  std::string Title() const override { return "The Lost Words (preview)"; }
  bool ManagesOwnLayout() const override { return true; }

  GameSession& session() override { return *session_; }
  bool Play(const std::string& move) override { return session_->Play(move).ok(); }
  bool PlayAs(int seat, const std::string& move) override { return session_->Play(seat, move).ok(); }
  void Refuse(const std::string&) override {}
  void ClearRefusal() override {}
  bool ViewerToMove() const override {
    return !session_->game().IsTerminal() && session_->game().CurrentSeat() == session_->viewer();
  }

  // Laid out as the play screen does: the table scrolls in a child window
  // above the hand, which is docked at the bottom of the screen.
  void Draw(Ui& ui) override {
    if (!session_ && !Start(ui)) return;
    const Layout& l = ui.layout();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float width = std::min(l.width - 2 * l.margin, 1180 * l.scale);
    const float x = std::max((l.width - width) * 0.5f, l.margin);
    const float dock = table_->DockHeight(ui, *session_, width);
    const ImVec2 top = ImGui::GetCursorPos();
    ImGui::BeginChild("preview", ImVec2(avail.x, std::max(avail.y - dock, 1.0f)), false);
    ImGui::Indent(x);
    table_->Draw(ui, *this);
    ImGui::Unindent(x);
    ImGui::EndChild();
    ImGui::SetCursorPos(ImVec2(top.x + x, top.y + avail.y - dock));
    ImGui::BeginGroup();
    table_->DrawDock(ui, *this, width);
    ImGui::EndGroup();
  }

 private:
  bool Start(Ui& ui) {
    const GameInfo* info = BuiltinGames().Find("lost-words");
    if (info == nullptr) return false;
    SessionSetup setup;
    setup.seats = {SeatSetup{.human = true, .level = "medium", .name = "You"}, SeatSetup{.human = false, .level = "easy", .name = ""}};
    setup.options.seats = 2;
    setup.options.seed = 2024;
    setup.options.variant.set("first", 0);
    Result<std::unique_ptr<GameSession>> s = GameSession::Start(*info, ui.dictionary(), setup, LostWordsUi().describe);
    if (!s.ok()) return false;
    session_ = std::move(*s);
    table_ = LostWordsUi().make_table();
    double now = 0;
    int human_moves = 0;
    for (int guard = 0; guard < 400 && !session_->game().IsTerminal(); ++guard) {
      if (session_->game().CurrentSeat() == 0) {
        const std::vector<std::string> moves = session_->game().LegalMoves(0);
        if (human_moves >= 18 && session_->game().Query("phase").value() == "action") break;
        std::string pick = moves.front();
        for (const char* prefix : {"match ", "play Wild-One", "play Wall", "play Conker", "draw discard"}) {
          const auto it = std::find_if(moves.begin(), moves.end(), [&](const std::string& m) { return m.rfind(prefix, 0) == 0; });
          if (it != moves.end()) {
            pick = *it;
            break;
          }
        }
        if (pick.rfind("play Heron", 0) == 0) pick = "end";
        if (!session_->Play(pick).ok()) break;
        ++human_moves;
      } else {
        now += 10;
        session_->Update(now, 0.0);
      }
    }
    return true;
  }
  std::unique_ptr<GameSession> session_;
  std::unique_ptr<TableView> table_;
};

}  // namespace

std::unique_ptr<Screen> MakeCardSheetScreen() { return std::make_unique<CardSheetScreen>(); }
std::unique_ptr<Screen> MakeLostWordsPreviewScreen() { return std::make_unique<LostWordsPreviewScreen>(); }

}  // namespace lf::ui
