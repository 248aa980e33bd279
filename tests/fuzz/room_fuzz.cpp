// Fuzzes the room's messages (play on several devices, docs/multi-device.md)
// from both ends:
// - the parser: any bytes from another device give a message or a clear
//   refusal, never a crash. A parsed message prints and parses back to the
//   same text. A table ("state") goes on to what a guest does with it: each
//   built-in game restores its snapshot, or refuses it with a reason.
// - a guest against a hostile host: the input, cut into messages, goes to
//   two guests with a seat, plain and then in the envelope of a connection
//   whose handshake a device made with a key of its own. The guest that
//   holds the real host's key refuses that device at its challenge; the one
//   that typed the code (no key) gets past it, but believes nothing about its
//   seat from a device that does not know the seat's token. Neither crashes,
//   and neither's claim to its seat (its file) changes in the least.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../support/loopback_link.h"
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "fuzz_words.h"
#include "play/channel.h"
#include "play/protocol.h"
#include "play/room.h"

using lf::fuzz::Words;

namespace {

void FuzzParse(std::string_view text) {
  auto message = lf::play::Parse(text);
  if (!message.ok()) {
    if (message.error().empty()) std::abort();  // every refusal says why
    return;
  }
  const std::string again = lf::play::Print(*message);
  auto reparsed = lf::play::Parse(again);
  if (!reparsed.ok() || lf::play::Print(*reparsed) != again) std::abort();
  if (message->kind != lf::play::Message::Kind::kState) return;
  const lf::GameInfo* info = lf::BuiltinGames().Find(message->game);
  if (info == nullptr) return;
  lf::GameOptions options;
  options.seats = static_cast<int>(message->seats.size());
  options.variant = message->variant;
  auto game = lf::CreateGame(*info, options, Words());
  if (!game.ok()) return;
  const lf::Status restored = (*game)->Restore(message->snapshot);
  if (!restored.ok()) {
    if (restored.reason().empty()) std::abort();
    return;
  }
  // A restored table must stand being looked at and played from.
  for (int seat = 0; seat < (*game)->NumSeats(); ++seat) (void)(*game)->View(seat).Dump();
  if (!(*game)->IsTerminal()) {
    for (int seat : (*game)->DecidingSeats()) {
      auto moves = (*game)->LegalMoves(seat);
      if (!moves.empty()) (void)(*game)->Clone()->ApplyMove(seat, moves.front());
    }
  }
}

// A device on the room's names that does a real handshake with a key of its
// own, then sends what it is given.
struct FakeHost {
  lf::testing::LoopbackHub::End* end = nullptr;
  lf::play::HostKey key = lf::play::HostKey::New();
  struct Conn {
    std::string local, remote, guest_kx, transcript;
    lf::play::KxPair kx;
    std::optional<lf::play::Channel> channel;
  };
  std::map<int, Conn> conns;

  void Pump() {
    for (const lf::play::LinkEvent& e : end->Poll()) {
      if (e.kind == lf::play::LinkEvent::Kind::kOpen) {
        Conn fresh;
        fresh.local = e.local_fingerprint;
        fresh.remote = e.remote_fingerprint;
        conns[e.peer] = std::move(fresh);
      }
      if (e.kind != lf::play::LinkEvent::Kind::kMessage) continue;
      auto m = lf::play::Parse(e.data);
      if (!m.ok()) continue;
      Conn& c = conns[e.peer];
      if (m->kind == lf::play::Message::Kind::kHello) {
        c.kx = lf::play::KxPair::New();
        c.guest_kx = lf::play::Unhex(m->kx, 32);
        lf::play::Transcript t{m->nonce, lf::play::NewToken(), c.guest_kx, c.kx.public_key, c.remote, c.local};
        c.transcript = t.Hash();
        lf::play::Message ch;
        ch.kind = lf::play::Message::Kind::kChallenge;
        ch.nonce = t.host_nonce;
        ch.kx = lf::play::Hex(c.kx.public_key);
        ch.sig = lf::play::Hex(lf::play::SignTranscript(key, c.transcript));
        end->Send(e.peer, lf::play::Print(ch));
      } else if (m->kind == lf::play::Message::Kind::kAuth) {
        c.channel = lf::play::Channel::Make(true, c.kx, c.guest_kx, c.transcript);
      }
    }
  }
  void Send(const std::string& body) {
    for (auto& [peer, c] : conns) {
      end->Send(peer, body);  // plain
      if (c.channel) end->Send(peer, c.channel->Seal(body));
    }
  }
};

void FuzzGuests(std::string_view input) {
  lf::testing::LoopbackHub hub;
  FakeHost fake;
  fake.end = &hub.NewEnd();
  fake.end->StartHost({"FUZZRUMS"});
  const lf::play::HostKey real = lf::play::HostKey::New();
  // Two guests with a seat (as their files have it): one that came by the
  // link, one that typed the code.
  std::vector<std::string> files;
  for (int g = 0; g < 2; ++g) {
    std::string key = g == 0 ? ",\"key\":\"" + lf::play::KeyText(real.public_key) + "\"" : std::string();
    files.push_back("{\"format\":\"lostfound-guest\",\"version\":2,\"code\":\"FUZZRUMS\",\"token\":\"" +
                    lf::play::NewToken() + "\",\"seat\":" + std::to_string(g + 1) +
                    ",\"name\":\"Ana\",\"next_seq\":4,\"pending\":[[4," + std::to_string(g + 1) +
                    ",\"draw deck\",1000006]]" + key + "}");
  }
  std::vector<std::unique_ptr<lf::play::GuestRoom>> guests;
  std::vector<lf::testing::LoopbackHub::End*> ends;
  for (int g = 0; g < 2; ++g) {
    ends.push_back(&hub.NewEnd());
    auto room = lf::play::GuestRoom::Resume(*ends.back(), lf::BuiltinGames(), Words(), files[static_cast<size_t>(g)]);
    if (!room.ok()) {
      std::fprintf(stderr, "room_fuzz: %s: %s\n", room.error().c_str(), files[static_cast<size_t>(g)].c_str());
      std::abort();
    }
    guests.push_back(std::move(*room));
  }
  // The guest that came by the link says the key's name first; this device
  // holds the code: the guest tries it too, every other time.
  std::vector<std::string> kept;
  for (auto& g : guests) kept.push_back(g->SaveText());
  double now = 1;
  for (auto& g : guests) g->Open(now);
  const auto frames = [&](int n) {
    for (int i = 0; i < n; ++i) {
      hub.now = now += 0.1;
      fake.Pump();
      for (auto& g : guests) {
        g->Pump(now);
        while (g->HasTable()) (void)g->TakeTable();
        (void)g->TakeNotice();
        (void)g->TakeHandover();
      }
    }
  };
  frames(30);
  // The input, cut at newlines into messages.
  size_t from = 0;
  int sent = 0;
  while (from <= input.size() && sent < 64) {
    size_t to = input.find('\n', from);
    if (to == std::string_view::npos) to = input.size();
    fake.Send(std::string(input.substr(from, to - from)));
    frames(1);
    from = to + 1;
    ++sent;
  }
  frames(5);
  for (size_t g = 0; g < guests.size(); ++g)
    if (guests[g]->SaveText() != kept[g]) {  // its claim is untouched
      std::fprintf(stderr, "room_fuzz: guest %zu's claim changed:\n%s\n%s\n", g, kept[g].c_str(),
                   guests[g]->SaveText().c_str());
      std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  FuzzParse(text);
  if (size <= 4096) FuzzGuests(text);
  return 0;
}
