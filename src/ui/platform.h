// What the UI needs from the platform layer (src/platform implements it for
// SDL2 natively and for the browser). The UI never includes SDL or Emscripten
// headers; it talks to the outside world only through this interface.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "play/store.h"
#include "ui/mirror.h"
#include "ui/sound.h"

namespace lf::play {
class Transport;
}  // namespace lf::play

namespace lf::ui {

struct LayoutReport;

// A widget the UI names for the browser test hook: tests tap by name instead
// of guessing coordinates. Rectangles are in CSS pixels of the canvas.
struct NamedItem {
  std::string name;
  float x = 0, y = 0, w = 0, h = 0;
  bool control = false;  // an enabled widget a tap acts on, drawn on the screen itself (not on an overlay)
};

// A finger or a mouse button going down, in CSS pixels of the canvas, with
// the platform's timestamp of the event in seconds (only their order
// matters). Several fingers may press in one frame (a tablet lying flat
// with a button at each player's edge); Dear ImGui 1.86 sees only one
// pointer, so a table that must tell them apart reads these.
struct Press {
  float x = 0, y = 0;
  double time = 0;
};
// The program's own second part, which GetAssetState() reports like an
// asset: on the web the code only the games run (their rules, bots, tables
// and the word list's searches) arrives after the first frame
// (src/platform/split_wasm.py). Every screen that reads assets waits for it
// too (App). Natively, and in a web build that is not split, there is none.
inline constexpr char kRestOfProgram[] = ":program";

class Platform : public play::UserFiles {
 public:
  virtual ~Platform() = default;

  // Read-only assets shipped with the program (fonts, art, dictionary),
  // by relative path such as "dict/broad.lfd" or "fonts/Lato-Regular.ttf".
  // Natively they sit next to the executable (or in the build tree); on the
  // web the page downloads them into the virtual file system: the fonts
  // before the program starts, everything else right after the first frame
  // (see AssetState).
  virtual Result<std::vector<uint8_t>> ReadAsset(std::string_view relative_path) = 0;

  // Where an asset is. kReady: ReadAsset() has it (or will say why not).
  // kPending: still downloading, `loaded` of `total` bytes so far. kFailed:
  // the download failed; `reason` says why in words ("the connection
  // failed"). kDamaged: it came damaged, and so did a second copy fetched
  // past every cache. kMissing: this build has no such asset. Natively every
  // asset is kReady.
  struct AssetState {
    enum class Status { kMissing, kPending, kReady, kFailed, kDamaged };
    Status status = Status::kReady;
    double loaded = 0, total = 0;
    std::string reason;
  };
  virtual AssetState GetAssetState(std::string_view relative_path) {
    (void)relative_path;
    return {};
  }
  // (kRestOfProgram, below, is the program's own second part as an asset.)
  // A screen waits for this asset: fetch it before the others still queued.
  virtual void HurryAsset(std::string_view relative_path) { (void)relative_path; }
  // Fetches the asset again past every cache: its download failed, or the
  // copy read was damaged. It is kPending until the new copy is in.
  virtual void FetchAssetAgain(std::string_view relative_path) { (void)relative_path; }

  // The player's own files (settings, saved games). Natively a file in the
  // user's config directory; on the web IndexedDB through IDBFS. Writes are
  // durable once the call returns as far as the platform allows (the web
  // flushes to IndexedDB asynchronously, right after the write).
  // (ReadUserFile, WriteUserFile, RemoveUserFile: play::UserFiles.)

  // Says a line to screen readers (the page's aria-live region on the web;
  // stdout natively when LOSTFOUND_ANNOUNCE is set).
  virtual void Announce(std::string_view text) = 0;

  // The named items of the frame just drawn, for the web test hook.
  virtual void PublishNamedItems(const std::vector<NamedItem>& items) = 0;

  // The frame's layout for the layout checks (ui/layout_report.h), built
  // only while WantsLayout(): the tests, or a page that set
  // lostfound.wantLayout.
  virtual bool WantsLayout() const { return false; }
  virtual void PublishLayout(const LayoutReport& report) { (void)report; }

  // The accessibility mirror of the frame just drawn, as JSON (ui/mirror.h),
  // when it changed: the web page renders it as HTML beside the canvas.
  virtual void PublishMirror(const std::string& json) { (void)json; }
  // Whether anything reads the mirror (the web page; the tests): natively
  // the app does not write it at all.
  virtual bool WantsMirror() const { return false; }
  // What the page's mirror pressed or typed since the last call, in order.
  virtual std::vector<MirrorAction> TakeMirrorActions() { return {}; }

  // Environment facts the layout adapts to.
  virtual bool IsWeb() const = 0;
  virtual bool HasTouch() const = 0;   // a touch screen was seen (or is the primary input)
  virtual float ContentScale() const = 0;  // device pixels per logical pixel (DPR)

  // The system's light/dark preference, if the platform can tell (the web's
  // prefers-color-scheme). The Settings page offers "System" only when it
  // can; the default says it cannot.
  enum class ColorScheme { kUnknown, kLight, kDark };
  virtual ColorScheme SystemColorScheme() const { return ColorScheme::kUnknown; }

  // The presses since the last call, in the order they came (the frame
  // loop's events; a touch is reported once, not also as SDL's mouse).
  // Default: none, and the UI falls back on Dear ImGui's mouse click.
  virtual std::vector<Press> TakePresses() { return {}; }

  // How far two fingers pinched in this frame's events: the change of their
  // distance, as a fraction of the screen (> 0: apart). 0 without a pinch.
  // A map zooms with it (Lost: The Board Game's island); Dear ImGui sees
  // only the first finger.
  virtual float Pinch() const { return 0; }

  // Asks the platform to quit (native only; a no-op on the web).
  // The link to other devices (play on several devices, docs/multi-device.md):
  // the page's PeerJS on the web; none natively, where the menu does not
  // offer it.
  virtual play::Transport* Link() { return nullptr; }
  // A room code the page was opened with ("#join=CODE"), once; "" if none.
  virtual std::string TakePendingJoin() { return ""; }
  // True once if the page was reloaded by "Try again" after the program
  // stopped on a failed check (then the table that was open reopens).
  virtual bool TakeRestartAfterCrash() { return false; }

  virtual void RequestQuit() = 0;

  // Pictures for the renderer (card art). `rgba` holds width x height pixels,
  // 4 bytes each, straight (not premultiplied) alpha, rows top to bottom.
  // Returns an ImTextureID for ImDrawList::AddImage (a void*, kept opaque
  // here so the UI needs no GL), or nullptr if no texture could be made; the
  // caller then draws without the picture. Linear filtering with mipmaps.
  virtual void* CreateTexture(const uint8_t* rgba, int width, int height) {
    (void)rgba, (void)width, (void)height;
    return nullptr;
  }
  virtual void DestroyTexture(void* texture) { (void)texture; }

  // Plays one of the table's sounds at `volume` (0..1), mixed over any
  // still playing. The web starts its audio only after the first touch or
  // key, as browsers require. Default: silence.
  virtual void PlaySound(Sound sound, float volume) { (void)sound, (void)volume; }
};

}  // namespace lf::ui
