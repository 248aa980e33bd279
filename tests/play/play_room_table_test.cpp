// A room's game that outlives a silent seat, a doubled seat and a lost host
// (docs/multi-device.md, "Failures"), headless over the loopback link: one
// seat open on two devices, the lobby kept over a host's reload, the turn
// timer, a bot the host sets at a seat, what a device may ask only so often,
// the game moved to another of the host's devices, and files of before.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "../support/raw_device.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play_room.h"
#include "play_support.h"

namespace lf::testing {

TEST_CASE("Rooms: one seat open on two devices: the newer has it, the other is told so and waits, no flapping",
          "[play][room]") {
  TestRoom r("lost-words", 2, 1, 31);
  // The same seat file opened in a second tab (or copied to another device).
  auto d = std::make_unique<TestRoom::Device>();
  d->end = &r.hub.NewEnd();
  d->store = std::make_unique<play::Store>(d->files);
  REQUIRE(d->store->WriteGuest(r.Guest(0).SaveText()).ok());
  auto resumed = play::GuestRoom::Resume(*d->end, BuiltinGames(), PlayDictionary(), *d->store->ReadGuest());
  REQUIRE(resumed.ok());
  d->lobby = std::move(*resumed);
  d->lobby->Open(r.now);
  r.guests.push_back(std::move(d));
  // Ten seconds: the seat changes hands once, and stays.
  size_t tries_before = r.Guest(0).tries();
  r.Run(10);
  CHECK(r.Guest(0).phase() == play::GuestRoom::Phase::kClosed);
  CHECK(r.Guest(0).elsewhere());
  CHECK(r.Guest(0).status().find("another device") != std::string::npos);
  CHECK(r.Guest(0).tries() == tries_before);  // it does not try to take it back
  CHECK(r.Guest(1).connected());
  const int peer = r.room().seats()[1].peer;
  r.Run(30);
  CHECK(r.room().seats()[1].peer == peer);
  CHECK(r.Guest(1).connected());
  // The person chooses to play on the first device again: then the other waits.
  r.Guest(0).PlayHere(r.now);
  r.Run(5);
  CHECK(r.Guest(0).connected());
  CHECK(r.Guest(1).elsewhere());
  CHECK(r.Seated(0));
}

TEST_CASE("Rooms: the host's lobby is kept from the first seat taken: a reload before Start keeps the room and its "
          "guests",
          "[play][room]") {
  LoopbackHub hub;
  MemoryFiles host_files;
  play::Store store(host_files);
  play::SessionSetup plan;
  plan.options.seats = 3;
  plan.options.seed = Seed::Random();
  plan.options.variant.set("first", Json(int64_t{1}));
  for (int s = 0; s < 3; ++s) plan.seats.push_back(play::SeatSetup{s < 2, "hard", s == 0 ? "Hana" : "", false});
  LoopbackHub::End& host_end = hub.NewEnd();
  auto room = std::make_unique<play::HostRoom>(host_end, Info("lost-words"), PlayDictionary(), plan, 0);
  room->KeepLobbyIn(store);
  room->SetTurnSeconds(60);
  double now = 1;
  room->Open(now);
  play::GuestRoom guest(hub.NewEnd(), BuiltinGames(), PlayDictionary(), room->code(), "Ana");
  guest.Open(now);
  auto frames = [&](play::HostRoom& host, int n) {
    for (int i = 0; i < n; ++i) {
      hub.now = now += 0.05;
      host.Pump(now);
      guest.Pump(now);
    }
  };
  frames(*room, 4);
  CHECK_FALSE(store.ReadLobby().ok());  // nobody sat yet: nothing to keep
  guest.Sit(1, "Ana");
  frames(*room, 4);
  REQUIRE(guest.seat() == 1);
  Result<std::string> lobby = store.ReadLobby();
  REQUIRE(lobby.ok());
  // The host's page reloads.
  const std::string code = room->code();
  host_end.Close();
  room.reset();
  Result<Json> saved = Json::Parse(*lobby);
  REQUIRE(saved.ok());
  auto back = play::HostRoom::Resume(host_end, Info("lost-words"), PlayDictionary(), *saved);
  REQUIRE(back.ok());
  room = std::move(*back);
  room->KeepLobbyIn(store);
  CHECK(room->code() == code);
  CHECK(room->turn_seconds() == 60);
  CHECK_FALSE(room->started());
  room->Open(now);
  frames(*room, 6 * 20);
  CHECK(room->seats()[1].kind == play::SeatInfo::Kind::kGuest);
  CHECK(room->seats()[1].peer >= 0);
  CHECK(guest.seat() == 1);
  CHECK(guest.connected());
  // Its game is the one set up: the same options and seats.
  auto started = room->StartGame({});
  INFO(started.error());
  REQUIRE(started.ok());
  CHECK((*started)->setup().options.variant.Dump() == plan.options.variant.Dump());
  CHECK((*started)->setup().options.seed == plan.options.seed);
  CHECK((*started)->setup().seats[2].level == "hard");
  CHECK_FALSE(store.ReadLobby().ok());  // the game's save holds the room now
}

TEST_CASE("Rooms: the turn timer: a person who does not decide in time has a bot play that turn, is told, and sees "
          "the time left",
          "[play][room]") {
  TestRoom r("lost-words", 3, 2, 32, "easy", /*turn_seconds=*/30, /*quiet_seconds=*/0);
  // Guest 1 keeps its device on (it keeps alive) but never moves; the others play.
  r.guests[1]->paused = false;
  int timed_out = 0;
  bool countdown = false, told = false;
  for (double end = r.now + 400; r.now < end && !r.host->game().IsTerminal();) {
    if (r.host->IsDeciding(0)) (void)r.host->Play(0, PersonMove(*r.host, 0));
    play::GuestSession* a = r.Session(0);
    if (a->IsDeciding(1)) (void)a->Play(1, PersonMove(*a, 1));
    play::GuestSession* b = r.Session(1);
    const bool current = b->game().History().size() == r.host->game().History().size();
    if (const std::optional<double> left = b->TurnLeft(2, r.now); left && current && b->IsDeciding(2)) {
      countdown |= *left > 0 && *left <= 30;
      // The host's own count agrees (the table carried it).
      const std::optional<double> host_left = r.host->TurnLeft(2, r.now);
      REQUIRE(host_left.has_value());
      CHECK(std::fabs(*host_left - *left) < 1.0);
    }
    const size_t before = r.host->game().History().size();
    r.Frame();
    const auto& h = r.host->game().History();
    for (size_t i = before; i < h.size(); ++i) timed_out += h[i].seat == 2 && r.host->Automatic(i);
    told |= b->TakeNotice().find("Time ran out") != std::string::npos;
    if (timed_out >= 3 && told) break;
  }
  CHECK(timed_out >= 3);
  CHECK(told);
  CHECK(countdown);
  // Seat 2 is still theirs (a timer plays one turn, it does not take the seat).
  CHECK_FALSE(r.host->IsStandIn(2));
  CHECK(r.Guest(1).connected());
}

TEST_CASE("Rooms: the host gives a seat to a bot during the game, and gives it back", "[play][room]") {
  TestRoom r("lost-words", 3, 2, 33);
  r.room().HoldSeat(*r.host, 2, true);
  r.Run(1);
  CHECK(r.host->IsStandIn(2));
  CHECK(r.Session(1)->Room()->viewer_held);
  // The bot plays the seat; the guest's device, though here and alive, does
  // not take it back.
  const size_t before = r.host->game().History().size();
  const auto seat2_moves = [&] {
    int n = 0;
    for (size_t i = before; i < r.host->game().History().size(); ++i) n += r.host->game().History()[i].seat == 2;
    return n;
  };
  CHECK(r.RunUntil([&] {
    r.Play();
    return seat2_moves() >= 3;
  }, 120));
  CHECK(r.host->IsStandIn(2));
  // A move from it is refused with the reason.
  r.Guest(1).SendMove(2, "draw deck", r.Guest(1).rev());
  std::string notice;
  r.RunUntil([&] { return !(notice = r.Session(1)->TakeNotice()).empty(); }, 3);
  CHECK(notice.find("bot play your seat") != std::string::npos);
  // Given back: the person plays again.
  r.room().HoldSeat(*r.host, 2, false);
  r.Run(1);
  CHECK_FALSE(r.host->IsStandIn(2));
  CHECK_FALSE(r.Session(1)->Room()->viewer_held);
  CHECK(r.RunUntil([&] {
    if (r.Session(1)->IsDeciding(2)) return true;
    r.Play();
    return false;
  }, 60));

}

TEST_CASE("Rooms: a device may change how its seat passes once a second and have a whole table every 2 s, however "
          "often it asks",
          "[play][room]") {
  TestRoom r("lost-board-game", 3, 1, 34);
  r.guests[0]->paused = true;
  // A device of seat 1 (it proves the seat's token) asks, four times a
  // second each for ten seconds, for the other pass mode and a whole table
  // (within its message budget).
  RawDevice d(r.hub.NewEnd());
  d.Start(r.room().host_name());
  d.Poll();
  d.Hello();
  r.Frame();
  d.Poll();
  d.Auth(1, r.Guest(0).token());
  r.Frame();
  d.Poll();
  REQUIRE(r.room().seats()[1].peer >= 0);
  const std::string name = play::Store::FileName("lost-board-game", play::Slot::kGame);
  std::string last = r.host_files.files[name];
  size_t saves = 0, wholes = 0, asked = 0;
  r.room().on_send = [&](int, int seat, const std::string& text) {
    wholes += seat == 1 && text.find("\"t\":\"state\"") != std::string::npos &&
              text.find("\"snapshot\"") != std::string::npos;
  };
  for (int i = 0; i < 10 * 20; ++i) {
    if (i % 5 == 0) {
      play::Message pass;
      pass.kind = play::Message::Kind::kPass;
      pass.seat = 1;
      pass.mode = (i / 5) % 2 ? "until-my-turn" : "ask";
      d.Send(pass);
      play::Message again;
      again.kind = play::Message::Kind::kResync;
      d.Send(again);
      ++asked;
    }
    if (i % 20 == 0) d.KeepAlive();
    r.Frame();
    d.Poll();
    if (r.host_files.files[name] != last) {
      last = r.host_files.files[name];
      ++saves;
    }
  }
  INFO(asked << " asked; " << saves << " saves, " << wholes << " whole tables");
  CHECK_FALSE(d.closed);    // within its budget: it is not cut off
  CHECK(saves <= 12);       // about one a second, not four
  CHECK(saves >= 3);        // (the changes do arrive)
  CHECK(wholes <= 6);       // one every 2 s, not four a second
  CHECK(wholes >= 3);
}

TEST_CASE("Rooms: the host moves the game to another of its own devices, which takes over its names, and the guests "
          "follow by themselves",
          "[play][room]") {
  TestRoom r("lost-words", 3, 2, 35);
  for (int i = 0; i < 40; ++i) {
    r.Play();
    r.Frame();
  }
  const std::string code = r.room().code();
  const std::string key = r.room().key().public_key;
  const std::string join = r.room().OfferHandover(r.now);
  const play::JoinKey parsed = play::ParseJoin(join);
  REQUIRE(parsed.code == code);
  REQUIRE(parsed.key == key);
  REQUIRE(parsed.take.size() == 32);
  const auto history = r.host->game().History();
  // The other device opens the link: it connects, proves the token, and gets
  // the save.
  LoopbackHub::End& tablet_end = r.hub.NewEnd();
  MemoryFiles tablet_files;
  play::Store tablet_store(tablet_files);
  play::GuestRoom taker(tablet_end, BuiltinGames(), PlayDictionary(), parsed.code, "");
  taker.SetHostKey(parsed.key);
  taker.SetHandover(parsed.take);
  taker.Open(r.now);
  std::string save;
  REQUIRE(r.RunUntil([&] {
    taker.Pump(r.now);
    save = taker.TakeHandover();
    return !save.empty();
  }, 10));
  auto loaded = play::LocalSession::Load(save, BuiltinGames(), PlayDictionary(), {});
  REQUIRE(loaded.ok());
  CHECK((*loaded)->game().History() == history);
  REQUIRE(tablet_store.Write("lost-words", play::Slot::kGame, save).ok());
  taker.ConfirmHandover();
  REQUIRE(r.RunUntil([&] {
    taker.Pump(r.now);
    return r.room().HandedOver();
  }, 5));
  // The old device lets go: its guests are told, its save goes.
  r.host->HandedOver();
  r.host.reset();
  CHECK_FALSE(r.host_store.Read("lost-words", play::Slot::kGame).ok());
  taker.Leave();
  // The new device opens the game (as a reload would) and takes the names.
  r.host_end = &tablet_end;
  r.host_files.files = tablet_files.files;
  r.HostBack();
  CHECK(r.room().code() == code);
  CHECK(r.room().key().public_key == key);
  CHECK(r.RunUntil([&] { return r.Seated(0) && r.Seated(1); }, 30));
  CHECK(r.hub.HolderOf(code) == tablet_end.id());
  CHECK(r.hub.HolderOf(play::HostName(key)) == tablet_end.id());
  // And the game goes on there.
  const size_t at = r.host->game().History().size();
  for (int i = 0; i < 200; ++i) {
    r.Play();
    r.Frame();
  }
  CHECK(r.host->game().History().size() > at);
}

TEST_CASE("Rooms: a device that asks for the game without the handover's token gets nothing", "[play][room]") {
  TestRoom r("lost-words", 2, 1, 36);
  const std::string join = r.room().OfferHandover(r.now);
  RawDevice thief(r.hub.NewEnd());
  thief.Start(r.room().host_name());
  thief.Poll();
  thief.Hello();
  r.Frame();
  thief.Poll();
  thief.Auth(-1, "", play::NewToken());  // a made-up handover token
  r.Frame();
  thief.Poll();
  for (const play::Message& m : thief.received) CHECK(m.kind != play::Message::Kind::kHandover);
  CHECK(thief.closed);
  CHECK_FALSE(r.room().HandedOver());
  // A handover not taken runs out.
  r.Run(play::HostRoom::kHandoverSeconds + 1, 1.0);
  CHECK_FALSE(r.room().HandoverOffered());
}

TEST_CASE("Rooms: files of before: a host's room without a key gets one, and a guest's file of before goes back to its "
          "seat and learns the host's key",
          "[play][room]") {
  TestRoom r("lost-words", 3, 2, 37);
  for (int i = 0; i < 20; ++i) {
    r.Play();
    r.Frame();
  }
  // The host's save as the version before wrote it: a shared secret, no key.
  Result<std::string> save = r.host_store.Read("lost-words", play::Slot::kGame);
  REQUIRE(save.ok());
  Result<Json> j = Json::Parse(*save);
  REQUIRE(j.ok());
  Json room = (*j)["room"];
  room.set("version", 1);
  room.set("key", "");
  room.set("secret", "0123456789abcdef0123456789abcdef");
  j->set("room", room);
  const std::string old_key = r.room().key().public_key;
  r.HostGone();
  REQUIRE(r.host_store.Write("lost-words", play::Slot::kGame, j->Dump()).ok());
  // And both guests' files as they were then (no key, moves without tables).
  for (int g = 0; g < 2; ++g) {
    Result<Json> file = Json::Parse(*r.guests[static_cast<size_t>(g)]->store->ReadGuest());
    REQUIRE(file.ok());
    file->set("version", 1);
    file->set("key", "");
    file->set("secret", "0123456789abcdef0123456789abcdef");
    REQUIRE(r.guests[static_cast<size_t>(g)]->store->WriteGuest(file->Dump()).ok());
    r.Reload(g);
  }
  r.HostBack();
  CHECK(r.room().key().valid());
  CHECK(r.room().key().public_key != old_key);  // a new key (the old room had none)
  CHECK(r.RunUntil([&] { return r.Seated(0) && r.Seated(1); }, 60));
  for (int g = 0; g < 2; ++g) CHECK(r.Guest(g).host_key() == r.room().key().public_key);
  // The save is written in the new form from then on.
  r.Play();
  r.Run(1);
  Result<Json> now_saved = Json::Parse(*r.host_store.Read("lost-words", play::Slot::kGame));
  REQUIRE(now_saved.ok());
  CHECK((*now_saved)["room"]["version"].as_int() == 2);
  CHECK(play::HostKey::FromSecretText((*now_saved)["room"]["key"].as_string()).has_value());
}

TEST_CASE("Rooms: names are cleaned of what does not show and made unique by how they look", "[play][room]") {
  using play::CleanName;
  CHECK(CleanName("  Ana  ", "x") == "Ana");
  CHECK(CleanName("A\xE2\x80\xAEna", "x") == "Ana");           // a right-to-left override
  CHECK(CleanName("A\xE2\x81\xA6n\xE2\x81\xA9" "a", "x") == "Ana");   // isolates
  CHECK(CleanName("A\xE2\x80\x8B" "n\xEF\xBB\xBF" "a", "x") == "Ana");  // zero-width space, BOM
  CHECK(CleanName("An\xC2\xAD" "a", "x") == "Ana");             // a soft hyphen
  CHECK(CleanName("A\tn\na\x7f", "x") == "Ana");               // controls
  CHECK(CleanName("Ana\xE3\x80\x80" "Bo", "x") == "Ana Bo");       // an ideographic space, as a space
  CHECK(CleanName("\xE2\x80\x8B\xE2\x80\x8D", "Player 2") == "Player 2");  // nothing left
  CHECK(CleanName("Jos\xC3\xA9", "x") == "Jos\xC3\xA9");        // letters of any script stay
  CHECK(CleanName("\xC3\xA9\xCC\x81\xCC\x81\xCC\x81\xCC\x81", "x") == "\xC3\xA9\xCC\x81\xCC\x81");  // accents, not towers
  CHECK(CleanName("\xFF\xFE" "Ana\xC0\xAF", "x") == "Ana");     // not UTF-8
  CHECK(CleanName(std::string(100, 'a'), "x").size() == play::kMaxNameBytes);
  CHECK(CleanName(std::string(39, 'a') + "\xC3\xA9", "x").size() == 39);  // cut between characters
  // Look-alikes are one name: a Cyrillic A, a capital I for an l, case.
  CHECK(play::NameSkeleton("\xD0\x90na") == play::NameSkeleton("ana"));
  CHECK(play::NameSkeleton("AIIce") == play::NameSkeleton("allce"));
  CHECK(play::NameSkeleton("Ali") != play::NameSkeleton("All"));
  CHECK(play::UniqueName("Ana", {"Hana", "ana"}) == "Ana 2");
  CHECK(play::UniqueName("\xD0\x90na", {"Ana", "Ana 2"}) == "\xD0\x90na 3");
  CHECK(play::UniqueName("Ben", {"Ana"}) == "Ben");
  // At a table: guests who type the host's name, or hide characters in
  // it, get names of their own.
  LoopbackHub hub;
  play::SessionSetup plan;
  plan.options.seats = 4;
  for (int s = 0; s < 4; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", s == 0 ? "Hana" : "", false});
  play::HostRoom room(hub.NewEnd(), Info("lost-words"), PlayDictionary(), plan, 0);
  double now = 1;
  room.Open(now);
  std::vector<std::unique_ptr<play::GuestRoom>> guests;
  for (int g = 0; g < 3; ++g) {
    guests.push_back(std::make_unique<play::GuestRoom>(hub.NewEnd(), BuiltinGames(), PlayDictionary(), room.code(), ""));
    guests.back()->Open(now);
  }
  auto frames = [&](int n) {
    for (int i = 0; i < n; ++i) {
      room.Pump(now += 0.05);
      for (auto& g : guests) g->Pump(now);
    }
  };
  frames(4);
  guests[0]->Sit(1, "Hana");
  guests[1]->Sit(2, "H\xE2\x80\x8B" "ana");      // with a zero-width space
  guests[2]->Sit(3, "\xE2\x80\xAE" "anaH");     // a right-to-left override
  frames(4);
  CHECK(room.seats()[1].name == "Hana 2");
  CHECK(room.seats()[2].name == "Hana 3");
  CHECK(room.seats()[3].name == "anaH");
}

}  // namespace lf::testing
