// Play on several devices (docs/multi-device.md): a room links one host's
// device to its guests' devices through a Transport (the page's PeerJS data
// channels on the web; an in-memory hub in the tests).
//
// The host's device is the authority. HostRoom keeps the seats (who sits
// where, each guest's secret seat token, whether their device is here); once
// the game starts the host's LocalSession owns the room and pumps it in its
// Update: each guest's moves go to the session's Play (which checks them),
// and each guest gets the snapshot of its own seat's redacted table after
// every change. Nothing else leaves the host: no other seat's cards, no seed.
//
// A guest's GuestRoom keeps its claim to its seat (code, token, the numbers
// of its moves); once the host's first table arrives it becomes the heart of
// the guest's GuestSession, which owns it.
//
// A guest's moves carry sequence numbers: a move the host has handled
// (acknowledged in its next table, and in its answer to a hello) is never
// applied again, so a guest resends whatever it has not seen acknowledged
// after a reconnection or a reload, numbered after the host's count.
#pragma once
#include <deque>
#include <map>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.h"
#include "play/link.h"
#include "play/protocol.h"
#include "play/session.h"

namespace lf::play {

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
    double left = -1;    // lobby: app time the guest's device left (the seat is freed after a grace)
    uint64_t last_seq = 0;  // the last of their moves the host handled
  };

  // A lobby for `plan` (the set-up screen's seats: people's seats open for
  // guests, bots stay bots), the host sitting at `host_seat`.
  HostRoom(Transport& link, const GameInfo& info, const Dictionary* dict, SessionSetup plan, int host_seat,
           std::string code = NewRoomCode());
  // Reopens a room from the host's save (SaveJson) after the host's page
  // reloaded; the game itself is the rest of that save.
  static Result<std::unique_ptr<HostRoom>> Resume(Transport& link, const GameInfo& info, const Dictionary* dict,
                                                  const Json& saved);
  Json SaveJson() const;

  void Open(double now);  // starts listening (again)
  void Close(const std::string& reason);  // tells every guest, then closes the link
  // Closes the link without a word: the guests try again until the host's
  // device opens the room again (it left the table, or reloads).
  void Disconnect() { link_->Close(); }

  // The host sends a guest away (in the lobby): told so, disconnected, its
  // seat open again.
  void Remove(int seat);
  // In the lobby, a guest whose device left keeps its seat this long.
  static constexpr double kLobbyGraceSeconds = 30;

  const std::string& code() const { return code_; }
  // The room's secret (128 bits): in the join link and QR code beside the
  // code, never sent over the link; the host proves it knows it.
  const std::string& secret() const { return secret_; }
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

  // The game: open seats become bots, guests' seats remote people. The
  // session hosts the room from then on (LocalSession::Host).
  Result<std::unique_ptr<LocalSession>> StartGame(MoveDescriber describe);
  // The host's save was loaded (a reload): the room carries on with it.
  void Adopt(const LocalSession& session);

  // The lobby's frame: handles what arrived.
  void Pump(double now);
  // The game's: handles what arrived (guests' moves go to `session`), then
  // sends each guest its table if it changed. True when a guest's move
  // changed the game.
  bool Pump(LocalSession& session, double now);
  // Tells every guest the game now in the session (a rematch).
  void Restarted();

  // What the link said last ("" when all is well), and the room's log of
  // refused messages and arrivals.
  const std::string& link_problem() const { return link_problem_; }
  const std::vector<std::string>& log() const { return log_; }
  // Bytes sent in tables since the room opened, and how many tables.
  size_t bytes_sent() const { return bytes_sent_; }
  size_t tables_sent() const { return tables_sent_; }

 private:
  bool PumpLink(LocalSession* session, double now);
  void Handle(int peer, const std::string& text, LocalSession* session, double now, bool* moved);
  // The lobby as `seat`'s device sees it; with its token only when it has
  // just sat down (a token goes over the link once).
  void SendLobby(int peer, int seat, bool give_token = false);
  void SendState(int seat, const LocalSession& session);
  void Broadcast(LocalSession* session);
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
  // Each connection's handshake: the nonces of its hello and of the host's
  // challenge; `done` once its auth was right. Nothing but hello and auth
  // is heard from a connection before that.
  struct Handshake {
    std::string guest_nonce, host_nonce;
    bool done = false;
  };
  std::map<int, Handshake> shakes_;
  std::string secret_ = NewToken();
  struct Bucket {
    double tokens = 0, at = 0;  // messages it may still send, as of `at`
  };
  std::map<int, Bucket> buckets_;  // per connected peer: its rate limit
  std::vector<std::string> sent_;  // per seat: the key of the last table sent
  // Per seat: the last table sent (its number and snapshot), from which the
  // next is sent as a change, unless a whole one is due (docs/multi-device.md,
  // "Small messages").
  struct Base {
    uint64_t n = 0;
    Json snapshot;
    bool whole_next = true;
  };
  std::vector<Base> base_;
  void SendWhole(int seat) { base_[static_cast<size_t>(seat)].whole_next = true; }
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
  GuestRoom(Transport& link, const GameRegistry& registry, const Dictionary* dict, std::string code, std::string name,
            std::string token = "");
  // The device's claim to its seat: the room's code, the token, the name,
  // and its moves the host has not acknowledged yet (a reload resends them).
  std::string SaveText() const;
  static Result<std::unique_ptr<GuestRoom>> Resume(Transport& link, const GameRegistry& registry,
                                                   const Dictionary* dict, std::string_view text);
  // The room's secret from the host's join link or QR code ("" when the
  // person typed the code: the host's device then cannot be checked).
  void SetSecret(std::string secret) { secret_ = std::move(secret); }
  bool HostChecked() const { return !secret_.empty(); }

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
  // "Connecting…", "Reconnecting…", the host's reason for closing.
  const std::string& status() const { return status_; }
  size_t tries() const { return opens_; }  // connections tried in all
  bool connected() const { return connected_; }
  const Message& lobby() const { return lobby_; }
  const std::vector<SeatInfo>& table() const { return table_; }
  void Sit(int seat, const std::string& name);
  // A move of this device's seat, numbered and sent (and kept until the
  // host acknowledges it).
  void SendMove(int seat, const std::string& move);
  void SendPassMode(int seat, const std::string& mode);
  uint64_t next_seq() const { return next_seq_; }
  size_t pending() const { return pending_.size(); }

  // The host's tables, in the order they came, each restored (a table the
  // guest could not read is dropped with a status saying so).
  struct Table {
    std::unique_ptr<Game> game;
    const GameInfo* info = nullptr;
    int seat = -1;
    std::vector<std::string> names;
    std::vector<SeatInfo> seats;
    Millis clock = 0;
    std::vector<std::vector<int>> scores;
  };
  bool HasTable() const { return !tables_.empty(); }
  Table TakeTable();
  // A refusal of one of this device's moves, once.
  std::string TakeNotice();
  // Each table received (its text), for the tests' secrecy check.
  std::function<void(const std::string& text)> on_receive;

 private:
  void Handle(const std::string& text, double now);
  void Send(const Message& m);
  void Hello();
  struct Pending {
    uint64_t seq;
    int seat;
    std::string move;
  };
  void SendPending(const Pending& p);
  // The host has handled this device's moves up to `acked`: those are done,
  // and the rest go again numbered after it.
  void Acknowledged(uint64_t acked, bool resend);

  Transport* link_;
  const GameRegistry* registry_;
  const Dictionary* dict_;
  std::string code_, name_, token_, secret_;
  std::string nonce_;  // this connection's, in its hello
  bool doubted_ = false;  // the last device on the code failed the host's proof
  Json last_snapshot_;    // the last table received, which the next change applies to
  uint64_t last_n_ = 0;   // its number (0: none; the next must be whole)
  int seat_ = -1;
  Phase phase_ = Phase::kConnecting;
  bool connected_ = false;
  bool greeted_ = false;  // the host answered this connection's hello
  std::string status_;
  Message lobby_;
  std::vector<SeatInfo> table_;
  std::deque<Table> tables_;
  uint64_t rev_ = 0;
  uint64_t next_seq_ = 0;
  std::deque<Pending> pending_;
  std::string notice_;
  double retry_at_ = -1, ping_at_ = 0, opened_at_ = 0;
  int retries_ = 0;  // connections tried since the last that worked (the back-off)
  size_t opens_ = 0;
  double RetryDelay() const;
};

// A guest's game: its seat's table as the host sends it. It applies no move
// itself: Play() hands the move to the room (the host checks it and answers
// with its next table, or a refusal). Bots, saves and undo stay on the host.
class GuestSession final : public Session {
 public:
  // Builds the session from the room's first table; the session owns the
  // room from then on and keeps its claim in `store` (if any).
  static Result<std::unique_ptr<GuestSession>> Join(std::unique_ptr<GuestRoom> room, MoveDescriber describe,
                                                    Store* store, double now);

  GuestRoom& room() { return *room_; }
  bool IsDeciding(int seat) const override;
  void SetAutoPass(int seat, AutoPass mode) override;
  using Session::Play;
  Status Play(int seat, std::string_view move) override;
  using Session::Update;
  bool Update(double now) override;
  std::optional<RoomStatus> Room() const override;
  std::string TakeNotice() override;
  Result<std::unique_ptr<Session>> Rematch() override;
  void Leave(bool for_good) override;
  // Guest, turn-based: a move of the seat is on its way to the host; the
  // seat is not asked again until the host's next table (or its refusal).
  bool Awaiting() const { return awaiting_; }

 private:
  GuestSession() = default;
  void Receive(GuestRoom::Table table, double now);
  void Keep();

  std::unique_ptr<GuestRoom> room_;
  Store* store_ = nullptr;
  double last_update_ = -1;
  bool awaiting_ = false;  // a move was sent; the host's answer has not come
  std::string notice_;
  bool closed_shown_ = false;
};

}  // namespace lf::play
