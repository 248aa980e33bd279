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

// The name a bot is given when nobody named it: the k-th bot at the table
// (counting bots only, in seat order) is Rose, Rowan, Robin, ...
const std::string& DefaultBotName(size_t k);

// Every seat's name at a table, as the log, the screens and the set-up
// screen say it: the name given, else a person is "Player" and a bot gets a
// name of its own with its level beside, "Rose (hard)" (never a name taken by
// another seat); seats left with the same name are numbered ("Ann 1", "Ann 2").
std::vector<std::string> SeatNames(const std::vector<SeatSetup>& seats);

struct SessionSetup {
  std::vector<SeatSetup> seats;
  GameOptions options;
};

// "Ana played E on column 2 (TRE)." for History()[index], given the names.
using MoveDescriber = std::function<std::string(const Game& game, size_t index, const std::vector<std::string>& names)>;

}  // namespace lf::play
