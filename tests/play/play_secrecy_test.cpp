// Secrecy by comparison (docs/multi-device.md, "Who knows what"): what a
// guest's device receives must depend only on what its seat may see. So two
// hosts whose tables differ only in what that seat cannot see must send it
// the same messages, as many and byte for byte. The other table is dealt by
// the game's own sampler (Game::Determinize: every card hidden from the seat
// dealt again from what it cannot rule out), not by the redaction under
// test.
//
// Every game of the registry is played through guest rooms until every
// seat has made its share of moves (100 natively), with what happens at a
// real table on the way: the lobby, refusals, the host giving a seat to a
// bot and the turn timer playing for a silent one, a guest cut off and
// coming back (a whole table again), the end, and a rematch. Every message a
// guest receives holds no seed and no other seat's table; and every few
// moves, for each guest's seat, a world the sampler deals is hosted beside a
// copy of the real one: the guest gets the same messages from both, first
// on arriving and then move after move, as long as its seat sees the same.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "../support/simulation.h"
#include "core/record.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play_room.h"
#include "play_support.h"

namespace lf::testing {
namespace {

// A message as the comparison reads it: without the host's proof that it
// knows the seat's token (a MAC over this connection's handshake, which is
// fresh on every connection, whatever the table).
std::string Comparable(const std::string& json) {
  Result<play::Message> m = play::Parse(json);
  REQUIRE(m.ok());
  if (m->kind == play::Message::Kind::kLobby) m->proof.clear();
  return play::Print(*m);
}

// Where two histories part, in words, for a failure's message.
std::string FirstDifference(const std::vector<Game::LoggedMove>& a, const std::vector<Game::LoggedMove>& b) {
  const auto said = [](const Game::LoggedMove& m) {
    return "\"" + m.move + "\" by seat " + std::to_string(m.seat) + " at " + std::to_string(m.time);
  };
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i)
    if (!(a[i] == b[i])) return "move " + std::to_string(i) + ": " + said(a[i]) + " vs " + said(b[i]);
  return a.size() == b.size() ? "none" : std::to_string(a.size()) + " moves vs " + std::to_string(b.size());
}

// A host over `table`, the rest of it as the real host's save has it, and
// the guest's device of `seat` reaching it from the guest's own file. The
// save reloads to the real table exactly; a sampled world's history is the
// real one as the seat sees it (during the board game's draft it names
// other Characters in the other seats' secret "keep" moves).
struct Twin {
  LoopbackHub hub;
  std::unique_ptr<play::LocalSession> session;
  std::unique_ptr<play::GuestRoom> guest;
  std::vector<std::string> got;
  double now;

  enum class Table { kReal, kWorld };
  Twin(const std::string& save, const std::string& guest_file, std::unique_ptr<Game> table, Table kind, int seat, double at)
      : now(at) {
    auto loaded = play::LocalSession::Load(save, BuiltinGames(), PlayDictionary(), {});
    REQUIRE(loaded.ok());
    session = std::move(*loaded);
    const Game& saved = session->game();
    if (kind == Table::kReal) {
      INFO("the host's save reloads to another history: " << FirstDifference(table->History(), saved.History()));
      REQUIRE(table->History() == saved.History());
    } else {
      const std::unique_ptr<Game> seen = table->Redacted(seat), seen_saved = saved.Redacted(seat);
      INFO("the world's history as seat " << seat << " sees it: " << FirstDifference(seen->History(), seen_saved->History()));
      REQUIRE(seen->History() == seen_saved->History());
    }
    session->AdoptTable(std::move(table), seat);
    session->ReopenRoom(&hub.NewEnd(), now);
    REQUIRE(session->host_room() != nullptr);
    auto resumed = play::GuestRoom::Resume(hub.NewEnd(), BuiltinGames(), PlayDictionary(), guest_file);
    REQUIRE(resumed.ok());
    guest = std::move(*resumed);
    guest->on_receive = [this](const std::string& json) { got.push_back(Comparable(json)); };
    guest->Open(now);
    Frames(8);
  }
  // The room only: nothing moves by itself (the test makes every move).
  void Frames(int n) {
    for (int i = 0; i < n; ++i) {
      hub.now = now += 0.05;
      session->host_room()->Pump(*session, now);
      guest->Pump(now);
      while (guest->HasTable()) {
        const play::GuestRoom::Table t = guest->TakeTable();
        view = t.game->View(t.seat).Dump();  // what the guest's screen shows of it
      }
    }
  }
  std::string view;
  std::vector<std::string> Take() {
    std::vector<std::string> out;
    out.swap(got);
    return out;
  }
  std::string View(int seat) const { return session->game().View(seat).Dump(); }
};

struct Counts {
  int worlds = 0, differing = 0, steps = 0, messages = 0;
  int copies = 0;  // steps whose tables differed only in which of identical copies of a card is where
  std::string copies_example;
};

// Hosts a world the sampler deals for `seat` beside a copy of the real table
// and compares what the seat's guest receives: on arriving, then after each
// move both tables take, while the seat sees the same at both.
void CompareWorlds(TestRoom& r, int g, Rng& rng, Counts* counts) {
  const int seat = g + 1;
  const Game& real = r.host->game();
  std::unique_ptr<Game> world = real.Determinize(seat, rng);
  if (world == nullptr) {
    // A game without a sampler (none in the registry today): at the start,
    // another seed is a world its seats cannot tell apart, if they see the
    // same.
    if (!real.History().empty()) return;
    GameOptions options = real.Options();
    options.seed = Seed(rng.Next64() | 1);
    auto other = CreateGame(r.host->info(), options, PlayDictionary());
    REQUIRE(other.ok());
    if ((*other)->View(seat).Dump() != real.View(seat).Dump()) return;
    world = std::move(*other);
  }
  REQUIRE(world->View(seat).Dump() == real.View(seat).Dump());
  ++counts->worlds;
  counts->differing += world->Snapshot().Dump() != real.Snapshot().Dump();
  const std::string save = r.host->SaveText(), file = r.Guest(g).SaveText();
  Twin a(save, file, real.Clone(), Twin::Table::kReal, seat, r.now),
      b(save, file, std::move(world), Twin::Table::kWorld, seat, r.now);
  std::vector<std::string> ga = a.Take(), gb = b.Take();
  REQUIRE(!ga.empty());
  CHECK(ga.size() == gb.size());
  CHECK(ga == gb);
  counts->messages += static_cast<int>(ga.size());
  if (r.host->RealTime()) return;
  for (int step = 0; step < 6 && !a.session->game().IsTerminal(); ++step) {
    const std::vector<int> deciding = a.session->game().DecidingSeats();
    REQUIRE(deciding == b.session->game().DecidingSeats());  // (who decides is public)
    if (deciding.empty()) break;
    const int mover = deciding[rng.UniformBelow(static_cast<uint32_t>(deciding.size()))];
    const std::vector<std::string> la = a.session->game().LegalMoves(mover), lb = b.session->game().LegalMoves(mover);
    std::vector<std::string> both;
    for (const std::string& m : la)
      if (std::find(lb.begin(), lb.end(), m) != lb.end()) both.push_back(m);
    if (both.empty()) break;
    const std::string move = both[rng.UniformBelow(static_cast<uint32_t>(both.size()))];
    const Status pa = a.session->Play(mover, move), pb = b.session->Play(mover, move);
    if (!pa.ok() || !pb.ok()) break;
    a.Frames(2);
    b.Frames(2);
    if (a.View(seat) != b.View(seat)) break;  // the move showed the seat what differs: no longer the same
    ga = a.Take();
    gb = b.Take();
    CHECK(ga.size() == gb.size());
    if (ga != gb && ga.size() == gb.size() && a.view == b.view) {
      // The bytes differ but the guest's table shows the same: the game's
      // snapshot names which of several identical copies of a card went
      // where (the board game's three Lost Trails). No game information (the
      // copies are interchangeable, and the deal is ChaCha20's), but told
      // apart all the same: counted and reported, and this world is left.
      ++counts->copies;
      if (counts->copies_example.empty()) {
        for (size_t i = 0; i < ga.size() && counts->copies_example.empty(); ++i)
          if (ga[i] != gb[i]) counts->copies_example = "after " + move + ": " + ga[i].substr(0, 300) + "...";
      }
      break;
    }
    CHECK(ga == gb);
    counts->messages += static_cast<int>(ga.size());
    ++counts->steps;
  }
}

}  // namespace

TEST_CASE("Play: what a guest receives depends only on what its seat may see: the host of a world the game's sampler "
          "deals sends it the same messages, in every game",
          "[play][room][secrecy]") {
  const int goal = std::max(10, static_cast<int>(100 * SimulationScale()));  // moves by every seat
  for (const GameInfo& info : BuiltinGames().All()) {
    INFO(info.name);
    const int seats = std::clamp(3, info.min_seats, info.max_seats);
    const bool real_time = info.dynamics == Dynamics::kRealTime;
    // Every message each guest receives, from the lobby on.
    std::string seed_text;
    int received = 0;
    std::map<int, int> tables_of;
    const auto check = [&](int g, const std::string& json) {
      ++received;
      CHECK(json.find("\"seed\"") == std::string::npos);
      if (!seed_text.empty()) CHECK(json.find(seed_text) == std::string::npos);
      Result<play::Message> m = play::Parse(json);
      REQUIRE(m.ok());
      if (m->kind == play::Message::Kind::kState) {
        CHECK(m->seat == g + 1);  // its own seat's table, never another's
        ++tables_of[g];
      }
    };
    TestRoom r(info.name, seats, seats - 1, 0x5EC7E7 + static_cast<uint64_t>(info.name.size()), "easy",
               /*turn_seconds=*/real_time ? 0 : 20, /*quiet_seconds=*/0, check);
    seed_text = r.host->setup().options.seed.Text();
    Rng rng(99);
    Counts counts;
    std::map<int, int> moves;  // per seat, over every game
    int games = 1, refusals = 0, cuts = 0, held = 0, timed_out = 0;
    (void)held;
    size_t compared_at = static_cast<size_t>(-1);
    const auto enough = [&] {
      for (int s = 0; s < seats; ++s)
        if (moves[s] < goal) return false;
      return true;
    };
    // What a real table does now and then, by the moves of each game: a
    // guest tries a move its table does not allow; a guest is cut off and
    // comes back (a whole table again); the host has a bot play a seat for
    // a while; a guest's device goes quiet on its turn (the turn timer plays).
    size_t refused_at = static_cast<size_t>(-1), cut_at = 25;
    int quiet_left = 0, hold_game = 0;
    const auto started = std::chrono::steady_clock::now();
    // (Natively the first game is played to its end and a rematch begins;
    // under the sanitizer, a tenth of the moves.)
    const int min_games = kSanitized ? 1 : 2;
    // And every one of those moments has come (with fewer moves, as under
    // the sanitizer, they would not all come by the goal: the game goes on).
    const auto all_seen = [&] {
      return cuts > 0 && counts.worlds >= (real_time ? 2 : 3) && (real_time || (refusals > 0 && held > 0 && timed_out > 0 &&
                                        (games > hold_game || r.host->game().History().size() > 45)));
    };
    for (int frame = 0; frame < 400000 && (!enough() || games < min_games || !all_seen()); ++frame) {
      INFO("game " << games << ", seed " << seed_text);  // (a rematch deals with a fresh seed)
      const size_t before = r.host->game().History().size();
      if (!real_time && before % 23 == 11 && refused_at != before) {
        play::GuestSession* s = r.Session(0);
        if (s != nullptr && s->IsDeciding(1) && s->game().History().size() == before) {
          r.Guest(0).SendMove(1, "nonsense", r.Guest(0).rev());
          refused_at = before;
          ++refusals;
        }
      }
      if (before >= cut_at && r.Seated(cuts % (seats - 1))) {
        r.hub.Cut(r.guests[static_cast<size_t>(cuts % (seats - 1))]->end->id());
        ++cuts;
        cut_at = before + 57;
      }
      if (!real_time && before >= 30 && hold_game != games) {
        r.room().HoldSeat(*r.host, seats - 1, true);
        hold_game = games;
        ++held;
      }
      if (!real_time && before >= 45) r.room().HoldSeat(*r.host, seats - 1, false);
      if (!real_time && games == 1 && before >= 20 && quiet_left == 0 && timed_out == 0) quiet_left = 1;
      r.guests[0]->paused = quiet_left > 0;
      if (real_time) {
        // People on other devices claim now and then (about once a second).
        if (frame % 20 == 0 && r.host->IsDeciding(0)) (void)r.host->Play(0, PersonMove(*r.host, 0, frame));
        for (int g = 0; g < seats - 1; ++g) {
          play::GuestSession* s = r.Session(g);
          if (s == nullptr || frame % 20 != 7 * (g + 1) % 20 || s->game().IsTerminal()) continue;
          const std::vector<std::string> legal = s->View().LegalMoves(g + 1);
          if (!legal.empty()) (void)s->Play(g + 1, legal[rng.UniformBelow(static_cast<uint32_t>(legal.size()))]);
        }
      } else {
        r.Play(static_cast<uint64_t>(frame / 50));
      }
      r.Frame(quiet_left > 0 ? 0.5 : 0.05);  // (a long wait in longer frames)
      const auto& h = r.host->game().History();
      for (size_t i = before; i < h.size(); ++i) {
        if (h[i].seat >= 0 && h[i].seat < seats) ++moves[h[i].seat];
        if (h[i].seat == 1 && r.host->Automatic(i) && quiet_left > 0) {
          ++timed_out;
          quiet_left = 0;
        }
      }
      // Every few moves: a sampled world for a guest's seat (each in turn).
      // By crossing, not landing on, a multiple: a frame can apply several
      // moves at once (the board game's automatic passes).
      const size_t every = real_time ? 40 : 7;
      if (h.size() / every != compared_at / every) {
        compared_at = h.size();
        const int g = static_cast<int>(h.size() / 7) % (seats - 1);
        if (r.Seated(g)) CompareWorlds(r, g, rng, &counts);
        else if (r.Seated(seats - 2 - g)) CompareWorlds(r, seats - 2 - g, rng, &counts);
      }
      if (r.host->game().IsTerminal()) {
        r.Run(1);
        // The end, then a rematch (the room goes on with the next game).
        auto next = r.host->Rematch();
        REQUIRE(next.ok());
        r.host.reset(static_cast<play::LocalSession*>(next->release()));
        r.host->SetPace(0);
        ++games;
        seed_text = r.host->setup().options.seed.Text();
        compared_at = static_cast<size_t>(-1);
        cut_at = 25;
      }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::string per_seat;
    for (const auto& [s, n] : moves) per_seat += " " + std::to_string(n);
    WARN(info.name << " (" << seconds << " s): " << games << " games, moves by seat" << per_seat << "; " << received << " messages to guests; "
                   << counts.worlds << " sampled worlds (" << counts.differing << " differing), " << counts.steps
                   << " moves compared, " << counts.messages << " messages compared; " << refusals << " refusals, "
                   << cuts << " cuts, " << held << " seats held, " << timed_out << " turns timed out"
                   << (counts.copies > 0 ? "; tables that told identical copies apart: " + std::to_string(counts.copies) +
                                               " (" + counts.copies_example + ")"
                                         : std::string()));
    CHECK(enough());
    CHECK(counts.worlds >= (real_time ? 2 : 3));
    CHECK(counts.differing > 0);  // the worlds really differ (else the comparison shows nothing)
    CHECK(games >= min_games);    // the end, and a rematch
    CHECK(cuts > 0);
    if (!real_time) {
      CHECK(counts.steps > 0);
      CHECK(refusals > 0);
      CHECK(held > 0);
      CHECK(timed_out > 0);
    }
    for (int g = 0; g < seats - 1; ++g) CHECK(tables_of[g] > 0);
  }
}

}  // namespace lf::testing
