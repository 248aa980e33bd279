#include "ui/letter_input.h"

#include "core/check.h"

namespace lf::ui {

LetterInput::LetterInput(int max_letters, int max_wildcards)
    : max_letters_(max_letters), max_wildcards_(max_wildcards) {
  LF_CHECK_GT(max_letters, 0);
  LF_CHECK_GE(max_wildcards, 0);
}

bool LetterInput::Add(char c) {
  if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  if (c == '*' || c == '.') c = kWildcard;
  if (c == kWildcard) {
    if (!CanAddWildcard()) return false;
    ++wildcards_;
  } else if (c < 'a' || c > 'z' || !CanAddLetter()) {
    return false;
  }
  text_.push_back(c);
  ++revision_;
  return true;
}

int LetterInput::AddTyped(std::string_view text) {
  int taken = 0;
  for (char c : text) taken += Add(c) ? 1 : 0;
  return taken;
}

bool LetterInput::Backspace() {
  if (text_.empty()) return false;
  if (text_.back() == kWildcard) --wildcards_;
  text_.pop_back();
  ++revision_;
  return true;
}

void LetterInput::Clear() {
  if (text_.empty()) return;
  text_.clear();
  wildcards_ = 0;
  ++revision_;
}

std::string LetterInput::Display() const {
  std::string out = text_;
  for (char& c : out) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return out;
}

}  // namespace lf::ui
