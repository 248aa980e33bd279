#include "ui/credits.h"

namespace lf::ui {
namespace {

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool IsRule(std::string_view line) {
  if (line.size() < 3) return false;
  const char c = line[0];
  if (c != '-' && c != '*' && c != '_') return false;
  for (char x : line) {
    if (x != c && x != ' ') return false;
  }
  return true;
}

}  // namespace

std::string StripInlineMarkdown(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size()) {  // escaped character
      out.push_back(text[i + 1]);
      i += 2;
    } else if ((c == '*' || c == '_') && i + 1 < text.size() && text[i + 1] == c) {
      i += 2;  // bold markers: the About page shows plain text
    } else if (c == '`') {
      ++i;
    } else if (c == '[') {
      // [label](target) -> "label (target)"; anything else stays as written.
      const size_t close = text.find(']', i + 1);
      if (close != std::string_view::npos && close + 1 < text.size() && text[close + 1] == '(') {
        const size_t end = text.find(')', close + 2);
        if (end != std::string_view::npos) {
          const std::string label = StripInlineMarkdown(text.substr(i + 1, close - i - 1));
          const std::string_view target = text.substr(close + 2, end - close - 2);
          out += label;
          if (!target.empty() && target != label) {
            out += " (";
            out += target;
            out += ")";
          }
          i = end + 1;
          continue;
        }
      }
      out.push_back(c);
      ++i;
    } else if (c == '<') {
      // <https://...> autolinks lose their brackets; other '<' stays.
      const size_t end = text.find('>', i + 1);
      const std::string_view inner =
          end == std::string_view::npos ? std::string_view() : text.substr(i + 1, end - i - 1);
      if (inner.find("://") != std::string_view::npos && inner.find(' ') == std::string_view::npos) {
        out += inner;
        i = end + 1;
      } else {
        out.push_back(c);
        ++i;
      }
    } else {
      out.push_back(c);
      ++i;
    }
  }
  return out;
}

std::vector<TextBlock> ParseSimpleMarkdown(std::string_view markdown) {
  std::vector<TextBlock> blocks;
  std::string pending;  // raw text of the open paragraph or bullet
  TextBlock::Kind pending_kind = TextBlock::Kind::kParagraph;
  bool open = false;
  bool in_comment = false;

  auto flush = [&] {
    if (open) blocks.push_back({pending_kind, StripInlineMarkdown(pending)});
    pending.clear();
    open = false;
  };

  size_t start = 0;
  while (start <= markdown.size()) {
    size_t end = markdown.find('\n', start);
    if (end == std::string_view::npos) end = markdown.size();
    const std::string_view raw = markdown.substr(start, end - start);
    start = end + 1;
    const std::string_view line = Trim(raw);

    // HTML comments hold notes for maintainers, not players.
    if (in_comment) {
      if (line.find("-->") != std::string_view::npos) in_comment = false;
      continue;
    }
    if (line.substr(0, 4) == "<!--") {
      flush();
      in_comment = line.find("-->") == std::string_view::npos;
      continue;
    }

    if (line.empty()) {
      flush();
      continue;
    }
    if (line[0] == '#') {
      flush();
      size_t level = 0;
      while (level < line.size() && line[level] == '#') ++level;
      if (level < line.size() && line[level] != ' ') {
        // "#hashtag" is text, not a heading.
      } else {
        const TextBlock::Kind kind = level == 1   ? TextBlock::Kind::kHeading1
                                     : level == 2 ? TextBlock::Kind::kHeading2
                                                  : TextBlock::Kind::kHeading3;
        blocks.push_back({kind, StripInlineMarkdown(Trim(line.substr(level)))});
        continue;
      }
    }
    if (IsRule(line)) {
      flush();
      blocks.push_back({TextBlock::Kind::kRule, ""});
      continue;
    }
    if ((line[0] == '-' || line[0] == '*' || line[0] == '+') && line.size() > 1 && line[1] == ' ') {
      flush();
      pending_kind = TextBlock::Kind::kBullet;
      pending = std::string(Trim(line.substr(2)));
      open = true;
      continue;
    }
    // A continuation line: joins the open block (a wrapped bullet stays one item).
    if (open) {
      pending += ' ';
      pending += line;
    } else {
      pending_kind = TextBlock::Kind::kParagraph;
      pending = std::string(line);
      open = true;
    }
  }
  flush();
  return blocks;
}

}  // namespace lf::ui
