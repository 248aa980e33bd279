// Secrecy by comparison (docs/multi-device.md, "Who knows what"): two hosts
// whose hidden cards differ, but whose tables are the same to everything a
// guest's seat can see, must send that guest the same bytes. The hosts
// differ by set-up lines that change only what the guest's seat cannot see
// (another seat's hand, the deck's order, a face-down tile); the test does
// not use the redaction it checks to decide what is hidden.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "../support/loopback_link.h"
#include "core/record.h"
#include "play/protocol.h"
#include "play/room.h"
#include "play_support.h"

namespace lf::testing {
namespace {

struct Case {
  std::string game;
  int seats;
  int guest;  // the guest's seat
  std::vector<std::string> a, b;  // set-up lines of the two hosts
  std::string variant_key, variant_value;
};

// The host's room with `guest` taken by a guest device, and the game of
// `record` adopted: every table the guest's device receives, in order.
struct Host {
  LoopbackHub hub;
  std::shared_ptr<play::HostRoom> room;
  std::unique_ptr<play::LocalSession> session;
  std::unique_ptr<play::GuestRoom> guest;
  std::vector<std::unique_ptr<play::GuestRoom>> others;
  std::vector<std::string> tables;
  double now = 1;

  Host(const Case& c, const std::vector<std::string>& setup) {
    const GameInfo& info = Info(c.game);
    play::SessionSetup plan;
    plan.options.seats = c.seats;
    plan.options.seed = 5;
    if (!c.variant_key.empty()) plan.options.variant.set(c.variant_key, c.variant_value);
    for (int s = 0; s < c.seats; ++s) plan.seats.push_back(play::SeatSetup{true, "easy", "", false});
    LoopbackHub::End& host_end = hub.NewEnd();
    LoopbackHub::End& guest_end = hub.NewEnd();
    room = std::make_shared<play::HostRoom>(host_end, info, PlayDictionary(), plan, 0, "SECRETAB");
    room->Open(now);
    guest = std::make_unique<play::GuestRoom>(guest_end, BuiltinGames(), PlayDictionary(), "SECRETAB", "Guest");
    guest->Open(now);
    // Every other seat is a person on a device of their own too (no bot
    // decides differently at the two tables).
    for (int s = 1; s < c.seats; ++s) {
      if (s == c.guest) continue;
      others.push_back(std::make_unique<play::GuestRoom>(hub.NewEnd(), BuiltinGames(), PlayDictionary(), "SECRETAB",
                                                         "Other"));
      others.back()->Open(now);
    }
    Pump(3);
    guest->Sit(c.guest, "Guest");
    for (size_t k = 0, s = 1; k < others.size(); ++s)
      if (static_cast<int>(s) != c.guest) others[k++]->Sit(static_cast<int>(s), "Other");
    Pump(3);
    REQUIRE(guest->seat() == c.guest);
    GameRecord record;
    record.game = c.game;
    record.options = plan.options;
    for (int s = 0; s < c.seats; ++s) record.players.push_back("P" + std::to_string(s));
    record.setup = setup;
    auto loaded = play::LocalSession::Load(record.ToJson(), BuiltinGames(), PlayDictionary(), {});
    REQUIRE(loaded.ok());
    // Its save, with every seat but the host's on another device.
    Result<Json> save = Json::Parse((*loaded)->SaveText());
    REQUIRE(save.ok());
    Json seats(Json::Array{});
    for (size_t s = 0; s < (*save)["seats"].size(); ++s) {
      Json seat = (*save)["seats"].as_array()[s];
      if (s > 0) seat.set("remote", true);
      seats.push_back(seat);
    }
    save->set("seats", seats);
    loaded = play::LocalSession::Load(save->Dump(), BuiltinGames(), PlayDictionary(), {});
    REQUIRE(loaded.ok());
    session = std::move(*loaded);
    room->Adopt(*session);
    hub.on_send = [this, id = guest_end.id()](int, int to, const std::string& text) {
      auto m = play::Parse(text);
      if (to == id && m.ok() && m->kind == play::Message::Kind::kState) tables.push_back(text);
    };
    session->Host(room);
    session->SetPace(0);
    Pump(3);
  }
  void Pump(int frames) {
    for (int i = 0; i < frames; ++i) {
      now += 0.05;
      if (session) session->Update(now);
      else room->Pump(now);
      guest->Pump(now);
      for (auto& o : others) o->Pump(now);
    }
  }
};

}  // namespace

TEST_CASE("Play: two hosts whose hidden cards differ send a guest the same bytes, in every game", "[play][room]") {
  const std::vector<Case> cases = {
      // Another seat's hand.
      {"lost-words", 3, 2, {"hand 1 Raven Newt special:Magpie"}, {"hand 1 Fern Heron Ivy"}, "", ""},
      // The host's own hand (two seats: the other is the guest's).
      {"lost-for-words", 2, 1, {"hand 0 S T A R E N L Q"}, {"hand 0 A E I O U B C D"}, "", ""},
      // (Word Lift's card backs show their deck: the same shape of hand.)
      {"word-lift", 3, 2, {"hand 1 E I N"}, {"hand 1 A O T"}, "", ""},
      // The deck's order, beyond the cards dealt so far.
      {"word-shout", 3, 2, {"deck B E X D"}, {"deck D X E B"}, "", ""},
      // A face-down tile and another seat's Events.
      {"lost-board-game", 3, 2, {"start", "hand 1 \"Sleight of Hand\""}, {"start", "hand 1 \"Predict The Weather\""},
       "mode", "advanced"},
  };
  for (const Case& c : cases) {
    INFO(c.game);
    Host a(c, c.a), b(c, c.b);
    // The two tables really differ (else the test shows nothing).
    REQUIRE(a.session->game().Snapshot().Dump() != b.session->game().Snapshot().Dump());
    REQUIRE(!a.tables.empty());
    CHECK(a.tables == b.tables);
    // On through the host's own moves, while they are the same in both.
    for (int step = 0; step < 6 && !a.session->game().IsTerminal(); ++step) {
      if (!a.session->IsDeciding(0) || !b.session->IsDeciding(0)) break;
      const std::vector<std::string> legal = a.session->game().LegalMoves(0);
      if (legal.empty() || b.session->game().LegalMoves(0) != legal) break;
      const Status played_a = a.session->Play(0, legal.front()), played_b = b.session->Play(0, legal.front());
      INFO(legal.front() << ": " << played_a.reason() << " / " << played_b.reason());
      REQUIRE(played_a.ok());
      REQUIRE(played_b.ok());
      a.Pump(3);
      b.Pump(3);
      CHECK(a.tables == b.tables);
    }
    WARN(c.game << ": " << a.tables.size() << " tables compared");
  }
}

}  // namespace lf::testing
