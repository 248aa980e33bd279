#include "core/game.h"

#include <algorithm>
#include <cctype>

namespace lf {

std::vector<int> HighestScorers(const std::vector<int>& scores) {
  std::vector<int> winners;
  if (scores.empty()) return winners;
  const int best = *std::max_element(scores.begin(), scores.end());
  for (size_t i = 0; i < scores.size(); ++i)
    if (scores[i] == best) winners.push_back(static_cast<int>(i));
  return winners;
}

std::vector<int> Game::DecidingSeats() const {
  const int seat = CurrentSeat();
  if (seat < 0) return {};
  return {seat};
}

std::vector<int> Game::OrderTies(std::vector<int> seats) const {
  std::sort(seats.begin(), seats.end());
  return seats;
}

std::vector<int> Game::Winners() const {
  if (!IsTerminal()) return {};
  return HighestScorers(Scores());
}

namespace {

// A field name as words: "deck_count" -> "deck count".
std::string FieldWords(std::string_view key) {
  std::string out(key);
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

// A value on one line: scalars as they are, lists joined with commas,
// objects as "field: value" pairs.
std::string ValueWords(const Json& v) {
  if (v.is_null()) return "none";
  if (v.is_bool()) return v.as_bool() ? "yes" : "no";
  if (v.is_number()) return std::to_string(v.as_int());
  if (v.is_string()) return v.as_string();
  std::string out;
  if (v.is_array()) {
    for (const Json& e : v.as_array()) out += (out.empty() ? "" : ", ") + ValueWords(e);
    return out.empty() ? "none" : out;
  }
  for (const auto& [k, e] : v.as_object()) out += (out.empty() ? "" : "; ") + FieldWords(k) + ": " + ValueWords(e);
  return out;
}

}  // namespace

std::string SeatNameIn(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && static_cast<size_t>(seat) < names.size() && !names[static_cast<size_t>(seat)].empty())
    return names[static_cast<size_t>(seat)];
  return "Seat " + std::to_string(seat + 1);
}

std::string TextPartsText(const std::vector<Game::TextPart>& parts) {
  std::string out;
  for (const Game::TextPart& p : parts) {
    out += "## " + p.heading + "\n";
    for (const std::string& l : p.lines) out += l + "\n";
  }
  return out;
}

std::vector<Game::TextPart> Game::DescribeTable(int seat, const std::vector<std::string>& names) const {
  (void)names;
  // The view's fields: scalars and flat lists under "The table", each list
  // of objects (the players) a part of its own, an entry a line.
  std::vector<TextPart> parts(1);
  parts[0].heading = "The table";
  const Json view = View(seat);
  if (!view.is_object()) return parts;
  for (const auto& [key, value] : view.as_object()) {
    const bool nested = value.is_array() && !value.as_array().empty() && value.as_array().front().is_object();
    if (!nested) {
      parts[0].lines.push_back(FieldWords(key) + ": " + ValueWords(value));
      continue;
    }
    TextPart part{FieldWords(key), {}};
    for (const Json& e : value.as_array()) part.lines.push_back(ValueWords(e));
    parts.push_back(std::move(part));
  }
  return parts;
}

Game::MoveText Game::DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const {
  (void)seat, (void)names;
  std::string kind(move.substr(0, move.find(' ')));
  if (!kind.empty()) kind[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kind[0])));
  return {kind, std::string(move)};
}

// Every game of the menu writes its snapshots (docs/multi-device.md; a room
// test checks it); a game that does not (a test's own game) is refused.
Json Game::Snapshot() const { return Json(); }

Status Game::Restore(const Json& snapshot) {
  (void)snapshot;
  return Status::Refused(std::string(Name()) + " cannot be played on several devices.");
}

}  // namespace lf
