#include "core/scenario.h"

#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <sstream>

namespace lf {
namespace {

using text::Lower;
using text::Trim;


// Splits off the first word; returns it and leaves the rest (trimmed) in `rest`.
std::string Word(std::string& rest) {
  rest = Trim(rest);
  const size_t sp = rest.find_first_of(" \t");
  std::string w = rest.substr(0, sp);
  rest = sp == std::string::npos ? "" : Trim(rest.substr(sp));
  return w;
}


bool ParseInt(const std::string& s, long long& out) {
  if (s.empty()) return false;
  size_t i = (s[0] == '-' || s[0] == '+') ? 1 : 0;
  if (i == s.size()) return false;
  long long v = 0;
  for (; i < s.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    v = v * 10 + (s[i] - '0');
    if (v > (1ll << 53)) return false;
  }
  out = s[0] == '-' ? -v : v;
  return true;
}

std::string SeatName(int seat) {
  if (seat == kDealerSeat) return "dealer";
  if (seat == kAnySeat) return "any";
  if (seat == kTerminalSeat) return "terminal";
  return std::to_string(seat);
}

class Runner {
 public:
  Runner(const GameRegistry& registry, const Dictionary* dict) : registry_(registry), dict_(dict) {}

  Result<ScenarioReport> Run(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string raw;
    while (std::getline(in, raw)) {
      ++line_no_;
      std::string line = Trim(raw);
      if (line.empty() || line[0] == '#') continue;
      const Status st = Line(line);
      if (!st) return Result<ScenarioReport>::Error("line " + std::to_string(line_no_) + ": " + st.reason());
    }
    if (!info_) return Result<ScenarioReport>::Error("no 'game' line");
    if (!game_) {
      const Status st = EnsureGame();
      if (!st) return Result<ScenarioReport>::Error(st.reason());
    }
    return report_;
  }

 private:
  void Fail(const std::string& what) { report_.failures.push_back("line " + std::to_string(line_no_) + ": " + what); }

  Status EnsureGame() {
    if (game_) return Status::Ok();
    if (!info_) return Status::Refused("the 'game' line must come first");
    // Options are read through the game's schema once the seat count is known.
    for (const auto& [key, text] : variant_text_) {
      Result<Json> value = ParseOptionText(*info_, key, text, options_.seats);
      if (!value) return Status::Refused("variant " + key + "=" + text + ": " + value.error());
      options_.variant.set(key, *value);
    }
    auto created = CreateGame(*info_, options_, dict_);
    if (!created) return Status::Refused("cannot set up the game: " + created.error());
    game_ = std::move(*created);
    return Status::Ok();
  }

  Status ParseSeat(const std::string& word, int& seat) {
    if (word == "dealer") { seat = kDealerSeat; return Status::Ok(); }
    long long v;
    if (!ParseInt(word, v) || v < 0 || (game_ && v >= game_->NumSeats()) || v >= 64)
      return Status::Refused("\"" + word + "\" is not a seat");
    seat = static_cast<int>(v);
    return Status::Ok();
  }

  // As the session and PlayMatch do: a deciding seat whose only legal move
  // is its PassMove() (a reaction window where it has nothing to play)
  // passes without being asked, so scenarios name only real decisions.
  void AutoPass() {
    for (int guard = 0; guard < 100000 && !game_->IsTerminal(); ++guard) {
      bool passed = false;
      for (int seat : game_->DecidingSeats()) {
        const std::string pass = game_->PassMove(seat);
        if (pass.empty()) continue;
        const std::vector<std::string> legal = game_->LegalMoves(seat);
        if (legal.size() != 1 || legal.front() != pass) continue;
        if (!game_->ApplyMove(seat, pass)) return;
        passed = true;
        break;
      }
      if (!passed) return;
    }
  }

  // A fingerprint of everything observable, to prove a refusal changed nothing.
  std::string Fingerprint() const {
    // Appends only: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&&.
    std::string f = std::to_string(game_->CurrentSeat());
    f += '|';
    f += std::to_string(game_->History().size());
    for (int s = 0; s < game_->NumSeats(); ++s) f.append("|").append(game_->View(s).Dump());
    for (int v : game_->Scores()) f.append("|").append(std::to_string(v));
    return f;
  }

  Status Line(const std::string& line) {
    std::string rest = line;
    const std::string directive = Word(rest);
    if (directive == "game") {
      if (info_) return Status::Refused("a second 'game' line");
      info_ = registry_.Find(rest);
      if (!info_) return Status::Refused("unknown game \"" + rest + "\"");
      report_.game = info_->name;
      options_.seats = info_->min_seats;
      return Status::Ok();
    }
    if (!info_) return Status::Refused("the 'game' line must come first");
    if (directive == "seats" || directive == "seed" || directive == "variant") {
      if (game_) return Status::Refused("'" + directive + "' must come before set-up lines and moves");
      if (directive == "variant") {
        const size_t eq = rest.find('=');
        if (eq == std::string::npos) return Status::Refused("variant needs KEY=VALUE");
        const std::string key = Trim(rest.substr(0, eq));
        if (!info_->FindOption(key)) {
          return Status::Refused(ParseOptionText(*info_, key, "", options_.seats).error());
        }
        variant_text_.emplace_back(key, Trim(rest.substr(eq + 1)));
        return Status::Ok();
      }
      long long n;
      if (!ParseInt(rest, n) || n < 0) return Status::Refused(directive + " needs a number");
      if (directive == "seats") options_.seats = static_cast<int>(n);
      else {
        // The scenarios' deals were written against the 64-bit generator:
        // their seeds are legacy ones (core/rng.h), so they deal as written.
        options_.seed = Seed(static_cast<uint64_t>(n));
        options_.seed.legacy = true;
      }
      return Status::Ok();
    }
    if (Status st = EnsureGame(); !st) return st;

    if (directive == "setup") {
      ++report_.checks;
      if (Status st = game_->ApplySetup(rest); !st) Fail("set-up \"" + rest + "\" refused: " + st.reason());
      return Status::Ok();
    }
    if (directive == "move" || directive == "refuse" || directive == "expect") AutoPass();
    if (directive == "move" || directive == "refuse") {
      int seat;
      std::string reason;
      if (directive == "refuse") {
        const size_t bar = rest.find('|');
        if (bar == std::string::npos) return Status::Refused("refuse needs SEAT MOVE | REASON");
        reason = Trim(rest.substr(bar + 1));
        rest = Trim(rest.substr(0, bar));
      }
      if (Status st = ParseSeat(Word(rest), seat); !st) return st;
      // A real-time game's move may carry its game time: "move 1 @2500 claim".
      Millis time = game_->Now();
      if (!rest.empty() && rest[0] == '@') {
        long long t;
        const std::string word = Word(rest);
        if (!ParseInt(word.substr(1), t) || t < 0) return Status::Refused("\"" + word + "\" is not a time (@MILLISECONDS)");
        time = static_cast<Millis>(t);
      }
      ++report_.checks;
      const std::string before = directive == "refuse" ? Fingerprint() : "";
      const Status st = game_->ApplyMoveAt(seat, rest, time);
      if (directive == "move") {
        if (!st) Fail("move \"" + rest + "\" by seat " + SeatName(seat) + " was refused: " + st.reason());
      } else if (st) {
        Fail("move \"" + rest + "\" by seat " + SeatName(seat) + " was accepted; expected a refusal");
      } else {
        if (Lower(st.reason()).find(Lower(reason)) == std::string::npos)
          Fail("refusal reason \"" + st.reason() + "\" does not mention \"" + reason + "\"");
        if (Fingerprint() != before) Fail("the refused move \"" + rest + "\" changed the game");
      }
      return Status::Ok();
    }
    if (directive == "expect") return Expect(rest);
    return Status::Refused("unknown directive \"" + directive + "\"");
  }

  Status Expect(std::string rest) {
    const std::string what = Word(rest);
    ++report_.checks;
    if (what == "terminal") {
      if (!game_->IsTerminal()) Fail("expected the game to be over; seat " + SeatName(game_->CurrentSeat()) + " to move");
    } else if (what == "not-terminal") {
      if (game_->IsTerminal()) Fail("expected the game to go on; it is over");
    } else if (what == "time" || what == "next-event") {
      // Real-time games: the game's clock, and when its next timed event is due.
      const std::optional<Millis> got = what == "time" ? std::optional<Millis>(game_->Now()) : game_->NextTimedEvent();
      const std::string shown = got ? std::to_string(*got) : "none";
      if (shown != rest) Fail("expected " + what + " " + rest + ", got " + shown);
    } else if (what == "current") {
      int seat;
      if (rest == "terminal") seat = kTerminalSeat;
      else if (rest == "any") seat = kAnySeat;
      else if (Status st = ParseSeat(rest, seat); !st) return st;
      if (game_->CurrentSeat() != seat)
        Fail("expected seat " + SeatName(seat) + " to move, got " + SeatName(game_->CurrentSeat()));
    } else if (what == "score") {
      int seat;
      if (Status st = ParseSeat(Word(rest), seat); !st) return st;
      long long n;
      if (!ParseInt(rest, n)) return Status::Refused("expect score SEAT N");
      const int got = game_->Scores().at(static_cast<size_t>(seat));
      if (got != n) Fail("expected score " + std::to_string(n) + " for seat " + SeatName(seat) + ", got " + std::to_string(got));
    } else if (what == "scores") {
      std::vector<int> want;
      while (!rest.empty()) {
        long long n;
        if (!ParseInt(Word(rest), n)) return Status::Refused("expect scores N N ...");
        want.push_back(static_cast<int>(n));
      }
      if (game_->Scores() != want) {
        auto join = [](const std::vector<int>& v) {
          std::string out;
          for (int x : v) out += (out.empty() ? "" : " ") + std::to_string(x);
          return out;
        };
        Fail("expected scores " + join(want) + ", got " + join(game_->Scores()));
      }
    } else if (what == "winner") {
      std::vector<int> want;
      while (!rest.empty()) {
        int seat;
        if (Status st = ParseSeat(Word(rest), seat); !st) return st;
        want.push_back(seat);
      }
      std::sort(want.begin(), want.end());
      auto got = game_->Winners();
      std::sort(got.begin(), got.end());
      if (got != want) {
        std::string g;
        for (int v : got) g += " " + std::to_string(v);
        Fail("expected winner(s) differ; got" + (g.empty() ? std::string(" none") : g));
      }
    } else if (what == "query") {
      const std::string key = Word(rest);
      auto got = game_->Query(key);
      if (!got) return Status::Refused("query \"" + key + "\": " + got.error());
      if (*got != rest) Fail("query " + key + ": expected \"" + rest + "\", got \"" + *got + "\"");
    } else if (what == "legal" || what == "not-legal") {
      int seat;
      if (Status st = ParseSeat(Word(rest), seat); !st) return st;
      const auto moves = game_->LegalMoves(seat);
      const bool found = std::find(moves.begin(), moves.end(), rest) != moves.end();
      if (what == "legal" && !found) Fail("expected \"" + rest + "\" among seat " + SeatName(seat) + "'s legal moves");
      if (what == "not-legal" && found) Fail("did not expect \"" + rest + "\" among seat " + SeatName(seat) + "'s legal moves");
    } else if (what == "view-has" || what == "view-lacks") {
      int seat;
      if (Status st = ParseSeat(Word(rest), seat); !st) return st;
      const bool has = game_->View(seat).Dump().find(rest) != std::string::npos;
      if (what == "view-has" && !has) Fail("seat " + SeatName(seat) + "'s view does not show \"" + rest + "\"");
      if (what == "view-lacks" && has) Fail("seat " + SeatName(seat) + "'s view shows \"" + rest + "\"");
    } else {
      return Status::Refused("unknown expectation \"" + what + "\"");
    }
    return Status::Ok();
  }

  const GameRegistry& registry_;
  const Dictionary* dict_;
  const GameInfo* info_ = nullptr;
  GameOptions options_;
  std::vector<std::pair<std::string, std::string>> variant_text_;  // KEY=VALUE lines, read at the deal
  std::unique_ptr<Game> game_;
  ScenarioReport report_;
  int line_no_ = 0;
};

}  // namespace

Result<ScenarioReport> RunScenario(std::string_view text, const GameRegistry& registry, const Dictionary* dict) {
  return Runner(registry, dict).Run(text);
}

}  // namespace lf
