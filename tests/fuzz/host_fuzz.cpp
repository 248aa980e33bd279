// Fuzzes a host's room with sequences of what guests' devices may send
// (docs/multi-device.md, "Limits" and "The handshake"): any seat, any order,
// duplicates, replays of what other devices sent, made-up proofs and
// tokens, drops and reconnections, before and after the start. Two honest
// guests (play::GuestRoom) sit among hostile devices that send raw messages.
// After every step:
//   - no message to a device holds a seat's token, except the one lobby
//     that gave it to the device that sat down;
//   - every table a device receives is for the seat that device sits at;
//   - a seat's moves in the game were all sent by that seat's device
//     (hostile devices never move for a seat they do not hold);
//   - the room's seats stay as many as the table's, each peer connected.
#include <cstddef>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "fuzz_words.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play/session.h"

namespace {
using lf::fuzz::Words;


// An invariant: says which, then stops the run.
#define Check(ok)                                                                  \
  do {                                                                             \
    if (!(ok)) {                                                                   \
      std::fprintf(stderr, "host_fuzz: broken: %s (line %d)\n", #ok, __LINE__);    \
      std::abort();                                                                \
    }                                                                              \
  } while (0)

// The input, a byte at a time (zeros once it runs out).
struct Bytes {
  const uint8_t* data;
  size_t size, at = 0;
  bool done() const { return at >= size; }
  uint8_t Next() { return at < size ? data[at++] : 0; }
  std::string Text(size_t max) {
    const size_t n = Next() % (max + 1);
    std::string s;
    for (size_t i = 0; i < n; ++i) s += static_cast<char>(Next());
    return s;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using lf::play::Message;
  const lf::GameInfo* info = lf::BuiltinGames().Find("lost-words");
  Check(info != nullptr);
  lf::testing::LoopbackHub hub;
  lf::testing::LoopbackHub::End& host_end = hub.NewEnd();
  lf::play::SessionSetup plan;
  plan.options.seats = 3;
  plan.options.seed = 11;
  for (int s = 0; s < 3; ++s) plan.seats.push_back(lf::play::SeatSetup{true, "easy", "", false});
  auto room = std::make_shared<lf::play::HostRoom>(host_end, *info, Words(), plan, 0, "FUZZROOM");
  double now = 1;
  room->Open(now);

  // Every message on the wire: (to end, text). Tokens are checked against it.
  std::vector<std::pair<int, std::string>> wire;
  std::vector<std::string> seen;  // texts devices sent, for replays
  hub.on_send = [&](int from, int to, const std::string& text) {
    wire.emplace_back(to, text);
    if (to == host_end.id() && seen.size() < 64) seen.push_back(text);
    (void)from;
  };
  // Honest guests, and what each has sent as moves.
  std::vector<lf::testing::LoopbackHub::End*> honest_ends;
  std::vector<std::unique_ptr<lf::play::GuestRoom>> honest;
  for (int g = 0; g < 2; ++g) {
    honest_ends.push_back(&hub.NewEnd());
    honest.push_back(std::make_unique<lf::play::GuestRoom>(*honest_ends.back(), lf::BuiltinGames(), Words(),
                                                           "FUZZROOM", "Guest"));
    honest.back()->Open(now);
  }
  std::vector<lf::testing::LoopbackHub::End*> hostile;
  std::unique_ptr<lf::play::LocalSession> session;
  std::map<int, int> moves_sent;  // seat -> moves its honest device sent
  std::map<std::string, int> holders;  // each seat token ever made -> the end it went to (-1: none yet)

  Bytes in{data, size};
  for (int step = 0; step < 200 && !in.done(); ++step) {
    const uint8_t op = in.Next();
    switch (op % 10) {
      case 0:  // a hostile device connects
        if (hostile.size() < 8) {
          hostile.push_back(&hub.NewEnd());
          hostile.back()->Start(lf::play::Transport::Role::kGuest, "FUZZROOM");
        }
        break;
      case 1:
      case 2: {  // a hostile device sends a message it makes up
        if (hostile.empty()) break;
        lf::testing::LoopbackHub::End& end = *hostile[in.Next() % hostile.size()];
        Message m;
        m.kind = static_cast<Message::Kind>(in.Next() % 11);
        m.seat = static_cast<int>(in.Next() % 4) - 1;
        m.seq = in.Next();
        m.name = in.Text(8);
        m.move = in.Next() % 2 ? "pass" : in.Text(12);
        m.mode = "ask";
        m.nonce = lf::play::NewToken();
        m.proof = in.Next() % 2 ? "" : lf::play::Proof(lf::play::NewToken(), "seat", m.nonce, m.nonce);
        end.Send(0, lf::play::Print(m));
        break;
      }
      case 3: {  // a hostile device replays what another device sent
        if (hostile.empty() || seen.empty()) break;
        lf::testing::LoopbackHub::End* end = hostile[in.Next() % hostile.size()];
        const std::string text = seen[in.Next() % seen.size()];  // (a copy: sending adds to `seen`)
        end->Send(0, text);
        break;
      }
      case 4: {  // a hostile device sends raw bytes
        if (hostile.empty()) break;
        hostile[in.Next() % hostile.size()]->Send(0, in.Text(40));
        break;
      }
      case 5: {  // an honest guest sits down
        const size_t g = in.Next() % honest.size();
        honest[g]->Sit(1 + static_cast<int>(in.Next() % 2), "Guest");
        break;
      }
      case 6: {  // an honest guest moves (if its table asks it)
        const size_t g = in.Next() % honest.size();
        const int seat = honest[g]->seat();
        if (!session || seat < 0) break;
        const lf::Game& game = session->game();
        if (game.IsTerminal()) break;
        const std::vector<std::string> legal = game.LegalMoves(seat);
        if (legal.empty()) break;
        honest[g]->SendMove(seat, legal[in.Next() % legal.size()]);
        ++moves_sent[seat];
        break;
      }
      case 7: {  // a device drops (honest ones come back by themselves)
        const size_t k = in.Next() % (honest_ends.size() + hostile.size());
        hub.Cut(k < honest_ends.size() ? honest_ends[k]->id() : hostile[k - honest_ends.size()]->id());
        break;
      }
      case 8:  // the host starts the game
        if (!session) {
          auto started = room->StartGame({});
          if (started.ok()) {
            session = std::move(*started);
            session->Host(room);
            session->SetPace(0);
          }
        }
        break;
      case 9:  // time passes
        now += 0.05 + in.Next() * 0.05;
        break;
    }
    now += 0.05;
    if (session) session->Update(now);
    else room->Pump(now);
    for (auto& g : honest) g->Pump(now);
    for (auto* h : hostile) (void)h->Poll();

    // Invariants.
    Check(room->seats().size() == 3);
    for (const auto& s : room->seats())
      if (!s.token.empty()) holders.emplace(s.token, -1);
    for (const auto& [to, text] : wire) {
      auto parsed = lf::play::Parse(text);
      if (!parsed.ok()) continue;  // (a hostile device's own text, to the host)
      const Message& m = *parsed;
      // A token goes to one device only, ever: the one that sat down with it.
      for (auto& [t, holder] : holders) {
        if (text.find(t) == std::string::npos) continue;
        Check(to != host_end.id() || m.kind == Message::Kind::kLobby);  // (never back to the host either)
        Check(m.kind == Message::Kind::kLobby && m.token == t);
        Check(holder == -1 || holder == to);
        holder = to;
      }
      if (m.kind == Message::Kind::kState && to != host_end.id()) {
        // A table goes only to the device that sat down at its seat (the
        // one its token went to).
        const std::string& token = room->seats()[static_cast<size_t>(m.seat)].token;
        Check(!token.empty() && holders[token] == to);
      }
    }
    wire.clear();
    if (session) {
      std::map<int, int> applied;
      const auto& history = session->game().History();
      for (size_t i = 0; i < history.size(); ++i)
        if (history[i].seat > 0 && !session->Automatic(i) && !session->IsStandIn(history[i].seat)) ++applied[history[i].seat];
      for (const auto& [seat, n] : applied) {
        // Only for a seat an honest device holds: a hostile one may sit too.
        const std::string& token = room->seats()[static_cast<size_t>(seat)].token;
        bool honest_seat = false;
        for (size_t g = 0; g < honest.size(); ++g)
          honest_seat |= honest[g]->token() == token && !token.empty() && holders[token] == honest_ends[g]->id();
        if (honest_seat) Check(n <= moves_sent[seat]);
      }
    }
  }
  return 0;
}
