// A game record: everything needed to replay a game exactly.
//   {"format":"lostfound-record","version":1,"game":"lost-for-words",
//    "seats":2,"seed":42,"variant":{...},"players":["Ana","bot:hard"],
//    "moves":[[0,"play E 1"],[0,"draw deck"],...]}
// Used for saves, replays, undo and `lostfound-cli replay`.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/registry.h"

namespace lf {

struct GameRecord {
  std::string game;
  GameOptions options;
  std::vector<std::string> players;  // display names or "bot:level"; may be empty
  // Set-up lines of the game's scenario language applied before the first
  // move (a guided game's fixed deal: "hand 0 P D S Y A I E"); written only
  // when there are some, so older records read as before.
  std::vector<std::string> setup;
  std::vector<Game::LoggedMove> moves;

  static GameRecord FromGame(const Game& game);
  std::string ToJson() const;
  // Refuses malformed input with a clear message; never crashes (fuzzed).
  static Result<GameRecord> Parse(std::string_view text);

  // Rebuilds the game and applies every move; refuses if any move is illegal
  // (a tampered record), naming the move.
  Result<std::unique_ptr<Game>> Replay(const GameRegistry& registry, const Dictionary* dict) const;
};

}  // namespace lf
