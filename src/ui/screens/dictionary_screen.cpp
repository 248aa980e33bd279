// The Dictionary page: "Check a word" and "Words from letters", with an
// on-screen keyboard so a tablet never needs its system keyboard.
//
// Phones and portrait tablets stack the letters, the results and the
// keyboard (pinned at the bottom like a system keyboard); wide windows put
// the letters and keyboard on the left and the results on the right.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/text.h"
#include "ui/letter_input.h"
#include "ui/screens.h"
#include "ui/widgets.h"
#include "ui/word_search.h"

namespace lf::ui {
namespace {

constexpr size_t kPatternLimit = 240;  // words listed for a pattern with '?'
constexpr size_t kPage = 150;          // words listed per "Show more"
// Words fetched per search: enough for pages of "Show more", few enough to
// build in a frame even when blanks make tens of thousands of words.
constexpr size_t kFetchLimit = 2000;

using text::Plural;
using text::Upper;



class DictionaryScreen final : public Screen {
 public:
  std::string Title() const override { return "Dictionary"; }
  bool ManagesOwnLayout() const override { return true; }
  std::vector<std::string> Assets() const override { return {kDictionaryAsset}; }

  void Draw(Ui& ui) override {
    if (!ui.dictionary()) {
      DrawUnavailable(ui);
      return;
    }
    HandlePhysicalKeyboard();
    Refresh(ui);

    const Layout& l = ui.layout();
    const float s = l.scale;
    const ImVec2 area = ImGui::GetContentRegionAvail();
    const float top = l.small_gap;

    if (l.expanded()) {
      const float total = std::min(l.width - 2 * l.margin, 1180 * s);
      const float x0 = std::floor((l.width - total) * 0.5f);
      const float left_w = std::min(540 * s, total * 0.47f);
      const float gap = 36 * s;
      const float right_w = total - left_w - gap;
      const float height = area.y - top - l.small_gap;

      ImGui::SetCursorPos(ImVec2(x0, top));
      ImGui::BeginChild("dict/controls", ImVec2(left_w, height), false, ImGuiWindowFlags_NoScrollbar);
      DrawControls(ui, left_w);
      Spacing(l.gap * 0.5f);
      DrawKeyboard(ui, left_w);
      ImGui::EndChild();

      ImGui::SetCursorPos(ImVec2(x0 + left_w + gap, top));
      ImGui::BeginChild("dict/results", ImVec2(right_w, height), false, ScrollFlags(ui));
      DrawResults(ui, ImGui::GetContentRegionAvail().x);
      UpdateDragScroll(ui, results_scroll_);
      DrawScrollFades(ui);
      ImGui::EndChild();
      ui.NameItem("dict/results");  // a region, for tests that scroll it
      return;
    }

    const float x0 = l.column_x;
    const float width = l.column_width;
    const float keyboard_h = LetterKeyboardHeight(l, LetterKeys{}, width);
    ImGui::SetCursorPos(ImVec2(x0, top));
    ImGui::BeginGroup();
    DrawControls(ui, width);
    ImGui::EndGroup();
    const float results_top = ImGui::GetCursorPosY() + 2 * s;
    const float bottom_pad = l.compact() ? 10 * s : 20 * s;
    const float keyboard_top = area.y - keyboard_h - bottom_pad;
    const float results_h = std::max(keyboard_top - results_top - l.small_gap, 60 * s);

    ImGui::SetCursorPos(ImVec2(x0, results_top));
    ImGui::BeginChild("dict/results", ImVec2(width, results_h), false, ScrollFlags(ui));
    DrawResults(ui, ImGui::GetContentRegionAvail().x);
    UpdateDragScroll(ui, results_scroll_);
    DrawScrollFades(ui);
    ImGui::EndChild();
    ui.NameItem("dict/results");

    ImGui::SetCursorPos(ImVec2(x0, std::max(keyboard_top, results_top + results_h + l.small_gap)));
    DrawKeyboard(ui, width);
  }

 private:
  enum class Mode { kCheck, kLetters };

  LetterInput& input() { return mode_ == Mode::kCheck ? check_input_ : letters_input_; }

  void HandlePhysicalKeyboard() {
    ImGuiIO& io = ImGui::GetIO();
    for (ImWchar c : io.InputQueueCharacters) {
      if (c < 0x80) input().Add(static_cast<char>(c));
    }
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), true)) input().Backspace();
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete), false)) input().Clear();
  }

  // Searches only when the letters, the mode or the filter changed: the
  // search is fast, but not free enough to repeat sixty times a second.
  void Refresh(Ui& ui) {
    const Dictionary& dict = *ui.dictionary();
    if (mode_ == Mode::kCheck && check_revision_ != check_input_.revision()) {
      check_revision_ = check_input_.revision();
      check_ = CheckEntry(dict, check_input_.text(), kPatternLimit);
      results_scroll_ = {};
      scroll_to_top_ = true;
      Announce(ui);
    }
    if (mode_ == Mode::kLetters) {
      const bool changed = letters_revision_ != letters_input_.revision() || letters_common_ != common_only_;
      if (changed) shown_ = kPage;
      // "Show more" past the words fetched so far asks for more.
      const bool need_more = !letters_.complete && shown_ > letters_.words.size();
      if (changed || need_more) {
        letters_revision_ = letters_input_.revision();
        letters_common_ = common_only_;
        letters_ = FindWordsFromLetters(dict, letters_input_.text(), common_only_, std::max(kFetchLimit, shown_));
      }
      if (changed) {
        results_scroll_ = {};
        scroll_to_top_ = true;
        Announce(ui);
      }
    }
  }

  void Announce(Ui& ui) {
    std::string line;
    if (mode_ == Mode::kCheck) {
      const std::string word = Upper(check_.entry);
      switch (check_.kind) {
        case WordCheck::Kind::kWord: line = word + " is a word, " + TierLabel(check_.tier) + "."; break;
        case WordCheck::Kind::kNotWord: line = word + " is not a word."; break;
        case WordCheck::Kind::kPattern:
          line = check_.fit_count == 0 ? "No word fits " + word + "."
                                       : Plural(check_.fit_count, "word fits ", "words fit ") + word + ".";
          break;
        default: return;
      }
    } else {
      if (letters_input_.empty()) return;
      line = WordCount() + " from " + letters_input_.Display() + ".";
    }
    ui.platform().Announce(line);
  }

  // "655 words", or "More than 2000 words" when the list was cut.
  std::string WordCount() const {
    if (letters_.complete) return Plural(letters_.words.size(), "word", "words");
    return "More than " + std::to_string(letters_.words.size()) + " words";
  }

  void SwitchMode(Mode mode) {
    if (mode == mode_) return;
    LetterInput& from = input();
    mode_ = mode;
    // Letters carry over to an empty tab: "is it a word?" and "what else can
    // I make?" are often asked of the same letters.
    if (input().empty() && !from.empty()) input().AddTyped(from.text());
    results_scroll_ = {};
    scroll_to_top_ = true;
  }

  void DrawControls(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const Segment modes[] = {{"check", "Check a word"}, {"letters", "Words from letters"}};
    int selected = mode_ == Mode::kCheck ? 0 : 1;
    if (Segmented(ui, "dict/mode", modes, 2, &selected, width)) {
      SwitchMode(selected == 0 ? Mode::kCheck : Mode::kLetters);
    }
    Spacing(2 * s);

    LetterInput& in = input();
    // The page's mirror types the letters in a field of its own (read back
    // by the tiles' "Spelled: ..." line below).
    {
      const std::string field = mode_ == Mode::kCheck ? "dict/word" : "dict/letters";
      if (const std::string* typed = ui.MirrorTyped(field)) {
        in.Clear();
        in.AddTyped(*typed);
      }
      MirrorNode node{MirrorNode::Role::kField, field,
                      mode_ == Mode::kCheck ? "Type a word to check (? for any letter)" : "Type the letters you have"};
      node.value = in.Display();
      ui.Mirror(std::move(node));
    }
    const char* placeholder = mode_ == Mode::kCheck ? "Tap letters to spell a word" : "Tap the letters you have";
    ImFont* strong = ui.fonts().strong;
    const float clear_w = MeasureText(strong, "Clear").x + 28 * s;
    const float well_w = width - clear_w - 8 * s;
    const ImVec2 row = ImGui::GetCursorPos();
    ImGui::BeginGroup();
    LetterTiles(ui, in.Display(), in.max_letters(), placeholder, well_w);
    ImGui::EndGroup();
    const float well_h = ImGui::GetItemRectSize().y;
    const ImVec2 after = ImGui::GetCursorPos();
    ImGui::SetCursorPos(ImVec2(row.x + width - clear_w, row.y + (well_h - l.target) * 0.5f));
    if (Button(ui, "dict/clear", "Clear", ButtonKind::kQuiet, clear_w, !in.empty())) in.Clear();
    ImGui::SetCursorPos(after);

    char count[64];
    if (mode_ == Mode::kCheck) {
      std::snprintf(count, sizeof count, "%d / %d letters  \xC2\xB7  ? is any letter", in.size(), in.max_letters());
    } else {
      std::snprintf(count, sizeof count, "%d / %d letters  \xC2\xB7  up to %d ? for any letter", in.size(),
                    in.max_letters(), in.max_wildcards());
    }
    Caption(ui, count, width);
  }

  void DrawKeyboard(Ui& ui, float width) {
    LetterInput& in = input();
    LetterKeys keys;
    keys.letters = in.CanAddLetter();
    keys.erase = !in.empty();
    keys.wildcard = true;
    keys.wildcard_enabled = in.CanAddWildcard();
    const KeyTap tap = LetterKeyboard(ui, "dict/key", keys, width);
    if (tap.kind == KeyTap::Kind::kChar) in.Add(tap.c);
    if (tap.kind == KeyTap::Kind::kBackspace) in.Backspace();
  }

  void DrawResults(Ui& ui, float width) {
    if (scroll_to_top_) {
      ImGui::SetScrollY(0);
      scroll_to_top_ = false;
    }
    if (mode_ == Mode::kCheck) {
      DrawCheckResult(ui, width);
    } else {
      DrawLetterResults(ui, width);
    }
    Spacing(ui.layout().gap);
  }

  void DrawCheckResult(Ui& ui, float width) {
    const Palette& p = ui.palette();
    switch (check_.kind) {
      case WordCheck::Kind::kEmpty:
        Paragraph(ui,
                  "Spell a word to see whether it is in the word list and how common it is. "
                  "Put ? where you are missing a letter to see every word that fits.",
                  ui.fonts().body, &p.ink_muted, width);
        break;
      case WordCheck::Kind::kTooShort:
        Paragraph(ui, "Words in the list have at least two letters.", ui.fonts().body, &p.ink_muted, width);
        break;
      case WordCheck::Kind::kWord:
      case WordCheck::Kind::kNotWord: DrawVerdict(ui, width); break;
      case WordCheck::Kind::kPattern: {
        const std::string pattern = Upper(check_.entry);
        if (check_.fit_count == 0) {
          Paragraph(ui, "No word fits " + pattern + ".", ui.fonts().strong, nullptr, width);
          break;
        }
        Paragraph(ui, Plural(check_.fit_count, "word fits ", "words fit ") + pattern, ui.fonts().strong, nullptr,
                  width);
        Spacing(2 * ui.layout().scale);
        DrawWordChips(ui, check_.fits, 0, check_.fits.size(), width);
        if (check_.fit_count > check_.fits.size()) {
          Caption(ui,
                  "...and " + std::to_string(check_.fit_count - check_.fits.size()) +
                      " more. Add letters to narrow it down.",
                  width);
        }
        break;
      }
    }
  }

  // VALID / NOT A WORD: an icon, a word and a colour, never colour alone.
  void DrawVerdict(Ui& ui, float width) {
    const Palette& p = ui.palette();
    const FontSet& f = ui.fonts();
    const Layout& l = ui.layout();
    const float s = l.scale;
    const bool valid = check_.kind == WordCheck::Kind::kWord;
    const ImVec4& tone = valid ? p.good : p.bad;
    const std::string word = Upper(check_.entry);
    const std::string verdict = valid ? "VALID" : "NOT A WORD";
    const std::string detail = valid ? std::string("A ") + TierLabel(check_.tier) + " word" : "Not in the word list";

    const float pad = 16 * s;
    const float icon = 44 * s;
    const float text_x = pad + icon + 14 * s;
    const float text_w = std::max(width - text_x - pad, 40 * s);
    const ImVec2 v = MeasureText(f.strong, verdict);
    const ImVec2 w = MeasureText(f.tile, word, text_w);
    const ImVec2 d = MeasureText(f.body, detail, text_w);
    const float gap = 4 * s;
    const float height = std::max(icon, v.y + gap + w.y + gap + d.y) + 2 * pad;

    const ImVec2 min = ImGui::GetCursorScreenPos();
    const ImVec2 max(min.x + width, min.y + height);
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(min, max, Col(valid ? p.good_soft : p.bad_soft), l.rounding);
    list->AddRect(min, max, Col(WithAlpha(tone, 0.45f)), l.rounding, 0, 1.5f * s);
    const ImVec2 c(min.x + pad + icon * 0.5f, min.y + pad + icon * 0.5f);
    list->AddCircleFilled(c, icon * 0.5f, Col(tone), 32);
    DrawTextCentered(list, f.heading, ImVec2(c.x - icon * 0.5f, c.y - icon * 0.5f),
                     ImVec2(c.x + icon * 0.5f, c.y + icon * 0.5f), p.dark ? p.background : p.surface,
                     valid ? kIconTick : kIconCross);
    float y = min.y + pad;
    DrawText(list, f.strong, ImVec2(min.x + text_x, y), tone, verdict);
    y += v.y + gap;
    DrawText(list, f.tile, ImVec2(min.x + text_x, y), p.ink, word, text_w);
    y += w.y + gap;
    DrawText(list, f.body, ImVec2(min.x + text_x, y), p.ink_muted, detail, text_w);
    ImGui::Dummy(ImVec2(width, height));
  }

  void DrawLetterResults(Ui& ui, float width) {
    const Palette& p = ui.palette();
    const FontSet& f = ui.fonts();
    const float s = ui.layout().scale;

    const Segment filters[] = {{"all", "All words"}, {"common", "Common words"}};
    int selected = common_only_ ? 1 : 0;
    if (Segmented(ui, "dict/filter", filters, 2, &selected, width)) common_only_ = selected == 1;
    Spacing(2 * s);

    if (letters_input_.empty()) {
      Paragraph(ui,
                "Tap the letters you have and every word they make appears here, longest first. "
                "Each letter is used at most once; ? stands for any letter.",
                f.body, &p.ink_muted, width);
      return;
    }
    if (letters_.words.empty()) {
      Paragraph(ui,
                common_only_ ? "No common word can be made from these letters. Try \"All words\"."
                             : "No word can be made from these letters.",
                f.strong, nullptr, width);
      return;
    }
    Paragraph(ui, WordCount() + " from " + letters_input_.Display(), f.strong, nullptr, width);
    Spacing(2 * s);

    size_t budget = shown_;
    for (const WordGroup& group : letters_.groups) {
      if (budget == 0) break;
      const size_t count = std::min(group.count, budget);
      budget -= count;
      Paragraph(ui,
                Plural(static_cast<size_t>(group.length), "letter", "letters") + "  \xC2\xB7  " +
                    Plural(group.count, "word", "words") + (group.complete ? "" : "+"),
                f.small, &p.ink_muted, width);
      DrawWordChips(ui, letters_.words, group.first, count, width);
      Spacing(4 * s);
    }
    if (shown_ < letters_.words.size() || !letters_.complete) {
      std::string label;
      if (letters_.complete) {
        const size_t left = letters_.words.size() - shown_;
        label = "Show " + std::to_string(std::min(kPage, left)) + " more (" + std::to_string(left) + " not shown)";
      } else {
        label = "Show " + std::to_string(kPage) + " more";
      }
      if (Button(ui, "dict/more", label, ButtonKind::kSecondary, width)) shown_ += kPage;
    }
  }

  // Words as chips that wrap like text. Letters a '?' stood for are drawn in
  // the accent colour and underlined.
  void DrawWordChips(Ui& ui, const std::vector<FoundWord>& words, size_t first, size_t count, float width) {
    const Palette& p = ui.palette();
    ImFont* font = ui.fonts().strong;
    const float s = ui.layout().scale;
    const float pad_x = 11 * s, pad_y = 6 * s, gap = 7 * s;
    const float size = FontPx(font);
    const float chip_h = size + 2 * pad_y;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    float x = 0, y = 0;
    for (size_t i = first; i < first + count && i < words.size(); ++i) {
      const std::string text = Upper(words[i].word);
      const float text_w = MeasureText(font, text).x;
      const float chip_w = text_w + 2 * pad_x;
      if (x > 0 && x + chip_w > width) {
        x = 0;
        y += chip_h + gap;
      }
      const ImVec2 min(origin.x + x, origin.y + y);
      // Off-screen chips cost nothing to skip and long lists stay cheap.
      if (ImGui::IsRectVisible(min, ImVec2(min.x + chip_w, min.y + chip_h))) {
        DrawCard(list, min, ImVec2(min.x + chip_w, min.y + chip_h), p.surface, p, chip_h * 0.3f, 0, true);
        float pen = min.x + pad_x;
        for (size_t k = 0; k < text.size(); ++k) {
          const char glyph[2] = {text[k], 0};
          const float advance = MeasureText(font, glyph).x;
          const bool wild = k < 32 && (words[i].wild_mask & (1u << k));
          DrawText(list, font, ImVec2(pen, min.y + pad_y), wild ? p.accent : p.ink, glyph);
          if (wild) {
            const float uy = min.y + pad_y + size + 1 * s;
            list->AddLine(ImVec2(pen, uy), ImVec2(pen + advance, uy), Col(p.accent), 1.5f * s);
          }
          pen += advance;
        }
      }
      x += chip_w + gap;
    }
    const float height = count == 0 ? 0 : y + chip_h;
    ImGui::Dummy(ImVec2(width, height));
  }

  void DrawUnavailable(Ui& ui) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    ImGui::SetCursorPos(ImVec2(l.column_x, l.gap));
    ImGui::BeginGroup();
    const float width = l.column_width;
    const float pad = 18 * s;
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->ChannelsSplit(2);
    list->ChannelsSetCurrent(1);
    ImGui::Indent(pad);
    Spacing(pad);
    Paragraph(ui, std::string(kIconWarning) + "  The word list could not be loaded.", ui.fonts().strong, &p.notice,
              width - 2 * pad);
    Spacing(2 * s);
    Paragraph(ui, ui.dictionary_error(), ui.fonts().body, nullptr, width - 2 * pad);
    Spacing(2 * s);
    Paragraph(ui,
              "Checking words needs it, so this page cannot work. Everything else in Lost & Found still does. "
              "Reloading the page, or reinstalling the app, usually fixes this.",
              ui.fonts().body, &p.ink_muted, width - 2 * pad);
    Spacing(pad * 0.5f);
    ImGui::Unindent(pad);
    const float bottom = ImGui::GetCursorScreenPos().y;
    list->ChannelsSetCurrent(0);
    list->AddRectFilled(min, ImVec2(min.x + width, bottom), Col(p.notice_soft), l.rounding);
    list->AddRect(min, ImVec2(min.x + width, bottom), Col(WithAlpha(p.notice, 0.4f)), l.rounding);
    list->ChannelsMerge();
    ImGui::EndGroup();
  }

  Mode mode_ = Mode::kCheck;
  // Checking allows long words and a few unknown letters; the letters search
  // is limited to a rack size the search answers instantly.
  LetterInput check_input_{24, 4};
  LetterInput letters_input_{15, 3};
  bool common_only_ = false;

  uint64_t check_revision_ = UINT64_MAX;
  WordCheck check_;
  uint64_t letters_revision_ = UINT64_MAX;
  bool letters_common_ = false;
  AnagramList letters_;
  size_t shown_ = kPage;
  DragScroll results_scroll_;
  bool scroll_to_top_ = false;  // new results start at their top
};

}  // namespace

std::unique_ptr<Screen> MakeDictionaryScreen() { return std::make_unique<DictionaryScreen>(); }

}  // namespace lf::ui
