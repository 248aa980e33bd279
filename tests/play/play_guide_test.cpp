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

TEST_CASE(
    "Play: Finders Keepers' guided game: a timed claim that runs out goes back to its Shout, also after a "
    "reload, and the deal after the guide is a normal one",
    "[play][guide][ws]") {
  // Issue 40: when the 8-second claim of step 5 ran out, Shout was refused
  // ("follow the guide") and so were the cards ("Shout first"), and a
  // reload came back to the same lock. And the guide's deck dealt 17 vowels
  // in a row after it.
  const std::string path = std::string(LF_TEST_TUTORIALS) + "/word-shout.json";
  auto s = StartGuided("word-shout", path);
  MemoryFiles files;
  play::Store store(files);
  s->KeepIn(store);
  double t = 0;
  auto step = [&]() { return s->guide()->step(); };
  auto say = [&]() { return s->guide()->Current() != nullptr ? s->guide()->Current()->say : std::string(); };
  auto wait = [&](double seconds) {
    for (double until = t + seconds; t < until;) s->Update(t += 0.25);
  };
  auto reload = [&]() {
    Result<std::string> saved = store.Read("word-shout", play::Slot::kGuide);
    REQUIRE(saved.ok());
    auto r = play::LocalSession::Load(*saved, BuiltinGames(), PlayDictionary(), {});
    INFO(r.error());
    REQUIRE(r.ok());
    s = std::move(*r);
    s->SetPace(0);
    s->KeepIn(store);
  };
  auto deals = [&]() {
    size_t n = 0;
    for (const auto& m : s->game().History()) n += m.move == "deal" ? 1 : 0;
    return n;
  };
  // Steps 1-3: Next, Rowan's FLY (its script), Next.
  REQUIRE(FollowStep(*s, &t));
  REQUIRE(FollowStep(*s, &t));
  REQUIRE(FollowStep(*s, &t));
  REQUIRE(step() == 3u);
  // While the guide waits for the person's Shout, the clock waits: nothing
  // is dealt however long they read.
  const size_t dealt = deals();
  wait(30);
  CHECK(deals() == dealt);
  CHECK(step() == 3u);
  for (const size_t timed : {4u, 7u}) {
    INFO("the timed step " << timed + 1);
    while (step() + 1 < timed) REQUIRE(FollowStep(*s, &t));
    // Shout, then let the claim's 8 seconds run out.
    for (size_t i = 0; i < s->guide()->Current()->taps.size(); ++i) s->guide()->Tapped();
    const Status shout = s->Play(s->guide()->Current()->move);
    INFO(shout.reason() << "; " << s->game().View(0).Dump());
    REQUIRE(shout.ok());
    s->Update(t += 0.25);
    REQUIRE(step() == timed);
    wait(9);
    // Back at the Shout, saying why; Shout is accepted again.
    CHECK(step() == timed - 1);
    CHECK(say().find("Time ran out") == 0);
    CHECK(s->guide()->Allows("shout").ok());
    // A reload comes back to the same step, saying the same.
    reload();
    s->Update(t += 0.25);
    CHECK(step() == timed - 1);
    CHECK(say().find("Time ran out") == 0);
    wait(10);
    CHECK(step() == timed - 1);  // no card dealt, nothing moved on meanwhile
    // Shout again, and this time claim: the guide goes on.
    REQUIRE(FollowStep(*s, &t));
    REQUIRE(step() == timed);
    REQUIRE(FollowStep(*s, &t));
    CHECK(step() == timed + 1);
    CHECK(say().find("Time ran out") == std::string::npos);
  }
  while (s->guide()->Current() != nullptr) REQUIRE(FollowStep(*s, &t));
  // After the guide: a normal deal. Of the next cards dealt, a run of
  // vowels or of double cards is never long (the guide's deck once dealt 17
  // vowels in a row, then only double cards), and the table soon offers a
  // word for the person to take.
  int run = 0, longest_vowels = 0, doubles_run = 0, longest_doubles = 0, with_words = 0;
  size_t seen = s->game().History().size();
  for (int i = 0; i < 240 && !s->game().IsTerminal(); ++i) {
    s->Update(t += 0.25);
    const auto& history = s->game().History();
    for (; seen < history.size(); ++seen) {
      if (history[seen].move != "deal") continue;
      const Json table = s->game().View(0)["table"];
      if (table.size() == 0) continue;
      const std::string face = table.as_array().back().as_string();
      const bool vowel = face.size() == 1 && std::string("AEIOU").find(face) != std::string::npos;
      run = vowel ? run + 1 : 0;
      doubles_run = face.size() == 2 ? doubles_run + 1 : 0;
      longest_vowels = std::max(longest_vowels, run);
      longest_doubles = std::max(longest_doubles, doubles_run);
    }
    const std::vector<std::string> moves = s->game().LegalMoves(0);
    with_words +=
        std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m.rfind("claim ", 0) == 0; }) > 1;
  }
  WARN("after the guide: vowels in a row at most " << longest_vowels << ", double cards in a row at most "
                                                   << longest_doubles << ", a word on the table in " << with_words
                                                   << " of 240 quarter seconds");
  CHECK(longest_vowels <= 5);
  CHECK(longest_doubles <= 3);
  CHECK(with_words > 0);
}

}  // namespace lf::testing
