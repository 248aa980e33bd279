// Word Lift on screen: set-up options, the table (every player's words, hand
// counts, decks, round, scores, whose turn), the word composer in the hand
// dock, steal-and-split, the end-of-turn draws, the round summary and its
// review (each of your turns beside the best play you had), the end
// breakdown, the hint button and the rules page. The shared screens
// (game_screens.cpp) do the rest.
//
// Named items:
//   wl/status/play, wl/status/draw (the viewer's move) or wl/status/wait
//   (the banner); wl/word/<seat>/<i> (a word on the table: tap to steal it,
//   hold it for its meaning); wl/card/<id> (a card in its place on the
//   table), wl/flight/<id> and wl/flight/back/<seat> (a card in the air,
//   face up or down), wl/back/<seat>/<k> (another player's card backs),
//   wl/deck/consonant, wl/deck/vowel (the decks on the table);
//   wl/hand/<i>/<face> (a free hand card, i from 0 in hand order, face as in
//   the notation: "A", "L…", "?"; tap it into the active word row);
//   wl/row/<r>/<pos>/<face> (a card in word row r = 0, 1: tap to take it back, a
//   stolen card moves to the other row; a ?, ≈ or … card opens its picker
//   first); wl/row/<r>/end (makes row r the one taps and typing fill; drop
//   target); wl/pick/<A..Z>, wl/pick/single, wl/pick/double, wl/pick/done
//   (the picker); wl/check/ok or wl/check/no (the live verdict on the
//   rows, in words on screen); wl/play, wl/pass,
//   wl/clear, wl/cancel-steal, wl/hint (wl/hint/thinking while its search
//   runs); wl/notice (a refused steal, repeated
//   in the dock); wl/draw/consonant, wl/draw/vowel,
//   wl/skip (the draws); wl/summary/continue (between rounds);
//   wl/summary/review (the round's review), wl/summary/steal/<event> (a
//   steal of the round, in words), wl/summary/meaning/<WORD>,
//   wl/review/<k>/<play|steal|pass>/<pending|better|best> (the viewer's
//   k-th turn of the round, the advice's best play from that position found
//   or not yet), wl/review/done (every turn searched), wl/review/meaning/
//   <WORD>, wl/review/back; on the end screen, wl/end/review/<round> opens
//   a round's review in place of the tables; meaning/* (ui/word_meaning.h).
// The advice (Hint, review) is games/word_lift/advice.h: the coach's own
// search, run a few milliseconds a frame.
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
//   [SECTION] Motion
//   [SECTION] The dock: composer, picker, hand, buttons
//   [SECTION] Round summary and end of game
//   [SECTION] Options, rules, the entry
#include "ui/games/word_lift/word_lift_ui.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cfloat>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/word_lift/advice.h"
#include "games/word_lift/bots.h"
#include "games/word_lift/composer.h"
#include "games/word_lift/review.h"
#include "core/record.h"
#include "core/text.h"
#include "core/person.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/word_lift/word_lift.h"
#include "ui/games/word_lift/word_lift_cards.h"
#include "ui/play/card_flight.h"
#include "ui/play/reward.h"
#include "ui/sound.h"
#include "ui/widgets.h"
#include "ui/word_meaning.h"

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
constexpr float kHoldSeconds = 0.45f;            // a word held this long shows its meaning
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

// " (words +4, hand -3)": the round's score table in brief, with the 6+ and
// out columns when they count, and what a negative round counts as.
std::string RoundParts(const ScoreBreakdown& b) {
  std::string out = " (words " + word_lift::SignedPoints(b.word_points) + ", hand " +
                    word_lift::SignedPoints(b.hand_points);
  if (b.long_bonus != 0) out += ", " + word_lift::LongWordTag() + " " + word_lift::SignedPoints(b.long_bonus);
  if (b.out_bonus != 0) out += ", out " + word_lift::SignedPoints(b.out_bonus);
  out += b.raw < 0 ? "; counts as 0)" : ")";
  return out;
}

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
  // The round's summary keeps its own scroll (from its top): the play
  // screen's turn scroll, measured on the table, is not for it.
  bool FollowsThePlay() const override { return summary_up_ >= 0; }
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  float DockHeight(Ui& ui, const play::Session& session, float width) override {
    Sync(session);
    column_width_ = width;  // the content column: the table keeps inside it too
    return Dock(ui, nullptr, session, width);
  }
  void DrawDock(Ui& ui, TableContext& ctx, float width) override {
    cards_.Load(ui.platform());
    Sync(ctx.session());
    Dock(ui, &ctx, ctx.session(), width);
  }
  // The preview page: the hint laid out in the rows, as after a tap on Hint
  // (its search run to the end at once).
  void ShowHint(const play::Session& session) {
    Sync(session);
    if (composer_ == nullptr) return;
    Hint(Wl(session.View()), session.viewer());
    while (hint_search_ != nullptr && hint_search_->Step(64)) {
    }
    FinishHint(Wl(session.View()));
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
  void DrawDecks(Ui& ui, const WordLift& view, float width);
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
  // Hint: starts the advice's search (advice.h) of the viewer's position;
  // PumpHint runs it a few milliseconds a frame and FinishHint lays its
  // play out in the rows.
  void Hint(const WordLift& view, int me);
  void PumpHint(const WordLift& view);
  void FinishHint(const WordLift& view);
  // The person changed the rows while the Hint searched: it stops (its play
  // would overwrite theirs).
  void CancelHint() {
    if (hint_search_ == nullptr) return;
    hint_search_.reset();
    hint_.clear();
  }
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

  // A word's meaning (ui/word_meaning.h): a word held on the table (or
  // tapped when it is not the viewer's turn), or tapped in a round's
  // summary or review.
  WordMeaning meaning_;
  bool hold_opened_ = false;  // the press under way opened a meaning: its release steals nothing
  // The words of one round's plays and steals, in order, each once.
  static std::vector<std::string> RoundWords(const WordLift& view, int round);

  float column_width_ = 0;  // the play screen's content column (DockHeight's width), 0 before it is known
  std::unique_ptr<Composer> composer_;
  const Game* synced_view_ = nullptr;
  size_t synced_moves_ = static_cast<size_t>(-1);
  int synced_viewer_ = -2;
  int active_row_ = 0;
  int focus_card_ = -1;    // the card whose picker is open
  int seen_results_ = -1;  // finished rounds whose summary the viewer has closed
  int summary_up_ = -1;    // the round result whose summary is on screen (seen_results_), or -1
  std::string hint_;
  std::unique_ptr<word_lift::Judgement> hint_search_;  // the Hint's search under way
  std::string notice_;  // a refused steal, repeated in the dock (the table may be scrolled away from the top)
  bool hints_enabled_ = true;
  // [Motion] Cards travel where a move takes them (see "Motion" below):
  // where every card was drawn this frame and the last, and the cards in
  // the air.
  struct Rect {
    ImVec2 min{}, max{};
    bool ok = false;
  };
  struct Flight {
    int card = -1;  // card id; -1: a hidden card, drawn face down
    Deck deck = Deck::kConsonant;
    std::string letters;  // what its face says
    Rect from;
    enum class To { kWord, kHand, kBacks } to = To::kWord;
    int seat = 0;         // whose hand (kBacks) or word (kWord)
    bool followed = false;  // a word landing: the table scrolls to where it lands
    double start = 0;     // app time it leaves
    float duration = 0;   // in the air; 0: a fade where it lands (reduced motion)
  };
  static constexpr float kFadeSeconds = 0.25f;
  void BeginMotion(Ui& ui, const play::Session& session);
  void StartFlights(Ui& ui, const play::Session& session);
  bool Flying(int card, Flight::To to) const;
  int BacksFlying(int seat) const;
  // The card's alpha where it lands while a fade (reduced motion) brings it in; 1 otherwise.
  float LandingAlpha(Ui& ui, int card) const;
  void Note(int card, ImVec2 min, ImVec2 max) { drawn_[card] = {min, max, true}; }
  void DrawFlights(Ui& ui);
  void FollowFlights(Ui& ui);
  Rect Destination(const Flight& f) const;
  std::vector<Flight> flights_;
  std::map<int, Rect> drawn_, last_drawn_;  // card id -> where it was drawn
  std::vector<Rect> backs_, last_backs_;    // per seat: its hand's last card back
  Rect decks_[2], last_decks_[2];           // the decks on the table
  Rect deck_buttons_[2], last_deck_buttons_[2];  // the viewer's draw buttons
  std::vector<int> motion_hand_;            // the viewer's hand at motion_moves_
  size_t motion_moves_ = static_cast<size_t>(-1);
  int motion_viewer_ = -2;
  int motion_round_ = 0;
  bool landing_pending_ = false;  // a play's cards are in the air: a sound when the last lands
  // Following a bot's move on a long table: the scroll's tween.
  Tween follow_;
  float follow_from_ = 0, follow_to_ = 0;
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
  hint_search_.reset();
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
  CancelHint();
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
  const ScoreBreakdown round_now = view.RoundBreakdown(seat);

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
  // The round as its score table counts it, before the floor at 0: a play's
  // "+N" in the log and the review is exactly the change of this figure.
  // A phone's panel says it short (the parts of the round are the summary's),
  // so that the viewer's words fit above the dock with the others' over them.
  const bool short_form = l.compact();
  const std::string dot = " \xC2\xB7 ";
  std::string line = "Score " + about + std::to_string(scores[static_cast<size_t>(seat)]) +
                     (short_form ? dot + "round " : dot + "this round ") + about +
                     word_lift::SignedPoints(round_now.raw) + (short_form ? "" : RoundParts(round_now));
  if (total > 0 || view.round() > 1) {
    line += (short_form ? dot + "earlier " : dot + "earlier rounds ") + std::to_string(total);
  }
  int vowels = 0;
  for (int card : hand) vowels += word_lift::DeckOfCard(card) == Deck::kVowel ? 1 : 0;
  line += dot + Plural(static_cast<int>(hand.size()), "card", "cards") + (short_form ? "" : " in hand");
  if (!me && !short_form) {  // (a phone's backs show each card's deck)
    line += " (" + Plural(static_cast<int>(hand.size()) - vowels, "consonant", "consonants") + ", " +
            Plural(vowels, "vowel", "vowels") + ")";
  }
  if (short_form) line += view.played_word(seat) ? dot + "word played" : dot + "no word yet";
  else line += view.played_word(seat) ? dot + "has played a word this round" : dot + "no word played yet this round";
  if (view.first_out() == seat) {
    line += (short_form ? dot + "out first (+" : dot + "went out first (+") +
            std::to_string(word_lift::kFirstOutBonus) + ")";
  }
  Caption(ui, line, width - 2 * pad);
  if (!me && hand.empty() && static_cast<size_t>(seat) < backs_.size()) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    backs_[static_cast<size_t>(seat)] = {at, ImVec2(at.x + 22 * s, at.y + 30 * s), true};
  }
  if (!me && !hand.empty()) {
    // Their hand as card backs, each showing its deck (C or V), large enough
    // to read the letter on a phone.
    const float bw = 22 * s, bh = 30 * s;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const int shown = std::min(static_cast<int>(hand.size()), 20);
    // The backs a drawn card is still flying to are left out until it lands.
    const int landed = shown - std::min(shown, BacksFlying(seat));
    for (int k = 0; k < shown; ++k) {
      const ImVec2 a(at.x + static_cast<float>(k) * (bw + 2 * s), at.y);
      const ImVec2 b(a.x + bw, a.y + bh);
      if (k == shown - 1 && static_cast<size_t>(seat) < backs_.size()) backs_[static_cast<size_t>(seat)] = {a, b, true};
      if (k >= landed) continue;
      DrawCardBack(ui, list, a, b, word_lift::DeckOfCard(hand[static_cast<size_t>(k)]));
      ImGui::SetCursorScreenPos(a);
      ImGui::Dummy(ImVec2(bw, bh));
      ui.NameItem("wl/back/" + std::to_string(seat) + "/" + std::to_string(k));
    }
    ImGui::SetCursorScreenPos(at);
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
      // A tap steals (on the viewer's turn) or shows the meaning (else); a
      // hold, or a right click, shows the meaning.
      const bool tapped = ImGui::InvisibleButton(id.c_str(), ImVec2(ww, wh));
      if (ImGui::IsItemActive() && !hold_opened_ && ImGui::GetIO().MouseDownDuration[0] >= kHoldSeconds) {
        meaning_.Open(word.Text());
        hold_opened_ = true;
      }
      if (ImGui::IsItemClicked(ImGuiMouseButton_Right)) meaning_.Open(word.Text());
      if (tapped && !hold_opened_) {
        if (ctx.ViewerToMove()) TapWord(ctx, view, seat, static_cast<int>(i));
        else meaning_.Open(word.Text());
      }
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
      // Each card where it lies, unless it is still flying here (the flight
      // draws it: a card is never in two places, nor in none).
      for (size_t c = 0; c < word.cards.size(); ++c) {
        const int card = word.cards[c].card;
        const ImVec2 a(x + static_cast<float>(c) * cw, y), b(a.x + cw - 1 * s, a.y + ch);
        Note(card, a, b);
        if (Flying(card, Flight::To::kWord)) continue;
        const float alpha = LandingAlpha(ui, card);
        if (alpha < 1) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
        DrawCardFace(ui, list, a, b, FaceOfCard(card), word.cards[c].letters, kPlain);
        if (alpha < 1) ImGui::PopStyleVar();
        const ImVec2 cursor = ImGui::GetCursorScreenPos();
        ImGui::SetCursorScreenPos(a);
        ImGui::Dummy(ImVec2(b.x - a.x, b.y - a.y));
        ui.NameItem("wl/card/" + std::to_string(card));
        ImGui::SetCursorScreenPos(cursor);
      }
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

void Table::DrawDecks(Ui& ui, const WordLift& view, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  // The two decks, face down with what they hold, then the round: where a
  // draw leaves from.
  const float bw = 28 * s, bh = bw * 1.3f, gap = 8 * s;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  float x = at.x;
  for (Deck d : {Deck::kConsonant, Deck::kVowel}) {
    const int n = view.DeckCount(d);
    const ImVec2 a(x, at.y), b(x + bw, at.y + bh);
    decks_[static_cast<size_t>(d)] = {a, b, true};
    if (n > 0) {
      if (n > 1) DrawCardBack(ui, list, ImVec2(a.x + 2 * s, a.y + 2 * s), ImVec2(b.x + 2 * s, b.y + 2 * s), d);
      DrawCardBack(ui, list, a, b, d);
    } else {
      list->AddRect(a, b, Col(p.border), 4 * s, 0, 1.5f * s);
    }
    const std::string label = std::string(d == Deck::kConsonant ? "Consonants " : "Vowels ") + std::to_string(n);
    DrawText(list, ui.fonts().small, ImVec2(b.x + 6 * s, a.y + bh * 0.5f - 8 * s), p.ink_muted, label);
    ImGui::SetCursorScreenPos(a);
    ImGui::Dummy(ImVec2(bw, bh));
    ui.NameItem(d == Deck::kConsonant ? "wl/deck/consonant" : "wl/deck/vowel");
    x = b.x + 6 * s + MeasureText(ui.fonts().small, label).x + 2 * gap;
  }
  const std::string round = "Round " + std::to_string(view.round()) + " of " + std::to_string(word_lift::kRounds) +
                            " \xC2\xB7 hold a word for its meaning";
  const ImVec2 rs = MeasureText(ui.fonts().small, round, std::max(40 * s, at.x + width - x));
  if (x + rs.x <= at.x + width) {
    DrawText(list, ui.fonts().small, ImVec2(x, at.y + bh * 0.5f - rs.y * 0.5f), p.ink_muted, round,
             at.x + width - x);
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + std::max(bh, rs.y) + 2 * s));
    ImGui::Dummy(ImVec2(width, 1));
  } else {
    // No room beside the decks (a phone, large text): under them.
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + bh + 4 * s));
    Caption(ui, round, width);
  }
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  play::Session& session = ctx.session();
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) hold_opened_ = false;
  Sync(session);
  cards_.Load(ui.platform());
  cards_.DrawTable(l.scale, p.dark);
  if (reward_.NewMove(session)) Cheer(ui, Wl(session.View()), session.viewer());
  const WordLift& view = Wl(session.View());
  const int me = session.viewer();
  const bool to_move = ctx.ViewerToMove();
  // The content column, never past it (the region to the right of the
  // centred column is the page's margin).
  float width = ImGui::GetContentRegionAvail().x - l.margin;
  if (column_width_ > 0) width = std::min(width, column_width_);
  PumpHint(view);
  BeginMotion(ui, session);

  // A round's summary once its last move has been seen: held (a bot's) and
  // landed. Once up it stays up, from its top, until Next round: a bot that
  // opens the next round meanwhile does not take it away for each held move
  // (the log and the recap at the person's turn say what they did).
  if (!SummaryPending(session)) summary_up_ = -1;
  if (SummaryPending(session) && (summary_up_ == seen_results_ || (!ctx.Holding() && flights_.empty()))) {
    if (summary_up_ != seen_results_) {
      summary_up_ = seen_results_;
      ImGui::SetScrollY(0);  // (not where the table was scrolled)
    }
    flights_.clear();  // the moves under it are not flown
    if (review_ != nullptr) {
      if (DrawReview(ui, session, width)) ctx.ClearRefusal();
    } else {
      DrawSummary(ui, ctx, view, width);
    }
    meaning_.Draw(ui);
    return;
  }
  review_.reset();  // the summary went away under it (an undo)

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
  DrawDecks(ui, view, width);
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
  DrawFlights(ui);
  FollowFlights(ui);
  reward_.Draw(ui);
  meaning_.Draw(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] Motion
//-----------------------------------------------------------------------------
// A move's cards travel where it takes them: a word's cards from the hand
// (the viewer's own, from the rows they were laid in; a bot's, from its row
// of card backs) to the table; a stolen word's cards from where it lay to
// the new words, with the thief's cards from their hand; a drawn card from
// its deck (the viewer's from the button tapped) into the hand, a bot's face
// down. Each card is drawn in exactly one place every frame: its flight
// draws it (at its source until it leaves, the cards of a word one after
// another) and its place stays empty until it lands. A bot's move takes part
// of the time it is held on screen (Settings: bot speed, times the game's
// HoldShare), the viewer's own a third of a second; with "Reduce motion" a
// card fades in where it lands instead. Any tap or key lands them all.
// Sounds (ui/sound.h): a slide as cards leave, a place as a word's last card
// lands, a "right" for the viewer's own word, a shuffle for a new round.

void Table::BeginMotion(Ui& ui, const play::Session& session) {
  const double now = ui.time();
  const WordLift& view = Wl(session.View());
  const int seats = view.NumSeats();
  last_drawn_.swap(drawn_);
  drawn_.clear();
  last_backs_.swap(backs_);
  backs_.assign(static_cast<size_t>(seats), Rect{});
  last_backs_.resize(static_cast<size_t>(seats));
  for (size_t d = 0; d < 2; ++d) {
    last_decks_[d] = decks_[d];
    decks_[d] = Rect{};
    last_deck_buttons_[d] = deck_buttons_[d];
    deck_buttons_[d] = Rect{};
  }
  if (AnyInputThisFrame()) flights_.clear();
  const auto before = flights_.size();
  flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                [&](const Flight& f) {
                                  return now >= f.start + (f.duration > 0 ? f.duration : kFadeSeconds);
                                }),
                 flights_.end());
  if (landing_pending_ && flights_.empty()) {
    landing_pending_ = false;
    if (before > 0) ui.PlaySound(Sound::kCardPlace);
  }
  const size_t moves = view.History().size();
  const int me = session.viewer();
  const bool next = moves == motion_moves_ + 1 && me == motion_viewer_ && motion_moves_ != static_cast<size_t>(-1);
  if (next) StartFlights(ui, session);
  else if (moves != motion_moves_ || me != motion_viewer_) flights_.clear();  // a resume, an undo, another player
  if (motion_round_ != 0 && view.round() != motion_round_ && next) ui.PlaySound(Sound::kShuffle);
  motion_round_ = view.round();
  motion_moves_ = moves;
  motion_viewer_ = me;
  motion_hand_ = me >= 0 ? view.Hand(me) : std::vector<int>{};
}

void Table::StartFlights(Ui& ui, const play::Session& session) {
  const WordLift& view = Wl(session.View());
  if (view.Events().empty()) return;
  const word_lift::Event& e = view.Events().back();
  const int me = session.viewer();
  const int seat = e.seat;
  const double now = ui.time();
  // A move that ended the round: the table is the next round's already, and
  // the round's summary says what happened.
  if (e.round_over) {
    if (e.kind == WlMove::Kind::kPlay || e.kind == WlMove::Kind::kSteal) ui.PlaySound(Sound::kCardPlace);
    return;
  }
  // How long: the viewer's own move a third of a second; another's, part of
  // the time it is held on screen (so a bot's draw, held about half as long,
  // flies quicker than its play).
  const bool own = seat == me && session.IsHuman(seat);
  const double hold = ui.settings().bot_hold_seconds() * view.HoldShare(view.History().size() - 1);
  const float travel = own ? 0.33f : static_cast<float>(std::clamp(0.45 * hold, 0.15, 0.55));
  const float duration = ui.MotionSeconds(travel);
  auto add = [&](Flight f, int k, int n) {
    // A word's cards leave one after another, the last landing by 0.6 of the hold.
    const double gap = n > 1 ? std::min(0.06, 0.35 * travel / (n - 1)) : 0.0;
    f.start = now + (duration > 0 ? gap * k : 0.0);
    f.duration = duration;
    flights_.push_back(std::move(f));
  };
  auto backs_of = [&](int s) { return static_cast<size_t>(s) < last_backs_.size() ? last_backs_[static_cast<size_t>(s)] : Rect{}; };
  if (e.kind == WlMove::Kind::kPlay || e.kind == WlMove::Kind::kSteal) {
    const std::vector<TableWord>& words = view.Words(seat);
    const size_t count = e.kind == WlMove::Kind::kPlay ? 1 : 2;
    if (words.size() < count) return;
    int n = 0;
    for (size_t w = words.size() - count; w < words.size(); ++w) n += static_cast<int>(words[w].cards.size());
    int k = 0;
    for (size_t w = words.size() - count; w < words.size(); ++w) {
      for (const word_lift::PlacedCard& c : words[w].cards) {
        Flight f;
        f.card = c.card;
        f.letters = c.letters;
        f.to = Flight::To::kWord;
        f.seat = seat;
        f.followed = true;  // (the viewer's own too: their new word may land under the dock)
        // Where it was: on the table (a stolen card), in the viewer's rows
        // or hand, or else in the mover's hidden hand.
        const auto it = last_drawn_.find(c.card);
        f.from = it != last_drawn_.end() ? it->second : backs_of(seat);
        add(std::move(f), k++, n);
      }
    }
    ui.PlaySound(Sound::kCardSlide);
    if (own) ui.PlaySound(Sound::kClaimRight);
    landing_pending_ = true;
    return;
  }
  if (e.kind != WlMove::Kind::kDraw) return;
  Flight f;
  f.deck = e.deck;
  const size_t d = static_cast<size_t>(e.deck);
  if (seat == me && me >= 0) {
    // The viewer's new card: the one the hand did not hold before.
    const std::vector<int>& hand = view.Hand(me);
    for (int card : hand) {
      if (std::find(motion_hand_.begin(), motion_hand_.end(), card) == motion_hand_.end()) {
        f.card = card;
        break;
      }
    }
    if (f.card < 0) return;
    f.to = Flight::To::kHand;
    f.from = last_deck_buttons_[d].ok ? last_deck_buttons_[d] : last_decks_[d];
  } else {
    f.to = Flight::To::kBacks;
    f.seat = seat;
    f.from = last_decks_[d];
  }
  add(std::move(f), 0, 1);
  ui.PlaySound(Sound::kCardSlide);
}

bool Table::Flying(int card, Flight::To to) const {
  for (const Flight& f : flights_)
    if (f.card == card && f.to == to && f.duration > 0) return true;
  return false;
}

int Table::BacksFlying(int seat) const {
  int n = 0;
  for (const Flight& f : flights_) n += f.to == Flight::To::kBacks && f.seat == seat && f.duration > 0 ? 1 : 0;
  return n;
}

float Table::LandingAlpha(Ui& ui, int card) const {
  for (const Flight& f : flights_) {
    if (f.card != card || f.duration > 0) continue;
    return std::clamp(static_cast<float>((ui.time() - f.start) / kFadeSeconds), 0.15f, 1.0f);
  }
  return 1.0f;
}

Table::Rect Table::Destination(const Flight& f) const {
  if (f.to == Flight::To::kBacks) {
    const size_t s = static_cast<size_t>(f.seat);
    if (s < backs_.size() && backs_[s].ok) return backs_[s];
    return s < last_backs_.size() ? last_backs_[s] : Rect{};
  }
  // This frame's place when the table has drawn it already (the words), else
  // last frame's (the dock, drawn after the table).
  if (auto it = drawn_.find(f.card); it != drawn_.end()) return it->second;
  if (auto it = last_drawn_.find(f.card); it != last_drawn_.end()) return it->second;
  return Rect{};
}

void Table::DrawFlights(Ui& ui) {
  const double now = ui.time();
  ImDrawList* list = ImGui::GetForegroundDrawList();
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  for (const Flight& f : flights_) {
    if (f.duration <= 0) continue;  // a fade: drawn where it lands
    const Rect to = Destination(f);
    Rect at = f.from;
    if (!at.ok) at = to;
    if (!at.ok) continue;
    if (to.ok && now > f.start) {
      CardFlight flight{Tween{f.start, f.duration}, f.from.ok ? f.from.min : to.min, f.from.ok ? f.from.max : to.max};
      flight.At(now, to.min, to.max, &at.min, &at.max);
    }
    if (f.card < 0) DrawCardBack(ui, list, at.min, at.max, f.deck);
    else DrawCardFace(ui, list, at.min, at.max, FaceOfCard(f.card), f.letters, kPlain);
    // Named for the tests: what is in the air, and where.
    ImGui::SetCursorScreenPos(at.min);
    ImGui::Dummy(ImVec2(std::max(1.0f, at.max.x - at.min.x), std::max(1.0f, at.max.y - at.min.y)));
    ui.NameItem(f.card < 0 ? "wl/flight/back/" + std::to_string(f.seat) : "wl/flight/" + std::to_string(f.card));
  }
  ImGui::SetCursorScreenPos(cursor);
}

void Table::FollowFlights(Ui& ui) {
  // A word landing where the table is scrolled away: the table glides to
  // it (unless a finger is on the screen), so that a bot's move is watched
  // where it happens and the person's own new word, last on the table, is
  // not left under the dock.
  const double now = ui.time();
  if (follow_.Running(now)) {
    ImGui::SetScrollY(follow_from_ + (follow_to_ - follow_from_) * follow_.Eased(now));
    return;
  }
  if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) return;
  const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
  for (const Flight& f : flights_) {
    if (!f.followed) continue;
    const Rect to = Destination(f);
    if (!to.ok || (to.min.y >= top && to.max.y <= bottom)) continue;
    const float margin = 24 * ui.layout().scale;
    const float delta = to.min.y < top ? to.min.y - top - margin : to.max.y - bottom + margin;
    follow_from_ = ImGui::GetScrollY();
    follow_to_ = std::clamp(follow_from_ + delta, 0.0f, ImGui::GetScrollMaxY());
    follow_.start = now;
    follow_.duration = ui.MotionSeconds(0.3f);
    if (follow_.duration <= 0) ImGui::SetScrollY(follow_to_);  // (reduced motion: there at once)
    return;
  }
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
  CancelHint();
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
  CancelHint();
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
  hint_search_ = std::make_unique<word_lift::Judgement>(view, me);
  hint_ = "Hint: looking for the best play\xE2\x80\xA6";
  if (!hint_search_->Step(0)) FinishHint(view);
}

void Table::PumpHint(const WordLift& view) {
  if (hint_search_ == nullptr) return;
  // About 8 ms a frame, as the coach after a game: the table stays smooth.
  const auto start = std::chrono::steady_clock::now();
  while (hint_search_->Step(2) && std::chrono::steady_clock::now() - start < std::chrono::milliseconds(8)) {
  }
  if (hint_search_->done()) FinishHint(view);
}

void Table::FinishHint(const WordLift& view) {
  if (hint_search_ == nullptr) return;
  const std::optional<WlMove> best = hint_search_->Best();
  hint_search_.reset();
  if (!best.has_value()) {
    hint_ = "Hint: nothing you can play now is worth more than passing: pass.";
    return;
  }
  composer_->Clear();
  focus_card_ = -1;
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
    CancelHint();
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
          Note(c.card, a, b);
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
    Note(card, a, ImVec2(a.x + cs.w, a.y + cs.h));
    if (dragged) {
      list->AddRect(a, ImVec2(a.x + cs.w, a.y + cs.h), Col(ui.palette().border), 6 * s, 0, 1.5f * s);
    } else if (!Flying(card, Flight::To::kHand)) {
      // (A card drawn is drawn by its flight until it lands in its place.)
      const float alpha = LandingAlpha(ui, card);
      if (alpha < 1) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, alpha);
      DrawCardFace(ui, list, a, ImVec2(a.x + cs.w, a.y + cs.h), FaceOfCard(card), "", kPlain);
      if (alpha < 1) ImGui::PopStyleVar();
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
        auto note_button = [&](Deck d) {
          deck_buttons_[static_cast<size_t>(d)] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), true};
        };
        if (Button(ui, "wl/draw/consonant", "Consonant (" + std::to_string(cons) + ")", ButtonKind::kPrimary, bw,
                   cons > 0)) {
          ctx->Play("draw consonant");
        }
        note_button(Deck::kConsonant);
        ImGui::SameLine();
        if (Button(ui, "wl/draw/vowel", "Vowel (" + std::to_string(vows) + ")", ButtonKind::kPrimary, bw, vows > 0)) {
          ctx->Play("draw vowel");
        }
        note_button(Deck::kVowel);
        if (view.may_skip_draws()) {
          ImGui::SameLine();
          if (Button(ui, "wl/skip", "Skip draws", ButtonKind::kSecondary, bw)) ctx->Play("skip-draws");
        }
      } else if (composing) {
        const bool stealing = composer_->stealing();
        const int n = 3 + (hints_enabled_ ? 1 : 0);
        const float bw = (width - 6 * s * static_cast<float>(n - 1)) / static_cast<float>(n);
        // Play is dimmed while the rows make no legal play (the line above
        // says why); a tap on it says why again.
        const Status verdict = composer_->Check();
        const ImVec2 play_at = ImGui::GetCursorScreenPos();
        if (Button(ui, "wl/play", stealing ? "Steal" : "Play", ButtonKind::kPrimary, bw, verdict.ok())) {
          PlayComposed(*ctx, view);
        } else if (!verdict.ok() && ImGui::IsMouseClicked(0) &&
                   ImGui::IsMouseHoveringRect(play_at, ImVec2(play_at.x + bw, play_at.y + l.target))) {
          ctx->Refuse(Verdict(verdict).substr(std::string("\xE2\x9C\x97 ").size()));
        }
        ImGui::SameLine();
        if (stealing) {
          if (Button(ui, "wl/cancel-steal", "Cancel steal", ButtonKind::kSecondary, bw)) {
            CancelHint();
            composer_->Clear();  // the stolen word back on the table, every card of yours back in your hand
            active_row_ = 0;
            focus_card_ = -1;
          }
        } else if (Button(ui, "wl/clear", "Clear", ButtonKind::kSecondary, bw)) {
          CancelHint();
          composer_->Clear();
          focus_card_ = -1;
        }
        ImGui::SameLine();
        if (Button(ui, "wl/pass", "Pass", ButtonKind::kSecondary, bw)) ctx->Play("pass");
        if (hints_enabled_) {
          ImGui::SameLine();
          const bool thinking = hint_search_ != nullptr;
          if (Button(ui, "wl/hint", thinking ? "Thinking\xE2\x80\xA6" : "Hint", ButtonKind::kQuiet, bw, !thinking))
            Hint(view, me);
          if (thinking) ui.NameItem("wl/hint/thinking");  // (in the dock: always on screen)
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

std::vector<std::string> Table::RoundWords(const WordLift& view, int round) {
  std::vector<std::string> words;
  auto add = [&](const std::string& w) {
    if (!w.empty() && std::find(words.begin(), words.end(), w) == words.end()) words.push_back(w);
  };
  for (const word_lift::Event& e : view.Events()) {
    if (e.round != round) continue;
    if (e.kind == WlMove::Kind::kPlay) add(e.word);
    if (e.kind == WlMove::Kind::kSteal) {
      add(e.first);
      add(e.second);
    }
  }
  return words;
}

// What was stolen in a round, by whom and from whom, with what it cost the
// victim: a person whose word went on a final turn reads it here, not only
// in the table's numbers. Steals from the viewer are marked.
void DrawRoundSteals(Ui& ui, const WordLift& view, int round, const std::vector<std::string>& names, int viewer,
                     float width) {
  const Palette& p = ui.palette();
  auto name = [&](int seat) { return static_cast<size_t>(seat) < names.size() ? names[static_cast<size_t>(seat)] : "?"; };
  bool final_turns = false, any = false;
  for (const word_lift::Event& e : view.Events()) {
    if (e.round != round) continue;
    if (e.went_out) final_turns = true;
    if (e.kind != WlMove::Kind::kSteal || e.victim == e.seat) continue;
    if (!any) Spacing(ui.layout().small_gap);
    any = true;
    const Person thief(name(e.seat)), victim(name(e.victim));
    const std::string line = thief.Name() + " stole " + victim.Possessive() + " " + e.stolen +
                             (final_turns ? " on a final turn" : "") + ", making " + e.first + " and " + e.second + " (" +
                             word_lift::SignedPoints(-e.victim_loss) + " for " + victim.Object() + ", " +
                             word_lift::SignedPoints(e.gain) + " for " + thief.Object() + ").";
    const bool mine = e.victim == viewer;
    Paragraph(ui, line, mine ? ui.fonts().strong : ui.fonts().body, mine ? &p.notice : &p.ink, width);
    ui.NameItem("wl/summary/steal/" + std::to_string(&e - view.Events().data()));
  }
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
  // What to tap next, on screen with the scores; what happened, below.
  Spacing(l.gap);
  const play::Session& session = ctx.session();
  const bool review = session.viewer() >= 0 && session.IsHuman(session.viewer());
  const float gap = 8 * l.scale;
  const bool side_by_side = review && width >= 2 * 240 * l.scale + gap;
  const float bw = side_by_side ? std::min((width - gap) / 2, 320 * l.scale) : std::min(width, 320 * l.scale);
  if (Button(ui, "wl/summary/continue", "Next round", ButtonKind::kPrimary, bw)) {
    ++seen_results_;
    ctx.ClearRefusal();
  }
  if (review) {
    if (side_by_side) ImGui::SameLine(0, gap);
    else Spacing(l.small_gap);
    if (Button(ui, "wl/summary/review", "Review your turns", ButtonKind::kSecondary, bw)) {
      StartReview(session, result.round);
    }
  }
  DrawRoundSteals(ui, view, result.round, names, session.viewer(), width);
  Spacing(l.small_gap);
  Caption(ui, word_lift::ScoreTableKey(), width);
  if (result.next_starter >= 0) {
    Caption(ui, "First to play in round " + std::to_string(result.round + 1) + ": " +
                    names[static_cast<size_t>(result.next_starter)] + " (the lowest score of this round).",
            width);
  }
  if (const std::vector<std::string> words = RoundWords(view, result.round); !words.empty()) {
    Spacing(l.small_gap);
    Caption(ui, "The words of this round: tap one for its meaning.", width);
    meaning_.Chips(ui, "wl/summary/meaning", words, width);
  }
}

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
  {
    // About 8 ms a frame, as the coach after a game: the search takes a while.
    const auto start = std::chrono::steady_clock::now();
    while (review_->Step(2) && std::chrono::steady_clock::now() - start < std::chrono::milliseconds(8)) {
    }
  }
  Heading(ui, "Round " + std::to_string(review_->round()) + ": your turns");
  Spacing(l.small_gap);
  Caption(ui,
          "Each of your turns beside the play the expert bot judges best from the same position (your cards and the "
          "table as you saw them): the one the Hint button shows, and the one the look back after the game goes by. "
          "It tries each good play against many guesses at the cards you could not see, a couple of turns on, so it "
          "sees what points alone do not (going out hands everyone a final turn to steal). Points: what the play "
          "adds to your round (" +
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
    if (!pass) played += " (" + word_lift::SignedPoints(t.points) + ")";
    Paragraph(ui, played + ".", ui.fonts().strong, &p.ink, width);
    std::string verdict;
    const auto percent = [](double v) { return std::to_string(static_cast<int>(std::lround(v * 100))) + "%"; };
    const std::string odds = "your chance of winning, as the expert estimates it: " + percent(t.played_value) +
                             " after yours, " + percent(t.best_value) + " after this";
    if (!t.done) {
      verdict = "pending";
      Caption(ui, "Looking for the best play\xE2\x80\xA6", width);
    } else {
      verdict = t.better ? "better" : "best";
      if (t.same) {
        Paragraph(ui, "\xE2\x9C\x93 The best play, the one Hint shows.", ui.fonts().body, &p.ink_muted, width);
      } else if (!t.found) {
        Paragraph(ui,
                  t.better ? "Best: pass, nothing here was worth playing (" + odds + ")."
                           : "Best available: nothing worth more than passing; yours was as good.",
                  ui.fonts().body, t.better ? &p.notice : &p.ink_muted, width);
      } else {
        const std::string best = t.best.kind == WlMove::Kind::kPlay
                                     ? "play " + t.best_word
                                     : "steal " + t.best_stolen + whose(t.best_owner) + " and split it into " +
                                           t.best_first + " and " + t.best_second;
        const std::string line = "Best: " + best + " (" + word_lift::SignedPoints(t.best_points) + ")" +
                                 (t.better ? ", a better play: " + odds + "." : " \xC2\xB7 yours was as good.");
        Paragraph(ui, line, ui.fonts().body, t.better ? &p.notice : &p.ink_muted, width);
      }
    }
    ImGui::EndGroup();
    ui.NameItem("wl/review/" + std::to_string(k) + "/" + kind + "/" + verdict);
    Spacing(l.small_gap);
  }
  if (review_->done()) {
    ImGui::Dummy(ImVec2(1, 1));
    ui.NameItem("wl/review/done");
    std::vector<std::string> words;
    auto add = [&](const std::string& w) {
      if (!w.empty() && std::find(words.begin(), words.end(), w) == words.end()) words.push_back(w);
    };
    for (const word_lift::ReviewTurn& t : turns) {
      for (const std::string* w : {&t.word, &t.first, &t.second, &t.best_word, &t.best_first, &t.best_second}) add(*w);
    }
    if (!words.empty()) {
      Spacing(l.small_gap);
      Caption(ui, "The words above: tap one for its meaning.", width);
      meaning_.Chips(ui, "wl/review/meaning", words, width);
    }
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
  meaning_.Draw(ui);
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
    DrawRoundSteals(ui, game, result.round, session.names(), session.viewer(), width);
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
    g.advice_searches_as_coach = true;  // the Hint and the review (games/word_lift/advice.h)
    return g;
  }();
  return ui;
}

}  // namespace games::word_lift

}  // namespace lf::ui
