// Every game in words (Game::DescribeTable, Game::DescribeLegalMove: what the
// page's accessibility mirror reads, docs/accessibility.md), as properties
// over seeded games of every game: at every 5th move, for every seat,
//  - the table's text and every legal move's words are the same read from
//    the real game, from the seat's redacted copy and from a world sampled
//    for the seat (Game::Determinize): they name nothing the seat cannot see,
//    now or by inference from what changes when hidden cards change;
//  - every part has a heading and lines, every legal move a kind and a
//    label, and no two legal moves share a label (two buttons a screen
//    reader names alike could not be told apart).
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/bot.h"
#include "core/registry.h"
#include "core/tournament.h"
#include "support/game_test_util.h"

using namespace lf;

namespace {

std::vector<std::string> NamesFor(int seats, int viewer) {
  static const char* kNames[] = {"Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal"};
  std::vector<std::string> names;
  for (int s = 0; s < seats; ++s) names.push_back(s == viewer ? "You" : kNames[s]);
  return names;
}

std::string Flatten(const std::vector<Game::TextPart>& parts) { return TextPartsText(parts); }

struct Counts {
  long tables = 0, moves = 0, sampled = 0;
};

void CheckSeat(const Game& game, int seat, uint64_t seed, Counts& counts) {
  const std::vector<std::string> names = NamesFor(game.NumSeats(), seat);
  const std::unique_ptr<Game> view = game.Redacted(seat);
  Rng rng(seed * 31 + static_cast<uint64_t>(seat));
  const std::unique_ptr<Game> world = view->Determinize(seat, rng);
  const std::vector<Game::TextPart> parts = view->DescribeTable(seat, names);
  const std::string text = Flatten(parts);
  INFO("seat " << seat << "'s table:\n" << text);
  ++counts.tables;
  CHECK(Flatten(game.DescribeTable(seat, names)) == text);
  if (world) {
    ++counts.sampled;
    CHECK(Flatten(world->DescribeTable(seat, names)) == text);
  }
  for (const Game::TextPart& p : parts) {
    CHECK_FALSE(p.heading.empty());
    CHECK_FALSE(p.lines.empty());
  }
  const std::vector<int> deciding = game.DecidingSeats();
  const bool decides =
      std::find(deciding.begin(), deciding.end(), seat) != deciding.end() || (!deciding.empty() && deciding[0] == kAnySeat);
  if (!decides) return;
  std::set<std::string> labels;
  const std::vector<std::string> legal = view->LegalMoves(seat);
  for (size_t i = 0; i < legal.size() && i < 80; ++i) {
    const std::string& m = legal[i];
    const Game::MoveText words = view->DescribeLegalMove(seat, m, names);
    INFO("move " << m << ": [" << words.kind << "] " << words.label);
    ++counts.moves;
    CHECK_FALSE(words.kind.empty());
    CHECK_FALSE(words.label.empty());
    CHECK(labels.insert(words.label).second);
    const Game::MoveText real = game.DescribeLegalMove(seat, m, names);
    CHECK(real.label == words.label);
    CHECK(real.kind == words.kind);
    if (world) CHECK(world->DescribeLegalMove(seat, m, names).label == words.label);
  }
}

}  // namespace

TEST_CASE("Words: the table and the legal moves in words read only what the seat sees", "[words]") {
  const Dictionary* dict = &lf::testing::TestDictionary();
  for (const GameInfo& info : BuiltinGames().All()) {
    std::set<int> seat_counts = {info.min_seats, std::min(info.max_seats, 4)};
    for (int seats : seat_counts) {
      Counts counts;
      for (uint64_t seed = 1; seed <= 2; ++seed) {
        GameOptions options;
        options.seats = seats;
        options.seed = Seed(seed);
        std::vector<std::unique_ptr<Bot>> bots;
        for (int s = 0; s < seats; ++s) bots.push_back(info.make_bot(s == 0 ? "medium" : "easy", dict));
        long moves = 0;
        const MatchResult r = PlayMatch(info, options, bots, dict, 1500, [&](const Game& game, int, const std::string&) {
          if (moves++ % 5 != 0) return;
          INFO(info.name << ", " << seats << " seats, seed " << seed << ", move " << moves);
          for (int seat = 0; seat < game.NumSeats(); ++seat) CheckSeat(game, seat, seed, counts);
        });
        CHECK((r.error.empty() || r.error == "move cap reached"));
      }
      INFO(info.name << ", " << seats << " seats");
      CHECK(counts.tables > 10);
      WARN(info.name << ", " << seats << " seats: " << counts.tables << " tables, " << counts.moves << " moves, "
                     << counts.sampled << " sampled worlds");
    }
  }
}
