// Screens and the services the app gives them.
//
// A screen is a small struct with Draw() (like the Dear ImGui demo's
// windows). The app owns a stack of them: the root is the main menu, every
// other screen gets a top bar with a back button, and Escape (or the
// platform's back gesture) pops it. Screens ask the app for everything else
// through Ui: layout, palette, fonts, settings, navigation, the dictionary,
// and NameItem() for the browser test hook.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/dict/dictionary.h"
#include "core/status.h"
#include "ui/fonts.h"
#include "ui/layout.h"
#include "ui/mirror.h"
#include "ui/platform.h"
#include "ui/settings.h"
#include "ui/sound.h"
#include "ui/theme.h"

namespace lf::ui {

class Ui;

class Screen {
 public:
  virtual ~Screen() = default;
  // Shown in the top bar (and announced to screen readers on arrival).
  virtual std::string Title() const = 0;
  // Draws the screen into the current window: a scrolling area whose content
  // column starts at the cursor, ui.layout().column_width wide.
  virtual void Draw(Ui& ui) = 0;
  // True for screens that lay out their own panes and scrolling (the
  // Dictionary page keeps its keyboard in view); they get the whole area
  // below the top bar, unscrolled, with no column indent.
  virtual bool ManagesOwnLayout() const { return false; }
  // The assets the screen reads (Platform::ReadAsset paths). On the web all
  // but the fonts arrive after the first frame: until these are in, the app
  // draws a progress bar instead of the screen (or what went wrong, with a
  // button to try again), and Draw() is not called.
  virtual std::vector<std::string> Assets() const { return {}; }
};

// The word list every word game and the Dictionary page read.
inline constexpr char kDictionaryAsset[] = "dict/broad.lfd";

class Ui {
 public:
  virtual ~Ui() = default;

  virtual Platform& platform() = 0;
  // The saves and room files of the games in play (play/store.h).
  virtual play::Store& store() = 0;
  virtual const Layout& layout() const = 0;
  virtual const Palette& palette() const = 0;
  virtual const FontSet& fonts() const = 0;

  virtual const Settings& settings() const = 0;
  // Applies the settings at once (theme, scale, motion) and saves them.
  // A refusal to save is returned and also shown on the Settings page.
  virtual Status ChangeSettings(const Settings& settings) = 0;
  // Whether the platform reports the system's light/dark preference, which
  // is what makes "System" a meaningful theme choice.
  virtual bool SystemThemeKnown() const = 0;

  // Navigation takes effect after the current frame.
  virtual void Push(std::unique_ptr<Screen> screen) = 0;
  virtual void Pop() = 0;

  // The word list, or null with a reason a player can read.
  virtual const Dictionary* dictionary() const = 0;
  virtual const std::string& dictionary_error() const = 0;
  // True once the word list was tried and failed. Unlike dictionary(), never
  // loads it, so the first screen can ask without delaying the first frame.
  virtual bool dictionary_failed() const = 0;

  // The text of assets/CREDITS.md, or a refusal if it could not be read.
  virtual const Result<std::string>& credits() const = 0;

  // Gives the last ImGui item a stable name for the test hook
  // ("menu/settings", "dict/key/A"). Only its visible part is published.
  virtual void NameItem(std::string_view name) = 0;
  // Where a named item was in the frame before this one (its visible part),
  // or null: a guide that points at "the card to tap" finds it here.
  virtual const NamedItem* FindItem(std::string_view name) const = 0;

  // The same item whole, the parts outside its window included (a card
  // scrolled below the fold), or null: to scroll it into view.
  virtual const NamedItem* FindWholeItem(std::string_view name) const {
    (void)name;
    return nullptr;
  }

  // Whether a control (an enabled widget of the screen, not of an overlay)
  // lay in [min, max] in the frame before this one: a banner that must
  // cover nothing a person may tap looks here.
  virtual bool AnyControlIn(ImVec2 min, ImVec2 max) const {
    (void)min, (void)max;
    return false;
  }

  // Every item of the frame before this one, whole (FindWholeItem's list).
  virtual const std::vector<NamedItem>& WholeItems() const {
    static const std::vector<NamedItem> none;
    return none;
  }

  // --- What covers what (ui/layout_report.h) ---
  // Something drawn over the screen (a dock, a banner, the guide's card):
  // BeginOverlay before drawing it, EndOverlay with the rectangle it took
  // after (items named in between are on it). The layout checks then know
  // what it covers. Nothing happens unless a report is wanted.
  virtual void BeginOverlay(std::string_view name) { (void)name; }
  virtual void EndOverlay(ImVec2 min, ImVec2 max) { (void)min, (void)max; }
  // A fact of this frame for the layout checks ("to_move" = "1").
  virtual void NoteLayout(std::string_view key, std::string_view value) { (void)key, (void)value; }
  // Where an overlay drawn in the frame before this one lay (its whole
  // rectangle), or null: a banner placed clear of another one finds it here.
  virtual const NamedItem* FindOverlay(std::string_view name) const {
    (void)name;
    return nullptr;
  }

  // --- The accessibility mirror (ui/mirror.h, docs/accessibility.md) ---
  // Adds a node to this frame's mirror (the widgets do it as they draw);
  // nothing while the mirror is muted.
  virtual void Mirror(MirrorNode node) = 0;
  // Whether the page pressed the node `id` since the last frame (taken once).
  virtual bool MirrorPressed(std::string_view id) = 0;
  // The text the page typed into the field `id` since the last frame, or null.
  virtual const std::string* MirrorTyped(std::string_view id) = 0;
  // While muted (nested), widgets add nothing: a game's table, whose words
  // and moves the play screen gives instead, and on-screen keyboards.
  virtual void MuteMirror(bool muted) = 0;

  // Ends the program (native only: a web page cannot close itself).
  virtual bool CanQuit() const = 0;
  virtual void Quit() = 0;

  // The presses of this frame (Platform::TakePresses, or the mouse click
  // Dear ImGui saw when the platform reports none), in the order they came.
  virtual const std::vector<Press>& Presses() const = 0;

  // Seconds since start, for animations.
  virtual double time() const = 0;
  // Seconds a standard transition lasts: 0 with "Reduce motion" on.
  virtual float MotionSeconds(float seconds) const = 0;

  // Plays a sound of the table (ui/sound.h) if the settings allow it.
  virtual void PlaySound(Sound sound) { (void)sound; }
};

}  // namespace lf::ui
