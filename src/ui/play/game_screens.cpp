// The screens every game shares: set-up, play (privacy, refusals, log, undo,
// saving, bots' pauses), end of game, rules.
//
// Index
//   [SECTION] Helpers: text input, the save file
//   [SECTION] Rules page
//   [SECTION] Play screen (and the end of game)
//   [SECTION] Set-up screen
#include <algorithm>
#include <cctype>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/person.h"
#include "core/registry.h"
#include "core/text.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "play/coach.h"
#include "play/guide.h"
#include "play/room.h"
#include "ui/play/room_screens.h"
#include "ui/play/table_words.h"
#include "ui/play/tutorial.h"
#include "ui/widgets.h"

namespace lf::ui {
using play::SeatSetup;
using play::SessionSetup;
namespace {

//-----------------------------------------------------------------------------
// [SECTION] Helpers: text input, the save file
//-----------------------------------------------------------------------------

const GameInfo& InfoFor(const std::string& id) {
  const GameInfo* info = BuiltinGames().Find(id);
  LF_CHECK(info != nullptr);
  return *info;
}

// Lets only 0-9 into a field (ImGuiInputTextFlags_CharsDecimal also lets in . + - * /).
int DigitsOnly(ImGuiInputTextCallbackData* data) { return data->EventChar < '0' || data->EventChar > '9'; }

// "just now", "5 minutes ago", "2 hours ago", "3 days ago".
std::string Ago(int64_t then) {
  const int64_t seconds = static_cast<int64_t>(std::time(nullptr)) - then;
  if (then <= 0 || seconds < 0) return "";
  if (seconds < 90) return "just now";
  if (seconds < 90 * 60) return text::Plural((seconds + 30) / 60, "minute", "minutes") + " ago";
  if (seconds < 36 * 3600) return text::Plural((seconds + 1800) / 3600, "hour", "hours") + " ago";
  return text::Plural((seconds + 43200) / 86400, "day", "days") + " ago";
}

//-----------------------------------------------------------------------------
// [SECTION] Rules page
//-----------------------------------------------------------------------------

class RulesScreen final : public Screen {
 public:
  explicit RulesScreen(const GameUi& game) : game_(game), title_(InfoFor(game.id).title + ": rules") {}
  std::string Title() const override { return title_; }
  std::vector<std::string> Assets() const override {
    return {"rules/" + game_.id + ".md", "tutorials/" + game_.id + ".json"};  // (it offers the guide)
  }

  // The page is the text asset rules/<game>.md (docs/rules/ in the
  // repository): "# " starts a heading, blank lines end paragraphs.
  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    Spacing(l.gap * 0.5f);
    if (!loaded_) {
      loaded_ = true;
      Result<std::vector<uint8_t>> bytes = ui.platform().ReadAsset("rules/" + game_.id + ".md");
      if (bytes.ok()) {
        text_.assign(bytes->begin(), bytes->end());
        while (!text_.empty() && (text_.back() == '\n' || text_.back() == '\r')) text_.pop_back();
      } else {
        error_ = "The rules page could not be read (" + bytes.error() + ").";
      }
    }
    if (!error_.empty()) {
      Paragraph(ui, error_, nullptr, &ui.palette().notice);
      return;
    }
    if (!guide_checked_) {
      guide_checked_ = true;
      has_guide_ = HasTutorial(ui, game_);
    }
    if (has_guide_) {
      // The guided first game is always a tap away from the rules.
      if (Button(ui, "rules/guide", "Play the guided first game", ButtonKind::kSecondary,
                 std::min(l.column_width, 360 * l.scale))) {
        ui.Push(MakeTutorialScreen(game_));
      }
      Spacing(l.small_gap);
    }
    // The page's title, whole and wrapped (the bar above may cut it on a phone).
    Heading(ui, title_);
    Spacing(l.small_gap);
    // Markdown as the rules pages use it: "# " and "## " headings, "- "
    // and "1. " list items, **bold**, *emphasis*, `code`, blank lines
    // between paragraphs (docs/rules/*.md).
    size_t start = 0;
    const std::string& text = text_;
    const float width = std::min(l.column_width, ImGui::GetContentRegionAvail().x);
    bool in_table = false;
    while (start <= text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string line = text.substr(start, end - start);
      start = end + 1;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty()) {
        in_table = false;
        Spacing(l.small_gap);
        continue;
      }
      size_t hashes = 0;
      while (hashes < line.size() && line[hashes] == '#') ++hashes;
      if (hashes > 0 && hashes < line.size() && line[hashes] == ' ') {
        Spacing(hashes == 1 ? l.small_gap : l.small_gap * 0.5f);
        const std::string title = Plain(line.substr(hashes + 1));
        if (hashes == 1) {
          // Wrapped to the column, so a long title fits a phone.
          Heading(ui, title);
        } else {
          // A heading of the page's parts, in the mirror too.
          ui.Mirror({MirrorNode::Role::kHeading, "", title, "", "", 3});
          ui.MuteMirror(true);
          Paragraph(ui, title, ui.fonts().strong, nullptr, width);
          ui.MuteMirror(false);
        }
        continue;
      }
      // A table row reads as one line, its cells apart; the header row in bold,
      // the |---| rule dropped.
      if (line[0] == '|') {
        std::vector<std::string> cells;
        size_t c = 1;
        while (c < line.size()) {
          size_t bar = line.find('|', c);
          if (bar == std::string::npos) bar = line.size();
          std::string cell = line.substr(c, bar - c);
          while (!cell.empty() && cell.front() == ' ') cell.erase(cell.begin());
          while (!cell.empty() && cell.back() == ' ') cell.pop_back();
          cells.push_back(cell);
          c = bar + 1;
        }
        const bool rule = std::all_of(cells.begin(), cells.end(), [](const std::string& cell) {
          return cell.find_first_not_of("-: ") == std::string::npos;
        });
        const bool header = !in_table;
        in_table = true;
        if (rule) continue;
        std::string row;
        for (const std::string& cell : cells) {
          if (cell.empty()) continue;
          row += (row.empty() ? "" : "  \xC2\xB7  ") + (header ? "**" + Plain(cell) + "**" : cell);
        }
        ui.Mirror({MirrorNode::Role::kText, "", Plain(row)});
        RichText(ui, row, ImGui::GetCursorScreenPos(), width);
        continue;
      }
      in_table = false;
      // A list item: its marker hangs in the margin, its text wraps under itself.
      std::string marker;
      size_t body = 0;
      if (line.rfind("- ", 0) == 0 || line.rfind("* ", 0) == 0) {
        marker = "\xE2\x80\xA2";  // a bullet
        body = 2;
      } else {
        size_t d = 0;
        while (d < line.size() && line[d] >= '0' && line[d] <= '9') ++d;
        if (d > 0 && d + 1 < line.size() && line[d] == '.' && line[d + 1] == ' ') {
          marker = line.substr(0, d + 1);
          body = d + 2;
        }
      }
      const float indent = marker.empty() ? 0.0f : 28 * l.scale;
      const ImVec2 at = ImGui::GetCursorScreenPos();
      if (!marker.empty())
        DrawText(ImGui::GetWindowDrawList(), ui.fonts().body, at, ui.palette().ink_muted, marker);
      ui.Mirror({MirrorNode::Role::kText, "", (marker.empty() || marker == "\xE2\x80\xA2" ? "" : marker + " ") +
                                                   Plain(line.substr(body))});
      RichText(ui, line.substr(body), ImVec2(at.x + indent, at.y), width - indent);
    }
    Spacing(l.gap);
  }

 private:
  // The text without its markdown marks.
  static std::string Plain(const std::string& in) {
    std::string out;
    for (char c : in)
      if (c != '*' && c != '`') out += c;
    return out;
  }

  // One paragraph with **bold** spans, word-wrapped at `width` from `at`;
  // the cursor moves below it.
  static void RichText(Ui& ui, const std::string& text, ImVec2 at, float width) {
    ImFont* body = ui.fonts().body;
    ImFont* bold = ui.fonts().strong;
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float line_h = std::max(FontPx(body), FontPx(bold)) * 1.25f;
    const float space = MeasureText(body, " ").x;
    float x = 0, y = 0;
    bool strong = false;
    size_t i = 0;
    while (i < text.size()) {
      if (text.compare(i, 2, "**") == 0) {
        strong = !strong;
        i += 2;
        continue;
      }
      if (text[i] == ' ') {
        if (x > 0) x += space;
        ++i;
        continue;
      }
      // A word: up to the next space or bold mark; single * and ` are dropped.
      std::string word;
      while (i < text.size() && text[i] != ' ' && text.compare(i, 2, "**") != 0) {
        if (text[i] != '*' && text[i] != '`') word += text[i];
        ++i;
      }
      // Punctuation glued to a closing mark ("**Modes**.") stays on its line.
      ImFont* font = strong ? bold : body;
      const float w = MeasureText(font, word).x;
      if (x > 0 && x + w > width) {
        x = 0;
        y += line_h;
      }
      DrawText(list, font, ImVec2(at.x + x, at.y + y), ui.palette().ink, word);
      x += w;
    }
    // Back to the line's own start (a list item's text began right of its marker).
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, at.y));
    // (ImGui adds its item spacing after; the lines' own leading is enough.)
    ImGui::Dummy(ImVec2(width, std::max(1.0f, y + line_h - ImGui::GetStyle().ItemSpacing.y * 0.5f)));
  }

  const GameUi& game_;
  std::string title_;
  bool loaded_ = false;
  std::string text_;
  std::string error_;
  bool guide_checked_ = false, has_guide_ = false;
  bool scroll_to_top_ = false;
};

//-----------------------------------------------------------------------------
// [SECTION] Play screen (and the end of game)
//-----------------------------------------------------------------------------

class PlayScreen final : public Screen, public TableContext {
 public:
  PlayScreen(const GameUi& game, std::unique_ptr<play::Session> session)
      : game_(game), session_(std::move(session)), table_(game.make_table()), announced_(session_->log().size()) {}
  ~PlayScreen() override {
    // Leaving the table leaves the room's link; a host's save keeps its
    // room, so Resume (or a reload) opens it again and the guests reconnect.
    session_->Leave(false);
    if (store_ != nullptr) store_->MarkClosed();
  }

  std::string Title() const override { return session_->info().title; }
  bool ManagesOwnLayout() const override { return true; }

  // --- TableContext ---
  play::Session& session() override { return *session_; }
  bool Play(const std::string& move) override { return PlayAs(session_->viewer(), move); }
  bool PlayAs(int seat, const std::string& move) override {
    Status status = session_->Play(seat, move);
    words_.Invalidate();
    if (!status.ok()) {
      Refuse(status.reason());
      return false;
    }
    refusal_.clear();
    return true;
  }
  void Refuse(const std::string& reason) override {
    // A sentence: a capital first (engines write "you discarded that card this turn").
    refusal_ = reason;
    if (!refusal_.empty() && refusal_[0] >= 'a' && refusal_[0] <= 'z')
      refusal_[0] = static_cast<char>(refusal_[0] - 'a' + 'A');
    refusal_announced_ = false;
  }
  void ClearRefusal() override { refusal_.clear(); }
  bool ViewerToMove() const override {
    return !session_->game().IsTerminal() && session_->IsHuman(session_->viewer()) &&
           session_->IsDeciding(session_->viewer()) && !session_->NeedsPrivacy();
  }
  bool Holding() const override { return holding_; }
  bool Undo() override {
    Status status = session_->Undo();
    words_.Invalidate();
    if (!status.ok()) {
      Refuse(status.reason());
      return false;
    }
    refusal_.clear();
    announced_ = session_->log().size();
    if (ui_ != nullptr) ui_->platform().Announce("Your last move was taken back.");
    return true;
  }

  void Draw(Ui& ui) override {
    ui_ = &ui;
    const Layout& l = ui.layout();
    // Each bot move stays on screen this long before the next move, a round's
    // summary or the end screen (Settings: bot moves slow, normal, fast).
    const double hold = ui.settings().bot_hold_seconds();
    if (store_ == nullptr) {
      // The table on screen, for "Try again" after a crash (its save is
      // what it reopens).
      store_ = &ui.store();
      if (auto* local = dynamic_cast<play::LocalSession*>(session_.get())) {
        if (!local->Saves()) local->KeepIn(*store_);  // a game on this device is saved after every move
        store_->MarkOpen(session_->info().name, local->slot());
      } else {
        store_ = nullptr;
      }
    }
    session_->ReleaseRetired();  // last frame's replaced views: nothing refers to them now
    session_->SetPace(hold);
    // (A table that fills the screen has no Go on button: no waiting there.)
    session_->SetWaitForPerson(ui.settings().wait_for_me && !table_->FullScreen(*session_));
    if (session_->Update(ui.time())) words_.Invalidate();  // the room's messages, bots, the clock; saved
    holding_ = session_->Holding(ui.time());
    // A refusal from the host of a room, or the room closing.
    if (const std::string notice = session_->TakeNotice(); !notice.empty()) Refuse(notice);
    save_error_ = session_->save_error();
    // Every new line of the log is said to screen readers.
    for (; announced_ < session_->log().size(); ++announced_) ui.platform().Announce(session_->log()[announced_]);
    // A bot's last move is held on the table before the end screen or a
    // privacy screen takes over.
    const bool over = session_->game().IsTerminal() && !holding_;
    const bool privacy = !holding_ && !over && session_->NeedsPrivacy();
    // The privacy screen is said too: a screen reader user passes the device on.
    if (privacy && !privacy_announced_) {
      ui.platform().Announce("Pass the device to " + session_->SeatName(session_->PrivacySeat()) +
                             ", then tap when ready.");
    }
    privacy_announced_ = privacy;
    if (!refusal_.empty() && !refusal_announced_) {
      ui.platform().Announce(refusal_);
      refusal_announced_ = true;
    }

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float width = std::min(l.width - 2 * l.margin, 1180 * l.scale);
    const float x = std::max((l.width - width) * 0.5f, l.margin);
    const bool table = !over && !privacy;
    const bool full = table && table_->FullScreen(*session_);
    const float dock = table && !full ? table_->DockHeight(ui, *session_, width) : 0.0f;
    const ImVec2 top = ImGui::GetCursorPos();
    const ImVec2 top_screen = ImGui::GetCursorScreenPos();
    ImGui::BeginChild("play", ImVec2(avail.x, std::max(avail.y - dock, 1.0f)), false,
                      full ? ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse : ScrollFlags(ui));
    if (full) {
      ui.MuteMirror(true);
      table_->Draw(ui, *this);  // the whole area, edge to edge
      ui.MuteMirror(false);
      MirrorTable(ui);
    } else {
      ImGui::Indent(x);
      Spacing(l.small_gap);
      if (over) {
        DrawEnd(ui, width);
      } else if (privacy) {
        DrawPrivacy(ui, width);
      } else {
        DrawTable(ui, width);
      }
      Spacing(l.gap);
      ImGui::Unindent(x);
      UpdateDragScroll(ui, scroll_);
      DrawScrollFades(ui);
    }
    ImGui::EndChild();
    if (dock > 0) {
      ImGui::SetCursorPos(ImVec2(top.x, top.y + avail.y - dock));
      const ImVec2 min = ImGui::GetCursorScreenPos();
      ImDrawList* list = ImGui::GetWindowDrawList();
      list->AddRectFilled(min, ImVec2(min.x + avail.x, min.y + dock), Col(ui.palette().background));
      list->AddLine(min, ImVec2(min.x + avail.x, min.y), Col(ui.palette().border), 1.0f);
      ImGui::SetCursorPos(ImVec2(top.x + x, top.y + avail.y - dock));
      ImGui::BeginGroup();
      ui.MuteMirror(true);  // (the table's words and moves are in the mirror already)
      table_->DrawDock(ui, *this, width);
      ui.MuteMirror(false);
      ImGui::EndGroup();
    }
    // Messages float over the top of the table (its status lines, which
    // nobody taps), so that nothing the player may tap moves when one comes
    // or goes: a refusal, a save error, or the bot move being held.
    ImVec2 at(top_screen.x + x, top_screen.y + 4 * l.scale);
    if (play::Guide* guide = session_->guide(); guide != nullptr && table) {
      float guide_bottom = at.y;
      if (DrawGuide(ui, *guide, at, width, &guide_bottom)) {
        session_->Leave(true);  // its save goes: the guide is offered from the start again
        ui.Pop();  // leave the guided game
        return;
      }
      at.y = std::max(at.y, guide_bottom + 6 * l.scale);  // a refusal shows under the guide
    }
    const std::optional<play::RoomStatus> room = session_->Room();
    if (!refusal_.empty()) {
      if (Toast(ui, "game/refusal", refusal_, at, width, true)) refusal_.clear();
    } else if (!save_error_.empty() && save_error_ != dismissed_save_error_) {
      if (Toast(ui, "game/save-error", save_error_, at, width, true)) dismissed_save_error_ = save_error_;
    } else if (room && !room->host && !room->connected && !room->problem.empty()) {
      Toast(ui, "game/room", room->problem, at, width, false);
    } else if (holding_ && table && !session_->log().empty()) {
      Toast(ui, "game/last-move", session_->log().back(), at, width, false);
    }
  }

 private:
  // "Room ABCD-EFGH · Ben is away (a bot plays for him)": one line, always
  // there in a room, so nothing under it moves when it changes.
  std::string RoomLine(const play::RoomStatus& room) const {
    std::string line = "Room " + play::ShowRoomCode(room.code);
    for (size_t i = 0; i < room.seats.size(); ++i) {
      const play::SeatInfo& s = room.seats[i];
      if (s.kind != play::SeatInfo::Kind::kGuest && s.kind != play::SeatInfo::Kind::kHost) continue;
      const bool stand_in = session_->IsStandIn(static_cast<int>(i)) || s.stand_in;
      if (!s.here || stand_in) line += " \xC2\xB7 " + s.name + (stand_in ? ": a bot plays until they are back" : " is away");
    }
    return line;
  }

  // A message in a window of its own over the play area, `width` wide at
  // `at` (screen coordinates). A refusal has a Dismiss button (named `name`)
  // and takes the taps on it; a bot's move is only shown, and taps pass
  // through. Returns true when dismissed.
  bool Toast(Ui& ui, const char* name, const std::string& text, ImVec2 at, float width, bool dismissable) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                             ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav;
    if (!dismissable) flags |= ImGuiWindowFlags_NoInputs;
    ImGui::SetNextWindowPos(at);
    // At least two lines tall: it covers a table's status line whole, never
    // half of it.
    const float min_height = 2 * ImGui::GetFontSize() + 2 * 10 * s;
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, min_height), ImVec2(width, FLT_MAX));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, dismissable ? p.notice_soft : p.surface);
    ImGui::PushStyleColor(ImGuiCol_Border, dismissable ? WithAlpha(p.notice, 0.5f) : p.border);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, l.rounding);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12 * s, 10 * s));
    bool dismissed = false;
    const std::string id = std::string("##") + name;
    if (ImGui::Begin(id.c_str(), nullptr, flags)) {
      if (dismissable) {
        dismissed = NoticeBar(ui, name, text, width - 24 * s);
      } else {
        Paragraph(ui, text, ui.fonts().strong, &p.ink, width - 24 * s);
        ui.NameItem(name);
      }
    }
    ImGui::End();
    ImGui::PopStyleVar(3);
    ImGui::PopStyleColor(2);
    return dismissed;
  }

  void DrawPrivacy(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const std::string name = session_->SeatName(session_->PrivacySeat());
    Spacing(l.gap * 2);
    Heading(ui, "Pass to " + name);
    Spacing(l.small_gap);
    Paragraph(
        ui, "The cards are hidden so that nobody else sees " + name + "'s hand. " + name + ", tap when you are ready.",
        nullptr, nullptr, std::min(width, 560 * l.scale));
    Spacing(l.gap);
    if (Button(ui, "game/ready", "I am " + name + ": show my cards", ButtonKind::kPrimary,
               std::min(width, 420 * l.scale))) {
      session_->Ready();
      words_.Invalidate();
      refusal_.clear();
    }
    if (!session_->log().empty()) {
      Spacing(l.gap);
      Caption(ui, "Last move: " + session_->log().back(), width);
    }
  }

  void DrawTable(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    if (const std::optional<play::RoomStatus> room = session_->Room()) {
      Caption(ui, RoomLine(*room), width);
      ui.NameItem("game/room-line");
    }
    // The mirror gets the table in words and its moves as buttons instead of
    // the table's own drawing (docs/accessibility.md).
    ui.MuteMirror(true);
    table_->Draw(ui, *this);
    ui.MuteMirror(false);
    MirrorTable(ui);
    Spacing(l.gap);

    // Controls: undo (against bots), rules, the log's toggle on phones.
    const float button_w = l.compact() ? (width - 2 * 8 * s) / 3 : 180 * s;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8 * s, l.small_gap));
    bool any = false;
    if (holding_ && session_->WaitsForPerson()) {
      // Settings, "Wait for me": the bot's move stays until this.
      if (Button(ui, "game/go-on", "Go on", ButtonKind::kPrimary, l.compact() ? width : button_w))
        session_->GoOn(ui.time());
      if (!l.compact()) ImGui::SameLine();
    }
    if (session_->CanOfferUndo()) {
      if (Button(ui, "game/undo", "Undo", ButtonKind::kSecondary, button_w)) Undo();
      any = true;
    }
    if (any) ImGui::SameLine();
    if (Button(ui, "game/rules", "Rules", ButtonKind::kSecondary, button_w)) ui.Push(MakeRulesScreen(game_));
    ImGui::SameLine();
    const bool log_open = show_log_.value_or(!l.compact());
    const std::string log_label =
        (log_open ? "Hide moves (" : "Moves (") + std::to_string(session_->log().size()) + ")";
    if (Button(ui, "game/log", log_label, ButtonKind::kQuiet, button_w)) show_log_ = !log_open;
    ImGui::PopStyleVar();
    if (log_open) DrawLog(ui, width);
  }

  // The table in words and the viewer's moves for the accessibility mirror
  // (table_words.h).
  void MirrorTable(Ui& ui) {
    // A move pressed there is played first: the words then show the table
    // after it (a test, or a fast listener, never meets a turn gone by).
    if (const std::optional<std::string> move = words_.Pressed(ui, *session_, ViewerToMove() && !holding_))
      if (Play(*move)) words_.Played();
    words_.Mirror(ui, *session_, ViewerToMove() && !holding_);
  }

  void DrawLog(Ui& ui, float width) {
    const Layout& l = ui.layout();
    Spacing(l.small_gap);
    const auto& log = session_->log();
    if (log.empty()) {
      Caption(ui, "No moves yet.", width);
      return;
    }
    // Every move of the game, newest first: the latest stands out, the rest
    // is a scroll away.
    for (size_t i = 0; i < log.size(); ++i) {
      const size_t index = log.size() - 1 - i;
      const std::string line = std::to_string(index + 1) + ". " + log[index];
      if (i == 0) {
        Paragraph(ui, line, ui.fonts().body, nullptr, width);
      } else {
        Caption(ui, line, width);
      }
    }
  }

  void DrawEnd(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const Game& game = session_->game();
    const std::vector<int> scores = game.Scores();
    const std::vector<int> winners = game.Winners();
    const auto& names = session_->names();
    std::string headline;
    if (winners.size() == 1) {
      const std::string& name = names[static_cast<size_t>(winners[0])];
      headline = Person(name).Verb("wins", "win");
    } else {
      headline = "A tie";
    }
    Heading(ui, "Game over: " + headline);
    Spacing(l.small_gap);
    for (size_t i = 0; i < scores.size(); ++i) {
      const bool won = std::find(winners.begin(), winners.end(), static_cast<int>(i)) != winners.end();
      Paragraph(
          ui, names[i] + ": " + text::Plural(scores[i], game_.score_one, game_.score_many) + (won ? "  (winner)" : ""),
          won ? ui.fonts().strong : ui.fonts().body, nullptr, width);
    }
    Spacing(l.gap);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8 * s, l.small_gap));
    const float button_w = std::min((width - 8 * s) / 2, 240 * s);
    const std::optional<play::RoomStatus> room = session_->Room();
    const bool guest = room && !room->host;
    if (guest) {
      Caption(ui, "The host may start another game: it will appear here.", width);
    } else if (Button(ui, "end/rematch", "Rematch", ButtonKind::kPrimary, button_w)) {
      Result<std::unique_ptr<play::Session>> next = session_->Rematch();
      if (next.ok()) {
        session_ = std::move(*next);
        words_.Invalidate();
        store_ = nullptr;  // marked again in the next frame
        announced_ = 0;
        refusal_.clear();
        ui.platform().Announce("A new game begins.");
      } else {
        Refuse(next.error());
      }
    }
    ImGui::SameLine();
    if (Button(ui, "end/menu", "Back to menu", ButtonKind::kSecondary, button_w)) {
      session_->Leave(true);  // a host closes its room; a guest forgets its seat
      ui.Pop();  // the table
      if (!guest) ui.Pop();  // the set-up screen (a guest came from the menu)
    }
    ImGui::PopStyleVar();
    Spacing(l.gap);
    Heading(ui, "Scores move by move");
    Spacing(l.small_gap);
    DrawScorePlot(ui, width, std::clamp(width * 0.45f, 160 * s, 300 * s));
    Spacing(l.gap);
    table_->DrawBreakdown(ui, *session_);
    // After the game's own summary (its win reason): the expert's look back.
    DrawCoach(ui, width);
    Spacing(l.gap);
    if (Button(ui, "game/rules", "Rules", ButtonKind::kQuiet, std::min(width, 200 * s)))
      ui.Push(MakeRulesScreen(game_));
  }

  // "Where the game turned" (play/coach.h): offered after a game one person
  // played against bots in a game with an expert level. The expert looks
  // again at the person's decisions a few milliseconds a frame, with a
  // progress bar; the end screen stays usable meanwhile.
  void DrawCoach(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    auto* local = dynamic_cast<play::LocalSession*>(session_.get());
    if (local == nullptr || local->HumanCount() != 1 || local->RealTime() || local->guide() != nullptr ||
        !local->info().HasBotLevel("expert"))
      return;
    int seat = -1;
    for (int i = 0; i < local->game().NumSeats(); ++i)
      if (local->IsHuman(i)) seat = i;
    Spacing(l.gap);
    Heading(ui, "Where the game turned");
    Spacing(l.small_gap);
    if (!coach_started_) {
      Caption(ui, "The expert bot looks again at your decisions and finds where your chance of winning fell most.",
              width);
      if (Button(ui, "end/coach", "Where the game turned", ButtonKind::kSecondary, std::min(width, 320 * s))) {
        coach_started_ = true;
        coach_ = play::Coach::Start(local->info(), ui.dictionary(), local->Record(), seat);
      }
      return;
    }
    if (coach_ == nullptr) {
      Caption(ui, "There is nothing to look at in this game.", width);
      return;
    }
    if (!coach_->done()) {
      // About 8 ms a frame: the screen stays smooth.
      const auto start = std::chrono::steady_clock::now();
      while (coach_->Step(2) &&
             std::chrono::steady_clock::now() - start < std::chrono::milliseconds(8)) {
      }
    }
    if (!coach_->done()) {
      Caption(ui, "Looking at " + text::Plural(static_cast<int>(coach_->decisions()), "decision", "decisions") +
                      "\xE2\x80\xA6", width);
      const float fraction = static_cast<float>(coach_->progress());
      const ImVec2 min = ImGui::GetCursorScreenPos();
      const float bar_w = std::min(width, 320 * s), bar_h = std::round(10 * s);
      ImDrawList* list = ImGui::GetWindowDrawList();
      list->AddRectFilled(min, ImVec2(min.x + bar_w, min.y + bar_h), Col(p.sunken), bar_h * 0.5f);
      if (fraction > 0)
        list->AddRectFilled(min, ImVec2(min.x + std::max(bar_w * fraction, bar_h), min.y + bar_h), Col(p.accent),
                            bar_h * 0.5f);
      ImGui::Dummy(ImVec2(bar_w, bar_h));
      ui.NameItem("end/coach/progress");
      return;
    }
    const std::vector<play::TurningPoint> turns = coach_->Turns();
    if (turns.empty()) {
      Paragraph(ui, "The expert found no decision of yours it would clearly have made otherwise. Well played!", nullptr,
                nullptr, width);
      ui.NameItem("end/coach/none");
      return;
    }
    const auto percent = [](double v) { return std::to_string(static_cast<int>(std::lround(v * 100))) + "%"; };
    for (size_t k = 0; k < turns.size(); ++k) {
      const play::TurningPoint& t = turns[k];
      const std::string played =
          t.index < session_->log().size() ? session_->log()[t.index] : t.played;
      Paragraph(ui, "Move " + std::to_string(t.index + 1) + ": " + played, ui.fonts().strong, nullptr, width);
      std::string better = coach_->Describe(t, session_->names(), game_.describe);
      if (!better.empty() && better.back() == '.') better.pop_back();
      Caption(ui, "The expert would have played: " + better + ".", width);
      Caption(ui, "Your chance of winning, as the expert estimates it: " + percent(t.played_value) + " after your move, " +
                      percent(t.suggested_value) + " after its.", width);
      ui.NameItem("end/coach/turn/" + std::to_string(k));
      const std::string look = "end/coach/look/" + std::to_string(k);
      if (Button(ui, look.c_str(), "Play on from there", ButtonKind::kQuiet,
                 std::min(width, 260 * s))) {
        Result<std::unique_ptr<play::LocalSession>> there = local->Replayed(t.index);
        if (there.ok()) {
          ui.Push(MakePlayScreen(game_, std::move(*there)));
          return;
        }
        Refuse(there.error());
      }
      Spacing(l.small_gap);
    }
  }

  // Each player's score after every move: one line each, told apart by
  // colour AND by style (solid, dashed, dotted) and labelled with the name.
  // The plot in words for the mirror: each player's score at each quarter
  // of the game, and who led longest.
  static void MirrorScorePlot(Ui& ui, const std::vector<std::vector<int>>& rows, const std::vector<std::string>& names) {
    if (rows.size() < 2) return;
    const size_t last = rows.size() - 1;
    std::vector<int> led(names.size(), 0);
    for (const auto& row : rows) {
      int best = 0;
      for (size_t i = 0; i < row.size(); ++i)
        if (row[i] > row[static_cast<size_t>(best)]) best = static_cast<int>(i);
      if (static_cast<size_t>(best) < led.size() && row.size() > 0 && row[static_cast<size_t>(best)] > 0) ++led[static_cast<size_t>(best)];
    }
    for (size_t p = 0; p < names.size(); ++p) {
      std::string line = names[p] + ": ";
      for (int q = 0; q <= 4; ++q) {
        const auto& row = rows[last * static_cast<size_t>(q) / 4];
        line += (q ? ", " : "") + std::to_string(p < row.size() ? row[p] : 0);
      }
      line += " (at the start, after each quarter of the game, and at the end); ahead after " + std::to_string(led[p]) +
              " of its " + std::to_string(last) + " moves.";
      ui.Mirror({MirrorNode::Role::kText, "", line});
    }
  }

  void DrawScorePlot(Ui& ui, float width, float height) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    const auto& rows = session_->score_history();
    const auto& names = session_->names();
    MirrorScorePlot(ui, rows, names);
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, height));
    const ImVec2 max(min.x + width, min.y + height);
    DrawCard(list, min, max, p.surface, p, l.rounding, 0);
    if (rows.size() < 2) return;
    int lo = 0, hi = 0;
    for (const auto& row : rows) {
      for (int v : row) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
      }
    }
    if (hi == lo) hi = lo + 1;
    const float label_w = MeasureText(ui.fonts().small, "-000").x + 8 * s;
    const float name_w = 110 * s;
    const ImVec2 a(min.x + label_w + 6 * s, min.y + 12 * s), b(max.x - name_w, max.y - 24 * s);
    auto X = [&](size_t i) { return a.x + (b.x - a.x) * static_cast<float>(i) / static_cast<float>(rows.size() - 1); };
    auto Y = [&](int v) { return b.y - (b.y - a.y) * static_cast<float>(v - lo) / static_cast<float>(hi - lo); };
    // Axes: zero, the extremes, the move count.
    list->AddLine(ImVec2(a.x, Y(0)), ImVec2(b.x, Y(0)), Col(p.border), 1.5f * s);
    for (int v : {lo, 0, hi}) {
      const std::string t = std::to_string(v);
      DrawText(list, ui.fonts().small, ImVec2(min.x + 6 * s, Y(v) - 8 * s), p.ink_muted, t);
    }
    DrawText(list, ui.fonts().small, ImVec2(a.x, b.y + 4 * s), p.ink_muted, "start");
    const std::string moves = std::to_string(rows.size() - 1) + " moves";
    DrawText(list, ui.fonts().small, ImVec2(b.x - MeasureText(ui.fonts().small, moves).x, b.y + 4 * s), p.ink_muted,
             moves);
    // The theme's four, then four more for games of up to eight.
    const ImVec4 colours[] = {p.accent,
                              p.notice,
                              p.good,
                              p.bad,
                              ImVec4(0.55f, 0.33f, 0.72f, 1),
                              ImVec4(0.05f, 0.55f, 0.58f, 1),
                              ImVec4(0.80f, 0.33f, 0.58f, 1),
                              ImVec4(0.50f, 0.50f, 0.50f, 1)};
    constexpr size_t kColours = sizeof colours / sizeof colours[0];
    // The names at the right, each beside its line's end, pushed apart so
    // that none covers another (players with equal scores end together).
    const float line_h = FontPx(ui.fonts().small) * 1.15f;
    std::vector<std::pair<float, size_t>> label_y;
    for (size_t seat = 0; seat < names.size(); ++seat) label_y.push_back({Y(rows.back()[seat]) - 9 * s, seat});
    std::sort(label_y.begin(), label_y.end());
    for (size_t i = 1; i < label_y.size(); ++i)
      label_y[i].first = std::max(label_y[i].first, label_y[i - 1].first + line_h);
    const float overflow = label_y.empty() ? 0 : label_y.back().first + line_h - max.y;
    if (overflow > 0) {  // too low: the whole column moves up, as far as the top allows
      for (auto& [y, seat] : label_y) y = std::max(min.y, y - overflow);
      for (size_t i = 1; i < label_y.size(); ++i)
        label_y[i].first = std::max(label_y[i].first, label_y[i - 1].first + line_h);
    }
    std::vector<float> label_at(names.size(), 0);
    for (const auto& [y, seat] : label_y) label_at[seat] = y;
    for (size_t seat = 0; seat < names.size(); ++seat) {
      const ImU32 col = Col(game_.seat_colour ? game_.seat_colour(static_cast<int>(seat)) : colours[seat % kColours]);
      const float thick = 2.5f * s;
      // Seat 0 solid, seat 1 dashed, then dotted: readable without colour.
      const float dash = (seat % 3 == 1 ? 9.0f : 3.0f) * s, space = (seat % 3 == 1 ? 6.0f : 5.0f) * s;
      // Only the moves where the score changes (and the ends): a straight run
      // is one segment, so a game of thousands of moves stays a few hundred
      // vertices (a draw list holds at most 65,536).
      std::vector<size_t> knots = {0};
      for (size_t i = 1; i < rows.size(); ++i) {
        if (rows[i][seat] == rows[i - 1][seat]) continue;
        if (knots.back() != i - 1) knots.push_back(i - 1);
        knots.push_back(i);
      }
      if (knots.back() != rows.size() - 1) knots.push_back(rows.size() - 1);
      float phase = 0;  // distance along the line, so dashes run on across the points
      for (size_t k = 1; k < knots.size(); ++k) {
        const size_t i0 = knots[k - 1], i1 = knots[k];
        const ImVec2 p0(X(i0), Y(rows[i0][seat])), p1(X(i1), Y(rows[i1][seat]));
        if (seat % 3 == 0) {
          list->AddLine(p0, p1, col, thick);
          continue;
        }
        const float dx = p1.x - p0.x, dy = p1.y - p0.y;
        const float length = std::sqrt(dx * dx + dy * dy);
        for (float t = 0; t < length;) {
          const float in_period = std::fmod(phase + t, dash + space);
          const float run = in_period < dash ? dash - in_period : dash + space - in_period;
          const float t1 = std::min(length, t + run);
          if (in_period < dash) {
            list->AddLine(ImVec2(p0.x + dx * t / length, p0.y + dy * t / length),
                          ImVec2(p0.x + dx * t1 / length, p0.y + dy * t1 / length), col, thick);
          }
          t = t1;
        }
        phase += length;
      }
      const int last = rows.back()[seat];
      const ImVec2 end(b.x, Y(last));
      list->AddCircleFilled(end, 4 * s, col);
      const float y = label_at[seat];
      if (std::abs(y + 9 * s - end.y) > 2 * s)  // a label pushed away points to its line's end
        list->AddLine(ImVec2(end.x + 4 * s, end.y), ImVec2(end.x + 8 * s, y + 9 * s), col, 1.5f * s);
      DrawText(list, ui.fonts().small, ImVec2(end.x + 8 * s, y), p.ink, names[seat] + " " + std::to_string(last));
    }
  }

  const GameUi& game_;
  std::unique_ptr<play::Session> session_;
  std::unique_ptr<TableView> table_;
  play::Store* store_ = nullptr;  // where the table was marked open (a LocalSession's)
  size_t announced_ = 0;
  std::string refusal_;
  TableWords words_;  // the mirror's words of the table (MirrorTable)
  bool refusal_announced_ = true;
  bool privacy_announced_ = false;
  std::string save_error_, dismissed_save_error_;
  bool holding_ = false;  // a bot's last move is still being shown
  Ui* ui_ = nullptr;      // the app, from the last Draw (for announcements outside it)
  std::optional<bool> show_log_;
  DragScroll scroll_;
  bool coach_started_ = false;
  std::unique_ptr<play::Coach> coach_;  // "Where the game turned", once asked for
};

//-----------------------------------------------------------------------------
// [SECTION] Set-up screen
//-----------------------------------------------------------------------------

class SetupScreen final : public Screen {
 public:
  explicit SetupScreen(const GameUi& game) : game_(game), info_(InfoFor(game.id)) {
    const int seats = info_.min_seats;
    for (int i = 0; i < seats; ++i) AddSeat();
    variant_ = DefaultOptions(info_, seats);
  }

  std::string Title() const override { return info_.title; }
  // Everything the game reads, so that its table and rules page never wait.
  std::vector<std::string> Assets() const override { return GameAssets(game_); }
  bool ManagesOwnLayout() const override { return true; }

  // The form scrolls; its Start button is docked at the bottom of the screen,
  // in reach whatever the number of seats and options.
  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    if (checked_generation_ != ui.store().generation()) CheckSave(ui);
    const bool can_start = !(info_.needs_dictionary && ui.dictionary() == nullptr);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float pad = l.small_gap;
    const float dock = can_start ? l.target + 2 * pad + 8 * l.scale : 0.0f;
    const ImVec2 top = ImGui::GetCursorPos();
    ImGui::BeginChild("setup", ImVec2(avail.x, std::max(avail.y - dock, 1.0f)), false, ScrollFlags(ui));
    if (scroll_to_top_) {
      // A game in progress to offer (back from its table): its Resume, at the top, in view.
      ImGui::SetScrollY(0);
      scroll_to_top_ = false;
    }
    ImGui::Indent(l.column_x);
    DrawForm(ui);
    ImGui::Unindent(l.column_x);
    UpdateDragScroll(ui, scroll_);
    DrawScrollFades(ui);
    ImGui::EndChild();
    if (!can_start) return;
    ImGui::SetCursorPos(ImVec2(top.x, top.y + avail.y - dock));
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(min, ImVec2(min.x + avail.x, min.y + dock), Col(ui.palette().background));
    list->AddLine(min, ImVec2(min.x + avail.x, min.y), Col(ui.palette().border), 1.0f);
    ImGui::SetCursorPos(ImVec2(top.x + l.column_x, top.y + avail.y - dock + pad + 4 * l.scale));
    if (Button(ui, "setup/start", resume_ ? "Start a new game" : "Start",
               resume_ ? ButtonKind::kSecondary : ButtonKind::kPrimary, l.column_width)) {
      Start(ui);
    }
  }

 private:
  void DrawForm(Ui& ui) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const float width = l.column_width;

    Spacing(l.gap * 0.5f);
    if (!damaged_.empty()) {
      if (NoticeBar(ui, "setup/save-damaged", damaged_, width)) damaged_.clear();
      Spacing(l.small_gap);
    }
    if (info_.needs_dictionary && ui.dictionary() == nullptr) {
      Paragraph(ui, info_.title + " needs the word list, which is not available. " + ui.dictionary_error(), nullptr,
                &ui.palette().notice, width);
      return;
    }
    if (resume_) {
      Heading(ui, "Game in progress");
      Caption(ui, resume_summary_, width);
      Spacing(l.small_gap);
      if (Button(ui, "setup/resume", "Resume", ButtonKind::kPrimary, width)) {
        resume_->KeepIn(ui.store());
        // A host's game goes back into its room (its save holds the seats
        // and tokens); without a link, bots play the remote seats.
        resume_->ReopenRoom(RoomTransport(ui), ui.time());
        ui.Push(std::make_unique<PlayScreen>(game_, std::move(resume_)));
        checked_generation_ = -1;  // look at the save again when we are back
      }
      Spacing(l.gap);
    }
    // A game in progress comes first; the guided game is offered after it.
    DrawGuideOffer(ui, width);

    Heading(ui, "Players");
    Spacing(l.small_gap);
    if (info_.min_seats != info_.max_seats) {
      const int n = static_cast<int>(seats_.size());
      const int step = Stepper(ui, "setup/seats", std::to_string(n) + " players", n > info_.min_seats,
                               n < info_.max_seats, std::min(width, 2 * l.target + 150 * s));
      if (step > 0) AddSeat();
      if (step < 0) {
        seats_.pop_back();
        // A seat option that named the seat that went away falls back to its default.
        for (const OptionSpec& option : info_.options) {
          if (option.type == OptionSpec::Type::kSeat && variant_[option.name].is_number() &&
              variant_[option.name].as_int() >= static_cast<int64_t>(seats_.size())) {
            variant_.set(option.name, option.default_value);
          }
        }
      }
      if (keys_for_ >= static_cast<int>(seats_.size())) keys_for_ = kNoField;  // its seat went away
      Spacing(l.small_gap);
    }
    // A person, or one of the game's bot levels.
    std::vector<std::string> kind_labels = {"Person"};
    for (size_t k = 0; k < info_.bot_levels.size(); ++k) {
      kind_labels.push_back(k == 0 ? info_.bot_levels[k].label + " bot" : info_.bot_levels[k].label);
    }
    std::vector<Segment> kinds = {{"human", kind_labels[0]}};
    for (size_t k = 0; k < info_.bot_levels.size(); ++k)
      kinds.push_back({info_.bot_levels[k].id.c_str(), kind_labels[k + 1]});
    for (size_t i = 0; i < seats_.size(); ++i) {
      Seat& seat = seats_[i];
      const std::string prefix = "setup/seat/" + std::to_string(i);
      Paragraph(ui, "Seat " + std::to_string(i + 1), ui.fonts().strong, nullptr, width);
      const std::string name_id = "setup/name/" + std::to_string(i);
      const std::string hint = seat.kind == 0 ? "Name (optional)" : "Bot's name (optional)";
      if (l.expanded()) {
        // On a wide screen a seat is one row: who plays it, then its name.
        const float kind_w = std::floor(width * 0.56f);
        Segmented(ui, prefix.c_str(), kinds.data(), static_cast<int>(kinds.size()), &seat.kind, kind_w);
        ImGui::SameLine(0, 10 * s);
        FieldWithKeys(ui, static_cast<int>(i), name_id, hint.c_str(), seat.name, sizeof(seat.name),
                      width - kind_w - 10 * s, width);
      } else {
        Segmented(ui, prefix.c_str(), kinds.data(), static_cast<int>(kinds.size()), &seat.kind, width);
        Spacing(4 * s);
        FieldWithKeys(ui, static_cast<int>(i), name_id, hint.c_str(), seat.name, sizeof(seat.name), width);
      }
      Spacing(l.small_gap);
    }
    // The game's options, from its descriptor: who starts first, under the
    // seats it names; the rest under "Options".
    for (const OptionSpec& option : info_.options) {
      if (option.type != OptionSpec::Type::kSeat) continue;
      DrawOption(ui, option, width);
      Spacing(l.small_gap);
    }
    bool heading = false;
    for (const OptionSpec& option : info_.options) {
      if (option.type == OptionSpec::Type::kSeat) continue;
      if (!heading) {
        Heading(ui, "Options");
        heading = true;
      }
      Spacing(l.small_gap);
      DrawOption(ui, option, width);
    }
    if (heading) Spacing(l.small_gap);
    Paragraph(ui, "Seed", ui.fonts().strong, nullptr, width);
    Caption(ui, "The same seed deals the same cards. Leave it blank for a random deal.", width);
    FieldWithKeys(ui, kSeedField, "setup/seed", "Random", seed_, sizeof(seed_), width);
    Spacing(l.gap);
    if (!error_.empty()) {
      if (NoticeBar(ui, "setup/error", error_, width)) error_.clear();
      Spacing(l.small_gap);
    }
    if (ui.platform().Link() != nullptr) {
      // Play on several devices (docs/multi-device.md): web only.
      Heading(ui, "Several devices");
      Caption(ui, "Each player on their own phone or tablet: the seats set to Person are open for them.", width);
      Spacing(l.small_gap);
      if (Button(ui, "setup/devices", "Play on several devices", ButtonKind::kSecondary, width)) StartRoom(ui);
      Spacing(l.gap);
    }
    if (Button(ui, "setup/rules", "Rules of " + info_.title, ButtonKind::kQuiet, width))
      ui.Push(MakeRulesScreen(game_));
    // What each bot level is like (the same lines whatever is chosen:
    // nothing moves when a seat changes level).
    bool about = false;
    ImVec2 about_at(0, 0);
    for (const BotLevel& level : info_.bot_levels) {
      if (level.about.empty()) continue;
      if (!about) {
        Spacing(l.small_gap);
        about_at = ImGui::GetCursorScreenPos();
        Paragraph(ui, "The bots", ui.fonts().strong, nullptr, width);
      }
      about = true;
      Caption(ui, level.about, width);
    }
    if (about) {
      // Named as a whole (for the tests and the browser hook).
      const float end_y = ImGui::GetCursorScreenPos().y;
      ImGui::SetCursorScreenPos(about_at);
      ImGui::Dummy(ImVec2(width, std::max(1.0f, end_y - about_at.y)));
      ui.NameItem("setup/levels");
    }
    Spacing(l.gap);
    if (reveal_frames_ > 0) --reveal_frames_;
  }

  // The guided first game, offered once per game (then always on the rules
  // page): either answer is remembered in the player's settings.
  void DrawGuideOffer(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const std::string key = info_.name + "/guide-offered";
    const auto& switches = ui.settings().table_switches;
    if (!guide_checked_) {
      guide_checked_ = true;
      has_guide_ = HasTutorial(ui, game_);
    }
    if (has_guide_ && guide_resume_) {
      // A guided game left half-way (or a reload): back to its step.
      Heading(ui, "Your guided game");
      const play::Guide& guide = *guide_resume_->guide();
      Caption(ui,
              guide.finished() ? std::string("The guide is done; the game goes on where you left it.")
                               : "It is where you left it: step " + std::to_string(guide.step() + 1) + " of " +
                                     std::to_string(guide.tutorial().steps.size()) + ".",
              width);
      Spacing(l.small_gap);
      if (Button(ui, "setup/guide/resume", "Continue the guided game", ButtonKind::kSecondary, width)) {
        guide_resume_->KeepIn(ui.store());
        ui.Push(std::make_unique<PlayScreen>(game_, std::move(guide_resume_)));
        checked_generation_ = -1;
      }
      Spacing(l.gap);
      return;
    }
    if (!has_guide_ || (switches.count(key) != 0 && switches.at(key))) return;
    Heading(ui, "New to " + info_.title + "?");
    Caption(ui, "A guided first game shows you how to play, one step at a time. You can leave it whenever you like.",
            width);
    Spacing(l.small_gap);
    const float bw = std::min((width - 8 * l.scale) / 2, 280 * l.scale);
    bool answered = false;
    if (Button(ui, "setup/guide", "Play the guided game", ButtonKind::kPrimary, bw)) {
      answered = true;
      ui.Push(MakeTutorialScreen(game_));
    }
    ImGui::SameLine(0, 8 * l.scale);
    if (Button(ui, "setup/guide/no", "No thanks", ButtonKind::kQuiet, bw)) answered = true;
    if (answered) {
      Settings changed = ui.settings();
      changed.table_switches[key] = true;
      (void)ui.ChangeSettings(changed);
    }
    Spacing(l.gap);
  }

  // One option of the game's schema: a seat as a row of the seats' names,
  // a choice as segments, a switch, or a stepper. Its item is named
  // "setup/<option>" (underscores as dashes).
  void DrawOption(Ui& ui, const OptionSpec& option, float width) {
    const Layout& l = ui.layout();
    std::string id = "setup/" + option.name;
    std::replace(id.begin(), id.end(), '_', '-');
    const Json current = variant_[option.name];
    switch (option.type) {
      case OptionSpec::Type::kSeat: {
        Paragraph(ui, option.label, ui.fonts().strong, nullptr, width);
        std::vector<std::string> keys, labels;
        for (size_t i = 0; i < seats_.size(); ++i) {
          keys.push_back(std::to_string(i));
          labels.push_back(SeatSetupOf(i).Label());
        }
        if (option.random_seat) {
          keys.push_back("random");
          labels.push_back("Random");
        }
        std::vector<Segment> segments;
        for (size_t i = 0; i < keys.size(); ++i) segments.push_back({keys[i].c_str(), labels[i]});
        int selected = current.is_number() ? static_cast<int>(current.as_int()) : static_cast<int>(seats_.size());
        selected = std::min(selected, static_cast<int>(segments.size()) - 1);
        if (Segmented(ui, id.c_str(), segments.data(), static_cast<int>(segments.size()), &selected, width)) {
          variant_.set(option.name, selected < static_cast<int>(seats_.size()) ? Json(selected) : Json("random"));
        }
        break;
      }
      case OptionSpec::Type::kChoice: {
        Paragraph(ui, option.label, ui.fonts().strong, nullptr, width);
        std::vector<Segment> segments;
        for (size_t i = 0; i < option.choices.size(); ++i)
          segments.push_back({option.choices[i].c_str(), option.choice_labels[i]});
        const auto at = std::find(option.choices.begin(), option.choices.end(), current.as_string());
        int selected = at == option.choices.end() ? 0 : static_cast<int>(at - option.choices.begin());
        if (Segmented(ui, id.c_str(), segments.data(), static_cast<int>(segments.size()), &selected, width)) {
          variant_.set(option.name, option.choices[static_cast<size_t>(selected)]);
        }
        const size_t chosen = static_cast<size_t>(selected);
        Caption(ui, chosen < option.choice_help.size() ? option.choice_help[chosen] : option.help, width);
        break;
      }
      case OptionSpec::Type::kBool: {
        bool value = current.as_bool(false);
        if (SwitchRow(ui, id.c_str(), option.label, option.help, &value, width)) variant_.set(option.name, value);
        break;
      }
      case OptionSpec::Type::kInt: {
        Paragraph(ui, option.label, ui.fonts().strong, nullptr, width);
        const int value = static_cast<int>(current.as_int(option.min));
        const int step = Stepper(ui, id.c_str(), std::to_string(value), value > option.min, value < option.max,
                                 std::min(width, 2 * l.target + 150 * l.scale));
        if (step != 0) variant_.set(option.name, std::clamp(value + step, option.min, option.max));
        Caption(ui, option.help, width);
        break;
      }
    }
  }

  // The field the on-screen keys type into: a seat's index, or one of these.
  static constexpr int kNoField = -1;
  static constexpr int kSeedField = -2;
  // 9007199254740992 (2^53, the largest seed) has 16 digits.
  static constexpr size_t kSeedDigits = 16;

  struct Seat {
    int kind = 0;        // 0 human, 1..3 bot levels
    char name[32] = {};  // up to 31 bytes, typed or tapped
  };

  // A text field with an Edit button beside it. Tapping the field on a touch
  // screen, or the button anywhere, opens the on-screen keys under it: a
  // letter keyboard for a name, a digit pad for the seed, because a browser
  // on a tablet opens no system keyboard for a canvas. Typing on a physical
  // keyboard still goes straight into the field, and closes the keys.
  void FieldWithKeys(Ui& ui, int field, const std::string& name, const char* hint, char* buffer, size_t size,
                     float width, float keys_width = 0) {
    if (keys_width <= 0) keys_width = width;
    const Layout& l = ui.layout();
    const float s = l.scale;
    const bool seed = field == kSeedField;
    ImFont* strong = ui.fonts().strong;
    const float edit_w = std::max(MeasureText(strong, "Edit").x, MeasureText(strong, "Done").x) + 36 * s;
    const float gap = 8 * s;
    const bool typed = ImGui::GetIO().InputQueueCharacters.Size > 0;  // the field below consumes them
    TextField(ui, name.c_str(), hint, buffer, size, std::max(width - edit_w - gap, 60 * s),
              seed ? ImGuiInputTextFlags_CharsDecimal : 0, seed ? DigitsOnly : nullptr);
    // On release, not on press: a finger that drags to scroll from the field
    // has already let it go (the scroll takes the press) and opens nothing.
    if (l.touch && ImGui::IsItemActive() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) && keys_for_ != field) {
      Open(field);
    }
    if (typed && ImGui::IsItemActive() && keys_for_ == field) keys_for_ = kNoField;
    ImGui::SameLine(0, gap);
    const std::string edit_id = name + "/edit";
    const bool open = keys_for_ == field;
    if (Button(ui, edit_id.c_str(), open ? "Done" : "Edit", ButtonKind::kSecondary, edit_w)) {
      if (open) {
        keys_for_ = kNoField;
      } else {
        Open(field);
      }
    }
    if (keys_for_ != field) return;

    Spacing(4 * s);
    const std::string prefix = name + "/key";
    const size_t length = std::strlen(buffer);
    const bool full = length + 1 >= size;
    KeyTap tap;
    if (seed) {
      tap = DigitPad(ui, prefix.c_str(), length < kSeedDigits && !full, length > 0, keys_width);
    } else {
      LetterKeys keys;
      keys.letters = !full;
      keys.erase = length > 0;
      keys.space_and_done = true;
      keys.space_enabled = length > 0 && buffer[length - 1] != ' ';
      tap = LetterKeyboard(ui, prefix.c_str(), keys, keys_width);
    }
    const float keys_bottom = ImGui::GetItemRectMax().y;
    if (tap) TypeKey(tap, buffer, size);
    TypePhysical(seed, buffer, seed ? std::min(size, kSeedDigits + 1) : size);
    if (tap.kind == KeyTap::Kind::kDone) keys_for_ = kNoField;
    // Scrolls the keys into view when they open below the window's edge
    // (the frame after, once the window knows its taller content), clear of
    // the fade that marks more to scroll to.
    const float visible_bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
    const float clearance = l.target;
    if (reveal_frames_ > 0 && keys_bottom + clearance > visible_bottom) {
      ImGui::SetScrollY(ImGui::GetScrollY() + keys_bottom + clearance - visible_bottom);
    }
  }

  // Keys typed on a physical keyboard while the on-screen keys are open and
  // no text field has the focus (the keys were opened with Edit, or a key
  // was tapped) go into the open field: typed as they come, as in the field.
  static void TypePhysical(bool seed, char* buffer, size_t size) {
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return;  // a text field has them
    for (ImWchar c : io.InputQueueCharacters) {
      const size_t length = std::strlen(buffer);
      const bool fits = seed ? c >= '0' && c <= '9' : c >= 0x20 && c < 0x7F;
      if (!fits || length + 1 >= size) continue;
      buffer[length] = static_cast<char>(c);
      buffer[length + 1] = '\0';
    }
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), true)) {
      KeyTap erase;
      erase.kind = KeyTap::Kind::kBackspace;
      TypeKey(erase, buffer, size);
    }
  }

  void Open(int field) {
    keys_for_ = field;
    reveal_frames_ = 3;
  }

  // One on-screen key applied to a field of `size` bytes. Letters start
  // each word in capitals and go on in lower case, as a phone's keyboard
  // does for a name; a space never starts a name or follows another.
  static void TypeKey(const KeyTap& tap, char* buffer, size_t size) {
    size_t length = std::strlen(buffer);
    switch (tap.kind) {
      case KeyTap::Kind::kChar: {
        if (length + 1 >= size) return;
        const bool word_start = length == 0 || buffer[length - 1] == ' ';
        char c = tap.c;
        if (c == ' ' && word_start) return;
        if (c >= 'A' && c <= 'Z' && !word_start) c = static_cast<char>(c - 'A' + 'a');
        buffer[length] = c;
        buffer[length + 1] = '\0';
        break;
      }
      case KeyTap::Kind::kBackspace:
        // A whole character, even one typed on a physical keyboard in UTF-8.
        while (length > 0 && (static_cast<unsigned char>(buffer[length - 1]) & 0xC0) == 0x80) --length;
        if (length > 0) --length;
        buffer[length] = '\0';
        break;
      case KeyTap::Kind::kClear:
        buffer[0] = '\0';
        break;
      case KeyTap::Kind::kNone:
      case KeyTap::Kind::kDone:
        break;
    }
  }

  void AddSeat() {
    Seat seat;
    // The first seat is the player holding the device; the others start as
    // bots of the middle level.
    seat.kind = seats_.empty() ? 0 : static_cast<int>(info_.bot_levels.size() + 1) / 2;
    seats_.push_back(seat);
  }

  SeatSetup SeatSetupOf(size_t i) const {
    const Seat& seat = seats_[i];
    SeatSetup out;
    out.human = seat.kind == 0;
    if (!out.human) out.level = info_.bot_levels[static_cast<size_t>(seat.kind - 1)].id;
    out.name = seat.name;
    while (!out.name.empty() && out.name.back() == ' ') out.name.pop_back();  // "Ann " (a tapped space) is Ann
    int humans = 0;
    for (const Seat& other : seats_) humans += other.kind == 0 ? 1 : 0;
    // Alone against bots the player is "You"; people sharing a device get numbers.
    if (out.name.empty() && out.human) out.name = humans == 1 ? "You" : "Player " + std::to_string(i + 1);
    return out;
  }

  void StartRoom(Ui& ui) {
    SessionSetup setup;
    for (size_t i = 0; i < seats_.size(); ++i) setup.seats.push_back(SeatSetupOf(i));
    setup.options.seats = static_cast<int>(seats_.size());
    setup.options.variant = variant_;
    setup.options.seed = Seed::Random();  // a room's deal is never chosen
    ui.Push(MakeHostLobbyScreen(game_, setup));
  }

  void Start(Ui& ui) {
    SessionSetup setup;
    for (size_t i = 0; i < seats_.size(); ++i) setup.seats.push_back(SeatSetupOf(i));
    setup.options.seats = static_cast<int>(seats_.size());
    setup.options.variant = variant_;
    if (seed_[0] != '\0') {
      char* end = nullptr;
      const unsigned long long seed = std::strtoull(seed_, &end, 10);
      if (end == nullptr || *end != '\0' || seed == 0 || seed > (1ull << 53)) {
        error_ = "The seed must be a whole number from 1 to 9007199254740992, or blank.";
        return;
      }
      setup.options.seed = seed;
    } else {
      setup.options.seed = Seed::Random();
    }
    Result<std::unique_ptr<play::LocalSession>> session =
        play::LocalSession::Start(info_, ui.dictionary(), setup, game_.describe);
    if (!session.ok()) {
      error_ = session.error();
      return;
    }
    error_.clear();
    (*session)->KeepIn(ui.store());  // saved at once: it replaces any game in progress
    ui.Push(std::make_unique<PlayScreen>(game_, std::move(*session)));
    checked_generation_ = -1;
  }

  void CheckSave(Ui& ui) {
    checked_generation_ = ui.store().generation();
    resume_.reset();
    guide_resume_.reset();
    if (info_.needs_dictionary && ui.dictionary() == nullptr) return;
    if (Result<std::string> guided = ui.store().Read(info_.name, play::Slot::kGuide); guided.ok()) {
      auto session = play::LocalSession::Load(*guided, BuiltinGames(), ui.dictionary(), game_.describe);
      if (session.ok() && (*session)->guide() != nullptr && (*session)->info().name == info_.name &&
          !(*session)->game().IsTerminal()) {
        guide_resume_ = std::move(*session);
      } else {
        (void)ui.store().Remove(info_.name, play::Slot::kGuide);  // damaged or done: the guide starts afresh
      }
    }
    Result<std::string> text = ui.store().Read(info_.name, play::Slot::kGame);
    if (!text.ok()) return;  // no saved game
    Result<std::unique_ptr<play::LocalSession>> session =
        play::LocalSession::Load(*text, BuiltinGames(), ui.dictionary(), game_.describe);
    if (session.ok() && (*session)->info().name != info_.name)
      session = Result<std::unique_ptr<play::LocalSession>>::Error("it holds another game");
    if (!session.ok()) {
      damaged_ = "The saved game could not be read (" + session.error() + "), so it was discarded.";
      (void)ui.store().Remove(info_.name, play::Slot::kGame);
      ui.platform().Announce(damaged_);
      return;
    }
    if ((*session)->game().IsTerminal()) {
      (void)ui.store().Remove(info_.name, play::Slot::kGame);
      return;
    }
    resume_ = std::move(*session);
    scroll_to_top_ = true;
    std::string players;
    for (const std::string& name : resume_->names()) players += (players.empty() ? "" : " vs ") + name;
    resume_summary_ = players + ", " + text::Plural(resume_->TurnsPlayed(), "turn", "turns") + " played.";
  }

  const GameUi& game_;
  const GameInfo& info_;
  std::vector<Seat> seats_;
  Json variant_ = Json(Json::Object{});
  char seed_[kSeedDigits + 1] = {};  // digits only, typed or tapped
  int keys_for_ = kNoField;          // whose on-screen keys are open
  int reveal_frames_ = 0;            // frames left to scroll the keys into view
  std::string error_;
  std::string damaged_;
  int checked_generation_ = -1;
  std::unique_ptr<play::LocalSession> resume_;
  std::unique_ptr<play::LocalSession> guide_resume_;  // a guided game left half-way
  std::string resume_summary_;
  DragScroll scroll_;
  bool guide_checked_ = false, has_guide_ = false;
  bool scroll_to_top_ = false;
};

//-----------------------------------------------------------------------------
// [SECTION] Opening a saved game (lostfound --open)
//-----------------------------------------------------------------------------

class OpenSavedScreen final : public Screen {
 public:
  OpenSavedScreen(std::string text, std::string screen) : text_(std::move(text)), screen_(std::move(screen)) {}
  std::string Title() const override { return "Open a saved game"; }

  void Draw(Ui& ui) override {
    if (!tried_) {
      tried_ = true;
      Open(ui);
    }
    Spacing(ui.layout().gap);
    Paragraph(ui, error_.empty() ? "Opened." : error_, nullptr, error_.empty() ? nullptr : &ui.palette().notice,
              ui.layout().column_width);
  }

 private:
  void Open(Ui& ui) {
    Result<Json> parsed = Json::Parse(text_);
    if (!parsed.ok()) {
      error_ = "This file is not a saved game (" + parsed.error() + ").";
      return;
    }
    const Json& j = *parsed;
    const std::string id = j["record"].is_object() ? j["record"]["game"].as_string() : j["game"].as_string();
    const GameEntry* entry = FindGameEntry(id);
    if (entry == nullptr) {
      error_ = "This file holds no game this program knows (\"" + id + "\").";
      return;
    }
    const GameUi& game = *entry->screens;
    if (screen_ == "rules") {
      ui.Push(MakeRulesScreen(game));
      return;
    }
    Result<std::unique_ptr<play::LocalSession>> session =
        play::LocalSession::Load(text_, BuiltinGames(), ui.dictionary(), game.describe);
    if (!session.ok()) {
      error_ = "The saved game could not be opened: " + session.error();
      return;
    }
    if (screen_ == "setup") {
      // The set-up screen offers whatever is saved: save this game as the one in progress.
      (*session)->KeepIn(ui.store());
      ui.Push(MakeGameSetupScreen(game));
      return;
    }
    (*session)->KeepIn(ui.store());
    ui.Push(std::make_unique<PlayScreen>(game, std::move(*session)));
  }

  std::string text_, screen_, error_;
  bool tried_ = false;
};

}  // namespace

bool ReopenLastTable(Ui& ui) {
  Result<play::Store::LastTable> last = ui.store().LastOpen();
  if (!last.ok()) return false;
  const GameEntry* entry = FindGameEntry(last->game);
  Result<std::string> save = ui.store().Read(last->game, last->slot);
  if (entry == nullptr || entry->screens == nullptr || !save.ok()) return false;
  auto session = play::LocalSession::Load(*save, BuiltinGames(), ui.dictionary(), entry->screens->describe);
  if (!session.ok() || (*session)->game().IsTerminal()) return false;
  (*session)->KeepIn(ui.store());
  (*session)->ReopenRoom(RoomTransport(ui), ui.time());
  ui.Push(entry->open(ui));  // the set-up screen under the table, as after Start
  ui.Push(std::make_unique<PlayScreen>(*entry->screens, std::move(*session)));
  return true;
}

std::string GameInProgressNote(Ui& ui, const GameUi& game) {
  Result<std::string> text = ui.store().Read(game.id, play::Slot::kGame);
  if (!text.ok()) return "";
  Result<Json> j = Json::Parse(*text);
  if (!j.ok() || !(*j)["record"].is_object()) return "";
  const Json& record = (*j)["record"];
  std::vector<std::string> names;
  for (const Json& name : record["players"].as_array())
    if (name.is_string()) names.push_back(name.as_string());
  int turns = 0, last = kTerminalSeat;
  for (const Json& move : record["moves"].as_array()) {
    const int seat = static_cast<int>(move.as_array().empty() ? -1 : move.as_array()[0].as_int(-1));
    if (seat >= 0 && seat != last) ++turns;
    if (seat >= 0) last = seat;
  }
  std::string players;
  for (const std::string& name : names) players += (players.empty() ? "" : " vs ") + name;
  std::string note = "Continue: " + (players.empty() ? std::string("a game") : players) + " \xC2\xB7 " +
                     text::Plural(turns, "turn", "turns");
  const std::string ago = Ago(static_cast<int64_t>((*j)["saved_at"].as_number(0)));
  if (!ago.empty()) note += " \xC2\xB7 " + ago;
  return note;
}

std::unique_ptr<Screen> MakeOpenSavedScreen(std::string text, std::string screen) {
  return std::make_unique<OpenSavedScreen>(std::move(text), std::move(screen));
}

std::unique_ptr<Screen> MakeGameSetupScreen(const GameUi& game) { return std::make_unique<SetupScreen>(game); }

std::unique_ptr<Screen> MakePlayScreen(const GameUi& game, std::unique_ptr<play::Session> session) {
  return std::make_unique<PlayScreen>(game, std::move(session));
}
std::unique_ptr<Screen> MakeRulesScreen(const GameUi& game) { return std::make_unique<RulesScreen>(game); }

}  // namespace lf::ui
