// Guided first games, headless (play/guide.h): each game's guide followed to
// its end as a person would (Next, the taps, the moves), with Undo and a
// reload tried at every step where they are offered: the guide steps back
// with the table, and a reload comes back to the same step. After the guide,
// the game goes on against easy bots, and Undo there works (it used to
// replay the moves without the guided game's fixed deal and stop the game).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "play/guide.h"
#include "play_support.h"

namespace lf::testing {
namespace {

play::Tutorial LoadTutorial(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  Result<play::Tutorial> t = play::Tutorial::Parse(ss.str());
  INFO(path << ": " << t.error());
  REQUIRE(t.ok());
  return *t;
}

std::vector<std::pair<std::string, std::string>> Tutorials() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& entry : std::filesystem::directory_iterator(LF_TEST_TUTORIALS)) {
    const std::string game = entry.path().stem().string();
    out.push_back({game, entry.path().string()});
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::unique_ptr<play::LocalSession> StartGuided(const std::string& game, const std::string& path) {
  auto s = play::LocalSession::StartGuided(Info(game), PlayDictionary(), LoadTutorial(path), {});
  INFO(s.error());
  REQUIRE(s.ok());
  (*s)->SetPace(0);
  return std::move(*s);
}

std::string GuideState(const play::LocalSession& s) {
  return SessionState(s) + "#step " + std::to_string(s.guide()->step());
}

// Does what the current step waits for; false once the guide is done.
bool FollowStep(play::LocalSession& s, double* t) {
  play::Guide& guide = *s.guide();
  const play::TutorialStep* step = guide.Current();
  if (step == nullptr) return false;
  const size_t at = guide.step();
  if (step->next) {
    guide.Next();
  } else if (!step->taps.empty()) {
    for (size_t i = 0; i < step->taps.size(); ++i) guide.Tapped();
    if (!step->move.empty()) {
      const Status st = s.Play(step->move);
      INFO(step->say << ": " << st.reason());
      REQUIRE(st.ok());
    }
  }
  for (int i = 0; i < 200 && guide.step() == at; ++i) s.Update(*t += 1.0);  // the bots' turns
  s.Update(*t += 1.0);
  REQUIRE(guide.step() > at);
  return true;
}

}  // namespace

TEST_CASE("Play: every guided game followed to its end, with Undo and a reload at every step", "[play][guide]") {
  const auto tutorials = Tutorials();
  REQUIRE(tutorials.size() >= 3);
  for (const auto& [game, path] : tutorials) {
    INFO(game);
    auto s = StartGuided(game, path);
    MemoryFiles files;
    play::Store store(files);
    s->KeepIn(store);
    double t = 0;
    int undos = 0, reloads = 0;
    // A move the guide does not ask for is refused and changes nothing.
    const std::string before = GuideState(*s);
    CHECK_FALSE(s->Play("nonsense that no game plays").ok());
    CHECK(GuideState(*s) == before);
    while (s->guide()->Current() != nullptr) {
      // A reload here: the same table and the same step (a word put
      // together over several tap steps starts again at its first).
      {
        Result<std::string> saved = store.Read(game, play::Slot::kGuide);
        REQUIRE(saved.ok());
        auto r = play::LocalSession::Load(*saved, BuiltinGames(), PlayDictionary(), {});
        INFO(r.error());
        REQUIRE(r.ok());
        REQUIRE((*r)->guide() != nullptr);
        CHECK(SessionState(**r) == SessionState(*s));
        // The same step; a word being put together over several tap steps
        // starts again at its first (the taps were the screen's).
        if (s->guide()->Current()->taps.empty()) {
          CHECK((*r)->guide()->step() == s->guide()->step());
        } else {
          CHECK((*r)->guide()->step() <= s->guide()->step());
          CHECK((*r)->guide()->Current()->taps.size() > 0);
        }
        ++reloads;
      }
      if (s->CanOfferUndo()) {
        // Undo, then the same step again: the guide and the table as before.
        const std::string here = GuideState(*s);
        const size_t moves = s->game().History().size();
        REQUIRE(s->Undo().ok());
        CHECK(s->game().History().size() < moves);
        const play::TutorialStep* step = s->guide()->Current();
        REQUIRE(step != nullptr);
        CHECK((!step->move.empty() || step->TapsOnly()));  // back where the undone move was asked for
        while (s->game().History().size() < moves) REQUIRE(FollowStep(*s, &t));
        CHECK(GuideState(*s) == here);
        ++undos;
      }
      FollowStep(*s, &t);
    }
    CHECK(s->guide()->finished());
    CHECK(reloads > 3);
    // After the guide: the game goes on against easy bots, and Undo works
    // (never in real time: there is nothing to take back there).
    if (s->RealTime()) {
      for (int i = 0; i < 200; ++i) s->Update(t += 0.25);
      CHECK_FALSE(s->CanOfferUndo());
      continue;
    }
    int after = 0, played = 0;
    for (int i = 0; i < 400 && !s->game().IsTerminal() && after < 3; ++i) {
      if (s->Update(t += 1.0)) continue;
      if (s->game().IsTerminal()) break;
      // Once the person has decided something after the guide, Undo takes
      // it back and the guide stays done.
      if (played > 0 && s->CanOfferUndo()) {
        REQUIRE(s->Undo().ok());  // no crash: the fixed deal is part of the record
        CHECK(s->guide()->finished());
        ++after;
        played = 0;
      }
      REQUIRE(s->Play(PersonMove(*s, 0, static_cast<uint64_t>(i))).ok());
      ++played;
    }
    // (The board game rarely offers it here: with one Character, each of
    // the person's decisions is followed by a reveal, a tile, Fate cards or
    // dice, before the next; its Undo is proved in play_property_test.)
    if (game != "lost-board-game") CHECK(after > 0);
    WARN(game << ": " << undos << " undos and " << reloads << " reloads in the guide, " << after << " undos after it");
  }
}

TEST_CASE("Play: Word Lift's guided game, then MEOW, then Undo (the crash of issue 27) plays on", "[play][guide]") {
  auto s = StartGuided("word-lift", std::string(LF_TEST_TUTORIALS) + "/word-lift.json");
  double t = 0;
  // Mid-guide: PAID, Play, Undo: the same hand, the guide back at PAID.
  play::Guide& guide = *s->guide();
  REQUIRE(FollowStep(*s, &t));  // Next
  const std::string hand = s->View().View(0).Dump();
  REQUIRE(FollowStep(*s, &t));  // PAID
  REQUIRE(s->CanOfferUndo());
  REQUIRE(s->Undo().ok());
  CHECK(s->View().View(0).Dump() == hand);
  REQUIRE(guide.Current() != nullptr);
  CHECK(guide.Current()->move == "play P A I D");
  while (FollowStep(*s, &t)) {
  }
  // Any play of the person's after the guide, then Undo.
  for (int i = 0; i < 50 && !s->IsDeciding(0); ++i) s->Update(t += 1.0);
  REQUIRE(s->IsDeciding(0));
  std::string play;
  for (const std::string& m : s->View().LegalMoves(0))
    if (m.rfind("play ", 0) == 0) play = m;
  REQUIRE_FALSE(play.empty());
  const std::string before = SessionState(*s);
  REQUIRE(s->Play(play).ok());
  REQUIRE(s->CanOfferUndo());
  REQUIRE(s->Undo().ok());
  CHECK(SessionState(*s) == before);
}

}  // namespace lf::testing
