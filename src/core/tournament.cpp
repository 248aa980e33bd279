#include "core/tournament.h"

#include <sstream>

namespace lf {

std::string MatchResult::ToJsonLine() const {
  Json j(Json::Object{});
  j.set("game", game);
  j.set("seed", seed);
  Json s(Json::Array{});
  for (int v : scores) s.push_back(v);
  j.set("scores", s);
  Json w(Json::Array{});
  for (int v : winners) w.push_back(v);
  j.set("winner", w);
  j.set("turns", turns);
  if (!finished) j.set("unfinished", error.empty() ? std::string("move cap reached") : error);
  return j.Dump();
}

MatchResult PlayMatch(const GameInfo& info, const GameOptions& options, std::vector<std::unique_ptr<Bot>>& bots,
                      const Dictionary* dict, int max_moves, const MoveObserver& observer) {
  MatchResult result;
  result.game = info.name;
  result.seed = options.seed;
  auto created = info.create(options, dict);
  if (!created) {
    result.error = created.error();
    return result;
  }
  std::unique_ptr<Game> game = std::move(*created);
  LF_CHECK_EQ(static_cast<int>(bots.size()), game->NumSeats());
  std::vector<Rng> bot_rngs;
  for (int s = 0; s < game->NumSeats(); ++s)
    bot_rngs.emplace_back(options.seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(s) + 1);

  auto apply = [&](int seat, const std::string& move) -> bool {
    const Status st = game->ApplyMove(seat, move);
    if (!st) {
      result.error = "seat " + std::to_string(seat) + " chose an illegal move \"" + move + "\": " + st.reason();
      return false;
    }
    if (seat >= 0) ++result.turns;
    if (observer) observer(*game, seat, move);
    return true;
  };

  int last_mover = -1;
  bool failed = false;
  for (int n = 0; n < max_moves && !failed && !game->IsTerminal(); ++n) {
    const int current = game->CurrentSeat();
    if (current >= 0) {
      auto view = game->Redacted(current);
      const std::string move = bots[current]->ChooseMove(*view, current, bot_rngs[current]);
      failed = !apply(current, move);
      last_mover = current;
    } else if (current == kAnySeat || current == kDealerSeat) {
      bool claimed = false;
      if (current == kAnySeat) {
        for (int k = 1; k <= game->NumSeats() && !claimed; ++k) {
          const int seat = (last_mover + k + game->NumSeats()) % game->NumSeats();
          auto view = game->Redacted(seat);
          const std::string move = bots[seat]->ChooseMove(*view, seat, bot_rngs[seat]);
          if (move.empty()) continue;
          failed = !apply(seat, move);
          last_mover = seat;
          claimed = true;
        }
      }
      if (!claimed) {
        const auto dealer_moves = game->LegalMoves(kDealerSeat);
        if (dealer_moves.empty()) {
          result.error = "no seat and no dealer can move";
          failed = true;
        } else {
          failed = !apply(kDealerSeat, dealer_moves.front());
        }
      }
    } else {
      LF_CHECK_EQ(current, kTerminalSeat);
    }
  }
  result.record = GameRecord::FromGame(*game);
  result.finished = game->IsTerminal();
  if (!result.finished && result.error.empty()) result.error = "move cap reached";
  result.scores = game->Scores();
  result.winners = game->Winners();
  return result;
}

Result<std::vector<std::string>> ParseSeatSpec(const std::string& spec) {
  std::vector<std::string> levels;
  std::stringstream ss(spec);
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (item != "random" && item != "easy" && item != "medium" && item != "hard")
      return Result<std::vector<std::string>>::Error("unknown seat \"" + item +
                                                     "\" (use random, easy, medium or hard, comma-separated)");
    levels.push_back(item);
  }
  if (levels.empty()) return Result<std::vector<std::string>>::Error("no seats given");
  return levels;
}

}  // namespace lf
