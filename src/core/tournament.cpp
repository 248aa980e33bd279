#include "core/tournament.h"

#include <sstream>

namespace lf {

std::string MatchResult::ToJsonLine() const {
  Json j(Json::Object{});
  j.set("game", game);
  j.set("seed", seed.Text());
  Json s(Json::Array{});
  for (int v : scores) s.push_back(v);
  j.set("scores", s);
  Json w(Json::Array{});
  for (int v : winners) w.push_back(v);
  j.set("winner", w);
  j.set("turns", turns);
  if (duration != 0) j.set("ms", duration);
  if (!finished) j.set("unfinished", error.empty() ? std::string("move cap reached") : error);
  return j.Dump();
}

MatchResult PlayMatch(const GameInfo& info, const GameOptions& options, std::vector<std::unique_ptr<Bot>>& bots,
                      const Dictionary* dict, int max_moves, const MoveObserver& observer) {
  MatchResult result;
  result.game = info.name;
  result.seed = options.seed;
  auto created = CreateGame(info, options, dict);
  if (!created) {
    result.error = created.error();
    return result;
  }
  std::unique_ptr<Game> game = std::move(*created);
  LF_CHECK_EQ(static_cast<int>(bots.size()), game->NumSeats());
  std::vector<Rng> bot_rngs;
  for (int s = 0; s < game->NumSeats(); ++s)
    bot_rngs.emplace_back(options.seed, BotStream(s));

  auto apply = [&](int seat, const std::string& move, Millis at) -> bool {
    const Status st = game->ApplyMoveAt(seat, move, at);
    if (!st) {
      result.error = "seat " + std::to_string(seat) + " chose an illegal move \"" + move + "\": " + st.reason();
      return false;
    }
    if (seat >= 0) ++result.turns;
    if (observer) observer(*game, seat, move);
    return true;
  };

  bool failed = false;
  if (info.dynamics == Dynamics::kRealTime) {
    std::vector<Bot*> players;
    for (auto& b : bots) players.push_back(b.get());
    RealTimeDriver driver;
    driver.Replan(*game, players, bot_rngs);
    for (int n = 0; n < max_moves && !failed && !game->IsTerminal(); ++n) {
      const std::optional<RealTimeDriver::Step> step = driver.Next(*game);
      if (!step) {
        result.error = "no seat and no timed event can move the game on";
        failed = true;
        break;
      }
      failed = !apply(step->seat, step->move, step->at);
      driver.Replan(*game, players, bot_rngs);
    }
  } else {
    for (int n = 0; n < max_moves && !failed && !game->IsTerminal(); ++n) {
      const std::vector<int> deciding = game->DecidingSeats();
      if (deciding.empty()) {
        result.error = "the game is not over but no seat may move";
        failed = true;
        break;
      }
      const int seat = deciding.front();
      // A seat whose only choice is to decline (a reaction window with
      // nothing it could play) is passed without asking its bot, as the
      // session does (Game::PassMove).
      if (const std::string pass = game->PassMove(seat); !pass.empty()) {
        const std::vector<std::string> legal = game->LegalMoves(seat);
        if (legal.size() == 1 && legal.front() == pass) {
          failed = !apply(seat, pass, game->Now());
          continue;
        }
      }
      std::string move;
      {
        // The view goes before the move is applied: a game that shares its
        // move log with its copies would otherwise copy the whole log.
        Bot& bot = *bots[static_cast<size_t>(seat)];
        // (A bot given sight, Bot::SeesAll, gets the real table: a measurement.)
        auto view = bot.SeesAll() ? game->Clone() : game->Redacted(seat);
        move = bot.ChooseMove(*view, seat, bot_rngs[static_cast<size_t>(seat)]);
      }
      failed = !apply(seat, move, game->Now());
    }
  }
  result.record = GameRecord::FromGame(*game);
  result.finished = game->IsTerminal();
  result.duration = game->Now();
  if (!result.finished && result.error.empty()) result.error = "move cap reached";
  result.scores = game->Scores();
  result.winners = game->Winners();
  return result;
}

Result<std::vector<std::string>> ParseSeatSpec(const GameInfo& info, const std::string& spec) {
  std::vector<std::string> levels;
  std::stringstream ss(spec);
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (!info.HasBotLevel(item)) {
      std::string valid = "random";
      for (const BotLevel& b : info.bot_levels) valid += ", " + b.id;
      return Result<std::vector<std::string>>::Error("unknown seat \"" + item + "\" (use " + valid +
                                                     ", comma-separated)");
    }
    levels.push_back(item);
  }
  if (levels.empty()) return Result<std::vector<std::string>>::Error("no seats given");
  return levels;
}

Result<std::vector<std::string>> ParseSeatSpec(const std::string& spec) {
  GameInfo common;
  common.title = "every game";
  return ParseSeatSpec(common, spec);
}

}  // namespace lf
