// The Lost Words table through the whole app, headless: a game against a
// bot played only by tapping named items (cards, then the move buttons they
// offer), from set-up to the end screen. The state is read back from the
// save the app writes after every move: the test sees the whole table, the
// app only ever shows the viewer's view.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "games/lost_words/lost_words.h"
#include "ui/app.h"
#include "play/session.h"
#include "ui/games/lost_words/lost_words_ui.h"

using namespace lf;
using namespace lf::ui;
using lost_words::Move;
using testing::FakePlatform;
using testing::Harness;

namespace {

const char* const kSave = "save-lost-words.json";

std::unique_ptr<GameSession> Saved(const FakePlatform& platform) { return testing::SavedGame(platform, kSave); }

const lost_words::LostWordsGame& Lw(const GameSession& s) {
  return static_cast<const lost_words::LostWordsGame&>(s.game());
}

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

void TapHandCard(Harness& h, const GameSession& s, lost_words::Card card) {
  const lost_words::CardList& hand = Lw(s).state().hand(0);
  for (int i = 0; i < hand.size(); ++i) {
    if (hand[i] == card) {
      h.Tap("lw/hand/" + std::to_string(i));
      return;
    }
  }
  FAIL("no " << card.Token() << " in the hand");
}

// Plays a move the way a player would: the card, then the move's button.
void TapMove(Harness& h, const GameSession& s, const std::string& text) {
  INFO("move " << text);
  const Result<Move> parsed = Move::Parse(text);
  REQUIRE(parsed.ok());
  const Move& m = *parsed;
  switch (m.kind) {
    case Move::Kind::kDrawDeck: return h.Tap("lw/deck");
    case Move::Kind::kDrawDiscard: return h.Tap("lw/discard");
    case Move::Kind::kMatch: TapHandCard(h, s, lost_words::Card::Spell(m.word)); break;
    case Move::Kind::kPlay: TapHandCard(h, s, lost_words::Card::Of(m.special)); break;
    case Move::Kind::kDiscard: TapHandCard(h, s, m.card); break;
    case Move::Kind::kExchange: h.Tap("lw/nature/0/" + Lower(lost_words::WordName(m.word))); break;
    default: break;  // end, Conker replies: a button is always there
  }
  h.Tap("lw/move/" + text);
}

// A simple player: matches first, then useful specials, then draws; ends
// its actions otherwise; discards and replies whatever comes first.
std::string Choose(const std::vector<std::string>& moves, int turn) {
  for (const char* prefix : {"match ", "play Wild-One", "play Wall", "play Magpie", "play Conker", "play Acorn",
                             "play Lark", "draw discard"}) {
    for (const std::string& m : moves) {
      if (m.rfind(prefix, 0) == 0) return m;
    }
  }
  std::vector<std::string> rest;
  for (const std::string& m : moves) {
    if (m.rfind("play Heron", 0) != 0 && m.rfind("exchange", 0) != 0) rest.push_back(m);
  }
  if (rest.empty()) rest = moves;
  return rest[static_cast<size_t>(turn) % rest.size()];
}

void WaitForHuman(Harness& h, const FakePlatform& platform) {
  for (int i = 0; i < 600; ++i) {
    std::unique_ptr<GameSession> s = Saved(platform);
    if (s == nullptr) return;
    const int seat = s->game().CurrentSeat();
    if (seat < 0 || s->IsHuman(seat)) return;
    h.Frames(10);
  }
  FAIL("the bot never moved");
}

void StartGame(Harness& h, const std::string& opponent, const std::string& seed) {
  testing::StartFromSetup(h, games::lost_words::Screens(), opponent, seed);
}


// [Scenarios] A pass-and-play game between Ana (seat 0) and Ben (seat 1),
// played by the rules engine up to a position a test needs, then saved so
// that the app resumes it: the table is then played by taps only.
struct Scenario {
  std::unique_ptr<GameSession> session;

  explicit Scenario(uint64_t seed, int first) {
    SessionSetup setup;
    setup.seats = {SeatSetup{true, "medium", "Ana"}, SeatSetup{true, "medium", "Ben"}};
    setup.options.seats = 2;
    setup.options.seed = seed;
    setup.options.variant.set("first", first);
    Result<std::unique_ptr<GameSession>> s =
        GameSession::Start(*BuiltinGames().Find("lost-words"), nullptr, setup, nullptr);
    REQUIRE(s.ok());
    session = std::move(*s);
  }
  const lost_words::State& state() const { return Lw(*session).state(); }
  std::vector<std::string> Legal() const { return session->game().LegalMoves(session->game().CurrentSeat()); }
  bool Has(const std::string& move) const {
    const std::vector<std::string> legal = Legal();
    return std::find(legal.begin(), legal.end(), move) != legal.end();
  }
  void Play(const std::string& move) {
    session->Ready();
    const Status st = session->Play(move);
    INFO(move << ": " << st.reason());
    REQUIRE(st.ok());
  }
  // The app, resumed at this position (the privacy screen of the seat to move).
  void Resume(Harness& h, FakePlatform& platform) const {
    platform.user_files[kSave] = session->SaveText();
    h.app().OpenScreen(MakeGameSetupScreen(games::lost_words::Screens()));
    h.Settle();
    h.Tap("setup/resume");
  }
};

// Pass-and-play: the next player says they hold the device.
void ReadyIfAsked(Harness& h) {
  if (h.Has("game/ready")) h.Tap("game/ready");
}

void TapHandCardOf(Harness& h, const GameSession& s, int seat, lost_words::Card card) {
  const lost_words::CardList& hand = Lw(s).state().hand(seat);
  for (int i = 0; i < hand.size(); ++i) {
    if (hand[i] == card) {
      h.Tap("lw/hand/" + std::to_string(i));
      return;
    }
  }
  FAIL("no " << card.Token() << " in seat " << seat << "'s hand");
}

}  // namespace

TEST_CASE("The Lost Words: a whole game against a bot, played by taps", "[ui][lw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "easy", "777");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  CHECK(h.Has("lw/deck"));
  CHECK(h.Has("lw/discard"));
  CHECK_FALSE(h.Has("lw/art-error"));  // the real atlas loads
  CHECK(platform.textures_created == 2);  // the menu's pictures and the cards'
  int human_moves = 0;
  for (int turn = 0; turn < 1500; ++turn) {
    WaitForHuman(h, platform);
    s = Saved(platform);
    if (s == nullptr) break;
    const std::vector<std::string> moves = s->game().LegalMoves(0);
    REQUIRE_FALSE(moves.empty());
    const std::string move = Choose(moves, turn);
    const size_t before = s->game().History().size();
    TapMove(h, *s, move);
    INFO("after " << move);
    std::unique_ptr<GameSession> after = Saved(platform);
    if (after == nullptr) break;  // the game ended and its save went away
    REQUIRE(after->game().History().size() >= before + 1);
    CHECK(after->game().History()[before].move == move);
    CHECK_FALSE(h.Has("game/refusal"));
    ++human_moves;
  }
  CHECK(human_moves > 10);
  h.Frames(90);  // past the hold of a bot's last move (1.1 s at the normal bot speed)
  CHECK(h.Has("end/rematch"));
  CHECK(platform.user_files.count(kSave) == 0);
}

TEST_CASE("The Lost Words: a card shows its moves, and a tap out of turn is refused", "[ui][lw]") {
  FakePlatform platform;
  Harness h(platform);
  StartGame(h, "human", "12");
  if (h.Has("game/ready")) h.Tap("game/ready");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  const int seat = s->game().CurrentSeat();
  CHECK(h.Has("lw/status/draw"));
  // Every hand card and nature card is on screen, named.
  CHECK(h.NamesWithPrefix("lw/hand/").size() == 3);
  CHECK(h.NamesWithPrefix("lw/nature/").size() == 12);
  CHECK(h.NamesWithPrefix("lw/spare/").size() == 2);
  h.Tap("lw/deck");
  std::unique_ptr<GameSession> after = Saved(platform);
  REQUIRE(after->game().History().size() == 1);
  CHECK(after->game().History()[0].move == "draw deck");
  CHECK(after->game().History()[0].seat == seat);
  // In the action phase "end" is always offered, and a second draw is refused.
  CHECK(h.Has("lw/status/act"));
  CHECK(h.Has("lw/move/end"));
  h.Tap("lw/deck");
  CHECK(h.Has("game/refusal"));
  CHECK(Saved(platform)->game().History().size() == 1);
}

TEST_CASE("The Lost Words: damaged card art is reported on the table, and the game goes on", "[ui][lw][art]") {
  FakePlatform platform;
  platform.asset_overrides["art/lost_words.png"] = std::vector<uint8_t>{0x89, 'P', 'N', 'G', 0, 1, 2, 3};
  Harness h(platform);
  StartGame(h, "easy", "5");
  CHECK(h.Has("lw/art-error"));
  CHECK(platform.textures_created == 1);  // the menu's pictures only
  h.Tap("lw/deck");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s != nullptr);
  REQUIRE_FALSE(s->game().History().empty());
  CHECK(s->game().History()[0].move == "draw deck");
}

TEST_CASE("The Lost Words: a Conker's victim answers on their own privacy screen in pass-and-play", "[ui][lw][conker]") {
  // Ben (first) matches a pair while holding the second copy of its spell;
  // then Ana, holding a Conker, knocks that spell off.
  using lost_words::Card;
  using lost_words::Special;
  std::unique_ptr<Scenario> sc;
  std::string conker;
  lost_words::Word word{};
  for (uint64_t seed = 1; seed < 4000 && conker.empty(); ++seed) {
    sc = std::make_unique<Scenario>(seed, 1);
    for (int step = 0; step < 60 && conker.empty(); ++step) {
      const lost_words::State& st = sc->state();
      const int seat = st.current();
      if (seat < 0 || st.phase() == lost_words::Phase::kOver) break;
      if (st.phase() == lost_words::Phase::kDraw) {
        sc->Play("draw deck");
      } else if (st.phase() == lost_words::Phase::kAction) {
        if (seat == 0 && st.hand(0).Contains(Card::Of(Special::kConker))) {
          for (const lost_words::NatureSlot& slot : st.row(1)) {
            const std::string m = "play Conker 1 " + std::string(lost_words::WordName(slot.nature));
            if (slot.matched() && st.hand(1).Contains(Card::Spell(slot.nature)) && sc->Has(m)) {
              conker = m;
              word = slot.nature;
              break;
            }
          }
          if (!conker.empty()) break;
        }
        std::string next = "end";
        for (const std::string& m : sc->Legal()) {
          if (m.rfind("match ", 0) == 0 && st.actions_left() > 0) next = m;
        }
        sc->Play(next);
      } else if (st.phase() == lost_words::Phase::kDiscard) {
        // Keep Conkers and the spells of matched pairs; drop anything else.
        const std::vector<std::string> legal = sc->Legal();
        std::string next = legal.front();
        for (const std::string& m : legal) {
          const Move d = *Move::Parse(m);
          const bool keep = d.card.Is(Special::kConker) ||
                            (d.card.IsSpell() && st.SlotOf(seat, d.card.word()) >= 0);
          if (!keep) {
            next = m;
            break;
          }
        }
        sc->Play(next);
      } else {
        break;
      }
    }
  }
  REQUIRE_FALSE(conker.empty());
  INFO(conker);
  FakePlatform platform;
  Harness h(platform);
  sc->Resume(h, platform);
  REQUIRE(h.Has("game/ready"));  // Ana's privacy screen
  h.Tap("game/ready");
  std::unique_ptr<GameSession> s = Saved(platform);
  REQUIRE(s->game().CurrentSeat() == 0);
  TapHandCardOf(h, *s, 0, Card::Of(Special::kConker));
  h.Tap("lw/move/" + conker);
  s = Saved(platform);
  REQUIRE(s->game().History().back().move == conker);
  CHECK(s->game().CurrentSeat() == 1);
  // Ben answers, but only once he holds the device: Ana's table is hidden
  // and no answer shows until he says he is ready.
  CHECK(h.Has("game/ready"));
  CHECK_FALSE(h.Has("lw/status/reply"));
  CHECK_FALSE(h.Has("lw/move/conker-reply rematch"));
  h.Tap("game/ready");
  CHECK(h.Has("lw/status/reply"));
  CHECK(h.Has("lw/move/conker-reply decline"));
  REQUIRE(h.Has("lw/move/conker-reply rematch"));
  h.Tap("lw/move/conker-reply rematch");
  s = Saved(platform);
  CHECK(s->game().History().back().move == "conker-reply rematch");
  CHECK(s->game().History().back().seat == 1);
  const lost_words::State& st = Lw(*s).state();
  CHECK(st.row(1)[st.SlotOf(1, word)].matched());
  // The turn goes back to Ana, behind her own privacy screen.
  CHECK(s->game().CurrentSeat() == 0);
  CHECK(h.Has("game/ready"));
}

TEST_CASE("The Lost Words: a failed Heron is shown on the table and its player misses the next turn", "[ui][lw][heron]") {
  using lost_words::Card;
  using lost_words::Special;
  std::unique_ptr<Scenario> sc;
  std::string word;
  for (uint64_t seed = 1; seed < 2000 && word.empty(); ++seed) {
    sc = std::make_unique<Scenario>(seed, 0);
    sc->Play("draw deck");
    if (!sc->state().hand(0).Contains(Card::Of(Special::kHeron))) continue;
    for (int w = 0; w < lost_words::kNumWords; ++w) {
      if (!sc->state().hand(1).Contains(Card::Spell(lost_words::WordAt(w)))) {
        word = lost_words::WordName(lost_words::WordAt(w));
        break;
      }
    }
  }
  REQUIRE_FALSE(word.empty());
  FakePlatform platform;
  Harness h(platform);
  sc->Resume(h, platform);
  ReadyIfAsked(h);
  std::unique_ptr<GameSession> s = Saved(platform);
  CHECK_FALSE(h.Has("lw/skip/0"));
  TapHandCardOf(h, *s, 0, Card::Of(Special::kHeron));
  h.Tap("lw/move/play Heron " + word);
  s = Saved(platform);
  REQUIRE(Lw(*s).state().skip_turns(0) == 1);
  // Everyone sees who will miss a turn, and the Heron's answer.
  CHECK(h.Has("lw/skip/0"));
  CHECK(h.Has("lw/heron/" + Lower(word) + "/nobody"));
  h.Tap("lw/move/end");
  s = Saved(platform);
  REQUIRE(s->game().CurrentSeat() == 1);
  ReadyIfAsked(h);
  CHECK(h.Has("lw/skip/0"));  // still pending on Ben's table
  CHECK(h.Has("lw/heron/" + Lower(word) + "/nobody"));  // until Ben's turn moves on
  h.Tap("lw/deck");
  CHECK_FALSE(h.Has("lw/heron/" + Lower(word) + "/nobody"));
  h.Tap("lw/move/end");
  s = Saved(platform);
  while (Lw(*s).state().phase() == lost_words::Phase::kDiscard) {
    const std::string discard = s->game().LegalMoves(1).front();
    TapHandCardOf(h, *s, 1, Move::Parse(discard)->card);
    h.Tap("lw/move/" + discard);
    s = Saved(platform);
  }
  // Ana's turn was passed over: Ben draws again, with no privacy screen between.
  CHECK(s->game().CurrentSeat() == 1);
  CHECK(Lw(*s).state().phase() == lost_words::Phase::kDraw);
  CHECK(Lw(*s).state().skip_turns(0) == 0);
  CHECK_FALSE(h.Has("game/ready"));
  CHECK(h.Has("lw/status/draw"));
  CHECK_FALSE(h.Has("lw/skip/0"));
}

TEST_CASE("The Lost Words: a Lark's extra actions are shown and count down", "[ui][lw][lark]") {
  using lost_words::Card;
  using lost_words::Special;
  std::unique_ptr<Scenario> sc;
  bool found = false;
  for (uint64_t seed = 1; seed < 2000 && !found; ++seed) {
    sc = std::make_unique<Scenario>(seed, 0);
    sc->Play("draw deck");
    found = sc->state().hand(0).Contains(Card::Of(Special::kLark));
  }
  REQUIRE(found);
  FakePlatform platform;
  Harness h(platform);
  sc->Resume(h, platform);
  ReadyIfAsked(h);
  std::unique_ptr<GameSession> s = Saved(platform);
  CHECK(h.Has("lw/actions-left/1"));
  TapHandCardOf(h, *s, 0, Card::Of(Special::kLark));
  h.Tap("lw/move/play Lark");
  CHECK(h.Has("lw/actions-left/2"));
  CHECK_FALSE(h.Has("lw/actions-left/1"));
  for (int left = 1; left >= 0; --left) {
    s = Saved(platform);
    std::string exchange;
    for (const std::string& m : s->game().LegalMoves(0)) {
      if (m.rfind("exchange ", 0) == 0) exchange = m;
    }
    REQUIRE_FALSE(exchange.empty());
    TapMove(h, *s, exchange);
    CHECK(Saved(platform)->game().History().back().move == exchange);
    CHECK(h.Has("lw/actions-left/" + std::to_string(left)));
    CHECK_FALSE(h.Has("lw/actions-left/" + std::to_string(left + 1)));
  }
  CHECK(Lw(*Saved(platform)).state().actions_left() == 0);
}

TEST_CASE("The Lost Words: with no action left, a Lark in hand is still offered", "[ui][lw][lark]") {
  using lost_words::Card;
  using lost_words::Special;
  std::unique_ptr<Scenario> sc;
  bool found = false;
  for (uint64_t seed = 1; seed < 2000 && !found; ++seed) {
    sc = std::make_unique<Scenario>(seed, 0);
    sc->Play("draw deck");
    found = sc->state().hand(0).Contains(Card::Of(Special::kLark));
  }
  REQUIRE(found);
  // The turn's one action spent on an exchange; the Lark (which costs no
  // action) is still in the hand.
  std::string exchange;
  for (const std::string& m : sc->Legal())
    if (m.rfind("exchange ", 0) == 0) exchange = m;
  REQUIRE_FALSE(exchange.empty());
  sc->Play(exchange);
  REQUIRE(sc->state().actions_left() == 0);
  REQUIRE(sc->Has("play Lark"));
  FakePlatform platform;
  Harness h(platform);
  sc->Resume(h, platform);
  ReadyIfAsked(h);
  // Not "no actions left: end your actions", which would hide the Lark.
  CHECK(h.Has("lw/status/lark"));
  CHECK_FALSE(h.Has("lw/status/act"));
  std::unique_ptr<GameSession> s = Saved(platform);
  TapHandCardOf(h, *s, 0, Card::Of(Special::kLark));
  h.Tap("lw/move/play Lark");
  CHECK(h.Has("lw/actions-left/1"));
  CHECK(h.Has("lw/status/act"));
}

namespace {

// Ana (seat 0, first) has drawn and holds a spell of one of her nature
// cards: `word`, and the hand slot of that spell.
std::unique_ptr<Scenario> CanMatch(std::string* word) {
  for (uint64_t seed = 1; seed < 2000; ++seed) {
    auto sc = std::make_unique<Scenario>(seed, 0);
    sc->Play("draw deck");
    for (const lost_words::NatureSlot& slot : sc->state().row(0)) {
      if (sc->state().hand(0).Contains(lost_words::Card::Spell(slot.nature))) {
        *word = lost_words::WordName(slot.nature);
        return sc;
      }
    }
  }
  FAIL("no seed deals a match");
  return nullptr;
}

std::string HandSlotOf(const GameSession& s, int seat, lost_words::Card card) {
  const lost_words::CardList& hand = Lw(s).state().hand(seat);
  for (int i = 0; i < hand.size(); ++i) {
    if (hand[i] == card) return "lw/hand/" + std::to_string(i);
  }
  FAIL("no " << card.Token() << " in the hand");
  return "";
}

}  // namespace

TEST_CASE("The Lost Words: a hand card dragged onto its target is played, and tap then target works too", "[ui][lw][drag]") {
  std::string word;
  std::unique_ptr<Scenario> sc = CanMatch(&word);
  const lost_words::Card spell = lost_words::Card::Spell(*lost_words::ParseWord(word));
  const std::string nature = "lw/nature/0/" + Lower(word);
  SECTION("drag and drop") {
    FakePlatform platform;
    Harness h(platform);
    sc->Resume(h, platform);
    ReadyIfAsked(h);
    const size_t moves = Saved(platform)->game().History().size();
    // Onto an opponent's nature card: refused, nothing moves.
    const std::string wrong = *h.NamesWithPrefix("lw/nature/1/").begin();
    h.DragTo(HandSlotOf(*Saved(platform), 0, spell), wrong);
    CHECK(h.Has("game/refusal"));
    CHECK(Saved(platform)->game().History().size() == moves);
    // Onto its own nature card: matched.
    h.DragTo(HandSlotOf(*Saved(platform), 0, spell), nature);
    std::unique_ptr<GameSession> s = Saved(platform);
    REQUIRE(s->game().History().size() == moves + 1);
    CHECK(s->game().History().back().move == "match " + word);
    CHECK_FALSE(h.Has("game/refusal"));
  }
  SECTION("tap the card, then its target") {
    FakePlatform platform;
    Harness h(platform);
    sc->Resume(h, platform);
    ReadyIfAsked(h);
    h.Tap(HandSlotOf(*Saved(platform), 0, spell));
    h.Tap(nature);
    CHECK(Saved(platform)->game().History().back().move == "match " + word);
  }
}

TEST_CASE("The Lost Words: cards glide where they go, a tap lands them, and reduce motion stops them", "[ui][lw][flight]") {
  Scenario sc(7, 0);
  SECTION("moving") {
    FakePlatform platform;
    Harness h(platform);
    sc.Resume(h, platform);
    ReadyIfAsked(h);
    CHECK_FALSE(h.Has("lw/flight"));
    // The drawn card flies from the deck into the hand, and lands within ~0.3 s.
    h.Tap("lw/deck", 2);
    CHECK(Saved(platform)->game().History().back().move == "draw deck");
    CHECK(h.Has("lw/flight"));
    h.Frames(6);
    CHECK(h.Has("lw/flight"));  // 0.13 s: still on its way
    h.Frames(20);
    CHECK_FALSE(h.Has("lw/flight"));
    // An exchange: the spare flies into the row; a tap anywhere lands it at once.
    std::string exchange;
    for (const std::string& m : Saved(platform)->game().LegalMoves(0)) {
      if (m.rfind("exchange ", 0) == 0) exchange = m;
    }
    REQUIRE_FALSE(exchange.empty());
    h.Tap("lw/nature/0/" + Lower(lost_words::WordName(Move::Parse(exchange)->word)));
    h.Tap("lw/move/" + exchange, 2);
    CHECK(Saved(platform)->game().History().back().move == exchange);
    CHECK(h.Has("lw/flight"));
    h.Tap("lw/status/act", 0);
    CHECK_FALSE(h.Has("lw/flight"));
  }
  SECTION("reduce motion") {
    FakePlatform platform;
    platform.user_files["settings.json"] = R"({"reduce_motion":true})";
    Harness h(platform);
    sc.Resume(h, platform);
    ReadyIfAsked(h);
    h.Tap("lw/deck", 1);  // the save is written a frame later
    REQUIRE(Saved(platform)->game().History().size() == 1);
    for (int i = 0; i < 30; ++i) {
      h.Frame();
      CHECK_FALSE(h.Has("lw/flight"));
    }
  }
}
