#include "play/room.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/check.h"
#include "play/delta.h"

namespace lf::play {

namespace {

constexpr const char* kHostFormat = "lostfound-room";
constexpr const char* kGuestFormat = "lostfound-guest";
constexpr double kRetrySeconds = 2.0;  // a link that dropped is tried again after this,
constexpr double kMaxRetrySeconds = 30.0;  // twice as long each time up to this
constexpr double kPingSeconds = 3.0;   // a guest's device says it is there this often
using Kind = SeatInfo::Kind;

// What one device may ask of a host (docs/multi-device.md, "Limits"): a
// person makes a move every second or two and a device pings every 3 s; a
// burst of 40 messages, then 10 a second, is far above that. A device that
// goes beyond it is disconnected.
constexpr double kRateBurst = 40;
constexpr double kRatePerSecond = 10;
// Devices connected without a seat (in the lobby, looking): a few beyond
// the open seats; any more are disconnected as they come.
constexpr size_t kMaxSeatless = 4;


std::string CleanName(const std::string& typed, const std::string& fallback) {
  std::string name;
  for (char c : typed) {
    if (static_cast<unsigned char>(c) < 0x20) continue;  // no control characters in anyone's log
    name += c;
  }
  while (!name.empty() && name.back() == ' ') name.pop_back();
  while (!name.empty() && name.front() == ' ') name.erase(name.begin());
  if (name.size() > kMaxNameBytes) name.resize(kMaxNameBytes);
  return name.empty() ? fallback : name;
}

}  // namespace

//-----------------------------------------------------------------------------
// HostRoom
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
    out.push_back(info);
  }
  return out;
}

void HostRoom::SetQuietSeconds(int seconds) { quiet_ = std::clamp(seconds, 0, 24 * 3600); }

void HostRoom::SetBot(int seat, bool bot) {
  if (started_ || seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[static_cast<size_t>(seat)];
  if (bot && s.kind == Kind::kOpen) s.kind = Kind::kBot;
  if (!bot && s.kind == Kind::kBot) s.kind = Kind::kOpen;
}

void HostRoom::Open(double now) {
  link_->Start(Transport::Role::kHost, code_);
  reopen_at_ = -1;
  // Everyone gets the whole quiet time to come back (after a reload too).
  for (Seat& s : seats_) s.heard = now;
}

void HostRoom::Remove(int seat) {
  if (started_ || seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[static_cast<size_t>(seat)];
  if (s.kind != Kind::kGuest) return;
  if (s.peer >= 0) {
    Message bye;
    bye.kind = Message::Kind::kBye;
    bye.reason = "The host took you off the table.";
    link_->Send(s.peer, Print(bye));
    link_->Drop(s.peer);
  }
  Note(s.name + " was taken off the table");
  s = Seat{};
}

void HostRoom::Close(const std::string& reason) {
  Message bye;
  bye.kind = Message::Kind::kBye;
  bye.reason = reason;
  const std::string text = Print(bye);
  for (const Seat& s : seats_)
    if (s.peer >= 0) link_->Send(s.peer, text);
  for (int p : peers_) link_->Send(p, text);
  link_->Close();
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
}

void HostRoom::SendLobby(int peer, int seat, bool give_token) {
  Message m;
  m.kind = Message::Kind::kLobby;
  m.game = info_->name;
  m.variant = plan_.options.variant;
  m.seats = Table();
  m.seat = seat;
  m.token = seat >= 0 && give_token ? seats_[static_cast<size_t>(seat)].token : "";
  m.acked = seat >= 0 ? seats_[static_cast<size_t>(seat)].last_seq : 0;
  m.started = started_;
  m.quiet = quiet_;
  link_->Send(peer, Print(m));
}

void HostRoom::SendState(int seat, const LocalSession& session) {
  const Seat& s = seats_[static_cast<size_t>(seat)];
  const Game& game = session.game();
  Message m;
  m.kind = Message::Kind::kState;
  m.rev = game_number_ * 1000000 + game.History().size();
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
  m.table_no = base.n;
  if (!m.is_delta) {
    m.snapshot = snapshot;
    m.delta = Json();
  }
  base.snapshot = std::move(snapshot);
  m.acked = s.last_seq;
  m.clock = session.Clock();
  if (game.IsTerminal()) m.scores = session.score_history();
  const std::string text = Print(m);
  link_->Send(s.peer, text);
  bytes_sent_ += text.size();
  ++tables_sent_;
}

void HostRoom::Broadcast(LocalSession* session) {
  std::string seats_key;
  for (const SeatInfo& s : Table()) seats_key += std::to_string(static_cast<int>(s.kind)) + s.name + (s.here ? "+" : "-");
  if (session != nullptr) {
    for (size_t i = 0; i < seats_.size(); ++i) seats_key += session->IsStandIn(static_cast<int>(i)) ? "s" : ".";
  }
  if (session == nullptr || !started_) {
    if (seats_key == lobby_key_) return;
    lobby_key_ = seats_key;
    for (size_t i = 0; i < seats_.size(); ++i)
      if (seats_[i].kind == Kind::kGuest && seats_[i].peer >= 0) SendLobby(seats_[i].peer, static_cast<int>(i));
    for (int p : peers_) SendLobby(p, -1);
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

void HostRoom::Pump(double now) { PumpLink(nullptr, now); }

bool HostRoom::Pump(LocalSession& session, double now) { return PumpLink(&session, now); }

bool HostRoom::PumpLink(LocalSession* session, double now) {
  bool moved = false;
  for (LinkEvent& e : link_->Poll()) {
    switch (e.kind) {
      case LinkEvent::Kind::kReady:
        link_problem_.clear();
        break;
      case LinkEvent::Kind::kOpen: {
        size_t open_seats = 0;
        for (const Seat& s : seats_) open_seats += s.kind == Kind::kOpen;
        if (peers_.size() >= (started_ ? 0 : open_seats) + kMaxSeatless) {
          Note("a device more than the room has room for was turned away");
          link_->Drop(e.peer);
          break;
        }
        peers_.push_back(e.peer);
        buckets_[e.peer] = Bucket{kRateBurst, now};
        break;
      }
      case LinkEvent::Kind::kMessage: {
        auto bucket = buckets_.find(e.peer);
        if (bucket == buckets_.end()) bucket = buckets_.emplace(e.peer, Bucket{kRateBurst, now}).first;
        Bucket& b = bucket->second;
        b.tokens = std::min(kRateBurst, b.tokens + (now - b.at) * kRatePerSecond);
        b.at = now;
        if (b.tokens < 1) {
          const int seat = SeatOf(e.peer);
          Note((seat >= 0 ? seats_[static_cast<size_t>(seat)].name + "'s device" : "device " + std::to_string(e.peer)) +
               " sent too many messages and was disconnected");
          link_->Drop(e.peer);  // its "closed" frees what it held
          break;
        }
        b.tokens -= 1;
        Handle(e.peer, e.data, session, now, &moved);
        break;
      }
      case LinkEvent::Kind::kClosed: {
        peers_.erase(std::remove(peers_.begin(), peers_.end(), e.peer), peers_.end());
        buckets_.erase(e.peer);
        shakes_.erase(e.peer);
        const int seat = SeatOf(e.peer);
        if (seat >= 0) {
          seats_[static_cast<size_t>(seat)].peer = -1;
          seats_[static_cast<size_t>(seat)].left = now;
          Note(seats_[static_cast<size_t>(seat)].name + "'s device left");
        }
        break;
      }
      case LinkEvent::Kind::kError:
        link_problem_ = e.data;
        if (e.fatal) {
          const bool anyone = std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.kind == Kind::kGuest; });
          if (e.type == "unavailable-id" && !started_ && !anyone) {
            // Another device holds this code on the server and nobody has
            // joined ours yet: a new code costs no one anything.
            code_ = NewRoomCode();
            Note("the code was taken on the server; the room is now " + ShowRoomCode(code_));
            link_problem_.clear();
            reopen_at_ = now;
          } else {
            // The room's name may still be held by the server after a
            // reload: try again in a moment.
            reopen_at_ = now + kRetrySeconds;
          }
        }
        break;
    }
  }
  if (reopen_at_ >= 0 && now >= reopen_at_) Open(now);
  // In the lobby a seat whose guest left opens again after a grace (a
  // phone that blinked comes back to it with its token).
  for (Seat& s : seats_) {
    if (!started_ && s.kind == Kind::kGuest && s.peer < 0 && s.left >= 0 && now - s.left > kLobbyGraceSeconds) {
      Note(s.name + "'s seat is open again");
      s = Seat{};
    }
  }
  // A guest gone quiet: a bot plays for them until they come back.
  if (session != nullptr && started_) {
    for (size_t i = 0; i < seats_.size(); ++i) {
      const Seat& s = seats_[i];
      if (s.kind != Kind::kGuest || session->IsStandIn(static_cast<int>(i))) continue;
      if (quiet_ > 0 && now - s.heard > quiet_) {
        session->StandIn(static_cast<int>(i), s.level);
        Note("a bot plays for " + s.name + " until they are back");
      }
    }
  }
  Broadcast(session);
  return moved;
}

void HostRoom::Handle(int peer, const std::string& text, LocalSession* session, double now, bool* moved) {
  Result<Message> parsed = Parse(text);
  const int own = SeatOf(peer);
  if (!parsed.ok()) {
    Note("refused a message from device " + std::to_string(peer) + ": " + parsed.error());
    return;
  }
  const Message& m = *parsed;
  if (own >= 0) {
    seats_[static_cast<size_t>(own)].heard = now;
    // Any valid message from the seat's own device says its player is back:
    // the stand-in bot hands the seat back (a tab that was in the
    // background, whose link never dropped, sends moves or pings again).
    if (session != nullptr && session->IsStandIn(own)) {
      session->StandIn(own, "");
      Note(seats_[static_cast<size_t>(own)].name + " is back");
    }
  }
  using K = Message::Kind;
  Handshake& shake = shakes_[peer];
  if (!shake.done && m.kind != K::kHello && m.kind != K::kAuth) {
    Note("ignored a message from device " + std::to_string(peer) + " before its handshake");
    return;
  }
  switch (m.kind) {
    case K::kHello: {
      // The challenge: a fresh nonce, and the host's proof that it knows
      // the room's secret (docs/multi-device.md, "The handshake").
      shake = Handshake{m.nonce, NewToken(), false};
      Message c;
      c.kind = K::kChallenge;
      c.nonce = shake.host_nonce;
      c.proof = Proof(secret_, "host", shake.guest_nonce, shake.host_nonce);
      link_->Send(peer, Print(c));
      return;
    }
    case K::kAuth: {
      if (shake.host_nonce.empty() || shake.done) {
        Note("ignored an answer from device " + std::to_string(peer) + " to no challenge");
        return;
      }
      // A seat's token takes its seat back (a reload, a phone that slept):
      // the device shows it knows the token without sending it. (Every
      // guest seat is tried: a device may not know its seat's number.)
      int seat = -1;
      for (size_t i = 0; i < seats_.size() && !m.proof.empty(); ++i) {
        const Seat& s = seats_[i];
        if (s.kind == Kind::kGuest && !s.token.empty() &&
            SameProof(m.proof, Proof(s.token, "seat", shake.host_nonce, shake.guest_nonce)))
          seat = static_cast<int>(i);
      }
      // A proof that fits no seat (a seat given up while the device was
      // away, or a guess): the device is a newcomer, and learns nothing.
      if (seat < 0 && !m.proof.empty()) Note("device " + std::to_string(peer) + "'s proof fits no seat");
      shake.done = true;
      if (seat >= 0) {
        Seat& s = seats_[static_cast<size_t>(seat)];
        if (s.peer >= 0 && s.peer != peer) link_->Drop(s.peer);  // its old connection
        s.peer = peer;
        s.heard = now;
        peers_.erase(std::remove(peers_.begin(), peers_.end(), peer), peers_.end());
        sent_[static_cast<size_t>(seat)].clear();
        SendWhole(seat);  // a new connection: a whole table first
        if (session != nullptr && session->IsStandIn(seat)) session->StandIn(seat, "");
        Note(s.name + " is back");
        SendLobby(peer, seat);
        return;
      }
      if (started_) {
        Message bye;
        bye.kind = K::kBye;
        bye.reason = "This game has started, and every seat is taken.";
        link_->Send(peer, Print(bye));
        link_->Drop(peer);  // told: nothing more to hear from it
        return;
      }
      SendLobby(peer, -1);
      return;
    }
    case K::kSit: {
      if (started_) return;
      if (m.seat >= static_cast<int>(seats_.size()) || seats_[static_cast<size_t>(m.seat)].kind != Kind::kOpen) {
        SendLobby(peer, own);  // someone was quicker: the lobby as it is now
        return;
      }
      if (own >= 0) seats_[static_cast<size_t>(own)] = Seat{};  // moving to another seat
      Seat& s = seats_[static_cast<size_t>(m.seat)];
      s.kind = Kind::kGuest;
      s.name = CleanName(m.name, "Player " + std::to_string(m.seat + 1));
      s.token = NewToken();
      s.peer = peer;
      s.heard = now;
      s.last_seq = 0;
      peers_.erase(std::remove(peers_.begin(), peers_.end(), peer), peers_.end());
      Note(s.name + " sits at seat " + std::to_string(m.seat + 1));
      SendLobby(peer, m.seat, true);
      lobby_key_.clear();
      return;
    }
    case K::kMove: {
      if (own < 0 || m.seat != own) {
        Note("refused a move from device " + std::to_string(peer) + " for seat " + std::to_string(m.seat + 1) +
             ": not its seat");
        return;
      }
      Seat& s = seats_[static_cast<size_t>(own)];
      if (m.seq <= s.last_seq) {
        sent_[static_cast<size_t>(own)].clear();  // handled before: its table says so again
        return;
      }
      s.last_seq = m.seq;
      Status status = session == nullptr ? Status::Refused("The game has not started.") : session->Play(own, m.move);
      if (status.ok()) {
        *moved = true;
      } else {
        Message r;
        r.kind = K::kRefused;
        r.seq = m.seq;
        r.reason = status.reason();
        link_->Send(peer, Print(r));
      }
      sent_[static_cast<size_t>(own)].clear();  // acknowledged in its next table
      return;
    }
    case K::kPass:
      if (own >= 0 && m.seat == own && session != nullptr) session->SetAutoPass(own, Session::PassModeOf(m.mode));
      return;
    case K::kPing:
      return;
    case K::kResync:
      // Its table and the change did not fit (it missed one): a whole one.
      if (own >= 0) {
        SendWhole(own);
        sent_[static_cast<size_t>(own)].clear();
      }
      return;
    default:
      Note("refused a host's message from device " + std::to_string(peer));
      return;
  }
}

Json HostRoom::SaveJson() const {
  Json j(Json::Object{});
  j.set("format", kHostFormat);
  j.set("version", 1);
  j.set("code", code_);
  j.set("secret", secret_);
  j.set("game", info_->name);
  j.set("host_seat", host_seat_);
  j.set("quiet", quiet_);
  j.set("started", started_);
  Json seats(Json::Array{});
  for (const Seat& s : seats_) {
    Json x(Json::Object{});
    x.set("kind", s.kind == Kind::kHost ? "host" : s.kind == Kind::kGuest ? "guest" : s.kind == Kind::kBot ? "bot" : "open");
    x.set("name", s.name);
    x.set("token", s.token);
    x.set("level", s.level);
    x.set("last_seq", s.last_seq);
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
  const std::string code = j["code"].as_string();
  const Json& seats = j["seats"];
  if (code.size() != 8 || !seats.is_array() || seats.size() < 1 || seats.size() > kMaxRoomSeats)
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
  auto room = std::make_unique<HostRoom>(link, info, dict, plan, host_seat, code);
  for (size_t i = 0; i < seats.size(); ++i) {
    const Json& s = seats.as_array()[i];
    Seat& seat = room->seats_[i];
    const std::string kind = s["kind"].as_string();
    if (kind == "guest") seat.kind = Kind::kGuest;
    if (kind == "bot") seat.kind = Kind::kBot;
    if (kind == "open") seat.kind = Kind::kOpen;
    seat.token = s["token"].as_string();
    seat.last_seq = static_cast<uint64_t>(std::max<int64_t>(0, s["last_seq"].as_int(0)));
  }
  const std::string secret = j["secret"].as_string();
  if (secret.size() == 32 && secret.find_first_not_of("0123456789abcdef") == std::string::npos) room->secret_ = secret;
  room->quiet_ = static_cast<int>(std::clamp<int64_t>(j["quiet"].as_int(60), 0, 24 * 3600));
  room->started_ = j["started"].as_bool(false);
  return R(std::move(room));
}

//-----------------------------------------------------------------------------
// GuestRoom
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
  j.set("version", 1);
  j.set("code", code_);
  j.set("token", token_);
  j.set("seat", seat_);
  if (!secret_.empty()) j.set("secret", secret_);
  j.set("name", name_);
  j.set("next_seq", next_seq_);
  Json pending(Json::Array{});
  for (const Pending& p : pending_) pending.push_back(Json(Json::Array{Json(p.seq), Json(p.seat), Json(p.move)}));
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
  auto room = std::make_unique<GuestRoom>(link, registry, dict, code, j["name"].as_string(), j["token"].as_string());
  const std::string secret = j["secret"].as_string();
  if (secret.size() == 32 && secret.find_first_not_of("0123456789abcdef") == std::string::npos) room->secret_ = secret;
  const int64_t seat = j["seat"].as_int(-1);
  if (seat >= 0 && seat < kMaxRoomSeats && !room->token_.empty()) room->seat_ = static_cast<int>(seat);
  // Numbers already used stay used; the host's count, in its answer to the
  // hello, numbers the moves still to send after it anyway.
  room->next_seq_ = static_cast<uint64_t>(std::max<int64_t>(0, j["next_seq"].as_int(0)));
  // Each unacknowledged move keeps its number: the host ignores one it has
  // handled already (the page may have reloaded just after sending it).
  for (const Json& p : j["pending"].as_array()) {
    if (p.size() != 3 || !p.as_array()[2].is_string()) continue;
    const int64_t seq = p.as_array()[0].as_int(-1), seat = p.as_array()[1].as_int(-1);
    if (seq <= 0 || seq > (int64_t{1} << 50) || seat < 0 || seat >= kMaxRoomSeats) continue;
    if (!room->pending_.empty() && static_cast<uint64_t>(seq) <= room->pending_.back().seq) continue;
    room->pending_.push_back(Pending{static_cast<uint64_t>(seq), static_cast<int>(seat), p.as_array()[2].as_string()});
    room->next_seq_ = std::max(room->next_seq_, static_cast<uint64_t>(seq));
  }
  return R(std::move(room));
}

void GuestRoom::Open(double now) {
  link_->Start(Transport::Role::kGuest, code_);
  connected_ = false;
  greeted_ = false;
  opened_at_ = now;
  retry_at_ = -1;
  retries_ += 1;
  opens_ += 1;
  if (status_.empty() || phase_ == Phase::kConnecting) status_ = "Connecting to room " + ShowRoomCode(code_) + "\xE2\x80\xA6";
}

double GuestRoom::RetryDelay() const {
  // 2, 4, 8, 16, 30, 30... seconds: a host that is away for long is not
  // asked every 2 s for ever.
  return std::min(kMaxRetrySeconds, kRetrySeconds * std::pow(2.0, std::max(0, retries_ - 1)));
}

void GuestRoom::Leave() {
  phase_ = Phase::kClosed;
  link_->Close();
}

void GuestRoom::Send(const Message& m) {
  if (connected_) link_->Send(0, Print(m));
}

void GuestRoom::Hello() {
  nonce_ = NewToken();
  Message m;
  m.kind = Message::Kind::kHello;
  m.name = name_;
  m.nonce = nonce_;
  Send(m);
}

void GuestRoom::Sit(int seat, const std::string& name) {
  name_ = CleanName(name, name_);
  Message m;
  m.kind = Message::Kind::kSit;
  m.seat = seat;
  m.name = name_;
  Send(m);
}

void GuestRoom::SendMove(int seat, const std::string& move) {
  pending_.push_back(Pending{++next_seq_, seat, move});
  // Before the host has answered this connection's hello, the move waits:
  // the answer says from which number on the host has not seen our moves.
  if (greeted_) SendPending(pending_.back());
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
  m.move = p.move;
  Send(m);
}

void GuestRoom::Acknowledged(uint64_t acked, bool resend) {
  while (!pending_.empty() && pending_.front().seq <= acked) pending_.pop_front();
  // New moves are numbered after the host's count, even if this device's
  // file was older than its last move (a page that reloaded from a stale
  // file would otherwise send numbers the host ignores as seen).
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
  if (phase_ == Phase::kClosed) return false;
  bool changed = false;
  for (LinkEvent& e : link_->Poll()) {
    switch (e.kind) {
      case LinkEvent::Kind::kReady:
        connected_ = true;
        greeted_ = false;
        retries_ = 0;
        last_n_ = 0;  // the host starts this connection with a whole table
        status_.clear();
        Hello();  // the answer (a lobby) says which of our moves the host has
        break;
      case LinkEvent::Kind::kMessage:
        Handle(e.data, now);
        changed = true;
        break;
      case LinkEvent::Kind::kClosed:
        if (e.peer != 0) break;
        connected_ = false;
        greeted_ = false;
        if (phase_ != Phase::kClosed && !doubted_) {
          status_ = "The connection to the host was lost. Reconnecting\xE2\x80\xA6";
          retry_at_ = now + RetryDelay();
        }
        changed = true;
        break;
      case LinkEvent::Kind::kError:
        if (e.fatal || !connected_) {
          connected_ = false;
          greeted_ = false;
          status_ = (e.type == "peer-unavailable" ? "Room " + ShowRoomCode(code_) + " is not open (yet)."
                                                  : e.data) +
                    " Trying again\xE2\x80\xA6";
          retry_at_ = now + RetryDelay();
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
  if (connected_ && greeted_ && now >= ping_at_) {
    Message ping;
    ping.kind = Message::Kind::kPing;
    Send(ping);
    ping_at_ = now + kPingSeconds;
  }
  return changed;
}

void GuestRoom::Handle(const std::string& text, double now) {
  Result<Message> parsed = Parse(text);
  if (!parsed.ok()) {
    std::fprintf(stderr, "room %s: refused a message from the host: %s\n", code_.c_str(), parsed.error().c_str());
    return;
  }
  Message& m = *parsed;
  using K = Message::Kind;
  switch (m.kind) {
    case K::kChallenge: {
      if (!secret_.empty() && !SameProof(m.proof, Proof(secret_, "host", nonce_, m.nonce))) {
        // Not the host of the link this device was given: it learns
        // nothing (no token, no proof), and the real host is tried again.
        status_ = "The device answering as room " + ShowRoomCode(code_) +
                  " could not prove it is that room's host. Trying again\xE2\x80\xA6";
        std::fprintf(stderr, "room %s: the host's proof was wrong\n", code_.c_str());
        doubted_ = true;
        connected_ = false;
        greeted_ = false;
        link_->Close();
        retry_at_ = now + RetryDelay();
        return;
      }
      Message a;
      a.kind = K::kAuth;
      if (!token_.empty()) {
        a.seat = seat_;  // (-1 if this device's file did not say)
        a.proof = Proof(token_, "seat", m.nonce, nonce_);
      } else {
        a.seat = -1;  // a newcomer: nothing to prove
      }
      Send(a);
      return;
    }
    case K::kLobby:
      lobby_ = m;
      table_ = m.seats;
      if (m.seat >= 0) {
        seat_ = m.seat;
        if (!m.token.empty()) token_ = m.token;
      } else if ((seat_ >= 0 || !token_.empty()) && !greeted_) {
        // The host no longer knows our seat: it was given up while this
        // device was away (a lobby frees a seat whose guest left).
        seat_ = -1;
        token_.clear();
        status_ = "Your seat was given up while this device was away. Choose a seat again.";
      }
      if (phase_ == Phase::kConnecting) phase_ = Phase::kLobby;
      if (!greeted_) {
        greeted_ = true;
        doubted_ = false;
        Acknowledged(m.acked, true);
      }
      return;
    case K::kState: {
      if (on_receive) on_receive(text);
      if (m.rev < rev_ && m.rev / 1000000 == rev_ / 1000000) return;  // an older table than the one shown
      if (m.is_delta) {
        // The change from the table before: applied to the one we have, or,
        // if that is not the one it changes, a whole table is asked for.
        std::optional<Json> whole;
        if (last_n_ > 0 && m.table_no == last_n_ + 1) whole = Patch(last_snapshot_, m.delta);
        if (!whole) {
          last_n_ = 0;
          Message again;
          again.kind = K::kResync;
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
      seat_ = m.seat;
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
      tables_.push_back(std::move(t));
      phase_ = Phase::kPlaying;
      return;
    }
    case K::kRefused:
      while (!pending_.empty() && pending_.front().seq <= m.seq) pending_.pop_front();
      notice_ = m.reason;
      return;
    case K::kBye:
      status_ = m.reason;
      phase_ = Phase::kClosed;
      link_->Close();
      return;
    default:
      return;
  }
}

//-----------------------------------------------------------------------------
// GuestSession
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
  s->auto_pass_.assign(s->setup_.seats.size(), AutoPass::kAsk);
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
  // The host decides; a refusal comes back from it.
  if (!RealTime()) awaiting_ = true;
  room_->SendMove(seat, std::string(move));
  Keep();
  return Status::Ok();
}

bool GuestSession::Update(double now) {
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
    awaiting_ = false;
  }
  const bool closed = room_->phase() == GuestRoom::Phase::kClosed;
  if (closed && !closed_shown_ && !room_->status().empty()) notice_ = room_->status();
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
  return r;
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
  room_->Leave();
  if (for_good && store_ != nullptr) (void)store_->RemoveGuest();
}

void GuestSession::Keep() {
  if (store_ != nullptr && room_->seat() >= 0 && !room_->token().empty()) (void)store_->WriteGuest(room_->SaveText());
}

}  // namespace lf::play
