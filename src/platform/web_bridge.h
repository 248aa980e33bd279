// The few things the wasm module tells the page (web build only). The page
// side lives in shell/loader.js (window.lostfound) and web/pre.js (files).
#pragma once
#include <string>

#include "ui/platform.h"
#include "ui/sound_data.h"

namespace lf::platform::web {

// True once /user holds the player's files, synced in from IndexedDB (or
// known to be unavailable: the game then runs with defaults).
bool UserFilesReady();

// Flushes /user to IndexedDB. Calls made while a flush is running are merged
// into one more flush afterwards, so a burst of writes costs two syncs.
void SyncUserFiles();

// The state of an asset the page fetches after the first frame (shell/loader.js,
// LaterFiles). Assets the page handed over before main() (the fonts), and any
// page without the shell, report kReady if the file system has them and
// kMissing if not.
ui::Platform::AssetState AssetState(const std::string& relative_path);
void HurryAsset(const std::string& relative_path);
void FetchAssetAgain(const std::string& relative_path);

// Puts `text` into the page's aria-live region.
void Announce(const std::string& text);

// Hands the page the current frame's named items (a JSON array of
// {name,x,y,w,h} in CSS pixels relative to the canvas) for window.lostfound.items().
void PublishItems(const std::string& json);

// Whether the page asked for the layout report (window.lostfound.wantLayout,
// the browser tests' layout checks), and the report itself (ui/layout_report.h)
// as JSON for window.lostfound.layout().
bool WantsLayout();
void PublishLayout(const std::string& json);

// The accessibility mirror (ui/mirror.h) for shell/mirror.js to render, and
// what the page's mirror pressed or typed since the last call, as a JSON
// array ("" when nothing).
void PublishMirror(const std::string& json);
std::string TakeMirrorActions();

// Plays a sound through the page's Web Audio (shell/sound.js): its samples
// go over once, by name; the page starts its audio at the first touch or
// key, and before that (or with the sound off) only records the call.
void PlaySound(const char* name, const ui::SoundClip& clip, float volume);

// Records window.lostfound.firstFrameMs = performance.now() and dispatches
// the "lostfound:firstframe" event on window.
void ReportFirstFrame();

// A performance.mark("lostfound:<name>") for the start-up timeline that the
// load-time benchmark prints.
void Mark(const char* name);

// A problem the player should read, in plain words, over the running app
// (for example a damaged dictionary). The app keeps running.
void ShowStartupError(const std::string& text);

// The app cannot run at all (for example no WebGL 2 context).
void ShowFatalError(const std::string& text);

// CSS size of the canvas element and the window's devicePixelRatio.
void CanvasCssSize(double* width, double* height);
double DevicePixelRatio();

// The page's prefers-color-scheme.
ui::Platform::ColorScheme SystemColorScheme();

// True when the page reports a touch screen (navigator.maxTouchPoints > 0).
bool PageHasTouch();
// True once if "Try again" reloaded the page after the program stopped.
bool TakeAfterCrash();

}  // namespace lf::platform::web
