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

std::string GuideCard::Target(const play::Guide& guide) {
  const play::TutorialStep* step = guide.Current();
  if (step == nullptr || guide.taps_done() >= step->taps.size()) return "";
  return step->taps[guide.taps_done()];
}

namespace {

float OverlapArea(ImVec2 a_min, ImVec2 a_max, ImVec2 b_min, ImVec2 b_max) {
  const float w = std::min(a_max.x, b_max.x) - std::max(a_min.x, b_min.x);
  const float h = std::min(a_max.y, b_max.y) - std::max(a_min.y, b_min.y);
  return w > 0 && h > 0 ? w * h : 0.0f;
}

}  // namespace

GuideCard::Choice GuideCard::Draw(Ui& ui, play::Guide& guide, float left, float width, float area_top,
                                  float area_bottom, ImVec2* card_min, ImVec2* card_max) {
  *card_min = *card_max = ImVec2(0, 0);
  const play::TutorialStep* step = guide.Current();
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  if (step == nullptr && closed_) return Choice::kNone;
  if (asking_ && (step == nullptr || guide.step() != asked_at_)) asking_ = false;  // the guide moved on
  // The item to tap now, ringed; a tap on it moves the pointer on.
  const std::string target = Target(guide);
  const NamedItem* item = target.empty() ? nullptr : ui.FindItem(target);
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

  // Where the card goes: where it is while that is clear of the ring's item
  // (and its ring), else the other end of the area; when both would cover
  // it (a very tall item), the end that covers less.
  const NamedItem* last = ui.FindOverlay("tutorial/card");
  const float height = last != nullptr ? last->h : 150 * s;
  if (item != nullptr) {
    const float ring = 10 * s;
    const ImVec2 t_min(item->x - ring, item->y - ring), t_max(item->x + item->w + ring, item->y + item->h + ring);
    const auto covers = [&](bool bottom) {
      const float y0 = bottom ? area_bottom - height : area_top;
      return OverlapArea(ImVec2(left, y0), ImVec2(left + width, y0 + height), t_min, t_max);
    };
    const float here = covers(at_bottom_), there = covers(!at_bottom_);
    if (here > 0 && there < here) at_bottom_ = !at_bottom_;
  }
  const float y = at_bottom_ ? std::max(area_top, area_bottom - height) : area_top;

  FloatingCard card;
  card.fill = p.surface;
  card.border = p.accent;
  card.border_size = 2.0f * s;
  card.padding = ImVec2(14 * s, 10 * s);
  Choice choice = Choice::kNone;
  if (BeginFloatingCard(ui, "tutorial/card", ImVec2(left, y), width, card)) {
    const float inner = width - 28 * s;
    const std::string heading = step != nullptr ? "Guide \xC2\xB7 step " + std::to_string(guide.step() + 1) + " of " +
                                                      std::to_string(guide.tutorial().steps.size())
                                                : "Guide \xC2\xB7 done";
    Caption(ui, heading, inner);
    std::string say = step != nullptr ? step->say : "You know the game now. Play on against an easy bot, or leave the game.";
    if (asking_) say = "Leave the guided game? Next time it starts again from the beginning.";
    Paragraph(ui, say, ui.fonts().body, &p.ink, inner);
    ui.NameItem("tutorial/say");
    ui.NameItem(step != nullptr ? "tutorial/step/" + std::to_string(guide.step() + 1) : std::string("tutorial/done"));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8 * s, 6 * s));
    // Two places: the way out on the left, the way on (Next) on the right,
    // whatever the step offers, so neither ever takes the other's place.
    const float bw = std::min(200 * s, (inner - 8 * s) / 2);
    const float right = ImGui::GetCursorPosX() + inner - bw;
    const float row_y = ImGui::GetCursorPosY();
    if (asking_) {
      if (Button(ui, "tutorial/leave/yes", "Leave", ButtonKind::kSecondary, bw)) choice = Choice::kLeave;
      ImGui::SetCursorPos(ImVec2(right, row_y));
      if (Button(ui, "tutorial/leave/no", "Stay", ButtonKind::kPrimary, bw)) asking_ = false;
    } else if (step == nullptr) {
      if (Button(ui, "tutorial/leave", "Leave the game", ButtonKind::kQuiet, bw)) choice = Choice::kLeave;
      ImGui::SetCursorPos(ImVec2(right, row_y));
      if (Button(ui, "tutorial/close", "Play on", ButtonKind::kPrimary, bw)) closed_ = true;
    } else {
      if (Button(ui, "tutorial/leave", "Leave the guide", ButtonKind::kQuiet, bw)) {
        asking_ = true;
        asked_at_ = guide.step();
      }
      if (step->next) {
        ImGui::SetCursorPos(ImVec2(right, row_y));
        if (Button(ui, "tutorial/next", "Next", ButtonKind::kPrimary, bw)) guide.Next();
      }
    }
    ImGui::PopStyleVar();
  }
  EndFloatingCard(ui, card_min, card_max);
  return choice;
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
