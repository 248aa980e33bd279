#include "ui/play/tutorial.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "core/registry.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "ui/widgets.h"

namespace lf::ui {

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
  t.title = j["title"].is_string() ? j["title"].as_string() : "A guided first game";
  for (const Json& seat : j["seats"].as_array()) {
    SeatSetup s;
    s.human = seat["human"].as_bool(false);
    s.level = "easy";
    s.name = seat["name"].is_string() ? seat["name"].as_string() : "";
    t.setup.seats.push_back(s);
  }
  t.setup.options.seats = static_cast<int>(t.setup.seats.size());
  const double seed = j["seed"].as_number(1);
  if (seed < 1 || seed > 9007199254740992.0 || seed != std::floor(seed)) return R::Error("the guided game's seed is not a whole number");
  t.setup.options.seed = static_cast<uint64_t>(seed);
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
    const bool taps_only = s.move.empty() && !s.taps.empty();
    const int waits = (s.next ? 1 : 0) + (s.bot ? 1 : 0) + (s.move.empty() ? 0 : 1) + (taps_only ? 1 : 0);
    if (s.say.empty() || waits != 1)
      return R::Error("step " + std::to_string(t.steps.size() + 1) +
                      " of the guided game must say something and wait for one thing (next, taps, a move or the bots)");
    t.steps.push_back(std::move(s));
  }
  return t;
}

Result<std::unique_ptr<GameSession>> Tutorial::Start(const GameInfo& info, const Dictionary* dict,
                                                     MoveDescriber describe) const {
  using R = Result<std::unique_ptr<GameSession>>;
  Result<std::unique_ptr<GameSession>> session = GameSession::Start(info, dict, setup, std::move(describe));
  if (!session.ok()) return session;
  for (const std::string& line : setup_lines) {
    const Status st = (*session)->ApplySetup(line);
    if (!st.ok()) return R::Error("the guided game's deal (\"" + line + "\") does not fit: " + st.reason());
  }
  for (const auto& [seat, moves] : bot_moves) {
    (*session)->SetBot(seat, std::make_unique<ScriptedBot>(moves, info.make_bot("easy", dict)));
  }
  return session;
}

std::string ScriptedBot::ChooseMove(const Game& view, int seat, Rng& rng) {
  if (!moves_.empty()) {
    std::string move = moves_.front();
    moves_.pop_front();
    const std::vector<std::string> legal = view.LegalMoves(seat);
    if (std::find(legal.begin(), legal.end(), move) != legal.end()) return move;
    // A script out of step with the game is the file's mistake: play on
    // rather than stop the player's game (the tutorial tests catch it).
    moves_.clear();
  }
  return fallback_->ChooseMove(view, seat, rng);
}

//-----------------------------------------------------------------------------
// [SECTION] The guide
//-----------------------------------------------------------------------------

void TutorialGuide::Update(const GameSession& session) {
  const auto& history = session.game().History();
  while (const TutorialStep* step = Current()) {
    bool done = false;
    if (!step->move.empty()) {
      // The move was made (Allows let nothing else through).
      for (size_t i = history_seen_; i < history.size() && !done; ++i) done = history[i].move == step->move;
    } else if (!step->taps.empty()) {
      done = taps_done_ >= step->taps.size();  // a move being put together, tap by tap
    } else if (step->bot) {
      // The bots have played: a person is to decide (or the game ended).
      const std::vector<int> deciding = session.Deciding();
      done = session.game().IsTerminal() || (!session.BotToMove() && history.size() > history_seen_ &&
                                             std::any_of(deciding.begin(), deciding.end(),
                                                         [&](int s) { return session.IsHuman(s); }));
    }
    if (!done) break;
    ++step_;
    taps_done_ = 0;
    history_seen_ = history.size();
  }
}

Status TutorialGuide::Allows(const std::string& move) const {
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

bool TutorialGuide::Draw(Ui& ui, ImVec2 top, float width, float* bottom) {
  const TutorialStep* step = Current();
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  // The item to tap now, ringed; a tap on it moves the pointer on.
  const NamedItem* item = nullptr;
  if (step != nullptr && taps_done_ < step->taps.size()) item = ui.FindItem(step->taps[taps_done_]);
  if (item != nullptr) {
    const ImVec2 min(item->x, item->y), max(item->x + item->w, item->y + item->h);
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
      const ImVec2 at = ImGui::GetIO().MousePos;
      if (at.x >= min.x && at.x <= max.x && at.y >= min.y && at.y <= max.y) ++taps_done_;
    }
    const float pulse = ui.MotionSeconds(1.0f) > 0 ? 0.5f + 0.5f * std::sin(static_cast<float>(ui.time()) * 5.0f) : 1.0f;
    const float grow = (4 + 3 * pulse) * s;
    ImGui::GetForegroundDrawList()->AddRect(ImVec2(min.x - grow, min.y - grow), ImVec2(max.x + grow, max.y + grow),
                                            Col(WithAlpha(p.accent, 0.55f + 0.45f * pulse)), l.rounding, 0, 3.5f * s);
  }

  // The guide card: what to do, Next where the step waits for it, and a way out.
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNav;
  // Over the table's status lines, or lower when the item to tap is up there.
  ImVec2 at = top;
  if (item != nullptr && item->y < top.y + 140 * s) at.y = item->y + item->h + 12 * s;
  ImGui::SetNextWindowPos(at);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, FLT_MAX));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, p.surface);
  ImGui::PushStyleColor(ImGuiCol_Border, p.accent);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, l.rounding);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f * s);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14 * s, 10 * s));
  bool leave = false;
  if (ImGui::Begin("##tutorial", nullptr, flags)) {
    const float inner = width - 28 * s;
    const std::string heading = step != nullptr ? "Guide \xC2\xB7 step " + std::to_string(step_ + 1) + " of " +
                                                      std::to_string(tutorial_.steps.size())
                                                : "Guide \xC2\xB7 done";
    Caption(ui, heading, inner);
    Paragraph(ui, step != nullptr ? step->say : "You know the game now. Play on against an easy bot, or leave.",
              ui.fonts().body, &p.ink, inner);
    ui.NameItem("tutorial/say");
    ui.NameItem(step != nullptr ? "tutorial/step/" + std::to_string(step_ + 1) : std::string("tutorial/done"));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8 * s, 6 * s));
    const float bw = std::min(180 * s, (inner - 8 * s) / 2);
    if (step != nullptr && step->next) {
      if (Button(ui, "tutorial/next", "Next", ButtonKind::kPrimary, bw)) {
        ++step_;
        taps_done_ = 0;
      }
      ImGui::SameLine();
    }
    if (Button(ui, "tutorial/leave", step != nullptr ? "Leave the guide" : "Back to the menu", ButtonKind::kQuiet, bw)) {
      leave = true;
    }
    ImGui::PopStyleVar();
  }
  *bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
  ImGui::End();
  ImGui::PopStyleVar(3);
  ImGui::PopStyleColor(2);
  return leave;
}

//-----------------------------------------------------------------------------
// [SECTION] Opening the guided game
//-----------------------------------------------------------------------------

namespace {

std::string TutorialAsset(const GameUi& game) { return "tutorials/" + game.id + ".json"; }

class TutorialScreen final : public Screen {
 public:
  explicit TutorialScreen(const GameUi& game) : game_(game) {}
  std::string Title() const override { return "A guided first game"; }

  void Draw(Ui& ui) override {
    if (!tried_) {
      tried_ = true;
      Open(ui);
    }
    if (!error_.empty()) {
      Spacing(ui.layout().gap);
      Paragraph(ui, error_, nullptr, &ui.palette().notice, ui.layout().column_width);
    }
  }

 private:
  void Open(Ui& ui) {
    const GameInfo* info = BuiltinGames().Find(game_.id);
    Result<std::vector<uint8_t>> bytes = ui.platform().ReadAsset(TutorialAsset(game_));
    if (info == nullptr || !bytes.ok()) {
      error_ = "The guided game could not be read" + (bytes.ok() ? std::string(".") : " (" + bytes.error() + ").");
      return;
    }
    Result<Tutorial> tutorial = Tutorial::Parse(std::string(bytes->begin(), bytes->end()));
    if (!tutorial.ok()) {
      error_ = "The guided game cannot start: " + tutorial.error() + ".";
      return;
    }
    if (info->needs_dictionary && ui.dictionary() == nullptr) {
      error_ = info->title + " needs the word list, which is not available. " + ui.dictionary_error();
      return;
    }
    Result<std::unique_ptr<GameSession>> session = tutorial->Start(*info, ui.dictionary(), game_.describe);
    if (!session.ok()) {
      error_ = "The guided game cannot start: " + session.error() + ".";
      return;
    }
    // In its place: Back from the guided game goes where this screen came from.
    ui.Pop();
    ui.Push(MakePlayScreen(game_, std::move(*session), std::make_unique<TutorialGuide>(std::move(*tutorial))));
  }

  const GameUi& game_;
  bool tried_ = false;
  std::string error_;
};

}  // namespace

std::unique_ptr<Screen> MakeTutorialScreen(const GameUi& game) { return std::make_unique<TutorialScreen>(game); }

bool HasTutorial(Ui& ui, const GameUi& game) { return ui.platform().ReadAsset(TutorialAsset(game)).ok(); }

}  // namespace lf::ui
