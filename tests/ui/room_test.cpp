// Play on several devices (docs/multi-device.md), with the devices in one
// process (tests/support/loopback_link.h): a host and two guests play whole
// games; every table a guest receives is exactly its own seat's redacted
// snapshot (nothing of another hand, no seed); a guest that drops comes back
// to its seat, a resent move is applied once, a host that reloads carries
// on from its save and room file, a quiet guest's seat is played by a bot
// until they return, and bad messages are refused and change nothing.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <map>
#include <fstream>

#include "../support/loopback_link.h"
#include "app_harness.h"
#include "core/rng.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "play/delta.h"
#include "play/room.h"

using lf::play::GuestRoom;
using lf::play::HostRoom;
using lf::testing::LoopbackHub;
using lf::play::LocalSession;
using GameSession = lf::play::LocalSession;

namespace {

// The table a state message carries for its guest: whole, or the change
// from that guest's last table (play/delta.h), kept in `last` (tables sent
// before the test looked: the host's own copy of what it sent).
lf::Json TableOf(const lf::play::Message& m, std::map<int, lf::Json>& last, int to, const lf::Json& before) {
  lf::Json table = m.snapshot;
  if (m.is_delta) {
    auto whole = lf::play::Patch(last.count(to) ? last[to] : before, m.delta);
    REQUIRE(whole.has_value());
    table = *whole;
  }
  last[to] = table;
  return table;
}

}  // namespace

namespace {

lf::play::MoveDescriber DescriberOf(const std::string& game) {
  const lf::ui::GameEntry* entry = lf::ui::FindGameEntry(game);
  return entry != nullptr && entry->screens != nullptr ? entry->screens->describe : lf::play::MoveDescriber{};
}

// A room: the host and `guests` guest devices on one hub, everyone seated
// and the game started. Seats: the host at 0, guest g at seat g + 1, the
// rest bots of `bot_level`. The host's session hosts the room; each guest's
// session owns its GuestRoom once the first table came.
struct Room {
  LoopbackHub hub;
  const lf::GameInfo* info = nullptr;
  const lf::Dictionary* dict = nullptr;
  HostRoom* host = nullptr;  // the lobby's, then the host session's
  std::shared_ptr<HostRoom> lobby;
  std::unique_ptr<GameSession> host_session;
  std::vector<std::unique_ptr<GuestRoom>> guests;  // before the first table
  std::vector<std::unique_ptr<lf::play::GuestSession>> guest_sessions;
  std::vector<LoopbackHub::End*> ends;  // 0: the host's; g + 1: guest g's
  double now = 100;

  Room(const std::string& game, int seats, int guest_count, uint64_t seed, const std::string& bot_level = "easy") {
    info = lf::BuiltinGames().Find(game);
    REQUIRE(info != nullptr);
    dict = lf::ui::testing::SharedDictionary().get();
    lf::play::SessionSetup plan;
    plan.options.seats = seats;
    plan.options.seed = seed;
    for (int s = 0; s < seats; ++s) {
      lf::play::SeatSetup seat;
      seat.human = s <= guest_count;
      seat.level = bot_level;
      seat.name = s == 0 ? "Hana" : "";
      plan.seats.push_back(seat);
    }
    ends.push_back(&hub.NewEnd());
    lobby = std::make_shared<HostRoom>(*ends[0], *info, dict, plan, 0);
    host = lobby.get();
    host->Open(now);
    for (int g = 0; g < guest_count; ++g) {
      ends.push_back(&hub.NewEnd());
      guests.push_back(std::make_unique<GuestRoom>(*ends.back(), lf::BuiltinGames(), dict, host->code(),
                                                   "Guest " + std::to_string(g + 1)));
      guests.back()->Open(now);
    }
    guest_sessions.resize(static_cast<size_t>(guest_count));
    Pump(3);
    for (int g = 0; g < guest_count; ++g) {
      REQUIRE(Guest(g).phase() == GuestRoom::Phase::kLobby);
      Guest(g).Sit(g + 1, "Guest " + std::to_string(g + 1));
    }
    Pump(3);
    for (int g = 0; g < guest_count; ++g) REQUIRE(host->seats()[static_cast<size_t>(g + 1)].kind == lf::play::SeatInfo::Kind::kGuest);
    auto started = host->StartGame(DescriberOf(game));
    REQUIRE(started.ok());
    host_session = std::move(*started);
    host_session->Host(lobby);
    Pump(3);
  }

  // A guest's room, before or after its session took it.
  GuestRoom& Guest(int g) {
    const size_t i = static_cast<size_t>(g);
    return guest_sessions[i] ? guest_sessions[i]->room() : *guests[i];
  }

  // Lets every device handle what arrived, `rounds` times (a frame each,
  // 1/30 s apart); guests' first tables become their sessions.
  void Pump(int rounds = 1) {
    for (int r = 0; r < rounds; ++r) {
      now += 1.0 / 30;
      if (host_session) {
        host_session->Update(now, 0);
      } else if (lobby) {
        lobby->Pump(now);
      }
      for (size_t g = 0; g < guests.size(); ++g) {
        if (guest_sessions[g]) {
          guest_sessions[g]->Update(now, 0);
        } else if (guests[g]) {
          guests[g]->Pump(now);
          if (guests[g]->HasTable()) {
            const std::string game = guests[g]->lobby().game.empty() ? info->name : guests[g]->lobby().game;
            auto joined = lf::play::GuestSession::Join(std::move(guests[g]), DescriberOf(game), nullptr, now);
            REQUIRE(joined.ok());
            guest_sessions[g] = std::move(*joined);
          }
        }
      }
    }
  }

  lf::play::Session* SessionOf(int seat) {
    if (seat == 0) return host_session.get();
    const size_t g = static_cast<size_t>(seat - 1);
    return g < guest_sessions.size() ? guest_sessions[g].get() : nullptr;
  }
};

// Each device whose seat decides plays a random legal move from its own
// view (a guest's move goes to the host); returns false if none could.
bool EveryoneMoves(Room& room, lf::Rng& rng) {
  auto bot = room.info->make_bot("random", room.dict);
  bool any = false;
  for (int seat = 0; seat <= static_cast<int>(room.guests.size()); ++seat) {
    lf::play::Session* s = room.SessionOf(seat);
    if (s == nullptr || s->game().IsTerminal() || !s->IsDeciding(seat)) continue;
    if (seat > 0 && room.host_session->IsStandIn(seat)) continue;
    const std::string move = bot->ChooseMove(s->View(), seat, rng);
    REQUIRE(s->Play(seat, move).ok());
    any = true;
  }
  return any;
}

}  // namespace

TEST_CASE("Room: a host and two guests play The Lost Words to the end, and each guest gets only its own seat's table",
          "[ui][room]") {
  Room room("lost-words", 3, 2, 41);
  REQUIRE(room.guest_sessions[0] != nullptr);
  REQUIRE(room.guest_sessions[1] != nullptr);
  // Every table sent to a guest: its seat's redacted snapshot of the host's
  // game at that moment, and nothing else.
  int tables = 0;
  std::map<int, lf::Json> last;
  room.host->on_send = [&](int, int seat, const std::string& text) {
    auto m = lf::play::Parse(text);
    REQUIRE(m.ok());
    if (m->kind != lf::play::Message::Kind::kState) return;
    ++tables;
    const int to = seat;  // guest g sits at seat g + 1
    REQUIRE(m->seat == seat);
    REQUIRE(TableOf(*m, last, to, room.guest_sessions[static_cast<size_t>(seat - 1)]->game().Snapshot()).Dump() ==
            room.host_session->game().Redacted(seat)->Snapshot().Dump());
    REQUIRE(text.find("\"seed\"") == std::string::npos);
  };
  lf::Rng rng(7);
  for (int step = 0; step < 20000 && !room.host_session->game().IsTerminal(); ++step) {
    EveryoneMoves(room, rng);
    room.Pump();
  }
  room.Pump(3);
  REQUIRE(room.host_session->game().IsTerminal());
  CHECK(tables > 20);
  for (int g = 0; g < 2; ++g) {
    const lf::play::Session& mirror = *room.guest_sessions[static_cast<size_t>(g)];
    CHECK(mirror.game().IsTerminal());
    CHECK(mirror.game().History() == room.host_session->game().Redacted(g + 1)->History());
    CHECK(mirror.game().Scores() == room.host_session->game().Scores());
    CHECK(mirror.log() == room.host_session->log());
    CHECK(mirror.score_history() == room.host_session->score_history());
    CHECK_FALSE(mirror.CanOfferUndo());
  }
  CHECK_FALSE(room.host_session->CanOfferUndo());
  CHECK_FALSE(room.host_session->NeedsPrivacy());
}

TEST_CASE("Room: drops, resent moves, a host reload and a quiet guest lose nothing and apply nothing twice",
          "[ui][room]") {
  Room room("lost-words", 3, 2, 77);
  lf::Rng rng(3);
  for (int step = 0; step < 12; ++step) {
    EveryoneMoves(room, rng);
    room.Pump();
  }
  GameSession& host = *room.host_session;
  REQUIRE_FALSE(host.game().IsTerminal());

  SECTION("a guest's device drops and comes back to its seat by itself") {
    room.hub.Cut(room.ends[1]->id());
    room.Pump(2);
    CHECK(room.host->seats()[1].peer < 0);
    CHECK_FALSE(room.Guest(0).connected());
    room.now += 2.5;  // the guest tries again after a moment
    room.Pump(4);
    CHECK(room.Guest(0).connected());
    CHECK(room.host->seats()[1].peer >= 0);
    CHECK(room.Guest(0).seat() == 1);
    CHECK(room.guest_sessions[0]->game().History() == host.game().Redacted(1)->History());
  }

  SECTION("a move sent twice is applied once, a move for another seat is refused, and nonsense costs its sender its "
          "connection") {
    // Play until guest 1 is to move, then send its move twice, as a page
    // that reloaded right after it would (the same number, the same table).
    for (int step = 0; step < 400 && !host.IsDeciding(1); ++step) {
      EveryoneMoves(room, rng);
      room.Pump();
    }
    REQUIRE(host.IsDeciding(1));
    auto bot = room.info->make_bot("random", room.dict);
    const std::string move = bot->ChooseMove(room.guest_sessions[0]->View(), 1, rng);
    const size_t before = host.game().History().size();
    REQUIRE(room.guest_sessions[0]->Play(1, move).ok());
    const std::string file = room.Guest(0).SaveText();  // the move is in it, with its number
    room.Pump(2);
    CHECK(host.game().History().size() == before + 1);
    auto resumed = GuestRoom::Resume(*room.ends[1], lf::BuiltinGames(), room.dict, file);
    REQUIRE(resumed.ok());
    REQUIRE((*resumed)->pending() == 1);
    room.guest_sessions[0].reset();
    room.guests[0] = std::move(*resumed);
    room.guests[0]->Open(room.now);
    room.Pump(6);
    CHECK(host.game().History().size() == before + 1);
    REQUIRE(room.guest_sessions[0] != nullptr);
    CHECK(room.Guest(0).pending() == 0);
    // Guest 2 claims seat 1's move: refused, logged, nothing changes.
    const size_t after = host.game().History().size();
    const size_t notes = room.host->log().size();
    room.Guest(1).SendMove(1, move, room.Guest(1).rev());
    room.Pump(2);
    CHECK(host.game().History().size() == after);
    CHECK(room.host->log().size() == notes + 1);
    CHECK(room.guest_sessions[1]->TakeNotice() == "That seat is not yours.");
    // Nonsense on its connection: the host cannot trust that connection any
    // more and closes it; the guest comes back by itself.
    room.ends[2]->Send(0, "{\"t\":\"move\",\"seq\":\"x\"}");
    room.ends[2]->Send(0, "not json");
    room.Pump(2);
    CHECK(host.game().History().size() == after);
    CHECK(room.host->log().size() >= notes + 2);
    CHECK(room.host->seats()[2].peer < 0);
    room.now += 2.5;
    room.Pump(6);
    CHECK(room.host->seats()[2].peer >= 0);
    CHECK(room.Guest(1).seat() == 2);
  }

  SECTION("the host reloads: the game resumes from its save and the guests reconnect") {
    const std::string save = host.SaveText();  // it holds the room
    const auto history = host.game().History();
    // The page reloads: the old room and session are gone, the link closed.
    room.ends[0]->Close();
    room.host = nullptr;
    room.lobby.reset();
    room.host_session.reset();
    room.Pump(2);
    auto loaded = GameSession::Load(save, lf::BuiltinGames(), room.dict, DescriberOf("lost-words"));
    REQUIRE(loaded.ok());
    room.host_session = std::move(*loaded);
    room.host_session->ReopenRoom(room.ends[0], room.now);
    room.host = room.host_session->host_room();
    REQUIRE(room.host != nullptr);
    CHECK(room.host_session->game().History() == history);
    room.now += 2.5;
    room.Pump(4);
    CHECK(room.Guest(0).connected());
    CHECK(room.Guest(1).connected());
    for (int step = 0; step < 20000 && !room.host_session->game().IsTerminal(); ++step) {
      EveryoneMoves(room, rng);
      room.Pump();
    }
    room.Pump(3);
    CHECK(room.host_session->game().IsTerminal());
    CHECK(room.guest_sessions[1]->game().IsTerminal());
  }

  SECTION("a guest gone quiet is played by a bot until they are back") {
    room.host->SetQuietSeconds(10);
    room.hub.Cut(room.ends[2]->id());
    room.Guest(1).Leave();  // their phone sleeps: no reconnection for now
    room.Pump(2);
    room.now += 11;
    room.Pump(2);
    CHECK(host.IsStandIn(2));
    // The game goes on without them (the host's bot plays seat 2).
    const size_t before = host.game().History().size();
    for (int step = 0; step < 300; ++step) {
      EveryoneMoves(room, rng);
      room.Pump();
    }
    CHECK(host.game().History().size() > before + 3);
    bool seat2_moved = false;
    for (size_t i = before; i < host.game().History().size(); ++i) seat2_moved |= host.game().History()[i].seat == 2;
    CHECK(seat2_moved);
    // They come back with their token: the seat is theirs again.
    const std::string token = room.Guest(1).token();
    room.guest_sessions[1].reset();
    room.guests[1] = std::make_unique<GuestRoom>(*room.ends[2], lf::BuiltinGames(), room.dict, room.host->code(),
                                                 "Guest 2", token);
    room.guests[1]->Open(room.now);
    room.Pump(4);
    CHECK_FALSE(host.IsStandIn(2));
    REQUIRE(room.guest_sessions[1] != nullptr);
    CHECK(room.guest_sessions[1]->game().History() == host.game().Redacted(2)->History());
  }
}

TEST_CASE("Room: a stranger with the code cannot take a seat once the game has started", "[ui][room]") {
  Room room("lost-words", 2, 1, 5);
  LoopbackHub::End& stranger = room.hub.NewEnd();
  GuestRoom intruder(stranger, lf::BuiltinGames(), room.dict, room.host->code(), "Eve");
  intruder.Open(room.now);
  for (int i = 0; i < 4; ++i) {
    room.Pump();
    intruder.Pump(room.now);
  }
  CHECK(intruder.phase() == GuestRoom::Phase::kClosed);
  CHECK(intruder.status() == "This game has started, and every seat is taken.");
  CHECK_FALSE(intruder.HasTable());
}

TEST_CASE("Room: codes and messages", "[ui][room]") {
  const std::string code = lf::play::NewRoomCode();
  REQUIRE(code.size() == 8);
  CHECK(lf::play::NormalizeRoomCode(lf::play::ShowRoomCode(code)) == code);
  CHECK(lf::play::NormalizeRoomCode("abcd efgh") == "ABCDEFGH");
  CHECK(lf::play::NormalizeRoomCode("ABCD-EFGO") == "");  // O is never drawn (it reads as 0)
  CHECK(lf::play::NormalizeRoomCode("ABCDEFG") == "");
  CHECK(lf::play::NewToken().size() == 32);
  CHECK(lf::play::NewToken() != lf::play::NewToken());
  lf::play::Message m;
  m.kind = lf::play::Message::Kind::kMove;
  m.seq = 3;
  m.seat = 1;
  m.move = "play 2";
  auto back = lf::play::Parse(lf::play::Print(m));
  REQUIRE(back.ok());
  CHECK(back->move == "play 2");
  CHECK(back->seq == 3);
  for (const char* bad : {"", "[]", "{\"t\":\"move\"}", "{\"t\":\"move\",\"seq\":1,\"seat\":9,\"move\":\"x\"}",
                          "{\"t\":\"sit\",\"seat\":1.5,\"name\":\"A\"}", "{\"t\":\"launch\"}"}) {
    INFO(bad);
    auto r = lf::play::Parse(bad);
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.error().empty());
  }
}

TEST_CASE("Room: a host, two guests and a bot play Lost: The Board Game into its third Round", "[ui][room]") {
  Room room("lost-board-game", 4, 2, 23);
  lf::Rng rng(11);
  int tables = 0;
  std::map<int, lf::Json> last;
  room.host->on_send = [&](int, int to, const std::string& text) {
    if (text.find("\"t\":\"state\"") == std::string::npos) return;
    ++tables;
    auto m = lf::play::Parse(text);
    REQUIRE(m.ok());
    REQUIRE(TableOf(*m, last, to, room.guest_sessions[static_cast<size_t>(to - 1)]->game().Snapshot()).Dump() ==
            room.host_session->game().Redacted(to)->Snapshot().Dump());
  };
  auto round = [&] {
    auto r = room.host_session->game().Query("round");
    return r.ok() ? std::stoi(*r) : 0;
  };
  for (int step = 0; step < 20000 && !room.host_session->game().IsTerminal() && round() < 3; ++step) {
    EveryoneMoves(room, rng);
    room.Pump();
  }
  room.Pump(3);
  CHECK((round() >= 3 || room.host_session->game().IsTerminal()));
  CHECK(tables > 30);
  for (int g = 0; g < 2; ++g) {
    const lf::play::Session& mirror = *room.guest_sessions[static_cast<size_t>(g)];
    CHECK(mirror.game().History() == room.host_session->game().Redacted(g + 1)->History());
    CHECK(mirror.View().View(g + 1).Dump() == room.host_session->game().View(g + 1).Dump());
    CHECK(mirror.log() == room.host_session->log());
  }
  // A guest's choice of how its reactions pass reaches the host's table.
  room.guest_sessions[0]->SetAutoPass(1, GameSession::AutoPass::kUntilMyTurn);
  room.Pump(2);
  CHECK(room.host_session->auto_pass(1) == GameSession::AutoPass::kUntilMyTurn);
  CHECK(room.host_session->auto_pass(2) == GameSession::kDefaultAutoPass);
}

TEST_CASE("Room: a round of Finders Keepers across devices: the host orders claims as they arrive",
          "[ui][room][realtime]") {
  Room room("word-shout", 4, 1, 9, "easy");
  GameSession& host = *room.host_session;
  REQUIRE(host.RealTime());
  lf::play::Session* guest = room.guest_sessions[0].get();
  REQUIRE(guest != nullptr);
  int claims = 0;
  auto phase = [&] {
    auto r = host.game().Query("phase");
    return r.ok() ? *r : std::string();
  };
  for (int frame = 0; frame < 30 * 600 && phase() != "between" && !host.game().IsTerminal(); ++frame) {
    room.Pump();
    // Now and then the guest claims the first word its table offers.
    if (frame % 45 == 0 && !guest->game().IsTerminal()) {
      for (const std::string& move : guest->View().LegalMoves(1)) {
        if (move.rfind("claim", 0) != 0) continue;
        const size_t before = host.game().History().size();
        REQUIRE(guest->Play(1, move).ok());
        room.Pump();
        const auto& history = host.game().History();
        for (size_t i = before; i < history.size(); ++i) claims += history[i].seat == 1 ? 1 : 0;
        break;
      }
    }
  }
  room.Pump(3);
  CHECK(phase() == "between");  // the round is over
  CHECK(claims > 0);
  CHECK(guest->game().History() == host.game().Redacted(1)->History());
}

TEST_CASE("Room: every game on the menu writes and restores snapshots, so each can be played on several devices",
          "[ui][room]") {
  for (const lf::ui::GameEntry& entry : lf::ui::GameEntries()) {
    INFO(entry.id);
    const lf::GameInfo* info = lf::BuiltinGames().Find(entry.id);
    REQUIRE(info != nullptr);
    lf::GameOptions options;
    options.seats = info->min_seats;
    options.seed = 3;
    auto game = lf::CreateGame(*info, options, lf::ui::testing::SharedDictionary().get());
    REQUIRE(game.ok());
    const lf::Json snapshot = (*game)->Redacted(0)->Snapshot();
    REQUIRE(snapshot.is_object());
    options.seed = 0;
    auto guest = lf::CreateGame(*info, options, lf::ui::testing::SharedDictionary().get());
    REQUIRE(guest.ok());
    REQUIRE((*guest)->Restore(snapshot).ok());
    CHECK((*guest)->View(0).Dump() == (*game)->View(0).Dump());
  }
}

// Not run by default: writes a table of each game, as a guest receives it,
// into $LF_ROOM_SEEDS (the room fuzzer's seeds, tests/fuzz/seeds/room).
TEST_CASE("Room: tables of every game as fuzzing seeds", "[.room-seeds]") {
  const char* dir = std::getenv("LF_ROOM_SEEDS");
  REQUIRE(dir != nullptr);
  for (const lf::ui::GameEntry& entry : lf::ui::GameEntries()) {
    const lf::GameInfo* info = lf::BuiltinGames().Find(entry.id);
    REQUIRE(info != nullptr);
    Room room(entry.id, std::min(3, info->max_seats), 1, 5);
    std::string last;
    room.host->on_send = [&](int, int, const std::string& text) {
      if (text.find("\"t\":\"state\"") != std::string::npos) last = text;
    };
    lf::Rng rng(2);
    for (int step = 0; step < 40 && !room.host_session->game().IsTerminal(); ++step) {
      EveryoneMoves(room, rng);
      room.Pump(entry.id == "word-shout" ? 30 : 1);
    }
    REQUIRE_FALSE(last.empty());
    std::ofstream(std::string(dir) + "/state-" + entry.id + ".json", std::ios::binary) << last;
  }
}
