#include "platform/web_bridge.h"

#include <emscripten.h>
#include <emscripten/html5.h>

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

EM_JS(void, lf_js_announce, (const char* text), {
  var lf = globalThis.lostfound;
  if (lf && lf.announce) lf.announce(UTF8ToString(text));
});

EM_JS(void, lf_js_publish_items, (const char* json), {
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  lf._itemsJson = UTF8ToString(json);
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

EM_JS(int, lf_js_page_has_touch, (), {
  return (navigator.maxTouchPoints || 0) > 0 || ("ontouchstart" in globalThis) ? 1 : 0;
});
// clang-format on

namespace lf::platform::web {

bool UserFilesReady() { return lf_js_user_files_ready() != 0; }
void SyncUserFiles() { lf_js_sync_user_files(); }
void Announce(const std::string& text) { lf_js_announce(text.c_str()); }
void PublishItems(const std::string& json) { lf_js_publish_items(json.c_str()); }
void ReportFirstFrame() { lf_js_report_first_frame(); }
void Mark(const char* name) { lf_js_mark(name); }
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
