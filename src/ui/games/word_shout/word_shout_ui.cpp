// Finders Keepers (the word-shout game) on screen: the cards as they are
// dealt, a Shout button for every person at the screen, claims by tap or by
// keyboard, verdicts and penalties as they happen, the round's summary (the
// words nobody called, each player's longest word, cards won over time),
// the end breakdown and the move log in words. The shared screens
// (game_screens.cpp) do the rest: set-up, the clock (play::Session::Update),
// saving after every move, the log mirrored to screen readers.
//
// Two layouts:
// - One person against bots: the table (players, the claim in progress or
//   the last verdict, the cards) with the Shout button, the chosen cards,
//   Claim and Clear docked at the bottom. Keyboard: Space or any letter
//   shouts; typing spells the word and the program finds the cards (a
//   double card only when the word needs it; when the cards spell the word
//   in more than one way with enough cards, each way is a button, the one
//   with the most cards first and taken by Enter; 1-4 pick one); Enter
//   claims, Backspace takes a letter back.
// - Table mode, two to four people (a tablet lying flat): each person has a
//   panel at their own edge (bottom, top, left, right, in seat order), turned
//   to face them (the draw list's vertices are rotated by quarter turns):
//   name, cards won (the last ones face up), a large Shout button, and
//   during their claim the chosen cards, the time left, Claim and Clear.
//   Presses that land in the same frame (Ui::Presses: every finger, with
//   its timestamp) go to the earliest; a tie goes to the player with fewer
//   cards won, then the first to the dealer's left (the game's OrderTies).
// - Five people or more: the usual table, with a Shout button for each
//   person in the dock.
//
// Named items:
//   ws/shout/<seat>     a person's Shout button
//   ws/card/<i>         the i-th card on the table (tap to add it to the
//                       claim being made, tap again to take it back)
//   ws/confirm          Claim (the chosen cards), ws/clear (choose again)
//   ws/give-up          give the claim up (shown when it has no time limit;
//                       in table mode the Clear place while nothing is chosen)
//   ws/reading/<k>      a way to spell the typed word (0: most cards)
//   ws/wild/<A..Z>      the letter of a chosen wild card
//   ws/next             start the next round
//   ws/status           the line saying who is claiming, or the last verdict
//   ws/took/<seat>      another player's place while it shows the word just taken
//
// Index
//   [SECTION] Words for moves
//   [SECTION] Cards
//   [SECTION] Words nobody called
//   [SECTION] The round's summary
//   [SECTION] The claim being made
//   [SECTION] The table
//   [SECTION] Table mode
//   [SECTION] The entry
#include "ui/games/word_shout/word_shout_ui.h"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "games/word_shout/word_shout.h"
#include "games/word_shout/words.h"
#include "ui/play/card_flight.h"
#include "ui/widgets.h"

namespace lf::ui {
namespace games::word_shout {
const GameUi& Screens();
}
namespace {

using word_shout::Event;
using word_shout::FindOptions;
using word_shout::Part;
using word_shout::Phase;
using word_shout::RoundResult;
using word_shout::TableCard;
using word_shout::TableWord;
using word_shout::WordShout;

const WordShout& Ws(const Game& game) { return static_cast<const WordShout&>(game); }

std::string Plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// "T·H·E": the cards of a word, as they show on the table.
std::string CardsText(const std::vector<Part>& parts) {
  std::string out;
  for (const Part& p : parts) {
    if (!out.empty()) out += "\xC2\xB7";
    out +=
        word_shout::IsWildKind(p.kind) ? "?" + std::string(1, static_cast<char>(std::toupper(p.letter))) : p.Notation();
  }
  return out;
}

// "Ana", "Ana and Ben", "Ana, Ben and Cy".
std::string NameList(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

std::string Clock(Millis ms) {
  const long s = static_cast<long>(std::max<Millis>(0, ms) / 1000);
  const long sec = s % 60;
  return std::to_string(s / 60) + (sec < 10 ? ":0" : ":") + std::to_string(sec);
}

//-----------------------------------------------------------------------------
// [SECTION] Words for moves
//-----------------------------------------------------------------------------

std::string SeatNameOf(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && static_cast<size_t>(seat) < names.size() ? names[static_cast<size_t>(seat)] : "The dealer";
}

// "Ana takes", "You take": the player alone against bots is "You".
std::string Says(const std::string& who, const char* verb) {
  std::string v = verb;
  if (who == "You" && v.size() > 1 && v.back() == 's') v.pop_back();
  return who + " " + v;
}

// What the round's end says: why, the cards not scored, who won the point.
std::string RoundEndText(const RoundResult& r, const std::vector<std::string>& names, int round) {
  std::string text = "Round " + std::to_string(round + 1) + " is over: " + WordShout::EndReason(r.end);
  if (!r.left_on_table.empty()) {
    std::string left;
    for (int card : r.left_on_table) left += (left.empty() ? "" : ", ") + std::string(word_shout::FaceOfCard(card));
    text += " (" + left + ", not scored)";
  }
  text += ".";
  if (r.winners.empty()) {
    text += " Nobody won a card: no point this round.";
  } else {
    std::vector<std::string> who;
    for (int w : r.winners) who.push_back(SeatNameOf(names, w));
    const int cards = r.cards[static_cast<size_t>(r.winners.front())];
    text += " " + (who.size() == 1 ? Says(who.front(), "wins") : NameList(who) + " share") + " the point with " +
            Plural(cards, "card", "cards") + (who.size() == 1 ? "." : " each.");
  }
  return text;
}

std::string Describe(const Game& game, size_t index, const std::vector<std::string>& names) {
  const WordShout& g = Ws(game);
  const Event& e = g.Events()[index];
  const std::string who = SeatNameOf(names, e.seat);
  std::vector<std::string> penalised;
  for (int s = 0; s < g.NumSeats(); ++s)
    if (e.Penalised(s)) penalised.push_back(SeatNameOf(names, s));
  const std::string penalty =
      penalised.empty()
          ? " The deck is empty: nobody gets a card."
          : " " + (penalised.size() == 1 ? Says(penalised.front(), "gets") : NameList(penalised) + " each get") +
                " a card from the deck.";
  std::string text;
  switch (e.kind) {
    case Event::Kind::kDeal:
      text = "Dealt: " + std::string(word_shout::FaceOfCard(e.card)) + ".";
      break;
    case Event::Kind::kShout:
      text = Says(who, "shouts") + "!";
      break;
    case Event::Kind::kClaim: {
      const std::vector<Part> parts = g.ClaimParts(index);
      const std::string word = g.ClaimWord(index);
      if (e.right()) {
        text =
            Says(who, "takes") + " " + word + " (" + CardsText(parts) + "): " + Plural(e.cards, "card", "cards") + ".";
      } else if (e.verdict == Event::Verdict::kTooFewCards) {
        text = Says(who, "claims") + " " + word + " (" + CardsText(parts) + "): only " +
               Plural(e.cards, "card", "cards") + "; a word needs " + std::to_string(e.need) + "." + penalty;
      } else {
        text = Says(who, "claims") + " " + word + ": not in our dictionary." + penalty;
      }
      break;
    }
    case Event::Kind::kTimeUp:
      text = (e.verdict == Event::Verdict::kGaveUp ? Says(who, "gives") + " up the claim." : who + " named no word in time.") +
             penalty;
      break;
    case Event::Kind::kClose:
      text = "Time is up for the last cards.";
      break;
    case Event::Kind::kNext: {
      const int dealer = (g.settings().dealer + e.round) % g.NumSeats();
      text = "Round " + std::to_string(e.round + 1) + " begins; " + Says(SeatNameOf(names, dealer), "deals") + ".";
      break;
    }
  }
  if (e.round_ended()) {
    const auto& results = g.Results();
    if (static_cast<size_t>(e.round) < results.size()) {
      text += " " + RoundEndText(results[static_cast<size_t>(e.round)], names, e.round);
    }
  }
  return text;
}

//-----------------------------------------------------------------------------
// [SECTION] Cards
//-----------------------------------------------------------------------------

void TextSized(ImDrawList* list, ImFont* font, float px, ImVec2 center, ImU32 col, const std::string& text) {
  const ImVec2 size = font->CalcTextSizeA(px, FLT_MAX, 0, text.c_str());
  list->AddText(font, px, ImVec2(std::round(center.x - size.x * 0.5f), std::round(center.y - size.y * 0.5f)), col,
                text.c_str());
}

enum CardMark { kPlain = 0, kPicked = 1, kNew = 2, kBack = 4 };

// A letter card: cream stock, the letter(s) in the display face. A double
// card's two letters sit on one bar (one card, never split); a wild card is
// the accent colour with a "?" (and the letter it stands for, once chosen).
// `order` > 0 numbers a card chosen for a claim.
void DrawLetterCard(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, int kind, char letter, int marks, int order = 0) {
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  const float w = max.x - min.x, h = max.y - min.y;
  const float r = std::min(7 * s, w * 0.16f);
  list->AddRectFilled(ImVec2(min.x, min.y + 2 * s), ImVec2(max.x, max.y + 2 * s), Col(p.shadow), r);
  if ((marks & kBack) != 0) {
    list->AddRectFilled(min, max, Col(p.accent), r);
    list->AddRect(ImVec2(min.x + 3 * s, min.y + 3 * s), ImVec2(max.x - 3 * s, max.y - 3 * s), Col(p.on_accent),
                  r * 0.6f, 0, 1.0f * s);
    return;
  }
  const bool wild = word_shout::IsWildKind(kind);
  list->AddRectFilled(min, max, Col(wild ? p.accent_soft : p.tile), r);
  const bool picked = (marks & kPicked) != 0;
  const bool fresh = (marks & kNew) != 0;
  list->AddRect(min, max,
                Col(picked  ? p.accent
                    : fresh ? p.notice
                            : p.tile_edge),
                r, 0, picked || fresh ? 3 * s : 1.2f * s);
  const ImU32 ink = Col(p.tile_ink);
  const std::string face(word_shout::FaceOfKind(kind));
  if (wild) {
    if (letter != 0) {
      TextSized(list, ui.fonts().tile, std::min(h * 0.5f, w * 0.7f), ImVec2(min.x + w * 0.5f, min.y + h * 0.55f), ink,
                std::string(1, static_cast<char>(std::toupper(letter))));
      TextSized(list, ui.fonts().small, std::min(h * 0.26f, 14 * s), ImVec2(max.x - w * 0.2f, min.y + h * 0.18f), ink,
                "?");
    } else {
      TextSized(list, ui.fonts().tile, std::min(h * 0.55f, w * 0.75f), ImVec2(min.x + w * 0.5f, min.y + h * 0.52f), ink,
                "?");
    }
  } else if (face.size() == 2) {
    const float px = std::min(h * 0.46f, w * 0.44f);
    TextSized(list, ui.fonts().tile, px, ImVec2(min.x + w * 0.5f, min.y + h * 0.48f), ink, face);
    // The bar under the pair: one card, read as printed.
    const float bar_w = std::min(w * 0.7f, px * 1.5f);
    list->AddRectFilled(ImVec2(min.x + (w - bar_w) * 0.5f, min.y + h * 0.74f),
                        ImVec2(min.x + (w + bar_w) * 0.5f, min.y + h * 0.74f + std::max(2.0f, 2.5f * s)), ink,
                        1.0f * s);
  } else {
    TextSized(list, ui.fonts().tile, std::min(h * 0.58f, w * 0.78f), ImVec2(min.x + w * 0.5f, min.y + h * 0.52f), ink,
              face);
  }
  if (order > 0) {
    const float d = std::clamp(w * 0.36f, 14 * s, 20 * s);
    const ImVec2 c(max.x - d * 0.35f, min.y + d * 0.35f);
    list->AddCircleFilled(c, d * 0.5f, Col(p.accent));
    TextSized(list, ui.fonts().small, d * 0.75f, c, Col(p.on_accent), std::to_string(order));
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Words nobody called
//-----------------------------------------------------------------------------

// Which words the round's tables offered and nobody claimed is the
// engine's (word_shout.h, "What the table shows about scoring"); the table
// follows the game with its MissedWordsFollower, one search a frame, so
// that a long round's look back never stalls a frame.
using MissedWords = word_shout::MissedWordsFollower;
constexpr size_t kSearchesPerFrame = 1;

//-----------------------------------------------------------------------------
// [SECTION] The round's summary
//-----------------------------------------------------------------------------

using word_shout::WonSteps;

// Cards won over the round, one line per player, told apart by colour AND
// style (solid, dashed, dotted) and labelled with names.
void DrawWonPlot(Ui& ui, const WonSteps& steps, const std::vector<std::string>& names, float width, float height) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, height));
  const ImVec2 max(min.x + width, min.y + height);
  DrawCard(list, min, max, p.surface, p, l.rounding, 0);
  int hi = 1;
  for (const auto& row : steps.counts)
    for (int v : row) hi = std::max(hi, v);
  const float name_w = std::min(120 * s, width * 0.3f);
  const ImVec2 a(min.x + 34 * s, min.y + 12 * s), b(max.x - name_w, max.y - 24 * s);
  const float span = static_cast<float>(std::max<Millis>(steps.length, 1000));
  auto X = [&](Millis t) { return a.x + (b.x - a.x) * static_cast<float>(t) / span; };
  auto Y = [&](int v) { return b.y - (b.y - a.y) * static_cast<float>(v) / static_cast<float>(hi); };
  list->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, b.y), Col(p.border), 1.5f * s);
  DrawText(list, ui.fonts().small, ImVec2(min.x + 6 * s, Y(hi) - 8 * s), p.ink_muted, std::to_string(hi));
  DrawText(list, ui.fonts().small, ImVec2(min.x + 6 * s, Y(0) - 8 * s), p.ink_muted, "0");
  DrawText(list, ui.fonts().small, ImVec2(a.x, b.y + 4 * s), p.ink_muted, "0:00");
  const std::string end = Clock(steps.length);
  DrawText(list, ui.fonts().small, ImVec2(b.x - MeasureText(ui.fonts().small, end).x, b.y + 4 * s), p.ink_muted, end);
  const ImVec4 colours[] = {p.accent, p.notice, p.good, p.bad};
  for (size_t seat = 0; seat < names.size(); ++seat) {
    const ImU32 col = Col(colours[seat % 4]);
    const float thick = 2.5f * s;
    std::vector<ImVec2> points;
    for (size_t i = 0; i < steps.times.size(); ++i) {
      const ImVec2 here(X(steps.times[i]), Y(steps.counts[i][seat]));
      if (!points.empty()) points.push_back(ImVec2(here.x, points.back().y));  // a step: flat, then up
      points.push_back(here);
    }
    points.push_back(ImVec2(b.x, points.back().y));
    for (size_t i = 1; i < points.size(); ++i) {
      const ImVec2 p0 = points[i - 1], p1 = points[i];
      if (seat % 3 == 0) {
        list->AddLine(p0, p1, col, thick);
        continue;
      }
      // Dashed or dotted: short pieces along the segment.
      const float dash = (seat % 3 == 1 ? 9.0f : 3.0f) * s, gap = (seat % 3 == 1 ? 6.0f : 5.0f) * s;
      const float dx = p1.x - p0.x, dy = p1.y - p0.y, length = std::sqrt(dx * dx + dy * dy);
      for (float t = 0; t < length; t += dash + gap) {
        const float t1 = std::min(length, t + dash);
        list->AddLine(ImVec2(p0.x + dx * t / length, p0.y + dy * t / length),
                      ImVec2(p0.x + dx * t1 / length, p0.y + dy * t1 / length), col, thick);
      }
    }
    const int last = steps.counts.back()[seat];
    const ImVec2 dot(b.x, Y(last));
    list->AddCircleFilled(dot, 4 * s, col);
    DrawText(list, ui.fonts().small, ImVec2(dot.x + 8 * s, dot.y - 9 * s + 11 * s * static_cast<float>(seat % 2)),
             p.ink, names[seat] + " " + std::to_string(last));
  }
}

// A round's summary: who won the point and why it ended, cards and the
// longest word of each player, the words nobody called, the plot.
void DrawRoundSummary(Ui& ui, const WordShout& g, const MissedWords& missed, const std::vector<std::string>& names,
                      int round, float width) {
  const Layout& l = ui.layout();
  if (static_cast<size_t>(round) >= g.Results().size()) return;
  const RoundResult& r = g.Results()[static_cast<size_t>(round)];
  Heading(ui, "Round " + std::to_string(round + 1) + " of " + std::to_string(g.Rounds()));
  Paragraph(ui, RoundEndText(r, names, round), nullptr, nullptr, width);
  Spacing(l.small_gap);
  const std::vector<std::string> longest = word_shout::LongestWordsClaimed(g, round);
  for (int s = 0; s < g.NumSeats(); ++s) {
    const bool won = std::find(r.winners.begin(), r.winners.end(), s) != r.winners.end();
    std::string line = SeatNameOf(names, s) + ": " + Plural(r.cards[static_cast<size_t>(s)], "card", "cards") + " won";
    line += longest[static_cast<size_t>(s)].empty() ? ", no word" : ", longest word " + longest[static_cast<size_t>(s)];
    line += " \xC2\xB7 " + Plural(g.Scores()[static_cast<size_t>(s)], "point", "points") + " in all";
    if (won) line += "  (won the round)";
    Paragraph(ui, line, won ? ui.fonts().strong : ui.fonts().body, nullptr, width);
  }
  Spacing(l.small_gap);
  Paragraph(ui, "Words nobody called", ui.fonts().strong, nullptr, width);
  if (!missed.Tracked(round)) {
    Caption(ui, "Looking back over the round\xE2\x80\xA6", width);
  } else {
    const word_shout::MissedWords sum = missed.Of(g, round);
    if (sum.longest.empty()) {
      Caption(ui, "None: every word the table offered was called.", width);
    } else {
      std::string longest_line = "Longest: ";
      for (size_t i = 0; i < sum.longest.size(); ++i) {
        const auto& w = sum.longest[i];
        longest_line +=
            (i ? "; " : "") + w.word + " (" + std::to_string(w.letters) + " letters, at " + Clock(w.at) + ")";
      }
      Paragraph(ui, longest_line, nullptr, nullptr, width);
      if (sum.most_cards) {
        Paragraph(ui,
                  "Most cards: " + sum.most_cards->word + " (" + Plural(sum.most_cards->cards, "card", "cards") +
                      ", at " + Clock(sum.most_cards->at) + ")",
                  nullptr, nullptr, width);
      }
    }
  }
  Spacing(l.small_gap);
  Paragraph(ui, "Cards won over the round", ui.fonts().strong, nullptr, width);
  DrawWonPlot(ui, word_shout::CardsWonOverRound(g, round), names, width,
              std::clamp(width * 0.42f, 150 * l.scale, 260 * l.scale));
}

//-----------------------------------------------------------------------------
// [SECTION] The claim being made
//-----------------------------------------------------------------------------

// The claimant's choice of cards: tapped one by one, or found from the typed
// word. Table positions, in word order; a wild card's letter beside it.
struct Choice {
  int claimant = -1;
  size_t claim_move = 0;      // History() size when the claim opened: a new claim starts afresh
  std::vector<int> picks;     // table positions
  std::vector<char> letters;  // per pick: the wild card's letter, 0 otherwise
  std::string typed;          // lower case, keyboard only
  int reading = 0;            // the chosen way to spell `typed`
  int wild_pick = -1;         // the pick whose letter is being chosen

  void Reset(int seat, size_t move) { *this = Choice{seat, move, {}, {}, {}, 0, -1}; }
};

// The ways the table spells a typed word with enough cards (the most cards first).
// At most four: a button each, and the keys 1-4.
std::vector<std::vector<Part>> TypedReadings(const WordShout& view, const std::string& typed, int need) {
  return word_shout::ClaimReadings(typed, view.TableKinds(), need, 4);
}

//-----------------------------------------------------------------------------
// [SECTION] The table
//-----------------------------------------------------------------------------

class Table final : public TableView {
 public:
  void Draw(Ui& ui, TableContext& ctx) override;
  void DrawBreakdown(Ui& ui, const play::Session& session) override;
  float DockHeight(Ui& ui, const play::Session& session, float width) override {
    if (TableMode(session)) return 0;
    return Dock(ui, nullptr, session, width);
  }
  void DrawDock(Ui& ui, TableContext& ctx, float width) override {
    if (TableMode(ctx.session())) return;
    Dock(ui, &ctx, ctx.session(), width);
  }
  bool FullScreen(const play::Session& session) const override { return TableMode(session); }

 private:
  // Two to four people share the screen: a panel at each one's edge. (With
  // more, each has a Shout button in the dock of the usual table.)
  static bool TableMode(const play::Session& session) { return session.LocalHumanCount() >= 2 && session.LocalHumanCount() <= 4; }
  // The person whose Shout button the keyboard presses (one person at the screen).
  static int KeyboardSeat(const play::Session& session) {
    if (session.LocalHumanCount() != 1) return -1;
    for (int s = 0; s < session.game().NumSeats(); ++s)
      if (session.IsLocal(s)) return s;
    return -1;
  }
  void Sync(Ui& ui, const play::Session& session);
  void DrawStatus(Ui& ui, const play::Session& session, float width);
  void DrawPlayers(Ui& ui, const play::Session& session, float width);
  // The cards on the table, `width` wide at the cursor; taps choose cards
  // for the claim being made. Returns the height used.
  void DrawCards(Ui& ui, TableContext& ctx, ImVec2 at, float width, float max_height, float* used, float largest = 78,
                 bool centred = false);
  float Dock(Ui& ui, TableContext* ctx, const play::Session& session, float width);
  float DockClaim(Ui& ui, TableContext* ctx, const play::Session& session, ImVec2 at, float width);
  void Keyboard(TableContext& ctx);
  // Presses on Shout buttons this frame: the earliest wins (then fewer cards, then the dealer's left).
  void SettleShouts(Ui& ui, TableContext& ctx, const std::vector<std::pair<int, std::pair<ImVec2, ImVec2>>>& buttons);
  void Shout(TableContext& ctx, int seat);
  void TapCard(TableContext& ctx, int position);
  void Confirm(TableContext& ctx);
  std::vector<Part> ChosenParts(const WordShout& view) const;
  void DrawTableMode(Ui& ui, TableContext& ctx);

  MissedWords missed_;
  Choice choice_;
  size_t seen_moves_ = 0;
  int seen_cards_ = -1;  // table size last frame (a new card flies in)
  Tween deal_;           // the newest card's arrival
  std::string verdict_;  // the last claim's verdict, shown for a while
  double verdict_until_ = -1;
  bool verdict_right_ = false;
  int summary_round_ = -1;  // the round whose summary is up (between rounds)

  // Another player's right claim (a bot's, or someone's on another device),
  // shown for about a second (issue 29: the cards used to vanish with only
  // the status line to say who took them): its cards ringed where they lay,
  // then flying to the claimant's place, the word beside the claimant's
  // name. The card rectangles are last frame's: the claim has already
  // taken the cards off the table when the table hears of it.
  struct Taking {
    int seat = -1;
    std::string who;   // the claimant's name
    std::string word;  // upper case
    std::vector<int> kinds;
    std::vector<std::pair<ImVec2, ImVec2>> from;  // on the table, last frame
    double start = 0;
  };
  static constexpr double kTakingRing = 0.35;   // ringed where they lay
  static constexpr double kTakingFly = 0.55;    // then in the air
  static constexpr double kTakingWord = 1.8;    // the word by the name
  bool TakingShown(double now) const { return taking_.seat >= 0 && now < taking_.start + kTakingWord; }
  void DrawTaking(Ui& ui, ImDrawList* list);
  Taking taking_;
  std::map<int, std::pair<ImVec2, ImVec2>> card_rects_;  // table cards by card, as drawn last frame
  // Where each card lies on screen: card numbers by slot, -1 an empty slot.
  // A card keeps its slot until it is taken, and a new card takes the first
  // empty slot: a claim never shifts the cards left under a finger aiming
  // at one (issue 29). ws/card/<i> still names the card by its table position.
  std::vector<int> slots_;
  void UpdateSlots(const WordShout& view);
  std::map<int, std::pair<ImVec2, ImVec2>> seat_rects_;  // where each player's cards go
};

void Table::Sync(Ui& ui, const play::Session& session) {
  const WordShout& view = Ws(session.View());
  missed_.Follow(view, kSearchesPerFrame);
  const size_t moves = view.History().size();
  if (moves != seen_moves_) {
    // The latest claim's verdict stays up a few seconds (also in the log).
    for (size_t i = moves; i-- > seen_moves_ && i < moves;) {
      const Event& e = view.Events()[i];
      if (e.kind == Event::Kind::kClaim || e.kind == Event::Kind::kTimeUp) {
        verdict_ = Describe(view, i, session.names());
        verdict_right_ = e.right();
        verdict_until_ = ui.time() + 5.0;
        if (e.kind == Event::Kind::kClaim && e.right() && !session.IsLocal(e.seat) && seen_moves_ > 0) {
          Taking t;
          t.seat = e.seat;
          t.word = view.ClaimWord(i);
          t.who = session.SeatName(e.seat);
          t.start = ui.time();
          // The cards it took are the last of its pile; they land in the
          // word's order.
          const std::vector<int>& taken = view.Taken(e.seat);
          const size_t n = std::min<size_t>(e.cards, taken.size());
          std::vector<int> cards(taken.end() - static_cast<std::ptrdiff_t>(n), taken.end());
          for (const Part& part : view.ClaimParts(i)) {
            const auto card = std::find_if(cards.begin(), cards.end(),
                                           [&](int c) { return c >= 0 && word_shout::KindOf(c) == part.kind; });
            if (card == cards.end()) continue;
            const auto at = card_rects_.find(*card);
            if (at != card_rects_.end()) {
              t.kinds.push_back(part.kind);
              t.from.push_back(at->second);
            }
            *card = -1;
          }
          taking_ = std::move(t);
        }
        break;
      }
    }
    seen_moves_ = moves;
  }
  const int cards = static_cast<int>(view.table().size());
  if (seen_cards_ >= 0 && cards == seen_cards_ + 1 && !view.Events().empty() &&
      view.Events().back().kind == Event::Kind::kDeal) {
    deal_ = Tween{ui.time(), ui.MotionSeconds(0.25f)};
  }
  seen_cards_ = cards;
  // The claim being made belongs to its claimant; a new claim starts afresh.
  if (view.phase() != Phase::kClaim) {
    if (choice_.claimant >= 0) choice_.Reset(-1, 0);
  } else if (choice_.claimant != view.claimant() || choice_.claim_move > moves) {
    choice_.Reset(view.claimant(), moves);
  }
  if (view.phase() == Phase::kBetween && summary_round_ < 0) summary_round_ = view.round() - 1;
  if (view.phase() != Phase::kBetween) summary_round_ = -1;
}

void Table::UpdateSlots(const WordShout& view) {
  std::vector<int> cards;
  for (const TableCard& c : view.table()) cards.push_back(c.card);
  for (int& slot : slots_)
    if (slot >= 0 && std::find(cards.begin(), cards.end(), slot) == cards.end()) slot = -1;
  for (int card : cards) {
    if (std::find(slots_.begin(), slots_.end(), card) != slots_.end()) continue;
    const auto gap = std::find(slots_.begin(), slots_.end(), -1);
    if (gap != slots_.end()) *gap = card;
    else slots_.push_back(card);
  }
  while (!slots_.empty() && slots_.back() < 0) slots_.pop_back();
}

void Table::Shout(TableContext& ctx, int seat) {
  const WordShout& view = Ws(ctx.session().View());
  if (view.phase() != Phase::kDealing || view.table().empty()) return;
  if (ctx.PlayAs(seat, "shout")) choice_.Reset(seat, ctx.session().View().History().size());
}

void Table::TapCard(TableContext& ctx, int position) {
  const WordShout& view = Ws(ctx.session().View());
  if (view.phase() != Phase::kClaim || !ctx.session().IsLocal(view.claimant())) {
    ctx.Refuse(view.phase() == Phase::kClaim ? "Wait: " + ctx.session().SeatName(view.claimant()) + " is claiming."
                                             : "Shout first, then tap the cards of your word.");
    return;
  }
  choice_.typed.clear();
  auto it = std::find(choice_.picks.begin(), choice_.picks.end(), position);
  if (it != choice_.picks.end()) {
    const size_t k = static_cast<size_t>(it - choice_.picks.begin());
    choice_.picks.erase(it);
    choice_.letters.erase(choice_.letters.begin() + static_cast<std::ptrdiff_t>(k));
    choice_.wild_pick = -1;
  } else {
    choice_.picks.push_back(position);
    choice_.letters.push_back(0);
    const int kind = word_shout::KindOf(view.table()[static_cast<size_t>(position)].card);
    choice_.wild_pick = word_shout::IsWildKind(kind) ? static_cast<int>(choice_.picks.size()) - 1 : -1;
  }
  ctx.ClearRefusal();
}

std::vector<Part> Table::ChosenParts(const WordShout& view) const {
  std::vector<Part> parts;
  if (!choice_.typed.empty()) {
    const auto readings = TypedReadings(view, choice_.typed, view.Need(view.claimant()));
    if (readings.empty()) return parts;
    return readings[static_cast<size_t>(std::clamp(choice_.reading, 0, static_cast<int>(readings.size()) - 1))];
  }
  for (size_t k = 0; k < choice_.picks.size(); ++k) {
    const int pos = choice_.picks[k];
    if (pos < 0 || static_cast<size_t>(pos) >= view.table().size()) return {};
    parts.push_back(Part{word_shout::KindOf(view.table()[static_cast<size_t>(pos)].card), choice_.letters[k]});
  }
  return parts;
}

void Table::Confirm(TableContext& ctx) {
  const WordShout& view = Ws(ctx.session().View());
  if (view.phase() != Phase::kClaim) return;
  const std::vector<Part> parts = ChosenParts(view);
  if (parts.empty()) {
    ctx.Refuse(choice_.typed.empty() ? "Tap the cards of your word first."
                                     : "No cards on the table spell " + Upper(choice_.typed) + " with " +
                                           std::to_string(view.Need(view.claimant())) + " cards or more.");
    return;
  }
  for (const Part& part : parts) {
    if (word_shout::IsWildKind(part.kind) && part.letter == 0) {
      ctx.Refuse("Choose the letter of the wild card first.");
      return;
    }
  }
  const int claimant = view.claimant();
  ctx.PlayAs(claimant, "claim " + word_shout::PartsNotation(parts));
}

void Table::Keyboard(TableContext& ctx) {
  play::Session& session = ctx.session();
  const int seat = KeyboardSeat(session);
  if (seat < 0) return;
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const WordShout& view = Ws(session.View());
  std::string typed;
  for (ImWchar c : io.InputQueueCharacters) {
    if (c == ' ' || (c < 0x80 && std::isalpha(static_cast<int>(c)))) typed += static_cast<char>(c);
    if (c >= '1' && c <= '4' && view.phase() == Phase::kClaim && view.claimant() == seat && !choice_.typed.empty()) {
      choice_.reading = c - '1';
    }
  }
  const bool enter = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false);
  const bool backspace = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), true);
  if (!typed.empty() && view.phase() == Phase::kDealing) {
    Shout(ctx, seat);  // Space or the word's first letter shouts
  }
  const WordShout& now = Ws(session.View());
  if (now.phase() != Phase::kClaim || now.claimant() != seat) return;
  for (char c : typed) {
    if (c == ' ') continue;
    if (choice_.wild_pick >= 0) {  // a letter for the chosen wild card
      choice_.letters[static_cast<size_t>(choice_.wild_pick)] = static_cast<char>(std::tolower(c));
      choice_.wild_pick = -1;
      continue;
    }
    if (!choice_.picks.empty() && choice_.typed.empty()) {
      choice_.picks.clear();
      choice_.letters.clear();
    }
    if (choice_.typed.size() < 40) choice_.typed += static_cast<char>(std::tolower(c));
    choice_.reading = 0;
  }
  if (backspace) {
    if (!choice_.typed.empty()) {
      choice_.typed.pop_back();
      choice_.reading = 0;
    } else if (!choice_.picks.empty()) {
      choice_.picks.pop_back();
      choice_.letters.pop_back();
      choice_.wild_pick = -1;
    }
  }
  if (enter && !io.NavVisible) Confirm(ctx);
}

void Table::SettleShouts(Ui& ui, TableContext& ctx,
                         const std::vector<std::pair<int, std::pair<ImVec2, ImVec2>>>& buttons) {
  struct Hit {
    int seat;
    double time;
  };
  std::vector<Hit> hits;
  for (const Press& press : ui.Presses()) {
    for (const auto& button : buttons) {
      const int seat = button.first;  // not a structured binding: clang 14 cannot capture one in a lambda
      const auto& rect = button.second;
      if (press.x < rect.first.x || press.x > rect.second.x || press.y < rect.first.y || press.y > rect.second.y)
        continue;
      if (std::none_of(hits.begin(), hits.end(), [&](const Hit& h) { return h.seat == seat; }))
        hits.push_back({seat, press.time});
    }
  }
  if (hits.empty()) return;
  const WordShout& view = Ws(ctx.session().View());
  std::vector<int> seats;
  for (const Hit& h : hits) seats.push_back(h.seat);
  const std::vector<int> order = view.OrderTies(seats);
  auto rank = [&](int seat) { return std::find(order.begin(), order.end(), seat) - order.begin(); };
  std::sort(hits.begin(), hits.end(), [&](const Hit& a, const Hit& b) {
    return a.time != b.time ? a.time < b.time : rank(a.seat) < rank(b.seat);
  });
  Shout(ctx, hits.front().seat);
  if (hits.size() > 1 && Ws(ctx.session().View()).claimant() == hits.front().seat) {
    std::vector<std::string> late;
    for (size_t i = 1; i < hits.size(); ++i) late.push_back(ctx.session().SeatName(hits[i].seat));
    ctx.Refuse(ctx.session().SeatName(hits.front().seat) + " was first; " + NameList(late) + " pressed just after.");
  }
}

void Table::DrawStatus(Ui& ui, const play::Session& session, float width) {
  const Palette& p = ui.palette();
  const WordShout& view = Ws(session.View());
  std::string line = "Round " + std::to_string(std::min(view.round() + 1, view.Rounds())) + " of " +
                     std::to_string(view.Rounds()) + " \xC2\xB7 Dealer: " + session.SeatName(view.dealer()) +
                     " \xC2\xB7 " + Plural(view.DeckCount(), "card", "cards") + " in the deck";
  // The table's head start for people (a rule everyone at the table sees).
  const std::string head_start =
      view.head_start() > 0
          ? " \xC2\xB7 Bots give people a " + std::to_string(view.settings().head_start) + "-second head start"
          : "";
  line += head_start;
  if (view.phase() == Phase::kDealing && view.DeckCount() == 0) {
    const std::optional<Millis> next = view.NextTimedEvent();
    if (next)
      line += " \xC2\xB7 last call: " + std::to_string(std::max<Millis>(0, *next - session.Clock()) / 1000 + 1) + " s";
  }
  // Both lines keep one height whatever they say (issue 29: the table moved
  // 18 px while the person aimed at a card when a verdict wrapped): the
  // first as tall as its longest form, the second two lines of the bold
  // face, a smaller face for a longer verdict.
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float first_h =
      std::max(MeasureText(ui.fonts().small, line, width).y,
               MeasureText(ui.fonts().small,
                           "Round 8 of 8 \xC2\xB7 Dealer: " + session.SeatName(view.dealer()) +
                               " \xC2\xB7 80 cards in the deck" + head_start + " \xC2\xB7 last call: 10 s",
                           width)
                   .y);
  Caption(ui, line, width);
  ImGui::SetCursorScreenPos(ImVec2(top.x, top.y + first_h + spacing));
  // Who is claiming (and the time left), or the last verdict.
  std::string status;
  const ImVec4* colour = &p.ink;
  bool verdict = false;  // the last claim's verdict: marked with a tick or a cross
  if (view.phase() == Phase::kClaim) {
    const std::optional<Millis> left = view.ClaimTimeLeft(session.Clock());
    status = session.SeatName(view.claimant()) + " shouted! Naming the cards\xE2\x80\xA6 " +
             (left ? std::to_string(std::max<Millis>(0, *left) / 1000 + 1) + " s" : std::string("no time limit"));
    colour = &p.accent;
  } else if (view.phase() == Phase::kBetween) {
    const std::optional<Millis> next = view.NextTimedEvent();
    const Millis left = next ? std::max<Millis>(0, *next - session.Clock()) : 0;
    status = "Round " + std::to_string(view.round() + 1) + " starts when a player taps Next round, or in " +
             std::to_string(left / 1000 + 1) + " s.";
  } else if (ui.time() < verdict_until_) {
    status = verdict_;
    colour = verdict_right_ ? &p.good : &p.bad;
    verdict = true;
  } else if (view.table().empty()) {
    status = "Waiting for the first card\xE2\x80\xA6";
  } else {
    status = "Find a word of " + std::to_string(view.SmallestNeed()) + " cards or more!";
  }
  const std::string mark = !verdict         ? ""
                           : verdict_right_ ? std::string(kIconTick) + " "
                                            : std::string(kIconCross) + " ";
  const std::string text = mark + status;
  const float two_lines = 2 * MeasureText(ui.fonts().strong, "Ag").y;
  ImFont* font = MeasureText(ui.fonts().strong, text, width).y <= two_lines + 0.5f ? ui.fonts().strong : ui.fonts().small;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushClipRect(at, ImVec2(at.x + width, at.y + two_lines), true);
  Paragraph(ui, text, font, colour, width);
  ui.NameItem("ws/status");
  ImGui::PopClipRect();
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + two_lines));
  ImGui::Dummy(ImVec2(width, 0));
}

void Table::DrawPlayers(Ui& ui, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  const int n = view.NumSeats();
  const int per_row = l.compact() ? 2 : std::min(n, 4);
  const float gap = 8 * s;
  const float cell_w = (width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  const float cell_h = 58 * s;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int seat = 0; seat < n; ++seat) {
    const ImVec2 min(origin.x + static_cast<float>(seat % per_row) * (cell_w + gap),
                     origin.y + static_cast<float>(seat / per_row) * (cell_h + gap));
    const ImVec2 max(min.x + cell_w, min.y + cell_h);
    const bool claiming = view.phase() == Phase::kClaim && view.claimant() == seat;
    const bool took = TakingShown(ui.time()) && taking_.seat == seat;
    seat_rects_[seat] = {min, max};
    DrawCard(list, min, max, claiming || took ? p.accent_soft : p.surface, p, 8 * s, 0);
    if (claiming || took) list->AddRect(min, max, Col(took ? p.good : p.accent), 8 * s, 0, 2 * s);
    const std::string name = session.SeatName(seat) + (seat == view.dealer() ? " \xC2\xB7 dealer" : "");
    DrawText(list, ui.fonts().strong, ImVec2(min.x + 10 * s, min.y + 6 * s), p.ink, name);
    std::string line = Plural(view.CardsWon(seat), "card", "cards") + " \xC2\xB7 " +
                       Plural(view.Scores()[static_cast<size_t>(seat)], "point", "points");
    if (view.Need(seat) != 3) line += " \xC2\xB7 needs " + std::to_string(view.Need(seat));
    // The word just taken, where the eye follows the cards to.
    if (took) line = "took " + taking_.word + "! \xC2\xB7 " + Plural(view.CardsWon(seat), "card", "cards");
    DrawText(list, took ? ui.fonts().strong : ui.fonts().small, ImVec2(min.x + 10 * s, min.y + 30 * s),
             took ? p.good : p.ink_muted, line);
    if (took) {
      // Named for the tests ("ws/took/<seat>"), without moving the layout.
      const ImVec2 cursor = ImGui::GetCursorScreenPos();
      ImGui::SetCursorScreenPos(min);
      ImGui::Dummy(ImVec2(max.x - min.x, max.y - min.y));
      ui.NameItem("ws/took/" + std::to_string(seat));
      ImGui::SetCursorScreenPos(cursor);
    }
  }
  const int rows = (n + per_row - 1) / per_row;
  ImGui::Dummy(ImVec2(width, static_cast<float>(rows) * (cell_h + gap) - gap));
}

void Table::DrawCards(Ui& ui, TableContext& ctx, ImVec2 at, float width, float max_height, float* used, float largest,
                      bool centred) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(ctx.session().View());
  const auto& table = view.table();
  UpdateSlots(view);
  const int count = static_cast<int>(slots_.size());
  const float gap = (l.compact() ? 6 : 8) * s;
  // As large as fits: fewer, bigger cards on a short table.
  // Big cards on the shared table (centred), a row of eight on a wide screen otherwise.
  int per_line = l.compact() || centred ? 5 : 8;
  float cw = std::min(largest * s, (width - gap * static_cast<float>(per_line - 1)) / static_cast<float>(per_line));
  float ch = cw * 1.25f;
  while (max_height > 0 && per_line < 16 && count > 0) {
    const int lines = (count + per_line - 1) / per_line;
    if (static_cast<float>(lines) * (ch + gap) <= max_height) break;
    ++per_line;
    cw = std::min(cw, (width - gap * static_cast<float>(per_line - 1)) / static_cast<float>(per_line));
    ch = cw * 1.25f;
  }
  // A few big cards: the row is as wide as they are, and centred if asked.
  const int in_line = std::max(1, std::min(count, per_line));
  if (centred) at.x += (width - (static_cast<float>(in_line) * (cw + gap) - gap)) * 0.5f;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const bool picking = view.phase() == Phase::kClaim && ctx.session().IsLocal(view.claimant());
  const float drop = deal_.Running(ui.time()) ? (1.0f - deal_.Eased(ui.time())) : 0.0f;
  card_rects_.clear();
  for (int slot = 0; slot < count; ++slot) {
    if (slots_[static_cast<size_t>(slot)] < 0) continue;
    // i: the card's table position (its name, the claim's picks).
    int i = 0;
    while (table[static_cast<size_t>(i)].card != slots_[static_cast<size_t>(slot)]) ++i;
    const ImVec2 min(at.x + static_cast<float>(slot % per_line) * (cw + gap),
                     at.y + static_cast<float>(slot / per_line) * (ch + gap));
    const ImVec2 max(min.x + cw, min.y + ch);
    card_rects_[table[static_cast<size_t>(i)].card] = {min, max};
    ImGui::SetCursorScreenPos(min);
    const std::string id = "ws/card/" + std::to_string(i);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(cw, ch))) TapCard(ctx, i);
    ui.NameItem(id);
    const auto it = std::find(choice_.picks.begin(), choice_.picks.end(), i);
    const bool picked = picking && choice_.typed.empty() && it != choice_.picks.end();
    int order = picked ? static_cast<int>(it - choice_.picks.begin()) + 1 : 0;
    char letter = picked ? choice_.letters[static_cast<size_t>(order - 1)] : 0;
    if (picking && !choice_.typed.empty()) {
      // The cards the typed word would take.
      const auto readings = TypedReadings(view, choice_.typed, view.Need(view.claimant()));
      if (!readings.empty()) {
        const auto& reading =
            readings[static_cast<size_t>(std::clamp(choice_.reading, 0, static_cast<int>(readings.size()) - 1))];
        const std::vector<int> pos = word_shout::PositionsOf(reading, view.TableKinds());
        const auto at_pos = std::find(pos.begin(), pos.end(), i);
        if (at_pos != pos.end()) {
          order = static_cast<int>(at_pos - pos.begin()) + 1;
          letter = reading[static_cast<size_t>(order - 1)].letter;
        }
      }
    }
    const bool newest = i + 1 == static_cast<int>(table.size()) && !view.Events().empty() && view.Events().back().kind == Event::Kind::kDeal;
    ImVec2 a = min, b = max;
    if (newest && drop > 0) {
      a.y -= drop * ch * 0.6f;
      b.y -= drop * ch * 0.6f;
      ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 1.0f - 0.8f * drop);
    }
    DrawLetterCard(ui, list, a, b, word_shout::KindOf(table[static_cast<size_t>(i)].card), letter,
                   (order > 0 ? kPicked : kPlain) | (newest ? kNew : kPlain), order);
    if (newest && drop > 0) ImGui::PopStyleVar();
  }
  const int lines = std::max(1, (count + per_line - 1) / per_line);
  *used = static_cast<float>(lines) * (ch + gap) - gap;
  if (count == 0) {
    *used = ch * 0.6f;
    DrawTextCentered(list, ui.fonts().body, at, ImVec2(at.x + width, at.y + *used), p.ink_muted,
                     view.phase() == Phase::kBetween ? "" : "The table is empty.");
  }
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  play::Session& session = ctx.session();
  Sync(ui, session);
  if (TableMode(session)) return DrawTableMode(ui, ctx);
  const Layout& l = ui.layout();
  const WordShout& view = Ws(session.View());
  const float width = ImGui::GetContentRegionAvail().x - l.margin;
  Keyboard(ctx);
  DrawStatus(ui, session, width);
  Spacing(l.small_gap);
  if (view.phase() == Phase::kBetween && summary_round_ >= 0) {
    DrawRoundSummary(ui, view, missed_, session.names(), summary_round_, width);
    return;
  }
  DrawPlayers(ui, session, width);
  Spacing(l.gap);
  float used = 0;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  DrawCards(ui, ctx, at, width, 0, &used);
  DrawTaking(ui, ImGui::GetWindowDrawList());
  // Room for two lines of cards at least, so that what is below does not
  // jump as cards come and go.
  const float card_h = std::min(78 * l.scale, (width - 7 * 8 * l.scale) / 8) * 1.25f;
  ImGui::SetCursorScreenPos(at);
  ImGui::Dummy(ImVec2(width, std::max(used, 2 * card_h + 8 * l.scale)));
}

void Table::DrawTaking(Ui& ui, ImDrawList* list) {
  const double now = ui.time();
  if (!TakingShown(now) || taking_.from.empty()) return;
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  const auto dest = seat_rects_.find(taking_.seat);
  // With "Reduce motion" on, the cards stay ringed where they lay for the
  // whole time and never fly; the name's line still says what was taken.
  const double ring = ui.MotionSeconds(static_cast<float>(kTakingRing)) > 0 ? kTakingRing : kTakingWord;
  const double fly = ui.MotionSeconds(static_cast<float>(kTakingFly));
  const double t = now - taking_.start;
  if (t >= ring + fly) return;
  // The word over the cards while they are ringed.
  ImVec2 lo(FLT_MAX, FLT_MAX), hi(-FLT_MAX, -FLT_MAX);
  for (size_t k = 0; k < taking_.from.size(); ++k) {
    const auto& [from_min, from_max] = taking_.from[k];
    ImVec2 a = from_min, b = from_max;
    if (t > ring && dest != seat_rects_.end() && fly > 0) {
      // Into the claimant's place, shrinking to small cards at its top right
      // (beside the name, clear of the line saying what was taken).
      const auto& [to_min, to_max] = dest->second;
      const float h = std::min(24 * s, (to_max.y - to_min.y) * 0.45f), w = h * 0.8f;
      const float n = static_cast<float>(taking_.from.size());
      const float step = std::clamp((to_max.x - to_min.x) * 0.4f / n, w * 0.55f, w + 3 * s);  // side by side if there is room
      const float x = to_max.x - 8 * s - w - static_cast<float>(taking_.from.size() - 1 - k) * step;
      const ImVec2 tmin(x, to_min.y + 4 * s), tmax(x + w, tmin.y + h);
      CardFlight f{Tween{taking_.start + ring, static_cast<float>(fly)}, from_min, from_max};
      f.At(now, tmin, tmax, &a, &b);
    }
    DrawLetterCard(ui, list, a, b, taking_.kinds[k], 0, kPicked);
    lo = ImVec2(std::min(lo.x, a.x), std::min(lo.y, a.y));
    hi = ImVec2(std::max(hi.x, b.x), std::max(hi.y, b.y));
  }
  if (t <= ring) {
    // The claimant's word in a pill just above the cards it took.
    ImFont* font = ui.fonts().strong;
    const std::string label = std::string(kIconTick) + " " + taking_.who + ": " + taking_.word;
    const ImVec2 size = MeasureText(font, label);
    const float pad = 8 * s;
    const ImVec2 c((lo.x + hi.x) * 0.5f, lo.y - size.y * 0.5f - pad - 4 * s);
    const ImVec2 pmin(c.x - size.x * 0.5f - pad, c.y - size.y * 0.5f - pad * 0.5f),
        pmax(c.x + size.x * 0.5f + pad, c.y + size.y * 0.5f + pad * 0.5f);
    list->AddRectFilled(pmin, pmax, Col(p.good), ui.layout().rounding);
    DrawTextCentered(list, font, pmin, pmax, p.on_accent, label);
  }
}

// The dock (one person against bots): Shout, or the claim being made, or
// Next round. Measures only when `ctx` is null.
float Table::Dock(Ui& ui, TableContext* ctx, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  std::vector<int> people;
  for (int seat = 0; seat < view.NumSeats(); ++seat)
    if (session.IsLocal(seat)) people.push_back(seat);
  const float pad = l.small_gap;
  ImVec2 at = ctx ? ImGui::GetCursorScreenPos() : ImVec2(0, 0);
  at.y += pad;
  float h = pad;
  if (people.empty() || view.IsTerminal()) return 0;
  if (view.phase() == Phase::kBetween) {
    if (ctx) {
      ImGui::SetCursorScreenPos(at);
      if (Button(ui, "ws/next", "Next round", ButtonKind::kPrimary, width)) ctx->PlayAs(people.front(), "next");
    }
    return h + l.target + pad * 2;
  }
  if (view.phase() == Phase::kClaim && session.IsLocal(view.claimant())) {
    return h + DockClaim(ui, ctx, session, at, width) + pad;
  }
  // A Shout button for each person (one, big, with the keys beside it; or,
  // with more people than table mode seats, one each in a grid), pressed on
  // touch-down: it is a race.
  const bool alone = people.size() == 1;
  const int per_row = alone ? 1 : std::min<int>(static_cast<int>(people.size()), l.compact() ? 2 : 4);
  const int rows = (static_cast<int>(people.size()) + per_row - 1) / per_row;
  const float gap = 8 * s;
  const float bh = alone ? std::max(l.target * 1.5f, 64 * s) : std::max(l.target * 1.2f, 52 * s);
  if (ctx) {
    const bool can = view.phase() == Phase::kDealing && !view.table().empty();
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float bw = (width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    std::vector<std::pair<int, std::pair<ImVec2, ImVec2>>> buttons;
    for (size_t k = 0; k < people.size(); ++k) {
      const int seat = people[k];
      const ImVec2 min(at.x + static_cast<float>(static_cast<int>(k) % per_row) * (bw + gap),
                       at.y + static_cast<float>(static_cast<int>(k) / per_row) * (bh + gap));
      const ImVec2 max(min.x + bw, min.y + bh);
      const std::string id = "ws/shout/" + std::to_string(seat);
      ImGui::SetCursorScreenPos(min);
      ImGui::InvisibleButton(id.c_str(), ImVec2(bw, bh));
      ui.NameItem(id);
      const bool held = ImGui::IsItemActive();
      list->AddRectFilled(ImVec2(min.x, min.y + 3 * s), ImVec2(max.x, max.y + 3 * s), Col(p.shadow), l.rounding);
      list->AddRectFilled(min, max, Col(!can ? p.sunken : held ? p.accent_pressed : p.accent), l.rounding);
      std::string label =
          view.phase() == Phase::kClaim ? session.SeatName(view.claimant()) + " is claiming\xE2\x80\xA6" : "Shout!";
      if (!alone && view.phase() != Phase::kClaim) label = session.SeatName(seat) + ": Shout!";
      DrawTextCentered(list, alone ? ui.fonts().heading : ui.fonts().strong, min,
                       ImVec2(max.x, min.y + bh * (l.touch || !alone ? 1.0f : 0.72f)), can ? p.on_accent : p.ink_muted,
                       label);
      if (alone && !l.touch) {
        DrawTextCentered(list, ui.fonts().small, ImVec2(min.x, min.y + bh * 0.62f), max,
                         can ? p.on_accent : p.ink_muted, "or press Space, or type the word");
      }
      buttons.push_back({seat, {min, max}});
    }
    if (can) SettleShouts(ui, *ctx, buttons);
  }
  return h + static_cast<float>(rows) * (bh + gap) - gap + pad * 2;
}

float Table::DockClaim(Ui& ui, TableContext* ctx, const play::Session& session, ImVec2 at, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  ImDrawList* list = ctx ? ImGui::GetWindowDrawList() : nullptr;
  float y = at.y;
  // The time left to name the cards.
  const float bar_h = 8 * s;
  if (ctx) {
    // No limit: a full bar that never runs down.
    const std::optional<Millis> left = view.ClaimTimeLeft(session.Clock());
    const float f =
        left ? std::clamp(static_cast<float>(*left) / static_cast<float>(view.claim_window()), 0.0f, 1.0f) : 1.0f;
    list->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + width, y + bar_h), Col(p.sunken), bar_h * 0.5f);
    list->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + width * f, y + bar_h), Col(f < 0.3f ? p.bad : p.accent),
                        bar_h * 0.5f);
  }
  y += bar_h + 6 * s;
  // The word as chosen so far.
  const std::vector<Part> parts = ChosenParts(view);
  std::string line;
  if (!choice_.typed.empty()) {
    line =
        Upper(choice_.typed) +
        (parts.empty()
             ? ": no cards on the table spell it with " + std::to_string(view.Need(view.claimant())) + " cards or more"
             : " = " + CardsText(parts) + " (" + Plural(static_cast<int>(parts.size()), "card", "cards") + ")");
  } else if (parts.empty()) {
    line = "Tap the cards of your word in order, or type it.";
  } else {
    std::string word;
    for (const Part& part : parts)
      word += part.letter || !word_shout::IsWildKind(part.kind) ? Upper(part.Letters()) : "?";
    line = word + " (" + Plural(static_cast<int>(parts.size()), "card", "cards") + ")";
  }
  const float line_h = MeasureText(ui.fonts().strong, "Ag").y;
  if (ctx) DrawText(list, ui.fonts().strong, ImVec2(at.x, y), p.ink, line, width);
  y += line_h + 6 * s;
  // Several ways to spell the typed word: ask which.
  if (!choice_.typed.empty()) {
    const auto readings = TypedReadings(view, choice_.typed, view.Need(view.claimant()));
    if (readings.size() > 1) {
      const float bw = (width - 8 * s * static_cast<float>(readings.size() - 1)) / static_cast<float>(readings.size());
      for (size_t k = 0; k < readings.size(); ++k) {
        if (ctx) {
          ImGui::SetCursorScreenPos(ImVec2(at.x + static_cast<float>(k) * (bw + 8 * s), y));
          const std::string id = "ws/reading/" + std::to_string(k);
          const std::string label = std::to_string(k + 1) + ". " + CardsText(readings[k]) + (k == 0 ? " (Enter)" : "");
          if (Button(ui, id.c_str(), label,
                     static_cast<int>(k) == choice_.reading ? ButtonKind::kPrimary : ButtonKind::kSecondary, bw)) {
            choice_.reading = static_cast<int>(k);
            Confirm(*ctx);
          }
        }
      }
      y += l.target + 6 * s;
    }
  }
  // A chosen wild card waits for its letter.
  if (choice_.wild_pick >= 0 && choice_.typed.empty()) {
    LetterKeys keys;
    const float kh = LetterKeyboardHeight(l, keys, width);
    if (ctx) {
      ImGui::SetCursorScreenPos(ImVec2(at.x, y));
      Caption(ui, "Which letter is the wild card?", width);
      ImGui::SetCursorScreenPos(ImVec2(at.x, y + line_h + 4 * s));
      const KeyTap tap = LetterKeyboard(ui, "ws/wild", keys, width);
      if (tap.kind == KeyTap::Kind::kChar && choice_.wild_pick < static_cast<int>(choice_.letters.size())) {
        choice_.letters[static_cast<size_t>(choice_.wild_pick)] = static_cast<char>(std::tolower(tap.c));
        choice_.wild_pick = -1;
      }
    }
    y += line_h + 4 * s + kh + 6 * s;
  }
  // Claim and Clear (and, when the claim has no time limit, Give up: the
  // way such a claim ends without a word).
  if (ctx) {
    const float gap = 8 * s;
    const bool unlimited = view.claim_window() <= 0;
    const float clear_w = std::min(width * (unlimited ? 0.25f : 0.3f), 160 * s);
    ImGui::SetCursorScreenPos(ImVec2(at.x, y));
    if (Button(ui, "ws/clear", "Clear", ButtonKind::kSecondary, clear_w, !parts.empty() || !choice_.typed.empty())) {
      choice_.Reset(choice_.claimant, choice_.claim_move);
      ctx->ClearRefusal();
    }
    float x = at.x + clear_w + gap;
    if (unlimited) {
      ImGui::SetCursorScreenPos(ImVec2(x, y));
      if (Button(ui, "ws/give-up", "Give up", ButtonKind::kSecondary, clear_w)) ctx->PlayAs(view.claimant(), "give-up");
      x += clear_w + gap;
    }
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    if (Button(ui, "ws/confirm", parts.empty() ? "Claim" : "Claim " + Upper(word_shout::Spell(parts)),
               ButtonKind::kPrimary, at.x + width - x, !parts.empty())) {
      Confirm(*ctx);
    }
  }
  y += l.target;
  return y - at.y;
}

void Table::DrawBreakdown(Ui& ui, const play::Session& session) {
  const Layout& l = ui.layout();
  const WordShout& g = Ws(session.View());
  missed_.Follow(g, kSearchesPerFrame);
  const float width = ImGui::GetContentRegionAvail().x - l.margin;
  Heading(ui, "Round by round");
  Spacing(l.small_gap);
  for (size_t r = 0; r < g.Results().size(); ++r) {
    const RoundResult& result = g.Results()[r];
    std::string line = "Round " + std::to_string(r + 1) + " (" + session.SeatName(result.dealer) + " dealt): ";
    for (int s = 0; s < g.NumSeats(); ++s) {
      line += (s ? ", " : "") + session.SeatName(s) + " " + std::to_string(result.cards[static_cast<size_t>(s)]);
    }
    std::vector<std::string> who;
    for (int w : result.winners) who.push_back(session.SeatName(w));
    line += who.empty() ? " \xE2\x80\x94 no point." : " \xE2\x80\x94 point to " + NameList(who) + ".";
    Paragraph(ui, line, nullptr, nullptr, width);
  }
  if (!g.Results().empty()) {
    Spacing(l.gap);
    DrawRoundSummary(ui, g, missed_, session.names(), static_cast<int>(g.Results().size()) - 1, width);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Table mode
//-----------------------------------------------------------------------------

// A panel at one edge of the screen, laid out as if at the bottom edge and
// turned by quarter turns (clockwise, around the play area's centre) so that
// the person sitting at that edge reads it upright.
struct Facing {
  ImVec2 center;
  int quarter = 0;  // 0 bottom, 1 left, 2 top, 3 right
  ImVec2 Apply(ImVec2 p) const {
    const float a = p.x - center.x, b = p.y - center.y;
    switch (quarter) {
      case 1:
        return ImVec2(center.x - b, center.y + a);
      case 2:
        return ImVec2(center.x - a, center.y - b);
      case 3:
        return ImVec2(center.x + b, center.y - a);
      default:
        return p;
    }
  }
  // A local rectangle on screen (still axis-aligned after quarter turns).
  std::pair<ImVec2, ImVec2> Rect(ImVec2 min, ImVec2 max) const {
    const ImVec2 a = Apply(min), b = Apply(max);
    return {ImVec2(std::min(a.x, b.x), std::min(a.y, b.y)), ImVec2(std::max(a.x, b.x), std::max(a.y, b.y))};
  }
};

// Draws in local coordinates, then turns what was drawn.
class Turned {
 public:
  Turned(ImDrawList* list, const Facing& facing) : list_(list), facing_(facing), first_(list->VtxBuffer.Size) {
    // Local coordinates may lie off screen before the turn: no clipping until then.
    list_->PushClipRect(ImVec2(-1e5f, -1e5f), ImVec2(1e5f, 1e5f), false);
  }
  ~Turned() {
    list_->PopClipRect();
    if (facing_.quarter == 0) return;
    for (int i = first_; i < list_->VtxBuffer.Size; ++i)
      list_->VtxBuffer[i].pos = facing_.Apply(list_->VtxBuffer[i].pos);
  }

 private:
  ImDrawList* list_;
  Facing facing_;
  int first_;
};

// An invisible button over a local rectangle of a turned panel.
bool TurnedButton(Ui& ui, const Facing& f, const std::string& id, ImVec2 min, ImVec2 max, bool enabled = true) {
  const auto [a, b] = f.Rect(min, max);
  ImGui::SetCursorScreenPos(a);
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::InvisibleButton(id.c_str(), ImVec2(std::max(b.x - a.x, 1.0f), std::max(b.y - a.y, 1.0f)));
  ImGui::EndDisabled();
  ui.NameItem(id);
  return pressed && enabled;
}

void DrawPill(Ui& ui, ImDrawList* list, ImVec2 min, ImVec2 max, const ImVec4& fill, const ImVec4& ink, ImFont* font,
              const std::string& label) {
  const float r = std::min(ui.layout().rounding, (max.y - min.y) * 0.5f);
  list->AddRectFilled(ImVec2(min.x, min.y + 2 * ui.layout().scale), ImVec2(max.x, max.y + 2 * ui.layout().scale),
                      Col(ui.palette().shadow), r);
  list->AddRectFilled(min, max, Col(fill), r);
  DrawTextCentered(list, font, min, max, ink, label);
}

void Table::DrawTableMode(Ui& ui, TableContext& ctx) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  play::Session& session = ctx.session();
  const WordShout& view = Ws(session.View());
  ImDrawList* list = ImGui::GetWindowDrawList();
  // The whole play area, edge to edge (FullScreen).
  const ImVec2 top_left = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  const float W = size.x, H = std::max(size.y, 300 * s);
  const ImVec2 center(top_left.x + W * 0.5f, top_left.y + H * 0.5f);
  std::vector<int> humans;
  for (int seat = 0; seat < view.NumSeats(); ++seat)
    if (session.IsLocal(seat)) humans.push_back(seat);
  const bool sides = humans.size() > 2;
  const float depth = std::clamp(std::min(W, H) * 0.2f, 112 * s, 190 * s);
  std::vector<std::pair<int, std::pair<ImVec2, ImVec2>>> shout_buttons;

  for (size_t k = 0; k < humans.size() && k < 4; ++k) {
    const int seat = humans[k];
    static const int kQuarter[] = {0, 2, 1, 3};
    Facing f{center, kQuarter[k]};
    // The panel's local rectangle: the bottom strip of the screen as this
    // edge's person sees it.
    const bool upright = f.quarter % 2 == 0;
    const float local_h = upright ? H : W;
    const float span = upright ? W : H - 2 * depth;  // the side panels fit between the top and bottom ones
    const ImVec2 pmin(center.x - span * 0.5f, center.y + local_h * 0.5f - depth);
    const ImVec2 pmax(center.x + span * 0.5f, center.y + local_h * 0.5f);
    const float pad = 10 * s;
    const bool claiming = view.phase() == Phase::kClaim && view.claimant() == seat;
    const bool can_shout = view.phase() == Phase::kDealing && !view.table().empty();
    // Buttons first (in screen space), then the drawing, turned.
    const float shout_w = std::min(span * 0.42f, 300 * s);
    const ImVec2 smin(pmax.x - pad - shout_w, pmin.y + pad), smax(pmax.x - pad, pmax.y - pad);
    const std::string shout_id = "ws/shout/" + std::to_string(seat);
    bool confirm = false, clear = false;
    const float info_w = span - shout_w - 3 * pad;
    // With no time limit and no card chosen, Clear is Give up (the way such
    // a claim ends without a word).
    const bool give_up = claiming && view.claim_window() <= 0 && choice_.picks.empty();
    if (claiming) {
      const float bw = (shout_w - pad) * 0.5f;
      clear = TurnedButton(ui, f, give_up ? "ws/give-up" : "ws/clear", smin, ImVec2(smin.x + bw, smax.y));
      confirm = TurnedButton(ui, f, "ws/confirm", ImVec2(smin.x + bw + pad, smin.y), smax, !choice_.picks.empty());
    } else {
      TurnedButton(ui, f, shout_id, smin, smax, can_shout);
      shout_buttons.push_back({seat, f.Rect(smin, smax)});
    }
    // A wild card chosen: its letter, from a row of keys under the chosen cards.
    int wild_letter = -1;
    const float key = std::min((info_w) / 13.0f - 2 * s, 30 * s);
    const bool wild_keys = claiming && choice_.wild_pick >= 0;
    if (wild_keys) {
      for (int c = 0; c < 26; ++c) {
        const ImVec2 kmin(pmin.x + pad + static_cast<float>(c % 13) * (key + 2 * s),
                          pmax.y - pad - 2 * key - 2 * s + static_cast<float>(c / 13) * (key + 2 * s));
        const std::string id = std::string("ws/wild/") + static_cast<char>('A' + c);
        if (TurnedButton(ui, f, id, kmin, ImVec2(kmin.x + key, kmin.y + key))) wild_letter = c;
      }
    }
    {
      Turned turn(list, f);
      list->AddRectFilled(pmin, pmax, Col(claiming ? p.accent_soft : p.surface), 0);
      list->AddLine(pmin, ImVec2(pmax.x, pmin.y), Col(claiming ? p.accent : p.border), claiming ? 3 * s : 1.0f);
      const std::string name = session.SeatName(seat) + (seat == view.dealer() ? " \xC2\xB7 dealer" : "");
      DrawText(list, ui.fonts().strong, ImVec2(pmin.x + pad, pmin.y + pad), p.ink, name);
      const std::string line = Plural(view.CardsWon(seat), "card", "cards") + " \xC2\xB7 " +
                               Plural(view.Scores()[static_cast<size_t>(seat)], "point", "points") +
                               (view.Need(seat) != 3 ? " \xC2\xB7 needs " + std::to_string(view.Need(seat)) : "");
      DrawText(list, ui.fonts().small, ImVec2(pmin.x + pad, pmin.y + pad + 24 * s), p.ink_muted, line);
      const float cy = pmin.y + pad + 46 * s;
      const float mini = std::min(30 * s, (pmax.y - pad - cy));
      if (claiming) {
        // The cards chosen, the time left.
        const std::optional<Millis> left = view.ClaimTimeLeft(session.Clock());  // nothing: no limit, a full bar
        const float frac =
            left ? std::clamp(static_cast<float>(*left) / static_cast<float>(view.claim_window()), 0.0f, 1.0f) : 1.0f;
        list->AddRectFilled(ImVec2(pmin.x + pad, cy - 8 * s), ImVec2(pmin.x + pad + info_w * frac, cy - 3 * s),
                            Col(frac < 0.3f ? p.bad : p.accent), 2 * s);
        const std::vector<Part> parts = ChosenParts(view);
        float x = pmin.x + pad;
        if (parts.empty()) DrawText(list, ui.fonts().small, ImVec2(x, cy), p.ink, "Tap your cards in order");
        for (const Part& part : parts) {
          if (x + mini * 0.8f > pmin.x + pad + info_w) break;
          DrawLetterCard(ui, list, ImVec2(x, cy), ImVec2(x + mini * 0.8f, cy + mini), part.kind, part.letter, kPlain);
          x += mini * 0.8f + 3 * s;
        }
        if (wild_keys) {
          for (int c = 0; c < 26; ++c) {
            const ImVec2 kmin(pmin.x + pad + static_cast<float>(c % 13) * (key + 2 * s),
                              pmax.y - pad - 2 * key - 2 * s + static_cast<float>(c / 13) * (key + 2 * s));
            DrawPill(ui, list, kmin, ImVec2(kmin.x + key, kmin.y + key), p.surface, p.ink, ui.fonts().strong,
                     std::string(1, static_cast<char>('A' + c)));
          }
        }
        const float bw = (shout_w - pad) * 0.5f;
        DrawPill(ui, list, smin, ImVec2(smin.x + bw, smax.y), p.surface, p.ink, ui.fonts().strong,
                 give_up ? "Give up" : "Clear");
        DrawPill(ui, list, ImVec2(smin.x + bw + pad, smin.y), smax, choice_.picks.empty() ? p.sunken : p.accent,
                 choice_.picks.empty() ? p.ink_muted : p.on_accent, ui.fonts().strong, "Claim");
      } else {
        // The last cards won, face up (penalty cards face down).
        const std::vector<int>& taken = view.Taken(seat);
        const int penalties = static_cast<int>(view.Penalties(seat).size());
        const int room = std::max(0, static_cast<int>(info_w / (mini * 0.8f + 3 * s)));
        const int shown_pen = std::min(penalties, room);
        const int shown = std::min(static_cast<int>(taken.size()), room - shown_pen);
        float x = pmin.x + pad;
        for (int i = static_cast<int>(taken.size()) - shown; i < static_cast<int>(taken.size()); ++i) {
          DrawLetterCard(ui, list, ImVec2(x, cy), ImVec2(x + mini * 0.8f, cy + mini),
                         word_shout::KindOf(taken[static_cast<size_t>(i)]), 0, kPlain);
          x += mini * 0.8f + 3 * s;
        }
        for (int i = 0; i < shown_pen; ++i) {
          DrawLetterCard(ui, list, ImVec2(x, cy), ImVec2(x + mini * 0.8f, cy + mini), 0, 0, kBack);
          x += mini * 0.8f + 3 * s;
        }
        DrawPill(ui, list, smin, smax, can_shout ? p.accent : p.sunken, can_shout ? p.on_accent : p.ink_muted,
                 ui.fonts().heading, view.phase() == Phase::kClaim ? "Wait" : "Shout!");
      }
    }
    if (claiming) {
      if (wild_letter >= 0 && choice_.wild_pick >= 0 &&
          static_cast<size_t>(choice_.wild_pick) < choice_.letters.size()) {
        choice_.letters[static_cast<size_t>(choice_.wild_pick)] = static_cast<char>('a' + wild_letter);
        choice_.wild_pick = -1;
      }
      if (clear && give_up) ctx.PlayAs(seat, "give-up");
      else if (clear) choice_.Reset(choice_.claimant, choice_.claim_move);
      if (confirm) Confirm(ctx);
    }
  }
  SettleShouts(ui, ctx, shout_buttons);

  // The middle: the game's state and the cards, facing the first person.
  const float inset_x = sides ? depth + 12 * s : 16 * s;
  const float inset_y = (humans.size() > 1 ? depth : 0) + 10 * s;
  const ImVec2 mid_min(top_left.x + inset_x, top_left.y + inset_y),
      mid_max(top_left.x + W - inset_x, top_left.y + H - depth - 10 * s);
  const float mid_w = mid_max.x - mid_min.x;
  ImGui::SetCursorScreenPos(mid_min);
  ImGui::BeginGroup();
  DrawStatus(ui, session, mid_w);
  // Bots at the table, if any, in one line.
  std::string bots;
  for (int seat = 0; seat < view.NumSeats(); ++seat) {
    if (session.IsHuman(seat)) continue;
    bots += (bots.empty() ? "" : " \xC2\xB7 ") + session.SeatName(seat) + " " +
            Plural(view.CardsWon(seat), "card", "cards");
  }
  if (!bots.empty()) {
    Caption(ui, bots, mid_w);
    // A bot's cards fly to this line (table mode has no place of its own for them).
    for (int seat = 0; seat < view.NumSeats(); ++seat)
      if (!session.IsHuman(seat)) seat_rects_[seat] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  }
  ImGui::EndGroup();
  const float status_h = ImGui::GetItemRectSize().y + 8 * s;
  if (view.phase() == Phase::kBetween && summary_round_ >= 0) {
    ImGui::SetCursorScreenPos(ImVec2(mid_min.x, mid_min.y + status_h));
    ImGui::BeginChild("ws/summary",
                      ImVec2(mid_w, std::max(mid_max.y - mid_min.y - status_h - l.target - 8 * s, 60 * s)));
    DrawRoundSummary(ui, view, missed_, session.names(), summary_round_, mid_w - 16 * s);
    ImGui::EndChild();
    ImGui::SetCursorScreenPos(ImVec2(mid_min.x, mid_max.y - l.target));
    if (Button(ui, "ws/next", "Next round", ButtonKind::kPrimary, mid_w)) ctx.PlayAs(humans.front(), "next");
  } else {
    float used = 0;
    DrawCards(ui, ctx, ImVec2(mid_min.x, mid_min.y + status_h), mid_w, mid_max.y - mid_min.y - status_h, &used, 120,
              true);
    DrawTaking(ui, list);
  }
  // The rules, from the middle (the play screen draws no controls here).
  const float rules_w = MeasureText(ui.fonts().strong, "Rules").x + 32 * s;
  ImGui::SetCursorScreenPos(ImVec2(mid_max.x - rules_w, mid_min.y - 4 * s));
  if (Button(ui, "ws/rules", "Rules", ButtonKind::kQuiet, rules_w))
    ui.Push(MakeRulesScreen(games::word_shout::Screens()));
}

//-----------------------------------------------------------------------------
// [SECTION] The entry
//-----------------------------------------------------------------------------

}  // namespace

namespace games::word_shout {

const GameUi& Screens() {
  static const GameUi ui = [] {
    GameUi g;
    g.id = "word-shout";
    g.describe = Describe;
    g.make_table = [] { return std::make_unique<Table>(); };
    return g;
  }();
  return ui;
}

}  // namespace games::word_shout

}  // namespace lf::ui
