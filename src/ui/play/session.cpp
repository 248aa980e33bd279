#include "ui/play/session.h"

#include <algorithm>
#include <cstdio>
#include <random>

#include "core/check.h"

namespace lf::ui {

namespace {
// A bot's illegal answer or a record of our own that no longer replays is a
// programmer error: say what it was, then abort.
void CheckOk(const Status& status) {
  if (!status.ok()) std::fprintf(stderr, "game session: %s\n", status.reason().c_str());
  LF_CHECK(status.ok());
}
constexpr const char* kSaveFormat = "lostfound-session";
constexpr int kSaveVersion = 1;
}  // namespace

std::string SeatSetup::Label() const {
  if (!name.empty()) return name;
  return human ? std::string("Player") : "Bot (" + level + ")";
}

std::string GameSession::SaveFileName(std::string_view game) { return "save-" + std::string(game) + ".json"; }

uint64_t GameSession::RandomSeed() {
  std::random_device device;
  return (static_cast<uint64_t>(device()) & 0x7fffffffu) | 1u;
}

Result<std::unique_ptr<GameSession>> GameSession::Start(const GameInfo& info, const Dictionary* dict,
                                                        SessionSetup setup, MoveDescriber describe) {
  using R = Result<std::unique_ptr<GameSession>>;
  if (static_cast<int>(setup.seats.size()) != setup.options.seats) setup.options.seats = static_cast<int>(setup.seats.size());
  Result<std::unique_ptr<Game>> game = CreateGame(info, setup.options, dict);
  if (!game.ok()) return R::Error(game.error());
  std::unique_ptr<GameSession> s(new GameSession());
  s->info_ = &info;
  s->dict_ = dict;
  s->describe_ = std::move(describe);
  s->setup_ = std::move(setup);
  s->game_ = std::move(*game);
  for (size_t i = 0; i < s->setup_.seats.size(); ++i) {
    const SeatSetup& seat = s->setup_.seats[i];
    if (!seat.human && !info.HasBotLevel(seat.level)) return R::Error(info.title + " has no bot level \"" + seat.level + "\"");
    s->names_.push_back(seat.Label());
    s->bots_.push_back(seat.human ? nullptr : info.make_bot(seat.level, dict));
    // The same streams as a headless match of the same seed (PlayMatch).
    s->seat_rngs_.emplace_back(s->setup_.options.seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(i) + 1);
  }
  s->auto_pass_.assign(s->setup_.seats.size(), AutoPass::kAsk);
  s->stand_in_.assign(s->setup_.seats.size(), false);
  // Two seats with the same default name would make the log ambiguous.
  for (size_t i = 0; i < s->names_.size(); ++i) {
    for (size_t j = i + 1; j < s->names_.size(); ++j) {
      if (s->names_[j] == s->names_[i]) s->names_[j] += " " + std::to_string(j + 1);
    }
  }
  s->bot_rng_.Seed(s->setup_.options.seed ^ 0x9e3779b97f4a7c15ull);
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

int GameSession::HumanCount() const {
  return static_cast<int>(std::count_if(setup_.seats.begin(), setup_.seats.end(), [](const SeatSetup& s) { return s.human; }));
}

bool GameSession::IsHuman(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(setup_.seats.size())) return false;
  const size_t i = static_cast<size_t>(seat);
  return setup_.seats[i].human && !(i < stand_in_.size() && stand_in_[i]);
}

int GameSession::LocalHumanCount() const {
  int n = 0;
  for (int seat = 0; seat < static_cast<int>(setup_.seats.size()); ++seat) n += IsLocal(seat) ? 1 : 0;
  return n;
}

void GameSession::StandIn(int seat, const std::string& level) {
  if (seat < 0 || static_cast<size_t>(seat) >= setup_.seats.size() || IsMirror()) return;
  const size_t i = static_cast<size_t>(seat);
  if (!setup_.seats[i].human || !setup_.seats[i].remote) return;  // only for a person on another device
  const bool on = !level.empty() && info_->HasBotLevel(level);
  stand_in_[i] = on;
  bots_[i] = on ? info_->make_bot(level, dict_) : nullptr;
  bot_due_ = -1;
  driver_.Clear();
  Replan();
}

bool GameSession::IsStandIn(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < stand_in_.size() && stand_in_[static_cast<size_t>(seat)];
}

std::string GameSession::SeatName(int seat) const {
  if (seat >= 0 && static_cast<size_t>(seat) < names_.size()) return names_[static_cast<size_t>(seat)];
  return seat == kDealerSeat ? "Dealer" : "Nobody";
}

std::string GameSession::WaitingText() const {
  const std::vector<int> deciding = game_->DecidingSeats();
  if (deciding.empty()) return game_->IsTerminal() ? "The game is over." : "The dealer is dealing\xE2\x80\xA6";
  if (deciding.size() == 1) return SeatName(deciding.front()) + " is playing\xE2\x80\xA6";
  std::string names;
  for (size_t i = 0; i < deciding.size(); ++i) {
    names += (i == 0 ? "" : i + 1 == deciding.size() ? " and " : ", ") + SeatName(deciding[i]);
  }
  return names + " are deciding\xE2\x80\xA6";
}

int GameSession::TurnsPlayed() const {
  int turns = 0;
  int last = kTerminalSeat;
  for (const Game::LoggedMove& m : game_->History()) {
    if (m.seat < 0) continue;
    if (m.seat != last) ++turns;
    last = m.seat;
  }
  return turns;
}

bool GameSession::IsDeciding(int seat) const {
  if (awaiting_ && seat == viewer_) return false;  // its move is with the host
  const std::vector<int> deciding = game_->DecidingSeats();
  return std::find(deciding.begin(), deciding.end(), seat) != deciding.end();
}

void GameSession::SetAutoPass(int seat, AutoPass mode) {
  if (seat >= 0 && static_cast<size_t>(seat) < auto_pass_.size()) auto_pass_[static_cast<size_t>(seat)] = mode;
  if (on_auto_pass_) on_auto_pass_(seat, mode);
}

GameSession::AutoPass GameSession::auto_pass(int seat) const {
  if (seat < 0 || static_cast<size_t>(seat) >= auto_pass_.size()) return AutoPass::kAsk;
  return auto_pass_[static_cast<size_t>(seat)];
}

int GameSession::AutoPassSeat() const {
  if (RealTime() || game_->IsTerminal()) return -1;
  for (int seat : game_->DecidingSeats()) {
    const std::string pass = game_->PassMove(seat);
    if (pass.empty()) continue;
    const std::vector<std::string> moves = game_->LegalMoves(seat);
    if (moves.size() == 1 && moves.front() == pass) return seat;  // nothing else playable: never asked
    if (!IsHuman(seat)) continue;  // a bot decides for itself
    const AutoPass mode = auto_pass(seat);
    if (mode == AutoPass::kUntilMyTurn && seat != game_->ActiveSeat()) return seat;
    if (mode == AutoPass::kUnlessConcerned && !game_->DecisionConcerns(seat)) return seat;
  }
  return -1;
}

int GameSession::NextHumanToDecide() const {
  if (game_->IsTerminal()) return -1;
  for (int seat : game_->DecidingSeats())
    if (IsLocal(seat)) return seat;
  return -1;
}

bool GameSession::NeedsPrivacy() const {
  if (LocalHumanCount() < 2 || RealTime() || game_->IsTerminal() || AutoPassSeat() >= 0) return false;
  const int seat = NextHumanToDecide();
  // While another human is still deciding, whoever holds the device keeps it.
  return seat >= 0 && seat != viewer_ && !IsDeciding(viewer_);
}

int GameSession::PrivacySeat() const {
  const int seat = NextHumanToDecide();
  return seat >= 0 ? seat : game_->CurrentSeat();
}

void GameSession::Ready() {
  if (!NeedsPrivacy()) return;
  viewer_ = NextHumanToDecide();
  Retire(std::move(view_));
  view_ = game_->Redacted(viewer_);
}

bool GameSession::BotToMove() const {
  if (RealTime() || game_->IsTerminal() || AutoPassSeat() >= 0) return false;
  for (int seat : game_->DecidingSeats())
    if (!IsHuman(seat)) return true;
  return false;
}

Status GameSession::Play(int seat, std::string_view move) {
  if (game_->IsTerminal()) return Status::Refused("The game is over.");
  if (seat < 0 || static_cast<size_t>(seat) >= names_.size()) return Status::Refused("That seat is not at this table.");
  if (!IsHuman(seat)) return Status::Refused(SeatName(seat) + " is played by the program.");
  if (IsMirror()) {
    // The host decides; a refusal comes back from it.
    if (seat != viewer_) return Status::Refused("That seat is played on another device.");
    if (!RealTime() && !IsDeciding(seat)) {
      return Status::Refused("Wait: it is " + SeatName(game_->CurrentSeat()) + "'s turn.");
    }
    if (!RealTime()) awaiting_ = true;
    send_(seat, std::string(move));
    return Status::Ok();
  }
  if (RealTime()) {
    // Whatever was due before this moment happens first (a card dealt at
    // 1000 ms comes before a claim at 1016 ms), then the move at the clock.
    Update(last_update_ < 0 ? 0 : last_update_, 0);
    const Status status = Apply(seat, move, std::max(clock_, game_->Now()));
    if (status.ok()) Replan();
    return status;
  }
  if (!IsDeciding(seat)) {
    const int next = NextHumanToDecide();
    const int waiting = next >= 0 ? next : game_->CurrentSeat();
    return Status::Refused("Wait: it is " + SeatName(waiting) + "'s turn.");
  }
  if (NeedsPrivacy()) return Status::Refused("Pass the device to " + SeatName(PrivacySeat()) + " first.");
  return Apply(seat, move, game_->Now());
}

Status GameSession::Apply(int seat, std::string_view move, Millis time) {
  Status status = game_->ApplyMoveAt(seat, move, time);
  if (!status.ok()) return status;
  bot_moved_at_ = -1;  // a bot's move sets it again after this
  AfterMove();
  return Status::Ok();
}

std::string GameSession::Describe(size_t index) const {
  if (describe_) return describe_(*game_, index, names_);
  const Game::LoggedMove& m = game_->History()[index];
  return SeatName(m.seat) + ": " + m.move;
}

void GameSession::AfterMove() {
  const size_t index = game_->History().size() - 1;
  log_.push_back(Describe(index));
  score_history_.push_back(game_->Scores());
  // The view follows every move, also before anyone took the device (what
  // is public, such as the move count, must never lag behind).
  Retire(std::move(view_));
  view_ = game_->Redacted(viewer_ >= 0 ? viewer_ : 0);
  bot_due_ = -1;
}

void GameSession::Replan() {
  if (!RealTime()) return;
  std::vector<Bot*> bots;
  for (auto& b : bots_) bots.push_back(b.get());
  driver_.Replan(*game_, bots, seat_rngs_);
}

bool GameSession::Update(double now, double pause) {
  if (IsMirror()) {
    // The host's clock runs on here between its tables, up to its next event.
    if (RealTime() && !game_->IsTerminal()) {
      if (last_update_ < 0) last_update_ = now;
      const double elapsed = std::clamp(now - last_update_, 0.0, 0.25);
      last_update_ = std::max(last_update_, now);
      clock_ += static_cast<Millis>(std::llround(elapsed * 1000.0));
      if (const std::optional<Millis> due = game_->NextTimedEvent()) clock_ = std::min(clock_, *due);
    }
    const bool received = received_;
    received_ = false;
    return received;
  }
  if (RealTime()) {
    if (game_->IsTerminal()) return false;
    if (last_update_ < 0) last_update_ = now;
    const double elapsed = std::clamp(now - last_update_, 0.0, 0.25);
    last_update_ = std::max(last_update_, now);
    clock_ = std::max(clock_ + static_cast<Millis>(std::llround(elapsed * 1000.0)), game_->Now());
    bool moved = false;
    for (std::optional<RealTimeDriver::Step> step = driver_.Next(*game_); step && step->at <= clock_;
         step = driver_.Next(*game_)) {
      CheckOk(Apply(step->seat, step->move, step->at));
      Replan();
      moved = true;
    }
    return moved;
  }
  if (const int seat = AutoPassSeat(); seat >= 0) {
    CheckOk(Apply(seat, game_->PassMove(seat), game_->Now()));
    return true;
  }
  if (!BotToMove()) {
    bot_due_ = -1;
    return false;
  }
  if (bot_due_ < 0) {
    bot_due_ = now + pause;
    return false;
  }
  if (now < bot_due_) return false;
  int seat = -1;
  for (int s : game_->DecidingSeats()) {
    if (!IsHuman(s)) {
      seat = s;
      break;
    }
  }
  Bot* bot = bots_[static_cast<size_t>(seat)].get();
  LF_CHECK(bot != nullptr);
  std::unique_ptr<Game> view = game_->Redacted(seat);
  const std::string move = bot->ChooseMove(*view, seat, bot_rng_);
  CheckOk(Apply(seat, move, game_->Now()));
  bot_moved_at_ = now;
  return true;
}

bool GameSession::Holding(double now, double hold) const {
  return bot_moved_at_ >= 0 && now >= bot_moved_at_ && now - bot_moved_at_ < hold;
}

Result<size_t> GameSession::UndoFrom() const {
  using R = Result<size_t>;
  if (HumanCount() != 1 || viewer_ < 0 || RealTime()) return R::Error("There is no move of yours to undo.");
  const auto& history = game_->History();
  size_t from = history.size();
  while (from > 0 && history[from - 1].seat != viewer_) --from;
  if (from == 0) return R::Error("There is no move of yours to undo.");
  --from;  // the viewer's last move
  for (size_t i = from; i < history.size(); ++i) {
    if (game_->RevealedInformation(i)) {
      const bool own = history[i].seat == viewer_;
      return R::Error(own ? "You cannot take back a move that showed you a hidden card (" + history[i].move + ")."
                          : "You cannot take that back: " + SeatName(history[i].seat) +
                                " has seen a hidden card since (" + history[i].move + ").");
    }
  }
  return from;
}

bool GameSession::CanOfferUndo() const {
  // Another device has seen every move: nothing is taken back in a room.
  if (IsMirror() || LocalHumanCount() != HumanCount()) return false;
  return !game_->IsTerminal() && UndoFrom().ok();
}

Status GameSession::Undo() {
  const Result<size_t> start = UndoFrom();
  if (!start.ok()) return Status::Refused(start.error());
  const size_t from = *start;
  GameRecord record = GameRecord::FromGame(*game_);
  record.moves.resize(from);
  GameRegistry registry;
  registry.Add(*info_);
  Result<std::unique_ptr<Game>> rebuilt = record.Replay(registry, dict_);
  if (!rebuilt.ok()) CheckOk(Status::Refused(rebuilt.error()));
  Retire(std::move(game_));
  game_ = std::move(*rebuilt);
  Rebuild();
  return Status::Ok();
}

void GameSession::Rebuild() {
  Retire(std::move(view_));
  view_ = game_->Redacted(viewer_ >= 0 ? viewer_ : 0);
  log_.clear();
  score_history_.clear();
  // The scores after every move come from one replay of the record.
  score_history_.push_back({});
  const auto& history = game_->History();
  if (history.empty()) {
    score_history_.back() = game_->Scores();
  } else {
    GameRecord record = GameRecord::FromGame(*game_);
    record.moves.clear();
    GameRegistry registry;
    registry.Add(*info_);
    Result<std::unique_ptr<Game>> replay = record.Replay(registry, dict_);
    if (!replay.ok()) CheckOk(Status::Refused(replay.error()));
    score_history_.back() = (*replay)->Scores();
    for (size_t i = 0; i < history.size(); ++i) {
      CheckOk((*replay)->ApplyMoveAt(history[i].seat, history[i].move, history[i].time));
      score_history_.push_back((*replay)->Scores());
    }
  }
  for (size_t i = 0; i < history.size(); ++i) log_.push_back(Describe(i));
  bot_due_ = -1;
  clock_ = game_->Now();
  driver_.Clear();
  Replan();
}

std::string GameSession::SaveText(int64_t saved_at) const {
  GameRecord record = GameRecord::FromGame(*game_);
  record.players = names_;
  Result<Json> record_json = Json::Parse(record.ToJson());
  LF_CHECK(record_json.ok());
  Json seats(Json::Array{});
  for (size_t i = 0; i < setup_.seats.size(); ++i) {
    const SeatSetup& seat = setup_.seats[i];
    Json j(Json::Object{});
    j.set("human", seat.human);
    if (seat.remote) j.set("remote", true);
    j.set("level", seat.level);
    j.set("name", seat.name);
    if (auto_pass_[i] != AutoPass::kAsk) j.set("auto_pass", auto_pass_[i] == AutoPass::kUntilMyTurn ? "until-my-turn" : "unless-concerned");
    seats.push_back(j);
  }
  Json j(Json::Object{});
  j.set("format", kSaveFormat);
  j.set("version", kSaveVersion);
  j.set("record", *record_json);
  j.set("seats", seats);
  j.set("viewer", viewer_);
  if (saved_at > 0) j.set("saved_at", saved_at);
  return j.Dump();
}

Result<std::unique_ptr<GameSession>> GameSession::Load(std::string_view text, const GameRegistry& registry,
                                                       const Dictionary* dict, MoveDescriber describe) {
  using R = Result<std::unique_ptr<GameSession>>;
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
  GameRegistry one;
  one.Add(*info);
  Result<std::unique_ptr<Game>> game = record->Replay(one, dict);
  if (!game.ok()) return R::Error(game.error());
  Result<std::unique_ptr<GameSession>> started = Start(*info, dict, setup, std::move(describe));
  if (!started.ok()) return started;
  std::unique_ptr<GameSession> s = std::move(*started);
  s->game_ = std::move(*game);
  const double saved_at = j["saved_at"].as_number(0);
  if (saved_at > 0 && saved_at < 1e13) s->saved_at_ = static_cast<int64_t>(saved_at);
  for (size_t i = 0; i < s->auto_pass_.size(); ++i) {
    const Json& mode = j["seats"].as_array()[i]["auto_pass"];
    if (!mode.is_string()) continue;
    if (mode.as_string() == "until-my-turn") s->auto_pass_[i] = AutoPass::kUntilMyTurn;
    if (mode.as_string() == "unless-concerned") s->auto_pass_[i] = AutoPass::kUnlessConcerned;
  }
  const int viewer = static_cast<int>(j["viewer"].as_int(-1));
  // A reload with two humans asks for the device again: whoever holds it now
  // may not be the one who saw the table last.
  if (s->HumanCount() <= 1 && s->IsHuman(viewer)) s->viewer_ = viewer;
  s->Rebuild();
  return R(std::move(s));
}

Result<std::unique_ptr<GameSession>> GameSession::LoadRecord(std::string_view text, const GameRegistry& registry,
                                                             const Dictionary* dict, MoveDescriber describe) {
  using R = Result<std::unique_ptr<GameSession>>;
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
  GameRegistry one;
  one.Add(*info);
  Result<std::unique_ptr<Game>> game = record->Replay(one, dict);
  if (!game.ok()) return R::Error(game.error());
  Result<std::unique_ptr<GameSession>> started = Start(*info, dict, setup, std::move(describe));
  if (!started.ok()) return started;
  std::unique_ptr<GameSession> s = std::move(*started);
  s->game_ = std::move(*game);
  s->Rebuild();
  return R(std::move(s));
}

Status GameSession::ApplySetup(std::string_view line) {
  if (!game_->History().empty()) return Status::Refused("a set-up line comes before the first move");
  Status status = game_->ApplySetup(line);
  if (!status.ok()) return status;
  Retire(std::move(view_));
  view_ = game_->Redacted(viewer_ >= 0 ? viewer_ : 0);
  score_history_.assign(1, game_->Scores());
  return Status::Ok();
}

void GameSession::SetBot(int seat, std::unique_ptr<Bot> bot) {
  LF_CHECK(seat >= 0 && static_cast<size_t>(seat) < bots_.size());
  LF_CHECK(!IsHuman(seat));
  LF_CHECK(bot != nullptr);
  bots_[static_cast<size_t>(seat)] = std::move(bot);
  bot_due_ = -1;
}

Result<std::unique_ptr<GameSession>> GameSession::Mirror(const GameInfo& info, const Dictionary* dict,
                                                         SessionSetup setup, int seat, MoveDescriber describe,
                                                         MoveSender send) {
  using R = Result<std::unique_ptr<GameSession>>;
  if (seat < 0 || seat >= static_cast<int>(setup.seats.size())) return R::Error("that seat is not at the table");
  for (size_t i = 0; i < setup.seats.size(); ++i) {
    setup.seats[i].remote = static_cast<int>(i) != seat;  // everyone else is on another device
    if (!setup.seats[i].human && !info.HasBotLevel(setup.seats[i].level)) setup.seats[i].level = "medium";
  }
  setup.seats[static_cast<size_t>(seat)].human = true;
  setup.options.seed = 0;  // a guest never knows the deal
  Result<std::unique_ptr<GameSession>> started = Start(info, dict, std::move(setup), std::move(describe));
  if (!started.ok()) return started;
  std::unique_ptr<GameSession> s = std::move(*started);
  // The seats' bots play on the host only.
  for (auto& bot : s->bots_) bot = nullptr;
  s->send_ = std::move(send);
  s->viewer_ = seat;
  s->driver_.Clear();
  s->Retire(std::move(s->view_));
  s->view_ = s->game_->Redacted(seat);
  return R(std::move(s));
}

void GameSession::Receive(std::unique_ptr<Game> table, Millis clock, std::vector<std::vector<int>> scores,
                          std::vector<std::string> names, double now) {
  LF_CHECK(IsMirror() && table != nullptr);
  const auto& old = game_->History();
  const auto& fresh = table->History();
  // A longer history with the same start only adds log lines; anything else
  // (a new game, a host that went back) starts the log again.
  bool extends = fresh.size() >= old.size();
  for (size_t i = 0; extends && i < old.size(); ++i) extends = old[i] == fresh[i];
  const size_t before = extends ? old.size() : 0;
  if (names.size() == names_.size()) names_ = std::move(names);
  Retire(std::move(game_));
  game_ = std::move(table);
  Retire(std::move(view_));
  view_ = game_->Clone();
  if (!extends) {
    log_.clear();
    score_history_.assign(1, game_->Scores());
  }
  for (size_t i = before; i < game_->History().size(); ++i) log_.push_back(Describe(i));
  if (game_->History().size() > before) score_history_.push_back(game_->Scores());
  if (!scores.empty()) score_history_ = std::move(scores);
  clock_ = std::max(clock, game_->Now());
  last_update_ = now;
  // Another player's move stays on screen as a bot's does.
  const bool theirs = game_->History().size() > before && game_->History().back().seat != viewer_;
  bot_moved_at_ = theirs ? now : -1;
  received_ = true;
  awaiting_ = false;
}

Result<std::unique_ptr<GameSession>> GameSession::Rematch() const {
  if (IsMirror()) return Result<std::unique_ptr<GameSession>>::Error("The host starts the next game.");
  SessionSetup setup = setup_;
  setup.options.seed = RandomSeed();
  return Start(*info_, dict_, setup, describe_);
}

}  // namespace lf::ui
