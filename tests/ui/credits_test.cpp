#include "ui/credits.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "fake_platform.h"

using namespace lf::ui;
using Kind = TextBlock::Kind;

TEST_CASE("inline markup becomes plain text", "[ui][credits]") {
  CHECK(StripInlineMarkdown("**Open Sans** by `Google`") == "Open Sans by Google");
  CHECK(StripInlineMarkdown("see [the site](https://example.org) now") == "see the site (https://example.org) now");
  CHECK(StripInlineMarkdown("[https://x.org](https://x.org)") == "https://x.org");
  CHECK(StripInlineMarkdown("<https://example.org/a>") == "https://example.org/a");
  CHECK(StripInlineMarkdown("a < b and [c] (d)") == "a < b and [c] (d)");
  CHECK(StripInlineMarkdown("escaped \\*star\\*") == "escaped *star*");
  CHECK(StripInlineMarkdown("unclosed [link](nowhere") == "unclosed [link](nowhere");
}

TEST_CASE("blocks: headings, paragraphs, wrapped bullets, rules, comments", "[ui][credits]") {
  const char* md =
      "<!-- for maintainers\nonly -->\n"
      "# Title\n"
      "\n"
      "First line\nsecond line.\n"
      "\n"
      "## Fonts\n"
      "- **A** one\n  continues\n"
      "* B two\n"
      "---\n"
      "### Small\n"
      "#hashtag text\n";
  const std::vector<TextBlock> blocks = ParseSimpleMarkdown(md);
  const std::vector<TextBlock> expected = {
      {Kind::kHeading1, "Title"}, {Kind::kParagraph, "First line second line."},
      {Kind::kHeading2, "Fonts"}, {Kind::kBullet, "A one continues"},
      {Kind::kBullet, "B two"},   {Kind::kRule, ""},
      {Kind::kHeading3, "Small"}, {Kind::kParagraph, "#hashtag text"},
  };
  CHECK(blocks == expected);
  CHECK(ParseSimpleMarkdown("").empty());
  CHECK(ParseSimpleMarkdown("\r\n\r\n").empty());
}

namespace {
std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}
}  // namespace

TEST_CASE("CREDITS.md names every font file and licence file the build ships", "[ui][credits]") {
  const std::string credits = ReadText(testing::AssetDir() + "/CREDITS.md");
  REQUIRE(!credits.empty());
  CHECK(credits == ReadText(std::string(LF_TEST_SOURCE_DIR) + "/assets/CREDITS.md"));  // the copy is current
  const std::vector<TextBlock> blocks = ParseSimpleMarkdown(credits);
  REQUIRE(!blocks.empty());
  CHECK(blocks.front().kind == Kind::kHeading1);
  CHECK(credits.find("SCOWL") != std::string::npos);

  // Every file under fonts/ and licenses/ is accounted for by name.
  int files = 0;
  for (const char* dir : {"fonts", "licenses"}) {
    for (const auto& entry : std::filesystem::directory_iterator(testing::AssetDir() + "/" + dir)) {
      const std::string rel = std::string(dir) + "/" + entry.path().filename().string();
      INFO(rel);
      CHECK(credits.find(rel) != std::string::npos);
      ++files;
    }
  }
  CHECK(files >= 8);  // 4 fonts, 3 font licences, the SCOWL notice
}
