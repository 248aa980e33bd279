// What the play tests share: the games and the word list, a "person" who
// plays a seat through a session as a person would (from the seat's view
// only, deterministically for the table), and a store in memory.
#pragma once
#include <catch2/catch.hpp>

#include <cstdlib>
#include <map>
#include <memory>
#include <string>

#include "../support/sanitizer.h"
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "play/session.h"
#include "play/store.h"

namespace lf::testing {

inline const Dictionary* PlayDictionary() {
  static const std::shared_ptr<const Dictionary> dict = [] {
    auto loaded = Dictionary::LoadFile(LF_TEST_DICT);
    INFO(loaded.error());
    REQUIRE(loaded.ok());
    return *loaded;
  }();
  return dict.get();
}

inline const GameInfo& Info(const std::string& game) {
  const GameInfo* info = BuiltinGames().Find(game);
  REQUIRE(info != nullptr);
  return *info;
}

// The player's files, in memory.
class MemoryFiles final : public play::UserFiles {
 public:
  Result<std::string> ReadUserFile(std::string_view name) override {
    auto it = files.find(std::string(name));
    if (it == files.end()) return Result<std::string>::Error("no such file");
    return it->second;
  }
  Status WriteUserFile(std::string_view name, std::string_view contents) override {
    files[std::string(name)] = std::string(contents);
    return Status::Ok();
  }
  Status RemoveUserFile(std::string_view name) override {
    files.erase(std::string(name));
    return Status::Ok();
  }
  std::map<std::string, std::string> files;
};

// A person's choice for `seat`, from what the screen shows them (the
// session's View) and nothing else: a random legal move, the same for the
// same table (the stream is seeded by the moves so far), so a game played
// again after an undo or a reload is chosen the same way.
inline std::string PersonMove(const play::Session& s, int seat, uint64_t salt = 0) {
  static std::map<std::string, std::unique_ptr<Bot>> bots;
  auto& bot = bots[s.info().name];
  if (!bot) bot = s.info().make_bot("random", PlayDictionary());
  Rng rng(salt * 1000003u + s.View().History().size() * 7919u + static_cast<uint64_t>(seat) + 1);
  return bot->ChooseMove(s.View(), seat, rng);
}

// A session of `game` with a person at seat 0 and bots elsewhere.
inline std::unique_ptr<play::LocalSession> PersonAgainstBots(const std::string& game, int seats, uint64_t seed,
                                                             const std::string& level = "easy") {
  play::SessionSetup setup;
  setup.options.seats = seats;
  setup.options.seed = seed;
  for (int s = 0; s < seats; ++s) {
    play::SeatSetup seat;
    seat.human = s == 0;
    seat.level = level;
    seat.name = s == 0 ? "You" : "";
    setup.seats.push_back(seat);
  }
  auto started = play::LocalSession::Start(Info(game), PlayDictionary(), setup, {});
  INFO(started.error());
  REQUIRE(started.ok());
  return std::move(*started);
}

// Everything a session holds that a person could tell apart: the whole
// table, the log, the scores' history.
inline std::string SessionState(const play::LocalSession& s) {
  std::string out = s.game().Snapshot().Dump();
  out += "#";
  out += std::to_string(s.viewer());
  for (const std::string& line : s.log()) out.append("\n").append(line);
  for (const auto& row : s.score_history())
    for (int v : row) out.append(",").append(std::to_string(v));
  return out;
}

}  // namespace lf::testing
