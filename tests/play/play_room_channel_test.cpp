// The room's cryptography and messages (play/channel.h, play/protocol.h;
// docs/multi-device.md, "The handshake", "Identity"): the host's key and its
// text forms, the name only its holders compute, the join link, the
// transcript each proof covers, and the envelope every later message
// travels in: what it lets through and what it refuses.
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "play/channel.h"
#include "play/protocol.h"

namespace lf::testing {
namespace {

play::Transcript Sample() {
  play::Transcript t;
  t.guest_nonce = play::NewToken();
  t.host_nonce = play::NewToken();
  t.guest_kx = play::KxPair::New().public_key;
  t.host_kx = play::KxPair::New().public_key;
  t.guest_fingerprint = "sha-256 AA:BB";
  t.host_fingerprint = "sha-256 CC:DD";
  return t;
}

// Both ends of one connection's channel.
struct Pair {
  play::KxPair guest_kx = play::KxPair::New(), host_kx = play::KxPair::New();
  std::string transcript = Sample().Hash();
  play::Channel guest = *play::Channel::Make(false, guest_kx, host_kx.public_key, transcript);
  play::Channel host = *play::Channel::Make(true, host_kx, guest_kx.public_key, transcript);
};

}  // namespace

TEST_CASE("Room channel: the host's key, its text forms and its second name", "[play][room][channel]") {
  const play::HostKey key = play::HostKey::New();
  REQUIRE(key.valid());
  const std::optional<play::HostKey> back = play::HostKey::FromSecretText(key.SecretText());
  REQUIRE(back.has_value());
  CHECK(back->public_key == key.public_key);
  // A damaged save's key is refused, not used.
  std::string damaged = key.SecretText();
  damaged[3] = damaged[3] == '0' ? '1' : '0';
  CHECK_FALSE(play::HostKey::FromSecretText(damaged).has_value());
  CHECK_FALSE(play::HostKey::FromSecretText("").has_value());
  CHECK_FALSE(play::HostKey::FromSecretText(std::string(128, 'z')).has_value());
  // The link's form: 43 URL-safe characters, and back.
  const std::string text = play::KeyText(key.public_key);
  CHECK(std::regex_match(text, std::regex("[A-Za-z0-9_-]{43}")));
  CHECK(play::KeyOfText(text) == key.public_key);
  CHECK(play::KeyOfText(text.substr(1)).empty());
  CHECK(play::KeyOfText(text + "A").empty());
  CHECK(play::KeyOfText(std::string(43, '!')).empty());
  // The second name: a PeerJS id's part, no room code, the same for the same
  // key, another for another.
  const std::string name = play::HostName(key.public_key);
  CHECK(std::regex_match(name, std::regex("^[A-Z0-9]+(?:[_-][A-Z0-9]+)*$")));
  CHECK(name.size() == 26);
  CHECK(play::NormalizeRoomCode(name).empty());
  CHECK(play::HostName(back->public_key) == name);
  CHECK(play::HostName(play::HostKey::New().public_key) != name);
}

TEST_CASE("Room channel: the join link carries the code, the key and (for a handover) a token", "[play][room][channel]") {
  const play::HostKey key = play::HostKey::New();
  const std::string token = play::NewToken();
  const std::string text = play::JoinText("ABCDEFGH", key.public_key, token);
  CHECK(text.size() <= 128);
  CHECK(std::regex_match(text, std::regex("[A-Za-z0-9_.-]+")));
  play::JoinKey j = play::ParseJoin(text);
  CHECK(j.code == "ABCDEFGH");
  CHECK(j.key == key.public_key);
  CHECK(j.take == token);
  j = play::ParseJoin(play::JoinText("ABCDEFGH", key.public_key));
  CHECK(j.key == key.public_key);
  CHECK(j.take.empty());
  // An old link (a shared secret after the code): the code, and no key.
  j = play::ParseJoin("abcdefgh.0123456789abcdef0123456789abcdef");
  CHECK(j.code == "ABCDEFGH");
  CHECK(j.key.empty());
  CHECK(play::ParseJoin("ABCDEFGH").key.empty());
  CHECK(play::ParseJoin("nonsense.x.y").code.empty());
}

TEST_CASE("Room channel: the host's signature holds for its own transcript only", "[play][room][channel]") {
  const play::HostKey key = play::HostKey::New();
  const play::Transcript t = Sample();
  const std::string sig = play::SignTranscript(key, t.Hash());
  CHECK(play::CheckTranscript(key.public_key, t.Hash(), sig));
  // Another key; another certificate on either side (a relay's leg);
  // another nonce; another key exchange: the signature fails.
  CHECK_FALSE(play::CheckTranscript(play::HostKey::New().public_key, t.Hash(), sig));
  for (int part = 0; part < 6; ++part) {
    play::Transcript u = t;
    std::string* field[] = {&u.guest_nonce, &u.host_nonce, &u.guest_kx, &u.host_kx, &u.guest_fingerprint,
                            &u.host_fingerprint};
    (*field[part])[0] ^= 1;
    INFO("part " << part);
    CHECK_FALSE(play::CheckTranscript(key.public_key, u.Hash(), sig));
  }
  // The parts are told apart by their lengths: moving a byte from one to
  // the next changes the hash.
  play::Transcript moved = t;
  moved.guest_fingerprint = "sha-256 AA:B";
  moved.host_fingerprint = "Bsha-256 CC:DD";
  CHECK(moved.Hash() != t.Hash());
  CHECK_FALSE(play::CheckTranscript(key.public_key, t.Hash(), std::string(64, '\0')));
}

TEST_CASE("Room channel: envelopes open in order at the other end only, and nothing altered, replayed or reflected "
          "opens",
          "[play][room][channel]") {
  Pair p;
  std::string json;
  const std::string a = p.guest.Seal("{\"t\":\"ping\"}");
  CHECK(a.rfind("M1.", 0) == 0);
  CHECK(p.host.Open(a, &json) == play::Channel::Opened::kMessage);
  CHECK(json == "{\"t\":\"ping\"}");
  const std::string k = p.host.KeepAlive();
  CHECK(k.rfind("P1.", 0) == 0);
  CHECK(k.size() <= 80);
  CHECK(p.guest.Open(k, &json) == play::Channel::Opened::kKeepAlive);
  // Replayed: refused.
  CHECK(p.host.Open(a, &json) == play::Channel::Opened::kBad);
  // Altered body, tag or counter: refused (and the counter does not move).
  std::string b = p.guest.Seal("{\"t\":\"move\",\"seq\":1}");
  std::string altered = b;
  altered[altered.size() - 2] = '2';
  CHECK(p.host.Open(altered, &json) == play::Channel::Opened::kBad);
  altered = b;
  altered[4] = altered[4] == 'A' ? 'B' : 'A';
  CHECK(p.host.Open(altered, &json) == play::Channel::Opened::kBad);
  CHECK(p.host.Open("M9" + b.substr(2), &json) == play::Channel::Opened::kBad);
  CHECK(p.host.Open(b, &json) == play::Channel::Opened::kMessage);
  // Skipped: the next after a lost one is refused.
  (void)p.guest.Seal("{\"t\":\"ping\"}");
  CHECK(p.host.Open(p.guest.Seal("{\"t\":\"ping\"}"), &json) == play::Channel::Opened::kBad);
  // Reflected: the host's own message sent back to it.
  Pair q;
  const std::string mine = q.host.Seal("{\"t\":\"ping\"}");
  CHECK(q.host.Open(mine, &json) == play::Channel::Opened::kBad);
  // Another connection's keys (or its transcript) do not open it.
  Pair other;
  CHECK(other.host.Open(q.guest.Seal("{}"), &json) == play::Channel::Opened::kBad);
  play::Channel wrong = *play::Channel::Make(true, q.host_kx, q.guest_kx.public_key, Sample().Hash());
  CHECK(wrong.Open(q.guest.Seal("{}"), &json) == play::Channel::Opened::kBad);
  // Not an envelope at all.
  for (const char* junk : {"", "M", "M1", "M1.", "P1.abc", "{\"t\":\"ping\"}", "Mx.y.z", "M99999999999999999999.a.b"})
    CHECK(q.host.Open(junk, &json) == play::Channel::Opened::kBad);
  // A key exchange key that is no point is refused at once.
  CHECK_FALSE(play::Channel::Make(true, play::KxPair::New(), std::string(31, 'x'), "h").has_value());
}

TEST_CASE("Room channel: every message prints and parses back, new fields included", "[play][room][channel]") {
  using K = play::Message::Kind;
  std::vector<play::Message> all;
  play::Message m;
  m.kind = K::kHello;
  m.name = "Ana";
  m.nonce = play::NewToken();
  m.kx = play::Hex(play::KxPair::New().public_key);
  all.push_back(m);
  m = {};
  m.kind = K::kChallenge;
  m.nonce = play::NewToken();
  m.kx = play::Hex(play::KxPair::New().public_key);
  m.sig = std::string(128, 'a');
  all.push_back(m);
  m = {};
  m.kind = K::kAuth;
  m.seat = 2;
  m.proof = std::string(64, 'b');
  m.take = std::string(64, 'c');
  all.push_back(m);
  m = {};
  m.kind = K::kMove;
  m.seq = 7;
  m.seat = 1;
  m.rev = 1000012;
  m.move = "draw deck";
  all.push_back(m);
  m = {};
  m.kind = K::kLobby;
  m.game = "lost-words";
  m.seats = {play::SeatInfo{play::SeatInfo::Kind::kHost, "Hana", true, false, false},
             play::SeatInfo{play::SeatInfo::Kind::kGuest, "Ana", true, true, true}};
  m.seat = 1;
  m.turn = 60;
  m.acked = 4;
  m.proof = std::string(64, 'd');
  m.key = play::KeyText(play::HostKey::New().public_key);
  all.push_back(m);
  m = {};
  m.kind = K::kBye;
  m.reason = "Your seat is now open on another device.";
  m.why = "elsewhere";
  all.push_back(m);
  m = {};
  m.kind = K::kNotice;
  m.reason = "Time ran out: a bot played your turn.";
  all.push_back(m);
  m = {};
  m.kind = K::kHandover;
  m.save = "{\"format\":\"lostfound-session\"}";
  all.push_back(m);
  m = {};
  m.kind = K::kTaken;
  all.push_back(m);
  for (const play::Message& x : all) {
    const std::string text = play::Print(x);
    INFO(text);
    auto back = play::Parse(text);
    REQUIRE(back.ok());
    CHECK(play::Print(*back) == text);
  }
  // Refused: a hello of the version before, a bye of a reason unknown, a
  // challenge without its signature.
  CHECK_FALSE(play::Parse("{\"t\":\"hello\",\"v\":2,\"name\":\"A\",\"nonce\":\"" + play::NewToken() + "\"}").ok());
  CHECK_FALSE(play::Parse("{\"t\":\"bye\",\"reason\":\"x\",\"why\":\"launch\"}").ok());
  CHECK_FALSE(play::Parse("{\"t\":\"challenge\",\"nonce\":\"" + play::NewToken() + "\",\"kx\":\"" +
                          std::string(64, 'a') + "\"}").ok());
}

}  // namespace lf::testing
