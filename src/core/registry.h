// The list of games the program knows, with their seat ranges and bot levels.
// Games register themselves here (one table in registry.cpp), so the CLI, the
// tests and the menu see the same list.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/bot.h"
#include "core/game.h"

namespace lf {

struct GameInfo {
  std::string name;          // "lost-for-words"
  std::string title;         // "Lost for Words"
  int min_seats = 2;
  int max_seats = 2;
  bool needs_dictionary = false;
  // Builds a new game; refuses bad options (seat count out of range, unknown variant).
  std::function<Result<std::unique_ptr<Game>>(const GameOptions&, const Dictionary*)> create;
  // Builds a bot of the given level ("random", "easy", "medium", "hard").
  std::function<std::unique_ptr<Bot>(std::string_view level, const Dictionary*)> make_bot;
};

class GameRegistry {
 public:
  void Add(GameInfo info);
  const GameInfo* Find(std::string_view name) const;
  const std::vector<GameInfo>& All() const { return games_; }

 private:
  std::vector<GameInfo> games_;
};

// The registry of every game built into this program (src/games/builtin.cpp).
const GameRegistry& BuiltinGames();

}  // namespace lf
