// The accessibility mirror (docs/accessibility.md): what the screen in front
// shows and offers, as a flat list of nodes (headings, text, buttons,
// switches, choices, fields) that the page renders as HTML beside the
// canvas, for screen readers and the keyboard. The app's widgets add their
// nodes as they draw (ui/widgets.h); a game's table adds its words and its
// moves (play screen). Pressing a node comes back as a MirrorAction, which
// the widget of that name takes in the next frame as if tapped.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace lf::ui {

struct MirrorNode {
  enum class Role {
    kHeading,  // label; level 2 (a screen's part) or 3 (within a part)
    kText,     // label: a paragraph, a caption, a line of a table
    kButton,   // id, label, detail (a second line), enabled
    kSwitch,   // id, label, detail, checked
    kOption,   // id, label, checked: one of a group's choices (a radio button)
    kField,    // id, label (what to type), value
    kGroup,    // id, label: the nodes up to kEnd belong together; detail "choice":
               // its options are one choice (a radio group)
    kEnd,
    kLog,      // label: the latest line of a game's log (read with the table)
  };
  Role role = Role::kText;
  std::string id;
  std::string label;
  std::string detail;
  std::string value;
  int level = 2;
  bool enabled = true;
  bool checked = false;
};

// The page pressed a node (`id`), or typed into a field (`value`, `typed`).
struct MirrorAction {
  std::string id;
  std::string value;
  bool typed = false;
};

// The mirror as JSON for the page: {"title": ..., "back": bool, "nodes": [...]}
// (docs/accessibility.md). Icons of the app's symbol font (private-use
// code points) are left out of every label: a screen reader would spell them.
std::string MirrorJson(std::string_view title, const std::vector<MirrorNode>& nodes);
// A label without the app's decorative icons (private-use code points, the
// symbol font's arrows, gear, warning sign) or the spaces around them.
std::string MirrorLabel(std::string_view text);

}  // namespace lf::ui
