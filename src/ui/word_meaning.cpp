// A word's meaning over any table (word_meaning.h).
#include "ui/word_meaning.h"

#include <algorithm>
#include <cctype>
#include <cfloat>

#include "ui/platform.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace lf::ui {

namespace {

std::string Upper(std::string_view word) {
  std::string out;
  for (char c : word) out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  return out;
}

}  // namespace

void WordMeaning::Open(std::string_view word) {
  word_ = Upper(word);
  just_opened_ = true;
}

bool WordMeaning::Ready(Ui& ui) {
  if (meanings_ != nullptr) return true;
  if (!error_.empty()) return false;
  const Platform::AssetState state = ui.platform().GetAssetState(kAsset);
  if (state.status != Platform::AssetState::Status::kReady) {
    if (state.status == Platform::AssetState::Status::kPending) ui.platform().HurryAsset(kAsset);
    return false;
  }
  Result<std::vector<uint8_t>> bytes = ui.platform().ReadAsset(kAsset);
  if (!bytes.ok()) {
    error_ = "The meanings could not be read (" + bytes.error() + ").";
    return false;
  }
  Result<std::shared_ptr<const Meanings>> loaded = Meanings::Load(std::move(*bytes));
  if (!loaded.ok()) {
    error_ = "The meanings cannot be shown: " + loaded.error() + ".";
    return false;
  }
  meanings_ = *loaded;
  return true;
}

void WordMeaning::DrawContents(Ui& ui, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  Heading(ui, word_);
  ui.NameItem("meaning/word");
  Spacing(l.small_gap);
  if (Ready(ui)) {
    const Meanings::Explained e = meanings_->Explain(word_, ui.dictionary());
    if (e.senses.empty()) {
      Paragraph(ui,
                "WordNet has no meaning for " + word_ +
                    ". It is in the game's word list all the same (a rarer word, a name for something, or a form "
                    "WordNet does not list).",
                ui.fonts().body, &p.ink, width);
      ui.NameItem("meaning/none");
    } else {
      if (e.form_of) Caption(ui, "A form of " + Upper(e.headword) + ":", width);
      for (size_t k = 0; k < e.senses.size(); ++k) {
        const Meanings::Sense& s = e.senses[k];
        Paragraph(ui, std::string(Meanings::PartName(s.part)) + ": " + std::string(s.text), ui.fonts().body, &p.ink,
                  width);
        ui.NameItem("meaning/sense/" + std::to_string(k));
        Spacing(l.small_gap * 0.5f);
      }
    }
    Spacing(l.small_gap);
    Caption(ui, "From WordNet 3.0, Princeton University (see About).", width);
  } else if (!error_.empty()) {
    Paragraph(ui, error_, ui.fonts().body, &p.notice, width);
    ui.NameItem("meaning/error");
    if (Button(ui, "meaning/retry", "Download again", ButtonKind::kSecondary, std::min(width, 260 * l.scale))) {
      ui.platform().FetchAssetAgain(kAsset);
      error_.clear();
    }
  } else {
    const Platform::AssetState state = ui.platform().GetAssetState(kAsset);
    using S = Platform::AssetState::Status;
    if (state.status == S::kFailed || state.status == S::kDamaged) {
      Paragraph(ui,
                state.status == S::kDamaged ? "The meanings arrived damaged."
                                            : "The meanings could not be downloaded (" + state.reason + ").",
                ui.fonts().body, &p.notice, width);
      ui.NameItem("meaning/error");
      if (Button(ui, "meaning/retry", "Try again", ButtonKind::kSecondary, std::min(width, 260 * l.scale)))
        ui.platform().FetchAssetAgain(kAsset);
    } else if (state.status == S::kMissing) {
      Paragraph(ui, "This copy of the game has no meanings to show.", ui.fonts().body, &p.ink, width);
      ui.NameItem("meaning/error");
    } else {
      const int percent = state.total > 0 ? static_cast<int>(100 * state.loaded / state.total) : 0;
      Paragraph(ui, "Fetching the meanings\xE2\x80\xA6 " + std::to_string(percent) + "%", ui.fonts().body, &p.ink_muted,
                width);
      ui.NameItem("meaning/wait");
    }
  }
  Spacing(l.small_gap);
  if (Button(ui, "meaning/close", "Close", ButtonKind::kPrimary, std::min(width, 200 * l.scale))) Close();
}

void WordMeaning::Draw(Ui& ui) {
  if (!open()) return;
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  // A window over everything: the dimmed screen, the card in the middle.
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                                 ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(screen);
  if (just_opened_) ImGui::SetNextWindowFocus();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  if (ImGui::Begin("##word-meaning", nullptr, flags)) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(ImVec2(0, 0), screen, Col(WithAlpha(p.shadow, p.dark ? 1.6f : 1.2f)));
    const float pad = 16 * s;
    const float card_w = std::min(screen.x - 2 * std::max(l.margin, 8 * s), 520 * s);
    const float inner = card_w - 2 * pad;
    const float x = (screen.x - card_w) * 0.5f;
    // The card sits where it was last frame's height puts it mid-screen.
    const float y = std::max(8 * s, (screen.y - card_h_) * 0.4f);
    list->ChannelsSplit(2);
    list->ChannelsSetCurrent(1);
    // The mirror hears the card even over a table whose mirror is muted.
    ui.MuteMirror(false);
    ImGui::SetCursorScreenPos(ImVec2(x + pad, y + pad));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(x + pad + inner);
    DrawContents(ui, inner);
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ui.MuteMirror(true);
    const float bottom = ImGui::GetItemRectMax().y + pad;
    card_h_ = bottom - y;
    list->ChannelsSetCurrent(0);
    DrawCard(list, ImVec2(x, y), ImVec2(x + card_w, bottom), p.surface, p, l.rounding, 2 * s);
    list->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    ImGui::Dummy(ImVec2(card_w, card_h_));
    ui.NameItem("meaning/card");
    // A tap outside the card closes it (not the tap that opened it).
    if (!just_opened_ && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
        !ImGui::IsMouseHoveringRect(ImVec2(x, y), ImVec2(x + card_w, bottom))) {
      Close();
    }
  }
  ImGui::End();
  ImGui::PopStyleVar();
  just_opened_ = false;
}

float WordMeaning::Chips(Ui& ui, const std::string& prefix, const std::vector<std::string>& words, float width) {
  if (words.empty()) return 0;
  const Layout& l = ui.layout();
  const float s = l.scale;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float gap = 6 * s;
  float x = origin.x, y = origin.y;
  const float h = l.target;
  // (Unmuted, so that the page's mirror offers each word's meaning too.)
  ui.MuteMirror(false);
  for (const std::string& word : words) {
    const std::string label = Upper(word);
    const float w = std::min(width, MeasureText(ui.fonts().strong, label).x + 24 * s);
    if (x > origin.x && x + w > origin.x + width) {
      x = origin.x;
      y += h + gap;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    const std::string name = prefix + "/" + Upper(word);
    if (Button(ui, name.c_str(), label, ButtonKind::kSecondary, w)) Open(word);
    x += w + gap;
  }
  ui.MuteMirror(true);
  ImGui::SetCursorScreenPos(ImVec2(origin.x, y + h + gap));
  ImGui::Dummy(ImVec2(width, 1));
  return y + h + gap - origin.y;
}

}  // namespace lf::ui
