// The letters a player has entered on the Dictionary page: a-z plus '?' for
// "any letter", with a length limit and a wildcard limit. Shared by the
// on-screen keyboard and the physical one, so both behave exactly alike.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace lf::ui {

inline constexpr char kWildcard = '?';

class LetterInput {
 public:
  LetterInput(int max_letters, int max_wildcards);

  // Adds one letter (either case) or a wildcard ('?', and '*' or '.' from a
  // physical keyboard). Returns false, changing nothing, for anything else
  // or when a limit is reached.
  bool Add(char c);
  // Adds each character of typed text in turn; returns how many were taken.
  int AddTyped(std::string_view text);
  bool Backspace();  // false if already empty
  void Clear();

  const std::string& text() const { return text_; }  // lowercase letters and '?'
  std::string Display() const;                       // uppercase, for showing
  int size() const { return static_cast<int>(text_.size()); }
  bool empty() const { return text_.empty(); }
  int wildcards() const { return wildcards_; }
  int max_letters() const { return max_letters_; }
  int max_wildcards() const { return max_wildcards_; }
  bool full() const { return size() >= max_letters_; }
  bool CanAddLetter() const { return !full(); }
  bool CanAddWildcard() const { return !full() && wildcards_ < max_wildcards_; }

  // Bumped by every change, so views recompute their results only when the
  // letters actually changed.
  uint64_t revision() const { return revision_; }

 private:
  std::string text_;
  int max_letters_;
  int max_wildcards_;
  int wildcards_ = 0;
  uint64_t revision_ = 0;
};

}  // namespace lf::ui
