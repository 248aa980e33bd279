// The screens of play on several devices (docs/multi-device.md): the host's
// lobby (room code, QR code, link, the seats filling up, the turn timer),
// the guest's join screen (type or follow the code, take a seat, wait for
// the start), the room's line over a table and the room's screen it opens
// (the players; the host's "a bot plays this seat", its turn timer and
// "move this game to another device"; a guest's "play here instead" and
// "leave, keeping my seat"), what a guest is told when its host has been
// gone for minutes, a new device taking a game over, and the way back into a
// room at launch (asking first when the person had left it, or its host was
// long gone).
//
// Sections: shared pieces; the host's lobby; the guest's join screen; the
// room's line and screen; the host gone; taking a game over; back into a room.
//
// Named items: lobby/code, lobby/seat/<i>/bot, lobby/seat/<i>/open, lobby/seat/<i>/remove,
//   lobby/quiet/<30|60|120|never>, lobby/turn/<off|30|60|120|300>, lobby/start, lobby/cancel;
//   join/code/key/<A..Z|backspace>, join/name (selects the name for the
//   keys), join/name/key/<…>, join/connect, join/seat/<i>, join/here, join/leave;
//   game/room-line (the line over a table: opens the room's screen);
//   room/seat/<i>/bot, room/seat/<i>/back, room/turn/<…>, room/move, room/move-cancel,
//   room/here, room/leave, room/done; gone/wait, gone/leave; take/go, take/cancel;
//   return/go, return/forget.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "core/text.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "play/room.h"
#include "play/store.h"
#include "ui/play/room_screens.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

const GameInfo& InfoOf(const std::string& id) {
  const GameInfo* info = BuiltinGames().Find(id);
  LF_CHECK(info != nullptr);
  return *info;
}

}  // namespace

play::Transport* RoomTransport(Ui& ui) {
  play::Transport* link = ui.platform().Link();
  if (link != nullptr) link->SetServer(ui.settings().peer_server);
  return link;
}

namespace {

// A QR code ("N:" and N*N modules) as dark squares on a light card.
void DrawQr(Ui& ui, const std::string& qr, float size) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled(min, ImVec2(min.x + size, min.y + size), IM_COL32(255, 255, 255, 255), 6);
  const size_t colon = qr.find(':');
  if (colon == std::string::npos) return;
  const int n = std::atoi(qr.substr(0, colon).c_str());
  if (n <= 0 || qr.size() != colon + 1 + static_cast<size_t>(n) * static_cast<size_t>(n)) return;
  const float quiet = 4;  // the code's own white border, in modules
  const float cell = std::floor(size / (n + 2 * quiet));
  const float origin = std::floor((size - cell * n) * 0.5f);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (qr[colon + 1 + static_cast<size_t>(y * n + x)] != '1') continue;
      const ImVec2 a(min.x + origin + x * cell, min.y + origin + y * cell);
      list->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(0, 0, 0, 255));
    }
  }
}

// "Ana (here)", "Seat 3: open", for a lobby's list.
std::string SeatLine(const play::SeatInfo& s, int i, bool mine) {
  using K = play::SeatInfo::Kind;
  std::string line = "Seat " + std::to_string(i + 1) + ": ";
  switch (s.kind) {
    case K::kOpen: return line + "open, waiting for a player";
    case K::kBot: return line + s.name;
    case K::kHost: return line + s.name + " (host)" + (mine ? " \xE2\x80\x94 you" : "");
    case K::kGuest:
      return line + s.name + (mine ? " \xE2\x80\x94 you" : s.here ? "" : " (away)") +
             (s.held ? ", the host has a bot play for now" : s.stand_in ? ", a bot plays for now" : "");
  }
  return line;
}

// "0:42", "12:05": a turn's time left.
std::string Clock(double seconds) {
  const int s = static_cast<int>(std::ceil(std::max(0.0, seconds)));
  char text[16];
  std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
  return text;
}

// "3 min", "40 s": how long the host has been away.
std::string Minutes(double seconds) {
  if (seconds < 60) return std::to_string(static_cast<int>(seconds)) + " s";
  return std::to_string(static_cast<int>(seconds / 60)) + " min";
}

// The turn timer's choices (HostRoom::SetTurnSeconds), as a segmented row.
constexpr Segment kTurnChoices[] = {{"off", "No limit"}, {"30", "30 s"}, {"60", "1 min"}, {"120", "2 min"}, {"300", "5 min"}};
constexpr int kTurnSeconds[] = {0, 30, 60, 120, 300};

bool TurnChoice(Ui& ui, const char* name, play::HostRoom& room, float width) {
  int selected = 0;
  for (int i = 0; i < 5; ++i)
    if (kTurnSeconds[i] == room.turn_seconds()) selected = i;
  if (!Segmented(ui, name, kTurnChoices, 5, &selected, width)) return false;
  room.SetTurnSeconds(kTurnSeconds[selected]);
  return true;
}

//-----------------------------------------------------------------------------
// The host's lobby
//-----------------------------------------------------------------------------

class HostLobbyScreen final : public Screen {
 public:
  HostLobbyScreen(const GameUi& game, play::SessionSetup setup, int host_seat) : game_(game), setup_(std::move(setup)), host_seat_(host_seat) {}
  // A lobby from its file (the host's page reloaded before Start).
  HostLobbyScreen(const GameUi& game, std::shared_ptr<play::HostRoom> room)
      : game_(game), host_seat_(room->host_seat()), room_(std::move(room)), opened_(false) {}
  ~HostLobbyScreen() override {
    // Leaving the lobby ends the room: its guests are told (a reload, which
    // runs no destructor, keeps it).
    if (room_) room_->Close("The host closed the room.");
  }
  std::string Title() const override { return "Play on several devices"; }
  bool ManagesOwnLayout() const override { return true; }

  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const float s = l.scale;
    play::Transport* link = RoomTransport(ui);
    if (link == nullptr) {
      Paragraph(ui, "This device cannot link to others.", nullptr, &ui.palette().notice);
      return;
    }
    if (!room_) {
      room_ = std::make_shared<play::HostRoom>(*link, InfoOf(game_.id), ui.dictionary(), setup_, host_seat_);
      opened_ = false;
    }
    if (!opened_) {
      opened_ = true;
      room_->KeepLobbyIn(ui.store());  // from the first seat taken, a reload keeps the room
      room_->Open(ui.time());
    }
    room_->Pump(ui.time());
    // The link and QR code carry the room's secret beside its code
    // (docs/multi-device.md, "The handshake"); a new code (the server's
    // was taken) gives a new link.
    const std::string join = link->JoinLink(room_->JoinText());
    if (qr_.empty() || join != qr_link_) {
      qr_ = link->Qr(join);
      if (!qr_.empty()) qr_link_ = join;
    }

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float dock = l.target + 2 * l.small_gap + 8 * s;
    const ImVec2 top = ImGui::GetCursorPos();
    ImGui::BeginChild("lobby", ImVec2(avail.x, std::max(avail.y - dock, 1.0f)), false, ScrollFlags(ui));
    ImGui::Indent(l.column_x);
    const float width = l.column_width;
    Spacing(l.gap * 0.5f);
    Caption(ui, "Each player opens the link, scans the code, or taps \"Join a game\" on the menu and types the room's code.",
            width);
    Spacing(l.small_gap);
    // The code, large: read aloud across a table or typed on another device.
    // (The heading font, enlarged: the title font holds only the title's letters.)
    const std::string shown = play::ShowRoomCode(room_->code());
    ImFont* font = ui.fonts().heading;
    const float px = font->FontSize * 2.0f;
    const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0.0f, shown.c_str());
    ImGui::GetWindowDrawList()->AddText(font, px, ImGui::GetCursorScreenPos(), Col(ui.palette().ink), shown.c_str());
    ImGui::Dummy(size);
    ui.NameItem("lobby/code");
    Caption(ui, join, width);
    Spacing(l.small_gap);
    DrawQr(ui, qr_, std::min(width, 220 * s));
    if (!room_->link_problem().empty()) {
      Spacing(l.small_gap);
      Paragraph(ui, room_->link_problem(), nullptr, &ui.palette().notice, width);
    }
    Spacing(l.gap);
    Heading(ui, "Players");
    Spacing(l.small_gap);
    const std::vector<play::SeatInfo> table = room_->Table();
    for (size_t i = 0; i < table.size(); ++i) {
      const int seat = static_cast<int>(i);
      Paragraph(ui, SeatLine(table[i], seat, seat == room_->host_seat()), table[i].kind == play::SeatInfo::Kind::kOpen ? nullptr : ui.fonts().strong, nullptr, width);
      const std::string prefix = "lobby/seat/" + std::to_string(i);
      if (table[i].kind == play::SeatInfo::Kind::kOpen) {
        if (Button(ui, (prefix + "/bot").c_str(), "A bot plays this seat", ButtonKind::kQuiet, std::min(width, 280 * s)))
          room_->SetBot(seat, true);
      } else if (table[i].kind == play::SeatInfo::Kind::kBot) {
        if (Button(ui, (prefix + "/open").c_str(), "Open it for a player", ButtonKind::kQuiet, std::min(width, 280 * s)))
          room_->SetBot(seat, false);
      } else if (table[i].kind == play::SeatInfo::Kind::kGuest) {
        if (!table[i].here) Caption(ui, "Away: the seat is kept for 30 s.", width);
        else Caption(ui, "Taking them off leaves a bot in the seat until you open it again.", width);
        if (Button(ui, (prefix + "/remove").c_str(), "Take off the table", ButtonKind::kQuiet, std::min(width, 280 * s)))
          room_->Remove(seat);
      }
      Spacing(4 * s);
    }
    Spacing(l.gap);
    Paragraph(ui, "When a player's device goes quiet", ui.fonts().strong, nullptr, width);
    const Segment quiet[] = {{"30", "Bot after 30 s"}, {"60", "1 min"}, {"120", "2 min"}, {"never", "Wait"}};
    int selected = room_->quiet_seconds() == 30 ? 0 : room_->quiet_seconds() == 60 ? 1 : room_->quiet_seconds() == 120 ? 2 : 3;
    if (Segmented(ui, "lobby/quiet", quiet, 4, &selected, width)) {
      room_->SetQuietSeconds(selected == 0 ? 30 : selected == 1 ? 60 : selected == 2 ? 120 : 0);
    }
    Caption(ui, "A bot plays for them until they are back; their device keeps their seat.", width);
    Spacing(l.gap);
    Paragraph(ui, "Time for a turn", ui.fonts().strong, nullptr, width);
    TurnChoice(ui, "lobby/turn", *room_, width);
    Caption(ui, "When a player's time runs out, a bot plays that turn for them. Everyone sees the time left.", width);
    Spacing(l.gap);
    if (!error_.empty()) {
      if (NoticeBar(ui, "lobby/error", error_, width)) error_.clear();
      Spacing(l.small_gap);
    }
    if (Button(ui, "lobby/cancel", "Close the room", ButtonKind::kQuiet, std::min(width, 280 * s))) {
      room_->Close("The host closed the room.");
      room_.reset();
      ui.Pop();
      ImGui::Unindent(l.column_x);
      ImGui::EndChild();
      return;
    }
    Spacing(l.gap);
    ImGui::Unindent(l.column_x);
    UpdateDragScroll(ui, scroll_);
    DrawScrollFades(ui);
    ImGui::EndChild();

    ImGui::SetCursorPos(ImVec2(top.x, top.y + avail.y - dock));
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(min, ImVec2(min.x + avail.x, min.y + dock), Col(ui.palette().background));
    list->AddLine(min, ImVec2(min.x + avail.x, min.y), Col(ui.palette().border), 1.0f);
    ImGui::SetCursorPos(ImVec2(top.x + l.column_x, top.y + avail.y - dock + l.small_gap + 4 * s));
    int guests = 0, open = 0;
    for (const play::SeatInfo& seat : table) {
      guests += seat.kind == play::SeatInfo::Kind::kGuest ? 1 : 0;
      open += seat.kind == play::SeatInfo::Kind::kOpen ? 1 : 0;
    }
    const std::string label = open > 0 ? "Start (bots take the open seats)" : "Start";
    if (Button(ui, "lobby/start", label, ButtonKind::kPrimary, l.column_width, guests > 0)) Start(ui);
  }

 private:
  void Start(Ui& ui) {
    Result<std::unique_ptr<play::LocalSession>> session = room_->StartGame(game_.describe);
    if (!session.ok()) {
      error_ = session.error();
      return;
    }
    (*session)->Host(room_);            // the session pumps the room from now on
    (*session)->KeepIn(ui.store());     // and saves it with the game
    room_.reset();                      // (it is the session's now: this screen closes nothing)
    ui.Pop();
    ui.Push(MakePlayScreen(game_, std::move(*session)));
  }

  const GameUi& game_;
  play::SessionSetup setup_;
  int host_seat_;
  std::shared_ptr<play::HostRoom> room_;
  bool opened_ = false;
  std::string qr_, qr_link_;
  std::string error_;
  DragScroll scroll_;
};

//-----------------------------------------------------------------------------
// The guest's join screen
//-----------------------------------------------------------------------------

class JoinScreen final : public Screen {
 public:
  JoinScreen(std::string code, std::unique_ptr<play::GuestRoom> resumed, std::string key = "")
      : code_(std::move(code)), link_code_(code_), key_(std::move(key)), room_(std::move(resumed)) {
    if (room_) {
      code_ = room_->code();
      std::snprintf(name_, sizeof name_, "%s", room_->name().c_str());
    }
  }
  std::string Title() const override { return "Join a game"; }

  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const float width = l.column_width;
    play::Transport* link = RoomTransport(ui);
    if (link == nullptr) {
      Paragraph(ui, "This device cannot link to others.", nullptr, &ui.palette().notice);
      return;
    }
    Spacing(l.gap * 0.5f);
    if (room_ && !opened_) {
      opened_ = true;
      room_->Open(ui.time());
    }
    if (!room_) {
      DrawForm(ui, width);
      return;
    }
    if (room_->Pump(ui.time()) && room_->seat() >= 0 && !room_->token().empty()) {
      (void)ui.store().WriteGuest(room_->SaveText());
    }
    if (room_->HasTable()) {
      // The host's first table: the game opens, and the session owns the room.
      const std::string game = room_->lobby().game;
      const GameEntry* entry = FindGameEntry(game);
      if (entry != nullptr && entry->screens != nullptr) {
        auto session = play::GuestSession::Join(std::move(room_), entry->screens->describe, &ui.store(), ui.time());
        if (session.ok()) {
          ui.Pop();
          ui.Push(MakePlayScreen(*entry->screens, std::move(*session)));
          return;
        }
        error_ = session.error();
        return;
      }
    }
    Heading(ui, "Room " + play::ShowRoomCode(room_->code()));
    Spacing(l.small_gap);
    if (!room_->status().empty()) Paragraph(ui, room_->status(), nullptr, &ui.palette().notice, width);
    Caption(ui, room_->HostChecked() ? kCheckedHost : kUncheckedHost, width);
    if (room_->elsewhere()) {
      Spacing(l.small_gap);
      if (Button(ui, "join/here", "Play here instead", ButtonKind::kSecondary, std::min(width, 280 * s)))
        room_->PlayHere(ui.time());
    }
    if (room_->phase() != play::GuestRoom::Phase::kClosed && room_->HostGone(ui.time())) {
      Paragraph(ui, "The host's device has not answered for " + Minutes(room_->HostAwaySeconds(ui.time())) +
                        ". You can leave and come back later: " + (room_->seat() >= 0 ? "your seat is kept." : "the room stays open to you."),
                nullptr, &ui.palette().notice, width);
    }
    if (room_->phase() == play::GuestRoom::Phase::kLobby) {
      const GameInfo* info = BuiltinGames().Find(room_->lobby().game);
      Paragraph(ui, (info != nullptr ? info->title : room_->lobby().game) +
                        (room_->seat() < 0 ? ": choose a seat." : ": waiting for the host to start\xE2\x80\xA6"),
                nullptr, nullptr, width);
      Spacing(l.small_gap);
      const auto& table = room_->table();
      for (size_t i = 0; i < table.size(); ++i) {
        const int seat = static_cast<int>(i);
        Paragraph(ui, SeatLine(table[i], seat, seat == room_->seat()), nullptr, nullptr, width);
        if (table[i].kind == play::SeatInfo::Kind::kOpen) {
          const std::string id = "join/seat/" + std::to_string(i);
          if (Button(ui, id.c_str(), room_->seat() < 0 ? "Sit here" : "Move here", ButtonKind::kSecondary,
                     std::min(width, 240 * s))) {
            room_->Sit(seat, name_);
          }
        }
        Spacing(4 * s);
      }
    }
    Spacing(l.gap);
    // Leaving gives the seat up, but for a host gone for minutes: then the
    // seat is kept, and the next launch asks before going back.
    const bool keep = room_->phase() != play::GuestRoom::Phase::kClosed && room_->seat() >= 0 &&
                      (room_->HostGone(ui.time()) || room_->elsewhere());
    if (Button(ui, "join/leave",
               room_->phase() == play::GuestRoom::Phase::kClosed && !room_->elsewhere() ? "Back"
               : keep                                                                  ? "Leave, keeping my seat"
                                                                                       : "Leave",
               ButtonKind::kQuiet, std::min(width, 280 * s))) {
      room_->Leave();
      if (keep) {
        room_->MarkLeft();
        (void)ui.store().WriteGuest(room_->SaveText());
      } else {
        (void)ui.store().RemoveGuest();
      }
      room_.reset();
      ui.Pop();
    }
  }

 private:
  // The code as letter tiles and the player's name, typed on the app's
  // letter keys (or a physical keyboard) into whichever is chosen.
  void DrawForm(Ui& ui, float width) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    Paragraph(ui, "The room's code", ui.fonts().strong, nullptr, width);
    Caption(ui, "Eight letters, on the host's screen.", width);
    std::string shown = code_;
    LetterTiles(ui, shown, 8, "ABCDEFGH", std::min(width, 420 * s));
    ImGui::SetCursorScreenPos(ImGui::GetItemRectMin());
    if (ImGui::InvisibleButton("##code", ImGui::GetItemRectSize())) editing_name_ = false;
    Spacing(l.small_gap);
    Paragraph(ui, "Your name", ui.fonts().strong, nullptr, width);
    const std::string name_label = name_[0] != '\0' ? std::string(name_) : std::string("(tap to type)");
    if (Button(ui, "join/name", name_label + (editing_name_ ? "  \xE2\x9C\x8E" : ""), ButtonKind::kSecondary,
               std::min(width, 420 * s))) {
      editing_name_ = true;
    }
    Spacing(l.small_gap);
    LetterKeys keys;
    const size_t length = editing_name_ ? std::strlen(name_) : code_.size();
    keys.letters = editing_name_ ? length + 1 < sizeof name_ : length < 8;
    keys.erase = length > 0;
    keys.space_and_done = editing_name_;
    keys.space_enabled = editing_name_ && length > 0 && name_[length - 1] != ' ';
    MirrorFields(ui);
    const KeyTap tap = LetterKeyboard(ui, editing_name_ ? "join/name/key" : "join/code/key", keys, width);
    Type(tap);
    // A physical keyboard types too.
    for (ImWchar c : ImGui::GetIO().InputQueueCharacters) {
      KeyTap t;
      t.kind = KeyTap::Kind::kChar;
      t.c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
      if ((t.c >= 'A' && t.c <= 'Z') || t.c == ' ') Type(t);
    }
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), true)) {
      KeyTap t;
      t.kind = KeyTap::Kind::kBackspace;
      Type(t);
    }
    if (tap.kind == KeyTap::Kind::kDone) editing_name_ = false;
    Spacing(l.gap);
    if (!error_.empty()) {
      Paragraph(ui, error_, nullptr, &ui.palette().notice, width);
      Spacing(l.small_gap);
    }
    const bool ready = play::NormalizeRoomCode(code_).size() == 8;
    // The secret counts only for the code its link came with.
    const bool from_link = !key_.empty() && play::NormalizeRoomCode(code_) == link_code_;
    Caption(ui, from_link ? kCheckedHost : kUncheckedHost, width);
    Spacing(l.small_gap);
    if (Button(ui, "join/connect", "Join", ButtonKind::kPrimary, width, ready) ||
        (ready && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)))) {
      room_ = std::make_unique<play::GuestRoom>(*RoomTransport(ui), BuiltinGames(), ui.dictionary(),
                                                play::NormalizeRoomCode(code_), name_);
      if (from_link) room_->SetHostKey(key_);
      opened_ = false;
    }
  }

  // The page's mirror types the code and the name in fields of their own,
  // through the same rules as the keys (ui/mirror.h).
  void MirrorFields(Ui& ui) {
    const bool editing = editing_name_;
    auto retype = [&](const std::string& text, bool name) {
      editing_name_ = name;
      if (name) name_[0] = '\0';
      else code_.clear();
      for (const char ch : text) {
        KeyTap t;
        t.kind = KeyTap::Kind::kChar;
        t.c = static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
        Type(t);
      }
    };
    if (const std::string* typed = ui.MirrorTyped("join/code-field")) retype(*typed, false);
    if (const std::string* typed = ui.MirrorTyped("join/name-field")) retype(*typed, true);
    editing_name_ = editing;
    MirrorNode code{MirrorNode::Role::kField, "join/code-field", "Room code (8 letters)"};
    code.value = code_;
    ui.Mirror(std::move(code));
    MirrorNode name{MirrorNode::Role::kField, "join/name-field", "Your name"};
    name.value = name_;
    ui.Mirror(std::move(name));
  }

  void Type(const KeyTap& tap) {
    if (!tap) return;
    if (editing_name_) {
      size_t length = std::strlen(name_);
      if (tap.kind == KeyTap::Kind::kBackspace && length > 0) name_[length - 1] = '\0';
      if (tap.kind == KeyTap::Kind::kChar && length + 1 < sizeof name_) {
        const bool word_start = length == 0 || name_[length - 1] == ' ';
        char c = tap.c;
        if (c == ' ' && word_start) return;
        if (c >= 'A' && c <= 'Z' && !word_start) c = static_cast<char>(c - 'A' + 'a');
        name_[length] = c;
        name_[length + 1] = '\0';
      }
      return;
    }
    if (tap.kind == KeyTap::Kind::kBackspace && !code_.empty()) code_.pop_back();
    if (tap.kind == KeyTap::Kind::kChar && code_.size() < 8 && play::kRoomAlphabet.find(tap.c) != std::string_view::npos)
      code_ += tap.c;
  }

  // How far the device answering is trusted (docs/multi-device.md, "Identity").
  static constexpr const char* kCheckedHost =
      "This device checks, on every connection, that it reaches the room's host and no other device.";
  static constexpr const char* kUncheckedHost =
      "Typed code: until you sit down this device cannot check that it reaches the real host (another device "
      "could answer to the code). From the moment the host seats you, it checks every time. The host's link or "
      "QR code lets it check from the start.";

  std::string code_, link_code_, key_;
  char name_[24] = {};
  bool editing_name_ = false;
  std::unique_ptr<play::GuestRoom> room_;
  bool opened_ = false;
  std::string error_;
};

//-----------------------------------------------------------------------------
// The room's screen (from the line over a table)
//-----------------------------------------------------------------------------

// The room as the table's player sees it, above the table (which it keeps
// playing: the room's messages, the bots, the clock). The host sees who is
// where, gives a seat to a bot and back, sets the turn timer and can move
// the game to another of its devices; a guest sees whether its host is
// checked and here, plays here again if its seat went to another device, or
// leaves, keeping its seat.
class RoomScreen final : public Screen {
 public:
  explicit RoomScreen(play::Session& session) : session_(session) {}
  std::string Title() const override {
    const std::optional<play::RoomStatus> room = session_.Room();
    return room ? "Room " + play::ShowRoomCode(room->code) : "Room";
  }

  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const float width = l.column_width;
    session_.ReleaseRetired();  // (the table under this screen is not drawn)
    session_.Update(ui.time());
    auto* local = dynamic_cast<play::LocalSession*>(&session_);
    play::HostRoom* host = local != nullptr ? local->host_room() : nullptr;
    auto* guest = dynamic_cast<play::GuestSession*>(&session_);
    Spacing(l.gap * 0.5f);
    if (local != nullptr && moved_) {
      Paragraph(ui, "The game is on your other device now: play on there. Its players followed by themselves.",
                ui.fonts().strong, nullptr, width);
      Spacing(l.gap);
      if (Button(ui, "room/done", "Back to the menu", ButtonKind::kPrimary, std::min(width, 320 * s))) {
        ui.Pop();  // this screen
        ui.Pop();  // the table (its save is gone)
      }
      return;
    }
    const std::optional<play::RoomStatus> room = session_.Room();
    if (!room) {
      ui.Pop();
      return;
    }
    if (host != nullptr && host->HandedOver()) {
      local->HandedOver();
      moved_ = true;
      return;
    }
    Heading(ui, "Players");
    Spacing(l.small_gap);
    for (size_t i = 0; i < room->seats.size(); ++i) {
      const int seat = static_cast<int>(i);
      const play::SeatInfo& info = room->seats[i];
      Paragraph(ui, SeatLine(info, seat, seat == session_.viewer()), nullptr, nullptr, width);
      if (host != nullptr && info.kind == play::SeatInfo::Kind::kGuest && local != nullptr) {
        const std::string prefix = "room/seat/" + std::to_string(i);
        if (info.held) {
          if (Button(ui, (prefix + "/back").c_str(), "Give " + info.name + " the seat back", ButtonKind::kQuiet,
                     std::min(width, 320 * s)))
            host->HoldSeat(*local, seat, false);
        } else if (Button(ui, (prefix + "/bot").c_str(), "A bot plays this seat", ButtonKind::kQuiet,
                          std::min(width, 320 * s))) {
          host->HoldSeat(*local, seat, true);
        }
      }
      Spacing(4 * s);
    }
    if (host != nullptr) {
      Caption(ui, "A bot keeps a seat going for a player who stalls the game or is gone; give it back when they "
                  "are ready.",
              width);
      Spacing(l.gap);
      Paragraph(ui, "Time for a turn", ui.fonts().strong, nullptr, width);
      TurnChoice(ui, "room/turn", *host, width);
      Spacing(l.gap);
      DrawMove(ui, *host, width);
      return;
    }
    if (guest != nullptr) DrawGuest(ui, *guest, *room, width);
  }

 private:
  // Moving the game to another of the host's own devices: a link and QR
  // code that device opens.
  void DrawMove(Ui& ui, play::HostRoom& host, float width) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    play::Transport* link = RoomTransport(ui);
    Paragraph(ui, "Your other device", ui.fonts().strong, nullptr, width);
    if (!host.HandoverOffered() || link == nullptr) {
      Caption(ui, "A phone running out of battery need not end the game: open the game on another of your devices, "
                  "and the players follow by themselves.",
              width);
      if (Button(ui, "room/move", "Move this game to another device", ButtonKind::kSecondary,
                 std::min(width, 360 * s), link != nullptr)) {
        handover_ = link->JoinLink(host.OfferHandover(ui.time()));
        qr_.clear();
      }
      return;
    }
    if (qr_.empty()) qr_ = link->Qr(handover_);
    Caption(ui, "On your other device, scan this code or open the link. Only a device with it can take the game; "
                "it works once, for ten minutes.",
            width);
    Spacing(l.small_gap);
    DrawQr(ui, qr_, std::min(width, 220 * s));
    Caption(ui, handover_, width);
    Spacing(l.small_gap);
    if (Button(ui, "room/move-cancel", "Cancel", ButtonKind::kQuiet, std::min(width, 240 * s))) host.CancelHandover();
  }

  void DrawGuest(Ui& ui, play::GuestSession& guest, const play::RoomStatus& room, float width) {
    const Layout& l = ui.layout();
    const float s = l.scale;
    Spacing(l.small_gap);
    Caption(ui, room.checked ? "This device checked that it reaches the room's host."
                             : "This device cannot check the host's device yet (it came by a typed code).",
            width);
    if (room.viewer_held) Paragraph(ui, "The host has a bot play your seat for now.", nullptr, &ui.palette().notice, width);
    if (!room.connected && room.away > 10) {
      Paragraph(ui, "The host's device has not answered for " + Minutes(room.away) + ".", nullptr,
                &ui.palette().notice, width);
    }
    Spacing(l.gap);
    if (room.elsewhere) {
      Paragraph(ui, "Your seat is open on another device now.", nullptr, nullptr, width);
      if (Button(ui, "room/here", "Play here instead", ButtonKind::kSecondary, std::min(width, 320 * s)))
        guest.room().PlayHere(ui.time());
      Spacing(l.small_gap);
    }
    if (Button(ui, "room/leave", "Leave the table, keeping my seat", ButtonKind::kQuiet, std::min(width, 360 * s))) {
      ui.Pop();  // this screen
      ui.Pop();  // the table: leaving it keeps the seat's file, and the next launch asks first
    }
  }

  play::Session& session_;
  bool moved_ = false;
  std::string handover_, qr_;
};

//-----------------------------------------------------------------------------
// The host gone
//-----------------------------------------------------------------------------

// A guest whose host has not answered for minutes: told so, and offered to
// leave (its seat kept) or keep waiting. The table below goes on trying.
class HostGoneScreen final : public Screen {
 public:
  explicit HostGoneScreen(play::GuestSession& session) : session_(session) {}
  std::string Title() const override { return "The host is away"; }
  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const float width = l.column_width;
    session_.ReleaseRetired();
    session_.Update(ui.time());
    const std::optional<play::RoomStatus> room = session_.Room();
    if (!room || !room->gone) {
      ui.Pop();  // the host is back
      return;
    }
    Spacing(l.gap * 0.5f);
    Paragraph(ui, "The host's device has not answered for " + Minutes(room->away) +
                      ". It may be off, asleep or out of reach.",
              ui.fonts().strong, nullptr, width);
    Spacing(l.small_gap);
    Paragraph(ui, "You can keep waiting here, or leave and come back later: your seat is kept, and this device asks "
                  "you before it goes back to the room.",
              nullptr, nullptr, width);
    Spacing(l.gap);
    if (Button(ui, "gone/wait", "Keep waiting", ButtonKind::kPrimary, std::min(width, 320 * s))) ui.Pop();
    Spacing(l.small_gap);
    if (Button(ui, "gone/leave", "Leave, keeping my seat", ButtonKind::kSecondary, std::min(width, 320 * s))) {
      ui.Pop();  // this screen
      ui.Pop();  // the table: leaving keeps the seat's file
    }
  }

 private:
  play::GuestSession& session_;
};

//-----------------------------------------------------------------------------
// Taking a game over (the host's own other device)
//-----------------------------------------------------------------------------

// The host's other device opened a handover link: it connects to the room's
// host (checking its key), proves the link's token, receives the game's
// save, keeps it, says so, and opens the table, which takes over the room's
// names (the guests follow by themselves).
class TakeOverScreen final : public Screen {
 public:
  explicit TakeOverScreen(play::JoinKey key) : key_(std::move(key)) {}
  std::string Title() const override { return "Move a game here"; }
  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const float width = l.column_width;
    play::Transport* link = RoomTransport(ui);
    Spacing(l.gap * 0.5f);
    if (link == nullptr) {
      Paragraph(ui, "This device cannot link to others.", nullptr, &ui.palette().notice);
      return;
    }
    if (!room_ && !kept_) {
      Paragraph(ui, "Move the game of room " + play::ShowRoomCode(key_.code) + " to this device?", ui.fonts().strong,
                nullptr, width);
      Caption(ui, "This device becomes the room's host: the players follow by themselves. A game of the same kind in "
                  "progress on this device is replaced.",
              width);
      Spacing(l.gap);
      if (Button(ui, "take/go", "Move it here", ButtonKind::kPrimary, std::min(width, 320 * s))) {
        room_ = std::make_unique<play::GuestRoom>(*link, BuiltinGames(), ui.dictionary(), key_.code, "");
        room_->SetHostKey(key_.key);
        room_->SetHandover(key_.take);
        room_->Open(ui.time());
      }
      Spacing(l.small_gap);
      if (Button(ui, "take/cancel", "Not now", ButtonKind::kQuiet, std::min(width, 240 * s))) ui.Pop();
      return;
    }
    if (room_ && !kept_) {
      room_->Pump(ui.time());
      const std::string save = room_->TakeHandover();
      if (!save.empty()) Keep(ui, save);
    }
    if (kept_) {
      // The old device closes its link on our word; its names are the
      // table's to take when it opens (retrying while the server holds them).
      if (ui.time() - kept_at_ > 1.0) {
        room_->Leave();
        room_.reset();
        ui.Pop();
        if (!ReopenLastTable(ui)) ui.Push(MakeJoinScreen());
        return;
      }
      Paragraph(ui, "The game is here. Opening the table\xE2\x80\xA6", nullptr, nullptr, width);
      return;
    }
    Paragraph(ui, room_->status().empty() ? "Connecting\xE2\x80\xA6" : room_->status(), nullptr,
              error_.empty() ? nullptr : &ui.palette().notice, width);
    if (!error_.empty()) Paragraph(ui, error_, nullptr, &ui.palette().notice, width);
    Spacing(l.gap);
    if (Button(ui, "take/cancel", "Cancel", ButtonKind::kQuiet, std::min(width, 240 * s))) {
      room_->Leave();
      room_.reset();
      ui.Pop();
    }
  }

 private:
  void Keep(Ui& ui, const std::string& save) {
    // Only a game this program can open, with its room and the key the link
    // named: then it is written where the table reopens it from.
    auto loaded = play::LocalSession::Load(save, BuiltinGames(), ui.dictionary(), {});
    Result<Json> j = Json::Parse(save);
    const std::optional<play::HostKey> key =
        j.ok() ? play::HostKey::FromSecretText((*j)["room"]["key"].as_string()) : std::nullopt;
    if (!loaded.ok() || !key || key->public_key != key_.key) {
      error_ = "The game that came could not be opened here" + (loaded.ok() ? std::string(".") : ": " + loaded.error());
      return;
    }
    const std::string game = (*loaded)->info().name;
    const Status written = ui.store().Write(game, play::Slot::kGame, save);
    if (!written.ok()) {
      error_ = "The game could not be saved here: " + written.reason();
      return;
    }
    ui.store().MarkOpen(game, play::Slot::kGame);
    room_->ConfirmHandover();
    kept_ = true;
    kept_at_ = ui.time();
  }

  play::JoinKey key_;
  std::unique_ptr<play::GuestRoom> room_;
  bool kept_ = false;
  double kept_at_ = 0;
  std::string error_;
};

//-----------------------------------------------------------------------------
// Back into a room at launch
//-----------------------------------------------------------------------------

// A seat this device left on purpose, or whose host was long gone: asked
// before going back, not reopened at every launch.
class AskReturnScreen final : public Screen {
 public:
  explicit AskReturnScreen(std::unique_ptr<play::GuestRoom> room) : room_(std::move(room)) {}
  std::string Title() const override { return "Your seat in a room"; }
  void Draw(Ui& ui) override {
    const Layout& l = ui.layout();
    const float s = l.scale;
    const float width = l.column_width;
    Spacing(l.gap * 0.5f);
    Paragraph(ui, "You have a seat in room " + play::ShowRoomCode(room_->code()) +
                      (room_->name().empty() ? "" : ", as " + room_->name()) + ".",
              ui.fonts().strong, nullptr, width);
    if (room_->host_seen() > 0) {
      const double ago = std::difftime(std::time(nullptr), static_cast<std::time_t>(room_->host_seen()));
      Caption(ui, "Its host was last heard from " + (ago < 3600 ? Minutes(ago) : std::to_string(static_cast<int>(ago / 3600)) + " h") +
                      " ago.",
              width);
    }
    Spacing(l.gap);
    if (Button(ui, "return/go", "Go back to the room", ButtonKind::kPrimary, std::min(width, 320 * s))) {
      std::unique_ptr<play::GuestRoom> room = std::move(room_);
      ui.Pop();
      ui.Push(MakeResumedJoinScreen(std::move(room)));
      return;
    }
    Spacing(l.small_gap);
    if (Button(ui, "return/forget", "Give the seat up", ButtonKind::kQuiet, std::min(width, 320 * s))) {
      (void)ui.store().RemoveGuest();
      ui.Pop();
    }
  }

 private:
  std::unique_ptr<play::GuestRoom> room_;
};

}  // namespace

std::unique_ptr<Screen> MakeResumedJoinScreen(std::unique_ptr<play::GuestRoom> room) {
  return std::make_unique<JoinScreen>("", std::move(room));
}

//-----------------------------------------------------------------------------
// The room's line over a table
//-----------------------------------------------------------------------------

void DrawRoomLine(Ui& ui, play::Session& session, float width) {
  const std::optional<play::RoomStatus> room = session.Room();
  if (!room) return;
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  // "Room ABCD-EFGH · Ben is away · Your turn: 0:42": always there in a
  // room, one line, so nothing under it moves when it changes.
  std::string line = "Room " + play::ShowRoomCode(room->code);
  for (size_t i = 0; i < room->seats.size(); ++i) {
    const play::SeatInfo& s = room->seats[i];
    if (s.kind != play::SeatInfo::Kind::kGuest && s.kind != play::SeatInfo::Kind::kHost) continue;
    const bool stand_in = session.IsStandIn(static_cast<int>(i)) || s.stand_in;
    if (!s.here || stand_in) line += " \xC2\xB7 " + s.name + (s.held ? ": a bot plays" : stand_in ? ": a bot plays until they are back" : " is away");
  }
  // The turn timer where it matters: the viewer's own, or who is deciding.
  bool hurry = false;
  const double now = ui.time();
  if (std::optional<double> left = session.TurnLeft(session.viewer(), now); left && session.IsDeciding(session.viewer())) {
    line += " \xC2\xB7 Your turn: " + Clock(*left);
    hurry = *left <= 10;
  } else {
    for (int seat : session.Deciding()) {
      if (std::optional<double> other = session.TurnLeft(seat, now)) {
        line += " \xC2\xB7 " + session.SeatName(seat) + ": " + Clock(*other);
        break;
      }
    }
  }
  const std::string more = "Room \xE2\x80\xBA";
  ImFont* font = ui.fonts().small;
  const float height = l.target;
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  bool pressed = ImGui::InvisibleButton("game/room-line", ImVec2(width, height));
  ui.NameItem("game/room-line");
  if (ui.MirrorPressed("game/room-line")) pressed = true;
  ui.Mirror(MirrorNode{MirrorNode::Role::kButton, "game/room-line", line, "Opens the room's page"});
  ImDrawList* list = ImGui::GetWindowDrawList();
  if (ImGui::IsItemActive()) list->AddRectFilled(min, max, Col(p.sunken), 6 * l.scale);
  const ImVec2 more_size = MeasureText(ui.fonts().strong, more);
  // The line, cut to what fits beside "Room ›".
  std::string shown = line;
  const float room_for = width - more_size.x - 12 * l.scale;
  while (shown.size() > 4 && MeasureText(font, shown).x > room_for) {
    shown.pop_back();
    while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xc0) == 0x80) shown.pop_back();
    if (!shown.empty() && static_cast<unsigned char>(shown.back()) >= 0xc0) shown.pop_back();
  }
  if (shown != line) shown += "\xE2\x80\xA6";
  const ImVec2 text_size = MeasureText(font, shown);
  DrawText(list, font, ImVec2(min.x, min.y + (height - text_size.y) * 0.5f), hurry ? p.notice : p.ink_muted, shown);
  DrawText(list, ui.fonts().strong, ImVec2(max.x - more_size.x, min.y + (height - more_size.y) * 0.5f), p.accent, more);
  if (pressed) ui.Push(std::make_unique<RoomScreen>(session));
  // A guest whose host has been gone for minutes is told, once each time.
  if (auto* guest = dynamic_cast<play::GuestSession*>(&session); guest != nullptr && guest->TakeHostGone(now))
    ui.Push(std::make_unique<HostGoneScreen>(*guest));
}

std::unique_ptr<Screen> MakeHostLobbyScreen(const GameUi& game, play::SessionSetup setup) {
  int host_seat = 0;
  for (size_t i = 0; i < setup.seats.size(); ++i) {
    if (setup.seats[i].human) {
      host_seat = static_cast<int>(i);
      break;
    }
  }
  setup.seats[static_cast<size_t>(host_seat)].human = true;
  return std::make_unique<HostLobbyScreen>(game, std::move(setup), host_seat);
}

std::unique_ptr<Screen> MakeJoinScreen(std::string code) {
  const play::JoinKey key = play::ParseJoin(code);
  if (!key.take.empty() && !key.key.empty()) return std::make_unique<TakeOverScreen>(key);
  return std::make_unique<JoinScreen>(key.code, nullptr, key.key);
}

bool ReturnToRoom(Ui& ui) {
  play::Transport* link = RoomTransport(ui);
  if (link == nullptr) return false;
  // A link the page was opened with comes first.
  const std::string pending = ui.platform().TakePendingJoin();
  if (!pending.empty()) {
    ui.Push(MakeJoinScreen(pending));
    return true;
  }
  // A guest whose page reloaded goes back to its seat; one that left the
  // table on purpose, or whose host was long gone, is asked first.
  if (Result<std::string> text = ui.store().ReadGuest(); text.ok()) {
    auto room = play::GuestRoom::Resume(*link, BuiltinGames(), ui.dictionary(), *text);
    if (room.ok()) {
      const int64_t seen = (*room)->host_seen();
      const bool stale = seen > 0 && std::difftime(std::time(nullptr), static_cast<std::time_t>(seen)) > 15 * 60;
      if ((*room)->left() || stale) ui.Push(std::make_unique<AskReturnScreen>(std::move(*room)));
      else ui.Push(MakeResumedJoinScreen(std::move(*room)));
      return true;
    }
    (void)ui.store().RemoveGuest();
  }
  // A host whose page reloaded in its lobby (a seat was taken): the lobby again.
  if (Result<std::string> lobby = ui.store().ReadLobby(); lobby.ok()) {
    Result<Json> j = Json::Parse(*lobby);
    const GameEntry* entry = j.ok() ? FindGameEntry((*j)["game"].as_string()) : nullptr;
    if (entry != nullptr && entry->screens != nullptr) {
      auto room = play::HostRoom::Resume(*link, InfoOf(entry->id), ui.dictionary(), *j);
      if (room.ok()) {
        ui.Push(entry->open(ui));  // the set-up screen under the lobby, as when it was made
        ui.Push(std::make_unique<HostLobbyScreen>(*entry->screens, std::shared_ptr<play::HostRoom>(std::move(*room))));
        return true;
      }
    }
    (void)ui.store().RemoveLobby();
  }
  // A host whose page reloaded at its table reopens the room with the game
  // from its save (which holds the room).
  Result<play::Store::LastTable> last = ui.store().LastOpen();
  if (!last.ok() || last->slot != play::Slot::kGame) return false;
  Result<std::string> save = ui.store().Read(last->game, last->slot);
  if (!save.ok()) return false;
  Result<Json> j = Json::Parse(*save);
  if (!j.ok() || !(*j)["room"].is_object()) return false;
  return ReopenLastTable(ui);
}

}  // namespace lf::ui
