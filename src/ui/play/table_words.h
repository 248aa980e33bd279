// The play screen's table for the accessibility mirror (docs/accessibility.md):
// the table in words and the viewer's legal moves as buttons, grouped by kind
// (Game::DescribeTable and DescribeLegalMove on the viewer's redacted copy:
// nothing hidden from the viewer is at hand to name). A kind of words to find
// (MoveText::by_word: Word Lift's plays, Finders Keepers' claims) is never
// listed: one field takes the word typed, and the moves with it appear.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "play/session.h"
#include "ui/screen.h"

namespace lf::ui {

class TableWords {
 public:
  // The session changed (a move, a reload, a message): the words are made
  // again at the next Mirror.
  void Invalidate() { dirty_ = true; }
  // The move (notation) pressed in the mirror among those it lists, if any.
  // Asked before Mirror: the caller plays it (and calls Played() when it was
  // taken), so that the frame's words already show the table after it and
  // never offer the moves of a turn that has passed.
  std::optional<std::string> Pressed(Ui& ui, const play::Session& session, bool to_move);
  // Adds the table's words and, when `to_move`, the viewer's moves to the
  // mirror.
  void Mirror(Ui& ui, const play::Session& session, bool to_move);
  // The pressed move was played: the word field is free again.
  void Played() { typed_.clear(); }

 private:
  struct MoveGroup {
    std::string kind;
    bool by_word = false;    // words to find: typed, never listed
    bool described = false;  // (by_word) the labels are made
    std::vector<std::pair<std::string, std::string>> moves;  // notation, label
    std::optional<std::string> listed_for;  // the word `listed` was made for
    std::vector<const std::pair<std::string, std::string>*> listed;
  };
  // Makes the words again where the view, the viewer or whether the viewer
  // may move changed (a Word Lift turn lists tens of thousands of moves).
  void Refresh(const play::Session& session, bool to_move);
  // The group's moves listed as buttons: all of them, or (words to find) those
  // with the typed word; made once a word (a frame asks twice: Pressed, Mirror).
  const std::vector<const std::pair<std::string, std::string>*>& Listed(MoveGroup& group, const std::string& word);

  bool dirty_ = true;
  const Game* view_ = nullptr;
  size_t history_ = 0;
  std::string last_;
  bool to_move_ = false;
  int viewer_ = -1;
  std::vector<Game::TextPart> parts_;
  std::vector<MoveGroup> groups_;
  std::vector<std::string> names_;
  std::string typed_;  // typed into the mirror's word field
};

}  // namespace lf::ui
