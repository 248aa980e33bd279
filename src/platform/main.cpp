// Lost & Found: the program. One SDL2 window with an OpenGL 3.2 core (native)
// or WebGL 2 (web) context, Dear ImGui's SDL2 backend, our own ImGui renderer
// (imgui_renderer.h says why not ImGui's), and one frame loop around
// lf::ui::App. On the web the browser drives the loop
// (emscripten_set_main_loop_arg: one call per animation frame); natively it
// is a plain while loop.
//
// Index
// [SECTION] Options (native command line)
// [SECTION] Window and GL context
// [SECTION] Input adjustments (touch)
// [SECTION] Frame
// [SECTION] main

#include <SDL.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "platform/imgui_renderer.h"
#include "platform/sdl_platform.h"
#include "ui/app.h"
#include "ui/games.h"
#include "ui/play/game_ui.h"
#include "ui/play/tutorial.h"
#include "ui/screens.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>

#include "platform/web_bridge.h"
#else
#include "imgui_impl_opengl3_loader.h"  // resolved by ImGuiRenderer::Create()
#include "platform/screenshot.h"
#endif

namespace lf::platform {
namespace {

constexpr char kNoWebGl2[] =
    "This browser can't show the game: WebGL 2 is turned off or not supported.";

//-----------------------------------------------------------------------------
// [SECTION] Options (native command line)
//-----------------------------------------------------------------------------

struct Options {
  int width = 1280;   // logical window size (natively; the web follows the page)
  int height = 800;
  std::string screenshot;  // if set: render `frames` frames, save the last, exit
  int frames = 10;
  std::string card_sheet;   // debug: a game's page of every card, instead of the menu
  std::string guide;        // a game's guided first game, instead of the menu
  std::string open_file;    // a saved game or game record to open ...
  std::string open_screen = "play";  // ... on this screen: play, setup or rules
};

#ifndef __EMSCRIPTEN__
constexpr char kUsage[] =
    "usage: lostfound [--size WxH] [--screenshot FILE.png [--frames N]]\n"
    "  --size WxH          window size in logical pixels (default 1280x800)\n"
    "  --screenshot FILE   render N frames, save the last one as a PNG, exit\n"
    "  --frames N          frames to render before the screenshot (default 10)\n"
    "  --open FILE         open a saved game (save-<game>.json from the user folder) or a game\n"
    "                      record (lostfound-cli play ... --record FILE) of any game\n"
    "  --screen S          ... on its table (play, the default; the end screen if it is over),\n"
    "                      its set-up screen offering to resume it (setup), or its rules (rules)\n"
    "  --card-sheet GAME   (debug) show every card of a game that has card art\n"
    "  --guide GAME        start a game's guided first game\n"
    "environment: LOSTFOUND_USER_DIR (settings folder), LOSTFOUND_ANNOUNCE (print announcements)\n";

bool ParseSize(const char* text, int* w, int* h) {
  int consumed = 0;
  return std::sscanf(text, "%dx%d%n", w, h, &consumed) == 2 && text[consumed] == '\0' && *w >= 64 &&
         *h >= 64 && *w <= 16384 && *h <= 16384;
}

// Returns false (after printing why) if the program should exit with `*exit_code`.
bool ParseOptions(int argc, char** argv, Options* options, int* exit_code) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      *exit_code = 0;
      return false;
    } else if (arg == "--size" && has_value) {
      if (!ParseSize(argv[++i], &options->width, &options->height)) {
        std::fprintf(stderr, "lostfound: --size wants WIDTHxHEIGHT, for example 390x844, not \"%s\"\n", argv[i]);
        *exit_code = 2;
        return false;
      }
    } else if (arg == "--card-sheet" && has_value) {
      options->card_sheet = argv[++i];
    } else if (arg == "--guide" && has_value) {
      options->guide = argv[++i];
    } else if (arg == "--open" && has_value) {
      options->open_file = argv[++i];
    } else if (arg == "--screen" && has_value) {
      options->open_screen = argv[++i];
      if (options->open_screen != "play" && options->open_screen != "setup" && options->open_screen != "rules") {
        std::fprintf(stderr, "lostfound: --screen is play, setup or rules, not \"%s\"\n", argv[i]);
        *exit_code = 2;
        return false;
      }
    } else if (arg == "--screenshot" && has_value) {
      options->screenshot = argv[++i];
    } else if (arg == "--frames" && has_value) {
      char* end = nullptr;
      const long n = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || n < 1 || n > 100000) {
        std::fprintf(stderr, "lostfound: --frames wants a number from 1 to 100000, not \"%s\"\n", argv[i]);
        *exit_code = 2;
        return false;
      }
      options->frames = static_cast<int>(n);
    } else {
      std::fprintf(stderr, "lostfound: unknown or incomplete option \"%s\"\n%s", arg.c_str(), kUsage);
      *exit_code = 2;
      return false;
    }
  }
  return true;
}
#endif

//-----------------------------------------------------------------------------
// [SECTION] Window and GL context
//-----------------------------------------------------------------------------

struct Runtime {
  Options options;
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  ImGuiRenderer renderer;
  std::unique_ptr<SdlPlatform> platform;
  std::unique_ptr<ui::App> app;
  long frames_drawn = 0;
  bool first_frame_reported = false;
  bool running = true;
  int exit_code = 0;  // natively: what main() returns
  double device_pixel_ratio = 0;  // web: last DPR the canvas was sized for
  bool settings_loaded = false;   // web: the player's files had synced in (see Frame())
  // Key releases held back a frame: Dear ImGui 1.86 reads keys as "down or
  // up at the frame's start", so a key pressed and released between two
  // frames (a quick tap of Enter while a software-rendered page draws a few
  // frames a second) would never be seen down. Its release waits one frame.
  std::vector<SDL_Event> deferred_key_ups;
  std::string startup_error_shown;  // the app's StartupError() last told to the player

  // Touch: see AdjustMouseForTouch().
  bool last_pointer_was_touch = false;
  int fingers_down = 0;
  long touch_released_frame = -1;
};

// Reports a start-up failure where the player will see it.
void FatalError(const std::string& message) {
  std::fprintf(stderr, "lostfound: %s\n", message.c_str());
#ifdef __EMSCRIPTEN__
  web::ShowFatalError(message);
#else
  SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Lost & Found", message.c_str(), nullptr);
#endif
}

// Returns false (after telling the player why) if there is no window or context.
bool CreateWindowAndContext(Runtime& rt) {
#ifdef __EMSCRIPTEN__
  // WebGL 2 = OpenGL ES 3.0 (EGL client version 3 -> WebGL 2 in Emscripten).
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  // 3.2 core is the oldest core profile macOS offers and what Mesa's
  // llvmpipe (Xvfb) provides too.
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
#endif
  // ImGui draws anti-aliased triangles itself: no depth, stencil or MSAA.
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

  // On the web the canvas is sized by CSS (100% of the page); SDL sees that
  // and uses the CSS size instead of these numbers, with a backing store of
  // CSS size x devicePixelRatio thanks to ALLOW_HIGHDPI.
  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  rt.window = SDL_CreateWindow("Lost & Found", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                               rt.options.width, rt.options.height, flags);
  if (!rt.window) {
#ifdef __EMSCRIPTEN__
    FatalError(kNoWebGl2);
#else
    FatalError(std::string("Could not open a window: ") + SDL_GetError());
#endif
    return false;
  }
  rt.gl = SDL_GL_CreateContext(rt.window);
  if (!rt.gl) {
#ifdef __EMSCRIPTEN__
    FatalError(kNoWebGl2);
#else
    FatalError(std::string("This computer can't show the game: OpenGL 3.2 is not available (") +
               SDL_GetError() + ").");
#endif
    return false;
  }
  SDL_GL_MakeCurrent(rt.window, rt.gl);
  SDL_GL_SetSwapInterval(1);
#ifndef __EMSCRIPTEN__
  SDL_SetWindowMinimumSize(rt.window, 320, 400);
#endif
  return true;
}

#ifdef __EMSCRIPTEN__
// SDL resizes the canvas on the window's resize event, but a DPR change
// (browser zoom, a move to another screen) or a late layout after an
// orientation change can come without one. Checking each frame is cheap and
// keeps the backing store at exactly CSS size x devicePixelRatio.
void FitCanvasToPage(Runtime& rt) {
  double css_w = 0, css_h = 0;
  web::CanvasCssSize(&css_w, &css_h);
  if (css_w < 1 || css_h < 1) return;  // hidden or not laid out yet
  const double dpr = web::DevicePixelRatio();
  const int want_w = static_cast<int>(std::lround(css_w));
  const int want_h = static_cast<int>(std::lround(css_h));
  int w = 0, h = 0;
  SDL_GetWindowSize(rt.window, &w, &h);
  if (want_w != w || want_h != h || dpr != rt.device_pixel_ratio) {
    rt.device_pixel_ratio = dpr;
    SDL_SetWindowSize(rt.window, want_w, want_h);
  }
}
#endif

//-----------------------------------------------------------------------------
// [SECTION] Input adjustments (touch)
//-----------------------------------------------------------------------------

void NoteInput(Runtime& rt, const SDL_Event& event) {
  switch (event.type) {
    case SDL_FINGERDOWN: {
      rt.platform->NoteTouch();
      rt.last_pointer_was_touch = true;
      ++rt.fingers_down;
      // Every finger, with its event's time: several players may press at
      // once (the mouse SDL makes of the first finger is not a press again).
      int w = 0, h = 0;
      SDL_GetWindowSize(rt.window, &w, &h);
      rt.platform->NotePress({event.tfinger.x * static_cast<float>(w), event.tfinger.y * static_cast<float>(h),
                              event.tfinger.timestamp / 1000.0});
      break;
    }
    case SDL_MULTIGESTURE:
      // Two fingers pinching (SDL's gesture from the touch events): a zoom
      // for a screen that wants one (Platform::Pinch).
      if (event.mgesture.numFingers >= 2) rt.platform->NotePinch(event.mgesture.dDist);
      break;
    case SDL_FINGERUP:
      rt.fingers_down = rt.fingers_down > 0 ? rt.fingers_down - 1 : 0;
      if (rt.fingers_down == 0) rt.touch_released_frame = rt.frames_drawn;
      break;
    case SDL_MOUSEMOTION:
      if (event.motion.which != SDL_TOUCH_MOUSEID) rt.last_pointer_was_touch = false;
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.which != SDL_TOUCH_MOUSEID) {
        rt.last_pointer_was_touch = false;
        if (event.button.button == SDL_BUTTON_LEFT) {
          rt.platform->NotePress({static_cast<float>(event.button.x), static_cast<float>(event.button.y),
                                  event.button.timestamp / 1000.0});
        }
      }
      break;
    default:
      break;
  }
}

// SDL turns a tap into a synthetic mouse press and release at the finger's
// position, which ImGui 1.86's SDL backend reads like a real mouse. After the
// finger lifts, that "mouse" would stay parked over the last button and keep
// it drawn hovered. Two frames after the release (one for the press, one for
// the release that completes the click) we move it away, as a finger would.
void AdjustMouseForTouch(Runtime& rt) {
  if (!rt.last_pointer_was_touch || rt.fingers_down > 0 || rt.touch_released_frame < 0) return;
  if (rt.frames_drawn >= rt.touch_released_frame + 2) {
    ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  }
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

// Drawable pixels per window unit (2 on a typical phone or HiDPI screen).
// `drawable_w` is the framebuffer's width in pixels.
float ContentScale(Runtime& rt, int drawable_w) {
  int window_w = 0, window_h = 0;
  SDL_GetWindowSize(rt.window, &window_w, &window_h);
  return window_w > 0 ? static_cast<float>(drawable_w) / window_w : 1.0f;
}

// The first frame's fixed costs, paid before the main loop starts: the font
// atlas and its texture (the shaders are already compiling, since main()
// made the renderer first). On the web the first frame runs in an animation
// frame callback, which waits for the browser's compositor; done here, this
// work overlaps that wait instead of following it. It also overlaps the
// IndexedDB sync-in of the player's files: the atlas is built at the
// default UI scale, and only a player who saved another scale pays for a
// second one.
void PrepareFirstFrame(Runtime& rt) {
#ifdef __EMSCRIPTEN__
  FitCanvasToPage(rt);
#endif
  int drawable_w = 0, drawable_h = 0;
  SDL_GL_GetDrawableSize(rt.window, &drawable_w, &drawable_h);
  const float content_scale = ContentScale(rt, drawable_w);
  rt.platform->SetContentScale(content_scale);
  rt.app->UpdateFonts(content_scale);
  rt.renderer.UploadFonts();
}

// The renderer could not draw (its shaders did not build): say so and stop.
void StopDrawing(Runtime& rt) {
  FatalError("This device can't show the game: " + rt.renderer.error() + ".");
  rt.running = false;
  rt.exit_code = 1;
#ifdef __EMSCRIPTEN__
  emscripten_cancel_main_loop();
#endif
}

void Frame(Runtime& rt) {
#ifdef __EMSCRIPTEN__
  // The player's files come from IndexedDB, which syncs in while main() sets
  // up GL and builds the fonts (src/platform/pre.js). Until they are in,
  // nothing is drawn and the page's loading screen stays up; then the saved
  // settings load (a saved UI scale rebuilds the fonts just below).
  if (!rt.settings_loaded) {
    if (!web::UserFilesReady()) return;
    rt.app->LoadSettings();
    rt.settings_loaded = true;
    web::Mark("settings");
  }
#endif
  SDL_Event event;
  for (SDL_Event& up : rt.deferred_key_ups) ImGui_ImplSDL2_ProcessEvent(&up);
  rt.deferred_key_ups.clear();
  std::vector<SDL_Scancode> pressed_now;  // keys that went down in this frame's events
  rt.platform->ClearPinch();
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_KEYDOWN) pressed_now.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYUP &&
        std::find(pressed_now.begin(), pressed_now.end(), event.key.keysym.scancode) != pressed_now.end()) {
      rt.deferred_key_ups.push_back(event);  // seen down for one frame first
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    NoteInput(rt, event);
    if (event.type == SDL_QUIT) rt.running = false;
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
        event.window.windowID == SDL_GetWindowID(rt.window)) {
      rt.running = false;
    }
  }
#ifdef __EMSCRIPTEN__
  FitCanvasToPage(rt);
  // Read each frame: the player can flip the system theme while playing.
  rt.platform->SetSystemColorScheme(web::SystemColorScheme());
#endif

  int drawable_w = 0, drawable_h = 0;
  SDL_GL_GetDrawableSize(rt.window, &drawable_w, &drawable_h);
  const float content_scale = ContentScale(rt, drawable_w);
  rt.platform->SetContentScale(content_scale);
  // A new atlas (the screen's pixel density or the UI scale changed) needs
  // a new texture. The first atlas and texture are made by
  // PrepareFirstFrame(), before the loop.
  if (rt.app->UpdateFonts(content_scale)) rt.renderer.UploadFonts();
#ifdef __EMSCRIPTEN__
  if (rt.frames_drawn == 0) web::Mark("frame0-fonts");
#endif

  ImGui_ImplSDL2_NewFrame();
  AdjustMouseForTouch(rt);
  // A screenshot shows the UI at rest: wherever the (virtual) X pointer
  // happens to sit must not leave a widget hovered.
  if (!rt.options.screenshot.empty()) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  ImGui::NewFrame();
  const ImGuiIO& io = ImGui::GetIO();
  rt.app->Frame(io.DisplaySize.x, io.DisplaySize.y);
#ifdef __EMSCRIPTEN__
  if (rt.frames_drawn == 0) web::Mark("frame0-app");
#endif
  ImGui::Render();
#ifdef __EMSCRIPTEN__
  if (rt.frames_drawn == 0) web::Mark("frame0-ui");
#endif

  // (The renderer sets the viewport; glClear ignores it.)
  const ImVec4 background = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(background.x, background.y, background.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImDrawData* draw_data = ImGui::GetDrawData();
  if (!rt.renderer.Render(draw_data)) {
    StopDrawing(rt);
    return;
  }
  ++rt.frames_drawn;
  // The app loads the dictionary after the first frame is on screen, once
  // its file is in (on the web it arrives after that frame); a problem with
  // it is said once, when it is known.
  if (const std::string& problem = rt.app->StartupError(); problem != rt.startup_error_shown) {
    rt.startup_error_shown = problem;
    if (!problem.empty()) {
      std::fprintf(stderr, "lostfound: %s\n", problem.c_str());
#ifdef __EMSCRIPTEN__
      web::ShowStartupError(problem);
#endif
    }
  }

#ifndef __EMSCRIPTEN__
  if (!rt.options.screenshot.empty() && rt.frames_drawn >= rt.options.frames) {
    const Status saved = SaveFramebufferPng(rt.options.screenshot, drawable_w, drawable_h);
    if (saved.ok()) {
      std::printf("lostfound: saved %dx%d screenshot to %s\n", drawable_w, drawable_h,
                  rt.options.screenshot.c_str());
    } else {
      std::fprintf(stderr, "lostfound: %s\n", saved.reason().c_str());
    }
    rt.running = false;
  }
#endif
  SDL_GL_SwapWindow(rt.window);

  // The first frame that drew anything: ImGui hides auto-sized windows on
  // the frame they appear, so the very first frame can be empty.
  if (!rt.first_frame_reported && draw_data && draw_data->TotalVtxCount > 0) {
    rt.first_frame_reported = true;
#ifdef __EMSCRIPTEN__
    web::ReportFirstFrame();
#endif
  }
  if (rt.app->WantsQuit() || rt.platform->quit_requested()) rt.running = false;
}

#ifndef __EMSCRIPTEN__
// What CreateWindowAndContext() made, and SDL itself.
void CloseWindow(Runtime& rt) {
  if (rt.gl) SDL_GL_DeleteContext(rt.gl);
  if (rt.window) SDL_DestroyWindow(rt.window);
  rt.gl = nullptr;
  rt.window = nullptr;
  SDL_Quit();
}

void Shutdown(Runtime& rt) {
  rt.app.reset();
  rt.platform.reset();  // (its audio device closes before SDL quits)
  rt.renderer.Destroy();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  CloseWindow(rt);
}
#endif

// The screens the command line asks for (natively): a game's card sheet, or
// a saved game. Returns false (after saying why) when one cannot be opened.
bool OpenRequestedScreens(Runtime& rt) {
#ifndef __EMSCRIPTEN__
  if (!rt.options.card_sheet.empty()) {
    const lf::ui::GameEntry* game = lf::ui::FindGameEntry(rt.options.card_sheet);
    if (game == nullptr || !game->screens->make_card_sheet) {
      std::fprintf(stderr, "lostfound: --card-sheet: \"%s\" is no game with card art\n", rt.options.card_sheet.c_str());
      return false;
    }
    rt.app->OpenScreen(game->screens->make_card_sheet());
  }
  if (!rt.options.guide.empty()) {
    const lf::ui::GameEntry* game = lf::ui::FindGameEntry(rt.options.guide);
    if (game == nullptr) {
      std::fprintf(stderr, "lostfound: --guide: no game \"%s\"\n", rt.options.guide.c_str());
      return false;
    }
    rt.app->OpenScreen(lf::ui::MakeTutorialScreen(*game->screens));
  }
  if (!rt.options.open_file.empty()) {
    std::ifstream in(rt.options.open_file, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "lostfound: --open: cannot read %s\n", rt.options.open_file.c_str());
      return false;
    }
    std::ostringstream text;
    text << in.rdbuf();
    rt.app->OpenScreen(lf::ui::MakeOpenSavedScreen(text.str(), rt.options.open_screen));
  }
#else
  (void)rt;
#endif
  return true;
}

Runtime& TheRuntime() {
  // On the web main() returns while the browser keeps calling Frame(), so the
  // runtime must outlive it.
  static Runtime rt;
  return rt;
}

}  // namespace
}  // namespace lf::platform

#ifdef __EMSCRIPTEN__
// The browser's back action (the back button or gesture, Android's back key
// in an installed app): shell/loader.js calls this on popstate. Returns 1 if
// the app went back a screen, 0 on the main menu (the page then lets the
// browser leave).
extern "C" EMSCRIPTEN_KEEPALIVE int lostfound_back() {
  lf::platform::Runtime& rt = lf::platform::TheRuntime();
  return rt.app && rt.app->Back() ? 1 : 0;
}
#endif

//-----------------------------------------------------------------------------
// [SECTION] main
//-----------------------------------------------------------------------------

int main(int argc, char** argv) {
  using namespace lf::platform;
  Runtime& rt = TheRuntime();
#ifndef __EMSCRIPTEN__
  int exit_code = 0;
  if (!ParseOptions(argc, argv, &rt.options, &exit_code)) return exit_code;
#else
  (void)argc;
  (void)argv;
  web::Mark("main");
  // Keys go to the game only while the canvas has the focus: the page's
  // accessibility mirror (shell/mirror.js) needs Tab, the arrows and typing
  // for its own buttons and fields (SDL would take them from the window).
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#endif

  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
#ifdef __EMSCRIPTEN__
    FatalError(kNoWebGl2);
#else
    FatalError(std::string("Could not start SDL: ") + SDL_GetError());
#endif
    return 1;
  }
  if (!CreateWindowAndContext(rt)) {
    SDL_Quit();
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  // First, so that the GPU compiles the shaders while the app starts and
  // builds its fonts.
  if (!rt.renderer.Create()) {
    FatalError("This computer can't show the game: " + rt.renderer.error() + ".");
#ifndef __EMSCRIPTEN__
    // (Create() found no GL functions: there is nothing of the renderer's to free.)
    ImGui::DestroyContext();
    CloseWindow(rt);
#endif
    return 1;
  }
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // window layout is the app's business, not a file in the cwd
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplSDL2_InitForOpenGL(rt.window, rt.gl);

#ifdef __EMSCRIPTEN__
  web::Mark("gl-ready");
#endif
  rt.platform = std::make_unique<SdlPlatform>();
#ifndef __EMSCRIPTEN__
  if (!rt.options.screenshot.empty()) rt.platform->MuteSounds();  // a picture, not a game to hear
#endif
  rt.app = std::make_unique<lf::ui::App>(*rt.platform);
#ifdef __EMSCRIPTEN__
  rt.app->InitWithoutSettings();  // the settings: in the first Frame() that finds them synced in
#else
  rt.app->Init();
#endif
  if (!OpenRequestedScreens(rt)) {
    rt.exit_code = 2;
    rt.running = false;  // natively: straight to the shutdown
  }

#ifdef __EMSCRIPTEN__
  web::Mark("app-ready");
#endif
  PrepareFirstFrame(rt);
#ifdef __EMSCRIPTEN__
  web::Mark("first-frame-ready");
  // 0 fps = requestAnimationFrame; `true` never returns (main's stack is
  // abandoned, hence the static Runtime).
  emscripten_set_main_loop_arg([](void* arg) { Frame(*static_cast<Runtime*>(arg)); }, &rt, 0, true);
#else
  while (rt.running) Frame(rt);
  Shutdown(rt);
#endif
  return rt.exit_code;
}
