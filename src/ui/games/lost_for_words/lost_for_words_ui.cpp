// Lost for Words on screen: set-up options, the table, the end-of-game
// table of the rulebook, the rules page. The shared screens (game_screens.cpp)
// do the rest.
//
// Named items: lfw/hand/<i>/<L> (own hand, sorted, i from 0), lfw/col/<c>
// (own column c = 1..5, a letter goes at the end of its word), lfw/mult/<c>
// (the same column's multiplier strip, a vowel goes sideways), lfw/deck,
// lfw/pile/red, lfw/pile/black (discard onto it, or draw from it), lfw/hints
// (the switch), lfw/hint/<column> (a column's hint line, while hints are on),
// (a hand card may also be dragged onto a column, a strip or a pile),
// and the banner: lfw/status/act, lfw/status/draw (the viewer's move) or
// lfw/status/wait.
//
// Index
//   [SECTION] Cards
//   [SECTION] Columns
//   [SECTION] The table
//   [SECTION] End of game, options, rules, the entry
#include "ui/games/lost_for_words/lost_for_words_ui.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "games/lost_for_words/lost_for_words.h"
#include "ui/games/lost_for_words/lost_for_words_cards.h"
#include "ui/play/card_flight.h"
#include "ui/play/reward.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

using lost_for_words::Move;
using lost_for_words::Column;
using lost_for_words::ColumnScore;
using lost_for_words::kColumns;
using lost_for_words::LostForWords;
using lost_for_words::Phase;
using lost_for_words::Pile;

const LostForWords& Lfw(const Game& game) { return static_cast<const LostForWords&>(game); }

constexpr const char* kCardPayload = "lfw-card";

// True when a hand card was dropped on the last item; `*index` is the card.
bool AcceptCardDrop(int* index) { return AcceptIntDrop(kCardPayload, index); }

//-----------------------------------------------------------------------------
// [SECTION] Cards
//-----------------------------------------------------------------------------

// The cards themselves (faces, sideways multipliers, backs) and the table's
// oak are drawn by LostForWordsCards (lost_for_words_cards.h), through the
// Table's DrawFace, DrawSideways and DrawBack below.

// An empty place for cards (an empty pile).
void DrawSlot(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max) {
  const Palette& p = ui.palette();
  list->AddRect(min, max, Col(p.border), 6 * ui.layout().scale, 0, 1.5f * ui.layout().scale);
}

// A target that may take the selected card or a draw: accent ring when legal.
void DrawTargetRing(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, bool legal) {
  if (!legal) return;
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  const float pulse = 0.65f + 0.35f * static_cast<float>(std::sin(ui.time() * 5.0));
  list->AddRectFilled(min, max, Col(WithAlpha(p.accent_soft, 0.55f)), 8 * s);
  list->AddRect(ImVec2(min.x - 2 * s, min.y - 2 * s), ImVec2(max.x + 2 * s, max.y + 2 * s),
                Col(WithAlpha(p.accent, ui.MotionSeconds(1) > 0 ? pulse : 1.0f)), 8 * s, 0, 3 * s);
}

// Marks the card the last move put down.
void DrawLastMove(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max) {
  const float s = ui.layout().scale;
  list->AddRect(ImVec2(min.x - 2 * s, min.y - 2 * s), ImVec2(max.x + 2 * s, max.y + 2 * s), Col(ui.palette().notice),
                7 * s, 0, 2.5f * s);
}

//-----------------------------------------------------------------------------
// [SECTION] Columns
//-----------------------------------------------------------------------------

struct ColumnGeometry {
  float width = 0, chip = 0, strip = 0, footer = 0;
  int rows = 5;  // letter chips the body has room for
  float Height() const { return strip + chip * static_cast<float>(rows) + footer; }
};

struct HandMetrics {
  float gap, card_w, card_h, lift;
};
HandMetrics MeasureHand(const Layout& l, int cards, float width) {
  const float s = l.scale;
  const int n = std::max(cards, 8);
  HandMetrics m;
  m.gap = (l.compact() ? 4 : 8) * s;
  m.card_w = std::min((width - m.gap * static_cast<float>(n - 1)) / static_cast<float>(n), 76 * s);
  m.card_h = std::max(m.card_w * 1.38f, l.target);
  m.lift = 10 * s;
  return m;
}

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override;
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  float DockHeight(Ui& ui, const play::Session& session, float width) override;
  void DrawDock(Ui& ui, TableContext& ctx, float width) override {
    cards_.Load(ui.platform());
    // The clock and the scores stay in view with the hand, however far the
    // table is scrolled. No Dummy here: item spacing would push the hand
    // past the dock's height.
    const LostForWords& view = Lfw(ctx.session().View());
    const ImVec2 at(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + ui.layout().small_gap * 0.5f);
    std::string line = "Deck: " + std::to_string(view.DeckCount()) + " left";
    const std::vector<int> scores = view.Scores();
    for (size_t seat = 0; seat < scores.size(); ++seat) {
      line += "   \xC2\xB7   " + ctx.session().names()[seat] + " " + std::to_string(scores[seat]);
    }
    DrawText(ImGui::GetWindowDrawList(), ui.fonts().small, at, ui.palette().ink_muted, line, width);
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + MeasureText(ui.fonts().small, line).y + 2 * ui.layout().scale));
    DrawHand(ui, ctx, view, width);
    // Last of the frame: every place has its rectangle by now.
    DrawFlight(ui);
  }

 private:
  struct Targets {
    bool col[kColumns] = {};
    bool mult[kColumns] = {};
    bool deck = false, red = false, black = false;
  };
  Targets LegalTargets(const LostForWords& view, int seat, bool to_move) const;
  void DrawPlayerArea(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, bool own, float width,
                      const Targets& targets, bool rows = false);
  void DrawColumn(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, int c, bool own, ImVec2 min,
                  const ColumnGeometry& g, const Targets& targets);
  // The opponent's columns as five rows of a fixed height (stacked layouts):
  // however long their words grow, your own area below never moves.
  void DrawOpponentRows(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, float width);
  void DrawPiles(Ui& ui, TableContext& ctx, const LostForWords& view, float width, const Targets& targets);
  void DrawHand(Ui& ui, TableContext& ctx, const LostForWords& view, float width);
  void TapColumn(TableContext& ctx, const LostForWords& view, int c, bool sideways);
  void TapPile(TableContext& ctx, const LostForWords& view, Pile pile);
  const std::vector<std::string>& HintsFor(const LostForWords& view, int seat, int c);

  // The cards, with the game's art (loaded when the table is first drawn).
  void DrawFace(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, char letter, bool selected) const {
    cards_.DrawFace(list, ui.fonts(), min, max, letter, selected);
  }
  void DrawSideways(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, char letter) const {
    cards_.DrawSideways(list, ui.fonts(), min, max, letter);
  }
  void DrawBack(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max) const { cards_.DrawBack(list, min, max); }
  LostForWordsCards cards_;
  // The viewer's own play that makes a column a word of seven letters or
  // more (its +10 bonus newly earned): a reward over that column.
  Reward reward_;
  void Cheer(Ui& ui, const LostForWords& view, int me) {
    if (view.Events().empty() || view.Events().back().seat != me) return;
    const int bonus = lost_for_words::LongWordBonusEarned(view, view.Events().size() - 1);
    if (bonus <= 0) return;
    const Move& action = view.Events().back().action;
    const Column& column = view.ColumnAt(me, action.column);
    reward_.Start(ui, me * 10 + action.column,
                  std::to_string(column.letters.size()) + " letters! +" + std::to_string(bonus), "lfw-long", 0.3f);
  }

  // Card movement: where each card on screen was last drawn (screen
  // rectangles), and the card in the air after the last move.
  struct Rect {
    ImVec2 min, max;
    bool ok = false;
  };
  enum class Place { kHand, kBacks, kPile, kColumn, kMult };
  struct Flight {
    CardFlight flight;
    char card = 0;
    bool face_down = false;
    Place to = Place::kHand;
    int seat = 0, index = 0;  // the column, the pile (0 deck, 1 red, 2 black) or the hand slot
    char covered = 0;         // a pile's top before the card lands on it
  };
  // Once per frame, before anything is drawn: starts a flight for a new
  // move, ends it when it lands or on any input.
  void SyncFlight(Ui& ui, const play::Session& session);
  bool FlyingTo(Place place, int seat, int index) const {
    return flight_.has_value() && flight_->to == place && flight_->seat == seat && flight_->index == index;
  }
  // Places are noted only while the table shows the state last synced, so
  // that a move made mid-frame still flies from where its card was.
  bool Record(const play::Session& session) const { return session.View().History().size() == seen_moves_; }
  void DrawFlight(Ui& ui);
  std::string hand_drawn_;  // the viewer's hand as last drawn, and its cards' rectangles
  std::vector<Rect> hand_rects_;
  Rect backs_;         // the opponent's hand (one card back)
  Rect piles_[3];      // deck, red pile, black pile: the top card
  char pile_tops_[3] = {};
  Rect col_last_[2][kColumns], mult_last_[2][kColumns];  // by seat: where the last letter / multiplier lies
  std::optional<Flight> flight_;

  // The last move, outlined so that a bot's move can be followed.
  const lost_for_words::Event* last_ = nullptr;
  bool IsLast(int seat, Move::Kind kind, int column) const {
    return last_ != nullptr && last_->seat == seat && last_->action.kind == kind && last_->action.column == column;
  }
  // The card the viewer drew last, named in the status line and marked in
  // the hand for a moment (a draw from the deck is otherwise only "You drew
  // from the deck", and the hand re-sorts).
  struct Drawn {
    char letter = 0;
    size_t move = 0;  // its index in the history
    double at = 0;    // app time it arrived
  };
  std::optional<Drawn> drawn_;
  static constexpr double kDrawnMarkSeconds = 3.0;
  int selected_ = -1;  // index into the viewer's sorted hand
  size_t seen_moves_ = static_cast<size_t>(-1);
  int seen_viewer_ = -2;
  bool hints_ = false;
  static constexpr const char* kHintsSwitch = "lost-for-words/hints";
  std::map<int, std::vector<std::string>> hints_cache_;  // by column, for seen_moves_
};

Table::Targets Table::LegalTargets(const LostForWords& view, int seat, bool to_move) const {
  Targets t;
  if (!to_move) return t;
  if (view.phase() == Phase::kDraw) {
    for (const Move& a : view.LegalActions(seat)) {
      if (a.kind != Move::Kind::kDraw) continue;
      if (a.source == Move::Source::kDeck) t.deck = true;
      if (a.source == Move::Source::kRed) t.red = true;
      if (a.source == Move::Source::kBlack) t.black = true;
    }
    return t;
  }
  const std::string& hand = view.Hand(seat);
  if (selected_ < 0 || selected_ >= static_cast<int>(hand.size())) return t;
  for (const Move& a : view.ActionsForCard(seat, hand[static_cast<size_t>(selected_)])) {
    if (a.kind == Move::Kind::kPlay) t.col[a.column] = true;
    if (a.kind == Move::Kind::kMultiplier) t.mult[a.column] = true;
    if (a.kind == Move::Kind::kDiscard) (lost_for_words::PileOf(a.letter) == Pile::kRed ? t.red : t.black) = true;
  }
  return t;
}

const std::vector<std::string>& Table::HintsFor(const LostForWords& view, int seat, int c) {
  auto it = hints_cache_.find(c);
  if (it == hints_cache_.end()) it = hints_cache_.emplace(c, view.Hints(seat, c, 3)).first;
  return it->second;
}

void Table::TapColumn(TableContext& ctx, const LostForWords& view, int c, bool sideways) {
  const int seat = ctx.session().viewer();
  if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
  if (view.phase() == Phase::kDraw) return ctx.Refuse("Now draw a card: tap the deck or a discard pile.");
  const std::string& hand = view.Hand(seat);
  if (selected_ < 0 || selected_ >= static_cast<int>(hand.size())) {
    return ctx.Refuse("First choose a card from your hand, then tap where it goes.");
  }
  const char letter = hand[static_cast<size_t>(selected_)];
  const Move action = sideways ? Move::Multiplier(letter, c) : Move::Play(letter, c);
  if (ctx.Play(action.ToString())) selected_ = -1;
}

void Table::TapPile(TableContext& ctx, const LostForWords& view, Pile pile) {
  const int seat = ctx.session().viewer();
  if (!ctx.ViewerToMove()) return ctx.Refuse("It is not your turn.");
  const std::string& hand = view.Hand(seat);
  if (view.phase() == Phase::kAct && selected_ >= 0 && selected_ < static_cast<int>(hand.size())) {
    const char letter = hand[static_cast<size_t>(selected_)];
    if (const Status onto = lost_for_words::CheckDiscardOnto(letter, pile); !onto.ok())
      return ctx.Refuse(onto.reason());
    if (ctx.Play(Move::Discard(letter).ToString())) selected_ = -1;
    return;
  }
  // No card chosen: this is a draw (the engine says if it is not the time).
  ctx.Play(Move::Draw(pile == Pile::kRed ? Move::Source::kRed : Move::Source::kBlack).ToString());
}

void Table::DrawColumn(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, int c, bool own, ImVec2 min,
                       const ColumnGeometry& g, const Targets& targets) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const Column& column = view.ColumnAt(seat, c);
  const ImVec2 max(min.x + g.width, min.y + g.Height());
  list->AddRectFilled(min, max, Col(p.sunken), 8 * s);
  const std::string number = std::to_string(c + 1);

  // The multiplier strip: sideways vowels, a target of its own.
  const ImVec2 strip_min = min, strip_max(max.x, min.y + g.strip);
  if (own) {
    ImGui::SetCursorScreenPos(strip_min);
    const std::string id = "lfw/mult/" + number;
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(g.width, g.strip))) TapColumn(ctx, view, c, true);
    if (AcceptCardDrop(&selected_)) TapColumn(ctx, view, c, true);
    ui.NameItem(id);
    DrawTargetRing(ui, list, strip_min, strip_max, targets.mult[c]);
  }
  const bool record = Record(ctx.session());
  if (record) mult_last_[seat][c] = Rect{};
  if (column.multipliers > 0) {
    const float card_w = std::min(g.width * 0.42f, g.strip * 1.5f);
    for (int m = 0; m < column.multipliers; ++m) {
      const float x = strip_min.x + 4 * s + static_cast<float>(m) * card_w * 0.45f;
      const ImVec2 a(x, strip_min.y + 3 * s), b(x + card_w, strip_max.y - 3 * s);
      const bool last = m + 1 == column.multipliers;
      if (last && record) mult_last_[seat][c] = Rect{a, b, true};
      if (last && FlyingTo(Place::kMult, seat, c)) continue;  // still in the air
      DrawSideways(ui, list, a, b, column.multiplier);
    }
    const std::string factor = "x" + std::to_string(column.factor());
    const ImVec2 fs = MeasureText(ui.fonts().strong, factor);
    DrawText(list, ui.fonts().strong, ImVec2(strip_max.x - fs.x - 6 * s, (strip_min.y + strip_max.y - fs.y) * 0.5f),
             p.ink, factor);
    if (IsLast(seat, Move::Kind::kMultiplier, c)) DrawLastMove(ui, list, strip_min, strip_max);
  } else {
    // Your own empty strip says what it is for; a target says what a vowel
    // laid there does. The opponent's columns are never targets.
    const bool target = own && targets.mult[c];
    const bool open = own && column.letters.empty();
    std::string label = target ? "sideways: x2" : open ? "column " + number + " \xC2\xB7 x2 strip" : "column " + number;
    if (MeasureText(ui.fonts().small, label).x > g.width - 8 * s) label = target ? "x2" : open ? "x2 strip" : number;
    if (open && !target) {
      list->AddRect(ImVec2(strip_min.x + 3 * s, strip_min.y + 3 * s), ImVec2(strip_max.x - 3 * s, strip_max.y - 3 * s),
                    Col(WithAlpha(p.ink_faint, 0.6f)), 6 * s, 0, 1.0f * s);
    }
    DrawTextCentered(list, ui.fonts().small, strip_min, strip_max, target ? p.accent : p.ink_muted, label);
  }

  // The word, one chip per letter, top to bottom.
  const ImVec2 body_min(min.x, strip_max.y), body_max(max.x, max.y - g.footer);
  if (own) {
    ImGui::SetCursorScreenPos(body_min);
    const std::string id = "lfw/col/" + number;
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(g.width, body_max.y - body_min.y))) TapColumn(ctx, view, c, false);
    if (AcceptCardDrop(&selected_)) TapColumn(ctx, view, c, false);
    ui.NameItem(id);
    DrawTargetRing(ui, list, body_min, body_max, targets.col[c]);
  }
  if (record) col_last_[seat][c] = Rect{};
  for (size_t i = 0; i < column.letters.size(); ++i) {
    const float y = body_min.y + static_cast<float>(i) * g.chip;
    const ImVec2 a(body_min.x + 3 * s, y + 1 * s), b(body_max.x - 3 * s, y + g.chip - 1 * s);
    const bool last = i + 1 == column.letters.size();
    if (last && record) col_last_[seat][c] = Rect{a, b, true};
    if (last && FlyingTo(Place::kColumn, seat, c)) continue;  // still in the air
    DrawFace(ui, list, a, b, column.letters[i], false);
    if (i + 1 == column.letters.size() && IsLast(seat, Move::Kind::kPlay, c)) DrawLastMove(ui, list, a, b);
  }
  if (!column.letters.empty()) {
    reward_.Place(seat * 10 + c, body_min,
                  ImVec2(body_max.x, body_min.y + static_cast<float>(column.letters.size()) * g.chip));
  }

  // Footer: its value if the game ended now, and whether it can still be a word.
  if (!column.empty()) {
    const ColumnScore score = view.ColumnValue(seat, c);
    const bool alive = view.ColumnAlive(seat, c);
    const std::string value = (score.total > 0 ? "+" : "") + std::to_string(score.total);
    const std::string state = score.valid ? std::string("\xE2\x9C\x93 word") : alive ? "can grow" : "\xE2\x9C\x97 dead";
    const float fy = body_max.y + 2 * s;
    DrawTextCentered(list, ui.fonts().strong, ImVec2(min.x, fy), ImVec2(max.x, fy + g.footer * 0.5f), p.ink, value);
    DrawTextCentered(list, ui.fonts().small, ImVec2(min.x, fy + g.footer * 0.45f), ImVec2(max.x, max.y - 2 * s),
                     score.valid ? p.good : alive ? p.ink_muted : p.bad, state);
  }
  ImGui::SetCursorScreenPos(ImVec2(min.x, max.y));
}

void Table::DrawOpponentRows(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, float width) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const bool record = Record(ctx.session());
  const float row_h = 30 * s, gap = 4 * s;
  const float label_w = 64 * s;  // "1" and the multipliers
  const float value_w = std::min(118 * s, width * 0.3f);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int c = 0; c < kColumns; ++c) {
    const Column& column = view.ColumnAt(seat, c);
    const ImVec2 min(origin.x, origin.y + static_cast<float>(c) * (row_h + gap));
    const ImVec2 max(min.x + width, min.y + row_h);
    list->AddRectFilled(min, max, Col(p.sunken), 6 * s);
    const std::string number = std::to_string(c + 1);
    DrawText(list, ui.fonts().small, ImVec2(min.x + 8 * s, min.y + (row_h - MeasureText(ui.fonts().small, number).y) * 0.5f),
             p.ink_muted, number);
    // Multipliers: small sideways cards after the number, then the factor.
    if (record) mult_last_[seat][c] = Rect{};
    if (column.multipliers > 0) {
      const float mw = 18 * s;
      for (int m = 0; m < column.multipliers; ++m) {
        const ImVec2 a(min.x + 20 * s + static_cast<float>(m) * mw * 0.5f, min.y + 5 * s), b(a.x + mw, max.y - 5 * s);
        const bool last = m + 1 == column.multipliers;
        if (last && record) mult_last_[seat][c] = Rect{a, b, true};
        if (last && FlyingTo(Place::kMult, seat, c)) continue;
        DrawSideways(ui, list, a, b, column.multiplier);
      }
      const std::string factor = "x" + std::to_string(column.factor());
      DrawText(list, ui.fonts().strong, ImVec2(min.x + label_w - MeasureText(ui.fonts().strong, factor).x - 2 * s,
                                              min.y + (row_h - MeasureText(ui.fonts().strong, factor).y) * 0.5f),
               p.ink, factor);
      if (IsLast(seat, Move::Kind::kMultiplier, c)) DrawLastMove(ui, list, min, ImVec2(min.x + label_w, max.y));
    }
    // The word, left to right; a long one packs its chips closer.
    if (record) col_last_[seat][c] = Rect{};
    const float room = width - label_w - value_w - 8 * s;
    const float chip = row_h - 4 * s;
    const size_t n = column.letters.size();
    const float step = n <= 1 ? chip : std::min(chip + 2 * s, (room - chip) / static_cast<float>(n - 1));
    for (size_t i = 0; i < n; ++i) {
      const ImVec2 a(min.x + label_w + static_cast<float>(i) * step, min.y + 2 * s), b(a.x + chip, max.y - 2 * s);
      const bool last = i + 1 == n;
      if (last && record) col_last_[seat][c] = Rect{a, b, true};
      if (last && FlyingTo(Place::kColumn, seat, c)) continue;
      DrawFace(ui, list, a, b, column.letters[i], false);
      if (last && IsLast(seat, Move::Kind::kPlay, c)) DrawLastMove(ui, list, a, b);
    }
    // Its value if the game ended now, and whether it can still be a word.
    if (!column.empty()) {
      const ColumnScore score = view.ColumnValue(seat, c);
      const bool alive = view.ColumnAlive(seat, c);
      const std::string value = (score.total > 0 ? "+" : "") + std::to_string(score.total) + " \xC2\xB7 " +
                                (score.valid ? std::string("\xE2\x9C\x93 word") : alive ? "can grow" : "\xE2\x9C\x97 dead");
      const ImVec2 vs = MeasureText(ui.fonts().small, value);
      DrawText(list, ui.fonts().small, ImVec2(max.x - vs.x - 8 * s, min.y + (row_h - vs.y) * 0.5f),
               score.valid ? p.good : alive ? p.ink_muted : p.bad, value);
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + kColumns * (row_h + gap)));
  ImGui::Dummy(ImVec2(width, 1));
}

void Table::DrawPlayerArea(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, bool own, float width,
                           const Targets& targets, bool rows) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const play::Session& session = ctx.session();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const std::string& name = session.names()[static_cast<size_t>(seat)];
  const int score = view.Scores()[static_cast<size_t>(seat)];
  const bool to_move = view.CurrentSeat() == seat;

  // Name line: whose turn, the score "if the game ended now", hand size.
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const std::string head = (to_move ? "\xE2\x86\x92 " : "") + name + "   " + std::to_string(score) + " pts";
  DrawText(list, ui.fonts().strong, top, to_move ? p.accent : p.ink, head);
  if (!own) {
    const int count = static_cast<int>(view.Hand(seat).size());
    const std::string cards = std::to_string(count) + " cards in hand";
    const ImVec2 cs = MeasureText(ui.fonts().small, cards);
    const float back_h = 22 * s, back_w = 16 * s;
    const float right = top.x + width;
    DrawText(list, ui.fonts().small, ImVec2(right - cs.x, top.y + 2 * s), p.ink_muted, cards);
    for (int i = 0; i < std::min(count, 10); ++i) {
      const float x = right - cs.x - 10 * s - back_w - static_cast<float>(i) * back_w * 0.45f;
      DrawBack(ui, list, ImVec2(x, top.y), ImVec2(x + back_w, top.y + back_h));
    }
    if (Record(session)) {
      const float x = right - cs.x - 10 * s - back_w;
      backs_ = Rect{ImVec2(x, top.y), ImVec2(x + back_w, top.y + back_h), true};
    }
  }
  ImGui::Dummy(ImVec2(width, MeasureText(ui.fonts().strong, head).y + 6 * s));
  if (rows) {
    DrawOpponentRows(ui, ctx, view, seat, width);
    return;
  }

  ColumnGeometry g;
  const float gap = (l.compact() ? 4 : 8) * s;
  g.width = (width - gap * (kColumns - 1)) / kColumns;
  g.chip = std::clamp(g.width * 0.42f, 24 * s, own ? 40 * s : 32 * s);
  g.strip = std::max(g.chip, own ? l.target : 24 * s);  // your strip is a tap target of its own
  g.footer = 40 * s;
  int longest = 0;
  for (int c = 0; c < kColumns; ++c) longest = std::max(longest, static_cast<int>(view.ColumnAt(seat, c).letters.size()));
  // Room for the next letter of your own columns; phones keep it short so
  // the footers (value, "can grow") stay near the hand.
  g.rows = std::max(own ? (l.compact() ? 4 : 5) : 3, longest + (own ? 1 : 0));

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int c = 0; c < kColumns; ++c) {
    DrawColumn(ui, ctx, view, seat, c, own, ImVec2(origin.x + static_cast<float>(c) * (g.width + gap), origin.y), g,
               targets);
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + g.Height()));
  ImGui::Dummy(ImVec2(width, 1));

  if (own && hints_) {
    for (int c = 0; c < kColumns; ++c) {
      const Column& column = view.ColumnAt(seat, c);
      if (column.letters.empty()) continue;
      const auto& words = HintsFor(view, seat, c);
      std::string line = "Column " + std::to_string(c + 1) + " (" + column.letters + "): ";
      if (words.empty()) {
        line += "no word of five or more letters starts this way.";
      } else {
        for (size_t i = 0; i < words.size(); ++i) line += (i ? ", " : "") + words[i];
      }
      Caption(ui, line, width);
      ui.NameItem("lfw/hint/" + std::to_string(c + 1));
    }
  }
}

void Table::DrawPiles(Ui& ui, TableContext& ctx, const LostForWords& view, float width, const Targets& targets) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const float gap = 10 * s;
  const float slot_w = (width - 2 * gap) / 3;
  // Narrow slots (phones) put the title on a line of its own above the card,
  // so that no word has to break.
  const bool narrow = slot_w < 200 * s;
  const float title_h = narrow ? MeasureText(ui.fonts().small, "Deck").y + 4 * s : 0.0f;
  const float card_w = std::min(56 * s, slot_w * (narrow ? 0.36f : 0.42f)), card_h = card_w * 1.35f;
  const float height = std::max(title_h + card_h + 8 * s, l.target);
  const ImVec2 origin = ImGui::GetCursorScreenPos();

  struct Slot {
    const char* id;
    std::string title, count;
    char top;  // 0: none shown; '#': the deck's back
    bool legal;
  };
  auto cards = [](int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); };
  const Slot slots[3] = {
      {"lfw/deck", "Deck", std::to_string(view.DeckCount()) + " left", '#', targets.deck},
      {"lfw/pile/red", narrow ? "Vowels" : "Vowels (red)",
       narrow ? "red\n" + std::to_string(view.PileCount(Pile::kRed)) : cards(view.PileCount(Pile::kRed)),
       view.PileTop(Pile::kRed), targets.red},
      {"lfw/pile/black", narrow ? "Consonants" : "Consonants (black)",
       narrow ? "black\n" + std::to_string(view.PileCount(Pile::kBlack)) : cards(view.PileCount(Pile::kBlack)),
       view.PileTop(Pile::kBlack), targets.black},
  };
  for (int i = 0; i < 3; ++i) {
    const Slot& slot = slots[i];
    const ImVec2 min(origin.x + static_cast<float>(i) * (slot_w + gap), origin.y);
    const ImVec2 max(min.x + slot_w, min.y + height);
    ImGui::SetCursorScreenPos(min);
    if (ImGui::InvisibleButton(slot.id, ImVec2(slot_w, height))) {
      if (i == 0) {
        if (!ctx.ViewerToMove()) {
          ctx.Refuse("It is not your turn.");
        } else {
          ctx.Play(Move::Draw(Move::Source::kDeck).ToString());
        }
      } else {
        TapPile(ctx, view, i == 1 ? Pile::kRed : Pile::kBlack);
      }
    }
    if (i > 0 && AcceptCardDrop(&selected_)) TapPile(ctx, view, i == 1 ? Pile::kRed : Pile::kBlack);
    ui.NameItem(slot.id);
    list->AddRectFilled(min, max, Col(p.surface), 8 * s);
    DrawTargetRing(ui, list, min, max, slot.legal);
    const ImVec2 cmin(min.x + 4 * s, min.y + title_h + (height - title_h - card_h) * 0.5f), cmax(cmin.x + card_w, cmin.y + card_h);
    if (Record(ctx.session())) {
      piles_[i] = Rect{cmin, cmax, true};
      pile_tops_[i] = slot.top == '#' ? 0 : slot.top;
    }
    if (FlyingTo(Place::kPile, 0, i)) {
      // The discard is still in the air: the pile shows what it covers.
      if (flight_->covered != 0) {
        DrawFace(ui, list, cmin, cmax, flight_->covered, false);
      } else {
        DrawSlot(ui, list, cmin, cmax);
      }
    } else if (slot.top == '#') {
      if (view.DeckCount() > 0) {
        DrawBack(ui, list, cmin, cmax);
      } else {
        DrawSlot(ui, list, cmin, cmax);
      }
    } else if (slot.top != 0) {
      DrawFace(ui, list, cmin, cmax, slot.top, false);
      if (last_ != nullptr && last_->action.kind == Move::Kind::kDiscard && last_->card == slot.top &&
          lost_for_words::PileOf(last_->card) == (i == 1 ? Pile::kRed : Pile::kBlack)) {
        DrawLastMove(ui, list, cmin, cmax);
      }
    } else {
      DrawSlot(ui, list, cmin, cmax);
    }
    const float tx = cmax.x + 6 * s;
    const float tw = max.x - tx - 2 * s;
    if (narrow) {
      DrawText(list, ui.fonts().small, ImVec2(min.x + 6 * s, min.y + 3 * s), p.ink_muted, slot.title);
      DrawText(list, ui.fonts().small, ImVec2(tx, cmin.y + 2 * s), p.ink, slot.count, tw);
    } else {
      DrawText(list, ui.fonts().small, ImVec2(tx, min.y + 6 * s), p.ink_muted, slot.title, tw);
      const ImVec2 ts = MeasureText(ui.fonts().small, slot.title, tw);
      DrawText(list, i == 0 ? ui.fonts().strong : ui.fonts().small, ImVec2(tx, min.y + 8 * s + ts.y), p.ink,
               slot.count, tw);
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + height));
  ImGui::Dummy(ImVec2(width, 1));
}

void Table::DrawHand(Ui& ui, TableContext& ctx, const LostForWords& view, float width) {
  const Layout& l = ui.layout();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const int seat = ctx.session().viewer();
  const std::string& hand = view.Hand(seat);
  const HandMetrics m = MeasureHand(l, static_cast<int>(hand.size()), width);
  const float gap = m.gap, card_w = m.card_w, card_h = m.card_h, lift = m.lift;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float total = static_cast<float>(hand.size()) * card_w + gap * static_cast<float>(std::max<int>(0, static_cast<int>(hand.size()) - 1));
  const float x0 = origin.x + std::max(0.0f, (width - total) * 0.5f);
  const bool record = Record(ctx.session());
  if (record) {
    hand_drawn_ = hand;
    hand_rects_.assign(hand.size(), Rect{});
  }
  bool marked = false;  // the drawn card is marked once, even if the hand holds two of its letter
  for (size_t i = 0; i < hand.size(); ++i) {
    const char letter = hand[i];
    const bool selected = static_cast<int>(i) == selected_;
    const ImVec2 min(x0 + static_cast<float>(i) * (card_w + gap), origin.y + (selected ? 0 : lift));
    ImGui::SetCursorScreenPos(ImVec2(min.x, origin.y));
    const std::string id = "lfw/hand/" + std::to_string(i) + "/" + std::string(1, letter);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(card_w, card_h + lift))) {
      if (!ctx.ViewerToMove()) {
        ctx.Refuse("It is not your turn.");
      } else if (view.phase() == Phase::kDraw) {
        ctx.Refuse("Now draw a card: tap the deck or a discard pile.");
      } else {
        ctx.ClearRefusal();
        selected_ = selected ? -1 : static_cast<int>(i);
      }
    }
    ui.NameItem(id);
    // Drag and drop: the card follows the finger; dropping it on a target is
    // the same as tapping that target with the card selected.
    bool dragged = false;
    if (ctx.ViewerToMove() && view.phase() == Phase::kAct &&
        ImGui::BeginDragDropSource(ImGuiDragDropFlags_SourceNoPreviewTooltip)) {
      const int index = static_cast<int>(i);
      ImGui::SetDragDropPayload(kCardPayload, &index, sizeof(index));
      selected_ = index;
      const ImVec2 at = ImGui::GetIO().MousePos;
      DrawFace(ui, ImGui::GetForegroundDrawList(), ImVec2(at.x - card_w * 0.5f, at.y - card_h * 0.6f),
               ImVec2(at.x + card_w * 0.5f, at.y + card_h * 0.4f), letter, true);
      dragged = true;
      ImGui::EndDragDropSource();
    }
    if (record) hand_rects_[i] = Rect{min, ImVec2(min.x + card_w, min.y + card_h), true};
    if (dragged) {
      DrawSlot(ui, list, min, ImVec2(min.x + card_w, min.y + card_h));
    } else if (FlyingTo(Place::kHand, seat, static_cast<int>(i))) {
      // A drawn card still in the air: its place waits for it.
    } else {
      DrawFace(ui, list, min, ImVec2(min.x + card_w, min.y + card_h), letter, selected);
      const bool fresh = drawn_ && !marked && letter == drawn_->letter && ui.time() - drawn_->at < kDrawnMarkSeconds &&
                         drawn_->move + 1 >= view.History().size();
      if (fresh) {
        // The card just drawn: ringed, with "new" over it, for a few seconds.
        marked = true;
        const float s = l.scale;
        list->AddRect(ImVec2(min.x - 3 * s, min.y - 3 * s), ImVec2(min.x + card_w + 3 * s, min.y + card_h + 3 * s),
                      Col(ui.palette().accent), 8 * s, 0, 3 * s);
        const ImVec2 ts = MeasureText(ui.fonts().small, "new");
        const ImVec2 tag(min.x + (card_w - ts.x) * 0.5f - 4 * s, min.y - ts.y * 0.5f - 2 * s);
        list->AddRectFilled(tag, ImVec2(tag.x + ts.x + 8 * s, tag.y + ts.y + 2 * s), Col(ui.palette().accent), 4 * s);
        DrawText(list, ui.fonts().small, ImVec2(tag.x + 4 * s, tag.y + 1 * s), ui.palette().on_accent, "new");
      }
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + card_h + lift));
  ImGui::Dummy(ImVec2(width, 1));
}

float Table::DockHeight(Ui& ui, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const HandMetrics m = MeasureHand(l, static_cast<int>(Lfw(session.View()).Hand(session.viewer() < 0 ? 0 : session.viewer()).size()), width);
  return m.card_h + m.lift + 1.5f * l.small_gap + MeasureText(ui.fonts().small, "Deck").y + 2 * l.scale;
}

void Table::SyncFlight(Ui& ui, const play::Session& session) {
  const double now = ui.time();
  if (flight_.has_value() && (!flight_->flight.Running(now) || AnyInputThisFrame())) flight_.reset();
  const size_t moves = session.View().History().size();
  const int me = session.viewer();
  // Only a single new move seen by the same viewer flies (not a resume, an
  // undo, or the table handed to another player).
  if (moves != seen_moves_ + 1 || me != seen_viewer_ || seen_moves_ == static_cast<size_t>(-1)) return;
  flight_.reset();
  const float duration = ui.MotionSeconds(0.3f);
  const LostForWords& view = Lfw(session.View());
  if (view.Events().empty() || me < 0) return;
  const lost_for_words::Event& e = view.Events().back();
  if (e.seat == me && e.action.kind == Move::Kind::kDraw) {
    // Which card is new: the letter the hand holds once more than before.
    const std::string& hand = view.Hand(me);
    for (char letter : hand) {
      if (std::count(hand.begin(), hand.end(), letter) > std::count(hand_drawn_.begin(), hand_drawn_.end(), letter)) {
        drawn_ = Drawn{letter, moves - 1, now};
        break;
      }
    }
  }
  if (duration <= 0) return;
  const int seat = e.seat;
  if (seat < 0 || seat > 1) return;
  Flight f;
  f.seat = seat;
  f.card = e.card;
  Rect from;
  auto from_hand = [&](char card) {
    if (seat != me) return backs_;
    const size_t i = hand_drawn_.find(card);
    return i == std::string::npos || i >= hand_rects_.size() ? Rect{} : hand_rects_[i];
  };
  switch (e.action.kind) {
    case Move::Kind::kPlay:
      from = from_hand(e.card);
      f.to = Place::kColumn;
      f.index = e.action.column;
      break;
    case Move::Kind::kMultiplier:
      from = from_hand(e.card);
      f.to = Place::kMult;
      f.index = e.action.column;
      break;
    case Move::Kind::kDiscard:
      from = from_hand(e.card);
      f.to = Place::kPile;
      f.seat = 0;  // piles belong to nobody
      f.index = lost_for_words::PileOf(e.card) == Pile::kRed ? 1 : 2;
      f.covered = pile_tops_[f.index];
      break;
    case Move::Kind::kDraw: {
      const int source = e.action.source == Move::Source::kDeck  ? 0
                         : e.action.source == Move::Source::kRed ? 1
                                                                   : 2;
      from = piles_[source];
      if (seat == me) {
        // The viewer's own card: face up, into its place in the sorted hand.
        const std::string& hand = view.Hand(me);
        if (f.card == 0) {
          // Which card is new: the letter the hand holds once more than before.
          for (char letter : hand) {
            if (std::count(hand.begin(), hand.end(), letter) >
                std::count(hand_drawn_.begin(), hand_drawn_.end(), letter)) {
              f.card = letter;
              break;
            }
          }
        }
        const size_t i = f.card != 0 ? hand.find(f.card) : std::string::npos;
        if (i == std::string::npos) return;
        f.to = Place::kHand;
        f.index = static_cast<int>(i);
      } else {
        // Hidden information stays hidden: the opponent's draw flies face down.
        f.to = Place::kBacks;
        f.face_down = true;
      }
      break;
    }
  }
  if (!from.ok || (f.card == 0 && !f.face_down)) return;
  f.flight.from_min = from.min;
  f.flight.from_max = from.max;
  f.flight.tween.start = now;
  f.flight.tween.duration = duration;
  flight_ = f;
}

void Table::DrawFlight(Ui& ui) {
  if (!flight_.has_value()) return;
  const Flight& f = *flight_;
  Rect to;
  switch (f.to) {
    case Place::kHand:
      if (f.index < static_cast<int>(hand_rects_.size())) to = hand_rects_[static_cast<size_t>(f.index)];
      break;
    case Place::kBacks: to = backs_; break;
    case Place::kPile: to = piles_[f.index]; break;
    case Place::kColumn: to = col_last_[f.seat][f.index]; break;
    case Place::kMult: to = mult_last_[f.seat][f.index]; break;
  }
  if (!to.ok) return;
  ImVec2 min, max;
  f.flight.At(ui.time(), to.min, to.max, &min, &max);
  ImDrawList* list = ImGui::GetForegroundDrawList();
  if (f.face_down) {
    DrawBack(ui, list, min, max);
  } else if (f.to == Place::kMult) {
    DrawSideways(ui, list, min, max, f.card);
  } else {
    DrawFace(ui, list, min, max, f.card, false);
  }
  // Named for the tests: a card is in the air.
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ui.NameItem("lfw/flight");
  ImGui::SetCursorScreenPos(cursor);
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  play::Session& session = ctx.session();
  const LostForWords& view = Lfw(session.View());
  const int me = session.viewer();
  const int other = 1 - me;
  cards_.Load(ui.platform());
  cards_.DrawTable(s, p.dark);
  SyncFlight(ui, session);
  if (reward_.NewMove(session)) Cheer(ui, view, me);
  if (session.View().History().size() != seen_moves_ || me != seen_viewer_) {
    seen_moves_ = session.View().History().size();
    seen_viewer_ = me;
    selected_ = -1;
    hints_cache_.clear();
  }
  last_ = view.Events().empty() ? nullptr : &view.Events().back();
  // The Hints switch is the player's, kept in their settings from game to game.
  const auto kept = ui.settings().table_switches.find(kHintsSwitch);
  hints_ = kept != ui.settings().table_switches.end() && kept->second;
  const bool to_move = ctx.ViewerToMove();
  const Targets targets = LegalTargets(view, me, to_move);
  const float width = ImGui::GetContentRegionAvail().x - l.margin;

  // What to do now, in words (and the clock: cards left in the deck).
  std::string banner;
  if (to_move) {
    if (view.phase() == Phase::kDraw) {
      banner = view.draws_left() > 1 ? "Your turn: draw two cards, from the deck or the discard piles."
                                     : "Your turn: draw a card from the deck or a discard pile.";
    } else if (view.settings().play_and_discard) {
      banner = view.played_this_turn()      ? "Your turn: now discard a card."
               : view.discarded_this_turn() ? "Your turn: now play a card to a column."
                                            : "Your turn: play a card to a column and discard one.";
    } else {
      banner = selected_ >= 0 ? "Tap a highlighted column or pile for this card."
                              : "Your turn: choose a card, then play it to a column or discard it.";
    }
  } else {
    banner = session.WaitingText();
  }
  const std::string clock = "Deck: " + std::to_string(view.DeckCount());
  Paragraph(ui, banner, ui.fonts().strong, to_move ? &p.accent : &p.ink_muted, width);
  // The banner's name tells tests (and the browser hook) what is expected now.
  ui.NameItem(!to_move ? "lfw/status/wait" : view.phase() == Phase::kDraw ? "lfw/status/draw" : "lfw/status/act");
  if (drawn_ && drawn_->move + 1 == view.History().size()) {
    // The viewer's own draw, named (the log, which everyone reads, does not).
    const Move& last = view.Events().back().action;
    const std::string from = last.source == Move::Source::kDeck ? "the deck"
                             : last.source == Move::Source::kRed ? "the red pile"
                                                                 : "the black pile";
    Caption(ui, "Last: You drew " + std::string(1, drawn_->letter) + " from " + from + ".   " + clock, width);
  } else if (!session.log().empty()) Caption(ui, "Last: " + session.log().back() + "   " + clock, width);
  else Caption(ui, clock, width);
  if (!cards_.error().empty()) {
    Caption(ui, cards_.error(), width);
    ui.NameItem("lfw/art-error");
  }
  Spacing(l.small_gap);

  // Side by side on wide screens, stacked on phones and portrait tablets.
  if (l.expanded() && width > 1000 * s) {
    const float half = (width - 24 * s) * 0.5f;
    const ImVec2 start = ImGui::GetCursorScreenPos();
    ImGui::BeginGroup();
    ImGui::PushID("them");
    DrawPlayerArea(ui, ctx, view, other, false, half, targets);
    ImGui::PopID();
    ImGui::EndGroup();
    const float bottom_a = ImGui::GetItemRectMax().y;
    ImGui::SetCursorScreenPos(ImVec2(start.x + half + 24 * s, start.y));
    ImGui::BeginGroup();
    DrawPlayerArea(ui, ctx, view, me, true, half, targets);
    ImGui::EndGroup();
    const float bottom = std::max(bottom_a, ImGui::GetItemRectMax().y);
    ImGui::SetCursorScreenPos(ImVec2(start.x, bottom + l.small_gap));
    ImGui::Dummy(ImVec2(width, 1));
    DrawPiles(ui, ctx, view, std::min(width, 900 * s), targets);
  } else {
    ImGui::PushID("them");
    DrawPlayerArea(ui, ctx, view, other, false, width, targets, /*rows=*/true);
    ImGui::PopID();
    Spacing(l.small_gap);
    DrawPiles(ui, ctx, view, width, targets);
    Spacing(l.small_gap);
    DrawPlayerArea(ui, ctx, view, me, true, width, targets);
  }
  Spacing(l.small_gap);
  if (SwitchRow(ui, "lfw/hints", "Hints", "Show a few words each of your columns could still become.", &hints_,
                std::min(width, 560 * s))) {
    hints_cache_.clear();
    Settings changed = ui.settings();
    changed.table_switches[kHintsSwitch] = hints_;
    (void)ui.ChangeSettings(changed);  // a refusal to save is shown on the Settings page; the switch still applies
  }
  reward_.Draw(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] End of game, options, rules, the entry
//-----------------------------------------------------------------------------

void Table::DrawBreakdown(Ui& ui, const play::Session& session) {
  const Layout& l = ui.layout();
  const LostForWords& game = Lfw(session.View());
  const float width = ImGui::GetContentRegionAvail().x - l.margin;
  for (int seat = 0; seat < game.NumSeats(); ++seat) {
    const std::vector<ColumnScore> rows = game.Breakdown(seat);
    int total = 0;
    for (const ColumnScore& r : rows) total += r.total;
    Heading(ui, session.names()[static_cast<size_t>(seat)] + ": " + std::to_string(total));
    Spacing(l.small_gap * 0.5f);
    const std::string id = "breakdown" + std::to_string(seat);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.palette().ink);
    ImGui::PushFont(l.compact() ? ui.fonts().small : ui.fonts().body);
    if (ImGui::BeginTable(id.c_str(), 1 + kColumns,
                          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp,
                          ImVec2(std::min(width, 900 * l.scale), 0))) {
      ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 1.5f);
      static const char* kHeads[] = {"1st", "2nd", "3rd", "4th", "5th"};
      for (const char* h : kHeads) ImGui::TableSetupColumn(h, ImGuiTableColumnFlags_WidthStretch, 1.0f);
      ImGui::TableHeadersRow();
      auto row = [&](const char* label, auto cell) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(label);
        for (int c = 0; c < kColumns; ++c) {
          ImGui::TableSetColumnIndex(c + 1);
          const std::string text = cell(c, rows[static_cast<size_t>(c)]);
          ImGui::TextUnformatted(text.c_str());
        }
      };
      row("Word", [&](int c, const ColumnScore&) {
        const std::string& w = game.ColumnAt(seat, c).letters;
        return w.empty() ? std::string("-") : w;
      });
      row("Base value", [](int, const ColumnScore& r) { return std::to_string(r.base); });
      row("Points", [](int, const ColumnScore& r) { return std::to_string(r.points); });
      row("Sub-total", [](int, const ColumnScore& r) { return std::to_string(r.subtotal); });
      row("Multiplier", [](int, const ColumnScore& r) { return r.factor > 1 ? "x" + std::to_string(r.factor) : std::string("-"); });
      row("Bonus", [](int, const ColumnScore& r) { return std::to_string(r.bonus); });
      row("Total", [](int, const ColumnScore& r) { return std::to_string(r.total); });
      ImGui::EndTable();
    }
    ImGui::PopFont();
    ImGui::PopStyleColor();
    Spacing(l.gap);
  }
}

std::string Describe(const Game& game, size_t index, const std::vector<std::string>& names) {
  const int seat = game.History()[index].seat;
  return Lfw(game).Describe(index, names[static_cast<size_t>(seat)]);
}


}  // namespace

namespace games::lost_for_words {

const GameUi& Screens() {
  static const GameUi ui = [] {
    GameUi g;
    g.id = "lost-for-words";
    g.describe = Describe;
    g.make_table = [] { return std::make_unique<Table>(); };
    g.make_card_sheet = MakeCardSheet;
    return g;
  }();
  return ui;
}

}  // namespace games::lost_for_words

}  // namespace lf::ui
