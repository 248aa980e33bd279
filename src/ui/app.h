// The whole graphical program, platform-independent: screens, theme, fonts,
// settings. src/platform owns the window, the GL context and the frame loop
// and calls into this once per frame between ImGui::NewFrame() and
// ImGui::Render().
#pragma once
#include <memory>
#include <string>

#include "ui/platform.h"

namespace lf::ui {

class App {
 public:
  explicit App(Platform& platform);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Loads settings, fonts and the dictionary. Never fails hard: a missing or
  // corrupted asset becomes an on-screen message (and StartupError() text).
  void Init();
  // Text of a fatal start-up problem the page should show in plain words
  // (for example "The dictionary file is damaged (checksum mismatch)."), or "".
  const std::string& StartupError() const;

  // Rebuilds the font atlas when the UI scale or the display's DPR changes.
  // Returns true if the atlas changed (the renderer must re-upload it).
  bool UpdateFonts(float content_scale);

  // Draws one frame of UI. `width`/`height` are the window's logical size.
  void Frame(float width, float height);

  bool WantsQuit() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace lf::ui
