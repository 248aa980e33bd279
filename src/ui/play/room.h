// Play on several devices (docs/multi-device.md): a room links one host's
// device to its guests' devices through a Transport (the page's PeerJS data
// channels on the web; an in-memory hub in the tests). No ImGui here: the
// lobby and join screens (room_screens.cpp) draw the rooms, the tests drive
// them.
//
// The host's device is the authority. HostRoom keeps the seats (who sits
// where, each guest's secret seat token, whether their device is here), and
// while the game runs it hands each guest's moves to the host's GameSession
// (Play(), which checks them) and sends each guest the snapshot of its own
// seat's redacted table after every change. Nothing else leaves the host:
// no other seat's cards, no seed.
//
// A guest's moves carry sequence numbers: a move the host has handled
// (acknowledged in its next table) is never applied again, so a guest may
// resend whatever it has not seen acknowledged after a reconnection, and a
// host that reloads from its save and its room file keeps the numbers.
#pragma once
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/protocol.h"
#include "core/registry.h"
#include "ui/play/session.h"

namespace lf::net {

using ui::GameSession;
using ui::MoveDescriber;
using ui::SessionSetup;

// One event of a transport, oldest first from Poll().
struct LinkEvent {
  enum class Kind { kReady, kOpen, kMessage, kClosed, kError };
  Kind kind = Kind::kReady;
  int peer = 0;      // the host is peer 0 for a guest; a host's guests are 1, 2, ...
  std::string data;  // kMessage: the text; kError: a reason a person can read
  bool fatal = false;  // kError: the link is down (it may be started again)
  std::string type;    // kError: the transport's own name for it ("unavailable-id", ...)
};

// The link between devices: the page's PeerJS on the web (shell/net.js).
class Transport {
 public:
  enum class Role { kHost, kGuest };
  virtual ~Transport() = default;
  // Opens the link as the room's host (listening under the room's code) or
  // as a guest (connecting to the room's host); closes any earlier link.
  virtual void Start(Role role, const std::string& room) = 0;
  virtual void Send(int peer, const std::string& text) = 0;
  virtual void Drop(int peer) = 0;  // host: closes one guest's connection
  virtual void Close() = 0;
  virtual std::vector<LinkEvent> Poll() = 0;
  // The PeerServer to use from the next Start(): "host:port[/path]", or ""
  // for the default (the page's ?peer=, the build's, or the PeerJS cloud).
  virtual void SetServer(const std::string& server) {}
  // The QR code of `text`: "N:" and N*N '0'/'1' modules, row by row ("" until ready).
  virtual std::string Qr(const std::string& text) { return ""; }
  // The address that opens the join screen with the room's code filled in.
  virtual std::string JoinLink(const std::string& room) { return ""; }
};

// The host's side of a room.
class HostRoom {
 public:
  struct Seat {
    SeatInfo::Kind kind = SeatInfo::Kind::kOpen;
    std::string name;
    std::string token;   // a guest's secret, given when they sit down
    std::string level = "medium";  // a bot's level; also the stand-in's
    int peer = -1;       // the guest's connection, -1 while away
    double heard = 0;    // app time the guest's device was last heard from
    uint64_t last_seq = 0;  // the last of their moves the host handled
  };

  // A lobby for `plan` (the set-up screen's seats: people's seats open for
  // guests, bots stay bots), the host sitting at `host_seat`.
  HostRoom(Transport& link, const GameInfo& info, const Dictionary* dict, SessionSetup plan, int host_seat,
           std::string code = NewRoomCode());
  // Reopens a room from its file (SaveText) after the host's page reloaded;
  // the game itself comes from the host's save.
  static Result<std::unique_ptr<HostRoom>> Resume(Transport& link, const GameRegistry& registry,
                                                  const Dictionary* dict, std::string_view room_text);
  static constexpr const char* kFileName = "room-host.json";
  std::string SaveText() const;

  void Open(double now);  // starts listening (again)
  void Close(const std::string& reason);  // tells every guest, then closes the link
  // Closes the link without a word: the guests try again until the host's
  // device opens the room again (it left the table, or reloads).
  void Disconnect() { link_->Close(); }

  const std::string& code() const { return code_; }
  const GameInfo& info() const { return *info_; }
  const std::vector<Seat>& seats() const { return seats_; }
  std::vector<SeatInfo> Table() const;  // as the guests see it
  int host_seat() const { return host_seat_; }
  bool started() const { return started_; }
  // Seconds after which a bot plays for a guest who has gone quiet (0: never).
  int quiet_seconds() const { return quiet_; }
  void SetQuietSeconds(int seconds);
  // The lobby's seats: a bot sits at an open seat, or leaves it open again.
  void SetBot(int seat, bool bot);

  // The game: open seats become bots, guests' seats remote people.
  Result<std::unique_ptr<GameSession>> StartGame(MoveDescriber describe);
  // The host's save was loaded (a reload): the room carries on with it.
  void Adopt(const GameSession& session);

  // Handles what arrived, then sends each guest its table if it changed.
  // `session` is the game in progress (null in the lobby). Returns true when
  // a guest's move changed the game (to be saved).
  bool Pump(GameSession* session, double now);
  // Tells every guest the game now in `session` (a rematch).
  void Restarted();

  // What the link said last ("" when all is well), and the room's log of
  // refused messages and arrivals.
  const std::string& link_problem() const { return link_problem_; }
  const std::vector<std::string>& log() const { return log_; }
  // Bytes sent in tables since the room opened, and how many tables.
  size_t bytes_sent() const { return bytes_sent_; }
  size_t tables_sent() const { return tables_sent_; }

 private:
  void Handle(int peer, const std::string& text, GameSession* session, double now, bool* moved);
  void SendLobby(int peer, int seat);
  void SendState(int seat, const GameSession& session);
  void Broadcast(GameSession* session);
  void Note(std::string line);
  int SeatOf(int peer) const;

  Transport* link_;
  const GameInfo* info_;
  const Dictionary* dict_;
  SessionSetup plan_;
  std::string code_;
  int host_seat_ = 0;
  std::vector<Seat> seats_;
  int quiet_ = 60;
  bool started_ = false;
  uint64_t game_number_ = 0;  // rematches: a guest's table starts again
  std::vector<int> peers_;    // connected peers with no seat yet
  std::vector<std::string> sent_;  // per seat: the key of the last table sent
  std::string lobby_key_;
  double reopen_at_ = -1;
  std::string link_problem_;
  std::vector<std::string> log_;
  size_t bytes_sent_ = 0, tables_sent_ = 0;
};

// A guest's side of a room.
class GuestRoom {
 public:
  enum class Phase { kConnecting, kLobby, kPlaying, kClosed };
  // `describers` gives the move describer of a game by its registry name.
  GuestRoom(Transport& link, const GameRegistry& registry, const Dictionary* dict,
            std::function<MoveDescriber(const std::string& game)> describers, std::string code, std::string name,
            std::string token = "");
  static constexpr const char* kFileName = "room-guest.json";
  // The device's claim to its seat: the room's code, the token, the name.
  std::string SaveText() const;
  static Result<std::unique_ptr<GuestRoom>> Resume(Transport& link, const GameRegistry& registry,
                                                   const Dictionary* dict,
                                                   std::function<MoveDescriber(const std::string& game)> describers,
                                                   std::string_view text);

  void Open(double now);
  void Leave();

  // Handles what arrived; reconnects by itself when the link drops. Returns
  // true when the table or the lobby changed.
  bool Pump(double now);

  Phase phase() const { return phase_; }
  const std::string& code() const { return code_; }
  const std::string& token() const { return token_; }
  const std::string& name() const { return name_; }
  int seat() const { return seat_; }
  // "Connecting…", "Reconnecting…", the host's reason for closing, a refusal.
  const std::string& status() const { return status_; }
  bool connected() const { return connected_; }
  const Message& lobby() const { return lobby_; }
  const std::vector<SeatInfo>& table() const { return table_; }
  void Sit(int seat, const std::string& name);

  // The game: the mirror session built from the host's first table, handed
  // over once (the play screen owns it); later tables go into it.
  std::unique_ptr<GameSession> TakeSession();
  GameSession* session() { return session_; }
  // A refusal of one of this device's moves, once.
  std::string TakeNotice();
  // Each table received (Message::Print of it), for the tests' secrecy check.
  std::function<void(const std::string& text)> on_receive;

 private:
  void Handle(const std::string& text, double now);
  void Send(const Message& m);
  void SendMove(int seat, const std::string& move);
  void Hello();

  Transport* link_;
  const GameRegistry* registry_;
  const Dictionary* dict_;
  std::function<MoveDescriber(const std::string& game)> describers_;
  std::string code_, name_, token_;
  int seat_ = -1;
  Phase phase_ = Phase::kConnecting;
  bool connected_ = false;
  std::string status_;
  Message lobby_;
  std::vector<SeatInfo> table_;
  std::unique_ptr<GameSession> fresh_;  // built, not yet taken
  GameSession* session_ = nullptr;
  uint64_t rev_ = 0;
  struct Pending {
    uint64_t seq;
    int seat;
    std::string move;
  };
  void SendPending(const Pending& p);
  uint64_t next_seq_ = 0;
  std::deque<Pending> pending_;
  std::string notice_;
  double retry_at_ = -1, ping_at_ = 0, opened_at_ = 0;
};

}  // namespace lf::net
