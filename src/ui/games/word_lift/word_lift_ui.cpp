// Word Lift on screen: set-up options, the table (every player's words, hand
// counts, decks, round, scores, whose turn), the word composer in the hand
// dock, steal-and-split, the end-of-turn draws, the round summary and its
// review (each of your turns beside the best play you had), the end
// breakdown, the hint button and the rules page. The shared screens
// (game_screens.cpp) do the rest.
//
// Named items:
//   wl/status/play, wl/status/draw (the viewer's move) or wl/status/wait
//   (the banner); wl/word/<seat>/<i> (a word on the table: tap to steal it);
//   wl/hand/<i>/<face> (a free hand card, i from 0 in hand order, face as in
//   the notation: "A", "L…", "?"; tap it into the active word row);
//   wl/row/<r>/<pos>/<face> (a card in word row r = 0, 1: tap to take it back, a
//   stolen card moves to the other row; a ?, ≈ or … card opens its picker
//   first); wl/row/<r>/end (makes row r the one taps and typing fill; drop
//   target); wl/pick/<A..Z>, wl/pick/single, wl/pick/double, wl/pick/done
//   (the picker); wl/check/ok or wl/check/no (the live verdict on the
//   rows, in words on screen); wl/play, wl/pass,
//   wl/clear, wl/cancel-steal, wl/hint; wl/notice (a refused steal, repeated
//   in the dock); wl/draw/consonant, wl/draw/vowel,
//   wl/skip (the draws); wl/summary/continue (between rounds);
//   wl/summary/review (the round's review), wl/review/<k>/<play|steal|pass>/
//   <pending|better|best> (the viewer's k-th turn of the round, the hard
//   bot's best play from that position found or not yet), wl/review/done
//   (every turn searched), wl/review/back; on the end screen,
//   wl/end/review/<round> opens a round's review in place of the tables.
// Cards may also be dragged: a hand card onto a row card (it goes before it)
// or a row's end, a row card likewise to reorder, or back onto the hand; a
// hand card onto a table word starts that steal (as a tap does), the card in
// the second row.
// Desktop keys: letters pick matching hand cards (with a ? or ≈ picker open,
// the letter is that card's), Backspace takes the last back, Enter plays.
//
// Index
//   [SECTION] Cards
//   [SECTION] The table
//   [SECTION] The dock: composer, picker, hand, buttons
//   [SECTION] Round summary and end of game
//   [SECTION] Options, rules, the entry
#include "ui/games/word_lift/word_lift_ui.h"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/word_lift/bots.h"
#include "games/word_lift/composer.h"
#include "games/word_lift/review.h"
#include "core/record.h"
#include "core/text.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/word_lift/word_lift.h"
#include "ui/games/word_lift/word_lift_cards.h"
#include "ui/play/card_flight.h"
#include "ui/play/reward.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

using word_lift::CardUse;
using word_lift::ComposedCard;
using word_lift::Composer;
using word_lift::Deck;
using word_lift::FaceOfCard;
using word_lift::ScoreBreakdown;
using word_lift::Special;
using word_lift::TableWord;
using word_lift::WordLift;
using WlMove = word_lift::Move;
using WlPhase = word_lift::Phase;

const WordLift& Wl(const Game& game) { return static_cast<const WordLift&>(game); }

constexpr const char* kHandPayload = "wl-hand";  // int: a card id
constexpr const char* kRowPayload = "wl-row";    // int: row * 1000 + position

using text::Plural;

//-----------------------------------------------------------------------------
// [SECTION] Cards
//-----------------------------------------------------------------------------

// The cards themselves (faces with their emblems, backs) and the table's
// baize are drawn by WordLiftCards (word_lift_cards.h), through the Table's
// DrawCardFace and DrawCardBack below.
enum CardMark { kPlain = 0, kSelected = 1, kStolen = 2 };

void DrawRing(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  const float pulse = 0.65f + 0.35f * static_cast<float>(std::sin(ui.time() * 5.0));
  list->AddRect(ImVec2(min.x - 3 * s, min.y - 3 * s), ImVec2(max.x + 3 * s, max.y + 3 * s),
                Col(WithAlpha(p.accent, ui.MotionSeconds(1) > 0 ? pulse : 1.0f)), 8 * s, 0, 2.5f * s);
}

// The meaning of each special card, for the legend under the hand.
std::string SpecialMeaning(Special s) {
  switch (s) {
    case Special::kNumber: return "# one per word";
    case Special::kDagger:
      return "\xE2\x80\xA0 a thief draws " + std::to_string(word_lift::kDaggerDraws) + " more";
    case Special::kDollar:
      return "$ " + std::to_string(word_lift::kDollarPoints) + " points in a word";
    case Special::kEllipsis: return "\xE2\x80\xA6 one letter or two";
    case Special::kQuestion: return "? any letter";
    case Special::kApprox: return "\xE2\x89\x88 one of its three letters";
    case Special::kLozenge:
      return "\xE2\x97\x8A -" + std::to_string(word_lift::kLozengePenalty) + " if left in hand";
    case Special::kNull: return "\xE2\x88\x85 may skip the draws";
    case Special::kPilcrow: return "\xC2\xB6 first or last letter";
    case Special::kAtLeast: return "\xE2\x89\xA5 only in a word as long as the longest";
    case Special::kNone: break;
  }
  return "";
}

//-----------------------------------------------------------------------------
// [SECTION] The table
//-----------------------------------------------------------------------------

struct CardSize {
  float w = 0, h = 0, gap = 0;
  int per_line = 8;
};
CardSize HandCardSize(const Layout& l, float width) {
  const float s = l.scale;
  CardSize c;
  c.gap = (l.compact() ? 4 : 6) * s;
  c.per_line = l.compact() ? 8 : 12;
  c.w = std::min(60 * s, (width - c.gap * static_cast<float>(c.per_line - 1)) / static_cast<float>(c.per_line));
  c.h = std::max(c.w * 1.3f, l.target);
  return c;
}

bool AcceptDrop(int* hand_card, int* row_card);

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override;
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  float DockHeight(Ui& ui, const play::Session& session, float width) override {
    Sync(session);
    return Dock(ui, nullptr, session, width);
  }
  void DrawDock(Ui& ui, TableContext& ctx, float width) override {
    cards_.Load(ui.platform());
    Sync(ctx.session());
    Dock(ui, &ctx, ctx.session(), width);
  }
  // The preview page: the hint laid out in the rows, as after a tap on Hint.
  void ShowHint(const play::Session& session) {
    Sync(session);
    if (composer_ != nullptr) Hint(Wl(session.View()), session.viewer());
  }
  // The preview page: a ?, ≈ or … card of the hand in the row, its picker open.
  void ShowPicker(const play::Session& session) {
    Sync(session);
    if (composer_ == nullptr) return;
    for (int card : composer_->FreeHand()) {
      if (!Composer::HasChoice(card) || !composer_->Add(card, 0).ok()) continue;
      focus_card_ = card;
      return;
    }
  }
  // The preview page: the last round's summary shown again.
  void ShowLastSummary(const play::Session& session) {
    Sync(session);
    seen_results_ = std::max(0, static_cast<int>(Wl(session.View()).Results().size()) - 1);
  }

 private:
  // A new view (a move, an undo, another viewer): a fresh composer.
  void Sync(const play::Session& session);
  bool Composing(const play::Session& session) const;
  bool SummaryPending(const play::Session& session) const {
    return seen_results_ >= 0 && static_cast<int>(Wl(session.View()).Results().size()) > seen_results_ &&
           !session.View().IsTerminal();
  }
  void DrawPlayer(Ui& ui, TableContext& ctx, const WordLift& view, int seat, float width, bool steal_targets);
  void DrawSummary(Ui& ui, TableContext& ctx, const WordLift& view, float width);
  // The post-round review (word_lift::RoundReview): the viewer's turns of a
  // round, each beside the best play from the position before it, the one
  // Hint shows (one search a frame).
  void StartReview(const play::Session& session, int round);
  // Draws the open review; returns true when its Back button closed it.
  bool DrawReview(Ui& ui, const play::Session& session, float width);
  // Lays out the dock; draws it and takes taps when `ctx` is set, else only
  // measures. Returns its height.
  float Dock(Ui& ui, TableContext* ctx, const play::Session& session, float width);
  float DockRows(Ui& ui, TableContext* ctx, const WordLift& view, ImVec2 at, float width, const CardSize& cs);
  float DockPicker(Ui& ui, TableContext* ctx, ImVec2 at, float width);
  float DockHand(Ui& ui, TableContext* ctx, const WordLift& view, int me, ImVec2 at, float width, const CardSize& cs,
                 bool composing);
  void Keyboard(TableContext& ctx);
  void TapWord(TableContext& ctx, const WordLift& view, int owner, int index);
  void TapRowCard(TableContext& ctx, int r, int pos);
  void AddHandCard(TableContext& ctx, int card, int r, int pos);
  void PlayComposed(TableContext& ctx, const WordLift& view);
  void Hint(const WordLift& view, int me);
  std::string Verdict(const Status& status) const;
  // Where the focused card (its picker open) is, or false.
  bool FocusAt(int* r, int* pos) const;

  // The cards, with the game's art (loaded when the table is first drawn).
  void DrawCardFace(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, int face, const std::string& letters,
                    int marks) const {
    cards_.DrawFace(list, ui.fonts(), min, max, face, letters,
                    WordLiftLook{.selected = (marks & kSelected) != 0, .stolen = (marks & kStolen) != 0});
  }
  void DrawCardBack(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, Deck deck) const {
    cards_.DrawBack(list, ui.fonts(), min, max, deck);
  }
  WordLiftCards cards_;
  // The viewer's own steal, or a word of 6 letters or more: a reward over
  // the new word(s) as they land.
  Reward reward_;
  void Cheer(Ui& ui, const WordLift& view, int me) {
    if (view.Events().empty() || view.Events().back().seat != me) return;
    const word_lift::Event& e = view.Events().back();
    if (e.kind == WlMove::Kind::kSteal) {
      reward_.Start(ui, me, "Stolen!", "wl-steal", 0.2f);
    } else if (const int bonus = word_lift::LongWordBonusEarned(view, view.Events().size() - 1);
               e.kind == WlMove::Kind::kPlay && bonus > 0) {
      reward_.Start(ui, me, std::to_string(e.word.size()) + " letters! +" + std::to_string(bonus), "wl-long", 0.2f);
    }
  }

  std::unique_ptr<Composer> composer_;
  const Game* synced_view_ = nullptr;
  size_t synced_moves_ = static_cast<size_t>(-1);
  int synced_viewer_ = -2;
  int active_row_ = 0;
  int focus_card_ = -1;    // the card whose picker is open
  int seen_results_ = -1;  // finished rounds whose summary the viewer has closed
  std::string hint_;
  std::string notice_;  // a refused steal, repeated in the dock (the table may be scrolled away from the top)
  bool hints_enabled_ = true;
  // New words drop onto the table (0.35 s ease-out, none with reduced
  // motion, any input lands them): the last play or steal seen, its tween.
  size_t anim_moves_ = static_cast<size_t>(-1);
  Tween drop_;
  float drop_t_ = 1;  // 0..1 this frame
  // The review (see StartReview) while it is open.
  std::unique_ptr<word_lift::RoundReview> review_;
  const play::Session* review_session_ = nullptr;
  std::vector<std::string> review_names_;
};

void Table::Sync(const play::Session& session) {
  const Game* view = &session.View();
  const size_t moves = session.View().History().size();
  const int me = session.viewer();
  if (seen_results_ < 0) seen_results_ = static_cast<int>(Wl(session.View()).Results().size());
  if (view == synced_view_ && moves == synced_moves_ && me == synced_viewer_) return;
  synced_view_ = view;
  synced_moves_ = moves;
  synced_viewer_ = me;
  composer_ = me >= 0 ? std::make_unique<Composer>(Wl(*view), me) : nullptr;
  active_row_ = 0;
  focus_card_ = -1;
  hint_.clear();
  notice_.clear();
  const Json& hints = session.View().Options().variant["hints"];
  hints_enabled_ = !hints.is_bool() || hints.as_bool();
}

bool Table::Composing(const play::Session& session) const {
  const Game& game = session.View();
  const int me = session.viewer();
  return composer_ != nullptr && !game.IsTerminal() && game.CurrentSeat() == me && session.IsHuman(me) &&
         !session.NeedsPrivacy() && Wl(session.View()).phase() == WlPhase::kPlay && !SummaryPending(session);
}

void Table::TapWord(TableContext& ctx, const WordLift& view, int owner, int index) {
  if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
  if (view.phase() != WlPhase::kPlay) return ctx.Refuse("Now draw your cards: a word can be stolen only instead of a play.");
  if (composer_->stealing() && composer_->steal_owner() == owner && composer_->steal_index() == index) {
    composer_->CancelSteal();
    active_row_ = 0;
    return ctx.ClearRefusal();
  }
  composer_->CancelSteal();
  const std::string word = view.Words(owner)[static_cast<size_t>(index)].Text();
  const Status status = composer_->BeginSteal(owner, index);
  if (!status.ok()) {
    notice_ = "You cannot steal " + word + ": " + status.reason() + ".";
    return ctx.Refuse(notice_);
  }
  notice_.clear();
  hint_.clear();  // a hint laid out before no longer matches the rows
  ctx.ClearRefusal();
  active_row_ = 1;
  focus_card_ = -1;
}

void Table::DrawPlayer(Ui& ui, TableContext& ctx, const WordLift& view, int seat, float width, bool steal_targets) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const play::Session& session = ctx.session();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const bool current = view.CurrentSeat() == seat;
  const bool me = seat == session.viewer();
  const std::vector<int> scores = view.Scores();
  const int total = view.Totals()[static_cast<size_t>(seat)];
  const int round_now = view.RoundBreakdown(seat).score;

  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float pad = 8 * s;
  list->ChannelsSplit(2);
  list->ChannelsSetCurrent(1);
  ImGui::SetCursorScreenPos(ImVec2(top.x + pad, top.y + pad));
  ImGui::BeginGroup();
  // Name line: an arrow and the words "to play" for the current player.
  const std::string& name = session.names()[static_cast<size_t>(seat)];
  std::string head = (current ? "\xE2\x86\x92 " : "") + name + (me && name != "You" ? " (you)" : "");
  if (current) head += view.phase() == WlPhase::kDraw ? " \xC2\xB7 drawing" : " \xC2\xB7 to play";
  Paragraph(ui, head, ui.fonts().strong, current ? &p.accent : &p.ink, width - 2 * pad);
  const std::vector<int>& hand = view.Hand(seat);
  // Another player's hidden cards count -1 each here: a Lozenge among them
  // would cost one more, so their score is "about".
  const std::string about = !me && !hand.empty() ? "about " : "";
  std::string line = "Score " + about + std::to_string(scores[static_cast<size_t>(seat)]) + " (rounds so far " +
                     std::to_string(total) + ", this round " + about + std::to_string(round_now) + ")";
  int vowels = 0;
  for (int card : hand) vowels += word_lift::DeckOfCard(card) == Deck::kVowel ? 1 : 0;
  line += " \xC2\xB7 " + Plural(static_cast<int>(hand.size()), "card", "cards") + " in hand";
  if (!me) {
    line += " (" + Plural(static_cast<int>(hand.size()) - vowels, "consonant", "consonants") + ", " +
            Plural(vowels, "vowel", "vowels") + ")";
  }
  line += view.played_word(seat) ? " \xC2\xB7 has played a word this round" : " \xC2\xB7 no word played yet this round";
  if (view.first_out() == seat) line += " \xC2\xB7 went out first (+" + std::to_string(word_lift::kFirstOutBonus) + ")";
  Caption(ui, line, width - 2 * pad);
  if (!me && !hand.empty()) {
    // Their hand as card backs, each showing its deck (C or V), large enough
    // to read the letter on a phone.
    const float bw = 22 * s, bh = 30 * s;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const int shown = std::min(static_cast<int>(hand.size()), 20);
    for (int k = 0; k < shown; ++k) {
      const ImVec2 a(at.x + static_cast<float>(k) * (bw + 2 * s), at.y);
      DrawCardBack(ui, list, a, ImVec2(a.x + bw, a.y + bh), word_lift::DeckOfCard(hand[static_cast<size_t>(k)]));
    }
    ImGui::Dummy(ImVec2(width - 2 * pad, bh + 2 * s));
  }

  // The words, as rows of small cards that wrap.
  const std::vector<TableWord>& words = view.Words(seat);
  // The word(s) the round's last play or steal put down are marked "new",
  // so that a bot's move can be followed.
  std::vector<bool> fresh(words.size(), false);
  for (auto e = view.Events().rbegin(); e != view.Events().rend(); ++e) {
    if (e->round != view.round() || e->kind == WlMove::Kind::kPlay || e->kind == WlMove::Kind::kSteal) {
      if (e->round == view.round() && e->seat == seat) {
        const std::vector<std::string> texts =
            e->kind == WlMove::Kind::kPlay ? std::vector<std::string>{e->word} : std::vector<std::string>{e->first, e->second};
        for (const std::string& text : texts) {
          for (size_t i = words.size(); i-- > 0;) {
            if (!fresh[i] && words[i].Text() == text) {
              fresh[i] = true;
              break;
            }
          }
        }
      }
      break;
    }
  }
  if (words.empty()) {
    Caption(ui, "No words on the table.", width - 2 * pad);
  } else {
    const float cw = (l.compact() ? 26 : 30) * s, ch = cw * 1.3f;
    const float label_h = MeasureText(ui.fonts().small, "0").y;
    const float gap = 10 * s;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    float x = origin.x, y = origin.y;
    const float right = origin.x + width - 2 * pad;
    for (size_t i = 0; i < words.size(); ++i) {
      const TableWord& word = words[i];
      const int value = word_lift::WordValue(word);
      const std::string label =
          "+" + std::to_string(value) +
          (word_lift::LongWordBonus(word.Letters()) > 0 ? " (" + word_lift::LongWordTag() + ")" : "") +
          (fresh[i] ? " \xC2\xB7 new" : "");
      const float ww = std::max(static_cast<float>(word.cards.size()) * cw, MeasureText(ui.fonts().small, label).x);
      const float wh = std::max(ch + label_h + 2 * s, l.target);
      if (x > origin.x && x + ww > right) {
        x = origin.x;
        y += wh + gap;
      }
      ImGui::SetCursorScreenPos(ImVec2(x, y));
      const std::string id = "wl/word/" + std::to_string(seat) + "/" + std::to_string(i);
      if (ImGui::InvisibleButton(id.c_str(), ImVec2(ww, wh))) TapWord(ctx, view, seat, static_cast<int>(i));
      ui.NameItem(id);
      // A hand card dropped on a word starts that steal (as a tap does) and
      // joins the second row.
      int dropped = -1, row_card = -1;
      if (AcceptDrop(&dropped, &row_card) && dropped >= 0 && composer_ != nullptr) {
        auto target = [&] {
          return composer_->stealing() && composer_->steal_owner() == seat &&
                 composer_->steal_index() == static_cast<int>(i);
        };
        if (!target()) TapWord(ctx, view, seat, static_cast<int>(i));
        if (target()) AddHandCard(ctx, dropped, composer_->row_count() - 1, -1);
      }
      const bool stealing_this = composer_ != nullptr && composer_->stealing() && composer_->steal_owner() == seat &&
                                 composer_->steal_index() == static_cast<int>(i);
      if (stealing_this) {
        list->AddRectFilled(ImVec2(x - 3 * s, y - 3 * s), ImVec2(x + ww + 3 * s, y + wh + 3 * s),
                            Col(p.accent_soft), 6 * s);
      } else if (steal_targets && view.CanSteal(session.viewer(), seat, static_cast<int>(i)).ok()) {
        DrawRing(ui, list, ImVec2(x, y), ImVec2(x + ww, y + ch));
      }
      const bool dropping = fresh[i] && drop_t_ < 1.0f;
      if (dropping) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.2f + 0.8f * drop_t_);
      const float dy = dropping ? -(1.0f - drop_t_) * ch : 0.0f;
      for (size_t c = 0; c < word.cards.size(); ++c) {
        const ImVec2 a(x + static_cast<float>(c) * cw, y + dy);
        DrawCardFace(ui, list, a, ImVec2(a.x + cw - 1 * s, a.y + ch), FaceOfCard(word.cards[c].card),
                     word.cards[c].letters, kPlain);
      }
      if (dropping) ImGui::PopStyleVar();
      if (fresh[i]) {
        reward_.Place(seat, ImVec2(x, y), ImVec2(x + static_cast<float>(word.cards.size()) * cw, y + ch));
        list->AddRect(ImVec2(x - 2 * s, y - 2 * s), ImVec2(x + static_cast<float>(word.cards.size()) * cw + 1 * s, y + ch + 2 * s),
                      Col(p.notice), 5 * s, 0, 2.5f * s);
      }
      DrawText(list, ui.fonts().small, ImVec2(x, y + ch + 2 * s), fresh[i] ? p.ink : p.ink_muted, label);
      x += ww + gap;
      ImGui::SetCursorScreenPos(ImVec2(origin.x, y + wh));
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y + std::max(ch + label_h + 2 * s, l.target) + 2 * s));
    ImGui::Dummy(ImVec2(width - 2 * pad, 1));
  }
  ImGui::EndGroup();
  const float bottom = ImGui::GetItemRectMax().y + pad;
  list->ChannelsSetCurrent(0);
  list->AddRectFilled(top, ImVec2(top.x + width, bottom), Col(p.surface), 8 * s);
  if (current) list->AddRect(top, ImVec2(top.x + width, bottom), Col(p.accent), 8 * s, 0, 2 * s);
  list->ChannelsMerge();
  ImGui::SetCursorScreenPos(ImVec2(top.x, bottom));
  ImGui::Dummy(ImVec2(width, 1));
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  play::Session& session = ctx.session();
  Sync(session);
  cards_.Load(ui.platform());
  cards_.DrawTable(l.scale, p.dark);
  if (reward_.NewMove(session)) Cheer(ui, Wl(session.View()), session.viewer());
  const WordLift& view = Wl(session.View());
  const int me = session.viewer();
  const bool to_move = ctx.ViewerToMove();
  const float width = ImGui::GetContentRegionAvail().x - l.margin;

  if (SummaryPending(session)) {
    if (review_ != nullptr) {
      if (DrawReview(ui, session, width)) ctx.ClearRefusal();
    } else {
      DrawSummary(ui, ctx, view, width);
    }
    return;
  }
  review_.reset();  // the summary went away under it (an undo)
  // A new play or steal (not a resume or an undo): its words drop in.
  const size_t moves = session.View().History().size();
  if (moves == anim_moves_ + 1 && anim_moves_ != static_cast<size_t>(-1) && !view.Events().empty() &&
      (view.Events().back().kind == WlMove::Kind::kPlay || view.Events().back().kind == WlMove::Kind::kSteal)) {
    drop_.start = ui.time();
    drop_.duration = ui.MotionSeconds(0.35f);
  }
  anim_moves_ = moves;
  if (AnyInputThisFrame()) drop_.Finish();
  drop_t_ = drop_.Running(ui.time()) ? drop_.Eased(ui.time()) : 1.0f;

  std::string banner;
  if (to_move && view.phase() == WlPhase::kDraw && view.dagger_draws_left() > 0) {
    banner = "Your turn: the Dagger's draws come first, a consonant or a vowel each, as you choose (" +
             Plural(view.dagger_draws_left(), "Dagger draw", "Dagger draws") + " left).";
  } else if (to_move && view.phase() == WlPhase::kDraw) {
    banner = view.may_skip_draws() ? "Your turn: draw a card (consonant or vowel), or skip the draws (Null card)."
                                   : "Your turn: draw a card, a consonant or a vowel (" +
                                         Plural(view.draws_left(), "draw", "draws") + " left).";
  } else if (to_move) {
    banner = composer_ != nullptr && composer_->stealing()
                 ? "Steal and split: make two new words from the stolen cards and yours."
                 : "Your turn: spell a word with your cards below, tap a word on the table to steal it, or pass.";
  } else {
    banner = session.WaitingText();
  }
  Paragraph(ui, banner, ui.fonts().strong, to_move ? &p.accent : &p.ink_muted, width);
  ui.NameItem(!to_move ? "wl/status/wait" : view.phase() == WlPhase::kDraw ? "wl/status/draw" : "wl/status/play");
  std::string state = "Round " + std::to_string(view.round()) + " of " + std::to_string(word_lift::kRounds) +
                      " \xC2\xB7 Consonant deck: " + std::to_string(view.DeckCount(Deck::kConsonant)) +
                      " \xC2\xB7 Vowel deck: " + std::to_string(view.DeckCount(Deck::kVowel));
  Caption(ui, state, width);
  if (view.final_turns()) {
    Paragraph(ui,
              "Final turns: " + session.names()[static_cast<size_t>(view.first_out())] + " went out. " +
                  Plural(view.final_turns_left(), "final turn", "final turns") +
                  " left; nobody draws (Dagger draws still happen) and anyone may steal.",
              ui.fonts().strong, &p.notice, width);
  }
  if (!session.log().empty()) Caption(ui, "Last: " + session.log().back(), width);
  if (!cards_.error().empty()) {
    Caption(ui, cards_.error(), width);
    ui.NameItem("wl/art-error");
  }
  if (!hint_.empty()) Paragraph(ui, hint_, ui.fonts().body, &p.ink, width);
  Spacing(l.small_gap);

  const bool steal_targets = to_move && view.phase() == WlPhase::kPlay;
  // The viewer's own words last, nearest the hand; two players side by side
  // on wide screens.
  const int seats = view.NumSeats();
  const float s = l.scale;
  const bool two_columns = width > 900 * s;
  const float gap = 16 * s;
  const float column = two_columns ? (width - gap) * 0.5f : width;
  for (int k = 1; k <= seats; k += two_columns ? 2 : 1) {
    const ImVec2 start = ImGui::GetCursorScreenPos();
    float bottom = start.y;
    for (int c = 0; c < (two_columns ? 2 : 1) && k + c <= seats; ++c) {
      const int seat = (me + k + c) % seats;
      ImGui::SetCursorScreenPos(ImVec2(start.x + static_cast<float>(c) * (column + gap), start.y));
      ImGui::PushID(seat);
      DrawPlayer(ui, ctx, view, seat, column, steal_targets);
      ImGui::PopID();
      bottom = std::max(bottom, ImGui::GetCursorScreenPos().y);
    }
    ImGui::SetCursorScreenPos(ImVec2(start.x, bottom));
    Spacing(l.small_gap);
  }
  reward_.Draw(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] The dock: composer, picker, hand, buttons
//-----------------------------------------------------------------------------

std::string Table::Verdict(const Status& status) const {
  if (status.ok()) {
    if (!composer_->stealing()) return "\xE2\x9C\x93 " + composer_->Spelled(0) + " can be played.";
    return "\xE2\x9C\x93 " + composer_->Spelled(0) + " + " + composer_->Spelled(1) + " is a legal steal.";
  }
  std::string reason = status.reason();
  if (!reason.empty()) reason[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(reason[0])));
  return "\xE2\x9C\x97 " + reason;
}

bool Table::FocusAt(int* r, int* pos) const {
  if (composer_ == nullptr || focus_card_ < 0) return false;
  for (int row = 0; row < composer_->row_count(); ++row) {
    for (size_t i = 0; i < composer_->row(row).size(); ++i) {
      if (composer_->row(row)[i].card == focus_card_) {
        *r = row;
        *pos = static_cast<int>(i);
        return true;
      }
    }
  }
  return false;
}

void Table::TapRowCard(TableContext& ctx, int r, int pos) {
  const ComposedCard card = composer_->row(r)[static_cast<size_t>(pos)];
  if (Composer::HasChoice(card.card) && focus_card_ != card.card) {
    focus_card_ = card.card;  // first tap: its picker
    return;
  }
  focus_card_ = -1;
  const int other = 1 - r;
  const Status status = card.stolen ? composer_->MoveCard(r, pos, other, static_cast<int>(composer_->row(other).size()))
                                    : composer_->Remove(r, pos);
  if (status.ok()) {
    ctx.ClearRefusal();
  } else {
    ctx.Refuse(status.reason());
  }
}

void Table::AddHandCard(TableContext& ctx, int card, int r, int pos) {
  notice_.clear();
  const Status status = composer_->Add(card, r, pos);
  if (!status.ok()) return ctx.Refuse(status.reason());
  ctx.ClearRefusal();
  // A ? or ≈ card waits for its letter: its picker opens.
  const int face = FaceOfCard(card);
  const Special sp = word_lift::SpecialOf(face);
  if (sp == Special::kQuestion || sp == Special::kApprox) focus_card_ = card;
}

void Table::PlayComposed(TableContext& ctx, const WordLift& view) {
  const Status status = composer_->Check();
  if (!status.ok()) return ctx.Refuse(status.reason());
  const std::optional<WlMove> move = composer_->ToMove();
  if (move.has_value()) ctx.Play(view.FormatMove(*move));
}

void Table::Hint(const WordLift& view, int me) {
  const std::optional<WlMove> best = view.BestByPoints(me);
  if (!best.has_value()) {
    hint_ = "Hint: no word can be made with your cards now: pass.";
    return;
  }
  composer_->Clear();
  if (!composer_->Fill(*best).ok()) {
    hint_ = "Hint: " + view.FormatMove(*best);
    return;
  }
  active_row_ = composer_->row_count() - 1;
  if (best->kind == WlMove::Kind::kPlay) {
    hint_ = "Hint: " + word_lift::SpelledWord(best->word) + " (in the rows below: tap Play).";
  } else {
    hint_ = "Hint: steal " + view.Words(best->owner)[static_cast<size_t>(best->index)].Text() + " and split it into " +
            word_lift::SpelledWord(best->first) + " and " + word_lift::SpelledWord(best->second) +
            " (in the rows below: tap Steal).";
  }
}

void Table::Keyboard(TableContext& ctx) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const int r = std::min(active_row_, composer_->row_count() - 1);
  bool changed = false;
  for (ImWchar c : io.InputQueueCharacters) {
    if (c >= 0x80 || !std::isalpha(static_cast<int>(c))) continue;
    // With a ? or ≈ card's picker open, the letter typed is its letter.
    int fr, fpos;
    if (FocusAt(&fr, &fpos) && word_lift::SpecialOf(FaceOfCard(focus_card_)) != Special::kEllipsis) {
      const std::string letter(1, static_cast<char>(std::toupper(static_cast<int>(c))));
      const Status chosen = composer_->SetLetters(fr, fpos, letter);
      if (chosen.ok()) {
        focus_card_ = -1;
        changed = true;
      } else {
        ctx.Refuse(chosen.reason());
      }
      continue;
    }
    const Status status = composer_->Type(static_cast<char>(c), r);
    if (!status.ok()) {
      ctx.Refuse(status.reason());
    } else {
      changed = true;
    }
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), true)) changed = composer_->Backspace(r) || changed;
  if (changed) {
    ctx.ClearRefusal();
    focus_card_ = -1;
  }
  // Enter plays, unless keyboard navigation has a button in focus (Enter
  // presses that button then).
  if (!io.NavVisible && (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
                         ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false))) {
    PlayComposed(ctx, Wl(ctx.session().View()));
  }
}

// Shows a composer refusal ("every card of the stolen word goes into one of
// the new words"), or clears the last one.
void Report(TableContext& ctx, const Status& status) {
  if (status.ok()) {
    ctx.ClearRefusal();
  } else {
    ctx.Refuse(status.reason());
  }
}

// True when a card was dropped on the last item: `*hand_card` or `*row_card`
// (row * 1000 + position) is set, the other stays -1.
bool AcceptDrop(int* hand_card, int* row_card) {
  bool dropped = false;
  *hand_card = *row_card = -1;
  if (ImGui::BeginDragDropTarget()) {
    if (const ImGuiPayload* payload = ImGui::AcceptDragDropPayload(kHandPayload)) {
      *hand_card = *static_cast<const int*>(payload->Data);
      dropped = true;
    } else if (const ImGuiPayload* row = ImGui::AcceptDragDropPayload(kRowPayload)) {
      *row_card = *static_cast<const int*>(row->Data);
      dropped = true;
    }
    ImGui::EndDragDropTarget();
  }
  return dropped;
}

float Table::DockRows(Ui& ui, TableContext* ctx, const WordLift& view, ImVec2 at, float width, const CardSize& cs) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float label_w = MeasureText(ui.fonts().small, "\xE2\x86\x92 Word 2").x + 8 * s;
  float y = at.y;
  for (int r = 0; r < composer_->row_count(); ++r) {
    const auto& row = composer_->row(r);
    const float h = cs.h;
    const float avail = width - label_w;
    const int slots = std::max(static_cast<int>(row.size()) + 1, cs.per_line);
    const float w = std::min(cs.w, (avail - 2 * s * static_cast<float>(slots)) / static_cast<float>(slots));
    if (ctx != nullptr) {
      const bool active = r == active_row_;
      const ImVec2 min(at.x, y), max(at.x + width, y + h);
      list->AddRectFilled(min, max, Col(p.sunken), 6 * s);
      if (active && composer_->row_count() > 1) list->AddRect(min, max, Col(p.accent), 6 * s, 0, 2 * s);
      const std::string label = composer_->row_count() > 1 ? (active ? "\xE2\x86\x92 " : "") + std::string("Word ") +
                                                                 std::to_string(r + 1)
                                                           : "Word";
      DrawText(list, ui.fonts().small, ImVec2(at.x + 4 * s, y + 4 * s), active ? p.ink : p.ink_muted, label);
      float x = at.x + label_w;
      for (size_t i = 0; i < row.size(); ++i) {
        const ComposedCard& c = row[i];
        const ImVec2 a(x, y), b(x + w, y + h);
        ImGui::SetCursorScreenPos(a);
        const std::string id =
            "wl/row/" + std::to_string(r) + "/" + std::to_string(i) + "/" + word_lift::FaceName(FaceOfCard(c.card));
        if (ImGui::InvisibleButton(id.c_str(), ImVec2(w, h))) {
          active_row_ = r;
          TapRowCard(*ctx, r, static_cast<int>(i));
        }
        ui.NameItem(id);
        int hand_card, row_card;
        if (AcceptDrop(&hand_card, &row_card)) {
          if (hand_card >= 0) AddHandCard(*ctx, hand_card, r, static_cast<int>(i));
          if (row_card >= 0) Report(*ctx, composer_->MoveCard(row_card / 1000, row_card % 1000, r, static_cast<int>(i)));
        }
        bool dragged = false;
        if (ImGui::BeginDragDropSource(ImGuiDragDropFlags_SourceNoPreviewTooltip)) {
          const int payload = r * 1000 + static_cast<int>(i);
          ImGui::SetDragDropPayload(kRowPayload, &payload, sizeof(payload));
          const ImVec2 m = ImGui::GetIO().MousePos;
          DrawCardFace(ui, ImGui::GetForegroundDrawList(), ImVec2(m.x - w * 0.5f, m.y - h * 0.6f),
                       ImVec2(m.x + w * 0.5f, m.y + h * 0.4f), FaceOfCard(c.card), c.letters, kSelected);
          dragged = true;
          ImGui::EndDragDropSource();
        }
        if (!dragged) {
          DrawCardFace(ui, list, a, b, FaceOfCard(c.card), c.letters,
                       (c.card == focus_card_ ? kSelected : 0) | (c.stolen ? kStolen : 0));
        }
        x += w + 2 * s;
      }
      // The rest of the row: makes it the active row, takes dropped cards.
      const float rest = std::max(at.x + width - x, 8 * s);
      ImGui::SetCursorScreenPos(ImVec2(x, y));
      const std::string end = "wl/row/" + std::to_string(r) + "/end";
      if (ImGui::InvisibleButton(end.c_str(), ImVec2(rest, h))) {
        active_row_ = r;
        ctx->ClearRefusal();
      }
      ui.NameItem(end);
      int hand_card, row_card;
      if (AcceptDrop(&hand_card, &row_card)) {
        if (hand_card >= 0) AddHandCard(*ctx, hand_card, r, -1);
        if (row_card >= 0) {
          Report(*ctx, composer_->MoveCard(row_card / 1000, row_card % 1000, r, static_cast<int>(row.size())));
        }
      }
      if (row.empty()) {
        DrawText(list, ui.fonts().small, ImVec2(x + 6 * s, y + h * 0.5f - 8 * s), p.ink_muted,
                 active ? "tap or type your cards" : "tap here, then your cards");
      }
    }
    y += h + 4 * s;
  }
  // The live verdict, and a legend for stolen cards.
  const Status status = composer_->Check();
  std::string verdict = Verdict(status);
  if (composer_->stealing()) verdict += "  (a notched corner marks a stolen card)";
  const ImVec2 vs = MeasureText(ui.fonts().small, verdict, width);
  if (ctx != nullptr) {
    const bool ok = status.ok();
    ImGui::SetCursorScreenPos(ImVec2(at.x, y));
    ImGui::Dummy(ImVec2(width, vs.y));
    ui.NameItem(ok ? "wl/check/ok" : "wl/check/no");
    DrawText(list, ui.fonts().small, ImVec2(at.x, y), ok ? p.good : p.ink, verdict, width);
  }
  y += vs.y + 4 * s;
  return y - at.y;
}

float Table::DockPicker(Ui& ui, TableContext* ctx, ImVec2 at, float width) {
  int r, pos;
  if (!FocusAt(&r, &pos)) return 0;
  const Layout& l = ui.layout();
  const float s = l.scale;
  const ComposedCard& card = composer_->row(r)[static_cast<size_t>(pos)];
  const int face = FaceOfCard(card.card);
  const Special sp = word_lift::SpecialOf(face);
  std::vector<std::pair<std::string, std::string>> keys;  // name, letters
  if (sp == Special::kEllipsis) {
    const std::string one(1, word_lift::PrintedLetter(face));
    keys = {{"single", one}, {"double", one + one}};
  } else {
    const uint32_t choices = word_lift::LetterChoices(face);
    for (int i = 0; i < 26; ++i) {
      if ((choices >> i) & 1u) keys.push_back({std::string(1, static_cast<char>('A' + i)), std::string(1, static_cast<char>('A' + i))});
    }
  }
  keys.push_back({"done", "Done"});
  const float gap = 4 * s;
  const int per_line = std::max(1, std::min(14, static_cast<int>((width + gap) / (l.target + gap))));
  const float key_w = std::min(56 * s, (width - gap * static_cast<float>(per_line - 1)) / static_cast<float>(per_line));
  // Keys a finger can hit: at least the touch target high, and wide enough
  // (the letters of a ? card take two lines on a phone rather than shrink).
  const float key_h = l.target;
  const std::string title = "The " + word_lift::FaceName(face) + " card stands for:";
  const float title_h = MeasureText(ui.fonts().small, title).y + 2 * s;
  const int lines = (static_cast<int>(keys.size()) + per_line - 1) / per_line;
  if (ctx != nullptr) {
    DrawText(ImGui::GetWindowDrawList(), ui.fonts().small, at, ui.palette().ink_muted, title);
    for (size_t i = 0; i < keys.size(); ++i) {
      const int line = static_cast<int>(i) / per_line, col = static_cast<int>(i) % per_line;
      const bool wide = keys[i].first == "done" || keys[i].first == "single" || keys[i].first == "double";
      float x = at.x + static_cast<float>(col) * (key_w + gap);
      ImGui::SetCursorScreenPos(ImVec2(x, at.y + title_h + static_cast<float>(line) * (key_h + gap)));
      const std::string name = "wl/pick/" + keys[i].first;
      const bool chosen = keys[i].second == card.letters;
      const float w = wide && col + 1 < per_line ? key_w * 1.0f : key_w;
      if (KeyButton(ui, name.c_str(), keys[i].second, ImVec2(w, key_h), true, false, chosen)) {
        if (keys[i].first == "done") {
          focus_card_ = -1;
        } else {
          Report(*ctx, composer_->SetLetters(r, pos, keys[i].second));
          if (sp != Special::kEllipsis) focus_card_ = -1;
        }
      }
    }
  }
  return title_h + static_cast<float>(lines) * (key_h + gap);
}

float Table::DockHand(Ui& ui, TableContext* ctx, const WordLift& view, int me, ImVec2 at, float width,
                      const CardSize& cs, bool composing) {
  const float s = ui.layout().scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const std::vector<int> cards = composing ? composer_->FreeHand() : view.Hand(me);
  const int total = static_cast<int>(view.Hand(me).size());
  const int lines = std::max(1, (total + cs.per_line - 1) / cs.per_line);
  const float height = static_cast<float>(lines) * (cs.h + cs.gap);
  if (ctx == nullptr) return height;
  // The hand is a drop target too: a row card dropped here goes back.
  ImGui::SetCursorScreenPos(at);
  ImGui::Dummy(ImVec2(width, height));
  if (composing) {
    int hand_card, row_card;
    if (AcceptDrop(&hand_card, &row_card) && row_card >= 0) {
      Report(*ctx, composer_->Remove(row_card / 1000, row_card % 1000));
    }
  }
  for (size_t i = 0; i < cards.size(); ++i) {
    const int card = cards[i];
    const int line = static_cast<int>(i) / cs.per_line, col = static_cast<int>(i) % cs.per_line;
    const ImVec2 a(at.x + static_cast<float>(col) * (cs.w + cs.gap), at.y + static_cast<float>(line) * (cs.h + cs.gap));
    ImGui::SetCursorScreenPos(a);
    const std::string id = "wl/hand/" + std::to_string(i) + "/" + word_lift::FaceName(FaceOfCard(card));
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(cs.w, cs.h))) {
      if (!ctx->ViewerToMove()) {
        ctx->Refuse("It is not your turn.");
      } else if (!composing) {
        ctx->Refuse("Now draw your cards: tap Consonant or Vowel.");
      } else {
        AddHandCard(*ctx, card, std::min(active_row_, composer_->row_count() - 1), -1);
      }
    }
    ui.NameItem(id);
    bool dragged = false;
    if (composing && ImGui::BeginDragDropSource(ImGuiDragDropFlags_SourceNoPreviewTooltip)) {
      ImGui::SetDragDropPayload(kHandPayload, &card, sizeof(card));
      const ImVec2 m = ImGui::GetIO().MousePos;
      DrawCardFace(ui, ImGui::GetForegroundDrawList(), ImVec2(m.x - cs.w * 0.5f, m.y - cs.h * 0.6f),
                   ImVec2(m.x + cs.w * 0.5f, m.y + cs.h * 0.4f), FaceOfCard(card), "", kSelected);
      dragged = true;
      ImGui::EndDragDropSource();
    }
    if (dragged) {
      list->AddRect(a, ImVec2(a.x + cs.w, a.y + cs.h), Col(ui.palette().border), 6 * s, 0, 1.5f * s);
    } else {
      DrawCardFace(ui, list, a, ImVec2(a.x + cs.w, a.y + cs.h), FaceOfCard(card), "", kPlain);
    }
  }
  return height;
}

float Table::Dock(Ui& ui, TableContext* ctx, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  if (composer_ == nullptr || SummaryPending(session) || session.View().IsTerminal()) return 0;
  const WordLift& view = Wl(session.View());
  const int me = session.viewer();
  const bool composing = Composing(session);
  const bool my_turn = !session.View().IsTerminal() && session.View().CurrentSeat() == me && session.IsHuman(me);
  const CardSize cs = HandCardSize(l, width);
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 at = ctx != nullptr ? ImGui::GetCursorScreenPos() : ImVec2(0, 0);
  float y = at.y + l.small_gap * 0.5f;
  if (composing && ctx != nullptr) Keyboard(*ctx);

  if (composing && !notice_.empty()) {
    const std::string text = "\xE2\x9C\x97 " + notice_;
    const ImVec2 ns = MeasureText(ui.fonts().small, text, width);
    if (ctx != nullptr) {
      ImGui::SetCursorScreenPos(ImVec2(at.x, y));
      ImGui::Dummy(ImVec2(width, ns.y));
      ui.NameItem("wl/notice");
      DrawText(list, ui.fonts().small, ImVec2(at.x, y), p.bad, text, width);
    }
    y += ns.y + 4 * s;
  }
  if (composing) {
    y += DockRows(ui, ctx, view, ImVec2(at.x, y), width, cs);
    y += DockPicker(ui, ctx, ImVec2(at.x, y), width);
  }

  // The hand, with a legend of the special cards in it.
  const int in_rows = composing ? static_cast<int>(view.Hand(me).size() - composer_->FreeHand().size()) : 0;
  const std::string title = "Your hand (" + Plural(static_cast<int>(view.Hand(me).size()), "card", "cards") +
                            (in_rows > 0 ? ", " + std::to_string(in_rows) + " in the rows" : std::string()) + ")";
  std::string legend;
  std::vector<Special> seen;
  for (int card : view.Hand(me)) {
    const Special sp = word_lift::SpecialOf(FaceOfCard(card));
    if (sp == Special::kNone || std::find(seen.begin(), seen.end(), sp) != seen.end()) continue;
    seen.push_back(sp);
    legend += (legend.empty() ? "" : " \xC2\xB7 ") + SpecialMeaning(sp);
  }
  const std::string head = legend.empty() ? title : title + ": " + legend;
  const ImVec2 hs = MeasureText(ui.fonts().small, head, width);
  if (ctx != nullptr) DrawText(list, ui.fonts().small, ImVec2(at.x, y), p.ink_muted, head, width);
  y += hs.y + 2 * s;
  y += DockHand(ui, ctx, view, me, ImVec2(at.x, y), width, cs, composing);

  // Buttons.
  if (my_turn) {
    const float bh = l.target;
    if (ctx != nullptr) {
      ImGui::SetCursorScreenPos(ImVec2(at.x, y));
      ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6 * s, 4 * s));
      if (view.phase() == WlPhase::kDraw) {
        const int n = view.may_skip_draws() ? 3 : 2;
        const float bw = (width - 6 * s * static_cast<float>(n - 1)) / static_cast<float>(n);
        const int cons = view.DeckCount(Deck::kConsonant), vows = view.DeckCount(Deck::kVowel);
        if (Button(ui, "wl/draw/consonant", "Consonant (" + std::to_string(cons) + ")", ButtonKind::kPrimary, bw,
                   cons > 0)) {
          ctx->Play("draw consonant");
        }
        ImGui::SameLine();
        if (Button(ui, "wl/draw/vowel", "Vowel (" + std::to_string(vows) + ")", ButtonKind::kPrimary, bw, vows > 0)) {
          ctx->Play("draw vowel");
        }
        if (view.may_skip_draws()) {
          ImGui::SameLine();
          if (Button(ui, "wl/skip", "Skip draws", ButtonKind::kSecondary, bw)) ctx->Play("skip-draws");
        }
      } else if (composing) {
        const bool stealing = composer_->stealing();
        const int n = 3 + (hints_enabled_ ? 1 : 0);
        const float bw = (width - 6 * s * static_cast<float>(n - 1)) / static_cast<float>(n);
        if (Button(ui, "wl/play", stealing ? "Steal" : "Play", ButtonKind::kPrimary, bw)) PlayComposed(*ctx, view);
        ImGui::SameLine();
        if (stealing) {
          if (Button(ui, "wl/cancel-steal", "Cancel steal", ButtonKind::kSecondary, bw)) {
            composer_->Clear();  // the stolen word back on the table, every card of yours back in your hand
            active_row_ = 0;
            focus_card_ = -1;
          }
        } else if (Button(ui, "wl/clear", "Clear", ButtonKind::kSecondary, bw)) {
          composer_->Clear();
          focus_card_ = -1;
        }
        ImGui::SameLine();
        if (Button(ui, "wl/pass", "Pass", ButtonKind::kSecondary, bw)) ctx->Play("pass");
        if (hints_enabled_) {
          ImGui::SameLine();
          if (Button(ui, "wl/hint", "Hint", ButtonKind::kQuiet, bw)) Hint(view, me);
        }
      }
      ImGui::PopStyleVar();
    }
    y += bh + 4 * s;
  }
  y += l.small_gap * 0.5f;
  if (ctx != nullptr) {
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y));
    ImGui::Dummy(ImVec2(1, 1));
  }
  return y - at.y;
}

//-----------------------------------------------------------------------------
// [SECTION] Round summary and end of game
//-----------------------------------------------------------------------------

// One round's table: a row per player, the columns of the rulebook's score.
void DrawRoundTable(Ui& ui, const std::string& id, const word_lift::RoundResult& result,
                    const std::vector<std::string>& names, float width) {
  const Layout& l = ui.layout();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.palette().ink);
  ImGui::PushFont(l.compact() ? ui.fonts().small : ui.fonts().body);
  if (ImGui::BeginTable(id.c_str(), 7, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp,
                        ImVec2(std::min(width, 900 * l.scale), 0))) {
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch, 1.4f);
    for (const std::string& h : {std::string("Words"), std::string("Hand"), word_lift::LongWordTag(),
                                 std::string("Out"), std::string("Round"), std::string("Total")}) {
      ImGui::TableSetupColumn(h.c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    }
    ImGui::TableHeadersRow();
    for (size_t seat = 0; seat < result.seats.size(); ++seat) {
      const ScoreBreakdown& b = result.seats[seat];
      auto signed_text = [](int v) { return (v > 0 ? "+" : "") + std::to_string(v); };
      const std::string cells[7] = {
          names[seat],
          signed_text(b.word_points) + " (" + std::to_string(b.word_cards) + ")",
          signed_text(b.hand_points) + " (" + std::to_string(b.hand_cards) + ")",
          signed_text(b.long_bonus),
          signed_text(b.out_bonus),
          std::to_string(b.score) + (b.raw < 0 ? " (" + std::to_string(b.raw) + ")" : ""),
          std::to_string(result.totals[seat]),
      };
      ImGui::TableNextRow();
      for (int c = 0; c < 7; ++c) {
        ImGui::TableSetColumnIndex(c);
        ImGui::TextUnformatted(cells[c].c_str());
      }
    }
    ImGui::EndTable();
  }
  ImGui::PopFont();
  ImGui::PopStyleColor();
}

void Table::DrawSummary(Ui& ui, TableContext& ctx, const WordLift& view, float width) {
  const Layout& l = ui.layout();
  const auto& results = view.Results();
  const word_lift::RoundResult& result = results[static_cast<size_t>(seen_results_)];
  const auto& names = ctx.session().names();
  Heading(ui, "Round " + std::to_string(result.round) + " is over");
  Spacing(l.small_gap);
  Paragraph(ui,
            result.first_out >= 0 ? names[static_cast<size_t>(result.first_out)] + " went out first."
                                  : "Nobody went out: the decks ran dry and a full lap passed with no play.",
            nullptr, nullptr, width);
  Spacing(l.small_gap);
  DrawRoundTable(ui, "wl-summary", result, names, width);
  Spacing(l.small_gap);
  Caption(ui, word_lift::ScoreTableKey(), width);
  if (result.next_starter >= 0) {
    Caption(ui, "First to play in round " + std::to_string(result.round + 1) + ": " +
                    names[static_cast<size_t>(result.next_starter)] + " (the lowest score of this round).",
            width);
  }
  Spacing(l.gap);
  const float bw = std::min(width, 320 * l.scale);
  if (Button(ui, "wl/summary/continue", "Next round", ButtonKind::kPrimary, bw)) {
    ++seen_results_;
    ctx.ClearRefusal();
  }
  const play::Session& session = ctx.session();
  if (session.viewer() >= 0 && session.IsHuman(session.viewer())) {
    Spacing(l.small_gap);
    if (Button(ui, "wl/summary/review", "Review your turns", ButtonKind::kSecondary, bw)) {
      StartReview(session, result.round);
    }
  }
}

namespace {

std::string PointsText(int points) { return (points < 0 ? "" : "+") + std::to_string(points); }

}  // namespace

void Table::StartReview(const play::Session& session, int round) {
  review_session_ = &session;
  review_names_ = session.names();
  // The review replays the round from the whole record: it must, to rebuild
  // each position, and it redacts each one to what the viewer saw then
  // (word_lift/review.h).
  review_ = std::make_unique<word_lift::RoundReview>(Wl(session.game()), session.viewer(), round);
}

bool Table::DrawReview(Ui& ui, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  if (review_session_ != &session) {  // a rematch: that review is gone
    review_.reset();
    return true;
  }
  review_->Step();  // one turn a frame: the search can take a while
  Heading(ui, "Round " + std::to_string(review_->round()) + ": your turns");
  Spacing(l.small_gap);
  Caption(ui,
          "Each of your turns beside the best play from the same position (your cards and the table as you saw "
          "them): the one the Hint button shows, worth most at the round's end. Points: what the play adds to "
          "your round (" +
              word_lift::PlayPointsText() + ").",
          width);
  Spacing(l.small_gap);
  const std::vector<word_lift::ReviewTurn>& turns = review_->turns();
  if (turns.empty()) Paragraph(ui, "You had no turn to play in this round.", nullptr, nullptr, width);
  auto whose = [&](int owner) {
    if (owner == review_->seat()) return std::string(" (your own word)");
    return static_cast<size_t>(owner) < review_names_.size() ? " from " + review_names_[static_cast<size_t>(owner)]
                                                              : std::string();
  };
  for (size_t k = 0; k < turns.size(); ++k) {
    const word_lift::ReviewTurn& t = turns[k];
    const bool pass = t.kind == WlMove::Kind::kPass;
    const std::string kind = pass ? "pass" : t.kind == WlMove::Kind::kPlay ? "play" : "steal";
    ImGui::BeginGroup();
    std::string played = "Turn " + std::to_string(k + 1) + ": you ";
    if (pass) played += "passed";
    else if (t.kind == WlMove::Kind::kPlay) played += "played " + t.word;
    else played += "stole " + t.stolen + whose(t.victim) + " and split it into " + t.first + " and " + t.second;
    if (!pass) played += " (" + PointsText(t.points) + ")";
    Paragraph(ui, played + ".", ui.fonts().strong, &p.ink, width);
    std::string verdict;
    if (!t.done) {
      verdict = "pending";
      Caption(ui, "Looking for the best play\xE2\x80\xA6", width);
    } else if (!t.found) {
      verdict = "best";
      Caption(ui, pass ? "Best available: nothing worth playing; passing was right."
                       : "Best available: nothing worth more than passing.",
              width);
    } else {
      verdict = !t.same && (pass || t.best_points > t.points) ? "better" : "best";
    }
    if (t.done && t.found && t.same) {
      Paragraph(ui, "\xE2\x9C\x93 The best play, the one Hint shows.", ui.fonts().body, &p.ink_muted, width);
    } else if (t.done && t.found) {
      const bool better = verdict == "better";
      const std::string best = t.best.kind == WlMove::Kind::kPlay
                                   ? "play " + t.best_word
                                   : "steal " + t.best_stolen + whose(t.best_owner) + " and split it into " +
                                         t.best_first + " and " + t.best_second;
      const std::string line = "Best available: " + best + " (" + PointsText(t.best_points) + ")" +
                               (better ? " \xC2\xB7 a better play" : " \xC2\xB7 yours was as good");
      Paragraph(ui, line, ui.fonts().body, better ? &p.notice : &p.ink_muted, width);
    }
    ImGui::EndGroup();
    ui.NameItem("wl/review/" + std::to_string(k) + "/" + kind + "/" + verdict);
    Spacing(l.small_gap);
  }
  if (review_->done()) {
    ImGui::Dummy(ImVec2(1, 1));
    ui.NameItem("wl/review/done");
  }
  Spacing(l.gap);
  if (Button(ui, "wl/review/back", "Back to the scores", ButtonKind::kPrimary, std::min(width, 320 * l.scale))) {
    review_.reset();
    return true;
  }
  return false;
}

void Table::DrawBreakdown(Ui& ui, const play::Session& session) {
  const Layout& l = ui.layout();
  const WordLift& game = Wl(session.View());
  const float width = ImGui::GetContentRegionAvail().x - l.margin;
  seen_results_ = static_cast<int>(game.Results().size());
  if (review_ != nullptr && !DrawReview(ui, session, width)) return;
  const bool reviews = session.viewer() >= 0 && session.IsHuman(session.viewer());
  for (const word_lift::RoundResult& result : game.Results()) {
    Heading(ui, "Round " + std::to_string(result.round));
    Spacing(l.small_gap * 0.5f);
    if (result.first_out >= 0) {
      Caption(ui, session.names()[static_cast<size_t>(result.first_out)] + " went out first.", width);
    } else {
      Caption(ui, "Nobody went out.", width);
    }
    DrawRoundTable(ui, "wl-round" + std::to_string(result.round), result, session.names(), width);
    if (reviews) {
      Spacing(l.small_gap);
      const std::string name = "wl/end/review/" + std::to_string(result.round);
      if (Button(ui, name.c_str(), "Review your turns in round " + std::to_string(result.round),
                 ButtonKind::kSecondary, std::min(width, 360 * l.scale))) {
        StartReview(session, result.round);
      }
    }
    Spacing(l.gap);
  }
  Caption(ui, word_lift::ScoreTableKey(), width);
}

//-----------------------------------------------------------------------------
// [SECTION] Options, rules, the entry
//-----------------------------------------------------------------------------

std::string Describe(const Game& game, size_t index, const std::vector<std::string>& names) {
  return Wl(game).Describe(index, names);
}

}  // namespace

namespace games::word_lift {

const GameUi& Screens() {
  static const GameUi ui = [] {
    GameUi g;
    g.id = "word-lift";
    g.describe = Describe;
    g.make_table = [] { return std::make_unique<Table>(); };
    g.make_card_sheet = MakeCardSheet;
    return g;
  }();
  return ui;
}

}  // namespace games::word_lift

}  // namespace lf::ui
