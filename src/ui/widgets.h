// The app's own widgets, drawn with ImDrawList in the palette's colours:
// big rounded buttons and cards sized for fingers, segmented choices,
// switches, steppers, keyboard keys and letter tiles.
//
// Each interactive widget takes a `name`: it is both its ImGui ID and its
// stable name for the browser test hook, so naming costs nothing extra.
// Widgets lay out at the cursor and default to the content column's width.
#pragma once
#include <string>
#include <string_view>

#include "imgui.h"
#include "ui/screen.h"

namespace lf::ui {

class ArtAtlas;

// A palette colour as ImU32 at the current style alpha (fades with screen
// transitions and disabled blocks).
ImU32 Col(const ImVec4& color);

// Text measured and drawn with a given font at its logical size.
ImVec2 MeasureText(ImFont* font, std::string_view text, float wrap_width = 0.0f);
void DrawText(ImDrawList* list, ImFont* font, ImVec2 pos, const ImVec4& color, std::string_view text,
              float wrap_width = 0.0f);
// `text` as it fits in `width`: whole, or shortened at the end with an
// ellipsis (a status line, a title: never a rule or a move).
std::string FitText(ImFont* font, std::string_view text, float width);
// Centres single-line text in [min, max].
void DrawTextCentered(ImDrawList* list, ImFont* font, ImVec2 min, ImVec2 max, const ImVec4& color,
                      std::string_view text);

// A rounded panel with a soft drop shadow `shadow` px deep (0: none).
void DrawCard(ImDrawList* list, ImVec2 min, ImVec2 max, const ImVec4& fill, const Palette& palette, float rounding,
              float shadow, bool border = true);

// --- Text blocks (advance the cursor) ------------------------------------------
void Heading(Ui& ui, std::string_view text);
void Paragraph(Ui& ui, std::string_view text, ImFont* font = nullptr, const ImVec4* color = nullptr,
               float width = 0.0f);
void Caption(Ui& ui, std::string_view text, float width = 0.0f);
void Spacing(float logical_px);  // vertical space, scaled by the UI scale by the caller

// --- Buttons ---------------------------------------------------------------------
enum class ButtonKind {
  kPrimary,    // the main action: filled with the accent
  kSecondary,  // a card-coloured button with a border
  kQuiet,      // text in the accent colour, no fill until pressed
};
bool Button(Ui& ui, const char* name, std::string_view label, ButtonKind kind, float width = 0.0f, bool enabled = true);

// A menu entry: badge, title, a line of explanation and a chevron.
struct CardText {
  std::string_view badge;  // a glyph or two letters in the round badge
  std::string_view title;
  std::string_view subtitle;
  bool warn = false;  // the subtitle reports a problem
  std::string_view note;  // an optional line under the subtitle, marked (a game in progress)
  // A picture for the badge, from a loaded atlas (the menu's art/menu.*);
  // without it, or if the atlas has no such picture, `badge` is shown.
  const ArtAtlas* art = nullptr;
  std::string_view picture;
};
bool MenuCard(Ui& ui, const char* name, const CardText& card, float width = 0.0f);
float MenuCardHeight(Ui& ui, const CardText& card, float width = 0.0f);

// --- Choices -----------------------------------------------------------------------
struct Segment {
  const char* key;  // the item's name is "<name>/<key>"
  std::string_view label;
};
// One-of-n choice as a row of segments. Returns true when the choice changed.
bool Segmented(Ui& ui, const char* name, const Segment* segments, int count, int* selected, float width = 0.0f);

// A labelled on/off switch; the whole row is the target.
bool SwitchRow(Ui& ui, const char* name, std::string_view label, std::string_view caption, bool* value,
               float width = 0.0f);

// "−  value  +". Items "<name>/down" and "<name>/up". Returns -1, 0 or +1.
// The mirror names the buttons `less` and `more` ("Quieter (now 70%)").
int Stepper(Ui& ui, const char* name, std::string_view value, bool can_decrease, bool can_increase, float width = 0.0f,
            const char* less = "Fewer", const char* more = "More");

// A one-line text field tall enough for a finger, named `name` (typed on a
// physical keyboard; the set-up screen adds its own on-screen keys).
bool TextField(Ui& ui, const char* name, const char* hint, char* buffer, size_t size, float width,
               ImGuiInputTextFlags flags = 0, ImGuiInputTextCallback filter = nullptr);

// A one-line message for the player with a Dismiss button; true when dismissed.
bool NoticeBar(Ui& ui, const char* name, std::string_view text, float width = 0.0f);

// --- Letters -------------------------------------------------------------------------
// A key of the on-screen keyboard at the cursor (does not wrap the line).
// `repeat`: held down, it repeats (backspace).
bool KeyButton(Ui& ui, const char* name, std::string_view label, ImVec2 size, bool enabled, bool repeat,
               bool emphasised = false);

// What a tap on an on-screen keyboard asked for.
struct KeyTap {
  enum class Kind { kNone, kChar, kBackspace, kClear, kDone };
  Kind kind = Kind::kNone;
  char c = 0;  // kChar: 'A'-'Z', '0'-'9', ' ' or '?', as on the key
  explicit operator bool() const { return kind != Kind::kNone; }
};

// Which keys a letter keyboard has, and which may be pressed now.
struct LetterKeys {
  bool letters = true;           // letter keys (and the space bar) enabled
  bool erase = true;             // backspace enabled
  bool wildcard = false;         // a '?' key left of Z (the Dictionary)
  bool wildcard_enabled = false;
  bool space_and_done = false;   // a fourth row: space bar and Done (names)
  bool space_enabled = true;
};

// The app's one on-screen keyboard: QWERTY, `width` wide at the cursor,
// advancing the cursor past it. Keys are named "<prefix>/A".."<prefix>/Z",
// "<prefix>/wild", "<prefix>/backspace" (repeats while held),
// "<prefix>/space" and "<prefix>/done".
KeyTap LetterKeyboard(Ui& ui, const char* prefix, const LetterKeys& keys, float width);
float LetterKeyboardHeight(const Layout& layout, const LetterKeys& keys, float width);

// A digit pad at the cursor: 1-9 and 0 like a phone's, with backspace,
// Clear and Done in a fourth column. No wider than its keys need, so it may
// be narrower than `width`. Keys "<prefix>/0".."<prefix>/9",
// "<prefix>/backspace", "<prefix>/clear", "<prefix>/done".
KeyTap DigitPad(Ui& ui, const char* prefix, bool digits_enabled, bool erase_enabled, float width);
float DigitPadHeight(const Layout& layout, float width);

// The entered letters as tiles in a sunken well; '?' is a blank tile.
// Shows `placeholder` when empty and "n / max" in the corner.
void LetterTiles(Ui& ui, std::string_view letters, int max_letters, std::string_view placeholder, float width = 0.0f);

// --- Floating cards ------------------------------------------------------------------------
// A card over the screen in a window of its own (a banner, the guide's card,
// a panel): `width` wide at `pos`, as tall as its content (at least
// `min_height`) or exactly `height`, registered as the overlay `name`
// (Ui::BeginOverlay) so the layout checks know what it covers. Without
// `inputs`, taps pass through it. Draw its content between the two calls
// (when Begin returns true); End always, and it says where the card lay.
struct FloatingCard {
  ImVec4 fill, border;
  float border_size = 1;
  ImVec2 padding;
  float height = 0;      // 0: its content's
  float min_height = 0;
  bool inputs = true;
  ImGuiWindowFlags extra = 0;
};
bool BeginFloatingCard(Ui& ui, const char* name, ImVec2 pos, float width, const FloatingCard& card);
void EndFloatingCard(Ui& ui, ImVec2* min, ImVec2* max);

// --- Scrolling ---------------------------------------------------------------------------
// Drag-to-scroll with a little momentum for the current window: Dear ImGui
// 1.86 scrolls only with a wheel or the scrollbar, which a finger cannot use.
// A press that moves past a small threshold becomes a scroll and cancels the
// button under it. Call once per frame inside the window, after its content.
struct DragScroll {
  bool pressed = false;
  bool dragging = false;
  float press_y = 0;
  float velocity = 0;  // px per second, for the glide after release
};
void UpdateDragScroll(Ui& ui, DragScroll& state);

// Window flags for a scrolling area: no scrollbar with touch input, where
// fingers drag the content and the fades below show there is more; the
// mouse wheel is handled by UpdateDragScroll, which every such area calls.
ImGuiWindowFlags ScrollFlags(Ui& ui);

// Soft fades at the current window's top and bottom edges while there is
// more to scroll to that way: a cut-off list looks cut off on purpose.
void DrawScrollFades(Ui& ui);

// Drag and drop of one int (a card's index or id): true when a payload of
// this type was dropped on the last item, with its value in `*value`.
bool AcceptIntDrop(const char* payload_type, int* value);

}  // namespace lf::ui
