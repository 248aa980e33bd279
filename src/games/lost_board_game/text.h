// Lost: The Board Game: a cursor over a line of text (moves, set-up lines):
// words, symbols, quoted card names and Character names (which may hold
// spaces: "Ana Lucia", "Mr. Eko"), matched case-insensitively.
#pragma once
#include <cctype>
#include <optional>
#include <string>
#include <string_view>

#include "core/status.h"
#include "games/lost_board_game/content.h"

namespace lf::lost_board_game {

// A cursor over the move's text.
class Cursor {
  static const Content& C() { return BuiltinContent(); }
  static std::string CharName(int c) { return C().characters[static_cast<size_t>(c)].name; }

 public:
  explicit Cursor(std::string_view s) : s_(s) {}

  void Skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool Done() {
    Skip();
    return i_ >= s_.size();
  }
  // A word (case-insensitive) ending at a space or the end.
  bool Word(std::string_view w) {
    Skip();
    if (s_.size() - i_ < w.size()) return false;
    for (size_t k = 0; k < w.size(); ++k)
      if (std::tolower(static_cast<unsigned char>(s_[i_ + k])) != w[k]) return false;
    const size_t end = i_ + w.size();
    if (end < s_.size() && !std::isspace(static_cast<unsigned char>(s_[end]))) return false;
    i_ = end;
    return true;
  }
  bool Symbol(std::string_view sym) {
    Skip();
    if (s_.substr(i_, sym.size()) != sym) return false;
    i_ += sym.size();
    return true;
  }
  std::optional<std::string> Quoted() {
    Skip();
    if (i_ >= s_.size() || s_[i_] != '"') return std::nullopt;
    const size_t close = s_.find('"', i_ + 1);
    if (close == std::string_view::npos) return std::nullopt;
    std::string q(s_.substr(i_ + 1, close - i_ - 1));
    i_ = close + 1;
    return q;
  }
  // The longest Character name here (or its card number: "2" or "C02" is the
  // second Character card, Kate).
  int Char() {
    Skip();
    {
      size_t k = i_;
      if (k < s_.size() && (s_[k] == 'C' || s_[k] == 'c')) ++k;
      size_t e = k;
      while (e < s_.size() && std::isdigit(static_cast<unsigned char>(s_[e]))) ++e;
      const bool boundary = e == s_.size() || !std::isalnum(static_cast<unsigned char>(s_[e]));
      if (e > k && e - k <= 2 && boundary) {
        const int n = std::stoi(std::string(s_.substr(k, e - k)));
        if (n >= 1 && n <= static_cast<int>(C().characters.size())) {
          i_ = e;
          return n - 1;
        }
      }
    }
    int best = -1;
    size_t best_len = 0;
    for (size_t c = 0; c < C().characters.size(); ++c) {
      const std::string& name = C().characters[c].name;
      if (s_.size() - i_ < name.size() || name.size() <= best_len) continue;
      bool same = true;
      for (size_t k = 0; k < name.size() && same; ++k)
        same = std::tolower(static_cast<unsigned char>(s_[i_ + k])) ==
               std::tolower(static_cast<unsigned char>(name[k]));
      if (!same) continue;
      const size_t end = i_ + name.size();
      if (end < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[end])) || s_[end] == '.')) continue;
      best = static_cast<int>(c);
      best_len = name.size();
    }
    if (best >= 0) i_ += best_len;
    return best;
  }
  Result<uint32_t> CharList(int& first) {
    uint32_t bits = 0;
    first = -1;
    while (true) {
      const int c = Char();
      if (c < 0) return Result<uint32_t>::Error("expected a Character's name at \"" + Rest() + "\"");
      if (first < 0) first = c;
      if (bits >> c & 1u) return Result<uint32_t>::Error(CharName(c) + " is named twice");
      bits |= 1u << c;
      if (!Symbol("+")) break;
    }
    return bits;
  }
  Result<int> Card() {
    const auto q = Quoted();
    if (!q) return Result<int>::Error("expected a card's name in double quotes at \"" + Rest() + "\"");
    const int f = C().FateByName(*q);
    if (f < 0) return Result<int>::Error("no Fate card is called \"" + *q + "\"");
    return f;
  }
  // "(c,r)" as text, for the board to check.
  std::string CellText() {
    Skip();
    if (i_ >= s_.size() || s_[i_] != '(') return "";
    const size_t close = s_.find(')', i_);
    if (close == std::string_view::npos) return "";
    std::string t(s_.substr(i_, close - i_ + 1));
    i_ = close + 1;
    return t;
  }
  std::string Token() {
    Skip();
    size_t e = i_;
    while (e < s_.size() && !std::isspace(static_cast<unsigned char>(s_[e]))) ++e;
    std::string t(s_.substr(i_, e - i_));
    i_ = e;
    return t;
  }
  std::string Rest() {
    Skip();
    return std::string(s_.substr(i_));
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
};


}  // namespace lf::lost_board_game
