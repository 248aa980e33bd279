#include "games/word_lift/composer.h"

#include <algorithm>
#include <cctype>

namespace lf::word_lift {
namespace {

std::string DefaultLetters(int face) {
  const Special s = SpecialOf(face);
  if (s == Special::kQuestion || s == Special::kApprox) return "";
  return std::string(1, PrintedLetter(face));
}

// How much a card costs to keep in hand, for typing's choice among cards
// printed with the same letter: play the Lozenge (-2 in hand) and the
// Dollar (2 in a word) first.
int KeepCost(int face) { return HandPenalty(face) + WordPoints(face); }

}  // namespace

Composer::Composer(const WordLift& game, int seat) : game_(&game), seat_(seat), hand_(game.Hand(seat)), rows_(1) {}

bool Composer::InRows(int card) const {
  for (const auto& r : rows_)
    for (const ComposedCard& c : r)
      if (c.card == card) return true;
  return false;
}

std::vector<int> Composer::FreeHand() const {
  std::vector<int> out;
  for (int card : hand_)
    if (!InRows(card)) out.push_back(card);
  return out;
}

Status Composer::BeginSteal(int owner, int index) {
  if (Status s = game_->CanSteal(seat_, owner, index); !s.ok()) return s;
  std::vector<ComposedCard> stolen;
  for (const PlacedCard& p : game_->Words(owner)[static_cast<size_t>(index)].cards)
    stolen.push_back({p.card, true, p.letters});
  std::vector<ComposedCard> mine;
  for (const auto& r : rows_)
    for (const ComposedCard& c : r)
      if (!c.stolen) mine.push_back(c);
  owner_ = owner;
  index_ = index;
  rows_ = {std::move(stolen), std::move(mine)};
  return Status::Ok();
}

void Composer::CancelSteal() {
  if (!stealing()) return;
  std::vector<ComposedCard> mine;
  for (const auto& r : rows_)
    for (const ComposedCard& c : r)
      if (!c.stolen) mine.push_back(c);
  owner_ = index_ = -1;
  rows_ = {std::move(mine)};
}

void Composer::Clear() {
  owner_ = index_ = -1;
  rows_.assign(1, {});
}

Status Composer::Fill(const Move& move) {
  if (move.kind != Move::Kind::kPlay && move.kind != Move::Kind::kSteal)
    return Status::Refused("only a play or a steal fills the rows");
  std::vector<ComposedCard> stolen;
  if (move.kind == Move::Kind::kSteal) {
    if (Status s = game_->CanSteal(seat_, move.owner, move.index); !s.ok()) return s;
    for (const PlacedCard& p : game_->Words(move.owner)[static_cast<size_t>(move.index)].cards)
      stolen.push_back({p.card, true, p.letters});
  }
  std::vector<int> free = hand_;
  auto take = [&](const CardUse& use, std::vector<ComposedCard>& row) {
    for (auto it = stolen.begin(); it != stolen.end(); ++it) {
      if (FaceOfCard(it->card) != use.face) continue;
      row.push_back({it->card, true, use.letters});
      stolen.erase(it);
      return true;
    }
    for (auto it = free.begin(); it != free.end(); ++it) {
      if (FaceOfCard(*it) != use.face) continue;
      row.push_back({*it, false, use.letters});
      free.erase(it);
      return true;
    }
    return false;
  };
  std::vector<std::vector<ComposedCard>> rows;
  const std::vector<const std::vector<CardUse>*> words =
      move.kind == Move::Kind::kPlay ? std::vector<const std::vector<CardUse>*>{&move.word}
                                     : std::vector<const std::vector<CardUse>*>{&move.first, &move.second};
  for (const std::vector<CardUse>* word : words) {
    rows.emplace_back();
    for (const CardUse& use : *word)
      if (!take(use, rows.back())) return Status::Refused("the cards of that move are not at hand");
  }
  if (!stolen.empty()) return Status::Refused("every card of the stolen word goes into one of the new words");
  owner_ = move.kind == Move::Kind::kSteal ? move.owner : -1;
  index_ = move.kind == Move::Kind::kSteal ? move.index : -1;
  rows_ = std::move(rows);
  return Status::Ok();
}

Status Composer::Add(int card, int r, int pos) {
  if (r < 0 || r >= row_count()) return Status::Refused("there is no such row");
  if (std::find(hand_.begin(), hand_.end(), card) == hand_.end()) return Status::Refused("that card is not in your hand");
  if (InRows(card)) return Status::Refused("that card is already in a word");
  auto& row = rows_[static_cast<size_t>(r)];
  if (pos < 0 || pos > static_cast<int>(row.size())) pos = static_cast<int>(row.size());
  row.insert(row.begin() + pos, {card, false, DefaultLetters(FaceOfCard(card))});
  return Status::Ok();
}

Status Composer::Remove(int r, int pos) {
  if (r < 0 || r >= row_count() || pos < 0 || pos >= static_cast<int>(row(r).size()))
    return Status::Refused("there is no such card");
  auto& row = rows_[static_cast<size_t>(r)];
  if (row[static_cast<size_t>(pos)].stolen)
    return Status::Refused("every card of the stolen word goes into one of the new words");
  row.erase(row.begin() + pos);
  return Status::Ok();
}

Status Composer::MoveCard(int from_row, int from_pos, int to_row, int to_pos) {
  if (from_row < 0 || from_row >= row_count() || to_row < 0 || to_row >= row_count() || from_pos < 0 ||
      from_pos >= static_cast<int>(row(from_row).size()))
    return Status::Refused("there is no such card");
  auto& from = rows_[static_cast<size_t>(from_row)];
  const ComposedCard moved = from[static_cast<size_t>(from_pos)];
  from.erase(from.begin() + from_pos);
  auto& to = rows_[static_cast<size_t>(to_row)];
  to_pos = std::clamp(to_pos, 0, static_cast<int>(to.size()));
  to.insert(to.begin() + to_pos, moved);
  return Status::Ok();
}

bool Composer::HasChoice(int card) {
  const Special s = SpecialOf(FaceOfCard(card));
  return s == Special::kQuestion || s == Special::kApprox || s == Special::kEllipsis;
}

Status Composer::SetLetters(int r, int pos, const std::string& letters) {
  if (r < 0 || r >= row_count() || pos < 0 || pos >= static_cast<int>(row(r).size()))
    return Status::Refused("there is no such card");
  std::string up = letters;
  for (char& ch : up) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  ComposedCard& c = rows_[static_cast<size_t>(r)][static_cast<size_t>(pos)];
  const int face = FaceOfCard(c.card);
  if (!CanStandFor(face, up)) return Status::Refused(FaceName(face) + " cannot stand for " + (up.empty() ? "nothing" : up));
  c.letters = up;
  return Status::Ok();
}

Status Composer::Type(char c, int r) {
  if (r < 0 || r >= row_count()) return Status::Refused("there is no such row");
  const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (up < 'A' || up > 'Z') return Status::Refused("type a letter");
  const std::string letter(1, up);
  const std::vector<int> free = FreeHand();
  // A card printed with that letter, the costliest to keep first.
  int best = -1;
  for (int card : free) {
    const int face = FaceOfCard(card);
    const Special s = SpecialOf(face);
    if (s == Special::kQuestion || s == Special::kApprox || PrintedLetter(face) != up) continue;
    if (best < 0 || KeepCost(face) > KeepCost(FaceOfCard(best))) best = card;
  }
  if (best >= 0) return Add(best, r);
  // Doubling the row's last card, an Ellipsis of that letter.
  auto& row = rows_[static_cast<size_t>(r)];
  if (!row.empty() && SpecialOf(FaceOfCard(row.back().card)) == Special::kEllipsis && row.back().letters == letter)
    return SetLetters(r, static_cast<int>(row.size()) - 1, letter + letter);
  for (Special wanted : {Special::kApprox, Special::kQuestion}) {
    for (int card : free) {
      const int face = FaceOfCard(card);
      if (SpecialOf(face) != wanted || !CanStandFor(face, letter)) continue;
      if (Status s = Add(card, r); !s.ok()) return s;
      row.back().letters = letter;
      return Status::Ok();
    }
  }
  return Status::Refused("no card in your hand can be " + letter);
}

bool Composer::Backspace(int r) {
  if (r < 0 || r >= row_count()) return false;
  auto& row = rows_[static_cast<size_t>(r)];
  for (int i = static_cast<int>(row.size()) - 1; i >= 0; --i) {
    ComposedCard& c = row[static_cast<size_t>(i)];
    if (c.stolen) continue;
    if (c.letters.size() == 2) {
      c.letters.resize(1);
    } else {
      row.erase(row.begin() + i);
    }
    return true;
  }
  return false;
}

std::string Composer::Spelled(int r) const {
  std::string out;
  for (const ComposedCard& c : row(r)) out += c.letters.empty() ? "_" : c.letters;
  return out;
}

std::vector<CardUse> Composer::Uses(int r) const {
  std::vector<CardUse> out;
  for (const ComposedCard& c : row(r)) out.push_back({FaceOfCard(c.card), c.letters});
  return out;
}

Status Composer::Check() const {
  for (int r = 0; r < row_count(); ++r)
    for (const ComposedCard& c : row(r))
      if (c.letters.empty()) return Status::Refused("choose the letter the " + FaceName(FaceOfCard(c.card)) + " stands for");
  if (!stealing()) {
    if (row(0).empty()) return Status::Refused("tap or type cards from your hand to spell a word");
    return game_->CheckPlay(seat_, Uses(0));
  }
  if (row(0).empty() || row(1).empty()) return Status::Refused("a steal makes two new words: fill both rows");
  return game_->CheckSteal(seat_, owner_, index_, Uses(0), Uses(1));
}

std::optional<Move> Composer::ToMove() const {
  if (!Check().ok()) return std::nullopt;
  if (!stealing()) return Move::Play(Uses(0));
  return Move::Steal(owner_, index_, Uses(0), Uses(1));
}

}  // namespace lf::word_lift
