// Fuzzes a host's room with what guests' devices may send
// (docs/multi-device.md, "Limits" and "The handshake"), in every game of the
// registry: hostile devices connect under either name, say hello or not,
// answer the challenge with made-up proofs, send every kind of message in
// their connection's envelope with any fields, plain JSON and raw bytes
// where envelopes belong, replays of what other devices sent, floods of
// keep-alives; devices drop and come back; time passes, the game starts, a
// seat is given to a bot, the turn timer runs. Two honest guests
// (play::GuestRoom, one that came by the link and one that typed the code)
// sit among them. After every step:
//   - no message holds a seat's token, except the one lobby that gave it to
//     the device that sat down;
//   - every table a device receives is for the seat that device sits at;
//   - a seat's moves in the game were all sent by that seat's device
//     (hostile devices never move for a seat they do not hold);
//   - the room's seats stay as many as the table's.
// And at the end, once the hostile devices are gone: every honest guest
// whose seat is still its own is back at it, its table the host's view.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "../support/raw_device.h"
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

// The JSON body of what crossed the link: an envelope's, or the text itself.
std::string Body(const std::string& text) {
  if (text.empty() || text[0] != 'M') return text;
  const size_t first = text.find('.');
  const size_t second = first == std::string::npos ? first : text.find('.', first + 1);
  return second == std::string::npos ? "" : text.substr(second + 1);
}

// An honest guest's device: its room, and its table as its screen would
// show it (the last the host sent).
struct Honest {
  lf::testing::LoopbackHub::End* end;
  std::unique_ptr<lf::play::GuestRoom> room;
  std::unique_ptr<lf::Game> table;
  int moves = 0;  // moves it sent
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using lf::play::Message;
  using lf::testing::RawDevice;
  Bytes in{data, size};
  const auto& games = lf::BuiltinGames().All();
  const lf::GameInfo& info = games[in.Next() % games.size()];
  const int seats = std::min(std::max(3, info.min_seats), info.max_seats);
  lf::testing::LoopbackHub hub;
  lf::testing::LoopbackHub::End& host_end = hub.NewEnd();
  lf::play::SessionSetup plan;
  plan.options.seats = seats;
  plan.options.seed = 11;
  for (int s = 0; s < seats; ++s) plan.seats.push_back(lf::play::SeatSetup{true, "easy", "", false});
  auto room = std::make_shared<lf::play::HostRoom>(host_end, info, Words(), plan, 0, "FUZZROOM");
  double now = 1;
  room->Open(now);
  const std::string key_name = room->host_name();

  // Every message on the wire: (to end, text). Tokens are checked against it.
  std::vector<std::pair<int, std::string>> wire;
  std::vector<std::string> seen;  // texts devices sent, for replays
  hub.on_send = [&](int, int to, const std::string& text) {
    wire.emplace_back(to, text);
    if (to == host_end.id() && seen.size() < 64) seen.push_back(text);
  };
  std::vector<Honest> honest(2);
  for (size_t g = 0; g < honest.size(); ++g) {
    honest[g].end = &hub.NewEnd();
    honest[g].room = std::make_unique<lf::play::GuestRoom>(*honest[g].end, lf::BuiltinGames(), Words(), "FUZZROOM",
                                                           "Guest");
    if (g == 0) honest[g].room->SetHostKey(room->key().public_key);
    honest[g].room->Open(now);
  }
  std::vector<std::unique_ptr<RawDevice>> hostile;
  std::unique_ptr<lf::play::LocalSession> session;
  std::map<std::string, int> holders;  // each seat token ever made -> the end it went to (-1: none yet)
  const auto pump = [&] {
    hub.now = now;
    if (session) session->Update(now);
    else room->Pump(now);
    for (Honest& h : honest) {
      h.room->Pump(now);
      while (h.room->HasTable()) h.table = h.room->TakeTable().game;
    }
    for (auto& d : hostile) d->Poll();
  };

  for (int step = 0; step < 300 && !in.done(); ++step) {
    const uint8_t op = in.Next();
    RawDevice* d = hostile.empty() ? nullptr : hostile[in.Next() % hostile.size()].get();
    switch (op % 14) {
      case 0:  // a hostile device connects, under either name
        if (hostile.size() < 10) {
          hostile.push_back(std::make_unique<RawDevice>(hub.NewEnd()));
          hostile.back()->Start(in.Next() % 2 ? key_name : "FUZZROOM");
        }
        break;
      case 1:  // it says hello
        if (d) d->Hello(in.Text(8));
        break;
      case 2: {  // it answers the challenge: a newcomer, a made-up proof, a made-up handover
        if (!d) break;
        const uint8_t how = in.Next();
        d->Auth(static_cast<int>(how % 5) - 1, how & 8 ? lf::play::NewToken() : "", how & 16 ? lf::play::NewToken() : "");
        break;
      }
      case 3:
      case 4: {  // a message of any kind, any fields, in its envelope
        if (!d) break;
        Message m;
        m.kind = static_cast<Message::Kind>(in.Next() % 15);
        m.seat = static_cast<int>(in.Next() % 9) - 1;
        m.seq = in.Next();
        m.rev = in.Next() % 3 == 0 ? 0 : 1000000u * (in.Next() % 3) + in.Next();
        m.name = in.Text(8);
        m.move = in.Next() % 2 ? "pass" : in.Text(12);
        m.mode = in.Next() % 2 ? "ask" : "until-my-turn";
        m.nonce = lf::play::NewToken();
        m.kx = lf::play::Hex(lf::play::KxPair::New().public_key);
        m.sig = std::string(128, 'a');
        m.proof = in.Next() % 2 ? "" : std::string(64, 'b');
        m.reason = in.Text(10);
        m.save = in.Text(20);
        m.game = info.name;
        d->Send(m);
        break;
      }
      case 5:  // plain JSON or raw bytes where an envelope belongs
        if (d) d->SendRaw(in.Next() % 2 ? in.Text(40) : "{\"t\":\"move\",\"seq\":9,\"seat\":1,\"move\":\"pass\"}");
        break;
      case 6: {  // a replay of what another device sent
        if (!d || seen.empty()) break;
        const std::string text = seen[in.Next() % seen.size()];  // (a copy: sending adds to `seen`)
        d->SendRaw(text);
        break;
      }
      case 7:  // a flood of keep-alives
        if (d)
          for (int i = 0; i < 30; ++i) d->KeepAlive();
        break;
      case 8: {  // an honest guest sits down
        Honest& h = honest[in.Next() % honest.size()];
        h.room->Sit(1 + static_cast<int>(in.Next() % (seats - 1)), "Guest");
        break;
      }
      case 9: {  // an honest guest moves, from its own table, if it asks it
        Honest& h = honest[in.Next() % honest.size()];
        const int seat = h.room->seat();
        if (!session || seat < 0 || !h.table || h.table->IsTerminal() || h.room->pending() > 0) break;
        const std::vector<std::string> legal = h.table->LegalMoves(seat);
        if (legal.empty()) break;
        h.room->SendMove(seat, legal[in.Next() % legal.size()], info.dynamics == lf::Dynamics::kRealTime ? 0 : h.room->rev());
        ++h.moves;
        break;
      }
      case 10: {  // a device drops (honest ones come back by themselves)
        const size_t k = in.Next() % (honest.size() + hostile.size());
        hub.Cut(k < honest.size() ? honest[k].end->id() : hostile[k - honest.size()]->end().id());
        break;
      }
      case 11:  // the host starts the game
        if (!session) {
          room->SetTurnSeconds(in.Next() % 2 ? 30 : 0);
          auto started = room->StartGame({});
          if (started.ok()) {
            session = std::move(*started);
            session->Host(room);
            session->SetPace(0);
          }
        }
        break;
      case 12:  // the host gives a seat to a bot, or gives it back
        if (session) room->HoldSeat(*session, 1 + static_cast<int>(in.Next() % (seats - 1)), in.Next() % 2);
        break;
      case 13:  // time passes
        now += 0.05 + in.Next() * 0.06;
        break;
    }
    now += 0.05;
    pump();

    // Invariants.
    Check(static_cast<int>(room->seats().size()) == seats);
    for (const auto& s : room->seats())
      if (!s.token.empty()) holders.emplace(s.token, -1);
    for (const auto& [to, text] : wire) {
      const std::string body = Body(text);
      auto parsed = lf::play::Parse(body);
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
      if (m.kind == Message::Kind::kState && to != host_end.id() && m.seat >= 0 && m.seat < seats) {
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
        if (history[i].seat > 0 && !session->Automatic(i) && !session->IsStandIn(history[i].seat))
          ++applied[history[i].seat];
      for (const auto& [seat, n] : applied) {
        // Only for a seat an honest device holds: a hostile one may sit too.
        const std::string& token = room->seats()[static_cast<size_t>(seat)].token;
        for (const Honest& h : honest)
          if (!token.empty() && h.room->token() == token && holders[token] == h.end->id()) Check(n <= h.moves);
      }
    }
  }

  // Liveness: the hostile devices go; every honest guest whose seat is
  // still its own is back at it within 45 s (its longest wait between two
  // tries is 30 s), with the host's table.
  for (auto& d : hostile) hub.Cut(d->end().id());
  for (int i = 0; i < 45 * 4; ++i) {
    now += 0.25;
    pump();
  }
  for (size_t g = 0; g < honest.size(); ++g) {
    const Honest& h = honest[g];
    const int seat = h.room->seat();
    if (seat < 0 || h.room->token().empty() || h.room->phase() == lf::play::GuestRoom::Phase::kClosed) continue;
    const auto& s = room->seats()[static_cast<size_t>(seat)];
    if (s.token != h.room->token()) continue;  // (given up in the lobby while it was away)
    Check(s.peer >= 0);
    Check(h.room->connected());
    Check(hub.HostOf(h.end->id()) == host_end.id());
    if (session && h.table) Check(h.table->History() == session->game().Redacted(seat)->History());
  }
  return 0;
}
