#include "ui/letter_input.h"

#include <catch2/catch.hpp>

using namespace lf::ui;

TEST_CASE("letters are stored lowercase and shown uppercase", "[ui][letters]") {
  LetterInput in(10, 2);
  CHECK(in.Add('C'));
  CHECK(in.Add('a'));
  CHECK(in.Add('?'));
  CHECK(in.text() == "ca?");
  CHECK(in.Display() == "CA?");
  CHECK(in.wildcards() == 1);
}

TEST_CASE("anything but a letter or a wildcard is refused", "[ui][letters]") {
  LetterInput in(10, 2);
  for (char c : std::string(" 1!@#-'\n\t\x7f")) CHECK_FALSE(in.Add(c));
  CHECK_FALSE(in.Add(static_cast<char>(0xC3)));  // first byte of a UTF-8 letter
  CHECK(in.empty());
  CHECK(in.revision() == 0);
}

TEST_CASE("'*' and '.' from a physical keyboard are wildcards", "[ui][letters]") {
  LetterInput in(10, 3);
  CHECK(in.AddTyped("a*b.") == 4);
  CHECK(in.text() == "a?b?");
  CHECK(in.wildcards() == 2);
}

TEST_CASE("limits on length and wildcards hold", "[ui][letters]") {
  LetterInput in(4, 1);
  CHECK(in.AddTyped("ab??cdef") == 4);  // a, b, one '?', c
  CHECK(in.text() == "ab?c");
  CHECK(in.full());
  CHECK_FALSE(in.CanAddLetter());
  CHECK_FALSE(in.Add('z'));
  CHECK(in.Backspace());
  CHECK(in.CanAddLetter());
  CHECK_FALSE(in.CanAddWildcard());  // the one wildcard is still there
  CHECK(in.Backspace());             // removes c
  CHECK(in.Backspace());             // removes the wildcard
  CHECK(in.wildcards() == 0);
  CHECK(in.CanAddWildcard());
}

TEST_CASE("backspace and clear change the revision only when something changed", "[ui][letters]") {
  LetterInput in(5, 1);
  CHECK_FALSE(in.Backspace());
  in.Clear();
  CHECK(in.revision() == 0);
  in.Add('x');
  const uint64_t after_add = in.revision();
  CHECK(after_add > 0);
  in.Clear();
  CHECK(in.revision() > after_add);
  CHECK(in.empty());
  CHECK(in.wildcards() == 0);
}
