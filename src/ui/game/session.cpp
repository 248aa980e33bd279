#include "ui/game/session.h"

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
  Result<std::unique_ptr<Game>> game = info.create(setup.options, dict);
  if (!game.ok()) return R::Error(game.error());
  std::unique_ptr<GameSession> s(new GameSession());
  s->info_ = &info;
  s->dict_ = dict;
  s->describe_ = std::move(describe);
  s->setup_ = std::move(setup);
  s->game_ = std::move(*game);
  for (size_t i = 0; i < s->setup_.seats.size(); ++i) {
    const SeatSetup& seat = s->setup_.seats[i];
    s->names_.push_back(seat.Label());
    s->bots_.push_back(seat.human ? nullptr : info.make_bot(seat.level, dict));
  }
  // Two seats with the same default name would make the log ambiguous.
  for (size_t i = 0; i < s->names_.size(); ++i) {
    for (size_t j = i + 1; j < s->names_.size(); ++j) {
      if (s->names_[j] == s->names_[i]) s->names_[j] += " " + std::to_string(j + 1);
    }
  }
  s->bot_rng_.Seed(s->setup_.options.seed ^ 0x9e3779b97f4a7c15ull);
  // With two humans or more nobody has seen the table yet: the first one to
  // move is asked to take the device. With one, the screen is theirs.
  s->viewer_ = -1;
  if (s->HumanCount() <= 1) {
    s->viewer_ = 0;
    for (int i = 0; i < s->game_->NumSeats(); ++i) {
      if (s->IsHuman(i)) {
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
  return seat >= 0 && seat < static_cast<int>(setup_.seats.size()) && setup_.seats[static_cast<size_t>(seat)].human;
}

bool GameSession::NeedsPrivacy() const {
  if (HumanCount() < 2 || game_->IsTerminal()) return false;
  const int seat = game_->CurrentSeat();
  return IsHuman(seat) && seat != viewer_;
}

void GameSession::Ready() {
  if (!NeedsPrivacy()) return;
  viewer_ = game_->CurrentSeat();
  Retire(std::move(view_));
  view_ = game_->Redacted(viewer_);
}

bool GameSession::BotToMove() const {
  const int seat = game_->CurrentSeat();
  return seat >= 0 && !IsHuman(seat);
}

Status GameSession::Play(std::string_view move) {
  const int seat = game_->CurrentSeat();
  if (game_->IsTerminal()) return Status::Refused("The game is over.");
  if (!IsHuman(seat)) return Status::Refused("Wait: it is " + names_[static_cast<size_t>(seat)] + "'s turn.");
  if (NeedsPrivacy()) return Status::Refused("Pass the device to " + names_[static_cast<size_t>(seat)] + " first.");
  return Apply(seat, move);
}

Status GameSession::Apply(int seat, std::string_view move) {
  Status status = game_->ApplyMove(seat, move);
  if (!status.ok()) return status;
  AfterMove();
  return Status::Ok();
}

void GameSession::AfterMove() {
  const size_t index = game_->History().size() - 1;
  log_.push_back(describe_ ? describe_(*game_, index, names_) : names_[static_cast<size_t>(game_->History()[index].seat)] + ": " + game_->History()[index].move);
  score_history_.push_back(game_->Scores());
  if (viewer_ >= 0) {
    Retire(std::move(view_));
    view_ = game_->Redacted(viewer_);
  }
  bot_due_ = -1;
}

bool GameSession::Update(double now, double pause) {
  if (!BotToMove()) {
    bot_due_ = -1;
    return false;
  }
  if (bot_due_ < 0) {
    bot_due_ = now + pause;
    return false;
  }
  if (now < bot_due_) return false;
  const int seat = game_->CurrentSeat();
  Bot* bot = bots_[static_cast<size_t>(seat)].get();
  LF_CHECK(bot != nullptr);
  std::unique_ptr<Game> view = game_->Redacted(seat);
  const std::string move = bot->ChooseMove(*view, seat, bot_rng_);
  Status status = Apply(seat, move);
  CheckOk(status);
  return true;
}

bool GameSession::CanOfferUndo() const {
  if (HumanCount() != 1 || viewer_ < 0) return false;
  for (const Game::LoggedMove& m : game_->History()) {
    if (m.seat == viewer_) return true;
  }
  return false;
}

Status GameSession::Undo() {
  if (!CanOfferUndo()) return Status::Refused("There is no move of yours to undo.");
  const auto& history = game_->History();
  size_t from = history.size();
  while (from > 0 && history[from - 1].seat != viewer_) --from;
  LF_CHECK(from > 0);
  --from;  // the viewer's last move
  for (size_t i = from; i < history.size(); ++i) {
    if (game_->RevealedInformation(i)) {
      const bool own = history[i].seat == viewer_;
      return Status::Refused(own ? "You cannot take back a move that showed you a hidden card (" + history[i].move + ")."
                                 : "You cannot take that back: " + names_[static_cast<size_t>(history[i].seat)] +
                                       " has seen a hidden card since (" + history[i].move + ").");
    }
  }
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
      CheckOk((*replay)->ApplyMove(history[i].seat, history[i].move));
      score_history_.push_back((*replay)->Scores());
    }
  }
  for (size_t i = 0; i < history.size(); ++i) {
    log_.push_back(describe_ ? describe_(*game_, i, names_) : names_[static_cast<size_t>(history[i].seat)] + ": " + history[i].move);
  }
  bot_due_ = -1;
}

std::string GameSession::SaveText() const {
  GameRecord record = GameRecord::FromGame(*game_);
  record.players = names_;
  Result<Json> record_json = Json::Parse(record.ToJson());
  LF_CHECK(record_json.ok());
  Json seats(Json::Array{});
  for (const SeatSetup& seat : setup_.seats) {
    Json j(Json::Object{});
    j.set("human", seat.human);
    j.set("level", seat.level);
    j.set("name", seat.name);
    seats.push_back(j);
  }
  Json j(Json::Object{});
  j.set("format", kSaveFormat);
  j.set("version", kSaveVersion);
  j.set("record", *record_json);
  j.set("seats", seats);
  j.set("viewer", viewer_);
  return j.Dump();
}

Result<std::unique_ptr<GameSession>> GameSession::Load(std::string_view text, const GameRegistry& registry,
                                                       const Dictionary* dict, MoveDescriber describe) {
  using R = Result<std::unique_ptr<GameSession>>;
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok()) return R::Error("it is not valid JSON (" + parsed.error() + ")");
  const Json& j = *parsed;
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
    s.level = seat["level"].is_string() ? seat["level"].as_string() : "medium";
    if (std::find(std::begin(kBotLevels), std::end(kBotLevels), s.level) == std::end(kBotLevels)) {
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
  const int viewer = static_cast<int>(j["viewer"].as_int(-1));
  // A reload with two humans asks for the device again: whoever holds it now
  // may not be the one who saw the table last.
  if (s->HumanCount() <= 1 && s->IsHuman(viewer)) s->viewer_ = viewer;
  s->Rebuild();
  return R(std::move(s));
}

Result<std::unique_ptr<GameSession>> GameSession::Rematch() const {
  SessionSetup setup = setup_;
  setup.options.seed = RandomSeed();
  return Start(*info_, dict_, setup, describe_);
}

}  // namespace lf::ui
