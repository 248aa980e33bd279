// A word's meaning, for any table: a card over the screen with what WordNet
// says the word means (core/dict/meanings.h), opened by a tap on a word.
//
// The meanings asset (meanings/wordnet.lfm) is read the first time a card
// opens, never before: on the web it arrives after the first frame with the
// other later files, and a card opened before it is in says so, with the
// download's progress, and asks for it first. A damaged copy is refused with
// a clear message and a way to download it again; the table goes on.
//
// Named items: meaning/card (the card), meaning/word (its headword),
// meaning/sense/<k>, meaning/none (WordNet has no meaning for it),
// meaning/wait, meaning/error, meaning/retry, meaning/close; a chip row's
// buttons are <prefix>/<WORD>.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/dict/meanings.h"
#include "ui/screen.h"

namespace lf::ui {

class WordMeaning {
 public:
  // The asset the card reads.
  static constexpr const char* kAsset = "meanings/wordnet.lfm";

  // Opens the card for `word` (either case), from the next Draw.
  void Open(std::string_view word);
  void Close() { word_.clear(); }
  bool open() const { return !word_.empty(); }
  const std::string& word() const { return word_; }

  // The card over the screen while open, taking the taps (a tap outside it
  // closes it). Call once a frame after what it covers.
  void Draw(Ui& ui);

  // A wrapped row of small buttons, one per word (named `prefix`/WORD): a
  // tap opens that word's card. For a list of words played (a review, a
  // round's summary, the last move). Returns the height drawn.
  float Chips(Ui& ui, const std::string& prefix, const std::vector<std::string>& words, float width);

 private:
  // The meanings, read on the first open; false while they cannot be (the
  // card then says why).
  bool Ready(Ui& ui);
  void DrawContents(Ui& ui, float width);

  std::string word_;  // upper case; empty: closed
  bool just_opened_ = false;
  float card_h_ = 0;  // the card's height last frame, to centre it
  std::shared_ptr<const Meanings> meanings_;
  std::string error_;  // the asset was read and refused
};

}  // namespace lf::ui
