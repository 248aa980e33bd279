// What Lost for Words' table shows about scoring (lost_for_words.h, section
// "What the table shows about scoring"). Screens only draw these.
#include <string>

#include "core/check.h"
#include "games/lost_for_words/lost_for_words.h"

namespace lf::lost_for_words {

int LongWordBonusEarned(const LostForWords& game, size_t event) {
  LF_CHECK(event < game.Events().size());
  const Event& e = game.Events()[event];
  if (e.action.kind != Move::Kind::kPlay || e.word_after.empty()) return 0;
  // The column as the play left it. Its multipliers are today's: they can
  // only be laid before the column's first letter, so no later move
  // changed them, and the event keeps the letters.
  Column after = game.ColumnAt(e.seat, e.action.column);
  after.letters = e.word_after;
  Column before = after;
  before.letters.pop_back();
  const Scoring scoring = game.settings().scoring;
  const int gained =
      ScoreColumn(after, scoring, game.dictionary()).bonus - ScoreColumn(before, scoring, game.dictionary()).bonus;
  return gained > 0 ? gained : 0;
}

Status CheckDiscardOnto(char letter, Pile pile) {
  if (PileOf(letter) == pile) return Status::Ok();
  return Status::Refused(std::string(1, letter) + (IsVowel(letter)
                                                       ? " is a vowel: it goes on the red (vowel) pile."
                                                       : " is a consonant: it goes on the black (consonant) pile."));
}

}  // namespace lf::lost_for_words
