// The whole graphical program, platform-independent: screens, theme, fonts,
// settings. src/platform owns the window, the GL context and the frame loop.
//
// Per frame, the platform calls:
//   app.UpdateFonts(content_scale);   // before ImGui::NewFrame(); cheap when nothing changed
//   ImGui::NewFrame();
//   app.Frame(width, height);         // logical (CSS) pixels
//   ImGui::Render();
// and re-uploads the font texture whenever UpdateFonts returned true.
#pragma once
#include <memory>
#include <string>

#include "ui/platform.h"

namespace lf::ui {

class Screen;

class App {
 public:
  explicit App(Platform& platform);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Loads settings and fonts. Never fails hard: a missing or corrupted asset
  // becomes an on-screen message (and StartupError() text). The dictionary,
  // which the first screen does not need, loads at the start of the second
  // Frame() (or as soon as a screen asks for it), so the first frame reaches
  // the screen sooner.
  // Init() is InitWithoutSettings() then LoadSettings(). The two halves are
  // for a platform whose player files arrive after the program starts (the
  // web's IndexedDB): the fonts can be built while they sync in, at the
  // default UI scale, and UpdateFonts() rebuilds them if the saved scale
  // differs. Frame() needs both halves done.
  void Init();
  void InitWithoutSettings();
  void LoadSettings();
  // Text of a fatal start-up problem the page should show in plain words
  // (for example "The dictionary file is damaged (checksum mismatch)."), or "".
  // Complete once the second Frame() has begun.
  const std::string& StartupError() const;

  // Rebuilds the font atlas when the UI scale or the display's DPR changed
  // (ImGui locks the atlas between NewFrame and Render, so the rebuild for a
  // scale chosen in Settings happens here, at the start of the next frame).
  // Returns true if the atlas changed (the renderer must re-upload it).
  bool UpdateFonts(float content_scale);

  // Draws one frame of UI. `width`/`height` are the window's logical size.
  void Frame(float width, float height);

  // The platform's back action (Android's back button, a browser's history
  // back): leaves the current screen. Returns false on the main menu, where
  // there is nothing to go back to. Escape does the same from inside Frame.
  bool Back();

  bool WantsQuit() const;

  // Opens a screen over the current one (after this frame), as if a screen
  // had pushed it: debug pages the menu does not offer (--card-sheet).
  void OpenScreen(std::unique_ptr<Screen> screen);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace lf::ui
