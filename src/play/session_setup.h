// Who sits where in a game in play, and how its moves are told in words.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "core/game.h"

namespace lf::play {

struct SeatSetup {
  bool human = true;
  std::string level = "medium";  // bots: easy, medium, hard
  std::string name;
  // A person playing on another device (docs/multi-device.md): never asked
  // for this device, never behind its privacy screen.
  bool remote = false;
  std::string Label() const;  // "Ana" or "Bot (hard)" when unnamed
};

struct SessionSetup {
  std::vector<SeatSetup> seats;
  GameOptions options;
};

// "Ana played E on column 2 (TRE)." for History()[index], given the names.
using MoveDescriber = std::function<std::string(const Game& game, size_t index, const std::vector<std::string>& names)>;

}  // namespace lf::play
