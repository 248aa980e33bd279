// The screens of play on several devices (docs/multi-device.md): the host's
// lobby (room code, QR code, link, the seats filling up), the guest's join
// screen (type or follow the code, take a seat, wait for the start), and the
// way back into a room after a reload.
//
// Named items: lobby/code, lobby/seat/<i>/bot, lobby/seat/<i>/open, lobby/seat/<i>/remove,
//   lobby/quiet/<30|60|120|never>, lobby/start, lobby/cancel;
//   join/code/key/<A..Z|backspace>, join/name (selects the name for the
//   keys), join/name/key/<…>, join/connect, join/seat/<i>, join/leave.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "core/text.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "play/room.h"
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
             (s.stand_in ? ", a bot plays for now" : "");
  }
  return line;
}

//-----------------------------------------------------------------------------
// The host's lobby
//-----------------------------------------------------------------------------

class HostLobbyScreen final : public Screen {
 public:
  HostLobbyScreen(const GameUi& game, play::SessionSetup setup, int host_seat) : game_(game), setup_(std::move(setup)), host_seat_(host_seat) {}
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
      room_->Open(ui.time());
    }
    room_->Pump(ui.time());
    // The link and QR code carry the room's secret beside its code
    // (docs/multi-device.md, "The handshake"); a new code (the server's
    // was taken) gives a new link.
    const std::string join = link->JoinLink(play::JoinText(room_->code(), room_->secret()));
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
    ui.Pop();
    ui.Push(MakePlayScreen(game_, std::move(*session)));
  }

  const GameUi& game_;
  play::SessionSetup setup_;
  int host_seat_;
  std::shared_ptr<play::HostRoom> room_;
  std::string qr_, qr_link_;
  std::string error_;
  DragScroll scroll_;
};

//-----------------------------------------------------------------------------
// The guest's join screen
//-----------------------------------------------------------------------------

class JoinScreen final : public Screen {
 public:
  JoinScreen(std::string code, std::unique_ptr<play::GuestRoom> resumed, std::string secret = "")
      : code_(std::move(code)), link_code_(code_), secret_(std::move(secret)), room_(std::move(resumed)) {
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
    if (!room_->HostChecked()) Caption(ui, kUncheckedHost, width);
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
    if (Button(ui, "join/leave", room_->phase() == play::GuestRoom::Phase::kClosed ? "Back" : "Leave",
               ButtonKind::kQuiet, std::min(width, 240 * s))) {
      room_->Leave();
      (void)ui.store().RemoveGuest();
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
    const bool from_link = !secret_.empty() && play::NormalizeRoomCode(code_) == link_code_;
    Caption(ui, from_link ? "From the host's link: this device checks that it reaches that host." : kUncheckedHost,
            width);
    Spacing(l.small_gap);
    if (Button(ui, "join/connect", "Join", ButtonKind::kPrimary, width, ready) ||
        (ready && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)))) {
      room_ = std::make_unique<play::GuestRoom>(*RoomTransport(ui), BuiltinGames(), ui.dictionary(),
                                                play::NormalizeRoomCode(code_), name_);
      if (from_link) room_->SetSecret(secret_);
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

  // What a guest that typed the code is told (docs/multi-device.md, "The handshake").
  static constexpr const char* kUncheckedHost =
      "Typed code: this device cannot check that it reaches the real host. The host's link or QR code lets it check.";

  std::string code_, link_code_, secret_;
  char name_[24] = {};
  bool editing_name_ = false;
  std::unique_ptr<play::GuestRoom> room_;
  bool opened_ = false;
  std::string error_;
};

}  // namespace

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
  return std::make_unique<JoinScreen>(key.code, nullptr, key.secret);
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
  // A guest whose page reloaded goes back to its seat.
  if (Result<std::string> text = ui.store().ReadGuest(); text.ok()) {
    auto room = play::GuestRoom::Resume(*link, BuiltinGames(), ui.dictionary(), *text);
    if (room.ok()) {
      ui.Push(std::make_unique<JoinScreen>("", std::move(*room)));
      return true;
    }
    (void)ui.store().RemoveGuest();
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
