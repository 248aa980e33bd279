// The Lost Words table. Everything is a tap: a card of your hand, or a
// nature card (yours, an opponent's, a spare), shows the moves it can make
// as buttons, in words; the deck and the discard pile draw. A hand card may
// also be dragged onto a lit target (or tapped, then the target tapped).
// Only the viewer's redacted view is read.
//
// Layout. The table (the other players' rows, the piles, your row) keeps its
// cards' size all game: measured from the screen, the number of players and
// the text size only, never from the scroll position, the log or what is
// selected. On a tablet or a desktop it spreads across the width (the piles
// beside two rows; three or four players' rows two by two). The dock at the
// bottom holds what to do now, the moves of the selected card as buttons and
// your hand, so all of them are always on screen and nothing covers them.
//
// Motion (ui/play/card_motion.h). Every card a move moves travels from
// where it was to where it goes, every player's moves and the deal alike;
// a match tucks the spell under its nature card, the pair jumps and the
// claim sounds. The cards another player moved stay marked where they went
// until the next move, and if the table scrolls, the view goes to them.
//
// Named items: lw/status/{draw,act,lark,reply,discard,wait,over} (what is
// expected now, in the dock), lw/hand/<i> (own hand, in order),
// lw/nature/<seat>/<word> (a row's nature card, word in lower case),
// lw/spare/<word>, lw/deck, lw/discard, lw/played (the specials played this
// turn), lw/move/<notation> (a move button, e.g. "lw/move/match Fern",
// "lw/move/end"), lw/question (the question over a row of choices),
// lw/art-error (the message shown when the card pictures could not be
// loaded), lw/actions-left/<n> (the turn's actions left, on the mover's row
// head), lw/skip/<seat> (that player misses the next turn: a failed Heron),
// lw/heron/<word>/<giver seat|nobody> (the last Heron's answer, until the
// next turn's draw), lw/flight (a card in the air; lw/fade under Reduce
// motion; lw/deal while the game is dealt) with lw/flying/<card>/<place> beside it (what it is and where it
// goes: "spell:Fern/cover/fern"), lw/mark/<place> (where another player's
// last move put a card: "nature/fern", "discard", "head/1").
//
// Index
//   [SECTION] Places on the table
//   [SECTION] Words for moves
//   [SECTION] Geometry: sizes that never change in a game
//   [SECTION] The table
//   [SECTION] The dock: what to do, the moves, the hand
//   [SECTION] Motion: every card of every move, the deal, the view
//   [SECTION] End of game, the entry
#include "ui/games/lost_words/lost_words_ui.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/person.h"
#include "core/text.h"
#include "games/lost_words/lost_words.h"
#include "ui/games/lost_words/lost_words_cards.h"
#include "ui/play/card_motion.h"
#include "ui/play/reward.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

using lost_words::Card;
using lost_words::CardList;
using lost_words::Event;
using lost_words::LostWordsGame;
using lost_words::Move;
using lost_words::Phase;
using lost_words::Special;
using lost_words::Word;

const LostWordsGame& Lw(const Game& game) { return static_cast<const LostWordsGame&>(game); }

constexpr const char* kCardPayload = "lw-card";

// True when a hand card was dropped on the last item; `*index` is the card.
bool AcceptCardDrop(int* index) { return AcceptIntDrop(kCardPayload, index); }

std::string LowerWord(Word w) { return text::Lower(lost_words::WordName(w)); }

// One line of text in at most `room` px: set smaller (down to 70%) rather
// than cut, and cut only past that.
void DrawFitted(ImDrawList* dl, ImFont* font, ImVec2 at, const ImVec4& color, const std::string& text, float room) {
  const float width = MeasureText(font, text).x;
  const float px = FontPx(font) * std::clamp(room / std::max(width, 1.0f), 0.7f, 1.0f);
  dl->PushClipRect(at, ImVec2(at.x + room, at.y + FontPx(font) * 2), true);
  dl->AddText(font, px, ImVec2(std::round(at.x), std::round(at.y + (FontPx(font) - px) * 0.5f)), Col(color), text.c_str());
  dl->PopClipRect();
}

// A count on a pile's corner ("51"), as on a card table's pile of cards.
void CountBadge(Ui& ui, ImDrawList* dl, ImVec2 card_min, float card_w, int count) {
  const std::string text = std::to_string(count);
  ImFont* font = ui.fonts().small;
  const ImVec2 ts = MeasureText(font, text);
  const float s = ui.layout().scale;
  const float h = ts.y + 2 * s, w = std::max(h, ts.x + 8 * s);
  const ImVec2 a(card_min.x + card_w - w * 0.75f, card_min.y - h * 0.35f);
  dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), Col(ui.palette().ink), h * 0.5f);
  DrawText(dl, font, ImVec2(a.x + (w - ts.x) * 0.5f, a.y + (h - ts.y) * 0.5f), ui.palette().background, text);
}

//-----------------------------------------------------------------------------
// [SECTION] Places on the table
//-----------------------------------------------------------------------------
// Every place a card can be, as one number: the key of its rectangle on
// screen and of the cards on their way there.

namespace place {
constexpr int kHand = 0;      // + slot: the viewer's hand (in the dock)
constexpr int kHead = 100;    // + seat: another player's hand, at the head of their row
constexpr int kNature = 200;  // + word: a nature card, in a row or a spare
constexpr int kCover = 300;   // + word: the spell or Wild One tucked under that nature card
constexpr int kWall = 400;    // + word: the Wall tucked under it
constexpr int kDeck = 500, kDiscard = 501, kPlayed = 502;  // the piles; the specials played this turn
}  // namespace place

std::string PlaceName(int p) {
  using namespace place;
  const auto word = [](int i) { return LowerWord(lost_words::WordAt(i)); };
  if (p < kHead) return "hand/" + std::to_string(p - kHand);
  if (p < kNature) return "head/" + std::to_string(p - kHead);
  if (p < kCover) return "nature/" + word(p - kNature);
  if (p < kWall) return "cover/" + word(p - kCover);
  if (p < kDeck) return "wall/" + word(p - kWall);
  return p == kDeck ? "deck" : p == kDiscard ? "discard" : "played";
}

// The nature card (seat, word) a move puts its card on, if any: a match, a
// Wall or the Wild One on `me`'s row, a Conker or a Magpie on an opponent's.
std::optional<std::pair<int, Word>> TargetOf(const Move& m, int me) {
  if (m.kind == Move::Kind::kMatch) return std::pair<int, Word>(me, m.word);
  if (m.kind != Move::Kind::kPlay) return std::nullopt;
  switch (m.special) {
    case Special::kWall:
    case Special::kWildOne: return std::pair<int, Word>(me, m.word);
    case Special::kConker:
    case Special::kMagpie: return std::pair<int, Word>(m.target, m.word);
    default: return std::nullopt;
  }
}

// Moves whose card a finger may drop on the discard pile: a discard, or a
// special that needs no target (Acorn, Lark: they go beside the pile, with
// the specials played this turn).
bool OntoDiscard(const Move& m) {
  return m.kind == Move::Kind::kDiscard ||
         (m.kind == Move::Kind::kPlay && (m.special == Special::kAcorn || m.special == Special::kLark));
}

//-----------------------------------------------------------------------------
// [SECTION] Words for moves
//-----------------------------------------------------------------------------

std::string Whose(int seat, const std::vector<std::string>& names) {
  return seat >= 0 && static_cast<size_t>(seat) < names.size() ? Person(names[static_cast<size_t>(seat)]).Possessive() + " "
                                                               : "";
}

std::string MoveLabel(const Move& m, const std::vector<std::string>& names, const LostWordsGame& view) {
  const auto word = [](Word w) { return std::string(lost_words::WordName(w)); };
  switch (m.kind) {
    case Move::Kind::kDrawDeck: return "Draw from the deck";
    case Move::Kind::kDrawDiscard: {
      const auto top = view.state().DiscardTop();
      return top && top->IsSpell() ? "Take the " + word(top->word()) + " spell" : "Take the discard";
    }
    case Move::Kind::kMatch: return "Match your " + word(m.word) + " with its spell";
    case Move::Kind::kPlay:
      switch (m.special) {
        case Special::kAcorn: return "Acorn: draw two more cards";
        case Special::kConker: return "Conker: knock the spell off " + Whose(m.target, names) + word(m.word);
        case Special::kHeron: return "Heron: ask for the " + word(m.word) + " spell";
        case Special::kLark: return "Lark: take an extra action";
        case Special::kMagpie:
          return "Magpie: take " + Whose(m.target, names) + word(m.word) + " pair, give your " + word(m.other);
        case Special::kWall: return "Wall: protect your " + word(m.word) + " pair";
        case Special::kWildOne: return "Wild One: the spell of your " + word(m.word);
      }
      return m.ToString();
    case Move::Kind::kExchange: return "Exchange your " + word(m.word) + " for the spare " + word(m.other);
    case Move::Kind::kEnd: return "End my actions";
    case Move::Kind::kDiscard:
      return "Discard " + (m.card.IsSpell() ? "the " + word(m.card.word()) + " spell"
                                            : "the " + std::string(lost_words::SpecialName(m.card.special())) + " card");
    case Move::Kind::kConkerRematch: return "Put my own " + word(view.state().conker_word()) + " spell back";
    case Move::Kind::kConkerDecline: return "Leave the pair unmatched";
  }
  return m.ToString();
}

// The same in a few words, for a narrow screen or large text.
std::string ShortLabel(const Move& m, const std::vector<std::string>& names, const LostWordsGame& view) {
  const auto word = [](Word w) { return std::string(lost_words::WordName(w)); };
  switch (m.kind) {
    case Move::Kind::kDrawDeck: return "Draw a card";
    case Move::Kind::kDrawDiscard: {
      const auto top = view.state().DiscardTop();
      return top && top->IsSpell() ? "Take " + word(top->word()) : "Take it";
    }
    case Move::Kind::kMatch: return "Match " + word(m.word);
    case Move::Kind::kPlay:
      switch (m.special) {
        case Special::kAcorn: return "Play Acorn";
        case Special::kConker: return "Conker " + Whose(m.target, names) + word(m.word);
        case Special::kHeron: return "Ask for " + word(m.word);
        case Special::kLark: return "Play Lark";
        case Special::kMagpie: return "Take " + word(m.word) + ", give " + word(m.other);
        case Special::kWall: return "Wall on " + word(m.word);
        case Special::kWildOne: return "Wild One on " + word(m.word);
      }
      return m.ToString();
    case Move::Kind::kExchange: return word(m.word) + " for " + word(m.other);
    case Move::Kind::kEnd: return "End actions";
    case Move::Kind::kDiscard: return "Discard it";
    case Move::Kind::kConkerRematch: return "Put mine back";
    case Move::Kind::kConkerDecline: return "Leave it";
  }
  return m.ToString();
}

// Several moves of one kind (a Heron's twenty spells, a Wild One's cards)
// are one question with a row of short answers.
std::string QuestionOf(const Move& m) {
  if (m.kind == Move::Kind::kExchange) return "Exchange:";
  switch (m.special) {
    case Special::kConker: return "Conker: knock the spell off which pair?";
    case Special::kHeron: return "Heron: ask for which spell?";
    case Special::kMagpie: return "Magpie: take which pair, for which card?";
    case Special::kWall: return "Wall: protect which pair?";
    case Special::kWildOne: return "Wild One: the spell of which card?";
    default: return "";
  }
}
std::string AnswerLabel(const Move& m, const std::vector<std::string>& names) {
  const auto word = [](Word w) { return std::string(lost_words::WordName(w)); };
  if (m.kind == Move::Kind::kExchange) return word(m.word) + " for " + word(m.other);
  switch (m.special) {
    case Special::kConker: return Whose(m.target, names) + word(m.word);
    case Special::kMagpie: return Whose(m.target, names) + word(m.word) + " for " + word(m.other);
    default: return word(m.word);
  }
}
// Moves asked as one question share this key (-1: none).
int QuestionKey(const Move& m) {
  if (m.kind == Move::Kind::kExchange) return 100;
  if (m.kind != Move::Kind::kPlay || QuestionOf(m).empty()) return -1;
  return static_cast<int>(m.special);
}

// The last Heron's answer while it is news: from the Heron until the next
// turn's first draw, so that everyone (the next player too, behind a privacy
// screen meanwhile) sees which spell was asked for and who gave it.
struct HeronNews {
  std::string text;  // "Ana played Heron, fishing for Fern. Ben has no Fern. ..."
  std::string name;  // lw/heron/<word>/<giver's seat or "nobody">
};
std::optional<HeronNews> LastHeron(const LostWordsGame& view, const std::vector<std::string>& names) {
  const auto& history = view.History();
  for (size_t i = history.size(); i-- > 0;) {
    if (view.StartsTurn(i)) return std::nullopt;  // a later turn has begun
    const auto events = view.Events(i);
    const auto heron =
        std::find_if(events.begin(), events.end(), [](const Event& e) { return e.kind == Event::Kind::kPlayedHeron; });
    if (heron == events.end()) continue;
    HeronNews news;
    std::string answer = "nobody";
    for (auto e = heron; e != events.end(); ++e) {
      using K = Event::Kind;
      if (e->kind != K::kPlayedHeron && e->kind != K::kHeronNone && e->kind != K::kHeronGave &&
          e->kind != K::kHeronFailed) {
        continue;
      }
      if (e->kind == K::kHeronGave) answer = std::to_string(e->other);
      news.text += (news.text.empty() ? "" : " ") + LostWordsGame::Narrate(*e, names);
    }
    news.name = "lw/heron/" + LowerWord(heron->word) + "/" + answer;
    return news;
  }
  return std::nullopt;
}

//-----------------------------------------------------------------------------
// [SECTION] Geometry: sizes that never change in a game
//-----------------------------------------------------------------------------

// The width of the play screen's content column (game_screens.cpp lays the
// table out in it): the table never runs past it.
float PlayWidth(const Layout& l) { return std::min(l.width - 2 * l.margin, 1180 * l.scale); }

float HandCardWidth(const Layout& l, float width) { return std::clamp(width / 5.5f, 60 * l.scale, 96 * l.scale); }

// How the rows and the piles share the table.
enum class Shape {
  kStack,  // one under the other: the others' rows, the piles, your row (phones, portrait tablets)
  kSide,   // two players on a wide screen: the two rows, the piles in a block beside them
  kGrid,   // three or four players on a wide screen: the rows two by two
};

struct TableGeometry {
  Shape shape = Shape::kStack;
  float w = 60;         // a card's width on the table
  float gap = 4;        // between two cards of a row
  float group_gap = 8;  // between the piles and the spares; between two rows side by side
  float head_h = 16;    // a row's name line (or a pile's label)
  float room = 12;      // above the cards: what is tucked under them, a lifted card
  float line_gap = 6;   // under a row
  int natures = 6;      // cards in a row
  float card_h() const { return CardHeight(w); }
  float line_h() const { return head_h + room + card_h() + line_gap; }
  float RowWidth(int cards) const { return static_cast<float>(cards) * w + static_cast<float>(cards - 1) * gap; }
  // Deck, discard pile, the specials played this turn; then the two spares.
  float PilesWidth() const { return 5 * w + 3 * gap + group_gap; }
  float BlockWidth() const { return 3 * w + 2 * gap; }  // kSide: the piles over the spares
};

// Cards as large as the screen allows, the same all game: across the width,
// and every line of rows within `height`, the part of the screen the table
// has above the dock (a phone's many rows scroll, and then the view follows
// the play).
TableGeometry MeasureTable(const Layout& l, const FontSet& fonts, float width, float height, int seats, int natures) {
  const float s = l.scale;
  TableGeometry g;
  g.gap = (l.compact() ? 4 : 6) * s;
  g.group_gap = (l.compact() ? 10 : 18) * s;
  g.head_h = std::round(MeasureText(fonts.small, "Ag").y + 6 * s);
  g.line_gap = (l.compact() ? 4 : 8) * s;
  g.natures = natures;
  const float room_share = 0.22f;  // TuckedRoom
  const auto by_height = [&](int lines) {
    return (height / static_cast<float>(lines) - g.head_h - g.line_gap) / (kCardAspect + room_share);
  };
  const auto by_width = [&](float cards, float gaps, float extra) { return (width - gaps * g.gap - extra) / cards; };
  const int row_cards = std::max(natures, 1);
  // Stacked: a row or the piles per line.
  const float stack_cards = std::max(static_cast<float>(row_cards), 5.0f);
  float best = std::min(by_width(stack_cards, stack_cards - 1, row_cards <= 5 ? g.group_gap : 0.0f),
                        by_height(seats + 1));
  g.shape = Shape::kStack;
  if (!l.compact()) {
    if (seats == 2) {
      const float side = std::min(by_width(static_cast<float>(row_cards + 3), static_cast<float>(row_cards + 1), 2 * g.group_gap),
                                  by_height(2));
      if (side > best) {
        best = side;
        g.shape = Shape::kSide;
      }
    } else {
      // Two cells a line: [o1 o2] [me piles] (3 players), [o1 o2] [o3 piles] [me] (4).
      const float cell = std::max(static_cast<float>(row_cards), 5.0f);
      const float grid = std::min(by_width(2 * cell, 2 * (cell - 1), 3 * g.group_gap), by_height(seats == 3 ? 2 : 3));
      if (grid > best * 1.05f) {
        best = grid;
        g.shape = Shape::kGrid;
      }
    }
  }
  // Never smaller than a phone's cards stay readable at (or than the width allows), never huge.
  const float floor = std::min(by_width(stack_cards, stack_cards - 1, 0), 52 * s);
  g.w = std::floor(std::clamp(best, floor, 150 * s));
  g.room = std::round(TuckedRoom(g.w));
  return g;
}

// The dock: what to do now (two lines), the moves (buttons: a line on a
// phone, two beside the hand on a wide screen, a few more while the moves
// need them), the hand. Wide screens put the words and the buttons beside
// the hand.
struct DockGeometry {
  bool wide = false;
  float pad = 6, gap = 6;
  float status_h = 0, band_h = 0, hand_w = 60, hand_h = 0, height = 0, base_height = 0;
  float panel_w = 0;  // wide: the words and buttons' column, at the right
  float button_h = 44, button_gap = 6;
  int band_lines = 1;             // lines of buttons now
  int base_lines = 1, max_lines = 3;  // usually, and at most (then they scroll)
};

DockGeometry MeasureDock(const Layout& l, const FontSet& fonts, float width, int lines) {
  const float s = l.scale;
  DockGeometry d;
  d.wide = l.expanded();
  d.pad = 6 * s;
  d.gap = 6 * s;
  d.button_h = l.target;
  d.button_gap = 6 * s;
  d.status_h = std::ceil(2 * MeasureText(fonts.strong, "Ag").y + 2 * s);
  d.hand_w = HandCardWidth(l, d.wide ? width * 0.5f : width);
  d.hand_h = CardHeight(d.hand_w) + 12 * s;  // and a selected card's lift
  d.panel_w = d.wide ? std::min(width * 0.5f, 600 * s) : width;
  d.base_lines = d.wide ? 2 : 1;
  d.max_lines = d.wide ? 3 : 4;
  const auto band = [&](int n) {
    return static_cast<float>(n) * d.button_h + static_cast<float>(n - 1) * d.button_gap;
  };
  const auto total = [&](int n) {
    return d.wide ? 2 * d.pad + std::max(d.hand_h, d.status_h + d.gap + band(n))
                  : 2 * d.pad + d.status_h + d.gap + band(n) + 2 * d.gap + d.hand_h;
  };
  d.band_lines = std::clamp(lines, d.base_lines, d.max_lines);
  d.band_h = band(d.band_lines);
  d.height = std::ceil(total(d.band_lines));
  d.base_height = std::ceil(total(d.base_lines));
  return d;
}

//-----------------------------------------------------------------------------
// [SECTION] The table
//-----------------------------------------------------------------------------

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override;
  float DockHeight(Ui& ui, const play::Session& session, float width) override;
  void DrawDock(Ui& ui, TableContext& ctx, float width) override;
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  bool HoldsFinalTable(Ui& ui, const play::Session& session) override;
  bool FollowsThePlay() const override { return true; }  // follow_

 private:
  using Rect = PlaceRect;
  // What a card in the air looks like.
  struct Flying {
    enum class Kind { kCard, kBack, kPair };
    Kind kind = Kind::kCard;
    Card card;                   // kCard
    Word nature = Word::kAcorn;  // kPair: a nature card with what lies on it
    CardLook look;
    std::optional<Card> under;  // onto the discard pile: what the pile shows until it lands
  };
  // The viewer's legal moves, worked out once per move (not every frame):
  // as text, parsed, and for each card of the hand the moves it can make.
  struct Moves {
    size_t history = static_cast<size_t>(-1);
    int viewer = -2;
    const Game* view = nullptr;
    std::vector<std::string> legal;
    std::vector<Move> parsed;
    std::vector<std::vector<Move>> by_hand;
  };
  // The move buttons as they are laid out in the dock.
  struct Band {
    std::string question;  // a row of answers under one question ("" for plain buttons)
    struct Button {
      Move move;
      std::string label;
      bool primary = true;
      ImVec2 at;  // from the band's top-left
      float w = 0;
    };
    std::vector<Button> buttons;
    int lines = 0;
    std::string caption;  // "That card has no move now."
  };

  const Moves& MovesNow(const play::Session& session);
  std::vector<Move> OfferedMoves(const play::Session& session);
  Band LayoutBand(Ui& ui, const play::Session& session, float width, const DockGeometry& d);
  void StatusLine(Ui& ui, TableContext& ctx, std::string* text, std::string* name);

  // The table's parts, at the cursor or at `at`.
  void DrawRowHead(Ui& ui, const play::Session& session, int seat, ImVec2 at, float width);
  void DrawRow(Ui& ui, TableContext& ctx, int seat, ImVec2 at);
  void DrawPiles(Ui& ui, TableContext& ctx, ImVec2 at, bool block);
  void DrawPileCard(Ui& ui, ImDrawList* dl, ImVec2 at, std::optional<Card> card, bool back, const CardLook& look);
  // `tag`: the mover's name at its foot (not on their own hand, whose row says it).
  void DrawMark(Ui& ui, int place, ImVec2 min, ImVec2 max, bool tag = true);
  float DrawLines(Ui& ui, TableContext& ctx, ImVec2 origin, float width);

  // The dock's parts.
  void DrawBand(Ui& ui, TableContext& ctx, ImVec2 at, float width, float height, const DockGeometry& d);
  void DrawHand(Ui& ui, TableContext& ctx, ImVec2 origin, float width, const DockGeometry& d);

  // Taps.
  void PlayCardOn(TableContext& ctx, int index, int seat, Word word);
  void PlayCardOnDiscard(TableContext& ctx, int index);
  void ClearSelection() {
    selected_card_ = -1;
    selected_nature_.reset();
    focus_.reset();
  }
  void Tap(TableContext& ctx, const std::string& move) {
    if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
    ctx.Play(move);
  }

  // Motion.
  bool Record(const play::Session& session) const { return watch_.Current(session); }
  void Note(const play::Session& session, int place, ImVec2 min, ImVec2 max) {
    if (Record(session)) rects_[place] = Rect{min, max, true};
  }
  void SyncMotion(Ui& ui, const play::Session& session);
  void PlanDeal(Ui& ui, const play::Session& session);
  void PlanMove(Ui& ui, const play::Session& session, size_t index);
  void DrawMotion(Ui& ui);
  bool InAir(int place) const { return motion_.InAir(place); }
  float PopScale(Word w, double now) const;
  void Cheer(Ui& ui, const play::Session& session, int seat, Word word, bool wild, double at);

  LostWordsCards cards_;
  Reward reward_;
  Moves moves_;
  TableGeometry geo_;
  float dock_extra_ = 0;  // how much taller the dock is than usual this frame (a long question)
  int dock_lines_ = 0;

  // Selection.
  int selected_card_ = -1;
  std::optional<Word> selected_nature_;
  std::vector<std::pair<int, Word>> targets_;  // (seat, nature) the selected hand card can reach
  bool discard_target_ = false;                // ... and whether it can go onto the discard pile
  std::optional<std::pair<int, Word>> focus_;  // dropped where it has several moves: only those show
  int shown_selection_ = -2;                   // the selection the view last followed

  // Where everything was drawn (screen rectangles), by place: this frame's,
  // and the frame's before the last move (where its cards come from).
  std::map<int, Rect> rects_, before_;
  CardList hand_drawn_;                // the viewer's hand as last drawn
  std::optional<Card> discard_drawn_;  // the discard pile's top as last drawn
  CardList played_drawn_;              // the specials played this turn, as last drawn
  CardMotion<Flying> motion_;
  HandSlides slides_;  // the hand's cards closing up
  struct Pop {
    Word word;
    double start;
  };
  std::vector<Pop> pops_;  // a pair just made jumps
  TimedSounds sounds_;  // a match's claim as its spell lands
  std::vector<int> marks_;                        // where another player's last move put cards
  int marks_seat_ = -1;
  std::string marks_name_;                        // ... and who that player is
  ViewFollow follow_;
  DragScroll band_scroll_;  // a long question's answers scroll within the dock
  enum class Follow { kNone, kMarks, kMyTurn, kTargets };
  Follow follow_next_ = Follow::kNone;
  bool was_to_move_ = false;
  MoveWatch watch_;  // which move the table last showed
  bool deal_ = false;  // the cards in the air are the deal's
  FinalTableHold final_;  // the winning move stays on the table a moment
};

const Table::Moves& Table::MovesNow(const play::Session& session) {
  const Game& game = session.View();
  const int me = session.viewer();
  if (moves_.history == game.History().size() && moves_.viewer == me && moves_.view == &game) return moves_;
  moves_ = Moves{game.History().size(), me, &game, {}, {}, {}};
  if (me < 0) return moves_;
  const LostWordsGame& view = Lw(game);
  moves_.legal = view.LegalMoves(me);
  for (const std::string& text : moves_.legal) {
    if (Result<Move> m = Move::Parse(text); m.ok()) moves_.parsed.push_back(*m);
  }
  for (const Card card : view.state().hand(me)) moves_.by_hand.push_back(view.MovesWithCard(me, card));
  return moves_;
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  cards_.Load(ui.platform());
  const Layout& l = ui.layout();
  play::Session& session = ctx.session();
  const LostWordsGame& view = Lw(session.View());
  const lost_words::State& st = view.state();
  const int me = session.viewer();
  SyncMotion(ui, session);
  motion_.Update(ui);
  sounds_.Update(ui);
  if (AnyInputThisFrame()) pops_.clear();
  const bool to_move = ctx.ViewerToMove();
  if (to_move && !was_to_move_) follow_next_ = Follow::kMyTurn;
  was_to_move_ = to_move;
  const Moves& moves = MovesNow(session);
  // Where the selected hand card can go: those nature cards are highlighted.
  targets_.clear();
  discard_target_ = false;
  if (to_move && selected_card_ >= 0 && static_cast<size_t>(selected_card_) < moves.by_hand.size()) {
    for (const Move& m : moves.by_hand[static_cast<size_t>(selected_card_)]) {
      if (const auto target = TargetOf(m, me)) targets_.push_back(*target);
      if (OntoDiscard(m)) discard_target_ = true;
    }
  }
  const int selection = selected_card_ >= 0 ? selected_card_ : -1;
  if (selection != shown_selection_) {
    shown_selection_ = selection;
    if (!targets_.empty()) follow_next_ = Follow::kTargets;
  }

  const float width = PlayWidth(l);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float top_offset = ImGui::GetCursorPosY();  // the frame's lines above the table, scroll aside
  // The top line: the last Heron's answer, or the last move.
  const float caption_h = 2 * MeasureText(ui.fonts().small, "Ag").y + l.small_gap;
  if (const std::optional<HeronNews> heron = LastHeron(view, session.names())) {
    Paragraph(ui, heron->text, ui.fonts().small, &ui.palette().accent, width);
    ui.NameItem(heron->name);
  } else if (!session.log().empty()) {
    Caption(ui, "Last: " + session.log().back(), width);
  }
  if (!cards_.error().empty()) {
    Caption(ui, cards_.error(), width);
    ui.NameItem("lw/art-error");
  }
  const float table_top = std::max(origin.y + caption_h, ImGui::GetCursorScreenPos().y);
  // The height the table has: the play area above the dock at its usual
  // height, whatever the scroll, the log or a long question in the dock.
  const float height = ImGui::GetWindowHeight() + dock_extra_ - top_offset - caption_h - l.gap;
  int natures = 0;
  for (int seat = 0; seat < st.seats(); ++seat) natures = std::max(natures, st.row(seat).size());
  geo_ = MeasureTable(l, ui.fonts(), width, height, st.seats(), natures);
  const float bottom = DrawLines(ui, ctx, ImVec2(origin.x, table_top), width);
  ImGui::SetCursorScreenPos(ImVec2(origin.x, bottom));
  ImGui::Dummy(ImVec2(width, 1));

  // The view follows the play when the table is taller than the screen.
  auto bring = [&](const std::vector<int>& places, bool prefer_bottom) {
    float top = 1e9f, low = -1e9f;
    for (int p : places) {
      const auto it = rects_.find(p);
      if (it == rects_.end()) continue;
      top = std::min(top, it->second.min.y);
      low = std::max(low, it->second.max.y);
    }
    if (low > top) follow_.Bring(ui, top, low, prefer_bottom, follow_next_ == Follow::kMarks);
  };
  if (Record(session) && follow_next_ != Follow::kNone) {
    std::vector<int> places;
    switch (follow_next_) {
      case Follow::kMarks: places = marks_; break;
      case Follow::kMyTurn:
        // Your row and the piles: what a turn starts with.
        for (const auto& slot : st.row(me < 0 ? 0 : me)) places.push_back(place::kNature + lost_words::Index(slot.nature));
        places.push_back(place::kDeck);
        break;
      case Follow::kTargets:
        for (const auto& [seat, word] : targets_) places.push_back(place::kNature + lost_words::Index(word));
        break;
      case Follow::kNone: break;
    }
    bring(places, follow_next_ == Follow::kMyTurn);
    follow_next_ = Follow::kNone;
  }
  follow_.Update(ui);
  reward_.Draw(ui);
}

// The rows and piles in the table's shape; returns the bottom.
float Table::DrawLines(Ui& ui, TableContext& ctx, ImVec2 origin, float width) {
  const play::Session& session = ctx.session();
  const lost_words::State& st = Lw(session.View()).state();
  const int me = session.viewer() < 0 ? 0 : session.viewer();
  const TableGeometry& g = geo_;
  std::vector<int> others;
  for (int k = 1; k < st.seats(); ++k) others.push_back((me + k) % st.seats());
  const float row_w = g.RowWidth(g.natures);
  float y = origin.y;
  switch (g.shape) {
    case Shape::kStack: {
      const float total = std::max(row_w, g.PilesWidth());
      const float x = origin.x + std::max(0.0f, (width - total) * 0.5f);
      for (int seat : others) {
        DrawRow(ui, ctx, seat, ImVec2(x, y));
        y += g.line_h();
      }
      DrawPiles(ui, ctx, ImVec2(x, y), false);
      y += g.line_h();
      DrawRow(ui, ctx, me, ImVec2(x, y));
      y += g.line_h();
      break;
    }
    case Shape::kSide: {
      const float total = row_w + 2 * g.group_gap + g.BlockWidth();
      const float x = origin.x + std::max(0.0f, (width - total) * 0.5f);
      DrawPiles(ui, ctx, ImVec2(x + row_w + 2 * g.group_gap, y), true);
      for (int seat : others) {
        DrawRow(ui, ctx, seat, ImVec2(x, y));
        y += g.line_h();
      }
      DrawRow(ui, ctx, me, ImVec2(x, y));
      y += g.line_h();
      break;
    }
    case Shape::kGrid: {
      const float cell = std::max(row_w, g.PilesWidth());
      const float total = 2 * cell + 3 * g.group_gap;
      const float x = origin.x + std::max(0.0f, (width - total) * 0.5f);
      const float x2 = x + cell + 3 * g.group_gap;
      DrawRow(ui, ctx, others[0], ImVec2(x, y));
      DrawRow(ui, ctx, others[1], ImVec2(x2, y));
      y += g.line_h();
      if (others.size() == 3) {
        DrawRow(ui, ctx, others[2], ImVec2(x, y));
        DrawPiles(ui, ctx, ImVec2(x2, y), false);
        y += g.line_h();
        DrawRow(ui, ctx, me, ImVec2(origin.x + std::max(0.0f, (width - row_w) * 0.5f), y));
      } else {
        DrawRow(ui, ctx, me, ImVec2(x, y));
        DrawPiles(ui, ctx, ImVec2(x2, y), false);
      }
      y += g.line_h();
      break;
    }
  }
  return y;
}

void Table::DrawRowHead(Ui& ui, const play::Session& session, int seat, ImVec2 at, float width) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  const LostWordsGame& view = Lw(session.View());
  const lost_words::State& st = view.state();
  const TableGeometry& g = geo_;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool to_move = session.View().CurrentSeat() == seat;
  const bool mine = seat == session.viewer();
  float x = at.x;
  if (!mine) {
    // Another player's hand: small backs, where their cards come from and go to.
    const int n = st.hand(seat).size() - motion_.CountInAir(place::kHead + seat);  // less those on their way
    const float bh = g.head_h - 2 * s, bw = bh / kCardAspect;
    const float step = bw * 0.45f;
    for (int i = 0; i < std::min(n, 8); ++i) {
      cards_.DrawBack(dl, ui.fonts(), ImVec2(x + static_cast<float>(i) * step, at.y + 1 * s), bw);
    }
    const float fan_w = bw + step * static_cast<float>(std::max(0, std::min(n, 8) - 1));
    Note(session, place::kHead + seat, ImVec2(x, at.y), ImVec2(x + std::max(fan_w, bw), at.y + g.head_h));
    if (marks_seat_ >= 0 && std::find(marks_.begin(), marks_.end(), place::kHead + seat) != marks_.end() &&
        !InAir(place::kHead + seat)) {
      DrawMark(ui, place::kHead + seat, ImVec2(x - 2 * s, at.y), ImVec2(x + std::max(fan_w, bw) + 2 * s, at.y + g.head_h),
               false);
    }
    x += std::max(fan_w, bw) + 6 * s;
  }
  // Name and progress, then what else is news, as short as the room needs.
  const std::string name = (to_move ? "\xE2\x86\x92 " : "") + session.names()[static_cast<size_t>(seat)];
  const int matched = view.Scores()[static_cast<size_t>(seat)];
  const int of = st.row(seat).size();
  const int skips = st.skip_turns(seat);
  const bool acting = st.turn() == seat && st.phase() == Phase::kAction;
  const int left = st.actions_left();
  const std::string dot = " \xC2\xB7 ";
  std::vector<std::string> versions;
  for (int brevity = 0; brevity < 3; ++brevity) {
    std::string head = name + dot +
                       (brevity == 0 ? view.Progress(seat) : std::to_string(matched) + "/" + std::to_string(of) +
                                                                 (brevity == 1 ? " matched" : ""));
    if (!mine && brevity == 0) head += dot + std::to_string(st.hand(seat).size()) + " in hand";
    if (skips == 1) head += dot + (brevity < 2 ? "misses the next turn" : "misses a turn");
    if (skips > 1) head += dot + (brevity < 2 ? "misses the next " : "misses ") + std::to_string(skips) + " turns";
    if (acting) head += dot + std::to_string(left) + (brevity < 2 ? (left == 1 ? " action left" : " actions left") : " left");
    versions.push_back(head);
  }
  const float room = at.x + width - x;
  std::string head = versions.back();
  for (const std::string& v : versions) {
    if (MeasureText(ui.fonts().small, v).x <= room) {
      head = v;
      break;
    }
  }
  const ImVec2 ts = MeasureText(ui.fonts().small, head);
  const ImVec2 text_at(x, at.y + (g.head_h - ts.y) * 0.5f);
  dl->PushClipRect(ImVec2(x, at.y), ImVec2(at.x + width, at.y + g.head_h), true);
  DrawText(dl, ui.fonts().small, text_at, to_move ? p.accent : p.ink, head);
  dl->PopClipRect();
  if (skips > 0 || acting) {
    ImGui::SetCursorScreenPos(text_at);
    ImGui::Dummy(ImVec2(std::max(1.0f, std::min(ts.x, room)), ts.y));
    if (skips > 0) ui.NameItem("lw/skip/" + std::to_string(seat));
    if (acting) ui.NameItem("lw/actions-left/" + std::to_string(left));
  }
}

void Table::DrawMark(Ui& ui, int place, ImVec2 min, ImVec2 max, bool tag) {
  const float s = ui.layout().scale;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRect(ImVec2(min.x - 3 * s, min.y - 3 * s), ImVec2(max.x + 3 * s, max.y + 3 * s), Col(ui.palette().notice),
              8 * s, 0, 3 * s);
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  // Who moved it, on a tag at its foot.
  if (tag && !marks_name_.empty()) {
    ImFont* font = ui.fonts().small;
    const ImVec2 ts = MeasureText(font, marks_name_);
    const float w = std::min(ts.x + 10 * s, std::max(max.x - min.x + 16 * s, 40 * s));
    const ImVec2 a((min.x + max.x - w) * 0.5f, max.y - ts.y * 0.5f);
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + ts.y + 2 * s), Col(ui.palette().notice), (ts.y + 2 * s) * 0.5f);
    DrawFitted(dl, font, ImVec2(a.x + 5 * s, a.y + 1 * s), ui.palette().background, marks_name_, w - 10 * s);
  }
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ui.NameItem("lw/mark/" + PlaceName(place));
  ImGui::SetCursorScreenPos(cursor);
}

float Table::PopScale(Word w, double now) const {
  for (const Pop& p : pops_) {
    if (p.word != w || now < p.start) continue;
    const float t = static_cast<float>((now - p.start) / 0.35);
    if (t < 1) return 1.0f + 0.12f * std::sin(t * 3.14159f);
  }
  return 1.0f;
}

void Table::DrawRow(Ui& ui, TableContext& ctx, int seat, ImVec2 at) {
  const play::Session& session = ctx.session();
  const lost_words::Row& row = Lw(session.View()).state().row(seat);
  const TableGeometry& g = geo_;
  const float w = g.w;
  DrawRowHead(ui, session, seat, at, g.RowWidth(g.natures));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float y = at.y + g.head_h + g.room;
  const double now = ui.time();
  const bool marked_row = marks_seat_ >= 0;
  for (int i = 0; i < row.size(); ++i) {
    const lost_words::NatureSlot& slot = row[i];
    const int index = lost_words::Index(slot.nature);
    const ImVec2 min(at.x + static_cast<float>(i) * (w + g.gap), y), max(min.x + w, min.y + g.card_h());
    ImGui::SetCursorScreenPos(min);
    const std::string id = "lw/nature/" + std::to_string(seat) + "/" + LowerWord(slot.nature);
    const bool target = std::find(targets_.begin(), targets_.end(), std::pair<int, Word>(seat, slot.nature)) != targets_.end();
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(w, g.card_h()))) {
      if (target && selected_card_ >= 0) {
        PlayCardOn(ctx, selected_card_, seat, slot.nature);  // tap a card, then where it goes
      } else {
        const bool same = selected_nature_ && *selected_nature_ == slot.nature;
        selected_nature_.reset();
        if (!same) selected_nature_ = slot.nature;
        selected_card_ = -1;
        focus_.reset();
        ctx.ClearRefusal();
      }
    }
    int dropped = -1;
    if (AcceptCardDrop(&dropped)) PlayCardOn(ctx, dropped, seat, slot.nature);
    ui.NameItem(id);
    Note(session, place::kNature + index, min, max);
    const Tucked cover = CoverPlace(min, w), wall = WallPlace(min, w);
    Note(session, place::kCover + index, cover.min, ImVec2(cover.min.x + w, cover.min.y + g.card_h()));
    Note(session, place::kWall + index, wall.min, ImVec2(wall.min.x + w, wall.min.y + g.card_h()));
    if (InAir(place::kNature + index)) continue;  // the card is on its way here (a Magpie, an exchange)
    CardLook look;
    look.matched = slot.cover == lost_words::NatureSlot::Cover::kSpell;
    look.wild_one = slot.wild();
    look.wall = slot.wall;
    const bool cover_here = !InAir(place::kCover + index);
    if (!cover_here) look.matched = look.wild_one = false;  // its spell has not landed
    if (InAir(place::kWall + index)) look.wall = false;
    look.selected = selected_nature_ && *selected_nature_ == slot.nature;
    look.highlighted = target;
    const int from = dl->VtxBuffer.Size;
    cards_.DrawPair(dl, ui.fonts(), min, w, slot.nature, look);
    if (const float pop = PopScale(slot.nature, now); pop != 1.0f) {
      ScaleVerticesSince(dl, from, ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f), pop);
    }
    if (marked_row) {
      for (const int p : {place::kNature + index, place::kCover + index, place::kWall + index}) {
        if (std::find(marks_.begin(), marks_.end(), p) == marks_.end() || InAir(p)) continue;
        DrawMark(ui, p, min, max);
        break;
      }
    }
    reward_.Place(seat * 100 + index, ImVec2(min.x, min.y - g.room), max);
  }
}

void Table::DrawPileCard(Ui& ui, ImDrawList* dl, ImVec2 at, std::optional<Card> card, bool back, const CardLook& look) {
  const float w = geo_.w;
  if (back) {
    cards_.DrawBack(dl, ui.fonts(), at, w, look);
  } else if (card) {
    cards_.DrawCard(dl, ui.fonts(), at, w, *card, look);
  } else {
    // An empty place: its outline.
    dl->AddRect(at, ImVec2(at.x + w, at.y + CardHeight(w)), Col(ui.palette().border), w * 0.09f, 0, 1.5f);
  }
}

// The deck, the discard pile, the specials played this turn and the two
// spares: in one line, or (`block`) the piles over the spares.
void Table::DrawPiles(Ui& ui, TableContext& ctx, ImVec2 at, bool block) {
  const play::Session& session = ctx.session();
  const LostWordsGame& view = Lw(session.View());
  const lost_words::State& st = view.state();
  const TableGeometry& g = geo_;
  const float w = g.w;
  const Palette& p = ui.palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool drawing = ctx.ViewerToMove() && st.phase() == Phase::kDraw;
  const std::vector<std::string>& legal = MovesNow(session).legal;
  const auto can = [&](const char* m) { return std::find(legal.begin(), legal.end(), m) != legal.end(); };
  const float cy = at.y + g.head_h + g.room;
  const auto label = [&](float x, float y, const std::string& text, float room) {
    DrawFitted(dl, ui.fonts().small, ImVec2(x, y + (g.head_h - MeasureText(ui.fonts().small, text).y) * 0.5f),
               p.ink_muted, text, room);
  };
  const auto marked = [&](int place) {
    return marks_seat_ >= 0 && std::find(marks_.begin(), marks_.end(), place) != marks_.end() && !InAir(place);
  };
  // Deck.
  const ImVec2 deck(at.x, cy);
  label(deck.x, at.y, "Deck", w);
  ImGui::SetCursorScreenPos(deck);
  if (ImGui::InvisibleButton("lw/deck", ImVec2(w, g.card_h()))) Tap(ctx, "draw deck");
  ui.NameItem("lw/deck");
  Note(session, place::kDeck, deck, ImVec2(deck.x + w, deck.y + g.card_h()));
  if (!st.deck().empty()) {
    DrawPileCard(ui, dl, deck, std::nullopt, true, CardLook{.highlighted = drawing && can("draw deck")});
    CountBadge(ui, dl, deck, w, st.deck().size());
  } else {
    DrawPileCard(ui, dl, deck, std::nullopt, false, {});
  }
  // Discard pile.
  const ImVec2 discard(at.x + w + g.gap, cy);
  label(discard.x, at.y, "Discard", w);
  ImGui::SetCursorScreenPos(discard);
  if (ImGui::InvisibleButton("lw/discard", ImVec2(w, g.card_h()))) {
    if (discard_target_ && selected_card_ >= 0) {
      PlayCardOnDiscard(ctx, selected_card_);  // tap a card, then the pile
    } else {
      Tap(ctx, "draw discard");
    }
  }
  int dropped = -1;
  if (AcceptCardDrop(&dropped)) PlayCardOnDiscard(ctx, dropped);
  ui.NameItem("lw/discard");
  Note(session, place::kDiscard, discard, ImVec2(discard.x + w, discard.y + g.card_h()));
  std::optional<Card> top = st.DiscardTop();
  if (const auto* coming = motion_.Heading(place::kDiscard)) top = coming->card.under;  // still in the air
  DrawPileCard(ui, dl, discard, top, false,
               CardLook{.highlighted = (drawing && can("draw discard")) || discard_target_});
  if (top) CountBadge(ui, dl, discard, w, st.discard().size());
  if (marked(place::kDiscard)) DrawMark(ui, place::kDiscard, discard, ImVec2(discard.x + w, discard.y + g.card_h()));
  if (Record(session)) discard_drawn_ = st.DiscardTop();
  // The specials played this turn wait here, fanned, until the turn ends.
  const ImVec2 played(at.x + 2 * (w + g.gap), cy);
  label(played.x, at.y, "Played", w);
  const auto& used = st.used();
  int shown = used.size();
  if (InAir(place::kPlayed)) --shown;  // the one on its way
  const float fan = w * 0.14f;
  if (shown <= 0) {
    dl->AddRect(played, ImVec2(played.x + w, played.y + g.card_h()), Col(WithAlpha(p.border, 0.6f)), w * 0.09f, 0, 1.0f);
  }
  for (int i = 0; i < shown; ++i) {
    cards_.DrawCard(dl, ui.fonts(), ImVec2(played.x + fan * static_cast<float>(i) * 0.5f, played.y + fan * static_cast<float>(i)),
                    w, used[i]);
  }
  {
    const float k = static_cast<float>(std::max(0, used.size() - 1));
    const ImVec2 next(played.x + fan * k * 0.5f, played.y + fan * k);
    Note(session, place::kPlayed, next, ImVec2(next.x + w, next.y + g.card_h()));
    ImGui::SetCursorScreenPos(played);
    ImGui::Dummy(ImVec2(w, g.card_h()));
    ui.NameItem("lw/played");
    if (marked(place::kPlayed)) DrawMark(ui, place::kPlayed, next, ImVec2(next.x + w, next.y + g.card_h()));
  }
  if (Record(session)) {
    played_drawn_.clear();
    for (const Card c : used) played_drawn_.push_back(c);
  }
  // Spares.
  const float sx = block ? at.x : at.x + 3 * (w + g.gap) - g.gap + g.group_gap;
  const float label_y = block ? cy + g.card_h() + g.line_gap : at.y;
  const float sy = block ? label_y + g.head_h + g.room : cy;
  label(sx, label_y, "Spares", w);
  for (int i = 0; i < 2; ++i) {
    const Word spare = st.spares()[static_cast<size_t>(i)];
    const int index = lost_words::Index(spare);
    const ImVec2 min(sx + static_cast<float>(i) * (w + g.gap), sy), max(min.x + w, min.y + g.card_h());
    ImGui::SetCursorScreenPos(min);
    const std::string id = "lw/spare/" + LowerWord(spare);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(w, g.card_h()))) {
      selected_nature_ = spare;
      selected_card_ = -1;
      focus_.reset();
      ctx.ClearRefusal();
    }
    ui.NameItem(id);
    Note(session, place::kNature + index, min, max);
    if (InAir(place::kNature + index)) continue;
    cards_.DrawNature(dl, ui.fonts(), min, w, spare, CardLook{.selected = selected_nature_ && *selected_nature_ == spare});
    if (marked(place::kNature + index)) DrawMark(ui, place::kNature + index, min, max);
  }
}

void Table::PlayCardOn(TableContext& ctx, int index, int seat, Word word) {
  if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
  const Moves& cache = MovesNow(ctx.session());
  if (index < 0 || static_cast<size_t>(index) >= cache.by_hand.size()) return;
  const std::pair<int, Word> place(seat, word);
  std::vector<Move> there;
  for (const Move& m : cache.by_hand[static_cast<size_t>(index)]) {
    if (TargetOf(m, ctx.session().viewer()) == place) there.push_back(m);
  }
  if (there.empty()) return ctx.Refuse("That card cannot go there.");
  if (there.size() == 1) {
    if (ctx.Play(there.front().ToString())) ClearSelection();
    return;
  }
  // Several moves there (a Magpie's choice of what to give): only those show.
  selected_card_ = index;
  selected_nature_.reset();
  focus_ = place;
  ctx.ClearRefusal();
}

void Table::PlayCardOnDiscard(TableContext& ctx, int index) {
  if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
  const Moves& cache = MovesNow(ctx.session());
  if (index < 0 || static_cast<size_t>(index) >= cache.by_hand.size()) return;
  for (const Move& m : cache.by_hand[static_cast<size_t>(index)]) {
    if (!OntoDiscard(m)) continue;
    if (ctx.Play(m.ToString())) ClearSelection();
    return;
  }
  ctx.Refuse(cache.by_hand[static_cast<size_t>(index)].empty() ? "That card has no move now."
                                                              : "Tap one of the moves of that card instead.");
  selected_card_ = index;
}

//-----------------------------------------------------------------------------
// [SECTION] The dock: what to do, the moves, the hand
//-----------------------------------------------------------------------------

void Table::StatusLine(Ui& ui, TableContext& ctx, std::string* text, std::string* name) {
  play::Session& session = ctx.session();
  const LostWordsGame& view = Lw(session.View());
  const lost_words::State& st = view.state();
  if (session.View().IsTerminal()) {
    const int winner = st.winner();
    *text = winner >= 0 ? Person(session.names()[static_cast<size_t>(winner)]).Verb("has", "have") +
                              " matched every nature card: the game is won."
                        : "The game is over.";
    *name = "over";
    return;
  }
  if (!ctx.ViewerToMove()) {
    *text = session.WaitingText();
    *name = "wait";
    return;
  }
  const auto plural = [](int n) { return std::to_string(n) + (n == 1 ? " action" : " actions"); };
  switch (st.phase()) {
    case Phase::kDraw:
      *text = "Your turn: draw from the deck, or take the discard.";
      *name = "draw";
      return;
    case Phase::kAction: {
      const Moves& moves = MovesNow(session);
      const bool lark = std::any_of(moves.parsed.begin(), moves.parsed.end(), [](const Move& m) {
        return m.kind == Move::Kind::kPlay && m.special == Special::kLark;
      });
      if (st.actions_left() == 0) {
        // A Lark costs no action, so it can still be played.
        *text = lark ? "No actions left, but a Lark costs none: play it, or end your actions."
                     : "No actions left: end your actions.";
        *name = lark ? "lark" : "act";
        return;
      }
      *text = "Tap a card for its moves (" + plural(st.actions_left()) + " left), or end your actions.";
      *name = "act";
      return;
    }
    case Phase::kConkerReply:
      *text = "A Conker knocked the spell off your " + std::string(lost_words::WordName(st.conker_word())) + ".";
      *name = "reply";
      return;
    default:
      *text = "Too many cards: tap one to discard it, or drag it onto the discard pile.";
      *name = "discard";
      return;
  }
}

// The moves the dock offers now: every move while drawing or answering a
// Conker; else those of the selected card or nature card; "end" always
// while acting.
std::vector<Move> Table::OfferedMoves(const play::Session& session) {
  std::vector<Move> moves;
  const int me = session.viewer();
  if (me < 0 || session.View().IsTerminal() || session.View().CurrentSeat() != me) return moves;
  const LostWordsGame& view = Lw(session.View());
  const lost_words::State& st = view.state();
  const Moves& cache = MovesNow(session);
  if (st.phase() == Phase::kConkerReply || st.phase() == Phase::kDraw) {
    moves = cache.parsed;
  } else if (selected_card_ >= 0 && static_cast<size_t>(selected_card_) < cache.by_hand.size()) {
    moves = cache.by_hand[static_cast<size_t>(selected_card_)];
    // Dropped on a nature card with several moves there (a Magpie's choice of
    // what to give): only those.
    if (focus_) std::erase_if(moves, [&](const Move& m) { return TargetOf(m, me) != focus_; });
  } else if (selected_nature_) {
    moves = view.MovesWithNature(me, *selected_nature_);
  }
  if (st.phase() == Phase::kAction &&
      std::find(cache.legal.begin(), cache.legal.end(), "end") != cache.legal.end()) {
    moves.push_back(Move::OfKind(Move::Kind::kEnd));
  }
  // A Heron asks first for the spells of your own unmatched nature cards.
  const auto wanted = [&](const Move& m) {
    if (m.kind != Move::Kind::kPlay || m.special != Special::kHeron) return false;
    const int slot = st.SlotOf(me, m.word);
    return slot >= 0 && !st.row(me)[slot].matched() && !st.row(me)[slot].wild();
  };
  std::stable_partition(moves.begin(), moves.end(), wanted);
  return moves;
}

Table::Band Table::LayoutBand(Ui& ui, const play::Session& session, float width, const DockGeometry& d) {
  Band band;
  const float s = ui.layout().scale;
  const LostWordsGame& view = Lw(session.View());
  std::vector<Move> moves = OfferedMoves(session);
  if (moves.empty()) return band;
  const bool picked = selected_card_ >= 0 || selected_nature_.has_value();
  const Phase phase = view.state().phase();
  if (picked && moves.size() <= (phase == Phase::kAction ? 1u : 0u)) band.caption = "That card has no move now.";
  const auto is_end = [](const Move& m) { return m.kind == Move::Kind::kEnd || m.kind == Move::Kind::kConkerDecline; };
  // One question with many answers?
  std::map<int, int> kinds;
  for (const Move& m : moves)
    if (!is_end(m)) ++kinds[QuestionKey(m)];
  const int main = moves.empty() ? -1 : QuestionKey(moves.front());
  const bool question = kinds.size() == 1 && main >= 0 && kinds[main] >= 3;
  const float pad = 18 * s;
  ImFont* font = ui.fonts().strong;
  const auto flow = [&](std::vector<Band::Button>& buttons, float x0, int first_line) {
    float x = x0;
    int line = first_line;
    for (Band::Button& b : buttons) {
      b.w = std::min(width, std::max(MeasureText(font, b.label).x + 2 * pad, d.button_h * 1.6f));
      if (x > 0 && x + b.w > width) {
        x = 0;
        ++line;
      }
      b.at = ImVec2(x, static_cast<float>(line) * (d.button_h + d.button_gap));
      x += b.w + d.button_gap;
    }
    return line + 1;
  };
  const auto button = [&](const Move& m, std::string label) {
    Band::Button b;
    b.move = m;
    b.label = std::move(label);
    b.primary = !is_end(m);
    return b;
  };
  if (question) {
    band.question = QuestionOf(moves.front());
    std::vector<Band::Button> answers, ends;
    for (const Move& m : moves) {
      if (is_end(m)) {
        ends.push_back(button(m, ShortLabel(m, session.names(), view)));
      } else {
        answers.push_back(button(m, AnswerLabel(m, session.names())));
      }
    }
    // The question and "End" share the first line; the answers follow.
    const int lines = flow(answers, 0, 1);
    for (Band::Button& e : ends) {
      e.w = std::min(width * 0.45f, MeasureText(font, e.label).x + 2 * pad);
      e.at = ImVec2(width - e.w, 0);
    }
    band.buttons = std::move(ends);
    band.buttons.insert(band.buttons.end(), answers.begin(), answers.end());
    band.lines = lines;
    return band;
  }
  for (const bool brief : {false, true}) {
    std::vector<Band::Button> buttons;
    bool fits = true;
    for (const Move& m : moves) {
      buttons.push_back(button(m, brief ? ShortLabel(m, session.names(), view) : MoveLabel(m, session.names(), view)));
      if (MeasureText(font, buttons.back().label).x + 2 * pad > width) fits = false;
    }
    const int lines = flow(buttons, 0, 0);
    // Words in full while they fit two lines; else in a few words.
    if (brief || (fits && lines <= std::max(2, d.base_lines))) {
      band.buttons = std::move(buttons);
      band.lines = lines;
      break;
    }
  }
  return band;
}

float Table::DockHeight(Ui& ui, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const DockGeometry base = MeasureDock(l, ui.fonts(), width, 0);
  const Band band = LayoutBand(ui, session, base.wide ? base.panel_w : width, base);
  dock_lines_ = band.lines;
  const DockGeometry d = MeasureDock(l, ui.fonts(), width, dock_lines_);
  dock_extra_ = d.height - d.base_height;
  return d.height;
}

void Table::DrawDock(Ui& ui, TableContext& ctx, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const DockGeometry d = MeasureDock(l, ui.fonts(), width, dock_lines_);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // What to do now.
  std::string status, status_name;
  StatusLine(ui, ctx, &status, &status_name);
  const float text_x = d.wide ? origin.x + width - d.panel_w : origin.x;
  const float text_w = d.wide ? d.panel_w : width;
  const ImVec2 status_at(text_x, origin.y + d.pad);
  ImFont* font = MeasureText(ui.fonts().strong, status, text_w).y <= d.status_h ? ui.fonts().strong : ui.fonts().small;
  const ImVec2 ts = MeasureText(font, status, text_w);
  const ImVec2 text_at(status_at.x, status_at.y + std::max(0.0f, (d.status_h - ts.y) * 0.5f));
  dl->PushClipRect(status_at, ImVec2(status_at.x + text_w, status_at.y + d.status_h), true);
  DrawText(dl, font, text_at, ctx.ViewerToMove() ? p.accent : p.ink_muted, status, text_w);
  dl->PopClipRect();
  ImGui::SetCursorScreenPos(text_at);
  ImGui::Dummy(ImVec2(std::max(1.0f, std::min(ts.x, text_w)), std::max(1.0f, std::min(ts.y, d.status_h))));
  ui.NameItem("lw/status/" + status_name);
  // The moves.
  const ImVec2 band_at(text_x, status_at.y + d.status_h + d.gap);
  if (ctx.ViewerToMove()) DrawBand(ui, ctx, band_at, text_w, d.band_h, d);
  // The hand.
  const float hand_w = d.wide ? width - d.panel_w - 2 * d.gap : width;
  const ImVec2 hand_at(origin.x, d.wide ? origin.y + d.pad : band_at.y + d.band_h + 2 * d.gap);
  DrawHand(ui, ctx, hand_at, hand_w, d);
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + d.height - 1));
  // Last of the frame: every place has its rectangle by now.
  DrawMotion(ui);
}

void Table::DrawBand(Ui& ui, TableContext& ctx, ImVec2 at, float width, float height, const DockGeometry& d) {
  const Band band = LayoutBand(ui, ctx.session(), width, d);
  const Palette& p = ui.palette();
  if (!band.caption.empty()) {
    DrawText(ImGui::GetWindowDrawList(), ui.fonts().small, ImVec2(at.x, at.y + height - MeasureText(ui.fonts().small, "Ag").y),
             p.ink_muted, band.caption, width);
  }
  if (band.buttons.empty()) return;
  // More lines than the dock has room for scroll within it.
  const float needed = static_cast<float>(band.lines) * d.button_h + static_cast<float>(band.lines - 1) * d.button_gap;
  const bool scrolls = needed > height + 1;
  if (scrolls) {
    ImGui::SetCursorScreenPos(at);
    ImGui::BeginChild("lw-band", ImVec2(width, height), false, ScrollFlags(ui));
  }
  const ImVec2 origin = scrolls ? ImGui::GetCursorScreenPos() : at;
  if (!band.question.empty()) {
    const ImVec2 qs = MeasureText(ui.fonts().strong, band.question);
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + (d.button_h - qs.y) * 0.5f));
    Paragraph(ui, band.question, ui.fonts().strong, &p.ink, width * 0.55f);
    ui.NameItem("lw/question");
  }
  for (const Band::Button& b : band.buttons) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + b.at.x, origin.y + b.at.y));
    const std::string notation = b.move.ToString();
    const std::string id = "lw/move/" + notation;
    if (Button(ui, id.c_str(), b.label, b.primary ? ButtonKind::kPrimary : ButtonKind::kSecondary, b.w)) {
      if (ctx.Play(notation)) ClearSelection();
    }
  }
  if (scrolls) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + needed));
    ImGui::Dummy(ImVec2(1, 1));
    UpdateDragScroll(ui, band_scroll_);
    DrawScrollFades(ui);
    ImGui::EndChild();
  }
}

void Table::DrawHand(Ui& ui, TableContext& ctx, ImVec2 origin, float width, const DockGeometry& d) {
  const Layout& l = ui.layout();
  const play::Session& session = ctx.session();
  const LostWordsGame& view = Lw(session.View());
  const int me = session.viewer();
  const CardList& hand = view.state().hand(me);
  const Moves& moves = MovesNow(session);
  const float w = d.hand_w;
  const float h = CardHeight(w);
  const float gap = 6 * l.scale;
  const int n = hand.size();
  // Overlap when the hand is wider than the room.
  float step = w + gap;
  if (n > 1 && static_cast<float>(n) * step - gap > width) step = (width - w) / static_cast<float>(n - 1);
  const float total = static_cast<float>(std::max(0, n - 1)) * step + w;
  const float x0 = origin.x + std::max(0.0f, (width - total) * 0.5f);
  const float y0 = origin.y + 12 * l.scale;  // room for a selected card's lift
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Phase phase = view.state().phase();
  const bool record = Record(session);
  if (record) hand_drawn_ = hand;
  for (int i = 0; i < n; ++i) {
    ImVec2 at(x0 + static_cast<float>(i) * step, y0);
    ImGui::SetCursorScreenPos(at);
    const std::string id = "lw/hand/" + std::to_string(i);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(i + 1 < n ? step : w, h))) {
      selected_card_ = selected_card_ == i ? -1 : i;
      selected_nature_.reset();
      focus_.reset();
      ctx.ClearRefusal();
    }
    ui.NameItem(id);
    if (record) rects_[place::kHand + i] = Rect{at, ImVec2(at.x + w, at.y + h), true};
    // Drag and drop: the card follows the finger, its targets light up
    // (it is the selected card meanwhile); dropping it on one is the same
    // as tapping that target with the card selected.
    bool dragged = false;
    if (ctx.ViewerToMove() && (phase == Phase::kAction || phase == Phase::kDiscard) &&
        ImGui::BeginDragDropSource(ImGuiDragDropFlags_SourceNoPreviewTooltip)) {
      ImGui::SetDragDropPayload(kCardPayload, &i, sizeof(i));
      if (selected_card_ != i) {
        selected_card_ = i;
        selected_nature_.reset();
        focus_.reset();
        ctx.ClearRefusal();
      }
      const ImVec2 mouse = ImGui::GetIO().MousePos;
      cards_.DrawCard(ImGui::GetForegroundDrawList(), ui.fonts(), ImVec2(mouse.x - w * 0.5f, mouse.y - h * 0.6f), w,
                      hand[i], CardLook{.selected = true});
      dragged = true;
      ImGui::EndDragDropSource();
    }
    if (dragged) {
      // Its place stays empty while it is in the finger.
      dl->AddRect(at, ImVec2(at.x + w, at.y + h), Col(ui.palette().border), w * 0.09f, 0, 1.5f);
      continue;
    }
    if (InAir(place::kHand + i)) continue;  // a card still on its way here
    at = slides_.At(ui, static_cast<size_t>(i), at);  // a card closing up the hand after another left it
    CardLook look;
    look.selected = selected_card_ == i;
    // Cards that can do something now stand out (any card when discarding).
    look.highlighted = !look.selected && ctx.ViewerToMove() &&
                       (phase == Phase::kDiscard ||
                        (phase == Phase::kAction && static_cast<size_t>(i) < moves.by_hand.size() &&
                         !moves.by_hand[static_cast<size_t>(i)].empty()));
    cards_.DrawCard(dl, ui.fonts(), at, w, hand[i], look);
  }
  if (n == 0) DrawText(dl, ui.fonts().small, ImVec2(origin.x, y0), ui.palette().ink_muted, "No cards in hand");
}

//-----------------------------------------------------------------------------
// [SECTION] Motion: every card of every move, the deal, the view
//-----------------------------------------------------------------------------

// Once a frame, before anything is drawn: a new move (or a new game) sets
// its cards moving; a resume, an undo or the table handed to another
// player shows the table as it is.
void Table::SyncMotion(Ui& ui, const play::Session& session) {
  const TableNews news = watch_.See(session);
  if (news == TableNews::kNone) return;
  motion_.Finish();
  pops_.clear();
  sounds_.Clear();
  marks_.clear();
  marks_seat_ = -1;
  slides_.Clear();
  before_ = rects_;
  ClearSelection();
  deal_ = news == TableNews::kDeal;
  if (deal_) {
    PlanDeal(ui, session);
  } else if (news == TableNews::kMove) {
    const CardList hand_before = hand_drawn_;
    PlanMove(ui, session, session.View().History().size() - 1);
    slides_.Plan(ui, hand_before, Lw(session.View()).state().hand(session.viewer()), before_, place::kHand,
                 [&](int i) { return InAir(place::kHand + i); });
  }
}

void Table::PlanDeal(Ui& ui, const play::Session& session) {
  const lost_words::State& st = Lw(session.View()).state();
  const int me = session.viewer();
  if (ui.MotionSeconds(1.0f) <= 0) return;  // Reduce motion: the table is simply there
  // The whole deal within about the pace, so that a bot who starts has its
  // first move after it.
  const double pace = ui.settings().bot_hold_seconds();
  const float flight = ui.MotionSeconds(0.3f);
  int count = 1 + 2;
  for (int seat = 0; seat < st.seats(); ++seat) count += st.row(seat).size() + st.hand(seat).size();
  const float stagger = std::clamp(static_cast<float>(pace - flight) / static_cast<float>(count), 0.008f, 0.035f);
  double t = ui.time();
  // From where the deck will be: it is drawn this frame, so the deck's place
  // comes from the table's geometry once drawn; until then, from the middle.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float w = geo_.w;
  Rect from{ImVec2(display.x * 0.5f - w * 0.5f, display.y * 0.4f), ImVec2(display.x * 0.5f + w * 0.5f, display.y * 0.4f + CardHeight(w)), true};
  if (const auto it = rects_.find(place::kDeck); it != rects_.end()) from = it->second;
  int k = 0;
  const auto add = [&](Flying look, int place) {
    MovingCard<Flying> item = Moving(std::move(look), place, from, t, flight);
    item.sound_leave = false;
    item.sound_land = k % 3 == 0;
    ++k;
    t += stagger;
    motion_.Add(std::move(item));
  };
  ui.PlaySound(Sound::kShuffle);
  for (int seat = 0; seat < st.seats(); ++seat) {
    for (const auto& slot : st.row(seat)) {
      Flying f;
      f.kind = Flying::Kind::kPair;
      f.nature = slot.nature;
      add(f, place::kNature + lost_words::Index(slot.nature));
    }
  }
  for (const Word spare : st.spares()) {
    Flying f;
    f.kind = Flying::Kind::kPair;
    f.nature = spare;
    add(f, place::kNature + lost_words::Index(spare));
  }
  for (int round = 0; round < 3; ++round) {
    for (int seat = 0; seat < st.seats(); ++seat) {
      if (round >= st.hand(seat).size()) continue;
      Flying f;
      if (seat == me) {
        f.card = st.hand(seat)[round];
        add(f, place::kHand + round);
      } else {
        f.kind = Flying::Kind::kBack;
        add(f, place::kHead + seat);
      }
    }
  }
  if (const auto top = st.DiscardTop()) {
    Flying f;
    f.card = *top;
    add(f, place::kDiscard);
  }
}

// The cards of the move at History()[index], from its events: each travels
// from where it was (the rectangles of the frame before the move) to where
// it is now, one after another.
void Table::PlanMove(Ui& ui, const play::Session& session, size_t index) {
  const LostWordsGame& view = Lw(session.View());
  const lost_words::State& st = view.state();
  const int me = session.viewer();
  const Game::LoggedMove& last = view.History()[index];
  const int mover = last.seat;
  const bool own = mover == me;
  const double pace = ui.settings().bot_hold_seconds();
  float duration = FlightSeconds(ui, own, pace);
  const bool fade = duration <= 0;
  if (fade) duration = kFadeSeconds;
  const float stagger = fade ? 0.0f : StaggerSeconds(duration);
  const double now = ui.time();
  double t = now;
  const std::span<const Event> events = view.Events(index);
  // Cards that arrive in the viewer's hand take its last slots, in order.
  int arrivals = 0;
  for (const Event& e : events) {
    using K = Event::Kind;
    if (e.seat == me && (e.kind == K::kDrewDeck || e.kind == K::kDrewDiscard || e.kind == K::kToppedUp ||
                         e.kind == K::kPlayedAcorn || e.kind == K::kHeronGave)) {
      arrivals += e.kind == K::kToppedUp || e.kind == K::kPlayedAcorn ? e.count : 1;
    }
    if (e.other == me && e.kind == K::kHeronGave) arrivals += e.count;
    if (e.seat == me && e.kind == K::kConkerRematch) arrivals += e.count;
  }
  int arrived = 0;
  std::optional<Card> discard_under = discard_drawn_;
  const auto prev = [&](int place) {
    const auto it = before_.find(place);
    return it == before_.end() ? Rect{} : it->second;
  };
  const auto add = [&](Flying look, int place, Rect from, float turn = 0) {
    if (!from.ok) return;
    if (place == place::kDiscard) {
      look.under = discard_under;
      discard_under = look.kind == Flying::Kind::kCard ? std::optional<Card>(look.card) : discard_under;
    }
    MovingCard<Flying> item = Moving(std::move(look), place, from, t, duration);
    item.fade = fade;
    item.turn = fade ? 0.0f : turn;
    t += stagger;
    if (!own) marks_.push_back(place);
    motion_.Add(std::move(item));
  };
  // Where a card of `seat`'s hand was: the viewer's own slot, or that
  // player's row head.
  const auto from_hand = [&](int seat, Card c) {
    if (seat != me) return prev(place::kHead + seat);
    const int i = hand_drawn_.FindLast(c);
    return i < 0 ? Rect{} : prev(place::kHand + i);
  };
  // A card arriving in `seat`'s hand (face down unless everyone saw it).
  const auto arrive = [&](int seat, Rect from, std::optional<Card> seen) {
    Flying f;
    if (seat == me) {
      const int slot = st.hand(me).size() - arrivals + arrived;
      ++arrived;
      if (slot < 0 || slot >= st.hand(me).size()) return;
      f.card = st.hand(me)[slot];
      add(f, place::kHand + slot, from);
    } else {
      if (seen) {
        f.card = *seen;
      } else {
        f.kind = Flying::Kind::kBack;
      }
      add(f, place::kHead + seat, from);
    }
  };
  const auto card = [](Card c) {
    Flying f;
    f.card = c;
    return f;
  };
  const auto pair = [&](Word w) {
    Flying f;
    f.kind = Flying::Kind::kPair;
    f.nature = w;
    const int seat = st.OwnerOf(w);
    if (seat >= 0) {
      const lost_words::NatureSlot& slot = st.row(seat)[st.SlotOf(seat, w)];
      f.look.matched = slot.cover == lost_words::NatureSlot::Cover::kSpell;
      f.look.wild_one = slot.wild();
      f.look.wall = slot.wall;
    }
    return f;
  };
  const auto to_played = [&](int seat, Special sp) {
    add(card(Card::Of(sp)), place::kPlayed, from_hand(seat, Card::Of(sp)));
  };
  for (const Event& e : events) {
    using K = Event::Kind;
    switch (e.kind) {
      case K::kDrewDeck: arrive(e.seat, prev(place::kDeck), std::nullopt); break;
      case K::kDrewDiscard: arrive(e.seat, prev(place::kDiscard), e.card); break;
      case K::kDeckRebuilt: {
        Flying f;
        f.kind = Flying::Kind::kBack;
        add(f, place::kDeck, prev(place::kDiscard));
        discard_under = st.DiscardTop();
        break;
      }
      case K::kDiscardTurned: add(card(e.card), place::kDiscard, prev(place::kDeck)); break;
      case K::kMatched: {
        const int w = lost_words::Index(e.word);
        add(card(Card::Spell(e.word)), place::kCover + w, from_hand(e.seat, Card::Spell(e.word)), CoverPlace({}, 1).turn);
        Cheer(ui, session, e.seat, e.word, false, t - stagger + duration);
        break;
      }
      case K::kPlayedAcorn:
        to_played(e.seat, Special::kAcorn);
        for (int i = 0; i < e.count; ++i) arrive(e.seat, prev(place::kDeck), std::nullopt);
        break;
      case K::kPlayedConker:
        to_played(e.seat, Special::kConker);
        add(card(Card::Spell(e.word)), place::kDiscard, prev(place::kCover + lost_words::Index(e.word)));
        break;
      case K::kConkerRematch: {
        const int w = lost_words::Index(e.word);
        add(card(Card::Spell(e.word)), place::kCover + w, from_hand(e.seat, Card::Spell(e.word)), CoverPlace({}, 1).turn);
        for (int i = 0; i < e.count; ++i) arrive(e.seat, prev(place::kDeck), std::nullopt);
        break;
      }
      case K::kPlayedHeron: to_played(e.seat, Special::kHeron); break;
      case K::kHeronGave:
        arrive(e.seat, from_hand(e.other, Card::Spell(e.word)), Card::Spell(e.word));
        for (int i = 0; i < e.count; ++i) arrive(e.other, prev(place::kDeck), std::nullopt);
        break;
      case K::kPlayedLark: to_played(e.seat, Special::kLark); break;
      case K::kPlayedMagpie: {
        to_played(e.seat, Special::kMagpie);
        const int taken = lost_words::Index(e.word), given = lost_words::Index(e.word2);
        add(pair(e.word), place::kNature + taken, prev(place::kNature + taken));
        t -= stagger;  // the two cards change rows together
        add(pair(e.word2), place::kNature + given, prev(place::kNature + given));
        break;
      }
      case K::kPlayedWall:
        add(card(Card::Of(Special::kWall)), place::kWall + lost_words::Index(e.word),
            from_hand(e.seat, Card::Of(Special::kWall)), WallPlace({}, 1).turn);
        break;
      case K::kPlayedWildOne:
        add(card(Card::Of(Special::kWildOne)), place::kCover + lost_words::Index(e.word),
            from_hand(e.seat, Card::Of(Special::kWildOne)), CoverPlace({}, 1).turn);
        Cheer(ui, session, e.seat, e.word, true, t - stagger + duration);
        break;
      case K::kExchanged: {
        const int mine = lost_words::Index(e.word), spare = lost_words::Index(e.word2);
        add(pair(e.word2), place::kNature + spare, prev(place::kNature + spare));
        t -= stagger;
        add(pair(e.word), place::kNature + mine, prev(place::kNature + mine));
        break;
      }
      case K::kUsedDiscarded: {
        // The specials played this turn go to the discard pile, the first first.
        const auto from = prev(place::kPlayed);
        add(card(e.card), place::kDiscard, from);
        break;
      }
      case K::kDiscarded: add(card(e.card), place::kDiscard, from_hand(e.seat, e.card)); break;
      case K::kToppedUp:
        for (int i = 0; i < e.count; ++i) arrive(e.seat, prev(place::kDeck), std::nullopt);
        break;
      default: break;
    }
  }
  if (!own) {
    marks_seat_ = mover;
    marks_name_ = mover >= 0 && static_cast<size_t>(mover) < session.names().size()
                      ? session.names()[static_cast<size_t>(mover)]
                      : "";
    follow_next_ = Follow::kMarks;
  }
}

// A match (or the Wild One laid as a spell): once the card lands, the pair
// jumps, the claim sounds and a small reward shows over it.
void Table::Cheer(Ui& ui, const play::Session& session, int seat, Word word, bool wild, double at) {
  const double now = ui.time();
  const double delay = std::max(0.0, at - now);
  if (ui.MotionSeconds(1.0f) > 0) pops_.push_back(Pop{word, now + delay});
  sounds_.Add(now + delay, Sound::kClaimRight);
  const bool mine = seat == session.viewer();
  std::string label = wild ? "Wild One!" : "Matched!";
  if (!mine) label = session.names()[static_cast<size_t>(seat)] + (wild ? ": Wild One!" : " matched!");
  reward_.Start(ui, seat * 100 + lost_words::Index(word), label, "lw-match", static_cast<float>(delay));
}

void Table::DrawMotion(Ui& ui) {
  const auto draw = [&](ImDrawList* list, const Flying& f, ImVec2 min, ImVec2 max) {
    const float w = max.x - min.x;
    switch (f.kind) {
      case Flying::Kind::kBack: cards_.DrawBack(list, ui.fonts(), min, w); break;
      case Flying::Kind::kPair: cards_.DrawPair(list, ui.fonts(), min, w, f.nature, f.look); break;
      case Flying::Kind::kCard: cards_.DrawCard(list, ui.fonts(), min, w, f.card); break;
    }
  };
  const auto name = [&](const MovingCard<Flying>& i, ImVec2 min, ImVec2 max) {
    const Flying& f = i.card;
    const std::string what = f.kind == Flying::Kind::kBack   ? "back"
                             : f.kind == Flying::Kind::kPair ? "nature:" + std::string(lost_words::WordName(f.nature))
                                                             : f.card.Token();
    NameMovingCard(ui, "lw", i.fade, deal_, what, PlaceName(i.place), min, max);
  };
  motion_.Draw(ui, rects_, draw, name);
}

//-----------------------------------------------------------------------------
// [SECTION] End of game, the entry
//-----------------------------------------------------------------------------

void Table::DrawBreakdown(Ui& ui, const play::Session& session) {
  const LostWordsGame& game = Lw(session.View());
  for (int seat = 0; seat < game.state().seats(); ++seat) {
    std::string line = session.names()[static_cast<size_t>(seat)] + ": " + game.Progress(seat);
    if (game.state().winner() == seat) line += "  \xE2\x80\x94 all matched, the winner";
    Paragraph(ui, line);
  }
}

// The winning match stays on the table a moment (its spell lands, the pair
// jumps) before the end screen.
bool Table::HoldsFinalTable(Ui& ui, const play::Session& session) {
  return final_.Holds(ui, session, motion_.EndTime());
}

std::string Describe(const Game& game, size_t index, const std::vector<std::string>& names) {
  return Lw(game).Describe(index, names);
}

}  // namespace

namespace games::lost_words {

std::unique_ptr<Screen> MakeCardSheet();  // card_sheet.cpp

const GameUi& Screens() {
  static const GameUi ui = [] {
    GameUi g;
    g.id = "lost-words";
    g.describe = Describe;
    g.make_table = [] { return std::make_unique<Table>(); };
    g.make_card_sheet = MakeCardSheet;
    return g;
  }();
  return ui;
}

}  // namespace games::lost_words

}  // namespace lf::ui
