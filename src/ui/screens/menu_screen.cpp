// The main menu: the title, then exactly what works.
//
// The menu sits a little above the middle of tall windows. Every row's
// height is known before anything is drawn, so the very first frame is
// already in its place.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "ui/play/room_screens.h"
#include "ui/art.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
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
    // The cards' pictures (art/menu.*: one per game, named by its id with
    // "_" for "-", and the Dictionary's, Settings' and About's). Without
    // them the cards keep their letters.
    // On the web they arrive after the first frames: a look while either file
    // is still on its way would find nothing and never look again, so the
    // menu waits for both before it looks (Platform::GetAssetState).
    if (!art_.attempted()) {
      auto pending = [&](const char* path) {
        return ui.platform().GetAssetState(path).status == Platform::AssetState::Status::kPending;
      };
      if (!pending("art/menu.json") && !pending("art/menu.png")) (void)art_.Load(ui.platform());
    }
    // A link to a room, or a room this device was in before a reload, opens
    // once the word list is in (docs/multi-device.md).
    if (!room_checked_ && (ui.dictionary() != nullptr || ui.dictionary_failed())) {
      room_checked_ = true;
      // After a crash, "Try again" on the page comes back to the table that
      // was open, from its last good save (docs/architecture.md).
      if (ui.platform().TakeRestartAfterCrash() && ReopenLastTable(ui)) return;
      if (ReturnToRoom(ui)) return;
    }
    // A menu reads best as a narrow stack, even on a wide screen.
    const float width = std::min(l.column_width, 560 * s);
    const float x = ImGui::GetCursorPosX() + (l.column_width - width) * 0.5f;

    // Rows: a height, the space after it, and how to draw it at the cursor.
    struct Row {
      float height;
      float after;
      std::function<void()> draw;
    };
    std::vector<Row> rows;
    const float card_gap = 12 * s;

    const float title_size = FontPx(f.title) * l.title_scale;
    rows.push_back({title_size * 1.1f, 8 * s, [&] { DrawTitle(ui, x, width, title_size); }});
    rows.push_back({10 * s, 8 * s, [&] { DrawRule(ui, x, width); }});
    const char* tagline = "Word and card games for the table";
    rows.push_back({MeasureText(f.body, tagline, width).y, l.gap * 1.4f, [&, tagline] {
                      const float w = MeasureText(f.body, tagline).x;
                      ImGui::SetCursorPosX(x + std::max(0.0f, (width - w) * 0.5f));
                      Paragraph(ui, tagline, f.body, &p.ink_muted, width);
                    }});

    const std::vector<GameEntry>& games = GameEntries();
    if (notes_generation_ != ui.store().generation() || notes_.size() != games.size()) {
      // Each game in progress, as its card says it: read again only when a save changed.
      notes_generation_ = ui.store().generation();
      notes_.clear();
      for (const GameEntry& game : games) notes_.push_back(GameInProgressNote(ui, *game.screens));
    }
    if (!games.empty()) {
      rows.push_back({MeasureText(f.heading, "Games").y, 4 * s, [&] {
                        ImGui::SetCursorPosX(x);
                        Heading(ui, "Games");
                      }});
      pictures_.resize(games.size());
      titles_.resize(games.size());
      // The room a card's title has beside its picture (as MenuCard lays it
      // out): a title wider than that, at a large text size, breaks between
      // its words instead of running off the card.
      const float title_room = width - 2 * (l.compact() ? 14 : 18) * s - (l.compact() ? 44 : 52) * s - 16 * s - 22 * s;
      for (size_t i = 0; i < games.size(); ++i) {
        const GameEntry& game = games[i];
        pictures_[i] = game.id;
        std::replace(pictures_[i].begin(), pictures_[i].end(), '-', '_');
        titles_[i] = FitTitle(f.heading, game.title, title_room);
        const CardText card{std::string_view(game.title).substr(0, 1), titles_[i], game.blurb, false, notes_[i],
                            &art_, pictures_[i]};
        rows.push_back({MenuCardHeight(ui, card, width), card_gap, [&, card] {
                          ImGui::SetCursorPosX(x);
                          const std::string name = "menu/game/" + game.id;
                          const bool open = MenuCard(ui, name.c_str(), card, width);
                          if (!card.note.empty()) ui.NameItem(name + "/in-progress");  // the card, marked
                          if (open) ui.Push(game.open(ui));
                        }});
      }
      rows.back().after = l.gap;
    }

    const bool dict_ok = !ui.dictionary_failed();  // still loading on the first frame counts as fine
    const CardText dictionary{"Aa", "Dictionary",
                              dict_ok ? "Check a word, or find every word in a set of letters"
                                      : "Unavailable: the word list did not load. Tap for details.",
                              !dict_ok, "", &art_, "dictionary"};
    const CardText settings{kIconGear, "Settings", "Theme, text size and motion", false, "", &art_, "settings"};
    const CardText about{"i", "About", "Credits and licences", false, "", &art_, "about"};
    // Play on several devices (the web only): a guest's way in; the host
    // starts from a game's set-up screen.
    const bool can_join = ui.platform().Link() != nullptr;
    const CardText join{"+", "Join a game", "Play here in a game another device hosts", false, "", &art_, "join"};
    // Dictionary, Settings and About as cards, or, when the cards would not
    // all fit the window (a small phone, several games), as one row of three
    // buttons under the games: the games stay in view without scrolling.
    float so_far = 0;
    for (const Row& row : rows) so_far += row.height + row.after;
    const float cards_height = MenuCardHeight(ui, dictionary, width) + MenuCardHeight(ui, settings, width) +
                               MenuCardHeight(ui, about, width) + 2 * card_gap + l.gap +
                               (can_join ? MenuCardHeight(ui, join, width) + card_gap : 0.0f);
    const float tail_height = (ui.CanQuit() ? l.target + l.small_gap : 0) + FontPx(f.small) + l.gap;
    if (so_far + cards_height + tail_height <= ImGui::GetWindowHeight() - 2 * l.gap) {
      if (can_join) {
        rows.push_back({MenuCardHeight(ui, join, width), card_gap, [&] {
                          ImGui::SetCursorPosX(x);
                          if (MenuCard(ui, "menu/join", join, width)) ui.Push(MakeJoinScreen());
                        }});
      }
      rows.push_back({MenuCardHeight(ui, dictionary, width), card_gap, [&] {
                        ImGui::SetCursorPosX(x);
                        if (MenuCard(ui, "menu/dictionary", dictionary, width)) ui.Push(MakeDictionaryScreen());
                      }});
      rows.push_back({MenuCardHeight(ui, settings, width), card_gap, [&] {
                        ImGui::SetCursorPosX(x);
                        if (MenuCard(ui, "menu/settings", settings, width)) ui.Push(MakeSettingsScreen());
                      }});
      rows.push_back({MenuCardHeight(ui, about, width), l.gap, [&] {
                        ImGui::SetCursorPosX(x);
                        if (MenuCard(ui, "menu/about", about, width)) ui.Push(MakeAboutScreen());
                      }});
    } else {
      rows.push_back({l.target, l.gap, [&] {
                        // One row, each button as wide as its label needs and the rest shared out.
                        const float gap = l.small_gap;
                        const std::vector<std::string> labels =
                            can_join ? std::vector<std::string>{"Join", "Dictionary", "Settings", "About"}
                                     : std::vector<std::string>{"Dictionary", "Settings", "About"};
                        float text = 0;
                        for (const std::string& label : labels) text += MeasureText(f.strong, label).x;
                        const float spare = std::max(0.0f, width - gap * (labels.size() - 1) - text);
                        auto w = [&](size_t i) {
                          return std::floor(MeasureText(f.strong, labels[i]).x + spare / labels.size());
                        };
                        size_t i = 0;
                        ImGui::SetCursorPosX(x);
                        if (can_join) {
                          if (Button(ui, "menu/join", labels[i], ButtonKind::kSecondary, w(i))) ui.Push(MakeJoinScreen());
                          ImGui::SameLine(0, gap);
                          ++i;
                        }
                        if (Button(ui, "menu/dictionary", labels[i], ButtonKind::kSecondary, w(i))) {
                          ui.Push(MakeDictionaryScreen());
                        }
                        ImGui::SameLine(0, gap);
                        ++i;
                        if (Button(ui, "menu/settings", labels[i], ButtonKind::kSecondary, w(i))) ui.Push(MakeSettingsScreen());
                        ImGui::SameLine(0, gap);
                        ++i;
                        if (Button(ui, "menu/about", labels[i], ButtonKind::kSecondary, w(i))) ui.Push(MakeAboutScreen());
                      }});
    }
    if (ui.CanQuit()) {
      rows.push_back({l.target, l.small_gap, [&] {
                        const float quit_w = 140 * s;
                        ImGui::SetCursorPosX(x + (width - quit_w) * 0.5f);
                        if (Button(ui, "menu/quit", "Quit", ButtonKind::kQuiet, quit_w)) ui.Quit();
                      }});
    }
    const std::string version = std::string("Version ") + LF_VERSION;
    rows.push_back({FontPx(f.small), l.gap, [&] {
                      ImGui::SetCursorPosX(x + (width - MeasureText(f.small, version).x) * 0.5f);
                      Paragraph(ui, version, f.small, &p.ink_muted, width);
                    }});

    float total = 0;
    for (const Row& row : rows) total += row.height + row.after;
    const float avail = ImGui::GetWindowHeight();
    float y = ImGui::GetCursorPosY() + std::max(l.gap, std::floor((avail - total) * 0.4f));
    // Each row goes exactly where the sum says, whatever spacing ImGui adds.
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
    for (const Row& row : rows) {
      ImGui::SetCursorPosY(y);
      row.draw();
      y += row.height + row.after;
    }
    ImGui::SetCursorPosY(y);
    ImGui::Dummy(ImVec2(width, 0));
    ImGui::PopStyleVar();
  }

 private:
  // "Lost & Found" with the ampersand in the accent colour.
  static void DrawTitle(Ui& ui, float x, float width, float size) {
    const Palette& p = ui.palette();
    ImFont* font = ui.fonts().title;
    const char* parts[3] = {"Lost ", "&", " Found"};
    auto measure = [&](const char* t, float px) { return font->CalcTextSizeA(px, FLT_MAX, 0, t).x; };
    float total = measure(parts[0], size) + measure(parts[1], size) + measure(parts[2], size);
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
      pen += measure(parts[i], size);
    }
    ImGui::Dummy(ImVec2(width, size * 1.1f));
  }

  // ——— ◊ ———  (the diamond is one of Word Lift's card symbols)
  static void DrawRule(Ui& ui, float x, float width) {
    const Palette& p = ui.palette();
    const float s = ui.layout().scale;
    ImGui::SetCursorPosX(x);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float y = origin.y + 5 * s;
    const float cx = origin.x + width * 0.5f;
    const float half = std::min(width * 0.28f, 120 * s);
    const float d = 5 * s;
    list->AddLine(ImVec2(cx - half, y), ImVec2(cx - d * 2.2f, y), Col(p.border), 1.5f * s);
    list->AddLine(ImVec2(cx + d * 2.2f, y), ImVec2(cx + half, y), Col(p.border), 1.5f * s);
    list->AddQuadFilled(ImVec2(cx, y - d * 1.3f), ImVec2(cx + d, y), ImVec2(cx, y + d * 1.3f), ImVec2(cx - d, y),
                        Col(p.accent));
    ImGui::Dummy(ImVec2(width, 10 * s));
  }

  // A title with line breaks where it is wider than `room`: each line as
  // many whole words as fit (a single word too wide keeps its line).
  static std::string FitTitle(ImFont* font, const std::string& title, float room) {
    std::string out, line;
    size_t start = 0;
    while (start <= title.size()) {
      size_t end = title.find(' ', start);
      if (end == std::string::npos) end = title.size();
      const std::string word = title.substr(start, end - start);
      const std::string longer = line.empty() ? word : line + " " + word;
      if (!line.empty() && MeasureText(font, longer).x > room) {
        out += (out.empty() ? "" : "\n") + line;
        line = word;
      } else {
        line = longer;
      }
      start = end + 1;
    }
    return out + (out.empty() ? "" : "\n") + line;
  }

  ArtAtlas art_{"menu"};
  std::vector<std::string> titles_;  // per game: its title as its card shows it
  std::vector<std::string> pictures_;  // per game: its picture's name in art_
  std::vector<std::string> notes_;  // per game: its in-progress note, or ""
  bool room_checked_ = false;       // the way back into a room was looked for
  int notes_generation_ = -1;       // ui.store().generation() when notes_ was read
};

}  // namespace

std::unique_ptr<Screen> MakeMenuScreen() { return std::make_unique<MenuScreen>(); }

}  // namespace lf::ui
