// Lost for Words on screen: set-up options, the table, the end-of-game
// table of the rulebook, the rules page. The shared screens (game_screens.cpp)
// do the rest.
//
// Layout. The table fits the play screen's content column. On phones and
// portrait tablets the opponent's columns are five rows of a fixed height
// over your own columns, the piles under them; on wide screens the two
// players' columns stand side by side, the piles under them. So the piles
// sit next to the hand's dock, and while you draw, the piles and your
// columns' ends (their last letters, values and "✓ word") are in view
// together however long your words grow (the columns' tops go up out of
// view first). Whenever the table is taller than the screen the view
// follows the play (ui/play/card_motion.h, ViewFollow): your own columns'
// ends when your turn starts, the piles and your columns' ends while you
// draw, and the place of the opponent's move while they play; your own
// scrolling wins.
//
// Motion. Every card of every move travels from where it was to where it
// goes (the bot's too, face down when nobody may see it), the deal as well;
// a column that becomes a word sounds the claim; the game's last card stays
// on the table a moment before the results (HoldsFinalTable).
//
// Named items: lfw/hand/<i>/<L> (own hand, sorted, i from 0), lfw/col/<c>
// (own column c = 1..5, a letter goes at the end of its word), lfw/mult/<c>
// (the same column's multiplier strip, a vowel goes sideways), lfw/score/<c>
// (own column's value and state under it), lfw/deck, lfw/pile/red,
// lfw/pile/black (discard onto it, or draw from it), lfw/hints (the switch),
// lfw/hint/<column> (a column's hint line, while hints are on), (a hand card
// may also be dragged onto a column, a strip or a pile), the banner:
// lfw/status/act, lfw/status/draw (the viewer's move), lfw/status/wait or
// lfw/status/over (the last move held on the table); lfw/flight (a card in
// the air; lfw/fade under Reduce motion; lfw/deal while dealing) with
// lfw/flying/<card>/<place> beside it ("E/column/1/3", "back/backs"), and
// lfw/mark/<place> (where the last move put its card: "column/1/3",
// "mult/1/2", "pile/red", "backs").
//
// Index
//   [SECTION] Places on the table
//   [SECTION] Columns
//   [SECTION] The table
//   [SECTION] Motion: every card of every move, the deal, the view
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
#include "ui/play/card_motion.h"
#include "ui/play/reward.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace {

using lost_for_words::Column;
using lost_for_words::ColumnScore;
using lost_for_words::kColumns;
using lost_for_words::LostForWords;
using lost_for_words::Move;
using lost_for_words::Phase;
using lost_for_words::Pile;

const LostForWords& Lfw(const Game& game) { return static_cast<const LostForWords&>(game); }

constexpr const char* kCardPayload = "lfw-card";

// True when a hand card was dropped on the last item; `*index` is the card.
bool AcceptCardDrop(int* index) { return AcceptIntDrop(kCardPayload, index); }

// The width of the play screen's content column (game_screens.cpp lays the
// table out in it): the table never runs past it.
float PlayWidth(const Layout& l) { return std::min(l.width - 2 * l.margin, 1180 * l.scale); }

//-----------------------------------------------------------------------------
// [SECTION] Places on the table
//-----------------------------------------------------------------------------
// Every place a card can be, as one number: the key of its rectangle on
// screen and of the cards on their way there; and the table's parts the
// view brings into sight.

namespace place {
constexpr int kHand = 0;      // + slot of the viewer's sorted hand (in the dock)
constexpr int kBacks = 100;   // the other player's hand
constexpr int kPile = 200;    // + 0 deck, 1 red, 2 black: the top card
constexpr int kColumn = 300;  // + seat * 10 + column: the column's last letter
constexpr int kMult = 400;    // + seat * 10 + column: its last multiplier
constexpr int kOwnArea = 500, kPiles = 501, kOpponentArea = 502;  // parts of the table
}  // namespace place

std::string PlaceName(int p) {
  using namespace place;
  const auto column = [](int k) { return std::to_string(k / 10) + "/" + std::to_string(k % 10 + 1); };
  if (p < kBacks) return "hand/" + std::to_string(p - kHand);
  if (p < kPile) return "backs";
  if (p < kColumn) return p == kPile ? "deck" : p == kPile + 1 ? "pile/red" : "pile/black";
  if (p < kMult) return "column/" + column(p - kColumn);
  return "mult/" + column(p - kMult);
}

int PileIndex(Pile pile) { return pile == Pile::kRed ? 1 : 2; }

//-----------------------------------------------------------------------------
// [SECTION] Columns
//-----------------------------------------------------------------------------

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
  m.card_w = std::min(m.card_w, l.height * 0.16f / 1.38f);  // a short screen keeps its table
  m.card_h = std::max(m.card_w * 1.38f, l.target);
  m.lift = 10 * s;
  return m;
}

//-----------------------------------------------------------------------------
// [SECTION] The table
//-----------------------------------------------------------------------------

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override;
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  float DockHeight(Ui& ui, const play::Session& session, float width) override;
  void DrawDock(Ui& ui, TableContext& ctx, float width) override;
  bool HoldsFinalTable(Ui& ui, const play::Session& session) override;
  bool FollowsThePlay() const override { return true; }  // follow_

 private:
  struct Targets {
    bool col[kColumns] = {};
    bool mult[kColumns] = {};
    bool deck = false, red = false, black = false;
  };
  using Rect = PlaceRect;
  // What a card in the air looks like.
  struct Flying {
    char card = 0;
    bool face_down = false;
    bool sideways = false;  // a multiplier
    char under = 0;         // onto a pile: the pile's top until it lands (0: none)
  };

  Targets LegalTargets(const LostForWords& view, int seat, bool to_move) const;
  // `body_room`: the height your own columns' letters may take (0: any).
  void DrawPlayerArea(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, bool own, float width,
                      const Targets& targets, bool rows = false, float body_room = 0);
  float PilesHeight(Ui& ui, float width) const;
  // What the screen leaves for your columns' letters once the piles, the
  // name line, the strips and the footers are on it.
  float BodyRoom(Ui& ui, float width, float piles_width) const;
  void DrawColumn(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, int c, bool own, ImVec2 min,
                  const ColumnGeometry& g, const Targets& targets);
  // The opponent's columns as five rows of a fixed height (stacked layouts):
  // however long their words grow, your own area below never moves.
  void DrawOpponentRows(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, float width);
  void DrawPiles(Ui& ui, TableContext& ctx, const LostForWords& view, float width, const Targets& targets);
  void DrawHand(Ui& ui, TableContext& ctx, const LostForWords& view, float width);
  void StatusLine(const play::Session& session, bool to_move, std::string* text, const char** name) const;
  float StatusHeight(Ui& ui) const;
  void TapColumn(TableContext& ctx, const LostForWords& view, int c, bool sideways);
  void TapPile(TableContext& ctx, const LostForWords& view, Pile pile);
  const std::vector<std::string>& HintsFor(const LostForWords& view, int seat, int c);
  // Marks where the last move put its card (so that a bot's move can be
  // followed), named lfw/mark/<place>.
  void DrawLastMove(Ui& ui, ImDrawList* list, int place, ImVec2 min, ImVec2 max);
  bool Marked(int place) const { return std::find(marks_.begin(), marks_.end(), place) != marks_.end() && !InAir(place); }

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
  void Cheer(Ui& ui, const LostForWords& view, int me, double delay);

  // Motion (see [SECTION] Motion).
  bool Record(const play::Session& session) const { return watch_.Current(session); }
  void Note(const play::Session& session, int place, ImVec2 min, ImVec2 max) {
    if (Record(session)) rects_[place] = Rect{min, max, true};
  }
  bool InAir(int place) const { return motion_.InAir(place); }
  void SyncMotion(Ui& ui, const play::Session& session);
  void PlanDeal(Ui& ui, const play::Session& session);
  void PlanMove(Ui& ui, const play::Session& session);
  void DrawMotion(Ui& ui);
  void FollowThePlay(Ui& ui, const play::Session& session, bool to_move);

  std::map<int, Rect> rects_, before_;  // where everything was drawn: this frame's, and before the last move
  std::string hand_drawn_;              // the viewer's hand as last drawn
  char pile_tops_[3] = {};              // the piles' tops as last drawn (the deck: 0)
  CardMotion<Flying> motion_;
  bool deal_ = false;  // the cards in the air are the deal's
  HandSlides slides_;   // the hand's cards making room in the sorted hand
  TimedSounds sounds_;  // a word's claim as its letter lands
  std::vector<int> marks_;                        // where the last move put its card
  ViewFollow follow_;
  enum class Follow { kNone, kMove, kMyTurn, kMyDraw };
  Follow follow_next_ = Follow::kNone;
  int follow_place_ = -1;  // kMove: where to look
  // What the view keeps to through the person's turn (kMyTurn, kMyDraw;
  // kNone once they scroll), and where it was, in the table's coordinates.
  Follow kept_ = Follow::kNone;
  float kept_top_ = 0, kept_bottom_ = 0;
  Phase shown_phase_ = Phase::kOver;
  bool was_to_move_ = false;

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
  MoveWatch watch_;  // which move the table last showed
  bool hints_ = false;
  static constexpr const char* kHintsSwitch = "lost-for-words/hints";
  std::map<int, std::vector<std::string>> hints_cache_;  // by column, for the move last seen
  FinalTableHold final_;  // the last card stays on the table a moment
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

void Table::DrawLastMove(Ui& ui, ImDrawList* list, int place, ImVec2 min, ImVec2 max) {
  const float s = ui.layout().scale;
  list->AddRect(ImVec2(min.x - 2 * s, min.y - 2 * s), ImVec2(max.x + 2 * s, max.y + 2 * s), Col(ui.palette().notice),
                7 * s, 0, 2.5f * s);
  const ImVec2 cursor = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  ImGui::Dummy(ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ui.NameItem("lfw/mark/" + PlaceName(place));
  ImGui::SetCursorScreenPos(cursor);
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
  const play::Session& session = ctx.session();
  const int key = seat * 10 + c;

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
  if (column.multipliers > 0) {
    const float card_w = std::min(g.width * 0.42f, g.strip * 1.5f);
    for (int m = 0; m < column.multipliers; ++m) {
      const float x = strip_min.x + 4 * s + static_cast<float>(m) * card_w * 0.45f;
      const ImVec2 a(x, strip_min.y + 3 * s), b(x + card_w, strip_max.y - 3 * s);
      const bool last = m + 1 == column.multipliers;
      if (last) Note(session, place::kMult + key, a, b);
      if (last && InAir(place::kMult + key)) continue;  // still in the air
      DrawSideways(ui, list, a, b, column.multiplier);
    }
    const std::string factor = "x" + std::to_string(column.factor());
    const ImVec2 fs = MeasureText(ui.fonts().strong, factor);
    DrawText(list, ui.fonts().strong, ImVec2(strip_max.x - fs.x - 6 * s, (strip_min.y + strip_max.y - fs.y) * 0.5f),
             p.ink, factor);
    if (Marked(place::kMult + key) || IsLast(seat, Move::Kind::kMultiplier, c))
      DrawLastMove(ui, list, place::kMult + key, strip_min, strip_max);
  } else {
    // Where the first multiplier would go.
    const float card_w = std::min(g.width * 0.42f, g.strip * 1.5f);
    Note(session, place::kMult + key, ImVec2(strip_min.x + 4 * s, strip_min.y + 3 * s),
         ImVec2(strip_min.x + 4 * s + card_w, strip_max.y - 3 * s));
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
  if (column.letters.empty()) {
    Note(session, place::kColumn + key, ImVec2(body_min.x + 3 * s, body_min.y + 1 * s),
         ImVec2(body_max.x - 3 * s, body_min.y + g.chip - 1 * s));
  }
  for (size_t i = 0; i < column.letters.size(); ++i) {
    const float y = body_min.y + static_cast<float>(i) * g.chip;
    const ImVec2 a(body_min.x + 3 * s, y + 1 * s), b(body_max.x - 3 * s, y + g.chip - 1 * s);
    const bool last = i + 1 == column.letters.size();
    if (last) Note(session, place::kColumn + key, a, b);
    if (last && InAir(place::kColumn + key)) continue;  // still in the air
    DrawFace(ui, list, a, b, column.letters[i], false);
    if (last && (Marked(place::kColumn + key) || IsLast(seat, Move::Kind::kPlay, c)))
      DrawLastMove(ui, list, place::kColumn + key, a, b);
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
    if (own) {
      ImGui::SetCursorScreenPos(ImVec2(min.x, body_max.y));
      ImGui::Dummy(ImVec2(g.width, g.footer));
      ui.NameItem("lfw/score/" + number);
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(min.x, max.y));
}

void Table::DrawOpponentRows(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, float width) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const play::Session& session = ctx.session();
  const float row_h = 36 * s, gap = 4 * s;
  // The number, the multipliers (a small sideways card for each, fanned so
  // that the letter of each stays whole) and the factor.
  const float mult_w = 28 * s, mult_step = 7 * s;
  ImFont* factor_font = ui.fonts().strong;
  const float factor_w = MeasureText(factor_font, "x4").x;
  const float number_w = 16 * s;
  const float label_w = number_w + mult_w + 2 * mult_step + 6 * s + factor_w + 6 * s;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int c = 0; c < kColumns; ++c) {
    const Column& column = view.ColumnAt(seat, c);
    const int key = seat * 10 + c;
    const ImVec2 min(origin.x, origin.y + static_cast<float>(c) * (row_h + gap));
    const ImVec2 max(min.x + width, min.y + row_h);
    list->AddRectFilled(min, max, Col(p.sunken), 6 * s);
    const std::string number = std::to_string(c + 1);
    DrawText(list, ui.fonts().small, ImVec2(min.x + 6 * s, min.y + (row_h - MeasureText(ui.fonts().small, number).y) * 0.5f),
             p.ink_muted, number);
    const ImVec2 mult0(min.x + number_w, min.y + 5 * s);
    if (column.multipliers == 0) Note(session, place::kMult + key, mult0, ImVec2(mult0.x + mult_w, max.y - 5 * s));
    if (column.multipliers > 0) {
      for (int m = 0; m < column.multipliers; ++m) {
        const ImVec2 a(mult0.x + static_cast<float>(m) * mult_step, mult0.y), b(a.x + mult_w, max.y - 5 * s);
        const bool last = m + 1 == column.multipliers;
        if (last) Note(session, place::kMult + key, a, b);
        if (last && InAir(place::kMult + key)) continue;
        DrawSideways(ui, list, a, b, column.multiplier);
      }
      const std::string factor = "x" + std::to_string(column.factor());
      const ImVec2 fs = MeasureText(factor_font, factor);
      DrawText(list, factor_font, ImVec2(mult0.x + mult_w + 2 * mult_step + 6 * s, min.y + (row_h - fs.y) * 0.5f), p.ink,
               factor);
      if (Marked(place::kMult + key) || IsLast(seat, Move::Kind::kMultiplier, c))
        DrawLastMove(ui, list, place::kMult + key, ImVec2(min.x + number_w - 2 * s, min.y), ImVec2(min.x + label_w, max.y));
    }
    // Its value if the game ended now, and whether it can still be a word.
    float value_w = 0;
    if (!column.empty()) {
      const ColumnScore score = view.ColumnValue(seat, c);
      const bool alive = view.ColumnAlive(seat, c);
      const std::string value = (score.total > 0 ? "+" : "") + std::to_string(score.total) + " " +
                                (score.valid ? std::string("\xE2\x9C\x93 word") : alive ? "can grow" : "\xE2\x9C\x97 dead");
      const ImVec2 vs = MeasureText(ui.fonts().small, value);
      value_w = vs.x + 14 * s;
      DrawText(list, ui.fonts().small, ImVec2(max.x - vs.x - 8 * s, min.y + (row_h - vs.y) * 0.5f),
               score.valid ? p.good : alive ? p.ink_muted : p.bad, value);
    }
    // The word, left to right; a long one gets smaller squares, never overlapping.
    const float room = width - label_w - value_w;
    const size_t n = column.letters.size();
    const float full = row_h - 4 * s;
    const float step = n == 0 ? full : std::min(full + 2 * s, room / static_cast<float>(n));
    const float chip = std::max(std::min(full, step - 2 * s), 14 * s);
    if (n == 0) {
      Note(session, place::kColumn + key, ImVec2(min.x + label_w, min.y + 2 * s),
           ImVec2(min.x + label_w + full, min.y + 2 * s + full));
    }
    for (size_t i = 0; i < n; ++i) {
      const ImVec2 a(min.x + label_w + static_cast<float>(i) * step, min.y + (row_h - chip) * 0.5f), b(a.x + chip, a.y + chip);
      const bool last = i + 1 == n;
      if (last) Note(session, place::kColumn + key, a, b);
      if (last && InAir(place::kColumn + key)) continue;
      DrawFace(ui, list, a, b, column.letters[i], false);
      if (last && (Marked(place::kColumn + key) || IsLast(seat, Move::Kind::kPlay, c)))
        DrawLastMove(ui, list, place::kColumn + key, a, b);
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + kColumns * (row_h + gap)));
  ImGui::Dummy(ImVec2(width, 1));
}

void Table::DrawPlayerArea(Ui& ui, TableContext& ctx, const LostForWords& view, int seat, bool own, float width,
                           const Targets& targets, bool rows, float body_room) {
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
    const int coming = motion_.CountInAir(place::kBacks);  // the cards they drew, on their way
    for (int i = 0; i < std::min(count - coming, 10); ++i) {
      const float x = right - cs.x - 10 * s - back_w - static_cast<float>(i) * back_w * 0.45f;
      DrawBack(ui, list, ImVec2(x, top.y), ImVec2(x + back_w, top.y + back_h));
    }
    const float x = right - cs.x - 10 * s - back_w;
    Note(session, place::kBacks, ImVec2(x, top.y), ImVec2(x + back_w, top.y + back_h));
    if (Marked(place::kBacks)) {
      const float fan = back_w * 0.45f * static_cast<float>(std::max(0, std::min(count, 10) - 1));
      DrawLastMove(ui, list, place::kBacks, ImVec2(x - fan, top.y), ImVec2(x + back_w, top.y + back_h));
    }
  }
  ImGui::Dummy(ImVec2(width, MeasureText(ui.fonts().strong, head).y + 6 * s));
  if (rows) {
    DrawOpponentRows(ui, ctx, view, seat, width);
    Note(session, own ? place::kOwnArea : place::kOpponentArea, top, ImVec2(top.x + width, ImGui::GetItemRectMax().y));
    return;
  }

  ColumnGeometry g;
  const float gap = (l.compact() ? 4 : 8) * s;
  g.width = (width - gap * (kColumns - 1)) / kColumns;
  g.chip = std::clamp(g.width * 0.42f, 24 * s, own ? 40 * s : 32 * s);
  g.strip = std::max(g.chip, own ? l.target : 24 * s);  // your strip is a tap target of its own
  g.footer = std::round(MeasureText(ui.fonts().strong, "-40").y + MeasureText(ui.fonts().small, "can grow").y + 6 * s);
  int longest = 0;
  for (int c = 0; c < kColumns; ++c) longest = std::max(longest, static_cast<int>(view.ColumnAt(seat, c).letters.size()));
  // Room for the next letter of your own columns; phones keep it short so
  // the footers (value, "can grow") stay near the hand.
  g.rows = std::max(own ? (l.compact() ? 4 : 5) : 3, longest + (own ? 1 : 0));
  // A long word packs its letters closer (shorter chips, never overlapping)
  // so that your columns, their footers and the piles fit on the screen together.
  if (own && body_room > 0) g.chip = std::max(std::min(g.chip, body_room / static_cast<float>(g.rows)), 16 * s);

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int c = 0; c < kColumns; ++c) {
    DrawColumn(ui, ctx, view, seat, c, own, ImVec2(origin.x + static_cast<float>(c) * (g.width + gap), origin.y), g,
               targets);
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + g.Height()));
  ImGui::Dummy(ImVec2(width, 1));
  Note(session, own ? place::kOwnArea : place::kOpponentArea, top, ImVec2(top.x + width, origin.y + g.Height()));

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

float Table::PilesHeight(Ui& ui, float width) const {
  const Layout& l = ui.layout();
  const float s = l.scale;
  const float slot_w = (width - 2 * 10 * s) / 3;
  const bool narrow = slot_w < 200 * s;
  const float title_h = narrow ? MeasureText(ui.fonts().small, "Deck").y + 4 * s : 0.0f;
  const float card_w = std::min(56 * s, slot_w * (narrow ? 0.36f : 0.42f));
  return std::max(title_h + card_w * 1.35f + 8 * s, l.target);
}

float Table::BodyRoom(Ui& ui, float width, float piles_width) const {
  const Layout& l = ui.layout();
  const float s = l.scale;
  const float head = MeasureText(ui.fonts().strong, "Ag").y + 6 * s;
  const float column_w = (width - (l.compact() ? 4 : 8) * s * (kColumns - 1)) / kColumns;
  const float strip = std::max(std::clamp(column_w * 0.42f, 24 * s, 40 * s), l.target);
  const float footer = MeasureText(ui.fonts().strong, "-40").y + MeasureText(ui.fonts().small, "can grow").y + 6 * s;
  // Between your area and the piles (Draw): the closing lines, the gap and
  // Dear ImGui's spacing after each; the spacing under the name line; and
  // ViewFollow's margins (8 px at each end of the window).
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float between = 2 + l.small_gap + 2 * spacing;
  return ImGui::GetWindowHeight() - PilesHeight(ui, piles_width) - between - head - spacing - strip - footer - 16 * s;
}

void Table::DrawPiles(Ui& ui, TableContext& ctx, const LostForWords& view, float width, const Targets& targets) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const play::Session& session = ctx.session();
  const float gap = 10 * s;
  const float slot_w = (width - 2 * gap) / 3;
  // Narrow slots (phones) put the title on a line of its own above the card,
  // so that no word has to break.
  const bool narrow = slot_w < 200 * s;
  const float title_h = narrow ? MeasureText(ui.fonts().small, "Deck").y + 4 * s : 0.0f;
  const float card_w = std::min(56 * s, slot_w * (narrow ? 0.36f : 0.42f)), card_h = card_w * 1.35f;
  const float height = PilesHeight(ui, width);
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
    Note(session, place::kPile + i, cmin, cmax);
    if (Record(session)) pile_tops_[i] = slot.top == '#' ? 0 : slot.top;
    if (const auto* coming = motion_.Heading(place::kPile + i)) {
      // The discard is still in the air: the pile shows what it covers.
      if (coming->card.under != 0) {
        DrawFace(ui, list, cmin, cmax, coming->card.under, false);
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
      if (Marked(place::kPile + i) ||
          (last_ != nullptr && last_->action.kind == Move::Kind::kDiscard && last_->card == slot.top &&
           PileIndex(lost_for_words::PileOf(last_->card)) == i)) {
        DrawLastMove(ui, list, place::kPile + i, cmin, cmax);
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
  Note(session, place::kPiles, origin, ImVec2(origin.x + width, origin.y + height));
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + height));
  ImGui::Dummy(ImVec2(width, 1));
}

void Table::DrawHand(Ui& ui, TableContext& ctx, const LostForWords& view, float width) {
  const Layout& l = ui.layout();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const play::Session& session = ctx.session();
  const int seat = session.viewer();
  const std::string& hand = view.Hand(seat);
  const HandMetrics m = MeasureHand(l, static_cast<int>(hand.size()), width);
  const float gap = m.gap, card_w = m.card_w, card_h = m.card_h, lift = m.lift;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float total = static_cast<float>(hand.size()) * card_w + gap * static_cast<float>(std::max<int>(0, static_cast<int>(hand.size()) - 1));
  const float x0 = origin.x + std::max(0.0f, (width - total) * 0.5f);
  if (Record(session)) hand_drawn_ = hand;
  const double now = ui.time();
  bool marked = false;  // the drawn card is marked once, even if the hand holds two of its letter
  for (size_t i = 0; i < hand.size(); ++i) {
    const char letter = hand[i];
    const bool selected = static_cast<int>(i) == selected_;
    ImVec2 min(x0 + static_cast<float>(i) * (card_w + gap), origin.y + (selected ? 0 : lift));
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
    Note(session, place::kHand + static_cast<int>(i), min, ImVec2(min.x + card_w, min.y + card_h));
    if (dragged) {
      DrawSlot(ui, list, min, ImVec2(min.x + card_w, min.y + card_h));
      continue;
    }
    if (InAir(place::kHand + static_cast<int>(i))) continue;  // a drawn card still in the air: its place waits
    min = slides_.At(ui, i, min);  // a card making room for the one drawn (the hand stays sorted)
    DrawFace(ui, list, min, ImVec2(min.x + card_w, min.y + card_h), letter, selected);
    const bool fresh = drawn_ && !marked && letter == drawn_->letter && now - drawn_->at < kDrawnMarkSeconds &&
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
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + card_h + lift));
  ImGui::Dummy(ImVec2(width, 1));
}

// What to do now, in words, and its name (lfw/status/...): what the
// tests and the browser hook read as what is expected now.
void Table::StatusLine(const play::Session& session, bool to_move, std::string* text, const char** name) const {
  const LostForWords& view = Lfw(session.View());
  *name = "lfw/status/wait";
  if (view.IsTerminal()) {
    *text = "The deck is empty: the game is over.";
    *name = "lfw/status/over";
  } else if (to_move) {
    *name = view.phase() == Phase::kDraw ? "lfw/status/draw" : "lfw/status/act";
    if (view.phase() == Phase::kDraw) {
      *text = view.draws_left() > 1 ? "Your turn: draw two cards, from the deck or the piles."
                                    : "Your turn: draw a card from the deck or a pile.";
    } else if (view.settings().play_and_discard) {
      *text = view.played_this_turn()      ? "Your turn: now discard a card."
              : view.discarded_this_turn() ? "Your turn: now play a card to a column."
                                           : "Your turn: play a card to a column and discard one.";
    } else {
      *text = selected_ >= 0 ? "Tap a highlighted column or pile for this card."
                             : "Your turn: choose a card, then a column or a pile.";
    }
  } else {
    *text = session.WaitingText();
  }
}

// The dock: what to do now (two lines on a phone, one elsewhere), the clock
// and the scores, the hand.
float Table::StatusHeight(Ui& ui) const {
  return std::ceil((ui.layout().compact() ? 2 : 1) * MeasureText(ui.fonts().strong, "Ag").y + 2 * ui.layout().scale);
}

float Table::DockHeight(Ui& ui, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const HandMetrics m = MeasureHand(l, static_cast<int>(Lfw(session.View()).Hand(session.viewer() < 0 ? 0 : session.viewer()).size()), width);
  return StatusHeight(ui) + m.card_h + m.lift + 1.5f * l.small_gap + MeasureText(ui.fonts().small, "Deck").y + 2 * l.scale;
}

void Table::DrawDock(Ui& ui, TableContext& ctx, float width) {
  cards_.Load(ui.platform());
  // The clock and the scores stay in view with the hand, however far the
  // table is scrolled. No Dummy here: item spacing would push the hand
  // past the dock's height.
  const LostForWords& view = Lfw(ctx.session().View());
  const Palette& p = ui.palette();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 top(ImGui::GetCursorScreenPos().x, ImGui::GetCursorScreenPos().y + ui.layout().small_gap * 0.5f);
  std::string status;
  const char* status_name = nullptr;
  const bool to_move = ctx.ViewerToMove();
  StatusLine(ctx.session(), to_move, &status, &status_name);
  const float status_h = StatusHeight(ui);
  ImFont* font = MeasureText(ui.fonts().strong, status, width).y <= status_h ? ui.fonts().strong : ui.fonts().small;
  const ImVec2 ts = MeasureText(font, status, width);
  dl->PushClipRect(top, ImVec2(top.x + width, top.y + status_h), true);
  DrawText(dl, font, top, to_move ? p.accent : p.ink_muted, status, width);
  dl->PopClipRect();
  ImGui::SetCursorScreenPos(top);
  ImGui::Dummy(ImVec2(std::max(1.0f, std::min(ts.x, width)), std::max(1.0f, std::min(ts.y, status_h))));
  ui.NameItem(status_name);
  const ImVec2 at(top.x, top.y + status_h);
  std::string line = "Deck: " + std::to_string(view.DeckCount()) + " left";
  const std::vector<int> scores = view.Scores();
  for (size_t seat = 0; seat < scores.size(); ++seat) {
    line += "   \xC2\xB7   " + ctx.session().names()[seat] + " " + std::to_string(scores[seat]);
  }
  DrawText(dl, ui.fonts().small, at, p.ink_muted, line, width);
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + MeasureText(ui.fonts().small, line).y + 2 * ui.layout().scale));
  DrawHand(ui, ctx, view, width);
  // Last of the frame: every place has its rectangle by now.
  DrawMotion(ui);
}

void Table::Cheer(Ui& ui, const LostForWords& view, int me, double delay) {
  if (view.Events().empty() || view.Events().back().seat != me) return;
  const int bonus = lost_for_words::LongWordBonusEarned(view, view.Events().size() - 1);
  if (bonus <= 0) return;
  const Move& action = view.Events().back().action;
  const Column& column = view.ColumnAt(me, action.column);
  reward_.Start(ui, me * 10 + action.column,
                std::to_string(column.letters.size()) + " letters! +" + std::to_string(bonus), "lfw-long",
                static_cast<float>(delay));
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
  SyncMotion(ui, session);
  motion_.Update(ui);
  sounds_.Update(ui);
  last_ = view.Events().empty() ? nullptr : &view.Events().back();
  // The Hints switch is the player's, kept in their settings from game to game.
  const auto kept = ui.settings().table_switches.find(kHintsSwitch);
  hints_ = kept != ui.settings().table_switches.end() && kept->second;
  const bool to_move = ctx.ViewerToMove();
  const Targets targets = LegalTargets(view, me, to_move);
  const float width = PlayWidth(l);

  // What to do now is said in the dock (StatusLine), always in view.
  const std::string clock = "Deck: " + std::to_string(view.DeckCount());
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

  // Side by side on wide screens (a landscape tablet at large text too),
  // stacked on phones and portrait tablets.
  const bool side_by_side = (l.expanded() && width > 1000 * s) || (l.landscape && width >= 760 * s);
  if (side_by_side) {
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
    DrawPlayerArea(ui, ctx, view, me, true, half, targets, false, BodyRoom(ui, half, std::min(width, 900 * s)));
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
    DrawPlayerArea(ui, ctx, view, me, true, width, targets, false, BodyRoom(ui, width, width));
    Spacing(l.small_gap);
    DrawPiles(ui, ctx, view, width, targets);
  }
  Spacing(l.small_gap);
  if (SwitchRow(ui, "lfw/hints", "Hints", "Show a few words each of your columns could still become.", &hints_,
                std::min(width, 560 * s))) {
    hints_cache_.clear();
    Settings changed = ui.settings();
    changed.table_switches[kHintsSwitch] = hints_;
    (void)ui.ChangeSettings(changed);  // a refusal to save is shown on the Settings page; the switch still applies
  }
  FollowThePlay(ui, session, to_move);
  reward_.Draw(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] Motion: every card of every move, the deal, the view
//-----------------------------------------------------------------------------

// Once a frame, before anything is drawn: a new move (or a new game) sets
// its card moving; a resume, an undo or the table handed to another player
// shows the table as it is.
void Table::SyncMotion(Ui& ui, const play::Session& session) {
  const TableNews news = watch_.See(session);
  if (news == TableNews::kNone) return;
  motion_.Finish();
  sounds_.Clear();
  marks_.clear();
  slides_.Clear();
  before_ = rects_;
  selected_ = -1;
  hints_cache_.clear();
  deal_ = news == TableNews::kDeal;
  if (deal_) {
    PlanDeal(ui, session);
  } else if (news == TableNews::kMove) {
    const std::string hand_before = hand_drawn_;
    PlanMove(ui, session);
    slides_.Plan(ui, hand_before, Lfw(session.View()).Hand(session.viewer()), before_, place::kHand,
                 [&](int i) { return InAir(place::kHand + i); });
  }
}

void Table::PlanDeal(Ui& ui, const play::Session& session) {
  if (ui.MotionSeconds(1.0f) <= 0) return;  // Reduce motion: the table is simply there
  const LostForWords& view = Lfw(session.View());
  const int me = session.viewer();
  const double pace = ui.settings().bot_hold_seconds();
  const float flight = ui.MotionSeconds(0.3f);
  const int count = 2 * lost_for_words::kHandSize;
  const float stagger = std::clamp(static_cast<float>(pace - flight) / static_cast<float>(count), 0.01f, 0.045f);
  // From the deck (drawn this frame; until then, the middle of the screen).
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float w = 40 * ui.layout().scale;
  Rect from{ImVec2(display.x * 0.5f - w * 0.5f, display.y * 0.45f), ImVec2(display.x * 0.5f + w * 0.5f, display.y * 0.45f + w * 1.35f), true};
  if (const auto it = rects_.find(place::kPile); it != rects_.end()) from = it->second;
  ui.PlaySound(Sound::kShuffle);
  double t = ui.time();
  for (int k = 0; k < count; ++k) {
    const int seat = k % 2;
    const int slot = k / 2;
    Flying card;
    int to = place::kBacks;
    if (seat == me) {
      const std::string& hand = view.Hand(me);
      if (slot >= static_cast<int>(hand.size())) continue;
      card.card = hand[static_cast<size_t>(slot)];
      to = place::kHand + slot;
    } else {
      card.face_down = true;
    }
    MovingCard<Flying> item = Moving(card, to, from, t, flight);
    item.sound_leave = false;
    item.sound_land = k % 3 == 0;
    t += stagger;
    motion_.Add(std::move(item));
  }
}

// The card of the last move travels from where it was (the rectangles of
// the frame before the move) to where it is now.
void Table::PlanMove(Ui& ui, const play::Session& session) {
  const LostForWords& view = Lfw(session.View());
  const int me = session.viewer();
  if (view.Events().empty()) return;
  const lost_for_words::Event& e = view.Events().back();
  const int seat = e.seat;
  const bool own = seat == me;
  const double now = ui.time();
  if (own && e.action.kind == Move::Kind::kDraw) {
    // Which card is new: the letter the hand holds once more than before.
    const std::string& hand = view.Hand(me);
    for (char letter : hand) {
      if (std::count(hand.begin(), hand.end(), letter) > std::count(hand_drawn_.begin(), hand_drawn_.end(), letter)) {
        drawn_ = Drawn{letter, view.History().size() - 1, now};
        break;
      }
    }
  }
  if (seat < 0 || seat > 1) return;
  float duration = FlightSeconds(ui, own, ui.settings().bot_hold_seconds());
  const bool fade = duration <= 0;
  if (fade) duration = kFadeSeconds;
  const auto prev = [&](int p) {
    const auto it = before_.find(p);
    return it == before_.end() ? Rect{} : it->second;
  };
  const auto from_hand = [&](char card) {
    if (!own) return prev(place::kBacks);
    const size_t i = hand_drawn_.find(card);
    return i == std::string::npos ? Rect{} : prev(place::kHand + static_cast<int>(i));
  };
  MovingCard<Flying> item;
  item.card.card = e.card;
  Rect from;
  const int key = seat * 10 + e.action.column;
  switch (e.action.kind) {
    case Move::Kind::kPlay: {
      from = from_hand(e.card);
      item.place = place::kColumn + key;
      // A column that has just become a word: the claim sounds as its letter lands.
      Column before = view.ColumnAt(seat, e.action.column);
      if (!before.letters.empty()) before.letters.pop_back();
      const bool word_now = view.ColumnValue(seat, e.action.column).valid;
      const bool word_before =
          lost_for_words::ScoreColumn(before, view.settings().scoring, view.dictionary()).valid;
      if (word_now && !word_before) sounds_.Add(now + duration, Sound::kClaimRight);
      break;
    }
    case Move::Kind::kMultiplier:
      from = from_hand(e.card);
      item.place = place::kMult + key;
      item.card.sideways = true;
      break;
    case Move::Kind::kDiscard: {
      from = from_hand(e.card);
      const int pile = PileIndex(lost_for_words::PileOf(e.card));
      item.place = place::kPile + pile;
      item.card.under = pile_tops_[pile];
      break;
    }
    case Move::Kind::kDraw: {
      const int source = e.action.source == Move::Source::kDeck  ? 0
                         : e.action.source == Move::Source::kRed ? 1
                                                                   : 2;
      from = prev(place::kPile + source);
      if (own) {
        // The viewer's own card: face up, into its place in the sorted hand.
        const char letter = drawn_ && drawn_->move + 1 == view.History().size() ? drawn_->letter : e.card;
        const size_t i = letter != 0 ? view.Hand(me).find(letter) : std::string::npos;
        if (i == std::string::npos) return;
        item.card.card = letter;
        item.place = place::kHand + static_cast<int>(i);
      } else {
        // Into the opponent's hand: face down from the deck, face up from a
        // pile (everyone saw that card taken).
        item.place = place::kBacks;
        item.card.face_down = e.card == 0;
      }
      break;
    }
  }
  Cheer(ui, view, me, duration);
  marks_.push_back(item.place);
  if (!own) {
    follow_next_ = Follow::kMove;
    follow_place_ = item.place;
  }
  if (!from.ok || (item.card.card == 0 && !item.card.face_down)) return;
  MovingCard<Flying> moving = Moving(item.card, item.place, from, now, duration);
  moving.fade = fade;
  motion_.Add(std::move(moving));
}

void Table::DrawMotion(Ui& ui) {
  const auto draw = [&](ImDrawList* list, const Flying& f, ImVec2 min, ImVec2 max) {
    if (f.face_down) {
      DrawBack(ui, list, min, max);
    } else if (f.sideways) {
      DrawSideways(ui, list, min, max, f.card);
    } else {
      DrawFace(ui, list, min, max, f.card, false);
    }
  };
  const auto name = [&](const MovingCard<Flying>& i, ImVec2 min, ImVec2 max) {
    NameMovingCard(ui, "lfw", i.fade, deal_, i.card.face_down ? std::string("back") : std::string(1, i.card.card),
                   PlaceName(i.place), min, max);
  };
  motion_.Draw(ui, rects_, draw, name);
}

// When the table is taller than the screen: the opponent's move where it
// happens; your own columns (their last letters, values and "✓ word") when
// your turn starts; the piles and your columns while you draw. Through your
// turn the view then keeps to them: a line of the table above that wraps
// anew, a column that grows (a longer word packs its letters closer, the
// area grows all the same) brings them back into view, never while a finger
// is down; once you scroll (a drag, a wheel) the view is yours until the
// next part of your turn.
void Table::FollowThePlay(Ui& ui, const play::Session& session, bool to_move) {
  const Phase phase = Lfw(session.View()).phase();
  if (to_move && (!was_to_move_ || phase != shown_phase_)) {
    follow_next_ = phase == Phase::kDraw ? Follow::kMyDraw : Follow::kMyTurn;
  }
  if (!to_move) kept_ = Follow::kNone;
  was_to_move_ = to_move;
  shown_phase_ = phase;
  if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8 * ui.layout().scale) || ImGui::GetIO().MouseWheel != 0) {
    kept_ = Follow::kNone;  // the person scrolls (or drags a card, whose drop starts the next part anew)
  }
  // What `follow` looks at, in the table's own coordinates (the scroll of this frame taken off).
  const auto span = [&](Follow follow, float* top, float* bottom) {
    const auto rect = [&](int p) {
      const auto it = rects_.find(p);
      return it == rects_.end() ? Rect{} : it->second;
    };
    Rect a, b;
    switch (follow) {
      case Follow::kMove: a = b = rect(follow_place_); break;
      case Follow::kMyTurn:
        a = b = rect(place::kOwnArea);
        // The piles under your columns too (a discard goes there), when both fit.
        if (const Rect piles = rect(place::kPiles);
            piles.ok && piles.max.y - a.min.y <= ImGui::GetWindowHeight() - 16 * ui.layout().scale) {
          b = piles;
        }
        break;
      case Follow::kMyDraw:
        a = rect(place::kOwnArea);
        b = rect(place::kPiles);
        break;
      case Follow::kNone: break;
    }
    const float origin = ImGui::GetWindowPos().y - ImGui::GetScrollY();
    *top = std::min(a.min.y, b.min.y) - origin;
    *bottom = std::max(a.max.y, b.max.y) - origin;
    return a.ok && b.ok;
  };
  // Too tall for the screen: the end that matters (your columns' ends, the
  // piles under them) at the bottom of the window.
  const auto bring = [&](Follow follow, float top, float bottom) {
    const float origin = ImGui::GetWindowPos().y - ImGui::GetScrollY();
    follow_.Bring(ui, top + origin, bottom + origin, follow != Follow::kMove, follow == Follow::kMove);
  };
  float top = 0, bottom = 0;
  if (Record(session) && follow_next_ != Follow::kNone) {
    if (span(follow_next_, &top, &bottom)) {
      bring(follow_next_, top, bottom);
      kept_ = follow_next_ == Follow::kMove ? Follow::kNone : follow_next_;
      kept_top_ = top;
      kept_bottom_ = bottom;
    }
    follow_next_ = Follow::kNone;
  } else if (Record(session) && kept_ != Follow::kNone && !ImGui::IsMouseDown(ImGuiMouseButton_Left) &&
             span(kept_, &top, &bottom) && (std::fabs(top - kept_top_) >= 1 || std::fabs(bottom - kept_bottom_) >= 1)) {
    bring(kept_, top, bottom);
    kept_top_ = top;
    kept_bottom_ = bottom;
  }
  follow_.Update(ui);
}

//-----------------------------------------------------------------------------
// [SECTION] End of game, options, rules, the entry
//-----------------------------------------------------------------------------

// The game's last card stays on the table a moment (it lands, the last
// scores show) before the results.
bool Table::HoldsFinalTable(Ui& ui, const play::Session& session) {
  return final_.Holds(ui, session, motion_.EndTime());
}

void Table::DrawBreakdown(Ui& ui, const play::Session& session) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const LostForWords& game = Lfw(session.View());
  const float width = std::min(ImGui::GetContentRegionAvail().x - l.margin, 900 * l.scale);
  static const char* kHeads[] = {"1st", "2nd", "3rd", "4th", "5th"};
  // The rulebook's table, one column per column of cards, where its words
  // fit (at least nine letters); else each column as a line of its own.
  const float word_room = (width - 1.5f * width / 6.5f) / 5 - 12 * l.scale;
  const bool table = MeasureText(l.compact() ? ui.fonts().small : ui.fonts().body, "WWWWWWWWW").x * 0.8f <= word_room;
  for (int seat = 0; seat < game.NumSeats(); ++seat) {
    const std::vector<ColumnScore> rows = game.Breakdown(seat);
    int total = 0;
    for (const ColumnScore& r : rows) total += r.total;
    Heading(ui, session.names()[static_cast<size_t>(seat)] + ": " + std::to_string(total));
    Spacing(l.small_gap * 0.5f);
    if (!table) {
      for (int c = 0; c < kColumns; ++c) {
        const ColumnScore& r = rows[static_cast<size_t>(c)];
        const std::string& w = game.ColumnAt(seat, c).letters;
        std::string head = std::string(kHeads[c]) + "   " + (w.empty() ? std::string("-") : w) + "   " +
                           (r.total > 0 ? "+" : "") + std::to_string(r.total);
        Paragraph(ui, head, ui.fonts().strong, &p.ink, width);
        if (r.empty) continue;
        std::string sum = (r.valid ? "\xE2\x9C\x93 word" : "\xE2\x9C\x97 not a word") + std::string(": ") +
                          std::to_string(r.base) + " base, " + std::to_string(r.points) + " points = " +
                          std::to_string(r.subtotal);
        if (r.factor > 1) sum += ", x" + std::to_string(r.factor);
        if (r.bonus != 0) sum += ", +" + std::to_string(r.bonus) + " bonus";
        Caption(ui, sum, width);
      }
      Spacing(l.gap);
      continue;
    }
    const std::string id = "breakdown" + std::to_string(seat);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.palette().ink);
    ImGui::PushFont(l.compact() ? ui.fonts().small : ui.fonts().body);
    if (ImGui::BeginTable(id.c_str(), 1 + kColumns,
                          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp,
                          ImVec2(width, 0))) {
      ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 1.5f);
      for (const char* h : kHeads) ImGui::TableSetupColumn(h, ImGuiTableColumnFlags_WidthStretch, 1.0f);
      ImGui::TableHeadersRow();
      auto row = [&](const char* label, auto cell) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(label);
        for (int c = 0; c < kColumns; ++c) {
          ImGui::TableSetColumnIndex(c + 1);
          const std::string text = cell(c, rows[static_cast<size_t>(c)]);
          // A word longer than its cell is set smaller, never cut.
          const float room = ImGui::GetContentRegionAvail().x;
          const float need = ImGui::CalcTextSize(text.c_str()).x;
          if (need > room && need > 0) ImGui::SetWindowFontScale(std::max(0.5f, room / need));
          ImGui::TextUnformatted(text.c_str());
          ImGui::SetWindowFontScale(1.0f);
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
