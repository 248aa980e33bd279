// The Lost Words table through the whole app, headless: a game against a
// bot played only by tapping named items (cards, then the move buttons they
// offer), from set-up to the end screen. The state is read back from the
// save the app writes after every move: the test sees the whole table, the
// app only ever shows the viewer's view.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "app_harness.h"
#include "core/registry.h"
#include "fake_platform.h"
#include "games/lost_words/lost_words.h"
#include "ui/app.h"
#include "ui/games.h"
#include "play/session.h"
#include "ui/games/lost_words/lost_words_cards.h"
#include "ui/games/lost_for_words/lost_for_words_ui.h"
#include "ui/games/lost_words/lost_words_ui.h"
#include "ui/sound.h"

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

// [Layout] The table at phone, tablet and desktop sizes and at 140% text,
// at every third decision of seeded games against bots (two, three and four
// players): the person's hand, their own row, the piles, what to do now and
// every move a selected card offers are whole on screen (a card clipped by
// the dock or the edge is shorter than a card); the cards keep their size
// all game, whatever the scroll or the log.
namespace {

struct ScreenSize {
  const char* name;
  float width, height;
  int scale;  // percent
};
constexpr ScreenSize kScreens[] = {{"phone", 390, 844, 100},   {"tablet", 1180, 820, 100}, {"desktop", 1440, 900, 100},
                               {"phone 140%", 390, 844, 140}, {"tablet 140%", 1180, 820, 140}};

// A new game of `game`: you (seat 0, first) against `bots` easy bots.
std::unique_ptr<GameSession> AgainstBots(const std::string& game, int bots, uint64_t seed) {
  SessionSetup setup;
  setup.seats = {SeatSetup{true, "medium", "You"}};
  for (int i = 0; i < bots; ++i) setup.seats.push_back(SeatSetup{false, "easy", ""});
  setup.options.seats = bots + 1;
  setup.options.seed = seed;
  setup.options.variant.set("first", 0);
  const GameEntry* entry = FindGameEntry(game);
  REQUIRE(entry != nullptr);
  Result<std::unique_ptr<GameSession>> s = GameSession::Start(*BuiltinGames().Find(game), testing::SharedDictionary().get(),
                                                              setup, entry->screens->describe);
  REQUIRE(s.ok());
  return std::move(*s);
}

// The same, of The Lost Words, on the table.
void OpenAgainstBots(Harness& h, int bots, uint64_t seed) {
  h.app().OpenScreen(MakePlayScreen(games::lost_words::Screens(), AgainstBots("lost-words", bots, seed)));
  h.Settle();
}

// A card whole on screen: as tall as a card of its width, inside the window.
void CheckCard(const NamedItem& item, const ScreenSize& screen) {
  INFO(item.name << " at " << item.x << "," << item.y << " " << item.w << "x" << item.h);
  CHECK(item.h == Approx(CardHeight(item.w)).margin(1.5));
  CHECK(item.x >= -0.5f);
  CHECK(item.x + item.w <= screen.width + 0.5f);
  CHECK(item.y >= -0.5f);
  CHECK(item.y + item.h <= screen.height + 0.5f);
}

// What a person needs now is whole on screen; returns the width of the
// person's row's cards.
float CheckTable(Harness& h, const GameSession& s, const ScreenSize& screen) {
  const float target = 48.0f * static_cast<float>(screen.scale) / 100.0f;
  const lost_words::State& st = Lw(s).state();
  CHECK(h.NamesWithPrefix("lw/status/").size() == 1);
  float width = -1;
  for (const lost_words::NatureSlot& slot : st.row(0)) {
    const NamedItem* card = h.Find("lw/nature/0/" + Lower(lost_words::WordName(slot.nature)));
    INFO(screen.name << ": your " << lost_words::WordName(slot.nature));
    REQUIRE(card != nullptr);
    CheckCard(*card, screen);
    if (width < 0) width = card->w;
    CHECK(card->w == Approx(width).margin(0.5));
  }
  // The hand: the last card whole, the others as tall (they may overlap).
  const lost_words::CardList& hand = st.hand(0);
  for (int i = 0; i < hand.size(); ++i) {
    const NamedItem* card = h.Find("lw/hand/" + std::to_string(i));
    INFO(screen.name << ": hand card " << i);
    REQUIRE(card != nullptr);
    if (i + 1 == hand.size()) CheckCard(*card, screen);
  }
  if (st.phase() == lost_words::Phase::kDraw) {
    for (const char* pile : {"lw/deck", "lw/discard"}) {
      INFO(screen.name << ": " << pile);
      const NamedItem* item = h.Find(pile);
      REQUIRE(item != nullptr);
      CheckCard(*item, screen);
    }
    for (const std::string& m : s.game().LegalMoves(0)) {
      const NamedItem* button = h.Find("lw/move/" + m);
      INFO(screen.name << ": the button of " << m);
      REQUIRE(button != nullptr);
      CHECK(button->h >= target - 0.5f);
    }
  }
  return width;
}

// With a card of the hand selected, its moves (up to what the dock shows
// without scrolling: four buttons) are whole on screen, "End" among them.
void CheckOffered(Harness& h, const GameSession& s, const ScreenSize& screen, int slot) {
  const float target = 48.0f * static_cast<float>(screen.scale) / 100.0f;
  const lost_words::State& st = Lw(s).state();
  std::vector<Move> offered = Lw(s).MovesWithCard(0, st.hand(0)[slot]);
  if (st.phase() == lost_words::Phase::kAction) offered.push_back(Move::OfKind(Move::Kind::kEnd));
  int whole = 0;
  for (const Move& m : offered) {
    const NamedItem* button = h.Find("lw/move/" + m.ToString());
    if (button != nullptr && button->h >= target - 0.5f && button->y + button->h <= screen.height + 0.5f) ++whole;
  }
  INFO(screen.name << ": " << offered.size() << " moves offered for hand card " << slot);
  CHECK(whole >= std::min<int>(static_cast<int>(offered.size()), 4));
  if (st.phase() == lost_words::Phase::kAction) CHECK(h.Has("lw/move/end"));
}

}  // namespace

TEST_CASE("The Lost Words: what the person needs is whole on screen at every size, and cards keep their size",
          "[ui][lw][layout]") {
  struct Game {
    int bots;
    uint64_t seed;
  };
  for (const ScreenSize& screen : kScreens) {
    for (const Game game : {Game{1, 41}, Game{2, 42}, Game{3, 43}}) {
      INFO(screen.name << ", " << game.bots + 1 << " players, seed " << game.seed);
      FakePlatform platform;
      platform.user_files["settings.json"] =
          R"({"bot_speed":"fast","ui_scale":)" + std::to_string(screen.scale) + "}";
      Harness h(platform, screen.width, screen.height);
      OpenAgainstBots(h, game.bots, game.seed);
      float width = -1;
      int decisions = 0;
      for (int turn = 0; turn < 24; ++turn) {
        WaitForHuman(h, platform);
        std::unique_ptr<GameSession> s = Saved(platform);
        if (s == nullptr || s->game().IsTerminal()) break;
        const std::vector<std::string> moves = s->game().LegalMoves(0);
        if (turn % 3 == 0) {
          h.Frames(30);  // the view has come to the person's row
          const float w = CheckTable(h, *s, screen);
          if (width < 0) width = w;
          CHECK(w == Approx(width).margin(0.5));  // the same size all game
          const lost_words::State& st = Lw(*s).state();
          if (st.phase() == lost_words::Phase::kAction && st.hand(0).size() > 0) {
            const int slot = turn % st.hand(0).size();
            h.Tap("lw/hand/" + std::to_string(slot));
            CheckOffered(h, *s, screen, slot);
            h.Tap("lw/hand/" + std::to_string(slot));  // and put it back
          }
          if (turn == 6 && h.Has("game/log")) h.Tap("game/log");  // the log opens or closes: nothing changes size
        }
        TapMove(h, *s, Choose(moves, turn));
        ++decisions;
      }
      CHECK(decisions >= 12);
    }
  }
}

// [Figures] How long a whole turn of a bot takes on the table at each bot
// speed (Settings: slow 2.0 s, normal 1.1 s, fast 0.5 s a move, times each
// move's HoldShare), median and max over whole seeded games of The Lost
// Words (you and two bots) and Lost for Words (you and a bot), from the
// session's own timing at 60 frames a second; you move as soon as the
// bot's last move has had its time. From the end of the turn before (your
// last move, or the last bot's hold) to the end of this bot's last hold.
// (ui_tests "[.bot-turns]": figures, no assertion.)
TEST_CASE("Bot turns: how long a whole turn of a bot takes, per speed", "[.bot-turns]") {
  struct Speed {
    const char* name;
    double pace;
  };
  for (const char* id : {"lost-words", "lost-for-words"}) {
    for (const Speed speed : {Speed{"slow", 2.0}, Speed{"normal", 1.1}, Speed{"fast", 0.5}}) {
      std::vector<double> turns;
      for (uint64_t seed = 1; seed <= 4; ++seed) {
        SessionSetup setup;
        setup.seats = {SeatSetup{true, "medium", "You"}, SeatSetup{false, "medium", ""}};
        if (std::string(id) == "lost-words") setup.seats.push_back(SeatSetup{false, "medium", ""});
        setup.options.seats = static_cast<int>(setup.seats.size());
        setup.options.seed = seed;
        Result<std::unique_ptr<GameSession>> started =
            GameSession::Start(*BuiltinGames().Find(id), testing::SharedDictionary().get(), setup, nullptr);
        REQUIRE(started.ok());
        GameSession& s = **started;
        s.SetPace(speed.pace);
        // Each move: who made it, when, and (a bot's) when its hold ended.
        struct Step {
          int seat;
          double at, shown_until;
        };
        std::vector<Step> steps;
        double t = 0;
        for (int frame = 0; frame < 600000 && !s.game().IsTerminal(); ++frame) {
          t = frame / 60.0;
          s.Update(t);
          for (size_t i = steps.size(); i < s.game().History().size(); ++i) {
            if (!steps.empty() && steps.back().shown_until < 0) steps.back().shown_until = t;  // the next move came
            steps.push_back(Step{s.game().History()[i].seat, t, -1});
          }
          if (!steps.empty() && steps.back().shown_until < 0 && !s.Holding(t)) steps.back().shown_until = t;
          if (s.IsDeciding(0) && !s.Holding(t)) {
            const std::vector<std::string> legal = s.game().LegalMoves(0);
            REQUIRE(s.Play(0, legal[static_cast<size_t>(frame) % legal.size()]).ok());
          }
        }
        for (size_t i = 0; i < steps.size();) {
          size_t j = i;
          while (j + 1 < steps.size() && steps[j + 1].seat == steps[i].seat) ++j;
          if (steps[i].seat != 0 && i > 0 && steps[j].shown_until >= 0) {
            const Step& before = steps[i - 1];
            const double start = before.seat == 0 ? before.at : before.shown_until;
            turns.push_back(steps[j].shown_until - start);
          }
          i = j + 1;
        }
      }
      std::sort(turns.begin(), turns.end());
      REQUIRE_FALSE(turns.empty());
      std::printf("%-15s %-7s bot turns %4zu  median %5.2f s  max %5.2f s\n", id, speed.name, turns.size(),
                  turns[turns.size() / 2], turns.back());
    }
  }
}

// [Sounds] What the tables ask to be heard, and when (ui/sound.h), as the
// platform receives them (FakePlatform::sounds): the cards' own, in order.
namespace {

// The sounds of cards heard since `from` (the play screen's own, "your
// turn" and the like, left out), by name.
std::vector<std::string> CardSounds(const FakePlatform& platform, size_t from = 0) {
  std::vector<std::string> out;
  for (size_t i = from; i < platform.sounds.size(); ++i) {
    const Sound s = platform.sounds[i].sound;
    if (s == Sound::kCardSlide || s == Sound::kCardPlace || s == Sound::kShuffle || s == Sound::kClaimRight) {
      out.emplace_back(SoundName(s));
    }
  }
  return out;
}

}  // namespace

TEST_CASE("The Lost Words: a deal shuffles, and a match sounds as its spell leaves, lands and is claimed",
          "[ui][lw][sound]") {
  std::string word;
  std::unique_ptr<Scenario> sc = CanMatch(&word);
  FakePlatform platform;
  Harness h(platform);
  {
    // A new game: the deal (a shuffle, then cards landing).
    h.app().OpenScreen(MakePlayScreen(games::lost_words::Screens(), AgainstBots("lost-words", 1, 3)));
    h.Frames(90);
    const std::vector<std::string> names = CardSounds(platform);
    REQUIRE_FALSE(names.empty());
    CHECK(names.front() == "shuffle");
    CHECK(std::count(names.begin(), names.end(), "card-place") >= 3);
    h.Tap("nav/back");
  }
  h.app().OpenScreen(MakePlayScreen(games::lost_words::Screens(), std::move(sc->session)));
  h.Settle();
  ReadyIfAsked(h);
  std::unique_ptr<GameSession> s = Saved(platform);
  h.Tap(HandSlotOf(*s, 0, lost_words::Card::Spell(*lost_words::ParseWord(word))));
  const size_t from = platform.sounds.size();
  h.Tap("lw/nature/0/" + Lower(word), 60);
  REQUIRE(Saved(platform)->game().History().back().move == "match " + word);
  // The spell leaves the hand, lands on its nature card, and the match is claimed as it lands.
  CHECK(CardSounds(platform, from) == std::vector<std::string>{"card-slide", "card-place", "claim-right"});
  const auto first = std::find_if(platform.sounds.begin() + static_cast<long>(from), platform.sounds.end(),
                                  [](const auto& p) { return p.sound == Sound::kCardSlide; });
  const auto claim = std::find_if(platform.sounds.begin() + static_cast<long>(from), platform.sounds.end(),
                                  [](const auto& p) { return p.sound == Sound::kClaimRight; });
  REQUIRE(first != platform.sounds.end());
  REQUIRE(claim != platform.sounds.end());
  CHECK(claim->time - first->time == Approx(0.3).margin(0.05));  // after the spell's flight
}

TEST_CASE("Lost for Words: a card sounds as it leaves and lands, and a column that becomes a word is claimed",
          "[ui][lfw][sound]") {
  FakePlatform platform;
  Harness h(platform);
  std::unique_ptr<GameSession> s = AgainstBots("lost-for-words", 1, 1);
  for (const char* line : {"column 0 1 letters BALLAS", "hand 0 T N E E I U R D", "hand 1 B C D F G H J K"}) {
    REQUIRE(s->ApplySetup(line).ok());
  }
  h.app().OpenScreen(MakePlayScreen(games::lost_for_words::Screens(), std::move(s)));
  h.Settle();
  // BALLAS + T: a word of seven letters.
  for (const std::string& name : h.NamesWithPrefix("lfw/hand/")) {
    if (name.back() == 'T') {
      h.Tap(name);
      break;
    }
  }
  size_t from = platform.sounds.size();
  h.Tap("lfw/col/1", 60);
  CHECK(CardSounds(platform, from) == std::vector<std::string>{"card-slide", "card-place", "claim-right"});
  // A draw: the card leaves the deck and lands in the hand; nothing is claimed.
  from = platform.sounds.size();
  h.Tap("lfw/deck", 60);
  CHECK(CardSounds(platform, from) == std::vector<std::string>{"card-slide", "card-place"});
}
