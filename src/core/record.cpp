#include "core/record.h"

#include <cmath>

namespace lf {
namespace {
constexpr const char* kFormat = "lostfound-record";
constexpr int kVersion = 1;
// A record is small; anything far larger is not ours.
constexpr size_t kMaxRecordBytes = 16u << 20;
constexpr size_t kMaxMoves = 1u << 20;
}  // namespace

GameRecord GameRecord::FromGame(const Game& game) {
  GameRecord r;
  r.game = std::string(game.Name());
  r.options = game.Options();
  r.moves = game.History();
  return r;
}

std::string GameRecord::ToJson() const {
  Json j(Json::Object{});
  j.set("format", kFormat);
  j.set("version", kVersion);
  j.set("game", game);
  j.set("seats", options.seats);
  // Seeds are 128-bit; JSON numbers are doubles, so the seed travels as text.
  j.set("seed", options.seed.Text());
  j.set("variant", options.variant);
  Json names(Json::Array{});
  for (const auto& name : players) names.push_back(name);
  j.set("players", names);
  if (!setup.empty()) {
    Json lines(Json::Array{});
    for (const auto& line : setup) lines.push_back(line);
    j.set("setup", lines);
  }
  Json moves_json(Json::Array{});
  // [seat, "move"], or [seat, "move", time] for a move of a real-time game.
  for (const auto& m : moves) {
    Json move(Json::Array{Json(m.seat), Json(m.move)});
    if (m.time != 0) move.push_back(Json(m.time));
    moves_json.push_back(move);
  }
  j.set("moves", moves_json);
  return j.Dump();
}

Result<GameRecord> GameRecord::Parse(std::string_view text) {
  using R = Result<GameRecord>;
  if (text.size() > kMaxRecordBytes) return R::Error("This game record is too large to be one of ours.");
  auto parsed = Json::Parse(text);
  if (!parsed) return R::Error("This game record is damaged (" + parsed.error() + ").");
  const Json& j = *parsed;
  if (!j.is_object() || j["format"].as_string() != kFormat)
    return R::Error("This file is not a Lost & Found game record.");
  if (!j["version"].is_number() || j["version"].as_int() != kVersion)
    return R::Error("This game record was written by a different version (format version " +
                    std::to_string(j["version"].as_int()) + ", expected " + std::to_string(kVersion) + ").");
  GameRecord r;
  r.game = j["game"].as_string();
  if (r.game.empty()) return R::Error("This game record does not say which game it is.");
  const double seats = j["seats"].as_number(-1);
  if (seats < 1 || seats > 64 || seats != std::floor(seats))
    return R::Error("This game record has an impossible number of seats.");
  r.options.seats = static_cast<int>(seats);
  const std::string& seed = j["seed"].as_string();
  const auto s = Seed::FromRecord(seed);
  if (!s) return R::Error("This game record has no valid seed.");
  r.options.seed = *s;
  if (j.has("variant")) {
    if (!j["variant"].is_object()) return R::Error("This game record's options are damaged.");
    r.options.variant = j["variant"];
  }
  for (const auto& p : j["players"].as_array()) {
    if (!p.is_string()) return R::Error("This game record's player names are damaged.");
    r.players.push_back(p.as_string());
  }
  if (j.has("setup")) {
    if (!j["setup"].is_array() || j["setup"].size() > 1000) return R::Error("This game record's set-up is damaged.");
    for (const auto& line : j["setup"].as_array()) {
      if (!line.is_string() || line.as_string().size() > 1000) return R::Error("This game record's set-up is damaged.");
      r.setup.push_back(line.as_string());
    }
  }
  if (!j["moves"].is_array()) return R::Error("This game record has no move list.");
  if (j["moves"].size() > kMaxMoves) return R::Error("This game record has too many moves.");
  for (const auto& m : j["moves"].as_array()) {
    const auto& pair = m.as_array();
    const std::string which = "Move " + std::to_string(r.moves.size() + 1) + " of this game record";
    if (pair.size() < 2 || pair.size() > 3 || !pair[0].is_number() || !pair[1].is_string())
      return R::Error(which + " is damaged.");
    const double seat = pair[0].as_number();
    if (seat != std::floor(seat) || seat < kDealerSeat || seat >= r.options.seats)
      return R::Error(which + " names no seat.");
    Millis time = 0;
    if (pair.size() == 3) {
      const double t = pair[2].as_number(-1);
      // Whole milliseconds, within a JSON number's exact range.
      if (t != std::floor(t) || t < 0 || t > 9007199254740992.0) return R::Error(which + " has no valid time.");
      time = static_cast<Millis>(t);
    }
    r.moves.push_back({static_cast<int>(seat), pair[1].as_string(), time});
  }
  return r;
}

Result<std::unique_ptr<Game>> GameRecord::Replay(const GameRegistry& registry, const Dictionary* dict) const {
  using R = Result<std::unique_ptr<Game>>;
  const GameInfo* info = registry.Find(game);
  if (!info) return R::Error("This record is of a game this version does not know (\"" + game + "\").");
  if (info->needs_dictionary && !dict) return R::Error(info->title + " needs the dictionary, which is not loaded.");
  auto created = CreateGame(*info, options, dict);
  if (!created) return R::Error(created.error());
  std::unique_ptr<Game> g = std::move(*created);
  for (const std::string& line : setup) {
    const Status st = g->ApplySetup(line);
    if (!st) return R::Error("The set-up line \"" + line + "\" cannot be applied: " + st.reason());
  }
  for (size_t i = 0; i < moves.size(); ++i) {
    const Status st = g->ApplyMoveAt(moves[i].seat, moves[i].move, moves[i].time);
    if (!st)
      return R::Error("Move " + std::to_string(i + 1) + " (\"" + moves[i].move + "\") cannot be replayed: " +
                      st.reason());
  }
  return R(std::move(g));
}

}  // namespace lf
