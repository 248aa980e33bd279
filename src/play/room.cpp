#include "play/room.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

#include "core/check.h"
#include "play/delta.h"
#include "play/store.h"

namespace lf::play {

//-----------------------------------------------------------------------------
// [SECTION] Names and limits (docs/multi-device.md, "Limits")
//-----------------------------------------------------------------------------

namespace {

constexpr const char* kHostFormat = "lostfound-room";
constexpr const char* kGuestFormat = "lostfound-guest";
constexpr int kHostVersion = 2;   // 2: the host's key (1: a shared secret, no key)
constexpr int kGuestVersion = 2;  // 2: the host's key, moves with their table, left, host_seen
constexpr double kRetrySeconds = 2.0;      // a link that dropped is tried again after this,
constexpr double kMaxRetrySeconds = 30.0;  // twice as long each time up to this
constexpr double kKeepAliveSeconds = 2.0;  // a guest's device says it is there this often
constexpr double kHostKeepAliveSeconds = 5.0;  // and the host to each device past the handshake
// A guest says hello again if no challenge came in this time (the hello was
// lost), then connects again; a connection that answered the challenge gets
// its first lobby within kWelcomeSeconds or is tried again too.
constexpr double kChallengeSeconds = 3.0;
constexpr double kWelcomeSeconds = 8.0;
constexpr double kLinkingSeconds = 15.0;  // a connection that never opens
constexpr uint64_t kRevGame = 1000000;  // a revision: game number * kRevGame + moves so far

// What one device may ask of a host, behind the page's own limits at
// arrival (shell/net.js): a person makes a move every second or two and a
// device sends a keep-alive every 2 s; a burst of 40 messages, then 10 a
// second, is far above that. A device beyond it is disconnected; extra
// keep-alives are only ignored. Counted by arrival time on the link's clock,
// so a backlog read late (a host's page back from the background) is not a
// flood.
constexpr double kRateBurst = 40;
constexpr double kRatePerSecond = 10;
constexpr double kKeepAliveBurst = 10;
constexpr double kKeepAlivesPerSecond = 4;
// Connections that have not passed the handshake: at most this many at
// once (the oldest goes when another comes), and each at most this long.
constexpr size_t kMaxUnproven = 8;
constexpr double kHandshakeSeconds = 10;
// Devices past the handshake without a seat (in the lobby, looking): a few
// beyond the open seats, none after the start; one that goes silent goes.
constexpr size_t kMaxSeatless = 4;
constexpr double kSeatlessSilentSeconds = 30;
// A device may change how its seat passes once a second (each change is a
// save), and have a whole table every 2 s (the rest wait their turn).
constexpr double kPassEverySeconds = 1;
constexpr double kWholeEverySeconds = 2;
constexpr size_t kHandledKept = 8;  // a seat's last moves remembered (4 in the save)

using Kind = SeatInfo::Kind;

const char* KindName(Kind k) {
  return k == Kind::kHost ? "host" : k == Kind::kGuest ? "guest" : k == Kind::kBot ? "bot" : "open";
}

}  // namespace

bool HostRoom::Bucket::Take(double burst, double per_second, double when) {
  if (at < 0) {
    tokens = burst;
    at = when;
  }
  if (when > at) {
    tokens = std::min(burst, tokens + (when - at) * per_second);
    at = when;
  }
  if (tokens < 1) return false;
  tokens -= 1;
  return true;
}

//-----------------------------------------------------------------------------
// [SECTION] HostRoom: the lobby
//-----------------------------------------------------------------------------

HostRoom::HostRoom(Transport& link, const GameInfo& info, const Dictionary* dict, SessionSetup plan,
                   int host_seat, std::string code)
    : link_(&link), info_(&info), dict_(dict), plan_(std::move(plan)), code_(std::move(code)), host_seat_(host_seat) {
  LF_CHECK(!plan_.seats.empty() && static_cast<int>(plan_.seats.size()) <= kMaxRoomSeats);
  LF_CHECK(host_seat_ >= 0 && host_seat_ < static_cast<int>(plan_.seats.size()));
  for (size_t i = 0; i < plan_.seats.size(); ++i) {
    Seat seat;
    const SeatSetup& s = plan_.seats[i];
    seat.level = s.human ? "medium" : s.level;
    if (static_cast<int>(i) == host_seat_) {
      seat.kind = Kind::kHost;
      seat.name = CleanName(s.name, "Host");
    } else {
      seat.kind = s.human ? Kind::kOpen : Kind::kBot;
    }
    seats_.push_back(seat);
  }
  sent_.assign(seats_.size(), "");
  base_.assign(seats_.size(), Base{});
}

std::vector<SeatInfo> HostRoom::Table() const {
  std::vector<SeatInfo> out;
  for (size_t i = 0; i < seats_.size(); ++i) {
    const Seat& s = seats_[i];
    SeatInfo info;
    info.kind = s.kind;
    info.name = s.kind == Kind::kBot ? "Bot (" + s.level + ")" : s.name;
    info.here = s.kind == Kind::kHost || s.kind == Kind::kBot || (s.kind == Kind::kGuest && s.peer >= 0);
    info.held = s.held;
    out.push_back(info);
  }
  return out;
}

void HostRoom::SetQuietSeconds(int seconds) { quiet_ = std::clamp(seconds, 0, 24 * 3600); }

void HostRoom::SetTurnSeconds(int seconds) { turn_ = std::clamp(seconds, 0, 24 * 3600); }

void HostRoom::SetBot(int seat, bool bot) {
  if (started_ || seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[static_cast<size_t>(seat)];
  if (bot && s.kind == Kind::kOpen) s.kind = Kind::kBot;
  if (!bot && s.kind == Kind::kBot) s.kind = Kind::kOpen;
}

void HostRoom::HoldSeat(LocalSession& session, int seat, bool bot) {
  if (!started_ || seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[static_cast<size_t>(seat)];
  if (s.kind != Kind::kGuest || s.held == bot) return;
  s.held = bot;
  session.StandIn(seat, bot ? s.level : "");
  Note(bot ? "the host gave " + s.name + "'s seat to a bot" : "the host gave " + s.name + " their seat back");
  lobby_key_.clear();
}

void HostRoom::Open(double now) {
  // Under the code (for those who typed it) and under the key's name (for
  // those who came by the link or sat down): docs/multi-device.md, "Identity".
  conns_.clear();
  for (Seat& s : seats_) s.peer = -1;
  names_up_.clear();
  link_->StartHost({code_, host_name()});
  reopen_at_ = -1;
  // Everyone gets the whole quiet time to come back (after a reload too).
  for (Seat& s : seats_) s.heard = now;
}

void HostRoom::Remove(int seat) {
  if (started_ || seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[static_cast<size_t>(seat)];
  if (s.kind != Kind::kGuest) return;
  if (s.peer >= 0) {
    Bye(s.peer, "The host took you off the table.", "removed");
    Drop(s.peer, "");
  }
  Note(s.name + " was taken off the table; a bot sits there until the host opens the seat");
  // A bot, not an open seat: whoever has the code could take it straight back.
  const std::string level = s.level;
  s = Seat{};
  s.kind = Kind::kBot;
  s.level = level;
  lobby_key_.clear();
}

void HostRoom::Close(const std::string& reason, const std::string& why) {
  for (auto& [peer, c] : conns_)
    if (c.stage == Conn::Stage::kIn && c.channel && !c.taking_over) Bye(peer, reason, why);
  link_->Close();  // (the link sends what was queued before it closes)
  conns_.clear();
  for (Seat& s : seats_) s.peer = -1;
  ForgetLobby();
}

void HostRoom::Note(std::string line) {
  std::fprintf(stderr, "room %s: %s\n", code_.c_str(), line.c_str());
  log_.push_back(std::move(line));
  if (log_.size() > 200) log_.erase(log_.begin());
}

int HostRoom::SeatOf(int peer) const {
  for (size_t i = 0; i < seats_.size(); ++i)
    if (seats_[i].kind == Kind::kGuest && seats_[i].peer == peer) return static_cast<int>(i);
  return -1;
}

size_t HostRoom::Unproven() const {
  return static_cast<size_t>(
      std::count_if(conns_.begin(), conns_.end(), [](const auto& p) { return p.second.stage != Conn::Stage::kIn; }));
}

size_t HostRoom::Seatless() const {
  return static_cast<size_t>(std::count_if(conns_.begin(), conns_.end(), [](const auto& p) {
    return p.second.stage == Conn::Stage::kIn && p.second.seat < 0 && !p.second.taking_over;
  }));
}

std::string HostRoom::UniqueSeatName(const std::string& typed, int seat) const {
  std::vector<std::string> others;
  for (size_t i = 0; i < seats_.size(); ++i) {
    if (static_cast<int>(i) == seat) continue;
    if (seats_[i].kind == Kind::kHost || seats_[i].kind == Kind::kGuest) others.push_back(seats_[i].name);
  }
  return UniqueName(CleanName(typed, "Player " + std::to_string(seat + 1)), others);
}

Result<std::unique_ptr<LocalSession>> HostRoom::StartGame(MoveDescriber describe) {
  SessionSetup setup = plan_;
  for (size_t i = 0; i < seats_.size(); ++i) {
    Seat& s = seats_[i];
    SeatSetup& seat = setup.seats[i];
    if (s.kind == Kind::kOpen) s.kind = Kind::kBot;  // the host fills the empty seats
    seat.human = s.kind == Kind::kHost || s.kind == Kind::kGuest;
    seat.remote = s.kind == Kind::kGuest;
    seat.level = s.level;
    seat.name = seat.human ? s.name : "";
  }
  Result<std::unique_ptr<LocalSession>> session = LocalSession::Start(*info_, dict_, setup, std::move(describe));
  if (!session.ok()) return session;
  plan_ = setup;
  started_ = true;
  ++game_number_;
  std::fill(sent_.begin(), sent_.end(), "");
  for (Base& b : base_) b.whole_next = true;
  ForgetLobby();  // the game's save holds the room from now on
  return session;
}

void HostRoom::Adopt(const LocalSession& session) {
  started_ = true;
  plan_ = session.setup();
  std::fill(sent_.begin(), sent_.end(), "");
  for (Base& b : base_) b.whole_next = true;
}

void HostRoom::Restarted() {
  ++game_number_;
  std::fill(sent_.begin(), sent_.end(), "");
  for (Base& b : base_) b.whole_next = true;
  for (Seat& s : seats_) s.held = false;  // a new game: everyone plays their own seat again
}

uint64_t HostRoom::Revision(const LocalSession& session) const {
  return game_number_ * kRevGame + session.game().History().size();
}

void HostRoom::KeepLobbyIn(Store& store) {
  lobby_store_ = &store;
  SaveLobby();
}

void HostRoom::SaveLobby() {
  if (lobby_store_ == nullptr || started_) return;
  const bool anyone = std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.kind == Kind::kGuest; });
  if (!anyone && lobby_saved_.empty()) return;  // from the first seat taken on
  const std::string text = SaveJson().Dump();
  if (text == lobby_saved_) return;
  lobby_saved_ = text;
  const Status written = lobby_store_->WriteLobby(text);
  if (!written.ok()) Note("the lobby could not be saved: " + written.reason());
}

void HostRoom::ForgetLobby() {
  if (lobby_store_ != nullptr && !lobby_saved_.empty()) (void)lobby_store_->RemoveLobby();
  lobby_store_ = nullptr;
  lobby_saved_.clear();
}

std::string HostRoom::OfferHandover(double now) {
  handover_token_ = NewToken();
  handover_until_ = now + kHandoverSeconds;
  Note("a link to move the game to another device was made");
  return play::JoinText(code_, key_.public_key, handover_token_);
}

//-----------------------------------------------------------------------------
// [SECTION] HostRoom: the link and its connections
//-----------------------------------------------------------------------------

void HostRoom::Pump(double now) { PumpLink(nullptr, now); }

bool HostRoom::Pump(LocalSession& session, double now) { return PumpLink(&session, now); }

bool HostRoom::PumpLink(LocalSession* session, double now) {
  now_ = now;
  bool moved = false;
  if (session != nullptr) {
    // A turn a bot played because time ran out: the seat's device is told.
    for (int seat : session->TakeTimedOut()) {
      const Seat& s = seats_[static_cast<size_t>(seat)];
      if (s.kind != Kind::kGuest || s.peer < 0) continue;
      Message n;
      n.kind = Message::Kind::kNotice;
      n.reason = "Time ran out: a bot played your turn.";
      SendTo(s.peer, n);
    }
  }
  for (LinkEvent& e : link_->Poll()) {
    switch (e.kind) {
      case LinkEvent::Kind::kReady:
        names_up_.push_back(e.name);
        if (names_up_.size() >= 2 || e.name.empty()) link_problem_.clear();
        break;
      case LinkEvent::Kind::kOpen:
        Opened(e, now);
        break;
      case LinkEvent::Kind::kMessage:
        Received(e, session, now, &moved);
        break;
      case LinkEvent::Kind::kClosed:
        Closed(e.peer, now);
        break;
      case LinkEvent::Kind::kError: {
        const bool anyone =
            std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.kind == Kind::kGuest; });
        if (e.type == "unavailable-id" && !e.fatal && e.name == host_name()) {
          // Someone at the table holds the key's name (the code is up):
          // guests who came by the link reach this device by the code, and
          // still check it is the host.
          Note("another device holds the room's private name on the server");
          link_problem_ = "Another device holds this room's private name: guests reach you by the code instead, "
                          "and their devices still check that it is you.";
        } else if (e.type == "unavailable-id" && !started_ && !anyone) {
          // Another device holds this code on the server and nobody has
          // joined ours yet: a new code costs no one anything.
          code_ = NewRoomCode();
          Note("the code was taken on the server; the room is now " + ShowRoomCode(code_));
          link_problem_.clear();
          reopen_at_ = now;
        } else if (e.type == "unavailable-id" && !e.fatal) {
          Note("another device holds the room's code on the server");
          link_problem_ = "Another device holds this room's code on the server: those who type it cannot reach "
                          "you, those who came by the link (or sat down) can.";
        } else {
          link_problem_ = e.data;
          // The room's names may still be held by the server after a
          // reload (or a handover): try again in a moment.
          if (e.fatal) reopen_at_ = now + kRetrySeconds;
        }
        break;
      }
    }
  }
  if (reopen_at_ >= 0 && now >= reopen_at_) Open(now);
  Timers(session, now);
  Broadcast(session);
  SaveLobby();
  return moved;
}

void HostRoom::Opened(const LinkEvent& e, double now) {
  if (conns_.count(e.peer)) return;
  // Room for a device that has not proved anything yet: at most a few at
  // once, the oldest making way (so idle connections never keep a guest
  // who is coming back out).
  while (Unproven() >= kMaxUnproven) {
    int oldest = -1;
    for (const auto& [peer, c] : conns_)
      if (c.stage != Conn::Stage::kIn && (oldest < 0 || c.opened < conns_[oldest].opened)) oldest = peer;
    Drop(oldest, "a device that had not finished its handshake made way for another");
  }
  Conn c;
  c.opened = now;
  c.heard = now;
  c.sent_at = now;
  c.local_fingerprint = e.local_fingerprint;
  c.remote_fingerprint = e.remote_fingerprint;
  conns_.emplace(e.peer, std::move(c));
}

void HostRoom::Closed(int peer, double now) {
  conns_.erase(peer);
  const int seat = SeatOf(peer);
  if (seat >= 0) {
    seats_[static_cast<size_t>(seat)].peer = -1;
    seats_[static_cast<size_t>(seat)].left = now;
    Note(seats_[static_cast<size_t>(seat)].name + "'s device left");
  }
}

void HostRoom::Drop(int peer, const std::string& note) {
  if (!note.empty()) Note(note);
  const int seat = SeatOf(peer);
  if (seat >= 0) {
    seats_[static_cast<size_t>(seat)].peer = -1;
    seats_[static_cast<size_t>(seat)].left = now_;
  }
  conns_.erase(peer);  // nothing more is heard from it; its "closed" finds nothing
  link_->Drop(peer);
}

size_t HostRoom::SendTo(int peer, const Message& m) {
  auto it = conns_.find(peer);
  if (it == conns_.end() || !it->second.channel) return 0;
  it->second.sent_at = now_;
  const std::string json = Print(m);
  if (on_send) on_send(peer, it->second.seat, json);
  link_->Send(peer, it->second.channel->Seal(json));
  return json.size();
}

void HostRoom::Refuse(int peer, uint64_t seq, const std::string& reason) {
  Message r;
  r.kind = Message::Kind::kRefused;
  r.seq = seq;
  r.reason = reason;
  SendTo(peer, r);
}

void HostRoom::Bye(int peer, const std::string& reason, const std::string& why) {
  Message bye;
  bye.kind = Message::Kind::kBye;
  bye.reason = reason;
  bye.why = why;
  SendTo(peer, bye);
}

void HostRoom::Received(const LinkEvent& e, LocalSession* session, double now, bool* moved) {
  auto it = conns_.find(e.peer);
  if (it == conns_.end()) return;  // a connection dropped already (or never opened)
  Conn& c = it->second;
  const std::string& text = e.data;
  if (text.size() > kMaxGuestMessageBytes) {
    Drop(e.peer, "device " + std::to_string(e.peer) + " sent a message too long for a guest, and was disconnected");
    return;
  }
  const double when = e.arrived >= 0 ? e.arrived : now;
  if (!text.empty() && text[0] == 'P' && c.stage == Conn::Stage::kIn) {
    // A keep-alive: free of the message budget, but limited on its own.
    if (!c.keepalives.Take(kKeepAliveBurst, kKeepAlivesPerSecond, when)) return;
  } else if (!c.messages.Take(kRateBurst, kRatePerSecond, when)) {
    const int seat = SeatOf(e.peer);
    Drop(e.peer, (seat >= 0 ? seats_[static_cast<size_t>(seat)].name + "'s device" : "device " + std::to_string(e.peer)) +
                     " sent too many messages and was disconnected");
    return;
  }
  if (c.stage != Conn::Stage::kIn) {
    Handshake(e.peer, c, text, session, now);
    return;
  }
  std::string json;
  const Channel::Opened opened = c.channel->Open(text, &json);
  if (opened == Channel::Opened::kBad) {
    Drop(e.peer, "device " + std::to_string(e.peer) + " sent a message that was not authentic, and was disconnected");
    return;
  }
  c.heard = now;
  const int own = c.seat;
  if (own >= 0) {
    Seat& s = seats_[static_cast<size_t>(own)];
    s.heard = now;
    // Any valid message from the seat's own device says its player is back:
    // the stand-in bot hands the seat back (a tab that was in the
    // background, whose link never dropped, sends keep-alives again), unless
    // the host gave the seat to a bot itself.
    if (session != nullptr && session->IsStandIn(own) && !s.held) {
      session->StandIn(own, "");
      Note(s.name + " is back");
    }
  }
  if (opened == Channel::Opened::kKeepAlive) return;
  Result<Message> parsed = Parse(json);
  if (!parsed.ok()) {
    Note("refused a message from device " + std::to_string(e.peer) + ": " + parsed.error());
    return;
  }
  Handle(e.peer, c, *parsed, session, now, moved);
}

//-----------------------------------------------------------------------------
// [SECTION] HostRoom: the handshake (docs/multi-device.md, "The handshake")
//-----------------------------------------------------------------------------

void HostRoom::Handshake(int peer, Conn& c, const std::string& text, LocalSession* session, double now) {
  using K = Message::Kind;
  if (IsEnvelope(text)) {
    Note("ignored a message from device " + std::to_string(peer) + " before its handshake");
    return;
  }
  Result<Message> parsed = Parse(text);
  if (!parsed.ok()) {
    Note("refused a message from device " + std::to_string(peer) + ": " + parsed.error());
    return;
  }
  const Message& m = *parsed;
  if (m.kind == K::kHello) {
    if (c.stage == Conn::Stage::kChallenged && m.nonce == c.guest_nonce) {
      link_->Send(peer, c.challenge);  // the same hello again: its challenge was lost
      return;
    }
    // A fresh nonce and key exchange, and the host's signature of
    // everything that makes this connection this one.
    c.kx = KxPair::New();
    c.guest_nonce = m.nonce;
    c.guest_kx = Unhex(m.kx, 32);
    Transcript t;
    t.guest_nonce = m.nonce;
    t.host_nonce = NewToken();
    t.guest_kx = c.guest_kx;
    t.host_kx = c.kx.public_key;
    t.guest_fingerprint = c.remote_fingerprint;
    t.host_fingerprint = c.local_fingerprint;
    c.transcript = t.Hash();
    Message challenge;
    challenge.kind = K::kChallenge;
    challenge.nonce = t.host_nonce;
    challenge.kx = Hex(c.kx.public_key);
    challenge.sig = Hex(SignTranscript(key_, c.transcript));
    c.challenge = Print(challenge);
    c.stage = Conn::Stage::kChallenged;
    link_->Send(peer, c.challenge);
    return;
  }
  if (m.kind == K::kAuth && c.stage == Conn::Stage::kChallenged) {
    Authenticated(peer, c, m, session, now);
    return;
  }
  Note("ignored a message from device " + std::to_string(peer) + " before its handshake");
}

void HostRoom::Authenticated(int peer, Conn& c, const Message& auth, LocalSession* session, double now) {
  std::optional<Channel> channel = Channel::Make(true, c.kx, c.guest_kx, c.transcript);
  if (!channel) {
    Drop(peer, "device " + std::to_string(peer) + "'s key exchange was malformed");
    return;
  }
  c.channel = std::move(channel);
  const std::string transcript = Hex(c.transcript);
  // The host's own other device, taking the game over (docs/multi-device.md,
  // "A new device for the host").
  if (!auth.take.empty()) {
    if (handover_token_.empty() || now > handover_until_ || session == nullptr ||
        !SameProof(auth.take, Proof(handover_token_, "take", transcript, ""))) {
      Drop(peer, "device " + std::to_string(peer) + " asked for the game without a valid handover");
      return;
    }
    c.stage = Conn::Stage::kIn;
    c.taking_over = true;
    link_->Trust(peer);
    Message m;
    m.kind = Message::Kind::kHandover;
    m.save = session->SaveText(static_cast<int64_t>(std::time(nullptr)));
    if (Print(m).size() > kMaxMessageBytes) {
      Bye(peer, "The game is too large to move over the link.", "");
      Drop(peer, "the game was too large to hand over");
      return;
    }
    SendTo(peer, m);
    Note("the game's save went to the host's other device");
    return;
  }
  // A seat's token takes its seat back (a reload, a phone that slept): the
  // device shows it knows the token for this very connection, without
  // sending it. (Every guest seat is tried: a device may not know its
  // seat's number.) A relay's connection has another transcript: no seat.
  int seat = -1;
  for (size_t i = 0; i < seats_.size() && !auth.proof.empty(); ++i) {
    const Seat& s = seats_[i];
    if (s.kind == Kind::kGuest && !s.token.empty() && SameProof(auth.proof, Proof(s.token, "seat", transcript, "")))
      seat = static_cast<int>(i);
  }
  if (seat >= 0) {
    Seat& s = seats_[static_cast<size_t>(seat)];
    if (s.peer >= 0 && s.peer != peer) {
      // The seat opened on another device (or tab): the newest has it, and
      // the other is told so and waits (it does not take it back by itself).
      Bye(s.peer, "Your seat is now open on another device.", "elsewhere");
      Drop(s.peer, s.name + "'s seat moved to another device");
    }
    c.stage = Conn::Stage::kIn;
    c.seat = seat;
    s.peer = peer;
    s.heard = now;
    link_->Trust(peer);
    sent_[static_cast<size_t>(seat)].clear();
    SendWhole(seat);  // a new connection: a whole table first
    if (session != nullptr && session->IsStandIn(seat) && !s.held) session->StandIn(seat, "");
    Note(s.name + " is back");
    SendLobby(peer, seat, false, true);
    return;
  }
  // A proof that fits no seat (a seat given up while the device was away,
  // a guess, a relay): the device is a newcomer, and learns nothing.
  if (!auth.proof.empty()) Note("device " + std::to_string(peer) + "'s proof fits no seat");
  c.stage = Conn::Stage::kIn;
  if (started_) {
    Bye(peer, "This game has started, and every seat is taken.", "started");
    Drop(peer, "");  // told: nothing more to hear from it
    return;
  }
  size_t open_seats = 0;
  for (const Seat& s : seats_) open_seats += s.kind == Kind::kOpen;
  if (Seatless() > open_seats + kMaxSeatless) {
    Bye(peer, "The room is full.", "full");
    Drop(peer, "a device more than the room has room for was turned away");
    return;
  }
  link_->Trust(peer);
  SendLobby(peer, -1, false, true);
}

//-----------------------------------------------------------------------------
// [SECTION] HostRoom: a guest's messages
//-----------------------------------------------------------------------------

void HostRoom::Handle(int peer, Conn& c, const Message& m, LocalSession* session, double now, bool* moved) {
  using K = Message::Kind;
  const int own = c.seat;
  switch (m.kind) {
    case K::kSit: {
      if (started_ || c.taking_over) return;
      if (m.seat >= static_cast<int>(seats_.size()) || seats_[static_cast<size_t>(m.seat)].kind != Kind::kOpen) {
        SendLobby(peer, own);  // someone was quicker: the lobby as it is now
        return;
      }
      if (own >= 0) seats_[static_cast<size_t>(own)] = Seat{};  // moving to another seat
      Seat& s = seats_[static_cast<size_t>(m.seat)];
      s = Seat{};
      s.kind = Kind::kGuest;
      s.name = UniqueSeatName(m.name, m.seat);
      s.token = NewToken();
      s.peer = peer;
      s.heard = now;
      c.seat = m.seat;
      Note(s.name + " sits at seat " + std::to_string(m.seat + 1));
      SendLobby(peer, m.seat, true);
      lobby_key_.clear();
      return;
    }
    case K::kMove:
      if (own < 0) {
        Note("refused a move from device " + std::to_string(peer) + ": it has no seat");
        return;
      }
      HandleMove(peer, seats_[static_cast<size_t>(own)], own, m, session, moved);
      return;
    case K::kPass: {
      if (own < 0 || m.seat != own || session == nullptr) return;
      // Only a change counts, and at most one a second (each is a save).
      Seat& s = seats_[static_cast<size_t>(own)];
      s.pass_due = m.mode;
      return;
    }
    case K::kPing:
      return;
    case K::kResync:
      // Its table and the change did not fit (it missed one): a whole one,
      // as soon as its last whole one is old enough.
      if (own >= 0) seats_[static_cast<size_t>(own)].whole_due = true;
      return;
    case K::kTaken:
      if (c.taking_over) {
        handed_over_ = true;
        handover_token_.clear();
        Note("the host's other device has the game");
      }
      return;
    default:
      Note("refused a host's message from device " + std::to_string(peer));
      return;
  }
}

void HostRoom::HandleMove(int peer, Seat& s, int seat, const Message& m, LocalSession* session, bool* moved) {
  if (m.seat != seat) {
    Note("refused a move from device " + std::to_string(peer) + " for seat " + std::to_string(m.seat + 1) +
         ": not its seat");
    Refuse(peer, m.seq, "That seat is not yours.");
    return;
  }
  if (m.seq <= s.last_seq) {
    // A resend of a move handled before (a reload, a reconnection) is
    // answered as it was; any other move under a used number is refused
    // with a notice (two devices of one seat), never dropped in silence.
    for (const Handled& h : s.handled) {
      if (h.seq != m.seq || h.move != m.move || h.rev != m.rev) continue;
      if (!h.refusal.empty()) Refuse(peer, m.seq, h.refusal);
      sent_[static_cast<size_t>(seat)].clear();  // its table says so again
      return;
    }
    Refuse(peer, m.seq, "That move was not played: its number was used already (is your seat open on another device?).");
    return;
  }
  s.last_seq = m.seq;
  std::string refusal;
  if (session == nullptr) {
    refusal = "The game has not started.";
  } else if (s.held) {
    refusal = "The host has a bot play your seat for now.";
  } else if (!session->RealTime()) {
    // The table it was made on: this game, and no older than the seat's
    // current decision (docs/multi-device.md, "Moves bound to their table").
    const uint64_t current = Revision(*session);
    const size_t start = session->DecisionStart(seat);
    if (m.rev == 0) {
      refusal = "That move does not say which table it was made on.";
    } else if (m.rev / kRevGame != game_number_ || m.rev > current ||
               (start != LocalSession::kNotDeciding && m.rev % kRevGame < start)) {
      refusal = "That move was made on an older table, and the game has moved on: your table shows it as it is now.";
    }
  }
  if (refusal.empty()) {
    const Status status = session->Play(seat, m.move);
    if (status.ok()) *moved = true;
    else refusal = status.reason();
  }
  s.handled.push_back(Handled{m.seq, m.rev, m.move, refusal});
  while (s.handled.size() > kHandledKept) s.handled.pop_front();
  if (!refusal.empty()) Refuse(peer, m.seq, refusal);
  sent_[static_cast<size_t>(seat)].clear();  // acknowledged in its next table
}

//-----------------------------------------------------------------------------
// [SECTION] HostRoom: timers, lobbies and tables
//-----------------------------------------------------------------------------

void HostRoom::Timers(LocalSession* session, double now) {
  std::vector<std::pair<int, std::string>> drop;
  for (auto& [peer, c] : conns_) {
    if (c.stage != Conn::Stage::kIn && now - c.opened > kHandshakeSeconds) {
      drop.emplace_back(peer, "device " + std::to_string(peer) + " did not finish its handshake in time");
    } else if (c.stage == Conn::Stage::kIn && c.seat < 0 && now - c.heard > kSeatlessSilentSeconds) {
      drop.emplace_back(peer, "device " + std::to_string(peer) + ", without a seat, went silent");
    } else if (c.stage == Conn::Stage::kIn && c.channel && now - c.sent_at >= kHostKeepAliveSeconds) {
      c.sent_at = now;
      link_->Send(peer, c.channel->KeepAlive());
    }
  }
  for (const auto& [peer, note] : drop) Drop(peer, note);
  // In the lobby a seat whose guest left opens again after a grace (a
  // phone that blinked comes back to it with its token).
  for (Seat& s : seats_) {
    if (!started_ && s.kind == Kind::kGuest && s.peer < 0 && s.left >= 0 && now - s.left > kLobbyGraceSeconds) {
      Note(s.name + "'s seat is open again");
      s = Seat{};
    }
  }
  if (handover_until_ > 0 && now > handover_until_) {
    handover_token_.clear();
    handover_until_ = 0;
  }
  if (session == nullptr || !started_) return;
  for (size_t i = 0; i < seats_.size(); ++i) {
    Seat& s = seats_[i];
    const int seat = static_cast<int>(i);
    if (s.kind != Kind::kGuest) continue;
    // A guest gone quiet: a bot plays for them until they come back.
    if (!session->IsStandIn(seat) && quiet_ > 0 && now - s.heard > quiet_) {
      session->StandIn(seat, s.level);
      Note("a bot plays for " + s.name + " until they are back");
    }
    // What waits for its turn: a pass mode, a whole table.
    if (!s.pass_due.empty() && (s.pass_at < 0 || now - s.pass_at >= kPassEverySeconds)) {
      const Session::AutoPass mode = Session::PassModeOf(s.pass_due);
      s.pass_due.clear();
      if (mode != session->auto_pass(seat)) {
        session->SetAutoPass(seat, mode);
        s.pass_at = now;
      }
    }
    if (s.whole_due && (s.whole_at < 0 || now - s.whole_at >= kWholeEverySeconds)) {
      s.whole_due = false;
      SendWhole(seat);
      sent_[i].clear();
    }
  }
}

void HostRoom::SendLobby(int peer, int seat, bool give_token, bool first) {
  auto it = conns_.find(peer);
  if (it == conns_.end()) return;
  Message m;
  m.kind = Message::Kind::kLobby;
  m.game = info_->name;
  m.variant = plan_.options.variant;
  m.seats = Table();
  m.seat = seat;
  if (seat >= 0) {
    const Seat& s = seats_[static_cast<size_t>(seat)];
    m.token = give_token ? s.token : "";
    m.acked = s.last_seq;
    // To a device coming back: this host knows its seat's token (so it is
    // this room's host, whatever the device knew of it before), and its key.
    if (first) m.proof = Proof(s.token, "host", Hex(it->second.transcript), "");
    if (first || give_token) m.key = KeyText(key_.public_key);
  }
  m.started = started_;
  m.quiet = quiet_;
  m.turn = turn_;
  SendTo(peer, m);
}

void HostRoom::SendState(int seat, const LocalSession& session) {
  Seat& s = seats_[static_cast<size_t>(seat)];
  const Game& game = session.game();
  Message m;
  m.kind = Message::Kind::kState;
  m.rev = Revision(session);
  m.seat = seat;
  m.game = info_->name;
  m.variant = game.Options().variant;
  m.seats = Table();
  for (size_t i = 0; i < m.seats.size(); ++i) m.seats[i].stand_in = session.IsStandIn(static_cast<int>(i));
  m.names = session.names();
  // Only what this seat may see: its redacted copy, which has no seed. As
  // the change from the last table this seat's device got, when it has one.
  Json snapshot = game.Redacted(seat)->Snapshot();
  Base& base = base_[static_cast<size_t>(seat)];
  if (!base.whole_next && base.n > 0) {
    m.delta = Diff(base.snapshot, snapshot);
    m.is_delta = m.delta.Dump().size() < snapshot.Dump().size();
  }
  base.n = m.is_delta ? base.n + 1 : 1;
  base.whole_next = false;
  if (!m.is_delta) s.whole_at = now_;
  m.table_no = base.n;
  if (!m.is_delta) {
    m.snapshot = snapshot;
    m.delta = Json();
  }
  base.snapshot = std::move(snapshot);
  m.acked = s.last_seq;
  m.clock = session.Clock();
  if (game.IsTerminal()) m.scores = session.score_history();
  if (turn_ > 0 && !session.RealTime()) {
    for (int i = 0; i < game.NumSeats(); ++i) {
      const std::optional<double> left = session.TurnLeft(i, now_);
      m.turn_left.push_back(left ? static_cast<int64_t>(std::llround(*left * 1000)) : -1);
    }
  }
  bytes_sent_ += SendTo(s.peer, m);
  ++tables_sent_;
}

void HostRoom::Broadcast(LocalSession* session) {
  std::string seats_key = std::to_string(turn_) + "/" + std::to_string(quiet_);
  for (const SeatInfo& s : Table())
    seats_key += std::to_string(static_cast<int>(s.kind)) + s.name + (s.here ? "+" : "-") + (s.held ? "h" : "");
  if (session != nullptr) {
    for (size_t i = 0; i < seats_.size(); ++i) seats_key += session->IsStandIn(static_cast<int>(i)) ? "s" : ".";
  }
  if (session == nullptr || !started_) {
    if (seats_key == lobby_key_) return;
    lobby_key_ = seats_key;
    // Only to devices past the handshake (one still in it would read a
    // lobby without its seat).
    for (const auto& [peer, c] : conns_)
      if (c.stage == Conn::Stage::kIn && !c.taking_over) SendLobby(peer, c.seat);
    return;
  }
  const std::string key = seats_key + "#" + std::to_string(game_number_) + "#" +
                          std::to_string(session->game().History().size());
  for (size_t i = 0; i < seats_.size(); ++i) {
    Seat& s = seats_[i];
    if (s.kind != Kind::kGuest || s.peer < 0) continue;
    const std::string seat_key = key + "#" + std::to_string(s.last_seq);
    if (sent_[i] == seat_key) continue;
    sent_[i] = seat_key;
    SendState(static_cast<int>(i), *session);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] HostRoom: saves
//-----------------------------------------------------------------------------

Json HostRoom::SaveJson() const {
  Json j(Json::Object{});
  j.set("format", kHostFormat);
  j.set("version", kHostVersion);
  j.set("code", code_);
  j.set("key", key_.SecretText());
  j.set("game", info_->name);
  j.set("host_seat", host_seat_);
  j.set("quiet", quiet_);
  if (turn_ > 0) j.set("turn", turn_);
  j.set("started", started_);
  if (game_number_ > 0) j.set("game_number", game_number_);
  if (!started_) {
    // A lobby: what its game will be (the game's save says it once it began).
    j.set("variant", plan_.options.variant);
    j.set("seed", plan_.options.seed.Text());
  }
  Json seats(Json::Array{});
  for (const Seat& s : seats_) {
    Json x(Json::Object{});
    x.set("kind", KindName(s.kind));
    x.set("name", s.name);
    x.set("token", s.token);
    x.set("level", s.level);
    x.set("last_seq", s.last_seq);
    if (s.held) x.set("held", true);
    Json handled(Json::Array{});
    const size_t from = s.handled.size() > 4 ? s.handled.size() - 4 : 0;
    for (size_t i = from; i < s.handled.size(); ++i) {
      const Handled& h = s.handled[i];
      handled.push_back(Json(Json::Array{Json(h.seq), Json(h.rev), Json(h.move), Json(h.refusal)}));
    }
    if (handled.size() > 0) x.set("handled", handled);
    seats.push_back(x);
  }
  j.set("seats", seats);
  return j;
}

Result<std::unique_ptr<HostRoom>> HostRoom::Resume(Transport& link, const GameInfo& info, const Dictionary* dict,
                                                   const Json& j) {
  using R = Result<std::unique_ptr<HostRoom>>;
  if (!j.is_object() || j["format"].as_string() != kHostFormat || j["game"].as_string() != info.name)
    return R::Error("the room's file is damaged");
  const int64_t version = j["version"].as_int(-1);
  if (version != 1 && version != kHostVersion) return R::Error("the room was saved by another version of the program");
  const std::string code = j["code"].as_string();
  const Json& seats = j["seats"];
  if (NormalizeRoomCode(code) != code || !seats.is_array() || seats.size() < 1 || seats.size() > kMaxRoomSeats)
    return R::Error("the room's file is damaged");
  const int host_seat = static_cast<int>(j["host_seat"].as_int(-1));
  if (host_seat < 0 || host_seat >= static_cast<int>(seats.size())) return R::Error("the room's file is damaged");
  SessionSetup plan;
  plan.options.seats = static_cast<int>(seats.size());
  for (const Json& s : seats.as_array()) {
    SeatSetup seat;
    seat.human = s["kind"].as_string() != "bot";
    seat.level = s["level"].as_string();
    if (!info.HasBotLevel(seat.level)) seat.level = "medium";
    seat.name = s["name"].as_string();
    plan.seats.push_back(seat);
  }
  if (j["variant"].is_object()) plan.options.variant = j["variant"];
  if (const std::optional<Seed> seed = Seed::Parse(j["seed"].as_string())) plan.options.seed = *seed;
  auto room = std::make_unique<HostRoom>(link, info, dict, plan, host_seat, code);
  for (size_t i = 0; i < seats.size(); ++i) {
    const Json& s = seats.as_array()[i];
    Seat& seat = room->seats_[i];
    const std::string kind = s["kind"].as_string();
    if (kind == "guest") seat.kind = Kind::kGuest;
    if (kind == "bot") seat.kind = Kind::kBot;
    if (kind == "open") seat.kind = Kind::kOpen;
    if (kind == "guest") seat.name = CleanName(s["name"].as_string(), "Player " + std::to_string(i + 1));
    seat.token = s["token"].as_string();
    seat.last_seq = static_cast<uint64_t>(std::max<int64_t>(0, s["last_seq"].as_int(0)));
    seat.held = kind == "guest" && s["held"].as_bool(false);
    for (const Json& h : s["handled"].as_array()) {
      if (!h.is_array() || h.size() != 4) continue;
      const auto& a = h.as_array();
      seat.handled.push_back(Handled{static_cast<uint64_t>(std::max<int64_t>(0, a[0].as_int(0))),
                                     static_cast<uint64_t>(std::max<int64_t>(0, a[1].as_int(0))), a[2].as_string(),
                                     a[3].as_string()});
    }
  }
  if (version == kHostVersion) {
    const std::optional<HostKey> key = HostKey::FromSecretText(j["key"].as_string());
    if (!key) return R::Error("the room's file is damaged (its key)");
    room->key_ = *key;
  }
  // (A room of version 1 had a shared secret in its link, and gets a key of
  // its own now: guests that came by its old link are typed-code guests
  // until they are back at their seats; docs/multi-device.md, "Identity".)
  room->quiet_ = static_cast<int>(std::clamp<int64_t>(j["quiet"].as_int(60), 0, 24 * 3600));
  room->turn_ = static_cast<int>(std::clamp<int64_t>(j["turn"].as_int(0), 0, 24 * 3600));
  room->started_ = j["started"].as_bool(false);
  room->game_number_ = static_cast<uint64_t>(std::clamp<int64_t>(j["game_number"].as_int(0), 0, int64_t{1} << 30));
  return R(std::move(room));
}

//-----------------------------------------------------------------------------
// [SECTION] GuestRoom: the file
//-----------------------------------------------------------------------------

GuestRoom::GuestRoom(Transport& link, const GameRegistry& registry, const Dictionary* dict, std::string code,
                     std::string name, std::string token)
    : link_(&link),
      registry_(&registry),
      dict_(dict),
      code_(std::move(code)),
      name_(CleanName(name, "")),
      token_(std::move(token)) {}

std::string GuestRoom::SaveText() const {
  Json j(Json::Object{});
  j.set("format", kGuestFormat);
  j.set("version", kGuestVersion);
  j.set("code", code_);
  j.set("token", token_);
  j.set("seat", seat_);
  if (!key_.empty()) j.set("key", KeyText(key_));
  j.set("name", name_);
  j.set("next_seq", next_seq_);
  if (host_seen_ > 0) j.set("host_seen", host_seen_);
  if (left_) j.set("left", true);
  Json pending(Json::Array{});
  for (const Pending& p : pending_)
    pending.push_back(Json(Json::Array{Json(p.seq), Json(p.seat), Json(p.move), Json(p.rev)}));
  if (pending.size() > 0) j.set("pending", pending);
  return j.Dump();
}

Result<std::unique_ptr<GuestRoom>> GuestRoom::Resume(Transport& link, const GameRegistry& registry,
                                                     const Dictionary* dict, std::string_view text) {
  using R = Result<std::unique_ptr<GuestRoom>>;
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok() || !(*parsed).is_object() || (*parsed)["format"].as_string() != kGuestFormat)
    return R::Error("the room's file is damaged");
  const Json& j = *parsed;
  const std::string code = NormalizeRoomCode(j["code"].as_string());
  if (code.empty()) return R::Error("the room's file is damaged");
  std::string token = j["token"].as_string();
  if (token.size() != 32 || token.find_first_not_of("0123456789abcdef") != std::string::npos) token.clear();
  auto room = std::make_unique<GuestRoom>(link, registry, dict, code, j["name"].as_string(), token);
  // (A file of version 1 may hold the old links' shared secret: it is no
  // proof of anything now. Such a guest is a typed-code guest until its host
  // shows it knows its seat's token, and then keeps the host's key.)
  room->key_ = KeyOfText(j["key"].as_string());
  const int64_t seat = j["seat"].as_int(-1);
  if (seat >= 0 && seat < kMaxRoomSeats && !room->token_.empty()) room->seat_ = static_cast<int>(seat);
  // Numbers already used stay used; the host's count, in its answer to the
  // hello, numbers the moves still to send after it anyway.
  room->next_seq_ = static_cast<uint64_t>(std::clamp<int64_t>(j["next_seq"].as_int(0), 0, int64_t{1} << 50));
  room->host_seen_ = std::max<int64_t>(0, j["host_seen"].as_int(0));
  room->left_ = j["left"].as_bool(false);
  // Each unacknowledged move keeps its number and its table: the host
  // ignores one it has handled already (the page may have reloaded just
  // after sending it). (A move of version 1 says no table: the host refuses
  // it with a notice, and the person is asked again.)
  for (const Json& p : j["pending"].as_array()) {
    if ((p.size() != 3 && p.size() != 4) || !p.as_array()[2].is_string()) continue;
    const auto& a = p.as_array();
    const int64_t seq = a[0].as_int(-1), seat_of = a[1].as_int(-1);
    const int64_t rev = a.size() == 4 ? a[3].as_int(0) : 0;
    if (seq <= 0 || seq > (int64_t{1} << 50) || seat_of < 0 || seat_of >= kMaxRoomSeats || rev < 0) continue;
    if (!room->pending_.empty() && static_cast<uint64_t>(seq) <= room->pending_.back().seq) continue;
    room->pending_.push_back(
        Pending{static_cast<uint64_t>(seq), static_cast<int>(seat_of), static_cast<uint64_t>(rev), a[2].as_string()});
    room->next_seq_ = std::max(room->next_seq_, static_cast<uint64_t>(seq));
  }
  return R(std::move(room));
}

//-----------------------------------------------------------------------------
// [SECTION] GuestRoom: the link
//-----------------------------------------------------------------------------

void GuestRoom::Open(double now) {
  // With the host's key: its private name (no one on the code can catch
  // this device there), and every other try the code (the key's name may be
  // held by another device); the host's signature is checked either way.
  const std::string name = key_.empty() || via_code_ ? code_ : HostName(key_);
  link_->Start(Transport::Role::kGuest, name);
  left_ = false;  // (back at the table)
  stage_ = Stage::kLinking;
  channel_.reset();
  trusted_ = false;
  sit_asked_ = -1;
  hello_at_ = now;
  retry_at_ = -1;
  retries_ += 1;
  opens_ += 1;
  if (heard_at_ < 0) heard_at_ = now;
  if (status_.empty() || phase_ == Phase::kConnecting) status_ = "Connecting to room " + ShowRoomCode(code_) + "\xE2\x80\xA6";
}

double GuestRoom::RetryDelay() const {
  // 2, 4, 8, 16, 30, 30... seconds: a host that is away for long is not
  // asked every 2 s for ever.
  return std::min(kMaxRetrySeconds, kRetrySeconds * std::pow(2.0, std::max(0, retries_ - 1)));
}

void GuestRoom::Reconnect(double now, const std::string& status) {
  link_->Close();
  stage_ = Stage::kOff;
  channel_.reset();
  trusted_ = false;
  status_ = status;
  retry_at_ = now + RetryDelay();
  if (!key_.empty()) via_code_ = !via_code_;
}

void GuestRoom::Leave() {
  phase_ = Phase::kClosed;
  stage_ = Stage::kOff;
  channel_.reset();
  link_->Close();
}

void GuestRoom::PlayHere(double now) {
  if (!elsewhere_) return;
  elsewhere_ = false;
  phase_ = last_n_ > 0 || rev_ > 0 ? Phase::kPlaying : lobby_.game.empty() ? Phase::kConnecting : Phase::kLobby;
  status_.clear();
  retries_ = 0;
  Open(now);
}

void GuestRoom::Send(const Message& m) {
  if (stage_ == Stage::kIn && channel_) link_->Send(0, channel_->Seal(Print(m)));
}

void GuestRoom::Heard(double now) {
  heard_at_ = now;
  host_seen_ = static_cast<int64_t>(std::time(nullptr));
}

double GuestRoom::HostAwaySeconds(double now) const { return heard_at_ < 0 ? 0 : std::max(0.0, now - heard_at_); }

std::string GuestRoom::TakeHandover() {
  std::string s;
  s.swap(handover_);
  return s;
}

void GuestRoom::ConfirmHandover() {
  Message m;
  m.kind = Message::Kind::kTaken;
  Send(m);
}

void GuestRoom::Hello(double now, bool again) {
  if (!again) {
    nonce_ = NewToken();
    kx_ = KxPair::New();
    Message m;
    m.kind = Message::Kind::kHello;
    m.name = name_;
    m.nonce = nonce_;
    m.kx = Hex(kx_.public_key);
    hello_text_ = Print(m);
    hellos_ = 0;
  }
  ++hellos_;
  hello_at_ = now;
  link_->Send(0, hello_text_);
}

void GuestRoom::Sit(int seat, const std::string& name) {
  name_ = CleanName(name, name_);
  sit_asked_ = seat;
  Message m;
  m.kind = Message::Kind::kSit;
  m.seat = seat;
  m.name = name_;
  Send(m);
}

void GuestRoom::SendMove(int seat, const std::string& move, uint64_t rev) {
  pending_.push_back(Pending{++next_seq_, seat, rev, move});
  // Before the host has answered this connection's handshake, the move
  // waits: the answer says from which number on the host has not seen them.
  if (stage_ == Stage::kIn) SendPending(pending_.back());
}

void GuestRoom::SendPassMode(int seat, const std::string& mode) {
  Message p;
  p.kind = Message::Kind::kPass;
  p.seat = seat;
  p.mode = mode;
  Send(p);
}

void GuestRoom::SendPending(const Pending& p) {
  Message m;
  m.kind = Message::Kind::kMove;
  m.seq = p.seq;
  m.seat = p.seat;
  m.rev = p.rev;
  m.move = p.move;
  Send(m);
}

void GuestRoom::Acknowledged(uint64_t acked, bool resend) {
  // A host that has not proved itself acknowledges nothing this device did
  // not send (it could otherwise make it drop its moves, or its numbers).
  if (!trusted_) acked = std::min(acked, next_seq_);
  while (!pending_.empty() && pending_.front().seq <= acked) pending_.pop_front();
  // New moves are numbered after the host's count, even if this device's
  // file was older than its last move (a page that reloaded from a stale
  // file would otherwise send numbers the host has used).
  next_seq_ = std::max(next_seq_, acked);
  if (resend)
    for (const Pending& p : pending_) SendPending(p);
}

GuestRoom::Table GuestRoom::TakeTable() {
  Table t = std::move(tables_.front());
  tables_.pop_front();
  return t;
}

std::string GuestRoom::TakeNotice() {
  std::string n;
  n.swap(notice_);
  return n;
}

bool GuestRoom::Pump(double now) {
  // A page in the background (its frames stopped) does not count its own
  // sleep as the host's absence.
  if (pumped_at_ >= 0 && now - pumped_at_ > 5 && heard_at_ >= 0) heard_at_ += now - pumped_at_;
  pumped_at_ = now;
  if (phase_ == Phase::kClosed) return false;
  bool changed = false;
  for (LinkEvent& e : link_->Poll()) {
    switch (e.kind) {
      case LinkEvent::Kind::kReady:
        if (stage_ != Stage::kLinking) break;
        stage_ = Stage::kHello;
        local_fingerprint_ = e.local_fingerprint;
        remote_fingerprint_ = e.remote_fingerprint;
        last_n_ = 0;  // the host starts this connection with a whole table
        Hello(now, false);
        break;
      case LinkEvent::Kind::kMessage:
        Handle(e.data, now);
        changed = true;
        break;
      case LinkEvent::Kind::kClosed:
        // (A connection still opening that closes says so with an error,
        // or runs out of time.)
        if (e.peer != 0 || stage_ == Stage::kOff || stage_ == Stage::kLinking) break;
        stage_ = Stage::kOff;
        channel_.reset();
        trusted_ = false;
        if (phase_ != Phase::kClosed && !doubted_) {
          status_ = "The connection to the host was lost. Reconnecting\xE2\x80\xA6";
        }
        retry_at_ = now + RetryDelay();
        changed = true;
        break;
      case LinkEvent::Kind::kError:
        if (e.fatal || stage_ == Stage::kLinking) {
          stage_ = Stage::kOff;
          channel_.reset();
          status_ = (e.type == "peer-unavailable" ? "Room " + ShowRoomCode(code_) + " is not open (yet)." : e.data) +
                    " Trying again\xE2\x80\xA6";
          retry_at_ = now + RetryDelay();
          if (!key_.empty()) via_code_ = !via_code_;
          changed = true;
        }
        break;
      case LinkEvent::Kind::kOpen:
        break;
    }
    if (phase_ == Phase::kClosed) break;
  }
  if (phase_ == Phase::kClosed) return changed;
  if (retry_at_ >= 0 && now >= retry_at_) Open(now);
  // A hello lost on its way (or a host that does not answer): hello again
  // once, then connect again.
  if (stage_ == Stage::kLinking && now - hello_at_ > kLinkingSeconds) {
    Reconnect(now, "No answer from room " + ShowRoomCode(code_) + ". Trying again\xE2\x80\xA6");
  } else if (stage_ == Stage::kHello && now - hello_at_ > kChallengeSeconds) {
    if (hellos_ < 2) Hello(now, true);
    else Reconnect(now, "No answer from room " + ShowRoomCode(code_) + "'s host. Trying again\xE2\x80\xA6");
  } else if (stage_ == Stage::kAuth && now - auth_at_ > kWelcomeSeconds) {
    Reconnect(now, "No answer from room " + ShowRoomCode(code_) + "'s host. Trying again\xE2\x80\xA6");
  }
  // A device that does not know this device's seat and cannot show it is
  // the host: the lobby it shows may be taken, but the real host is looked
  // for again now and then.
  if (stage_ == Stage::kIn && !Believes() && now - in_at_ > kMaxRetrySeconds) {
    Reconnect(now, status_);
  }
  if (stage_ == Stage::kIn && channel_ && now >= keepalive_at_) {
    link_->Send(0, channel_->KeepAlive());
    keepalive_at_ = now + kKeepAliveSeconds;
  }
  return changed;
}

//-----------------------------------------------------------------------------
// [SECTION] GuestRoom: the handshake and the host's messages
//-----------------------------------------------------------------------------

void GuestRoom::Handle(const std::string& text, double now) {
  if (!IsEnvelope(text)) {
    // Before the handshake only a challenge is heard, and after it nothing
    // plain at all.
    Result<Message> parsed = Parse(text);
    if (stage_ == Stage::kHello && parsed.ok() && parsed->kind == Message::Kind::kChallenge) {
      HandleChallenge(*parsed, now);
    } else {
      std::fprintf(stderr, "room %s: ignored a message outside the handshake\n", code_.c_str());
    }
    return;
  }
  if (!channel_) return;
  std::string json;
  switch (channel_->Open(text, &json)) {
    case Channel::Opened::kBad:
      std::fprintf(stderr, "room %s: a message from the host was not authentic\n", code_.c_str());
      Reconnect(now, "The connection to the host was garbled. Reconnecting\xE2\x80\xA6");
      return;
    case Channel::Opened::kKeepAlive:
      if (Believes()) Heard(now);
      return;
    case Channel::Opened::kMessage:
      break;
  }
  Result<Message> parsed = Parse(json);
  if (!parsed.ok()) {
    std::fprintf(stderr, "room %s: refused a message from the host: %s\n", code_.c_str(), parsed.error().c_str());
    return;
  }
  if (Believes()) Heard(now);
  HandleFromHost(*parsed, json, now);
}

void GuestRoom::HandleChallenge(const Message& m, double now) {
  Transcript t;
  t.guest_nonce = nonce_;
  t.host_nonce = m.nonce;
  t.guest_kx = kx_.public_key;
  t.host_kx = Unhex(m.kx, 32);
  t.guest_fingerprint = local_fingerprint_;
  t.host_fingerprint = remote_fingerprint_;
  const std::string hash = t.Hash();
  if (!key_.empty()) {
    if (!CheckTranscript(key_, hash, Unhex(m.sig, 64))) {
      // Not the host of the link this device was given (another device on
      // the code, or a relay): it learns nothing (no token, no proof), and
      // the real host is tried again.
      std::fprintf(stderr, "room %s: the host's proof was wrong\n", code_.c_str());
      doubted_ = true;
      Reconnect(now, "The device answering as room " + ShowRoomCode(code_) +
                         " could not prove it is that room's host. Trying again\xE2\x80\xA6");
      return;
    }
    trusted_ = true;
  }
  channel_ = Channel::Make(false, kx_, t.host_kx, hash);
  if (!channel_) {
    Reconnect(now, "The host's answer was malformed. Trying again\xE2\x80\xA6");
    return;
  }
  transcript_ = hash;
  Message a;
  a.kind = Message::Kind::kAuth;
  a.seat = token_.empty() ? -1 : seat_;
  if (!token_.empty()) a.proof = Proof(token_, "seat", Hex(hash), "");
  if (!take_.empty()) a.take = Proof(take_, "take", Hex(hash), "");
  link_->Send(0, Print(a));
  stage_ = Stage::kAuth;
  auth_at_ = now;
}

void GuestRoom::HandleFromHost(const Message& m, const std::string& text, double now) {
  using K = Message::Kind;
  if (on_receive) on_receive(text);
  if (stage_ == Stage::kAuth) {
    // The answer to this connection's auth: a lobby, a handover, or a bye.
    if (m.kind == K::kHandover && !take_.empty() && trusted_) {
      handover_ = m.save;
      stage_ = Stage::kIn;
      return;
    }
    if (m.kind == K::kBye && !trusted_ && !token_.empty()) {
      // A device that has not proved itself does not close a seat's claim.
      Reconnect(now, "The device answering as room " + ShowRoomCode(code_) +
                         " turned this device away. Trying again\xE2\x80\xA6");
      return;
    }
    if (m.kind != K::kLobby && m.kind != K::kBye) {
      return;
    }
  }
  switch (m.kind) {
    case K::kLobby: {
      if (stage_ == Stage::kAuth) {
        // The host knows this device's seat token: it is this room's host,
        // whatever this device knew of it before (a typed code, an old file).
        const bool knows_seat = !token_.empty() && !m.proof.empty() &&
                                SameProof(m.proof, Proof(token_, "host", Hex(transcript_), ""));
        if (m.seat >= 0 && !knows_seat) {
          doubted_ = true;
          Reconnect(now, "The device answering as room " + ShowRoomCode(code_) +
                             " could not prove it is that room's host. Trying again\xE2\x80\xA6");
          return;
        }
        if (knows_seat) {
          trusted_ = true;
          if (key_.empty()) key_ = KeyOfText(m.key);
        }
        status_.clear();
        if (m.seat < 0 && !token_.empty()) {
          if (trusted_) {
            // The host no longer knows our seat: it was given up while this
            // device was away (a lobby frees a seat whose guest left).
            seat_ = -1;
            token_.clear();
            status_ = "Your seat was given up while this device was away. Choose a seat again.";
          } else {
            // A device that cannot show it is the host, and does not know
            // the seat: the claim is kept (the real host may be back later).
            status_ = "The device answering as room " + ShowRoomCode(code_) +
                      " does not know your seat: it may not be the room's host.";
          }
        }
        stage_ = Stage::kIn;
        in_at_ = now;
        retries_ = 0;
        doubted_ = false;
        keepalive_at_ = now;
        if (m.seat >= 0) seat_ = m.seat;
        lobby_ = m;
        table_ = m.seats;
        if (phase_ == Phase::kConnecting) phase_ = Phase::kLobby;
        if (Believes()) Acknowledged(m.acked, true);
        return;
      }
      lobby_ = m;
      table_ = m.seats;
      if (sit_asked_ >= 0 && m.seat == sit_asked_ && !m.token.empty()) {
        // The answer to this device's own sit: its token (the only time one
        // travels), and the key of the host that seated it.
        token_ = m.token;
        seat_ = m.seat;
        if (key_.empty()) key_ = KeyOfText(m.key);
        trusted_ = true;
        next_seq_ = 0;
        pending_.clear();
      } else if (sit_asked_ >= 0 && m.seat != sit_asked_) {
        sit_asked_ = -1;  // someone was quicker
      }
      if (m.seat == seat_) sit_asked_ = -1;
      if (phase_ == Phase::kConnecting) phase_ = Phase::kLobby;
      return;
    }
    default:
      break;
  }
  // The rest acts on the seat's claim: only from a device that proved it is
  // the host (a guest with nothing to lose believes what it reached).
  if (!Believes()) return;
  switch (m.kind) {
    case K::kState:
      HandleState(const_cast<Message&>(m), text, now);
      return;
    case K::kRefused: {
      // Only a move this device sent and the host has not answered yet.
      auto it = std::find_if(pending_.begin(), pending_.end(), [&](const Pending& p) { return p.seq == m.seq; });
      if (it == pending_.end()) return;
      pending_.erase(it);
      notice_ = m.reason;
      return;
    }
    case K::kNotice:
      notice_ = m.reason;
      return;
    case K::kBye:
      status_ = m.reason;
      if (m.why == "moving") {
        // The host moves the game to another of its devices, which takes
        // over its names: connect again soon.
        link_->Close();
        stage_ = Stage::kOff;
        channel_.reset();
        trusted_ = false;
        retries_ = 0;
        retry_at_ = now + kRetrySeconds;
        return;
      }
      elsewhere_ = m.why == "elsewhere";
      dismissed_ = m.why == "closed" || m.why == "removed" || m.why == "started";
      phase_ = Phase::kClosed;
      stage_ = Stage::kOff;
      channel_.reset();
      link_->Close();
      return;
    case K::kHandover:
      if (!take_.empty() && trusted_) handover_ = m.save;
      return;
    default:
      return;
  }
}

void GuestRoom::HandleState(Message& m, const std::string& text, double now) {
  (void)text;
  if (seat_ < 0 || m.seat != seat_) return;  // not this device's seat's table
  if (m.rev < rev_ && m.rev / kRevGame == rev_ / kRevGame) return;  // an older table than the one shown
  if (m.is_delta) {
    // The change from the table before: applied to the one we have, or,
    // if that is not the one it changes, a whole table is asked for.
    std::optional<Json> whole;
    if (last_n_ > 0 && m.table_no == last_n_ + 1) whole = Patch(last_snapshot_, m.delta);
    if (!whole) {
      last_n_ = 0;
      Message again;
      again.kind = Message::Kind::kResync;
      Send(again);
      return;
    }
    m.snapshot = std::move(*whole);
    m.is_delta = false;
  }
  const GameInfo* info = registry_->Find(m.game);
  if (info == nullptr) {
    status_ = "The host plays a game this program does not know.";
    return;
  }
  GameOptions options;
  options.seats = static_cast<int>(m.seats.size());
  options.variant = m.variant;
  Result<std::unique_ptr<Game>> table = CreateGame(*info, options, dict_);
  if (!table.ok()) {
    status_ = "The host's game could not be set up here: " + table.error();
    return;
  }
  const Status restored = (*table)->Restore(m.snapshot);
  if (!restored.ok()) {
    status_ = "The host's table could not be read: " + restored.reason();
    std::fprintf(stderr, "room %s: %s\n", code_.c_str(), status_.c_str());
    return;
  }
  rev_ = m.rev;
  table_ = m.seats;
  last_snapshot_ = m.snapshot;
  last_n_ = m.table_no;
  Acknowledged(m.acked, false);
  Table t;
  t.game = std::move(*table);
  t.info = info;
  t.seat = m.seat;
  t.names = std::move(m.names);
  t.seats = m.seats;
  t.clock = m.clock;
  t.scores = std::move(m.scores);
  t.turn_left = std::move(m.turn_left);
  t.received = now;
  tables_.push_back(std::move(t));
  phase_ = Phase::kPlaying;
}

//-----------------------------------------------------------------------------
// [SECTION] GuestSession
//-----------------------------------------------------------------------------

Result<std::unique_ptr<GuestSession>> GuestSession::Join(std::unique_ptr<GuestRoom> room, MoveDescriber describe,
                                                         Store* store, double now) {
  using R = Result<std::unique_ptr<GuestSession>>;
  if (!room || !room->HasTable()) return R::Error("The host has not sent the table yet.");
  GuestRoom::Table first = room->TakeTable();
  std::unique_ptr<GuestSession> s(new GuestSession());
  s->info_ = first.info;
  s->describe_ = std::move(describe);
  s->setup_.options.seats = static_cast<int>(first.seats.size());
  s->setup_.options.variant = first.game->Options().variant;
  s->setup_.options.seed = 0;  // a guest never knows the deal
  for (size_t i = 0; i < first.seats.size(); ++i) {
    SeatSetup seat;
    seat.human = first.seats[i].kind == SeatInfo::Kind::kHost || first.seats[i].kind == SeatInfo::Kind::kGuest ||
                 static_cast<int>(i) == first.seat;
    seat.remote = static_cast<int>(i) != first.seat;  // everyone else is on another device
    seat.name = i < first.names.size() ? first.names[i] : "";
    s->setup_.seats.push_back(seat);
    s->names_.push_back(seat.name.empty() ? seat.Label() : seat.name);
  }
  s->auto_pass_.assign(s->setup_.seats.size(), kDefaultAutoPass);
  s->stand_in_.assign(s->setup_.seats.size(), false);
  s->viewer_ = first.seat;
  s->game_ = first.game->Clone();
  s->SetView(first.game->Clone());
  s->score_history_.assign(1, s->game_->Scores());
  s->room_ = std::move(room);
  s->store_ = store;
  s->Receive(std::move(first), now);
  s->other_moved_at_ = -1;  // the table as it is, not a move to watch
  s->Keep();
  return R(std::move(s));
}

void GuestSession::Receive(GuestRoom::Table table, double now) {
  const auto& old = game_->History();
  const auto& fresh = table.game->History();
  // A longer history with the same start only adds log lines; anything else
  // (a new game, a host that went back) starts the log again.
  bool extends = fresh.size() >= old.size();
  for (size_t i = 0; extends && i < old.size(); ++i) extends = old[i] == fresh[i];
  const size_t before = extends ? log_.size() : 0;
  if (table.names.size() == names_.size()) names_ = std::move(table.names);
  for (size_t i = 0; i < table.seats.size() && i < stand_in_.size(); ++i) stand_in_[i] = table.seats[i].stand_in;
  turn_left_ = std::move(table.turn_left);
  turn_at_ = table.received;
  Retire(std::move(game_));
  game_ = std::move(table.game);
  SetView(game_->Clone());
  if (!extends) {
    log_.clear();
    score_history_.assign(1, game_->Scores());
  }
  for (size_t i = before; i < game_->History().size(); ++i) log_.push_back(Describe(i));
  if (game_->History().size() > before) score_history_.push_back(game_->Scores());
  if (!table.scores.empty()) score_history_ = std::move(table.scores);
  clock_ = std::max(table.clock, game_->Now());
  last_update_ = now;
  // Another player's move stays on screen as a bot's does.
  const bool theirs = game_->History().size() > before && game_->History().back().seat != viewer_;
  other_moved_at_ = -1;
  if (theirs) OtherMoved(now);
  // A table from before the host had the move leaves it awaited.
  awaiting_ = !RealTime() && room_ != nullptr && room_->pending() > 0;
}

bool GuestSession::IsDeciding(int seat) const {
  // Its move is with the host: just sent, or kept in the device's file
  // across a reload and sent again. The person is not asked twice.
  if (seat == viewer_ && (awaiting_ || (!RealTime() && room_->pending() > 0))) return false;
  return Session::IsDeciding(seat);
}

void GuestSession::SetAutoPass(int seat, AutoPass mode) {
  Session::SetAutoPass(seat, mode);
  room_->SendPassMode(seat, Session::PassModeName(mode));
}

Status GuestSession::Play(int seat, std::string_view move) {
  if (game_->IsTerminal()) return Status::Refused("The game is over.");
  if (seat != viewer_) return Status::Refused("That seat is played on another device.");
  if (!RealTime() && !IsDeciding(seat)) return Status::Refused("Wait: it is " + SeatName(game_->CurrentSeat()) + "'s turn.");
  // The host decides; a refusal comes back from it. The move says which
  // table it was made on (a turn-based one: the host refuses it on another).
  if (!RealTime()) awaiting_ = true;
  room_->SendMove(seat, std::string(move), RealTime() ? 0 : room_->rev());
  Keep();
  return Status::Ok();
}

bool GuestSession::Update(double now) {
  now_ = now;
  room_->Pump(now);
  bool received = false;
  while (room_->HasTable()) {
    GuestRoom::Table t = room_->TakeTable();
    if (t.info != info_ || t.seat != viewer_ || t.seats.size() != setup_.seats.size()) continue;  // not this table
    Receive(std::move(t), now);
    received = true;
  }
  if (received) Keep();
  const std::string refusal = room_->TakeNotice();
  if (!refusal.empty()) {
    notice_ = refusal;
    awaiting_ = !RealTime() && room_->pending() > 0;
    Keep();
  }
  const bool closed = room_->phase() == GuestRoom::Phase::kClosed;
  if (closed && !closed_shown_ && !room_->status().empty()) notice_ = room_->status();
  // Closed for good by the host: the seat file has no use any more.
  if (closed && !closed_shown_ && room_->dismissed() && store_ != nullptr) (void)store_->RemoveGuest();
  closed_shown_ = closed;
  // The host's clock runs on here between its tables, up to its next event.
  if (RealTime() && !game_->IsTerminal()) {
    if (last_update_ < 0) last_update_ = now;
    const double elapsed = std::clamp(now - last_update_, 0.0, 0.25);
    last_update_ = std::max(last_update_, now);
    clock_ += static_cast<Millis>(std::llround(elapsed * 1000.0));
    if (const std::optional<Millis> due = game_->NextTimedEvent()) clock_ = std::min(clock_, *due);
  }
  return received;
}

std::optional<RoomStatus> GuestSession::Room() const {
  RoomStatus r;
  r.code = room_->code();
  r.seats = room_->table();
  r.connected = room_->connected();
  r.problem = room_->connected() ? "" : room_->status();
  r.checked = room_->trusted();
  r.away = room_->HostAwaySeconds(now_);
  r.gone = room_->HostGone(now_);
  r.elsewhere = room_->elsewhere();
  r.viewer_held = room_->seat() >= 0 && static_cast<size_t>(room_->seat()) < r.seats.size() &&
                  r.seats[static_cast<size_t>(room_->seat())].held;
  return r;
}

std::optional<double> GuestSession::TurnLeft(int seat, double now) const {
  if (seat < 0 || static_cast<size_t>(seat) >= turn_left_.size() || turn_left_[static_cast<size_t>(seat)] < 0)
    return std::nullopt;
  return std::max(0.0, turn_left_[static_cast<size_t>(seat)] / 1000.0 - (now - turn_at_));
}

bool GuestSession::TakeHostGone(double now) {
  const bool gone = room_->phase() != GuestRoom::Phase::kClosed && room_->HostGone(now);
  const bool news = gone && !gone_told_;
  gone_told_ = gone;
  return news;
}

std::string GuestSession::TakeNotice() {
  std::string n;
  n.swap(notice_);
  return n;
}

Result<std::unique_ptr<Session>> GuestSession::Rematch() {
  return Result<std::unique_ptr<Session>>::Error("The host starts the next game.");
}

void GuestSession::Leave(bool for_good) {
  if (for_good) {
    room_->Leave();
    if (store_ != nullptr) (void)store_->RemoveGuest();
    store_ = nullptr;  // (and the screen's last Leave writes nothing back)
    return;
  }
  const bool was_open = room_->phase() != GuestRoom::Phase::kClosed || room_->elsewhere();
  room_->Leave();
  // The person left the table: the seat is kept, and the next launch asks
  // before going back.
  if (was_open && !room_->dismissed()) {
    room_->MarkLeft();
    Keep();
  }
}

void GuestSession::Keep() {
  if (store_ != nullptr && room_->seat() >= 0 && !room_->token().empty()) (void)store_->WriteGuest(room_->SaveText());
}

}  // namespace lf::play
