#include "ui/play/tutorial.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "core/registry.h"
#include "play/session.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "ui/widgets.h"

namespace lf::ui {

//-----------------------------------------------------------------------------
// [SECTION] The guide card
//-----------------------------------------------------------------------------

bool DrawGuide(Ui& ui, play::Guide& guide, ImVec2 top, float width, float* bottom) {
  const play::TutorialStep* step = guide.Current();
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  // The item to tap now, ringed; a tap on it moves the pointer on.
  const NamedItem* item = nullptr;
  if (step != nullptr && guide.taps_done() < step->taps.size()) item = ui.FindItem(step->taps[guide.taps_done()]);
  if (item != nullptr) {
    const ImVec2 min(item->x, item->y), max(item->x + item->w, item->y + item->h);
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
      const ImVec2 at = ImGui::GetIO().MousePos;
      if (at.x >= min.x && at.x <= max.x && at.y >= min.y && at.y <= max.y) guide.Tapped();
    }
    const float pulse = ui.MotionSeconds(1.0f) > 0 ? 0.5f + 0.5f * std::sin(static_cast<float>(ui.time()) * 5.0f) : 1.0f;
    const float grow = (4 + 3 * pulse) * s;
    ImGui::GetForegroundDrawList()->AddRect(ImVec2(min.x - grow, min.y - grow), ImVec2(max.x + grow, max.y + grow),
                                            Col(WithAlpha(p.accent, 0.55f + 0.45f * pulse)), l.rounding, 0, 3.5f * s);
  }

  // The guide card: what to do, Next where the step waits for it, and a way out.
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav;
  // Over the table's status lines, or lower when the item to tap is up there.
  ImVec2 at = top;
  if (item != nullptr && item->y < top.y + 140 * s) at.y = item->y + item->h + 12 * s;
  ImGui::SetNextWindowPos(at);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, FLT_MAX));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, p.surface);
  ImGui::PushStyleColor(ImGuiCol_Border, p.accent);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, l.rounding);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f * s);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14 * s, 10 * s));
  bool leave = false;
  if (ImGui::Begin("##tutorial", nullptr, flags)) {
    const float inner = width - 28 * s;
    const std::string heading = step != nullptr ? "Guide \xC2\xB7 step " + std::to_string(guide.step() + 1) + " of " +
                                                      std::to_string(guide.tutorial().steps.size())
                                                : "Guide \xC2\xB7 done";
    Caption(ui, heading, inner);
    Paragraph(ui, step != nullptr ? step->say : "You know the game now. Play on against an easy bot, or leave.",
              ui.fonts().body, &p.ink, inner);
    ui.NameItem("tutorial/say");
    ui.NameItem(step != nullptr ? "tutorial/step/" + std::to_string(guide.step() + 1) : std::string("tutorial/done"));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8 * s, 6 * s));
    const float bw = std::min(180 * s, (inner - 8 * s) / 2);
    if (step != nullptr && step->next) {
      if (Button(ui, "tutorial/next", "Next", ButtonKind::kPrimary, bw)) guide.Next();
      ImGui::SameLine();
    }
    if (Button(ui, "tutorial/leave", step != nullptr ? "Leave the guide" : "Back to the menu", ButtonKind::kQuiet, bw)) {
      leave = true;
    }
    ImGui::PopStyleVar();
  }
  *bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
  ImGui::End();
  ImGui::PopStyleVar(3);
  ImGui::PopStyleColor(2);
  return leave;
}

//-----------------------------------------------------------------------------
// [SECTION] Opening the guided game
//-----------------------------------------------------------------------------

namespace {

std::string TutorialAsset(const GameUi& game) { return "tutorials/" + game.id + ".json"; }

class TutorialScreen final : public Screen {
 public:
  explicit TutorialScreen(const GameUi& game) : game_(game) {}
  std::string Title() const override { return "A guided first game"; }

  void Draw(Ui& ui) override {
    if (!tried_) {
      tried_ = true;
      Open(ui);
    }
    if (!error_.empty()) {
      Spacing(ui.layout().gap);
      Paragraph(ui, error_, nullptr, &ui.palette().notice, ui.layout().column_width);
    }
  }

 private:
  void Open(Ui& ui) {
    const GameInfo* info = BuiltinGames().Find(game_.id);
    Result<std::vector<uint8_t>> bytes = ui.platform().ReadAsset(TutorialAsset(game_));
    if (info == nullptr || !bytes.ok()) {
      error_ = "The guided game could not be read" + (bytes.ok() ? std::string(".") : " (" + bytes.error() + ").");
      return;
    }
    Result<play::Tutorial> tutorial = play::Tutorial::Parse(std::string(bytes->begin(), bytes->end()));
    if (!tutorial.ok()) {
      error_ = "The guided game cannot start: " + tutorial.error() + ".";
      return;
    }
    if (info->needs_dictionary && ui.dictionary() == nullptr) {
      error_ = info->title + " needs the word list, which is not available. " + ui.dictionary_error();
      return;
    }
    Result<std::unique_ptr<play::LocalSession>> session =
        play::LocalSession::StartGuided(*info, ui.dictionary(), std::move(*tutorial), game_.describe);
    if (!session.ok()) {
      error_ = "The guided game cannot start: " + session.error() + ".";
      return;
    }
    (*session)->KeepIn(ui.store());  // its own save: a reload comes back to the same step
    // In its place: Back from the guided game goes where this screen came from.
    ui.Pop();
    ui.Push(MakePlayScreen(game_, std::move(*session)));
  }

  const GameUi& game_;
  bool tried_ = false;
  std::string error_;
};

}  // namespace

std::unique_ptr<Screen> MakeTutorialScreen(const GameUi& game) { return std::make_unique<TutorialScreen>(game); }

bool HasTutorial(Ui& ui, const GameUi& game) { return ui.platform().ReadAsset(TutorialAsset(game)).ok(); }

}  // namespace lf::ui
