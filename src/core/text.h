// Small text helpers every engine and screen needs (one copy of each):
// words of a move, letter case, small numbers in notation, counted nouns.
// ASCII only: the notation and the dictionary are ASCII.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace lf::text {

// The words of `text`, split at spaces (runs of spaces count as one).
std::vector<std::string> Split(std::string_view text);
std::string Upper(std::string_view text);
std::string Lower(std::string_view text);
char Upper(char c);
char Lower(char c);
// Leading and trailing white space removed.
std::string Trim(std::string_view text);
// A whole number from lo to hi (0 <= lo) written in decimal digits only
// (no sign, at most 9 digits), or -1.
int ParseSmallInt(std::string_view text, int lo, int hi);
// "1 card", "3 cards".
std::string Plural(long long n, std::string_view one, std::string_view many);
// "a, b and c".
std::string JoinAnd(const std::vector<std::string>& items);

}  // namespace lf::text
