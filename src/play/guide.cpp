#include "play/guide.h"

#include <algorithm>
#include <cmath>

namespace lf::play {

//-----------------------------------------------------------------------------
// [SECTION] The file
//-----------------------------------------------------------------------------

Result<Tutorial> Tutorial::Parse(std::string_view text) {
  using R = Result<Tutorial>;
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok()) return R::Error("the guided game's file is damaged (" + parsed.error() + ")");
  const Json& j = *parsed;
  if (!j.is_object() || !j["seats"].is_array() || !j["steps"].is_array() || j["steps"].size() == 0)
    return R::Error("the guided game's file lacks its seats or its steps");
  Tutorial t;
  t.text = std::string(text);
  t.title = j["title"].is_string() ? j["title"].as_string() : "A guided first game";
  for (const Json& seat : j["seats"].as_array()) {
    SeatSetup s;
    s.human = seat["human"].as_bool(false);
    s.level = "easy";
    s.name = seat["name"].is_string() ? seat["name"].as_string() : "";
    t.setup.seats.push_back(s);
  }
  if (t.setup.seats.empty() || t.setup.seats.size() > 8) return R::Error("the guided game's seats are damaged");
  t.setup.options.seats = static_cast<int>(t.setup.seats.size());
  const double seed = j["seed"].as_number(1);
  if (seed < 1 || seed > 9007199254740992.0 || seed != std::floor(seed)) return R::Error("the guided game's seed is not a whole number");
  // A guided game's deal was written against the 64-bit generator: its seed
  // stays a legacy one (core/rng.h), so the scripted moves still fit.
  t.setup.options.seed = Seed(static_cast<uint64_t>(seed));
  t.setup.options.seed.legacy = true;
  if (j["variant"].is_object()) t.setup.options.variant = j["variant"];
  for (const Json& line : j["setup"].as_array()) {
    if (!line.is_string()) return R::Error("a set-up line of the guided game is not text");
    t.setup_lines.push_back(line.as_string());
  }
  if (j["bot"].is_object()) {
    for (const auto& [seat, moves] : j["bot"].as_object()) {
      const int s = seat.size() == 1 && seat[0] >= '0' && seat[0] <= '9' ? seat[0] - '0' : -1;
      if (s < 0 || s >= t.setup.options.seats || t.setup.seats[static_cast<size_t>(s)].human)
        return R::Error("the guided game scripts seat " + seat + ", which is no bot");
      for (const Json& move : moves.as_array()) {
        if (!move.is_string()) return R::Error("a scripted move of seat " + seat + " is not text");
        t.bot_moves[s].push_back(move.as_string());
      }
    }
  }
  for (const Json& step : j["steps"].as_array()) {
    TutorialStep s;
    s.say = step["say"].is_string() ? step["say"].as_string() : "";
    s.next = step["next"].as_bool(false);
    s.bot = step["bot"].as_bool(false);
    for (const Json& tap : step["taps"].as_array())
      if (tap.is_string()) s.taps.push_back(tap.as_string());
    s.move = step["move"].is_string() ? step["move"].as_string() : "";
    if (step["timed"].is_object()) {
      const Json& timed = step["timed"];
      const double again = timed["again"].as_number(0);
      const size_t number = t.steps.size() + 1;
      if (!timed["runs_out"].is_string() || !timed["say"].is_string() || s.move.empty() || again < 1 ||
          again > static_cast<double>(number) || again != std::floor(again))
        return R::Error("step " + std::to_string(number) +
                        " of the guided game is timed but does not say what happens when the time runs out");
      s.timed = true;
      s.runs_out = timed["runs_out"].as_string();
      s.again = static_cast<size_t>(again) - 1;
      s.late = timed["say"].as_string();
    }
    const int waits = (s.next ? 1 : 0) + (s.bot ? 1 : 0) + (s.move.empty() ? 0 : 1) + (s.TapsOnly() ? 1 : 0);
    if (s.say.empty() || waits != 1)
      return R::Error("step " + std::to_string(t.steps.size() + 1) +
                      " of the guided game must say something and wait for one thing (next, taps, a move or the bots)");
    t.steps.push_back(std::move(s));
  }
  return t;
}

std::string ScriptedBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  // The how-many-th move of this seat this is: the script's move of that
  // number, so a turn taken back and played again is scripted the same.
  size_t made = 0;
  for (const Game::LoggedMove& m : view.History()) made += m.seat == seat ? 1 : 0;
  if (made < moves_.size()) {
    const std::vector<std::string> legal = view.LegalMoves(seat);
    if (std::find(legal.begin(), legal.end(), moves_[made]) != legal.end()) return moves_[made];
    // A script out of step with the game is the file's mistake: play on
    // rather than stop the player's game (the guided-game tests catch it).
  }
  return fallback_->ChooseMove(view, seat, rng);
}

const std::string* ScriptedBot::Scripted(const Game& view, int seat) const {
  size_t made = 0;
  for (const Game::LoggedMove& m : view.History()) made += m.seat == seat ? 1 : 0;
  if (made >= moves_.size()) return nullptr;
  const std::vector<std::string> legal = view.LegalMoves(seat);
  return std::find(legal.begin(), legal.end(), moves_[made]) != legal.end() ? &moves_[made] : nullptr;
}

std::optional<TimedMove> ScriptedBot::React(const Game& view, int seat, Rng& rng) {
  std::optional<TimedMove> fallback = fallback_->React(view, seat, rng);
  const std::string* scripted = Scripted(view, seat);
  if (scripted == nullptr) return fallback;
  // The scripted move when the fallback would have moved, so that it looks
  // as long about it as a bot of its level would.
  return TimedMove{*scripted, fallback ? fallback->at : view.Now() + kScriptedReaction};
}

//-----------------------------------------------------------------------------
// [SECTION] The guide
//-----------------------------------------------------------------------------

void Guide::Begin(size_t step, size_t moves) {
  step_ = step;
  taps_done_ = 0;
  late_from_ = -1;
  started_.resize(step + 1);
  started_[step] = moves;
}

void Guide::RanOut(size_t timed, size_t moves) {
  const TutorialStep& from = tutorial_.steps[timed];
  Begin(from.again, moves);
  late_from_ = static_cast<int>(timed);
  shown_ = tutorial_.steps[from.again];
  shown_.say = from.late;
}

void Guide::Update(const std::vector<std::string>& history, const Table& table) {
  while (const TutorialStep* step = Current()) {
    const size_t seen = started_[step_];
    bool done = false;
    if (!step->move.empty()) {
      // The move was made (Allows let nothing else through), or a timed
      // step's time ran out first: back to the step it names.
      bool ran_out = false;
      for (size_t i = seen; i < history.size() && !done && !ran_out; ++i) {
        done = history[i] == step->move;
        ran_out = !done && step->timed && history[i] == step->runs_out;
      }
      if (ran_out) {
        RanOut(step_, history.size());
        continue;
      }
    } else if (!step->taps.empty()) {
      done = taps_done_ >= step->taps.size();  // a move being put together, tap by tap
    } else if (step->bot) {
      // The bots have played: a person is to decide (or the game ended).
      done = table.over || (table.person_to_move && history.size() > seen);
    }
    if (!done) break;
    Begin(step_ + 1, history.size());
  }
}

Status Guide::Allows(const std::string& move) const {
  const TutorialStep* step = Current();
  if (step == nullptr) return Status::Ok();
  if (!step->move.empty()) {
    if (move == step->move) return Status::Ok();
    return Status::Refused("In this guided game, follow the guide: " + step->say);
  }
  if (step->next) return Status::Refused("Read the guide above, then tap Next.");
  if (!step->taps.empty()) return Status::Refused("In this guided game, follow the guide: " + step->say);
  return Status::Refused("Wait for the other players.");
}

void Guide::Tapped() {
  const TutorialStep* step = Current();
  if (step != nullptr && taps_done_ < step->taps.size()) ++taps_done_;
}

void Guide::Next() {
  const TutorialStep* step = Current();
  if (step != nullptr && step->next) Begin(step_ + 1, started_[step_]);
}

int Guide::StepAt(size_t moves) const {
  // The last step that began with the table at `moves` (a turn's Next
  // steps come before its move), then back to the first of the tap steps
  // that led to it: the word they put together is gone with the undo.
  int at = -1;
  const size_t known = std::min(started_.size(), tutorial_.steps.size());
  for (size_t k = 0; k < known; ++k)
    if (started_[k] == moves) at = static_cast<int>(k);
  while (at > 0 && started_[static_cast<size_t>(at - 1)] == moves &&
         tutorial_.steps[static_cast<size_t>(at - 1)].TapsOnly())
    --at;
  return at;
}

void Guide::Rewind(size_t moves) {
  if (finished() && moves >= started_.back()) return;  // moves made after the guide: it stays done
  const int at = StepAt(moves);
  if (at >= 0) Begin(static_cast<size_t>(at), moves);
}

Json Guide::Save() const {
  Json j(Json::Object{});
  j.set("step", static_cast<int64_t>(step_));
  Json started(Json::Array{});
  for (size_t s : started_) started.push_back(static_cast<int64_t>(s));
  j.set("started", started);
  if (late_from_ >= 0) j.set("late_from", static_cast<int64_t>(late_from_));
  return j;
}

Status Guide::Load(const Json& j, size_t moves) {
  const int64_t step = j["step"].as_int(-1);
  const Json& started = j["started"];
  if (step < 0 || static_cast<size_t>(step) > tutorial_.steps.size() || !started.is_array() ||
      started.size() != static_cast<size_t>(step) + 1)
    return Status::Refused("the guide's place is damaged");
  std::vector<size_t> at;
  for (const Json& s : started.as_array()) {
    const int64_t n = s.as_int(-1);
    if (n < 0 || static_cast<size_t>(n) > moves || (!at.empty() && static_cast<size_t>(n) < at.back()))
      return Status::Refused("the guide's place is damaged");
    at.push_back(static_cast<size_t>(n));
  }
  started_ = std::move(at);
  step_ = static_cast<size_t>(step);
  taps_done_ = 0;
  // Taps made before the reload are gone with the screen that held them:
  // the turn's first tap step again.
  if (!finished() && !tutorial_.steps[step_].taps.empty()) Rewind(started_[step_]);
  // A timed step ran out and sent the guide back here: it says so again.
  const int64_t late = j["late_from"].as_int(-1);
  if (late >= 0 && static_cast<size_t>(late) < tutorial_.steps.size() &&
      tutorial_.steps[static_cast<size_t>(late)].timed && tutorial_.steps[static_cast<size_t>(late)].again == step_) {
    const size_t moves_then = started_[step_];
    RanOut(static_cast<size_t>(late), moves_then);
  }
  return Status::Ok();
}

}  // namespace lf::play
