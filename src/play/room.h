// Play on several devices (docs/multi-device.md): a room links one host's
// device to its guests' devices through a Transport (the page's PeerJS data
// channels on the web; an in-memory hub in the tests).
//
// The host's device is the authority. HostRoom keeps the seats (who sits
// where, each guest's secret seat token, whether their device is here) and
// each connection's handshake and authenticated channel (play/channel.h);
// once the game starts the host's LocalSession owns the room and pumps it in
// its Update: each guest's moves go to the session's Play (which checks
// them), and each guest gets the snapshot of its own seat's redacted table
// after every change. Nothing else leaves the host: no other seat's cards,
// no seed.
//
// A guest's GuestRoom keeps its claim to its seat (code, token, the host's
// key, the numbers of its moves) and trusts nothing the device on the code
// says until that device has proved it is the room's host on this very
// connection; once the host's first table arrives it becomes the heart of
// the guest's GuestSession, which owns it.
//
// A guest's moves carry sequence numbers and the table they were made on: a
// move the host has handled (acknowledged in its next table, and in its
// answer to a hello) is never applied again, a move made on a table the game
// has left is refused with a reason, and a guest resends whatever it has not
// seen acknowledged or refused after a reconnection or a reload.
//
// Sections of room.cpp: names and limits; HostRoom: the lobby, the link and
// its connections, the handshake, a guest's messages, the game, saves;
// GuestRoom: the file, the link, the handshake, the host's messages;
// GuestSession.
#pragma once
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/registry.h"
#include "play/channel.h"
#include "play/link.h"
#include "play/protocol.h"
#include "play/session.h"

namespace lf::play {

class Store;

// The host's side of a room.
class HostRoom {
 public:
  // A move of a guest the host has handled, kept to tell a resend of it
  // (the same number, the same move: answered as before) from another move
  // under a number already used (refused with a notice, never lost silently).
  struct Handled {
    uint64_t seq = 0;
    uint64_t rev = 0;
    std::string move;
    std::string refusal;  // "" if it was applied
  };
  struct Seat {
    SeatInfo::Kind kind = SeatInfo::Kind::kOpen;
    std::string name;
    std::string token;   // a guest's secret, given when they sit down
    std::string level = "medium";  // a bot's level; also the stand-in's
    int peer = -1;       // the guest's connection, -1 while away
    double heard = 0;    // app time the guest's device was last heard from
    double left = -1;    // lobby: app time the guest's device left (the seat is freed after a grace)
    uint64_t last_seq = 0;  // the last of their moves the host handled
    std::deque<Handled> handled;  // the last few of them
    bool held = false;   // the host gave the seat to a bot for now (until it gives it back)
    // What a device may ask for only so often: a pass mode (a save each)
    // and a whole table (its bytes).
    double pass_at = -1, whole_at = -1;
    std::string pass_due;  // a pass mode waiting for its turn ("" none)
    bool whole_due = false;
  };

  // A lobby for `plan` (the set-up screen's seats: people's seats open for
  // guests, bots stay bots), the host sitting at `host_seat`.
  HostRoom(Transport& link, const GameInfo& info, const Dictionary* dict, SessionSetup plan, int host_seat,
           std::string code = NewRoomCode());
  // Reopens a room from the host's save (SaveJson) after the host's page
  // reloaded: its game's save (the game itself is the rest of that save),
  // or its lobby's file (a reload before Start). A save from before the
  // host's key (format 1) gets a new key.
  static Result<std::unique_ptr<HostRoom>> Resume(Transport& link, const GameInfo& info, const Dictionary* dict,
                                                  const Json& saved);
  Json SaveJson() const;

  void Open(double now);  // starts listening (again), under both names
  // Tells every guest (`why`: a bye's code, play/protocol.h), then closes the link.
  void Close(const std::string& reason, const std::string& why = "closed");
  // Closes the link without a word: the guests try again until the host's
  // device opens the room again (it left the table, or reloads).
  void Disconnect() { link_->Close(); }

  // The lobby is written to `store` from the first seat taken on, so that a
  // host whose page reloads before Start keeps its room (Store::WriteLobby);
  // the game's save takes over at Start.
  void KeepLobbyIn(Store& store);
  void ForgetLobby();  // the room was closed, or its game began

  // The host sends a guest away (in the lobby): told so, disconnected, and a
  // bot sits there until the host opens the seat again (so that nobody with
  // the code takes it straight back).
  void Remove(int seat);
  // In the lobby, a guest whose device left keeps its seat this long.
  static constexpr double kLobbyGraceSeconds = 30;

  const std::string& code() const { return code_; }
  // The room's second name, only the key's holders compute (HostName).
  std::string host_name() const { return HostName(key_.public_key); }
  const HostKey& key() const { return key_; }
  // What the join link and QR code carry: the code and the host's key.
  std::string JoinText() const { return play::JoinText(code_, key_.public_key); }
  const GameInfo& info() const { return *info_; }
  const std::vector<Seat>& seats() const { return seats_; }
  std::vector<SeatInfo> Table() const;  // as the guests see it
  int host_seat() const { return host_seat_; }
  bool started() const { return started_; }
  // Seconds after which a bot plays for a guest who has gone quiet (0: never).
  int quiet_seconds() const { return quiet_; }
  void SetQuietSeconds(int seconds);
  // Seconds a person has for each turn before a bot plays it (0: no limit).
  int turn_seconds() const { return turn_; }
  void SetTurnSeconds(int seconds);
  // The lobby's seats: a bot sits at an open seat, or leaves it open again.
  void SetBot(int seat, bool bot);
  // In the game: a bot plays a guest's seat until the host gives it back
  // (a person who stalls the game, or is gone for good), whatever their
  // device says meanwhile.
  void HoldSeat(LocalSession& session, int seat, bool bot);

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
  // The revision of the session's game as tables carry it: the game's
  // number (rematches) and its moves so far.
  uint64_t Revision(const LocalSession& session) const;

  // Moving the game to another of the host's own devices: a fresh token
  // for the link that device opens (valid for kHandoverSeconds); that
  // device proves it, gets the game's save over its authenticated channel,
  // and takes over the room's names and key. Then this device closes its
  // link and forgets the game (LocalSession::HandedOver).
  static constexpr double kHandoverSeconds = 600;
  std::string OfferHandover(double now);
  void CancelHandover() { handover_token_.clear(); }
  bool HandoverOffered() const { return !handover_token_.empty(); }
  bool HandedOver() const { return handed_over_; }

  // What the link said last ("" when all is well), and the room's log of
  // refused messages and arrivals.
  const std::string& link_problem() const { return link_problem_; }
  const std::vector<std::string>& log() const { return log_; }
  // Bytes sent in tables since the room opened, and how many tables.
  size_t bytes_sent() const { return bytes_sent_; }
  size_t tables_sent() const { return tables_sent_; }
  // Connections open now.
  size_t connections() const { return conns_.size(); }
  // Each message sent in a connection's envelope: the connection, the seat
  // it sits at (-1: none) and the body, for the tests' secrecy checks.
  std::function<void(int peer, int seat, const std::string& json)> on_send;

 private:
  // One connection: its handshake, its channel once that is done, what it
  // may still send.
  struct Bucket {
    double tokens = 0, at = -1;  // what it may still send, as of `at` (arrival time)
    bool Take(double burst, double per_second, double when);
  };
  struct Conn {
    enum class Stage { kNew, kChallenged, kIn };
    Stage stage = Stage::kNew;
    double opened = 0;                           // app time
    std::string local_fingerprint, remote_fingerprint;
    std::string guest_nonce;                     // of its hello (a resent hello gets the same challenge)
    std::string challenge;                       // the challenge sent, as text
    KxPair kx;
    std::string guest_kx, transcript;            // the transcript's hash
    std::optional<Channel> channel;
    int seat = -1;                               // a guest's seat, once proved
    bool taking_over = false;                    // the host's own other device (a handover)
    Bucket messages, keepalives;
    double heard = 0, sent_at = 0;               // app times
  };

  bool PumpLink(LocalSession* session, double now);
  void Opened(const LinkEvent& e, double now);
  void Received(const LinkEvent& e, LocalSession* session, double now, bool* moved);
  void Closed(int peer, double now);
  void Handshake(int peer, Conn& c, const std::string& text, LocalSession* session, double now);
  void Authenticated(int peer, Conn& c, const Message& auth, LocalSession* session, double now);
  void Handle(int peer, Conn& c, const Message& m, LocalSession* session, double now, bool* moved);
  void HandleMove(int peer, Seat& s, int seat, const Message& m, LocalSession* session, bool* moved);
  void Timers(LocalSession* session, double now);
  size_t SendTo(int peer, const Message& m);  // in the connection's envelope; its bytes (0: not sent)
  void Refuse(int peer, uint64_t seq, const std::string& reason);
  void Bye(int peer, const std::string& reason, const std::string& why);
  void Drop(int peer, const std::string& note);
  // The lobby as `seat`'s device sees it; with its token only when it has
  // just sat down (a token goes over the link once).
  void SendLobby(int peer, int seat, bool give_token = false, bool first = false);
  void SendState(int seat, const LocalSession& session);
  void Broadcast(LocalSession* session);
  void Note(std::string line);
  void SaveLobby();
  int SeatOf(int peer) const;
  size_t Unproven() const;
  size_t Seatless() const;
  std::string UniqueSeatName(const std::string& typed, int seat) const;

  Transport* link_;
  const GameInfo* info_;
  const Dictionary* dict_;
  double now_ = 0;  // the time of the Pump under way
  SessionSetup plan_;
  std::string code_;
  HostKey key_ = HostKey::New();
  int host_seat_ = 0;
  std::vector<Seat> seats_;
  int quiet_ = 60;
  int turn_ = 0;
  bool started_ = false;
  uint64_t game_number_ = 0;  // rematches: a guest's table starts again
  std::map<int, Conn> conns_;
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
  std::vector<std::string> names_up_;  // the names the link listens under now
  std::string link_problem_;
  std::vector<std::string> log_;
  size_t bytes_sent_ = 0, tables_sent_ = 0;
  Store* lobby_store_ = nullptr;
  std::string lobby_saved_;  // the lobby file's text as last written
  std::string handover_token_;
  double handover_until_ = 0;
  bool handed_over_ = false;
};

// A guest's side of a room.
class GuestRoom {
 public:
  enum class Phase { kConnecting, kLobby, kPlaying, kClosed };
  GuestRoom(Transport& link, const GameRegistry& registry, const Dictionary* dict, std::string code, std::string name,
            std::string token = "");
  // The device's claim to its seat: the room's code, the token, the name,
  // the host's key, when the host was last heard from, whether the person
  // left the table, and its moves the host has not acknowledged yet (a
  // reload resends them). `left`: the person left the table on purpose.
  std::string SaveText() const;
  static Result<std::unique_ptr<GuestRoom>> Resume(Transport& link, const GameRegistry& registry,
                                                   const Dictionary* dict, std::string_view text);
  // The host's public key from its join link or QR code ("" when the
  // person typed the code: the device answering then cannot be checked
  // until it has given this device a seat).
  void SetHostKey(std::string public_key) { key_ = std::move(public_key); }
  const std::string& host_key() const { return key_; }
  bool HostChecked() const { return !key_.empty(); }
  // This device is the host's own, taking the game over (a handover
  // link's token): it asks for the save instead of a seat.
  void SetHandover(std::string token) { take_ = std::move(token); }
  bool TakingOver() const { return !take_.empty(); }
  // The game's save the host handed over (once), or "".
  std::string TakeHandover();
  // Tells the old host the save is kept here: it closes its link then.
  void ConfirmHandover();

  void Open(double now);
  void Leave();
  // The person left the table on purpose (its seat file says so, and the
  // next launch asks before going back).
  void MarkLeft() { left_ = true; }
  bool left() const { return left_; }

  // Handles what arrived; reconnects by itself when the link drops, says
  // hello again (then reconnects) when no challenge comes. Returns true
  // when the table or the lobby changed.
  bool Pump(double now);

  Phase phase() const { return phase_; }
  const std::string& code() const { return code_; }
  const std::string& token() const { return token_; }
  const std::string& name() const { return name_; }
  int seat() const { return seat_; }
  // "Connecting…", "Reconnecting…", the host's reason for closing.
  const std::string& status() const { return status_; }
  size_t tries() const { return opens_; }  // connections tried in all
  // Connected to a device that passed the handshake and answered it.
  bool connected() const { return stage_ == Stage::kIn; }
  // The device answering now proved it is the room's host (its signature,
  // or its knowledge of this device's seat token).
  bool trusted() const { return trusted_; }
  // Seconds since the host was last heard from, counted only while this
  // device runs (a page in the background does not count its own sleep).
  double HostAwaySeconds(double now) const;
  // The host has been away for minutes: the person is told and may leave.
  static constexpr double kHostGoneSeconds = 120;
  bool HostGone(double now) const { return HostAwaySeconds(now) >= kHostGoneSeconds; }
  // Unix time the host was last heard from (0: never).
  int64_t host_seen() const { return host_seen_; }
  // The seat is open on another device of the person's: this one waits
  // until they choose to play here again (PlayHere).
  bool elsewhere() const { return elsewhere_; }
  void PlayHere(double now);
  // Closed for good by the host (closed the room, took this device off the
  // table, the game began without it): the seat file has no use any more.
  bool dismissed() const { return dismissed_; }
  const Message& lobby() const { return lobby_; }
  const std::vector<SeatInfo>& table() const { return table_; }
  void Sit(int seat, const std::string& name);
  // A move of this device's seat, numbered and sent with the table it was
  // made on (kept until the host acknowledges or refuses it).
  void SendMove(int seat, const std::string& move, uint64_t rev);
  void SendPassMode(int seat, const std::string& mode);
  uint64_t next_seq() const { return next_seq_; }
  size_t pending() const { return pending_.size(); }
  uint64_t rev() const { return rev_; }

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
    std::vector<int64_t> turn_left;
    double received = 0;  // app time it came
  };
  bool HasTable() const { return !tables_.empty(); }
  Table TakeTable();
  // A refusal of one of this device's moves, or a host's notice, once.
  std::string TakeNotice();
  // Each message received from the host (the body of its envelope), for
  // the tests' secrecy checks.
  std::function<void(const std::string& text)> on_receive;

 private:
  enum class Stage { kOff, kLinking, kHello, kAuth, kIn };
  void Handle(const std::string& text, double now);
  void HandleChallenge(const Message& m, double now);
  void HandleFromHost(const Message& m, const std::string& text, double now);
  void HandleState(Message& m, const std::string& text, double now);
  void Send(const Message& m);
  void Hello(double now, bool again);
  void Reconnect(double now, const std::string& status);
  // Whether what the device reached says about this device's seat counts:
  // it proved it is the host, or this device has no seat to lose.
  bool Believes() const { return trusted_ || token_.empty(); }
  void Heard(double now);
  struct Pending {
    uint64_t seq;
    int seat;
    uint64_t rev;
    std::string move;
  };
  void SendPending(const Pending& p);
  // The host has handled this device's moves up to `acked`: those are done,
  // and the rest go again numbered after it.
  void Acknowledged(uint64_t acked, bool resend);

  Transport* link_;
  const GameRegistry* registry_;
  const Dictionary* dict_;
  std::string code_, name_, token_;
  std::string key_;   // the host's public key (32 bytes), "" if not known
  std::string take_;  // a handover's token, "" if not taking over
  std::string handover_;  // the save received, until taken
  // This connection: its stage, fingerprints, handshake and channel.
  Stage stage_ = Stage::kOff;
  std::string local_fingerprint_, remote_fingerprint_;
  std::string nonce_, hello_text_;
  KxPair kx_;
  std::string transcript_;
  std::optional<Channel> channel_;
  bool trusted_ = false;
  int sit_asked_ = -1;   // the seat of this device's last `sit`, until answered
  double hello_at_ = 0, auth_at_ = 0, in_at_ = 0;
  int hellos_ = 0;
  bool via_code_ = false;  // this connection went to the code's name (not the key's)
  bool doubted_ = false;  // the last device reached failed the host's proof
  Json last_snapshot_;    // the last table received, which the next change applies to
  uint64_t last_n_ = 0;   // its number (0: none; the next must be whole)
  int seat_ = -1;
  Phase phase_ = Phase::kConnecting;
  std::string status_;
  Message lobby_;
  std::vector<SeatInfo> table_;
  std::deque<Table> tables_;
  uint64_t rev_ = 0;
  uint64_t next_seq_ = 0;
  std::deque<Pending> pending_;
  std::string notice_;
  double retry_at_ = -1, keepalive_at_ = 0;
  double heard_at_ = -1;  // app time the host was last heard from (or this device began looking)
  double pumped_at_ = -1; // app time of the last Pump (the gaps of a page asleep are not counted)
  int64_t host_seen_ = 0;
  int retries_ = 0;  // connections tried since the last that worked (the back-off)
  size_t opens_ = 0;
  bool left_ = false, elsewhere_ = false, dismissed_ = false;
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
  const GuestRoom& room() const { return *room_; }
  bool IsDeciding(int seat) const override;
  void SetAutoPass(int seat, AutoPass mode) override;
  using Session::Play;
  Status Play(int seat, std::string_view move) override;
  using Session::Update;
  bool Update(double now) override;
  std::optional<RoomStatus> Room() const override;
  std::optional<double> TurnLeft(int seat, double now) const override;
  std::string TakeNotice() override;
  Result<std::unique_ptr<Session>> Rematch() override;
  void Leave(bool for_good) override;
  // Guest, turn-based: a move of the seat is on its way to the host; the
  // seat is not asked again until the host's next table (or its refusal).
  bool Awaiting() const { return awaiting_; }
  // True once each time the host has been gone for minutes (the person is
  // told, and offered to leave), again only after it was heard from since.
  bool TakeHostGone(double now);

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
  bool gone_told_ = false;
  std::vector<int64_t> turn_left_;  // of the last table, at `turn_at_`
  double turn_at_ = 0;
  double now_ = 0;
};

}  // namespace lf::play
