// Lost: The Board Game as a person meets it at default settings (issue 39's
// closing note): a person holding two Events and Libby's ability against
// three medium bots, five Rounds, on the session's clock at a bot speed.
// Printed by the hidden "[.bench]" case: the reaction questions per Round,
// those where the hard bot in the person's seat would only have passed, and
// how long each bot turn stays on screen once the person has answered. The
// normal case pins the rule behind the default (Session::AutoPass::
// kWhenItMatters): at every reaction window of the person in seeded games,
// the session asked exactly when the window concerns them or the hard bot in
// their seat would play, and passed for them otherwise, each pass recorded
// as automatic and kept by a reload.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/record.h"
#include "games/lost_board_game/lost_board_game.h"
#include "play_support.h"

namespace lf::testing {
namespace {

namespace lbg = ::lf::lost_board_game;

const lbg::LostBoardGame& Board(const Game& g) { return static_cast<const lbg::LostBoardGame&>(g); }

struct Figures {
  std::vector<int> questions;  // per Round (index 0: Round 1)
  std::vector<int> needless;   // ... where the hard bot in the person's seat passes
  std::vector<double> bot_turns;  // seconds each bot turn was on screen
  int rounds = 0;
};

// The person (seat 0) answers every question at once with the hard bot's
// choice from their own view; the clock runs in steps of 1/30 s up to the
// end of Round `rounds`. The session is left in `out` if asked.
Figures PlayRounds(uint64_t seed, double pace, bool ask_me, int rounds = 5,
                   std::unique_ptr<play::LocalSession>* out = nullptr) {
  play::SessionSetup setup;
  setup.options.seats = 4;
  setup.options.seed = seed;
  for (int s = 0; s < 4; ++s) {
    play::SeatSetup seat;
    seat.human = s == 0;
    seat.level = "medium";
    seat.name = s == 0 ? "You" : "";
    setup.seats.push_back(seat);
  }
  auto started = play::LocalSession::Start(Info("lost-board-game"), nullptr, setup, {});
  REQUIRE(started.ok());
  play::LocalSession& s = **started;
  REQUIRE(s.ApplySetup("deal 0 Libby Kate").ok());
  REQUIRE(s.ApplySetup("hand 0 \"Sleight of Hand\" \"Healing Herbs\"").ok());
  if (ask_me) s.SetAutoPass(0, play::Session::AutoPass::kAsk);
  std::unique_ptr<Bot> hard = s.info().make_bot("hard", nullptr);
  Figures f;
  std::vector<double> applied;  // app time each move was made
  const double dt = 1.0 / 30;
  double now = 0;
  auto round = [&] { return Board(s.game()).state().round(); };
  while (!s.game().IsTerminal() && round() <= rounds && now < 3600) {
    s.Update(now, pace);
    while (applied.size() < s.game().History().size()) applied.push_back(now);
    if (s.IsDeciding(0) && !s.PassesFor(0) && !s.game().IsTerminal() && !s.NeedsPrivacy()) {
      const bool window = !s.game().PassMove(0).empty();
      std::string move;
      if (s.game().LegalMoves(0).size() == 1) {
        move = s.game().LegalMoves(0).front();
      } else {
        Rng rng(seed * 7919u + s.game().History().size());
        move = hard->ChooseMove(s.View(), 0, rng);
      }
      if (window && round() >= 1) {
        const size_t r = static_cast<size_t>(round() - 1);
        if (f.questions.size() <= r) f.questions.resize(r + 1), f.needless.resize(r + 1);
        ++f.questions[r];
        if (move == s.game().PassMove(0)) ++f.needless[r];
      }
      REQUIRE(s.Play(0, move).ok());
      while (applied.size() < s.game().History().size()) applied.push_back(now);
      continue;  // (answered at once: the same moment)
    }
    now += dt;
  }
  f.rounds = std::min(round(), rounds);
  // Each turn runs from the move that began it to the move that began the next.
  std::vector<std::pair<size_t, int>> begins;  // move index, seat
  for (size_t i = 0; i < s.game().History().size(); ++i)
    for (const lbg::Event& e : Board(s.game()).Events(i))
      if (e.kind == lbg::Event::Kind::kTurnBegan) begins.push_back({i, e.seat});
  for (size_t k = 0; k + 1 < begins.size(); ++k)
    if (begins[k].second != 0) f.bot_turns.push_back(applied[begins[k + 1].first] - applied[begins[k].first]);
  if (out != nullptr) *out = std::move(*started);
  return f;
}

double Median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace

TEST_CASE("Lost: The Board Game: by default a reaction window stops a person only when it concerns them or the "
          "hard bot in their seat would play",
          "[play][lost-board-game][reactions]") {
  std::unique_ptr<Bot> hard = Info("lost-board-game").make_bot("hard", nullptr);
  for (const uint64_t seed : {100u, 103u}) {
    std::unique_ptr<play::LocalSession> s;
    const Figures f = PlayRounds(seed, 0.0, false, 2, &s);
    REQUIRE(s != nullptr);
    // The game again, move by move from its set-up: at each of the person's
    // windows, what the rule says the session should have done.
    GameRecord record = s->Record();
    record.moves.clear();
    GameRegistry registry;
    registry.Add(Info("lost-board-game"));
    auto replay = record.Replay(registry, nullptr);
    REQUIRE(replay.ok());
    Game& g = **replay;
    int asked = 0, passed = 0;
    const auto& history = s->game().History();
    for (size_t i = 0; i < history.size(); ++i) {
      const std::string pass = g.PassMove(0);
      if (history[i].seat == 0 && !pass.empty()) {
        const std::vector<std::string> legal = g.LegalMoves(0);
        Rng rng(s->setup().options.seed, DecisionStream(0, i));
        const bool hard_plays = hard->ChooseMove(*g.Redacted(0), 0, rng) != pass;
        const bool ask = !(legal.size() == 1 && legal.front() == pass) && g.WorthAsking(0) &&
                         (g.DecisionConcerns(0) || hard_plays);
        INFO("seed " << seed << ", move " << i << ": " << history[i].move);
        CHECK(s->Automatic(i) == !ask);
        (ask ? asked : passed) += 1;
      }
      REQUIRE(g.ApplyMoveAt(history[i].seat, history[i].move, history[i].time).ok());
    }
    CHECK(asked > 0);
    CHECK(passed > 10 * asked);
    // A reload keeps every automatic pass as one (Undo never goes back to one).
    auto again = play::LocalSession::Load(s->SaveText(), BuiltinGames(), nullptr, {});
    REQUIRE(again.ok());
    CHECK((*again)->game().History() == history);
    for (size_t i = 0; i < history.size(); ++i) CHECK((*again)->Automatic(i) == s->Automatic(i));
    CHECK((*again)->auto_pass(0) == play::Session::kDefaultAutoPass);
    (void)f;
  }
  // "Ask me", one tap away, asks at every window where a play could change something.
  std::unique_ptr<play::LocalSession> s;
  const Figures always = PlayRounds(100, 0.0, true, 2, &s);
  const Figures matters = PlayRounds(100, 0.0, false, 2);
  int q_always = 0, q_matters = 0;
  for (int q : always.questions) q_always += q;
  for (int q : matters.questions) q_matters += q;
  CHECK(q_always > 3 * q_matters);
  auto again = play::LocalSession::Load(s->SaveText(), BuiltinGames(), nullptr, {});
  REQUIRE(again.ok());
  CHECK((*again)->auto_pass(0) == play::Session::AutoPass::kAsk);
}

TEST_CASE("Lost: The Board Game at default settings: questions per Round and bot turns on screen",
          "[.bench][lost-board-game]") {
  const int games = 6;
  for (const bool ask_me : {true, false}) {
    int rounds = 0, questions = 0, needless = 0, worst = 0;
    for (int g = 0; g < games; ++g) {
      const Figures f = PlayRounds(100 + static_cast<uint64_t>(g), 1.1, ask_me);
      rounds += f.rounds;
      for (size_t r = 0; r < f.questions.size(); ++r) {
        questions += f.questions[r];
        needless += f.needless[r];
        worst = std::max(worst, f.needless[r]);
      }
    }
    std::printf("%-16s %d games, %d Rounds: %.2f questions a Round, %.2f where the hard bot would pass (worst Round %d)\n",
                ask_me ? "\"Ask me\":" : "default:", games, rounds, double(questions) / std::max(rounds, 1),
                double(needless) / std::max(rounds, 1), worst);
  }
  for (const auto& [speed, pace] : {std::pair<const char*, double>{"slow", 2.0}, {"normal", 1.1}, {"fast", 0.5}}) {
    std::vector<double> all;
    for (int g = 0; g < games; ++g) {
      const Figures f = PlayRounds(100 + static_cast<uint64_t>(g), pace, false);
      all.insert(all.end(), f.bot_turns.begin(), f.bot_turns.end());
    }
    std::printf("bot turns at %-6s (pace %.1f s): %zu turns, median %.2f s, max %.2f s\n", speed, pace, all.size(),
                Median(all), all.empty() ? 0.0 : *std::max_element(all.begin(), all.end()));
  }
}

}  // namespace lf::testing
