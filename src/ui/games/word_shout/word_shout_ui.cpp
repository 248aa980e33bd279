// Finders Keepers (the word-shout game) on screen: the cards as they are
// dealt, a Shout button for every person at the screen, claims by tap or by
// keyboard, verdicts and penalties as they happen, the round's summary (the
// words nobody called, each player's longest word, cards won over time),
// the end breakdown and the move log in words. The shared screens
// (game_screens.cpp) do the rest: set-up, the clock (play::Session::Update),
// saving after every move, the log mirrored to screen readers.
//
// Two layouts:
// - One person against bots: the table (the status lines and the deck, the
//   players' places with their piles, the cards, every card above the dock)
//   with the dock at the bottom: Shout, or during the person's claim the
//   time left, the word chosen, Clear, Type and Claim; the app's letter keys
//   when switched on (Type, Keys: a setting). Keyboard: Space or any letter
//   shouts; typing spells the word and the program finds the cards (a
//   double card only when the word needs it; when the cards spell the word
//   in more than one way with enough cards, each way is a button, the one
//   with the most cards first and taken by Enter; 1-4 pick one; when they
//   cannot, why: words.h, SpellingProblem); Enter claims, Backspace takes a
//   letter back. The dock keeps one height whether a claim is being made or
//   not, so nothing above it moves when a shout opens or ends a claim.
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
// The cards move as on a table (table_motion.h): dealt from the deck, taken
// to the claimant's pile, penalty cards to the others, the table closing up
// after a claim; and each of those moments has its sound (ui/sound.h).
//
// Named items:
//   ws/shout/<seat>     a person's Shout button
//   ws/card/<i>         the i-th card on the table (tap to add it to the
//                       claim being made, tap again to take it back), where
//                       it is drawn (also while it slides)
//   ws/confirm          Claim (the chosen cards), ws/clear (choose again)
//   ws/give-up          give the claim up (shown when it has no time limit;
//                       in table mode the Clear place while nothing is chosen)
//   ws/keys             the app's letter keys on or off; ws/key/<A..Z>,
//                       ws/key/backspace: the keys
//   ws/reading/<k>      a way to spell the typed word (0: most cards)
//   ws/wild/<A..Z>      the letter of a chosen wild card
//   ws/next             start the next round
//   ws/status           the line saying who is claiming, or the last verdict
//   ws/took/<seat>      a player's place while it shows the word just taken
//   ws/deck/<n>         the deck, n cards in it
//   ws/pile/<seat>/<n>  a player's pile, the n cards that have landed on it
//   ws/fly/..., ws/ring/..., ws/slide/...   what moves (table_motion.h)
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
#include "imgui_internal.h"  // ItemAdd: a name for a rectangle that is drawn, not laid out
#include "ui/games/word_shout/table_motion.h"
#include "ui/play/card_flight.h"
#include "ui/settings.h"
#include "ui/sound.h"
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

std::string Capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// `text` cut to `width` with an ellipsis if it does not fit.
std::string Fitted(ImFont* font, const std::string& text, float width) {
  if (MeasureText(font, text).x <= width) return text;
  std::string cut = text;
  while (!cut.empty() && MeasureText(font, cut + "\xE2\x80\xA6").x > width) cut.pop_back();
  while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();  // whole characters
  if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0x80) != 0) cut.pop_back();
  return cut + "\xE2\x80\xA6";
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

// Each player's colour: their line on the plots and the bar by their name
// on the table. Eight that stay apart for colour-blind eyes where eight
// can (Okabe and Ito's set, with olive and grey for its yellow and black,
// which vanish on the light and the dark theme); neighbours that might
// still be confused differ in their lines' dashes too (seat % 3).
ImVec4 SeatColour(int seat) {
  static const ImVec4 kColours[] = {
      ImVec4(0.00f, 0.45f, 0.70f, 1),  // blue
      ImVec4(0.90f, 0.62f, 0.00f, 1),  // orange
      ImVec4(0.00f, 0.62f, 0.45f, 1),  // bluish green
      ImVec4(0.80f, 0.47f, 0.65f, 1),  // reddish purple
      ImVec4(0.34f, 0.71f, 0.91f, 1),  // sky blue
      ImVec4(0.84f, 0.37f, 0.00f, 1),  // vermilion
      ImVec4(0.60f, 0.60f, 0.20f, 1),  // olive
      ImVec4(0.53f, 0.53f, 0.53f, 1),  // grey
  };
  constexpr int n = static_cast<int>(sizeof kColours / sizeof kColours[0]);
  return kColours[((seat % n) + n) % n];
}

// Where each label at the right of a plot goes: beside its line's end,
// pushed apart so that none covers another (players who end level end
// together), kept inside [top, bottom].
std::vector<float> LabelRows(const std::vector<float>& ends, float line_h, float top, float bottom) {
  std::vector<std::pair<float, size_t>> rows;
  for (size_t i = 0; i < ends.size(); ++i) rows.push_back({ends[i] - line_h * 0.5f, i});
  std::sort(rows.begin(), rows.end());
  for (size_t i = 1; i < rows.size(); ++i) rows[i].first = std::max(rows[i].first, rows[i - 1].first + line_h);
  const float overflow = rows.empty() ? 0 : rows.back().first + line_h - bottom;
  if (overflow > 0) {  // too low: the column moves up, as far as the top allows
    for (auto& row : rows) row.first = std::max(top, row.first - overflow);
    for (size_t i = 1; i < rows.size(); ++i) rows[i].first = std::max(rows[i].first, rows[i - 1].first + line_h);
  }
  std::vector<float> out(ends.size(), 0);
  for (const auto& [y, i] : rows) out[i] = y;
  return out;
}

// Cards won over the round, one line per player, told apart by colour AND
// style (solid, dashed, dotted) and labelled with names that never overlap.
void DrawWonPlot(Ui& ui, const WonSteps& steps, const std::vector<std::string>& names, float width, float height) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const float line_h = FontPx(ui.fonts().small) * 1.2f;
  // Tall enough for every name's label in a column.
  height = std::max(height, line_h * static_cast<float>(names.size()) + 40 * s);
  ImGui::Dummy(ImVec2(width, height));
  const ImVec2 max(min.x + width, min.y + height);
  DrawCard(list, min, max, p.surface, p, l.rounding, 0);
  int hi = 1;
  for (const auto& row : steps.counts)
    for (int v : row) hi = std::max(hi, v);
  float name_w = 0;
  for (size_t seat = 0; seat < names.size(); ++seat)
    name_w = std::max(name_w, MeasureText(ui.fonts().small, names[seat] + " 00").x);
  name_w = std::min(name_w + 16 * s, width * 0.38f);
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
  std::vector<float> ends;
  for (size_t seat = 0; seat < names.size(); ++seat) ends.push_back(Y(steps.counts.back()[seat]));
  const std::vector<float> rows = LabelRows(ends, line_h, min.y + 4 * s, max.y - 4 * s);
  for (size_t seat = 0; seat < names.size(); ++seat) {
    const ImU32 col = Col(SeatColour(static_cast<int>(seat)));
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
    const float y = rows[seat];
    if (std::abs(y + line_h * 0.5f - dot.y) > 2 * s)  // a label pushed away points to its line's end
      list->AddLine(ImVec2(dot.x + 4 * s, dot.y), ImVec2(dot.x + 8 * s, y + line_h * 0.5f), col, 1.5f * s);
    DrawText(list, ui.fonts().small, ImVec2(dot.x + 10 * s, y), p.ink, names[seat] + " " + std::to_string(last));
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
  using Rect = word_shout_motion::Rect;
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
  // The app's letter keys in the dock, on or off (kept in the settings).
  static bool KeysOn(Ui& ui);
  static void SetKeys(Ui& ui, bool on);
  void Sync(Ui& ui, const play::Session& session);
  // What a move just heard of shows and sounds like: the flights, the word
  // by the claimant's name, the table's sounds.
  void Heard(Ui& ui, const play::Session& session, const WordShout& view, size_t index);
  // The status lines over the table; the short form (a phone with little
  // room: the letter keys on, large text) drops the dealer and keeps the
  // verdict to the small face's two lines.
  struct StatusBox {
    std::string first;  // the first line
    float first_h = 0, spacing = 0, status_h = 0, height = 0;
    float text_w = 0, deck_w = 0, deck_h = 0;
  };
  StatusBox MeasureStatus(Ui& ui, const play::Session& session, float width, bool short_form) const;
  bool ShortStatus(Ui& ui, const play::Session& session, float width, float visible_bottom) const;
  void DrawStatus(Ui& ui, const play::Session& session, float width, bool short_form = false);
  void DrawDeck(Ui& ui, ImDrawList* list, ImVec2 min, float card_h, int count);
  // The players' places: a card each (name, cards and points, the pile),
  // or, where the screen is short (`low`: a phone at a large text size,
  // the keys on), one line each, so that the cards keep their room.
  void DrawPlayers(Ui& ui, const play::Session& session, float width, bool low);
  static float PlayersHeight(Ui& ui, int seats, bool low);
  void DrawPile(Ui& ui, ImDrawList* list, const WordShout& view, int seat, ImVec2 min, float card_h);
  // The cards on the table, `width` wide at `at`, fitted into `max_height`
  // (0: no limit); taps choose cards for the claim being made. Returns the
  // height used.
  void DrawCards(Ui& ui, TableContext& ctx, ImVec2 at, float width, float max_height, float* used, float largest = 78,
                 bool centred = false);
  // The cards ringed and in the air, over everything on the table; the
  // claimant's word above the ringed ones.
  void DrawFlights(Ui& ui, ImDrawList* list);
  float Dock(Ui& ui, TableContext* ctx, const play::Session& session, float width);
  void DockShout(Ui& ui, TableContext* ctx, const play::Session& session, const std::vector<int>& people, ImVec2 at,
                 float width, float height);
  void DockClaim(Ui& ui, TableContext* ctx, const play::Session& session, ImVec2 at, float width);
  // The letter keys (on or off: KeysOn), and a compact row of letters for a
  // wild card when they are off; their heights.
  float KeysHeight(Ui& ui, float width) const;
  float PickerHeight(Ui& ui, float width) const;
  struct ClaimRows {
    bool keys = false;
    float word = 0, middle = 0;  // the word's row; the row under it (0: none)
  };
  ClaimRows ClaimRowsFor(Ui& ui, float width) const;
  float ClaimDockHeight(Ui& ui, float width) const;
  void Letter(TableContext& ctx, char c);
  void Backspace();
  void Keyboard(TableContext& ctx);
  // Presses on Shout buttons this frame: the earliest wins (then fewer cards, then the dealer's left).
  void SettleShouts(Ui& ui, TableContext& ctx, const std::vector<std::pair<int, std::pair<ImVec2, ImVec2>>>& buttons);
  void Shout(TableContext& ctx, int seat);
  void TapCard(TableContext& ctx, int position);
  void Confirm(TableContext& ctx);
  std::vector<Part> ChosenParts(const WordShout& view) const;
  // Why the typed word takes no cards ("" when it does).
  std::string TypedProblem(const WordShout& view) const;
  void DrawTableMode(Ui& ui, TableContext& ctx);

  MissedWords missed_;
  Choice choice_;
  size_t seen_moves_ = 0;
  bool synced_ = false;  // the first frame: what was already there neither moves nor sounds
  int seen_round_ = -1;
  std::string verdict_;  // the last claim's verdict, shown for a while
  double verdict_until_ = -1;
  bool verdict_right_ = false;
  int summary_round_ = -1;  // the round whose summary is up (between rounds)

  // The cards in motion (table_motion.h): the table closing up after a
  // claim, cards dealt from the deck, taken cards ringed and flying to the
  // claimant's pile, penalty cards to each pile. Where each seat's pile and
  // the deck were drawn this frame, for the flights.
  word_shout_motion::TableMotion motion_;
  std::map<int, Rect> piles_;
  Rect deck_;
  // Cards a line on the table: it grows as the table fills (smaller cards)
  // and shrinks only when a line's worth of cards has gone, so that cards
  // do not change size back and forth as they come and go.
  int per_line_ = 0;
  // The claimant's word by their name, for a while after a right claim
  // (issue 29: the cards used to vanish with only the status line to say
  // who took them).
  struct Took {
    int seat = -1;
    std::string who;   // the claimant's name
    std::string word;  // upper case
    double until = 0;
  };
  Took took_;
  bool TookShown(double now) const { return took_.seat >= 0 && now < took_.until; }
  double hold_ = 1.1;  // Settings: the seconds a bot's move holds
  // A guided game: room kept at the top for the guide's card.
  void KeepRoomForGuide(Ui& ui, const play::Session& session);
  float guide_room_ = 0;
};

bool Table::KeysOn(Ui& ui) {
  const auto& switches = ui.settings().table_switches;
  const auto it = switches.find("word-shout/keys");
  return it != switches.end() && it->second;
}

void Table::SetKeys(Ui& ui, bool on) {
  Settings settings = ui.settings();
  settings.table_switches["word-shout/keys"] = on;
  (void)ui.ChangeSettings(settings);  // a failure to save is shown on the Settings page
}

void Table::Sync(Ui& ui, const play::Session& session) {
  const WordShout& view = Ws(session.View());
  hold_ = ui.settings().bot_hold_seconds();
  missed_.Follow(view, kSearchesPerFrame);
  const size_t moves = view.History().size();
  // Another game (fewer moves than seen), or a game opened again: nothing
  // that happened before this screen moves or sounds.
  if (moves < seen_moves_) {
    seen_moves_ = moves;
    motion_.Reset();
  }
  if (!synced_) {
    synced_ = true;
    seen_moves_ = moves;
  }
  if (moves != seen_moves_) {
    for (size_t i = seen_moves_; i < moves; ++i) Heard(ui, session, view, i);
    // The latest claim's verdict stays up a few seconds (also in the log).
    for (size_t i = moves; i-- > seen_moves_ && i < moves;) {
      const Event& e = view.Events()[i];
      if (e.kind == Event::Kind::kClaim || e.kind == Event::Kind::kTimeUp) {
        verdict_ = Describe(view, i, session.names());
        verdict_right_ = e.right();
        verdict_until_ = ui.time() + 5.0;
        break;
      }
    }
    seen_moves_ = moves;
  }
  if (view.round() != seen_round_) {
    seen_round_ = view.round();
    per_line_ = 0;
  }
  // The claim being made belongs to its claimant; a new claim starts afresh.
  if (view.phase() != Phase::kClaim) {
    if (choice_.claimant >= 0) choice_.Reset(-1, 0);
  } else if (choice_.claimant != view.claimant() || choice_.claim_move > moves) {
    choice_.Reset(view.claimant(), moves);
  }
  if (view.phase() == Phase::kBetween && summary_round_ < 0) summary_round_ = view.round() - 1;
  if (view.phase() != Phase::kBetween) summary_round_ = -1;
}

void Table::Heard(Ui& ui, const play::Session& session, const WordShout& view, size_t index) {
  const Event& e = view.Events()[index];
  const double now = ui.time();
  const bool own = session.IsLocal(e.seat);
  const word_shout_motion::Timing timing = word_shout_motion::Timing::For(ui, hold_, own);
  switch (e.kind) {
    case Event::Kind::kDeal:
      ui.PlaySound(Sound::kCardSlide);
      break;  // it flies from the deck (DrawCards)
    case Event::Kind::kShout:
      ui.PlaySound(Sound::kShout);
      break;
    case Event::Kind::kNext:
      motion_.Reset();
      ui.PlaySound(Sound::kShuffle);
      break;
    case Event::Kind::kClaim:
    case Event::Kind::kTimeUp: {
      // A claim with no shout before it (a bot's: it shouts and names the
      // word at once) is a shout too.
      if (e.kind == Event::Kind::kClaim && (index == 0 || view.Events()[index - 1].kind != Event::Kind::kShout))
        ui.PlaySound(Sound::kShout);
      ui.PlaySound(e.right() ? Sound::kClaimRight : Sound::kClaimWrong);
      if (e.right()) {
        // The cards taken are the last of the claimant's pile; they fly in the word's order.
        const std::vector<int>& taken = view.Taken(e.seat);
        const size_t n = std::min<size_t>(e.cards, taken.size());
        std::vector<int> cards(taken.end() - static_cast<std::ptrdiff_t>(n), taken.end());
        std::vector<std::pair<int, int>> flying;
        for (const Part& part : view.ClaimParts(index)) {
          const auto card = std::find_if(cards.begin(), cards.end(),
                                         [&](int c) { return c >= 0 && word_shout::KindOf(c) == part.kind; });
          if (card == cards.end()) continue;
          flying.push_back({*card, part.kind});
          *card = -1;
        }
        motion_.Take(now, timing, e.seat, flying);
        took_ = Took{e.seat, session.SeatName(e.seat), view.ClaimWord(index), now + timing.ring + timing.fly + hold_};
      } else {
        std::vector<int> given;  // the penalty cards go round from the claimant's left
        for (int k = 1; k < view.NumSeats(); ++k) {
          const int seat = (e.seat + k) % view.NumSeats();
          if (e.Penalised(seat)) given.push_back(seat);
        }
        if (!given.empty()) {
          motion_.Penalty(now, timing, deck_, given);
          ui.PlaySound(Sound::kCardSlide);
        }
      }
      break;
    }
    case Event::Kind::kClose:
      break;
  }
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

std::string Table::TypedProblem(const WordShout& view) const {
  if (choice_.typed.empty() || view.phase() != Phase::kClaim) return "";
  return word_shout::SpellingProblem(choice_.typed, view.TableKinds(), view.Need(view.claimant()));
}

void Table::Confirm(TableContext& ctx) {
  const WordShout& view = Ws(ctx.session().View());
  if (view.phase() != Phase::kClaim) return;
  const std::vector<Part> parts = ChosenParts(view);
  if (parts.empty()) {
    // Say why (issue 40: "hat" where only TH holds the H was refused without
    // a word about the double card).
    const std::string problem = TypedProblem(view);
    ctx.Refuse(choice_.typed.empty() ? "Tap the cards of your word first."
                                     : "No cards on the table spell " + Upper(choice_.typed) +
                                           (problem.empty() ? "." : ": " + problem + "."));
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

// A letter typed, on the app's keys or a keyboard: before a claim it
// shouts; in the claim it is the wild card's letter if one is waiting for
// it, else the next letter of the word.
void Table::Letter(TableContext& ctx, char c) {
  play::Session& session = ctx.session();
  const int seat = KeyboardSeat(session);
  if (seat < 0) return;
  if (Ws(session.View()).phase() == Phase::kDealing) Shout(ctx, seat);
  const WordShout& now = Ws(session.View());
  if (now.phase() != Phase::kClaim || now.claimant() != seat || c == ' ') return;
  if (choice_.wild_pick >= 0 && static_cast<size_t>(choice_.wild_pick) < choice_.letters.size()) {
    choice_.letters[static_cast<size_t>(choice_.wild_pick)] = static_cast<char>(std::tolower(c));
    choice_.wild_pick = -1;
    return;
  }
  if (!choice_.picks.empty() && choice_.typed.empty()) {
    choice_.picks.clear();
    choice_.letters.clear();
  }
  if (choice_.typed.size() < 40) choice_.typed += static_cast<char>(std::tolower(c));
  choice_.reading = 0;
  ctx.ClearRefusal();
}

void Table::Backspace() {
  if (!choice_.typed.empty()) {
    choice_.typed.pop_back();
    choice_.reading = 0;
  } else if (!choice_.picks.empty()) {
    choice_.picks.pop_back();
    choice_.letters.pop_back();
    choice_.wild_pick = -1;
  }
}

void Table::Keyboard(TableContext& ctx) {
  play::Session& session = ctx.session();
  const int seat = KeyboardSeat(session);
  if (seat < 0) return;
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const WordShout& view = Ws(session.View());
  for (ImWchar c : io.InputQueueCharacters) {
    if (c >= '1' && c <= '4' && view.phase() == Phase::kClaim && view.claimant() == seat && !choice_.typed.empty()) {
      choice_.reading = c - '1';
    }
    // Space or the word's first letter shouts; the letters spell the word.
    if (c == ' ' || (c < 0x80 && std::isalpha(static_cast<int>(c)))) Letter(ctx, static_cast<char>(c));
  }
  const WordShout& now = Ws(session.View());
  if (now.phase() != Phase::kClaim || now.claimant() != seat) return;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), true)) Backspace();
  const bool enter = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false);
  if (enter && !io.NavVisible) Confirm(ctx);
}

float Table::KeysHeight(Ui& ui, float width) const {
  if (!KeysOn(ui)) return 0;
  return LetterKeyboardHeight(ui.layout(), LetterKeys{}, width) + 6 * ui.layout().scale;
}

float Table::PickerHeight(Ui& ui, float width) const {
  const float s = ui.layout().scale;
  const float key = std::min((width - 12 * 3 * s) / 13.0f, 34 * s);
  return 2 * key + 3 * s;
}

// The claim's rows: the time bar; the word chosen (with the keys on, also
// the ways to spell it, or why it cannot be spelled); without the keys a
// row for those, or a wild card's letters; the keys if on; Clear, Type and
// Claim.
Table::ClaimRows Table::ClaimRowsFor(Ui& ui, float width) const {
  const Layout& l = ui.layout();
  ClaimRows r;
  const float line_h = MeasureText(ui.fonts().strong, "Ag").y;
  const float small_h = MeasureText(ui.fonts().small, "Ag").y;
  r.keys = KeysOn(ui);
  r.word = r.keys ? std::max(l.target, line_h + small_h) : line_h;
  r.middle = r.keys ? 0 : std::max(l.target, PickerHeight(ui, width));
  return r;
}

float Table::ClaimDockHeight(Ui& ui, float width) const {
  const float s = ui.layout().scale;
  const ClaimRows r = ClaimRowsFor(ui, width);
  return 8 * s + 6 * s + r.word + 6 * s + (r.keys ? 0 : r.middle + 6 * s) + KeysHeight(ui, width) + ui.layout().target;
}

// The dock (one person against bots, or five people or more): the claim
// being made, or Shout, or Next round. Its height is the same whether a
// claim is being made or not, so that the cards above it never move when
// a shout opens or ends a claim. Measures only when `ctx` is null.
float Table::Dock(Ui& ui, TableContext* ctx, const play::Session& session, float width) {
  const Layout& l = ui.layout();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  std::vector<int> people;
  for (int seat = 0; seat < view.NumSeats(); ++seat)
    if (session.IsLocal(seat)) people.push_back(seat);
  const float pad = l.small_gap;
  ImVec2 at = ctx ? ImGui::GetCursorScreenPos() : ImVec2(0, 0);
  at.y += pad;
  if (people.empty() || view.IsTerminal()) return 0;
  if (view.phase() == Phase::kBetween) {
    if (ctx) {
      ImGui::SetCursorScreenPos(at);
      if (Button(ui, "ws/next", "Next round", ButtonKind::kPrimary, width)) ctx->PlayAs(people.front(), "next");
    }
    return pad + l.target + pad * 2;
  }
  // The claim's rows: the time bar and the word, the ways to spell it (or
  // a wild card's letters, or why it cannot be spelled), the keys if on,
  // Clear and Claim.
  const float line_h = MeasureText(ui.fonts().strong, "Ag").y;
  const float claim_h = ClaimDockHeight(ui, width);
  const bool alone = people.size() == 1;
  // With several people at the screen (more than table mode seats), a
  // Shout button each; the claim is still one person's at a time.
  const int per_row = alone ? 1 : std::min<int>(static_cast<int>(people.size()), l.compact() ? 2 : 4);
  const int rows = (static_cast<int>(people.size()) + per_row - 1) / per_row;
  const float min_shout = static_cast<float>(rows) * (std::max(l.target * 1.2f, 52 * s) + 8 * s);
  const float height = std::max(claim_h, min_shout + KeysHeight(ui, width) + line_h);
  if (ctx) {
    if (view.phase() == Phase::kClaim && session.IsLocal(view.claimant())) {
      DockClaim(ui, ctx, session, at, width);
    } else {
      DockShout(ui, ctx, session, people, at, width, height);
    }
  }
  return pad + height + pad;
}

void Table::DockShout(Ui& ui, TableContext* ctx, const play::Session& session, const std::vector<int>& people,
                      ImVec2 at, float width, float height) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  const bool alone = people.size() == 1;
  const bool can = view.phase() == Phase::kDealing && !view.table().empty();
  ImDrawList* list = ImGui::GetWindowDrawList();
  // At the bottom of the dock: a line on what to do, the keys (if on: a
  // letter shouts and starts the word), and the Shout button(s), no taller
  // than a big button (the dock keeps the claim's height: above them is
  // room to spare on a wide screen).
  const float line_h = MeasureText(ui.fonts().strong, "Ag").y;
  const int per_row = alone ? 1 : std::min<int>(static_cast<int>(people.size()), l.compact() ? 2 : 4);
  const int rows = (static_cast<int>(people.size()) + per_row - 1) / per_row;
  const float gap = 8 * s;
  const float keys_h = KeysOn(ui) && alone ? KeysHeight(ui, width) : 0.0f;
  const float room = (height - line_h - 4 * s - keys_h - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
  const float bh = std::min(room, std::max(l.target * 1.5f, 64 * s) * 1.35f);
  float y = at.y + height - (line_h + 4 * s + keys_h + static_cast<float>(rows) * (bh + gap) - gap);
  std::string hint = view.phase() == Phase::kClaim
                         ? session.SeatName(view.claimant()) + " is naming the cards\xE2\x80\xA6"
                     : l.touch || KeysOn(ui) ? "See a word? Shout, then tap its cards or type it."
                                             : "See a word? Press Space, or just type it.";
  // (One line: a phone at 140% text has the short form.)
  if (view.phase() != Phase::kClaim && MeasureText(ui.fonts().body, hint).x > width) hint = "See a word? Shout!";
  ImGui::PushClipRect(ImVec2(at.x, y), ImVec2(at.x + width, y + line_h), true);
  DrawText(list, ui.fonts().body, ImVec2(at.x, y), p.ink_muted, hint, width);
  ImGui::PopClipRect();
  y += line_h + 4 * s;
  const float keys_w = alone ? std::min(width * 0.28f, 120 * s) : 0.0f;
  if (keys_h > 0) {
    ImGui::SetCursorScreenPos(ImVec2(at.x, y));
    LetterKeys keys;
    keys.letters = can;
    keys.erase = false;
    const KeyTap tap = LetterKeyboard(ui, "ws/key", keys, width);
    if (tap.kind == KeyTap::Kind::kChar) Letter(*ctx, tap.c);
    y += keys_h;
  }
  // A Shout button for each person, pressed on touch-down: it is a race.
  const float bw =
      (width - keys_w - (keys_w > 0 ? gap : 0) - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  std::vector<std::pair<int, std::pair<ImVec2, ImVec2>>> buttons;
  for (size_t k = 0; k < people.size(); ++k) {
    const int seat = people[k];
    const ImVec2 min(at.x + static_cast<float>(static_cast<int>(k) % per_row) * (bw + gap),
                     y + static_cast<float>(static_cast<int>(k) / per_row) * (bh + gap));
    const ImVec2 max(min.x + bw, min.y + bh);
    const std::string id = "ws/shout/" + std::to_string(seat);
    ImGui::SetCursorScreenPos(min);
    ImGui::InvisibleButton(id.c_str(), ImVec2(bw, bh));
    ui.NameItem(id);
    const bool held = ImGui::IsItemActive();
    list->AddRectFilled(ImVec2(min.x, min.y + 3 * s), ImVec2(max.x, max.y + 3 * s), Col(p.shadow), l.rounding);
    list->AddRectFilled(min, max, Col(!can ? p.sunken : held ? p.accent_pressed : p.accent), l.rounding);
    std::string label = view.phase() == Phase::kClaim ? "Wait\xE2\x80\xA6" : "Shout!";
    if (!alone && view.phase() != Phase::kClaim) label = session.SeatName(seat) + ": Shout!";
    DrawTextCentered(list, alone ? ui.fonts().heading : ui.fonts().strong, min, max, can ? p.on_accent : p.ink_muted,
                     label);
    buttons.push_back({seat, {min, max}});
  }
  if (keys_w > 0) {
    ImGui::SetCursorScreenPos(ImVec2(at.x + width - keys_w, y + std::max(0.0f, (bh - l.target) * 0.5f)));
    const bool on = KeysOn(ui);
    if (Button(ui, "ws/keys", on ? "Hide keys" : "Keys", ButtonKind::kSecondary, keys_w)) SetKeys(ui, !on);
  }
  if (can) SettleShouts(ui, *ctx, buttons);
}

void Table::DockClaim(Ui& ui, TableContext* ctx, const play::Session& session, ImVec2 at, float width) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  ImDrawList* list = ImGui::GetWindowDrawList();
  float y = at.y;
  // The time left to name the cards (no limit: a full bar that never runs down).
  const float bar_h = 8 * s;
  const std::optional<Millis> left = view.ClaimTimeLeft(session.Clock());
  const float f =
      left ? std::clamp(static_cast<float>(*left) / static_cast<float>(view.claim_window()), 0.0f, 1.0f) : 1.0f;
  list->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + width, y + bar_h), Col(p.sunken), bar_h * 0.5f);
  list->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + width * f, y + bar_h), Col(f < 0.3f ? p.bad : p.accent),
                      bar_h * 0.5f);
  y += bar_h + 6 * s;
  // The word as chosen so far.
  const std::vector<Part> parts = ChosenParts(view);
  const std::string problem = TypedProblem(view);
  std::string line;
  if (!choice_.typed.empty()) {
    line = Upper(choice_.typed) + (parts.empty() ? ": no cards on the table spell it"
                                                 : " = " + CardsText(parts) + " (" +
                                                       Plural(static_cast<int>(parts.size()), "card", "cards") + ")");
  } else if (parts.empty()) {
    line = KeysOn(ui) ? "Tap the cards of your word in order, or type it." : "Tap the cards of your word in order.";
  } else {
    std::string word;
    for (const Part& part : parts)
      word += part.letter || !word_shout::IsWildKind(part.kind) ? Upper(part.Letters()) : "?";
    line = word + " (" + Plural(static_cast<int>(parts.size()), "card", "cards") + ")";
  }
  const ClaimRows rows = ClaimRowsFor(ui, width);
  const float line_h = MeasureText(ui.fonts().strong, "Ag").y;
  const auto readings = choice_.typed.empty() ? std::vector<std::vector<Part>>{}
                                              : TypedReadings(view, choice_.typed, view.Need(view.claimant()));
  const bool wild_letters = choice_.wild_pick >= 0 && choice_.typed.empty();
  // The ways to spell the typed word: a button each (Enter takes the first).
  auto reading_buttons = [&](float top) {
    const float bw = (width - 8 * s * static_cast<float>(readings.size() - 1)) / static_cast<float>(readings.size());
    for (size_t k = 0; k < readings.size(); ++k) {
      ImGui::SetCursorScreenPos(ImVec2(at.x + static_cast<float>(k) * (bw + 8 * s), top));
      const std::string id = "ws/reading/" + std::to_string(k);
      const std::string label = std::to_string(k + 1) + ". " + CardsText(readings[k]) + (k == 0 ? " (Enter)" : "");
      if (Button(ui, id.c_str(), label,
                 static_cast<int>(k) == choice_.reading ? ButtonKind::kPrimary : ButtonKind::kSecondary, bw)) {
        choice_.reading = static_cast<int>(k);
        Confirm(*ctx);
      }
    }
  };
  auto problem_text = [&](float top, float height) {
    ImGui::PushClipRect(ImVec2(at.x, top), ImVec2(at.x + width, top + height), true);
    DrawText(list, ui.fonts().small, ImVec2(at.x, top), p.bad,
             std::string(kIconCross) + " " + Capitalised(problem) + ".", width);
    ImGui::PopClipRect();
  };
  if (rows.keys && readings.size() > 1) {
    reading_buttons(y);  // (they say the word's spellings: no line above them)
  } else {
    if (rows.keys && wild_letters) line = "Which letter is the wild card? Type it on the keys.";
    ImGui::PushClipRect(ImVec2(at.x, y), ImVec2(at.x + width, y + line_h), true);
    DrawText(list, ui.fonts().strong, ImVec2(at.x, y), p.ink, line, width);
    ImGui::PopClipRect();
    if (rows.keys && !problem.empty()) problem_text(y + line_h, rows.word - line_h);
  }
  y += rows.word + 6 * s;
  // Without the keys, the row under the word: the ways to spell the typed
  // word, or why it cannot be spelled, or the letters of a wild card.
  const float middle = rows.middle;
  if (rows.keys) {
    // (all in the word's row above)
  } else if (readings.size() > 1) {
    reading_buttons(y);
  } else if (!problem.empty()) {
    problem_text(y, middle);
  } else if (wild_letters) {
    // Which letter the wild card is: a compact row of letters.
    const float key = std::min((width - 12 * 3 * s) / 13.0f, 34 * s);
    const float step = (width - key) / 12.0f;
    for (int c = 0; c < 26; ++c) {
      ImGui::SetCursorScreenPos(
          ImVec2(at.x + static_cast<float>(c % 13) * step, y + static_cast<float>(c / 13) * (key + 3 * s)));
      const char label[2] = {static_cast<char>('A' + c), 0};
      if (KeyButton(ui, (std::string("ws/wild/") + label).c_str(), label, ImVec2(key, key), true, false) &&
          choice_.wild_pick < static_cast<int>(choice_.letters.size())) {
        choice_.letters[static_cast<size_t>(choice_.wild_pick)] = static_cast<char>('a' + c);
        choice_.wild_pick = -1;
      }
    }
  }
  if (!rows.keys) y += middle + 6 * s;
  if (rows.keys) {
    // The app's own keys: a letter spells the word (or names the wild
    // card's letter), backspace takes one back.
    ImGui::SetCursorScreenPos(ImVec2(at.x, y));
    LetterKeys keys;
    keys.erase = !choice_.typed.empty() || !choice_.picks.empty();
    const std::string prefix = wild_letters ? "ws/wild" : "ws/key";
    const KeyTap tap = LetterKeyboard(ui, prefix.c_str(), keys, width);
    if (tap.kind == KeyTap::Kind::kChar) Letter(*ctx, tap.c);
    if (tap.kind == KeyTap::Kind::kBackspace) Backspace();
    y += KeysHeight(ui, width);
  }
  // Clear, the keys' switch (and, when the claim has no time limit, Give
  // up: the way such a claim ends without a word), and Claim.
  const float gap = 8 * s;
  const bool unlimited = view.claim_window() <= 0;
  const float small_w = std::min(width * (unlimited ? 0.22f : 0.26f), 140 * s);
  float x = at.x;
  ImGui::SetCursorScreenPos(ImVec2(x, y));
  if (Button(ui, "ws/clear", "Clear", ButtonKind::kSecondary, small_w, !parts.empty() || !choice_.typed.empty())) {
    choice_.Reset(choice_.claimant, choice_.claim_move);
    ctx->ClearRefusal();
  }
  x += small_w + gap;
  if (unlimited) {
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    if (Button(ui, "ws/give-up", "Give up", ButtonKind::kSecondary, small_w)) ctx->PlayAs(view.claimant(), "give-up");
    x += small_w + gap;
  }
  const bool on = KeysOn(ui);
  ImGui::SetCursorScreenPos(ImVec2(x, y));
  if (Button(ui, "ws/keys", on ? "Hide keys" : "Type", ButtonKind::kSecondary, small_w)) SetKeys(ui, !on);
  x += small_w + gap;
  ImGui::SetCursorScreenPos(ImVec2(x, y));
  if (Button(ui, "ws/confirm", parts.empty() ? "Claim" : "Claim " + Upper(word_shout::Spell(parts)),
             ButtonKind::kPrimary, at.x + width - x, !parts.empty())) {
    Confirm(*ctx);
  }
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

Table::StatusBox Table::MeasureStatus(Ui& ui, const play::Session& session, float width, bool short_form) const {
  const Layout& l = ui.layout();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  StatusBox b;
  // The first line: the round, the dealer, the deck, the head start, the
  // last call. (On a phone the deck's count is the number beside the deck
  // alone.) The short form, one line: the round and the head start, or
  // once the deck is out the last call in its place; it leaves the dealer
  // out (who deals decides only ties; the log says it as each round begins).
  const std::string round = "Round " + std::to_string(std::min(view.round() + 1, view.Rounds())) + " of " +
                            std::to_string(view.Rounds());
  const std::string dot = " \xC2\xB7 ";
  const std::string dealer = short_form ? "" : dot + "Dealer: " + session.SeatName(view.dealer());
  const std::string deck = l.compact() ? "" : dot + Plural(view.DeckCount(), "card", "cards") + " in the deck";
  // The table's head start for people (a rule everyone at the table sees).
  std::string head_start;
  if (view.head_start() > 0) {
    const std::string secs = std::to_string(view.settings().head_start);
    head_start = short_form ? dot + secs + " s head start" : dot + "Bots give people a " + secs + "-second head start";
  }
  std::string last_call;
  if (view.phase() == Phase::kDealing && view.DeckCount() == 0) {
    if (const std::optional<Millis> next = view.NextTimedEvent()) {
      last_call = dot + "last call: " + std::to_string(std::max<Millis>(0, *next - session.Clock()) / 1000 + 1) + " s";
    }
  }
  b.first = round + dealer + deck + (short_form && !last_call.empty() ? "" : head_start) + last_call;
  // The deck at the right of both lines: the cards are dealt from it.
  const float strong_h = MeasureText(ui.fonts().strong, "Ag").y;
  b.status_h = short_form ? std::max(strong_h, 2 * MeasureText(ui.fonts().small, "Ag").y) : 2 * strong_h;
  b.deck_h = std::min(2 * strong_h, 44 * s);
  b.deck_w = b.deck_h * 0.8f + 8 * s + MeasureText(ui.fonts().strong, "80").x + 6 * s;
  b.text_w = width - b.deck_w - 8 * s;
  // Both lines keep one height whatever they say (issue 29: the table moved
  // 18 px while the person aimed at a card when a verdict wrapped): the
  // first as tall as its longest form, the second two lines of the bold
  // face (short form: of the small face), a smaller face for a longer verdict.
  const std::string last = "Round 8 of 8" + dealer + (l.compact() ? "" : dot + "80 cards in the deck");
  const std::string longest = last + head_start + (short_form ? "" : dot + "last call: 10 s");
  b.first_h = std::max({MeasureText(ui.fonts().small, b.first, b.text_w).y,
                        MeasureText(ui.fonts().small, longest, b.text_w).y,
                        MeasureText(ui.fonts().small, last + dot + "last call: 10 s", b.text_w).y});
  b.spacing = short_form ? 4 * s : ImGui::GetStyle().ItemSpacing.y;
  b.height = b.first_h + b.spacing + b.status_h;
  return b;
}

void Table::DrawStatus(Ui& ui, const play::Session& session, float width, bool short_form) {
  const Palette& p = ui.palette();
  const WordShout& view = Ws(session.View());
  const StatusBox box = MeasureStatus(ui, session, width, short_form);
  const float text_w = box.text_w, deck_w = box.deck_w, deck_h = box.deck_h, first_h = box.first_h;
  const float spacing = box.spacing;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const std::string& line = box.first;
  Caption(ui, line, text_w);
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
  ImFont* font =
      MeasureText(ui.fonts().strong, text, text_w).y <= box.status_h + 0.5f ? ui.fonts().strong : ui.fonts().small;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushClipRect(at, ImVec2(at.x + text_w, at.y + box.status_h), true);
  Paragraph(ui, text, font, colour, text_w);
  ui.NameItem("ws/status");
  ImGui::PopClipRect();
  if (view.phase() != Phase::kBetween) {
    DrawDeck(ui, ImGui::GetWindowDrawList(),
             ImVec2(top.x + width - deck_w, top.y + (first_h + spacing + box.status_h - deck_h) * 0.5f), deck_h,
             view.DeckCount());
  }
  ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + box.status_h));
  ImGui::Dummy(ImVec2(width, 0));
}

// The deck: a few card backs, the count beside them; the cards dealt leave
// from its top card (deck_).
void Table::DrawDeck(Ui& ui, ImDrawList* list, ImVec2 min, float card_h, int count) {
  const float s = ui.layout().scale;
  const float card_w = card_h * 0.8f;
  const int layers = std::clamp(count / 10 + (count > 0 ? 1 : 0), 0, 3);
  for (int k = layers - 1; k >= 1; --k) {
    const ImVec2 a(min.x + 2.0f * s * static_cast<float>(k), min.y - 2.0f * s * static_cast<float>(k));
    DrawLetterCard(ui, list, a, ImVec2(a.x + card_w, a.y + card_h), 0, 0, kBack);
  }
  deck_ = Rect{min, ImVec2(min.x + card_w, min.y + card_h)};
  if (count > 0) {
    DrawLetterCard(ui, list, deck_.min, deck_.max, 0, 0, kBack);
  } else {
    list->AddRect(deck_.min, deck_.max, Col(ui.palette().border), 6 * s, 0, 1.5f * s);
  }
  ImGui::ItemAdd(ImRect(deck_.min, deck_.max), 0);
  ui.NameItem("ws/deck/" + std::to_string(count));
  DrawText(list, ui.fonts().strong,
           ImVec2(deck_.max.x + 8 * s, min.y + card_h * 0.5f - FontPx(ui.fonts().strong) * 0.6f),
           ui.palette().ink_muted, std::to_string(count));
}

namespace {

// The players' grid: places a row, a place's height and padding, the gap.
struct PlayerGrid {
  int per_row;
  float cell_h, pad, gap;
};
PlayerGrid PlayerGridFor(Ui& ui, int n, bool low) {
  const Layout& l = ui.layout();
  const float s = l.scale;
  // On a phone the places are lower and up to four a row, so that the
  // table keeps its room for cards.
  if (low) return {std::min(n, 4), FontPx(ui.fonts().small) * 1.3f + 10 * s, 5 * s, 4 * s};
  const int per_row = l.compact() ? (n <= 4 ? 2 : n <= 6 ? 3 : 4) : std::min(n, 4);
  return {per_row, (l.compact() ? 48 : 58) * s, (l.compact() ? 7 : 10) * s, (l.compact() ? 6 : 8) * s};
}

}  // namespace

float Table::PlayersHeight(Ui& ui, int seats, bool low) {
  const PlayerGrid g = PlayerGridFor(ui, seats, low);
  const int rows = (seats + g.per_row - 1) / g.per_row;
  return static_cast<float>(rows) * (g.cell_h + g.gap) - g.gap;
}

void Table::DrawPlayers(Ui& ui, const play::Session& session, float width, bool low) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const WordShout& view = Ws(session.View());
  const double now = ui.time();
  const int n = view.NumSeats();
  const PlayerGrid grid = PlayerGridFor(ui, n, low);
  const int per_row = grid.per_row;
  const float gap = grid.gap, cell_h = grid.cell_h, pad = grid.pad;
  const float cell_w = (width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int seat = 0; seat < n; ++seat) {
    const ImVec2 min(origin.x + static_cast<float>(seat % per_row) * (cell_w + gap),
                     origin.y + static_cast<float>(seat / per_row) * (cell_h + gap));
    const ImVec2 max(min.x + cell_w, min.y + cell_h);
    const bool claiming = view.phase() == Phase::kClaim && view.claimant() == seat;
    const bool took = TookShown(now) && took_.seat == seat;
    DrawCard(list, min, max, claiming || took ? p.accent_soft : p.surface, p, 8 * s, 0);
    if (claiming || took) list->AddRect(min, max, Col(took ? p.good : p.accent), 8 * s, 0, 2 * s);
    // The player's colour (the plots' lines), down the left edge.
    list->AddRectFilled(ImVec2(min.x + 2 * s, min.y + 6 * s), ImVec2(min.x + 6 * s, max.y - 6 * s),
                        Col(SeatColour(seat)), 2 * s);
    // The pile at the right: what has landed on it.
    const float pile_h = cell_h - 2 * pad + 2 * s;
    // (A low place too narrow for a pile as well as a name: the cards won
    // land on their number instead.)
    const bool pile = !low || cell_w > 120 * s;
    const float pile_w = pile ? pile_h * 0.8f + 6 * s : 0.0f;
    if (pile) DrawPile(ui, list, view, seat, ImVec2(max.x - pad - pile_w, min.y + pad - 1 * s), pile_h);
    const float text_w = cell_w - 2 * pad - pile_w - 4 * s;
    const int shown = view.CardsWon(seat) - motion_.InFlightTo(now, seat);
    if (low) {
      // One line: the name (or the word just taken) and the cards won.
      const std::string count = " " + std::to_string(shown);
      const float count_w = MeasureText(ui.fonts().strong, count).x;
      const std::string what = took ? "took " + took_.word : session.SeatName(seat);
      const ImVec2 at(min.x + pad + 6 * s, (min.y + max.y) * 0.5f - FontPx(ui.fonts().small) * 0.6f);
      DrawText(list, ui.fonts().small, at, took ? p.good : p.ink, Fitted(ui.fonts().small, what, text_w - count_w));
      const ImVec2 count_at(min.x + pad + 6 * s + text_w - count_w, at.y - 1 * s);
      DrawText(list, ui.fonts().strong, count_at, p.ink, count);
      if (!pile) {
        piles_[seat] = Rect{count_at, ImVec2(count_at.x + count_w, count_at.y + FontPx(ui.fonts().strong))};
        ImGui::ItemAdd(ImRect(piles_[seat].min, piles_[seat].max), 0);
        ui.NameItem("ws/pile/" + std::to_string(seat) + "/" + std::to_string(std::max(0, shown)));
      }
      if (took) {
        ImGui::ItemAdd(ImRect(min, max), 0);
        ui.NameItem("ws/took/" + std::to_string(seat));
      }
      continue;
    }
    ImGui::PushClipRect(min, ImVec2(min.x + pad + 4 * s + text_w, max.y), true);
    DrawText(list, ui.fonts().strong, ImVec2(min.x + pad + 4 * s, min.y + pad - 4 * s), p.ink,
             Fitted(ui.fonts().strong, session.SeatName(seat), text_w));
    // Said short where the long form does not fit: "dealer · 15 cards · 1 pt".
    const int points = view.Scores()[static_cast<size_t>(seat)];
    const std::string dealer = seat == view.dealer() ? "dealer \xC2\xB7 " : "";
    const std::string needs = view.Need(seat) != 3 ? " \xC2\xB7 needs " + std::to_string(view.Need(seat)) : "";
    std::string line =
        dealer + Plural(shown, "card", "cards") + " \xC2\xB7 " + Plural(points, "point", "points") + needs;
    if (MeasureText(ui.fonts().small, line).x > text_w)
      line = dealer + Plural(shown, "card", "cards") + " \xC2\xB7 " + std::to_string(points) +
             (points == 1 ? " pt" : " pts") + needs;
    // The word just taken, where the eye follows the cards to.
    if (took) line = "took " + took_.word + "!";
    DrawText(list, took ? ui.fonts().strong : ui.fonts().small,
             ImVec2(min.x + pad + 4 * s, max.y - pad - FontPx(ui.fonts().small) * 1.15f), took ? p.good : p.ink_muted,
             line);
    ImGui::PopClipRect();
    if (took) {
      ImGui::ItemAdd(ImRect(min, max), 0);  // named for the tests, without moving the layout
      ui.NameItem("ws/took/" + std::to_string(seat));
    }
  }
  const int rows = (n + per_row - 1) / per_row;
  ImGui::Dummy(ImVec2(width, static_cast<float>(rows) * (cell_h + gap) - gap));
}

// A player's pile: the cards that have landed on it, the last taken face up
// (penalty cards face down), a few layers deep; an empty place when none.
// The flights to this seat land on its top card (piles_).
void Table::DrawPile(Ui& ui, ImDrawList* list, const WordShout& view, int seat, ImVec2 min, float card_h) {
  const float s = ui.layout().scale;
  const float card_w = card_h * 0.8f;
  const int shown = view.CardsWon(seat) - motion_.InFlightTo(ui.time(), seat);
  const int layers = std::clamp((shown + 4) / 5, 0, 3);
  for (int k = layers - 1; k >= 1; --k) {
    const ImVec2 a(min.x + 2.0f * s * static_cast<float>(k), min.y + 2.0f * s * static_cast<float>(k) - 2 * s);
    DrawLetterCard(ui, list, a, ImVec2(a.x + card_w, a.y + card_h), 0, 0, kBack);
  }
  const Rect top{min, ImVec2(min.x + card_w, min.y + card_h)};
  piles_[seat] = top;
  if (shown <= 0) {
    list->AddRect(top.min, top.max, Col(ui.palette().border), 5 * s, 0, 1.2f * s);
  } else {
    // On top, the last card to land (face down: a penalty card); for a
    // game opened again, the last card taken.
    const std::vector<int>& taken = view.Taken(seat);
    const std::optional<int> landed = motion_.TopOf(seat);
    const int kind = landed ? *landed : taken.empty() ? -1 : word_shout::KindOf(taken.back());
    if (kind >= 0) {
      DrawLetterCard(ui, list, top.min, top.max, kind, 0, kPlain);
    } else {
      DrawLetterCard(ui, list, top.min, top.max, 0, 0, kBack);
    }
  }
  ImGui::ItemAdd(ImRect(top.min, top.max), 0);
  ui.NameItem("ws/pile/" + std::to_string(seat) + "/" + std::to_string(std::max(0, shown)));
}

void Table::DrawCards(Ui& ui, TableContext& ctx, ImVec2 at, float width, float max_height, float* used, float largest,
                      bool centred) {
  const Layout& l = ui.layout();
  const Palette& p = ui.palette();
  const float s = l.scale;
  const double now = ui.time();
  const WordShout& view = Ws(ctx.session().View());
  const auto& table = view.table();
  std::vector<int> cards;
  for (const TableCard& c : table) cards.push_back(c.card);
  // The table closes up only outside the person's claim (the cards they aim
  // at stay put) and while no finger or button is down.
  const bool picking = view.phase() == Phase::kClaim && ctx.session().IsLocal(view.claimant());
  const bool may_close = !picking && !ImGui::IsMouseDown(ImGuiMouseButton_Left);
  const int count = static_cast<int>(motion_.Slots(cards, may_close, now));
  // The gap between cards: narrower on a phone once eight or more share a
  // line, so that a full table's eight a line stay a finger wide (40 px at
  // 100%) on a 390 px phone.
  auto gap_for = [&](int per_line) { return (l.compact() ? (per_line >= 8 ? 4 : 6) : 8) * s; };
  // As large as fits: fewer, bigger cards on a short table. Big cards on
  // the shared table (centred), a row of eight on a wide screen otherwise;
  // never narrower than a finger's width where that fits at all.
  const int base = l.compact() || centred ? 5 : 8;
  auto card_w = [&](int per_line) {
    return std::min(largest * s,
                    (width - gap_for(per_line) * static_cast<float>(per_line - 1)) / static_cast<float>(per_line));
  };
  auto fits = [&](int per_line, int n) {
    const int lines = std::max(1, (n + per_line - 1) / per_line);
    return max_height <= 0 ||
           static_cast<float>(lines) * (card_w(per_line) * 1.25f + gap_for(per_line)) - gap_for(per_line) <= max_height;
  };
  auto needed = [&](int n) {
    int per_line = base;
    while (per_line < 16 && !fits(per_line, n)) ++per_line;
    return per_line;
  };
  // (Bigger again only where one more card would still fit: a card that
  // comes and goes at the edge does not resize the table each time.)
  if (per_line_ < base || needed(count) > per_line_) per_line_ = needed(count);
  else if (needed(count + 1) < per_line_) per_line_ = needed(count + 1);
  const int per_line = per_line_;
  const float gap = gap_for(per_line);
  const float cw = card_w(per_line), ch = cw * 1.25f;
  const int in_line = std::max(1, std::min(count, per_line));
  if (centred) at.x += (width - (static_cast<float>(in_line) * (cw + gap) - gap)) * 0.5f;
  const auto cell = [&](size_t slot) {
    const ImVec2 min(at.x + static_cast<float>(slot % static_cast<size_t>(per_line)) * (cw + gap),
                     at.y + static_cast<float>(slot / static_cast<size_t>(per_line)) * (ch + gap));
    return Rect{min, ImVec2(min.x + cw, min.y + ch)};
  };
  const word_shout_motion::Timing timing = word_shout_motion::Timing::For(ui, hold_, false);
  const std::vector<word_shout_motion::Placed> placed = motion_.Arrange(now, timing, cards, may_close, deck_, cell);
  ImDrawList* list = ImGui::GetWindowDrawList();
  // The cards the typed word would take.
  std::vector<int> typed_positions;
  std::vector<Part> typed_reading;
  if (picking && !choice_.typed.empty()) {
    const auto readings = TypedReadings(view, choice_.typed, view.Need(view.claimant()));
    if (!readings.empty()) {
      typed_reading =
          readings[static_cast<size_t>(std::clamp(choice_.reading, 0, static_cast<int>(readings.size()) - 1))];
      typed_positions = word_shout::PositionsOf(typed_reading, view.TableKinds());
    }
  }
  const bool dealt_last = !view.Events().empty() && view.Events().back().kind == Event::Kind::kDeal;
  for (const word_shout_motion::Placed& card : placed) {
    if (card.arriving) continue;  // in the air from the deck (DrawFlights)
    const int i = card.position;
    // A tap lands on the card where it is drawn now.
    ImGui::SetCursorScreenPos(card.at.min);
    const std::string id = "ws/card/" + std::to_string(i);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(card.at.max.x - card.at.min.x, card.at.max.y - card.at.min.y)))
      TapCard(ctx, i);
    ui.NameItem(id);
    const auto it = std::find(choice_.picks.begin(), choice_.picks.end(), i);
    const bool picked = picking && choice_.typed.empty() && it != choice_.picks.end();
    int order = picked ? static_cast<int>(it - choice_.picks.begin()) + 1 : 0;
    char letter = picked ? choice_.letters[static_cast<size_t>(order - 1)] : 0;
    if (const auto at_pos = std::find(typed_positions.begin(), typed_positions.end(), i);
        at_pos != typed_positions.end()) {
      order = static_cast<int>(at_pos - typed_positions.begin()) + 1;
      letter = typed_reading[static_cast<size_t>(order - 1)].letter;
    }
    const bool newest = dealt_last && i + 1 == static_cast<int>(table.size());
    if (card.alpha < 1) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, card.alpha);
    DrawLetterCard(ui, list, card.at.min, card.at.max, word_shout::KindOf(table[static_cast<size_t>(i)].card), letter,
                   (order > 0 ? kPicked : kPlain) | (newest ? kNew : kPlain), order);
    if (card.alpha < 1) ImGui::PopStyleVar();
  }
  const int lines = std::max(1, (count + per_line - 1) / per_line);
  *used = static_cast<float>(lines) * (ch + gap) - gap;
  if (count == 0) {
    *used = ch * 0.6f;
    DrawTextCentered(list, ui.fonts().body, at, ImVec2(at.x + width, at.y + *used), p.ink_muted,
                     view.phase() == Phase::kBetween ? "" : "The table is empty.");
  }
}

void Table::DrawFlights(Ui& ui, ImDrawList* list) {
  const double now = ui.time();
  const Palette& p = ui.palette();
  const float s = ui.layout().scale;
  motion_.DrawFlights(ui, list, now, piles_, [&](ImDrawList* l, const Rect& r, int kind, bool ringed, float alpha) {
    if (alpha < 1) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, std::max(alpha, 0.0f));
    DrawLetterCard(ui, l, r.min, r.max, std::max(kind, 0), 0, kind < 0 ? kBack : ringed ? kPicked : kPlain);
    if (alpha < 1) ImGui::PopStyleVar();
  });
  // The claimant's word in a pill just above the cards ringed.
  const auto ringed = motion_.Ringed(now);
  if (!ringed || !TookShown(now) || took_.seat != ringed->first) return;
  ImFont* font = ui.fonts().strong;
  const std::string label = std::string(kIconTick) + " " + took_.who + ": " + took_.word;
  const ImVec2 size = MeasureText(font, label);
  const float pad = 8 * s;
  const Rect& box = ringed->second;
  const ImVec2 c((box.min.x + box.max.x) * 0.5f, box.min.y - size.y * 0.5f - pad - 4 * s);
  ImVec2 pmin(c.x - size.x * 0.5f - pad, c.y - size.y * 0.5f - pad * 0.5f),
      pmax(c.x + size.x * 0.5f + pad, c.y + size.y * 0.5f + pad * 0.5f);
  // Kept inside the window, on a narrow phone too.
  const float left = ImGui::GetWindowPos().x + 4 * s, right = ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - 4 * s;
  const float shift = pmin.x < left ? left - pmin.x : pmax.x > right ? right - pmax.x : 0.0f;
  pmin.x += shift, pmax.x += shift;
  list->AddRectFilled(pmin, pmax, Col(p.good), ui.layout().rounding);
  DrawTextCentered(list, font, pmin, pmax, p.on_accent, label);
}

void Table::KeepRoomForGuide(Ui& ui, const play::Session& session) {
  // A guided game's card lies over the top of the table (ui/play/tutorial.cpp:
  // over the status lines): the table starts below it, so that nothing the
  // guide talks about (a pile, the verdict) hides under it. The room only
  // grows while the guide is on, so the table does not move as the steps
  // change their words; it goes with the card.
  const NamedItem* say = ui.FindItem("tutorial/say");
  const NamedItem* leave = ui.FindItem("tutorial/leave");
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float s = ui.layout().scale;
  const float unscrolled = top.y + ImGui::GetScrollY();
  if (session.guide() == nullptr || say == nullptr || say->y > unscrolled + 80 * s) {
    guide_room_ = 0;
    return;
  }
  const float bottom = std::max(say->y + say->h, leave != nullptr ? leave->y + leave->h : 0.0f) + 16 * s;
  guide_room_ = std::max(guide_room_, bottom - unscrolled);
  Spacing(guide_room_);
}

void Table::Draw(Ui& ui, TableContext& ctx) {
  play::Session& session = ctx.session();
  Sync(ui, session);
  if (TableMode(session)) return DrawTableMode(ui, ctx);
  const Layout& l = ui.layout();
  const WordShout& view = Ws(session.View());
  const float width = ImGui::GetContentRegionAvail().x - l.margin;
  Keyboard(ctx);
  KeepRoomForGuide(ui, session);
  const float visible_bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
  // Tight (ShortStatus): the status's short form, and the rows packed with
  // a small gap each instead of the usual spacing, for the cards' room.
  const bool tight = ShortStatus(ui, session, width, visible_bottom);
  const float row_gap = 6 * l.scale;
  const ImVec2 status_at = ImGui::GetCursorScreenPos();
  DrawStatus(ui, session, width, tight);
  if (tight) {
    ImGui::SetCursorScreenPos(
        ImVec2(status_at.x, status_at.y + MeasureStatus(ui, session, width, true).height + row_gap));
  } else {
    Spacing(l.small_gap);
  }
  if (view.phase() == Phase::kBetween && summary_round_ >= 0) {
    DrawRoundSummary(ui, view, missed_, session.names(), summary_round_, width);
    return;
  }
  // Every card above the dock (issue 40: on a phone the sixth row hid
  // behind the Shout bar): the cards fit into what is left of the visible
  // play area below the players, as if it were not scrolled; where that
  // leaves less than two lines of cards, the players' places are one line each.
  const float below = visible_bottom - (ImGui::GetCursorScreenPos().y + ImGui::GetScrollY()) - l.gap - l.small_gap;
  const bool low = below - PlayersHeight(ui, view.NumSeats(), false) < 2 * (70 + 8) * l.scale;
  const ImVec2 players_at = ImGui::GetCursorScreenPos();
  DrawPlayers(ui, session, width, low);
  if (tight) {
    ImGui::SetCursorScreenPos(ImVec2(players_at.x, players_at.y + PlayersHeight(ui, view.NumSeats(), low) + row_gap));
  } else {
    Spacing(low ? l.small_gap : l.gap);
  }
  float used = 0;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float max_h =
      std::max(visible_bottom - (at.y + ImGui::GetScrollY()) - (tight ? row_gap : l.small_gap), 40 * l.scale);
  DrawCards(ui, ctx, at, width, max_h, &used);
  DrawFlights(ui, ImGui::GetWindowDrawList());
  // Room for two lines of cards at least, so that what is below does not
  // jump as cards come and go.
  const float card_h = std::min(78 * l.scale, (width - 7 * 8 * l.scale) / 8) * 1.25f;
  ImGui::SetCursorScreenPos(at);
  ImGui::Dummy(ImVec2(width, std::max(used, std::min(2 * card_h + 8 * l.scale, max_h))));
}

bool Table::ShortStatus(Ui& ui, const play::Session& session, float width, float visible_bottom) const {
  // The short form where the long one would leave a crowded table (30
  // cards, four lines of eight) no room above the dock under the players'
  // places, at one line each: a phone with the letter keys on at large text.
  // It depends only on the screen, the text size and the keys, never on
  // the game's moment, so that the table does not move under a finger.
  const Layout& l = ui.layout();
  if (!l.compact()) return false;
  const float room = visible_bottom - (ImGui::GetCursorScreenPos().y + ImGui::GetScrollY());
  const float gap = 4 * l.scale;  // (DrawCards: eight a line on a phone)
  const float card_h = (width - 7 * gap) / 8 * 1.25f;
  const float crowded = 4 * card_h + 3 * gap;
  const float players = PlayersHeight(ui, Ws(session.View()).NumSeats(), true);
  return MeasureStatus(ui, session, width, false).height + 2 * l.small_gap + players + l.small_gap + crowded > room;
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
      const std::string line = Plural(view.CardsWon(seat) - motion_.InFlightTo(ui.time(), seat), "card", "cards") +
                               " \xC2\xB7 " + Plural(view.Scores()[static_cast<size_t>(seat)], "point", "points") +
                               (view.Need(seat) != 3 ? " \xC2\xB7 needs " + std::to_string(view.Need(seat)) : "");
      DrawText(list, ui.fonts().small, ImVec2(pmin.x + pad, pmin.y + pad + 24 * s), p.ink_muted, line);
      const float cy = pmin.y + pad + 46 * s;
      const float mini = std::min(30 * s, (pmax.y - pad - cy));
      // The cards this person takes land at the start of their row of cards.
      const auto [pile_min, pile_max] = f.Rect(ImVec2(pmin.x + pad, cy), ImVec2(pmin.x + pad + mini * 0.8f, cy + mini));
      piles_[seat] = Rect{pile_min, pile_max};
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
  const float rules_w = MeasureText(ui.fonts().strong, "Rules").x + 32 * s;
  DrawStatus(ui, session, mid_w - rules_w - 8 * s);  // the deck beside the Rules button (below)
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
      if (!session.IsHuman(seat)) piles_[seat] = Rect{ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
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
    DrawFlights(ui, list);
  }
  // The rules, from the middle (the play screen draws no controls here).
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
    g.seat_colour = SeatColour;  // the end screen's plot in the table's colours
    return g;
  }();
  return ui;
}

}  // namespace games::word_shout

}  // namespace lf::ui
