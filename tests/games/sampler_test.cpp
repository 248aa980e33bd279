// The samplers of the searching bots (Game::Determinize, core/search_bot.h),
// every turn-based game that has one, as properties over seeded games:
// at every 7th decision, for every seat, a world sampled from that seat's
// redacted copy agrees with everything the seat sees (its View and, when it
// decides, its legal moves), keeps the table whole (its snapshot restores,
// which checks that no card is created or lost), and plays on legally to its
// end with random moves. Two samples differ somewhere once enough is hidden
// (the sampler really samples), and one sample is the same for the same Rng.
// And the expert bot, with a small budget, makes a legal move in each game.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/registry.h"
#include "core/search_bot.h"
#include "support/game_test_util.h"
#include "support/simulation.h"

using namespace lf;

namespace {

// Plays `world` on to its end with random legal moves; false if a move the
// world listed is refused.
bool PlaysOn(Game& world, Rng& rng) {
  for (int ply = 0; ply < 3000 && !world.IsTerminal(); ++ply) {
    const std::vector<int> seats = world.DecidingSeats();
    if (seats.empty() || seats.front() < 0) return true;  // (real time: not searched)
    const int s = seats.front();
    const std::vector<std::string> legal = world.LegalMoves(s);
    if (legal.empty()) return false;
    if (!world.ApplyMove(s, legal[rng.UniformBelow(static_cast<uint32_t>(legal.size()))]).ok()) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("Samplers: a sampled world agrees with the seat's view and plays on legally", "[samplers]") {
  const Dictionary* dict = &lf::testing::TestDictionary();
  int games_with_sampler = 0;
  for (const GameInfo& info : BuiltinGames().All()) {
    for (int seats = info.min_seats; seats <= std::min(info.max_seats, 4); seats += std::max(1, info.max_seats - info.min_seats)) {
      GameOptions options;
      options.seats = seats;
      bool has_sampler = false;
      long checked = 0, differed = 0;
      // Three deals natively, one under the sanitizers (support/simulation.h).
      const uint64_t deals = static_cast<uint64_t>(lf::testing::ScaledGames(3));
      for (uint64_t seed = 1; seed <= deals; ++seed) {
        options.seed = Seed(seed);
        auto created = info.create(options, dict);
        REQUIRE(created.ok());
        Game& game = **created;
        Rng play(seed * 7 + 1), sample(seed * 11 + 3);
        std::unique_ptr<Bot> bot = info.make_bot("easy", dict);
        for (int decision = 0; decision < 400 && !game.IsTerminal(); ++decision) {
          const std::vector<int> deciding = game.DecidingSeats();
          if (deciding.empty() || deciding.front() < 0) break;  // real time
          if (decision % 7 == 0) {
            for (int seat = 0; seat < game.NumSeats(); ++seat) {
              const std::unique_ptr<Game> view = game.Redacted(seat);
              Rng a = sample, b = sample;
              std::unique_ptr<Game> world = view->Determinize(seat, a);
              if (world == nullptr) continue;
              has_sampler = true;
              INFO(info.name << ", " << seats << " seats, seed " << seed << ", decision " << decision << ", seat "
                             << seat);
              ++checked;
              CHECK(world->View(seat) == game.View(seat));
              if (std::find(deciding.begin(), deciding.end(), seat) != deciding.end())
                CHECK(world->LegalMoves(seat) == game.LegalMoves(seat));
              // The same Rng, the same world; another draw, (usually) another.
              std::unique_ptr<Game> again = view->Determinize(seat, b);
              REQUIRE(again != nullptr);
              CHECK(again->Snapshot() == world->Snapshot());
              // (From `a`, past the draw of `world`: `sample` itself is still
              // where `a` began, and would give `world` again.)
              std::unique_ptr<Game> other = view->Determinize(seat, a);
              sample = a;
              if (other->Snapshot() != world->Snapshot()) ++differed;
              // Whole: its snapshot restores on a fresh table of the game.
              auto fresh = info.create(options, dict);
              REQUIRE(fresh.ok());
              const Status restored = (*fresh)->Restore(world->Snapshot());
              INFO(restored.reason());
              CHECK(restored.ok());
              Rng on(decision + 1);
              CHECK(PlaysOn(*world, on));
            }
          }
          const int seat = deciding.front();
          const std::unique_ptr<Game> view = game.Redacted(seat);
          REQUIRE(game.ApplyMove(seat, bot->ChooseMove(*view, seat, play)).ok());
        }
      }
      if (!has_sampler) continue;
      ++games_with_sampler;
      INFO(info.name << ", " << seats << " seats: " << differed << " of " << checked << " samples differed");
      CHECK(differed * 2 > checked);  // hidden cards are dealt anew, not copied
    }
  }
  WARN(games_with_sampler << " game set-ups have a sampler");
}

TEST_CASE("Expert bots: a legal move in each game with a sampler, the same for the same stream", "[samplers]") {
  const Dictionary* dict = &lf::testing::TestDictionary();
  for (const GameInfo& info : BuiltinGames().All()) {
    if (!info.HasBotLevel("expert")) continue;
    GameOptions options;
    options.seats = info.min_seats;
    options.seed = Seed(5);
    auto created = info.create(options, dict);
    REQUIRE(created.ok());
    Game& game = **created;
    std::unique_ptr<Bot> easy = info.make_bot("easy", dict);
    std::unique_ptr<Bot> expert = info.make_bot("expert", dict);
    Rng rng(9);
    for (int decision = 0; decision < 6 && !game.IsTerminal(); ++decision) {
      const int seat = game.DecidingSeats().front();
      const std::unique_ptr<Game> view = game.Redacted(seat);
      Rng a = rng, b = rng;
      const std::string move = expert->ChooseMove(*view, seat, a);
      INFO(info.name << ": " << move);
      CHECK(info.make_bot("expert", dict)->ChooseMove(*view, seat, b) == move);
      // Only the seat's view counts: the real table gives the same move.
      Rng c = rng;
      CHECK(info.make_bot("expert", dict)->ChooseMove(game, seat, c) == move);
      REQUIRE(game.ApplyMove(seat, move).ok());
      if (!game.IsTerminal()) {
        const int next = game.DecidingSeats().front();
        REQUIRE(game.ApplyMove(next, easy->ChooseMove(*game.Redacted(next), next, rng)).ok());
      }
    }
  }
}
