#include "play/session.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <random>

#include "core/check.h"
#include "play/guide.h"
#include "play/room.h"

namespace lf::play {

namespace {
// A bot's illegal answer or a record of our own that no longer replays is a
// programmer error: say what it was, then abort (the page shows the reason).
void CheckOk(const Status& status) {
  if (!status.ok()) std::fprintf(stderr, "game session: %s\n", status.reason().c_str());
  LF_CHECK(status.ok());
}
constexpr const char* kSaveFormat = "lostfound-session";
constexpr int kSaveVersion = 1;
// Moves that happen at once (automatic passes, bots' declines) made by one
// Update at most; any more wait for the next (a frame stays short).
constexpr int kInstantMovesPerUpdate = 64;
// The longest a move is held on screen, in paces (Game::HoldShare).
constexpr double kMaxHoldShare = 4.0;
}  // namespace

std::string SeatSetup::Label() const {
  if (!name.empty()) return name;
  return human ? std::string("Player") : "Bot (" + level + ")";
}

const std::string& DefaultBotName(size_t k) {
  // Short, easy to tell apart, and none of them a card, a Character or a
  // word the games' logs use (the guides' opponents are Rose, Rowan, Robin, Sky).
  static const std::vector<std::string> kNames = {"Rose", "Rowan", "Robin", "Sky", "Hazel", "Milo", "Iris", "Juno"};
  return kNames[k % kNames.size()];
}

std::vector<std::string> SeatNames(const std::vector<SeatSetup>& seats) {
  const auto lower = [](std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
  };
  std::vector<std::string> taken;
  for (const SeatSetup& seat : seats)
    if (!seat.name.empty()) taken.push_back(lower(seat.name));
  std::vector<std::string> names;
  size_t next = 0;
  for (const SeatSetup& seat : seats) {
    if (!seat.name.empty()) {
      names.push_back(seat.name);
    } else if (seat.human) {
      names.push_back("Player");
    } else {
      // The bot's own name, skipping one a person took ("Rose" playing against Rose).
      std::string name = DefaultBotName(next);
      for (size_t tries = 0; tries < 8 && std::find(taken.begin(), taken.end(), lower(name)) != taken.end(); ++tries)
        name = DefaultBotName(++next);
      ++next;
      names.push_back(name + " (" + seat.level + ")");
    }
  }
  // Two seats with the same name would make the log ambiguous: those that
  // share one are numbered 1, 2, 3 in seat order ("Ann 1", "Ann 2").
  const std::vector<std::string> labels = names;
  for (size_t i = 0; i < labels.size(); ++i) {
    const auto same = std::count(labels.begin(), labels.end(), labels[i]);
    if (same < 2) continue;
    const auto before = std::count(labels.begin(), labels.begin() + static_cast<std::ptrdiff_t>(i), labels[i]);
    names[i] = labels[i] + " " + std::to_string(before + 1);
  }
  return names;
}

//-----------------------------------------------------------------------------
// [SECTION] Session: what every table on screen reads
//-----------------------------------------------------------------------------

Session::~Session() = default;

const char* Session::PassModeName(AutoPass mode) {
  switch (mode) {
    case AutoPass::kUntilMyTurn: return "until-my-turn";
    case AutoPass::kUnlessConcerned: return "unless-concerned";
    case AutoPass::kWhenItMatters: return "when-it-matters";
    default: return "ask";
  }
}

Session::AutoPass Session::PassModeOf(const std::string& name) {
  if (name == "until-my-turn") return AutoPass::kUntilMyTurn;
  if (name == "unless-concerned") return AutoPass::kUnlessConcerned;
  if (name == "when-it-matters") return AutoPass::kWhenItMatters;
  return AutoPass::kAsk;
}

int Session::HumanCount() const {
  return static_cast<int>(std::count_if(setup_.seats.begin(), setup_.seats.end(), [](const SeatSetup& s) { return s.human; }));
}

bool Session::IsHuman(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size())) return false;
  const size_t i = static_cast<size_t>(seat);
  return setup_.seats[i].human && !(i < stand_in_.size() && stand_in_[i]);
}

int Session::LocalHumanCount() const {
  int n = 0;
  for (int seat = 0; seat < static_cast<int>(setup_.seats.size()); ++seat) n += IsLocal(seat) ? 1 : 0;
  return n;
}

bool Session::IsStandIn(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < stand_in_.size() && stand_in_[static_cast<size_t>(seat)];
}

std::string Session::SeatName(int seat) const {
  if (seat >= 0 && static_cast<size_t>(seat) < names_.size()) return names_[static_cast<size_t>(seat)];
  return seat == kDealerSeat ? "Dealer" : "Nobody";
}

std::string Session::WaitingText() const {
  const std::vector<int> deciding = game_->DecidingSeats();
  if (deciding.empty()) return game_->IsTerminal() ? "The game is over." : "The dealer is dealing\xE2\x80\xA6";
  if (deciding.size() == 1) return SeatName(deciding.front()) + " is playing\xE2\x80\xA6";
  std::string names;
  for (size_t i = 0; i < deciding.size(); ++i) {
    names += (i == 0 ? "" : i + 1 == deciding.size() ? " and " : ", ") + SeatName(deciding[i]);
  }
  return names + " are deciding\xE2\x80\xA6";
}

int Session::TurnsPlayed() const {
  int turns = 0;
  int last = kTerminalSeat;
  for (const Game::LoggedMove& m : game_->History()) {
    if (m.seat < 0) continue;
    if (m.seat != last) ++turns;
    last = m.seat;
  }
  return turns;
}

bool Session::IsDeciding(int seat) const {
  const std::vector<int> deciding = game_->DecidingSeats();
  return std::find(deciding.begin(), deciding.end(), seat) != deciding.end();
}

void Session::SetAutoPass(int seat, AutoPass mode) {
  if (seat >= 0 && static_cast<size_t>(seat) < auto_pass_.size()) auto_pass_[static_cast<size_t>(seat)] = mode;
}

Session::AutoPass Session::auto_pass(int seat) const {
  if (seat < 0 || static_cast<size_t>(seat) >= auto_pass_.size()) return kDefaultAutoPass;
  return auto_pass_[static_cast<size_t>(seat)];
}

int Session::NextHumanToDecide() const {
  if (game_->IsTerminal()) return -1;
  for (int seat : game_->DecidingSeats())
    if (IsLocal(seat)) return seat;
  return -1;
}

int Session::PrivacySeat() const {
  const int seat = NextHumanToDecide();
  return seat >= 0 ? seat : game_->CurrentSeat();
}

void Session::Ready() {
  if (!NeedsPrivacy()) return;
  viewer_ = NextHumanToDecide();
  SetView(game_->Redacted(viewer_));
}

int Session::LogSeat(size_t i) const {
  const auto& history = game_->History();
  return i < history.size() ? history[i].seat : -1;
}

std::vector<size_t> Session::SinceLastTurn(int seat) const {
  const size_t lines = std::min(log_.size(), game_->History().size());
  size_t from = 0;
  for (size_t i = lines; i > 0; --i) {
    if (LogSeat(i - 1) == seat && !IsAutomatic(i - 1)) {
      from = i;
      break;
    }
  }
  std::vector<size_t> out;
  for (size_t i = from; i < lines; ++i)
    if (LogSeat(i) != seat && !IsPass(i)) out.push_back(i);
  return out;
}

std::string Session::Describe(size_t index) const {
  if (describe_) return describe_(*game_, index, names_);
  const Game::LoggedMove& m = game_->History()[index];
  return SeatName(m.seat) + ": " + m.move;
}

//-----------------------------------------------------------------------------
// [SECTION] LocalSession: starting, loading
//-----------------------------------------------------------------------------

LocalSession::~LocalSession() = default;

Result<std::unique_ptr<LocalSession>> LocalSession::Start(const GameInfo& info, const Dictionary* dict,
                                                          SessionSetup setup, MoveDescriber describe) {
  using R = Result<std::unique_ptr<LocalSession>>;
  if (static_cast<int>(setup.seats.size()) != setup.options.seats) setup.options.seats = static_cast<int>(setup.seats.size());
  Result<std::unique_ptr<Game>> game = CreateGame(info, setup.options, dict);
  if (!game.ok()) return R::Error(game.error());
  std::unique_ptr<LocalSession> s(new LocalSession());
  s->info_ = &info;
  s->dict_ = dict;
  s->describe_ = std::move(describe);
  s->setup_ = std::move(setup);
  s->game_ = std::move(*game);
  for (size_t i = 0; i < s->setup_.seats.size(); ++i) {
    const SeatSetup& seat = s->setup_.seats[i];
    if (!seat.human && !info.HasBotLevel(seat.level)) return R::Error(info.title + " has no bot level \"" + seat.level + "\"");
    s->bots_.push_back(seat.human ? nullptr : info.make_bot(seat.level, dict));
    // The same streams as a headless match of the same seed (PlayMatch).
    s->seat_rngs_.emplace_back(s->setup_.options.seed, BotStream(static_cast<int>(i)));
  }
  s->auto_pass_.assign(s->setup_.seats.size(), kDefaultAutoPass);
  s->stand_in_.assign(s->setup_.seats.size(), false);
  s->decision_start_.assign(s->setup_.seats.size(), kNotDeciding);
  s->decision_clock_.assign(s->setup_.seats.size(), -1.0);
  s->names_ = SeatNames(s->setup_.seats);
  // With two humans or more nobody has seen the table yet: the first one to
  // move is asked to take the device. With one, the screen is theirs.
  // People on other devices (remote seats) never take this one.
  s->viewer_ = -1;
  if (s->LocalHumanCount() <= 1) {
    s->viewer_ = 0;
    for (int i = 0; i < s->game_->NumSeats(); ++i) {
      if (s->IsLocal(i)) {
        s->viewer_ = i;
        break;
      }
    }
  }
  s->Rebuild();
  return R(std::move(s));
}

Result<std::unique_ptr<LocalSession>> LocalSession::StartGuided(const GameInfo& info, const Dictionary* dict,
                                                                Tutorial tutorial, MoveDescriber describe) {
  using R = Result<std::unique_ptr<LocalSession>>;
  R session = Start(info, dict, tutorial.setup, std::move(describe));
  if (!session.ok()) return session;
  LocalSession& s = **session;
  for (const std::string& line : tutorial.setup_lines) {
    const Status st = s.ApplySetup(line);
    if (!st.ok()) return R::Error("the guided game's deal (\"" + line + "\") does not fit: " + st.reason());
  }
  s.Script(tutorial.bot_moves);
  s.guide_ = std::make_unique<Guide>(std::move(tutorial));
  s.UpdateGuide();
  return session;
}

Result<std::unique_ptr<LocalSession>> LocalSession::Load(std::string_view text, const GameRegistry& registry,
                                                         const Dictionary* dict, MoveDescriber describe) {
  using R = Result<std::unique_ptr<LocalSession>>;
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok()) return R::Error("it is not valid JSON (" + parsed.error() + ")");
  const Json& j = *parsed;
  if (j.is_object() && j["format"].is_string() && j["format"].as_string() == "lostfound-record") {
    return LoadRecord(text, registry, dict, std::move(describe));
  }
  if (!j.is_object() || j["format"].is_string() == false || j["format"].as_string() != kSaveFormat) {
    return R::Error("it is not a saved game of this program");
  }
  if (j["version"].as_int(-1) != kSaveVersion) return R::Error("it was saved by another version of the program");
  Result<GameRecord> record = GameRecord::Parse(j["record"].Dump());
  if (!record.ok()) return R::Error(record.error());
  const GameInfo* info = registry.Find(record->game);
  if (info == nullptr) return R::Error("it is a game this program does not know (" + record->game + ")");
  if (!j["seats"].is_array() || static_cast<int>(j["seats"].size()) != record->options.seats) {
    return R::Error("its list of players does not match the game");
  }
  SessionSetup setup;
  setup.options = record->options;
  for (const Json& seat : j["seats"].as_array()) {
    SeatSetup s;
    s.human = seat["human"].as_bool(true);
    s.remote = s.human && seat["remote"].as_bool(false);
    s.level = seat["level"].is_string() ? seat["level"].as_string() : "medium";
    if (s.level == "random" || !info->HasBotLevel(s.level)) {
      return R::Error("a bot has an unknown level (" + s.level + ")");
    }
    s.name = seat["name"].is_string() ? seat["name"].as_string().substr(0, 40) : "";
    setup.seats.push_back(s);
  }
  R built = FromRecord(*info, dict, std::move(setup), *record, std::move(describe));
  if (!built.ok()) return built;
  std::unique_ptr<LocalSession> s = std::move(*built);
  const size_t moves = s->game_->History().size();
  for (const Json& i : j["automatic"].as_array()) {
    const int64_t at = i.as_int(-1);
    if (at >= 0 && static_cast<size_t>(at) < moves) s->automatic_[static_cast<size_t>(at)] = true;
  }
  const double saved_at = j["saved_at"].as_number(0);
  if (saved_at > 0 && saved_at < 1e13) s->saved_at_ = static_cast<int64_t>(saved_at);
  for (size_t i = 0; i < s->auto_pass_.size(); ++i) {
    const Json& mode = j["seats"].as_array()[i]["auto_pass"];
    if (mode.is_string()) s->auto_pass_[i] = PassModeOf(mode.as_string());
  }
  if (j["guide"].is_object()) {
    Result<Tutorial> tutorial = Tutorial::Parse(j["guide"]["tutorial"].as_string());
    if (!tutorial.ok()) return R::Error(tutorial.error());
    s->Script(tutorial->bot_moves);
    s->guide_ = std::make_unique<Guide>(std::move(*tutorial));
    const Status placed = s->guide_->Load(j["guide"]["place"], moves);
    if (!placed.ok()) return R::Error(placed.reason());
  }
  if (j["room"].is_object()) s->room_saved_ = j["room"];
  const int viewer = static_cast<int>(j["viewer"].as_int(-1));
  // A reload with two humans asks for the device again: whoever holds it now
  // may not be the one who saw the table last.
  if (s->HumanCount() <= 1 && s->IsHuman(viewer)) s->viewer_ = viewer;
  s->Rebuild();
  // A real-time game goes on with its bots' streams and their plans as they
  // were (asking the bots again would change what they do).
  const Json& rt = j["rt"];
  if (s->RealTime() && rt.is_object() && rt["rngs"].size() == s->seat_rngs_.size() &&
      rt["plans"].size() == s->seat_rngs_.size()) {
    std::vector<Rng> rngs = s->seat_rngs_;
    std::vector<std::optional<TimedMove>> plans(rngs.size());
    bool good = true;
    for (size_t i = 0; i < rngs.size() && good; ++i) {
      good = rngs[i].Load(rt["rngs"].as_array()[i].as_string());
      const Json& plan = rt["plans"].as_array()[i];
      if (plan.is_array() && plan.size() == 2 && plan.as_array()[0].is_string()) {
        const double at = plan.as_array()[1].as_number(-1);
        if (at < static_cast<double>(s->game_->Now()) || at > 9e15) good = false;
        plans[i] = TimedMove{plan.as_array()[0].as_string(), static_cast<Millis>(at)};
      }
    }
    // (The clock starts again at the last move: what matters is that every
    // plan and timed event keeps its own game time.)
    if (good) {
      s->seat_rngs_ = std::move(rngs);
      s->driver_.SetPlans(std::move(plans));
    }
  }
  s->dirty_ = false;
  return R(std::move(s));
}

Result<std::unique_ptr<LocalSession>> LocalSession::LoadRecord(std::string_view text, const GameRegistry& registry,
                                                               const Dictionary* dict, MoveDescriber describe) {
  using R = Result<std::unique_ptr<LocalSession>>;
  Result<GameRecord> record = GameRecord::Parse(text);
  if (!record.ok()) return R::Error(record.error());
  const GameInfo* info = registry.Find(record->game);
  if (info == nullptr) return R::Error("it is a game this program does not know (" + record->game + ")");
  // The players' list names the bots ("bot:hard"); everyone else is a person.
  // Without a list, the first seat is the person and the rest medium bots.
  SessionSetup setup;
  setup.options = record->options;
  for (int seat = 0; seat < record->options.seats; ++seat) {
    SeatSetup s;
    const std::string name = static_cast<size_t>(seat) < record->players.size()
                                 ? record->players[static_cast<size_t>(seat)]
                                 : (seat == 0 ? "" : "bot:medium");
    if (name.rfind("bot:", 0) == 0) {
      s.human = false;
      s.level = name.substr(4);
      if (s.level == "random" || !info->HasBotLevel(s.level)) return R::Error("a bot has an unknown level (" + s.level + ")");
    } else {
      s.name = name.substr(0, 40);
    }
    setup.seats.push_back(s);
  }
  R built = FromRecord(*info, dict, std::move(setup), *record, std::move(describe));
  if (built.ok()) (*built)->Rebuild();
  return built;
}

Result<std::unique_ptr<LocalSession>> LocalSession::Replayed(size_t moves) const {
  GameRecord record = Record();
  if (moves > record.moves.size()) return Result<std::unique_ptr<LocalSession>>::Error("There is no such move.");
  record.moves.resize(moves);
  Result<std::unique_ptr<LocalSession>> built = FromRecord(*info_, dict_, setup_, record, describe_);
  if (built.ok()) (*built)->Rebuild();
  return built;
}

Result<std::unique_ptr<LocalSession>> LocalSession::FromRecord(const GameInfo& info, const Dictionary* dict,
                                                               SessionSetup setup, const GameRecord& record,
                                                               MoveDescriber describe) {
  using R = Result<std::unique_ptr<LocalSession>>;
  GameRegistry one;
  one.Add(info);
  Result<std::unique_ptr<Game>> game = record.Replay(one, dict);
  if (!game.ok()) return R::Error(game.error());
  R started = Start(info, dict, std::move(setup), std::move(describe));
  if (!started.ok()) return started;
  std::unique_ptr<LocalSession> s = std::move(*started);
  s->game_ = std::move(*game);
  s->setup_lines_ = record.setup;
  s->automatic_.assign(s->game_->History().size(), false);
  return R(std::move(s));
}

void Session::OtherMoved(double now) {
  other_moved_at_ = now;
  const size_t n = game_->History().size();
  other_hold_ = n == 0 ? pace_ : pace_ * std::clamp(game_->HoldShare(n - 1), 0.0, kMaxHoldShare);
  // Waiting for the person: a move worth showing stays until GoOn.
  if (WaitsForPerson() && other_hold_ > 0 && HumanCount() > 0) other_hold_ = 1e9;
}

//-----------------------------------------------------------------------------
// [SECTION] LocalSession: who decides, moves, bots
//-----------------------------------------------------------------------------

void LocalSession::StandIn(int seat, const std::string& level) {
  if (seat < 0 || static_cast<size_t>(seat) >= setup_.seats.size()) return;
  const size_t i = static_cast<size_t>(seat);
  if (!setup_.seats[i].human || !setup_.seats[i].remote) return;  // only for a person on another device
  const bool on = !level.empty() && info_->HasBotLevel(level);
  if (stand_in_[i] == on) return;
  stand_in_[i] = on;
  bots_[i] = on ? info_->make_bot(level, dict_) : nullptr;
  bot_due_ = -1;
  driver_.Clear();
  Replan();
}

void LocalSession::SetAutoPass(int seat, AutoPass mode) {
  if (auto_pass(seat) == mode) return;  // nothing changes: nothing to save
  Session::SetAutoPass(seat, mode);
  dirty_ = true;
  Persist();
}

int LocalSession::AutoPassSeat() const {
  if (RealTime() || game_->IsTerminal()) return -1;
  for (int seat : game_->DecidingSeats()) {
    const std::string pass = game_->PassMove(seat);
    if (pass.empty()) continue;
    const std::vector<std::string> moves = game_->LegalMoves(seat);
    if (moves.size() == 1 && moves.front() == pass) return seat;  // nothing else playable: never asked
    if (!IsHuman(seat)) continue;  // a bot decides for itself
    if (!game_->WorthAsking(seat)) return seat;  // nothing it could play would change anything
    const AutoPass mode = auto_pass(seat);
    if (mode == AutoPass::kUntilMyTurn && seat != game_->ActiveSeat()) return seat;
    if (mode == AutoPass::kUnlessConcerned && !game_->DecisionConcerns(seat)) return seat;
    if (mode == AutoPass::kWhenItMatters && !game_->DecisionConcerns(seat) && !AdviserPlays(seat)) return seat;
  }
  return -1;
}

bool LocalSession::AdviserPlays(int seat) const {
  if (!adviser_made_) {
    adviser_made_ = true;
    if (info_->HasBotLevel("hard")) adviser_ = info_->make_bot("hard", dict_);
  }
  if (adviser_ == nullptr) return true;
  const size_t moves = game_->History().size();
  if (advice_seat_ != seat || advice_at_ != moves) {
    // From the seat's own view, with the stream a bot in that seat would
    // decide with: the same table always gets the same answer.
    const std::unique_ptr<Game> view = game_->Redacted(seat);
    Rng rng = DecisionRng(seat);
    advice_plays_ = adviser_->ChooseMove(*view, seat, rng) != game_->PassMove(seat);
    advice_seat_ = seat;
    advice_at_ = moves;
  }
  return advice_plays_;
}

bool LocalSession::PassesFor(int seat) const { return AutoPassSeat() == seat && seat >= 0; }

bool LocalSession::NeedsPrivacy() const {
  if (LocalHumanCount() < 2 || RealTime() || game_->IsTerminal() || AutoPassSeat() >= 0) return false;
  const int seat = NextHumanToDecide();
  // While another human is still deciding, whoever holds the device keeps it.
  return seat >= 0 && seat != viewer_ && !IsDeciding(viewer_);
}

bool LocalSession::BotToMove() const {
  if (RealTime() || game_->IsTerminal() || AutoPassSeat() >= 0) return false;
  for (int seat : game_->DecidingSeats())
    if (!IsHuman(seat)) return true;
  return false;
}

Bot* LocalSession::BotOf(int seat) {
  // A guided game's opponent plays its script while the guide is on;
  // afterwards the seat's own (easy) bot plays.
  const auto scripted = scripted_.find(seat);
  if (guide_ != nullptr && !guide_->finished() && scripted != scripted_.end()) return scripted->second.get();
  return bots_[static_cast<size_t>(seat)].get();
}

void LocalSession::Script(const std::map<int, std::vector<std::string>>& scripts) {
  scripted_.clear();
  for (const auto& [seat, moves] : scripts)
    scripted_[seat] = std::make_unique<ScriptedBot>(moves, info_->make_bot("easy", dict_));
}

Rng LocalSession::DecisionRng(int seat) const {
  const uint64_t n = game_->History().size();
  return Rng(setup_.options.seed, DecisionStream(seat, n));
}

Status LocalSession::Play(int seat, std::string_view move) {
  if (game_->IsTerminal()) return Status::Refused("The game is over.");
  if (seat < 0 || static_cast<size_t>(seat) >= names_.size()) return Status::Refused("That seat is not at this table.");
  if (!IsHuman(seat)) return Status::Refused(SeatName(seat) + " is played by the program.");
  if (guide_ != nullptr) {
    const Status allowed = guide_->Allows(std::string(move));
    if (!allowed.ok()) return allowed;
  }
  if (RealTime()) {
    // Whatever was due before this moment happens first (a card dealt at
    // 1000 ms comes before a claim at 1016 ms), then the move at the clock.
    Step(last_update_ < 0 ? 0 : last_update_);
    const Status status = Apply(seat, move, std::max(clock_, game_->Now()), false);
    if (status.ok()) Replan();
    Persist();
    return status;
  }
  if (!IsDeciding(seat)) {
    const int next = NextHumanToDecide();
    const int waiting = next >= 0 ? next : game_->CurrentSeat();
    return Status::Refused("Wait: it is " + SeatName(waiting) + "'s turn.");
  }
  if (NeedsPrivacy()) return Status::Refused("Pass the device to " + SeatName(PrivacySeat()) + " first.");
  const Status status = Apply(seat, move, game_->Now(), false);
  UpdateGuide();
  Persist();
  return status;
}

Status LocalSession::Apply(int seat, std::string_view move, Millis time, bool automatic) {
  const bool pass = move == game_->PassMove(seat);
  Status status = game_->ApplyMoveAt(seat, move, time);
  if (!status.ok()) return status;
  if (IsHuman(seat) && !automatic) {
    // A person's own decision: the last bot move has been seen. (Passes
    // nobody chose, a bot's or an automatic one, show nothing: the bot move
    // before them stays held; a bot's real move sets its hold after this.)
    other_moved_at_ = -1;
    last_was_pass_ = pass;
  }
  automatic_.push_back(automatic);
  AfterMove();
  log_pass_.push_back(pass);
  return Status::Ok();
}

void LocalSession::AfterMove() {
  const size_t index = game_->History().size() - 1;
  log_.push_back(Describe(index));
  score_history_.push_back(game_->Scores());
  // The view follows every move, also before anyone took the device (what
  // is public, such as the move count, must never lag behind).
  SetView(game_->Redacted(viewer_ >= 0 ? viewer_ : 0));
  TrackDecisions(game_->History().back().seat);
  bot_due_ = -1;
  advice_seat_ = -1;
  dirty_ = true;
}

void LocalSession::TrackDecisions(int moved) {
  const size_t moves = game_->History().size();
  const std::vector<int> deciding = game_->IsTerminal() ? std::vector<int>{} : game_->DecidingSeats();
  for (size_t i = 0; i < decision_start_.size(); ++i) {
    const int seat = static_cast<int>(i);
    if (std::find(deciding.begin(), deciding.end(), seat) == deciding.end()) {
      decision_start_[i] = kNotDeciding;
      decision_clock_[i] = -1;
    } else if (seat == moved || decision_start_[i] == kNotDeciding) {
      // A decision begins: the seat's own move made another, or it came to decide.
      decision_start_[i] = moves;
      decision_clock_[i] = -1;
    }
  }
}

size_t LocalSession::DecisionStart(int seat) const {
  if (seat < 0 || static_cast<size_t>(seat) >= decision_start_.size()) return kNotDeciding;
  return decision_start_[static_cast<size_t>(seat)];
}

void LocalSession::Replan() {
  if (!RealTime()) return;
  std::vector<Bot*> bots;
  // (A guided game's scripted seats play their scripts while the guide is on.)
  for (size_t s = 0; s < bots_.size(); ++s) bots.push_back(bots_[s] ? BotOf(static_cast<int>(s)) : nullptr);
  driver_.Replan(*game_, bots, seat_rngs_);
}

void LocalSession::UpdateGuide() {
  if (guide_ == nullptr) return;
  std::vector<std::string> moves;
  for (const Game::LoggedMove& m : game_->History()) moves.push_back(m.move);
  Guide::Table table;
  table.moves = moves.size();
  table.over = game_->IsTerminal();
  bool person = false;
  for (int s : game_->DecidingSeats()) person |= IsHuman(s);
  // A person whose decision the session is about to pass for them (their
  // only move is to decline, or it would change nothing) is not deciding:
  // the bots' turn the guide waits for is not over yet.
  // Nor while the bots' last move is still held on screen: a step that waits
  // for the bots stays until their turn has been seen.
  table.person_to_move = person && !BotToMove() && AutoPassSeat() < 0 && !Holding(now_);
  const bool was_finished = guide_->finished();
  guide_->Update(moves, table);
  if (guide_->finished() != was_finished) bot_due_ = -1;
}

bool LocalSession::Update(double now) {
  now_ = now;
  bool moved = room_ && room_->Pump(*this, now);
  TurnTimers(now);
  if (Step(now)) moved = true;
  UpdateGuide();
  Persist();
  return moved;
}

void LocalSession::TurnTimers(double now) {
  const int limit = room_ ? room_->turn_seconds() : 0;
  // A host whose page slept (no frames) does not count its own sleep
  // against the person deciding.
  if (timers_at_ >= 0 && now - timers_at_ > 5)
    for (double& c : decision_clock_)
      if (c >= 0) c += now - timers_at_;
  timers_at_ = now;
  if (limit <= 0 || RealTime() || game_->IsTerminal() || guide_ != nullptr) return;
  for (int seat : game_->DecidingSeats()) {
    if (!IsHuman(seat) || seat < 0 || static_cast<size_t>(seat) >= decision_clock_.size()) continue;
    double& started = decision_clock_[static_cast<size_t>(seat)];
    if (started < 0) started = now;
    if (now - started < limit) continue;
    // Time is up: a bot decides this turn for them, from their seat's view.
    const SeatSetup& setup = setup_.seats[static_cast<size_t>(seat)];
    std::unique_ptr<Bot> bot = info_->make_bot(info_->HasBotLevel(setup.level) ? setup.level : "medium", dict_);
    std::unique_ptr<Game> view = game_->Redacted(seat);
    Rng rng = DecisionRng(seat);
    const std::string move = bot->ChooseMove(*view, seat, rng);
    CheckOk(Apply(seat, move, game_->Now(), true));
    OtherMoved(now);
    const std::string said = "Time ran out: a bot played " + SeatName(seat) + "'s turn (" + log_.back() + ").";
    if (IsLocal(seat)) notice_ = said;
    timed_out_.push_back(seat);
    return;  // one a frame
  }
}

std::vector<int> LocalSession::TakeTimedOut() {
  std::vector<int> out;
  out.swap(timed_out_);
  return out;
}

std::optional<double> LocalSession::TurnLeft(int seat, double now) const {
  const int limit = room_ ? room_->turn_seconds() : 0;
  if (limit <= 0 || RealTime() || game_->IsTerminal() || !IsHuman(seat) || DecisionStart(seat) == kNotDeciding)
    return std::nullopt;
  const double started = decision_clock_[static_cast<size_t>(seat)];
  return std::max(0.0, limit - (started < 0 ? 0.0 : now - started));
}

std::string LocalSession::TakeNotice() {
  std::string n;
  n.swap(notice_);
  return n;
}

void LocalSession::AdoptTable(std::unique_ptr<Game> table, int seat) {
  LF_CHECK(table != nullptr && table->Redacted(seat)->History() == game_->Redacted(seat)->History());
  Retire(std::move(game_));
  game_ = std::move(table);
  SetView(game_->Redacted(viewer_ >= 0 ? viewer_ : 0));
  bot_due_ = -1;
}

bool LocalSession::Step(double now) {
  if (RealTime()) {
    if (game_->IsTerminal()) return false;
    if (last_update_ < 0) last_update_ = now;
    // A guided game's clock waits while its guide waits for the person to
    // read (Next) or to tap, unless the step is played against the clock
    // (TutorialStep::ClockWaits): nothing is dealt or claimed meanwhile.
    const play::TutorialStep* step = guide_ != nullptr ? guide_->Current() : nullptr;
    if (step != nullptr && step->ClockWaits()) last_update_ = now;
    const double elapsed = std::clamp(now - last_update_, 0.0, 0.25);
    last_update_ = std::max(last_update_, now);
    clock_ = std::max(clock_ + static_cast<Millis>(std::llround(elapsed * 1000.0)), game_->Now());
    bool moved = false;
    for (std::optional<RealTimeDriver::Step> step = driver_.Next(*game_); step && step->at <= clock_;
         step = driver_.Next(*game_)) {
      CheckOk(Apply(step->seat, step->move, step->at, false));
      Replan();
      moved = true;
    }
    if (moved) dirty_ = true;
    return moved;
  }
  // What happens at once happens in one call: automatic passes and a bot's
  // declines (a window nobody takes closes within the frame that opened
  // it), up to the next move held on screen or the next person's decision.
  // (One at a time, a person's next decision could wait frames behind
  // passes nobody sees, and a guide's step with it.)
  bool moved = false;
  for (int instant = 0; instant < kInstantMovesPerUpdate; ++instant) {
    if (const int seat = AutoPassSeat(); seat >= 0) {
      // Nothing follows a move on screen before its hold is over (this pass
      // may roll the dice); a pass that shows something is held in turn.
      if (Holding(now)) return moved;
      CheckOk(Apply(seat, game_->PassMove(seat), game_->Now(), IsHuman(seat)));
      moved = true;
      if (game_->HoldShare(game_->History().size() - 1) > 0) {
        OtherMoved(now);
        return true;
      }
      continue;
    }
    if (!BotToMove()) {
      bot_due_ = -1;
      return moved;
    }
    int seat = -1;
    for (int s : game_->DecidingSeats()) {
      if (!IsHuman(s)) {
        seat = s;
        break;
      }
    }
    const size_t moves = game_->History().size();
    if (bot_due_ < 0 || bot_move_at_ != moves || bot_seat_ != seat) {
      // The bot decides now (from its view only, with a stream that depends
      // on the table alone); a bot that declines (a reaction it does not
      // take) does so at once: only its real moves are held on screen.
      Bot* bot = BotOf(seat);
      LF_CHECK(bot != nullptr);
      std::unique_ptr<Game> view = game_->Redacted(seat);
      Rng rng = DecisionRng(seat);
      bot_move_ = bot->ChooseMove(*view, seat, rng);
      bot_move_at_ = moves;
      bot_seat_ = seat;
      // A real move waits until the last bot move has been on screen its
      // hold; after a person's move, the pace (as if the bot thought about
      // it), but not after a person's pass, which shows nothing. A decline
      // waits only for the move on screen.
      const double held = other_moved_at_ >= 0 ? other_moved_at_ + other_hold_ : now;
      const double shown = other_moved_at_ >= 0 ? held : last_was_pass_ ? now : now + pace_;
      bot_due_ = std::max(now, bot_move_ == game_->PassMove(seat) ? held : shown);
    }
    if (now < bot_due_) return moved;
    const bool pass = bot_move_ == game_->PassMove(seat);
    CheckOk(Apply(seat, bot_move_, game_->Now(), false));
    moved = true;
    if (!pass || game_->HoldShare(game_->History().size() - 1) > 0) {
      OtherMoved(now);  // held on screen: the next move waits for a later call
      return true;
    }
  }
  return moved;
}

//-----------------------------------------------------------------------------
// [SECTION] LocalSession: undo
//-----------------------------------------------------------------------------

Result<size_t> LocalSession::UndoFrom() const {
  using R = Result<size_t>;
  if (HumanCount() != 1 || viewer_ < 0 || RealTime()) return R::Error("There is no move of yours to undo.");
  const auto& history = game_->History();
  size_t from = history.size();
  // The viewer's last decision: an automatic pass is not one (Undo back to
  // it would only pass again).
  while (from > 0 && (history[from - 1].seat != viewer_ || Automatic(from - 1))) --from;
  if (from == 0) return R::Error("There is no move of yours to undo.");
  --from;
  for (size_t i = from; i < history.size(); ++i) {
    if (game_->RevealedInformation(i)) {
      const bool own = history[i].seat == viewer_;
      return R::Error(own ? "You cannot take back a move that showed you a hidden card (" + history[i].move + ")."
                          : "You cannot take that back: " + SeatName(history[i].seat) +
                                " has seen a hidden card since (" + history[i].move + ").");
    }
  }
  if (guide_ != nullptr && !guide_->CanRewind(from)) return R::Error("The guide cannot go back to that move.");
  return from;
}

bool LocalSession::CanOfferUndo() const {
  // Another device has seen every move: nothing is taken back in a room.
  if (room_ || LocalHumanCount() != HumanCount() || game_->IsTerminal()) return false;
  // Only while the person decides: never during the bots' turns (where the
  // button would come and go with each of their moves).
  if (BotToMove() || AutoPassSeat() >= 0 || !IsDeciding(viewer_)) return false;
  return UndoFrom().ok();
}

GameRecord LocalSession::Record() const {
  GameRecord record = GameRecord::FromGame(*game_);
  record.players = names_;
  record.setup = setup_lines_;
  return record;
}

Status LocalSession::Undo() {
  const Result<size_t> start = UndoFrom();
  if (!start.ok()) return Status::Refused(start.error());
  const size_t from = *start;
  GameRecord record = Record();
  record.moves.resize(from);
  GameRegistry registry;
  registry.Add(*info_);
  Result<std::unique_ptr<Game>> rebuilt = record.Replay(registry, dict_);
  if (!rebuilt.ok()) CheckOk(Status::Refused(rebuilt.error()));
  Retire(std::move(game_));
  game_ = std::move(*rebuilt);
  automatic_.resize(from);
  if (guide_ != nullptr) guide_->Rewind(from);
  Rebuild();
  other_moved_at_ = -1;
  dirty_ = true;
  Persist();
  return Status::Ok();
}

void LocalSession::Rebuild() {
  SetView(game_->Redacted(viewer_ >= 0 ? viewer_ : 0));
  log_.clear();
  log_pass_.clear();
  score_history_.clear();
  decision_start_.assign(setup_.seats.size(), kNotDeciding);
  if (!game_->IsTerminal())
    for (int seat : game_->DecidingSeats())
      if (seat >= 0 && static_cast<size_t>(seat) < decision_start_.size()) decision_start_[static_cast<size_t>(seat)] = 0;
  // The scores after every move come from one replay of the record.
  score_history_.push_back({});
  const auto& history = game_->History();
  automatic_.resize(history.size(), false);
  if (history.empty()) {
    score_history_.back() = game_->Scores();
  } else {
    GameRecord record = Record();
    record.moves.clear();
    GameRegistry registry;
    registry.Add(*info_);
    Result<std::unique_ptr<Game>> replay = record.Replay(registry, dict_);
    if (!replay.ok()) CheckOk(Status::Refused(replay.error()));
    score_history_.back() = (*replay)->Scores();
    for (size_t i = 0; i < history.size(); ++i) {
      log_pass_.push_back(history[i].move == (*replay)->PassMove(history[i].seat));
      CheckOk((*replay)->ApplyMoveAt(history[i].seat, history[i].move, history[i].time));
      score_history_.push_back((*replay)->Scores());
      // Where each seat's decision began, as it was at every move.
      const std::vector<int> deciding = (*replay)->IsTerminal() ? std::vector<int>{} : (*replay)->DecidingSeats();
      for (size_t k = 0; k < decision_start_.size(); ++k) {
        const bool decides = std::find(deciding.begin(), deciding.end(), static_cast<int>(k)) != deciding.end();
        if (!decides) decision_start_[k] = kNotDeciding;
        else if (static_cast<int>(k) == history[i].seat || decision_start_[k] == kNotDeciding) decision_start_[k] = i + 1;
      }
    }
  }
  std::fill(decision_clock_.begin(), decision_clock_.end(), -1.0);
  for (size_t i = 0; i < history.size(); ++i) log_.push_back(Describe(i));
  bot_due_ = -1;
  advice_seat_ = -1;
  clock_ = game_->Now();
  driver_.Clear();
  Replan();
}

//-----------------------------------------------------------------------------
// [SECTION] LocalSession: saves, rooms, the next game
//-----------------------------------------------------------------------------

std::string LocalSession::SaveText(int64_t saved_at) const {
  Result<Json> record_json = Json::Parse(Record().ToJson());
  LF_CHECK(record_json.ok());
  Json seats(Json::Array{});
  for (size_t i = 0; i < setup_.seats.size(); ++i) {
    const SeatSetup& seat = setup_.seats[i];
    Json j(Json::Object{});
    j.set("human", seat.human);
    if (seat.remote) j.set("remote", true);
    j.set("level", seat.level);
    j.set("name", seat.name);
    if (auto_pass_[i] != kDefaultAutoPass) j.set("auto_pass", PassModeName(auto_pass_[i]));
    seats.push_back(j);
  }
  Json j(Json::Object{});
  j.set("format", kSaveFormat);
  j.set("version", kSaveVersion);
  j.set("record", *record_json);
  j.set("seats", seats);
  j.set("viewer", viewer_);
  Json automatic(Json::Array{});
  for (size_t i = 0; i < automatic_.size(); ++i)
    if (automatic_[i]) automatic.push_back(static_cast<int64_t>(i));
  if (automatic.size() > 0) j.set("automatic", automatic);
  if (RealTime()) {
    Json rt(Json::Object{});
    Json rngs(Json::Array{}), plans(Json::Array{});
    for (const Rng& r : seat_rngs_) rngs.push_back(r.Save());
    for (size_t i = 0; i < seat_rngs_.size(); ++i) {
      const std::optional<TimedMove>* plan = driver_.PlanOf(static_cast<int>(i));
      plans.push_back(plan != nullptr && *plan ? Json(Json::Array{Json((*plan)->move), Json((*plan)->at)}) : Json());
    }
    rt.set("rngs", rngs);
    rt.set("plans", plans);
    j.set("rt", rt);
  }
  if (guide_ != nullptr) {
    Json guide(Json::Object{});
    guide.set("tutorial", guide_->tutorial().text);
    guide.set("place", guide_->Save());
    j.set("guide", guide);
  }
  if (room_) {
    j.set("room", room_->SaveJson());
  } else if (room_saved_.is_object()) {
    j.set("room", room_saved_);
  }
  if (saved_at > 0) j.set("saved_at", saved_at);
  return j.Dump();
}

void LocalSession::KeepIn(Store& store) {
  store_ = &store;
  dirty_ = true;
  Persist();
}

void LocalSession::Persist() {
  // The guide moves on with the screen's taps and Next too: its place is saved.
  if (guide_ != nullptr && guide_->step() != saved_step_) {
    saved_step_ = guide_->step();
    dirty_ = true;
  }
  if (store_ == nullptr || !dirty_) return;
  dirty_ = false;
  // A finished game is not offered for resume; a finished guided game is
  // kept until left (its last table stays on screen).
  const Status status = game_->IsTerminal() && !guide_
                            ? store_->Remove(info_->name, slot())
                            : store_->Write(info_->name, slot(), SaveText(static_cast<int64_t>(std::time(nullptr))));
  save_error_ = status.ok() ? "" : "This game could not be saved: " + status.reason();
  // Also on the console (natively stderr): a lost save is worth a line in any log.
  if (!status.ok()) std::fprintf(stderr, "lostfound: %s\n", save_error_.c_str());
}

void LocalSession::Host(std::shared_ptr<HostRoom> room) {
  room_ = std::move(room);
  room_saved_ = Json();
  dirty_ = true;
  Persist();
}

void LocalSession::ReopenRoom(Transport* link, double now) {
  bool remote = false;
  for (const SeatSetup& seat : setup_.seats) remote |= seat.remote;
  if (!remote || room_) return;
  if (link != nullptr && room_saved_.is_object()) {
    Result<std::unique_ptr<HostRoom>> room = HostRoom::Resume(*link, *info_, dict_, room_saved_);
    if (room.ok()) {
      (*room)->Adopt(*this);
      (*room)->Open(now);
      room_ = std::shared_ptr<HostRoom>(std::move(*room));
      room_saved_ = Json();
      return;
    }
  }
  // No way to reach the guests: bots play their seats.
  for (int seat = 0; seat < game_->NumSeats(); ++seat) {
    if (setup_.seats[static_cast<size_t>(seat)].remote) StandIn(seat, "medium");
  }
}

std::optional<RoomStatus> LocalSession::Room() const {
  if (!room_) return std::nullopt;
  RoomStatus r;
  r.host = true;
  r.code = room_->code();
  r.seats = room_->Table();
  for (size_t i = 0; i < r.seats.size(); ++i) r.seats[i].stand_in = IsStandIn(static_cast<int>(i));
  r.problem = room_->link_problem();
  return r;
}

void LocalSession::Leave(bool for_good) {
  if (room_) {
    if (for_good) {
      room_->Close("The host closed the room.");
    } else {
      room_->Disconnect();  // the guests try again until the host opens the room again
    }
  }
  if (for_good && store_ != nullptr && guide_ != nullptr) (void)store_->Remove(info_->name, Slot::kGuide);
}

void LocalSession::HandedOver() {
  if (room_) room_->Close("The host is moving the game to another device. Reconnecting\xE2\x80\xA6", "moving");
  room_.reset();
  if (store_ != nullptr) {
    (void)store_->Remove(info_->name, slot());
    store_->MarkClosed();
  }
  store_ = nullptr;  // the other device keeps the game now
}

Result<std::unique_ptr<Session>> LocalSession::Rematch() {
  using R = Result<std::unique_ptr<Session>>;
  SessionSetup setup = setup_;
  setup.options.seed = Seed::Random();
  Result<std::unique_ptr<LocalSession>> next = Start(*info_, dict_, setup, describe_);
  if (!next.ok()) return R::Error(next.error());
  if (room_) {
    (*next)->room_ = room_;
    room_->Restarted();
  }
  if (store_ != nullptr) (*next)->KeepIn(*store_);
  return R(std::unique_ptr<Session>(std::move(*next)));
}

Status LocalSession::ApplySetup(std::string_view line) {
  if (!game_->History().empty()) return Status::Refused("a set-up line comes before the first move");
  Status status = game_->ApplySetup(line);
  if (!status.ok()) return status;
  setup_lines_.emplace_back(line);
  SetView(game_->Redacted(viewer_ >= 0 ? viewer_ : 0));
  score_history_.assign(1, game_->Scores());
  dirty_ = true;
  return Status::Ok();
}

void LocalSession::SetBot(int seat, std::unique_ptr<Bot> bot) {
  LF_CHECK(seat >= 0 && static_cast<size_t>(seat) < bots_.size());
  LF_CHECK(!IsHuman(seat));
  LF_CHECK(bot != nullptr);
  bots_[static_cast<size_t>(seat)] = std::move(bot);
  bot_due_ = -1;
}

}  // namespace lf::play
