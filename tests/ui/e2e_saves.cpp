// The saved games the browser tests (tools/e2e) start from, written as the
// app writes them (GameSession::SaveText), so they follow the save format and
// the engines wherever those go: the browser tests then play a few turns by
// touch, or the end of a game, instead of whole games (which the headless UI
// tests play).
//
// For each game, one seeded game of a person (played here by a medium bot)
// against an easy bot, saved at the moments the tests need, each at the
// person's turn:
//   <game>-early.json   a few moves in
//   <game>-end.json     the person's last few decisions of the game
//   lost-words-end.json     the person's last decision: a match that wins
//   lost-words-match.json   a spell in hand matches a nature card of the person's
//   lost-words-two-people.json   pass and play, a few moves in
//   word-lift-table.json    the person to play, the bot with words on the table
//   word-lift-round.json    the person's last decisions of round 1
//   word-lift-steal.json    a set table against the hard bot: once the person passes and
//                           draws, the bot steals the person's FORGE (ORDER + GIFT, the
//                           rulebook's example); the motion test watches it
//   lost-board-game-odds.json   a Power Check, the person with a card to play
//   lost-board-game-eight.json  eight players (the person and seven easy bots), a few moves in
//   lost-board-game-eight-late.json  eight players on an 8x8 island late in an Advanced game
//                                    (tools/web-bench/board-frame.mjs: the busiest table)
//   word-shout-end.json     Finders Keepers' last round, a few cards left (real time: the
//                           bots played, the person waited)
//
//   e2e_saves OUT_DIR       (tools/test.sh: build/e2e-saves)
// Exits non-zero, saying why, if a moment is not found or a save does not
// load back as a game at the person's turn.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "core/rng.h"
#include "play/session.h"

namespace {

using lf::Game;
using lf::GameInfo;
using lf::play::LocalSession;
using GameSession = lf::play::LocalSession;

// What the person faces at one of their decisions.
struct Decision {
  int index = 0;     // 0 for their first decision of the game
  std::string round;  // Query("round"), or "" for a game without rounds
  std::string phase;  // Query("phase")
  bool can_match = false;  // a legal move "match ..." (The Lost Words)
  int opponent_words = 0;  // words on the bot's side of the table (Word Lift)
  std::string prompt;  // Query("prompt") (Lost: The Board Game: "window W_PC_PRE 0")
  size_t legal = 0;    // how many legal moves the person has
};

std::string QueryOr(const Game& g, const char* key) {
  auto r = g.Query(key);
  return r.ok() ? *r : std::string();
}

// Plays the seeded game; before each decision of a person, calls
// `at(decision)`, and stops there if it returns true. Returns the session (at
// the stop, or at the end), or null on an error (printed). One person (seat
// 0) against an easy bot, or two people.
std::unique_ptr<GameSession> Play(const GameInfo& info, const lf::Dictionary* dict, uint64_t seed, bool two_people,
                                  const std::function<bool(const Decision&)>& at, int seats = 2,
                                  const lf::Json& variant = lf::Json(lf::Json::Object{})) {
  lf::play::SessionSetup setup;
  setup.seats = {lf::play::SeatSetup{true, "medium", "Ana"},
                 two_people ? lf::play::SeatSetup{true, "medium", "Ben"} : lf::play::SeatSetup{false, "easy", ""}};
  for (int i = 2; i < seats; ++i) setup.seats.push_back(lf::play::SeatSetup{false, "easy", ""});
  setup.options.seats = seats;
  setup.options.seed = seed;
  setup.options.variant = variant;
  auto started = GameSession::Start(info, dict, setup, nullptr);
  if (!started.ok()) {
    std::fprintf(stderr, "e2e_saves: %s: %s\n", info.name.c_str(), started.error().c_str());
    return nullptr;
  }
  std::unique_ptr<GameSession> s = std::move(*started);
  std::unique_ptr<lf::Bot> person = info.make_bot("medium", dict);
  lf::Rng rng(seed * 7919u + 1u);
  double now = 0;
  int decisions = 0;
  for (int guard = 0; guard < 100000 && !s->game().IsTerminal(); ++guard) {
    // What the session does by itself comes first (an automatic pass: the
    // person is not asked there, so a save made there would not show it).
    if (s->Update(now, 0.5)) continue;
    const int seat = s->IsDeciding(0) ? 0 : two_people && s->IsDeciding(1) ? 1 : -1;
    if (seat < 0) {
      now += 60;  // past any bot's pause
      s->Update(now, 0.5);
      continue;
    }
    const Game& g = s->game();
    Decision d;
    d.index = decisions;
    d.round = QueryOr(g, "round");
    d.phase = QueryOr(g, "phase");
    d.prompt = QueryOr(g, "prompt");
    d.legal = g.LegalMoves(seat).size();
    for (const std::string& m : g.LegalMoves(seat)) d.can_match |= m.rfind("match ", 0) == 0;
    const lf::Json view = g.View(seat);
    if (view["players"].is_array() && view["players"].size() > 1 && view["players"].as_array()[1]["words"].is_array())
      d.opponent_words = static_cast<int>(view["players"].as_array()[1]["words"].size());
    if (at(d)) return s;
    s->Ready();  // pass and play: the device goes to whoever decides
    const std::string move = person->ChooseMove(*g.Redacted(seat), seat, rng);
    const lf::Status st = s->Play(seat, move);
    if (!st.ok()) {
      std::fprintf(stderr, "e2e_saves: %s seed %llu: the move %s was refused: %s\n", info.name.c_str(),
                   static_cast<unsigned long long>(seed), move.c_str(), st.reason().c_str());
      return nullptr;
    }
    ++decisions;
  }
  return s;
}

struct Moment {
  std::string name;
  // Picks the decision to stop at, from all the person's decisions of the game.
  std::function<int(const std::vector<Decision>&)> pick;
};

int Last(const std::vector<Decision>& all, int back) { return static_cast<int>(all.size()) - back; }

int First(const std::vector<Decision>& all, const std::function<bool(const Decision&)>& ok) {
  for (const Decision& d : all)
    if (ok(d)) return d.index;
  return -1;
}

bool Write(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: e2e_saves OUT_DIR\n");
    return 2;
  }
  const std::filesystem::path out = argv[1];
  std::filesystem::create_directories(out);
  auto loaded = lf::Dictionary::LoadFile(LF_E2E_DICT);
  if (!loaded.ok()) {
    std::fprintf(stderr, "e2e_saves: the dictionary: %s\n", loaded.error().c_str());
    return 1;
  }
  const lf::Dictionary* dict = loaded->get();

  struct Game {
    std::string id;
    uint64_t seed;  // the first seed tried
    std::vector<Moment> moments;
    bool won_by_person = false;  // the first seed from `seed` on whose game the person ends by winning
    bool two_people = false;
    bool every_moment = false;  // the first seed from `seed` on whose game has every moment
    int seats = 2;              // the person and bots (or two people)
    int max_decisions = 0;      // looks no further than this many of the person's decisions (0: the whole game)
    lf::Json variant = lf::Json(lf::Json::Object{});  // the game's options
  };
  lf::Json eight_by_eight(lf::Json::Object{});
  eight_by_eight.set("mode", "advanced");
  eight_by_eight.set("island", "8x8");
  constexpr int kLate = 400;  // the person's decisions before "eight-late"
  const auto early = Moment{"early", [](const std::vector<Decision>& all) { return all.size() > 8 ? 3 : -1; }};
  const std::vector<Game> games = {
      {"lost-for-words", 11, {early, {"end", [](const auto& all) { return Last(all, 4); }}}},
      {"lost-words",
       12,
       {early,
        {"end", [](const auto& all) { return Last(all, 1); }},
        {"match", [](const auto& all) {
           return First(all, [](const Decision& d) { return d.index >= 2 && d.can_match; });
         }}},
       // The last decision: a match that wins (the browser test's player
       // looks for a match first).
       true},
      {"lost-words", 14, {{"two-people", [](const auto& all) { return all.size() > 8 ? 4 : -1; }}}, false, true},
      // Three seats near the end: the room test makes the two bots people
      // on other devices (tools/e2e/tests/rooms.test.mjs).
      {"lost-words", 16, {{"three-late", [](const auto& all) { return Last(all, 3); }}}, false, false, false, 3},
      // Three seats early: the bots' turns recorded frame by frame
      // (tools/e2e/tests/lost_words_turns.test.mjs).
      {"lost-words", 17, {{"three-early", [](const auto& all) { return all.size() > 12 ? 1 : -1; }}}, false, false, false, 3},
      {"word-lift",
       13,
       {early,
        {"end", [](const auto& all) { return Last(all, 2); }},
        {"table", [](const auto& all) {
           return First(all, [](const Decision& d) { return d.phase == "play" && d.opponent_words > 0; });
         }},
        {"round", [](const auto& all) {
           int last = -1;
           for (const Decision& d : all)
             if (d.round == "1") last = d.index;
           return last < 0 ? -1 : std::max(0, last - 1);
         }}}},
      {"lost-board-game",
       21,
       {early,
        {"end", [](const auto& all) { return Last(all, 1); }},
        {"odds", [](const auto& all) {
           // A Power Check of the person's side with a card to play (the
           // person is asked after the dice: docs/rules/lost-board-game.md, D12).
           return First(all, [](const Decision& d) {
             return (d.prompt.rfind("window W_PC_PRE", 0) == 0 || d.prompt.rfind("window W_PC_POST", 0) == 0) &&
                    d.legal > 1;
           });
         }}},
       false,
       false,
       true},
      {"lost-board-game",
       3,
       {{"eight", [](const auto& all) { return all.size() > 4 ? 2 : -1; }}},
       false,
       false,
       true,
       8,
       13},
      // The busiest table: eight players late in a game on the largest
      // island (played only up to the person's decision it saves).
      {"lost-board-game",
       5,
       {{"eight-late", [](const auto& all) { return static_cast<int>(all.size()) >= kLate ? kLate - 1 : -1; }}},
       false,
       false,
       true,
       8,
       kLate,
       eight_by_eight},
  };

  int failures = 0;
  for (const Game& game : games) {
    const GameInfo* info = lf::BuiltinGames().Find(game.id);
    if (info == nullptr) {
      std::fprintf(stderr, "e2e_saves: no game %s\n", game.id.c_str());
      ++failures;
      continue;
    }
    std::vector<Decision> all;
    uint64_t seed = game.seed;
    bool played = false;
    for (; seed < game.seed + 100 && !played; ++seed) {
      all.clear();
      auto s = Play(
          *info, dict, seed, game.two_people,
          [&](const Decision& d) {
            all.push_back(d);
            return game.max_decisions > 0 && static_cast<int>(all.size()) >= game.max_decisions;
          },
          game.seats, game.variant);
      if (!s) break;
      const auto& history = s->game().History();
      played = !game.won_by_person ||
               (!history.empty() && history.back().seat == 0 && s->game().Winners() == std::vector<int>{0});
      for (const Moment& m : game.moments) {
        const int at = m.pick(all);
        if (game.every_moment && (at < 0 || at >= static_cast<int>(all.size()))) played = false;
      }
    }
    if (!played) {
      std::fprintf(stderr, "e2e_saves: %s: no game from seed %llu on as asked\n", game.id.c_str(),
                   static_cast<unsigned long long>(game.seed));
      ++failures;
      continue;
    }
    --seed;
    for (const Moment& m : game.moments) {
      const int at = m.pick(all);
      const std::string file = game.id + "-" + m.name + ".json";
      if (at < 0 || at >= static_cast<int>(all.size())) {
        std::fprintf(stderr, "e2e_saves: %s: seed %llu has no such moment\n", file.c_str(),
                     static_cast<unsigned long long>(seed));
        ++failures;
        continue;
      }
      auto s = Play(
          *info, dict, seed, game.two_people, [&](const Decision& d) { return d.index == at; }, game.seats,
          game.variant);
      if (!s || s->game().IsTerminal()) {
        std::fprintf(stderr, "e2e_saves: %s: the game did not stop at the person's decision %d\n", file.c_str(), at);
        ++failures;
        continue;
      }
      const std::string text = s->SaveText();
      // Read back as the app will: a game in progress, the person to decide.
      auto back = GameSession::Load(text, lf::BuiltinGames(), dict, nullptr);
      if (!back.ok() || (*back)->game().IsTerminal() || !((*back)->IsDeciding(0) || game.two_people)) {
        std::fprintf(stderr, "e2e_saves: %s does not load back as the person's turn: %s\n", file.c_str(),
                     back.ok() ? "wrong position" : back.error().c_str());
        ++failures;
        continue;
      }
      if (!Write(out / file, text)) {
        std::fprintf(stderr, "e2e_saves: cannot write %s\n", (out / file).c_str());
        ++failures;
        continue;
      }
      const std::string round = QueryOr(s->game(), "round");
      std::printf("%s: seed %llu, decision %d of %zu, %zu moves played%s\n", file.c_str(),
                  static_cast<unsigned long long>(seed), at + 1, all.size(), s->game().History().size(),
                  round.empty() ? "" : (", round " + round).c_str());
    }
  }
  // Word Lift's steal: a table set up, saved at the person's turn, and
  // checked: after a pass and two draws the hard bot steals FORGE.
  if (const GameInfo* info = lf::BuiltinGames().Find("word-lift")) {
    const std::string file = "word-lift-steal.json";
    lf::play::SessionSetup setup;
    setup.seats = {lf::play::SeatSetup{true, "medium", "Ana"}, lf::play::SeatSetup{false, "hard", ""}};
    setup.options.seats = 2;
    setup.options.seed = 5;
    auto started = GameSession::Start(*info, dict, setup, nullptr);
    bool saved = false;
    if (started.ok()) {
      std::unique_ptr<GameSession> s = std::move(*started);
      bool set = true;
      for (const char* line : {"word 0 F O R G E", "hand 0 C A T S", "hand 1 D I R T E N", "played 0 yes",
                               "played 1 yes", "current 0"})
        set = set && s->ApplySetup(line).ok();
      const std::string text = s->SaveText();
      auto probe = GameSession::Load(text, lf::BuiltinGames(), dict, nullptr);
      if (set && probe.ok()) {
        bool played = true;
        for (const char* move : {"pass", "draw consonant", "draw vowel"}) played = played && (*probe)->Play(0, move).ok();
        std::unique_ptr<lf::Bot> hard = info->make_bot("hard", dict);
        lf::Rng rng(1);
        const std::string bot = played ? hard->ChooseMove(*(*probe)->game().Redacted(1), 1, rng) : "";
        if (bot.rfind("steal 0:FORGE", 0) == 0 && Write(out / file, text)) {
          saved = true;
          std::printf("%s: the bot then plays %s\n", file.c_str(), bot.c_str());
        } else {
          std::fprintf(stderr, "e2e_saves: %s: the hard bot would play \"%s\", not the steal of FORGE\n", file.c_str(),
                       bot.c_str());
        }
      }
    }
    if (!saved) ++failures;
  }
  // Finders Keepers is played in real time: no decisions to stop at. Its
  // save near the end is the last round with a few cards left in the deck,
  // the bots having played (the person, seat 0, waits), as the app saves a
  // game in progress.
  if (const GameInfo* info = lf::BuiltinGames().Find("word-shout")) {
    const std::string file = "word-shout-end.json";
    lf::play::SessionSetup setup;
    setup.seats = {lf::play::SeatSetup{true, "medium", "Ana"}, lf::play::SeatSetup{false, "easy", ""}};
    setup.options.seats = 2;
    setup.options.seed = 17;
    auto started = GameSession::Start(*info, dict, setup, nullptr);
    bool saved = false;
    if (started.ok()) {
      std::unique_ptr<GameSession> s = std::move(*started);
      const int last_round = info->min_seats;  // Rounds() is the seat count
      for (double now = 0; now < 3600 && !s->game().IsTerminal(); now += 0.25) {
        s->Update(now, 0.5);
        if (QueryOr(s->game(), "round") == std::to_string(last_round) && QueryOr(s->game(), "phase") == "dealing" &&
            std::atoi(QueryOr(s->game(), "deck-count").c_str()) <= 6) {
          const std::string text = s->SaveText();
          auto back = GameSession::Load(text, lf::BuiltinGames(), dict, nullptr);
          if (back.ok() && !(*back)->game().IsTerminal() && Write(out / file, text)) {
            std::printf("%s: seed 17, round %d, %s cards left, %zu moves played\n", file.c_str(), last_round,
                        QueryOr(s->game(), "deck-count").c_str(), s->game().History().size());
            saved = true;
          }
          break;
        }
      }
    }
    if (!saved) {
      std::fprintf(stderr, "e2e_saves: %s: no moment near the end of the last round\n", file.c_str());
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}
