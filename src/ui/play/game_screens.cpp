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
#include "ui/layout_report.h"
#include "ui/play/room_screens.h"
#include "ui/play/score_plot.h"
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

// A line of help as a sentence: a capital first (descriptors write "the
// first to 100 wins").
std::string Sentence(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
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
    refusal_ = Sentence(reason);
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
    const bool over = session_->game().IsTerminal() && !holding_ && !table_->HoldsFinalTable(ui, *session_);
    const bool privacy = !holding_ && !over && session_->NeedsPrivacy();
    // The privacy screen is said too: a screen reader user passes the device on.
    if (privacy && !privacy_announced_) {
      ui.platform().Announce("Pass the device to " + session_->SeatName(session_->PrivacySeat()) +
                             ", then tap when ready.");
    }
    privacy_announced_ = privacy;
    if (!refusal_.empty() && !refusal_announced_) {
      ui.platform().Announce(refusal_);
      ui.PlaySound(Sound::kClaimWrong);  // (the platform engineer's: the central sounds)
      refusal_announced_ = true;
    }
    PlayTurnAndEndSounds(ui, over);

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float width = std::min(l.width - 2 * l.margin, 1180 * l.scale);
    const float x = std::max((l.width - width) * 0.5f, l.margin);
    const bool table = !over && !privacy;
    const bool full = table && table_->FullScreen(*session_);
    const bool to_move = table && ViewerToMove() && !holding_;
    ui.NoteLayout("game", game_.id);
    ui.NoteLayout("to_move", to_move ? "1" : "0");
    ui.NoteLayout("realtime", session_->RealTime() ? "1" : "0");
    FollowTheGame(ui, table, to_move);
    if (over) Celebrate(ui);
    const float dock = table && !full ? table_->DockHeight(ui, *session_, width) : 0.0f;
    const ImVec2 top = ImGui::GetCursorPos();
    const ImVec2 top_screen = ImGui::GetCursorScreenPos();
    // The strip over the table: whose turn it is, and Undo, Rules and the
    // log, never scrolled away (a table that fills the screen has its own).
    const float strip = table && !full ? StripHeight(ui) : 0.0f;
    if (strip > 0) DrawStrip(ui, ImVec2(top_screen.x, top_screen.y), avail.x, x, width, strip);
    ImGui::SetCursorPos(ImVec2(top.x, top.y + strip));
    ImGui::BeginChild("play", ImVec2(avail.x, std::max(avail.y - dock - strip, 1.0f)), false,
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
      ScrollWhereNeeded(ui);
      DrawScrollFades(ui);
    }
    ImGui::EndChild();
    if (dock > 0) {
      ImGui::SetCursorPos(ImVec2(top.x, top.y + avail.y - dock));
      const ImVec2 min = ImGui::GetCursorScreenPos();
      ImDrawList* list = ImGui::GetWindowDrawList();
      ui.BeginOverlay("game/dock");
      list->AddRectFilled(min, ImVec2(min.x + avail.x, min.y + dock), Col(ui.palette().background));
      list->AddLine(min, ImVec2(min.x + avail.x, min.y), Col(ui.palette().border), 1.0f);
      ImGui::SetCursorPos(ImVec2(top.x + x, top.y + avail.y - dock));
      ImGui::BeginGroup();
      ui.MuteMirror(true);  // (the table's words and moves are in the mirror already)
      table_->DrawDock(ui, *this, width);
      ui.MuteMirror(false);
      ImGui::EndGroup();
      ui.EndOverlay(min, ImVec2(min.x + avail.x, min.y + dock));
    }
    // What floats over the table, between the strip and the dock: the
    // guide's card, the log, the recap and messages. Messages lie over the
    // top of the table (its status lines, which nobody taps), so that
    // nothing the player may tap moves when one comes or goes.
    const float area_top = top_screen.y + strip + 4 * l.scale;
    const float area_bottom = top_screen.y + avail.y - dock - 4 * l.scale;
    float y = area_top;
    area_bottom_ = area_bottom;
    guide_min_ = guide_max_ = ImVec2(0, 0);
    if (play::Guide* guide = session_->guide(); guide != nullptr && table) {
      ImVec2& card_min = guide_min_;
      ImVec2& card_max = guide_max_;
      if (guide_card_.Draw(ui, *guide, top_screen.x + x, width, area_top, area_bottom, &card_min, &card_max) ==
          GuideCard::Choice::kLeave) {
        session_->Leave(true);  // its save goes: the guide is offered from the start again
        ui.Pop();  // leave the guided game
        return;
      }
      if (guide->finished()) MarkGuideOffered(ui);
      if (card_max.y > card_min.y && card_min.y <= area_top + 1) y = card_max.y + 6 * l.scale;  // messages under it
      ui.NoteLayout("guide_target", GuideCard::Target(*guide));
    }
    if (table && !full && show_log_) DrawLogPanel(ui, ImVec2(top_screen.x + x, area_top), width, area_bottom - area_top);
    const std::optional<play::RoomStatus> room = session_->Room();
    const ImVec2 at(top_screen.x + x, y);
    if (!refusal_.empty()) {
      if (Toast(ui, "game/refusal", refusal_, at, width, true)) refusal_.clear();
    } else if (!save_error_.empty() && save_error_ != dismissed_save_error_) {
      if (Toast(ui, "game/save-error", save_error_, at, width, true)) dismissed_save_error_ = save_error_;
    } else if (room && !room->host && !room->connected && !room->problem.empty()) {
      Toast(ui, "game/room", room->problem, at, width, false);
    } else if (holding_ && table && !session_->log().empty()) {
      // Over the table where it covers nothing a person may tap; else in the strip.
      const NamedItem* last = ui.FindOverlay("game/last-move");
      const float height = last != nullptr ? last->h : 2 * ImGui::GetFontSize() + 20 * l.scale;
      const bool room = ClearSpot(ui, at.x, width, height, at.y).has_value();
      last_move_in_strip_ = strip > 0 && !room;
      // (A table of its own with no room for it while the person decides:
      // the move is in its log, and the person's choices stay in sight.)
      if (!last_move_in_strip_ && (room || !ViewerToMove()))
        Toast(ui, "game/last-move", session_->log().back(), at, width, false);
    } else if (to_move && !show_log_) {
      DrawRecap(ui, top_screen.x + x, width, y, area_bottom);
    }
  }

 private:
  // A message in a window of its own over the play area, `width` wide at
  // `at` (screen coordinates). A refusal has a Dismiss button (named `name`)
  // and takes the taps on it; a bot's move is only shown, and taps pass
  // through. Returns true when dismissed.
  // Where a card `height` tall and `width` wide from `left` can float over
  // the table covering no control (as drawn in the frame before) and not
  // the guide's card: at `top`, else at the bottom of the table's area;
  // none when neither is clear.
  std::optional<float> ClearSpot(Ui& ui, float left, float width, float height, float top) const {
    const auto clear = [&](float y) {
      const ImVec2 min(left, y), max(left + width, y + height);
      if (y < top - 0.5f || max.y > area_bottom_ + 0.5f) return false;
      if (guide_max_.y > guide_min_.y && std::min(max.y, guide_max_.y) > std::max(min.y, guide_min_.y)) return false;
      return !ui.AnyControlIn(min, max);
    };
    if (clear(top)) return top;
    if (clear(area_bottom_ - height)) return area_bottom_ - height;
    return std::nullopt;
  }

  bool Toast(Ui& ui, const char* name, const std::string& text, ImVec2 at, float width, bool dismissable) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    // At least two lines tall: it covers a table's status line whole, never
    // half of it. Over the top of the table where that covers nothing a
    // person may tap, else at the bottom (a table with cards at its top).
    const float min_height = 2 * ImGui::GetFontSize() + 2 * 10 * s;
    const NamedItem* last = ui.FindOverlay(name);
    at.y = ClearSpot(ui, at.x, width, last != nullptr ? last->h : min_height, at.y).value_or(at.y);
    FloatingCard card;
    card.fill = dismissable ? p.notice_soft : p.surface;
    card.border = dismissable ? WithAlpha(p.notice, 0.5f) : p.border;
    card.padding = ImVec2(12 * s, 10 * s);
    card.min_height = min_height;
    card.inputs = dismissable;
    bool dismissed = false;
    if (BeginFloatingCard(ui, name, at, width, card)) {
      if (dismissable) {
        dismissed = NoticeBar(ui, name, text, width - 24 * s);
      } else {
        Paragraph(ui, text, ui.fonts().strong, &p.ink, width - 24 * s);
        ui.NameItem(name);
      }
    }
    ImVec2 min, max;
    EndFloatingCard(ui, &min, &max);
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
    DrawRoomLine(ui, *session_, width);  // (in a room: ui/play/room_screens.h)
    // The mirror gets the table in words and its moves as buttons instead of
    // the table's own drawing (docs/accessibility.md).
    ui.MuteMirror(true);
    table_->Draw(ui, *this);
    ui.MuteMirror(false);
    MirrorTable(ui);
    (void)s;
    (void)width;
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

  //---------------------------------------------------------------------------
  // The table's frame: the strip, following the game, the log, the recap
  //---------------------------------------------------------------------------

  float StripHeight(Ui& ui) const { return ui.layout().target + 2 * 6 * ui.layout().scale; }

  // Whose turn it is on the left ("Your turn", unmistakable: the strip takes
  // the accent's colours, and glows a moment when the turn comes); Undo,
  // Rules and the log's button on the right, each in a place of its own (Undo
  // comes and goes on their left, moving nothing).
  void DrawStrip(Ui& ui, ImVec2 min, float full_width, float x, float width, float height) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    ImDrawList* list = ImGui::GetWindowDrawList();
    const bool yours = ViewerToMove() && !holding_ && !session_->RealTime();
    const ImVec2 max(min.x + full_width, min.y + height);
    if (yours) {
      list->AddRectFilled(min, max, Col(p.accent_soft));
      const float since = static_cast<float>(ui.time() - turn_started_at_);
      const float glow_for = ui.MotionSeconds(0.9f);
      if (glow_for > 0 && since >= 0 && since < glow_for)
        list->AddRectFilled(min, max, Col(WithAlpha(p.accent, 0.35f * (1.0f - since / glow_for))));
    }
    list->AddLine(ImVec2(min.x, max.y - 0.5f), ImVec2(max.x, max.y - 0.5f), Col(p.border), 1.0f);
    const float pad = 6 * s;
    const float gap = 6 * s;
    ImFont* strong = ui.fonts().strong;
    const float button_pad = (l.compact() ? 10 : 16) * s;
    const auto button_w = [&](const char* label) { return MeasureText(strong, label).x + 2 * button_pad; };
    const float moves_w = button_w("Moves"), rules_w = button_w("Rules"), undo_w = button_w("Undo");
    float right = min.x + x + width;
    const float button_y = min.y + pad;
    const auto place = [&](float w) {
      right -= w;
      ImGui::SetCursorScreenPos(ImVec2(right, button_y));
      right -= gap;
    };
    place(moves_w);
    if (Button(ui, "game/log", "Moves", show_log_ ? ButtonKind::kSecondary : ButtonKind::kQuiet, moves_w))
      show_log_ = !show_log_;
    place(rules_w);
    if (Button(ui, "game/rules", "Rules", ButtonKind::kQuiet, rules_w)) ui.Push(MakeRulesScreen(game_));
    place(undo_w);  // (its place is kept whether it is offered or not)
    if (session_->CanOfferUndo() && Button(ui, "game/undo", "Undo", ButtonKind::kSecondary, undo_w)) Undo();
    // The left: Go on (Settings, "Wait for me"), or whose turn it is.
    const float left = min.x + x;
    const float text_w = std::max(right - left, 0.0f);
    if (holding_ && session_->WaitsForPerson()) {
      ImGui::SetCursorScreenPos(ImVec2(left, button_y));
      if (Button(ui, "game/go-on", "Go on", ButtonKind::kPrimary, std::min(text_w, button_w("Go on") + 16 * s)))
        session_->GoOn(ui.time());
      return;
    }
    if (yours && recap_no_room_ && !recap_.empty() && !recap_dismissed_ && text_w >= button_w("Your turn")) {
      // The recap found no place clear of the table's controls: a tap here shows it in the log.
      ImGui::SetCursorScreenPos(ImVec2(left, button_y));
      const char* label = text_w >= button_w("Your turn: what happened?") ? "Your turn: what happened?" : "Your turn";
      if (Button(ui, "game/turn", label, ButtonKind::kQuiet, button_w(label))) show_log_ = true;
      return;
    }
    if (yours && more_below_) {
      // Something to tap lies below the fold: said here, and a tap scrolls to it.
      for (const char* label : {"Your turn: more below", "More below"}) {
        if (text_w < button_w(label)) continue;
        ImGui::SetCursorScreenPos(ImVec2(left, button_y));
        if (Button(ui, "game/more-below", label, ButtonKind::kQuiet, button_w(label))) {
          scroll_target_ = more_below_scroll_;
          scroll_to_table_ = true;
        }
        return;
      }
    }
    std::string status;
    const bool last_move = holding_ && last_move_in_strip_ && !session_->log().empty();
    if (last_move) {
      status = session_->log().back();  // (the bot's move held: no room for it over the table)
    } else if (yours) {
      status = "Your turn";
    } else if (!session_->RealTime() && !session_->game().IsTerminal()) {
      status = session_->WaitingText();
    }
    if (status.empty()) return;
    ImFont* font = last_move ? strong
                   : yours   ? (MeasureText(ui.fonts().heading, status).x <= text_w ? ui.fonts().heading : strong)
                             : ui.fonts().small;
    const ImVec4& ink = last_move ? p.ink : yours ? p.accent : p.ink_muted;
    std::vector<std::string> lines = FitLines(font, status, text_w, 2);
    const float line_h = FontPx(font) * 1.15f;
    float ty = min.y + (height - line_h * static_cast<float>(lines.size())) * 0.5f;
    const ImVec2 text_min(left, ty);
    for (const std::string& line : lines) {
      DrawText(list, font, ImVec2(left, ty), ink, line);
      ty += line_h;
    }
    ImGui::SetCursorScreenPos(text_min);
    ImGui::Dummy(ImVec2(std::max(text_w, 1.0f), std::max(ty - text_min.y, 1.0f)));
    ui.NameItem(last_move ? "game/last-move" : yours ? "game/your-turn" : "game/waiting");
    ui.Mirror({MirrorNode::Role::kText, "", status});
  }

  // `text` in at most `max_lines` lines of `width`, the last one shortened
  // with an ellipsis if it still does not fit (a status, never a rule).
  static std::vector<std::string> FitLines(ImFont* font, const std::string& text, float width, int max_lines) {
    std::vector<std::string> lines;
    std::string line;
    size_t i = 0;
    while (i < text.size()) {
      size_t end = text.find(' ', i);
      if (end == std::string::npos) end = text.size();
      const std::string word = text.substr(i, end - i);
      const std::string wider = line.empty() ? word : line + " " + word;
      if (!line.empty() && MeasureText(font, wider).x > width && static_cast<int>(lines.size()) + 1 < max_lines) {
        lines.push_back(line);
        line = word;
      } else {
        line = wider;
      }
      i = end + 1;
    }
    if (!line.empty()) lines.push_back(line);
    lines.back() = FitText(font, lines.back(), width);
    return lines;
  }

  // What the frame does as the game moves on: a bot's move brings the
  // table back into view (its turn is watched on the table); the person's
  // turn coming back glows, sounds and brings the recap of what the others
  // did meanwhile.
  void FollowTheGame(Ui& ui, bool table, bool to_move) {
    const size_t lines = session_->log().size();
    if (lines < seen_lines_) seen_lines_ = lines;  // an undo, a rematch
    for (size_t i = seen_lines_; i < lines; ++i) {
      const int seat = session_->LogSeat(i);
      if (table && seat >= 0 && seat != session_->viewer() && !session_->IsPass(i) && !table_->FollowsThePlay()) {
        scroll_to_table_ = true;  // back to the top, where the others' moves are
        scroll_target_ = 0;
      }
    }
    const bool moved = lines != seen_lines_;
    seen_lines_ = lines;
    if (to_move && !was_to_move_) {
      turn_started_at_ = ui.time();
      recap_ = session_->RealTime() || session_->guide() != nullptr ? std::vector<size_t>{}
                                                                     : session_->SinceLastTurn(session_->viewer());
      recap_dismissed_ = false;
      recap_no_room_ = false;
      turn_scroll_ = true;
      if (frames_ > 0 && !session_->RealTime()) ui.PlaySound(Sound::kYourTurn);
    } else if (!to_move) {
      recap_.clear();
    } else if (moved) {
      recap_.clear();  // (the person moved and is still to move: the recap is old news)
    }
    was_to_move_ = to_move;
    ++frames_;
  }

  // Inside the table's scrolling area, after the table: back to its top
  // after a bot's move; the guide's item to tap into view.
  void ScrollWhereNeeded(Ui& ui) {
    const float s = ui.layout().scale;
    const float scroll = ImGui::GetScrollY();
    if (scroll_.pressed || scroll_.dragging) {
      scroll_to_table_ = false;  // a finger on the table decides
      return;
    }
    if (const play::Guide* guide = session_->guide(); guide != nullptr) {
      const std::string target = GuideCard::Target(*guide);
      const NamedItem* whole = target.empty() ? nullptr : ui.FindWholeItem(target);
      const NamedItem* shown = target.empty() ? nullptr : ui.FindItem(target);
      const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
      const bool fully = shown != nullptr && whole != nullptr && shown->h >= whole->h - 0.5f;
      if (whole != nullptr && !fully && whole->x >= ImGui::GetWindowPos().x - 1) {
        const float margin = 16 * s;
        float to = scroll;
        if (whole->y + whole->h > bottom - margin) to = scroll + (whole->y + whole->h - (bottom - margin));
        if (whole->y < top + margin) to = scroll - (top + margin - whole->y);
        ImGui::SetScrollY(std::clamp(to, 0.0f, ImGui::GetScrollMaxY()));
        scroll_to_table_ = false;
        return;
      }
    }
    const bool follows = table_->FollowsThePlay();
    if (turn_scroll_ && follows) turn_scroll_ = false;  // (the table brings its own)
    if (follows && !table_followed_) scroll_to_table_ = false;  // a glide begun before it took over stops
    table_followed_ = follows;
    if (turn_scroll_) {
      // The person's turn: what they may tap into view (all of it when it
      // fits, else from its top), as measured in the frame before.
      turn_scroll_ = false;
      const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
      const float left = ImGui::GetWindowPos().x, right = left + ImGui::GetWindowWidth();
      float lo = FLT_MAX, hi = -FLT_MAX;
      for (const NamedItem& item : ui.WholeItems()) {
        if (!item.control || item.name.rfind("game/", 0) == 0 || item.name.rfind("nav/", 0) == 0) continue;
        if (item.x + item.w < left || item.x > right) continue;
        // (Where it lies in the table's content, from the scroll of that frame.)
        lo = std::min(lo, item.y - top + last_scroll_);
        hi = std::max(hi, item.y + item.h - top + last_scroll_);
      }
      if (lo <= hi) {
        const float view = bottom - top, margin = 12 * s;
        float want = hi + margin - view;  // the lowest in view...
        want = std::min(want, lo - margin);  // ...unless the highest would go
        scroll_target_ = std::clamp(want, 0.0f, ImGui::GetScrollMaxY());
        if (std::fabs(scroll_target_ - scroll) > 1) scroll_to_table_ = true;
      }
    }
    last_scroll_ = scroll;
    NoteMoreBelow(ui);
    if (!scroll_to_table_) return;
    if (std::fabs(scroll - scroll_target_) <= 0.5f) {
      scroll_to_table_ = false;
      return;
    }
    const float gap = std::fabs(scroll - scroll_target_);
    const float step = ui.MotionSeconds(1.0f) > 0 ? std::min(gap, std::max(24 * s, gap * 0.25f)) : gap;
    ImGui::SetScrollY(scroll + (scroll_target_ > scroll ? step : -step));
    last_scroll_ = ImGui::GetScrollY();
  }

  // Whether a control of the table lay below the fold in the frame before
  // (the strip then says so), and the scroll that brings the lowest into view.
  void NoteMoreBelow(Ui& ui) {
    more_below_ = false;
    const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
    const float left = ImGui::GetWindowPos().x, right = left + ImGui::GetWindowWidth();
    float lowest = bottom;
    for (const NamedItem& item : ui.WholeItems()) {
      if (!item.control || item.name.rfind("game/", 0) == 0 || item.name.rfind("nav/", 0) == 0) continue;
      if (item.x + item.w < left || item.x > right || item.y + item.h <= bottom + 1) continue;
      more_below_ = true;
      lowest = std::max(lowest, item.y + item.h);
    }
    more_below_scroll_ = std::min(ImGui::GetScrollMaxY(), last_scroll_ + lowest - bottom + 12 * ui.layout().scale);
  }

  // The moves of the game, newest first, in a panel over the table (the
  // strip's Moves opens and closes it); passes only when asked for.
  void DrawLogPanel(Ui& ui, ImVec2 at, float width, float area_height) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    const std::string passes_key = "log/show-passes";
    const auto& switches = ui.settings().table_switches;
    bool passes = switches.count(passes_key) != 0 && switches.at(passes_key);
    const float height = std::max(area_height * (l.compact() ? 0.75f : 0.6f), 200 * s);
    FloatingCard card;
    card.fill = p.surface;
    card.border = p.border;
    card.padding = ImVec2(14 * s, 10 * s);
    card.height = std::min(height, area_height);
    card.extra = ImGuiWindowFlags_NoScrollbar;
    if (BeginFloatingCard(ui, "game/log-panel", at, width, card)) {
      const float inner = width - 28 * s;
      const ImVec2 row = ImGui::GetCursorPos();
      Heading(ui, "Moves");
      const float close_w = MeasureText(ui.fonts().strong, "Close").x + 32 * s;
      ImGui::SetCursorPos(ImVec2(row.x + inner - close_w, row.y));
      if (Button(ui, "game/log/close", "Close", ButtonKind::kQuiet, close_w)) show_log_ = false;
      if (SwitchRow(ui, "game/log/passes", "Show passes", "", &passes, inner)) {
        Settings changed = ui.settings();
        changed.table_switches[passes_key] = passes;
        (void)ui.ChangeSettings(changed);
      }
      ImGui::BeginChild("##log-lines", ImVec2(inner, 0), false, ScrollFlags(ui));
      const auto& log = session_->log();
      const std::vector<size_t> recent = session_->SinceLastTurn(session_->viewer());
      bool any = false;
      for (size_t k = log.size(); k > 0; --k) {
        const size_t i = k - 1;
        if (!passes && session_->IsPass(i)) continue;
        const bool mark = std::find(recent.begin(), recent.end(), i) != recent.end();
        const std::string line = std::to_string(i + 1) + ". " + log[i];
        if (!any || mark) {
          Paragraph(ui, line, mark ? ui.fonts().strong : ui.fonts().body, nullptr, inner - 8 * s);
        } else {
          Caption(ui, line, inner - 8 * s);
        }
        any = true;
      }
      if (!any) Caption(ui, log.empty() ? "No moves yet." : "Only passes so far.", inner);
      UpdateDragScroll(ui, log_scroll_);
      DrawScrollFades(ui);
      ImGui::EndChild();
    }
    ImVec2 min, max;
    EndFloatingCard(ui, &min, &max);
  }

  // "Since your last turn": what the others did meanwhile, a few lines in a
  // card over the table where it covers nothing a person may tap (the top,
  // else the bottom; with room at neither, the strip offers it instead).
  // Gone at the person's first move, or at a tap on it.
  void DrawRecap(Ui& ui, float left, float width, float top, float bottom) {
    if (recap_.empty() || recap_dismissed_ || recap_no_room_) return;
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    width = std::min(width, 600 * s);  // a note, not a page
    constexpr size_t kShown = 3;
    std::vector<std::string> all;
    if (game_.recap) {
      all = game_.recap(*session_, recap_);
    } else {
      for (size_t i : recap_)
        if (i < session_->log().size()) all.push_back(session_->log()[i]);
    }
    if (all.empty()) return;
    const size_t from = all.size() > kShown ? all.size() - kShown : 0;
    std::vector<std::string> lines(all.begin() + static_cast<std::ptrdiff_t>(from), all.end());
    if (from > 0) lines.insert(lines.begin(), text::Plural(static_cast<int>(from), "earlier move", "earlier moves") +
                                                  " in Moves");
    const float inner = width - 24 * s;
    float height = 2 * 10 * s + FontPx(ui.fonts().small) * 1.3f;
    for (const std::string& line : lines) height += MeasureText(ui.fonts().body, line, inner).y + 2 * s;
    if (const NamedItem* last = ui.FindOverlay("game/recap")) height = last->h;
    (void)bottom;
    const std::optional<float> spot = ClearSpot(ui, left, width, height, top);
    if (!spot) {
      recap_no_room_ = true;
      return;
    }
    const float y = *spot;
    FloatingCard card;
    card.fill = p.surface;
    card.border = WithAlpha(p.accent, 0.6f);
    card.padding = ImVec2(12 * s, 10 * s);
    if (BeginFloatingCard(ui, "game/recap", ImVec2(left, y), width, card)) {
      const ImVec2 start = ImGui::GetCursorScreenPos();
      Caption(ui, "Since your last turn \xC2\xB7 tap to close", inner);
      for (const std::string& line : lines) Paragraph(ui, line, ui.fonts().body, &p.ink, inner);
      const ImVec2 end = ImGui::GetCursorScreenPos();
      // The whole card is its close button.
      ImGui::SetCursorScreenPos(start);
      if (ImGui::InvisibleButton("game/recap/close", ImVec2(inner, std::max(end.y - start.y, 1.0f))) ||
          ui.MirrorPressed("game/recap/close"))
        recap_dismissed_ = true;
      ui.NameItem("game/recap/close");
      ui.Mirror({MirrorNode::Role::kButton, "game/recap/close", "Close the recap"});
    }
    ImVec2 min, max;
    EndFloatingCard(ui, &min, &max);
  }

  // The guided game's offer on the set-up screen is answered once its guide
  // is done (leaving half-way, it is offered again).
  void MarkGuideOffered(Ui& ui) {
    const std::string key = session_->info().name + "/guide-offered";
    const auto& switches = ui.settings().table_switches;
    if (switches.count(key) != 0 && switches.at(key)) return;
    Settings changed = ui.settings();
    changed.table_switches[key] = true;
    (void)ui.ChangeSettings(changed);
  }

  // The end of the game: a sound and a moment's motion for it (kept here,
  // once per game, so the sound plays once whatever the screen draws).
  void Celebrate(Ui& ui) {
    if (celebrated_) return;
    celebrated_ = true;
    celebrated_at_ = ui.time();
    bool won = false;
    for (int seat : session_->game().Winners()) won |= session_->IsLocal(seat);
    ui.PlaySound(won ? Sound::kWin : Sound::kGameOver);
  }

  // Who won, said big (and the celebration over it), each player's final
  // score in order, what the scores were made of (the game's breakdown), the
  // chart, and the coach.
  void DrawEnd(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    const Game& game = session_->game();
    const std::vector<int> scores = game.Scores();
    const std::vector<int> winners = game.Winners();
    const auto& names = session_->names();
    const std::vector<ImVec4> colours =
        PlayerColours(p, static_cast<int>(names.size()), game_.seat_colour);
    std::string headline, banner;
    bool you_won = false;
    for (int seat : winners) you_won |= session_->IsLocal(seat) && session_->LocalHumanCount() == 1;
    if (winners.size() == 1) {
      const std::string& name = names[static_cast<size_t>(winners[0])];
      headline = Person(name).Verb("wins", "win");
      banner = you_won ? "You win!" : headline;
    } else if (winners.empty()) {
      headline = banner = "Nobody wins";
    } else {
      std::vector<std::string> who;
      for (int seat : winners) who.push_back(names[static_cast<size_t>(seat)]);
      headline = "A tie: " + text::JoinAnd(who);
      banner = "A tie!";
    }
    // The banner: the mirror reads it as the screen's heading.
    ui.Mirror({MirrorNode::Role::kHeading, "", "Game over: " + headline});
    ui.MuteMirror(true);
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImFont* big = ui.fonts().heading;
    const float big_px = FontPx(big) * (l.compact() ? 1.3f : 1.6f);
    const float pad = 16 * s;
    const float banner_w = width - 2 * pad;
    const ImVec2 banner_size = big->CalcTextSizeA(big_px, FLT_MAX, banner_w, banner.c_str());
    const std::string sub =
        winners.size() > 1 ? headline : "Game over \xC2\xB7 " + text::Plural(session_->TurnsPlayed(), "turn", "turns");
    const ImVec2 sub_size = MeasureText(ui.fonts().body, sub, banner_w);
    const float banner_h = pad * 2 + banner_size.y + 6 * s + sub_size.y;
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float since = static_cast<float>(ui.time() - celebrated_at_);
    const float grow = ui.MotionSeconds(0.45f);
    const float eased = grow > 0 ? 1.0f - std::pow(1.0f - std::clamp(since / grow, 0.0f, 1.0f), 3.0f) : 1.0f;
    const ImVec4 fill = you_won ? p.accent : p.surface;
    const ImVec4 ink = you_won ? p.on_accent : p.ink;
    DrawCard(list, min, ImVec2(min.x + width, min.y + banner_h), Mix(p.background, fill, eased), p, l.rounding,
             3 * s);
    if (LayoutProbe* probe = ActiveLayoutProbe())
      probe->AddText(banner, ImVec2(min.x + pad, min.y + pad), banner_size, list->GetClipRectMin(), list->GetClipRectMax());
    list->AddText(big, big_px, ImVec2(std::round(min.x + (width - banner_size.x) * 0.5f), std::round(min.y + pad)),
                  Col(WithAlpha(ink, eased)), banner.c_str(), nullptr, banner_w);
    DrawText(list, ui.fonts().body, ImVec2(min.x + (width - sub_size.x) * 0.5f, min.y + pad + banner_size.y + 6 * s),
             you_won ? p.on_accent : p.ink_muted, sub, banner_w);
    ImGui::Dummy(ImVec2(width, banner_h));
    ui.NameItem(you_won ? "end/banner/won" : "end/banner");
    ui.MuteMirror(false);
    // The confetti falls over the visible part of the screen.
    const ImVec2 wmin = ImGui::GetWindowPos();
    DrawConfetti(ui, wmin, ImVec2(wmin.x + ImGui::GetWindowWidth(), wmin.y + ImGui::GetWindowHeight()),
                 celebrated_at_, colours);
    Spacing(l.gap);
    DrawStandings(ui, std::min(width, 620 * s), scores, winners, colours);
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
        seen_lines_ = 0;
        celebrated_ = false;
        was_to_move_ = false;
        recap_.clear();
        coach_started_ = false;
        coach_.reset();
        ui.platform().Announce("A new game begins.");
        ImGui::PopStyleVar();
        return;  // (the old game's names and scores are gone: the table comes next frame)
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
    // What the scores were made of: the game's own breakdown.
    table_->DrawBreakdown(ui, *session_);
    Spacing(l.gap);
    Heading(ui, "Scores move by move");
    Spacing(l.small_gap);
    DrawScorePlot(ui, session_->score_history(), names, colours, width);
    // The expert's look back.
    DrawCoach(ui, width);
    Spacing(l.gap);
    if (Button(ui, "game/rules", "Rules", ButtonKind::kQuiet, std::min(width, 200 * s)))
      ui.Push(MakeRulesScreen(game_));
  }

  // Each player's final score, best first: place, marker (as on the chart),
  // name, score, and a star for the winners.
  void DrawStandings(Ui& ui, float width, const std::vector<int>& scores, const std::vector<int>& winners,
                     const std::vector<ImVec4>& colours) {
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    const float s = l.scale;
    const auto& names = session_->names();
    std::vector<size_t> order(scores.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto won = [&](size_t seat) {
      return std::find(winners.begin(), winners.end(), static_cast<int>(seat)) != winners.end();
    };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      if (won(a) != won(b)) return won(a);
      return scores[a] > scores[b];
    });
    ImFont* body = ui.fonts().body;
    ImFont* strong = ui.fonts().strong;
    const float row_h = std::max(FontPx(body) * 1.6f, 30 * s);
    float score_w = 0;
    for (size_t i = 0; i < scores.size(); ++i)
      score_w = std::max(score_w, MeasureText(strong, text::Plural(scores[i], game_.score_one, game_.score_many)).x);
    const float place_w = MeasureText(strong, "8th").x + 8 * s;
    ImDrawList* list = ImGui::GetWindowDrawList();
    int place = 0;
    for (size_t k = 0; k < order.size(); ++k) {
      const size_t seat = order[k];
      if (k == 0 || won(seat) != won(order[k - 1]) || scores[seat] != scores[order[k - 1]]) place = static_cast<int>(k) + 1;
      const std::string score = text::Plural(scores[seat], game_.score_one, game_.score_many);
      ui.Mirror({MirrorNode::Role::kText, "",
                 names[seat] + ": " + score + (won(seat) ? " (winner)" : "")});
      const ImVec2 min = ImGui::GetCursorScreenPos();
      const ImVec2 max(min.x + width, min.y + row_h);
      if (won(seat)) list->AddRectFilled(min, max, Col(p.accent_soft), l.rounding * 0.5f);
      const float cy = min.y + row_h * 0.5f;
      static const char* const kPlaces[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
      const char* place_text = kPlaces[std::clamp(place - 1, 0, 7)];
      DrawText(list, strong, ImVec2(min.x + 8 * s, cy - FontPx(strong) * 0.6f), won(seat) ? p.accent : p.ink_muted,
               place_text);
      DrawMarker(list, ImVec2(min.x + 8 * s + place_w + 6 * s, cy), 6 * s, static_cast<int>(seat),
                 Col(colours[seat % colours.size()]));
      const float name_x = min.x + 8 * s + place_w + 20 * s;
      const float name_w = std::max(width - (name_x - min.x) - score_w - 24 * s, 40 * s);
      const std::string name = names[seat] + (won(seat) ? "  \xE2\x9C\x93" : "");
      DrawText(list, won(seat) ? strong : body, ImVec2(name_x, cy - FontPx(body) * 0.6f), p.ink, name, name_w);
      DrawText(list, strong, ImVec2(max.x - 8 * s - MeasureText(strong, score).x, cy - FontPx(strong) * 0.6f), p.ink,
               score);
      ImGui::Dummy(ImVec2(width, std::max(row_h, MeasureText(body, name, name_w).y + 8 * s)));
      ui.NameItem("end/score/" + std::to_string(seat));
    }
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
        coach_ = play::Coach::Start(local->info(), ui.dictionary(), local->Record(), seat, 40, 0,
                                    game_.advice_searches_as_coach ? play::Coach::kUnbounded : 0);
      }
      return;
    }
    if (coach_ == nullptr) {
      Caption(ui, "There is nothing to look at in this game.", width);
      return;
    }
    if (!coach_->done()) {
      // Half of each frame, at least 8 ms and at most 50: the screen stays
      // smooth at 60 frames a second, and a slow device (whose frames are
      // long) still gives the coach its share (bench/coach_bench.cpp).
      const double slice = std::clamp(0.5 * static_cast<double>(ImGui::GetIO().DeltaTime), 0.008, 0.05);
      const auto start = std::chrono::steady_clock::now();
      while (coach_->Step(1) &&
             std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < slice) {
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

  const GameUi& game_;
  std::unique_ptr<play::Session> session_;
  std::unique_ptr<TableView> table_;
  play::Store* store_ = nullptr;  // where the table was marked open (a LocalSession's)
  size_t announced_ = 0;
  // The central sounds (ui/sound.h): "your turn" once each time the person
  // here comes to decide on their own turn, once the bots' last move has been
  // shown (never in a real-time game, where one is always deciding); a win
  // or the game over once, as the end screen comes.
  void PlayTurnAndEndSounds(Ui& ui, bool over) {
    const play::Session& s = *session_;
    if (over && !end_sounded_) {
      const std::vector<int> winners = s.game().Winners();
      const bool here = std::any_of(winners.begin(), winners.end(), [&](int w) {
        return w == s.viewer() || (!s.Room() && s.IsHuman(w));  // a seat of a person at this screen
      });
      ui.PlaySound(here ? Sound::kWin : Sound::kGameOver);
    }
    end_sounded_ = over;
    if (s.info().dynamics == Dynamics::kRealTime || over || s.game().ActiveSeat() != s.viewer()) {
      your_turn_sounded_ = false;
    } else if (!your_turn_sounded_ && ViewerToMove() && !holding_) {
      ui.PlaySound(Sound::kYourTurn);
      your_turn_sounded_ = true;
    }
  }
  bool end_sounded_ = false, your_turn_sounded_ = false;
  std::string refusal_;
  TableWords words_;  // the mirror's words of the table (MirrorTable)
  bool refusal_announced_ = true;
  bool privacy_announced_ = false;
  std::string save_error_, dismissed_save_error_;
  bool holding_ = false;  // a bot's last move is still being shown
  Ui* ui_ = nullptr;      // the app, from the last Draw (for announcements outside it)
  bool show_log_ = false;  // the log's panel (closed at first: the table comes first)
  DragScroll scroll_, log_scroll_;
  GuideCard guide_card_;
  size_t seen_lines_ = 0;          // log lines seen by FollowTheGame
  bool scroll_to_table_ = false;   // gliding to scroll_target_ (a bot moved: the top; the person's turn)
  float scroll_target_ = 0;
  bool turn_scroll_ = false;       // the person's turn came: their controls into view
  bool table_followed_ = false;    // the table's FollowsThePlay() in the frame before
  bool more_below_ = false;        // a control of the table lies below the fold (NoteMoreBelow)
  float more_below_scroll_ = 0;
  float last_scroll_ = 0;          // the table's scroll in the frame before
  float area_bottom_ = 0;          // the bottom of the area over the table (above the dock)
  bool last_move_in_strip_ = false;  // the bot's move held found no room over the table
  ImVec2 guide_min_, guide_max_;   // where the guide's card lies this frame (or nowhere)
  bool was_to_move_ = false;
  double turn_started_at_ = -10;   // the app time the person's turn last came
  long frames_ = 0;
  std::vector<size_t> recap_;      // log lines since the person's last turn (SinceLastTurn)
  bool recap_dismissed_ = false, recap_no_room_ = false;
  bool celebrated_ = false;        // the end's sound played, its motion started
  double celebrated_at_ = 0;
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
    if (!recalled_) {
      recalled_ = true;
      RecallSetup(ui);
    }
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
    ui.BeginOverlay("setup/dock");
    list->AddRectFilled(min, ImVec2(min.x + avail.x, min.y + dock), Col(ui.palette().background));
    list->AddLine(min, ImVec2(min.x + avail.x, min.y), Col(ui.palette().border), 1.0f);
    ImGui::SetCursorPos(ImVec2(top.x + l.column_x, top.y + avail.y - dock + pad + 4 * l.scale));
    if (Button(ui, "setup/start", resume_ ? "Start a new game" : "Start",
               resume_ ? ButtonKind::kSecondary : ButtonKind::kPrimary, l.column_width)) {
      Start(ui);
    }
    ui.EndOverlay(min, ImVec2(min.x + avail.x, min.y + dock));
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
    std::vector<SeatSetup> all;
    for (size_t i = 0; i < seats_.size(); ++i) all.push_back(SeatSetupOf(i));
    const std::vector<std::string> seat_names = play::SeatNames(all);
    for (size_t i = 0; i < seats_.size(); ++i) {
      Seat& seat = seats_[i];
      const std::string prefix = "setup/seat/" + std::to_string(i);
      Paragraph(ui, "Seat " + std::to_string(i + 1), ui.fonts().strong, nullptr, width);
      const std::string name_id = "setup/name/" + std::to_string(i);
      // A bot left unnamed is called what the table will call it.
      const std::string hint = seat.kind == 0 ? "Name (optional)" : seat_names[i] + ", or a name";
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
      Caption(ui, Sentence(level.about), width);
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
    // Side by side while "Play the guided game" fits half the width; one
    // above the other when not (a phone at large text).
    const char* play_label = "Play the guided game";
    const float half = std::min((width - 8 * l.scale) / 2, 280 * l.scale);
    const bool stacked = MeasureText(ui.fonts().strong, play_label).x + 2 * 22 * l.scale > half;
    const float bw = stacked ? width : half;
    // (Playing it answers the offer only once the guide is done: someone
    // who leaves half-way is offered it again.)
    bool answered = false;
    if (Button(ui, "setup/guide", play_label, ButtonKind::kPrimary, bw)) ui.Push(MakeTutorialScreen(game_));
    if (!stacked) ImGui::SameLine(0, 8 * l.scale);
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
        std::vector<SeatSetup> all;
        for (size_t i = 0; i < seats_.size(); ++i) all.push_back(SeatSetupOf(i));
        labels = play::SeatNames(all);
        for (size_t i = 0; i < seats_.size(); ++i) keys.push_back(std::to_string(i));
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
        Caption(ui, Sentence(chosen < option.choice_help.size() ? option.choice_help[chosen] : option.help), width);
        break;
      }
      case OptionSpec::Type::kBool: {
        bool value = current.as_bool(false);
        if (SwitchRow(ui, id.c_str(), option.label, Sentence(option.help), &value, width))
          variant_.set(option.name, value);
        break;
      }
      case OptionSpec::Type::kInt: {
        Paragraph(ui, option.label, ui.fonts().strong, nullptr, width);
        const int value = static_cast<int>(current.as_int(option.min));
        const int step = Stepper(ui, id.c_str(), std::to_string(value), value > option.min, value < option.max,
                                 std::min(width, 2 * l.target + 150 * l.scale));
        if (step != 0) variant_.set(option.name, std::clamp(value + step, option.min, option.max));
        Caption(ui, Sentence(option.help), width);
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

  // The set-up last started (its seats, names and options; never its
  // seed), so that the screen opens as the player left it, a reload
  // included: setup-<game>.json among the player's files.
  std::string SetupFile() const { return "setup-" + info_.name + ".json"; }

  void RememberSetup(Ui& ui) {
    Json seats(Json::Array{});
    for (const Seat& seat : seats_) {
      Json j(Json::Object{});
      j.set("kind", seat.kind == 0 ? std::string("human") : info_.bot_levels[static_cast<size_t>(seat.kind - 1)].id);
      j.set("name", std::string(seat.name));
      seats.push_back(j);
    }
    Json j(Json::Object{});
    j.set("seats", seats);
    j.set("variant", variant_);
    (void)ui.platform().WriteUserFile(SetupFile(), j.Dump());  // (a set-up not kept is no loss)
  }

  void RecallSetup(Ui& ui) {
    Result<std::string> text = ui.platform().ReadUserFile(SetupFile());
    if (!text.ok()) return;
    Result<Json> parsed = Json::Parse(*text);
    if (!parsed.ok() || !(*parsed)["seats"].is_array()) return;
    const Json::Array& saved = (*parsed)["seats"].as_array();
    if (static_cast<int>(saved.size()) < info_.min_seats || static_cast<int>(saved.size()) > info_.max_seats) return;
    std::vector<Seat> seats;
    for (const Json& s : saved) {
      Seat seat;
      const std::string kind = s["kind"].is_string() ? s["kind"].as_string() : "";
      seat.kind = -1;
      if (kind == "human") seat.kind = 0;
      for (size_t k = 0; k < info_.bot_levels.size(); ++k)
        if (info_.bot_levels[k].id == kind) seat.kind = static_cast<int>(k) + 1;
      if (seat.kind < 0) return;  // a level this version does not have: the defaults
      const std::string name = s["name"].is_string() ? s["name"].as_string() : "";
      std::snprintf(seat.name, sizeof seat.name, "%s", name.c_str());
      seats.push_back(seat);
    }
    const Json& variant = (*parsed)["variant"];
    seats_ = std::move(seats);
    variant_ = variant.is_object() && CheckOptions(info_, variant, static_cast<int>(seats_.size())).ok()
                   ? variant
                   : DefaultOptions(info_, static_cast<int>(seats_.size()));
  }

  void StartRoom(Ui& ui) {
    RememberSetup(ui);
    SessionSetup setup;
    for (size_t i = 0; i < seats_.size(); ++i) setup.seats.push_back(SeatSetupOf(i));
    setup.options.seats = static_cast<int>(seats_.size());
    setup.options.variant = variant_;
    setup.options.seed = Seed::Random();  // a room's deal is never chosen
    ui.Push(MakeHostLobbyScreen(game_, setup));
  }

  void Start(Ui& ui) {
    RememberSetup(ui);
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
  bool recalled_ = false;  // the last set-up read back (RecallSetup)
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
