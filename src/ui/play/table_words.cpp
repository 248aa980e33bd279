// The play screen's table in words for the mirror (table_words.h).
#include "ui/play/table_words.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "core/text.h"
#include "ui/mirror.h"

namespace lf::ui {
namespace {

// Whether `label` has `word` (capitals) as a whole word.
bool HasWord(const std::string& label, const std::string& word) {
  for (size_t at = label.find(word); at != std::string::npos; at = label.find(word, at + 1)) {
    const bool start = at == 0 || !std::isalpha(static_cast<unsigned char>(label[at - 1]));
    const size_t end = at + word.size();
    if (start && (end == label.size() || !std::isalpha(static_cast<unsigned char>(label[end])))) return true;
  }
  return false;
}

}  // namespace

void TableWords::Refresh(const play::Session& session, bool to_move) {
  const Game& view = session.View();
  const int viewer = session.viewer();
  const std::string last = view.History().empty() ? std::string() : view.History().back().move;
  if (!dirty_ && &view == view_ && view.History().size() == history_ && last == last_ && to_move == to_move_ &&
      viewer == viewer_)
    return;
  dirty_ = false;
  view_ = &view;
  history_ = view.History().size();
  last_ = last;
  to_move_ = to_move;
  viewer_ = viewer;
  names_.clear();
  for (int seat = 0; seat < view.NumSeats(); ++seat) names_.push_back(seat == viewer ? "You" : session.SeatName(seat));
  parts_ = view.DescribeTable(viewer, names_);
  groups_.clear();
  if (!to_move) {
    typed_.clear();  // a typed word is for one turn
    return;
  }
  // The kinds that are words to find are described only once the player
  // types (and then once), known by the move's verb.
  std::map<std::string, std::pair<std::string, bool>> verbs;  // notation's first word -> kind, by_word
  for (const std::string& move : view.LegalMoves(viewer)) {
    const std::string verb = move.substr(0, move.find(' '));
    auto known = verbs.find(verb);
    Game::MoveText text;
    if (known == verbs.end() || !known->second.second) {
      text = view.DescribeLegalMove(viewer, move, names_);
      if (known == verbs.end()) verbs[verb] = {text.kind, text.by_word};
    } else {
      text.kind = known->second.first;
      text.by_word = true;
    }
    auto it = std::find_if(groups_.begin(), groups_.end(), [&](const MoveGroup& g) { return g.kind == text.kind; });
    if (it == groups_.end()) it = groups_.insert(groups_.end(), MoveGroup{text.kind, false, false, {}});
    it->by_word = it->by_word || text.by_word;
    it->moves.push_back({move, text.by_word ? std::string() : text.label});
  }
}

const std::vector<const std::pair<std::string, std::string>*>& TableWords::Listed(MoveGroup& group,
                                                                                const std::string& word) {
  if (group.listed_for == word) return group.listed;
  group.listed_for = word;
  group.listed.clear();
  if (group.by_word) {
    if (word.empty()) return group.listed;
    if (!group.described) {
      for (auto& [move, label] : group.moves) label = view_->DescribeLegalMove(viewer_, move, names_).label;
      group.described = true;
    }
  }
  for (const auto& entry : group.moves)
    if (!group.by_word || HasWord(entry.second, word)) group.listed.push_back(&entry);
  return group.listed;
}

std::optional<std::string> TableWords::Pressed(Ui& ui, const play::Session& session, bool to_move) {
  Refresh(session, to_move);
  if (!to_move) return std::nullopt;
  if (const std::string* t = ui.MirrorTyped("moves/word")) typed_ = *t;
  const std::string word = text::Upper(typed_);
  for (MoveGroup& group : groups_)
    for (const auto* entry : Listed(group, word))
      if (ui.MirrorPressed("move/" + entry->first)) return entry->first;
  return std::nullopt;
}

void TableWords::Mirror(Ui& ui, const play::Session& session, bool to_move) {
  Refresh(session, to_move);
  for (const Game::TextPart& part : parts_) {
    ui.Mirror({MirrorNode::Role::kHeading, "", part.heading});
    for (const std::string& line : part.lines) ui.Mirror({MirrorNode::Role::kText, "", line});
  }
  ui.Mirror({MirrorNode::Role::kHeading, "", to_move ? "Your move" : "Moves"});
  if (!to_move) {
    const std::vector<int> deciding = session.game().DecidingSeats();
    std::string waiting = "Not your move now.";
    if (session.game().IsTerminal()) waiting = "The game is over.";
    else if (!deciding.empty() && deciding.front() >= 0)
      waiting = "Waiting for " + session.SeatName(deciding.front()) + ".";
    ui.Mirror({MirrorNode::Role::kText, "", waiting});
    return;
  }
  ui.Mirror({MirrorNode::Role::kGroup, "moves", "Your move"});
  bool field_shown = false;
  const std::string word = text::Upper(typed_);
  for (MoveGroup& group : groups_) {
    ui.Mirror({MirrorNode::Role::kHeading, "", group.kind, "", "", 3});
    // Words to find: none is read out; the moves with the typed word appear,
    // under each kind (one field for them all: Word Lift's word may be
    // spelled from the hand or by a steal).
    if (group.by_word && !field_shown) {
      field_shown = true;
      MirrorNode node{MirrorNode::Role::kField, "moves/word", "Type a word to play"};
      node.value = typed_;
      ui.Mirror(std::move(node));
      if (!typed_.empty()) {
        std::string spelled;
        for (const char c : word) spelled += std::string(spelled.empty() ? "" : ", ") + c;
        ui.Mirror({MirrorNode::Role::kText, "", "Spelled: " + spelled});
      }
    }
    if (group.by_word && word.empty()) continue;
    const auto& listed = Listed(group, word);
    for (const auto* entry : listed) ui.Mirror({MirrorNode::Role::kButton, "move/" + entry->first, entry->second});
    if (group.by_word && listed.empty())
      ui.Mirror({MirrorNode::Role::kText, "", group.kind + ": nothing with " + word + " now."});
  }
  ui.Mirror({MirrorNode::Role::kEnd});
}

}  // namespace lf::ui
