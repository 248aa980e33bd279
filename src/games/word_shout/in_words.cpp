// Finders Keepers in words (Game::DescribeTable, Game::DescribeLegalMove;
// docs/accessibility.md): the table as every seat sees it (the cards face up,
// the claim under way, the cards each player won, the rounds, the deck's
// count), and each legal move as its button names it. (words.cpp is the
// search for the words the table can spell; this file is the game said in
// words.)
//
// Nothing here reads a face-down card: the deck and penalty cards are only
// counted, and a claim's label is read from the move's own text.
#include <algorithm>

#include "core/person.h"
#include "core/text.h"
#include "games/word_shout/word_shout.h"

namespace lf::word_shout {
namespace {

std::string Who(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && static_cast<size_t>(seat) < names.size()) return names[static_cast<size_t>(seat)];
  return "Seat " + std::to_string(seat);
}

// A card of a claim as spoken: "TH", "a wild card as S".
std::string PartWords(const Part& part) {
  if (IsWildKind(part.kind)) return "a wild card as " + std::string(1, text::Upper(part.letter));
  return std::string(FaceOfKind(part.kind));
}

std::string FaceWords(int card) {
  if (card == kUnknown) return "a face-down card";
  return IsWildKind(KindOf(card)) ? std::string("a wild card") : std::string(FaceOfCard(card));
}

std::string Seconds(Millis ms) {
  const long s = static_cast<long>(ms / 1000);
  return ms % 1000 == 0 ? text::Plural(s, "second", "seconds") : std::to_string(ms / 1000.0).substr(0, 3) + " seconds";
}

}  // namespace

std::vector<Game::TextPart> WordShout::DescribeTable(int seat, const std::vector<std::string>& names) const {
  std::vector<TextPart> parts;
  const Phase ph = phase();
  const int rounds = Rounds();
  // --- Now.
  {
    TextPart now{"Now", {}};
    if (ph == Phase::kOver) {
      const int best = points_.empty() ? 0 : *std::max_element(points_.begin(), points_.end());
      std::vector<std::string> who;
      for (int s = 0; s < NumSeats(); ++s)
        if (points_[static_cast<size_t>(s)] == best) who.push_back(Who(names, s));
      now.lines.push_back("The game is over after " + text::Plural(rounds, "round", "rounds") + ". " +
                          text::JoinAnd(who) + (who.size() == 1 && who[0] != "You" ? " wins" : " win") + " with " +
                          text::Plural(best, "point", "points") + ".");
    } else if (ph == Phase::kBetween) {
      const RoundResult& r = results_.back();
      now.lines.push_back("Round " + std::to_string(round_) + " of " + std::to_string(rounds) +
                          " is over: " + EndReason(r.end) + ".");
      now.lines.push_back("Round " + std::to_string(round_ + 1) + " starts when anyone says next; " +
                          Person(Who(names, dealer_)).Verb("deals", "deal") + ".");
    } else {
      now.lines.push_back("Round " + std::to_string(round_ + 1) + " of " + std::to_string(rounds) + ". " +
                          Person(Who(names, dealer_)).Verb("deals", "deal") + ".");
      if (ph == Phase::kClaim) {
        if (claimant_ == seat) {
          now.lines.push_back(claim_window() > 0
                                  ? "You shouted: claim the cards of a word now, within " + Seconds(claim_window()) + "."
                                  : "You shouted: claim the cards of a word, with no time limit, or give up.");
        } else {
          now.lines.push_back(Person(Who(names, claimant_)).Verb("has", "have") +
                              " shouted and is claiming a word: dealing has stopped" +
                              (claim_window() > 0 ? "." : ", with no time limit."));
        }
      } else if (!deck_.empty()) {
        now.lines.push_back("A card is dealt every " + Seconds(pace()) + ". Shout when you see a word.");
      } else {
        now.lines.push_back("The deck is empty: the round ends when no word is left, or " + Seconds(final_window()) +
                            " after the last card or right claim.");
      }
      if (ph == Phase::kDealing && settings_.claim_time != Settings{}.claim_time) {
        now.lines.push_back(claim_window() > 0 ? "After a shout there are " + Seconds(claim_window()) + " to claim."
                                               : "After a shout there is no time limit to claim.");
      }
    }
    if (ph != Phase::kOver && head_start() > 0) {
      now.lines.push_back("Bots give people a " + std::to_string(settings_.head_start) +
                          "-second head start: they wait that much longer before they shout.");
    }
    if (ph != Phase::kOver) {
      bool same = true;
      for (int s = 1; s < NumSeats(); ++s) same &= Need(s) == Need(0);
      if (same) {
        now.lines.push_back("A word needs at least " + text::Plural(Need(0), "card", "cards") + ".");
      } else {
        std::vector<std::string> needs;
        for (int s = 0; s < NumSeats(); ++s) needs.push_back(Who(names, s) + " " + std::to_string(Need(s)));
        now.lines.push_back("Cards a word needs: " + text::JoinAnd(needs) + ".");
      }
    }
    parts.push_back(std::move(now));
  }
  // --- The cards face up.
  if (ph != Phase::kOver) {
    TextPart table{"On the table", {}};
    if (table_.empty()) {
      table.lines.push_back(ph == Phase::kBetween ? "The cards are back in the deck." : "No cards yet.");
    } else {
      std::vector<std::string> faces;
      for (const TableCard& c : table_) faces.push_back(FaceWords(c.card));
      table.lines.push_back(text::Plural(static_cast<long long>(table_.size()), "card", "cards") +
                            " face up, in the order dealt:");
      std::string line;
      for (const std::string& f : faces) line += (line.empty() ? "" : ", ") + f;
      table.lines.push_back(line + ".");
    }
    parts.push_back(std::move(table));
  }
  // --- The last claim's verdict.
  const int this_round = ph == Phase::kBetween ? round_ - 1 : round_;
  for (size_t i = events_.size(); ph != Phase::kOver && i-- > 0;) {
    const Event& e = events_[i];
    if (e.round != this_round) break;
    if (e.kind == Event::Kind::kDeal || e.kind == Event::Kind::kShout || e.kind == Event::Kind::kClose) continue;
    if (e.kind != Event::Kind::kClaim && e.kind != Event::Kind::kTimeUp) break;
    const Person who(Who(names, e.seat));
    std::string line;
    if (e.right()) {
      line = who.Verb("takes", "take") + " " + text::Plural(e.cards, "card", "cards") + " with " + ClaimWord(i) + ".";
    } else {
      const std::string what = e.kind != Event::Kind::kTimeUp          ? who.Verb("claims", "claim") + " " + ClaimWord(i)
                               : e.verdict == Event::Verdict::kGaveUp ? who.Verb("gives", "give") + " up"
                                                                      : who.Name() + " named no cards";
      line = what + ": wrong, " + WrongReason(i) + ".";
      int given = 0;
      for (int s = 0; s < NumSeats(); ++s) given += e.Penalised(s);
      if (given > 0) line += " Every other player was given a card from the deck.";
    }
    parts.push_back({"The last claim", {line}});
    break;
  }
  // --- The players.
  {
    TextPart players{"Players", {}};
    const int from = seat >= 0 && seat < NumSeats() ? seat : 0;
    // The words each took this round, from the public log.
    std::vector<std::vector<std::string>> words(static_cast<size_t>(NumSeats()));
    if (ph != Phase::kBetween && ph != Phase::kOver) {
      for (size_t i = 0; i < events_.size(); ++i)
        if (events_[i].round == round_ && events_[i].kind == Event::Kind::kClaim && events_[i].right())
          words[static_cast<size_t>(history_[i].seat)].push_back(ClaimWord(i));
    }
    for (int k = 0; k < NumSeats(); ++k) {
      const int s = (from + k) % NumSeats();
      const Person p(Who(names, s));
      std::string line = p.Name() + ": " + text::Plural(points_[static_cast<size_t>(s)], "point", "points");
      if (ph == Phase::kBetween) {
        const RoundResult& r = results_.back();
        line += "; won " + text::Plural(r.cards[static_cast<size_t>(s)], "card", "cards") + " last round";
        if (std::find(r.winners.begin(), r.winners.end(), s) != r.winners.end()) line += ", scoring the point";
      } else if (ph != Phase::kOver) {
        line += "; " + text::Plural(CardsWon(s), "card", "cards") + " won this round";
        const auto& w = words[static_cast<size_t>(s)];
        if (!w.empty()) line += " (" + text::JoinAnd(w) + ")";
        const size_t pen = penalties_[static_cast<size_t>(s)].size();
        if (pen > 0) line += ", " + text::Plural(static_cast<long long>(pen), "penalty card", "penalty cards");
      }
      if (s == dealer_ && ph == Phase::kBetween) line += "; deals the next round";
      else if (s == dealer_ && ph != Phase::kOver) line += "; " + p.Their() + " deal";
      if (s == claimant_) line += "; claiming now";
      players.lines.push_back(line + ".");
    }
    parts.push_back(std::move(players));
  }
  // --- The rounds so far.
  if (!results_.empty()) {
    TextPart past{"Rounds", {}};
    for (size_t r = 0; r < results_.size(); ++r) {
      const RoundResult& res = results_[r];
      std::string line = "Round " + std::to_string(r + 1) + ": ";
      if (res.winners.empty()) {
        line += "nobody won a card";
      } else {
        std::vector<std::string> who;
        for (int s : res.winners) who.push_back(Who(names, s));
        line += text::JoinAnd(who) + " scored, with " +
                text::Plural(res.cards[static_cast<size_t>(res.winners[0])], "card", "cards");
      }
      past.lines.push_back(line + ".");
    }
    parts.push_back(std::move(past));
  }
  // --- The deck.
  if (ph != Phase::kOver) {
    std::string line = "The deck: " + text::Plural(DeckCount(), "card", "cards") + " face down";
    if (!set_aside_.empty()) line += "; " + std::to_string(set_aside_.size()) + " set aside until the round ends";
    parts.push_back({"Deck", {line + "."}});
  }
  return parts;
}

Game::MoveText WordShout::DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const {
  const std::vector<std::string> tokens = text::Split(move);
  if (tokens.size() == 1 && tokens[0] == "shout") return {"Shout", "Shout: stop the dealing and claim a word"};
  if (tokens.size() == 1 && tokens[0] == "give-up")
    return {"Give up", "Give up the claim: it counts as a wrong claim, and every other player is given a card"};
  if (tokens.size() == 1 && tokens[0] == "next")
    return {"Next", "Start round " + std::to_string(std::min(round_ + 1, Rounds()))};  // round_ counts the rounds ended
  if (tokens.size() >= 2 && tokens[0] == "claim") {
    std::vector<Part> parts;
    for (size_t k = 1; k < tokens.size(); ++k) {
      Result<Part> part = ParsePart(tokens[k]);
      if (!part) return Game::DescribeLegalMove(seat, move, names);
      parts.push_back(*part);
    }
    std::string cards;
    for (const Part& p : parts) cards += (cards.empty() ? "" : ", ") + PartWords(p);
    return {"Claim", "Claim " + text::Upper(Spell(parts)) + " with " + cards + " (" +
                         text::Plural(static_cast<long long>(parts.size()), "card", "cards") + ")",
            /*by_word=*/true};  // found by typing it, never read out
  }
  return Game::DescribeLegalMove(seat, move, names);
}

}  // namespace lf::word_shout
