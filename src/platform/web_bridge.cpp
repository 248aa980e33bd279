#include "platform/web_bridge.h"

#include <emscripten.h>
#include <emscripten/html5.h>
#include <sys/stat.h>

#include <cstring>

// Every hook is optional on the page side: the module must also run inside a
// bare test page without the shell, so each call checks that the shell's
// window.lostfound object provides it.

// clang-format off
EM_JS(void, lf_js_sync_user_files, (), {
  if (Module.lostfoundSyncUserFiles) Module.lostfoundSyncUserFiles();
});

EM_JS(int, lf_js_user_files_ready, (), {
  var lf = globalThis.lostfound;
  return lf && lf.storage && lf.storage.ready ? 1 : 0;
});

// Status order of ui::Platform::AssetState::Status; -1 when the page does not
// fetch this file later (then the file system decides).
EM_JS(int, lf_js_asset_state, (const char* path, double* loaded, double* total, char* reason, int reason_size), {
  var later = Module["lostfoundLaterFiles"];
  var s = later && later.state(UTF8ToString(path));
  if (!s) return -1;
  HEAPF64[loaded >> 3] = s.loaded;
  HEAPF64[total >> 3] = s.total;
  stringToUTF8(s.reason || "", reason, reason_size);
  return {"pending": 1, "ready": 2, "failed": 3, "damaged": 4}[s.state] || 1;
});

EM_JS(void, lf_js_hurry_asset, (const char* path), {
  var later = Module["lostfoundLaterFiles"];
  if (later) later.hurry(UTF8ToString(path));
});

EM_JS(void, lf_js_fetch_asset_again, (const char* path), {
  var later = Module["lostfoundLaterFiles"];
  if (later) later.fetchAgain(UTF8ToString(path));
});

EM_JS(void, lf_js_announce, (const char* text), {
  var lf = globalThis.lostfound;
  if (lf && lf.announce) lf.announce(UTF8ToString(text));
});

EM_JS(void, lf_js_publish_items, (const char* json), {
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  lf._itemsJson = UTF8ToString(json);
});

EM_JS(int, lf_js_wants_layout, (), {
  var lf = globalThis.lostfound;
  return lf && lf.wantLayout ? 1 : 0;
});

EM_JS(void, lf_js_publish_layout, (const char* json), {
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  lf._layoutJson = UTF8ToString(json);
  if (!lf.layout) lf.layout = function() { return JSON.parse(lf._layoutJson || "null"); };
});

EM_JS(void, lf_js_publish_mirror, (const char* json), {
  var lf = globalThis.lostfound;
  if (lf && lf.mirror) lf.mirror.render(UTF8ToString(json));
});

// The mirror's queued actions as JSON: its length in bytes first, then the
// text (and the queue emptied).
EM_JS(int, lf_js_mirror_actions_size, (), {
  var lf = globalThis.lostfound;
  var queue = lf && lf.mirror && lf.mirror.queue;
  if (!queue || queue.length === 0) return 0;
  return lengthBytesUTF8(JSON.stringify(queue)) + 1;
});

EM_JS(void, lf_js_take_mirror_actions, (char* out, int size), {
  var lf = globalThis.lostfound;
  stringToUTF8(JSON.stringify(lf.mirror.queue), out, size);
  lf.mirror.queue = [];
});

EM_JS(void, lf_js_report_first_frame, (), {
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  if (lf.firstFrameMs !== undefined) return;
  lf.firstFrameMs = performance.now();
  globalThis.dispatchEvent(new CustomEvent("lostfound:firstframe", { detail: { ms: lf.firstFrameMs } }));
});

EM_JS(void, lf_js_show_startup_error, (const char* text), {
  var lf = globalThis.lostfound;
  var message = UTF8ToString(text);
  if (lf && lf.showStartupError) lf.showStartupError(message);
  else console.warn(message);
});

EM_JS(void, lf_js_show_fatal_error, (const char* text), {
  var lf = globalThis.lostfound;
  var message = UTF8ToString(text);
  if (lf && lf.showFatalError) lf.showFatalError(message);
  else console.warn(message);
});

EM_JS(void, lf_js_mark, (const char* name), {
  performance.mark("lostfound:" + UTF8ToString(name));
});

// 0 unknown, 1 light, 2 dark (Platform::ColorScheme order).
EM_JS(int, lf_js_color_scheme, (), {
  if (!globalThis.matchMedia) return 0;
  if (matchMedia("(prefers-color-scheme: dark)").matches) return 2;
  if (matchMedia("(prefers-color-scheme: light)").matches) return 1;
  return 0;
});

// The page was reloaded by "Try again" after the program stopped (loader.js).
EM_JS(int, lf_js_take_after_crash, (), {
  var lf = globalThis.lostfound;
  var crashed = lf && lf.afterCrash ? 1 : 0;
  if (lf) lf.afterCrash = false;
  return crashed;
});

// The page's sounds (shell/sound.js): whether it has a sound's samples, the
// samples (copied out of the heap), and a play.
EM_JS(int, lf_js_sound_known, (const char* name), {
  var sound = globalThis.lostfound && globalThis.lostfound.sound;
  return !sound || sound.has(UTF8ToString(name)) ? 1 : 0;
});
EM_JS(void, lf_js_sound_define, (const char* name, const float* samples, int count, int rate), {
  var sound = globalThis.lostfound && globalThis.lostfound.sound;
  if (sound) sound.define(UTF8ToString(name), HEAPF32.slice(samples >> 2, (samples >> 2) + count), rate);
});
EM_JS(void, lf_js_sound_play, (const char* name, double volume), {
  var sound = globalThis.lostfound && globalThis.lostfound.sound;
  if (sound) sound.play(UTF8ToString(name), volume);
});

EM_JS(int, lf_js_page_has_touch, (), {
  return (navigator.maxTouchPoints || 0) > 0 || ("ontouchstart" in globalThis) ? 1 : 0;
});
// clang-format on

namespace lf::platform::web {

ui::Platform::AssetState AssetState(const std::string& relative_path) {
  using Status = ui::Platform::AssetState::Status;
  ui::Platform::AssetState state;
  char reason[256] = {};
  const int code = lf_js_asset_state(relative_path.c_str(), &state.loaded, &state.total, reason, sizeof reason);
  if (code < 0) {
    struct stat info;
    state.status = stat(("/assets/" + relative_path).c_str(), &info) == 0 ? Status::kReady : Status::kMissing;
    return state;
  }
  state.status = code == 2 ? Status::kReady : code == 3 ? Status::kFailed : code == 4 ? Status::kDamaged : Status::kPending;
  state.reason = reason;
  return state;
}
void HurryAsset(const std::string& relative_path) { lf_js_hurry_asset(relative_path.c_str()); }
void FetchAssetAgain(const std::string& relative_path) { lf_js_fetch_asset_again(relative_path.c_str()); }

bool UserFilesReady() { return lf_js_user_files_ready() != 0; }
void SyncUserFiles() { lf_js_sync_user_files(); }
void Announce(const std::string& text) { lf_js_announce(text.c_str()); }
void PublishItems(const std::string& json) { lf_js_publish_items(json.c_str()); }
void ReportFirstFrame() { lf_js_report_first_frame(); }
void PublishMirror(const std::string& json) { lf_js_publish_mirror(json.c_str()); }
bool WantsLayout() { return lf_js_wants_layout() != 0; }
void PublishLayout(const std::string& json) { lf_js_publish_layout(json.c_str()); }
std::string TakeMirrorActions() {
  const int size = lf_js_mirror_actions_size();
  if (size <= 0) return "";
  std::string text(static_cast<size_t>(size), '\0');
  lf_js_take_mirror_actions(text.data(), size);
  text.resize(std::strlen(text.c_str()));
  return text;
}
void Mark(const char* name) { lf_js_mark(name); }
void PlaySound(const char* name, const ui::SoundClip& clip, float volume) {
  if (!lf_js_sound_known(name))
    lf_js_sound_define(name, clip.samples.data(), static_cast<int>(clip.samples.size()), clip.rate);
  lf_js_sound_play(name, volume);
}
void ShowStartupError(const std::string& text) { lf_js_show_startup_error(text.c_str()); }
void ShowFatalError(const std::string& text) { lf_js_show_fatal_error(text.c_str()); }

void CanvasCssSize(double* width, double* height) {
  if (emscripten_get_element_css_size("#canvas", width, height) != EMSCRIPTEN_RESULT_SUCCESS) {
    *width = 0;
    *height = 0;
  }
}

double DevicePixelRatio() { return emscripten_get_device_pixel_ratio(); }
bool PageHasTouch() { return lf_js_page_has_touch() != 0; }
bool TakeAfterCrash() { return lf_js_take_after_crash() != 0; }

ui::Platform::ColorScheme SystemColorScheme() {
  switch (lf_js_color_scheme()) {
    case 1:
      return ui::Platform::ColorScheme::kLight;
    case 2:
      return ui::Platform::ColorScheme::kDark;
    default:
      return ui::Platform::ColorScheme::kUnknown;
  }
}

}  // namespace lf::platform::web
