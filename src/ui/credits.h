// The About page renders assets/CREDITS.md, the one list of every font, icon
// and word list shipped with their licences. This reads the small part of
// Markdown that file uses: headings, paragraphs, bullet lists, rules, and
// inline **bold**, `code`, [links](url) and <urls> (shown as plain text).
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace lf::ui {

struct TextBlock {
  enum class Kind { kHeading1, kHeading2, kHeading3, kParagraph, kBullet, kRule };
  Kind kind = Kind::kParagraph;
  std::string text;  // inline markup resolved; lines of one block joined by spaces
  bool operator==(const TextBlock& o) const { return kind == o.kind && text == o.text; }
};

std::vector<TextBlock> ParseSimpleMarkdown(std::string_view markdown);

// Inline markup to plain text: "**Lato** [site](https://x)" -> "Lato site (https://x)".
std::string StripInlineMarkdown(std::string_view text);

}  // namespace lf::ui
