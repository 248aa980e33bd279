// The accessibility mirror's JSON (ui/mirror.h).
#include "ui/mirror.h"

#include "core/json.h"

namespace lf::ui {

std::string MirrorLabel(std::string_view text) {
  // The symbol font's marks that only decorate a word beside them (ui/fonts.h):
  // the back and forward arrows, the close cross, backspace, the gear, the
  // warning sign. (The tick and the cross of "valid" stay: they are read.)
  static constexpr std::string_view kDecorations[] = {"\xE2\x86\x90", "\xE2\x86\x92", "\xE2\x9C\x95",
                                                      "\xE2\x8C\xAB", "\xE2\x9A\x99", "\xE2\x9A\xA0"};
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    bool decoration = false;
    for (std::string_view d : kDecorations)
      if (text.substr(i, d.size()) == d) decoration = true;
    if (decoration) {
      i += 3;
      continue;
    }
    const unsigned char c = static_cast<unsigned char>(text[i]);
    // U+E000..U+F8FF in UTF-8: EE 80 80 .. EF A3 BF.
    if ((c == 0xEE || (c == 0xEF && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0xA3)) &&
        i + 2 < text.size()) {
      i += 3;
      continue;
    }
    out += text[i++];
  }
  // Spaces left in a run by a mark taken out become one.
  std::string tidy;
  for (const char c : out)
    if (c != ' ' || (!tidy.empty() && tidy.back() != ' ')) tidy += c;
  while (!tidy.empty() && tidy.back() == ' ') tidy.pop_back();
  return tidy;
}

std::string MirrorJson(std::string_view title, const std::vector<MirrorNode>& nodes) {
  // Written straight into one string (every frame builds it, to compare with
  // the last one published): no Json values on the way.
  static const char* const kRoles[] = {"heading", "text", "button", "switch", "option", "field", "group", "end", "log"};
  std::string out;
  out.reserve(64 + nodes.size() * 64);
  out += "{\"title\":";
  out += JsonQuote(MirrorLabel(title));
  out += ",\"nodes\":[";
  for (size_t i = 0; i < nodes.size(); ++i) {
    const MirrorNode& n = nodes[i];
    if (i) out += ',';
    out += "{\"role\":\"";
    out += kRoles[static_cast<int>(n.role)];
    out += '"';
    if (!n.id.empty()) out += ",\"id\":" + JsonQuote(n.id);
    out += ",\"label\":" + JsonQuote(MirrorLabel(n.label));
    if (!n.detail.empty()) out += ",\"detail\":" + JsonQuote(MirrorLabel(n.detail));
    if (n.role == MirrorNode::Role::kField) out += ",\"value\":" + JsonQuote(n.value);
    if (n.role == MirrorNode::Role::kHeading) out += ",\"level\":" + std::to_string(n.level);
    if (!n.enabled) out += ",\"disabled\":true";
    if (n.role == MirrorNode::Role::kSwitch || n.role == MirrorNode::Role::kOption)
      out += n.checked ? ",\"checked\":true" : ",\"checked\":false";
    out += '}';
  }
  out += "]}";
  return out;
}

}  // namespace lf::ui
