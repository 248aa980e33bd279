// The room against those who would break it (docs/multi-device.md, "Who is
// trusted with what"), headless over the loopback link: a device on the
// code posing as the host, a relay between a guest and the host, idle
// connections, a host's page in the background, a move made on an older
// table, a host gone for good, a guest at the table posing as the host.
// Each test is one line of the threat model's table, or one of issue 38's
// closing list.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "../support/raw_device.h"
#include "play/channel.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play_room.h"
#include "play_support.h"

namespace lf::testing {
namespace {

// A device that takes the room's names while the host is away and answers
// every guest at once, without a challenge, with everything a guest might
// act on: a lobby that takes its seat and acknowledges every move, a
// refusal of every move, a table, a bye; as plain JSON and as envelopes of
// a channel it made up. With `challenge`, it first sends a challenge signed
// with a key of its own (and then envelopes of the channel it really shares
// with the guest).
class Impostor {
 public:
  Impostor(LoopbackHub& hub, const std::vector<std::string>& names, bool challenge)
      : end_(&hub.NewEnd()), challenge_(challenge) {
    end_->StartHost(names);
  }
  void Pump() {
    for (const play::LinkEvent& e : end_->Poll()) {
      if (e.kind == play::LinkEvent::Kind::kOpen) {
        conns_[e.peer] = Conn{e.local_fingerprint, e.remote_fingerprint};
        if (!challenge_) Flood(e.peer, nullptr);
      } else if (e.kind == play::LinkEvent::Kind::kMessage) {
        heard.push_back(e.data);
        Answer(e.peer, e.data);
      }
    }
  }
  void Close() { end_->Close(); }
  std::vector<std::string> heard;  // everything guests sent it

 private:
  struct Conn {
    std::string local, remote;
    play::KxPair kx;
    std::string guest_nonce, guest_kx, transcript;
    std::optional<play::Channel> channel;
  };
  void Answer(int peer, const std::string& text) {
    Conn& c = conns_[peer];
    auto m = play::Parse(text);
    if (!m.ok()) return;
    if (m->kind == play::Message::Kind::kHello && challenge_) {
      c.kx = play::KxPair::New();
      c.guest_nonce = m->nonce;
      c.guest_kx = play::Unhex(m->kx, 32);
      play::Transcript t{m->nonce, play::NewToken(), c.guest_kx, c.kx.public_key, c.remote, c.local};
      c.transcript = t.Hash();
      play::Message ch;
      ch.kind = play::Message::Kind::kChallenge;
      ch.nonce = t.host_nonce;
      ch.kx = play::Hex(c.kx.public_key);
      ch.sig = play::Hex(play::SignTranscript(key_, c.transcript));
      end_->Send(peer, play::Print(ch));
    } else if (m->kind == play::Message::Kind::kAuth && challenge_) {
      c.channel = play::Channel::Make(true, c.kx, c.guest_kx, c.transcript);
      Flood(peer, &*c.channel);
    } else if (!challenge_) {
      Flood(peer, nullptr);
    }
  }
  // Everything a guest could act on, plain and (if it has one) in the
  // connection's envelope, else in a made-up one.
  void Flood(int peer, play::Channel* channel) {
    using K = play::Message::Kind;
    std::vector<play::Message> ms;
    for (int you : {-1, 1, 2}) {
      play::Message lobby;
      lobby.kind = K::kLobby;
      lobby.game = "lost-words";
      lobby.seats = std::vector<play::SeatInfo>(3);
      lobby.seat = you;
      lobby.token = std::string(32, 'f');
      lobby.acked = uint64_t{1} << 50;
      lobby.key = play::KeyText(key_.public_key);
      lobby.proof = std::string(64, 'a');
      ms.push_back(lobby);
    }
    play::Message refused;
    refused.kind = K::kRefused;
    refused.seq = uint64_t{1} << 50;
    refused.reason = "refused by an impostor";
    ms.push_back(refused);
    for (uint64_t seq = 1; seq < 4; ++seq) {
      refused.seq = seq;
      ms.push_back(refused);
    }
    play::Message notice;
    notice.kind = K::kNotice;
    notice.reason = "a notice from an impostor";
    ms.push_back(notice);
    play::Message bye;
    bye.kind = K::kBye;
    bye.reason = "The host closed the room.";
    bye.why = "closed";
    ms.push_back(bye);
    play::KxPair made_up = play::KxPair::New();
    std::optional<play::Channel> fake = play::Channel::Make(true, made_up, play::KxPair::New().public_key, "x");
    for (const play::Message& m : ms) {
      end_->Send(peer, play::Print(m));
      end_->Send(peer, (channel != nullptr ? *channel : *fake).Seal(play::Print(m)));
    }
  }

  LoopbackHub::End* end_;
  bool challenge_;
  play::HostKey key_ = play::HostKey::New();
  std::map<int, Conn> conns_;
};

// Whether guest g's move at its current decision can be made; the first
// guest whose turn it is, or -1.
int GuestToMove(TestRoom& r) {
  for (size_t g = 0; g < r.guests.size(); ++g) {
    play::GuestSession* s = r.Session(static_cast<int>(g));
    if (s != nullptr && !s->game().IsTerminal() && s->IsDeciding(static_cast<int>(g) + 1)) return static_cast<int>(g);
  }
  return -1;
}

}  // namespace

TEST_CASE("Rooms: an impostor on the room's names that skips the challenge (or cannot sign it) changes nothing a guest "
          "keeps, and the guests are back with the real host after",
          "[play][room][attack]") {
  const bool challenge = GENERATE(false, true);
  INFO("the impostor sends a challenge: " << challenge);
  // Guest 0 came by the link; guest 1 typed the code and holds the key
  // since it sat down; guest 2 is an old file's, without the key.
  TestRoom r("lost-words", 4, 3, 21);
  r.guests[2]->session.reset();
  r.hub.Cut(r.guests[2]->end->id());
  {
    Result<Json> file = Json::Parse(*r.guests[2]->store->ReadGuest());
    REQUIRE(file.ok());
    Json old = *file;
    old.set("version", 1);
    old.set("key", "");
    auto resumed = play::GuestRoom::Resume(*r.guests[2]->end, BuiltinGames(), PlayDictionary(), old.Dump());
    REQUIRE(resumed.ok());
    REQUIRE_FALSE((*resumed)->HostChecked());
    r.guests[2]->lobby = std::move(*resumed);
    r.guests[2]->lobby->Open(r.now);
  }
  REQUIRE(r.RunUntil([&] { return r.Seated(0) && r.Seated(1) && r.Seated(2); }, 10));
  // A guest to move makes its move just as the host's page goes: it waits,
  // numbered, in the device's file.
  for (int i = 0; i < 400 && GuestToMove(r) < 0; ++i) {
    r.Play();
    r.Frame();
  }
  const int mover = GuestToMove(r);
  REQUIRE(mover >= 0);
  const size_t history = r.host->game().History().size();
  r.HostGone();
  REQUIRE(r.Session(mover)->Play(mover + 1, PersonMove(*r.Session(mover), mover + 1)).ok());
  std::vector<std::string> kept;
  for (int g = 0; g < 3; ++g) kept.push_back(r.Guest(g).SaveText());
  // The impostor holds both names (the worst case: it knows the key's name).
  const std::string code = r.Guest(0).code();
  Impostor impostor(r.hub, {code, play::HostName(r.Guest(0).host_key())}, challenge);
  for (double end = r.now + 90; r.now < end;) {
    impostor.Pump();
    r.Frame();
  }
  REQUIRE_FALSE(impostor.heard.empty());  // the guests did reach it
  for (int g = 0; g < 3; ++g) {
    INFO("guest " << g);
    CHECK(r.Guest(g).SaveText() == kept[static_cast<size_t>(g)]);  // token, seat, moves, numbers, key
    CHECK(r.Guest(g).phase() == play::GuestRoom::Phase::kPlaying);
    CHECK(r.Session(g)->TakeNotice().find("impostor") == std::string::npos);
  }
  // No token and no seat proof went to it beyond what it could not use: no
  // guest's token in anything it heard.
  for (const std::string& text : impostor.heard)
    for (int g = 0; g < 3; ++g) CHECK(text.find(r.Guest(g).token()) == std::string::npos);
  // The impostor goes, the host's page is back: every guest at its seat, the
  // waiting move applied once.
  impostor.Close();
  r.HostBack();
  CHECK(r.RunUntil([&] { return r.Seated(0) && r.Seated(1) && r.Seated(2); }, 40));
  r.Run(1);  // (the move it resent on arrival)
  REQUIRE(r.host->game().History().size() == history + 1);
  CHECK(r.host->game().History()[history].seat == mover + 1);
  // And the old file's guest knows the host's key now (its host showed it
  // knows the seat's token).
  CHECK(r.Guest(2).host_key() == r.room().key().public_key);
}

TEST_CASE("Rooms: a relay between a guest and the host gets no seat and no table", "[play][room][attack]") {
  // Guest 0 came by the link, guest 1 typed the code (and, from an old
  // file, does not know the key): both pass through a relay holding the
  // code while the host holds its key's name.
  TestRoom r("lost-words", 3, 2, 22);
  r.guests[1]->session.reset();
  r.hub.Cut(r.guests[1]->end->id());
  {
    Result<Json> file = Json::Parse(*r.guests[1]->store->ReadGuest());
    REQUIRE(file.ok());
    Json old = *file;
    old.set("key", "");
    auto resumed = play::GuestRoom::Resume(*r.guests[1]->end, BuiltinGames(), PlayDictionary(), old.Dump());
    REQUIRE(resumed.ok());
    r.guests[1]->lobby = std::move(*resumed);
  }
  const std::string code = r.room().code(), name = r.room().host_name();
  r.HostGone();
  Relay relay(r.hub, code, name);
  r.HostBack();  // under its key's name (the code is the relay's)
  r.hub.Cut(r.guests[0]->end->id());
  r.guests[1]->lobby->Open(r.now);
  std::vector<std::string> to_relay_seats;
  for (double end = r.now + 60; r.now < end;) {
    relay.Pump();
    r.Frame();
    // Whatever the host seated, it is never one of the relay's legs.
    for (int seat : {1, 2}) {
      const int peer = r.room().seats()[static_cast<size_t>(seat)].peer;
      if (peer < 0) continue;
      const int end_of = r.hub.HostOf(r.guests[static_cast<size_t>(seat - 1)]->end->id());
      CHECK(end_of == r.host_end->id());
    }
  }
  // Nothing it saw is a table or a token; the guests did try it.
  REQUIRE_FALSE(relay.seen.empty());
  for (const std::string& text : relay.seen) {
    CHECK(text.find("\"t\":\"state\"") == std::string::npos);
    CHECK(text.find("\"snapshot\"") == std::string::npos);
    for (int g = 0; g < 2; ++g) CHECK(text.find(r.Guest(g).token()) == std::string::npos);
  }
  // Guest 0 (the key) found the host by its name; guest 1 (no key) reached
  // only the relay, whose connection the host did not seat.
  CHECK(r.Seated(0));
  CHECK_FALSE(r.Seated(1));
  CHECK(r.Guest(1).token().size() == 32);  // it keeps its claim
  CHECK(std::any_of(r.room().log().begin(), r.room().log().end(),
                    [](const std::string& l) { return l.find("fits no seat") != std::string::npos; }));
  // Without the relay, the typed-code guest is back too.
  relay.Close();
  r.HostGone();
  r.HostBack();
  CHECK(r.RunUntil([&] { return r.Seated(0) && r.Seated(1); }, 60));
}

TEST_CASE("Rooms: silent connections do not keep a returning guest out", "[play][room][attack]") {
  const int silent = GENERATE(4, 8, 12);
  INFO(silent << " silent connections");
  TestRoom r("lost-words", 3, 2, 23);
  // After the start, devices connect and say nothing; guest 1's phone
  // sleeps meanwhile, and wakes.
  r.hub.Cut(r.guests[1]->end->id());
  r.guests[1]->paused = true;
  std::vector<LoopbackHub::End*> idle;
  for (int i = 0; i < silent; ++i) {
    idle.push_back(&r.hub.NewEnd());
    idle.back()->Start(play::Transport::Role::kGuest, r.room().code());
  }
  r.Run(1);
  r.guests[1]->paused = false;
  const double woke = r.now;
  CHECK(r.RunUntil([&] { return r.Seated(1); }, 15));
  INFO("back at its seat after " << r.now - woke << " s");
  CHECK(r.now - woke <= 15);
  CHECK(r.Seated(0));
  // The idle ones go by themselves.
  r.Run(12);
  CHECK(r.room().connections() == 2);
}

TEST_CASE("Rooms: another device taking the code while the host reloads does not get the guests",
          "[play][room][attack]") {
  TestRoom r("lost-words", 4, 3, 24);
  for (int i = 0; i < 60; ++i) {
    r.Play();
    r.Frame();
  }
  const std::string code = r.room().code();
  const size_t history = r.host->game().History().size();
  // The host's page reloads; another device asks the server for the code
  // first (it cannot know the key's name) and runs a room of its own.
  r.HostGone();
  play::SessionSetup plan;
  plan.options.seats = 4;
  for (int s = 0; s < 4; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", "", false});
  LoopbackHub::End& other_end = r.hub.NewEnd();
  play::HostRoom other(other_end, Info("lost-words"), PlayDictionary(), plan, 0, code);
  other.Open(r.now);
  std::vector<std::string> to_other;
  r.hub.on_send = [&](int, int to, const std::string& text) {
    if (to == other_end.id()) to_other.push_back(text);
  };
  r.Run(1);
  r.HostBack();  // its code is taken: it listens under its key's name
  for (double end = r.now + 60; r.now < end;) {
    other.Pump(r.now);
    r.Frame();
  }
  CHECK(other.code() == code);
  for (const auto& s : other.seats()) CHECK(s.kind != play::SeatInfo::Kind::kGuest);  // nobody sat down there
  for (const std::string& text : to_other) {
    for (int g = 0; g < 3; ++g) CHECK(text.find(r.Guest(g).token()) == std::string::npos);
    CHECK(text.find("\"t\":\"sit\"") == std::string::npos);
  }
  for (int g = 0; g < 3; ++g) {
    INFO("guest " << g);
    CHECK(r.Seated(g));
  }
  CHECK(r.host->game().History().size() >= history);
  CHECK_FALSE(r.room().link_problem().empty());  // the host is told its code is held
}

TEST_CASE("Rooms: a host whose page is not pumped for 150 s while guests keep alive disconnects nobody",
          "[play][room][attack]") {
  TestRoom r("lost-words", 3, 2, 25, "easy", /*turn_seconds=*/60, /*quiet_seconds=*/30);
  r.Run(2);
  const size_t history = r.host->game().History().size();
  r.host_paused = true;  // the tab is in the background: its frames stop, the link queues
  // The guests keep alive, and now and then say something (how their seats
  // pass): a person's pace, 50 messages each in the 150 s, read at once.
  for (double end = r.now + 150, said = r.now; r.now < end;) {
    r.Frame();
    if (r.now - said >= 3) {
      said = r.now;
      for (int g = 0; g < 2; ++g) r.Guest(g).SendPassMode(g + 1, "ask");
    }
  }
  REQUIRE(r.host_end->queued() > 200);  // two and a half minutes of keep-alives and messages
  r.host_paused = false;
  r.Run(1);
  for (int g = 0; g < 2; ++g) {
    INFO("guest " << g);
    CHECK(r.room().seats()[static_cast<size_t>(g + 1)].peer >= 0);
    CHECK_FALSE(r.host->IsStandIn(g + 1));
    CHECK(r.Guest(g).connected());
  }
  // Nobody's turn timer ran out over the host's sleep either.
  CHECK(r.host->game().History().size() == history);
  CHECK_FALSE(std::any_of(r.room().log().begin(), r.room().log().end(), [](const std::string& l) {
    return l.find("disconnected") != std::string::npos || l.find("a bot plays") != std::string::npos;
  }));
}

TEST_CASE("Rooms: a move made on an older table is refused with a notice, and a number used twice is refused, not "
          "dropped in silence",
          "[play][room][attack]") {
  TestRoom r("lost-words", 2, 1, 26);
  // Guest 0 is to decide; its phone drops before its move leaves.
  REQUIRE(r.RunUntil([&] {
    if (GuestToMove(r) == 0) return true;
    r.Play();
    return false;
  }, 60));
  play::GuestSession& guest = *r.Session(0);
  r.hub.Cut(r.guests[0]->end->id());
  r.guests[0]->paused = true;
  const std::vector<std::string> then = guest.View().LegalMoves(1);
  // Meanwhile the host has a bot play the seat's turn, gives the seat back,
  // and the game goes on to a decision of the seat's that would take the old
  // move too (the next turn's draw).
  r.room().HoldSeat(*r.host, 1, true);
  REQUIRE(r.RunUntil([&] { return r.host->DecisionStart(1) == play::LocalSession::kNotDeciding; }, 30));
  r.room().HoldSeat(*r.host, 1, false);
  std::string stale;
  REQUIRE(r.RunUntil([&] {
    if (r.host->IsDeciding(1)) {
      for (const std::string& m : r.host->game().LegalMoves(1))
        if (std::find(then.begin(), then.end(), m) != then.end()) stale = m;
    }
    if (!stale.empty()) return true;
    r.Play();
    return false;
  }, 60));
  const size_t before = r.host->game().History().size();
  REQUIRE(guest.Play(1, stale).ok());  // from the table it still shows
  r.guests[0]->paused = false;
  std::string notice;
  REQUIRE(r.RunUntil([&] {
    if (notice.empty()) notice = guest.TakeNotice();
    return !notice.empty();
  }, 40));
  CHECK(notice.find("older table") != std::string::npos);
  CHECK(r.host->game().History().size() == before);  // not applied
  CHECK(r.Guest(0).pending() == 0);
  CHECK(r.Seated(0));
  CHECK(guest.IsDeciding(1));  // asked again, on the table as it is

  // A number used twice (another device of the seat, with an older file):
  // refused with a notice.
  RawDevice twin(r.hub.NewEnd());
  twin.Start(r.room().host_name());
  twin.Poll();
  twin.Hello();
  r.Frame();
  twin.Poll();
  twin.Auth(1, r.Guest(0).token());
  r.Frame();
  twin.Poll();
  play::Message m;
  m.kind = play::Message::Kind::kMove;
  m.seat = 1;
  m.seq = 1;  // used long ago
  m.rev = r.room().Revision(*r.host);
  m.move = r.host->game().LegalMoves(1).front();
  twin.Send(m);
  r.Frame();
  twin.Poll();
  bool refused = false;
  for (const play::Message& got : twin.received)
    refused |= got.kind == play::Message::Kind::kRefused && got.seq == 1 && got.reason.find("number") != std::string::npos;
  CHECK(refused);
  CHECK(r.host->game().History().size() == before);
}

TEST_CASE("Rooms: a guest whose host has been gone for minutes is told, can leave keeping its seat, and is asked "
          "before going back",
          "[play][room][attack]") {
  TestRoom r("lost-words", 2, 1, 27);
  r.HostGone();  // for good: the phone died
  std::optional<play::RoomStatus> status;
  CHECK(r.RunUntil([&] {
    status = r.Session(0)->Room();
    return status->gone;
  }, 180, 0.25));
  CHECK(status->away >= play::GuestRoom::kHostGoneSeconds);
  CHECK(status->away < play::GuestRoom::kHostGoneSeconds + 5);
  // The guest's own page in the background does not count against the host.
  // The person leaves: the seat file stays, and says so.
  const std::string token = r.Guest(0).token();
  r.Session(0)->Leave(false);
  Result<std::string> file = r.guests[0]->store->ReadGuest();
  REQUIRE(file.ok());
  auto resumed = play::GuestRoom::Resume(*r.guests[0]->end, BuiltinGames(), PlayDictionary(), *file);
  REQUIRE(resumed.ok());
  CHECK((*resumed)->token() == token);
  CHECK((*resumed)->left());
  CHECK((*resumed)->host_seen() > 0);
}

TEST_CASE("Rooms: a guest at the table cannot pose as the host to another guest", "[play][room][attack]") {
  // Guest 0 knows the link (the key, the key's name, the code) and its own
  // token. While the host's page reloads it runs a room under both names.
  TestRoom r("lost-words", 3, 2, 28);
  const std::string code = r.room().code();
  const std::string key = r.Guest(0).host_key();
  REQUIRE(key == r.room().key().public_key);
  REQUIRE(r.Guest(1).host_key() == key);  // the typed-code guest has it since it sat down
  r.HostGone();
  r.guests[0]->paused = true;
  play::SessionSetup plan;
  plan.options.seats = 3;
  for (int s = 0; s < 3; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", "", false});
  LoopbackHub::End& fake_end = r.hub.NewEnd();
  play::HostRoom fake(fake_end, Info("lost-words"), PlayDictionary(), plan, 0, code);
  fake_end.StartHost({code, play::HostName(key)});
  bool doubted = false;
  std::vector<std::string> to_fake;
  r.hub.on_send = [&](int, int to, const std::string& text) {
    if (to == fake_end.id()) to_fake.push_back(text);
  };
  for (double end = r.now + 60; r.now < end;) {
    fake.Pump(r.now);
    r.Frame();
    doubted |= r.Guest(1).status().find("could not prove") != std::string::npos;
  }
  CHECK(doubted);
  REQUIRE_FALSE(to_fake.empty());
  for (const std::string& text : to_fake) CHECK(text.find("\"t\":\"auth\"") == std::string::npos);  // not even its proof
  CHECK(r.Guest(1).token().size() == 32);
  CHECK(r.Guest(1).phase() == play::GuestRoom::Phase::kPlaying);
}

TEST_CASE("Rooms: a guest's hello lost before the host's page opened the connection: it says hello again and gets in",
          "[play][room]") {
  TestRoom r("lost-words", 3, 2, 29);
  r.hub.lose_early_data = true;
  for (int g = 0; g < 2; ++g) r.Reload(g);
  CHECK(r.RunUntil([&] { return r.Seated(0) && r.Seated(1); }, 10));
}

}  // namespace lf::testing
