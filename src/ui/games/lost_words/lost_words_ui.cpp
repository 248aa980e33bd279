// The Lost Words table. Everything is a tap: a card of your hand, or a
// nature card (yours, an opponent's, a spare), shows the moves it can make
// as buttons, in words; the deck and the discard pile draw. A hand card may
// also be dragged onto a lit target (or tapped, then the target tapped), and
// cards glide to where a move puts them (ui/play/card_flight.h). Only the
// viewer's redacted view is read.
//
// Named items: lw/status/{draw,act,reply,discard,wait} (what is expected
// now), lw/hand/<i> (own hand, in order), lw/nature/<seat>/<word> (a row's
// nature card, word in lower case), lw/spare/<word>, lw/deck, lw/discard,
// lw/move/<notation> (a move button, e.g. "lw/move/match Fern", "lw/move/end"),
// lw/art-error (the message shown when the card pictures could not be loaded),
// lw/actions-left/<n> (the turn's actions left, on the mover's row head),
// lw/skip/<seat> (that player misses the next turn: a failed Heron),
// lw/heron/<word>/<giver seat|nobody> (the last Heron's answer, until the
// next turn's draw), lw/flight (a card in the air).
//
// Index
//   [SECTION] Words for moves
//   [SECTION] The table
//   [SECTION] End of game, rules, the entry
#include "ui/games/lost_words/lost_words_ui.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/text.h"
#include "games/lost_words/lost_words.h"
#include "ui/play/card_flight.h"
#include "ui/play/reward.h"
#include "ui/games/lost_words/lost_words_cards.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

using lost_words::Card;
using lost_words::LostWordsGame;
using lost_words::Move;
using lost_words::Phase;
using lost_words::Special;
using lost_words::Word;

const LostWordsGame& Lw(const Game& game) { return static_cast<const LostWordsGame&>(game); }

constexpr const char* kCardPayload = "lw-card";

// True when a hand card was dropped on the last item; `*index` is the card.
bool AcceptCardDrop(int* index) { return AcceptIntDrop(kCardPayload, index); }

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

// Moves whose card goes onto the discard pile at once: a discard, or a
// special that needs no target (Acorn, Lark).
bool OntoDiscard(const Move& m) {
  return m.kind == Move::Kind::kDiscard ||
         (m.kind == Move::Kind::kPlay && (m.special == Special::kAcorn || m.special == Special::kLark));
}


//-----------------------------------------------------------------------------
// [SECTION] Words for moves
//-----------------------------------------------------------------------------

std::string MoveLabel(const Move& m, const std::vector<std::string>& names, const LostWordsGame& view) {
  const auto word = [](Word w) { return std::string(lost_words::WordName(w)); };
  const auto whose = [&](int seat) {
    return seat >= 0 && static_cast<size_t>(seat) < names.size() ? names[static_cast<size_t>(seat)] + "'s " : "";
  };
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
        case Special::kConker: return "Conker: knock the spell off " + whose(m.target) + word(m.word);
        case Special::kHeron: return "Heron: ask for the " + word(m.word) + " spell";
        case Special::kLark: return "Lark: take an extra action";
        case Special::kMagpie:
          return "Magpie: take " + whose(m.target) + word(m.word) + " pair, give your " + word(m.other);
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
    const auto heron = std::find_if(events.begin(), events.end(),
                                    [](const lost_words::Event& e) { return e.kind == lost_words::Event::Kind::kPlayedHeron; });
    if (heron == events.end()) continue;
    HeronNews news;
    std::string answer = "nobody";
    for (auto e = heron; e != events.end(); ++e) {
      using K = lost_words::Event::Kind;
      if (e->kind != K::kPlayedHeron && e->kind != K::kHeronNone && e->kind != K::kHeronGave &&
          e->kind != K::kHeronFailed) {
        continue;
      }
      if (e->kind == K::kHeronGave) answer = std::to_string(e->other);
      news.text += (news.text.empty() ? "" : " ") + LostWordsGame::Narrate(*e, names);
    }
    news.name = "lw/heron/" + text::Lower(lost_words::WordName(heron->word)) + "/" + answer;
    return news;
  }
  return std::nullopt;
}

//-----------------------------------------------------------------------------
// [SECTION] The table
//-----------------------------------------------------------------------------

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override {
    cards_.Load(ui.platform());
    const Layout& l = ui.layout();
    const Palette& p = ui.palette();
    play::Session& session = ctx.session();
    const LostWordsGame& view = Lw(session.View());
    const lost_words::State& st = view.state();
    const int me = session.viewer();
    SyncFlight(ui, session);
    if (reward_.NewMove(session)) Cheer(ui, view, me);
    if (session.View().History().size() != seen_moves_ || me != seen_viewer_) {
      seen_moves_ = session.View().History().size();
      seen_viewer_ = me;
      selected_card_ = -1;
      selected_nature_.reset();
      focus_.reset();
    }
    const bool to_move = ctx.ViewerToMove();
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
    const float width = ImGui::GetContentRegionAvail().x - l.margin;
    // The visible height from here down (not grown by scrolling down).
    const float height = ImGui::GetContentRegionAvail().y - ImGui::GetScrollY();
    const float top_y = ImGui::GetCursorScreenPos().y;

    // What to do now.
    std::string banner, status;
    if (!to_move) {
      banner = session.WaitingText();
      status = "wait";
    } else if (st.phase() == Phase::kDraw) {
      banner = "Your turn: draw a card from the deck or take the discard.";
      status = "draw";
    } else if (st.phase() == Phase::kAction && st.actions_left() == 0) {
      // A Lark costs no action, so it can still be played.
      const bool lark = std::any_of(moves.parsed.begin(), moves.parsed.end(), [](const Move& m) {
        return m.kind == Move::Kind::kPlay && m.special == lost_words::Special::kLark;
      });
      banner = lark ? "No actions left, but a Lark costs none: play it for one more action, or end your actions."
                    : "No actions left: end your actions.";
      status = lark ? "lark" : "act";
    } else if (st.phase() == Phase::kAction) {
      banner = "Tap a card to see what it can do, or drag it where it goes (" + std::to_string(st.actions_left()) + " action" +
               (st.actions_left() == 1 ? "" : "s") + " left), or end your actions.";
      status = "act";
    } else if (st.phase() == Phase::kConkerReply) {
      banner = "A Conker knocked the spell off your " + std::string(lost_words::WordName(st.conker_word())) + ".";
      status = "reply";
    } else {
      banner = "Too many cards: tap one of your hand to discard it, or drag it onto the discard pile.";
      status = "discard";
    }
    Paragraph(ui, banner, ui.fonts().strong, to_move ? &p.accent : &p.ink_muted, width);
    ui.NameItem("lw/status/" + status);
    if (const std::optional<HeronNews> heron = LastHeron(view, session.names())) {
      Paragraph(ui, heron->text, ui.fonts().small, &p.accent, width);
      ui.NameItem(heron->name);
    } else if (!session.log().empty()) {
      Caption(ui, "Last: " + session.log().back(), width);
    }
    if (!cards_.error().empty()) {
      Caption(ui, cards_.error(), width);
      ui.NameItem("lw/art-error");
    }
    Spacing(l.small_gap);

    // Opponents, then the piles and spares, then my row. On a wide screen
    // (landscape tablet, desktop) the piles and spares stand in a block of
    // two by two to the right of the rows, so the rows' cards get the height.
    // Cards as large as the screen allows: across the width, and every row
    // (plus the piles) within the height left above the docked hand.
    const float gap = (l.compact() ? 4 : 6) * l.scale;
    const float table_h = height - (ImGui::GetCursorScreenPos().y - top_y);
    const bool side = !l.compact() && width > table_h * 1.15f;
    const float columns = lost_words::kMaxNature + (side ? 2.0f : 0.0f);
    const float gaps = lost_words::kMaxNature - 1 + (side ? 4.0f : 0.0f);
    const float by_width = (width - gap * gaps) / columns;
    const float rows = side ? static_cast<float>(std::max(st.seats(), 2)) : static_cast<float>(st.seats() + 1);
    // Under the rows: the move buttons (about two), then the frame's controls.
    const float reserve = (side ? 150 : 130) * l.scale;
    const float by_height = ((table_h - reserve) / rows - 28 * l.scale) / kCardAspect;
    const float small_w = std::clamp(std::min(by_width, by_height), std::min(by_width, 52 * l.scale), 150 * l.scale);
    card_w_ = small_w;
    left_ = ImGui::GetCursorScreenPos().x;
    row_x_ = left_ + std::max(0.0f, (width - (small_w * columns + gap * gaps)) * 0.5f);
    const float rows_top = ImGui::GetCursorScreenPos().y;
    for (int k = 1; k < st.seats(); ++k) {
      const int seat = (me + k) % st.seats();
      DrawRowHead(ui, view, session, seat, width);
      DrawRow(ui, ctx, view, seat, small_w, gap);
    }
    if (!side) DrawPiles(ui, ctx, view, small_w, gap, row_x_, false);
    DrawRowHead(ui, view, session, me, width);
    DrawRow(ui, ctx, view, me, small_w, gap);
    if (side) {
      const float rows_bottom = ImGui::GetCursorScreenPos().y;
      ImGui::SetCursorScreenPos(ImVec2(left_, rows_top));
      DrawPiles(ui, ctx, view, small_w, gap, row_x_ + lost_words::kMaxNature * (small_w + gap) + 2 * gap, true);
      ImGui::SetCursorScreenPos(ImVec2(left_, std::max(rows_bottom, ImGui::GetCursorScreenPos().y)));
      ImGui::Dummy(ImVec2(1, 1));
    }
    Spacing(l.small_gap);
    if (to_move) DrawMoves(ui, ctx, view, width);
    reward_.Draw(ui);
  }

  float DockHeight(Ui& ui, const play::Session& session, float width) override {
    (void)session;
    return CardHeight(HandCardWidth(ui, width)) + 24 * ui.layout().scale;
  }

  void DrawDock(Ui& ui, TableContext& ctx, float width) override {
    const Layout& l = ui.layout();
    const LostWordsGame& view = Lw(ctx.session().View());
    const int me = ctx.session().viewer();
    const lost_words::CardList& hand = view.state().hand(me);
    const Moves& moves = MovesNow(ctx.session());
    const float w = HandCardWidth(ui, width);
    const float gap = 6 * l.scale;
    const int n = hand.size();
    // Overlap when the hand is wider than the screen.
    float step = w + gap;
    if (n > 1 && static_cast<float>(n) * step - gap > width - 2 * l.margin) {
      step = (width - 2 * l.margin - w) / static_cast<float>(n - 1);
    }
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float total = static_cast<float>(std::max(0, n - 1)) * step + w;
    const float x0 = origin.x + std::max(l.margin, (width - total) * 0.5f);
    const float y0 = origin.y + 14 * l.scale;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Phase phase = view.state().phase();
    const bool record = Record(ctx.session());
    if (record) {
      hand_drawn_ = hand;
      hand_rects_.assign(static_cast<size_t>(n), Rect{});
    }
    for (int i = 0; i < n; ++i) {
      const ImVec2 at(x0 + static_cast<float>(i) * step, y0);
      ImGui::SetCursorScreenPos(at);
      const std::string id = "lw/hand/" + std::to_string(i);
      if (ImGui::InvisibleButton(id.c_str(), ImVec2(i + 1 < n ? step : w, CardHeight(w)))) {
        selected_card_ = selected_card_ == i ? -1 : i;
        selected_nature_.reset();
        focus_.reset();
        ctx.ClearRefusal();
      }
      ui.NameItem(id);
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
        cards_.DrawCard(ImGui::GetForegroundDrawList(), ui.fonts(), ImVec2(mouse.x - w * 0.5f, mouse.y - CardHeight(w) * 0.6f),
                        w, hand[i], CardLook{.selected = true});
        dragged = true;
        ImGui::EndDragDropSource();
      }
      if (record) hand_rects_[static_cast<size_t>(i)] = Rect{at, ImVec2(at.x + w, at.y + CardHeight(w)), true};
      if (dragged) {
        // Its place stays empty while it is in the finger.
        dl->AddRect(at, ImVec2(at.x + w, at.y + CardHeight(w)), Col(ui.palette().border), w * 0.09f, 0, 1.5f);
        continue;
      }
      if (FlyingTo(Place::kHand, i)) continue;  // a drawn card still in the air
      CardLook look;
      look.selected = selected_card_ == i;
      // Cards that can do something now stand out (any card when discarding).
      look.highlighted = !look.selected && ctx.ViewerToMove() &&
                         (phase == Phase::kDiscard ||
                          (phase == Phase::kAction && static_cast<size_t>(i) < moves.by_hand.size() &&
                           !moves.by_hand[static_cast<size_t>(i)].empty()));
      cards_.DrawCard(dl, ui.fonts(), at, w, hand[i], look);
    }
    if (n == 0) DrawText(dl, ui.fonts().small, ImVec2(origin.x + l.margin, y0), ui.palette().ink_muted, "No cards in hand");
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y0 + CardHeight(w)));
    // Last of the frame: every place has its rectangle by now.
    DrawFlight(ui);
  }

  void DrawBreakdown(Ui& ui, const play::Session& session) override {
    const LostWordsGame& game = Lw(session.View());
    for (int seat = 0; seat < game.state().seats(); ++seat) {
      std::string line = session.names()[static_cast<size_t>(seat)] + ": " + game.Progress(seat);
      if (game.state().winner() == seat) line += "  \xE2\x80\x94 all matched, the winner";
      Paragraph(ui, line);
    }
  }

 private:
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
  const Moves& MovesNow(const play::Session& session) {
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

  static float HandCardWidth(Ui& ui, float width) {
    return std::clamp(width / 5.5f, 60 * ui.layout().scale, 96 * ui.layout().scale);
  }

  void DrawRowHead(Ui& ui, const LostWordsGame& view, const play::Session& session, int seat, float width) {
    const Palette& p = ui.palette();
    const lost_words::State& st = view.state();
    const bool to_move = session.View().CurrentSeat() == seat;
    std::string head = (to_move ? "\xE2\x86\x92 " : "") + session.names()[static_cast<size_t>(seat)] + " \xC2\xB7 " +
                       view.Progress(seat);
    if (seat != session.viewer()) head += " \xC2\xB7 " + std::to_string(st.hand(seat).size()) + " in hand";
    // A failed Heron: everyone sees who will be passed over.
    const int skips = st.skip_turns(seat);
    if (skips == 1) head += " \xC2\xB7 misses the next turn";
    if (skips > 1) head += " \xC2\xB7 misses the next " + std::to_string(skips) + " turns";
    // The actions left this turn, for everyone: a Lark's extra ones count down.
    const bool acting = st.turn() == seat && st.phase() == Phase::kAction;
    if (acting) {
      head += " \xC2\xB7 " + std::to_string(st.actions_left()) + (st.actions_left() == 1 ? " action" : " actions") + " left";
    }
    ImGui::SetCursorScreenPos(ImVec2(row_x_, ImGui::GetCursorScreenPos().y));
    if (Record(session) && seat >= 0 && seat < lost_words::kMaxSeats) {
      // An opponent's hand is not on screen: its cards come from and go to its row's head.
      const ImVec2 at = ImGui::GetCursorScreenPos();
      heads_[static_cast<size_t>(seat)] = Rect{at, ImVec2(at.x + card_w_ * 0.6f, at.y + CardHeight(card_w_) * 0.6f), true};
    }
    Paragraph(ui, head, ui.fonts().small, to_move ? &p.accent : &p.ink, width - (row_x_ - left_));
    if (skips > 0) ui.NameItem("lw/skip/" + std::to_string(seat));
    if (acting) ui.NameItem("lw/actions-left/" + std::to_string(st.actions_left()));
    ImGui::SetCursorScreenPos(ImVec2(left_, ImGui::GetCursorScreenPos().y));
  }

  void DrawRow(Ui& ui, TableContext& ctx, const LostWordsGame& view, int seat, float w, float gap) {
    const lost_words::Row& row = view.state().row(seat);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin(row_x_, ImGui::GetCursorScreenPos().y);
    const float lift = w * 0.08f;
    for (int i = 0; i < row.size(); ++i) {
      const lost_words::NatureSlot& slot = row[i];
      const ImVec2 at(origin.x + static_cast<float>(i) * (w + gap), origin.y + lift);
      ImGui::SetCursorScreenPos(at);
      const std::string id = "lw/nature/" + std::to_string(seat) + "/" + text::Lower(lost_words::WordName(slot.nature));
      const bool target =
          std::find(targets_.begin(), targets_.end(), std::pair<int, Word>(seat, slot.nature)) != targets_.end();
      if (ImGui::InvisibleButton(id.c_str(), ImVec2(w, CardHeight(w)))) {
        if (target && selected_card_ >= 0) {
          // Tap a card, then where it goes.
          PlayCardOn(ctx, selected_card_, seat, slot.nature);
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
      if (Record(ctx.session())) natures_[static_cast<size_t>(lost_words::Index(slot.nature))] = Rect{at, ImVec2(at.x + w, at.y + CardHeight(w)), true};
      if (FlyingTo(Place::kNature, lost_words::Index(slot.nature)) && flight_->what == Flight::What::kNature) continue;  // a spare on its way here
      CardLook look;
      look.matched = slot.cover == lost_words::NatureSlot::Cover::kSpell;
      look.wild_one = slot.wild();
      look.wall = slot.wall;
      if (FlyingTo(Place::kNature, lost_words::Index(slot.nature))) {
        // The card in the air has not landed: the nature card shows what it had.
        if (flight_->card.IsSpell() || flight_->card.Is(Special::kWildOne)) look.matched = look.wild_one = false;
        if (flight_->card.Is(Special::kWall)) look.wall = false;
      }
      look.selected = selected_nature_ && *selected_nature_ == slot.nature;
      look.highlighted = target;
      cards_.DrawNature(dl, ui.fonts(), at, w, slot.nature, look);
      reward_.Place(seat * 100 + lost_words::Index(slot.nature), at, ImVec2(at.x + w, at.y + CardHeight(w)));
    }
    ImGui::SetCursorScreenPos(ImVec2(left_, origin.y + lift + CardHeight(w) + gap));
    ImGui::Dummy(ImVec2(1, 1));
  }

  // The deck, the discard pile and the spares from `x`: in one line, or
  // (`block`) the piles over the spares.
  void DrawPiles(Ui& ui, TableContext& ctx, const LostWordsGame& view, float w, float gap, float x, bool block) {
    const lost_words::State& st = view.state();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Palette& p = ui.palette();
    const float left = ImGui::GetCursorScreenPos().x;
    const ImVec2 origin(x, ImGui::GetCursorScreenPos().y);
    const float label_h = 18 * ui.layout().scale;
    const float lift = w * 0.08f;
    const float y = origin.y + label_h + lift;
    const bool drawing = ctx.ViewerToMove() && st.phase() == Phase::kDraw;
    const std::vector<std::string>& legal = MovesNow(ctx.session()).legal;
    const auto can = [&](const char* m) { return std::find(legal.begin(), legal.end(), m) != legal.end(); };
    // Deck.
    DrawText(dl, ui.fonts().small, origin, p.ink_muted, "Deck " + std::to_string(st.deck().size()));
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y));
    if (ImGui::InvisibleButton("lw/deck", ImVec2(w, CardHeight(w)))) Tap(ctx, "draw deck");
    ui.NameItem("lw/deck");
    const bool record = Record(ctx.session());
    if (record) deck_rect_ = Rect{ImVec2(origin.x, y), ImVec2(origin.x + w, y + CardHeight(w)), true};
    if (!st.deck().empty()) cards_.DrawBack(dl, ui.fonts(), ImVec2(origin.x, y), w, CardLook{.highlighted = drawing && can("draw deck")});
    // Discard pile.
    const float dx = origin.x + w + gap;
    DrawText(dl, ui.fonts().small, ImVec2(dx, origin.y), p.ink_muted, "Discard " + std::to_string(st.discard().size()));
    ImGui::SetCursorScreenPos(ImVec2(dx, y));
    if (ImGui::InvisibleButton("lw/discard", ImVec2(w, CardHeight(w)))) {
      if (discard_target_ && selected_card_ >= 0) {
        PlayCardOnDiscard(ctx, selected_card_);  // tap a card, then the pile
      } else {
        Tap(ctx, "draw discard");
      }
    }
    int dropped = -1;
    if (AcceptCardDrop(&dropped)) PlayCardOnDiscard(ctx, dropped);
    ui.NameItem("lw/discard");
    if (record) {
      discard_rect_ = Rect{ImVec2(dx, y), ImVec2(dx + w, y + CardHeight(w)), true};
      discard_drawn_ = st.DiscardTop();
    }
    std::optional<Card> top = st.DiscardTop();
    if (FlyingTo(Place::kDiscard) && flight_->covers_pile) top = flight_->covered;  // still in the air
    if (top) {
      cards_.DrawCard(dl, ui.fonts(), ImVec2(dx, y), w, *top,
                      CardLook{.highlighted = (drawing && can("draw discard")) || discard_target_});
    } else if (discard_target_) {
      cards_.DrawBack(dl, ui.fonts(), ImVec2(dx, y), w, CardLook{.highlighted = true, .dimmed = true});
    }
    // Spares.
    const float sx = block ? origin.x : origin.x + 2 * (w + gap) + gap * 2;
    const float s_label = block ? y + CardHeight(w) + gap : origin.y;
    const float sy = block ? s_label + label_h + lift : y;
    DrawText(dl, ui.fonts().small, ImVec2(sx, s_label), p.ink_muted, "Spares");
    for (int i = 0; i < 2; ++i) {
      const Word spare = st.spares()[static_cast<size_t>(i)];
      const ImVec2 at(sx + static_cast<float>(i) * (w + gap), sy);
      ImGui::SetCursorScreenPos(at);
      const std::string id = "lw/spare/" + text::Lower(lost_words::WordName(spare));
      if (ImGui::InvisibleButton(id.c_str(), ImVec2(w, CardHeight(w)))) {
        selected_nature_ = spare;
        selected_card_ = -1;
        focus_.reset();
        ctx.ClearRefusal();
      }
      ui.NameItem(id);
      if (record) natures_[static_cast<size_t>(lost_words::Index(spare))] = Rect{at, ImVec2(at.x + w, at.y + CardHeight(w)), true};
      cards_.DrawNature(dl, ui.fonts(), at, w, spare,
                        CardLook{.selected = selected_nature_ && *selected_nature_ == spare});
    }
    ImGui::SetCursorScreenPos(ImVec2(left, sy + CardHeight(w) + gap));
    ImGui::Dummy(ImVec2(1, 1));
  }

  // Plays hand card `index` on the nature card (seat, word): at once when it
  // has one move there, else its moves there become the buttons.
  void PlayCardOn(TableContext& ctx, int index, int seat, Word word) {
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
    selected_card_ = index;
    selected_nature_.reset();
    focus_ = place;
    ctx.ClearRefusal();
  }

  // Hand card `index` onto the discard pile: discarded, or (Acorn, Lark) played.
  void PlayCardOnDiscard(TableContext& ctx, int index) {
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

  void ClearSelection() {
    selected_card_ = -1;
    selected_nature_.reset();
    focus_.reset();
  }

  void Tap(TableContext& ctx, const std::string& move) {
    if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
    ctx.Play(move);
  }

  // The moves the selection can make, as buttons, plus "end" when legal.
  void DrawMoves(Ui& ui, TableContext& ctx, const LostWordsGame& view, float width) {
    const int me = ctx.session().viewer();
    const lost_words::State& st = view.state();
    const Moves& cache = MovesNow(ctx.session());
    std::vector<Move> moves;
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
    if (st.phase() == Phase::kAction) {
      if (std::find(cache.legal.begin(), cache.legal.end(), "end") != cache.legal.end()) {
        moves.push_back(Move::OfKind(Move::Kind::kEnd));
      }
    }
    if ((selected_card_ >= 0 || selected_nature_) && moves.size() <= (st.phase() == Phase::kAction ? 1u : 0u)) {
      Caption(ui, "That card has no move now.", width);
    }
    for (const Move& m : moves) {
      const std::string notation = m.ToString();
      const std::string id = "lw/move/" + notation;
      const bool primary = m.kind != Move::Kind::kEnd && m.kind != Move::Kind::kConkerDecline;
      const float button_w = std::min(width, 520 * ui.layout().scale);
      ImGui::SetCursorScreenPos(ImVec2(left_ + (width - button_w) * 0.5f, ImGui::GetCursorScreenPos().y));
      if (Button(ui, id.c_str(), MoveLabel(m, ctx.session().names(), view),
                 primary ? ButtonKind::kPrimary : ButtonKind::kSecondary, button_w)) {
        if (ctx.Play(notation)) ClearSelection();
      }
      Spacing(ui.layout().small_gap * 0.5f);
    }
  }

  //---------------------------------------------------------------------------
  // Card movement: where each card was last drawn (screen rectangles), and
  // the card in the air after the last move (see ui/play/card_flight.h).
  struct Rect {
    ImVec2 min, max;
    bool ok = false;
  };
  enum class Place { kHand, kHead, kNature, kDiscard };
  struct Flight {
    enum class What { kCard, kBack, kNature };
    CardFlight flight;
    What what = What::kCard;
    Card card;                 // kCard
    Word nature = Word::kAcorn;  // kNature
    Place to = Place::kDiscard;
    int index = 0;  // the hand slot, the seat (kHead) or the nature word's index
    bool covers_pile = false;  // a discard: the pile shows `covered` until it lands
    std::optional<Card> covered;
  };
  bool FlyingTo(Place place, int index = 0) const {
    return flight_.has_value() && flight_->to == place && (place == Place::kDiscard || flight_->index == index);
  }
  // Places are noted only while the table shows the state last synced, so
  // that a move made mid-frame still flies from where its card was.
  bool Record(const play::Session& session) const { return session.View().History().size() == seen_moves_; }

  // Once per frame, before anything is drawn: starts a flight for a new
  // move, ends it when it lands or on any input.
  void SyncFlight(Ui& ui, const play::Session& session) {
    const double now = ui.time();
    if (flight_.has_value() && (!flight_->flight.Running(now) || AnyInputThisFrame())) flight_.reset();
    const size_t moves = session.View().History().size();
    const int me = session.viewer();
    // Only a single new move seen by the same viewer flies (not a resume, an
    // undo, or the table handed to another player).
    if (moves != seen_moves_ + 1 || me != seen_viewer_ || seen_moves_ == static_cast<size_t>(-1) || me < 0) return;
    flight_.reset();
    const float duration = ui.MotionSeconds(0.3f);
    const LostWordsGame& view = Lw(session.View());
    if (duration <= 0 || view.History().empty()) return;
    const Game::LoggedMove& last = view.History().back();
    const Result<Move> parsed = Move::Parse(last.move);
    if (!parsed.ok() || last.seat < 0 || last.seat >= lost_words::kMaxSeats) return;
    const Move& m = *parsed;
    const int seat = last.seat;
    const lost_words::State& st = view.state();
    Flight f;
    Rect from;
    const auto from_hand = [&](Card c) {
      if (seat != me) return heads_[static_cast<size_t>(seat)];
      const int i = hand_drawn_.FindLast(c);
      return i < 0 || static_cast<size_t>(i) >= hand_rects_.size() ? Rect{} : hand_rects_[static_cast<size_t>(i)];
    };
    const auto to_nature = [&](Word w) {
      f.to = Place::kNature;
      f.index = lost_words::Index(w);
    };
    const auto to_hand = [&](Card c) {
      if (seat == me) {
        // The card drawn is the last of the hand.
        if (st.hand(me).empty()) return false;
        f.card = st.hand(me).back();
        f.to = Place::kHand;
        f.index = st.hand(me).size() - 1;
      } else {
        // Hidden information stays hidden: an opponent's draw from the deck flies face down.
        f.card = c;
        if (c.IsUnknown()) f.what = Flight::What::kBack;
        f.to = Place::kHead;
        f.index = seat;
      }
      return true;
    };
    switch (m.kind) {
      case Move::Kind::kDrawDeck:
        from = deck_rect_;
        if (!to_hand(Card::Unknown())) return;
        break;
      case Move::Kind::kDrawDiscard:
        from = discard_rect_;
        if (!discard_drawn_ || !to_hand(*discard_drawn_)) return;
        break;
      case Move::Kind::kMatch:
        f.card = Card::Spell(m.word);
        from = from_hand(f.card);
        to_nature(m.word);
        break;
      case Move::Kind::kPlay:
        f.card = Card::Of(m.special);
        from = from_hand(f.card);
        if (const auto target = TargetOf(m, seat)) {
          to_nature(target->second);
        } else {
          f.to = Place::kDiscard;
        }
        break;
      case Move::Kind::kDiscard:
        f.card = m.card;
        from = from_hand(f.card);
        f.to = Place::kDiscard;
        f.covers_pile = true;
        f.covered = discard_drawn_;
        break;
      case Move::Kind::kExchange:
        // The spare comes into the row (the card given goes to its place).
        f.what = Flight::What::kNature;
        f.nature = m.other;
        from = natures_[static_cast<size_t>(lost_words::Index(m.other))];
        to_nature(m.other);
        break;
      case Move::Kind::kConkerRematch:
        f.card = Card::Spell(st.conker_word());
        from = from_hand(f.card);
        to_nature(st.conker_word());
        break;
      default:
        return;
    }
    if (!from.ok) return;
    f.flight.from_min = from.min;
    f.flight.from_max = from.max;
    f.flight.tween.start = now;
    f.flight.tween.duration = duration;
    flight_ = f;
  }

  void DrawFlight(Ui& ui) {
    if (!flight_.has_value()) return;
    const Flight& f = *flight_;
    Rect to;
    switch (f.to) {
      case Place::kHand:
        if (static_cast<size_t>(f.index) < hand_rects_.size()) to = hand_rects_[static_cast<size_t>(f.index)];
        break;
      case Place::kHead: to = heads_[static_cast<size_t>(f.index)]; break;
      case Place::kNature: to = natures_[static_cast<size_t>(f.index)]; break;
      case Place::kDiscard: to = discard_rect_; break;
    }
    if (!to.ok) return;
    ImVec2 min, max;
    f.flight.At(ui.time(), to.min, to.max, &min, &max);
    ImDrawList* list = ImGui::GetForegroundDrawList();
    const float w = max.x - min.x;
    if (f.what == Flight::What::kNature) {
      cards_.DrawNature(list, ui.fonts(), min, w, f.nature);
    } else if (f.what == Flight::What::kBack) {
      cards_.DrawBack(list, ui.fonts(), min, w);
    } else {
      cards_.DrawCard(list, ui.fonts(), min, w, f.card);
    }
    // Named for the tests: a card is in the air.
    const ImVec2 cursor = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(min);
    ImGui::Dummy(ImVec2(std::max(1.0f, w), std::max(1.0f, max.y - min.y)));
    ui.NameItem("lw/flight");
    ImGui::SetCursorScreenPos(cursor);
  }

  lost_words::CardList hand_drawn_;  // the viewer's hand as last drawn, and its cards' rectangles
  std::vector<Rect> hand_rects_;
  std::array<Rect, lost_words::kMaxSeats> heads_{};     // each row's head: an opponent's hand
  std::array<Rect, lost_words::kNumWords> natures_{};  // every nature card on the table, by word
  Rect deck_rect_, discard_rect_;
  std::optional<Card> discard_drawn_;  // the discard pile's top as last drawn
  std::optional<Flight> flight_;
  float card_w_ = 60;  // the rows' card width

  LostWordsCards cards_;
  // A match of the viewer's own (or the Wild One laid as its spell): a
  // reward over that nature card once the spell has landed on it.
  Reward reward_;
  void Cheer(Ui& ui, const LostWordsGame& view, int me) {
    const Game::LoggedMove& last = view.History().back();
    const Result<Move> m = Move::Parse(last.move);
    if (last.seat != me || !m.ok()) return;
    const int key = me * 100 + lost_words::Index(m->word);
    if (m->kind == Move::Kind::kMatch) {
      reward_.Start(ui, key, "Matched!", "lw-match", 0.3f);
    } else if (m->kind == Move::Kind::kPlay && m->special == Special::kWildOne) {
      reward_.Start(ui, key, "Wild One!", "lw-match", 0.3f);
    }
  }
  Moves moves_;
  float left_ = 0, row_x_ = 0;  // the table's left edge, and where the centred rows start
  int selected_card_ = -1;
  std::optional<Word> selected_nature_;
  std::vector<std::pair<int, Word>> targets_;  // (seat, nature) the selected hand card can reach
  bool discard_target_ = false;                // ... and whether it can go onto the discard pile
  std::optional<std::pair<int, Word>> focus_;  // dropped where it has several moves: only those show
  size_t seen_moves_ = static_cast<size_t>(-1);
  int seen_viewer_ = -1;
};

//-----------------------------------------------------------------------------
// [SECTION] End of game, rules, the entry
//-----------------------------------------------------------------------------

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
